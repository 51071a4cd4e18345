; ModuleID = 'stack_arrays.c'
source_filename = "stack_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !50
  %3 = icmp sgt i32 %0, 1, !dbg !51
  br i1 %3, label %4, label %15, !dbg !52

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !53
  %6 = load i8*, i8** %5, align 8, !dbg !53, !tbaa !54
  call void @llvm.dbg.value(metadata i8* %6, metadata !58, metadata !DIExpression()) #9, !dbg !66
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !68
  %8 = trunc i64 %7 to i32, !dbg !69
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !50
  %9 = icmp eq i32 %0, 2, !dbg !70
  br i1 %9, label %15, label %10, !dbg !71

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !72
  %12 = load i8*, i8** %11, align 8, !dbg !72, !tbaa !54
  call void @llvm.dbg.value(metadata i8* %12, metadata !58, metadata !DIExpression()) #9, !dbg !73
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #9, !dbg !75
  %14 = trunc i64 %13 to i32, !dbg !76
  br label %15, !dbg !71

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 3000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 20, %4 ], [ 20, %2 ], !dbg !71
  call void @llvm.dbg.value(metadata i32 %17, metadata !22, metadata !DIExpression()), !dbg !50
  %18 = sext i32 %16 to i64, !dbg !77
  %19 = shl nsw i64 %18, 3, !dbg !78
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #9, !dbg !79
  %21 = bitcast i8* %20 to double*, !dbg !79
  call void @llvm.dbg.value(metadata double* %21, metadata !23, metadata !DIExpression()), !dbg !50
  %22 = tail call noalias i8* @malloc(i64 noundef %19) #9, !dbg !80
  %23 = bitcast i8* %22 to double*, !dbg !80
  call void @llvm.dbg.value(metadata double* %23, metadata !26, metadata !DIExpression()), !dbg !50
  %24 = icmp ne i8* %20, null, !dbg !81
  %25 = icmp ne i8* %22, null
  %26 = and i1 %24, %25, !dbg !83
  br i1 %26, label %27, label %252, !dbg !83

27:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !84
  %28 = icmp sgt i32 %16, 0, !dbg !85
  br i1 %28, label %29, label %93, !dbg !87

29:                                               ; preds = %27
  %30 = zext i32 %16 to i64, !dbg !85
  %31 = icmp ult i32 %16, 4, !dbg !87
  br i1 %31, label %91, label %32, !dbg !87

32:                                               ; preds = %29
  %33 = and i64 %30, 4294967292, !dbg !87
  %34 = add nsw i64 %33, -4, !dbg !87
  %35 = lshr exact i64 %34, 2, !dbg !87
  %36 = add nuw nsw i64 %35, 1, !dbg !87
  %37 = and i64 %36, 1, !dbg !87
  %38 = icmp eq i64 %34, 0, !dbg !87
  br i1 %38, label %73, label %39, !dbg !87

39:                                               ; preds = %32
  %40 = and i64 %36, 9223372036854775806, !dbg !87
  br label %41, !dbg !87

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %69, %41 ], !dbg !88
  %43 = phi <2 x i32> [ <i32 0, i32 1>, %39 ], [ %70, %41 ], !dbg !89
  %44 = phi i64 [ 0, %39 ], [ %71, %41 ]
  %45 = add <2 x i32> %43, <i32 2, i32 2>, !dbg !89
  %46 = sitofp <2 x i32> %43 to <2 x double>, !dbg !89
  %47 = sitofp <2 x i32> %45 to <2 x double>, !dbg !89
  %48 = getelementptr inbounds double, double* %23, i64 %42, !dbg !88
  %49 = bitcast double* %48 to <2 x double>*, !dbg !90
  store <2 x double> %46, <2 x double>* %49, align 8, !dbg !90, !tbaa !91
  %50 = getelementptr inbounds double, double* %48, i64 2, !dbg !90
  %51 = bitcast double* %50 to <2 x double>*, !dbg !90
  store <2 x double> %47, <2 x double>* %51, align 8, !dbg !90, !tbaa !91
  %52 = getelementptr inbounds double, double* %21, i64 %42, !dbg !88
  %53 = bitcast double* %52 to <2 x double>*, !dbg !93
  store <2 x double> %46, <2 x double>* %53, align 8, !dbg !93, !tbaa !91
  %54 = getelementptr inbounds double, double* %52, i64 2, !dbg !93
  %55 = bitcast double* %54 to <2 x double>*, !dbg !93
  store <2 x double> %47, <2 x double>* %55, align 8, !dbg !93, !tbaa !91
  %56 = or i64 %42, 4, !dbg !88
  %57 = add <2 x i32> %43, <i32 4, i32 4>, !dbg !89
  %58 = add <2 x i32> %43, <i32 6, i32 6>, !dbg !89
  %59 = sitofp <2 x i32> %57 to <2 x double>, !dbg !89
  %60 = sitofp <2 x i32> %58 to <2 x double>, !dbg !89
  %61 = getelementptr inbounds double, double* %23, i64 %56, !dbg !88
  %62 = bitcast double* %61 to <2 x double>*, !dbg !90
  store <2 x double> %59, <2 x double>* %62, align 8, !dbg !90, !tbaa !91
  %63 = getelementptr inbounds double, double* %61, i64 2, !dbg !90
  %64 = bitcast double* %63 to <2 x double>*, !dbg !90
  store <2 x double> %60, <2 x double>* %64, align 8, !dbg !90, !tbaa !91
  %65 = getelementptr inbounds double, double* %21, i64 %56, !dbg !88
  %66 = bitcast double* %65 to <2 x double>*, !dbg !93
  store <2 x double> %59, <2 x double>* %66, align 8, !dbg !93, !tbaa !91
  %67 = getelementptr inbounds double, double* %65, i64 2, !dbg !93
  %68 = bitcast double* %67 to <2 x double>*, !dbg !93
  store <2 x double> %60, <2 x double>* %68, align 8, !dbg !93, !tbaa !91
  %69 = add nuw i64 %42, 8, !dbg !88
  %70 = add <2 x i32> %43, <i32 8, i32 8>, !dbg !89
  %71 = add i64 %44, 2, !dbg !88
  %72 = icmp eq i64 %71, %40, !dbg !88
  br i1 %72, label %73, label %41, !dbg !88, !llvm.loop !94

