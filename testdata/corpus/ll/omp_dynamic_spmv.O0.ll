; ModuleID = 'omp_dynamic_spmv.c'
source_filename = "omp_dynamic_spmv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [39 x i8] c";omp_dynamic_spmv.c;kernel_spmv;12;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 38, i8* getelementptr inbounds ([39 x i8], [39 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [21 x i8] c"nnz %d checksum %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_spmv(i32 noundef %0, i32* noundef %1, i32* noundef %2, i64* noundef %3, i64* noundef %4, i64* noundef %5) #0 !dbg !15 {
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i64*, align 8
  %11 = alloca i64*, align 8
  %12 = alloca i64*, align 8
  store i32 %0, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !24, metadata !DIExpression()), !dbg !25
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !26, metadata !DIExpression()), !dbg !27
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !28, metadata !DIExpression()), !dbg !29
  store i64* %3, i64** %10, align 8
  call void @llvm.dbg.declare(metadata i64** %10, metadata !30, metadata !DIExpression()), !dbg !31
  store i64* %4, i64** %11, align 8
  call void @llvm.dbg.declare(metadata i64** %11, metadata !32, metadata !DIExpression()), !dbg !33
  store i64* %5, i64** %12, align 8
  call void @llvm.dbg.declare(metadata i64** %12, metadata !34, metadata !DIExpression()), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @1, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i64**, i64**, i32**, i64**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %7, i32** %8, i64** %10, i64** %11, i32** %9, i64** %12), !dbg !36
  ret void, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32** noundef nonnull align 8 dereferenceable(8) %3, i64** noundef nonnull align 8 dereferenceable(8) %4, i64** noundef nonnull align 8 dereferenceable(8) %5, i32** noundef nonnull align 8 dereferenceable(8) %6, i64** noundef nonnull align 8 dereferenceable(8) %7) #2 !dbg !38 {
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32**, align 8
  %13 = alloca i64**, align 8
  %14 = alloca i64**, align 8
  %15 = alloca i32**, align 8
  %16 = alloca i64**, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  store i32* %0, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !47, metadata !DIExpression()), !dbg !48
  store i32* %1, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !49, metadata !DIExpression()), !dbg !48
  store i32* %2, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !50, metadata !DIExpression()), !dbg !51
  store i32** %3, i32*** %12, align 8
  call void @llvm.dbg.declare(metadata i32*** %12, metadata !52, metadata !DIExpression()), !dbg !53
  store i64** %4, i64*** %13, align 8
  call void @llvm.dbg.declare(metadata i64*** %13, metadata !54, metadata !DIExpression()), !dbg !55
  store i64** %5, i64*** %14, align 8
  call void @llvm.dbg.declare(metadata i64*** %14, metadata !56, metadata !DIExpression()), !dbg !57
  store i32** %6, i32*** %15, align 8
  call void @llvm.dbg.declare(metadata i32*** %15, metadata !58, metadata !DIExpression()), !dbg !59
  store i64** %7, i64*** %16, align 8
  call void @llvm.dbg.declare(metadata i64*** %16, metadata !60, metadata !DIExpression()), !dbg !61
  %29 = load i32*, i32** %11, align 8, !dbg !62
  %30 = load i32**, i32*** %12, align 8, !dbg !62
  %31 = load i64**, i64*** %13, align 8, !dbg !62
  %32 = load i64**, i64*** %14, align 8, !dbg !62
  %33 = load i32**, i32*** %15, align 8, !dbg !62
  %34 = load i64**, i64*** %16, align 8, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %17, metadata !63, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.declare(metadata i32* %19, metadata !64, metadata !DIExpression()), !dbg !48
  %35 = load i32, i32* %29, align 4, !dbg !65
  store i32 %35, i32* %19, align 4, !dbg !65
  call void @llvm.dbg.declare(metadata i32* %20, metadata !64, metadata !DIExpression()), !dbg !48
  %36 = load i32, i32* %19, align 4, !dbg !65
  %37 = sub nsw i32 %36, 0, !dbg !62
  %38 = sdiv i32 %37, 1, !dbg !62
  %39 = sub nsw i32 %38, 1, !dbg !62
  store i32 %39, i32* %20, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %21, metadata !66, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %21, align 4, !dbg !67
  %40 = load i32, i32* %19, align 4, !dbg !65
  %41 = icmp slt i32 0, %40, !dbg !62
  br i1 %41, label %42, label %110, !dbg !62

42:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %22, metadata !68, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %22, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %23, metadata !70, metadata !DIExpression()), !dbg !48
  %43 = load i32, i32* %20, align 4, !dbg !62
  store i32 %43, i32* %23, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %24, metadata !71, metadata !DIExpression()), !dbg !48
  store i32 1, i32* %24, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %25, metadata !72, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %25, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %26, metadata !66, metadata !DIExpression()), !dbg !48
  %44 = load i32, i32* %20, align 4, !dbg !62
  %45 = load i32*, i32** %9, align 8, !dbg !62
  %46 = load i32, i32* %45, align 4, !dbg !62
  call void @__kmpc_dispatch_init_4(%struct.ident_t* @1, i32 %46, i32 1073741859, i32 0, i32 %44, i32 1, i32 16), !dbg !62
  br label %47, !dbg !62

47:                                               ; preds = %108, %42
  %48 = load i32*, i32** %9, align 8, !dbg !62
  %49 = load i32, i32* %48, align 4, !dbg !62
  %50 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* @1, i32 %49, i32* %25, i32* %22, i32* %23, i32* %24), !dbg !62
  %51 = icmp ne i32 %50, 0, !dbg !62
  br i1 %51, label %52, label %109, !dbg !62

52:                                               ; preds = %47
  %53 = load i32, i32* %22, align 4, !dbg !69
  store i32 %53, i32* %17, align 4, !dbg !69
  br label %54, !dbg !62

54:                                               ; preds = %104, %52
  %55 = load i32, i32* %17, align 4, !dbg !69, !llvm.access.group !73
  %56 = load i32, i32* %23, align 4, !dbg !69, !llvm.access.group !73
  %57 = icmp sle i32 %55, %56, !dbg !62
  br i1 %57, label %58, label %107, !dbg !62

