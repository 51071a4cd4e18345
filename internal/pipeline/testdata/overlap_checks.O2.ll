; ModuleID = 'testdata/overlap_checks.c'
source_filename = "testdata/overlap_checks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%.3f %.3f %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !15, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i8** %1, metadata !16, metadata !DIExpression()), !dbg !44
  %3 = icmp sgt i32 %0, 1, !dbg !45
  br i1 %3, label %4, label %15, !dbg !46

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !47
  %6 = load i8*, i8** %5, align 8, !dbg !47, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %6, metadata !52, metadata !DIExpression()) #7, !dbg !60
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !62
  %8 = trunc i64 %7 to i32, !dbg !63
  call void @llvm.dbg.value(metadata i32 %8, metadata !17, metadata !DIExpression()), !dbg !44
  %9 = icmp eq i32 %0, 2, !dbg !64
  br i1 %9, label %15, label %10, !dbg !65

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !66
  %12 = load i8*, i8** %11, align 8, !dbg !66, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %12, metadata !52, metadata !DIExpression()) #7, !dbg !67
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !69
  %14 = trunc i64 %13 to i32, !dbg !70
  br label %15, !dbg !65

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 2000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 3, %4 ], [ 3, %2 ], !dbg !65
  call void @llvm.dbg.value(metadata i32 %17, metadata !18, metadata !DIExpression()), !dbg !44
  %18 = sext i32 %16 to i64, !dbg !71
  %19 = shl nsw i64 %18, 3, !dbg !72
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #7, !dbg !73
  %21 = bitcast i8* %20 to <2 x double>*, !dbg !73
  %22 = bitcast i8* %20 to double*, !dbg !73
  call void @llvm.dbg.value(metadata double* %22, metadata !19, metadata !DIExpression()), !dbg !44
  %23 = tail call noalias i8* @malloc(i64 noundef %19) #7, !dbg !74
  %24 = bitcast i8* %23 to double*, !dbg !74
  call void @llvm.dbg.value(metadata double* %24, metadata !22, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !75
  %25 = icmp sgt i32 %16, 0, !dbg !76
  br i1 %25, label %26, label %51, !dbg !78

26:                                               ; preds = %15
  %27 = zext i32 %16 to i64, !dbg !76
  %28 = icmp eq i32 %16, 1, !dbg !78
  br i1 %28, label %49, label %29, !dbg !78

29:                                               ; preds = %26
  %30 = and i64 %27, 4294967294, !dbg !78
  br label %31, !dbg !78

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %44, %31 ], !dbg !79
  %33 = phi <2 x i32> [ <i32 0, i32 1>, %29 ], [ %45, %31 ], !dbg !80
  %34 = urem <2 x i32> %33, <i32 11, i32 11>, !dbg !80
  %35 = sitofp <2 x i32> %34 to <2 x double>, !dbg !82
  %36 = fmul <2 x double> %35, <double 2.500000e-01, double 2.500000e-01>, !dbg !83
  %37 = getelementptr inbounds double, double* %22, i64 %32, !dbg !79
  %38 = bitcast double* %37 to <2 x double>*, !dbg !84
  store <2 x double> %36, <2 x double>* %38, align 8, !dbg !84, !tbaa !85
  %39 = urem <2 x i32> %33, <i32 5, i32 5>, !dbg !87
  %40 = sitofp <2 x i32> %39 to <2 x double>, !dbg !88
  %41 = fmul <2 x double> %40, <double 5.000000e-01, double 5.000000e-01>, !dbg !89
  %42 = getelementptr inbounds double, double* %24, i64 %32, !dbg !79
  %43 = bitcast double* %42 to <2 x double>*, !dbg !90
  store <2 x double> %41, <2 x double>* %43, align 8, !dbg !90, !tbaa !85
  %44 = add nuw i64 %32, 2, !dbg !79
  %45 = add <2 x i32> %33, <i32 2, i32 2>, !dbg !80
  %46 = icmp eq i64 %44, %30, !dbg !79
  br i1 %46, label %47, label %31, !dbg !79, !llvm.loop !91

47:                                               ; preds = %31
  %48 = icmp eq i64 %30, %27, !dbg !78
  br i1 %48, label %51, label %49, !dbg !78

49:                                               ; preds = %26, %47
  %50 = phi i64 [ 0, %26 ], [ %30, %47 ]
  br label %138, !dbg !78

51:                                               ; preds = %138, %47, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !95
  %52 = icmp sgt i32 %17, 0, !dbg !96
  br i1 %52, label %53, label %155, !dbg !97

53:                                               ; preds = %51
  %54 = icmp sgt i32 %16, 1
  %55 = icmp sgt i32 %16, 2
  %56 = icmp sgt i32 %16, 3
  %57 = icmp sgt i32 %16, 4
  %58 = icmp sgt i32 %16, 7
  %59 = icmp sgt i32 %16, 16
  %60 = icmp sgt i32 %16, 100
  %61 = icmp sgt i32 %16, 999
  %62 = add nsw i64 %18, -999, !dbg !97
  %63 = add nsw i64 %18, -100, !dbg !97
  %64 = add nsw i64 %18, -16, !dbg !97
  %65 = add nsw i64 %18, -4, !dbg !97
  %66 = add nsw i64 %18, -2, !dbg !97
  %67 = add nsw i64 %18, -1, !dbg !97
  %68 = add nsw i64 %18, -2, !dbg !97
  %69 = add nsw i64 %18, -4, !dbg !97
  %70 = lshr i64 %69, 1, !dbg !97
  %71 = add nuw i64 %70, 1, !dbg !97
  %72 = add nsw i64 %18, -3, !dbg !97
  %73 = add nsw i64 %18, -6, !dbg !97
  %74 = lshr i64 %73, 1, !dbg !97
  %75 = add nuw i64 %74, 1, !dbg !97
  %76 = add nsw i64 %18, -7, !dbg !97
  %77 = add nsw i64 %18, -18, !dbg !97
  %78 = lshr i64 %77, 1, !dbg !97
  %79 = add nuw i64 %78, 1, !dbg !97
  %80 = add nsw i64 %18, -102, !dbg !97
  %81 = lshr i64 %80, 1, !dbg !97
  %82 = add nuw i64 %81, 1, !dbg !97
  %83 = add nsw i64 %18, -1001, !dbg !97
  %84 = lshr i64 %83, 1, !dbg !97
  %85 = add nuw i64 %84, 1, !dbg !97
  %86 = and i64 %67, 3
  %87 = icmp ult i64 %68, 3
  %88 = and i64 %67, -4
  %89 = icmp eq i64 %86, 0
  %90 = icmp ult i64 %66, 2
  %91 = and i64 %66, -2
  %92 = add nsw i64 %91, 2
  %93 = and i64 %71, 3
  %94 = icmp ult i64 %69, 6
  %95 = and i64 %71, -4
  %96 = icmp eq i64 %93, 0
  %97 = icmp eq i64 %66, %91
  %98 = and i64 %72, 1
  %99 = icmp eq i64 %65, 0
  %100 = and i64 %72, -2
  %101 = icmp eq i64 %98, 0
  %102 = icmp ult i64 %65, 2
  %103 = and i64 %65, -2
  %104 = add nsw i64 %103, 4
  %105 = and i64 %75, 3
  %106 = icmp ult i64 %73, 6
  %107 = and i64 %75, -4
  %108 = icmp eq i64 %105, 0
  %109 = icmp eq i64 %65, %103
  %110 = and i64 %76, 1
  %111 = icmp eq i32 %16, 8
  %112 = and i64 %76, -2
  %113 = icmp eq i64 %110, 0
  %114 = icmp ult i64 %64, 2
  %115 = and i64 %64, -2
  %116 = add nsw i64 %115, 16
  %117 = and i64 %79, 3
  %118 = icmp ult i64 %77, 6
  %119 = and i64 %79, -4
  %120 = icmp eq i64 %117, 0
  %121 = icmp eq i64 %64, %115
  %122 = icmp ult i64 %63, 2
  %123 = and i64 %63, -2
  %124 = add nsw i64 %123, 100
  %125 = and i64 %82, 3
  %126 = icmp ult i64 %80, 6
  %127 = and i64 %82, -4
  %128 = icmp eq i64 %125, 0
  %129 = icmp eq i64 %63, %123
  %130 = icmp ult i64 %62, 2
  %131 = and i64 %62, -2
  %132 = add nsw i64 %131, 999
  %133 = and i64 %85, 3
  %134 = icmp ult i64 %83, 6
  %135 = and i64 %85, -4
  %136 = icmp eq i64 %133, 0
  %137 = icmp eq i64 %62, %131
  br label %151, !dbg !97

138:                                              ; preds = %49, %138
  %139 = phi i64 [ %149, %138 ], [ %50, %49 ]
  call void @llvm.dbg.value(metadata i64 %139, metadata !23, metadata !DIExpression()), !dbg !75
  %140 = trunc i64 %139 to i32, !dbg !80
  %141 = urem i32 %140, 11, !dbg !80
  %142 = sitofp i32 %141 to double, !dbg !82
  %143 = fmul double %142, 2.500000e-01, !dbg !83
  %144 = getelementptr inbounds double, double* %22, i64 %139, !dbg !98
  store double %143, double* %144, align 8, !dbg !84, !tbaa !85
  %145 = urem i32 %140, 5, !dbg !87
  %146 = sitofp i32 %145 to double, !dbg !88
  %147 = fmul double %146, 5.000000e-01, !dbg !89
  %148 = getelementptr inbounds double, double* %24, i64 %139, !dbg !99
  store double %147, double* %148, align 8, !dbg !90, !tbaa !85
  %149 = add nuw nsw i64 %139, 1, !dbg !79
  call void @llvm.dbg.value(metadata i64 %149, metadata !23, metadata !DIExpression()), !dbg !75
  %150 = icmp eq i64 %149, %27, !dbg !76
  br i1 %150, label %51, label %138, !dbg !78, !llvm.loop !100

151:                                              ; preds = %53, %628
  %152 = phi i32 [ %629, %628 ], [ 0, %53 ]
  call void @llvm.dbg.value(metadata i32 %152, metadata !25, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !102
  br i1 %54, label %153, label %628, !dbg !103

153:                                              ; preds = %151
  %154 = load double, double* %22, align 8
  br i1 %87, label %179, label %157, !dbg !105

155:                                              ; preds = %628, %51
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !117
  %156 = icmp sgt i32 %16, 1, !dbg !118
  br i1 %156, label %635, label %777, !dbg !120

157:                                              ; preds = %153, %157
  %158 = phi double [ %175, %157 ], [ %154, %153 ]
  %159 = phi i64 [ %176, %157 ], [ 1, %153 ]
  %160 = phi i64 [ %177, %157 ], [ 0, %153 ]
  call void @llvm.dbg.value(metadata i64 %159, metadata !114, metadata !DIExpression()), !dbg !121
  %161 = getelementptr inbounds double, double* %22, i64 %159, !dbg !122
  %162 = load double, double* %161, align 8, !dbg !124, !tbaa !85
  %163 = fadd double %158, %162, !dbg !124
  store double %163, double* %161, align 8, !dbg !124, !tbaa !85
  %164 = add nuw nsw i64 %159, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %164, metadata !114, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 %164, metadata !114, metadata !DIExpression()), !dbg !121
  %165 = getelementptr inbounds double, double* %22, i64 %164, !dbg !122
  %166 = load double, double* %165, align 8, !dbg !124, !tbaa !85
  %167 = fadd double %163, %166, !dbg !124
  store double %167, double* %165, align 8, !dbg !124, !tbaa !85
  %168 = add nuw nsw i64 %159, 2, !dbg !125
  call void @llvm.dbg.value(metadata i64 %168, metadata !114, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 %168, metadata !114, metadata !DIExpression()), !dbg !121
  %169 = getelementptr inbounds double, double* %22, i64 %168, !dbg !122
  %170 = load double, double* %169, align 8, !dbg !124, !tbaa !85
  %171 = fadd double %167, %170, !dbg !124
  store double %171, double* %169, align 8, !dbg !124, !tbaa !85
  %172 = add nuw nsw i64 %159, 3, !dbg !125
  call void @llvm.dbg.value(metadata i64 %172, metadata !114, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 %172, metadata !114, metadata !DIExpression()), !dbg !121
  %173 = getelementptr inbounds double, double* %22, i64 %172, !dbg !122
  %174 = load double, double* %173, align 8, !dbg !124, !tbaa !85
  %175 = fadd double %171, %174, !dbg !124
  store double %175, double* %173, align 8, !dbg !124, !tbaa !85
  %176 = add nuw nsw i64 %159, 4, !dbg !125
  call void @llvm.dbg.value(metadata i64 %176, metadata !114, metadata !DIExpression()), !dbg !121
  %177 = add i64 %160, 4, !dbg !105
  %178 = icmp eq i64 %177, %88, !dbg !105
  br i1 %178, label %179, label %157, !dbg !105, !llvm.loop !126

