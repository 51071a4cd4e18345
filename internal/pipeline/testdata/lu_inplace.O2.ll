; ModuleID = 'lu_inplace.c'
source_filename = "lu_inplace.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 100, metadata !21, metadata !DIExpression()), !dbg !33
  %3 = icmp sgt i32 %0, 1, !dbg !34
  br i1 %3, label %4, label %9, !dbg !36

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !37
  %6 = load i8*, i8** %5, align 8, !dbg !37, !tbaa !38
  call void @llvm.dbg.value(metadata i8* %6, metadata !42, metadata !DIExpression()) #7, !dbg !50
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !52
  %8 = trunc i64 %7 to i32, !dbg !53
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !33
  br label %9, !dbg !54

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %8, %4 ], [ 100, %2 ], !dbg !33
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !33
  %11 = sext i32 %10 to i64, !dbg !55
  %12 = shl nsw i64 %11, 3, !dbg !56
  %13 = mul i64 %12, %11, !dbg !57
  %14 = tail call noalias i8* @malloc(i64 noundef %13) #7, !dbg !58
  %15 = bitcast i8* %14 to double*, !dbg !58
  call void @llvm.dbg.value(metadata double* %15, metadata !22, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !59
  %16 = icmp sgt i32 %10, 0, !dbg !60
  br i1 %16, label %17, label %262, !dbg !61

17:                                               ; preds = %9
  %18 = sitofp i32 %10 to double
  %19 = fadd double %18, 1.000000e+00
  %20 = zext i32 %10 to i64, !dbg !60
  %21 = add nsw i64 %20, -1, !dbg !61
  %22 = and i64 %20, 1
  %23 = icmp eq i64 %21, 0
  %24 = and i64 %20, 4294967294
  %25 = icmp eq i64 %22, 0
  br label %26, !dbg !61

26:                                               ; preds = %214, %17
  %27 = phi i64 [ 0, %17 ], [ %28, %214 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !25, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !62
  %28 = add nuw nsw i64 %27, 1
  %29 = mul nsw i64 %27, %11
  br i1 %23, label %201, label %216, !dbg !63

30:                                               ; preds = %214
  call void @llvm.dbg.value(metadata i32 %10, metadata !64, metadata !DIExpression()) #7, !dbg !80
  call void @llvm.dbg.value(metadata double* %15, metadata !69, metadata !DIExpression()) #7, !dbg !80
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()) #7, !dbg !82
  br i1 %16, label %31, label %262, !dbg !83

31:                                               ; preds = %30
  %32 = zext i32 %10 to i64, !dbg !83
  %33 = shl nuw nsw i64 %20, 3, !dbg !84
  %34 = add nuw nsw i64 %33, 8, !dbg !84
  %35 = shl nuw nsw i64 %20, 3, !dbg !85
  %36 = shl nuw nsw i64 %20, 3, !dbg !83
  %37 = shl nuw nsw i64 %20, 3, !dbg !86
  %38 = sub nsw i64 0, %32
  br label %42, !dbg !83

39:                                               ; preds = %168, %50
  %40 = phi i64 [ %51, %50 ], [ %63, %168 ], !dbg !83
  call void @llvm.dbg.value(metadata i64 %48, metadata !70, metadata !DIExpression()) #7, !dbg !82
  %41 = icmp eq i64 %48, %32, !dbg !87
  br i1 %41, label %195, label %42, !dbg !83, !llvm.loop !88

42:                                               ; preds = %39, %31
  %43 = phi i64 [ 0, %31 ], [ %48, %39 ]
  %44 = phi i64 [ 1, %31 ], [ %40, %39 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !70, metadata !DIExpression()) #7, !dbg !82
  %45 = mul i64 %37, %43, !dbg !86
  %46 = add i64 %36, %45, !dbg !86
  %47 = getelementptr i8, i8* %14, i64 %46, !dbg !86
  %48 = add nuw nsw i64 %43, 1, !dbg !86
  call void @llvm.dbg.value(metadata i64 %48, metadata !72, metadata !DIExpression()) #7, !dbg !91
  %49 = icmp ult i64 %48, %32, !dbg !92
  br i1 %49, label %52, label %50, !dbg !84

50:                                               ; preds = %42
  %51 = add nuw nsw i64 %44, 1, !dbg !83
  br label %39, !dbg !84

52:                                               ; preds = %42
  %53 = mul i64 %43, %20, !dbg !86
  %54 = add i64 %53, 1, !dbg !86
  %55 = trunc i64 %43 to i32
  %56 = mul nuw nsw i64 %43, %32
  %57 = mul nsw i32 %10, %55
  %58 = sext i32 %57 to i64
  %59 = add nsw i64 %43, %58
  %60 = getelementptr inbounds double, double* %15, i64 %59
  %61 = add nuw nsw i64 %44, %56
  %62 = getelementptr inbounds double, double* %15, i64 %61
  %63 = add nuw nsw i64 %44, 1
  %64 = icmp eq i64 %63, %32
  %65 = mul i64 %34, %44, !dbg !84
  %66 = add i64 %65, 8, !dbg !84
  %67 = shl i64 %44, 3, !dbg !84
  %68 = add i64 %67, 8, !dbg !84
  %69 = mul i64 %68, %20, !dbg !84
  %70 = mul i64 %44, %20, !dbg !84
  %71 = add i64 %43, %70, !dbg !84
  %72 = shl i64 %71, 3, !dbg !84
  %73 = add i64 %72, 8, !dbg !84
  %74 = add i64 %44, %54, !dbg !84
  %75 = shl i64 %74, 3, !dbg !84
  %76 = getelementptr i8, i8* %14, i64 %75, !dbg !84
  %77 = xor i64 %44, -1, !dbg !84
  %78 = add i64 %77, %20, !dbg !84
  %79 = icmp ult i64 %78, 4
  %80 = and i64 %78, -4
  %81 = add i64 %63, %80
  %82 = icmp eq i64 %78, %80
  br label %83, !dbg !84

83:                                               ; preds = %168, %52
  %84 = phi i64 [ %171, %168 ], [ 0, %52 ]
  %85 = phi i64 [ %169, %168 ], [ %44, %52 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !72, metadata !DIExpression()) #7, !dbg !91
  %86 = mul i64 %35, %84, !dbg !85
  %87 = add i64 %66, %86, !dbg !85
  %88 = getelementptr i8, i8* %14, i64 %87, !dbg !85
  %89 = add i64 %69, %86, !dbg !85
  %90 = getelementptr i8, i8* %14, i64 %89, !dbg !85
  %91 = add i64 %72, %86, !dbg !85
  %92 = getelementptr i8, i8* %14, i64 %91, !dbg !85
  %93 = add i64 %73, %86, !dbg !85
  %94 = getelementptr i8, i8* %14, i64 %93, !dbg !85
  %95 = load double, double* %60, align 8, !dbg !85, !tbaa !93
  %96 = mul nuw nsw i64 %85, %32, !dbg !95
  %97 = add nuw nsw i64 %96, %43, !dbg !96
  %98 = getelementptr inbounds double, double* %15, i64 %97, !dbg !97
  %99 = load double, double* %98, align 8, !dbg !98, !tbaa !93
  %100 = fdiv double %99, %95, !dbg !98
  store double %100, double* %98, align 8, !dbg !98, !tbaa !93
  call void @llvm.dbg.value(metadata i64 %44, metadata !76, metadata !DIExpression()) #7, !dbg !99
  %101 = load double, double* %62, align 8, !dbg !100, !tbaa !93
  %102 = add nuw nsw i64 %44, %96, !dbg !102
  %103 = getelementptr inbounds double, double* %15, i64 %102, !dbg !103
  %104 = load double, double* %103, align 8, !dbg !104, !tbaa !93
  %105 = fneg double %100, !dbg !104
  %106 = tail call double @llvm.fmuladd.f64(double %105, double %101, double %104) #7, !dbg !104
  store double %106, double* %103, align 8, !dbg !104, !tbaa !93
  call void @llvm.dbg.value(metadata i64 %63, metadata !76, metadata !DIExpression()) #7, !dbg !99
  br i1 %64, label %168, label %107, !dbg !105, !llvm.loop !106

107:                                              ; preds = %83
  br i1 %79, label %148, label %108, !dbg !105

108:                                              ; preds = %107
  %109 = icmp ult i8* %88, %94, !dbg !105
  %110 = icmp ult i8* %92, %90, !dbg !105
  %111 = and i1 %109, %110, !dbg !105
  %112 = icmp ult i8* %88, %47, !dbg !105
  %113 = icmp ult i8* %76, %90, !dbg !105
  %114 = and i1 %112, %113, !dbg !105
  %115 = or i1 %111, %114, !dbg !105
  br i1 %115, label %148, label %116, !dbg !105

116:                                              ; preds = %108
  %117 = load double, double* %98, align 8, !tbaa !93, !alias.scope !108
  %118 = insertelement <2 x double> poison, double %117, i64 0
  %119 = shufflevector <2 x double> %118, <2 x double> poison, <2 x i32> zeroinitializer
  %120 = insertelement <2 x double> poison, double %117, i64 0
  %121 = shufflevector <2 x double> %120, <2 x double> poison, <2 x i32> zeroinitializer
  %122 = fneg <2 x double> %119
  %123 = fneg <2 x double> %121
  br label %124, !dbg !105

124:                                              ; preds = %124, %116
  %125 = phi i64 [ 0, %116 ], [ %145, %124 ]
  %126 = add i64 %63, %125
  %127 = add nuw nsw i64 %126, %56, !dbg !111
  %128 = getelementptr inbounds double, double* %15, i64 %127, !dbg !100
  %129 = bitcast double* %128 to <2 x double>*, !dbg !100
  %130 = load <2 x double>, <2 x double>* %129, align 8, !dbg !100, !tbaa !93, !alias.scope !112
  %131 = getelementptr inbounds double, double* %128, i64 2, !dbg !100
  %132 = bitcast double* %131 to <2 x double>*, !dbg !100
  %133 = load <2 x double>, <2 x double>* %132, align 8, !dbg !100, !tbaa !93, !alias.scope !112
  %134 = add nuw nsw i64 %126, %96, !dbg !102
  %135 = getelementptr inbounds double, double* %15, i64 %134, !dbg !103
  %136 = bitcast double* %135 to <2 x double>*, !dbg !104
  %137 = load <2 x double>, <2 x double>* %136, align 8, !dbg !104, !tbaa !93, !alias.scope !114, !noalias !116
  %138 = getelementptr inbounds double, double* %135, i64 2, !dbg !104
  %139 = bitcast double* %138 to <2 x double>*, !dbg !104
  %140 = load <2 x double>, <2 x double>* %139, align 8, !dbg !104, !tbaa !93, !alias.scope !114, !noalias !116
  %141 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %122, <2 x double> %130, <2 x double> %137), !dbg !104
  %142 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %123, <2 x double> %133, <2 x double> %140), !dbg !104
  %143 = bitcast double* %135 to <2 x double>*, !dbg !104
  store <2 x double> %141, <2 x double>* %143, align 8, !dbg !104, !tbaa !93, !alias.scope !114, !noalias !116
  %144 = bitcast double* %138 to <2 x double>*, !dbg !104
  store <2 x double> %142, <2 x double>* %144, align 8, !dbg !104, !tbaa !93, !alias.scope !114, !noalias !116
  %145 = add nuw i64 %125, 4
  %146 = icmp eq i64 %145, %80
  br i1 %146, label %147, label %124, !llvm.loop !117

