; ModuleID = 'omp_shared_heap.c'
source_filename = "omp_shared_heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@0 = private unnamed_addr constant [33 x i8] c";omp_shared_heap.c;matvec;11;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [34 x i8] c";omp_shared_heap.c;matvec;11;25;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [32 x i8] c";omp_shared_heap.c;scale;21;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [33 x i8] c";omp_shared_heap.c;scale;21;25;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @5, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !15 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !24
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !27, metadata !DIExpression()), !dbg !28
  %15 = load i32, i32* %4, align 4, !dbg !29
  %16 = icmp sgt i32 %15, 1, !dbg !30
  br i1 %16, label %17, label %22, !dbg !29

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !31
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !31
  %20 = load i8*, i8** %19, align 8, !dbg !31
  %21 = call i32 @atoi(i8* noundef %20) #7, !dbg !32
  br label %23, !dbg !29

22:                                               ; preds = %2
  br label %23, !dbg !29

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 400, %22 ], !dbg !29
  store i32 %24, i32* %6, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %7, metadata !33, metadata !DIExpression()), !dbg !34
  %25 = load i32, i32* %4, align 4, !dbg !35
  %26 = icmp sgt i32 %25, 2, !dbg !36
  br i1 %26, label %27, label %32, !dbg !35

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !37
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !37
  %30 = load i8*, i8** %29, align 8, !dbg !37
  %31 = call i32 @atoi(i8* noundef %30) #7, !dbg !38
  br label %33, !dbg !35

32:                                               ; preds = %23
  br label %33, !dbg !35

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 400, %32 ], !dbg !35
  store i32 %34, i32* %7, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata i32* %8, metadata !39, metadata !DIExpression()), !dbg !40
  %35 = load i32, i32* %4, align 4, !dbg !41
  %36 = icmp sgt i32 %35, 3, !dbg !42
  br i1 %36, label %37, label %42, !dbg !41

37:                                               ; preds = %33
  %38 = load i8**, i8*** %5, align 8, !dbg !43
  %39 = getelementptr inbounds i8*, i8** %38, i64 3, !dbg !43
  %40 = load i8*, i8** %39, align 8, !dbg !43
  %41 = call i32 @atoi(i8* noundef %40) #7, !dbg !44
  br label %43, !dbg !41

42:                                               ; preds = %33
  br label %43, !dbg !41

43:                                               ; preds = %42, %37
  %44 = phi i32 [ %41, %37 ], [ 3, %42 ], !dbg !41
  store i32 %44, i32* %8, align 4, !dbg !40
  call void @llvm.dbg.declare(metadata double** %9, metadata !45, metadata !DIExpression()), !dbg !48
  %45 = load i32, i32* %6, align 4, !dbg !49
  %46 = sext i32 %45 to i64, !dbg !49
  %47 = mul i64 8, %46, !dbg !50
  %48 = load i32, i32* %7, align 4, !dbg !51
  %49 = sext i32 %48 to i64, !dbg !51
  %50 = mul i64 %47, %49, !dbg !52
  %51 = call noalias i8* @malloc(i64 noundef %50) #6, !dbg !53
  %52 = bitcast i8* %51 to double*, !dbg !53
  store double* %52, double** %9, align 8, !dbg !48
  call void @llvm.dbg.declare(metadata double** %10, metadata !54, metadata !DIExpression()), !dbg !55
  %53 = load i32, i32* %7, align 4, !dbg !56
  %54 = sext i32 %53 to i64, !dbg !56
  %55 = mul i64 8, %54, !dbg !57
  %56 = call noalias i8* @malloc(i64 noundef %55) #6, !dbg !58
  %57 = bitcast i8* %56 to double*, !dbg !58
  store double* %57, double** %10, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata double** %11, metadata !59, metadata !DIExpression()), !dbg !60
  %58 = load i32, i32* %6, align 4, !dbg !61
  %59 = sext i32 %58 to i64, !dbg !61
  %60 = mul i64 8, %59, !dbg !62
  %61 = call noalias i8* @malloc(i64 noundef %60) #6, !dbg !63
  %62 = bitcast i8* %61 to double*, !dbg !63
  store double* %62, double** %11, align 8, !dbg !60
  %63 = load double*, double** %9, align 8, !dbg !64
  %64 = icmp ne double* %63, null, !dbg !64
  br i1 %64, label %65, label %71, !dbg !66

65:                                               ; preds = %43
  %66 = load double*, double** %10, align 8, !dbg !67
  %67 = icmp ne double* %66, null, !dbg !67
  br i1 %67, label %68, label %71, !dbg !68

68:                                               ; preds = %65
  %69 = load double*, double** %11, align 8, !dbg !69
  %70 = icmp ne double* %69, null, !dbg !69
  br i1 %70, label %72, label %71, !dbg !70

71:                                               ; preds = %68, %65, %43
  store i32 1, i32* %3, align 4, !dbg !71
  br label %135, !dbg !71

72:                                               ; preds = %68
  call void @llvm.dbg.declare(metadata i32* %12, metadata !72, metadata !DIExpression()), !dbg !74
  store i32 0, i32* %12, align 4, !dbg !74
  br label %73, !dbg !75

73:                                               ; preds = %87, %72
  %74 = load i32, i32* %12, align 4, !dbg !76
  %75 = load i32, i32* %6, align 4, !dbg !78
  %76 = load i32, i32* %7, align 4, !dbg !79
  %77 = mul nsw i32 %75, %76, !dbg !80
  %78 = icmp slt i32 %74, %77, !dbg !81
  br i1 %78, label %79, label %90, !dbg !82

79:                                               ; preds = %73
  %80 = load i32, i32* %12, align 4, !dbg !83
  %81 = srem i32 %80, 13, !dbg !84
  %82 = sitofp i32 %81 to double, !dbg !83
  %83 = load double*, double** %9, align 8, !dbg !85
  %84 = load i32, i32* %12, align 4, !dbg !86
  %85 = sext i32 %84 to i64, !dbg !85
  %86 = getelementptr inbounds double, double* %83, i64 %85, !dbg !85
  store double %82, double* %86, align 8, !dbg !87
  br label %87, !dbg !85

