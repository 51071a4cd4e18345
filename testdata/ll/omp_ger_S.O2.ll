; ModuleID = 'omp_ger.c'
source_filename = "omp_ger.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [33 x i8] c";omp_ger.c;kernel_omp_ger;19;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [34 x i8] c";omp_ger.c;kernel_omp_ger;19;36;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@X = internal global [28 x double] zeroinitializer, align 16, !dbg !7
@Y = internal global [28 x double] zeroinitializer, align 16, !dbg !12
@A = internal global [28 x [28 x double]] zeroinitializer, align 16, !dbg !14

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_ger(i32 noundef %0, i32 noundef %1, double noundef %2, [28 x double]* noundef %3, double* noundef %4, double* noundef %5) local_unnamed_addr #0 !dbg !26 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca [28 x double]*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !34, metadata !DIExpression()), !dbg !42
  store i32 %0, i32* %7, align 4, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %1, metadata !35, metadata !DIExpression()), !dbg !42
  store i32 %1, i32* %8, align 4, !tbaa !43
  call void @llvm.dbg.value(metadata double %2, metadata !36, metadata !DIExpression()), !dbg !42
  store double %2, double* %9, align 8, !tbaa !47
  call void @llvm.dbg.value(metadata [28 x double]* %3, metadata !37, metadata !DIExpression()), !dbg !42
  store [28 x double]* %3, [28 x double]** %10, align 8, !tbaa !49
  call void @llvm.dbg.value(metadata double* %4, metadata !38, metadata !DIExpression()), !dbg !42
  store double* %4, double** %11, align 8, !tbaa !49
  call void @llvm.dbg.value(metadata double* %5, metadata !39, metadata !DIExpression()), !dbg !42
  store double* %5, double** %12, align 8, !tbaa !49
  call void @llvm.dbg.declare(metadata i32* undef, metadata !40, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata i32* undef, metadata !41, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32* %7, metadata !34, metadata !DIExpression(DW_OP_deref)), !dbg !42
  call void @llvm.dbg.value(metadata i32* %8, metadata !35, metadata !DIExpression(DW_OP_deref)), !dbg !42
  call void @llvm.dbg.value(metadata double* %9, metadata !36, metadata !DIExpression(DW_OP_deref)), !dbg !42
  call void @llvm.dbg.value(metadata [28 x double]** %10, metadata !37, metadata !DIExpression(DW_OP_deref)), !dbg !42
  call void @llvm.dbg.value(metadata double** %11, metadata !38, metadata !DIExpression(DW_OP_deref)), !dbg !42
  call void @llvm.dbg.value(metadata double** %12, metadata !39, metadata !DIExpression(DW_OP_deref)), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, [28 x double]**, double*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %7, i32* nonnull %8, [28 x double]** nonnull %10, double* nonnull %9, double** nonnull %11, double** nonnull %12), !dbg !53
  ret void, !dbg !54
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %3, [28 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %5, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %6, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %7) #4 !dbg !55 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !67, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32* %1, metadata !68, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32* %2, metadata !69, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32* %3, metadata !70, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata [28 x double]** %4, metadata !71, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double* %5, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double** %6, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double** %7, metadata !74, metadata !DIExpression()), !dbg !75
  tail call void @llvm.experimental.noalias.scope.decl(metadata !76), !dbg !79
  call void @llvm.dbg.value(metadata i32* %0, metadata !80, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32* undef, metadata !83, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32* %2, metadata !84, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32* %3, metadata !85, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata [28 x double]** %4, metadata !86, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata double* %5, metadata !87, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata double** %6, metadata !88, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata double** %7, metadata !89, metadata !DIExpression()) #3, !dbg !98
  %13 = load i32, i32* %2, align 4, !dbg !100, !tbaa !43, !noalias !76
  call void @llvm.dbg.value(metadata i32 %13, metadata !91, metadata !DIExpression()) #3, !dbg !98
  %14 = add nsw i32 %13, -1, !dbg !101
  call void @llvm.dbg.value(metadata i32 %14, metadata !91, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()) #3, !dbg !98
  %15 = icmp sgt i32 %13, 0, !dbg !101
  br i1 %15, label %16, label %140, !dbg !101