147:                                              ; preds = %124
  br i1 %82, label %168, label %148, !dbg !105

148:                                              ; preds = %108, %107, %147
  %149 = phi i64 [ %63, %108 ], [ %63, %107 ], [ %81, %147 ]
  %150 = sub i64 %32, %149, !dbg !105
  %151 = xor i64 %149, -1, !dbg !105
  %152 = and i64 %150, 1, !dbg !105
  %153 = icmp eq i64 %152, 0, !dbg !105
  br i1 %153, label %165, label %154, !dbg !105

154:                                              ; preds = %148
  %155 = load double, double* %98, align 8, !dbg !119, !tbaa !93
  call void @llvm.dbg.value(metadata i64 %149, metadata !76, metadata !DIExpression()) #7, !dbg !99
  %156 = add nuw nsw i64 %149, %56, !dbg !111
  %157 = getelementptr inbounds double, double* %15, i64 %156, !dbg !100
  %158 = load double, double* %157, align 8, !dbg !100, !tbaa !93
  %159 = add nuw nsw i64 %149, %96, !dbg !102
  %160 = getelementptr inbounds double, double* %15, i64 %159, !dbg !103
  %161 = load double, double* %160, align 8, !dbg !104, !tbaa !93
  %162 = fneg double %155, !dbg !104
  %163 = tail call double @llvm.fmuladd.f64(double %162, double %158, double %161) #7, !dbg !104
  store double %163, double* %160, align 8, !dbg !104, !tbaa !93
  %164 = add nuw nsw i64 %149, 1, !dbg !120
  call void @llvm.dbg.value(metadata i64 %164, metadata !76, metadata !DIExpression()) #7, !dbg !99
  br label %165, !dbg !105

