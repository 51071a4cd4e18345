; ModuleID = 'omp_guided_tri.c'
source_filename = "omp_guided_tri.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [38 x i8] c";omp_guided_tri.c;kernel_pairs;11;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 37, i8* getelementptr inbounds ([38 x i8], [38 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [14 x i8] c"checksum %ld\0A\00", align 1
@2 = private unnamed_addr constant [30 x i8] c";omp_guided_tri.c;trmv;25;1;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 29, i8* getelementptr inbounds ([30 x i8], [30 x i8]* @2, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_pairs(i32 noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3, i32* noundef %4) #0 !dbg !13 {
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 8
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !21, metadata !DIExpression()), !dbg !22
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !23, metadata !DIExpression()), !dbg !24
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !25, metadata !DIExpression()), !dbg !26
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !27, metadata !DIExpression()), !dbg !28
  store i32* %4, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !29, metadata !DIExpression()), !dbg !30
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @1, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i32**, i32*, i32**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %6, i32** %7, i32** %8, i32* %9, i32** %10), !dbg !31
  ret void, !dbg !32
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32** noundef nonnull align 8 dereferenceable(8) %3, i32** noundef nonnull align 8 dereferenceable(8) %4, i32* noundef nonnull align 4 dereferenceable(4) %5, i32** noundef nonnull align 8 dereferenceable(8) %6) #2 !dbg !33 {
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32**, align 8
  %12 = alloca i32**, align 8
  %13 = alloca i32*, align 8
  %14 = alloca i32**, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
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
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !41, metadata !DIExpression()), !dbg !42
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !43, metadata !DIExpression()), !dbg !42
  store i32* %2, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !44, metadata !DIExpression()), !dbg !45
  store i32** %3, i32*** %11, align 8
  call void @llvm.dbg.declare(metadata i32*** %11, metadata !46, metadata !DIExpression()), !dbg !47
  store i32** %4, i32*** %12, align 8
  call void @llvm.dbg.declare(metadata i32*** %12, metadata !48, metadata !DIExpression()), !dbg !49
  store i32* %5, i32** %13, align 8
  call void @llvm.dbg.declare(metadata i32** %13, metadata !50, metadata !DIExpression()), !dbg !51
  store i32** %6, i32*** %14, align 8
  call void @llvm.dbg.declare(metadata i32*** %14, metadata !52, metadata !DIExpression()), !dbg !53
  %29 = load i32*, i32** %10, align 8, !dbg !54
  %30 = load i32**, i32*** %11, align 8, !dbg !54
  %31 = load i32**, i32*** %12, align 8, !dbg !54
  %32 = load i32*, i32** %13, align 8, !dbg !54
  %33 = load i32**, i32*** %14, align 8, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %15, metadata !55, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %17, metadata !56, metadata !DIExpression()), !dbg !42
  %34 = load i32, i32* %29, align 4, !dbg !57
  store i32 %34, i32* %17, align 4, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %18, metadata !56, metadata !DIExpression()), !dbg !42
  %35 = load i32, i32* %17, align 4, !dbg !57
  %36 = sub nsw i32 %35, 0, !dbg !54
  %37 = sdiv i32 %36, 1, !dbg !54
  %38 = sub nsw i32 %37, 1, !dbg !54
  store i32 %38, i32* %18, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %19, metadata !58, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %19, align 4, !dbg !59
  %39 = load i32, i32* %17, align 4, !dbg !57
  %40 = icmp slt i32 0, %39, !dbg !54
  br i1 %40, label %41, label %117, !dbg !54

41:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %20, metadata !60, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %20, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %21, metadata !62, metadata !DIExpression()), !dbg !42
  %42 = load i32, i32* %18, align 4, !dbg !54
  store i32 %42, i32* %21, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %22, metadata !63, metadata !DIExpression()), !dbg !42
  store i32 1, i32* %22, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %23, metadata !64, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %23, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %24, metadata !58, metadata !DIExpression()), !dbg !42
  %43 = load i32, i32* %18, align 4, !dbg !54
  %44 = load i32*, i32** %8, align 8, !dbg !54
  %45 = load i32, i32* %44, align 4, !dbg !54
  call void @__kmpc_dispatch_init_4(%struct.ident_t* @1, i32 %45, i32 1073741860, i32 0, i32 %43, i32 1, i32 1), !dbg !54
  br label %46, !dbg !54

46:                                               ; preds = %115, %41
  %47 = load i32*, i32** %8, align 8, !dbg !54
  %48 = load i32, i32* %47, align 4, !dbg !54
  %49 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* @1, i32 %48, i32* %23, i32* %20, i32* %21, i32* %22), !dbg !54
  %50 = icmp ne i32 %49, 0, !dbg !54
  br i1 %50, label %51, label %116, !dbg !54

51:                                               ; preds = %46
  %52 = load i32, i32* %20, align 4, !dbg !61
  store i32 %52, i32* %15, align 4, !dbg !61
  br label %53, !dbg !54

53:                                               ; preds = %111, %51
  %54 = load i32, i32* %15, align 4, !dbg !61, !llvm.access.group !65
  %55 = load i32, i32* %21, align 4, !dbg !61, !llvm.access.group !65
  %56 = icmp sle i32 %54, %55, !dbg !54
  br i1 %56, label %57, label %114, !dbg !54

57:                                               ; preds = %53
  %58 = load i32, i32* %15, align 4, !dbg !61, !llvm.access.group !65
  %59 = mul nsw i32 %58, 1, !dbg !59
  %60 = add nsw i32 0, %59, !dbg !59
  store i32 %60, i32* %24, align 4, !dbg !59, !llvm.access.group !65
  call void @llvm.dbg.declare(metadata i32* %25, metadata !66, metadata !DIExpression()), !dbg !68
  store i32 0, i32* %25, align 4, !dbg !68, !llvm.access.group !65
  call void @llvm.dbg.declare(metadata i32* %26, metadata !69, metadata !DIExpression()), !dbg !71
  store i32 0, i32* %26, align 4, !dbg !71, !llvm.access.group !65
  br label %61, !dbg !72

61:                                               ; preds = %101, %57
  %62 = load i32, i32* %26, align 4, !dbg !73, !llvm.access.group !65
  %63 = load i32, i32* %24, align 4, !dbg !75, !llvm.access.group !65
  %64 = icmp slt i32 %62, %63, !dbg !76
  br i1 %64, label %65, label %104, !dbg !77

65:                                               ; preds = %61
  call void @llvm.dbg.declare(metadata i32* %27, metadata !78, metadata !DIExpression()), !dbg !80
  %66 = load i32*, i32** %30, align 8, !dbg !81, !llvm.access.group !65
  %67 = load i32, i32* %24, align 4, !dbg !82, !llvm.access.group !65
  %68 = sext i32 %67 to i64, !dbg !81
  %69 = getelementptr inbounds i32, i32* %66, i64 %68, !dbg !81
  %70 = load i32, i32* %69, align 4, !dbg !81, !llvm.access.group !65
  %71 = load i32*, i32** %30, align 8, !dbg !83, !llvm.access.group !65
  %72 = load i32, i32* %26, align 4, !dbg !84, !llvm.access.group !65
  %73 = sext i32 %72 to i64, !dbg !83
  %74 = getelementptr inbounds i32, i32* %71, i64 %73, !dbg !83
  %75 = load i32, i32* %74, align 4, !dbg !83, !llvm.access.group !65
  %76 = sub nsw i32 %70, %75, !dbg !85
  store i32 %76, i32* %27, align 4, !dbg !80, !llvm.access.group !65
  call void @llvm.dbg.declare(metadata i32* %28, metadata !86, metadata !DIExpression()), !dbg !87
  %77 = load i32*, i32** %31, align 8, !dbg !88, !llvm.access.group !65
  %78 = load i32, i32* %24, align 4, !dbg !89, !llvm.access.group !65
  %79 = sext i32 %78 to i64, !dbg !88
  %80 = getelementptr inbounds i32, i32* %77, i64 %79, !dbg !88
  %81 = load i32, i32* %80, align 4, !dbg !88, !llvm.access.group !65
  %82 = load i32*, i32** %31, align 8, !dbg !90, !llvm.access.group !65
  %83 = load i32, i32* %26, align 4, !dbg !91, !llvm.access.group !65
  %84 = sext i32 %83 to i64, !dbg !90
  %85 = getelementptr inbounds i32, i32* %82, i64 %84, !dbg !90
  %86 = load i32, i32* %85, align 4, !dbg !90, !llvm.access.group !65
  %87 = sub nsw i32 %81, %86, !dbg !92
  store i32 %87, i32* %28, align 4, !dbg !87, !llvm.access.group !65
  %88 = load i32, i32* %27, align 4, !dbg !93, !llvm.access.group !65
  %89 = load i32, i32* %27, align 4, !dbg !95, !llvm.access.group !65
  %90 = mul nsw i32 %88, %89, !dbg !96
  %91 = load i32, i32* %28, align 4, !dbg !97, !llvm.access.group !65
  %92 = load i32, i32* %28, align 4, !dbg !98, !llvm.access.group !65
  %93 = mul nsw i32 %91, %92, !dbg !99
  %94 = add nsw i32 %90, %93, !dbg !100
  %95 = load i32, i32* %32, align 4, !dbg !101, !llvm.access.group !65
  %96 = icmp sle i32 %94, %95, !dbg !102
  br i1 %96, label %97, label %100, !dbg !103

