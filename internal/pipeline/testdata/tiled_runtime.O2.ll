; ModuleID = 'tiled_runtime.c'
source_filename = "tiled_runtime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [18 x i8] c"usage: %s N M BS\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !39
  %3 = icmp slt i32 %0, 4, !dbg !40
  br i1 %3, label %4, label %8, !dbg !42

4:                                                ; preds = %2
  %5 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !43, !tbaa !45
  %6 = load i8*, i8** %1, align 8, !dbg !49, !tbaa !45
  %7 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %5, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i8* noundef %6) #7, !dbg !50
  br label %315, !dbg !51

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !52
  %10 = load i8*, i8** %9, align 8, !dbg !52, !tbaa !45
  call void @llvm.dbg.value(metadata i8* %10, metadata !53, metadata !DIExpression()) #8, !dbg !61
  %11 = tail call i64 @strtol(i8* nocapture noundef nonnull %10, i8** noundef null, i32 noundef 10) #8, !dbg !63
  %12 = trunc i64 %11 to i32, !dbg !64
  call void @llvm.dbg.value(metadata i32 %12, metadata !24, metadata !DIExpression()), !dbg !39
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !65
  %14 = load i8*, i8** %13, align 8, !dbg !65, !tbaa !45
  call void @llvm.dbg.value(metadata i8* %14, metadata !53, metadata !DIExpression()) #8, !dbg !66
  %15 = tail call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #8, !dbg !68
  %16 = trunc i64 %15 to i32, !dbg !69
  call void @llvm.dbg.value(metadata i32 %16, metadata !25, metadata !DIExpression()), !dbg !39
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !70
  %18 = load i8*, i8** %17, align 8, !dbg !70, !tbaa !45
  call void @llvm.dbg.value(metadata i8* %18, metadata !53, metadata !DIExpression()) #8, !dbg !71
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #8, !dbg !73
  %20 = trunc i64 %19 to i32, !dbg !74
  call void @llvm.dbg.value(metadata i32 %20, metadata !26, metadata !DIExpression()), !dbg !39
  %21 = icmp slt i32 %12, 1, !dbg !75
  %22 = icmp slt i32 %16, 1
  %23 = select i1 %21, i1 true, i1 %22, !dbg !77
  %24 = icmp slt i32 %20, 1
  %25 = select i1 %23, i1 true, i1 %24, !dbg !77
  br i1 %25, label %315, label %26, !dbg !77

