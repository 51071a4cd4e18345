; ModuleID = 'omp_lu.c'
source_filename = "omp_lu.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [27 x i8] c";omp_lu.c;kernel_lu;11;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 26, i8* getelementptr inbounds ([27 x i8], [27 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [28 x i8] c";omp_lu.c;kernel_lu;11;42;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 27, i8* getelementptr inbounds ([28 x i8], [28 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 26, i8* getelementptr inbounds ([27 x i8], [27 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [15 x i8] c"checksum %.9f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @kernel_lu(i32 noundef %0, double* noundef %1) local_unnamed_addr #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !26
  store i32 %0, i32* %3, align 4, !tbaa !27
  call void @llvm.dbg.value(metadata double* %1, metadata !23, metadata !DIExpression()), !dbg !26
  store double* %1, double** %4, align 8, !tbaa !31
  %6 = bitcast i32* %5 to i8*, !dbg !33
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #2, !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %5, align 4, !dbg !34, !tbaa !27
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !26
  %7 = icmp sgt i32 %0, 0, !dbg !35
  br i1 %7, label %9, label %8, !dbg !37

8:                                                ; preds = %9, %2
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #2, !dbg !38
  ret void, !dbg !39

9:                                                ; preds = %2, %9
  call void @llvm.dbg.value(metadata i32* %3, metadata !22, metadata !DIExpression(DW_OP_deref)), !dbg !26
  call void @llvm.dbg.value(metadata double** %4, metadata !23, metadata !DIExpression(DW_OP_deref)), !dbg !26
  call void @llvm.dbg.value(metadata i32* %5, metadata !24, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, i32* nonnull %5, double** nonnull %4), !dbg !40
  %10 = load i32, i32* %5, align 4, !dbg !42, !tbaa !27
  call void @llvm.dbg.value(metadata i32 %10, metadata !24, metadata !DIExpression()), !dbg !34
  %11 = add nsw i32 %10, 1, !dbg !42
  call void @llvm.dbg.value(metadata i32 %11, metadata !24, metadata !DIExpression()), !dbg !34
  store i32 %11, i32* %5, align 4, !dbg !34, !tbaa !27
  %12 = load i32, i32* %3, align 4, !dbg !43, !tbaa !27
  call void @llvm.dbg.value(metadata i32 %12, metadata !22, metadata !DIExpression()), !dbg !26
  %13 = icmp slt i32 %11, %12, !dbg !35
  br i1 %13, label %9, label %8, !dbg !37, !llvm.loop !44
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4u(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4) #4 !dbg !47 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !57, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32* %1, metadata !58, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32* %2, metadata !59, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32* %3, metadata !60, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata double** %4, metadata !61, metadata !DIExpression()), !dbg !62
  tail call void @llvm.experimental.noalias.scope.decl(metadata !63), !dbg !66
  call void @llvm.dbg.value(metadata i32* %0, metadata !67, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32* undef, metadata !70, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32* %2, metadata !71, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32* %3, metadata !72, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata double** %4, metadata !73, metadata !DIExpression()) #2, !dbg !87
  %10 = load i32, i32* %3, align 4, !dbg !89, !tbaa !27, !noalias !63
  %11 = add nsw i32 %10, 1, !dbg !90
  call void @llvm.dbg.value(metadata i32 %11, metadata !76, metadata !DIExpression()) #2, !dbg !87
  %12 = load i32, i32* %2, align 4, !dbg !91, !tbaa !27, !noalias !63
  call void @llvm.dbg.value(metadata i32 %12, metadata !76, metadata !DIExpression()) #2, !dbg !87
  %13 = sub i32 -2, %10, !dbg !92
  %14 = add i32 %13, %12, !dbg !92
  call void @llvm.dbg.value(metadata i32 %14, metadata !77, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32 %11, metadata !78, metadata !DIExpression()) #2, !dbg !87
  %15 = icmp slt i32 %11, %12, !dbg !92
  br i1 %15, label %16, label %196, !dbg !92

16:                                               ; preds = %5
  %17 = bitcast i32* %6 to i8*, !dbg !92
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !92, !noalias !63
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()) #2, !dbg !87
  store i32 0, i32* %6, align 4, !dbg !93, !tbaa !27, !noalias !63
  %18 = bitcast i32* %7 to i8*, !dbg !92
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !92, !noalias !63
  call void @llvm.dbg.value(metadata i32 %14, metadata !80, metadata !DIExpression()) #2, !dbg !87
  store i32 %14, i32* %7, align 4, !dbg !93, !tbaa !27, !noalias !63
  %19 = bitcast i32* %8 to i8*, !dbg !92
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #2, !dbg !92, !noalias !63
  call void @llvm.dbg.value(metadata i32 1, metadata !81, metadata !DIExpression()) #2, !dbg !87
  store i32 1, i32* %8, align 4, !dbg !93, !tbaa !27, !noalias !63
  %20 = bitcast i32* %9 to i8*, !dbg !92
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #2, !dbg !92, !noalias !63
  call void @llvm.dbg.value(metadata i32 0, metadata !82, metadata !DIExpression()) #2, !dbg !87
  store i32 0, i32* %9, align 4, !dbg !93, !tbaa !27, !noalias !63
  %21 = load i32, i32* %0, align 4, !dbg !92, !tbaa !27, !alias.scope !63
  call void @llvm.dbg.value(metadata i32* %6, metadata !79, metadata !DIExpression(DW_OP_deref)) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32* %7, metadata !80, metadata !DIExpression(DW_OP_deref)) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32* %8, metadata !81, metadata !DIExpression(DW_OP_deref)) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32* %9, metadata !82, metadata !DIExpression(DW_OP_deref)) #2, !dbg !87
  call void @__kmpc_for_static_init_4u(%struct.ident_t* nonnull @1, i32 %21, i32 34, i32* nonnull %9, i32* nonnull %6, i32* nonnull %7, i32* nonnull %8, i32 1, i32 1) #2, !dbg !94, !noalias !63
  %22 = load i32, i32* %7, align 4, !dbg !93, !tbaa !27, !noalias !63
  call void @llvm.dbg.value(metadata i32 %22, metadata !80, metadata !DIExpression()) #2, !dbg !87
  %23 = icmp ugt i32 %22, %14, !dbg !93
  %24 = select i1 %23, i32 %14, i32 %22, !dbg !93
  call void @llvm.dbg.value(metadata i32 %24, metadata !80, metadata !DIExpression()) #2, !dbg !87
  store i32 %24, i32* %7, align 4, !dbg !93, !tbaa !27, !noalias !63
  %25 = load i32, i32* %6, align 4, !dbg !93, !tbaa !27, !noalias !63
  call void @llvm.dbg.value(metadata i32 %25, metadata !79, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32 %25, metadata !74, metadata !DIExpression()) #2, !dbg !87
  %26 = add i32 %24, 1
  call void @llvm.dbg.value(metadata i32 %25, metadata !74, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32 %24, metadata !80, metadata !DIExpression()) #2, !dbg !87
  %27 = icmp ult i32 %25, %26, !dbg !92
  br i1 %27, label %28, label %195, !dbg !92