179:                                              ; preds = %157, %153
  %180 = phi double [ %154, %153 ], [ %175, %157 ]
  %181 = phi i64 [ 1, %153 ], [ %176, %157 ]
  br i1 %89, label %192, label %182, !dbg !105

182:                                              ; preds = %179, %182
  %183 = phi double [ %188, %182 ], [ %180, %179 ]
  %184 = phi i64 [ %189, %182 ], [ %181, %179 ]
  %185 = phi i64 [ %190, %182 ], [ 0, %179 ]
  call void @llvm.dbg.value(metadata i64 %184, metadata !114, metadata !DIExpression()), !dbg !121
  %186 = getelementptr inbounds double, double* %22, i64 %184, !dbg !122
  %187 = load double, double* %186, align 8, !dbg !124, !tbaa !85
  %188 = fadd double %183, %187, !dbg !124
  store double %188, double* %186, align 8, !dbg !124, !tbaa !85
  %189 = add nuw nsw i64 %184, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %189, metadata !114, metadata !DIExpression()), !dbg !121
  %190 = add i64 %185, 1, !dbg !105
  %191 = icmp eq i64 %190, %86, !dbg !105
  br i1 %191, label %192, label %182, !dbg !105, !llvm.loop !128

192:                                              ; preds = %182, %179
  call void @llvm.dbg.value(metadata i64 1, metadata !27, metadata !DIExpression()), !dbg !102
  br i1 %55, label %193, label %628, !dbg !103

193:                                              ; preds = %192
  br i1 %90, label %244, label %194, !dbg !105

194:                                              ; preds = %193
  %195 = load <2 x double>, <2 x double>* %21, align 8
  br i1 %94, label %227, label %196, !dbg !105

196:                                              ; preds = %194, %196
  %197 = phi <2 x double> [ %222, %196 ], [ %195, %194 ]
  %198 = phi i64 [ %224, %196 ], [ 0, %194 ]
  %199 = phi i64 [ %225, %196 ], [ 0, %194 ]
  %200 = or i64 %198, 2
  %201 = getelementptr inbounds double, double* %22, i64 %200, !dbg !122
  %202 = bitcast double* %201 to <2 x double>*, !dbg !124
  %203 = load <2 x double>, <2 x double>* %202, align 8, !dbg !124, !tbaa !85
  %204 = fadd <2 x double> %197, %203, !dbg !124
  %205 = bitcast double* %201 to <2 x double>*, !dbg !124
  store <2 x double> %204, <2 x double>* %205, align 8, !dbg !124, !tbaa !85
  %206 = or i64 %198, 4
  %207 = getelementptr inbounds double, double* %22, i64 %206, !dbg !122
  %208 = bitcast double* %207 to <2 x double>*, !dbg !124
  %209 = load <2 x double>, <2 x double>* %208, align 8, !dbg !124, !tbaa !85
  %210 = fadd <2 x double> %204, %209, !dbg !124
  %211 = bitcast double* %207 to <2 x double>*, !dbg !124
  store <2 x double> %210, <2 x double>* %211, align 8, !dbg !124, !tbaa !85
  %212 = or i64 %198, 6
  %213 = getelementptr inbounds double, double* %22, i64 %212, !dbg !122
  %214 = bitcast double* %213 to <2 x double>*, !dbg !124
  %215 = load <2 x double>, <2 x double>* %214, align 8, !dbg !124, !tbaa !85
  %216 = fadd <2 x double> %210, %215, !dbg !124
  %217 = bitcast double* %213 to <2 x double>*, !dbg !124
  store <2 x double> %216, <2 x double>* %217, align 8, !dbg !124, !tbaa !85
  %218 = add i64 %198, 8
  %219 = getelementptr inbounds double, double* %22, i64 %218, !dbg !122
  %220 = bitcast double* %219 to <2 x double>*, !dbg !124
  %221 = load <2 x double>, <2 x double>* %220, align 8, !dbg !124, !tbaa !85
  %222 = fadd <2 x double> %216, %221, !dbg !124
  %223 = bitcast double* %219 to <2 x double>*, !dbg !124
  store <2 x double> %222, <2 x double>* %223, align 8, !dbg !124, !tbaa !85
  %224 = add nuw i64 %198, 8
  %225 = add i64 %199, 4
  %226 = icmp eq i64 %225, %95
  br i1 %226, label %227, label %196, !llvm.loop !130

227:                                              ; preds = %196, %194
  %228 = phi <2 x double> [ %195, %194 ], [ %222, %196 ]
  %229 = phi i64 [ 0, %194 ], [ %224, %196 ]
  br i1 %96, label %243, label %230

230:                                              ; preds = %227, %230
  %231 = phi <2 x double> [ %238, %230 ], [ %228, %227 ]
  %232 = phi i64 [ %240, %230 ], [ %229, %227 ]
  %233 = phi i64 [ %241, %230 ], [ 0, %227 ]
  %234 = add i64 %232, 2
  %235 = getelementptr inbounds double, double* %22, i64 %234, !dbg !122
  %236 = bitcast double* %235 to <2 x double>*, !dbg !124
  %237 = load <2 x double>, <2 x double>* %236, align 8, !dbg !124, !tbaa !85
  %238 = fadd <2 x double> %231, %237, !dbg !124
  %239 = bitcast double* %235 to <2 x double>*, !dbg !124
  store <2 x double> %238, <2 x double>* %239, align 8, !dbg !124, !tbaa !85
  %240 = add nuw i64 %232, 2
  %241 = add i64 %233, 1
  %242 = icmp eq i64 %241, %93
  br i1 %242, label %243, label %230, !llvm.loop !131

243:                                              ; preds = %230, %227
  br i1 %97, label %256, label %244, !dbg !105

244:                                              ; preds = %193, %243
  %245 = phi i64 [ 2, %193 ], [ %92, %243 ]
  br label %246, !dbg !105

246:                                              ; preds = %244, %246
  %247 = phi i64 [ %254, %246 ], [ %245, %244 ]
  call void @llvm.dbg.value(metadata i64 %247, metadata !114, metadata !DIExpression()), !dbg !121
  %248 = add nsw i64 %247, -2, !dbg !132
  %249 = getelementptr inbounds double, double* %22, i64 %248, !dbg !133
  %250 = load double, double* %249, align 8, !dbg !133, !tbaa !85
  %251 = getelementptr inbounds double, double* %22, i64 %247, !dbg !122
  %252 = load double, double* %251, align 8, !dbg !124, !tbaa !85
  %253 = fadd double %250, %252, !dbg !124
  store double %253, double* %251, align 8, !dbg !124, !tbaa !85
  %254 = add nuw nsw i64 %247, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %254, metadata !114, metadata !DIExpression()), !dbg !121
  %255 = icmp eq i64 %254, %18, !dbg !134
  br i1 %255, label %256, label %246, !dbg !105, !llvm.loop !135

256:                                              ; preds = %246, %243
  call void @llvm.dbg.value(metadata i64 2, metadata !27, metadata !DIExpression()), !dbg !102
  br i1 %56, label %257, label %628, !dbg !103

257:                                              ; preds = %256
  br i1 %99, label %277, label %258, !dbg !105

258:                                              ; preds = %257, %258
  %259 = phi i64 [ %274, %258 ], [ 3, %257 ]
  %260 = phi i64 [ %275, %258 ], [ 0, %257 ]
  call void @llvm.dbg.value(metadata i64 %259, metadata !114, metadata !DIExpression()), !dbg !121
  %261 = add nsw i64 %259, -3, !dbg !132
  %262 = getelementptr inbounds double, double* %22, i64 %261, !dbg !133
  %263 = load double, double* %262, align 8, !dbg !133, !tbaa !85
  %264 = getelementptr inbounds double, double* %22, i64 %259, !dbg !122
  %265 = load double, double* %264, align 8, !dbg !124, !tbaa !85
  %266 = fadd double %263, %265, !dbg !124
  store double %266, double* %264, align 8, !dbg !124, !tbaa !85
  %267 = add nuw nsw i64 %259, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %267, metadata !114, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 %267, metadata !114, metadata !DIExpression()), !dbg !121
  %268 = add nsw i64 %259, -2, !dbg !132
  %269 = getelementptr inbounds double, double* %22, i64 %268, !dbg !133
  %270 = load double, double* %269, align 8, !dbg !133, !tbaa !85
  %271 = getelementptr inbounds double, double* %22, i64 %267, !dbg !122
  %272 = load double, double* %271, align 8, !dbg !124, !tbaa !85
  %273 = fadd double %270, %272, !dbg !124
  store double %273, double* %271, align 8, !dbg !124, !tbaa !85
  %274 = add nuw nsw i64 %259, 2, !dbg !125
  call void @llvm.dbg.value(metadata i64 %274, metadata !114, metadata !DIExpression()), !dbg !121
  %275 = add i64 %260, 2, !dbg !105
  %276 = icmp eq i64 %275, %100, !dbg !105
  br i1 %276, label %277, label %258, !dbg !105, !llvm.loop !126

277:                                              ; preds = %258, %257
  %278 = phi i64 [ 3, %257 ], [ %274, %258 ]
  br i1 %101, label %286, label %279, !dbg !105

279:                                              ; preds = %277
  call void @llvm.dbg.value(metadata i64 %278, metadata !114, metadata !DIExpression()), !dbg !121
  %280 = add nsw i64 %278, -3, !dbg !132
  %281 = getelementptr inbounds double, double* %22, i64 %280, !dbg !133
  %282 = load double, double* %281, align 8, !dbg !133, !tbaa !85
  %283 = getelementptr inbounds double, double* %22, i64 %278, !dbg !122
  %284 = load double, double* %283, align 8, !dbg !124, !tbaa !85
  %285 = fadd double %282, %284, !dbg !124
  store double %285, double* %283, align 8, !dbg !124, !tbaa !85
  call void @llvm.dbg.value(metadata i64 %278, metadata !114, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !121
  br label %286, !dbg !103

286:                                              ; preds = %277, %279
  call void @llvm.dbg.value(metadata i64 3, metadata !27, metadata !DIExpression()), !dbg !102
  br i1 %57, label %287, label %628, !dbg !103

287:                                              ; preds = %286
  br i1 %102, label %352, label %288, !dbg !105

288:                                              ; preds = %287
  br i1 %106, label %334, label %289, !dbg !105

289:                                              ; preds = %288, %289
  %290 = phi i64 [ %331, %289 ], [ 0, %288 ]
  %291 = phi i64 [ %332, %289 ], [ 0, %288 ]
  %292 = or i64 %290, 4
  %293 = getelementptr inbounds double, double* %22, i64 %290, !dbg !133
  %294 = bitcast double* %293 to <2 x double>*, !dbg !133
  %295 = load <2 x double>, <2 x double>* %294, align 8, !dbg !133, !tbaa !85
  %296 = getelementptr inbounds double, double* %22, i64 %292, !dbg !122
  %297 = bitcast double* %296 to <2 x double>*, !dbg !124
  %298 = load <2 x double>, <2 x double>* %297, align 8, !dbg !124, !tbaa !85
  %299 = fadd <2 x double> %295, %298, !dbg !124
  %300 = bitcast double* %296 to <2 x double>*, !dbg !124
  store <2 x double> %299, <2 x double>* %300, align 8, !dbg !124, !tbaa !85
  %301 = or i64 %290, 2
  %302 = or i64 %290, 6
  %303 = getelementptr inbounds double, double* %22, i64 %301, !dbg !133
  %304 = bitcast double* %303 to <2 x double>*, !dbg !133
  %305 = load <2 x double>, <2 x double>* %304, align 8, !dbg !133, !tbaa !85
  %306 = getelementptr inbounds double, double* %22, i64 %302, !dbg !122
  %307 = bitcast double* %306 to <2 x double>*, !dbg !124
  %308 = load <2 x double>, <2 x double>* %307, align 8, !dbg !124, !tbaa !85
  %309 = fadd <2 x double> %305, %308, !dbg !124
  %310 = bitcast double* %306 to <2 x double>*, !dbg !124
  store <2 x double> %309, <2 x double>* %310, align 8, !dbg !124, !tbaa !85
  %311 = or i64 %290, 4
  %312 = add i64 %290, 8
  %313 = getelementptr inbounds double, double* %22, i64 %311, !dbg !133
  %314 = bitcast double* %313 to <2 x double>*, !dbg !133
  %315 = load <2 x double>, <2 x double>* %314, align 8, !dbg !133, !tbaa !85
  %316 = getelementptr inbounds double, double* %22, i64 %312, !dbg !122
  %317 = bitcast double* %316 to <2 x double>*, !dbg !124
  %318 = load <2 x double>, <2 x double>* %317, align 8, !dbg !124, !tbaa !85
  %319 = fadd <2 x double> %315, %318, !dbg !124
  %320 = bitcast double* %316 to <2 x double>*, !dbg !124
  store <2 x double> %319, <2 x double>* %320, align 8, !dbg !124, !tbaa !85
  %321 = or i64 %290, 6
  %322 = add i64 %290, 10
  %323 = getelementptr inbounds double, double* %22, i64 %321, !dbg !133
  %324 = bitcast double* %323 to <2 x double>*, !dbg !133
  %325 = load <2 x double>, <2 x double>* %324, align 8, !dbg !133, !tbaa !85
  %326 = getelementptr inbounds double, double* %22, i64 %322, !dbg !122
  %327 = bitcast double* %326 to <2 x double>*, !dbg !124
  %328 = load <2 x double>, <2 x double>* %327, align 8, !dbg !124, !tbaa !85
  %329 = fadd <2 x double> %325, %328, !dbg !124
  %330 = bitcast double* %326 to <2 x double>*, !dbg !124
  store <2 x double> %329, <2 x double>* %330, align 8, !dbg !124, !tbaa !85
  %331 = add nuw i64 %290, 8
  %332 = add i64 %291, 4
  %333 = icmp eq i64 %332, %107
  br i1 %333, label %334, label %289, !llvm.loop !136

334:                                              ; preds = %289, %288
  %335 = phi i64 [ 0, %288 ], [ %331, %289 ]
  br i1 %108, label %351, label %336

336:                                              ; preds = %334, %336
  %337 = phi i64 [ %348, %336 ], [ %335, %334 ]
  %338 = phi i64 [ %349, %336 ], [ 0, %334 ]
  %339 = add i64 %337, 4
  %340 = getelementptr inbounds double, double* %22, i64 %337, !dbg !133
  %341 = bitcast double* %340 to <2 x double>*, !dbg !133
  %342 = load <2 x double>, <2 x double>* %341, align 8, !dbg !133, !tbaa !85
  %343 = getelementptr inbounds double, double* %22, i64 %339, !dbg !122
  %344 = bitcast double* %343 to <2 x double>*, !dbg !124
  %345 = load <2 x double>, <2 x double>* %344, align 8, !dbg !124, !tbaa !85
  %346 = fadd <2 x double> %342, %345, !dbg !124
  %347 = bitcast double* %343 to <2 x double>*, !dbg !124
  store <2 x double> %346, <2 x double>* %347, align 8, !dbg !124, !tbaa !85
  %348 = add nuw i64 %337, 2
  %349 = add i64 %338, 1
  %350 = icmp eq i64 %349, %105
  br i1 %350, label %351, label %336, !llvm.loop !137

351:                                              ; preds = %336, %334
  br i1 %109, label %364, label %352, !dbg !105

352:                                              ; preds = %287, %351
  %353 = phi i64 [ 4, %287 ], [ %104, %351 ]
  br label %354, !dbg !105

354:                                              ; preds = %352, %354
  %355 = phi i64 [ %362, %354 ], [ %353, %352 ]
  call void @llvm.dbg.value(metadata i64 %355, metadata !114, metadata !DIExpression()), !dbg !121
  %356 = add nsw i64 %355, -4, !dbg !132
  %357 = getelementptr inbounds double, double* %22, i64 %356, !dbg !133
  %358 = load double, double* %357, align 8, !dbg !133, !tbaa !85
  %359 = getelementptr inbounds double, double* %22, i64 %355, !dbg !122
  %360 = load double, double* %359, align 8, !dbg !124, !tbaa !85
  %361 = fadd double %358, %360, !dbg !124
  store double %361, double* %359, align 8, !dbg !124, !tbaa !85
  %362 = add nuw nsw i64 %355, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %362, metadata !114, metadata !DIExpression()), !dbg !121
  %363 = icmp eq i64 %362, %18, !dbg !134
  br i1 %363, label %364, label %354, !dbg !105, !llvm.loop !138

