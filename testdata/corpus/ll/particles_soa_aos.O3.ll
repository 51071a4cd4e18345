; ModuleID = 'particles_soa_aos.c'
source_filename = "particles_soa_aos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.particle = type { float, float, float, float, float, float, float, i32 }

@.str = private unnamed_addr constant [19 x i8] c"aos %.3f soa %.3f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !67
  %3 = icmp sgt i32 %0, 1, !dbg !68
  br i1 %3, label %4, label %15, !dbg !69

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !70
  %6 = load i8*, i8** %5, align 8, !dbg !70, !tbaa !71
  call void @llvm.dbg.value(metadata i8* %6, metadata !75, metadata !DIExpression()) #7, !dbg !83
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !85
  %8 = trunc i64 %7 to i32, !dbg !86
  call void @llvm.dbg.value(metadata i32 %8, metadata !22, metadata !DIExpression()), !dbg !67
  %9 = icmp eq i32 %0, 2, !dbg !87
  br i1 %9, label %15, label %10, !dbg !88

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !89
  %12 = load i8*, i8** %11, align 8, !dbg !89, !tbaa !71
  call void @llvm.dbg.value(metadata i8* %12, metadata !75, metadata !DIExpression()) #7, !dbg !90
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !92
  %14 = trunc i64 %13 to i32, !dbg !93
  br label %15, !dbg !88

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 4000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 10, %4 ], [ 10, %2 ], !dbg !88
  call void @llvm.dbg.value(metadata i32 %17, metadata !23, metadata !DIExpression()), !dbg !67
  %18 = sext i32 %16 to i64, !dbg !94
  %19 = shl nsw i64 %18, 5, !dbg !95
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #7, !dbg !96
  call void @llvm.dbg.value(metadata %struct.particle* %36, metadata !24, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata float** undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !67
  call void @llvm.dbg.value(metadata float** undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !67
  call void @llvm.dbg.value(metadata float** undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !67
  call void @llvm.dbg.value(metadata float** undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !67
  call void @llvm.dbg.value(metadata float** undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !67
  call void @llvm.dbg.value(metadata float** undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !67
  call void @llvm.dbg.value(metadata float** undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !67
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !97
  %21 = shl nsw i64 %18, 2
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 0, metadata !54, metadata !DIExpression()), !dbg !97
  %22 = call noalias i8* @malloc(i64 noundef %21) #7, !dbg !98
  %23 = bitcast i8* %22 to float*, !dbg !100
  call void @llvm.dbg.value(metadata float* %23, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !67
  call void @llvm.dbg.value(metadata i64 1, metadata !54, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 1, metadata !54, metadata !DIExpression()), !dbg !97
  %24 = call noalias i8* @malloc(i64 noundef %21) #7, !dbg !98
  %25 = bitcast i8* %24 to float*, !dbg !100
  call void @llvm.dbg.value(metadata float* %25, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !67
  call void @llvm.dbg.value(metadata i64 2, metadata !54, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 2, metadata !54, metadata !DIExpression()), !dbg !97
  %26 = call noalias i8* @malloc(i64 noundef %21) #7, !dbg !98
  %27 = bitcast i8* %26 to float*, !dbg !100
  call void @llvm.dbg.value(metadata float* %27, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !67
  call void @llvm.dbg.value(metadata i64 3, metadata !54, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 3, metadata !54, metadata !DIExpression()), !dbg !97
  %28 = call noalias i8* @malloc(i64 noundef %21) #7, !dbg !98
  %29 = bitcast i8* %28 to float*, !dbg !100
  call void @llvm.dbg.value(metadata float* %29, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !67
  call void @llvm.dbg.value(metadata i64 4, metadata !54, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 4, metadata !54, metadata !DIExpression()), !dbg !97
  %30 = call noalias i8* @malloc(i64 noundef %21) #7, !dbg !98
  %31 = bitcast i8* %30 to float*, !dbg !100
  call void @llvm.dbg.value(metadata float* %31, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !67
  call void @llvm.dbg.value(metadata i64 5, metadata !54, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 5, metadata !54, metadata !DIExpression()), !dbg !97
  %32 = call noalias i8* @malloc(i64 noundef %21) #7, !dbg !98
  %33 = bitcast i8* %32 to float*, !dbg !100
  call void @llvm.dbg.value(metadata float* %33, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !67
  call void @llvm.dbg.value(metadata i64 6, metadata !54, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 6, metadata !54, metadata !DIExpression()), !dbg !97
  %34 = call noalias i8* @malloc(i64 noundef %21) #7, !dbg !98
  %35 = bitcast i8* %34 to float*, !dbg !100
  call void @llvm.dbg.value(metadata float* %35, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !67
  call void @llvm.dbg.value(metadata i64 7, metadata !54, metadata !DIExpression()), !dbg !97
  %36 = bitcast i8* %20 to %struct.particle*, !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !56, metadata !DIExpression()), !dbg !101
  %37 = icmp sgt i32 %16, 0, !dbg !102
  br i1 %37, label %38, label %331, !dbg !104

38:                                               ; preds = %15
  %39 = zext i32 %16 to i64, !dbg !102
  %40 = icmp ult i32 %16, 4, !dbg !104
  br i1 %40, label %88, label %41, !dbg !104

41:                                               ; preds = %38
  %42 = and i64 %39, 4294967292, !dbg !104
  br label %43, !dbg !104

43:                                               ; preds = %43, %41
  %44 = phi i64 [ 0, %41 ], [ %83, %43 ], !dbg !105
  %45 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %41 ], [ %84, %43 ], !dbg !106
  %46 = urem <4 x i32> %45, <i32 21, i32 21, i32 21, i32 21>, !dbg !106
  %47 = sitofp <4 x i32> %46 to <4 x float>, !dbg !108
  %48 = fadd <4 x float> %47, <float -1.000000e+01, float -1.000000e+01, float -1.000000e+01, float -1.000000e+01>, !dbg !109
  %49 = getelementptr inbounds float, float* %23, i64 %44, !dbg !105
  %50 = bitcast float* %49 to <4 x float>*, !dbg !110
  store <4 x float> %48, <4 x float>* %50, align 4, !dbg !110, !tbaa !111
  %51 = urem <4 x i32> %45, <i32 17, i32 17, i32 17, i32 17>, !dbg !113
  %52 = sitofp <4 x i32> %51 to <4 x float>, !dbg !114
  %53 = fadd <4 x float> %52, <float -8.000000e+00, float -8.000000e+00, float -8.000000e+00, float -8.000000e+00>, !dbg !115
  %54 = getelementptr inbounds float, float* %25, i64 %44, !dbg !105
  %55 = bitcast float* %54 to <4 x float>*, !dbg !116
  store <4 x float> %53, <4 x float>* %55, align 4, !dbg !116, !tbaa !111
  %56 = urem <4 x i32> %45, <i32 5, i32 5, i32 5, i32 5>, !dbg !117
  %57 = sitofp <4 x i32> %56 to <4 x float>, !dbg !118
  %58 = getelementptr inbounds float, float* %27, i64 %44, !dbg !105
  %59 = bitcast float* %58 to <4 x float>*, !dbg !119
  store <4 x float> %57, <4 x float>* %59, align 4, !dbg !119, !tbaa !111
  %60 = getelementptr inbounds float, float* %29, i64 %44, !dbg !105
  %61 = bitcast float* %60 to <4 x float>*, !dbg !120
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, <4 x float>* %61, align 4, !dbg !120, !tbaa !111
  %62 = getelementptr inbounds float, float* %31, i64 %44, !dbg !105
  %63 = bitcast float* %62 to <4 x float>*, !dbg !121
  store <4 x float> <float -5.000000e-01, float -5.000000e-01, float -5.000000e-01, float -5.000000e-01>, <4 x float>* %63, align 4, !dbg !121, !tbaa !111
  %64 = getelementptr inbounds float, float* %33, i64 %44, !dbg !105
  %65 = bitcast float* %64 to <4 x float>*, !dbg !122
  store <4 x float> zeroinitializer, <4 x float>* %65, align 4, !dbg !122, !tbaa !111
  %66 = urem <4 x i32> %45, <i32 3, i32 3, i32 3, i32 3>, !dbg !123
  %67 = sitofp <4 x i32> %66 to <4 x float>, !dbg !124
  %68 = fadd <4 x float> %67, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !125
  %69 = getelementptr inbounds float, float* %35, i64 %44, !dbg !105
  %70 = bitcast float* %69 to <4 x float>*, !dbg !126
  store <4 x float> %68, <4 x float>* %70, align 4, !dbg !126, !tbaa !111
  %71 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %44, i32 7, !dbg !105
  %72 = getelementptr inbounds i32, i32* %71, i64 -7, !dbg !105
  %73 = bitcast i32* %72 to <32 x i32>*, !dbg !105
  %74 = bitcast <4 x float> %57 to <4 x i32>, !dbg !127
  %75 = bitcast <4 x float> %68 to <4 x i32>, !dbg !127
  %76 = shufflevector <4 x float> %48, <4 x float> %53, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !127
  %77 = bitcast <8 x float> %76 to <8 x i32>, !dbg !127
  %78 = shufflevector <4 x i32> %74, <4 x i32> <i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !127
  %79 = shufflevector <4 x i32> %75, <4 x i32> %45, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !127
  %80 = shufflevector <8 x i32> %77, <8 x i32> %78, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !127
  %81 = shufflevector <8 x i32> <i32 -1090519040, i32 -1090519040, i32 -1090519040, i32 -1090519040, i32 0, i32 0, i32 0, i32 0>, <8 x i32> %79, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !127
  %82 = shufflevector <16 x i32> %80, <16 x i32> %81, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>, !dbg !127
  store <32 x i32> %82, <32 x i32>* %73, align 4, !dbg !127, !tbaa !128
  %83 = add nuw i64 %44, 4, !dbg !105
  %84 = add <4 x i32> %45, <i32 4, i32 4, i32 4, i32 4>, !dbg !106
  %85 = icmp eq i64 %83, %42, !dbg !105
  br i1 %85, label %86, label %43, !dbg !105, !llvm.loop !129

86:                                               ; preds = %43
  %87 = icmp eq i64 %42, %39, !dbg !104
  br i1 %87, label %90, label %88, !dbg !104

88:                                               ; preds = %38, %86
  %89 = phi i64 [ 0, %38 ], [ %42, %86 ]
  br label %297, !dbg !104

90:                                               ; preds = %297, %86
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !133
  %91 = icmp sgt i32 %17, 0, !dbg !134
  br i1 %91, label %92, label %328, !dbg !136

92:                                               ; preds = %90
  %93 = zext i32 %16 to i64
  br i1 %37, label %94, label %331, !dbg !137

94:                                               ; preds = %92
  %95 = icmp ult i32 %16, 4
  %96 = and i64 %39, 4294967292
  %97 = icmp eq i64 %96, %39
  %98 = icmp ult i32 %16, 4
  %99 = and i64 %39, 4294967292
  %100 = icmp eq i64 %99, %39
  br label %101, !dbg !136

101:                                              ; preds = %94, %294
  %102 = phi i32 [ %295, %294 ], [ 0, %94 ]
  call void @llvm.dbg.value(metadata i32 %102, metadata !58, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 %8, metadata !143, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata %struct.particle* %36, metadata !144, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata float 0x3FA99999A0000000, metadata !145, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata i32 0, metadata !146, metadata !DIExpression()) #7, !dbg !155
  br label %103, !dbg !137

103:                                              ; preds = %145, %101
  %104 = phi i64 [ 0, %101 ], [ %146, %145 ]
  call void @llvm.dbg.value(metadata i64 %104, metadata !146, metadata !DIExpression()) #7, !dbg !155
  %105 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %104, i32 0, !dbg !156
  %106 = load float, float* %105, align 4, !dbg !156, !tbaa !157
  %107 = fneg float %106, !dbg !160
  %108 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %104, i32 6, !dbg !161
  %109 = load float, float* %108, align 4, !dbg !161, !tbaa !162
  %110 = fdiv float %107, %109, !dbg !163
  call void @llvm.dbg.value(metadata float %110, metadata !147, metadata !DIExpression()) #7, !dbg !164
  %111 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %104, i32 1, !dbg !165
  %112 = load float, float* %111, align 4, !dbg !165, !tbaa !166
  %113 = fneg float %112, !dbg !167
  %114 = fdiv float %113, %109, !dbg !168
  call void @llvm.dbg.value(metadata float %114, metadata !150, metadata !DIExpression()) #7, !dbg !164
  %115 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %104, i32 2, !dbg !169
  %116 = load float, float* %115, align 4, !dbg !169, !tbaa !170
  %117 = fneg float %116, !dbg !171
  %118 = fdiv float %117, %109, !dbg !172
  call void @llvm.dbg.value(metadata float %118, metadata !151, metadata !DIExpression()) #7, !dbg !164
  %119 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %104, i32 3, !dbg !173
  %120 = load float, float* %119, align 4, !dbg !173, !tbaa !174
  %121 = fmul float %110, 0x3FA99999A0000000, !dbg !175
  %122 = call float @llvm.fmuladd.f32(float %120, float 0x3FEFAE1480000000, float %121) #7, !dbg !176
  store float %122, float* %119, align 4, !dbg !177, !tbaa !174
  %123 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %104, i32 4, !dbg !178
  %124 = load float, float* %123, align 4, !dbg !178, !tbaa !179
  %125 = fmul float %114, 0x3FA99999A0000000, !dbg !180
  %126 = call float @llvm.fmuladd.f32(float %124, float 0x3FEFAE1480000000, float %125) #7, !dbg !181
  store float %126, float* %123, align 4, !dbg !182, !tbaa !179
  %127 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %104, i32 5, !dbg !183
  %128 = load float, float* %127, align 4, !dbg !183, !tbaa !184
  %129 = fmul float %118, 0x3FA99999A0000000, !dbg !185
  %130 = call float @llvm.fmuladd.f32(float %128, float 0x3FEFAE1480000000, float %129) #7, !dbg !186
  store float %130, float* %127, align 4, !dbg !187, !tbaa !184
  %131 = call float @llvm.fmuladd.f32(float %122, float 0x3FA99999A0000000, float %106) #7, !dbg !188
  store float %131, float* %105, align 4, !dbg !188, !tbaa !157
  %132 = call float @llvm.fmuladd.f32(float %126, float 0x3FA99999A0000000, float %112) #7, !dbg !189
  store float %132, float* %111, align 4, !dbg !189, !tbaa !166
  %133 = call float @llvm.fmuladd.f32(float %130, float 0x3FA99999A0000000, float %116) #7, !dbg !190
  store float %133, float* %115, align 4, !dbg !190, !tbaa !170
  %134 = fcmp ogt float %131, 1.000000e+01, !dbg !191
  %135 = fcmp olt float %131, -1.000000e+01
  %136 = or i1 %134, %135, !dbg !193
  br i1 %136, label %137, label %139, !dbg !193

137:                                              ; preds = %103
  %138 = fneg float %122, !dbg !194
  store float %138, float* %119, align 4, !dbg !195, !tbaa !174
  br label %139, !dbg !196

139:                                              ; preds = %137, %103
  %140 = fcmp ogt float %132, 1.000000e+01, !dbg !197
  %141 = fcmp olt float %132, -1.000000e+01
  %142 = or i1 %140, %141, !dbg !199
  br i1 %142, label %143, label %145, !dbg !199

143:                                              ; preds = %139
  %144 = fneg float %126, !dbg !200
  store float %144, float* %123, align 4, !dbg !201, !tbaa !179
  br label %145, !dbg !202

145:                                              ; preds = %143, %139
  %146 = add nuw nsw i64 %104, 1, !dbg !203
  call void @llvm.dbg.value(metadata i64 %146, metadata !146, metadata !DIExpression()) #7, !dbg !155
  %147 = icmp eq i64 %146, %93, !dbg !204
  br i1 %147, label %148, label %103, !dbg !137, !llvm.loop !205

148:                                              ; preds = %145
  br i1 %95, label %188, label %149, !dbg !207

149:                                              ; preds = %148, %149
  %150 = phi i64 [ %185, %149 ], [ 0, %148 ], !dbg !226
  %151 = getelementptr inbounds float, float* %35, i64 %150, !dbg !226
  %152 = bitcast float* %151 to <4 x float>*, !dbg !227
  %153 = load <4 x float>, <4 x float>* %152, align 4, !dbg !227, !tbaa !111
  %154 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %153, !dbg !228
  %155 = getelementptr inbounds float, float* %29, i64 %150, !dbg !226
  %156 = bitcast float* %155 to <4 x float>*, !dbg !229
  %157 = load <4 x float>, <4 x float>* %156, align 4, !dbg !229, !tbaa !111
  %158 = getelementptr inbounds float, float* %23, i64 %150, !dbg !226
  %159 = bitcast float* %158 to <4 x float>*, !dbg !230
  %160 = load <4 x float>, <4 x float>* %159, align 4, !dbg !230, !tbaa !111
  %161 = fmul <4 x float> %160, <float 0xBFA99999A0000000, float 0xBFA99999A0000000, float 0xBFA99999A0000000, float 0xBFA99999A0000000>, !dbg !231
  %162 = fmul <4 x float> %154, %161, !dbg !231
  %163 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %157, <4 x float> <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEFAE1480000000>, <4 x float> %162), !dbg !231
  %164 = bitcast float* %155 to <4 x float>*, !dbg !232
  store <4 x float> %163, <4 x float>* %164, align 4, !dbg !232, !tbaa !111
  %165 = getelementptr inbounds float, float* %31, i64 %150, !dbg !226
  %166 = bitcast float* %165 to <4 x float>*, !dbg !233
  %167 = load <4 x float>, <4 x float>* %166, align 4, !dbg !233, !tbaa !111
  %168 = getelementptr inbounds float, float* %25, i64 %150, !dbg !226
  %169 = bitcast float* %168 to <4 x float>*, !dbg !234
  %170 = load <4 x float>, <4 x float>* %169, align 4, !dbg !234, !tbaa !111
  %171 = fmul <4 x float> %170, <float 0xBFA99999A0000000, float 0xBFA99999A0000000, float 0xBFA99999A0000000, float 0xBFA99999A0000000>, !dbg !235
  %172 = fmul <4 x float> %154, %171, !dbg !235
  %173 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %167, <4 x float> <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEFAE1480000000>, <4 x float> %172), !dbg !235
  %174 = bitcast float* %165 to <4 x float>*, !dbg !236
  store <4 x float> %173, <4 x float>* %174, align 4, !dbg !236, !tbaa !111
  %175 = getelementptr inbounds float, float* %33, i64 %150, !dbg !226
  %176 = bitcast float* %175 to <4 x float>*, !dbg !237
  %177 = load <4 x float>, <4 x float>* %176, align 4, !dbg !237, !tbaa !111
  %178 = getelementptr inbounds float, float* %27, i64 %150, !dbg !226
  %179 = bitcast float* %178 to <4 x float>*, !dbg !238
  %180 = load <4 x float>, <4 x float>* %179, align 4, !dbg !238, !tbaa !111
  %181 = fmul <4 x float> %180, <float 0xBFA99999A0000000, float 0xBFA99999A0000000, float 0xBFA99999A0000000, float 0xBFA99999A0000000>, !dbg !239
  %182 = fmul <4 x float> %154, %181, !dbg !239
  %183 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %177, <4 x float> <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEFAE1480000000>, <4 x float> %182), !dbg !239
  %184 = bitcast float* %175 to <4 x float>*, !dbg !240
  store <4 x float> %183, <4 x float>* %184, align 4, !dbg !240, !tbaa !111
  %185 = add nuw i64 %150, 4, !dbg !226
  %186 = icmp eq i64 %185, %96, !dbg !226
  br i1 %186, label %187, label %149, !dbg !226, !llvm.loop !241

187:                                              ; preds = %149
  br i1 %97, label %218, label %188, !dbg !207

188:                                              ; preds = %148, %187
  %189 = phi i64 [ 0, %148 ], [ %96, %187 ]
  br label %190, !dbg !207

190:                                              ; preds = %188, %190
  %191 = phi i64 [ %216, %190 ], [ %189, %188 ]
  call void @llvm.dbg.value(metadata i64 %191, metadata !217, metadata !DIExpression()) #7, !dbg !243
  %192 = getelementptr inbounds float, float* %35, i64 %191, !dbg !227
  %193 = load float, float* %192, align 4, !dbg !227, !tbaa !111
  %194 = fdiv float 1.000000e+00, %193, !dbg !228
  call void @llvm.dbg.value(metadata float %194, metadata !218, metadata !DIExpression()) #7, !dbg !244
  %195 = getelementptr inbounds float, float* %29, i64 %191, !dbg !229
  %196 = load float, float* %195, align 4, !dbg !229, !tbaa !111
  %197 = getelementptr inbounds float, float* %23, i64 %191, !dbg !230
  %198 = load float, float* %197, align 4, !dbg !230, !tbaa !111
  %199 = fmul float %198, 0xBFA99999A0000000, !dbg !231
  %200 = fmul float %194, %199, !dbg !231
  %201 = call float @llvm.fmuladd.f32(float %196, float 0x3FEFAE1480000000, float %200) #7, !dbg !231
  store float %201, float* %195, align 4, !dbg !232, !tbaa !111
  %202 = getelementptr inbounds float, float* %31, i64 %191, !dbg !233
  %203 = load float, float* %202, align 4, !dbg !233, !tbaa !111
  %204 = getelementptr inbounds float, float* %25, i64 %191, !dbg !234
  %205 = load float, float* %204, align 4, !dbg !234, !tbaa !111
  %206 = fmul float %205, 0xBFA99999A0000000, !dbg !235
  %207 = fmul float %194, %206, !dbg !235
  %208 = call float @llvm.fmuladd.f32(float %203, float 0x3FEFAE1480000000, float %207) #7, !dbg !235
  store float %208, float* %202, align 4, !dbg !236, !tbaa !111
  %209 = getelementptr inbounds float, float* %33, i64 %191, !dbg !237
  %210 = load float, float* %209, align 4, !dbg !237, !tbaa !111
  %211 = getelementptr inbounds float, float* %27, i64 %191, !dbg !238
  %212 = load float, float* %211, align 4, !dbg !238, !tbaa !111
  %213 = fmul float %212, 0xBFA99999A0000000, !dbg !239
  %214 = fmul float %194, %213, !dbg !239
  %215 = call float @llvm.fmuladd.f32(float %210, float 0x3FEFAE1480000000, float %214) #7, !dbg !239
  store float %215, float* %209, align 4, !dbg !240, !tbaa !111
  %216 = add nuw nsw i64 %191, 1, !dbg !226
  call void @llvm.dbg.value(metadata i64 %216, metadata !217, metadata !DIExpression()) #7, !dbg !243
  %217 = icmp eq i64 %216, %93, !dbg !245
  br i1 %217, label %218, label %190, !dbg !207, !llvm.loop !246

218:                                              ; preds = %190, %187
  br i1 %98, label %248, label %219, !dbg !248

219:                                              ; preds = %218, %219
  %220 = phi i64 [ %245, %219 ], [ 0, %218 ], !dbg !249
  %221 = getelementptr inbounds float, float* %29, i64 %220, !dbg !249
  %222 = bitcast float* %221 to <4 x float>*, !dbg !251
  %223 = load <4 x float>, <4 x float>* %222, align 4, !dbg !251, !tbaa !111
  %224 = getelementptr inbounds float, float* %23, i64 %220, !dbg !249
  %225 = bitcast float* %224 to <4 x float>*, !dbg !253
  %226 = load <4 x float>, <4 x float>* %225, align 4, !dbg !253, !tbaa !111
  %227 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %223, <4 x float> <float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000>, <4 x float> %226), !dbg !253
  %228 = bitcast float* %224 to <4 x float>*, !dbg !253
  store <4 x float> %227, <4 x float>* %228, align 4, !dbg !253, !tbaa !111
  %229 = getelementptr inbounds float, float* %31, i64 %220, !dbg !249
  %230 = bitcast float* %229 to <4 x float>*, !dbg !254
  %231 = load <4 x float>, <4 x float>* %230, align 4, !dbg !254, !tbaa !111
  %232 = getelementptr inbounds float, float* %25, i64 %220, !dbg !249
  %233 = bitcast float* %232 to <4 x float>*, !dbg !255
  %234 = load <4 x float>, <4 x float>* %233, align 4, !dbg !255, !tbaa !111
  %235 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %231, <4 x float> <float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000>, <4 x float> %234), !dbg !255
  %236 = bitcast float* %232 to <4 x float>*, !dbg !255
  store <4 x float> %235, <4 x float>* %236, align 4, !dbg !255, !tbaa !111
  %237 = getelementptr inbounds float, float* %33, i64 %220, !dbg !249
  %238 = bitcast float* %237 to <4 x float>*, !dbg !256
  %239 = load <4 x float>, <4 x float>* %238, align 4, !dbg !256, !tbaa !111
  %240 = getelementptr inbounds float, float* %27, i64 %220, !dbg !249
  %241 = bitcast float* %240 to <4 x float>*, !dbg !257
  %242 = load <4 x float>, <4 x float>* %241, align 4, !dbg !257, !tbaa !111
  %243 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %239, <4 x float> <float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000>, <4 x float> %242), !dbg !257
  %244 = bitcast float* %240 to <4 x float>*, !dbg !257
  store <4 x float> %243, <4 x float>* %244, align 4, !dbg !257, !tbaa !111
  %245 = add nuw i64 %220, 4, !dbg !249
  %246 = icmp eq i64 %245, %99, !dbg !249
  br i1 %246, label %247, label %219, !dbg !249, !llvm.loop !258

247:                                              ; preds = %219
  br i1 %100, label %269, label %248, !dbg !248

248:                                              ; preds = %218, %247
  %249 = phi i64 [ 0, %218 ], [ %99, %247 ]
  br label %250, !dbg !248

250:                                              ; preds = %248, %250
  %251 = phi i64 [ %267, %250 ], [ %249, %248 ]
  call void @llvm.dbg.value(metadata i64 %251, metadata !221, metadata !DIExpression()) #7, !dbg !260
  %252 = getelementptr inbounds float, float* %29, i64 %251, !dbg !251
  %253 = load float, float* %252, align 4, !dbg !251, !tbaa !111
  %254 = getelementptr inbounds float, float* %23, i64 %251, !dbg !261
  %255 = load float, float* %254, align 4, !dbg !253, !tbaa !111
  %256 = call float @llvm.fmuladd.f32(float %253, float 0x3FA99999A0000000, float %255) #7, !dbg !253
  store float %256, float* %254, align 4, !dbg !253, !tbaa !111
  %257 = getelementptr inbounds float, float* %31, i64 %251, !dbg !254
  %258 = load float, float* %257, align 4, !dbg !254, !tbaa !111
  %259 = getelementptr inbounds float, float* %25, i64 %251, !dbg !262
  %260 = load float, float* %259, align 4, !dbg !255, !tbaa !111
  %261 = call float @llvm.fmuladd.f32(float %258, float 0x3FA99999A0000000, float %260) #7, !dbg !255
  store float %261, float* %259, align 4, !dbg !255, !tbaa !111
  %262 = getelementptr inbounds float, float* %33, i64 %251, !dbg !256
  %263 = load float, float* %262, align 4, !dbg !256, !tbaa !111
  %264 = getelementptr inbounds float, float* %27, i64 %251, !dbg !263
  %265 = load float, float* %264, align 4, !dbg !257, !tbaa !111
  %266 = call float @llvm.fmuladd.f32(float %263, float 0x3FA99999A0000000, float %265) #7, !dbg !257
  store float %266, float* %264, align 4, !dbg !257, !tbaa !111
  %267 = add nuw nsw i64 %251, 1, !dbg !249
  call void @llvm.dbg.value(metadata i64 %267, metadata !221, metadata !DIExpression()) #7, !dbg !260
  %268 = icmp eq i64 %267, %93, !dbg !264
  br i1 %268, label %269, label %250, !dbg !248, !llvm.loop !265

269:                                              ; preds = %250, %247
  br label %270, !dbg !266

270:                                              ; preds = %269, %291
  %271 = phi i64 [ %292, %291 ], [ 0, %269 ]
  call void @llvm.dbg.value(metadata i64 %271, metadata !223, metadata !DIExpression()) #7, !dbg !267
  %272 = getelementptr inbounds float, float* %23, i64 %271, !dbg !268
  %273 = load float, float* %272, align 4, !dbg !268, !tbaa !111
  %274 = fcmp ogt float %273, 1.000000e+01, !dbg !272
  %275 = fcmp olt float %273, -1.000000e+01
  %276 = or i1 %274, %275, !dbg !273
  br i1 %276, label %277, label %281, !dbg !273

277:                                              ; preds = %270
  %278 = getelementptr inbounds float, float* %29, i64 %271, !dbg !274
  %279 = load float, float* %278, align 4, !dbg !274, !tbaa !111
  %280 = fneg float %279, !dbg !275
  store float %280, float* %278, align 4, !dbg !276, !tbaa !111
  br label %281, !dbg !277

281:                                              ; preds = %277, %270
  %282 = getelementptr inbounds float, float* %25, i64 %271, !dbg !278
  %283 = load float, float* %282, align 4, !dbg !278, !tbaa !111
  %284 = fcmp ogt float %283, 1.000000e+01, !dbg !280
  %285 = fcmp olt float %283, -1.000000e+01
  %286 = or i1 %284, %285, !dbg !281
  br i1 %286, label %287, label %291, !dbg !281

287:                                              ; preds = %281
  %288 = getelementptr inbounds float, float* %31, i64 %271, !dbg !282
  %289 = load float, float* %288, align 4, !dbg !282, !tbaa !111
  %290 = fneg float %289, !dbg !283
  store float %290, float* %288, align 4, !dbg !284, !tbaa !111
  br label %291, !dbg !285

291:                                              ; preds = %287, %281
  %292 = add nuw nsw i64 %271, 1, !dbg !286
  call void @llvm.dbg.value(metadata i64 %292, metadata !223, metadata !DIExpression()) #7, !dbg !267
  %293 = icmp eq i64 %292, %93, !dbg !287
  br i1 %293, label %294, label %270, !dbg !266, !llvm.loop !288

294:                                              ; preds = %291
  %295 = add nuw nsw i32 %102, 1, !dbg !290
  call void @llvm.dbg.value(metadata i32 %295, metadata !58, metadata !DIExpression()), !dbg !133
  %296 = icmp eq i32 %295, %17, !dbg !134
  br i1 %296, label %328, label %101, !dbg !136, !llvm.loop !291

297:                                              ; preds = %88, %297
  %298 = phi i64 [ %326, %297 ], [ %89, %88 ]
  call void @llvm.dbg.value(metadata i64 %298, metadata !56, metadata !DIExpression()), !dbg !101
  %299 = trunc i64 %298 to i32, !dbg !106
  %300 = urem i32 %299, 21, !dbg !106
  %301 = sitofp i32 %300 to float, !dbg !108
  %302 = fadd float %301, -1.000000e+01, !dbg !109
  %303 = getelementptr inbounds float, float* %23, i64 %298, !dbg !293
  store float %302, float* %303, align 4, !dbg !110, !tbaa !111
  %304 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %298, i32 0, !dbg !294
  store float %302, float* %304, align 4, !dbg !295, !tbaa !157
  %305 = urem i32 %299, 17, !dbg !113
  %306 = sitofp i32 %305 to float, !dbg !114
  %307 = fadd float %306, -8.000000e+00, !dbg !115
  %308 = getelementptr inbounds float, float* %25, i64 %298, !dbg !296
  store float %307, float* %308, align 4, !dbg !116, !tbaa !111
  %309 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %298, i32 1, !dbg !297
  store float %307, float* %309, align 4, !dbg !298, !tbaa !166
  %310 = urem i32 %299, 5, !dbg !117
  %311 = sitofp i32 %310 to float, !dbg !118
  %312 = getelementptr inbounds float, float* %27, i64 %298, !dbg !299
  store float %311, float* %312, align 4, !dbg !119, !tbaa !111
  %313 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %298, i32 2, !dbg !300
  store float %311, float* %313, align 4, !dbg !301, !tbaa !170
  %314 = getelementptr inbounds float, float* %29, i64 %298, !dbg !302
  store float 1.000000e+00, float* %314, align 4, !dbg !120, !tbaa !111
  %315 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %298, i32 3, !dbg !303
  store float 1.000000e+00, float* %315, align 4, !dbg !304, !tbaa !174
  %316 = getelementptr inbounds float, float* %31, i64 %298, !dbg !305
  store float -5.000000e-01, float* %316, align 4, !dbg !121, !tbaa !111
  %317 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %298, i32 4, !dbg !306
  store float -5.000000e-01, float* %317, align 4, !dbg !307, !tbaa !179
  %318 = getelementptr inbounds float, float* %33, i64 %298, !dbg !308
  store float 0.000000e+00, float* %318, align 4, !dbg !122, !tbaa !111
  %319 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %298, i32 5, !dbg !309
  store float 0.000000e+00, float* %319, align 4, !dbg !310, !tbaa !184
  %320 = urem i32 %299, 3, !dbg !123
  %321 = sitofp i32 %320 to float, !dbg !124
  %322 = fadd float %321, 1.000000e+00, !dbg !125
  %323 = getelementptr inbounds float, float* %35, i64 %298, !dbg !311
  store float %322, float* %323, align 4, !dbg !126, !tbaa !111
  %324 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %298, i32 6, !dbg !312
  store float %322, float* %324, align 4, !dbg !313, !tbaa !162
  %325 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %298, i32 7, !dbg !314
  store i32 %299, i32* %325, align 4, !dbg !127, !tbaa !315
  %326 = add nuw nsw i64 %298, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %326, metadata !56, metadata !DIExpression()), !dbg !101
  %327 = icmp eq i64 %326, %39, !dbg !102
  br i1 %327, label %90, label %297, !dbg !104, !llvm.loop !316

328:                                              ; preds = %294, %90
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()), !dbg !317
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !62, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !60, metadata !DIExpression()), !dbg !67
  br i1 %37, label %329, label %331, !dbg !318

329:                                              ; preds = %328
  %330 = zext i32 %16 to i64, !dbg !319
  br label %336, !dbg !318

331:                                              ; preds = %336, %15, %92, %328
  %332 = phi <2 x double> [ zeroinitializer, %328 ], [ zeroinitializer, %92 ], [ zeroinitializer, %15 ], [ %360, %336 ], !dbg !67
  %333 = extractelement <2 x double> %332, i64 0, !dbg !321
  %334 = extractelement <2 x double> %332, i64 1, !dbg !321
  %335 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), double noundef %333, double noundef %334), !dbg !321
  call void @free(i8* noundef %20) #7, !dbg !322
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !323
  call void @free(i8* noundef %22) #7, !dbg !324
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !323
  call void @free(i8* noundef %24) #7, !dbg !324
  call void @llvm.dbg.value(metadata i64 2, metadata !65, metadata !DIExpression()), !dbg !323
  call void @free(i8* noundef %26) #7, !dbg !324
  call void @llvm.dbg.value(metadata i64 3, metadata !65, metadata !DIExpression()), !dbg !323
  call void @free(i8* noundef %28) #7, !dbg !324
  call void @llvm.dbg.value(metadata i64 4, metadata !65, metadata !DIExpression()), !dbg !323
  call void @free(i8* noundef %30) #7, !dbg !324
  call void @llvm.dbg.value(metadata i64 5, metadata !65, metadata !DIExpression()), !dbg !323
  call void @free(i8* noundef %32) #7, !dbg !324
  call void @llvm.dbg.value(metadata i64 6, metadata !65, metadata !DIExpression()), !dbg !323
  call void @free(i8* noundef %34) #7, !dbg !324
  call void @llvm.dbg.value(metadata i64 7, metadata !65, metadata !DIExpression()), !dbg !323
  ret i32 0, !dbg !326