28:                                               ; preds = %16
  %29 = load double*, double** %4, align 8, !tbaa !31, !noalias !63
  %30 = load i32, i32* %2, align 4, !tbaa !27, !noalias !63
  %31 = load i32, i32* %3, align 4, !tbaa !27, !noalias !63
  %32 = mul nsw i32 %31, %30
  %33 = add nsw i32 %32, %31
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, double* %29, i64 %34
  %36 = add i32 %31, 1
  %37 = icmp slt i32 %36, %30
  br i1 %37, label %56, label %38, !dbg !95

38:                                               ; preds = %28
  %39 = add i32 %24, 1, !dbg !94
  %40 = sub i32 %39, %25, !dbg !94
  %41 = and i32 %40, 1, !dbg !94
  %42 = icmp eq i32 %41, 0, !dbg !94
  br i1 %42, label %53, label %43, !dbg !94

43:                                               ; preds = %38
  call void @llvm.dbg.value(metadata i32 %25, metadata !74, metadata !DIExpression()) #2, !dbg !87
  %44 = add i32 %25, %11, !dbg !96
  call void @llvm.dbg.value(metadata i32 %44, metadata !78, metadata !DIExpression()) #2, !dbg !87
  %45 = mul nsw i32 %44, %30, !dbg !97
  %46 = add nsw i32 %45, %31, !dbg !98
  %47 = sext i32 %46 to i64, !dbg !99
  %48 = getelementptr inbounds double, double* %29, i64 %47, !dbg !99
  %49 = load double, double* %48, align 8, !dbg !99, !tbaa !100, !noalias !63
  %50 = load double, double* %35, align 8, !dbg !102, !tbaa !100, !noalias !63
  %51 = fdiv double %49, %50, !dbg !103
  call void @llvm.dbg.value(metadata double %51, metadata !83, metadata !DIExpression()) #2, !dbg !104
  store double %51, double* %48, align 8, !dbg !105, !tbaa !100, !noalias !63
  call void @llvm.dbg.value(metadata i32 %31, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !106
  call void @llvm.dbg.value(metadata i32 %36, metadata !85, metadata !DIExpression()) #2, !dbg !106
  %52 = add nuw i32 %25, 1, !dbg !92
  call void @llvm.dbg.value(metadata i32 %52, metadata !74, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32 %24, metadata !80, metadata !DIExpression()) #2, !dbg !87
  br label %53, !dbg !94

53:                                               ; preds = %43, %38
  %54 = phi i32 [ %25, %38 ], [ %52, %43 ]
  %55 = icmp eq i32 %24, %25, !dbg !94
  br i1 %55, label %195, label %174, !dbg !94

56:                                               ; preds = %28
  %57 = sext i32 %36 to i64, !dbg !94
  %58 = sext i32 %32 to i64, !dbg !94
  %59 = add i32 %25, %10, !dbg !94
  %60 = add i32 %59, 1, !dbg !94
  %61 = add i32 %30, -2, !dbg !94
  %62 = sub i32 %61, %31, !dbg !94
  %63 = zext i32 %62 to i64, !dbg !94
  %64 = add nuw nsw i64 %63, 1, !dbg !94
  %65 = getelementptr double, double* %29, i64 %64, !dbg !94
  %66 = add nsw i64 %58, %57, !dbg !94
  %67 = getelementptr double, double* %29, i64 %66, !dbg !94
  %68 = add nsw i64 %66, %63, !dbg !94
  %69 = add nsw i64 %68, 1, !dbg !94
  %70 = getelementptr double, double* %29, i64 %69, !dbg !94
  %71 = add i32 %30, -2, !dbg !94
  %72 = sub i32 %71, %31, !dbg !94
  %73 = zext i32 %72 to i64, !dbg !94
  %74 = add nuw nsw i64 %73, 1, !dbg !94
  %75 = icmp ult i32 %72, 3
  %76 = and i64 %74, 8589934588
  %77 = add nsw i64 %76, %57
  %78 = icmp eq i64 %74, %76
  br label %79, !dbg !94

79:                                               ; preds = %170, %56
  %80 = phi i32 [ %173, %170 ], [ 0, %56 ]
  %81 = phi i32 [ %171, %170 ], [ %25, %56 ]
  call void @llvm.dbg.value(metadata i32 %81, metadata !74, metadata !DIExpression()) #2, !dbg !87
  %82 = add i32 %60, %80, !dbg !96
  %83 = mul i32 %30, %82, !dbg !96
  %84 = sext i32 %83 to i64, !dbg !96
  %85 = add nsw i64 %57, %84, !dbg !96
  %86 = add i32 %81, %11, !dbg !96
  call void @llvm.dbg.value(metadata i32 %86, metadata !78, metadata !DIExpression()) #2, !dbg !87
  %87 = mul nsw i32 %86, %30, !dbg !97
  %88 = add nsw i32 %87, %31, !dbg !98
  %89 = sext i32 %88 to i64, !dbg !99
  %90 = getelementptr inbounds double, double* %29, i64 %89, !dbg !99
  %91 = load double, double* %90, align 8, !dbg !99, !tbaa !100, !noalias !63
  %92 = load double, double* %35, align 8, !dbg !102, !tbaa !100, !noalias !63
  %93 = fdiv double %91, %92, !dbg !103
  call void @llvm.dbg.value(metadata double %93, metadata !83, metadata !DIExpression()) #2, !dbg !104
  store double %93, double* %90, align 8, !dbg !105, !tbaa !100, !noalias !63
  call void @llvm.dbg.value(metadata i32 %31, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !106
  call void @llvm.dbg.value(metadata i32 %36, metadata !85, metadata !DIExpression()) #2, !dbg !106
  %94 = fneg double %93
  %95 = sext i32 %87 to i64, !dbg !95
  br i1 %75, label %131, label %96, !dbg !95

96:                                               ; preds = %79
  %97 = getelementptr double, double* %65, i64 %85, !dbg !96
  %98 = getelementptr double, double* %29, i64 %85, !dbg !96
  %99 = icmp ult double* %98, %70, !dbg !95
  %100 = icmp ult double* %67, %97, !dbg !95
  %101 = and i1 %99, %100, !dbg !95
  br i1 %101, label %131, label %102, !dbg !95

102:                                              ; preds = %96
  %103 = insertelement <2 x double> poison, double %94, i64 0, !dbg !95
  %104 = shufflevector <2 x double> %103, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !95
  %105 = insertelement <2 x double> poison, double %94, i64 0, !dbg !95
  %106 = shufflevector <2 x double> %105, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !95
  br label %107, !dbg !95

107:                                              ; preds = %107, %102
  %108 = phi i64 [ 0, %102 ], [ %128, %107 ]
  %109 = add i64 %108, %57
  %110 = add nsw i64 %109, %58, !dbg !107
  %111 = getelementptr inbounds double, double* %29, i64 %110, !dbg !109
  %112 = bitcast double* %111 to <2 x double>*, !dbg !109
  %113 = load <2 x double>, <2 x double>* %112, align 8, !dbg !109, !tbaa !100, !alias.scope !110, !noalias !63
  %114 = getelementptr inbounds double, double* %111, i64 2, !dbg !109
  %115 = bitcast double* %114 to <2 x double>*, !dbg !109
  %116 = load <2 x double>, <2 x double>* %115, align 8, !dbg !109, !tbaa !100, !alias.scope !110, !noalias !63
  %117 = add nsw i64 %109, %95, !dbg !113
  %118 = getelementptr inbounds double, double* %29, i64 %117, !dbg !114
  %119 = bitcast double* %118 to <2 x double>*, !dbg !115
  %120 = load <2 x double>, <2 x double>* %119, align 8, !dbg !115, !tbaa !100, !alias.scope !116, !noalias !118
  %121 = getelementptr inbounds double, double* %118, i64 2, !dbg !115
  %122 = bitcast double* %121 to <2 x double>*, !dbg !115
  %123 = load <2 x double>, <2 x double>* %122, align 8, !dbg !115, !tbaa !100, !alias.scope !116, !noalias !118
  %124 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %104, <2 x double> %113, <2 x double> %120), !dbg !115
  %125 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %106, <2 x double> %116, <2 x double> %123), !dbg !115
  %126 = bitcast double* %118 to <2 x double>*, !dbg !115
  store <2 x double> %124, <2 x double>* %126, align 8, !dbg !115, !tbaa !100, !alias.scope !116, !noalias !118
  %127 = bitcast double* %121 to <2 x double>*, !dbg !115
  store <2 x double> %125, <2 x double>* %127, align 8, !dbg !115, !tbaa !100, !alias.scope !116, !noalias !118
  %128 = add nuw i64 %108, 4
  %129 = icmp eq i64 %128, %76
  br i1 %129, label %130, label %107, !llvm.loop !119

