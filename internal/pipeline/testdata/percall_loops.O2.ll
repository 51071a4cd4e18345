; ModuleID = 'percall_loops.c'
source_filename = "percall_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%g %g %g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !33
  %3 = icmp sgt i32 %0, 1, !dbg !34
  br i1 %3, label %4, label %27, !dbg !35

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !36
  %6 = load i8*, i8** %5, align 8, !dbg !36, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %6, metadata !41, metadata !DIExpression()) #7, !dbg !49
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !51
  %8 = trunc i64 %7 to i32, !dbg !52
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !33
  %9 = icmp eq i32 %0, 2, !dbg !53
  br i1 %9, label %27, label %10, !dbg !54

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !55
  %12 = load i8*, i8** %11, align 8, !dbg !55, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %12, metadata !41, metadata !DIExpression()) #7, !dbg !56
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !58
  %14 = trunc i64 %13 to i32, !dbg !59
  call void @llvm.dbg.value(metadata i32 %14, metadata !22, metadata !DIExpression()), !dbg !33
  %15 = icmp ugt i32 %0, 3, !dbg !60
  br i1 %15, label %16, label %27, !dbg !61

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !62
  %18 = load i8*, i8** %17, align 8, !dbg !62, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %18, metadata !41, metadata !DIExpression()) #7, !dbg !63
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #7, !dbg !65
  %20 = trunc i64 %19 to i32, !dbg !66
  call void @llvm.dbg.value(metadata i32 %20, metadata !23, metadata !DIExpression()), !dbg !33
  %21 = icmp eq i32 %0, 4, !dbg !67
  br i1 %21, label %27, label %22, !dbg !68

22:                                               ; preds = %16
  %23 = getelementptr inbounds i8*, i8** %1, i64 4, !dbg !69
  %24 = load i8*, i8** %23, align 8, !dbg !69, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %24, metadata !41, metadata !DIExpression()) #7, !dbg !70
  %25 = tail call i64 @strtol(i8* nocapture noundef nonnull %24, i8** noundef null, i32 noundef 10) #7, !dbg !72
  %26 = trunc i64 %25 to i32, !dbg !73
  br label %27, !dbg !68

