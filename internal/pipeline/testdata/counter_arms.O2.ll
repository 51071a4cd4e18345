; ModuleID = 'counter_arms.c'
source_filename = "counter_arms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%f %f %f %f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !59
  %3 = icmp sgt i32 %0, 1, !dbg !60
  br i1 %3, label %4, label %15, !dbg !61

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !62
  %6 = load i8*, i8** %5, align 8, !dbg !62, !tbaa !63
  call void @llvm.dbg.value(metadata i8* %6, metadata !67, metadata !DIExpression()) #5, !dbg !75
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !77
  %8 = trunc i64 %7 to i32, !dbg !78
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression()), !dbg !59
  %9 = icmp eq i32 %0, 2, !dbg !79
  br i1 %9, label %15, label %10, !dbg !80

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !81
  %12 = load i8*, i8** %11, align 8, !dbg !81, !tbaa !63
  call void @llvm.dbg.value(metadata i8* %12, metadata !67, metadata !DIExpression()) #5, !dbg !82
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #5, !dbg !84
  %14 = trunc i64 %13 to i32, !dbg !85
  br label %15, !dbg !80

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 200, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 60, %4 ], [ 60, %2 ], !dbg !80
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()), !dbg !59
  %18 = sext i32 %16 to i64, !dbg !86
  %19 = shl nsw i64 %18, 3, !dbg !87
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #5, !dbg !88
  %21 = bitcast i8* %20 to double*, !dbg !88
  call void @llvm.dbg.value(metadata double* %21, metadata !27, metadata !DIExpression()), !dbg !59
  %22 = tail call noalias i8* @malloc(i64 noundef %19) #5, !dbg !89
  %23 = bitcast i8* %22 to double*, !dbg !89
  call void @llvm.dbg.value(metadata double* %23, metadata !30, metadata !DIExpression()), !dbg !59
  %24 = sdiv i32 %16, 8, !dbg !90
  %25 = add nsw i32 %24, 1, !dbg !91
  %26 = sext i32 %25 to i64, !dbg !92
  %27 = shl nsw i64 %26, 3, !dbg !93
  %28 = tail call noalias i8* @malloc(i64 noundef %27) #5, !dbg !94
  %29 = bitcast i8* %28 to double*, !dbg !94
  call void @llvm.dbg.value(metadata double* %29, metadata !31, metadata !DIExpression()), !dbg !59
  %30 = sext i32 %17 to i64, !dbg !95
  %31 = shl nsw i64 %30, 3, !dbg !96
  %32 = mul i64 %31, %30, !dbg !97
  %33 = tail call noalias i8* @malloc(i64 noundef %32) #5, !dbg !98
  %34 = bitcast i8* %33 to double*, !dbg !98
  call void @llvm.dbg.value(metadata double* %34, metadata !32, metadata !DIExpression()), !dbg !59
  %35 = tail call noalias i8* @malloc(i64 noundef %31) #5, !dbg !99
  %36 = bitcast i8* %35 to double*, !dbg !99
  call void @llvm.dbg.value(metadata double* %36, metadata !33, metadata !DIExpression()), !dbg !59
  %37 = shl nsw i64 %18, 2, !dbg !100
  call void @llvm.dbg.value(metadata float* poison, metadata !34, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata float* poison, metadata !36, metadata !DIExpression()), !dbg !59
  %38 = tail call noalias i8* @malloc(i64 noundef %37) #5, !dbg !101
  %39 = bitcast i8* %38 to float*, !dbg !101
  call void @llvm.dbg.value(metadata float* %39, metadata !37, metadata !DIExpression()), !dbg !59
  %40 = icmp ne i8* %20, null, !dbg !102
  %41 = icmp ne i8* %22, null
  %42 = and i1 %40, %41, !dbg !104
  %43 = icmp ne i8* %28, null
  %44 = and i1 %42, %43, !dbg !104
  %45 = icmp ne i8* %33, null
  %46 = and i1 %44, %45, !dbg !104
  %47 = icmp ne i8* %35, null
  %48 = and i1 %46, %47, !dbg !104
  %49 = icmp ne i8* %38, null
  %50 = and i1 %48, %49, !dbg !104
  br i1 %50, label %51, label %435, !dbg !104

51:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !105
  %52 = icmp sgt i32 %16, 0, !dbg !106
  br i1 %52, label %53, label %134, !dbg !108

53:                                               ; preds = %51
  %54 = zext i32 %16 to i64, !dbg !106
  %55 = icmp ult i32 %16, 4, !dbg !108
  br i1 %55, label %109, label %56, !dbg !108

56:                                               ; preds = %53
  %57 = and i64 %54, 4294967292, !dbg !108
  %58 = add nsw i64 %57, -4, !dbg !108
  %59 = lshr exact i64 %58, 2, !dbg !108
  %60 = add nuw nsw i64 %59, 1, !dbg !108
  %61 = and i64 %60, 1, !dbg !108
  %62 = icmp eq i64 %58, 0, !dbg !108
  br i1 %62, label %93, label %63, !dbg !108

63:                                               ; preds = %56
  %64 = and i64 %60, 9223372036854775806, !dbg !108
  br label %65, !dbg !108

65:                                               ; preds = %65, %63
  %66 = phi i64 [ 0, %63 ], [ %89, %65 ], !dbg !109
  %67 = phi <2 x i32> [ <i32 0, i32 1>, %63 ], [ %90, %65 ], !dbg !110
  %68 = phi i64 [ 0, %63 ], [ %91, %65 ]
  %69 = add <2 x i32> %67, <i32 2, i32 2>, !dbg !110
  %70 = sitofp <2 x i32> %67 to <2 x double>, !dbg !110
  %71 = sitofp <2 x i32> %69 to <2 x double>, !dbg !110
  %72 = fmul <2 x double> %70, <double 5.000000e-01, double 5.000000e-01>, !dbg !111
  %73 = fmul <2 x double> %71, <double 5.000000e-01, double 5.000000e-01>, !dbg !111
  %74 = getelementptr inbounds double, double* %21, i64 %66, !dbg !109
  %75 = bitcast double* %74 to <2 x double>*, !dbg !112
  store <2 x double> %72, <2 x double>* %75, align 8, !dbg !112, !tbaa !113
  %76 = getelementptr inbounds double, double* %74, i64 2, !dbg !112
  %77 = bitcast double* %76 to <2 x double>*, !dbg !112
  store <2 x double> %73, <2 x double>* %77, align 8, !dbg !112, !tbaa !113
  %78 = or i64 %66, 4, !dbg !109
  %79 = add <2 x i32> %67, <i32 4, i32 4>, !dbg !110
  %80 = add <2 x i32> %67, <i32 6, i32 6>, !dbg !110
  %81 = sitofp <2 x i32> %79 to <2 x double>, !dbg !110
  %82 = sitofp <2 x i32> %80 to <2 x double>, !dbg !110
  %83 = fmul <2 x double> %81, <double 5.000000e-01, double 5.000000e-01>, !dbg !111
  %84 = fmul <2 x double> %82, <double 5.000000e-01, double 5.000000e-01>, !dbg !111
  %85 = getelementptr inbounds double, double* %21, i64 %78, !dbg !109
  %86 = bitcast double* %85 to <2 x double>*, !dbg !112
  store <2 x double> %83, <2 x double>* %86, align 8, !dbg !112, !tbaa !113
  %87 = getelementptr inbounds double, double* %85, i64 2, !dbg !112
  %88 = bitcast double* %87 to <2 x double>*, !dbg !112
  store <2 x double> %84, <2 x double>* %88, align 8, !dbg !112, !tbaa !113
  %89 = add nuw i64 %66, 8, !dbg !109
  %90 = add <2 x i32> %67, <i32 8, i32 8>, !dbg !110
  %91 = add i64 %68, 2, !dbg !109
  %92 = icmp eq i64 %91, %64, !dbg !109
  br i1 %92, label %93, label %65, !dbg !109, !llvm.loop !115

