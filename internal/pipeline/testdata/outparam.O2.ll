; ModuleID = 'outparam.c'
source_filename = "outparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !11 {
  %1 = alloca i8*, align 8
  call void @llvm.dbg.value(metadata i32 3000, metadata !16, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata double* null, metadata !17, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i64 3000, metadata !30, metadata !DIExpression()) #9, !dbg !39
  %2 = bitcast i8** %1 to i8*, !dbg !41
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #9, !dbg !41
  call void @llvm.dbg.value(metadata i8* null, metadata !38, metadata !DIExpression()) #9, !dbg !39
  store i8* null, i8** %1, align 8, !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i8** %1, metadata !38, metadata !DIExpression(DW_OP_deref)) #9, !dbg !39
  %3 = call i32 @posix_memalign(i8** noundef nonnull %1, i64 noundef 64, i64 noundef 24000) #9, !dbg !47
  %4 = icmp eq i32 %3, 0, !dbg !49
  br i1 %4, label %6, label %5, !dbg !50

5:                                                ; preds = %0
  call void @exit(i32 noundef 1) #10, !dbg !51
  unreachable, !dbg !51

6:                                                ; preds = %0
  %7 = bitcast i8** %1 to double**, !dbg !52
  %8 = load double*, double** %7, align 8, !dbg !52, !tbaa !43
  call void @llvm.dbg.value(metadata i8* undef, metadata !38, metadata !DIExpression()) #9, !dbg !39
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #9, !dbg !53
  call void @llvm.dbg.value(metadata double* %8, metadata !20, metadata !DIExpression()), !dbg !29
  %9 = call noalias align 64 dereferenceable_or_null(24000) i8* @aligned_alloc(i64 noundef 64, i64 noundef 24000) #9, !dbg !54
  call void @llvm.dbg.value(metadata double* %37, metadata !21, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata double** undef, metadata !55, metadata !DIExpression()) #9, !dbg !62
  call void @llvm.dbg.value(metadata i64 3000, metadata !61, metadata !DIExpression()) #9, !dbg !62
  %10 = call noalias dereferenceable_or_null(24000) i8* @malloc(i64 noundef 24000) #9, !dbg !64
  %11 = bitcast i8* %10 to double*, !dbg !65
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !66
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 64 dereferenceable(24000) %9, i8 0, i64 24000, i1 false), !dbg !67, !tbaa !70
  br label %12, !dbg !72

12:                                               ; preds = %12, %6
  %13 = phi i64 [ 0, %6 ], [ %32, %12 ], !dbg !73
  %14 = phi <2 x i32> [ <i32 0, i32 1>, %6 ], [ %33, %12 ], !dbg !74
  %15 = phi <2 x i32> [ <i32 0, i32 1>, %6 ], [ %34, %12 ], !dbg !75
  %16 = add <2 x i32> %14, <i32 2, i32 2>, !dbg !74
  %17 = sitofp <2 x i32> %14 to <2 x double>, !dbg !74
  %18 = sitofp <2 x i32> %16 to <2 x double>, !dbg !74
  %19 = getelementptr inbounds double, double* %11, i64 %13, !dbg !73
  %20 = bitcast double* %19 to <2 x double>*, !dbg !76
  store <2 x double> %17, <2 x double>* %20, align 8, !dbg !76, !tbaa !70
  %21 = getelementptr inbounds double, double* %19, i64 2, !dbg !76
  %22 = bitcast double* %21 to <2 x double>*, !dbg !76
  store <2 x double> %18, <2 x double>* %22, align 8, !dbg !76, !tbaa !70
  %23 = shl <2 x i32> %15, <i32 1, i32 1>, !dbg !75
  %24 = shl <2 x i32> %15, <i32 1, i32 1>, !dbg !75
  %25 = add <2 x i32> %24, <i32 4, i32 4>, !dbg !75
  %26 = sitofp <2 x i32> %23 to <2 x double>, !dbg !75
  %27 = sitofp <2 x i32> %25 to <2 x double>, !dbg !75
  %28 = getelementptr inbounds double, double* %8, i64 %13, !dbg !73
  %29 = bitcast double* %28 to <2 x double>*, !dbg !77
  store <2 x double> %26, <2 x double>* %29, align 8, !dbg !77, !tbaa !70
  %30 = getelementptr inbounds double, double* %28, i64 2, !dbg !77
  %31 = bitcast double* %30 to <2 x double>*, !dbg !77
  store <2 x double> %27, <2 x double>* %31, align 8, !dbg !77, !tbaa !70
  %32 = add nuw i64 %13, 4, !dbg !73
  %33 = add <2 x i32> %14, <i32 4, i32 4>, !dbg !74
  %34 = add <2 x i32> %15, <i32 4, i32 4>, !dbg !75
  %35 = icmp eq i64 %32, 3000, !dbg !73
  br i1 %35, label %36, label %12, !dbg !73, !llvm.loop !78

