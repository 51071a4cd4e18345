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
  br i1 %37, label %38, label %90, !dbg !104

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
  br label %100, !dbg !104

90:                                               ; preds = %100, %86, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !133
  %91 = icmp sgt i32 %17, 0, !dbg !134
  br i1 %91, label %92, label %131, !dbg !136

92:                                               ; preds = %90
  %93 = zext i32 %16 to i64
  %94 = icmp ult i32 %16, 4
  %95 = and i64 %93, 4294967292
  %96 = icmp eq i64 %95, %93
  %97 = icmp ult i32 %16, 4
  %98 = and i64 %93, 4294967292
  %99 = icmp eq i64 %98, %93
  br label %134, !dbg !136

100:                                              ; preds = %88, %100
  %101 = phi i64 [ %129, %100 ], [ %89, %88 ]
  call void @llvm.dbg.value(metadata i64 %101, metadata !56, metadata !DIExpression()), !dbg !101
  %102 = trunc i64 %101 to i32, !dbg !106
  %103 = urem i32 %102, 21, !dbg !106
  %104 = sitofp i32 %103 to float, !dbg !108
  %105 = fadd float %104, -1.000000e+01, !dbg !109
  %106 = getelementptr inbounds float, float* %23, i64 %101, !dbg !137
  store float %105, float* %106, align 4, !dbg !110, !tbaa !111
  %107 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %101, i32 0, !dbg !138
  store float %105, float* %107, align 4, !dbg !139, !tbaa !140
  %108 = urem i32 %102, 17, !dbg !113
  %109 = sitofp i32 %108 to float, !dbg !114
  %110 = fadd float %109, -8.000000e+00, !dbg !115
  %111 = getelementptr inbounds float, float* %25, i64 %101, !dbg !143
  store float %110, float* %111, align 4, !dbg !116, !tbaa !111
  %112 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %101, i32 1, !dbg !144
  store float %110, float* %112, align 4, !dbg !145, !tbaa !146
  %113 = urem i32 %102, 5, !dbg !117
  %114 = sitofp i32 %113 to float, !dbg !118
  %115 = getelementptr inbounds float, float* %27, i64 %101, !dbg !147
  store float %114, float* %115, align 4, !dbg !119, !tbaa !111
  %116 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %101, i32 2, !dbg !148
  store float %114, float* %116, align 4, !dbg !149, !tbaa !150
  %117 = getelementptr inbounds float, float* %29, i64 %101, !dbg !151
  store float 1.000000e+00, float* %117, align 4, !dbg !120, !tbaa !111
  %118 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %101, i32 3, !dbg !152
  store float 1.000000e+00, float* %118, align 4, !dbg !153, !tbaa !154
  %119 = getelementptr inbounds float, float* %31, i64 %101, !dbg !155
  store float -5.000000e-01, float* %119, align 4, !dbg !121, !tbaa !111
  %120 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %101, i32 4, !dbg !156
  store float -5.000000e-01, float* %120, align 4, !dbg !157, !tbaa !158
  %121 = getelementptr inbounds float, float* %33, i64 %101, !dbg !159
  store float 0.000000e+00, float* %121, align 4, !dbg !122, !tbaa !111
  %122 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %101, i32 5, !dbg !160
  store float 0.000000e+00, float* %122, align 4, !dbg !161, !tbaa !162
  %123 = urem i32 %102, 3, !dbg !123
  %124 = sitofp i32 %123 to float, !dbg !124
  %125 = fadd float %124, 1.000000e+00, !dbg !125
  %126 = getelementptr inbounds float, float* %35, i64 %101, !dbg !163
  store float %125, float* %126, align 4, !dbg !126, !tbaa !111
  %127 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %101, i32 6, !dbg !164
  store float %125, float* %127, align 4, !dbg !165, !tbaa !166
  %128 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %101, i32 7, !dbg !167
  store i32 %102, i32* %128, align 4, !dbg !127, !tbaa !168
  %129 = add nuw nsw i64 %101, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %129, metadata !56, metadata !DIExpression()), !dbg !101
  %130 = icmp eq i64 %129, %39, !dbg !102
  br i1 %130, label %90, label %100, !dbg !104, !llvm.loop !169

131:                                              ; preds = %327, %90
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !62, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !60, metadata !DIExpression()), !dbg !67
  br i1 %37, label %132, label %330, !dbg !172

132:                                              ; preds = %131
  %133 = zext i32 %16 to i64, !dbg !173
  br label %335, !dbg !172

134:                                              ; preds = %92, %327
  %135 = phi i32 [ 0, %92 ], [ %328, %327 ]
  call void @llvm.dbg.value(metadata i32 %135, metadata !58, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 %8, metadata !175, metadata !DIExpression()) #7, !dbg !189
  call void @llvm.dbg.value(metadata %struct.particle* %36, metadata !180, metadata !DIExpression()) #7, !dbg !189
  call void @llvm.dbg.value(metadata float 0x3FA99999A0000000, metadata !181, metadata !DIExpression()) #7, !dbg !189
  call void @llvm.dbg.value(metadata i32 0, metadata !182, metadata !DIExpression()) #7, !dbg !192
  br i1 %37, label %136, label %327, !dbg !193

