; ModuleID = 'omp_gemm.c'
source_filename = "omp_gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [35 x i8] c";omp_gemm.c;kernel_omp_gemm;17;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@C = internal global [16 x [16 x double]] zeroinitializer, align 16, !dbg !7
@A = internal global [16 x [16 x double]] zeroinitializer, align 16, !dbg !12
@B = internal global [16 x [16 x double]] zeroinitializer, align 16, !dbg !14
@2 = private unnamed_addr constant [36 x i8] c";omp_gemm.c;kernel_omp_gemm;17;39;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 35, i8* getelementptr inbounds ([36 x i8], [36 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_gemm(double noundef %0, double noundef %1) #0 !dbg !25 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !29, metadata !DIExpression()), !dbg !30
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %5, metadata !33, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %6, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %7, metadata !38, metadata !DIExpression()), !dbg !39
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, double*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), double* %4, double* %3), !dbg !40
  ret void, !dbg !41
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2, double* noundef nonnull align 8 dereferenceable(8) %3) #2 !dbg !42 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !50, metadata !DIExpression()), !dbg !51
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !52, metadata !DIExpression()), !dbg !51
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !53, metadata !DIExpression()), !dbg !54
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !55, metadata !DIExpression()), !dbg !56
  %18 = load double*, double** %7, align 8, !dbg !57
  %19 = load double*, double** %8, align 8, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %9, metadata !58, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata i32* %11, metadata !59, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %11, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %12, metadata !61, metadata !DIExpression()), !dbg !51
  store i32 15, i32* %12, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %13, metadata !62, metadata !DIExpression()), !dbg !51
  store i32 1, i32* %13, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %14, metadata !63, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %14, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %15, metadata !64, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata i32* %16, metadata !65, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata i32* %17, metadata !66, metadata !DIExpression()), !dbg !51
  %20 = load i32*, i32** %5, align 8, !dbg !57
  %21 = load i32, i32* %20, align 4, !dbg !57
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %21, i32 34, i32* %14, i32* %11, i32* %12, i32* %13, i32 1, i32 1), !dbg !67
  %22 = load i32, i32* %12, align 4, !dbg !60
  %23 = icmp sgt i32 %22, 15, !dbg !60
  br i1 %23, label %24, label %25, !dbg !60

24:                                               ; preds = %4
  br label %27, !dbg !60

25:                                               ; preds = %4
  %26 = load i32, i32* %12, align 4, !dbg !60
  br label %27, !dbg !60

27:                                               ; preds = %25, %24
  %28 = phi i32 [ 15, %24 ], [ %26, %25 ], !dbg !60
  store i32 %28, i32* %12, align 4, !dbg !60
  %29 = load i32, i32* %11, align 4, !dbg !60
  store i32 %29, i32* %9, align 4, !dbg !60
  br label %30, !dbg !57

30:                                               ; preds = %88, %27
  %31 = load i32, i32* %9, align 4, !dbg !60
  %32 = load i32, i32* %12, align 4, !dbg !60
  %33 = icmp sle i32 %31, %32, !dbg !57
  br i1 %33, label %34, label %91, !dbg !57

34:                                               ; preds = %30
  %35 = load i32, i32* %9, align 4, !dbg !60
  %36 = mul nsw i32 %35, 1, !dbg !68
  %37 = add nsw i32 0, %36, !dbg !68
  store i32 %37, i32* %17, align 4, !dbg !68
  store i32 0, i32* %15, align 4, !dbg !69
  br label %38, !dbg !71

38:                                               ; preds = %83, %34
  %39 = load i32, i32* %15, align 4, !dbg !72
  %40 = icmp slt i32 %39, 16, !dbg !74
  br i1 %40, label %41, label %86, !dbg !75