364:                                              ; preds = %354, %351
  call void @llvm.dbg.value(metadata i64 4, metadata !27, metadata !DIExpression()), !dbg !102
  br i1 %58, label %365, label %628, !dbg !103

365:                                              ; preds = %364
  br i1 %111, label %385, label %366, !dbg !105

366:                                              ; preds = %365, %366
  %367 = phi i64 [ %382, %366 ], [ 7, %365 ]
  %368 = phi i64 [ %383, %366 ], [ 0, %365 ]
  call void @llvm.dbg.value(metadata i64 %367, metadata !114, metadata !DIExpression()), !dbg !121
  %369 = add nsw i64 %367, -7, !dbg !132
  %370 = getelementptr inbounds double, double* %22, i64 %369, !dbg !133
  %371 = load double, double* %370, align 8, !dbg !133, !tbaa !85
  %372 = getelementptr inbounds double, double* %22, i64 %367, !dbg !122
  %373 = load double, double* %372, align 8, !dbg !124, !tbaa !85
  %374 = fadd double %371, %373, !dbg !124
  store double %374, double* %372, align 8, !dbg !124, !tbaa !85
  %375 = add nuw nsw i64 %367, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %375, metadata !114, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 %375, metadata !114, metadata !DIExpression()), !dbg !121
  %376 = add nsw i64 %367, -6, !dbg !132
  %377 = getelementptr inbounds double, double* %22, i64 %376, !dbg !133
  %378 = load double, double* %377, align 8, !dbg !133, !tbaa !85
  %379 = getelementptr inbounds double, double* %22, i64 %375, !dbg !122
  %380 = load double, double* %379, align 8, !dbg !124, !tbaa !85
  %381 = fadd double %378, %380, !dbg !124
  store double %381, double* %379, align 8, !dbg !124, !tbaa !85
  %382 = add nuw nsw i64 %367, 2, !dbg !125
  call void @llvm.dbg.value(metadata i64 %382, metadata !114, metadata !DIExpression()), !dbg !121
  %383 = add i64 %368, 2, !dbg !105
  %384 = icmp eq i64 %383, %112, !dbg !105
  br i1 %384, label %385, label %366, !dbg !105, !llvm.loop !126

385:                                              ; preds = %366, %365
  %386 = phi i64 [ 7, %365 ], [ %382, %366 ]
  br i1 %113, label %394, label %387, !dbg !105

387:                                              ; preds = %385
  call void @llvm.dbg.value(metadata i64 %386, metadata !114, metadata !DIExpression()), !dbg !121
  %388 = add nsw i64 %386, -7, !dbg !132
  %389 = getelementptr inbounds double, double* %22, i64 %388, !dbg !133
  %390 = load double, double* %389, align 8, !dbg !133, !tbaa !85
  %391 = getelementptr inbounds double, double* %22, i64 %386, !dbg !122
  %392 = load double, double* %391, align 8, !dbg !124, !tbaa !85
  %393 = fadd double %390, %392, !dbg !124
  store double %393, double* %391, align 8, !dbg !124, !tbaa !85
  call void @llvm.dbg.value(metadata i64 %386, metadata !114, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !121
  br label %394, !dbg !103

394:                                              ; preds = %385, %387
  call void @llvm.dbg.value(metadata i64 5, metadata !27, metadata !DIExpression()), !dbg !102
  br i1 %59, label %395, label %628, !dbg !103

395:                                              ; preds = %394
  br i1 %114, label %460, label %396, !dbg !105

396:                                              ; preds = %395
  br i1 %118, label %442, label %397, !dbg !105

397:                                              ; preds = %396, %397
  %398 = phi i64 [ %439, %397 ], [ 0, %396 ]
  %399 = phi i64 [ %440, %397 ], [ 0, %396 ]
  %400 = add i64 %398, 16
  %401 = getelementptr inbounds double, double* %22, i64 %398, !dbg !133
  %402 = bitcast double* %401 to <2 x double>*, !dbg !133
  %403 = load <2 x double>, <2 x double>* %402, align 8, !dbg !133, !tbaa !85
  %404 = getelementptr inbounds double, double* %22, i64 %400, !dbg !122
  %405 = bitcast double* %404 to <2 x double>*, !dbg !124
  %406 = load <2 x double>, <2 x double>* %405, align 8, !dbg !124, !tbaa !85
  %407 = fadd <2 x double> %403, %406, !dbg !124
  %408 = bitcast double* %404 to <2 x double>*, !dbg !124
  store <2 x double> %407, <2 x double>* %408, align 8, !dbg !124, !tbaa !85
  %409 = or i64 %398, 2
  %410 = add i64 %398, 18
  %411 = getelementptr inbounds double, double* %22, i64 %409, !dbg !133
  %412 = bitcast double* %411 to <2 x double>*, !dbg !133
  %413 = load <2 x double>, <2 x double>* %412, align 8, !dbg !133, !tbaa !85
  %414 = getelementptr inbounds double, double* %22, i64 %410, !dbg !122
  %415 = bitcast double* %414 to <2 x double>*, !dbg !124
  %416 = load <2 x double>, <2 x double>* %415, align 8, !dbg !124, !tbaa !85
  %417 = fadd <2 x double> %413, %416, !dbg !124
  %418 = bitcast double* %414 to <2 x double>*, !dbg !124
  store <2 x double> %417, <2 x double>* %418, align 8, !dbg !124, !tbaa !85
  %419 = or i64 %398, 4
  %420 = add i64 %398, 20
  %421 = getelementptr inbounds double, double* %22, i64 %419, !dbg !133
  %422 = bitcast double* %421 to <2 x double>*, !dbg !133
  %423 = load <2 x double>, <2 x double>* %422, align 8, !dbg !133, !tbaa !85
  %424 = getelementptr inbounds double, double* %22, i64 %420, !dbg !122
  %425 = bitcast double* %424 to <2 x double>*, !dbg !124
  %426 = load <2 x double>, <2 x double>* %425, align 8, !dbg !124, !tbaa !85
  %427 = fadd <2 x double> %423, %426, !dbg !124
  %428 = bitcast double* %424 to <2 x double>*, !dbg !124
  store <2 x double> %427, <2 x double>* %428, align 8, !dbg !124, !tbaa !85
  %429 = or i64 %398, 6
  %430 = add i64 %398, 22
  %431 = getelementptr inbounds double, double* %22, i64 %429, !dbg !133
  %432 = bitcast double* %431 to <2 x double>*, !dbg !133
  %433 = load <2 x double>, <2 x double>* %432, align 8, !dbg !133, !tbaa !85
  %434 = getelementptr inbounds double, double* %22, i64 %430, !dbg !122
  %435 = bitcast double* %434 to <2 x double>*, !dbg !124
  %436 = load <2 x double>, <2 x double>* %435, align 8, !dbg !124, !tbaa !85
  %437 = fadd <2 x double> %433, %436, !dbg !124
  %438 = bitcast double* %434 to <2 x double>*, !dbg !124
  store <2 x double> %437, <2 x double>* %438, align 8, !dbg !124, !tbaa !85
  %439 = add nuw i64 %398, 8
  %440 = add i64 %399, 4
  %441 = icmp eq i64 %440, %119
  br i1 %441, label %442, label %397, !llvm.loop !139

442:                                              ; preds = %397, %396
  %443 = phi i64 [ 0, %396 ], [ %439, %397 ]
  br i1 %120, label %459, label %444

444:                                              ; preds = %442, %444
  %445 = phi i64 [ %456, %444 ], [ %443, %442 ]
  %446 = phi i64 [ %457, %444 ], [ 0, %442 ]
  %447 = add i64 %445, 16
  %448 = getelementptr inbounds double, double* %22, i64 %445, !dbg !133
  %449 = bitcast double* %448 to <2 x double>*, !dbg !133
  %450 = load <2 x double>, <2 x double>* %449, align 8, !dbg !133, !tbaa !85
  %451 = getelementptr inbounds double, double* %22, i64 %447, !dbg !122
  %452 = bitcast double* %451 to <2 x double>*, !dbg !124
  %453 = load <2 x double>, <2 x double>* %452, align 8, !dbg !124, !tbaa !85
  %454 = fadd <2 x double> %450, %453, !dbg !124
  %455 = bitcast double* %451 to <2 x double>*, !dbg !124
  store <2 x double> %454, <2 x double>* %455, align 8, !dbg !124, !tbaa !85
  %456 = add nuw i64 %445, 2
  %457 = add i64 %446, 1
  %458 = icmp eq i64 %457, %117
  br i1 %458, label %459, label %444, !llvm.loop !140

459:                                              ; preds = %444, %442
  br i1 %121, label %472, label %460, !dbg !105

460:                                              ; preds = %395, %459
  %461 = phi i64 [ 16, %395 ], [ %116, %459 ]
  br label %462, !dbg !105

462:                                              ; preds = %460, %462
  %463 = phi i64 [ %470, %462 ], [ %461, %460 ]
  call void @llvm.dbg.value(metadata i64 %463, metadata !114, metadata !DIExpression()), !dbg !121
  %464 = add nsw i64 %463, -16, !dbg !132
  %465 = getelementptr inbounds double, double* %22, i64 %464, !dbg !133
  %466 = load double, double* %465, align 8, !dbg !133, !tbaa !85
  %467 = getelementptr inbounds double, double* %22, i64 %463, !dbg !122
  %468 = load double, double* %467, align 8, !dbg !124, !tbaa !85
  %469 = fadd double %466, %468, !dbg !124
  store double %469, double* %467, align 8, !dbg !124, !tbaa !85
  %470 = add nuw nsw i64 %463, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %470, metadata !114, metadata !DIExpression()), !dbg !121
  %471 = icmp eq i64 %470, %18, !dbg !134
  br i1 %471, label %472, label %462, !dbg !105, !llvm.loop !141

