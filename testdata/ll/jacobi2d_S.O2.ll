; ModuleID = 'jacobi2d.c'
source_filename = "jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Ag = internal global [20 x [20 x double]] zeroinitializer, align 16, !dbg !0
@Bg = internal global [20 x [20 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_jacobi2d([20 x double]* nocapture noundef %0, [20 x double]* nocapture noundef %1) local_unnamed_addr #0 !dbg !21 {
  call void @llvm.dbg.value(metadata [20 x double]* %0, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata [20 x double]* %1, metadata !29, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !34
  br label %3, !dbg !35

3:                                                ; preds = %2, %299
  %4 = phi i32 [ 0, %2 ], [ %300, %299 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !34
  br label %5, !dbg !37

5:                                                ; preds = %3, %238
  %6 = phi i64 [ 0, %3 ], [ %240, %238 ]
  %7 = phi i64 [ 1, %3 ], [ %9, %238 ]
  call void @llvm.dbg.value(metadata i64 %7, metadata !32, metadata !DIExpression()), !dbg !34
  %8 = add nsw i64 %7, -1
  %9 = add nuw nsw i64 %7, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !34
  %10 = add i64 %6, 2
  %11 = getelementptr [20 x double], [20 x double]* %0, i64 %10, i64 19
  %12 = getelementptr [20 x double], [20 x double]* %0, i64 %6, i64 1
  %13 = getelementptr [20 x double], [20 x double]* %1, i64 %7, i64 19
  %14 = getelementptr [20 x double], [20 x double]* %1, i64 %7, i64 1
  %15 = icmp ult double* %14, %11, !dbg !43
  %16 = icmp ult double* %12, %13, !dbg !43
  %17 = and i1 %15, %16, !dbg !43
  br i1 %17, label %217, label %18, !dbg !43

18:                                               ; preds = %5
  %19 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 1, !dbg !45
  %20 = bitcast double* %19 to <2 x double>*, !dbg !45
  %21 = load <2 x double>, <2 x double>* %20, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %22 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %8, i64 1, !dbg !54
  %23 = bitcast double* %22 to <2 x double>*, !dbg !54
  %24 = load <2 x double>, <2 x double>* %23, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %25 = fadd <2 x double> %21, %24, !dbg !55
  %26 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %9, i64 1, !dbg !56
  %27 = bitcast double* %26 to <2 x double>*, !dbg !56
  %28 = load <2 x double>, <2 x double>* %27, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %29 = fadd <2 x double> %25, %28, !dbg !57
  %30 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 0, !dbg !58
  %31 = bitcast double* %30 to <2 x double>*, !dbg !58
  %32 = load <2 x double>, <2 x double>* %31, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %33 = fadd <2 x double> %29, %32, !dbg !59
  %34 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 2, !dbg !60
  %35 = bitcast double* %34 to <2 x double>*, !dbg !60
  %36 = load <2 x double>, <2 x double>* %35, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %37 = fadd <2 x double> %33, %36, !dbg !61
  %38 = fmul <2 x double> %37, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %39 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %7, i64 1, !dbg !63
  %40 = bitcast double* %39 to <2 x double>*, !dbg !64
  store <2 x double> %38, <2 x double>* %40, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %41 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 3, !dbg !45
  %42 = bitcast double* %41 to <2 x double>*, !dbg !45
  %43 = load <2 x double>, <2 x double>* %42, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %44 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %8, i64 3, !dbg !54
  %45 = bitcast double* %44 to <2 x double>*, !dbg !54
  %46 = load <2 x double>, <2 x double>* %45, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %47 = fadd <2 x double> %43, %46, !dbg !55
  %48 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %9, i64 3, !dbg !56
  %49 = bitcast double* %48 to <2 x double>*, !dbg !56
  %50 = load <2 x double>, <2 x double>* %49, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %51 = fadd <2 x double> %47, %50, !dbg !57
  %52 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 2, !dbg !58
  %53 = bitcast double* %52 to <2 x double>*, !dbg !58
  %54 = load <2 x double>, <2 x double>* %53, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %55 = fadd <2 x double> %51, %54, !dbg !59
  %56 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 4, !dbg !60
  %57 = bitcast double* %56 to <2 x double>*, !dbg !60
  %58 = load <2 x double>, <2 x double>* %57, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %59 = fadd <2 x double> %55, %58, !dbg !61
  %60 = fmul <2 x double> %59, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %61 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %7, i64 3, !dbg !63
  %62 = bitcast double* %61 to <2 x double>*, !dbg !64
  store <2 x double> %60, <2 x double>* %62, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %63 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 5, !dbg !45
  %64 = bitcast double* %63 to <2 x double>*, !dbg !45
  %65 = load <2 x double>, <2 x double>* %64, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %66 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %8, i64 5, !dbg !54
  %67 = bitcast double* %66 to <2 x double>*, !dbg !54
  %68 = load <2 x double>, <2 x double>* %67, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %69 = fadd <2 x double> %65, %68, !dbg !55
  %70 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %9, i64 5, !dbg !56
  %71 = bitcast double* %70 to <2 x double>*, !dbg !56
  %72 = load <2 x double>, <2 x double>* %71, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %73 = fadd <2 x double> %69, %72, !dbg !57
  %74 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 4, !dbg !58
  %75 = bitcast double* %74 to <2 x double>*, !dbg !58
  %76 = load <2 x double>, <2 x double>* %75, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %77 = fadd <2 x double> %73, %76, !dbg !59
  %78 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 6, !dbg !60
  %79 = bitcast double* %78 to <2 x double>*, !dbg !60
  %80 = load <2 x double>, <2 x double>* %79, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %81 = fadd <2 x double> %77, %80, !dbg !61
  %82 = fmul <2 x double> %81, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %83 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %7, i64 5, !dbg !63
  %84 = bitcast double* %83 to <2 x double>*, !dbg !64
  store <2 x double> %82, <2 x double>* %84, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %85 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 7, !dbg !45
  %86 = bitcast double* %85 to <2 x double>*, !dbg !45
  %87 = load <2 x double>, <2 x double>* %86, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %88 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %8, i64 7, !dbg !54
  %89 = bitcast double* %88 to <2 x double>*, !dbg !54
  %90 = load <2 x double>, <2 x double>* %89, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %91 = fadd <2 x double> %87, %90, !dbg !55
  %92 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %9, i64 7, !dbg !56
  %93 = bitcast double* %92 to <2 x double>*, !dbg !56
  %94 = load <2 x double>, <2 x double>* %93, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %95 = fadd <2 x double> %91, %94, !dbg !57
  %96 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 6, !dbg !58
  %97 = bitcast double* %96 to <2 x double>*, !dbg !58
  %98 = load <2 x double>, <2 x double>* %97, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %99 = fadd <2 x double> %95, %98, !dbg !59
  %100 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 8, !dbg !60
  %101 = bitcast double* %100 to <2 x double>*, !dbg !60
  %102 = load <2 x double>, <2 x double>* %101, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %103 = fadd <2 x double> %99, %102, !dbg !61
  %104 = fmul <2 x double> %103, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %105 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %7, i64 7, !dbg !63
  %106 = bitcast double* %105 to <2 x double>*, !dbg !64
  store <2 x double> %104, <2 x double>* %106, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %107 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 9, !dbg !45
  %108 = bitcast double* %107 to <2 x double>*, !dbg !45
  %109 = load <2 x double>, <2 x double>* %108, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %110 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %8, i64 9, !dbg !54
  %111 = bitcast double* %110 to <2 x double>*, !dbg !54
  %112 = load <2 x double>, <2 x double>* %111, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %113 = fadd <2 x double> %109, %112, !dbg !55
  %114 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %9, i64 9, !dbg !56
  %115 = bitcast double* %114 to <2 x double>*, !dbg !56
  %116 = load <2 x double>, <2 x double>* %115, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %117 = fadd <2 x double> %113, %116, !dbg !57
  %118 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 8, !dbg !58
  %119 = bitcast double* %118 to <2 x double>*, !dbg !58
  %120 = load <2 x double>, <2 x double>* %119, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %121 = fadd <2 x double> %117, %120, !dbg !59
  %122 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 10, !dbg !60
  %123 = bitcast double* %122 to <2 x double>*, !dbg !60
  %124 = load <2 x double>, <2 x double>* %123, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %125 = fadd <2 x double> %121, %124, !dbg !61
  %126 = fmul <2 x double> %125, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %127 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %7, i64 9, !dbg !63
  %128 = bitcast double* %127 to <2 x double>*, !dbg !64
  store <2 x double> %126, <2 x double>* %128, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %129 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 11, !dbg !45
  %130 = bitcast double* %129 to <2 x double>*, !dbg !45
  %131 = load <2 x double>, <2 x double>* %130, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %132 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %8, i64 11, !dbg !54
  %133 = bitcast double* %132 to <2 x double>*, !dbg !54
  %134 = load <2 x double>, <2 x double>* %133, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %135 = fadd <2 x double> %131, %134, !dbg !55
  %136 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %9, i64 11, !dbg !56
  %137 = bitcast double* %136 to <2 x double>*, !dbg !56
  %138 = load <2 x double>, <2 x double>* %137, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %139 = fadd <2 x double> %135, %138, !dbg !57
  %140 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 10, !dbg !58
  %141 = bitcast double* %140 to <2 x double>*, !dbg !58
  %142 = load <2 x double>, <2 x double>* %141, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %143 = fadd <2 x double> %139, %142, !dbg !59
  %144 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 12, !dbg !60
  %145 = bitcast double* %144 to <2 x double>*, !dbg !60
  %146 = load <2 x double>, <2 x double>* %145, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %147 = fadd <2 x double> %143, %146, !dbg !61
  %148 = fmul <2 x double> %147, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %149 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %7, i64 11, !dbg !63
  %150 = bitcast double* %149 to <2 x double>*, !dbg !64
  store <2 x double> %148, <2 x double>* %150, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %151 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 13, !dbg !45
  %152 = bitcast double* %151 to <2 x double>*, !dbg !45
  %153 = load <2 x double>, <2 x double>* %152, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %154 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %8, i64 13, !dbg !54
  %155 = bitcast double* %154 to <2 x double>*, !dbg !54
  %156 = load <2 x double>, <2 x double>* %155, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %157 = fadd <2 x double> %153, %156, !dbg !55
  %158 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %9, i64 13, !dbg !56
  %159 = bitcast double* %158 to <2 x double>*, !dbg !56
  %160 = load <2 x double>, <2 x double>* %159, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %161 = fadd <2 x double> %157, %160, !dbg !57
  %162 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 12, !dbg !58
  %163 = bitcast double* %162 to <2 x double>*, !dbg !58
  %164 = load <2 x double>, <2 x double>* %163, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %165 = fadd <2 x double> %161, %164, !dbg !59
  %166 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 14, !dbg !60
  %167 = bitcast double* %166 to <2 x double>*, !dbg !60
  %168 = load <2 x double>, <2 x double>* %167, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %169 = fadd <2 x double> %165, %168, !dbg !61
  %170 = fmul <2 x double> %169, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %171 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %7, i64 13, !dbg !63
  %172 = bitcast double* %171 to <2 x double>*, !dbg !64
  store <2 x double> %170, <2 x double>* %172, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %173 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 15, !dbg !45
  %174 = bitcast double* %173 to <2 x double>*, !dbg !45
  %175 = load <2 x double>, <2 x double>* %174, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %176 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %8, i64 15, !dbg !54
  %177 = bitcast double* %176 to <2 x double>*, !dbg !54
  %178 = load <2 x double>, <2 x double>* %177, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %179 = fadd <2 x double> %175, %178, !dbg !55
  %180 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %9, i64 15, !dbg !56
  %181 = bitcast double* %180 to <2 x double>*, !dbg !56
  %182 = load <2 x double>, <2 x double>* %181, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %183 = fadd <2 x double> %179, %182, !dbg !57
  %184 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 14, !dbg !58
  %185 = bitcast double* %184 to <2 x double>*, !dbg !58
  %186 = load <2 x double>, <2 x double>* %185, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %187 = fadd <2 x double> %183, %186, !dbg !59
  %188 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 16, !dbg !60
  %189 = bitcast double* %188 to <2 x double>*, !dbg !60
  %190 = load <2 x double>, <2 x double>* %189, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %191 = fadd <2 x double> %187, %190, !dbg !61
  %192 = fmul <2 x double> %191, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %193 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %7, i64 15, !dbg !63
  %194 = bitcast double* %193 to <2 x double>*, !dbg !64
  store <2 x double> %192, <2 x double>* %194, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  %195 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 17, !dbg !45
  %196 = bitcast double* %195 to <2 x double>*, !dbg !45
  %197 = load <2 x double>, <2 x double>* %196, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %198 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %8, i64 17, !dbg !54
  %199 = bitcast double* %198 to <2 x double>*, !dbg !54
  %200 = load <2 x double>, <2 x double>* %199, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %201 = fadd <2 x double> %197, %200, !dbg !55
  %202 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %9, i64 17, !dbg !56
  %203 = bitcast double* %202 to <2 x double>*, !dbg !56
  %204 = load <2 x double>, <2 x double>* %203, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %205 = fadd <2 x double> %201, %204, !dbg !57
  %206 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 16, !dbg !58
  %207 = bitcast double* %206 to <2 x double>*, !dbg !58
  %208 = load <2 x double>, <2 x double>* %207, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %209 = fadd <2 x double> %205, %208, !dbg !59
  %210 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 18, !dbg !60
  %211 = bitcast double* %210 to <2 x double>*, !dbg !60
  %212 = load <2 x double>, <2 x double>* %211, align 8, !dbg !60, !tbaa !47, !alias.scope !51
  %213 = fadd <2 x double> %209, %212, !dbg !61
  %214 = fmul <2 x double> %213, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %215 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %7, i64 17, !dbg !63
  %216 = bitcast double* %215 to <2 x double>*, !dbg !64
  store <2 x double> %214, <2 x double>* %216, align 8, !dbg !64, !tbaa !47, !alias.scope !65, !noalias !51
  br label %238, !dbg !67

217:                                              ; preds = %5, %217
  %218 = phi i64 [ %231, %217 ], [ 1, %5 ]
  call void @llvm.dbg.value(metadata i64 %218, metadata !33, metadata !DIExpression()), !dbg !34
  %219 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 %218, !dbg !45
  %220 = load double, double* %219, align 8, !dbg !45, !tbaa !47
  %221 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %8, i64 %218, !dbg !54
  %222 = load double, double* %221, align 8, !dbg !54, !tbaa !47
  %223 = fadd double %220, %222, !dbg !55
  %224 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %9, i64 %218, !dbg !56
  %225 = load double, double* %224, align 8, !dbg !56, !tbaa !47
  %226 = fadd double %223, %225, !dbg !57
  %227 = add nsw i64 %218, -1, !dbg !68
  %228 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 %227, !dbg !58
  %229 = load double, double* %228, align 8, !dbg !58, !tbaa !47
  %230 = fadd double %226, %229, !dbg !59
  %231 = add nuw nsw i64 %218, 1, !dbg !69
  %232 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %7, i64 %231, !dbg !60
  %233 = load double, double* %232, align 8, !dbg !60, !tbaa !47
  %234 = fadd double %230, %233, !dbg !61
  %235 = fmul double %234, 2.000000e-01, !dbg !62
  %236 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %7, i64 %218, !dbg !63
  store double %235, double* %236, align 8, !dbg !64, !tbaa !47
  call void @llvm.dbg.value(metadata i64 %231, metadata !33, metadata !DIExpression()), !dbg !34
  %237 = icmp eq i64 %231, 19, !dbg !70
  br i1 %237, label %238, label %217, !dbg !43, !llvm.loop !71

238:                                              ; preds = %217, %18
  call void @llvm.dbg.value(metadata i64 %9, metadata !32, metadata !DIExpression()), !dbg !34
  %239 = icmp eq i64 %9, 19, !dbg !67
  %240 = add i64 %6, 1, !dbg !37
  br i1 %239, label %241, label %5, !dbg !37, !llvm.loop !75

241:                                              ; preds = %238, %241
  %242 = phi i64 [ %297, %241 ], [ 1, %238 ]
  call void @llvm.dbg.value(metadata i64 %242, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 1, metadata !33, metadata !DIExpression()), !dbg !34
  %243 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 1, !dbg !77
  %244 = load double, double* %243, align 8, !dbg !77, !tbaa !47
  %245 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 1, !dbg !82
  store double %244, double* %245, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 2, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 2, metadata !33, metadata !DIExpression()), !dbg !34
  %246 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 2, !dbg !77
  %247 = load double, double* %246, align 8, !dbg !77, !tbaa !47
  %248 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 2, !dbg !82
  store double %247, double* %248, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 3, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 3, metadata !33, metadata !DIExpression()), !dbg !34
  %249 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 3, !dbg !77
  %250 = load double, double* %249, align 8, !dbg !77, !tbaa !47
  %251 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 3, !dbg !82
  store double %250, double* %251, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 4, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 4, metadata !33, metadata !DIExpression()), !dbg !34
  %252 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 4, !dbg !77
  %253 = load double, double* %252, align 8, !dbg !77, !tbaa !47
  %254 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 4, !dbg !82
  store double %253, double* %254, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 5, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 5, metadata !33, metadata !DIExpression()), !dbg !34
  %255 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 5, !dbg !77
  %256 = load double, double* %255, align 8, !dbg !77, !tbaa !47
  %257 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 5, !dbg !82
  store double %256, double* %257, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 6, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 6, metadata !33, metadata !DIExpression()), !dbg !34
  %258 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 6, !dbg !77
  %259 = load double, double* %258, align 8, !dbg !77, !tbaa !47
  %260 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 6, !dbg !82
  store double %259, double* %260, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 7, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 7, metadata !33, metadata !DIExpression()), !dbg !34
  %261 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 7, !dbg !77
  %262 = load double, double* %261, align 8, !dbg !77, !tbaa !47
  %263 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 7, !dbg !82
  store double %262, double* %263, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 8, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 8, metadata !33, metadata !DIExpression()), !dbg !34
  %264 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 8, !dbg !77
  %265 = load double, double* %264, align 8, !dbg !77, !tbaa !47
  %266 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 8, !dbg !82
  store double %265, double* %266, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 9, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 9, metadata !33, metadata !DIExpression()), !dbg !34
  %267 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 9, !dbg !77
  %268 = load double, double* %267, align 8, !dbg !77, !tbaa !47
  %269 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 9, !dbg !82
  store double %268, double* %269, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 10, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 10, metadata !33, metadata !DIExpression()), !dbg !34
  %270 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 10, !dbg !77
  %271 = load double, double* %270, align 8, !dbg !77, !tbaa !47
  %272 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 10, !dbg !82
  store double %271, double* %272, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 11, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 11, metadata !33, metadata !DIExpression()), !dbg !34
  %273 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 11, !dbg !77
  %274 = load double, double* %273, align 8, !dbg !77, !tbaa !47
  %275 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 11, !dbg !82
  store double %274, double* %275, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 12, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 12, metadata !33, metadata !DIExpression()), !dbg !34
  %276 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 12, !dbg !77
  %277 = load double, double* %276, align 8, !dbg !77, !tbaa !47
  %278 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 12, !dbg !82
  store double %277, double* %278, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 13, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 13, metadata !33, metadata !DIExpression()), !dbg !34
  %279 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 13, !dbg !77
  %280 = load double, double* %279, align 8, !dbg !77, !tbaa !47
  %281 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 13, !dbg !82
  store double %280, double* %281, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 14, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 14, metadata !33, metadata !DIExpression()), !dbg !34
  %282 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 14, !dbg !77
  %283 = load double, double* %282, align 8, !dbg !77, !tbaa !47
  %284 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 14, !dbg !82
  store double %283, double* %284, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 15, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 15, metadata !33, metadata !DIExpression()), !dbg !34
  %285 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 15, !dbg !77
  %286 = load double, double* %285, align 8, !dbg !77, !tbaa !47
  %287 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 15, !dbg !82
  store double %286, double* %287, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 16, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 16, metadata !33, metadata !DIExpression()), !dbg !34
  %288 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 16, !dbg !77
  %289 = load double, double* %288, align 8, !dbg !77, !tbaa !47
  %290 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 16, !dbg !82
  store double %289, double* %290, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 17, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 17, metadata !33, metadata !DIExpression()), !dbg !34
  %291 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 17, !dbg !77
  %292 = load double, double* %291, align 8, !dbg !77, !tbaa !47
  %293 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 17, !dbg !82
  store double %292, double* %293, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 18, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 18, metadata !33, metadata !DIExpression()), !dbg !34
  %294 = getelementptr inbounds [20 x double], [20 x double]* %1, i64 %242, i64 18, !dbg !77
  %295 = load double, double* %294, align 8, !dbg !77, !tbaa !47
  %296 = getelementptr inbounds [20 x double], [20 x double]* %0, i64 %242, i64 18, !dbg !82
  store double %295, double* %296, align 8, !dbg !83, !tbaa !47
  call void @llvm.dbg.value(metadata i64 19, metadata !33, metadata !DIExpression()), !dbg !34
  %297 = add nuw nsw i64 %242, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %297, metadata !32, metadata !DIExpression()), !dbg !34
  %298 = icmp eq i64 %297, 19, !dbg !85
  br i1 %298, label %299, label %241, !dbg !86, !llvm.loop !87

