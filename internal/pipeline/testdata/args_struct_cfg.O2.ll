; ModuleID = 'args_struct_cfg.c'
source_filename = "args_struct_cfg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.image = type { i32, i32, float* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !33
  %3 = icmp sgt i32 %0, 1, !dbg !34
  br i1 %3, label %4, label %15, !dbg !35

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !36
  %6 = load i8*, i8** %5, align 8, !dbg !36, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %6, metadata !41, metadata !DIExpression()) #5, !dbg !49
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !51
  %8 = trunc i64 %7 to i32, !dbg !52
  call void @llvm.dbg.value(metadata i32 %8, metadata !29, metadata !DIExpression()), !dbg !33
  %9 = icmp eq i32 %0, 2, !dbg !53
  br i1 %9, label %15, label %10, !dbg !54

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !55
  %12 = load i8*, i8** %11, align 8, !dbg !55, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %12, metadata !41, metadata !DIExpression()) #5, !dbg !56
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #5, !dbg !58
  %14 = trunc i64 %13 to i32, !dbg !59
  br label %15, !dbg !54

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 64, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 48, %4 ], [ 48, %2 ], !dbg !54
  call void @llvm.dbg.value(metadata i32 %17, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata %struct.image* undef, metadata !60, metadata !DIExpression()) #5, !dbg !68
  call void @llvm.dbg.value(metadata i32 %8, metadata !66, metadata !DIExpression()) #5, !dbg !68
  call void @llvm.dbg.value(metadata i32 %17, metadata !67, metadata !DIExpression()) #5, !dbg !68
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !33
  call void @llvm.dbg.value(metadata i32 %17, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !33
  %18 = sext i32 %16 to i64, !dbg !70
  %19 = shl nsw i64 %18, 2, !dbg !71
  %20 = sext i32 %17 to i64, !dbg !72
  %21 = mul i64 %19, %20, !dbg !73
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #5, !dbg !74
  %23 = bitcast i8* %22 to float*, !dbg !75
  call void @llvm.dbg.value(metadata float* %23, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !76
  %24 = mul i32 %17, %16
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !76
  %25 = icmp sgt i32 %24, 0, !dbg !77
  br i1 %25, label %26, label %84, !dbg !79

26:                                               ; preds = %15
  %27 = zext i32 %24 to i64, !dbg !77
  %28 = icmp ult i32 %24, 8, !dbg !79
  br i1 %28, label %82, label %29, !dbg !79

29:                                               ; preds = %26
  %30 = and i64 %27, 4294967288, !dbg !79
  %31 = add nsw i64 %30, -8, !dbg !79
  %32 = lshr exact i64 %31, 3, !dbg !79
  %33 = add nuw nsw i64 %32, 1, !dbg !79
  %34 = and i64 %33, 1, !dbg !79
  %35 = icmp eq i64 %31, 0, !dbg !79
  br i1 %35, label %66, label %36, !dbg !79

36:                                               ; preds = %29
  %37 = and i64 %33, 4611686018427387902, !dbg !79
  br label %38, !dbg !79

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %62, %38 ], !dbg !80
  %40 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %36 ], [ %63, %38 ], !dbg !81
  %41 = phi i64 [ 0, %36 ], [ %64, %38 ]
  %42 = add <4 x i32> %40, <i32 4, i32 4, i32 4, i32 4>, !dbg !81
  %43 = and <4 x i32> %40, <i32 15, i32 15, i32 15, i32 15>, !dbg !81
  %44 = and <4 x i32> %42, <i32 15, i32 15, i32 15, i32 15>, !dbg !81
  %45 = sitofp <4 x i32> %43 to <4 x float>, !dbg !82
  %46 = sitofp <4 x i32> %44 to <4 x float>, !dbg !82
  %47 = getelementptr inbounds float, float* %23, i64 %39, !dbg !80
  %48 = bitcast float* %47 to <4 x float>*, !dbg !83
  store <4 x float> %45, <4 x float>* %48, align 4, !dbg !83, !tbaa !84
  %49 = getelementptr inbounds float, float* %47, i64 4, !dbg !83
  %50 = bitcast float* %49 to <4 x float>*, !dbg !83
  store <4 x float> %46, <4 x float>* %50, align 4, !dbg !83, !tbaa !84
  %51 = or i64 %39, 8, !dbg !80
  %52 = add <4 x i32> %40, <i32 8, i32 8, i32 8, i32 8>, !dbg !81
  %53 = add <4 x i32> %40, <i32 12, i32 12, i32 12, i32 12>, !dbg !81
  %54 = and <4 x i32> %52, <i32 15, i32 15, i32 15, i32 15>, !dbg !81
  %55 = and <4 x i32> %53, <i32 15, i32 15, i32 15, i32 15>, !dbg !81
  %56 = sitofp <4 x i32> %54 to <4 x float>, !dbg !82
  %57 = sitofp <4 x i32> %55 to <4 x float>, !dbg !82
  %58 = getelementptr inbounds float, float* %23, i64 %51, !dbg !80
  %59 = bitcast float* %58 to <4 x float>*, !dbg !83
  store <4 x float> %56, <4 x float>* %59, align 4, !dbg !83, !tbaa !84
  %60 = getelementptr inbounds float, float* %58, i64 4, !dbg !83
  %61 = bitcast float* %60 to <4 x float>*, !dbg !83
  store <4 x float> %57, <4 x float>* %61, align 4, !dbg !83, !tbaa !84
  %62 = add nuw i64 %39, 16, !dbg !80
  %63 = add <4 x i32> %40, <i32 16, i32 16, i32 16, i32 16>, !dbg !81
  %64 = add i64 %41, 2, !dbg !80
  %65 = icmp eq i64 %64, %37, !dbg !80
  br i1 %65, label %66, label %38, !dbg !80, !llvm.loop !86

