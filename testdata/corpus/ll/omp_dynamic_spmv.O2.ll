; ModuleID = 'omp_dynamic_spmv.c'
source_filename = "omp_dynamic_spmv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [39 x i8] c";omp_dynamic_spmv.c;kernel_spmv;12;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 38, i8* getelementptr inbounds ([39 x i8], [39 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [21 x i8] c"nnz %d checksum %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @kernel_spmv(i32 noundef %0, i32* noundef %1, i32* noundef %2, i64* noundef %3, i64* noundef %4, i64* noundef %5) local_unnamed_addr #0 !dbg !18 {
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i64*, align 8
  %11 = alloca i64*, align 8
  %12 = alloca i64*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !27, metadata !DIExpression()), !dbg !33
  store i32 %0, i32* %7, align 4, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %1, metadata !28, metadata !DIExpression()), !dbg !33
  store i32* %1, i32** %8, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i32* %2, metadata !29, metadata !DIExpression()), !dbg !33
  store i32* %2, i32** %9, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %3, metadata !30, metadata !DIExpression()), !dbg !33
  store i64* %3, i64** %10, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %4, metadata !31, metadata !DIExpression()), !dbg !33
  store i64* %4, i64** %11, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %5, metadata !32, metadata !DIExpression()), !dbg !33
  store i64* %5, i64** %12, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i32* %7, metadata !27, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void @llvm.dbg.value(metadata i32** %8, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void @llvm.dbg.value(metadata i32** %9, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void @llvm.dbg.value(metadata i64** %10, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void @llvm.dbg.value(metadata i64** %11, metadata !31, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void @llvm.dbg.value(metadata i64** %12, metadata !32, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i64**, i64**, i32**, i64**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %7, i32** nonnull %8, i64** nonnull %10, i64** nonnull %11, i32** nonnull %9, i64** nonnull %12), !dbg !40
  ret void, !dbg !41
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_4(%struct.ident_t*, i32, i32, i32, i32, i32, i32) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_4(%struct.ident_t*, i32, i32*, i32*, i32*, i32*) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5, i32** nocapture noundef nonnull readonly align 8 dereferenceable(8) %6, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %7) #3 !dbg !42 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !52, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i32* %1, metadata !53, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i32* %2, metadata !54, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i32** %3, metadata !55, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64** %4, metadata !56, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64** %5, metadata !57, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i32** %6, metadata !58, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64** %7, metadata !59, metadata !DIExpression()), !dbg !60
  tail call void @llvm.experimental.noalias.scope.decl(metadata !61), !dbg !64
  call void @llvm.dbg.value(metadata i32* %0, metadata !65, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* undef, metadata !68, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %2, metadata !69, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32** %3, metadata !70, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i64** %4, metadata !71, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i64** %5, metadata !72, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32** %6, metadata !73, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i64** %7, metadata !74, metadata !DIExpression()) #2, !dbg !86
  %13 = load i32, i32* %2, align 4, !dbg !88, !tbaa !34, !noalias !61
  call void @llvm.dbg.value(metadata i32 %13, metadata !76, metadata !DIExpression()) #2, !dbg !86
  %14 = add nsw i32 %13, -1, !dbg !89
  call void @llvm.dbg.value(metadata i32 %14, metadata !76, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()) #2, !dbg !86
  %15 = icmp sgt i32 %13, 0, !dbg !89
  br i1 %15, label %16, label %131, !dbg !89

16:                                               ; preds = %8
  %17 = bitcast i32* %9 to i8*, !dbg !89
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !89, !noalias !61
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()) #2, !dbg !86
  store i32 0, i32* %9, align 4, !dbg !90, !tbaa !34, !noalias !61
  %18 = bitcast i32* %10 to i8*, !dbg !89
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !89, !noalias !61
  call void @llvm.dbg.value(metadata i32 %14, metadata !79, metadata !DIExpression()) #2, !dbg !86
  store i32 %14, i32* %10, align 4, !dbg !90, !tbaa !34, !noalias !61
  %19 = bitcast i32* %11 to i8*, !dbg !89
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #2, !dbg !89, !noalias !61
  call void @llvm.dbg.value(metadata i32 1, metadata !80, metadata !DIExpression()) #2, !dbg !86
  store i32 1, i32* %11, align 4, !dbg !90, !tbaa !34, !noalias !61
  %20 = bitcast i32* %12 to i8*, !dbg !89
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #2, !dbg !89, !noalias !61
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()) #2, !dbg !86
  store i32 0, i32* %12, align 4, !dbg !90, !tbaa !34, !noalias !61
  %21 = load i32, i32* %0, align 4, !dbg !89, !tbaa !34, !alias.scope !61
  tail call void @__kmpc_dispatch_init_4(%struct.ident_t* nonnull @1, i32 %21, i32 1073741859, i32 0, i32 %14, i32 1, i32 16) #2, !dbg !89, !noalias !61
  call void @llvm.dbg.value(metadata i32* %9, metadata !78, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %10, metadata !79, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %11, metadata !80, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %12, metadata !81, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  %22 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %21, i32* nonnull %12, i32* nonnull %9, i32* nonnull %10, i32* nonnull %11) #2, !dbg !89, !noalias !61
  %23 = icmp eq i32 %22, 0, !dbg !89
  br i1 %23, label %130, label %27, !dbg !89

24:                                               ; preds = %79, %27
  call void @llvm.dbg.value(metadata i32* %9, metadata !78, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %10, metadata !79, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %11, metadata !80, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %12, metadata !81, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  %25 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %21, i32* nonnull %12, i32* nonnull %9, i32* nonnull %10, i32* nonnull %11) #2, !dbg !89, !noalias !61
  %26 = icmp eq i32 %25, 0, !dbg !89
  br i1 %26, label %130, label %27, !dbg !89, !llvm.loop !91

27:                                               ; preds = %16, %24
  %28 = load i32, i32* %9, align 4, !dbg !90, !tbaa !34, !noalias !61
  call void @llvm.dbg.value(metadata i32 %28, metadata !78, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32 %28, metadata !75, metadata !DIExpression()) #2, !dbg !86
  %29 = load i32, i32* %10, align 4, !tbaa !34, !noalias !61, !llvm.access.group !94
  call void @llvm.dbg.value(metadata i32 %29, metadata !79, metadata !DIExpression()) #2, !dbg !86
  %30 = icmp sgt i32 %28, %29, !dbg !89
  br i1 %30, label %24, label %31, !dbg !89

31:                                               ; preds = %27
  %32 = load i32*, i32** %3, align 8, !tbaa !38, !noalias !61, !llvm.access.group !94
  %33 = load i64*, i64** %4, align 8, !noalias !61
  %34 = load i64*, i64** %5, align 8, !noalias !61
  %35 = load i32*, i32** %6, align 8, !noalias !61
  %36 = load i64*, i64** %7, align 8, !tbaa !38, !noalias !61, !llvm.access.group !94
  %37 = sext i32 %28 to i64, !dbg !89
  %38 = add i32 %29, 1, !dbg !89
  %39 = getelementptr inbounds i32, i32* %32, i64 %37
  %40 = load i32, i32* %39, align 4, !dbg !95, !tbaa !34, !noalias !61
  br label %41, !dbg !89

41:                                               ; preds = %79, %31
  %42 = phi i32 [ %40, %31 ], [ %46, %79 ], !dbg !95
  %43 = phi i64 [ %37, %31 ], [ %44, %79 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !75, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i64 %43, metadata !77, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i64 0, metadata !82, metadata !DIExpression()) #2, !dbg !96
  call void @llvm.dbg.value(metadata i32 %42, metadata !84, metadata !DIExpression()) #2, !dbg !97
  %44 = add nsw i64 %43, 1
  %45 = getelementptr inbounds i32, i32* %32, i64 %44
  %46 = load i32, i32* %45, align 4, !tbaa !34, !noalias !61, !llvm.access.group !94
  %47 = icmp slt i32 %42, %46, !dbg !98
  br i1 %47, label %48, label %79, !dbg !100

48:                                               ; preds = %41
  %49 = sext i32 %42 to i64, !dbg !100
  %50 = sext i32 %46 to i64, !dbg !98
  %51 = sub nsw i64 %50, %49, !dbg !100
  %52 = xor i64 %49, -1, !dbg !100
  %53 = add nsw i64 %52, %50, !dbg !100
  %54 = and i64 %51, 3, !dbg !100
  %55 = icmp ult i64 %53, 3, !dbg !100
  br i1 %55, label %58, label %56, !dbg !100

56:                                               ; preds = %48
  %57 = and i64 %51, -4, !dbg !100
  br label %84, !dbg !100

58:                                               ; preds = %84, %48
  %59 = phi i64 [ undef, %48 ], [ %126, %84 ]
  %60 = phi i64 [ %49, %48 ], [ %127, %84 ]
  %61 = phi i64 [ 0, %48 ], [ %126, %84 ]
  %62 = icmp eq i64 %54, 0, !dbg !100
  br i1 %62, label %79, label %63, !dbg !100

63:                                               ; preds = %58, %63
  %64 = phi i64 [ %76, %63 ], [ %60, %58 ]
  %65 = phi i64 [ %75, %63 ], [ %61, %58 ]
  %66 = phi i64 [ %77, %63 ], [ 0, %58 ]
  call void @llvm.dbg.value(metadata i64 %64, metadata !84, metadata !DIExpression()) #2, !dbg !97
  call void @llvm.dbg.value(metadata i64 %65, metadata !82, metadata !DIExpression()) #2, !dbg !96
  %67 = getelementptr inbounds i64, i64* %33, i64 %64, !dbg !101
  %68 = load i64, i64* %67, align 8, !dbg !101, !tbaa !102, !noalias !61, !llvm.access.group !94
  %69 = getelementptr inbounds i32, i32* %35, i64 %64, !dbg !104
  %70 = load i32, i32* %69, align 4, !dbg !104, !tbaa !34, !noalias !61, !llvm.access.group !94
  %71 = sext i32 %70 to i64, !dbg !105
  %72 = getelementptr inbounds i64, i64* %34, i64 %71, !dbg !105
  %73 = load i64, i64* %72, align 8, !dbg !105, !tbaa !102, !noalias !61, !llvm.access.group !94
  %74 = mul nsw i64 %73, %68, !dbg !106
  %75 = add nsw i64 %74, %65, !dbg !107
  call void @llvm.dbg.value(metadata i64 %75, metadata !82, metadata !DIExpression()) #2, !dbg !96
  %76 = add nsw i64 %64, 1, !dbg !108
  call void @llvm.dbg.value(metadata i64 %76, metadata !84, metadata !DIExpression()) #2, !dbg !97
  %77 = add i64 %66, 1, !dbg !100
  %78 = icmp eq i64 %77, %54, !dbg !100
  br i1 %78, label %79, label %63, !dbg !100, !llvm.loop !109

79:                                               ; preds = %58, %63, %41
  %80 = phi i64 [ 0, %41 ], [ %59, %58 ], [ %75, %63 ], !dbg !96
  %81 = getelementptr inbounds i64, i64* %36, i64 %43, !dbg !111
  store i64 %80, i64* %81, align 8, !dbg !112, !tbaa !102, !noalias !61, !llvm.access.group !94
  call void @llvm.dbg.value(metadata i64 %44, metadata !75, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32 %29, metadata !79, metadata !DIExpression()) #2, !dbg !86
  %82 = trunc i64 %44 to i32, !dbg !89
  %83 = icmp eq i32 %38, %82, !dbg !89
  br i1 %83, label %24, label %41, !dbg !89, !llvm.loop !113

84:                                               ; preds = %84, %56
  %85 = phi i64 [ %49, %56 ], [ %127, %84 ]
  %86 = phi i64 [ 0, %56 ], [ %126, %84 ]
  %87 = phi i64 [ 0, %56 ], [ %128, %84 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !84, metadata !DIExpression()) #2, !dbg !97
  call void @llvm.dbg.value(metadata i64 %86, metadata !82, metadata !DIExpression()) #2, !dbg !96
  %88 = getelementptr inbounds i64, i64* %33, i64 %85, !dbg !101
  %89 = load i64, i64* %88, align 8, !dbg !101, !tbaa !102, !noalias !61, !llvm.access.group !94
  %90 = getelementptr inbounds i32, i32* %35, i64 %85, !dbg !104
  %91 = load i32, i32* %90, align 4, !dbg !104, !tbaa !34, !noalias !61, !llvm.access.group !94
  %92 = sext i32 %91 to i64, !dbg !105
  %93 = getelementptr inbounds i64, i64* %34, i64 %92, !dbg !105
  %94 = load i64, i64* %93, align 8, !dbg !105, !tbaa !102, !noalias !61, !llvm.access.group !94
  %95 = mul nsw i64 %94, %89, !dbg !106
  %96 = add nsw i64 %95, %86, !dbg !107
  call void @llvm.dbg.value(metadata i64 %96, metadata !82, metadata !DIExpression()) #2, !dbg !96
  %97 = add nsw i64 %85, 1, !dbg !108
  call void @llvm.dbg.value(metadata i64 %97, metadata !84, metadata !DIExpression()) #2, !dbg !97
  call void @llvm.dbg.value(metadata i64 %97, metadata !84, metadata !DIExpression()) #2, !dbg !97
  call void @llvm.dbg.value(metadata i64 %96, metadata !82, metadata !DIExpression()) #2, !dbg !96
  %98 = getelementptr inbounds i64, i64* %33, i64 %97, !dbg !101
  %99 = load i64, i64* %98, align 8, !dbg !101, !tbaa !102, !noalias !61, !llvm.access.group !94
  %100 = getelementptr inbounds i32, i32* %35, i64 %97, !dbg !104
  %101 = load i32, i32* %100, align 4, !dbg !104, !tbaa !34, !noalias !61, !llvm.access.group !94
  %102 = sext i32 %101 to i64, !dbg !105
  %103 = getelementptr inbounds i64, i64* %34, i64 %102, !dbg !105
  %104 = load i64, i64* %103, align 8, !dbg !105, !tbaa !102, !noalias !61, !llvm.access.group !94
  %105 = mul nsw i64 %104, %99, !dbg !106
  %106 = add nsw i64 %105, %96, !dbg !107
  call void @llvm.dbg.value(metadata i64 %106, metadata !82, metadata !DIExpression()) #2, !dbg !96
  %107 = add nsw i64 %85, 2, !dbg !108
  call void @llvm.dbg.value(metadata i64 %107, metadata !84, metadata !DIExpression()) #2, !dbg !97
  call void @llvm.dbg.value(metadata i64 %107, metadata !84, metadata !DIExpression()) #2, !dbg !97
  call void @llvm.dbg.value(metadata i64 %106, metadata !82, metadata !DIExpression()) #2, !dbg !96
  %108 = getelementptr inbounds i64, i64* %33, i64 %107, !dbg !101
  %109 = load i64, i64* %108, align 8, !dbg !101, !tbaa !102, !noalias !61, !llvm.access.group !94
  %110 = getelementptr inbounds i32, i32* %35, i64 %107, !dbg !104
  %111 = load i32, i32* %110, align 4, !dbg !104, !tbaa !34, !noalias !61, !llvm.access.group !94
  %112 = sext i32 %111 to i64, !dbg !105
  %113 = getelementptr inbounds i64, i64* %34, i64 %112, !dbg !105
  %114 = load i64, i64* %113, align 8, !dbg !105, !tbaa !102, !noalias !61, !llvm.access.group !94
  %115 = mul nsw i64 %114, %109, !dbg !106
  %116 = add nsw i64 %115, %106, !dbg !107
  call void @llvm.dbg.value(metadata i64 %116, metadata !82, metadata !DIExpression()) #2, !dbg !96
  %117 = add nsw i64 %85, 3, !dbg !108
  call void @llvm.dbg.value(metadata i64 %117, metadata !84, metadata !DIExpression()) #2, !dbg !97
  call void @llvm.dbg.value(metadata i64 %117, metadata !84, metadata !DIExpression()) #2, !dbg !97
  call void @llvm.dbg.value(metadata i64 %116, metadata !82, metadata !DIExpression()) #2, !dbg !96
  %118 = getelementptr inbounds i64, i64* %33, i64 %117, !dbg !101
  %119 = load i64, i64* %118, align 8, !dbg !101, !tbaa !102, !noalias !61, !llvm.access.group !94
  %120 = getelementptr inbounds i32, i32* %35, i64 %117, !dbg !104
  %121 = load i32, i32* %120, align 4, !dbg !104, !tbaa !34, !noalias !61, !llvm.access.group !94
  %122 = sext i32 %121 to i64, !dbg !105
  %123 = getelementptr inbounds i64, i64* %34, i64 %122, !dbg !105
  %124 = load i64, i64* %123, align 8, !dbg !105, !tbaa !102, !noalias !61, !llvm.access.group !94
  %125 = mul nsw i64 %124, %119, !dbg !106
  %126 = add nsw i64 %125, %116, !dbg !107
  call void @llvm.dbg.value(metadata i64 %126, metadata !82, metadata !DIExpression()) #2, !dbg !96
  %127 = add nsw i64 %85, 4, !dbg !108
  call void @llvm.dbg.value(metadata i64 %127, metadata !84, metadata !DIExpression()) #2, !dbg !97
  %128 = add i64 %87, 4, !dbg !100
  %129 = icmp eq i64 %128, %57, !dbg !100
  br i1 %129, label %58, label %84, !dbg !100, !llvm.loop !115

130:                                              ; preds = %24, %16
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #2, !dbg !92, !noalias !61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !92, !noalias !61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !92, !noalias !61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !92, !noalias !61
  br label %131, !dbg !92

131:                                              ; preds = %8, %130
  ret void, !dbg !64
}