93:                                               ; preds = %65, %56
  %94 = phi i64 [ 0, %56 ], [ %89, %65 ]
  %95 = phi <2 x i32> [ <i32 0, i32 1>, %56 ], [ %90, %65 ]
  %96 = icmp eq i64 %61, 0, !dbg !109
  br i1 %96, label %107, label %97, !dbg !109

97:                                               ; preds = %93
  %98 = add <2 x i32> %95, <i32 2, i32 2>, !dbg !110
  %99 = sitofp <2 x i32> %95 to <2 x double>, !dbg !110
  %100 = sitofp <2 x i32> %98 to <2 x double>, !dbg !110
  %101 = fmul <2 x double> %99, <double 5.000000e-01, double 5.000000e-01>, !dbg !111
  %102 = fmul <2 x double> %100, <double 5.000000e-01, double 5.000000e-01>, !dbg !111
  %103 = getelementptr inbounds double, double* %21, i64 %94, !dbg !109
  %104 = bitcast double* %103 to <2 x double>*, !dbg !112
  store <2 x double> %101, <2 x double>* %104, align 8, !dbg !112, !tbaa !113
  %105 = getelementptr inbounds double, double* %103, i64 2, !dbg !112
  %106 = bitcast double* %105 to <2 x double>*, !dbg !112
  store <2 x double> %102, <2 x double>* %106, align 8, !dbg !112, !tbaa !113
  br label %107, !dbg !108

107:                                              ; preds = %93, %97
  %108 = icmp eq i64 %57, %54, !dbg !108
  br i1 %108, label %111, label %109, !dbg !108

109:                                              ; preds = %53, %107
  %110 = phi i64 [ 0, %53 ], [ %57, %107 ]
  br label %126, !dbg !108

111:                                              ; preds = %126, %107
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !119
  br i1 %52, label %112, label %134, !dbg !120

112:                                              ; preds = %111
  %113 = add nsw i32 %16, -1
  %114 = zext i32 %113 to i64, !dbg !120
  %115 = zext i32 %16 to i64, !dbg !121
  call void @llvm.dbg.value(metadata i64 0, metadata !40, metadata !DIExpression()), !dbg !119
  %116 = getelementptr inbounds double, double* %21, i64 1
  %117 = load double, double* %21, align 8, !dbg !123, !tbaa !113
  %118 = load double, double* %116, align 8, !dbg !126, !tbaa !113
  %119 = fadd double %117, %118, !dbg !127
  store double %119, double* %23, align 8, !dbg !128, !tbaa !113
  call void @llvm.dbg.value(metadata i64 1, metadata !40, metadata !DIExpression()), !dbg !119
  %120 = icmp eq i32 %16, 1, !dbg !121
  br i1 %120, label %134, label %121, !dbg !120

121:                                              ; preds = %112
  %122 = add nsw i64 %114, -1
  %123 = getelementptr inbounds double, double* %21, i64 %122
  %124 = getelementptr inbounds double, double* %21, i64 %114
  %125 = getelementptr inbounds double, double* %23, i64 %114
  br label %138, !dbg !120

126:                                              ; preds = %109, %126
  %127 = phi i64 [ %132, %126 ], [ %110, %109 ]
  call void @llvm.dbg.value(metadata i64 %127, metadata !38, metadata !DIExpression()), !dbg !105
  %128 = trunc i64 %127 to i32, !dbg !110
  %129 = sitofp i32 %128 to double, !dbg !110
  %130 = fmul double %129, 5.000000e-01, !dbg !111
  %131 = getelementptr inbounds double, double* %21, i64 %127, !dbg !129
  store double %130, double* %131, align 8, !dbg !112, !tbaa !113
  %132 = add nuw nsw i64 %127, 1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %132, metadata !38, metadata !DIExpression()), !dbg !105
  %133 = icmp eq i64 %132, %54, !dbg !106
  br i1 %133, label %111, label %126, !dbg !108, !llvm.loop !130

134:                                              ; preds = %157, %51, %112, %111
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !132
  %135 = icmp sgt i32 %17, 0, !dbg !133
  br i1 %135, label %136, label %166, !dbg !134

136:                                              ; preds = %134
  %137 = zext i32 %17 to i64, !dbg !133
  br label %160, !dbg !134

138:                                              ; preds = %157, %121
  %139 = phi i64 [ 1, %121 ], [ %158, %157 ]
  call void @llvm.dbg.value(metadata i64 %139, metadata !40, metadata !DIExpression()), !dbg !119
  %140 = icmp eq i64 %139, %114, !dbg !135
  br i1 %140, label %141, label %145, !dbg !137

141:                                              ; preds = %138
  %142 = load double, double* %123, align 8, !dbg !138, !tbaa !113
  %143 = load double, double* %124, align 8, !dbg !139, !tbaa !113
  %144 = fadd double %142, %143, !dbg !140
  store double %144, double* %125, align 8, !dbg !141, !tbaa !113
  br label %157, !dbg !142

145:                                              ; preds = %138
  %146 = add nsw i64 %139, -1, !dbg !143
  %147 = getelementptr inbounds double, double* %21, i64 %146, !dbg !144
  %148 = load double, double* %147, align 8, !dbg !144, !tbaa !113
  %149 = getelementptr inbounds double, double* %21, i64 %139, !dbg !145
  %150 = load double, double* %149, align 8, !dbg !145, !tbaa !113
  %151 = fadd double %148, %150, !dbg !146
  %152 = add nuw nsw i64 %139, 1, !dbg !147
  %153 = getelementptr inbounds double, double* %21, i64 %152, !dbg !148
  %154 = load double, double* %153, align 8, !dbg !148, !tbaa !113
  %155 = fadd double %151, %154, !dbg !149
  %156 = getelementptr inbounds double, double* %23, i64 %139, !dbg !150
  store double %155, double* %156, align 8, !dbg !151, !tbaa !113
  br label %157

157:                                              ; preds = %145, %141
  %158 = add nuw nsw i64 %139, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %158, metadata !40, metadata !DIExpression()), !dbg !119
  %159 = icmp eq i64 %158, %115, !dbg !121
  br i1 %159, label %134, label %138, !dbg !120, !llvm.loop !153