136:                                              ; preds = %134, %178
  %137 = phi i64 [ %179, %178 ], [ 0, %134 ]
  call void @llvm.dbg.value(metadata i64 %137, metadata !182, metadata !DIExpression()) #7, !dbg !192
  %138 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %137, i32 0, !dbg !194
  %139 = load float, float* %138, align 4, !dbg !194, !tbaa !140
  %140 = fneg float %139, !dbg !195
  %141 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %137, i32 6, !dbg !196
  %142 = load float, float* %141, align 4, !dbg !196, !tbaa !166
  %143 = fdiv float %140, %142, !dbg !197
  call void @llvm.dbg.value(metadata float %143, metadata !184, metadata !DIExpression()) #7, !dbg !198
  %144 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %137, i32 1, !dbg !199
  %145 = load float, float* %144, align 4, !dbg !199, !tbaa !146
  %146 = fneg float %145, !dbg !200
  %147 = fdiv float %146, %142, !dbg !201
  call void @llvm.dbg.value(metadata float %147, metadata !187, metadata !DIExpression()) #7, !dbg !198
  %148 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %137, i32 2, !dbg !202
  %149 = load float, float* %148, align 4, !dbg !202, !tbaa !150
  %150 = fneg float %149, !dbg !203
  %151 = fdiv float %150, %142, !dbg !204
  call void @llvm.dbg.value(metadata float %151, metadata !188, metadata !DIExpression()) #7, !dbg !198
  %152 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %137, i32 3, !dbg !205
  %153 = load float, float* %152, align 4, !dbg !205, !tbaa !154
  %154 = fmul float %143, 0x3FA99999A0000000, !dbg !206
  %155 = call float @llvm.fmuladd.f32(float %153, float 0x3FEFAE1480000000, float %154) #7, !dbg !207
  store float %155, float* %152, align 4, !dbg !208, !tbaa !154
  %156 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %137, i32 4, !dbg !209
  %157 = load float, float* %156, align 4, !dbg !209, !tbaa !158
  %158 = fmul float %147, 0x3FA99999A0000000, !dbg !210
  %159 = call float @llvm.fmuladd.f32(float %157, float 0x3FEFAE1480000000, float %158) #7, !dbg !211
  store float %159, float* %156, align 4, !dbg !212, !tbaa !158
  %160 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %137, i32 5, !dbg !213
  %161 = load float, float* %160, align 4, !dbg !213, !tbaa !162
  %162 = fmul float %151, 0x3FA99999A0000000, !dbg !214
  %163 = call float @llvm.fmuladd.f32(float %161, float 0x3FEFAE1480000000, float %162) #7, !dbg !215
  store float %163, float* %160, align 4, !dbg !216, !tbaa !162
  %164 = call float @llvm.fmuladd.f32(float %155, float 0x3FA99999A0000000, float %139) #7, !dbg !217
  store float %164, float* %138, align 4, !dbg !217, !tbaa !140
  %165 = call float @llvm.fmuladd.f32(float %159, float 0x3FA99999A0000000, float %145) #7, !dbg !218
  store float %165, float* %144, align 4, !dbg !218, !tbaa !146
  %166 = call float @llvm.fmuladd.f32(float %163, float 0x3FA99999A0000000, float %149) #7, !dbg !219
  store float %166, float* %148, align 4, !dbg !219, !tbaa !150
  %167 = fcmp ogt float %164, 1.000000e+01, !dbg !220
  %168 = fcmp olt float %164, -1.000000e+01
  %169 = or i1 %167, %168, !dbg !222
  br i1 %169, label %170, label %172, !dbg !222

170:                                              ; preds = %136
  %171 = fneg float %155, !dbg !223
  store float %171, float* %152, align 4, !dbg !224, !tbaa !154
  br label %172, !dbg !225

172:                                              ; preds = %170, %136
  %173 = fcmp ogt float %165, 1.000000e+01, !dbg !226
  %174 = fcmp olt float %165, -1.000000e+01
  %175 = or i1 %173, %174, !dbg !228
  br i1 %175, label %176, label %178, !dbg !228

176:                                              ; preds = %172
  %177 = fneg float %159, !dbg !229
  store float %177, float* %156, align 4, !dbg !230, !tbaa !158
  br label %178, !dbg !231

178:                                              ; preds = %176, %172
  %179 = add nuw nsw i64 %137, 1, !dbg !232
  call void @llvm.dbg.value(metadata i64 %179, metadata !182, metadata !DIExpression()) #7, !dbg !192
  %180 = icmp eq i64 %179, %93, !dbg !233
  br i1 %180, label %181, label %136, !dbg !193, !llvm.loop !234

181:                                              ; preds = %178
  br i1 %94, label %221, label %182, !dbg !236