; Function Attrs: nounwind
declare !callback !118 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !120 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i64*, align 8
  %8 = alloca i64*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !124, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i8** %1, metadata !125, metadata !DIExpression()), !dbg !144
  %9 = icmp sgt i32 %0, 1, !dbg !145
  br i1 %9, label %10, label %15, !dbg !146

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !147
  %12 = load i8*, i8** %11, align 8, !dbg !147, !tbaa !38
  call void @llvm.dbg.value(metadata i8* %12, metadata !148, metadata !DIExpression()) #2, !dbg !156
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #2, !dbg !158
  %14 = trunc i64 %13 to i32, !dbg !159
  br label %15, !dbg !146

15:                                               ; preds = %2, %10
  %16 = phi i32 [ %14, %10 ], [ 4000, %2 ], !dbg !146
  call void @llvm.dbg.value(metadata i32 %16, metadata !126, metadata !DIExpression()), !dbg !144
  %17 = add nsw i32 %16, 1, !dbg !160
  %18 = sext i32 %17 to i64, !dbg !161
  %19 = shl nsw i64 %18, 2, !dbg !162
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #2, !dbg !163
  %21 = bitcast i8* %20 to i32*, !dbg !163
  call void @llvm.dbg.value(metadata i32* %21, metadata !127, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !129, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !130, metadata !DIExpression()), !dbg !164
  %22 = icmp sgt i32 %16, 0, !dbg !165
  br i1 %22, label %23, label %25, !dbg !167