87:                                               ; preds = %79
  %88 = load i32, i32* %12, align 4, !dbg !88
  %89 = add nsw i32 %88, 1, !dbg !88
  store i32 %89, i32* %12, align 4, !dbg !88
  br label %73, !dbg !89, !llvm.loop !90

90:                                               ; preds = %73
  call void @llvm.dbg.declare(metadata i32* %13, metadata !93, metadata !DIExpression()), !dbg !95
  store i32 0, i32* %13, align 4, !dbg !95
  br label %91, !dbg !96

91:                                               ; preds = %102, %90
  %92 = load i32, i32* %13, align 4, !dbg !97
  %93 = load i32, i32* %7, align 4, !dbg !99
  %94 = icmp slt i32 %92, %93, !dbg !100
  br i1 %94, label %95, label %105, !dbg !101

95:                                               ; preds = %91
  %96 = load i32, i32* %13, align 4, !dbg !102
  %97 = sitofp i32 %96 to double, !dbg !102
  %98 = load double*, double** %10, align 8, !dbg !103
  %99 = load i32, i32* %13, align 4, !dbg !104
  %100 = sext i32 %99 to i64, !dbg !103
  %101 = getelementptr inbounds double, double* %98, i64 %100, !dbg !103
  store double %97, double* %101, align 8, !dbg !105
  br label %102, !dbg !103

102:                                              ; preds = %95
  %103 = load i32, i32* %13, align 4, !dbg !106
  %104 = add nsw i32 %103, 1, !dbg !106
  store i32 %104, i32* %13, align 4, !dbg !106
  br label %91, !dbg !107, !llvm.loop !108

105:                                              ; preds = %91
  call void @llvm.dbg.declare(metadata i32* %14, metadata !110, metadata !DIExpression()), !dbg !112
  store i32 0, i32* %14, align 4, !dbg !112
  br label %106, !dbg !113

106:                                              ; preds = %118, %105
  %107 = load i32, i32* %14, align 4, !dbg !114
  %108 = load i32, i32* %8, align 4, !dbg !116
  %109 = icmp slt i32 %107, %108, !dbg !117
  br i1 %109, label %110, label %121, !dbg !118

110:                                              ; preds = %106
  %111 = load i32, i32* %6, align 4, !dbg !119
  %112 = load i32, i32* %7, align 4, !dbg !121
  %113 = load double*, double** %9, align 8, !dbg !122
  %114 = load double*, double** %10, align 8, !dbg !123
  %115 = load double*, double** %11, align 8, !dbg !124
  call void @matvec(i32 noundef %111, i32 noundef %112, double* noundef %113, double* noundef %114, double* noundef %115), !dbg !125
  %116 = load i32, i32* %6, align 4, !dbg !126
  %117 = load double*, double** %11, align 8, !dbg !127
  call void @scale(i32 noundef %116, double* noundef %117, double noundef 5.000000e-01), !dbg !128
  br label %118, !dbg !129

118:                                              ; preds = %110
  %119 = load i32, i32* %14, align 4, !dbg !130
  %120 = add nsw i32 %119, 1, !dbg !130
  store i32 %120, i32* %14, align 4, !dbg !130
  br label %106, !dbg !131, !llvm.loop !132

121:                                              ; preds = %106
  %122 = load double*, double** %11, align 8, !dbg !134
  %123 = load i32, i32* %6, align 4, !dbg !135
  %124 = sub nsw i32 %123, 1, !dbg !136
  %125 = sext i32 %124 to i64, !dbg !134
  %126 = getelementptr inbounds double, double* %122, i64 %125, !dbg !134
  %127 = load double, double* %126, align 8, !dbg !134
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %127), !dbg !137
  %129 = load double*, double** %9, align 8, !dbg !138
  %130 = bitcast double* %129 to i8*, !dbg !138
  call void @free(i8* noundef %130) #6, !dbg !139
  %131 = load double*, double** %10, align 8, !dbg !140
  %132 = bitcast double* %131 to i8*, !dbg !140
  call void @free(i8* noundef %132) #6, !dbg !141
  %133 = load double*, double** %11, align 8, !dbg !142
  %134 = bitcast double* %133 to i8*, !dbg !142
  call void @free(i8* noundef %134) #6, !dbg !143
  store i32 0, i32* %3, align 4, !dbg !144
  br label %135, !dbg !144

