; ModuleID = 'particles_soa_aos.c'
source_filename = "particles_soa_aos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.particle = type { float, float, float, float, float, float, float, i32 }
%struct.particles_soa = type { float*, float*, float*, float*, float*, float*, float* }

@.str = private unnamed_addr constant [19 x i8] c"aos %.3f soa %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.particle*, align 8
  %9 = alloca %struct.particles_soa, align 8
  %10 = alloca [7 x float**], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %18 = load i32, i32* %4, align 4, !dbg !26
  %19 = icmp sgt i32 %18, 1, !dbg !27
  br i1 %19, label %20, label %25, !dbg !26

20:                                               ; preds = %2
  %21 = load i8**, i8*** %5, align 8, !dbg !28
  %22 = getelementptr inbounds i8*, i8** %21, i64 1, !dbg !28
  %23 = load i8*, i8** %22, align 8, !dbg !28
  %24 = call i32 @atoi(i8* noundef %23) #5, !dbg !29
  br label %26, !dbg !26

25:                                               ; preds = %2
  br label %26, !dbg !26

26:                                               ; preds = %25, %20
  %27 = phi i32 [ %24, %20 ], [ 4000, %25 ], !dbg !26
  store i32 %27, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %7, metadata !30, metadata !DIExpression()), !dbg !31
  %28 = load i32, i32* %4, align 4, !dbg !32
  %29 = icmp sgt i32 %28, 2, !dbg !33
  br i1 %29, label %30, label %35, !dbg !32

30:                                               ; preds = %26
  %31 = load i8**, i8*** %5, align 8, !dbg !34
  %32 = getelementptr inbounds i8*, i8** %31, i64 2, !dbg !34
  %33 = load i8*, i8** %32, align 8, !dbg !34
  %34 = call i32 @atoi(i8* noundef %33) #5, !dbg !35
  br label %36, !dbg !32

35:                                               ; preds = %26
  br label %36, !dbg !32

36:                                               ; preds = %35, %30
  %37 = phi i32 [ %34, %30 ], [ 10, %35 ], !dbg !32
  store i32 %37, i32* %7, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata %struct.particle** %8, metadata !36, metadata !DIExpression()), !dbg !49
  %38 = load i32, i32* %6, align 4, !dbg !50
  %39 = sext i32 %38 to i64, !dbg !50
  %40 = mul i64 %39, 32, !dbg !51
  %41 = call noalias i8* @malloc(i64 noundef %40) #6, !dbg !52
  %42 = bitcast i8* %41 to %struct.particle*, !dbg !52
  store %struct.particle* %42, %struct.particle** %8, align 8, !dbg !49
  call void @llvm.dbg.declare(metadata %struct.particles_soa* %9, metadata !53, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata [7 x float**]* %10, metadata !66, metadata !DIExpression()), !dbg !71
  %43 = getelementptr inbounds [7 x float**], [7 x float**]* %10, i64 0, i64 0, !dbg !72
  %44 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 0, !dbg !73
  store float** %44, float*** %43, align 8, !dbg !72
  %45 = getelementptr inbounds float**, float*** %43, i64 1, !dbg !72
  %46 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 1, !dbg !74
  store float** %46, float*** %45, align 8, !dbg !72
  %47 = getelementptr inbounds float**, float*** %45, i64 1, !dbg !72
  %48 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 2, !dbg !75
  store float** %48, float*** %47, align 8, !dbg !72
  %49 = getelementptr inbounds float**, float*** %47, i64 1, !dbg !72
  %50 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 3, !dbg !76
  store float** %50, float*** %49, align 8, !dbg !72
  %51 = getelementptr inbounds float**, float*** %49, i64 1, !dbg !72
  %52 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 4, !dbg !77
  store float** %52, float*** %51, align 8, !dbg !72
  %53 = getelementptr inbounds float**, float*** %51, i64 1, !dbg !72
  %54 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 5, !dbg !78
  store float** %54, float*** %53, align 8, !dbg !72
  %55 = getelementptr inbounds float**, float*** %53, i64 1, !dbg !72
  %56 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 6, !dbg !79
  store float** %56, float*** %55, align 8, !dbg !72
  call void @llvm.dbg.declare(metadata i32* %11, metadata !80, metadata !DIExpression()), !dbg !82
  store i32 0, i32* %11, align 4, !dbg !82
  br label %57, !dbg !83

57:                                               ; preds = %70, %36
  %58 = load i32, i32* %11, align 4, !dbg !84
  %59 = icmp slt i32 %58, 7, !dbg !86
  br i1 %59, label %60, label %73, !dbg !87

60:                                               ; preds = %57
  %61 = load i32, i32* %6, align 4, !dbg !88
  %62 = sext i32 %61 to i64, !dbg !88
  %63 = mul i64 %62, 4, !dbg !89
  %64 = call noalias i8* @malloc(i64 noundef %63) #6, !dbg !90
  %65 = bitcast i8* %64 to float*, !dbg !90
  %66 = load i32, i32* %11, align 4, !dbg !91
  %67 = sext i32 %66 to i64, !dbg !92
  %68 = getelementptr inbounds [7 x float**], [7 x float**]* %10, i64 0, i64 %67, !dbg !92
  %69 = load float**, float*** %68, align 8, !dbg !92
  store float* %65, float** %69, align 8, !dbg !93
  br label %70, !dbg !94

70:                                               ; preds = %60
  %71 = load i32, i32* %11, align 4, !dbg !95
  %72 = add nsw i32 %71, 1, !dbg !95
  store i32 %72, i32* %11, align 4, !dbg !95
  br label %57, !dbg !96, !llvm.loop !97

73:                                               ; preds = %57
  call void @llvm.dbg.declare(metadata i32* %12, metadata !100, metadata !DIExpression()), !dbg !102
  store i32 0, i32* %12, align 4, !dbg !102
  br label %74, !dbg !103

74:                                               ; preds = %170, %73
  %75 = load i32, i32* %12, align 4, !dbg !104
  %76 = load i32, i32* %6, align 4, !dbg !106
  %77 = icmp slt i32 %75, %76, !dbg !107
  br i1 %77, label %78, label %173, !dbg !108

78:                                               ; preds = %74
  %79 = load i32, i32* %12, align 4, !dbg !109
  %80 = srem i32 %79, 21, !dbg !111
  %81 = sitofp i32 %80 to float, !dbg !112
  %82 = fsub float %81, 1.000000e+01, !dbg !113
  %83 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 0, !dbg !114
  %84 = load float*, float** %83, align 8, !dbg !114
  %85 = load i32, i32* %12, align 4, !dbg !115
  %86 = sext i32 %85 to i64, !dbg !116
  %87 = getelementptr inbounds float, float* %84, i64 %86, !dbg !116
  store float %82, float* %87, align 4, !dbg !117
  %88 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !118
  %89 = load i32, i32* %12, align 4, !dbg !119
  %90 = sext i32 %89 to i64, !dbg !118
  %91 = getelementptr inbounds %struct.particle, %struct.particle* %88, i64 %90, !dbg !118
  %92 = getelementptr inbounds %struct.particle, %struct.particle* %91, i32 0, i32 0, !dbg !120
  store float %82, float* %92, align 4, !dbg !121
  %93 = load i32, i32* %12, align 4, !dbg !122
  %94 = srem i32 %93, 17, !dbg !123
  %95 = sitofp i32 %94 to float, !dbg !124
  %96 = fsub float %95, 8.000000e+00, !dbg !125
  %97 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 1, !dbg !126
  %98 = load float*, float** %97, align 8, !dbg !126
  %99 = load i32, i32* %12, align 4, !dbg !127
  %100 = sext i32 %99 to i64, !dbg !128
  %101 = getelementptr inbounds float, float* %98, i64 %100, !dbg !128
  store float %96, float* %101, align 4, !dbg !129
  %102 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !130
  %103 = load i32, i32* %12, align 4, !dbg !131
  %104 = sext i32 %103 to i64, !dbg !130
  %105 = getelementptr inbounds %struct.particle, %struct.particle* %102, i64 %104, !dbg !130
  %106 = getelementptr inbounds %struct.particle, %struct.particle* %105, i32 0, i32 1, !dbg !132
  store float %96, float* %106, align 4, !dbg !133
  %107 = load i32, i32* %12, align 4, !dbg !134
  %108 = srem i32 %107, 5, !dbg !135
  %109 = sitofp i32 %108 to float, !dbg !136
  %110 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 2, !dbg !137
  %111 = load float*, float** %110, align 8, !dbg !137
  %112 = load i32, i32* %12, align 4, !dbg !138
  %113 = sext i32 %112 to i64, !dbg !139
  %114 = getelementptr inbounds float, float* %111, i64 %113, !dbg !139
  store float %109, float* %114, align 4, !dbg !140
  %115 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !141
  %116 = load i32, i32* %12, align 4, !dbg !142
  %117 = sext i32 %116 to i64, !dbg !141
  %118 = getelementptr inbounds %struct.particle, %struct.particle* %115, i64 %117, !dbg !141
  %119 = getelementptr inbounds %struct.particle, %struct.particle* %118, i32 0, i32 2, !dbg !143
  store float %109, float* %119, align 4, !dbg !144
  %120 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 3, !dbg !145
  %121 = load float*, float** %120, align 8, !dbg !145
  %122 = load i32, i32* %12, align 4, !dbg !146
  %123 = sext i32 %122 to i64, !dbg !147
  %124 = getelementptr inbounds float, float* %121, i64 %123, !dbg !147
  store float 1.000000e+00, float* %124, align 4, !dbg !148
  %125 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !149
  %126 = load i32, i32* %12, align 4, !dbg !150
  %127 = sext i32 %126 to i64, !dbg !149
  %128 = getelementptr inbounds %struct.particle, %struct.particle* %125, i64 %127, !dbg !149
  %129 = getelementptr inbounds %struct.particle, %struct.particle* %128, i32 0, i32 3, !dbg !151
  store float 1.000000e+00, float* %129, align 4, !dbg !152
  %130 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 4, !dbg !153
  %131 = load float*, float** %130, align 8, !dbg !153
  %132 = load i32, i32* %12, align 4, !dbg !154
  %133 = sext i32 %132 to i64, !dbg !155
  %134 = getelementptr inbounds float, float* %131, i64 %133, !dbg !155
  store float -5.000000e-01, float* %134, align 4, !dbg !156
  %135 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !157
  %136 = load i32, i32* %12, align 4, !dbg !158
  %137 = sext i32 %136 to i64, !dbg !157
  %138 = getelementptr inbounds %struct.particle, %struct.particle* %135, i64 %137, !dbg !157
  %139 = getelementptr inbounds %struct.particle, %struct.particle* %138, i32 0, i32 4, !dbg !159
  store float -5.000000e-01, float* %139, align 4, !dbg !160
  %140 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 5, !dbg !161
  %141 = load float*, float** %140, align 8, !dbg !161
  %142 = load i32, i32* %12, align 4, !dbg !162
  %143 = sext i32 %142 to i64, !dbg !163
  %144 = getelementptr inbounds float, float* %141, i64 %143, !dbg !163
  store float 0.000000e+00, float* %144, align 4, !dbg !164
  %145 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !165
  %146 = load i32, i32* %12, align 4, !dbg !166
  %147 = sext i32 %146 to i64, !dbg !165
  %148 = getelementptr inbounds %struct.particle, %struct.particle* %145, i64 %147, !dbg !165
  %149 = getelementptr inbounds %struct.particle, %struct.particle* %148, i32 0, i32 5, !dbg !167
  store float 0.000000e+00, float* %149, align 4, !dbg !168
  %150 = load i32, i32* %12, align 4, !dbg !169
  %151 = srem i32 %150, 3, !dbg !170
  %152 = sitofp i32 %151 to float, !dbg !171
  %153 = fadd float 1.000000e+00, %152, !dbg !172
  %154 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 6, !dbg !173
  %155 = load float*, float** %154, align 8, !dbg !173
  %156 = load i32, i32* %12, align 4, !dbg !174
  %157 = sext i32 %156 to i64, !dbg !175
  %158 = getelementptr inbounds float, float* %155, i64 %157, !dbg !175
  store float %153, float* %158, align 4, !dbg !176
  %159 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !177
  %160 = load i32, i32* %12, align 4, !dbg !178
  %161 = sext i32 %160 to i64, !dbg !177
  %162 = getelementptr inbounds %struct.particle, %struct.particle* %159, i64 %161, !dbg !177
  %163 = getelementptr inbounds %struct.particle, %struct.particle* %162, i32 0, i32 6, !dbg !179
  store float %153, float* %163, align 4, !dbg !180
  %164 = load i32, i32* %12, align 4, !dbg !181
  %165 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !182
  %166 = load i32, i32* %12, align 4, !dbg !183
  %167 = sext i32 %166 to i64, !dbg !182
  %168 = getelementptr inbounds %struct.particle, %struct.particle* %165, i64 %167, !dbg !182
  %169 = getelementptr inbounds %struct.particle, %struct.particle* %168, i32 0, i32 7, !dbg !184
  store i32 %164, i32* %169, align 4, !dbg !185
  br label %170, !dbg !186