97:                                               ; preds = %65
  %98 = load i32, i32* %25, align 4, !dbg !104, !llvm.access.group !65
  %99 = add nsw i32 %98, 1, !dbg !104
  store i32 %99, i32* %25, align 4, !dbg !104, !llvm.access.group !65
  br label %100, !dbg !105

100:                                              ; preds = %97, %65
  br label %101, !dbg !106

101:                                              ; preds = %100
  %102 = load i32, i32* %26, align 4, !dbg !107, !llvm.access.group !65
  %103 = add nsw i32 %102, 1, !dbg !107
  store i32 %103, i32* %26, align 4, !dbg !107, !llvm.access.group !65
  br label %61, !dbg !108, !llvm.loop !109

104:                                              ; preds = %61
  %105 = load i32, i32* %25, align 4, !dbg !112, !llvm.access.group !65
  %106 = load i32*, i32** %33, align 8, !dbg !113, !llvm.access.group !65
  %107 = load i32, i32* %24, align 4, !dbg !114, !llvm.access.group !65
  %108 = sext i32 %107 to i64, !dbg !113
  %109 = getelementptr inbounds i32, i32* %106, i64 %108, !dbg !113
  store i32 %105, i32* %109, align 4, !dbg !115, !llvm.access.group !65
  br label %110, !dbg !116

110:                                              ; preds = %104
  br label %111, !dbg !117

111:                                              ; preds = %110
  %112 = load i32, i32* %15, align 4, !dbg !61, !llvm.access.group !65
  %113 = add nsw i32 %112, 1, !dbg !54
  store i32 %113, i32* %15, align 4, !dbg !54, !llvm.access.group !65
  br label %53, !dbg !117, !llvm.loop !118

114:                                              ; preds = %53
  br label %115, !dbg !117

115:                                              ; preds = %114
  br label %46, !dbg !117, !llvm.loop !121

116:                                              ; preds = %46
  br label %117, !dbg !117

117:                                              ; preds = %116, %7
  ret void, !dbg !122
}

declare void @__kmpc_dispatch_init_4(%struct.ident_t*, i32, i32, i32, i32, i32, i32)

declare i32 @__kmpc_dispatch_next_4(%struct.ident_t*, i32, i32*, i32*, i32*, i32*)

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32** noundef nonnull align 8 dereferenceable(8) %3, i32** noundef nonnull align 8 dereferenceable(8) %4, i32* noundef nonnull align 4 dereferenceable(4) %5, i32** noundef nonnull align 8 dereferenceable(8) %6) #2 !dbg !123 {
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32**, align 8
  %12 = alloca i32**, align 8
  %13 = alloca i32*, align 8
  %14 = alloca i32**, align 8
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !124, metadata !DIExpression()), !dbg !125
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !126, metadata !DIExpression()), !dbg !125
  store i32* %2, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !127, metadata !DIExpression()), !dbg !125
  store i32** %3, i32*** %11, align 8
  call void @llvm.dbg.declare(metadata i32*** %11, metadata !128, metadata !DIExpression()), !dbg !125
  store i32** %4, i32*** %12, align 8
  call void @llvm.dbg.declare(metadata i32*** %12, metadata !129, metadata !DIExpression()), !dbg !125
  store i32* %5, i32** %13, align 8
  call void @llvm.dbg.declare(metadata i32** %13, metadata !130, metadata !DIExpression()), !dbg !125
  store i32** %6, i32*** %14, align 8
  call void @llvm.dbg.declare(metadata i32*** %14, metadata !131, metadata !DIExpression()), !dbg !125
  %15 = load i32*, i32** %10, align 8, !dbg !132
  %16 = load i32**, i32*** %11, align 8, !dbg !132
  %17 = load i32**, i32*** %12, align 8, !dbg !132
  %18 = load i32*, i32** %13, align 8, !dbg !132
  %19 = load i32**, i32*** %14, align 8, !dbg !132
  %20 = load i32*, i32** %8, align 8, !dbg !132
  %21 = load i32*, i32** %9, align 8, !dbg !132
  %22 = load i32*, i32** %10, align 8, !dbg !132
  %23 = load i32**, i32*** %11, align 8, !dbg !132
  %24 = load i32**, i32*** %12, align 8, !dbg !132
  %25 = load i32*, i32** %13, align 8, !dbg !132
  %26 = load i32**, i32*** %14, align 8, !dbg !132
  call void @.omp_outlined._debug__(i32* %20, i32* %21, i32* %22, i32** %23, i32** %24, i32* %25, i32** %26) #3, !dbg !132
  ret void, !dbg !132
}

; Function Attrs: nounwind
declare !callback !133 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !135 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64*, align 8
  %12 = alloca i64*, align 8
  %13 = alloca i64*, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !141, metadata !DIExpression()), !dbg !142
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !143, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.declare(metadata i32* %6, metadata !145, metadata !DIExpression()), !dbg !146
  %21 = load i32, i32* %4, align 4, !dbg !147
  %22 = icmp sgt i32 %21, 1, !dbg !148
  br i1 %22, label %23, label %28, !dbg !147

23:                                               ; preds = %2
  %24 = load i8**, i8*** %5, align 8, !dbg !149
  %25 = getelementptr inbounds i8*, i8** %24, i64 1, !dbg !149
  %26 = load i8*, i8** %25, align 8, !dbg !149
  %27 = call i32 @atoi(i8* noundef %26) #7, !dbg !150
  br label %29, !dbg !147

28:                                               ; preds = %2
  br label %29, !dbg !147

29:                                               ; preds = %28, %23
  %30 = phi i32 [ %27, %23 ], [ 800, %28 ], !dbg !147
  store i32 %30, i32* %6, align 4, !dbg !146
  call void @llvm.dbg.declare(metadata i32** %7, metadata !151, metadata !DIExpression()), !dbg !152
  %31 = load i32, i32* %6, align 4, !dbg !153
  %32 = sext i32 %31 to i64, !dbg !153
  %33 = mul i64 %32, 4, !dbg !154
  %34 = call noalias i8* @malloc(i64 noundef %33) #3, !dbg !155
  %35 = bitcast i8* %34 to i32*, !dbg !155
  store i32* %35, i32** %7, align 8, !dbg !152
  call void @llvm.dbg.declare(metadata i32** %8, metadata !156, metadata !DIExpression()), !dbg !157
  %36 = load i32, i32* %6, align 4, !dbg !158
  %37 = sext i32 %36 to i64, !dbg !158
  %38 = mul i64 %37, 4, !dbg !159
  %39 = call noalias i8* @malloc(i64 noundef %38) #3, !dbg !160
  %40 = bitcast i8* %39 to i32*, !dbg !160
  store i32* %40, i32** %8, align 8, !dbg !157
  call void @llvm.dbg.declare(metadata i32** %9, metadata !161, metadata !DIExpression()), !dbg !162
  %41 = load i32, i32* %6, align 4, !dbg !163
  %42 = sext i32 %41 to i64, !dbg !163
  %43 = mul i64 %42, 4, !dbg !164
  %44 = call noalias i8* @malloc(i64 noundef %43) #3, !dbg !165
  %45 = bitcast i8* %44 to i32*, !dbg !165
  store i32* %45, i32** %9, align 8, !dbg !162
  call void @llvm.dbg.declare(metadata i32* %10, metadata !166, metadata !DIExpression()), !dbg !167
  %46 = load i32, i32* %6, align 4, !dbg !168
  %47 = sdiv i32 %46, 4, !dbg !169
  store i32 %47, i32* %10, align 4, !dbg !167
  call void @llvm.dbg.declare(metadata i64** %11, metadata !170, metadata !DIExpression()), !dbg !172
  %48 = load i32, i32* %10, align 4, !dbg !173
  %49 = sext i32 %48 to i64, !dbg !173
  %50 = mul i64 8, %49, !dbg !174
  %51 = load i32, i32* %10, align 4, !dbg !175
  %52 = sext i32 %51 to i64, !dbg !175
  %53 = mul i64 %50, %52, !dbg !176
  %54 = call noalias i8* @malloc(i64 noundef %53) #3, !dbg !177
  %55 = bitcast i8* %54 to i64*, !dbg !177
  store i64* %55, i64** %11, align 8, !dbg !172
  call void @llvm.dbg.declare(metadata i64** %12, metadata !178, metadata !DIExpression()), !dbg !179
  %56 = load i32, i32* %10, align 4, !dbg !180
  %57 = sext i32 %56 to i64, !dbg !180
  %58 = mul i64 8, %57, !dbg !181
  %59 = call noalias i8* @malloc(i64 noundef %58) #3, !dbg !182
  %60 = bitcast i8* %59 to i64*, !dbg !182
  store i64* %60, i64** %12, align 8, !dbg !179
  call void @llvm.dbg.declare(metadata i64** %13, metadata !183, metadata !DIExpression()), !dbg !184
  %61 = load i32, i32* %10, align 4, !dbg !185
  %62 = sext i32 %61 to i64, !dbg !185
  %63 = mul i64 8, %62, !dbg !186
  %64 = call noalias i8* @malloc(i64 noundef %63) #3, !dbg !187
  %65 = bitcast i8* %64 to i64*, !dbg !187
  store i64* %65, i64** %13, align 8, !dbg !184
  call void @llvm.dbg.declare(metadata i32* %14, metadata !188, metadata !DIExpression()), !dbg !190
  store i32 21, i32* %14, align 4, !dbg !190
  call void @llvm.dbg.declare(metadata i32* %15, metadata !191, metadata !DIExpression()), !dbg !193
  store i32 0, i32* %15, align 4, !dbg !193
  br label %66, !dbg !194