336:                                              ; preds = %329, %336
  %337 = phi i64 [ 0, %329 ], [ %361, %336 ]
  %338 = phi <2 x double> [ zeroinitializer, %329 ], [ %360, %336 ]
  call void @llvm.dbg.value(metadata i64 %337, metadata !63, metadata !DIExpression()), !dbg !317
  call void @llvm.dbg.value(metadata double undef, metadata !62, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double undef, metadata !60, metadata !DIExpression()), !dbg !67
  %339 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %337, i32 0, !dbg !327
  %340 = load float, float* %339, align 4, !dbg !327, !tbaa !157
  %341 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %337, i32 1, !dbg !329
  %342 = load float, float* %341, align 4, !dbg !329, !tbaa !166
  %343 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %337, i32 2, !dbg !330
  %344 = load float, float* %343, align 4, !dbg !330, !tbaa !170
  call void @llvm.dbg.value(metadata double undef, metadata !60, metadata !DIExpression()), !dbg !67
  %345 = getelementptr inbounds float, float* %23, i64 %337, !dbg !331
  %346 = load float, float* %345, align 4, !dbg !331, !tbaa !111
  %347 = getelementptr inbounds float, float* %25, i64 %337, !dbg !332
  %348 = load float, float* %347, align 4, !dbg !332, !tbaa !111
  %349 = insertelement <2 x float> poison, float %340, i64 0, !dbg !333
  %350 = insertelement <2 x float> %349, float %346, i64 1, !dbg !333
  %351 = insertelement <2 x float> poison, float %342, i64 0, !dbg !333
  %352 = insertelement <2 x float> %351, float %348, i64 1, !dbg !333
  %353 = fadd <2 x float> %350, %352, !dbg !333
  %354 = getelementptr inbounds float, float* %27, i64 %337, !dbg !334
  %355 = load float, float* %354, align 4, !dbg !334, !tbaa !111
  %356 = insertelement <2 x float> poison, float %344, i64 0, !dbg !335
  %357 = insertelement <2 x float> %356, float %355, i64 1, !dbg !335
  %358 = fadd <2 x float> %353, %357, !dbg !335
  %359 = fpext <2 x float> %358 to <2 x double>, !dbg !336
  %360 = fadd <2 x double> %338, %359, !dbg !337
  call void @llvm.dbg.value(metadata double undef, metadata !62, metadata !DIExpression()), !dbg !67
  %361 = add nuw nsw i64 %337, 1, !dbg !338
  call void @llvm.dbg.value(metadata i64 %361, metadata !63, metadata !DIExpression()), !dbg !317
  %362 = icmp eq i64 %361, %330, !dbg !319
  br i1 %362, label %331, label %336, !dbg !318, !llvm.loop !339
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "particles_soa_aos.c", directory: ".", checksumkind: CSK_MD5, checksum: "9274b198818f21eb51a2c6ab45e71e32")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 59, type: !17, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !5}
!19 = !{!20, !21, !22, !23, !24, !37, !49, !54, !56, !58, !60, !62, !63, !65}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 59, type: !4)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 59, type: !5)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 61, type: !4)
!23 = !DILocalVariable(name: "steps", scope: !16, file: !1, line: 62, type: !4)
!24 = !DILocalVariable(name: "p", scope: !16, file: !1, line: 63, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "particle", file: !1, line: 12, baseType: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 7, size: 256, elements: !28)
!28 = !{!29, !30, !31, !32, !33, !34, !35, !36}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !27, file: !1, line: 8, baseType: !3, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !27, file: !1, line: 8, baseType: !3, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !27, file: !1, line: 8, baseType: !3, size: 32, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "vx", scope: !27, file: !1, line: 9, baseType: !3, size: 32, offset: 96)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "vy", scope: !27, file: !1, line: 9, baseType: !3, size: 32, offset: 128)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "vz", scope: !27, file: !1, line: 9, baseType: !3, size: 32, offset: 160)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !27, file: !1, line: 10, baseType: !3, size: 32, offset: 192)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !27, file: !1, line: 11, baseType: !4, size: 32, offset: 224)
!37 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 64, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "particles_soa", file: !1, line: 18, baseType: !39)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 14, size: 448, elements: !40)
!40 = !{!41, !43, !44, !45, !46, !47, !48}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !39, file: !1, line: 15, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !39, file: !1, line: 15, baseType: !42, size: 64, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !39, file: !1, line: 15, baseType: !42, size: 64, offset: 128)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "vx", scope: !39, file: !1, line: 16, baseType: !42, size: 64, offset: 192)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "vy", scope: !39, file: !1, line: 16, baseType: !42, size: 64, offset: 256)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "vz", scope: !39, file: !1, line: 16, baseType: !42, size: 64, offset: 320)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !39, file: !1, line: 17, baseType: !42, size: 64, offset: 384)
!49 = !DILocalVariable(name: "fields", scope: !16, file: !1, line: 65, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 448, elements: !52)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!52 = !{!53}
!53 = !DISubrange(count: 7)
!54 = !DILocalVariable(name: "f", scope: !55, file: !1, line: 66, type: !4)
!55 = distinct !DILexicalBlock(scope: !16, file: !1, line: 66, column: 3)
!56 = !DILocalVariable(name: "i", scope: !57, file: !1, line: 68, type: !4)
!57 = distinct !DILexicalBlock(scope: !16, file: !1, line: 68, column: 3)
!58 = !DILocalVariable(name: "t", scope: !59, file: !1, line: 78, type: !4)
!59 = distinct !DILexicalBlock(scope: !16, file: !1, line: 78, column: 3)
!60 = !DILocalVariable(name: "ea", scope: !16, file: !1, line: 82, type: !61)
!61 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!62 = !DILocalVariable(name: "es", scope: !16, file: !1, line: 82, type: !61)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 83, type: !4)
!64 = distinct !DILexicalBlock(scope: !16, file: !1, line: 83, column: 3)
!65 = !DILocalVariable(name: "f", scope: !66, file: !1, line: 89, type: !4)
!66 = distinct !DILexicalBlock(scope: !16, file: !1, line: 89, column: 3)
!67 = !DILocation(line: 0, scope: !16)
!68 = !DILocation(line: 61, column: 16, scope: !16)
!69 = !DILocation(line: 61, column: 11, scope: !16)
!70 = !DILocation(line: 61, column: 27, scope: !16)
!71 = !{!72, !72, i64 0}
!72 = !{!"any pointer", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !DILocalVariable(name: "__nptr", arg: 1, scope: !76, file: !77, line: 362, type: !80)
!76 = distinct !DISubprogram(name: "atoi", scope: !77, file: !77, line: 362, type: !78, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !82)
!77 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!78 = !DISubroutineType(types: !79)
!79 = !{!4, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!82 = !{!75}
!83 = !DILocation(line: 0, scope: !76, inlinedAt: !84)
!84 = distinct !DILocation(line: 61, column: 22, scope: !16)
!85 = !DILocation(line: 364, column: 16, scope: !76, inlinedAt: !84)
!86 = !DILocation(line: 364, column: 10, scope: !76, inlinedAt: !84)
!87 = !DILocation(line: 62, column: 20, scope: !16)
!88 = !DILocation(line: 62, column: 15, scope: !16)
!89 = !DILocation(line: 62, column: 31, scope: !16)
!90 = !DILocation(line: 0, scope: !76, inlinedAt: !91)
!91 = distinct !DILocation(line: 62, column: 26, scope: !16)
!92 = !DILocation(line: 364, column: 16, scope: !76, inlinedAt: !91)
!93 = !DILocation(line: 364, column: 10, scope: !76, inlinedAt: !91)
!94 = !DILocation(line: 63, column: 24, scope: !16)
!95 = !DILocation(line: 63, column: 26, scope: !16)
!96 = !DILocation(line: 63, column: 17, scope: !16)
!97 = !DILocation(line: 0, scope: !55)
!98 = !DILocation(line: 67, column: 18, scope: !99)
!99 = distinct !DILexicalBlock(scope: !55, file: !1, line: 66, column: 3)
!100 = !DILocation(line: 67, column: 16, scope: !99)
!101 = !DILocation(line: 0, scope: !57)
!102 = !DILocation(line: 68, column: 21, scope: !103)
!103 = distinct !DILexicalBlock(scope: !57, file: !1, line: 68, column: 3)
!104 = !DILocation(line: 68, column: 3, scope: !57)
!105 = !DILocation(line: 68, column: 27, scope: !103)
!106 = !DILocation(line: 69, column: 33, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !1, line: 68, column: 31)
!108 = !DILocation(line: 69, column: 23, scope: !107)
!109 = !DILocation(line: 69, column: 39, scope: !107)
!110 = !DILocation(line: 69, column: 21, scope: !107)
!111 = !{!112, !112, i64 0}
!112 = !{!"float", !73, i64 0}
!113 = !DILocation(line: 70, column: 33, scope: !107)
!114 = !DILocation(line: 70, column: 23, scope: !107)
!115 = !DILocation(line: 70, column: 39, scope: !107)
!116 = !DILocation(line: 70, column: 21, scope: !107)
!117 = !DILocation(line: 71, column: 33, scope: !107)
!118 = !DILocation(line: 71, column: 23, scope: !107)
!119 = !DILocation(line: 71, column: 21, scope: !107)
!120 = !DILocation(line: 72, column: 23, scope: !107)
!121 = !DILocation(line: 73, column: 23, scope: !107)
!122 = !DILocation(line: 74, column: 23, scope: !107)
!123 = !DILocation(line: 75, column: 39, scope: !107)
!124 = !DILocation(line: 75, column: 36, scope: !107)
!125 = !DILocation(line: 75, column: 34, scope: !107)
!126 = !DILocation(line: 75, column: 27, scope: !107)
!127 = !DILocation(line: 76, column: 13, scope: !107)
!128 = !{!73, !73, i64 0}
!129 = distinct !{!129, !104, !130, !131, !132}
!130 = !DILocation(line: 77, column: 3, scope: !57)
!131 = !{!"llvm.loop.mustprogress"}
!132 = !{!"llvm.loop.isvectorized", i32 1}
!133 = !DILocation(line: 0, scope: !59)
!134 = !DILocation(line: 78, column: 21, scope: !135)
!135 = distinct !DILexicalBlock(scope: !59, file: !1, line: 78, column: 3)
!136 = !DILocation(line: 78, column: 3, scope: !59)
!137 = !DILocation(line: 22, column: 3, scope: !138, inlinedAt: !152)
!138 = distinct !DILexicalBlock(scope: !139, file: !1, line: 22, column: 3)
!139 = distinct !DISubprogram(name: "step_aos", scope: !1, file: !1, line: 20, type: !140, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{null, !4, !25, !3}
!142 = !{!143, !144, !145, !146, !147, !150, !151}
!143 = !DILocalVariable(name: "n", arg: 1, scope: !139, file: !1, line: 20, type: !4)
!144 = !DILocalVariable(name: "p", arg: 2, scope: !139, file: !1, line: 20, type: !25)
!145 = !DILocalVariable(name: "dt", arg: 3, scope: !139, file: !1, line: 20, type: !3)
!146 = !DILocalVariable(name: "i", scope: !138, file: !1, line: 22, type: !4)
!147 = !DILocalVariable(name: "ax", scope: !148, file: !1, line: 23, type: !3)
!148 = distinct !DILexicalBlock(scope: !149, file: !1, line: 22, column: 31)
!149 = distinct !DILexicalBlock(scope: !138, file: !1, line: 22, column: 3)
!150 = !DILocalVariable(name: "ay", scope: !148, file: !1, line: 23, type: !3)
!151 = !DILocalVariable(name: "az", scope: !148, file: !1, line: 24, type: !3)
!152 = distinct !DILocation(line: 79, column: 5, scope: !153)
!153 = distinct !DILexicalBlock(scope: !135, file: !1, line: 78, column: 35)
!154 = !DILocation(line: 0, scope: !139, inlinedAt: !152)
!155 = !DILocation(line: 0, scope: !138, inlinedAt: !152)
!156 = !DILocation(line: 23, column: 22, scope: !148, inlinedAt: !152)
!157 = !{!158, !112, i64 0}
!158 = !{!"", !112, i64 0, !112, i64 4, !112, i64 8, !112, i64 12, !112, i64 16, !112, i64 20, !112, i64 24, !159, i64 28}
!159 = !{!"int", !73, i64 0}
!160 = !DILocation(line: 23, column: 16, scope: !148, inlinedAt: !152)
!161 = !DILocation(line: 23, column: 31, scope: !148, inlinedAt: !152)
!162 = !{!158, !112, i64 24}
!163 = !DILocation(line: 23, column: 24, scope: !148, inlinedAt: !152)
!164 = !DILocation(line: 0, scope: !148, inlinedAt: !152)
!165 = !DILocation(line: 23, column: 48, scope: !148, inlinedAt: !152)
!166 = !{!158, !112, i64 4}
!167 = !DILocation(line: 23, column: 42, scope: !148, inlinedAt: !152)
!168 = !DILocation(line: 23, column: 50, scope: !148, inlinedAt: !152)
!169 = !DILocation(line: 24, column: 22, scope: !148, inlinedAt: !152)
!170 = !{!158, !112, i64 8}
!171 = !DILocation(line: 24, column: 16, scope: !148, inlinedAt: !152)
!172 = !DILocation(line: 24, column: 24, scope: !148, inlinedAt: !152)
!173 = !DILocation(line: 25, column: 28, scope: !148, inlinedAt: !152)
!174 = !{!158, !112, i64 12}
!175 = !DILocation(line: 25, column: 36, scope: !148, inlinedAt: !152)
!176 = !DILocation(line: 25, column: 31, scope: !148, inlinedAt: !152)
!177 = !DILocation(line: 25, column: 13, scope: !148, inlinedAt: !152)
!178 = !DILocation(line: 26, column: 28, scope: !148, inlinedAt: !152)
!179 = !{!158, !112, i64 16}
!180 = !DILocation(line: 26, column: 36, scope: !148, inlinedAt: !152)
!181 = !DILocation(line: 26, column: 31, scope: !148, inlinedAt: !152)
!182 = !DILocation(line: 26, column: 13, scope: !148, inlinedAt: !152)
!183 = !DILocation(line: 27, column: 28, scope: !148, inlinedAt: !152)
!184 = !{!158, !112, i64 20}
!185 = !DILocation(line: 27, column: 36, scope: !148, inlinedAt: !152)
!186 = !DILocation(line: 27, column: 31, scope: !148, inlinedAt: !152)
!187 = !DILocation(line: 27, column: 13, scope: !148, inlinedAt: !152)
!188 = !DILocation(line: 28, column: 12, scope: !148, inlinedAt: !152)
!189 = !DILocation(line: 29, column: 12, scope: !148, inlinedAt: !152)
!190 = !DILocation(line: 30, column: 12, scope: !148, inlinedAt: !152)
!191 = !DILocation(line: 31, column: 16, scope: !192, inlinedAt: !152)
!192 = distinct !DILexicalBlock(scope: !148, file: !1, line: 31, column: 9)
!193 = !DILocation(line: 31, column: 24, scope: !192, inlinedAt: !152)
!194 = !DILocation(line: 32, column: 17, scope: !192, inlinedAt: !152)
!195 = !DILocation(line: 32, column: 15, scope: !192, inlinedAt: !152)
!196 = !DILocation(line: 32, column: 7, scope: !192, inlinedAt: !152)
!197 = !DILocation(line: 33, column: 16, scope: !198, inlinedAt: !152)
!198 = distinct !DILexicalBlock(scope: !148, file: !1, line: 33, column: 9)
!199 = !DILocation(line: 33, column: 24, scope: !198, inlinedAt: !152)
!200 = !DILocation(line: 34, column: 17, scope: !198, inlinedAt: !152)
!201 = !DILocation(line: 34, column: 15, scope: !198, inlinedAt: !152)
!202 = !DILocation(line: 34, column: 7, scope: !198, inlinedAt: !152)
!203 = !DILocation(line: 22, column: 27, scope: !149, inlinedAt: !152)
!204 = !DILocation(line: 22, column: 21, scope: !149, inlinedAt: !152)
!205 = distinct !{!205, !137, !206, !131}
!206 = !DILocation(line: 35, column: 3, scope: !138, inlinedAt: !152)
!207 = !DILocation(line: 40, column: 3, scope: !208, inlinedAt: !225)
!208 = distinct !DILexicalBlock(scope: !209, file: !1, line: 40, column: 3)
!209 = distinct !DISubprogram(name: "step_soa", scope: !1, file: !1, line: 38, type: !210, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !213)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !4, !212, !3}
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!213 = !{!214, !215, !216, !217, !218, !221, !223}
!214 = !DILocalVariable(name: "n", arg: 1, scope: !209, file: !1, line: 38, type: !4)
!215 = !DILocalVariable(name: "s", arg: 2, scope: !209, file: !1, line: 38, type: !212)
!216 = !DILocalVariable(name: "dt", arg: 3, scope: !209, file: !1, line: 38, type: !3)
!217 = !DILocalVariable(name: "i", scope: !208, file: !1, line: 40, type: !4)
!218 = !DILocalVariable(name: "inv", scope: !219, file: !1, line: 41, type: !3)
!219 = distinct !DILexicalBlock(scope: !220, file: !1, line: 40, column: 31)
!220 = distinct !DILexicalBlock(scope: !208, file: !1, line: 40, column: 3)
!221 = !DILocalVariable(name: "i", scope: !222, file: !1, line: 46, type: !4)
!222 = distinct !DILexicalBlock(scope: !209, file: !1, line: 46, column: 3)
!223 = !DILocalVariable(name: "i", scope: !224, file: !1, line: 51, type: !4)
!224 = distinct !DILexicalBlock(scope: !209, file: !1, line: 51, column: 3)
!225 = distinct !DILocation(line: 80, column: 5, scope: !153)
!226 = !DILocation(line: 40, column: 27, scope: !220, inlinedAt: !225)
!227 = !DILocation(line: 41, column: 24, scope: !219, inlinedAt: !225)
!228 = !DILocation(line: 41, column: 22, scope: !219, inlinedAt: !225)
!229 = !DILocation(line: 42, column: 24, scope: !219, inlinedAt: !225)
!230 = !DILocation(line: 42, column: 40, scope: !219, inlinedAt: !225)
!231 = !DILocation(line: 42, column: 33, scope: !219, inlinedAt: !225)
!232 = !DILocation(line: 42, column: 14, scope: !219, inlinedAt: !225)
!233 = !DILocation(line: 43, column: 24, scope: !219, inlinedAt: !225)
!234 = !DILocation(line: 43, column: 40, scope: !219, inlinedAt: !225)
!235 = !DILocation(line: 43, column: 33, scope: !219, inlinedAt: !225)
!236 = !DILocation(line: 43, column: 14, scope: !219, inlinedAt: !225)
!237 = !DILocation(line: 44, column: 24, scope: !219, inlinedAt: !225)
!238 = !DILocation(line: 44, column: 40, scope: !219, inlinedAt: !225)
!239 = !DILocation(line: 44, column: 33, scope: !219, inlinedAt: !225)
!240 = !DILocation(line: 44, column: 14, scope: !219, inlinedAt: !225)
!241 = distinct !{!241, !207, !242, !131, !132}
!242 = !DILocation(line: 45, column: 3, scope: !208, inlinedAt: !225)
!243 = !DILocation(line: 0, scope: !208, inlinedAt: !225)
!244 = !DILocation(line: 0, scope: !219, inlinedAt: !225)
!245 = !DILocation(line: 40, column: 21, scope: !220, inlinedAt: !225)
!246 = distinct !{!246, !207, !242, !131, !247, !132}
!247 = !{!"llvm.loop.unroll.runtime.disable"}
!248 = !DILocation(line: 46, column: 3, scope: !222, inlinedAt: !225)
!249 = !DILocation(line: 46, column: 27, scope: !250, inlinedAt: !225)
!250 = distinct !DILexicalBlock(scope: !222, file: !1, line: 46, column: 3)
!251 = !DILocation(line: 47, column: 21, scope: !252, inlinedAt: !225)
!252 = distinct !DILexicalBlock(scope: !250, file: !1, line: 46, column: 31)
!253 = !DILocation(line: 47, column: 13, scope: !252, inlinedAt: !225)
!254 = !DILocation(line: 48, column: 21, scope: !252, inlinedAt: !225)
!255 = !DILocation(line: 48, column: 13, scope: !252, inlinedAt: !225)
!256 = !DILocation(line: 49, column: 21, scope: !252, inlinedAt: !225)
!257 = !DILocation(line: 49, column: 13, scope: !252, inlinedAt: !225)
!258 = distinct !{!258, !248, !259, !131, !132}
!259 = !DILocation(line: 50, column: 3, scope: !222, inlinedAt: !225)
!260 = !DILocation(line: 0, scope: !222, inlinedAt: !225)
!261 = !DILocation(line: 47, column: 5, scope: !252, inlinedAt: !225)
!262 = !DILocation(line: 48, column: 5, scope: !252, inlinedAt: !225)
!263 = !DILocation(line: 49, column: 5, scope: !252, inlinedAt: !225)
!264 = !DILocation(line: 46, column: 21, scope: !250, inlinedAt: !225)
!265 = distinct !{!265, !248, !259, !131, !247, !132}
!266 = !DILocation(line: 51, column: 3, scope: !224, inlinedAt: !225)
!267 = !DILocation(line: 0, scope: !224, inlinedAt: !225)
!268 = !DILocation(line: 52, column: 9, scope: !269, inlinedAt: !225)
!269 = distinct !DILexicalBlock(scope: !270, file: !1, line: 52, column: 9)
!270 = distinct !DILexicalBlock(scope: !271, file: !1, line: 51, column: 31)
!271 = distinct !DILexicalBlock(scope: !224, file: !1, line: 51, column: 3)
!272 = !DILocation(line: 52, column: 17, scope: !269, inlinedAt: !225)
!273 = !DILocation(line: 52, column: 25, scope: !269, inlinedAt: !225)
!274 = !DILocation(line: 53, column: 19, scope: !269, inlinedAt: !225)
!275 = !DILocation(line: 53, column: 18, scope: !269, inlinedAt: !225)
!276 = !DILocation(line: 53, column: 16, scope: !269, inlinedAt: !225)
!277 = !DILocation(line: 53, column: 7, scope: !269, inlinedAt: !225)
!278 = !DILocation(line: 54, column: 9, scope: !279, inlinedAt: !225)
!279 = distinct !DILexicalBlock(scope: !270, file: !1, line: 54, column: 9)
!280 = !DILocation(line: 54, column: 17, scope: !279, inlinedAt: !225)
!281 = !DILocation(line: 54, column: 25, scope: !279, inlinedAt: !225)
!282 = !DILocation(line: 55, column: 19, scope: !279, inlinedAt: !225)
!283 = !DILocation(line: 55, column: 18, scope: !279, inlinedAt: !225)
!284 = !DILocation(line: 55, column: 16, scope: !279, inlinedAt: !225)
!285 = !DILocation(line: 55, column: 7, scope: !279, inlinedAt: !225)
!286 = !DILocation(line: 51, column: 27, scope: !271, inlinedAt: !225)
!287 = !DILocation(line: 51, column: 21, scope: !271, inlinedAt: !225)
!288 = distinct !{!288, !266, !289, !131}
!289 = !DILocation(line: 56, column: 3, scope: !224, inlinedAt: !225)
!290 = !DILocation(line: 78, column: 31, scope: !135)
!291 = distinct !{!291, !136, !292, !131}
!292 = !DILocation(line: 81, column: 3, scope: !59)
!293 = !DILocation(line: 69, column: 14, scope: !107)
!294 = !DILocation(line: 69, column: 10, scope: !107)
!295 = !DILocation(line: 69, column: 12, scope: !107)
!296 = !DILocation(line: 70, column: 14, scope: !107)
!297 = !DILocation(line: 70, column: 10, scope: !107)
!298 = !DILocation(line: 70, column: 12, scope: !107)
!299 = !DILocation(line: 71, column: 14, scope: !107)
!300 = !DILocation(line: 71, column: 10, scope: !107)
!301 = !DILocation(line: 71, column: 12, scope: !107)
!302 = !DILocation(line: 72, column: 15, scope: !107)
!303 = !DILocation(line: 72, column: 10, scope: !107)
!304 = !DILocation(line: 72, column: 13, scope: !107)
!305 = !DILocation(line: 73, column: 15, scope: !107)
!306 = !DILocation(line: 73, column: 10, scope: !107)
!307 = !DILocation(line: 73, column: 13, scope: !107)
!308 = !DILocation(line: 74, column: 15, scope: !107)
!309 = !DILocation(line: 74, column: 10, scope: !107)
!310 = !DILocation(line: 74, column: 13, scope: !107)
!311 = !DILocation(line: 75, column: 17, scope: !107)
!312 = !DILocation(line: 75, column: 10, scope: !107)
!313 = !DILocation(line: 75, column: 15, scope: !107)
!314 = !DILocation(line: 76, column: 10, scope: !107)
!315 = !{!158, !159, i64 28}
!316 = distinct !{!316, !104, !130, !131, !247, !132}
!317 = !DILocation(line: 0, scope: !64)
!318 = !DILocation(line: 83, column: 3, scope: !64)
!319 = !DILocation(line: 83, column: 21, scope: !320)
!320 = distinct !DILexicalBlock(scope: !64, file: !1, line: 83, column: 3)
!321 = !DILocation(line: 87, column: 3, scope: !16)
!322 = !DILocation(line: 88, column: 3, scope: !16)
!323 = !DILocation(line: 0, scope: !66)
!324 = !DILocation(line: 90, column: 5, scope: !325)
!325 = distinct !DILexicalBlock(scope: !66, file: !1, line: 89, column: 3)
!326 = !DILocation(line: 91, column: 3, scope: !16)
!327 = !DILocation(line: 84, column: 16, scope: !328)
!328 = distinct !DILexicalBlock(scope: !320, file: !1, line: 83, column: 31)
!329 = !DILocation(line: 84, column: 25, scope: !328)
!330 = !DILocation(line: 84, column: 34, scope: !328)
!331 = !DILocation(line: 85, column: 11, scope: !328)
!332 = !DILocation(line: 85, column: 20, scope: !328)
!333 = !DILocation(line: 84, column: 18, scope: !328)
!334 = !DILocation(line: 85, column: 29, scope: !328)
!335 = !DILocation(line: 84, column: 27, scope: !328)
!336 = !DILocation(line: 84, column: 11, scope: !328)
!337 = !DILocation(line: 84, column: 8, scope: !328)
!338 = !DILocation(line: 83, column: 27, scope: !320)
!339 = distinct !{!339, !318, !340, !131}
!340 = !DILocation(line: 86, column: 3, scope: !64)
