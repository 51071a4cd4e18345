; ModuleID = 'omp_reduction.c'
source_filename = "omp_reduction.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [38 x i8] c";omp_reduction.c;kernel_reduce;14;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 37, i8* getelementptr inbounds ([38 x i8], [38 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [39 x i8] c";omp_reduction.c;kernel_reduce;14;89;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 38, i8* getelementptr inbounds ([39 x i8], [39 x i8]* @2, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 38, i8* getelementptr inbounds ([39 x i8], [39 x i8]* @2, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 37, i8* getelementptr inbounds ([38 x i8], [38 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [46 x i8] c"sum %.1f dot %.1f lo %.1f hi %.1f changes %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_reduce(i32 noundef %0, double* noundef %1, double* noundef %2, double* noundef %3, double* noundef %4, double* noundef %5, double* noundef %6, i32* noundef %7) #0 !dbg !14 {
  %9 = alloca i32, align 4
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca double*, align 8
  %14 = alloca double*, align 8
  %15 = alloca double*, align 8
  %16 = alloca i32*, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca i32, align 4
  store i32 %0, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !22, metadata !DIExpression()), !dbg !23
  store double* %1, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !24, metadata !DIExpression()), !dbg !25
  store double* %2, double** %11, align 8
  call void @llvm.dbg.declare(metadata double** %11, metadata !26, metadata !DIExpression()), !dbg !27
  store double* %3, double** %12, align 8
  call void @llvm.dbg.declare(metadata double** %12, metadata !28, metadata !DIExpression()), !dbg !29
  store double* %4, double** %13, align 8
  call void @llvm.dbg.declare(metadata double** %13, metadata !30, metadata !DIExpression()), !dbg !31
  store double* %5, double** %14, align 8
  call void @llvm.dbg.declare(metadata double** %14, metadata !32, metadata !DIExpression()), !dbg !33
  store double* %6, double** %15, align 8
  call void @llvm.dbg.declare(metadata double** %15, metadata !34, metadata !DIExpression()), !dbg !35
  store i32* %7, i32** %16, align 8
  call void @llvm.dbg.declare(metadata i32** %16, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata double* %17, metadata !38, metadata !DIExpression()), !dbg !39
  store double 0.000000e+00, double* %17, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata double* %18, metadata !40, metadata !DIExpression()), !dbg !41
  store double 0.000000e+00, double* %18, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata double* %19, metadata !42, metadata !DIExpression()), !dbg !43
  %22 = load double*, double** %10, align 8, !dbg !44
  %23 = getelementptr inbounds double, double* %22, i64 0, !dbg !44
  %24 = load double, double* %23, align 8, !dbg !44
  store double %24, double* %19, align 8, !dbg !43
  call void @llvm.dbg.declare(metadata double* %20, metadata !45, metadata !DIExpression()), !dbg !46
  %25 = load double*, double** %10, align 8, !dbg !47
  %26 = getelementptr inbounds double, double* %25, i64 0, !dbg !47
  %27 = load double, double* %26, align 8, !dbg !47
  store double %27, double* %20, align 8, !dbg !46
  call void @llvm.dbg.declare(metadata i32* %21, metadata !48, metadata !DIExpression()), !dbg !49
  store i32 0, i32* %21, align 4, !dbg !49
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @5, i32 8, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*, double**, double*, double**, double*, double*, i32*)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %9, double* %17, double** %10, double* %18, double** %11, double* %19, double* %20, i32* %21), !dbg !50
  %28 = load double, double* %17, align 8, !dbg !51
  %29 = load double*, double** %12, align 8, !dbg !52
  store double %28, double* %29, align 8, !dbg !53
  %30 = load double, double* %18, align 8, !dbg !54
  %31 = load double*, double** %13, align 8, !dbg !55
  store double %30, double* %31, align 8, !dbg !56
  %32 = load double, double* %19, align 8, !dbg !57
  %33 = load double*, double** %14, align 8, !dbg !58
  store double %32, double* %33, align 8, !dbg !59
  %34 = load double, double* %20, align 8, !dbg !60
  %35 = load double*, double** %15, align 8, !dbg !61
  store double %34, double* %35, align 8, !dbg !62
  %36 = load i32, i32* %21, align 4, !dbg !63
  %37 = load i32*, i32** %16, align 8, !dbg !64
  store i32 %36, i32* %37, align 4, !dbg !65
  ret void, !dbg !66
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double* noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double* noundef nonnull align 8 dereferenceable(8) %5, double** noundef nonnull align 8 dereferenceable(8) %6, double* noundef nonnull align 8 dereferenceable(8) %7, double* noundef nonnull align 8 dereferenceable(8) %8, i32* noundef nonnull align 4 dereferenceable(4) %9) #2 !dbg !67 {
  %11 = alloca i32*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32*, align 8
  %14 = alloca double*, align 8
  %15 = alloca double**, align 8
  %16 = alloca double*, align 8
  %17 = alloca double**, align 8
  %18 = alloca double*, align 8
  %19 = alloca double*, align 8
  %20 = alloca i32*, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca i32, align 4
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca i32, align 4
  %36 = alloca [5 x i8*], align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca double, align 8
  %44 = alloca double, align 8
  store i32* %0, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !77, metadata !DIExpression()), !dbg !78
  store i32* %1, i32** %12, align 8
  call void @llvm.dbg.declare(metadata i32** %12, metadata !79, metadata !DIExpression()), !dbg !78
  store i32* %2, i32** %13, align 8
  call void @llvm.dbg.declare(metadata i32** %13, metadata !80, metadata !DIExpression()), !dbg !81
  store double* %3, double** %14, align 8
  call void @llvm.dbg.declare(metadata double** %14, metadata !82, metadata !DIExpression()), !dbg !83
  store double** %4, double*** %15, align 8
  call void @llvm.dbg.declare(metadata double*** %15, metadata !84, metadata !DIExpression()), !dbg !85
  store double* %5, double** %16, align 8
  call void @llvm.dbg.declare(metadata double** %16, metadata !86, metadata !DIExpression()), !dbg !87
  store double** %6, double*** %17, align 8
  call void @llvm.dbg.declare(metadata double*** %17, metadata !88, metadata !DIExpression()), !dbg !89
  store double* %7, double** %18, align 8
  call void @llvm.dbg.declare(metadata double** %18, metadata !90, metadata !DIExpression()), !dbg !91
  store double* %8, double** %19, align 8
  call void @llvm.dbg.declare(metadata double** %19, metadata !92, metadata !DIExpression()), !dbg !93
  store i32* %9, i32** %20, align 8
  call void @llvm.dbg.declare(metadata i32** %20, metadata !94, metadata !DIExpression()), !dbg !95
  %45 = load i32*, i32** %13, align 8, !dbg !96
  %46 = load double*, double** %14, align 8, !dbg !96
  %47 = load double**, double*** %15, align 8, !dbg !96
  %48 = load double*, double** %16, align 8, !dbg !96
  %49 = load double**, double*** %17, align 8, !dbg !96
  %50 = load double*, double** %18, align 8, !dbg !96
  %51 = load double*, double** %19, align 8, !dbg !96
  %52 = load i32*, i32** %20, align 8, !dbg !96
  call void @llvm.dbg.declare(metadata i32* %21, metadata !97, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.declare(metadata i32* %23, metadata !98, metadata !DIExpression()), !dbg !78
  %53 = load i32, i32* %45, align 4, !dbg !99
  store i32 %53, i32* %23, align 4, !dbg !99
  call void @llvm.dbg.declare(metadata i32* %24, metadata !98, metadata !DIExpression()), !dbg !78
  %54 = load i32, i32* %23, align 4, !dbg !99
  %55 = sub nsw i32 %54, 0, !dbg !96
  %56 = sdiv i32 %55, 1, !dbg !96
  %57 = sub nsw i32 %56, 1, !dbg !96
  store i32 %57, i32* %24, align 4, !dbg !96
  call void @llvm.dbg.declare(metadata i32* %25, metadata !100, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %25, align 4, !dbg !101
  %58 = load i32, i32* %23, align 4, !dbg !99
  %59 = icmp slt i32 0, %58, !dbg !96
  br i1 %59, label %60, label %282, !dbg !96

60:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %26, metadata !102, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %26, align 4, !dbg !103
  call void @llvm.dbg.declare(metadata i32* %27, metadata !104, metadata !DIExpression()), !dbg !78
  %61 = load i32, i32* %24, align 4, !dbg !96
  store i32 %61, i32* %27, align 4, !dbg !103
  call void @llvm.dbg.declare(metadata i32* %28, metadata !105, metadata !DIExpression()), !dbg !78
  store i32 1, i32* %28, align 4, !dbg !103
  call void @llvm.dbg.declare(metadata i32* %29, metadata !106, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %29, align 4, !dbg !103
  call void @llvm.dbg.declare(metadata double* %30, metadata !107, metadata !DIExpression()), !dbg !78
  store double 0.000000e+00, double* %30, align 8, !dbg !108
  call void @llvm.dbg.declare(metadata double* %31, metadata !109, metadata !DIExpression()), !dbg !78
  store double 0.000000e+00, double* %31, align 8, !dbg !110
  call void @llvm.dbg.declare(metadata i32* %32, metadata !111, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %32, align 4, !dbg !112
  call void @llvm.dbg.declare(metadata double* %33, metadata !113, metadata !DIExpression()), !dbg !78
  store double 0x7FEFFFFFFFFFFFFF, double* %33, align 8, !dbg !114
  call void @llvm.dbg.declare(metadata double* %34, metadata !115, metadata !DIExpression()), !dbg !78
  store double 0xFFEFFFFFFFFFFFFF, double* %34, align 8, !dbg !116
  call void @llvm.dbg.declare(metadata i32* %35, metadata !100, metadata !DIExpression()), !dbg !78
  %62 = load i32*, i32** %11, align 8, !dbg !96
  %63 = load i32, i32* %62, align 4, !dbg !96
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %63, i32 34, i32* %29, i32* %26, i32* %27, i32* %28, i32 1, i32 1), !dbg !117
  %64 = load i32, i32* %27, align 4, !dbg !103
  %65 = load i32, i32* %24, align 4, !dbg !96
  %66 = icmp sgt i32 %64, %65, !dbg !103
  br i1 %66, label %67, label %69, !dbg !103

67:                                               ; preds = %60
  %68 = load i32, i32* %24, align 4, !dbg !96
  br label %71, !dbg !103

69:                                               ; preds = %60
  %70 = load i32, i32* %27, align 4, !dbg !103
  br label %71, !dbg !103

71:                                               ; preds = %69, %67
  %72 = phi i32 [ %68, %67 ], [ %70, %69 ], !dbg !103
  store i32 %72, i32* %27, align 4, !dbg !103
  %73 = load i32, i32* %26, align 4, !dbg !103
  store i32 %73, i32* %21, align 4, !dbg !103
  br label %74, !dbg !96

74:                                               ; preds = %153, %71
  %75 = load i32, i32* %21, align 4, !dbg !103
  %76 = load i32, i32* %27, align 4, !dbg !103
  %77 = icmp sle i32 %75, %76, !dbg !96
  br i1 %77, label %78, label %156, !dbg !96

78:                                               ; preds = %74
  %79 = load i32, i32* %21, align 4, !dbg !103
  %80 = mul nsw i32 %79, 1, !dbg !101
  %81 = add nsw i32 0, %80, !dbg !101
  store i32 %81, i32* %35, align 4, !dbg !101
  %82 = load double*, double** %47, align 8, !dbg !118
  %83 = load i32, i32* %35, align 4, !dbg !120
  %84 = sext i32 %83 to i64, !dbg !118
  %85 = getelementptr inbounds double, double* %82, i64 %84, !dbg !118
  %86 = load double, double* %85, align 8, !dbg !118
  %87 = load double, double* %30, align 8, !dbg !121
  %88 = fadd double %87, %86, !dbg !121
  store double %88, double* %30, align 8, !dbg !121
  %89 = load double*, double** %47, align 8, !dbg !122
  %90 = load i32, i32* %35, align 4, !dbg !123
  %91 = sext i32 %90 to i64, !dbg !122
  %92 = getelementptr inbounds double, double* %89, i64 %91, !dbg !122
  %93 = load double, double* %92, align 8, !dbg !122
  %94 = load double*, double** %49, align 8, !dbg !124
  %95 = load i32, i32* %35, align 4, !dbg !125
  %96 = sext i32 %95 to i64, !dbg !124
  %97 = getelementptr inbounds double, double* %94, i64 %96, !dbg !124
  %98 = load double, double* %97, align 8, !dbg !124
  %99 = load double, double* %31, align 8, !dbg !126
  %100 = call double @llvm.fmuladd.f64(double %93, double %98, double %99), !dbg !126
  store double %100, double* %31, align 8, !dbg !126
  %101 = load double*, double** %47, align 8, !dbg !127
  %102 = load i32, i32* %35, align 4, !dbg !129
  %103 = sext i32 %102 to i64, !dbg !127
  %104 = getelementptr inbounds double, double* %101, i64 %103, !dbg !127
  %105 = load double, double* %104, align 8, !dbg !127
  %106 = load double, double* %33, align 8, !dbg !130
  %107 = fcmp olt double %105, %106, !dbg !131
  br i1 %107, label %108, label %114, !dbg !132

108:                                              ; preds = %78
  %109 = load double*, double** %47, align 8, !dbg !133
  %110 = load i32, i32* %35, align 4, !dbg !134
  %111 = sext i32 %110 to i64, !dbg !133
  %112 = getelementptr inbounds double, double* %109, i64 %111, !dbg !133
  %113 = load double, double* %112, align 8, !dbg !133
  store double %113, double* %33, align 8, !dbg !135
  br label %114, !dbg !136

114:                                              ; preds = %108, %78
  %115 = load double*, double** %47, align 8, !dbg !137
  %116 = load i32, i32* %35, align 4, !dbg !139
  %117 = sext i32 %116 to i64, !dbg !137
  %118 = getelementptr inbounds double, double* %115, i64 %117, !dbg !137
  %119 = load double, double* %118, align 8, !dbg !137
  %120 = load double, double* %34, align 8, !dbg !140
  %121 = fcmp ogt double %119, %120, !dbg !141
  br i1 %121, label %122, label %128, !dbg !142

122:                                              ; preds = %114
  %123 = load double*, double** %47, align 8, !dbg !143
  %124 = load i32, i32* %35, align 4, !dbg !144
  %125 = sext i32 %124 to i64, !dbg !143
  %126 = getelementptr inbounds double, double* %123, i64 %125, !dbg !143
  %127 = load double, double* %126, align 8, !dbg !143
  store double %127, double* %34, align 8, !dbg !145
  br label %128, !dbg !146

128:                                              ; preds = %122, %114
  %129 = load i32, i32* %35, align 4, !dbg !147
  %130 = icmp sgt i32 %129, 0, !dbg !149
  br i1 %130, label %131, label %151, !dbg !150

131:                                              ; preds = %128
  %132 = load double*, double** %47, align 8, !dbg !151
  %133 = load i32, i32* %35, align 4, !dbg !152
  %134 = sext i32 %133 to i64, !dbg !151
  %135 = getelementptr inbounds double, double* %132, i64 %134, !dbg !151
  %136 = load double, double* %135, align 8, !dbg !151
  %137 = fcmp olt double %136, 0.000000e+00, !dbg !153
  %138 = zext i1 %137 to i32, !dbg !153
  %139 = load double*, double** %47, align 8, !dbg !154
  %140 = load i32, i32* %35, align 4, !dbg !155
  %141 = sub nsw i32 %140, 1, !dbg !156
  %142 = sext i32 %141 to i64, !dbg !154
  %143 = getelementptr inbounds double, double* %139, i64 %142, !dbg !154
  %144 = load double, double* %143, align 8, !dbg !154
  %145 = fcmp olt double %144, 0.000000e+00, !dbg !157
  %146 = zext i1 %145 to i32, !dbg !157
  %147 = icmp ne i32 %138, %146, !dbg !158
  br i1 %147, label %148, label %151, !dbg !159

148:                                              ; preds = %131
  %149 = load i32, i32* %32, align 4, !dbg !160
  %150 = add nsw i32 %149, 1, !dbg !160
  store i32 %150, i32* %32, align 4, !dbg !160
  br label %151, !dbg !161

151:                                              ; preds = %148, %131, %128
  br label %152, !dbg !162

152:                                              ; preds = %151
  br label %153, !dbg !117

153:                                              ; preds = %152
  %154 = load i32, i32* %21, align 4, !dbg !103
  %155 = add nsw i32 %154, 1, !dbg !96
  store i32 %155, i32* %21, align 4, !dbg !96
  br label %74, !dbg !117, !llvm.loop !163

156:                                              ; preds = %74
  br label %157, !dbg !117

157:                                              ; preds = %156
  %158 = load i32*, i32** %11, align 8, !dbg !117
  %159 = load i32, i32* %158, align 4, !dbg !117
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %159), !dbg !164
  %160 = getelementptr inbounds [5 x i8*], [5 x i8*]* %36, i64 0, i64 0, !dbg !117
  %161 = bitcast double* %30 to i8*, !dbg !117
  store i8* %161, i8** %160, align 8, !dbg !117
  %162 = getelementptr inbounds [5 x i8*], [5 x i8*]* %36, i64 0, i64 1, !dbg !117
  %163 = bitcast double* %31 to i8*, !dbg !117
  store i8* %163, i8** %162, align 8, !dbg !117
  %164 = getelementptr inbounds [5 x i8*], [5 x i8*]* %36, i64 0, i64 2, !dbg !117
  %165 = bitcast i32* %32 to i8*, !dbg !117
  store i8* %165, i8** %164, align 8, !dbg !117
  %166 = getelementptr inbounds [5 x i8*], [5 x i8*]* %36, i64 0, i64 3, !dbg !117
  %167 = bitcast double* %33 to i8*, !dbg !117
  store i8* %167, i8** %166, align 8, !dbg !117
  %168 = getelementptr inbounds [5 x i8*], [5 x i8*]* %36, i64 0, i64 4, !dbg !117
  %169 = bitcast double* %34 to i8*, !dbg !117
  store i8* %169, i8** %168, align 8, !dbg !117
  %170 = load i32*, i32** %11, align 8, !dbg !117
  %171 = load i32, i32* %170, align 4, !dbg !117
  %172 = bitcast [5 x i8*]* %36 to i8*, !dbg !117
  %173 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* @4, i32 %171, i32 5, i64 40, i8* %172, void (i8*, i8*)* @.omp.reduction.reduction_func, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !117
  switch i32 %173, label %281 [
    i32 1, label %174
    i32 2, label %202
  ], !dbg !117

174:                                              ; preds = %157
  %175 = load double, double* %46, align 8, !dbg !108
  %176 = load double, double* %30, align 8, !dbg !108
  %177 = fadd double %175, %176, !dbg !165
  store double %177, double* %46, align 8, !dbg !165
  %178 = load double, double* %48, align 8, !dbg !110
  %179 = load double, double* %31, align 8, !dbg !110
  %180 = fadd double %178, %179, !dbg !165
  store double %180, double* %48, align 8, !dbg !165
  %181 = load i32, i32* %52, align 4, !dbg !112
  %182 = load i32, i32* %32, align 4, !dbg !112
  %183 = add nsw i32 %181, %182, !dbg !165
  store i32 %183, i32* %52, align 4, !dbg !165
  %184 = load double, double* %50, align 8, !dbg !114
  %185 = load double, double* %33, align 8, !dbg !114
  %186 = fcmp olt double %184, %185, !dbg !166
  br i1 %186, label %187, label %189, !dbg !114

187:                                              ; preds = %174
  %188 = load double, double* %50, align 8, !dbg !114
  br label %191, !dbg !114

189:                                              ; preds = %174
  %190 = load double, double* %33, align 8, !dbg !114
  br label %191, !dbg !114

191:                                              ; preds = %189, %187
  %192 = phi double [ %188, %187 ], [ %190, %189 ], !dbg !114
  store double %192, double* %50, align 8, !dbg !166
  %193 = load double, double* %51, align 8, !dbg !116
  %194 = load double, double* %34, align 8, !dbg !116
  %195 = fcmp ogt double %193, %194, !dbg !167
  br i1 %195, label %196, label %198, !dbg !116

196:                                              ; preds = %191
  %197 = load double, double* %51, align 8, !dbg !116
  br label %200, !dbg !116

198:                                              ; preds = %191
  %199 = load double, double* %34, align 8, !dbg !116
  br label %200, !dbg !116

200:                                              ; preds = %198, %196
  %201 = phi double [ %197, %196 ], [ %199, %198 ], !dbg !116
  store double %201, double* %51, align 8, !dbg !167
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* @4, i32 %171, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !117
  br label %281, !dbg !117

202:                                              ; preds = %157
  %203 = load double, double* %30, align 8, !dbg !108
  %204 = bitcast double* %46 to i64*, !dbg !117
  %205 = load atomic i64, i64* %204 monotonic, align 8, !dbg !117
  br label %206, !dbg !117

206:                                              ; preds = %206, %202
  %207 = phi i64 [ %205, %202 ], [ %216, %206 ], !dbg !117
  %208 = bitcast double* %37 to i64*, !dbg !117
  %209 = bitcast i64 %207 to double, !dbg !117
  store double %209, double* %38, align 8, !dbg !117
  %210 = load double, double* %38, align 8, !dbg !108
  %211 = load double, double* %30, align 8, !dbg !108
  %212 = fadd double %210, %211, !dbg !165
  store double %212, double* %37, align 8, !dbg !117
  %213 = load i64, i64* %208, align 8, !dbg !117
  %214 = bitcast double* %46 to i64*, !dbg !117
  %215 = cmpxchg i64* %214, i64 %207, i64 %213 monotonic monotonic, align 8, !dbg !117
  %216 = extractvalue { i64, i1 } %215, 0, !dbg !117
  %217 = extractvalue { i64, i1 } %215, 1, !dbg !117
  br i1 %217, label %218, label %206, !dbg !117

218:                                              ; preds = %206
  %219 = load double, double* %31, align 8, !dbg !110
  %220 = bitcast double* %48 to i64*, !dbg !117
  %221 = load atomic i64, i64* %220 monotonic, align 8, !dbg !117
  br label %222, !dbg !117

222:                                              ; preds = %222, %218
  %223 = phi i64 [ %221, %218 ], [ %232, %222 ], !dbg !117
  %224 = bitcast double* %39 to i64*, !dbg !117
  %225 = bitcast i64 %223 to double, !dbg !117
  store double %225, double* %40, align 8, !dbg !117
  %226 = load double, double* %40, align 8, !dbg !110
  %227 = load double, double* %31, align 8, !dbg !110
  %228 = fadd double %226, %227, !dbg !165
  store double %228, double* %39, align 8, !dbg !117
  %229 = load i64, i64* %224, align 8, !dbg !117
  %230 = bitcast double* %48 to i64*, !dbg !117
  %231 = cmpxchg i64* %230, i64 %223, i64 %229 monotonic monotonic, align 8, !dbg !117
  %232 = extractvalue { i64, i1 } %231, 0, !dbg !117
  %233 = extractvalue { i64, i1 } %231, 1, !dbg !117
  br i1 %233, label %234, label %222, !dbg !117

234:                                              ; preds = %222
  %235 = load i32, i32* %32, align 4, !dbg !112
  %236 = atomicrmw add i32* %52, i32 %235 monotonic, align 4, !dbg !117
  %237 = load double, double* %33, align 8, !dbg !114
  %238 = bitcast double* %50 to i64*, !dbg !117
  %239 = load atomic i64, i64* %238 monotonic, align 8, !dbg !117
  br label %240, !dbg !117

240:                                              ; preds = %251, %234
  %241 = phi i64 [ %239, %234 ], [ %256, %251 ], !dbg !117
  %242 = bitcast double* %41 to i64*, !dbg !117
  %243 = bitcast i64 %241 to double, !dbg !117
  store double %243, double* %42, align 8, !dbg !117
  %244 = load double, double* %42, align 8, !dbg !114
  %245 = load double, double* %33, align 8, !dbg !114
  %246 = fcmp olt double %244, %245, !dbg !166
  br i1 %246, label %247, label %249, !dbg !114

247:                                              ; preds = %240
  %248 = load double, double* %42, align 8, !dbg !114
  br label %251, !dbg !114

249:                                              ; preds = %240
  %250 = load double, double* %33, align 8, !dbg !114
  br label %251, !dbg !114

251:                                              ; preds = %249, %247
  %252 = phi double [ %248, %247 ], [ %250, %249 ], !dbg !114
  store double %252, double* %41, align 8, !dbg !117
  %253 = load i64, i64* %242, align 8, !dbg !117
  %254 = bitcast double* %50 to i64*, !dbg !117
  %255 = cmpxchg i64* %254, i64 %241, i64 %253 monotonic monotonic, align 8, !dbg !117
  %256 = extractvalue { i64, i1 } %255, 0, !dbg !117
  %257 = extractvalue { i64, i1 } %255, 1, !dbg !117
  br i1 %257, label %258, label %240, !dbg !117

258:                                              ; preds = %251
  %259 = load double, double* %34, align 8, !dbg !116
  %260 = bitcast double* %51 to i64*, !dbg !117
  %261 = load atomic i64, i64* %260 monotonic, align 8, !dbg !117
  br label %262, !dbg !117

262:                                              ; preds = %273, %258
  %263 = phi i64 [ %261, %258 ], [ %278, %273 ], !dbg !117
  %264 = bitcast double* %43 to i64*, !dbg !117
  %265 = bitcast i64 %263 to double, !dbg !117
  store double %265, double* %44, align 8, !dbg !117
  %266 = load double, double* %44, align 8, !dbg !116
  %267 = load double, double* %34, align 8, !dbg !116
  %268 = fcmp ogt double %266, %267, !dbg !167
  br i1 %268, label %269, label %271, !dbg !116

269:                                              ; preds = %262
  %270 = load double, double* %44, align 8, !dbg !116
  br label %273, !dbg !116

271:                                              ; preds = %262
  %272 = load double, double* %34, align 8, !dbg !116
  br label %273, !dbg !116

273:                                              ; preds = %271, %269
  %274 = phi double [ %270, %269 ], [ %272, %271 ], !dbg !116
  store double %274, double* %43, align 8, !dbg !117
  %275 = load i64, i64* %264, align 8, !dbg !117
  %276 = bitcast double* %51 to i64*, !dbg !117
  %277 = cmpxchg i64* %276, i64 %263, i64 %275 monotonic monotonic, align 8, !dbg !117
  %278 = extractvalue { i64, i1 } %277, 0, !dbg !117
  %279 = extractvalue { i64, i1 } %277, 1, !dbg !117
  br i1 %279, label %280, label %262, !dbg !117

280:                                              ; preds = %273
  br label %281, !dbg !117

281:                                              ; preds = %280, %200, %157
  br label %282, !dbg !117

282:                                              ; preds = %281, %10
  ret void, !dbg !168
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind uwtable
define internal void @.omp.reduction.reduction_func(i8* noundef %0, i8* noundef %1) #4 !dbg !169 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !171, metadata !DIExpression()), !dbg !173
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !174, metadata !DIExpression()), !dbg !173
  %5 = load i8*, i8** %3, align 8, !dbg !175
  %6 = bitcast i8* %5 to [5 x i8*]*, !dbg !175
  %7 = load i8*, i8** %4, align 8, !dbg !175
  %8 = bitcast i8* %7 to [5 x i8*]*, !dbg !175
  %9 = getelementptr inbounds [5 x i8*], [5 x i8*]* %8, i64 0, i64 0, !dbg !175
  %10 = load i8*, i8** %9, align 8, !dbg !175
  %11 = bitcast i8* %10 to double*, !dbg !175
  %12 = getelementptr inbounds [5 x i8*], [5 x i8*]* %6, i64 0, i64 0, !dbg !175
  %13 = load i8*, i8** %12, align 8, !dbg !175
  %14 = bitcast i8* %13 to double*, !dbg !175
  %15 = getelementptr inbounds [5 x i8*], [5 x i8*]* %8, i64 0, i64 1, !dbg !175
  %16 = load i8*, i8** %15, align 8, !dbg !175
  %17 = bitcast i8* %16 to double*, !dbg !175
  %18 = getelementptr inbounds [5 x i8*], [5 x i8*]* %6, i64 0, i64 1, !dbg !175
  %19 = load i8*, i8** %18, align 8, !dbg !175
  %20 = bitcast i8* %19 to double*, !dbg !175
  %21 = getelementptr inbounds [5 x i8*], [5 x i8*]* %8, i64 0, i64 2, !dbg !175
  %22 = load i8*, i8** %21, align 8, !dbg !175
  %23 = bitcast i8* %22 to i32*, !dbg !175
  %24 = getelementptr inbounds [5 x i8*], [5 x i8*]* %6, i64 0, i64 2, !dbg !175
  %25 = load i8*, i8** %24, align 8, !dbg !175
  %26 = bitcast i8* %25 to i32*, !dbg !175
  %27 = getelementptr inbounds [5 x i8*], [5 x i8*]* %8, i64 0, i64 3, !dbg !175
  %28 = load i8*, i8** %27, align 8, !dbg !175
  %29 = bitcast i8* %28 to double*, !dbg !175
  %30 = getelementptr inbounds [5 x i8*], [5 x i8*]* %6, i64 0, i64 3, !dbg !175
  %31 = load i8*, i8** %30, align 8, !dbg !175
  %32 = bitcast i8* %31 to double*, !dbg !175
  %33 = getelementptr inbounds [5 x i8*], [5 x i8*]* %8, i64 0, i64 4, !dbg !175
  %34 = load i8*, i8** %33, align 8, !dbg !175
  %35 = bitcast i8* %34 to double*, !dbg !175
  %36 = getelementptr inbounds [5 x i8*], [5 x i8*]* %6, i64 0, i64 4, !dbg !175
  %37 = load i8*, i8** %36, align 8, !dbg !175
  %38 = bitcast i8* %37 to double*, !dbg !175
  %39 = load double, double* %14, align 8, !dbg !176
  %40 = load double, double* %11, align 8, !dbg !176
  %41 = fadd double %39, %40, !dbg !177
  store double %41, double* %14, align 8, !dbg !177
  %42 = load double, double* %20, align 8, !dbg !178
  %43 = load double, double* %17, align 8, !dbg !178
  %44 = fadd double %42, %43, !dbg !177
  store double %44, double* %20, align 8, !dbg !177
  %45 = load i32, i32* %26, align 4, !dbg !179
  %46 = load i32, i32* %23, align 4, !dbg !179
  %47 = add nsw i32 %45, %46, !dbg !177
  store i32 %47, i32* %26, align 4, !dbg !177
  %48 = load double, double* %32, align 8, !dbg !180
  %49 = load double, double* %29, align 8, !dbg !180
  %50 = fcmp olt double %48, %49, !dbg !181
  br i1 %50, label %51, label %53, !dbg !180

51:                                               ; preds = %2
  %52 = load double, double* %32, align 8, !dbg !180
  br label %55, !dbg !180

53:                                               ; preds = %2
  %54 = load double, double* %29, align 8, !dbg !180
  br label %55, !dbg !180

55:                                               ; preds = %53, %51
  %56 = phi double [ %52, %51 ], [ %54, %53 ], !dbg !180
  store double %56, double* %32, align 8, !dbg !181
  %57 = load double, double* %38, align 8, !dbg !182
  %58 = load double, double* %35, align 8, !dbg !182
  %59 = fcmp ogt double %57, %58, !dbg !183
  br i1 %59, label %60, label %62, !dbg !182

60:                                               ; preds = %55
  %61 = load double, double* %38, align 8, !dbg !182
  br label %64, !dbg !182

62:                                               ; preds = %55
  %63 = load double, double* %35, align 8, !dbg !182
  br label %64, !dbg !182

64:                                               ; preds = %62, %60
  %65 = phi double [ %61, %60 ], [ %63, %62 ], !dbg !182
  store double %65, double* %38, align 8, !dbg !183
  ret void, !dbg !182
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double* noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double* noundef nonnull align 8 dereferenceable(8) %5, double** noundef nonnull align 8 dereferenceable(8) %6, double* noundef nonnull align 8 dereferenceable(8) %7, double* noundef nonnull align 8 dereferenceable(8) %8, i32* noundef nonnull align 4 dereferenceable(4) %9) #2 !dbg !184 {
  %11 = alloca i32*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32*, align 8
  %14 = alloca double*, align 8
  %15 = alloca double**, align 8
  %16 = alloca double*, align 8
  %17 = alloca double**, align 8
  %18 = alloca double*, align 8
  %19 = alloca double*, align 8
  %20 = alloca i32*, align 8
  store i32* %0, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !185, metadata !DIExpression()), !dbg !186
  store i32* %1, i32** %12, align 8
  call void @llvm.dbg.declare(metadata i32** %12, metadata !187, metadata !DIExpression()), !dbg !186
  store i32* %2, i32** %13, align 8
  call void @llvm.dbg.declare(metadata i32** %13, metadata !188, metadata !DIExpression()), !dbg !186
  store double* %3, double** %14, align 8
  call void @llvm.dbg.declare(metadata double** %14, metadata !189, metadata !DIExpression()), !dbg !186
  store double** %4, double*** %15, align 8
  call void @llvm.dbg.declare(metadata double*** %15, metadata !190, metadata !DIExpression()), !dbg !186
  store double* %5, double** %16, align 8
  call void @llvm.dbg.declare(metadata double** %16, metadata !191, metadata !DIExpression()), !dbg !186
  store double** %6, double*** %17, align 8
  call void @llvm.dbg.declare(metadata double*** %17, metadata !192, metadata !DIExpression()), !dbg !186
  store double* %7, double** %18, align 8
  call void @llvm.dbg.declare(metadata double** %18, metadata !193, metadata !DIExpression()), !dbg !186
  store double* %8, double** %19, align 8
  call void @llvm.dbg.declare(metadata double** %19, metadata !194, metadata !DIExpression()), !dbg !186
  store i32* %9, i32** %20, align 8
  call void @llvm.dbg.declare(metadata i32** %20, metadata !195, metadata !DIExpression()), !dbg !186
  %21 = load i32*, i32** %13, align 8, !dbg !196
  %22 = load double*, double** %14, align 8, !dbg !196
  %23 = load double**, double*** %15, align 8, !dbg !196
  %24 = load double*, double** %16, align 8, !dbg !196
  %25 = load double**, double*** %17, align 8, !dbg !196
  %26 = load double*, double** %18, align 8, !dbg !196
  %27 = load double*, double** %19, align 8, !dbg !196
  %28 = load i32*, i32** %20, align 8, !dbg !196
  %29 = load i32*, i32** %11, align 8, !dbg !196
  %30 = load i32*, i32** %12, align 8, !dbg !196
  %31 = load i32*, i32** %13, align 8, !dbg !196
  %32 = load double*, double** %14, align 8, !dbg !196
  %33 = load double**, double*** %15, align 8, !dbg !196
  %34 = load double*, double** %16, align 8, !dbg !196
  %35 = load double**, double*** %17, align 8, !dbg !196
  %36 = load double*, double** %18, align 8, !dbg !196
  %37 = load double*, double** %19, align 8, !dbg !196
  %38 = load i32*, i32** %20, align 8, !dbg !196
  call void @.omp_outlined._debug__(i32* %29, i32* %30, i32* %31, double* %32, double** %33, double* %34, double** %35, double* %36, double* %37, i32* %38) #3, !dbg !196
  ret void, !dbg !196
}

