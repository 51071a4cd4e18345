; ModuleID = 'jacobi2d.c'
source_filename = "jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Ag = internal global [20 x [20 x double]] zeroinitializer, align 16, !dbg !0
@Bg = internal global [20 x [20 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_jacobi2d([20 x double]* nocapture noundef %a, [20 x double]* nocapture noundef %b) local_unnamed_addr #0 !dbg !21 {
entry:
  call void @llvm.dbg.value(metadata [20 x double]* %a, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata [20 x double]* %b, metadata !29, metadata !DIExpression()), !dbg !34
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
  %scevgep122 = getelementptr [20 x double], [20 x double]* %a, i64 %1, i64 19
  %scevgep120 = getelementptr [20 x double], [20 x double]* %a, i64 %indvar, i64 1
  %scevgep118 = getelementptr [20 x double], [20 x double]* %b, i64 %indvars.iv100, i64 19
  %scevgep = getelementptr [20 x double], [20 x double]* %b, i64 %indvars.iv100, i64 1
  %bound0 = icmp ult double* %scevgep, %scevgep122, !dbg !43
  %bound1 = icmp ult double* %scevgep120, %scevgep118, !dbg !43
  %found.conflict = and i1 %bound0, %bound1, !dbg !43
  br i1 %found.conflict, label %for.body6, label %vector.body, !dbg !43

vector.body:                                      ; preds = %for.cond4.preheader
  %2 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 1, !dbg !45
  %3 = bitcast double* %2 to <2 x double>*, !dbg !45
  %wide.load = load <2 x double>, <2 x double>* %3, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %4 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %0, i64 1, !dbg !54
  %5 = bitcast double* %4 to <2 x double>*, !dbg !54
  %wide.load124 = load <2 x double>, <2 x double>* %5, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %6 = fadd <2 x double> %wide.load, %wide.load124, !dbg !55
  %7 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv.next101, i64 1, !dbg !56
  %8 = bitcast double* %7 to <2 x double>*, !dbg !56
  %wide.load125 = load <2 x double>, <2 x double>* %8, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %9 = fadd <2 x double> %6, %wide.load125, !dbg !57
  %10 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 0, !dbg !58
  %11 = bitcast double* %10 to <2 x double>*, !dbg !58
  %wide.load126 = load <2 x double>, <2 x double>* %11, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %12 = fadd <2 x double> %9, %wide.load126, !dbg !59
  %13 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 2, !dbg !60
  %14 = bitcast double* %13 to <2 x double>*, !dbg !60
  %wide.load127 = load <2 x double>, <2 x double>* %14, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %15 = fadd <2 x double> %12, %wide.load127, !dbg !61
  %16 = fmul <2 x double> %15, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %17 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv100, i64 1, !dbg !63
  %18 = bitcast double* %17 to <2 x double>*, !dbg !64
  store <2 x double> %16, <2 x double>* %18, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %19 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 3, !dbg !45
  %20 = bitcast double* %19 to <2 x double>*, !dbg !45
  %wide.load.1 = load <2 x double>, <2 x double>* %20, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %21 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %0, i64 3, !dbg !54
  %22 = bitcast double* %21 to <2 x double>*, !dbg !54
  %wide.load124.1 = load <2 x double>, <2 x double>* %22, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %23 = fadd <2 x double> %wide.load.1, %wide.load124.1, !dbg !55
  %24 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv.next101, i64 3, !dbg !56
  %25 = bitcast double* %24 to <2 x double>*, !dbg !56
  %wide.load125.1 = load <2 x double>, <2 x double>* %25, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %26 = fadd <2 x double> %23, %wide.load125.1, !dbg !57
  %27 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 2, !dbg !58
  %28 = bitcast double* %27 to <2 x double>*, !dbg !58
  %wide.load126.1 = load <2 x double>, <2 x double>* %28, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %29 = fadd <2 x double> %26, %wide.load126.1, !dbg !59
  %30 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 4, !dbg !60
  %31 = bitcast double* %30 to <2 x double>*, !dbg !60
  %wide.load127.1 = load <2 x double>, <2 x double>* %31, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %32 = fadd <2 x double> %29, %wide.load127.1, !dbg !61
  %33 = fmul <2 x double> %32, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %34 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv100, i64 3, !dbg !63
  %35 = bitcast double* %34 to <2 x double>*, !dbg !64
  store <2 x double> %33, <2 x double>* %35, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %36 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 5, !dbg !45
  %37 = bitcast double* %36 to <2 x double>*, !dbg !45
  %wide.load.2 = load <2 x double>, <2 x double>* %37, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %38 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %0, i64 5, !dbg !54
  %39 = bitcast double* %38 to <2 x double>*, !dbg !54
  %wide.load124.2 = load <2 x double>, <2 x double>* %39, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %40 = fadd <2 x double> %wide.load.2, %wide.load124.2, !dbg !55
  %41 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv.next101, i64 5, !dbg !56
  %42 = bitcast double* %41 to <2 x double>*, !dbg !56
  %wide.load125.2 = load <2 x double>, <2 x double>* %42, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %43 = fadd <2 x double> %40, %wide.load125.2, !dbg !57
  %44 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 4, !dbg !58
  %45 = bitcast double* %44 to <2 x double>*, !dbg !58
  %wide.load126.2 = load <2 x double>, <2 x double>* %45, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %46 = fadd <2 x double> %43, %wide.load126.2, !dbg !59
  %47 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 6, !dbg !60
  %48 = bitcast double* %47 to <2 x double>*, !dbg !60
  %wide.load127.2 = load <2 x double>, <2 x double>* %48, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %49 = fadd <2 x double> %46, %wide.load127.2, !dbg !61
  %50 = fmul <2 x double> %49, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %51 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv100, i64 5, !dbg !63
  %52 = bitcast double* %51 to <2 x double>*, !dbg !64
  store <2 x double> %50, <2 x double>* %52, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %53 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 7, !dbg !45
  %54 = bitcast double* %53 to <2 x double>*, !dbg !45
  %wide.load.3 = load <2 x double>, <2 x double>* %54, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %55 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %0, i64 7, !dbg !54
  %56 = bitcast double* %55 to <2 x double>*, !dbg !54
  %wide.load124.3 = load <2 x double>, <2 x double>* %56, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %57 = fadd <2 x double> %wide.load.3, %wide.load124.3, !dbg !55
  %58 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv.next101, i64 7, !dbg !56
  %59 = bitcast double* %58 to <2 x double>*, !dbg !56
  %wide.load125.3 = load <2 x double>, <2 x double>* %59, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %60 = fadd <2 x double> %57, %wide.load125.3, !dbg !57
  %61 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 6, !dbg !58
  %62 = bitcast double* %61 to <2 x double>*, !dbg !58
  %wide.load126.3 = load <2 x double>, <2 x double>* %62, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %63 = fadd <2 x double> %60, %wide.load126.3, !dbg !59
  %64 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 8, !dbg !60
  %65 = bitcast double* %64 to <2 x double>*, !dbg !60
  %wide.load127.3 = load <2 x double>, <2 x double>* %65, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %66 = fadd <2 x double> %63, %wide.load127.3, !dbg !61
  %67 = fmul <2 x double> %66, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %68 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv100, i64 7, !dbg !63
  %69 = bitcast double* %68 to <2 x double>*, !dbg !64
  store <2 x double> %67, <2 x double>* %69, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %70 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 9, !dbg !45
  %71 = bitcast double* %70 to <2 x double>*, !dbg !45
  %wide.load.4 = load <2 x double>, <2 x double>* %71, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %72 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %0, i64 9, !dbg !54
  %73 = bitcast double* %72 to <2 x double>*, !dbg !54
  %wide.load124.4 = load <2 x double>, <2 x double>* %73, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %74 = fadd <2 x double> %wide.load.4, %wide.load124.4, !dbg !55
  %75 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv.next101, i64 9, !dbg !56
  %76 = bitcast double* %75 to <2 x double>*, !dbg !56
  %wide.load125.4 = load <2 x double>, <2 x double>* %76, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %77 = fadd <2 x double> %74, %wide.load125.4, !dbg !57
  %78 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 8, !dbg !58
  %79 = bitcast double* %78 to <2 x double>*, !dbg !58
  %wide.load126.4 = load <2 x double>, <2 x double>* %79, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %80 = fadd <2 x double> %77, %wide.load126.4, !dbg !59
  %81 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 10, !dbg !60
  %82 = bitcast double* %81 to <2 x double>*, !dbg !60
  %wide.load127.4 = load <2 x double>, <2 x double>* %82, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %83 = fadd <2 x double> %80, %wide.load127.4, !dbg !61
  %84 = fmul <2 x double> %83, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %85 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv100, i64 9, !dbg !63
  %86 = bitcast double* %85 to <2 x double>*, !dbg !64
  store <2 x double> %84, <2 x double>* %86, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %87 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 11, !dbg !45
  %88 = bitcast double* %87 to <2 x double>*, !dbg !45
  %wide.load.5 = load <2 x double>, <2 x double>* %88, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %89 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %0, i64 11, !dbg !54
  %90 = bitcast double* %89 to <2 x double>*, !dbg !54
  %wide.load124.5 = load <2 x double>, <2 x double>* %90, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %91 = fadd <2 x double> %wide.load.5, %wide.load124.5, !dbg !55
  %92 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv.next101, i64 11, !dbg !56
  %93 = bitcast double* %92 to <2 x double>*, !dbg !56
  %wide.load125.5 = load <2 x double>, <2 x double>* %93, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %94 = fadd <2 x double> %91, %wide.load125.5, !dbg !57
  %95 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 10, !dbg !58
  %96 = bitcast double* %95 to <2 x double>*, !dbg !58
  %wide.load126.5 = load <2 x double>, <2 x double>* %96, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %97 = fadd <2 x double> %94, %wide.load126.5, !dbg !59
  %98 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 12, !dbg !60
  %99 = bitcast double* %98 to <2 x double>*, !dbg !60
  %wide.load127.5 = load <2 x double>, <2 x double>* %99, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %100 = fadd <2 x double> %97, %wide.load127.5, !dbg !61
  %101 = fmul <2 x double> %100, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %102 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv100, i64 11, !dbg !63
  %103 = bitcast double* %102 to <2 x double>*, !dbg !64
  store <2 x double> %101, <2 x double>* %103, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %104 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 13, !dbg !45
  %105 = bitcast double* %104 to <2 x double>*, !dbg !45
  %wide.load.6 = load <2 x double>, <2 x double>* %105, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %106 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %0, i64 13, !dbg !54
  %107 = bitcast double* %106 to <2 x double>*, !dbg !54
  %wide.load124.6 = load <2 x double>, <2 x double>* %107, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %108 = fadd <2 x double> %wide.load.6, %wide.load124.6, !dbg !55
  %109 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv.next101, i64 13, !dbg !56
  %110 = bitcast double* %109 to <2 x double>*, !dbg !56
  %wide.load125.6 = load <2 x double>, <2 x double>* %110, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %111 = fadd <2 x double> %108, %wide.load125.6, !dbg !57
  %112 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 12, !dbg !58
  %113 = bitcast double* %112 to <2 x double>*, !dbg !58
  %wide.load126.6 = load <2 x double>, <2 x double>* %113, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %114 = fadd <2 x double> %111, %wide.load126.6, !dbg !59
  %115 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 14, !dbg !60
  %116 = bitcast double* %115 to <2 x double>*, !dbg !60
  %wide.load127.6 = load <2 x double>, <2 x double>* %116, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %117 = fadd <2 x double> %114, %wide.load127.6, !dbg !61
  %118 = fmul <2 x double> %117, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %119 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv100, i64 13, !dbg !63
  %120 = bitcast double* %119 to <2 x double>*, !dbg !64
  store <2 x double> %118, <2 x double>* %120, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %121 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 15, !dbg !45
  %122 = bitcast double* %121 to <2 x double>*, !dbg !45
  %wide.load.7 = load <2 x double>, <2 x double>* %122, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %123 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %0, i64 15, !dbg !54
  %124 = bitcast double* %123 to <2 x double>*, !dbg !54
  %wide.load124.7 = load <2 x double>, <2 x double>* %124, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %125 = fadd <2 x double> %wide.load.7, %wide.load124.7, !dbg !55
  %126 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv.next101, i64 15, !dbg !56
  %127 = bitcast double* %126 to <2 x double>*, !dbg !56
  %wide.load125.7 = load <2 x double>, <2 x double>* %127, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %128 = fadd <2 x double> %125, %wide.load125.7, !dbg !57
  %129 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 14, !dbg !58
  %130 = bitcast double* %129 to <2 x double>*, !dbg !58
  %wide.load126.7 = load <2 x double>, <2 x double>* %130, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %131 = fadd <2 x double> %128, %wide.load126.7, !dbg !59
  %132 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 16, !dbg !60
  %133 = bitcast double* %132 to <2 x double>*, !dbg !60
  %wide.load127.7 = load <2 x double>, <2 x double>* %133, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %134 = fadd <2 x double> %131, %wide.load127.7, !dbg !61
  %135 = fmul <2 x double> %134, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %136 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv100, i64 15, !dbg !63
  %137 = bitcast double* %136 to <2 x double>*, !dbg !64
  store <2 x double> %135, <2 x double>* %137, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %138 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 17, !dbg !45
  %139 = bitcast double* %138 to <2 x double>*, !dbg !45
  %wide.load.8 = load <2 x double>, <2 x double>* %139, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %140 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %0, i64 17, !dbg !54
  %141 = bitcast double* %140 to <2 x double>*, !dbg !54
  %wide.load124.8 = load <2 x double>, <2 x double>* %141, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %142 = fadd <2 x double> %wide.load.8, %wide.load124.8, !dbg !55
  %143 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv.next101, i64 17, !dbg !56
  %144 = bitcast double* %143 to <2 x double>*, !dbg !56
  %wide.load125.8 = load <2 x double>, <2 x double>* %144, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %145 = fadd <2 x double> %142, %wide.load125.8, !dbg !57
  %146 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 16, !dbg !58
  %147 = bitcast double* %146 to <2 x double>*, !dbg !58
  %wide.load126.8 = load <2 x double>, <2 x double>* %147, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %148 = fadd <2 x double> %145, %wide.load126.8, !dbg !59
  %149 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 18, !dbg !60
  %150 = bitcast double* %149 to <2 x double>*, !dbg !60
  %wide.load127.8 = load <2 x double>, <2 x double>* %150, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %151 = fadd <2 x double> %148, %wide.load127.8, !dbg !61
  %152 = fmul <2 x double> %151, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %153 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv100, i64 17, !dbg !63
  %154 = bitcast double* %153 to <2 x double>*, !dbg !64
  store <2 x double> %152, <2 x double>* %154, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  br label %for.inc35, !dbg !67

for.body6:                                        ; preds = %for.cond4.preheader, %for.body6
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body6 ], [ 1, %for.cond4.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx8 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 %indvars.iv, !dbg !45
  %155 = load double, double* %arrayidx8, align 8, !dbg !45, !tbaa !47
  %arrayidx12 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %0, i64 %indvars.iv, !dbg !54
  %156 = load double, double* %arrayidx12, align 8, !dbg !54, !tbaa !47
  %add = fadd double %155, %156, !dbg !55
  %arrayidx17 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv.next101, i64 %indvars.iv, !dbg !56
  %157 = load double, double* %arrayidx17, align 8, !dbg !56, !tbaa !47
  %add18 = fadd double %add, %157, !dbg !57
  %158 = add nsw i64 %indvars.iv, -1, !dbg !68
  %arrayidx23 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 %158, !dbg !58
  %159 = load double, double* %arrayidx23, align 8, !dbg !58, !tbaa !47
  %add24 = fadd double %add18, %159, !dbg !59
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !69
  %arrayidx29 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv100, i64 %indvars.iv.next, !dbg !60
  %160 = load double, double* %arrayidx29, align 8, !dbg !60, !tbaa !47
  %add30 = fadd double %add24, %160, !dbg !61
  %mul = fmul double %add30, 2.000000e-01, !dbg !62
  %arrayidx34 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv100, i64 %indvars.iv, !dbg !63
  store double %mul, double* %arrayidx34, align 8, !dbg !64, !tbaa !47
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !33, metadata !DIExpression()), !dbg !34
  %exitcond.not = icmp eq i64 %indvars.iv.next, 19, !dbg !70
  br i1 %exitcond.not, label %for.inc35, label %for.body6, !dbg !43, !llvm.loop !71

for.inc35:                                        ; preds = %for.body6, %vector.body
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next101, metadata !32, metadata !DIExpression()), !dbg !34
  %exitcond104.not = icmp eq i64 %indvars.iv.next101, 19, !dbg !67
  %indvar.next = add i64 %indvar, 1, !dbg !37
  br i1 %exitcond104.not, label %for.cond41.preheader, label %for.cond4.preheader, !dbg !37, !llvm.loop !75