130:                                              ; preds = %107
  br i1 %78, label %170, label %131, !dbg !95

131:                                              ; preds = %96, %79, %130
  %132 = phi i64 [ %57, %96 ], [ %57, %79 ], [ %77, %130 ]
  %133 = trunc i64 %132 to i32, !dbg !95
  %134 = sub i32 %30, %133, !dbg !95
  %135 = add i32 %133, 1, !dbg !95
  %136 = and i32 %134, 1, !dbg !95
  %137 = icmp eq i32 %136, 0, !dbg !95
  br i1 %137, label %147, label %138, !dbg !95

138:                                              ; preds = %131
  %139 = add nsw i64 %132, %58, !dbg !107
  %140 = getelementptr inbounds double, double* %29, i64 %139, !dbg !109
  %141 = load double, double* %140, align 8, !dbg !109, !tbaa !100, !noalias !63
  %142 = add nsw i64 %132, %95, !dbg !113
  %143 = getelementptr inbounds double, double* %29, i64 %142, !dbg !114
  %144 = load double, double* %143, align 8, !dbg !115, !tbaa !100, !noalias !63
  %145 = call double @llvm.fmuladd.f64(double %94, double %141, double %144) #2, !dbg !115
  store double %145, double* %143, align 8, !dbg !115, !tbaa !100, !noalias !63
  call void @llvm.dbg.value(metadata i64 %132, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !106
  %146 = add nsw i64 %132, 1, !dbg !106
  call void @llvm.dbg.value(metadata i64 %146, metadata !85, metadata !DIExpression()) #2, !dbg !106
  br label %147, !dbg !95

147:                                              ; preds = %138, %131
  %148 = phi i64 [ %132, %131 ], [ %146, %138 ]
  %149 = icmp eq i32 %30, %135, !dbg !95
  br i1 %149, label %170, label %150, !dbg !95

150:                                              ; preds = %147, %150
  %151 = phi i64 [ %167, %150 ], [ %148, %147 ]
  %152 = add nsw i64 %151, %58, !dbg !107
  %153 = getelementptr inbounds double, double* %29, i64 %152, !dbg !109
  %154 = load double, double* %153, align 8, !dbg !109, !tbaa !100, !noalias !63
  %155 = add nsw i64 %151, %95, !dbg !113
  %156 = getelementptr inbounds double, double* %29, i64 %155, !dbg !114
  %157 = load double, double* %156, align 8, !dbg !115, !tbaa !100, !noalias !63
  %158 = call double @llvm.fmuladd.f64(double %94, double %154, double %157) #2, !dbg !115
  store double %158, double* %156, align 8, !dbg !115, !tbaa !100, !noalias !63
  call void @llvm.dbg.value(metadata i64 %151, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !106
  %159 = add nsw i64 %151, 1, !dbg !106
  call void @llvm.dbg.value(metadata i64 %159, metadata !85, metadata !DIExpression()) #2, !dbg !106
  %160 = add nsw i64 %159, %58, !dbg !107
  %161 = getelementptr inbounds double, double* %29, i64 %160, !dbg !109
  %162 = load double, double* %161, align 8, !dbg !109, !tbaa !100, !noalias !63
  %163 = add nsw i64 %159, %95, !dbg !113
  %164 = getelementptr inbounds double, double* %29, i64 %163, !dbg !114
  %165 = load double, double* %164, align 8, !dbg !115, !tbaa !100, !noalias !63
  %166 = call double @llvm.fmuladd.f64(double %94, double %162, double %165) #2, !dbg !115
  store double %166, double* %164, align 8, !dbg !115, !tbaa !100, !noalias !63
  call void @llvm.dbg.value(metadata i64 %159, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !106
  %167 = add nsw i64 %151, 2, !dbg !106
  call void @llvm.dbg.value(metadata i64 %167, metadata !85, metadata !DIExpression()) #2, !dbg !106
  %168 = trunc i64 %167 to i32, !dbg !122
  %169 = icmp eq i32 %30, %168, !dbg !122
  br i1 %169, label %170, label %150, !dbg !95, !llvm.loop !123

170:                                              ; preds = %147, %150, %130
  %171 = add i32 %81, 1, !dbg !92
  call void @llvm.dbg.value(metadata i32 %171, metadata !74, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32 %24, metadata !80, metadata !DIExpression()) #2, !dbg !87
  %172 = icmp eq i32 %81, %24, !dbg !92
  %173 = add i32 %80, 1, !dbg !92
  br i1 %172, label %195, label %79, !dbg !92, !llvm.loop !124

174:                                              ; preds = %53, %174
  %175 = phi i32 [ %193, %174 ], [ %54, %53 ]
  call void @llvm.dbg.value(metadata i32 %175, metadata !74, metadata !DIExpression()) #2, !dbg !87
  %176 = add i32 %175, %11, !dbg !96
  call void @llvm.dbg.value(metadata i32 %176, metadata !78, metadata !DIExpression()) #2, !dbg !87
  %177 = mul nsw i32 %176, %30, !dbg !97
  %178 = add nsw i32 %177, %31, !dbg !98
  %179 = sext i32 %178 to i64, !dbg !99
  %180 = getelementptr inbounds double, double* %29, i64 %179, !dbg !99
  %181 = load double, double* %180, align 8, !dbg !99, !tbaa !100, !noalias !63
  %182 = load double, double* %35, align 8, !dbg !102, !tbaa !100, !noalias !63
  %183 = fdiv double %181, %182, !dbg !103
  call void @llvm.dbg.value(metadata double %183, metadata !83, metadata !DIExpression()) #2, !dbg !104
  store double %183, double* %180, align 8, !dbg !105, !tbaa !100, !noalias !63
  call void @llvm.dbg.value(metadata i32 %31, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !106
  call void @llvm.dbg.value(metadata i32 %36, metadata !85, metadata !DIExpression()) #2, !dbg !106
  %184 = add nuw i32 %175, 1, !dbg !92
  call void @llvm.dbg.value(metadata i32 %184, metadata !74, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32 %24, metadata !80, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32 %184, metadata !74, metadata !DIExpression()) #2, !dbg !87
  %185 = add i32 %184, %11, !dbg !96
  call void @llvm.dbg.value(metadata i32 %185, metadata !78, metadata !DIExpression()) #2, !dbg !87
  %186 = mul nsw i32 %185, %30, !dbg !97
  %187 = add nsw i32 %186, %31, !dbg !98
  %188 = sext i32 %187 to i64, !dbg !99
  %189 = getelementptr inbounds double, double* %29, i64 %188, !dbg !99
  %190 = load double, double* %189, align 8, !dbg !99, !tbaa !100, !noalias !63
  %191 = load double, double* %35, align 8, !dbg !102, !tbaa !100, !noalias !63
  %192 = fdiv double %190, %191, !dbg !103
  call void @llvm.dbg.value(metadata double %192, metadata !83, metadata !DIExpression()) #2, !dbg !104
  store double %192, double* %189, align 8, !dbg !105, !tbaa !100, !noalias !63
  call void @llvm.dbg.value(metadata i32 %31, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !106
  call void @llvm.dbg.value(metadata i32 %36, metadata !85, metadata !DIExpression()) #2, !dbg !106
  %193 = add nuw i32 %175, 2, !dbg !92
  call void @llvm.dbg.value(metadata i32 %193, metadata !74, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32 %24, metadata !80, metadata !DIExpression()) #2, !dbg !87
  %194 = icmp eq i32 %184, %24, !dbg !92
  br i1 %194, label %195, label %174, !dbg !92, !llvm.loop !126

195:                                              ; preds = %53, %174, %170, %16
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %21) #2, !dbg !125, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #2, !dbg !94, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !94, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !94, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !94, !noalias !63
  br label %196, !dbg !94

196:                                              ; preds = %5, %195
  ret void, !dbg !66
}

; Function Attrs: nounwind
declare !callback !127 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !129 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !133, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i8** %1, metadata !134, metadata !DIExpression()), !dbg !145
  %6 = icmp sgt i32 %0, 1, !dbg !146
  br i1 %6, label %7, label %12, !dbg !147

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !148
  %9 = load i8*, i8** %8, align 8, !dbg !148, !tbaa !31
  call void @llvm.dbg.value(metadata i8* %9, metadata !149, metadata !DIExpression()) #2, !dbg !157
  %10 = tail call i64 @strtol(i8* nocapture noundef nonnull %9, i8** noundef null, i32 noundef 10) #2, !dbg !159
  %11 = trunc i64 %10 to i32, !dbg !160
  br label %12, !dbg !147

12:                                               ; preds = %2, %7
  %13 = phi i32 [ %11, %7 ], [ 80, %2 ], !dbg !147
  call void @llvm.dbg.value(metadata i32 %13, metadata !135, metadata !DIExpression()), !dbg !145
  %14 = sext i32 %13 to i64, !dbg !161
  %15 = shl nsw i64 %14, 3, !dbg !162
  %16 = mul i64 %15, %14, !dbg !163
  %17 = tail call noalias i8* @malloc(i64 noundef %16) #2, !dbg !164
  %18 = bitcast i8* %17 to double*, !dbg !164
  call void @llvm.dbg.value(metadata double* %18, metadata !136, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !137, metadata !DIExpression()), !dbg !165
  %19 = icmp sgt i32 %13, 0, !dbg !166
  br i1 %19, label %25, label %20, !dbg !167

20:                                               ; preds = %12
  %21 = bitcast i32* %3 to i8*, !dbg !168
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21), !dbg !168
  %22 = bitcast double** %4 to i8*, !dbg !168
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22), !dbg !168
  call void @llvm.dbg.value(metadata i32 %13, metadata !22, metadata !DIExpression()) #2, !dbg !168
  store i32 %13, i32* %3, align 4, !tbaa !27
  call void @llvm.dbg.value(metadata double* %18, metadata !23, metadata !DIExpression()) #2, !dbg !168
  %23 = bitcast double** %4 to i8**
  store i8* %17, i8** %23, align 8, !tbaa !31
  %24 = bitcast i32* %5 to i8*, !dbg !170
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %24) #2, !dbg !170
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()) #2, !dbg !171
  store i32 0, i32* %5, align 4, !dbg !171, !tbaa !27
  br label %91, !dbg !172

