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
  br i1 %15, label %16, label %157, !dbg !92

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
  br i1 %27, label %28, label %156, !dbg !92

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
  %38 = sext i32 %36 to i64, !dbg !92
  %39 = sext i32 %32 to i64, !dbg !92
  %40 = add i32 %25, %10, !dbg !92
  %41 = add i32 %40, 1, !dbg !92
  %42 = add i32 %30, -2, !dbg !92
  %43 = sub i32 %42, %31, !dbg !92
  %44 = zext i32 %43 to i64, !dbg !92
  %45 = add nuw nsw i64 %44, 1, !dbg !92
  %46 = getelementptr double, double* %29, i64 %45, !dbg !92
  %47 = add nsw i64 %39, %38, !dbg !92
  %48 = getelementptr double, double* %29, i64 %47, !dbg !92
  %49 = add nsw i64 %47, %44, !dbg !92
  %50 = add nsw i64 %49, 1, !dbg !92
  %51 = getelementptr double, double* %29, i64 %50, !dbg !92
  %52 = add i32 %30, -2, !dbg !92
  %53 = sub i32 %52, %31, !dbg !92
  %54 = zext i32 %53 to i64, !dbg !92
  %55 = add nuw nsw i64 %54, 1, !dbg !92
  %56 = icmp ult i32 %53, 3
  %57 = and i64 %55, 8589934588
  %58 = add nsw i64 %57, %38
  %59 = icmp eq i64 %55, %57
  br label %60, !dbg !92

60:                                               ; preds = %132, %28
  %61 = phi i32 [ %135, %132 ], [ 0, %28 ]
  %62 = phi i32 [ %133, %132 ], [ %25, %28 ]
  call void @llvm.dbg.value(metadata i32 %62, metadata !74, metadata !DIExpression()) #2, !dbg !87
  %63 = add i32 %41, %61, !dbg !95
  %64 = mul i32 %30, %63, !dbg !95
  %65 = sext i32 %64 to i64, !dbg !95
  %66 = add nsw i64 %38, %65, !dbg !95
  %67 = getelementptr double, double* %29, i64 %66, !dbg !95
  %68 = getelementptr double, double* %46, i64 %66, !dbg !95
  %69 = add i32 %62, %11, !dbg !95
  call void @llvm.dbg.value(metadata i32 %69, metadata !78, metadata !DIExpression()) #2, !dbg !87
  %70 = mul nsw i32 %69, %30, !dbg !96
  %71 = add nsw i32 %70, %31, !dbg !97
  %72 = sext i32 %71 to i64, !dbg !98
  %73 = getelementptr inbounds double, double* %29, i64 %72, !dbg !98
  %74 = load double, double* %73, align 8, !dbg !98, !tbaa !99, !noalias !63
  %75 = load double, double* %35, align 8, !dbg !101, !tbaa !99, !noalias !63
  %76 = fdiv double %74, %75, !dbg !102
  call void @llvm.dbg.value(metadata double %76, metadata !83, metadata !DIExpression()) #2, !dbg !103
  store double %76, double* %73, align 8, !dbg !104, !tbaa !99, !noalias !63
  call void @llvm.dbg.value(metadata i32 %31, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !105
  call void @llvm.dbg.value(metadata i32 %36, metadata !85, metadata !DIExpression()) #2, !dbg !105
  br i1 %37, label %77, label %132, !dbg !106

77:                                               ; preds = %60
  %78 = fneg double %76
  %79 = sext i32 %70 to i64, !dbg !106
  br i1 %56, label %113, label %80, !dbg !106

80:                                               ; preds = %77
  %81 = icmp ult double* %67, %51, !dbg !106
  %82 = icmp ult double* %48, %68, !dbg !106
  %83 = and i1 %81, %82, !dbg !106
  br i1 %83, label %113, label %84, !dbg !106

84:                                               ; preds = %80
  %85 = insertelement <2 x double> poison, double %78, i64 0, !dbg !106
  %86 = shufflevector <2 x double> %85, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !106
  %87 = insertelement <2 x double> poison, double %78, i64 0, !dbg !106
  %88 = shufflevector <2 x double> %87, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !106
  br label %89, !dbg !106

89:                                               ; preds = %89, %84
  %90 = phi i64 [ 0, %84 ], [ %110, %89 ]
  %91 = add i64 %90, %38
  %92 = add nsw i64 %91, %39, !dbg !107
  %93 = getelementptr inbounds double, double* %29, i64 %92, !dbg !109
  %94 = bitcast double* %93 to <2 x double>*, !dbg !109
  %95 = load <2 x double>, <2 x double>* %94, align 8, !dbg !109, !tbaa !99, !alias.scope !110, !noalias !63
  %96 = getelementptr inbounds double, double* %93, i64 2, !dbg !109
  %97 = bitcast double* %96 to <2 x double>*, !dbg !109
  %98 = load <2 x double>, <2 x double>* %97, align 8, !dbg !109, !tbaa !99, !alias.scope !110, !noalias !63
  %99 = add nsw i64 %91, %79, !dbg !113
  %100 = getelementptr inbounds double, double* %29, i64 %99, !dbg !114
  %101 = bitcast double* %100 to <2 x double>*, !dbg !115
  %102 = load <2 x double>, <2 x double>* %101, align 8, !dbg !115, !tbaa !99, !alias.scope !116, !noalias !118
  %103 = getelementptr inbounds double, double* %100, i64 2, !dbg !115
  %104 = bitcast double* %103 to <2 x double>*, !dbg !115
  %105 = load <2 x double>, <2 x double>* %104, align 8, !dbg !115, !tbaa !99, !alias.scope !116, !noalias !118
  %106 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> %95, <2 x double> %102), !dbg !115
  %107 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> %98, <2 x double> %105), !dbg !115
  %108 = bitcast double* %100 to <2 x double>*, !dbg !115
  store <2 x double> %106, <2 x double>* %108, align 8, !dbg !115, !tbaa !99, !alias.scope !116, !noalias !118
  %109 = bitcast double* %103 to <2 x double>*, !dbg !115
  store <2 x double> %107, <2 x double>* %109, align 8, !dbg !115, !tbaa !99, !alias.scope !116, !noalias !118
  %110 = add nuw i64 %90, 4
  %111 = icmp eq i64 %110, %57
  br i1 %111, label %112, label %89, !llvm.loop !119