; Function Attrs: nounwind
declare !callback !197 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !199 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !205, metadata !DIExpression()), !dbg !206
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !207, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.declare(metadata i32* %6, metadata !209, metadata !DIExpression()), !dbg !210
  %16 = load i32, i32* %4, align 4, !dbg !211
  %17 = icmp sgt i32 %16, 1, !dbg !212
  br i1 %17, label %18, label %23, !dbg !211

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !213
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !213
  %21 = load i8*, i8** %20, align 8, !dbg !213
  %22 = call i32 @atoi(i8* noundef %21) #9, !dbg !214
  br label %24, !dbg !211

23:                                               ; preds = %2
  br label %24, !dbg !211

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 100000, %23 ], !dbg !211
  store i32 %25, i32* %6, align 4, !dbg !210
  call void @llvm.dbg.declare(metadata double** %7, metadata !215, metadata !DIExpression()), !dbg !216
  %26 = load i32, i32* %6, align 4, !dbg !217
  %27 = sext i32 %26 to i64, !dbg !217
  %28 = mul i64 %27, 8, !dbg !218
  %29 = call noalias i8* @malloc(i64 noundef %28) #3, !dbg !219
  %30 = bitcast i8* %29 to double*, !dbg !219
  store double* %30, double** %7, align 8, !dbg !216
  call void @llvm.dbg.declare(metadata double** %8, metadata !220, metadata !DIExpression()), !dbg !221
  %31 = load i32, i32* %6, align 4, !dbg !222
  %32 = sext i32 %31 to i64, !dbg !222
  %33 = mul i64 %32, 8, !dbg !223
  %34 = call noalias i8* @malloc(i64 noundef %33) #3, !dbg !224
  %35 = bitcast i8* %34 to double*, !dbg !224
  store double* %35, double** %8, align 8, !dbg !221
  call void @llvm.dbg.declare(metadata i32* %9, metadata !225, metadata !DIExpression()), !dbg !227
  store i32 4, i32* %9, align 4, !dbg !227
  call void @llvm.dbg.declare(metadata i32* %10, metadata !228, metadata !DIExpression()), !dbg !230
  store i32 0, i32* %10, align 4, !dbg !230
  br label %36, !dbg !231

