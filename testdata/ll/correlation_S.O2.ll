; ModuleID = 'correlation.c'
source_filename = "correlation.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mean = internal unnamed_addr global [16 x double] zeroinitializer, align 16, !dbg !0
@Data = internal unnamed_addr global [20 x [16 x double]] zeroinitializer, align 16, !dbg !7
@Stddev = internal unnamed_addr global [16 x double] zeroinitializer, align 16, !dbg !13
@Corr = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !17
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !21

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_correlation() local_unnamed_addr #0 !dbg !30 {
entry:
  call void @llvm.dbg.value(metadata double 1.000000e-01, metadata !38, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !40
  br label %vector.body, !dbg !41

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !43
  %0 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %index, !dbg !43
  %1 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %index, !dbg !43
  %2 = bitcast double* %1 to <2 x double>*, !dbg !45
  %wide.load = load <2 x double>, <2 x double>* %2, align 16, !dbg !45, !tbaa !49
  %3 = fadd <2 x double> %wide.load, zeroinitializer, !dbg !53
  %4 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %index, !dbg !43
  %5 = bitcast double* %4 to <2 x double>*, !dbg !45
  %wide.load260 = load <2 x double>, <2 x double>* %5, align 16, !dbg !45, !tbaa !49
  %6 = fadd <2 x double> %wide.load260, %3, !dbg !53
  %7 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %index, !dbg !43
  %8 = bitcast double* %7 to <2 x double>*, !dbg !45
  %wide.load261 = load <2 x double>, <2 x double>* %8, align 16, !dbg !45, !tbaa !49
  %9 = fadd <2 x double> %wide.load261, %6, !dbg !53
  %10 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %index, !dbg !43
  %11 = bitcast double* %10 to <2 x double>*, !dbg !45
  %wide.load262 = load <2 x double>, <2 x double>* %11, align 16, !dbg !45, !tbaa !49
  %12 = fadd <2 x double> %wide.load262, %9, !dbg !53
  %13 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %index, !dbg !43
  %14 = bitcast double* %13 to <2 x double>*, !dbg !45
  %wide.load263 = load <2 x double>, <2 x double>* %14, align 16, !dbg !45, !tbaa !49
  %15 = fadd <2 x double> %wide.load263, %12, !dbg !53
  %16 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %index, !dbg !43
  %17 = bitcast double* %16 to <2 x double>*, !dbg !45
  %wide.load264 = load <2 x double>, <2 x double>* %17, align 16, !dbg !45, !tbaa !49
  %18 = fadd <2 x double> %wide.load264, %15, !dbg !53
  %19 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %index, !dbg !43
  %20 = bitcast double* %19 to <2 x double>*, !dbg !45
  %wide.load265 = load <2 x double>, <2 x double>* %20, align 16, !dbg !45, !tbaa !49
  %21 = fadd <2 x double> %wide.load265, %18, !dbg !53
  %22 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %index, !dbg !43
  %23 = bitcast double* %22 to <2 x double>*, !dbg !45
  %wide.load266 = load <2 x double>, <2 x double>* %23, align 16, !dbg !45, !tbaa !49
  %24 = fadd <2 x double> %wide.load266, %21, !dbg !53
  %25 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %index, !dbg !43
  %26 = bitcast double* %25 to <2 x double>*, !dbg !45
  %wide.load267 = load <2 x double>, <2 x double>* %26, align 16, !dbg !45, !tbaa !49
  %27 = fadd <2 x double> %wide.load267, %24, !dbg !53
  %28 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %index, !dbg !43
  %29 = bitcast double* %28 to <2 x double>*, !dbg !45
  %wide.load268 = load <2 x double>, <2 x double>* %29, align 16, !dbg !45, !tbaa !49
  %30 = fadd <2 x double> %wide.load268, %27, !dbg !53
  %31 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %index, !dbg !43
  %32 = bitcast double* %31 to <2 x double>*, !dbg !45
  %wide.load269 = load <2 x double>, <2 x double>* %32, align 16, !dbg !45, !tbaa !49
  %33 = fadd <2 x double> %wide.load269, %30, !dbg !53
  %34 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %index, !dbg !43
  %35 = bitcast double* %34 to <2 x double>*, !dbg !45
  %wide.load270 = load <2 x double>, <2 x double>* %35, align 16, !dbg !45, !tbaa !49
  %36 = fadd <2 x double> %wide.load270, %33, !dbg !53
  %37 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %index, !dbg !43
  %38 = bitcast double* %37 to <2 x double>*, !dbg !45
  %wide.load271 = load <2 x double>, <2 x double>* %38, align 16, !dbg !45, !tbaa !49
  %39 = fadd <2 x double> %wide.load271, %36, !dbg !53
  %40 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %index, !dbg !43
  %41 = bitcast double* %40 to <2 x double>*, !dbg !45
  %wide.load272 = load <2 x double>, <2 x double>* %41, align 16, !dbg !45, !tbaa !49
  %42 = fadd <2 x double> %wide.load272, %39, !dbg !53
  %43 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %index, !dbg !43
  %44 = bitcast double* %43 to <2 x double>*, !dbg !45
  %wide.load273 = load <2 x double>, <2 x double>* %44, align 16, !dbg !45, !tbaa !49
  %45 = fadd <2 x double> %wide.load273, %42, !dbg !53
  %46 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %index, !dbg !43
  %47 = bitcast double* %46 to <2 x double>*, !dbg !45
  %wide.load274 = load <2 x double>, <2 x double>* %47, align 16, !dbg !45, !tbaa !49
  %48 = fadd <2 x double> %wide.load274, %45, !dbg !53
  %49 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %index, !dbg !43
  %50 = bitcast double* %49 to <2 x double>*, !dbg !45
  %wide.load275 = load <2 x double>, <2 x double>* %50, align 16, !dbg !45, !tbaa !49
  %51 = fadd <2 x double> %wide.load275, %48, !dbg !53
  %52 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %index, !dbg !43
  %53 = bitcast double* %52 to <2 x double>*, !dbg !45
  %wide.load276 = load <2 x double>, <2 x double>* %53, align 16, !dbg !45, !tbaa !49
  %54 = fadd <2 x double> %wide.load276, %51, !dbg !53
  %55 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %index, !dbg !43
  %56 = bitcast double* %55 to <2 x double>*, !dbg !45
  %wide.load277 = load <2 x double>, <2 x double>* %56, align 16, !dbg !45, !tbaa !49
  %57 = fadd <2 x double> %wide.load277, %54, !dbg !53
  %58 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %index, !dbg !43
  %59 = bitcast double* %58 to <2 x double>*, !dbg !45
  %wide.load278 = load <2 x double>, <2 x double>* %59, align 16, !dbg !45, !tbaa !49
  %60 = fadd <2 x double> %wide.load278, %57, !dbg !53
  %61 = fdiv <2 x double> %60, <double 2.000000e+01, double 2.000000e+01>, !dbg !54
  %62 = bitcast double* %0 to <2 x double>*, !dbg !54
  store <2 x double> %61, <2 x double>* %62, align 16, !dbg !54, !tbaa !49
  %index.next = add nuw i64 %index, 2, !dbg !43
  %63 = icmp eq i64 %index.next, 16, !dbg !43
  br i1 %63, label %for.body17, label %vector.body, !dbg !43, !llvm.loop !55

for.body17:                                       ; preds = %vector.body, %newton_sqrt.exit
  %indvars.iv216 = phi i64 [ %indvars.iv.next217, %newton_sqrt.exit ], [ 0, %vector.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv216, metadata !36, metadata !DIExpression()), !dbg !40
  %arrayidx19 = getelementptr inbounds [16 x double], [16 x double]* @Stddev, i64 0, i64 %indvars.iv216, !dbg !59
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx28 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %indvars.iv216
  %64 = load double, double* %arrayidx28, align 8, !tbaa !49
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 0, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %indvars.iv216, !dbg !63
  %65 = load double, double* %arrayidx26, align 8, !dbg !63, !tbaa !49
  %sub = fsub double %65, %64, !dbg !66
  %66 = tail call double @llvm.fmuladd.f64(double %sub, double %sub, double 0.000000e+00), !dbg !67
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.1 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %indvars.iv216, !dbg !63
  %67 = load double, double* %arrayidx26.1, align 8, !dbg !63, !tbaa !49
  %sub.1 = fsub double %67, %64, !dbg !66
  %68 = tail call double @llvm.fmuladd.f64(double %sub.1, double %sub.1, double %66), !dbg !67
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.2 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %indvars.iv216, !dbg !63
  %69 = load double, double* %arrayidx26.2, align 8, !dbg !63, !tbaa !49
  %sub.2 = fsub double %69, %64, !dbg !66
  %70 = tail call double @llvm.fmuladd.f64(double %sub.2, double %sub.2, double %68), !dbg !67
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.3 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %indvars.iv216, !dbg !63
  %71 = load double, double* %arrayidx26.3, align 8, !dbg !63, !tbaa !49
  %sub.3 = fsub double %71, %64, !dbg !66
  %72 = tail call double @llvm.fmuladd.f64(double %sub.3, double %sub.3, double %70), !dbg !67
  call void @llvm.dbg.value(metadata i64 4, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 4, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.4 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %indvars.iv216, !dbg !63
  %73 = load double, double* %arrayidx26.4, align 8, !dbg !63, !tbaa !49
  %sub.4 = fsub double %73, %64, !dbg !66
  %74 = tail call double @llvm.fmuladd.f64(double %sub.4, double %sub.4, double %72), !dbg !67
  call void @llvm.dbg.value(metadata i64 5, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 5, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.5 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %indvars.iv216, !dbg !63
  %75 = load double, double* %arrayidx26.5, align 8, !dbg !63, !tbaa !49
  %sub.5 = fsub double %75, %64, !dbg !66
  %76 = tail call double @llvm.fmuladd.f64(double %sub.5, double %sub.5, double %74), !dbg !67
  call void @llvm.dbg.value(metadata i64 6, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 6, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.6 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %indvars.iv216, !dbg !63
  %77 = load double, double* %arrayidx26.6, align 8, !dbg !63, !tbaa !49
  %sub.6 = fsub double %77, %64, !dbg !66
  %78 = tail call double @llvm.fmuladd.f64(double %sub.6, double %sub.6, double %76), !dbg !67
  call void @llvm.dbg.value(metadata i64 7, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 7, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.7 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %indvars.iv216, !dbg !63
  %79 = load double, double* %arrayidx26.7, align 8, !dbg !63, !tbaa !49
  %sub.7 = fsub double %79, %64, !dbg !66
  %80 = tail call double @llvm.fmuladd.f64(double %sub.7, double %sub.7, double %78), !dbg !67
  call void @llvm.dbg.value(metadata i64 8, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 8, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.8 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %indvars.iv216, !dbg !63
  %81 = load double, double* %arrayidx26.8, align 8, !dbg !63, !tbaa !49
  %sub.8 = fsub double %81, %64, !dbg !66
  %82 = tail call double @llvm.fmuladd.f64(double %sub.8, double %sub.8, double %80), !dbg !67
  call void @llvm.dbg.value(metadata i64 9, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 9, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.9 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %indvars.iv216, !dbg !63
  %83 = load double, double* %arrayidx26.9, align 8, !dbg !63, !tbaa !49
  %sub.9 = fsub double %83, %64, !dbg !66
  %84 = tail call double @llvm.fmuladd.f64(double %sub.9, double %sub.9, double %82), !dbg !67
  call void @llvm.dbg.value(metadata i64 10, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 10, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.10 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %indvars.iv216, !dbg !63
  %85 = load double, double* %arrayidx26.10, align 8, !dbg !63, !tbaa !49
  %sub.10 = fsub double %85, %64, !dbg !66
  %86 = tail call double @llvm.fmuladd.f64(double %sub.10, double %sub.10, double %84), !dbg !67
  call void @llvm.dbg.value(metadata i64 11, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 11, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.11 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %indvars.iv216, !dbg !63
  %87 = load double, double* %arrayidx26.11, align 8, !dbg !63, !tbaa !49
  %sub.11 = fsub double %87, %64, !dbg !66
  %88 = tail call double @llvm.fmuladd.f64(double %sub.11, double %sub.11, double %86), !dbg !67
  call void @llvm.dbg.value(metadata i64 12, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 12, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.12 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %indvars.iv216, !dbg !63
  %89 = load double, double* %arrayidx26.12, align 8, !dbg !63, !tbaa !49
  %sub.12 = fsub double %89, %64, !dbg !66
  %90 = tail call double @llvm.fmuladd.f64(double %sub.12, double %sub.12, double %88), !dbg !67
  call void @llvm.dbg.value(metadata i64 13, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 13, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.13 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %indvars.iv216, !dbg !63
  %91 = load double, double* %arrayidx26.13, align 8, !dbg !63, !tbaa !49
  %sub.13 = fsub double %91, %64, !dbg !66
  %92 = tail call double @llvm.fmuladd.f64(double %sub.13, double %sub.13, double %90), !dbg !67
  call void @llvm.dbg.value(metadata i64 14, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 14, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.14 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %indvars.iv216, !dbg !63
  %93 = load double, double* %arrayidx26.14, align 8, !dbg !63, !tbaa !49
  %sub.14 = fsub double %93, %64, !dbg !66
  %94 = tail call double @llvm.fmuladd.f64(double %sub.14, double %sub.14, double %92), !dbg !67
  call void @llvm.dbg.value(metadata i64 15, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 15, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.15 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %indvars.iv216, !dbg !63
  %95 = load double, double* %arrayidx26.15, align 8, !dbg !63, !tbaa !49
  %sub.15 = fsub double %95, %64, !dbg !66
  %96 = tail call double @llvm.fmuladd.f64(double %sub.15, double %sub.15, double %94), !dbg !67
  call void @llvm.dbg.value(metadata i64 16, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 16, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.16 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %indvars.iv216, !dbg !63
  %97 = load double, double* %arrayidx26.16, align 8, !dbg !63, !tbaa !49
  %sub.16 = fsub double %97, %64, !dbg !66
  %98 = tail call double @llvm.fmuladd.f64(double %sub.16, double %sub.16, double %96), !dbg !67
  call void @llvm.dbg.value(metadata i64 17, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 17, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.17 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %indvars.iv216, !dbg !63
  %99 = load double, double* %arrayidx26.17, align 8, !dbg !63, !tbaa !49
  %sub.17 = fsub double %99, %64, !dbg !66
  %100 = tail call double @llvm.fmuladd.f64(double %sub.17, double %sub.17, double %98), !dbg !67
  call void @llvm.dbg.value(metadata i64 18, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 18, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.18 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %indvars.iv216, !dbg !63
  %101 = load double, double* %arrayidx26.18, align 8, !dbg !63, !tbaa !49
  %sub.18 = fsub double %101, %64, !dbg !66
  %102 = tail call double @llvm.fmuladd.f64(double %sub.18, double %sub.18, double %100), !dbg !67
  call void @llvm.dbg.value(metadata i64 19, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 19, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.19 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %indvars.iv216, !dbg !63
  %103 = load double, double* %arrayidx26.19, align 8, !dbg !63, !tbaa !49
  %sub.19 = fsub double %103, %64, !dbg !66
  %104 = tail call double @llvm.fmuladd.f64(double %sub.19, double %sub.19, double %102), !dbg !67
  call void @llvm.dbg.value(metadata i64 20, metadata !34, metadata !DIExpression()), !dbg !40
  %div43 = fdiv double %104, 2.000000e+01, !dbg !68
  call void @llvm.dbg.value(metadata double %div43, metadata !69, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata double undef, metadata !75, metadata !DIExpression()) #4, !dbg !76
  %cmp.i = fcmp ugt double %div43, 0.000000e+00, !dbg !78
  br i1 %cmp.i, label %if.end.i, label %newton_sqrt.exit, !dbg !80

if.end.i:                                         ; preds = %for.body17
  %105 = tail call double @llvm.fmuladd.f64(double %div43, double 5.000000e-01, double 1.000000e+00) #4, !dbg !81
  call void @llvm.dbg.value(metadata double %105, metadata !75, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()) #4, !dbg !76
  br label %for.body.i, !dbg !82

for.body.i:                                       ; preds = %for.body.i, %if.end.i
  %g.011.i = phi double [ %105, %if.end.i ], [ %mul.i.2, %for.body.i ]
  %it.010.i = phi i32 [ 0, %if.end.i ], [ %inc.i.2, %for.body.i ]
  call void @llvm.dbg.value(metadata double %g.011.i, metadata !75, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata i32 %it.010.i, metadata !74, metadata !DIExpression()) #4, !dbg !76
  %div.i = fdiv double %div43, %g.011.i, !dbg !84
  %add.i = fadd double %g.011.i, %div.i, !dbg !86
  %mul.i = fmul double %add.i, 5.000000e-01, !dbg !87
  call void @llvm.dbg.value(metadata double %mul.i, metadata !75, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata i32 %it.010.i, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #4, !dbg !76
  call void @llvm.dbg.value(metadata double %mul.i, metadata !75, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata i32 %it.010.i, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #4, !dbg !76
  %div.i.1 = fdiv double %div43, %mul.i, !dbg !84
  %add.i.1 = fadd double %mul.i, %div.i.1, !dbg !86
  %mul.i.1 = fmul double %add.i.1, 5.000000e-01, !dbg !87
  call void @llvm.dbg.value(metadata double %mul.i.1, metadata !75, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata i32 %it.010.i, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #4, !dbg !76
  call void @llvm.dbg.value(metadata double %mul.i.1, metadata !75, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata i32 %it.010.i, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #4, !dbg !76
  %div.i.2 = fdiv double %div43, %mul.i.1, !dbg !84
  %add.i.2 = fadd double %mul.i.1, %div.i.2, !dbg !86
  %mul.i.2 = fmul double %add.i.2, 5.000000e-01, !dbg !87
  call void @llvm.dbg.value(metadata double %mul.i.2, metadata !75, metadata !DIExpression()) #4, !dbg !76
  %inc.i.2 = add nuw nsw i32 %it.010.i, 3, !dbg !88
  call void @llvm.dbg.value(metadata i32 %inc.i.2, metadata !74, metadata !DIExpression()) #4, !dbg !76
  %exitcond.not.i.2 = icmp eq i32 %inc.i.2, 24, !dbg !89
  br i1 %exitcond.not.i.2, label %newton_sqrt.exit, label %for.body.i, !dbg !82, !llvm.loop !90

newton_sqrt.exit:                                 ; preds = %for.body.i, %for.body17
  %retval.0.i = phi double [ 0.000000e+00, %for.body17 ], [ %mul.i.2, %for.body.i ], !dbg !76
  %cmp48 = fcmp ugt double %retval.0.i, 1.000000e-01, !dbg !92
  %storemerge = select i1 %cmp48, double %retval.0.i, double 1.000000e+00, !dbg !94
  store double %storemerge, double* %arrayidx19, align 8, !dbg !95, !tbaa !49
  %indvars.iv.next217 = add nuw nsw i64 %indvars.iv216, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next217, metadata !36, metadata !DIExpression()), !dbg !40
  %exitcond219.not = icmp eq i64 %indvars.iv.next217, 16, !dbg !97
  br i1 %exitcond219.not, label %for.cond57.preheader, label %for.body17, !dbg !98, !llvm.loop !99

for.cond57.preheader:                             ; preds = %newton_sqrt.exit, %for.inc78
  %indvars.iv224 = phi i64 [ %indvars.iv.next225, %for.inc78 ], [ 0, %newton_sqrt.exit ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv224, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !40
  br label %for.body59, !dbg !101

for.body59:                                       ; preds = %for.cond57.preheader, %newton_sqrt.exit196
  %indvars.iv220 = phi i64 [ 0, %for.cond57.preheader ], [ %indvars.iv.next221, %newton_sqrt.exit196 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv220, metadata !36, metadata !DIExpression()), !dbg !40
  %arrayidx63 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv224, i64 %indvars.iv220, !dbg !105
  %106 = load double, double* %arrayidx63, align 8, !dbg !105, !tbaa !49
  %arrayidx65 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %indvars.iv220, !dbg !107
  %107 = load double, double* %arrayidx65, align 8, !dbg !107, !tbaa !49
  call void @llvm.dbg.value(metadata double 2.000000e+01, metadata !69, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata double 1.100000e+01, metadata !75, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !108
  br label %for.body.i194, !dbg !110

for.body.i194:                                    ; preds = %for.body.i194, %for.body59
  %g.011.i187 = phi double [ 1.100000e+01, %for.body59 ], [ %mul.i191.2, %for.body.i194 ]
  %it.010.i188 = phi i32 [ 0, %for.body59 ], [ %inc.i192.2, %for.body.i194 ]
  call void @llvm.dbg.value(metadata double %g.011.i187, metadata !75, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %it.010.i188, metadata !74, metadata !DIExpression()), !dbg !108
  %div.i189 = fdiv double 2.000000e+01, %g.011.i187, !dbg !111
  %add.i190 = fadd double %g.011.i187, %div.i189, !dbg !112
  %mul.i191 = fmul double %add.i190, 5.000000e-01, !dbg !113
  call void @llvm.dbg.value(metadata double %mul.i191, metadata !75, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %it.010.i188, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !108
  call void @llvm.dbg.value(metadata double %mul.i191, metadata !75, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %it.010.i188, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !108
  %div.i189.1 = fdiv double 2.000000e+01, %mul.i191, !dbg !111
  %add.i190.1 = fadd double %mul.i191, %div.i189.1, !dbg !112
  %mul.i191.1 = fmul double %add.i190.1, 5.000000e-01, !dbg !113
  call void @llvm.dbg.value(metadata double %mul.i191.1, metadata !75, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %it.010.i188, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !108
  call void @llvm.dbg.value(metadata double %mul.i191.1, metadata !75, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %it.010.i188, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !108
  %div.i189.2 = fdiv double 2.000000e+01, %mul.i191.1, !dbg !111
  %add.i190.2 = fadd double %mul.i191.1, %div.i189.2, !dbg !112
  %mul.i191.2 = fmul double %add.i190.2, 5.000000e-01, !dbg !113
  call void @llvm.dbg.value(metadata double %mul.i191.2, metadata !75, metadata !DIExpression()), !dbg !108
  %inc.i192.2 = add nuw nsw i32 %it.010.i188, 3, !dbg !114
  call void @llvm.dbg.value(metadata i32 %inc.i192.2, metadata !74, metadata !DIExpression()), !dbg !108
  %exitcond.not.i193.2 = icmp eq i32 %inc.i192.2, 24, !dbg !115
  br i1 %exitcond.not.i193.2, label %newton_sqrt.exit196, label %for.body.i194, !dbg !110, !llvm.loop !116

newton_sqrt.exit196:                              ; preds = %for.body.i194
  %sub66 = fsub double %106, %107, !dbg !118
  %arrayidx69 = getelementptr inbounds [16 x double], [16 x double]* @Stddev, i64 0, i64 %indvars.iv220, !dbg !119
  %108 = load double, double* %arrayidx69, align 8, !dbg !119, !tbaa !49
  %mul = fmul double %mul.i191.2, %108, !dbg !120
  %div70 = fdiv double %sub66, %mul, !dbg !121
  store double %div70, double* %arrayidx63, align 8, !dbg !122, !tbaa !49
  %indvars.iv.next221 = add nuw nsw i64 %indvars.iv220, 1, !dbg !123
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next221, metadata !36, metadata !DIExpression()), !dbg !40
  %exitcond223.not = icmp eq i64 %indvars.iv.next221, 16, !dbg !124
  br i1 %exitcond223.not, label %for.inc78, label %for.body59, !dbg !101, !llvm.loop !125

for.inc78:                                        ; preds = %newton_sqrt.exit196
  %indvars.iv.next225 = add nuw nsw i64 %indvars.iv224, 1, !dbg !127
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next225, metadata !34, metadata !DIExpression()), !dbg !40
  %exitcond227.not = icmp eq i64 %indvars.iv.next225, 20, !dbg !128
  br i1 %exitcond227.not, label %for.body91.preheader, label %for.cond57.preheader, !dbg !129, !llvm.loop !130

for.cond81.loopexit:                              ; preds = %for.body91
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next240, metadata !36, metadata !DIExpression()), !dbg !40
  %indvars.iv.next234 = add nuw nsw i64 %indvars.iv233, 1, !dbg !132
  %exitcond242.not = icmp eq i64 %indvars.iv.next240, 15, !dbg !134
  br i1 %exitcond242.not, label %for.end128, label %for.body91.preheader, !dbg !132, !llvm.loop !136

for.body91.preheader:                             ; preds = %for.inc78, %for.cond81.loopexit
  %indvars.iv239 = phi i64 [ %indvars.iv.next240, %for.cond81.loopexit ], [ 0, %for.inc78 ]
  %indvars.iv233 = phi i64 [ %indvars.iv.next234, %for.cond81.loopexit ], [ 1, %for.inc78 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv239, metadata !36, metadata !DIExpression()), !dbg !40
  %arrayidx87 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv239, i64 %indvars.iv239, !dbg !138
  store double 1.000000e+00, double* %arrayidx87, align 8, !dbg !140, !tbaa !49
  %indvars.iv.next240 = add nuw nsw i64 %indvars.iv239, 1, !dbg !141
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next240, metadata !37, metadata !DIExpression()), !dbg !40
  %arrayidx102 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %indvars.iv239, !dbg !143
  %arrayidx102.2.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %indvars.iv239
  %.pre = load double, double* %arrayidx102.2.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.3.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %indvars.iv239
  %.pre243 = load double, double* %arrayidx102.3.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.4.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %indvars.iv239
  %.pre244 = load double, double* %arrayidx102.4.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.5.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %indvars.iv239
  %.pre245 = load double, double* %arrayidx102.5.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.6.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %indvars.iv239
  %.pre246 = load double, double* %arrayidx102.6.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.7.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %indvars.iv239
  %.pre247 = load double, double* %arrayidx102.7.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.8.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %indvars.iv239
  %.pre248 = load double, double* %arrayidx102.8.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.9.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %indvars.iv239
  %.pre249 = load double, double* %arrayidx102.9.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.10.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %indvars.iv239
  %.pre250 = load double, double* %arrayidx102.10.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.11.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %indvars.iv239
  %.pre251 = load double, double* %arrayidx102.11.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.12.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %indvars.iv239
  %.pre252 = load double, double* %arrayidx102.12.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.13.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %indvars.iv239
  %.pre253 = load double, double* %arrayidx102.13.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.14.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %indvars.iv239
  %.pre254 = load double, double* %arrayidx102.14.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.15.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %indvars.iv239
  %.pre255 = load double, double* %arrayidx102.15.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.16.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %indvars.iv239
  %.pre256 = load double, double* %arrayidx102.16.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.17.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %indvars.iv239
  %.pre257 = load double, double* %arrayidx102.17.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.18.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %indvars.iv239
  %.pre258 = load double, double* %arrayidx102.18.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %arrayidx102.19.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %indvars.iv239
  %.pre259 = load double, double* %arrayidx102.19.phi.trans.insert, align 8, !dbg !143, !tbaa !49
  %109 = load double, double* %arrayidx102, align 8, !tbaa !49
  %arrayidx102.1 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %indvars.iv239
  %110 = load double, double* %arrayidx102.1, align 8, !tbaa !49
  br label %for.body91, !dbg !148

for.body91:                                       ; preds = %for.body91.preheader, %for.body91
  %indvars.iv235 = phi i64 [ %indvars.iv233, %for.body91.preheader ], [ %indvars.iv.next236, %for.body91 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv235, metadata !37, metadata !DIExpression()), !dbg !40
  %arrayidx95 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv239, i64 %indvars.iv235, !dbg !149
  call void @llvm.dbg.value(metadata i64 0, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %indvars.iv235, !dbg !150
  %111 = load double, double* %arrayidx106, align 8, !dbg !150, !tbaa !49
  %112 = tail call double @llvm.fmuladd.f64(double %109, double %111, double 0.000000e+00), !dbg !151
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.1 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %indvars.iv235, !dbg !150
  %113 = load double, double* %arrayidx106.1, align 8, !dbg !150, !tbaa !49
  %114 = tail call double @llvm.fmuladd.f64(double %110, double %113, double %112), !dbg !151
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.2 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %indvars.iv235, !dbg !150
  %115 = load double, double* %arrayidx106.2, align 8, !dbg !150, !tbaa !49
  %116 = tail call double @llvm.fmuladd.f64(double %.pre, double %115, double %114), !dbg !151
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.3 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %indvars.iv235, !dbg !150
  %117 = load double, double* %arrayidx106.3, align 8, !dbg !150, !tbaa !49
  %118 = tail call double @llvm.fmuladd.f64(double %.pre243, double %117, double %116), !dbg !151
  call void @llvm.dbg.value(metadata i64 4, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.4 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %indvars.iv235, !dbg !150
  %119 = load double, double* %arrayidx106.4, align 8, !dbg !150, !tbaa !49
  %120 = tail call double @llvm.fmuladd.f64(double %.pre244, double %119, double %118), !dbg !151
  call void @llvm.dbg.value(metadata i64 5, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.5 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %indvars.iv235, !dbg !150
  %121 = load double, double* %arrayidx106.5, align 8, !dbg !150, !tbaa !49
  %122 = tail call double @llvm.fmuladd.f64(double %.pre245, double %121, double %120), !dbg !151
  call void @llvm.dbg.value(metadata i64 6, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.6 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %indvars.iv235, !dbg !150
  %123 = load double, double* %arrayidx106.6, align 8, !dbg !150, !tbaa !49
  %124 = tail call double @llvm.fmuladd.f64(double %.pre246, double %123, double %122), !dbg !151
  call void @llvm.dbg.value(metadata i64 7, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.7 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %indvars.iv235, !dbg !150
  %125 = load double, double* %arrayidx106.7, align 8, !dbg !150, !tbaa !49
  %126 = tail call double @llvm.fmuladd.f64(double %.pre247, double %125, double %124), !dbg !151
  call void @llvm.dbg.value(metadata i64 8, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.8 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %indvars.iv235, !dbg !150
  %127 = load double, double* %arrayidx106.8, align 8, !dbg !150, !tbaa !49
  %128 = tail call double @llvm.fmuladd.f64(double %.pre248, double %127, double %126), !dbg !151
  call void @llvm.dbg.value(metadata i64 9, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.9 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %indvars.iv235, !dbg !150
  %129 = load double, double* %arrayidx106.9, align 8, !dbg !150, !tbaa !49
  %130 = tail call double @llvm.fmuladd.f64(double %.pre249, double %129, double %128), !dbg !151
  call void @llvm.dbg.value(metadata i64 10, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.10 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %indvars.iv235, !dbg !150
  %131 = load double, double* %arrayidx106.10, align 8, !dbg !150, !tbaa !49
  %132 = tail call double @llvm.fmuladd.f64(double %.pre250, double %131, double %130), !dbg !151
  call void @llvm.dbg.value(metadata i64 11, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.11 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %indvars.iv235, !dbg !150
  %133 = load double, double* %arrayidx106.11, align 8, !dbg !150, !tbaa !49
  %134 = tail call double @llvm.fmuladd.f64(double %.pre251, double %133, double %132), !dbg !151
  call void @llvm.dbg.value(metadata i64 12, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.12 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %indvars.iv235, !dbg !150
  %135 = load double, double* %arrayidx106.12, align 8, !dbg !150, !tbaa !49
  %136 = tail call double @llvm.fmuladd.f64(double %.pre252, double %135, double %134), !dbg !151
  call void @llvm.dbg.value(metadata i64 13, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.13 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %indvars.iv235, !dbg !150
  %137 = load double, double* %arrayidx106.13, align 8, !dbg !150, !tbaa !49
  %138 = tail call double @llvm.fmuladd.f64(double %.pre253, double %137, double %136), !dbg !151
  call void @llvm.dbg.value(metadata i64 14, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.14 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %indvars.iv235, !dbg !150
  %139 = load double, double* %arrayidx106.14, align 8, !dbg !150, !tbaa !49
  %140 = tail call double @llvm.fmuladd.f64(double %.pre254, double %139, double %138), !dbg !151
  call void @llvm.dbg.value(metadata i64 15, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.15 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %indvars.iv235, !dbg !150
  %141 = load double, double* %arrayidx106.15, align 8, !dbg !150, !tbaa !49
  %142 = tail call double @llvm.fmuladd.f64(double %.pre255, double %141, double %140), !dbg !151
  call void @llvm.dbg.value(metadata i64 16, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.16 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %indvars.iv235, !dbg !150
  %143 = load double, double* %arrayidx106.16, align 8, !dbg !150, !tbaa !49
  %144 = tail call double @llvm.fmuladd.f64(double %.pre256, double %143, double %142), !dbg !151
  call void @llvm.dbg.value(metadata i64 17, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.17 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %indvars.iv235, !dbg !150
  %145 = load double, double* %arrayidx106.17, align 8, !dbg !150, !tbaa !49
  %146 = tail call double @llvm.fmuladd.f64(double %.pre257, double %145, double %144), !dbg !151
  call void @llvm.dbg.value(metadata i64 18, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.18 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %indvars.iv235, !dbg !150
  %147 = load double, double* %arrayidx106.18, align 8, !dbg !150, !tbaa !49
  %148 = tail call double @llvm.fmuladd.f64(double %.pre258, double %147, double %146), !dbg !151
  call void @llvm.dbg.value(metadata i64 19, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx106.19 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %indvars.iv235, !dbg !150
  %149 = load double, double* %arrayidx106.19, align 8, !dbg !150, !tbaa !49
  %150 = tail call double @llvm.fmuladd.f64(double %.pre259, double %149, double %148), !dbg !151
  call void @llvm.dbg.value(metadata i64 20, metadata !34, metadata !DIExpression()), !dbg !40
  store double %150, double* %arrayidx95, align 8, !dbg !151, !tbaa !49
  %arrayidx122 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv235, i64 %indvars.iv239, !dbg !152
  store double %150, double* %arrayidx122, align 8, !dbg !153, !tbaa !49
  %indvars.iv.next236 = add nuw nsw i64 %indvars.iv235, 1, !dbg !154
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next236, metadata !37, metadata !DIExpression()), !dbg !40
  %exitcond238.not = icmp eq i64 %indvars.iv.next236, 16, !dbg !155
  br i1 %exitcond238.not, label %for.cond81.loopexit, label %for.body91, !dbg !148, !llvm.loop !156

for.end128:                                       ; preds = %for.cond81.loopexit
  store double 1.000000e+00, double* getelementptr inbounds ([16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 15, i64 15), align 8, !dbg !158, !tbaa !49
  ret void, !dbg !159
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !160 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !164, metadata !DIExpression()), !dbg !168
  br label %vector.ph, !dbg !169

vector.ph:                                        ; preds = %vector.ph, %entry
  %indvars.iv56 = phi i64 [ 0, %entry ], [ %indvars.iv.next57, %vector.ph ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv56, metadata !164, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !165, metadata !DIExpression()), !dbg !168
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv56, i64 0, !dbg !171
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !171
  %0 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !174
  %1 = mul <2 x i32> %0, <i32 2, i32 3>, !dbg !174
  %2 = add <2 x i32> %1, <i32 0, i32 1>, !dbg !174
  %3 = urem <2 x i32> %2, <i32 29, i32 29>, !dbg !174
  %4 = sitofp <2 x i32> %3 to <2 x double>, !dbg !176
  %5 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv56, i64 0, !dbg !177
  %6 = bitcast double* %5 to <2 x double>*, !dbg !178
  store <2 x double> %4, <2 x double>* %6, align 16, !dbg !178, !tbaa !49
  %7 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !174
  %8 = mul <2 x i32> %7, <i32 4, i32 5>, !dbg !174
  %9 = add <2 x i32> %8, <i32 2, i32 3>, !dbg !174
  %10 = urem <2 x i32> %9, <i32 29, i32 29>, !dbg !174
  %11 = sitofp <2 x i32> %10 to <2 x double>, !dbg !176
  %12 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv56, i64 2, !dbg !177
  %13 = bitcast double* %12 to <2 x double>*, !dbg !178
  store <2 x double> %11, <2 x double>* %13, align 16, !dbg !178, !tbaa !49
  %14 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !174
  %15 = mul <2 x i32> %14, <i32 6, i32 7>, !dbg !174
  %16 = add <2 x i32> %15, <i32 4, i32 5>, !dbg !174
  %17 = urem <2 x i32> %16, <i32 29, i32 29>, !dbg !174
  %18 = sitofp <2 x i32> %17 to <2 x double>, !dbg !176
  %19 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv56, i64 4, !dbg !177
  %20 = bitcast double* %19 to <2 x double>*, !dbg !178
  store <2 x double> %18, <2 x double>* %20, align 16, !dbg !178, !tbaa !49
  %21 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !174
  %22 = mul <2 x i32> %21, <i32 8, i32 9>, !dbg !174
  %23 = add <2 x i32> %22, <i32 6, i32 7>, !dbg !174
  %24 = urem <2 x i32> %23, <i32 29, i32 29>, !dbg !174
  %25 = sitofp <2 x i32> %24 to <2 x double>, !dbg !176
  %26 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv56, i64 6, !dbg !177
  %27 = bitcast double* %26 to <2 x double>*, !dbg !178
  store <2 x double> %25, <2 x double>* %27, align 16, !dbg !178, !tbaa !49
  %28 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !174
  %29 = mul <2 x i32> %28, <i32 10, i32 11>, !dbg !174
  %30 = add <2 x i32> %29, <i32 8, i32 9>, !dbg !174
  %31 = urem <2 x i32> %30, <i32 29, i32 29>, !dbg !174
  %32 = sitofp <2 x i32> %31 to <2 x double>, !dbg !176
  %33 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv56, i64 8, !dbg !177
  %34 = bitcast double* %33 to <2 x double>*, !dbg !178
  store <2 x double> %32, <2 x double>* %34, align 16, !dbg !178, !tbaa !49
  %35 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !174
  %36 = mul <2 x i32> %35, <i32 12, i32 13>, !dbg !174
  %37 = add <2 x i32> %36, <i32 10, i32 11>, !dbg !174
  %38 = urem <2 x i32> %37, <i32 29, i32 29>, !dbg !174
  %39 = sitofp <2 x i32> %38 to <2 x double>, !dbg !176
  %40 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv56, i64 10, !dbg !177
  %41 = bitcast double* %40 to <2 x double>*, !dbg !178
  store <2 x double> %39, <2 x double>* %41, align 16, !dbg !178, !tbaa !49
  %42 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !174
  %43 = mul <2 x i32> %42, <i32 14, i32 15>, !dbg !174
  %44 = add <2 x i32> %43, <i32 12, i32 13>, !dbg !174
  %45 = urem <2 x i32> %44, <i32 29, i32 29>, !dbg !174
  %46 = sitofp <2 x i32> %45 to <2 x double>, !dbg !176
  %47 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv56, i64 12, !dbg !177
  %48 = bitcast double* %47 to <2 x double>*, !dbg !178
  store <2 x double> %46, <2 x double>* %48, align 16, !dbg !178, !tbaa !49
  %49 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !174
  %50 = mul <2 x i32> %49, <i32 16, i32 17>, !dbg !174
  %51 = add <2 x i32> %50, <i32 14, i32 15>, !dbg !174
  %52 = urem <2 x i32> %51, <i32 29, i32 29>, !dbg !174
  %53 = sitofp <2 x i32> %52 to <2 x double>, !dbg !176
  %54 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv56, i64 14, !dbg !177
  %55 = bitcast double* %54 to <2 x double>*, !dbg !178
  store <2 x double> %53, <2 x double>* %55, align 16, !dbg !178, !tbaa !49
  %indvars.iv.next57 = add nuw nsw i64 %indvars.iv56, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57, metadata !164, metadata !DIExpression()), !dbg !168
  %exitcond60.not = icmp eq i64 %indvars.iv.next57, 20, !dbg !180
  br i1 %exitcond60.not, label %for.end9, label %vector.ph, !dbg !169, !llvm.loop !181

for.end9:                                         ; preds = %vector.ph
  tail call void @kernel_correlation(), !dbg !183
  call void @llvm.dbg.value(metadata i32 0, metadata !165, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !167, metadata !DIExpression()), !dbg !168
  br label %for.cond14.preheader, !dbg !184

for.cond14.preheader:                             ; preds = %for.end9, %for.cond14.preheader
  %indvars.iv65 = phi i64 [ 0, %for.end9 ], [ %indvars.iv.next66, %for.cond14.preheader ]
  %s.051 = phi double [ 0.000000e+00, %for.end9 ], [ %add22.15, %for.cond14.preheader ]
  call void @llvm.dbg.value(metadata double %s.051, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 %indvars.iv65, metadata !165, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %s.051, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %s.051, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 0, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 0, !dbg !186
  %56 = load double, double* %arrayidx21, align 16, !dbg !186, !tbaa !49
  %add22 = fadd double %s.051, %56, !dbg !190
  call void @llvm.dbg.value(metadata double %add22, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 1, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 1, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.1 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 1, !dbg !186
  %57 = load double, double* %arrayidx21.1, align 8, !dbg !186, !tbaa !49
  %add22.1 = fadd double %add22, %57, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.1, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 2, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.1, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 2, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.2 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 2, !dbg !186
  %58 = load double, double* %arrayidx21.2, align 16, !dbg !186, !tbaa !49
  %add22.2 = fadd double %add22.1, %58, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.2, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 3, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.2, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 3, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.3 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 3, !dbg !186
  %59 = load double, double* %arrayidx21.3, align 8, !dbg !186, !tbaa !49
  %add22.3 = fadd double %add22.2, %59, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.3, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 4, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.3, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 4, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.4 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 4, !dbg !186
  %60 = load double, double* %arrayidx21.4, align 16, !dbg !186, !tbaa !49
  %add22.4 = fadd double %add22.3, %60, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.4, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 5, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.4, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 5, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.5 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 5, !dbg !186
  %61 = load double, double* %arrayidx21.5, align 8, !dbg !186, !tbaa !49
  %add22.5 = fadd double %add22.4, %61, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.5, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 6, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.5, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 6, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.6 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 6, !dbg !186
  %62 = load double, double* %arrayidx21.6, align 16, !dbg !186, !tbaa !49
  %add22.6 = fadd double %add22.5, %62, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.6, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 7, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.6, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 7, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.7 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 7, !dbg !186
  %63 = load double, double* %arrayidx21.7, align 8, !dbg !186, !tbaa !49
  %add22.7 = fadd double %add22.6, %63, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.7, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 8, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.7, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 8, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.8 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 8, !dbg !186
  %64 = load double, double* %arrayidx21.8, align 16, !dbg !186, !tbaa !49
  %add22.8 = fadd double %add22.7, %64, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.8, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 9, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.8, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 9, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.9 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 9, !dbg !186
  %65 = load double, double* %arrayidx21.9, align 8, !dbg !186, !tbaa !49
  %add22.9 = fadd double %add22.8, %65, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.9, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 10, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.9, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 10, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.10 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 10, !dbg !186
  %66 = load double, double* %arrayidx21.10, align 16, !dbg !186, !tbaa !49
  %add22.10 = fadd double %add22.9, %66, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.10, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 11, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.10, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 11, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.11 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 11, !dbg !186
  %67 = load double, double* %arrayidx21.11, align 8, !dbg !186, !tbaa !49
  %add22.11 = fadd double %add22.10, %67, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.11, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 12, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.11, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 12, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.12 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 12, !dbg !186
  %68 = load double, double* %arrayidx21.12, align 16, !dbg !186, !tbaa !49
  %add22.12 = fadd double %add22.11, %68, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.12, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 13, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.12, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 13, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.13 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 13, !dbg !186
  %69 = load double, double* %arrayidx21.13, align 8, !dbg !186, !tbaa !49
  %add22.13 = fadd double %add22.12, %69, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.13, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 14, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.13, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 14, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.14 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 14, !dbg !186
  %70 = load double, double* %arrayidx21.14, align 16, !dbg !186, !tbaa !49
  %add22.14 = fadd double %add22.13, %70, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.14, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 15, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %add22.14, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 15, metadata !166, metadata !DIExpression()), !dbg !168
  %arrayidx21.15 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 15, !dbg !186
  %71 = load double, double* %arrayidx21.15, align 8, !dbg !186, !tbaa !49
  %add22.15 = fadd double %add22.14, %71, !dbg !190
  call void @llvm.dbg.value(metadata double %add22.15, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 16, metadata !166, metadata !DIExpression()), !dbg !168
  %indvars.iv.next66 = add nuw nsw i64 %indvars.iv65, 1, !dbg !191
  call void @llvm.dbg.value(metadata double %add22.15, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66, metadata !165, metadata !DIExpression()), !dbg !168
  %exitcond68.not = icmp eq i64 %indvars.iv.next66, 16, !dbg !192
  br i1 %exitcond68.not, label %for.end28, label %for.cond14.preheader, !dbg !184, !llvm.loop !193

for.end28:                                        ; preds = %for.cond14.preheader
  store double %add22.15, double* @checksum, align 8, !dbg !195, !tbaa !49
  ret i32 0, !dbg !196
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 19, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "correlation.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17, !21}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 20480, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 20)
!12 = !DISubrange(count: 16)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Stddev", scope: !2, file: !3, line: 20, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1024, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Corr", scope: !2, file: !3, line: 21, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !20)
!20 = !{!12, !12}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 22, type: !5, isLocal: false, isDefinition: true)
!23 = !{i32 7, !"Dwarf Version", i32 4}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 7, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 1}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "kernel_correlation", scope: !3, file: !3, line: 35, type: !31, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !{!34, !36, !37, !38}
!34 = !DILocalVariable(name: "i", scope: !30, file: !3, line: 37, type: !35)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DILocalVariable(name: "p", scope: !30, file: !3, line: 37, type: !35)
!37 = !DILocalVariable(name: "q", scope: !30, file: !3, line: 37, type: !35)
!38 = !DILocalVariable(name: "eps", scope: !30, file: !3, line: 38, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!40 = !DILocation(line: 0, scope: !30)
!41 = !DILocation(line: 39, column: 3, scope: !42)
!42 = distinct !DILexicalBlock(scope: !30, file: !3, line: 39, column: 3)
!43 = !DILocation(line: 39, column: 23, scope: !44)
!44 = distinct !DILexicalBlock(scope: !42, file: !3, line: 39, column: 3)
!45 = !DILocation(line: 42, column: 18, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 41, column: 5)
!47 = distinct !DILexicalBlock(scope: !48, file: !3, line: 41, column: 5)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 39, column: 27)
!49 = !{!50, !50, i64 0}
!50 = !{!"double", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 42, column: 15, scope: !46)
!54 = !DILocation(line: 43, column: 13, scope: !48)
!55 = distinct !{!55, !41, !56, !57, !58}
!56 = !DILocation(line: 44, column: 3, scope: !42)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !{!"llvm.loop.isvectorized", i32 1}
!59 = !DILocation(line: 46, column: 5, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !3, line: 45, column: 27)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 45, column: 3)
!62 = distinct !DILexicalBlock(scope: !30, file: !3, line: 45, column: 3)
!63 = !DILocation(line: 48, column: 21, scope: !64)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 47, column: 5)
!65 = distinct !DILexicalBlock(scope: !60, file: !3, line: 47, column: 5)
!66 = !DILocation(line: 48, column: 32, scope: !64)
!67 = !DILocation(line: 48, column: 17, scope: !64)
!68 = !DILocation(line: 49, column: 39, scope: !60)
!69 = !DILocalVariable(name: "x", arg: 1, scope: !70, file: !3, line: 24, type: !5)
!70 = distinct !DISubprogram(name: "newton_sqrt", scope: !3, file: !3, line: 24, type: !71, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!5, !5}
!73 = !{!69, !74, !75}
!74 = !DILocalVariable(name: "it", scope: !70, file: !3, line: 26, type: !35)
!75 = !DILocalVariable(name: "g", scope: !70, file: !3, line: 27, type: !5)
!76 = !DILocation(line: 0, scope: !70, inlinedAt: !77)
!77 = distinct !DILocation(line: 49, column: 17, scope: !60)
!78 = !DILocation(line: 28, column: 9, scope: !79, inlinedAt: !77)
!79 = distinct !DILexicalBlock(scope: !70, file: !3, line: 28, column: 7)
!80 = !DILocation(line: 28, column: 7, scope: !70, inlinedAt: !77)
!81 = !DILocation(line: 27, column: 22, scope: !70, inlinedAt: !77)
!82 = !DILocation(line: 30, column: 3, scope: !83, inlinedAt: !77)
!83 = distinct !DILexicalBlock(scope: !70, file: !3, line: 30, column: 3)
!84 = !DILocation(line: 31, column: 22, scope: !85, inlinedAt: !77)
!85 = distinct !DILexicalBlock(scope: !83, file: !3, line: 30, column: 3)
!86 = !DILocation(line: 31, column: 18, scope: !85, inlinedAt: !77)
!87 = !DILocation(line: 31, column: 13, scope: !85, inlinedAt: !77)
!88 = !DILocation(line: 30, column: 37, scope: !85, inlinedAt: !77)
!89 = !DILocation(line: 30, column: 19, scope: !85, inlinedAt: !77)
!90 = distinct !{!90, !82, !91, !57}
!91 = !DILocation(line: 31, column: 25, scope: !83, inlinedAt: !77)
!92 = !DILocation(line: 50, column: 19, scope: !93)
!93 = distinct !DILexicalBlock(scope: !60, file: !3, line: 50, column: 9)
!94 = !DILocation(line: 50, column: 9, scope: !60)
!95 = !DILocation(line: 0, scope: !60)
!96 = !DILocation(line: 45, column: 23, scope: !61)
!97 = !DILocation(line: 45, column: 17, scope: !61)
!98 = !DILocation(line: 45, column: 3, scope: !62)
!99 = distinct !{!99, !98, !100, !57}
!100 = !DILocation(line: 52, column: 3, scope: !62)
!101 = !DILocation(line: 54, column: 5, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 54, column: 5)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 53, column: 3)
!104 = distinct !DILexicalBlock(scope: !30, file: !3, line: 53, column: 3)
!105 = !DILocation(line: 55, column: 21, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !3, line: 54, column: 5)
!107 = !DILocation(line: 55, column: 34, scope: !106)
!108 = !DILocation(line: 0, scope: !70, inlinedAt: !109)
!109 = distinct !DILocation(line: 55, column: 46, scope: !106)
!110 = !DILocation(line: 30, column: 3, scope: !83, inlinedAt: !109)
!111 = !DILocation(line: 31, column: 22, scope: !85, inlinedAt: !109)
!112 = !DILocation(line: 31, column: 18, scope: !85, inlinedAt: !109)
!113 = !DILocation(line: 31, column: 13, scope: !85, inlinedAt: !109)
!114 = !DILocation(line: 30, column: 37, scope: !85, inlinedAt: !109)
!115 = !DILocation(line: 30, column: 19, scope: !85, inlinedAt: !109)
!116 = distinct !{!116, !110, !117, !57}
!117 = !DILocation(line: 31, column: 25, scope: !83, inlinedAt: !109)
!118 = !DILocation(line: 55, column: 32, scope: !106)
!119 = !DILocation(line: 55, column: 71, scope: !106)
!120 = !DILocation(line: 55, column: 69, scope: !106)
!121 = !DILocation(line: 55, column: 43, scope: !106)
!122 = !DILocation(line: 55, column: 18, scope: !106)
!123 = !DILocation(line: 54, column: 25, scope: !106)
!124 = !DILocation(line: 54, column: 19, scope: !106)
!125 = distinct !{!125, !101, !126, !57}
!126 = !DILocation(line: 55, column: 80, scope: !102)
!127 = !DILocation(line: 53, column: 23, scope: !103)
!128 = !DILocation(line: 53, column: 17, scope: !103)
!129 = !DILocation(line: 53, column: 3, scope: !104)
!130 = distinct !{!130, !129, !131, !57}
!131 = !DILocation(line: 55, column: 80, scope: !104)
!132 = !DILocation(line: 56, column: 3, scope: !133)
!133 = distinct !DILexicalBlock(scope: !30, file: !3, line: 56, column: 3)
!134 = !DILocation(line: 56, column: 17, scope: !135)
!135 = distinct !DILexicalBlock(scope: !133, file: !3, line: 56, column: 3)
!136 = distinct !{!136, !132, !137, !57}
!137 = !DILocation(line: 64, column: 3, scope: !133)
!138 = !DILocation(line: 57, column: 5, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !3, line: 56, column: 31)
!140 = !DILocation(line: 57, column: 16, scope: !139)
!141 = !DILocation(line: 58, column: 16, scope: !142)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 58, column: 5)
!143 = !DILocation(line: 61, column: 23, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 60, column: 7)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 60, column: 7)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 58, column: 33)
!147 = distinct !DILexicalBlock(scope: !142, file: !3, line: 58, column: 5)
!148 = !DILocation(line: 58, column: 5, scope: !142)
!149 = !DILocation(line: 59, column: 7, scope: !146)
!150 = !DILocation(line: 61, column: 36, scope: !144)
!151 = !DILocation(line: 61, column: 20, scope: !144)
!152 = !DILocation(line: 62, column: 7, scope: !146)
!153 = !DILocation(line: 62, column: 18, scope: !146)
!154 = !DILocation(line: 58, column: 29, scope: !147)
!155 = !DILocation(line: 58, column: 23, scope: !147)
!156 = distinct !{!156, !148, !157, !57}
!157 = !DILocation(line: 63, column: 5, scope: !142)
!158 = !DILocation(line: 65, column: 22, scope: !30)
!159 = !DILocation(line: 66, column: 1, scope: !30)
!160 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 68, type: !161, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{!35}
!163 = !{!164, !165, !166, !167}
!164 = !DILocalVariable(name: "i", scope: !160, file: !3, line: 70, type: !35)
!165 = !DILocalVariable(name: "p", scope: !160, file: !3, line: 70, type: !35)
!166 = !DILocalVariable(name: "q", scope: !160, file: !3, line: 70, type: !35)
!167 = !DILocalVariable(name: "s", scope: !160, file: !3, line: 71, type: !5)
!168 = !DILocation(line: 0, scope: !160)
!169 = !DILocation(line: 72, column: 3, scope: !170)
!170 = distinct !DILexicalBlock(scope: !160, file: !3, line: 72, column: 3)
!171 = !DILocation(line: 73, column: 5, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 73, column: 5)
!173 = distinct !DILexicalBlock(scope: !170, file: !3, line: 72, column: 3)
!174 = !DILocation(line: 74, column: 47, scope: !175)
!175 = distinct !DILexicalBlock(scope: !172, file: !3, line: 73, column: 5)
!176 = !DILocation(line: 74, column: 20, scope: !175)
!177 = !DILocation(line: 73, column: 25, scope: !175)
!178 = !DILocation(line: 74, column: 18, scope: !175)
!179 = !DILocation(line: 72, column: 23, scope: !173)
!180 = !DILocation(line: 72, column: 17, scope: !173)
!181 = distinct !{!181, !169, !182, !57}
!182 = !DILocation(line: 74, column: 51, scope: !170)
!183 = !DILocation(line: 75, column: 3, scope: !160)
!184 = !DILocation(line: 76, column: 3, scope: !185)
!185 = distinct !DILexicalBlock(scope: !160, file: !3, line: 76, column: 3)
!186 = !DILocation(line: 78, column: 12, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 77, column: 5)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 77, column: 5)
!189 = distinct !DILexicalBlock(scope: !185, file: !3, line: 76, column: 3)
!190 = !DILocation(line: 78, column: 9, scope: !187)
!191 = !DILocation(line: 76, column: 23, scope: !189)
!192 = !DILocation(line: 76, column: 17, scope: !189)
!193 = distinct !{!193, !184, !194, !57}
!194 = !DILocation(line: 78, column: 21, scope: !185)
!195 = !DILocation(line: 79, column: 12, scope: !160)
!196 = !DILocation(line: 80, column: 3, scope: !160)