73:                                               ; preds = %41, %32
  %74 = phi i64 [ 0, %32 ], [ %69, %41 ]
  %75 = phi <2 x i32> [ <i32 0, i32 1>, %32 ], [ %70, %41 ]
  %76 = icmp eq i64 %37, 0, !dbg !88
  br i1 %76, label %89, label %77, !dbg !88

77:                                               ; preds = %73
  %78 = add <2 x i32> %75, <i32 2, i32 2>, !dbg !89
  %79 = sitofp <2 x i32> %75 to <2 x double>, !dbg !89
  %80 = sitofp <2 x i32> %78 to <2 x double>, !dbg !89
  %81 = getelementptr inbounds double, double* %23, i64 %74, !dbg !88
  %82 = bitcast double* %81 to <2 x double>*, !dbg !90
  store <2 x double> %79, <2 x double>* %82, align 8, !dbg !90, !tbaa !91
  %83 = getelementptr inbounds double, double* %81, i64 2, !dbg !90
  %84 = bitcast double* %83 to <2 x double>*, !dbg !90
  store <2 x double> %80, <2 x double>* %84, align 8, !dbg !90, !tbaa !91
  %85 = getelementptr inbounds double, double* %21, i64 %74, !dbg !88
  %86 = bitcast double* %85 to <2 x double>*, !dbg !93
  store <2 x double> %79, <2 x double>* %86, align 8, !dbg !93, !tbaa !91
  %87 = getelementptr inbounds double, double* %85, i64 2, !dbg !93
  %88 = bitcast double* %87 to <2 x double>*, !dbg !93
  store <2 x double> %80, <2 x double>* %88, align 8, !dbg !93, !tbaa !91
  br label %89, !dbg !87

89:                                               ; preds = %73, %77
  %90 = icmp eq i64 %33, %30, !dbg !87
  br i1 %90, label %93, label %91, !dbg !87

91:                                               ; preds = %29, %89
  %92 = phi i64 [ 0, %29 ], [ %33, %89 ]
  br label %107, !dbg !87

93:                                               ; preds = %107, %89, %27
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !50
  %94 = icmp sgt i32 %17, 0, !dbg !99
  br i1 %94, label %95, label %162, !dbg !100

95:                                               ; preds = %93
  %96 = sdiv i32 %16, 2
  %97 = add nsw i32 %96, 1
  %98 = zext i32 %97 to i64
  %99 = icmp slt i32 %16, -1
  %100 = sdiv i32 %16, 4
  %101 = sext i32 %100 to i64
  %102 = icmp ult i32 %97, 5
  %103 = and i64 %98, 3
  %104 = icmp eq i64 %103, 0
  %105 = select i1 %104, i64 4, i64 %103
  %106 = sub nsw i64 %98, %105
  br label %119, !dbg !100

107:                                              ; preds = %91, %107
  %108 = phi i64 [ %113, %107 ], [ %92, %91 ]
  call void @llvm.dbg.value(metadata i64 %108, metadata !27, metadata !DIExpression()), !dbg !84
  %109 = trunc i64 %108 to i32, !dbg !89
  %110 = sitofp i32 %109 to double, !dbg !89
  %111 = getelementptr inbounds double, double* %23, i64 %108, !dbg !101
  store double %110, double* %111, align 8, !dbg !90, !tbaa !91
  %112 = getelementptr inbounds double, double* %21, i64 %108, !dbg !102
  store double %110, double* %112, align 8, !dbg !93, !tbaa !91
  %113 = add nuw nsw i64 %108, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %113, metadata !27, metadata !DIExpression()), !dbg !84
  %114 = icmp eq i64 %113, %30, !dbg !85
  br i1 %114, label %93, label %107, !dbg !87, !llvm.loop !103

115:                                              ; preds = %146
  call void @llvm.dbg.value(metadata i32 1, metadata !42, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata double %151, metadata !29, metadata !DIExpression()), !dbg !50
  %116 = icmp sgt i32 %17, 1, !dbg !106
  br i1 %116, label %117, label %162, !dbg !107

117:                                              ; preds = %115
  %118 = zext i32 %17 to i64, !dbg !106
  br label %165, !dbg !107