170:                                              ; preds = %78
  %171 = load i32, i32* %12, align 4, !dbg !187
  %172 = add nsw i32 %171, 1, !dbg !187
  store i32 %172, i32* %12, align 4, !dbg !187
  br label %74, !dbg !188, !llvm.loop !189

173:                                              ; preds = %74
  call void @llvm.dbg.declare(metadata i32* %13, metadata !191, metadata !DIExpression()), !dbg !193
  store i32 0, i32* %13, align 4, !dbg !193
  br label %174, !dbg !194

174:                                              ; preds = %182, %173
  %175 = load i32, i32* %13, align 4, !dbg !195
  %176 = load i32, i32* %7, align 4, !dbg !197
  %177 = icmp slt i32 %175, %176, !dbg !198
  br i1 %177, label %178, label %185, !dbg !199

178:                                              ; preds = %174
  %179 = load i32, i32* %6, align 4, !dbg !200
  %180 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !202
  call void @step_aos(i32 noundef %179, %struct.particle* noundef %180, float noundef 0x3FA99999A0000000), !dbg !203
  %181 = load i32, i32* %6, align 4, !dbg !204
  call void @step_soa(i32 noundef %181, %struct.particles_soa* noundef %9, float noundef 0x3FA99999A0000000), !dbg !205
  br label %182, !dbg !206

182:                                              ; preds = %178
  %183 = load i32, i32* %13, align 4, !dbg !207
  %184 = add nsw i32 %183, 1, !dbg !207
  store i32 %184, i32* %13, align 4, !dbg !207
  br label %174, !dbg !208, !llvm.loop !209

185:                                              ; preds = %174
  call void @llvm.dbg.declare(metadata double* %14, metadata !211, metadata !DIExpression()), !dbg !213
  store double 0.000000e+00, double* %14, align 8, !dbg !213
  call void @llvm.dbg.declare(metadata double* %15, metadata !214, metadata !DIExpression()), !dbg !215
  store double 0.000000e+00, double* %15, align 8, !dbg !215
  call void @llvm.dbg.declare(metadata i32* %16, metadata !216, metadata !DIExpression()), !dbg !218
  store i32 0, i32* %16, align 4, !dbg !218
  br label %186, !dbg !219

186:                                              ; preds = %237, %185
  %187 = load i32, i32* %16, align 4, !dbg !220
  %188 = load i32, i32* %6, align 4, !dbg !222
  %189 = icmp slt i32 %187, %188, !dbg !223
  br i1 %189, label %190, label %240, !dbg !224

190:                                              ; preds = %186
  %191 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !225
  %192 = load i32, i32* %16, align 4, !dbg !227
  %193 = sext i32 %192 to i64, !dbg !225
  %194 = getelementptr inbounds %struct.particle, %struct.particle* %191, i64 %193, !dbg !225
  %195 = getelementptr inbounds %struct.particle, %struct.particle* %194, i32 0, i32 0, !dbg !228
  %196 = load float, float* %195, align 4, !dbg !228
  %197 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !229
  %198 = load i32, i32* %16, align 4, !dbg !230
  %199 = sext i32 %198 to i64, !dbg !229
  %200 = getelementptr inbounds %struct.particle, %struct.particle* %197, i64 %199, !dbg !229
  %201 = getelementptr inbounds %struct.particle, %struct.particle* %200, i32 0, i32 1, !dbg !231
  %202 = load float, float* %201, align 4, !dbg !231
  %203 = fadd float %196, %202, !dbg !232
  %204 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !233
  %205 = load i32, i32* %16, align 4, !dbg !234
  %206 = sext i32 %205 to i64, !dbg !233
  %207 = getelementptr inbounds %struct.particle, %struct.particle* %204, i64 %206, !dbg !233
  %208 = getelementptr inbounds %struct.particle, %struct.particle* %207, i32 0, i32 2, !dbg !235
  %209 = load float, float* %208, align 4, !dbg !235
  %210 = fadd float %203, %209, !dbg !236
  %211 = fpext float %210 to double, !dbg !225
  %212 = load double, double* %14, align 8, !dbg !237
  %213 = fadd double %212, %211, !dbg !237
  store double %213, double* %14, align 8, !dbg !237
  %214 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 0, !dbg !238
  %215 = load float*, float** %214, align 8, !dbg !238
  %216 = load i32, i32* %16, align 4, !dbg !239
  %217 = sext i32 %216 to i64, !dbg !240
  %218 = getelementptr inbounds float, float* %215, i64 %217, !dbg !240
  %219 = load float, float* %218, align 4, !dbg !240
  %220 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 1, !dbg !241
  %221 = load float*, float** %220, align 8, !dbg !241
  %222 = load i32, i32* %16, align 4, !dbg !242
  %223 = sext i32 %222 to i64, !dbg !243
  %224 = getelementptr inbounds float, float* %221, i64 %223, !dbg !243
  %225 = load float, float* %224, align 4, !dbg !243
  %226 = fadd float %219, %225, !dbg !244
  %227 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %9, i32 0, i32 2, !dbg !245
  %228 = load float*, float** %227, align 8, !dbg !245
  %229 = load i32, i32* %16, align 4, !dbg !246
  %230 = sext i32 %229 to i64, !dbg !247
  %231 = getelementptr inbounds float, float* %228, i64 %230, !dbg !247
  %232 = load float, float* %231, align 4, !dbg !247
  %233 = fadd float %226, %232, !dbg !248
  %234 = fpext float %233 to double, !dbg !240
  %235 = load double, double* %15, align 8, !dbg !249
  %236 = fadd double %235, %234, !dbg !249
  store double %236, double* %15, align 8, !dbg !249
  br label %237, !dbg !250

237:                                              ; preds = %190
  %238 = load i32, i32* %16, align 4, !dbg !251
  %239 = add nsw i32 %238, 1, !dbg !251
  store i32 %239, i32* %16, align 4, !dbg !251
  br label %186, !dbg !252, !llvm.loop !253

240:                                              ; preds = %186
  %241 = load double, double* %14, align 8, !dbg !255
  %242 = load double, double* %15, align 8, !dbg !256
  %243 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), double noundef %241, double noundef %242), !dbg !257
  %244 = load %struct.particle*, %struct.particle** %8, align 8, !dbg !258
  %245 = bitcast %struct.particle* %244 to i8*, !dbg !258
  call void @free(i8* noundef %245) #6, !dbg !259
  call void @llvm.dbg.declare(metadata i32* %17, metadata !260, metadata !DIExpression()), !dbg !262
  store i32 0, i32* %17, align 4, !dbg !262
  br label %246, !dbg !263

246:                                              ; preds = %256, %240
  %247 = load i32, i32* %17, align 4, !dbg !264
  %248 = icmp slt i32 %247, 7, !dbg !266
  br i1 %248, label %249, label %259, !dbg !267

249:                                              ; preds = %246
  %250 = load i32, i32* %17, align 4, !dbg !268
  %251 = sext i32 %250 to i64, !dbg !269
  %252 = getelementptr inbounds [7 x float**], [7 x float**]* %10, i64 0, i64 %251, !dbg !269
  %253 = load float**, float*** %252, align 8, !dbg !269
  %254 = load float*, float** %253, align 8, !dbg !270
  %255 = bitcast float* %254 to i8*, !dbg !270
  call void @free(i8* noundef %255) #6, !dbg !271
  br label %256, !dbg !271

256:                                              ; preds = %249
  %257 = load i32, i32* %17, align 4, !dbg !272
  %258 = add nsw i32 %257, 1, !dbg !272
  store i32 %258, i32* %17, align 4, !dbg !272
  br label %246, !dbg !273, !llvm.loop !274