58:                                               ; preds = %54
  %59 = load i32, i32* %17, align 4, !dbg !69, !llvm.access.group !73
  %60 = mul nsw i32 %59, 1, !dbg !67
  %61 = add nsw i32 0, %60, !dbg !67
  store i32 %61, i32* %26, align 4, !dbg !67, !llvm.access.group !73
  call void @llvm.dbg.declare(metadata i64* %27, metadata !74, metadata !DIExpression()), !dbg !76
  store i64 0, i64* %27, align 8, !dbg !76, !llvm.access.group !73
  call void @llvm.dbg.declare(metadata i32* %28, metadata !77, metadata !DIExpression()), !dbg !79
  %62 = load i32*, i32** %30, align 8, !dbg !80, !llvm.access.group !73
  %63 = load i32, i32* %26, align 4, !dbg !81, !llvm.access.group !73
  %64 = sext i32 %63 to i64, !dbg !80
  %65 = getelementptr inbounds i32, i32* %62, i64 %64, !dbg !80
  %66 = load i32, i32* %65, align 4, !dbg !80, !llvm.access.group !73
  store i32 %66, i32* %28, align 4, !dbg !79, !llvm.access.group !73
  br label %67, !dbg !82

67:                                               ; preds = %94, %58
  %68 = load i32, i32* %28, align 4, !dbg !83, !llvm.access.group !73
  %69 = load i32*, i32** %30, align 8, !dbg !85, !llvm.access.group !73
  %70 = load i32, i32* %26, align 4, !dbg !86, !llvm.access.group !73
  %71 = add nsw i32 %70, 1, !dbg !87
  %72 = sext i32 %71 to i64, !dbg !85
  %73 = getelementptr inbounds i32, i32* %69, i64 %72, !dbg !85
  %74 = load i32, i32* %73, align 4, !dbg !85, !llvm.access.group !73
  %75 = icmp slt i32 %68, %74, !dbg !88
  br i1 %75, label %76, label %97, !dbg !89

76:                                               ; preds = %67
  %77 = load i64*, i64** %31, align 8, !dbg !90, !llvm.access.group !73
  %78 = load i32, i32* %28, align 4, !dbg !91, !llvm.access.group !73
  %79 = sext i32 %78 to i64, !dbg !90
  %80 = getelementptr inbounds i64, i64* %77, i64 %79, !dbg !90
  %81 = load i64, i64* %80, align 8, !dbg !90, !llvm.access.group !73
  %82 = load i64*, i64** %32, align 8, !dbg !92, !llvm.access.group !73
  %83 = load i32*, i32** %33, align 8, !dbg !93, !llvm.access.group !73
  %84 = load i32, i32* %28, align 4, !dbg !94, !llvm.access.group !73
  %85 = sext i32 %84 to i64, !dbg !93
  %86 = getelementptr inbounds i32, i32* %83, i64 %85, !dbg !93
  %87 = load i32, i32* %86, align 4, !dbg !93, !llvm.access.group !73
  %88 = sext i32 %87 to i64, !dbg !92
  %89 = getelementptr inbounds i64, i64* %82, i64 %88, !dbg !92
  %90 = load i64, i64* %89, align 8, !dbg !92, !llvm.access.group !73
  %91 = mul nsw i64 %81, %90, !dbg !95
  %92 = load i64, i64* %27, align 8, !dbg !96, !llvm.access.group !73
  %93 = add nsw i64 %92, %91, !dbg !96
  store i64 %93, i64* %27, align 8, !dbg !96, !llvm.access.group !73
  br label %94, !dbg !97

94:                                               ; preds = %76
  %95 = load i32, i32* %28, align 4, !dbg !98, !llvm.access.group !73
  %96 = add nsw i32 %95, 1, !dbg !98
  store i32 %96, i32* %28, align 4, !dbg !98, !llvm.access.group !73
  br label %67, !dbg !99, !llvm.loop !100

97:                                               ; preds = %67
  %98 = load i64, i64* %27, align 8, !dbg !103, !llvm.access.group !73
  %99 = load i64*, i64** %34, align 8, !dbg !104, !llvm.access.group !73
  %100 = load i32, i32* %26, align 4, !dbg !105, !llvm.access.group !73
  %101 = sext i32 %100 to i64, !dbg !104
  %102 = getelementptr inbounds i64, i64* %99, i64 %101, !dbg !104
  store i64 %98, i64* %102, align 8, !dbg !106, !llvm.access.group !73
  br label %103, !dbg !107

103:                                              ; preds = %97
  br label %104, !dbg !108

104:                                              ; preds = %103
  %105 = load i32, i32* %17, align 4, !dbg !69, !llvm.access.group !73
  %106 = add nsw i32 %105, 1, !dbg !62
  store i32 %106, i32* %17, align 4, !dbg !62, !llvm.access.group !73
  br label %54, !dbg !108, !llvm.loop !109

107:                                              ; preds = %54
  br label %108, !dbg !108

108:                                              ; preds = %107
  br label %47, !dbg !108, !llvm.loop !112

109:                                              ; preds = %47
  br label %110, !dbg !108

110:                                              ; preds = %109, %8
  ret void, !dbg !113
}

declare void @__kmpc_dispatch_init_4(%struct.ident_t*, i32, i32, i32, i32, i32, i32)