25:                                               ; preds = %12
  %26 = sitofp i32 %13 to double
  %27 = fmul double %26, 2.000000e+00
  %28 = zext i32 %13 to i64, !dbg !166
  %29 = add nsw i64 %28, -1, !dbg !167
  %30 = and i64 %28, 1
  %31 = icmp eq i64 %29, 0
  %32 = and i64 %28, 4294967294
  %33 = icmp eq i64 %30, 0
  br label %34, !dbg !167

34:                                               ; preds = %78, %25
  %35 = phi i64 [ %79, %78 ], [ 0, %25 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !137, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()), !dbg !173
  %36 = mul nuw nsw i64 %35, 3
  %37 = mul nsw i64 %35, %14
  br i1 %31, label %65, label %38, !dbg !174

38:                                               ; preds = %34, %58
  %39 = phi i64 [ %62, %58 ], [ 0, %34 ]
  %40 = phi i64 [ %63, %58 ], [ 0, %34 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !139, metadata !DIExpression()), !dbg !173
  %41 = icmp eq i64 %35, %39, !dbg !175
  br i1 %41, label %47, label %42, !dbg !177

42:                                               ; preds = %38
  %43 = add nuw nsw i64 %39, %36, !dbg !178
  %44 = trunc i64 %43 to i32, !dbg !179
  %45 = urem i32 %44, 5, !dbg !179
  %46 = sitofp i32 %45 to double, !dbg !180
  br label %47, !dbg !177