66:                                               ; preds = %91, %29
  %67 = load i32, i32* %15, align 4, !dbg !195
  %68 = load i32, i32* %6, align 4, !dbg !197
  %69 = icmp slt i32 %67, %68, !dbg !198
  br i1 %69, label %70, label %94, !dbg !199

70:                                               ; preds = %66
  %71 = load i32, i32* %14, align 4, !dbg !200
  %72 = mul i32 %71, 1103515245, !dbg !202
  %73 = add i32 %72, 12345, !dbg !203
  store i32 %73, i32* %14, align 4, !dbg !204
  %74 = load i32, i32* %14, align 4, !dbg !205
  %75 = lshr i32 %74, 16, !dbg !206
  %76 = urem i32 %75, 1000, !dbg !207
  %77 = load i32*, i32** %7, align 8, !dbg !208
  %78 = load i32, i32* %15, align 4, !dbg !209
  %79 = sext i32 %78 to i64, !dbg !208
  %80 = getelementptr inbounds i32, i32* %77, i64 %79, !dbg !208
  store i32 %76, i32* %80, align 4, !dbg !210
  %81 = load i32, i32* %14, align 4, !dbg !211
  %82 = mul i32 %81, 1103515245, !dbg !212
  %83 = add i32 %82, 12345, !dbg !213
  store i32 %83, i32* %14, align 4, !dbg !214
  %84 = load i32, i32* %14, align 4, !dbg !215
  %85 = lshr i32 %84, 16, !dbg !216
  %86 = urem i32 %85, 1000, !dbg !217
  %87 = load i32*, i32** %8, align 8, !dbg !218
  %88 = load i32, i32* %15, align 4, !dbg !219
  %89 = sext i32 %88 to i64, !dbg !218
  %90 = getelementptr inbounds i32, i32* %87, i64 %89, !dbg !218
  store i32 %86, i32* %90, align 4, !dbg !220
  br label %91, !dbg !221

91:                                               ; preds = %70
  %92 = load i32, i32* %15, align 4, !dbg !222
  %93 = add nsw i32 %92, 1, !dbg !222
  store i32 %93, i32* %15, align 4, !dbg !222
  br label %66, !dbg !223, !llvm.loop !224

94:                                               ; preds = %66
  call void @llvm.dbg.declare(metadata i32* %16, metadata !226, metadata !DIExpression()), !dbg !228
  store i32 0, i32* %16, align 4, !dbg !228
  br label %95, !dbg !229

95:                                               ; preds = %132, %94
  %96 = load i32, i32* %16, align 4, !dbg !230
  %97 = load i32, i32* %10, align 4, !dbg !232
  %98 = icmp slt i32 %96, %97, !dbg !233
  br i1 %98, label %99, label %135, !dbg !234

99:                                               ; preds = %95
  %100 = load i32, i32* %16, align 4, !dbg !235
  %101 = srem i32 %100, 3, !dbg !237
  %102 = add nsw i32 %101, 1, !dbg !238
  %103 = sext i32 %102 to i64, !dbg !235
  %104 = load i64*, i64** %12, align 8, !dbg !239
  %105 = load i32, i32* %16, align 4, !dbg !240
  %106 = sext i32 %105 to i64, !dbg !239
  %107 = getelementptr inbounds i64, i64* %104, i64 %106, !dbg !239
  store i64 %103, i64* %107, align 8, !dbg !241
  call void @llvm.dbg.declare(metadata i32* %17, metadata !242, metadata !DIExpression()), !dbg !244
  store i32 0, i32* %17, align 4, !dbg !244
  br label %108, !dbg !245

108:                                              ; preds = %128, %99
  %109 = load i32, i32* %17, align 4, !dbg !246
  %110 = load i32, i32* %10, align 4, !dbg !248
  %111 = icmp slt i32 %109, %110, !dbg !249
  br i1 %111, label %112, label %131, !dbg !250

112:                                              ; preds = %108
  %113 = load i32, i32* %16, align 4, !dbg !251
  %114 = load i32, i32* %17, align 4, !dbg !252
  %115 = add nsw i32 %113, %114, !dbg !253
  %116 = srem i32 %115, 4, !dbg !254
  %117 = sext i32 %116 to i64, !dbg !255
  %118 = load i64*, i64** %11, align 8, !dbg !256
  %119 = load i32, i32* %16, align 4, !dbg !257
  %120 = sext i32 %119 to i64, !dbg !258
  %121 = load i32, i32* %10, align 4, !dbg !259
  %122 = sext i32 %121 to i64, !dbg !259
  %123 = mul nsw i64 %120, %122, !dbg !260
  %124 = load i32, i32* %17, align 4, !dbg !261
  %125 = sext i32 %124 to i64, !dbg !261
  %126 = add nsw i64 %123, %125, !dbg !262
  %127 = getelementptr inbounds i64, i64* %118, i64 %126, !dbg !256
  store i64 %117, i64* %127, align 8, !dbg !263
  br label %128, !dbg !256

128:                                              ; preds = %112
  %129 = load i32, i32* %17, align 4, !dbg !264
  %130 = add nsw i32 %129, 1, !dbg !264
  store i32 %130, i32* %17, align 4, !dbg !264
  br label %108, !dbg !265, !llvm.loop !266

131:                                              ; preds = %108
  br label %132, !dbg !268

132:                                              ; preds = %131
  %133 = load i32, i32* %16, align 4, !dbg !269
  %134 = add nsw i32 %133, 1, !dbg !269
  store i32 %134, i32* %16, align 4, !dbg !269
  br label %95, !dbg !270, !llvm.loop !271

135:                                              ; preds = %95
  %136 = load i32, i32* %6, align 4, !dbg !273
  %137 = load i32*, i32** %7, align 8, !dbg !274
  %138 = load i32*, i32** %8, align 8, !dbg !275
  %139 = load i32*, i32** %9, align 8, !dbg !276
  call void @kernel_pairs(i32 noundef %136, i32* noundef %137, i32* noundef %138, i32 noundef 2500, i32* noundef %139), !dbg !277
  %140 = load i32, i32* %10, align 4, !dbg !278
  %141 = load i64*, i64** %11, align 8, !dbg !279
  %142 = load i64*, i64** %12, align 8, !dbg !280
  %143 = load i64*, i64** %13, align 8, !dbg !281
  call void @trmv(i32 noundef %140, i64* noundef %141, i64* noundef %142, i64* noundef %143), !dbg !282
  call void @llvm.dbg.declare(metadata i64* %18, metadata !283, metadata !DIExpression()), !dbg !284
  store i64 0, i64* %18, align 8, !dbg !284
  call void @llvm.dbg.declare(metadata i32* %19, metadata !285, metadata !DIExpression()), !dbg !287
  store i32 0, i32* %19, align 4, !dbg !287
  br label %144, !dbg !288

144:                                              ; preds = %157, %135
  %145 = load i32, i32* %19, align 4, !dbg !289
  %146 = load i32, i32* %6, align 4, !dbg !291
  %147 = icmp slt i32 %145, %146, !dbg !292
  br i1 %147, label %148, label %160, !dbg !293

148:                                              ; preds = %144
  %149 = load i32*, i32** %9, align 8, !dbg !294
  %150 = load i32, i32* %19, align 4, !dbg !295
  %151 = sext i32 %150 to i64, !dbg !294
  %152 = getelementptr inbounds i32, i32* %149, i64 %151, !dbg !294
  %153 = load i32, i32* %152, align 4, !dbg !294
  %154 = sext i32 %153 to i64, !dbg !294
  %155 = load i64, i64* %18, align 8, !dbg !296
  %156 = add nsw i64 %155, %154, !dbg !296
  store i64 %156, i64* %18, align 8, !dbg !296
  br label %157, !dbg !297