36:                                               ; preds = %12
  %37 = bitcast i8* %9 to double*, !dbg !54
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 0, metadata !26, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double* %11, metadata !17, metadata !DIExpression()), !dbg !29
  %38 = load double, double* %11, align 8, !dbg !84, !tbaa !70
  %39 = load double, double* %8, align 8, !dbg !86, !tbaa !70
  %40 = call double @llvm.fmuladd.f64(double %38, double %39, double 0.000000e+00), !dbg !87
  store double %40, double* %37, align 64, !dbg !87, !tbaa !70
  call void @llvm.dbg.value(metadata i64 1, metadata !26, metadata !DIExpression()), !dbg !83
  br label %41, !dbg !88

41:                                               ; preds = %41, %36
  %42 = phi i64 [ 0, %36 ], [ %66, %41 ]
  %43 = or i64 %42, 1
  %44 = getelementptr inbounds double, double* %37, i64 %43
  %45 = bitcast double* %44 to <2 x double>*, !dbg !87
  %46 = load <2 x double>, <2 x double>* %45, align 8, !dbg !87, !tbaa !70
  %47 = getelementptr inbounds double, double* %44, i64 2, !dbg !87
  %48 = bitcast double* %47 to <2 x double>*, !dbg !87
  %49 = load <2 x double>, <2 x double>* %48, align 8, !dbg !87, !tbaa !70
  %50 = getelementptr inbounds double, double* %11, i64 %43, !dbg !84
  %51 = bitcast double* %50 to <2 x double>*, !dbg !84
  %52 = load <2 x double>, <2 x double>* %51, align 8, !dbg !84, !tbaa !70
  %53 = getelementptr inbounds double, double* %50, i64 2, !dbg !84
  %54 = bitcast double* %53 to <2 x double>*, !dbg !84
  %55 = load <2 x double>, <2 x double>* %54, align 8, !dbg !84, !tbaa !70
  %56 = getelementptr inbounds double, double* %8, i64 %43, !dbg !86
  %57 = bitcast double* %56 to <2 x double>*, !dbg !86
  %58 = load <2 x double>, <2 x double>* %57, align 8, !dbg !86, !tbaa !70
  %59 = getelementptr inbounds double, double* %56, i64 2, !dbg !86
  %60 = bitcast double* %59 to <2 x double>*, !dbg !86
  %61 = load <2 x double>, <2 x double>* %60, align 8, !dbg !86, !tbaa !70
  %62 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> %58, <2 x double> %46), !dbg !87
  %63 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> %61, <2 x double> %49), !dbg !87
  %64 = bitcast double* %44 to <2 x double>*, !dbg !87
  store <2 x double> %62, <2 x double>* %64, align 8, !dbg !87, !tbaa !70
  %65 = bitcast double* %47 to <2 x double>*, !dbg !87
  store <2 x double> %63, <2 x double>* %65, align 8, !dbg !87, !tbaa !70
  %66 = add nuw i64 %42, 4
  %67 = icmp eq i64 %66, 2996
  br i1 %67, label %220, label %41, !llvm.loop !89