299:                                              ; preds = %241
  %300 = add nuw nsw i32 %4, 1, !dbg !89
  call void @llvm.dbg.value(metadata i32 %300, metadata !30, metadata !DIExpression()), !dbg !34
  %301 = icmp eq i32 %300, 5, !dbg !90
  br i1 %301, label %302, label %3, !dbg !35, !llvm.loop !91

302:                                              ; preds = %299
  ret void, !dbg !93
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !94 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !101
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(3200) bitcast ([20 x [20 x double]]* @Bg to i8*), i8 0, i64 3200, i1 false), !dbg !102, !tbaa !47
  br label %1, !dbg !108

1:                                                ; preds = %0, %18
  %2 = phi i64 [ 0, %0 ], [ %19, %18 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !98, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !101
  br label %3, !dbg !109

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %16, %3 ]
  call void @llvm.dbg.value(metadata i64 %4, metadata !99, metadata !DIExpression()), !dbg !101
  %5 = mul nuw nsw i64 %4, %2, !dbg !110
  %6 = trunc i64 %5 to i32, !dbg !111
  %7 = urem i32 %6, 10, !dbg !111
  %8 = sitofp i32 %7 to double, !dbg !112
  %9 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %2, i64 %4, !dbg !113
  store double %8, double* %9, align 16, !dbg !114, !tbaa !47
  %10 = or i64 %4, 1, !dbg !115
  call void @llvm.dbg.value(metadata i64 %10, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 %10, metadata !99, metadata !DIExpression()), !dbg !101
  %11 = mul nuw nsw i64 %10, %2, !dbg !110
  %12 = trunc i64 %11 to i32, !dbg !111
  %13 = urem i32 %12, 10, !dbg !111
  %14 = sitofp i32 %13 to double, !dbg !112
  %15 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %2, i64 %10, !dbg !113
  store double %14, double* %15, align 8, !dbg !114, !tbaa !47
  %16 = add nuw nsw i64 %4, 2, !dbg !115
  call void @llvm.dbg.value(metadata i64 %16, metadata !99, metadata !DIExpression()), !dbg !101
  %17 = icmp eq i64 %16, 20, !dbg !116
  br i1 %17, label %18, label %3, !dbg !109, !llvm.loop !117