16:                                               ; preds = %8
  %17 = bitcast i32* %9 to i8*, !dbg !101
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #3, !dbg !101, !noalias !76
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()) #3, !dbg !98
  store i32 0, i32* %9, align 4, !dbg !102, !tbaa !43, !noalias !76
  %18 = bitcast i32* %10 to i8*, !dbg !101
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #3, !dbg !101, !noalias !76
  call void @llvm.dbg.value(metadata i32 %14, metadata !94, metadata !DIExpression()) #3, !dbg !98
  store i32 %14, i32* %10, align 4, !dbg !102, !tbaa !43, !noalias !76
  %19 = bitcast i32* %11 to i8*, !dbg !101
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #3, !dbg !101, !noalias !76
  call void @llvm.dbg.value(metadata i32 1, metadata !95, metadata !DIExpression()) #3, !dbg !98
  store i32 1, i32* %11, align 4, !dbg !102, !tbaa !43, !noalias !76
  %20 = bitcast i32* %12 to i8*, !dbg !101
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #3, !dbg !101, !noalias !76
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()) #3, !dbg !98
  store i32 0, i32* %12, align 4, !dbg !102, !tbaa !43, !noalias !76
  %21 = load i32, i32* %0, align 4, !dbg !101, !tbaa !43, !alias.scope !76
  call void @llvm.dbg.value(metadata i32* %9, metadata !93, metadata !DIExpression(DW_OP_deref)) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32* %10, metadata !94, metadata !DIExpression(DW_OP_deref)) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32* %11, metadata !95, metadata !DIExpression(DW_OP_deref)) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32* %12, metadata !96, metadata !DIExpression(DW_OP_deref)) #3, !dbg !98
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %21, i32 34, i32* nonnull %12, i32* nonnull %9, i32* nonnull %10, i32* nonnull %11, i32 1, i32 1) #3, !dbg !103, !noalias !76
  %22 = load i32, i32* %10, align 4, !dbg !102, !tbaa !43, !noalias !76
  call void @llvm.dbg.value(metadata i32 %22, metadata !94, metadata !DIExpression()) #3, !dbg !98
  %23 = icmp sgt i32 %22, %14, !dbg !102
  %24 = select i1 %23, i32 %14, i32 %22, !dbg !102
  call void @llvm.dbg.value(metadata i32 %24, metadata !94, metadata !DIExpression()) #3, !dbg !98
  store i32 %24, i32* %10, align 4, !dbg !102, !tbaa !43, !noalias !76
  %25 = load i32, i32* %9, align 4, !dbg !102, !tbaa !43, !noalias !76
  call void @llvm.dbg.value(metadata i32 %25, metadata !93, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32 %25, metadata !90, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32 %24, metadata !94, metadata !DIExpression()) #3, !dbg !98
  %26 = icmp sgt i32 %25, %24, !dbg !101
  br i1 %26, label %139, label %27, !dbg !101

27:                                               ; preds = %16
  %28 = load i32, i32* %3, align 4, !tbaa !43, !noalias !76
  %29 = icmp sgt i32 %28, 0
  %30 = load double*, double** %6, align 8, !noalias !76
  %31 = load double*, double** %7, align 8, !noalias !76
  %32 = load [28 x double]*, [28 x double]** %4, align 8, !noalias !76
  %33 = sext i32 %25 to i64, !dbg !101
  %34 = add nsw i32 %24, 1, !dbg !101
  %35 = zext i32 %28 to i64
  %36 = getelementptr double, double* %5, i64 1, !dbg !101
  %37 = add nsw i64 %33, 1, !dbg !101
  %38 = getelementptr double, double* %31, i64 %35, !dbg !101
  %39 = icmp ult i32 %28, 4
  %40 = and i64 %35, 4294967292
  %41 = icmp eq i64 %40, %35
  %42 = and i64 %35, 1
  %43 = icmp eq i64 %42, 0
  %44 = sub nsw i64 0, %35
  br label %45, !dbg !101

45:                                               ; preds = %134, %27
  %46 = phi i64 [ %138, %134 ], [ 0, %27 ]
  %47 = phi i64 [ %135, %134 ], [ %33, %27 ]
  call void @llvm.dbg.value(metadata i64 %47, metadata !90, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()) #3, !dbg !98
  %48 = getelementptr [28 x double], [28 x double]* %32, i64 %47, i64 0, !dbg !104
  %49 = getelementptr [28 x double], [28 x double]* %32, i64 %47, i64 %35, !dbg !104
  %50 = getelementptr double, double* %30, i64 %47, !dbg !104
  %51 = add i64 %37, %46, !dbg !104
  %52 = getelementptr double, double* %30, i64 %51, !dbg !104
  br i1 %29, label %53, label %134, !dbg !104

53:                                               ; preds = %45
  %54 = getelementptr inbounds double, double* %30, i64 %47
  br i1 %39, label %97, label %55, !dbg !104

55:                                               ; preds = %53
  %56 = icmp ult double* %48, %36, !dbg !104
  %57 = icmp ugt double* %49, %5, !dbg !104
  %58 = and i1 %56, %57, !dbg !104
  %59 = icmp ult double* %48, %52, !dbg !104
  %60 = icmp ult double* %50, %49, !dbg !104
  %61 = and i1 %59, %60, !dbg !104
  %62 = or i1 %58, %61, !dbg !104
  %63 = icmp ult double* %48, %38, !dbg !104
  %64 = icmp ult double* %31, %49, !dbg !104
  %65 = and i1 %63, %64, !dbg !104
  %66 = or i1 %62, %65, !dbg !104
  br i1 %66, label %97, label %67, !dbg !104

67:                                               ; preds = %55
  %68 = load double, double* %5, align 8, !tbaa !47, !alias.scope !106, !noalias !76
  %69 = load double, double* %54, align 8, !tbaa !47, !alias.scope !109, !noalias !76
  %70 = fmul double %68, %69
  %71 = insertelement <2 x double> poison, double %70, i64 0
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> zeroinitializer
  %73 = fmul double %68, %69
  %74 = insertelement <2 x double> poison, double %73, i64 0
  %75 = shufflevector <2 x double> %74, <2 x double> poison, <2 x i32> zeroinitializer
  br label %76, !dbg !104