160:                                              ; preds = %173, %136
  %161 = phi i64 [ 0, %136 ], [ %174, %173 ]
  call void @llvm.dbg.value(metadata i64 %161, metadata !42, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !156
  %162 = mul nsw i64 %161, %30
  %163 = getelementptr inbounds double, double* %36, i64 %161
  %164 = add nsw i64 %162, %161
  %165 = getelementptr inbounds double, double* %34, i64 %164
  br label %176, !dbg !157

166:                                              ; preds = %173, %134
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !59
  br i1 %52, label %167, label %324, !dbg !159

167:                                              ; preds = %166
  %168 = zext i32 %16 to i64, !dbg !160
  %169 = and i64 %168, 1, !dbg !159
  %170 = icmp eq i32 %16, 1, !dbg !159
  br i1 %170, label %196, label %171, !dbg !159

171:                                              ; preds = %167
  %172 = and i64 %168, 4294967294, !dbg !159
  br label %215, !dbg !159

173:                                              ; preds = %193
  %174 = add nuw nsw i64 %161, 1, !dbg !162
  call void @llvm.dbg.value(metadata i64 %174, metadata !42, metadata !DIExpression()), !dbg !132
  %175 = icmp eq i64 %174, %137, !dbg !133
  br i1 %175, label %166, label %160, !dbg !134, !llvm.loop !163

176:                                              ; preds = %160, %193
  %177 = phi i64 [ 0, %160 ], [ %194, %193 ]
  call void @llvm.dbg.value(metadata i64 %177, metadata !44, metadata !DIExpression()), !dbg !156
  %178 = icmp ult i64 %177, %161, !dbg !165
  br i1 %178, label %179, label %184, !dbg !169

179:                                              ; preds = %176
  %180 = getelementptr inbounds double, double* %23, i64 %177, !dbg !170
  %181 = load double, double* %180, align 8, !dbg !170, !tbaa !113
  %182 = add nsw i64 %162, %177, !dbg !171
  %183 = getelementptr inbounds double, double* %34, i64 %182, !dbg !172
  store double %181, double* %183, align 8, !dbg !173, !tbaa !113
  br label %193, !dbg !172

184:                                              ; preds = %176
  %185 = icmp eq i64 %177, %161, !dbg !174
  br i1 %185, label %186, label %189, !dbg !176

186:                                              ; preds = %184
  %187 = load double, double* %165, align 8, !dbg !177, !tbaa !113
  %188 = fadd double %187, 1.000000e+00, !dbg !178
  store double %188, double* %163, align 8, !dbg !179, !tbaa !113
  br label %193, !dbg !180

189:                                              ; preds = %184
  %190 = mul nsw i64 %177, %30, !dbg !181
  %191 = add nsw i64 %190, %161, !dbg !182
  %192 = getelementptr inbounds double, double* %34, i64 %191, !dbg !183
  store double 0.000000e+00, double* %192, align 8, !dbg !184, !tbaa !113
  br label %193

193:                                              ; preds = %179, %189, %186
  %194 = add nuw nsw i64 %177, 1, !dbg !185
  call void @llvm.dbg.value(metadata i64 %194, metadata !44, metadata !DIExpression()), !dbg !156
  %195 = icmp eq i64 %194, %137, !dbg !186
  br i1 %195, label %173, label %176, !dbg !157, !llvm.loop !187

196:                                              ; preds = %232, %167
  %197 = phi double [ undef, %167 ], [ %233, %232 ]
  %198 = phi i64 [ 0, %167 ], [ %234, %232 ]
  %199 = phi double [ 0.000000e+00, %167 ], [ %233, %232 ]
  %200 = icmp eq i64 %169, 0, !dbg !189
  br i1 %200, label %211, label %201, !dbg !189

201:                                              ; preds = %196
  call void @llvm.dbg.value(metadata i64 %198, metadata !48, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double %199, metadata !47, metadata !DIExpression()), !dbg !59
  %202 = getelementptr inbounds double, double* %23, i64 %198, !dbg !191
  %203 = load double, double* %202, align 8, !dbg !191, !tbaa !113
  %204 = fadd double %199, %203, !dbg !192
  call void @llvm.dbg.value(metadata double %204, metadata !47, metadata !DIExpression()), !dbg !59
  %205 = and i64 %198, 7, !dbg !193
  %206 = icmp eq i64 %205, 7, !dbg !193
  br i1 %206, label %207, label %211, !dbg !189

207:                                              ; preds = %201
  %208 = lshr i64 %198, 3, !dbg !195
  %209 = and i64 %208, 536870911, !dbg !197
  %210 = getelementptr inbounds double, double* %29, i64 %209, !dbg !197
  store double %204, double* %210, align 8, !dbg !198, !tbaa !113
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !59
  br label %211, !dbg !199

211:                                              ; preds = %201, %207, %196
  %212 = phi double [ %197, %196 ], [ 0.000000e+00, %207 ], [ %204, %201 ], !dbg !200
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression()), !dbg !201
  br i1 %52, label %213, label %324, !dbg !202

213:                                              ; preds = %211
  %214 = zext i32 %16 to i64, !dbg !203
  br label %244, !dbg !202

215:                                              ; preds = %232, %171
  %216 = phi i64 [ 0, %171 ], [ %234, %232 ]
  %217 = phi double [ 0.000000e+00, %171 ], [ %233, %232 ]
  %218 = phi i64 [ 0, %171 ], [ %235, %232 ]
  call void @llvm.dbg.value(metadata i64 %216, metadata !48, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double %217, metadata !47, metadata !DIExpression()), !dbg !59
  %219 = getelementptr inbounds double, double* %23, i64 %216, !dbg !191
  %220 = load double, double* %219, align 8, !dbg !191, !tbaa !113
  %221 = fadd double %217, %220, !dbg !192
  call void @llvm.dbg.value(metadata double %221, metadata !47, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata double %221, metadata !47, metadata !DIExpression()), !dbg !59
  %222 = or i64 %216, 1, !dbg !205
  call void @llvm.dbg.value(metadata i64 %222, metadata !48, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i64 %222, metadata !48, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double %221, metadata !47, metadata !DIExpression()), !dbg !59
  %223 = getelementptr inbounds double, double* %23, i64 %222, !dbg !191
  %224 = load double, double* %223, align 8, !dbg !191, !tbaa !113
  %225 = fadd double %221, %224, !dbg !192
  call void @llvm.dbg.value(metadata double %225, metadata !47, metadata !DIExpression()), !dbg !59
  %226 = and i64 %222, 7, !dbg !193
  %227 = icmp eq i64 %226, 7, !dbg !193
  br i1 %227, label %228, label %232, !dbg !189

228:                                              ; preds = %215
  %229 = lshr i64 %216, 3, !dbg !195
  %230 = and i64 %229, 536870911, !dbg !197
  %231 = getelementptr inbounds double, double* %29, i64 %230, !dbg !197
  store double %225, double* %231, align 8, !dbg !198, !tbaa !113
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !59
  br label %232, !dbg !199

232:                                              ; preds = %228, %215
  %233 = phi double [ 0.000000e+00, %228 ], [ %225, %215 ], !dbg !200
  call void @llvm.dbg.value(metadata double %233, metadata !47, metadata !DIExpression()), !dbg !59
  %234 = add nuw nsw i64 %216, 2, !dbg !205
  call void @llvm.dbg.value(metadata i64 %234, metadata !48, metadata !DIExpression()), !dbg !158
  %235 = add i64 %218, 2, !dbg !159
  %236 = icmp eq i64 %235, %172, !dbg !159
  br i1 %236, label %196, label %215, !dbg !159, !llvm.loop !206

237:                                              ; preds = %259
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !208
  br i1 %52, label %238, label %324, !dbg !209

238:                                              ; preds = %237
  %239 = lshr i32 %16, 1
  %240 = and i32 %16, 1, !dbg !209
  %241 = icmp eq i32 %16, 1, !dbg !209
  br i1 %241, label %262, label %242, !dbg !209

242:                                              ; preds = %238
  %243 = and i32 %16, -2, !dbg !209
  br label %284, !dbg !209

244:                                              ; preds = %213, %259
  %245 = phi i64 [ 0, %213 ], [ %260, %259 ]
  call void @llvm.dbg.value(metadata i64 %245, metadata !50, metadata !DIExpression()), !dbg !201
  %246 = trunc i64 %245 to i32, !dbg !210
  %247 = urem i32 %246, 3, !dbg !210
  %248 = udiv i32 %246, 3, !dbg !212
  %249 = icmp ult i32 %247, 2, !dbg !214
  br i1 %249, label %259, label %250, !dbg !214