119:                                              ; preds = %95, %146
  %120 = phi i32 [ 0, %95 ], [ %152, %146 ]
  %121 = phi double [ 0.000000e+00, %95 ], [ %151, %146 ]
  call void @llvm.dbg.value(metadata i32 %120, metadata !30, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata double %121, metadata !29, metadata !DIExpression()), !dbg !50
  %122 = tail call i8* @llvm.stacksave(), !dbg !108
  %123 = alloca double, i64 %98, align 16, !dbg !108
  call void @llvm.dbg.value(metadata i64 %98, metadata !32, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.declare(metadata double* %123, metadata !36, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !111
  br i1 %99, label %146, label %124, !dbg !112

124:                                              ; preds = %119
  br i1 %102, label %125, label %127, !dbg !112

125:                                              ; preds = %127, %124
  %126 = phi i64 [ 0, %124 ], [ %106, %127 ]
  br label %154, !dbg !112

127:                                              ; preds = %124, %127
  %128 = phi i64 [ %144, %127 ], [ 0, %124 ], !dbg !113
  %129 = shl nuw nsw i64 %128, 1, !dbg !113
  %130 = shl i64 %128, 1, !dbg !113
  %131 = or i64 %130, 4, !dbg !113
  %132 = getelementptr inbounds double, double* %21, i64 %129, !dbg !113
  %133 = getelementptr inbounds double, double* %21, i64 %131, !dbg !113
  %134 = bitcast double* %132 to <4 x double>*, !dbg !113
  %135 = bitcast double* %133 to <4 x double>*, !dbg !113
  %136 = load <4 x double>, <4 x double>* %134, align 8, !dbg !115, !tbaa !91
  %137 = load <4 x double>, <4 x double>* %135, align 8, !dbg !115, !tbaa !91
  %138 = shufflevector <4 x double> %136, <4 x double> poison, <2 x i32> <i32 0, i32 2>, !dbg !115
  %139 = shufflevector <4 x double> %137, <4 x double> poison, <2 x i32> <i32 0, i32 2>, !dbg !115
  %140 = getelementptr inbounds double, double* %123, i64 %128, !dbg !113
  %141 = bitcast double* %140 to <2 x double>*, !dbg !116
  store <2 x double> %138, <2 x double>* %141, align 16, !dbg !116, !tbaa !91
  %142 = getelementptr inbounds double, double* %140, i64 2, !dbg !116
  %143 = bitcast double* %142 to <2 x double>*, !dbg !116
  store <2 x double> %139, <2 x double>* %143, align 16, !dbg !116, !tbaa !91
  %144 = add nuw i64 %128, 4, !dbg !113
  %145 = icmp eq i64 %144, %106, !dbg !113
  br i1 %145, label %125, label %127, !dbg !113, !llvm.loop !117

146:                                              ; preds = %154, %119
  %147 = tail call fastcc double @smooth(i32 noundef %16, double* noundef nonnull %21, double* noundef nonnull %23), !dbg !119
  %148 = getelementptr inbounds double, double* %123, i64 %101, !dbg !120
  %149 = load double, double* %148, align 8, !dbg !120, !tbaa !91
  %150 = fadd double %147, %149, !dbg !121
  %151 = fadd double %121, %150, !dbg !122
  call void @llvm.dbg.value(metadata double %151, metadata !29, metadata !DIExpression()), !dbg !50
  tail call void @llvm.stackrestore(i8* %122), !dbg !123
  %152 = add nuw nsw i32 %120, 1, !dbg !124
  call void @llvm.dbg.value(metadata i32 %152, metadata !30, metadata !DIExpression()), !dbg !98
  %153 = icmp eq i32 %152, %17, !dbg !99
  br i1 %153, label %115, label %119, !dbg !100, !llvm.loop !125

154:                                              ; preds = %125, %154
  %155 = phi i64 [ %160, %154 ], [ %126, %125 ]
  call void @llvm.dbg.value(metadata i64 %155, metadata !40, metadata !DIExpression()), !dbg !111
  %156 = shl nuw nsw i64 %155, 1, !dbg !127
  %157 = getelementptr inbounds double, double* %21, i64 %156, !dbg !115
  %158 = load double, double* %157, align 8, !dbg !115, !tbaa !91
  %159 = getelementptr inbounds double, double* %123, i64 %155, !dbg !128
  store double %158, double* %159, align 8, !dbg !116, !tbaa !91
  %160 = add nuw nsw i64 %155, 1, !dbg !113
  call void @llvm.dbg.value(metadata i64 %160, metadata !40, metadata !DIExpression()), !dbg !111
  %161 = icmp eq i64 %160, %98, !dbg !129
  br i1 %161, label %146, label %154, !dbg !112, !llvm.loop !130

162:                                              ; preds = %236, %93, %115
  %163 = phi double [ %151, %115 ], [ 0.000000e+00, %93 ], [ %242, %236 ], !dbg !50
  %164 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %163), !dbg !131
  tail call void @free(i8* noundef %20) #9, !dbg !132
  tail call void @free(i8* noundef %22) #9, !dbg !133
  br label %252

165:                                              ; preds = %117, %236
  %166 = phi i64 [ 0, %117 ], [ %245, %236 ]
  %167 = phi i64 [ 1, %117 ], [ %243, %236 ]
  %168 = phi double [ %151, %117 ], [ %242, %236 ]
  call void @llvm.dbg.value(metadata i64 %167, metadata !42, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata double %168, metadata !29, metadata !DIExpression()), !dbg !50
  %169 = add i64 %166, -7, !dbg !134
  %170 = lshr i64 %169, 3, !dbg !134
  %171 = add nuw nsw i64 %170, 1, !dbg !134
  %172 = add i64 %166, 1, !dbg !134
  %173 = alloca i32, i64 %167, align 16, !dbg !134
  call void @llvm.dbg.value(metadata i32* %173, metadata !44, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !136
  %174 = icmp ult i64 %172, 8, !dbg !137
  br i1 %174, label %234, label %175, !dbg !137

175:                                              ; preds = %165
  %176 = and i64 %172, -8, !dbg !137
  %177 = and i64 %171, 3, !dbg !137
  %178 = icmp ult i64 %169, 24, !dbg !137
  br i1 %178, label %215, label %179, !dbg !137

179:                                              ; preds = %175
  %180 = and i64 %171, 4611686018427387900, !dbg !137
  br label %181, !dbg !137

181:                                              ; preds = %181, %179
  %182 = phi i64 [ 0, %179 ], [ %211, %181 ], !dbg !138
  %183 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %179 ], [ %212, %181 ], !dbg !140
  %184 = phi i64 [ 0, %179 ], [ %213, %181 ]
  %185 = add <4 x i32> %183, <i32 4, i32 4, i32 4, i32 4>, !dbg !140
  %186 = getelementptr inbounds i32, i32* %173, i64 %182, !dbg !138
  %187 = bitcast i32* %186 to <4 x i32>*, !dbg !140
  store <4 x i32> %183, <4 x i32>* %187, align 16, !dbg !140, !tbaa !141
  %188 = getelementptr inbounds i32, i32* %186, i64 4, !dbg !140
  %189 = bitcast i32* %188 to <4 x i32>*, !dbg !140
  store <4 x i32> %185, <4 x i32>* %189, align 16, !dbg !140, !tbaa !141
  %190 = or i64 %182, 8, !dbg !138
  %191 = add <4 x i32> %183, <i32 8, i32 8, i32 8, i32 8>, !dbg !140
  %192 = add <4 x i32> %183, <i32 12, i32 12, i32 12, i32 12>, !dbg !140
  %193 = getelementptr inbounds i32, i32* %173, i64 %190, !dbg !138
  %194 = bitcast i32* %193 to <4 x i32>*, !dbg !140
  store <4 x i32> %191, <4 x i32>* %194, align 16, !dbg !140, !tbaa !141
  %195 = getelementptr inbounds i32, i32* %193, i64 4, !dbg !140
  %196 = bitcast i32* %195 to <4 x i32>*, !dbg !140
  store <4 x i32> %192, <4 x i32>* %196, align 16, !dbg !140, !tbaa !141
  %197 = or i64 %182, 16, !dbg !138
  %198 = add <4 x i32> %183, <i32 16, i32 16, i32 16, i32 16>, !dbg !140
  %199 = add <4 x i32> %183, <i32 20, i32 20, i32 20, i32 20>, !dbg !140
  %200 = getelementptr inbounds i32, i32* %173, i64 %197, !dbg !138
  %201 = bitcast i32* %200 to <4 x i32>*, !dbg !140
  store <4 x i32> %198, <4 x i32>* %201, align 16, !dbg !140, !tbaa !141
  %202 = getelementptr inbounds i32, i32* %200, i64 4, !dbg !140
  %203 = bitcast i32* %202 to <4 x i32>*, !dbg !140
  store <4 x i32> %199, <4 x i32>* %203, align 16, !dbg !140, !tbaa !141
  %204 = or i64 %182, 24, !dbg !138
  %205 = add <4 x i32> %183, <i32 24, i32 24, i32 24, i32 24>, !dbg !140
  %206 = add <4 x i32> %183, <i32 28, i32 28, i32 28, i32 28>, !dbg !140
  %207 = getelementptr inbounds i32, i32* %173, i64 %204, !dbg !138
  %208 = bitcast i32* %207 to <4 x i32>*, !dbg !140
  store <4 x i32> %205, <4 x i32>* %208, align 16, !dbg !140, !tbaa !141
  %209 = getelementptr inbounds i32, i32* %207, i64 4, !dbg !140
  %210 = bitcast i32* %209 to <4 x i32>*, !dbg !140
  store <4 x i32> %206, <4 x i32>* %210, align 16, !dbg !140, !tbaa !141
  %211 = add nuw i64 %182, 32, !dbg !138
  %212 = add <4 x i32> %183, <i32 32, i32 32, i32 32, i32 32>, !dbg !140
  %213 = add i64 %184, 4, !dbg !138
  %214 = icmp eq i64 %213, %180, !dbg !138
  br i1 %214, label %215, label %181, !dbg !138, !llvm.loop !143

215:                                              ; preds = %181, %175
  %216 = phi i64 [ 0, %175 ], [ %211, %181 ]
  %217 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %175 ], [ %212, %181 ]
  %218 = icmp eq i64 %177, 0, !dbg !138
  br i1 %218, label %232, label %219, !dbg !138

