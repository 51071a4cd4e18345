; ModuleID = 'clamp_window.c'
source_filename = "clamp_window.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !42
  %3 = icmp sgt i32 %0, 1, !dbg !43
  br i1 %3, label %4, label %27, !dbg !44

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !45
  %6 = load i8*, i8** %5, align 8, !dbg !45, !tbaa !46
  call void @llvm.dbg.value(metadata i8* %6, metadata !50, metadata !DIExpression()) #6, !dbg !58
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !60
  %8 = trunc i64 %7 to i32, !dbg !61
  call void @llvm.dbg.value(metadata i32 %8, metadata !22, metadata !DIExpression()), !dbg !42
  %9 = icmp eq i32 %0, 2, !dbg !62
  br i1 %9, label %27, label %10, !dbg !63

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !64
  %12 = load i8*, i8** %11, align 8, !dbg !64, !tbaa !46
  call void @llvm.dbg.value(metadata i8* %12, metadata !50, metadata !DIExpression()) #6, !dbg !65
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !67
  %14 = trunc i64 %13 to i32, !dbg !68
  call void @llvm.dbg.value(metadata i32 %14, metadata !23, metadata !DIExpression()), !dbg !42
  %15 = icmp ugt i32 %0, 3, !dbg !69
  br i1 %15, label %16, label %27, !dbg !70

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !71
  %18 = load i8*, i8** %17, align 8, !dbg !71, !tbaa !46
  call void @llvm.dbg.value(metadata i8* %18, metadata !50, metadata !DIExpression()) #6, !dbg !72
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #6, !dbg !74
  %20 = trunc i64 %19 to i32, !dbg !75
  call void @llvm.dbg.value(metadata i32 %20, metadata !24, metadata !DIExpression()), !dbg !42
  %21 = icmp eq i32 %0, 4, !dbg !76
  br i1 %21, label %27, label %22, !dbg !77

22:                                               ; preds = %16
  %23 = getelementptr inbounds i8*, i8** %1, i64 4, !dbg !78
  %24 = load i8*, i8** %23, align 8, !dbg !78, !tbaa !46
  call void @llvm.dbg.value(metadata i8* %24, metadata !50, metadata !DIExpression()) #6, !dbg !79
  %25 = tail call i64 @strtol(i8* nocapture noundef nonnull %24, i8** noundef null, i32 noundef 10) #6, !dbg !81
  %26 = trunc i64 %25 to i32, !dbg !82
  br label %27, !dbg !77

27:                                               ; preds = %2, %4, %10, %16, %22
  %28 = phi i32 [ %20, %22 ], [ %20, %16 ], [ 30, %10 ], [ 30, %4 ], [ 30, %2 ]
  %29 = phi i32 [ %8, %22 ], [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %30 = phi i32 [ %14, %22 ], [ %14, %16 ], [ %14, %10 ], [ 40, %4 ], [ 40, %2 ]
  %31 = phi i32 [ %26, %22 ], [ 2, %16 ], [ 2, %10 ], [ 2, %4 ], [ 2, %2 ], !dbg !77
  call void @llvm.dbg.value(metadata i32 %31, metadata !25, metadata !DIExpression()), !dbg !42
  %32 = sext i32 %29 to i64, !dbg !83
  %33 = shl nsw i64 %32, 3, !dbg !84
  %34 = tail call noalias i8* @malloc(i64 noundef %33) #6, !dbg !85
  %35 = bitcast i8* %34 to double*, !dbg !85
  call void @llvm.dbg.value(metadata double* %35, metadata !26, metadata !DIExpression()), !dbg !42
  %36 = tail call noalias i8* @malloc(i64 noundef %33) #6, !dbg !86
  %37 = bitcast i8* %36 to double*, !dbg !86
  call void @llvm.dbg.value(metadata double* %37, metadata !29, metadata !DIExpression()), !dbg !42
  %38 = mul nsw i32 %30, %28, !dbg !87
  %39 = sext i32 %38 to i64, !dbg !88
  %40 = shl nsw i64 %39, 2, !dbg !89
  %41 = tail call noalias i8* @malloc(i64 noundef %40) #6, !dbg !90
  %42 = bitcast i8* %41 to float*, !dbg !90
  call void @llvm.dbg.value(metadata float* %42, metadata !30, metadata !DIExpression()), !dbg !42
  %43 = tail call noalias i8* @malloc(i64 noundef %40) #6, !dbg !91
  %44 = bitcast i8* %43 to float*, !dbg !91
  call void @llvm.dbg.value(metadata float* %44, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !92
  %45 = icmp sgt i32 %29, 0, !dbg !93
  br i1 %45, label %46, label %70, !dbg !95

46:                                               ; preds = %27
  %47 = zext i32 %29 to i64, !dbg !93
  %48 = icmp ult i32 %29, 4, !dbg !95
  br i1 %48, label %68, label %49, !dbg !95

49:                                               ; preds = %46
  %50 = and i64 %47, 4294967292, !dbg !95
  br label %51, !dbg !95

51:                                               ; preds = %51, %49
  %52 = phi i64 [ 0, %49 ], [ %63, %51 ], !dbg !96
  %53 = phi <2 x i32> [ <i32 0, i32 1>, %49 ], [ %64, %51 ], !dbg !97
  %54 = add <2 x i32> %53, <i32 2, i32 2>, !dbg !97
  %55 = urem <2 x i32> %53, <i32 9, i32 9>, !dbg !97
  %56 = urem <2 x i32> %54, <i32 9, i32 9>, !dbg !97
  %57 = sitofp <2 x i32> %55 to <2 x double>, !dbg !98
  %58 = sitofp <2 x i32> %56 to <2 x double>, !dbg !98
  %59 = getelementptr inbounds double, double* %35, i64 %52, !dbg !96
  %60 = bitcast double* %59 to <2 x double>*, !dbg !99
  store <2 x double> %57, <2 x double>* %60, align 8, !dbg !99, !tbaa !100
  %61 = getelementptr inbounds double, double* %59, i64 2, !dbg !99
  %62 = bitcast double* %61 to <2 x double>*, !dbg !99
  store <2 x double> %58, <2 x double>* %62, align 8, !dbg !99, !tbaa !100
  %63 = add nuw i64 %52, 4, !dbg !96
  %64 = add <2 x i32> %53, <i32 4, i32 4>, !dbg !97
  %65 = icmp eq i64 %63, %50, !dbg !96
  br i1 %65, label %66, label %51, !dbg !96, !llvm.loop !102

66:                                               ; preds = %51
  %67 = icmp eq i64 %50, %47, !dbg !95
  br i1 %67, label %70, label %68, !dbg !95

68:                                               ; preds = %46, %66
  %69 = phi i64 [ 0, %46 ], [ %50, %66 ]
  br label %96, !dbg !95

70:                                               ; preds = %96, %66, %27
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !106
  %71 = icmp sgt i32 %38, 0, !dbg !107
  br i1 %71, label %72, label %104, !dbg !109

72:                                               ; preds = %70
  %73 = zext i32 %38 to i64, !dbg !107
  %74 = icmp ult i32 %38, 8, !dbg !109
  br i1 %74, label %94, label %75, !dbg !109

75:                                               ; preds = %72
  %76 = and i64 %73, 4294967288, !dbg !109
  br label %77, !dbg !109

77:                                               ; preds = %77, %75
  %78 = phi i64 [ 0, %75 ], [ %89, %77 ], !dbg !110
  %79 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %75 ], [ %90, %77 ], !dbg !111
  %80 = add <4 x i32> %79, <i32 4, i32 4, i32 4, i32 4>, !dbg !111
  %81 = urem <4 x i32> %79, <i32 5, i32 5, i32 5, i32 5>, !dbg !111
  %82 = urem <4 x i32> %80, <i32 5, i32 5, i32 5, i32 5>, !dbg !111
  %83 = sitofp <4 x i32> %81 to <4 x float>, !dbg !112
  %84 = sitofp <4 x i32> %82 to <4 x float>, !dbg !112
  %85 = getelementptr inbounds float, float* %42, i64 %78, !dbg !110
  %86 = bitcast float* %85 to <4 x float>*, !dbg !113
  store <4 x float> %83, <4 x float>* %86, align 4, !dbg !113, !tbaa !114
  %87 = getelementptr inbounds float, float* %85, i64 4, !dbg !113
  %88 = bitcast float* %87 to <4 x float>*, !dbg !113
  store <4 x float> %84, <4 x float>* %88, align 4, !dbg !113, !tbaa !114
  %89 = add nuw i64 %78, 8, !dbg !110
  %90 = add <4 x i32> %79, <i32 8, i32 8, i32 8, i32 8>, !dbg !111
  %91 = icmp eq i64 %89, %76, !dbg !110
  br i1 %91, label %92, label %77, !dbg !110, !llvm.loop !116

92:                                               ; preds = %77
  %93 = icmp eq i64 %76, %73, !dbg !109
  br i1 %93, label %104, label %94, !dbg !109

94:                                               ; preds = %72, %92
  %95 = phi i64 [ 0, %72 ], [ %76, %92 ]
  br label %263, !dbg !109

96:                                               ; preds = %68, %96
  %97 = phi i64 [ %102, %96 ], [ %69, %68 ]
  call void @llvm.dbg.value(metadata i64 %97, metadata !33, metadata !DIExpression()), !dbg !92
  %98 = trunc i64 %97 to i32, !dbg !97
  %99 = urem i32 %98, 9, !dbg !97
  %100 = sitofp i32 %99 to double, !dbg !98
  %101 = getelementptr inbounds double, double* %35, i64 %97, !dbg !118
  store double %100, double* %101, align 8, !dbg !99, !tbaa !100
  %102 = add nuw nsw i64 %97, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %102, metadata !33, metadata !DIExpression()), !dbg !92
  %103 = icmp eq i64 %102, %47, !dbg !93
  br i1 %103, label %70, label %96, !dbg !95, !llvm.loop !119