250:                                              ; preds = %244
  %251 = getelementptr inbounds double, double* %21, i64 %245, !dbg !215
  %252 = load double, double* %251, align 8, !dbg !215, !tbaa !113
  %253 = getelementptr inbounds double, double* %23, i64 %245, !dbg !216
  %254 = load double, double* %253, align 8, !dbg !216, !tbaa !113
  %255 = fsub double %252, %254, !dbg !217
  %256 = fptrunc double %255 to float, !dbg !218
  %257 = zext i32 %248 to i64, !dbg !219
  %258 = getelementptr inbounds float, float* %39, i64 %257, !dbg !219
  store float %256, float* %258, align 4, !dbg !220, !tbaa !221
  br label %259, !dbg !223

259:                                              ; preds = %244, %250
  %260 = add nuw nsw i64 %245, 1, !dbg !224
  call void @llvm.dbg.value(metadata i64 %260, metadata !50, metadata !DIExpression()), !dbg !201
  %261 = icmp eq i64 %260, %214, !dbg !203
  br i1 %261, label %237, label %244, !dbg !202, !llvm.loop !225

262:                                              ; preds = %284, %238
  %263 = phi i32 [ 0, %238 ], [ %306, %284 ]
  %264 = icmp eq i32 %240, 0, !dbg !209
  br i1 %264, label %275, label %265, !dbg !209

265:                                              ; preds = %262
  call void @llvm.dbg.value(metadata i32 %263, metadata !52, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double* %21, metadata !227, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i32 %263, metadata !232, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i32 %8, metadata !233, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !234, metadata !DIExpression()), !dbg !235
  %266 = icmp ugt i32 %239, %263, !dbg !238
  %267 = xor i32 %263, -1, !dbg !240
  %268 = add i32 %16, %267, !dbg !240
  %269 = select i1 %266, i32 %263, i32 %268, !dbg !240
  %270 = select i1 %266, double 1.000000e+00, double -1.000000e+00, !dbg !240
  %271 = sext i32 %269 to i64, !dbg !241
  %272 = getelementptr inbounds double, double* %21, i64 %271, !dbg !241
  %273 = load double, double* %272, align 8, !dbg !241, !tbaa !113
  %274 = fadd double %270, %273, !dbg !241
  store double %274, double* %272, align 8, !dbg !241, !tbaa !113
  call void @llvm.dbg.value(metadata i32 %263, metadata !52, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !208
  br label %275, !dbg !242

275:                                              ; preds = %262, %265
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !54, metadata !DIExpression()), !dbg !59
  %276 = icmp sgt i32 %16, 7, !dbg !242
  br i1 %276, label %277, label %324, !dbg !245

277:                                              ; preds = %275
  %278 = zext i32 %24 to i64, !dbg !242
  %279 = add nsw i64 %278, -1, !dbg !245
  %280 = and i64 %278, 7, !dbg !245
  %281 = icmp ult i64 %279, 7, !dbg !245
  br i1 %281, label %309, label %282, !dbg !245

282:                                              ; preds = %277
  %283 = and i64 %278, 4294967288, !dbg !245
  br label %334, !dbg !245

284:                                              ; preds = %284, %242
  %285 = phi i32 [ 0, %242 ], [ %306, %284 ]
  %286 = phi i32 [ 0, %242 ], [ %307, %284 ]
  call void @llvm.dbg.value(metadata i32 %285, metadata !52, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double* %21, metadata !227, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i32 %285, metadata !232, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i32 %8, metadata !233, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !234, metadata !DIExpression()), !dbg !235
  %287 = icmp ugt i32 %239, %285, !dbg !238
  %288 = xor i32 %285, -1, !dbg !240
  %289 = add i32 %16, %288, !dbg !240
  %290 = select i1 %287, i32 %285, i32 %289, !dbg !240
  %291 = select i1 %287, double 1.000000e+00, double -1.000000e+00, !dbg !240
  %292 = sext i32 %290 to i64, !dbg !241
  %293 = getelementptr inbounds double, double* %21, i64 %292, !dbg !241
  %294 = load double, double* %293, align 8, !dbg !241, !tbaa !113
  %295 = fadd double %291, %294, !dbg !241
  store double %295, double* %293, align 8, !dbg !241, !tbaa !113
  %296 = or i32 %285, 1, !dbg !246
  call void @llvm.dbg.value(metadata i32 %296, metadata !52, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i32 %296, metadata !52, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double* %21, metadata !227, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i32 %296, metadata !232, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i32 %8, metadata !233, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !234, metadata !DIExpression()), !dbg !235
  %297 = icmp ugt i32 %239, %296, !dbg !238
  %298 = sub nuw nsw i32 -2, %285, !dbg !240
  %299 = add i32 %16, %298, !dbg !240
  %300 = select i1 %297, i32 %296, i32 %299, !dbg !240
  %301 = select i1 %297, double 1.000000e+00, double -1.000000e+00, !dbg !240
  %302 = sext i32 %300 to i64, !dbg !241
  %303 = getelementptr inbounds double, double* %21, i64 %302, !dbg !241
  %304 = load double, double* %303, align 8, !dbg !241, !tbaa !113
  %305 = fadd double %301, %304, !dbg !241
  store double %305, double* %303, align 8, !dbg !241, !tbaa !113
  %306 = add nuw nsw i32 %285, 2, !dbg !246
  call void @llvm.dbg.value(metadata i32 %306, metadata !52, metadata !DIExpression()), !dbg !208
  %307 = add i32 %286, 2, !dbg !209
  %308 = icmp eq i32 %307, %243, !dbg !209
  br i1 %308, label %262, label %284, !dbg !209, !llvm.loop !247

309:                                              ; preds = %334, %277
  %310 = phi double [ undef, %277 ], [ %368, %334 ]
  %311 = phi i64 [ 0, %277 ], [ %369, %334 ]
  %312 = phi double [ 0.000000e+00, %277 ], [ %368, %334 ]
  %313 = icmp eq i64 %280, 0, !dbg !245
  br i1 %313, label %324, label %314, !dbg !245

314:                                              ; preds = %309, %314
  %315 = phi i64 [ %321, %314 ], [ %311, %309 ]
  %316 = phi double [ %320, %314 ], [ %312, %309 ]
  %317 = phi i64 [ %322, %314 ], [ 0, %309 ]
  call void @llvm.dbg.value(metadata i64 %315, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double %316, metadata !54, metadata !DIExpression()), !dbg !59
  %318 = getelementptr inbounds double, double* %29, i64 %315, !dbg !249
  %319 = load double, double* %318, align 8, !dbg !249, !tbaa !113
  %320 = fadd double %316, %319, !dbg !250
  call void @llvm.dbg.value(metadata double %320, metadata !54, metadata !DIExpression()), !dbg !59
  %321 = add nuw nsw i64 %315, 1, !dbg !251
  call void @llvm.dbg.value(metadata i64 %321, metadata !55, metadata !DIExpression()), !dbg !244
  %322 = add i64 %317, 1, !dbg !245
  %323 = icmp eq i64 %322, %280, !dbg !245
  br i1 %323, label %324, label %314, !dbg !245, !llvm.loop !252

