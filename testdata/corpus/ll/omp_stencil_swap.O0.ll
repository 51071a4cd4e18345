; ModuleID = 'omp_stencil_swap.c'
source_filename = "omp_stencil_swap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [41 x i8] c";omp_stencil_swap.c;kernel_jacobi;14;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [42 x i8] c";omp_stencil_swap.c;kernel_jacobi;14;64;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @2, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @2, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [25 x i8] c"diff %.9f checksum %.9f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @kernel_jacobi(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !11 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double*, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !18, metadata !DIExpression()), !dbg !19
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !20, metadata !DIExpression()), !dbg !21
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !22, metadata !DIExpression()), !dbg !23
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata double* %9, metadata !26, metadata !DIExpression()), !dbg !27
  store double 0.000000e+00, double* %9, align 8, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %10, metadata !28, metadata !DIExpression()), !dbg !30
  store i32 0, i32* %10, align 4, !dbg !30
  br label %12, !dbg !31

12:                                               ; preds = %20, %4
  %13 = load i32, i32* %10, align 4, !dbg !32
  %14 = load i32, i32* %6, align 4, !dbg !34
  %15 = icmp slt i32 %13, %14, !dbg !35
  br i1 %15, label %16, label %23, !dbg !36

16:                                               ; preds = %12
  store double 0.000000e+00, double* %9, align 8, !dbg !37
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @5, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %5, double** %7, double* %9, double** %8), !dbg !39
  call void @llvm.dbg.declare(metadata double** %11, metadata !40, metadata !DIExpression()), !dbg !41
  %17 = load double*, double** %7, align 8, !dbg !42
  store double* %17, double** %11, align 8, !dbg !41
  %18 = load double*, double** %8, align 8, !dbg !43
  store double* %18, double** %7, align 8, !dbg !44
  %19 = load double*, double** %11, align 8, !dbg !45
  store double* %19, double** %8, align 8, !dbg !46
  br label %20, !dbg !47

20:                                               ; preds = %16
  %21 = load i32, i32* %10, align 4, !dbg !48
  %22 = add nsw i32 %21, 1, !dbg !48
  store i32 %22, i32* %10, align 4, !dbg !48
  br label %12, !dbg !49, !llvm.loop !50

23:                                               ; preds = %12
  %24 = load double, double* %9, align 8, !dbg !53
  ret double %24, !dbg !54
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double** noundef nonnull align 8 dereferenceable(8) %3, double* noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5) #2 !dbg !55 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double**, align 8
  %11 = alloca double*, align 8
  %12 = alloca double**, align 8
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
  %24 = alloca i32, align 4
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca [1 x i8*], align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !65, metadata !DIExpression()), !dbg !66
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !67, metadata !DIExpression()), !dbg !66
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !68, metadata !DIExpression()), !dbg !69
  store double** %3, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !70, metadata !DIExpression()), !dbg !71
  store double* %4, double** %11, align 8
  call void @llvm.dbg.declare(metadata double** %11, metadata !72, metadata !DIExpression()), !dbg !73
  store double** %5, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !74, metadata !DIExpression()), !dbg !75
  %30 = load i32*, i32** %9, align 8, !dbg !76
  %31 = load double**, double*** %10, align 8, !dbg !76
  %32 = load double*, double** %11, align 8, !dbg !76
  %33 = load double**, double*** %12, align 8, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %13, metadata !77, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.declare(metadata i32* %15, metadata !78, metadata !DIExpression()), !dbg !66
  %34 = load i32, i32* %30, align 4, !dbg !79
  %35 = sub nsw i32 %34, 1, !dbg !80
  store i32 %35, i32* %15, align 4, !dbg !79
  call void @llvm.dbg.declare(metadata i32* %16, metadata !78, metadata !DIExpression()), !dbg !66
  %36 = load i32, i32* %15, align 4, !dbg !80
  %37 = sub nsw i32 %36, 1, !dbg !76
  %38 = sdiv i32 %37, 1, !dbg !76
  %39 = sub nsw i32 %38, 1, !dbg !76
  store i32 %39, i32* %16, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %17, metadata !81, metadata !DIExpression()), !dbg !66
  store i32 1, i32* %17, align 4, !dbg !82
  %40 = load i32, i32* %15, align 4, !dbg !80
  %41 = icmp slt i32 1, %40, !dbg !76
  br i1 %41, label %42, label %193, !dbg !76

42:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %18, metadata !83, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %18, align 4, !dbg !84
  call void @llvm.dbg.declare(metadata i32* %19, metadata !85, metadata !DIExpression()), !dbg !66
  %43 = load i32, i32* %16, align 4, !dbg !76
  store i32 %43, i32* %19, align 4, !dbg !84
  call void @llvm.dbg.declare(metadata i32* %20, metadata !86, metadata !DIExpression()), !dbg !66
  store i32 1, i32* %20, align 4, !dbg !84
  call void @llvm.dbg.declare(metadata i32* %21, metadata !87, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %21, align 4, !dbg !84
  call void @llvm.dbg.declare(metadata double* %22, metadata !88, metadata !DIExpression()), !dbg !66
  store double 0xFFEFFFFFFFFFFFFF, double* %22, align 8, !dbg !89
  call void @llvm.dbg.declare(metadata i32* %23, metadata !81, metadata !DIExpression()), !dbg !66
  %44 = load i32*, i32** %7, align 8, !dbg !76
  %45 = load i32, i32* %44, align 4, !dbg !76
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %45, i32 34, i32* %21, i32* %18, i32* %19, i32* %20, i32 1, i32 1), !dbg !90
  %46 = load i32, i32* %19, align 4, !dbg !84
  %47 = load i32, i32* %16, align 4, !dbg !76
  %48 = icmp sgt i32 %46, %47, !dbg !84
  br i1 %48, label %49, label %51, !dbg !84

49:                                               ; preds = %42
  %50 = load i32, i32* %16, align 4, !dbg !76
  br label %53, !dbg !84

51:                                               ; preds = %42
  %52 = load i32, i32* %19, align 4, !dbg !84
  br label %53, !dbg !84

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %50, %49 ], [ %52, %51 ], !dbg !84
  store i32 %54, i32* %19, align 4, !dbg !84
  %55 = load i32, i32* %18, align 4, !dbg !84
  store i32 %55, i32* %13, align 4, !dbg !84
  br label %56, !dbg !76