18:                                               ; preds = %3
  %19 = add nuw nsw i64 %2, 1, !dbg !119
  call void @llvm.dbg.value(metadata i64 %19, metadata !98, metadata !DIExpression()), !dbg !101
  %20 = icmp eq i64 %19, 20, !dbg !120
  br i1 %20, label %21, label %1, !dbg !108, !llvm.loop !121

21:                                               ; preds = %18
  tail call void @kernel_jacobi2d([20 x double]* noundef getelementptr inbounds ([20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 0), [20 x double]* noundef getelementptr inbounds ([20 x [20 x double]], [20 x [20 x double]]* @Bg, i64 0, i64 0)), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !100, metadata !DIExpression()), !dbg !101
  br label %22, !dbg !124

22:                                               ; preds = %21, %22
  %23 = phi i64 [ 0, %21 ], [ %85, %22 ]
  %24 = phi double [ 0.000000e+00, %21 ], [ %84, %22 ]
  call void @llvm.dbg.value(metadata double %24, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 %23, metadata !98, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %24, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %24, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 0, metadata !99, metadata !DIExpression()), !dbg !101
  %25 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 0, !dbg !126
  %26 = load double, double* %25, align 16, !dbg !126, !tbaa !47
  %27 = fadd double %24, %26, !dbg !130
  call void @llvm.dbg.value(metadata double %27, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 1, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %27, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 1, metadata !99, metadata !DIExpression()), !dbg !101
  %28 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 1, !dbg !126
  %29 = load double, double* %28, align 8, !dbg !126, !tbaa !47
  %30 = fadd double %27, %29, !dbg !130
  call void @llvm.dbg.value(metadata double %30, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 2, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %30, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 2, metadata !99, metadata !DIExpression()), !dbg !101
  %31 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 2, !dbg !126
  %32 = load double, double* %31, align 16, !dbg !126, !tbaa !47
  %33 = fadd double %30, %32, !dbg !130
  call void @llvm.dbg.value(metadata double %33, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 3, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %33, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 3, metadata !99, metadata !DIExpression()), !dbg !101
  %34 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 3, !dbg !126
  %35 = load double, double* %34, align 8, !dbg !126, !tbaa !47
  %36 = fadd double %33, %35, !dbg !130
  call void @llvm.dbg.value(metadata double %36, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 4, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %36, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 4, metadata !99, metadata !DIExpression()), !dbg !101
  %37 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 4, !dbg !126
  %38 = load double, double* %37, align 16, !dbg !126, !tbaa !47
  %39 = fadd double %36, %38, !dbg !130
  call void @llvm.dbg.value(metadata double %39, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 5, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %39, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 5, metadata !99, metadata !DIExpression()), !dbg !101
  %40 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 5, !dbg !126
  %41 = load double, double* %40, align 8, !dbg !126, !tbaa !47
  %42 = fadd double %39, %41, !dbg !130
  call void @llvm.dbg.value(metadata double %42, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 6, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %42, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 6, metadata !99, metadata !DIExpression()), !dbg !101
  %43 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 6, !dbg !126
  %44 = load double, double* %43, align 16, !dbg !126, !tbaa !47
  %45 = fadd double %42, %44, !dbg !130
  call void @llvm.dbg.value(metadata double %45, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 7, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %45, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 7, metadata !99, metadata !DIExpression()), !dbg !101
  %46 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 7, !dbg !126
  %47 = load double, double* %46, align 8, !dbg !126, !tbaa !47
  %48 = fadd double %45, %47, !dbg !130
  call void @llvm.dbg.value(metadata double %48, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 8, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %48, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 8, metadata !99, metadata !DIExpression()), !dbg !101
  %49 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 8, !dbg !126
  %50 = load double, double* %49, align 16, !dbg !126, !tbaa !47
  %51 = fadd double %48, %50, !dbg !130
  call void @llvm.dbg.value(metadata double %51, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 9, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %51, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 9, metadata !99, metadata !DIExpression()), !dbg !101
  %52 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 9, !dbg !126
  %53 = load double, double* %52, align 8, !dbg !126, !tbaa !47
  %54 = fadd double %51, %53, !dbg !130
  call void @llvm.dbg.value(metadata double %54, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 10, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %54, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 10, metadata !99, metadata !DIExpression()), !dbg !101
  %55 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 10, !dbg !126
  %56 = load double, double* %55, align 16, !dbg !126, !tbaa !47
  %57 = fadd double %54, %56, !dbg !130
  call void @llvm.dbg.value(metadata double %57, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 11, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %57, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 11, metadata !99, metadata !DIExpression()), !dbg !101
  %58 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 11, !dbg !126
  %59 = load double, double* %58, align 8, !dbg !126, !tbaa !47
  %60 = fadd double %57, %59, !dbg !130
  call void @llvm.dbg.value(metadata double %60, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 12, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %60, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 12, metadata !99, metadata !DIExpression()), !dbg !101
  %61 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 12, !dbg !126
  %62 = load double, double* %61, align 16, !dbg !126, !tbaa !47
  %63 = fadd double %60, %62, !dbg !130
  call void @llvm.dbg.value(metadata double %63, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 13, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %63, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 13, metadata !99, metadata !DIExpression()), !dbg !101
  %64 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 13, !dbg !126
  %65 = load double, double* %64, align 8, !dbg !126, !tbaa !47
  %66 = fadd double %63, %65, !dbg !130
  call void @llvm.dbg.value(metadata double %66, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 14, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %66, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 14, metadata !99, metadata !DIExpression()), !dbg !101
  %67 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 14, !dbg !126
  %68 = load double, double* %67, align 16, !dbg !126, !tbaa !47
  %69 = fadd double %66, %68, !dbg !130
  call void @llvm.dbg.value(metadata double %69, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 15, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %69, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 15, metadata !99, metadata !DIExpression()), !dbg !101
  %70 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 15, !dbg !126
  %71 = load double, double* %70, align 8, !dbg !126, !tbaa !47
  %72 = fadd double %69, %71, !dbg !130
  call void @llvm.dbg.value(metadata double %72, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 16, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %72, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 16, metadata !99, metadata !DIExpression()), !dbg !101
  %73 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 16, !dbg !126
  %74 = load double, double* %73, align 16, !dbg !126, !tbaa !47
  %75 = fadd double %72, %74, !dbg !130
  call void @llvm.dbg.value(metadata double %75, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 17, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %75, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 17, metadata !99, metadata !DIExpression()), !dbg !101
  %76 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 17, !dbg !126
  %77 = load double, double* %76, align 8, !dbg !126, !tbaa !47
  %78 = fadd double %75, %77, !dbg !130
  call void @llvm.dbg.value(metadata double %78, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 18, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %78, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 18, metadata !99, metadata !DIExpression()), !dbg !101
  %79 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 18, !dbg !126
  %80 = load double, double* %79, align 16, !dbg !126, !tbaa !47
  %81 = fadd double %78, %80, !dbg !130
  call void @llvm.dbg.value(metadata double %81, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 19, metadata !99, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %81, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 19, metadata !99, metadata !DIExpression()), !dbg !101
  %82 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %23, i64 19, !dbg !126
  %83 = load double, double* %82, align 8, !dbg !126, !tbaa !47
  %84 = fadd double %81, %83, !dbg !130
  call void @llvm.dbg.value(metadata double %84, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 20, metadata !99, metadata !DIExpression()), !dbg !101
  %85 = add nuw nsw i64 %23, 1, !dbg !131
  call void @llvm.dbg.value(metadata double %84, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 %85, metadata !98, metadata !DIExpression()), !dbg !101
  %86 = icmp eq i64 %85, 20, !dbg !132
  br i1 %86, label %87, label %22, !dbg !124, !llvm.loop !133