47:                                               ; preds = %38, %42
  %48 = phi double [ %46, %42 ], [ %27, %38 ], !dbg !177
  %49 = add nsw i64 %39, %37, !dbg !181
  %50 = getelementptr inbounds double, double* %18, i64 %49, !dbg !182
  store double %48, double* %50, align 8, !dbg !183, !tbaa !100
  %51 = or i64 %39, 1, !dbg !184
  call void @llvm.dbg.value(metadata i64 %51, metadata !139, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i64 %51, metadata !139, metadata !DIExpression()), !dbg !173
  %52 = icmp eq i64 %35, %51, !dbg !175
  br i1 %52, label %58, label %53, !dbg !177

53:                                               ; preds = %47
  %54 = add nuw nsw i64 %51, %36, !dbg !178
  %55 = trunc i64 %54 to i32, !dbg !179
  %56 = urem i32 %55, 5, !dbg !179
  %57 = sitofp i32 %56 to double, !dbg !180
  br label %58, !dbg !177

58:                                               ; preds = %53, %47
  %59 = phi double [ %57, %53 ], [ %27, %47 ], !dbg !177
  %60 = add nsw i64 %51, %37, !dbg !181
  %61 = getelementptr inbounds double, double* %18, i64 %60, !dbg !182
  store double %59, double* %61, align 8, !dbg !183, !tbaa !100
  %62 = add nuw nsw i64 %39, 2, !dbg !184
  call void @llvm.dbg.value(metadata i64 %62, metadata !139, metadata !DIExpression()), !dbg !173
  %63 = add i64 %40, 2, !dbg !174
  %64 = icmp eq i64 %63, %32, !dbg !174
  br i1 %64, label %65, label %38, !dbg !174, !llvm.loop !185

65:                                               ; preds = %58, %34
  %66 = phi i64 [ 0, %34 ], [ %62, %58 ]
  br i1 %33, label %78, label %67, !dbg !177

67:                                               ; preds = %65
  call void @llvm.dbg.value(metadata i64 %66, metadata !139, metadata !DIExpression()), !dbg !173
  %68 = icmp eq i64 %35, %66, !dbg !175
  br i1 %68, label %74, label %69, !dbg !177

69:                                               ; preds = %67
  %70 = add nuw nsw i64 %66, %36, !dbg !178
  %71 = trunc i64 %70 to i32, !dbg !179
  %72 = urem i32 %71, 5, !dbg !179
  %73 = sitofp i32 %72 to double, !dbg !180
  br label %74, !dbg !177

74:                                               ; preds = %69, %67
  %75 = phi double [ %73, %69 ], [ %27, %67 ], !dbg !177
  %76 = add nsw i64 %66, %37, !dbg !181
  %77 = getelementptr inbounds double, double* %18, i64 %76, !dbg !182
  store double %75, double* %77, align 8, !dbg !183, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %66, metadata !139, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !173
  br label %78, !dbg !187

78:                                               ; preds = %65, %74
  %79 = add nuw nsw i64 %35, 1, !dbg !187
  call void @llvm.dbg.value(metadata i64 %79, metadata !137, metadata !DIExpression()), !dbg !165
  %80 = icmp eq i64 %79, %28, !dbg !166
  br i1 %80, label %81, label %34, !dbg !167, !llvm.loop !188

81:                                               ; preds = %78
  %82 = bitcast i32* %3 to i8*, !dbg !168
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %82), !dbg !168
  %83 = bitcast double** %4 to i8*, !dbg !168
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %83), !dbg !168
  call void @llvm.dbg.value(metadata i32 %13, metadata !22, metadata !DIExpression()) #2, !dbg !168
  store i32 %13, i32* %3, align 4, !tbaa !27
  call void @llvm.dbg.value(metadata double* %18, metadata !23, metadata !DIExpression()) #2, !dbg !168
  %84 = bitcast double** %4 to i8**
  store i8* %17, i8** %84, align 8, !tbaa !31
  %85 = bitcast i32* %5 to i8*, !dbg !170
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %85) #2, !dbg !170
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()) #2, !dbg !171
  store i32 0, i32* %5, align 4, !dbg !171, !tbaa !27
  br i1 %19, label %86, label %91, !dbg !172

86:                                               ; preds = %81, %86
  call void @llvm.dbg.value(metadata i32* %3, metadata !22, metadata !DIExpression(DW_OP_deref)) #2, !dbg !168
  call void @llvm.dbg.value(metadata double** %4, metadata !23, metadata !DIExpression(DW_OP_deref)) #2, !dbg !168
  call void @llvm.dbg.value(metadata i32* %5, metadata !24, metadata !DIExpression(DW_OP_deref)) #2, !dbg !171
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, i32* nonnull %5, double** nonnull %4) #2, !dbg !190
  %87 = load i32, i32* %5, align 4, !dbg !191, !tbaa !27
  call void @llvm.dbg.value(metadata i32 %87, metadata !24, metadata !DIExpression()) #2, !dbg !171
  %88 = add nsw i32 %87, 1, !dbg !191
  call void @llvm.dbg.value(metadata i32 %88, metadata !24, metadata !DIExpression()) #2, !dbg !171
  store i32 %88, i32* %5, align 4, !dbg !171, !tbaa !27
  %89 = load i32, i32* %3, align 4, !dbg !192, !tbaa !27
  call void @llvm.dbg.value(metadata i32 %89, metadata !22, metadata !DIExpression()) #2, !dbg !168
  %90 = icmp slt i32 %88, %89, !dbg !193
  br i1 %90, label %86, label %95, !dbg !172, !llvm.loop !194

91:                                               ; preds = %20, %81
  %92 = bitcast i32* %3 to i8*
  %93 = bitcast double** %4 to i8*
  %94 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %94) #2, !dbg !196
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %92), !dbg !197
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %93), !dbg !197
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !142, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()), !dbg !198
  br label %124, !dbg !199