23:                                               ; preds = %15
  %24 = zext i32 %16 to i64, !dbg !165
  br label %44, !dbg !167

25:                                               ; preds = %54, %15
  %26 = phi i32 [ 0, %15 ], [ %57, %54 ], !dbg !144
  %27 = sext i32 %16 to i64, !dbg !168
  %28 = getelementptr inbounds i32, i32* %21, i64 %27, !dbg !168
  store i32 %26, i32* %28, align 4, !dbg !169, !tbaa !34
  %29 = sext i32 %26 to i64, !dbg !170
  %30 = shl nsw i64 %29, 2, !dbg !171
  %31 = tail call noalias i8* @malloc(i64 noundef %30) #2, !dbg !172
  %32 = bitcast i8* %31 to i32*, !dbg !172
  call void @llvm.dbg.value(metadata i32* %32, metadata !132, metadata !DIExpression()), !dbg !144
  %33 = shl nsw i64 %29, 3, !dbg !173
  %34 = tail call noalias i8* @malloc(i64 noundef %33) #2, !dbg !174
  %35 = bitcast i8* %34 to i64*, !dbg !174
  call void @llvm.dbg.value(metadata i64* %35, metadata !133, metadata !DIExpression()), !dbg !144
  %36 = shl nsw i64 %27, 3, !dbg !175
  %37 = tail call noalias i8* @malloc(i64 noundef %36) #2, !dbg !176
  %38 = bitcast i8* %37 to i64*, !dbg !176
  call void @llvm.dbg.value(metadata i64* %38, metadata !134, metadata !DIExpression()), !dbg !144
  %39 = tail call noalias i8* @malloc(i64 noundef %36) #2, !dbg !177
  %40 = bitcast i8* %39 to i64*, !dbg !177
  call void @llvm.dbg.value(metadata i64* %40, metadata !135, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 8, metadata !136, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !137, metadata !DIExpression()), !dbg !178
  %41 = icmp sgt i32 %26, 0, !dbg !179
  br i1 %41, label %42, label %60, !dbg !181

