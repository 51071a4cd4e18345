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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_lu(i32 noundef %0, double* noundef %1) #0 !dbg !13 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !19, metadata !DIExpression()), !dbg !20
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %5, metadata !23, metadata !DIExpression()), !dbg !25
  store i32 0, i32* %5, align 4, !dbg !25
  br label %6, !dbg !26

6:                                                ; preds = %11, %2
  %7 = load i32, i32* %5, align 4, !dbg !27
  %8 = load i32, i32* %3, align 4, !dbg !29
  %9 = icmp slt i32 %7, %8, !dbg !30
  br i1 %9, label %10, label %14, !dbg !31

10:                                               ; preds = %6
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %3, i32* %5, double** %4), !dbg !32
  br label %11, !dbg !34

11:                                               ; preds = %10
  %12 = load i32, i32* %5, align 4, !dbg !35
  %13 = add nsw i32 %12, 1, !dbg !35
  store i32 %13, i32* %5, align 4, !dbg !35
  br label %6, !dbg !36, !llvm.loop !37

14:                                               ; preds = %6
  ret void, !dbg !40
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4) #2 !dbg !41 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double**, align 8
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
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !50, metadata !DIExpression()), !dbg !51
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !52, metadata !DIExpression()), !dbg !51
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !53, metadata !DIExpression()), !dbg !54
  store i32* %3, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !55, metadata !DIExpression()), !dbg !56
  store double** %4, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !57, metadata !DIExpression()), !dbg !58
  %24 = load i32*, i32** %8, align 8, !dbg !59
  %25 = load i32*, i32** %9, align 8, !dbg !59
  %26 = load double**, double*** %10, align 8, !dbg !59
  call void @llvm.dbg.declare(metadata i32* %11, metadata !60, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata i32* %13, metadata !62, metadata !DIExpression()), !dbg !51
  %27 = load i32, i32* %25, align 4, !dbg !63
  %28 = add nsw i32 %27, 1, !dbg !64
  store i32 %28, i32* %13, align 4, !dbg !63
  call void @llvm.dbg.declare(metadata i32* %14, metadata !62, metadata !DIExpression()), !dbg !51
  %29 = load i32, i32* %24, align 4, !dbg !65
  store i32 %29, i32* %14, align 4, !dbg !65
  call void @llvm.dbg.declare(metadata i32* %15, metadata !66, metadata !DIExpression()), !dbg !51
  %30 = load i32, i32* %14, align 4, !dbg !65
  %31 = load i32, i32* %13, align 4, !dbg !64
  %32 = sub i32 %30, %31, !dbg !59
  %33 = sub i32 %32, 1, !dbg !59
  %34 = add i32 %33, 1, !dbg !59
  %35 = udiv i32 %34, 1, !dbg !59
  %36 = sub i32 %35, 1, !dbg !59
  store i32 %36, i32* %15, align 4, !dbg !59
  call void @llvm.dbg.declare(metadata i32* %16, metadata !67, metadata !DIExpression()), !dbg !51
  %37 = load i32, i32* %13, align 4, !dbg !64
  store i32 %37, i32* %16, align 4, !dbg !68
  %38 = load i32, i32* %13, align 4, !dbg !64
  %39 = load i32, i32* %14, align 4, !dbg !65
  %40 = icmp slt i32 %38, %39, !dbg !59
  br i1 %40, label %41, label %133, !dbg !59

41:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata i32* %17, metadata !69, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %17, align 4, !dbg !70
  call void @llvm.dbg.declare(metadata i32* %18, metadata !71, metadata !DIExpression()), !dbg !51
  %42 = load i32, i32* %15, align 4, !dbg !59
  store i32 %42, i32* %18, align 4, !dbg !70
  call void @llvm.dbg.declare(metadata i32* %19, metadata !72, metadata !DIExpression()), !dbg !51
  store i32 1, i32* %19, align 4, !dbg !70
  call void @llvm.dbg.declare(metadata i32* %20, metadata !73, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %20, align 4, !dbg !70
  call void @llvm.dbg.declare(metadata i32* %21, metadata !67, metadata !DIExpression()), !dbg !51
  %43 = load i32*, i32** %6, align 8, !dbg !59
  %44 = load i32, i32* %43, align 4, !dbg !59
  call void @__kmpc_for_static_init_4u(%struct.ident_t* @1, i32 %44, i32 34, i32* %20, i32* %17, i32* %18, i32* %19, i32 1, i32 1), !dbg !74
  %45 = load i32, i32* %18, align 4, !dbg !70
  %46 = load i32, i32* %15, align 4, !dbg !59
  %47 = icmp ugt i32 %45, %46, !dbg !70
  br i1 %47, label %48, label %50, !dbg !70

48:                                               ; preds = %41
  %49 = load i32, i32* %15, align 4, !dbg !59
  br label %52, !dbg !70

50:                                               ; preds = %41
  %51 = load i32, i32* %18, align 4, !dbg !70
  br label %52, !dbg !70

52:                                               ; preds = %50, %48
  %53 = phi i32 [ %49, %48 ], [ %51, %50 ], !dbg !70
  store i32 %53, i32* %18, align 4, !dbg !70
  %54 = load i32, i32* %17, align 4, !dbg !70
  store i32 %54, i32* %11, align 4, !dbg !70
  br label %55, !dbg !59

55:                                               ; preds = %126, %52
  %56 = load i32, i32* %11, align 4, !dbg !70
  %57 = load i32, i32* %18, align 4, !dbg !70
  %58 = add i32 %57, 1, !dbg !59
  %59 = icmp ult i32 %56, %58, !dbg !59
  br i1 %59, label %60, label %129, !dbg !59

60:                                               ; preds = %55
  %61 = load i32, i32* %13, align 4, !dbg !64
  %62 = load i32, i32* %11, align 4, !dbg !70
  %63 = mul i32 %62, 1, !dbg !68
  %64 = add i32 %61, %63, !dbg !68
  store i32 %64, i32* %21, align 4, !dbg !68
  call void @llvm.dbg.declare(metadata double* %22, metadata !75, metadata !DIExpression()), !dbg !77
  %65 = load double*, double** %26, align 8, !dbg !78
  %66 = load i32, i32* %21, align 4, !dbg !79
  %67 = load i32, i32* %24, align 4, !dbg !80
  %68 = mul nsw i32 %66, %67, !dbg !81
  %69 = load i32, i32* %25, align 4, !dbg !82
  %70 = add nsw i32 %68, %69, !dbg !83
  %71 = sext i32 %70 to i64, !dbg !78
  %72 = getelementptr inbounds double, double* %65, i64 %71, !dbg !78
  %73 = load double, double* %72, align 8, !dbg !78
  %74 = load double*, double** %26, align 8, !dbg !84
  %75 = load i32, i32* %25, align 4, !dbg !85
  %76 = load i32, i32* %24, align 4, !dbg !86
  %77 = mul nsw i32 %75, %76, !dbg !87
  %78 = load i32, i32* %25, align 4, !dbg !88
  %79 = add nsw i32 %77, %78, !dbg !89
  %80 = sext i32 %79 to i64, !dbg !84
  %81 = getelementptr inbounds double, double* %74, i64 %80, !dbg !84
  %82 = load double, double* %81, align 8, !dbg !84
  %83 = fdiv double %73, %82, !dbg !90
  store double %83, double* %22, align 8, !dbg !77
  %84 = load double, double* %22, align 8, !dbg !91
  %85 = load double*, double** %26, align 8, !dbg !92
  %86 = load i32, i32* %21, align 4, !dbg !93
  %87 = load i32, i32* %24, align 4, !dbg !94
  %88 = mul nsw i32 %86, %87, !dbg !95
  %89 = load i32, i32* %25, align 4, !dbg !96
  %90 = add nsw i32 %88, %89, !dbg !97
  %91 = sext i32 %90 to i64, !dbg !92
  %92 = getelementptr inbounds double, double* %85, i64 %91, !dbg !92
  store double %84, double* %92, align 8, !dbg !98
  call void @llvm.dbg.declare(metadata i32* %23, metadata !99, metadata !DIExpression()), !dbg !101
  %93 = load i32, i32* %25, align 4, !dbg !102
  %94 = add nsw i32 %93, 1, !dbg !103
  store i32 %94, i32* %23, align 4, !dbg !101
  br label %95, !dbg !104

95:                                               ; preds = %121, %60
  %96 = load i32, i32* %23, align 4, !dbg !105
  %97 = load i32, i32* %24, align 4, !dbg !107
  %98 = icmp slt i32 %96, %97, !dbg !108
  br i1 %98, label %99, label %124, !dbg !109

99:                                               ; preds = %95
  %100 = load double, double* %22, align 8, !dbg !110
  %101 = load double*, double** %26, align 8, !dbg !111
  %102 = load i32, i32* %25, align 4, !dbg !112
  %103 = load i32, i32* %24, align 4, !dbg !113
  %104 = mul nsw i32 %102, %103, !dbg !114
  %105 = load i32, i32* %23, align 4, !dbg !115
  %106 = add nsw i32 %104, %105, !dbg !116
  %107 = sext i32 %106 to i64, !dbg !111
  %108 = getelementptr inbounds double, double* %101, i64 %107, !dbg !111
  %109 = load double, double* %108, align 8, !dbg !111
  %110 = load double*, double** %26, align 8, !dbg !117
  %111 = load i32, i32* %21, align 4, !dbg !118
  %112 = load i32, i32* %24, align 4, !dbg !119
  %113 = mul nsw i32 %111, %112, !dbg !120
  %114 = load i32, i32* %23, align 4, !dbg !121
  %115 = add nsw i32 %113, %114, !dbg !122
  %116 = sext i32 %115 to i64, !dbg !117
  %117 = getelementptr inbounds double, double* %110, i64 %116, !dbg !117
  %118 = load double, double* %117, align 8, !dbg !123
  %119 = fneg double %100, !dbg !123
  %120 = call double @llvm.fmuladd.f64(double %119, double %109, double %118), !dbg !123
  store double %120, double* %117, align 8, !dbg !123
  br label %121, !dbg !117

121:                                              ; preds = %99
  %122 = load i32, i32* %23, align 4, !dbg !124
  %123 = add nsw i32 %122, 1, !dbg !124
  store i32 %123, i32* %23, align 4, !dbg !124
  br label %95, !dbg !125, !llvm.loop !126

124:                                              ; preds = %95
  br label %125, !dbg !128

125:                                              ; preds = %124
  br label %126, !dbg !74

126:                                              ; preds = %125
  %127 = load i32, i32* %11, align 4, !dbg !70
  %128 = add i32 %127, 1, !dbg !59
  store i32 %128, i32* %11, align 4, !dbg !59
  br label %55, !dbg !74, !llvm.loop !129

129:                                              ; preds = %55
  br label %130, !dbg !74

130:                                              ; preds = %129
  %131 = load i32*, i32** %6, align 8, !dbg !74
  %132 = load i32, i32* %131, align 4, !dbg !74
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %132), !dbg !130
  br label %133, !dbg !74