41:                                               ; preds = %38
  %42 = load double, double* %18, align 8, !dbg !76
  %43 = load i32, i32* %17, align 4, !dbg !78
  %44 = sext i32 %43 to i64, !dbg !79
  %45 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %44, !dbg !79
  %46 = load i32, i32* %15, align 4, !dbg !80
  %47 = sext i32 %46 to i64, !dbg !79
  %48 = getelementptr inbounds [16 x double], [16 x double]* %45, i64 0, i64 %47, !dbg !79
  %49 = load double, double* %48, align 8, !dbg !81
  %50 = fmul double %49, %42, !dbg !81
  store double %50, double* %48, align 8, !dbg !81
  store i32 0, i32* %16, align 4, !dbg !82
  br label %51, !dbg !84

51:                                               ; preds = %79, %41
  %52 = load i32, i32* %16, align 4, !dbg !85
  %53 = icmp slt i32 %52, 16, !dbg !87
  br i1 %53, label %54, label %82, !dbg !88

54:                                               ; preds = %51
  %55 = load double, double* %19, align 8, !dbg !89
  %56 = load i32, i32* %17, align 4, !dbg !90
  %57 = sext i32 %56 to i64, !dbg !91
  %58 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %57, !dbg !91
  %59 = load i32, i32* %16, align 4, !dbg !92
  %60 = sext i32 %59 to i64, !dbg !91
  %61 = getelementptr inbounds [16 x double], [16 x double]* %58, i64 0, i64 %60, !dbg !91
  %62 = load double, double* %61, align 8, !dbg !91
  %63 = fmul double %55, %62, !dbg !93
  %64 = load i32, i32* %16, align 4, !dbg !94
  %65 = sext i32 %64 to i64, !dbg !95
  %66 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %65, !dbg !95
  %67 = load i32, i32* %15, align 4, !dbg !96
  %68 = sext i32 %67 to i64, !dbg !95
  %69 = getelementptr inbounds [16 x double], [16 x double]* %66, i64 0, i64 %68, !dbg !95
  %70 = load double, double* %69, align 8, !dbg !95
  %71 = load i32, i32* %17, align 4, !dbg !97
  %72 = sext i32 %71 to i64, !dbg !98
  %73 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %72, !dbg !98
  %74 = load i32, i32* %15, align 4, !dbg !99
  %75 = sext i32 %74 to i64, !dbg !98
  %76 = getelementptr inbounds [16 x double], [16 x double]* %73, i64 0, i64 %75, !dbg !98
  %77 = load double, double* %76, align 8, !dbg !100
  %78 = call double @llvm.fmuladd.f64(double %63, double %70, double %77), !dbg !100
  store double %78, double* %76, align 8, !dbg !100
  br label %79, !dbg !98

79:                                               ; preds = %54
  %80 = load i32, i32* %16, align 4, !dbg !101
  %81 = add nsw i32 %80, 1, !dbg !101
  store i32 %81, i32* %16, align 4, !dbg !101
  br label %51, !dbg !102, !llvm.loop !103

82:                                               ; preds = %51
  br label %83, !dbg !106

83:                                               ; preds = %82
  %84 = load i32, i32* %15, align 4, !dbg !107
  %85 = add nsw i32 %84, 1, !dbg !107
  store i32 %85, i32* %15, align 4, !dbg !107
  br label %38, !dbg !108, !llvm.loop !109

86:                                               ; preds = %38
  br label %87, !dbg !110

87:                                               ; preds = %86
  br label %88, !dbg !67

88:                                               ; preds = %87
  %89 = load i32, i32* %9, align 4, !dbg !60
  %90 = add nsw i32 %89, 1, !dbg !57
  store i32 %90, i32* %9, align 4, !dbg !57
  br label %30, !dbg !67, !llvm.loop !111

91:                                               ; preds = %30
  br label %92, !dbg !67

