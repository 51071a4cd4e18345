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
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4) #4 !dbg !48 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !58, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32* %1, metadata !59, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32* %2, metadata !60, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32* %3, metadata !61, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double** %4, metadata !62, metadata !DIExpression()), !dbg !63
  call void @llvm.experimental.noalias.scope.decl(metadata !64), !dbg !67
  call void @llvm.dbg.value(metadata i32* %0, metadata !68, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata i32* undef, metadata !71, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata i32* %2, metadata !72, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata i32* %3, metadata !73, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata double** %4, metadata !74, metadata !DIExpression()) #2, !dbg !88
  %10 = load i32, i32* %3, align 4, !dbg !90, !tbaa !27, !noalias !64
  %11 = add nsw i32 %10, 1, !dbg !91
  call void @llvm.dbg.value(metadata i32 %11, metadata !77, metadata !DIExpression()) #2, !dbg !88
  %12 = load i32, i32* %2, align 4, !dbg !92, !tbaa !27, !noalias !64
  call void @llvm.dbg.value(metadata i32 %12, metadata !77, metadata !DIExpression()) #2, !dbg !88
  %13 = sub i32 -2, %10, !dbg !93
  %14 = add i32 %13, %12, !dbg !93
  call void @llvm.dbg.value(metadata i32 %14, metadata !78, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata i32 %11, metadata !79, metadata !DIExpression()) #2, !dbg !88
  %15 = icmp slt i32 %11, %12, !dbg !93
  br i1 %15, label %16, label %69, !dbg !93

16:                                               ; preds = %5
  %17 = bitcast i32* %6 to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !93, !noalias !64
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #2, !dbg !88
  store i32 0, i32* %6, align 4, !dbg !94, !tbaa !27, !noalias !64
  %18 = bitcast i32* %7 to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !93, !noalias !64
  call void @llvm.dbg.value(metadata i32 %14, metadata !81, metadata !DIExpression()) #2, !dbg !88
  store i32 %14, i32* %7, align 4, !dbg !94, !tbaa !27, !noalias !64
  %19 = bitcast i32* %8 to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #2, !dbg !93, !noalias !64
  call void @llvm.dbg.value(metadata i32 1, metadata !82, metadata !DIExpression()) #2, !dbg !88
  store i32 1, i32* %8, align 4, !dbg !94, !tbaa !27, !noalias !64
  %20 = bitcast i32* %9 to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #2, !dbg !93, !noalias !64
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #2, !dbg !88
  store i32 0, i32* %9, align 4, !dbg !94, !tbaa !27, !noalias !64
  %21 = load i32, i32* %0, align 4, !dbg !93, !tbaa !27, !alias.scope !64
  call void @llvm.dbg.value(metadata i32* %6, metadata !80, metadata !DIExpression(DW_OP_deref)) #2, !dbg !88
  call void @llvm.dbg.value(metadata i32* %7, metadata !81, metadata !DIExpression(DW_OP_deref)) #2, !dbg !88
  call void @llvm.dbg.value(metadata i32* %8, metadata !82, metadata !DIExpression(DW_OP_deref)) #2, !dbg !88
  call void @llvm.dbg.value(metadata i32* %9, metadata !83, metadata !DIExpression(DW_OP_deref)) #2, !dbg !88
  call void @__kmpc_for_static_init_4u(%struct.ident_t* nonnull @1, i32 %21, i32 34, i32* nonnull %9, i32* nonnull %6, i32* nonnull %7, i32* nonnull %8, i32 1, i32 1) #2, !dbg !95, !noalias !64
  %22 = load i32, i32* %7, align 4, !dbg !94, !tbaa !27, !noalias !64
  call void @llvm.dbg.value(metadata i32 %22, metadata !81, metadata !DIExpression()) #2, !dbg !88
  %23 = icmp ugt i32 %22, %14, !dbg !94
  %24 = select i1 %23, i32 %14, i32 %22, !dbg !94
  call void @llvm.dbg.value(metadata i32 %24, metadata !81, metadata !DIExpression()) #2, !dbg !88
  store i32 %24, i32* %7, align 4, !dbg !94, !tbaa !27, !noalias !64
  %25 = load i32, i32* %6, align 4, !dbg !94, !tbaa !27, !noalias !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !80, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata i32 %25, metadata !75, metadata !DIExpression()) #2, !dbg !88
  %26 = add i32 %24, 1
  call void @llvm.dbg.value(metadata i32 %25, metadata !75, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata i32 %24, metadata !81, metadata !DIExpression()) #2, !dbg !88
  %27 = icmp ult i32 %25, %26, !dbg !93
  br i1 %27, label %28, label %68, !dbg !93

