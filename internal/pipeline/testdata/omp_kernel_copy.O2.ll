; ModuleID = 'omp_kernel_copy.c'
source_filename = "omp_kernel_copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [44 x i8] c";omp_kernel_copy.c;kernel_scale_rows;12;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 43, i8* getelementptr inbounds ([44 x i8], [44 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [45 x i8] c";omp_kernel_copy.c;kernel_scale_rows;12;42;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 43, i8* getelementptr inbounds ([44 x i8], [44 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [39 x i8] c";omp_kernel_copy.c;kernel_sweep;22;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 38, i8* getelementptr inbounds ([39 x i8], [39 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [40 x i8] c";omp_kernel_copy.c;kernel_sweep;22;63;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 39, i8* getelementptr inbounds ([40 x i8], [40 x i8]* @7, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 39, i8* getelementptr inbounds ([40 x i8], [40 x i8]* @7, i32 0, i32 0) }, align 8
@10 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 38, i8* getelementptr inbounds ([39 x i8], [39 x i8]* @5, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [9 x i8] c"%d %.3f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @kernel_scale_rows(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) local_unnamed_addr #0 !dbg !19 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !27, metadata !DIExpression()), !dbg !31
  store i32 %0, i32* %5, align 4, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %1, metadata !28, metadata !DIExpression()), !dbg !31
  store i32 %1, i32* %6, align 4, !tbaa !32
  call void @llvm.dbg.value(metadata double* %2, metadata !29, metadata !DIExpression()), !dbg !31
  store double* %2, double** %7, align 8, !tbaa !36
  call void @llvm.dbg.value(metadata double* %3, metadata !30, metadata !DIExpression()), !dbg !31
  store double* %3, double** %8, align 8, !tbaa !36
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression(DW_OP_deref)), !dbg !31
  call void @llvm.dbg.value(metadata i32* %6, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !31
  call void @llvm.dbg.value(metadata double** %7, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !31
  call void @llvm.dbg.value(metadata double** %8, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !31
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %5, i32* nonnull %6, double** nonnull %7, double** nonnull %8), !dbg !38
  ret void, !dbg !39
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #3 !dbg !40 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !51, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i32* %1, metadata !52, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i32* %2, metadata !53, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i32* %3, metadata !54, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata double** %4, metadata !55, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata double** %5, metadata !56, metadata !DIExpression()), !dbg !57
  tail call void @llvm.experimental.noalias.scope.decl(metadata !58), !dbg !61
  call void @llvm.dbg.value(metadata i32* %0, metadata !62, metadata !DIExpression()) #2, !dbg !79
  call void @llvm.dbg.value(metadata i32* undef, metadata !65, metadata !DIExpression()) #2, !dbg !79
  call void @llvm.dbg.value(metadata i32* %2, metadata !66, metadata !DIExpression()) #2, !dbg !79
  call void @llvm.dbg.value(metadata i32* %3, metadata !67, metadata !DIExpression()) #2, !dbg !79
  call void @llvm.dbg.value(metadata double** %4, metadata !68, metadata !DIExpression()) #2, !dbg !79
  call void @llvm.dbg.value(metadata double** %5, metadata !69, metadata !DIExpression()) #2, !dbg !79
  %11 = load i32, i32* %2, align 4, !dbg !81, !tbaa !32, !noalias !58
  call void @llvm.dbg.value(metadata i32 %11, metadata !71, metadata !DIExpression()) #2, !dbg !79
  %12 = add nsw i32 %11, -1, !dbg !82
  call void @llvm.dbg.value(metadata i32 %12, metadata !71, metadata !DIExpression()) #2, !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()) #2, !dbg !79
  %13 = icmp sgt i32 %11, 0, !dbg !82
  br i1 %13, label %14, label %164, !dbg !82

14:                                               ; preds = %6
  %15 = bitcast i32* %7 to i8*, !dbg !82
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #2, !dbg !82, !noalias !58
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #2, !dbg !79
  store i32 0, i32* %7, align 4, !dbg !83, !tbaa !32, !noalias !58
  %16 = bitcast i32* %8 to i8*, !dbg !82
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #2, !dbg !82, !noalias !58
  call void @llvm.dbg.value(metadata i32 %12, metadata !74, metadata !DIExpression()) #2, !dbg !79
  store i32 %12, i32* %8, align 4, !dbg !83, !tbaa !32, !noalias !58
  %17 = bitcast i32* %9 to i8*, !dbg !82
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !82, !noalias !58
  call void @llvm.dbg.value(metadata i32 1, metadata !75, metadata !DIExpression()) #2, !dbg !79
  store i32 1, i32* %9, align 4, !dbg !83, !tbaa !32, !noalias !58
  %18 = bitcast i32* %10 to i8*, !dbg !82
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !82, !noalias !58
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()) #2, !dbg !79
  store i32 0, i32* %10, align 4, !dbg !83, !tbaa !32, !noalias !58
  %19 = load i32, i32* %0, align 4, !dbg !82, !tbaa !32, !alias.scope !58
  call void @llvm.dbg.value(metadata i32* %7, metadata !73, metadata !DIExpression(DW_OP_deref)) #2, !dbg !79
  call void @llvm.dbg.value(metadata i32* %8, metadata !74, metadata !DIExpression(DW_OP_deref)) #2, !dbg !79
  call void @llvm.dbg.value(metadata i32* %9, metadata !75, metadata !DIExpression(DW_OP_deref)) #2, !dbg !79
  call void @llvm.dbg.value(metadata i32* %10, metadata !76, metadata !DIExpression(DW_OP_deref)) #2, !dbg !79
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %19, i32 34, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9, i32 1, i32 1) #2, !dbg !84, !noalias !58
  %20 = load i32, i32* %8, align 4, !dbg !83, !tbaa !32, !noalias !58
  call void @llvm.dbg.value(metadata i32 %20, metadata !74, metadata !DIExpression()) #2, !dbg !79
  %21 = icmp sgt i32 %20, %12, !dbg !83
  %22 = select i1 %21, i32 %12, i32 %20, !dbg !83
  call void @llvm.dbg.value(metadata i32 %22, metadata !74, metadata !DIExpression()) #2, !dbg !79
  store i32 %22, i32* %8, align 4, !dbg !83, !tbaa !32, !noalias !58
  %23 = load i32, i32* %7, align 4, !dbg !83, !tbaa !32, !noalias !58
  call void @llvm.dbg.value(metadata i32 %23, metadata !73, metadata !DIExpression()) #2, !dbg !79
  call void @llvm.dbg.value(metadata i32 %23, metadata !70, metadata !DIExpression()) #2, !dbg !79
  call void @llvm.dbg.value(metadata i32 %22, metadata !74, metadata !DIExpression()) #2, !dbg !79
  %24 = icmp sgt i32 %23, %22, !dbg !82
  br i1 %24, label %163, label %25, !dbg !82

25:                                               ; preds = %14
  %26 = load i32, i32* %3, align 4, !tbaa !32, !noalias !58
  %27 = icmp sgt i32 %26, 0
  %28 = load double*, double** %5, align 8, !noalias !58
  %29 = load double*, double** %4, align 8, !noalias !58
  %30 = sext i32 %26 to i64
  %31 = sext i32 %23 to i64, !dbg !82
  %32 = add nsw i32 %22, 1, !dbg !82
  %33 = zext i32 %26 to i64
  %34 = mul nsw i64 %31, %30, !dbg !82
  %35 = add i64 %34, %33, !dbg !82
  %36 = add nsw i64 %31, 1, !dbg !82
  %37 = and i64 %33, 4294967292, !dbg !82
  %38 = add nsw i64 %37, -4, !dbg !82
  %39 = lshr exact i64 %38, 2, !dbg !82
  %40 = add nuw nsw i64 %39, 1, !dbg !82
  %41 = icmp ult i32 %26, 4
  %42 = and i64 %33, 4294967292
  %43 = and i64 %40, 1
  %44 = icmp eq i64 %38, 0
  %45 = and i64 %40, 9223372036854775806
  %46 = icmp eq i64 %43, 0
  %47 = icmp eq i64 %42, %33
  %48 = and i64 %33, 1
  %49 = icmp eq i64 %48, 0
  %50 = sub nsw i64 0, %33
  br label %51, !dbg !82

51:                                               ; preds = %143, %25
  %52 = phi i64 [ %147, %143 ], [ 0, %25 ]
  %53 = phi i64 [ %144, %143 ], [ %31, %25 ]
  call void @llvm.dbg.value(metadata i64 %53, metadata !70, metadata !DIExpression()) #2, !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()) #2, !dbg !85
  %54 = mul i64 %52, %30, !dbg !86
  %55 = add i64 %34, %54, !dbg !86
  %56 = getelementptr double, double* %29, i64 %55, !dbg !86
  %57 = add i64 %35, %54, !dbg !86
  %58 = getelementptr double, double* %29, i64 %57, !dbg !86
  %59 = getelementptr double, double* %28, i64 %53, !dbg !86
  %60 = add i64 %36, %52, !dbg !86
  %61 = getelementptr double, double* %28, i64 %60, !dbg !86
  br i1 %27, label %62, label %143, !dbg !86

62:                                               ; preds = %51
  %63 = getelementptr inbounds double, double* %28, i64 %53
  %64 = mul nsw i64 %53, %30
  br i1 %41, label %130, label %65, !dbg !86

65:                                               ; preds = %62
  %66 = icmp ult double* %56, %61, !dbg !86
  %67 = icmp ult double* %59, %58, !dbg !86
  %68 = and i1 %66, %67, !dbg !86
  br i1 %68, label %130, label %69, !dbg !86

69:                                               ; preds = %65
  br i1 %44, label %110, label %70, !dbg !86

70:                                               ; preds = %69
  %71 = load double, double* %63, align 8, !tbaa !87, !alias.scope !89, !noalias !58
  %72 = insertelement <2 x double> poison, double %71, i64 0
  %73 = shufflevector <2 x double> %72, <2 x double> poison, <2 x i32> zeroinitializer
  %74 = insertelement <2 x double> poison, double %71, i64 0
  %75 = shufflevector <2 x double> %74, <2 x double> poison, <2 x i32> zeroinitializer
  %76 = load double, double* %63, align 8, !tbaa !87, !alias.scope !89, !noalias !58
  %77 = insertelement <2 x double> poison, double %76, i64 0
  %78 = shufflevector <2 x double> %77, <2 x double> poison, <2 x i32> zeroinitializer
  %79 = insertelement <2 x double> poison, double %76, i64 0
  %80 = shufflevector <2 x double> %79, <2 x double> poison, <2 x i32> zeroinitializer
  br label %81, !dbg !86

81:                                               ; preds = %81, %70
  %82 = phi i64 [ 0, %70 ], [ %107, %81 ], !dbg !92
  %83 = phi i64 [ 0, %70 ], [ %108, %81 ]
  %84 = add nsw i64 %82, %64, !dbg !92
  %85 = getelementptr inbounds double, double* %29, i64 %84, !dbg !92
  %86 = bitcast double* %85 to <2 x double>*, !dbg !94
  %87 = load <2 x double>, <2 x double>* %86, align 8, !dbg !94, !tbaa !87, !alias.scope !95, !noalias !97
  %88 = getelementptr inbounds double, double* %85, i64 2, !dbg !94
  %89 = bitcast double* %88 to <2 x double>*, !dbg !94
  %90 = load <2 x double>, <2 x double>* %89, align 8, !dbg !94, !tbaa !87, !alias.scope !95, !noalias !97
  %91 = fmul <2 x double> %73, %87, !dbg !92
  %92 = fmul <2 x double> %75, %90, !dbg !92
  %93 = bitcast double* %85 to <2 x double>*, !dbg !94
  store <2 x double> %91, <2 x double>* %93, align 8, !dbg !94, !tbaa !87, !alias.scope !95, !noalias !97
  %94 = bitcast double* %88 to <2 x double>*, !dbg !94
  store <2 x double> %92, <2 x double>* %94, align 8, !dbg !94, !tbaa !87, !alias.scope !95, !noalias !97
  %95 = or i64 %82, 4, !dbg !92
  %96 = add nsw i64 %95, %64, !dbg !92
  %97 = getelementptr inbounds double, double* %29, i64 %96, !dbg !92
  %98 = bitcast double* %97 to <2 x double>*, !dbg !94
  %99 = load <2 x double>, <2 x double>* %98, align 8, !dbg !94, !tbaa !87, !alias.scope !95, !noalias !97
  %100 = getelementptr inbounds double, double* %97, i64 2, !dbg !94
  %101 = bitcast double* %100 to <2 x double>*, !dbg !94
  %102 = load <2 x double>, <2 x double>* %101, align 8, !dbg !94, !tbaa !87, !alias.scope !95, !noalias !97
  %103 = fmul <2 x double> %78, %99, !dbg !92
  %104 = fmul <2 x double> %80, %102, !dbg !92
  %105 = bitcast double* %97 to <2 x double>*, !dbg !94
  store <2 x double> %103, <2 x double>* %105, align 8, !dbg !94, !tbaa !87, !alias.scope !95, !noalias !97
  %106 = bitcast double* %100 to <2 x double>*, !dbg !94
  store <2 x double> %104, <2 x double>* %106, align 8, !dbg !94, !tbaa !87, !alias.scope !95, !noalias !97
  %107 = add nuw i64 %82, 8, !dbg !92
  %108 = add i64 %83, 2, !dbg !92
  %109 = icmp eq i64 %108, %45, !dbg !92
  br i1 %109, label %110, label %81, !dbg !92, !llvm.loop !98

110:                                              ; preds = %81, %69
  %111 = phi i64 [ 0, %69 ], [ %107, %81 ]
  br i1 %46, label %129, label %112, !dbg !92

112:                                              ; preds = %110
  %113 = load double, double* %63, align 8, !dbg !92, !tbaa !87, !alias.scope !89, !noalias !58
  %114 = insertelement <2 x double> poison, double %113, i64 0, !dbg !92
  %115 = shufflevector <2 x double> %114, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !92
  %116 = insertelement <2 x double> poison, double %113, i64 0, !dbg !92
  %117 = shufflevector <2 x double> %116, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !92
  %118 = add nsw i64 %111, %64, !dbg !92
  %119 = getelementptr inbounds double, double* %29, i64 %118, !dbg !92
  %120 = bitcast double* %119 to <2 x double>*, !dbg !94
  %121 = load <2 x double>, <2 x double>* %120, align 8, !dbg !94, !tbaa !87, !alias.scope !95, !noalias !97
  %122 = getelementptr inbounds double, double* %119, i64 2, !dbg !94
  %123 = bitcast double* %122 to <2 x double>*, !dbg !94
  %124 = load <2 x double>, <2 x double>* %123, align 8, !dbg !94, !tbaa !87, !alias.scope !95, !noalias !97
  %125 = fmul <2 x double> %115, %121, !dbg !92
  %126 = fmul <2 x double> %117, %124, !dbg !92
  %127 = bitcast double* %119 to <2 x double>*, !dbg !94
  store <2 x double> %125, <2 x double>* %127, align 8, !dbg !94, !tbaa !87, !alias.scope !95, !noalias !97
  %128 = bitcast double* %122 to <2 x double>*, !dbg !94
  store <2 x double> %126, <2 x double>* %128, align 8, !dbg !94, !tbaa !87, !alias.scope !95, !noalias !97
  br label %129, !dbg !86

129:                                              ; preds = %110, %112
  br i1 %47, label %143, label %130, !dbg !86

130:                                              ; preds = %65, %62, %129
  %131 = phi i64 [ 0, %65 ], [ 0, %62 ], [ %42, %129 ]
  %132 = xor i64 %131, -1, !dbg !86
  br i1 %49, label %140, label %133, !dbg !86

133:                                              ; preds = %130
  call void @llvm.dbg.value(metadata i64 undef, metadata !77, metadata !DIExpression()) #2, !dbg !85
  %134 = load double, double* %63, align 8, !dbg !102, !tbaa !87, !noalias !58
  %135 = add nsw i64 %131, %64, !dbg !103
  %136 = getelementptr inbounds double, double* %29, i64 %135, !dbg !104
  %137 = load double, double* %136, align 8, !dbg !94, !tbaa !87, !noalias !58
  %138 = fmul double %134, %137, !dbg !94
  store double %138, double* %136, align 8, !dbg !94, !tbaa !87, !noalias !58
  %139 = or i64 %131, 1, !dbg !92
  call void @llvm.dbg.value(metadata i64 %139, metadata !77, metadata !DIExpression()) #2, !dbg !85
  br label %140, !dbg !86

140:                                              ; preds = %133, %130
  %141 = phi i64 [ %131, %130 ], [ %139, %133 ]
  %142 = icmp eq i64 %132, %50, !dbg !86
  br i1 %142, label %143, label %148, !dbg !86

143:                                              ; preds = %140, %148, %129, %51
  %144 = add nsw i64 %53, 1, !dbg !82
  call void @llvm.dbg.value(metadata i64 %144, metadata !70, metadata !DIExpression()) #2, !dbg !79
  call void @llvm.dbg.value(metadata i32 %22, metadata !74, metadata !DIExpression()) #2, !dbg !79
  %145 = trunc i64 %144 to i32, !dbg !82
  %146 = icmp eq i32 %32, %145, !dbg !82
  %147 = add i64 %52, 1, !dbg !82
  br i1 %146, label %163, label %51, !dbg !82, !llvm.loop !105

148:                                              ; preds = %140, %148
  %149 = phi i64 [ %161, %148 ], [ %141, %140 ]
  call void @llvm.dbg.value(metadata i64 %149, metadata !77, metadata !DIExpression()) #2, !dbg !85
  %150 = load double, double* %63, align 8, !dbg !102, !tbaa !87, !noalias !58
  %151 = add nsw i64 %149, %64, !dbg !103
  %152 = getelementptr inbounds double, double* %29, i64 %151, !dbg !104
  %153 = load double, double* %152, align 8, !dbg !94, !tbaa !87, !noalias !58
  %154 = fmul double %150, %153, !dbg !94
  store double %154, double* %152, align 8, !dbg !94, !tbaa !87, !noalias !58
  %155 = add nuw nsw i64 %149, 1, !dbg !92
  call void @llvm.dbg.value(metadata i64 %155, metadata !77, metadata !DIExpression()) #2, !dbg !85
  call void @llvm.dbg.value(metadata i64 %155, metadata !77, metadata !DIExpression()) #2, !dbg !85
  %156 = load double, double* %63, align 8, !dbg !102, !tbaa !87, !noalias !58
  %157 = add nsw i64 %155, %64, !dbg !103
  %158 = getelementptr inbounds double, double* %29, i64 %157, !dbg !104
  %159 = load double, double* %158, align 8, !dbg !94, !tbaa !87, !noalias !58
  %160 = fmul double %156, %159, !dbg !94
  store double %160, double* %158, align 8, !dbg !94, !tbaa !87, !noalias !58
  %161 = add nuw nsw i64 %149, 2, !dbg !92
  call void @llvm.dbg.value(metadata i64 %161, metadata !77, metadata !DIExpression()) #2, !dbg !85
  %162 = icmp eq i64 %161, %33, !dbg !107
  br i1 %162, label %143, label %148, !dbg !86, !llvm.loop !108

163:                                              ; preds = %143, %14
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %19) #2, !dbg !106, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !84, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !84, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !84, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #2, !dbg !84, !noalias !58
  br label %164, !dbg !84

164:                                              ; preds = %6, %163
  ret void, !dbg !61
}

; Function Attrs: nounwind
declare !callback !109 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local double @kernel_sweep(i32 noundef %0, i32 noundef %1, i32 noundef %2, double* noundef %3, double* noundef %4) local_unnamed_addr #0 !dbg !111 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !115, metadata !DIExpression()), !dbg !126
  store i32 %0, i32* %6, align 4, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %1, metadata !116, metadata !DIExpression()), !dbg !126
  store i32 %1, i32* %7, align 4, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %2, metadata !117, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double* %3, metadata !118, metadata !DIExpression()), !dbg !126
  store double* %3, double** %8, align 8, !tbaa !36
  call void @llvm.dbg.value(metadata double* %4, metadata !119, metadata !DIExpression()), !dbg !126
  store double* %4, double** %9, align 8, !tbaa !36
  %11 = bitcast double* %10 to i8*, !dbg !127
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #2, !dbg !127
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !120, metadata !DIExpression()), !dbg !126
  store double 0.000000e+00, double* %10, align 8, !dbg !128, !tbaa !87
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !129
  %12 = icmp sgt i32 %2, 0, !dbg !130
  br i1 %12, label %17, label %15, !dbg !131