104:                                              ; preds = %263, %92, %70
  call void @llvm.dbg.value(metadata i32 %8, metadata !121, metadata !DIExpression()) #6, !dbg !140
  call void @llvm.dbg.value(metadata i32 %31, metadata !128, metadata !DIExpression()) #6, !dbg !140
  call void @llvm.dbg.value(metadata double* %35, metadata !129, metadata !DIExpression()) #6, !dbg !140
  call void @llvm.dbg.value(metadata double* %37, metadata !130, metadata !DIExpression()) #6, !dbg !140
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()) #6, !dbg !142
  br i1 %45, label %105, label %142, !dbg !143

105:                                              ; preds = %104
  %106 = add nsw i32 %29, -1
  %107 = sub i32 0, %31, !dbg !143
  %108 = zext i32 %29 to i64, !dbg !144
  br label %109, !dbg !143

109:                                              ; preds = %124, %105
  %110 = phi i64 [ 0, %105 ], [ %131, %124 ]
  %111 = phi i32 [ %107, %105 ], [ %132, %124 ]
  call void @llvm.dbg.value(metadata i64 %110, metadata !131, metadata !DIExpression()) #6, !dbg !142
  %112 = trunc i64 %110 to i32, !dbg !145
  %113 = sub nsw i32 %112, %31, !dbg !145
  call void @llvm.dbg.value(metadata i32 %113, metadata !146, metadata !DIExpression()) #6, !dbg !152
  call void @llvm.dbg.value(metadata i32 0, metadata !151, metadata !DIExpression()) #6, !dbg !152
  %114 = icmp sgt i32 %113, 0, !dbg !154
  %115 = select i1 %114, i32 %113, i32 0, !dbg !155
  call void @llvm.dbg.value(metadata i32 %115, metadata !133, metadata !DIExpression()) #6, !dbg !156
  %116 = add nsw i32 %31, %112, !dbg !157
  call void @llvm.dbg.value(metadata i32 %116, metadata !158, metadata !DIExpression()) #6, !dbg !162
  call void @llvm.dbg.value(metadata i32 %106, metadata !161, metadata !DIExpression()) #6, !dbg !162
  %117 = icmp slt i32 %116, %106, !dbg !164
  %118 = select i1 %117, i32 %116, i32 %106, !dbg !165
  call void @llvm.dbg.value(metadata i32 %118, metadata !136, metadata !DIExpression()) #6, !dbg !156
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !137, metadata !DIExpression()) #6, !dbg !156
  call void @llvm.dbg.value(metadata i32 %115, metadata !138, metadata !DIExpression()) #6, !dbg !166
  %119 = icmp sgt i32 %115, %118, !dbg !167
  br i1 %119, label %124, label %120, !dbg !169

120:                                              ; preds = %109
  %121 = tail call i32 @llvm.smax.i32(i32 %111, i32 0) #6, !dbg !145
  %122 = zext i32 %121 to i64, !dbg !145
  %123 = sext i32 %118 to i64, !dbg !169
  br label %134, !dbg !169

124:                                              ; preds = %134, %109
  %125 = phi double [ 0.000000e+00, %109 ], [ %139, %134 ], !dbg !156
  %126 = sub nsw i32 1, %115, !dbg !170
  %127 = add i32 %126, %118, !dbg !171
  %128 = sitofp i32 %127 to double, !dbg !172
  %129 = fdiv double %125, %128, !dbg !173
  %130 = getelementptr inbounds double, double* %37, i64 %110, !dbg !174
  store double %129, double* %130, align 8, !dbg !175, !tbaa !100
  %131 = add nuw nsw i64 %110, 1, !dbg !176
  call void @llvm.dbg.value(metadata i64 %131, metadata !131, metadata !DIExpression()) #6, !dbg !142
  %132 = add i32 %111, 1, !dbg !143
  %133 = icmp eq i64 %131, %108, !dbg !144
  br i1 %133, label %142, label %109, !dbg !143, !llvm.loop !177

134:                                              ; preds = %134, %120
  %135 = phi i64 [ %122, %120 ], [ %140, %134 ]
  %136 = phi double [ 0.000000e+00, %120 ], [ %139, %134 ]
  call void @llvm.dbg.value(metadata i64 %135, metadata !138, metadata !DIExpression()) #6, !dbg !166
  call void @llvm.dbg.value(metadata double %136, metadata !137, metadata !DIExpression()) #6, !dbg !156
  %137 = getelementptr inbounds double, double* %35, i64 %135, !dbg !179
  %138 = load double, double* %137, align 8, !dbg !179, !tbaa !100
  %139 = fadd double %136, %138, !dbg !180
  call void @llvm.dbg.value(metadata double %139, metadata !137, metadata !DIExpression()) #6, !dbg !156
  %140 = add nuw nsw i64 %135, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %140, metadata !138, metadata !DIExpression()) #6, !dbg !166
  %141 = icmp slt i64 %135, %123, !dbg !167
  br i1 %141, label %134, label %124, !dbg !169, !llvm.loop !182

142:                                              ; preds = %124, %104
  call void @llvm.dbg.value(metadata i32 %14, metadata !184, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i32 %20, metadata !191, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i32 %31, metadata !192, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata float* %42, metadata !193, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata float* %44, metadata !194, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i32 0, metadata !195, metadata !DIExpression()), !dbg !214
  %143 = icmp sgt i32 %30, 0, !dbg !215
  br i1 %143, label %144, label %255, !dbg !216

