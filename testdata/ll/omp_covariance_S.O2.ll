; ModuleID = 'omp_covariance.c'
source_filename = "omp_covariance.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [47 x i8] c";omp_covariance.c;kernel_omp_covariance;22;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @0, i32 0, i32 0) }, align 8
@Mean = internal unnamed_addr global [16 x double] zeroinitializer, align 16, !dbg !7
@Data = internal unnamed_addr global [20 x [16 x double]] zeroinitializer, align 16, !dbg !12
@2 = private unnamed_addr constant [48 x i8] c";omp_covariance.c;kernel_omp_covariance;22;36;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 47, i8* getelementptr inbounds ([48 x i8], [48 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [47 x i8] c";omp_covariance.c;kernel_omp_covariance;29;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [48 x i8] c";omp_covariance.c;kernel_omp_covariance;29;36;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 47, i8* getelementptr inbounds ([48 x i8], [48 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @5, i32 0, i32 0) }, align 8
@10 = private unnamed_addr constant [47 x i8] c";omp_covariance.c;kernel_omp_covariance;33;1;;\00", align 1
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @10, i32 0, i32 0) }, align 8
@Cov = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !17
@12 = private unnamed_addr constant [48 x i8] c";omp_covariance.c;kernel_omp_covariance;33;39;;\00", align 1
@13 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 47, i8* getelementptr inbounds ([48 x i8], [48 x i8]* @12, i32 0, i32 0) }, align 8
@14 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @10, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_covariance() local_unnamed_addr #0 !dbg !29 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !33, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* undef, metadata !35, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata i32* undef, metadata !36, metadata !DIExpression()), !dbg !39
  tail call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined. to void (i32*, i32*, ...)*)), !dbg !40
  tail call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined..2 to void (i32*, i32*, ...)*)), !dbg !41
  tail call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @14, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined..4 to void (i32*, i32*, ...)*)), !dbg !42
  ret void, !dbg !43
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1) #4 !dbg !44 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !52, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32* %1, metadata !53, metadata !DIExpression()), !dbg !54
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55), !dbg !58
  call void @llvm.dbg.value(metadata i32* %0, metadata !59, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32* undef, metadata !62, metadata !DIExpression()) #3, !dbg !70
  %7 = bitcast i32* %3 to i8*, !dbg !72
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #3, !dbg !72, !noalias !55
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()) #3, !dbg !70
  store i32 0, i32* %3, align 4, !dbg !73, !tbaa !74, !noalias !55
  %8 = bitcast i32* %4 to i8*, !dbg !72
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #3, !dbg !72, !noalias !55
  call void @llvm.dbg.value(metadata i32 15, metadata !65, metadata !DIExpression()) #3, !dbg !70
  store i32 15, i32* %4, align 4, !dbg !73, !tbaa !74, !noalias !55
  %9 = bitcast i32* %5 to i8*, !dbg !72
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #3, !dbg !72, !noalias !55
  call void @llvm.dbg.value(metadata i32 1, metadata !66, metadata !DIExpression()) #3, !dbg !70
  store i32 1, i32* %5, align 4, !dbg !73, !tbaa !74, !noalias !55
  %10 = bitcast i32* %6 to i8*, !dbg !72
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3, !dbg !72, !noalias !55
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #3, !dbg !70
  store i32 0, i32* %6, align 4, !dbg !73, !tbaa !74, !noalias !55
  %11 = load i32, i32* %0, align 4, !dbg !72, !tbaa !74, !alias.scope !55
  call void @llvm.dbg.value(metadata i32* %3, metadata !64, metadata !DIExpression(DW_OP_deref)) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32* %4, metadata !65, metadata !DIExpression(DW_OP_deref)) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32* %5, metadata !66, metadata !DIExpression(DW_OP_deref)) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32* %6, metadata !67, metadata !DIExpression(DW_OP_deref)) #3, !dbg !70
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %11, i32 34, i32* nonnull %6, i32* nonnull %3, i32* nonnull %4, i32* nonnull %5, i32 1, i32 1) #3, !dbg !78, !noalias !55
  %12 = load i32, i32* %4, align 4, !dbg !73, !tbaa !74, !noalias !55
  call void @llvm.dbg.value(metadata i32 %12, metadata !65, metadata !DIExpression()) #3, !dbg !70
  %13 = icmp slt i32 %12, 15, !dbg !73
  %14 = select i1 %13, i32 %12, i32 15, !dbg !73
  call void @llvm.dbg.value(metadata i32 %14, metadata !65, metadata !DIExpression()) #3, !dbg !70
  store i32 %14, i32* %4, align 4, !dbg !73, !tbaa !74, !noalias !55
  %15 = load i32, i32* %3, align 4, !dbg !73, !tbaa !74, !noalias !55
  call void @llvm.dbg.value(metadata i32 %15, metadata !64, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 %15, metadata !63, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 %14, metadata !65, metadata !DIExpression()) #3, !dbg !70
  %16 = icmp slt i32 %14, %15, !dbg !72
  br i1 %16, label %186, label %17, !dbg !72

17:                                               ; preds = %2
  %18 = sext i32 %15 to i64, !dbg !78
  %19 = add nsw i32 %14, 1, !dbg !78
  %20 = sub i32 %14, %15, !dbg !78
  %21 = zext i32 %20 to i64, !dbg !78
  %22 = add nuw nsw i64 %21, 1, !dbg !78
  %23 = icmp eq i32 %20, 0, !dbg !78
  br i1 %23, label %117, label %24, !dbg !78

24:                                               ; preds = %17
  %25 = and i64 %22, 8589934590, !dbg !78
  %26 = add nsw i64 %25, %18, !dbg !78
  br label %27, !dbg !78