declare i32 @__kmpc_dispatch_next_4(%struct.ident_t*, i32, i32*, i32*, i32*, i32*)

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32** noundef nonnull align 8 dereferenceable(8) %3, i64** noundef nonnull align 8 dereferenceable(8) %4, i64** noundef nonnull align 8 dereferenceable(8) %5, i32** noundef nonnull align 8 dereferenceable(8) %6, i64** noundef nonnull align 8 dereferenceable(8) %7) #2 !dbg !114 {
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32**, align 8
  %13 = alloca i64**, align 8
  %14 = alloca i64**, align 8
  %15 = alloca i32**, align 8
  %16 = alloca i64**, align 8
  store i32* %0, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !115, metadata !DIExpression()), !dbg !116
  store i32* %1, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !117, metadata !DIExpression()), !dbg !116
  store i32* %2, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !118, metadata !DIExpression()), !dbg !116
  store i32** %3, i32*** %12, align 8
  call void @llvm.dbg.declare(metadata i32*** %12, metadata !119, metadata !DIExpression()), !dbg !116
  store i64** %4, i64*** %13, align 8
  call void @llvm.dbg.declare(metadata i64*** %13, metadata !120, metadata !DIExpression()), !dbg !116
  store i64** %5, i64*** %14, align 8
  call void @llvm.dbg.declare(metadata i64*** %14, metadata !121, metadata !DIExpression()), !dbg !116
  store i32** %6, i32*** %15, align 8
  call void @llvm.dbg.declare(metadata i32*** %15, metadata !122, metadata !DIExpression()), !dbg !116
  store i64** %7, i64*** %16, align 8
  call void @llvm.dbg.declare(metadata i64*** %16, metadata !123, metadata !DIExpression()), !dbg !116
  %17 = load i32*, i32** %11, align 8, !dbg !124
  %18 = load i32**, i32*** %12, align 8, !dbg !124
  %19 = load i64**, i64*** %13, align 8, !dbg !124
  %20 = load i64**, i64*** %14, align 8, !dbg !124
  %21 = load i32**, i32*** %15, align 8, !dbg !124
  %22 = load i64**, i64*** %16, align 8, !dbg !124
  %23 = load i32*, i32** %9, align 8, !dbg !124
  %24 = load i32*, i32** %10, align 8, !dbg !124
  %25 = load i32*, i32** %11, align 8, !dbg !124
  %26 = load i32**, i32*** %12, align 8, !dbg !124
  %27 = load i64**, i64*** %13, align 8, !dbg !124
  %28 = load i64**, i64*** %14, align 8, !dbg !124
  %29 = load i32**, i32*** %15, align 8, !dbg !124
  %30 = load i64**, i64*** %16, align 8, !dbg !124
  call void @.omp_outlined._debug__(i32* %23, i32* %24, i32* %25, i32** %26, i64** %27, i64** %28, i32** %29, i64** %30) #3, !dbg !124
  ret void, !dbg !124
}

; Function Attrs: nounwind
declare !callback !125 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !127 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 8
  %11 = alloca i64*, align 8
  %12 = alloca i64*, align 8
  %13 = alloca i64*, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !133, metadata !DIExpression()), !dbg !134
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !135, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.declare(metadata i32* %6, metadata !137, metadata !DIExpression()), !dbg !138
  %19 = load i32, i32* %4, align 4, !dbg !139
  %20 = icmp sgt i32 %19, 1, !dbg !140
  br i1 %20, label %21, label %26, !dbg !139

21:                                               ; preds = %2
  %22 = load i8**, i8*** %5, align 8, !dbg !141
  %23 = getelementptr inbounds i8*, i8** %22, i64 1, !dbg !141
  %24 = load i8*, i8** %23, align 8, !dbg !141
  %25 = call i32 @atoi(i8* noundef %24) #7, !dbg !142
  br label %27, !dbg !139

26:                                               ; preds = %2
  br label %27, !dbg !139

27:                                               ; preds = %26, %21
  %28 = phi i32 [ %25, %21 ], [ 4000, %26 ], !dbg !139
  store i32 %28, i32* %6, align 4, !dbg !138
  call void @llvm.dbg.declare(metadata i32** %7, metadata !143, metadata !DIExpression()), !dbg !145
  %29 = load i32, i32* %6, align 4, !dbg !146
  %30 = add nsw i32 %29, 1, !dbg !147
  %31 = sext i32 %30 to i64, !dbg !148
  %32 = mul i64 %31, 4, !dbg !149
  %33 = call noalias i8* @malloc(i64 noundef %32) #3, !dbg !150
  %34 = bitcast i8* %33 to i32*, !dbg !150
  store i32* %34, i32** %7, align 8, !dbg !145
  call void @llvm.dbg.declare(metadata i32* %8, metadata !151, metadata !DIExpression()), !dbg !152
  store i32 0, i32* %8, align 4, !dbg !152
  call void @llvm.dbg.declare(metadata i32* %9, metadata !153, metadata !DIExpression()), !dbg !155
  store i32 0, i32* %9, align 4, !dbg !155
  br label %35, !dbg !156

35:                                               ; preds = %58, %27
  %36 = load i32, i32* %9, align 4, !dbg !157
  %37 = load i32, i32* %6, align 4, !dbg !159
  %38 = icmp slt i32 %36, %37, !dbg !160
  br i1 %38, label %39, label %61, !dbg !161

39:                                               ; preds = %35
  %40 = load i32, i32* %8, align 4, !dbg !162
  %41 = load i32*, i32** %7, align 8, !dbg !164
  %42 = load i32, i32* %9, align 4, !dbg !165
  %43 = sext i32 %42 to i64, !dbg !164
  %44 = getelementptr inbounds i32, i32* %41, i64 %43, !dbg !164
  store i32 %40, i32* %44, align 4, !dbg !166
  %45 = load i32, i32* %9, align 4, !dbg !167
  %46 = srem i32 %45, 97, !dbg !168
  %47 = icmp eq i32 %46, 0, !dbg !169
  br i1 %47, label %48, label %49, !dbg !167

48:                                               ; preds = %39
  br label %53, !dbg !167

49:                                               ; preds = %39
  %50 = load i32, i32* %9, align 4, !dbg !170
  %51 = srem i32 %50, 7, !dbg !171
  %52 = mul nsw i32 %51, 3, !dbg !172
  br label %53, !dbg !167

53:                                               ; preds = %49, %48
  %54 = phi i32 [ 200, %48 ], [ %52, %49 ], !dbg !167
  %55 = add nsw i32 1, %54, !dbg !173
  %56 = load i32, i32* %8, align 4, !dbg !174
  %57 = add nsw i32 %56, %55, !dbg !174
  store i32 %57, i32* %8, align 4, !dbg !174
  br label %58, !dbg !175

