; ModuleID = 'particles_soa_aos.c'
source_filename = "particles_soa_aos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.particles_soa = type { float*, float*, float*, float*, float*, float*, float* }
%struct.particle = type { float, float, float, float, float, float, float, i32 }

@.str = private unnamed_addr constant [19 x i8] c"aos %.3f soa %.3f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  %3 = alloca %struct.particles_soa, align 8
  %4 = alloca [7 x float**], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !67
  %5 = icmp sgt i32 %0, 1, !dbg !68
  br i1 %5, label %6, label %11, !dbg !69

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !70
  %8 = load i8*, i8** %7, align 8, !dbg !70, !tbaa !71
  call void @llvm.dbg.value(metadata i8* %8, metadata !75, metadata !DIExpression()) #8, !dbg !83
  %9 = call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #8, !dbg !85
  %10 = trunc i64 %9 to i32, !dbg !86
  br label %11, !dbg !69

11:                                               ; preds = %2, %6
  %12 = phi i32 [ %10, %6 ], [ 4000, %2 ], !dbg !69
  call void @llvm.dbg.value(metadata i32 %12, metadata !22, metadata !DIExpression()), !dbg !67
  %13 = icmp sgt i32 %0, 2, !dbg !87
  br i1 %13, label %14, label %19, !dbg !88

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !89
  %16 = load i8*, i8** %15, align 8, !dbg !89, !tbaa !71
  call void @llvm.dbg.value(metadata i8* %16, metadata !75, metadata !DIExpression()) #8, !dbg !90
  %17 = call i64 @strtol(i8* nocapture noundef nonnull %16, i8** noundef null, i32 noundef 10) #8, !dbg !92
  %18 = trunc i64 %17 to i32, !dbg !93
  br label %19, !dbg !88

19:                                               ; preds = %11, %14
  %20 = phi i32 [ %18, %14 ], [ 10, %11 ], !dbg !88
  call void @llvm.dbg.value(metadata i32 %20, metadata !23, metadata !DIExpression()), !dbg !67
  %21 = sext i32 %12 to i64, !dbg !94
  %22 = shl nsw i64 %21, 5, !dbg !95
  %23 = call noalias i8* @malloc(i64 noundef %22) #8, !dbg !96
  call void @llvm.dbg.value(metadata %struct.particle* %42, metadata !24, metadata !DIExpression()), !dbg !67
  %24 = bitcast %struct.particles_soa* %3 to i8*, !dbg !97
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %24) #8, !dbg !97
  call void @llvm.dbg.declare(metadata %struct.particles_soa* %3, metadata !37, metadata !DIExpression()), !dbg !98
  %25 = bitcast [7 x float**]* %4 to i8*, !dbg !99
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %25) #8, !dbg !99
  call void @llvm.dbg.declare(metadata [7 x float**]* %4, metadata !49, metadata !DIExpression()), !dbg !100
  %26 = getelementptr inbounds [7 x float**], [7 x float**]* %4, i64 0, i64 0, !dbg !101
  %27 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %3, i64 0, i32 0, !dbg !102
  store float** %27, float*** %26, align 16, !dbg !101, !tbaa !71
  %28 = getelementptr inbounds [7 x float**], [7 x float**]* %4, i64 0, i64 1, !dbg !101
  %29 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %3, i64 0, i32 1, !dbg !103
  store float** %29, float*** %28, align 8, !dbg !101, !tbaa !71
  %30 = getelementptr inbounds [7 x float**], [7 x float**]* %4, i64 0, i64 2, !dbg !101
  %31 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %3, i64 0, i32 2, !dbg !104
  store float** %31, float*** %30, align 16, !dbg !101, !tbaa !71
  %32 = getelementptr inbounds [7 x float**], [7 x float**]* %4, i64 0, i64 3, !dbg !101
  %33 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %3, i64 0, i32 3, !dbg !105
  store float** %33, float*** %32, align 8, !dbg !101, !tbaa !71
  %34 = getelementptr inbounds [7 x float**], [7 x float**]* %4, i64 0, i64 4, !dbg !101
  %35 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %3, i64 0, i32 4, !dbg !106
  store float** %35, float*** %34, align 16, !dbg !101, !tbaa !71
  %36 = getelementptr inbounds [7 x float**], [7 x float**]* %4, i64 0, i64 5, !dbg !101
  %37 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %3, i64 0, i32 5, !dbg !107
  store float** %37, float*** %36, align 8, !dbg !101, !tbaa !71
  %38 = getelementptr inbounds [7 x float**], [7 x float**]* %4, i64 0, i64 6, !dbg !101
  %39 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %3, i64 0, i32 6, !dbg !108
  store float** %39, float*** %38, align 16, !dbg !101, !tbaa !71
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !109
  %40 = shl nsw i64 %21, 2
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !109
  br label %53, !dbg !110

41:                                               ; preds = %53
  %42 = bitcast i8* %23 to %struct.particle*, !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !56, metadata !DIExpression()), !dbg !111
  %43 = icmp sgt i32 %12, 0, !dbg !112
  br i1 %43, label %44, label %61, !dbg !114

44:                                               ; preds = %41
  %45 = load float*, float** %27, align 8, !tbaa !115
  %46 = load float*, float** %29, align 8, !tbaa !117
  %47 = load float*, float** %31, align 8, !tbaa !118
  %48 = load float*, float** %33, align 8, !tbaa !119
  %49 = load float*, float** %35, align 8, !tbaa !120
  %50 = load float*, float** %37, align 8, !tbaa !121
  %51 = load float*, float** %39, align 8, !tbaa !122
  %52 = zext i32 %12 to i64, !dbg !112
  br label %82, !dbg !114

53:                                               ; preds = %19, %53
  %54 = phi i64 [ 0, %19 ], [ %59, %53 ]
  call void @llvm.dbg.value(metadata i64 %54, metadata !54, metadata !DIExpression()), !dbg !109
  %55 = call noalias i8* @malloc(i64 noundef %40) #8, !dbg !123
  %56 = getelementptr inbounds [7 x float**], [7 x float**]* %4, i64 0, i64 %54, !dbg !125
  %57 = bitcast float*** %56 to i8***, !dbg !125
  %58 = load i8**, i8*** %57, align 8, !dbg !125, !tbaa !71
  store i8* %55, i8** %58, align 8, !dbg !126, !tbaa !71
  %59 = add nuw nsw i64 %54, 1, !dbg !127
  call void @llvm.dbg.value(metadata i64 %59, metadata !54, metadata !DIExpression()), !dbg !109
  %60 = icmp eq i64 %59, 7, !dbg !128
  br i1 %60, label %41, label %53, !dbg !110, !llvm.loop !129