87:                                               ; preds = %22
  store double %84, double* @checksum, align 8, !dbg !135, !tbaa !47
  ret i32 0, !dbg !136
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Ag", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "jacobi2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Bg", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 25600, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "kernel_jacobi2d", scope: !3, file: !3, line: 16, type: !22, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !24, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1280, elements: !26)
!26 = !{!11}
!27 = !{!28, !29, !30, !32, !33}
!28 = !DILocalVariable(name: "a", arg: 1, scope: !21, file: !3, line: 16, type: !24)
!29 = !DILocalVariable(name: "b", arg: 2, scope: !21, file: !3, line: 16, type: !24)
!30 = !DILocalVariable(name: "t", scope: !21, file: !3, line: 18, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 18, type: !31)
!33 = !DILocalVariable(name: "j", scope: !21, file: !3, line: 18, type: !31)
!34 = !DILocation(line: 0, scope: !21)
!35 = !DILocation(line: 19, column: 3, scope: !36)
!36 = distinct !DILexicalBlock(scope: !21, file: !3, line: 19, column: 3)
!37 = !DILocation(line: 20, column: 5, scope: !38)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 20, column: 5)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 19, column: 27)
!40 = distinct !DILexicalBlock(scope: !36, file: !3, line: 19, column: 3)
!41 = !DILocation(line: 20, column: 29, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !3, line: 20, column: 5)
!43 = !DILocation(line: 21, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !42, file: !3, line: 21, column: 7)
!45 = !DILocation(line: 22, column: 26, scope: !46)
!46 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 7)
!47 = !{!48, !48, i64 0}
!48 = !{!"double", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !{!52}
!52 = distinct !{!52, !53}
!53 = distinct !{!53, !"LVerDomain"}
!54 = !DILocation(line: 22, column: 36, scope: !46)
!55 = !DILocation(line: 22, column: 34, scope: !46)
!56 = !DILocation(line: 22, column: 50, scope: !46)
!57 = !DILocation(line: 22, column: 48, scope: !46)
!58 = !DILocation(line: 22, column: 64, scope: !46)
!59 = !DILocation(line: 22, column: 62, scope: !46)
!60 = !DILocation(line: 23, column: 26, scope: !46)
!61 = !DILocation(line: 22, column: 76, scope: !46)
!62 = !DILocation(line: 22, column: 23, scope: !46)
!63 = !DILocation(line: 22, column: 9, scope: !46)
!64 = !DILocation(line: 22, column: 17, scope: !46)
!65 = !{!66}
!66 = distinct !{!66, !53}
!67 = !DILocation(line: 20, column: 19, scope: !42)
!68 = !DILocation(line: 22, column: 71, scope: !46)
!69 = !DILocation(line: 23, column: 33, scope: !46)
!70 = !DILocation(line: 21, column: 21, scope: !46)
!71 = distinct !{!71, !43, !72, !73, !74}
!72 = !DILocation(line: 23, column: 37, scope: !44)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !{!"llvm.loop.isvectorized", i32 1}
!75 = distinct !{!75, !37, !76, !73}
!76 = !DILocation(line: 23, column: 37, scope: !38)
!77 = !DILocation(line: 26, column: 19, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 25, column: 7)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 25, column: 7)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 24, column: 5)
!81 = distinct !DILexicalBlock(scope: !39, file: !3, line: 24, column: 5)
!82 = !DILocation(line: 26, column: 9, scope: !78)
!83 = !DILocation(line: 26, column: 17, scope: !78)
!84 = !DILocation(line: 24, column: 29, scope: !80)
!85 = !DILocation(line: 24, column: 19, scope: !80)
!86 = !DILocation(line: 24, column: 5, scope: !81)
!87 = distinct !{!87, !86, !88, !73}
!88 = !DILocation(line: 26, column: 25, scope: !81)
!89 = !DILocation(line: 19, column: 23, scope: !40)
!90 = !DILocation(line: 19, column: 17, scope: !40)
!91 = distinct !{!91, !35, !92, !73}
!92 = !DILocation(line: 27, column: 3, scope: !36)
!93 = !DILocation(line: 28, column: 1, scope: !21)
!94 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !95, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!31}
!97 = !{!98, !99, !100}
!98 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 32, type: !31)
!99 = !DILocalVariable(name: "j", scope: !94, file: !3, line: 32, type: !31)
!100 = !DILocalVariable(name: "s", scope: !94, file: !3, line: 33, type: !5)
!101 = !DILocation(line: 0, scope: !94)
!102 = !DILocation(line: 37, column: 16, scope: !103)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 35, column: 29)
!104 = distinct !DILexicalBlock(scope: !105, file: !3, line: 35, column: 5)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 35, column: 5)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 34, column: 3)
!107 = distinct !DILexicalBlock(scope: !94, file: !3, line: 34, column: 3)
!108 = !DILocation(line: 34, column: 3, scope: !107)
!109 = !DILocation(line: 35, column: 5, scope: !105)
!110 = !DILocation(line: 36, column: 30, scope: !103)
!111 = !DILocation(line: 36, column: 35, scope: !103)
!112 = !DILocation(line: 36, column: 18, scope: !103)
!113 = !DILocation(line: 36, column: 7, scope: !103)
!114 = !DILocation(line: 36, column: 16, scope: !103)
!115 = !DILocation(line: 35, column: 25, scope: !104)
!116 = !DILocation(line: 35, column: 19, scope: !104)
!117 = distinct !{!117, !109, !118, !73}
!118 = !DILocation(line: 38, column: 5, scope: !105)
!119 = !DILocation(line: 34, column: 23, scope: !106)
!120 = !DILocation(line: 34, column: 17, scope: !106)
!121 = distinct !{!121, !108, !122, !73}
!122 = !DILocation(line: 38, column: 5, scope: !107)
!123 = !DILocation(line: 39, column: 3, scope: !94)
!124 = !DILocation(line: 40, column: 3, scope: !125)
!125 = distinct !DILexicalBlock(scope: !94, file: !3, line: 40, column: 3)
!126 = !DILocation(line: 42, column: 12, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 41, column: 5)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 41, column: 5)
!129 = distinct !DILexicalBlock(scope: !125, file: !3, line: 40, column: 3)
!130 = !DILocation(line: 42, column: 9, scope: !127)
!131 = !DILocation(line: 40, column: 23, scope: !129)
!132 = !DILocation(line: 40, column: 17, scope: !129)
!133 = distinct !{!133, !124, !134, !73}
!134 = !DILocation(line: 42, column: 19, scope: !125)
!135 = !DILocation(line: 43, column: 12, scope: !94)
!136 = !DILocation(line: 44, column: 3, scope: !94)
