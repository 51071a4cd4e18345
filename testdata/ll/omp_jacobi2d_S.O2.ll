; ModuleID = 'omp_jacobi2d.c'
source_filename = "omp_jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [43 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;22;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [44 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;22;36;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 43, i8* getelementptr inbounds ([44 x i8], [44 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [43 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;27;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [44 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;27;36;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 43, i8* getelementptr inbounds ([44 x i8], [44 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @5, i32 0, i32 0) }, align 8
@Ag = internal global [20 x [20 x double]] zeroinitializer, align 16, !dbg !7
@Bg = internal global [20 x [20 x double]] zeroinitializer, align 16, !dbg !12

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_jacobi2d([20 x double]* noundef %0, [20 x double]* noundef %1) local_unnamed_addr #0 !dbg !22 {
  %3 = alloca [20 x double]*, align 8
  %4 = alloca [20 x double]*, align 8
  call void @llvm.dbg.value(metadata [20 x double]* %0, metadata !29, metadata !DIExpression()), !dbg !35
  store [20 x double]* %0, [20 x double]** %3, align 8, !tbaa !36
  call void @llvm.dbg.value(metadata [20 x double]* %1, metadata !30, metadata !DIExpression()), !dbg !35
  store [20 x double]* %1, [20 x double]** %4, align 8, !tbaa !36
  call void @llvm.dbg.declare(metadata i32* undef, metadata !33, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* undef, metadata !34, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [20 x double]** nonnull %4, [20 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [20 x double]** nonnull %3, [20 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 1, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 1, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [20 x double]** nonnull %4, [20 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [20 x double]** nonnull %3, [20 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 2, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 2, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [20 x double]** nonnull %4, [20 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [20 x double]** nonnull %3, [20 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 3, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 3, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [20 x double]** nonnull %4, [20 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [20 x double]** nonnull %3, [20 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 4, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 4, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [20 x double]** nonnull %4, [20 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [20 x double]** nonnull %3, [20 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 5, metadata !31, metadata !DIExpression()), !dbg !35
  ret void, !dbg !47
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, [20 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %2, [20 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3) #4 !dbg !48 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !57, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32* %1, metadata !58, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata [20 x double]** %2, metadata !59, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata [20 x double]** %3, metadata !60, metadata !DIExpression()), !dbg !61
  tail call void @llvm.experimental.noalias.scope.decl(metadata !62), !dbg !65
  call void @llvm.dbg.value(metadata i32* %0, metadata !66, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* undef, metadata !69, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata [20 x double]** %2, metadata !70, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata [20 x double]** %3, metadata !71, metadata !DIExpression()) #3, !dbg !79
  %9 = bitcast i32* %5 to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #3, !dbg !79
  store i32 0, i32* %5, align 4, !dbg !82, !tbaa !83, !noalias !62
  %10 = bitcast i32* %6 to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 17, metadata !74, metadata !DIExpression()) #3, !dbg !79
  store i32 17, i32* %6, align 4, !dbg !82, !tbaa !83, !noalias !62
  %11 = bitcast i32* %7 to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 1, metadata !75, metadata !DIExpression()) #3, !dbg !79
  store i32 1, i32* %7, align 4, !dbg !82, !tbaa !83, !noalias !62
  %12 = bitcast i32* %8 to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()) #3, !dbg !79
  store i32 0, i32* %8, align 4, !dbg !82, !tbaa !83, !noalias !62
  %13 = load i32, i32* %0, align 4, !dbg !81, !tbaa !83, !alias.scope !62
  call void @llvm.dbg.value(metadata i32* %5, metadata !73, metadata !DIExpression(DW_OP_deref)) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* %6, metadata !74, metadata !DIExpression(DW_OP_deref)) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* %7, metadata !75, metadata !DIExpression(DW_OP_deref)) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* %8, metadata !76, metadata !DIExpression(DW_OP_deref)) #3, !dbg !79
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %13, i32 34, i32* nonnull %8, i32* nonnull %5, i32* nonnull %6, i32* nonnull %7, i32 1, i32 1) #3, !dbg !85, !noalias !62
  %14 = load i32, i32* %6, align 4, !dbg !82, !tbaa !83, !noalias !62
  call void @llvm.dbg.value(metadata i32 %14, metadata !74, metadata !DIExpression()) #3, !dbg !79
  %15 = icmp slt i32 %14, 17, !dbg !82
  %16 = select i1 %15, i32 %14, i32 17, !dbg !82
  call void @llvm.dbg.value(metadata i32 %16, metadata !74, metadata !DIExpression()) #3, !dbg !79
  store i32 %16, i32* %6, align 4, !dbg !82, !tbaa !83, !noalias !62
  %17 = load i32, i32* %5, align 4, !dbg !82, !tbaa !83, !noalias !62
  call void @llvm.dbg.value(metadata i32 %17, metadata !73, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 %17, metadata !72, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 %16, metadata !74, metadata !DIExpression()) #3, !dbg !79
  %18 = icmp sgt i32 %17, %16, !dbg !81
  br i1 %18, label %264, label %19, !dbg !81

19:                                               ; preds = %4
  %20 = load [20 x double]*, [20 x double]** %3, align 8, !tbaa !36, !noalias !62
  %21 = load [20 x double]*, [20 x double]** %2, align 8, !tbaa !36, !noalias !62
  %22 = sext i32 %17 to i64, !dbg !81
  %23 = add nsw i32 %16, 1, !dbg !81
  %24 = sext i32 %23 to i64, !dbg !81
  %25 = add nsw i64 %22, 1, !dbg !81
  %26 = add nsw i64 %22, 2, !dbg !81
  br label %30, !dbg !81

27:                                               ; preds = %243, %44
  call void @llvm.dbg.value(metadata i64 %34, metadata !72, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 %16, metadata !74, metadata !DIExpression()) #3, !dbg !79
  %28 = icmp eq i64 %34, %24, !dbg !81
  %29 = add i64 %31, 1, !dbg !81
  br i1 %28, label %264, label %30, !dbg !81, !llvm.loop !86

30:                                               ; preds = %27, %19
  %31 = phi i64 [ %29, %27 ], [ 0, %19 ]
  %32 = phi i64 [ %34, %27 ], [ %22, %19 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !72, metadata !DIExpression()) #3, !dbg !79
  %33 = add i64 %25, %31, !dbg !88
  %34 = add nsw i64 %32, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %34, metadata !78, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 1, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %35 = add nsw i64 %32, 2
  call void @llvm.dbg.value(metadata i32 1, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %36 = add i64 %26, %31, !dbg !88
  %37 = getelementptr [20 x double], [20 x double]* %20, i64 %36, i64 19, !dbg !88
  %38 = getelementptr [20 x double], [20 x double]* %20, i64 %32, i64 1, !dbg !88
  %39 = getelementptr [20 x double], [20 x double]* %21, i64 %33, i64 19, !dbg !88
  %40 = getelementptr [20 x double], [20 x double]* %21, i64 %33, i64 1, !dbg !88
  %41 = icmp ult double* %40, %37, !dbg !89
  %42 = icmp ult double* %38, %39, !dbg !89
  %43 = and i1 %41, %42, !dbg !89
  br i1 %43, label %243, label %44, !dbg !89

44:                                               ; preds = %30
  %45 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 1, !dbg !91
  %46 = bitcast double* %45 to <2 x double>*, !dbg !91
  %47 = load <2 x double>, <2 x double>* %46, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %48 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %32, i64 1, !dbg !98
  %49 = bitcast double* %48 to <2 x double>*, !dbg !98
  %50 = load <2 x double>, <2 x double>* %49, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %51 = fadd <2 x double> %47, %50, !dbg !99
  %52 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %35, i64 1, !dbg !100
  %53 = bitcast double* %52 to <2 x double>*, !dbg !100
  %54 = load <2 x double>, <2 x double>* %53, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %55 = fadd <2 x double> %51, %54, !dbg !101
  %56 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 0, !dbg !102
  %57 = bitcast double* %56 to <2 x double>*, !dbg !102
  %58 = load <2 x double>, <2 x double>* %57, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %59 = fadd <2 x double> %55, %58, !dbg !103
  %60 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 2, !dbg !104
  %61 = bitcast double* %60 to <2 x double>*, !dbg !104
  %62 = load <2 x double>, <2 x double>* %61, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %63 = fadd <2 x double> %59, %62, !dbg !105
  %64 = fmul <2 x double> %63, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %65 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %34, i64 1, !dbg !107
  %66 = bitcast double* %65 to <2 x double>*, !dbg !108
  store <2 x double> %64, <2 x double>* %66, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %67 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 3, !dbg !91
  %68 = bitcast double* %67 to <2 x double>*, !dbg !91
  %69 = load <2 x double>, <2 x double>* %68, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %70 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %32, i64 3, !dbg !98
  %71 = bitcast double* %70 to <2 x double>*, !dbg !98
  %72 = load <2 x double>, <2 x double>* %71, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %73 = fadd <2 x double> %69, %72, !dbg !99
  %74 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %35, i64 3, !dbg !100
  %75 = bitcast double* %74 to <2 x double>*, !dbg !100
  %76 = load <2 x double>, <2 x double>* %75, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %77 = fadd <2 x double> %73, %76, !dbg !101
  %78 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 2, !dbg !102
  %79 = bitcast double* %78 to <2 x double>*, !dbg !102
  %80 = load <2 x double>, <2 x double>* %79, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %81 = fadd <2 x double> %77, %80, !dbg !103
  %82 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 4, !dbg !104
  %83 = bitcast double* %82 to <2 x double>*, !dbg !104
  %84 = load <2 x double>, <2 x double>* %83, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %85 = fadd <2 x double> %81, %84, !dbg !105
  %86 = fmul <2 x double> %85, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %87 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %34, i64 3, !dbg !107
  %88 = bitcast double* %87 to <2 x double>*, !dbg !108
  store <2 x double> %86, <2 x double>* %88, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %89 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 5, !dbg !91
  %90 = bitcast double* %89 to <2 x double>*, !dbg !91
  %91 = load <2 x double>, <2 x double>* %90, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %92 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %32, i64 5, !dbg !98
  %93 = bitcast double* %92 to <2 x double>*, !dbg !98
  %94 = load <2 x double>, <2 x double>* %93, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %95 = fadd <2 x double> %91, %94, !dbg !99
  %96 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %35, i64 5, !dbg !100
  %97 = bitcast double* %96 to <2 x double>*, !dbg !100
  %98 = load <2 x double>, <2 x double>* %97, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %99 = fadd <2 x double> %95, %98, !dbg !101
  %100 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 4, !dbg !102
  %101 = bitcast double* %100 to <2 x double>*, !dbg !102
  %102 = load <2 x double>, <2 x double>* %101, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %103 = fadd <2 x double> %99, %102, !dbg !103
  %104 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 6, !dbg !104
  %105 = bitcast double* %104 to <2 x double>*, !dbg !104
  %106 = load <2 x double>, <2 x double>* %105, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %107 = fadd <2 x double> %103, %106, !dbg !105
  %108 = fmul <2 x double> %107, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %109 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %34, i64 5, !dbg !107
  %110 = bitcast double* %109 to <2 x double>*, !dbg !108
  store <2 x double> %108, <2 x double>* %110, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %111 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 7, !dbg !91
  %112 = bitcast double* %111 to <2 x double>*, !dbg !91
  %113 = load <2 x double>, <2 x double>* %112, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %114 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %32, i64 7, !dbg !98
  %115 = bitcast double* %114 to <2 x double>*, !dbg !98
  %116 = load <2 x double>, <2 x double>* %115, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %117 = fadd <2 x double> %113, %116, !dbg !99
  %118 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %35, i64 7, !dbg !100
  %119 = bitcast double* %118 to <2 x double>*, !dbg !100
  %120 = load <2 x double>, <2 x double>* %119, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %121 = fadd <2 x double> %117, %120, !dbg !101
  %122 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 6, !dbg !102
  %123 = bitcast double* %122 to <2 x double>*, !dbg !102
  %124 = load <2 x double>, <2 x double>* %123, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %125 = fadd <2 x double> %121, %124, !dbg !103
  %126 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 8, !dbg !104
  %127 = bitcast double* %126 to <2 x double>*, !dbg !104
  %128 = load <2 x double>, <2 x double>* %127, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %129 = fadd <2 x double> %125, %128, !dbg !105
  %130 = fmul <2 x double> %129, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %131 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %34, i64 7, !dbg !107
  %132 = bitcast double* %131 to <2 x double>*, !dbg !108
  store <2 x double> %130, <2 x double>* %132, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %133 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 9, !dbg !91
  %134 = bitcast double* %133 to <2 x double>*, !dbg !91
  %135 = load <2 x double>, <2 x double>* %134, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %136 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %32, i64 9, !dbg !98
  %137 = bitcast double* %136 to <2 x double>*, !dbg !98
  %138 = load <2 x double>, <2 x double>* %137, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %139 = fadd <2 x double> %135, %138, !dbg !99
  %140 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %35, i64 9, !dbg !100
  %141 = bitcast double* %140 to <2 x double>*, !dbg !100
  %142 = load <2 x double>, <2 x double>* %141, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %143 = fadd <2 x double> %139, %142, !dbg !101
  %144 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 8, !dbg !102
  %145 = bitcast double* %144 to <2 x double>*, !dbg !102
  %146 = load <2 x double>, <2 x double>* %145, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %147 = fadd <2 x double> %143, %146, !dbg !103
  %148 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 10, !dbg !104
  %149 = bitcast double* %148 to <2 x double>*, !dbg !104
  %150 = load <2 x double>, <2 x double>* %149, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %151 = fadd <2 x double> %147, %150, !dbg !105
  %152 = fmul <2 x double> %151, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %153 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %34, i64 9, !dbg !107
  %154 = bitcast double* %153 to <2 x double>*, !dbg !108
  store <2 x double> %152, <2 x double>* %154, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %155 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 11, !dbg !91
  %156 = bitcast double* %155 to <2 x double>*, !dbg !91
  %157 = load <2 x double>, <2 x double>* %156, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %158 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %32, i64 11, !dbg !98
  %159 = bitcast double* %158 to <2 x double>*, !dbg !98
  %160 = load <2 x double>, <2 x double>* %159, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %161 = fadd <2 x double> %157, %160, !dbg !99
  %162 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %35, i64 11, !dbg !100
  %163 = bitcast double* %162 to <2 x double>*, !dbg !100
  %164 = load <2 x double>, <2 x double>* %163, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %165 = fadd <2 x double> %161, %164, !dbg !101
  %166 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 10, !dbg !102
  %167 = bitcast double* %166 to <2 x double>*, !dbg !102
  %168 = load <2 x double>, <2 x double>* %167, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %169 = fadd <2 x double> %165, %168, !dbg !103
  %170 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 12, !dbg !104
  %171 = bitcast double* %170 to <2 x double>*, !dbg !104
  %172 = load <2 x double>, <2 x double>* %171, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %173 = fadd <2 x double> %169, %172, !dbg !105
  %174 = fmul <2 x double> %173, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %175 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %34, i64 11, !dbg !107
  %176 = bitcast double* %175 to <2 x double>*, !dbg !108
  store <2 x double> %174, <2 x double>* %176, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %177 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 13, !dbg !91
  %178 = bitcast double* %177 to <2 x double>*, !dbg !91
  %179 = load <2 x double>, <2 x double>* %178, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %180 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %32, i64 13, !dbg !98
  %181 = bitcast double* %180 to <2 x double>*, !dbg !98
  %182 = load <2 x double>, <2 x double>* %181, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %183 = fadd <2 x double> %179, %182, !dbg !99
  %184 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %35, i64 13, !dbg !100
  %185 = bitcast double* %184 to <2 x double>*, !dbg !100
  %186 = load <2 x double>, <2 x double>* %185, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %187 = fadd <2 x double> %183, %186, !dbg !101
  %188 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 12, !dbg !102
  %189 = bitcast double* %188 to <2 x double>*, !dbg !102
  %190 = load <2 x double>, <2 x double>* %189, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %191 = fadd <2 x double> %187, %190, !dbg !103
  %192 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 14, !dbg !104
  %193 = bitcast double* %192 to <2 x double>*, !dbg !104
  %194 = load <2 x double>, <2 x double>* %193, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %195 = fadd <2 x double> %191, %194, !dbg !105
  %196 = fmul <2 x double> %195, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %197 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %34, i64 13, !dbg !107
  %198 = bitcast double* %197 to <2 x double>*, !dbg !108
  store <2 x double> %196, <2 x double>* %198, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %199 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 15, !dbg !91
  %200 = bitcast double* %199 to <2 x double>*, !dbg !91
  %201 = load <2 x double>, <2 x double>* %200, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %202 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %32, i64 15, !dbg !98
  %203 = bitcast double* %202 to <2 x double>*, !dbg !98
  %204 = load <2 x double>, <2 x double>* %203, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %205 = fadd <2 x double> %201, %204, !dbg !99
  %206 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %35, i64 15, !dbg !100
  %207 = bitcast double* %206 to <2 x double>*, !dbg !100
  %208 = load <2 x double>, <2 x double>* %207, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %209 = fadd <2 x double> %205, %208, !dbg !101
  %210 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 14, !dbg !102
  %211 = bitcast double* %210 to <2 x double>*, !dbg !102
  %212 = load <2 x double>, <2 x double>* %211, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %213 = fadd <2 x double> %209, %212, !dbg !103
  %214 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 16, !dbg !104
  %215 = bitcast double* %214 to <2 x double>*, !dbg !104
  %216 = load <2 x double>, <2 x double>* %215, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %217 = fadd <2 x double> %213, %216, !dbg !105
  %218 = fmul <2 x double> %217, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %219 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %34, i64 15, !dbg !107
  %220 = bitcast double* %219 to <2 x double>*, !dbg !108
  store <2 x double> %218, <2 x double>* %220, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %221 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 17, !dbg !91
  %222 = bitcast double* %221 to <2 x double>*, !dbg !91
  %223 = load <2 x double>, <2 x double>* %222, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %224 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %32, i64 17, !dbg !98
  %225 = bitcast double* %224 to <2 x double>*, !dbg !98
  %226 = load <2 x double>, <2 x double>* %225, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %227 = fadd <2 x double> %223, %226, !dbg !99
  %228 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %35, i64 17, !dbg !100
  %229 = bitcast double* %228 to <2 x double>*, !dbg !100
  %230 = load <2 x double>, <2 x double>* %229, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %231 = fadd <2 x double> %227, %230, !dbg !101
  %232 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 16, !dbg !102
  %233 = bitcast double* %232 to <2 x double>*, !dbg !102
  %234 = load <2 x double>, <2 x double>* %233, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %235 = fadd <2 x double> %231, %234, !dbg !103
  %236 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 18, !dbg !104
  %237 = bitcast double* %236 to <2 x double>*, !dbg !104
  %238 = load <2 x double>, <2 x double>* %237, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %239 = fadd <2 x double> %235, %238, !dbg !105
  %240 = fmul <2 x double> %239, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %241 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %34, i64 17, !dbg !107
  %242 = bitcast double* %241 to <2 x double>*, !dbg !108
  store <2 x double> %240, <2 x double>* %242, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  br label %27, !dbg !81

243:                                              ; preds = %30, %243
  %244 = phi i64 [ %257, %243 ], [ 1, %30 ]
  call void @llvm.dbg.value(metadata i64 %244, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %245 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 %244, !dbg !91
  %246 = load double, double* %245, align 8, !dbg !91, !tbaa !93, !noalias !62
  %247 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %32, i64 %244, !dbg !98
  %248 = load double, double* %247, align 8, !dbg !98, !tbaa !93, !noalias !62
  %249 = fadd double %246, %248, !dbg !99
  %250 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %35, i64 %244, !dbg !100
  %251 = load double, double* %250, align 8, !dbg !100, !tbaa !93, !noalias !62
  %252 = fadd double %249, %251, !dbg !101
  %253 = add nsw i64 %244, -1, !dbg !112
  %254 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 %253, !dbg !102
  %255 = load double, double* %254, align 8, !dbg !102, !tbaa !93, !noalias !62
  %256 = fadd double %252, %255, !dbg !103
  %257 = add nuw nsw i64 %244, 1, !dbg !113
  %258 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %34, i64 %257, !dbg !104
  %259 = load double, double* %258, align 8, !dbg !104, !tbaa !93, !noalias !62
  %260 = fadd double %256, %259, !dbg !105
  %261 = fmul double %260, 2.000000e-01, !dbg !106
  %262 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %34, i64 %244, !dbg !107
  store double %261, double* %262, align 8, !dbg !108, !tbaa !93, !noalias !62
  call void @llvm.dbg.value(metadata i64 %257, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %263 = icmp eq i64 %257, 19, !dbg !114
  br i1 %263, label %27, label %243, !dbg !89, !llvm.loop !115

264:                                              ; preds = %27, %4
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %13) #3, !dbg !87, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #3, !dbg !85, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #3, !dbg !85, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3, !dbg !85, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #3, !dbg !85, !noalias !62
  ret void, !dbg !65
}

; Function Attrs: nounwind
declare !callback !119 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, [20 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %2, [20 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3) #4 !dbg !121 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !123, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i32* %1, metadata !124, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata [20 x double]** %2, metadata !125, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata [20 x double]** %3, metadata !126, metadata !DIExpression()), !dbg !127
  tail call void @llvm.experimental.noalias.scope.decl(metadata !128), !dbg !131
  call void @llvm.dbg.value(metadata i32* %0, metadata !132, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32* undef, metadata !135, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata [20 x double]** %2, metadata !136, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata [20 x double]** %3, metadata !137, metadata !DIExpression()) #3, !dbg !145
  %9 = bitcast i32* %5 to i8*, !dbg !147
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #3, !dbg !147, !noalias !128
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()) #3, !dbg !145
  store i32 0, i32* %5, align 4, !dbg !148, !tbaa !83, !noalias !128
  %10 = bitcast i32* %6 to i8*, !dbg !147
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3, !dbg !147, !noalias !128
  call void @llvm.dbg.value(metadata i32 17, metadata !140, metadata !DIExpression()) #3, !dbg !145
  store i32 17, i32* %6, align 4, !dbg !148, !tbaa !83, !noalias !128
  %11 = bitcast i32* %7 to i8*, !dbg !147
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #3, !dbg !147, !noalias !128
  call void @llvm.dbg.value(metadata i32 1, metadata !141, metadata !DIExpression()) #3, !dbg !145
  store i32 1, i32* %7, align 4, !dbg !148, !tbaa !83, !noalias !128
  %12 = bitcast i32* %8 to i8*, !dbg !147
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #3, !dbg !147, !noalias !128
  call void @llvm.dbg.value(metadata i32 0, metadata !142, metadata !DIExpression()) #3, !dbg !145
  store i32 0, i32* %8, align 4, !dbg !148, !tbaa !83, !noalias !128
  %13 = load i32, i32* %0, align 4, !dbg !147, !tbaa !83, !alias.scope !128
  call void @llvm.dbg.value(metadata i32* %5, metadata !139, metadata !DIExpression(DW_OP_deref)) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32* %6, metadata !140, metadata !DIExpression(DW_OP_deref)) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32* %7, metadata !141, metadata !DIExpression(DW_OP_deref)) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32* %8, metadata !142, metadata !DIExpression(DW_OP_deref)) #3, !dbg !145
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %13, i32 34, i32* nonnull %8, i32* nonnull %5, i32* nonnull %6, i32* nonnull %7, i32 1, i32 1) #3, !dbg !149, !noalias !128
  %14 = load i32, i32* %6, align 4, !dbg !148, !tbaa !83, !noalias !128
  call void @llvm.dbg.value(metadata i32 %14, metadata !140, metadata !DIExpression()) #3, !dbg !145
  %15 = icmp slt i32 %14, 17, !dbg !148
  %16 = select i1 %15, i32 %14, i32 17, !dbg !148
  call void @llvm.dbg.value(metadata i32 %16, metadata !140, metadata !DIExpression()) #3, !dbg !145
  store i32 %16, i32* %6, align 4, !dbg !148, !tbaa !83, !noalias !128
  %17 = load i32, i32* %5, align 4, !dbg !148, !tbaa !83, !noalias !128
  call void @llvm.dbg.value(metadata i32 %17, metadata !139, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32 %17, metadata !138, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32 %16, metadata !140, metadata !DIExpression()) #3, !dbg !145
  %18 = icmp sgt i32 %17, %16, !dbg !147
  br i1 %18, label %83, label %19, !dbg !147

19:                                               ; preds = %4
  %20 = load [20 x double]*, [20 x double]** %3, align 8, !tbaa !36, !noalias !128
  %21 = load [20 x double]*, [20 x double]** %2, align 8, !tbaa !36, !noalias !128
  %22 = sext i32 %17 to i64, !dbg !147
  %23 = add nsw i32 %16, 1, !dbg !147
  %24 = sext i32 %23 to i64, !dbg !147
  br label %25, !dbg !147

25:                                               ; preds = %25, %19
  %26 = phi i64 [ %22, %19 ], [ %27, %25 ]
  call void @llvm.dbg.value(metadata i64 %26, metadata !138, metadata !DIExpression()) #3, !dbg !145
  %27 = add nsw i64 %26, 1, !dbg !150
  call void @llvm.dbg.value(metadata i64 %27, metadata !144, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32 1, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32 1, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 1, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %28 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 1, !dbg !151
  %29 = load double, double* %28, align 8, !dbg !151, !tbaa !93, !noalias !128
  %30 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 1, !dbg !154
  store double %29, double* %30, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 2, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 2, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %31 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 2, !dbg !151
  %32 = load double, double* %31, align 8, !dbg !151, !tbaa !93, !noalias !128
  %33 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 2, !dbg !154
  store double %32, double* %33, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 3, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 3, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %34 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 3, !dbg !151
  %35 = load double, double* %34, align 8, !dbg !151, !tbaa !93, !noalias !128
  %36 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 3, !dbg !154
  store double %35, double* %36, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 4, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 4, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %37 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 4, !dbg !151
  %38 = load double, double* %37, align 8, !dbg !151, !tbaa !93, !noalias !128
  %39 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 4, !dbg !154
  store double %38, double* %39, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 5, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 5, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %40 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 5, !dbg !151
  %41 = load double, double* %40, align 8, !dbg !151, !tbaa !93, !noalias !128
  %42 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 5, !dbg !154
  store double %41, double* %42, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 6, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 6, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %43 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 6, !dbg !151
  %44 = load double, double* %43, align 8, !dbg !151, !tbaa !93, !noalias !128
  %45 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 6, !dbg !154
  store double %44, double* %45, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 7, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 7, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %46 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 7, !dbg !151
  %47 = load double, double* %46, align 8, !dbg !151, !tbaa !93, !noalias !128
  %48 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 7, !dbg !154
  store double %47, double* %48, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 8, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 8, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %49 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 8, !dbg !151
  %50 = load double, double* %49, align 8, !dbg !151, !tbaa !93, !noalias !128
  %51 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 8, !dbg !154
  store double %50, double* %51, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 9, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 9, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %52 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 9, !dbg !151
  %53 = load double, double* %52, align 8, !dbg !151, !tbaa !93, !noalias !128
  %54 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 9, !dbg !154
  store double %53, double* %54, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 10, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 10, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %55 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 10, !dbg !151
  %56 = load double, double* %55, align 8, !dbg !151, !tbaa !93, !noalias !128
  %57 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 10, !dbg !154
  store double %56, double* %57, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 11, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 11, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %58 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 11, !dbg !151
  %59 = load double, double* %58, align 8, !dbg !151, !tbaa !93, !noalias !128
  %60 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 11, !dbg !154
  store double %59, double* %60, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 12, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 12, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %61 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 12, !dbg !151
  %62 = load double, double* %61, align 8, !dbg !151, !tbaa !93, !noalias !128
  %63 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 12, !dbg !154
  store double %62, double* %63, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 13, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 13, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %64 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 13, !dbg !151
  %65 = load double, double* %64, align 8, !dbg !151, !tbaa !93, !noalias !128
  %66 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 13, !dbg !154
  store double %65, double* %66, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 14, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 14, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %67 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 14, !dbg !151
  %68 = load double, double* %67, align 8, !dbg !151, !tbaa !93, !noalias !128
  %69 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 14, !dbg !154
  store double %68, double* %69, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 15, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 15, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %70 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 15, !dbg !151
  %71 = load double, double* %70, align 8, !dbg !151, !tbaa !93, !noalias !128
  %72 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 15, !dbg !154
  store double %71, double* %72, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 16, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 16, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %73 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 16, !dbg !151
  %74 = load double, double* %73, align 8, !dbg !151, !tbaa !93, !noalias !128
  %75 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 16, !dbg !154
  store double %74, double* %75, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 17, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 17, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %76 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 17, !dbg !151
  %77 = load double, double* %76, align 8, !dbg !151, !tbaa !93, !noalias !128
  %78 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 17, !dbg !154
  store double %77, double* %78, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 18, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 18, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %79 = getelementptr inbounds [20 x double], [20 x double]* %20, i64 %27, i64 18, !dbg !151
  %80 = load double, double* %79, align 8, !dbg !151, !tbaa !93, !noalias !128
  %81 = getelementptr inbounds [20 x double], [20 x double]* %21, i64 %27, i64 18, !dbg !154
  store double %80, double* %81, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 19, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 %27, metadata !138, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32 %16, metadata !140, metadata !DIExpression()) #3, !dbg !145
  %82 = icmp eq i64 %27, %24, !dbg !147
  br i1 %82, label %83, label %25, !dbg !147, !llvm.loop !156

83:                                               ; preds = %25, %4
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %13) #3, !dbg !157, !noalias !128
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #3, !dbg !149, !noalias !128
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #3, !dbg !149, !noalias !128
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3, !dbg !149, !noalias !128
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #3, !dbg !149, !noalias !128
  ret void, !dbg !131
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !158 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !162, metadata !DIExpression()), !dbg !165
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(3200) bitcast ([20 x [20 x double]]* @Bg to i8*), i8 0, i64 3200, i1 false), !dbg !166, !tbaa !93
  br label %1, !dbg !172