95:                                               ; preds = %86
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %85) #2, !dbg !196
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %82), !dbg !197
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %83), !dbg !197
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !142, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()), !dbg !198
  br i1 %19, label %96, label %124, !dbg !199

96:                                               ; preds = %95
  %97 = zext i32 %13 to i64, !dbg !200
  %98 = and i64 %97, 1, !dbg !199
  %99 = icmp eq i64 %29, 0, !dbg !199
  br i1 %99, label %102, label %100, !dbg !199

100:                                              ; preds = %96
  %101 = and i64 %97, 4294967294, !dbg !199
  br label %127, !dbg !199

102:                                              ; preds = %127, %96
  %103 = phi double [ undef, %96 ], [ %163, %127 ]
  %104 = phi i64 [ 0, %96 ], [ %164, %127 ]
  %105 = phi double [ 0.000000e+00, %96 ], [ %163, %127 ]
  %106 = icmp eq i64 %98, 0, !dbg !199
  br i1 %106, label %124, label %107, !dbg !199

107:                                              ; preds = %102
  %108 = trunc i64 %104 to i32
  call void @llvm.dbg.value(metadata i64 %104, metadata !143, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata double %105, metadata !142, metadata !DIExpression()), !dbg !145
  %109 = mul nsw i64 %104, %14, !dbg !202
  %110 = mul nsw i32 %13, %108, !dbg !202
  %111 = sext i32 %110 to i64, !dbg !203
  %112 = add nsw i64 %104, %111, !dbg !203
  %113 = getelementptr inbounds double, double* %18, i64 %112, !dbg !204
  %114 = load double, double* %113, align 8, !dbg !204, !tbaa !100
  %115 = trunc i64 %104 to i32, !dbg !205
  %116 = xor i32 %115, -1, !dbg !205
  %117 = add i32 %13, %116, !dbg !205
  %118 = sext i32 %117 to i64, !dbg !206
  %119 = add nsw i64 %109, %118, !dbg !206
  %120 = getelementptr inbounds double, double* %18, i64 %119, !dbg !207
  %121 = load double, double* %120, align 8, !dbg !207, !tbaa !100
  %122 = fadd double %114, %121, !dbg !208
  %123 = fadd double %105, %122, !dbg !209
  call void @llvm.dbg.value(metadata double %123, metadata !142, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %104, metadata !143, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !198
  br label %124, !dbg !210

124:                                              ; preds = %107, %102, %91, %95
  %125 = phi double [ 0.000000e+00, %95 ], [ 0.000000e+00, %91 ], [ %103, %102 ], [ %123, %107 ], !dbg !145
  %126 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %125), !dbg !210
  call void @free(i8* noundef %17) #2, !dbg !211
  ret i32 0, !dbg !212