112:                                              ; preds = %89
  br i1 %59, label %132, label %113, !dbg !106

113:                                              ; preds = %80, %77, %112
  %114 = phi i64 [ %38, %80 ], [ %38, %77 ], [ %58, %112 ]
  %115 = trunc i64 %114 to i32, !dbg !106
  %116 = sub i32 %30, %115, !dbg !106
  %117 = add i32 %115, 1, !dbg !106
  %118 = and i32 %116, 1, !dbg !106
  %119 = icmp eq i32 %118, 0, !dbg !106
  br i1 %119, label %129, label %120, !dbg !106

120:                                              ; preds = %113
  %121 = add nsw i64 %114, %39, !dbg !107
  %122 = getelementptr inbounds double, double* %29, i64 %121, !dbg !109
  %123 = load double, double* %122, align 8, !dbg !109, !tbaa !99, !noalias !63
  %124 = add nsw i64 %114, %79, !dbg !113
  %125 = getelementptr inbounds double, double* %29, i64 %124, !dbg !114
  %126 = load double, double* %125, align 8, !dbg !115, !tbaa !99, !noalias !63
  %127 = call double @llvm.fmuladd.f64(double %78, double %123, double %126) #2, !dbg !115
  store double %127, double* %125, align 8, !dbg !115, !tbaa !99, !noalias !63
  call void @llvm.dbg.value(metadata i64 %114, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !105
  %128 = add nsw i64 %114, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %128, metadata !85, metadata !DIExpression()) #2, !dbg !105
  br label %129, !dbg !106

129:                                              ; preds = %120, %113
  %130 = phi i64 [ %114, %113 ], [ %128, %120 ]
  %131 = icmp eq i32 %30, %117, !dbg !106
  br i1 %131, label %132, label %136, !dbg !106

132:                                              ; preds = %129, %136, %112, %60
  %133 = add i32 %62, 1, !dbg !92
  call void @llvm.dbg.value(metadata i32 %133, metadata !74, metadata !DIExpression()) #2, !dbg !87
  call void @llvm.dbg.value(metadata i32 %24, metadata !80, metadata !DIExpression()) #2, !dbg !87
  %134 = icmp eq i32 %62, %24, !dbg !92
  %135 = add i32 %61, 1, !dbg !92
  br i1 %134, label %156, label %60, !dbg !92, !llvm.loop !122

