; ModuleID = 'jacobi2d.c'
source_filename = "jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Ag = internal global [160 x [160 x double]] zeroinitializer, align 16, !dbg !0
@Bg = internal global [160 x [160 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_jacobi2d([160 x double]* nocapture noundef %0, [160 x double]* nocapture noundef %1) local_unnamed_addr #0 !dbg !21 {
  call void @llvm.dbg.value(metadata [160 x double]* %0, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata [160 x double]* %1, metadata !29, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !34
  br label %3, !dbg !35

3:                                                ; preds = %2, %177
  %4 = phi i32 [ 0, %2 ], [ %178, %177 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !34
  br label %5, !dbg !37

5:                                                ; preds = %3, %91
  %6 = phi i64 [ 0, %3 ], [ %93, %91 ]
  %7 = phi i64 [ 1, %3 ], [ %9, %91 ]
  call void @llvm.dbg.value(metadata i64 %7, metadata !32, metadata !DIExpression()), !dbg !34
  %8 = add nsw i64 %7, -1
  %9 = add nuw nsw i64 %7, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !34
  %10 = add i64 %6, 2
  %11 = getelementptr [160 x double], [160 x double]* %0, i64 %10, i64 159
  %12 = getelementptr [160 x double], [160 x double]* %0, i64 %6, i64 1
  %13 = getelementptr [160 x double], [160 x double]* %1, i64 %7, i64 159
  %14 = getelementptr [160 x double], [160 x double]* %1, i64 %7, i64 1
  %15 = icmp ult double* %14, %11, !dbg !43
  %16 = icmp ult double* %12, %13, !dbg !43
  %17 = and i1 %15, %16, !dbg !43
  br i1 %17, label %68, label %18, !dbg !43

18:                                               ; preds = %5, %18
  %19 = phi i64 [ %66, %18 ], [ 0, %5 ]
  %20 = or i64 %19, 1
  %21 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %7, i64 %20, !dbg !45
  %22 = bitcast double* %21 to <2 x double>*, !dbg !45
  %23 = load <2 x double>, <2 x double>* %22, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %24 = getelementptr inbounds double, double* %21, i64 2, !dbg !45
  %25 = bitcast double* %24 to <2 x double>*, !dbg !45
  %26 = load <2 x double>, <2 x double>* %25, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %27 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %8, i64 %20, !dbg !54
  %28 = bitcast double* %27 to <2 x double>*, !dbg !54
  %29 = load <2 x double>, <2 x double>* %28, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %30 = getelementptr inbounds double, double* %27, i64 2, !dbg !54
  %31 = bitcast double* %30 to <2 x double>*, !dbg !54
  %32 = load <2 x double>, <2 x double>* %31, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %33 = fadd <2 x double> %23, %29, !dbg !55
  %34 = fadd <2 x double> %26, %32, !dbg !55
  %35 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %9, i64 %20, !dbg !56
  %36 = bitcast double* %35 to <2 x double>*, !dbg !56
  %37 = load <2 x double>, <2 x double>* %36, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %38 = getelementptr inbounds double, double* %35, i64 2, !dbg !56
  %39 = bitcast double* %38 to <2 x double>*, !dbg !56
  %40 = load <2 x double>, <2 x double>* %39, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %41 = fadd <2 x double> %33, %37, !dbg !57
  %42 = fadd <2 x double> %34, %40, !dbg !57
  %43 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %7, i64 %19, !dbg !58
  %44 = bitcast double* %43 to <2 x double>*, !dbg !58
  %45 = load <2 x double>, <2 x double>* %44, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %46 = getelementptr inbounds double, double* %43, i64 2, !dbg !58
  %47 = bitcast double* %46 to <2 x double>*, !dbg !58
  %48 = load <2 x double>, <2 x double>* %47, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %49 = fadd <2 x double> %41, %45, !dbg !59
  %50 = fadd <2 x double> %42, %48, !dbg !59
  %51 = or i64 %19, 2, !dbg !60
  %52 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %7, i64 %51, !dbg !61
  %53 = bitcast double* %52 to <2 x double>*, !dbg !61
  %54 = load <2 x double>, <2 x double>* %53, align 8, !dbg !61, !tbaa !47, !alias.scope !51
  %55 = getelementptr inbounds double, double* %52, i64 2, !dbg !61
  %56 = bitcast double* %55 to <2 x double>*, !dbg !61
  %57 = load <2 x double>, <2 x double>* %56, align 8, !dbg !61, !tbaa !47, !alias.scope !51
  %58 = fadd <2 x double> %49, %54, !dbg !62
  %59 = fadd <2 x double> %50, %57, !dbg !62
  %60 = fmul <2 x double> %58, <double 2.000000e-01, double 2.000000e-01>, !dbg !63
  %61 = fmul <2 x double> %59, <double 2.000000e-01, double 2.000000e-01>, !dbg !63
  %62 = getelementptr inbounds [160 x double], [160 x double]* %1, i64 %7, i64 %20, !dbg !64
  %63 = bitcast double* %62 to <2 x double>*, !dbg !65
  store <2 x double> %60, <2 x double>* %63, align 8, !dbg !65, !tbaa !47, !alias.scope !66, !noalias !51
  %64 = getelementptr inbounds double, double* %62, i64 2, !dbg !65
  %65 = bitcast double* %64 to <2 x double>*, !dbg !65
  store <2 x double> %61, <2 x double>* %65, align 8, !dbg !65, !tbaa !47, !alias.scope !66, !noalias !51
  %66 = add nuw i64 %19, 4
  %67 = icmp eq i64 %66, 156
  br i1 %67, label %68, label %18, !llvm.loop !68

68:                                               ; preds = %18, %5
  %69 = phi i64 [ 1, %5 ], [ 157, %18 ]
  br label %70, !dbg !43

70:                                               ; preds = %68, %70
  %71 = phi i64 [ %84, %70 ], [ %69, %68 ]
  call void @llvm.dbg.value(metadata i64 %71, metadata !33, metadata !DIExpression()), !dbg !34
  %72 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %7, i64 %71, !dbg !45
  %73 = load double, double* %72, align 8, !dbg !45, !tbaa !47
  %74 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %8, i64 %71, !dbg !54
  %75 = load double, double* %74, align 8, !dbg !54, !tbaa !47
  %76 = fadd double %73, %75, !dbg !55
  %77 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %9, i64 %71, !dbg !56
  %78 = load double, double* %77, align 8, !dbg !56, !tbaa !47
  %79 = fadd double %76, %78, !dbg !57
  %80 = add nsw i64 %71, -1, !dbg !72
  %81 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %7, i64 %80, !dbg !58
  %82 = load double, double* %81, align 8, !dbg !58, !tbaa !47
  %83 = fadd double %79, %82, !dbg !59
  %84 = add nuw nsw i64 %71, 1, !dbg !60
  %85 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %7, i64 %84, !dbg !61
  %86 = load double, double* %85, align 8, !dbg !61, !tbaa !47
  %87 = fadd double %83, %86, !dbg !62
  %88 = fmul double %87, 2.000000e-01, !dbg !63
  %89 = getelementptr inbounds [160 x double], [160 x double]* %1, i64 %7, i64 %71, !dbg !64
  store double %88, double* %89, align 8, !dbg !65, !tbaa !47
  call void @llvm.dbg.value(metadata i64 %84, metadata !33, metadata !DIExpression()), !dbg !34
  %90 = icmp eq i64 %84, 159, !dbg !73
  br i1 %90, label %91, label %70, !dbg !43, !llvm.loop !74

91:                                               ; preds = %70
  call void @llvm.dbg.value(metadata i64 %9, metadata !32, metadata !DIExpression()), !dbg !34
  %92 = icmp eq i64 %9, 159, !dbg !75
  %93 = add i64 %6, 1, !dbg !37
  br i1 %92, label %94, label %5, !dbg !37, !llvm.loop !76

94:                                               ; preds = %91, %174
  %95 = phi i64 [ %175, %174 ], [ 1, %91 ]
  call void @llvm.dbg.value(metadata i64 %95, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !34
  %96 = getelementptr [160 x double], [160 x double]* %1, i64 %95, i64 159, !dbg !78
  %97 = getelementptr [160 x double], [160 x double]* %1, i64 %95, i64 1, !dbg !78
  %98 = getelementptr [160 x double], [160 x double]* %0, i64 %95, i64 159, !dbg !78
  %99 = getelementptr [160 x double], [160 x double]* %0, i64 %95, i64 1, !dbg !78
  %100 = icmp ult double* %99, %96, !dbg !78
  %101 = icmp ult double* %97, %98, !dbg !78
  %102 = and i1 %100, %101, !dbg !78
  br i1 %102, label %142, label %103, !dbg !78

103:                                              ; preds = %94, %103
  %104 = phi i64 [ %140, %103 ], [ 0, %94 ]
  %105 = or i64 %104, 1
  %106 = getelementptr inbounds [160 x double], [160 x double]* %1, i64 %95, i64 %105, !dbg !82
  %107 = bitcast double* %106 to <2 x double>*, !dbg !82
  %108 = load <2 x double>, <2 x double>* %107, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %109 = getelementptr inbounds double, double* %106, i64 2, !dbg !82
  %110 = bitcast double* %109 to <2 x double>*, !dbg !82
  %111 = load <2 x double>, <2 x double>* %110, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %112 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %95, i64 %105, !dbg !87
  %113 = bitcast double* %112 to <2 x double>*, !dbg !88
  store <2 x double> %108, <2 x double>* %113, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %114 = getelementptr inbounds double, double* %112, i64 2, !dbg !88
  %115 = bitcast double* %114 to <2 x double>*, !dbg !88
  store <2 x double> %111, <2 x double>* %115, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %116 = add nuw nsw i64 %104, 4
  %117 = or i64 %116, 1
  %118 = getelementptr inbounds [160 x double], [160 x double]* %1, i64 %95, i64 %117, !dbg !82
  %119 = bitcast double* %118 to <2 x double>*, !dbg !82
  %120 = load <2 x double>, <2 x double>* %119, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %121 = getelementptr inbounds double, double* %118, i64 2, !dbg !82
  %122 = bitcast double* %121 to <2 x double>*, !dbg !82
  %123 = load <2 x double>, <2 x double>* %122, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %124 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %95, i64 %117, !dbg !87
  %125 = bitcast double* %124 to <2 x double>*, !dbg !88
  store <2 x double> %120, <2 x double>* %125, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %126 = getelementptr inbounds double, double* %124, i64 2, !dbg !88
  %127 = bitcast double* %126 to <2 x double>*, !dbg !88
  store <2 x double> %123, <2 x double>* %127, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %128 = add nuw nsw i64 %104, 8
  %129 = or i64 %128, 1
  %130 = getelementptr inbounds [160 x double], [160 x double]* %1, i64 %95, i64 %129, !dbg !82
  %131 = bitcast double* %130 to <2 x double>*, !dbg !82
  %132 = load <2 x double>, <2 x double>* %131, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %133 = getelementptr inbounds double, double* %130, i64 2, !dbg !82
  %134 = bitcast double* %133 to <2 x double>*, !dbg !82
  %135 = load <2 x double>, <2 x double>* %134, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %136 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %95, i64 %129, !dbg !87
  %137 = bitcast double* %136 to <2 x double>*, !dbg !88
  store <2 x double> %132, <2 x double>* %137, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %138 = getelementptr inbounds double, double* %136, i64 2, !dbg !88
  %139 = bitcast double* %138 to <2 x double>*, !dbg !88
  store <2 x double> %135, <2 x double>* %139, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %140 = add nuw nsw i64 %104, 12
  %141 = icmp eq i64 %140, 156
  br i1 %141, label %142, label %103, !llvm.loop !91

142:                                              ; preds = %103, %94
  %143 = phi i64 [ 1, %94 ], [ 157, %103 ]
  %144 = and i1 %100, %101, !dbg !78
  br label %145, !dbg !78

145:                                              ; preds = %145, %142
  %146 = phi i64 [ %151, %145 ], [ %143, %142 ]
  %147 = phi i64 [ %152, %145 ], [ 0, %142 ]
  call void @llvm.dbg.value(metadata i64 %146, metadata !33, metadata !DIExpression()), !dbg !34
  %148 = getelementptr inbounds [160 x double], [160 x double]* %1, i64 %95, i64 %146, !dbg !82
  %149 = load double, double* %148, align 8, !dbg !82, !tbaa !47
  %150 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %95, i64 %146, !dbg !87
  store double %149, double* %150, align 8, !dbg !88, !tbaa !47
  %151 = add nuw nsw i64 %146, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %151, metadata !33, metadata !DIExpression()), !dbg !34
  %152 = add i64 %147, 1, !dbg !78
  %153 = icmp eq i64 %152, 2, !dbg !78
  br i1 %153, label %154, label %145, !dbg !78, !llvm.loop !94

154:                                              ; preds = %145
  br i1 %144, label %155, label %174, !dbg !78

155:                                              ; preds = %154, %155
  %156 = phi i64 [ %172, %155 ], [ %151, %154 ]
  call void @llvm.dbg.value(metadata i64 %156, metadata !33, metadata !DIExpression()), !dbg !34
  %157 = getelementptr inbounds [160 x double], [160 x double]* %1, i64 %95, i64 %156, !dbg !82
  %158 = load double, double* %157, align 8, !dbg !82, !tbaa !47
  %159 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %95, i64 %156, !dbg !87
  store double %158, double* %159, align 8, !dbg !88, !tbaa !47
  %160 = add nuw nsw i64 %156, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %160, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %160, metadata !33, metadata !DIExpression()), !dbg !34
  %161 = getelementptr inbounds [160 x double], [160 x double]* %1, i64 %95, i64 %160, !dbg !82
  %162 = load double, double* %161, align 8, !dbg !82, !tbaa !47
  %163 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %95, i64 %160, !dbg !87
  store double %162, double* %163, align 8, !dbg !88, !tbaa !47
  %164 = add nuw nsw i64 %156, 2, !dbg !93
  call void @llvm.dbg.value(metadata i64 %164, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %164, metadata !33, metadata !DIExpression()), !dbg !34
  %165 = getelementptr inbounds [160 x double], [160 x double]* %1, i64 %95, i64 %164, !dbg !82
  %166 = load double, double* %165, align 8, !dbg !82, !tbaa !47
  %167 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %95, i64 %164, !dbg !87
  store double %166, double* %167, align 8, !dbg !88, !tbaa !47
  %168 = add nuw nsw i64 %156, 3, !dbg !93
  call void @llvm.dbg.value(metadata i64 %168, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %168, metadata !33, metadata !DIExpression()), !dbg !34
  %169 = getelementptr inbounds [160 x double], [160 x double]* %1, i64 %95, i64 %168, !dbg !82
  %170 = load double, double* %169, align 8, !dbg !82, !tbaa !47
  %171 = getelementptr inbounds [160 x double], [160 x double]* %0, i64 %95, i64 %168, !dbg !87
  store double %170, double* %171, align 8, !dbg !88, !tbaa !47
  %172 = add nuw nsw i64 %156, 4, !dbg !93
  call void @llvm.dbg.value(metadata i64 %172, metadata !33, metadata !DIExpression()), !dbg !34
  %173 = icmp eq i64 %172, 159, !dbg !96
  br i1 %173, label %174, label %155, !dbg !78, !llvm.loop !97

174:                                              ; preds = %155, %154
  %175 = add nuw nsw i64 %95, 1, !dbg !98
  call void @llvm.dbg.value(metadata i64 %175, metadata !32, metadata !DIExpression()), !dbg !34
  %176 = icmp eq i64 %175, 159, !dbg !99
  br i1 %176, label %177, label %94, !dbg !100, !llvm.loop !101

177:                                              ; preds = %174
  %178 = add nuw nsw i32 %4, 1, !dbg !103
  call void @llvm.dbg.value(metadata i32 %178, metadata !30, metadata !DIExpression()), !dbg !34
  %179 = icmp eq i32 %178, 10, !dbg !104
  br i1 %179, label %180, label %3, !dbg !35, !llvm.loop !105

180:                                              ; preds = %177
  ret void, !dbg !107
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !108 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()), !dbg !115
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(204800) bitcast ([160 x [160 x double]]* @Bg to i8*), i8 0, i64 204800, i1 false), !dbg !116, !tbaa !47
  br label %1, !dbg !122

1:                                                ; preds = %0, %18
  %2 = phi i64 [ 0, %0 ], [ %19, %18 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !112, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !115
  br label %3, !dbg !123

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %16, %3 ]
  call void @llvm.dbg.value(metadata i64 %4, metadata !113, metadata !DIExpression()), !dbg !115
  %5 = mul nuw nsw i64 %4, %2, !dbg !124
  %6 = trunc i64 %5 to i32, !dbg !125
  %7 = urem i32 %6, 10, !dbg !125
  %8 = sitofp i32 %7 to double, !dbg !126
  %9 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %2, i64 %4, !dbg !127
  store double %8, double* %9, align 16, !dbg !128, !tbaa !47
  %10 = or i64 %4, 1, !dbg !129
  call void @llvm.dbg.value(metadata i64 %10, metadata !113, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %10, metadata !113, metadata !DIExpression()), !dbg !115
  %11 = mul nuw nsw i64 %10, %2, !dbg !124
  %12 = trunc i64 %11 to i32, !dbg !125
  %13 = urem i32 %12, 10, !dbg !125
  %14 = sitofp i32 %13 to double, !dbg !126
  %15 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %2, i64 %10, !dbg !127
  store double %14, double* %15, align 8, !dbg !128, !tbaa !47
  %16 = add nuw nsw i64 %4, 2, !dbg !129
  call void @llvm.dbg.value(metadata i64 %16, metadata !113, metadata !DIExpression()), !dbg !115
  %17 = icmp eq i64 %16, 160, !dbg !130
  br i1 %17, label %18, label %3, !dbg !123, !llvm.loop !131

18:                                               ; preds = %3
  %19 = add nuw nsw i64 %2, 1, !dbg !133
  call void @llvm.dbg.value(metadata i64 %19, metadata !112, metadata !DIExpression()), !dbg !115
  %20 = icmp eq i64 %19, 160, !dbg !134
  br i1 %20, label %21, label %1, !dbg !122, !llvm.loop !135

21:                                               ; preds = %18
  tail call void @kernel_jacobi2d([160 x double]* noundef getelementptr inbounds ([160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 0), [160 x double]* noundef getelementptr inbounds ([160 x [160 x double]], [160 x [160 x double]]* @Bg, i64 0, i64 0)), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !114, metadata !DIExpression()), !dbg !115
  br label %22, !dbg !138

22:                                               ; preds = %21, %49
  %23 = phi i64 [ 0, %21 ], [ %50, %49 ]
  %24 = phi double [ 0.000000e+00, %21 ], [ %46, %49 ]
  call void @llvm.dbg.value(metadata double %24, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %23, metadata !112, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double %24, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !115
  br label %25, !dbg !140

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %47, %25 ]
  %27 = phi double [ %24, %22 ], [ %46, %25 ]
  call void @llvm.dbg.value(metadata double %27, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %26, metadata !113, metadata !DIExpression()), !dbg !115
  %28 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %23, i64 %26, !dbg !143
  %29 = load double, double* %28, align 8, !dbg !143, !tbaa !47
  %30 = fadd double %27, %29, !dbg !145
  call void @llvm.dbg.value(metadata double %30, metadata !114, metadata !DIExpression()), !dbg !115
  %31 = add nuw nsw i64 %26, 1, !dbg !146
  call void @llvm.dbg.value(metadata i64 %31, metadata !113, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double %30, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %31, metadata !113, metadata !DIExpression()), !dbg !115
  %32 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %23, i64 %31, !dbg !143
  %33 = load double, double* %32, align 8, !dbg !143, !tbaa !47
  %34 = fadd double %30, %33, !dbg !145
  call void @llvm.dbg.value(metadata double %34, metadata !114, metadata !DIExpression()), !dbg !115
  %35 = add nuw nsw i64 %26, 2, !dbg !146
  call void @llvm.dbg.value(metadata i64 %35, metadata !113, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double %34, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %35, metadata !113, metadata !DIExpression()), !dbg !115
  %36 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %23, i64 %35, !dbg !143
  %37 = load double, double* %36, align 8, !dbg !143, !tbaa !47
  %38 = fadd double %34, %37, !dbg !145
  call void @llvm.dbg.value(metadata double %38, metadata !114, metadata !DIExpression()), !dbg !115
  %39 = add nuw nsw i64 %26, 3, !dbg !146
  call void @llvm.dbg.value(metadata i64 %39, metadata !113, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double %38, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %39, metadata !113, metadata !DIExpression()), !dbg !115
  %40 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %23, i64 %39, !dbg !143
  %41 = load double, double* %40, align 8, !dbg !143, !tbaa !47
  %42 = fadd double %38, %41, !dbg !145
  call void @llvm.dbg.value(metadata double %42, metadata !114, metadata !DIExpression()), !dbg !115
  %43 = add nuw nsw i64 %26, 4, !dbg !146
  call void @llvm.dbg.value(metadata i64 %43, metadata !113, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double %42, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %43, metadata !113, metadata !DIExpression()), !dbg !115
  %44 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %23, i64 %43, !dbg !143
  %45 = load double, double* %44, align 8, !dbg !143, !tbaa !47
  %46 = fadd double %42, %45, !dbg !145
  call void @llvm.dbg.value(metadata double %46, metadata !114, metadata !DIExpression()), !dbg !115
  %47 = add nuw nsw i64 %26, 5, !dbg !146
  call void @llvm.dbg.value(metadata i64 %47, metadata !113, metadata !DIExpression()), !dbg !115
  %48 = icmp eq i64 %47, 160, !dbg !147
  br i1 %48, label %49, label %25, !dbg !140, !llvm.loop !148

49:                                               ; preds = %25
  %50 = add nuw nsw i64 %23, 1, !dbg !150
  call void @llvm.dbg.value(metadata double %46, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %50, metadata !112, metadata !DIExpression()), !dbg !115
  %51 = icmp eq i64 %50, 160, !dbg !151
  br i1 %51, label %52, label %22, !dbg !138, !llvm.loop !152

52:                                               ; preds = %49
  store double %46, double* @checksum, align 8, !dbg !154, !tbaa !47
  ret i32 0, !dbg !155
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
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1638400, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 160)
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
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 10240, elements: !26)
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
!60 = !DILocation(line: 23, column: 33, scope: !46)
!61 = !DILocation(line: 23, column: 26, scope: !46)
!62 = !DILocation(line: 22, column: 76, scope: !46)
!63 = !DILocation(line: 22, column: 23, scope: !46)
!64 = !DILocation(line: 22, column: 9, scope: !46)
!65 = !DILocation(line: 22, column: 17, scope: !46)
!66 = !{!67}
!67 = distinct !{!67, !53}
!68 = distinct !{!68, !43, !69, !70, !71}
!69 = !DILocation(line: 23, column: 37, scope: !44)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !{!"llvm.loop.isvectorized", i32 1}
!72 = !DILocation(line: 22, column: 71, scope: !46)
!73 = !DILocation(line: 21, column: 21, scope: !46)
!74 = distinct !{!74, !43, !69, !70, !71}
!75 = !DILocation(line: 20, column: 19, scope: !42)
!76 = distinct !{!76, !37, !77, !70}
!77 = !DILocation(line: 23, column: 37, scope: !38)
!78 = !DILocation(line: 25, column: 7, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 25, column: 7)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 24, column: 5)
!81 = distinct !DILexicalBlock(scope: !39, file: !3, line: 24, column: 5)
!82 = !DILocation(line: 26, column: 19, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 25, column: 7)
!84 = !{!85}
!85 = distinct !{!85, !86}
!86 = distinct !{!86, !"LVerDomain"}
!87 = !DILocation(line: 26, column: 9, scope: !83)
!88 = !DILocation(line: 26, column: 17, scope: !83)
!89 = !{!90}
!90 = distinct !{!90, !86}
!91 = distinct !{!91, !78, !92, !70, !71}
!92 = !DILocation(line: 26, column: 25, scope: !79)
!93 = !DILocation(line: 25, column: 31, scope: !83)
!94 = distinct !{!94, !95}
!95 = !{!"llvm.loop.unroll.disable"}
!96 = !DILocation(line: 25, column: 21, scope: !83)
!97 = distinct !{!97, !78, !92, !70, !71}
!98 = !DILocation(line: 24, column: 29, scope: !80)
!99 = !DILocation(line: 24, column: 19, scope: !80)
!100 = !DILocation(line: 24, column: 5, scope: !81)
!101 = distinct !{!101, !100, !102, !70}
!102 = !DILocation(line: 26, column: 25, scope: !81)
!103 = !DILocation(line: 19, column: 23, scope: !40)
!104 = !DILocation(line: 19, column: 17, scope: !40)
!105 = distinct !{!105, !35, !106, !70}
!106 = !DILocation(line: 27, column: 3, scope: !36)
!107 = !DILocation(line: 28, column: 1, scope: !21)
!108 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !109, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!31}
!111 = !{!112, !113, !114}
!112 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 32, type: !31)
!113 = !DILocalVariable(name: "j", scope: !108, file: !3, line: 32, type: !31)
!114 = !DILocalVariable(name: "s", scope: !108, file: !3, line: 33, type: !5)
!115 = !DILocation(line: 0, scope: !108)
!116 = !DILocation(line: 37, column: 16, scope: !117)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 35, column: 29)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 35, column: 5)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 35, column: 5)
!120 = distinct !DILexicalBlock(scope: !121, file: !3, line: 34, column: 3)
!121 = distinct !DILexicalBlock(scope: !108, file: !3, line: 34, column: 3)
!122 = !DILocation(line: 34, column: 3, scope: !121)
!123 = !DILocation(line: 35, column: 5, scope: !119)
!124 = !DILocation(line: 36, column: 30, scope: !117)
!125 = !DILocation(line: 36, column: 35, scope: !117)
!126 = !DILocation(line: 36, column: 18, scope: !117)
!127 = !DILocation(line: 36, column: 7, scope: !117)
!128 = !DILocation(line: 36, column: 16, scope: !117)
!129 = !DILocation(line: 35, column: 25, scope: !118)
!130 = !DILocation(line: 35, column: 19, scope: !118)
!131 = distinct !{!131, !123, !132, !70}
!132 = !DILocation(line: 38, column: 5, scope: !119)
!133 = !DILocation(line: 34, column: 23, scope: !120)
!134 = !DILocation(line: 34, column: 17, scope: !120)
!135 = distinct !{!135, !122, !136, !70}
!136 = !DILocation(line: 38, column: 5, scope: !121)
!137 = !DILocation(line: 39, column: 3, scope: !108)
!138 = !DILocation(line: 40, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !108, file: !3, line: 40, column: 3)
!140 = !DILocation(line: 41, column: 5, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 41, column: 5)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 40, column: 3)
!143 = !DILocation(line: 42, column: 12, scope: !144)
!144 = distinct !DILexicalBlock(scope: !141, file: !3, line: 41, column: 5)
!145 = !DILocation(line: 42, column: 9, scope: !144)
!146 = !DILocation(line: 41, column: 25, scope: !144)
!147 = !DILocation(line: 41, column: 19, scope: !144)
!148 = distinct !{!148, !140, !149, !70}
!149 = !DILocation(line: 42, column: 19, scope: !141)
!150 = !DILocation(line: 40, column: 23, scope: !142)
!151 = !DILocation(line: 40, column: 17, scope: !142)
!152 = distinct !{!152, !138, !153, !70}
!153 = !DILocation(line: 42, column: 19, scope: !139)
!154 = !DILocation(line: 43, column: 12, scope: !108)
!155 = !DILocation(line: 44, column: 3, scope: !108)