28:                                               ; preds = %16
  %29 = load double*, double** %4, align 8, !tbaa !31, !noalias !64
  %30 = load i32, i32* %2, align 4, !tbaa !27, !noalias !64
  %31 = load i32, i32* %3, align 4, !tbaa !27, !noalias !64
  %32 = mul nsw i32 %31, %30
  %33 = add nsw i32 %32, %31
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, double* %29, i64 %34
  %36 = add i32 %31, 1
  %37 = icmp slt i32 %36, %30
  %38 = sext i32 %36 to i64, !dbg !93
  %39 = sext i32 %32 to i64, !dbg !93
  br label %40, !dbg !93

40:                                               ; preds = %53, %28
  %41 = phi i32 [ %25, %28 ], [ %54, %53 ]
  call void @llvm.dbg.value(metadata i32 %41, metadata !75, metadata !DIExpression()) #2, !dbg !88
  %42 = add i32 %41, %11, !dbg !96
  call void @llvm.dbg.value(metadata i32 %42, metadata !79, metadata !DIExpression()) #2, !dbg !88
  %43 = mul nsw i32 %42, %30, !dbg !97
  %44 = add nsw i32 %43, %31, !dbg !98
  %45 = sext i32 %44 to i64, !dbg !99
  %46 = getelementptr inbounds double, double* %29, i64 %45, !dbg !99
  %47 = load double, double* %46, align 8, !dbg !99, !tbaa !100, !noalias !64
  %48 = load double, double* %35, align 8, !dbg !102, !tbaa !100, !noalias !64
  %49 = fdiv double %47, %48, !dbg !103
  call void @llvm.dbg.value(metadata double %49, metadata !84, metadata !DIExpression()) #2, !dbg !104
  store double %49, double* %46, align 8, !dbg !105, !tbaa !100, !noalias !64
  call void @llvm.dbg.value(metadata i32 %31, metadata !86, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !106
  call void @llvm.dbg.value(metadata i32 %36, metadata !86, metadata !DIExpression()) #2, !dbg !106
  br i1 %37, label %50, label %53, !dbg !107

50:                                               ; preds = %40
  %51 = fneg double %49
  %52 = sext i32 %43 to i64, !dbg !107
  br label %56, !dbg !107

53:                                               ; preds = %56, %40
  %54 = add i32 %41, 1, !dbg !93
  call void @llvm.dbg.value(metadata i32 %54, metadata !75, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata i32 %24, metadata !81, metadata !DIExpression()) #2, !dbg !88
  %55 = icmp eq i32 %41, %24, !dbg !93
  br i1 %55, label %68, label %40, !dbg !93, !llvm.loop !108

56:                                               ; preds = %56, %50
  %57 = phi i64 [ %38, %50 ], [ %65, %56 ]
  %58 = add nsw i64 %57, %39, !dbg !110
  %59 = getelementptr inbounds double, double* %29, i64 %58, !dbg !112
  %60 = load double, double* %59, align 8, !dbg !112, !tbaa !100, !noalias !64
  %61 = add nsw i64 %57, %52, !dbg !113
  %62 = getelementptr inbounds double, double* %29, i64 %61, !dbg !114
  %63 = load double, double* %62, align 8, !dbg !115, !tbaa !100, !noalias !64
  %64 = call double @llvm.fmuladd.f64(double %51, double %60, double %63) #2, !dbg !115
  store double %64, double* %62, align 8, !dbg !115, !tbaa !100, !noalias !64
  call void @llvm.dbg.value(metadata i64 %57, metadata !86, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !106
  %65 = add nsw i64 %57, 1, !dbg !106
  call void @llvm.dbg.value(metadata i64 %65, metadata !86, metadata !DIExpression()) #2, !dbg !106
  %66 = trunc i64 %65 to i32, !dbg !116
  %67 = icmp eq i32 %30, %66, !dbg !116
  br i1 %67, label %53, label %56, !dbg !107, !llvm.loop !117

68:                                               ; preds = %53, %16
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %21) #2, !dbg !109, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #2, !dbg !95, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !95, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !95, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !95, !noalias !64
  br label %69, !dbg !95

69:                                               ; preds = %5, %68
  ret void, !dbg !67
}