157:                                              ; preds = %148
  %158 = load i32, i32* %19, align 4, !dbg !298
  %159 = add nsw i32 %158, 1, !dbg !298
  store i32 %159, i32* %19, align 4, !dbg !298
  br label %144, !dbg !299, !llvm.loop !300

160:                                              ; preds = %144
  call void @llvm.dbg.declare(metadata i32* %20, metadata !302, metadata !DIExpression()), !dbg !304
  store i32 0, i32* %20, align 4, !dbg !304
  br label %161, !dbg !305

161:                                              ; preds = %174, %160
  %162 = load i32, i32* %20, align 4, !dbg !306
  %163 = load i32, i32* %10, align 4, !dbg !308
  %164 = icmp slt i32 %162, %163, !dbg !309
  br i1 %164, label %165, label %177, !dbg !310

165:                                              ; preds = %161
  %166 = load i64*, i64** %13, align 8, !dbg !311
  %167 = load i32, i32* %20, align 4, !dbg !312
  %168 = sext i32 %167 to i64, !dbg !311
  %169 = getelementptr inbounds i64, i64* %166, i64 %168, !dbg !311
  %170 = load i64, i64* %169, align 8, !dbg !311
  %171 = srem i64 %170, 1000, !dbg !313
  %172 = load i64, i64* %18, align 8, !dbg !314
  %173 = add nsw i64 %172, %171, !dbg !314
  store i64 %173, i64* %18, align 8, !dbg !314
  br label %174, !dbg !315

174:                                              ; preds = %165
  %175 = load i32, i32* %20, align 4, !dbg !316
  %176 = add nsw i32 %175, 1, !dbg !316
  store i32 %176, i32* %20, align 4, !dbg !316
  br label %161, !dbg !317, !llvm.loop !318

177:                                              ; preds = %161
  %178 = load i64, i64* %18, align 8, !dbg !320
  %179 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i64 noundef %178), !dbg !321
  %180 = load i32*, i32** %7, align 8, !dbg !322
  %181 = bitcast i32* %180 to i8*, !dbg !322
  call void @free(i8* noundef %181) #3, !dbg !323
  %182 = load i32*, i32** %8, align 8, !dbg !324
  %183 = bitcast i32* %182 to i8*, !dbg !324
  call void @free(i8* noundef %183) #3, !dbg !325
  %184 = load i32*, i32** %9, align 8, !dbg !326
  %185 = bitcast i32* %184 to i8*, !dbg !326
  call void @free(i8* noundef %185) #3, !dbg !327
  %186 = load i64*, i64** %11, align 8, !dbg !328
  %187 = bitcast i64* %186 to i8*, !dbg !328
  call void @free(i8* noundef %187) #3, !dbg !329
  %188 = load i64*, i64** %12, align 8, !dbg !330
  %189 = bitcast i64* %188 to i8*, !dbg !330
  call void @free(i8* noundef %189) #3, !dbg !331
  %190 = load i64*, i64** %13, align 8, !dbg !332
  %191 = bitcast i64* %190 to i8*, !dbg !332
  call void @free(i8* noundef %191) #3, !dbg !333
  ret i32 0, !dbg !334
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #4

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @trmv(i32 noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %3) #0 !dbg !335 {
  %5 = alloca i32, align 4
  %6 = alloca i64*, align 8
  %7 = alloca i64*, align 8
  %8 = alloca i64*, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !340, metadata !DIExpression()), !dbg !341
  store i64* %1, i64** %6, align 8
  call void @llvm.dbg.declare(metadata i64** %6, metadata !342, metadata !DIExpression()), !dbg !343
  store i64* %2, i64** %7, align 8
  call void @llvm.dbg.declare(metadata i64** %7, metadata !344, metadata !DIExpression()), !dbg !345
  store i64* %3, i64** %8, align 8
  call void @llvm.dbg.declare(metadata i64** %8, metadata !346, metadata !DIExpression()), !dbg !347
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @3, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i64**, i64**, i64**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* %5, i64** %6, i64** %7, i64** %8), !dbg !348
  ret void, !dbg !349
}

declare i32 @printf(i8* noundef, ...) #6

; Function Attrs: nounwind
declare void @free(i8* noundef) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.1(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i64** noundef nonnull align 8 dereferenceable(8) %3, i64** noundef nonnull align 8 dereferenceable(8) %4, i64** noundef nonnull align 8 dereferenceable(8) %5) #2 !dbg !350 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i64**, align 8
  %11 = alloca i64**, align 8
  %12 = alloca i64**, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !355, metadata !DIExpression()), !dbg !356
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !357, metadata !DIExpression()), !dbg !356
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !358, metadata !DIExpression()), !dbg !359
  store i64** %3, i64*** %10, align 8
  call void @llvm.dbg.declare(metadata i64*** %10, metadata !360, metadata !DIExpression()), !dbg !361
  store i64** %4, i64*** %11, align 8
  call void @llvm.dbg.declare(metadata i64*** %11, metadata !362, metadata !DIExpression()), !dbg !363
  store i64** %5, i64*** %12, align 8
  call void @llvm.dbg.declare(metadata i64*** %12, metadata !364, metadata !DIExpression()), !dbg !365
  %25 = load i32*, i32** %9, align 8, !dbg !366
  %26 = load i64**, i64*** %10, align 8, !dbg !366
  %27 = load i64**, i64*** %11, align 8, !dbg !366
  %28 = load i64**, i64*** %12, align 8, !dbg !366
  call void @llvm.dbg.declare(metadata i32* %13, metadata !367, metadata !DIExpression()), !dbg !356
  call void @llvm.dbg.declare(metadata i32* %15, metadata !368, metadata !DIExpression()), !dbg !356
  %29 = load i32, i32* %25, align 4, !dbg !369
  store i32 %29, i32* %15, align 4, !dbg !369
  call void @llvm.dbg.declare(metadata i32* %16, metadata !368, metadata !DIExpression()), !dbg !356
  %30 = load i32, i32* %15, align 4, !dbg !369
  %31 = sub nsw i32 %30, 0, !dbg !366
  %32 = sdiv i32 %31, 1, !dbg !366
  %33 = sub nsw i32 %32, 1, !dbg !366
  store i32 %33, i32* %16, align 4, !dbg !366
  call void @llvm.dbg.declare(metadata i32* %17, metadata !370, metadata !DIExpression()), !dbg !356
  store i32 0, i32* %17, align 4, !dbg !371
  %34 = load i32, i32* %15, align 4, !dbg !369
  %35 = icmp slt i32 0, %34, !dbg !366
  br i1 %35, label %36, label %96, !dbg !366

36:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %18, metadata !372, metadata !DIExpression()), !dbg !356
  store i32 0, i32* %18, align 4, !dbg !373
  call void @llvm.dbg.declare(metadata i32* %19, metadata !374, metadata !DIExpression()), !dbg !356
  %37 = load i32, i32* %16, align 4, !dbg !366
  store i32 %37, i32* %19, align 4, !dbg !373
  call void @llvm.dbg.declare(metadata i32* %20, metadata !375, metadata !DIExpression()), !dbg !356
  store i32 1, i32* %20, align 4, !dbg !373
  call void @llvm.dbg.declare(metadata i32* %21, metadata !376, metadata !DIExpression()), !dbg !356
  store i32 0, i32* %21, align 4, !dbg !373
  call void @llvm.dbg.declare(metadata i32* %22, metadata !370, metadata !DIExpression()), !dbg !356
  %38 = load i32, i32* %16, align 4, !dbg !366
  %39 = load i32*, i32** %7, align 8, !dbg !366
  %40 = load i32, i32* %39, align 4, !dbg !366
  call void @__kmpc_dispatch_init_4(%struct.ident_t* @3, i32 %40, i32 1073741860, i32 0, i32 %38, i32 1, i32 4), !dbg !366
  br label %41, !dbg !366

41:                                               ; preds = %94, %36
  %42 = load i32*, i32** %7, align 8, !dbg !366
  %43 = load i32, i32* %42, align 4, !dbg !366
  %44 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* @3, i32 %43, i32* %21, i32* %18, i32* %19, i32* %20), !dbg !366
  %45 = icmp ne i32 %44, 0, !dbg !366
  br i1 %45, label %46, label %95, !dbg !366

46:                                               ; preds = %41
  %47 = load i32, i32* %18, align 4, !dbg !373
  store i32 %47, i32* %13, align 4, !dbg !373
  br label %48, !dbg !366

48:                                               ; preds = %90, %46
  %49 = load i32, i32* %13, align 4, !dbg !373, !llvm.access.group !377
  %50 = load i32, i32* %19, align 4, !dbg !373, !llvm.access.group !377
  %51 = icmp sle i32 %49, %50, !dbg !366
  br i1 %51, label %52, label %93, !dbg !366