136:                                              ; preds = %129, %136
  %137 = phi i64 [ %153, %136 ], [ %130, %129 ]
  %138 = add nsw i64 %137, %39, !dbg !107
  %139 = getelementptr inbounds double, double* %29, i64 %138, !dbg !109
  %140 = load double, double* %139, align 8, !dbg !109, !tbaa !99, !noalias !63
  %141 = add nsw i64 %137, %79, !dbg !113
  %142 = getelementptr inbounds double, double* %29, i64 %141, !dbg !114
  %143 = load double, double* %142, align 8, !dbg !115, !tbaa !99, !noalias !63
  %144 = call double @llvm.fmuladd.f64(double %78, double %140, double %143) #2, !dbg !115
  store double %144, double* %142, align 8, !dbg !115, !tbaa !99, !noalias !63
  call void @llvm.dbg.value(metadata i64 %137, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !105
  %145 = add nsw i64 %137, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %145, metadata !85, metadata !DIExpression()) #2, !dbg !105
  %146 = add nsw i64 %145, %39, !dbg !107
  %147 = getelementptr inbounds double, double* %29, i64 %146, !dbg !109
  %148 = load double, double* %147, align 8, !dbg !109, !tbaa !99, !noalias !63
  %149 = add nsw i64 %145, %79, !dbg !113
  %150 = getelementptr inbounds double, double* %29, i64 %149, !dbg !114
  %151 = load double, double* %150, align 8, !dbg !115, !tbaa !99, !noalias !63
  %152 = call double @llvm.fmuladd.f64(double %78, double %148, double %151) #2, !dbg !115
  store double %152, double* %150, align 8, !dbg !115, !tbaa !99, !noalias !63
  call void @llvm.dbg.value(metadata i64 %145, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !105
  %153 = add nsw i64 %137, 2, !dbg !105
  call void @llvm.dbg.value(metadata i64 %153, metadata !85, metadata !DIExpression()) #2, !dbg !105
  %154 = trunc i64 %153 to i32, !dbg !124
  %155 = icmp eq i32 %30, %154, !dbg !124
  br i1 %155, label %132, label %136, !dbg !106, !llvm.loop !125

156:                                              ; preds = %132, %16
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %21) #2, !dbg !123, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #2, !dbg !94, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !94, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !94, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !94, !noalias !63
  br label %157, !dbg !94

157:                                              ; preds = %5, %156
  ret void, !dbg !66
}

; Function Attrs: nounwind
declare !callback !126 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !128 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !132, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i8** %1, metadata !133, metadata !DIExpression()), !dbg !144
  %6 = icmp sgt i32 %0, 1, !dbg !145
  br i1 %6, label %7, label %12, !dbg !146

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !147
  %9 = load i8*, i8** %8, align 8, !dbg !147, !tbaa !31
  call void @llvm.dbg.value(metadata i8* %9, metadata !148, metadata !DIExpression()) #2, !dbg !156
  %10 = tail call i64 @strtol(i8* nocapture noundef nonnull %9, i8** noundef null, i32 noundef 10) #2, !dbg !158
  %11 = trunc i64 %10 to i32, !dbg !159
  br label %12, !dbg !146

12:                                               ; preds = %2, %7
  %13 = phi i32 [ %11, %7 ], [ 80, %2 ], !dbg !146
  call void @llvm.dbg.value(metadata i32 %13, metadata !134, metadata !DIExpression()), !dbg !144
  %14 = sext i32 %13 to i64, !dbg !160
  %15 = shl nsw i64 %14, 3, !dbg !161
  %16 = mul i64 %15, %14, !dbg !162
  %17 = tail call noalias i8* @malloc(i64 noundef %16) #2, !dbg !163
  %18 = bitcast i8* %17 to double*, !dbg !163
  call void @llvm.dbg.value(metadata double* %18, metadata !135, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !136, metadata !DIExpression()), !dbg !164
  %19 = icmp sgt i32 %13, 0, !dbg !165
  br i1 %19, label %25, label %20, !dbg !166

20:                                               ; preds = %12
  %21 = bitcast i32* %3 to i8*, !dbg !167
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21), !dbg !167
  %22 = bitcast double** %4 to i8*, !dbg !167
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22), !dbg !167
  call void @llvm.dbg.value(metadata i32 %13, metadata !22, metadata !DIExpression()) #2, !dbg !167
  store i32 %13, i32* %3, align 4, !tbaa !27
  call void @llvm.dbg.value(metadata double* %18, metadata !23, metadata !DIExpression()) #2, !dbg !167
  %23 = bitcast double** %4 to i8**
  store i8* %17, i8** %23, align 8, !tbaa !31
  %24 = bitcast i32* %5 to i8*, !dbg !169
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %24) #2, !dbg !169
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()) #2, !dbg !170
  store i32 0, i32* %5, align 4, !dbg !170, !tbaa !27
  br label %48, !dbg !171