61:                                               ; preds = %82, %41
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !133
  %62 = icmp sgt i32 %20, 0, !dbg !134
  br i1 %62, label %63, label %117, !dbg !136

63:                                               ; preds = %61
  %64 = icmp sgt i32 %12, 0
  %65 = zext i32 %12 to i64
  %66 = load float*, float** %39, align 8
  %67 = load float*, float** %33, align 8
  %68 = load float*, float** %27, align 8
  %69 = load float*, float** %35, align 8
  %70 = load float*, float** %29, align 8
  %71 = load float*, float** %37, align 8
  %72 = load float*, float** %31, align 8
  %73 = zext i32 %12 to i64
  %74 = load float*, float** %33, align 8
  %75 = load float*, float** %27, align 8
  %76 = load float*, float** %35, align 8
  %77 = load float*, float** %29, align 8
  %78 = load float*, float** %37, align 8
  %79 = load float*, float** %31, align 8
  %80 = zext i32 %12 to i64
  %81 = zext i32 %12 to i64
  br label %124, !dbg !136

82:                                               ; preds = %44, %82
  %83 = phi i64 [ 0, %44 ], [ %115, %82 ]
  call void @llvm.dbg.value(metadata i64 %83, metadata !56, metadata !DIExpression()), !dbg !111
  %84 = trunc i64 %83 to i32, !dbg !137
  %85 = urem i32 %84, 21, !dbg !137
  %86 = sitofp i32 %85 to float, !dbg !139
  %87 = fadd float %86, -1.000000e+01, !dbg !140
  %88 = getelementptr inbounds float, float* %45, i64 %83, !dbg !141
  store float %87, float* %88, align 4, !dbg !142, !tbaa !143
  %89 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %83, i32 0, !dbg !145
  store float %87, float* %89, align 4, !dbg !146, !tbaa !147
  %90 = trunc i64 %83 to i32, !dbg !150
  %91 = urem i32 %90, 17, !dbg !150
  %92 = sitofp i32 %91 to float, !dbg !151
  %93 = fadd float %92, -8.000000e+00, !dbg !152
  %94 = getelementptr inbounds float, float* %46, i64 %83, !dbg !153
  store float %93, float* %94, align 4, !dbg !154, !tbaa !143
  %95 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %83, i32 1, !dbg !155
  store float %93, float* %95, align 4, !dbg !156, !tbaa !157
  %96 = trunc i64 %83 to i32, !dbg !158
  %97 = urem i32 %96, 5, !dbg !158
  %98 = sitofp i32 %97 to float, !dbg !159
  %99 = getelementptr inbounds float, float* %47, i64 %83, !dbg !160
  store float %98, float* %99, align 4, !dbg !161, !tbaa !143
  %100 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %83, i32 2, !dbg !162
  store float %98, float* %100, align 4, !dbg !163, !tbaa !164
  %101 = getelementptr inbounds float, float* %48, i64 %83, !dbg !165
  store float 1.000000e+00, float* %101, align 4, !dbg !166, !tbaa !143
  %102 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %83, i32 3, !dbg !167
  store float 1.000000e+00, float* %102, align 4, !dbg !168, !tbaa !169
  %103 = getelementptr inbounds float, float* %49, i64 %83, !dbg !170
  store float -5.000000e-01, float* %103, align 4, !dbg !171, !tbaa !143
  %104 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %83, i32 4, !dbg !172
  store float -5.000000e-01, float* %104, align 4, !dbg !173, !tbaa !174
  %105 = getelementptr inbounds float, float* %50, i64 %83, !dbg !175
  store float 0.000000e+00, float* %105, align 4, !dbg !176, !tbaa !143
  %106 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %83, i32 5, !dbg !177
  store float 0.000000e+00, float* %106, align 4, !dbg !178, !tbaa !179
  %107 = trunc i64 %83 to i32, !dbg !180
  %108 = urem i32 %107, 3, !dbg !180
  %109 = sitofp i32 %108 to float, !dbg !181
  %110 = fadd float %109, 1.000000e+00, !dbg !182
  %111 = getelementptr inbounds float, float* %51, i64 %83, !dbg !183
  store float %110, float* %111, align 4, !dbg !184, !tbaa !143
  %112 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %83, i32 6, !dbg !185
  store float %110, float* %112, align 4, !dbg !186, !tbaa !187
  %113 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %83, i32 7, !dbg !188
  %114 = trunc i64 %83 to i32, !dbg !189
  store i32 %114, i32* %113, align 4, !dbg !189, !tbaa !190
  %115 = add nuw nsw i64 %83, 1, !dbg !191
  call void @llvm.dbg.value(metadata i64 %115, metadata !56, metadata !DIExpression()), !dbg !111
  %116 = icmp eq i64 %115, %52, !dbg !112
  br i1 %116, label %61, label %82, !dbg !114, !llvm.loop !192

117:                                              ; preds = %248, %61
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !62, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !60, metadata !DIExpression()), !dbg !67
  %118 = icmp sgt i32 %12, 0, !dbg !195
  br i1 %118, label %119, label %251, !dbg !197

119:                                              ; preds = %117
  %120 = load float*, float** %27, align 8, !tbaa !115
  %121 = load float*, float** %29, align 8, !tbaa !117
  %122 = load float*, float** %31, align 8, !tbaa !118
  %123 = zext i32 %12 to i64, !dbg !195
  br label %255, !dbg !197

124:                                              ; preds = %63, %248
  %125 = phi i32 [ 0, %63 ], [ %249, %248 ]
  call void @llvm.dbg.value(metadata i32 %125, metadata !58, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 %12, metadata !198, metadata !DIExpression()) #8, !dbg !212
  call void @llvm.dbg.value(metadata %struct.particle* %42, metadata !203, metadata !DIExpression()) #8, !dbg !212
  call void @llvm.dbg.value(metadata float 0x3FA99999A0000000, metadata !204, metadata !DIExpression()) #8, !dbg !212
  call void @llvm.dbg.value(metadata i32 0, metadata !205, metadata !DIExpression()) #8, !dbg !215
  br i1 %64, label %126, label %248, !dbg !216