324:                                              ; preds = %309, %314, %166, %211, %237, %275
  %325 = phi double [ %212, %275 ], [ %212, %237 ], [ %212, %211 ], [ 0.000000e+00, %166 ], [ %212, %314 ], [ %212, %309 ]
  %326 = phi double [ 0.000000e+00, %275 ], [ 0.000000e+00, %237 ], [ 0.000000e+00, %211 ], [ 0.000000e+00, %166 ], [ %310, %309 ], [ %320, %314 ], !dbg !59
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata double %326, metadata !54, metadata !DIExpression()), !dbg !59
  br i1 %135, label %327, label %391, !dbg !255

327:                                              ; preds = %324
  %328 = zext i32 %17 to i64, !dbg !256
  %329 = add nsw i64 %328, -1, !dbg !255
  %330 = and i64 %328, 3, !dbg !255
  %331 = icmp ult i64 %329, 3, !dbg !255
  br i1 %331, label %372, label %332, !dbg !255

332:                                              ; preds = %327
  %333 = and i64 %328, 4294967292, !dbg !255
  br label %397, !dbg !255

334:                                              ; preds = %334, %282
  %335 = phi i64 [ 0, %282 ], [ %369, %334 ]
  %336 = phi double [ 0.000000e+00, %282 ], [ %368, %334 ]
  %337 = phi i64 [ 0, %282 ], [ %370, %334 ]
  call void @llvm.dbg.value(metadata i64 %335, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double %336, metadata !54, metadata !DIExpression()), !dbg !59
  %338 = getelementptr inbounds double, double* %29, i64 %335, !dbg !249
  %339 = load double, double* %338, align 8, !dbg !249, !tbaa !113
  %340 = fadd double %336, %339, !dbg !250
  call void @llvm.dbg.value(metadata double %340, metadata !54, metadata !DIExpression()), !dbg !59
  %341 = or i64 %335, 1, !dbg !251
  call void @llvm.dbg.value(metadata i64 %341, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata i64 %341, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double %340, metadata !54, metadata !DIExpression()), !dbg !59
  %342 = getelementptr inbounds double, double* %29, i64 %341, !dbg !249
  %343 = load double, double* %342, align 8, !dbg !249, !tbaa !113
  %344 = fadd double %340, %343, !dbg !250
  call void @llvm.dbg.value(metadata double %344, metadata !54, metadata !DIExpression()), !dbg !59
  %345 = or i64 %335, 2, !dbg !251
  call void @llvm.dbg.value(metadata i64 %345, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata i64 %345, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double %344, metadata !54, metadata !DIExpression()), !dbg !59
  %346 = getelementptr inbounds double, double* %29, i64 %345, !dbg !249
  %347 = load double, double* %346, align 8, !dbg !249, !tbaa !113
  %348 = fadd double %344, %347, !dbg !250
  call void @llvm.dbg.value(metadata double %348, metadata !54, metadata !DIExpression()), !dbg !59
  %349 = or i64 %335, 3, !dbg !251
  call void @llvm.dbg.value(metadata i64 %349, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata i64 %349, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double %348, metadata !54, metadata !DIExpression()), !dbg !59
  %350 = getelementptr inbounds double, double* %29, i64 %349, !dbg !249
  %351 = load double, double* %350, align 8, !dbg !249, !tbaa !113
  %352 = fadd double %348, %351, !dbg !250
  call void @llvm.dbg.value(metadata double %352, metadata !54, metadata !DIExpression()), !dbg !59
  %353 = or i64 %335, 4, !dbg !251
  call void @llvm.dbg.value(metadata i64 %353, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata i64 %353, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double %352, metadata !54, metadata !DIExpression()), !dbg !59
  %354 = getelementptr inbounds double, double* %29, i64 %353, !dbg !249
  %355 = load double, double* %354, align 8, !dbg !249, !tbaa !113
  %356 = fadd double %352, %355, !dbg !250
  call void @llvm.dbg.value(metadata double %356, metadata !54, metadata !DIExpression()), !dbg !59
  %357 = or i64 %335, 5, !dbg !251
  call void @llvm.dbg.value(metadata i64 %357, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata i64 %357, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double %356, metadata !54, metadata !DIExpression()), !dbg !59
  %358 = getelementptr inbounds double, double* %29, i64 %357, !dbg !249
  %359 = load double, double* %358, align 8, !dbg !249, !tbaa !113
  %360 = fadd double %356, %359, !dbg !250
  call void @llvm.dbg.value(metadata double %360, metadata !54, metadata !DIExpression()), !dbg !59
  %361 = or i64 %335, 6, !dbg !251
  call void @llvm.dbg.value(metadata i64 %361, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata i64 %361, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double %360, metadata !54, metadata !DIExpression()), !dbg !59
  %362 = getelementptr inbounds double, double* %29, i64 %361, !dbg !249
  %363 = load double, double* %362, align 8, !dbg !249, !tbaa !113
  %364 = fadd double %360, %363, !dbg !250
  call void @llvm.dbg.value(metadata double %364, metadata !54, metadata !DIExpression()), !dbg !59
  %365 = or i64 %335, 7, !dbg !251
  call void @llvm.dbg.value(metadata i64 %365, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata i64 %365, metadata !55, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double %364, metadata !54, metadata !DIExpression()), !dbg !59
  %366 = getelementptr inbounds double, double* %29, i64 %365, !dbg !249
  %367 = load double, double* %366, align 8, !dbg !249, !tbaa !113
  %368 = fadd double %364, %367, !dbg !250
  call void @llvm.dbg.value(metadata double %368, metadata !54, metadata !DIExpression()), !dbg !59
  %369 = add nuw nsw i64 %335, 8, !dbg !251
  call void @llvm.dbg.value(metadata i64 %369, metadata !55, metadata !DIExpression()), !dbg !244
  %370 = add i64 %337, 8, !dbg !245
  %371 = icmp eq i64 %370, %283, !dbg !245
  br i1 %371, label %309, label %334, !dbg !245, !llvm.loop !258

372:                                              ; preds = %397, %327
  %373 = phi double [ undef, %327 ], [ %431, %397 ]
  %374 = phi i64 [ 0, %327 ], [ %432, %397 ]
  %375 = phi double [ %326, %327 ], [ %431, %397 ]
  %376 = icmp eq i64 %330, 0, !dbg !255
  br i1 %376, label %391, label %377, !dbg !255

377:                                              ; preds = %372, %377
  %378 = phi i64 [ %388, %377 ], [ %374, %372 ]
  %379 = phi double [ %387, %377 ], [ %375, %372 ]
  %380 = phi i64 [ %389, %377 ], [ 0, %372 ]
  call void @llvm.dbg.value(metadata i64 %378, metadata !57, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata double %379, metadata !54, metadata !DIExpression()), !dbg !59
  %381 = getelementptr inbounds double, double* %36, i64 %378, !dbg !260
  %382 = load double, double* %381, align 8, !dbg !260, !tbaa !113
  %383 = mul nsw i64 %378, %30, !dbg !261
  %384 = getelementptr inbounds double, double* %34, i64 %383, !dbg !262
  %385 = load double, double* %384, align 8, !dbg !262, !tbaa !113
  %386 = fadd double %382, %385, !dbg !263
  %387 = fadd double %379, %386, !dbg !264
  call void @llvm.dbg.value(metadata double %387, metadata !54, metadata !DIExpression()), !dbg !59
  %388 = add nuw nsw i64 %378, 1, !dbg !265
  call void @llvm.dbg.value(metadata i64 %388, metadata !57, metadata !DIExpression()), !dbg !254
  %389 = add i64 %380, 1, !dbg !255
  %390 = icmp eq i64 %389, %330, !dbg !255
  br i1 %390, label %391, label %377, !dbg !255, !llvm.loop !266