133:                                              ; preds = %130, %5
  ret void, !dbg !131
}

declare void @__kmpc_for_static_init_4u(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4) #2 !dbg !132 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double**, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !133, metadata !DIExpression()), !dbg !134
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !135, metadata !DIExpression()), !dbg !134
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !136, metadata !DIExpression()), !dbg !134
  store i32* %3, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !137, metadata !DIExpression()), !dbg !134
  store double** %4, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !138, metadata !DIExpression()), !dbg !134
  %11 = load i32*, i32** %8, align 8, !dbg !139
  %12 = load i32*, i32** %9, align 8, !dbg !139
  %13 = load double**, double*** %10, align 8, !dbg !139
  %14 = load i32*, i32** %6, align 8, !dbg !139
  %15 = load i32*, i32** %7, align 8, !dbg !139
  %16 = load i32*, i32** %8, align 8, !dbg !139
  %17 = load i32*, i32** %9, align 8, !dbg !139
  %18 = load double**, double*** %10, align 8, !dbg !139
  call void @.omp_outlined._debug__(i32* %14, i32* %15, i32* %16, i32* %17, double** %18) #3, !dbg !139
  ret void, !dbg !139
}

; Function Attrs: nounwind
declare !callback !140 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !142 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !148, metadata !DIExpression()), !dbg !149
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !150, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.declare(metadata i32* %6, metadata !152, metadata !DIExpression()), !dbg !153
  %12 = load i32, i32* %4, align 4, !dbg !154
  %13 = icmp sgt i32 %12, 1, !dbg !155
  br i1 %13, label %14, label %19, !dbg !154

14:                                               ; preds = %2
  %15 = load i8**, i8*** %5, align 8, !dbg !156
  %16 = getelementptr inbounds i8*, i8** %15, i64 1, !dbg !156
  %17 = load i8*, i8** %16, align 8, !dbg !156
  %18 = call i32 @atoi(i8* noundef %17) #7, !dbg !157
  br label %20, !dbg !154

19:                                               ; preds = %2
  br label %20, !dbg !154