for.cond41.preheader:                             ; preds = %for.inc35, %for.cond41.preheader
  %indvars.iv112 = phi i64 [ %indvars.iv.next113, %for.cond41.preheader ], [ 1, %for.inc35 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv112, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 1, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 1, !dbg !77
  %161 = load double, double* %arrayidx47, align 8, !dbg !77, !tbaa !47
  %arrayidx51 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 1, !dbg !82
  store double %161, double* %arrayidx51, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 2, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 2, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.1 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 2, !dbg !77
  %162 = load double, double* %arrayidx47.1, align 8, !dbg !77, !tbaa !47
  %arrayidx51.1 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 2, !dbg !82
  store double %162, double* %arrayidx51.1, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 3, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 3, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.2 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 3, !dbg !77
  %163 = load double, double* %arrayidx47.2, align 8, !dbg !77, !tbaa !47
  %arrayidx51.2 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 3, !dbg !82
  store double %163, double* %arrayidx51.2, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 4, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 4, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.3 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 4, !dbg !77
  %164 = load double, double* %arrayidx47.3, align 8, !dbg !77, !tbaa !47
  %arrayidx51.3 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 4, !dbg !82
  store double %164, double* %arrayidx51.3, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 5, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 5, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.4 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 5, !dbg !77
  %165 = load double, double* %arrayidx47.4, align 8, !dbg !77, !tbaa !47
  %arrayidx51.4 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 5, !dbg !82
  store double %165, double* %arrayidx51.4, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 6, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 6, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.5 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 6, !dbg !77
  %166 = load double, double* %arrayidx47.5, align 8, !dbg !77, !tbaa !47
  %arrayidx51.5 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 6, !dbg !82
  store double %166, double* %arrayidx51.5, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 7, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 7, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.6 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 7, !dbg !77
  %167 = load double, double* %arrayidx47.6, align 8, !dbg !77, !tbaa !47
  %arrayidx51.6 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 7, !dbg !82
  store double %167, double* %arrayidx51.6, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 8, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 8, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.7 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 8, !dbg !77
  %168 = load double, double* %arrayidx47.7, align 8, !dbg !77, !tbaa !47
  %arrayidx51.7 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 8, !dbg !82
  store double %168, double* %arrayidx51.7, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 9, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 9, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.8 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 9, !dbg !77
  %169 = load double, double* %arrayidx47.8, align 8, !dbg !77, !tbaa !47
  %arrayidx51.8 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 9, !dbg !82
  store double %169, double* %arrayidx51.8, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 10, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 10, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.9 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 10, !dbg !77
  %170 = load double, double* %arrayidx47.9, align 8, !dbg !77, !tbaa !47
  %arrayidx51.9 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 10, !dbg !82
  store double %170, double* %arrayidx51.9, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 11, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 11, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.10 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 11, !dbg !77
  %171 = load double, double* %arrayidx47.10, align 8, !dbg !77, !tbaa !47
  %arrayidx51.10 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 11, !dbg !82
  store double %171, double* %arrayidx51.10, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 12, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 12, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.11 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 12, !dbg !77
  %172 = load double, double* %arrayidx47.11, align 8, !dbg !77, !tbaa !47
  %arrayidx51.11 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 12, !dbg !82
  store double %172, double* %arrayidx51.11, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 13, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 13, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.12 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 13, !dbg !77
  %173 = load double, double* %arrayidx47.12, align 8, !dbg !77, !tbaa !47
  %arrayidx51.12 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 13, !dbg !82
  store double %173, double* %arrayidx51.12, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 14, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 14, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.13 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 14, !dbg !77
  %174 = load double, double* %arrayidx47.13, align 8, !dbg !77, !tbaa !47
  %arrayidx51.13 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 14, !dbg !82
  store double %174, double* %arrayidx51.13, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 15, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 15, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.14 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 15, !dbg !77
  %175 = load double, double* %arrayidx47.14, align 8, !dbg !77, !tbaa !47
  %arrayidx51.14 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 15, !dbg !82
  store double %175, double* %arrayidx51.14, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 16, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 16, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.15 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 16, !dbg !77
  %176 = load double, double* %arrayidx47.15, align 8, !dbg !77, !tbaa !47
  %arrayidx51.15 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 16, !dbg !82
  store double %176, double* %arrayidx51.15, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 17, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 17, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.16 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 17, !dbg !77
  %177 = load double, double* %arrayidx47.16, align 8, !dbg !77, !tbaa !47
  %arrayidx51.16 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 17, !dbg !82
  store double %177, double* %arrayidx51.16, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 18, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 18, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.17 = getelementptr inbounds [20 x double], [20 x double]* %b, i64 %indvars.iv112, i64 18, !dbg !77
  %178 = load double, double* %arrayidx47.17, align 8, !dbg !77, !tbaa !47
  %arrayidx51.17 = getelementptr inbounds [20 x double], [20 x double]* %a, i64 %indvars.iv112, i64 18, !dbg !82
  store double %178, double* %arrayidx51.17, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 19, metadata !33, metadata !DIExpression()), !dbg !34
  %indvars.iv.next113 = add nuw nsw i64 %indvars.iv112, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next113, metadata !32, metadata !DIExpression()), !dbg !34
  %exitcond115.not = icmp eq i64 %indvars.iv.next113, 19, !dbg !85
  br i1 %exitcond115.not, label %for.inc58, label %for.cond41.preheader, !dbg !86, !llvm.loop !87