165:                                              ; preds = %154, %148
  %166 = phi i64 [ %149, %148 ], [ %164, %154 ]
  %167 = icmp eq i64 %151, %38, !dbg !105
  br i1 %167, label %168, label %172, !dbg !105

168:                                              ; preds = %165, %172, %147, %83
  %169 = add nuw nsw i64 %85, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %169, metadata !72, metadata !DIExpression()) #7, !dbg !91
  %170 = icmp eq i64 %169, %32, !dbg !92
  %171 = add i64 %84, 1, !dbg !84
  br i1 %170, label %39, label %83, !dbg !84, !llvm.loop !122

172:                                              ; preds = %165, %172
  %173 = phi i64 [ %193, %172 ], [ %166, %165 ]
  %174 = load double, double* %98, align 8, !dbg !119, !tbaa !93
  call void @llvm.dbg.value(metadata i64 %173, metadata !76, metadata !DIExpression()) #7, !dbg !99
  %175 = add nuw nsw i64 %173, %56, !dbg !111
  %176 = getelementptr inbounds double, double* %15, i64 %175, !dbg !100
  %177 = load double, double* %176, align 8, !dbg !100, !tbaa !93
  %178 = add nuw nsw i64 %173, %96, !dbg !102
  %179 = getelementptr inbounds double, double* %15, i64 %178, !dbg !103
  %180 = load double, double* %179, align 8, !dbg !104, !tbaa !93
  %181 = fneg double %174, !dbg !104
  %182 = tail call double @llvm.fmuladd.f64(double %181, double %177, double %180) #7, !dbg !104
  store double %182, double* %179, align 8, !dbg !104, !tbaa !93
  %183 = add nuw nsw i64 %173, 1, !dbg !120
  call void @llvm.dbg.value(metadata i64 %183, metadata !76, metadata !DIExpression()) #7, !dbg !99
  %184 = load double, double* %98, align 8, !dbg !119, !tbaa !93
  call void @llvm.dbg.value(metadata i64 %183, metadata !76, metadata !DIExpression()) #7, !dbg !99
  %185 = add nuw nsw i64 %183, %56, !dbg !111
  %186 = getelementptr inbounds double, double* %15, i64 %185, !dbg !100
  %187 = load double, double* %186, align 8, !dbg !100, !tbaa !93
  %188 = add nuw nsw i64 %183, %96, !dbg !102
  %189 = getelementptr inbounds double, double* %15, i64 %188, !dbg !103
  %190 = load double, double* %189, align 8, !dbg !104, !tbaa !93
  %191 = fneg double %184, !dbg !104
  %192 = tail call double @llvm.fmuladd.f64(double %191, double %187, double %190) #7, !dbg !104
  store double %192, double* %189, align 8, !dbg !104, !tbaa !93
  %193 = add nuw nsw i64 %173, 2, !dbg !120
  call void @llvm.dbg.value(metadata i64 %193, metadata !76, metadata !DIExpression()) #7, !dbg !99
  %194 = icmp eq i64 %193, %32, !dbg !124
  br i1 %194, label %168, label %172, !dbg !105, !llvm.loop !125