13:                                               ; preds = %17
  %14 = load double, double* %10, align 8, !dbg !132, !tbaa !87
  br label %15, !dbg !132

15:                                               ; preds = %13, %5
  %16 = phi double [ %14, %13 ], [ 0.000000e+00, %5 ], !dbg !132
  call void @llvm.dbg.value(metadata double %16, metadata !120, metadata !DIExpression()), !dbg !126
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #2, !dbg !133
  ret double %16, !dbg !134

17:                                               ; preds = %5, %17
  %18 = phi i32 [ %21, %17 ], [ 0, %5 ]
  call void @llvm.dbg.value(metadata i32 %18, metadata !121, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32* %6, metadata !115, metadata !DIExpression(DW_OP_deref)), !dbg !126
  call void @llvm.dbg.value(metadata i32* %7, metadata !116, metadata !DIExpression(DW_OP_deref)), !dbg !126
  call void @llvm.dbg.value(metadata double** %8, metadata !118, metadata !DIExpression(DW_OP_deref)), !dbg !126
  call void @llvm.dbg.value(metadata double** %9, metadata !119, metadata !DIExpression(DW_OP_deref)), !dbg !126
  call void @llvm.dbg.value(metadata double* %10, metadata !120, metadata !DIExpression(DW_OP_deref)), !dbg !126
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @10, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double*)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* nonnull %6, i32* nonnull %7, double** nonnull %9, double** nonnull %8, double* nonnull %10), !dbg !135
  %19 = load double*, double** %8, align 8, !dbg !136, !tbaa !36
  call void @llvm.dbg.value(metadata double* %19, metadata !118, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double* %19, metadata !123, metadata !DIExpression()), !dbg !137
  %20 = load double*, double** %9, align 8, !dbg !138, !tbaa !36
  call void @llvm.dbg.value(metadata double* %20, metadata !119, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double* %20, metadata !118, metadata !DIExpression()), !dbg !126
  store double* %20, double** %8, align 8, !dbg !139, !tbaa !36
  call void @llvm.dbg.value(metadata double* %19, metadata !119, metadata !DIExpression()), !dbg !126
  store double* %19, double** %9, align 8, !dbg !140, !tbaa !36
  %21 = add nuw nsw i32 %18, 1, !dbg !141
  call void @llvm.dbg.value(metadata i32 %21, metadata !121, metadata !DIExpression()), !dbg !129
  %22 = icmp eq i32 %21, %2, !dbg !130
  br i1 %22, label %13, label %17, !dbg !131, !llvm.loop !142
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @.omp.reduction.reduction_func(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 !dbg !144 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !148, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i8* %1, metadata !149, metadata !DIExpression()), !dbg !150
  %3 = bitcast i8* %1 to double**, !dbg !151
  %4 = load double*, double** %3, align 8, !dbg !151
  %5 = bitcast i8* %0 to double**, !dbg !151
  %6 = load double*, double** %5, align 8, !dbg !151
  %7 = load double, double* %6, align 8, !dbg !152, !tbaa !87
  %8 = load double, double* %4, align 8, !dbg !152, !tbaa !87
  %9 = fadd double %7, %8, !dbg !153
  store double %9, double* %6, align 8, !dbg !153, !tbaa !87
  ret void, !dbg !152
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5, double* nocapture noundef nonnull align 8 dereferenceable(8) %6) #3 !dbg !154 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca [1 x i8*], align 8
  call void @llvm.dbg.value(metadata i32* %0, metadata !159, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32* %1, metadata !160, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32* %2, metadata !161, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32* %3, metadata !162, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata double** %4, metadata !163, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata double** %5, metadata !164, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata double* %6, metadata !165, metadata !DIExpression()), !dbg !166
  tail call void @llvm.experimental.noalias.scope.decl(metadata !167), !dbg !170
  %14 = bitcast [1 x i8*]* %13 to i8*, !dbg !171
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14), !dbg !171
  call void @llvm.dbg.value(metadata i32* %0, metadata !174, metadata !DIExpression()) #2, !dbg !171
  call void @llvm.dbg.value(metadata i32* undef, metadata !175, metadata !DIExpression()) #2, !dbg !171
  call void @llvm.dbg.value(metadata i32* %2, metadata !176, metadata !DIExpression()) #2, !dbg !171
  call void @llvm.dbg.value(metadata i32* %3, metadata !177, metadata !DIExpression()) #2, !dbg !171
  call void @llvm.dbg.value(metadata double** %4, metadata !178, metadata !DIExpression()) #2, !dbg !171
  call void @llvm.dbg.value(metadata double** %5, metadata !179, metadata !DIExpression()) #2, !dbg !171
  call void @llvm.dbg.value(metadata double* %6, metadata !180, metadata !DIExpression()) #2, !dbg !171
  %15 = load i32, i32* %2, align 4, !dbg !192, !tbaa !32, !noalias !167
  call void @llvm.dbg.value(metadata i32 %15, metadata !182, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #2, !dbg !171
  %16 = add nsw i32 %15, -3, !dbg !193
  call void @llvm.dbg.value(metadata i32 %16, metadata !182, metadata !DIExpression()) #2, !dbg !171
  call void @llvm.dbg.value(metadata i32 1, metadata !183, metadata !DIExpression()) #2, !dbg !171
  %17 = icmp sgt i32 %15, 2, !dbg !193
  br i1 %17, label %18, label %120, !dbg !193

18:                                               ; preds = %7
  %19 = bitcast i32* %8 to i8*, !dbg !193
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #2, !dbg !193, !noalias !167
  call void @llvm.dbg.value(metadata i32 0, metadata !184, metadata !DIExpression()) #2, !dbg !171
  store i32 0, i32* %8, align 4, !dbg !194, !tbaa !32, !noalias !167
  %20 = bitcast i32* %9 to i8*, !dbg !193
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #2, !dbg !193, !noalias !167
  call void @llvm.dbg.value(metadata i32 %16, metadata !185, metadata !DIExpression()) #2, !dbg !171
  store i32 %16, i32* %9, align 4, !dbg !194, !tbaa !32, !noalias !167
  %21 = bitcast i32* %10 to i8*, !dbg !193
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21) #2, !dbg !193, !noalias !167
  call void @llvm.dbg.value(metadata i32 1, metadata !186, metadata !DIExpression()) #2, !dbg !171
  store i32 1, i32* %10, align 4, !dbg !194, !tbaa !32, !noalias !167
  %22 = bitcast i32* %11 to i8*, !dbg !193
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %22) #2, !dbg !193, !noalias !167
  call void @llvm.dbg.value(metadata i32 0, metadata !187, metadata !DIExpression()) #2, !dbg !171
  store i32 0, i32* %11, align 4, !dbg !194, !tbaa !32, !noalias !167
  %23 = bitcast double* %12 to i8*, !dbg !193
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #2, !dbg !193, !noalias !167
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !188, metadata !DIExpression()) #2, !dbg !171
  store double 0.000000e+00, double* %12, align 8, !dbg !195, !tbaa !87, !noalias !167
  %24 = load i32, i32* %0, align 4, !dbg !193, !tbaa !32, !alias.scope !167
  call void @llvm.dbg.value(metadata i32* %8, metadata !184, metadata !DIExpression(DW_OP_deref)) #2, !dbg !171
  call void @llvm.dbg.value(metadata i32* %9, metadata !185, metadata !DIExpression(DW_OP_deref)) #2, !dbg !171
  call void @llvm.dbg.value(metadata i32* %10, metadata !186, metadata !DIExpression(DW_OP_deref)) #2, !dbg !171
  call void @llvm.dbg.value(metadata i32* %11, metadata !187, metadata !DIExpression(DW_OP_deref)) #2, !dbg !171
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %24, i32 34, i32* nonnull %11, i32* nonnull %8, i32* nonnull %9, i32* nonnull %10, i32 1, i32 1) #2, !dbg !196, !noalias !167
  %25 = load i32, i32* %9, align 4, !dbg !194, !tbaa !32, !noalias !167
  call void @llvm.dbg.value(metadata i32 %25, metadata !185, metadata !DIExpression()) #2, !dbg !171
  %26 = icmp sgt i32 %25, %16, !dbg !194
  %27 = select i1 %26, i32 %16, i32 %25, !dbg !194
  call void @llvm.dbg.value(metadata i32 %27, metadata !185, metadata !DIExpression()) #2, !dbg !171
  store i32 %27, i32* %9, align 4, !dbg !194, !tbaa !32, !noalias !167
  %28 = load i32, i32* %8, align 4, !dbg !194, !tbaa !32, !noalias !167
  call void @llvm.dbg.value(metadata i32 %28, metadata !184, metadata !DIExpression()) #2, !dbg !171
  call void @llvm.dbg.value(metadata i32 %28, metadata !181, metadata !DIExpression()) #2, !dbg !171
  call void @llvm.dbg.value(metadata i32 %27, metadata !185, metadata !DIExpression()) #2, !dbg !171
  %29 = icmp sgt i32 %28, %27, !dbg !193
  br i1 %29, label %100, label %30, !dbg !193