135:                                              ; preds = %121, %71
  %136 = load i32, i32* %3, align 4, !dbg !145
  ret i32 %136, !dbg !145
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matvec(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !146 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !151, metadata !DIExpression()), !dbg !152
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !153, metadata !DIExpression()), !dbg !154
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !155, metadata !DIExpression()), !dbg !156
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !157, metadata !DIExpression()), !dbg !158
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !159, metadata !DIExpression()), !dbg !160
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %6, i32* %7, double** %8, double** %9, double** %10), !dbg !161
  ret void, !dbg !162
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale(i32 noundef %0, double* noundef %1, double noundef %2) #0 !dbg !163 {
  %4 = alloca i32, align 4
  %5 = alloca double*, align 8
  %6 = alloca double, align 8
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !166, metadata !DIExpression()), !dbg !167
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !168, metadata !DIExpression()), !dbg !169
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !170, metadata !DIExpression()), !dbg !171
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @9, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double*)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* %4, double** %5, double* %6), !dbg !172
  ret void, !dbg !173
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5, double** noundef nonnull align 8 dereferenceable(8) %6) #5 !dbg !174 {
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca double**, align 8
  %13 = alloca double**, align 8
  %14 = alloca double**, align 8
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
  %25 = alloca double, align 8
  %26 = alloca i32, align 4
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !184, metadata !DIExpression()), !dbg !185
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !186, metadata !DIExpression()), !dbg !185
  store i32* %2, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !187, metadata !DIExpression()), !dbg !188
  store i32* %3, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !189, metadata !DIExpression()), !dbg !190
  store double** %4, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !191, metadata !DIExpression()), !dbg !192
  store double** %5, double*** %13, align 8
  call void @llvm.dbg.declare(metadata double*** %13, metadata !193, metadata !DIExpression()), !dbg !194
  store double** %6, double*** %14, align 8
  call void @llvm.dbg.declare(metadata double*** %14, metadata !195, metadata !DIExpression()), !dbg !196
  %27 = load i32*, i32** %10, align 8, !dbg !197
  %28 = load i32*, i32** %11, align 8, !dbg !197
  %29 = load double**, double*** %12, align 8, !dbg !197
  %30 = load double**, double*** %13, align 8, !dbg !197
  %31 = load double**, double*** %14, align 8, !dbg !197
  call void @llvm.dbg.declare(metadata i32* %15, metadata !198, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.declare(metadata i32* %17, metadata !199, metadata !DIExpression()), !dbg !185
  %32 = load i32, i32* %27, align 4, !dbg !200
  store i32 %32, i32* %17, align 4, !dbg !200
  call void @llvm.dbg.declare(metadata i32* %18, metadata !199, metadata !DIExpression()), !dbg !185
  %33 = load i32, i32* %17, align 4, !dbg !200
  %34 = sub nsw i32 %33, 0, !dbg !197
  %35 = sdiv i32 %34, 1, !dbg !197
  %36 = sub nsw i32 %35, 1, !dbg !197
  store i32 %36, i32* %18, align 4, !dbg !197
  call void @llvm.dbg.declare(metadata i32* %19, metadata !201, metadata !DIExpression()), !dbg !185
  store i32 0, i32* %19, align 4, !dbg !202
  %37 = load i32, i32* %17, align 4, !dbg !200
  %38 = icmp slt i32 0, %37, !dbg !197
  br i1 %38, label %39, label %101, !dbg !197

39:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %20, metadata !203, metadata !DIExpression()), !dbg !185
  store i32 0, i32* %20, align 4, !dbg !204
  call void @llvm.dbg.declare(metadata i32* %21, metadata !205, metadata !DIExpression()), !dbg !185
  %40 = load i32, i32* %18, align 4, !dbg !197
  store i32 %40, i32* %21, align 4, !dbg !204
  call void @llvm.dbg.declare(metadata i32* %22, metadata !206, metadata !DIExpression()), !dbg !185
  store i32 1, i32* %22, align 4, !dbg !204
  call void @llvm.dbg.declare(metadata i32* %23, metadata !207, metadata !DIExpression()), !dbg !185
  store i32 0, i32* %23, align 4, !dbg !204
  call void @llvm.dbg.declare(metadata i32* %24, metadata !201, metadata !DIExpression()), !dbg !185
  %41 = load i32*, i32** %8, align 8, !dbg !197
  %42 = load i32, i32* %41, align 4, !dbg !197
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %42, i32 34, i32* %23, i32* %20, i32* %21, i32* %22, i32 1, i32 1), !dbg !208
  %43 = load i32, i32* %21, align 4, !dbg !204
  %44 = load i32, i32* %18, align 4, !dbg !197
  %45 = icmp sgt i32 %43, %44, !dbg !204
  br i1 %45, label %46, label %48, !dbg !204

46:                                               ; preds = %39
  %47 = load i32, i32* %18, align 4, !dbg !197
  br label %50, !dbg !204

48:                                               ; preds = %39
  %49 = load i32, i32* %21, align 4, !dbg !204
  br label %50, !dbg !204

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ], !dbg !204
  store i32 %51, i32* %21, align 4, !dbg !204
  %52 = load i32, i32* %20, align 4, !dbg !204
  store i32 %52, i32* %15, align 4, !dbg !204
  br label %53, !dbg !197

53:                                               ; preds = %94, %50
  %54 = load i32, i32* %15, align 4, !dbg !204
  %55 = load i32, i32* %21, align 4, !dbg !204
  %56 = icmp sle i32 %54, %55, !dbg !197
  br i1 %56, label %57, label %97, !dbg !197

57:                                               ; preds = %53
  %58 = load i32, i32* %15, align 4, !dbg !204
  %59 = mul nsw i32 %58, 1, !dbg !202
  %60 = add nsw i32 0, %59, !dbg !202
  store i32 %60, i32* %24, align 4, !dbg !202
  call void @llvm.dbg.declare(metadata double* %25, metadata !209, metadata !DIExpression()), !dbg !211
  store double 0.000000e+00, double* %25, align 8, !dbg !211
  call void @llvm.dbg.declare(metadata i32* %26, metadata !212, metadata !DIExpression()), !dbg !214
  store i32 0, i32* %26, align 4, !dbg !214
  br label %61, !dbg !215

61:                                               ; preds = %84, %57
  %62 = load i32, i32* %26, align 4, !dbg !216
  %63 = load i32, i32* %28, align 4, !dbg !218
  %64 = icmp slt i32 %62, %63, !dbg !219
  br i1 %64, label %65, label %87, !dbg !220

65:                                               ; preds = %61
  %66 = load double*, double** %29, align 8, !dbg !221
  %67 = load i32, i32* %24, align 4, !dbg !222
  %68 = sext i32 %67 to i64, !dbg !223
  %69 = load i32, i32* %28, align 4, !dbg !224
  %70 = sext i32 %69 to i64, !dbg !224
  %71 = mul i64 %68, %70, !dbg !225
  %72 = load i32, i32* %26, align 4, !dbg !226
  %73 = sext i32 %72 to i64, !dbg !226
  %74 = add i64 %71, %73, !dbg !227
  %75 = getelementptr inbounds double, double* %66, i64 %74, !dbg !221
  %76 = load double, double* %75, align 8, !dbg !221
  %77 = load double*, double** %30, align 8, !dbg !228
  %78 = load i32, i32* %26, align 4, !dbg !229
  %79 = sext i32 %78 to i64, !dbg !228
  %80 = getelementptr inbounds double, double* %77, i64 %79, !dbg !228
  %81 = load double, double* %80, align 8, !dbg !228
  %82 = load double, double* %25, align 8, !dbg !230
  %83 = call double @llvm.fmuladd.f64(double %76, double %81, double %82), !dbg !230
  store double %83, double* %25, align 8, !dbg !230
  br label %84, !dbg !231