182:                                              ; preds = %181, %182
  %183 = phi i64 [ %218, %182 ], [ 0, %181 ], !dbg !255
  %184 = getelementptr inbounds float, float* %35, i64 %183, !dbg !255
  %185 = bitcast float* %184 to <4 x float>*, !dbg !256
  %186 = load <4 x float>, <4 x float>* %185, align 4, !dbg !256, !tbaa !111
  %187 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %186, !dbg !257
  %188 = getelementptr inbounds float, float* %29, i64 %183, !dbg !255
  %189 = bitcast float* %188 to <4 x float>*, !dbg !258
  %190 = load <4 x float>, <4 x float>* %189, align 4, !dbg !258, !tbaa !111
  %191 = getelementptr inbounds float, float* %23, i64 %183, !dbg !255
  %192 = bitcast float* %191 to <4 x float>*, !dbg !259
  %193 = load <4 x float>, <4 x float>* %192, align 4, !dbg !259, !tbaa !111
  %194 = fmul <4 x float> %193, <float 0xBFA99999A0000000, float 0xBFA99999A0000000, float 0xBFA99999A0000000, float 0xBFA99999A0000000>, !dbg !260
  %195 = fmul <4 x float> %187, %194, !dbg !260
  %196 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %190, <4 x float> <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEFAE1480000000>, <4 x float> %195), !dbg !260
  %197 = bitcast float* %188 to <4 x float>*, !dbg !261
  store <4 x float> %196, <4 x float>* %197, align 4, !dbg !261, !tbaa !111
  %198 = getelementptr inbounds float, float* %31, i64 %183, !dbg !255
  %199 = bitcast float* %198 to <4 x float>*, !dbg !262
  %200 = load <4 x float>, <4 x float>* %199, align 4, !dbg !262, !tbaa !111
  %201 = getelementptr inbounds float, float* %25, i64 %183, !dbg !255
  %202 = bitcast float* %201 to <4 x float>*, !dbg !263
  %203 = load <4 x float>, <4 x float>* %202, align 4, !dbg !263, !tbaa !111
  %204 = fmul <4 x float> %203, <float 0xBFA99999A0000000, float 0xBFA99999A0000000, float 0xBFA99999A0000000, float 0xBFA99999A0000000>, !dbg !264
  %205 = fmul <4 x float> %187, %204, !dbg !264
  %206 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %200, <4 x float> <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEFAE1480000000>, <4 x float> %205), !dbg !264
  %207 = bitcast float* %198 to <4 x float>*, !dbg !265
  store <4 x float> %206, <4 x float>* %207, align 4, !dbg !265, !tbaa !111
  %208 = getelementptr inbounds float, float* %33, i64 %183, !dbg !255
  %209 = bitcast float* %208 to <4 x float>*, !dbg !266
  %210 = load <4 x float>, <4 x float>* %209, align 4, !dbg !266, !tbaa !111
  %211 = getelementptr inbounds float, float* %27, i64 %183, !dbg !255
  %212 = bitcast float* %211 to <4 x float>*, !dbg !267
  %213 = load <4 x float>, <4 x float>* %212, align 4, !dbg !267, !tbaa !111
  %214 = fmul <4 x float> %213, <float 0xBFA99999A0000000, float 0xBFA99999A0000000, float 0xBFA99999A0000000, float 0xBFA99999A0000000>, !dbg !268
  %215 = fmul <4 x float> %187, %214, !dbg !268
  %216 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %210, <4 x float> <float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEFAE1480000000, float 0x3FEFAE1480000000>, <4 x float> %215), !dbg !268
  %217 = bitcast float* %208 to <4 x float>*, !dbg !269
  store <4 x float> %216, <4 x float>* %217, align 4, !dbg !269, !tbaa !111
  %218 = add nuw i64 %183, 4, !dbg !255
  %219 = icmp eq i64 %218, %95, !dbg !255
  br i1 %219, label %220, label %182, !dbg !255, !llvm.loop !270

220:                                              ; preds = %182
  br i1 %96, label %251, label %221, !dbg !236

221:                                              ; preds = %181, %220
  %222 = phi i64 [ 0, %181 ], [ %95, %220 ]
  br label %223, !dbg !236

223:                                              ; preds = %221, %223
  %224 = phi i64 [ %249, %223 ], [ %222, %221 ]
  call void @llvm.dbg.value(metadata i64 %224, metadata !246, metadata !DIExpression()) #7, !dbg !272
  %225 = getelementptr inbounds float, float* %35, i64 %224, !dbg !256
  %226 = load float, float* %225, align 4, !dbg !256, !tbaa !111
  %227 = fdiv float 1.000000e+00, %226, !dbg !257
  call void @llvm.dbg.value(metadata float %227, metadata !247, metadata !DIExpression()) #7, !dbg !273
  %228 = getelementptr inbounds float, float* %29, i64 %224, !dbg !258
  %229 = load float, float* %228, align 4, !dbg !258, !tbaa !111
  %230 = getelementptr inbounds float, float* %23, i64 %224, !dbg !259
  %231 = load float, float* %230, align 4, !dbg !259, !tbaa !111
  %232 = fmul float %231, 0xBFA99999A0000000, !dbg !260
  %233 = fmul float %227, %232, !dbg !260
  %234 = call float @llvm.fmuladd.f32(float %229, float 0x3FEFAE1480000000, float %233) #7, !dbg !260
  store float %234, float* %228, align 4, !dbg !261, !tbaa !111
  %235 = getelementptr inbounds float, float* %31, i64 %224, !dbg !262
  %236 = load float, float* %235, align 4, !dbg !262, !tbaa !111
  %237 = getelementptr inbounds float, float* %25, i64 %224, !dbg !263
  %238 = load float, float* %237, align 4, !dbg !263, !tbaa !111
  %239 = fmul float %238, 0xBFA99999A0000000, !dbg !264
  %240 = fmul float %227, %239, !dbg !264
  %241 = call float @llvm.fmuladd.f32(float %236, float 0x3FEFAE1480000000, float %240) #7, !dbg !264
  store float %241, float* %235, align 4, !dbg !265, !tbaa !111
  %242 = getelementptr inbounds float, float* %33, i64 %224, !dbg !266
  %243 = load float, float* %242, align 4, !dbg !266, !tbaa !111
  %244 = getelementptr inbounds float, float* %27, i64 %224, !dbg !267
  %245 = load float, float* %244, align 4, !dbg !267, !tbaa !111
  %246 = fmul float %245, 0xBFA99999A0000000, !dbg !268
  %247 = fmul float %227, %246, !dbg !268
  %248 = call float @llvm.fmuladd.f32(float %243, float 0x3FEFAE1480000000, float %247) #7, !dbg !268
  store float %248, float* %242, align 4, !dbg !269, !tbaa !111
  %249 = add nuw nsw i64 %224, 1, !dbg !255
  call void @llvm.dbg.value(metadata i64 %249, metadata !246, metadata !DIExpression()) #7, !dbg !272
  %250 = icmp eq i64 %249, %93, !dbg !274
  br i1 %250, label %251, label %223, !dbg !236, !llvm.loop !275

