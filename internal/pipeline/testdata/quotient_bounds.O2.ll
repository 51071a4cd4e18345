; ModuleID = 'quotient_bounds.c'
source_filename = "quotient_bounds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !44
  %3 = icmp sgt i32 %0, 1, !dbg !45
  br i1 %3, label %4, label %9, !dbg !46

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !47
  %6 = load i8*, i8** %5, align 8, !dbg !47, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %6, metadata !52, metadata !DIExpression()) #6, !dbg !60
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !62
  %8 = trunc i64 %7 to i32, !dbg !63
  br label %9, !dbg !46

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 100, %2 ], !dbg !46
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !44
  %11 = icmp sgt i32 %10, 0, !dbg !64
  %12 = select i1 %11, i32 %10, i32 1, !dbg !65
  %13 = zext i32 %12 to i64, !dbg !65
  %14 = tail call noalias i8* @calloc(i64 noundef %13, i64 noundef 8) #6, !dbg !66
  %15 = bitcast i8* %14 to double*, !dbg !66
  call void @llvm.dbg.value(metadata double* %15, metadata !22, metadata !DIExpression()), !dbg !44
  %16 = icmp eq i8* %14, null, !dbg !67
  br i1 %16, label %410, label %17, !dbg !69

17:                                               ; preds = %9
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !70
  br i1 %11, label %18, label %70, !dbg !71

18:                                               ; preds = %17
  %19 = zext i32 %10 to i64, !dbg !72
  %20 = icmp ult i32 %10, 4, !dbg !71
  br i1 %20, label %68, label %21, !dbg !71

21:                                               ; preds = %18
  %22 = and i64 %19, 4294967292, !dbg !71
  %23 = add nsw i64 %22, -4, !dbg !71
  %24 = lshr exact i64 %23, 2, !dbg !71
  %25 = add nuw nsw i64 %24, 1, !dbg !71
  %26 = and i64 %25, 1, !dbg !71
  %27 = icmp eq i64 %23, 0, !dbg !71
  br i1 %27, label %54, label %28, !dbg !71

28:                                               ; preds = %21
  %29 = and i64 %25, 9223372036854775806, !dbg !71
  br label %30, !dbg !71

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %50, %30 ], !dbg !74
  %32 = phi <2 x i32> [ <i32 0, i32 1>, %28 ], [ %51, %30 ], !dbg !75
  %33 = phi i64 [ 0, %28 ], [ %52, %30 ]
  %34 = add <2 x i32> %32, <i32 2, i32 2>, !dbg !75
  %35 = sitofp <2 x i32> %32 to <2 x double>, !dbg !75
  %36 = sitofp <2 x i32> %34 to <2 x double>, !dbg !75
  %37 = getelementptr inbounds double, double* %15, i64 %31, !dbg !74
  %38 = bitcast double* %37 to <2 x double>*, !dbg !76
  store <2 x double> %35, <2 x double>* %38, align 8, !dbg !76, !tbaa !77
  %39 = getelementptr inbounds double, double* %37, i64 2, !dbg !76
  %40 = bitcast double* %39 to <2 x double>*, !dbg !76
  store <2 x double> %36, <2 x double>* %40, align 8, !dbg !76, !tbaa !77
  %41 = or i64 %31, 4, !dbg !74
  %42 = add <2 x i32> %32, <i32 4, i32 4>, !dbg !75
  %43 = add <2 x i32> %32, <i32 6, i32 6>, !dbg !75
  %44 = sitofp <2 x i32> %42 to <2 x double>, !dbg !75
  %45 = sitofp <2 x i32> %43 to <2 x double>, !dbg !75
  %46 = getelementptr inbounds double, double* %15, i64 %41, !dbg !74
  %47 = bitcast double* %46 to <2 x double>*, !dbg !76
  store <2 x double> %44, <2 x double>* %47, align 8, !dbg !76, !tbaa !77
  %48 = getelementptr inbounds double, double* %46, i64 2, !dbg !76
  %49 = bitcast double* %48 to <2 x double>*, !dbg !76
  store <2 x double> %45, <2 x double>* %49, align 8, !dbg !76, !tbaa !77
  %50 = add nuw i64 %31, 8, !dbg !74
  %51 = add <2 x i32> %32, <i32 8, i32 8>, !dbg !75
  %52 = add i64 %33, 2, !dbg !74
  %53 = icmp eq i64 %52, %29, !dbg !74
  br i1 %53, label %54, label %30, !dbg !74, !llvm.loop !79

54:                                               ; preds = %30, %21
  %55 = phi i64 [ 0, %21 ], [ %50, %30 ]
  %56 = phi <2 x i32> [ <i32 0, i32 1>, %21 ], [ %51, %30 ]
  %57 = icmp eq i64 %26, 0, !dbg !74
  br i1 %57, label %66, label %58, !dbg !74

58:                                               ; preds = %54
  %59 = add <2 x i32> %56, <i32 2, i32 2>, !dbg !75
  %60 = sitofp <2 x i32> %56 to <2 x double>, !dbg !75
  %61 = sitofp <2 x i32> %59 to <2 x double>, !dbg !75
  %62 = getelementptr inbounds double, double* %15, i64 %55, !dbg !74
  %63 = bitcast double* %62 to <2 x double>*, !dbg !76
  store <2 x double> %60, <2 x double>* %63, align 8, !dbg !76, !tbaa !77
  %64 = getelementptr inbounds double, double* %62, i64 2, !dbg !76
  %65 = bitcast double* %64 to <2 x double>*, !dbg !76
  store <2 x double> %61, <2 x double>* %65, align 8, !dbg !76, !tbaa !77
  br label %66, !dbg !71

66:                                               ; preds = %54, %58
  %67 = icmp eq i64 %22, %19, !dbg !71
  br i1 %67, label %70, label %68, !dbg !71

68:                                               ; preds = %18, %66
  %69 = phi i64 [ 0, %18 ], [ %22, %66 ]
  br label %81, !dbg !71

70:                                               ; preds = %81, %66, %17
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !27, metadata !DIExpression()), !dbg !44
  %71 = icmp slt i32 %10, -1, !dbg !84
  br i1 %71, label %173, label %72, !dbg !86

72:                                               ; preds = %70
  %73 = sdiv i32 %10, 2
  %74 = add nuw nsw i32 %73, 1, !dbg !86
  %75 = zext i32 %74 to i64, !dbg !84
  %76 = add nsw i64 %75, -1, !dbg !86
  %77 = and i64 %75, 7, !dbg !86
  %78 = icmp ult i64 %76, 7, !dbg !86
  br i1 %78, label %88, label %79, !dbg !86