25:                                               ; preds = %12
  %26 = sitofp i32 %13 to double
  %27 = fmul double %26, 2.000000e+00
  %28 = zext i32 %13 to i64, !dbg !165
  %29 = add nsw i64 %28, -1, !dbg !166
  %30 = and i64 %28, 1
  %31 = icmp eq i64 %29, 0
  %32 = and i64 %28, 4294967294
  %33 = icmp eq i64 %30, 0
  br label %34, !dbg !166

34:                                               ; preds = %72, %25
  %35 = phi i64 [ 0, %25 ], [ %73, %72 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !136, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !172
  %36 = mul nuw nsw i64 %35, 3
  %37 = mul nsw i64 %35, %14
  br i1 %31, label %59, label %75, !dbg !173

38:                                               ; preds = %72
  %39 = bitcast i32* %3 to i8*, !dbg !167
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %39), !dbg !167
  %40 = bitcast double** %4 to i8*, !dbg !167
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %40), !dbg !167
  call void @llvm.dbg.value(metadata i32 %13, metadata !22, metadata !DIExpression()) #2, !dbg !167
  store i32 %13, i32* %3, align 4, !tbaa !27
  call void @llvm.dbg.value(metadata double* %18, metadata !23, metadata !DIExpression()) #2, !dbg !167
  %41 = bitcast double** %4 to i8**
  store i8* %17, i8** %41, align 8, !tbaa !31
  %42 = bitcast i32* %5 to i8*, !dbg !169
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %42) #2, !dbg !169
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()) #2, !dbg !170
  store i32 0, i32* %5, align 4, !dbg !170, !tbaa !27
  br i1 %19, label %43, label %48, !dbg !171

43:                                               ; preds = %38, %43
  call void @llvm.dbg.value(metadata i32* %3, metadata !22, metadata !DIExpression(DW_OP_deref)) #2, !dbg !167
  call void @llvm.dbg.value(metadata double** %4, metadata !23, metadata !DIExpression(DW_OP_deref)) #2, !dbg !167
  call void @llvm.dbg.value(metadata i32* %5, metadata !24, metadata !DIExpression(DW_OP_deref)) #2, !dbg !170
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, i32* nonnull %5, double** nonnull %4) #2, !dbg !174
  %44 = load i32, i32* %5, align 4, !dbg !175, !tbaa !27
  call void @llvm.dbg.value(metadata i32 %44, metadata !24, metadata !DIExpression()) #2, !dbg !170
  %45 = add nsw i32 %44, 1, !dbg !175
  call void @llvm.dbg.value(metadata i32 %45, metadata !24, metadata !DIExpression()) #2, !dbg !170
  store i32 %45, i32* %5, align 4, !dbg !170, !tbaa !27
  %46 = load i32, i32* %3, align 4, !dbg !176, !tbaa !27
  call void @llvm.dbg.value(metadata i32 %46, metadata !22, metadata !DIExpression()) #2, !dbg !167
  %47 = icmp slt i32 %45, %46, !dbg !177
  br i1 %47, label %43, label %52, !dbg !171, !llvm.loop !178

48:                                               ; preds = %20, %38
  %49 = bitcast i32* %3 to i8*
  %50 = bitcast double** %4 to i8*
  %51 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %51) #2, !dbg !180
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %49), !dbg !181
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %50), !dbg !181
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !141, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !142, metadata !DIExpression()), !dbg !182
  br label %124, !dbg !183

52:                                               ; preds = %43
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %42) #2, !dbg !180
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %39), !dbg !181
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %40), !dbg !181
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !141, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !142, metadata !DIExpression()), !dbg !182
  br i1 %19, label %53, label %124, !dbg !183

53:                                               ; preds = %52
  %54 = zext i32 %13 to i64, !dbg !184
  %55 = and i64 %54, 1, !dbg !183
  %56 = icmp eq i64 %29, 0, !dbg !183
  br i1 %56, label %102, label %57, !dbg !183

57:                                               ; preds = %53
  %58 = and i64 %54, 4294967294, !dbg !183
  br label %127, !dbg !183