20:                                               ; preds = %19, %14
  %21 = phi i32 [ %18, %14 ], [ 80, %19 ], !dbg !154
  store i32 %21, i32* %6, align 4, !dbg !153
  call void @llvm.dbg.declare(metadata double** %7, metadata !158, metadata !DIExpression()), !dbg !159
  %22 = load i32, i32* %6, align 4, !dbg !160
  %23 = sext i32 %22 to i64, !dbg !160
  %24 = mul i64 8, %23, !dbg !161
  %25 = load i32, i32* %6, align 4, !dbg !162
  %26 = sext i32 %25 to i64, !dbg !162
  %27 = mul i64 %24, %26, !dbg !163
  %28 = call noalias i8* @malloc(i64 noundef %27) #3, !dbg !164
  %29 = bitcast i8* %28 to double*, !dbg !164
  store double* %29, double** %7, align 8, !dbg !159
  call void @llvm.dbg.declare(metadata i32* %8, metadata !165, metadata !DIExpression()), !dbg !167
  store i32 0, i32* %8, align 4, !dbg !167
  br label %30, !dbg !168

30:                                               ; preds = %68, %20
  %31 = load i32, i32* %8, align 4, !dbg !169
  %32 = load i32, i32* %6, align 4, !dbg !171
  %33 = icmp slt i32 %31, %32, !dbg !172
  br i1 %33, label %34, label %71, !dbg !173

34:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata i32* %9, metadata !174, metadata !DIExpression()), !dbg !176
  store i32 0, i32* %9, align 4, !dbg !176
  br label %35, !dbg !177

35:                                               ; preds = %64, %34
  %36 = load i32, i32* %9, align 4, !dbg !178
  %37 = load i32, i32* %6, align 4, !dbg !180
  %38 = icmp slt i32 %36, %37, !dbg !181
  br i1 %38, label %39, label %67, !dbg !182

39:                                               ; preds = %35
  %40 = load i32, i32* %8, align 4, !dbg !183
  %41 = load i32, i32* %9, align 4, !dbg !184
  %42 = icmp eq i32 %40, %41, !dbg !185
  br i1 %42, label %43, label %47, !dbg !186

43:                                               ; preds = %39
  %44 = load i32, i32* %6, align 4, !dbg !187
  %45 = sitofp i32 %44 to double, !dbg !187
  %46 = fmul double 2.000000e+00, %45, !dbg !188
  br label %54, !dbg !186

47:                                               ; preds = %39
  %48 = load i32, i32* %8, align 4, !dbg !189
  %49 = mul nsw i32 %48, 3, !dbg !190
  %50 = load i32, i32* %9, align 4, !dbg !191
  %51 = add nsw i32 %49, %50, !dbg !192
  %52 = srem i32 %51, 5, !dbg !193
  %53 = sitofp i32 %52 to double, !dbg !194
  br label %54, !dbg !186

54:                                               ; preds = %47, %43
  %55 = phi double [ %46, %43 ], [ %53, %47 ], !dbg !186
  %56 = load double*, double** %7, align 8, !dbg !195
  %57 = load i32, i32* %8, align 4, !dbg !196
  %58 = load i32, i32* %6, align 4, !dbg !197
  %59 = mul nsw i32 %57, %58, !dbg !198
  %60 = load i32, i32* %9, align 4, !dbg !199
  %61 = add nsw i32 %59, %60, !dbg !200
  %62 = sext i32 %61 to i64, !dbg !195
  %63 = getelementptr inbounds double, double* %56, i64 %62, !dbg !195
  store double %55, double* %63, align 8, !dbg !201
  br label %64, !dbg !195

64:                                               ; preds = %54
  %65 = load i32, i32* %9, align 4, !dbg !202
  %66 = add nsw i32 %65, 1, !dbg !202
  store i32 %66, i32* %9, align 4, !dbg !202
  br label %35, !dbg !203, !llvm.loop !204

67:                                               ; preds = %35
  br label %68, !dbg !205

68:                                               ; preds = %67
  %69 = load i32, i32* %8, align 4, !dbg !206
  %70 = add nsw i32 %69, 1, !dbg !206
  store i32 %70, i32* %8, align 4, !dbg !206
  br label %30, !dbg !207, !llvm.loop !208

71:                                               ; preds = %30
  %72 = load i32, i32* %6, align 4, !dbg !210
  %73 = load double*, double** %7, align 8, !dbg !211
  call void @kernel_lu(i32 noundef %72, double* noundef %73), !dbg !212
  call void @llvm.dbg.declare(metadata double* %10, metadata !213, metadata !DIExpression()), !dbg !214
  store double 0.000000e+00, double* %10, align 8, !dbg !214
  call void @llvm.dbg.declare(metadata i32* %11, metadata !215, metadata !DIExpression()), !dbg !217
  store i32 0, i32* %11, align 4, !dbg !217
  br label %74, !dbg !218

74:                                               ; preds = %103, %71
  %75 = load i32, i32* %11, align 4, !dbg !219
  %76 = load i32, i32* %6, align 4, !dbg !221
  %77 = icmp slt i32 %75, %76, !dbg !222
  br i1 %77, label %78, label %106, !dbg !223