30:                                               ; preds = %18
  %31 = load i32, i32* %3, align 4, !tbaa !32, !noalias !167
  %32 = icmp sgt i32 %31, 0
  %33 = load double*, double** %5, align 8, !noalias !167
  %34 = sext i32 %31 to i64
  %35 = load double*, double** %4, align 8, !noalias !167
  %36 = sext i32 %28 to i64, !dbg !193
  %37 = add nsw i32 %27, 1, !dbg !193
  %38 = zext i32 %31 to i64
  %39 = and i64 %38, 1
  %40 = icmp eq i32 %31, 1
  %41 = and i64 %38, 4294967294
  %42 = icmp eq i64 %39, 0
  br label %61, !dbg !193

43:                                               ; preds = %69, %64
  %44 = phi i64 [ 0, %64 ], [ %97, %69 ]
  br i1 %42, label %58, label %45, !dbg !197

45:                                               ; preds = %43
  call void @llvm.dbg.value(metadata i64 %44, metadata !189, metadata !DIExpression()) #2, !dbg !198
  %46 = add nsw i64 %44, %65, !dbg !199
  %47 = getelementptr inbounds double, double* %33, i64 %46, !dbg !202
  %48 = load double, double* %47, align 8, !dbg !202, !tbaa !87, !noalias !167
  %49 = add nsw i64 %44, %67, !dbg !203
  %50 = getelementptr inbounds double, double* %33, i64 %49, !dbg !204
  %51 = load double, double* %50, align 8, !dbg !204, !tbaa !87, !noalias !167
  %52 = fadd double %48, %51, !dbg !205
  %53 = fmul double %52, 5.000000e-01, !dbg !206
  %54 = add nsw i64 %44, %68, !dbg !207
  %55 = getelementptr inbounds double, double* %35, i64 %54, !dbg !208
  store double %53, double* %55, align 8, !dbg !209, !tbaa !87, !noalias !167
  %56 = load double, double* %12, align 8, !dbg !210, !tbaa !87, !noalias !167
  call void @llvm.dbg.value(metadata double %56, metadata !188, metadata !DIExpression()) #2, !dbg !171
  %57 = fadd double %53, %56, !dbg !210
  call void @llvm.dbg.value(metadata double %57, metadata !188, metadata !DIExpression()) #2, !dbg !171
  store double %57, double* %12, align 8, !dbg !210, !tbaa !87, !noalias !167
  call void @llvm.dbg.value(metadata i64 %44, metadata !189, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !198
  br label %58, !dbg !193

58:                                               ; preds = %45, %43, %61
  call void @llvm.dbg.value(metadata i64 %63, metadata !181, metadata !DIExpression()) #2, !dbg !171
  call void @llvm.dbg.value(metadata i32 %27, metadata !185, metadata !DIExpression()) #2, !dbg !171
  %59 = trunc i64 %63 to i32, !dbg !193
  %60 = icmp eq i32 %37, %59, !dbg !193
  br i1 %60, label %100, label %61, !dbg !193, !llvm.loop !211

61:                                               ; preds = %58, %30
  %62 = phi i64 [ %36, %30 ], [ %63, %58 ]
  call void @llvm.dbg.value(metadata i64 %62, metadata !181, metadata !DIExpression()) #2, !dbg !171
  %63 = add nsw i64 %62, 1, !dbg !213
  call void @llvm.dbg.value(metadata i64 %63, metadata !183, metadata !DIExpression()) #2, !dbg !171
  call void @llvm.dbg.value(metadata i32 0, metadata !189, metadata !DIExpression()) #2, !dbg !198
  br i1 %32, label %64, label %58, !dbg !197

64:                                               ; preds = %61
  %65 = mul nsw i64 %62, %34
  %66 = add nsw i64 %62, 2
  %67 = mul nsw i64 %66, %34
  %68 = mul nsw i64 %63, %34
  br i1 %40, label %43, label %69, !dbg !197

69:                                               ; preds = %64, %69
  %70 = phi i64 [ %97, %69 ], [ 0, %64 ]
  %71 = phi i64 [ %98, %69 ], [ 0, %64 ]
  call void @llvm.dbg.value(metadata i64 %70, metadata !189, metadata !DIExpression()) #2, !dbg !198
  %72 = add nsw i64 %70, %65, !dbg !199
  %73 = getelementptr inbounds double, double* %33, i64 %72, !dbg !202
  %74 = load double, double* %73, align 8, !dbg !202, !tbaa !87, !noalias !167
  %75 = add nsw i64 %70, %67, !dbg !203
  %76 = getelementptr inbounds double, double* %33, i64 %75, !dbg !204
  %77 = load double, double* %76, align 8, !dbg !204, !tbaa !87, !noalias !167
  %78 = fadd double %74, %77, !dbg !205
  %79 = fmul double %78, 5.000000e-01, !dbg !206
  %80 = add nsw i64 %70, %68, !dbg !207
  %81 = getelementptr inbounds double, double* %35, i64 %80, !dbg !208
  store double %79, double* %81, align 8, !dbg !209, !tbaa !87, !noalias !167
  %82 = load double, double* %12, align 8, !dbg !210, !tbaa !87, !noalias !167
  call void @llvm.dbg.value(metadata double %82, metadata !188, metadata !DIExpression()) #2, !dbg !171
  %83 = fadd double %79, %82, !dbg !210
  call void @llvm.dbg.value(metadata double %83, metadata !188, metadata !DIExpression()) #2, !dbg !171
  store double %83, double* %12, align 8, !dbg !210, !tbaa !87, !noalias !167
  %84 = or i64 %70, 1, !dbg !214
  call void @llvm.dbg.value(metadata i64 %84, metadata !189, metadata !DIExpression()) #2, !dbg !198
  call void @llvm.dbg.value(metadata i64 %84, metadata !189, metadata !DIExpression()) #2, !dbg !198
  %85 = add nsw i64 %84, %65, !dbg !199
  %86 = getelementptr inbounds double, double* %33, i64 %85, !dbg !202
  %87 = load double, double* %86, align 8, !dbg !202, !tbaa !87, !noalias !167
  %88 = add nsw i64 %84, %67, !dbg !203
  %89 = getelementptr inbounds double, double* %33, i64 %88, !dbg !204
  %90 = load double, double* %89, align 8, !dbg !204, !tbaa !87, !noalias !167
  %91 = fadd double %87, %90, !dbg !205
  %92 = fmul double %91, 5.000000e-01, !dbg !206
  %93 = add nsw i64 %84, %68, !dbg !207
  %94 = getelementptr inbounds double, double* %35, i64 %93, !dbg !208
  store double %92, double* %94, align 8, !dbg !209, !tbaa !87, !noalias !167
  %95 = load double, double* %12, align 8, !dbg !210, !tbaa !87, !noalias !167
  call void @llvm.dbg.value(metadata double %95, metadata !188, metadata !DIExpression()) #2, !dbg !171
  %96 = fadd double %92, %95, !dbg !210
  call void @llvm.dbg.value(metadata double %96, metadata !188, metadata !DIExpression()) #2, !dbg !171
  store double %96, double* %12, align 8, !dbg !210, !tbaa !87, !noalias !167
  %97 = add nuw nsw i64 %70, 2, !dbg !214
  call void @llvm.dbg.value(metadata i64 %97, metadata !189, metadata !DIExpression()) #2, !dbg !198
  %98 = add i64 %71, 2, !dbg !197
  %99 = icmp eq i64 %98, %41, !dbg !197
  br i1 %99, label %43, label %69, !dbg !197, !llvm.loop !215

100:                                              ; preds = %58, %18
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %24) #2, !dbg !212, !noalias !167
  %101 = bitcast [1 x i8*]* %13 to double**, !dbg !196
  store double* %12, double** %101, align 8, !dbg !196, !noalias !167
  %102 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* nonnull @9, i32 %24, i32 1, i64 8, i8* nonnull %14, void (i8*, i8*)* nonnull @.omp.reduction.reduction_func, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #2, !dbg !196, !noalias !167
  switch i32 %102, label %119 [
    i32 1, label %103
    i32 2, label %107
  ], !dbg !196