26:                                               ; preds = %8
  %27 = and i64 %11, 4294967295, !dbg !78
  %28 = shl nuw nsw i64 %27, 3, !dbg !79
  %29 = and i64 %15, 4294967295, !dbg !80
  %30 = mul i64 %29, %28, !dbg !81
  %31 = tail call noalias i8* @malloc(i64 noundef %30) #8, !dbg !82
  %32 = bitcast i8* %31 to double*, !dbg !82
  call void @llvm.dbg.value(metadata double* %32, metadata !27, metadata !DIExpression()), !dbg !39
  %33 = tail call noalias i8* @malloc(i64 noundef %30) #8, !dbg !83
  %34 = bitcast i8* %33 to double*, !dbg !83
  call void @llvm.dbg.value(metadata double* %34, metadata !30, metadata !DIExpression()), !dbg !39
  %35 = mul nuw nsw i64 %27, %27, !dbg !84
  %36 = tail call noalias i8* @calloc(i64 noundef %35, i64 noundef 8) #8, !dbg !85
  %37 = bitcast i8* %36 to double*, !dbg !85
  call void @llvm.dbg.value(metadata double* %37, metadata !31, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !86
  %38 = mul i32 %16, %12
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !86
  %39 = icmp sgt i32 %38, 0, !dbg !87
  br i1 %39, label %40, label %68, !dbg !89

40:                                               ; preds = %26
  %41 = zext i32 %38 to i64, !dbg !87
  %42 = icmp ult i32 %38, 4, !dbg !89
  br i1 %42, label %64, label %43, !dbg !89

43:                                               ; preds = %40
  %44 = and i64 %41, 4294967292, !dbg !89
  br label %45, !dbg !89

45:                                               ; preds = %45, %43
  %46 = phi i64 [ 0, %43 ], [ %59, %45 ], !dbg !90
  %47 = phi <2 x i32> [ <i32 0, i32 1>, %43 ], [ %60, %45 ], !dbg !91
  %48 = add <2 x i32> %47, <i32 2, i32 2>, !dbg !91
  %49 = urem <2 x i32> %47, <i32 11, i32 11>, !dbg !91
  %50 = urem <2 x i32> %48, <i32 11, i32 11>, !dbg !91
  %51 = sitofp <2 x i32> %49 to <2 x double>, !dbg !92
  %52 = sitofp <2 x i32> %50 to <2 x double>, !dbg !92
  %53 = fmul <2 x double> %51, <double 5.000000e-01, double 5.000000e-01>, !dbg !93
  %54 = fmul <2 x double> %52, <double 5.000000e-01, double 5.000000e-01>, !dbg !93
  %55 = getelementptr inbounds double, double* %32, i64 %46, !dbg !90
  %56 = bitcast double* %55 to <2 x double>*, !dbg !94
  store <2 x double> %53, <2 x double>* %56, align 8, !dbg !94, !tbaa !95
  %57 = getelementptr inbounds double, double* %55, i64 2, !dbg !94
  %58 = bitcast double* %57 to <2 x double>*, !dbg !94
  store <2 x double> %54, <2 x double>* %58, align 8, !dbg !94, !tbaa !95
  %59 = add nuw i64 %46, 4, !dbg !90
  %60 = add <2 x i32> %47, <i32 4, i32 4>, !dbg !91
  %61 = icmp eq i64 %59, %44, !dbg !90
  br i1 %61, label %62, label %45, !dbg !90, !llvm.loop !97

62:                                               ; preds = %45
  %63 = icmp eq i64 %44, %41, !dbg !89
  br i1 %63, label %66, label %64, !dbg !89

64:                                               ; preds = %40, %62
  %65 = phi i64 [ 0, %40 ], [ %44, %62 ]
  br label %186, !dbg !89

66:                                               ; preds = %186, %62
  call void @llvm.dbg.value(metadata i32 %12, metadata !101, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 %16, metadata !108, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 %20, metadata !109, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double* %32, metadata !110, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double* %34, metadata !111, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()), !dbg !125
  %67 = icmp sgt i32 %12, 0, !dbg !126
  br i1 %67, label %68, label %178, !dbg !127

68:                                               ; preds = %26, %66
  %69 = icmp sgt i32 %16, 0
  %70 = shl i64 %19, 32, !dbg !127
  %71 = ashr exact i64 %70, 32, !dbg !127
  %72 = icmp sgt i32 %20, 0
  br label %73, !dbg !127

73:                                               ; preds = %79, %68
  %74 = phi i64 [ 0, %68 ], [ %75, %79 ]
  call void @llvm.dbg.value(metadata i64 %74, metadata !112, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !128
  %75 = add nsw i64 %74, %71
  br i1 %69, label %76, label %79, !dbg !129

76:                                               ; preds = %73, %89
  %77 = phi i64 [ %78, %89 ], [ 0, %73 ]
  call void @llvm.dbg.value(metadata i64 %77, metadata !114, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i64 %74, metadata !117, metadata !DIExpression()), !dbg !130
  %78 = add i64 %77, %71
  br i1 %72, label %86, label %89, !dbg !131

79:                                               ; preds = %89, %73
  call void @llvm.dbg.value(metadata i64 %75, metadata !112, metadata !DIExpression()), !dbg !125
  %80 = icmp slt i64 %75, %27, !dbg !126
  br i1 %80, label %73, label %81, !dbg !127, !llvm.loop !132

81:                                               ; preds = %79
  %82 = icmp ult i64 %27, 4
  %83 = and i64 %11, 3
  %84 = sub nsw i64 %27, %83
  %85 = icmp eq i64 %83, 0
  br label %108, !dbg !134

86:                                               ; preds = %76, %91
  %87 = phi i64 [ %92, %91 ], [ %74, %76 ]
  call void @llvm.dbg.value(metadata i64 %87, metadata !117, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i64 %77, metadata !120, metadata !DIExpression()), !dbg !161
  %88 = mul nsw i64 %87, %29
  br label %96, !dbg !162

89:                                               ; preds = %91, %76
  call void @llvm.dbg.value(metadata i64 %78, metadata !114, metadata !DIExpression()), !dbg !128
  %90 = icmp slt i64 %78, %29, !dbg !163
  br i1 %90, label %76, label %79, !dbg !129, !llvm.loop !164

91:                                               ; preds = %96
  %92 = add nsw i64 %87, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %92, metadata !117, metadata !DIExpression()), !dbg !130
  %93 = icmp slt i64 %92, %75, !dbg !167
  %94 = icmp slt i64 %92, %27, !dbg !168
  %95 = and i1 %93, %94, !dbg !168
  br i1 %95, label %86, label %89, !dbg !131, !llvm.loop !169

96:                                               ; preds = %96, %86
  %97 = phi i64 [ %77, %86 ], [ %104, %96 ]
  call void @llvm.dbg.value(metadata i64 %97, metadata !120, metadata !DIExpression()), !dbg !161
  %98 = add nsw i64 %97, %88, !dbg !171
  %99 = getelementptr inbounds double, double* %32, i64 %98, !dbg !173
  %100 = load double, double* %99, align 8, !dbg !173, !tbaa !95
  %101 = mul nsw i64 %97, %27, !dbg !174
  %102 = add nsw i64 %101, %87, !dbg !175
  %103 = getelementptr inbounds double, double* %34, i64 %102, !dbg !176
  store double %100, double* %103, align 8, !dbg !177, !tbaa !95
  %104 = add nsw i64 %97, 1, !dbg !178
  call void @llvm.dbg.value(metadata i64 %104, metadata !120, metadata !DIExpression()), !dbg !161
  %105 = icmp slt i64 %104, %78, !dbg !179
  %106 = icmp slt i64 %104, %29, !dbg !180
  %107 = and i1 %105, %106, !dbg !180
  br i1 %107, label %96, label %91, !dbg !162, !llvm.loop !181

108:                                              ; preds = %81, %114
  %109 = phi i64 [ %110, %114 ], [ 0, %81 ]
  call void @llvm.dbg.value(metadata i64 %109, metadata !145, metadata !DIExpression()) #8, !dbg !183
  call void @llvm.dbg.value(metadata i32 0, metadata !146, metadata !DIExpression()) #8, !dbg !184
  %110 = add nsw i64 %109, %71
  br label %111, !dbg !185

111:                                              ; preds = %119, %108
  %112 = phi i64 [ 0, %108 ], [ %113, %119 ]
  call void @llvm.dbg.value(metadata i64 %112, metadata !146, metadata !DIExpression()) #8, !dbg !184
  call void @llvm.dbg.value(metadata i64 %109, metadata !149, metadata !DIExpression()) #8, !dbg !186
  %113 = add nsw i64 %112, %71
  br i1 %72, label %116, label %119, !dbg !187

114:                                              ; preds = %119
  call void @llvm.dbg.value(metadata i64 %110, metadata !145, metadata !DIExpression()) #8, !dbg !183
  %115 = icmp slt i64 %110, %27, !dbg !188
  br i1 %115, label %108, label %178, !dbg !134, !llvm.loop !189

116:                                              ; preds = %111, %121
  %117 = phi i64 [ %122, %121 ], [ %109, %111 ]
  call void @llvm.dbg.value(metadata i64 %117, metadata !149, metadata !DIExpression()) #8, !dbg !186
  call void @llvm.dbg.value(metadata i64 %112, metadata !152, metadata !DIExpression()) #8, !dbg !191
  %118 = mul nsw i64 %117, %27
  br label %126, !dbg !192

119:                                              ; preds = %121, %111
  call void @llvm.dbg.value(metadata i64 %113, metadata !146, metadata !DIExpression()) #8, !dbg !184
  %120 = icmp slt i64 %113, %27, !dbg !193
  br i1 %120, label %111, label %114, !dbg !185, !llvm.loop !194

121:                                              ; preds = %162
  %122 = add nsw i64 %117, 1, !dbg !196
  call void @llvm.dbg.value(metadata i64 %122, metadata !149, metadata !DIExpression()) #8, !dbg !186
  %123 = icmp slt i64 %122, %110, !dbg !197
  %124 = icmp slt i64 %122, %27, !dbg !198
  %125 = and i1 %123, %124, !dbg !198
  br i1 %125, label %116, label %119, !dbg !187, !llvm.loop !199

126:                                              ; preds = %162, %116
  %127 = phi i64 [ %112, %116 ], [ %163, %162 ]
  call void @llvm.dbg.value(metadata i64 %127, metadata !152, metadata !DIExpression()) #8, !dbg !191
  %128 = add nsw i64 %127, %118, !dbg !201
  %129 = getelementptr inbounds double, double* %32, i64 %128, !dbg !202
  %130 = load double, double* %129, align 8, !dbg !202, !tbaa !95
  call void @llvm.dbg.value(metadata double %130, metadata !155, metadata !DIExpression()) #8, !dbg !203
  call void @llvm.dbg.value(metadata i32 0, metadata !158, metadata !DIExpression()) #8, !dbg !204
  %131 = mul nsw i64 %127, %27
  br i1 %82, label %160, label %132, !dbg !205

132:                                              ; preds = %126
  %133 = insertelement <2 x double> poison, double %130, i64 0, !dbg !205
  %134 = shufflevector <2 x double> %133, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !205
  %135 = insertelement <2 x double> poison, double %130, i64 0, !dbg !205
  %136 = shufflevector <2 x double> %135, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !205
  br label %137, !dbg !205

137:                                              ; preds = %137, %132
  %138 = phi i64 [ 0, %132 ], [ %157, %137 ], !dbg !206
  %139 = add nsw i64 %138, %131, !dbg !206
  %140 = getelementptr inbounds double, double* %32, i64 %139, !dbg !206
  %141 = bitcast double* %140 to <2 x double>*, !dbg !208
  %142 = load <2 x double>, <2 x double>* %141, align 8, !dbg !208, !tbaa !95
  %143 = getelementptr inbounds double, double* %140, i64 2, !dbg !208
  %144 = bitcast double* %143 to <2 x double>*, !dbg !208
  %145 = load <2 x double>, <2 x double>* %144, align 8, !dbg !208, !tbaa !95
  %146 = add nsw i64 %138, %118, !dbg !206
  %147 = getelementptr inbounds double, double* %37, i64 %146, !dbg !206
  %148 = bitcast double* %147 to <2 x double>*, !dbg !209
  %149 = load <2 x double>, <2 x double>* %148, align 8, !dbg !209, !tbaa !95
  %150 = getelementptr inbounds double, double* %147, i64 2, !dbg !209
  %151 = bitcast double* %150 to <2 x double>*, !dbg !209
  %152 = load <2 x double>, <2 x double>* %151, align 8, !dbg !209, !tbaa !95
  %153 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> %142, <2 x double> %149), !dbg !209
  %154 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %136, <2 x double> %145, <2 x double> %152), !dbg !209
  %155 = bitcast double* %147 to <2 x double>*, !dbg !209
  store <2 x double> %153, <2 x double>* %155, align 8, !dbg !209, !tbaa !95
  %156 = bitcast double* %150 to <2 x double>*, !dbg !209
  store <2 x double> %154, <2 x double>* %156, align 8, !dbg !209, !tbaa !95
  %157 = add nuw i64 %138, 4, !dbg !206
  %158 = icmp eq i64 %157, %84, !dbg !206
  br i1 %158, label %159, label %137, !dbg !206, !llvm.loop !210