79:                                               ; preds = %72
  %80 = and i64 %75, 4294967288, !dbg !86
  br label %115, !dbg !86

81:                                               ; preds = %68, %81
  %82 = phi i64 [ %86, %81 ], [ %69, %68 ]
  call void @llvm.dbg.value(metadata i64 %82, metadata !25, metadata !DIExpression()), !dbg !70
  %83 = trunc i64 %82 to i32, !dbg !75
  %84 = sitofp i32 %83 to double, !dbg !75
  %85 = getelementptr inbounds double, double* %15, i64 %82, !dbg !87
  store double %84, double* %85, align 8, !dbg !76, !tbaa !77
  %86 = add nuw nsw i64 %82, 1, !dbg !74
  call void @llvm.dbg.value(metadata i64 %86, metadata !25, metadata !DIExpression()), !dbg !70
  %87 = icmp eq i64 %86, %19, !dbg !72
  br i1 %87, label %70, label %81, !dbg !71, !llvm.loop !88

88:                                               ; preds = %115, %72
  %89 = phi double [ undef, %72 ], [ %149, %115 ]
  %90 = phi i64 [ 0, %72 ], [ %150, %115 ]
  %91 = phi double [ 0.000000e+00, %72 ], [ %149, %115 ]
  %92 = icmp eq i64 %77, 0, !dbg !86
  br i1 %92, label %103, label %93, !dbg !86

93:                                               ; preds = %88, %93
  %94 = phi i64 [ %100, %93 ], [ %90, %88 ]
  %95 = phi double [ %99, %93 ], [ %91, %88 ]
  %96 = phi i64 [ %101, %93 ], [ 0, %88 ]
  call void @llvm.dbg.value(metadata i64 %94, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %95, metadata !27, metadata !DIExpression()), !dbg !44
  %97 = getelementptr inbounds double, double* %15, i64 %94, !dbg !90
  %98 = load double, double* %97, align 8, !dbg !90, !tbaa !77
  %99 = fadd double %95, %98, !dbg !91
  call void @llvm.dbg.value(metadata double %99, metadata !27, metadata !DIExpression()), !dbg !44
  %100 = add nuw nsw i64 %94, 1, !dbg !92
  call void @llvm.dbg.value(metadata i64 %100, metadata !28, metadata !DIExpression()), !dbg !83
  %101 = add i64 %96, 1, !dbg !86
  %102 = icmp eq i64 %101, %77, !dbg !86
  br i1 %102, label %103, label %93, !dbg !86, !llvm.loop !93

103:                                              ; preds = %93, %88
  %104 = phi double [ %89, %88 ], [ %99, %93 ], !dbg !91
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %104, metadata !27, metadata !DIExpression()), !dbg !44
  %105 = icmp sgt i32 %10, 1, !dbg !96
  br i1 %105, label %106, label %169, !dbg !98

106:                                              ; preds = %103
  %107 = add nuw nsw i32 %10, 1
  %108 = udiv i32 %107, 3
  %109 = zext i32 %108 to i64, !dbg !96
  %110 = add nsw i64 %109, -1, !dbg !98
  %111 = and i64 %109, 3, !dbg !98
  %112 = icmp ult i64 %110, 3, !dbg !98
  br i1 %112, label %153, label %113, !dbg !98

113:                                              ; preds = %106
  %114 = and i64 %109, 2147483644, !dbg !98
  br label %183, !dbg !98

115:                                              ; preds = %115, %79
  %116 = phi i64 [ 0, %79 ], [ %150, %115 ]
  %117 = phi double [ 0.000000e+00, %79 ], [ %149, %115 ]
  %118 = phi i64 [ 0, %79 ], [ %151, %115 ]
  call void @llvm.dbg.value(metadata i64 %116, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %117, metadata !27, metadata !DIExpression()), !dbg !44
  %119 = getelementptr inbounds double, double* %15, i64 %116, !dbg !90
  %120 = load double, double* %119, align 8, !dbg !90, !tbaa !77
  %121 = fadd double %117, %120, !dbg !91
  call void @llvm.dbg.value(metadata double %121, metadata !27, metadata !DIExpression()), !dbg !44
  %122 = or i64 %116, 1, !dbg !92
  call void @llvm.dbg.value(metadata i64 %122, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %122, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %121, metadata !27, metadata !DIExpression()), !dbg !44
  %123 = getelementptr inbounds double, double* %15, i64 %122, !dbg !90
  %124 = load double, double* %123, align 8, !dbg !90, !tbaa !77
  %125 = fadd double %121, %124, !dbg !91
  call void @llvm.dbg.value(metadata double %125, metadata !27, metadata !DIExpression()), !dbg !44
  %126 = or i64 %116, 2, !dbg !92
  call void @llvm.dbg.value(metadata i64 %126, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %126, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %125, metadata !27, metadata !DIExpression()), !dbg !44
  %127 = getelementptr inbounds double, double* %15, i64 %126, !dbg !90
  %128 = load double, double* %127, align 8, !dbg !90, !tbaa !77
  %129 = fadd double %125, %128, !dbg !91
  call void @llvm.dbg.value(metadata double %129, metadata !27, metadata !DIExpression()), !dbg !44
  %130 = or i64 %116, 3, !dbg !92
  call void @llvm.dbg.value(metadata i64 %130, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %130, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %129, metadata !27, metadata !DIExpression()), !dbg !44
  %131 = getelementptr inbounds double, double* %15, i64 %130, !dbg !90
  %132 = load double, double* %131, align 8, !dbg !90, !tbaa !77
  %133 = fadd double %129, %132, !dbg !91
  call void @llvm.dbg.value(metadata double %133, metadata !27, metadata !DIExpression()), !dbg !44
  %134 = or i64 %116, 4, !dbg !92
  call void @llvm.dbg.value(metadata i64 %134, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %134, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %133, metadata !27, metadata !DIExpression()), !dbg !44
  %135 = getelementptr inbounds double, double* %15, i64 %134, !dbg !90
  %136 = load double, double* %135, align 8, !dbg !90, !tbaa !77
  %137 = fadd double %133, %136, !dbg !91
  call void @llvm.dbg.value(metadata double %137, metadata !27, metadata !DIExpression()), !dbg !44
  %138 = or i64 %116, 5, !dbg !92
  call void @llvm.dbg.value(metadata i64 %138, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %138, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %137, metadata !27, metadata !DIExpression()), !dbg !44
  %139 = getelementptr inbounds double, double* %15, i64 %138, !dbg !90
  %140 = load double, double* %139, align 8, !dbg !90, !tbaa !77
  %141 = fadd double %137, %140, !dbg !91
  call void @llvm.dbg.value(metadata double %141, metadata !27, metadata !DIExpression()), !dbg !44
  %142 = or i64 %116, 6, !dbg !92
  call void @llvm.dbg.value(metadata i64 %142, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %142, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %141, metadata !27, metadata !DIExpression()), !dbg !44
  %143 = getelementptr inbounds double, double* %15, i64 %142, !dbg !90
  %144 = load double, double* %143, align 8, !dbg !90, !tbaa !77
  %145 = fadd double %141, %144, !dbg !91
  call void @llvm.dbg.value(metadata double %145, metadata !27, metadata !DIExpression()), !dbg !44
  %146 = or i64 %116, 7, !dbg !92
  call void @llvm.dbg.value(metadata i64 %146, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %146, metadata !28, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %145, metadata !27, metadata !DIExpression()), !dbg !44
  %147 = getelementptr inbounds double, double* %15, i64 %146, !dbg !90
  %148 = load double, double* %147, align 8, !dbg !90, !tbaa !77
  %149 = fadd double %145, %148, !dbg !91
  call void @llvm.dbg.value(metadata double %149, metadata !27, metadata !DIExpression()), !dbg !44
  %150 = add nuw nsw i64 %116, 8, !dbg !92
  call void @llvm.dbg.value(metadata i64 %150, metadata !28, metadata !DIExpression()), !dbg !83
  %151 = add i64 %118, 8, !dbg !86
  %152 = icmp eq i64 %151, %80, !dbg !86
  br i1 %152, label %88, label %115, !dbg !86, !llvm.loop !99