103:                                              ; preds = %100
  %104 = load double, double* %6, align 8, !dbg !195, !tbaa !87, !noalias !167
  %105 = load double, double* %12, align 8, !dbg !195, !tbaa !87, !noalias !167
  call void @llvm.dbg.value(metadata double %105, metadata !188, metadata !DIExpression()) #2, !dbg !171
  %106 = fadd double %104, %105, !dbg !217
  store double %106, double* %6, align 8, !dbg !217, !tbaa !87, !noalias !167
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* nonnull @9, i32 %24, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #2, !dbg !196, !noalias !167
  br label %119, !dbg !196

107:                                              ; preds = %100
  %108 = bitcast double* %6 to i64*, !dbg !196
  %109 = load atomic i64, i64* %108 monotonic, align 8, !dbg !196, !tbaa !87, !noalias !167
  %110 = load double, double* %12, align 8, !tbaa !87, !noalias !167
  br label %111, !dbg !196

111:                                              ; preds = %111, %107
  %112 = phi i64 [ %109, %107 ], [ %117, %111 ], !dbg !196
  %113 = bitcast i64 %112 to double, !dbg !196
  call void @llvm.dbg.value(metadata double %110, metadata !188, metadata !DIExpression()) #2, !dbg !171
  %114 = fadd double %110, %113, !dbg !217
  %115 = bitcast double %114 to i64, !dbg !196
  %116 = cmpxchg i64* %108, i64 %112, i64 %115 monotonic monotonic, align 8, !dbg !196, !noalias !167
  %117 = extractvalue { i64, i1 } %116, 0, !dbg !196
  %118 = extractvalue { i64, i1 } %116, 1, !dbg !196
  br i1 %118, label %119, label %111, !dbg !196

119:                                              ; preds = %111, %103, %100
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #2, !dbg !196, !noalias !167
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %22) #2, !dbg !196, !noalias !167
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %21) #2, !dbg !196, !noalias !167
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #2, !dbg !196, !noalias !167
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !196, !noalias !167
  br label %120, !dbg !196