84:                                               ; preds = %65
  %85 = load i32, i32* %26, align 4, !dbg !232
  %86 = add nsw i32 %85, 1, !dbg !232
  store i32 %86, i32* %26, align 4, !dbg !232
  br label %61, !dbg !233, !llvm.loop !234

87:                                               ; preds = %61
  %88 = load double, double* %25, align 8, !dbg !236
  %89 = load double*, double** %31, align 8, !dbg !237
  %90 = load i32, i32* %24, align 4, !dbg !238
  %91 = sext i32 %90 to i64, !dbg !237
  %92 = getelementptr inbounds double, double* %89, i64 %91, !dbg !237
  store double %88, double* %92, align 8, !dbg !239
  br label %93, !dbg !240

93:                                               ; preds = %87
  br label %94, !dbg !208

94:                                               ; preds = %93
  %95 = load i32, i32* %15, align 4, !dbg !204
  %96 = add nsw i32 %95, 1, !dbg !197
  store i32 %96, i32* %15, align 4, !dbg !197
  br label %53, !dbg !208, !llvm.loop !241

97:                                               ; preds = %53
  br label %98, !dbg !208

98:                                               ; preds = %97
  %99 = load i32*, i32** %8, align 8, !dbg !208
  %100 = load i32, i32* %99, align 4, !dbg !208
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %100), !dbg !242
  br label %101, !dbg !208

101:                                              ; preds = %98, %7
  ret void, !dbg !243
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #6

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5, double** noundef nonnull align 8 dereferenceable(8) %6) #5 !dbg !244 {
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca double**, align 8
  %13 = alloca double**, align 8
  %14 = alloca double**, align 8
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !245, metadata !DIExpression()), !dbg !246
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !247, metadata !DIExpression()), !dbg !246
  store i32* %2, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !248, metadata !DIExpression()), !dbg !246
  store i32* %3, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !249, metadata !DIExpression()), !dbg !246
  store double** %4, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !250, metadata !DIExpression()), !dbg !246
  store double** %5, double*** %13, align 8
  call void @llvm.dbg.declare(metadata double*** %13, metadata !251, metadata !DIExpression()), !dbg !246
  store double** %6, double*** %14, align 8
  call void @llvm.dbg.declare(metadata double*** %14, metadata !252, metadata !DIExpression()), !dbg !246
  %15 = load i32*, i32** %10, align 8, !dbg !253
  %16 = load i32*, i32** %11, align 8, !dbg !253
  %17 = load double**, double*** %12, align 8, !dbg !253
  %18 = load double**, double*** %13, align 8, !dbg !253
  %19 = load double**, double*** %14, align 8, !dbg !253
  %20 = load i32*, i32** %8, align 8, !dbg !253
  %21 = load i32*, i32** %9, align 8, !dbg !253
  %22 = load i32*, i32** %10, align 8, !dbg !253
  %23 = load i32*, i32** %11, align 8, !dbg !253
  %24 = load double**, double*** %12, align 8, !dbg !253
  %25 = load double**, double*** %13, align 8, !dbg !253
  %26 = load double**, double*** %14, align 8, !dbg !253
  call void @.omp_outlined._debug__(i32* %20, i32* %21, i32* %22, i32* %23, double** %24, double** %25, double** %26) #6, !dbg !253
  ret void, !dbg !253
}

; Function Attrs: nounwind
declare !callback !254 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #6

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.1(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double** noundef nonnull align 8 dereferenceable(8) %3, double* noundef nonnull align 8 dereferenceable(8) %4) #5 !dbg !256 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca double**, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !260, metadata !DIExpression()), !dbg !261
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !262, metadata !DIExpression()), !dbg !261
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !263, metadata !DIExpression()), !dbg !264
  store double** %3, double*** %9, align 8
  call void @llvm.dbg.declare(metadata double*** %9, metadata !265, metadata !DIExpression()), !dbg !266
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !267, metadata !DIExpression()), !dbg !268
  %21 = load i32*, i32** %8, align 8, !dbg !269
  %22 = load double**, double*** %9, align 8, !dbg !269
  %23 = load double*, double** %10, align 8, !dbg !269
  call void @llvm.dbg.declare(metadata i32* %11, metadata !270, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.declare(metadata i32* %13, metadata !271, metadata !DIExpression()), !dbg !261
  %24 = load i32, i32* %21, align 4, !dbg !272
  store i32 %24, i32* %13, align 4, !dbg !272
  call void @llvm.dbg.declare(metadata i32* %14, metadata !271, metadata !DIExpression()), !dbg !261
  %25 = load i32, i32* %13, align 4, !dbg !272
  %26 = sub nsw i32 %25, 0, !dbg !269
  %27 = sdiv i32 %26, 1, !dbg !269
  %28 = sub nsw i32 %27, 1, !dbg !269
  store i32 %28, i32* %14, align 4, !dbg !269
  call void @llvm.dbg.declare(metadata i32* %15, metadata !273, metadata !DIExpression()), !dbg !261
  store i32 0, i32* %15, align 4, !dbg !274
  %29 = load i32, i32* %13, align 4, !dbg !272
  %30 = icmp slt i32 0, %29, !dbg !269
  br i1 %30, label %31, label %68, !dbg !269

31:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata i32* %16, metadata !275, metadata !DIExpression()), !dbg !261
  store i32 0, i32* %16, align 4, !dbg !276
  call void @llvm.dbg.declare(metadata i32* %17, metadata !277, metadata !DIExpression()), !dbg !261
  %32 = load i32, i32* %14, align 4, !dbg !269
  store i32 %32, i32* %17, align 4, !dbg !276
  call void @llvm.dbg.declare(metadata i32* %18, metadata !278, metadata !DIExpression()), !dbg !261
  store i32 1, i32* %18, align 4, !dbg !276
  call void @llvm.dbg.declare(metadata i32* %19, metadata !279, metadata !DIExpression()), !dbg !261
  store i32 0, i32* %19, align 4, !dbg !276
  call void @llvm.dbg.declare(metadata i32* %20, metadata !273, metadata !DIExpression()), !dbg !261
  %33 = load i32*, i32** %6, align 8, !dbg !269
  %34 = load i32, i32* %33, align 4, !dbg !269
  call void @__kmpc_for_static_init_4(%struct.ident_t* @6, i32 %34, i32 34, i32* %19, i32* %16, i32* %17, i32* %18, i32 1, i32 1), !dbg !280
  %35 = load i32, i32* %17, align 4, !dbg !276
  %36 = load i32, i32* %14, align 4, !dbg !269
  %37 = icmp sgt i32 %35, %36, !dbg !276
  br i1 %37, label %38, label %40, !dbg !276