153:                                              ; preds = %183, %106
  %154 = phi double [ undef, %106 ], [ %205, %183 ]
  %155 = phi i64 [ 0, %106 ], [ %206, %183 ]
  %156 = phi double [ %104, %106 ], [ %205, %183 ]
  %157 = icmp eq i64 %111, 0, !dbg !98
  br i1 %157, label %169, label %158, !dbg !98

158:                                              ; preds = %153, %158
  %159 = phi i64 [ %166, %158 ], [ %155, %153 ]
  %160 = phi double [ %165, %158 ], [ %156, %153 ]
  %161 = phi i64 [ %167, %158 ], [ 0, %153 ]
  call void @llvm.dbg.value(metadata i64 %159, metadata !30, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %160, metadata !27, metadata !DIExpression()), !dbg !44
  %162 = mul nuw nsw i64 %159, 3, !dbg !101
  %163 = getelementptr inbounds double, double* %15, i64 %162, !dbg !102
  %164 = load double, double* %163, align 8, !dbg !102, !tbaa !77
  %165 = fadd double %160, %164, !dbg !103
  call void @llvm.dbg.value(metadata double %165, metadata !27, metadata !DIExpression()), !dbg !44
  %166 = add nuw nsw i64 %159, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %166, metadata !30, metadata !DIExpression()), !dbg !95
  %167 = add i64 %161, 1, !dbg !98
  %168 = icmp eq i64 %167, %111, !dbg !98
  br i1 %168, label %169, label %158, !dbg !98, !llvm.loop !105

169:                                              ; preds = %153, %158, %103
  %170 = phi i1 [ false, %103 ], [ %105, %158 ], [ %105, %153 ]
  %171 = phi double [ %104, %103 ], [ %154, %153 ], [ %165, %158 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %171, metadata !27, metadata !DIExpression()), !dbg !44
  %172 = icmp ult i32 %10, 4, !dbg !107
  br i1 %172, label %335, label %173, !dbg !109

173:                                              ; preds = %70, %169
  %174 = phi double [ %171, %169 ], [ 0.000000e+00, %70 ]
  %175 = phi i1 [ %170, %169 ], [ false, %70 ]
  %176 = lshr i32 %10, 2
  %177 = zext i32 %176 to i64, !dbg !107
  %178 = add nsw i64 %177, -1, !dbg !109
  %179 = and i64 %177, 7, !dbg !109
  %180 = icmp ult i64 %178, 7, !dbg !109
  br i1 %180, label %209, label %181, !dbg !109

181:                                              ; preds = %173
  %182 = and i64 %177, 1073741816, !dbg !109
  br label %234, !dbg !109

183:                                              ; preds = %183, %113
  %184 = phi i64 [ 0, %113 ], [ %206, %183 ]
  %185 = phi double [ %104, %113 ], [ %205, %183 ]
  %186 = phi i64 [ 0, %113 ], [ %207, %183 ]
  call void @llvm.dbg.value(metadata i64 %184, metadata !30, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %185, metadata !27, metadata !DIExpression()), !dbg !44
  %187 = mul nuw nsw i64 %184, 3, !dbg !101
  %188 = getelementptr inbounds double, double* %15, i64 %187, !dbg !102
  %189 = load double, double* %188, align 8, !dbg !102, !tbaa !77
  %190 = fadd double %185, %189, !dbg !103
  call void @llvm.dbg.value(metadata double %190, metadata !27, metadata !DIExpression()), !dbg !44
  %191 = or i64 %184, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %191, metadata !30, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %191, metadata !30, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %190, metadata !27, metadata !DIExpression()), !dbg !44
  %192 = mul nuw nsw i64 %191, 3, !dbg !101
  %193 = getelementptr inbounds double, double* %15, i64 %192, !dbg !102
  %194 = load double, double* %193, align 8, !dbg !102, !tbaa !77
  %195 = fadd double %190, %194, !dbg !103
  call void @llvm.dbg.value(metadata double %195, metadata !27, metadata !DIExpression()), !dbg !44
  %196 = or i64 %184, 2, !dbg !104
  call void @llvm.dbg.value(metadata i64 %196, metadata !30, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %196, metadata !30, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %195, metadata !27, metadata !DIExpression()), !dbg !44
  %197 = mul nuw nsw i64 %196, 3, !dbg !101
  %198 = getelementptr inbounds double, double* %15, i64 %197, !dbg !102
  %199 = load double, double* %198, align 8, !dbg !102, !tbaa !77
  %200 = fadd double %195, %199, !dbg !103
  call void @llvm.dbg.value(metadata double %200, metadata !27, metadata !DIExpression()), !dbg !44
  %201 = or i64 %184, 3, !dbg !104
  call void @llvm.dbg.value(metadata i64 %201, metadata !30, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %201, metadata !30, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %200, metadata !27, metadata !DIExpression()), !dbg !44
  %202 = mul nuw nsw i64 %201, 3, !dbg !101
  %203 = getelementptr inbounds double, double* %15, i64 %202, !dbg !102
  %204 = load double, double* %203, align 8, !dbg !102, !tbaa !77
  %205 = fadd double %200, %204, !dbg !103
  call void @llvm.dbg.value(metadata double %205, metadata !27, metadata !DIExpression()), !dbg !44
  %206 = add nuw nsw i64 %184, 4, !dbg !104
  call void @llvm.dbg.value(metadata i64 %206, metadata !30, metadata !DIExpression()), !dbg !95
  %207 = add i64 %186, 4, !dbg !98
  %208 = icmp eq i64 %207, %114, !dbg !98
  br i1 %208, label %153, label %183, !dbg !98, !llvm.loop !110