251:                                              ; preds = %223, %220
  br i1 %97, label %281, label %252, !dbg !276

252:                                              ; preds = %251, %252
  %253 = phi i64 [ %278, %252 ], [ 0, %251 ], !dbg !277
  %254 = getelementptr inbounds float, float* %29, i64 %253, !dbg !277
  %255 = bitcast float* %254 to <4 x float>*, !dbg !279
  %256 = load <4 x float>, <4 x float>* %255, align 4, !dbg !279, !tbaa !111
  %257 = getelementptr inbounds float, float* %23, i64 %253, !dbg !277
  %258 = bitcast float* %257 to <4 x float>*, !dbg !281
  %259 = load <4 x float>, <4 x float>* %258, align 4, !dbg !281, !tbaa !111
  %260 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %256, <4 x float> <float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000>, <4 x float> %259), !dbg !281
  %261 = bitcast float* %257 to <4 x float>*, !dbg !281
  store <4 x float> %260, <4 x float>* %261, align 4, !dbg !281, !tbaa !111
  %262 = getelementptr inbounds float, float* %31, i64 %253, !dbg !277
  %263 = bitcast float* %262 to <4 x float>*, !dbg !282
  %264 = load <4 x float>, <4 x float>* %263, align 4, !dbg !282, !tbaa !111
  %265 = getelementptr inbounds float, float* %25, i64 %253, !dbg !277
  %266 = bitcast float* %265 to <4 x float>*, !dbg !283
  %267 = load <4 x float>, <4 x float>* %266, align 4, !dbg !283, !tbaa !111
  %268 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %264, <4 x float> <float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000>, <4 x float> %267), !dbg !283
  %269 = bitcast float* %265 to <4 x float>*, !dbg !283
  store <4 x float> %268, <4 x float>* %269, align 4, !dbg !283, !tbaa !111
  %270 = getelementptr inbounds float, float* %33, i64 %253, !dbg !277
  %271 = bitcast float* %270 to <4 x float>*, !dbg !284
  %272 = load <4 x float>, <4 x float>* %271, align 4, !dbg !284, !tbaa !111
  %273 = getelementptr inbounds float, float* %27, i64 %253, !dbg !277
  %274 = bitcast float* %273 to <4 x float>*, !dbg !285
  %275 = load <4 x float>, <4 x float>* %274, align 4, !dbg !285, !tbaa !111
  %276 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %272, <4 x float> <float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000, float 0x3FA99999A0000000>, <4 x float> %275), !dbg !285
  %277 = bitcast float* %273 to <4 x float>*, !dbg !285
  store <4 x float> %276, <4 x float>* %277, align 4, !dbg !285, !tbaa !111
  %278 = add nuw i64 %253, 4, !dbg !277
  %279 = icmp eq i64 %278, %98, !dbg !277
  br i1 %279, label %280, label %252, !dbg !277, !llvm.loop !286

280:                                              ; preds = %252
  br i1 %99, label %302, label %281, !dbg !276

281:                                              ; preds = %251, %280
  %282 = phi i64 [ 0, %251 ], [ %98, %280 ]
  br label %283, !dbg !276

283:                                              ; preds = %281, %283
  %284 = phi i64 [ %300, %283 ], [ %282, %281 ]
  call void @llvm.dbg.value(metadata i64 %284, metadata !250, metadata !DIExpression()) #7, !dbg !288
  %285 = getelementptr inbounds float, float* %29, i64 %284, !dbg !279
  %286 = load float, float* %285, align 4, !dbg !279, !tbaa !111
  %287 = getelementptr inbounds float, float* %23, i64 %284, !dbg !289
  %288 = load float, float* %287, align 4, !dbg !281, !tbaa !111
  %289 = call float @llvm.fmuladd.f32(float %286, float 0x3FA99999A0000000, float %288) #7, !dbg !281
  store float %289, float* %287, align 4, !dbg !281, !tbaa !111
  %290 = getelementptr inbounds float, float* %31, i64 %284, !dbg !282
  %291 = load float, float* %290, align 4, !dbg !282, !tbaa !111
  %292 = getelementptr inbounds float, float* %25, i64 %284, !dbg !290
  %293 = load float, float* %292, align 4, !dbg !283, !tbaa !111
  %294 = call float @llvm.fmuladd.f32(float %291, float 0x3FA99999A0000000, float %293) #7, !dbg !283
  store float %294, float* %292, align 4, !dbg !283, !tbaa !111
  %295 = getelementptr inbounds float, float* %33, i64 %284, !dbg !284
  %296 = load float, float* %295, align 4, !dbg !284, !tbaa !111
  %297 = getelementptr inbounds float, float* %27, i64 %284, !dbg !291
  %298 = load float, float* %297, align 4, !dbg !285, !tbaa !111
  %299 = call float @llvm.fmuladd.f32(float %296, float 0x3FA99999A0000000, float %298) #7, !dbg !285
  store float %299, float* %297, align 4, !dbg !285, !tbaa !111
  %300 = add nuw nsw i64 %284, 1, !dbg !277
  call void @llvm.dbg.value(metadata i64 %300, metadata !250, metadata !DIExpression()) #7, !dbg !288
  %301 = icmp eq i64 %300, %93, !dbg !292
  br i1 %301, label %302, label %283, !dbg !276, !llvm.loop !293

302:                                              ; preds = %283, %280
  br label %303, !dbg !294