58:                                               ; preds = %53
  %59 = load i32, i32* %9, align 4, !dbg !176
  %60 = add nsw i32 %59, 1, !dbg !176
  store i32 %60, i32* %9, align 4, !dbg !176
  br label %35, !dbg !177, !llvm.loop !178

61:                                               ; preds = %35
  %62 = load i32, i32* %8, align 4, !dbg !180
  %63 = load i32*, i32** %7, align 8, !dbg !181
  %64 = load i32, i32* %6, align 4, !dbg !182
  %65 = sext i32 %64 to i64, !dbg !181
  %66 = getelementptr inbounds i32, i32* %63, i64 %65, !dbg !181
  store i32 %62, i32* %66, align 4, !dbg !183
  call void @llvm.dbg.declare(metadata i32** %10, metadata !184, metadata !DIExpression()), !dbg !185
  %67 = load i32, i32* %8, align 4, !dbg !186
  %68 = sext i32 %67 to i64, !dbg !186
  %69 = mul i64 %68, 4, !dbg !187
  %70 = call noalias i8* @malloc(i64 noundef %69) #3, !dbg !188
  %71 = bitcast i8* %70 to i32*, !dbg !188
  store i32* %71, i32** %10, align 8, !dbg !185
  call void @llvm.dbg.declare(metadata i64** %11, metadata !189, metadata !DIExpression()), !dbg !190
  %72 = load i32, i32* %8, align 4, !dbg !191
  %73 = sext i32 %72 to i64, !dbg !191
  %74 = mul i64 %73, 8, !dbg !192
  %75 = call noalias i8* @malloc(i64 noundef %74) #3, !dbg !193
  %76 = bitcast i8* %75 to i64*, !dbg !193
  store i64* %76, i64** %11, align 8, !dbg !190
  call void @llvm.dbg.declare(metadata i64** %12, metadata !194, metadata !DIExpression()), !dbg !195
  %77 = load i32, i32* %6, align 4, !dbg !196
  %78 = sext i32 %77 to i64, !dbg !196
  %79 = mul i64 %78, 8, !dbg !197
  %80 = call noalias i8* @malloc(i64 noundef %79) #3, !dbg !198
  %81 = bitcast i8* %80 to i64*, !dbg !198
  store i64* %81, i64** %12, align 8, !dbg !195
  call void @llvm.dbg.declare(metadata i64** %13, metadata !199, metadata !DIExpression()), !dbg !200
  %82 = load i32, i32* %6, align 4, !dbg !201
  %83 = sext i32 %82 to i64, !dbg !201
  %84 = mul i64 %83, 8, !dbg !202
  %85 = call noalias i8* @malloc(i64 noundef %84) #3, !dbg !203
  %86 = bitcast i8* %85 to i64*, !dbg !203
  store i64* %86, i64** %13, align 8, !dbg !200
  call void @llvm.dbg.declare(metadata i32* %14, metadata !204, metadata !DIExpression()), !dbg !205
  store i32 8, i32* %14, align 4, !dbg !205
  call void @llvm.dbg.declare(metadata i32* %15, metadata !206, metadata !DIExpression()), !dbg !208
  store i32 0, i32* %15, align 4, !dbg !208
  br label %87, !dbg !209

87:                                               ; preds = %112, %61
  %88 = load i32, i32* %15, align 4, !dbg !210
  %89 = load i32, i32* %8, align 4, !dbg !212
  %90 = icmp slt i32 %88, %89, !dbg !213
  br i1 %90, label %91, label %115, !dbg !214

91:                                               ; preds = %87
  %92 = load i32, i32* %14, align 4, !dbg !215
  %93 = mul i32 %92, 1664525, !dbg !217
  %94 = add i32 %93, 1013904223, !dbg !218
  store i32 %94, i32* %14, align 4, !dbg !219
  %95 = load i32, i32* %14, align 4, !dbg !220
  %96 = lshr i32 %95, 8, !dbg !221
  %97 = load i32, i32* %6, align 4, !dbg !222
  %98 = urem i32 %96, %97, !dbg !223
  %99 = load i32*, i32** %10, align 8, !dbg !224
  %100 = load i32, i32* %15, align 4, !dbg !225
  %101 = sext i32 %100 to i64, !dbg !224
  %102 = getelementptr inbounds i32, i32* %99, i64 %101, !dbg !224
  store i32 %98, i32* %102, align 4, !dbg !226
  %103 = load i32, i32* %14, align 4, !dbg !227
  %104 = lshr i32 %103, 24, !dbg !228
  %105 = urem i32 %104, 7, !dbg !229
  %106 = zext i32 %105 to i64, !dbg !230
  %107 = sub nsw i64 %106, 3, !dbg !231
  %108 = load i64*, i64** %11, align 8, !dbg !232
  %109 = load i32, i32* %15, align 4, !dbg !233
  %110 = sext i32 %109 to i64, !dbg !232
  %111 = getelementptr inbounds i64, i64* %108, i64 %110, !dbg !232
  store i64 %107, i64* %111, align 8, !dbg !234
  br label %112, !dbg !235

112:                                              ; preds = %91
  %113 = load i32, i32* %15, align 4, !dbg !236
  %114 = add nsw i32 %113, 1, !dbg !236
  store i32 %114, i32* %15, align 4, !dbg !236
  br label %87, !dbg !237, !llvm.loop !238

115:                                              ; preds = %87
  call void @llvm.dbg.declare(metadata i32* %16, metadata !240, metadata !DIExpression()), !dbg !242
  store i32 0, i32* %16, align 4, !dbg !242
  br label %116, !dbg !243

116:                                              ; preds = %128, %115
  %117 = load i32, i32* %16, align 4, !dbg !244
  %118 = load i32, i32* %6, align 4, !dbg !246
  %119 = icmp slt i32 %117, %118, !dbg !247
  br i1 %119, label %120, label %131, !dbg !248