66:                                               ; preds = %38, %29
  %67 = phi i64 [ 0, %29 ], [ %62, %38 ]
  %68 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %29 ], [ %63, %38 ]
  %69 = icmp eq i64 %34, 0, !dbg !80
  br i1 %69, label %80, label %70, !dbg !80

70:                                               ; preds = %66
  %71 = add <4 x i32> %68, <i32 4, i32 4, i32 4, i32 4>, !dbg !81
  %72 = and <4 x i32> %68, <i32 15, i32 15, i32 15, i32 15>, !dbg !81
  %73 = and <4 x i32> %71, <i32 15, i32 15, i32 15, i32 15>, !dbg !81
  %74 = sitofp <4 x i32> %72 to <4 x float>, !dbg !82
  %75 = sitofp <4 x i32> %73 to <4 x float>, !dbg !82
  %76 = getelementptr inbounds float, float* %23, i64 %67, !dbg !80
  %77 = bitcast float* %76 to <4 x float>*, !dbg !83
  store <4 x float> %74, <4 x float>* %77, align 4, !dbg !83, !tbaa !84
  %78 = getelementptr inbounds float, float* %76, i64 4, !dbg !83
  %79 = bitcast float* %78 to <4 x float>*, !dbg !83
  store <4 x float> %75, <4 x float>* %79, align 4, !dbg !83, !tbaa !84
  br label %80, !dbg !79

80:                                               ; preds = %66, %70
  %81 = icmp eq i64 %30, %27, !dbg !79
  br i1 %81, label %84, label %82, !dbg !79

82:                                               ; preds = %26, %80
  %83 = phi i64 [ 0, %26 ], [ %30, %80 ]
  br label %219, !dbg !79

84:                                               ; preds = %219, %80, %15
  call void @llvm.dbg.value(metadata %struct.image* undef, metadata !90, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 1, metadata !95, metadata !DIExpression()), !dbg !102
  %85 = icmp sgt i32 %17, 2, !dbg !103
  br i1 %85, label %86, label %212, !dbg !104