127:                                              ; preds = %127, %100
  %128 = phi i64 [ 0, %100 ], [ %164, %127 ]
  %129 = phi double [ 0.000000e+00, %100 ], [ %163, %127 ]
  %130 = phi i64 [ 0, %100 ], [ %165, %127 ]
  %131 = trunc i64 %128 to i32
  call void @llvm.dbg.value(metadata i64 %128, metadata !143, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata double %129, metadata !142, metadata !DIExpression()), !dbg !145
  %132 = mul nsw i64 %128, %14, !dbg !202
  %133 = mul nsw i32 %13, %131, !dbg !202
  %134 = sext i32 %133 to i64, !dbg !203
  %135 = add nsw i64 %128, %134, !dbg !203
  %136 = getelementptr inbounds double, double* %18, i64 %135, !dbg !204
  %137 = load double, double* %136, align 8, !dbg !204, !tbaa !100
  %138 = trunc i64 %128 to i32, !dbg !205
  %139 = xor i32 %138, -1, !dbg !205
  %140 = add i32 %13, %139, !dbg !205
  %141 = sext i32 %140 to i64, !dbg !206
  %142 = add nsw i64 %132, %141, !dbg !206
  %143 = getelementptr inbounds double, double* %18, i64 %142, !dbg !207
  %144 = load double, double* %143, align 8, !dbg !207, !tbaa !100
  %145 = fadd double %137, %144, !dbg !208
  %146 = fadd double %129, %145, !dbg !209
  call void @llvm.dbg.value(metadata double %146, metadata !142, metadata !DIExpression()), !dbg !145
  %147 = or i64 %128, 1, !dbg !213
  call void @llvm.dbg.value(metadata i64 %147, metadata !143, metadata !DIExpression()), !dbg !198
  %148 = trunc i64 %147 to i32
  call void @llvm.dbg.value(metadata i64 %147, metadata !143, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata double %146, metadata !142, metadata !DIExpression()), !dbg !145
  %149 = mul nsw i64 %147, %14, !dbg !202
  %150 = mul nsw i32 %13, %148, !dbg !202
  %151 = sext i32 %150 to i64, !dbg !203
  %152 = add nsw i64 %147, %151, !dbg !203
  %153 = getelementptr inbounds double, double* %18, i64 %152, !dbg !204
  %154 = load double, double* %153, align 8, !dbg !204, !tbaa !100
  %155 = trunc i64 %147 to i32, !dbg !205
  %156 = xor i32 %155, -1, !dbg !205
  %157 = add i32 %13, %156, !dbg !205
  %158 = sext i32 %157 to i64, !dbg !206
  %159 = add nsw i64 %149, %158, !dbg !206
  %160 = getelementptr inbounds double, double* %18, i64 %159, !dbg !207
  %161 = load double, double* %160, align 8, !dbg !207, !tbaa !100
  %162 = fadd double %154, %161, !dbg !208
  %163 = fadd double %146, %162, !dbg !209
  call void @llvm.dbg.value(metadata double %163, metadata !142, metadata !DIExpression()), !dbg !145
  %164 = add nuw nsw i64 %128, 2, !dbg !213
  call void @llvm.dbg.value(metadata i64 %164, metadata !143, metadata !DIExpression()), !dbg !198
  %165 = add i64 %130, 2, !dbg !199
  %166 = icmp eq i64 %165, %101, !dbg !199
  br i1 %166, label %102, label %127, !dbg !199, !llvm.loop !214
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_lu.c", directory: ".", checksumkind: CSK_MD5, checksum: "2c9de42e58a5c6ad7fd5877458228fe9")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"openmp", i32 50}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "kernel_lu", scope: !1, file: !1, line: 8, type: !18, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !4, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!21 = !{!22, !23, !24}
!22 = !DILocalVariable(name: "n", arg: 1, scope: !17, file: !1, line: 8, type: !4)
!23 = !DILocalVariable(name: "A", arg: 2, scope: !17, file: !1, line: 8, type: !20)
!24 = !DILocalVariable(name: "k", scope: !25, file: !1, line: 10, type: !4)
!25 = distinct !DILexicalBlock(scope: !17, file: !1, line: 10, column: 3)
!26 = !DILocation(line: 0, scope: !17)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
!31 = !{!32, !32, i64 0}
!32 = !{!"any pointer", !29, i64 0}
!33 = !DILocation(line: 10, column: 8, scope: !25)
!34 = !DILocation(line: 0, scope: !25)
!35 = !DILocation(line: 10, column: 21, scope: !36)
!36 = distinct !DILexicalBlock(scope: !25, file: !1, line: 10, column: 3)
!37 = !DILocation(line: 10, column: 3, scope: !25)
!38 = !DILocation(line: 10, column: 3, scope: !36)
!39 = !DILocation(line: 19, column: 1, scope: !17)
!40 = !DILocation(line: 11, column: 1, scope: !41)
!41 = distinct !DILexicalBlock(scope: !36, file: !1, line: 10, column: 31)
!42 = !DILocation(line: 10, column: 27, scope: !36)
!43 = !DILocation(line: 10, column: 23, scope: !36)
!44 = distinct !{!44, !37, !45, !46}
!45 = !DILocation(line: 18, column: 3, scope: !25)
!46 = !{!"llvm.loop.mustprogress"}
!47 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 11, type: !48, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56)
!48 = !DISubroutineType(types: !49)
!49 = !{null, !50, !50, !54, !54, !55}
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!54 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!56 = !{!57, !58, !59, !60, !61}
!57 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !47, type: !50, flags: DIFlagArtificial)
!58 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !47, type: !50, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: "n", arg: 3, scope: !47, type: !54, flags: DIFlagArtificial)
!60 = !DILocalVariable(name: "k", arg: 4, scope: !47, type: !54, flags: DIFlagArtificial)
!61 = !DILocalVariable(name: "A", arg: 5, scope: !47, type: !55, flags: DIFlagArtificial)
!62 = !DILocation(line: 0, scope: !47)
!63 = !{!64}
!64 = distinct !{!64, !65, !".omp_outlined._debug__: argument 0"}
!65 = distinct !{!65, !".omp_outlined._debug__"}
!66 = !DILocation(line: 11, column: 1, scope: !47)
!67 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !68, type: !50, flags: DIFlagArtificial)
!68 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 12, type: !48, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !69)
!69 = !{!67, !70, !71, !72, !73, !74, !76, !76, !77, !78, !79, !80, !81, !82, !78, !83, !85}
!70 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !68, type: !50, flags: DIFlagArtificial)
!71 = !DILocalVariable(name: "n", arg: 3, scope: !68, file: !1, line: 8, type: !54)
!72 = !DILocalVariable(name: "k", arg: 4, scope: !68, file: !1, line: 10, type: !54)
!73 = !DILocalVariable(name: "A", arg: 5, scope: !68, file: !1, line: 8, type: !55)
!74 = !DILocalVariable(name: ".omp.iv", scope: !68, type: !75, flags: DIFlagArtificial)
!75 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!76 = !DILocalVariable(name: ".capture_expr.", scope: !68, type: !4, flags: DIFlagArtificial)
!77 = !DILocalVariable(name: ".capture_expr.", scope: !68, type: !75, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: "i", scope: !68, type: !4, flags: DIFlagArtificial)
!79 = !DILocalVariable(name: ".omp.lb", scope: !68, type: !75, flags: DIFlagArtificial)
!80 = !DILocalVariable(name: ".omp.ub", scope: !68, type: !75, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: ".omp.stride", scope: !68, type: !75, flags: DIFlagArtificial)
!82 = !DILocalVariable(name: ".omp.is_last", scope: !68, type: !4, flags: DIFlagArtificial)
!83 = !DILocalVariable(name: "l", scope: !84, file: !1, line: 13, type: !3)
!84 = distinct !DILexicalBlock(scope: !68, file: !1, line: 12, column: 37)
!85 = !DILocalVariable(name: "j", scope: !86, file: !1, line: 15, type: !4)
!86 = distinct !DILexicalBlock(scope: !84, file: !1, line: 15, column: 7)
!87 = !DILocation(line: 0, scope: !68, inlinedAt: !88)
!88 = distinct !DILocation(line: 11, column: 1, scope: !47)
!89 = !DILocation(line: 12, column: 18, scope: !68, inlinedAt: !88)
!90 = !DILocation(line: 12, column: 20, scope: !68, inlinedAt: !88)
!91 = !DILocation(line: 12, column: 29, scope: !68, inlinedAt: !88)
!92 = !DILocation(line: 12, column: 5, scope: !68, inlinedAt: !88)
!93 = !DILocation(line: 12, column: 10, scope: !68, inlinedAt: !88)
!94 = !DILocation(line: 11, column: 1, scope: !68, inlinedAt: !88)
!95 = !DILocation(line: 15, column: 7, scope: !86, inlinedAt: !88)
!96 = !DILocation(line: 12, column: 32, scope: !68, inlinedAt: !88)
!97 = !DILocation(line: 13, column: 22, scope: !84, inlinedAt: !88)
!98 = !DILocation(line: 13, column: 26, scope: !84, inlinedAt: !88)
!99 = !DILocation(line: 13, column: 18, scope: !84, inlinedAt: !88)
!100 = !{!101, !101, i64 0}
!101 = !{!"double", !29, i64 0}
!102 = !DILocation(line: 13, column: 33, scope: !84, inlinedAt: !88)
!103 = !DILocation(line: 13, column: 31, scope: !84, inlinedAt: !88)
!104 = !DILocation(line: 0, scope: !84, inlinedAt: !88)
!105 = !DILocation(line: 14, column: 20, scope: !84, inlinedAt: !88)
!106 = !DILocation(line: 0, scope: !86, inlinedAt: !88)
!107 = !DILocation(line: 16, column: 37, scope: !108, inlinedAt: !88)
!108 = distinct !DILexicalBlock(scope: !86, file: !1, line: 15, column: 7)
!109 = !DILocation(line: 16, column: 29, scope: !108, inlinedAt: !88)
!110 = !{!111}
!111 = distinct !{!111, !112}
!112 = distinct !{!112, !"LVerDomain"}
!113 = !DILocation(line: 16, column: 17, scope: !108, inlinedAt: !88)
!114 = !DILocation(line: 16, column: 9, scope: !108, inlinedAt: !88)
!115 = !DILocation(line: 16, column: 22, scope: !108, inlinedAt: !88)
!116 = !{!117}
!117 = distinct !{!117, !112}
!118 = !{!64, !111}
!119 = distinct !{!119, !95, !120, !46, !121}
!120 = !DILocation(line: 16, column: 40, scope: !86, inlinedAt: !88)
!121 = !{!"llvm.loop.isvectorized", i32 1}
!122 = !DILocation(line: 15, column: 29, scope: !108, inlinedAt: !88)
!123 = distinct !{!123, !95, !120, !46, !121}
!124 = distinct !{!124, !94, !125}
!125 = !DILocation(line: 11, column: 42, scope: !68, inlinedAt: !88)
!126 = distinct !{!126, !94, !125}
!127 = !{!128}
!128 = !{i64 2, i64 -1, i64 -1, i1 true}
!129 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !130, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!4, !4, !5}
!132 = !{!133, !134, !135, !136, !137, !139, !142, !143}
!133 = !DILocalVariable(name: "argc", arg: 1, scope: !129, file: !1, line: 21, type: !4)
!134 = !DILocalVariable(name: "argv", arg: 2, scope: !129, file: !1, line: 21, type: !5)
!135 = !DILocalVariable(name: "n", scope: !129, file: !1, line: 23, type: !4)
!136 = !DILocalVariable(name: "A", scope: !129, file: !1, line: 24, type: !20)
!137 = !DILocalVariable(name: "i", scope: !138, file: !1, line: 25, type: !4)
!138 = distinct !DILexicalBlock(scope: !129, file: !1, line: 25, column: 3)
!139 = !DILocalVariable(name: "j", scope: !140, file: !1, line: 26, type: !4)
!140 = distinct !DILexicalBlock(scope: !141, file: !1, line: 26, column: 5)
!141 = distinct !DILexicalBlock(scope: !138, file: !1, line: 25, column: 3)
!142 = !DILocalVariable(name: "s", scope: !129, file: !1, line: 29, type: !3)
!143 = !DILocalVariable(name: "i", scope: !144, file: !1, line: 30, type: !4)
!144 = distinct !DILexicalBlock(scope: !129, file: !1, line: 30, column: 3)
!145 = !DILocation(line: 0, scope: !129)
!146 = !DILocation(line: 23, column: 16, scope: !129)
!147 = !DILocation(line: 23, column: 11, scope: !129)
!148 = !DILocation(line: 23, column: 27, scope: !129)
!149 = !DILocalVariable(name: "__nptr", arg: 1, scope: !150, file: !151, line: 362, type: !154)
!150 = distinct !DISubprogram(name: "atoi", scope: !151, file: !151, line: 362, type: !152, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !156)
!151 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!152 = !DISubroutineType(types: !153)
!153 = !{!4, !154}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!156 = !{!149}
!157 = !DILocation(line: 0, scope: !150, inlinedAt: !158)
!158 = distinct !DILocation(line: 23, column: 22, scope: !129)
!159 = !DILocation(line: 364, column: 16, scope: !150, inlinedAt: !158)
!160 = !DILocation(line: 364, column: 10, scope: !150, inlinedAt: !158)
!161 = !DILocation(line: 24, column: 39, scope: !129)
!162 = !DILocation(line: 24, column: 37, scope: !129)
!163 = !DILocation(line: 24, column: 41, scope: !129)
!164 = !DILocation(line: 24, column: 15, scope: !129)
!165 = !DILocation(line: 0, scope: !138)
!166 = !DILocation(line: 25, column: 21, scope: !141)
!167 = !DILocation(line: 25, column: 3, scope: !138)
!168 = !DILocation(line: 0, scope: !17, inlinedAt: !169)
!169 = distinct !DILocation(line: 28, column: 3, scope: !129)
!170 = !DILocation(line: 10, column: 8, scope: !25, inlinedAt: !169)
!171 = !DILocation(line: 0, scope: !25, inlinedAt: !169)
!172 = !DILocation(line: 10, column: 3, scope: !25, inlinedAt: !169)
!173 = !DILocation(line: 0, scope: !140)
!174 = !DILocation(line: 26, column: 5, scope: !140)
!175 = !DILocation(line: 27, column: 25, scope: !176)
!176 = distinct !DILexicalBlock(scope: !140, file: !1, line: 26, column: 5)
!177 = !DILocation(line: 27, column: 22, scope: !176)
!178 = !DILocation(line: 27, column: 59, scope: !176)
!179 = !DILocation(line: 27, column: 64, scope: !176)
!180 = !DILocation(line: 27, column: 43, scope: !176)
!181 = !DILocation(line: 27, column: 15, scope: !176)
!182 = !DILocation(line: 27, column: 7, scope: !176)
!183 = !DILocation(line: 27, column: 20, scope: !176)
!184 = !DILocation(line: 26, column: 29, scope: !176)
!185 = distinct !{!185, !174, !186, !46}
!186 = !DILocation(line: 27, column: 67, scope: !140)
!187 = !DILocation(line: 25, column: 27, scope: !141)
!188 = distinct !{!188, !167, !189, !46}
!189 = !DILocation(line: 27, column: 67, scope: !138)
!190 = !DILocation(line: 11, column: 1, scope: !41, inlinedAt: !169)
!191 = !DILocation(line: 10, column: 27, scope: !36, inlinedAt: !169)
!192 = !DILocation(line: 10, column: 23, scope: !36, inlinedAt: !169)
!193 = !DILocation(line: 10, column: 21, scope: !36, inlinedAt: !169)
!194 = distinct !{!194, !172, !195, !46}
!195 = !DILocation(line: 18, column: 3, scope: !25, inlinedAt: !169)
!196 = !DILocation(line: 10, column: 3, scope: !36, inlinedAt: !169)
!197 = !DILocation(line: 19, column: 1, scope: !17, inlinedAt: !169)
!198 = !DILocation(line: 0, scope: !144)
!199 = !DILocation(line: 30, column: 3, scope: !144)
!200 = !DILocation(line: 30, column: 21, scope: !201)
!201 = distinct !DILexicalBlock(scope: !144, file: !1, line: 30, column: 3)
!202 = !DILocation(line: 31, column: 14, scope: !201)
!203 = !DILocation(line: 31, column: 18, scope: !201)
!204 = !DILocation(line: 31, column: 10, scope: !201)
!205 = !DILocation(line: 31, column: 42, scope: !201)
!206 = !DILocation(line: 31, column: 33, scope: !201)
!207 = !DILocation(line: 31, column: 25, scope: !201)
!208 = !DILocation(line: 31, column: 23, scope: !201)
!209 = !DILocation(line: 31, column: 7, scope: !201)
!210 = !DILocation(line: 32, column: 3, scope: !129)
!211 = !DILocation(line: 33, column: 3, scope: !129)
!212 = !DILocation(line: 35, column: 1, scope: !129)
!213 = !DILocation(line: 30, column: 27, scope: !201)
!214 = distinct !{!214, !199, !215, !46}
!215 = !DILocation(line: 31, column: 46, scope: !144)