259:                                              ; preds = %246
  ret i32 0, !dbg !276
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step_aos(i32 noundef %0, %struct.particle* noundef %1, float noundef %2) #0 !dbg !277 {
  %4 = alloca i32, align 4
  %5 = alloca %struct.particle*, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !280, metadata !DIExpression()), !dbg !281
  store %struct.particle* %1, %struct.particle** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.particle** %5, metadata !282, metadata !DIExpression()), !dbg !283
  store float %2, float* %6, align 4
  call void @llvm.dbg.declare(metadata float* %6, metadata !284, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.declare(metadata i32* %7, metadata !286, metadata !DIExpression()), !dbg !288
  store i32 0, i32* %7, align 4, !dbg !288
  br label %11, !dbg !289

11:                                               ; preds = %203, %3
  %12 = load i32, i32* %7, align 4, !dbg !290
  %13 = load i32, i32* %4, align 4, !dbg !292
  %14 = icmp slt i32 %12, %13, !dbg !293
  br i1 %14, label %15, label %206, !dbg !294

15:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata float* %8, metadata !295, metadata !DIExpression()), !dbg !297
  %16 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !298
  %17 = load i32, i32* %7, align 4, !dbg !299
  %18 = sext i32 %17 to i64, !dbg !298
  %19 = getelementptr inbounds %struct.particle, %struct.particle* %16, i64 %18, !dbg !298
  %20 = getelementptr inbounds %struct.particle, %struct.particle* %19, i32 0, i32 0, !dbg !300
  %21 = load float, float* %20, align 4, !dbg !300
  %22 = fneg float %21, !dbg !301
  %23 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !302
  %24 = load i32, i32* %7, align 4, !dbg !303
  %25 = sext i32 %24 to i64, !dbg !302
  %26 = getelementptr inbounds %struct.particle, %struct.particle* %23, i64 %25, !dbg !302
  %27 = getelementptr inbounds %struct.particle, %struct.particle* %26, i32 0, i32 6, !dbg !304
  %28 = load float, float* %27, align 4, !dbg !304
  %29 = fdiv float %22, %28, !dbg !305
  store float %29, float* %8, align 4, !dbg !297
  call void @llvm.dbg.declare(metadata float* %9, metadata !306, metadata !DIExpression()), !dbg !307
  %30 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !308
  %31 = load i32, i32* %7, align 4, !dbg !309
  %32 = sext i32 %31 to i64, !dbg !308
  %33 = getelementptr inbounds %struct.particle, %struct.particle* %30, i64 %32, !dbg !308
  %34 = getelementptr inbounds %struct.particle, %struct.particle* %33, i32 0, i32 1, !dbg !310
  %35 = load float, float* %34, align 4, !dbg !310
  %36 = fneg float %35, !dbg !311
  %37 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !312
  %38 = load i32, i32* %7, align 4, !dbg !313
  %39 = sext i32 %38 to i64, !dbg !312
  %40 = getelementptr inbounds %struct.particle, %struct.particle* %37, i64 %39, !dbg !312
  %41 = getelementptr inbounds %struct.particle, %struct.particle* %40, i32 0, i32 6, !dbg !314
  %42 = load float, float* %41, align 4, !dbg !314
  %43 = fdiv float %36, %42, !dbg !315
  store float %43, float* %9, align 4, !dbg !307
  call void @llvm.dbg.declare(metadata float* %10, metadata !316, metadata !DIExpression()), !dbg !317
  %44 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !318
  %45 = load i32, i32* %7, align 4, !dbg !319
  %46 = sext i32 %45 to i64, !dbg !318
  %47 = getelementptr inbounds %struct.particle, %struct.particle* %44, i64 %46, !dbg !318
  %48 = getelementptr inbounds %struct.particle, %struct.particle* %47, i32 0, i32 2, !dbg !320
  %49 = load float, float* %48, align 4, !dbg !320
  %50 = fneg float %49, !dbg !321
  %51 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !322
  %52 = load i32, i32* %7, align 4, !dbg !323
  %53 = sext i32 %52 to i64, !dbg !322
  %54 = getelementptr inbounds %struct.particle, %struct.particle* %51, i64 %53, !dbg !322
  %55 = getelementptr inbounds %struct.particle, %struct.particle* %54, i32 0, i32 6, !dbg !324
  %56 = load float, float* %55, align 4, !dbg !324
  %57 = fdiv float %50, %56, !dbg !325
  store float %57, float* %10, align 4, !dbg !317
  %58 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !326
  %59 = load i32, i32* %7, align 4, !dbg !327
  %60 = sext i32 %59 to i64, !dbg !326
  %61 = getelementptr inbounds %struct.particle, %struct.particle* %58, i64 %60, !dbg !326
  %62 = getelementptr inbounds %struct.particle, %struct.particle* %61, i32 0, i32 3, !dbg !328
  %63 = load float, float* %62, align 4, !dbg !328
  %64 = load float, float* %6, align 4, !dbg !329
  %65 = load float, float* %8, align 4, !dbg !330
  %66 = fmul float %64, %65, !dbg !331
  %67 = call float @llvm.fmuladd.f32(float 0x3FEFAE1480000000, float %63, float %66), !dbg !332
  %68 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !333
  %69 = load i32, i32* %7, align 4, !dbg !334
  %70 = sext i32 %69 to i64, !dbg !333
  %71 = getelementptr inbounds %struct.particle, %struct.particle* %68, i64 %70, !dbg !333
  %72 = getelementptr inbounds %struct.particle, %struct.particle* %71, i32 0, i32 3, !dbg !335
  store float %67, float* %72, align 4, !dbg !336
  %73 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !337
  %74 = load i32, i32* %7, align 4, !dbg !338
  %75 = sext i32 %74 to i64, !dbg !337
  %76 = getelementptr inbounds %struct.particle, %struct.particle* %73, i64 %75, !dbg !337
  %77 = getelementptr inbounds %struct.particle, %struct.particle* %76, i32 0, i32 4, !dbg !339
  %78 = load float, float* %77, align 4, !dbg !339
  %79 = load float, float* %6, align 4, !dbg !340
  %80 = load float, float* %9, align 4, !dbg !341
  %81 = fmul float %79, %80, !dbg !342
  %82 = call float @llvm.fmuladd.f32(float 0x3FEFAE1480000000, float %78, float %81), !dbg !343
  %83 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !344
  %84 = load i32, i32* %7, align 4, !dbg !345
  %85 = sext i32 %84 to i64, !dbg !344
  %86 = getelementptr inbounds %struct.particle, %struct.particle* %83, i64 %85, !dbg !344
  %87 = getelementptr inbounds %struct.particle, %struct.particle* %86, i32 0, i32 4, !dbg !346
  store float %82, float* %87, align 4, !dbg !347
  %88 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !348
  %89 = load i32, i32* %7, align 4, !dbg !349
  %90 = sext i32 %89 to i64, !dbg !348
  %91 = getelementptr inbounds %struct.particle, %struct.particle* %88, i64 %90, !dbg !348
  %92 = getelementptr inbounds %struct.particle, %struct.particle* %91, i32 0, i32 5, !dbg !350
  %93 = load float, float* %92, align 4, !dbg !350
  %94 = load float, float* %6, align 4, !dbg !351
  %95 = load float, float* %10, align 4, !dbg !352
  %96 = fmul float %94, %95, !dbg !353
  %97 = call float @llvm.fmuladd.f32(float 0x3FEFAE1480000000, float %93, float %96), !dbg !354
  %98 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !355
  %99 = load i32, i32* %7, align 4, !dbg !356
  %100 = sext i32 %99 to i64, !dbg !355
  %101 = getelementptr inbounds %struct.particle, %struct.particle* %98, i64 %100, !dbg !355
  %102 = getelementptr inbounds %struct.particle, %struct.particle* %101, i32 0, i32 5, !dbg !357
  store float %97, float* %102, align 4, !dbg !358
  %103 = load float, float* %6, align 4, !dbg !359
  %104 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !360
  %105 = load i32, i32* %7, align 4, !dbg !361
  %106 = sext i32 %105 to i64, !dbg !360
  %107 = getelementptr inbounds %struct.particle, %struct.particle* %104, i64 %106, !dbg !360
  %108 = getelementptr inbounds %struct.particle, %struct.particle* %107, i32 0, i32 3, !dbg !362
  %109 = load float, float* %108, align 4, !dbg !362
  %110 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !363
  %111 = load i32, i32* %7, align 4, !dbg !364
  %112 = sext i32 %111 to i64, !dbg !363
  %113 = getelementptr inbounds %struct.particle, %struct.particle* %110, i64 %112, !dbg !363
  %114 = getelementptr inbounds %struct.particle, %struct.particle* %113, i32 0, i32 0, !dbg !365
  %115 = load float, float* %114, align 4, !dbg !366
  %116 = call float @llvm.fmuladd.f32(float %103, float %109, float %115), !dbg !366
  store float %116, float* %114, align 4, !dbg !366
  %117 = load float, float* %6, align 4, !dbg !367
  %118 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !368
  %119 = load i32, i32* %7, align 4, !dbg !369
  %120 = sext i32 %119 to i64, !dbg !368
  %121 = getelementptr inbounds %struct.particle, %struct.particle* %118, i64 %120, !dbg !368
  %122 = getelementptr inbounds %struct.particle, %struct.particle* %121, i32 0, i32 4, !dbg !370
  %123 = load float, float* %122, align 4, !dbg !370
  %124 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !371
  %125 = load i32, i32* %7, align 4, !dbg !372
  %126 = sext i32 %125 to i64, !dbg !371
  %127 = getelementptr inbounds %struct.particle, %struct.particle* %124, i64 %126, !dbg !371
  %128 = getelementptr inbounds %struct.particle, %struct.particle* %127, i32 0, i32 1, !dbg !373
  %129 = load float, float* %128, align 4, !dbg !374
  %130 = call float @llvm.fmuladd.f32(float %117, float %123, float %129), !dbg !374
  store float %130, float* %128, align 4, !dbg !374
  %131 = load float, float* %6, align 4, !dbg !375
  %132 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !376
  %133 = load i32, i32* %7, align 4, !dbg !377
  %134 = sext i32 %133 to i64, !dbg !376
  %135 = getelementptr inbounds %struct.particle, %struct.particle* %132, i64 %134, !dbg !376
  %136 = getelementptr inbounds %struct.particle, %struct.particle* %135, i32 0, i32 5, !dbg !378
  %137 = load float, float* %136, align 4, !dbg !378
  %138 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !379
  %139 = load i32, i32* %7, align 4, !dbg !380
  %140 = sext i32 %139 to i64, !dbg !379
  %141 = getelementptr inbounds %struct.particle, %struct.particle* %138, i64 %140, !dbg !379
  %142 = getelementptr inbounds %struct.particle, %struct.particle* %141, i32 0, i32 2, !dbg !381
  %143 = load float, float* %142, align 4, !dbg !382
  %144 = call float @llvm.fmuladd.f32(float %131, float %137, float %143), !dbg !382
  store float %144, float* %142, align 4, !dbg !382
  %145 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !383
  %146 = load i32, i32* %7, align 4, !dbg !385
  %147 = sext i32 %146 to i64, !dbg !383
  %148 = getelementptr inbounds %struct.particle, %struct.particle* %145, i64 %147, !dbg !383
  %149 = getelementptr inbounds %struct.particle, %struct.particle* %148, i32 0, i32 0, !dbg !386
  %150 = load float, float* %149, align 4, !dbg !386
  %151 = fcmp ogt float %150, 1.000000e+01, !dbg !387
  br i1 %151, label %160, label %152, !dbg !388

152:                                              ; preds = %15
  %153 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !389
  %154 = load i32, i32* %7, align 4, !dbg !390
  %155 = sext i32 %154 to i64, !dbg !389
  %156 = getelementptr inbounds %struct.particle, %struct.particle* %153, i64 %155, !dbg !389
  %157 = getelementptr inbounds %struct.particle, %struct.particle* %156, i32 0, i32 0, !dbg !391
  %158 = load float, float* %157, align 4, !dbg !391
  %159 = fcmp olt float %158, -1.000000e+01, !dbg !392
  br i1 %159, label %160, label %173, !dbg !393

160:                                              ; preds = %152, %15
  %161 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !394
  %162 = load i32, i32* %7, align 4, !dbg !395
  %163 = sext i32 %162 to i64, !dbg !394
  %164 = getelementptr inbounds %struct.particle, %struct.particle* %161, i64 %163, !dbg !394
  %165 = getelementptr inbounds %struct.particle, %struct.particle* %164, i32 0, i32 3, !dbg !396
  %166 = load float, float* %165, align 4, !dbg !396
  %167 = fneg float %166, !dbg !397
  %168 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !398
  %169 = load i32, i32* %7, align 4, !dbg !399
  %170 = sext i32 %169 to i64, !dbg !398
  %171 = getelementptr inbounds %struct.particle, %struct.particle* %168, i64 %170, !dbg !398
  %172 = getelementptr inbounds %struct.particle, %struct.particle* %171, i32 0, i32 3, !dbg !400
  store float %167, float* %172, align 4, !dbg !401
  br label %173, !dbg !398

173:                                              ; preds = %160, %152
  %174 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !402
  %175 = load i32, i32* %7, align 4, !dbg !404
  %176 = sext i32 %175 to i64, !dbg !402
  %177 = getelementptr inbounds %struct.particle, %struct.particle* %174, i64 %176, !dbg !402
  %178 = getelementptr inbounds %struct.particle, %struct.particle* %177, i32 0, i32 1, !dbg !405
  %179 = load float, float* %178, align 4, !dbg !405
  %180 = fcmp ogt float %179, 1.000000e+01, !dbg !406
  br i1 %180, label %189, label %181, !dbg !407