120:                                              ; preds = %116
  %121 = load i32, i32* %16, align 4, !dbg !249
  %122 = srem i32 %121, 11, !dbg !250
  %123 = sext i32 %122 to i64, !dbg !249
  %124 = load i64*, i64** %12, align 8, !dbg !251
  %125 = load i32, i32* %16, align 4, !dbg !252
  %126 = sext i32 %125 to i64, !dbg !251
  %127 = getelementptr inbounds i64, i64* %124, i64 %126, !dbg !251
  store i64 %123, i64* %127, align 8, !dbg !253
  br label %128, !dbg !251

128:                                              ; preds = %120
  %129 = load i32, i32* %16, align 4, !dbg !254
  %130 = add nsw i32 %129, 1, !dbg !254
  store i32 %130, i32* %16, align 4, !dbg !254
  br label %116, !dbg !255, !llvm.loop !256

131:                                              ; preds = %116
  %132 = load i32, i32* %6, align 4, !dbg !258
  %133 = load i32*, i32** %7, align 8, !dbg !259
  %134 = load i32*, i32** %10, align 8, !dbg !260
  %135 = load i64*, i64** %11, align 8, !dbg !261
  %136 = load i64*, i64** %12, align 8, !dbg !262
  %137 = load i64*, i64** %13, align 8, !dbg !263
  call void @kernel_spmv(i32 noundef %132, i32* noundef %133, i32* noundef %134, i64* noundef %135, i64* noundef %136, i64* noundef %137), !dbg !264
  call void @llvm.dbg.declare(metadata i64* %17, metadata !265, metadata !DIExpression()), !dbg !266
  store i64 0, i64* %17, align 8, !dbg !266
  call void @llvm.dbg.declare(metadata i32* %18, metadata !267, metadata !DIExpression()), !dbg !269
  store i32 0, i32* %18, align 4, !dbg !269
  br label %138, !dbg !270

138:                                              ; preds = %155, %131
  %139 = load i32, i32* %18, align 4, !dbg !271
  %140 = load i32, i32* %6, align 4, !dbg !273
  %141 = icmp slt i32 %139, %140, !dbg !274
  br i1 %141, label %142, label %158, !dbg !275

142:                                              ; preds = %138
  %143 = load i64*, i64** %13, align 8, !dbg !276
  %144 = load i32, i32* %18, align 4, !dbg !277
  %145 = sext i32 %144 to i64, !dbg !276
  %146 = getelementptr inbounds i64, i64* %143, i64 %145, !dbg !276
  %147 = load i64, i64* %146, align 8, !dbg !276
  %148 = load i32, i32* %18, align 4, !dbg !278
  %149 = srem i32 %148, 5, !dbg !279
  %150 = add nsw i32 %149, 1, !dbg !280
  %151 = sext i32 %150 to i64, !dbg !281
  %152 = mul nsw i64 %147, %151, !dbg !282
  %153 = load i64, i64* %17, align 8, !dbg !283
  %154 = add nsw i64 %153, %152, !dbg !283
  store i64 %154, i64* %17, align 8, !dbg !283
  br label %155, !dbg !284

155:                                              ; preds = %142
  %156 = load i32, i32* %18, align 4, !dbg !285
  %157 = add nsw i32 %156, 1, !dbg !285
  store i32 %157, i32* %18, align 4, !dbg !285
  br label %138, !dbg !286, !llvm.loop !287

158:                                              ; preds = %138
  %159 = load i32, i32* %8, align 4, !dbg !289
  %160 = load i64, i64* %17, align 8, !dbg !290
  %161 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %159, i64 noundef %160), !dbg !291
  %162 = load i32*, i32** %7, align 8, !dbg !292
  %163 = bitcast i32* %162 to i8*, !dbg !292
  call void @free(i8* noundef %163) #3, !dbg !293
  %164 = load i32*, i32** %10, align 8, !dbg !294
  %165 = bitcast i32* %164 to i8*, !dbg !294
  call void @free(i8* noundef %165) #3, !dbg !295
  %166 = load i64*, i64** %11, align 8, !dbg !296
  %167 = bitcast i64* %166 to i8*, !dbg !296
  call void @free(i8* noundef %167) #3, !dbg !297
  %168 = load i64*, i64** %12, align 8, !dbg !298
  %169 = bitcast i64* %168 to i8*, !dbg !298
  call void @free(i8* noundef %169) #3, !dbg !299
  %170 = load i64*, i64** %13, align 8, !dbg !300
  %171 = bitcast i64* %170 to i8*, !dbg !300
  call void @free(i8* noundef %171) #3, !dbg !301
  ret i32 0, !dbg !302
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #4

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #5

declare i32 @printf(i8* noundef, ...) #6