92:                                               ; preds = %91
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %21), !dbg !112
  ret void, !dbg !113
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2, double* noundef nonnull align 8 dereferenceable(8) %3) #2 !dbg !114 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !115, metadata !DIExpression()), !dbg !116
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !117, metadata !DIExpression()), !dbg !116
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !118, metadata !DIExpression()), !dbg !116
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !119, metadata !DIExpression()), !dbg !116
  %9 = load double*, double** %7, align 8, !dbg !120
  %10 = load double*, double** %8, align 8, !dbg !120
  %11 = load i32*, i32** %5, align 8, !dbg !120
  %12 = load i32*, i32** %6, align 8, !dbg !120
  %13 = load double*, double** %7, align 8, !dbg !120
  %14 = load double*, double** %8, align 8, !dbg !120
  call void @.omp_outlined._debug__(i32* %11, i32* %12, double* %13, double* %14) #3, !dbg !120
  ret void, !dbg !120
}

; Function Attrs: nounwind
declare !callback !121 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !123 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !126, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.declare(metadata i32* %3, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.declare(metadata double* %4, metadata !130, metadata !DIExpression()), !dbg !131
  store double 0.000000e+00, double* %4, align 8, !dbg !131
  store i32 0, i32* %2, align 4, !dbg !132
  br label %5, !dbg !134

5:                                                ; preds = %56, %0
  %6 = load i32, i32* %2, align 4, !dbg !135
  %7 = icmp slt i32 %6, 16, !dbg !137
  br i1 %7, label %8, label %59, !dbg !138

8:                                                ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !139
  br label %9, !dbg !141

9:                                                ; preds = %52, %8
  %10 = load i32, i32* %3, align 4, !dbg !142
  %11 = icmp slt i32 %10, 16, !dbg !144
  br i1 %11, label %12, label %55, !dbg !145

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !146
  %14 = load i32, i32* %3, align 4, !dbg !148
  %15 = mul nsw i32 %13, %14, !dbg !149
  %16 = add nsw i32 %15, 1, !dbg !150
  %17 = srem i32 %16, 16, !dbg !151
  %18 = sitofp i32 %17 to double, !dbg !152
  %19 = fdiv double %18, 1.600000e+01, !dbg !153
  %20 = load i32, i32* %2, align 4, !dbg !154
  %21 = sext i32 %20 to i64, !dbg !155
  %22 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %21, !dbg !155
  %23 = load i32, i32* %3, align 4, !dbg !156
  %24 = sext i32 %23 to i64, !dbg !155
  %25 = getelementptr inbounds [16 x double], [16 x double]* %22, i64 0, i64 %24, !dbg !155
  store double %19, double* %25, align 8, !dbg !157
  %26 = load i32, i32* %2, align 4, !dbg !158
  %27 = load i32, i32* %3, align 4, !dbg !159
  %28 = mul nsw i32 2, %27, !dbg !160
  %29 = add nsw i32 %26, %28, !dbg !161
  %30 = srem i32 %29, 16, !dbg !162
  %31 = sitofp i32 %30 to double, !dbg !163
  %32 = fdiv double %31, 1.600000e+01, !dbg !164
  %33 = load i32, i32* %2, align 4, !dbg !165
  %34 = sext i32 %33 to i64, !dbg !166
  %35 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %34, !dbg !166
  %36 = load i32, i32* %3, align 4, !dbg !167
  %37 = sext i32 %36 to i64, !dbg !166
  %38 = getelementptr inbounds [16 x double], [16 x double]* %35, i64 0, i64 %37, !dbg !166
  store double %32, double* %38, align 8, !dbg !168
  %39 = load i32, i32* %2, align 4, !dbg !169
  %40 = load i32, i32* %3, align 4, !dbg !170
  %41 = add nsw i32 %40, 3, !dbg !171
  %42 = mul nsw i32 %39, %41, !dbg !172
  %43 = srem i32 %42, 16, !dbg !173
  %44 = sitofp i32 %43 to double, !dbg !174
  %45 = fdiv double %44, 1.600000e+01, !dbg !175
  %46 = load i32, i32* %2, align 4, !dbg !176
  %47 = sext i32 %46 to i64, !dbg !177
  %48 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %47, !dbg !177
  %49 = load i32, i32* %3, align 4, !dbg !178
  %50 = sext i32 %49 to i64, !dbg !177
  %51 = getelementptr inbounds [16 x double], [16 x double]* %48, i64 0, i64 %50, !dbg !177
  store double %45, double* %51, align 8, !dbg !179
  br label %52, !dbg !180

52:                                               ; preds = %12
  %53 = load i32, i32* %3, align 4, !dbg !181
  %54 = add nsw i32 %53, 1, !dbg !181
  store i32 %54, i32* %3, align 4, !dbg !181
  br label %9, !dbg !182, !llvm.loop !183

55:                                               ; preds = %9
  br label %56, !dbg !184

56:                                               ; preds = %55
  %57 = load i32, i32* %2, align 4, !dbg !185
  %58 = add nsw i32 %57, 1, !dbg !185
  store i32 %58, i32* %2, align 4, !dbg !185
  br label %5, !dbg !186, !llvm.loop !187

59:                                               ; preds = %5
  call void @kernel_omp_gemm(double noundef 1.500000e+00, double noundef 1.200000e+00), !dbg !189
  store i32 0, i32* %2, align 4, !dbg !190
  br label %60, !dbg !192

60:                                               ; preds = %81, %59
  %61 = load i32, i32* %2, align 4, !dbg !193
  %62 = icmp slt i32 %61, 16, !dbg !195
  br i1 %62, label %63, label %84, !dbg !196

63:                                               ; preds = %60
  store i32 0, i32* %3, align 4, !dbg !197
  br label %64, !dbg !199

64:                                               ; preds = %77, %63
  %65 = load i32, i32* %3, align 4, !dbg !200
  %66 = icmp slt i32 %65, 16, !dbg !202
  br i1 %66, label %67, label %80, !dbg !203

67:                                               ; preds = %64
  %68 = load i32, i32* %2, align 4, !dbg !204
  %69 = sext i32 %68 to i64, !dbg !205
  %70 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %69, !dbg !205
  %71 = load i32, i32* %3, align 4, !dbg !206
  %72 = sext i32 %71 to i64, !dbg !205
  %73 = getelementptr inbounds [16 x double], [16 x double]* %70, i64 0, i64 %72, !dbg !205
  %74 = load double, double* %73, align 8, !dbg !205
  %75 = load double, double* %4, align 8, !dbg !207
  %76 = fadd double %75, %74, !dbg !207
  store double %76, double* %4, align 8, !dbg !207
  br label %77, !dbg !208

77:                                               ; preds = %67
  %78 = load i32, i32* %3, align 4, !dbg !209
  %79 = add nsw i32 %78, 1, !dbg !209
  store i32 %79, i32* %3, align 4, !dbg !209
  br label %64, !dbg !210, !llvm.loop !211

80:                                               ; preds = %64
  br label %81, !dbg !212

81:                                               ; preds = %80
  %82 = load i32, i32* %2, align 4, !dbg !213
  %83 = add nsw i32 %82, 1, !dbg !213
  store i32 %83, i32* %2, align 4, !dbg !213
  br label %60, !dbg !214, !llvm.loop !215

84:                                               ; preds = %60
  %85 = load double, double* %4, align 8, !dbg !217
  store double %85, double* @checksum, align 8, !dbg !218
  ret i32 0, !dbg !219
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_gemm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"openmp", i32 50}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_omp_gemm", scope: !3, file: !3, line: 14, type: !26, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !5, !5}
!28 = !{}
!29 = !DILocalVariable(name: "alpha", arg: 1, scope: !25, file: !3, line: 14, type: !5)
!30 = !DILocation(line: 14, column: 55, scope: !25)
!31 = !DILocalVariable(name: "beta", arg: 2, scope: !25, file: !3, line: 14, type: !5)
!32 = !DILocation(line: 14, column: 69, scope: !25)
!33 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 16, type: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DILocation(line: 16, column: 7, scope: !25)
!36 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 16, type: !34)
!37 = !DILocation(line: 16, column: 10, scope: !25)
!38 = !DILocalVariable(name: "k", scope: !25, file: !3, line: 16, type: !34)
!39 = !DILocation(line: 16, column: 13, scope: !25)
!40 = !DILocation(line: 17, column: 1, scope: !25)
!41 = !DILocation(line: 24, column: 1, scope: !25)
!42 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 18, type: !43, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45, !45, !49, !49}
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!49 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!50 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !42, type: !45, flags: DIFlagArtificial)
!51 = !DILocation(line: 0, scope: !42)
!52 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !42, type: !45, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: "beta", arg: 3, scope: !42, file: !3, line: 14, type: !49)
!54 = !DILocation(line: 14, column: 69, scope: !42)
!55 = !DILocalVariable(name: "alpha", arg: 4, scope: !42, file: !3, line: 14, type: !49)
!56 = !DILocation(line: 14, column: 55, scope: !42)
!57 = !DILocation(line: 18, column: 3, scope: !42)
!58 = !DILocalVariable(name: ".omp.iv", scope: !42, type: !34, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: ".omp.lb", scope: !42, type: !34, flags: DIFlagArtificial)
!60 = !DILocation(line: 18, column: 8, scope: !42)
!61 = !DILocalVariable(name: ".omp.ub", scope: !42, type: !34, flags: DIFlagArtificial)
!62 = !DILocalVariable(name: ".omp.stride", scope: !42, type: !34, flags: DIFlagArtificial)
!63 = !DILocalVariable(name: ".omp.is_last", scope: !42, type: !34, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: "j", scope: !42, type: !34, flags: DIFlagArtificial)
!65 = !DILocalVariable(name: "k", scope: !42, type: !34, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: "i", scope: !42, type: !34, flags: DIFlagArtificial)
!67 = !DILocation(line: 17, column: 1, scope: !42)
!68 = !DILocation(line: 18, column: 22, scope: !42)
!69 = !DILocation(line: 19, column: 12, scope: !70)
!70 = distinct !DILexicalBlock(scope: !42, file: !3, line: 19, column: 5)
!71 = !DILocation(line: 19, column: 10, scope: !70)
!72 = !DILocation(line: 19, column: 17, scope: !73)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 19, column: 5)
!74 = !DILocation(line: 19, column: 19, scope: !73)
!75 = !DILocation(line: 19, column: 5, scope: !70)
!76 = !DILocation(line: 20, column: 18, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !3, line: 19, column: 29)
!78 = !DILocation(line: 20, column: 9, scope: !77)
!79 = !DILocation(line: 20, column: 7, scope: !77)
!80 = !DILocation(line: 20, column: 12, scope: !77)
!81 = !DILocation(line: 20, column: 15, scope: !77)
!82 = !DILocation(line: 21, column: 14, scope: !83)
!83 = distinct !DILexicalBlock(scope: !77, file: !3, line: 21, column: 7)
!84 = !DILocation(line: 21, column: 12, scope: !83)
!85 = !DILocation(line: 21, column: 19, scope: !86)
!86 = distinct !DILexicalBlock(scope: !83, file: !3, line: 21, column: 7)
!87 = !DILocation(line: 21, column: 21, scope: !86)
!88 = !DILocation(line: 21, column: 7, scope: !83)
!89 = !DILocation(line: 22, column: 20, scope: !86)
!90 = !DILocation(line: 22, column: 30, scope: !86)
!91 = !DILocation(line: 22, column: 28, scope: !86)
!92 = !DILocation(line: 22, column: 33, scope: !86)
!93 = !DILocation(line: 22, column: 26, scope: !86)
!94 = !DILocation(line: 22, column: 40, scope: !86)
!95 = !DILocation(line: 22, column: 38, scope: !86)
!96 = !DILocation(line: 22, column: 43, scope: !86)
!97 = !DILocation(line: 22, column: 11, scope: !86)
!98 = !DILocation(line: 22, column: 9, scope: !86)
!99 = !DILocation(line: 22, column: 14, scope: !86)
!100 = !DILocation(line: 22, column: 17, scope: !86)
!101 = !DILocation(line: 21, column: 27, scope: !86)
!102 = !DILocation(line: 21, column: 7, scope: !86)
!103 = distinct !{!103, !88, !104, !105}
!104 = !DILocation(line: 22, column: 44, scope: !83)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 23, column: 5, scope: !77)
!107 = !DILocation(line: 19, column: 25, scope: !73)
!108 = !DILocation(line: 19, column: 5, scope: !73)
!109 = distinct !{!109, !75, !110, !105}
!110 = !DILocation(line: 23, column: 5, scope: !70)
!111 = distinct !{!111, !67, !112}
!112 = !DILocation(line: 17, column: 39, scope: !42)
!113 = !DILocation(line: 23, column: 5, scope: !42)
!114 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 17, type: !43, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!115 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !114, type: !45, flags: DIFlagArtificial)
!116 = !DILocation(line: 0, scope: !114)
!117 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !114, type: !45, flags: DIFlagArtificial)
!118 = !DILocalVariable(name: "beta", arg: 3, scope: !114, type: !49, flags: DIFlagArtificial)
!119 = !DILocalVariable(name: "alpha", arg: 4, scope: !114, type: !49, flags: DIFlagArtificial)
!120 = !DILocation(line: 17, column: 1, scope: !114)
!121 = !{!122}
!122 = !{i64 2, i64 -1, i64 -1, i1 true}
!123 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !124, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!124 = !DISubroutineType(types: !125)
!125 = !{!34}
!126 = !DILocalVariable(name: "i", scope: !123, file: !3, line: 28, type: !34)
!127 = !DILocation(line: 28, column: 7, scope: !123)
!128 = !DILocalVariable(name: "j", scope: !123, file: !3, line: 28, type: !34)
!129 = !DILocation(line: 28, column: 10, scope: !123)
!130 = !DILocalVariable(name: "s", scope: !123, file: !3, line: 29, type: !5)
!131 = !DILocation(line: 29, column: 10, scope: !123)
!132 = !DILocation(line: 30, column: 10, scope: !133)
!133 = distinct !DILexicalBlock(scope: !123, file: !3, line: 30, column: 3)
!134 = !DILocation(line: 30, column: 8, scope: !133)
!135 = !DILocation(line: 30, column: 15, scope: !136)
!136 = distinct !DILexicalBlock(scope: !133, file: !3, line: 30, column: 3)
!137 = !DILocation(line: 30, column: 17, scope: !136)
!138 = !DILocation(line: 30, column: 3, scope: !133)
!139 = !DILocation(line: 31, column: 12, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !3, line: 31, column: 5)
!141 = !DILocation(line: 31, column: 10, scope: !140)
!142 = !DILocation(line: 31, column: 17, scope: !143)
!143 = distinct !DILexicalBlock(scope: !140, file: !3, line: 31, column: 5)
!144 = !DILocation(line: 31, column: 19, scope: !143)
!145 = !DILocation(line: 31, column: 5, scope: !140)
!146 = !DILocation(line: 32, column: 27, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 31, column: 29)
!148 = !DILocation(line: 32, column: 31, scope: !147)
!149 = !DILocation(line: 32, column: 29, scope: !147)
!150 = !DILocation(line: 32, column: 33, scope: !147)
!151 = !DILocation(line: 32, column: 38, scope: !147)
!152 = !DILocation(line: 32, column: 17, scope: !147)
!153 = !DILocation(line: 32, column: 43, scope: !147)
!154 = !DILocation(line: 32, column: 9, scope: !147)
!155 = !DILocation(line: 32, column: 7, scope: !147)
!156 = !DILocation(line: 32, column: 12, scope: !147)
!157 = !DILocation(line: 32, column: 15, scope: !147)
!158 = !DILocation(line: 33, column: 27, scope: !147)
!159 = !DILocation(line: 33, column: 35, scope: !147)
!160 = !DILocation(line: 33, column: 33, scope: !147)
!161 = !DILocation(line: 33, column: 29, scope: !147)
!162 = !DILocation(line: 33, column: 38, scope: !147)
!163 = !DILocation(line: 33, column: 17, scope: !147)
!164 = !DILocation(line: 33, column: 43, scope: !147)
!165 = !DILocation(line: 33, column: 9, scope: !147)
!166 = !DILocation(line: 33, column: 7, scope: !147)
!167 = !DILocation(line: 33, column: 12, scope: !147)
!168 = !DILocation(line: 33, column: 15, scope: !147)
!169 = !DILocation(line: 34, column: 27, scope: !147)
!170 = !DILocation(line: 34, column: 32, scope: !147)
!171 = !DILocation(line: 34, column: 34, scope: !147)
!172 = !DILocation(line: 34, column: 29, scope: !147)
!173 = !DILocation(line: 34, column: 40, scope: !147)
!174 = !DILocation(line: 34, column: 17, scope: !147)
!175 = !DILocation(line: 34, column: 45, scope: !147)
!176 = !DILocation(line: 34, column: 9, scope: !147)
!177 = !DILocation(line: 34, column: 7, scope: !147)
!178 = !DILocation(line: 34, column: 12, scope: !147)
!179 = !DILocation(line: 34, column: 15, scope: !147)
!180 = !DILocation(line: 35, column: 5, scope: !147)
!181 = !DILocation(line: 31, column: 25, scope: !143)
!182 = !DILocation(line: 31, column: 5, scope: !143)
!183 = distinct !{!183, !145, !184, !105}
!184 = !DILocation(line: 35, column: 5, scope: !140)
!185 = !DILocation(line: 30, column: 23, scope: !136)
!186 = !DILocation(line: 30, column: 3, scope: !136)
!187 = distinct !{!187, !138, !188, !105}
!188 = !DILocation(line: 35, column: 5, scope: !133)
!189 = !DILocation(line: 36, column: 3, scope: !123)
!190 = !DILocation(line: 37, column: 10, scope: !191)
!191 = distinct !DILexicalBlock(scope: !123, file: !3, line: 37, column: 3)
!192 = !DILocation(line: 37, column: 8, scope: !191)
!193 = !DILocation(line: 37, column: 15, scope: !194)
!194 = distinct !DILexicalBlock(scope: !191, file: !3, line: 37, column: 3)
!195 = !DILocation(line: 37, column: 17, scope: !194)
!196 = !DILocation(line: 37, column: 3, scope: !191)
!197 = !DILocation(line: 38, column: 12, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !3, line: 38, column: 5)
!199 = !DILocation(line: 38, column: 10, scope: !198)
!200 = !DILocation(line: 38, column: 17, scope: !201)
!201 = distinct !DILexicalBlock(scope: !198, file: !3, line: 38, column: 5)
!202 = !DILocation(line: 38, column: 19, scope: !201)
!203 = !DILocation(line: 38, column: 5, scope: !198)
!204 = !DILocation(line: 39, column: 14, scope: !201)
!205 = !DILocation(line: 39, column: 12, scope: !201)
!206 = !DILocation(line: 39, column: 17, scope: !201)
!207 = !DILocation(line: 39, column: 9, scope: !201)
!208 = !DILocation(line: 39, column: 7, scope: !201)
!209 = !DILocation(line: 38, column: 25, scope: !201)
!210 = !DILocation(line: 38, column: 5, scope: !201)
!211 = distinct !{!211, !203, !212, !105}
!212 = !DILocation(line: 39, column: 18, scope: !198)
!213 = !DILocation(line: 37, column: 23, scope: !194)
!214 = !DILocation(line: 37, column: 3, scope: !194)
!215 = distinct !{!215, !196, !216, !105}
!216 = !DILocation(line: 39, column: 18, scope: !191)
!217 = !DILocation(line: 40, column: 14, scope: !123)
!218 = !DILocation(line: 40, column: 12, scope: !123)
!219 = !DILocation(line: 41, column: 3, scope: !123)