76:                                               ; preds = %76, %67
  %77 = phi i64 [ 0, %67 ], [ %94, %76 ], !dbg !111
  %78 = getelementptr inbounds double, double* %31, i64 %77, !dbg !111
  %79 = bitcast double* %78 to <2 x double>*, !dbg !113
  %80 = load <2 x double>, <2 x double>* %79, align 8, !dbg !113, !tbaa !47, !alias.scope !114, !noalias !76
  %81 = getelementptr inbounds double, double* %78, i64 2, !dbg !113
  %82 = bitcast double* %81 to <2 x double>*, !dbg !113
  %83 = load <2 x double>, <2 x double>* %82, align 8, !dbg !113, !tbaa !47, !alias.scope !114, !noalias !76
  %84 = getelementptr inbounds [28 x double], [28 x double]* %32, i64 %47, i64 %77, !dbg !111
  %85 = bitcast double* %84 to <2 x double>*, !dbg !116
  %86 = load <2 x double>, <2 x double>* %85, align 8, !dbg !116, !tbaa !47, !alias.scope !117, !noalias !119
  %87 = getelementptr inbounds double, double* %84, i64 2, !dbg !116
  %88 = bitcast double* %87 to <2 x double>*, !dbg !116
  %89 = load <2 x double>, <2 x double>* %88, align 8, !dbg !116, !tbaa !47, !alias.scope !117, !noalias !119
  %90 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %80, <2 x double> %86), !dbg !116
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %75, <2 x double> %83, <2 x double> %89), !dbg !116
  %92 = bitcast double* %84 to <2 x double>*, !dbg !116
  store <2 x double> %90, <2 x double>* %92, align 8, !dbg !116, !tbaa !47, !alias.scope !117, !noalias !119
  %93 = bitcast double* %87 to <2 x double>*, !dbg !116
  store <2 x double> %91, <2 x double>* %93, align 8, !dbg !116, !tbaa !47, !alias.scope !117, !noalias !119
  %94 = add nuw i64 %77, 4, !dbg !111
  %95 = icmp eq i64 %94, %40, !dbg !111
  br i1 %95, label %96, label %76, !dbg !111, !llvm.loop !120

96:                                               ; preds = %76
  br i1 %41, label %134, label %97, !dbg !104

97:                                               ; preds = %55, %53, %96
  %98 = phi i64 [ 0, %55 ], [ 0, %53 ], [ %40, %96 ]
  %99 = xor i64 %98, -1, !dbg !104
  br i1 %43, label %110, label %100, !dbg !104

100:                                              ; preds = %97
  call void @llvm.dbg.value(metadata i64 undef, metadata !97, metadata !DIExpression()) #3, !dbg !98
  %101 = load double, double* %5, align 8, !dbg !124, !tbaa !47, !noalias !76
  %102 = load double, double* %54, align 8, !dbg !125, !tbaa !47, !noalias !76
  %103 = fmul double %101, %102, !dbg !126
  %104 = getelementptr inbounds double, double* %31, i64 %98, !dbg !113
  %105 = load double, double* %104, align 8, !dbg !113, !tbaa !47, !noalias !76
  %106 = getelementptr inbounds [28 x double], [28 x double]* %32, i64 %47, i64 %98, !dbg !127
  %107 = load double, double* %106, align 8, !dbg !116, !tbaa !47, !noalias !76
  %108 = call double @llvm.fmuladd.f64(double %103, double %105, double %107) #3, !dbg !116
  store double %108, double* %106, align 8, !dbg !116, !tbaa !47, !noalias !76
  %109 = or i64 %98, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %109, metadata !97, metadata !DIExpression()) #3, !dbg !98
  br label %110, !dbg !104

110:                                              ; preds = %100, %97
  %111 = phi i64 [ %98, %97 ], [ %109, %100 ]
  %112 = icmp eq i64 %99, %44, !dbg !104
  br i1 %112, label %134, label %113, !dbg !104