144:                                              ; preds = %142
  %145 = icmp sgt i32 %28, 0
  %146 = add nsw i32 %30, -1
  %147 = add nsw i32 %28, -1
  %148 = sext i32 %28 to i64, !dbg !216
  %149 = sext i32 %31 to i64, !dbg !216
  %150 = sext i32 %147 to i64, !dbg !216
  %151 = zext i32 %146 to i64, !dbg !216
  %152 = zext i32 %30 to i64, !dbg !215
  %153 = zext i32 %28 to i64
  br label %154, !dbg !216

154:                                              ; preds = %173, %144
  %155 = phi i64 [ 0, %144 ], [ %174, %173 ]
  call void @llvm.dbg.value(metadata i64 %155, metadata !195, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 0, metadata !197, metadata !DIExpression()), !dbg !217
  br i1 %145, label %156, label %173, !dbg !218

156:                                              ; preds = %154
  %157 = sub nsw i64 %155, %149
  %158 = icmp slt i64 %157, 0
  %159 = icmp sgt i64 %157, %151
  %160 = trunc i64 %157 to i32
  %161 = select i1 %159, i32 %146, i32 %160
  %162 = select i1 %158, i32 0, i32 %161
  %163 = add nsw i64 %155, %149
  %164 = icmp slt i64 %163, 0
  %165 = icmp sgt i64 %163, %151
  %166 = trunc i64 %163 to i32
  %167 = select i1 %165, i32 %146, i32 %166
  %168 = select i1 %164, i32 0, i32 %167
  %169 = icmp sgt i32 %162, %168
  %170 = mul nsw i64 %155, %148
  %171 = sext i32 %162 to i64, !dbg !218
  %172 = add i32 %168, 1, !dbg !218
  br label %176, !dbg !218

173:                                              ; preds = %219, %154
  %174 = add nuw nsw i64 %155, 1, !dbg !219
  call void @llvm.dbg.value(metadata i64 %174, metadata !195, metadata !DIExpression()), !dbg !214
  %175 = icmp eq i64 %174, %152, !dbg !215
  br i1 %175, label %255, label %154, !dbg !216, !llvm.loop !220