78:                                               ; preds = %74
  %79 = load double*, double** %7, align 8, !dbg !224
  %80 = load i32, i32* %11, align 4, !dbg !225
  %81 = load i32, i32* %6, align 4, !dbg !226
  %82 = mul nsw i32 %80, %81, !dbg !227
  %83 = load i32, i32* %11, align 4, !dbg !228
  %84 = add nsw i32 %82, %83, !dbg !229
  %85 = sext i32 %84 to i64, !dbg !224
  %86 = getelementptr inbounds double, double* %79, i64 %85, !dbg !224
  %87 = load double, double* %86, align 8, !dbg !224
  %88 = load double*, double** %7, align 8, !dbg !230
  %89 = load i32, i32* %11, align 4, !dbg !231
  %90 = load i32, i32* %6, align 4, !dbg !232
  %91 = mul nsw i32 %89, %90, !dbg !233
  %92 = load i32, i32* %6, align 4, !dbg !234
  %93 = sub nsw i32 %92, 1, !dbg !235
  %94 = load i32, i32* %11, align 4, !dbg !236
  %95 = sub nsw i32 %93, %94, !dbg !237
  %96 = add nsw i32 %91, %95, !dbg !238
  %97 = sext i32 %96 to i64, !dbg !230
  %98 = getelementptr inbounds double, double* %88, i64 %97, !dbg !230
  %99 = load double, double* %98, align 8, !dbg !230
  %100 = fadd double %87, %99, !dbg !239
  %101 = load double, double* %10, align 8, !dbg !240
  %102 = fadd double %101, %100, !dbg !240
  store double %102, double* %10, align 8, !dbg !240
  br label %103, !dbg !241

103:                                              ; preds = %78
  %104 = load i32, i32* %11, align 4, !dbg !242
  %105 = add nsw i32 %104, 1, !dbg !242
  store i32 %105, i32* %11, align 4, !dbg !242
  br label %74, !dbg !243, !llvm.loop !244