113:                                              ; preds = %110, %113
  %114 = phi i64 [ %132, %113 ], [ %111, %110 ]
  call void @llvm.dbg.value(metadata i64 %114, metadata !97, metadata !DIExpression()) #3, !dbg !98
  %115 = load double, double* %5, align 8, !dbg !124, !tbaa !47, !noalias !76
  %116 = load double, double* %54, align 8, !dbg !125, !tbaa !47, !noalias !76
  %117 = fmul double %115, %116, !dbg !126
  %118 = getelementptr inbounds double, double* %31, i64 %114, !dbg !113
  %119 = load double, double* %118, align 8, !dbg !113, !tbaa !47, !noalias !76
  %120 = getelementptr inbounds [28 x double], [28 x double]* %32, i64 %47, i64 %114, !dbg !127
  %121 = load double, double* %120, align 8, !dbg !116, !tbaa !47, !noalias !76
  %122 = call double @llvm.fmuladd.f64(double %117, double %119, double %121) #3, !dbg !116
  store double %122, double* %120, align 8, !dbg !116, !tbaa !47, !noalias !76
  %123 = add nuw nsw i64 %114, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %123, metadata !97, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i64 %123, metadata !97, metadata !DIExpression()) #3, !dbg !98
  %124 = load double, double* %5, align 8, !dbg !124, !tbaa !47, !noalias !76
  %125 = load double, double* %54, align 8, !dbg !125, !tbaa !47, !noalias !76
  %126 = fmul double %124, %125, !dbg !126
  %127 = getelementptr inbounds double, double* %31, i64 %123, !dbg !113
  %128 = load double, double* %127, align 8, !dbg !113, !tbaa !47, !noalias !76
  %129 = getelementptr inbounds [28 x double], [28 x double]* %32, i64 %47, i64 %123, !dbg !127
  %130 = load double, double* %129, align 8, !dbg !116, !tbaa !47, !noalias !76
  %131 = call double @llvm.fmuladd.f64(double %126, double %128, double %130) #3, !dbg !116
  store double %131, double* %129, align 8, !dbg !116, !tbaa !47, !noalias !76
  %132 = add nuw nsw i64 %114, 2, !dbg !111
  call void @llvm.dbg.value(metadata i64 %132, metadata !97, metadata !DIExpression()) #3, !dbg !98
  %133 = icmp eq i64 %132, %35, !dbg !128
  br i1 %133, label %134, label %113, !dbg !104, !llvm.loop !129

134:                                              ; preds = %110, %113, %96, %45
  %135 = add nsw i64 %47, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %135, metadata !90, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32 %24, metadata !94, metadata !DIExpression()) #3, !dbg !98
  %136 = trunc i64 %135 to i32, !dbg !101
  %137 = icmp eq i32 %34, %136, !dbg !101
  %138 = add i64 %46, 1, !dbg !101
  br i1 %137, label %139, label %45, !dbg !101, !llvm.loop !130

139:                                              ; preds = %134, %16
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %21) #3, !dbg !131, !noalias !76
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #3, !dbg !103, !noalias !76
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #3, !dbg !103, !noalias !76
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #3, !dbg !103, !noalias !76
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #3, !dbg !103, !noalias !76
  br label %140, !dbg !103

140:                                              ; preds = %8, %139
  ret void, !dbg !79
}

; Function Attrs: nounwind
declare !callback !132 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !134 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !141
  br label %1, !dbg !142

1:                                                ; preds = %0, %35
  %2 = phi i64 [ 0, %0 ], [ %36, %35 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !138, metadata !DIExpression()), !dbg !141
  %3 = trunc i64 %2 to i8, !dbg !144
  %4 = urem i8 %3, 10, !dbg !144
  %5 = uitofp i8 %4 to double, !dbg !147
  %6 = fdiv double %5, 1.000000e+01, !dbg !148
  %7 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %2, !dbg !149
  store double %6, double* %7, align 8, !dbg !150, !tbaa !47
  %8 = sub i8 28, %3, !dbg !151
  %9 = urem i8 %8, 6, !dbg !151
  %10 = uitofp i8 %9 to double, !dbg !152
  %11 = fdiv double %10, 6.000000e+00, !dbg !153
  %12 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %2, !dbg !154
  store double %11, double* %12, align 8, !dbg !155, !tbaa !47
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()), !dbg !141
  %13 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !156
  %14 = shufflevector <2 x i64> %13, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !156
  br label %15, !dbg !156

15:                                               ; preds = %15, %1
  %16 = phi i64 [ 0, %1 ], [ %32, %15 ], !dbg !158
  %17 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %33, %15 ]
  %18 = sub nsw <2 x i64> %14, %17, !dbg !160
  %19 = trunc <2 x i64> %18 to <2 x i32>, !dbg !161
  %20 = sitofp <2 x i32> %19 to <2 x double>, !dbg !161
  %21 = fdiv <2 x double> %20, <double 2.800000e+01, double 2.800000e+01>, !dbg !162
  %22 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %2, i64 %16, !dbg !158
  %23 = bitcast double* %22 to <2 x double>*, !dbg !163
  store <2 x double> %21, <2 x double>* %23, align 16, !dbg !163, !tbaa !47
  %24 = or i64 %16, 2, !dbg !158
  %25 = add <2 x i64> %17, <i64 2, i64 2>
  %26 = sub nsw <2 x i64> %14, %25, !dbg !160
  %27 = trunc <2 x i64> %26 to <2 x i32>, !dbg !161
  %28 = sitofp <2 x i32> %27 to <2 x double>, !dbg !161
  %29 = fdiv <2 x double> %28, <double 2.800000e+01, double 2.800000e+01>, !dbg !162
  %30 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %2, i64 %24, !dbg !158
  %31 = bitcast double* %30 to <2 x double>*, !dbg !163
  store <2 x double> %29, <2 x double>* %31, align 16, !dbg !163, !tbaa !47
  %32 = add nuw nsw i64 %16, 4, !dbg !158
  %33 = add <2 x i64> %17, <i64 4, i64 4>
  %34 = icmp eq i64 %32, 28, !dbg !158
  br i1 %34, label %35, label %15, !dbg !158, !llvm.loop !164