27:                                               ; preds = %27, %24
  %28 = phi i64 [ 0, %24 ], [ %113, %27 ]
  %29 = add i64 %28, %18
  %30 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %29, !dbg !79
  %31 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %29, !dbg !81
  %32 = bitcast double* %31 to <2 x double>*, !dbg !81
  %33 = load <2 x double>, <2 x double>* %32, align 8, !dbg !81, !tbaa !84, !noalias !55
  %34 = fadd <2 x double> %33, zeroinitializer, !dbg !86
  %35 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %29, !dbg !81
  %36 = bitcast double* %35 to <2 x double>*, !dbg !81
  %37 = load <2 x double>, <2 x double>* %36, align 8, !dbg !81, !tbaa !84, !noalias !55
  %38 = fadd <2 x double> %37, %34, !dbg !86
  %39 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %29, !dbg !81
  %40 = bitcast double* %39 to <2 x double>*, !dbg !81
  %41 = load <2 x double>, <2 x double>* %40, align 8, !dbg !81, !tbaa !84, !noalias !55
  %42 = fadd <2 x double> %41, %38, !dbg !86
  %43 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %29, !dbg !81
  %44 = bitcast double* %43 to <2 x double>*, !dbg !81
  %45 = load <2 x double>, <2 x double>* %44, align 8, !dbg !81, !tbaa !84, !noalias !55
  %46 = fadd <2 x double> %45, %42, !dbg !86
  %47 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %29, !dbg !81
  %48 = bitcast double* %47 to <2 x double>*, !dbg !81
  %49 = load <2 x double>, <2 x double>* %48, align 8, !dbg !81, !tbaa !84, !noalias !55
  %50 = fadd <2 x double> %49, %46, !dbg !86
  %51 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %29, !dbg !81
  %52 = bitcast double* %51 to <2 x double>*, !dbg !81
  %53 = load <2 x double>, <2 x double>* %52, align 8, !dbg !81, !tbaa !84, !noalias !55
  %54 = fadd <2 x double> %53, %50, !dbg !86
  %55 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %29, !dbg !81
  %56 = bitcast double* %55 to <2 x double>*, !dbg !81
  %57 = load <2 x double>, <2 x double>* %56, align 8, !dbg !81, !tbaa !84, !noalias !55
  %58 = fadd <2 x double> %57, %54, !dbg !86
  %59 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %29, !dbg !81
  %60 = bitcast double* %59 to <2 x double>*, !dbg !81
  %61 = load <2 x double>, <2 x double>* %60, align 8, !dbg !81, !tbaa !84, !noalias !55
  %62 = fadd <2 x double> %61, %58, !dbg !86
  %63 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %29, !dbg !81
  %64 = bitcast double* %63 to <2 x double>*, !dbg !81
  %65 = load <2 x double>, <2 x double>* %64, align 8, !dbg !81, !tbaa !84, !noalias !55
  %66 = fadd <2 x double> %65, %62, !dbg !86
  %67 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %29, !dbg !81
  %68 = bitcast double* %67 to <2 x double>*, !dbg !81
  %69 = load <2 x double>, <2 x double>* %68, align 8, !dbg !81, !tbaa !84, !noalias !55
  %70 = fadd <2 x double> %69, %66, !dbg !86
  %71 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %29, !dbg !81
  %72 = bitcast double* %71 to <2 x double>*, !dbg !81
  %73 = load <2 x double>, <2 x double>* %72, align 8, !dbg !81, !tbaa !84, !noalias !55
  %74 = fadd <2 x double> %73, %70, !dbg !86
  %75 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %29, !dbg !81
  %76 = bitcast double* %75 to <2 x double>*, !dbg !81
  %77 = load <2 x double>, <2 x double>* %76, align 8, !dbg !81, !tbaa !84, !noalias !55
  %78 = fadd <2 x double> %77, %74, !dbg !86
  %79 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %29, !dbg !81
  %80 = bitcast double* %79 to <2 x double>*, !dbg !81
  %81 = load <2 x double>, <2 x double>* %80, align 8, !dbg !81, !tbaa !84, !noalias !55
  %82 = fadd <2 x double> %81, %78, !dbg !86
  %83 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %29, !dbg !81
  %84 = bitcast double* %83 to <2 x double>*, !dbg !81
  %85 = load <2 x double>, <2 x double>* %84, align 8, !dbg !81, !tbaa !84, !noalias !55
  %86 = fadd <2 x double> %85, %82, !dbg !86
  %87 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %29, !dbg !81
  %88 = bitcast double* %87 to <2 x double>*, !dbg !81
  %89 = load <2 x double>, <2 x double>* %88, align 8, !dbg !81, !tbaa !84, !noalias !55
  %90 = fadd <2 x double> %89, %86, !dbg !86
  %91 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %29, !dbg !81
  %92 = bitcast double* %91 to <2 x double>*, !dbg !81
  %93 = load <2 x double>, <2 x double>* %92, align 8, !dbg !81, !tbaa !84, !noalias !55
  %94 = fadd <2 x double> %93, %90, !dbg !86
  %95 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %29, !dbg !81
  %96 = bitcast double* %95 to <2 x double>*, !dbg !81
  %97 = load <2 x double>, <2 x double>* %96, align 8, !dbg !81, !tbaa !84, !noalias !55
  %98 = fadd <2 x double> %97, %94, !dbg !86
  %99 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %29, !dbg !81
  %100 = bitcast double* %99 to <2 x double>*, !dbg !81
  %101 = load <2 x double>, <2 x double>* %100, align 8, !dbg !81, !tbaa !84, !noalias !55
  %102 = fadd <2 x double> %101, %98, !dbg !86
  %103 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %29, !dbg !81
  %104 = bitcast double* %103 to <2 x double>*, !dbg !81
  %105 = load <2 x double>, <2 x double>* %104, align 8, !dbg !81, !tbaa !84, !noalias !55
  %106 = fadd <2 x double> %105, %102, !dbg !86
  %107 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %29, !dbg !81
  %108 = bitcast double* %107 to <2 x double>*, !dbg !81
  %109 = load <2 x double>, <2 x double>* %108, align 8, !dbg !81, !tbaa !84, !noalias !55
  %110 = fadd <2 x double> %109, %106, !dbg !86
  %111 = fdiv <2 x double> %110, <double 2.000000e+01, double 2.000000e+01>, !dbg !87
  %112 = bitcast double* %30 to <2 x double>*, !dbg !87
  store <2 x double> %111, <2 x double>* %112, align 8, !dbg !87, !tbaa !84, !noalias !55
  %113 = add nuw i64 %28, 2
  %114 = icmp eq i64 %113, %25
  br i1 %114, label %115, label %27, !llvm.loop !88

115:                                              ; preds = %27
  %116 = icmp eq i64 %22, %25, !dbg !72
  br i1 %116, label %186, label %117, !dbg !72

117:                                              ; preds = %17, %115
  %118 = phi i64 [ %18, %17 ], [ %26, %115 ]
  br label %119, !dbg !78