472:                                              ; preds = %462, %459
  call void @llvm.dbg.value(metadata i64 6, metadata !27, metadata !DIExpression()), !dbg !102
  br i1 %60, label %473, label %628, !dbg !103

473:                                              ; preds = %472
  br i1 %122, label %538, label %474, !dbg !105

474:                                              ; preds = %473
  br i1 %126, label %520, label %475, !dbg !105

475:                                              ; preds = %474, %475
  %476 = phi i64 [ %517, %475 ], [ 0, %474 ]
  %477 = phi i64 [ %518, %475 ], [ 0, %474 ]
  %478 = add i64 %476, 100
  %479 = getelementptr inbounds double, double* %22, i64 %476, !dbg !133
  %480 = bitcast double* %479 to <2 x double>*, !dbg !133
  %481 = load <2 x double>, <2 x double>* %480, align 8, !dbg !133, !tbaa !85
  %482 = getelementptr inbounds double, double* %22, i64 %478, !dbg !122
  %483 = bitcast double* %482 to <2 x double>*, !dbg !124
  %484 = load <2 x double>, <2 x double>* %483, align 8, !dbg !124, !tbaa !85
  %485 = fadd <2 x double> %481, %484, !dbg !124
  %486 = bitcast double* %482 to <2 x double>*, !dbg !124
  store <2 x double> %485, <2 x double>* %486, align 8, !dbg !124, !tbaa !85
  %487 = or i64 %476, 2
  %488 = add i64 %476, 102
  %489 = getelementptr inbounds double, double* %22, i64 %487, !dbg !133
  %490 = bitcast double* %489 to <2 x double>*, !dbg !133
  %491 = load <2 x double>, <2 x double>* %490, align 8, !dbg !133, !tbaa !85
  %492 = getelementptr inbounds double, double* %22, i64 %488, !dbg !122
  %493 = bitcast double* %492 to <2 x double>*, !dbg !124
  %494 = load <2 x double>, <2 x double>* %493, align 8, !dbg !124, !tbaa !85
  %495 = fadd <2 x double> %491, %494, !dbg !124
  %496 = bitcast double* %492 to <2 x double>*, !dbg !124
  store <2 x double> %495, <2 x double>* %496, align 8, !dbg !124, !tbaa !85
  %497 = or i64 %476, 4
  %498 = add i64 %476, 104
  %499 = getelementptr inbounds double, double* %22, i64 %497, !dbg !133
  %500 = bitcast double* %499 to <2 x double>*, !dbg !133
  %501 = load <2 x double>, <2 x double>* %500, align 8, !dbg !133, !tbaa !85
  %502 = getelementptr inbounds double, double* %22, i64 %498, !dbg !122
  %503 = bitcast double* %502 to <2 x double>*, !dbg !124
  %504 = load <2 x double>, <2 x double>* %503, align 8, !dbg !124, !tbaa !85
  %505 = fadd <2 x double> %501, %504, !dbg !124
  %506 = bitcast double* %502 to <2 x double>*, !dbg !124
  store <2 x double> %505, <2 x double>* %506, align 8, !dbg !124, !tbaa !85
  %507 = or i64 %476, 6
  %508 = add i64 %476, 106
  %509 = getelementptr inbounds double, double* %22, i64 %507, !dbg !133
  %510 = bitcast double* %509 to <2 x double>*, !dbg !133
  %511 = load <2 x double>, <2 x double>* %510, align 8, !dbg !133, !tbaa !85
  %512 = getelementptr inbounds double, double* %22, i64 %508, !dbg !122
  %513 = bitcast double* %512 to <2 x double>*, !dbg !124
  %514 = load <2 x double>, <2 x double>* %513, align 8, !dbg !124, !tbaa !85
  %515 = fadd <2 x double> %511, %514, !dbg !124
  %516 = bitcast double* %512 to <2 x double>*, !dbg !124
  store <2 x double> %515, <2 x double>* %516, align 8, !dbg !124, !tbaa !85
  %517 = add nuw i64 %476, 8
  %518 = add i64 %477, 4
  %519 = icmp eq i64 %518, %127
  br i1 %519, label %520, label %475, !llvm.loop !142

520:                                              ; preds = %475, %474
  %521 = phi i64 [ 0, %474 ], [ %517, %475 ]
  br i1 %128, label %537, label %522

522:                                              ; preds = %520, %522
  %523 = phi i64 [ %534, %522 ], [ %521, %520 ]
  %524 = phi i64 [ %535, %522 ], [ 0, %520 ]
  %525 = add i64 %523, 100
  %526 = getelementptr inbounds double, double* %22, i64 %523, !dbg !133
  %527 = bitcast double* %526 to <2 x double>*, !dbg !133
  %528 = load <2 x double>, <2 x double>* %527, align 8, !dbg !133, !tbaa !85
  %529 = getelementptr inbounds double, double* %22, i64 %525, !dbg !122
  %530 = bitcast double* %529 to <2 x double>*, !dbg !124
  %531 = load <2 x double>, <2 x double>* %530, align 8, !dbg !124, !tbaa !85
  %532 = fadd <2 x double> %528, %531, !dbg !124
  %533 = bitcast double* %529 to <2 x double>*, !dbg !124
  store <2 x double> %532, <2 x double>* %533, align 8, !dbg !124, !tbaa !85
  %534 = add nuw i64 %523, 2
  %535 = add i64 %524, 1
  %536 = icmp eq i64 %535, %125
  br i1 %536, label %537, label %522, !llvm.loop !143

537:                                              ; preds = %522, %520
  br i1 %129, label %550, label %538, !dbg !105

538:                                              ; preds = %473, %537
  %539 = phi i64 [ 100, %473 ], [ %124, %537 ]
  br label %540, !dbg !105

540:                                              ; preds = %538, %540
  %541 = phi i64 [ %548, %540 ], [ %539, %538 ]
  call void @llvm.dbg.value(metadata i64 %541, metadata !114, metadata !DIExpression()), !dbg !121
  %542 = add nsw i64 %541, -100, !dbg !132
  %543 = getelementptr inbounds double, double* %22, i64 %542, !dbg !133
  %544 = load double, double* %543, align 8, !dbg !133, !tbaa !85
  %545 = getelementptr inbounds double, double* %22, i64 %541, !dbg !122
  %546 = load double, double* %545, align 8, !dbg !124, !tbaa !85
  %547 = fadd double %544, %546, !dbg !124
  store double %547, double* %545, align 8, !dbg !124, !tbaa !85
  %548 = add nuw nsw i64 %541, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %548, metadata !114, metadata !DIExpression()), !dbg !121
  %549 = icmp eq i64 %548, %18, !dbg !134
  br i1 %549, label %550, label %540, !dbg !105, !llvm.loop !144

550:                                              ; preds = %540, %537
  call void @llvm.dbg.value(metadata i64 7, metadata !27, metadata !DIExpression()), !dbg !102
  br i1 %61, label %551, label %628, !dbg !103

551:                                              ; preds = %550
  br i1 %130, label %616, label %552, !dbg !105

552:                                              ; preds = %551
  br i1 %134, label %598, label %553, !dbg !105

553:                                              ; preds = %552, %553
  %554 = phi i64 [ %595, %553 ], [ 0, %552 ]
  %555 = phi i64 [ %596, %553 ], [ 0, %552 ]
  %556 = add i64 %554, 999
  %557 = getelementptr inbounds double, double* %22, i64 %554, !dbg !133
  %558 = bitcast double* %557 to <2 x double>*, !dbg !133
  %559 = load <2 x double>, <2 x double>* %558, align 8, !dbg !133, !tbaa !85
  %560 = getelementptr inbounds double, double* %22, i64 %556, !dbg !122
  %561 = bitcast double* %560 to <2 x double>*, !dbg !124
  %562 = load <2 x double>, <2 x double>* %561, align 8, !dbg !124, !tbaa !85
  %563 = fadd <2 x double> %559, %562, !dbg !124
  %564 = bitcast double* %560 to <2 x double>*, !dbg !124
  store <2 x double> %563, <2 x double>* %564, align 8, !dbg !124, !tbaa !85
  %565 = or i64 %554, 2
  %566 = add i64 %554, 1001
  %567 = getelementptr inbounds double, double* %22, i64 %565, !dbg !133
  %568 = bitcast double* %567 to <2 x double>*, !dbg !133
  %569 = load <2 x double>, <2 x double>* %568, align 8, !dbg !133, !tbaa !85
  %570 = getelementptr inbounds double, double* %22, i64 %566, !dbg !122
  %571 = bitcast double* %570 to <2 x double>*, !dbg !124
  %572 = load <2 x double>, <2 x double>* %571, align 8, !dbg !124, !tbaa !85
  %573 = fadd <2 x double> %569, %572, !dbg !124
  %574 = bitcast double* %570 to <2 x double>*, !dbg !124
  store <2 x double> %573, <2 x double>* %574, align 8, !dbg !124, !tbaa !85
  %575 = or i64 %554, 4
  %576 = add i64 %554, 1003
  %577 = getelementptr inbounds double, double* %22, i64 %575, !dbg !133
  %578 = bitcast double* %577 to <2 x double>*, !dbg !133
  %579 = load <2 x double>, <2 x double>* %578, align 8, !dbg !133, !tbaa !85
  %580 = getelementptr inbounds double, double* %22, i64 %576, !dbg !122
  %581 = bitcast double* %580 to <2 x double>*, !dbg !124
  %582 = load <2 x double>, <2 x double>* %581, align 8, !dbg !124, !tbaa !85
  %583 = fadd <2 x double> %579, %582, !dbg !124
  %584 = bitcast double* %580 to <2 x double>*, !dbg !124
  store <2 x double> %583, <2 x double>* %584, align 8, !dbg !124, !tbaa !85
  %585 = or i64 %554, 6
  %586 = add i64 %554, 1005
  %587 = getelementptr inbounds double, double* %22, i64 %585, !dbg !133
  %588 = bitcast double* %587 to <2 x double>*, !dbg !133
  %589 = load <2 x double>, <2 x double>* %588, align 8, !dbg !133, !tbaa !85
  %590 = getelementptr inbounds double, double* %22, i64 %586, !dbg !122
  %591 = bitcast double* %590 to <2 x double>*, !dbg !124
  %592 = load <2 x double>, <2 x double>* %591, align 8, !dbg !124, !tbaa !85
  %593 = fadd <2 x double> %589, %592, !dbg !124
  %594 = bitcast double* %590 to <2 x double>*, !dbg !124
  store <2 x double> %593, <2 x double>* %594, align 8, !dbg !124, !tbaa !85
  %595 = add nuw i64 %554, 8
  %596 = add i64 %555, 4
  %597 = icmp eq i64 %596, %135
  br i1 %597, label %598, label %553, !llvm.loop !145

598:                                              ; preds = %553, %552
  %599 = phi i64 [ 0, %552 ], [ %595, %553 ]
  br i1 %136, label %615, label %600

600:                                              ; preds = %598, %600
  %601 = phi i64 [ %612, %600 ], [ %599, %598 ]
  %602 = phi i64 [ %613, %600 ], [ 0, %598 ]
  %603 = add i64 %601, 999
  %604 = getelementptr inbounds double, double* %22, i64 %601, !dbg !133
  %605 = bitcast double* %604 to <2 x double>*, !dbg !133
  %606 = load <2 x double>, <2 x double>* %605, align 8, !dbg !133, !tbaa !85
  %607 = getelementptr inbounds double, double* %22, i64 %603, !dbg !122
  %608 = bitcast double* %607 to <2 x double>*, !dbg !124
  %609 = load <2 x double>, <2 x double>* %608, align 8, !dbg !124, !tbaa !85
  %610 = fadd <2 x double> %606, %609, !dbg !124
  %611 = bitcast double* %607 to <2 x double>*, !dbg !124
  store <2 x double> %610, <2 x double>* %611, align 8, !dbg !124, !tbaa !85
  %612 = add nuw i64 %601, 2
  %613 = add i64 %602, 1
  %614 = icmp eq i64 %613, %133
  br i1 %614, label %615, label %600, !llvm.loop !146

615:                                              ; preds = %600, %598
  br i1 %137, label %628, label %616, !dbg !105

616:                                              ; preds = %551, %615
  %617 = phi i64 [ 999, %551 ], [ %132, %615 ]
  br label %618, !dbg !105

618:                                              ; preds = %616, %618
  %619 = phi i64 [ %626, %618 ], [ %617, %616 ]
  call void @llvm.dbg.value(metadata i64 %619, metadata !114, metadata !DIExpression()), !dbg !121
  %620 = add nsw i64 %619, -999, !dbg !132
  %621 = getelementptr inbounds double, double* %22, i64 %620, !dbg !133
  %622 = load double, double* %621, align 8, !dbg !133, !tbaa !85
  %623 = getelementptr inbounds double, double* %22, i64 %619, !dbg !122
  %624 = load double, double* %623, align 8, !dbg !124, !tbaa !85
  %625 = fadd double %622, %624, !dbg !124
  store double %625, double* %623, align 8, !dbg !124, !tbaa !85
  %626 = add nuw nsw i64 %619, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %626, metadata !114, metadata !DIExpression()), !dbg !121
  %627 = icmp eq i64 %626, %18, !dbg !134
  br i1 %627, label %628, label %618, !dbg !105, !llvm.loop !147