56:                                               ; preds = %146, %53
  %57 = load i32, i32* %13, align 4, !dbg !84
  %58 = load i32, i32* %19, align 4, !dbg !84
  %59 = icmp sle i32 %57, %58, !dbg !76
  br i1 %59, label %60, label %149, !dbg !76

60:                                               ; preds = %56
  %61 = load i32, i32* %13, align 4, !dbg !84
  %62 = mul nsw i32 %61, 1, !dbg !82
  %63 = add nsw i32 1, %62, !dbg !82
  store i32 %63, i32* %23, align 4, !dbg !82
  call void @llvm.dbg.declare(metadata i32* %24, metadata !91, metadata !DIExpression()), !dbg !93
  store i32 1, i32* %24, align 4, !dbg !93
  br label %64, !dbg !94

64:                                               ; preds = %141, %60
  %65 = load i32, i32* %24, align 4, !dbg !95
  %66 = load i32, i32* %30, align 4, !dbg !97
  %67 = sub nsw i32 %66, 1, !dbg !98
  %68 = icmp slt i32 %65, %67, !dbg !99
  br i1 %68, label %69, label %144, !dbg !100

69:                                               ; preds = %64
  call void @llvm.dbg.declare(metadata double* %25, metadata !101, metadata !DIExpression()), !dbg !103
  %70 = load double*, double** %31, align 8, !dbg !104
  %71 = load i32, i32* %23, align 4, !dbg !105
  %72 = sub nsw i32 %71, 1, !dbg !106
  %73 = load i32, i32* %30, align 4, !dbg !107
  %74 = mul nsw i32 %72, %73, !dbg !108
  %75 = load i32, i32* %24, align 4, !dbg !109
  %76 = add nsw i32 %74, %75, !dbg !110
  %77 = sext i32 %76 to i64, !dbg !104
  %78 = getelementptr inbounds double, double* %70, i64 %77, !dbg !104
  %79 = load double, double* %78, align 8, !dbg !104
  %80 = load double*, double** %31, align 8, !dbg !111
  %81 = load i32, i32* %23, align 4, !dbg !112
  %82 = add nsw i32 %81, 1, !dbg !113
  %83 = load i32, i32* %30, align 4, !dbg !114
  %84 = mul nsw i32 %82, %83, !dbg !115
  %85 = load i32, i32* %24, align 4, !dbg !116
  %86 = add nsw i32 %84, %85, !dbg !117
  %87 = sext i32 %86 to i64, !dbg !111
  %88 = getelementptr inbounds double, double* %80, i64 %87, !dbg !111
  %89 = load double, double* %88, align 8, !dbg !111
  %90 = fadd double %79, %89, !dbg !118
  %91 = load double*, double** %31, align 8, !dbg !119
  %92 = load i32, i32* %23, align 4, !dbg !120
  %93 = load i32, i32* %30, align 4, !dbg !121
  %94 = mul nsw i32 %92, %93, !dbg !122
  %95 = load i32, i32* %24, align 4, !dbg !123
  %96 = add nsw i32 %94, %95, !dbg !124
  %97 = sub nsw i32 %96, 1, !dbg !125
  %98 = sext i32 %97 to i64, !dbg !119
  %99 = getelementptr inbounds double, double* %91, i64 %98, !dbg !119
  %100 = load double, double* %99, align 8, !dbg !119
  %101 = fadd double %90, %100, !dbg !126
  %102 = load double*, double** %31, align 8, !dbg !127
  %103 = load i32, i32* %23, align 4, !dbg !128
  %104 = load i32, i32* %30, align 4, !dbg !129
  %105 = mul nsw i32 %103, %104, !dbg !130
  %106 = load i32, i32* %24, align 4, !dbg !131
  %107 = add nsw i32 %105, %106, !dbg !132
  %108 = add nsw i32 %107, 1, !dbg !133
  %109 = sext i32 %108 to i64, !dbg !127
  %110 = getelementptr inbounds double, double* %102, i64 %109, !dbg !127
  %111 = load double, double* %110, align 8, !dbg !127
  %112 = fadd double %101, %111, !dbg !134
  %113 = fmul double 2.500000e-01, %112, !dbg !135
  store double %113, double* %25, align 8, !dbg !103
  call void @llvm.dbg.declare(metadata double* %26, metadata !136, metadata !DIExpression()), !dbg !137
  %114 = load double, double* %25, align 8, !dbg !138
  %115 = load double*, double** %31, align 8, !dbg !139
  %116 = load i32, i32* %23, align 4, !dbg !140
  %117 = load i32, i32* %30, align 4, !dbg !141
  %118 = mul nsw i32 %116, %117, !dbg !142
  %119 = load i32, i32* %24, align 4, !dbg !143
  %120 = add nsw i32 %118, %119, !dbg !144
  %121 = sext i32 %120 to i64, !dbg !139
  %122 = getelementptr inbounds double, double* %115, i64 %121, !dbg !139
  %123 = load double, double* %122, align 8, !dbg !139
  %124 = fsub double %114, %123, !dbg !145
  %125 = call double @llvm.fabs.f64(double %124), !dbg !146
  store double %125, double* %26, align 8, !dbg !137
  %126 = load double, double* %26, align 8, !dbg !147
  %127 = load double, double* %22, align 8, !dbg !149
  %128 = fcmp ogt double %126, %127, !dbg !150
  br i1 %128, label %129, label %131, !dbg !151

129:                                              ; preds = %69
  %130 = load double, double* %26, align 8, !dbg !152
  store double %130, double* %22, align 8, !dbg !153
  br label %131, !dbg !154

131:                                              ; preds = %129, %69
  %132 = load double, double* %25, align 8, !dbg !155
  %133 = load double*, double** %33, align 8, !dbg !156
  %134 = load i32, i32* %23, align 4, !dbg !157
  %135 = load i32, i32* %30, align 4, !dbg !158
  %136 = mul nsw i32 %134, %135, !dbg !159
  %137 = load i32, i32* %24, align 4, !dbg !160
  %138 = add nsw i32 %136, %137, !dbg !161
  %139 = sext i32 %138 to i64, !dbg !156
  %140 = getelementptr inbounds double, double* %133, i64 %139, !dbg !156
  store double %132, double* %140, align 8, !dbg !162
  br label %141, !dbg !163

141:                                              ; preds = %131
  %142 = load i32, i32* %24, align 4, !dbg !164
  %143 = add nsw i32 %142, 1, !dbg !164
  store i32 %143, i32* %24, align 4, !dbg !164
  br label %64, !dbg !165, !llvm.loop !166