159:                                              ; preds = %137
  br i1 %85, label %162, label %160, !dbg !205

160:                                              ; preds = %126, %159
  %161 = phi i64 [ 0, %126 ], [ %84, %159 ]
  br label %167, !dbg !205

162:                                              ; preds = %167, %159
  %163 = add nsw i64 %127, 1, !dbg !212
  call void @llvm.dbg.value(metadata i64 %163, metadata !152, metadata !DIExpression()) #8, !dbg !191
  %164 = icmp slt i64 %163, %113, !dbg !213
  %165 = icmp slt i64 %163, %27, !dbg !214
  %166 = and i1 %164, %165, !dbg !214
  br i1 %166, label %126, label %121, !dbg !192, !llvm.loop !215

167:                                              ; preds = %160, %167
  %168 = phi i64 [ %176, %167 ], [ %161, %160 ]
  call void @llvm.dbg.value(metadata i64 %168, metadata !158, metadata !DIExpression()) #8, !dbg !204
  %169 = add nsw i64 %168, %131, !dbg !217
  %170 = getelementptr inbounds double, double* %32, i64 %169, !dbg !208
  %171 = load double, double* %170, align 8, !dbg !208, !tbaa !95
  %172 = add nsw i64 %168, %118, !dbg !218
  %173 = getelementptr inbounds double, double* %37, i64 %172, !dbg !219
  %174 = load double, double* %173, align 8, !dbg !209, !tbaa !95
  %175 = tail call double @llvm.fmuladd.f64(double %130, double %171, double %174) #8, !dbg !209
  store double %175, double* %173, align 8, !dbg !209, !tbaa !95
  %176 = add nuw nsw i64 %168, 1, !dbg !206
  call void @llvm.dbg.value(metadata i64 %176, metadata !158, metadata !DIExpression()) #8, !dbg !204
  %177 = icmp eq i64 %176, %27, !dbg !220
  br i1 %177, label %162, label %167, !dbg !205, !llvm.loop !221

178:                                              ; preds = %114, %66
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !223
  br i1 %39, label %179, label %210, !dbg !224

179:                                              ; preds = %178
  %180 = zext i32 %38 to i64, !dbg !225
  %181 = add nsw i64 %180, -1, !dbg !224
  %182 = and i64 %180, 7, !dbg !224
  %183 = icmp ult i64 %181, 7, !dbg !224
  br i1 %183, label %195, label %184, !dbg !224

184:                                              ; preds = %179
  %185 = and i64 %180, 4294967288, !dbg !224
  br label %221, !dbg !224

186:                                              ; preds = %64, %186
  %187 = phi i64 [ %193, %186 ], [ %65, %64 ]
  call void @llvm.dbg.value(metadata i64 %187, metadata !32, metadata !DIExpression()), !dbg !86
  %188 = trunc i64 %187 to i32, !dbg !91
  %189 = urem i32 %188, 11, !dbg !91
  %190 = sitofp i32 %189 to double, !dbg !92
  %191 = fmul double %190, 5.000000e-01, !dbg !93
  %192 = getelementptr inbounds double, double* %32, i64 %187, !dbg !227
  store double %191, double* %192, align 8, !dbg !94, !tbaa !95
  %193 = add nuw nsw i64 %187, 1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %193, metadata !32, metadata !DIExpression()), !dbg !86
  %194 = icmp eq i64 %193, %41, !dbg !87
  br i1 %194, label %66, label %186, !dbg !89, !llvm.loop !228