181:                                              ; preds = %173
  %182 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !408
  %183 = load i32, i32* %7, align 4, !dbg !409
  %184 = sext i32 %183 to i64, !dbg !408
  %185 = getelementptr inbounds %struct.particle, %struct.particle* %182, i64 %184, !dbg !408
  %186 = getelementptr inbounds %struct.particle, %struct.particle* %185, i32 0, i32 1, !dbg !410
  %187 = load float, float* %186, align 4, !dbg !410
  %188 = fcmp olt float %187, -1.000000e+01, !dbg !411
  br i1 %188, label %189, label %202, !dbg !412

189:                                              ; preds = %181, %173
  %190 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !413
  %191 = load i32, i32* %7, align 4, !dbg !414
  %192 = sext i32 %191 to i64, !dbg !413
  %193 = getelementptr inbounds %struct.particle, %struct.particle* %190, i64 %192, !dbg !413
  %194 = getelementptr inbounds %struct.particle, %struct.particle* %193, i32 0, i32 4, !dbg !415
  %195 = load float, float* %194, align 4, !dbg !415
  %196 = fneg float %195, !dbg !416
  %197 = load %struct.particle*, %struct.particle** %5, align 8, !dbg !417
  %198 = load i32, i32* %7, align 4, !dbg !418
  %199 = sext i32 %198 to i64, !dbg !417
  %200 = getelementptr inbounds %struct.particle, %struct.particle* %197, i64 %199, !dbg !417
  %201 = getelementptr inbounds %struct.particle, %struct.particle* %200, i32 0, i32 4, !dbg !419
  store float %196, float* %201, align 4, !dbg !420
  br label %202, !dbg !417

202:                                              ; preds = %189, %181
  br label %203, !dbg !421

203:                                              ; preds = %202
  %204 = load i32, i32* %7, align 4, !dbg !422
  %205 = add nsw i32 %204, 1, !dbg !422
  store i32 %205, i32* %7, align 4, !dbg !422
  br label %11, !dbg !423, !llvm.loop !424

206:                                              ; preds = %11
  ret void, !dbg !426
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step_soa(i32 noundef %0, %struct.particles_soa* noundef %1, float noundef %2) #0 !dbg !427 {
  %4 = alloca i32, align 4
  %5 = alloca %struct.particles_soa*, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !431, metadata !DIExpression()), !dbg !432
  store %struct.particles_soa* %1, %struct.particles_soa** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.particles_soa** %5, metadata !433, metadata !DIExpression()), !dbg !434
  store float %2, float* %6, align 4
  call void @llvm.dbg.declare(metadata float* %6, metadata !435, metadata !DIExpression()), !dbg !436
  call void @llvm.dbg.declare(metadata i32* %7, metadata !437, metadata !DIExpression()), !dbg !439
  store i32 0, i32* %7, align 4, !dbg !439
  br label %11, !dbg !440

11:                                               ; preds = %102, %3
  %12 = load i32, i32* %7, align 4, !dbg !441
  %13 = load i32, i32* %4, align 4, !dbg !443
  %14 = icmp slt i32 %12, %13, !dbg !444
  br i1 %14, label %15, label %105, !dbg !445

15:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata float* %8, metadata !446, metadata !DIExpression()), !dbg !448
  %16 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !449
  %17 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %16, i32 0, i32 6, !dbg !450
  %18 = load float*, float** %17, align 8, !dbg !450
  %19 = load i32, i32* %7, align 4, !dbg !451
  %20 = sext i32 %19 to i64, !dbg !449
  %21 = getelementptr inbounds float, float* %18, i64 %20, !dbg !449
  %22 = load float, float* %21, align 4, !dbg !449
  %23 = fdiv float 1.000000e+00, %22, !dbg !452
  store float %23, float* %8, align 4, !dbg !448
  %24 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !453
  %25 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %24, i32 0, i32 3, !dbg !454
  %26 = load float*, float** %25, align 8, !dbg !454
  %27 = load i32, i32* %7, align 4, !dbg !455
  %28 = sext i32 %27 to i64, !dbg !453
  %29 = getelementptr inbounds float, float* %26, i64 %28, !dbg !453
  %30 = load float, float* %29, align 4, !dbg !453
  %31 = load float, float* %6, align 4, !dbg !456
  %32 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !457
  %33 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %32, i32 0, i32 0, !dbg !458
  %34 = load float*, float** %33, align 8, !dbg !458
  %35 = load i32, i32* %7, align 4, !dbg !459
  %36 = sext i32 %35 to i64, !dbg !457
  %37 = getelementptr inbounds float, float* %34, i64 %36, !dbg !457
  %38 = load float, float* %37, align 4, !dbg !457
  %39 = fmul float %31, %38, !dbg !460
  %40 = load float, float* %8, align 4, !dbg !461
  %41 = fmul float %39, %40, !dbg !462
  %42 = fneg float %41, !dbg !463
  %43 = call float @llvm.fmuladd.f32(float 0x3FEFAE1480000000, float %30, float %42), !dbg !463
  %44 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !464
  %45 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %44, i32 0, i32 3, !dbg !465
  %46 = load float*, float** %45, align 8, !dbg !465
  %47 = load i32, i32* %7, align 4, !dbg !466
  %48 = sext i32 %47 to i64, !dbg !464
  %49 = getelementptr inbounds float, float* %46, i64 %48, !dbg !464
  store float %43, float* %49, align 4, !dbg !467
  %50 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !468
  %51 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %50, i32 0, i32 4, !dbg !469
  %52 = load float*, float** %51, align 8, !dbg !469
  %53 = load i32, i32* %7, align 4, !dbg !470
  %54 = sext i32 %53 to i64, !dbg !468
  %55 = getelementptr inbounds float, float* %52, i64 %54, !dbg !468
  %56 = load float, float* %55, align 4, !dbg !468
  %57 = load float, float* %6, align 4, !dbg !471
  %58 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !472
  %59 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %58, i32 0, i32 1, !dbg !473
  %60 = load float*, float** %59, align 8, !dbg !473
  %61 = load i32, i32* %7, align 4, !dbg !474
  %62 = sext i32 %61 to i64, !dbg !472
  %63 = getelementptr inbounds float, float* %60, i64 %62, !dbg !472
  %64 = load float, float* %63, align 4, !dbg !472
  %65 = fmul float %57, %64, !dbg !475
  %66 = load float, float* %8, align 4, !dbg !476
  %67 = fmul float %65, %66, !dbg !477
  %68 = fneg float %67, !dbg !478
  %69 = call float @llvm.fmuladd.f32(float 0x3FEFAE1480000000, float %56, float %68), !dbg !478
  %70 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !479
  %71 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %70, i32 0, i32 4, !dbg !480
  %72 = load float*, float** %71, align 8, !dbg !480
  %73 = load i32, i32* %7, align 4, !dbg !481
  %74 = sext i32 %73 to i64, !dbg !479
  %75 = getelementptr inbounds float, float* %72, i64 %74, !dbg !479
  store float %69, float* %75, align 4, !dbg !482
  %76 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !483
  %77 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %76, i32 0, i32 5, !dbg !484
  %78 = load float*, float** %77, align 8, !dbg !484
  %79 = load i32, i32* %7, align 4, !dbg !485
  %80 = sext i32 %79 to i64, !dbg !483
  %81 = getelementptr inbounds float, float* %78, i64 %80, !dbg !483
  %82 = load float, float* %81, align 4, !dbg !483
  %83 = load float, float* %6, align 4, !dbg !486
  %84 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !487
  %85 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %84, i32 0, i32 2, !dbg !488
  %86 = load float*, float** %85, align 8, !dbg !488
  %87 = load i32, i32* %7, align 4, !dbg !489
  %88 = sext i32 %87 to i64, !dbg !487
  %89 = getelementptr inbounds float, float* %86, i64 %88, !dbg !487
  %90 = load float, float* %89, align 4, !dbg !487
  %91 = fmul float %83, %90, !dbg !490
  %92 = load float, float* %8, align 4, !dbg !491
  %93 = fmul float %91, %92, !dbg !492
  %94 = fneg float %93, !dbg !493
  %95 = call float @llvm.fmuladd.f32(float 0x3FEFAE1480000000, float %82, float %94), !dbg !493
  %96 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !494
  %97 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %96, i32 0, i32 5, !dbg !495
  %98 = load float*, float** %97, align 8, !dbg !495
  %99 = load i32, i32* %7, align 4, !dbg !496
  %100 = sext i32 %99 to i64, !dbg !494
  %101 = getelementptr inbounds float, float* %98, i64 %100, !dbg !494
  store float %95, float* %101, align 4, !dbg !497
  br label %102, !dbg !498

102:                                              ; preds = %15
  %103 = load i32, i32* %7, align 4, !dbg !499
  %104 = add nsw i32 %103, 1, !dbg !499
  store i32 %104, i32* %7, align 4, !dbg !499
  br label %11, !dbg !500, !llvm.loop !501

105:                                              ; preds = %11
  call void @llvm.dbg.declare(metadata i32* %9, metadata !503, metadata !DIExpression()), !dbg !505
  store i32 0, i32* %9, align 4, !dbg !505
  br label %106, !dbg !506

106:                                              ; preds = %159, %105
  %107 = load i32, i32* %9, align 4, !dbg !507
  %108 = load i32, i32* %4, align 4, !dbg !509
  %109 = icmp slt i32 %107, %108, !dbg !510
  br i1 %109, label %110, label %162, !dbg !511

110:                                              ; preds = %106
  %111 = load float, float* %6, align 4, !dbg !512
  %112 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !514
  %113 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %112, i32 0, i32 3, !dbg !515
  %114 = load float*, float** %113, align 8, !dbg !515
  %115 = load i32, i32* %9, align 4, !dbg !516
  %116 = sext i32 %115 to i64, !dbg !514
  %117 = getelementptr inbounds float, float* %114, i64 %116, !dbg !514
  %118 = load float, float* %117, align 4, !dbg !514
  %119 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !517
  %120 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %119, i32 0, i32 0, !dbg !518
  %121 = load float*, float** %120, align 8, !dbg !518
  %122 = load i32, i32* %9, align 4, !dbg !519
  %123 = sext i32 %122 to i64, !dbg !517
  %124 = getelementptr inbounds float, float* %121, i64 %123, !dbg !517
  %125 = load float, float* %124, align 4, !dbg !520
  %126 = call float @llvm.fmuladd.f32(float %111, float %118, float %125), !dbg !520
  store float %126, float* %124, align 4, !dbg !520
  %127 = load float, float* %6, align 4, !dbg !521
  %128 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !522
  %129 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %128, i32 0, i32 4, !dbg !523
  %130 = load float*, float** %129, align 8, !dbg !523
  %131 = load i32, i32* %9, align 4, !dbg !524
  %132 = sext i32 %131 to i64, !dbg !522
  %133 = getelementptr inbounds float, float* %130, i64 %132, !dbg !522
  %134 = load float, float* %133, align 4, !dbg !522
  %135 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !525
  %136 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %135, i32 0, i32 1, !dbg !526
  %137 = load float*, float** %136, align 8, !dbg !526
  %138 = load i32, i32* %9, align 4, !dbg !527
  %139 = sext i32 %138 to i64, !dbg !525
  %140 = getelementptr inbounds float, float* %137, i64 %139, !dbg !525
  %141 = load float, float* %140, align 4, !dbg !528
  %142 = call float @llvm.fmuladd.f32(float %127, float %134, float %141), !dbg !528
  store float %142, float* %140, align 4, !dbg !528
  %143 = load float, float* %6, align 4, !dbg !529
  %144 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !530
  %145 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %144, i32 0, i32 5, !dbg !531
  %146 = load float*, float** %145, align 8, !dbg !531
  %147 = load i32, i32* %9, align 4, !dbg !532
  %148 = sext i32 %147 to i64, !dbg !530
  %149 = getelementptr inbounds float, float* %146, i64 %148, !dbg !530
  %150 = load float, float* %149, align 4, !dbg !530
  %151 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !533
  %152 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %151, i32 0, i32 2, !dbg !534
  %153 = load float*, float** %152, align 8, !dbg !534
  %154 = load i32, i32* %9, align 4, !dbg !535
  %155 = sext i32 %154 to i64, !dbg !533
  %156 = getelementptr inbounds float, float* %153, i64 %155, !dbg !533
  %157 = load float, float* %156, align 4, !dbg !536
  %158 = call float @llvm.fmuladd.f32(float %143, float %150, float %157), !dbg !536
  store float %158, float* %156, align 4, !dbg !536
  br label %159, !dbg !537