68:                                               ; preds = %171, %68
  %69 = phi i64 [ %115, %68 ], [ 0, %171 ], !dbg !91
  %70 = getelementptr inbounds double, double* %11, i64 %69, !dbg !91
  %71 = bitcast double* %70 to <2 x double>*, !dbg !84
  %72 = load <2 x double>, <2 x double>* %71, align 8, !dbg !84, !tbaa !70
  %73 = getelementptr inbounds double, double* %70, i64 2, !dbg !84
  %74 = bitcast double* %73 to <2 x double>*, !dbg !84
  %75 = load <2 x double>, <2 x double>* %74, align 8, !dbg !84, !tbaa !70
  %76 = getelementptr inbounds double, double* %8, i64 %69, !dbg !91
  %77 = bitcast double* %76 to <2 x double>*, !dbg !86
  %78 = load <2 x double>, <2 x double>* %77, align 8, !dbg !86, !tbaa !70
  %79 = getelementptr inbounds double, double* %76, i64 2, !dbg !86
  %80 = bitcast double* %79 to <2 x double>*, !dbg !86
  %81 = load <2 x double>, <2 x double>* %80, align 8, !dbg !86, !tbaa !70
  %82 = getelementptr inbounds double, double* %37, i64 %69, !dbg !91
  %83 = bitcast double* %82 to <2 x double>*, !dbg !87
  %84 = load <2 x double>, <2 x double>* %83, align 64, !dbg !87, !tbaa !70
  %85 = getelementptr inbounds double, double* %82, i64 2, !dbg !87
  %86 = bitcast double* %85 to <2 x double>*, !dbg !87
  %87 = load <2 x double>, <2 x double>* %86, align 16, !dbg !87, !tbaa !70
  %88 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %78, <2 x double> %84), !dbg !87
  %89 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %75, <2 x double> %81, <2 x double> %87), !dbg !87
  %90 = bitcast double* %82 to <2 x double>*, !dbg !87
  store <2 x double> %88, <2 x double>* %90, align 64, !dbg !87, !tbaa !70
  %91 = bitcast double* %85 to <2 x double>*, !dbg !87
  store <2 x double> %89, <2 x double>* %91, align 16, !dbg !87, !tbaa !70
  %92 = or i64 %69, 4, !dbg !91
  %93 = getelementptr inbounds double, double* %11, i64 %92, !dbg !91
  %94 = bitcast double* %93 to <2 x double>*, !dbg !84
  %95 = load <2 x double>, <2 x double>* %94, align 8, !dbg !84, !tbaa !70
  %96 = getelementptr inbounds double, double* %93, i64 2, !dbg !84
  %97 = bitcast double* %96 to <2 x double>*, !dbg !84
  %98 = load <2 x double>, <2 x double>* %97, align 8, !dbg !84, !tbaa !70
  %99 = getelementptr inbounds double, double* %8, i64 %92, !dbg !91
  %100 = bitcast double* %99 to <2 x double>*, !dbg !86
  %101 = load <2 x double>, <2 x double>* %100, align 8, !dbg !86, !tbaa !70
  %102 = getelementptr inbounds double, double* %99, i64 2, !dbg !86
  %103 = bitcast double* %102 to <2 x double>*, !dbg !86
  %104 = load <2 x double>, <2 x double>* %103, align 8, !dbg !86, !tbaa !70
  %105 = getelementptr inbounds double, double* %37, i64 %92, !dbg !91
  %106 = bitcast double* %105 to <2 x double>*, !dbg !87
  %107 = load <2 x double>, <2 x double>* %106, align 32, !dbg !87, !tbaa !70
  %108 = getelementptr inbounds double, double* %105, i64 2, !dbg !87
  %109 = bitcast double* %108 to <2 x double>*, !dbg !87
  %110 = load <2 x double>, <2 x double>* %109, align 16, !dbg !87, !tbaa !70
  %111 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %95, <2 x double> %101, <2 x double> %107), !dbg !87
  %112 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> %104, <2 x double> %110), !dbg !87
  %113 = bitcast double* %105 to <2 x double>*, !dbg !87
  store <2 x double> %111, <2 x double>* %113, align 32, !dbg !87, !tbaa !70
  %114 = bitcast double* %108 to <2 x double>*, !dbg !87
  store <2 x double> %112, <2 x double>* %114, align 16, !dbg !87, !tbaa !70
  %115 = add nuw nsw i64 %69, 8, !dbg !91
  %116 = icmp eq i64 %115, 3000, !dbg !91
  br i1 %116, label %117, label %68, !dbg !91, !llvm.loop !92