120:                                              ; preds = %7, %119
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14), !dbg !218
  ret void, !dbg !170
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !219 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !223, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i8** %1, metadata !224, metadata !DIExpression()), !dbg !238
  %12 = icmp sgt i32 %0, 1, !dbg !239
  br i1 %12, label %13, label %30, !dbg !240

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !241
  %15 = load i8*, i8** %14, align 8, !dbg !241, !tbaa !36
  call void @llvm.dbg.value(metadata i8* %15, metadata !242, metadata !DIExpression()) #2, !dbg !250
  %16 = tail call i64 @strtol(i8* nocapture noundef nonnull %15, i8** noundef null, i32 noundef 10) #2, !dbg !252
  %17 = trunc i64 %16 to i32, !dbg !253
  call void @llvm.dbg.value(metadata i32 %17, metadata !225, metadata !DIExpression()), !dbg !238
  %18 = icmp eq i32 %0, 2, !dbg !254
  br i1 %18, label %30, label %19, !dbg !255

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !256
  %21 = load i8*, i8** %20, align 8, !dbg !256, !tbaa !36
  call void @llvm.dbg.value(metadata i8* %21, metadata !242, metadata !DIExpression()) #2, !dbg !257
  %22 = tail call i64 @strtol(i8* nocapture noundef nonnull %21, i8** noundef null, i32 noundef 10) #2, !dbg !259
  %23 = trunc i64 %22 to i32, !dbg !260
  call void @llvm.dbg.value(metadata i32 %23, metadata !226, metadata !DIExpression()), !dbg !238
  %24 = icmp ugt i32 %0, 3, !dbg !261
  br i1 %24, label %25, label %30, !dbg !262

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !263
  %27 = load i8*, i8** %26, align 8, !dbg !263, !tbaa !36
  call void @llvm.dbg.value(metadata i8* %27, metadata !242, metadata !DIExpression()) #2, !dbg !264
  %28 = tail call i64 @strtol(i8* nocapture noundef nonnull %27, i8** noundef null, i32 noundef 10) #2, !dbg !266
  %29 = trunc i64 %28 to i32, !dbg !267
  br label %30, !dbg !262

30:                                               ; preds = %2, %13, %19, %25
  %31 = phi i32 [ %23, %25 ], [ %23, %19 ], [ 100, %13 ], [ 100, %2 ]
  %32 = phi i32 [ %17, %25 ], [ %17, %19 ], [ %17, %13 ], [ 120, %2 ]
  %33 = phi i32 [ %29, %25 ], [ 4, %19 ], [ 4, %13 ], [ 4, %2 ], !dbg !262
  call void @llvm.dbg.value(metadata i32 %33, metadata !227, metadata !DIExpression()), !dbg !238
  %34 = sext i32 %32 to i64, !dbg !268
  %35 = shl nsw i64 %34, 3, !dbg !269
  %36 = sext i32 %31 to i64, !dbg !270
  %37 = mul i64 %35, %36, !dbg !271
  %38 = tail call noalias i8* @malloc(i64 noundef %37) #2, !dbg !272
  %39 = bitcast i8* %38 to double*, !dbg !272
  call void @llvm.dbg.value(metadata double* %39, metadata !228, metadata !DIExpression()), !dbg !238
  %40 = tail call noalias i8* @malloc(i64 noundef %37) #2, !dbg !273
  %41 = bitcast i8* %40 to double*, !dbg !273
  call void @llvm.dbg.value(metadata double* %41, metadata !229, metadata !DIExpression()), !dbg !238
  %42 = tail call noalias i8* @malloc(i64 noundef %35) #2, !dbg !274
  %43 = bitcast i8* %42 to double*, !dbg !274
  call void @llvm.dbg.value(metadata double* %43, metadata !230, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i32 0, metadata !231, metadata !DIExpression()), !dbg !275
  %44 = icmp sgt i32 %32, 0, !dbg !276
  br i1 %44, label %45, label %52, !dbg !277

45:                                               ; preds = %30
  %46 = icmp sgt i32 %31, 0
  %47 = zext i32 %32 to i64, !dbg !276
  %48 = zext i32 %31 to i64
  %49 = icmp ult i32 %31, 4
  %50 = and i64 %48, 4294967292
  %51 = icmp eq i64 %50, %48
  br label %79, !dbg !277

52:                                               ; preds = %120, %30
  %53 = bitcast i32* %8 to i8*, !dbg !278
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %53), !dbg !278
  %54 = bitcast i32* %9 to i8*, !dbg !278
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %54), !dbg !278
  %55 = bitcast double** %10 to i8*, !dbg !278
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %55), !dbg !278
  %56 = bitcast double** %11 to i8*, !dbg !278
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %56), !dbg !278
  call void @llvm.dbg.value(metadata i32 %17, metadata !27, metadata !DIExpression()) #2, !dbg !278
  store i32 %32, i32* %8, align 4, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %23, metadata !28, metadata !DIExpression()) #2, !dbg !278
  store i32 %31, i32* %9, align 4, !tbaa !32
  call void @llvm.dbg.value(metadata double* %39, metadata !29, metadata !DIExpression()) #2, !dbg !278
  %57 = bitcast double** %10 to i8**
  store i8* %38, i8** %57, align 8, !tbaa !36
  call void @llvm.dbg.value(metadata double* %43, metadata !30, metadata !DIExpression()) #2, !dbg !278
  %58 = bitcast double** %11 to i8**
  store i8* %42, i8** %58, align 8, !tbaa !36
  call void @llvm.dbg.value(metadata i32* %8, metadata !27, metadata !DIExpression(DW_OP_deref)) #2, !dbg !278
  call void @llvm.dbg.value(metadata i32* %9, metadata !28, metadata !DIExpression(DW_OP_deref)) #2, !dbg !278
  call void @llvm.dbg.value(metadata double** %10, metadata !29, metadata !DIExpression(DW_OP_deref)) #2, !dbg !278
  call void @llvm.dbg.value(metadata double** %11, metadata !30, metadata !DIExpression(DW_OP_deref)) #2, !dbg !278
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %8, i32* nonnull %9, double** nonnull %10, double** nonnull %11) #2, !dbg !280
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %53), !dbg !281
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %54), !dbg !281
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %55), !dbg !281
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %56), !dbg !281
  %59 = bitcast i32* %3 to i8*, !dbg !282
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %59), !dbg !282
  %60 = bitcast i32* %4 to i8*, !dbg !282
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %60), !dbg !282
  %61 = bitcast double** %5 to i8*, !dbg !282
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %61), !dbg !282
  %62 = bitcast double** %6 to i8*, !dbg !282
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %62), !dbg !282
  call void @llvm.dbg.value(metadata i32 %17, metadata !115, metadata !DIExpression()) #2, !dbg !282
  store i32 %32, i32* %3, align 4, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %23, metadata !116, metadata !DIExpression()) #2, !dbg !282
  store i32 %31, i32* %4, align 4, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %33, metadata !117, metadata !DIExpression()) #2, !dbg !282
  call void @llvm.dbg.value(metadata double* %39, metadata !118, metadata !DIExpression()) #2, !dbg !282
  %63 = bitcast double** %5 to i8**
  store i8* %38, i8** %63, align 8, !tbaa !36
  call void @llvm.dbg.value(metadata double* %41, metadata !119, metadata !DIExpression()) #2, !dbg !282
  %64 = bitcast double** %6 to i8**
  store i8* %40, i8** %64, align 8, !tbaa !36
  %65 = bitcast double* %7 to i8*, !dbg !284
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %65) #2, !dbg !284
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !120, metadata !DIExpression()) #2, !dbg !282
  store double 0.000000e+00, double* %7, align 8, !dbg !285, !tbaa !87
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()) #2, !dbg !286
  %66 = icmp sgt i32 %33, 0, !dbg !287
  br i1 %66, label %69, label %75, !dbg !288

67:                                               ; preds = %69
  %68 = load double, double* %7, align 8, !dbg !289, !tbaa !87
  br label %75, !dbg !289

69:                                               ; preds = %52, %69
  %70 = phi i32 [ %73, %69 ], [ 0, %52 ]
  call void @llvm.dbg.value(metadata i32 %70, metadata !121, metadata !DIExpression()) #2, !dbg !286
  call void @llvm.dbg.value(metadata i32* %3, metadata !115, metadata !DIExpression(DW_OP_deref)) #2, !dbg !282
  call void @llvm.dbg.value(metadata i32* %4, metadata !116, metadata !DIExpression(DW_OP_deref)) #2, !dbg !282
  call void @llvm.dbg.value(metadata double** %5, metadata !118, metadata !DIExpression(DW_OP_deref)) #2, !dbg !282
  call void @llvm.dbg.value(metadata double** %6, metadata !119, metadata !DIExpression(DW_OP_deref)) #2, !dbg !282
  call void @llvm.dbg.value(metadata double* %7, metadata !120, metadata !DIExpression(DW_OP_deref)) #2, !dbg !282
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @10, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double*)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* nonnull %3, i32* nonnull %4, double** nonnull %6, double** nonnull %5, double* nonnull %7) #2, !dbg !290
  %71 = load double*, double** %5, align 8, !dbg !291, !tbaa !36
  call void @llvm.dbg.value(metadata double* %71, metadata !118, metadata !DIExpression()) #2, !dbg !282
  call void @llvm.dbg.value(metadata double* %71, metadata !123, metadata !DIExpression()) #2, !dbg !292
  %72 = load double*, double** %6, align 8, !dbg !293, !tbaa !36
  call void @llvm.dbg.value(metadata double* %72, metadata !119, metadata !DIExpression()) #2, !dbg !282
  call void @llvm.dbg.value(metadata double* %72, metadata !118, metadata !DIExpression()) #2, !dbg !282
  store double* %72, double** %5, align 8, !dbg !294, !tbaa !36
  call void @llvm.dbg.value(metadata double* %71, metadata !119, metadata !DIExpression()) #2, !dbg !282
  store double* %71, double** %6, align 8, !dbg !295, !tbaa !36
  %73 = add nuw nsw i32 %70, 1, !dbg !296
  call void @llvm.dbg.value(metadata i32 %73, metadata !121, metadata !DIExpression()) #2, !dbg !286
  %74 = icmp eq i32 %73, %33, !dbg !287
  br i1 %74, label %67, label %69, !dbg !288, !llvm.loop !297