195:                                              ; preds = %221, %179
  %196 = phi double [ undef, %179 ], [ %255, %221 ]
  %197 = phi i64 [ 0, %179 ], [ %256, %221 ]
  %198 = phi double [ 0.000000e+00, %179 ], [ %255, %221 ]
  %199 = icmp eq i64 %182, 0, !dbg !224
  br i1 %199, label %210, label %200, !dbg !224

200:                                              ; preds = %195, %200
  %201 = phi i64 [ %207, %200 ], [ %197, %195 ]
  %202 = phi double [ %206, %200 ], [ %198, %195 ]
  %203 = phi i64 [ %208, %200 ], [ 0, %195 ]
  call void @llvm.dbg.value(metadata i64 %201, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata double %202, metadata !34, metadata !DIExpression()), !dbg !39
  %204 = getelementptr inbounds double, double* %34, i64 %201, !dbg !229
  %205 = load double, double* %204, align 8, !dbg !229, !tbaa !95
  %206 = fadd double %202, %205, !dbg !230
  call void @llvm.dbg.value(metadata double %206, metadata !34, metadata !DIExpression()), !dbg !39
  %207 = add nuw nsw i64 %201, 1, !dbg !231
  call void @llvm.dbg.value(metadata i64 %207, metadata !35, metadata !DIExpression()), !dbg !223
  %208 = add i64 %203, 1, !dbg !224
  %209 = icmp eq i64 %208, %182, !dbg !224
  br i1 %209, label %210, label %200, !dbg !224, !llvm.loop !232

210:                                              ; preds = %195, %200, %178
  %211 = phi double [ 0.000000e+00, %178 ], [ %196, %195 ], [ %206, %200 ], !dbg !39
  %212 = mul i32 %12, %12
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double %211, metadata !34, metadata !DIExpression()), !dbg !39
  %213 = icmp eq i32 %212, 0, !dbg !235
  br i1 %213, label %274, label %214, !dbg !237

214:                                              ; preds = %210
  %215 = zext i32 %212 to i64, !dbg !235
  %216 = add nsw i64 %215, -1, !dbg !237
  %217 = and i64 %215, 7, !dbg !237
  %218 = icmp ult i64 %216, 7, !dbg !237
  br i1 %218, label %259, label %219, !dbg !237

219:                                              ; preds = %214
  %220 = and i64 %215, 4294967288, !dbg !237
  br label %277, !dbg !237

221:                                              ; preds = %221, %184
  %222 = phi i64 [ 0, %184 ], [ %256, %221 ]
  %223 = phi double [ 0.000000e+00, %184 ], [ %255, %221 ]
  %224 = phi i64 [ 0, %184 ], [ %257, %221 ]
  call void @llvm.dbg.value(metadata i64 %222, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata double %223, metadata !34, metadata !DIExpression()), !dbg !39
  %225 = getelementptr inbounds double, double* %34, i64 %222, !dbg !229
  %226 = load double, double* %225, align 8, !dbg !229, !tbaa !95
  %227 = fadd double %223, %226, !dbg !230
  call void @llvm.dbg.value(metadata double %227, metadata !34, metadata !DIExpression()), !dbg !39
  %228 = or i64 %222, 1, !dbg !231
  call void @llvm.dbg.value(metadata i64 %228, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i64 %228, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata double %227, metadata !34, metadata !DIExpression()), !dbg !39
  %229 = getelementptr inbounds double, double* %34, i64 %228, !dbg !229
  %230 = load double, double* %229, align 8, !dbg !229, !tbaa !95
  %231 = fadd double %227, %230, !dbg !230
  call void @llvm.dbg.value(metadata double %231, metadata !34, metadata !DIExpression()), !dbg !39
  %232 = or i64 %222, 2, !dbg !231
  call void @llvm.dbg.value(metadata i64 %232, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i64 %232, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata double %231, metadata !34, metadata !DIExpression()), !dbg !39
  %233 = getelementptr inbounds double, double* %34, i64 %232, !dbg !229
  %234 = load double, double* %233, align 8, !dbg !229, !tbaa !95
  %235 = fadd double %231, %234, !dbg !230
  call void @llvm.dbg.value(metadata double %235, metadata !34, metadata !DIExpression()), !dbg !39
  %236 = or i64 %222, 3, !dbg !231
  call void @llvm.dbg.value(metadata i64 %236, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i64 %236, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata double %235, metadata !34, metadata !DIExpression()), !dbg !39
  %237 = getelementptr inbounds double, double* %34, i64 %236, !dbg !229
  %238 = load double, double* %237, align 8, !dbg !229, !tbaa !95
  %239 = fadd double %235, %238, !dbg !230
  call void @llvm.dbg.value(metadata double %239, metadata !34, metadata !DIExpression()), !dbg !39
  %240 = or i64 %222, 4, !dbg !231
  call void @llvm.dbg.value(metadata i64 %240, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i64 %240, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata double %239, metadata !34, metadata !DIExpression()), !dbg !39
  %241 = getelementptr inbounds double, double* %34, i64 %240, !dbg !229
  %242 = load double, double* %241, align 8, !dbg !229, !tbaa !95
  %243 = fadd double %239, %242, !dbg !230
  call void @llvm.dbg.value(metadata double %243, metadata !34, metadata !DIExpression()), !dbg !39
  %244 = or i64 %222, 5, !dbg !231
  call void @llvm.dbg.value(metadata i64 %244, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i64 %244, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata double %243, metadata !34, metadata !DIExpression()), !dbg !39
  %245 = getelementptr inbounds double, double* %34, i64 %244, !dbg !229
  %246 = load double, double* %245, align 8, !dbg !229, !tbaa !95
  %247 = fadd double %243, %246, !dbg !230
  call void @llvm.dbg.value(metadata double %247, metadata !34, metadata !DIExpression()), !dbg !39
  %248 = or i64 %222, 6, !dbg !231
  call void @llvm.dbg.value(metadata i64 %248, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i64 %248, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata double %247, metadata !34, metadata !DIExpression()), !dbg !39
  %249 = getelementptr inbounds double, double* %34, i64 %248, !dbg !229
  %250 = load double, double* %249, align 8, !dbg !229, !tbaa !95
  %251 = fadd double %247, %250, !dbg !230
  call void @llvm.dbg.value(metadata double %251, metadata !34, metadata !DIExpression()), !dbg !39
  %252 = or i64 %222, 7, !dbg !231
  call void @llvm.dbg.value(metadata i64 %252, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i64 %252, metadata !35, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata double %251, metadata !34, metadata !DIExpression()), !dbg !39
  %253 = getelementptr inbounds double, double* %34, i64 %252, !dbg !229
  %254 = load double, double* %253, align 8, !dbg !229, !tbaa !95
  %255 = fadd double %251, %254, !dbg !230
  call void @llvm.dbg.value(metadata double %255, metadata !34, metadata !DIExpression()), !dbg !39
  %256 = add nuw nsw i64 %222, 8, !dbg !231
  call void @llvm.dbg.value(metadata i64 %256, metadata !35, metadata !DIExpression()), !dbg !223
  %257 = add i64 %224, 8, !dbg !224
  %258 = icmp eq i64 %257, %185, !dbg !224
  br i1 %258, label %195, label %221, !dbg !224, !llvm.loop !238