119:                                              ; preds = %117, %119
  %120 = phi i64 [ %183, %119 ], [ %118, %117 ]
  call void @llvm.dbg.value(metadata i64 %120, metadata !63, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 %120, metadata !69, metadata !DIExpression()) #3, !dbg !70
  %121 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %120, !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 0, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %122 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %120, !dbg !81
  %123 = load double, double* %122, align 8, !dbg !81, !tbaa !84, !noalias !55
  %124 = fadd double %123, 0.000000e+00, !dbg !86
  call void @llvm.dbg.value(metadata i64 1, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 1, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %125 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %120, !dbg !81
  %126 = load double, double* %125, align 8, !dbg !81, !tbaa !84, !noalias !55
  %127 = fadd double %126, %124, !dbg !86
  call void @llvm.dbg.value(metadata i64 2, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 2, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %128 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %120, !dbg !81
  %129 = load double, double* %128, align 8, !dbg !81, !tbaa !84, !noalias !55
  %130 = fadd double %129, %127, !dbg !86
  call void @llvm.dbg.value(metadata i64 3, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 3, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %131 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %120, !dbg !81
  %132 = load double, double* %131, align 8, !dbg !81, !tbaa !84, !noalias !55
  %133 = fadd double %132, %130, !dbg !86
  call void @llvm.dbg.value(metadata i64 4, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 4, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %134 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %120, !dbg !81
  %135 = load double, double* %134, align 8, !dbg !81, !tbaa !84, !noalias !55
  %136 = fadd double %135, %133, !dbg !86
  call void @llvm.dbg.value(metadata i64 5, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 5, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %137 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %120, !dbg !81
  %138 = load double, double* %137, align 8, !dbg !81, !tbaa !84, !noalias !55
  %139 = fadd double %138, %136, !dbg !86
  call void @llvm.dbg.value(metadata i64 6, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 6, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %140 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %120, !dbg !81
  %141 = load double, double* %140, align 8, !dbg !81, !tbaa !84, !noalias !55
  %142 = fadd double %141, %139, !dbg !86
  call void @llvm.dbg.value(metadata i64 7, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 7, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %143 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %120, !dbg !81
  %144 = load double, double* %143, align 8, !dbg !81, !tbaa !84, !noalias !55
  %145 = fadd double %144, %142, !dbg !86
  call void @llvm.dbg.value(metadata i64 8, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 8, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %146 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %120, !dbg !81
  %147 = load double, double* %146, align 8, !dbg !81, !tbaa !84, !noalias !55
  %148 = fadd double %147, %145, !dbg !86
  call void @llvm.dbg.value(metadata i64 9, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 9, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %149 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %120, !dbg !81
  %150 = load double, double* %149, align 8, !dbg !81, !tbaa !84, !noalias !55
  %151 = fadd double %150, %148, !dbg !86
  call void @llvm.dbg.value(metadata i64 10, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 10, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %152 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %120, !dbg !81
  %153 = load double, double* %152, align 8, !dbg !81, !tbaa !84, !noalias !55
  %154 = fadd double %153, %151, !dbg !86
  call void @llvm.dbg.value(metadata i64 11, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 11, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %155 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %120, !dbg !81
  %156 = load double, double* %155, align 8, !dbg !81, !tbaa !84, !noalias !55
  %157 = fadd double %156, %154, !dbg !86
  call void @llvm.dbg.value(metadata i64 12, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 12, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %158 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %120, !dbg !81
  %159 = load double, double* %158, align 8, !dbg !81, !tbaa !84, !noalias !55
  %160 = fadd double %159, %157, !dbg !86
  call void @llvm.dbg.value(metadata i64 13, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 13, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %161 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %120, !dbg !81
  %162 = load double, double* %161, align 8, !dbg !81, !tbaa !84, !noalias !55
  %163 = fadd double %162, %160, !dbg !86
  call void @llvm.dbg.value(metadata i64 14, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 14, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %164 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %120, !dbg !81
  %165 = load double, double* %164, align 8, !dbg !81, !tbaa !84, !noalias !55
  %166 = fadd double %165, %163, !dbg !86
  call void @llvm.dbg.value(metadata i64 15, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 15, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %167 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %120, !dbg !81
  %168 = load double, double* %167, align 8, !dbg !81, !tbaa !84, !noalias !55
  %169 = fadd double %168, %166, !dbg !86
  call void @llvm.dbg.value(metadata i64 16, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 16, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %170 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %120, !dbg !81
  %171 = load double, double* %170, align 8, !dbg !81, !tbaa !84, !noalias !55
  %172 = fadd double %171, %169, !dbg !86
  call void @llvm.dbg.value(metadata i64 17, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 17, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %173 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %120, !dbg !81
  %174 = load double, double* %173, align 8, !dbg !81, !tbaa !84, !noalias !55
  %175 = fadd double %174, %172, !dbg !86
  call void @llvm.dbg.value(metadata i64 18, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 18, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %176 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %120, !dbg !81
  %177 = load double, double* %176, align 8, !dbg !81, !tbaa !84, !noalias !55
  %178 = fadd double %177, %175, !dbg !86
  call void @llvm.dbg.value(metadata i64 19, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 19, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %179 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %120, !dbg !81
  %180 = load double, double* %179, align 8, !dbg !81, !tbaa !84, !noalias !55
  %181 = fadd double %180, %178, !dbg !86
  call void @llvm.dbg.value(metadata i64 20, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %182 = fdiv double %181, 2.000000e+01, !dbg !87
  store double %182, double* %121, align 8, !dbg !87, !tbaa !84, !noalias !55
  %183 = add nsw i64 %120, 1, !dbg !72
  call void @llvm.dbg.value(metadata i64 %183, metadata !63, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 %14, metadata !65, metadata !DIExpression()) #3, !dbg !70
  %184 = trunc i64 %183 to i32, !dbg !72
  %185 = icmp eq i32 %19, %184, !dbg !72
  br i1 %185, label %186, label %119, !dbg !72, !llvm.loop !91

186:                                              ; preds = %119, %115, %2
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %11) #3, !dbg !89, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3, !dbg !78, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #3, !dbg !78, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #3, !dbg !78, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #3, !dbg !78, !noalias !55
  ret void, !dbg !58
}

; Function Attrs: nounwind
declare !callback !93 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1) #4 !dbg !95 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !97, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32* %1, metadata !98, metadata !DIExpression()), !dbg !99
  tail call void @llvm.experimental.noalias.scope.decl(metadata !100), !dbg !103
  call void @llvm.dbg.value(metadata i32* %0, metadata !104, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32* undef, metadata !107, metadata !DIExpression()) #3, !dbg !115
  %7 = bitcast i32* %3 to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #3, !dbg !117, !noalias !100
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()) #3, !dbg !115
  store i32 0, i32* %3, align 4, !dbg !118, !tbaa !74, !noalias !100
  %8 = bitcast i32* %4 to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #3, !dbg !117, !noalias !100
  call void @llvm.dbg.value(metadata i32 19, metadata !110, metadata !DIExpression()) #3, !dbg !115
  store i32 19, i32* %4, align 4, !dbg !118, !tbaa !74, !noalias !100
  %9 = bitcast i32* %5 to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #3, !dbg !117, !noalias !100
  call void @llvm.dbg.value(metadata i32 1, metadata !111, metadata !DIExpression()) #3, !dbg !115
  store i32 1, i32* %5, align 4, !dbg !118, !tbaa !74, !noalias !100
  %10 = bitcast i32* %6 to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3, !dbg !117, !noalias !100
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()) #3, !dbg !115
  store i32 0, i32* %6, align 4, !dbg !118, !tbaa !74, !noalias !100
  %11 = load i32, i32* %0, align 4, !dbg !117, !tbaa !74, !alias.scope !100
  call void @llvm.dbg.value(metadata i32* %3, metadata !109, metadata !DIExpression(DW_OP_deref)) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32* %4, metadata !110, metadata !DIExpression(DW_OP_deref)) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32* %5, metadata !111, metadata !DIExpression(DW_OP_deref)) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32* %6, metadata !112, metadata !DIExpression(DW_OP_deref)) #3, !dbg !115
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %11, i32 34, i32* nonnull %6, i32* nonnull %3, i32* nonnull %4, i32* nonnull %5, i32 1, i32 1) #3, !dbg !119, !noalias !100
  %12 = load i32, i32* %4, align 4, !dbg !118, !tbaa !74, !noalias !100
  call void @llvm.dbg.value(metadata i32 %12, metadata !110, metadata !DIExpression()) #3, !dbg !115
  %13 = icmp slt i32 %12, 19, !dbg !118
  %14 = select i1 %13, i32 %12, i32 19, !dbg !118
  call void @llvm.dbg.value(metadata i32 %14, metadata !110, metadata !DIExpression()) #3, !dbg !115
  store i32 %14, i32* %4, align 4, !dbg !118, !tbaa !74, !noalias !100
  %15 = load i32, i32* %3, align 4, !dbg !118, !tbaa !74, !noalias !100
  call void @llvm.dbg.value(metadata i32 %15, metadata !109, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32 %15, metadata !108, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32 %14, metadata !110, metadata !DIExpression()) #3, !dbg !115
  %16 = icmp sgt i32 %15, %14, !dbg !117
  br i1 %16, label %73, label %17, !dbg !117

17:                                               ; preds = %2
  %18 = sext i32 %15 to i64, !dbg !119
  %19 = add nsw i32 %14, 1, !dbg !119
  %20 = load <2 x double>, <2 x double>* bitcast ([16 x double]* @Mean to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %21 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 2) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %22 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 4) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %23 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 6) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %24 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 8) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %25 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 10) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %26 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 12) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %27 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 14) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  br label %28, !dbg !119

28:                                               ; preds = %28, %17
  %29 = phi i64 [ %18, %17 ], [ %70, %28 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !108, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 0, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %30 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %29, i64 0, !dbg !123
  call void @llvm.dbg.value(metadata i64 1, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 1, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %31 = bitcast double* %30 to <2 x double>*, !dbg !124
  %32 = load <2 x double>, <2 x double>* %31, align 16, !dbg !124, !tbaa !84, !noalias !100
  %33 = fsub <2 x double> %32, %20, !dbg !124
  %34 = bitcast double* %30 to <2 x double>*, !dbg !124
  store <2 x double> %33, <2 x double>* %34, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 2, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 2, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %35 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %29, i64 2, !dbg !123
  call void @llvm.dbg.value(metadata i64 3, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 3, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %36 = bitcast double* %35 to <2 x double>*, !dbg !124
  %37 = load <2 x double>, <2 x double>* %36, align 16, !dbg !124, !tbaa !84, !noalias !100
  %38 = fsub <2 x double> %37, %21, !dbg !124
  %39 = bitcast double* %35 to <2 x double>*, !dbg !124
  store <2 x double> %38, <2 x double>* %39, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 4, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 4, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %40 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %29, i64 4, !dbg !123
  call void @llvm.dbg.value(metadata i64 5, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 5, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %41 = bitcast double* %40 to <2 x double>*, !dbg !124
  %42 = load <2 x double>, <2 x double>* %41, align 16, !dbg !124, !tbaa !84, !noalias !100
  %43 = fsub <2 x double> %42, %22, !dbg !124
  %44 = bitcast double* %40 to <2 x double>*, !dbg !124
  store <2 x double> %43, <2 x double>* %44, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 6, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 6, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %45 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %29, i64 6, !dbg !123
  call void @llvm.dbg.value(metadata i64 7, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 7, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %46 = bitcast double* %45 to <2 x double>*, !dbg !124
  %47 = load <2 x double>, <2 x double>* %46, align 16, !dbg !124, !tbaa !84, !noalias !100
  %48 = fsub <2 x double> %47, %23, !dbg !124
  %49 = bitcast double* %45 to <2 x double>*, !dbg !124
  store <2 x double> %48, <2 x double>* %49, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 8, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 8, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %50 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %29, i64 8, !dbg !123
  call void @llvm.dbg.value(metadata i64 9, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 9, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %51 = bitcast double* %50 to <2 x double>*, !dbg !124
  %52 = load <2 x double>, <2 x double>* %51, align 16, !dbg !124, !tbaa !84, !noalias !100
  %53 = fsub <2 x double> %52, %24, !dbg !124
  %54 = bitcast double* %50 to <2 x double>*, !dbg !124
  store <2 x double> %53, <2 x double>* %54, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 10, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 10, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %55 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %29, i64 10, !dbg !123
  call void @llvm.dbg.value(metadata i64 11, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 11, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %56 = bitcast double* %55 to <2 x double>*, !dbg !124
  %57 = load <2 x double>, <2 x double>* %56, align 16, !dbg !124, !tbaa !84, !noalias !100
  %58 = fsub <2 x double> %57, %25, !dbg !124
  %59 = bitcast double* %55 to <2 x double>*, !dbg !124
  store <2 x double> %58, <2 x double>* %59, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 12, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 12, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %60 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %29, i64 12, !dbg !123
  call void @llvm.dbg.value(metadata i64 13, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 13, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %61 = bitcast double* %60 to <2 x double>*, !dbg !124
  %62 = load <2 x double>, <2 x double>* %61, align 16, !dbg !124, !tbaa !84, !noalias !100
  %63 = fsub <2 x double> %62, %26, !dbg !124
  %64 = bitcast double* %60 to <2 x double>*, !dbg !124
  store <2 x double> %63, <2 x double>* %64, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 14, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 14, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %65 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %29, i64 14, !dbg !123
  call void @llvm.dbg.value(metadata i64 15, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 15, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %66 = bitcast double* %65 to <2 x double>*, !dbg !124
  %67 = load <2 x double>, <2 x double>* %66, align 16, !dbg !124, !tbaa !84, !noalias !100
  %68 = fsub <2 x double> %67, %27, !dbg !124
  %69 = bitcast double* %65 to <2 x double>*, !dbg !124
  store <2 x double> %68, <2 x double>* %69, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 16, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %70 = add nsw i64 %29, 1, !dbg !117
  call void @llvm.dbg.value(metadata i64 %70, metadata !108, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32 %14, metadata !110, metadata !DIExpression()) #3, !dbg !115
  %71 = trunc i64 %70 to i32, !dbg !117
  %72 = icmp eq i32 %19, %71, !dbg !117
  br i1 %72, label %73, label %28, !dbg !117, !llvm.loop !125

73:                                               ; preds = %28, %2
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %11) #3, !dbg !126, !noalias !100
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3, !dbg !119, !noalias !100
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #3, !dbg !119, !noalias !100
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #3, !dbg !119, !noalias !100
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #3, !dbg !119, !noalias !100
  ret void, !dbg !103
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..4(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1) #4 !dbg !127 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !129, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32* %1, metadata !130, metadata !DIExpression()), !dbg !131
  tail call void @llvm.experimental.noalias.scope.decl(metadata !132), !dbg !135
  call void @llvm.dbg.value(metadata i32* %0, metadata !136, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32* undef, metadata !139, metadata !DIExpression()) #3, !dbg !152
  %7 = bitcast i32* %3 to i8*, !dbg !154
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #3, !dbg !154, !noalias !132
  call void @llvm.dbg.value(metadata i32 0, metadata !141, metadata !DIExpression()) #3, !dbg !152
  store i32 0, i32* %3, align 4, !dbg !155, !tbaa !74, !noalias !132
  %8 = bitcast i32* %4 to i8*, !dbg !154
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #3, !dbg !154, !noalias !132
  call void @llvm.dbg.value(metadata i32 15, metadata !142, metadata !DIExpression()) #3, !dbg !152
  store i32 15, i32* %4, align 4, !dbg !155, !tbaa !74, !noalias !132
  %9 = bitcast i32* %5 to i8*, !dbg !154
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #3, !dbg !154, !noalias !132
  call void @llvm.dbg.value(metadata i32 1, metadata !143, metadata !DIExpression()) #3, !dbg !152
  store i32 1, i32* %5, align 4, !dbg !155, !tbaa !74, !noalias !132
  %10 = bitcast i32* %6 to i8*, !dbg !154
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3, !dbg !154, !noalias !132
  call void @llvm.dbg.value(metadata i32 0, metadata !144, metadata !DIExpression()) #3, !dbg !152
  store i32 0, i32* %6, align 4, !dbg !155, !tbaa !74, !noalias !132
  %11 = load i32, i32* %0, align 4, !dbg !154, !tbaa !74, !alias.scope !132
  call void @llvm.dbg.value(metadata i32* %3, metadata !141, metadata !DIExpression(DW_OP_deref)) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32* %4, metadata !142, metadata !DIExpression(DW_OP_deref)) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32* %5, metadata !143, metadata !DIExpression(DW_OP_deref)) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32* %6, metadata !144, metadata !DIExpression(DW_OP_deref)) #3, !dbg !152
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @11, i32 %11, i32 34, i32* nonnull %6, i32* nonnull %3, i32* nonnull %4, i32* nonnull %5, i32 1, i32 1) #3, !dbg !156, !noalias !132
  %12 = load i32, i32* %4, align 4, !dbg !155, !tbaa !74, !noalias !132
  call void @llvm.dbg.value(metadata i32 %12, metadata !142, metadata !DIExpression()) #3, !dbg !152
  %13 = icmp slt i32 %12, 15, !dbg !155
  %14 = select i1 %13, i32 %12, i32 15, !dbg !155
  call void @llvm.dbg.value(metadata i32 %14, metadata !142, metadata !DIExpression()) #3, !dbg !152
  store i32 %14, i32* %4, align 4, !dbg !155, !tbaa !74, !noalias !132
  %15 = load i32, i32* %3, align 4, !dbg !155, !tbaa !74, !noalias !132
  call void @llvm.dbg.value(metadata i32 %15, metadata !141, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32 %15, metadata !140, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32 %14, metadata !142, metadata !DIExpression()) #3, !dbg !152
  %16 = icmp sgt i32 %15, %14, !dbg !154
  br i1 %16, label %156, label %17, !dbg !154

17:                                               ; preds = %2
  %18 = sext i32 %15 to i64, !dbg !156
  %19 = add nsw i32 %14, 1, !dbg !156
  br label %20, !dbg !156

20:                                               ; preds = %152, %17
  %21 = phi i64 [ %18, %17 ], [ %153, %152 ]
  call void @llvm.dbg.value(metadata i64 %21, metadata !140, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata i64 %21, metadata !145, metadata !DIExpression()) #3, !dbg !152
  %22 = icmp slt i64 %21, 16, !dbg !157
  br i1 %22, label %23, label %152, !dbg !158

23:                                               ; preds = %20
  %24 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %21, !dbg !159
  %25 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %21
  %26 = load double, double* %25, align 8, !dbg !159, !tbaa !84, !noalias !132
  %27 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %21
  %28 = load double, double* %27, align 8, !dbg !159, !tbaa !84, !noalias !132
  %29 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %21
  %30 = load double, double* %29, align 8, !dbg !159, !tbaa !84, !noalias !132
  %31 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %21
  %32 = load double, double* %31, align 8, !dbg !159, !tbaa !84, !noalias !132
  %33 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %21
  %34 = load double, double* %33, align 8, !dbg !159, !tbaa !84, !noalias !132
  %35 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %21
  %36 = load double, double* %35, align 8, !dbg !159, !tbaa !84, !noalias !132
  %37 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %21
  %38 = load double, double* %37, align 8, !dbg !159, !tbaa !84, !noalias !132
  %39 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %21
  %40 = load double, double* %39, align 8, !dbg !159, !tbaa !84, !noalias !132
  %41 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %21
  %42 = load double, double* %41, align 8, !dbg !159, !tbaa !84, !noalias !132
  %43 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %21
  %44 = load double, double* %43, align 8, !dbg !159, !tbaa !84, !noalias !132
  %45 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %21
  %46 = load double, double* %45, align 8, !dbg !159, !tbaa !84, !noalias !132
  %47 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %21
  %48 = load double, double* %47, align 8, !dbg !159, !tbaa !84, !noalias !132
  %49 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %21
  %50 = load double, double* %49, align 8, !dbg !159, !tbaa !84, !noalias !132
  %51 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %21
  %52 = load double, double* %51, align 8, !dbg !159, !tbaa !84, !noalias !132
  %53 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %21
  %54 = load double, double* %53, align 8, !dbg !159, !tbaa !84, !noalias !132
  %55 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %21
  %56 = load double, double* %55, align 8, !dbg !159, !tbaa !84, !noalias !132
  %57 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %21
  %58 = load double, double* %57, align 8, !dbg !159, !tbaa !84, !noalias !132
  %59 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %21
  %60 = load double, double* %59, align 8, !dbg !159, !tbaa !84, !noalias !132
  %61 = load double, double* %24, align 8, !tbaa !84, !noalias !132
  %62 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %21
  %63 = load double, double* %62, align 8, !tbaa !84, !noalias !132
  br label %64, !dbg !158

64:                                               ; preds = %111, %23
  %65 = phi double [ %63, %23 ], [ %151, %111 ], !dbg !162
  %66 = phi double [ %61, %23 ], [ %149, %111 ], !dbg !162
  %67 = phi double [ %60, %23 ], [ %147, %111 ], !dbg !162
  %68 = phi double [ %58, %23 ], [ %145, %111 ], !dbg !162
  %69 = phi double [ %56, %23 ], [ %143, %111 ], !dbg !162
  %70 = phi double [ %54, %23 ], [ %141, %111 ], !dbg !162
  %71 = phi double [ %52, %23 ], [ %139, %111 ], !dbg !162
  %72 = phi double [ %50, %23 ], [ %137, %111 ], !dbg !162
  %73 = phi double [ %48, %23 ], [ %135, %111 ], !dbg !162
  %74 = phi double [ %46, %23 ], [ %133, %111 ], !dbg !162
  %75 = phi double [ %44, %23 ], [ %131, %111 ], !dbg !162
  %76 = phi double [ %42, %23 ], [ %129, %111 ], !dbg !162
  %77 = phi double [ %40, %23 ], [ %127, %111 ], !dbg !162
  %78 = phi double [ %38, %23 ], [ %125, %111 ], !dbg !162
  %79 = phi double [ %36, %23 ], [ %123, %111 ], !dbg !162
  %80 = phi double [ %34, %23 ], [ %121, %111 ], !dbg !162
  %81 = phi double [ %32, %23 ], [ %119, %111 ], !dbg !162
  %82 = phi double [ %30, %23 ], [ %117, %111 ], !dbg !162
  %83 = phi double [ %28, %23 ], [ %115, %111 ], !dbg !162
  %84 = phi double [ %26, %23 ], [ %113, %111 ], !dbg !162
  %85 = phi i64 [ %21, %23 ], [ %109, %111 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !145, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i32 0, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 0, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %86 = call double @llvm.fmuladd.f64(double %61, double %66, double 0.000000e+00) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %86, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 1, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %86, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 1, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %87 = call double @llvm.fmuladd.f64(double %63, double %65, double %86) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %87, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 2, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %87, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 2, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %88 = call double @llvm.fmuladd.f64(double %26, double %84, double %87) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %88, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 3, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %88, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 3, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %89 = call double @llvm.fmuladd.f64(double %28, double %83, double %88) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %89, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 4, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %89, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 4, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %90 = call double @llvm.fmuladd.f64(double %30, double %82, double %89) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %90, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 5, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %90, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 5, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %91 = call double @llvm.fmuladd.f64(double %32, double %81, double %90) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %91, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 6, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %91, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 6, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %92 = call double @llvm.fmuladd.f64(double %34, double %80, double %91) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %92, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 7, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %92, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 7, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %93 = call double @llvm.fmuladd.f64(double %36, double %79, double %92) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %93, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 8, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %93, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 8, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %94 = call double @llvm.fmuladd.f64(double %38, double %78, double %93) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %94, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 9, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %94, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 9, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %95 = call double @llvm.fmuladd.f64(double %40, double %77, double %94) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %95, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 10, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %95, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 10, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %96 = call double @llvm.fmuladd.f64(double %42, double %76, double %95) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %96, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 11, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %96, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 11, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %97 = call double @llvm.fmuladd.f64(double %44, double %75, double %96) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %97, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 12, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %97, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 12, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %98 = call double @llvm.fmuladd.f64(double %46, double %74, double %97) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %98, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 13, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %98, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 13, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %99 = call double @llvm.fmuladd.f64(double %48, double %73, double %98) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %99, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 14, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %99, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 14, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %100 = call double @llvm.fmuladd.f64(double %50, double %72, double %99) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %100, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 15, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %100, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 15, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %101 = call double @llvm.fmuladd.f64(double %52, double %71, double %100) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %101, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 16, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %101, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 16, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %102 = call double @llvm.fmuladd.f64(double %54, double %70, double %101) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %102, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 17, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %102, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 17, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %103 = call double @llvm.fmuladd.f64(double %56, double %69, double %102) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %103, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 18, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %103, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 18, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %104 = call double @llvm.fmuladd.f64(double %58, double %68, double %103) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %104, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 19, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %104, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 19, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %105 = call double @llvm.fmuladd.f64(double %60, double %67, double %104) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %105, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 20, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %106 = fdiv double %105, 1.900000e+01, !dbg !165
  %107 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %21, i64 %85, !dbg !166
  store double %106, double* %107, align 8, !dbg !167, !tbaa !84, !noalias !132
  %108 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %85, i64 %21, !dbg !168
  store double %106, double* %108, align 8, !dbg !169, !tbaa !84, !noalias !132
  %109 = add nsw i64 %85, 1, !dbg !170
  call void @llvm.dbg.value(metadata i64 %109, metadata !145, metadata !DIExpression()) #3, !dbg !152
  %110 = icmp slt i64 %85, 15, !dbg !157
  br i1 %110, label %111, label %152, !dbg !158, !llvm.loop !171

111:                                              ; preds = %64
  %112 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %109
  %113 = load double, double* %112, align 8, !dbg !162, !tbaa !84, !noalias !132
  %114 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %109
  %115 = load double, double* %114, align 8, !dbg !162, !tbaa !84, !noalias !132
  %116 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %109
  %117 = load double, double* %116, align 8, !dbg !162, !tbaa !84, !noalias !132
  %118 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %109
  %119 = load double, double* %118, align 8, !dbg !162, !tbaa !84, !noalias !132
  %120 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %109
  %121 = load double, double* %120, align 8, !dbg !162, !tbaa !84, !noalias !132
  %122 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %109
  %123 = load double, double* %122, align 8, !dbg !162, !tbaa !84, !noalias !132
  %124 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %109
  %125 = load double, double* %124, align 8, !dbg !162, !tbaa !84, !noalias !132
  %126 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %109
  %127 = load double, double* %126, align 8, !dbg !162, !tbaa !84, !noalias !132
  %128 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %109
  %129 = load double, double* %128, align 8, !dbg !162, !tbaa !84, !noalias !132
  %130 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %109
  %131 = load double, double* %130, align 8, !dbg !162, !tbaa !84, !noalias !132
  %132 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %109
  %133 = load double, double* %132, align 8, !dbg !162, !tbaa !84, !noalias !132
  %134 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %109
  %135 = load double, double* %134, align 8, !dbg !162, !tbaa !84, !noalias !132
  %136 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %109
  %137 = load double, double* %136, align 8, !dbg !162, !tbaa !84, !noalias !132
  %138 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %109
  %139 = load double, double* %138, align 8, !dbg !162, !tbaa !84, !noalias !132
  %140 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %109
  %141 = load double, double* %140, align 8, !dbg !162, !tbaa !84, !noalias !132
  %142 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %109
  %143 = load double, double* %142, align 8, !dbg !162, !tbaa !84, !noalias !132
  %144 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %109
  %145 = load double, double* %144, align 8, !dbg !162, !tbaa !84, !noalias !132
  %146 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %109
  %147 = load double, double* %146, align 8, !dbg !162, !tbaa !84, !noalias !132
  %148 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %109
  %149 = load double, double* %148, align 8, !dbg !162, !tbaa !84, !noalias !132
  %150 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %109
  %151 = load double, double* %150, align 8, !dbg !162, !tbaa !84, !noalias !132
  br label %64, !dbg !158

152:                                              ; preds = %64, %20
  %153 = add nsw i64 %21, 1, !dbg !154
  call void @llvm.dbg.value(metadata i64 %153, metadata !140, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32 %14, metadata !142, metadata !DIExpression()) #3, !dbg !152
  %154 = trunc i64 %153 to i32, !dbg !154
  %155 = icmp eq i32 %19, %154, !dbg !154
  br i1 %155, label %156, label %20, !dbg !154, !llvm.loop !174

156:                                              ; preds = %152, %2
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @13, i32 %11) #3, !dbg !175, !noalias !132
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3, !dbg !156, !noalias !132
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #3, !dbg !156, !noalias !132
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #3, !dbg !156, !noalias !132
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #3, !dbg !156, !noalias !132
  ret void, !dbg !135
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !176 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !180, metadata !DIExpression()), !dbg !184
  br label %1, !dbg !185

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %61, %1 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !180, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !184
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !187
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !187
  %5 = trunc <2 x i64> %4 to <2 x i32>, !dbg !190
  %6 = shl <2 x i32> %5, <i32 0, i32 1>, !dbg !190
  %7 = urem <2 x i32> %6, <i32 23, i32 23>, !dbg !190
  %8 = sitofp <2 x i32> %7 to <2 x double>, !dbg !192
  %9 = fdiv <2 x double> %8, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %10 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 0, !dbg !194
  %11 = bitcast double* %10 to <2 x double>*, !dbg !195
  store <2 x double> %9, <2 x double>* %11, align 16, !dbg !195, !tbaa !84
  %12 = trunc <2 x i64> %4 to <2 x i32>, !dbg !190
  %13 = mul <2 x i32> %12, <i32 3, i32 4>, !dbg !190
  %14 = urem <2 x i32> %13, <i32 23, i32 23>, !dbg !190
  %15 = sitofp <2 x i32> %14 to <2 x double>, !dbg !192
  %16 = fdiv <2 x double> %15, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %17 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 2, !dbg !194
  %18 = bitcast double* %17 to <2 x double>*, !dbg !195
  store <2 x double> %16, <2 x double>* %18, align 16, !dbg !195, !tbaa !84
  %19 = trunc <2 x i64> %4 to <2 x i32>, !dbg !190
  %20 = mul <2 x i32> %19, <i32 5, i32 6>, !dbg !190
  %21 = urem <2 x i32> %20, <i32 23, i32 23>, !dbg !190
  %22 = sitofp <2 x i32> %21 to <2 x double>, !dbg !192
  %23 = fdiv <2 x double> %22, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %24 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 4, !dbg !194
  %25 = bitcast double* %24 to <2 x double>*, !dbg !195
  store <2 x double> %23, <2 x double>* %25, align 16, !dbg !195, !tbaa !84
  %26 = trunc <2 x i64> %4 to <2 x i32>, !dbg !190
  %27 = mul <2 x i32> %26, <i32 7, i32 8>, !dbg !190
  %28 = urem <2 x i32> %27, <i32 23, i32 23>, !dbg !190
  %29 = sitofp <2 x i32> %28 to <2 x double>, !dbg !192
  %30 = fdiv <2 x double> %29, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %31 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 6, !dbg !194
  %32 = bitcast double* %31 to <2 x double>*, !dbg !195
  store <2 x double> %30, <2 x double>* %32, align 16, !dbg !195, !tbaa !84
  %33 = trunc <2 x i64> %4 to <2 x i32>, !dbg !190
  %34 = mul <2 x i32> %33, <i32 9, i32 10>, !dbg !190
  %35 = urem <2 x i32> %34, <i32 23, i32 23>, !dbg !190
  %36 = sitofp <2 x i32> %35 to <2 x double>, !dbg !192
  %37 = fdiv <2 x double> %36, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %38 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 8, !dbg !194
  %39 = bitcast double* %38 to <2 x double>*, !dbg !195
  store <2 x double> %37, <2 x double>* %39, align 16, !dbg !195, !tbaa !84
  %40 = trunc <2 x i64> %4 to <2 x i32>, !dbg !190
  %41 = mul <2 x i32> %40, <i32 11, i32 12>, !dbg !190
  %42 = urem <2 x i32> %41, <i32 23, i32 23>, !dbg !190
  %43 = sitofp <2 x i32> %42 to <2 x double>, !dbg !192
  %44 = fdiv <2 x double> %43, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %45 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 10, !dbg !194
  %46 = bitcast double* %45 to <2 x double>*, !dbg !195
  store <2 x double> %44, <2 x double>* %46, align 16, !dbg !195, !tbaa !84
  %47 = trunc <2 x i64> %4 to <2 x i32>, !dbg !190
  %48 = mul <2 x i32> %47, <i32 13, i32 14>, !dbg !190
  %49 = urem <2 x i32> %48, <i32 23, i32 23>, !dbg !190
  %50 = sitofp <2 x i32> %49 to <2 x double>, !dbg !192
  %51 = fdiv <2 x double> %50, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %52 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 12, !dbg !194
  %53 = bitcast double* %52 to <2 x double>*, !dbg !195
  store <2 x double> %51, <2 x double>* %53, align 16, !dbg !195, !tbaa !84
  %54 = trunc <2 x i64> %4 to <2 x i32>, !dbg !190
  %55 = mul <2 x i32> %54, <i32 15, i32 16>, !dbg !190
  %56 = urem <2 x i32> %55, <i32 23, i32 23>, !dbg !190
  %57 = sitofp <2 x i32> %56 to <2 x double>, !dbg !192
  %58 = fdiv <2 x double> %57, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %59 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 14, !dbg !194
  %60 = bitcast double* %59 to <2 x double>*, !dbg !195
  store <2 x double> %58, <2 x double>* %60, align 16, !dbg !195, !tbaa !84
  %61 = add nuw nsw i64 %2, 1, !dbg !196
  call void @llvm.dbg.value(metadata i64 %61, metadata !180, metadata !DIExpression()), !dbg !184
  %62 = icmp eq i64 %61, 20, !dbg !197
  br i1 %62, label %63, label %1, !dbg !185, !llvm.loop !198

63:                                               ; preds = %1
  tail call void @kernel_omp_covariance(), !dbg !200
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !183, metadata !DIExpression()), !dbg !184
  br label %64, !dbg !201

64:                                               ; preds = %63, %64
  %65 = phi i64 [ 0, %63 ], [ %115, %64 ]
  %66 = phi double [ 0.000000e+00, %63 ], [ %114, %64 ]
  call void @llvm.dbg.value(metadata double %66, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %65, metadata !181, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %66, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %66, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 0, metadata !182, metadata !DIExpression()), !dbg !184
  %67 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 0, !dbg !203
  %68 = load double, double* %67, align 16, !dbg !203, !tbaa !84
  %69 = fadd double %66, %68, !dbg !207
  call void @llvm.dbg.value(metadata double %69, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 1, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %69, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 1, metadata !182, metadata !DIExpression()), !dbg !184
  %70 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 1, !dbg !203
  %71 = load double, double* %70, align 8, !dbg !203, !tbaa !84
  %72 = fadd double %69, %71, !dbg !207
  call void @llvm.dbg.value(metadata double %72, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 2, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %72, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 2, metadata !182, metadata !DIExpression()), !dbg !184
  %73 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 2, !dbg !203
  %74 = load double, double* %73, align 16, !dbg !203, !tbaa !84
  %75 = fadd double %72, %74, !dbg !207
  call void @llvm.dbg.value(metadata double %75, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 3, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %75, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 3, metadata !182, metadata !DIExpression()), !dbg !184
  %76 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 3, !dbg !203
  %77 = load double, double* %76, align 8, !dbg !203, !tbaa !84
  %78 = fadd double %75, %77, !dbg !207
  call void @llvm.dbg.value(metadata double %78, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 4, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %78, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 4, metadata !182, metadata !DIExpression()), !dbg !184
  %79 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 4, !dbg !203
  %80 = load double, double* %79, align 16, !dbg !203, !tbaa !84
  %81 = fadd double %78, %80, !dbg !207
  call void @llvm.dbg.value(metadata double %81, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 5, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %81, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 5, metadata !182, metadata !DIExpression()), !dbg !184
  %82 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 5, !dbg !203
  %83 = load double, double* %82, align 8, !dbg !203, !tbaa !84
  %84 = fadd double %81, %83, !dbg !207
  call void @llvm.dbg.value(metadata double %84, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 6, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %84, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 6, metadata !182, metadata !DIExpression()), !dbg !184
  %85 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 6, !dbg !203
  %86 = load double, double* %85, align 16, !dbg !203, !tbaa !84
  %87 = fadd double %84, %86, !dbg !207
  call void @llvm.dbg.value(metadata double %87, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 7, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %87, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 7, metadata !182, metadata !DIExpression()), !dbg !184
  %88 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 7, !dbg !203
  %89 = load double, double* %88, align 8, !dbg !203, !tbaa !84
  %90 = fadd double %87, %89, !dbg !207
  call void @llvm.dbg.value(metadata double %90, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 8, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %90, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 8, metadata !182, metadata !DIExpression()), !dbg !184
  %91 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 8, !dbg !203
  %92 = load double, double* %91, align 16, !dbg !203, !tbaa !84
  %93 = fadd double %90, %92, !dbg !207
  call void @llvm.dbg.value(metadata double %93, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 9, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %93, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 9, metadata !182, metadata !DIExpression()), !dbg !184
  %94 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 9, !dbg !203
  %95 = load double, double* %94, align 8, !dbg !203, !tbaa !84
  %96 = fadd double %93, %95, !dbg !207
  call void @llvm.dbg.value(metadata double %96, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 10, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %96, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 10, metadata !182, metadata !DIExpression()), !dbg !184
  %97 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 10, !dbg !203
  %98 = load double, double* %97, align 16, !dbg !203, !tbaa !84
  %99 = fadd double %96, %98, !dbg !207
  call void @llvm.dbg.value(metadata double %99, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 11, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %99, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 11, metadata !182, metadata !DIExpression()), !dbg !184
  %100 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 11, !dbg !203
  %101 = load double, double* %100, align 8, !dbg !203, !tbaa !84
  %102 = fadd double %99, %101, !dbg !207
  call void @llvm.dbg.value(metadata double %102, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 12, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %102, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 12, metadata !182, metadata !DIExpression()), !dbg !184
  %103 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 12, !dbg !203
  %104 = load double, double* %103, align 16, !dbg !203, !tbaa !84
  %105 = fadd double %102, %104, !dbg !207
  call void @llvm.dbg.value(metadata double %105, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 13, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %105, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 13, metadata !182, metadata !DIExpression()), !dbg !184
  %106 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 13, !dbg !203
  %107 = load double, double* %106, align 8, !dbg !203, !tbaa !84
  %108 = fadd double %105, %107, !dbg !207
  call void @llvm.dbg.value(metadata double %108, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 14, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %108, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 14, metadata !182, metadata !DIExpression()), !dbg !184
  %109 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 14, !dbg !203
  %110 = load double, double* %109, align 16, !dbg !203, !tbaa !84
  %111 = fadd double %108, %110, !dbg !207
  call void @llvm.dbg.value(metadata double %111, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 15, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %111, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 15, metadata !182, metadata !DIExpression()), !dbg !184
  %112 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 15, !dbg !203
  %113 = load double, double* %112, align 8, !dbg !203, !tbaa !84
  %114 = fadd double %111, %113, !dbg !207
  call void @llvm.dbg.value(metadata double %114, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 16, metadata !182, metadata !DIExpression()), !dbg !184
  %115 = add nuw nsw i64 %65, 1, !dbg !208
  call void @llvm.dbg.value(metadata double %114, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %115, metadata !181, metadata !DIExpression()), !dbg !184
  %116 = icmp eq i64 %115, 16, !dbg !209
  br i1 %116, label %117, label %64, !dbg !201, !llvm.loop !210

117:                                              ; preds = %64
  store double %114, double* @checksum, align 8, !dbg !212, !tbaa !84
  ret i32 0, !dbg !213
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_covariance.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 15, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1024, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 14, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 20480, elements: !15)
!15 = !{!16, !11}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Cov", scope: !2, file: !3, line: 16, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !20)
!20 = !{!11, !11}
!21 = !{i32 7, !"Dwarf Version", i32 4}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"openmp", i32 50}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{!"Debian clang version 14.0.6"}
!29 = distinct !DISubprogram(name: "kernel_omp_covariance", scope: !3, file: !3, line: 19, type: !30, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !{!33, !35, !36}
!33 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 21, type: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DILocalVariable(name: "p", scope: !29, file: !3, line: 21, type: !34)
!36 = !DILocalVariable(name: "q", scope: !29, file: !3, line: 21, type: !34)
!37 = !DILocation(line: 21, column: 7, scope: !29)
!38 = !DILocation(line: 21, column: 10, scope: !29)
!39 = !DILocation(line: 21, column: 13, scope: !29)
!40 = !DILocation(line: 22, column: 1, scope: !29)
!41 = !DILocation(line: 29, column: 1, scope: !29)
!42 = !DILocation(line: 33, column: 1, scope: !29)
!43 = !DILocation(line: 42, column: 1, scope: !29)
!44 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 22, type: !45, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !51)
!45 = !DISubroutineType(types: !46)
!46 = !{null, !47, !47}
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!51 = !{!52, !53}
!52 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !44, type: !47, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !44, type: !47, flags: DIFlagArtificial)
!54 = !DILocation(line: 0, scope: !44)
!55 = !{!56}
!56 = distinct !{!56, !57, !".omp_outlined._debug__: argument 0"}
!57 = distinct !{!57, !".omp_outlined._debug__"}
!58 = !DILocation(line: 22, column: 1, scope: !44)
!59 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !60, type: !47, flags: DIFlagArtificial)
!60 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 23, type: !45, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!61 = !{!59, !62, !63, !64, !65, !66, !67, !68, !69}
!62 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !60, type: !47, flags: DIFlagArtificial)
!63 = !DILocalVariable(name: ".omp.iv", scope: !60, type: !34, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: ".omp.lb", scope: !60, type: !34, flags: DIFlagArtificial)
!65 = !DILocalVariable(name: ".omp.ub", scope: !60, type: !34, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: ".omp.stride", scope: !60, type: !34, flags: DIFlagArtificial)
!67 = !DILocalVariable(name: ".omp.is_last", scope: !60, type: !34, flags: DIFlagArtificial)
!68 = !DILocalVariable(name: "i", scope: !60, type: !34, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: "p", scope: !60, type: !34, flags: DIFlagArtificial)
!70 = !DILocation(line: 0, scope: !60, inlinedAt: !71)
!71 = distinct !DILocation(line: 22, column: 1, scope: !44)
!72 = !DILocation(line: 23, column: 3, scope: !60, inlinedAt: !71)
!73 = !DILocation(line: 23, column: 8, scope: !60, inlinedAt: !71)
!74 = !{!75, !75, i64 0}
!75 = !{!"int", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 22, column: 1, scope: !60, inlinedAt: !71)
!79 = !DILocation(line: 24, column: 5, scope: !80, inlinedAt: !71)
!80 = distinct !DILexicalBlock(scope: !60, file: !3, line: 23, column: 27)
!81 = !DILocation(line: 26, column: 18, scope: !82, inlinedAt: !71)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 25, column: 5)
!83 = distinct !DILexicalBlock(scope: !80, file: !3, line: 25, column: 5)
!84 = !{!85, !85, i64 0}
!85 = !{!"double", !76, i64 0}
!86 = !DILocation(line: 26, column: 15, scope: !82, inlinedAt: !71)
!87 = !DILocation(line: 27, column: 13, scope: !80, inlinedAt: !71)
!88 = distinct !{!88, !78, !89, !90}
!89 = !DILocation(line: 22, column: 36, scope: !60, inlinedAt: !71)
!90 = !{!"llvm.loop.isvectorized", i32 1}
!91 = distinct !{!91, !78, !89, !92, !90}
!92 = !{!"llvm.loop.unroll.runtime.disable"}
!93 = !{!94}
!94 = !{i64 2, i64 -1, i64 -1, i1 true}
!95 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !3, file: !3, line: 29, type: !45, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!96 = !{!97, !98}
!97 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !95, type: !47, flags: DIFlagArtificial)
!98 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !95, type: !47, flags: DIFlagArtificial)
!99 = !DILocation(line: 0, scope: !95)
!100 = !{!101}
!101 = distinct !{!101, !102, !".omp_outlined._debug__.1: argument 0"}
!102 = distinct !{!102, !".omp_outlined._debug__.1"}
!103 = !DILocation(line: 29, column: 1, scope: !95)
!104 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !105, type: !47, flags: DIFlagArtificial)
!105 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !3, file: !3, line: 30, type: !45, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!106 = !{!104, !107, !108, !109, !110, !111, !112, !113, !114}
!107 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !105, type: !47, flags: DIFlagArtificial)
!108 = !DILocalVariable(name: ".omp.iv", scope: !105, type: !34, flags: DIFlagArtificial)
!109 = !DILocalVariable(name: ".omp.lb", scope: !105, type: !34, flags: DIFlagArtificial)
!110 = !DILocalVariable(name: ".omp.ub", scope: !105, type: !34, flags: DIFlagArtificial)
!111 = !DILocalVariable(name: ".omp.stride", scope: !105, type: !34, flags: DIFlagArtificial)
!112 = !DILocalVariable(name: ".omp.is_last", scope: !105, type: !34, flags: DIFlagArtificial)
!113 = !DILocalVariable(name: "p", scope: !105, type: !34, flags: DIFlagArtificial)
!114 = !DILocalVariable(name: "i", scope: !105, type: !34, flags: DIFlagArtificial)
!115 = !DILocation(line: 0, scope: !105, inlinedAt: !116)
!116 = distinct !DILocation(line: 29, column: 1, scope: !95)
!117 = !DILocation(line: 30, column: 3, scope: !105, inlinedAt: !116)
!118 = !DILocation(line: 30, column: 8, scope: !105, inlinedAt: !116)
!119 = !DILocation(line: 29, column: 1, scope: !105, inlinedAt: !116)
!120 = !DILocation(line: 32, column: 21, scope: !121, inlinedAt: !116)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 31, column: 5)
!122 = distinct !DILexicalBlock(scope: !105, file: !3, line: 31, column: 5)
!123 = !DILocation(line: 32, column: 7, scope: !121, inlinedAt: !116)
!124 = !DILocation(line: 32, column: 18, scope: !121, inlinedAt: !116)
!125 = distinct !{!125, !119, !126}
!126 = !DILocation(line: 29, column: 36, scope: !105, inlinedAt: !116)
!127 = distinct !DISubprogram(name: ".omp_outlined..4", scope: !3, file: !3, line: 33, type: !45, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!128 = !{!129, !130}
!129 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !127, type: !47, flags: DIFlagArtificial)
!130 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !127, type: !47, flags: DIFlagArtificial)
!131 = !DILocation(line: 0, scope: !127)
!132 = !{!133}
!133 = distinct !{!133, !134, !".omp_outlined._debug__.3: argument 0"}
!134 = distinct !{!134, !".omp_outlined._debug__.3"}
!135 = !DILocation(line: 33, column: 1, scope: !127)
!136 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !137, type: !47, flags: DIFlagArtificial)
!137 = distinct !DISubprogram(name: ".omp_outlined._debug__.3", scope: !3, file: !3, line: 34, type: !45, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !138)
!138 = !{!136, !139, !140, !141, !142, !143, !144, !145, !146, !147, !148}
!139 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !137, type: !47, flags: DIFlagArtificial)
!140 = !DILocalVariable(name: ".omp.iv", scope: !137, type: !34, flags: DIFlagArtificial)
!141 = !DILocalVariable(name: ".omp.lb", scope: !137, type: !34, flags: DIFlagArtificial)
!142 = !DILocalVariable(name: ".omp.ub", scope: !137, type: !34, flags: DIFlagArtificial)
!143 = !DILocalVariable(name: ".omp.stride", scope: !137, type: !34, flags: DIFlagArtificial)
!144 = !DILocalVariable(name: ".omp.is_last", scope: !137, type: !34, flags: DIFlagArtificial)
!145 = !DILocalVariable(name: "q", scope: !137, type: !34, flags: DIFlagArtificial)
!146 = !DILocalVariable(name: "i", scope: !137, type: !34, flags: DIFlagArtificial)
!147 = !DILocalVariable(name: "p", scope: !137, type: !34, flags: DIFlagArtificial)
!148 = !DILocalVariable(name: "acc", scope: !149, file: !3, line: 36, type: !5)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 35, column: 29)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 35, column: 5)
!151 = distinct !DILexicalBlock(scope: !137, file: !3, line: 35, column: 5)
!152 = !DILocation(line: 0, scope: !137, inlinedAt: !153)
!153 = distinct !DILocation(line: 33, column: 1, scope: !127)
!154 = !DILocation(line: 34, column: 3, scope: !137, inlinedAt: !153)
!155 = !DILocation(line: 34, column: 8, scope: !137, inlinedAt: !153)
!156 = !DILocation(line: 33, column: 1, scope: !137, inlinedAt: !153)
!157 = !DILocation(line: 35, column: 19, scope: !150, inlinedAt: !153)
!158 = !DILocation(line: 35, column: 5, scope: !151, inlinedAt: !153)
!159 = !DILocation(line: 38, column: 16, scope: !160, inlinedAt: !153)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 37, column: 7)
!161 = distinct !DILexicalBlock(scope: !149, file: !3, line: 37, column: 7)
!162 = !DILocation(line: 38, column: 29, scope: !160, inlinedAt: !153)
!163 = !DILocation(line: 0, scope: !149, inlinedAt: !153)
!164 = !DILocation(line: 38, column: 13, scope: !160, inlinedAt: !153)
!165 = !DILocation(line: 39, column: 23, scope: !149, inlinedAt: !153)
!166 = !DILocation(line: 39, column: 7, scope: !149, inlinedAt: !153)
!167 = !DILocation(line: 39, column: 17, scope: !149, inlinedAt: !153)
!168 = !DILocation(line: 40, column: 7, scope: !149, inlinedAt: !153)
!169 = !DILocation(line: 40, column: 17, scope: !149, inlinedAt: !153)
!170 = !DILocation(line: 35, column: 25, scope: !150, inlinedAt: !153)
!171 = distinct !{!171, !158, !172, !173}
!172 = !DILocation(line: 41, column: 5, scope: !151, inlinedAt: !153)
!173 = !{!"llvm.loop.mustprogress"}
!174 = distinct !{!174, !156, !175}
!175 = !DILocation(line: 33, column: 39, scope: !137, inlinedAt: !153)
!176 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !177, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!34}
!179 = !{!180, !181, !182, !183}
!180 = !DILocalVariable(name: "i", scope: !176, file: !3, line: 46, type: !34)
!181 = !DILocalVariable(name: "p", scope: !176, file: !3, line: 46, type: !34)
!182 = !DILocalVariable(name: "q", scope: !176, file: !3, line: 46, type: !34)
!183 = !DILocalVariable(name: "s", scope: !176, file: !3, line: 47, type: !5)
!184 = !DILocation(line: 0, scope: !176)
!185 = !DILocation(line: 48, column: 3, scope: !186)
!186 = distinct !DILexicalBlock(scope: !176, file: !3, line: 48, column: 3)
!187 = !DILocation(line: 49, column: 5, scope: !188)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 49, column: 5)
!189 = distinct !DILexicalBlock(scope: !186, file: !3, line: 48, column: 3)
!190 = !DILocation(line: 50, column: 43, scope: !191)
!191 = distinct !DILexicalBlock(scope: !188, file: !3, line: 49, column: 5)
!192 = !DILocation(line: 50, column: 20, scope: !191)
!193 = !DILocation(line: 50, column: 49, scope: !191)
!194 = !DILocation(line: 50, column: 37, scope: !191)
!195 = !DILocation(line: 50, column: 18, scope: !191)
!196 = !DILocation(line: 48, column: 23, scope: !189)
!197 = !DILocation(line: 48, column: 17, scope: !189)
!198 = distinct !{!198, !185, !199, !173}
!199 = !DILocation(line: 50, column: 51, scope: !186)
!200 = !DILocation(line: 51, column: 3, scope: !176)
!201 = !DILocation(line: 52, column: 3, scope: !202)
!202 = distinct !DILexicalBlock(scope: !176, file: !3, line: 52, column: 3)
!203 = !DILocation(line: 54, column: 12, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 53, column: 5)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 53, column: 5)
!206 = distinct !DILexicalBlock(scope: !202, file: !3, line: 52, column: 3)
!207 = !DILocation(line: 54, column: 9, scope: !204)
!208 = !DILocation(line: 52, column: 23, scope: !206)
!209 = !DILocation(line: 52, column: 17, scope: !206)
!210 = distinct !{!210, !201, !211, !173}
!211 = !DILocation(line: 54, column: 20, scope: !202)
!212 = !DILocation(line: 55, column: 12, scope: !176)
!213 = !DILocation(line: 56, column: 3, scope: !176)