126:                                              ; preds = %124, %168
  %127 = phi i64 [ %169, %168 ], [ 0, %124 ]
  call void @llvm.dbg.value(metadata i64 %127, metadata !205, metadata !DIExpression()) #8, !dbg !215
  %128 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %127, i32 0, !dbg !217
  %129 = load float, float* %128, align 4, !dbg !217, !tbaa !147
  %130 = fneg float %129, !dbg !218
  %131 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %127, i32 6, !dbg !219
  %132 = load float, float* %131, align 4, !dbg !219, !tbaa !187
  %133 = fdiv float %130, %132, !dbg !220
  call void @llvm.dbg.value(metadata float %133, metadata !207, metadata !DIExpression()) #8, !dbg !221
  %134 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %127, i32 1, !dbg !222
  %135 = load float, float* %134, align 4, !dbg !222, !tbaa !157
  %136 = fneg float %135, !dbg !223
  %137 = fdiv float %136, %132, !dbg !224
  call void @llvm.dbg.value(metadata float %137, metadata !210, metadata !DIExpression()) #8, !dbg !221
  %138 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %127, i32 2, !dbg !225
  %139 = load float, float* %138, align 4, !dbg !225, !tbaa !164
  %140 = fneg float %139, !dbg !226
  %141 = fdiv float %140, %132, !dbg !227
  call void @llvm.dbg.value(metadata float %141, metadata !211, metadata !DIExpression()) #8, !dbg !221
  %142 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %127, i32 3, !dbg !228
  %143 = load float, float* %142, align 4, !dbg !228, !tbaa !169
  %144 = fmul float %133, 0x3FA99999A0000000, !dbg !229
  %145 = call float @llvm.fmuladd.f32(float %143, float 0x3FEFAE1480000000, float %144) #8, !dbg !230
  store float %145, float* %142, align 4, !dbg !231, !tbaa !169
  %146 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %127, i32 4, !dbg !232
  %147 = load float, float* %146, align 4, !dbg !232, !tbaa !174
  %148 = fmul float %137, 0x3FA99999A0000000, !dbg !233
  %149 = call float @llvm.fmuladd.f32(float %147, float 0x3FEFAE1480000000, float %148) #8, !dbg !234
  store float %149, float* %146, align 4, !dbg !235, !tbaa !174
  %150 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %127, i32 5, !dbg !236
  %151 = load float, float* %150, align 4, !dbg !236, !tbaa !179
  %152 = fmul float %141, 0x3FA99999A0000000, !dbg !237
  %153 = call float @llvm.fmuladd.f32(float %151, float 0x3FEFAE1480000000, float %152) #8, !dbg !238
  store float %153, float* %150, align 4, !dbg !239, !tbaa !179
  %154 = call float @llvm.fmuladd.f32(float %145, float 0x3FA99999A0000000, float %129) #8, !dbg !240
  store float %154, float* %128, align 4, !dbg !240, !tbaa !147
  %155 = call float @llvm.fmuladd.f32(float %149, float 0x3FA99999A0000000, float %135) #8, !dbg !241
  store float %155, float* %134, align 4, !dbg !241, !tbaa !157
  %156 = call float @llvm.fmuladd.f32(float %153, float 0x3FA99999A0000000, float %139) #8, !dbg !242
  store float %156, float* %138, align 4, !dbg !242, !tbaa !164
  %157 = fcmp ogt float %154, 1.000000e+01, !dbg !243
  %158 = fcmp olt float %154, -1.000000e+01
  %159 = or i1 %157, %158, !dbg !245
  br i1 %159, label %160, label %162, !dbg !245

160:                                              ; preds = %126
  %161 = fneg float %145, !dbg !246
  store float %161, float* %142, align 4, !dbg !247, !tbaa !169
  br label %162, !dbg !248

162:                                              ; preds = %160, %126
  %163 = fcmp ogt float %155, 1.000000e+01, !dbg !249
  %164 = fcmp olt float %155, -1.000000e+01
  %165 = or i1 %163, %164, !dbg !251
  br i1 %165, label %166, label %168, !dbg !251

166:                                              ; preds = %162
  %167 = fneg float %149, !dbg !252
  store float %167, float* %146, align 4, !dbg !253, !tbaa !174
  br label %168, !dbg !254

168:                                              ; preds = %166, %162
  %169 = add nuw nsw i64 %127, 1, !dbg !255
  call void @llvm.dbg.value(metadata i64 %169, metadata !205, metadata !DIExpression()) #8, !dbg !215
  %170 = icmp eq i64 %169, %65, !dbg !256
  br i1 %170, label %171, label %126, !dbg !216, !llvm.loop !257

171:                                              ; preds = %168
  call void @llvm.dbg.value(metadata i32 %12, metadata !259, metadata !DIExpression()) #8, !dbg !276
  call void @llvm.dbg.value(metadata %struct.particles_soa* %3, metadata !265, metadata !DIExpression()) #8, !dbg !276
  call void @llvm.dbg.value(metadata float 0x3FA99999A0000000, metadata !266, metadata !DIExpression()) #8, !dbg !276
  call void @llvm.dbg.value(metadata i32 0, metadata !267, metadata !DIExpression()) #8, !dbg !278
  br i1 %64, label %173, label %248, !dbg !279

172:                                              ; preds = %173
  call void @llvm.dbg.value(metadata i32 0, metadata !272, metadata !DIExpression()) #8, !dbg !280
  br i1 %64, label %205, label %248, !dbg !281