; Function Attrs: nounwind
declare void @free(i8* noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_dynamic_spmv.c", directory: ".", checksumkind: CSK_MD5, checksum: "2beb79c9daa9d94d6395565076ddba12")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"openmp", i32 50}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "kernel_spmv", scope: !1, file: !1, line: 9, type: !16, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !3, !18, !18, !20, !20, !22}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 9, type: !3)
!25 = !DILocation(line: 9, column: 22, scope: !15)
!26 = !DILocalVariable(name: "rowptr", arg: 2, scope: !15, file: !1, line: 9, type: !18)
!27 = !DILocation(line: 9, column: 36, scope: !15)
!28 = !DILocalVariable(name: "col", arg: 3, scope: !15, file: !1, line: 9, type: !18)
!29 = !DILocation(line: 9, column: 55, scope: !15)
!30 = !DILocalVariable(name: "val", arg: 4, scope: !15, file: !1, line: 9, type: !20)
!31 = !DILocation(line: 9, column: 72, scope: !15)
!32 = !DILocalVariable(name: "x", arg: 5, scope: !15, file: !1, line: 10, type: !20)
!33 = !DILocation(line: 10, column: 30, scope: !15)
!34 = !DILocalVariable(name: "y", arg: 6, scope: !15, file: !1, line: 10, type: !22)
!35 = !DILocation(line: 10, column: 39, scope: !15)
!36 = !DILocation(line: 12, column: 1, scope: !15)
!37 = !DILocation(line: 19, column: 1, scope: !15)
!38 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 13, type: !39, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !41, !41, !43, !44, !45, !45, !44, !46}
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !18)
!43 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!47 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !38, type: !41, flags: DIFlagArtificial)
!48 = !DILocation(line: 0, scope: !38)
!49 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !38, type: !41, flags: DIFlagArtificial)
!50 = !DILocalVariable(name: "n", arg: 3, scope: !38, file: !1, line: 9, type: !43)
!51 = !DILocation(line: 9, column: 22, scope: !38)
!52 = !DILocalVariable(name: "rowptr", arg: 4, scope: !38, file: !1, line: 9, type: !44)
!53 = !DILocation(line: 9, column: 36, scope: !38)
!54 = !DILocalVariable(name: "val", arg: 5, scope: !38, file: !1, line: 9, type: !45)
!55 = !DILocation(line: 9, column: 72, scope: !38)
!56 = !DILocalVariable(name: "x", arg: 6, scope: !38, file: !1, line: 10, type: !45)
!57 = !DILocation(line: 10, column: 30, scope: !38)
!58 = !DILocalVariable(name: "col", arg: 7, scope: !38, file: !1, line: 9, type: !44)
!59 = !DILocation(line: 9, column: 55, scope: !38)
!60 = !DILocalVariable(name: "y", arg: 8, scope: !38, file: !1, line: 10, type: !46)
!61 = !DILocation(line: 10, column: 39, scope: !38)
!62 = !DILocation(line: 13, column: 3, scope: !38)
!63 = !DILocalVariable(name: ".omp.iv", scope: !38, type: !3, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: ".capture_expr.", scope: !38, type: !3, flags: DIFlagArtificial)
!65 = !DILocation(line: 13, column: 23, scope: !38)
!66 = !DILocalVariable(name: "i", scope: !38, type: !3, flags: DIFlagArtificial)
!67 = !DILocation(line: 13, column: 26, scope: !38)
!68 = !DILocalVariable(name: ".omp.lb", scope: !38, type: !3, flags: DIFlagArtificial)
!69 = !DILocation(line: 13, column: 8, scope: !38)
!70 = !DILocalVariable(name: ".omp.ub", scope: !38, type: !3, flags: DIFlagArtificial)
!71 = !DILocalVariable(name: ".omp.stride", scope: !38, type: !3, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: ".omp.is_last", scope: !38, type: !3, flags: DIFlagArtificial)
!73 = distinct !{}
!74 = !DILocalVariable(name: "s", scope: !75, file: !1, line: 14, type: !5)
!75 = distinct !DILexicalBlock(scope: !38, file: !1, line: 13, column: 31)
!76 = !DILocation(line: 14, column: 10, scope: !75)
!77 = !DILocalVariable(name: "k", scope: !78, file: !1, line: 15, type: !3)
!78 = distinct !DILexicalBlock(scope: !75, file: !1, line: 15, column: 5)
!79 = !DILocation(line: 15, column: 14, scope: !78)
!80 = !DILocation(line: 15, column: 18, scope: !78)
!81 = !DILocation(line: 15, column: 25, scope: !78)
!82 = !DILocation(line: 15, column: 10, scope: !78)
!83 = !DILocation(line: 15, column: 29, scope: !84)
!84 = distinct !DILexicalBlock(scope: !78, file: !1, line: 15, column: 5)
!85 = !DILocation(line: 15, column: 33, scope: !84)
!86 = !DILocation(line: 15, column: 40, scope: !84)
!87 = !DILocation(line: 15, column: 42, scope: !84)
!88 = !DILocation(line: 15, column: 31, scope: !84)
!89 = !DILocation(line: 15, column: 5, scope: !78)
!90 = !DILocation(line: 16, column: 12, scope: !84)
!91 = !DILocation(line: 16, column: 16, scope: !84)
!92 = !DILocation(line: 16, column: 21, scope: !84)
!93 = !DILocation(line: 16, column: 23, scope: !84)
!94 = !DILocation(line: 16, column: 27, scope: !84)
!95 = !DILocation(line: 16, column: 19, scope: !84)
!96 = !DILocation(line: 16, column: 9, scope: !84)
!97 = !DILocation(line: 16, column: 7, scope: !84)
!98 = !DILocation(line: 15, column: 49, scope: !84)
!99 = !DILocation(line: 15, column: 5, scope: !84)
!100 = distinct !{!100, !89, !101, !102}
!101 = !DILocation(line: 16, column: 29, scope: !78)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocation(line: 17, column: 12, scope: !75)
!104 = !DILocation(line: 17, column: 5, scope: !75)
!105 = !DILocation(line: 17, column: 7, scope: !75)
!106 = !DILocation(line: 17, column: 10, scope: !75)
!107 = !DILocation(line: 18, column: 3, scope: !75)
!108 = !DILocation(line: 12, column: 1, scope: !38)
!109 = distinct !{!109, !108, !110, !111}
!110 = !DILocation(line: 12, column: 47, scope: !38)
!111 = !{!"llvm.loop.parallel_accesses", !73}
!112 = distinct !{!112, !108, !110}
!113 = !DILocation(line: 18, column: 3, scope: !38)
!114 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 12, type: !39, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!115 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !114, type: !41, flags: DIFlagArtificial)
!116 = !DILocation(line: 0, scope: !114)
!117 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !114, type: !41, flags: DIFlagArtificial)
!118 = !DILocalVariable(name: "n", arg: 3, scope: !114, type: !43, flags: DIFlagArtificial)
!119 = !DILocalVariable(name: "rowptr", arg: 4, scope: !114, type: !44, flags: DIFlagArtificial)
!120 = !DILocalVariable(name: "val", arg: 5, scope: !114, type: !45, flags: DIFlagArtificial)
!121 = !DILocalVariable(name: "x", arg: 6, scope: !114, type: !45, flags: DIFlagArtificial)
!122 = !DILocalVariable(name: "col", arg: 7, scope: !114, type: !44, flags: DIFlagArtificial)
!123 = !DILocalVariable(name: "y", arg: 8, scope: !114, type: !46, flags: DIFlagArtificial)
!124 = !DILocation(line: 12, column: 1, scope: !114)
!125 = !{!126}
!126 = !{i64 2, i64 -1, i64 -1, i1 true}
!127 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !128, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!128 = !DISubroutineType(types: !129)
!129 = !{!3, !3, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!133 = !DILocalVariable(name: "argc", arg: 1, scope: !127, file: !1, line: 21, type: !3)
!134 = !DILocation(line: 21, column: 14, scope: !127)
!135 = !DILocalVariable(name: "argv", arg: 2, scope: !127, file: !1, line: 21, type: !130)
!136 = !DILocation(line: 21, column: 27, scope: !127)
!137 = !DILocalVariable(name: "n", scope: !127, file: !1, line: 23, type: !3)
!138 = !DILocation(line: 23, column: 7, scope: !127)
!139 = !DILocation(line: 23, column: 11, scope: !127)
!140 = !DILocation(line: 23, column: 16, scope: !127)
!141 = !DILocation(line: 23, column: 27, scope: !127)
!142 = !DILocation(line: 23, column: 22, scope: !127)
!143 = !DILocalVariable(name: "rowptr", scope: !127, file: !1, line: 24, type: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!145 = !DILocation(line: 24, column: 8, scope: !127)
!146 = !DILocation(line: 24, column: 25, scope: !127)
!147 = !DILocation(line: 24, column: 27, scope: !127)
!148 = !DILocation(line: 24, column: 24, scope: !127)
!149 = !DILocation(line: 24, column: 32, scope: !127)
!150 = !DILocation(line: 24, column: 17, scope: !127)
!151 = !DILocalVariable(name: "nnz", scope: !127, file: !1, line: 25, type: !3)
!152 = !DILocation(line: 25, column: 7, scope: !127)
!153 = !DILocalVariable(name: "i", scope: !154, file: !1, line: 26, type: !3)
!154 = distinct !DILexicalBlock(scope: !127, file: !1, line: 26, column: 3)
!155 = !DILocation(line: 26, column: 12, scope: !154)
!156 = !DILocation(line: 26, column: 8, scope: !154)
!157 = !DILocation(line: 26, column: 19, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !1, line: 26, column: 3)
!159 = !DILocation(line: 26, column: 23, scope: !158)
!160 = !DILocation(line: 26, column: 21, scope: !158)
!161 = !DILocation(line: 26, column: 3, scope: !154)
!162 = !DILocation(line: 27, column: 17, scope: !163)
!163 = distinct !DILexicalBlock(scope: !158, file: !1, line: 26, column: 31)
!164 = !DILocation(line: 27, column: 5, scope: !163)
!165 = !DILocation(line: 27, column: 12, scope: !163)
!166 = !DILocation(line: 27, column: 15, scope: !163)
!167 = !DILocation(line: 28, column: 17, scope: !163)
!168 = !DILocation(line: 28, column: 19, scope: !163)
!169 = !DILocation(line: 28, column: 24, scope: !163)
!170 = !DILocation(line: 28, column: 38, scope: !163)
!171 = !DILocation(line: 28, column: 40, scope: !163)
!172 = !DILocation(line: 28, column: 45, scope: !163)
!173 = !DILocation(line: 28, column: 14, scope: !163)
!174 = !DILocation(line: 28, column: 9, scope: !163)
!175 = !DILocation(line: 29, column: 3, scope: !163)
!176 = !DILocation(line: 26, column: 27, scope: !158)
!177 = !DILocation(line: 26, column: 3, scope: !158)
!178 = distinct !{!178, !161, !179, !102}
!179 = !DILocation(line: 29, column: 3, scope: !154)
!180 = !DILocation(line: 30, column: 15, scope: !127)
!181 = !DILocation(line: 30, column: 3, scope: !127)
!182 = !DILocation(line: 30, column: 10, scope: !127)
!183 = !DILocation(line: 30, column: 13, scope: !127)
!184 = !DILocalVariable(name: "col", scope: !127, file: !1, line: 31, type: !144)
!185 = !DILocation(line: 31, column: 8, scope: !127)
!186 = !DILocation(line: 31, column: 21, scope: !127)
!187 = !DILocation(line: 31, column: 25, scope: !127)
!188 = !DILocation(line: 31, column: 14, scope: !127)
!189 = !DILocalVariable(name: "val", scope: !127, file: !1, line: 32, type: !22)
!190 = !DILocation(line: 32, column: 9, scope: !127)
!191 = !DILocation(line: 32, column: 22, scope: !127)
!192 = !DILocation(line: 32, column: 26, scope: !127)
!193 = !DILocation(line: 32, column: 15, scope: !127)
!194 = !DILocalVariable(name: "x", scope: !127, file: !1, line: 33, type: !22)
!195 = !DILocation(line: 33, column: 9, scope: !127)
!196 = !DILocation(line: 33, column: 20, scope: !127)
!197 = !DILocation(line: 33, column: 22, scope: !127)
!198 = !DILocation(line: 33, column: 13, scope: !127)
!199 = !DILocalVariable(name: "y", scope: !127, file: !1, line: 34, type: !22)
!200 = !DILocation(line: 34, column: 9, scope: !127)
!201 = !DILocation(line: 34, column: 20, scope: !127)
!202 = !DILocation(line: 34, column: 22, scope: !127)
!203 = !DILocation(line: 34, column: 13, scope: !127)
!204 = !DILocalVariable(name: "s", scope: !127, file: !1, line: 35, type: !4)
!205 = !DILocation(line: 35, column: 12, scope: !127)
!206 = !DILocalVariable(name: "k", scope: !207, file: !1, line: 36, type: !3)
!207 = distinct !DILexicalBlock(scope: !127, file: !1, line: 36, column: 3)
!208 = !DILocation(line: 36, column: 12, scope: !207)
!209 = !DILocation(line: 36, column: 8, scope: !207)
!210 = !DILocation(line: 36, column: 19, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !1, line: 36, column: 3)
!212 = !DILocation(line: 36, column: 23, scope: !211)
!213 = !DILocation(line: 36, column: 21, scope: !211)
!214 = !DILocation(line: 36, column: 3, scope: !207)
!215 = !DILocation(line: 37, column: 9, scope: !216)
!216 = distinct !DILexicalBlock(scope: !211, file: !1, line: 36, column: 33)
!217 = !DILocation(line: 37, column: 11, scope: !216)
!218 = !DILocation(line: 37, column: 22, scope: !216)
!219 = !DILocation(line: 37, column: 7, scope: !216)
!220 = !DILocation(line: 38, column: 21, scope: !216)
!221 = !DILocation(line: 38, column: 23, scope: !216)
!222 = !DILocation(line: 38, column: 41, scope: !216)
!223 = !DILocation(line: 38, column: 29, scope: !216)
!224 = !DILocation(line: 38, column: 5, scope: !216)
!225 = !DILocation(line: 38, column: 9, scope: !216)
!226 = !DILocation(line: 38, column: 12, scope: !216)
!227 = !DILocation(line: 39, column: 22, scope: !216)
!228 = !DILocation(line: 39, column: 24, scope: !216)
!229 = !DILocation(line: 39, column: 31, scope: !216)
!230 = !DILocation(line: 39, column: 14, scope: !216)
!231 = !DILocation(line: 39, column: 36, scope: !216)
!232 = !DILocation(line: 39, column: 5, scope: !216)
!233 = !DILocation(line: 39, column: 9, scope: !216)
!234 = !DILocation(line: 39, column: 12, scope: !216)
!235 = !DILocation(line: 40, column: 3, scope: !216)
!236 = !DILocation(line: 36, column: 29, scope: !211)
!237 = !DILocation(line: 36, column: 3, scope: !211)
!238 = distinct !{!238, !214, !239, !102}
!239 = !DILocation(line: 40, column: 3, scope: !207)
!240 = !DILocalVariable(name: "i", scope: !241, file: !1, line: 41, type: !3)
!241 = distinct !DILexicalBlock(scope: !127, file: !1, line: 41, column: 3)
!242 = !DILocation(line: 41, column: 12, scope: !241)
!243 = !DILocation(line: 41, column: 8, scope: !241)
!244 = !DILocation(line: 41, column: 19, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !1, line: 41, column: 3)
!246 = !DILocation(line: 41, column: 23, scope: !245)
!247 = !DILocation(line: 41, column: 21, scope: !245)
!248 = !DILocation(line: 41, column: 3, scope: !241)
!249 = !DILocation(line: 42, column: 12, scope: !245)
!250 = !DILocation(line: 42, column: 14, scope: !245)
!251 = !DILocation(line: 42, column: 5, scope: !245)
!252 = !DILocation(line: 42, column: 7, scope: !245)
!253 = !DILocation(line: 42, column: 10, scope: !245)
!254 = !DILocation(line: 41, column: 27, scope: !245)
!255 = !DILocation(line: 41, column: 3, scope: !245)
!256 = distinct !{!256, !248, !257, !102}
!257 = !DILocation(line: 42, column: 16, scope: !241)
!258 = !DILocation(line: 43, column: 15, scope: !127)
!259 = !DILocation(line: 43, column: 18, scope: !127)
!260 = !DILocation(line: 43, column: 26, scope: !127)
!261 = !DILocation(line: 43, column: 31, scope: !127)
!262 = !DILocation(line: 43, column: 36, scope: !127)
!263 = !DILocation(line: 43, column: 39, scope: !127)
!264 = !DILocation(line: 43, column: 3, scope: !127)
!265 = !DILocalVariable(name: "chk", scope: !127, file: !1, line: 44, type: !5)
!266 = !DILocation(line: 44, column: 8, scope: !127)
!267 = !DILocalVariable(name: "i", scope: !268, file: !1, line: 45, type: !3)
!268 = distinct !DILexicalBlock(scope: !127, file: !1, line: 45, column: 3)
!269 = !DILocation(line: 45, column: 12, scope: !268)
!270 = !DILocation(line: 45, column: 8, scope: !268)
!271 = !DILocation(line: 45, column: 19, scope: !272)
!272 = distinct !DILexicalBlock(scope: !268, file: !1, line: 45, column: 3)
!273 = !DILocation(line: 45, column: 23, scope: !272)
!274 = !DILocation(line: 45, column: 21, scope: !272)
!275 = !DILocation(line: 45, column: 3, scope: !268)
!276 = !DILocation(line: 46, column: 12, scope: !272)
!277 = !DILocation(line: 46, column: 14, scope: !272)
!278 = !DILocation(line: 46, column: 20, scope: !272)
!279 = !DILocation(line: 46, column: 22, scope: !272)
!280 = !DILocation(line: 46, column: 26, scope: !272)
!281 = !DILocation(line: 46, column: 19, scope: !272)
!282 = !DILocation(line: 46, column: 17, scope: !272)
!283 = !DILocation(line: 46, column: 9, scope: !272)
!284 = !DILocation(line: 46, column: 5, scope: !272)
!285 = !DILocation(line: 45, column: 27, scope: !272)
!286 = !DILocation(line: 45, column: 3, scope: !272)
!287 = distinct !{!287, !275, !288, !102}
!288 = !DILocation(line: 46, column: 29, scope: !268)
!289 = !DILocation(line: 47, column: 35, scope: !127)
!290 = !DILocation(line: 47, column: 40, scope: !127)
!291 = !DILocation(line: 47, column: 3, scope: !127)
!292 = !DILocation(line: 48, column: 8, scope: !127)
!293 = !DILocation(line: 48, column: 3, scope: !127)
!294 = !DILocation(line: 49, column: 8, scope: !127)
!295 = !DILocation(line: 49, column: 3, scope: !127)
!296 = !DILocation(line: 50, column: 8, scope: !127)
!297 = !DILocation(line: 50, column: 3, scope: !127)
!298 = !DILocation(line: 51, column: 8, scope: !127)
!299 = !DILocation(line: 51, column: 3, scope: !127)
!300 = !DILocation(line: 52, column: 8, scope: !127)
!301 = !DILocation(line: 52, column: 3, scope: !127)
!302 = !DILocation(line: 53, column: 3, scope: !127)