38:                                               ; preds = %31
  %39 = load i32, i32* %14, align 4, !dbg !269
  br label %42, !dbg !276

40:                                               ; preds = %31
  %41 = load i32, i32* %17, align 4, !dbg !276
  br label %42, !dbg !276

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ], !dbg !276
  store i32 %43, i32* %17, align 4, !dbg !276
  %44 = load i32, i32* %16, align 4, !dbg !276
  store i32 %44, i32* %11, align 4, !dbg !276
  br label %45, !dbg !269

45:                                               ; preds = %61, %42
  %46 = load i32, i32* %11, align 4, !dbg !276
  %47 = load i32, i32* %17, align 4, !dbg !276
  %48 = icmp sle i32 %46, %47, !dbg !269
  br i1 %48, label %49, label %64, !dbg !269

49:                                               ; preds = %45
  %50 = load i32, i32* %11, align 4, !dbg !276
  %51 = mul nsw i32 %50, 1, !dbg !274
  %52 = add nsw i32 0, %51, !dbg !274
  store i32 %52, i32* %20, align 4, !dbg !274
  %53 = load double, double* %23, align 8, !dbg !281
  %54 = load double*, double** %22, align 8, !dbg !282
  %55 = load i32, i32* %20, align 4, !dbg !283
  %56 = sext i32 %55 to i64, !dbg !282
  %57 = getelementptr inbounds double, double* %54, i64 %56, !dbg !282
  %58 = load double, double* %57, align 8, !dbg !284
  %59 = fmul double %58, %53, !dbg !284
  store double %59, double* %57, align 8, !dbg !284
  br label %60, !dbg !282

60:                                               ; preds = %49
  br label %61, !dbg !280

61:                                               ; preds = %60
  %62 = load i32, i32* %11, align 4, !dbg !276
  %63 = add nsw i32 %62, 1, !dbg !269
  store i32 %63, i32* %11, align 4, !dbg !269
  br label %45, !dbg !280, !llvm.loop !285

64:                                               ; preds = %45
  br label %65, !dbg !280

65:                                               ; preds = %64
  %66 = load i32*, i32** %6, align 8, !dbg !280
  %67 = load i32, i32* %66, align 4, !dbg !280
  call void @__kmpc_for_static_fini(%struct.ident_t* @8, i32 %67), !dbg !286
  br label %68, !dbg !280