59:                                               ; preds = %95, %34
  %60 = phi i64 [ 0, %34 ], [ %99, %95 ]
  br i1 %33, label %72, label %61, !dbg !186

61:                                               ; preds = %59
  call void @llvm.dbg.value(metadata i64 %60, metadata !138, metadata !DIExpression()), !dbg !172
  %62 = icmp eq i64 %35, %60, !dbg !188
  br i1 %62, label %68, label %63, !dbg !186

63:                                               ; preds = %61
  %64 = add nuw nsw i64 %60, %36, !dbg !189
  %65 = trunc i64 %64 to i32, !dbg !190
  %66 = urem i32 %65, 5, !dbg !190
  %67 = sitofp i32 %66 to double, !dbg !191
  br label %68, !dbg !186

68:                                               ; preds = %63, %61
  %69 = phi double [ %67, %63 ], [ %27, %61 ], !dbg !186
  %70 = add nsw i64 %60, %37, !dbg !192
  %71 = getelementptr inbounds double, double* %18, i64 %70, !dbg !193
  store double %69, double* %71, align 8, !dbg !194, !tbaa !99
  call void @llvm.dbg.value(metadata i64 %60, metadata !138, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !172
  br label %72, !dbg !195

72:                                               ; preds = %59, %68
  %73 = add nuw nsw i64 %35, 1, !dbg !195
  call void @llvm.dbg.value(metadata i64 %73, metadata !136, metadata !DIExpression()), !dbg !164
  %74 = icmp eq i64 %73, %28, !dbg !165
  br i1 %74, label %38, label %34, !dbg !166, !llvm.loop !196

75:                                               ; preds = %34, %95
  %76 = phi i64 [ %99, %95 ], [ 0, %34 ]
  %77 = phi i64 [ %100, %95 ], [ 0, %34 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !138, metadata !DIExpression()), !dbg !172
  %78 = icmp eq i64 %35, %76, !dbg !188
  br i1 %78, label %84, label %79, !dbg !186

79:                                               ; preds = %75
  %80 = add nuw nsw i64 %76, %36, !dbg !189
  %81 = trunc i64 %80 to i32, !dbg !190
  %82 = urem i32 %81, 5, !dbg !190
  %83 = sitofp i32 %82 to double, !dbg !191
  br label %84, !dbg !186

84:                                               ; preds = %75, %79
  %85 = phi double [ %83, %79 ], [ %27, %75 ], !dbg !186
  %86 = add nsw i64 %76, %37, !dbg !192
  %87 = getelementptr inbounds double, double* %18, i64 %86, !dbg !193
  store double %85, double* %87, align 8, !dbg !194, !tbaa !99
  %88 = or i64 %76, 1, !dbg !198
  call void @llvm.dbg.value(metadata i64 %88, metadata !138, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 %88, metadata !138, metadata !DIExpression()), !dbg !172
  %89 = icmp eq i64 %35, %88, !dbg !188
  br i1 %89, label %95, label %90, !dbg !186

90:                                               ; preds = %84
  %91 = add nuw nsw i64 %88, %36, !dbg !189
  %92 = trunc i64 %91 to i32, !dbg !190
  %93 = urem i32 %92, 5, !dbg !190
  %94 = sitofp i32 %93 to double, !dbg !191
  br label %95, !dbg !186

95:                                               ; preds = %90, %84
  %96 = phi double [ %94, %90 ], [ %27, %84 ], !dbg !186
  %97 = add nsw i64 %88, %37, !dbg !192
  %98 = getelementptr inbounds double, double* %18, i64 %97, !dbg !193
  store double %96, double* %98, align 8, !dbg !194, !tbaa !99
  %99 = add nuw nsw i64 %76, 2, !dbg !198
  call void @llvm.dbg.value(metadata i64 %99, metadata !138, metadata !DIExpression()), !dbg !172
  %100 = add i64 %77, 2, !dbg !173
  %101 = icmp eq i64 %100, %32, !dbg !173
  br i1 %101, label %59, label %75, !dbg !173, !llvm.loop !199

102:                                              ; preds = %127, %53
  %103 = phi double [ undef, %53 ], [ %163, %127 ]
  %104 = phi i64 [ 0, %53 ], [ %164, %127 ]
  %105 = phi double [ 0.000000e+00, %53 ], [ %163, %127 ]
  %106 = icmp eq i64 %55, 0, !dbg !183
  br i1 %106, label %124, label %107, !dbg !183

107:                                              ; preds = %102
  %108 = trunc i64 %104 to i32
  call void @llvm.dbg.value(metadata i64 %104, metadata !142, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata double %105, metadata !141, metadata !DIExpression()), !dbg !144
  %109 = mul nsw i64 %104, %14, !dbg !201
  %110 = mul nsw i32 %13, %108, !dbg !201
  %111 = sext i32 %110 to i64, !dbg !202
  %112 = add nsw i64 %104, %111, !dbg !202
  %113 = getelementptr inbounds double, double* %18, i64 %112, !dbg !203
  %114 = load double, double* %113, align 8, !dbg !203, !tbaa !99
  %115 = trunc i64 %104 to i32, !dbg !204
  %116 = xor i32 %115, -1, !dbg !204
  %117 = add i32 %13, %116, !dbg !204
  %118 = sext i32 %117 to i64, !dbg !205
  %119 = add nsw i64 %109, %118, !dbg !205
  %120 = getelementptr inbounds double, double* %18, i64 %119, !dbg !206
  %121 = load double, double* %120, align 8, !dbg !206, !tbaa !99
  %122 = fadd double %114, %121, !dbg !207
  %123 = fadd double %105, %122, !dbg !208
  call void @llvm.dbg.value(metadata double %123, metadata !141, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i64 %104, metadata !142, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !182
  br label %124, !dbg !209

124:                                              ; preds = %107, %102, %48, %52
  %125 = phi double [ 0.000000e+00, %52 ], [ 0.000000e+00, %48 ], [ %103, %102 ], [ %123, %107 ], !dbg !144
  %126 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %125), !dbg !209
  call void @free(i8* noundef %17) #2, !dbg !210
  ret i32 0, !dbg !211

127:                                              ; preds = %127, %57
  %128 = phi i64 [ 0, %57 ], [ %164, %127 ]
  %129 = phi double [ 0.000000e+00, %57 ], [ %163, %127 ]
  %130 = phi i64 [ 0, %57 ], [ %165, %127 ]
  %131 = trunc i64 %128 to i32
  call void @llvm.dbg.value(metadata i64 %128, metadata !142, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata double %129, metadata !141, metadata !DIExpression()), !dbg !144
  %132 = mul nsw i64 %128, %14, !dbg !201
  %133 = mul nsw i32 %13, %131, !dbg !201
  %134 = sext i32 %133 to i64, !dbg !202
  %135 = add nsw i64 %128, %134, !dbg !202
  %136 = getelementptr inbounds double, double* %18, i64 %135, !dbg !203
  %137 = load double, double* %136, align 8, !dbg !203, !tbaa !99
  %138 = trunc i64 %128 to i32, !dbg !204
  %139 = xor i32 %138, -1, !dbg !204
  %140 = add i32 %13, %139, !dbg !204
  %141 = sext i32 %140 to i64, !dbg !205
  %142 = add nsw i64 %132, %141, !dbg !205
  %143 = getelementptr inbounds double, double* %18, i64 %142, !dbg !206
  %144 = load double, double* %143, align 8, !dbg !206, !tbaa !99
  %145 = fadd double %137, %144, !dbg !207
  %146 = fadd double %129, %145, !dbg !208
  call void @llvm.dbg.value(metadata double %146, metadata !141, metadata !DIExpression()), !dbg !144
  %147 = or i64 %128, 1, !dbg !212
  call void @llvm.dbg.value(metadata i64 %147, metadata !142, metadata !DIExpression()), !dbg !182
  %148 = trunc i64 %147 to i32
  call void @llvm.dbg.value(metadata i64 %147, metadata !142, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata double %146, metadata !141, metadata !DIExpression()), !dbg !144
  %149 = mul nsw i64 %147, %14, !dbg !201
  %150 = mul nsw i32 %13, %148, !dbg !201
  %151 = sext i32 %150 to i64, !dbg !202
  %152 = add nsw i64 %147, %151, !dbg !202
  %153 = getelementptr inbounds double, double* %18, i64 %152, !dbg !203
  %154 = load double, double* %153, align 8, !dbg !203, !tbaa !99
  %155 = trunc i64 %147 to i32, !dbg !204
  %156 = xor i32 %155, -1, !dbg !204
  %157 = add i32 %13, %156, !dbg !204
  %158 = sext i32 %157 to i64, !dbg !205
  %159 = add nsw i64 %149, %158, !dbg !205
  %160 = getelementptr inbounds double, double* %18, i64 %159, !dbg !206
  %161 = load double, double* %160, align 8, !dbg !206, !tbaa !99
  %162 = fadd double %154, %161, !dbg !207
  %163 = fadd double %146, %162, !dbg !208
  call void @llvm.dbg.value(metadata double %163, metadata !141, metadata !DIExpression()), !dbg !144
  %164 = add nuw nsw i64 %128, 2, !dbg !212
  call void @llvm.dbg.value(metadata i64 %164, metadata !142, metadata !DIExpression()), !dbg !182
  %165 = add i64 %130, 2, !dbg !183
  %166 = icmp eq i64 %165, %58, !dbg !183
  br i1 %166, label %102, label %127, !dbg !183, !llvm.loop !213
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
!95 = !DILocation(line: 12, column: 32, scope: !68, inlinedAt: !88)
!96 = !DILocation(line: 13, column: 22, scope: !84, inlinedAt: !88)
!97 = !DILocation(line: 13, column: 26, scope: !84, inlinedAt: !88)
!98 = !DILocation(line: 13, column: 18, scope: !84, inlinedAt: !88)
!99 = !{!100, !100, i64 0}
!100 = !{!"double", !29, i64 0}
!101 = !DILocation(line: 13, column: 33, scope: !84, inlinedAt: !88)
!102 = !DILocation(line: 13, column: 31, scope: !84, inlinedAt: !88)
!103 = !DILocation(line: 0, scope: !84, inlinedAt: !88)
!104 = !DILocation(line: 14, column: 20, scope: !84, inlinedAt: !88)
!105 = !DILocation(line: 0, scope: !86, inlinedAt: !88)
!106 = !DILocation(line: 15, column: 7, scope: !86, inlinedAt: !88)
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
!119 = distinct !{!119, !106, !120, !46, !121}
!120 = !DILocation(line: 16, column: 40, scope: !86, inlinedAt: !88)
!121 = !{!"llvm.loop.isvectorized", i32 1}
!122 = distinct !{!122, !94, !123}
!123 = !DILocation(line: 11, column: 42, scope: !68, inlinedAt: !88)
!124 = !DILocation(line: 15, column: 29, scope: !108, inlinedAt: !88)
!125 = distinct !{!125, !106, !120, !46, !121}
!126 = !{!127}
!127 = !{i64 2, i64 -1, i64 -1, i1 true}
!128 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !129, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !131)
!129 = !DISubroutineType(types: !130)
!130 = !{!4, !4, !5}
!131 = !{!132, !133, !134, !135, !136, !138, !141, !142}
!132 = !DILocalVariable(name: "argc", arg: 1, scope: !128, file: !1, line: 21, type: !4)
!133 = !DILocalVariable(name: "argv", arg: 2, scope: !128, file: !1, line: 21, type: !5)
!134 = !DILocalVariable(name: "n", scope: !128, file: !1, line: 23, type: !4)
!135 = !DILocalVariable(name: "A", scope: !128, file: !1, line: 24, type: !20)
!136 = !DILocalVariable(name: "i", scope: !137, file: !1, line: 25, type: !4)
!137 = distinct !DILexicalBlock(scope: !128, file: !1, line: 25, column: 3)
!138 = !DILocalVariable(name: "j", scope: !139, file: !1, line: 26, type: !4)
!139 = distinct !DILexicalBlock(scope: !140, file: !1, line: 26, column: 5)
!140 = distinct !DILexicalBlock(scope: !137, file: !1, line: 25, column: 3)
!141 = !DILocalVariable(name: "s", scope: !128, file: !1, line: 29, type: !3)
!142 = !DILocalVariable(name: "i", scope: !143, file: !1, line: 30, type: !4)
!143 = distinct !DILexicalBlock(scope: !128, file: !1, line: 30, column: 3)
!144 = !DILocation(line: 0, scope: !128)
!145 = !DILocation(line: 23, column: 16, scope: !128)
!146 = !DILocation(line: 23, column: 11, scope: !128)
!147 = !DILocation(line: 23, column: 27, scope: !128)
!148 = !DILocalVariable(name: "__nptr", arg: 1, scope: !149, file: !150, line: 362, type: !153)
!149 = distinct !DISubprogram(name: "atoi", scope: !150, file: !150, line: 362, type: !151, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !155)
!150 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!151 = !DISubroutineType(types: !152)
!152 = !{!4, !153}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!155 = !{!148}
!156 = !DILocation(line: 0, scope: !149, inlinedAt: !157)
!157 = distinct !DILocation(line: 23, column: 22, scope: !128)
!158 = !DILocation(line: 364, column: 16, scope: !149, inlinedAt: !157)
!159 = !DILocation(line: 364, column: 10, scope: !149, inlinedAt: !157)
!160 = !DILocation(line: 24, column: 39, scope: !128)
!161 = !DILocation(line: 24, column: 37, scope: !128)
!162 = !DILocation(line: 24, column: 41, scope: !128)
!163 = !DILocation(line: 24, column: 15, scope: !128)
!164 = !DILocation(line: 0, scope: !137)
!165 = !DILocation(line: 25, column: 21, scope: !140)
!166 = !DILocation(line: 25, column: 3, scope: !137)
!167 = !DILocation(line: 0, scope: !17, inlinedAt: !168)
!168 = distinct !DILocation(line: 28, column: 3, scope: !128)
!169 = !DILocation(line: 10, column: 8, scope: !25, inlinedAt: !168)
!170 = !DILocation(line: 0, scope: !25, inlinedAt: !168)
!171 = !DILocation(line: 10, column: 3, scope: !25, inlinedAt: !168)
!172 = !DILocation(line: 0, scope: !139)
!173 = !DILocation(line: 26, column: 5, scope: !139)
!174 = !DILocation(line: 11, column: 1, scope: !41, inlinedAt: !168)
!175 = !DILocation(line: 10, column: 27, scope: !36, inlinedAt: !168)
!176 = !DILocation(line: 10, column: 23, scope: !36, inlinedAt: !168)
!177 = !DILocation(line: 10, column: 21, scope: !36, inlinedAt: !168)
!178 = distinct !{!178, !171, !179, !46}
!179 = !DILocation(line: 18, column: 3, scope: !25, inlinedAt: !168)
!180 = !DILocation(line: 10, column: 3, scope: !36, inlinedAt: !168)
!181 = !DILocation(line: 19, column: 1, scope: !17, inlinedAt: !168)
!182 = !DILocation(line: 0, scope: !143)
!183 = !DILocation(line: 30, column: 3, scope: !143)
!184 = !DILocation(line: 30, column: 21, scope: !185)
!185 = distinct !DILexicalBlock(scope: !143, file: !1, line: 30, column: 3)
!186 = !DILocation(line: 27, column: 22, scope: !187)
!187 = distinct !DILexicalBlock(scope: !139, file: !1, line: 26, column: 5)
!188 = !DILocation(line: 27, column: 25, scope: !187)
!189 = !DILocation(line: 27, column: 59, scope: !187)
!190 = !DILocation(line: 27, column: 64, scope: !187)
!191 = !DILocation(line: 27, column: 43, scope: !187)
!192 = !DILocation(line: 27, column: 15, scope: !187)
!193 = !DILocation(line: 27, column: 7, scope: !187)
!194 = !DILocation(line: 27, column: 20, scope: !187)
!195 = !DILocation(line: 25, column: 27, scope: !140)
!196 = distinct !{!196, !166, !197, !46}
!197 = !DILocation(line: 27, column: 67, scope: !137)
!198 = !DILocation(line: 26, column: 29, scope: !187)
!199 = distinct !{!199, !173, !200, !46}
!200 = !DILocation(line: 27, column: 67, scope: !139)
!201 = !DILocation(line: 31, column: 14, scope: !185)
!202 = !DILocation(line: 31, column: 18, scope: !185)
!203 = !DILocation(line: 31, column: 10, scope: !185)
!204 = !DILocation(line: 31, column: 42, scope: !185)
!205 = !DILocation(line: 31, column: 33, scope: !185)
!206 = !DILocation(line: 31, column: 25, scope: !185)
!207 = !DILocation(line: 31, column: 23, scope: !185)
!208 = !DILocation(line: 31, column: 7, scope: !185)
!209 = !DILocation(line: 32, column: 3, scope: !128)
!210 = !DILocation(line: 33, column: 3, scope: !128)
!211 = !DILocation(line: 35, column: 1, scope: !128)
!212 = !DILocation(line: 30, column: 27, scope: !185)
!213 = distinct !{!213, !183, !214, !46}
!214 = !DILocation(line: 31, column: 46, scope: !143)