303:                                              ; preds = %302, %324
  %304 = phi i64 [ %325, %324 ], [ 0, %302 ]
  call void @llvm.dbg.value(metadata i64 %304, metadata !252, metadata !DIExpression()) #7, !dbg !295
  %305 = getelementptr inbounds float, float* %23, i64 %304, !dbg !296
  %306 = load float, float* %305, align 4, !dbg !296, !tbaa !111
  %307 = fcmp ogt float %306, 1.000000e+01, !dbg !300
  %308 = fcmp olt float %306, -1.000000e+01
  %309 = or i1 %307, %308, !dbg !301
  br i1 %309, label %310, label %314, !dbg !301

310:                                              ; preds = %303
  %311 = getelementptr inbounds float, float* %29, i64 %304, !dbg !302
  %312 = load float, float* %311, align 4, !dbg !302, !tbaa !111
  %313 = fneg float %312, !dbg !303
  store float %313, float* %311, align 4, !dbg !304, !tbaa !111
  br label %314, !dbg !305

314:                                              ; preds = %310, %303
  %315 = getelementptr inbounds float, float* %25, i64 %304, !dbg !306
  %316 = load float, float* %315, align 4, !dbg !306, !tbaa !111
  %317 = fcmp ogt float %316, 1.000000e+01, !dbg !308
  %318 = fcmp olt float %316, -1.000000e+01
  %319 = or i1 %317, %318, !dbg !309
  br i1 %319, label %320, label %324, !dbg !309

320:                                              ; preds = %314
  %321 = getelementptr inbounds float, float* %31, i64 %304, !dbg !310
  %322 = load float, float* %321, align 4, !dbg !310, !tbaa !111
  %323 = fneg float %322, !dbg !311
  store float %323, float* %321, align 4, !dbg !312, !tbaa !111
  br label %324, !dbg !313

324:                                              ; preds = %320, %314
  %325 = add nuw nsw i64 %304, 1, !dbg !314
  call void @llvm.dbg.value(metadata i64 %325, metadata !252, metadata !DIExpression()) #7, !dbg !295
  %326 = icmp eq i64 %325, %93, !dbg !315
  br i1 %326, label %327, label %303, !dbg !294, !llvm.loop !316

327:                                              ; preds = %324, %134
  %328 = add nuw nsw i32 %135, 1, !dbg !318
  call void @llvm.dbg.value(metadata i32 %328, metadata !58, metadata !DIExpression()), !dbg !133
  %329 = icmp eq i32 %328, %17, !dbg !134
  br i1 %329, label %131, label %134, !dbg !136, !llvm.loop !319

330:                                              ; preds = %335, %131
  %331 = phi <2 x double> [ zeroinitializer, %131 ], [ %359, %335 ], !dbg !67
  %332 = extractelement <2 x double> %331, i64 0, !dbg !321
  %333 = extractelement <2 x double> %331, i64 1, !dbg !321
  %334 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), double noundef %332, double noundef %333), !dbg !321
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