for.inc58:                                        ; preds = %for.cond41.preheader
  %inc59 = add nuw nsw i32 %t.097, 1, !dbg !89
  call void @llvm.dbg.value(metadata i32 %inc59, metadata !30, metadata !DIExpression()), !dbg !34
  %exitcond116.not = icmp eq i32 %inc59, 5, !dbg !90
  br i1 %exitcond116.not, label %for.end60, label %for.cond1.preheader, !dbg !35, !llvm.loop !91

for.end60:                                        ; preds = %for.inc58
  ret void, !dbg !93
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !94 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !101
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(3200) bitcast ([20 x [20 x double]]* @Bg to i8*), i8 0, i64 3200, i1 false), !dbg !102, !tbaa !47
  br label %for.cond1.preheader, !dbg !108

for.cond1.preheader:                              ; preds = %entry, %for.inc10
  %indvar = phi i64 [ 0, %entry ], [ %indvar.next, %for.inc10 ]
  call void @llvm.dbg.value(metadata i64 %indvar, metadata !98, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !101
  br label %for.body3, !dbg !109

for.body3:                                        ; preds = %for.body3, %for.cond1.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next.1, %for.body3 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !99, metadata !DIExpression()), !dbg !101
  %0 = mul nuw nsw i64 %indvars.iv, %indvar, !dbg !110
  %1 = trunc i64 %0 to i32, !dbg !111
  %rem = urem i32 %1, 10, !dbg !111
  %conv = sitofp i32 %rem to double, !dbg !112
  %arrayidx5 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvar, i64 %indvars.iv, !dbg !113
  store double %conv, double* %arrayidx5, align 16, !dbg !114, !tbaa !47
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !99, metadata !DIExpression()), !dbg !101
  %2 = mul nuw nsw i64 %indvars.iv.next, %indvar, !dbg !110
  %3 = trunc i64 %2 to i32, !dbg !111
  %rem.1 = urem i32 %3, 10, !dbg !111
  %conv.1 = sitofp i32 %rem.1 to double, !dbg !112
  %arrayidx5.1 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvar, i64 %indvars.iv.next, !dbg !113
  store double %conv.1, double* %arrayidx5.1, align 8, !dbg !114, !tbaa !47
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !99, metadata !DIExpression()), !dbg !101
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 20, !dbg !116
  br i1 %exitcond.not.1, label %for.inc10, label %for.body3, !dbg !109, !llvm.loop !117