219:                                              ; preds = %215, %219
  %220 = phi i64 [ %228, %219 ], [ %216, %215 ], !dbg !138
  %221 = phi <4 x i32> [ %229, %219 ], [ %217, %215 ], !dbg !140
  %222 = phi i64 [ %230, %219 ], [ 0, %215 ]
  %223 = add <4 x i32> %221, <i32 4, i32 4, i32 4, i32 4>, !dbg !140
  %224 = getelementptr inbounds i32, i32* %173, i64 %220, !dbg !138
  %225 = bitcast i32* %224 to <4 x i32>*, !dbg !140
  store <4 x i32> %221, <4 x i32>* %225, align 16, !dbg !140, !tbaa !141
  %226 = getelementptr inbounds i32, i32* %224, i64 4, !dbg !140
  %227 = bitcast i32* %226 to <4 x i32>*, !dbg !140
  store <4 x i32> %223, <4 x i32>* %227, align 16, !dbg !140, !tbaa !141
  %228 = add nuw i64 %220, 8, !dbg !138
  %229 = add <4 x i32> %221, <i32 8, i32 8, i32 8, i32 8>, !dbg !140
  %230 = add i64 %222, 1, !dbg !138
  %231 = icmp eq i64 %230, %177, !dbg !138
  br i1 %231, label %232, label %219, !dbg !138, !llvm.loop !145

232:                                              ; preds = %219, %215
  %233 = icmp eq i64 %172, %176, !dbg !137
  br i1 %233, label %236, label %234, !dbg !137

234:                                              ; preds = %165, %232
  %235 = phi i64 [ 0, %165 ], [ %176, %232 ]
  br label %246, !dbg !137

236:                                              ; preds = %246, %232
  %237 = lshr i64 %167, 1, !dbg !147
  %238 = and i64 %237, 2147483647, !dbg !148
  %239 = getelementptr inbounds i32, i32* %173, i64 %238, !dbg !148
  %240 = load i32, i32* %239, align 4, !dbg !148, !tbaa !141
  %241 = sitofp i32 %240 to double, !dbg !148
  %242 = fadd double %168, %241, !dbg !149
  call void @llvm.dbg.value(metadata double %242, metadata !29, metadata !DIExpression()), !dbg !50
  %243 = add nuw nsw i64 %167, 1, !dbg !150
  call void @llvm.dbg.value(metadata i64 %243, metadata !42, metadata !DIExpression()), !dbg !105
  %244 = icmp eq i64 %243, %118, !dbg !106
  %245 = add i64 %166, 1, !dbg !107
  br i1 %244, label %162, label %165, !dbg !107, !llvm.loop !151

246:                                              ; preds = %234, %246
  %247 = phi i64 [ %250, %246 ], [ %235, %234 ]
  call void @llvm.dbg.value(metadata i64 %247, metadata !48, metadata !DIExpression()), !dbg !136
  %248 = getelementptr inbounds i32, i32* %173, i64 %247, !dbg !153
  %249 = trunc i64 %247 to i32, !dbg !140
  store i32 %249, i32* %248, align 4, !dbg !140, !tbaa !141
  %250 = add nuw nsw i64 %247, 1, !dbg !138
  call void @llvm.dbg.value(metadata i64 %250, metadata !48, metadata !DIExpression()), !dbg !136
  %251 = icmp eq i64 %250, %167, !dbg !154
  br i1 %251, label %236, label %246, !dbg !137, !llvm.loop !155