159:                                              ; preds = %110
  %160 = load i32, i32* %9, align 4, !dbg !538
  %161 = add nsw i32 %160, 1, !dbg !538
  store i32 %161, i32* %9, align 4, !dbg !538
  br label %106, !dbg !539, !llvm.loop !540

162:                                              ; preds = %106
  call void @llvm.dbg.declare(metadata i32* %10, metadata !542, metadata !DIExpression()), !dbg !544
  store i32 0, i32* %10, align 4, !dbg !544
  br label %163, !dbg !545

163:                                              ; preds = %234, %162
  %164 = load i32, i32* %10, align 4, !dbg !546
  %165 = load i32, i32* %4, align 4, !dbg !548
  %166 = icmp slt i32 %164, %165, !dbg !549
  br i1 %166, label %167, label %237, !dbg !550

167:                                              ; preds = %163
  %168 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !551
  %169 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %168, i32 0, i32 0, !dbg !554
  %170 = load float*, float** %169, align 8, !dbg !554
  %171 = load i32, i32* %10, align 4, !dbg !555
  %172 = sext i32 %171 to i64, !dbg !551
  %173 = getelementptr inbounds float, float* %170, i64 %172, !dbg !551
  %174 = load float, float* %173, align 4, !dbg !551
  %175 = fcmp ogt float %174, 1.000000e+01, !dbg !556
  br i1 %175, label %185, label %176, !dbg !557

176:                                              ; preds = %167
  %177 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !558
  %178 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %177, i32 0, i32 0, !dbg !559
  %179 = load float*, float** %178, align 8, !dbg !559
  %180 = load i32, i32* %10, align 4, !dbg !560
  %181 = sext i32 %180 to i64, !dbg !558
  %182 = getelementptr inbounds float, float* %179, i64 %181, !dbg !558
  %183 = load float, float* %182, align 4, !dbg !558
  %184 = fcmp olt float %183, -1.000000e+01, !dbg !561
  br i1 %184, label %185, label %200, !dbg !562

185:                                              ; preds = %176, %167
  %186 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !563
  %187 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %186, i32 0, i32 3, !dbg !564
  %188 = load float*, float** %187, align 8, !dbg !564
  %189 = load i32, i32* %10, align 4, !dbg !565
  %190 = sext i32 %189 to i64, !dbg !563
  %191 = getelementptr inbounds float, float* %188, i64 %190, !dbg !563
  %192 = load float, float* %191, align 4, !dbg !563
  %193 = fneg float %192, !dbg !566
  %194 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !567
  %195 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %194, i32 0, i32 3, !dbg !568
  %196 = load float*, float** %195, align 8, !dbg !568
  %197 = load i32, i32* %10, align 4, !dbg !569
  %198 = sext i32 %197 to i64, !dbg !567
  %199 = getelementptr inbounds float, float* %196, i64 %198, !dbg !567
  store float %193, float* %199, align 4, !dbg !570
  br label %200, !dbg !567

200:                                              ; preds = %185, %176
  %201 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !571
  %202 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %201, i32 0, i32 1, !dbg !573
  %203 = load float*, float** %202, align 8, !dbg !573
  %204 = load i32, i32* %10, align 4, !dbg !574
  %205 = sext i32 %204 to i64, !dbg !571
  %206 = getelementptr inbounds float, float* %203, i64 %205, !dbg !571
  %207 = load float, float* %206, align 4, !dbg !571
  %208 = fcmp ogt float %207, 1.000000e+01, !dbg !575
  br i1 %208, label %218, label %209, !dbg !576

209:                                              ; preds = %200
  %210 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !577
  %211 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %210, i32 0, i32 1, !dbg !578
  %212 = load float*, float** %211, align 8, !dbg !578
  %213 = load i32, i32* %10, align 4, !dbg !579
  %214 = sext i32 %213 to i64, !dbg !577
  %215 = getelementptr inbounds float, float* %212, i64 %214, !dbg !577
  %216 = load float, float* %215, align 4, !dbg !577
  %217 = fcmp olt float %216, -1.000000e+01, !dbg !580
  br i1 %217, label %218, label %233, !dbg !581

218:                                              ; preds = %209, %200
  %219 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !582
  %220 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %219, i32 0, i32 4, !dbg !583
  %221 = load float*, float** %220, align 8, !dbg !583
  %222 = load i32, i32* %10, align 4, !dbg !584
  %223 = sext i32 %222 to i64, !dbg !582
  %224 = getelementptr inbounds float, float* %221, i64 %223, !dbg !582
  %225 = load float, float* %224, align 4, !dbg !582
  %226 = fneg float %225, !dbg !585
  %227 = load %struct.particles_soa*, %struct.particles_soa** %5, align 8, !dbg !586
  %228 = getelementptr inbounds %struct.particles_soa, %struct.particles_soa* %227, i32 0, i32 4, !dbg !587
  %229 = load float*, float** %228, align 8, !dbg !587
  %230 = load i32, i32* %10, align 4, !dbg !588
  %231 = sext i32 %230 to i64, !dbg !586
  %232 = getelementptr inbounds float, float* %229, i64 %231, !dbg !586
  store float %226, float* %232, align 4, !dbg !589
  br label %233, !dbg !586

233:                                              ; preds = %218, %209
  br label %234, !dbg !590

234:                                              ; preds = %233
  %235 = load i32, i32* %10, align 4, !dbg !591
  %236 = add nsw i32 %235, 1, !dbg !591
  store i32 %236, i32* %10, align 4, !dbg !591
  br label %163, !dbg !592, !llvm.loop !593