259:                                              ; preds = %277, %214
  %260 = phi double [ undef, %214 ], [ %311, %277 ]
  %261 = phi i64 [ 0, %214 ], [ %312, %277 ]
  %262 = phi double [ %211, %214 ], [ %311, %277 ]
  %263 = icmp eq i64 %217, 0, !dbg !237
  br i1 %263, label %274, label %264, !dbg !237

264:                                              ; preds = %259, %264
  %265 = phi i64 [ %271, %264 ], [ %261, %259 ]
  %266 = phi double [ %270, %264 ], [ %262, %259 ]
  %267 = phi i64 [ %272, %264 ], [ 0, %259 ]
  call void @llvm.dbg.value(metadata i64 %265, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double %266, metadata !34, metadata !DIExpression()), !dbg !39
  %268 = getelementptr inbounds double, double* %37, i64 %265, !dbg !240
  %269 = load double, double* %268, align 8, !dbg !240, !tbaa !95
  %270 = fadd double %266, %269, !dbg !241
  call void @llvm.dbg.value(metadata double %270, metadata !34, metadata !DIExpression()), !dbg !39
  %271 = add nuw nsw i64 %265, 1, !dbg !242
  call void @llvm.dbg.value(metadata i64 %271, metadata !37, metadata !DIExpression()), !dbg !234
  %272 = add i64 %267, 1, !dbg !237
  %273 = icmp eq i64 %272, %217, !dbg !237
  br i1 %273, label %274, label %264, !dbg !237, !llvm.loop !243

274:                                              ; preds = %259, %264, %210
  %275 = phi double [ %211, %210 ], [ %260, %259 ], [ %270, %264 ], !dbg !39
  %276 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %275), !dbg !244
  tail call void @free(i8* noundef %31) #8, !dbg !245
  tail call void @free(i8* noundef %33) #8, !dbg !246
  tail call void @free(i8* noundef %36) #8, !dbg !247
  br label %315

277:                                              ; preds = %277, %219
  %278 = phi i64 [ 0, %219 ], [ %312, %277 ]
  %279 = phi double [ %211, %219 ], [ %311, %277 ]
  %280 = phi i64 [ 0, %219 ], [ %313, %277 ]
  call void @llvm.dbg.value(metadata i64 %278, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double %279, metadata !34, metadata !DIExpression()), !dbg !39
  %281 = getelementptr inbounds double, double* %37, i64 %278, !dbg !240
  %282 = load double, double* %281, align 8, !dbg !240, !tbaa !95
  %283 = fadd double %279, %282, !dbg !241
  call void @llvm.dbg.value(metadata double %283, metadata !34, metadata !DIExpression()), !dbg !39
  %284 = or i64 %278, 1, !dbg !242
  call void @llvm.dbg.value(metadata i64 %284, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata i64 %284, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double %283, metadata !34, metadata !DIExpression()), !dbg !39
  %285 = getelementptr inbounds double, double* %37, i64 %284, !dbg !240
  %286 = load double, double* %285, align 8, !dbg !240, !tbaa !95
  %287 = fadd double %283, %286, !dbg !241
  call void @llvm.dbg.value(metadata double %287, metadata !34, metadata !DIExpression()), !dbg !39
  %288 = or i64 %278, 2, !dbg !242
  call void @llvm.dbg.value(metadata i64 %288, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata i64 %288, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double %287, metadata !34, metadata !DIExpression()), !dbg !39
  %289 = getelementptr inbounds double, double* %37, i64 %288, !dbg !240
  %290 = load double, double* %289, align 8, !dbg !240, !tbaa !95
  %291 = fadd double %287, %290, !dbg !241
  call void @llvm.dbg.value(metadata double %291, metadata !34, metadata !DIExpression()), !dbg !39
  %292 = or i64 %278, 3, !dbg !242
  call void @llvm.dbg.value(metadata i64 %292, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata i64 %292, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double %291, metadata !34, metadata !DIExpression()), !dbg !39
  %293 = getelementptr inbounds double, double* %37, i64 %292, !dbg !240
  %294 = load double, double* %293, align 8, !dbg !240, !tbaa !95
  %295 = fadd double %291, %294, !dbg !241
  call void @llvm.dbg.value(metadata double %295, metadata !34, metadata !DIExpression()), !dbg !39
  %296 = or i64 %278, 4, !dbg !242
  call void @llvm.dbg.value(metadata i64 %296, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata i64 %296, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double %295, metadata !34, metadata !DIExpression()), !dbg !39
  %297 = getelementptr inbounds double, double* %37, i64 %296, !dbg !240
  %298 = load double, double* %297, align 8, !dbg !240, !tbaa !95
  %299 = fadd double %295, %298, !dbg !241
  call void @llvm.dbg.value(metadata double %299, metadata !34, metadata !DIExpression()), !dbg !39
  %300 = or i64 %278, 5, !dbg !242
  call void @llvm.dbg.value(metadata i64 %300, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata i64 %300, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double %299, metadata !34, metadata !DIExpression()), !dbg !39
  %301 = getelementptr inbounds double, double* %37, i64 %300, !dbg !240
  %302 = load double, double* %301, align 8, !dbg !240, !tbaa !95
  %303 = fadd double %299, %302, !dbg !241
  call void @llvm.dbg.value(metadata double %303, metadata !34, metadata !DIExpression()), !dbg !39
  %304 = or i64 %278, 6, !dbg !242
  call void @llvm.dbg.value(metadata i64 %304, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata i64 %304, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double %303, metadata !34, metadata !DIExpression()), !dbg !39
  %305 = getelementptr inbounds double, double* %37, i64 %304, !dbg !240
  %306 = load double, double* %305, align 8, !dbg !240, !tbaa !95
  %307 = fadd double %303, %306, !dbg !241
  call void @llvm.dbg.value(metadata double %307, metadata !34, metadata !DIExpression()), !dbg !39
  %308 = or i64 %278, 7, !dbg !242
  call void @llvm.dbg.value(metadata i64 %308, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata i64 %308, metadata !37, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double %307, metadata !34, metadata !DIExpression()), !dbg !39
  %309 = getelementptr inbounds double, double* %37, i64 %308, !dbg !240
  %310 = load double, double* %309, align 8, !dbg !240, !tbaa !95
  %311 = fadd double %307, %310, !dbg !241
  call void @llvm.dbg.value(metadata double %311, metadata !34, metadata !DIExpression()), !dbg !39
  %312 = add nuw nsw i64 %278, 8, !dbg !242
  call void @llvm.dbg.value(metadata i64 %312, metadata !37, metadata !DIExpression()), !dbg !234
  %313 = add i64 %280, 8, !dbg !237
  %314 = icmp eq i64 %313, %220, !dbg !237
  br i1 %314, label %259, label %277, !dbg !237, !llvm.loop !248