335:                                              ; preds = %132, %335
  %336 = phi i64 [ 0, %132 ], [ %360, %335 ]
  %337 = phi <2 x double> [ zeroinitializer, %132 ], [ %359, %335 ]
  call void @llvm.dbg.value(metadata i64 %336, metadata !63, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata double undef, metadata !62, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double undef, metadata !60, metadata !DIExpression()), !dbg !67
  %338 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %336, i32 0, !dbg !327
  %339 = load float, float* %338, align 4, !dbg !327, !tbaa !140
  %340 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %336, i32 1, !dbg !329
  %341 = load float, float* %340, align 4, !dbg !329, !tbaa !146
  %342 = getelementptr inbounds %struct.particle, %struct.particle* %36, i64 %336, i32 2, !dbg !330
  %343 = load float, float* %342, align 4, !dbg !330, !tbaa !150
  call void @llvm.dbg.value(metadata double undef, metadata !60, metadata !DIExpression()), !dbg !67
  %344 = getelementptr inbounds float, float* %23, i64 %336, !dbg !331
  %345 = load float, float* %344, align 4, !dbg !331, !tbaa !111
  %346 = getelementptr inbounds float, float* %25, i64 %336, !dbg !332
  %347 = load float, float* %346, align 4, !dbg !332, !tbaa !111
  %348 = insertelement <2 x float> poison, float %339, i64 0, !dbg !333
  %349 = insertelement <2 x float> %348, float %345, i64 1, !dbg !333
  %350 = insertelement <2 x float> poison, float %341, i64 0, !dbg !333
  %351 = insertelement <2 x float> %350, float %347, i64 1, !dbg !333
  %352 = fadd <2 x float> %349, %351, !dbg !333
  %353 = getelementptr inbounds float, float* %27, i64 %336, !dbg !334
  %354 = load float, float* %353, align 4, !dbg !334, !tbaa !111
  %355 = insertelement <2 x float> poison, float %343, i64 0, !dbg !335
  %356 = insertelement <2 x float> %355, float %354, i64 1, !dbg !335
  %357 = fadd <2 x float> %352, %356, !dbg !335
  %358 = fpext <2 x float> %357 to <2 x double>, !dbg !336
  %359 = fadd <2 x double> %337, %358, !dbg !337
  call void @llvm.dbg.value(metadata double undef, metadata !62, metadata !DIExpression()), !dbg !67
  %360 = add nuw nsw i64 %336, 1, !dbg !338
  call void @llvm.dbg.value(metadata i64 %360, metadata !63, metadata !DIExpression()), !dbg !171
  %361 = icmp eq i64 %360, %133, !dbg !173
  br i1 %361, label %330, label %335, !dbg !172, !llvm.loop !339
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
!137 = !DILocation(line: 69, column: 14, scope: !107)
!138 = !DILocation(line: 69, column: 10, scope: !107)
!139 = !DILocation(line: 69, column: 12, scope: !107)
!140 = !{!141, !112, i64 0}
!141 = !{!"", !112, i64 0, !112, i64 4, !112, i64 8, !112, i64 12, !112, i64 16, !112, i64 20, !112, i64 24, !142, i64 28}
!142 = !{!"int", !73, i64 0}
!143 = !DILocation(line: 70, column: 14, scope: !107)
!144 = !DILocation(line: 70, column: 10, scope: !107)
!145 = !DILocation(line: 70, column: 12, scope: !107)
!146 = !{!141, !112, i64 4}
!147 = !DILocation(line: 71, column: 14, scope: !107)
!148 = !DILocation(line: 71, column: 10, scope: !107)
!149 = !DILocation(line: 71, column: 12, scope: !107)
!150 = !{!141, !112, i64 8}
!151 = !DILocation(line: 72, column: 15, scope: !107)
!152 = !DILocation(line: 72, column: 10, scope: !107)
!153 = !DILocation(line: 72, column: 13, scope: !107)
!154 = !{!141, !112, i64 12}
!155 = !DILocation(line: 73, column: 15, scope: !107)
!156 = !DILocation(line: 73, column: 10, scope: !107)
!157 = !DILocation(line: 73, column: 13, scope: !107)
!158 = !{!141, !112, i64 16}
!159 = !DILocation(line: 74, column: 15, scope: !107)
!160 = !DILocation(line: 74, column: 10, scope: !107)
!161 = !DILocation(line: 74, column: 13, scope: !107)
!162 = !{!141, !112, i64 20}
!163 = !DILocation(line: 75, column: 17, scope: !107)
!164 = !DILocation(line: 75, column: 10, scope: !107)
!165 = !DILocation(line: 75, column: 15, scope: !107)
!166 = !{!141, !112, i64 24}
!167 = !DILocation(line: 76, column: 10, scope: !107)
!168 = !{!141, !142, i64 28}
!169 = distinct !{!169, !104, !130, !131, !170, !132}
!170 = !{!"llvm.loop.unroll.runtime.disable"}
!171 = !DILocation(line: 0, scope: !64)
!172 = !DILocation(line: 83, column: 3, scope: !64)
!173 = !DILocation(line: 83, column: 21, scope: !174)
!174 = distinct !DILexicalBlock(scope: !64, file: !1, line: 83, column: 3)
!175 = !DILocalVariable(name: "n", arg: 1, scope: !176, file: !1, line: 20, type: !4)
!176 = distinct !DISubprogram(name: "step_aos", scope: !1, file: !1, line: 20, type: !177, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !4, !25, !3}
!179 = !{!175, !180, !181, !182, !184, !187, !188}
!180 = !DILocalVariable(name: "p", arg: 2, scope: !176, file: !1, line: 20, type: !25)
!181 = !DILocalVariable(name: "dt", arg: 3, scope: !176, file: !1, line: 20, type: !3)
!182 = !DILocalVariable(name: "i", scope: !183, file: !1, line: 22, type: !4)
!183 = distinct !DILexicalBlock(scope: !176, file: !1, line: 22, column: 3)
!184 = !DILocalVariable(name: "ax", scope: !185, file: !1, line: 23, type: !3)
!185 = distinct !DILexicalBlock(scope: !186, file: !1, line: 22, column: 31)
!186 = distinct !DILexicalBlock(scope: !183, file: !1, line: 22, column: 3)
!187 = !DILocalVariable(name: "ay", scope: !185, file: !1, line: 23, type: !3)
!188 = !DILocalVariable(name: "az", scope: !185, file: !1, line: 24, type: !3)
!189 = !DILocation(line: 0, scope: !176, inlinedAt: !190)
!190 = distinct !DILocation(line: 79, column: 5, scope: !191)
!191 = distinct !DILexicalBlock(scope: !135, file: !1, line: 78, column: 35)
!192 = !DILocation(line: 0, scope: !183, inlinedAt: !190)
!193 = !DILocation(line: 22, column: 3, scope: !183, inlinedAt: !190)
!194 = !DILocation(line: 23, column: 22, scope: !185, inlinedAt: !190)
!195 = !DILocation(line: 23, column: 16, scope: !185, inlinedAt: !190)
!196 = !DILocation(line: 23, column: 31, scope: !185, inlinedAt: !190)
!197 = !DILocation(line: 23, column: 24, scope: !185, inlinedAt: !190)
!198 = !DILocation(line: 0, scope: !185, inlinedAt: !190)
!199 = !DILocation(line: 23, column: 48, scope: !185, inlinedAt: !190)
!200 = !DILocation(line: 23, column: 42, scope: !185, inlinedAt: !190)
!201 = !DILocation(line: 23, column: 50, scope: !185, inlinedAt: !190)
!202 = !DILocation(line: 24, column: 22, scope: !185, inlinedAt: !190)
!203 = !DILocation(line: 24, column: 16, scope: !185, inlinedAt: !190)
!204 = !DILocation(line: 24, column: 24, scope: !185, inlinedAt: !190)
!205 = !DILocation(line: 25, column: 28, scope: !185, inlinedAt: !190)
!206 = !DILocation(line: 25, column: 36, scope: !185, inlinedAt: !190)
!207 = !DILocation(line: 25, column: 31, scope: !185, inlinedAt: !190)
!208 = !DILocation(line: 25, column: 13, scope: !185, inlinedAt: !190)
!209 = !DILocation(line: 26, column: 28, scope: !185, inlinedAt: !190)
!210 = !DILocation(line: 26, column: 36, scope: !185, inlinedAt: !190)
!211 = !DILocation(line: 26, column: 31, scope: !185, inlinedAt: !190)
!212 = !DILocation(line: 26, column: 13, scope: !185, inlinedAt: !190)
!213 = !DILocation(line: 27, column: 28, scope: !185, inlinedAt: !190)
!214 = !DILocation(line: 27, column: 36, scope: !185, inlinedAt: !190)
!215 = !DILocation(line: 27, column: 31, scope: !185, inlinedAt: !190)
!216 = !DILocation(line: 27, column: 13, scope: !185, inlinedAt: !190)
!217 = !DILocation(line: 28, column: 12, scope: !185, inlinedAt: !190)
!218 = !DILocation(line: 29, column: 12, scope: !185, inlinedAt: !190)
!219 = !DILocation(line: 30, column: 12, scope: !185, inlinedAt: !190)
!220 = !DILocation(line: 31, column: 16, scope: !221, inlinedAt: !190)
!221 = distinct !DILexicalBlock(scope: !185, file: !1, line: 31, column: 9)
!222 = !DILocation(line: 31, column: 24, scope: !221, inlinedAt: !190)
!223 = !DILocation(line: 32, column: 17, scope: !221, inlinedAt: !190)
!224 = !DILocation(line: 32, column: 15, scope: !221, inlinedAt: !190)
!225 = !DILocation(line: 32, column: 7, scope: !221, inlinedAt: !190)
!226 = !DILocation(line: 33, column: 16, scope: !227, inlinedAt: !190)
!227 = distinct !DILexicalBlock(scope: !185, file: !1, line: 33, column: 9)
!228 = !DILocation(line: 33, column: 24, scope: !227, inlinedAt: !190)
!229 = !DILocation(line: 34, column: 17, scope: !227, inlinedAt: !190)
!230 = !DILocation(line: 34, column: 15, scope: !227, inlinedAt: !190)
!231 = !DILocation(line: 34, column: 7, scope: !227, inlinedAt: !190)
!232 = !DILocation(line: 22, column: 27, scope: !186, inlinedAt: !190)
!233 = !DILocation(line: 22, column: 21, scope: !186, inlinedAt: !190)
!234 = distinct !{!234, !193, !235, !131}
!235 = !DILocation(line: 35, column: 3, scope: !183, inlinedAt: !190)
!236 = !DILocation(line: 40, column: 3, scope: !237, inlinedAt: !254)
!237 = distinct !DILexicalBlock(scope: !238, file: !1, line: 40, column: 3)
!238 = distinct !DISubprogram(name: "step_soa", scope: !1, file: !1, line: 38, type: !239, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !242)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !4, !241, !3}
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!242 = !{!243, !244, !245, !246, !247, !250, !252}
!243 = !DILocalVariable(name: "n", arg: 1, scope: !238, file: !1, line: 38, type: !4)
!244 = !DILocalVariable(name: "s", arg: 2, scope: !238, file: !1, line: 38, type: !241)
!245 = !DILocalVariable(name: "dt", arg: 3, scope: !238, file: !1, line: 38, type: !3)
!246 = !DILocalVariable(name: "i", scope: !237, file: !1, line: 40, type: !4)
!247 = !DILocalVariable(name: "inv", scope: !248, file: !1, line: 41, type: !3)
!248 = distinct !DILexicalBlock(scope: !249, file: !1, line: 40, column: 31)
!249 = distinct !DILexicalBlock(scope: !237, file: !1, line: 40, column: 3)
!250 = !DILocalVariable(name: "i", scope: !251, file: !1, line: 46, type: !4)
!251 = distinct !DILexicalBlock(scope: !238, file: !1, line: 46, column: 3)
!252 = !DILocalVariable(name: "i", scope: !253, file: !1, line: 51, type: !4)
!253 = distinct !DILexicalBlock(scope: !238, file: !1, line: 51, column: 3)
!254 = distinct !DILocation(line: 80, column: 5, scope: !191)
!255 = !DILocation(line: 40, column: 27, scope: !249, inlinedAt: !254)
!256 = !DILocation(line: 41, column: 24, scope: !248, inlinedAt: !254)
!257 = !DILocation(line: 41, column: 22, scope: !248, inlinedAt: !254)
!258 = !DILocation(line: 42, column: 24, scope: !248, inlinedAt: !254)
!259 = !DILocation(line: 42, column: 40, scope: !248, inlinedAt: !254)
!260 = !DILocation(line: 42, column: 33, scope: !248, inlinedAt: !254)
!261 = !DILocation(line: 42, column: 14, scope: !248, inlinedAt: !254)
!262 = !DILocation(line: 43, column: 24, scope: !248, inlinedAt: !254)
!263 = !DILocation(line: 43, column: 40, scope: !248, inlinedAt: !254)
!264 = !DILocation(line: 43, column: 33, scope: !248, inlinedAt: !254)
!265 = !DILocation(line: 43, column: 14, scope: !248, inlinedAt: !254)
!266 = !DILocation(line: 44, column: 24, scope: !248, inlinedAt: !254)
!267 = !DILocation(line: 44, column: 40, scope: !248, inlinedAt: !254)
!268 = !DILocation(line: 44, column: 33, scope: !248, inlinedAt: !254)
!269 = !DILocation(line: 44, column: 14, scope: !248, inlinedAt: !254)
!270 = distinct !{!270, !236, !271, !131, !132}
!271 = !DILocation(line: 45, column: 3, scope: !237, inlinedAt: !254)
!272 = !DILocation(line: 0, scope: !237, inlinedAt: !254)
!273 = !DILocation(line: 0, scope: !248, inlinedAt: !254)
!274 = !DILocation(line: 40, column: 21, scope: !249, inlinedAt: !254)
!275 = distinct !{!275, !236, !271, !131, !170, !132}
!276 = !DILocation(line: 46, column: 3, scope: !251, inlinedAt: !254)
!277 = !DILocation(line: 46, column: 27, scope: !278, inlinedAt: !254)
!278 = distinct !DILexicalBlock(scope: !251, file: !1, line: 46, column: 3)
!279 = !DILocation(line: 47, column: 21, scope: !280, inlinedAt: !254)
!280 = distinct !DILexicalBlock(scope: !278, file: !1, line: 46, column: 31)
!281 = !DILocation(line: 47, column: 13, scope: !280, inlinedAt: !254)
!282 = !DILocation(line: 48, column: 21, scope: !280, inlinedAt: !254)
!283 = !DILocation(line: 48, column: 13, scope: !280, inlinedAt: !254)
!284 = !DILocation(line: 49, column: 21, scope: !280, inlinedAt: !254)
!285 = !DILocation(line: 49, column: 13, scope: !280, inlinedAt: !254)
!286 = distinct !{!286, !276, !287, !131, !132}
!287 = !DILocation(line: 50, column: 3, scope: !251, inlinedAt: !254)
!288 = !DILocation(line: 0, scope: !251, inlinedAt: !254)
!289 = !DILocation(line: 47, column: 5, scope: !280, inlinedAt: !254)
!290 = !DILocation(line: 48, column: 5, scope: !280, inlinedAt: !254)
!291 = !DILocation(line: 49, column: 5, scope: !280, inlinedAt: !254)
!292 = !DILocation(line: 46, column: 21, scope: !278, inlinedAt: !254)
!293 = distinct !{!293, !276, !287, !131, !170, !132}
!294 = !DILocation(line: 51, column: 3, scope: !253, inlinedAt: !254)
!295 = !DILocation(line: 0, scope: !253, inlinedAt: !254)
!296 = !DILocation(line: 52, column: 9, scope: !297, inlinedAt: !254)
!297 = distinct !DILexicalBlock(scope: !298, file: !1, line: 52, column: 9)
!298 = distinct !DILexicalBlock(scope: !299, file: !1, line: 51, column: 31)
!299 = distinct !DILexicalBlock(scope: !253, file: !1, line: 51, column: 3)
!300 = !DILocation(line: 52, column: 17, scope: !297, inlinedAt: !254)
!301 = !DILocation(line: 52, column: 25, scope: !297, inlinedAt: !254)
!302 = !DILocation(line: 53, column: 19, scope: !297, inlinedAt: !254)
!303 = !DILocation(line: 53, column: 18, scope: !297, inlinedAt: !254)
!304 = !DILocation(line: 53, column: 16, scope: !297, inlinedAt: !254)
!305 = !DILocation(line: 53, column: 7, scope: !297, inlinedAt: !254)
!306 = !DILocation(line: 54, column: 9, scope: !307, inlinedAt: !254)
!307 = distinct !DILexicalBlock(scope: !298, file: !1, line: 54, column: 9)
!308 = !DILocation(line: 54, column: 17, scope: !307, inlinedAt: !254)
!309 = !DILocation(line: 54, column: 25, scope: !307, inlinedAt: !254)
!310 = !DILocation(line: 55, column: 19, scope: !307, inlinedAt: !254)
!311 = !DILocation(line: 55, column: 18, scope: !307, inlinedAt: !254)
!312 = !DILocation(line: 55, column: 16, scope: !307, inlinedAt: !254)
!313 = !DILocation(line: 55, column: 7, scope: !307, inlinedAt: !254)
!314 = !DILocation(line: 51, column: 27, scope: !299, inlinedAt: !254)
!315 = !DILocation(line: 51, column: 21, scope: !299, inlinedAt: !254)
!316 = distinct !{!316, !294, !317, !131}
!317 = !DILocation(line: 56, column: 3, scope: !253, inlinedAt: !254)
!318 = !DILocation(line: 78, column: 31, scope: !135)
!319 = distinct !{!319, !136, !320, !131}
!320 = !DILocation(line: 81, column: 3, scope: !59)
!321 = !DILocation(line: 87, column: 3, scope: !16)
!322 = !DILocation(line: 88, column: 3, scope: !16)
!323 = !DILocation(line: 0, scope: !66)
!324 = !DILocation(line: 90, column: 5, scope: !325)
!325 = distinct !DILexicalBlock(scope: !66, file: !1, line: 89, column: 3)
!326 = !DILocation(line: 91, column: 3, scope: !16)
!327 = !DILocation(line: 84, column: 16, scope: !328)
!328 = distinct !DILexicalBlock(scope: !174, file: !1, line: 83, column: 31)
!329 = !DILocation(line: 84, column: 25, scope: !328)
!330 = !DILocation(line: 84, column: 34, scope: !328)
!331 = !DILocation(line: 85, column: 11, scope: !328)
!332 = !DILocation(line: 85, column: 20, scope: !328)
!333 = !DILocation(line: 84, column: 18, scope: !328)
!334 = !DILocation(line: 85, column: 29, scope: !328)
!335 = !DILocation(line: 84, column: 27, scope: !328)
!336 = !DILocation(line: 84, column: 11, scope: !328)
!337 = !DILocation(line: 84, column: 8, scope: !328)
!338 = !DILocation(line: 83, column: 27, scope: !174)
!339 = distinct !{!339, !172, !340, !131}
!340 = !DILocation(line: 86, column: 3, scope: !64)