173:                                              ; preds = %171, %173
  %174 = phi i64 [ %199, %173 ], [ 0, %171 ]
  call void @llvm.dbg.value(metadata i64 %174, metadata !267, metadata !DIExpression()) #8, !dbg !278
  %175 = getelementptr inbounds float, float* %66, i64 %174, !dbg !282
  %176 = load float, float* %175, align 4, !dbg !282, !tbaa !143
  %177 = fdiv float 1.000000e+00, %176, !dbg !283
  call void @llvm.dbg.value(metadata float %177, metadata !269, metadata !DIExpression()) #8, !dbg !284
  %178 = getelementptr inbounds float, float* %67, i64 %174, !dbg !285
  %179 = load float, float* %178, align 4, !dbg !285, !tbaa !143
  %180 = getelementptr inbounds float, float* %68, i64 %174, !dbg !286
  %181 = load float, float* %180, align 4, !dbg !286, !tbaa !143
  %182 = fmul float %181, 0xBFA99999A0000000, !dbg !287
  %183 = fmul float %177, %182, !dbg !287
  %184 = call float @llvm.fmuladd.f32(float %179, float 0x3FEFAE1480000000, float %183) #8, !dbg !287
  store float %184, float* %178, align 4, !dbg !288, !tbaa !143
  %185 = getelementptr inbounds float, float* %69, i64 %174, !dbg !289
  %186 = load float, float* %185, align 4, !dbg !289, !tbaa !143
  %187 = getelementptr inbounds float, float* %70, i64 %174, !dbg !290
  %188 = load float, float* %187, align 4, !dbg !290, !tbaa !143
  %189 = fmul float %188, 0xBFA99999A0000000, !dbg !291
  %190 = fmul float %177, %189, !dbg !291
  %191 = call float @llvm.fmuladd.f32(float %186, float 0x3FEFAE1480000000, float %190) #8, !dbg !291
  store float %191, float* %185, align 4, !dbg !292, !tbaa !143
  %192 = getelementptr inbounds float, float* %71, i64 %174, !dbg !293
  %193 = load float, float* %192, align 4, !dbg !293, !tbaa !143
  %194 = getelementptr inbounds float, float* %72, i64 %174, !dbg !294
  %195 = load float, float* %194, align 4, !dbg !294, !tbaa !143
  %196 = fmul float %195, 0xBFA99999A0000000, !dbg !295
  %197 = fmul float %177, %196, !dbg !295
  %198 = call float @llvm.fmuladd.f32(float %193, float 0x3FEFAE1480000000, float %197) #8, !dbg !295
  store float %198, float* %192, align 4, !dbg !296, !tbaa !143
  %199 = add nuw nsw i64 %174, 1, !dbg !297
  call void @llvm.dbg.value(metadata i64 %199, metadata !267, metadata !DIExpression()) #8, !dbg !278
  %200 = icmp eq i64 %199, %73, !dbg !298
  br i1 %200, label %172, label %173, !dbg !279, !llvm.loop !299

201:                                              ; preds = %205
  call void @llvm.dbg.value(metadata i32 0, metadata !274, metadata !DIExpression()) #8, !dbg !301
  br i1 %64, label %202, label %248, !dbg !302

202:                                              ; preds = %201
  %203 = load float*, float** %33, align 8
  %204 = load float*, float** %35, align 8
  br label %224, !dbg !302

205:                                              ; preds = %172, %205
  %206 = phi i64 [ %222, %205 ], [ 0, %172 ]
  call void @llvm.dbg.value(metadata i64 %206, metadata !272, metadata !DIExpression()) #8, !dbg !280
  %207 = getelementptr inbounds float, float* %74, i64 %206, !dbg !303
  %208 = load float, float* %207, align 4, !dbg !303, !tbaa !143
  %209 = getelementptr inbounds float, float* %75, i64 %206, !dbg !306
  %210 = load float, float* %209, align 4, !dbg !307, !tbaa !143
  %211 = call float @llvm.fmuladd.f32(float %208, float 0x3FA99999A0000000, float %210) #8, !dbg !307
  store float %211, float* %209, align 4, !dbg !307, !tbaa !143
  %212 = getelementptr inbounds float, float* %76, i64 %206, !dbg !308
  %213 = load float, float* %212, align 4, !dbg !308, !tbaa !143
  %214 = getelementptr inbounds float, float* %77, i64 %206, !dbg !309
  %215 = load float, float* %214, align 4, !dbg !310, !tbaa !143
  %216 = call float @llvm.fmuladd.f32(float %213, float 0x3FA99999A0000000, float %215) #8, !dbg !310
  store float %216, float* %214, align 4, !dbg !310, !tbaa !143
  %217 = getelementptr inbounds float, float* %78, i64 %206, !dbg !311
  %218 = load float, float* %217, align 4, !dbg !311, !tbaa !143
  %219 = getelementptr inbounds float, float* %79, i64 %206, !dbg !312
  %220 = load float, float* %219, align 4, !dbg !313, !tbaa !143
  %221 = call float @llvm.fmuladd.f32(float %218, float 0x3FA99999A0000000, float %220) #8, !dbg !313
  store float %221, float* %219, align 4, !dbg !313, !tbaa !143
  %222 = add nuw nsw i64 %206, 1, !dbg !314
  call void @llvm.dbg.value(metadata i64 %222, metadata !272, metadata !DIExpression()) #8, !dbg !280
  %223 = icmp eq i64 %222, %80, !dbg !315
  br i1 %223, label %201, label %205, !dbg !281, !llvm.loop !316

224:                                              ; preds = %245, %202
  %225 = phi i64 [ 0, %202 ], [ %246, %245 ]
  call void @llvm.dbg.value(metadata i64 %225, metadata !274, metadata !DIExpression()) #8, !dbg !301
  %226 = getelementptr inbounds float, float* %75, i64 %225, !dbg !318
  %227 = load float, float* %226, align 4, !dbg !318, !tbaa !143
  %228 = fcmp ogt float %227, 1.000000e+01, !dbg !322
  %229 = fcmp olt float %227, -1.000000e+01
  %230 = or i1 %228, %229, !dbg !323
  br i1 %230, label %231, label %235, !dbg !323

231:                                              ; preds = %224
  %232 = getelementptr inbounds float, float* %203, i64 %225, !dbg !324
  %233 = load float, float* %232, align 4, !dbg !324, !tbaa !143
  %234 = fneg float %233, !dbg !325
  store float %234, float* %232, align 4, !dbg !326, !tbaa !143
  br label %235, !dbg !327

235:                                              ; preds = %231, %224
  %236 = getelementptr inbounds float, float* %77, i64 %225, !dbg !328
  %237 = load float, float* %236, align 4, !dbg !328, !tbaa !143
  %238 = fcmp ogt float %237, 1.000000e+01, !dbg !330
  %239 = fcmp olt float %237, -1.000000e+01
  %240 = or i1 %238, %239, !dbg !331
  br i1 %240, label %241, label %245, !dbg !331

241:                                              ; preds = %235
  %242 = getelementptr inbounds float, float* %204, i64 %225, !dbg !332
  %243 = load float, float* %242, align 4, !dbg !332, !tbaa !143
  %244 = fneg float %243, !dbg !333
  store float %244, float* %242, align 4, !dbg !334, !tbaa !143
  br label %245, !dbg !335

245:                                              ; preds = %241, %235
  %246 = add nuw nsw i64 %225, 1, !dbg !336
  call void @llvm.dbg.value(metadata i64 %246, metadata !274, metadata !DIExpression()) #8, !dbg !301
  %247 = icmp eq i64 %246, %81, !dbg !337
  br i1 %247, label %248, label %224, !dbg !302, !llvm.loop !338