86:                                               ; preds = %84
  %87 = add nsw i32 %17, -1
  %88 = add i32 %16, -1
  %89 = icmp sgt i32 %16, 2
  %90 = zext i32 %87 to i64, !dbg !103
  %91 = zext i32 %88 to i64
  %92 = getelementptr i8, i8* %22, i64 4, !dbg !104
  %93 = shl nsw i64 %18, 2, !dbg !105
  %94 = shl nuw nsw i64 %91, 2, !dbg !104
  %95 = getelementptr i8, i8* %22, i64 %94, !dbg !104
  %96 = getelementptr i8, i8* %22, i64 4, !dbg !104
  %97 = shl nsw i64 %18, 2, !dbg !105
  %98 = getelementptr i8, i8* %22, i64 %94, !dbg !104
  %99 = getelementptr i8, i8* %22, i64 4, !dbg !104
  %100 = shl nsw i64 %18, 2, !dbg !105
  %101 = getelementptr i8, i8* %22, i64 %94, !dbg !104
  %102 = add nsw i64 %91, -1, !dbg !104
  %103 = icmp ult i64 %102, 8
  %104 = and i64 %102, -8
  %105 = or i64 %104, 1
  %106 = icmp eq i64 %102, %104
  %107 = and i64 %91, 1
  %108 = icmp eq i64 %107, 0
  %109 = sub nsw i64 0, %91
  br label %110, !dbg !104

110:                                              ; preds = %184, %86
  %111 = phi i64 [ 1, %86 ], [ %185, %184 ]
  call void @llvm.dbg.value(metadata i64 %111, metadata !95, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 1, metadata !97, metadata !DIExpression()), !dbg !106
  br i1 %89, label %114, label %112, !dbg !105

112:                                              ; preds = %110
  %113 = add nuw nsw i64 %111, 1, !dbg !107
  br label %184, !dbg !105

114:                                              ; preds = %110
  %115 = add nsw i64 %111, -1
  %116 = mul nsw i64 %115, %18
  %117 = add nuw nsw i64 %111, 1
  %118 = mul nsw i64 %117, %18
  %119 = mul nsw i64 %111, %18
  br i1 %103, label %166, label %120, !dbg !105

120:                                              ; preds = %114
  %121 = mul i64 %93, %111, !dbg !105
  %122 = getelementptr i8, i8* %92, i64 %121, !dbg !105
  %123 = getelementptr i8, i8* %95, i64 %121, !dbg !105
  %124 = mul i64 %97, %115, !dbg !105
  %125 = getelementptr i8, i8* %96, i64 %124, !dbg !105
  %126 = getelementptr i8, i8* %98, i64 %124, !dbg !105
  %127 = mul i64 %100, %117, !dbg !105
  %128 = getelementptr i8, i8* %99, i64 %127, !dbg !105
  %129 = getelementptr i8, i8* %101, i64 %127, !dbg !105
  %130 = icmp ult i8* %122, %126, !dbg !105
  %131 = icmp ult i8* %125, %123, !dbg !105
  %132 = and i1 %130, %131, !dbg !105
  %133 = icmp ult i8* %122, %129, !dbg !105
  %134 = icmp ult i8* %128, %123, !dbg !105
  %135 = and i1 %133, %134, !dbg !105
  %136 = or i1 %132, %135, !dbg !105
  br i1 %136, label %166, label %137, !dbg !105