; Function Attrs: nounwind
declare !callback !119 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !121 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !125, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i8** %1, metadata !126, metadata !DIExpression()), !dbg !137
  %6 = icmp sgt i32 %0, 1, !dbg !138
  br i1 %6, label %7, label %12, !dbg !139

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !140
  %9 = load i8*, i8** %8, align 8, !dbg !140, !tbaa !31
  call void @llvm.dbg.value(metadata i8* %9, metadata !141, metadata !DIExpression()) #2, !dbg !149
  %10 = call i64 @strtol(i8* nocapture noundef nonnull %9, i8** noundef null, i32 noundef 10) #2, !dbg !151
  %11 = trunc i64 %10 to i32, !dbg !152
  br label %12, !dbg !139

12:                                               ; preds = %2, %7
  %13 = phi i32 [ %11, %7 ], [ 80, %2 ], !dbg !139
  call void @llvm.dbg.value(metadata i32 %13, metadata !127, metadata !DIExpression()), !dbg !137
  %14 = sext i32 %13 to i64, !dbg !153
  %15 = shl nsw i64 %14, 3, !dbg !154
  %16 = mul i64 %15, %14, !dbg !155
  %17 = call noalias i8* @malloc(i64 noundef %16) #2, !dbg !156
  %18 = bitcast i8* %17 to double*, !dbg !156
  call void @llvm.dbg.value(metadata double* %18, metadata !128, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !129, metadata !DIExpression()), !dbg !157
  %19 = icmp sgt i32 %13, 0, !dbg !158
  br i1 %19, label %20, label %30, !dbg !159

20:                                               ; preds = %12
  %21 = sitofp i32 %13 to double
  %22 = fmul double %21, 2.000000e+00
  %23 = sext i32 %13 to i64, !dbg !159
  %24 = zext i32 %13 to i64, !dbg !158
  %25 = zext i32 %13 to i64
  br label %26, !dbg !159

26:                                               ; preds = %20, %46
  %27 = phi i64 [ 0, %20 ], [ %47, %46 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !129, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()), !dbg !160
  %28 = mul nuw nsw i64 %27, 3
  %29 = mul nsw i64 %27, %23
  br label %49, !dbg !161

30:                                               ; preds = %46, %12
  %31 = bitcast i32* %3 to i8*, !dbg !162
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %31), !dbg !162
  %32 = bitcast double** %4 to i8*, !dbg !162
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %32), !dbg !162
  call void @llvm.dbg.value(metadata i32 %13, metadata !22, metadata !DIExpression()) #2, !dbg !162
  store i32 %13, i32* %3, align 4, !tbaa !27
  call void @llvm.dbg.value(metadata double* %18, metadata !23, metadata !DIExpression()) #2, !dbg !162
  %33 = bitcast double** %4 to i8**
  store i8* %17, i8** %33, align 8, !tbaa !31
  %34 = bitcast i32* %5 to i8*, !dbg !164
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #2, !dbg !164
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()) #2, !dbg !165
  store i32 0, i32* %5, align 4, !dbg !165, !tbaa !27
  call void @llvm.dbg.value(metadata i32 %13, metadata !22, metadata !DIExpression()) #2, !dbg !162
  %35 = icmp sgt i32 %13, 0, !dbg !166
  br i1 %35, label %36, label %41, !dbg !167