75:                                               ; preds = %52, %67
  %76 = phi double [ %68, %67 ], [ 0.000000e+00, %52 ], !dbg !289
  call void @llvm.dbg.value(metadata double %76, metadata !120, metadata !DIExpression()) #2, !dbg !282
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %65) #2, !dbg !299
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %59), !dbg !300
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %60), !dbg !300
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %61), !dbg !300
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %62), !dbg !300
  call void @llvm.dbg.value(metadata double %76, metadata !237, metadata !DIExpression()), !dbg !238
  %77 = call i32 @omp_get_max_threads(), !dbg !301
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %77, double noundef %76), !dbg !302
  call void @free(i8* noundef %38) #2, !dbg !303
  call void @free(i8* noundef %40) #2, !dbg !304
  call void @free(i8* noundef %42) #2, !dbg !305
  ret i32 0, !dbg !306

79:                                               ; preds = %45, %120
  %80 = phi i64 [ 0, %45 ], [ %121, %120 ]
  call void @llvm.dbg.value(metadata i64 %80, metadata !231, metadata !DIExpression()), !dbg !275
  %81 = trunc i64 %80 to i32, !dbg !307
  %82 = urem i32 %81, 3, !dbg !307
  %83 = add nuw nsw i32 %82, 1, !dbg !308
  %84 = sitofp i32 %83 to double, !dbg !308
  %85 = getelementptr inbounds double, double* %43, i64 %80, !dbg !309
  store double %84, double* %85, align 8, !dbg !310, !tbaa !87
  call void @llvm.dbg.value(metadata i32 0, metadata !233, metadata !DIExpression()), !dbg !311
  br i1 %46, label %86, label %120, !dbg !312

86:                                               ; preds = %79
  %87 = mul nsw i64 %80, %36
  br i1 %49, label %118, label %88, !dbg !312

88:                                               ; preds = %86
  %89 = insertelement <2 x i64> poison, i64 %80, i64 0, !dbg !312
  %90 = shufflevector <2 x i64> %89, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !312
  %91 = add nuw i64 %80, 2
  %92 = insertelement <2 x i64> poison, i64 %91, i64 0
  %93 = shufflevector <2 x i64> %92, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %94, !dbg !312

94:                                               ; preds = %94, %88
  %95 = phi i64 [ 0, %88 ], [ %114, %94 ], !dbg !313
  %96 = phi <2 x i64> [ <i64 0, i64 1>, %88 ], [ %115, %94 ]
  %97 = add nuw nsw <2 x i64> %96, %90, !dbg !315
  %98 = add <2 x i64> %93, %96, !dbg !315
  %99 = trunc <2 x i64> %97 to <2 x i32>, !dbg !316
  %100 = trunc <2 x i64> %98 to <2 x i32>, !dbg !316
  %101 = urem <2 x i32> %99, <i32 5, i32 5>, !dbg !316
  %102 = urem <2 x i32> %100, <i32 5, i32 5>, !dbg !316
  %103 = sitofp <2 x i32> %101 to <2 x double>, !dbg !317
  %104 = sitofp <2 x i32> %102 to <2 x double>, !dbg !317
  %105 = add nsw i64 %87, %95, !dbg !313
  %106 = getelementptr inbounds double, double* %41, i64 %105, !dbg !313
  %107 = bitcast double* %106 to <2 x double>*, !dbg !318
  store <2 x double> %103, <2 x double>* %107, align 8, !dbg !318, !tbaa !87
  %108 = getelementptr inbounds double, double* %106, i64 2, !dbg !318
  %109 = bitcast double* %108 to <2 x double>*, !dbg !318
  store <2 x double> %104, <2 x double>* %109, align 8, !dbg !318, !tbaa !87
  %110 = getelementptr inbounds double, double* %39, i64 %105, !dbg !313
  %111 = bitcast double* %110 to <2 x double>*, !dbg !319
  store <2 x double> %103, <2 x double>* %111, align 8, !dbg !319, !tbaa !87
  %112 = getelementptr inbounds double, double* %110, i64 2, !dbg !319
  %113 = bitcast double* %112 to <2 x double>*, !dbg !319
  store <2 x double> %104, <2 x double>* %113, align 8, !dbg !319, !tbaa !87
  %114 = add nuw i64 %95, 4, !dbg !313
  %115 = add <2 x i64> %96, <i64 4, i64 4>
  %116 = icmp eq i64 %114, %50, !dbg !313
  br i1 %116, label %117, label %94, !dbg !313, !llvm.loop !320

117:                                              ; preds = %94
  br i1 %51, label %120, label %118, !dbg !312

118:                                              ; preds = %86, %117
  %119 = phi i64 [ 0, %86 ], [ %50, %117 ]
  br label %123, !dbg !312

120:                                              ; preds = %123, %117, %79
  %121 = add nuw nsw i64 %80, 1, !dbg !322
  call void @llvm.dbg.value(metadata i64 %121, metadata !231, metadata !DIExpression()), !dbg !275
  %122 = icmp eq i64 %121, %47, !dbg !276
  br i1 %122, label %52, label %79, !dbg !277, !llvm.loop !323