137:                                              ; preds = %120, %137
  %138 = phi i64 [ %163, %137 ], [ 0, %120 ]
  %139 = or i64 %138, 1
  %140 = add nsw i64 %139, %116, !dbg !108
  %141 = getelementptr inbounds float, float* %23, i64 %140, !dbg !110
  %142 = bitcast float* %141 to <4 x float>*, !dbg !110
  %143 = load <4 x float>, <4 x float>* %142, align 4, !dbg !110, !tbaa !84, !alias.scope !111
  %144 = getelementptr inbounds float, float* %141, i64 4, !dbg !110
  %145 = bitcast float* %144 to <4 x float>*, !dbg !110
  %146 = load <4 x float>, <4 x float>* %145, align 4, !dbg !110, !tbaa !84, !alias.scope !111
  %147 = add nsw i64 %139, %118, !dbg !114
  %148 = getelementptr inbounds float, float* %23, i64 %147, !dbg !115
  %149 = bitcast float* %148 to <4 x float>*, !dbg !115
  %150 = load <4 x float>, <4 x float>* %149, align 4, !dbg !115, !tbaa !84, !alias.scope !116
  %151 = getelementptr inbounds float, float* %148, i64 4, !dbg !115
  %152 = bitcast float* %151 to <4 x float>*, !dbg !115
  %153 = load <4 x float>, <4 x float>* %152, align 4, !dbg !115, !tbaa !84, !alias.scope !116
  %154 = fadd <4 x float> %143, %150, !dbg !118
  %155 = fadd <4 x float> %146, %153, !dbg !118
  %156 = fmul <4 x float> %154, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !119
  %157 = fmul <4 x float> %155, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !119
  %158 = add nsw i64 %139, %119, !dbg !120
  %159 = getelementptr inbounds float, float* %23, i64 %158, !dbg !121
  %160 = bitcast float* %159 to <4 x float>*, !dbg !122
  store <4 x float> %156, <4 x float>* %160, align 4, !dbg !122, !tbaa !84, !alias.scope !123, !noalias !125
  %161 = getelementptr inbounds float, float* %159, i64 4, !dbg !122
  %162 = bitcast float* %161 to <4 x float>*, !dbg !122
  store <4 x float> %157, <4 x float>* %162, align 4, !dbg !122, !tbaa !84, !alias.scope !123, !noalias !125
  %163 = add nuw i64 %138, 8
  %164 = icmp eq i64 %163, %104
  br i1 %164, label %165, label %137, !llvm.loop !126

165:                                              ; preds = %137
  br i1 %106, label %184, label %166, !dbg !105

166:                                              ; preds = %120, %114, %165
  %167 = phi i64 [ 1, %120 ], [ 1, %114 ], [ %105, %165 ]
  %168 = xor i64 %167, -1, !dbg !105
  br i1 %108, label %169, label %181, !dbg !105

169:                                              ; preds = %166
  call void @llvm.dbg.value(metadata i64 undef, metadata !97, metadata !DIExpression()), !dbg !106
  %170 = add nsw i64 %167, %116, !dbg !108
  %171 = getelementptr inbounds float, float* %23, i64 %170, !dbg !110
  %172 = load float, float* %171, align 4, !dbg !110, !tbaa !84
  %173 = add nsw i64 %167, %118, !dbg !114
  %174 = getelementptr inbounds float, float* %23, i64 %173, !dbg !115
  %175 = load float, float* %174, align 4, !dbg !115, !tbaa !84
  %176 = fadd float %172, %175, !dbg !118
  %177 = fmul float %176, 5.000000e-01, !dbg !119
  %178 = add nsw i64 %167, %119, !dbg !120
  %179 = getelementptr inbounds float, float* %23, i64 %178, !dbg !121
  store float %177, float* %179, align 4, !dbg !122, !tbaa !84
  %180 = add nuw nsw i64 %167, 1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %180, metadata !97, metadata !DIExpression()), !dbg !106
  br label %181, !dbg !105

181:                                              ; preds = %169, %166
  %182 = phi i64 [ %167, %166 ], [ %180, %169 ]
  %183 = icmp eq i64 %168, %109, !dbg !105
  br i1 %183, label %184, label %187, !dbg !105

184:                                              ; preds = %181, %187, %165, %112
  %185 = phi i64 [ %113, %112 ], [ %117, %165 ], [ %117, %187 ], [ %117, %181 ], !dbg !107
  call void @llvm.dbg.value(metadata i64 %185, metadata !95, metadata !DIExpression()), !dbg !102
  %186 = icmp eq i64 %185, %90, !dbg !103
  br i1 %186, label %212, label %110, !dbg !104, !llvm.loop !129