1:                                                ; preds = %0, %18
  %2 = phi i64 [ 0, %0 ], [ %19, %18 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !162, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !163, metadata !DIExpression()), !dbg !165
  br label %3, !dbg !173

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %16, %3 ]
  call void @llvm.dbg.value(metadata i64 %4, metadata !163, metadata !DIExpression()), !dbg !165
  %5 = mul nuw nsw i64 %4, %2, !dbg !174
  %6 = trunc i64 %5 to i32, !dbg !175
  %7 = urem i32 %6, 10, !dbg !175
  %8 = sitofp i32 %7 to double, !dbg !176
  %9 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %2, i64 %4, !dbg !177
  store double %8, double* %9, align 16, !dbg !178, !tbaa !93
  %10 = or i64 %4, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %10, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 %10, metadata !163, metadata !DIExpression()), !dbg !165
  %11 = mul nuw nsw i64 %10, %2, !dbg !174
  %12 = trunc i64 %11 to i32, !dbg !175
  %13 = urem i32 %12, 10, !dbg !175
  %14 = sitofp i32 %13 to double, !dbg !176
  %15 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %2, i64 %10, !dbg !177
  store double %14, double* %15, align 8, !dbg !178, !tbaa !93
  %16 = add nuw nsw i64 %4, 2, !dbg !179
  call void @llvm.dbg.value(metadata i64 %16, metadata !163, metadata !DIExpression()), !dbg !165
  %17 = icmp eq i64 %16, 20, !dbg !180
  br i1 %17, label %18, label %3, !dbg !173, !llvm.loop !181