for.inc10:                                        ; preds = %for.body3
  %indvar.next = add nuw nsw i64 %indvar, 1, !dbg !119
  call void @llvm.dbg.value(metadata i64 %indvar.next, metadata !98, metadata !DIExpression()), !dbg !101
  %exitcond59.not = icmp eq i64 %indvar.next, 20, !dbg !120
  br i1 %exitcond59.not, label %for.end12, label %for.cond1.preheader, !dbg !108, !llvm.loop !121

for.end12:                                        ; preds = %for.inc10
  tail call void @kernel_jacobi2d([20 x double]* noundef getelementptr inbounds ([20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 0), [20 x double]* noundef getelementptr inbounds ([20 x [20 x double]], [20 x [20 x double]]* @Bg, i64 0, i64 0)), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !100, metadata !DIExpression()), !dbg !101
  br label %for.cond17.preheader, !dbg !124

for.cond17.preheader:                             ; preds = %for.end12, %for.cond17.preheader
  %indvars.iv64 = phi i64 [ 0, %for.end12 ], [ %indvars.iv.next65, %for.cond17.preheader ]
  %s.054 = phi double [ 0.000000e+00, %for.end12 ], [ %add.19, %for.cond17.preheader ]
  call void @llvm.dbg.value(metadata double %s.054, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 %indvars.iv64, metadata !98, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %s.054, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %s.054, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 0, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 0, !dbg !126
  %4 = load double, double* %arrayidx24, align 16, !dbg !126, !tbaa !47
  %add = fadd double %s.054, %4, !dbg !130
  call void @llvm.dbg.value(metadata double %add, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 1, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 1, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.1 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 1, !dbg !126
  %5 = load double, double* %arrayidx24.1, align 8, !dbg !126, !tbaa !47
  %add.1 = fadd double %add, %5, !dbg !130
  call void @llvm.dbg.value(metadata double %add.1, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 2, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.1, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 2, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.2 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 2, !dbg !126
  %6 = load double, double* %arrayidx24.2, align 16, !dbg !126, !tbaa !47
  %add.2 = fadd double %add.1, %6, !dbg !130
  call void @llvm.dbg.value(metadata double %add.2, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 3, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.2, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 3, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.3 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 3, !dbg !126
  %7 = load double, double* %arrayidx24.3, align 8, !dbg !126, !tbaa !47
  %add.3 = fadd double %add.2, %7, !dbg !130
  call void @llvm.dbg.value(metadata double %add.3, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 4, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.3, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 4, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.4 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 4, !dbg !126
  %8 = load double, double* %arrayidx24.4, align 16, !dbg !126, !tbaa !47
  %add.4 = fadd double %add.3, %8, !dbg !130
  call void @llvm.dbg.value(metadata double %add.4, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 5, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.4, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 5, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.5 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 5, !dbg !126
  %9 = load double, double* %arrayidx24.5, align 8, !dbg !126, !tbaa !47
  %add.5 = fadd double %add.4, %9, !dbg !130
  call void @llvm.dbg.value(metadata double %add.5, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 6, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.5, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 6, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.6 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 6, !dbg !126
  %10 = load double, double* %arrayidx24.6, align 16, !dbg !126, !tbaa !47
  %add.6 = fadd double %add.5, %10, !dbg !130
  call void @llvm.dbg.value(metadata double %add.6, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 7, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.6, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 7, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.7 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 7, !dbg !126
  %11 = load double, double* %arrayidx24.7, align 8, !dbg !126, !tbaa !47
  %add.7 = fadd double %add.6, %11, !dbg !130
  call void @llvm.dbg.value(metadata double %add.7, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 8, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.7, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 8, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.8 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 8, !dbg !126
  %12 = load double, double* %arrayidx24.8, align 16, !dbg !126, !tbaa !47
  %add.8 = fadd double %add.7, %12, !dbg !130
  call void @llvm.dbg.value(metadata double %add.8, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 9, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.8, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 9, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.9 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 9, !dbg !126
  %13 = load double, double* %arrayidx24.9, align 8, !dbg !126, !tbaa !47
  %add.9 = fadd double %add.8, %13, !dbg !130
  call void @llvm.dbg.value(metadata double %add.9, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 10, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.9, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 10, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.10 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 10, !dbg !126
  %14 = load double, double* %arrayidx24.10, align 16, !dbg !126, !tbaa !47
  %add.10 = fadd double %add.9, %14, !dbg !130
  call void @llvm.dbg.value(metadata double %add.10, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 11, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.10, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 11, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.11 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 11, !dbg !126
  %15 = load double, double* %arrayidx24.11, align 8, !dbg !126, !tbaa !47
  %add.11 = fadd double %add.10, %15, !dbg !130
  call void @llvm.dbg.value(metadata double %add.11, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 12, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.11, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 12, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.12 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 12, !dbg !126
  %16 = load double, double* %arrayidx24.12, align 16, !dbg !126, !tbaa !47
  %add.12 = fadd double %add.11, %16, !dbg !130
  call void @llvm.dbg.value(metadata double %add.12, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 13, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.12, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 13, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.13 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 13, !dbg !126
  %17 = load double, double* %arrayidx24.13, align 8, !dbg !126, !tbaa !47
  %add.13 = fadd double %add.12, %17, !dbg !130
  call void @llvm.dbg.value(metadata double %add.13, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 14, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.13, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 14, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.14 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 14, !dbg !126
  %18 = load double, double* %arrayidx24.14, align 16, !dbg !126, !tbaa !47
  %add.14 = fadd double %add.13, %18, !dbg !130
  call void @llvm.dbg.value(metadata double %add.14, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 15, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.14, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 15, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.15 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 15, !dbg !126
  %19 = load double, double* %arrayidx24.15, align 8, !dbg !126, !tbaa !47
  %add.15 = fadd double %add.14, %19, !dbg !130
  call void @llvm.dbg.value(metadata double %add.15, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 16, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.15, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 16, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.16 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 16, !dbg !126
  %20 = load double, double* %arrayidx24.16, align 16, !dbg !126, !tbaa !47
  %add.16 = fadd double %add.15, %20, !dbg !130
  call void @llvm.dbg.value(metadata double %add.16, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 17, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.16, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 17, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.17 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 17, !dbg !126
  %21 = load double, double* %arrayidx24.17, align 8, !dbg !126, !tbaa !47
  %add.17 = fadd double %add.16, %21, !dbg !130
  call void @llvm.dbg.value(metadata double %add.17, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 18, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.17, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 18, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.18 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 18, !dbg !126
  %22 = load double, double* %arrayidx24.18, align 16, !dbg !126, !tbaa !47
  %add.18 = fadd double %add.17, %22, !dbg !130
  call void @llvm.dbg.value(metadata double %add.18, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 19, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %add.18, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 19, metadata !99, metadata !DIExpression()), !dbg !101
  %arrayidx24.19 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 19, !dbg !126
  %23 = load double, double* %arrayidx24.19, align 8, !dbg !126, !tbaa !47
  %add.19 = fadd double %add.18, %23, !dbg !130
  call void @llvm.dbg.value(metadata double %add.19, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 20, metadata !99, metadata !DIExpression()), !dbg !101
  %indvars.iv.next65 = add nuw nsw i64 %indvars.iv64, 1, !dbg !131
  call void @llvm.dbg.value(metadata double %add.19, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next65, metadata !98, metadata !DIExpression()), !dbg !101
  %exitcond67.not = icmp eq i64 %indvars.iv.next65, 20, !dbg !132
  br i1 %exitcond67.not, label %for.end30, label %for.cond17.preheader, !dbg !124, !llvm.loop !133

for.end30:                                        ; preds = %for.cond17.preheader
  store double %add.19, double* @checksum, align 8, !dbg !135, !tbaa !47
  ret i32 0, !dbg !136
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
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 25600, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 20)
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
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1280, elements: !26)
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
!60 = !DILocation(line: 23, column: 26, scope: !46)
!61 = !DILocation(line: 22, column: 76, scope: !46)
!62 = !DILocation(line: 22, column: 23, scope: !46)
!63 = !DILocation(line: 22, column: 9, scope: !46)
!64 = !DILocation(line: 22, column: 17, scope: !46)
!65 = !{!66}
!66 = distinct !{!66, !53}
!67 = !DILocation(line: 20, column: 19, scope: !42)
!68 = !DILocation(line: 22, column: 71, scope: !46)
!69 = !DILocation(line: 23, column: 33, scope: !46)
!70 = !DILocation(line: 21, column: 21, scope: !46)
!71 = distinct !{!71, !43, !72, !73, !74}
!72 = !DILocation(line: 23, column: 37, scope: !44)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !{!"llvm.loop.isvectorized", i32 1}
!75 = distinct !{!75, !37, !76, !73}
!76 = !DILocation(line: 23, column: 37, scope: !38)
!77 = !DILocation(line: 26, column: 19, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 25, column: 7)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 25, column: 7)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 24, column: 5)
!81 = distinct !DILexicalBlock(scope: !39, file: !3, line: 24, column: 5)
!82 = !DILocation(line: 26, column: 9, scope: !78)
!83 = !DILocation(line: 26, column: 17, scope: !78)
!84 = !DILocation(line: 24, column: 29, scope: !80)
!85 = !DILocation(line: 24, column: 19, scope: !80)
!86 = !DILocation(line: 24, column: 5, scope: !81)
!87 = distinct !{!87, !86, !88, !73}
!88 = !DILocation(line: 26, column: 25, scope: !81)
!89 = !DILocation(line: 19, column: 23, scope: !40)
!90 = !DILocation(line: 19, column: 17, scope: !40)
!91 = distinct !{!91, !35, !92, !73}
!92 = !DILocation(line: 27, column: 3, scope: !36)
!93 = !DILocation(line: 28, column: 1, scope: !21)
!94 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !95, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!31}
!97 = !{!98, !99, !100}
!98 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 32, type: !31)
!99 = !DILocalVariable(name: "j", scope: !94, file: !3, line: 32, type: !31)
!100 = !DILocalVariable(name: "s", scope: !94, file: !3, line: 33, type: !5)
!101 = !DILocation(line: 0, scope: !94)
!102 = !DILocation(line: 37, column: 16, scope: !103)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 35, column: 29)
!104 = distinct !DILexicalBlock(scope: !105, file: !3, line: 35, column: 5)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 35, column: 5)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 34, column: 3)
!107 = distinct !DILexicalBlock(scope: !94, file: !3, line: 34, column: 3)
!108 = !DILocation(line: 34, column: 3, scope: !107)
!109 = !DILocation(line: 35, column: 5, scope: !105)
!110 = !DILocation(line: 36, column: 30, scope: !103)
!111 = !DILocation(line: 36, column: 35, scope: !103)
!112 = !DILocation(line: 36, column: 18, scope: !103)
!113 = !DILocation(line: 36, column: 7, scope: !103)
!114 = !DILocation(line: 36, column: 16, scope: !103)
!115 = !DILocation(line: 35, column: 25, scope: !104)
!116 = !DILocation(line: 35, column: 19, scope: !104)
!117 = distinct !{!117, !109, !118, !73}
!118 = !DILocation(line: 38, column: 5, scope: !105)
!119 = !DILocation(line: 34, column: 23, scope: !106)
!120 = !DILocation(line: 34, column: 17, scope: !106)
!121 = distinct !{!121, !108, !122, !73}
!122 = !DILocation(line: 38, column: 5, scope: !107)
!123 = !DILocation(line: 39, column: 3, scope: !94)
!124 = !DILocation(line: 40, column: 3, scope: !125)
!125 = distinct !DILexicalBlock(scope: !94, file: !3, line: 40, column: 3)
!126 = !DILocation(line: 42, column: 12, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 41, column: 5)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 41, column: 5)
!129 = distinct !DILexicalBlock(scope: !125, file: !3, line: 40, column: 3)
!130 = !DILocation(line: 42, column: 9, scope: !127)
!131 = !DILocation(line: 40, column: 23, scope: !129)
!132 = !DILocation(line: 40, column: 17, scope: !129)
!133 = distinct !{!133, !124, !134, !73}
!134 = !DILocation(line: 42, column: 19, scope: !125)
!135 = !DILocation(line: 43, column: 12, scope: !94)
!136 = !DILocation(line: 44, column: 3, scope: !94)