237:                                              ; preds = %163
  ret void, !dbg !595
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "particles_soa_aos.c", directory: ".", checksumkind: CSK_MD5, checksum: "9274b198818f21eb51a2c6ab45e71e32")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 59, type: !13, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 59, type: !15)
!21 = !DILocation(line: 59, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 59, type: !16)
!23 = !DILocation(line: 59, column: 27, scope: !12)
!24 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 61, type: !15)
!25 = !DILocation(line: 61, column: 7, scope: !12)
!26 = !DILocation(line: 61, column: 11, scope: !12)
!27 = !DILocation(line: 61, column: 16, scope: !12)
!28 = !DILocation(line: 61, column: 27, scope: !12)
!29 = !DILocation(line: 61, column: 22, scope: !12)
!30 = !DILocalVariable(name: "steps", scope: !12, file: !1, line: 62, type: !15)
!31 = !DILocation(line: 62, column: 7, scope: !12)
!32 = !DILocation(line: 62, column: 15, scope: !12)
!33 = !DILocation(line: 62, column: 20, scope: !12)
!34 = !DILocation(line: 62, column: 31, scope: !12)
!35 = !DILocation(line: 62, column: 26, scope: !12)
!36 = !DILocalVariable(name: "p", scope: !12, file: !1, line: 63, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "particle", file: !1, line: 12, baseType: !39)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 7, size: 256, elements: !40)
!40 = !{!41, !42, !43, !44, !45, !46, !47, !48}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !39, file: !1, line: 8, baseType: !3, size: 32)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !39, file: !1, line: 8, baseType: !3, size: 32, offset: 32)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !39, file: !1, line: 8, baseType: !3, size: 32, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "vx", scope: !39, file: !1, line: 9, baseType: !3, size: 32, offset: 96)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "vy", scope: !39, file: !1, line: 9, baseType: !3, size: 32, offset: 128)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "vz", scope: !39, file: !1, line: 9, baseType: !3, size: 32, offset: 160)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !39, file: !1, line: 10, baseType: !3, size: 32, offset: 192)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !39, file: !1, line: 11, baseType: !15, size: 32, offset: 224)
!49 = !DILocation(line: 63, column: 13, scope: !12)
!50 = !DILocation(line: 63, column: 24, scope: !12)
!51 = !DILocation(line: 63, column: 26, scope: !12)
!52 = !DILocation(line: 63, column: 17, scope: !12)
!53 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 64, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "particles_soa", file: !1, line: 18, baseType: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 14, size: 448, elements: !56)
!56 = !{!57, !59, !60, !61, !62, !63, !64}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !55, file: !1, line: 15, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !55, file: !1, line: 15, baseType: !58, size: 64, offset: 64)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !55, file: !1, line: 15, baseType: !58, size: 64, offset: 128)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "vx", scope: !55, file: !1, line: 16, baseType: !58, size: 64, offset: 192)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "vy", scope: !55, file: !1, line: 16, baseType: !58, size: 64, offset: 256)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "vz", scope: !55, file: !1, line: 16, baseType: !58, size: 64, offset: 320)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !55, file: !1, line: 17, baseType: !58, size: 64, offset: 384)
!65 = !DILocation(line: 64, column: 17, scope: !12)
!66 = !DILocalVariable(name: "fields", scope: !12, file: !1, line: 65, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 448, elements: !69)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!69 = !{!70}
!70 = !DISubrange(count: 7)
!71 = !DILocation(line: 65, column: 11, scope: !12)
!72 = !DILocation(line: 65, column: 23, scope: !12)
!73 = !DILocation(line: 65, column: 27, scope: !12)
!74 = !DILocation(line: 65, column: 33, scope: !12)
!75 = !DILocation(line: 65, column: 39, scope: !12)
!76 = !DILocation(line: 65, column: 45, scope: !12)
!77 = !DILocation(line: 65, column: 52, scope: !12)
!78 = !DILocation(line: 65, column: 59, scope: !12)
!79 = !DILocation(line: 65, column: 66, scope: !12)
!80 = !DILocalVariable(name: "f", scope: !81, file: !1, line: 66, type: !15)
!81 = distinct !DILexicalBlock(scope: !12, file: !1, line: 66, column: 3)
!82 = !DILocation(line: 66, column: 12, scope: !81)
!83 = !DILocation(line: 66, column: 8, scope: !81)
!84 = !DILocation(line: 66, column: 19, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !1, line: 66, column: 3)
!86 = !DILocation(line: 66, column: 21, scope: !85)
!87 = !DILocation(line: 66, column: 3, scope: !81)
!88 = !DILocation(line: 67, column: 25, scope: !85)
!89 = !DILocation(line: 67, column: 27, scope: !85)
!90 = !DILocation(line: 67, column: 18, scope: !85)
!91 = !DILocation(line: 67, column: 13, scope: !85)
!92 = !DILocation(line: 67, column: 6, scope: !85)
!93 = !DILocation(line: 67, column: 16, scope: !85)
!94 = !DILocation(line: 67, column: 5, scope: !85)
!95 = !DILocation(line: 66, column: 27, scope: !85)
!96 = !DILocation(line: 66, column: 3, scope: !85)
!97 = distinct !{!97, !87, !98, !99}
!98 = !DILocation(line: 67, column: 42, scope: !81)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !DILocalVariable(name: "i", scope: !101, file: !1, line: 68, type: !15)
!101 = distinct !DILexicalBlock(scope: !12, file: !1, line: 68, column: 3)
!102 = !DILocation(line: 68, column: 12, scope: !101)
!103 = !DILocation(line: 68, column: 8, scope: !101)
!104 = !DILocation(line: 68, column: 19, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !1, line: 68, column: 3)
!106 = !DILocation(line: 68, column: 23, scope: !105)
!107 = !DILocation(line: 68, column: 21, scope: !105)
!108 = !DILocation(line: 68, column: 3, scope: !101)
!109 = !DILocation(line: 69, column: 31, scope: !110)
!110 = distinct !DILexicalBlock(scope: !105, file: !1, line: 68, column: 31)
!111 = !DILocation(line: 69, column: 33, scope: !110)
!112 = !DILocation(line: 69, column: 23, scope: !110)
!113 = !DILocation(line: 69, column: 39, scope: !110)
!114 = !DILocation(line: 69, column: 16, scope: !110)
!115 = !DILocation(line: 69, column: 18, scope: !110)
!116 = !DILocation(line: 69, column: 14, scope: !110)
!117 = !DILocation(line: 69, column: 21, scope: !110)
!118 = !DILocation(line: 69, column: 5, scope: !110)
!119 = !DILocation(line: 69, column: 7, scope: !110)
!120 = !DILocation(line: 69, column: 10, scope: !110)
!121 = !DILocation(line: 69, column: 12, scope: !110)
!122 = !DILocation(line: 70, column: 31, scope: !110)
!123 = !DILocation(line: 70, column: 33, scope: !110)
!124 = !DILocation(line: 70, column: 23, scope: !110)
!125 = !DILocation(line: 70, column: 39, scope: !110)
!126 = !DILocation(line: 70, column: 16, scope: !110)
!127 = !DILocation(line: 70, column: 18, scope: !110)
!128 = !DILocation(line: 70, column: 14, scope: !110)
!129 = !DILocation(line: 70, column: 21, scope: !110)
!130 = !DILocation(line: 70, column: 5, scope: !110)
!131 = !DILocation(line: 70, column: 7, scope: !110)
!132 = !DILocation(line: 70, column: 10, scope: !110)
!133 = !DILocation(line: 70, column: 12, scope: !110)
!134 = !DILocation(line: 71, column: 31, scope: !110)
!135 = !DILocation(line: 71, column: 33, scope: !110)
!136 = !DILocation(line: 71, column: 23, scope: !110)
!137 = !DILocation(line: 71, column: 16, scope: !110)
!138 = !DILocation(line: 71, column: 18, scope: !110)
!139 = !DILocation(line: 71, column: 14, scope: !110)
!140 = !DILocation(line: 71, column: 21, scope: !110)
!141 = !DILocation(line: 71, column: 5, scope: !110)
!142 = !DILocation(line: 71, column: 7, scope: !110)
!143 = !DILocation(line: 71, column: 10, scope: !110)
!144 = !DILocation(line: 71, column: 12, scope: !110)
!145 = !DILocation(line: 72, column: 17, scope: !110)
!146 = !DILocation(line: 72, column: 20, scope: !110)
!147 = !DILocation(line: 72, column: 15, scope: !110)
!148 = !DILocation(line: 72, column: 23, scope: !110)
!149 = !DILocation(line: 72, column: 5, scope: !110)
!150 = !DILocation(line: 72, column: 7, scope: !110)
!151 = !DILocation(line: 72, column: 10, scope: !110)
!152 = !DILocation(line: 72, column: 13, scope: !110)
!153 = !DILocation(line: 73, column: 17, scope: !110)
!154 = !DILocation(line: 73, column: 20, scope: !110)
!155 = !DILocation(line: 73, column: 15, scope: !110)
!156 = !DILocation(line: 73, column: 23, scope: !110)
!157 = !DILocation(line: 73, column: 5, scope: !110)
!158 = !DILocation(line: 73, column: 7, scope: !110)
!159 = !DILocation(line: 73, column: 10, scope: !110)
!160 = !DILocation(line: 73, column: 13, scope: !110)
!161 = !DILocation(line: 74, column: 17, scope: !110)
!162 = !DILocation(line: 74, column: 20, scope: !110)
!163 = !DILocation(line: 74, column: 15, scope: !110)
!164 = !DILocation(line: 74, column: 23, scope: !110)
!165 = !DILocation(line: 74, column: 5, scope: !110)
!166 = !DILocation(line: 74, column: 7, scope: !110)
!167 = !DILocation(line: 74, column: 10, scope: !110)
!168 = !DILocation(line: 74, column: 13, scope: !110)
!169 = !DILocation(line: 75, column: 37, scope: !110)
!170 = !DILocation(line: 75, column: 39, scope: !110)
!171 = !DILocation(line: 75, column: 36, scope: !110)
!172 = !DILocation(line: 75, column: 34, scope: !110)
!173 = !DILocation(line: 75, column: 19, scope: !110)
!174 = !DILocation(line: 75, column: 24, scope: !110)
!175 = !DILocation(line: 75, column: 17, scope: !110)
!176 = !DILocation(line: 75, column: 27, scope: !110)
!177 = !DILocation(line: 75, column: 5, scope: !110)
!178 = !DILocation(line: 75, column: 7, scope: !110)
!179 = !DILocation(line: 75, column: 10, scope: !110)
!180 = !DILocation(line: 75, column: 15, scope: !110)
!181 = !DILocation(line: 76, column: 15, scope: !110)
!182 = !DILocation(line: 76, column: 5, scope: !110)
!183 = !DILocation(line: 76, column: 7, scope: !110)
!184 = !DILocation(line: 76, column: 10, scope: !110)
!185 = !DILocation(line: 76, column: 13, scope: !110)
!186 = !DILocation(line: 77, column: 3, scope: !110)
!187 = !DILocation(line: 68, column: 27, scope: !105)
!188 = !DILocation(line: 68, column: 3, scope: !105)
!189 = distinct !{!189, !108, !190, !99}
!190 = !DILocation(line: 77, column: 3, scope: !101)
!191 = !DILocalVariable(name: "t", scope: !192, file: !1, line: 78, type: !15)
!192 = distinct !DILexicalBlock(scope: !12, file: !1, line: 78, column: 3)
!193 = !DILocation(line: 78, column: 12, scope: !192)
!194 = !DILocation(line: 78, column: 8, scope: !192)
!195 = !DILocation(line: 78, column: 19, scope: !196)
!196 = distinct !DILexicalBlock(scope: !192, file: !1, line: 78, column: 3)
!197 = !DILocation(line: 78, column: 23, scope: !196)
!198 = !DILocation(line: 78, column: 21, scope: !196)
!199 = !DILocation(line: 78, column: 3, scope: !192)
!200 = !DILocation(line: 79, column: 14, scope: !201)
!201 = distinct !DILexicalBlock(scope: !196, file: !1, line: 78, column: 35)
!202 = !DILocation(line: 79, column: 17, scope: !201)
!203 = !DILocation(line: 79, column: 5, scope: !201)
!204 = !DILocation(line: 80, column: 14, scope: !201)
!205 = !DILocation(line: 80, column: 5, scope: !201)
!206 = !DILocation(line: 81, column: 3, scope: !201)
!207 = !DILocation(line: 78, column: 31, scope: !196)
!208 = !DILocation(line: 78, column: 3, scope: !196)
!209 = distinct !{!209, !199, !210, !99}
!210 = !DILocation(line: 81, column: 3, scope: !192)
!211 = !DILocalVariable(name: "ea", scope: !12, file: !1, line: 82, type: !212)
!212 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!213 = !DILocation(line: 82, column: 10, scope: !12)
!214 = !DILocalVariable(name: "es", scope: !12, file: !1, line: 82, type: !212)
!215 = !DILocation(line: 82, column: 20, scope: !12)
!216 = !DILocalVariable(name: "i", scope: !217, file: !1, line: 83, type: !15)
!217 = distinct !DILexicalBlock(scope: !12, file: !1, line: 83, column: 3)
!218 = !DILocation(line: 83, column: 12, scope: !217)
!219 = !DILocation(line: 83, column: 8, scope: !217)
!220 = !DILocation(line: 83, column: 19, scope: !221)
!221 = distinct !DILexicalBlock(scope: !217, file: !1, line: 83, column: 3)
!222 = !DILocation(line: 83, column: 23, scope: !221)
!223 = !DILocation(line: 83, column: 21, scope: !221)
!224 = !DILocation(line: 83, column: 3, scope: !217)
!225 = !DILocation(line: 84, column: 11, scope: !226)
!226 = distinct !DILexicalBlock(scope: !221, file: !1, line: 83, column: 31)
!227 = !DILocation(line: 84, column: 13, scope: !226)
!228 = !DILocation(line: 84, column: 16, scope: !226)
!229 = !DILocation(line: 84, column: 20, scope: !226)
!230 = !DILocation(line: 84, column: 22, scope: !226)
!231 = !DILocation(line: 84, column: 25, scope: !226)
!232 = !DILocation(line: 84, column: 18, scope: !226)
!233 = !DILocation(line: 84, column: 29, scope: !226)
!234 = !DILocation(line: 84, column: 31, scope: !226)
!235 = !DILocation(line: 84, column: 34, scope: !226)
!236 = !DILocation(line: 84, column: 27, scope: !226)
!237 = !DILocation(line: 84, column: 8, scope: !226)
!238 = !DILocation(line: 85, column: 13, scope: !226)
!239 = !DILocation(line: 85, column: 15, scope: !226)
!240 = !DILocation(line: 85, column: 11, scope: !226)
!241 = !DILocation(line: 85, column: 22, scope: !226)
!242 = !DILocation(line: 85, column: 24, scope: !226)
!243 = !DILocation(line: 85, column: 20, scope: !226)
!244 = !DILocation(line: 85, column: 18, scope: !226)
!245 = !DILocation(line: 85, column: 31, scope: !226)
!246 = !DILocation(line: 85, column: 33, scope: !226)
!247 = !DILocation(line: 85, column: 29, scope: !226)
!248 = !DILocation(line: 85, column: 27, scope: !226)
!249 = !DILocation(line: 85, column: 8, scope: !226)
!250 = !DILocation(line: 86, column: 3, scope: !226)
!251 = !DILocation(line: 83, column: 27, scope: !221)
!252 = !DILocation(line: 83, column: 3, scope: !221)
!253 = distinct !{!253, !224, !254, !99}
!254 = !DILocation(line: 86, column: 3, scope: !217)
!255 = !DILocation(line: 87, column: 33, scope: !12)
!256 = !DILocation(line: 87, column: 37, scope: !12)
!257 = !DILocation(line: 87, column: 3, scope: !12)
!258 = !DILocation(line: 88, column: 8, scope: !12)
!259 = !DILocation(line: 88, column: 3, scope: !12)
!260 = !DILocalVariable(name: "f", scope: !261, file: !1, line: 89, type: !15)
!261 = distinct !DILexicalBlock(scope: !12, file: !1, line: 89, column: 3)
!262 = !DILocation(line: 89, column: 12, scope: !261)
!263 = !DILocation(line: 89, column: 8, scope: !261)
!264 = !DILocation(line: 89, column: 19, scope: !265)
!265 = distinct !DILexicalBlock(scope: !261, file: !1, line: 89, column: 3)
!266 = !DILocation(line: 89, column: 21, scope: !265)
!267 = !DILocation(line: 89, column: 3, scope: !261)
!268 = !DILocation(line: 90, column: 18, scope: !265)
!269 = !DILocation(line: 90, column: 11, scope: !265)
!270 = !DILocation(line: 90, column: 10, scope: !265)
!271 = !DILocation(line: 90, column: 5, scope: !265)
!272 = !DILocation(line: 89, column: 27, scope: !265)
!273 = !DILocation(line: 89, column: 3, scope: !265)
!274 = distinct !{!274, !267, !275, !99}
!275 = !DILocation(line: 90, column: 20, scope: !261)
!276 = !DILocation(line: 91, column: 3, scope: !12)
!277 = distinct !DISubprogram(name: "step_aos", scope: !1, file: !1, line: 20, type: !278, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!278 = !DISubroutineType(types: !279)
!279 = !{null, !15, !37, !3}
!280 = !DILocalVariable(name: "n", arg: 1, scope: !277, file: !1, line: 20, type: !15)
!281 = !DILocation(line: 20, column: 26, scope: !277)
!282 = !DILocalVariable(name: "p", arg: 2, scope: !277, file: !1, line: 20, type: !37)
!283 = !DILocation(line: 20, column: 39, scope: !277)
!284 = !DILocalVariable(name: "dt", arg: 3, scope: !277, file: !1, line: 20, type: !3)
!285 = !DILocation(line: 20, column: 48, scope: !277)
!286 = !DILocalVariable(name: "i", scope: !287, file: !1, line: 22, type: !15)
!287 = distinct !DILexicalBlock(scope: !277, file: !1, line: 22, column: 3)
!288 = !DILocation(line: 22, column: 12, scope: !287)
!289 = !DILocation(line: 22, column: 8, scope: !287)
!290 = !DILocation(line: 22, column: 19, scope: !291)
!291 = distinct !DILexicalBlock(scope: !287, file: !1, line: 22, column: 3)
!292 = !DILocation(line: 22, column: 23, scope: !291)
!293 = !DILocation(line: 22, column: 21, scope: !291)
!294 = !DILocation(line: 22, column: 3, scope: !287)
!295 = !DILocalVariable(name: "ax", scope: !296, file: !1, line: 23, type: !3)
!296 = distinct !DILexicalBlock(scope: !291, file: !1, line: 22, column: 31)
!297 = !DILocation(line: 23, column: 11, scope: !296)
!298 = !DILocation(line: 23, column: 17, scope: !296)
!299 = !DILocation(line: 23, column: 19, scope: !296)
!300 = !DILocation(line: 23, column: 22, scope: !296)
!301 = !DILocation(line: 23, column: 16, scope: !296)
!302 = !DILocation(line: 23, column: 26, scope: !296)
!303 = !DILocation(line: 23, column: 28, scope: !296)
!304 = !DILocation(line: 23, column: 31, scope: !296)
!305 = !DILocation(line: 23, column: 24, scope: !296)
!306 = !DILocalVariable(name: "ay", scope: !296, file: !1, line: 23, type: !3)
!307 = !DILocation(line: 23, column: 37, scope: !296)
!308 = !DILocation(line: 23, column: 43, scope: !296)
!309 = !DILocation(line: 23, column: 45, scope: !296)
!310 = !DILocation(line: 23, column: 48, scope: !296)
!311 = !DILocation(line: 23, column: 42, scope: !296)
!312 = !DILocation(line: 23, column: 52, scope: !296)
!313 = !DILocation(line: 23, column: 54, scope: !296)
!314 = !DILocation(line: 23, column: 57, scope: !296)
!315 = !DILocation(line: 23, column: 50, scope: !296)
!316 = !DILocalVariable(name: "az", scope: !296, file: !1, line: 24, type: !3)
!317 = !DILocation(line: 24, column: 11, scope: !296)
!318 = !DILocation(line: 24, column: 17, scope: !296)
!319 = !DILocation(line: 24, column: 19, scope: !296)
!320 = !DILocation(line: 24, column: 22, scope: !296)
!321 = !DILocation(line: 24, column: 16, scope: !296)
!322 = !DILocation(line: 24, column: 26, scope: !296)
!323 = !DILocation(line: 24, column: 28, scope: !296)
!324 = !DILocation(line: 24, column: 31, scope: !296)
!325 = !DILocation(line: 24, column: 24, scope: !296)
!326 = !DILocation(line: 25, column: 23, scope: !296)
!327 = !DILocation(line: 25, column: 25, scope: !296)
!328 = !DILocation(line: 25, column: 28, scope: !296)
!329 = !DILocation(line: 25, column: 33, scope: !296)
!330 = !DILocation(line: 25, column: 38, scope: !296)
!331 = !DILocation(line: 25, column: 36, scope: !296)
!332 = !DILocation(line: 25, column: 31, scope: !296)
!333 = !DILocation(line: 25, column: 5, scope: !296)
!334 = !DILocation(line: 25, column: 7, scope: !296)
!335 = !DILocation(line: 25, column: 10, scope: !296)
!336 = !DILocation(line: 25, column: 13, scope: !296)
!337 = !DILocation(line: 26, column: 23, scope: !296)
!338 = !DILocation(line: 26, column: 25, scope: !296)
!339 = !DILocation(line: 26, column: 28, scope: !296)
!340 = !DILocation(line: 26, column: 33, scope: !296)
!341 = !DILocation(line: 26, column: 38, scope: !296)
!342 = !DILocation(line: 26, column: 36, scope: !296)
!343 = !DILocation(line: 26, column: 31, scope: !296)
!344 = !DILocation(line: 26, column: 5, scope: !296)
!345 = !DILocation(line: 26, column: 7, scope: !296)
!346 = !DILocation(line: 26, column: 10, scope: !296)
!347 = !DILocation(line: 26, column: 13, scope: !296)
!348 = !DILocation(line: 27, column: 23, scope: !296)
!349 = !DILocation(line: 27, column: 25, scope: !296)
!350 = !DILocation(line: 27, column: 28, scope: !296)
!351 = !DILocation(line: 27, column: 33, scope: !296)
!352 = !DILocation(line: 27, column: 38, scope: !296)
!353 = !DILocation(line: 27, column: 36, scope: !296)
!354 = !DILocation(line: 27, column: 31, scope: !296)
!355 = !DILocation(line: 27, column: 5, scope: !296)
!356 = !DILocation(line: 27, column: 7, scope: !296)
!357 = !DILocation(line: 27, column: 10, scope: !296)
!358 = !DILocation(line: 27, column: 13, scope: !296)
!359 = !DILocation(line: 28, column: 15, scope: !296)
!360 = !DILocation(line: 28, column: 20, scope: !296)
!361 = !DILocation(line: 28, column: 22, scope: !296)
!362 = !DILocation(line: 28, column: 25, scope: !296)
!363 = !DILocation(line: 28, column: 5, scope: !296)
!364 = !DILocation(line: 28, column: 7, scope: !296)
!365 = !DILocation(line: 28, column: 10, scope: !296)
!366 = !DILocation(line: 28, column: 12, scope: !296)
!367 = !DILocation(line: 29, column: 15, scope: !296)
!368 = !DILocation(line: 29, column: 20, scope: !296)
!369 = !DILocation(line: 29, column: 22, scope: !296)
!370 = !DILocation(line: 29, column: 25, scope: !296)
!371 = !DILocation(line: 29, column: 5, scope: !296)
!372 = !DILocation(line: 29, column: 7, scope: !296)
!373 = !DILocation(line: 29, column: 10, scope: !296)
!374 = !DILocation(line: 29, column: 12, scope: !296)
!375 = !DILocation(line: 30, column: 15, scope: !296)
!376 = !DILocation(line: 30, column: 20, scope: !296)
!377 = !DILocation(line: 30, column: 22, scope: !296)
!378 = !DILocation(line: 30, column: 25, scope: !296)
!379 = !DILocation(line: 30, column: 5, scope: !296)
!380 = !DILocation(line: 30, column: 7, scope: !296)
!381 = !DILocation(line: 30, column: 10, scope: !296)
!382 = !DILocation(line: 30, column: 12, scope: !296)
!383 = !DILocation(line: 31, column: 9, scope: !384)
!384 = distinct !DILexicalBlock(scope: !296, file: !1, line: 31, column: 9)
!385 = !DILocation(line: 31, column: 11, scope: !384)
!386 = !DILocation(line: 31, column: 14, scope: !384)
!387 = !DILocation(line: 31, column: 16, scope: !384)
!388 = !DILocation(line: 31, column: 24, scope: !384)
!389 = !DILocation(line: 31, column: 27, scope: !384)
!390 = !DILocation(line: 31, column: 29, scope: !384)
!391 = !DILocation(line: 31, column: 32, scope: !384)
!392 = !DILocation(line: 31, column: 34, scope: !384)
!393 = !DILocation(line: 31, column: 9, scope: !296)
!394 = !DILocation(line: 32, column: 18, scope: !384)
!395 = !DILocation(line: 32, column: 20, scope: !384)
!396 = !DILocation(line: 32, column: 23, scope: !384)
!397 = !DILocation(line: 32, column: 17, scope: !384)
!398 = !DILocation(line: 32, column: 7, scope: !384)
!399 = !DILocation(line: 32, column: 9, scope: !384)
!400 = !DILocation(line: 32, column: 12, scope: !384)
!401 = !DILocation(line: 32, column: 15, scope: !384)
!402 = !DILocation(line: 33, column: 9, scope: !403)
!403 = distinct !DILexicalBlock(scope: !296, file: !1, line: 33, column: 9)
!404 = !DILocation(line: 33, column: 11, scope: !403)
!405 = !DILocation(line: 33, column: 14, scope: !403)
!406 = !DILocation(line: 33, column: 16, scope: !403)
!407 = !DILocation(line: 33, column: 24, scope: !403)
!408 = !DILocation(line: 33, column: 27, scope: !403)
!409 = !DILocation(line: 33, column: 29, scope: !403)
!410 = !DILocation(line: 33, column: 32, scope: !403)
!411 = !DILocation(line: 33, column: 34, scope: !403)
!412 = !DILocation(line: 33, column: 9, scope: !296)
!413 = !DILocation(line: 34, column: 18, scope: !403)
!414 = !DILocation(line: 34, column: 20, scope: !403)
!415 = !DILocation(line: 34, column: 23, scope: !403)
!416 = !DILocation(line: 34, column: 17, scope: !403)
!417 = !DILocation(line: 34, column: 7, scope: !403)
!418 = !DILocation(line: 34, column: 9, scope: !403)
!419 = !DILocation(line: 34, column: 12, scope: !403)
!420 = !DILocation(line: 34, column: 15, scope: !403)
!421 = !DILocation(line: 35, column: 3, scope: !296)
!422 = !DILocation(line: 22, column: 27, scope: !291)
!423 = !DILocation(line: 22, column: 3, scope: !291)
!424 = distinct !{!424, !294, !425, !99}
!425 = !DILocation(line: 35, column: 3, scope: !287)
!426 = !DILocation(line: 36, column: 1, scope: !277)
!427 = distinct !DISubprogram(name: "step_soa", scope: !1, file: !1, line: 38, type: !428, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!428 = !DISubroutineType(types: !429)
!429 = !{null, !15, !430, !3}
!430 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!431 = !DILocalVariable(name: "n", arg: 1, scope: !427, file: !1, line: 38, type: !15)
!432 = !DILocation(line: 38, column: 26, scope: !427)
!433 = !DILocalVariable(name: "s", arg: 2, scope: !427, file: !1, line: 38, type: !430)
!434 = !DILocation(line: 38, column: 44, scope: !427)
!435 = !DILocalVariable(name: "dt", arg: 3, scope: !427, file: !1, line: 38, type: !3)
!436 = !DILocation(line: 38, column: 53, scope: !427)
!437 = !DILocalVariable(name: "i", scope: !438, file: !1, line: 40, type: !15)
!438 = distinct !DILexicalBlock(scope: !427, file: !1, line: 40, column: 3)
!439 = !DILocation(line: 40, column: 12, scope: !438)
!440 = !DILocation(line: 40, column: 8, scope: !438)
!441 = !DILocation(line: 40, column: 19, scope: !442)
!442 = distinct !DILexicalBlock(scope: !438, file: !1, line: 40, column: 3)
!443 = !DILocation(line: 40, column: 23, scope: !442)
!444 = !DILocation(line: 40, column: 21, scope: !442)
!445 = !DILocation(line: 40, column: 3, scope: !438)
!446 = !DILocalVariable(name: "inv", scope: !447, file: !1, line: 41, type: !3)
!447 = distinct !DILexicalBlock(scope: !442, file: !1, line: 40, column: 31)
!448 = !DILocation(line: 41, column: 11, scope: !447)
!449 = !DILocation(line: 41, column: 24, scope: !447)
!450 = !DILocation(line: 41, column: 27, scope: !447)
!451 = !DILocation(line: 41, column: 32, scope: !447)
!452 = !DILocation(line: 41, column: 22, scope: !447)
!453 = !DILocation(line: 42, column: 24, scope: !447)
!454 = !DILocation(line: 42, column: 27, scope: !447)
!455 = !DILocation(line: 42, column: 30, scope: !447)
!456 = !DILocation(line: 42, column: 35, scope: !447)
!457 = !DILocation(line: 42, column: 40, scope: !447)
!458 = !DILocation(line: 42, column: 43, scope: !447)
!459 = !DILocation(line: 42, column: 45, scope: !447)
!460 = !DILocation(line: 42, column: 38, scope: !447)
!461 = !DILocation(line: 42, column: 50, scope: !447)
!462 = !DILocation(line: 42, column: 48, scope: !447)
!463 = !DILocation(line: 42, column: 33, scope: !447)
!464 = !DILocation(line: 42, column: 5, scope: !447)
!465 = !DILocation(line: 42, column: 8, scope: !447)
!466 = !DILocation(line: 42, column: 11, scope: !447)
!467 = !DILocation(line: 42, column: 14, scope: !447)
!468 = !DILocation(line: 43, column: 24, scope: !447)
!469 = !DILocation(line: 43, column: 27, scope: !447)
!470 = !DILocation(line: 43, column: 30, scope: !447)
!471 = !DILocation(line: 43, column: 35, scope: !447)
!472 = !DILocation(line: 43, column: 40, scope: !447)
!473 = !DILocation(line: 43, column: 43, scope: !447)
!474 = !DILocation(line: 43, column: 45, scope: !447)
!475 = !DILocation(line: 43, column: 38, scope: !447)
!476 = !DILocation(line: 43, column: 50, scope: !447)
!477 = !DILocation(line: 43, column: 48, scope: !447)
!478 = !DILocation(line: 43, column: 33, scope: !447)
!479 = !DILocation(line: 43, column: 5, scope: !447)
!480 = !DILocation(line: 43, column: 8, scope: !447)
!481 = !DILocation(line: 43, column: 11, scope: !447)
!482 = !DILocation(line: 43, column: 14, scope: !447)
!483 = !DILocation(line: 44, column: 24, scope: !447)
!484 = !DILocation(line: 44, column: 27, scope: !447)
!485 = !DILocation(line: 44, column: 30, scope: !447)
!486 = !DILocation(line: 44, column: 35, scope: !447)
!487 = !DILocation(line: 44, column: 40, scope: !447)
!488 = !DILocation(line: 44, column: 43, scope: !447)
!489 = !DILocation(line: 44, column: 45, scope: !447)
!490 = !DILocation(line: 44, column: 38, scope: !447)
!491 = !DILocation(line: 44, column: 50, scope: !447)
!492 = !DILocation(line: 44, column: 48, scope: !447)
!493 = !DILocation(line: 44, column: 33, scope: !447)
!494 = !DILocation(line: 44, column: 5, scope: !447)
!495 = !DILocation(line: 44, column: 8, scope: !447)
!496 = !DILocation(line: 44, column: 11, scope: !447)
!497 = !DILocation(line: 44, column: 14, scope: !447)
!498 = !DILocation(line: 45, column: 3, scope: !447)
!499 = !DILocation(line: 40, column: 27, scope: !442)
!500 = !DILocation(line: 40, column: 3, scope: !442)
!501 = distinct !{!501, !445, !502, !99}
!502 = !DILocation(line: 45, column: 3, scope: !438)
!503 = !DILocalVariable(name: "i", scope: !504, file: !1, line: 46, type: !15)
!504 = distinct !DILexicalBlock(scope: !427, file: !1, line: 46, column: 3)
!505 = !DILocation(line: 46, column: 12, scope: !504)
!506 = !DILocation(line: 46, column: 8, scope: !504)
!507 = !DILocation(line: 46, column: 19, scope: !508)
!508 = distinct !DILexicalBlock(scope: !504, file: !1, line: 46, column: 3)
!509 = !DILocation(line: 46, column: 23, scope: !508)
!510 = !DILocation(line: 46, column: 21, scope: !508)
!511 = !DILocation(line: 46, column: 3, scope: !504)
!512 = !DILocation(line: 47, column: 16, scope: !513)
!513 = distinct !DILexicalBlock(scope: !508, file: !1, line: 46, column: 31)
!514 = !DILocation(line: 47, column: 21, scope: !513)
!515 = !DILocation(line: 47, column: 24, scope: !513)
!516 = !DILocation(line: 47, column: 27, scope: !513)
!517 = !DILocation(line: 47, column: 5, scope: !513)
!518 = !DILocation(line: 47, column: 8, scope: !513)
!519 = !DILocation(line: 47, column: 10, scope: !513)
!520 = !DILocation(line: 47, column: 13, scope: !513)
!521 = !DILocation(line: 48, column: 16, scope: !513)
!522 = !DILocation(line: 48, column: 21, scope: !513)
!523 = !DILocation(line: 48, column: 24, scope: !513)
!524 = !DILocation(line: 48, column: 27, scope: !513)
!525 = !DILocation(line: 48, column: 5, scope: !513)
!526 = !DILocation(line: 48, column: 8, scope: !513)
!527 = !DILocation(line: 48, column: 10, scope: !513)
!528 = !DILocation(line: 48, column: 13, scope: !513)
!529 = !DILocation(line: 49, column: 16, scope: !513)
!530 = !DILocation(line: 49, column: 21, scope: !513)
!531 = !DILocation(line: 49, column: 24, scope: !513)
!532 = !DILocation(line: 49, column: 27, scope: !513)
!533 = !DILocation(line: 49, column: 5, scope: !513)
!534 = !DILocation(line: 49, column: 8, scope: !513)
!535 = !DILocation(line: 49, column: 10, scope: !513)
!536 = !DILocation(line: 49, column: 13, scope: !513)
!537 = !DILocation(line: 50, column: 3, scope: !513)
!538 = !DILocation(line: 46, column: 27, scope: !508)
!539 = !DILocation(line: 46, column: 3, scope: !508)
!540 = distinct !{!540, !511, !541, !99}
!541 = !DILocation(line: 50, column: 3, scope: !504)
!542 = !DILocalVariable(name: "i", scope: !543, file: !1, line: 51, type: !15)
!543 = distinct !DILexicalBlock(scope: !427, file: !1, line: 51, column: 3)
!544 = !DILocation(line: 51, column: 12, scope: !543)
!545 = !DILocation(line: 51, column: 8, scope: !543)
!546 = !DILocation(line: 51, column: 19, scope: !547)
!547 = distinct !DILexicalBlock(scope: !543, file: !1, line: 51, column: 3)
!548 = !DILocation(line: 51, column: 23, scope: !547)
!549 = !DILocation(line: 51, column: 21, scope: !547)
!550 = !DILocation(line: 51, column: 3, scope: !543)
!551 = !DILocation(line: 52, column: 9, scope: !552)
!552 = distinct !DILexicalBlock(scope: !553, file: !1, line: 52, column: 9)
!553 = distinct !DILexicalBlock(scope: !547, file: !1, line: 51, column: 31)
!554 = !DILocation(line: 52, column: 12, scope: !552)
!555 = !DILocation(line: 52, column: 14, scope: !552)
!556 = !DILocation(line: 52, column: 17, scope: !552)
!557 = !DILocation(line: 52, column: 25, scope: !552)
!558 = !DILocation(line: 52, column: 28, scope: !552)
!559 = !DILocation(line: 52, column: 31, scope: !552)
!560 = !DILocation(line: 52, column: 33, scope: !552)
!561 = !DILocation(line: 52, column: 36, scope: !552)
!562 = !DILocation(line: 52, column: 9, scope: !553)
!563 = !DILocation(line: 53, column: 19, scope: !552)
!564 = !DILocation(line: 53, column: 22, scope: !552)
!565 = !DILocation(line: 53, column: 25, scope: !552)
!566 = !DILocation(line: 53, column: 18, scope: !552)
!567 = !DILocation(line: 53, column: 7, scope: !552)
!568 = !DILocation(line: 53, column: 10, scope: !552)
!569 = !DILocation(line: 53, column: 13, scope: !552)
!570 = !DILocation(line: 53, column: 16, scope: !552)
!571 = !DILocation(line: 54, column: 9, scope: !572)
!572 = distinct !DILexicalBlock(scope: !553, file: !1, line: 54, column: 9)
!573 = !DILocation(line: 54, column: 12, scope: !572)
!574 = !DILocation(line: 54, column: 14, scope: !572)
!575 = !DILocation(line: 54, column: 17, scope: !572)
!576 = !DILocation(line: 54, column: 25, scope: !572)
!577 = !DILocation(line: 54, column: 28, scope: !572)
!578 = !DILocation(line: 54, column: 31, scope: !572)
!579 = !DILocation(line: 54, column: 33, scope: !572)
!580 = !DILocation(line: 54, column: 36, scope: !572)
!581 = !DILocation(line: 54, column: 9, scope: !553)
!582 = !DILocation(line: 55, column: 19, scope: !572)
!583 = !DILocation(line: 55, column: 22, scope: !572)
!584 = !DILocation(line: 55, column: 25, scope: !572)
!585 = !DILocation(line: 55, column: 18, scope: !572)
!586 = !DILocation(line: 55, column: 7, scope: !572)
!587 = !DILocation(line: 55, column: 10, scope: !572)
!588 = !DILocation(line: 55, column: 13, scope: !572)
!589 = !DILocation(line: 55, column: 16, scope: !572)
!590 = !DILocation(line: 56, column: 3, scope: !553)
!591 = !DILocation(line: 51, column: 27, scope: !547)
!592 = !DILocation(line: 51, column: 3, scope: !547)
!593 = distinct !{!593, !550, !594, !99}
!594 = !DILocation(line: 56, column: 3, scope: !543)
!595 = !DILocation(line: 57, column: 1, scope: !427)