628:                                              ; preds = %618, %615, %151, %192, %256, %286, %364, %394, %472, %550
  call void @llvm.dbg.value(metadata i64 8, metadata !27, metadata !DIExpression()), !dbg !102
  %629 = add nuw nsw i32 %152, 1, !dbg !148
  call void @llvm.dbg.value(metadata i32 %629, metadata !25, metadata !DIExpression()), !dbg !95
  %630 = icmp eq i32 %629, %17, !dbg !96
  br i1 %630, label %155, label %151, !dbg !97, !llvm.loop !149

631:                                              ; preds = %764
  %632 = sdiv i32 %16, 2
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !44
  br i1 %156, label %633, label %777, !dbg !151

633:                                              ; preds = %631
  %634 = zext i32 %632 to i64, !dbg !152
  br label %767, !dbg !153

635:                                              ; preds = %155, %764
  %636 = phi i32 [ %765, %764 ], [ 1, %155 ]
  call void @llvm.dbg.value(metadata i32 %636, metadata !30, metadata !DIExpression()), !dbg !117
  %637 = zext i32 %636 to i64, !dbg !154
  %638 = getelementptr inbounds double, double* %22, i64 %637, !dbg !154
  %639 = sub nsw i32 %16, %636, !dbg !155
  call void @llvm.dbg.value(metadata double* %638, metadata !156, metadata !DIExpression()) #7, !dbg !168
  call void @llvm.dbg.value(metadata double* %22, metadata !163, metadata !DIExpression()) #7, !dbg !168
  call void @llvm.dbg.value(metadata i32 %639, metadata !164, metadata !DIExpression()) #7, !dbg !168
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !165, metadata !DIExpression()) #7, !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !166, metadata !DIExpression()) #7, !dbg !170
  %640 = icmp sgt i32 %639, 0, !dbg !171
  br i1 %640, label %641, label %764, !dbg !173

641:                                              ; preds = %635
  %642 = zext i32 %639 to i64, !dbg !171
  %643 = icmp ult i32 %639, 4, !dbg !173
  br i1 %643, label %730, label %644, !dbg !173

644:                                              ; preds = %641
  %645 = shl nuw nsw i64 %637, 3, !dbg !173
  %646 = getelementptr i8, i8* %20, i64 %645, !dbg !173
  %647 = shl nuw nsw i64 %642, 3, !dbg !173
  %648 = add nuw nsw i64 %645, %647, !dbg !173
  %649 = getelementptr i8, i8* %20, i64 %648, !dbg !173
  %650 = getelementptr i8, i8* %20, i64 %647, !dbg !173
  %651 = icmp ult i8* %646, %650, !dbg !173
  %652 = icmp ult i8* %20, %649, !dbg !173
  %653 = and i1 %651, %652, !dbg !173
  br i1 %653, label %730, label %654, !dbg !173

654:                                              ; preds = %644
  %655 = and i64 %642, 4294967292, !dbg !173
  %656 = add nsw i64 %655, -4, !dbg !173
  %657 = lshr exact i64 %656, 2, !dbg !173
  %658 = add nuw nsw i64 %657, 1, !dbg !173
  %659 = and i64 %658, 1, !dbg !173
  %660 = icmp eq i64 %656, 0, !dbg !173
  br i1 %660, label %706, label %661, !dbg !173

661:                                              ; preds = %654
  %662 = and i64 %658, 9223372036854775806, !dbg !173
  br label %663, !dbg !173

663:                                              ; preds = %663, %661
  %664 = phi i64 [ 0, %661 ], [ %703, %663 ], !dbg !174
  %665 = phi i64 [ 0, %661 ], [ %704, %663 ]
  %666 = getelementptr inbounds double, double* %638, i64 %664, !dbg !174
  %667 = bitcast double* %666 to <2 x double>*, !dbg !175
  %668 = load <2 x double>, <2 x double>* %667, align 8, !dbg !175, !tbaa !85, !alias.scope !176, !noalias !179
  %669 = getelementptr inbounds double, double* %666, i64 2, !dbg !175
  %670 = bitcast double* %669 to <2 x double>*, !dbg !175
  %671 = load <2 x double>, <2 x double>* %670, align 8, !dbg !175, !tbaa !85, !alias.scope !176, !noalias !179
  %672 = getelementptr inbounds double, double* %22, i64 %664, !dbg !174
  %673 = bitcast double* %672 to <2 x double>*, !dbg !181
  %674 = load <2 x double>, <2 x double>* %673, align 8, !dbg !181, !tbaa !85, !alias.scope !179
  %675 = getelementptr inbounds double, double* %672, i64 2, !dbg !181
  %676 = bitcast double* %675 to <2 x double>*, !dbg !181
  %677 = load <2 x double>, <2 x double>* %676, align 8, !dbg !181, !tbaa !85, !alias.scope !179
  %678 = fmul <2 x double> %674, <double 5.000000e-01, double 5.000000e-01>, !dbg !182
  %679 = fmul <2 x double> %677, <double 5.000000e-01, double 5.000000e-01>, !dbg !182
  %680 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %668, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %678), !dbg !183
  %681 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %671, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %679), !dbg !183
  %682 = bitcast double* %666 to <2 x double>*, !dbg !184
  store <2 x double> %680, <2 x double>* %682, align 8, !dbg !184, !tbaa !85, !alias.scope !176, !noalias !179
  %683 = bitcast double* %669 to <2 x double>*, !dbg !184
  store <2 x double> %681, <2 x double>* %683, align 8, !dbg !184, !tbaa !85, !alias.scope !176, !noalias !179
  %684 = or i64 %664, 4, !dbg !174
  %685 = getelementptr inbounds double, double* %638, i64 %684, !dbg !174
  %686 = bitcast double* %685 to <2 x double>*, !dbg !175
  %687 = load <2 x double>, <2 x double>* %686, align 8, !dbg !175, !tbaa !85, !alias.scope !176, !noalias !179
  %688 = getelementptr inbounds double, double* %685, i64 2, !dbg !175
  %689 = bitcast double* %688 to <2 x double>*, !dbg !175
  %690 = load <2 x double>, <2 x double>* %689, align 8, !dbg !175, !tbaa !85, !alias.scope !176, !noalias !179
  %691 = getelementptr inbounds double, double* %22, i64 %684, !dbg !174
  %692 = bitcast double* %691 to <2 x double>*, !dbg !181
  %693 = load <2 x double>, <2 x double>* %692, align 8, !dbg !181, !tbaa !85, !alias.scope !179
  %694 = getelementptr inbounds double, double* %691, i64 2, !dbg !181
  %695 = bitcast double* %694 to <2 x double>*, !dbg !181
  %696 = load <2 x double>, <2 x double>* %695, align 8, !dbg !181, !tbaa !85, !alias.scope !179
  %697 = fmul <2 x double> %693, <double 5.000000e-01, double 5.000000e-01>, !dbg !182
  %698 = fmul <2 x double> %696, <double 5.000000e-01, double 5.000000e-01>, !dbg !182
  %699 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %687, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %697), !dbg !183
  %700 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %690, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %698), !dbg !183
  %701 = bitcast double* %685 to <2 x double>*, !dbg !184
  store <2 x double> %699, <2 x double>* %701, align 8, !dbg !184, !tbaa !85, !alias.scope !176, !noalias !179
  %702 = bitcast double* %688 to <2 x double>*, !dbg !184
  store <2 x double> %700, <2 x double>* %702, align 8, !dbg !184, !tbaa !85, !alias.scope !176, !noalias !179
  %703 = add nuw i64 %664, 8, !dbg !174
  %704 = add i64 %665, 2, !dbg !174
  %705 = icmp eq i64 %704, %662, !dbg !174
  br i1 %705, label %706, label %663, !dbg !174, !llvm.loop !185

706:                                              ; preds = %663, %654
  %707 = phi i64 [ 0, %654 ], [ %703, %663 ]
  %708 = icmp eq i64 %659, 0, !dbg !174
  br i1 %708, label %728, label %709, !dbg !174

709:                                              ; preds = %706
  %710 = getelementptr inbounds double, double* %638, i64 %707, !dbg !174
  %711 = bitcast double* %710 to <2 x double>*, !dbg !175
  %712 = load <2 x double>, <2 x double>* %711, align 8, !dbg !175, !tbaa !85, !alias.scope !176, !noalias !179
  %713 = getelementptr inbounds double, double* %710, i64 2, !dbg !175
  %714 = bitcast double* %713 to <2 x double>*, !dbg !175
  %715 = load <2 x double>, <2 x double>* %714, align 8, !dbg !175, !tbaa !85, !alias.scope !176, !noalias !179
  %716 = getelementptr inbounds double, double* %22, i64 %707, !dbg !174
  %717 = bitcast double* %716 to <2 x double>*, !dbg !181
  %718 = load <2 x double>, <2 x double>* %717, align 8, !dbg !181, !tbaa !85, !alias.scope !179
  %719 = getelementptr inbounds double, double* %716, i64 2, !dbg !181
  %720 = bitcast double* %719 to <2 x double>*, !dbg !181
  %721 = load <2 x double>, <2 x double>* %720, align 8, !dbg !181, !tbaa !85, !alias.scope !179
  %722 = fmul <2 x double> %718, <double 5.000000e-01, double 5.000000e-01>, !dbg !182
  %723 = fmul <2 x double> %721, <double 5.000000e-01, double 5.000000e-01>, !dbg !182
  %724 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %712, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %722), !dbg !183
  %725 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %715, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %723), !dbg !183
  %726 = bitcast double* %710 to <2 x double>*, !dbg !184
  store <2 x double> %724, <2 x double>* %726, align 8, !dbg !184, !tbaa !85, !alias.scope !176, !noalias !179
  %727 = bitcast double* %713 to <2 x double>*, !dbg !184
  store <2 x double> %725, <2 x double>* %727, align 8, !dbg !184, !tbaa !85, !alias.scope !176, !noalias !179
  br label %728, !dbg !173

728:                                              ; preds = %706, %709
  %729 = icmp eq i64 %655, %642, !dbg !173
  br i1 %729, label %764, label %730, !dbg !173

730:                                              ; preds = %644, %641, %728
  %731 = phi i64 [ 0, %644 ], [ 0, %641 ], [ %655, %728 ]
  %732 = xor i64 %731, -1, !dbg !173
  %733 = and i64 %642, 1, !dbg !173
  %734 = icmp eq i64 %733, 0, !dbg !173
  br i1 %734, label %743, label %735, !dbg !173

735:                                              ; preds = %730
  call void @llvm.dbg.value(metadata i64 undef, metadata !166, metadata !DIExpression()) #7, !dbg !170
  %736 = getelementptr inbounds double, double* %638, i64 %731, !dbg !175
  %737 = load double, double* %736, align 8, !dbg !175, !tbaa !85
  %738 = getelementptr inbounds double, double* %22, i64 %731, !dbg !181
  %739 = load double, double* %738, align 8, !dbg !181, !tbaa !85
  %740 = fmul double %739, 5.000000e-01, !dbg !182
  %741 = tail call double @llvm.fmuladd.f64(double %737, double 5.000000e-01, double %740) #7, !dbg !183
  store double %741, double* %736, align 8, !dbg !184, !tbaa !85
  %742 = or i64 %731, 1, !dbg !174
  call void @llvm.dbg.value(metadata i64 %742, metadata !166, metadata !DIExpression()) #7, !dbg !170
  br label %743, !dbg !173

743:                                              ; preds = %735, %730
  %744 = phi i64 [ %731, %730 ], [ %742, %735 ]
  %745 = sub nsw i64 0, %642, !dbg !173
  %746 = icmp eq i64 %732, %745, !dbg !173
  br i1 %746, label %764, label %747, !dbg !173