117:                                              ; preds = %68, %117
  %118 = phi i64 [ %164, %117 ], [ 0, %68 ], !dbg !91
  %119 = getelementptr inbounds double, double* %11, i64 %118, !dbg !91
  %120 = bitcast double* %119 to <2 x double>*, !dbg !84
  %121 = load <2 x double>, <2 x double>* %120, align 8, !dbg !84, !tbaa !70
  %122 = getelementptr inbounds double, double* %119, i64 2, !dbg !84
  %123 = bitcast double* %122 to <2 x double>*, !dbg !84
  %124 = load <2 x double>, <2 x double>* %123, align 8, !dbg !84, !tbaa !70
  %125 = getelementptr inbounds double, double* %8, i64 %118, !dbg !91
  %126 = bitcast double* %125 to <2 x double>*, !dbg !86
  %127 = load <2 x double>, <2 x double>* %126, align 8, !dbg !86, !tbaa !70
  %128 = getelementptr inbounds double, double* %125, i64 2, !dbg !86
  %129 = bitcast double* %128 to <2 x double>*, !dbg !86
  %130 = load <2 x double>, <2 x double>* %129, align 8, !dbg !86, !tbaa !70
  %131 = getelementptr inbounds double, double* %37, i64 %118, !dbg !91
  %132 = bitcast double* %131 to <2 x double>*, !dbg !87
  %133 = load <2 x double>, <2 x double>* %132, align 64, !dbg !87, !tbaa !70
  %134 = getelementptr inbounds double, double* %131, i64 2, !dbg !87
  %135 = bitcast double* %134 to <2 x double>*, !dbg !87
  %136 = load <2 x double>, <2 x double>* %135, align 16, !dbg !87, !tbaa !70
  %137 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %121, <2 x double> %127, <2 x double> %133), !dbg !87
  %138 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> %130, <2 x double> %136), !dbg !87
  %139 = bitcast double* %131 to <2 x double>*, !dbg !87
  store <2 x double> %137, <2 x double>* %139, align 64, !dbg !87, !tbaa !70
  %140 = bitcast double* %134 to <2 x double>*, !dbg !87
  store <2 x double> %138, <2 x double>* %140, align 16, !dbg !87, !tbaa !70
  %141 = or i64 %118, 4, !dbg !91
  %142 = getelementptr inbounds double, double* %11, i64 %141, !dbg !91
  %143 = bitcast double* %142 to <2 x double>*, !dbg !84
  %144 = load <2 x double>, <2 x double>* %143, align 8, !dbg !84, !tbaa !70
  %145 = getelementptr inbounds double, double* %142, i64 2, !dbg !84
  %146 = bitcast double* %145 to <2 x double>*, !dbg !84
  %147 = load <2 x double>, <2 x double>* %146, align 8, !dbg !84, !tbaa !70
  %148 = getelementptr inbounds double, double* %8, i64 %141, !dbg !91
  %149 = bitcast double* %148 to <2 x double>*, !dbg !86
  %150 = load <2 x double>, <2 x double>* %149, align 8, !dbg !86, !tbaa !70
  %151 = getelementptr inbounds double, double* %148, i64 2, !dbg !86
  %152 = bitcast double* %151 to <2 x double>*, !dbg !86
  %153 = load <2 x double>, <2 x double>* %152, align 8, !dbg !86, !tbaa !70
  %154 = getelementptr inbounds double, double* %37, i64 %141, !dbg !91
  %155 = bitcast double* %154 to <2 x double>*, !dbg !87
  %156 = load <2 x double>, <2 x double>* %155, align 32, !dbg !87, !tbaa !70
  %157 = getelementptr inbounds double, double* %154, i64 2, !dbg !87
  %158 = bitcast double* %157 to <2 x double>*, !dbg !87
  %159 = load <2 x double>, <2 x double>* %158, align 16, !dbg !87, !tbaa !70
  %160 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %144, <2 x double> %150, <2 x double> %156), !dbg !87
  %161 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %147, <2 x double> %153, <2 x double> %159), !dbg !87
  %162 = bitcast double* %154 to <2 x double>*, !dbg !87
  store <2 x double> %160, <2 x double>* %162, align 32, !dbg !87, !tbaa !70
  %163 = bitcast double* %157 to <2 x double>*, !dbg !87
  store <2 x double> %161, <2 x double>* %163, align 16, !dbg !87, !tbaa !70
  %164 = add nuw nsw i64 %118, 8, !dbg !91
  %165 = icmp eq i64 %164, 3000, !dbg !91
  br i1 %165, label %166, label %117, !dbg !91, !llvm.loop !93