209:                                              ; preds = %234, %173
  %210 = phi double [ undef, %173 ], [ %268, %234 ]
  %211 = phi i64 [ 0, %173 ], [ %269, %234 ]
  %212 = phi double [ %174, %173 ], [ %268, %234 ]
  %213 = icmp eq i64 %179, 0, !dbg !109
  br i1 %213, label %224, label %214, !dbg !109

214:                                              ; preds = %209, %214
  %215 = phi i64 [ %221, %214 ], [ %211, %209 ]
  %216 = phi double [ %220, %214 ], [ %212, %209 ]
  %217 = phi i64 [ %222, %214 ], [ 0, %209 ]
  call void @llvm.dbg.value(metadata i64 %215, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %216, metadata !27, metadata !DIExpression()), !dbg !44
  %218 = getelementptr inbounds double, double* %15, i64 %215, !dbg !112
  %219 = load double, double* %218, align 8, !dbg !112, !tbaa !77
  %220 = fsub double %216, %219, !dbg !113
  call void @llvm.dbg.value(metadata double %220, metadata !27, metadata !DIExpression()), !dbg !44
  %221 = add nuw nsw i64 %215, 1, !dbg !114
  call void @llvm.dbg.value(metadata i64 %221, metadata !34, metadata !DIExpression()), !dbg !106
  %222 = add i64 %217, 1, !dbg !109
  %223 = icmp eq i64 %222, %179, !dbg !109
  br i1 %223, label %224, label %214, !dbg !109, !llvm.loop !115

224:                                              ; preds = %214, %209
  %225 = phi double [ %210, %209 ], [ %220, %214 ], !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %225, metadata !27, metadata !DIExpression()), !dbg !44
  %226 = icmp sgt i32 %10, 3, !dbg !117
  br i1 %226, label %227, label %335, !dbg !118

227:                                              ; preds = %224
  %228 = lshr i32 %10, 2
  %229 = zext i32 %228 to i64, !dbg !117
  %230 = and i64 %229, 1, !dbg !118
  %231 = icmp eq i64 %178, 0, !dbg !118
  br i1 %231, label %314, label %232, !dbg !118

232:                                              ; preds = %227
  %233 = and i64 %229, 1073741822, !dbg !118
  br label %272, !dbg !118

234:                                              ; preds = %234, %181
  %235 = phi i64 [ 0, %181 ], [ %269, %234 ]
  %236 = phi double [ %174, %181 ], [ %268, %234 ]
  %237 = phi i64 [ 0, %181 ], [ %270, %234 ]
  call void @llvm.dbg.value(metadata i64 %235, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %236, metadata !27, metadata !DIExpression()), !dbg !44
  %238 = getelementptr inbounds double, double* %15, i64 %235, !dbg !112
  %239 = load double, double* %238, align 8, !dbg !112, !tbaa !77
  %240 = fsub double %236, %239, !dbg !113
  call void @llvm.dbg.value(metadata double %240, metadata !27, metadata !DIExpression()), !dbg !44
  %241 = or i64 %235, 1, !dbg !114
  call void @llvm.dbg.value(metadata i64 %241, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %241, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %240, metadata !27, metadata !DIExpression()), !dbg !44
  %242 = getelementptr inbounds double, double* %15, i64 %241, !dbg !112
  %243 = load double, double* %242, align 8, !dbg !112, !tbaa !77
  %244 = fsub double %240, %243, !dbg !113
  call void @llvm.dbg.value(metadata double %244, metadata !27, metadata !DIExpression()), !dbg !44
  %245 = or i64 %235, 2, !dbg !114
  call void @llvm.dbg.value(metadata i64 %245, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %245, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %244, metadata !27, metadata !DIExpression()), !dbg !44
  %246 = getelementptr inbounds double, double* %15, i64 %245, !dbg !112
  %247 = load double, double* %246, align 8, !dbg !112, !tbaa !77
  %248 = fsub double %244, %247, !dbg !113
  call void @llvm.dbg.value(metadata double %248, metadata !27, metadata !DIExpression()), !dbg !44
  %249 = or i64 %235, 3, !dbg !114
  call void @llvm.dbg.value(metadata i64 %249, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %249, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %248, metadata !27, metadata !DIExpression()), !dbg !44
  %250 = getelementptr inbounds double, double* %15, i64 %249, !dbg !112
  %251 = load double, double* %250, align 8, !dbg !112, !tbaa !77
  %252 = fsub double %248, %251, !dbg !113
  call void @llvm.dbg.value(metadata double %252, metadata !27, metadata !DIExpression()), !dbg !44
  %253 = or i64 %235, 4, !dbg !114
  call void @llvm.dbg.value(metadata i64 %253, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %253, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %252, metadata !27, metadata !DIExpression()), !dbg !44
  %254 = getelementptr inbounds double, double* %15, i64 %253, !dbg !112
  %255 = load double, double* %254, align 8, !dbg !112, !tbaa !77
  %256 = fsub double %252, %255, !dbg !113
  call void @llvm.dbg.value(metadata double %256, metadata !27, metadata !DIExpression()), !dbg !44
  %257 = or i64 %235, 5, !dbg !114
  call void @llvm.dbg.value(metadata i64 %257, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %257, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %256, metadata !27, metadata !DIExpression()), !dbg !44
  %258 = getelementptr inbounds double, double* %15, i64 %257, !dbg !112
  %259 = load double, double* %258, align 8, !dbg !112, !tbaa !77
  %260 = fsub double %256, %259, !dbg !113
  call void @llvm.dbg.value(metadata double %260, metadata !27, metadata !DIExpression()), !dbg !44
  %261 = or i64 %235, 6, !dbg !114
  call void @llvm.dbg.value(metadata i64 %261, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %261, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %260, metadata !27, metadata !DIExpression()), !dbg !44
  %262 = getelementptr inbounds double, double* %15, i64 %261, !dbg !112
  %263 = load double, double* %262, align 8, !dbg !112, !tbaa !77
  %264 = fsub double %260, %263, !dbg !113
  call void @llvm.dbg.value(metadata double %264, metadata !27, metadata !DIExpression()), !dbg !44
  %265 = or i64 %235, 7, !dbg !114
  call void @llvm.dbg.value(metadata i64 %265, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %265, metadata !34, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %264, metadata !27, metadata !DIExpression()), !dbg !44
  %266 = getelementptr inbounds double, double* %15, i64 %265, !dbg !112
  %267 = load double, double* %266, align 8, !dbg !112, !tbaa !77
  %268 = fsub double %264, %267, !dbg !113
  call void @llvm.dbg.value(metadata double %268, metadata !27, metadata !DIExpression()), !dbg !44
  %269 = add nuw nsw i64 %235, 8, !dbg !114
  call void @llvm.dbg.value(metadata i64 %269, metadata !34, metadata !DIExpression()), !dbg !106
  %270 = add i64 %237, 8, !dbg !109
  %271 = icmp eq i64 %270, %182, !dbg !109
  br i1 %271, label %209, label %234, !dbg !109, !llvm.loop !119