248:                                              ; preds = %245, %172, %124, %171, %201
  %249 = add nuw nsw i32 %125, 1, !dbg !340
  call void @llvm.dbg.value(metadata i32 %249, metadata !58, metadata !DIExpression()), !dbg !133
  %250 = icmp eq i32 %249, %20, !dbg !134
  br i1 %250, label %117, label %124, !dbg !136, !llvm.loop !341

251:                                              ; preds = %255, %117
  %252 = phi double [ 0.000000e+00, %117 ], [ %268, %255 ], !dbg !67
  %253 = phi double [ 0.000000e+00, %117 ], [ %278, %255 ], !dbg !67
  %254 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), double noundef %252, double noundef %253), !dbg !343
  call void @free(i8* noundef %23) #8, !dbg !344
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !345
  br label %282, !dbg !346

255:                                              ; preds = %119, %255
  %256 = phi i64 [ 0, %119 ], [ %279, %255 ]
  %257 = phi double [ 0.000000e+00, %119 ], [ %278, %255 ]
  %258 = phi double [ 0.000000e+00, %119 ], [ %268, %255 ]
  call void @llvm.dbg.value(metadata i64 %256, metadata !63, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.value(metadata double %257, metadata !62, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double %258, metadata !60, metadata !DIExpression()), !dbg !67
  %259 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %256, i32 0, !dbg !347
  %260 = load float, float* %259, align 4, !dbg !347, !tbaa !147
  %261 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %256, i32 1, !dbg !349
  %262 = load float, float* %261, align 4, !dbg !349, !tbaa !157
  %263 = fadd float %260, %262, !dbg !350
  %264 = getelementptr inbounds %struct.particle, %struct.particle* %42, i64 %256, i32 2, !dbg !351
  %265 = load float, float* %264, align 4, !dbg !351, !tbaa !164
  %266 = fadd float %263, %265, !dbg !352
  %267 = fpext float %266 to double, !dbg !353
  %268 = fadd double %258, %267, !dbg !354
  call void @llvm.dbg.value(metadata double %268, metadata !60, metadata !DIExpression()), !dbg !67
  %269 = getelementptr inbounds float, float* %120, i64 %256, !dbg !355
  %270 = load float, float* %269, align 4, !dbg !355, !tbaa !143
  %271 = getelementptr inbounds float, float* %121, i64 %256, !dbg !356
  %272 = load float, float* %271, align 4, !dbg !356, !tbaa !143
  %273 = fadd float %270, %272, !dbg !357
  %274 = getelementptr inbounds float, float* %122, i64 %256, !dbg !358
  %275 = load float, float* %274, align 4, !dbg !358, !tbaa !143
  %276 = fadd float %273, %275, !dbg !359
  %277 = fpext float %276 to double, !dbg !355
  %278 = fadd double %257, %277, !dbg !360
  call void @llvm.dbg.value(metadata double %278, metadata !62, metadata !DIExpression()), !dbg !67
  %279 = add nuw nsw i64 %256, 1, !dbg !361
  call void @llvm.dbg.value(metadata i64 %279, metadata !63, metadata !DIExpression()), !dbg !194
  %280 = icmp eq i64 %279, %123, !dbg !195
  br i1 %280, label %251, label %255, !dbg !197, !llvm.loop !362

281:                                              ; preds = %282
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %25) #8, !dbg !364
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %24) #8, !dbg !364
  ret i32 0, !dbg !365