166:                                              ; preds = %117
  call void @llvm.dbg.value(metadata i32 4, metadata !24, metadata !DIExpression()), !dbg !82
  %167 = getelementptr inbounds double, double* %37, i64 2999, !dbg !94
  %168 = load double, double* %167, align 8, !dbg !94, !tbaa !70
  %169 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %168), !dbg !95
  call void @llvm.dbg.value(metadata double* undef, metadata !17, metadata !DIExpression()), !dbg !29
  call void @free(i8* noundef nonnull %10) #9, !dbg !96
  %170 = bitcast double* %8 to i8*, !dbg !97
  call void @free(i8* noundef %170) #9, !dbg !98
  call void @free(i8* noundef nonnull %9) #9, !dbg !99
  ret i32 0, !dbg !100

171:                                              ; preds = %171, %220
  %172 = phi i64 [ 0, %220 ], [ %218, %171 ], !dbg !91
  %173 = getelementptr inbounds double, double* %11, i64 %172, !dbg !91
  %174 = bitcast double* %173 to <2 x double>*, !dbg !84
  %175 = load <2 x double>, <2 x double>* %174, align 8, !dbg !84, !tbaa !70
  %176 = getelementptr inbounds double, double* %173, i64 2, !dbg !84
  %177 = bitcast double* %176 to <2 x double>*, !dbg !84
  %178 = load <2 x double>, <2 x double>* %177, align 8, !dbg !84, !tbaa !70
  %179 = getelementptr inbounds double, double* %8, i64 %172, !dbg !91
  %180 = bitcast double* %179 to <2 x double>*, !dbg !86
  %181 = load <2 x double>, <2 x double>* %180, align 8, !dbg !86, !tbaa !70
  %182 = getelementptr inbounds double, double* %179, i64 2, !dbg !86
  %183 = bitcast double* %182 to <2 x double>*, !dbg !86
  %184 = load <2 x double>, <2 x double>* %183, align 8, !dbg !86, !tbaa !70
  %185 = getelementptr inbounds double, double* %37, i64 %172, !dbg !91
  %186 = bitcast double* %185 to <2 x double>*, !dbg !87
  %187 = load <2 x double>, <2 x double>* %186, align 64, !dbg !87, !tbaa !70
  %188 = getelementptr inbounds double, double* %185, i64 2, !dbg !87
  %189 = bitcast double* %188 to <2 x double>*, !dbg !87
  %190 = load <2 x double>, <2 x double>* %189, align 16, !dbg !87, !tbaa !70
  %191 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %175, <2 x double> %181, <2 x double> %187), !dbg !87
  %192 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %178, <2 x double> %184, <2 x double> %190), !dbg !87
  %193 = bitcast double* %185 to <2 x double>*, !dbg !87
  store <2 x double> %191, <2 x double>* %193, align 64, !dbg !87, !tbaa !70
  %194 = bitcast double* %188 to <2 x double>*, !dbg !87
  store <2 x double> %192, <2 x double>* %194, align 16, !dbg !87, !tbaa !70
  %195 = or i64 %172, 4, !dbg !91
  %196 = getelementptr inbounds double, double* %11, i64 %195, !dbg !91
  %197 = bitcast double* %196 to <2 x double>*, !dbg !84
  %198 = load <2 x double>, <2 x double>* %197, align 8, !dbg !84, !tbaa !70
  %199 = getelementptr inbounds double, double* %196, i64 2, !dbg !84
  %200 = bitcast double* %199 to <2 x double>*, !dbg !84
  %201 = load <2 x double>, <2 x double>* %200, align 8, !dbg !84, !tbaa !70
  %202 = getelementptr inbounds double, double* %8, i64 %195, !dbg !91
  %203 = bitcast double* %202 to <2 x double>*, !dbg !86
  %204 = load <2 x double>, <2 x double>* %203, align 8, !dbg !86, !tbaa !70
  %205 = getelementptr inbounds double, double* %202, i64 2, !dbg !86
  %206 = bitcast double* %205 to <2 x double>*, !dbg !86
  %207 = load <2 x double>, <2 x double>* %206, align 8, !dbg !86, !tbaa !70
  %208 = getelementptr inbounds double, double* %37, i64 %195, !dbg !91
  %209 = bitcast double* %208 to <2 x double>*, !dbg !87
  %210 = load <2 x double>, <2 x double>* %209, align 32, !dbg !87, !tbaa !70
  %211 = getelementptr inbounds double, double* %208, i64 2, !dbg !87
  %212 = bitcast double* %211 to <2 x double>*, !dbg !87
  %213 = load <2 x double>, <2 x double>* %212, align 16, !dbg !87, !tbaa !70
  %214 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %198, <2 x double> %204, <2 x double> %210), !dbg !87
  %215 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %201, <2 x double> %207, <2 x double> %213), !dbg !87
  %216 = bitcast double* %208 to <2 x double>*, !dbg !87
  store <2 x double> %214, <2 x double>* %216, align 32, !dbg !87, !tbaa !70
  %217 = bitcast double* %211 to <2 x double>*, !dbg !87
  store <2 x double> %215, <2 x double>* %217, align 16, !dbg !87, !tbaa !70
  %218 = add nuw nsw i64 %172, 8, !dbg !91
  %219 = icmp eq i64 %218, 3000, !dbg !91
  br i1 %219, label %68, label %171, !dbg !91, !llvm.loop !101