35:                                               ; preds = %15
  %36 = add nuw nsw i64 %2, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %36, metadata !138, metadata !DIExpression()), !dbg !141
  %37 = icmp eq i64 %36, 28, !dbg !167
  br i1 %37, label %38, label %1, !dbg !142, !llvm.loop !168

38:                                               ; preds = %35
  tail call void @kernel_omp_ger(i32 noundef 28, i32 noundef 28, double noundef 7.500000e-01, [28 x double]* noundef getelementptr inbounds ([28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 0)), !dbg !170
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !140, metadata !DIExpression()), !dbg !141
  br label %39, !dbg !171

39:                                               ; preds = %38, %39
  %40 = phi i64 [ 0, %38 ], [ %126, %39 ]
  %41 = phi double [ 0.000000e+00, %38 ], [ %125, %39 ]
  call void @llvm.dbg.value(metadata double %41, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %40, metadata !138, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %41, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %41, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 0, metadata !139, metadata !DIExpression()), !dbg !141
  %42 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 0, !dbg !173
  %43 = load double, double* %42, align 16, !dbg !173, !tbaa !47
  %44 = fadd double %41, %43, !dbg !177
  call void @llvm.dbg.value(metadata double %44, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 1, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %44, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 1, metadata !139, metadata !DIExpression()), !dbg !141
  %45 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 1, !dbg !173
  %46 = load double, double* %45, align 8, !dbg !173, !tbaa !47
  %47 = fadd double %44, %46, !dbg !177
  call void @llvm.dbg.value(metadata double %47, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 2, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %47, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 2, metadata !139, metadata !DIExpression()), !dbg !141
  %48 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 2, !dbg !173
  %49 = load double, double* %48, align 16, !dbg !173, !tbaa !47
  %50 = fadd double %47, %49, !dbg !177
  call void @llvm.dbg.value(metadata double %50, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 3, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %50, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 3, metadata !139, metadata !DIExpression()), !dbg !141
  %51 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 3, !dbg !173
  %52 = load double, double* %51, align 8, !dbg !173, !tbaa !47
  %53 = fadd double %50, %52, !dbg !177
  call void @llvm.dbg.value(metadata double %53, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 4, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %53, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 4, metadata !139, metadata !DIExpression()), !dbg !141
  %54 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 4, !dbg !173
  %55 = load double, double* %54, align 16, !dbg !173, !tbaa !47
  %56 = fadd double %53, %55, !dbg !177
  call void @llvm.dbg.value(metadata double %56, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 5, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %56, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 5, metadata !139, metadata !DIExpression()), !dbg !141
  %57 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 5, !dbg !173
  %58 = load double, double* %57, align 8, !dbg !173, !tbaa !47
  %59 = fadd double %56, %58, !dbg !177
  call void @llvm.dbg.value(metadata double %59, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 6, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %59, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 6, metadata !139, metadata !DIExpression()), !dbg !141
  %60 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 6, !dbg !173
  %61 = load double, double* %60, align 16, !dbg !173, !tbaa !47
  %62 = fadd double %59, %61, !dbg !177
  call void @llvm.dbg.value(metadata double %62, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 7, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %62, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 7, metadata !139, metadata !DIExpression()), !dbg !141
  %63 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 7, !dbg !173
  %64 = load double, double* %63, align 8, !dbg !173, !tbaa !47
  %65 = fadd double %62, %64, !dbg !177
  call void @llvm.dbg.value(metadata double %65, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 8, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %65, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 8, metadata !139, metadata !DIExpression()), !dbg !141
  %66 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 8, !dbg !173
  %67 = load double, double* %66, align 16, !dbg !173, !tbaa !47
  %68 = fadd double %65, %67, !dbg !177
  call void @llvm.dbg.value(metadata double %68, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 9, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %68, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 9, metadata !139, metadata !DIExpression()), !dbg !141
  %69 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 9, !dbg !173
  %70 = load double, double* %69, align 8, !dbg !173, !tbaa !47
  %71 = fadd double %68, %70, !dbg !177
  call void @llvm.dbg.value(metadata double %71, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 10, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %71, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 10, metadata !139, metadata !DIExpression()), !dbg !141
  %72 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 10, !dbg !173
  %73 = load double, double* %72, align 16, !dbg !173, !tbaa !47
  %74 = fadd double %71, %73, !dbg !177
  call void @llvm.dbg.value(metadata double %74, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 11, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %74, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 11, metadata !139, metadata !DIExpression()), !dbg !141
  %75 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 11, !dbg !173
  %76 = load double, double* %75, align 8, !dbg !173, !tbaa !47
  %77 = fadd double %74, %76, !dbg !177
  call void @llvm.dbg.value(metadata double %77, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 12, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %77, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 12, metadata !139, metadata !DIExpression()), !dbg !141
  %78 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 12, !dbg !173
  %79 = load double, double* %78, align 16, !dbg !173, !tbaa !47
  %80 = fadd double %77, %79, !dbg !177
  call void @llvm.dbg.value(metadata double %80, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 13, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %80, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 13, metadata !139, metadata !DIExpression()), !dbg !141
  %81 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 13, !dbg !173
  %82 = load double, double* %81, align 8, !dbg !173, !tbaa !47
  %83 = fadd double %80, %82, !dbg !177
  call void @llvm.dbg.value(metadata double %83, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 14, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %83, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 14, metadata !139, metadata !DIExpression()), !dbg !141
  %84 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 14, !dbg !173
  %85 = load double, double* %84, align 16, !dbg !173, !tbaa !47
  %86 = fadd double %83, %85, !dbg !177
  call void @llvm.dbg.value(metadata double %86, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 15, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %86, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 15, metadata !139, metadata !DIExpression()), !dbg !141
  %87 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 15, !dbg !173
  %88 = load double, double* %87, align 8, !dbg !173, !tbaa !47
  %89 = fadd double %86, %88, !dbg !177
  call void @llvm.dbg.value(metadata double %89, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 16, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %89, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 16, metadata !139, metadata !DIExpression()), !dbg !141
  %90 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 16, !dbg !173
  %91 = load double, double* %90, align 16, !dbg !173, !tbaa !47
  %92 = fadd double %89, %91, !dbg !177
  call void @llvm.dbg.value(metadata double %92, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 17, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %92, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 17, metadata !139, metadata !DIExpression()), !dbg !141
  %93 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 17, !dbg !173
  %94 = load double, double* %93, align 8, !dbg !173, !tbaa !47
  %95 = fadd double %92, %94, !dbg !177
  call void @llvm.dbg.value(metadata double %95, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 18, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %95, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 18, metadata !139, metadata !DIExpression()), !dbg !141
  %96 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 18, !dbg !173
  %97 = load double, double* %96, align 16, !dbg !173, !tbaa !47
  %98 = fadd double %95, %97, !dbg !177
  call void @llvm.dbg.value(metadata double %98, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 19, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %98, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 19, metadata !139, metadata !DIExpression()), !dbg !141
  %99 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 19, !dbg !173
  %100 = load double, double* %99, align 8, !dbg !173, !tbaa !47
  %101 = fadd double %98, %100, !dbg !177
  call void @llvm.dbg.value(metadata double %101, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 20, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %101, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 20, metadata !139, metadata !DIExpression()), !dbg !141
  %102 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 20, !dbg !173
  %103 = load double, double* %102, align 16, !dbg !173, !tbaa !47
  %104 = fadd double %101, %103, !dbg !177
  call void @llvm.dbg.value(metadata double %104, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 21, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %104, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 21, metadata !139, metadata !DIExpression()), !dbg !141
  %105 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 21, !dbg !173
  %106 = load double, double* %105, align 8, !dbg !173, !tbaa !47
  %107 = fadd double %104, %106, !dbg !177
  call void @llvm.dbg.value(metadata double %107, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 22, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %107, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 22, metadata !139, metadata !DIExpression()), !dbg !141
  %108 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 22, !dbg !173
  %109 = load double, double* %108, align 16, !dbg !173, !tbaa !47
  %110 = fadd double %107, %109, !dbg !177
  call void @llvm.dbg.value(metadata double %110, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 23, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %110, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 23, metadata !139, metadata !DIExpression()), !dbg !141
  %111 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 23, !dbg !173
  %112 = load double, double* %111, align 8, !dbg !173, !tbaa !47
  %113 = fadd double %110, %112, !dbg !177
  call void @llvm.dbg.value(metadata double %113, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 24, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %113, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 24, metadata !139, metadata !DIExpression()), !dbg !141
  %114 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 24, !dbg !173
  %115 = load double, double* %114, align 16, !dbg !173, !tbaa !47
  %116 = fadd double %113, %115, !dbg !177
  call void @llvm.dbg.value(metadata double %116, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 25, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %116, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 25, metadata !139, metadata !DIExpression()), !dbg !141
  %117 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 25, !dbg !173
  %118 = load double, double* %117, align 8, !dbg !173, !tbaa !47
  %119 = fadd double %116, %118, !dbg !177
  call void @llvm.dbg.value(metadata double %119, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 26, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %119, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 26, metadata !139, metadata !DIExpression()), !dbg !141
  %120 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 26, !dbg !173
  %121 = load double, double* %120, align 16, !dbg !173, !tbaa !47
  %122 = fadd double %119, %121, !dbg !177
  call void @llvm.dbg.value(metadata double %122, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 27, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %122, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 27, metadata !139, metadata !DIExpression()), !dbg !141
  %123 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %40, i64 27, !dbg !173
  %124 = load double, double* %123, align 8, !dbg !173, !tbaa !47
  %125 = fadd double %122, %124, !dbg !177
  call void @llvm.dbg.value(metadata double %125, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 28, metadata !139, metadata !DIExpression()), !dbg !141
  %126 = add nuw nsw i64 %40, 1, !dbg !178
  call void @llvm.dbg.value(metadata double %125, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %126, metadata !138, metadata !DIExpression()), !dbg !141
  %127 = icmp eq i64 %126, 28, !dbg !179
  br i1 %127, label %128, label %39, !dbg !171, !llvm.loop !180