176:                                              ; preds = %219, %156
  %177 = phi i64 [ 0, %156 ], [ %223, %219 ]
  call void @llvm.dbg.value(metadata i64 %177, metadata !197, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i64 %157, metadata !222, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 0, metadata !227, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 %146, metadata !228, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 %162, metadata !200, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i64 %163, metadata !222, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.value(metadata i32 0, metadata !227, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.value(metadata i32 %146, metadata !228, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.value(metadata i32 %168, metadata !203, metadata !DIExpression()), !dbg !231
  %178 = sub nsw i64 %177, %149, !dbg !234
  call void @llvm.dbg.value(metadata i64 %178, metadata !222, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i32 0, metadata !227, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i32 %147, metadata !228, metadata !DIExpression()), !dbg !235
  %179 = icmp slt i64 %178, 0, !dbg !237
  %180 = icmp sgt i64 %178, %150, !dbg !239
  %181 = trunc i64 %178 to i32, !dbg !239
  %182 = select i1 %180, i32 %147, i32 %181, !dbg !239
  %183 = select i1 %179, i32 0, i32 %182, !dbg !239
  call void @llvm.dbg.value(metadata i32 %183, metadata !204, metadata !DIExpression()), !dbg !231
  %184 = add nsw i64 %177, %149, !dbg !240
  call void @llvm.dbg.value(metadata i64 %184, metadata !222, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i32 0, metadata !227, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i32 %147, metadata !228, metadata !DIExpression()), !dbg !241
  %185 = icmp slt i64 %184, 0, !dbg !243
  %186 = icmp sgt i64 %184, %150, !dbg !244
  %187 = trunc i64 %184 to i32, !dbg !244
  %188 = select i1 %186, i32 %147, i32 %187, !dbg !244
  %189 = select i1 %185, i32 0, i32 %188, !dbg !244
  call void @llvm.dbg.value(metadata i32 %189, metadata !205, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !206, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 %162, metadata !207, metadata !DIExpression()), !dbg !245
  br i1 %169, label %219, label %190, !dbg !246

190:                                              ; preds = %176
  %191 = icmp slt i32 %189, %183
  %192 = sext i32 %183 to i64, !dbg !246
  %193 = add i32 %189, 1, !dbg !246
  %194 = sub i32 %193, %183, !dbg !246
  %195 = sub i32 %189, %183, !dbg !246
  %196 = and i32 %194, 3
  %197 = icmp eq i32 %196, 0
  %198 = icmp ult i32 %195, 3
  br label %199, !dbg !246

199:                                              ; preds = %225, %190
  %200 = phi i64 [ %171, %190 ], [ %227, %225 ]
  %201 = phi float [ 0.000000e+00, %190 ], [ %226, %225 ]
  call void @llvm.dbg.value(metadata i64 %200, metadata !207, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.value(metadata i32 %183, metadata !209, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata float %201, metadata !206, metadata !DIExpression()), !dbg !231
  br i1 %191, label %225, label %202, !dbg !248

202:                                              ; preds = %199
  %203 = mul nsw i64 %200, %148
  br i1 %197, label %215, label %204, !dbg !248

204:                                              ; preds = %202, %204
  %205 = phi i64 [ %212, %204 ], [ %192, %202 ]
  %206 = phi float [ %211, %204 ], [ %201, %202 ]
  %207 = phi i32 [ %213, %204 ], [ 0, %202 ]
  call void @llvm.dbg.value(metadata i64 %205, metadata !209, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata float %206, metadata !206, metadata !DIExpression()), !dbg !231
  %208 = add nsw i64 %205, %203, !dbg !249
  %209 = getelementptr inbounds float, float* %42, i64 %208, !dbg !251
  %210 = load float, float* %209, align 4, !dbg !251, !tbaa !114
  %211 = fadd float %206, %210, !dbg !252
  call void @llvm.dbg.value(metadata float %211, metadata !206, metadata !DIExpression()), !dbg !231
  %212 = add nsw i64 %205, 1, !dbg !253
  call void @llvm.dbg.value(metadata i64 %212, metadata !209, metadata !DIExpression()), !dbg !247
  %213 = add i32 %207, 1, !dbg !248
  %214 = icmp eq i32 %213, %196, !dbg !248
  br i1 %214, label %215, label %204, !dbg !248, !llvm.loop !254

215:                                              ; preds = %204, %202
  %216 = phi float [ undef, %202 ], [ %211, %204 ]
  %217 = phi i64 [ %192, %202 ], [ %212, %204 ]
  %218 = phi float [ %201, %202 ], [ %211, %204 ]
  br i1 %198, label %225, label %230, !dbg !248

219:                                              ; preds = %225, %176
  %220 = phi float [ 0.000000e+00, %176 ], [ %226, %225 ], !dbg !256
  %221 = add nsw i64 %177, %170, !dbg !257
  %222 = getelementptr inbounds float, float* %44, i64 %221, !dbg !258
  store float %220, float* %222, align 4, !dbg !259, !tbaa !114
  %223 = add nuw nsw i64 %177, 1, !dbg !260
  call void @llvm.dbg.value(metadata i64 %223, metadata !197, metadata !DIExpression()), !dbg !217
  %224 = icmp eq i64 %223, %153, !dbg !261
  br i1 %224, label %173, label %176, !dbg !218, !llvm.loop !262

225:                                              ; preds = %215, %230, %199
  %226 = phi float [ %201, %199 ], [ %216, %215 ], [ %251, %230 ], !dbg !231
  %227 = add nsw i64 %200, 1, !dbg !264
  call void @llvm.dbg.value(metadata i64 %227, metadata !207, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.value(metadata float %226, metadata !206, metadata !DIExpression()), !dbg !231
  %228 = trunc i64 %227 to i32, !dbg !265
  %229 = icmp eq i32 %172, %228, !dbg !265
  br i1 %229, label %219, label %199, !dbg !246, !llvm.loop !266

230:                                              ; preds = %215, %230
  %231 = phi i64 [ %252, %230 ], [ %217, %215 ]
  %232 = phi float [ %251, %230 ], [ %218, %215 ]
  call void @llvm.dbg.value(metadata i64 %231, metadata !209, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata float %232, metadata !206, metadata !DIExpression()), !dbg !231
  %233 = add nsw i64 %231, %203, !dbg !249
  %234 = getelementptr inbounds float, float* %42, i64 %233, !dbg !251
  %235 = load float, float* %234, align 4, !dbg !251, !tbaa !114
  %236 = fadd float %232, %235, !dbg !252
  call void @llvm.dbg.value(metadata float %236, metadata !206, metadata !DIExpression()), !dbg !231
  %237 = add nsw i64 %231, 1, !dbg !253
  call void @llvm.dbg.value(metadata i64 %237, metadata !209, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i64 %237, metadata !209, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata float %236, metadata !206, metadata !DIExpression()), !dbg !231
  %238 = add nsw i64 %237, %203, !dbg !249
  %239 = getelementptr inbounds float, float* %42, i64 %238, !dbg !251
  %240 = load float, float* %239, align 4, !dbg !251, !tbaa !114
  %241 = fadd float %236, %240, !dbg !252
  call void @llvm.dbg.value(metadata float %241, metadata !206, metadata !DIExpression()), !dbg !231
  %242 = add nsw i64 %231, 2, !dbg !253
  call void @llvm.dbg.value(metadata i64 %242, metadata !209, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i64 %242, metadata !209, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata float %241, metadata !206, metadata !DIExpression()), !dbg !231
  %243 = add nsw i64 %242, %203, !dbg !249
  %244 = getelementptr inbounds float, float* %42, i64 %243, !dbg !251
  %245 = load float, float* %244, align 4, !dbg !251, !tbaa !114
  %246 = fadd float %241, %245, !dbg !252
  call void @llvm.dbg.value(metadata float %246, metadata !206, metadata !DIExpression()), !dbg !231
  %247 = add nsw i64 %231, 3, !dbg !253
  call void @llvm.dbg.value(metadata i64 %247, metadata !209, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i64 %247, metadata !209, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata float %246, metadata !206, metadata !DIExpression()), !dbg !231
  %248 = add nsw i64 %247, %203, !dbg !249
  %249 = getelementptr inbounds float, float* %42, i64 %248, !dbg !251
  %250 = load float, float* %249, align 4, !dbg !251, !tbaa !114
  %251 = fadd float %246, %250, !dbg !252
  call void @llvm.dbg.value(metadata float %251, metadata !206, metadata !DIExpression()), !dbg !231
  %252 = add nsw i64 %231, 4, !dbg !253
  call void @llvm.dbg.value(metadata i64 %252, metadata !209, metadata !DIExpression()), !dbg !247
  %253 = trunc i64 %252 to i32, !dbg !268
  %254 = icmp eq i32 %193, %253, !dbg !268
  br i1 %254, label %225, label %230, !dbg !248, !llvm.loop !269

255:                                              ; preds = %173, %142
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !37, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !271
  br i1 %45, label %256, label %286, !dbg !272

256:                                              ; preds = %255
  %257 = zext i32 %29 to i64, !dbg !273
  %258 = add nsw i64 %257, -1, !dbg !272
  %259 = and i64 %257, 7, !dbg !272
  %260 = icmp ult i64 %258, 7, !dbg !272
  br i1 %260, label %271, label %261, !dbg !272

261:                                              ; preds = %256
  %262 = and i64 %257, 4294967288, !dbg !272
  br label %295, !dbg !272

263:                                              ; preds = %94, %263
  %264 = phi i64 [ %269, %263 ], [ %95, %94 ]
  call void @llvm.dbg.value(metadata i64 %264, metadata !35, metadata !DIExpression()), !dbg !106
  %265 = trunc i64 %264 to i32, !dbg !111
  %266 = urem i32 %265, 5, !dbg !111
  %267 = sitofp i32 %266 to float, !dbg !112
  %268 = getelementptr inbounds float, float* %42, i64 %264, !dbg !275
  store float %267, float* %268, align 4, !dbg !113, !tbaa !114
  %269 = add nuw nsw i64 %264, 1, !dbg !110
  call void @llvm.dbg.value(metadata i64 %269, metadata !35, metadata !DIExpression()), !dbg !106
  %270 = icmp eq i64 %269, %73, !dbg !107
  br i1 %270, label %104, label %263, !dbg !109, !llvm.loop !276

271:                                              ; preds = %295, %256
  %272 = phi double [ undef, %256 ], [ %329, %295 ]
  %273 = phi i64 [ 0, %256 ], [ %330, %295 ]
  %274 = phi double [ 0.000000e+00, %256 ], [ %329, %295 ]
  %275 = icmp eq i64 %259, 0, !dbg !272
  br i1 %275, label %286, label %276, !dbg !272

276:                                              ; preds = %271, %276
  %277 = phi i64 [ %283, %276 ], [ %273, %271 ]
  %278 = phi double [ %282, %276 ], [ %274, %271 ]
  %279 = phi i64 [ %284, %276 ], [ 0, %271 ]
  call void @llvm.dbg.value(metadata i64 %277, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata double %278, metadata !37, metadata !DIExpression()), !dbg !42
  %280 = getelementptr inbounds double, double* %37, i64 %277, !dbg !277
  %281 = load double, double* %280, align 8, !dbg !277, !tbaa !100
  %282 = fadd double %278, %281, !dbg !278
  call void @llvm.dbg.value(metadata double %282, metadata !37, metadata !DIExpression()), !dbg !42
  %283 = add nuw nsw i64 %277, 1, !dbg !279
  call void @llvm.dbg.value(metadata i64 %283, metadata !38, metadata !DIExpression()), !dbg !271
  %284 = add i64 %279, 1, !dbg !272
  %285 = icmp eq i64 %284, %259, !dbg !272
  br i1 %285, label %286, label %276, !dbg !272, !llvm.loop !280

286:                                              ; preds = %271, %276, %255
  %287 = phi double [ 0.000000e+00, %255 ], [ %272, %271 ], [ %282, %276 ], !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata double %287, metadata !37, metadata !DIExpression()), !dbg !42
  br i1 %71, label %288, label %349, !dbg !282

288:                                              ; preds = %286
  %289 = zext i32 %38 to i64, !dbg !283
  %290 = add nsw i64 %289, -1, !dbg !282
  %291 = and i64 %289, 3, !dbg !282
  %292 = icmp ult i64 %290, 3, !dbg !282
  br i1 %292, label %333, label %293, !dbg !282

293:                                              ; preds = %288
  %294 = and i64 %289, 4294967292, !dbg !282
  br label %352, !dbg !282

295:                                              ; preds = %295, %261
  %296 = phi i64 [ 0, %261 ], [ %330, %295 ]
  %297 = phi double [ 0.000000e+00, %261 ], [ %329, %295 ]
  %298 = phi i64 [ 0, %261 ], [ %331, %295 ]
  call void @llvm.dbg.value(metadata i64 %296, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata double %297, metadata !37, metadata !DIExpression()), !dbg !42
  %299 = getelementptr inbounds double, double* %37, i64 %296, !dbg !277
  %300 = load double, double* %299, align 8, !dbg !277, !tbaa !100
  %301 = fadd double %297, %300, !dbg !278
  call void @llvm.dbg.value(metadata double %301, metadata !37, metadata !DIExpression()), !dbg !42
  %302 = or i64 %296, 1, !dbg !279
  call void @llvm.dbg.value(metadata i64 %302, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i64 %302, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata double %301, metadata !37, metadata !DIExpression()), !dbg !42
  %303 = getelementptr inbounds double, double* %37, i64 %302, !dbg !277
  %304 = load double, double* %303, align 8, !dbg !277, !tbaa !100
  %305 = fadd double %301, %304, !dbg !278
  call void @llvm.dbg.value(metadata double %305, metadata !37, metadata !DIExpression()), !dbg !42
  %306 = or i64 %296, 2, !dbg !279
  call void @llvm.dbg.value(metadata i64 %306, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i64 %306, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata double %305, metadata !37, metadata !DIExpression()), !dbg !42
  %307 = getelementptr inbounds double, double* %37, i64 %306, !dbg !277
  %308 = load double, double* %307, align 8, !dbg !277, !tbaa !100
  %309 = fadd double %305, %308, !dbg !278
  call void @llvm.dbg.value(metadata double %309, metadata !37, metadata !DIExpression()), !dbg !42
  %310 = or i64 %296, 3, !dbg !279
  call void @llvm.dbg.value(metadata i64 %310, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i64 %310, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata double %309, metadata !37, metadata !DIExpression()), !dbg !42
  %311 = getelementptr inbounds double, double* %37, i64 %310, !dbg !277
  %312 = load double, double* %311, align 8, !dbg !277, !tbaa !100
  %313 = fadd double %309, %312, !dbg !278
  call void @llvm.dbg.value(metadata double %313, metadata !37, metadata !DIExpression()), !dbg !42
  %314 = or i64 %296, 4, !dbg !279
  call void @llvm.dbg.value(metadata i64 %314, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i64 %314, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata double %313, metadata !37, metadata !DIExpression()), !dbg !42
  %315 = getelementptr inbounds double, double* %37, i64 %314, !dbg !277
  %316 = load double, double* %315, align 8, !dbg !277, !tbaa !100
  %317 = fadd double %313, %316, !dbg !278
  call void @llvm.dbg.value(metadata double %317, metadata !37, metadata !DIExpression()), !dbg !42
  %318 = or i64 %296, 5, !dbg !279
  call void @llvm.dbg.value(metadata i64 %318, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i64 %318, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata double %317, metadata !37, metadata !DIExpression()), !dbg !42
  %319 = getelementptr inbounds double, double* %37, i64 %318, !dbg !277
  %320 = load double, double* %319, align 8, !dbg !277, !tbaa !100
  %321 = fadd double %317, %320, !dbg !278
  call void @llvm.dbg.value(metadata double %321, metadata !37, metadata !DIExpression()), !dbg !42
  %322 = or i64 %296, 6, !dbg !279
  call void @llvm.dbg.value(metadata i64 %322, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i64 %322, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata double %321, metadata !37, metadata !DIExpression()), !dbg !42
  %323 = getelementptr inbounds double, double* %37, i64 %322, !dbg !277
  %324 = load double, double* %323, align 8, !dbg !277, !tbaa !100
  %325 = fadd double %321, %324, !dbg !278
  call void @llvm.dbg.value(metadata double %325, metadata !37, metadata !DIExpression()), !dbg !42
  %326 = or i64 %296, 7, !dbg !279
  call void @llvm.dbg.value(metadata i64 %326, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i64 %326, metadata !38, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata double %325, metadata !37, metadata !DIExpression()), !dbg !42
  %327 = getelementptr inbounds double, double* %37, i64 %326, !dbg !277
  %328 = load double, double* %327, align 8, !dbg !277, !tbaa !100
  %329 = fadd double %325, %328, !dbg !278
  call void @llvm.dbg.value(metadata double %329, metadata !37, metadata !DIExpression()), !dbg !42
  %330 = add nuw nsw i64 %296, 8, !dbg !279
  call void @llvm.dbg.value(metadata i64 %330, metadata !38, metadata !DIExpression()), !dbg !271
  %331 = add i64 %298, 8, !dbg !272
  %332 = icmp eq i64 %331, %262, !dbg !272
  br i1 %332, label %271, label %295, !dbg !272, !llvm.loop !285

333:                                              ; preds = %352, %288
  %334 = phi double [ undef, %288 ], [ %374, %352 ]
  %335 = phi i64 [ 0, %288 ], [ %375, %352 ]
  %336 = phi double [ %287, %288 ], [ %374, %352 ]
  %337 = icmp eq i64 %291, 0, !dbg !282
  br i1 %337, label %349, label %338, !dbg !282

338:                                              ; preds = %333, %338
  %339 = phi i64 [ %346, %338 ], [ %335, %333 ]
  %340 = phi double [ %345, %338 ], [ %336, %333 ]
  %341 = phi i64 [ %347, %338 ], [ 0, %333 ]
  call void @llvm.dbg.value(metadata i64 %339, metadata !40, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata double %340, metadata !37, metadata !DIExpression()), !dbg !42
  %342 = getelementptr inbounds float, float* %44, i64 %339, !dbg !287
  %343 = load float, float* %342, align 4, !dbg !287, !tbaa !114
  %344 = fpext float %343 to double, !dbg !287
  %345 = fadd double %340, %344, !dbg !288
  call void @llvm.dbg.value(metadata double %345, metadata !37, metadata !DIExpression()), !dbg !42
  %346 = add nuw nsw i64 %339, 1, !dbg !289
  call void @llvm.dbg.value(metadata i64 %346, metadata !40, metadata !DIExpression()), !dbg !281
  %347 = add i64 %341, 1, !dbg !282
  %348 = icmp eq i64 %347, %291, !dbg !282
  br i1 %348, label %349, label %338, !dbg !282, !llvm.loop !290

349:                                              ; preds = %333, %338, %286
  %350 = phi double [ %287, %286 ], [ %334, %333 ], [ %345, %338 ], !dbg !42
  %351 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %350), !dbg !291
  tail call void @free(i8* noundef %34) #6, !dbg !292
  tail call void @free(i8* noundef %36) #6, !dbg !293
  tail call void @free(i8* noundef %41) #6, !dbg !294
  tail call void @free(i8* noundef %43) #6, !dbg !295
  ret i32 0, !dbg !296

352:                                              ; preds = %352, %293
  %353 = phi i64 [ 0, %293 ], [ %375, %352 ]
  %354 = phi double [ %287, %293 ], [ %374, %352 ]
  %355 = phi i64 [ 0, %293 ], [ %376, %352 ]
  call void @llvm.dbg.value(metadata i64 %353, metadata !40, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata double %354, metadata !37, metadata !DIExpression()), !dbg !42
  %356 = getelementptr inbounds float, float* %44, i64 %353, !dbg !287
  %357 = load float, float* %356, align 4, !dbg !287, !tbaa !114
  %358 = fpext float %357 to double, !dbg !287
  %359 = fadd double %354, %358, !dbg !288
  call void @llvm.dbg.value(metadata double %359, metadata !37, metadata !DIExpression()), !dbg !42
  %360 = or i64 %353, 1, !dbg !289
  call void @llvm.dbg.value(metadata i64 %360, metadata !40, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %360, metadata !40, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata double %359, metadata !37, metadata !DIExpression()), !dbg !42
  %361 = getelementptr inbounds float, float* %44, i64 %360, !dbg !287
  %362 = load float, float* %361, align 4, !dbg !287, !tbaa !114
  %363 = fpext float %362 to double, !dbg !287
  %364 = fadd double %359, %363, !dbg !288
  call void @llvm.dbg.value(metadata double %364, metadata !37, metadata !DIExpression()), !dbg !42
  %365 = or i64 %353, 2, !dbg !289
  call void @llvm.dbg.value(metadata i64 %365, metadata !40, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %365, metadata !40, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata double %364, metadata !37, metadata !DIExpression()), !dbg !42
  %366 = getelementptr inbounds float, float* %44, i64 %365, !dbg !287
  %367 = load float, float* %366, align 4, !dbg !287, !tbaa !114
  %368 = fpext float %367 to double, !dbg !287
  %369 = fadd double %364, %368, !dbg !288
  call void @llvm.dbg.value(metadata double %369, metadata !37, metadata !DIExpression()), !dbg !42
  %370 = or i64 %353, 3, !dbg !289
  call void @llvm.dbg.value(metadata i64 %370, metadata !40, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %370, metadata !40, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata double %369, metadata !37, metadata !DIExpression()), !dbg !42
  %371 = getelementptr inbounds float, float* %44, i64 %370, !dbg !287
  %372 = load float, float* %371, align 4, !dbg !287, !tbaa !114
  %373 = fpext float %372 to double, !dbg !287
  %374 = fadd double %369, %373, !dbg !288
  call void @llvm.dbg.value(metadata double %374, metadata !37, metadata !DIExpression()), !dbg !42
  %375 = add nuw nsw i64 %353, 4, !dbg !289
  call void @llvm.dbg.value(metadata i64 %375, metadata !40, metadata !DIExpression()), !dbg !281
  %376 = add i64 %355, 4, !dbg !282
  %377 = icmp eq i64 %376, %294, !dbg !282
  br i1 %377, label %333, label %352, !dbg !282, !llvm.loop !297
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "clamp_window.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f354375cf3d0c349bda8ff7f6bc68951")
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
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 46, type: !17, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !5}
!19 = !{!20, !21, !22, !23, !24, !25, !26, !29, !30, !32, !33, !35, !37, !38, !40}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 46, type: !4)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 46, type: !5)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 48, type: !4)
!23 = !DILocalVariable(name: "rows", scope: !16, file: !1, line: 49, type: !4)
!24 = !DILocalVariable(name: "cols", scope: !16, file: !1, line: 50, type: !4)
!25 = !DILocalVariable(name: "r", scope: !16, file: !1, line: 51, type: !4)
!26 = !DILocalVariable(name: "x", scope: !16, file: !1, line: 52, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DILocalVariable(name: "y", scope: !16, file: !1, line: 52, type: !27)
!30 = !DILocalVariable(name: "in", scope: !16, file: !1, line: 53, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!32 = !DILocalVariable(name: "out", scope: !16, file: !1, line: 53, type: !31)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 54, type: !4)
!34 = distinct !DILexicalBlock(scope: !16, file: !1, line: 54, column: 3)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 56, type: !4)
!36 = distinct !DILexicalBlock(scope: !16, file: !1, line: 56, column: 3)
!37 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 60, type: !28)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 61, type: !4)
!39 = distinct !DILexicalBlock(scope: !16, file: !1, line: 61, column: 3)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 63, type: !4)
!41 = distinct !DILexicalBlock(scope: !16, file: !1, line: 63, column: 3)
!42 = !DILocation(line: 0, scope: !16)
!43 = !DILocation(line: 48, column: 16, scope: !16)
!44 = !DILocation(line: 48, column: 11, scope: !16)
!45 = !DILocation(line: 48, column: 27, scope: !16)
!46 = !{!47, !47, i64 0}
!47 = !{!"any pointer", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocalVariable(name: "__nptr", arg: 1, scope: !51, file: !52, line: 362, type: !55)
!51 = distinct !DISubprogram(name: "atoi", scope: !52, file: !52, line: 362, type: !53, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !57)
!52 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!53 = !DISubroutineType(types: !54)
!54 = !{!4, !55}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!57 = !{!50}
!58 = !DILocation(line: 0, scope: !51, inlinedAt: !59)
!59 = distinct !DILocation(line: 48, column: 22, scope: !16)
!60 = !DILocation(line: 364, column: 16, scope: !51, inlinedAt: !59)
!61 = !DILocation(line: 364, column: 10, scope: !51, inlinedAt: !59)
!62 = !DILocation(line: 49, column: 19, scope: !16)
!63 = !DILocation(line: 49, column: 14, scope: !16)
!64 = !DILocation(line: 49, column: 30, scope: !16)
!65 = !DILocation(line: 0, scope: !51, inlinedAt: !66)
!66 = distinct !DILocation(line: 49, column: 25, scope: !16)
!67 = !DILocation(line: 364, column: 16, scope: !51, inlinedAt: !66)
!68 = !DILocation(line: 364, column: 10, scope: !51, inlinedAt: !66)
!69 = !DILocation(line: 50, column: 19, scope: !16)
!70 = !DILocation(line: 50, column: 14, scope: !16)
!71 = !DILocation(line: 50, column: 30, scope: !16)
!72 = !DILocation(line: 0, scope: !51, inlinedAt: !73)
!73 = distinct !DILocation(line: 50, column: 25, scope: !16)
!74 = !DILocation(line: 364, column: 16, scope: !51, inlinedAt: !73)
!75 = !DILocation(line: 364, column: 10, scope: !51, inlinedAt: !73)
!76 = !DILocation(line: 51, column: 16, scope: !16)
!77 = !DILocation(line: 51, column: 11, scope: !16)
!78 = !DILocation(line: 51, column: 27, scope: !16)
!79 = !DILocation(line: 0, scope: !51, inlinedAt: !80)
!80 = distinct !DILocation(line: 51, column: 22, scope: !16)
!81 = !DILocation(line: 364, column: 16, scope: !51, inlinedAt: !80)
!82 = !DILocation(line: 364, column: 10, scope: !51, inlinedAt: !80)
!83 = !DILocation(line: 52, column: 22, scope: !16)
!84 = !DILocation(line: 52, column: 24, scope: !16)
!85 = !DILocation(line: 52, column: 15, scope: !16)
!86 = !DILocation(line: 52, column: 48, scope: !16)
!87 = !DILocation(line: 53, column: 27, scope: !16)
!88 = !DILocation(line: 53, column: 22, scope: !16)
!89 = !DILocation(line: 53, column: 34, scope: !16)
!90 = !DILocation(line: 53, column: 15, scope: !16)
!91 = !DILocation(line: 53, column: 59, scope: !16)
!92 = !DILocation(line: 0, scope: !34)
!93 = !DILocation(line: 54, column: 21, scope: !94)
!94 = distinct !DILexicalBlock(scope: !34, file: !1, line: 54, column: 3)
!95 = !DILocation(line: 54, column: 3, scope: !34)
!96 = !DILocation(line: 54, column: 27, scope: !94)
!97 = !DILocation(line: 55, column: 14, scope: !94)
!98 = !DILocation(line: 55, column: 12, scope: !94)
!99 = !DILocation(line: 55, column: 10, scope: !94)
!100 = !{!101, !101, i64 0}
!101 = !{!"double", !48, i64 0}
!102 = distinct !{!102, !95, !103, !104, !105}
!103 = !DILocation(line: 55, column: 16, scope: !34)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !{!"llvm.loop.isvectorized", i32 1}
!106 = !DILocation(line: 0, scope: !36)
!107 = !DILocation(line: 56, column: 21, scope: !108)
!108 = distinct !DILexicalBlock(scope: !36, file: !1, line: 56, column: 3)
!109 = !DILocation(line: 56, column: 3, scope: !36)
!110 = !DILocation(line: 56, column: 37, scope: !108)
!111 = !DILocation(line: 57, column: 23, scope: !108)
!112 = !DILocation(line: 57, column: 13, scope: !108)
!113 = !DILocation(line: 57, column: 11, scope: !108)
!114 = !{!115, !115, i64 0}
!115 = !{!"float", !48, i64 0}
!116 = distinct !{!116, !109, !117, !104, !105}
!117 = !DILocation(line: 57, column: 26, scope: !36)
!118 = !DILocation(line: 55, column: 5, scope: !94)
!119 = distinct !{!119, !95, !103, !104, !120, !105}
!120 = !{!"llvm.loop.unroll.runtime.disable"}
!121 = !DILocalVariable(name: "n", arg: 1, scope: !122, file: !1, line: 21, type: !4)
!122 = distinct !DISubprogram(name: "moving_average", scope: !1, file: !1, line: 21, type: !123, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !127)
!123 = !DISubroutineType(types: !124)
!124 = !{null, !4, !4, !125, !27}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!127 = !{!121, !128, !129, !130, !131, !133, !136, !137, !138}
!128 = !DILocalVariable(name: "r", arg: 2, scope: !122, file: !1, line: 21, type: !4)
!129 = !DILocalVariable(name: "x", arg: 3, scope: !122, file: !1, line: 21, type: !125)
!130 = !DILocalVariable(name: "y", arg: 4, scope: !122, file: !1, line: 21, type: !27)
!131 = !DILocalVariable(name: "i", scope: !132, file: !1, line: 23, type: !4)
!132 = distinct !DILexicalBlock(scope: !122, file: !1, line: 23, column: 3)
!133 = !DILocalVariable(name: "lo", scope: !134, file: !1, line: 24, type: !4)
!134 = distinct !DILexicalBlock(scope: !135, file: !1, line: 23, column: 31)
!135 = distinct !DILexicalBlock(scope: !132, file: !1, line: 23, column: 3)
!136 = !DILocalVariable(name: "hi", scope: !134, file: !1, line: 24, type: !4)
!137 = !DILocalVariable(name: "s", scope: !134, file: !1, line: 25, type: !28)
!138 = !DILocalVariable(name: "k", scope: !139, file: !1, line: 26, type: !4)
!139 = distinct !DILexicalBlock(scope: !134, file: !1, line: 26, column: 5)
!140 = !DILocation(line: 0, scope: !122, inlinedAt: !141)
!141 = distinct !DILocation(line: 58, column: 3, scope: !16)
!142 = !DILocation(line: 0, scope: !132, inlinedAt: !141)
!143 = !DILocation(line: 23, column: 3, scope: !132, inlinedAt: !141)
!144 = !DILocation(line: 23, column: 21, scope: !135, inlinedAt: !141)
!145 = !DILocation(line: 24, column: 21, scope: !134, inlinedAt: !141)
!146 = !DILocalVariable(name: "a", arg: 1, scope: !147, file: !1, line: 10, type: !4)
!147 = distinct !DISubprogram(name: "imax", scope: !1, file: !1, line: 10, type: !148, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !150)
!148 = !DISubroutineType(types: !149)
!149 = !{!4, !4, !4}
!150 = !{!146, !151}
!151 = !DILocalVariable(name: "b", arg: 2, scope: !147, file: !1, line: 10, type: !4)
!152 = !DILocation(line: 0, scope: !147, inlinedAt: !153)
!153 = distinct !DILocation(line: 24, column: 14, scope: !134, inlinedAt: !141)
!154 = !DILocation(line: 10, column: 42, scope: !147, inlinedAt: !153)
!155 = !DILocation(line: 10, column: 40, scope: !147, inlinedAt: !153)
!156 = !DILocation(line: 0, scope: !134, inlinedAt: !141)
!157 = !DILocation(line: 24, column: 42, scope: !134, inlinedAt: !141)
!158 = !DILocalVariable(name: "a", arg: 1, scope: !159, file: !1, line: 9, type: !4)
!159 = distinct !DISubprogram(name: "imin", scope: !1, file: !1, line: 9, type: !148, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !160)
!160 = !{!158, !161}
!161 = !DILocalVariable(name: "b", arg: 2, scope: !159, file: !1, line: 9, type: !4)
!162 = !DILocation(line: 0, scope: !159, inlinedAt: !163)
!163 = distinct !DILocation(line: 24, column: 35, scope: !134, inlinedAt: !141)
!164 = !DILocation(line: 9, column: 42, scope: !159, inlinedAt: !163)
!165 = !DILocation(line: 9, column: 40, scope: !159, inlinedAt: !163)
!166 = !DILocation(line: 0, scope: !139, inlinedAt: !141)
!167 = !DILocation(line: 26, column: 24, scope: !168, inlinedAt: !141)
!168 = distinct !DILexicalBlock(scope: !139, file: !1, line: 26, column: 5)
!169 = !DILocation(line: 26, column: 5, scope: !139, inlinedAt: !141)
!170 = !DILocation(line: 28, column: 20, scope: !134, inlinedAt: !141)
!171 = !DILocation(line: 28, column: 25, scope: !134, inlinedAt: !141)
!172 = !DILocation(line: 28, column: 16, scope: !134, inlinedAt: !141)
!173 = !DILocation(line: 28, column: 14, scope: !134, inlinedAt: !141)
!174 = !DILocation(line: 28, column: 5, scope: !134, inlinedAt: !141)
!175 = !DILocation(line: 28, column: 10, scope: !134, inlinedAt: !141)
!176 = !DILocation(line: 23, column: 27, scope: !135, inlinedAt: !141)
!177 = distinct !{!177, !143, !178, !104}
!178 = !DILocation(line: 29, column: 3, scope: !132, inlinedAt: !141)
!179 = !DILocation(line: 27, column: 12, scope: !168, inlinedAt: !141)
!180 = !DILocation(line: 27, column: 9, scope: !168, inlinedAt: !141)
!181 = !DILocation(line: 26, column: 32, scope: !168, inlinedAt: !141)
!182 = distinct !{!182, !169, !183, !104}
!183 = !DILocation(line: 27, column: 15, scope: !139, inlinedAt: !141)
!184 = !DILocalVariable(name: "rows", arg: 1, scope: !185, file: !1, line: 32, type: !4)
!185 = distinct !DISubprogram(name: "box", scope: !1, file: !1, line: 32, type: !186, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !190)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !4, !4, !4, !188, !31}
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!190 = !{!184, !191, !192, !193, !194, !195, !197, !200, !203, !204, !205, !206, !207, !209}
!191 = !DILocalVariable(name: "cols", arg: 2, scope: !185, file: !1, line: 32, type: !4)
!192 = !DILocalVariable(name: "r", arg: 3, scope: !185, file: !1, line: 32, type: !4)
!193 = !DILocalVariable(name: "in", arg: 4, scope: !185, file: !1, line: 32, type: !188)
!194 = !DILocalVariable(name: "out", arg: 5, scope: !185, file: !1, line: 32, type: !31)
!195 = !DILocalVariable(name: "i", scope: !196, file: !1, line: 34, type: !4)
!196 = distinct !DILexicalBlock(scope: !185, file: !1, line: 34, column: 3)
!197 = !DILocalVariable(name: "j", scope: !198, file: !1, line: 35, type: !4)
!198 = distinct !DILexicalBlock(scope: !199, file: !1, line: 35, column: 5)
!199 = distinct !DILexicalBlock(scope: !196, file: !1, line: 34, column: 3)
!200 = !DILocalVariable(name: "i0", scope: !201, file: !1, line: 36, type: !4)
!201 = distinct !DILexicalBlock(scope: !202, file: !1, line: 35, column: 36)
!202 = distinct !DILexicalBlock(scope: !198, file: !1, line: 35, column: 5)
!203 = !DILocalVariable(name: "i1", scope: !201, file: !1, line: 36, type: !4)
!204 = !DILocalVariable(name: "j0", scope: !201, file: !1, line: 37, type: !4)
!205 = !DILocalVariable(name: "j1", scope: !201, file: !1, line: 37, type: !4)
!206 = !DILocalVariable(name: "s", scope: !201, file: !1, line: 38, type: !3)
!207 = !DILocalVariable(name: "a", scope: !208, file: !1, line: 39, type: !4)
!208 = distinct !DILexicalBlock(scope: !201, file: !1, line: 39, column: 7)
!209 = !DILocalVariable(name: "b", scope: !210, file: !1, line: 40, type: !4)
!210 = distinct !DILexicalBlock(scope: !211, file: !1, line: 40, column: 9)
!211 = distinct !DILexicalBlock(scope: !208, file: !1, line: 39, column: 7)
!212 = !DILocation(line: 0, scope: !185, inlinedAt: !213)
!213 = distinct !DILocation(line: 59, column: 3, scope: !16)
!214 = !DILocation(line: 0, scope: !196, inlinedAt: !213)
!215 = !DILocation(line: 34, column: 21, scope: !199, inlinedAt: !213)
!216 = !DILocation(line: 34, column: 3, scope: !196, inlinedAt: !213)
!217 = !DILocation(line: 0, scope: !198, inlinedAt: !213)
!218 = !DILocation(line: 35, column: 5, scope: !198, inlinedAt: !213)
!219 = !DILocation(line: 34, column: 30, scope: !199, inlinedAt: !213)
!220 = distinct !{!220, !216, !221, !104}
!221 = !DILocation(line: 43, column: 5, scope: !196, inlinedAt: !213)
!222 = !DILocalVariable(name: "x", arg: 1, scope: !223, file: !1, line: 12, type: !4)
!223 = distinct !DISubprogram(name: "clamp", scope: !1, file: !1, line: 12, type: !224, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{!4, !4, !4, !4}
!226 = !{!222, !227, !228}
!227 = !DILocalVariable(name: "lo", arg: 2, scope: !223, file: !1, line: 12, type: !4)
!228 = !DILocalVariable(name: "hi", arg: 3, scope: !223, file: !1, line: 12, type: !4)
!229 = !DILocation(line: 0, scope: !223, inlinedAt: !230)
!230 = distinct !DILocation(line: 36, column: 16, scope: !201, inlinedAt: !213)
!231 = !DILocation(line: 0, scope: !201, inlinedAt: !213)
!232 = !DILocation(line: 0, scope: !223, inlinedAt: !233)
!233 = distinct !DILocation(line: 36, column: 48, scope: !201, inlinedAt: !213)
!234 = !DILocation(line: 37, column: 24, scope: !201, inlinedAt: !213)
!235 = !DILocation(line: 0, scope: !223, inlinedAt: !236)
!236 = distinct !DILocation(line: 37, column: 16, scope: !201, inlinedAt: !213)
!237 = !DILocation(line: 14, column: 9, scope: !238, inlinedAt: !236)
!238 = distinct !DILexicalBlock(scope: !223, file: !1, line: 14, column: 7)
!239 = !DILocation(line: 14, column: 7, scope: !223, inlinedAt: !236)
!240 = !DILocation(line: 37, column: 56, scope: !201, inlinedAt: !213)
!241 = !DILocation(line: 0, scope: !223, inlinedAt: !242)
!242 = distinct !DILocation(line: 37, column: 48, scope: !201, inlinedAt: !213)
!243 = !DILocation(line: 14, column: 9, scope: !238, inlinedAt: !242)
!244 = !DILocation(line: 14, column: 7, scope: !223, inlinedAt: !242)
!245 = !DILocation(line: 0, scope: !208, inlinedAt: !213)
!246 = !DILocation(line: 39, column: 7, scope: !208, inlinedAt: !213)
!247 = !DILocation(line: 0, scope: !210, inlinedAt: !213)
!248 = !DILocation(line: 40, column: 9, scope: !210, inlinedAt: !213)
!249 = !DILocation(line: 41, column: 28, scope: !250, inlinedAt: !213)
!250 = distinct !DILexicalBlock(scope: !210, file: !1, line: 40, column: 9)
!251 = !DILocation(line: 41, column: 16, scope: !250, inlinedAt: !213)
!252 = !DILocation(line: 41, column: 13, scope: !250, inlinedAt: !213)
!253 = !DILocation(line: 40, column: 36, scope: !250, inlinedAt: !213)
!254 = distinct !{!254, !255}
!255 = !{!"llvm.loop.unroll.disable"}
!256 = !DILocation(line: 38, column: 13, scope: !201, inlinedAt: !213)
!257 = !DILocation(line: 42, column: 20, scope: !201, inlinedAt: !213)
!258 = !DILocation(line: 42, column: 7, scope: !201, inlinedAt: !213)
!259 = !DILocation(line: 42, column: 25, scope: !201, inlinedAt: !213)
!260 = !DILocation(line: 35, column: 32, scope: !202, inlinedAt: !213)
!261 = !DILocation(line: 35, column: 23, scope: !202, inlinedAt: !213)
!262 = distinct !{!262, !218, !263, !104}
!263 = !DILocation(line: 43, column: 5, scope: !198, inlinedAt: !213)
!264 = !DILocation(line: 39, column: 34, scope: !211, inlinedAt: !213)
!265 = !DILocation(line: 39, column: 26, scope: !211, inlinedAt: !213)
!266 = distinct !{!266, !246, !267, !104}
!267 = !DILocation(line: 41, column: 31, scope: !208, inlinedAt: !213)
!268 = !DILocation(line: 40, column: 28, scope: !250, inlinedAt: !213)
!269 = distinct !{!269, !248, !270, !104}
!270 = !DILocation(line: 41, column: 31, scope: !210, inlinedAt: !213)
!271 = !DILocation(line: 0, scope: !39)
!272 = !DILocation(line: 61, column: 3, scope: !39)
!273 = !DILocation(line: 61, column: 21, scope: !274)
!274 = distinct !DILexicalBlock(scope: !39, file: !1, line: 61, column: 3)
!275 = !DILocation(line: 57, column: 5, scope: !108)
!276 = distinct !{!276, !109, !117, !104, !120, !105}
!277 = !DILocation(line: 62, column: 10, scope: !274)
!278 = !DILocation(line: 62, column: 7, scope: !274)
!279 = !DILocation(line: 61, column: 27, scope: !274)
!280 = distinct !{!280, !255}
!281 = !DILocation(line: 0, scope: !41)
!282 = !DILocation(line: 63, column: 3, scope: !41)
!283 = !DILocation(line: 63, column: 21, scope: !284)
!284 = distinct !DILexicalBlock(scope: !41, file: !1, line: 63, column: 3)
!285 = distinct !{!285, !272, !286, !104}
!286 = !DILocation(line: 62, column: 13, scope: !39)
!287 = !DILocation(line: 64, column: 10, scope: !284)
!288 = !DILocation(line: 64, column: 7, scope: !284)
!289 = !DILocation(line: 63, column: 37, scope: !284)
!290 = distinct !{!290, !255}
!291 = !DILocation(line: 65, column: 3, scope: !16)
!292 = !DILocation(line: 66, column: 3, scope: !16)
!293 = !DILocation(line: 67, column: 3, scope: !16)
!294 = !DILocation(line: 68, column: 3, scope: !16)
!295 = !DILocation(line: 69, column: 3, scope: !16)
!296 = !DILocation(line: 70, column: 3, scope: !16)
!297 = distinct !{!297, !282, !298, !104}
!298 = !DILocation(line: 64, column: 15, scope: !41)