195:                                              ; preds = %39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !126
  br i1 %16, label %196, label %262, !dbg !127

196:                                              ; preds = %195
  %197 = and i64 %32, 3, !dbg !127
  %198 = icmp ult i64 %21, 3, !dbg !127
  br i1 %198, label %243, label %199, !dbg !127

199:                                              ; preds = %196
  %200 = and i64 %32, 4294967292, !dbg !127
  br label %265, !dbg !127

201:                                              ; preds = %236, %26
  %202 = phi i64 [ 0, %26 ], [ %240, %236 ]
  br i1 %25, label %214, label %203, !dbg !128

203:                                              ; preds = %201
  call void @llvm.dbg.value(metadata i64 %202, metadata !27, metadata !DIExpression()), !dbg !62
  %204 = icmp eq i64 %27, %202, !dbg !130
  br i1 %204, label %210, label %205, !dbg !128

205:                                              ; preds = %203
  %206 = add nuw nsw i64 %28, %202, !dbg !131
  %207 = trunc i64 %206 to i32, !dbg !132
  %208 = sitofp i32 %207 to double, !dbg !132
  %209 = fdiv double 1.000000e+00, %208, !dbg !133
  br label %210, !dbg !128

210:                                              ; preds = %205, %203
  %211 = phi double [ %209, %205 ], [ %19, %203 ], !dbg !128
  %212 = add nsw i64 %202, %29, !dbg !134
  %213 = getelementptr inbounds double, double* %15, i64 %212, !dbg !135
  store double %211, double* %213, align 8, !dbg !136, !tbaa !93
  call void @llvm.dbg.value(metadata i64 %202, metadata !27, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !62
  br label %214, !dbg !60

214:                                              ; preds = %201, %210
  call void @llvm.dbg.value(metadata i64 %28, metadata !25, metadata !DIExpression()), !dbg !59
  %215 = icmp eq i64 %28, %20, !dbg !60
  br i1 %215, label %30, label %26, !dbg !61, !llvm.loop !137

216:                                              ; preds = %26, %236
  %217 = phi i64 [ %240, %236 ], [ 0, %26 ]
  %218 = phi i64 [ %241, %236 ], [ 0, %26 ]
  call void @llvm.dbg.value(metadata i64 %217, metadata !27, metadata !DIExpression()), !dbg !62
  %219 = icmp eq i64 %27, %217, !dbg !130
  br i1 %219, label %225, label %220, !dbg !128

220:                                              ; preds = %216
  %221 = add nuw nsw i64 %28, %217, !dbg !131
  %222 = trunc i64 %221 to i32, !dbg !132
  %223 = sitofp i32 %222 to double, !dbg !132
  %224 = fdiv double 1.000000e+00, %223, !dbg !133
  br label %225, !dbg !128

225:                                              ; preds = %216, %220
  %226 = phi double [ %224, %220 ], [ %19, %216 ], !dbg !128
  %227 = add nsw i64 %217, %29, !dbg !134
  %228 = getelementptr inbounds double, double* %15, i64 %227, !dbg !135
  store double %226, double* %228, align 8, !dbg !136, !tbaa !93
  %229 = or i64 %217, 1, !dbg !139
  call void @llvm.dbg.value(metadata i64 %229, metadata !27, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 %229, metadata !27, metadata !DIExpression()), !dbg !62
  %230 = icmp eq i64 %27, %229, !dbg !130
  br i1 %230, label %236, label %231, !dbg !128

231:                                              ; preds = %225
  %232 = add nuw nsw i64 %28, %229, !dbg !131
  %233 = trunc i64 %232 to i32, !dbg !132
  %234 = sitofp i32 %233 to double, !dbg !132
  %235 = fdiv double 1.000000e+00, %234, !dbg !133
  br label %236, !dbg !128

236:                                              ; preds = %231, %225
  %237 = phi double [ %235, %231 ], [ %19, %225 ], !dbg !128
  %238 = add nsw i64 %229, %29, !dbg !134
  %239 = getelementptr inbounds double, double* %15, i64 %238, !dbg !135
  store double %237, double* %239, align 8, !dbg !136, !tbaa !93
  %240 = add nuw nsw i64 %217, 2, !dbg !139
  call void @llvm.dbg.value(metadata i64 %240, metadata !27, metadata !DIExpression()), !dbg !62
  %241 = add i64 %218, 2, !dbg !63
  %242 = icmp eq i64 %241, %24, !dbg !63
  br i1 %242, label %201, label %216, !dbg !63, !llvm.loop !140

243:                                              ; preds = %265, %196
  %244 = phi double [ undef, %196 ], [ %299, %265 ]
  %245 = phi i64 [ 0, %196 ], [ %300, %265 ]
  %246 = phi double [ 0.000000e+00, %196 ], [ %299, %265 ]
  %247 = icmp eq i64 %197, 0, !dbg !127
  br i1 %247, label %262, label %248, !dbg !127

248:                                              ; preds = %243, %248
  %249 = phi i64 [ %259, %248 ], [ %245, %243 ]
  %250 = phi double [ %258, %248 ], [ %246, %243 ]
  %251 = phi i64 [ %260, %248 ], [ 0, %243 ]
  %252 = trunc i64 %249 to i32
  call void @llvm.dbg.value(metadata i64 %249, metadata !31, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %250, metadata !30, metadata !DIExpression()), !dbg !33
  %253 = mul nsw i32 %10, %252, !dbg !142
  %254 = sext i32 %253 to i64, !dbg !144
  %255 = add nsw i64 %249, %254, !dbg !144
  %256 = getelementptr inbounds double, double* %15, i64 %255, !dbg !145
  %257 = load double, double* %256, align 8, !dbg !145, !tbaa !93
  %258 = fadd double %250, %257, !dbg !146
  call void @llvm.dbg.value(metadata double %258, metadata !30, metadata !DIExpression()), !dbg !33
  %259 = add nuw nsw i64 %249, 1, !dbg !147
  call void @llvm.dbg.value(metadata i64 %259, metadata !31, metadata !DIExpression()), !dbg !126
  %260 = add i64 %251, 1, !dbg !127
  %261 = icmp eq i64 %260, %197, !dbg !127
  br i1 %261, label %262, label %248, !dbg !127, !llvm.loop !148

262:                                              ; preds = %243, %248, %9, %30, %195
  %263 = phi double [ 0.000000e+00, %195 ], [ 0.000000e+00, %30 ], [ 0.000000e+00, %9 ], [ %244, %243 ], [ %258, %248 ], !dbg !33
  %264 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %263), !dbg !150
  tail call void @free(i8* noundef %14) #7, !dbg !151
  ret i32 0, !dbg !152