252:                                              ; preds = %15, %162
  %253 = phi i32 [ 0, %162 ], [ 1, %15 ], !dbg !50
  ret i32 %253, !dbg !156
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal fastcc double @smooth(i32 noundef %0, double* nocapture noundef readonly %1, double* nocapture noundef writeonly %2) unnamed_addr #4 !dbg !157 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !163, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double* %1, metadata !164, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double* %2, metadata !165, metadata !DIExpression()), !dbg !175
  %4 = zext i32 %0 to i64, !dbg !176
  %5 = alloca double, i64 %4, align 16, !dbg !176
  call void @llvm.dbg.value(metadata i64 %4, metadata !166, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.declare(metadata double* %5, metadata !167, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 0, metadata !171, metadata !DIExpression()), !dbg !178
  %6 = icmp sgt i32 %0, 0, !dbg !179
  br i1 %6, label %7, label %109, !dbg !181

7:                                                ; preds = %3
  %8 = icmp ult i32 %0, 4, !dbg !181
  br i1 %8, label %67, label %9, !dbg !181

9:                                                ; preds = %7
  %10 = and i64 %4, 4294967292, !dbg !181
  %11 = add nsw i64 %10, -4, !dbg !181
  %12 = lshr exact i64 %11, 2, !dbg !181
  %13 = add nuw nsw i64 %12, 1, !dbg !181
  %14 = and i64 %13, 1, !dbg !181
  %15 = icmp eq i64 %11, 0, !dbg !181
  br i1 %15, label %49, label %16, !dbg !181

16:                                               ; preds = %9
  %17 = and i64 %13, 9223372036854775806, !dbg !181
  br label %18, !dbg !181

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %46, %18 ], !dbg !182
  %20 = phi i64 [ 0, %16 ], [ %47, %18 ]
  %21 = getelementptr inbounds double, double* %1, i64 %19, !dbg !182
  %22 = bitcast double* %21 to <2 x double>*, !dbg !183
  %23 = load <2 x double>, <2 x double>* %22, align 8, !dbg !183, !tbaa !91
  %24 = getelementptr inbounds double, double* %21, i64 2, !dbg !183
  %25 = bitcast double* %24 to <2 x double>*, !dbg !183
  %26 = load <2 x double>, <2 x double>* %25, align 8, !dbg !183, !tbaa !91
  %27 = fmul <2 x double> %23, <double 5.000000e-01, double 5.000000e-01>, !dbg !184
  %28 = fmul <2 x double> %26, <double 5.000000e-01, double 5.000000e-01>, !dbg !184
  %29 = getelementptr inbounds double, double* %5, i64 %19, !dbg !182
  %30 = bitcast double* %29 to <2 x double>*, !dbg !185
  store <2 x double> %27, <2 x double>* %30, align 16, !dbg !185, !tbaa !91
  %31 = getelementptr inbounds double, double* %29, i64 2, !dbg !185
  %32 = bitcast double* %31 to <2 x double>*, !dbg !185
  store <2 x double> %28, <2 x double>* %32, align 16, !dbg !185, !tbaa !91
  %33 = or i64 %19, 4, !dbg !182
  %34 = getelementptr inbounds double, double* %1, i64 %33, !dbg !182
  %35 = bitcast double* %34 to <2 x double>*, !dbg !183
  %36 = load <2 x double>, <2 x double>* %35, align 8, !dbg !183, !tbaa !91
  %37 = getelementptr inbounds double, double* %34, i64 2, !dbg !183
  %38 = bitcast double* %37 to <2 x double>*, !dbg !183
  %39 = load <2 x double>, <2 x double>* %38, align 8, !dbg !183, !tbaa !91
  %40 = fmul <2 x double> %36, <double 5.000000e-01, double 5.000000e-01>, !dbg !184
  %41 = fmul <2 x double> %39, <double 5.000000e-01, double 5.000000e-01>, !dbg !184
  %42 = getelementptr inbounds double, double* %5, i64 %33, !dbg !182
  %43 = bitcast double* %42 to <2 x double>*, !dbg !185
  store <2 x double> %40, <2 x double>* %43, align 16, !dbg !185, !tbaa !91
  %44 = getelementptr inbounds double, double* %42, i64 2, !dbg !185
  %45 = bitcast double* %44 to <2 x double>*, !dbg !185
  store <2 x double> %41, <2 x double>* %45, align 16, !dbg !185, !tbaa !91
  %46 = add nuw i64 %19, 8, !dbg !182
  %47 = add i64 %20, 2, !dbg !182
  %48 = icmp eq i64 %47, %17, !dbg !182
  br i1 %48, label %49, label %18, !dbg !182, !llvm.loop !186

49:                                               ; preds = %18, %9
  %50 = phi i64 [ 0, %9 ], [ %46, %18 ]
  %51 = icmp eq i64 %14, 0, !dbg !182
  br i1 %51, label %65, label %52, !dbg !182

52:                                               ; preds = %49
  %53 = getelementptr inbounds double, double* %1, i64 %50, !dbg !182
  %54 = bitcast double* %53 to <2 x double>*, !dbg !183
  %55 = load <2 x double>, <2 x double>* %54, align 8, !dbg !183, !tbaa !91
  %56 = getelementptr inbounds double, double* %53, i64 2, !dbg !183
  %57 = bitcast double* %56 to <2 x double>*, !dbg !183
  %58 = load <2 x double>, <2 x double>* %57, align 8, !dbg !183, !tbaa !91
  %59 = fmul <2 x double> %55, <double 5.000000e-01, double 5.000000e-01>, !dbg !184
  %60 = fmul <2 x double> %58, <double 5.000000e-01, double 5.000000e-01>, !dbg !184
  %61 = getelementptr inbounds double, double* %5, i64 %50, !dbg !182
  %62 = bitcast double* %61 to <2 x double>*, !dbg !185
  store <2 x double> %59, <2 x double>* %62, align 16, !dbg !185, !tbaa !91
  %63 = getelementptr inbounds double, double* %61, i64 2, !dbg !185
  %64 = bitcast double* %63 to <2 x double>*, !dbg !185
  store <2 x double> %60, <2 x double>* %64, align 16, !dbg !185, !tbaa !91
  br label %65, !dbg !181

65:                                               ; preds = %49, %52
  %66 = icmp eq i64 %10, %4, !dbg !181
  br i1 %66, label %69, label %67, !dbg !181

67:                                               ; preds = %7, %65
  %68 = phi i64 [ 0, %7 ], [ %10, %65 ]
  br label %83, !dbg !181

69:                                               ; preds = %83, %65
  call void @llvm.dbg.value(metadata i32 1, metadata !173, metadata !DIExpression()), !dbg !188
  %70 = icmp sgt i32 %0, 2, !dbg !189
  br i1 %70, label %71, label %109, !dbg !191