52:                                               ; preds = %48
  %53 = load i32, i32* %13, align 4, !dbg !373, !llvm.access.group !377
  %54 = mul nsw i32 %53, 1, !dbg !371
  %55 = add nsw i32 0, %54, !dbg !371
  store i32 %55, i32* %22, align 4, !dbg !371, !llvm.access.group !377
  call void @llvm.dbg.declare(metadata i64* %23, metadata !378, metadata !DIExpression()), !dbg !380
  store i64 0, i64* %23, align 8, !dbg !380, !llvm.access.group !377
  call void @llvm.dbg.declare(metadata i32* %24, metadata !381, metadata !DIExpression()), !dbg !383
  store i32 0, i32* %24, align 4, !dbg !383, !llvm.access.group !377
  br label %56, !dbg !384

56:                                               ; preds = %80, %52
  %57 = load i32, i32* %24, align 4, !dbg !385, !llvm.access.group !377
  %58 = load i32, i32* %22, align 4, !dbg !387, !llvm.access.group !377
  %59 = icmp sle i32 %57, %58, !dbg !388
  br i1 %59, label %60, label %83, !dbg !389

60:                                               ; preds = %56
  %61 = load i64*, i64** %26, align 8, !dbg !390, !llvm.access.group !377
  %62 = load i32, i32* %22, align 4, !dbg !391, !llvm.access.group !377
  %63 = sext i32 %62 to i64, !dbg !392
  %64 = load i32, i32* %25, align 4, !dbg !393, !llvm.access.group !377
  %65 = sext i32 %64 to i64, !dbg !393
  %66 = mul nsw i64 %63, %65, !dbg !394
  %67 = load i32, i32* %24, align 4, !dbg !395, !llvm.access.group !377
  %68 = sext i32 %67 to i64, !dbg !395
  %69 = add nsw i64 %66, %68, !dbg !396
  %70 = getelementptr inbounds i64, i64* %61, i64 %69, !dbg !390
  %71 = load i64, i64* %70, align 8, !dbg !390, !llvm.access.group !377
  %72 = load i64*, i64** %27, align 8, !dbg !397, !llvm.access.group !377
  %73 = load i32, i32* %24, align 4, !dbg !398, !llvm.access.group !377
  %74 = sext i32 %73 to i64, !dbg !397
  %75 = getelementptr inbounds i64, i64* %72, i64 %74, !dbg !397
  %76 = load i64, i64* %75, align 8, !dbg !397, !llvm.access.group !377
  %77 = mul nsw i64 %71, %76, !dbg !399
  %78 = load i64, i64* %23, align 8, !dbg !400, !llvm.access.group !377
  %79 = add nsw i64 %78, %77, !dbg !400
  store i64 %79, i64* %23, align 8, !dbg !400, !llvm.access.group !377
  br label %80, !dbg !401

80:                                               ; preds = %60
  %81 = load i32, i32* %24, align 4, !dbg !402, !llvm.access.group !377
  %82 = add nsw i32 %81, 1, !dbg !402
  store i32 %82, i32* %24, align 4, !dbg !402, !llvm.access.group !377
  br label %56, !dbg !403, !llvm.loop !404

83:                                               ; preds = %56
  %84 = load i64, i64* %23, align 8, !dbg !406, !llvm.access.group !377
  %85 = load i64*, i64** %28, align 8, !dbg !407, !llvm.access.group !377
  %86 = load i32, i32* %22, align 4, !dbg !408, !llvm.access.group !377
  %87 = sext i32 %86 to i64, !dbg !407
  %88 = getelementptr inbounds i64, i64* %85, i64 %87, !dbg !407
  store i64 %84, i64* %88, align 8, !dbg !409, !llvm.access.group !377
  br label %89, !dbg !410

89:                                               ; preds = %83
  br label %90, !dbg !411

90:                                               ; preds = %89
  %91 = load i32, i32* %13, align 4, !dbg !373, !llvm.access.group !377
  %92 = add nsw i32 %91, 1, !dbg !366
  store i32 %92, i32* %13, align 4, !dbg !366, !llvm.access.group !377
  br label %48, !dbg !411, !llvm.loop !412

93:                                               ; preds = %48
  br label %94, !dbg !411

94:                                               ; preds = %93
  br label %41, !dbg !411, !llvm.loop !415

95:                                               ; preds = %41
  br label %96, !dbg !411