747:                                              ; preds = %743, %747
  %748 = phi i64 [ %762, %747 ], [ %744, %743 ]
  call void @llvm.dbg.value(metadata i64 %748, metadata !166, metadata !DIExpression()) #7, !dbg !170
  %749 = getelementptr inbounds double, double* %638, i64 %748, !dbg !175
  %750 = load double, double* %749, align 8, !dbg !175, !tbaa !85
  %751 = getelementptr inbounds double, double* %22, i64 %748, !dbg !181
  %752 = load double, double* %751, align 8, !dbg !181, !tbaa !85
  %753 = fmul double %752, 5.000000e-01, !dbg !182
  %754 = tail call double @llvm.fmuladd.f64(double %750, double 5.000000e-01, double %753) #7, !dbg !183
  store double %754, double* %749, align 8, !dbg !184, !tbaa !85
  %755 = add nuw nsw i64 %748, 1, !dbg !174
  call void @llvm.dbg.value(metadata i64 %755, metadata !166, metadata !DIExpression()) #7, !dbg !170
  call void @llvm.dbg.value(metadata i64 %755, metadata !166, metadata !DIExpression()) #7, !dbg !170
  %756 = getelementptr inbounds double, double* %638, i64 %755, !dbg !175
  %757 = load double, double* %756, align 8, !dbg !175, !tbaa !85
  %758 = getelementptr inbounds double, double* %22, i64 %755, !dbg !181
  %759 = load double, double* %758, align 8, !dbg !181, !tbaa !85
  %760 = fmul double %759, 5.000000e-01, !dbg !182
  %761 = tail call double @llvm.fmuladd.f64(double %757, double 5.000000e-01, double %760) #7, !dbg !183
  store double %761, double* %756, align 8, !dbg !184, !tbaa !85
  %762 = add nuw nsw i64 %748, 2, !dbg !174
  call void @llvm.dbg.value(metadata i64 %762, metadata !166, metadata !DIExpression()) #7, !dbg !170
  %763 = icmp eq i64 %762, %642, !dbg !171
  br i1 %763, label %764, label %747, !dbg !173, !llvm.loop !187

764:                                              ; preds = %743, %747, %728, %635
  %765 = mul nsw i32 %636, 3, !dbg !188
  call void @llvm.dbg.value(metadata i32 %765, metadata !30, metadata !DIExpression()), !dbg !117
  %766 = icmp sgt i32 %16, %765, !dbg !118
  br i1 %766, label %635, label %631, !dbg !120, !llvm.loop !189

767:                                              ; preds = %633, %772
  %768 = phi i64 [ 0, %633 ], [ %773, %772 ]
  call void @llvm.dbg.value(metadata i64 %768, metadata !32, metadata !DIExpression()), !dbg !44
  %769 = getelementptr inbounds double, double* %24, i64 %768, !dbg !191
  %770 = load double, double* %769, align 8, !dbg !191, !tbaa !85
  %771 = fcmp olt double %770, 1.500000e+00, !dbg !192
  br i1 %771, label %772, label %775, !dbg !153

772:                                              ; preds = %767
  %773 = add nuw nsw i64 %768, 1, !dbg !193
  call void @llvm.dbg.value(metadata i64 %773, metadata !32, metadata !DIExpression()), !dbg !44
  %774 = icmp eq i64 %773, %634, !dbg !152
  br i1 %774, label %777, label %767, !dbg !151, !llvm.loop !194

775:                                              ; preds = %767
  %776 = trunc i64 %768 to i32, !dbg !153
  br label %777, !dbg !195

777:                                              ; preds = %772, %775, %155, %631
  %778 = phi i32 [ 0, %631 ], [ 0, %155 ], [ %776, %775 ], [ %632, %772 ], !dbg !44
  %779 = zext i32 %778 to i64, !dbg !195
  %780 = getelementptr inbounds double, double* %24, i64 %779, !dbg !195
  %781 = sub nsw i32 %16, %778, !dbg !196
  call void @llvm.dbg.value(metadata double* %24, metadata !156, metadata !DIExpression()) #7, !dbg !197
  call void @llvm.dbg.value(metadata double* %780, metadata !163, metadata !DIExpression()) #7, !dbg !197
  call void @llvm.dbg.value(metadata i32 %781, metadata !164, metadata !DIExpression()) #7, !dbg !197
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !165, metadata !DIExpression()) #7, !dbg !197
  call void @llvm.dbg.value(metadata i32 0, metadata !166, metadata !DIExpression()) #7, !dbg !199
  %782 = icmp sgt i32 %781, 0, !dbg !200
  br i1 %782, label %783, label %996, !dbg !201

783:                                              ; preds = %777
  %784 = zext i32 %781 to i64, !dbg !200
  %785 = icmp ult i32 %781, 4, !dbg !201
  br i1 %785, label %872, label %786, !dbg !201

786:                                              ; preds = %783
  %787 = shl nuw nsw i64 %784, 3, !dbg !201
  %788 = getelementptr i8, i8* %23, i64 %787, !dbg !201
  %789 = shl nuw nsw i64 %779, 3, !dbg !201
  %790 = getelementptr i8, i8* %23, i64 %789, !dbg !201
  %791 = add nuw nsw i64 %789, %787, !dbg !201
  %792 = getelementptr i8, i8* %23, i64 %791, !dbg !201
  %793 = icmp ult i8* %23, %792, !dbg !201
  %794 = icmp ult i8* %790, %788, !dbg !201
  %795 = and i1 %793, %794, !dbg !201
  br i1 %795, label %872, label %796, !dbg !201

796:                                              ; preds = %786
  %797 = and i64 %784, 4294967292, !dbg !201
  %798 = add nsw i64 %797, -4, !dbg !201
  %799 = lshr exact i64 %798, 2, !dbg !201
  %800 = add nuw nsw i64 %799, 1, !dbg !201
  %801 = and i64 %800, 1, !dbg !201
  %802 = icmp eq i64 %798, 0, !dbg !201
  br i1 %802, label %848, label %803, !dbg !201

803:                                              ; preds = %796
  %804 = and i64 %800, 9223372036854775806, !dbg !201
  br label %805, !dbg !201

805:                                              ; preds = %805, %803
  %806 = phi i64 [ 0, %803 ], [ %845, %805 ], !dbg !202
  %807 = phi i64 [ 0, %803 ], [ %846, %805 ]
  %808 = getelementptr inbounds double, double* %24, i64 %806, !dbg !202
  %809 = bitcast double* %808 to <2 x double>*, !dbg !203
  %810 = load <2 x double>, <2 x double>* %809, align 8, !dbg !203, !tbaa !85, !alias.scope !204, !noalias !207
  %811 = getelementptr inbounds double, double* %808, i64 2, !dbg !203
  %812 = bitcast double* %811 to <2 x double>*, !dbg !203
  %813 = load <2 x double>, <2 x double>* %812, align 8, !dbg !203, !tbaa !85, !alias.scope !204, !noalias !207
  %814 = getelementptr inbounds double, double* %780, i64 %806, !dbg !202
  %815 = bitcast double* %814 to <2 x double>*, !dbg !209
  %816 = load <2 x double>, <2 x double>* %815, align 8, !dbg !209, !tbaa !85, !alias.scope !207
  %817 = getelementptr inbounds double, double* %814, i64 2, !dbg !209
  %818 = bitcast double* %817 to <2 x double>*, !dbg !209
  %819 = load <2 x double>, <2 x double>* %818, align 8, !dbg !209, !tbaa !85, !alias.scope !207
  %820 = fmul <2 x double> %816, <double 2.500000e-01, double 2.500000e-01>, !dbg !210
  %821 = fmul <2 x double> %819, <double 2.500000e-01, double 2.500000e-01>, !dbg !210
  %822 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %810, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %820), !dbg !211
  %823 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %813, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %821), !dbg !211
  %824 = bitcast double* %808 to <2 x double>*, !dbg !212
  store <2 x double> %822, <2 x double>* %824, align 8, !dbg !212, !tbaa !85, !alias.scope !204, !noalias !207
  %825 = bitcast double* %811 to <2 x double>*, !dbg !212
  store <2 x double> %823, <2 x double>* %825, align 8, !dbg !212, !tbaa !85, !alias.scope !204, !noalias !207
  %826 = or i64 %806, 4, !dbg !202
  %827 = getelementptr inbounds double, double* %24, i64 %826, !dbg !202
  %828 = bitcast double* %827 to <2 x double>*, !dbg !203
  %829 = load <2 x double>, <2 x double>* %828, align 8, !dbg !203, !tbaa !85, !alias.scope !204, !noalias !207
  %830 = getelementptr inbounds double, double* %827, i64 2, !dbg !203
  %831 = bitcast double* %830 to <2 x double>*, !dbg !203
  %832 = load <2 x double>, <2 x double>* %831, align 8, !dbg !203, !tbaa !85, !alias.scope !204, !noalias !207
  %833 = getelementptr inbounds double, double* %780, i64 %826, !dbg !202
  %834 = bitcast double* %833 to <2 x double>*, !dbg !209
  %835 = load <2 x double>, <2 x double>* %834, align 8, !dbg !209, !tbaa !85, !alias.scope !207
  %836 = getelementptr inbounds double, double* %833, i64 2, !dbg !209
  %837 = bitcast double* %836 to <2 x double>*, !dbg !209
  %838 = load <2 x double>, <2 x double>* %837, align 8, !dbg !209, !tbaa !85, !alias.scope !207
  %839 = fmul <2 x double> %835, <double 2.500000e-01, double 2.500000e-01>, !dbg !210
  %840 = fmul <2 x double> %838, <double 2.500000e-01, double 2.500000e-01>, !dbg !210
  %841 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %829, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %839), !dbg !211
  %842 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %832, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %840), !dbg !211
  %843 = bitcast double* %827 to <2 x double>*, !dbg !212
  store <2 x double> %841, <2 x double>* %843, align 8, !dbg !212, !tbaa !85, !alias.scope !204, !noalias !207
  %844 = bitcast double* %830 to <2 x double>*, !dbg !212
  store <2 x double> %842, <2 x double>* %844, align 8, !dbg !212, !tbaa !85, !alias.scope !204, !noalias !207
  %845 = add nuw i64 %806, 8, !dbg !202
  %846 = add i64 %807, 2, !dbg !202
  %847 = icmp eq i64 %846, %804, !dbg !202
  br i1 %847, label %848, label %805, !dbg !202, !llvm.loop !213

848:                                              ; preds = %805, %796
  %849 = phi i64 [ 0, %796 ], [ %845, %805 ]
  %850 = icmp eq i64 %801, 0, !dbg !202
  br i1 %850, label %870, label %851, !dbg !202

851:                                              ; preds = %848
  %852 = getelementptr inbounds double, double* %24, i64 %849, !dbg !202
  %853 = bitcast double* %852 to <2 x double>*, !dbg !203
  %854 = load <2 x double>, <2 x double>* %853, align 8, !dbg !203, !tbaa !85, !alias.scope !204, !noalias !207
  %855 = getelementptr inbounds double, double* %852, i64 2, !dbg !203
  %856 = bitcast double* %855 to <2 x double>*, !dbg !203
  %857 = load <2 x double>, <2 x double>* %856, align 8, !dbg !203, !tbaa !85, !alias.scope !204, !noalias !207
  %858 = getelementptr inbounds double, double* %780, i64 %849, !dbg !202
  %859 = bitcast double* %858 to <2 x double>*, !dbg !209
  %860 = load <2 x double>, <2 x double>* %859, align 8, !dbg !209, !tbaa !85, !alias.scope !207
  %861 = getelementptr inbounds double, double* %858, i64 2, !dbg !209
  %862 = bitcast double* %861 to <2 x double>*, !dbg !209
  %863 = load <2 x double>, <2 x double>* %862, align 8, !dbg !209, !tbaa !85, !alias.scope !207
  %864 = fmul <2 x double> %860, <double 2.500000e-01, double 2.500000e-01>, !dbg !210
  %865 = fmul <2 x double> %863, <double 2.500000e-01, double 2.500000e-01>, !dbg !210
  %866 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %854, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %864), !dbg !211
  %867 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %857, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %865), !dbg !211
  %868 = bitcast double* %852 to <2 x double>*, !dbg !212
  store <2 x double> %866, <2 x double>* %868, align 8, !dbg !212, !tbaa !85, !alias.scope !204, !noalias !207
  %869 = bitcast double* %855 to <2 x double>*, !dbg !212
  store <2 x double> %867, <2 x double>* %869, align 8, !dbg !212, !tbaa !85, !alias.scope !204, !noalias !207
  br label %870, !dbg !201

870:                                              ; preds = %848, %851
  %871 = icmp eq i64 %797, %784, !dbg !201
  br i1 %871, label %906, label %872, !dbg !201

872:                                              ; preds = %786, %783, %870
  %873 = phi i64 [ 0, %786 ], [ 0, %783 ], [ %797, %870 ]
  %874 = xor i64 %873, -1, !dbg !201
  %875 = and i64 %784, 1, !dbg !201
  %876 = icmp eq i64 %875, 0, !dbg !201
  br i1 %876, label %885, label %877, !dbg !201

877:                                              ; preds = %872
  call void @llvm.dbg.value(metadata i64 undef, metadata !166, metadata !DIExpression()) #7, !dbg !199
  %878 = getelementptr inbounds double, double* %24, i64 %873, !dbg !203
  %879 = load double, double* %878, align 8, !dbg !203, !tbaa !85
  %880 = getelementptr inbounds double, double* %780, i64 %873, !dbg !209
  %881 = load double, double* %880, align 8, !dbg !209, !tbaa !85
  %882 = fmul double %881, 2.500000e-01, !dbg !210
  %883 = tail call double @llvm.fmuladd.f64(double %879, double 7.500000e-01, double %882) #7, !dbg !211
  store double %883, double* %878, align 8, !dbg !212, !tbaa !85
  %884 = or i64 %873, 1, !dbg !202
  call void @llvm.dbg.value(metadata i64 %884, metadata !166, metadata !DIExpression()) #7, !dbg !199
  br label %885, !dbg !201