187:                                              ; preds = %181, %187
  %188 = phi i64 [ %210, %187 ], [ %182, %181 ]
  call void @llvm.dbg.value(metadata i64 %188, metadata !97, metadata !DIExpression()), !dbg !106
  %189 = add nsw i64 %188, %116, !dbg !108
  %190 = getelementptr inbounds float, float* %23, i64 %189, !dbg !110
  %191 = load float, float* %190, align 4, !dbg !110, !tbaa !84
  %192 = add nsw i64 %188, %118, !dbg !114
  %193 = getelementptr inbounds float, float* %23, i64 %192, !dbg !115
  %194 = load float, float* %193, align 4, !dbg !115, !tbaa !84
  %195 = fadd float %191, %194, !dbg !118
  %196 = fmul float %195, 5.000000e-01, !dbg !119
  %197 = add nsw i64 %188, %119, !dbg !120
  %198 = getelementptr inbounds float, float* %23, i64 %197, !dbg !121
  store float %196, float* %198, align 4, !dbg !122, !tbaa !84
  %199 = add nuw nsw i64 %188, 1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %199, metadata !97, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %199, metadata !97, metadata !DIExpression()), !dbg !106
  %200 = add nsw i64 %199, %116, !dbg !108
  %201 = getelementptr inbounds float, float* %23, i64 %200, !dbg !110
  %202 = load float, float* %201, align 4, !dbg !110, !tbaa !84
  %203 = add nsw i64 %199, %118, !dbg !114
  %204 = getelementptr inbounds float, float* %23, i64 %203, !dbg !115
  %205 = load float, float* %204, align 4, !dbg !115, !tbaa !84
  %206 = fadd float %202, %205, !dbg !118
  %207 = fmul float %206, 5.000000e-01, !dbg !119
  %208 = add nsw i64 %199, %119, !dbg !120
  %209 = getelementptr inbounds float, float* %23, i64 %208, !dbg !121
  store float %207, float* %209, align 4, !dbg !122, !tbaa !84
  %210 = add nuw nsw i64 %188, 2, !dbg !128
  call void @llvm.dbg.value(metadata i64 %210, metadata !97, metadata !DIExpression()), !dbg !106
  %211 = icmp eq i64 %210, %91, !dbg !131
  br i1 %211, label %184, label %187, !dbg !105, !llvm.loop !132

212:                                              ; preds = %184, %84
  %213 = add nsw i32 %16, 1, !dbg !133
  %214 = sext i32 %213 to i64, !dbg !134
  %215 = getelementptr inbounds float, float* %23, i64 %214, !dbg !134
  %216 = load float, float* %215, align 4, !dbg !134, !tbaa !84
  %217 = fpext float %216 to double, !dbg !134
  %218 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %217), !dbg !135
  ret i32 0, !dbg !136