144:                                              ; preds = %64
  br label %145, !dbg !167

145:                                              ; preds = %144
  br label %146, !dbg !90

146:                                              ; preds = %145
  %147 = load i32, i32* %13, align 4, !dbg !84
  %148 = add nsw i32 %147, 1, !dbg !76
  store i32 %148, i32* %13, align 4, !dbg !76
  br label %56, !dbg !90, !llvm.loop !168

149:                                              ; preds = %56
  br label %150, !dbg !90

150:                                              ; preds = %149
  %151 = load i32*, i32** %7, align 8, !dbg !90
  %152 = load i32, i32* %151, align 4, !dbg !90
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %152), !dbg !169
  %153 = getelementptr inbounds [1 x i8*], [1 x i8*]* %27, i64 0, i64 0, !dbg !90
  %154 = bitcast double* %22 to i8*, !dbg !90
  store i8* %154, i8** %153, align 8, !dbg !90
  %155 = load i32*, i32** %7, align 8, !dbg !90
  %156 = load i32, i32* %155, align 4, !dbg !90
  %157 = bitcast [1 x i8*]* %27 to i8*, !dbg !90
  %158 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* @4, i32 %156, i32 1, i64 8, i8* %157, void (i8*, i8*)* @.omp.reduction.reduction_func, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !90
  switch i32 %158, label %192 [
    i32 1, label %159
    i32 2, label %169
  ], !dbg !90

159:                                              ; preds = %150
  %160 = load double, double* %32, align 8, !dbg !89
  %161 = load double, double* %22, align 8, !dbg !89
  %162 = fcmp ogt double %160, %161, !dbg !170
  br i1 %162, label %163, label %165, !dbg !89

163:                                              ; preds = %159
  %164 = load double, double* %32, align 8, !dbg !89
  br label %167, !dbg !89

165:                                              ; preds = %159
  %166 = load double, double* %22, align 8, !dbg !89
  br label %167, !dbg !89

167:                                              ; preds = %165, %163
  %168 = phi double [ %164, %163 ], [ %166, %165 ], !dbg !89
  store double %168, double* %32, align 8, !dbg !170
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* @4, i32 %156, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !90
  br label %192, !dbg !90

169:                                              ; preds = %150
  %170 = load double, double* %22, align 8, !dbg !89
  %171 = bitcast double* %32 to i64*, !dbg !90
  %172 = load atomic i64, i64* %171 monotonic, align 8, !dbg !90
  br label %173, !dbg !90

173:                                              ; preds = %184, %169
  %174 = phi i64 [ %172, %169 ], [ %189, %184 ], !dbg !90
  %175 = bitcast double* %28 to i64*, !dbg !90
  %176 = bitcast i64 %174 to double, !dbg !90
  store double %176, double* %29, align 8, !dbg !90
  %177 = load double, double* %29, align 8, !dbg !89
  %178 = load double, double* %22, align 8, !dbg !89
  %179 = fcmp ogt double %177, %178, !dbg !170
  br i1 %179, label %180, label %182, !dbg !89

180:                                              ; preds = %173
  %181 = load double, double* %29, align 8, !dbg !89
  br label %184, !dbg !89

182:                                              ; preds = %173
  %183 = load double, double* %22, align 8, !dbg !89
  br label %184, !dbg !89

184:                                              ; preds = %182, %180
  %185 = phi double [ %181, %180 ], [ %183, %182 ], !dbg !89
  store double %185, double* %28, align 8, !dbg !90
  %186 = load i64, i64* %175, align 8, !dbg !90
  %187 = bitcast double* %32 to i64*, !dbg !90
  %188 = cmpxchg i64* %187, i64 %174, i64 %186 monotonic monotonic, align 8, !dbg !90
  %189 = extractvalue { i64, i1 } %188, 0, !dbg !90
  %190 = extractvalue { i64, i1 } %188, 1, !dbg !90
  br i1 %190, label %191, label %173, !dbg !90

191:                                              ; preds = %184
  br label %192, !dbg !90

192:                                              ; preds = %191, %167, %150
  br label %193, !dbg !90

193:                                              ; preds = %192, %6
  ret void, !dbg !171
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind uwtable
define internal void @.omp.reduction.reduction_func(i8* noundef %0, i8* noundef %1) #4 !dbg !172 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !174, metadata !DIExpression()), !dbg !176
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !177, metadata !DIExpression()), !dbg !176
  %5 = load i8*, i8** %3, align 8, !dbg !178
  %6 = bitcast i8* %5 to [1 x i8*]*, !dbg !178
  %7 = load i8*, i8** %4, align 8, !dbg !178
  %8 = bitcast i8* %7 to [1 x i8*]*, !dbg !178
  %9 = getelementptr inbounds [1 x i8*], [1 x i8*]* %8, i64 0, i64 0, !dbg !178
  %10 = load i8*, i8** %9, align 8, !dbg !178
  %11 = bitcast i8* %10 to double*, !dbg !178
  %12 = getelementptr inbounds [1 x i8*], [1 x i8*]* %6, i64 0, i64 0, !dbg !178
  %13 = load i8*, i8** %12, align 8, !dbg !178
  %14 = bitcast i8* %13 to double*, !dbg !178
  %15 = load double, double* %14, align 8, !dbg !179
  %16 = load double, double* %11, align 8, !dbg !179
  %17 = fcmp ogt double %15, %16, !dbg !180
  br i1 %17, label %18, label %20, !dbg !179

18:                                               ; preds = %2
  %19 = load double, double* %14, align 8, !dbg !179
  br label %22, !dbg !179

20:                                               ; preds = %2
  %21 = load double, double* %11, align 8, !dbg !179
  br label %22, !dbg !179