128:                                              ; preds = %39
  store double %125, double* @checksum, align 8, !dbg !182, !tbaa !47
  ret i32 0, !dbg !183
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_ger.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 10, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !17)
!17 = !{!11, !11}
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"openmp", i32 50}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_omp_ger", scope: !3, file: !3, line: 14, type: !27, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !29, !5, !30, !31, !31}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!33 = !{!34, !35, !36, !37, !38, !39, !40, !41}
!34 = !DILocalVariable(name: "m", arg: 1, scope: !26, file: !3, line: 14, type: !29)
!35 = !DILocalVariable(name: "n", arg: 2, scope: !26, file: !3, line: 14, type: !29)
!36 = !DILocalVariable(name: "alpha", arg: 3, scope: !26, file: !3, line: 14, type: !5)
!37 = !DILocalVariable(name: "a", arg: 4, scope: !26, file: !3, line: 15, type: !30)
!38 = !DILocalVariable(name: "x", arg: 5, scope: !26, file: !3, line: 15, type: !31)
!39 = !DILocalVariable(name: "y", arg: 6, scope: !26, file: !3, line: 16, type: !31)
!40 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 18, type: !29)
!41 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 18, type: !29)
!42 = !DILocation(line: 0, scope: !26)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !{!48, !48, i64 0}
!48 = !{!"double", !45, i64 0}
!49 = !{!50, !50, i64 0}
!50 = !{!"any pointer", !45, i64 0}
!51 = !DILocation(line: 18, column: 7, scope: !26)
!52 = !DILocation(line: 18, column: 10, scope: !26)
!53 = !DILocation(line: 19, column: 1, scope: !26)
!54 = !DILocation(line: 23, column: 1, scope: !26)
!55 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 19, type: !56, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !58, !58, !62, !62, !63, !64, !65, !65}
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!62 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !29, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !30, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!66 = !{!67, !68, !69, !70, !71, !72, !73, !74}
!67 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !55, type: !58, flags: DIFlagArtificial)
!68 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !55, type: !58, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: "m", arg: 3, scope: !55, type: !62, flags: DIFlagArtificial)
!70 = !DILocalVariable(name: "n", arg: 4, scope: !55, type: !62, flags: DIFlagArtificial)
!71 = !DILocalVariable(name: "a", arg: 5, scope: !55, type: !63, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: "alpha", arg: 6, scope: !55, type: !64, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: "x", arg: 7, scope: !55, type: !65, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: "y", arg: 8, scope: !55, type: !65, flags: DIFlagArtificial)
!75 = !DILocation(line: 0, scope: !55)
!76 = !{!77}
!77 = distinct !{!77, !78, !".omp_outlined._debug__: argument 0"}
!78 = distinct !{!78, !".omp_outlined._debug__"}
!79 = !DILocation(line: 19, column: 1, scope: !55)
!80 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !81, type: !58, flags: DIFlagArtificial)
!81 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 20, type: !56, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!82 = !{!80, !83, !84, !85, !86, !87, !88, !89, !90, !91, !91, !92, !93, !94, !95, !96, !97, !92}
!83 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !81, type: !58, flags: DIFlagArtificial)
!84 = !DILocalVariable(name: "m", arg: 3, scope: !81, file: !3, line: 14, type: !62)
!85 = !DILocalVariable(name: "n", arg: 4, scope: !81, file: !3, line: 14, type: !62)
!86 = !DILocalVariable(name: "a", arg: 5, scope: !81, file: !3, line: 15, type: !63)
!87 = !DILocalVariable(name: "alpha", arg: 6, scope: !81, file: !3, line: 14, type: !64)
!88 = !DILocalVariable(name: "x", arg: 7, scope: !81, file: !3, line: 15, type: !65)
!89 = !DILocalVariable(name: "y", arg: 8, scope: !81, file: !3, line: 16, type: !65)
!90 = !DILocalVariable(name: ".omp.iv", scope: !81, type: !29, flags: DIFlagArtificial)
!91 = !DILocalVariable(name: ".capture_expr.", scope: !81, type: !29, flags: DIFlagArtificial)
!92 = !DILocalVariable(name: "i", scope: !81, type: !29, flags: DIFlagArtificial)
!93 = !DILocalVariable(name: ".omp.lb", scope: !81, type: !29, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: ".omp.ub", scope: !81, type: !29, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: ".omp.stride", scope: !81, type: !29, flags: DIFlagArtificial)
!96 = !DILocalVariable(name: ".omp.is_last", scope: !81, type: !29, flags: DIFlagArtificial)
!97 = !DILocalVariable(name: "j", scope: !81, type: !29, flags: DIFlagArtificial)
!98 = !DILocation(line: 0, scope: !81, inlinedAt: !99)
!99 = distinct !DILocation(line: 19, column: 1, scope: !55)
!100 = !DILocation(line: 20, column: 19, scope: !81, inlinedAt: !99)
!101 = !DILocation(line: 20, column: 3, scope: !81, inlinedAt: !99)
!102 = !DILocation(line: 20, column: 8, scope: !81, inlinedAt: !99)
!103 = !DILocation(line: 19, column: 1, scope: !81, inlinedAt: !99)
!104 = !DILocation(line: 21, column: 5, scope: !105, inlinedAt: !99)
!105 = distinct !DILexicalBlock(scope: !81, file: !3, line: 21, column: 5)
!106 = !{!107}
!107 = distinct !{!107, !108}
!108 = distinct !{!108, !"LVerDomain"}
!109 = !{!110}
!110 = distinct !{!110, !108}
!111 = !DILocation(line: 21, column: 25, scope: !112, inlinedAt: !99)
!112 = distinct !DILexicalBlock(scope: !105, file: !3, line: 21, column: 5)
!113 = !DILocation(line: 22, column: 33, scope: !112, inlinedAt: !99)
!114 = !{!115}
!115 = distinct !{!115, !108}
!116 = !DILocation(line: 22, column: 15, scope: !112, inlinedAt: !99)
!117 = !{!118}
!118 = distinct !{!118, !108}
!119 = !{!77, !107, !110, !115}
!120 = distinct !{!120, !104, !121, !122, !123}
!121 = !DILocation(line: 22, column: 36, scope: !105, inlinedAt: !99)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !{!"llvm.loop.isvectorized", i32 1}
!124 = !DILocation(line: 22, column: 18, scope: !112, inlinedAt: !99)
!125 = !DILocation(line: 22, column: 26, scope: !112, inlinedAt: !99)
!126 = !DILocation(line: 22, column: 24, scope: !112, inlinedAt: !99)
!127 = !DILocation(line: 22, column: 7, scope: !112, inlinedAt: !99)
!128 = !DILocation(line: 21, column: 19, scope: !112, inlinedAt: !99)
!129 = distinct !{!129, !104, !121, !122, !123}
!130 = distinct !{!130, !103, !131}
!131 = !DILocation(line: 19, column: 36, scope: !81, inlinedAt: !99)
!132 = !{!133}
!133 = !{i64 2, i64 -1, i64 -1, i1 true}
!134 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !135, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!29}
!137 = !{!138, !139, !140}
!138 = !DILocalVariable(name: "i", scope: !134, file: !3, line: 27, type: !29)
!139 = !DILocalVariable(name: "j", scope: !134, file: !3, line: 27, type: !29)
!140 = !DILocalVariable(name: "s", scope: !134, file: !3, line: 28, type: !5)
!141 = !DILocation(line: 0, scope: !134)
!142 = !DILocation(line: 29, column: 3, scope: !143)
!143 = distinct !DILexicalBlock(scope: !134, file: !3, line: 29, column: 3)
!144 = !DILocation(line: 30, column: 23, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 29, column: 27)
!146 = distinct !DILexicalBlock(scope: !143, file: !3, line: 29, column: 3)
!147 = !DILocation(line: 30, column: 12, scope: !145)
!148 = !DILocation(line: 30, column: 29, scope: !145)
!149 = !DILocation(line: 30, column: 5, scope: !145)
!150 = !DILocation(line: 30, column: 10, scope: !145)
!151 = !DILocation(line: 31, column: 29, scope: !145)
!152 = !DILocation(line: 31, column: 12, scope: !145)
!153 = !DILocation(line: 31, column: 34, scope: !145)
!154 = !DILocation(line: 31, column: 5, scope: !145)
!155 = !DILocation(line: 31, column: 10, scope: !145)
!156 = !DILocation(line: 32, column: 5, scope: !157)
!157 = distinct !DILexicalBlock(scope: !145, file: !3, line: 32, column: 5)
!158 = !DILocation(line: 32, column: 25, scope: !159)
!159 = distinct !DILexicalBlock(scope: !157, file: !3, line: 32, column: 5)
!160 = !DILocation(line: 33, column: 28, scope: !159)
!161 = !DILocation(line: 33, column: 17, scope: !159)
!162 = !DILocation(line: 33, column: 33, scope: !159)
!163 = !DILocation(line: 33, column: 15, scope: !159)
!164 = distinct !{!164, !156, !165, !122, !123}
!165 = !DILocation(line: 33, column: 35, scope: !157)
!166 = !DILocation(line: 29, column: 23, scope: !146)
!167 = !DILocation(line: 29, column: 17, scope: !146)
!168 = distinct !{!168, !142, !169, !122}
!169 = !DILocation(line: 34, column: 3, scope: !143)
!170 = !DILocation(line: 35, column: 3, scope: !134)
!171 = !DILocation(line: 36, column: 3, scope: !172)
!172 = distinct !DILexicalBlock(scope: !134, file: !3, line: 36, column: 3)
!173 = !DILocation(line: 38, column: 12, scope: !174)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 37, column: 5)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 37, column: 5)
!176 = distinct !DILexicalBlock(scope: !172, file: !3, line: 36, column: 3)
!177 = !DILocation(line: 38, column: 9, scope: !174)
!178 = !DILocation(line: 36, column: 23, scope: !176)
!179 = !DILocation(line: 36, column: 17, scope: !176)
!180 = distinct !{!180, !171, !181, !122}
!181 = !DILocation(line: 38, column: 18, scope: !172)
!182 = !DILocation(line: 39, column: 12, scope: !134)
!183 = !DILocation(line: 40, column: 3, scope: !134)