282:                                              ; preds = %251, %282
  %283 = phi i64 [ 0, %251 ], [ %288, %282 ]
  call void @llvm.dbg.value(metadata i64 %283, metadata !65, metadata !DIExpression()), !dbg !345
  %284 = getelementptr inbounds [7 x float**], [7 x float**]* %4, i64 0, i64 %283, !dbg !366
  %285 = bitcast float*** %284 to i8***, !dbg !366
  %286 = load i8**, i8*** %285, align 8, !dbg !366, !tbaa !71
  %287 = load i8*, i8** %286, align 8, !dbg !368, !tbaa !71
  call void @free(i8* noundef %287) #8, !dbg !369
  %288 = add nuw nsw i64 %283, 1, !dbg !370
  call void @llvm.dbg.value(metadata i64 %288, metadata !65, metadata !DIExpression()), !dbg !345
  %289 = icmp eq i64 %288, 7, !dbg !371
  br i1 %289, label %281, label %282, !dbg !346, !llvm.loop !372
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

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
!97 = !DILocation(line: 64, column: 3, scope: !16)
!98 = !DILocation(line: 64, column: 17, scope: !16)
!99 = !DILocation(line: 65, column: 3, scope: !16)
!100 = !DILocation(line: 65, column: 11, scope: !16)
!101 = !DILocation(line: 65, column: 23, scope: !16)
!102 = !DILocation(line: 65, column: 27, scope: !16)
!103 = !DILocation(line: 65, column: 33, scope: !16)
!104 = !DILocation(line: 65, column: 39, scope: !16)
!105 = !DILocation(line: 65, column: 45, scope: !16)
!106 = !DILocation(line: 65, column: 52, scope: !16)
!107 = !DILocation(line: 65, column: 59, scope: !16)
!108 = !DILocation(line: 65, column: 66, scope: !16)
!109 = !DILocation(line: 0, scope: !55)
!110 = !DILocation(line: 66, column: 3, scope: !55)
!111 = !DILocation(line: 0, scope: !57)
!112 = !DILocation(line: 68, column: 21, scope: !113)
!113 = distinct !DILexicalBlock(scope: !57, file: !1, line: 68, column: 3)
!114 = !DILocation(line: 68, column: 3, scope: !57)
!115 = !{!116, !72, i64 0}
!116 = !{!"", !72, i64 0, !72, i64 8, !72, i64 16, !72, i64 24, !72, i64 32, !72, i64 40, !72, i64 48}
!117 = !{!116, !72, i64 8}
!118 = !{!116, !72, i64 16}
!119 = !{!116, !72, i64 24}
!120 = !{!116, !72, i64 32}
!121 = !{!116, !72, i64 40}
!122 = !{!116, !72, i64 48}
!123 = !DILocation(line: 67, column: 18, scope: !124)
!124 = distinct !DILexicalBlock(scope: !55, file: !1, line: 66, column: 3)
!125 = !DILocation(line: 67, column: 6, scope: !124)
!126 = !DILocation(line: 67, column: 16, scope: !124)
!127 = !DILocation(line: 66, column: 27, scope: !124)
!128 = !DILocation(line: 66, column: 21, scope: !124)
!129 = distinct !{!129, !110, !130, !131, !132}
!130 = !DILocation(line: 67, column: 42, scope: !55)
!131 = !{!"llvm.loop.mustprogress"}
!132 = !{!"llvm.loop.unroll.disable"}
!133 = !DILocation(line: 0, scope: !59)
!134 = !DILocation(line: 78, column: 21, scope: !135)
!135 = distinct !DILexicalBlock(scope: !59, file: !1, line: 78, column: 3)
!136 = !DILocation(line: 78, column: 3, scope: !59)
!137 = !DILocation(line: 69, column: 33, scope: !138)
!138 = distinct !DILexicalBlock(scope: !113, file: !1, line: 68, column: 31)
!139 = !DILocation(line: 69, column: 23, scope: !138)
!140 = !DILocation(line: 69, column: 39, scope: !138)
!141 = !DILocation(line: 69, column: 14, scope: !138)
!142 = !DILocation(line: 69, column: 21, scope: !138)
!143 = !{!144, !144, i64 0}
!144 = !{!"float", !73, i64 0}
!145 = !DILocation(line: 69, column: 10, scope: !138)
!146 = !DILocation(line: 69, column: 12, scope: !138)
!147 = !{!148, !144, i64 0}
!148 = !{!"", !144, i64 0, !144, i64 4, !144, i64 8, !144, i64 12, !144, i64 16, !144, i64 20, !144, i64 24, !149, i64 28}
!149 = !{!"int", !73, i64 0}
!150 = !DILocation(line: 70, column: 33, scope: !138)
!151 = !DILocation(line: 70, column: 23, scope: !138)
!152 = !DILocation(line: 70, column: 39, scope: !138)
!153 = !DILocation(line: 70, column: 14, scope: !138)
!154 = !DILocation(line: 70, column: 21, scope: !138)
!155 = !DILocation(line: 70, column: 10, scope: !138)
!156 = !DILocation(line: 70, column: 12, scope: !138)
!157 = !{!148, !144, i64 4}
!158 = !DILocation(line: 71, column: 33, scope: !138)
!159 = !DILocation(line: 71, column: 23, scope: !138)
!160 = !DILocation(line: 71, column: 14, scope: !138)
!161 = !DILocation(line: 71, column: 21, scope: !138)
!162 = !DILocation(line: 71, column: 10, scope: !138)
!163 = !DILocation(line: 71, column: 12, scope: !138)
!164 = !{!148, !144, i64 8}
!165 = !DILocation(line: 72, column: 15, scope: !138)
!166 = !DILocation(line: 72, column: 23, scope: !138)
!167 = !DILocation(line: 72, column: 10, scope: !138)
!168 = !DILocation(line: 72, column: 13, scope: !138)
!169 = !{!148, !144, i64 12}
!170 = !DILocation(line: 73, column: 15, scope: !138)
!171 = !DILocation(line: 73, column: 23, scope: !138)
!172 = !DILocation(line: 73, column: 10, scope: !138)
!173 = !DILocation(line: 73, column: 13, scope: !138)
!174 = !{!148, !144, i64 16}
!175 = !DILocation(line: 74, column: 15, scope: !138)
!176 = !DILocation(line: 74, column: 23, scope: !138)
!177 = !DILocation(line: 74, column: 10, scope: !138)
!178 = !DILocation(line: 74, column: 13, scope: !138)
!179 = !{!148, !144, i64 20}
!180 = !DILocation(line: 75, column: 39, scope: !138)
!181 = !DILocation(line: 75, column: 36, scope: !138)
!182 = !DILocation(line: 75, column: 34, scope: !138)
!183 = !DILocation(line: 75, column: 17, scope: !138)
!184 = !DILocation(line: 75, column: 27, scope: !138)
!185 = !DILocation(line: 75, column: 10, scope: !138)
!186 = !DILocation(line: 75, column: 15, scope: !138)
!187 = !{!148, !144, i64 24}
!188 = !DILocation(line: 76, column: 10, scope: !138)
!189 = !DILocation(line: 76, column: 13, scope: !138)
!190 = !{!148, !149, i64 28}
!191 = !DILocation(line: 68, column: 27, scope: !113)
!192 = distinct !{!192, !114, !193, !131, !132}
!193 = !DILocation(line: 77, column: 3, scope: !57)
!194 = !DILocation(line: 0, scope: !64)
!195 = !DILocation(line: 83, column: 21, scope: !196)
!196 = distinct !DILexicalBlock(scope: !64, file: !1, line: 83, column: 3)
!197 = !DILocation(line: 83, column: 3, scope: !64)
!198 = !DILocalVariable(name: "n", arg: 1, scope: !199, file: !1, line: 20, type: !4)
!199 = distinct !DISubprogram(name: "step_aos", scope: !1, file: !1, line: 20, type: !200, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !202)
!200 = !DISubroutineType(types: !201)
!201 = !{null, !4, !25, !3}
!202 = !{!198, !203, !204, !205, !207, !210, !211}
!203 = !DILocalVariable(name: "p", arg: 2, scope: !199, file: !1, line: 20, type: !25)
!204 = !DILocalVariable(name: "dt", arg: 3, scope: !199, file: !1, line: 20, type: !3)
!205 = !DILocalVariable(name: "i", scope: !206, file: !1, line: 22, type: !4)
!206 = distinct !DILexicalBlock(scope: !199, file: !1, line: 22, column: 3)
!207 = !DILocalVariable(name: "ax", scope: !208, file: !1, line: 23, type: !3)
!208 = distinct !DILexicalBlock(scope: !209, file: !1, line: 22, column: 31)
!209 = distinct !DILexicalBlock(scope: !206, file: !1, line: 22, column: 3)
!210 = !DILocalVariable(name: "ay", scope: !208, file: !1, line: 23, type: !3)
!211 = !DILocalVariable(name: "az", scope: !208, file: !1, line: 24, type: !3)
!212 = !DILocation(line: 0, scope: !199, inlinedAt: !213)
!213 = distinct !DILocation(line: 79, column: 5, scope: !214)
!214 = distinct !DILexicalBlock(scope: !135, file: !1, line: 78, column: 35)
!215 = !DILocation(line: 0, scope: !206, inlinedAt: !213)
!216 = !DILocation(line: 22, column: 3, scope: !206, inlinedAt: !213)
!217 = !DILocation(line: 23, column: 22, scope: !208, inlinedAt: !213)
!218 = !DILocation(line: 23, column: 16, scope: !208, inlinedAt: !213)
!219 = !DILocation(line: 23, column: 31, scope: !208, inlinedAt: !213)
!220 = !DILocation(line: 23, column: 24, scope: !208, inlinedAt: !213)
!221 = !DILocation(line: 0, scope: !208, inlinedAt: !213)
!222 = !DILocation(line: 23, column: 48, scope: !208, inlinedAt: !213)
!223 = !DILocation(line: 23, column: 42, scope: !208, inlinedAt: !213)
!224 = !DILocation(line: 23, column: 50, scope: !208, inlinedAt: !213)
!225 = !DILocation(line: 24, column: 22, scope: !208, inlinedAt: !213)
!226 = !DILocation(line: 24, column: 16, scope: !208, inlinedAt: !213)
!227 = !DILocation(line: 24, column: 24, scope: !208, inlinedAt: !213)
!228 = !DILocation(line: 25, column: 28, scope: !208, inlinedAt: !213)
!229 = !DILocation(line: 25, column: 36, scope: !208, inlinedAt: !213)
!230 = !DILocation(line: 25, column: 31, scope: !208, inlinedAt: !213)
!231 = !DILocation(line: 25, column: 13, scope: !208, inlinedAt: !213)
!232 = !DILocation(line: 26, column: 28, scope: !208, inlinedAt: !213)
!233 = !DILocation(line: 26, column: 36, scope: !208, inlinedAt: !213)
!234 = !DILocation(line: 26, column: 31, scope: !208, inlinedAt: !213)
!235 = !DILocation(line: 26, column: 13, scope: !208, inlinedAt: !213)
!236 = !DILocation(line: 27, column: 28, scope: !208, inlinedAt: !213)
!237 = !DILocation(line: 27, column: 36, scope: !208, inlinedAt: !213)
!238 = !DILocation(line: 27, column: 31, scope: !208, inlinedAt: !213)
!239 = !DILocation(line: 27, column: 13, scope: !208, inlinedAt: !213)
!240 = !DILocation(line: 28, column: 12, scope: !208, inlinedAt: !213)
!241 = !DILocation(line: 29, column: 12, scope: !208, inlinedAt: !213)
!242 = !DILocation(line: 30, column: 12, scope: !208, inlinedAt: !213)
!243 = !DILocation(line: 31, column: 16, scope: !244, inlinedAt: !213)
!244 = distinct !DILexicalBlock(scope: !208, file: !1, line: 31, column: 9)
!245 = !DILocation(line: 31, column: 24, scope: !244, inlinedAt: !213)
!246 = !DILocation(line: 32, column: 17, scope: !244, inlinedAt: !213)
!247 = !DILocation(line: 32, column: 15, scope: !244, inlinedAt: !213)
!248 = !DILocation(line: 32, column: 7, scope: !244, inlinedAt: !213)
!249 = !DILocation(line: 33, column: 16, scope: !250, inlinedAt: !213)
!250 = distinct !DILexicalBlock(scope: !208, file: !1, line: 33, column: 9)
!251 = !DILocation(line: 33, column: 24, scope: !250, inlinedAt: !213)
!252 = !DILocation(line: 34, column: 17, scope: !250, inlinedAt: !213)
!253 = !DILocation(line: 34, column: 15, scope: !250, inlinedAt: !213)
!254 = !DILocation(line: 34, column: 7, scope: !250, inlinedAt: !213)
!255 = !DILocation(line: 22, column: 27, scope: !209, inlinedAt: !213)
!256 = !DILocation(line: 22, column: 21, scope: !209, inlinedAt: !213)
!257 = distinct !{!257, !216, !258, !131, !132}
!258 = !DILocation(line: 35, column: 3, scope: !206, inlinedAt: !213)
!259 = !DILocalVariable(name: "n", arg: 1, scope: !260, file: !1, line: 38, type: !4)
!260 = distinct !DISubprogram(name: "step_soa", scope: !1, file: !1, line: 38, type: !261, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !264)
!261 = !DISubroutineType(types: !262)
!262 = !{null, !4, !263, !3}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!264 = !{!259, !265, !266, !267, !269, !272, !274}
!265 = !DILocalVariable(name: "s", arg: 2, scope: !260, file: !1, line: 38, type: !263)
!266 = !DILocalVariable(name: "dt", arg: 3, scope: !260, file: !1, line: 38, type: !3)
!267 = !DILocalVariable(name: "i", scope: !268, file: !1, line: 40, type: !4)
!268 = distinct !DILexicalBlock(scope: !260, file: !1, line: 40, column: 3)
!269 = !DILocalVariable(name: "inv", scope: !270, file: !1, line: 41, type: !3)
!270 = distinct !DILexicalBlock(scope: !271, file: !1, line: 40, column: 31)
!271 = distinct !DILexicalBlock(scope: !268, file: !1, line: 40, column: 3)
!272 = !DILocalVariable(name: "i", scope: !273, file: !1, line: 46, type: !4)
!273 = distinct !DILexicalBlock(scope: !260, file: !1, line: 46, column: 3)
!274 = !DILocalVariable(name: "i", scope: !275, file: !1, line: 51, type: !4)
!275 = distinct !DILexicalBlock(scope: !260, file: !1, line: 51, column: 3)
!276 = !DILocation(line: 0, scope: !260, inlinedAt: !277)
!277 = distinct !DILocation(line: 80, column: 5, scope: !214)
!278 = !DILocation(line: 0, scope: !268, inlinedAt: !277)
!279 = !DILocation(line: 40, column: 3, scope: !268, inlinedAt: !277)
!280 = !DILocation(line: 0, scope: !273, inlinedAt: !277)
!281 = !DILocation(line: 46, column: 3, scope: !273, inlinedAt: !277)
!282 = !DILocation(line: 41, column: 24, scope: !270, inlinedAt: !277)
!283 = !DILocation(line: 41, column: 22, scope: !270, inlinedAt: !277)
!284 = !DILocation(line: 0, scope: !270, inlinedAt: !277)
!285 = !DILocation(line: 42, column: 24, scope: !270, inlinedAt: !277)
!286 = !DILocation(line: 42, column: 40, scope: !270, inlinedAt: !277)
!287 = !DILocation(line: 42, column: 33, scope: !270, inlinedAt: !277)
!288 = !DILocation(line: 42, column: 14, scope: !270, inlinedAt: !277)
!289 = !DILocation(line: 43, column: 24, scope: !270, inlinedAt: !277)
!290 = !DILocation(line: 43, column: 40, scope: !270, inlinedAt: !277)
!291 = !DILocation(line: 43, column: 33, scope: !270, inlinedAt: !277)
!292 = !DILocation(line: 43, column: 14, scope: !270, inlinedAt: !277)
!293 = !DILocation(line: 44, column: 24, scope: !270, inlinedAt: !277)
!294 = !DILocation(line: 44, column: 40, scope: !270, inlinedAt: !277)
!295 = !DILocation(line: 44, column: 33, scope: !270, inlinedAt: !277)
!296 = !DILocation(line: 44, column: 14, scope: !270, inlinedAt: !277)
!297 = !DILocation(line: 40, column: 27, scope: !271, inlinedAt: !277)
!298 = !DILocation(line: 40, column: 21, scope: !271, inlinedAt: !277)
!299 = distinct !{!299, !279, !300, !131, !132}
!300 = !DILocation(line: 45, column: 3, scope: !268, inlinedAt: !277)
!301 = !DILocation(line: 0, scope: !275, inlinedAt: !277)
!302 = !DILocation(line: 51, column: 3, scope: !275, inlinedAt: !277)
!303 = !DILocation(line: 47, column: 21, scope: !304, inlinedAt: !277)
!304 = distinct !DILexicalBlock(scope: !305, file: !1, line: 46, column: 31)
!305 = distinct !DILexicalBlock(scope: !273, file: !1, line: 46, column: 3)
!306 = !DILocation(line: 47, column: 5, scope: !304, inlinedAt: !277)
!307 = !DILocation(line: 47, column: 13, scope: !304, inlinedAt: !277)
!308 = !DILocation(line: 48, column: 21, scope: !304, inlinedAt: !277)
!309 = !DILocation(line: 48, column: 5, scope: !304, inlinedAt: !277)
!310 = !DILocation(line: 48, column: 13, scope: !304, inlinedAt: !277)
!311 = !DILocation(line: 49, column: 21, scope: !304, inlinedAt: !277)
!312 = !DILocation(line: 49, column: 5, scope: !304, inlinedAt: !277)
!313 = !DILocation(line: 49, column: 13, scope: !304, inlinedAt: !277)
!314 = !DILocation(line: 46, column: 27, scope: !305, inlinedAt: !277)
!315 = !DILocation(line: 46, column: 21, scope: !305, inlinedAt: !277)
!316 = distinct !{!316, !281, !317, !131, !132}
!317 = !DILocation(line: 50, column: 3, scope: !273, inlinedAt: !277)
!318 = !DILocation(line: 52, column: 9, scope: !319, inlinedAt: !277)
!319 = distinct !DILexicalBlock(scope: !320, file: !1, line: 52, column: 9)
!320 = distinct !DILexicalBlock(scope: !321, file: !1, line: 51, column: 31)
!321 = distinct !DILexicalBlock(scope: !275, file: !1, line: 51, column: 3)
!322 = !DILocation(line: 52, column: 17, scope: !319, inlinedAt: !277)
!323 = !DILocation(line: 52, column: 25, scope: !319, inlinedAt: !277)
!324 = !DILocation(line: 53, column: 19, scope: !319, inlinedAt: !277)
!325 = !DILocation(line: 53, column: 18, scope: !319, inlinedAt: !277)
!326 = !DILocation(line: 53, column: 16, scope: !319, inlinedAt: !277)
!327 = !DILocation(line: 53, column: 7, scope: !319, inlinedAt: !277)
!328 = !DILocation(line: 54, column: 9, scope: !329, inlinedAt: !277)
!329 = distinct !DILexicalBlock(scope: !320, file: !1, line: 54, column: 9)
!330 = !DILocation(line: 54, column: 17, scope: !329, inlinedAt: !277)
!331 = !DILocation(line: 54, column: 25, scope: !329, inlinedAt: !277)
!332 = !DILocation(line: 55, column: 19, scope: !329, inlinedAt: !277)
!333 = !DILocation(line: 55, column: 18, scope: !329, inlinedAt: !277)
!334 = !DILocation(line: 55, column: 16, scope: !329, inlinedAt: !277)
!335 = !DILocation(line: 55, column: 7, scope: !329, inlinedAt: !277)
!336 = !DILocation(line: 51, column: 27, scope: !321, inlinedAt: !277)
!337 = !DILocation(line: 51, column: 21, scope: !321, inlinedAt: !277)
!338 = distinct !{!338, !302, !339, !131, !132}
!339 = !DILocation(line: 56, column: 3, scope: !275, inlinedAt: !277)
!340 = !DILocation(line: 78, column: 31, scope: !135)
!341 = distinct !{!341, !136, !342, !131, !132}
!342 = !DILocation(line: 81, column: 3, scope: !59)
!343 = !DILocation(line: 87, column: 3, scope: !16)
!344 = !DILocation(line: 88, column: 3, scope: !16)
!345 = !DILocation(line: 0, scope: !66)
!346 = !DILocation(line: 89, column: 3, scope: !66)
!347 = !DILocation(line: 84, column: 16, scope: !348)
!348 = distinct !DILexicalBlock(scope: !196, file: !1, line: 83, column: 31)
!349 = !DILocation(line: 84, column: 25, scope: !348)
!350 = !DILocation(line: 84, column: 18, scope: !348)
!351 = !DILocation(line: 84, column: 34, scope: !348)
!352 = !DILocation(line: 84, column: 27, scope: !348)
!353 = !DILocation(line: 84, column: 11, scope: !348)
!354 = !DILocation(line: 84, column: 8, scope: !348)
!355 = !DILocation(line: 85, column: 11, scope: !348)
!356 = !DILocation(line: 85, column: 20, scope: !348)
!357 = !DILocation(line: 85, column: 18, scope: !348)
!358 = !DILocation(line: 85, column: 29, scope: !348)
!359 = !DILocation(line: 85, column: 27, scope: !348)
!360 = !DILocation(line: 85, column: 8, scope: !348)
!361 = !DILocation(line: 83, column: 27, scope: !196)
!362 = distinct !{!362, !197, !363, !131, !132}
!363 = !DILocation(line: 86, column: 3, scope: !64)
!364 = !DILocation(line: 92, column: 1, scope: !16)
!365 = !DILocation(line: 91, column: 3, scope: !16)
!366 = !DILocation(line: 90, column: 11, scope: !367)
!367 = distinct !DILexicalBlock(scope: !66, file: !1, line: 89, column: 3)
!368 = !DILocation(line: 90, column: 10, scope: !367)
!369 = !DILocation(line: 90, column: 5, scope: !367)
!370 = !DILocation(line: 89, column: 27, scope: !367)
!371 = !DILocation(line: 89, column: 21, scope: !367)
!372 = distinct !{!372, !346, !373, !131, !132}
!373 = !DILocation(line: 90, column: 20, scope: !66)