71:                                               ; preds = %69
  %72 = add nsw i32 %0, -1
  %73 = zext i32 %72 to i64, !dbg !189
  %74 = load double, double* %5, align 16, !dbg !192, !tbaa !91
  %75 = getelementptr inbounds double, double* %5, i64 1
  %76 = load double, double* %75, align 8, !dbg !193, !tbaa !91
  %77 = add nsw i64 %73, -1, !dbg !191
  %78 = add nsw i64 %73, -2, !dbg !191
  %79 = and i64 %77, 3, !dbg !191
  %80 = icmp ult i64 %78, 3, !dbg !191
  br i1 %80, label %91, label %81, !dbg !191

81:                                               ; preds = %71
  %82 = and i64 %77, -4, !dbg !191
  br label %114, !dbg !191

83:                                               ; preds = %67, %83
  %84 = phi i64 [ %89, %83 ], [ %68, %67 ]
  call void @llvm.dbg.value(metadata i64 %84, metadata !171, metadata !DIExpression()), !dbg !178
  %85 = getelementptr inbounds double, double* %1, i64 %84, !dbg !183
  %86 = load double, double* %85, align 8, !dbg !183, !tbaa !91
  %87 = fmul double %86, 5.000000e-01, !dbg !184
  %88 = getelementptr inbounds double, double* %5, i64 %84, !dbg !194
  store double %87, double* %88, align 8, !dbg !185, !tbaa !91
  %89 = add nuw nsw i64 %84, 1, !dbg !182
  call void @llvm.dbg.value(metadata i64 %89, metadata !171, metadata !DIExpression()), !dbg !178
  %90 = icmp eq i64 %89, %4, !dbg !179
  br i1 %90, label %69, label %83, !dbg !181, !llvm.loop !195

91:                                               ; preds = %114, %71
  %92 = phi double [ %76, %71 ], [ %140, %114 ]
  %93 = phi double [ %74, %71 ], [ %134, %114 ]
  %94 = phi i64 [ 1, %71 ], [ %138, %114 ]
  %95 = icmp eq i64 %79, 0, !dbg !191
  br i1 %95, label %109, label %96, !dbg !191

96:                                               ; preds = %91, %96
  %97 = phi double [ %104, %96 ], [ %92, %91 ], !dbg !193
  %98 = phi double [ %97, %96 ], [ %93, %91 ], !dbg !192
  %99 = phi i64 [ %102, %96 ], [ %94, %91 ]
  %100 = phi i64 [ %107, %96 ], [ 0, %91 ]
  call void @llvm.dbg.value(metadata i64 %99, metadata !173, metadata !DIExpression()), !dbg !188
  %101 = fadd double %98, %97, !dbg !196
  %102 = add nuw nsw i64 %99, 1, !dbg !197
  %103 = getelementptr inbounds double, double* %5, i64 %102, !dbg !198
  %104 = load double, double* %103, align 8, !dbg !198, !tbaa !91
  %105 = fadd double %101, %104, !dbg !199
  %106 = getelementptr inbounds double, double* %2, i64 %99, !dbg !200
  store double %105, double* %106, align 8, !dbg !201, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %102, metadata !173, metadata !DIExpression()), !dbg !188
  %107 = add i64 %100, 1, !dbg !191
  %108 = icmp eq i64 %107, %79, !dbg !191
  br i1 %108, label %109, label %96, !dbg !191, !llvm.loop !202

109:                                              ; preds = %91, %96, %3, %69
  %110 = sdiv i32 %0, 2, !dbg !203
  %111 = sext i32 %110 to i64, !dbg !204
  %112 = getelementptr inbounds double, double* %5, i64 %111, !dbg !204
  %113 = load double, double* %112, align 8, !dbg !204, !tbaa !91
  ret double %113, !dbg !205