106:                                              ; preds = %74
  %107 = load double, double* %10, align 8, !dbg !246
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %107), !dbg !247
  %109 = load double*, double** %7, align 8, !dbg !248
  %110 = bitcast double* %109 to i8*, !dbg !248
  call void @free(i8* noundef %110) #3, !dbg !249
  ret i32 0, !dbg !250
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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_lu.c", directory: ".", checksumkind: CSK_MD5, checksum: "2c9de42e58a5c6ad7fd5877458228fe9")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"openmp", i32 50}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "kernel_lu", scope: !1, file: !1, line: 8, type: !14, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!18 = !{}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !1, line: 8, type: !16)
!20 = !DILocation(line: 8, column: 20, scope: !13)
!21 = !DILocalVariable(name: "A", arg: 2, scope: !13, file: !1, line: 8, type: !17)
!22 = !DILocation(line: 8, column: 31, scope: !13)
!23 = !DILocalVariable(name: "k", scope: !24, file: !1, line: 10, type: !16)
!24 = distinct !DILexicalBlock(scope: !13, file: !1, line: 10, column: 3)
!25 = !DILocation(line: 10, column: 12, scope: !24)
!26 = !DILocation(line: 10, column: 8, scope: !24)
!27 = !DILocation(line: 10, column: 19, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 10, column: 3)
!29 = !DILocation(line: 10, column: 23, scope: !28)
!30 = !DILocation(line: 10, column: 21, scope: !28)
!31 = !DILocation(line: 10, column: 3, scope: !24)
!32 = !DILocation(line: 11, column: 1, scope: !33)
!33 = distinct !DILexicalBlock(scope: !28, file: !1, line: 10, column: 31)
!34 = !DILocation(line: 18, column: 3, scope: !33)
!35 = !DILocation(line: 10, column: 27, scope: !28)
!36 = !DILocation(line: 10, column: 3, scope: !28)
!37 = distinct !{!37, !31, !38, !39}
!38 = !DILocation(line: 18, column: 3, scope: !24)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 19, column: 1, scope: !13)
!41 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 12, type: !42, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !44, !44, !48, !48, !49}
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !16, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 64)
!50 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !41, type: !44, flags: DIFlagArtificial)
!51 = !DILocation(line: 0, scope: !41)
!52 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !41, type: !44, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: "n", arg: 3, scope: !41, file: !1, line: 8, type: !48)
!54 = !DILocation(line: 8, column: 20, scope: !41)
!55 = !DILocalVariable(name: "k", arg: 4, scope: !41, file: !1, line: 10, type: !48)
!56 = !DILocation(line: 10, column: 12, scope: !41)
!57 = !DILocalVariable(name: "A", arg: 5, scope: !41, file: !1, line: 8, type: !49)
!58 = !DILocation(line: 8, column: 31, scope: !41)
!59 = !DILocation(line: 12, column: 5, scope: !41)
!60 = !DILocalVariable(name: ".omp.iv", scope: !41, type: !61, flags: DIFlagArtificial)
!61 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!62 = !DILocalVariable(name: ".capture_expr.", scope: !41, type: !16, flags: DIFlagArtificial)
!63 = !DILocation(line: 12, column: 18, scope: !41)
!64 = !DILocation(line: 12, column: 20, scope: !41)
!65 = !DILocation(line: 12, column: 29, scope: !41)
!66 = !DILocalVariable(name: ".capture_expr.", scope: !41, type: !61, flags: DIFlagArtificial)
!67 = !DILocalVariable(name: "i", scope: !41, type: !16, flags: DIFlagArtificial)
!68 = !DILocation(line: 12, column: 32, scope: !41)
!69 = !DILocalVariable(name: ".omp.lb", scope: !41, type: !61, flags: DIFlagArtificial)
!70 = !DILocation(line: 12, column: 10, scope: !41)
!71 = !DILocalVariable(name: ".omp.ub", scope: !41, type: !61, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: ".omp.stride", scope: !41, type: !61, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: ".omp.is_last", scope: !41, type: !16, flags: DIFlagArtificial)
!74 = !DILocation(line: 11, column: 1, scope: !41)
!75 = !DILocalVariable(name: "l", scope: !76, file: !1, line: 13, type: !3)
!76 = distinct !DILexicalBlock(scope: !41, file: !1, line: 12, column: 37)
!77 = !DILocation(line: 13, column: 14, scope: !76)
!78 = !DILocation(line: 13, column: 18, scope: !76)
!79 = !DILocation(line: 13, column: 20, scope: !76)
!80 = !DILocation(line: 13, column: 24, scope: !76)
!81 = !DILocation(line: 13, column: 22, scope: !76)
!82 = !DILocation(line: 13, column: 28, scope: !76)
!83 = !DILocation(line: 13, column: 26, scope: !76)
!84 = !DILocation(line: 13, column: 33, scope: !76)
!85 = !DILocation(line: 13, column: 35, scope: !76)
!86 = !DILocation(line: 13, column: 39, scope: !76)
!87 = !DILocation(line: 13, column: 37, scope: !76)
!88 = !DILocation(line: 13, column: 43, scope: !76)
!89 = !DILocation(line: 13, column: 41, scope: !76)
!90 = !DILocation(line: 13, column: 31, scope: !76)
!91 = !DILocation(line: 14, column: 22, scope: !76)
!92 = !DILocation(line: 14, column: 7, scope: !76)
!93 = !DILocation(line: 14, column: 9, scope: !76)
!94 = !DILocation(line: 14, column: 13, scope: !76)
!95 = !DILocation(line: 14, column: 11, scope: !76)
!96 = !DILocation(line: 14, column: 17, scope: !76)
!97 = !DILocation(line: 14, column: 15, scope: !76)
!98 = !DILocation(line: 14, column: 20, scope: !76)
!99 = !DILocalVariable(name: "j", scope: !100, file: !1, line: 15, type: !16)
!100 = distinct !DILexicalBlock(scope: !76, file: !1, line: 15, column: 7)
!101 = !DILocation(line: 15, column: 16, scope: !100)
!102 = !DILocation(line: 15, column: 20, scope: !100)
!103 = !DILocation(line: 15, column: 22, scope: !100)
!104 = !DILocation(line: 15, column: 12, scope: !100)
!105 = !DILocation(line: 15, column: 27, scope: !106)
!106 = distinct !DILexicalBlock(scope: !100, file: !1, line: 15, column: 7)
!107 = !DILocation(line: 15, column: 31, scope: !106)
!108 = !DILocation(line: 15, column: 29, scope: !106)
!109 = !DILocation(line: 15, column: 7, scope: !100)
!110 = !DILocation(line: 16, column: 25, scope: !106)
!111 = !DILocation(line: 16, column: 29, scope: !106)
!112 = !DILocation(line: 16, column: 31, scope: !106)
!113 = !DILocation(line: 16, column: 35, scope: !106)
!114 = !DILocation(line: 16, column: 33, scope: !106)
!115 = !DILocation(line: 16, column: 39, scope: !106)
!116 = !DILocation(line: 16, column: 37, scope: !106)
!117 = !DILocation(line: 16, column: 9, scope: !106)
!118 = !DILocation(line: 16, column: 11, scope: !106)
!119 = !DILocation(line: 16, column: 15, scope: !106)
!120 = !DILocation(line: 16, column: 13, scope: !106)
!121 = !DILocation(line: 16, column: 19, scope: !106)
!122 = !DILocation(line: 16, column: 17, scope: !106)
!123 = !DILocation(line: 16, column: 22, scope: !106)
!124 = !DILocation(line: 15, column: 35, scope: !106)
!125 = !DILocation(line: 15, column: 7, scope: !106)
!126 = distinct !{!126, !109, !127, !39}
!127 = !DILocation(line: 16, column: 40, scope: !100)
!128 = !DILocation(line: 17, column: 5, scope: !76)
!129 = distinct !{!129, !74, !130}
!130 = !DILocation(line: 11, column: 42, scope: !41)
!131 = !DILocation(line: 17, column: 5, scope: !41)
!132 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 11, type: !42, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!133 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !132, type: !44, flags: DIFlagArtificial)
!134 = !DILocation(line: 0, scope: !132)
!135 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !132, type: !44, flags: DIFlagArtificial)
!136 = !DILocalVariable(name: "n", arg: 3, scope: !132, type: !48, flags: DIFlagArtificial)
!137 = !DILocalVariable(name: "k", arg: 4, scope: !132, type: !48, flags: DIFlagArtificial)
!138 = !DILocalVariable(name: "A", arg: 5, scope: !132, type: !49, flags: DIFlagArtificial)
!139 = !DILocation(line: 11, column: 1, scope: !132)
!140 = !{!141}
!141 = !{i64 2, i64 -1, i64 -1, i1 true}
!142 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !143, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!143 = !DISubroutineType(types: !144)
!144 = !{!16, !16, !145}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!148 = !DILocalVariable(name: "argc", arg: 1, scope: !142, file: !1, line: 21, type: !16)
!149 = !DILocation(line: 21, column: 14, scope: !142)
!150 = !DILocalVariable(name: "argv", arg: 2, scope: !142, file: !1, line: 21, type: !145)
!151 = !DILocation(line: 21, column: 27, scope: !142)
!152 = !DILocalVariable(name: "n", scope: !142, file: !1, line: 23, type: !16)
!153 = !DILocation(line: 23, column: 7, scope: !142)
!154 = !DILocation(line: 23, column: 11, scope: !142)
!155 = !DILocation(line: 23, column: 16, scope: !142)
!156 = !DILocation(line: 23, column: 27, scope: !142)
!157 = !DILocation(line: 23, column: 22, scope: !142)
!158 = !DILocalVariable(name: "A", scope: !142, file: !1, line: 24, type: !17)
!159 = !DILocation(line: 24, column: 11, scope: !142)
!160 = !DILocation(line: 24, column: 39, scope: !142)
!161 = !DILocation(line: 24, column: 37, scope: !142)
!162 = !DILocation(line: 24, column: 43, scope: !142)
!163 = !DILocation(line: 24, column: 41, scope: !142)
!164 = !DILocation(line: 24, column: 15, scope: !142)
!165 = !DILocalVariable(name: "i", scope: !166, file: !1, line: 25, type: !16)
!166 = distinct !DILexicalBlock(scope: !142, file: !1, line: 25, column: 3)
!167 = !DILocation(line: 25, column: 12, scope: !166)
!168 = !DILocation(line: 25, column: 8, scope: !166)
!169 = !DILocation(line: 25, column: 19, scope: !170)
!170 = distinct !DILexicalBlock(scope: !166, file: !1, line: 25, column: 3)
!171 = !DILocation(line: 25, column: 23, scope: !170)
!172 = !DILocation(line: 25, column: 21, scope: !170)
!173 = !DILocation(line: 25, column: 3, scope: !166)
!174 = !DILocalVariable(name: "j", scope: !175, file: !1, line: 26, type: !16)
!175 = distinct !DILexicalBlock(scope: !170, file: !1, line: 26, column: 5)
!176 = !DILocation(line: 26, column: 14, scope: !175)
!177 = !DILocation(line: 26, column: 10, scope: !175)
!178 = !DILocation(line: 26, column: 21, scope: !179)
!179 = distinct !DILexicalBlock(scope: !175, file: !1, line: 26, column: 5)
!180 = !DILocation(line: 26, column: 25, scope: !179)
!181 = !DILocation(line: 26, column: 23, scope: !179)
!182 = !DILocation(line: 26, column: 5, scope: !175)
!183 = !DILocation(line: 27, column: 23, scope: !179)
!184 = !DILocation(line: 27, column: 28, scope: !179)
!185 = !DILocation(line: 27, column: 25, scope: !179)
!186 = !DILocation(line: 27, column: 22, scope: !179)
!187 = !DILocation(line: 27, column: 39, scope: !179)
!188 = !DILocation(line: 27, column: 37, scope: !179)
!189 = !DILocation(line: 27, column: 53, scope: !179)
!190 = !DILocation(line: 27, column: 55, scope: !179)
!191 = !DILocation(line: 27, column: 61, scope: !179)
!192 = !DILocation(line: 27, column: 59, scope: !179)
!193 = !DILocation(line: 27, column: 64, scope: !179)
!194 = !DILocation(line: 27, column: 43, scope: !179)
!195 = !DILocation(line: 27, column: 7, scope: !179)
!196 = !DILocation(line: 27, column: 9, scope: !179)
!197 = !DILocation(line: 27, column: 13, scope: !179)
!198 = !DILocation(line: 27, column: 11, scope: !179)
!199 = !DILocation(line: 27, column: 17, scope: !179)
!200 = !DILocation(line: 27, column: 15, scope: !179)
!201 = !DILocation(line: 27, column: 20, scope: !179)
!202 = !DILocation(line: 26, column: 29, scope: !179)
!203 = !DILocation(line: 26, column: 5, scope: !179)
!204 = distinct !{!204, !182, !205, !39}
!205 = !DILocation(line: 27, column: 67, scope: !175)
!206 = !DILocation(line: 25, column: 27, scope: !170)
!207 = !DILocation(line: 25, column: 3, scope: !170)
!208 = distinct !{!208, !173, !209, !39}
!209 = !DILocation(line: 27, column: 67, scope: !166)
!210 = !DILocation(line: 28, column: 13, scope: !142)
!211 = !DILocation(line: 28, column: 16, scope: !142)
!212 = !DILocation(line: 28, column: 3, scope: !142)
!213 = !DILocalVariable(name: "s", scope: !142, file: !1, line: 29, type: !3)
!214 = !DILocation(line: 29, column: 10, scope: !142)
!215 = !DILocalVariable(name: "i", scope: !216, file: !1, line: 30, type: !16)
!216 = distinct !DILexicalBlock(scope: !142, file: !1, line: 30, column: 3)
!217 = !DILocation(line: 30, column: 12, scope: !216)
!218 = !DILocation(line: 30, column: 8, scope: !216)
!219 = !DILocation(line: 30, column: 19, scope: !220)
!220 = distinct !DILexicalBlock(scope: !216, file: !1, line: 30, column: 3)
!221 = !DILocation(line: 30, column: 23, scope: !220)
!222 = !DILocation(line: 30, column: 21, scope: !220)
!223 = !DILocation(line: 30, column: 3, scope: !216)
!224 = !DILocation(line: 31, column: 10, scope: !220)
!225 = !DILocation(line: 31, column: 12, scope: !220)
!226 = !DILocation(line: 31, column: 16, scope: !220)
!227 = !DILocation(line: 31, column: 14, scope: !220)
!228 = !DILocation(line: 31, column: 20, scope: !220)
!229 = !DILocation(line: 31, column: 18, scope: !220)
!230 = !DILocation(line: 31, column: 25, scope: !220)
!231 = !DILocation(line: 31, column: 27, scope: !220)
!232 = !DILocation(line: 31, column: 31, scope: !220)
!233 = !DILocation(line: 31, column: 29, scope: !220)
!234 = !DILocation(line: 31, column: 36, scope: !220)
!235 = !DILocation(line: 31, column: 38, scope: !220)
!236 = !DILocation(line: 31, column: 44, scope: !220)
!237 = !DILocation(line: 31, column: 42, scope: !220)
!238 = !DILocation(line: 31, column: 33, scope: !220)
!239 = !DILocation(line: 31, column: 23, scope: !220)
!240 = !DILocation(line: 31, column: 7, scope: !220)
!241 = !DILocation(line: 31, column: 5, scope: !220)
!242 = !DILocation(line: 30, column: 27, scope: !220)
!243 = !DILocation(line: 30, column: 3, scope: !220)
!244 = distinct !{!244, !223, !245, !39}
!245 = !DILocation(line: 31, column: 46, scope: !216)
!246 = !DILocation(line: 32, column: 29, scope: !142)
!247 = !DILocation(line: 32, column: 3, scope: !142)
!248 = !DILocation(line: 33, column: 8, scope: !142)
!249 = !DILocation(line: 33, column: 3, scope: !142)
!250 = !DILocation(line: 34, column: 3, scope: !142)