36:                                               ; preds = %60, %24
  %37 = load i32, i32* %10, align 4, !dbg !232
  %38 = load i32, i32* %6, align 4, !dbg !234
  %39 = icmp slt i32 %37, %38, !dbg !235
  br i1 %39, label %40, label %63, !dbg !236

40:                                               ; preds = %36
  %41 = load i32, i32* %9, align 4, !dbg !237
  %42 = mul i32 %41, 1664525, !dbg !239
  %43 = add i32 %42, 1013904223, !dbg !240
  store i32 %43, i32* %9, align 4, !dbg !241
  %44 = load i32, i32* %9, align 4, !dbg !242
  %45 = lshr i32 %44, 12, !dbg !243
  %46 = urem i32 %45, 2001, !dbg !244
  %47 = sub nsw i32 %46, 1000, !dbg !245
  %48 = sitofp i32 %47 to double, !dbg !246
  %49 = load double*, double** %7, align 8, !dbg !247
  %50 = load i32, i32* %10, align 4, !dbg !248
  %51 = sext i32 %50 to i64, !dbg !247
  %52 = getelementptr inbounds double, double* %49, i64 %51, !dbg !247
  store double %48, double* %52, align 8, !dbg !249
  %53 = load i32, i32* %10, align 4, !dbg !250
  %54 = srem i32 %53, 13, !dbg !251
  %55 = sitofp i32 %54 to double, !dbg !252
  %56 = load double*, double** %8, align 8, !dbg !253
  %57 = load i32, i32* %10, align 4, !dbg !254
  %58 = sext i32 %57 to i64, !dbg !253
  %59 = getelementptr inbounds double, double* %56, i64 %58, !dbg !253
  store double %55, double* %59, align 8, !dbg !255
  br label %60, !dbg !256