22:                                               ; preds = %20, %18
  %23 = phi double [ %19, %18 ], [ %21, %20 ], !dbg !179
  store double %23, double* %14, align 8, !dbg !180
  ret void, !dbg !179
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double** noundef nonnull align 8 dereferenceable(8) %3, double* noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5) #2 !dbg !181 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double**, align 8
  %11 = alloca double*, align 8
  %12 = alloca double**, align 8
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !182, metadata !DIExpression()), !dbg !183
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !184, metadata !DIExpression()), !dbg !183
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !185, metadata !DIExpression()), !dbg !183
  store double** %3, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !186, metadata !DIExpression()), !dbg !183
  store double* %4, double** %11, align 8
  call void @llvm.dbg.declare(metadata double** %11, metadata !187, metadata !DIExpression()), !dbg !183
  store double** %5, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !188, metadata !DIExpression()), !dbg !183
  %13 = load i32*, i32** %9, align 8, !dbg !189
  %14 = load double**, double*** %10, align 8, !dbg !189
  %15 = load double*, double** %11, align 8, !dbg !189
  %16 = load double**, double*** %12, align 8, !dbg !189
  %17 = load i32*, i32** %7, align 8, !dbg !189
  %18 = load i32*, i32** %8, align 8, !dbg !189
  %19 = load i32*, i32** %9, align 8, !dbg !189
  %20 = load double**, double*** %10, align 8, !dbg !189
  %21 = load double*, double** %11, align 8, !dbg !189
  %22 = load double**, double*** %12, align 8, !dbg !189
  call void @.omp_outlined._debug__(i32* %17, i32* %18, i32* %19, double** %20, double* %21, double** %22) #3, !dbg !189
  ret void, !dbg !189
}

; Function Attrs: nounwind
declare !callback !190 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !192 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double*, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !198, metadata !DIExpression()), !dbg !199
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !200, metadata !DIExpression()), !dbg !201
  call void @llvm.dbg.declare(metadata i32* %6, metadata !202, metadata !DIExpression()), !dbg !203
  %16 = load i32, i32* %4, align 4, !dbg !204
  %17 = icmp sgt i32 %16, 1, !dbg !205
  br i1 %17, label %18, label %23, !dbg !204

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !206
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !206
  %21 = load i8*, i8** %20, align 8, !dbg !206
  %22 = call i32 @atoi(i8* noundef %21) #9, !dbg !207
  br label %24, !dbg !204

23:                                               ; preds = %2
  br label %24, !dbg !204

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 80, %23 ], !dbg !204
  store i32 %25, i32* %6, align 4, !dbg !203
  call void @llvm.dbg.declare(metadata i32* %7, metadata !208, metadata !DIExpression()), !dbg !209
  %26 = load i32, i32* %4, align 4, !dbg !210
  %27 = icmp sgt i32 %26, 2, !dbg !211
  br i1 %27, label %28, label %33, !dbg !210

28:                                               ; preds = %24
  %29 = load i8**, i8*** %5, align 8, !dbg !212
  %30 = getelementptr inbounds i8*, i8** %29, i64 2, !dbg !212
  %31 = load i8*, i8** %30, align 8, !dbg !212
  %32 = call i32 @atoi(i8* noundef %31) #9, !dbg !213
  br label %34, !dbg !210

33:                                               ; preds = %24
  br label %34, !dbg !210

34:                                               ; preds = %33, %28
  %35 = phi i32 [ %32, %28 ], [ 10, %33 ], !dbg !210
  store i32 %35, i32* %7, align 4, !dbg !209
  call void @llvm.dbg.declare(metadata double** %8, metadata !214, metadata !DIExpression()), !dbg !215
  %36 = load i32, i32* %6, align 4, !dbg !216
  %37 = sext i32 %36 to i64, !dbg !216
  %38 = mul i64 8, %37, !dbg !217
  %39 = load i32, i32* %6, align 4, !dbg !218
  %40 = sext i32 %39 to i64, !dbg !218
  %41 = mul i64 %38, %40, !dbg !219
  %42 = call noalias i8* @malloc(i64 noundef %41) #3, !dbg !220
  %43 = bitcast i8* %42 to double*, !dbg !220
  store double* %43, double** %8, align 8, !dbg !215
  call void @llvm.dbg.declare(metadata double** %9, metadata !221, metadata !DIExpression()), !dbg !222
  %44 = load i32, i32* %6, align 4, !dbg !223
  %45 = sext i32 %44 to i64, !dbg !223
  %46 = mul i64 8, %45, !dbg !224
  %47 = load i32, i32* %6, align 4, !dbg !225
  %48 = sext i32 %47 to i64, !dbg !225
  %49 = mul i64 %46, %48, !dbg !226
  %50 = call noalias i8* @malloc(i64 noundef %49) #3, !dbg !227
  %51 = bitcast i8* %50 to double*, !dbg !227
  store double* %51, double** %9, align 8, !dbg !222
  call void @llvm.dbg.declare(metadata i32* %10, metadata !228, metadata !DIExpression()), !dbg !230
  store i32 0, i32* %10, align 4, !dbg !230
  br label %52, !dbg !231

52:                                               ; preds = %86, %34
  %53 = load i32, i32* %10, align 4, !dbg !232
  %54 = load i32, i32* %6, align 4, !dbg !234
  %55 = icmp slt i32 %53, %54, !dbg !235
  br i1 %55, label %56, label %89, !dbg !236

56:                                               ; preds = %52
  call void @llvm.dbg.declare(metadata i32* %11, metadata !237, metadata !DIExpression()), !dbg !239
  store i32 0, i32* %11, align 4, !dbg !239
  br label %57, !dbg !240

57:                                               ; preds = %82, %56
  %58 = load i32, i32* %11, align 4, !dbg !241
  %59 = load i32, i32* %6, align 4, !dbg !243
  %60 = icmp slt i32 %58, %59, !dbg !244
  br i1 %60, label %61, label %85, !dbg !245

61:                                               ; preds = %57
  %62 = load i32, i32* %10, align 4, !dbg !246
  %63 = icmp eq i32 %62, 0, !dbg !247
  %64 = zext i1 %63 to i64, !dbg !248
  %65 = select i1 %63, double 1.000000e+02, double 0.000000e+00, !dbg !248
  %66 = load double*, double** %9, align 8, !dbg !249
  %67 = load i32, i32* %10, align 4, !dbg !250
  %68 = load i32, i32* %6, align 4, !dbg !251
  %69 = mul nsw i32 %67, %68, !dbg !252
  %70 = load i32, i32* %11, align 4, !dbg !253
  %71 = add nsw i32 %69, %70, !dbg !254
  %72 = sext i32 %71 to i64, !dbg !249
  %73 = getelementptr inbounds double, double* %66, i64 %72, !dbg !249
  store double %65, double* %73, align 8, !dbg !255
  %74 = load double*, double** %8, align 8, !dbg !256
  %75 = load i32, i32* %10, align 4, !dbg !257
  %76 = load i32, i32* %6, align 4, !dbg !258
  %77 = mul nsw i32 %75, %76, !dbg !259
  %78 = load i32, i32* %11, align 4, !dbg !260
  %79 = add nsw i32 %77, %78, !dbg !261
  %80 = sext i32 %79 to i64, !dbg !256
  %81 = getelementptr inbounds double, double* %74, i64 %80, !dbg !256
  store double %65, double* %81, align 8, !dbg !262
  br label %82, !dbg !256