220:                                              ; preds = %41
  %221 = getelementptr inbounds double, double* %37, i64 2997
  %222 = load double, double* %221, align 8, !dbg !87, !tbaa !70
  call void @llvm.dbg.value(metadata i64 2997, metadata !26, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double* %11, metadata !17, metadata !DIExpression()), !dbg !29
  %223 = getelementptr inbounds double, double* %11, i64 2997, !dbg !84
  %224 = load double, double* %223, align 8, !dbg !84, !tbaa !70
  %225 = getelementptr inbounds double, double* %8, i64 2997, !dbg !86
  %226 = load double, double* %225, align 8, !dbg !86, !tbaa !70
  %227 = getelementptr inbounds double, double* %37, i64 2997, !dbg !102
  %228 = call double @llvm.fmuladd.f64(double %224, double %226, double %222), !dbg !87
  store double %228, double* %227, align 8, !dbg !87, !tbaa !70
  call void @llvm.dbg.value(metadata i64 2998, metadata !26, metadata !DIExpression()), !dbg !83
  %229 = getelementptr inbounds double, double* %37, i64 2998
  %230 = load double, double* %229, align 16, !dbg !87, !tbaa !70
  call void @llvm.dbg.value(metadata i64 2998, metadata !26, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double* %11, metadata !17, metadata !DIExpression()), !dbg !29
  %231 = getelementptr inbounds double, double* %11, i64 2998, !dbg !84
  %232 = load double, double* %231, align 8, !dbg !84, !tbaa !70
  %233 = getelementptr inbounds double, double* %8, i64 2998, !dbg !86
  %234 = load double, double* %233, align 8, !dbg !86, !tbaa !70
  %235 = getelementptr inbounds double, double* %37, i64 2998, !dbg !102
  %236 = call double @llvm.fmuladd.f64(double %232, double %234, double %230), !dbg !87
  store double %236, double* %235, align 16, !dbg !87, !tbaa !70
  call void @llvm.dbg.value(metadata i64 2999, metadata !26, metadata !DIExpression()), !dbg !83
  %237 = getelementptr inbounds double, double* %37, i64 2999
  %238 = load double, double* %237, align 8, !dbg !87, !tbaa !70
  call void @llvm.dbg.value(metadata i64 2999, metadata !26, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double* %11, metadata !17, metadata !DIExpression()), !dbg !29
  %239 = getelementptr inbounds double, double* %11, i64 2999, !dbg !84
  %240 = load double, double* %239, align 8, !dbg !84, !tbaa !70
  %241 = getelementptr inbounds double, double* %8, i64 2999, !dbg !86
  %242 = load double, double* %241, align 8, !dbg !86, !tbaa !70
  %243 = getelementptr inbounds double, double* %37, i64 2999, !dbg !102
  %244 = call double @llvm.fmuladd.f64(double %240, double %242, double %238), !dbg !87
  store double %244, double* %243, align 8, !dbg !87, !tbaa !70
  call void @llvm.dbg.value(metadata i64 3000, metadata !26, metadata !DIExpression()), !dbg !83
  br label %171, !dbg !88
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @aligned_alloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !103 i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "outparam.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "4da8256388a6933ea5641734f14737c9")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17, !20, !21, !22, !24, !26}
!16 = !DILocalVariable(name: "n", scope: !11, file: !1, line: 21, type: !14)
!17 = !DILocalVariable(name: "x", scope: !11, file: !1, line: 22, type: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DILocalVariable(name: "y", scope: !11, file: !1, line: 22, type: !18)
!21 = !DILocalVariable(name: "z", scope: !11, file: !1, line: 23, type: !18)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 25, type: !14)
!23 = distinct !DILexicalBlock(scope: !11, file: !1, line: 25, column: 3)
!24 = !DILocalVariable(name: "r", scope: !25, file: !1, line: 30, type: !14)
!25 = distinct !DILexicalBlock(scope: !11, file: !1, line: 30, column: 3)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 31, type: !14)
!27 = distinct !DILexicalBlock(scope: !28, file: !1, line: 31, column: 5)
!28 = distinct !DILexicalBlock(scope: !25, file: !1, line: 30, column: 3)
!29 = !DILocation(line: 0, scope: !11)
!30 = !DILocalVariable(name: "n", arg: 1, scope: !31, file: !1, line: 13, type: !34)
!31 = distinct !DISubprogram(name: "aligned", scope: !1, file: !1, line: 13, type: !32, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !37)
!32 = !DISubroutineType(types: !33)
!33 = !{!18, !34}
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !35, line: 46, baseType: !36)
!35 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !{!30, !38}
!38 = !DILocalVariable(name: "r", scope: !31, file: !1, line: 14, type: !3)
!39 = !DILocation(line: 0, scope: !31, inlinedAt: !40)
!40 = distinct !DILocation(line: 22, column: 26, scope: !11)
!41 = !DILocation(line: 14, column: 3, scope: !31, inlinedAt: !40)
!42 = !DILocation(line: 14, column: 9, scope: !31, inlinedAt: !40)
!43 = !{!44, !44, i64 0}
!44 = !{!"any pointer", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 15, column: 7, scope: !48, inlinedAt: !40)
!48 = distinct !DILexicalBlock(scope: !31, file: !1, line: 15, column: 7)
!49 = !DILocation(line: 15, column: 50, scope: !48, inlinedAt: !40)
!50 = !DILocation(line: 15, column: 7, scope: !31, inlinedAt: !40)
!51 = !DILocation(line: 16, column: 5, scope: !48, inlinedAt: !40)
!52 = !DILocation(line: 17, column: 10, scope: !31, inlinedAt: !40)
!53 = !DILocation(line: 18, column: 1, scope: !31, inlinedAt: !40)
!54 = !DILocation(line: 23, column: 15, scope: !11)
!55 = !DILocalVariable(name: "p", arg: 1, scope: !56, file: !1, line: 11, type: !59)
!56 = distinct !DISubprogram(name: "make", scope: !1, file: !1, line: 11, type: !57, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!57 = !DISubroutineType(types: !58)
!58 = !{null, !59, !34}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!60 = !{!55, !61}
!61 = !DILocalVariable(name: "n", arg: 2, scope: !56, file: !1, line: 11, type: !34)
!62 = !DILocation(line: 0, scope: !56, inlinedAt: !63)
!63 = distinct !DILocation(line: 24, column: 3, scope: !11)
!64 = !DILocation(line: 11, column: 47, scope: !56, inlinedAt: !63)
!65 = !DILocation(line: 11, column: 45, scope: !56, inlinedAt: !63)
!66 = !DILocation(line: 0, scope: !23)
!67 = !DILocation(line: 28, column: 10, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !1, line: 25, column: 31)
!69 = distinct !DILexicalBlock(scope: !23, file: !1, line: 25, column: 3)
!70 = !{!71, !71, i64 0}
!71 = !{!"double", !45, i64 0}
!72 = !DILocation(line: 25, column: 3, scope: !23)
!73 = !DILocation(line: 25, column: 27, scope: !69)
!74 = !DILocation(line: 26, column: 12, scope: !68)
!75 = !DILocation(line: 27, column: 12, scope: !68)
!76 = !DILocation(line: 26, column: 10, scope: !68)
!77 = !DILocation(line: 27, column: 10, scope: !68)
!78 = distinct !{!78, !72, !79, !80, !81}
!79 = !DILocation(line: 29, column: 3, scope: !23)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !{!"llvm.loop.isvectorized", i32 1}
!82 = !DILocation(line: 0, scope: !25)
!83 = !DILocation(line: 0, scope: !27)
!84 = !DILocation(line: 32, column: 15, scope: !85)
!85 = distinct !DILexicalBlock(scope: !27, file: !1, line: 31, column: 5)
!86 = !DILocation(line: 32, column: 22, scope: !85)
!87 = !DILocation(line: 32, column: 12, scope: !85)
!88 = !DILocation(line: 31, column: 5, scope: !27)
!89 = distinct !{!89, !88, !90, !80, !81}
!90 = !DILocation(line: 32, column: 25, scope: !27)
!91 = !DILocation(line: 31, column: 29, scope: !85)
!92 = distinct !{!92, !88, !90, !80, !81}
!93 = distinct !{!93, !88, !90, !80, !81}
!94 = !DILocation(line: 33, column: 18, scope: !11)
!95 = !DILocation(line: 33, column: 3, scope: !11)
!96 = !DILocation(line: 34, column: 3, scope: !11)
!97 = !DILocation(line: 35, column: 8, scope: !11)
!98 = !DILocation(line: 35, column: 3, scope: !11)
!99 = !DILocation(line: 36, column: 3, scope: !11)
!100 = !DILocation(line: 38, column: 1, scope: !11)
!101 = distinct !{!101, !88, !90, !80, !81}
!102 = !DILocation(line: 32, column: 7, scope: !85)
!103 = !DISubprogram(name: "posix_memalign", scope: !104, file: !104, line: 599, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !108)
!104 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!105 = !DISubroutineType(types: !106)
!106 = !{!14, !107, !34, !34}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!108 = !{}