68:                                               ; preds = %65, %5
  ret void, !dbg !281
}

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..2(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double** noundef nonnull align 8 dereferenceable(8) %3, double* noundef nonnull align 8 dereferenceable(8) %4) #5 !dbg !287 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca double**, align 8
  %10 = alloca double*, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !288, metadata !DIExpression()), !dbg !289
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !290, metadata !DIExpression()), !dbg !289
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !291, metadata !DIExpression()), !dbg !289
  store double** %3, double*** %9, align 8
  call void @llvm.dbg.declare(metadata double*** %9, metadata !292, metadata !DIExpression()), !dbg !289
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !293, metadata !DIExpression()), !dbg !289
  %11 = load i32*, i32** %8, align 8, !dbg !294
  %12 = load double**, double*** %9, align 8, !dbg !294
  %13 = load double*, double** %10, align 8, !dbg !294
  %14 = load i32*, i32** %6, align 8, !dbg !294
  %15 = load i32*, i32** %7, align 8, !dbg !294
  %16 = load i32*, i32** %8, align 8, !dbg !294
  %17 = load double**, double*** %9, align 8, !dbg !294
  %18 = load double*, double** %10, align 8, !dbg !294
  call void @.omp_outlined._debug__.1(i32* %14, i32* %15, i32* %16, double** %17, double* %18) #6, !dbg !294
  ret void, !dbg !294
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_shared_heap.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "d0fe110bce36bec3fcaaf71f0b37af97")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"openmp", i32 50}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !16, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !19}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 26, type: !18)
!24 = !DILocation(line: 26, column: 14, scope: !15)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 26, type: !19)
!26 = !DILocation(line: 26, column: 27, scope: !15)
!27 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 27, type: !18)
!28 = !DILocation(line: 27, column: 7, scope: !15)
!29 = !DILocation(line: 27, column: 11, scope: !15)
!30 = !DILocation(line: 27, column: 16, scope: !15)
!31 = !DILocation(line: 27, column: 27, scope: !15)
!32 = !DILocation(line: 27, column: 22, scope: !15)
!33 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 28, type: !18)
!34 = !DILocation(line: 28, column: 7, scope: !15)
!35 = !DILocation(line: 28, column: 11, scope: !15)
!36 = !DILocation(line: 28, column: 16, scope: !15)
!37 = !DILocation(line: 28, column: 27, scope: !15)
!38 = !DILocation(line: 28, column: 22, scope: !15)
!39 = !DILocalVariable(name: "reps", scope: !15, file: !1, line: 29, type: !18)
!40 = !DILocation(line: 29, column: 7, scope: !15)
!41 = !DILocation(line: 29, column: 14, scope: !15)
!42 = !DILocation(line: 29, column: 19, scope: !15)
!43 = !DILocation(line: 29, column: 30, scope: !15)
!44 = !DILocation(line: 29, column: 25, scope: !15)
!45 = !DILocalVariable(name: "A", scope: !15, file: !1, line: 30, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!48 = !DILocation(line: 30, column: 11, scope: !15)
!49 = !DILocation(line: 30, column: 39, scope: !15)
!50 = !DILocation(line: 30, column: 37, scope: !15)
!51 = !DILocation(line: 30, column: 43, scope: !15)
!52 = !DILocation(line: 30, column: 41, scope: !15)
!53 = !DILocation(line: 30, column: 15, scope: !15)
!54 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 30, type: !46)
!55 = !DILocation(line: 30, column: 48, scope: !15)
!56 = !DILocation(line: 30, column: 76, scope: !15)
!57 = !DILocation(line: 30, column: 74, scope: !15)
!58 = !DILocation(line: 30, column: 52, scope: !15)
!59 = !DILocalVariable(name: "y", scope: !15, file: !1, line: 30, type: !46)
!60 = !DILocation(line: 30, column: 81, scope: !15)
!61 = !DILocation(line: 30, column: 109, scope: !15)
!62 = !DILocation(line: 30, column: 107, scope: !15)
!63 = !DILocation(line: 30, column: 85, scope: !15)
!64 = !DILocation(line: 31, column: 8, scope: !65)
!65 = distinct !DILexicalBlock(scope: !15, file: !1, line: 31, column: 7)
!66 = !DILocation(line: 31, column: 10, scope: !65)
!67 = !DILocation(line: 31, column: 14, scope: !65)
!68 = !DILocation(line: 31, column: 16, scope: !65)
!69 = !DILocation(line: 31, column: 20, scope: !65)
!70 = !DILocation(line: 31, column: 7, scope: !15)
!71 = !DILocation(line: 32, column: 5, scope: !65)
!72 = !DILocalVariable(name: "i", scope: !73, file: !1, line: 33, type: !18)
!73 = distinct !DILexicalBlock(scope: !15, file: !1, line: 33, column: 3)
!74 = !DILocation(line: 33, column: 12, scope: !73)
!75 = !DILocation(line: 33, column: 8, scope: !73)
!76 = !DILocation(line: 33, column: 19, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !1, line: 33, column: 3)
!78 = !DILocation(line: 33, column: 23, scope: !77)
!79 = !DILocation(line: 33, column: 27, scope: !77)
!80 = !DILocation(line: 33, column: 25, scope: !77)
!81 = !DILocation(line: 33, column: 21, scope: !77)
!82 = !DILocation(line: 33, column: 3, scope: !73)
!83 = !DILocation(line: 34, column: 12, scope: !77)
!84 = !DILocation(line: 34, column: 14, scope: !77)
!85 = !DILocation(line: 34, column: 5, scope: !77)
!86 = !DILocation(line: 34, column: 7, scope: !77)
!87 = !DILocation(line: 34, column: 10, scope: !77)
!88 = !DILocation(line: 33, column: 31, scope: !77)
!89 = !DILocation(line: 33, column: 3, scope: !77)
!90 = distinct !{!90, !82, !91, !92}
!91 = !DILocation(line: 34, column: 16, scope: !73)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocalVariable(name: "j", scope: !94, file: !1, line: 35, type: !18)
!94 = distinct !DILexicalBlock(scope: !15, file: !1, line: 35, column: 3)
!95 = !DILocation(line: 35, column: 12, scope: !94)
!96 = !DILocation(line: 35, column: 8, scope: !94)
!97 = !DILocation(line: 35, column: 19, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !1, line: 35, column: 3)
!99 = !DILocation(line: 35, column: 23, scope: !98)
!100 = !DILocation(line: 35, column: 21, scope: !98)
!101 = !DILocation(line: 35, column: 3, scope: !94)
!102 = !DILocation(line: 36, column: 12, scope: !98)
!103 = !DILocation(line: 36, column: 5, scope: !98)
!104 = !DILocation(line: 36, column: 7, scope: !98)
!105 = !DILocation(line: 36, column: 10, scope: !98)
!106 = !DILocation(line: 35, column: 27, scope: !98)
!107 = !DILocation(line: 35, column: 3, scope: !98)
!108 = distinct !{!108, !101, !109, !92}
!109 = !DILocation(line: 36, column: 12, scope: !94)
!110 = !DILocalVariable(name: "r", scope: !111, file: !1, line: 37, type: !18)
!111 = distinct !DILexicalBlock(scope: !15, file: !1, line: 37, column: 3)
!112 = !DILocation(line: 37, column: 12, scope: !111)
!113 = !DILocation(line: 37, column: 8, scope: !111)
!114 = !DILocation(line: 37, column: 19, scope: !115)
!115 = distinct !DILexicalBlock(scope: !111, file: !1, line: 37, column: 3)
!116 = !DILocation(line: 37, column: 23, scope: !115)
!117 = !DILocation(line: 37, column: 21, scope: !115)
!118 = !DILocation(line: 37, column: 3, scope: !111)
!119 = !DILocation(line: 38, column: 12, scope: !120)
!120 = distinct !DILexicalBlock(scope: !115, file: !1, line: 37, column: 34)
!121 = !DILocation(line: 38, column: 15, scope: !120)
!122 = !DILocation(line: 38, column: 18, scope: !120)
!123 = !DILocation(line: 38, column: 21, scope: !120)
!124 = !DILocation(line: 38, column: 24, scope: !120)
!125 = !DILocation(line: 38, column: 5, scope: !120)
!126 = !DILocation(line: 39, column: 11, scope: !120)
!127 = !DILocation(line: 39, column: 14, scope: !120)
!128 = !DILocation(line: 39, column: 5, scope: !120)
!129 = !DILocation(line: 40, column: 3, scope: !120)
!130 = !DILocation(line: 37, column: 30, scope: !115)
!131 = !DILocation(line: 37, column: 3, scope: !115)
!132 = distinct !{!132, !118, !133, !92}
!133 = !DILocation(line: 40, column: 3, scope: !111)
!134 = !DILocation(line: 41, column: 18, scope: !15)
!135 = !DILocation(line: 41, column: 20, scope: !15)
!136 = !DILocation(line: 41, column: 22, scope: !15)
!137 = !DILocation(line: 41, column: 3, scope: !15)
!138 = !DILocation(line: 42, column: 8, scope: !15)
!139 = !DILocation(line: 42, column: 3, scope: !15)
!140 = !DILocation(line: 43, column: 8, scope: !15)
!141 = !DILocation(line: 43, column: 3, scope: !15)
!142 = !DILocation(line: 44, column: 8, scope: !15)
!143 = !DILocation(line: 44, column: 3, scope: !15)
!144 = !DILocation(line: 45, column: 3, scope: !15)
!145 = !DILocation(line: 46, column: 1, scope: !15)
!146 = distinct !DISubprogram(name: "matvec", scope: !1, file: !1, line: 10, type: !147, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!147 = !DISubroutineType(types: !148)
!148 = !{null, !18, !18, !149, !149, !46}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!151 = !DILocalVariable(name: "n", arg: 1, scope: !146, file: !1, line: 10, type: !18)
!152 = !DILocation(line: 10, column: 24, scope: !146)
!153 = !DILocalVariable(name: "m", arg: 2, scope: !146, file: !1, line: 10, type: !18)
!154 = !DILocation(line: 10, column: 31, scope: !146)
!155 = !DILocalVariable(name: "A", arg: 3, scope: !146, file: !1, line: 10, type: !149)
!156 = !DILocation(line: 10, column: 48, scope: !146)
!157 = !DILocalVariable(name: "x", arg: 4, scope: !146, file: !1, line: 10, type: !149)
!158 = !DILocation(line: 10, column: 65, scope: !146)
!159 = !DILocalVariable(name: "y", arg: 5, scope: !146, file: !1, line: 10, type: !46)
!160 = !DILocation(line: 10, column: 76, scope: !146)
!161 = !DILocation(line: 11, column: 1, scope: !146)
!162 = !DILocation(line: 18, column: 1, scope: !146)
!163 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 20, type: !164, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!164 = !DISubroutineType(types: !165)
!165 = !{null, !18, !46, !47}
!166 = !DILocalVariable(name: "n", arg: 1, scope: !163, file: !1, line: 20, type: !18)
!167 = !DILocation(line: 20, column: 23, scope: !163)
!168 = !DILocalVariable(name: "y", arg: 2, scope: !163, file: !1, line: 20, type: !46)
!169 = !DILocation(line: 20, column: 34, scope: !163)
!170 = !DILocalVariable(name: "f", arg: 3, scope: !163, file: !1, line: 20, type: !47)
!171 = !DILocation(line: 20, column: 44, scope: !163)
!172 = !DILocation(line: 21, column: 1, scope: !163)
!173 = !DILocation(line: 24, column: 1, scope: !163)
!174 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 12, type: !175, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !177, !177, !181, !181, !182, !182, !183}
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !178)
!178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !179)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!181 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !149, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !46, size: 64)
!184 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !174, type: !177, flags: DIFlagArtificial)
!185 = !DILocation(line: 0, scope: !174)
!186 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !174, type: !177, flags: DIFlagArtificial)
!187 = !DILocalVariable(name: "n", arg: 3, scope: !174, file: !1, line: 10, type: !181)
!188 = !DILocation(line: 10, column: 24, scope: !174)
!189 = !DILocalVariable(name: "m", arg: 4, scope: !174, file: !1, line: 10, type: !181)
!190 = !DILocation(line: 10, column: 31, scope: !174)
!191 = !DILocalVariable(name: "A", arg: 5, scope: !174, file: !1, line: 10, type: !182)
!192 = !DILocation(line: 10, column: 48, scope: !174)
!193 = !DILocalVariable(name: "x", arg: 6, scope: !174, file: !1, line: 10, type: !182)
!194 = !DILocation(line: 10, column: 65, scope: !174)
!195 = !DILocalVariable(name: "y", arg: 7, scope: !174, file: !1, line: 10, type: !183)
!196 = !DILocation(line: 10, column: 76, scope: !174)
!197 = !DILocation(line: 12, column: 3, scope: !174)
!198 = !DILocalVariable(name: ".omp.iv", scope: !174, type: !18, flags: DIFlagArtificial)
!199 = !DILocalVariable(name: ".capture_expr.", scope: !174, type: !18, flags: DIFlagArtificial)
!200 = !DILocation(line: 12, column: 23, scope: !174)
!201 = !DILocalVariable(name: "i", scope: !174, type: !18, flags: DIFlagArtificial)
!202 = !DILocation(line: 12, column: 26, scope: !174)
!203 = !DILocalVariable(name: ".omp.lb", scope: !174, type: !18, flags: DIFlagArtificial)
!204 = !DILocation(line: 12, column: 8, scope: !174)
!205 = !DILocalVariable(name: ".omp.ub", scope: !174, type: !18, flags: DIFlagArtificial)
!206 = !DILocalVariable(name: ".omp.stride", scope: !174, type: !18, flags: DIFlagArtificial)
!207 = !DILocalVariable(name: ".omp.is_last", scope: !174, type: !18, flags: DIFlagArtificial)
!208 = !DILocation(line: 11, column: 1, scope: !174)
!209 = !DILocalVariable(name: "s", scope: !210, file: !1, line: 13, type: !47)
!210 = distinct !DILexicalBlock(scope: !174, file: !1, line: 12, column: 31)
!211 = !DILocation(line: 13, column: 12, scope: !210)
!212 = !DILocalVariable(name: "j", scope: !213, file: !1, line: 14, type: !18)
!213 = distinct !DILexicalBlock(scope: !210, file: !1, line: 14, column: 5)
!214 = !DILocation(line: 14, column: 14, scope: !213)
!215 = !DILocation(line: 14, column: 10, scope: !213)
!216 = !DILocation(line: 14, column: 21, scope: !217)
!217 = distinct !DILexicalBlock(scope: !213, file: !1, line: 14, column: 5)
!218 = !DILocation(line: 14, column: 25, scope: !217)
!219 = !DILocation(line: 14, column: 23, scope: !217)
!220 = !DILocation(line: 14, column: 5, scope: !213)
!221 = !DILocation(line: 15, column: 12, scope: !217)
!222 = !DILocation(line: 15, column: 22, scope: !217)
!223 = !DILocation(line: 15, column: 14, scope: !217)
!224 = !DILocation(line: 15, column: 26, scope: !217)
!225 = !DILocation(line: 15, column: 24, scope: !217)
!226 = !DILocation(line: 15, column: 30, scope: !217)
!227 = !DILocation(line: 15, column: 28, scope: !217)
!228 = !DILocation(line: 15, column: 35, scope: !217)
!229 = !DILocation(line: 15, column: 37, scope: !217)
!230 = !DILocation(line: 15, column: 9, scope: !217)
!231 = !DILocation(line: 15, column: 7, scope: !217)
!232 = !DILocation(line: 14, column: 29, scope: !217)
!233 = !DILocation(line: 14, column: 5, scope: !217)
!234 = distinct !{!234, !220, !235, !92}
!235 = !DILocation(line: 15, column: 38, scope: !213)
!236 = !DILocation(line: 16, column: 12, scope: !210)
!237 = !DILocation(line: 16, column: 5, scope: !210)
!238 = !DILocation(line: 16, column: 7, scope: !210)
!239 = !DILocation(line: 16, column: 10, scope: !210)
!240 = !DILocation(line: 17, column: 3, scope: !210)
!241 = distinct !{!241, !208, !242}
!242 = !DILocation(line: 11, column: 25, scope: !174)
!243 = !DILocation(line: 17, column: 3, scope: !174)
!244 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 11, type: !175, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!245 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !244, type: !177, flags: DIFlagArtificial)
!246 = !DILocation(line: 0, scope: !244)
!247 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !244, type: !177, flags: DIFlagArtificial)
!248 = !DILocalVariable(name: "n", arg: 3, scope: !244, type: !181, flags: DIFlagArtificial)
!249 = !DILocalVariable(name: "m", arg: 4, scope: !244, type: !181, flags: DIFlagArtificial)
!250 = !DILocalVariable(name: "A", arg: 5, scope: !244, type: !182, flags: DIFlagArtificial)
!251 = !DILocalVariable(name: "x", arg: 6, scope: !244, type: !182, flags: DIFlagArtificial)
!252 = !DILocalVariable(name: "y", arg: 7, scope: !244, type: !183, flags: DIFlagArtificial)
!253 = !DILocation(line: 11, column: 1, scope: !244)
!254 = !{!255}
!255 = !{i64 2, i64 -1, i64 -1, i1 true}
!256 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 22, type: !257, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !177, !177, !181, !183, !259}
!259 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !47, size: 64)
!260 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !256, type: !177, flags: DIFlagArtificial)
!261 = !DILocation(line: 0, scope: !256)
!262 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !256, type: !177, flags: DIFlagArtificial)
!263 = !DILocalVariable(name: "n", arg: 3, scope: !256, file: !1, line: 20, type: !181)
!264 = !DILocation(line: 20, column: 23, scope: !256)
!265 = !DILocalVariable(name: "y", arg: 4, scope: !256, file: !1, line: 20, type: !183)
!266 = !DILocation(line: 20, column: 34, scope: !256)
!267 = !DILocalVariable(name: "f", arg: 5, scope: !256, file: !1, line: 20, type: !259)
!268 = !DILocation(line: 20, column: 44, scope: !256)
!269 = !DILocation(line: 22, column: 3, scope: !256)
!270 = !DILocalVariable(name: ".omp.iv", scope: !256, type: !18, flags: DIFlagArtificial)
!271 = !DILocalVariable(name: ".capture_expr.", scope: !256, type: !18, flags: DIFlagArtificial)
!272 = !DILocation(line: 22, column: 23, scope: !256)
!273 = !DILocalVariable(name: "i", scope: !256, type: !18, flags: DIFlagArtificial)
!274 = !DILocation(line: 22, column: 26, scope: !256)
!275 = !DILocalVariable(name: ".omp.lb", scope: !256, type: !18, flags: DIFlagArtificial)
!276 = !DILocation(line: 22, column: 8, scope: !256)
!277 = !DILocalVariable(name: ".omp.ub", scope: !256, type: !18, flags: DIFlagArtificial)
!278 = !DILocalVariable(name: ".omp.stride", scope: !256, type: !18, flags: DIFlagArtificial)
!279 = !DILocalVariable(name: ".omp.is_last", scope: !256, type: !18, flags: DIFlagArtificial)
!280 = !DILocation(line: 21, column: 1, scope: !256)
!281 = !DILocation(line: 23, column: 13, scope: !256)
!282 = !DILocation(line: 23, column: 5, scope: !256)
!283 = !DILocation(line: 23, column: 7, scope: !256)
!284 = !DILocation(line: 23, column: 10, scope: !256)
!285 = distinct !{!285, !280, !286}
!286 = !DILocation(line: 21, column: 25, scope: !256)
!287 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 21, type: !257, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!288 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !287, type: !177, flags: DIFlagArtificial)
!289 = !DILocation(line: 0, scope: !287)
!290 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !287, type: !177, flags: DIFlagArtificial)
!291 = !DILocalVariable(name: "n", arg: 3, scope: !287, type: !181, flags: DIFlagArtificial)
!292 = !DILocalVariable(name: "y", arg: 4, scope: !287, type: !183, flags: DIFlagArtificial)
!293 = !DILocalVariable(name: "f", arg: 5, scope: !287, type: !259, flags: DIFlagArtificial)
!294 = !DILocation(line: 21, column: 1, scope: !287)