391:                                              ; preds = %372, %377, %324
  %392 = phi double [ %326, %324 ], [ %373, %372 ], [ %387, %377 ], !dbg !59
  %393 = load double, double* %21, align 8, !dbg !267, !tbaa !113
  %394 = load float, float* %39, align 4, !dbg !268, !tbaa !221
  %395 = fpext float %394 to double, !dbg !268
  %396 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), double noundef %392, double noundef %393, double noundef %395, double noundef %325), !dbg !269
  br label %435

397:                                              ; preds = %397, %332
  %398 = phi i64 [ 0, %332 ], [ %432, %397 ]
  %399 = phi double [ %326, %332 ], [ %431, %397 ]
  %400 = phi i64 [ 0, %332 ], [ %433, %397 ]
  call void @llvm.dbg.value(metadata i64 %398, metadata !57, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata double %399, metadata !54, metadata !DIExpression()), !dbg !59
  %401 = getelementptr inbounds double, double* %36, i64 %398, !dbg !260
  %402 = load double, double* %401, align 8, !dbg !260, !tbaa !113
  %403 = mul nsw i64 %398, %30, !dbg !261
  %404 = getelementptr inbounds double, double* %34, i64 %403, !dbg !262
  %405 = load double, double* %404, align 8, !dbg !262, !tbaa !113
  %406 = fadd double %402, %405, !dbg !263
  %407 = fadd double %399, %406, !dbg !264
  call void @llvm.dbg.value(metadata double %407, metadata !54, metadata !DIExpression()), !dbg !59
  %408 = or i64 %398, 1, !dbg !265
  call void @llvm.dbg.value(metadata i64 %408, metadata !57, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata i64 %408, metadata !57, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata double %407, metadata !54, metadata !DIExpression()), !dbg !59
  %409 = getelementptr inbounds double, double* %36, i64 %408, !dbg !260
  %410 = load double, double* %409, align 8, !dbg !260, !tbaa !113
  %411 = mul nsw i64 %408, %30, !dbg !261
  %412 = getelementptr inbounds double, double* %34, i64 %411, !dbg !262
  %413 = load double, double* %412, align 8, !dbg !262, !tbaa !113
  %414 = fadd double %410, %413, !dbg !263
  %415 = fadd double %407, %414, !dbg !264
  call void @llvm.dbg.value(metadata double %415, metadata !54, metadata !DIExpression()), !dbg !59
  %416 = or i64 %398, 2, !dbg !265
  call void @llvm.dbg.value(metadata i64 %416, metadata !57, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata i64 %416, metadata !57, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata double %415, metadata !54, metadata !DIExpression()), !dbg !59
  %417 = getelementptr inbounds double, double* %36, i64 %416, !dbg !260
  %418 = load double, double* %417, align 8, !dbg !260, !tbaa !113
  %419 = mul nsw i64 %416, %30, !dbg !261
  %420 = getelementptr inbounds double, double* %34, i64 %419, !dbg !262
  %421 = load double, double* %420, align 8, !dbg !262, !tbaa !113
  %422 = fadd double %418, %421, !dbg !263
  %423 = fadd double %415, %422, !dbg !264
  call void @llvm.dbg.value(metadata double %423, metadata !54, metadata !DIExpression()), !dbg !59
  %424 = or i64 %398, 3, !dbg !265
  call void @llvm.dbg.value(metadata i64 %424, metadata !57, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata i64 %424, metadata !57, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata double %423, metadata !54, metadata !DIExpression()), !dbg !59
  %425 = getelementptr inbounds double, double* %36, i64 %424, !dbg !260
  %426 = load double, double* %425, align 8, !dbg !260, !tbaa !113
  %427 = mul nsw i64 %424, %30, !dbg !261
  %428 = getelementptr inbounds double, double* %34, i64 %427, !dbg !262
  %429 = load double, double* %428, align 8, !dbg !262, !tbaa !113
  %430 = fadd double %426, %429, !dbg !263
  %431 = fadd double %423, %430, !dbg !264
  call void @llvm.dbg.value(metadata double %431, metadata !54, metadata !DIExpression()), !dbg !59
  %432 = add nuw nsw i64 %398, 4, !dbg !265
  call void @llvm.dbg.value(metadata i64 %432, metadata !57, metadata !DIExpression()), !dbg !254
  %433 = add i64 %400, 4, !dbg !255
  %434 = icmp eq i64 %433, %333, !dbg !255
  br i1 %434, label %372, label %397, !dbg !255, !llvm.loop !270