114:                                              ; preds = %114, %81
  %115 = phi double [ %76, %81 ], [ %140, %114 ], !dbg !193
  %116 = phi double [ %74, %81 ], [ %134, %114 ], !dbg !192
  %117 = phi i64 [ 1, %81 ], [ %138, %114 ]
  %118 = phi i64 [ 0, %81 ], [ %143, %114 ]
  call void @llvm.dbg.value(metadata i64 %117, metadata !173, metadata !DIExpression()), !dbg !188
  %119 = fadd double %116, %115, !dbg !196
  %120 = add nuw nsw i64 %117, 1, !dbg !197
  %121 = getelementptr inbounds double, double* %5, i64 %120, !dbg !198
  %122 = load double, double* %121, align 8, !dbg !198, !tbaa !91
  %123 = fadd double %119, %122, !dbg !199
  %124 = getelementptr inbounds double, double* %2, i64 %117, !dbg !200
  store double %123, double* %124, align 8, !dbg !201, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %120, metadata !173, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.value(metadata i64 %120, metadata !173, metadata !DIExpression()), !dbg !188
  %125 = fadd double %115, %122, !dbg !196
  %126 = add nuw nsw i64 %117, 2, !dbg !197
  %127 = getelementptr inbounds double, double* %5, i64 %126, !dbg !198
  %128 = load double, double* %127, align 8, !dbg !198, !tbaa !91
  %129 = fadd double %125, %128, !dbg !199
  %130 = getelementptr inbounds double, double* %2, i64 %120, !dbg !200
  store double %129, double* %130, align 8, !dbg !201, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %126, metadata !173, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.value(metadata i64 %126, metadata !173, metadata !DIExpression()), !dbg !188
  %131 = fadd double %122, %128, !dbg !196
  %132 = add nuw nsw i64 %117, 3, !dbg !197
  %133 = getelementptr inbounds double, double* %5, i64 %132, !dbg !198
  %134 = load double, double* %133, align 8, !dbg !198, !tbaa !91
  %135 = fadd double %131, %134, !dbg !199
  %136 = getelementptr inbounds double, double* %2, i64 %126, !dbg !200
  store double %135, double* %136, align 8, !dbg !201, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %132, metadata !173, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.value(metadata i64 %132, metadata !173, metadata !DIExpression()), !dbg !188
  %137 = fadd double %128, %134, !dbg !196
  %138 = add nuw nsw i64 %117, 4, !dbg !197
  %139 = getelementptr inbounds double, double* %5, i64 %138, !dbg !198
  %140 = load double, double* %139, align 8, !dbg !198, !tbaa !91
  %141 = fadd double %137, %140, !dbg !199
  %142 = getelementptr inbounds double, double* %2, i64 %132, !dbg !200
  store double %141, double* %142, align 8, !dbg !201, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %138, metadata !173, metadata !DIExpression()), !dbg !188
  %143 = add i64 %118, 4, !dbg !191
  %144 = icmp eq i64 %143, %82, !dbg !191
  br i1 %144, label %91, label %114, !dbg !191, !llvm.loop !206
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_arrays.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "84348b4a2a91886ea26ed16def2ed64d")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !16, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !26, !27, !29, !30, !32, !36, !40, !42, !44, !48}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 19, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 19, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 20, type: !3)
!22 = !DILocalVariable(name: "steps", scope: !15, file: !1, line: 21, type: !3)
!23 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 22, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!26 = !DILocalVariable(name: "y", scope: !15, file: !1, line: 22, type: !24)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 25, type: !3)
!28 = distinct !DILexicalBlock(scope: !15, file: !1, line: 25, column: 3)
!29 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 27, type: !25)
!30 = !DILocalVariable(name: "t", scope: !31, file: !1, line: 28, type: !3)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 28, column: 3)
!32 = !DILocalVariable(name: "__vla_expr0", scope: !33, type: !35, flags: DIFlagArtificial)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 28, column: 35)
!34 = distinct !DILexicalBlock(scope: !31, file: !1, line: 28, column: 3)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DILocalVariable(name: "row", scope: !33, file: !1, line: 29, type: !37)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: !32)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 30, type: !3)
!41 = distinct !DILexicalBlock(scope: !33, file: !1, line: 30, column: 5)
!42 = !DILocalVariable(name: "i", scope: !43, file: !1, line: 34, type: !3)
!43 = distinct !DILexicalBlock(scope: !15, file: !1, line: 34, column: 3)
!44 = !DILocalVariable(name: "t", scope: !45, file: !1, line: 35, type: !47)
!45 = distinct !DILexicalBlock(scope: !46, file: !1, line: 34, column: 35)
!46 = distinct !DILexicalBlock(scope: !43, file: !1, line: 34, column: 3)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!48 = !DILocalVariable(name: "j", scope: !49, file: !1, line: 36, type: !3)
!49 = distinct !DILexicalBlock(scope: !45, file: !1, line: 36, column: 5)
!50 = !DILocation(line: 0, scope: !15)
!51 = !DILocation(line: 20, column: 16, scope: !15)
!52 = !DILocation(line: 20, column: 11, scope: !15)
!53 = !DILocation(line: 20, column: 27, scope: !15)
!54 = !{!55, !55, i64 0}
!55 = !{!"any pointer", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocalVariable(name: "__nptr", arg: 1, scope: !59, file: !60, line: 362, type: !63)
!59 = distinct !DISubprogram(name: "atoi", scope: !60, file: !60, line: 362, type: !61, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !65)
!60 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!61 = !DISubroutineType(types: !62)
!62 = !{!3, !63}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!65 = !{!58}
!66 = !DILocation(line: 0, scope: !59, inlinedAt: !67)
!67 = distinct !DILocation(line: 20, column: 22, scope: !15)
!68 = !DILocation(line: 364, column: 16, scope: !59, inlinedAt: !67)
!69 = !DILocation(line: 364, column: 10, scope: !59, inlinedAt: !67)
!70 = !DILocation(line: 21, column: 20, scope: !15)
!71 = !DILocation(line: 21, column: 15, scope: !15)
!72 = !DILocation(line: 21, column: 31, scope: !15)
!73 = !DILocation(line: 0, scope: !59, inlinedAt: !74)
!74 = distinct !DILocation(line: 21, column: 26, scope: !15)
!75 = !DILocation(line: 364, column: 16, scope: !59, inlinedAt: !74)
!76 = !DILocation(line: 364, column: 10, scope: !59, inlinedAt: !74)
!77 = !DILocation(line: 22, column: 22, scope: !15)
!78 = !DILocation(line: 22, column: 24, scope: !15)
!79 = !DILocation(line: 22, column: 15, scope: !15)
!80 = !DILocation(line: 22, column: 48, scope: !15)
!81 = !DILocation(line: 23, column: 8, scope: !82)
!82 = distinct !DILexicalBlock(scope: !15, file: !1, line: 23, column: 7)
!83 = !DILocation(line: 23, column: 10, scope: !82)
!84 = !DILocation(line: 0, scope: !28)
!85 = !DILocation(line: 25, column: 21, scope: !86)
!86 = distinct !DILexicalBlock(scope: !28, file: !1, line: 25, column: 3)
!87 = !DILocation(line: 25, column: 3, scope: !28)
!88 = !DILocation(line: 25, column: 27, scope: !86)
!89 = !DILocation(line: 26, column: 19, scope: !86)
!90 = !DILocation(line: 26, column: 17, scope: !86)
!91 = !{!92, !92, i64 0}
!92 = !{!"double", !56, i64 0}
!93 = !DILocation(line: 26, column: 10, scope: !86)
!94 = distinct !{!94, !87, !95, !96, !97}
!95 = !DILocation(line: 26, column: 19, scope: !28)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !{!"llvm.loop.isvectorized", i32 1}
!98 = !DILocation(line: 0, scope: !31)
!99 = !DILocation(line: 28, column: 21, scope: !34)
!100 = !DILocation(line: 28, column: 3, scope: !31)
!101 = !DILocation(line: 26, column: 12, scope: !86)
!102 = !DILocation(line: 26, column: 5, scope: !86)
!103 = distinct !{!103, !87, !95, !96, !104, !97}
!104 = !{!"llvm.loop.unroll.runtime.disable"}
!105 = !DILocation(line: 0, scope: !43)
!106 = !DILocation(line: 34, column: 21, scope: !46)
!107 = !DILocation(line: 34, column: 3, scope: !43)
!108 = !DILocation(line: 29, column: 5, scope: !33)
!109 = !DILocation(line: 0, scope: !33)
!110 = !DILocation(line: 29, column: 12, scope: !33)
!111 = !DILocation(line: 0, scope: !41)
!112 = !DILocation(line: 30, column: 5, scope: !41)
!113 = !DILocation(line: 30, column: 34, scope: !114)
!114 = distinct !DILexicalBlock(scope: !41, file: !1, line: 30, column: 5)
!115 = !DILocation(line: 31, column: 16, scope: !114)
!116 = !DILocation(line: 31, column: 14, scope: !114)
!117 = distinct !{!117, !112, !118, !96, !97}
!118 = !DILocation(line: 31, column: 23, scope: !41)
!119 = !DILocation(line: 32, column: 10, scope: !33)
!120 = !DILocation(line: 32, column: 28, scope: !33)
!121 = !DILocation(line: 32, column: 26, scope: !33)
!122 = !DILocation(line: 32, column: 7, scope: !33)
!123 = !DILocation(line: 33, column: 3, scope: !34)
!124 = !DILocation(line: 28, column: 31, scope: !34)
!125 = distinct !{!125, !100, !126, !96}
!126 = !DILocation(line: 33, column: 3, scope: !31)
!127 = !DILocation(line: 31, column: 20, scope: !114)
!128 = !DILocation(line: 31, column: 7, scope: !114)
!129 = !DILocation(line: 30, column: 23, scope: !114)
!130 = distinct !{!130, !112, !118, !96, !104, !97}
!131 = !DILocation(line: 40, column: 3, scope: !15)
!132 = !DILocation(line: 41, column: 3, scope: !15)
!133 = !DILocation(line: 42, column: 3, scope: !15)
!134 = !DILocation(line: 35, column: 14, scope: !45)
!135 = !DILocation(line: 0, scope: !45)
!136 = !DILocation(line: 0, scope: !49)
!137 = !DILocation(line: 36, column: 5, scope: !49)
!138 = !DILocation(line: 36, column: 29, scope: !139)
!139 = distinct !DILexicalBlock(scope: !49, file: !1, line: 36, column: 5)
!140 = !DILocation(line: 37, column: 12, scope: !139)
!141 = !{!142, !142, i64 0}
!142 = !{!"int", !56, i64 0}
!143 = distinct !{!143, !137, !144, !96, !97}
!144 = !DILocation(line: 37, column: 14, scope: !49)
!145 = distinct !{!145, !146}
!146 = !{!"llvm.loop.unroll.disable"}
!147 = !DILocation(line: 38, column: 14, scope: !45)
!148 = !DILocation(line: 38, column: 10, scope: !45)
!149 = !DILocation(line: 38, column: 7, scope: !45)
!150 = !DILocation(line: 34, column: 31, scope: !46)
!151 = distinct !{!151, !107, !152, !96}
!152 = !DILocation(line: 39, column: 3, scope: !43)
!153 = !DILocation(line: 37, column: 7, scope: !139)
!154 = !DILocation(line: 36, column: 23, scope: !139)
!155 = distinct !{!155, !137, !144, !96, !104, !97}
!156 = !DILocation(line: 44, column: 1, scope: !15)
!157 = distinct !DISubprogram(name: "smooth", scope: !1, file: !1, line: 10, type: !158, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !162)
!158 = !DISubroutineType(types: !159)
!159 = !{!25, !3, !160, !24}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!162 = !{!163, !164, !165, !166, !167, !171, !173}
!163 = !DILocalVariable(name: "n", arg: 1, scope: !157, file: !1, line: 10, type: !3)
!164 = !DILocalVariable(name: "x", arg: 2, scope: !157, file: !1, line: 10, type: !160)
!165 = !DILocalVariable(name: "y", arg: 3, scope: !157, file: !1, line: 10, type: !24)
!166 = !DILocalVariable(name: "__vla_expr0", scope: !157, type: !35, flags: DIFlagArtificial)
!167 = !DILocalVariable(name: "tmp", scope: !157, file: !1, line: 11, type: !168)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, elements: !169)
!169 = !{!170}
!170 = !DISubrange(count: !166)
!171 = !DILocalVariable(name: "i", scope: !172, file: !1, line: 12, type: !3)
!172 = distinct !DILexicalBlock(scope: !157, file: !1, line: 12, column: 3)
!173 = !DILocalVariable(name: "i", scope: !174, file: !1, line: 14, type: !3)
!174 = distinct !DILexicalBlock(scope: !157, file: !1, line: 14, column: 3)
!175 = !DILocation(line: 0, scope: !157)
!176 = !DILocation(line: 11, column: 3, scope: !157)
!177 = !DILocation(line: 11, column: 10, scope: !157)
!178 = !DILocation(line: 0, scope: !172)
!179 = !DILocation(line: 12, column: 21, scope: !180)
!180 = distinct !DILexicalBlock(scope: !172, file: !1, line: 12, column: 3)
!181 = !DILocation(line: 12, column: 3, scope: !172)
!182 = !DILocation(line: 12, column: 27, scope: !180)
!183 = !DILocation(line: 13, column: 14, scope: !180)
!184 = !DILocation(line: 13, column: 19, scope: !180)
!185 = !DILocation(line: 13, column: 12, scope: !180)
!186 = distinct !{!186, !181, !187, !96, !97}
!187 = !DILocation(line: 13, column: 21, scope: !172)
!188 = !DILocation(line: 0, scope: !174)
!189 = !DILocation(line: 14, column: 21, scope: !190)
!190 = distinct !DILexicalBlock(scope: !174, file: !1, line: 14, column: 3)
!191 = !DILocation(line: 14, column: 3, scope: !174)
!192 = !DILocation(line: 15, column: 12, scope: !190)
!193 = !DILocation(line: 15, column: 25, scope: !190)
!194 = !DILocation(line: 13, column: 5, scope: !180)
!195 = distinct !{!195, !181, !187, !96, !104, !97}
!196 = !DILocation(line: 15, column: 23, scope: !190)
!197 = !DILocation(line: 15, column: 40, scope: !190)
!198 = !DILocation(line: 15, column: 34, scope: !190)
!199 = !DILocation(line: 15, column: 32, scope: !190)
!200 = !DILocation(line: 15, column: 5, scope: !190)
!201 = !DILocation(line: 15, column: 10, scope: !190)
!202 = distinct !{!202, !146}
!203 = !DILocation(line: 16, column: 16, scope: !157)
!204 = !DILocation(line: 16, column: 10, scope: !157)
!205 = !DILocation(line: 17, column: 1, scope: !157)
!206 = distinct !{!206, !191, !207, !96}
!207 = !DILocation(line: 15, column: 43, scope: !174)