885:                                              ; preds = %877, %872
  %886 = phi i64 [ %873, %872 ], [ %884, %877 ]
  %887 = sub nsw i64 0, %784, !dbg !201
  %888 = icmp eq i64 %874, %887, !dbg !201
  br i1 %888, label %906, label %889, !dbg !201

889:                                              ; preds = %885, %889
  %890 = phi i64 [ %904, %889 ], [ %886, %885 ]
  call void @llvm.dbg.value(metadata i64 %890, metadata !166, metadata !DIExpression()) #7, !dbg !199
  %891 = getelementptr inbounds double, double* %24, i64 %890, !dbg !203
  %892 = load double, double* %891, align 8, !dbg !203, !tbaa !85
  %893 = getelementptr inbounds double, double* %780, i64 %890, !dbg !209
  %894 = load double, double* %893, align 8, !dbg !209, !tbaa !85
  %895 = fmul double %894, 2.500000e-01, !dbg !210
  %896 = tail call double @llvm.fmuladd.f64(double %892, double 7.500000e-01, double %895) #7, !dbg !211
  store double %896, double* %891, align 8, !dbg !212, !tbaa !85
  %897 = add nuw nsw i64 %890, 1, !dbg !202
  call void @llvm.dbg.value(metadata i64 %897, metadata !166, metadata !DIExpression()) #7, !dbg !199
  call void @llvm.dbg.value(metadata i64 %897, metadata !166, metadata !DIExpression()) #7, !dbg !199
  %898 = getelementptr inbounds double, double* %24, i64 %897, !dbg !203
  %899 = load double, double* %898, align 8, !dbg !203, !tbaa !85
  %900 = getelementptr inbounds double, double* %780, i64 %897, !dbg !209
  %901 = load double, double* %900, align 8, !dbg !209, !tbaa !85
  %902 = fmul double %901, 2.500000e-01, !dbg !210
  %903 = tail call double @llvm.fmuladd.f64(double %899, double 7.500000e-01, double %902) #7, !dbg !211
  store double %903, double* %898, align 8, !dbg !212, !tbaa !85
  %904 = add nuw nsw i64 %890, 2, !dbg !202
  call void @llvm.dbg.value(metadata i64 %904, metadata !166, metadata !DIExpression()) #7, !dbg !199
  %905 = icmp eq i64 %904, %784, !dbg !200
  br i1 %905, label %906, label %889, !dbg !201, !llvm.loop !215

906:                                              ; preds = %885, %889, %870
  %907 = icmp ult i32 %781, 4, !dbg !216
  br i1 %907, label %984, label %908, !dbg !216

908:                                              ; preds = %906
  %909 = and i64 %784, 4294967292, !dbg !216
  %910 = add nsw i64 %909, -4, !dbg !216
  %911 = lshr exact i64 %910, 2, !dbg !216
  %912 = add nuw nsw i64 %911, 1, !dbg !216
  %913 = and i64 %912, 1, !dbg !216
  %914 = icmp eq i64 %910, 0, !dbg !216
  br i1 %914, label %960, label %915, !dbg !216

915:                                              ; preds = %908
  %916 = and i64 %912, 9223372036854775806, !dbg !216
  br label %917, !dbg !216

917:                                              ; preds = %917, %915
  %918 = phi i64 [ 0, %915 ], [ %957, %917 ], !dbg !218
  %919 = phi i64 [ 0, %915 ], [ %958, %917 ]
  %920 = getelementptr inbounds double, double* %780, i64 %918, !dbg !218
  %921 = bitcast double* %920 to <2 x double>*, !dbg !219
  %922 = load <2 x double>, <2 x double>* %921, align 8, !dbg !219, !tbaa !85
  %923 = getelementptr inbounds double, double* %920, i64 2, !dbg !219
  %924 = bitcast double* %923 to <2 x double>*, !dbg !219
  %925 = load <2 x double>, <2 x double>* %924, align 8, !dbg !219, !tbaa !85
  %926 = getelementptr inbounds double, double* %22, i64 %918, !dbg !218
  %927 = bitcast double* %926 to <2 x double>*, !dbg !220
  %928 = load <2 x double>, <2 x double>* %927, align 8, !dbg !220, !tbaa !85
  %929 = getelementptr inbounds double, double* %926, i64 2, !dbg !220
  %930 = bitcast double* %929 to <2 x double>*, !dbg !220
  %931 = load <2 x double>, <2 x double>* %930, align 8, !dbg !220, !tbaa !85
  %932 = fmul <2 x double> %928, <double 2.500000e-01, double 2.500000e-01>, !dbg !221
  %933 = fmul <2 x double> %931, <double 2.500000e-01, double 2.500000e-01>, !dbg !221
  %934 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %922, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %932), !dbg !222
  %935 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %925, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %933), !dbg !222
  %936 = bitcast double* %920 to <2 x double>*, !dbg !223
  store <2 x double> %934, <2 x double>* %936, align 8, !dbg !223, !tbaa !85
  %937 = bitcast double* %923 to <2 x double>*, !dbg !223
  store <2 x double> %935, <2 x double>* %937, align 8, !dbg !223, !tbaa !85
  %938 = or i64 %918, 4, !dbg !218
  %939 = getelementptr inbounds double, double* %780, i64 %938, !dbg !218
  %940 = bitcast double* %939 to <2 x double>*, !dbg !219
  %941 = load <2 x double>, <2 x double>* %940, align 8, !dbg !219, !tbaa !85
  %942 = getelementptr inbounds double, double* %939, i64 2, !dbg !219
  %943 = bitcast double* %942 to <2 x double>*, !dbg !219
  %944 = load <2 x double>, <2 x double>* %943, align 8, !dbg !219, !tbaa !85
  %945 = getelementptr inbounds double, double* %22, i64 %938, !dbg !218
  %946 = bitcast double* %945 to <2 x double>*, !dbg !220
  %947 = load <2 x double>, <2 x double>* %946, align 8, !dbg !220, !tbaa !85
  %948 = getelementptr inbounds double, double* %945, i64 2, !dbg !220
  %949 = bitcast double* %948 to <2 x double>*, !dbg !220
  %950 = load <2 x double>, <2 x double>* %949, align 8, !dbg !220, !tbaa !85
  %951 = fmul <2 x double> %947, <double 2.500000e-01, double 2.500000e-01>, !dbg !221
  %952 = fmul <2 x double> %950, <double 2.500000e-01, double 2.500000e-01>, !dbg !221
  %953 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %941, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %951), !dbg !222
  %954 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %944, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %952), !dbg !222
  %955 = bitcast double* %939 to <2 x double>*, !dbg !223
  store <2 x double> %953, <2 x double>* %955, align 8, !dbg !223, !tbaa !85
  %956 = bitcast double* %942 to <2 x double>*, !dbg !223
  store <2 x double> %954, <2 x double>* %956, align 8, !dbg !223, !tbaa !85
  %957 = add nuw i64 %918, 8, !dbg !218
  %958 = add i64 %919, 2, !dbg !218
  %959 = icmp eq i64 %958, %916, !dbg !218
  br i1 %959, label %960, label %917, !dbg !218, !llvm.loop !224

960:                                              ; preds = %917, %908
  %961 = phi i64 [ 0, %908 ], [ %957, %917 ]
  %962 = icmp eq i64 %913, 0, !dbg !218
  br i1 %962, label %982, label %963, !dbg !218

963:                                              ; preds = %960
  %964 = getelementptr inbounds double, double* %780, i64 %961, !dbg !218
  %965 = bitcast double* %964 to <2 x double>*, !dbg !219
  %966 = load <2 x double>, <2 x double>* %965, align 8, !dbg !219, !tbaa !85
  %967 = getelementptr inbounds double, double* %964, i64 2, !dbg !219
  %968 = bitcast double* %967 to <2 x double>*, !dbg !219
  %969 = load <2 x double>, <2 x double>* %968, align 8, !dbg !219, !tbaa !85
  %970 = getelementptr inbounds double, double* %22, i64 %961, !dbg !218
  %971 = bitcast double* %970 to <2 x double>*, !dbg !220
  %972 = load <2 x double>, <2 x double>* %971, align 8, !dbg !220, !tbaa !85
  %973 = getelementptr inbounds double, double* %970, i64 2, !dbg !220
  %974 = bitcast double* %973 to <2 x double>*, !dbg !220
  %975 = load <2 x double>, <2 x double>* %974, align 8, !dbg !220, !tbaa !85
  %976 = fmul <2 x double> %972, <double 2.500000e-01, double 2.500000e-01>, !dbg !221
  %977 = fmul <2 x double> %975, <double 2.500000e-01, double 2.500000e-01>, !dbg !221
  %978 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %966, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %976), !dbg !222
  %979 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %969, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %977), !dbg !222
  %980 = bitcast double* %964 to <2 x double>*, !dbg !223
  store <2 x double> %978, <2 x double>* %980, align 8, !dbg !223, !tbaa !85
  %981 = bitcast double* %967 to <2 x double>*, !dbg !223
  store <2 x double> %979, <2 x double>* %981, align 8, !dbg !223, !tbaa !85
  br label %982, !dbg !216

982:                                              ; preds = %960, %963
  %983 = icmp eq i64 %909, %784, !dbg !216
  br i1 %983, label %996, label %984, !dbg !216

984:                                              ; preds = %906, %982
  %985 = phi i64 [ 0, %906 ], [ %909, %982 ]
  br label %986, !dbg !216

986:                                              ; preds = %984, %986
  %987 = phi i64 [ %994, %986 ], [ %985, %984 ]
  call void @llvm.dbg.value(metadata i64 %987, metadata !166, metadata !DIExpression()) #7, !dbg !226
  %988 = getelementptr inbounds double, double* %780, i64 %987, !dbg !219
  %989 = load double, double* %988, align 8, !dbg !219, !tbaa !85
  %990 = getelementptr inbounds double, double* %22, i64 %987, !dbg !220
  %991 = load double, double* %990, align 8, !dbg !220, !tbaa !85
  %992 = fmul double %991, 2.500000e-01, !dbg !221
  %993 = tail call double @llvm.fmuladd.f64(double %989, double 7.500000e-01, double %992) #7, !dbg !222
  store double %993, double* %988, align 8, !dbg !223, !tbaa !85
  %994 = add nuw nsw i64 %987, 1, !dbg !218
  call void @llvm.dbg.value(metadata i64 %994, metadata !166, metadata !DIExpression()) #7, !dbg !226
  %995 = icmp eq i64 %994, %784, !dbg !227
  br i1 %995, label %996, label %986, !dbg !216, !llvm.loop !228