265:                                              ; preds = %265, %199
  %266 = phi i64 [ 0, %199 ], [ %300, %265 ]
  %267 = phi double [ 0.000000e+00, %199 ], [ %299, %265 ]
  %268 = phi i64 [ 0, %199 ], [ %301, %265 ]
  %269 = trunc i64 %266 to i32
  call void @llvm.dbg.value(metadata i64 %266, metadata !31, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %267, metadata !30, metadata !DIExpression()), !dbg !33
  %270 = mul nsw i32 %10, %269, !dbg !142
  %271 = sext i32 %270 to i64, !dbg !144
  %272 = add nsw i64 %266, %271, !dbg !144
  %273 = getelementptr inbounds double, double* %15, i64 %272, !dbg !145
  %274 = load double, double* %273, align 8, !dbg !145, !tbaa !93
  %275 = fadd double %267, %274, !dbg !146
  call void @llvm.dbg.value(metadata double %275, metadata !30, metadata !DIExpression()), !dbg !33
  %276 = or i64 %266, 1, !dbg !147
  call void @llvm.dbg.value(metadata i64 %276, metadata !31, metadata !DIExpression()), !dbg !126
  %277 = trunc i64 %276 to i32
  call void @llvm.dbg.value(metadata i64 %276, metadata !31, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %275, metadata !30, metadata !DIExpression()), !dbg !33
  %278 = mul nsw i32 %10, %277, !dbg !142
  %279 = sext i32 %278 to i64, !dbg !144
  %280 = add nsw i64 %276, %279, !dbg !144
  %281 = getelementptr inbounds double, double* %15, i64 %280, !dbg !145
  %282 = load double, double* %281, align 8, !dbg !145, !tbaa !93
  %283 = fadd double %275, %282, !dbg !146
  call void @llvm.dbg.value(metadata double %283, metadata !30, metadata !DIExpression()), !dbg !33
  %284 = or i64 %266, 2, !dbg !147
  call void @llvm.dbg.value(metadata i64 %284, metadata !31, metadata !DIExpression()), !dbg !126
  %285 = trunc i64 %284 to i32
  call void @llvm.dbg.value(metadata i64 %284, metadata !31, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %283, metadata !30, metadata !DIExpression()), !dbg !33
  %286 = mul nsw i32 %10, %285, !dbg !142
  %287 = sext i32 %286 to i64, !dbg !144
  %288 = add nsw i64 %284, %287, !dbg !144
  %289 = getelementptr inbounds double, double* %15, i64 %288, !dbg !145
  %290 = load double, double* %289, align 8, !dbg !145, !tbaa !93
  %291 = fadd double %283, %290, !dbg !146
  call void @llvm.dbg.value(metadata double %291, metadata !30, metadata !DIExpression()), !dbg !33
  %292 = or i64 %266, 3, !dbg !147
  call void @llvm.dbg.value(metadata i64 %292, metadata !31, metadata !DIExpression()), !dbg !126
  %293 = trunc i64 %292 to i32
  call void @llvm.dbg.value(metadata i64 %292, metadata !31, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %291, metadata !30, metadata !DIExpression()), !dbg !33
  %294 = mul nsw i32 %10, %293, !dbg !142
  %295 = sext i32 %294 to i64, !dbg !144
  %296 = add nsw i64 %292, %295, !dbg !144
  %297 = getelementptr inbounds double, double* %15, i64 %296, !dbg !145
  %298 = load double, double* %297, align 8, !dbg !145, !tbaa !93
  %299 = fadd double %291, %298, !dbg !146
  call void @llvm.dbg.value(metadata double %299, metadata !30, metadata !DIExpression()), !dbg !33
  %300 = add nuw nsw i64 %266, 4, !dbg !147
  call void @llvm.dbg.value(metadata i64 %300, metadata !31, metadata !DIExpression()), !dbg !126
  %301 = add i64 %268, 4, !dbg !127
  %302 = icmp eq i64 %301, %200, !dbg !127
  br i1 %302, label %243, label %265, !dbg !127, !llvm.loop !153
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
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lu_inplace.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "cae12945a5d3ebb7078ca697b11e7b4a")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !16, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !25, !27, !30, !31}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 18, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 18, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 19, type: !3)
!22 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 21, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 22, type: !3)
!26 = distinct !DILexicalBlock(scope: !15, file: !1, line: 22, column: 3)
!27 = !DILocalVariable(name: "j", scope: !28, file: !1, line: 23, type: !3)
!28 = distinct !DILexicalBlock(scope: !29, file: !1, line: 23, column: 5)
!29 = distinct !DILexicalBlock(scope: !26, file: !1, line: 22, column: 3)
!30 = !DILocalVariable(name: "tr", scope: !15, file: !1, line: 26, type: !24)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 27, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 27, column: 3)
!33 = !DILocation(line: 0, scope: !15)
!34 = !DILocation(line: 20, column: 12, scope: !35)
!35 = distinct !DILexicalBlock(scope: !15, file: !1, line: 20, column: 7)
!36 = !DILocation(line: 20, column: 7, scope: !15)
!37 = !DILocation(line: 20, column: 26, scope: !35)
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocalVariable(name: "__nptr", arg: 1, scope: !43, file: !44, line: 362, type: !47)
!43 = distinct !DISubprogram(name: "atoi", scope: !44, file: !44, line: 362, type: !45, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !49)
!44 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!45 = !DISubroutineType(types: !46)
!46 = !{!3, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!49 = !{!42}
!50 = !DILocation(line: 0, scope: !43, inlinedAt: !51)
!51 = distinct !DILocation(line: 20, column: 21, scope: !35)
!52 = !DILocation(line: 364, column: 16, scope: !43, inlinedAt: !51)
!53 = !DILocation(line: 364, column: 10, scope: !43, inlinedAt: !51)
!54 = !DILocation(line: 20, column: 17, scope: !35)
!55 = !DILocation(line: 21, column: 39, scope: !15)
!56 = !DILocation(line: 21, column: 37, scope: !15)
!57 = !DILocation(line: 21, column: 41, scope: !15)
!58 = !DILocation(line: 21, column: 15, scope: !15)
!59 = !DILocation(line: 0, scope: !26)
!60 = !DILocation(line: 22, column: 21, scope: !29)
!61 = !DILocation(line: 22, column: 3, scope: !26)
!62 = !DILocation(line: 0, scope: !28)
!63 = !DILocation(line: 23, column: 5, scope: !28)
!64 = !DILocalVariable(name: "n", arg: 1, scope: !65, file: !1, line: 8, type: !3)
!65 = distinct !DISubprogram(name: "lu", scope: !1, file: !1, line: 8, type: !66, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !3, !23}
!68 = !{!64, !69, !70, !72, !76}
!69 = !DILocalVariable(name: "a", arg: 2, scope: !65, file: !1, line: 8, type: !23)
!70 = !DILocalVariable(name: "k", scope: !71, file: !1, line: 9, type: !3)
!71 = distinct !DILexicalBlock(scope: !65, file: !1, line: 9, column: 3)
!72 = !DILocalVariable(name: "i", scope: !73, file: !1, line: 10, type: !3)
!73 = distinct !DILexicalBlock(scope: !74, file: !1, line: 10, column: 5)
!74 = distinct !DILexicalBlock(scope: !75, file: !1, line: 9, column: 31)
!75 = distinct !DILexicalBlock(scope: !71, file: !1, line: 9, column: 3)
!76 = !DILocalVariable(name: "j", scope: !77, file: !1, line: 12, type: !3)
!77 = distinct !DILexicalBlock(scope: !78, file: !1, line: 12, column: 7)
!78 = distinct !DILexicalBlock(scope: !79, file: !1, line: 10, column: 37)
!79 = distinct !DILexicalBlock(scope: !73, file: !1, line: 10, column: 5)
!80 = !DILocation(line: 0, scope: !65, inlinedAt: !81)
!81 = distinct !DILocation(line: 25, column: 3, scope: !15)
!82 = !DILocation(line: 0, scope: !71, inlinedAt: !81)
!83 = !DILocation(line: 9, column: 3, scope: !71, inlinedAt: !81)
!84 = !DILocation(line: 10, column: 5, scope: !73, inlinedAt: !81)
!85 = !DILocation(line: 11, column: 23, scope: !78, inlinedAt: !81)
!86 = !DILocation(line: 10, column: 20, scope: !73, inlinedAt: !81)
!87 = !DILocation(line: 9, column: 21, scope: !75, inlinedAt: !81)
!88 = distinct !{!88, !83, !89, !90}
!89 = !DILocation(line: 15, column: 3, scope: !71, inlinedAt: !81)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 0, scope: !73, inlinedAt: !81)
!92 = !DILocation(line: 10, column: 27, scope: !79, inlinedAt: !81)
!93 = !{!94, !94, i64 0}
!94 = !{!"double", !40, i64 0}
!95 = !DILocation(line: 11, column: 11, scope: !78, inlinedAt: !81)
!96 = !DILocation(line: 11, column: 15, scope: !78, inlinedAt: !81)
!97 = !DILocation(line: 11, column: 7, scope: !78, inlinedAt: !81)
!98 = !DILocation(line: 11, column: 20, scope: !78, inlinedAt: !81)
!99 = !DILocation(line: 0, scope: !77, inlinedAt: !81)
!100 = !DILocation(line: 13, column: 40, scope: !101, inlinedAt: !81)
!101 = distinct !DILexicalBlock(scope: !77, file: !1, line: 12, column: 7)
!102 = !DILocation(line: 13, column: 17, scope: !101, inlinedAt: !81)
!103 = !DILocation(line: 13, column: 9, scope: !101, inlinedAt: !81)
!104 = !DILocation(line: 13, column: 22, scope: !101, inlinedAt: !81)
!105 = !DILocation(line: 12, column: 7, scope: !77, inlinedAt: !81)
!106 = distinct !{!106, !105, !107, !90}
!107 = !DILocation(line: 13, column: 51, scope: !77, inlinedAt: !81)
!108 = !{!109}
!109 = distinct !{!109, !110}
!110 = distinct !{!110, !"LVerDomain"}
!111 = !DILocation(line: 13, column: 48, scope: !101, inlinedAt: !81)
!112 = !{!113}
!113 = distinct !{!113, !110}
!114 = !{!115}
!115 = distinct !{!115, !110}
!116 = !{!109, !113}
!117 = distinct !{!117, !105, !107, !90, !118}
!118 = !{!"llvm.loop.isvectorized", i32 1}
!119 = !DILocation(line: 13, column: 25, scope: !101, inlinedAt: !81)
!120 = !DILocation(line: 12, column: 35, scope: !101, inlinedAt: !81)
!121 = !DILocation(line: 10, column: 33, scope: !79, inlinedAt: !81)
!122 = distinct !{!122, !84, !123, !90}
!123 = !DILocation(line: 14, column: 5, scope: !73, inlinedAt: !81)
!124 = !DILocation(line: 12, column: 29, scope: !101, inlinedAt: !81)
!125 = distinct !{!125, !105, !107, !90, !118}
!126 = !DILocation(line: 0, scope: !32)
!127 = !DILocation(line: 27, column: 3, scope: !32)
!128 = !DILocation(line: 24, column: 22, scope: !129)
!129 = distinct !DILexicalBlock(scope: !28, file: !1, line: 23, column: 5)
!130 = !DILocation(line: 24, column: 25, scope: !129)
!131 = !DILocation(line: 24, column: 56, scope: !129)
!132 = !DILocation(line: 24, column: 49, scope: !129)
!133 = !DILocation(line: 24, column: 47, scope: !129)
!134 = !DILocation(line: 24, column: 15, scope: !129)
!135 = !DILocation(line: 24, column: 7, scope: !129)
!136 = !DILocation(line: 24, column: 20, scope: !129)
!137 = distinct !{!137, !61, !138, !90}
!138 = !DILocation(line: 24, column: 59, scope: !26)
!139 = !DILocation(line: 23, column: 29, scope: !129)
!140 = distinct !{!140, !63, !141, !90}
!141 = !DILocation(line: 24, column: 59, scope: !28)
!142 = !DILocation(line: 27, column: 41, scope: !143)
!143 = distinct !DILexicalBlock(scope: !32, file: !1, line: 27, column: 3)
!144 = !DILocation(line: 27, column: 45, scope: !143)
!145 = !DILocation(line: 27, column: 37, scope: !143)
!146 = !DILocation(line: 27, column: 34, scope: !143)
!147 = !DILocation(line: 27, column: 27, scope: !143)
!148 = distinct !{!148, !149}
!149 = !{!"llvm.loop.unroll.disable"}
!150 = !DILocation(line: 28, column: 3, scope: !15)
!151 = !DILocation(line: 29, column: 3, scope: !15)
!152 = !DILocation(line: 31, column: 1, scope: !15)
!153 = distinct !{!153, !127, !154, !90}
!154 = !DILocation(line: 27, column: 48, scope: !32)