42:                                               ; preds = %25
  %43 = zext i32 %26 to i64, !dbg !179
  br label %85, !dbg !181

44:                                               ; preds = %23, %54
  %45 = phi i64 [ 0, %23 ], [ %58, %54 ]
  %46 = phi i32 [ 0, %23 ], [ %57, %54 ]
  call void @llvm.dbg.value(metadata i32 %46, metadata !129, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i64 %45, metadata !130, metadata !DIExpression()), !dbg !164
  %47 = getelementptr inbounds i32, i32* %21, i64 %45, !dbg !182
  store i32 %46, i32* %47, align 4, !dbg !184, !tbaa !34
  %48 = trunc i64 %45 to i32, !dbg !185
  %49 = urem i32 %48, 97, !dbg !185
  %50 = icmp eq i32 %49, 0, !dbg !186
  br i1 %50, label %54, label %51, !dbg !187

51:                                               ; preds = %44
  %52 = urem i32 %48, 7, !dbg !188
  %53 = mul nuw nsw i32 %52, 3, !dbg !189
  br label %54, !dbg !187

54:                                               ; preds = %44, %51
  %55 = phi i32 [ %53, %51 ], [ 200, %44 ], !dbg !187
  %56 = add i32 %46, 1, !dbg !190
  %57 = add i32 %56, %55, !dbg !191
  call void @llvm.dbg.value(metadata i32 %57, metadata !129, metadata !DIExpression()), !dbg !144
  %58 = add nuw nsw i64 %45, 1, !dbg !192
  call void @llvm.dbg.value(metadata i64 %58, metadata !130, metadata !DIExpression()), !dbg !164
  %59 = icmp eq i64 %58, %24, !dbg !165
  br i1 %59, label %25, label %44, !dbg !167, !llvm.loop !193

60:                                               ; preds = %85, %25
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()), !dbg !195
  br i1 %22, label %61, label %101, !dbg !196

61:                                               ; preds = %60
  %62 = zext i32 %16 to i64, !dbg !197
  %63 = icmp ult i32 %16, 4, !dbg !196
  br i1 %63, label %83, label %64, !dbg !196

64:                                               ; preds = %61
  %65 = and i64 %62, 4294967292, !dbg !196
  br label %66, !dbg !196

66:                                               ; preds = %66, %64
  %67 = phi i64 [ 0, %64 ], [ %78, %66 ], !dbg !199
  %68 = phi <2 x i32> [ <i32 0, i32 1>, %64 ], [ %79, %66 ], !dbg !200
  %69 = add <2 x i32> %68, <i32 2, i32 2>, !dbg !200
  %70 = urem <2 x i32> %68, <i32 11, i32 11>, !dbg !200
  %71 = urem <2 x i32> %69, <i32 11, i32 11>, !dbg !200
  %72 = zext <2 x i32> %70 to <2 x i64>, !dbg !201
  %73 = zext <2 x i32> %71 to <2 x i64>, !dbg !201
  %74 = getelementptr inbounds i64, i64* %38, i64 %67, !dbg !199
  %75 = bitcast i64* %74 to <2 x i64>*, !dbg !202
  store <2 x i64> %72, <2 x i64>* %75, align 8, !dbg !202, !tbaa !102
  %76 = getelementptr inbounds i64, i64* %74, i64 2, !dbg !202
  %77 = bitcast i64* %76 to <2 x i64>*, !dbg !202
  store <2 x i64> %73, <2 x i64>* %77, align 8, !dbg !202, !tbaa !102
  %78 = add nuw i64 %67, 4, !dbg !199
  %79 = add <2 x i32> %68, <i32 4, i32 4>, !dbg !200
  %80 = icmp eq i64 %78, %65, !dbg !199
  br i1 %80, label %81, label %66, !dbg !199, !llvm.loop !203

81:                                               ; preds = %66
  %82 = icmp eq i64 %65, %62, !dbg !196
  br i1 %82, label %101, label %83, !dbg !196

83:                                               ; preds = %61, %81
  %84 = phi i64 [ 0, %61 ], [ %65, %81 ]
  br label %119, !dbg !196