18:                                               ; preds = %3
  %19 = add nuw nsw i64 %2, 1, !dbg !183
  call void @llvm.dbg.value(metadata i64 %19, metadata !162, metadata !DIExpression()), !dbg !165
  %20 = icmp eq i64 %19, 20, !dbg !184
  br i1 %20, label %21, label %1, !dbg !172, !llvm.loop !185

21:                                               ; preds = %18
  tail call void @kernel_omp_jacobi2d([20 x double]* noundef getelementptr inbounds ([20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 0), [20 x double]* noundef getelementptr inbounds ([20 x [20 x double]], [20 x [20 x double]]* @Bg, i64 0, i64 0)), !dbg !187
  call void @llvm.dbg.value(metadata i32 0, metadata !162, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !164, metadata !DIExpression()), !dbg !165
  br label %22, !dbg !188

22:                                               ; preds = %21, %22
  %23 = phi i64 [ 0, %21 ], [ %85, %22 ]
  %24 = phi double [ 0.000000e+00, %21 ], [ %84, %22 ]
  call void @llvm.dbg.value(metadata double %24, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 %23, metadata !162, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %24, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %24, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 0, metadata !163, metadata !DIExpression()), !dbg !165
  %25 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 0, !dbg !190
  %26 = load double, double* %25, align 16, !dbg !190, !tbaa !93
  %27 = fadd double %24, %26, !dbg !194
  call void @llvm.dbg.value(metadata double %27, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 1, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %27, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 1, metadata !163, metadata !DIExpression()), !dbg !165
  %28 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 1, !dbg !190
  %29 = load double, double* %28, align 8, !dbg !190, !tbaa !93
  %30 = fadd double %27, %29, !dbg !194
  call void @llvm.dbg.value(metadata double %30, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 2, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %30, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 2, metadata !163, metadata !DIExpression()), !dbg !165
  %31 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 2, !dbg !190
  %32 = load double, double* %31, align 16, !dbg !190, !tbaa !93
  %33 = fadd double %30, %32, !dbg !194
  call void @llvm.dbg.value(metadata double %33, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 3, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %33, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 3, metadata !163, metadata !DIExpression()), !dbg !165
  %34 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 3, !dbg !190
  %35 = load double, double* %34, align 8, !dbg !190, !tbaa !93
  %36 = fadd double %33, %35, !dbg !194
  call void @llvm.dbg.value(metadata double %36, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 4, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %36, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 4, metadata !163, metadata !DIExpression()), !dbg !165
  %37 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 4, !dbg !190
  %38 = load double, double* %37, align 16, !dbg !190, !tbaa !93
  %39 = fadd double %36, %38, !dbg !194
  call void @llvm.dbg.value(metadata double %39, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 5, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %39, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 5, metadata !163, metadata !DIExpression()), !dbg !165
  %40 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 5, !dbg !190
  %41 = load double, double* %40, align 8, !dbg !190, !tbaa !93
  %42 = fadd double %39, %41, !dbg !194
  call void @llvm.dbg.value(metadata double %42, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 6, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %42, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 6, metadata !163, metadata !DIExpression()), !dbg !165
  %43 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 6, !dbg !190
  %44 = load double, double* %43, align 16, !dbg !190, !tbaa !93
  %45 = fadd double %42, %44, !dbg !194
  call void @llvm.dbg.value(metadata double %45, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 7, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %45, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 7, metadata !163, metadata !DIExpression()), !dbg !165
  %46 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 7, !dbg !190
  %47 = load double, double* %46, align 8, !dbg !190, !tbaa !93
  %48 = fadd double %45, %47, !dbg !194
  call void @llvm.dbg.value(metadata double %48, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 8, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %48, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 8, metadata !163, metadata !DIExpression()), !dbg !165
  %49 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 8, !dbg !190
  %50 = load double, double* %49, align 16, !dbg !190, !tbaa !93
  %51 = fadd double %48, %50, !dbg !194
  call void @llvm.dbg.value(metadata double %51, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 9, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %51, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 9, metadata !163, metadata !DIExpression()), !dbg !165
  %52 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 9, !dbg !190
  %53 = load double, double* %52, align 8, !dbg !190, !tbaa !93
  %54 = fadd double %51, %53, !dbg !194
  call void @llvm.dbg.value(metadata double %54, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 10, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %54, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 10, metadata !163, metadata !DIExpression()), !dbg !165
  %55 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 10, !dbg !190
  %56 = load double, double* %55, align 16, !dbg !190, !tbaa !93
  %57 = fadd double %54, %56, !dbg !194
  call void @llvm.dbg.value(metadata double %57, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 11, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %57, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 11, metadata !163, metadata !DIExpression()), !dbg !165
  %58 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 11, !dbg !190
  %59 = load double, double* %58, align 8, !dbg !190, !tbaa !93
  %60 = fadd double %57, %59, !dbg !194
  call void @llvm.dbg.value(metadata double %60, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 12, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %60, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 12, metadata !163, metadata !DIExpression()), !dbg !165
  %61 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 12, !dbg !190
  %62 = load double, double* %61, align 16, !dbg !190, !tbaa !93
  %63 = fadd double %60, %62, !dbg !194
  call void @llvm.dbg.value(metadata double %63, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 13, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %63, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 13, metadata !163, metadata !DIExpression()), !dbg !165
  %64 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 13, !dbg !190
  %65 = load double, double* %64, align 8, !dbg !190, !tbaa !93
  %66 = fadd double %63, %65, !dbg !194
  call void @llvm.dbg.value(metadata double %66, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 14, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %66, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 14, metadata !163, metadata !DIExpression()), !dbg !165
  %67 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 14, !dbg !190
  %68 = load double, double* %67, align 16, !dbg !190, !tbaa !93
  %69 = fadd double %66, %68, !dbg !194
  call void @llvm.dbg.value(metadata double %69, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 15, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %69, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 15, metadata !163, metadata !DIExpression()), !dbg !165
  %70 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 15, !dbg !190
  %71 = load double, double* %70, align 8, !dbg !190, !tbaa !93
  %72 = fadd double %69, %71, !dbg !194
  call void @llvm.dbg.value(metadata double %72, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 16, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %72, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 16, metadata !163, metadata !DIExpression()), !dbg !165
  %73 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 16, !dbg !190
  %74 = load double, double* %73, align 16, !dbg !190, !tbaa !93
  %75 = fadd double %72, %74, !dbg !194
  call void @llvm.dbg.value(metadata double %75, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 17, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %75, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 17, metadata !163, metadata !DIExpression()), !dbg !165
  %76 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 17, !dbg !190
  %77 = load double, double* %76, align 8, !dbg !190, !tbaa !93
  %78 = fadd double %75, %77, !dbg !194
  call void @llvm.dbg.value(metadata double %78, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 18, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %78, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 18, metadata !163, metadata !DIExpression()), !dbg !165
  %79 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 18, !dbg !190
  %80 = load double, double* %79, align 16, !dbg !190, !tbaa !93
  %81 = fadd double %78, %80, !dbg !194
  call void @llvm.dbg.value(metadata double %81, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 19, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %81, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 19, metadata !163, metadata !DIExpression()), !dbg !165
  %82 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 19, !dbg !190
  %83 = load double, double* %82, align 8, !dbg !190, !tbaa !93
  %84 = fadd double %81, %83, !dbg !194
  call void @llvm.dbg.value(metadata double %84, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 20, metadata !163, metadata !DIExpression()), !dbg !165
  %85 = add nuw nsw i64 %23, 1, !dbg !195
  call void @llvm.dbg.value(metadata double %84, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 %85, metadata !162, metadata !DIExpression()), !dbg !165
  %86 = icmp eq i64 %85, 20, !dbg !196
  br i1 %86, label %87, label %22, !dbg !188, !llvm.loop !197

87:                                               ; preds = %22
  store double %84, double* @checksum, align 8, !dbg !199, !tbaa !93
  ret i32 0, !dbg !200
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 15, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_jacobi2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Ag", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 25600, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Bg", scope: !2, file: !3, line: 14, type: !9, isLocal: true, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"openmp", i32 50}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "kernel_omp_jacobi2d", scope: !3, file: !3, line: 17, type: !23, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1280, elements: !27)
!27 = !{!11}
!28 = !{!29, !30, !31, !33, !34}
!29 = !DILocalVariable(name: "a", arg: 1, scope: !22, file: !3, line: 17, type: !25)
!30 = !DILocalVariable(name: "b", arg: 2, scope: !22, file: !3, line: 18, type: !25)
!31 = !DILocalVariable(name: "t", scope: !22, file: !3, line: 20, type: !32)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 20, type: !32)
!34 = !DILocalVariable(name: "j", scope: !22, file: !3, line: 20, type: !32)
!35 = !DILocation(line: 0, scope: !22)
!36 = !{!37, !37, i64 0}
!37 = !{!"any pointer", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 20, column: 10, scope: !22)
!41 = !DILocation(line: 20, column: 13, scope: !22)
!42 = !DILocation(line: 22, column: 1, scope: !43)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 27)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 21, column: 3)
!45 = distinct !DILexicalBlock(scope: !22, file: !3, line: 21, column: 3)
!46 = !DILocation(line: 27, column: 1, scope: !43)
!47 = !DILocation(line: 32, column: 1, scope: !22)
!48 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 22, type: !49, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !51, !51, !55, !55}
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!55 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !25, size: 64)
!56 = !{!57, !58, !59, !60}
!57 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !48, type: !51, flags: DIFlagArtificial)
!58 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !48, type: !51, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: "b", arg: 3, scope: !48, type: !55, flags: DIFlagArtificial)
!60 = !DILocalVariable(name: "a", arg: 4, scope: !48, type: !55, flags: DIFlagArtificial)
!61 = !DILocation(line: 0, scope: !48)
!62 = !{!63}
!63 = distinct !{!63, !64, !".omp_outlined._debug__: argument 0"}
!64 = distinct !{!64, !".omp_outlined._debug__"}
!65 = !DILocation(line: 22, column: 1, scope: !48)
!66 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !67, type: !51, flags: DIFlagArtificial)
!67 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 23, type: !49, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!68 = !{!66, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78}
!69 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !67, type: !51, flags: DIFlagArtificial)
!70 = !DILocalVariable(name: "b", arg: 3, scope: !67, file: !3, line: 18, type: !55)
!71 = !DILocalVariable(name: "a", arg: 4, scope: !67, file: !3, line: 17, type: !55)
!72 = !DILocalVariable(name: ".omp.iv", scope: !67, type: !32, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: ".omp.lb", scope: !67, type: !32, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: ".omp.ub", scope: !67, type: !32, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: ".omp.stride", scope: !67, type: !32, flags: DIFlagArtificial)
!76 = !DILocalVariable(name: ".omp.is_last", scope: !67, type: !32, flags: DIFlagArtificial)
!77 = !DILocalVariable(name: "j", scope: !67, type: !32, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: "i", scope: !67, type: !32, flags: DIFlagArtificial)
!79 = !DILocation(line: 0, scope: !67, inlinedAt: !80)
!80 = distinct !DILocation(line: 22, column: 1, scope: !48)
!81 = !DILocation(line: 23, column: 5, scope: !67, inlinedAt: !80)
!82 = !DILocation(line: 23, column: 10, scope: !67, inlinedAt: !80)
!83 = !{!84, !84, i64 0}
!84 = !{!"int", !38, i64 0}
!85 = !DILocation(line: 22, column: 1, scope: !67, inlinedAt: !80)
!86 = distinct !{!86, !85, !87}
!87 = !DILocation(line: 22, column: 36, scope: !67, inlinedAt: !80)
!88 = !DILocation(line: 23, column: 28, scope: !67, inlinedAt: !80)
!89 = !DILocation(line: 24, column: 7, scope: !90, inlinedAt: !80)
!90 = distinct !DILexicalBlock(scope: !67, file: !3, line: 24, column: 7)
!91 = !DILocation(line: 25, column: 26, scope: !92, inlinedAt: !80)
!92 = distinct !DILexicalBlock(scope: !90, file: !3, line: 24, column: 7)
!93 = !{!94, !94, i64 0}
!94 = !{!"double", !38, i64 0}
!95 = !{!96}
!96 = distinct !{!96, !97}
!97 = distinct !{!97, !"LVerDomain"}
!98 = !DILocation(line: 25, column: 36, scope: !92, inlinedAt: !80)
!99 = !DILocation(line: 25, column: 34, scope: !92, inlinedAt: !80)
!100 = !DILocation(line: 25, column: 50, scope: !92, inlinedAt: !80)
!101 = !DILocation(line: 25, column: 48, scope: !92, inlinedAt: !80)
!102 = !DILocation(line: 25, column: 64, scope: !92, inlinedAt: !80)
!103 = !DILocation(line: 25, column: 62, scope: !92, inlinedAt: !80)
!104 = !DILocation(line: 26, column: 26, scope: !92, inlinedAt: !80)
!105 = !DILocation(line: 25, column: 76, scope: !92, inlinedAt: !80)
!106 = !DILocation(line: 25, column: 23, scope: !92, inlinedAt: !80)
!107 = !DILocation(line: 25, column: 9, scope: !92, inlinedAt: !80)
!108 = !DILocation(line: 25, column: 17, scope: !92, inlinedAt: !80)
!109 = !{!110}
!110 = distinct !{!110, !97}
!111 = !{!63, !96}
!112 = !DILocation(line: 25, column: 71, scope: !92, inlinedAt: !80)
!113 = !DILocation(line: 26, column: 33, scope: !92, inlinedAt: !80)
!114 = !DILocation(line: 24, column: 21, scope: !92, inlinedAt: !80)
!115 = distinct !{!115, !89, !116, !117, !118}
!116 = !DILocation(line: 26, column: 37, scope: !90, inlinedAt: !80)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !{!"llvm.loop.isvectorized", i32 1}
!119 = !{!120}
!120 = !{i64 2, i64 -1, i64 -1, i1 true}
!121 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !3, file: !3, line: 27, type: !49, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!122 = !{!123, !124, !125, !126}
!123 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !121, type: !51, flags: DIFlagArtificial)
!124 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !121, type: !51, flags: DIFlagArtificial)
!125 = !DILocalVariable(name: "a", arg: 3, scope: !121, type: !55, flags: DIFlagArtificial)
!126 = !DILocalVariable(name: "b", arg: 4, scope: !121, type: !55, flags: DIFlagArtificial)
!127 = !DILocation(line: 0, scope: !121)
!128 = !{!129}
!129 = distinct !{!129, !130, !".omp_outlined._debug__.1: argument 0"}
!130 = distinct !{!130, !".omp_outlined._debug__.1"}
!131 = !DILocation(line: 27, column: 1, scope: !121)
!132 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !133, type: !51, flags: DIFlagArtificial)
!133 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !3, file: !3, line: 28, type: !49, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !134)
!134 = !{!132, !135, !136, !137, !138, !139, !140, !141, !142, !143, !144}
!135 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !133, type: !51, flags: DIFlagArtificial)
!136 = !DILocalVariable(name: "a", arg: 3, scope: !133, file: !3, line: 17, type: !55)
!137 = !DILocalVariable(name: "b", arg: 4, scope: !133, file: !3, line: 18, type: !55)
!138 = !DILocalVariable(name: ".omp.iv", scope: !133, type: !32, flags: DIFlagArtificial)
!139 = !DILocalVariable(name: ".omp.lb", scope: !133, type: !32, flags: DIFlagArtificial)
!140 = !DILocalVariable(name: ".omp.ub", scope: !133, type: !32, flags: DIFlagArtificial)
!141 = !DILocalVariable(name: ".omp.stride", scope: !133, type: !32, flags: DIFlagArtificial)
!142 = !DILocalVariable(name: ".omp.is_last", scope: !133, type: !32, flags: DIFlagArtificial)
!143 = !DILocalVariable(name: "j", scope: !133, type: !32, flags: DIFlagArtificial)
!144 = !DILocalVariable(name: "i", scope: !133, type: !32, flags: DIFlagArtificial)
!145 = !DILocation(line: 0, scope: !133, inlinedAt: !146)
!146 = distinct !DILocation(line: 27, column: 1, scope: !121)
!147 = !DILocation(line: 28, column: 5, scope: !133, inlinedAt: !146)
!148 = !DILocation(line: 28, column: 10, scope: !133, inlinedAt: !146)
!149 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !146)
!150 = !DILocation(line: 28, column: 28, scope: !133, inlinedAt: !146)
!151 = !DILocation(line: 30, column: 19, scope: !152, inlinedAt: !146)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 29, column: 7)
!153 = distinct !DILexicalBlock(scope: !133, file: !3, line: 29, column: 7)
!154 = !DILocation(line: 30, column: 9, scope: !152, inlinedAt: !146)
!155 = !DILocation(line: 30, column: 17, scope: !152, inlinedAt: !146)
!156 = distinct !{!156, !149, !157}
!157 = !DILocation(line: 27, column: 36, scope: !133, inlinedAt: !146)
!158 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !159, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!32}
!161 = !{!162, !163, !164}
!162 = !DILocalVariable(name: "i", scope: !158, file: !3, line: 36, type: !32)
!163 = !DILocalVariable(name: "j", scope: !158, file: !3, line: 36, type: !32)
!164 = !DILocalVariable(name: "s", scope: !158, file: !3, line: 37, type: !5)
!165 = !DILocation(line: 0, scope: !158)
!166 = !DILocation(line: 41, column: 16, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !3, line: 39, column: 29)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 39, column: 5)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 39, column: 5)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 38, column: 3)
!171 = distinct !DILexicalBlock(scope: !158, file: !3, line: 38, column: 3)
!172 = !DILocation(line: 38, column: 3, scope: !171)
!173 = !DILocation(line: 39, column: 5, scope: !169)
!174 = !DILocation(line: 40, column: 30, scope: !167)
!175 = !DILocation(line: 40, column: 35, scope: !167)
!176 = !DILocation(line: 40, column: 18, scope: !167)
!177 = !DILocation(line: 40, column: 7, scope: !167)
!178 = !DILocation(line: 40, column: 16, scope: !167)
!179 = !DILocation(line: 39, column: 25, scope: !168)
!180 = !DILocation(line: 39, column: 19, scope: !168)
!181 = distinct !{!181, !173, !182, !117}
!182 = !DILocation(line: 42, column: 5, scope: !169)
!183 = !DILocation(line: 38, column: 23, scope: !170)
!184 = !DILocation(line: 38, column: 17, scope: !170)
!185 = distinct !{!185, !172, !186, !117}
!186 = !DILocation(line: 42, column: 5, scope: !171)
!187 = !DILocation(line: 43, column: 3, scope: !158)
!188 = !DILocation(line: 44, column: 3, scope: !189)
!189 = distinct !DILexicalBlock(scope: !158, file: !3, line: 44, column: 3)
!190 = !DILocation(line: 46, column: 12, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 45, column: 5)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 45, column: 5)
!193 = distinct !DILexicalBlock(scope: !189, file: !3, line: 44, column: 3)
!194 = !DILocation(line: 46, column: 9, scope: !191)
!195 = !DILocation(line: 44, column: 23, scope: !193)
!196 = !DILocation(line: 44, column: 17, scope: !193)
!197 = distinct !{!197, !188, !198, !117}
!198 = !DILocation(line: 46, column: 19, scope: !189)
!199 = !DILocation(line: 47, column: 12, scope: !158)
!200 = !DILocation(line: 48, column: 3, scope: !158)