82:                                               ; preds = %61
  %83 = load i32, i32* %11, align 4, !dbg !263
  %84 = add nsw i32 %83, 1, !dbg !263
  store i32 %84, i32* %11, align 4, !dbg !263
  br label %57, !dbg !264, !llvm.loop !265

85:                                               ; preds = %57
  br label %86, !dbg !266

86:                                               ; preds = %85
  %87 = load i32, i32* %10, align 4, !dbg !267
  %88 = add nsw i32 %87, 1, !dbg !267
  store i32 %88, i32* %10, align 4, !dbg !267
  br label %52, !dbg !268, !llvm.loop !269

89:                                               ; preds = %52
  call void @llvm.dbg.declare(metadata double* %12, metadata !271, metadata !DIExpression()), !dbg !272
  %90 = load i32, i32* %6, align 4, !dbg !273
  %91 = load i32, i32* %7, align 4, !dbg !274
  %92 = load double*, double** %8, align 8, !dbg !275
  %93 = load double*, double** %9, align 8, !dbg !276
  %94 = call double @kernel_jacobi(i32 noundef %90, i32 noundef %91, double* noundef %92, double* noundef %93), !dbg !277
  store double %94, double* %12, align 8, !dbg !272
  call void @llvm.dbg.declare(metadata double** %13, metadata !278, metadata !DIExpression()), !dbg !279
  %95 = load i32, i32* %7, align 4, !dbg !280
  %96 = srem i32 %95, 2, !dbg !281
  %97 = icmp ne i32 %96, 0, !dbg !281
  br i1 %97, label %98, label %100, !dbg !280

98:                                               ; preds = %89
  %99 = load double*, double** %9, align 8, !dbg !282
  br label %102, !dbg !280

100:                                              ; preds = %89
  %101 = load double*, double** %8, align 8, !dbg !283
  br label %102, !dbg !280

102:                                              ; preds = %100, %98
  %103 = phi double* [ %99, %98 ], [ %101, %100 ], !dbg !280
  store double* %103, double** %13, align 8, !dbg !279
  call void @llvm.dbg.declare(metadata double* %14, metadata !284, metadata !DIExpression()), !dbg !285
  store double 0.000000e+00, double* %14, align 8, !dbg !285
  call void @llvm.dbg.declare(metadata i32* %15, metadata !286, metadata !DIExpression()), !dbg !288
  store i32 0, i32* %15, align 4, !dbg !288
  br label %104, !dbg !289

104:                                              ; preds = %118, %102
  %105 = load i32, i32* %15, align 4, !dbg !290
  %106 = load i32, i32* %6, align 4, !dbg !292
  %107 = load i32, i32* %6, align 4, !dbg !293
  %108 = mul nsw i32 %106, %107, !dbg !294
  %109 = icmp slt i32 %105, %108, !dbg !295
  br i1 %109, label %110, label %121, !dbg !296

110:                                              ; preds = %104
  %111 = load double*, double** %13, align 8, !dbg !297
  %112 = load i32, i32* %15, align 4, !dbg !298
  %113 = sext i32 %112 to i64, !dbg !297
  %114 = getelementptr inbounds double, double* %111, i64 %113, !dbg !297
  %115 = load double, double* %114, align 8, !dbg !297
  %116 = load double, double* %14, align 8, !dbg !299
  %117 = fadd double %116, %115, !dbg !299
  store double %117, double* %14, align 8, !dbg !299
  br label %118, !dbg !300

118:                                              ; preds = %110
  %119 = load i32, i32* %15, align 4, !dbg !301
  %120 = add nsw i32 %119, 1, !dbg !301
  store i32 %120, i32* %15, align 4, !dbg !301
  br label %104, !dbg !302, !llvm.loop !303