60:                                               ; preds = %40
  %61 = load i32, i32* %10, align 4, !dbg !257
  %62 = add nsw i32 %61, 1, !dbg !257
  store i32 %62, i32* %10, align 4, !dbg !257
  br label %36, !dbg !258, !llvm.loop !259

63:                                               ; preds = %36
  call void @llvm.dbg.declare(metadata double* %11, metadata !262, metadata !DIExpression()), !dbg !263
  call void @llvm.dbg.declare(metadata double* %12, metadata !264, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.declare(metadata double* %13, metadata !266, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.declare(metadata double* %14, metadata !268, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.declare(metadata i32* %15, metadata !270, metadata !DIExpression()), !dbg !271
  %64 = load i32, i32* %6, align 4, !dbg !272
  %65 = load double*, double** %7, align 8, !dbg !273
  %66 = load double*, double** %8, align 8, !dbg !274
  call void @kernel_reduce(i32 noundef %64, double* noundef %65, double* noundef %66, double* noundef %11, double* noundef %12, double* noundef %13, double* noundef %14, i32* noundef %15), !dbg !275
  %67 = load double, double* %11, align 8, !dbg !276
  %68 = load double, double* %12, align 8, !dbg !277
  %69 = load double, double* %13, align 8, !dbg !278
  %70 = load double, double* %14, align 8, !dbg !279
  %71 = load i32, i32* %15, align 4, !dbg !280
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str, i64 0, i64 0), double noundef %67, double noundef %68, double noundef %69, double noundef %70, i32 noundef %71), !dbg !281
  %73 = load double*, double** %7, align 8, !dbg !282
  %74 = bitcast double* %73 to i8*, !dbg !282
  call void @free(i8* noundef %74) #3, !dbg !283
  %75 = load double*, double** %8, align 8, !dbg !284
  %76 = bitcast double* %75 to i8*, !dbg !284
  call void @free(i8* noundef %76) #3, !dbg !285
  ret i32 0, !dbg !286
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #6

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #7

declare i32 @printf(i8* noundef, ...) #8

; Function Attrs: nounwind
declare void @free(i8* noundef) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noinline norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_reduction.c", directory: ".", checksumkind: CSK_MD5, checksum: "ce32fcc5f70d2a48344f67fdd3721319")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"openmp", i32 50}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "kernel_reduce", scope: !1, file: !1, line: 9, type: !15, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !4, !17, !17, !19, !19, !19, !19, !20}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!21 = !{}
!22 = !DILocalVariable(name: "n", arg: 1, scope: !14, file: !1, line: 9, type: !4)
!23 = !DILocation(line: 9, column: 24, scope: !14)
!24 = !DILocalVariable(name: "a", arg: 2, scope: !14, file: !1, line: 9, type: !17)
!25 = !DILocation(line: 9, column: 41, scope: !14)
!26 = !DILocalVariable(name: "b", arg: 3, scope: !14, file: !1, line: 9, type: !17)
!27 = !DILocation(line: 9, column: 58, scope: !14)
!28 = !DILocalVariable(name: "sum", arg: 4, scope: !14, file: !1, line: 9, type: !19)
!29 = !DILocation(line: 9, column: 69, scope: !14)
!30 = !DILocalVariable(name: "dot", arg: 5, scope: !14, file: !1, line: 10, type: !19)
!31 = !DILocation(line: 10, column: 28, scope: !14)
!32 = !DILocalVariable(name: "lo", arg: 6, scope: !14, file: !1, line: 10, type: !19)
!33 = !DILocation(line: 10, column: 41, scope: !14)
!34 = !DILocalVariable(name: "hi", arg: 7, scope: !14, file: !1, line: 10, type: !19)
!35 = !DILocation(line: 10, column: 53, scope: !14)
!36 = !DILocalVariable(name: "changes", arg: 8, scope: !14, file: !1, line: 10, type: !20)
!37 = !DILocation(line: 10, column: 62, scope: !14)
!38 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 12, type: !3)
!39 = !DILocation(line: 12, column: 10, scope: !14)
!40 = !DILocalVariable(name: "d", scope: !14, file: !1, line: 12, type: !3)
!41 = !DILocation(line: 12, column: 19, scope: !14)
!42 = !DILocalVariable(name: "mn", scope: !14, file: !1, line: 12, type: !3)
!43 = !DILocation(line: 12, column: 28, scope: !14)
!44 = !DILocation(line: 12, column: 33, scope: !14)
!45 = !DILocalVariable(name: "mx", scope: !14, file: !1, line: 12, type: !3)
!46 = !DILocation(line: 12, column: 39, scope: !14)
!47 = !DILocation(line: 12, column: 44, scope: !14)
!48 = !DILocalVariable(name: "ch", scope: !14, file: !1, line: 13, type: !4)
!49 = !DILocation(line: 13, column: 7, scope: !14)
!50 = !DILocation(line: 14, column: 1, scope: !14)
!51 = !DILocation(line: 25, column: 10, scope: !14)
!52 = !DILocation(line: 25, column: 4, scope: !14)
!53 = !DILocation(line: 25, column: 8, scope: !14)
!54 = !DILocation(line: 26, column: 10, scope: !14)
!55 = !DILocation(line: 26, column: 4, scope: !14)
!56 = !DILocation(line: 26, column: 8, scope: !14)
!57 = !DILocation(line: 27, column: 9, scope: !14)
!58 = !DILocation(line: 27, column: 4, scope: !14)
!59 = !DILocation(line: 27, column: 7, scope: !14)
!60 = !DILocation(line: 28, column: 9, scope: !14)
!61 = !DILocation(line: 28, column: 4, scope: !14)
!62 = !DILocation(line: 28, column: 7, scope: !14)
!63 = !DILocation(line: 29, column: 14, scope: !14)
!64 = !DILocation(line: 29, column: 4, scope: !14)
!65 = !DILocation(line: 29, column: 12, scope: !14)
!66 = !DILocation(line: 30, column: 1, scope: !14)
!67 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 15, type: !68, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !70, !70, !74, !75, !76, !75, !76, !75, !75, !74}
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!74 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 64)
!77 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !67, type: !70, flags: DIFlagArtificial)
!78 = !DILocation(line: 0, scope: !67)
!79 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !67, type: !70, flags: DIFlagArtificial)
!80 = !DILocalVariable(name: "n", arg: 3, scope: !67, file: !1, line: 9, type: !74)
!81 = !DILocation(line: 9, column: 24, scope: !67)
!82 = !DILocalVariable(name: "s", arg: 4, scope: !67, file: !1, line: 12, type: !75)
!83 = !DILocation(line: 12, column: 10, scope: !67)
!84 = !DILocalVariable(name: "a", arg: 5, scope: !67, file: !1, line: 9, type: !76)
!85 = !DILocation(line: 9, column: 41, scope: !67)
!86 = !DILocalVariable(name: "d", arg: 6, scope: !67, file: !1, line: 12, type: !75)
!87 = !DILocation(line: 12, column: 19, scope: !67)
!88 = !DILocalVariable(name: "b", arg: 7, scope: !67, file: !1, line: 9, type: !76)
!89 = !DILocation(line: 9, column: 58, scope: !67)
!90 = !DILocalVariable(name: "mn", arg: 8, scope: !67, file: !1, line: 12, type: !75)
!91 = !DILocation(line: 12, column: 28, scope: !67)
!92 = !DILocalVariable(name: "mx", arg: 9, scope: !67, file: !1, line: 12, type: !75)
!93 = !DILocation(line: 12, column: 39, scope: !67)
!94 = !DILocalVariable(name: "ch", arg: 10, scope: !67, file: !1, line: 13, type: !74)
!95 = !DILocation(line: 13, column: 7, scope: !67)
!96 = !DILocation(line: 15, column: 3, scope: !67)
!97 = !DILocalVariable(name: ".omp.iv", scope: !67, type: !4, flags: DIFlagArtificial)
!98 = !DILocalVariable(name: ".capture_expr.", scope: !67, type: !4, flags: DIFlagArtificial)
!99 = !DILocation(line: 15, column: 23, scope: !67)
!100 = !DILocalVariable(name: "i", scope: !67, type: !4, flags: DIFlagArtificial)
!101 = !DILocation(line: 15, column: 26, scope: !67)
!102 = !DILocalVariable(name: ".omp.lb", scope: !67, type: !4, flags: DIFlagArtificial)
!103 = !DILocation(line: 15, column: 8, scope: !67)
!104 = !DILocalVariable(name: ".omp.ub", scope: !67, type: !4, flags: DIFlagArtificial)
!105 = !DILocalVariable(name: ".omp.stride", scope: !67, type: !4, flags: DIFlagArtificial)
!106 = !DILocalVariable(name: ".omp.is_last", scope: !67, type: !4, flags: DIFlagArtificial)
!107 = !DILocalVariable(name: "s", scope: !67, type: !3, flags: DIFlagArtificial)
!108 = !DILocation(line: 14, column: 40, scope: !67)
!109 = !DILocalVariable(name: "d", scope: !67, type: !3, flags: DIFlagArtificial)
!110 = !DILocation(line: 14, column: 43, scope: !67)
!111 = !DILocalVariable(name: "ch", scope: !67, type: !4, flags: DIFlagArtificial)
!112 = !DILocation(line: 14, column: 46, scope: !67)
!113 = !DILocalVariable(name: "mn", scope: !67, type: !3, flags: DIFlagArtificial)
!114 = !DILocation(line: 14, column: 66, scope: !67)
!115 = !DILocalVariable(name: "mx", scope: !67, type: !3, flags: DIFlagArtificial)
!116 = !DILocation(line: 14, column: 86, scope: !67)
!117 = !DILocation(line: 14, column: 1, scope: !67)
!118 = !DILocation(line: 16, column: 10, scope: !119)
!119 = distinct !DILexicalBlock(scope: !67, file: !1, line: 15, column: 31)
!120 = !DILocation(line: 16, column: 12, scope: !119)
!121 = !DILocation(line: 16, column: 7, scope: !119)
!122 = !DILocation(line: 17, column: 10, scope: !119)
!123 = !DILocation(line: 17, column: 12, scope: !119)
!124 = !DILocation(line: 17, column: 17, scope: !119)
!125 = !DILocation(line: 17, column: 19, scope: !119)
!126 = !DILocation(line: 17, column: 7, scope: !119)
!127 = !DILocation(line: 18, column: 9, scope: !128)
!128 = distinct !DILexicalBlock(scope: !119, file: !1, line: 18, column: 9)
!129 = !DILocation(line: 18, column: 11, scope: !128)
!130 = !DILocation(line: 18, column: 16, scope: !128)
!131 = !DILocation(line: 18, column: 14, scope: !128)
!132 = !DILocation(line: 18, column: 9, scope: !119)
!133 = !DILocation(line: 19, column: 12, scope: !128)
!134 = !DILocation(line: 19, column: 14, scope: !128)
!135 = !DILocation(line: 19, column: 10, scope: !128)
!136 = !DILocation(line: 19, column: 7, scope: !128)
!137 = !DILocation(line: 20, column: 9, scope: !138)
!138 = distinct !DILexicalBlock(scope: !119, file: !1, line: 20, column: 9)
!139 = !DILocation(line: 20, column: 11, scope: !138)
!140 = !DILocation(line: 20, column: 16, scope: !138)
!141 = !DILocation(line: 20, column: 14, scope: !138)
!142 = !DILocation(line: 20, column: 9, scope: !119)
!143 = !DILocation(line: 21, column: 12, scope: !138)
!144 = !DILocation(line: 21, column: 14, scope: !138)
!145 = !DILocation(line: 21, column: 10, scope: !138)
!146 = !DILocation(line: 21, column: 7, scope: !138)
!147 = !DILocation(line: 22, column: 9, scope: !148)
!148 = distinct !DILexicalBlock(scope: !119, file: !1, line: 22, column: 9)
!149 = !DILocation(line: 22, column: 11, scope: !148)
!150 = !DILocation(line: 22, column: 15, scope: !148)
!151 = !DILocation(line: 22, column: 19, scope: !148)
!152 = !DILocation(line: 22, column: 21, scope: !148)
!153 = !DILocation(line: 22, column: 24, scope: !148)
!154 = !DILocation(line: 22, column: 33, scope: !148)
!155 = !DILocation(line: 22, column: 35, scope: !148)
!156 = !DILocation(line: 22, column: 37, scope: !148)
!157 = !DILocation(line: 22, column: 42, scope: !148)
!158 = !DILocation(line: 22, column: 29, scope: !148)
!159 = !DILocation(line: 22, column: 9, scope: !119)
!160 = !DILocation(line: 23, column: 9, scope: !148)
!161 = !DILocation(line: 23, column: 7, scope: !148)
!162 = !DILocation(line: 24, column: 3, scope: !119)
!163 = distinct !{!163, !117, !164}
!164 = !DILocation(line: 14, column: 89, scope: !67)
!165 = !DILocation(line: 14, column: 36, scope: !67)
!166 = !DILocation(line: 14, column: 60, scope: !67)
!167 = !DILocation(line: 14, column: 80, scope: !67)
!168 = !DILocation(line: 24, column: 3, scope: !67)
!169 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !1, file: !1, line: 14, type: !170, scopeLine: 14, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!170 = !DISubroutineType(types: !21)
!171 = !DILocalVariable(arg: 1, scope: !169, type: !172, flags: DIFlagArtificial)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!173 = !DILocation(line: 0, scope: !169)
!174 = !DILocalVariable(arg: 2, scope: !169, type: !172, flags: DIFlagArtificial)
!175 = !DILocation(line: 14, column: 89, scope: !169)
!176 = !DILocation(line: 14, column: 40, scope: !169)
!177 = !DILocation(line: 14, column: 36, scope: !169)
!178 = !DILocation(line: 14, column: 43, scope: !169)
!179 = !DILocation(line: 14, column: 46, scope: !169)
!180 = !DILocation(line: 14, column: 66, scope: !169)
!181 = !DILocation(line: 14, column: 60, scope: !169)
!182 = !DILocation(line: 14, column: 86, scope: !169)
!183 = !DILocation(line: 14, column: 80, scope: !169)
!184 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 14, type: !68, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!185 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !184, type: !70, flags: DIFlagArtificial)
!186 = !DILocation(line: 0, scope: !184)
!187 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !184, type: !70, flags: DIFlagArtificial)
!188 = !DILocalVariable(name: "n", arg: 3, scope: !184, type: !74, flags: DIFlagArtificial)
!189 = !DILocalVariable(name: "s", arg: 4, scope: !184, type: !75, flags: DIFlagArtificial)
!190 = !DILocalVariable(name: "a", arg: 5, scope: !184, type: !76, flags: DIFlagArtificial)
!191 = !DILocalVariable(name: "d", arg: 6, scope: !184, type: !75, flags: DIFlagArtificial)
!192 = !DILocalVariable(name: "b", arg: 7, scope: !184, type: !76, flags: DIFlagArtificial)
!193 = !DILocalVariable(name: "mn", arg: 8, scope: !184, type: !75, flags: DIFlagArtificial)
!194 = !DILocalVariable(name: "mx", arg: 9, scope: !184, type: !75, flags: DIFlagArtificial)
!195 = !DILocalVariable(name: "ch", arg: 10, scope: !184, type: !74, flags: DIFlagArtificial)
!196 = !DILocation(line: 14, column: 1, scope: !184)
!197 = !{!198}
!198 = !{i64 2, i64 -1, i64 -1, i1 true}
!199 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 32, type: !200, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!200 = !DISubroutineType(types: !201)
!201 = !{!4, !4, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !204, size: 64)
!204 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!205 = !DILocalVariable(name: "argc", arg: 1, scope: !199, file: !1, line: 32, type: !4)
!206 = !DILocation(line: 32, column: 14, scope: !199)
!207 = !DILocalVariable(name: "argv", arg: 2, scope: !199, file: !1, line: 32, type: !202)
!208 = !DILocation(line: 32, column: 27, scope: !199)
!209 = !DILocalVariable(name: "n", scope: !199, file: !1, line: 34, type: !4)
!210 = !DILocation(line: 34, column: 7, scope: !199)
!211 = !DILocation(line: 34, column: 11, scope: !199)
!212 = !DILocation(line: 34, column: 16, scope: !199)
!213 = !DILocation(line: 34, column: 27, scope: !199)
!214 = !DILocation(line: 34, column: 22, scope: !199)
!215 = !DILocalVariable(name: "a", scope: !199, file: !1, line: 35, type: !19)
!216 = !DILocation(line: 35, column: 11, scope: !199)
!217 = !DILocation(line: 35, column: 22, scope: !199)
!218 = !DILocation(line: 35, column: 24, scope: !199)
!219 = !DILocation(line: 35, column: 15, scope: !199)
!220 = !DILocalVariable(name: "b", scope: !199, file: !1, line: 35, type: !19)
!221 = !DILocation(line: 35, column: 44, scope: !199)
!222 = !DILocation(line: 35, column: 55, scope: !199)
!223 = !DILocation(line: 35, column: 57, scope: !199)
!224 = !DILocation(line: 35, column: 48, scope: !199)
!225 = !DILocalVariable(name: "s", scope: !199, file: !1, line: 36, type: !226)
!226 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!227 = !DILocation(line: 36, column: 12, scope: !199)
!228 = !DILocalVariable(name: "i", scope: !229, file: !1, line: 37, type: !4)
!229 = distinct !DILexicalBlock(scope: !199, file: !1, line: 37, column: 3)
!230 = !DILocation(line: 37, column: 12, scope: !229)
!231 = !DILocation(line: 37, column: 8, scope: !229)
!232 = !DILocation(line: 37, column: 19, scope: !233)
!233 = distinct !DILexicalBlock(scope: !229, file: !1, line: 37, column: 3)
!234 = !DILocation(line: 37, column: 23, scope: !233)
!235 = !DILocation(line: 37, column: 21, scope: !233)
!236 = !DILocation(line: 37, column: 3, scope: !229)
!237 = !DILocation(line: 38, column: 9, scope: !238)
!238 = distinct !DILexicalBlock(scope: !233, file: !1, line: 37, column: 31)
!239 = !DILocation(line: 38, column: 11, scope: !238)
!240 = !DILocation(line: 38, column: 22, scope: !238)
!241 = !DILocation(line: 38, column: 7, scope: !238)
!242 = !DILocation(line: 39, column: 28, scope: !238)
!243 = !DILocation(line: 39, column: 30, scope: !238)
!244 = !DILocation(line: 39, column: 37, scope: !238)
!245 = !DILocation(line: 39, column: 45, scope: !238)
!246 = !DILocation(line: 39, column: 12, scope: !238)
!247 = !DILocation(line: 39, column: 5, scope: !238)
!248 = !DILocation(line: 39, column: 7, scope: !238)
!249 = !DILocation(line: 39, column: 10, scope: !238)
!250 = !DILocation(line: 40, column: 21, scope: !238)
!251 = !DILocation(line: 40, column: 23, scope: !238)
!252 = !DILocation(line: 40, column: 12, scope: !238)
!253 = !DILocation(line: 40, column: 5, scope: !238)
!254 = !DILocation(line: 40, column: 7, scope: !238)
!255 = !DILocation(line: 40, column: 10, scope: !238)
!256 = !DILocation(line: 41, column: 3, scope: !238)
!257 = !DILocation(line: 37, column: 27, scope: !233)
!258 = !DILocation(line: 37, column: 3, scope: !233)
!259 = distinct !{!259, !236, !260, !261}
!260 = !DILocation(line: 41, column: 3, scope: !229)
!261 = !{!"llvm.loop.mustprogress"}
!262 = !DILocalVariable(name: "sum", scope: !199, file: !1, line: 42, type: !3)
!263 = !DILocation(line: 42, column: 10, scope: !199)
!264 = !DILocalVariable(name: "dot", scope: !199, file: !1, line: 42, type: !3)
!265 = !DILocation(line: 42, column: 15, scope: !199)
!266 = !DILocalVariable(name: "lo", scope: !199, file: !1, line: 42, type: !3)
!267 = !DILocation(line: 42, column: 20, scope: !199)
!268 = !DILocalVariable(name: "hi", scope: !199, file: !1, line: 42, type: !3)
!269 = !DILocation(line: 42, column: 24, scope: !199)
!270 = !DILocalVariable(name: "changes", scope: !199, file: !1, line: 43, type: !4)
!271 = !DILocation(line: 43, column: 7, scope: !199)
!272 = !DILocation(line: 44, column: 17, scope: !199)
!273 = !DILocation(line: 44, column: 20, scope: !199)
!274 = !DILocation(line: 44, column: 23, scope: !199)
!275 = !DILocation(line: 44, column: 3, scope: !199)
!276 = !DILocation(line: 45, column: 60, scope: !199)
!277 = !DILocation(line: 45, column: 65, scope: !199)
!278 = !DILocation(line: 45, column: 70, scope: !199)
!279 = !DILocation(line: 45, column: 74, scope: !199)
!280 = !DILocation(line: 46, column: 10, scope: !199)
!281 = !DILocation(line: 45, column: 3, scope: !199)
!282 = !DILocation(line: 47, column: 8, scope: !199)
!283 = !DILocation(line: 47, column: 3, scope: !199)
!284 = !DILocation(line: 48, column: 8, scope: !199)
!285 = !DILocation(line: 48, column: 3, scope: !199)
!286 = !DILocation(line: 49, column: 3, scope: !199)