435:                                              ; preds = %15, %391
  %436 = phi i32 [ 0, %391 ], [ 1, %15 ], !dbg !59
  ret i32 %436, !dbg !272
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "counter_arms.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "7bca262e41e49a4d6401f81c307712f5")
!2 = !{!3, !6, !7, !8, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !20, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!7, !7, !8}
!22 = !{!23, !24, !25, !26, !27, !30, !31, !32, !33, !34, !36, !37, !38, !40, !42, !44, !47, !48, !50, !52, !54, !55, !57}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 16, type: !7)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 16, type: !8)
!25 = !DILocalVariable(name: "n", scope: !19, file: !1, line: 17, type: !7)
!26 = !DILocalVariable(name: "m", scope: !19, file: !1, line: 18, type: !7)
!27 = !DILocalVariable(name: "a", scope: !19, file: !1, line: 19, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !DILocalVariable(name: "b", scope: !19, file: !1, line: 20, type: !28)
!31 = !DILocalVariable(name: "acc", scope: !19, file: !1, line: 21, type: !28)
!32 = !DILocalVariable(name: "M", scope: !19, file: !1, line: 22, type: !28)
!33 = !DILocalVariable(name: "D", scope: !19, file: !1, line: 23, type: !28)
!34 = !DILocalVariable(name: "red", scope: !19, file: !1, line: 24, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!36 = !DILocalVariable(name: "green", scope: !19, file: !1, line: 25, type: !35)
!37 = !DILocalVariable(name: "blue", scope: !19, file: !1, line: 26, type: !35)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 29, type: !7)
!39 = distinct !DILexicalBlock(scope: !19, file: !1, line: 29, column: 3)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 32, type: !7)
!41 = distinct !DILexicalBlock(scope: !19, file: !1, line: 32, column: 3)
!42 = !DILocalVariable(name: "i", scope: !43, file: !1, line: 41, type: !7)
!43 = distinct !DILexicalBlock(scope: !19, file: !1, line: 41, column: 3)
!44 = !DILocalVariable(name: "j", scope: !45, file: !1, line: 42, type: !7)
!45 = distinct !DILexicalBlock(scope: !46, file: !1, line: 42, column: 5)
!46 = distinct !DILexicalBlock(scope: !43, file: !1, line: 41, column: 3)
!47 = !DILocalVariable(name: "s", scope: !19, file: !1, line: 51, type: !29)
!48 = !DILocalVariable(name: "i", scope: !49, file: !1, line: 52, type: !7)
!49 = distinct !DILexicalBlock(scope: !19, file: !1, line: 52, column: 3)
!50 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 60, type: !7)
!51 = distinct !DILexicalBlock(scope: !19, file: !1, line: 60, column: 3)
!52 = !DILocalVariable(name: "k", scope: !53, file: !1, line: 72, type: !7)
!53 = distinct !DILexicalBlock(scope: !19, file: !1, line: 72, column: 3)
!54 = !DILocalVariable(name: "t", scope: !19, file: !1, line: 74, type: !29)
!55 = !DILocalVariable(name: "i", scope: !56, file: !1, line: 75, type: !7)
!56 = distinct !DILexicalBlock(scope: !19, file: !1, line: 75, column: 3)
!57 = !DILocalVariable(name: "i", scope: !58, file: !1, line: 77, type: !7)
!58 = distinct !DILexicalBlock(scope: !19, file: !1, line: 77, column: 3)
!59 = !DILocation(line: 0, scope: !19)
!60 = !DILocation(line: 17, column: 16, scope: !19)
!61 = !DILocation(line: 17, column: 11, scope: !19)
!62 = !DILocation(line: 17, column: 27, scope: !19)
!63 = !{!64, !64, i64 0}
!64 = !{!"any pointer", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocalVariable(name: "__nptr", arg: 1, scope: !68, file: !69, line: 362, type: !72)
!68 = distinct !DISubprogram(name: "atoi", scope: !69, file: !69, line: 362, type: !70, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !74)
!69 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!70 = !DISubroutineType(types: !71)
!71 = !{!7, !72}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!74 = !{!67}
!75 = !DILocation(line: 0, scope: !68, inlinedAt: !76)
!76 = distinct !DILocation(line: 17, column: 22, scope: !19)
!77 = !DILocation(line: 364, column: 16, scope: !68, inlinedAt: !76)
!78 = !DILocation(line: 364, column: 10, scope: !68, inlinedAt: !76)
!79 = !DILocation(line: 18, column: 16, scope: !19)
!80 = !DILocation(line: 18, column: 11, scope: !19)
!81 = !DILocation(line: 18, column: 27, scope: !19)
!82 = !DILocation(line: 0, scope: !68, inlinedAt: !83)
!83 = distinct !DILocation(line: 18, column: 22, scope: !19)
!84 = !DILocation(line: 364, column: 16, scope: !68, inlinedAt: !83)
!85 = !DILocation(line: 364, column: 10, scope: !68, inlinedAt: !83)
!86 = !DILocation(line: 19, column: 22, scope: !19)
!87 = !DILocation(line: 19, column: 24, scope: !19)
!88 = !DILocation(line: 19, column: 15, scope: !19)
!89 = !DILocation(line: 20, column: 15, scope: !19)
!90 = !DILocation(line: 21, column: 27, scope: !19)
!91 = !DILocation(line: 21, column: 31, scope: !19)
!92 = !DILocation(line: 21, column: 24, scope: !19)
!93 = !DILocation(line: 21, column: 36, scope: !19)
!94 = !DILocation(line: 21, column: 17, scope: !19)
!95 = !DILocation(line: 22, column: 22, scope: !19)
!96 = !DILocation(line: 22, column: 32, scope: !19)
!97 = !DILocation(line: 22, column: 36, scope: !19)
!98 = !DILocation(line: 22, column: 15, scope: !19)
!99 = !DILocation(line: 23, column: 15, scope: !19)
!100 = !DILocation(line: 24, column: 25, scope: !19)
!101 = !DILocation(line: 26, column: 17, scope: !19)
!102 = !DILocation(line: 27, column: 8, scope: !103)
!103 = distinct !DILexicalBlock(scope: !19, file: !1, line: 27, column: 7)
!104 = !DILocation(line: 27, column: 10, scope: !103)
!105 = !DILocation(line: 0, scope: !39)
!106 = !DILocation(line: 29, column: 21, scope: !107)
!107 = distinct !DILexicalBlock(scope: !39, file: !1, line: 29, column: 3)
!108 = !DILocation(line: 29, column: 3, scope: !39)
!109 = !DILocation(line: 29, column: 27, scope: !107)
!110 = !DILocation(line: 30, column: 12, scope: !107)
!111 = !DILocation(line: 30, column: 14, scope: !107)
!112 = !DILocation(line: 30, column: 10, scope: !107)
!113 = !{!114, !114, i64 0}
!114 = !{!"double", !65, i64 0}
!115 = distinct !{!115, !108, !116, !117, !118}
!116 = !DILocation(line: 30, column: 16, scope: !39)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !{!"llvm.loop.isvectorized", i32 1}
!119 = !DILocation(line: 0, scope: !41)
!120 = !DILocation(line: 32, column: 3, scope: !41)
!121 = !DILocation(line: 32, column: 21, scope: !122)
!122 = distinct !DILexicalBlock(scope: !41, file: !1, line: 32, column: 3)
!123 = !DILocation(line: 34, column: 14, scope: !124)
!124 = distinct !DILexicalBlock(scope: !125, file: !1, line: 33, column: 9)
!125 = distinct !DILexicalBlock(scope: !122, file: !1, line: 32, column: 31)
!126 = !DILocation(line: 34, column: 21, scope: !124)
!127 = !DILocation(line: 34, column: 19, scope: !124)
!128 = !DILocation(line: 34, column: 12, scope: !124)
!129 = !DILocation(line: 30, column: 5, scope: !107)
!130 = distinct !{!130, !108, !116, !117, !131, !118}
!131 = !{!"llvm.loop.unroll.runtime.disable"}
!132 = !DILocation(line: 0, scope: !43)
!133 = !DILocation(line: 41, column: 21, scope: !46)
!134 = !DILocation(line: 41, column: 3, scope: !43)
!135 = !DILocation(line: 35, column: 16, scope: !136)
!136 = distinct !DILexicalBlock(scope: !124, file: !1, line: 35, column: 14)
!137 = !DILocation(line: 35, column: 14, scope: !124)
!138 = !DILocation(line: 36, column: 14, scope: !136)
!139 = !DILocation(line: 36, column: 25, scope: !136)
!140 = !DILocation(line: 36, column: 23, scope: !136)
!141 = !DILocation(line: 36, column: 12, scope: !136)
!142 = !DILocation(line: 36, column: 7, scope: !136)
!143 = !DILocation(line: 38, column: 18, scope: !136)
!144 = !DILocation(line: 38, column: 14, scope: !136)
!145 = !DILocation(line: 38, column: 25, scope: !136)
!146 = !DILocation(line: 38, column: 23, scope: !136)
!147 = !DILocation(line: 38, column: 36, scope: !136)
!148 = !DILocation(line: 38, column: 32, scope: !136)
!149 = !DILocation(line: 38, column: 30, scope: !136)
!150 = !DILocation(line: 38, column: 7, scope: !136)
!151 = !DILocation(line: 38, column: 12, scope: !136)
!152 = !DILocation(line: 32, column: 27, scope: !122)
!153 = distinct !{!153, !120, !154, !117, !155}
!154 = !DILocation(line: 39, column: 3, scope: !41)
!155 = !{!"llvm.loop.peeled.count", i32 1}
!156 = !DILocation(line: 0, scope: !45)
!157 = !DILocation(line: 42, column: 5, scope: !45)
!158 = !DILocation(line: 0, scope: !49)
!159 = !DILocation(line: 52, column: 3, scope: !49)
!160 = !DILocation(line: 52, column: 21, scope: !161)
!161 = distinct !DILexicalBlock(scope: !49, file: !1, line: 52, column: 3)
!162 = !DILocation(line: 41, column: 27, scope: !46)
!163 = distinct !{!163, !134, !164, !117}
!164 = !DILocation(line: 49, column: 5, scope: !43)
!165 = !DILocation(line: 43, column: 13, scope: !166)
!166 = distinct !DILexicalBlock(scope: !167, file: !1, line: 43, column: 11)
!167 = distinct !DILexicalBlock(scope: !168, file: !1, line: 42, column: 33)
!168 = distinct !DILexicalBlock(scope: !45, file: !1, line: 42, column: 5)
!169 = !DILocation(line: 43, column: 11, scope: !167)
!170 = !DILocation(line: 44, column: 32, scope: !166)
!171 = !DILocation(line: 44, column: 25, scope: !166)
!172 = !DILocation(line: 44, column: 9, scope: !166)
!173 = !DILocation(line: 44, column: 30, scope: !166)
!174 = !DILocation(line: 45, column: 18, scope: !175)
!175 = distinct !DILexicalBlock(scope: !166, file: !1, line: 45, column: 16)
!176 = !DILocation(line: 45, column: 16, scope: !166)
!177 = !DILocation(line: 46, column: 16, scope: !175)
!178 = !DILocation(line: 46, column: 37, scope: !175)
!179 = !DILocation(line: 46, column: 14, scope: !175)
!180 = !DILocation(line: 46, column: 9, scope: !175)
!181 = !DILocation(line: 48, column: 21, scope: !175)
!182 = !DILocation(line: 48, column: 25, scope: !175)
!183 = !DILocation(line: 48, column: 9, scope: !175)
!184 = !DILocation(line: 48, column: 30, scope: !175)
!185 = !DILocation(line: 42, column: 29, scope: !168)
!186 = !DILocation(line: 42, column: 23, scope: !168)
!187 = distinct !{!187, !157, !188, !117}
!188 = !DILocation(line: 49, column: 5, scope: !45)
!189 = !DILocation(line: 54, column: 9, scope: !190)
!190 = distinct !DILexicalBlock(scope: !161, file: !1, line: 52, column: 31)
!191 = !DILocation(line: 53, column: 10, scope: !190)
!192 = !DILocation(line: 53, column: 7, scope: !190)
!193 = !DILocation(line: 54, column: 15, scope: !194)
!194 = distinct !DILexicalBlock(scope: !190, file: !1, line: 54, column: 9)
!195 = !DILocation(line: 55, column: 13, scope: !196)
!196 = distinct !DILexicalBlock(scope: !194, file: !1, line: 54, column: 21)
!197 = !DILocation(line: 55, column: 7, scope: !196)
!198 = !DILocation(line: 55, column: 18, scope: !196)
!199 = !DILocation(line: 57, column: 5, scope: !196)
!200 = !DILocation(line: 0, scope: !190)
!201 = !DILocation(line: 0, scope: !51)
!202 = !DILocation(line: 60, column: 3, scope: !51)
!203 = !DILocation(line: 60, column: 21, scope: !204)
!204 = distinct !DILexicalBlock(scope: !51, file: !1, line: 60, column: 3)
!205 = !DILocation(line: 52, column: 27, scope: !161)
!206 = distinct !{!206, !159, !207, !117}
!207 = !DILocation(line: 58, column: 3, scope: !49)
!208 = !DILocation(line: 0, scope: !53)
!209 = !DILocation(line: 72, column: 3, scope: !53)
!210 = !DILocation(line: 61, column: 15, scope: !211)
!211 = distinct !DILexicalBlock(scope: !204, file: !1, line: 60, column: 31)
!212 = !DILocation(line: 69, column: 14, scope: !213)
!213 = distinct !DILexicalBlock(scope: !211, file: !1, line: 61, column: 20)
!214 = !DILocation(line: 61, column: 5, scope: !211)
!215 = !DILocation(line: 69, column: 29, scope: !213)
!216 = !DILocation(line: 69, column: 36, scope: !213)
!217 = !DILocation(line: 69, column: 34, scope: !213)
!218 = !DILocation(line: 69, column: 21, scope: !213)
!219 = !DILocation(line: 69, column: 7, scope: !213)
!220 = !DILocation(line: 69, column: 19, scope: !213)
!221 = !{!222, !222, i64 0}
!222 = !{!"float", !65, i64 0}
!223 = !DILocation(line: 70, column: 5, scope: !213)
!224 = !DILocation(line: 60, column: 27, scope: !204)
!225 = distinct !{!225, !202, !226, !117}
!226 = !DILocation(line: 71, column: 3, scope: !51)
!227 = !DILocalVariable(name: "x", arg: 1, scope: !228, file: !1, line: 9, type: !28)
!228 = distinct !DISubprogram(name: "put", scope: !1, file: !1, line: 9, type: !229, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !231)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !28, !7, !7, !29}
!231 = !{!227, !232, !233, !234}
!232 = !DILocalVariable(name: "k", arg: 2, scope: !228, file: !1, line: 9, type: !7)
!233 = !DILocalVariable(name: "n", arg: 3, scope: !228, file: !1, line: 9, type: !7)
!234 = !DILocalVariable(name: "v", arg: 4, scope: !228, file: !1, line: 9, type: !29)
!235 = !DILocation(line: 0, scope: !228, inlinedAt: !236)
!236 = distinct !DILocation(line: 73, column: 5, scope: !237)
!237 = distinct !DILexicalBlock(scope: !53, file: !1, line: 72, column: 3)
!238 = !DILocation(line: 10, column: 9, scope: !239, inlinedAt: !236)
!239 = distinct !DILexicalBlock(scope: !228, file: !1, line: 10, column: 7)
!240 = !DILocation(line: 10, column: 7, scope: !228, inlinedAt: !236)
!241 = !DILocation(line: 0, scope: !239, inlinedAt: !236)
!242 = !DILocation(line: 75, column: 21, scope: !243)
!243 = distinct !DILexicalBlock(scope: !56, file: !1, line: 75, column: 3)
!244 = !DILocation(line: 0, scope: !56)
!245 = !DILocation(line: 75, column: 3, scope: !56)
!246 = !DILocation(line: 72, column: 27, scope: !237)
!247 = distinct !{!247, !209, !248, !117}
!248 = !DILocation(line: 73, column: 21, scope: !53)
!249 = !DILocation(line: 76, column: 10, scope: !243)
!250 = !DILocation(line: 76, column: 7, scope: !243)
!251 = !DILocation(line: 75, column: 31, scope: !243)
!252 = distinct !{!252, !253}
!253 = !{!"llvm.loop.unroll.disable"}
!254 = !DILocation(line: 0, scope: !58)
!255 = !DILocation(line: 77, column: 3, scope: !58)
!256 = !DILocation(line: 77, column: 21, scope: !257)
!257 = distinct !DILexicalBlock(scope: !58, file: !1, line: 77, column: 3)
!258 = distinct !{!258, !245, !259, !117}
!259 = !DILocation(line: 76, column: 15, scope: !56)
!260 = !DILocation(line: 78, column: 10, scope: !257)
!261 = !DILocation(line: 78, column: 29, scope: !257)
!262 = !DILocation(line: 78, column: 17, scope: !257)
!263 = !DILocation(line: 78, column: 15, scope: !257)
!264 = !DILocation(line: 78, column: 7, scope: !257)
!265 = !DILocation(line: 77, column: 27, scope: !257)
!266 = distinct !{!266, !253}
!267 = !DILocation(line: 79, column: 30, scope: !19)
!268 = !DILocation(line: 79, column: 36, scope: !19)
!269 = !DILocation(line: 79, column: 3, scope: !19)
!270 = distinct !{!270, !255, !271, !117}
!271 = !DILocation(line: 78, column: 32, scope: !58)
!272 = !DILocation(line: 81, column: 1, scope: !19)