272:                                              ; preds = %272, %232
  %273 = phi i64 [ 0, %232 ], [ %309, %272 ]
  %274 = phi double [ %225, %232 ], [ %308, %272 ]
  %275 = phi i64 [ 0, %232 ], [ %310, %272 ]
  call void @llvm.dbg.value(metadata i64 %273, metadata !36, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %274, metadata !27, metadata !DIExpression()), !dbg !44
  %276 = shl nsw i64 %273, 2
  call void @llvm.dbg.value(metadata i64 0, metadata !38, metadata !DIExpression()), !dbg !121
  %277 = getelementptr inbounds double, double* %15, i64 %276, !dbg !122
  %278 = load double, double* %277, align 8, !dbg !122, !tbaa !77
  %279 = fadd double %274, %278, !dbg !124
  call void @llvm.dbg.value(metadata i64 1, metadata !38, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double %279, metadata !27, metadata !DIExpression()), !dbg !44
  %280 = or i64 %276, 1, !dbg !125
  %281 = getelementptr inbounds double, double* %15, i64 %280, !dbg !122
  %282 = load double, double* %281, align 8, !dbg !122, !tbaa !77
  %283 = fadd double %279, %282, !dbg !124
  call void @llvm.dbg.value(metadata i64 2, metadata !38, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double %283, metadata !27, metadata !DIExpression()), !dbg !44
  %284 = or i64 %276, 2, !dbg !125
  %285 = getelementptr inbounds double, double* %15, i64 %284, !dbg !122
  %286 = load double, double* %285, align 8, !dbg !122, !tbaa !77
  %287 = fadd double %283, %286, !dbg !124
  call void @llvm.dbg.value(metadata i64 3, metadata !38, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double %287, metadata !27, metadata !DIExpression()), !dbg !44
  %288 = or i64 %276, 3, !dbg !125
  %289 = getelementptr inbounds double, double* %15, i64 %288, !dbg !122
  %290 = load double, double* %289, align 8, !dbg !122, !tbaa !77
  %291 = fadd double %287, %290, !dbg !124
  call void @llvm.dbg.value(metadata double %291, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 4, metadata !38, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 %273, metadata !36, metadata !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value)), !dbg !116
  call void @llvm.dbg.value(metadata i64 %273, metadata !36, metadata !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value)), !dbg !116
  call void @llvm.dbg.value(metadata double %291, metadata !27, metadata !DIExpression()), !dbg !44
  %292 = shl i64 %273, 2
  %293 = or i64 %292, 4
  call void @llvm.dbg.value(metadata i64 0, metadata !38, metadata !DIExpression()), !dbg !121
  %294 = getelementptr inbounds double, double* %15, i64 %293, !dbg !122
  %295 = load double, double* %294, align 8, !dbg !122, !tbaa !77
  %296 = fadd double %291, %295, !dbg !124
  call void @llvm.dbg.value(metadata i64 1, metadata !38, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double %296, metadata !27, metadata !DIExpression()), !dbg !44
  %297 = or i64 %292, 5, !dbg !125
  %298 = getelementptr inbounds double, double* %15, i64 %297, !dbg !122
  %299 = load double, double* %298, align 8, !dbg !122, !tbaa !77
  %300 = fadd double %296, %299, !dbg !124
  call void @llvm.dbg.value(metadata i64 2, metadata !38, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double %300, metadata !27, metadata !DIExpression()), !dbg !44
  %301 = or i64 %292, 6, !dbg !125
  %302 = getelementptr inbounds double, double* %15, i64 %301, !dbg !122
  %303 = load double, double* %302, align 8, !dbg !122, !tbaa !77
  %304 = fadd double %300, %303, !dbg !124
  call void @llvm.dbg.value(metadata i64 3, metadata !38, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double %304, metadata !27, metadata !DIExpression()), !dbg !44
  %305 = or i64 %292, 7, !dbg !125
  %306 = getelementptr inbounds double, double* %15, i64 %305, !dbg !122
  %307 = load double, double* %306, align 8, !dbg !122, !tbaa !77
  %308 = fadd double %304, %307, !dbg !124
  call void @llvm.dbg.value(metadata double %308, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 4, metadata !38, metadata !DIExpression()), !dbg !121
  %309 = add nuw nsw i64 %273, 2, !dbg !126
  call void @llvm.dbg.value(metadata i64 %309, metadata !36, metadata !DIExpression()), !dbg !116
  %310 = add i64 %275, 2, !dbg !118
  %311 = icmp eq i64 %310, %233, !dbg !118
  br i1 %311, label %312, label %272, !dbg !118, !llvm.loop !127

312:                                              ; preds = %272
  %313 = shl i64 %309, 2, !dbg !118
  br label %314, !dbg !118

314:                                              ; preds = %312, %227
  %315 = phi double [ undef, %227 ], [ %308, %312 ]
  %316 = phi i64 [ 0, %227 ], [ %313, %312 ]
  %317 = phi double [ %225, %227 ], [ %308, %312 ]
  %318 = icmp eq i64 %230, 0, !dbg !118
  br i1 %318, label %335, label %319, !dbg !118