96:                                               ; preds = %95, %6
  ret void, !dbg !416
}

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..2(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i64** noundef nonnull align 8 dereferenceable(8) %3, i64** noundef nonnull align 8 dereferenceable(8) %4, i64** noundef nonnull align 8 dereferenceable(8) %5) #2 !dbg !417 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i64**, align 8
  %11 = alloca i64**, align 8
  %12 = alloca i64**, align 8
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !418, metadata !DIExpression()), !dbg !419
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !420, metadata !DIExpression()), !dbg !419
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !421, metadata !DIExpression()), !dbg !419
  store i64** %3, i64*** %10, align 8
  call void @llvm.dbg.declare(metadata i64*** %10, metadata !422, metadata !DIExpression()), !dbg !419
  store i64** %4, i64*** %11, align 8
  call void @llvm.dbg.declare(metadata i64*** %11, metadata !423, metadata !DIExpression()), !dbg !419
  store i64** %5, i64*** %12, align 8
  call void @llvm.dbg.declare(metadata i64*** %12, metadata !424, metadata !DIExpression()), !dbg !419
  %13 = load i32*, i32** %9, align 8, !dbg !425
  %14 = load i64**, i64*** %10, align 8, !dbg !425
  %15 = load i64**, i64*** %11, align 8, !dbg !425
  %16 = load i64**, i64*** %12, align 8, !dbg !425
  %17 = load i32*, i32** %7, align 8, !dbg !425
  %18 = load i32*, i32** %8, align 8, !dbg !425
  %19 = load i32*, i32** %9, align 8, !dbg !425
  %20 = load i64**, i64*** %10, align 8, !dbg !425
  %21 = load i64**, i64*** %11, align 8, !dbg !425
  %22 = load i64**, i64*** %12, align 8, !dbg !425
  call void @.omp_outlined._debug__.1(i32* %17, i32* %18, i32* %19, i64** %20, i64** %21, i64** %22) #3, !dbg !425
  ret void, !dbg !425
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_guided_tri.c", directory: ".", checksumkind: CSK_MD5, checksum: "d7c8a92964263e38a7ffb8171b5579f6")
!2 = !{!3}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"openmp", i32 50}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "kernel_pairs", scope: !1, file: !1, line: 9, type: !14, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16, !17, !17, !16, !19}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!20 = !{}
!21 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !1, line: 9, type: !16)
!22 = !DILocation(line: 9, column: 23, scope: !13)
!23 = !DILocalVariable(name: "px", arg: 2, scope: !13, file: !1, line: 9, type: !17)
!24 = !DILocation(line: 9, column: 37, scope: !13)
!25 = !DILocalVariable(name: "py", arg: 3, scope: !13, file: !1, line: 9, type: !17)
!26 = !DILocation(line: 9, column: 52, scope: !13)
!27 = !DILocalVariable(name: "r2", arg: 4, scope: !13, file: !1, line: 9, type: !16)
!28 = !DILocation(line: 9, column: 60, scope: !13)
!29 = !DILocalVariable(name: "close", arg: 5, scope: !13, file: !1, line: 9, type: !19)
!30 = !DILocation(line: 9, column: 69, scope: !13)
!31 = !DILocation(line: 11, column: 1, scope: !13)
!32 = !DILocation(line: 21, column: 1, scope: !13)
!33 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 12, type: !34, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !36, !36, !38, !39, !39, !38, !40}
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!37 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !17)
!38 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !16, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !19, size: 64)
!41 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !33, type: !36, flags: DIFlagArtificial)
!42 = !DILocation(line: 0, scope: !33)
!43 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !33, type: !36, flags: DIFlagArtificial)
!44 = !DILocalVariable(name: "n", arg: 3, scope: !33, file: !1, line: 9, type: !38)
!45 = !DILocation(line: 9, column: 23, scope: !33)
!46 = !DILocalVariable(name: "px", arg: 4, scope: !33, file: !1, line: 9, type: !39)
!47 = !DILocation(line: 9, column: 37, scope: !33)
!48 = !DILocalVariable(name: "py", arg: 5, scope: !33, file: !1, line: 9, type: !39)
!49 = !DILocation(line: 9, column: 52, scope: !33)
!50 = !DILocalVariable(name: "r2", arg: 6, scope: !33, file: !1, line: 9, type: !38)
!51 = !DILocation(line: 9, column: 60, scope: !33)
!52 = !DILocalVariable(name: "close", arg: 7, scope: !33, file: !1, line: 9, type: !40)
!53 = !DILocation(line: 9, column: 69, scope: !33)
!54 = !DILocation(line: 12, column: 3, scope: !33)
!55 = !DILocalVariable(name: ".omp.iv", scope: !33, type: !16, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: ".capture_expr.", scope: !33, type: !16, flags: DIFlagArtificial)
!57 = !DILocation(line: 12, column: 23, scope: !33)
!58 = !DILocalVariable(name: "i", scope: !33, type: !16, flags: DIFlagArtificial)
!59 = !DILocation(line: 12, column: 26, scope: !33)
!60 = !DILocalVariable(name: ".omp.lb", scope: !33, type: !16, flags: DIFlagArtificial)
!61 = !DILocation(line: 12, column: 8, scope: !33)
!62 = !DILocalVariable(name: ".omp.ub", scope: !33, type: !16, flags: DIFlagArtificial)
!63 = !DILocalVariable(name: ".omp.stride", scope: !33, type: !16, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: ".omp.is_last", scope: !33, type: !16, flags: DIFlagArtificial)
!65 = distinct !{}
!66 = !DILocalVariable(name: "c", scope: !67, file: !1, line: 13, type: !16)
!67 = distinct !DILexicalBlock(scope: !33, file: !1, line: 12, column: 31)
!68 = !DILocation(line: 13, column: 9, scope: !67)
!69 = !DILocalVariable(name: "j", scope: !70, file: !1, line: 14, type: !16)
!70 = distinct !DILexicalBlock(scope: !67, file: !1, line: 14, column: 5)
!71 = !DILocation(line: 14, column: 14, scope: !70)
!72 = !DILocation(line: 14, column: 10, scope: !70)
!73 = !DILocation(line: 14, column: 21, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !1, line: 14, column: 5)
!75 = !DILocation(line: 14, column: 25, scope: !74)
!76 = !DILocation(line: 14, column: 23, scope: !74)
!77 = !DILocation(line: 14, column: 5, scope: !70)
!78 = !DILocalVariable(name: "dx", scope: !79, file: !1, line: 15, type: !16)
!79 = distinct !DILexicalBlock(scope: !74, file: !1, line: 14, column: 33)
!80 = !DILocation(line: 15, column: 11, scope: !79)
!81 = !DILocation(line: 15, column: 16, scope: !79)
!82 = !DILocation(line: 15, column: 19, scope: !79)
!83 = !DILocation(line: 15, column: 24, scope: !79)
!84 = !DILocation(line: 15, column: 27, scope: !79)
!85 = !DILocation(line: 15, column: 22, scope: !79)
!86 = !DILocalVariable(name: "dy", scope: !79, file: !1, line: 15, type: !16)
!87 = !DILocation(line: 15, column: 31, scope: !79)
!88 = !DILocation(line: 15, column: 36, scope: !79)
!89 = !DILocation(line: 15, column: 39, scope: !79)
!90 = !DILocation(line: 15, column: 44, scope: !79)
!91 = !DILocation(line: 15, column: 47, scope: !79)
!92 = !DILocation(line: 15, column: 42, scope: !79)
!93 = !DILocation(line: 16, column: 11, scope: !94)
!94 = distinct !DILexicalBlock(scope: !79, file: !1, line: 16, column: 11)
!95 = !DILocation(line: 16, column: 16, scope: !94)
!96 = !DILocation(line: 16, column: 14, scope: !94)
!97 = !DILocation(line: 16, column: 21, scope: !94)
!98 = !DILocation(line: 16, column: 26, scope: !94)
!99 = !DILocation(line: 16, column: 24, scope: !94)
!100 = !DILocation(line: 16, column: 19, scope: !94)
!101 = !DILocation(line: 16, column: 32, scope: !94)
!102 = !DILocation(line: 16, column: 29, scope: !94)
!103 = !DILocation(line: 16, column: 11, scope: !79)
!104 = !DILocation(line: 17, column: 10, scope: !94)
!105 = !DILocation(line: 17, column: 9, scope: !94)
!106 = !DILocation(line: 18, column: 5, scope: !79)
!107 = !DILocation(line: 14, column: 29, scope: !74)
!108 = !DILocation(line: 14, column: 5, scope: !74)
!109 = distinct !{!109, !77, !110, !111}
!110 = !DILocation(line: 18, column: 5, scope: !70)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !DILocation(line: 19, column: 16, scope: !67)
!113 = !DILocation(line: 19, column: 5, scope: !67)
!114 = !DILocation(line: 19, column: 11, scope: !67)
!115 = !DILocation(line: 19, column: 14, scope: !67)
!116 = !DILocation(line: 20, column: 3, scope: !67)
!117 = !DILocation(line: 11, column: 1, scope: !33)
!118 = distinct !{!118, !117, !119, !120}
!119 = !DILocation(line: 11, column: 42, scope: !33)
!120 = !{!"llvm.loop.parallel_accesses", !65}
!121 = distinct !{!121, !117, !119}
!122 = !DILocation(line: 20, column: 3, scope: !33)
!123 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 11, type: !34, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!124 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !123, type: !36, flags: DIFlagArtificial)
!125 = !DILocation(line: 0, scope: !123)
!126 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !123, type: !36, flags: DIFlagArtificial)
!127 = !DILocalVariable(name: "n", arg: 3, scope: !123, type: !38, flags: DIFlagArtificial)
!128 = !DILocalVariable(name: "px", arg: 4, scope: !123, type: !39, flags: DIFlagArtificial)
!129 = !DILocalVariable(name: "py", arg: 5, scope: !123, type: !39, flags: DIFlagArtificial)
!130 = !DILocalVariable(name: "r2", arg: 6, scope: !123, type: !38, flags: DIFlagArtificial)
!131 = !DILocalVariable(name: "close", arg: 7, scope: !123, type: !40, flags: DIFlagArtificial)
!132 = !DILocation(line: 11, column: 1, scope: !123)
!133 = !{!134}
!134 = !{i64 2, i64 -1, i64 -1, i1 true}
!135 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 34, type: !136, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!136 = !DISubroutineType(types: !137)
!137 = !{!16, !16, !138}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!141 = !DILocalVariable(name: "argc", arg: 1, scope: !135, file: !1, line: 34, type: !16)
!142 = !DILocation(line: 34, column: 14, scope: !135)
!143 = !DILocalVariable(name: "argv", arg: 2, scope: !135, file: !1, line: 34, type: !138)
!144 = !DILocation(line: 34, column: 27, scope: !135)
!145 = !DILocalVariable(name: "n", scope: !135, file: !1, line: 36, type: !16)
!146 = !DILocation(line: 36, column: 7, scope: !135)
!147 = !DILocation(line: 36, column: 11, scope: !135)
!148 = !DILocation(line: 36, column: 16, scope: !135)
!149 = !DILocation(line: 36, column: 27, scope: !135)
!150 = !DILocation(line: 36, column: 22, scope: !135)
!151 = !DILocalVariable(name: "px", scope: !135, file: !1, line: 37, type: !19)
!152 = !DILocation(line: 37, column: 8, scope: !135)
!153 = !DILocation(line: 37, column: 20, scope: !135)
!154 = !DILocation(line: 37, column: 22, scope: !135)
!155 = !DILocation(line: 37, column: 13, scope: !135)
!156 = !DILocalVariable(name: "py", scope: !135, file: !1, line: 37, type: !19)
!157 = !DILocation(line: 37, column: 39, scope: !135)
!158 = !DILocation(line: 37, column: 51, scope: !135)
!159 = !DILocation(line: 37, column: 53, scope: !135)
!160 = !DILocation(line: 37, column: 44, scope: !135)
!161 = !DILocalVariable(name: "close", scope: !135, file: !1, line: 38, type: !19)
!162 = !DILocation(line: 38, column: 8, scope: !135)
!163 = !DILocation(line: 38, column: 23, scope: !135)
!164 = !DILocation(line: 38, column: 25, scope: !135)
!165 = !DILocation(line: 38, column: 16, scope: !135)
!166 = !DILocalVariable(name: "m", scope: !135, file: !1, line: 39, type: !16)
!167 = !DILocation(line: 39, column: 7, scope: !135)
!168 = !DILocation(line: 39, column: 11, scope: !135)
!169 = !DILocation(line: 39, column: 13, scope: !135)
!170 = !DILocalVariable(name: "L", scope: !135, file: !1, line: 40, type: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!172 = !DILocation(line: 40, column: 9, scope: !135)
!173 = !DILocation(line: 40, column: 35, scope: !135)
!174 = !DILocation(line: 40, column: 33, scope: !135)
!175 = !DILocation(line: 40, column: 39, scope: !135)
!176 = !DILocation(line: 40, column: 37, scope: !135)
!177 = !DILocation(line: 40, column: 13, scope: !135)
!178 = !DILocalVariable(name: "x", scope: !135, file: !1, line: 40, type: !171)
!179 = !DILocation(line: 40, column: 44, scope: !135)
!180 = !DILocation(line: 40, column: 70, scope: !135)
!181 = !DILocation(line: 40, column: 68, scope: !135)
!182 = !DILocation(line: 40, column: 48, scope: !135)
!183 = !DILocalVariable(name: "y", scope: !135, file: !1, line: 41, type: !171)
!184 = !DILocation(line: 41, column: 9, scope: !135)
!185 = !DILocation(line: 41, column: 35, scope: !135)
!186 = !DILocation(line: 41, column: 33, scope: !135)
!187 = !DILocation(line: 41, column: 13, scope: !135)
!188 = !DILocalVariable(name: "s", scope: !135, file: !1, line: 42, type: !189)
!189 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!190 = !DILocation(line: 42, column: 12, scope: !135)
!191 = !DILocalVariable(name: "i", scope: !192, file: !1, line: 43, type: !16)
!192 = distinct !DILexicalBlock(scope: !135, file: !1, line: 43, column: 3)
!193 = !DILocation(line: 43, column: 12, scope: !192)
!194 = !DILocation(line: 43, column: 8, scope: !192)
!195 = !DILocation(line: 43, column: 19, scope: !196)
!196 = distinct !DILexicalBlock(scope: !192, file: !1, line: 43, column: 3)
!197 = !DILocation(line: 43, column: 23, scope: !196)
!198 = !DILocation(line: 43, column: 21, scope: !196)
!199 = !DILocation(line: 43, column: 3, scope: !192)
!200 = !DILocation(line: 44, column: 9, scope: !201)
!201 = distinct !DILexicalBlock(scope: !196, file: !1, line: 43, column: 31)
!202 = !DILocation(line: 44, column: 11, scope: !201)
!203 = !DILocation(line: 44, column: 25, scope: !201)
!204 = !DILocation(line: 44, column: 7, scope: !201)
!205 = !DILocation(line: 45, column: 14, scope: !201)
!206 = !DILocation(line: 45, column: 16, scope: !201)
!207 = !DILocation(line: 45, column: 23, scope: !201)
!208 = !DILocation(line: 45, column: 5, scope: !201)
!209 = !DILocation(line: 45, column: 8, scope: !201)
!210 = !DILocation(line: 45, column: 11, scope: !201)
!211 = !DILocation(line: 46, column: 9, scope: !201)
!212 = !DILocation(line: 46, column: 11, scope: !201)
!213 = !DILocation(line: 46, column: 25, scope: !201)
!214 = !DILocation(line: 46, column: 7, scope: !201)
!215 = !DILocation(line: 47, column: 14, scope: !201)
!216 = !DILocation(line: 47, column: 16, scope: !201)
!217 = !DILocation(line: 47, column: 23, scope: !201)
!218 = !DILocation(line: 47, column: 5, scope: !201)
!219 = !DILocation(line: 47, column: 8, scope: !201)
!220 = !DILocation(line: 47, column: 11, scope: !201)
!221 = !DILocation(line: 48, column: 3, scope: !201)
!222 = !DILocation(line: 43, column: 27, scope: !196)
!223 = !DILocation(line: 43, column: 3, scope: !196)
!224 = distinct !{!224, !199, !225, !111}
!225 = !DILocation(line: 48, column: 3, scope: !192)
!226 = !DILocalVariable(name: "i", scope: !227, file: !1, line: 49, type: !16)
!227 = distinct !DILexicalBlock(scope: !135, file: !1, line: 49, column: 3)
!228 = !DILocation(line: 49, column: 12, scope: !227)
!229 = !DILocation(line: 49, column: 8, scope: !227)
!230 = !DILocation(line: 49, column: 19, scope: !231)
!231 = distinct !DILexicalBlock(scope: !227, file: !1, line: 49, column: 3)
!232 = !DILocation(line: 49, column: 23, scope: !231)
!233 = !DILocation(line: 49, column: 21, scope: !231)
!234 = !DILocation(line: 49, column: 3, scope: !227)
!235 = !DILocation(line: 50, column: 12, scope: !236)
!236 = distinct !DILexicalBlock(scope: !231, file: !1, line: 49, column: 31)
!237 = !DILocation(line: 50, column: 14, scope: !236)
!238 = !DILocation(line: 50, column: 18, scope: !236)
!239 = !DILocation(line: 50, column: 5, scope: !236)
!240 = !DILocation(line: 50, column: 7, scope: !236)
!241 = !DILocation(line: 50, column: 10, scope: !236)
!242 = !DILocalVariable(name: "j", scope: !243, file: !1, line: 51, type: !16)
!243 = distinct !DILexicalBlock(scope: !236, file: !1, line: 51, column: 5)
!244 = !DILocation(line: 51, column: 14, scope: !243)
!245 = !DILocation(line: 51, column: 10, scope: !243)
!246 = !DILocation(line: 51, column: 21, scope: !247)
!247 = distinct !DILexicalBlock(scope: !243, file: !1, line: 51, column: 5)
!248 = !DILocation(line: 51, column: 25, scope: !247)
!249 = !DILocation(line: 51, column: 23, scope: !247)
!250 = !DILocation(line: 51, column: 5, scope: !243)
!251 = !DILocation(line: 52, column: 29, scope: !247)
!252 = !DILocation(line: 52, column: 33, scope: !247)
!253 = !DILocation(line: 52, column: 31, scope: !247)
!254 = !DILocation(line: 52, column: 36, scope: !247)
!255 = !DILocation(line: 52, column: 28, scope: !247)
!256 = !DILocation(line: 52, column: 7, scope: !247)
!257 = !DILocation(line: 52, column: 15, scope: !247)
!258 = !DILocation(line: 52, column: 9, scope: !247)
!259 = !DILocation(line: 52, column: 19, scope: !247)
!260 = !DILocation(line: 52, column: 17, scope: !247)
!261 = !DILocation(line: 52, column: 23, scope: !247)
!262 = !DILocation(line: 52, column: 21, scope: !247)
!263 = !DILocation(line: 52, column: 26, scope: !247)
!264 = !DILocation(line: 51, column: 29, scope: !247)
!265 = !DILocation(line: 51, column: 5, scope: !247)
!266 = distinct !{!266, !250, !267, !111}
!267 = !DILocation(line: 52, column: 38, scope: !243)
!268 = !DILocation(line: 53, column: 3, scope: !236)
!269 = !DILocation(line: 49, column: 27, scope: !231)
!270 = !DILocation(line: 49, column: 3, scope: !231)
!271 = distinct !{!271, !234, !272, !111}
!272 = !DILocation(line: 53, column: 3, scope: !227)
!273 = !DILocation(line: 54, column: 16, scope: !135)
!274 = !DILocation(line: 54, column: 19, scope: !135)
!275 = !DILocation(line: 54, column: 23, scope: !135)
!276 = !DILocation(line: 54, column: 33, scope: !135)
!277 = !DILocation(line: 54, column: 3, scope: !135)
!278 = !DILocation(line: 55, column: 8, scope: !135)
!279 = !DILocation(line: 55, column: 11, scope: !135)
!280 = !DILocation(line: 55, column: 14, scope: !135)
!281 = !DILocation(line: 55, column: 17, scope: !135)
!282 = !DILocation(line: 55, column: 3, scope: !135)
!283 = !DILocalVariable(name: "c", scope: !135, file: !1, line: 56, type: !3)
!284 = !DILocation(line: 56, column: 8, scope: !135)
!285 = !DILocalVariable(name: "i", scope: !286, file: !1, line: 57, type: !16)
!286 = distinct !DILexicalBlock(scope: !135, file: !1, line: 57, column: 3)
!287 = !DILocation(line: 57, column: 12, scope: !286)
!288 = !DILocation(line: 57, column: 8, scope: !286)
!289 = !DILocation(line: 57, column: 19, scope: !290)
!290 = distinct !DILexicalBlock(scope: !286, file: !1, line: 57, column: 3)
!291 = !DILocation(line: 57, column: 23, scope: !290)
!292 = !DILocation(line: 57, column: 21, scope: !290)
!293 = !DILocation(line: 57, column: 3, scope: !286)
!294 = !DILocation(line: 58, column: 10, scope: !290)
!295 = !DILocation(line: 58, column: 16, scope: !290)
!296 = !DILocation(line: 58, column: 7, scope: !290)
!297 = !DILocation(line: 58, column: 5, scope: !290)
!298 = !DILocation(line: 57, column: 27, scope: !290)
!299 = !DILocation(line: 57, column: 3, scope: !290)
!300 = distinct !{!300, !293, !301, !111}
!301 = !DILocation(line: 58, column: 17, scope: !286)
!302 = !DILocalVariable(name: "i", scope: !303, file: !1, line: 59, type: !16)
!303 = distinct !DILexicalBlock(scope: !135, file: !1, line: 59, column: 3)
!304 = !DILocation(line: 59, column: 12, scope: !303)
!305 = !DILocation(line: 59, column: 8, scope: !303)
!306 = !DILocation(line: 59, column: 19, scope: !307)
!307 = distinct !DILexicalBlock(scope: !303, file: !1, line: 59, column: 3)
!308 = !DILocation(line: 59, column: 23, scope: !307)
!309 = !DILocation(line: 59, column: 21, scope: !307)
!310 = !DILocation(line: 59, column: 3, scope: !303)
!311 = !DILocation(line: 60, column: 10, scope: !307)
!312 = !DILocation(line: 60, column: 12, scope: !307)
!313 = !DILocation(line: 60, column: 15, scope: !307)
!314 = !DILocation(line: 60, column: 7, scope: !307)
!315 = !DILocation(line: 60, column: 5, scope: !307)
!316 = !DILocation(line: 59, column: 27, scope: !307)
!317 = !DILocation(line: 59, column: 3, scope: !307)
!318 = distinct !{!318, !310, !319, !111}
!319 = !DILocation(line: 60, column: 17, scope: !303)
!320 = !DILocation(line: 61, column: 28, scope: !135)
!321 = !DILocation(line: 61, column: 3, scope: !135)
!322 = !DILocation(line: 62, column: 8, scope: !135)
!323 = !DILocation(line: 62, column: 3, scope: !135)
!324 = !DILocation(line: 62, column: 18, scope: !135)
!325 = !DILocation(line: 62, column: 13, scope: !135)
!326 = !DILocation(line: 62, column: 28, scope: !135)
!327 = !DILocation(line: 62, column: 23, scope: !135)
!328 = !DILocation(line: 62, column: 41, scope: !135)
!329 = !DILocation(line: 62, column: 36, scope: !135)
!330 = !DILocation(line: 62, column: 50, scope: !135)
!331 = !DILocation(line: 62, column: 45, scope: !135)
!332 = !DILocation(line: 62, column: 59, scope: !135)
!333 = !DILocation(line: 62, column: 54, scope: !135)
!334 = !DILocation(line: 63, column: 3, scope: !135)
!335 = distinct !DISubprogram(name: "trmv", scope: !1, file: !1, line: 23, type: !336, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!336 = !DISubroutineType(types: !337)
!337 = !{null, !16, !338, !338, !171}
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 64)
!339 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!340 = !DILocalVariable(name: "n", arg: 1, scope: !335, file: !1, line: 23, type: !16)
!341 = !DILocation(line: 23, column: 22, scope: !335)
!342 = !DILocalVariable(name: "L", arg: 2, scope: !335, file: !1, line: 23, type: !338)
!343 = !DILocation(line: 23, column: 37, scope: !335)
!344 = !DILocalVariable(name: "x", arg: 3, scope: !335, file: !1, line: 23, type: !338)
!345 = !DILocation(line: 23, column: 52, scope: !335)
!346 = !DILocalVariable(name: "y", arg: 4, scope: !335, file: !1, line: 23, type: !171)
!347 = !DILocation(line: 23, column: 61, scope: !335)
!348 = !DILocation(line: 25, column: 1, scope: !335)
!349 = !DILocation(line: 32, column: 1, scope: !335)
!350 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 26, type: !351, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!351 = !DISubroutineType(types: !352)
!352 = !{null, !36, !36, !38, !353, !353, !354}
!353 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !338, size: 64)
!354 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !171, size: 64)
!355 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !350, type: !36, flags: DIFlagArtificial)
!356 = !DILocation(line: 0, scope: !350)
!357 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !350, type: !36, flags: DIFlagArtificial)
!358 = !DILocalVariable(name: "n", arg: 3, scope: !350, file: !1, line: 23, type: !38)
!359 = !DILocation(line: 23, column: 22, scope: !350)
!360 = !DILocalVariable(name: "L", arg: 4, scope: !350, file: !1, line: 23, type: !353)
!361 = !DILocation(line: 23, column: 37, scope: !350)
!362 = !DILocalVariable(name: "x", arg: 5, scope: !350, file: !1, line: 23, type: !353)
!363 = !DILocation(line: 23, column: 52, scope: !350)
!364 = !DILocalVariable(name: "y", arg: 6, scope: !350, file: !1, line: 23, type: !354)
!365 = !DILocation(line: 23, column: 61, scope: !350)
!366 = !DILocation(line: 26, column: 3, scope: !350)
!367 = !DILocalVariable(name: ".omp.iv", scope: !350, type: !16, flags: DIFlagArtificial)
!368 = !DILocalVariable(name: ".capture_expr.", scope: !350, type: !16, flags: DIFlagArtificial)
!369 = !DILocation(line: 26, column: 23, scope: !350)
!370 = !DILocalVariable(name: "i", scope: !350, type: !16, flags: DIFlagArtificial)
!371 = !DILocation(line: 26, column: 26, scope: !350)
!372 = !DILocalVariable(name: ".omp.lb", scope: !350, type: !16, flags: DIFlagArtificial)
!373 = !DILocation(line: 26, column: 8, scope: !350)
!374 = !DILocalVariable(name: ".omp.ub", scope: !350, type: !16, flags: DIFlagArtificial)
!375 = !DILocalVariable(name: ".omp.stride", scope: !350, type: !16, flags: DIFlagArtificial)
!376 = !DILocalVariable(name: ".omp.is_last", scope: !350, type: !16, flags: DIFlagArtificial)
!377 = distinct !{}
!378 = !DILocalVariable(name: "s", scope: !379, file: !1, line: 27, type: !3)
!379 = distinct !DILexicalBlock(scope: !350, file: !1, line: 26, column: 31)
!380 = !DILocation(line: 27, column: 10, scope: !379)
!381 = !DILocalVariable(name: "j", scope: !382, file: !1, line: 28, type: !16)
!382 = distinct !DILexicalBlock(scope: !379, file: !1, line: 28, column: 5)
!383 = !DILocation(line: 28, column: 14, scope: !382)
!384 = !DILocation(line: 28, column: 10, scope: !382)
!385 = !DILocation(line: 28, column: 21, scope: !386)
!386 = distinct !DILexicalBlock(scope: !382, file: !1, line: 28, column: 5)
!387 = !DILocation(line: 28, column: 26, scope: !386)
!388 = !DILocation(line: 28, column: 23, scope: !386)
!389 = !DILocation(line: 28, column: 5, scope: !382)
!390 = !DILocation(line: 29, column: 12, scope: !386)
!391 = !DILocation(line: 29, column: 20, scope: !386)
!392 = !DILocation(line: 29, column: 14, scope: !386)
!393 = !DILocation(line: 29, column: 24, scope: !386)
!394 = !DILocation(line: 29, column: 22, scope: !386)
!395 = !DILocation(line: 29, column: 28, scope: !386)
!396 = !DILocation(line: 29, column: 26, scope: !386)
!397 = !DILocation(line: 29, column: 33, scope: !386)
!398 = !DILocation(line: 29, column: 35, scope: !386)
!399 = !DILocation(line: 29, column: 31, scope: !386)
!400 = !DILocation(line: 29, column: 9, scope: !386)
!401 = !DILocation(line: 29, column: 7, scope: !386)
!402 = !DILocation(line: 28, column: 30, scope: !386)
!403 = !DILocation(line: 28, column: 5, scope: !386)
!404 = distinct !{!404, !389, !405, !111}
!405 = !DILocation(line: 29, column: 36, scope: !382)
!406 = !DILocation(line: 30, column: 12, scope: !379)
!407 = !DILocation(line: 30, column: 5, scope: !379)
!408 = !DILocation(line: 30, column: 7, scope: !379)
!409 = !DILocation(line: 30, column: 10, scope: !379)
!410 = !DILocation(line: 31, column: 3, scope: !379)
!411 = !DILocation(line: 25, column: 1, scope: !350)
!412 = distinct !{!412, !411, !413, !414}
!413 = !DILocation(line: 25, column: 45, scope: !350)
!414 = !{!"llvm.loop.parallel_accesses", !377}
!415 = distinct !{!415, !411, !413}
!416 = !DILocation(line: 31, column: 3, scope: !350)
!417 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 25, type: !351, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!418 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !417, type: !36, flags: DIFlagArtificial)
!419 = !DILocation(line: 0, scope: !417)
!420 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !417, type: !36, flags: DIFlagArtificial)
!421 = !DILocalVariable(name: "n", arg: 3, scope: !417, type: !38, flags: DIFlagArtificial)
!422 = !DILocalVariable(name: "L", arg: 4, scope: !417, type: !353, flags: DIFlagArtificial)
!423 = !DILocalVariable(name: "x", arg: 5, scope: !417, type: !353, flags: DIFlagArtificial)
!424 = !DILocalVariable(name: "y", arg: 6, scope: !417, type: !354, flags: DIFlagArtificial)
!425 = !DILocation(line: 25, column: 1, scope: !417)