121:                                              ; preds = %104
  %122 = load double, double* %12, align 8, !dbg !305
  %123 = load double, double* %14, align 8, !dbg !306
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), double noundef %122, double noundef %123), !dbg !307
  %125 = load double*, double** %8, align 8, !dbg !308
  %126 = bitcast double* %125 to i8*, !dbg !308
  call void @free(i8* noundef %126) #3, !dbg !309
  %127 = load double*, double** %9, align 8, !dbg !310
  %128 = bitcast double* %127 to i8*, !dbg !310
  call void @free(i8* noundef %128) #3, !dbg !311
  ret i32 0, !dbg !312
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
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_stencil_swap.c", directory: ".", checksumkind: CSK_MD5, checksum: "dc4633e8c9a4cbae1cac4d509b2a9462")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"openmp", i32 50}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "kernel_jacobi", scope: !1, file: !1, line: 9, type: !12, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !15, !15, !16, !16}
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!17 = !{}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !11, file: !1, line: 9, type: !15)
!19 = !DILocation(line: 9, column: 26, scope: !11)
!20 = !DILocalVariable(name: "steps", arg: 2, scope: !11, file: !1, line: 9, type: !15)
!21 = !DILocation(line: 9, column: 33, scope: !11)
!22 = !DILocalVariable(name: "a", arg: 3, scope: !11, file: !1, line: 9, type: !16)
!23 = !DILocation(line: 9, column: 48, scope: !11)
!24 = !DILocalVariable(name: "b", arg: 4, scope: !11, file: !1, line: 9, type: !16)
!25 = !DILocation(line: 9, column: 59, scope: !11)
!26 = !DILocalVariable(name: "diff", scope: !11, file: !1, line: 11, type: !14)
!27 = !DILocation(line: 11, column: 10, scope: !11)
!28 = !DILocalVariable(name: "t", scope: !29, file: !1, line: 12, type: !15)
!29 = distinct !DILexicalBlock(scope: !11, file: !1, line: 12, column: 3)
!30 = !DILocation(line: 12, column: 12, scope: !29)
!31 = !DILocation(line: 12, column: 8, scope: !29)
!32 = !DILocation(line: 12, column: 19, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 12, column: 3)
!34 = !DILocation(line: 12, column: 23, scope: !33)
!35 = !DILocation(line: 12, column: 21, scope: !33)
!36 = !DILocation(line: 12, column: 3, scope: !29)
!37 = !DILocation(line: 13, column: 10, scope: !38)
!38 = distinct !DILexicalBlock(scope: !33, file: !1, line: 12, column: 35)
!39 = !DILocation(line: 14, column: 1, scope: !38)
!40 = !DILocalVariable(name: "t2", scope: !38, file: !1, line: 24, type: !16)
!41 = !DILocation(line: 24, column: 13, scope: !38)
!42 = !DILocation(line: 24, column: 18, scope: !38)
!43 = !DILocation(line: 25, column: 9, scope: !38)
!44 = !DILocation(line: 25, column: 7, scope: !38)
!45 = !DILocation(line: 26, column: 9, scope: !38)
!46 = !DILocation(line: 26, column: 7, scope: !38)
!47 = !DILocation(line: 27, column: 3, scope: !38)
!48 = !DILocation(line: 12, column: 31, scope: !33)
!49 = !DILocation(line: 12, column: 3, scope: !33)
!50 = distinct !{!50, !36, !51, !52}
!51 = !DILocation(line: 27, column: 3, scope: !29)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 28, column: 10, scope: !11)
!54 = !DILocation(line: 28, column: 3, scope: !11)
!55 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 15, type: !56, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !58, !58, !62, !63, !64, !63}
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!62 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !15, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !16, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !14, size: 64)
!65 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !55, type: !58, flags: DIFlagArtificial)
!66 = !DILocation(line: 0, scope: !55)
!67 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !55, type: !58, flags: DIFlagArtificial)
!68 = !DILocalVariable(name: "n", arg: 3, scope: !55, file: !1, line: 9, type: !62)
!69 = !DILocation(line: 9, column: 26, scope: !55)
!70 = !DILocalVariable(name: "a", arg: 4, scope: !55, file: !1, line: 9, type: !63)
!71 = !DILocation(line: 9, column: 48, scope: !55)
!72 = !DILocalVariable(name: "diff", arg: 5, scope: !55, file: !1, line: 11, type: !64)
!73 = !DILocation(line: 11, column: 10, scope: !55)
!74 = !DILocalVariable(name: "b", arg: 6, scope: !55, file: !1, line: 9, type: !63)
!75 = !DILocation(line: 9, column: 59, scope: !55)
!76 = !DILocation(line: 15, column: 5, scope: !55)
!77 = !DILocalVariable(name: ".omp.iv", scope: !55, type: !15, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: ".capture_expr.", scope: !55, type: !15, flags: DIFlagArtificial)
!79 = !DILocation(line: 15, column: 25, scope: !55)
!80 = !DILocation(line: 15, column: 27, scope: !55)
!81 = !DILocalVariable(name: "i", scope: !55, type: !15, flags: DIFlagArtificial)
!82 = !DILocation(line: 15, column: 32, scope: !55)
!83 = !DILocalVariable(name: ".omp.lb", scope: !55, type: !15, flags: DIFlagArtificial)
!84 = !DILocation(line: 15, column: 10, scope: !55)
!85 = !DILocalVariable(name: ".omp.ub", scope: !55, type: !15, flags: DIFlagArtificial)
!86 = !DILocalVariable(name: ".omp.stride", scope: !55, type: !15, flags: DIFlagArtificial)
!87 = !DILocalVariable(name: ".omp.is_last", scope: !55, type: !15, flags: DIFlagArtificial)
!88 = !DILocalVariable(name: "diff", scope: !55, type: !14, flags: DIFlagArtificial)
!89 = !DILocation(line: 14, column: 59, scope: !55)
!90 = !DILocation(line: 14, column: 1, scope: !55)
!91 = !DILocalVariable(name: "j", scope: !92, file: !1, line: 16, type: !15)
!92 = distinct !DILexicalBlock(scope: !55, file: !1, line: 16, column: 7)
!93 = !DILocation(line: 16, column: 16, scope: !92)
!94 = !DILocation(line: 16, column: 12, scope: !92)
!95 = !DILocation(line: 16, column: 23, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !1, line: 16, column: 7)
!97 = !DILocation(line: 16, column: 27, scope: !96)
!98 = !DILocation(line: 16, column: 29, scope: !96)
!99 = !DILocation(line: 16, column: 25, scope: !96)
!100 = !DILocation(line: 16, column: 7, scope: !92)
!101 = !DILocalVariable(name: "v", scope: !102, file: !1, line: 17, type: !14)
!102 = distinct !DILexicalBlock(scope: !96, file: !1, line: 16, column: 39)
!103 = !DILocation(line: 17, column: 16, scope: !102)
!104 = !DILocation(line: 17, column: 28, scope: !102)
!105 = !DILocation(line: 17, column: 31, scope: !102)
!106 = !DILocation(line: 17, column: 33, scope: !102)
!107 = !DILocation(line: 17, column: 40, scope: !102)
!108 = !DILocation(line: 17, column: 38, scope: !102)
!109 = !DILocation(line: 17, column: 44, scope: !102)
!110 = !DILocation(line: 17, column: 42, scope: !102)
!111 = !DILocation(line: 17, column: 49, scope: !102)
!112 = !DILocation(line: 17, column: 52, scope: !102)
!113 = !DILocation(line: 17, column: 54, scope: !102)
!114 = !DILocation(line: 17, column: 61, scope: !102)
!115 = !DILocation(line: 17, column: 59, scope: !102)
!116 = !DILocation(line: 17, column: 65, scope: !102)
!117 = !DILocation(line: 17, column: 63, scope: !102)
!118 = !DILocation(line: 17, column: 47, scope: !102)
!119 = !DILocation(line: 18, column: 28, scope: !102)
!120 = !DILocation(line: 18, column: 30, scope: !102)
!121 = !DILocation(line: 18, column: 34, scope: !102)
!122 = !DILocation(line: 18, column: 32, scope: !102)
!123 = !DILocation(line: 18, column: 38, scope: !102)
!124 = !DILocation(line: 18, column: 36, scope: !102)
!125 = !DILocation(line: 18, column: 40, scope: !102)
!126 = !DILocation(line: 17, column: 68, scope: !102)
!127 = !DILocation(line: 18, column: 47, scope: !102)
!128 = !DILocation(line: 18, column: 49, scope: !102)
!129 = !DILocation(line: 18, column: 53, scope: !102)
!130 = !DILocation(line: 18, column: 51, scope: !102)
!131 = !DILocation(line: 18, column: 57, scope: !102)
!132 = !DILocation(line: 18, column: 55, scope: !102)
!133 = !DILocation(line: 18, column: 59, scope: !102)
!134 = !DILocation(line: 18, column: 45, scope: !102)
!135 = !DILocation(line: 17, column: 25, scope: !102)
!136 = !DILocalVariable(name: "d", scope: !102, file: !1, line: 19, type: !14)
!137 = !DILocation(line: 19, column: 16, scope: !102)
!138 = !DILocation(line: 19, column: 25, scope: !102)
!139 = !DILocation(line: 19, column: 29, scope: !102)
!140 = !DILocation(line: 19, column: 31, scope: !102)
!141 = !DILocation(line: 19, column: 35, scope: !102)
!142 = !DILocation(line: 19, column: 33, scope: !102)
!143 = !DILocation(line: 19, column: 39, scope: !102)
!144 = !DILocation(line: 19, column: 37, scope: !102)
!145 = !DILocation(line: 19, column: 27, scope: !102)
!146 = !DILocation(line: 19, column: 20, scope: !102)
!147 = !DILocation(line: 20, column: 13, scope: !148)
!148 = distinct !DILexicalBlock(scope: !102, file: !1, line: 20, column: 13)
!149 = !DILocation(line: 20, column: 17, scope: !148)
!150 = !DILocation(line: 20, column: 15, scope: !148)
!151 = !DILocation(line: 20, column: 13, scope: !102)
!152 = !DILocation(line: 21, column: 18, scope: !148)
!153 = !DILocation(line: 21, column: 16, scope: !148)
!154 = !DILocation(line: 21, column: 11, scope: !148)
!155 = !DILocation(line: 22, column: 24, scope: !102)
!156 = !DILocation(line: 22, column: 9, scope: !102)
!157 = !DILocation(line: 22, column: 11, scope: !102)
!158 = !DILocation(line: 22, column: 15, scope: !102)
!159 = !DILocation(line: 22, column: 13, scope: !102)
!160 = !DILocation(line: 22, column: 19, scope: !102)
!161 = !DILocation(line: 22, column: 17, scope: !102)
!162 = !DILocation(line: 22, column: 22, scope: !102)
!163 = !DILocation(line: 23, column: 7, scope: !102)
!164 = !DILocation(line: 16, column: 35, scope: !96)
!165 = !DILocation(line: 16, column: 7, scope: !96)
!166 = distinct !{!166, !100, !167, !52}
!167 = !DILocation(line: 23, column: 7, scope: !92)
!168 = distinct !{!168, !90, !169}
!169 = !DILocation(line: 14, column: 64, scope: !55)
!170 = !DILocation(line: 14, column: 53, scope: !55)
!171 = !DILocation(line: 23, column: 7, scope: !55)
!172 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !1, file: !1, line: 14, type: !173, scopeLine: 14, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!173 = !DISubroutineType(types: !17)
!174 = !DILocalVariable(arg: 1, scope: !172, type: !175, flags: DIFlagArtificial)
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!176 = !DILocation(line: 0, scope: !172)
!177 = !DILocalVariable(arg: 2, scope: !172, type: !175, flags: DIFlagArtificial)
!178 = !DILocation(line: 14, column: 64, scope: !172)
!179 = !DILocation(line: 14, column: 59, scope: !172)
!180 = !DILocation(line: 14, column: 53, scope: !172)
!181 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 14, type: !56, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!182 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !181, type: !58, flags: DIFlagArtificial)
!183 = !DILocation(line: 0, scope: !181)
!184 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !181, type: !58, flags: DIFlagArtificial)
!185 = !DILocalVariable(name: "n", arg: 3, scope: !181, type: !62, flags: DIFlagArtificial)
!186 = !DILocalVariable(name: "a", arg: 4, scope: !181, type: !63, flags: DIFlagArtificial)
!187 = !DILocalVariable(name: "diff", arg: 5, scope: !181, type: !64, flags: DIFlagArtificial)
!188 = !DILocalVariable(name: "b", arg: 6, scope: !181, type: !63, flags: DIFlagArtificial)
!189 = !DILocation(line: 14, column: 1, scope: !181)
!190 = !{!191}
!191 = !{i64 2, i64 -1, i64 -1, i1 true}
!192 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !193, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!193 = !DISubroutineType(types: !194)
!194 = !{!15, !15, !195}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!197 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!198 = !DILocalVariable(name: "argc", arg: 1, scope: !192, file: !1, line: 31, type: !15)
!199 = !DILocation(line: 31, column: 14, scope: !192)
!200 = !DILocalVariable(name: "argv", arg: 2, scope: !192, file: !1, line: 31, type: !195)
!201 = !DILocation(line: 31, column: 27, scope: !192)
!202 = !DILocalVariable(name: "n", scope: !192, file: !1, line: 33, type: !15)
!203 = !DILocation(line: 33, column: 7, scope: !192)
!204 = !DILocation(line: 33, column: 11, scope: !192)
!205 = !DILocation(line: 33, column: 16, scope: !192)
!206 = !DILocation(line: 33, column: 27, scope: !192)
!207 = !DILocation(line: 33, column: 22, scope: !192)
!208 = !DILocalVariable(name: "steps", scope: !192, file: !1, line: 34, type: !15)
!209 = !DILocation(line: 34, column: 7, scope: !192)
!210 = !DILocation(line: 34, column: 15, scope: !192)
!211 = !DILocation(line: 34, column: 20, scope: !192)
!212 = !DILocation(line: 34, column: 31, scope: !192)
!213 = !DILocation(line: 34, column: 26, scope: !192)
!214 = !DILocalVariable(name: "a", scope: !192, file: !1, line: 35, type: !16)
!215 = !DILocation(line: 35, column: 11, scope: !192)
!216 = !DILocation(line: 35, column: 39, scope: !192)
!217 = !DILocation(line: 35, column: 37, scope: !192)
!218 = !DILocation(line: 35, column: 43, scope: !192)
!219 = !DILocation(line: 35, column: 41, scope: !192)
!220 = !DILocation(line: 35, column: 15, scope: !192)
!221 = !DILocalVariable(name: "b", scope: !192, file: !1, line: 35, type: !16)
!222 = !DILocation(line: 35, column: 48, scope: !192)
!223 = !DILocation(line: 35, column: 76, scope: !192)
!224 = !DILocation(line: 35, column: 74, scope: !192)
!225 = !DILocation(line: 35, column: 80, scope: !192)
!226 = !DILocation(line: 35, column: 78, scope: !192)
!227 = !DILocation(line: 35, column: 52, scope: !192)
!228 = !DILocalVariable(name: "i", scope: !229, file: !1, line: 36, type: !15)
!229 = distinct !DILexicalBlock(scope: !192, file: !1, line: 36, column: 3)
!230 = !DILocation(line: 36, column: 12, scope: !229)
!231 = !DILocation(line: 36, column: 8, scope: !229)
!232 = !DILocation(line: 36, column: 19, scope: !233)
!233 = distinct !DILexicalBlock(scope: !229, file: !1, line: 36, column: 3)
!234 = !DILocation(line: 36, column: 23, scope: !233)
!235 = !DILocation(line: 36, column: 21, scope: !233)
!236 = !DILocation(line: 36, column: 3, scope: !229)
!237 = !DILocalVariable(name: "j", scope: !238, file: !1, line: 37, type: !15)
!238 = distinct !DILexicalBlock(scope: !233, file: !1, line: 37, column: 5)
!239 = !DILocation(line: 37, column: 14, scope: !238)
!240 = !DILocation(line: 37, column: 10, scope: !238)
!241 = !DILocation(line: 37, column: 21, scope: !242)
!242 = distinct !DILexicalBlock(scope: !238, file: !1, line: 37, column: 5)
!243 = !DILocation(line: 37, column: 25, scope: !242)
!244 = !DILocation(line: 37, column: 23, scope: !242)
!245 = !DILocation(line: 37, column: 5, scope: !238)
!246 = !DILocation(line: 38, column: 38, scope: !242)
!247 = !DILocation(line: 38, column: 40, scope: !242)
!248 = !DILocation(line: 38, column: 37, scope: !242)
!249 = !DILocation(line: 38, column: 22, scope: !242)
!250 = !DILocation(line: 38, column: 24, scope: !242)
!251 = !DILocation(line: 38, column: 28, scope: !242)
!252 = !DILocation(line: 38, column: 26, scope: !242)
!253 = !DILocation(line: 38, column: 32, scope: !242)
!254 = !DILocation(line: 38, column: 30, scope: !242)
!255 = !DILocation(line: 38, column: 35, scope: !242)
!256 = !DILocation(line: 38, column: 7, scope: !242)
!257 = !DILocation(line: 38, column: 9, scope: !242)
!258 = !DILocation(line: 38, column: 13, scope: !242)
!259 = !DILocation(line: 38, column: 11, scope: !242)
!260 = !DILocation(line: 38, column: 17, scope: !242)
!261 = !DILocation(line: 38, column: 15, scope: !242)
!262 = !DILocation(line: 38, column: 20, scope: !242)
!263 = !DILocation(line: 37, column: 29, scope: !242)
!264 = !DILocation(line: 37, column: 5, scope: !242)
!265 = distinct !{!265, !245, !266, !52}
!266 = !DILocation(line: 38, column: 56, scope: !238)
!267 = !DILocation(line: 36, column: 27, scope: !233)
!268 = !DILocation(line: 36, column: 3, scope: !233)
!269 = distinct !{!269, !236, !270, !52}
!270 = !DILocation(line: 38, column: 56, scope: !229)
!271 = !DILocalVariable(name: "diff", scope: !192, file: !1, line: 39, type: !14)
!272 = !DILocation(line: 39, column: 10, scope: !192)
!273 = !DILocation(line: 39, column: 31, scope: !192)
!274 = !DILocation(line: 39, column: 34, scope: !192)
!275 = !DILocation(line: 39, column: 41, scope: !192)
!276 = !DILocation(line: 39, column: 44, scope: !192)
!277 = !DILocation(line: 39, column: 17, scope: !192)
!278 = !DILocalVariable(name: "r", scope: !192, file: !1, line: 40, type: !16)
!279 = !DILocation(line: 40, column: 11, scope: !192)
!280 = !DILocation(line: 40, column: 15, scope: !192)
!281 = !DILocation(line: 40, column: 21, scope: !192)
!282 = !DILocation(line: 40, column: 27, scope: !192)
!283 = !DILocation(line: 40, column: 31, scope: !192)
!284 = !DILocalVariable(name: "s", scope: !192, file: !1, line: 41, type: !14)
!285 = !DILocation(line: 41, column: 10, scope: !192)
!286 = !DILocalVariable(name: "i", scope: !287, file: !1, line: 42, type: !15)
!287 = distinct !DILexicalBlock(scope: !192, file: !1, line: 42, column: 3)
!288 = !DILocation(line: 42, column: 12, scope: !287)
!289 = !DILocation(line: 42, column: 8, scope: !287)
!290 = !DILocation(line: 42, column: 19, scope: !291)
!291 = distinct !DILexicalBlock(scope: !287, file: !1, line: 42, column: 3)
!292 = !DILocation(line: 42, column: 23, scope: !291)
!293 = !DILocation(line: 42, column: 27, scope: !291)
!294 = !DILocation(line: 42, column: 25, scope: !291)
!295 = !DILocation(line: 42, column: 21, scope: !291)
!296 = !DILocation(line: 42, column: 3, scope: !287)
!297 = !DILocation(line: 43, column: 10, scope: !291)
!298 = !DILocation(line: 43, column: 12, scope: !291)
!299 = !DILocation(line: 43, column: 7, scope: !291)
!300 = !DILocation(line: 43, column: 5, scope: !291)
!301 = !DILocation(line: 42, column: 31, scope: !291)
!302 = !DILocation(line: 42, column: 3, scope: !291)
!303 = distinct !{!303, !296, !304, !52}
!304 = !DILocation(line: 43, column: 13, scope: !287)
!305 = !DILocation(line: 44, column: 39, scope: !192)
!306 = !DILocation(line: 44, column: 45, scope: !192)
!307 = !DILocation(line: 44, column: 3, scope: !192)
!308 = !DILocation(line: 45, column: 8, scope: !192)
!309 = !DILocation(line: 45, column: 3, scope: !192)
!310 = !DILocation(line: 46, column: 8, scope: !192)
!311 = !DILocation(line: 46, column: 3, scope: !192)
!312 = !DILocation(line: 47, column: 3, scope: !192)