996:                                              ; preds = %986, %982, %777
  %997 = add nsw i32 %16, -1, !dbg !229
  %998 = sext i32 %997 to i64, !dbg !230
  %999 = getelementptr inbounds double, double* %22, i64 %998, !dbg !230
  %1000 = load double, double* %999, align 8, !dbg !230, !tbaa !85
  %1001 = sdiv i32 %16, 3, !dbg !231
  %1002 = sext i32 %1001 to i64, !dbg !232
  %1003 = getelementptr inbounds double, double* %24, i64 %1002, !dbg !232
  %1004 = load double, double* %1003, align 8, !dbg !232, !tbaa !85
  %1005 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), double noundef %1000, double noundef %1004, i32 noundef %778), !dbg !233
  tail call void @free(i8* noundef %20) #7, !dbg !234
  tail call void @free(i8* noundef %23) #7, !dbg !235
  ret i32 0, !dbg !236
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
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !8, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/overlap_checks.c", directory: "/work/main/internal/pipeline", checksumkind: CSK_MD5, checksum: "cd9647ddfa587d0b16a2a9fd6c8fc931")
!2 = !{!3, !4, !7}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!9}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "lags", scope: !11, file: !1, line: 28, type: !33, isLocal: true, isDefinition: true)
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !12, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!12 = !DISubroutineType(types: !13)
!13 = !{!3, !3, !4}
!14 = !{!15, !16, !17, !18, !19, !22, !23, !25, !27, !30, !32}
!15 = !DILocalVariable(name: "argc", arg: 1, scope: !11, file: !1, line: 22, type: !3)
!16 = !DILocalVariable(name: "argv", arg: 2, scope: !11, file: !1, line: 22, type: !4)
!17 = !DILocalVariable(name: "n", scope: !11, file: !1, line: 24, type: !3)
!18 = !DILocalVariable(name: "reps", scope: !11, file: !1, line: 25, type: !3)
!19 = !DILocalVariable(name: "a", scope: !11, file: !1, line: 26, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !DILocalVariable(name: "b", scope: !11, file: !1, line: 27, type: !20)
!23 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 29, type: !3)
!24 = distinct !DILexicalBlock(scope: !11, file: !1, line: 29, column: 3)
!25 = !DILocalVariable(name: "r", scope: !26, file: !1, line: 33, type: !3)
!26 = distinct !DILexicalBlock(scope: !11, file: !1, line: 33, column: 3)
!27 = !DILocalVariable(name: "k", scope: !28, file: !1, line: 34, type: !3)
!28 = distinct !DILexicalBlock(scope: !29, file: !1, line: 34, column: 5)
!29 = distinct !DILexicalBlock(scope: !26, file: !1, line: 33, column: 3)
!30 = !DILocalVariable(name: "s", scope: !31, file: !1, line: 37, type: !3)
!31 = distinct !DILexicalBlock(scope: !11, file: !1, line: 37, column: 3)
!32 = !DILocalVariable(name: "off", scope: !11, file: !1, line: 39, type: !3)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 256, elements: !35)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!35 = !{!36}
!36 = !DISubrange(count: 8)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 7, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 1}
!43 = !{!"Debian clang version 14.0.6"}
!44 = !DILocation(line: 0, scope: !11)
!45 = !DILocation(line: 24, column: 16, scope: !11)
!46 = !DILocation(line: 24, column: 11, scope: !11)
!47 = !DILocation(line: 24, column: 27, scope: !11)
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
!61 = distinct !DILocation(line: 24, column: 22, scope: !11)
!62 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !61)
!63 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !61)
!64 = !DILocation(line: 25, column: 19, scope: !11)
!65 = !DILocation(line: 25, column: 14, scope: !11)
!66 = !DILocation(line: 25, column: 30, scope: !11)
!67 = !DILocation(line: 0, scope: !53, inlinedAt: !68)
!68 = distinct !DILocation(line: 25, column: 25, scope: !11)
!69 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !68)
!70 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !68)
!71 = !DILocation(line: 26, column: 39, scope: !11)
!72 = !DILocation(line: 26, column: 37, scope: !11)
!73 = !DILocation(line: 26, column: 15, scope: !11)
!74 = !DILocation(line: 27, column: 15, scope: !11)
!75 = !DILocation(line: 0, scope: !24)
!76 = !DILocation(line: 29, column: 21, scope: !77)
!77 = distinct !DILexicalBlock(scope: !24, file: !1, line: 29, column: 3)
!78 = !DILocation(line: 29, column: 3, scope: !24)
!79 = !DILocation(line: 29, column: 27, scope: !77)
!80 = !DILocation(line: 30, column: 15, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !1, line: 29, column: 31)
!82 = !DILocation(line: 30, column: 12, scope: !81)
!83 = !DILocation(line: 30, column: 21, scope: !81)
!84 = !DILocation(line: 30, column: 10, scope: !81)
!85 = !{!86, !86, i64 0}
!86 = !{!"double", !50, i64 0}
!87 = !DILocation(line: 31, column: 15, scope: !81)
!88 = !DILocation(line: 31, column: 12, scope: !81)
!89 = !DILocation(line: 31, column: 20, scope: !81)
!90 = !DILocation(line: 31, column: 10, scope: !81)
!91 = distinct !{!91, !78, !92, !93, !94}
!92 = !DILocation(line: 32, column: 3, scope: !24)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !{!"llvm.loop.isvectorized", i32 1}
!95 = !DILocation(line: 0, scope: !26)
!96 = !DILocation(line: 33, column: 21, scope: !29)
!97 = !DILocation(line: 33, column: 3, scope: !26)
!98 = !DILocation(line: 30, column: 5, scope: !81)
!99 = !DILocation(line: 31, column: 5, scope: !81)
!100 = distinct !{!100, !78, !92, !93, !101, !94}
!101 = !{!"llvm.loop.unroll.runtime.disable"}
!102 = !DILocation(line: 0, scope: !28)
!103 = !DILocation(line: 35, column: 11, scope: !104)
!104 = distinct !DILexicalBlock(scope: !28, file: !1, line: 34, column: 5)
!105 = !DILocation(line: 12, column: 3, scope: !106, inlinedAt: !115)
!106 = distinct !DILexicalBlock(scope: !107, file: !1, line: 12, column: 3)
!107 = distinct !DISubprogram(name: "lag_add", scope: !1, file: !1, line: 10, type: !108, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{null, !20, !3, !3}
!110 = !{!111, !112, !113, !114}
!111 = !DILocalVariable(name: "a", arg: 1, scope: !107, file: !1, line: 10, type: !20)
!112 = !DILocalVariable(name: "n", arg: 2, scope: !107, file: !1, line: 10, type: !3)
!113 = !DILocalVariable(name: "s", arg: 3, scope: !107, file: !1, line: 10, type: !3)
!114 = !DILocalVariable(name: "i", scope: !106, file: !1, line: 12, type: !3)
!115 = distinct !DILocation(line: 36, column: 9, scope: !116)
!116 = distinct !DILexicalBlock(scope: !104, file: !1, line: 35, column: 11)
!117 = !DILocation(line: 0, scope: !31)
!118 = !DILocation(line: 37, column: 21, scope: !119)
!119 = distinct !DILexicalBlock(scope: !31, file: !1, line: 37, column: 3)
!120 = !DILocation(line: 37, column: 3, scope: !31)
!121 = !DILocation(line: 0, scope: !106, inlinedAt: !115)
!122 = !DILocation(line: 13, column: 5, scope: !123, inlinedAt: !115)
!123 = distinct !DILexicalBlock(scope: !106, file: !1, line: 12, column: 3)
!124 = !DILocation(line: 13, column: 10, scope: !123, inlinedAt: !115)
!125 = !DILocation(line: 12, column: 27, scope: !123, inlinedAt: !115)
!126 = distinct !{!126, !105, !127, !93}
!127 = !DILocation(line: 13, column: 20, scope: !106, inlinedAt: !115)
!128 = distinct !{!128, !129}
!129 = !{!"llvm.loop.unroll.disable"}
!130 = distinct !{!130, !105, !127, !93, !94}
!131 = distinct !{!131, !129}
!132 = !DILocation(line: 13, column: 17, scope: !123, inlinedAt: !115)
!133 = !DILocation(line: 13, column: 13, scope: !123, inlinedAt: !115)
!134 = !DILocation(line: 12, column: 21, scope: !123, inlinedAt: !115)
!135 = distinct !{!135, !105, !127, !93, !101, !94}
!136 = distinct !{!136, !105, !127, !93, !94}
!137 = distinct !{!137, !129}
!138 = distinct !{!138, !105, !127, !93, !101, !94}
!139 = distinct !{!139, !105, !127, !93, !94}
!140 = distinct !{!140, !129}
!141 = distinct !{!141, !105, !127, !93, !101, !94}
!142 = distinct !{!142, !105, !127, !93, !94}
!143 = distinct !{!143, !129}
!144 = distinct !{!144, !105, !127, !93, !101, !94}
!145 = distinct !{!145, !105, !127, !93, !94}
!146 = distinct !{!146, !129}
!147 = distinct !{!147, !105, !127, !93, !101, !94}
!148 = !DILocation(line: 33, column: 30, scope: !29)
!149 = distinct !{!149, !97, !150, !93}
!150 = !DILocation(line: 36, column: 30, scope: !26)
!151 = !DILocation(line: 40, column: 22, scope: !11)
!152 = !DILocation(line: 40, column: 14, scope: !11)
!153 = !DILocation(line: 40, column: 3, scope: !11)
!154 = !DILocation(line: 38, column: 13, scope: !119)
!155 = !DILocation(line: 38, column: 23, scope: !119)
!156 = !DILocalVariable(name: "dst", arg: 1, scope: !157, file: !1, line: 16, type: !20)
!157 = distinct !DISubprogram(name: "blend", scope: !1, file: !1, line: 16, type: !158, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !162)
!158 = !DISubroutineType(types: !159)
!159 = !{null, !20, !160, !3, !21}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!162 = !{!156, !163, !164, !165, !166}
!163 = !DILocalVariable(name: "src", arg: 2, scope: !157, file: !1, line: 16, type: !160)
!164 = !DILocalVariable(name: "n", arg: 3, scope: !157, file: !1, line: 16, type: !3)
!165 = !DILocalVariable(name: "w", arg: 4, scope: !157, file: !1, line: 16, type: !21)
!166 = !DILocalVariable(name: "i", scope: !167, file: !1, line: 18, type: !3)
!167 = distinct !DILexicalBlock(scope: !157, file: !1, line: 18, column: 3)
!168 = !DILocation(line: 0, scope: !157, inlinedAt: !169)
!169 = distinct !DILocation(line: 38, column: 5, scope: !119)
!170 = !DILocation(line: 0, scope: !167, inlinedAt: !169)
!171 = !DILocation(line: 18, column: 21, scope: !172, inlinedAt: !169)
!172 = distinct !DILexicalBlock(scope: !167, file: !1, line: 18, column: 3)
!173 = !DILocation(line: 18, column: 3, scope: !167, inlinedAt: !169)
!174 = !DILocation(line: 18, column: 27, scope: !172, inlinedAt: !169)
!175 = !DILocation(line: 19, column: 14, scope: !172, inlinedAt: !169)
!176 = !{!177}
!177 = distinct !{!177, !178}
!178 = distinct !{!178, !"LVerDomain"}
!179 = !{!180}
!180 = distinct !{!180, !178}
!181 = !DILocation(line: 19, column: 35, scope: !172, inlinedAt: !169)
!182 = !DILocation(line: 19, column: 42, scope: !172, inlinedAt: !169)
!183 = !DILocation(line: 19, column: 33, scope: !172, inlinedAt: !169)
!184 = !DILocation(line: 19, column: 12, scope: !172, inlinedAt: !169)
!185 = distinct !{!185, !173, !186, !93, !94}
!186 = !DILocation(line: 19, column: 44, scope: !167, inlinedAt: !169)
!187 = distinct !{!187, !173, !186, !93, !94}
!188 = !DILocation(line: 37, column: 28, scope: !119)
!189 = distinct !{!189, !120, !190, !93}
!190 = !DILocation(line: 38, column: 31, scope: !31)
!191 = !DILocation(line: 40, column: 25, scope: !11)
!192 = !DILocation(line: 40, column: 32, scope: !11)
!193 = !DILocation(line: 41, column: 8, scope: !11)
!194 = distinct !{!194, !153, !193, !93}
!195 = !DILocation(line: 42, column: 14, scope: !11)
!196 = !DILocation(line: 42, column: 23, scope: !11)
!197 = !DILocation(line: 0, scope: !157, inlinedAt: !198)
!198 = distinct !DILocation(line: 42, column: 3, scope: !11)
!199 = !DILocation(line: 0, scope: !167, inlinedAt: !198)
!200 = !DILocation(line: 18, column: 21, scope: !172, inlinedAt: !198)
!201 = !DILocation(line: 18, column: 3, scope: !167, inlinedAt: !198)
!202 = !DILocation(line: 18, column: 27, scope: !172, inlinedAt: !198)
!203 = !DILocation(line: 19, column: 14, scope: !172, inlinedAt: !198)
!204 = !{!205}
!205 = distinct !{!205, !206}
!206 = distinct !{!206, !"LVerDomain"}
!207 = !{!208}
!208 = distinct !{!208, !206}
!209 = !DILocation(line: 19, column: 35, scope: !172, inlinedAt: !198)
!210 = !DILocation(line: 19, column: 42, scope: !172, inlinedAt: !198)
!211 = !DILocation(line: 19, column: 33, scope: !172, inlinedAt: !198)
!212 = !DILocation(line: 19, column: 12, scope: !172, inlinedAt: !198)
!213 = distinct !{!213, !201, !214, !93, !94}
!214 = !DILocation(line: 19, column: 44, scope: !167, inlinedAt: !198)
!215 = distinct !{!215, !201, !214, !93, !94}
!216 = !DILocation(line: 18, column: 3, scope: !167, inlinedAt: !217)
!217 = distinct !DILocation(line: 43, column: 3, scope: !11)
!218 = !DILocation(line: 18, column: 27, scope: !172, inlinedAt: !217)
!219 = !DILocation(line: 19, column: 14, scope: !172, inlinedAt: !217)
!220 = !DILocation(line: 19, column: 35, scope: !172, inlinedAt: !217)
!221 = !DILocation(line: 19, column: 42, scope: !172, inlinedAt: !217)
!222 = !DILocation(line: 19, column: 33, scope: !172, inlinedAt: !217)
!223 = !DILocation(line: 19, column: 12, scope: !172, inlinedAt: !217)
!224 = distinct !{!224, !216, !225, !93, !94}
!225 = !DILocation(line: 19, column: 44, scope: !167, inlinedAt: !217)
!226 = !DILocation(line: 0, scope: !167, inlinedAt: !217)
!227 = !DILocation(line: 18, column: 21, scope: !172, inlinedAt: !217)
!228 = distinct !{!228, !216, !225, !93, !101, !94}
!229 = !DILocation(line: 44, column: 32, scope: !11)
!230 = !DILocation(line: 44, column: 28, scope: !11)
!231 = !DILocation(line: 44, column: 42, scope: !11)
!232 = !DILocation(line: 44, column: 38, scope: !11)
!233 = !DILocation(line: 44, column: 3, scope: !11)
!234 = !DILocation(line: 45, column: 3, scope: !11)
!235 = !DILocation(line: 46, column: 3, scope: !11)
!236 = !DILocation(line: 48, column: 1, scope: !11)