123:                                              ; preds = %118, %123
  %124 = phi i64 [ %132, %123 ], [ %119, %118 ]
  call void @llvm.dbg.value(metadata i64 %124, metadata !233, metadata !DIExpression()), !dbg !311
  %125 = add nuw nsw i64 %124, %80, !dbg !315
  %126 = trunc i64 %125 to i32, !dbg !316
  %127 = urem i32 %126, 5, !dbg !316
  %128 = sitofp i32 %127 to double, !dbg !317
  %129 = add nsw i64 %87, %124, !dbg !325
  %130 = getelementptr inbounds double, double* %41, i64 %129, !dbg !326
  store double %128, double* %130, align 8, !dbg !318, !tbaa !87
  %131 = getelementptr inbounds double, double* %39, i64 %129, !dbg !327
  store double %128, double* %131, align 8, !dbg !319, !tbaa !87
  %132 = add nuw nsw i64 %124, 1, !dbg !313
  call void @llvm.dbg.value(metadata i64 %132, metadata !233, metadata !DIExpression()), !dbg !311
  %133 = icmp eq i64 %132, %48, !dbg !328
  br i1 %133, label %120, label %123, !dbg !312, !llvm.loop !329
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nounwind
declare !dbg !331 i32 @omp_get_max_threads() local_unnamed_addr #8

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #11

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #12

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }
attributes #3 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #12 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_kernel_copy.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6e39cfeb604444cd294ef5d7fa0e2f42")
!2 = !{!3, !6, !7, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"openmp", i32 50}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel_scale_rows", scope: !1, file: !1, line: 10, type: !20, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !6, !6, !22, !24}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!26 = !{!27, !28, !29, !30}
!27 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !1, line: 10, type: !6)
!28 = !DILocalVariable(name: "m", arg: 2, scope: !19, file: !1, line: 10, type: !6)
!29 = !DILocalVariable(name: "A", arg: 3, scope: !19, file: !1, line: 10, type: !22)
!30 = !DILocalVariable(name: "s", arg: 4, scope: !19, file: !1, line: 10, type: !24)
!31 = !DILocation(line: 0, scope: !19)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !{!37, !37, i64 0}
!37 = !{!"any pointer", !34, i64 0}
!38 = !DILocation(line: 12, column: 1, scope: !19)
!39 = !DILocation(line: 16, column: 1, scope: !19)
!40 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 12, type: !41, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !50)
!41 = !DISubroutineType(types: !42)
!42 = !{null, !43, !43, !47, !47, !48, !49}
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!47 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !24, size: 64)
!50 = !{!51, !52, !53, !54, !55, !56}
!51 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !40, type: !43, flags: DIFlagArtificial)
!52 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !40, type: !43, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: "n", arg: 3, scope: !40, type: !47, flags: DIFlagArtificial)
!54 = !DILocalVariable(name: "m", arg: 4, scope: !40, type: !47, flags: DIFlagArtificial)
!55 = !DILocalVariable(name: "A", arg: 5, scope: !40, type: !48, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: "s", arg: 6, scope: !40, type: !49, flags: DIFlagArtificial)
!57 = !DILocation(line: 0, scope: !40)
!58 = !{!59}
!59 = distinct !{!59, !60, !".omp_outlined._debug__: argument 0"}
!60 = distinct !{!60, !".omp_outlined._debug__"}
!61 = !DILocation(line: 12, column: 1, scope: !40)
!62 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !63, type: !43, flags: DIFlagArtificial)
!63 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 13, type: !41, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !64)
!64 = !{!62, !65, !66, !67, !68, !69, !70, !71, !71, !72, !73, !74, !75, !76, !72, !77}
!65 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !63, type: !43, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: "n", arg: 3, scope: !63, file: !1, line: 10, type: !47)
!67 = !DILocalVariable(name: "m", arg: 4, scope: !63, file: !1, line: 10, type: !47)
!68 = !DILocalVariable(name: "A", arg: 5, scope: !63, file: !1, line: 10, type: !48)
!69 = !DILocalVariable(name: "s", arg: 6, scope: !63, file: !1, line: 10, type: !49)
!70 = !DILocalVariable(name: ".omp.iv", scope: !63, type: !6, flags: DIFlagArtificial)
!71 = !DILocalVariable(name: ".capture_expr.", scope: !63, type: !6, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: "i", scope: !63, type: !6, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: ".omp.lb", scope: !63, type: !6, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: ".omp.ub", scope: !63, type: !6, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: ".omp.stride", scope: !63, type: !6, flags: DIFlagArtificial)
!76 = !DILocalVariable(name: ".omp.is_last", scope: !63, type: !6, flags: DIFlagArtificial)
!77 = !DILocalVariable(name: "j", scope: !78, file: !1, line: 14, type: !6)
!78 = distinct !DILexicalBlock(scope: !63, file: !1, line: 14, column: 5)
!79 = !DILocation(line: 0, scope: !63, inlinedAt: !80)
!80 = distinct !DILocation(line: 12, column: 1, scope: !40)
!81 = !DILocation(line: 13, column: 23, scope: !63, inlinedAt: !80)
!82 = !DILocation(line: 13, column: 3, scope: !63, inlinedAt: !80)
!83 = !DILocation(line: 13, column: 8, scope: !63, inlinedAt: !80)
!84 = !DILocation(line: 12, column: 1, scope: !63, inlinedAt: !80)
!85 = !DILocation(line: 0, scope: !78, inlinedAt: !80)
!86 = !DILocation(line: 14, column: 5, scope: !78, inlinedAt: !80)
!87 = !{!88, !88, i64 0}
!88 = !{!"double", !34, i64 0}
!89 = !{!90}
!90 = distinct !{!90, !91}
!91 = distinct !{!91, !"LVerDomain"}
!92 = !DILocation(line: 14, column: 29, scope: !93, inlinedAt: !80)
!93 = distinct !DILexicalBlock(scope: !78, file: !1, line: 14, column: 5)
!94 = !DILocation(line: 15, column: 28, scope: !93, inlinedAt: !80)
!95 = !{!96}
!96 = distinct !{!96, !91}
!97 = !{!59, !90}
!98 = distinct !{!98, !86, !99, !100, !101}
!99 = !DILocation(line: 15, column: 34, scope: !78, inlinedAt: !80)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !{!"llvm.loop.isvectorized", i32 1}
!102 = !DILocation(line: 15, column: 31, scope: !93, inlinedAt: !80)
!103 = !DILocation(line: 15, column: 23, scope: !93, inlinedAt: !80)
!104 = !DILocation(line: 15, column: 7, scope: !93, inlinedAt: !80)
!105 = distinct !{!105, !84, !106}
!106 = !DILocation(line: 12, column: 42, scope: !63, inlinedAt: !80)
!107 = !DILocation(line: 14, column: 23, scope: !93, inlinedAt: !80)
!108 = distinct !{!108, !86, !99, !100, !101}
!109 = !{!110}
!110 = !{i64 2, i64 -1, i64 -1, i1 true}
!111 = distinct !DISubprogram(name: "kernel_sweep", scope: !1, file: !1, line: 18, type: !112, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!23, !6, !6, !6, !22, !22}
!114 = !{!115, !116, !117, !118, !119, !120, !121, !123}
!115 = !DILocalVariable(name: "n", arg: 1, scope: !111, file: !1, line: 18, type: !6)
!116 = !DILocalVariable(name: "m", arg: 2, scope: !111, file: !1, line: 18, type: !6)
!117 = !DILocalVariable(name: "reps", arg: 3, scope: !111, file: !1, line: 18, type: !6)
!118 = !DILocalVariable(name: "A", arg: 4, scope: !111, file: !1, line: 18, type: !22)
!119 = !DILocalVariable(name: "B", arg: 5, scope: !111, file: !1, line: 18, type: !22)
!120 = !DILocalVariable(name: "total", scope: !111, file: !1, line: 20, type: !23)
!121 = !DILocalVariable(name: "r", scope: !122, file: !1, line: 21, type: !6)
!122 = distinct !DILexicalBlock(scope: !111, file: !1, line: 21, column: 3)
!123 = !DILocalVariable(name: "t", scope: !124, file: !1, line: 28, type: !22)
!124 = distinct !DILexicalBlock(scope: !125, file: !1, line: 21, column: 34)
!125 = distinct !DILexicalBlock(scope: !122, file: !1, line: 21, column: 3)
!126 = !DILocation(line: 0, scope: !111)
!127 = !DILocation(line: 20, column: 3, scope: !111)
!128 = !DILocation(line: 20, column: 10, scope: !111)
!129 = !DILocation(line: 0, scope: !122)
!130 = !DILocation(line: 21, column: 21, scope: !125)
!131 = !DILocation(line: 21, column: 3, scope: !122)
!132 = !DILocation(line: 32, column: 10, scope: !111)
!133 = !DILocation(line: 33, column: 1, scope: !111)
!134 = !DILocation(line: 32, column: 3, scope: !111)
!135 = !DILocation(line: 22, column: 1, scope: !124)
!136 = !DILocation(line: 28, column: 17, scope: !124)
!137 = !DILocation(line: 0, scope: !124)
!138 = !DILocation(line: 29, column: 9, scope: !124)
!139 = !DILocation(line: 29, column: 7, scope: !124)
!140 = !DILocation(line: 30, column: 7, scope: !124)
!141 = !DILocation(line: 21, column: 30, scope: !125)
!142 = distinct !{!142, !131, !143, !100}
!143 = !DILocation(line: 31, column: 3, scope: !122)
!144 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !1, file: !1, line: 22, type: !145, scopeLine: 22, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{}
!147 = !{!148, !149}
!148 = !DILocalVariable(arg: 1, scope: !144, type: !10, flags: DIFlagArtificial)
!149 = !DILocalVariable(arg: 2, scope: !144, type: !10, flags: DIFlagArtificial)
!150 = !DILocation(line: 0, scope: !144)
!151 = !DILocation(line: 22, column: 63, scope: !144)
!152 = !DILocation(line: 22, column: 57, scope: !144)
!153 = !DILocation(line: 22, column: 53, scope: !144)
!154 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 22, type: !155, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !158)
!155 = !DISubroutineType(types: !156)
!156 = !{null, !43, !43, !47, !47, !48, !48, !157}
!157 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !23, size: 64)
!158 = !{!159, !160, !161, !162, !163, !164, !165}
!159 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !154, type: !43, flags: DIFlagArtificial)
!160 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !154, type: !43, flags: DIFlagArtificial)
!161 = !DILocalVariable(name: "n", arg: 3, scope: !154, type: !47, flags: DIFlagArtificial)
!162 = !DILocalVariable(name: "m", arg: 4, scope: !154, type: !47, flags: DIFlagArtificial)
!163 = !DILocalVariable(name: "B", arg: 5, scope: !154, type: !48, flags: DIFlagArtificial)
!164 = !DILocalVariable(name: "A", arg: 6, scope: !154, type: !48, flags: DIFlagArtificial)
!165 = !DILocalVariable(name: "total", arg: 7, scope: !154, type: !157, flags: DIFlagArtificial)
!166 = !DILocation(line: 0, scope: !154)
!167 = !{!168}
!168 = distinct !{!168, !169, !".omp_outlined._debug__.1: argument 0"}
!169 = distinct !{!169, !".omp_outlined._debug__.1"}
!170 = !DILocation(line: 22, column: 1, scope: !154)
!171 = !DILocation(line: 0, scope: !172, inlinedAt: !191)
!172 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 23, type: !155, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !173)
!173 = !{!174, !175, !176, !177, !178, !179, !180, !181, !182, !182, !183, !184, !185, !186, !187, !188, !183, !189}
!174 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !172, type: !43, flags: DIFlagArtificial)
!175 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !172, type: !43, flags: DIFlagArtificial)
!176 = !DILocalVariable(name: "n", arg: 3, scope: !172, file: !1, line: 18, type: !47)
!177 = !DILocalVariable(name: "m", arg: 4, scope: !172, file: !1, line: 18, type: !47)
!178 = !DILocalVariable(name: "B", arg: 5, scope: !172, file: !1, line: 18, type: !48)
!179 = !DILocalVariable(name: "A", arg: 6, scope: !172, file: !1, line: 18, type: !48)
!180 = !DILocalVariable(name: "total", arg: 7, scope: !172, file: !1, line: 20, type: !157)
!181 = !DILocalVariable(name: ".omp.iv", scope: !172, type: !6, flags: DIFlagArtificial)
!182 = !DILocalVariable(name: ".capture_expr.", scope: !172, type: !6, flags: DIFlagArtificial)
!183 = !DILocalVariable(name: "i", scope: !172, type: !6, flags: DIFlagArtificial)
!184 = !DILocalVariable(name: ".omp.lb", scope: !172, type: !6, flags: DIFlagArtificial)
!185 = !DILocalVariable(name: ".omp.ub", scope: !172, type: !6, flags: DIFlagArtificial)
!186 = !DILocalVariable(name: ".omp.stride", scope: !172, type: !6, flags: DIFlagArtificial)
!187 = !DILocalVariable(name: ".omp.is_last", scope: !172, type: !6, flags: DIFlagArtificial)
!188 = !DILocalVariable(name: "total", scope: !172, type: !23, flags: DIFlagArtificial)
!189 = !DILocalVariable(name: "j", scope: !190, file: !1, line: 24, type: !6)
!190 = distinct !DILexicalBlock(scope: !172, file: !1, line: 24, column: 7)
!191 = distinct !DILocation(line: 22, column: 1, scope: !154)
!192 = !DILocation(line: 23, column: 25, scope: !172, inlinedAt: !191)
!193 = !DILocation(line: 23, column: 5, scope: !172, inlinedAt: !191)
!194 = !DILocation(line: 23, column: 10, scope: !172, inlinedAt: !191)
!195 = !DILocation(line: 22, column: 57, scope: !172, inlinedAt: !191)
!196 = !DILocation(line: 22, column: 1, scope: !172, inlinedAt: !191)
!197 = !DILocation(line: 24, column: 7, scope: !190, inlinedAt: !191)
!198 = !DILocation(line: 0, scope: !190, inlinedAt: !191)
!199 = !DILocation(line: 25, column: 61, scope: !200, inlinedAt: !191)
!200 = distinct !DILexicalBlock(scope: !201, file: !1, line: 24, column: 35)
!201 = distinct !DILexicalBlock(scope: !190, file: !1, line: 24, column: 7)
!202 = !DILocation(line: 25, column: 39, scope: !200, inlinedAt: !191)
!203 = !DILocation(line: 25, column: 90, scope: !200, inlinedAt: !191)
!204 = !DILocation(line: 25, column: 68, scope: !200, inlinedAt: !191)
!205 = !DILocation(line: 25, column: 66, scope: !200, inlinedAt: !191)
!206 = !DILocation(line: 25, column: 36, scope: !200, inlinedAt: !191)
!207 = !DILocation(line: 25, column: 25, scope: !200, inlinedAt: !191)
!208 = !DILocation(line: 25, column: 9, scope: !200, inlinedAt: !191)
!209 = !DILocation(line: 25, column: 30, scope: !200, inlinedAt: !191)
!210 = !DILocation(line: 26, column: 15, scope: !200, inlinedAt: !191)
!211 = distinct !{!211, !196, !212}
!212 = !DILocation(line: 22, column: 63, scope: !172, inlinedAt: !191)
!213 = !DILocation(line: 23, column: 32, scope: !172, inlinedAt: !191)
!214 = !DILocation(line: 24, column: 31, scope: !201, inlinedAt: !191)
!215 = distinct !{!215, !197, !216, !100}
!216 = !DILocation(line: 27, column: 7, scope: !190, inlinedAt: !191)
!217 = !DILocation(line: 22, column: 53, scope: !172, inlinedAt: !191)
!218 = !DILocation(line: 27, column: 7, scope: !172, inlinedAt: !191)
!219 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 35, type: !220, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{!6, !6, !7}
!222 = !{!223, !224, !225, !226, !227, !228, !229, !230, !231, !233, !237}
!223 = !DILocalVariable(name: "argc", arg: 1, scope: !219, file: !1, line: 35, type: !6)
!224 = !DILocalVariable(name: "argv", arg: 2, scope: !219, file: !1, line: 35, type: !7)
!225 = !DILocalVariable(name: "n", scope: !219, file: !1, line: 37, type: !6)
!226 = !DILocalVariable(name: "m", scope: !219, file: !1, line: 38, type: !6)
!227 = !DILocalVariable(name: "reps", scope: !219, file: !1, line: 39, type: !6)
!228 = !DILocalVariable(name: "A", scope: !219, file: !1, line: 40, type: !22)
!229 = !DILocalVariable(name: "B", scope: !219, file: !1, line: 40, type: !22)
!230 = !DILocalVariable(name: "s", scope: !219, file: !1, line: 41, type: !22)
!231 = !DILocalVariable(name: "i", scope: !232, file: !1, line: 42, type: !6)
!232 = distinct !DILexicalBlock(scope: !219, file: !1, line: 42, column: 3)
!233 = !DILocalVariable(name: "j", scope: !234, file: !1, line: 44, type: !6)
!234 = distinct !DILexicalBlock(scope: !235, file: !1, line: 44, column: 5)
!235 = distinct !DILexicalBlock(scope: !236, file: !1, line: 42, column: 31)
!236 = distinct !DILexicalBlock(scope: !232, file: !1, line: 42, column: 3)
!237 = !DILocalVariable(name: "t", scope: !219, file: !1, line: 48, type: !23)
!238 = !DILocation(line: 0, scope: !219)
!239 = !DILocation(line: 37, column: 16, scope: !219)
!240 = !DILocation(line: 37, column: 11, scope: !219)
!241 = !DILocation(line: 37, column: 27, scope: !219)
!242 = !DILocalVariable(name: "__nptr", arg: 1, scope: !243, file: !244, line: 362, type: !247)
!243 = distinct !DISubprogram(name: "atoi", scope: !244, file: !244, line: 362, type: !245, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !249)
!244 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!245 = !DISubroutineType(types: !246)
!246 = !{!6, !247}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!249 = !{!242}
!250 = !DILocation(line: 0, scope: !243, inlinedAt: !251)
!251 = distinct !DILocation(line: 37, column: 22, scope: !219)
!252 = !DILocation(line: 364, column: 16, scope: !243, inlinedAt: !251)
!253 = !DILocation(line: 364, column: 10, scope: !243, inlinedAt: !251)
!254 = !DILocation(line: 38, column: 16, scope: !219)
!255 = !DILocation(line: 38, column: 11, scope: !219)
!256 = !DILocation(line: 38, column: 27, scope: !219)
!257 = !DILocation(line: 0, scope: !243, inlinedAt: !258)
!258 = distinct !DILocation(line: 38, column: 22, scope: !219)
!259 = !DILocation(line: 364, column: 16, scope: !243, inlinedAt: !258)
!260 = !DILocation(line: 364, column: 10, scope: !243, inlinedAt: !258)
!261 = !DILocation(line: 39, column: 19, scope: !219)
!262 = !DILocation(line: 39, column: 14, scope: !219)
!263 = !DILocation(line: 39, column: 30, scope: !219)
!264 = !DILocation(line: 0, scope: !243, inlinedAt: !265)
!265 = distinct !DILocation(line: 39, column: 25, scope: !219)
!266 = !DILocation(line: 364, column: 16, scope: !243, inlinedAt: !265)
!267 = !DILocation(line: 364, column: 10, scope: !243, inlinedAt: !265)
!268 = !DILocation(line: 40, column: 39, scope: !219)
!269 = !DILocation(line: 40, column: 37, scope: !219)
!270 = !DILocation(line: 40, column: 43, scope: !219)
!271 = !DILocation(line: 40, column: 41, scope: !219)
!272 = !DILocation(line: 40, column: 15, scope: !219)
!273 = !DILocation(line: 40, column: 52, scope: !219)
!274 = !DILocation(line: 41, column: 15, scope: !219)
!275 = !DILocation(line: 0, scope: !232)
!276 = !DILocation(line: 42, column: 21, scope: !236)
!277 = !DILocation(line: 42, column: 3, scope: !232)
!278 = !DILocation(line: 0, scope: !19, inlinedAt: !279)
!279 = distinct !DILocation(line: 47, column: 3, scope: !219)
!280 = !DILocation(line: 12, column: 1, scope: !19, inlinedAt: !279)
!281 = !DILocation(line: 16, column: 1, scope: !19, inlinedAt: !279)
!282 = !DILocation(line: 0, scope: !111, inlinedAt: !283)
!283 = distinct !DILocation(line: 48, column: 14, scope: !219)
!284 = !DILocation(line: 20, column: 3, scope: !111, inlinedAt: !283)
!285 = !DILocation(line: 20, column: 10, scope: !111, inlinedAt: !283)
!286 = !DILocation(line: 0, scope: !122, inlinedAt: !283)
!287 = !DILocation(line: 21, column: 21, scope: !125, inlinedAt: !283)
!288 = !DILocation(line: 21, column: 3, scope: !122, inlinedAt: !283)
!289 = !DILocation(line: 32, column: 10, scope: !111, inlinedAt: !283)
!290 = !DILocation(line: 22, column: 1, scope: !124, inlinedAt: !283)
!291 = !DILocation(line: 28, column: 17, scope: !124, inlinedAt: !283)
!292 = !DILocation(line: 0, scope: !124, inlinedAt: !283)
!293 = !DILocation(line: 29, column: 9, scope: !124, inlinedAt: !283)
!294 = !DILocation(line: 29, column: 7, scope: !124, inlinedAt: !283)
!295 = !DILocation(line: 30, column: 7, scope: !124, inlinedAt: !283)
!296 = !DILocation(line: 21, column: 30, scope: !125, inlinedAt: !283)
!297 = distinct !{!297, !288, !298, !100}
!298 = !DILocation(line: 31, column: 3, scope: !122, inlinedAt: !283)
!299 = !DILocation(line: 33, column: 1, scope: !111, inlinedAt: !283)
!300 = !DILocation(line: 32, column: 3, scope: !111, inlinedAt: !283)
!301 = !DILocation(line: 49, column: 23, scope: !219)
!302 = !DILocation(line: 49, column: 3, scope: !219)
!303 = !DILocation(line: 50, column: 3, scope: !219)
!304 = !DILocation(line: 51, column: 3, scope: !219)
!305 = !DILocation(line: 52, column: 3, scope: !219)
!306 = !DILocation(line: 54, column: 1, scope: !219)
!307 = !DILocation(line: 43, column: 21, scope: !235)
!308 = !DILocation(line: 43, column: 16, scope: !235)
!309 = !DILocation(line: 43, column: 5, scope: !235)
!310 = !DILocation(line: 43, column: 10, scope: !235)
!311 = !DILocation(line: 0, scope: !234)
!312 = !DILocation(line: 44, column: 5, scope: !234)
!313 = !DILocation(line: 44, column: 29, scope: !314)
!314 = distinct !DILexicalBlock(scope: !234, file: !1, line: 44, column: 5)
!315 = !DILocation(line: 45, column: 56, scope: !314)
!316 = !DILocation(line: 45, column: 61, scope: !314)
!317 = !DILocation(line: 45, column: 53, scope: !314)
!318 = !DILocation(line: 45, column: 51, scope: !314)
!319 = !DILocation(line: 45, column: 28, scope: !314)
!320 = distinct !{!320, !312, !321, !100, !101}
!321 = !DILocation(line: 45, column: 63, scope: !234)
!322 = !DILocation(line: 42, column: 27, scope: !236)
!323 = distinct !{!323, !277, !324, !100}
!324 = !DILocation(line: 46, column: 3, scope: !232)
!325 = !DILocation(line: 45, column: 46, scope: !314)
!326 = !DILocation(line: 45, column: 30, scope: !314)
!327 = !DILocation(line: 45, column: 7, scope: !314)
!328 = !DILocation(line: 44, column: 23, scope: !314)
!329 = distinct !{!329, !312, !321, !100, !330, !101}
!330 = !{!"llvm.loop.unroll.runtime.disable"}
!331 = !DISubprogram(name: "omp_get_max_threads", scope: !332, file: !332, line: 67, type: !333, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !146)
!332 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/omp.h", directory: "", checksumkind: CSK_MD5, checksum: "09a8f9a8e0e6ef7adf745177c76222c9")
!333 = !DISubroutineType(types: !334)
!334 = !{!6}