85:                                               ; preds = %42, %85
  %86 = phi i64 [ 0, %42 ], [ %99, %85 ]
  %87 = phi i32 [ 8, %42 ], [ %89, %85 ]
  call void @llvm.dbg.value(metadata i64 %86, metadata !137, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 %87, metadata !136, metadata !DIExpression()), !dbg !144
  %88 = mul i32 %87, 1664525, !dbg !206
  %89 = add i32 %88, 1013904223, !dbg !208
  call void @llvm.dbg.value(metadata i32 %89, metadata !136, metadata !DIExpression()), !dbg !144
  %90 = lshr i32 %89, 8, !dbg !209
  %91 = urem i32 %90, %16, !dbg !210
  %92 = getelementptr inbounds i32, i32* %32, i64 %86, !dbg !211
  store i32 %91, i32* %92, align 4, !dbg !212, !tbaa !34
  %93 = lshr i32 %89, 24, !dbg !213
  %94 = trunc i32 %93 to i8, !dbg !214
  %95 = urem i8 %94, 7, !dbg !214
  %96 = zext i8 %95 to i64, !dbg !215
  %97 = add nsw i64 %96, -3, !dbg !216
  %98 = getelementptr inbounds i64, i64* %35, i64 %86, !dbg !217
  store i64 %97, i64* %98, align 8, !dbg !218, !tbaa !102
  %99 = add nuw nsw i64 %86, 1, !dbg !219
  call void @llvm.dbg.value(metadata i64 %99, metadata !137, metadata !DIExpression()), !dbg !178
  %100 = icmp eq i64 %99, %43, !dbg !179
  br i1 %100, label %60, label %85, !dbg !181, !llvm.loop !220

101:                                              ; preds = %119, %81, %60
  %102 = bitcast i32* %3 to i8*, !dbg !222
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %102), !dbg !222
  %103 = bitcast i32** %4 to i8*, !dbg !222
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %103), !dbg !222
  %104 = bitcast i32** %5 to i8*, !dbg !222
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %104), !dbg !222
  %105 = bitcast i64** %6 to i8*, !dbg !222
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %105), !dbg !222
  %106 = bitcast i64** %7 to i8*, !dbg !222
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %106), !dbg !222
  %107 = bitcast i64** %8 to i8*, !dbg !222
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %107), !dbg !222
  call void @llvm.dbg.value(metadata i32 %16, metadata !27, metadata !DIExpression()) #2, !dbg !222
  store i32 %16, i32* %3, align 4, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %21, metadata !28, metadata !DIExpression()) #2, !dbg !222
  %108 = bitcast i32** %4 to i8**
  store i8* %20, i8** %108, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i32* %32, metadata !29, metadata !DIExpression()) #2, !dbg !222
  %109 = bitcast i32** %5 to i8**
  store i8* %31, i8** %109, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %35, metadata !30, metadata !DIExpression()) #2, !dbg !222
  %110 = bitcast i64** %6 to i8**
  store i8* %34, i8** %110, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %38, metadata !31, metadata !DIExpression()) #2, !dbg !222
  %111 = bitcast i64** %7 to i8**
  store i8* %37, i8** %111, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %40, metadata !32, metadata !DIExpression()) #2, !dbg !222
  %112 = bitcast i64** %8 to i8**
  store i8* %39, i8** %112, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i32* %3, metadata !27, metadata !DIExpression(DW_OP_deref)) #2, !dbg !222
  call void @llvm.dbg.value(metadata i32** %4, metadata !28, metadata !DIExpression(DW_OP_deref)) #2, !dbg !222
  call void @llvm.dbg.value(metadata i32** %5, metadata !29, metadata !DIExpression(DW_OP_deref)) #2, !dbg !222
  call void @llvm.dbg.value(metadata i64** %6, metadata !30, metadata !DIExpression(DW_OP_deref)) #2, !dbg !222
  call void @llvm.dbg.value(metadata i64** %7, metadata !31, metadata !DIExpression(DW_OP_deref)) #2, !dbg !222
  call void @llvm.dbg.value(metadata i64** %8, metadata !32, metadata !DIExpression(DW_OP_deref)) #2, !dbg !222
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i64**, i64**, i32**, i64**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, i32** nonnull %4, i64** nonnull %6, i64** nonnull %7, i32** nonnull %5, i64** nonnull %8) #2, !dbg !224
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %102), !dbg !225
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %103), !dbg !225
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %104), !dbg !225
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %105), !dbg !225
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %106), !dbg !225
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %107), !dbg !225
  call void @llvm.dbg.value(metadata i64 0, metadata !141, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !142, metadata !DIExpression()), !dbg !226
  br i1 %22, label %113, label %141, !dbg !227

113:                                              ; preds = %101
  %114 = zext i32 %16 to i64, !dbg !228
  %115 = and i64 %114, 1, !dbg !227
  %116 = icmp eq i32 %16, 1, !dbg !227
  br i1 %116, label %127, label %117, !dbg !227

117:                                              ; preds = %113
  %118 = and i64 %114, 4294967294, !dbg !227
  br label %144, !dbg !227

119:                                              ; preds = %83, %119
  %120 = phi i64 [ %125, %119 ], [ %84, %83 ]
  call void @llvm.dbg.value(metadata i64 %120, metadata !139, metadata !DIExpression()), !dbg !195
  %121 = trunc i64 %120 to i32, !dbg !200
  %122 = urem i32 %121, 11, !dbg !200
  %123 = zext i32 %122 to i64, !dbg !201
  %124 = getelementptr inbounds i64, i64* %38, i64 %120, !dbg !230
  store i64 %123, i64* %124, align 8, !dbg !202, !tbaa !102
  %125 = add nuw nsw i64 %120, 1, !dbg !199
  call void @llvm.dbg.value(metadata i64 %125, metadata !139, metadata !DIExpression()), !dbg !195
  %126 = icmp eq i64 %125, %62, !dbg !197
  br i1 %126, label %101, label %119, !dbg !196, !llvm.loop !231

127:                                              ; preds = %144, %113
  %128 = phi i64 [ undef, %113 ], [ %164, %144 ]
  %129 = phi i64 [ 0, %113 ], [ %165, %144 ]
  %130 = phi i64 [ 0, %113 ], [ %164, %144 ]
  %131 = icmp eq i64 %115, 0, !dbg !227
  br i1 %131, label %141, label %132, !dbg !227