36:                                               ; preds = %30, %36
  call void @llvm.dbg.value(metadata i32* %3, metadata !22, metadata !DIExpression(DW_OP_deref)) #2, !dbg !162
  call void @llvm.dbg.value(metadata double** %4, metadata !23, metadata !DIExpression(DW_OP_deref)) #2, !dbg !162
  call void @llvm.dbg.value(metadata i32* %5, metadata !24, metadata !DIExpression(DW_OP_deref)) #2, !dbg !165
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, i32* nonnull %5, double** nonnull %4) #2, !dbg !168
  %37 = load i32, i32* %5, align 4, !dbg !169, !tbaa !27
  call void @llvm.dbg.value(metadata i32 %37, metadata !24, metadata !DIExpression()) #2, !dbg !165
  %38 = add nsw i32 %37, 1, !dbg !169
  call void @llvm.dbg.value(metadata i32 %38, metadata !24, metadata !DIExpression()) #2, !dbg !165
  store i32 %38, i32* %5, align 4, !dbg !165, !tbaa !27
  %39 = load i32, i32* %3, align 4, !dbg !170, !tbaa !27
  call void @llvm.dbg.value(metadata i32 %39, metadata !22, metadata !DIExpression()) #2, !dbg !162
  %40 = icmp slt i32 %38, %39, !dbg !166
  br i1 %40, label %36, label %41, !dbg !167, !llvm.loop !171

41:                                               ; preds = %36, %30
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #2, !dbg !173
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %31), !dbg !174
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %32), !dbg !174
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !134, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !135, metadata !DIExpression()), !dbg !175
  %42 = icmp sgt i32 %13, 0, !dbg !176
  br i1 %42, label %43, label %63, !dbg !178

43:                                               ; preds = %41
  %44 = sext i32 %13 to i64, !dbg !178
  %45 = zext i32 %13 to i64, !dbg !176
  br label %66, !dbg !178

46:                                               ; preds = %57
  %47 = add nuw nsw i64 %27, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %47, metadata !129, metadata !DIExpression()), !dbg !157
  %48 = icmp eq i64 %47, %24, !dbg !158
  br i1 %48, label %30, label %26, !dbg !159, !llvm.loop !180

49:                                               ; preds = %26, %57
  %50 = phi i64 [ 0, %26 ], [ %61, %57 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !131, metadata !DIExpression()), !dbg !160
  %51 = icmp eq i64 %27, %50, !dbg !182
  br i1 %51, label %57, label %52, !dbg !184

52:                                               ; preds = %49
  %53 = add nuw nsw i64 %50, %28, !dbg !185
  %54 = trunc i64 %53 to i32, !dbg !186
  %55 = urem i32 %54, 5, !dbg !186
  %56 = sitofp i32 %55 to double, !dbg !187
  br label %57, !dbg !184

57:                                               ; preds = %49, %52
  %58 = phi double [ %56, %52 ], [ %22, %49 ], !dbg !184
  %59 = add nsw i64 %50, %29, !dbg !188
  %60 = getelementptr inbounds double, double* %18, i64 %59, !dbg !189
  store double %58, double* %60, align 8, !dbg !190, !tbaa !100
  %61 = add nuw nsw i64 %50, 1, !dbg !191
  call void @llvm.dbg.value(metadata i64 %61, metadata !131, metadata !DIExpression()), !dbg !160
  %62 = icmp eq i64 %61, %25, !dbg !192
  br i1 %62, label %46, label %49, !dbg !161, !llvm.loop !193

63:                                               ; preds = %66, %41
  %64 = phi double [ 0.000000e+00, %41 ], [ %84, %66 ], !dbg !137
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %64), !dbg !195
  call void @free(i8* noundef %17) #2, !dbg !196
  ret i32 0, !dbg !197