219:                                              ; preds = %82, %219
  %220 = phi i64 [ %225, %219 ], [ %83, %82 ]
  call void @llvm.dbg.value(metadata i64 %220, metadata !31, metadata !DIExpression()), !dbg !76
  %221 = trunc i64 %220 to i32, !dbg !81
  %222 = and i32 %221, 15, !dbg !81
  %223 = sitofp i32 %222 to float, !dbg !82
  %224 = getelementptr inbounds float, float* %23, i64 %220, !dbg !137
  store float %223, float* %224, align 4, !dbg !83, !tbaa !84
  %225 = add nuw nsw i64 %220, 1, !dbg !80
  call void @llvm.dbg.value(metadata i64 %225, metadata !31, metadata !DIExpression()), !dbg !76
  %226 = icmp eq i64 %225, %27, !dbg !77
  br i1 %226, label %84, label %219, !dbg !79, !llvm.loop !138
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_struct_cfg.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "befb9fee876d6fbaf97cfe0b24988ae2")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !16, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !29, !30, !31}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 14, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 14, type: !4)
!21 = !DILocalVariable(name: "img", scope: !15, file: !1, line: 15, type: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "image", file: !1, line: 4, size: 128, elements: !23)
!23 = !{!24, !25, !26}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !22, file: !1, line: 4, baseType: !3, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "height", scope: !22, file: !1, line: 4, baseType: !3, size: 32, offset: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "pix", scope: !22, file: !1, line: 4, baseType: !27, size: 64, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!29 = !DILocalVariable(name: "w", scope: !15, file: !1, line: 16, type: !3)
!30 = !DILocalVariable(name: "h", scope: !15, file: !1, line: 16, type: !3)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 18, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 18, column: 3)
!33 = !DILocation(line: 0, scope: !15)
!34 = !DILocation(line: 16, column: 16, scope: !15)
!35 = !DILocation(line: 16, column: 11, scope: !15)
!36 = !DILocation(line: 16, column: 27, scope: !15)
!37 = !{!38, !38, i64 0}
!38 = !{!"any pointer", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocalVariable(name: "__nptr", arg: 1, scope: !42, file: !43, line: 362, type: !46)
!42 = distinct !DISubprogram(name: "atoi", scope: !43, file: !43, line: 362, type: !44, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!43 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!44 = !DISubroutineType(types: !45)
!45 = !{!3, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!48 = !{!41}
!49 = !DILocation(line: 0, scope: !42, inlinedAt: !50)
!50 = distinct !DILocation(line: 16, column: 22, scope: !15)
!51 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !50)
!52 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !50)
!53 = !DILocation(line: 16, column: 51, scope: !15)
!54 = !DILocation(line: 16, column: 46, scope: !15)
!55 = !DILocation(line: 16, column: 62, scope: !15)
!56 = !DILocation(line: 0, scope: !42, inlinedAt: !57)
!57 = distinct !DILocation(line: 16, column: 57, scope: !15)
!58 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !57)
!59 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !57)
!60 = !DILocalVariable(name: "img", arg: 1, scope: !61, file: !1, line: 5, type: !64)
!61 = distinct !DISubprogram(name: "image_init", scope: !1, file: !1, line: 5, type: !62, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !65)
!62 = !DISubroutineType(types: !63)
!63 = !{null, !64, !3, !3}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!65 = !{!60, !66, !67}
!66 = !DILocalVariable(name: "w", arg: 2, scope: !61, file: !1, line: 5, type: !3)
!67 = !DILocalVariable(name: "h", arg: 3, scope: !61, file: !1, line: 5, type: !3)
!68 = !DILocation(line: 0, scope: !61, inlinedAt: !69)
!69 = distinct !DILocation(line: 17, column: 3, scope: !15)
!70 = !DILocation(line: 7, column: 37, scope: !61, inlinedAt: !69)
!71 = !DILocation(line: 7, column: 35, scope: !61, inlinedAt: !69)
!72 = !DILocation(line: 7, column: 41, scope: !61, inlinedAt: !69)
!73 = !DILocation(line: 7, column: 39, scope: !61, inlinedAt: !69)
!74 = !DILocation(line: 7, column: 14, scope: !61, inlinedAt: !69)
!75 = !DILocation(line: 7, column: 12, scope: !61, inlinedAt: !69)
!76 = !DILocation(line: 0, scope: !32)
!77 = !DILocation(line: 18, column: 21, scope: !78)
!78 = distinct !DILexicalBlock(scope: !32, file: !1, line: 18, column: 3)
!79 = !DILocation(line: 18, column: 3, scope: !32)
!80 = !DILocation(line: 18, column: 31, scope: !78)
!81 = !DILocation(line: 18, column: 50, scope: !78)
!82 = !DILocation(line: 18, column: 48, scope: !78)
!83 = !DILocation(line: 18, column: 46, scope: !78)
!84 = !{!85, !85, i64 0}
!85 = !{!"float", !39, i64 0}
!86 = distinct !{!86, !79, !87, !88, !89}
!87 = !DILocation(line: 18, column: 52, scope: !32)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !{!"llvm.loop.isvectorized", i32 1}
!90 = !DILocalVariable(name: "img", arg: 1, scope: !91, file: !1, line: 9, type: !64)
!91 = distinct !DISubprogram(name: "blur", scope: !1, file: !1, line: 9, type: !92, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{null, !64}
!94 = !{!90, !95, !97}
!95 = !DILocalVariable(name: "y", scope: !96, file: !1, line: 10, type: !3)
!96 = distinct !DILexicalBlock(scope: !91, file: !1, line: 10, column: 3)
!97 = !DILocalVariable(name: "x", scope: !98, file: !1, line: 11, type: !3)
!98 = distinct !DILexicalBlock(scope: !99, file: !1, line: 11, column: 5)
!99 = distinct !DILexicalBlock(scope: !96, file: !1, line: 10, column: 3)
!100 = !DILocation(line: 0, scope: !91, inlinedAt: !101)
!101 = distinct !DILocation(line: 19, column: 3, scope: !15)
!102 = !DILocation(line: 0, scope: !96, inlinedAt: !101)
!103 = !DILocation(line: 10, column: 21, scope: !99, inlinedAt: !101)
!104 = !DILocation(line: 10, column: 3, scope: !96, inlinedAt: !101)
!105 = !DILocation(line: 11, column: 5, scope: !98, inlinedAt: !101)
!106 = !DILocation(line: 0, scope: !98, inlinedAt: !101)
!107 = !DILocation(line: 10, column: 41, scope: !99, inlinedAt: !101)
!108 = !DILocation(line: 12, column: 69, scope: !109, inlinedAt: !101)
!109 = distinct !DILexicalBlock(scope: !98, file: !1, line: 11, column: 5)
!110 = !DILocation(line: 12, column: 39, scope: !109, inlinedAt: !101)
!111 = !{!112}
!112 = distinct !{!112, !113}
!113 = distinct !{!113, !"LVerDomain"}
!114 = !DILocation(line: 12, column: 106, scope: !109, inlinedAt: !101)
!115 = !DILocation(line: 12, column: 76, scope: !109, inlinedAt: !101)
!116 = !{!117}
!117 = distinct !{!117, !113}
!118 = !DILocation(line: 12, column: 74, scope: !109, inlinedAt: !101)
!119 = !DILocation(line: 12, column: 112, scope: !109, inlinedAt: !101)
!120 = !DILocation(line: 12, column: 31, scope: !109, inlinedAt: !101)
!121 = !DILocation(line: 12, column: 7, scope: !109, inlinedAt: !101)
!122 = !DILocation(line: 12, column: 36, scope: !109, inlinedAt: !101)
!123 = !{!124}
!124 = distinct !{!124, !113}
!125 = !{!112, !117}
!126 = distinct !{!126, !105, !127, !88, !89}
!127 = !DILocation(line: 12, column: 114, scope: !98, inlinedAt: !101)
!128 = !DILocation(line: 11, column: 42, scope: !109, inlinedAt: !101)
!129 = distinct !{!129, !104, !130, !88}
!130 = !DILocation(line: 12, column: 114, scope: !96, inlinedAt: !101)
!131 = !DILocation(line: 11, column: 23, scope: !109, inlinedAt: !101)
!132 = distinct !{!132, !105, !127, !88, !89}
!133 = !DILocation(line: 20, column: 28, scope: !15)
!134 = !DILocation(line: 20, column: 18, scope: !15)
!135 = !DILocation(line: 20, column: 3, scope: !15)
!136 = !DILocation(line: 21, column: 3, scope: !15)
!137 = !DILocation(line: 18, column: 35, scope: !78)
!138 = distinct !{!138, !79, !87, !88, !139, !89}
!139 = !{!"llvm.loop.unroll.runtime.disable"}