315:                                              ; preds = %274, %8, %4
  %316 = phi i32 [ 1, %4 ], [ 0, %274 ], [ 1, %8 ], !dbg !39
  ret i32 %316, !dbg !250
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

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
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { cold }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tiled_runtime.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "3a2083d4dea2d1a17830090d2664808e")
!2 = !{!3, !6, !7, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !19, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !26, !27, !30, !31, !32, !34, !35, !37}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 28, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 28, type: !7)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 33, type: !6)
!25 = !DILocalVariable(name: "m", scope: !18, file: !1, line: 33, type: !6)
!26 = !DILocalVariable(name: "bs", scope: !18, file: !1, line: 33, type: !6)
!27 = !DILocalVariable(name: "a", scope: !18, file: !1, line: 36, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !DILocalVariable(name: "t", scope: !18, file: !1, line: 37, type: !28)
!31 = !DILocalVariable(name: "c", scope: !18, file: !1, line: 38, type: !28)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 39, type: !6)
!33 = distinct !DILexicalBlock(scope: !18, file: !1, line: 39, column: 3)
!34 = !DILocalVariable(name: "s", scope: !18, file: !1, line: 43, type: !29)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 44, type: !6)
!36 = distinct !DILexicalBlock(scope: !18, file: !1, line: 44, column: 3)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 46, type: !6)
!38 = distinct !DILexicalBlock(scope: !18, file: !1, line: 46, column: 3)
!39 = !DILocation(line: 0, scope: !18)
!40 = !DILocation(line: 29, column: 12, scope: !41)
!41 = distinct !DILexicalBlock(scope: !18, file: !1, line: 29, column: 7)
!42 = !DILocation(line: 29, column: 7, scope: !18)
!43 = !DILocation(line: 30, column: 13, scope: !44)
!44 = distinct !DILexicalBlock(scope: !41, file: !1, line: 29, column: 17)
!45 = !{!46, !46, i64 0}
!46 = !{!"any pointer", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 30, column: 43, scope: !44)
!50 = !DILocation(line: 30, column: 5, scope: !44)
!51 = !DILocation(line: 31, column: 5, scope: !44)
!52 = !DILocation(line: 33, column: 16, scope: !18)
!53 = !DILocalVariable(name: "__nptr", arg: 1, scope: !54, file: !55, line: 362, type: !58)
!54 = distinct !DISubprogram(name: "atoi", scope: !55, file: !55, line: 362, type: !56, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!55 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!56 = !DISubroutineType(types: !57)
!57 = !{!6, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!60 = !{!53}
!61 = !DILocation(line: 0, scope: !54, inlinedAt: !62)
!62 = distinct !DILocation(line: 33, column: 11, scope: !18)
!63 = !DILocation(line: 364, column: 16, scope: !54, inlinedAt: !62)
!64 = !DILocation(line: 364, column: 10, scope: !54, inlinedAt: !62)
!65 = !DILocation(line: 33, column: 35, scope: !18)
!66 = !DILocation(line: 0, scope: !54, inlinedAt: !67)
!67 = distinct !DILocation(line: 33, column: 30, scope: !18)
!68 = !DILocation(line: 364, column: 16, scope: !54, inlinedAt: !67)
!69 = !DILocation(line: 364, column: 10, scope: !54, inlinedAt: !67)
!70 = !DILocation(line: 33, column: 55, scope: !18)
!71 = !DILocation(line: 0, scope: !54, inlinedAt: !72)
!72 = distinct !DILocation(line: 33, column: 50, scope: !18)
!73 = !DILocation(line: 364, column: 16, scope: !54, inlinedAt: !72)
!74 = !DILocation(line: 364, column: 10, scope: !54, inlinedAt: !72)
!75 = !DILocation(line: 34, column: 9, scope: !76)
!76 = distinct !DILexicalBlock(scope: !18, file: !1, line: 34, column: 7)
!77 = !DILocation(line: 34, column: 13, scope: !76)
!78 = !DILocation(line: 36, column: 39, scope: !18)
!79 = !DILocation(line: 36, column: 37, scope: !18)
!80 = !DILocation(line: 36, column: 43, scope: !18)
!81 = !DILocation(line: 36, column: 41, scope: !18)
!82 = !DILocation(line: 36, column: 15, scope: !18)
!83 = !DILocation(line: 37, column: 15, scope: !18)
!84 = !DILocation(line: 38, column: 32, scope: !18)
!85 = !DILocation(line: 38, column: 15, scope: !18)
!86 = !DILocation(line: 0, scope: !33)
!87 = !DILocation(line: 39, column: 21, scope: !88)
!88 = distinct !DILexicalBlock(scope: !33, file: !1, line: 39, column: 3)
!89 = !DILocation(line: 39, column: 3, scope: !33)
!90 = !DILocation(line: 39, column: 31, scope: !88)
!91 = !DILocation(line: 40, column: 15, scope: !88)
!92 = !DILocation(line: 40, column: 12, scope: !88)
!93 = !DILocation(line: 40, column: 21, scope: !88)
!94 = !DILocation(line: 40, column: 10, scope: !88)
!95 = !{!96, !96, i64 0}
!96 = !{!"double", !47, i64 0}
!97 = distinct !{!97, !89, !98, !99, !100}
!98 = !DILocation(line: 40, column: 23, scope: !33)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !{!"llvm.loop.isvectorized", i32 1}
!101 = !DILocalVariable(name: "n", arg: 1, scope: !102, file: !1, line: 9, type: !6)
!102 = distinct !DISubprogram(name: "transpose", scope: !1, file: !1, line: 9, type: !103, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !107)
!103 = !DISubroutineType(types: !104)
!104 = !{null, !6, !6, !6, !105, !28}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!107 = !{!101, !108, !109, !110, !111, !112, !114, !117, !120}
!108 = !DILocalVariable(name: "m", arg: 2, scope: !102, file: !1, line: 9, type: !6)
!109 = !DILocalVariable(name: "bs", arg: 3, scope: !102, file: !1, line: 9, type: !6)
!110 = !DILocalVariable(name: "a", arg: 4, scope: !102, file: !1, line: 9, type: !105)
!111 = !DILocalVariable(name: "t", arg: 5, scope: !102, file: !1, line: 9, type: !28)
!112 = !DILocalVariable(name: "ii", scope: !113, file: !1, line: 10, type: !6)
!113 = distinct !DILexicalBlock(scope: !102, file: !1, line: 10, column: 3)
!114 = !DILocalVariable(name: "jj", scope: !115, file: !1, line: 11, type: !6)
!115 = distinct !DILexicalBlock(scope: !116, file: !1, line: 11, column: 5)
!116 = distinct !DILexicalBlock(scope: !113, file: !1, line: 10, column: 3)
!117 = !DILocalVariable(name: "i", scope: !118, file: !1, line: 12, type: !6)
!118 = distinct !DILexicalBlock(scope: !119, file: !1, line: 12, column: 7)
!119 = distinct !DILexicalBlock(scope: !115, file: !1, line: 11, column: 5)
!120 = !DILocalVariable(name: "j", scope: !121, file: !1, line: 13, type: !6)
!121 = distinct !DILexicalBlock(scope: !122, file: !1, line: 13, column: 9)
!122 = distinct !DILexicalBlock(scope: !118, file: !1, line: 12, column: 7)
!123 = !DILocation(line: 0, scope: !102, inlinedAt: !124)
!124 = distinct !DILocation(line: 41, column: 3, scope: !18)
!125 = !DILocation(line: 0, scope: !113, inlinedAt: !124)
!126 = !DILocation(line: 10, column: 23, scope: !116, inlinedAt: !124)
!127 = !DILocation(line: 10, column: 3, scope: !113, inlinedAt: !124)
!128 = !DILocation(line: 0, scope: !115, inlinedAt: !124)
!129 = !DILocation(line: 11, column: 5, scope: !115, inlinedAt: !124)
!130 = !DILocation(line: 0, scope: !118, inlinedAt: !124)
!131 = !DILocation(line: 12, column: 7, scope: !118, inlinedAt: !124)
!132 = distinct !{!132, !127, !133, !99}
!133 = !DILocation(line: 14, column: 37, scope: !113, inlinedAt: !124)
!134 = !DILocation(line: 18, column: 3, scope: !135, inlinedAt: !160)
!135 = distinct !DILexicalBlock(scope: !136, file: !1, line: 18, column: 3)
!136 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 17, type: !137, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !6, !6, !105, !105, !28}
!139 = !{!140, !141, !142, !143, !144, !145, !146, !149, !152, !155, !158}
!140 = !DILocalVariable(name: "n", arg: 1, scope: !136, file: !1, line: 17, type: !6)
!141 = !DILocalVariable(name: "bs", arg: 2, scope: !136, file: !1, line: 17, type: !6)
!142 = !DILocalVariable(name: "a", arg: 3, scope: !136, file: !1, line: 17, type: !105)
!143 = !DILocalVariable(name: "b", arg: 4, scope: !136, file: !1, line: 17, type: !105)
!144 = !DILocalVariable(name: "c", arg: 5, scope: !136, file: !1, line: 17, type: !28)
!145 = !DILocalVariable(name: "ii", scope: !135, file: !1, line: 18, type: !6)
!146 = !DILocalVariable(name: "kk", scope: !147, file: !1, line: 19, type: !6)
!147 = distinct !DILexicalBlock(scope: !148, file: !1, line: 19, column: 5)
!148 = distinct !DILexicalBlock(scope: !135, file: !1, line: 18, column: 3)
!149 = !DILocalVariable(name: "i", scope: !150, file: !1, line: 20, type: !6)
!150 = distinct !DILexicalBlock(scope: !151, file: !1, line: 20, column: 7)
!151 = distinct !DILexicalBlock(scope: !147, file: !1, line: 19, column: 5)
!152 = !DILocalVariable(name: "k", scope: !153, file: !1, line: 21, type: !6)
!153 = distinct !DILexicalBlock(scope: !154, file: !1, line: 21, column: 9)
!154 = distinct !DILexicalBlock(scope: !150, file: !1, line: 20, column: 7)
!155 = !DILocalVariable(name: "x", scope: !156, file: !1, line: 22, type: !29)
!156 = distinct !DILexicalBlock(scope: !157, file: !1, line: 21, column: 53)
!157 = distinct !DILexicalBlock(scope: !153, file: !1, line: 21, column: 9)
!158 = !DILocalVariable(name: "j", scope: !159, file: !1, line: 23, type: !6)
!159 = distinct !DILexicalBlock(scope: !156, file: !1, line: 23, column: 11)
!160 = distinct !DILocation(line: 42, column: 3, scope: !18)
!161 = !DILocation(line: 0, scope: !121, inlinedAt: !124)
!162 = !DILocation(line: 13, column: 9, scope: !121, inlinedAt: !124)
!163 = !DILocation(line: 11, column: 25, scope: !119, inlinedAt: !124)
!164 = distinct !{!164, !129, !165, !99}
!165 = !DILocation(line: 14, column: 37, scope: !115, inlinedAt: !124)
!166 = !DILocation(line: 12, column: 47, scope: !122, inlinedAt: !124)
!167 = !DILocation(line: 12, column: 26, scope: !122, inlinedAt: !124)
!168 = !DILocation(line: 12, column: 36, scope: !122, inlinedAt: !124)
!169 = distinct !{!169, !131, !170, !99}
!170 = !DILocation(line: 14, column: 37, scope: !118, inlinedAt: !124)
!171 = !DILocation(line: 14, column: 34, scope: !172, inlinedAt: !124)
!172 = distinct !DILexicalBlock(scope: !121, file: !1, line: 13, column: 9)
!173 = !DILocation(line: 14, column: 26, scope: !172, inlinedAt: !124)
!174 = !DILocation(line: 14, column: 15, scope: !172, inlinedAt: !124)
!175 = !DILocation(line: 14, column: 19, scope: !172, inlinedAt: !124)
!176 = !DILocation(line: 14, column: 11, scope: !172, inlinedAt: !124)
!177 = !DILocation(line: 14, column: 24, scope: !172, inlinedAt: !124)
!178 = !DILocation(line: 13, column: 49, scope: !172, inlinedAt: !124)
!179 = !DILocation(line: 13, column: 28, scope: !172, inlinedAt: !124)
!180 = !DILocation(line: 13, column: 38, scope: !172, inlinedAt: !124)
!181 = distinct !{!181, !162, !182, !99}
!182 = !DILocation(line: 14, column: 37, scope: !121, inlinedAt: !124)
!183 = !DILocation(line: 0, scope: !135, inlinedAt: !160)
!184 = !DILocation(line: 0, scope: !147, inlinedAt: !160)
!185 = !DILocation(line: 19, column: 5, scope: !147, inlinedAt: !160)
!186 = !DILocation(line: 0, scope: !150, inlinedAt: !160)
!187 = !DILocation(line: 20, column: 7, scope: !150, inlinedAt: !160)
!188 = !DILocation(line: 18, column: 23, scope: !148, inlinedAt: !160)
!189 = distinct !{!189, !134, !190, !99}
!190 = !DILocation(line: 25, column: 9, scope: !135, inlinedAt: !160)
!191 = !DILocation(line: 0, scope: !153, inlinedAt: !160)
!192 = !DILocation(line: 21, column: 9, scope: !153, inlinedAt: !160)
!193 = !DILocation(line: 19, column: 25, scope: !151, inlinedAt: !160)
!194 = distinct !{!194, !185, !195, !99}
!195 = !DILocation(line: 25, column: 9, scope: !147, inlinedAt: !160)
!196 = !DILocation(line: 20, column: 47, scope: !154, inlinedAt: !160)
!197 = !DILocation(line: 20, column: 26, scope: !154, inlinedAt: !160)
!198 = !DILocation(line: 20, column: 36, scope: !154, inlinedAt: !160)
!199 = distinct !{!199, !187, !200, !99}
!200 = !DILocation(line: 25, column: 9, scope: !150, inlinedAt: !160)
!201 = !DILocation(line: 22, column: 30, scope: !156, inlinedAt: !160)
!202 = !DILocation(line: 22, column: 22, scope: !156, inlinedAt: !160)
!203 = !DILocation(line: 0, scope: !156, inlinedAt: !160)
!204 = !DILocation(line: 0, scope: !159, inlinedAt: !160)
!205 = !DILocation(line: 23, column: 11, scope: !159, inlinedAt: !160)
!206 = !DILocation(line: 23, column: 35, scope: !207, inlinedAt: !160)
!207 = distinct !DILexicalBlock(scope: !159, file: !1, line: 23, column: 11)
!208 = !DILocation(line: 24, column: 33, scope: !207, inlinedAt: !160)
!209 = !DILocation(line: 24, column: 26, scope: !207, inlinedAt: !160)
!210 = distinct !{!210, !205, !211, !99, !100}
!211 = !DILocation(line: 24, column: 44, scope: !159, inlinedAt: !160)
!212 = !DILocation(line: 21, column: 49, scope: !157, inlinedAt: !160)
!213 = !DILocation(line: 21, column: 28, scope: !157, inlinedAt: !160)
!214 = !DILocation(line: 21, column: 38, scope: !157, inlinedAt: !160)
!215 = distinct !{!215, !192, !216, !99}
!216 = !DILocation(line: 25, column: 9, scope: !153, inlinedAt: !160)
!217 = !DILocation(line: 24, column: 41, scope: !207, inlinedAt: !160)
!218 = !DILocation(line: 24, column: 21, scope: !207, inlinedAt: !160)
!219 = !DILocation(line: 24, column: 13, scope: !207, inlinedAt: !160)
!220 = !DILocation(line: 23, column: 29, scope: !207, inlinedAt: !160)
!221 = distinct !{!221, !205, !211, !99, !222, !100}
!222 = !{!"llvm.loop.unroll.runtime.disable"}
!223 = !DILocation(line: 0, scope: !36)
!224 = !DILocation(line: 44, column: 3, scope: !36)
!225 = !DILocation(line: 44, column: 21, scope: !226)
!226 = distinct !DILexicalBlock(scope: !36, file: !1, line: 44, column: 3)
!227 = !DILocation(line: 40, column: 5, scope: !88)
!228 = distinct !{!228, !89, !98, !99, !222, !100}
!229 = !DILocation(line: 45, column: 10, scope: !226)
!230 = !DILocation(line: 45, column: 7, scope: !226)
!231 = !DILocation(line: 44, column: 31, scope: !226)
!232 = distinct !{!232, !233}
!233 = !{!"llvm.loop.unroll.disable"}
!234 = !DILocation(line: 0, scope: !38)
!235 = !DILocation(line: 46, column: 21, scope: !236)
!236 = distinct !DILexicalBlock(scope: !38, file: !1, line: 46, column: 3)
!237 = !DILocation(line: 46, column: 3, scope: !38)
!238 = distinct !{!238, !224, !239, !99}
!239 = !DILocation(line: 45, column: 13, scope: !36)
!240 = !DILocation(line: 47, column: 10, scope: !236)
!241 = !DILocation(line: 47, column: 7, scope: !236)
!242 = !DILocation(line: 46, column: 31, scope: !236)
!243 = distinct !{!243, !233}
!244 = !DILocation(line: 48, column: 3, scope: !18)
!245 = !DILocation(line: 49, column: 3, scope: !18)
!246 = !DILocation(line: 50, column: 3, scope: !18)
!247 = !DILocation(line: 51, column: 3, scope: !18)
!248 = distinct !{!248, !237, !249, !99}
!249 = !DILocation(line: 47, column: 13, scope: !38)
!250 = !DILocation(line: 53, column: 1, scope: !18)