66:                                               ; preds = %43, %66
  %67 = phi i64 [ 0, %43 ], [ %85, %66 ]
  %68 = phi double [ 0.000000e+00, %43 ], [ %84, %66 ]
  %69 = trunc i64 %67 to i32
  call void @llvm.dbg.value(metadata i64 %67, metadata !135, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double %68, metadata !134, metadata !DIExpression()), !dbg !137
  %70 = mul nsw i64 %67, %44, !dbg !198
  %71 = mul nsw i32 %13, %69, !dbg !198
  %72 = sext i32 %71 to i64, !dbg !199
  %73 = add nsw i64 %67, %72, !dbg !199
  %74 = getelementptr inbounds double, double* %18, i64 %73, !dbg !200
  %75 = load double, double* %74, align 8, !dbg !200, !tbaa !100
  %76 = trunc i64 %67 to i32, !dbg !201
  %77 = xor i32 %76, -1, !dbg !201
  %78 = add i32 %13, %77, !dbg !201
  %79 = sext i32 %78 to i64, !dbg !202
  %80 = add nsw i64 %70, %79, !dbg !202
  %81 = getelementptr inbounds double, double* %18, i64 %80, !dbg !203
  %82 = load double, double* %81, align 8, !dbg !203, !tbaa !100
  %83 = fadd double %75, %82, !dbg !204
  %84 = fadd double %68, %83, !dbg !205
  call void @llvm.dbg.value(metadata double %84, metadata !134, metadata !DIExpression()), !dbg !137
  %85 = add nuw nsw i64 %67, 1, !dbg !206
  call void @llvm.dbg.value(metadata i64 %85, metadata !135, metadata !DIExpression()), !dbg !175
  %86 = icmp eq i64 %85, %45, !dbg !176
  br i1 %86, label %63, label %66, !dbg !178, !llvm.loop !207
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
!44 = distinct !{!44, !37, !45, !46, !47}
!45 = !DILocation(line: 18, column: 3, scope: !25)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 11, type: !49, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !57)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !51, !51, !55, !55, !56}
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!55 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!57 = !{!58, !59, !60, !61, !62}
!58 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !48, type: !51, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !48, type: !51, flags: DIFlagArtificial)
!60 = !DILocalVariable(name: "n", arg: 3, scope: !48, type: !55, flags: DIFlagArtificial)
!61 = !DILocalVariable(name: "k", arg: 4, scope: !48, type: !55, flags: DIFlagArtificial)
!62 = !DILocalVariable(name: "A", arg: 5, scope: !48, type: !56, flags: DIFlagArtificial)
!63 = !DILocation(line: 0, scope: !48)
!64 = !{!65}
!65 = distinct !{!65, !66, !".omp_outlined._debug__: argument 0"}
!66 = distinct !{!66, !".omp_outlined._debug__"}
!67 = !DILocation(line: 11, column: 1, scope: !48)
!68 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !69, type: !51, flags: DIFlagArtificial)
!69 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 12, type: !49, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!70 = !{!68, !71, !72, !73, !74, !75, !77, !77, !78, !79, !80, !81, !82, !83, !79, !84, !86}
!71 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !69, type: !51, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: "n", arg: 3, scope: !69, file: !1, line: 8, type: !55)
!73 = !DILocalVariable(name: "k", arg: 4, scope: !69, file: !1, line: 10, type: !55)
!74 = !DILocalVariable(name: "A", arg: 5, scope: !69, file: !1, line: 8, type: !56)
!75 = !DILocalVariable(name: ".omp.iv", scope: !69, type: !76, flags: DIFlagArtificial)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DILocalVariable(name: ".capture_expr.", scope: !69, type: !4, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: ".capture_expr.", scope: !69, type: !76, flags: DIFlagArtificial)
!79 = !DILocalVariable(name: "i", scope: !69, type: !4, flags: DIFlagArtificial)
!80 = !DILocalVariable(name: ".omp.lb", scope: !69, type: !76, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: ".omp.ub", scope: !69, type: !76, flags: DIFlagArtificial)
!82 = !DILocalVariable(name: ".omp.stride", scope: !69, type: !76, flags: DIFlagArtificial)
!83 = !DILocalVariable(name: ".omp.is_last", scope: !69, type: !4, flags: DIFlagArtificial)
!84 = !DILocalVariable(name: "l", scope: !85, file: !1, line: 13, type: !3)
!85 = distinct !DILexicalBlock(scope: !69, file: !1, line: 12, column: 37)
!86 = !DILocalVariable(name: "j", scope: !87, file: !1, line: 15, type: !4)
!87 = distinct !DILexicalBlock(scope: !85, file: !1, line: 15, column: 7)
!88 = !DILocation(line: 0, scope: !69, inlinedAt: !89)
!89 = distinct !DILocation(line: 11, column: 1, scope: !48)
!90 = !DILocation(line: 12, column: 18, scope: !69, inlinedAt: !89)
!91 = !DILocation(line: 12, column: 20, scope: !69, inlinedAt: !89)
!92 = !DILocation(line: 12, column: 29, scope: !69, inlinedAt: !89)
!93 = !DILocation(line: 12, column: 5, scope: !69, inlinedAt: !89)
!94 = !DILocation(line: 12, column: 10, scope: !69, inlinedAt: !89)
!95 = !DILocation(line: 11, column: 1, scope: !69, inlinedAt: !89)
!96 = !DILocation(line: 12, column: 32, scope: !69, inlinedAt: !89)
!97 = !DILocation(line: 13, column: 22, scope: !85, inlinedAt: !89)
!98 = !DILocation(line: 13, column: 26, scope: !85, inlinedAt: !89)
!99 = !DILocation(line: 13, column: 18, scope: !85, inlinedAt: !89)
!100 = !{!101, !101, i64 0}
!101 = !{!"double", !29, i64 0}
!102 = !DILocation(line: 13, column: 33, scope: !85, inlinedAt: !89)
!103 = !DILocation(line: 13, column: 31, scope: !85, inlinedAt: !89)
!104 = !DILocation(line: 0, scope: !85, inlinedAt: !89)
!105 = !DILocation(line: 14, column: 20, scope: !85, inlinedAt: !89)
!106 = !DILocation(line: 0, scope: !87, inlinedAt: !89)
!107 = !DILocation(line: 15, column: 7, scope: !87, inlinedAt: !89)
!108 = distinct !{!108, !95, !109}
!109 = !DILocation(line: 11, column: 42, scope: !69, inlinedAt: !89)
!110 = !DILocation(line: 16, column: 37, scope: !111, inlinedAt: !89)
!111 = distinct !DILexicalBlock(scope: !87, file: !1, line: 15, column: 7)
!112 = !DILocation(line: 16, column: 29, scope: !111, inlinedAt: !89)
!113 = !DILocation(line: 16, column: 17, scope: !111, inlinedAt: !89)
!114 = !DILocation(line: 16, column: 9, scope: !111, inlinedAt: !89)
!115 = !DILocation(line: 16, column: 22, scope: !111, inlinedAt: !89)
!116 = !DILocation(line: 15, column: 29, scope: !111, inlinedAt: !89)
!117 = distinct !{!117, !107, !118, !46, !47}
!118 = !DILocation(line: 16, column: 40, scope: !87, inlinedAt: !89)
!119 = !{!120}
!120 = !{i64 2, i64 -1, i64 -1, i1 true}
!121 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !122, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!4, !4, !5}
!124 = !{!125, !126, !127, !128, !129, !131, !134, !135}
!125 = !DILocalVariable(name: "argc", arg: 1, scope: !121, file: !1, line: 21, type: !4)
!126 = !DILocalVariable(name: "argv", arg: 2, scope: !121, file: !1, line: 21, type: !5)
!127 = !DILocalVariable(name: "n", scope: !121, file: !1, line: 23, type: !4)
!128 = !DILocalVariable(name: "A", scope: !121, file: !1, line: 24, type: !20)
!129 = !DILocalVariable(name: "i", scope: !130, file: !1, line: 25, type: !4)
!130 = distinct !DILexicalBlock(scope: !121, file: !1, line: 25, column: 3)
!131 = !DILocalVariable(name: "j", scope: !132, file: !1, line: 26, type: !4)
!132 = distinct !DILexicalBlock(scope: !133, file: !1, line: 26, column: 5)
!133 = distinct !DILexicalBlock(scope: !130, file: !1, line: 25, column: 3)
!134 = !DILocalVariable(name: "s", scope: !121, file: !1, line: 29, type: !3)
!135 = !DILocalVariable(name: "i", scope: !136, file: !1, line: 30, type: !4)
!136 = distinct !DILexicalBlock(scope: !121, file: !1, line: 30, column: 3)
!137 = !DILocation(line: 0, scope: !121)
!138 = !DILocation(line: 23, column: 16, scope: !121)
!139 = !DILocation(line: 23, column: 11, scope: !121)
!140 = !DILocation(line: 23, column: 27, scope: !121)
!141 = !DILocalVariable(name: "__nptr", arg: 1, scope: !142, file: !143, line: 362, type: !146)
!142 = distinct !DISubprogram(name: "atoi", scope: !143, file: !143, line: 362, type: !144, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !148)
!143 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!144 = !DISubroutineType(types: !145)
!145 = !{!4, !146}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!148 = !{!141}
!149 = !DILocation(line: 0, scope: !142, inlinedAt: !150)
!150 = distinct !DILocation(line: 23, column: 22, scope: !121)
!151 = !DILocation(line: 364, column: 16, scope: !142, inlinedAt: !150)
!152 = !DILocation(line: 364, column: 10, scope: !142, inlinedAt: !150)
!153 = !DILocation(line: 24, column: 39, scope: !121)
!154 = !DILocation(line: 24, column: 37, scope: !121)
!155 = !DILocation(line: 24, column: 41, scope: !121)
!156 = !DILocation(line: 24, column: 15, scope: !121)
!157 = !DILocation(line: 0, scope: !130)
!158 = !DILocation(line: 25, column: 21, scope: !133)
!159 = !DILocation(line: 25, column: 3, scope: !130)
!160 = !DILocation(line: 0, scope: !132)
!161 = !DILocation(line: 26, column: 5, scope: !132)
!162 = !DILocation(line: 0, scope: !17, inlinedAt: !163)
!163 = distinct !DILocation(line: 28, column: 3, scope: !121)
!164 = !DILocation(line: 10, column: 8, scope: !25, inlinedAt: !163)
!165 = !DILocation(line: 0, scope: !25, inlinedAt: !163)
!166 = !DILocation(line: 10, column: 21, scope: !36, inlinedAt: !163)
!167 = !DILocation(line: 10, column: 3, scope: !25, inlinedAt: !163)
!168 = !DILocation(line: 11, column: 1, scope: !41, inlinedAt: !163)
!169 = !DILocation(line: 10, column: 27, scope: !36, inlinedAt: !163)
!170 = !DILocation(line: 10, column: 23, scope: !36, inlinedAt: !163)
!171 = distinct !{!171, !167, !172, !46, !47}
!172 = !DILocation(line: 18, column: 3, scope: !25, inlinedAt: !163)
!173 = !DILocation(line: 10, column: 3, scope: !36, inlinedAt: !163)
!174 = !DILocation(line: 19, column: 1, scope: !17, inlinedAt: !163)
!175 = !DILocation(line: 0, scope: !136)
!176 = !DILocation(line: 30, column: 21, scope: !177)
!177 = distinct !DILexicalBlock(scope: !136, file: !1, line: 30, column: 3)
!178 = !DILocation(line: 30, column: 3, scope: !136)
!179 = !DILocation(line: 25, column: 27, scope: !133)
!180 = distinct !{!180, !159, !181, !46, !47}
!181 = !DILocation(line: 27, column: 67, scope: !130)
!182 = !DILocation(line: 27, column: 25, scope: !183)
!183 = distinct !DILexicalBlock(scope: !132, file: !1, line: 26, column: 5)
!184 = !DILocation(line: 27, column: 22, scope: !183)
!185 = !DILocation(line: 27, column: 59, scope: !183)
!186 = !DILocation(line: 27, column: 64, scope: !183)
!187 = !DILocation(line: 27, column: 43, scope: !183)
!188 = !DILocation(line: 27, column: 15, scope: !183)
!189 = !DILocation(line: 27, column: 7, scope: !183)
!190 = !DILocation(line: 27, column: 20, scope: !183)
!191 = !DILocation(line: 26, column: 29, scope: !183)
!192 = !DILocation(line: 26, column: 23, scope: !183)
!193 = distinct !{!193, !161, !194, !46, !47}
!194 = !DILocation(line: 27, column: 67, scope: !132)
!195 = !DILocation(line: 32, column: 3, scope: !121)
!196 = !DILocation(line: 33, column: 3, scope: !121)
!197 = !DILocation(line: 35, column: 1, scope: !121)
!198 = !DILocation(line: 31, column: 14, scope: !177)
!199 = !DILocation(line: 31, column: 18, scope: !177)
!200 = !DILocation(line: 31, column: 10, scope: !177)
!201 = !DILocation(line: 31, column: 42, scope: !177)
!202 = !DILocation(line: 31, column: 33, scope: !177)
!203 = !DILocation(line: 31, column: 25, scope: !177)
!204 = !DILocation(line: 31, column: 23, scope: !177)
!205 = !DILocation(line: 31, column: 7, scope: !177)
!206 = !DILocation(line: 30, column: 27, scope: !177)
!207 = distinct !{!207, !178, !208, !46, !47}
!208 = !DILocation(line: 31, column: 46, scope: !136)