319:                                              ; preds = %314
  call void @llvm.dbg.value(metadata i64 undef, metadata !36, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %317, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 0, metadata !38, metadata !DIExpression()), !dbg !121
  %320 = getelementptr inbounds double, double* %15, i64 %316, !dbg !122
  %321 = load double, double* %320, align 8, !dbg !122, !tbaa !77
  %322 = fadd double %317, %321, !dbg !124
  call void @llvm.dbg.value(metadata i64 1, metadata !38, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double %322, metadata !27, metadata !DIExpression()), !dbg !44
  %323 = or i64 %316, 1, !dbg !125
  %324 = getelementptr inbounds double, double* %15, i64 %323, !dbg !122
  %325 = load double, double* %324, align 8, !dbg !122, !tbaa !77
  %326 = fadd double %322, %325, !dbg !124
  call void @llvm.dbg.value(metadata i64 2, metadata !38, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double %326, metadata !27, metadata !DIExpression()), !dbg !44
  %327 = or i64 %316, 2, !dbg !125
  %328 = getelementptr inbounds double, double* %15, i64 %327, !dbg !122
  %329 = load double, double* %328, align 8, !dbg !122, !tbaa !77
  %330 = fadd double %326, %329, !dbg !124
  call void @llvm.dbg.value(metadata i64 3, metadata !38, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double %330, metadata !27, metadata !DIExpression()), !dbg !44
  %331 = or i64 %316, 3, !dbg !125
  %332 = getelementptr inbounds double, double* %15, i64 %331, !dbg !122
  %333 = load double, double* %332, align 8, !dbg !122, !tbaa !77
  %334 = fadd double %330, %333, !dbg !124
  call void @llvm.dbg.value(metadata double %334, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 4, metadata !38, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 undef, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !116
  br label %335, !dbg !129

335:                                              ; preds = %319, %314, %169, %224
  %336 = phi i1 [ %175, %224 ], [ %170, %169 ], [ %175, %314 ], [ %175, %319 ]
  %337 = phi double [ %225, %224 ], [ %171, %169 ], [ %315, %314 ], [ %334, %319 ], !dbg !130
  %338 = add i32 %10, -1, !dbg !129
  call void @llvm.dbg.value(metadata i32 %338, metadata !41, metadata !DIExpression()), !dbg !44
  br i1 %11, label %339, label %396, !dbg !131

339:                                              ; preds = %335
  %340 = zext i32 %338 to i64, !dbg !132
  %341 = udiv i64 %340, 3, !dbg !132
  %342 = add nuw nsw i64 %341, 1, !dbg !132
  %343 = and i64 %342, 7, !dbg !132
  %344 = icmp eq i64 %343, 0, !dbg !132
  br i1 %344, label %355, label %345, !dbg !132

345:                                              ; preds = %339, %345
  %346 = phi i64 [ %352, %345 ], [ %340, %339 ], !dbg !44
  %347 = phi double [ %351, %345 ], [ %337, %339 ], !dbg !44
  %348 = phi i64 [ %353, %345 ], [ 0, %339 ]
  call void @llvm.dbg.value(metadata i64 %346, metadata !41, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %347, metadata !27, metadata !DIExpression()), !dbg !44
  %349 = getelementptr inbounds double, double* %15, i64 %346, !dbg !134
  %350 = load double, double* %349, align 8, !dbg !134, !tbaa !77
  %351 = fsub double %347, %350, !dbg !136
  call void @llvm.dbg.value(metadata double %351, metadata !27, metadata !DIExpression()), !dbg !44
  %352 = add nsw i64 %346, -3, !dbg !137
  call void @llvm.dbg.value(metadata i64 %352, metadata !41, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !44
  %353 = add i64 %348, 1, !dbg !138
  %354 = icmp eq i64 %353, %343, !dbg !138
  br i1 %354, label %355, label %345, !dbg !138, !llvm.loop !139

355:                                              ; preds = %345, %339
  %356 = phi i64 [ %340, %339 ], [ %352, %345 ]
  %357 = phi double [ %337, %339 ], [ %351, %345 ]
  %358 = phi double [ undef, %339 ], [ %351, %345 ]
  %359 = icmp ult i32 %338, 21, !dbg !132
  br i1 %359, label %396, label %360, !dbg !132

360:                                              ; preds = %355, %360
  %361 = phi i64 [ %394, %360 ], [ %356, %355 ], !dbg !44
  %362 = phi double [ %393, %360 ], [ %357, %355 ], !dbg !44
  call void @llvm.dbg.value(metadata i64 %361, metadata !41, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %362, metadata !27, metadata !DIExpression()), !dbg !44
  %363 = getelementptr inbounds double, double* %15, i64 %361, !dbg !134
  %364 = load double, double* %363, align 8, !dbg !134, !tbaa !77
  %365 = fsub double %362, %364, !dbg !136
  call void @llvm.dbg.value(metadata double %365, metadata !27, metadata !DIExpression()), !dbg !44
  %366 = add nsw i64 %361, -3, !dbg !137
  call void @llvm.dbg.value(metadata i64 %366, metadata !41, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !44
  call void @llvm.dbg.value(metadata i64 %366, metadata !41, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %365, metadata !27, metadata !DIExpression()), !dbg !44
  %367 = getelementptr inbounds double, double* %15, i64 %366, !dbg !134
  %368 = load double, double* %367, align 8, !dbg !134, !tbaa !77
  %369 = fsub double %365, %368, !dbg !136
  call void @llvm.dbg.value(metadata double %369, metadata !27, metadata !DIExpression()), !dbg !44
  %370 = add nsw i64 %361, -6, !dbg !137
  call void @llvm.dbg.value(metadata i64 %370, metadata !41, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !44
  call void @llvm.dbg.value(metadata i64 %370, metadata !41, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %369, metadata !27, metadata !DIExpression()), !dbg !44
  %371 = getelementptr inbounds double, double* %15, i64 %370, !dbg !134
  %372 = load double, double* %371, align 8, !dbg !134, !tbaa !77
  %373 = fsub double %369, %372, !dbg !136
  call void @llvm.dbg.value(metadata double %373, metadata !27, metadata !DIExpression()), !dbg !44
  %374 = add nsw i64 %361, -9, !dbg !137
  call void @llvm.dbg.value(metadata i64 %374, metadata !41, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !44
  call void @llvm.dbg.value(metadata i64 %374, metadata !41, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %373, metadata !27, metadata !DIExpression()), !dbg !44
  %375 = getelementptr inbounds double, double* %15, i64 %374, !dbg !134
  %376 = load double, double* %375, align 8, !dbg !134, !tbaa !77
  %377 = fsub double %373, %376, !dbg !136
  call void @llvm.dbg.value(metadata double %377, metadata !27, metadata !DIExpression()), !dbg !44
  %378 = add nsw i64 %361, -12, !dbg !137
  call void @llvm.dbg.value(metadata i64 %378, metadata !41, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !44
  call void @llvm.dbg.value(metadata i64 %378, metadata !41, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %377, metadata !27, metadata !DIExpression()), !dbg !44
  %379 = getelementptr inbounds double, double* %15, i64 %378, !dbg !134
  %380 = load double, double* %379, align 8, !dbg !134, !tbaa !77
  %381 = fsub double %377, %380, !dbg !136
  call void @llvm.dbg.value(metadata double %381, metadata !27, metadata !DIExpression()), !dbg !44
  %382 = add nsw i64 %361, -15, !dbg !137
  call void @llvm.dbg.value(metadata i64 %382, metadata !41, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !44
  call void @llvm.dbg.value(metadata i64 %382, metadata !41, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %381, metadata !27, metadata !DIExpression()), !dbg !44
  %383 = getelementptr inbounds double, double* %15, i64 %382, !dbg !134
  %384 = load double, double* %383, align 8, !dbg !134, !tbaa !77
  %385 = fsub double %381, %384, !dbg !136
  call void @llvm.dbg.value(metadata double %385, metadata !27, metadata !DIExpression()), !dbg !44
  %386 = add nsw i64 %361, -18, !dbg !137
  call void @llvm.dbg.value(metadata i64 %386, metadata !41, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !44
  call void @llvm.dbg.value(metadata i64 %386, metadata !41, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %385, metadata !27, metadata !DIExpression()), !dbg !44
  %387 = getelementptr inbounds double, double* %15, i64 %386, !dbg !134
  %388 = load double, double* %387, align 8, !dbg !134, !tbaa !77
  %389 = fsub double %385, %388, !dbg !136
  call void @llvm.dbg.value(metadata double %389, metadata !27, metadata !DIExpression()), !dbg !44
  %390 = add nsw i64 %361, -21, !dbg !137
  call void @llvm.dbg.value(metadata i64 %390, metadata !41, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !44
  call void @llvm.dbg.value(metadata i64 %390, metadata !41, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %389, metadata !27, metadata !DIExpression()), !dbg !44
  %391 = getelementptr inbounds double, double* %15, i64 %390, !dbg !134
  %392 = load double, double* %391, align 8, !dbg !134, !tbaa !77
  %393 = fsub double %389, %392, !dbg !136
  call void @llvm.dbg.value(metadata double %393, metadata !27, metadata !DIExpression()), !dbg !44
  %394 = add nsw i64 %361, -24, !dbg !137
  call void @llvm.dbg.value(metadata i64 %394, metadata !41, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !44
  %395 = icmp ugt i64 %390, 2, !dbg !140
  br i1 %395, label %360, label %396, !dbg !138, !llvm.loop !141

396:                                              ; preds = %355, %360, %335
  %397 = phi double [ %337, %335 ], [ %358, %355 ], [ %393, %360 ], !dbg !44
  call void @llvm.dbg.value(metadata double %397, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %338, metadata !42, metadata !DIExpression()), !dbg !143
  br i1 %336, label %401, label %398, !dbg !144

398:                                              ; preds = %401, %396
  %399 = phi double [ %397, %396 ], [ %407, %401 ], !dbg !44
  %400 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %399), !dbg !145
  tail call void @free(i8* noundef nonnull %14) #6, !dbg !146
  br label %410

401:                                              ; preds = %396, %401
  %402 = phi i32 [ %408, %401 ], [ %338, %396 ]
  %403 = phi double [ %407, %401 ], [ %397, %396 ]
  call void @llvm.dbg.value(metadata i32 %402, metadata !42, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %403, metadata !27, metadata !DIExpression()), !dbg !44
  %404 = zext i32 %402 to i64, !dbg !147
  %405 = getelementptr inbounds double, double* %15, i64 %404, !dbg !147
  %406 = load double, double* %405, align 8, !dbg !147, !tbaa !77
  %407 = fadd double %403, %406, !dbg !149
  call void @llvm.dbg.value(metadata double %407, metadata !27, metadata !DIExpression()), !dbg !44
  %408 = add nsw i32 %402, -2, !dbg !150
  call void @llvm.dbg.value(metadata i32 %408, metadata !42, metadata !DIExpression()), !dbg !143
  %409 = icmp sgt i32 %402, 2, !dbg !151
  br i1 %409, label %401, label %398, !dbg !144, !llvm.loop !152

410:                                              ; preds = %9, %398
  %411 = phi i32 [ 0, %398 ], [ 1, %9 ], !dbg !44
  ret i32 %411, !dbg !154
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "quotient_bounds.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "ee631e9319738dedb6991a2117d4d365")
!2 = !{!3, !4, !7}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !16, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !25, !27, !28, !30, !32, !34, !36, !38, !41, !42}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 8, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 8, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 9, type: !3)
!22 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 10, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 13, type: !3)
!26 = distinct !DILexicalBlock(scope: !15, file: !1, line: 13, column: 3)
!27 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 15, type: !24)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 16, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 16, column: 3)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 18, type: !3)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 18, column: 3)
!32 = !DILocalVariable(name: "u", scope: !15, file: !1, line: 20, type: !33)
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 21, type: !33)
!35 = distinct !DILexicalBlock(scope: !15, file: !1, line: 21, column: 3)
!36 = !DILocalVariable(name: "k", scope: !37, file: !1, line: 23, type: !3)
!37 = distinct !DILexicalBlock(scope: !15, file: !1, line: 23, column: 3)
!38 = !DILocalVariable(name: "j", scope: !39, file: !1, line: 24, type: !3)
!39 = distinct !DILexicalBlock(scope: !40, file: !1, line: 24, column: 5)
!40 = distinct !DILexicalBlock(scope: !37, file: !1, line: 23, column: 3)
!41 = !DILocalVariable(name: "j", scope: !15, file: !1, line: 26, type: !3)
!42 = !DILocalVariable(name: "i", scope: !43, file: !1, line: 32, type: !3)
!43 = distinct !DILexicalBlock(scope: !15, file: !1, line: 32, column: 3)
!44 = !DILocation(line: 0, scope: !15)
!45 = !DILocation(line: 9, column: 16, scope: !15)
!46 = !DILocation(line: 9, column: 11, scope: !15)
!47 = !DILocation(line: 9, column: 27, scope: !15)
!48 = !{!49, !49, i64 0}
!49 = !{!"any pointer", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocalVariable(name: "__nptr", arg: 1, scope: !53, file: !54, line: 362, type: !57)
!53 = distinct !DISubprogram(name: "atoi", scope: !54, file: !54, line: 362, type: !55, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!54 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!55 = !DISubroutineType(types: !56)
!56 = !{!3, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!59 = !{!52}
!60 = !DILocation(line: 0, scope: !53, inlinedAt: !61)
!61 = distinct !DILocation(line: 9, column: 22, scope: !15)
!62 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !61)
!63 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !61)
!64 = !DILocation(line: 10, column: 24, scope: !15)
!65 = !DILocation(line: 10, column: 22, scope: !15)
!66 = !DILocation(line: 10, column: 15, scope: !15)
!67 = !DILocation(line: 11, column: 8, scope: !68)
!68 = distinct !DILexicalBlock(scope: !15, file: !1, line: 11, column: 7)
!69 = !DILocation(line: 11, column: 7, scope: !15)
!70 = !DILocation(line: 0, scope: !26)
!71 = !DILocation(line: 13, column: 3, scope: !26)
!72 = !DILocation(line: 13, column: 21, scope: !73)
!73 = distinct !DILexicalBlock(scope: !26, file: !1, line: 13, column: 3)
!74 = !DILocation(line: 13, column: 27, scope: !73)
!75 = !DILocation(line: 14, column: 12, scope: !73)
!76 = !DILocation(line: 14, column: 10, scope: !73)
!77 = !{!78, !78, i64 0}
!78 = !{!"double", !50, i64 0}
!79 = distinct !{!79, !71, !80, !81, !82}
!80 = !DILocation(line: 14, column: 12, scope: !26)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !{!"llvm.loop.isvectorized", i32 1}
!83 = !DILocation(line: 0, scope: !29)
!84 = !DILocation(line: 16, column: 21, scope: !85)
!85 = distinct !DILexicalBlock(scope: !29, file: !1, line: 16, column: 3)
!86 = !DILocation(line: 16, column: 3, scope: !29)
!87 = !DILocation(line: 14, column: 5, scope: !73)
!88 = distinct !{!88, !71, !80, !81, !89, !82}
!89 = !{!"llvm.loop.unroll.runtime.disable"}
!90 = !DILocation(line: 17, column: 10, scope: !85)
!91 = !DILocation(line: 17, column: 7, scope: !85)
!92 = !DILocation(line: 16, column: 32, scope: !85)
!93 = distinct !{!93, !94}
!94 = !{!"llvm.loop.unroll.disable"}
!95 = !DILocation(line: 0, scope: !31)
!96 = !DILocation(line: 18, column: 21, scope: !97)
!97 = distinct !DILexicalBlock(scope: !31, file: !1, line: 18, column: 3)
!98 = !DILocation(line: 18, column: 3, scope: !31)
!99 = distinct !{!99, !86, !100, !81}
!100 = !DILocation(line: 17, column: 13, scope: !29)
!101 = !DILocation(line: 19, column: 14, scope: !97)
!102 = !DILocation(line: 19, column: 10, scope: !97)
!103 = !DILocation(line: 19, column: 7, scope: !97)
!104 = !DILocation(line: 18, column: 37, scope: !97)
!105 = distinct !{!105, !94}
!106 = !DILocation(line: 0, scope: !35)
!107 = !DILocation(line: 21, column: 26, scope: !108)
!108 = distinct !DILexicalBlock(scope: !35, file: !1, line: 21, column: 3)
!109 = !DILocation(line: 21, column: 3, scope: !35)
!110 = distinct !{!110, !98, !111, !81}
!111 = !DILocation(line: 19, column: 17, scope: !31)
!112 = !DILocation(line: 22, column: 10, scope: !108)
!113 = !DILocation(line: 22, column: 7, scope: !108)
!114 = !DILocation(line: 21, column: 37, scope: !108)
!115 = distinct !{!115, !94}
!116 = !DILocation(line: 0, scope: !37)
!117 = !DILocation(line: 23, column: 21, scope: !40)
!118 = !DILocation(line: 23, column: 3, scope: !37)
!119 = distinct !{!119, !109, !120, !81}
!120 = !DILocation(line: 22, column: 13, scope: !35)
!121 = !DILocation(line: 0, scope: !39)
!122 = !DILocation(line: 25, column: 12, scope: !123)
!123 = distinct !DILexicalBlock(scope: !39, file: !1, line: 24, column: 5)
!124 = !DILocation(line: 25, column: 9, scope: !123)
!125 = !DILocation(line: 25, column: 20, scope: !123)
!126 = !DILocation(line: 23, column: 31, scope: !40)
!127 = distinct !{!127, !118, !128, !81}
!128 = !DILocation(line: 25, column: 23, scope: !37)
!129 = !DILocation(line: 26, column: 13, scope: !15)
!130 = !DILocation(line: 15, column: 10, scope: !15)
!131 = !DILocation(line: 27, column: 7, scope: !15)
!132 = !DILocation(line: 28, column: 5, scope: !133)
!133 = distinct !DILexicalBlock(scope: !15, file: !1, line: 27, column: 7)
!134 = !DILocation(line: 29, column: 12, scope: !135)
!135 = distinct !DILexicalBlock(scope: !133, file: !1, line: 28, column: 8)
!136 = !DILocation(line: 29, column: 9, scope: !135)
!137 = !DILocation(line: 30, column: 9, scope: !135)
!138 = !DILocation(line: 31, column: 5, scope: !135)
!139 = distinct !{!139, !94}
!140 = !DILocation(line: 31, column: 16, scope: !133)
!141 = distinct !{!141, !132, !142, !81}
!142 = !DILocation(line: 31, column: 20, scope: !133)
!143 = !DILocation(line: 0, scope: !43)
!144 = !DILocation(line: 32, column: 3, scope: !43)
!145 = !DILocation(line: 34, column: 3, scope: !15)
!146 = !DILocation(line: 35, column: 3, scope: !15)
!147 = !DILocation(line: 33, column: 10, scope: !148)
!148 = distinct !DILexicalBlock(scope: !43, file: !1, line: 32, column: 3)
!149 = !DILocation(line: 33, column: 7, scope: !148)
!150 = !DILocation(line: 32, column: 32, scope: !148)
!151 = !DILocation(line: 32, column: 25, scope: !148)
!152 = distinct !{!152, !144, !153, !81}
!153 = !DILocation(line: 33, column: 13, scope: !43)
!154 = !DILocation(line: 37, column: 1, scope: !15)