132:                                              ; preds = %127
  call void @llvm.dbg.value(metadata i64 %129, metadata !142, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i64 %130, metadata !141, metadata !DIExpression()), !dbg !144
  %133 = getelementptr inbounds i64, i64* %40, i64 %129, !dbg !233
  %134 = load i64, i64* %133, align 8, !dbg !233, !tbaa !102
  %135 = trunc i64 %129 to i32, !dbg !234
  %136 = urem i32 %135, 5, !dbg !234
  %137 = add nuw nsw i32 %136, 1, !dbg !235
  %138 = zext i32 %137 to i64, !dbg !236
  %139 = mul nsw i64 %134, %138, !dbg !237
  %140 = add nsw i64 %139, %130, !dbg !238
  call void @llvm.dbg.value(metadata i64 %140, metadata !141, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i64 %129, metadata !142, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !226
  br label %141, !dbg !239

141:                                              ; preds = %132, %127, %101
  %142 = phi i64 [ 0, %101 ], [ %128, %127 ], [ %140, %132 ], !dbg !144
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %26, i64 noundef %142), !dbg !239
  call void @free(i8* noundef %20) #2, !dbg !240
  call void @free(i8* noundef %31) #2, !dbg !241
  call void @free(i8* noundef %34) #2, !dbg !242
  call void @free(i8* noundef %37) #2, !dbg !243
  call void @free(i8* noundef %39) #2, !dbg !244
  ret i32 0, !dbg !245