27:                                               ; preds = %2, %4, %10, %16, %22
  %28 = phi i32 [ %20, %22 ], [ %20, %16 ], [ 20, %10 ], [ 20, %4 ], [ 20, %2 ]
  %29 = phi i32 [ %8, %22 ], [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %30 = phi i32 [ %14, %22 ], [ %14, %16 ], [ %14, %10 ], [ 300, %4 ], [ 300, %2 ]
  %31 = phi i32 [ %26, %22 ], [ 30, %16 ], [ 30, %10 ], [ 30, %4 ], [ 30, %2 ], !dbg !68
  call void @llvm.dbg.value(metadata i32 %31, metadata !24, metadata !DIExpression()), !dbg !33
  %32 = add i32 %29, 16, !dbg !74
  %33 = add i32 %32, %30, !dbg !75
  %34 = sext i32 %33 to i64, !dbg !76
  %35 = shl nsw i64 %34, 3, !dbg !77
  %36 = tail call noalias i8* @malloc(i64 noundef %35) #7, !dbg !78
  %37 = bitcast i8* %36 to double*, !dbg !78
  call void @llvm.dbg.value(metadata double* %37, metadata !25, metadata !DIExpression()), !dbg !33
  %38 = sext i32 %30 to i64, !dbg !79
  %39 = shl nsw i64 %38, 3, !dbg !80
  %40 = tail call noalias i8* @malloc(i64 noundef %39) #7, !dbg !81
  %41 = bitcast i8* %40 to double*, !dbg !81
  call void @llvm.dbg.value(metadata double* %41, metadata !28, metadata !DIExpression()), !dbg !33
  %42 = sext i32 %28 to i64, !dbg !82
  %43 = shl nsw i64 %42, 3, !dbg !83
  %44 = sext i32 %31 to i64, !dbg !84
  %45 = mul i64 %43, %44, !dbg !85
  %46 = tail call noalias i8* @malloc(i64 noundef %45) #7, !dbg !86
  %47 = bitcast i8* %46 to double*, !dbg !86
  call void @llvm.dbg.value(metadata double* %47, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %37, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %8, metadata !92, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !93, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !98
  %48 = icmp sgt i32 %29, 0, !dbg !99
  br i1 %48, label %49, label %115, !dbg !101

49:                                               ; preds = %27
  %50 = zext i32 %29 to i64, !dbg !99
  %51 = icmp ult i32 %29, 4, !dbg !101
  br i1 %51, label %105, label %52, !dbg !101

52:                                               ; preds = %49
  %53 = and i64 %50, 4294967292, !dbg !101
  %54 = add nsw i64 %53, -4, !dbg !101
  %55 = lshr exact i64 %54, 2, !dbg !101
  %56 = add nuw nsw i64 %55, 1, !dbg !101
  %57 = and i64 %56, 1, !dbg !101
  %58 = icmp eq i64 %54, 0, !dbg !101
  br i1 %58, label %89, label %59, !dbg !101

59:                                               ; preds = %52
  %60 = and i64 %56, 9223372036854775806, !dbg !101
  br label %61, !dbg !101

61:                                               ; preds = %61, %59
  %62 = phi i64 [ 0, %59 ], [ %85, %61 ], !dbg !102
  %63 = phi <2 x i32> [ <i32 0, i32 1>, %59 ], [ %86, %61 ], !dbg !103
  %64 = phi i64 [ 0, %59 ], [ %87, %61 ]
  %65 = add <2 x i32> %63, <i32 2, i32 2>, !dbg !103
  %66 = sitofp <2 x i32> %63 to <2 x double>, !dbg !103
  %67 = sitofp <2 x i32> %65 to <2 x double>, !dbg !103
  %68 = fmul <2 x double> %66, <double 5.000000e-01, double 5.000000e-01>, !dbg !104
  %69 = fmul <2 x double> %67, <double 5.000000e-01, double 5.000000e-01>, !dbg !104
  %70 = getelementptr inbounds double, double* %37, i64 %62, !dbg !102
  %71 = bitcast double* %70 to <2 x double>*, !dbg !105
  store <2 x double> %68, <2 x double>* %71, align 8, !dbg !105, !tbaa !106
  %72 = getelementptr inbounds double, double* %70, i64 2, !dbg !105
  %73 = bitcast double* %72 to <2 x double>*, !dbg !105
  store <2 x double> %69, <2 x double>* %73, align 8, !dbg !105, !tbaa !106
  %74 = or i64 %62, 4, !dbg !102
  %75 = add <2 x i32> %63, <i32 4, i32 4>, !dbg !103
  %76 = add <2 x i32> %63, <i32 6, i32 6>, !dbg !103
  %77 = sitofp <2 x i32> %75 to <2 x double>, !dbg !103
  %78 = sitofp <2 x i32> %76 to <2 x double>, !dbg !103
  %79 = fmul <2 x double> %77, <double 5.000000e-01, double 5.000000e-01>, !dbg !104
  %80 = fmul <2 x double> %78, <double 5.000000e-01, double 5.000000e-01>, !dbg !104
  %81 = getelementptr inbounds double, double* %37, i64 %74, !dbg !102
  %82 = bitcast double* %81 to <2 x double>*, !dbg !105
  store <2 x double> %79, <2 x double>* %82, align 8, !dbg !105, !tbaa !106
  %83 = getelementptr inbounds double, double* %81, i64 2, !dbg !105
  %84 = bitcast double* %83 to <2 x double>*, !dbg !105
  store <2 x double> %80, <2 x double>* %84, align 8, !dbg !105, !tbaa !106
  %85 = add nuw i64 %62, 8, !dbg !102
  %86 = add <2 x i32> %63, <i32 8, i32 8>, !dbg !103
  %87 = add i64 %64, 2, !dbg !102
  %88 = icmp eq i64 %87, %60, !dbg !102
  br i1 %88, label %89, label %61, !dbg !102, !llvm.loop !108

89:                                               ; preds = %61, %52
  %90 = phi i64 [ 0, %52 ], [ %85, %61 ]
  %91 = phi <2 x i32> [ <i32 0, i32 1>, %52 ], [ %86, %61 ]
  %92 = icmp eq i64 %57, 0, !dbg !102
  br i1 %92, label %103, label %93, !dbg !102

93:                                               ; preds = %89
  %94 = add <2 x i32> %91, <i32 2, i32 2>, !dbg !103
  %95 = sitofp <2 x i32> %91 to <2 x double>, !dbg !103
  %96 = sitofp <2 x i32> %94 to <2 x double>, !dbg !103
  %97 = fmul <2 x double> %95, <double 5.000000e-01, double 5.000000e-01>, !dbg !104
  %98 = fmul <2 x double> %96, <double 5.000000e-01, double 5.000000e-01>, !dbg !104
  %99 = getelementptr inbounds double, double* %37, i64 %90, !dbg !102
  %100 = bitcast double* %99 to <2 x double>*, !dbg !105
  store <2 x double> %97, <2 x double>* %100, align 8, !dbg !105, !tbaa !106
  %101 = getelementptr inbounds double, double* %99, i64 2, !dbg !105
  %102 = bitcast double* %101 to <2 x double>*, !dbg !105
  store <2 x double> %98, <2 x double>* %102, align 8, !dbg !105, !tbaa !106
  br label %103, !dbg !101

103:                                              ; preds = %89, %93
  %104 = icmp eq i64 %53, %50, !dbg !101
  br i1 %104, label %115, label %105, !dbg !101

105:                                              ; preds = %49, %103
  %106 = phi i64 [ 0, %49 ], [ %53, %103 ]
  br label %107, !dbg !101

107:                                              ; preds = %105, %107
  %108 = phi i64 [ %113, %107 ], [ %106, %105 ]
  call void @llvm.dbg.value(metadata i64 %108, metadata !94, metadata !DIExpression()), !dbg !98
  %109 = trunc i64 %108 to i32, !dbg !103
  %110 = sitofp i32 %109 to double, !dbg !103
  %111 = fmul double %110, 5.000000e-01, !dbg !104
  %112 = getelementptr inbounds double, double* %37, i64 %108, !dbg !112
  store double %111, double* %112, align 8, !dbg !105, !tbaa !106
  %113 = add nuw nsw i64 %108, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %113, metadata !94, metadata !DIExpression()), !dbg !98
  %114 = icmp eq i64 %113, %50, !dbg !99
  br i1 %114, label %115, label %107, !dbg !101, !llvm.loop !113

115:                                              ; preds = %107, %103, %27
  call void @llvm.dbg.value(metadata double* %41, metadata !87, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 %14, metadata !92, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double -1.000000e+00, metadata !93, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !117
  %116 = icmp sgt i32 %30, 0, !dbg !118
  br i1 %116, label %117, label %878, !dbg !119

117:                                              ; preds = %115
  %118 = zext i32 %30 to i64, !dbg !118
  %119 = icmp ult i32 %30, 4, !dbg !119
  br i1 %119, label %173, label %120, !dbg !119

120:                                              ; preds = %117
  %121 = and i64 %118, 4294967292, !dbg !119
  %122 = add nsw i64 %121, -4, !dbg !119
  %123 = lshr exact i64 %122, 2, !dbg !119
  %124 = add nuw nsw i64 %123, 1, !dbg !119
  %125 = and i64 %124, 1, !dbg !119
  %126 = icmp eq i64 %122, 0, !dbg !119
  br i1 %126, label %157, label %127, !dbg !119

127:                                              ; preds = %120
  %128 = and i64 %124, 9223372036854775806, !dbg !119
  br label %129, !dbg !119

129:                                              ; preds = %129, %127
  %130 = phi i64 [ 0, %127 ], [ %153, %129 ], !dbg !120
  %131 = phi <2 x i32> [ <i32 0, i32 1>, %127 ], [ %154, %129 ], !dbg !121
  %132 = phi i64 [ 0, %127 ], [ %155, %129 ]
  %133 = add <2 x i32> %131, <i32 2, i32 2>, !dbg !121
  %134 = sitofp <2 x i32> %131 to <2 x double>, !dbg !121
  %135 = sitofp <2 x i32> %133 to <2 x double>, !dbg !121
  %136 = fneg <2 x double> %134, !dbg !122
  %137 = fneg <2 x double> %135, !dbg !122
  %138 = getelementptr inbounds double, double* %41, i64 %130, !dbg !120
  %139 = bitcast double* %138 to <2 x double>*, !dbg !123
  store <2 x double> %136, <2 x double>* %139, align 8, !dbg !123, !tbaa !106
  %140 = getelementptr inbounds double, double* %138, i64 2, !dbg !123
  %141 = bitcast double* %140 to <2 x double>*, !dbg !123
  store <2 x double> %137, <2 x double>* %141, align 8, !dbg !123, !tbaa !106
  %142 = or i64 %130, 4, !dbg !120
  %143 = add <2 x i32> %131, <i32 4, i32 4>, !dbg !121
  %144 = add <2 x i32> %131, <i32 6, i32 6>, !dbg !121
  %145 = sitofp <2 x i32> %143 to <2 x double>, !dbg !121
  %146 = sitofp <2 x i32> %144 to <2 x double>, !dbg !121
  %147 = fneg <2 x double> %145, !dbg !122
  %148 = fneg <2 x double> %146, !dbg !122
  %149 = getelementptr inbounds double, double* %41, i64 %142, !dbg !120
  %150 = bitcast double* %149 to <2 x double>*, !dbg !123
  store <2 x double> %147, <2 x double>* %150, align 8, !dbg !123, !tbaa !106
  %151 = getelementptr inbounds double, double* %149, i64 2, !dbg !123
  %152 = bitcast double* %151 to <2 x double>*, !dbg !123
  store <2 x double> %148, <2 x double>* %152, align 8, !dbg !123, !tbaa !106
  %153 = add nuw i64 %130, 8, !dbg !120
  %154 = add <2 x i32> %131, <i32 8, i32 8>, !dbg !121
  %155 = add i64 %132, 2, !dbg !120
  %156 = icmp eq i64 %155, %128, !dbg !120
  br i1 %156, label %157, label %129, !dbg !120, !llvm.loop !124

157:                                              ; preds = %129, %120
  %158 = phi i64 [ 0, %120 ], [ %153, %129 ]
  %159 = phi <2 x i32> [ <i32 0, i32 1>, %120 ], [ %154, %129 ]
  %160 = icmp eq i64 %125, 0, !dbg !120
  br i1 %160, label %171, label %161, !dbg !120

161:                                              ; preds = %157
  %162 = add <2 x i32> %159, <i32 2, i32 2>, !dbg !121
  %163 = sitofp <2 x i32> %159 to <2 x double>, !dbg !121
  %164 = sitofp <2 x i32> %162 to <2 x double>, !dbg !121
  %165 = fneg <2 x double> %163, !dbg !122
  %166 = fneg <2 x double> %164, !dbg !122
  %167 = getelementptr inbounds double, double* %41, i64 %158, !dbg !120
  %168 = bitcast double* %167 to <2 x double>*, !dbg !123
  store <2 x double> %165, <2 x double>* %168, align 8, !dbg !123, !tbaa !106
  %169 = getelementptr inbounds double, double* %167, i64 2, !dbg !123
  %170 = bitcast double* %169 to <2 x double>*, !dbg !123
  store <2 x double> %166, <2 x double>* %170, align 8, !dbg !123, !tbaa !106
  br label %171, !dbg !119

171:                                              ; preds = %157, %161
  %172 = icmp eq i64 %121, %118, !dbg !119
  br i1 %172, label %878, label %173, !dbg !119

173:                                              ; preds = %117, %171
  %174 = phi i64 [ 0, %117 ], [ %121, %171 ]
  br label %175, !dbg !119

175:                                              ; preds = %173, %175
  %176 = phi i64 [ %181, %175 ], [ %174, %173 ]
  call void @llvm.dbg.value(metadata i64 %176, metadata !94, metadata !DIExpression()), !dbg !117
  %177 = trunc i64 %176 to i32, !dbg !121
  %178 = sitofp i32 %177 to double, !dbg !121
  %179 = fneg double %178, !dbg !122
  %180 = getelementptr inbounds double, double* %41, i64 %176, !dbg !126
  store double %179, double* %180, align 8, !dbg !123, !tbaa !106
  %181 = add nuw nsw i64 %176, 1, !dbg !120
  call void @llvm.dbg.value(metadata i64 %181, metadata !94, metadata !DIExpression()), !dbg !117
  %182 = icmp eq i64 %181, %118, !dbg !118
  br i1 %182, label %878, label %175, !dbg !119, !llvm.loop !127

183:                                              ; preds = %878
  %184 = icmp sgt i32 %31, 0
  %185 = zext i32 %28 to i64, !dbg !128
  %186 = zext i32 %31 to i64
  %187 = and i64 %186, 4294967292, !dbg !142
  %188 = add nsw i64 %187, -4, !dbg !142
  %189 = lshr exact i64 %188, 2, !dbg !142
  %190 = add nuw nsw i64 %189, 1, !dbg !142
  %191 = icmp ult i32 %31, 4
  %192 = and i64 %186, 4294967292
  %193 = and i64 %190, 1
  %194 = icmp eq i64 %188, 0
  %195 = and i64 %190, 9223372036854775806
  %196 = icmp eq i64 %193, 0
  %197 = icmp eq i64 %192, %186
  br label %198, !dbg !142

198:                                              ; preds = %260, %183
  %199 = phi i64 [ 0, %183 ], [ %261, %260 ]
  call void @llvm.dbg.value(metadata i64 %199, metadata !138, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()), !dbg !144
  br i1 %184, label %200, label %260, !dbg !145

200:                                              ; preds = %198
  %201 = mul nsw i64 %199, %44
  br i1 %191, label %258, label %202, !dbg !145

202:                                              ; preds = %200
  %203 = insertelement <2 x i64> poison, i64 %199, i64 0, !dbg !145
  %204 = shufflevector <2 x i64> %203, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !145
  %205 = insertelement <2 x i64> poison, i64 %199, i64 0, !dbg !145
  %206 = shufflevector <2 x i64> %205, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !145
  br i1 %194, label %241, label %207, !dbg !145

207:                                              ; preds = %202, %207
  %208 = phi i64 [ %237, %207 ], [ 0, %202 ], !dbg !146
  %209 = phi <2 x i64> [ %238, %207 ], [ <i64 0, i64 1>, %202 ]
  %210 = phi i64 [ %239, %207 ], [ 0, %202 ]
  %211 = add <2 x i64> %209, <i64 2, i64 2>
  %212 = sub nsw <2 x i64> %204, %209, !dbg !148
  %213 = sub nsw <2 x i64> %206, %211, !dbg !148
  %214 = trunc <2 x i64> %212 to <2 x i32>, !dbg !149
  %215 = trunc <2 x i64> %213 to <2 x i32>, !dbg !149
  %216 = sitofp <2 x i32> %214 to <2 x double>, !dbg !149
  %217 = sitofp <2 x i32> %215 to <2 x double>, !dbg !149
  %218 = add nsw i64 %208, %201, !dbg !146
  %219 = getelementptr inbounds double, double* %47, i64 %218, !dbg !146
  %220 = bitcast double* %219 to <2 x double>*, !dbg !150
  store <2 x double> %216, <2 x double>* %220, align 8, !dbg !150, !tbaa !106
  %221 = getelementptr inbounds double, double* %219, i64 2, !dbg !150
  %222 = bitcast double* %221 to <2 x double>*, !dbg !150
  store <2 x double> %217, <2 x double>* %222, align 8, !dbg !150, !tbaa !106
  %223 = or i64 %208, 4, !dbg !146
  %224 = add <2 x i64> %209, <i64 4, i64 4>
  %225 = add <2 x i64> %209, <i64 6, i64 6>
  %226 = sub nsw <2 x i64> %204, %224, !dbg !148
  %227 = sub nsw <2 x i64> %206, %225, !dbg !148
  %228 = trunc <2 x i64> %226 to <2 x i32>, !dbg !149
  %229 = trunc <2 x i64> %227 to <2 x i32>, !dbg !149
  %230 = sitofp <2 x i32> %228 to <2 x double>, !dbg !149
  %231 = sitofp <2 x i32> %229 to <2 x double>, !dbg !149
  %232 = add nsw i64 %223, %201, !dbg !146
  %233 = getelementptr inbounds double, double* %47, i64 %232, !dbg !146
  %234 = bitcast double* %233 to <2 x double>*, !dbg !150
  store <2 x double> %230, <2 x double>* %234, align 8, !dbg !150, !tbaa !106
  %235 = getelementptr inbounds double, double* %233, i64 2, !dbg !150
  %236 = bitcast double* %235 to <2 x double>*, !dbg !150
  store <2 x double> %231, <2 x double>* %236, align 8, !dbg !150, !tbaa !106
  %237 = add nuw i64 %208, 8, !dbg !146
  %238 = add <2 x i64> %209, <i64 8, i64 8>
  %239 = add i64 %210, 2, !dbg !146
  %240 = icmp eq i64 %239, %195, !dbg !146
  br i1 %240, label %241, label %207, !dbg !146, !llvm.loop !151

241:                                              ; preds = %207, %202
  %242 = phi i64 [ 0, %202 ], [ %237, %207 ]
  %243 = phi <2 x i64> [ <i64 0, i64 1>, %202 ], [ %238, %207 ]
  br i1 %196, label %257, label %244, !dbg !146

244:                                              ; preds = %241
  %245 = add <2 x i64> %243, <i64 2, i64 2>
  %246 = sub nsw <2 x i64> %204, %243, !dbg !148
  %247 = sub nsw <2 x i64> %206, %245, !dbg !148
  %248 = trunc <2 x i64> %246 to <2 x i32>, !dbg !149
  %249 = trunc <2 x i64> %247 to <2 x i32>, !dbg !149
  %250 = sitofp <2 x i32> %248 to <2 x double>, !dbg !149
  %251 = sitofp <2 x i32> %249 to <2 x double>, !dbg !149
  %252 = add nsw i64 %242, %201, !dbg !146
  %253 = getelementptr inbounds double, double* %47, i64 %252, !dbg !146
  %254 = bitcast double* %253 to <2 x double>*, !dbg !150
  store <2 x double> %250, <2 x double>* %254, align 8, !dbg !150, !tbaa !106
  %255 = getelementptr inbounds double, double* %253, i64 2, !dbg !150
  %256 = bitcast double* %255 to <2 x double>*, !dbg !150
  store <2 x double> %251, <2 x double>* %256, align 8, !dbg !150, !tbaa !106
  br label %257, !dbg !145

257:                                              ; preds = %241, %244
  br i1 %197, label %260, label %258, !dbg !145

258:                                              ; preds = %200, %257
  %259 = phi i64 [ 0, %200 ], [ %192, %257 ]
  br label %263, !dbg !145

260:                                              ; preds = %263, %257, %198
  %261 = add nuw nsw i64 %199, 1, !dbg !153
  call void @llvm.dbg.value(metadata i64 %261, metadata !138, metadata !DIExpression()), !dbg !143
  %262 = icmp eq i64 %261, %185, !dbg !128
  br i1 %262, label %272, label %198, !dbg !142, !llvm.loop !154

263:                                              ; preds = %258, %263
  %264 = phi i64 [ %270, %263 ], [ %259, %258 ]
  call void @llvm.dbg.value(metadata i64 %264, metadata !139, metadata !DIExpression()), !dbg !144
  %265 = sub nsw i64 %199, %264, !dbg !148
  %266 = trunc i64 %265 to i32, !dbg !149
  %267 = sitofp i32 %266 to double, !dbg !149
  %268 = add nsw i64 %264, %201, !dbg !156
  %269 = getelementptr inbounds double, double* %47, i64 %268, !dbg !157
  store double %267, double* %269, align 8, !dbg !150, !tbaa !106
  %270 = add nuw nsw i64 %264, 1, !dbg !146
  call void @llvm.dbg.value(metadata i64 %270, metadata !139, metadata !DIExpression()), !dbg !144
  %271 = icmp eq i64 %270, %186, !dbg !158
  br i1 %271, label %260, label %263, !dbg !145, !llvm.loop !159

272:                                              ; preds = %260, %878
  call void @llvm.dbg.value(metadata double* %47, metadata !135, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i32 %31, metadata !136, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i32 %20, metadata !137, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !162
  %273 = icmp sgt i32 %31, 0, !dbg !163
  br i1 %273, label %274, label %362, !dbg !164

274:                                              ; preds = %272
  %275 = zext i32 %31 to i64, !dbg !163
  %276 = zext i32 %28 to i64
  %277 = and i64 %276, 4294967292, !dbg !164
  %278 = add nsw i64 %277, -4, !dbg !164
  %279 = lshr exact i64 %278, 2, !dbg !164
  %280 = add nuw nsw i64 %279, 1, !dbg !164
  %281 = icmp ult i32 %28, 4
  %282 = and i64 %276, 4294967292
  %283 = and i64 %280, 1
  %284 = icmp eq i64 %278, 0
  %285 = and i64 %280, 9223372036854775806
  %286 = icmp eq i64 %283, 0
  %287 = icmp eq i64 %282, %276
  br label %288, !dbg !164

288:                                              ; preds = %350, %274
  %289 = phi i64 [ 0, %274 ], [ %351, %350 ]
  call void @llvm.dbg.value(metadata i64 %289, metadata !138, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()), !dbg !165
  br i1 %887, label %290, label %350, !dbg !166

290:                                              ; preds = %288
  %291 = mul nsw i64 %289, %42
  br i1 %281, label %348, label %292, !dbg !166

292:                                              ; preds = %290
  %293 = insertelement <2 x i64> poison, i64 %289, i64 0, !dbg !166
  %294 = shufflevector <2 x i64> %293, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !166
  %295 = insertelement <2 x i64> poison, i64 %289, i64 0, !dbg !166
  %296 = shufflevector <2 x i64> %295, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !166
  br i1 %284, label %331, label %297, !dbg !166

297:                                              ; preds = %292, %297
  %298 = phi i64 [ %327, %297 ], [ 0, %292 ], !dbg !167
  %299 = phi <2 x i64> [ %328, %297 ], [ <i64 0, i64 1>, %292 ]
  %300 = phi i64 [ %329, %297 ], [ 0, %292 ]
  %301 = add <2 x i64> %299, <i64 2, i64 2>
  %302 = sub nsw <2 x i64> %294, %299, !dbg !168
  %303 = sub nsw <2 x i64> %296, %301, !dbg !168
  %304 = trunc <2 x i64> %302 to <2 x i32>, !dbg !169
  %305 = trunc <2 x i64> %303 to <2 x i32>, !dbg !169
  %306 = sitofp <2 x i32> %304 to <2 x double>, !dbg !169
  %307 = sitofp <2 x i32> %305 to <2 x double>, !dbg !169
  %308 = add nsw i64 %298, %291, !dbg !167
  %309 = getelementptr inbounds double, double* %47, i64 %308, !dbg !167
  %310 = bitcast double* %309 to <2 x double>*, !dbg !170
  store <2 x double> %306, <2 x double>* %310, align 8, !dbg !170, !tbaa !106
  %311 = getelementptr inbounds double, double* %309, i64 2, !dbg !170
  %312 = bitcast double* %311 to <2 x double>*, !dbg !170
  store <2 x double> %307, <2 x double>* %312, align 8, !dbg !170, !tbaa !106
  %313 = or i64 %298, 4, !dbg !167
  %314 = add <2 x i64> %299, <i64 4, i64 4>
  %315 = add <2 x i64> %299, <i64 6, i64 6>
  %316 = sub nsw <2 x i64> %294, %314, !dbg !168
  %317 = sub nsw <2 x i64> %296, %315, !dbg !168
  %318 = trunc <2 x i64> %316 to <2 x i32>, !dbg !169
  %319 = trunc <2 x i64> %317 to <2 x i32>, !dbg !169
  %320 = sitofp <2 x i32> %318 to <2 x double>, !dbg !169
  %321 = sitofp <2 x i32> %319 to <2 x double>, !dbg !169
  %322 = add nsw i64 %313, %291, !dbg !167
  %323 = getelementptr inbounds double, double* %47, i64 %322, !dbg !167
  %324 = bitcast double* %323 to <2 x double>*, !dbg !170
  store <2 x double> %320, <2 x double>* %324, align 8, !dbg !170, !tbaa !106
  %325 = getelementptr inbounds double, double* %323, i64 2, !dbg !170
  %326 = bitcast double* %325 to <2 x double>*, !dbg !170
  store <2 x double> %321, <2 x double>* %326, align 8, !dbg !170, !tbaa !106
  %327 = add nuw i64 %298, 8, !dbg !167
  %328 = add <2 x i64> %299, <i64 8, i64 8>
  %329 = add i64 %300, 2, !dbg !167
  %330 = icmp eq i64 %329, %285, !dbg !167
  br i1 %330, label %331, label %297, !dbg !167, !llvm.loop !171

331:                                              ; preds = %297, %292
  %332 = phi i64 [ 0, %292 ], [ %327, %297 ]
  %333 = phi <2 x i64> [ <i64 0, i64 1>, %292 ], [ %328, %297 ]
  br i1 %286, label %347, label %334, !dbg !167

334:                                              ; preds = %331
  %335 = add <2 x i64> %333, <i64 2, i64 2>
  %336 = sub nsw <2 x i64> %294, %333, !dbg !168
  %337 = sub nsw <2 x i64> %296, %335, !dbg !168
  %338 = trunc <2 x i64> %336 to <2 x i32>, !dbg !169
  %339 = trunc <2 x i64> %337 to <2 x i32>, !dbg !169
  %340 = sitofp <2 x i32> %338 to <2 x double>, !dbg !169
  %341 = sitofp <2 x i32> %339 to <2 x double>, !dbg !169
  %342 = add nsw i64 %332, %291, !dbg !167
  %343 = getelementptr inbounds double, double* %47, i64 %342, !dbg !167
  %344 = bitcast double* %343 to <2 x double>*, !dbg !170
  store <2 x double> %340, <2 x double>* %344, align 8, !dbg !170, !tbaa !106
  %345 = getelementptr inbounds double, double* %343, i64 2, !dbg !170
  %346 = bitcast double* %345 to <2 x double>*, !dbg !170
  store <2 x double> %341, <2 x double>* %346, align 8, !dbg !170, !tbaa !106
  br label %347, !dbg !166

347:                                              ; preds = %331, %334
  br i1 %287, label %350, label %348, !dbg !166

348:                                              ; preds = %290, %347
  %349 = phi i64 [ 0, %290 ], [ %282, %347 ]
  br label %353, !dbg !166

350:                                              ; preds = %353, %347, %288
  %351 = add nuw nsw i64 %289, 1, !dbg !173
  call void @llvm.dbg.value(metadata i64 %351, metadata !138, metadata !DIExpression()), !dbg !162
  %352 = icmp eq i64 %351, %275, !dbg !163
  br i1 %352, label %362, label %288, !dbg !164, !llvm.loop !174

353:                                              ; preds = %348, %353
  %354 = phi i64 [ %360, %353 ], [ %349, %348 ]
  call void @llvm.dbg.value(metadata i64 %354, metadata !139, metadata !DIExpression()), !dbg !165
  %355 = sub nsw i64 %289, %354, !dbg !168
  %356 = trunc i64 %355 to i32, !dbg !169
  %357 = sitofp i32 %356 to double, !dbg !169
  %358 = add nsw i64 %354, %291, !dbg !176
  %359 = getelementptr inbounds double, double* %47, i64 %358, !dbg !177
  store double %357, double* %359, align 8, !dbg !170, !tbaa !106
  %360 = add nuw nsw i64 %354, 1, !dbg !167
  call void @llvm.dbg.value(metadata i64 %360, metadata !139, metadata !DIExpression()), !dbg !165
  %361 = icmp eq i64 %360, %276, !dbg !178
  br i1 %361, label %350, label %353, !dbg !166, !llvm.loop !179

362:                                              ; preds = %350, %272
  call void @llvm.dbg.value(metadata double* %37, metadata !180, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i32 %8, metadata !187, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i32 0, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !188, metadata !DIExpression()), !dbg !191
  br i1 %48, label %363, label %423, !dbg !194

363:                                              ; preds = %362
  %364 = zext i32 %29 to i64, !dbg !195
  %365 = add nsw i64 %364, -1, !dbg !197
  %366 = and i64 %364, 7, !dbg !197
  %367 = icmp ult i64 %365, 7, !dbg !197
  br i1 %367, label %408, label %368, !dbg !197

368:                                              ; preds = %363
  %369 = and i64 %364, 4294967288, !dbg !197
  br label %370, !dbg !197

370:                                              ; preds = %370, %368
  %371 = phi i64 [ 0, %368 ], [ %405, %370 ]
  %372 = phi double [ 0.000000e+00, %368 ], [ %404, %370 ]
  %373 = phi i64 [ 0, %368 ], [ %406, %370 ]
  call void @llvm.dbg.value(metadata i64 %371, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata double %372, metadata !188, metadata !DIExpression()), !dbg !191
  %374 = getelementptr inbounds double, double* %37, i64 %371, !dbg !198
  %375 = load double, double* %374, align 8, !dbg !198, !tbaa !106
  %376 = fadd double %372, %375, !dbg !199
  call void @llvm.dbg.value(metadata double %376, metadata !188, metadata !DIExpression()), !dbg !191
  %377 = or i64 %371, 1, !dbg !200
  call void @llvm.dbg.value(metadata i64 %377, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i64 %377, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata double %376, metadata !188, metadata !DIExpression()), !dbg !191
  %378 = getelementptr inbounds double, double* %37, i64 %377, !dbg !198
  %379 = load double, double* %378, align 8, !dbg !198, !tbaa !106
  %380 = fadd double %376, %379, !dbg !199
  call void @llvm.dbg.value(metadata double %380, metadata !188, metadata !DIExpression()), !dbg !191
  %381 = or i64 %371, 2, !dbg !200
  call void @llvm.dbg.value(metadata i64 %381, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i64 %381, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata double %380, metadata !188, metadata !DIExpression()), !dbg !191
  %382 = getelementptr inbounds double, double* %37, i64 %381, !dbg !198
  %383 = load double, double* %382, align 8, !dbg !198, !tbaa !106
  %384 = fadd double %380, %383, !dbg !199
  call void @llvm.dbg.value(metadata double %384, metadata !188, metadata !DIExpression()), !dbg !191
  %385 = or i64 %371, 3, !dbg !200
  call void @llvm.dbg.value(metadata i64 %385, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i64 %385, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata double %384, metadata !188, metadata !DIExpression()), !dbg !191
  %386 = getelementptr inbounds double, double* %37, i64 %385, !dbg !198
  %387 = load double, double* %386, align 8, !dbg !198, !tbaa !106
  %388 = fadd double %384, %387, !dbg !199
  call void @llvm.dbg.value(metadata double %388, metadata !188, metadata !DIExpression()), !dbg !191
  %389 = or i64 %371, 4, !dbg !200
  call void @llvm.dbg.value(metadata i64 %389, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i64 %389, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata double %388, metadata !188, metadata !DIExpression()), !dbg !191
  %390 = getelementptr inbounds double, double* %37, i64 %389, !dbg !198
  %391 = load double, double* %390, align 8, !dbg !198, !tbaa !106
  %392 = fadd double %388, %391, !dbg !199
  call void @llvm.dbg.value(metadata double %392, metadata !188, metadata !DIExpression()), !dbg !191
  %393 = or i64 %371, 5, !dbg !200
  call void @llvm.dbg.value(metadata i64 %393, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i64 %393, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata double %392, metadata !188, metadata !DIExpression()), !dbg !191
  %394 = getelementptr inbounds double, double* %37, i64 %393, !dbg !198
  %395 = load double, double* %394, align 8, !dbg !198, !tbaa !106
  %396 = fadd double %392, %395, !dbg !199
  call void @llvm.dbg.value(metadata double %396, metadata !188, metadata !DIExpression()), !dbg !191
  %397 = or i64 %371, 6, !dbg !200
  call void @llvm.dbg.value(metadata i64 %397, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i64 %397, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata double %396, metadata !188, metadata !DIExpression()), !dbg !191
  %398 = getelementptr inbounds double, double* %37, i64 %397, !dbg !198
  %399 = load double, double* %398, align 8, !dbg !198, !tbaa !106
  %400 = fadd double %396, %399, !dbg !199
  call void @llvm.dbg.value(metadata double %400, metadata !188, metadata !DIExpression()), !dbg !191
  %401 = or i64 %371, 7, !dbg !200
  call void @llvm.dbg.value(metadata i64 %401, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i64 %401, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata double %400, metadata !188, metadata !DIExpression()), !dbg !191
  %402 = getelementptr inbounds double, double* %37, i64 %401, !dbg !198
  %403 = load double, double* %402, align 8, !dbg !198, !tbaa !106
  %404 = fadd double %400, %403, !dbg !199
  call void @llvm.dbg.value(metadata double %404, metadata !188, metadata !DIExpression()), !dbg !191
  %405 = add nuw nsw i64 %371, 8, !dbg !200
  call void @llvm.dbg.value(metadata i64 %405, metadata !189, metadata !DIExpression()), !dbg !193
  %406 = add i64 %373, 8, !dbg !197
  %407 = icmp eq i64 %406, %369, !dbg !197
  br i1 %407, label %408, label %370, !dbg !197, !llvm.loop !201

408:                                              ; preds = %370, %363
  %409 = phi double [ undef, %363 ], [ %404, %370 ]
  %410 = phi i64 [ 0, %363 ], [ %405, %370 ]
  %411 = phi double [ 0.000000e+00, %363 ], [ %404, %370 ]
  %412 = icmp eq i64 %366, 0, !dbg !197
  br i1 %412, label %423, label %413, !dbg !197

413:                                              ; preds = %408, %413
  %414 = phi i64 [ %420, %413 ], [ %410, %408 ]
  %415 = phi double [ %419, %413 ], [ %411, %408 ]
  %416 = phi i64 [ %421, %413 ], [ 0, %408 ]
  call void @llvm.dbg.value(metadata i64 %414, metadata !189, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata double %415, metadata !188, metadata !DIExpression()), !dbg !191
  %417 = getelementptr inbounds double, double* %37, i64 %414, !dbg !198
  %418 = load double, double* %417, align 8, !dbg !198, !tbaa !106
  %419 = fadd double %415, %418, !dbg !199
  call void @llvm.dbg.value(metadata double %419, metadata !188, metadata !DIExpression()), !dbg !191
  %420 = add nuw nsw i64 %414, 1, !dbg !200
  call void @llvm.dbg.value(metadata i64 %420, metadata !189, metadata !DIExpression()), !dbg !193
  %421 = add i64 %416, 1, !dbg !197
  %422 = icmp eq i64 %421, %366, !dbg !197
  br i1 %422, label %423, label %413, !dbg !197, !llvm.loop !203

423:                                              ; preds = %408, %413, %362
  %424 = phi double [ 0.000000e+00, %362 ], [ %409, %408 ], [ %419, %413 ], !dbg !191
  call void @llvm.dbg.value(metadata double* %41, metadata !180, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 %14, metadata !187, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 0, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !188, metadata !DIExpression()), !dbg !205
  br i1 %116, label %425, label %602, !dbg !208

425:                                              ; preds = %423
  %426 = zext i32 %30 to i64, !dbg !209
  %427 = add nsw i64 %426, -1, !dbg !210
  %428 = and i64 %426, 7, !dbg !210
  %429 = icmp ult i64 %427, 7, !dbg !210
  br i1 %429, label %470, label %430, !dbg !210

430:                                              ; preds = %425
  %431 = and i64 %426, 4294967288, !dbg !210
  br label %432, !dbg !210

432:                                              ; preds = %432, %430
  %433 = phi i64 [ 0, %430 ], [ %467, %432 ]
  %434 = phi double [ 0.000000e+00, %430 ], [ %466, %432 ]
  %435 = phi i64 [ 0, %430 ], [ %468, %432 ]
  call void @llvm.dbg.value(metadata i64 %433, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double %434, metadata !188, metadata !DIExpression()), !dbg !205
  %436 = getelementptr inbounds double, double* %41, i64 %433, !dbg !211
  %437 = load double, double* %436, align 8, !dbg !211, !tbaa !106
  %438 = fadd double %434, %437, !dbg !212
  call void @llvm.dbg.value(metadata double %438, metadata !188, metadata !DIExpression()), !dbg !205
  %439 = or i64 %433, 1, !dbg !213
  call void @llvm.dbg.value(metadata i64 %439, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i64 %439, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double %438, metadata !188, metadata !DIExpression()), !dbg !205
  %440 = getelementptr inbounds double, double* %41, i64 %439, !dbg !211
  %441 = load double, double* %440, align 8, !dbg !211, !tbaa !106
  %442 = fadd double %438, %441, !dbg !212
  call void @llvm.dbg.value(metadata double %442, metadata !188, metadata !DIExpression()), !dbg !205
  %443 = or i64 %433, 2, !dbg !213
  call void @llvm.dbg.value(metadata i64 %443, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i64 %443, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double %442, metadata !188, metadata !DIExpression()), !dbg !205
  %444 = getelementptr inbounds double, double* %41, i64 %443, !dbg !211
  %445 = load double, double* %444, align 8, !dbg !211, !tbaa !106
  %446 = fadd double %442, %445, !dbg !212
  call void @llvm.dbg.value(metadata double %446, metadata !188, metadata !DIExpression()), !dbg !205
  %447 = or i64 %433, 3, !dbg !213
  call void @llvm.dbg.value(metadata i64 %447, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i64 %447, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double %446, metadata !188, metadata !DIExpression()), !dbg !205
  %448 = getelementptr inbounds double, double* %41, i64 %447, !dbg !211
  %449 = load double, double* %448, align 8, !dbg !211, !tbaa !106
  %450 = fadd double %446, %449, !dbg !212
  call void @llvm.dbg.value(metadata double %450, metadata !188, metadata !DIExpression()), !dbg !205
  %451 = or i64 %433, 4, !dbg !213
  call void @llvm.dbg.value(metadata i64 %451, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i64 %451, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double %450, metadata !188, metadata !DIExpression()), !dbg !205
  %452 = getelementptr inbounds double, double* %41, i64 %451, !dbg !211
  %453 = load double, double* %452, align 8, !dbg !211, !tbaa !106
  %454 = fadd double %450, %453, !dbg !212
  call void @llvm.dbg.value(metadata double %454, metadata !188, metadata !DIExpression()), !dbg !205
  %455 = or i64 %433, 5, !dbg !213
  call void @llvm.dbg.value(metadata i64 %455, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i64 %455, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double %454, metadata !188, metadata !DIExpression()), !dbg !205
  %456 = getelementptr inbounds double, double* %41, i64 %455, !dbg !211
  %457 = load double, double* %456, align 8, !dbg !211, !tbaa !106
  %458 = fadd double %454, %457, !dbg !212
  call void @llvm.dbg.value(metadata double %458, metadata !188, metadata !DIExpression()), !dbg !205
  %459 = or i64 %433, 6, !dbg !213
  call void @llvm.dbg.value(metadata i64 %459, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i64 %459, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double %458, metadata !188, metadata !DIExpression()), !dbg !205
  %460 = getelementptr inbounds double, double* %41, i64 %459, !dbg !211
  %461 = load double, double* %460, align 8, !dbg !211, !tbaa !106
  %462 = fadd double %458, %461, !dbg !212
  call void @llvm.dbg.value(metadata double %462, metadata !188, metadata !DIExpression()), !dbg !205
  %463 = or i64 %433, 7, !dbg !213
  call void @llvm.dbg.value(metadata i64 %463, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i64 %463, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double %462, metadata !188, metadata !DIExpression()), !dbg !205
  %464 = getelementptr inbounds double, double* %41, i64 %463, !dbg !211
  %465 = load double, double* %464, align 8, !dbg !211, !tbaa !106
  %466 = fadd double %462, %465, !dbg !212
  call void @llvm.dbg.value(metadata double %466, metadata !188, metadata !DIExpression()), !dbg !205
  %467 = add nuw nsw i64 %433, 8, !dbg !213
  call void @llvm.dbg.value(metadata i64 %467, metadata !189, metadata !DIExpression()), !dbg !207
  %468 = add i64 %435, 8, !dbg !210
  %469 = icmp eq i64 %468, %431, !dbg !210
  br i1 %469, label %470, label %432, !dbg !210, !llvm.loop !214

470:                                              ; preds = %432, %425
  %471 = phi double [ undef, %425 ], [ %466, %432 ]
  %472 = phi i64 [ 0, %425 ], [ %467, %432 ]
  %473 = phi double [ 0.000000e+00, %425 ], [ %466, %432 ]
  %474 = icmp eq i64 %428, 0, !dbg !210
  br i1 %474, label %485, label %475, !dbg !210

475:                                              ; preds = %470, %475
  %476 = phi i64 [ %482, %475 ], [ %472, %470 ]
  %477 = phi double [ %481, %475 ], [ %473, %470 ]
  %478 = phi i64 [ %483, %475 ], [ 0, %470 ]
  call void @llvm.dbg.value(metadata i64 %476, metadata !189, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double %477, metadata !188, metadata !DIExpression()), !dbg !205
  %479 = getelementptr inbounds double, double* %41, i64 %476, !dbg !211
  %480 = load double, double* %479, align 8, !dbg !211, !tbaa !106
  %481 = fadd double %477, %480, !dbg !212
  call void @llvm.dbg.value(metadata double %481, metadata !188, metadata !DIExpression()), !dbg !205
  %482 = add nuw nsw i64 %476, 1, !dbg !213
  call void @llvm.dbg.value(metadata i64 %482, metadata !189, metadata !DIExpression()), !dbg !207
  %483 = add i64 %478, 1, !dbg !210
  %484 = icmp eq i64 %483, %428, !dbg !210
  br i1 %484, label %485, label %475, !dbg !210, !llvm.loop !216

485:                                              ; preds = %475, %470
  %486 = phi double [ %471, %470 ], [ %481, %475 ], !dbg !212
  call void @llvm.dbg.value(metadata double* %41, metadata !180, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !187, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !189, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !188, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata double undef, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %37, metadata !220, metadata !DIExpression()) #7, !dbg !230
  call void @llvm.dbg.value(metadata i32 %30, metadata !223, metadata !DIExpression(DW_OP_constu, 4, DW_OP_div, DW_OP_stack_value)) #7, !dbg !230
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !224, metadata !DIExpression()) #7, !dbg !230
  call void @llvm.dbg.value(metadata i32 0, metadata !225, metadata !DIExpression()) #7, !dbg !232
  %487 = icmp sgt i32 %30, 3, !dbg !233
  br i1 %487, label %488, label %602, !dbg !234

488:                                              ; preds = %485
  %489 = lshr i32 %30, 2, !dbg !235
  call void @llvm.dbg.value(metadata i32 %489, metadata !223, metadata !DIExpression()) #7, !dbg !230
  %490 = zext i32 %489 to i64, !dbg !233
  br label %491, !dbg !234

491:                                              ; preds = %518, %488
  %492 = phi i64 [ 0, %488 ], [ %520, %518 ]
  %493 = phi double [ 0.000000e+00, %488 ], [ %519, %518 ]
  call void @llvm.dbg.value(metadata i64 %492, metadata !225, metadata !DIExpression()) #7, !dbg !232
  call void @llvm.dbg.value(metadata i32 0, metadata !227, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata double %493, metadata !224, metadata !DIExpression()) #7, !dbg !230
  %494 = icmp eq i64 %492, 0, !dbg !237
  br i1 %494, label %518, label %495, !dbg !239

495:                                              ; preds = %491
  %496 = add nsw i64 %492, -1, !dbg !237
  %497 = getelementptr inbounds double, double* %37, i64 %492
  %498 = load double, double* %497, align 8, !tbaa !106
  %499 = and i64 %492, 3, !dbg !239
  %500 = icmp ult i64 %496, 3, !dbg !239
  br i1 %500, label %503, label %501, !dbg !239

501:                                              ; preds = %495
  %502 = and i64 %492, 9223372036854775804, !dbg !239
  br label %522, !dbg !239

503:                                              ; preds = %522, %495
  %504 = phi double [ undef, %495 ], [ %540, %522 ]
  %505 = phi i64 [ 0, %495 ], [ %541, %522 ]
  %506 = phi double [ %493, %495 ], [ %540, %522 ]
  %507 = icmp eq i64 %499, 0, !dbg !239
  br i1 %507, label %518, label %508, !dbg !239

508:                                              ; preds = %503, %508
  %509 = phi i64 [ %515, %508 ], [ %505, %503 ]
  %510 = phi double [ %514, %508 ], [ %506, %503 ]
  %511 = phi i64 [ %516, %508 ], [ 0, %503 ]
  call void @llvm.dbg.value(metadata i64 %509, metadata !227, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata double %510, metadata !224, metadata !DIExpression()) #7, !dbg !230
  %512 = getelementptr inbounds double, double* %37, i64 %509, !dbg !240
  %513 = load double, double* %512, align 8, !dbg !240, !tbaa !106
  %514 = tail call double @llvm.fmuladd.f64(double %498, double %513, double %510) #7, !dbg !241
  call void @llvm.dbg.value(metadata double %514, metadata !224, metadata !DIExpression()) #7, !dbg !230
  %515 = add nuw nsw i64 %509, 1, !dbg !242
  call void @llvm.dbg.value(metadata i64 %515, metadata !227, metadata !DIExpression()) #7, !dbg !236
  %516 = add i64 %511, 1, !dbg !239
  %517 = icmp eq i64 %516, %499, !dbg !239
  br i1 %517, label %518, label %508, !dbg !239, !llvm.loop !243

518:                                              ; preds = %503, %508, %491
  %519 = phi double [ %493, %491 ], [ %504, %503 ], [ %514, %508 ], !dbg !230
  %520 = add nuw nsw i64 %492, 1, !dbg !244
  call void @llvm.dbg.value(metadata i64 %520, metadata !225, metadata !DIExpression()) #7, !dbg !232
  call void @llvm.dbg.value(metadata double %519, metadata !224, metadata !DIExpression()) #7, !dbg !230
  %521 = icmp eq i64 %520, %490, !dbg !233
  br i1 %521, label %544, label %491, !dbg !234, !llvm.loop !245

522:                                              ; preds = %522, %501
  %523 = phi i64 [ 0, %501 ], [ %541, %522 ]
  %524 = phi double [ %493, %501 ], [ %540, %522 ]
  %525 = phi i64 [ 0, %501 ], [ %542, %522 ]
  call void @llvm.dbg.value(metadata i64 %523, metadata !227, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata double %524, metadata !224, metadata !DIExpression()) #7, !dbg !230
  %526 = getelementptr inbounds double, double* %37, i64 %523, !dbg !240
  %527 = load double, double* %526, align 8, !dbg !240, !tbaa !106
  %528 = tail call double @llvm.fmuladd.f64(double %498, double %527, double %524) #7, !dbg !241
  call void @llvm.dbg.value(metadata double %528, metadata !224, metadata !DIExpression()) #7, !dbg !230
  %529 = or i64 %523, 1, !dbg !242
  call void @llvm.dbg.value(metadata i64 %529, metadata !227, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata i64 %529, metadata !227, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata double %528, metadata !224, metadata !DIExpression()) #7, !dbg !230
  %530 = getelementptr inbounds double, double* %37, i64 %529, !dbg !240
  %531 = load double, double* %530, align 8, !dbg !240, !tbaa !106
  %532 = tail call double @llvm.fmuladd.f64(double %498, double %531, double %528) #7, !dbg !241
  call void @llvm.dbg.value(metadata double %532, metadata !224, metadata !DIExpression()) #7, !dbg !230
  %533 = or i64 %523, 2, !dbg !242
  call void @llvm.dbg.value(metadata i64 %533, metadata !227, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata i64 %533, metadata !227, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata double %532, metadata !224, metadata !DIExpression()) #7, !dbg !230
  %534 = getelementptr inbounds double, double* %37, i64 %533, !dbg !240
  %535 = load double, double* %534, align 8, !dbg !240, !tbaa !106
  %536 = tail call double @llvm.fmuladd.f64(double %498, double %535, double %532) #7, !dbg !241
  call void @llvm.dbg.value(metadata double %536, metadata !224, metadata !DIExpression()) #7, !dbg !230
  %537 = or i64 %523, 3, !dbg !242
  call void @llvm.dbg.value(metadata i64 %537, metadata !227, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata i64 %537, metadata !227, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata double %536, metadata !224, metadata !DIExpression()) #7, !dbg !230
  %538 = getelementptr inbounds double, double* %37, i64 %537, !dbg !240
  %539 = load double, double* %538, align 8, !dbg !240, !tbaa !106
  %540 = tail call double @llvm.fmuladd.f64(double %498, double %539, double %536) #7, !dbg !241
  call void @llvm.dbg.value(metadata double %540, metadata !224, metadata !DIExpression()) #7, !dbg !230
  %541 = add nuw nsw i64 %523, 4, !dbg !242
  call void @llvm.dbg.value(metadata i64 %541, metadata !227, metadata !DIExpression()) #7, !dbg !236
  %542 = add i64 %525, 4, !dbg !239
  %543 = icmp eq i64 %542, %502, !dbg !239
  br i1 %543, label %503, label %522, !dbg !239, !llvm.loop !247

544:                                              ; preds = %518
  call void @llvm.dbg.value(metadata double* %41, metadata !220, metadata !DIExpression()) #7, !dbg !249
  call void @llvm.dbg.value(metadata i32 %30, metadata !223, metadata !DIExpression(DW_OP_constu, 8, DW_OP_div, DW_OP_stack_value)) #7, !dbg !249
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !224, metadata !DIExpression()) #7, !dbg !249
  call void @llvm.dbg.value(metadata i32 0, metadata !225, metadata !DIExpression()) #7, !dbg !251
  %545 = icmp sgt i32 %30, 7, !dbg !252
  br i1 %545, label %546, label %602, !dbg !253

546:                                              ; preds = %544
  %547 = lshr i32 %30, 3, !dbg !254
  call void @llvm.dbg.value(metadata i32 %547, metadata !223, metadata !DIExpression()) #7, !dbg !249
  %548 = zext i32 %547 to i64, !dbg !252
  br label %549, !dbg !253

549:                                              ; preds = %576, %546
  %550 = phi i64 [ 0, %546 ], [ %578, %576 ]
  %551 = phi double [ 0.000000e+00, %546 ], [ %577, %576 ]
  call void @llvm.dbg.value(metadata i64 %550, metadata !225, metadata !DIExpression()) #7, !dbg !251
  call void @llvm.dbg.value(metadata i32 0, metadata !227, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata double %551, metadata !224, metadata !DIExpression()) #7, !dbg !249
  %552 = icmp eq i64 %550, 0, !dbg !256
  br i1 %552, label %576, label %553, !dbg !257

553:                                              ; preds = %549
  %554 = add nsw i64 %550, -1, !dbg !256
  %555 = getelementptr inbounds double, double* %41, i64 %550
  %556 = load double, double* %555, align 8, !tbaa !106
  %557 = and i64 %550, 3, !dbg !257
  %558 = icmp ult i64 %554, 3, !dbg !257
  br i1 %558, label %561, label %559, !dbg !257

559:                                              ; preds = %553
  %560 = and i64 %550, 9223372036854775804, !dbg !257
  br label %580, !dbg !257

561:                                              ; preds = %580, %553
  %562 = phi double [ undef, %553 ], [ %598, %580 ]
  %563 = phi i64 [ 0, %553 ], [ %599, %580 ]
  %564 = phi double [ %551, %553 ], [ %598, %580 ]
  %565 = icmp eq i64 %557, 0, !dbg !257
  br i1 %565, label %576, label %566, !dbg !257

566:                                              ; preds = %561, %566
  %567 = phi i64 [ %573, %566 ], [ %563, %561 ]
  %568 = phi double [ %572, %566 ], [ %564, %561 ]
  %569 = phi i64 [ %574, %566 ], [ 0, %561 ]
  call void @llvm.dbg.value(metadata i64 %567, metadata !227, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata double %568, metadata !224, metadata !DIExpression()) #7, !dbg !249
  %570 = getelementptr inbounds double, double* %41, i64 %567, !dbg !258
  %571 = load double, double* %570, align 8, !dbg !258, !tbaa !106
  %572 = tail call double @llvm.fmuladd.f64(double %556, double %571, double %568) #7, !dbg !259
  call void @llvm.dbg.value(metadata double %572, metadata !224, metadata !DIExpression()) #7, !dbg !249
  %573 = add nuw nsw i64 %567, 1, !dbg !260
  call void @llvm.dbg.value(metadata i64 %573, metadata !227, metadata !DIExpression()) #7, !dbg !255
  %574 = add i64 %569, 1, !dbg !257
  %575 = icmp eq i64 %574, %557, !dbg !257
  br i1 %575, label %576, label %566, !dbg !257, !llvm.loop !261

576:                                              ; preds = %561, %566, %549
  %577 = phi double [ %551, %549 ], [ %562, %561 ], [ %572, %566 ], !dbg !249
  %578 = add nuw nsw i64 %550, 1, !dbg !262
  call void @llvm.dbg.value(metadata i64 %578, metadata !225, metadata !DIExpression()) #7, !dbg !251
  call void @llvm.dbg.value(metadata double %577, metadata !224, metadata !DIExpression()) #7, !dbg !249
  %579 = icmp eq i64 %578, %548, !dbg !252
  br i1 %579, label %602, label %549, !dbg !253, !llvm.loop !263

580:                                              ; preds = %580, %559
  %581 = phi i64 [ 0, %559 ], [ %599, %580 ]
  %582 = phi double [ %551, %559 ], [ %598, %580 ]
  %583 = phi i64 [ 0, %559 ], [ %600, %580 ]
  call void @llvm.dbg.value(metadata i64 %581, metadata !227, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata double %582, metadata !224, metadata !DIExpression()) #7, !dbg !249
  %584 = getelementptr inbounds double, double* %41, i64 %581, !dbg !258
  %585 = load double, double* %584, align 8, !dbg !258, !tbaa !106
  %586 = tail call double @llvm.fmuladd.f64(double %556, double %585, double %582) #7, !dbg !259
  call void @llvm.dbg.value(metadata double %586, metadata !224, metadata !DIExpression()) #7, !dbg !249
  %587 = or i64 %581, 1, !dbg !260
  call void @llvm.dbg.value(metadata i64 %587, metadata !227, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata i64 %587, metadata !227, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata double %586, metadata !224, metadata !DIExpression()) #7, !dbg !249
  %588 = getelementptr inbounds double, double* %41, i64 %587, !dbg !258
  %589 = load double, double* %588, align 8, !dbg !258, !tbaa !106
  %590 = tail call double @llvm.fmuladd.f64(double %556, double %589, double %586) #7, !dbg !259
  call void @llvm.dbg.value(metadata double %590, metadata !224, metadata !DIExpression()) #7, !dbg !249
  %591 = or i64 %581, 2, !dbg !260
  call void @llvm.dbg.value(metadata i64 %591, metadata !227, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata i64 %591, metadata !227, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata double %590, metadata !224, metadata !DIExpression()) #7, !dbg !249
  %592 = getelementptr inbounds double, double* %41, i64 %591, !dbg !258
  %593 = load double, double* %592, align 8, !dbg !258, !tbaa !106
  %594 = tail call double @llvm.fmuladd.f64(double %556, double %593, double %590) #7, !dbg !259
  call void @llvm.dbg.value(metadata double %594, metadata !224, metadata !DIExpression()) #7, !dbg !249
  %595 = or i64 %581, 3, !dbg !260
  call void @llvm.dbg.value(metadata i64 %595, metadata !227, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata i64 %595, metadata !227, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata double %594, metadata !224, metadata !DIExpression()) #7, !dbg !249
  %596 = getelementptr inbounds double, double* %41, i64 %595, !dbg !258
  %597 = load double, double* %596, align 8, !dbg !258, !tbaa !106
  %598 = tail call double @llvm.fmuladd.f64(double %556, double %597, double %594) #7, !dbg !259
  call void @llvm.dbg.value(metadata double %598, metadata !224, metadata !DIExpression()) #7, !dbg !249
  %599 = add nuw nsw i64 %581, 4, !dbg !260
  call void @llvm.dbg.value(metadata i64 %599, metadata !227, metadata !DIExpression()) #7, !dbg !255
  %600 = add i64 %583, 4, !dbg !257
  %601 = icmp eq i64 %600, %560, !dbg !257
  br i1 %601, label %561, label %580, !dbg !257, !llvm.loop !265

602:                                              ; preds = %576, %423, %485, %544
  %603 = phi double [ %519, %544 ], [ 0.000000e+00, %485 ], [ 0.000000e+00, %423 ], [ %519, %576 ]
  %604 = phi double [ %486, %544 ], [ %486, %485 ], [ 0.000000e+00, %423 ], [ %486, %576 ]
  %605 = phi double [ 0.000000e+00, %544 ], [ 0.000000e+00, %485 ], [ 0.000000e+00, %423 ], [ %577, %576 ], !dbg !267
  call void @llvm.dbg.value(metadata double undef, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %37, metadata !268, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 %8, metadata !273, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata double* %37, metadata !87, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 %8, metadata !92, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !93, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !278
  br i1 %48, label %606, label %734, !dbg !279

606:                                              ; preds = %602
  %607 = zext i32 %29 to i64, !dbg !280
  %608 = icmp ult i32 %29, 4, !dbg !279
  br i1 %608, label %656, label %609, !dbg !279

609:                                              ; preds = %606
  %610 = and i64 %607, 4294967292, !dbg !279
  %611 = add nsw i64 %610, -4, !dbg !279
  %612 = lshr exact i64 %611, 2, !dbg !279
  %613 = add nuw nsw i64 %612, 1, !dbg !279
  %614 = and i64 %613, 1, !dbg !279
  %615 = icmp eq i64 %611, 0, !dbg !279
  br i1 %615, label %642, label %616, !dbg !279

616:                                              ; preds = %609
  %617 = and i64 %613, 9223372036854775806, !dbg !279
  br label %618, !dbg !279

618:                                              ; preds = %618, %616
  %619 = phi i64 [ 0, %616 ], [ %638, %618 ], !dbg !281
  %620 = phi <2 x i32> [ <i32 0, i32 1>, %616 ], [ %639, %618 ], !dbg !282
  %621 = phi i64 [ 0, %616 ], [ %640, %618 ]
  %622 = add <2 x i32> %620, <i32 2, i32 2>, !dbg !282
  %623 = sitofp <2 x i32> %620 to <2 x double>, !dbg !282
  %624 = sitofp <2 x i32> %622 to <2 x double>, !dbg !282
  %625 = getelementptr inbounds double, double* %37, i64 %619, !dbg !281
  %626 = bitcast double* %625 to <2 x double>*, !dbg !283
  store <2 x double> %623, <2 x double>* %626, align 8, !dbg !283, !tbaa !106
  %627 = getelementptr inbounds double, double* %625, i64 2, !dbg !283
  %628 = bitcast double* %627 to <2 x double>*, !dbg !283
  store <2 x double> %624, <2 x double>* %628, align 8, !dbg !283, !tbaa !106
  %629 = or i64 %619, 4, !dbg !281
  %630 = add <2 x i32> %620, <i32 4, i32 4>, !dbg !282
  %631 = add <2 x i32> %620, <i32 6, i32 6>, !dbg !282
  %632 = sitofp <2 x i32> %630 to <2 x double>, !dbg !282
  %633 = sitofp <2 x i32> %631 to <2 x double>, !dbg !282
  %634 = getelementptr inbounds double, double* %37, i64 %629, !dbg !281
  %635 = bitcast double* %634 to <2 x double>*, !dbg !283
  store <2 x double> %632, <2 x double>* %635, align 8, !dbg !283, !tbaa !106
  %636 = getelementptr inbounds double, double* %634, i64 2, !dbg !283
  %637 = bitcast double* %636 to <2 x double>*, !dbg !283
  store <2 x double> %633, <2 x double>* %637, align 8, !dbg !283, !tbaa !106
  %638 = add nuw i64 %619, 8, !dbg !281
  %639 = add <2 x i32> %620, <i32 8, i32 8>, !dbg !282
  %640 = add i64 %621, 2, !dbg !281
  %641 = icmp eq i64 %640, %617, !dbg !281
  br i1 %641, label %642, label %618, !dbg !281, !llvm.loop !284

642:                                              ; preds = %618, %609
  %643 = phi i64 [ 0, %609 ], [ %638, %618 ]
  %644 = phi <2 x i32> [ <i32 0, i32 1>, %609 ], [ %639, %618 ]
  %645 = icmp eq i64 %614, 0, !dbg !281
  br i1 %645, label %654, label %646, !dbg !281

646:                                              ; preds = %642
  %647 = add <2 x i32> %644, <i32 2, i32 2>, !dbg !282
  %648 = sitofp <2 x i32> %644 to <2 x double>, !dbg !282
  %649 = sitofp <2 x i32> %647 to <2 x double>, !dbg !282
  %650 = getelementptr inbounds double, double* %37, i64 %643, !dbg !281
  %651 = bitcast double* %650 to <2 x double>*, !dbg !283
  store <2 x double> %648, <2 x double>* %651, align 8, !dbg !283, !tbaa !106
  %652 = getelementptr inbounds double, double* %650, i64 2, !dbg !283
  %653 = bitcast double* %652 to <2 x double>*, !dbg !283
  store <2 x double> %649, <2 x double>* %653, align 8, !dbg !283, !tbaa !106
  br label %654, !dbg !279

654:                                              ; preds = %642, %646
  %655 = icmp eq i64 %610, %607, !dbg !279
  br i1 %655, label %665, label %656, !dbg !279

656:                                              ; preds = %606, %654
  %657 = phi i64 [ 0, %606 ], [ %610, %654 ]
  br label %658, !dbg !279

658:                                              ; preds = %656, %658
  %659 = phi i64 [ %663, %658 ], [ %657, %656 ]
  call void @llvm.dbg.value(metadata i64 %659, metadata !94, metadata !DIExpression()), !dbg !278
  %660 = trunc i64 %659 to i32, !dbg !282
  %661 = sitofp i32 %660 to double, !dbg !282
  %662 = getelementptr inbounds double, double* %37, i64 %659, !dbg !286
  store double %661, double* %662, align 8, !dbg !283, !tbaa !106
  %663 = add nuw nsw i64 %659, 1, !dbg !281
  call void @llvm.dbg.value(metadata i64 %663, metadata !94, metadata !DIExpression()), !dbg !278
  %664 = icmp eq i64 %663, %607, !dbg !280
  br i1 %664, label %665, label %658, !dbg !279, !llvm.loop !287

665:                                              ; preds = %658, %654
  call void @llvm.dbg.value(metadata double* %37, metadata !87, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.value(metadata i32 %8, metadata !92, metadata !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !288
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !93, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !290
  %666 = icmp sgt i32 %29, 1, !dbg !291
  br i1 %666, label %667, label %734, !dbg !292

667:                                              ; preds = %665
  %668 = lshr i32 %29, 1, !dbg !293
  call void @llvm.dbg.value(metadata i32 %668, metadata !92, metadata !DIExpression()), !dbg !288
  %669 = zext i32 %668 to i64, !dbg !291
  %670 = icmp ult i32 %29, 8, !dbg !292
  br i1 %670, label %724, label %671, !dbg !292

671:                                              ; preds = %667
  %672 = and i64 %669, 2147483644, !dbg !292
  %673 = add nsw i64 %672, -4, !dbg !292
  %674 = lshr exact i64 %673, 2, !dbg !292
  %675 = add nuw nsw i64 %674, 1, !dbg !292
  %676 = and i64 %675, 1, !dbg !292
  %677 = icmp eq i64 %673, 0, !dbg !292
  br i1 %677, label %708, label %678, !dbg !292

678:                                              ; preds = %671
  %679 = and i64 %675, 9223372036854775806, !dbg !292
  br label %680, !dbg !292

680:                                              ; preds = %680, %678
  %681 = phi i64 [ 0, %678 ], [ %704, %680 ], !dbg !294
  %682 = phi <2 x i32> [ <i32 0, i32 1>, %678 ], [ %705, %680 ], !dbg !295
  %683 = phi i64 [ 0, %678 ], [ %706, %680 ]
  %684 = add <2 x i32> %682, <i32 2, i32 2>, !dbg !295
  %685 = sitofp <2 x i32> %682 to <2 x double>, !dbg !295
  %686 = sitofp <2 x i32> %684 to <2 x double>, !dbg !295
  %687 = fmul <2 x double> %685, <double 2.000000e+00, double 2.000000e+00>, !dbg !296
  %688 = fmul <2 x double> %686, <double 2.000000e+00, double 2.000000e+00>, !dbg !296
  %689 = getelementptr inbounds double, double* %37, i64 %681, !dbg !294
  %690 = bitcast double* %689 to <2 x double>*, !dbg !297
  store <2 x double> %687, <2 x double>* %690, align 8, !dbg !297, !tbaa !106
  %691 = getelementptr inbounds double, double* %689, i64 2, !dbg !297
  %692 = bitcast double* %691 to <2 x double>*, !dbg !297
  store <2 x double> %688, <2 x double>* %692, align 8, !dbg !297, !tbaa !106
  %693 = or i64 %681, 4, !dbg !294
  %694 = add <2 x i32> %682, <i32 4, i32 4>, !dbg !295
  %695 = add <2 x i32> %682, <i32 6, i32 6>, !dbg !295
  %696 = sitofp <2 x i32> %694 to <2 x double>, !dbg !295
  %697 = sitofp <2 x i32> %695 to <2 x double>, !dbg !295
  %698 = fmul <2 x double> %696, <double 2.000000e+00, double 2.000000e+00>, !dbg !296
  %699 = fmul <2 x double> %697, <double 2.000000e+00, double 2.000000e+00>, !dbg !296
  %700 = getelementptr inbounds double, double* %37, i64 %693, !dbg !294
  %701 = bitcast double* %700 to <2 x double>*, !dbg !297
  store <2 x double> %698, <2 x double>* %701, align 8, !dbg !297, !tbaa !106
  %702 = getelementptr inbounds double, double* %700, i64 2, !dbg !297
  %703 = bitcast double* %702 to <2 x double>*, !dbg !297
  store <2 x double> %699, <2 x double>* %703, align 8, !dbg !297, !tbaa !106
  %704 = add nuw i64 %681, 8, !dbg !294
  %705 = add <2 x i32> %682, <i32 8, i32 8>, !dbg !295
  %706 = add i64 %683, 2, !dbg !294
  %707 = icmp eq i64 %706, %679, !dbg !294
  br i1 %707, label %708, label %680, !dbg !294, !llvm.loop !298

708:                                              ; preds = %680, %671
  %709 = phi i64 [ 0, %671 ], [ %704, %680 ]
  %710 = phi <2 x i32> [ <i32 0, i32 1>, %671 ], [ %705, %680 ]
  %711 = icmp eq i64 %676, 0, !dbg !294
  br i1 %711, label %722, label %712, !dbg !294

712:                                              ; preds = %708
  %713 = add <2 x i32> %710, <i32 2, i32 2>, !dbg !295
  %714 = sitofp <2 x i32> %710 to <2 x double>, !dbg !295
  %715 = sitofp <2 x i32> %713 to <2 x double>, !dbg !295
  %716 = fmul <2 x double> %714, <double 2.000000e+00, double 2.000000e+00>, !dbg !296
  %717 = fmul <2 x double> %715, <double 2.000000e+00, double 2.000000e+00>, !dbg !296
  %718 = getelementptr inbounds double, double* %37, i64 %709, !dbg !294
  %719 = bitcast double* %718 to <2 x double>*, !dbg !297
  store <2 x double> %716, <2 x double>* %719, align 8, !dbg !297, !tbaa !106
  %720 = getelementptr inbounds double, double* %718, i64 2, !dbg !297
  %721 = bitcast double* %720 to <2 x double>*, !dbg !297
  store <2 x double> %717, <2 x double>* %721, align 8, !dbg !297, !tbaa !106
  br label %722, !dbg !292

722:                                              ; preds = %708, %712
  %723 = icmp eq i64 %672, %669, !dbg !292
  br i1 %723, label %734, label %724, !dbg !292

724:                                              ; preds = %667, %722
  %725 = phi i64 [ 0, %667 ], [ %672, %722 ]
  br label %726, !dbg !292

726:                                              ; preds = %724, %726
  %727 = phi i64 [ %732, %726 ], [ %725, %724 ]
  call void @llvm.dbg.value(metadata i64 %727, metadata !94, metadata !DIExpression()), !dbg !290
  %728 = trunc i64 %727 to i32, !dbg !295
  %729 = sitofp i32 %728 to double, !dbg !295
  %730 = fmul double %729, 2.000000e+00, !dbg !296
  %731 = getelementptr inbounds double, double* %37, i64 %727, !dbg !300
  store double %730, double* %731, align 8, !dbg !297, !tbaa !106
  %732 = add nuw nsw i64 %727, 1, !dbg !294
  call void @llvm.dbg.value(metadata i64 %732, metadata !94, metadata !DIExpression()), !dbg !290
  %733 = icmp eq i64 %732, %669, !dbg !291
  br i1 %733, label %734, label %726, !dbg !292, !llvm.loop !301

734:                                              ; preds = %726, %722, %602, %665
  call void @llvm.dbg.value(metadata double* %41, metadata !268, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.value(metadata i32 %14, metadata !273, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.value(metadata double* %41, metadata !87, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i32 %14, metadata !92, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !93, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !306
  br i1 %116, label %735, label %863, !dbg !307

735:                                              ; preds = %734
  %736 = zext i32 %30 to i64, !dbg !308
  %737 = icmp ult i32 %30, 4, !dbg !307
  br i1 %737, label %785, label %738, !dbg !307

738:                                              ; preds = %735
  %739 = and i64 %736, 4294967292, !dbg !307
  %740 = add nsw i64 %739, -4, !dbg !307
  %741 = lshr exact i64 %740, 2, !dbg !307
  %742 = add nuw nsw i64 %741, 1, !dbg !307
  %743 = and i64 %742, 1, !dbg !307
  %744 = icmp eq i64 %740, 0, !dbg !307
  br i1 %744, label %771, label %745, !dbg !307

745:                                              ; preds = %738
  %746 = and i64 %742, 9223372036854775806, !dbg !307
  br label %747, !dbg !307

747:                                              ; preds = %747, %745
  %748 = phi i64 [ 0, %745 ], [ %767, %747 ], !dbg !309
  %749 = phi <2 x i32> [ <i32 0, i32 1>, %745 ], [ %768, %747 ], !dbg !310
  %750 = phi i64 [ 0, %745 ], [ %769, %747 ]
  %751 = add <2 x i32> %749, <i32 2, i32 2>, !dbg !310
  %752 = sitofp <2 x i32> %749 to <2 x double>, !dbg !310
  %753 = sitofp <2 x i32> %751 to <2 x double>, !dbg !310
  %754 = getelementptr inbounds double, double* %41, i64 %748, !dbg !309
  %755 = bitcast double* %754 to <2 x double>*, !dbg !311
  store <2 x double> %752, <2 x double>* %755, align 8, !dbg !311, !tbaa !106
  %756 = getelementptr inbounds double, double* %754, i64 2, !dbg !311
  %757 = bitcast double* %756 to <2 x double>*, !dbg !311
  store <2 x double> %753, <2 x double>* %757, align 8, !dbg !311, !tbaa !106
  %758 = or i64 %748, 4, !dbg !309
  %759 = add <2 x i32> %749, <i32 4, i32 4>, !dbg !310
  %760 = add <2 x i32> %749, <i32 6, i32 6>, !dbg !310
  %761 = sitofp <2 x i32> %759 to <2 x double>, !dbg !310
  %762 = sitofp <2 x i32> %760 to <2 x double>, !dbg !310
  %763 = getelementptr inbounds double, double* %41, i64 %758, !dbg !309
  %764 = bitcast double* %763 to <2 x double>*, !dbg !311
  store <2 x double> %761, <2 x double>* %764, align 8, !dbg !311, !tbaa !106
  %765 = getelementptr inbounds double, double* %763, i64 2, !dbg !311
  %766 = bitcast double* %765 to <2 x double>*, !dbg !311
  store <2 x double> %762, <2 x double>* %766, align 8, !dbg !311, !tbaa !106
  %767 = add nuw i64 %748, 8, !dbg !309
  %768 = add <2 x i32> %749, <i32 8, i32 8>, !dbg !310
  %769 = add i64 %750, 2, !dbg !309
  %770 = icmp eq i64 %769, %746, !dbg !309
  br i1 %770, label %771, label %747, !dbg !309, !llvm.loop !312

771:                                              ; preds = %747, %738
  %772 = phi i64 [ 0, %738 ], [ %767, %747 ]
  %773 = phi <2 x i32> [ <i32 0, i32 1>, %738 ], [ %768, %747 ]
  %774 = icmp eq i64 %743, 0, !dbg !309
  br i1 %774, label %783, label %775, !dbg !309

775:                                              ; preds = %771
  %776 = add <2 x i32> %773, <i32 2, i32 2>, !dbg !310
  %777 = sitofp <2 x i32> %773 to <2 x double>, !dbg !310
  %778 = sitofp <2 x i32> %776 to <2 x double>, !dbg !310
  %779 = getelementptr inbounds double, double* %41, i64 %772, !dbg !309
  %780 = bitcast double* %779 to <2 x double>*, !dbg !311
  store <2 x double> %777, <2 x double>* %780, align 8, !dbg !311, !tbaa !106
  %781 = getelementptr inbounds double, double* %779, i64 2, !dbg !311
  %782 = bitcast double* %781 to <2 x double>*, !dbg !311
  store <2 x double> %778, <2 x double>* %782, align 8, !dbg !311, !tbaa !106
  br label %783, !dbg !307

783:                                              ; preds = %771, %775
  %784 = icmp eq i64 %739, %736, !dbg !307
  br i1 %784, label %794, label %785, !dbg !307

785:                                              ; preds = %735, %783
  %786 = phi i64 [ 0, %735 ], [ %739, %783 ]
  br label %787, !dbg !307

787:                                              ; preds = %785, %787
  %788 = phi i64 [ %792, %787 ], [ %786, %785 ]
  call void @llvm.dbg.value(metadata i64 %788, metadata !94, metadata !DIExpression()), !dbg !306
  %789 = trunc i64 %788 to i32, !dbg !310
  %790 = sitofp i32 %789 to double, !dbg !310
  %791 = getelementptr inbounds double, double* %41, i64 %788, !dbg !314
  store double %790, double* %791, align 8, !dbg !311, !tbaa !106
  %792 = add nuw nsw i64 %788, 1, !dbg !309
  call void @llvm.dbg.value(metadata i64 %792, metadata !94, metadata !DIExpression()), !dbg !306
  %793 = icmp eq i64 %792, %736, !dbg !308
  br i1 %793, label %794, label %787, !dbg !307, !llvm.loop !315

794:                                              ; preds = %787, %783
  call void @llvm.dbg.value(metadata double* %41, metadata !87, metadata !DIExpression()), !dbg !316
  call void @llvm.dbg.value(metadata i32 %14, metadata !92, metadata !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !316
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !93, metadata !DIExpression()), !dbg !316
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !318
  %795 = icmp sgt i32 %30, 1, !dbg !319
  br i1 %795, label %796, label %863, !dbg !320

796:                                              ; preds = %794
  %797 = lshr i32 %30, 1, !dbg !321
  call void @llvm.dbg.value(metadata i32 %797, metadata !92, metadata !DIExpression()), !dbg !316
  %798 = zext i32 %797 to i64, !dbg !319
  %799 = icmp ult i32 %30, 8, !dbg !320
  br i1 %799, label %853, label %800, !dbg !320

800:                                              ; preds = %796
  %801 = and i64 %798, 2147483644, !dbg !320
  %802 = add nsw i64 %801, -4, !dbg !320
  %803 = lshr exact i64 %802, 2, !dbg !320
  %804 = add nuw nsw i64 %803, 1, !dbg !320
  %805 = and i64 %804, 1, !dbg !320
  %806 = icmp eq i64 %802, 0, !dbg !320
  br i1 %806, label %837, label %807, !dbg !320

807:                                              ; preds = %800
  %808 = and i64 %804, 9223372036854775806, !dbg !320
  br label %809, !dbg !320

809:                                              ; preds = %809, %807
  %810 = phi i64 [ 0, %807 ], [ %833, %809 ], !dbg !322
  %811 = phi <2 x i32> [ <i32 0, i32 1>, %807 ], [ %834, %809 ], !dbg !323
  %812 = phi i64 [ 0, %807 ], [ %835, %809 ]
  %813 = add <2 x i32> %811, <i32 2, i32 2>, !dbg !323
  %814 = sitofp <2 x i32> %811 to <2 x double>, !dbg !323
  %815 = sitofp <2 x i32> %813 to <2 x double>, !dbg !323
  %816 = fmul <2 x double> %814, <double 2.000000e+00, double 2.000000e+00>, !dbg !324
  %817 = fmul <2 x double> %815, <double 2.000000e+00, double 2.000000e+00>, !dbg !324
  %818 = getelementptr inbounds double, double* %41, i64 %810, !dbg !322
  %819 = bitcast double* %818 to <2 x double>*, !dbg !325
  store <2 x double> %816, <2 x double>* %819, align 8, !dbg !325, !tbaa !106
  %820 = getelementptr inbounds double, double* %818, i64 2, !dbg !325
  %821 = bitcast double* %820 to <2 x double>*, !dbg !325
  store <2 x double> %817, <2 x double>* %821, align 8, !dbg !325, !tbaa !106
  %822 = or i64 %810, 4, !dbg !322
  %823 = add <2 x i32> %811, <i32 4, i32 4>, !dbg !323
  %824 = add <2 x i32> %811, <i32 6, i32 6>, !dbg !323
  %825 = sitofp <2 x i32> %823 to <2 x double>, !dbg !323
  %826 = sitofp <2 x i32> %824 to <2 x double>, !dbg !323
  %827 = fmul <2 x double> %825, <double 2.000000e+00, double 2.000000e+00>, !dbg !324
  %828 = fmul <2 x double> %826, <double 2.000000e+00, double 2.000000e+00>, !dbg !324
  %829 = getelementptr inbounds double, double* %41, i64 %822, !dbg !322
  %830 = bitcast double* %829 to <2 x double>*, !dbg !325
  store <2 x double> %827, <2 x double>* %830, align 8, !dbg !325, !tbaa !106
  %831 = getelementptr inbounds double, double* %829, i64 2, !dbg !325
  %832 = bitcast double* %831 to <2 x double>*, !dbg !325
  store <2 x double> %828, <2 x double>* %832, align 8, !dbg !325, !tbaa !106
  %833 = add nuw i64 %810, 8, !dbg !322
  %834 = add <2 x i32> %811, <i32 8, i32 8>, !dbg !323
  %835 = add i64 %812, 2, !dbg !322
  %836 = icmp eq i64 %835, %808, !dbg !322
  br i1 %836, label %837, label %809, !dbg !322, !llvm.loop !326

837:                                              ; preds = %809, %800
  %838 = phi i64 [ 0, %800 ], [ %833, %809 ]
  %839 = phi <2 x i32> [ <i32 0, i32 1>, %800 ], [ %834, %809 ]
  %840 = icmp eq i64 %805, 0, !dbg !322
  br i1 %840, label %851, label %841, !dbg !322

841:                                              ; preds = %837
  %842 = add <2 x i32> %839, <i32 2, i32 2>, !dbg !323
  %843 = sitofp <2 x i32> %839 to <2 x double>, !dbg !323
  %844 = sitofp <2 x i32> %842 to <2 x double>, !dbg !323
  %845 = fmul <2 x double> %843, <double 2.000000e+00, double 2.000000e+00>, !dbg !324
  %846 = fmul <2 x double> %844, <double 2.000000e+00, double 2.000000e+00>, !dbg !324
  %847 = getelementptr inbounds double, double* %41, i64 %838, !dbg !322
  %848 = bitcast double* %847 to <2 x double>*, !dbg !325
  store <2 x double> %845, <2 x double>* %848, align 8, !dbg !325, !tbaa !106
  %849 = getelementptr inbounds double, double* %847, i64 2, !dbg !325
  %850 = bitcast double* %849 to <2 x double>*, !dbg !325
  store <2 x double> %846, <2 x double>* %850, align 8, !dbg !325, !tbaa !106
  br label %851, !dbg !320

851:                                              ; preds = %837, %841
  %852 = icmp eq i64 %801, %798, !dbg !320
  br i1 %852, label %863, label %853, !dbg !320

853:                                              ; preds = %796, %851
  %854 = phi i64 [ 0, %796 ], [ %801, %851 ]
  br label %855, !dbg !320

855:                                              ; preds = %853, %855
  %856 = phi i64 [ %861, %855 ], [ %854, %853 ]
  call void @llvm.dbg.value(metadata i64 %856, metadata !94, metadata !DIExpression()), !dbg !318
  %857 = trunc i64 %856 to i32, !dbg !323
  %858 = sitofp i32 %857 to double, !dbg !323
  %859 = fmul double %858, 2.000000e+00, !dbg !324
  %860 = getelementptr inbounds double, double* %41, i64 %856, !dbg !328
  store double %859, double* %860, align 8, !dbg !325, !tbaa !106
  %861 = add nuw nsw i64 %856, 1, !dbg !322
  call void @llvm.dbg.value(metadata i64 %861, metadata !94, metadata !DIExpression()), !dbg !318
  %862 = icmp eq i64 %861, %798, !dbg !319
  br i1 %862, label %863, label %855, !dbg !320, !llvm.loop !329

863:                                              ; preds = %855, %851, %734, %794
  %864 = fadd double %424, %604, !dbg !330
  %865 = fadd double %864, 0.000000e+00, !dbg !331
  call void @llvm.dbg.value(metadata double %865, metadata !32, metadata !DIExpression()), !dbg !33
  %866 = fadd double %603, %605, !dbg !332
  %867 = fadd double %865, %866, !dbg !333
  call void @llvm.dbg.value(metadata double %867, metadata !32, metadata !DIExpression()), !dbg !33
  %868 = sdiv i32 %29, 2, !dbg !334
  %869 = sext i32 %868 to i64, !dbg !335
  %870 = getelementptr inbounds double, double* %37, i64 %869, !dbg !335
  %871 = load double, double* %870, align 8, !dbg !335, !tbaa !106
  %872 = mul nsw i32 %31, %28, !dbg !336
  %873 = add nsw i32 %872, -1, !dbg !337
  %874 = sext i32 %873 to i64, !dbg !338
  %875 = getelementptr inbounds double, double* %47, i64 %874, !dbg !338
  %876 = load double, double* %875, align 8, !dbg !338, !tbaa !106
  %877 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef %867, double noundef %871, double noundef %876), !dbg !339
  tail call void @free(i8* noundef %36) #7, !dbg !340
  tail call void @free(i8* noundef %40) #7, !dbg !341
  tail call void @free(i8* noundef %46) #7, !dbg !342
  ret i32 0, !dbg !343

878:                                              ; preds = %175, %171, %115
  call void @llvm.dbg.value(metadata i64 1, metadata !30, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.value(metadata double* %37, metadata !87, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !93, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i64 3, metadata !92, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i64 0, metadata !94, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i64 1, metadata !94, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i64 2, metadata !94, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i64 2, metadata !30, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.value(metadata i64 6, metadata !92, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i64 0, metadata !94, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i64 1, metadata !94, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i64 2, metadata !94, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i64 3, metadata !94, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i64 4, metadata !94, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i64 5, metadata !94, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i64 3, metadata !30, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.value(metadata i64 9, metadata !92, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i64 0, metadata !94, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i64 1, metadata !94, metadata !DIExpression()), !dbg !348
  %879 = bitcast i8* %36 to <2 x double>*, !dbg !349
  store <2 x double> <double 0.000000e+00, double 2.000000e+00>, <2 x double>* %879, align 8, !dbg !349, !tbaa !106
  call void @llvm.dbg.value(metadata i64 2, metadata !94, metadata !DIExpression()), !dbg !348
  %880 = getelementptr inbounds double, double* %37, i64 2, !dbg !350
  call void @llvm.dbg.value(metadata i64 3, metadata !94, metadata !DIExpression()), !dbg !348
  %881 = bitcast double* %880 to <2 x double>*, !dbg !349
  store <2 x double> <double 4.000000e+00, double 6.000000e+00>, <2 x double>* %881, align 8, !dbg !349, !tbaa !106
  call void @llvm.dbg.value(metadata i64 4, metadata !94, metadata !DIExpression()), !dbg !348
  %882 = getelementptr inbounds double, double* %37, i64 4, !dbg !350
  call void @llvm.dbg.value(metadata i64 5, metadata !94, metadata !DIExpression()), !dbg !348
  %883 = bitcast double* %882 to <2 x double>*, !dbg !349
  store <2 x double> <double 8.000000e+00, double 1.000000e+01>, <2 x double>* %883, align 8, !dbg !349, !tbaa !106
  call void @llvm.dbg.value(metadata i64 6, metadata !94, metadata !DIExpression()), !dbg !348
  %884 = getelementptr inbounds double, double* %37, i64 6, !dbg !350
  call void @llvm.dbg.value(metadata i64 7, metadata !94, metadata !DIExpression()), !dbg !348
  %885 = bitcast double* %884 to <2 x double>*, !dbg !349
  store <2 x double> <double 1.200000e+01, double 1.400000e+01>, <2 x double>* %885, align 8, !dbg !349, !tbaa !106
  call void @llvm.dbg.value(metadata i64 8, metadata !94, metadata !DIExpression()), !dbg !348
  %886 = getelementptr inbounds double, double* %37, i64 8, !dbg !350
  store double 1.600000e+01, double* %886, align 8, !dbg !349, !tbaa !106
  call void @llvm.dbg.value(metadata i64 9, metadata !94, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i64 4, metadata !30, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.value(metadata double* %47, metadata !135, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i32 %20, metadata !136, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i32 %31, metadata !137, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !143
  %887 = icmp sgt i32 %28, 0, !dbg !128
  br i1 %887, label %183, label %272, !dbg !142
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
!1 = !DIFile(filename: "percall_loops.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "48aa439b4d7a55add287d6c821b83e96")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 42, type: !16, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !24, !25, !28, !29, !30, !32}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 42, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 42, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 43, type: !3)
!22 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 44, type: !3)
!23 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 45, type: !3)
!24 = !DILocalVariable(name: "c", scope: !15, file: !1, line: 46, type: !3)
!25 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 47, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DILocalVariable(name: "b", scope: !15, file: !1, line: 48, type: !26)
!29 = !DILocalVariable(name: "g", scope: !15, file: !1, line: 49, type: !26)
!30 = !DILocalVariable(name: "k", scope: !31, file: !1, line: 52, type: !3)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 52, column: 3)
!32 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 56, type: !27)
!33 = !DILocation(line: 0, scope: !15)
!34 = !DILocation(line: 43, column: 16, scope: !15)
!35 = !DILocation(line: 43, column: 11, scope: !15)
!36 = !DILocation(line: 43, column: 27, scope: !15)
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
!50 = distinct !DILocation(line: 43, column: 22, scope: !15)
!51 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !50)
!52 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !50)
!53 = !DILocation(line: 44, column: 16, scope: !15)
!54 = !DILocation(line: 44, column: 11, scope: !15)
!55 = !DILocation(line: 44, column: 27, scope: !15)
!56 = !DILocation(line: 0, scope: !42, inlinedAt: !57)
!57 = distinct !DILocation(line: 44, column: 22, scope: !15)
!58 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !57)
!59 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !57)
!60 = !DILocation(line: 45, column: 16, scope: !15)
!61 = !DILocation(line: 45, column: 11, scope: !15)
!62 = !DILocation(line: 45, column: 27, scope: !15)
!63 = !DILocation(line: 0, scope: !42, inlinedAt: !64)
!64 = distinct !DILocation(line: 45, column: 22, scope: !15)
!65 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !64)
!66 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !64)
!67 = !DILocation(line: 46, column: 16, scope: !15)
!68 = !DILocation(line: 46, column: 11, scope: !15)
!69 = !DILocation(line: 46, column: 27, scope: !15)
!70 = !DILocation(line: 0, scope: !42, inlinedAt: !71)
!71 = distinct !DILocation(line: 46, column: 22, scope: !15)
!72 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !71)
!73 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !71)
!74 = !DILocation(line: 47, column: 42, scope: !15)
!75 = !DILocation(line: 47, column: 46, scope: !15)
!76 = !DILocation(line: 47, column: 39, scope: !15)
!77 = !DILocation(line: 47, column: 37, scope: !15)
!78 = !DILocation(line: 47, column: 15, scope: !15)
!79 = !DILocation(line: 48, column: 39, scope: !15)
!80 = !DILocation(line: 48, column: 37, scope: !15)
!81 = !DILocation(line: 48, column: 15, scope: !15)
!82 = !DILocation(line: 49, column: 39, scope: !15)
!83 = !DILocation(line: 49, column: 37, scope: !15)
!84 = !DILocation(line: 49, column: 43, scope: !15)
!85 = !DILocation(line: 49, column: 41, scope: !15)
!86 = !DILocation(line: 49, column: 15, scope: !15)
!87 = !DILocalVariable(name: "a", arg: 1, scope: !88, file: !1, line: 9, type: !26)
!88 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 9, type: !89, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !26, !3, !27}
!91 = !{!87, !92, !93, !94}
!92 = !DILocalVariable(name: "n", arg: 2, scope: !88, file: !1, line: 9, type: !3)
!93 = !DILocalVariable(name: "v", arg: 3, scope: !88, file: !1, line: 9, type: !27)
!94 = !DILocalVariable(name: "i", scope: !95, file: !1, line: 10, type: !3)
!95 = distinct !DILexicalBlock(scope: !88, file: !1, line: 10, column: 3)
!96 = !DILocation(line: 0, scope: !88, inlinedAt: !97)
!97 = distinct !DILocation(line: 50, column: 3, scope: !15)
!98 = !DILocation(line: 0, scope: !95, inlinedAt: !97)
!99 = !DILocation(line: 10, column: 21, scope: !100, inlinedAt: !97)
!100 = distinct !DILexicalBlock(scope: !95, file: !1, line: 10, column: 3)
!101 = !DILocation(line: 10, column: 3, scope: !95, inlinedAt: !97)
!102 = !DILocation(line: 10, column: 27, scope: !100, inlinedAt: !97)
!103 = !DILocation(line: 11, column: 16, scope: !100, inlinedAt: !97)
!104 = !DILocation(line: 11, column: 14, scope: !100, inlinedAt: !97)
!105 = !DILocation(line: 11, column: 10, scope: !100, inlinedAt: !97)
!106 = !{!107, !107, i64 0}
!107 = !{!"double", !39, i64 0}
!108 = distinct !{!108, !101, !109, !110, !111}
!109 = !DILocation(line: 11, column: 16, scope: !95, inlinedAt: !97)
!110 = !{!"llvm.loop.mustprogress"}
!111 = !{!"llvm.loop.isvectorized", i32 1}
!112 = !DILocation(line: 11, column: 5, scope: !100, inlinedAt: !97)
!113 = distinct !{!113, !101, !109, !110, !114, !111}
!114 = !{!"llvm.loop.unroll.runtime.disable"}
!115 = !DILocation(line: 0, scope: !88, inlinedAt: !116)
!116 = distinct !DILocation(line: 51, column: 3, scope: !15)
!117 = !DILocation(line: 0, scope: !95, inlinedAt: !116)
!118 = !DILocation(line: 10, column: 21, scope: !100, inlinedAt: !116)
!119 = !DILocation(line: 10, column: 3, scope: !95, inlinedAt: !116)
!120 = !DILocation(line: 10, column: 27, scope: !100, inlinedAt: !116)
!121 = !DILocation(line: 11, column: 16, scope: !100, inlinedAt: !116)
!122 = !DILocation(line: 11, column: 14, scope: !100, inlinedAt: !116)
!123 = !DILocation(line: 11, column: 10, scope: !100, inlinedAt: !116)
!124 = distinct !{!124, !119, !125, !110, !111}
!125 = !DILocation(line: 11, column: 16, scope: !95, inlinedAt: !116)
!126 = !DILocation(line: 11, column: 5, scope: !100, inlinedAt: !116)
!127 = distinct !{!127, !119, !125, !110, !114, !111}
!128 = !DILocation(line: 15, column: 21, scope: !129, inlinedAt: !141)
!129 = distinct !DILexicalBlock(scope: !130, file: !1, line: 15, column: 3)
!130 = distinct !DILexicalBlock(scope: !131, file: !1, line: 15, column: 3)
!131 = distinct !DISubprogram(name: "init2d", scope: !1, file: !1, line: 14, type: !132, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !134)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !26, !3, !3}
!134 = !{!135, !136, !137, !138, !139}
!135 = !DILocalVariable(name: "m", arg: 1, scope: !131, file: !1, line: 14, type: !26)
!136 = !DILocalVariable(name: "rows", arg: 2, scope: !131, file: !1, line: 14, type: !3)
!137 = !DILocalVariable(name: "cols", arg: 3, scope: !131, file: !1, line: 14, type: !3)
!138 = !DILocalVariable(name: "i", scope: !130, file: !1, line: 15, type: !3)
!139 = !DILocalVariable(name: "j", scope: !140, file: !1, line: 16, type: !3)
!140 = distinct !DILexicalBlock(scope: !129, file: !1, line: 16, column: 5)
!141 = distinct !DILocation(line: 54, column: 3, scope: !15)
!142 = !DILocation(line: 15, column: 3, scope: !130, inlinedAt: !141)
!143 = !DILocation(line: 0, scope: !130, inlinedAt: !141)
!144 = !DILocation(line: 0, scope: !140, inlinedAt: !141)
!145 = !DILocation(line: 16, column: 5, scope: !140, inlinedAt: !141)
!146 = !DILocation(line: 16, column: 32, scope: !147, inlinedAt: !141)
!147 = distinct !DILexicalBlock(scope: !140, file: !1, line: 16, column: 5)
!148 = !DILocation(line: 17, column: 27, scope: !147, inlinedAt: !141)
!149 = !DILocation(line: 17, column: 25, scope: !147, inlinedAt: !141)
!150 = !DILocation(line: 17, column: 23, scope: !147, inlinedAt: !141)
!151 = distinct !{!151, !145, !152, !110, !111}
!152 = !DILocation(line: 17, column: 29, scope: !140, inlinedAt: !141)
!153 = !DILocation(line: 15, column: 30, scope: !129, inlinedAt: !141)
!154 = distinct !{!154, !142, !155, !110}
!155 = !DILocation(line: 17, column: 29, scope: !130, inlinedAt: !141)
!156 = !DILocation(line: 17, column: 18, scope: !147, inlinedAt: !141)
!157 = !DILocation(line: 17, column: 7, scope: !147, inlinedAt: !141)
!158 = !DILocation(line: 16, column: 23, scope: !147, inlinedAt: !141)
!159 = distinct !{!159, !145, !152, !110, !114, !111}
!160 = !DILocation(line: 0, scope: !131, inlinedAt: !161)
!161 = distinct !DILocation(line: 55, column: 3, scope: !15)
!162 = !DILocation(line: 0, scope: !130, inlinedAt: !161)
!163 = !DILocation(line: 15, column: 21, scope: !129, inlinedAt: !161)
!164 = !DILocation(line: 15, column: 3, scope: !130, inlinedAt: !161)
!165 = !DILocation(line: 0, scope: !140, inlinedAt: !161)
!166 = !DILocation(line: 16, column: 5, scope: !140, inlinedAt: !161)
!167 = !DILocation(line: 16, column: 32, scope: !147, inlinedAt: !161)
!168 = !DILocation(line: 17, column: 27, scope: !147, inlinedAt: !161)
!169 = !DILocation(line: 17, column: 25, scope: !147, inlinedAt: !161)
!170 = !DILocation(line: 17, column: 23, scope: !147, inlinedAt: !161)
!171 = distinct !{!171, !166, !172, !110, !111}
!172 = !DILocation(line: 17, column: 29, scope: !140, inlinedAt: !161)
!173 = !DILocation(line: 15, column: 30, scope: !129, inlinedAt: !161)
!174 = distinct !{!174, !164, !175, !110}
!175 = !DILocation(line: 17, column: 29, scope: !130, inlinedAt: !161)
!176 = !DILocation(line: 17, column: 18, scope: !147, inlinedAt: !161)
!177 = !DILocation(line: 17, column: 7, scope: !147, inlinedAt: !161)
!178 = !DILocation(line: 16, column: 23, scope: !147, inlinedAt: !161)
!179 = distinct !{!179, !166, !172, !110, !114, !111}
!180 = !DILocalVariable(name: "a", arg: 1, scope: !181, file: !1, line: 20, type: !184)
!181 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 20, type: !182, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !186)
!182 = !DISubroutineType(types: !183)
!183 = !{!27, !184, !3}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!186 = !{!180, !187, !188, !189}
!187 = !DILocalVariable(name: "n", arg: 2, scope: !181, file: !1, line: 20, type: !3)
!188 = !DILocalVariable(name: "s", scope: !181, file: !1, line: 23, type: !27)
!189 = !DILocalVariable(name: "i", scope: !190, file: !1, line: 24, type: !3)
!190 = distinct !DILexicalBlock(scope: !181, file: !1, line: 24, column: 3)
!191 = !DILocation(line: 0, scope: !181, inlinedAt: !192)
!192 = distinct !DILocation(line: 56, column: 14, scope: !15)
!193 = !DILocation(line: 0, scope: !190, inlinedAt: !192)
!194 = !DILocation(line: 21, column: 7, scope: !181, inlinedAt: !192)
!195 = !DILocation(line: 24, column: 21, scope: !196, inlinedAt: !192)
!196 = distinct !DILexicalBlock(scope: !190, file: !1, line: 24, column: 3)
!197 = !DILocation(line: 24, column: 3, scope: !190, inlinedAt: !192)
!198 = !DILocation(line: 25, column: 10, scope: !196, inlinedAt: !192)
!199 = !DILocation(line: 25, column: 7, scope: !196, inlinedAt: !192)
!200 = !DILocation(line: 24, column: 27, scope: !196, inlinedAt: !192)
!201 = distinct !{!201, !197, !202, !110}
!202 = !DILocation(line: 25, column: 13, scope: !190, inlinedAt: !192)
!203 = distinct !{!203, !204}
!204 = !{!"llvm.loop.unroll.disable"}
!205 = !DILocation(line: 0, scope: !181, inlinedAt: !206)
!206 = distinct !DILocation(line: 56, column: 26, scope: !15)
!207 = !DILocation(line: 0, scope: !190, inlinedAt: !206)
!208 = !DILocation(line: 21, column: 7, scope: !181, inlinedAt: !206)
!209 = !DILocation(line: 24, column: 21, scope: !196, inlinedAt: !206)
!210 = !DILocation(line: 24, column: 3, scope: !190, inlinedAt: !206)
!211 = !DILocation(line: 25, column: 10, scope: !196, inlinedAt: !206)
!212 = !DILocation(line: 25, column: 7, scope: !196, inlinedAt: !206)
!213 = !DILocation(line: 24, column: 27, scope: !196, inlinedAt: !206)
!214 = distinct !{!214, !210, !215, !110}
!215 = !DILocation(line: 25, column: 13, scope: !190, inlinedAt: !206)
!216 = distinct !{!216, !204}
!217 = !DILocation(line: 0, scope: !181, inlinedAt: !218)
!218 = distinct !DILocation(line: 56, column: 38, scope: !15)
!219 = !DILocation(line: 0, scope: !190, inlinedAt: !218)
!220 = !DILocalVariable(name: "a", arg: 1, scope: !221, file: !1, line: 29, type: !184)
!221 = distinct !DISubprogram(name: "tri", scope: !1, file: !1, line: 29, type: !182, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !222)
!222 = !{!220, !223, !224, !225, !227}
!223 = !DILocalVariable(name: "n", arg: 2, scope: !221, file: !1, line: 29, type: !3)
!224 = !DILocalVariable(name: "s", scope: !221, file: !1, line: 30, type: !27)
!225 = !DILocalVariable(name: "i", scope: !226, file: !1, line: 31, type: !3)
!226 = distinct !DILexicalBlock(scope: !221, file: !1, line: 31, column: 3)
!227 = !DILocalVariable(name: "j", scope: !228, file: !1, line: 32, type: !3)
!228 = distinct !DILexicalBlock(scope: !229, file: !1, line: 32, column: 5)
!229 = distinct !DILexicalBlock(scope: !226, file: !1, line: 31, column: 3)
!230 = !DILocation(line: 0, scope: !221, inlinedAt: !231)
!231 = distinct !DILocation(line: 57, column: 8, scope: !15)
!232 = !DILocation(line: 0, scope: !226, inlinedAt: !231)
!233 = !DILocation(line: 31, column: 21, scope: !229, inlinedAt: !231)
!234 = !DILocation(line: 31, column: 3, scope: !226, inlinedAt: !231)
!235 = !DILocation(line: 57, column: 17, scope: !15)
!236 = !DILocation(line: 0, scope: !228, inlinedAt: !231)
!237 = !DILocation(line: 32, column: 23, scope: !238, inlinedAt: !231)
!238 = distinct !DILexicalBlock(scope: !228, file: !1, line: 32, column: 5)
!239 = !DILocation(line: 32, column: 5, scope: !228, inlinedAt: !231)
!240 = !DILocation(line: 33, column: 19, scope: !238, inlinedAt: !231)
!241 = !DILocation(line: 33, column: 9, scope: !238, inlinedAt: !231)
!242 = !DILocation(line: 32, column: 29, scope: !238, inlinedAt: !231)
!243 = distinct !{!243, !204}
!244 = !DILocation(line: 31, column: 27, scope: !229, inlinedAt: !231)
!245 = distinct !{!245, !234, !246, !110}
!246 = !DILocation(line: 33, column: 22, scope: !226, inlinedAt: !231)
!247 = distinct !{!247, !239, !248, !110}
!248 = !DILocation(line: 33, column: 22, scope: !228, inlinedAt: !231)
!249 = !DILocation(line: 0, scope: !221, inlinedAt: !250)
!250 = distinct !DILocation(line: 57, column: 24, scope: !15)
!251 = !DILocation(line: 0, scope: !226, inlinedAt: !250)
!252 = !DILocation(line: 31, column: 21, scope: !229, inlinedAt: !250)
!253 = !DILocation(line: 31, column: 3, scope: !226, inlinedAt: !250)
!254 = !DILocation(line: 57, column: 33, scope: !15)
!255 = !DILocation(line: 0, scope: !228, inlinedAt: !250)
!256 = !DILocation(line: 32, column: 23, scope: !238, inlinedAt: !250)
!257 = !DILocation(line: 32, column: 5, scope: !228, inlinedAt: !250)
!258 = !DILocation(line: 33, column: 19, scope: !238, inlinedAt: !250)
!259 = !DILocation(line: 33, column: 9, scope: !238, inlinedAt: !250)
!260 = !DILocation(line: 32, column: 29, scope: !238, inlinedAt: !250)
!261 = distinct !{!261, !204}
!262 = !DILocation(line: 31, column: 27, scope: !229, inlinedAt: !250)
!263 = distinct !{!263, !253, !264, !110}
!264 = !DILocation(line: 33, column: 22, scope: !226, inlinedAt: !250)
!265 = distinct !{!265, !257, !266, !110}
!266 = !DILocation(line: 33, column: 22, scope: !228, inlinedAt: !250)
!267 = !DILocation(line: 30, column: 10, scope: !221, inlinedAt: !250)
!268 = !DILocalVariable(name: "a", arg: 1, scope: !269, file: !1, line: 37, type: !26)
!269 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 37, type: !270, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !272)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !26, !3}
!272 = !{!268, !273}
!273 = !DILocalVariable(name: "n", arg: 2, scope: !269, file: !1, line: 37, type: !3)
!274 = !DILocation(line: 0, scope: !269, inlinedAt: !275)
!275 = distinct !DILocation(line: 58, column: 3, scope: !15)
!276 = !DILocation(line: 0, scope: !88, inlinedAt: !277)
!277 = distinct !DILocation(line: 38, column: 3, scope: !269, inlinedAt: !275)
!278 = !DILocation(line: 0, scope: !95, inlinedAt: !277)
!279 = !DILocation(line: 10, column: 3, scope: !95, inlinedAt: !277)
!280 = !DILocation(line: 10, column: 21, scope: !100, inlinedAt: !277)
!281 = !DILocation(line: 10, column: 27, scope: !100, inlinedAt: !277)
!282 = !DILocation(line: 11, column: 16, scope: !100, inlinedAt: !277)
!283 = !DILocation(line: 11, column: 10, scope: !100, inlinedAt: !277)
!284 = distinct !{!284, !279, !285, !110, !111}
!285 = !DILocation(line: 11, column: 16, scope: !95, inlinedAt: !277)
!286 = !DILocation(line: 11, column: 5, scope: !100, inlinedAt: !277)
!287 = distinct !{!287, !279, !285, !110, !114, !111}
!288 = !DILocation(line: 0, scope: !88, inlinedAt: !289)
!289 = distinct !DILocation(line: 39, column: 3, scope: !269, inlinedAt: !275)
!290 = !DILocation(line: 0, scope: !95, inlinedAt: !289)
!291 = !DILocation(line: 10, column: 21, scope: !100, inlinedAt: !289)
!292 = !DILocation(line: 10, column: 3, scope: !95, inlinedAt: !289)
!293 = !DILocation(line: 39, column: 13, scope: !269, inlinedAt: !275)
!294 = !DILocation(line: 10, column: 27, scope: !100, inlinedAt: !289)
!295 = !DILocation(line: 11, column: 16, scope: !100, inlinedAt: !289)
!296 = !DILocation(line: 11, column: 14, scope: !100, inlinedAt: !289)
!297 = !DILocation(line: 11, column: 10, scope: !100, inlinedAt: !289)
!298 = distinct !{!298, !292, !299, !110, !111}
!299 = !DILocation(line: 11, column: 16, scope: !95, inlinedAt: !289)
!300 = !DILocation(line: 11, column: 5, scope: !100, inlinedAt: !289)
!301 = distinct !{!301, !292, !299, !110, !114, !111}
!302 = !DILocation(line: 0, scope: !269, inlinedAt: !303)
!303 = distinct !DILocation(line: 59, column: 3, scope: !15)
!304 = !DILocation(line: 0, scope: !88, inlinedAt: !305)
!305 = distinct !DILocation(line: 38, column: 3, scope: !269, inlinedAt: !303)
!306 = !DILocation(line: 0, scope: !95, inlinedAt: !305)
!307 = !DILocation(line: 10, column: 3, scope: !95, inlinedAt: !305)
!308 = !DILocation(line: 10, column: 21, scope: !100, inlinedAt: !305)
!309 = !DILocation(line: 10, column: 27, scope: !100, inlinedAt: !305)
!310 = !DILocation(line: 11, column: 16, scope: !100, inlinedAt: !305)
!311 = !DILocation(line: 11, column: 10, scope: !100, inlinedAt: !305)
!312 = distinct !{!312, !307, !313, !110, !111}
!313 = !DILocation(line: 11, column: 16, scope: !95, inlinedAt: !305)
!314 = !DILocation(line: 11, column: 5, scope: !100, inlinedAt: !305)
!315 = distinct !{!315, !307, !313, !110, !114, !111}
!316 = !DILocation(line: 0, scope: !88, inlinedAt: !317)
!317 = distinct !DILocation(line: 39, column: 3, scope: !269, inlinedAt: !303)
!318 = !DILocation(line: 0, scope: !95, inlinedAt: !317)
!319 = !DILocation(line: 10, column: 21, scope: !100, inlinedAt: !317)
!320 = !DILocation(line: 10, column: 3, scope: !95, inlinedAt: !317)
!321 = !DILocation(line: 39, column: 13, scope: !269, inlinedAt: !303)
!322 = !DILocation(line: 10, column: 27, scope: !100, inlinedAt: !317)
!323 = !DILocation(line: 11, column: 16, scope: !100, inlinedAt: !317)
!324 = !DILocation(line: 11, column: 14, scope: !100, inlinedAt: !317)
!325 = !DILocation(line: 11, column: 10, scope: !100, inlinedAt: !317)
!326 = distinct !{!326, !320, !327, !110, !111}
!327 = !DILocation(line: 11, column: 16, scope: !95, inlinedAt: !317)
!328 = !DILocation(line: 11, column: 5, scope: !100, inlinedAt: !317)
!329 = distinct !{!329, !320, !327, !110, !114, !111}
!330 = !DILocation(line: 56, column: 24, scope: !15)
!331 = !DILocation(line: 56, column: 36, scope: !15)
!332 = !DILocation(line: 57, column: 22, scope: !15)
!333 = !DILocation(line: 57, column: 5, scope: !15)
!334 = !DILocation(line: 60, column: 31, scope: !15)
!335 = !DILocation(line: 60, column: 27, scope: !15)
!336 = !DILocation(line: 60, column: 41, scope: !15)
!337 = !DILocation(line: 60, column: 45, scope: !15)
!338 = !DILocation(line: 60, column: 37, scope: !15)
!339 = !DILocation(line: 60, column: 3, scope: !15)
!340 = !DILocation(line: 61, column: 3, scope: !15)
!341 = !DILocation(line: 62, column: 3, scope: !15)
!342 = !DILocation(line: 63, column: 3, scope: !15)
!343 = !DILocation(line: 64, column: 3, scope: !15)
!344 = !DILocation(line: 0, scope: !31)
!345 = !DILocation(line: 0, scope: !88, inlinedAt: !346)
!346 = distinct !DILocation(line: 53, column: 5, scope: !347)
!347 = distinct !DILexicalBlock(scope: !31, file: !1, line: 52, column: 3)
!348 = !DILocation(line: 0, scope: !95, inlinedAt: !346)
!349 = !DILocation(line: 11, column: 10, scope: !100, inlinedAt: !346)
!350 = !DILocation(line: 11, column: 5, scope: !100, inlinedAt: !346)
!351 = !DILocation(line: 0, scope: !131, inlinedAt: !141)