144:                                              ; preds = %144, %117
  %145 = phi i64 [ 0, %117 ], [ %165, %144 ]
  %146 = phi i64 [ 0, %117 ], [ %164, %144 ]
  %147 = phi i64 [ 0, %117 ], [ %166, %144 ]
  call void @llvm.dbg.value(metadata i64 %145, metadata !142, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i64 %146, metadata !141, metadata !DIExpression()), !dbg !144
  %148 = getelementptr inbounds i64, i64* %40, i64 %145, !dbg !233
  %149 = load i64, i64* %148, align 8, !dbg !233, !tbaa !102
  %150 = trunc i64 %145 to i32, !dbg !234
  %151 = urem i32 %150, 5, !dbg !234
  %152 = add nuw nsw i32 %151, 1, !dbg !235
  %153 = zext i32 %152 to i64, !dbg !236
  %154 = mul nsw i64 %149, %153, !dbg !237
  %155 = add nsw i64 %154, %146, !dbg !238
  call void @llvm.dbg.value(metadata i64 %155, metadata !141, metadata !DIExpression()), !dbg !144
  %156 = or i64 %145, 1, !dbg !246
  call void @llvm.dbg.value(metadata i64 %156, metadata !142, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i64 %156, metadata !142, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i64 %155, metadata !141, metadata !DIExpression()), !dbg !144
  %157 = getelementptr inbounds i64, i64* %40, i64 %156, !dbg !233
  %158 = load i64, i64* %157, align 8, !dbg !233, !tbaa !102
  %159 = trunc i64 %156 to i32, !dbg !234
  %160 = urem i32 %159, 5, !dbg !234
  %161 = add nuw nsw i32 %160, 1, !dbg !235
  %162 = zext i32 %161 to i64, !dbg !236
  %163 = mul nsw i64 %158, %162, !dbg !237
  %164 = add nsw i64 %163, %155, !dbg !238
  call void @llvm.dbg.value(metadata i64 %164, metadata !141, metadata !DIExpression()), !dbg !144
  %165 = add nuw nsw i64 %145, 2, !dbg !246
  call void @llvm.dbg.value(metadata i64 %165, metadata !142, metadata !DIExpression()), !dbg !226
  %166 = add i64 %147, 2, !dbg !227
  %167 = icmp eq i64 %166, %118, !dbg !227
  br i1 %167, label %127, label %144, !dbg !227, !llvm.loop !247
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }
attributes #3 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_dynamic_spmv.c", directory: ".", checksumkind: CSK_MD5, checksum: "2beb79c9daa9d94d6395565076ddba12")
!2 = !{!3, !4, !5, !6, !9}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"openmp", i32 50}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "kernel_spmv", scope: !1, file: !1, line: 9, type: !19, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !3, !21, !21, !23, !23, !25}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!26 = !{!27, !28, !29, !30, !31, !32}
!27 = !DILocalVariable(name: "n", arg: 1, scope: !18, file: !1, line: 9, type: !3)
!28 = !DILocalVariable(name: "rowptr", arg: 2, scope: !18, file: !1, line: 9, type: !21)
!29 = !DILocalVariable(name: "col", arg: 3, scope: !18, file: !1, line: 9, type: !21)
!30 = !DILocalVariable(name: "val", arg: 4, scope: !18, file: !1, line: 9, type: !23)
!31 = !DILocalVariable(name: "x", arg: 5, scope: !18, file: !1, line: 10, type: !23)
!32 = !DILocalVariable(name: "y", arg: 6, scope: !18, file: !1, line: 10, type: !25)
!33 = !DILocation(line: 0, scope: !18)
!34 = !{!35, !35, i64 0}
!35 = !{!"int", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !36, i64 0}
!40 = !DILocation(line: 12, column: 1, scope: !18)
!41 = !DILocation(line: 19, column: 1, scope: !18)
!42 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 12, type: !43, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !51)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45, !45, !47, !48, !49, !49, !48, !50}
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !21)
!47 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !23, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !25, size: 64)
!51 = !{!52, !53, !54, !55, !56, !57, !58, !59}
!52 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !42, type: !45, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !42, type: !45, flags: DIFlagArtificial)
!54 = !DILocalVariable(name: "n", arg: 3, scope: !42, type: !47, flags: DIFlagArtificial)
!55 = !DILocalVariable(name: "rowptr", arg: 4, scope: !42, type: !48, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: "val", arg: 5, scope: !42, type: !49, flags: DIFlagArtificial)
!57 = !DILocalVariable(name: "x", arg: 6, scope: !42, type: !49, flags: DIFlagArtificial)
!58 = !DILocalVariable(name: "col", arg: 7, scope: !42, type: !48, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: "y", arg: 8, scope: !42, type: !50, flags: DIFlagArtificial)
!60 = !DILocation(line: 0, scope: !42)
!61 = !{!62}
!62 = distinct !{!62, !63, !".omp_outlined._debug__: argument 0"}
!63 = distinct !{!63, !".omp_outlined._debug__"}
!64 = !DILocation(line: 12, column: 1, scope: !42)
!65 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !66, type: !45, flags: DIFlagArtificial)
!66 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 13, type: !43, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !67)
!67 = !{!65, !68, !69, !70, !71, !72, !73, !74, !75, !76, !76, !77, !78, !79, !80, !81, !77, !82, !84}
!68 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !66, type: !45, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: "n", arg: 3, scope: !66, file: !1, line: 9, type: !47)
!70 = !DILocalVariable(name: "rowptr", arg: 4, scope: !66, file: !1, line: 9, type: !48)
!71 = !DILocalVariable(name: "val", arg: 5, scope: !66, file: !1, line: 9, type: !49)
!72 = !DILocalVariable(name: "x", arg: 6, scope: !66, file: !1, line: 10, type: !49)
!73 = !DILocalVariable(name: "col", arg: 7, scope: !66, file: !1, line: 9, type: !48)
!74 = !DILocalVariable(name: "y", arg: 8, scope: !66, file: !1, line: 10, type: !50)
!75 = !DILocalVariable(name: ".omp.iv", scope: !66, type: !3, flags: DIFlagArtificial)
!76 = !DILocalVariable(name: ".capture_expr.", scope: !66, type: !3, flags: DIFlagArtificial)
!77 = !DILocalVariable(name: "i", scope: !66, type: !3, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: ".omp.lb", scope: !66, type: !3, flags: DIFlagArtificial)
!79 = !DILocalVariable(name: ".omp.ub", scope: !66, type: !3, flags: DIFlagArtificial)
!80 = !DILocalVariable(name: ".omp.stride", scope: !66, type: !3, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: ".omp.is_last", scope: !66, type: !3, flags: DIFlagArtificial)
!82 = !DILocalVariable(name: "s", scope: !83, file: !1, line: 14, type: !5)
!83 = distinct !DILexicalBlock(scope: !66, file: !1, line: 13, column: 31)
!84 = !DILocalVariable(name: "k", scope: !85, file: !1, line: 15, type: !3)
!85 = distinct !DILexicalBlock(scope: !83, file: !1, line: 15, column: 5)
!86 = !DILocation(line: 0, scope: !66, inlinedAt: !87)
!87 = distinct !DILocation(line: 12, column: 1, scope: !42)
!88 = !DILocation(line: 13, column: 23, scope: !66, inlinedAt: !87)
!89 = !DILocation(line: 13, column: 3, scope: !66, inlinedAt: !87)
!90 = !DILocation(line: 13, column: 8, scope: !66, inlinedAt: !87)
!91 = distinct !{!91, !92, !93}
!92 = !DILocation(line: 12, column: 1, scope: !66, inlinedAt: !87)
!93 = !DILocation(line: 12, column: 47, scope: !66, inlinedAt: !87)
!94 = distinct !{}
!95 = !DILocation(line: 15, column: 18, scope: !85, inlinedAt: !87)
!96 = !DILocation(line: 0, scope: !83, inlinedAt: !87)
!97 = !DILocation(line: 0, scope: !85, inlinedAt: !87)
!98 = !DILocation(line: 15, column: 31, scope: !99, inlinedAt: !87)
!99 = distinct !DILexicalBlock(scope: !85, file: !1, line: 15, column: 5)
!100 = !DILocation(line: 15, column: 5, scope: !85, inlinedAt: !87)
!101 = !DILocation(line: 16, column: 12, scope: !99, inlinedAt: !87)
!102 = !{!103, !103, i64 0}
!103 = !{!"long", !36, i64 0}
!104 = !DILocation(line: 16, column: 23, scope: !99, inlinedAt: !87)
!105 = !DILocation(line: 16, column: 21, scope: !99, inlinedAt: !87)
!106 = !DILocation(line: 16, column: 19, scope: !99, inlinedAt: !87)
!107 = !DILocation(line: 16, column: 9, scope: !99, inlinedAt: !87)
!108 = !DILocation(line: 15, column: 49, scope: !99, inlinedAt: !87)
!109 = distinct !{!109, !110}
!110 = !{!"llvm.loop.unroll.disable"}
!111 = !DILocation(line: 17, column: 5, scope: !83, inlinedAt: !87)
!112 = !DILocation(line: 17, column: 10, scope: !83, inlinedAt: !87)
!113 = distinct !{!113, !92, !93, !114}
!114 = !{!"llvm.loop.parallel_accesses", !94}
!115 = distinct !{!115, !100, !116, !117}
!116 = !DILocation(line: 16, column: 29, scope: !85, inlinedAt: !87)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !{!119}
!119 = !{i64 2, i64 -1, i64 -1, i1 true}
!120 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !121, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!3, !3, !6}
!123 = !{!124, !125, !126, !127, !129, !130, !132, !133, !134, !135, !136, !137, !139, !141, !142}
!124 = !DILocalVariable(name: "argc", arg: 1, scope: !120, file: !1, line: 21, type: !3)
!125 = !DILocalVariable(name: "argv", arg: 2, scope: !120, file: !1, line: 21, type: !6)
!126 = !DILocalVariable(name: "n", scope: !120, file: !1, line: 23, type: !3)
!127 = !DILocalVariable(name: "rowptr", scope: !120, file: !1, line: 24, type: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!129 = !DILocalVariable(name: "nnz", scope: !120, file: !1, line: 25, type: !3)
!130 = !DILocalVariable(name: "i", scope: !131, file: !1, line: 26, type: !3)
!131 = distinct !DILexicalBlock(scope: !120, file: !1, line: 26, column: 3)
!132 = !DILocalVariable(name: "col", scope: !120, file: !1, line: 31, type: !128)
!133 = !DILocalVariable(name: "val", scope: !120, file: !1, line: 32, type: !25)
!134 = !DILocalVariable(name: "x", scope: !120, file: !1, line: 33, type: !25)
!135 = !DILocalVariable(name: "y", scope: !120, file: !1, line: 34, type: !25)
!136 = !DILocalVariable(name: "s", scope: !120, file: !1, line: 35, type: !4)
!137 = !DILocalVariable(name: "k", scope: !138, file: !1, line: 36, type: !3)
!138 = distinct !DILexicalBlock(scope: !120, file: !1, line: 36, column: 3)
!139 = !DILocalVariable(name: "i", scope: !140, file: !1, line: 41, type: !3)
!140 = distinct !DILexicalBlock(scope: !120, file: !1, line: 41, column: 3)
!141 = !DILocalVariable(name: "chk", scope: !120, file: !1, line: 44, type: !5)
!142 = !DILocalVariable(name: "i", scope: !143, file: !1, line: 45, type: !3)
!143 = distinct !DILexicalBlock(scope: !120, file: !1, line: 45, column: 3)
!144 = !DILocation(line: 0, scope: !120)
!145 = !DILocation(line: 23, column: 16, scope: !120)
!146 = !DILocation(line: 23, column: 11, scope: !120)
!147 = !DILocation(line: 23, column: 27, scope: !120)
!148 = !DILocalVariable(name: "__nptr", arg: 1, scope: !149, file: !150, line: 362, type: !153)
!149 = distinct !DISubprogram(name: "atoi", scope: !150, file: !150, line: 362, type: !151, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !155)
!150 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!151 = !DISubroutineType(types: !152)
!152 = !{!3, !153}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!155 = !{!148}
!156 = !DILocation(line: 0, scope: !149, inlinedAt: !157)
!157 = distinct !DILocation(line: 23, column: 22, scope: !120)
!158 = !DILocation(line: 364, column: 16, scope: !149, inlinedAt: !157)
!159 = !DILocation(line: 364, column: 10, scope: !149, inlinedAt: !157)
!160 = !DILocation(line: 24, column: 27, scope: !120)
!161 = !DILocation(line: 24, column: 24, scope: !120)
!162 = !DILocation(line: 24, column: 32, scope: !120)
!163 = !DILocation(line: 24, column: 17, scope: !120)
!164 = !DILocation(line: 0, scope: !131)
!165 = !DILocation(line: 26, column: 21, scope: !166)
!166 = distinct !DILexicalBlock(scope: !131, file: !1, line: 26, column: 3)
!167 = !DILocation(line: 26, column: 3, scope: !131)
!168 = !DILocation(line: 30, column: 3, scope: !120)
!169 = !DILocation(line: 30, column: 13, scope: !120)
!170 = !DILocation(line: 31, column: 21, scope: !120)
!171 = !DILocation(line: 31, column: 25, scope: !120)
!172 = !DILocation(line: 31, column: 14, scope: !120)
!173 = !DILocation(line: 32, column: 26, scope: !120)
!174 = !DILocation(line: 32, column: 15, scope: !120)
!175 = !DILocation(line: 33, column: 22, scope: !120)
!176 = !DILocation(line: 33, column: 13, scope: !120)
!177 = !DILocation(line: 34, column: 13, scope: !120)
!178 = !DILocation(line: 0, scope: !138)
!179 = !DILocation(line: 36, column: 21, scope: !180)
!180 = distinct !DILexicalBlock(scope: !138, file: !1, line: 36, column: 3)
!181 = !DILocation(line: 36, column: 3, scope: !138)
!182 = !DILocation(line: 27, column: 5, scope: !183)
!183 = distinct !DILexicalBlock(scope: !166, file: !1, line: 26, column: 31)
!184 = !DILocation(line: 27, column: 15, scope: !183)
!185 = !DILocation(line: 28, column: 19, scope: !183)
!186 = !DILocation(line: 28, column: 24, scope: !183)
!187 = !DILocation(line: 28, column: 17, scope: !183)
!188 = !DILocation(line: 28, column: 40, scope: !183)
!189 = !DILocation(line: 28, column: 45, scope: !183)
!190 = !DILocation(line: 28, column: 14, scope: !183)
!191 = !DILocation(line: 28, column: 9, scope: !183)
!192 = !DILocation(line: 26, column: 27, scope: !166)
!193 = distinct !{!193, !167, !194, !117}
!194 = !DILocation(line: 29, column: 3, scope: !131)
!195 = !DILocation(line: 0, scope: !140)
!196 = !DILocation(line: 41, column: 3, scope: !140)
!197 = !DILocation(line: 41, column: 21, scope: !198)
!198 = distinct !DILexicalBlock(scope: !140, file: !1, line: 41, column: 3)
!199 = !DILocation(line: 41, column: 27, scope: !198)
!200 = !DILocation(line: 42, column: 14, scope: !198)
!201 = !DILocation(line: 42, column: 12, scope: !198)
!202 = !DILocation(line: 42, column: 10, scope: !198)
!203 = distinct !{!203, !196, !204, !117, !205}
!204 = !DILocation(line: 42, column: 16, scope: !140)
!205 = !{!"llvm.loop.isvectorized", i32 1}
!206 = !DILocation(line: 37, column: 11, scope: !207)
!207 = distinct !DILexicalBlock(scope: !180, file: !1, line: 36, column: 33)
!208 = !DILocation(line: 37, column: 22, scope: !207)
!209 = !DILocation(line: 38, column: 23, scope: !207)
!210 = !DILocation(line: 38, column: 29, scope: !207)
!211 = !DILocation(line: 38, column: 5, scope: !207)
!212 = !DILocation(line: 38, column: 12, scope: !207)
!213 = !DILocation(line: 39, column: 24, scope: !207)
!214 = !DILocation(line: 39, column: 31, scope: !207)
!215 = !DILocation(line: 39, column: 14, scope: !207)
!216 = !DILocation(line: 39, column: 36, scope: !207)
!217 = !DILocation(line: 39, column: 5, scope: !207)
!218 = !DILocation(line: 39, column: 12, scope: !207)
!219 = !DILocation(line: 36, column: 29, scope: !180)
!220 = distinct !{!220, !181, !221, !117}
!221 = !DILocation(line: 40, column: 3, scope: !138)
!222 = !DILocation(line: 0, scope: !18, inlinedAt: !223)
!223 = distinct !DILocation(line: 43, column: 3, scope: !120)
!224 = !DILocation(line: 12, column: 1, scope: !18, inlinedAt: !223)
!225 = !DILocation(line: 19, column: 1, scope: !18, inlinedAt: !223)
!226 = !DILocation(line: 0, scope: !143)
!227 = !DILocation(line: 45, column: 3, scope: !143)
!228 = !DILocation(line: 45, column: 21, scope: !229)
!229 = distinct !DILexicalBlock(scope: !143, file: !1, line: 45, column: 3)
!230 = !DILocation(line: 42, column: 5, scope: !198)
!231 = distinct !{!231, !196, !204, !117, !232, !205}
!232 = !{!"llvm.loop.unroll.runtime.disable"}
!233 = !DILocation(line: 46, column: 12, scope: !229)
!234 = !DILocation(line: 46, column: 22, scope: !229)
!235 = !DILocation(line: 46, column: 26, scope: !229)
!236 = !DILocation(line: 46, column: 19, scope: !229)
!237 = !DILocation(line: 46, column: 17, scope: !229)
!238 = !DILocation(line: 46, column: 9, scope: !229)
!239 = !DILocation(line: 47, column: 3, scope: !120)
!240 = !DILocation(line: 48, column: 3, scope: !120)
!241 = !DILocation(line: 49, column: 3, scope: !120)
!242 = !DILocation(line: 50, column: 3, scope: !120)
!243 = !DILocation(line: 51, column: 3, scope: !120)
!244 = !DILocation(line: 52, column: 3, scope: !120)
!245 = !DILocation(line: 53, column: 3, scope: !120)
!246 = !DILocation(line: 45, column: 27, scope: !229)
!247 = distinct !{!247, !227, !248, !117}
!248 = !DILocation(line: 46, column: 29, scope: !143)
