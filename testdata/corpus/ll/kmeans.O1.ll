; ModuleID = 'kmeans.c'
source_filename = "kmeans.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"iterations %d checksum %.6f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @kernel_assign(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef readonly %4, double* nocapture noundef readonly %5, i32* nocapture noundef %6) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %1, metadata !24, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %2, metadata !25, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %3, metadata !26, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %4, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %5, metadata !28, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32* %6, metadata !29, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !45
  %8 = icmp sgt i32 %0, 0, !dbg !46
  br i1 %8, label %9, label %21, !dbg !47

9:                                                ; preds = %7
  %10 = icmp sgt i32 %1, 0
  %11 = zext i32 %0 to i64, !dbg !46
  %12 = zext i32 %1 to i64
  br label %13, !dbg !47

13:                                               ; preds = %9, %48
  %14 = phi i64 [ 0, %9 ], [ %50, %48 ]
  %15 = phi i32 [ 0, %9 ], [ %49, %48 ]
  call void @llvm.dbg.value(metadata i32 %15, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 %14, metadata !31, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double 0x7FEFFFFFFFFFFFFF, metadata !33, metadata !DIExpression()), !dbg !49
  br i1 %10, label %16, label %23, !dbg !50

16:                                               ; preds = %13
  %17 = getelementptr inbounds double, double* %2, i64 %14
  %18 = load double, double* %17, align 8, !tbaa !51
  %19 = getelementptr inbounds double, double* %3, i64 %14
  %20 = load double, double* %19, align 8, !tbaa !51
  br label %28, !dbg !50

21:                                               ; preds = %48, %7
  %22 = phi i32 [ 0, %7 ], [ %49, %48 ], !dbg !44
  ret i32 %22, !dbg !55

23:                                               ; preds = %28, %13
  %24 = phi i32 [ 0, %13 ], [ %43, %28 ], !dbg !49
  %25 = getelementptr inbounds i32, i32* %6, i64 %14, !dbg !56
  %26 = load i32, i32* %25, align 4, !dbg !56, !tbaa !58
  %27 = icmp eq i32 %26, %24, !dbg !60
  br i1 %27, label %48, label %46, !dbg !61

28:                                               ; preds = %16, %28
  %29 = phi i64 [ 0, %16 ], [ %44, %28 ]
  %30 = phi i32 [ 0, %16 ], [ %43, %28 ]
  %31 = phi double [ 0x7FEFFFFFFFFFFFFF, %16 ], [ %41, %28 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !37, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 %30, metadata !36, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double %31, metadata !33, metadata !DIExpression()), !dbg !49
  %32 = getelementptr inbounds double, double* %4, i64 %29, !dbg !62
  %33 = load double, double* %32, align 8, !dbg !62, !tbaa !51
  %34 = fsub double %18, %33, !dbg !63
  call void @llvm.dbg.value(metadata double %34, metadata !39, metadata !DIExpression()), !dbg !64
  %35 = getelementptr inbounds double, double* %5, i64 %29, !dbg !65
  %36 = load double, double* %35, align 8, !dbg !65, !tbaa !51
  %37 = fsub double %20, %36, !dbg !66
  call void @llvm.dbg.value(metadata double %37, metadata !42, metadata !DIExpression()), !dbg !64
  %38 = fmul double %37, %37, !dbg !67
  %39 = call double @llvm.fmuladd.f64(double %34, double %34, double %38), !dbg !68
  call void @llvm.dbg.value(metadata double %39, metadata !43, metadata !DIExpression()), !dbg !64
  %40 = fcmp olt double %39, %31, !dbg !69
  %41 = select i1 %40, double %39, double %31, !dbg !71
  %42 = trunc i64 %29 to i32, !dbg !71
  %43 = select i1 %40, i32 %42, i32 %30, !dbg !71
  call void @llvm.dbg.value(metadata i32 %43, metadata !36, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double %41, metadata !33, metadata !DIExpression()), !dbg !49
  %44 = add nuw nsw i64 %29, 1, !dbg !72
  call void @llvm.dbg.value(metadata i64 %44, metadata !37, metadata !DIExpression()), !dbg !48
  %45 = icmp eq i64 %44, %12, !dbg !73
  br i1 %45, label %23, label %28, !dbg !50, !llvm.loop !74

46:                                               ; preds = %23
  store i32 %24, i32* %25, align 4, !dbg !78, !tbaa !58
  %47 = add nsw i32 %15, 1, !dbg !80
  call void @llvm.dbg.value(metadata i32 %47, metadata !30, metadata !DIExpression()), !dbg !44
  br label %48, !dbg !81

48:                                               ; preds = %46, %23
  %49 = phi i32 [ %47, %46 ], [ %15, %23 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %49, metadata !30, metadata !DIExpression()), !dbg !44
  %50 = add nuw nsw i64 %14, 1, !dbg !82
  call void @llvm.dbg.value(metadata i64 %50, metadata !31, metadata !DIExpression()), !dbg !45
  %51 = icmp eq i64 %50, %11, !dbg !46
  br i1 %51, label %21, label %13, !dbg !47, !llvm.loop !83
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !85 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !89, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i8** %1, metadata !90, metadata !DIExpression()), !dbg !116
  %3 = icmp sgt i32 %0, 1, !dbg !117
  br i1 %3, label %4, label %9, !dbg !118

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !119
  %6 = load i8*, i8** %5, align 8, !dbg !119, !tbaa !120
  call void @llvm.dbg.value(metadata i8* %6, metadata !122, metadata !DIExpression()) #9, !dbg !130
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !132
  %8 = trunc i64 %7 to i32, !dbg !133
  br label %9, !dbg !118

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 3000, %2 ], !dbg !118
  call void @llvm.dbg.value(metadata i32 %10, metadata !91, metadata !DIExpression()), !dbg !116
  %11 = icmp sgt i32 %0, 2, !dbg !134
  br i1 %11, label %12, label %17, !dbg !135

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !136
  %14 = load i8*, i8** %13, align 8, !dbg !136, !tbaa !120
  call void @llvm.dbg.value(metadata i8* %14, metadata !122, metadata !DIExpression()) #9, !dbg !137
  %15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #9, !dbg !139
  %16 = trunc i64 %15 to i32, !dbg !140
  br label %17, !dbg !135

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %16, %12 ], [ 8, %9 ], !dbg !135
  call void @llvm.dbg.value(metadata i32 %18, metadata !92, metadata !DIExpression()), !dbg !116
  %19 = sext i32 %10 to i64, !dbg !141
  %20 = shl nsw i64 %19, 3, !dbg !142
  %21 = call noalias i8* @malloc(i64 noundef %20) #9, !dbg !143
  %22 = bitcast i8* %21 to double*, !dbg !143
  call void @llvm.dbg.value(metadata double* %22, metadata !93, metadata !DIExpression()), !dbg !116
  %23 = call noalias i8* @malloc(i64 noundef %20) #9, !dbg !144
  %24 = bitcast i8* %23 to double*, !dbg !144
  call void @llvm.dbg.value(metadata double* %24, metadata !95, metadata !DIExpression()), !dbg !116
  %25 = sext i32 %18 to i64, !dbg !145
  %26 = shl nsw i64 %25, 3, !dbg !146
  %27 = call noalias i8* @malloc(i64 noundef %26) #9, !dbg !147
  %28 = bitcast i8* %27 to double*, !dbg !147
  call void @llvm.dbg.value(metadata double* %28, metadata !96, metadata !DIExpression()), !dbg !116
  %29 = call noalias i8* @malloc(i64 noundef %26) #9, !dbg !148
  %30 = bitcast i8* %29 to double*, !dbg !148
  call void @llvm.dbg.value(metadata double* %30, metadata !97, metadata !DIExpression()), !dbg !116
  %31 = call noalias i8* @malloc(i64 noundef %26) #9, !dbg !149
  %32 = bitcast i8* %31 to double*, !dbg !149
  call void @llvm.dbg.value(metadata double* %32, metadata !98, metadata !DIExpression()), !dbg !116
  %33 = call noalias i8* @malloc(i64 noundef %26) #9, !dbg !150
  %34 = bitcast i8* %33 to double*, !dbg !150
  call void @llvm.dbg.value(metadata double* %34, metadata !99, metadata !DIExpression()), !dbg !116
  %35 = shl nsw i64 %25, 2, !dbg !151
  %36 = call noalias i8* @malloc(i64 noundef %35) #9, !dbg !152
  %37 = bitcast i8* %36 to i32*, !dbg !152
  call void @llvm.dbg.value(metadata i32* %37, metadata !100, metadata !DIExpression()), !dbg !116
  %38 = shl nsw i64 %19, 2, !dbg !153
  %39 = call noalias i8* @malloc(i64 noundef %38) #9, !dbg !154
  %40 = bitcast i8* %39 to i32*, !dbg !154
  call void @llvm.dbg.value(metadata i32* %40, metadata !101, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 77, metadata !102, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !155
  %41 = icmp sgt i32 %10, 0, !dbg !156
  br i1 %41, label %42, label %46, !dbg !157

42:                                               ; preds = %17
  %43 = zext i32 %10 to i64, !dbg !157
  %44 = shl nuw nsw i64 %43, 2, !dbg !157
  call void @llvm.memset.p0i8.i64(i8* align 4 %39, i8 -1, i64 %44, i1 false), !dbg !158, !tbaa !58
  %45 = zext i32 %10 to i64, !dbg !156
  br label %52, !dbg !157

46:                                               ; preds = %52, %17
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !159
  %47 = icmp sgt i32 %18, 0, !dbg !160
  br i1 %47, label %48, label %80, !dbg !162

48:                                               ; preds = %46
  %49 = sdiv i32 %10, %18
  %50 = sext i32 %49 to i64, !dbg !162
  %51 = zext i32 %18 to i64, !dbg !160
  br label %91, !dbg !162

52:                                               ; preds = %42, %52
  %53 = phi i64 [ 0, %42 ], [ %78, %52 ]
  %54 = phi i32 [ 77, %42 ], [ %69, %52 ]
  call void @llvm.dbg.value(metadata i32 %54, metadata !102, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %53, metadata !104, metadata !DIExpression()), !dbg !155
  %55 = mul i32 %54, 1664525, !dbg !163
  %56 = add i32 %55, 1013904223, !dbg !164
  call void @llvm.dbg.value(metadata i32 %56, metadata !102, metadata !DIExpression()), !dbg !116
  %57 = lshr i32 %56, 28, !dbg !165
  %58 = urem i32 %57, 5, !dbg !166
  call void @llvm.dbg.value(metadata i32 %58, metadata !106, metadata !DIExpression()), !dbg !167
  %59 = mul i32 %56, 1664525, !dbg !168
  %60 = add i32 %59, 1013904223, !dbg !169
  call void @llvm.dbg.value(metadata i32 %60, metadata !102, metadata !DIExpression()), !dbg !116
  %61 = sitofp i32 %58 to double, !dbg !170
  %62 = lshr i32 %60, 16, !dbg !171
  %63 = urem i32 %62, 1000, !dbg !172
  %64 = uitofp i32 %63 to double, !dbg !173
  %65 = fdiv double %64, 4.000000e+02, !dbg !174
  %66 = call double @llvm.fmuladd.f64(double %61, double 4.000000e+00, double %65), !dbg !175
  %67 = getelementptr inbounds double, double* %22, i64 %53, !dbg !176
  store double %66, double* %67, align 8, !dbg !177, !tbaa !51
  %68 = mul i32 %60, 1664525, !dbg !178
  %69 = add i32 %68, 1013904223, !dbg !179
  call void @llvm.dbg.value(metadata i32 %69, metadata !102, metadata !DIExpression()), !dbg !116
  %70 = and i32 %58, 1, !dbg !180
  %71 = sitofp i32 %70 to double, !dbg !181
  %72 = lshr i32 %69, 16, !dbg !182
  %73 = urem i32 %72, 1000, !dbg !183
  %74 = uitofp i32 %73 to double, !dbg !184
  %75 = fdiv double %74, 4.000000e+02, !dbg !185
  %76 = call double @llvm.fmuladd.f64(double %71, double 6.000000e+00, double %75), !dbg !186
  %77 = getelementptr inbounds double, double* %24, i64 %53, !dbg !187
  store double %76, double* %77, align 8, !dbg !188, !tbaa !51
  %78 = add nuw nsw i64 %53, 1, !dbg !189
  call void @llvm.dbg.value(metadata i64 %78, metadata !104, metadata !DIExpression()), !dbg !155
  %79 = icmp eq i64 %78, %45, !dbg !156
  br i1 %79, label %46, label %52, !dbg !157, !llvm.loop !190

80:                                               ; preds = %91, %46
  %81 = icmp sgt i32 %10, 0
  %82 = icmp sgt i32 %18, 0
  %83 = icmp sgt i32 %18, 0
  %84 = zext i32 %10 to i64
  %85 = zext i32 %18 to i64
  %86 = zext i32 %10 to i64
  %87 = zext i32 %18 to i64
  %88 = shl nuw nsw i64 %85, 3, !dbg !192
  %89 = shl nuw nsw i64 %85, 3, !dbg !192
  %90 = shl nuw nsw i64 %85, 2, !dbg !192
  br label %102, !dbg !192

91:                                               ; preds = %48, %91
  %92 = phi i64 [ 0, %48 ], [ %100, %91 ]
  call void @llvm.dbg.value(metadata i64 %92, metadata !109, metadata !DIExpression()), !dbg !159
  %93 = mul nsw i64 %92, %50, !dbg !193
  %94 = getelementptr inbounds double, double* %22, i64 %93, !dbg !195
  %95 = load double, double* %94, align 8, !dbg !195, !tbaa !51
  %96 = getelementptr inbounds double, double* %28, i64 %92, !dbg !196
  store double %95, double* %96, align 8, !dbg !197, !tbaa !51
  %97 = getelementptr inbounds double, double* %24, i64 %93, !dbg !198
  %98 = load double, double* %97, align 8, !dbg !198, !tbaa !51
  %99 = getelementptr inbounds double, double* %30, i64 %92, !dbg !199
  store double %98, double* %99, align 8, !dbg !200, !tbaa !51
  %100 = add nuw nsw i64 %92, 1, !dbg !201
  call void @llvm.dbg.value(metadata i64 %100, metadata !109, metadata !DIExpression()), !dbg !159
  %101 = icmp eq i64 %100, %51, !dbg !160
  br i1 %101, label %80, label %91, !dbg !162, !llvm.loop !202

102:                                              ; preds = %80, %184
  %103 = phi i32 [ %185, %184 ], [ 0, %80 ], !dbg !116
  call void @llvm.dbg.value(metadata i32 %103, metadata !111, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %10, metadata !23, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i32 %18, metadata !24, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double* %22, metadata !25, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double* %24, metadata !26, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double* %28, metadata !27, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double* %30, metadata !28, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i32* %40, metadata !29, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()) #9, !dbg !207
  br i1 %81, label %104, label %141, !dbg !208

104:                                              ; preds = %102, %137
  %105 = phi i64 [ %139, %137 ], [ 0, %102 ]
  %106 = phi i32 [ %138, %137 ], [ 0, %102 ]
  call void @llvm.dbg.value(metadata i32 %106, metadata !30, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i64 %105, metadata !31, metadata !DIExpression()) #9, !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()) #9, !dbg !209
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double 0x7FEFFFFFFFFFFFFF, metadata !33, metadata !DIExpression()) #9, !dbg !210
  br i1 %83, label %107, label %112, !dbg !211

107:                                              ; preds = %104
  %108 = getelementptr inbounds double, double* %22, i64 %105
  %109 = load double, double* %108, align 8, !tbaa !51
  %110 = getelementptr inbounds double, double* %24, i64 %105
  %111 = load double, double* %110, align 8, !tbaa !51
  br label %117, !dbg !211

112:                                              ; preds = %117, %104
  %113 = phi i32 [ 0, %104 ], [ %132, %117 ], !dbg !210
  %114 = getelementptr inbounds i32, i32* %40, i64 %105, !dbg !212
  %115 = load i32, i32* %114, align 4, !dbg !212, !tbaa !58
  %116 = icmp eq i32 %115, %113, !dbg !213
  br i1 %116, label %137, label %135, !dbg !214

117:                                              ; preds = %117, %107
  %118 = phi i64 [ 0, %107 ], [ %133, %117 ]
  %119 = phi i32 [ 0, %107 ], [ %132, %117 ]
  %120 = phi double [ 0x7FEFFFFFFFFFFFFF, %107 ], [ %130, %117 ]
  call void @llvm.dbg.value(metadata i64 %118, metadata !37, metadata !DIExpression()) #9, !dbg !209
  call void @llvm.dbg.value(metadata i32 %119, metadata !36, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double %120, metadata !33, metadata !DIExpression()) #9, !dbg !210
  %121 = getelementptr inbounds double, double* %28, i64 %118, !dbg !215
  %122 = load double, double* %121, align 8, !dbg !215, !tbaa !51
  %123 = fsub double %109, %122, !dbg !216
  call void @llvm.dbg.value(metadata double %123, metadata !39, metadata !DIExpression()) #9, !dbg !217
  %124 = getelementptr inbounds double, double* %30, i64 %118, !dbg !218
  %125 = load double, double* %124, align 8, !dbg !218, !tbaa !51
  %126 = fsub double %111, %125, !dbg !219
  call void @llvm.dbg.value(metadata double %126, metadata !42, metadata !DIExpression()) #9, !dbg !217
  %127 = fmul double %126, %126, !dbg !220
  %128 = call double @llvm.fmuladd.f64(double %123, double %123, double %127) #9, !dbg !221
  call void @llvm.dbg.value(metadata double %128, metadata !43, metadata !DIExpression()) #9, !dbg !217
  %129 = fcmp olt double %128, %120, !dbg !222
  %130 = select i1 %129, double %128, double %120, !dbg !223
  %131 = trunc i64 %118 to i32, !dbg !223
  %132 = select i1 %129, i32 %131, i32 %119, !dbg !223
  call void @llvm.dbg.value(metadata i32 %132, metadata !36, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double %130, metadata !33, metadata !DIExpression()) #9, !dbg !210
  %133 = add nuw nsw i64 %118, 1, !dbg !224
  call void @llvm.dbg.value(metadata i64 %133, metadata !37, metadata !DIExpression()) #9, !dbg !209
  %134 = icmp eq i64 %133, %85, !dbg !225
  br i1 %134, label %112, label %117, !dbg !211, !llvm.loop !226

135:                                              ; preds = %112
  store i32 %113, i32* %114, align 4, !dbg !228, !tbaa !58
  %136 = add nsw i32 %106, 1, !dbg !229
  call void @llvm.dbg.value(metadata i32 %136, metadata !30, metadata !DIExpression()) #9, !dbg !204
  br label %137, !dbg !230

137:                                              ; preds = %135, %112
  %138 = phi i32 [ %136, %135 ], [ %106, %112 ], !dbg !204
  call void @llvm.dbg.value(metadata i32 %138, metadata !30, metadata !DIExpression()) #9, !dbg !204
  %139 = add nuw nsw i64 %105, 1, !dbg !231
  call void @llvm.dbg.value(metadata i64 %139, metadata !31, metadata !DIExpression()) #9, !dbg !207
  %140 = icmp eq i64 %139, %84, !dbg !232
  br i1 %140, label %141, label %104, !dbg !208, !llvm.loop !233

141:                                              ; preds = %137, %102
  %142 = phi i32 [ 0, %102 ], [ %138, %137 ], !dbg !204
  call void @llvm.dbg.value(metadata i32 %142, metadata !112, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %10, metadata !235, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32 %18, metadata !242, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double* %22, metadata !243, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double* %24, metadata !244, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32* %40, metadata !245, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double* %28, metadata !246, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double* %30, metadata !247, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double* %32, metadata !248, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double* %34, metadata !249, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32* %37, metadata !250, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32 0, metadata !251, metadata !DIExpression()), !dbg !259
  br i1 %82, label %143, label %144, !dbg !260

143:                                              ; preds = %141
  call void @llvm.memset.p0i8.i64(i8* align 8 %33, i8 0, i64 %88, i1 false), !dbg !261, !tbaa !51
  call void @llvm.memset.p0i8.i64(i8* align 8 %31, i8 0, i64 %89, i1 false), !dbg !264, !tbaa !51
  call void @llvm.memset.p0i8.i64(i8* align 4 %36, i8 0, i64 %90, i1 false), !dbg !265, !tbaa !58
  call void @llvm.dbg.value(metadata i32 undef, metadata !251, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.value(metadata i32 undef, metadata !251, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !259
  br label %144, !dbg !266

144:                                              ; preds = %143, %141
  call void @llvm.dbg.value(metadata i32 0, metadata !253, metadata !DIExpression()), !dbg !267
  br i1 %81, label %146, label %145, !dbg !266

145:                                              ; preds = %146, %144
  call void @llvm.dbg.value(metadata i32 0, metadata !255, metadata !DIExpression()), !dbg !268
  br i1 %82, label %166, label %184, !dbg !269

146:                                              ; preds = %144, %146
  %147 = phi i64 [ %164, %146 ], [ 0, %144 ]
  call void @llvm.dbg.value(metadata i64 %147, metadata !253, metadata !DIExpression()), !dbg !267
  %148 = getelementptr inbounds double, double* %22, i64 %147, !dbg !270
  %149 = load double, double* %148, align 8, !dbg !270, !tbaa !51
  %150 = getelementptr inbounds i32, i32* %40, i64 %147, !dbg !273
  %151 = load i32, i32* %150, align 4, !dbg !273, !tbaa !58
  %152 = sext i32 %151 to i64, !dbg !274
  %153 = getelementptr inbounds double, double* %32, i64 %152, !dbg !274
  %154 = load double, double* %153, align 8, !dbg !275, !tbaa !51
  %155 = fadd double %149, %154, !dbg !275
  store double %155, double* %153, align 8, !dbg !275, !tbaa !51
  %156 = getelementptr inbounds double, double* %24, i64 %147, !dbg !276
  %157 = load double, double* %156, align 8, !dbg !276, !tbaa !51
  %158 = getelementptr inbounds double, double* %34, i64 %152, !dbg !277
  %159 = load double, double* %158, align 8, !dbg !278, !tbaa !51
  %160 = fadd double %157, %159, !dbg !278
  store double %160, double* %158, align 8, !dbg !278, !tbaa !51
  %161 = getelementptr inbounds i32, i32* %37, i64 %152, !dbg !279
  %162 = load i32, i32* %161, align 4, !dbg !280, !tbaa !58
  %163 = add nsw i32 %162, 1, !dbg !280
  store i32 %163, i32* %161, align 4, !dbg !280, !tbaa !58
  %164 = add nuw nsw i64 %147, 1, !dbg !281
  call void @llvm.dbg.value(metadata i64 %164, metadata !253, metadata !DIExpression()), !dbg !267
  %165 = icmp eq i64 %164, %86, !dbg !282
  br i1 %165, label %145, label %146, !dbg !266, !llvm.loop !283

166:                                              ; preds = %145, %181
  %167 = phi i64 [ %182, %181 ], [ 0, %145 ]
  call void @llvm.dbg.value(metadata i64 %167, metadata !255, metadata !DIExpression()), !dbg !268
  %168 = getelementptr inbounds i32, i32* %37, i64 %167, !dbg !285
  %169 = load i32, i32* %168, align 4, !dbg !285, !tbaa !58
  %170 = icmp sgt i32 %169, 0, !dbg !288
  br i1 %170, label %171, label %181, !dbg !289

171:                                              ; preds = %166
  %172 = getelementptr inbounds double, double* %32, i64 %167, !dbg !290
  %173 = load double, double* %172, align 8, !dbg !290, !tbaa !51
  %174 = sitofp i32 %169 to double, !dbg !292
  %175 = fdiv double %173, %174, !dbg !293
  %176 = getelementptr inbounds double, double* %28, i64 %167, !dbg !294
  store double %175, double* %176, align 8, !dbg !295, !tbaa !51
  %177 = getelementptr inbounds double, double* %34, i64 %167, !dbg !296
  %178 = load double, double* %177, align 8, !dbg !296, !tbaa !51
  %179 = fdiv double %178, %174, !dbg !297
  %180 = getelementptr inbounds double, double* %30, i64 %167, !dbg !298
  store double %179, double* %180, align 8, !dbg !299, !tbaa !51
  br label %181, !dbg !300

181:                                              ; preds = %171, %166
  %182 = add nuw nsw i64 %167, 1, !dbg !301
  call void @llvm.dbg.value(metadata i64 %182, metadata !255, metadata !DIExpression()), !dbg !268
  %183 = icmp eq i64 %182, %87, !dbg !302
  br i1 %183, label %184, label %166, !dbg !269, !llvm.loop !303

184:                                              ; preds = %181, %145
  %185 = add nuw nsw i32 %103, 1, !dbg !305
  call void @llvm.dbg.value(metadata i32 %185, metadata !111, metadata !DIExpression()), !dbg !116
  %186 = icmp sgt i32 %142, 0, !dbg !306
  %187 = icmp ult i32 %103, 49, !dbg !307
  %188 = select i1 %186, i1 %187, i1 false, !dbg !307
  br i1 %188, label %102, label %189, !dbg !308, !llvm.loop !309

189:                                              ; preds = %184
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !311
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !113, metadata !DIExpression()), !dbg !116
  %190 = icmp sgt i32 %18, 0, !dbg !312
  br i1 %190, label %191, label %193, !dbg !314

191:                                              ; preds = %189
  %192 = zext i32 %18 to i64, !dbg !312
  br label %196, !dbg !314

193:                                              ; preds = %196, %189
  %194 = phi double [ 0.000000e+00, %189 ], [ %207, %196 ], !dbg !116
  %195 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %185, double noundef %194), !dbg !315
  call void @free(i8* noundef %21) #9, !dbg !316
  call void @free(i8* noundef %23) #9, !dbg !317
  call void @free(i8* noundef %27) #9, !dbg !318
  call void @free(i8* noundef %29) #9, !dbg !319
  call void @free(i8* noundef %31) #9, !dbg !320
  call void @free(i8* noundef %33) #9, !dbg !321
  call void @free(i8* noundef %36) #9, !dbg !322
  call void @free(i8* noundef %39) #9, !dbg !323
  ret i32 0, !dbg !324

196:                                              ; preds = %191, %196
  %197 = phi i64 [ 0, %191 ], [ %201, %196 ]
  %198 = phi double [ 0.000000e+00, %191 ], [ %207, %196 ]
  call void @llvm.dbg.value(metadata i64 %197, metadata !114, metadata !DIExpression()), !dbg !311
  call void @llvm.dbg.value(metadata double %198, metadata !113, metadata !DIExpression()), !dbg !116
  %199 = getelementptr inbounds double, double* %28, i64 %197, !dbg !325
  %200 = load double, double* %199, align 8, !dbg !325, !tbaa !51
  %201 = add nuw nsw i64 %197, 1, !dbg !326
  %202 = trunc i64 %201 to i32, !dbg !327
  %203 = sitofp i32 %202 to double, !dbg !327
  %204 = getelementptr inbounds double, double* %30, i64 %197, !dbg !328
  %205 = load double, double* %204, align 8, !dbg !328, !tbaa !51
  %206 = call double @llvm.fmuladd.f64(double %200, double %203, double %205), !dbg !329
  %207 = fadd double %198, %206, !dbg !330
  call void @llvm.dbg.value(metadata i64 %201, metadata !114, metadata !DIExpression()), !dbg !311
  call void @llvm.dbg.value(metadata double %207, metadata !113, metadata !DIExpression()), !dbg !116
  %208 = icmp eq i64 %201, %192, !dbg !312
  br i1 %208, label %193, label %196, !dbg !314, !llvm.loop !331
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kmeans.c", directory: ".", checksumkind: CSK_MD5, checksum: "8186213b325bc1adb66ef30730de04f2")
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
!15 = distinct !DISubprogram(name: "kernel_assign", scope: !1, file: !1, line: 9, type: !16, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !3, !18, !18, !18, !18, !21}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!22 = !{!23, !24, !25, !26, !27, !28, !29, !30, !31, !33, !36, !37, !39, !42, !43}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 9, type: !3)
!24 = !DILocalVariable(name: "k", arg: 2, scope: !15, file: !1, line: 9, type: !3)
!25 = !DILocalVariable(name: "px", arg: 3, scope: !15, file: !1, line: 9, type: !18)
!26 = !DILocalVariable(name: "py", arg: 4, scope: !15, file: !1, line: 9, type: !18)
!27 = !DILocalVariable(name: "cx", arg: 5, scope: !15, file: !1, line: 10, type: !18)
!28 = !DILocalVariable(name: "cy", arg: 6, scope: !15, file: !1, line: 10, type: !18)
!29 = !DILocalVariable(name: "label", arg: 7, scope: !15, file: !1, line: 10, type: !21)
!30 = !DILocalVariable(name: "changed", scope: !15, file: !1, line: 12, type: !3)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 13, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 13, column: 3)
!33 = !DILocalVariable(name: "best", scope: !34, file: !1, line: 14, type: !20)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 13, column: 31)
!35 = distinct !DILexicalBlock(scope: !32, file: !1, line: 13, column: 3)
!36 = !DILocalVariable(name: "arg", scope: !34, file: !1, line: 15, type: !3)
!37 = !DILocalVariable(name: "c", scope: !38, file: !1, line: 16, type: !3)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 16, column: 5)
!39 = !DILocalVariable(name: "dx", scope: !40, file: !1, line: 17, type: !20)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 16, column: 33)
!41 = distinct !DILexicalBlock(scope: !38, file: !1, line: 16, column: 5)
!42 = !DILocalVariable(name: "dy", scope: !40, file: !1, line: 17, type: !20)
!43 = !DILocalVariable(name: "d", scope: !40, file: !1, line: 18, type: !20)
!44 = !DILocation(line: 0, scope: !15)
!45 = !DILocation(line: 0, scope: !32)
!46 = !DILocation(line: 13, column: 21, scope: !35)
!47 = !DILocation(line: 13, column: 3, scope: !32)
!48 = !DILocation(line: 0, scope: !38)
!49 = !DILocation(line: 0, scope: !34)
!50 = !DILocation(line: 16, column: 5, scope: !38)
!51 = !{!52, !52, i64 0}
!52 = !{!"double", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 29, column: 3, scope: !15)
!56 = !DILocation(line: 24, column: 9, scope: !57)
!57 = distinct !DILexicalBlock(scope: !34, file: !1, line: 24, column: 9)
!58 = !{!59, !59, i64 0}
!59 = !{!"int", !53, i64 0}
!60 = !DILocation(line: 24, column: 18, scope: !57)
!61 = !DILocation(line: 24, column: 9, scope: !34)
!62 = !DILocation(line: 17, column: 27, scope: !40)
!63 = !DILocation(line: 17, column: 25, scope: !40)
!64 = !DILocation(line: 0, scope: !40)
!65 = !DILocation(line: 17, column: 47, scope: !40)
!66 = !DILocation(line: 17, column: 45, scope: !40)
!67 = !DILocation(line: 18, column: 31, scope: !40)
!68 = !DILocation(line: 18, column: 26, scope: !40)
!69 = !DILocation(line: 19, column: 13, scope: !70)
!70 = distinct !DILexicalBlock(scope: !40, file: !1, line: 19, column: 11)
!71 = !DILocation(line: 19, column: 11, scope: !40)
!72 = !DILocation(line: 16, column: 29, scope: !41)
!73 = !DILocation(line: 16, column: 23, scope: !41)
!74 = distinct !{!74, !50, !75, !76, !77}
!75 = !DILocation(line: 23, column: 5, scope: !38)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !{!"llvm.loop.unroll.disable"}
!78 = !DILocation(line: 25, column: 16, scope: !79)
!79 = distinct !DILexicalBlock(scope: !57, file: !1, line: 24, column: 26)
!80 = !DILocation(line: 26, column: 14, scope: !79)
!81 = !DILocation(line: 27, column: 5, scope: !79)
!82 = !DILocation(line: 13, column: 27, scope: !35)
!83 = distinct !{!83, !47, !84, !76, !77}
!84 = !DILocation(line: 28, column: 3, scope: !32)
!85 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 52, type: !86, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!3, !3, !4}
!88 = !{!89, !90, !91, !92, !93, !95, !96, !97, !98, !99, !100, !101, !102, !104, !106, !109, !111, !112, !113, !114}
!89 = !DILocalVariable(name: "argc", arg: 1, scope: !85, file: !1, line: 52, type: !3)
!90 = !DILocalVariable(name: "argv", arg: 2, scope: !85, file: !1, line: 52, type: !4)
!91 = !DILocalVariable(name: "n", scope: !85, file: !1, line: 54, type: !3)
!92 = !DILocalVariable(name: "k", scope: !85, file: !1, line: 55, type: !3)
!93 = !DILocalVariable(name: "px", scope: !85, file: !1, line: 56, type: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!95 = !DILocalVariable(name: "py", scope: !85, file: !1, line: 56, type: !94)
!96 = !DILocalVariable(name: "cx", scope: !85, file: !1, line: 57, type: !94)
!97 = !DILocalVariable(name: "cy", scope: !85, file: !1, line: 57, type: !94)
!98 = !DILocalVariable(name: "sx", scope: !85, file: !1, line: 58, type: !94)
!99 = !DILocalVariable(name: "sy", scope: !85, file: !1, line: 58, type: !94)
!100 = !DILocalVariable(name: "cnt", scope: !85, file: !1, line: 59, type: !21)
!101 = !DILocalVariable(name: "label", scope: !85, file: !1, line: 59, type: !21)
!102 = !DILocalVariable(name: "s", scope: !85, file: !1, line: 60, type: !103)
!103 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!104 = !DILocalVariable(name: "i", scope: !105, file: !1, line: 61, type: !3)
!105 = distinct !DILexicalBlock(scope: !85, file: !1, line: 61, column: 3)
!106 = !DILocalVariable(name: "blob", scope: !107, file: !1, line: 63, type: !3)
!107 = distinct !DILexicalBlock(scope: !108, file: !1, line: 61, column: 31)
!108 = distinct !DILexicalBlock(scope: !105, file: !1, line: 61, column: 3)
!109 = !DILocalVariable(name: "c", scope: !110, file: !1, line: 70, type: !3)
!110 = distinct !DILexicalBlock(scope: !85, file: !1, line: 70, column: 3)
!111 = !DILocalVariable(name: "it", scope: !85, file: !1, line: 74, type: !3)
!112 = !DILocalVariable(name: "changed", scope: !85, file: !1, line: 74, type: !3)
!113 = !DILocalVariable(name: "chk", scope: !85, file: !1, line: 80, type: !20)
!114 = !DILocalVariable(name: "c", scope: !115, file: !1, line: 81, type: !3)
!115 = distinct !DILexicalBlock(scope: !85, file: !1, line: 81, column: 3)
!116 = !DILocation(line: 0, scope: !85)
!117 = !DILocation(line: 54, column: 16, scope: !85)
!118 = !DILocation(line: 54, column: 11, scope: !85)
!119 = !DILocation(line: 54, column: 27, scope: !85)
!120 = !{!121, !121, i64 0}
!121 = !{!"any pointer", !53, i64 0}
!122 = !DILocalVariable(name: "__nptr", arg: 1, scope: !123, file: !124, line: 362, type: !127)
!123 = distinct !DISubprogram(name: "atoi", scope: !124, file: !124, line: 362, type: !125, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !129)
!124 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!125 = !DISubroutineType(types: !126)
!126 = !{!3, !127}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!129 = !{!122}
!130 = !DILocation(line: 0, scope: !123, inlinedAt: !131)
!131 = distinct !DILocation(line: 54, column: 22, scope: !85)
!132 = !DILocation(line: 364, column: 16, scope: !123, inlinedAt: !131)
!133 = !DILocation(line: 364, column: 10, scope: !123, inlinedAt: !131)
!134 = !DILocation(line: 55, column: 16, scope: !85)
!135 = !DILocation(line: 55, column: 11, scope: !85)
!136 = !DILocation(line: 55, column: 27, scope: !85)
!137 = !DILocation(line: 0, scope: !123, inlinedAt: !138)
!138 = distinct !DILocation(line: 55, column: 22, scope: !85)
!139 = !DILocation(line: 364, column: 16, scope: !123, inlinedAt: !138)
!140 = !DILocation(line: 364, column: 10, scope: !123, inlinedAt: !138)
!141 = !DILocation(line: 56, column: 23, scope: !85)
!142 = !DILocation(line: 56, column: 25, scope: !85)
!143 = !DILocation(line: 56, column: 16, scope: !85)
!144 = !DILocation(line: 56, column: 50, scope: !85)
!145 = !DILocation(line: 57, column: 23, scope: !85)
!146 = !DILocation(line: 57, column: 25, scope: !85)
!147 = !DILocation(line: 57, column: 16, scope: !85)
!148 = !DILocation(line: 57, column: 50, scope: !85)
!149 = !DILocation(line: 58, column: 16, scope: !85)
!150 = !DILocation(line: 58, column: 50, scope: !85)
!151 = !DILocation(line: 59, column: 23, scope: !85)
!152 = !DILocation(line: 59, column: 14, scope: !85)
!153 = !DILocation(line: 59, column: 57, scope: !85)
!154 = !DILocation(line: 59, column: 48, scope: !85)
!155 = !DILocation(line: 0, scope: !105)
!156 = !DILocation(line: 61, column: 21, scope: !108)
!157 = !DILocation(line: 61, column: 3, scope: !105)
!158 = !DILocation(line: 68, column: 14, scope: !107)
!159 = !DILocation(line: 0, scope: !110)
!160 = !DILocation(line: 70, column: 21, scope: !161)
!161 = distinct !DILexicalBlock(scope: !110, file: !1, line: 70, column: 3)
!162 = !DILocation(line: 70, column: 3, scope: !110)
!163 = !DILocation(line: 62, column: 11, scope: !107)
!164 = !DILocation(line: 62, column: 22, scope: !107)
!165 = !DILocation(line: 63, column: 19, scope: !107)
!166 = !DILocation(line: 63, column: 26, scope: !107)
!167 = !DILocation(line: 0, scope: !107)
!168 = !DILocation(line: 64, column: 11, scope: !107)
!169 = !DILocation(line: 64, column: 22, scope: !107)
!170 = !DILocation(line: 65, column: 13, scope: !107)
!171 = !DILocation(line: 65, column: 30, scope: !107)
!172 = !DILocation(line: 65, column: 37, scope: !107)
!173 = !DILocation(line: 65, column: 26, scope: !107)
!174 = !DILocation(line: 65, column: 45, scope: !107)
!175 = !DILocation(line: 65, column: 24, scope: !107)
!176 = !DILocation(line: 65, column: 5, scope: !107)
!177 = !DILocation(line: 65, column: 11, scope: !107)
!178 = !DILocation(line: 66, column: 11, scope: !107)
!179 = !DILocation(line: 66, column: 22, scope: !107)
!180 = !DILocation(line: 67, column: 19, scope: !107)
!181 = !DILocation(line: 67, column: 13, scope: !107)
!182 = !DILocation(line: 67, column: 36, scope: !107)
!183 = !DILocation(line: 67, column: 43, scope: !107)
!184 = !DILocation(line: 67, column: 32, scope: !107)
!185 = !DILocation(line: 67, column: 51, scope: !107)
!186 = !DILocation(line: 67, column: 30, scope: !107)
!187 = !DILocation(line: 67, column: 5, scope: !107)
!188 = !DILocation(line: 67, column: 11, scope: !107)
!189 = !DILocation(line: 61, column: 27, scope: !108)
!190 = distinct !{!190, !157, !191, !76, !77}
!191 = !DILocation(line: 69, column: 3, scope: !105)
!192 = !DILocation(line: 75, column: 3, scope: !85)
!193 = !DILocation(line: 71, column: 18, scope: !194)
!194 = distinct !DILexicalBlock(scope: !161, file: !1, line: 70, column: 31)
!195 = !DILocation(line: 71, column: 13, scope: !194)
!196 = !DILocation(line: 71, column: 5, scope: !194)
!197 = !DILocation(line: 71, column: 11, scope: !194)
!198 = !DILocation(line: 72, column: 13, scope: !194)
!199 = !DILocation(line: 72, column: 5, scope: !194)
!200 = !DILocation(line: 72, column: 11, scope: !194)
!201 = !DILocation(line: 70, column: 27, scope: !161)
!202 = distinct !{!202, !162, !203, !76, !77}
!203 = !DILocation(line: 73, column: 3, scope: !110)
!204 = !DILocation(line: 0, scope: !15, inlinedAt: !205)
!205 = distinct !DILocation(line: 76, column: 15, scope: !206)
!206 = distinct !DILexicalBlock(scope: !85, file: !1, line: 75, column: 6)
!207 = !DILocation(line: 0, scope: !32, inlinedAt: !205)
!208 = !DILocation(line: 13, column: 3, scope: !32, inlinedAt: !205)
!209 = !DILocation(line: 0, scope: !38, inlinedAt: !205)
!210 = !DILocation(line: 0, scope: !34, inlinedAt: !205)
!211 = !DILocation(line: 16, column: 5, scope: !38, inlinedAt: !205)
!212 = !DILocation(line: 24, column: 9, scope: !57, inlinedAt: !205)
!213 = !DILocation(line: 24, column: 18, scope: !57, inlinedAt: !205)
!214 = !DILocation(line: 24, column: 9, scope: !34, inlinedAt: !205)
!215 = !DILocation(line: 17, column: 27, scope: !40, inlinedAt: !205)
!216 = !DILocation(line: 17, column: 25, scope: !40, inlinedAt: !205)
!217 = !DILocation(line: 0, scope: !40, inlinedAt: !205)
!218 = !DILocation(line: 17, column: 47, scope: !40, inlinedAt: !205)
!219 = !DILocation(line: 17, column: 45, scope: !40, inlinedAt: !205)
!220 = !DILocation(line: 18, column: 31, scope: !40, inlinedAt: !205)
!221 = !DILocation(line: 18, column: 26, scope: !40, inlinedAt: !205)
!222 = !DILocation(line: 19, column: 13, scope: !70, inlinedAt: !205)
!223 = !DILocation(line: 19, column: 11, scope: !40, inlinedAt: !205)
!224 = !DILocation(line: 16, column: 29, scope: !41, inlinedAt: !205)
!225 = !DILocation(line: 16, column: 23, scope: !41, inlinedAt: !205)
!226 = distinct !{!226, !211, !227, !76, !77}
!227 = !DILocation(line: 23, column: 5, scope: !38, inlinedAt: !205)
!228 = !DILocation(line: 25, column: 16, scope: !79, inlinedAt: !205)
!229 = !DILocation(line: 26, column: 14, scope: !79, inlinedAt: !205)
!230 = !DILocation(line: 27, column: 5, scope: !79, inlinedAt: !205)
!231 = !DILocation(line: 13, column: 27, scope: !35, inlinedAt: !205)
!232 = !DILocation(line: 13, column: 21, scope: !35, inlinedAt: !205)
!233 = distinct !{!233, !208, !234, !76, !77}
!234 = !DILocation(line: 28, column: 3, scope: !32, inlinedAt: !205)
!235 = !DILocalVariable(name: "n", arg: 1, scope: !236, file: !1, line: 32, type: !3)
!236 = distinct !DISubprogram(name: "update", scope: !1, file: !1, line: 32, type: !237, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !241)
!237 = !DISubroutineType(types: !238)
!238 = !{null, !3, !3, !18, !18, !239, !94, !94, !94, !94, !21}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!241 = !{!235, !242, !243, !244, !245, !246, !247, !248, !249, !250, !251, !253, !255}
!242 = !DILocalVariable(name: "k", arg: 2, scope: !236, file: !1, line: 32, type: !3)
!243 = !DILocalVariable(name: "px", arg: 3, scope: !236, file: !1, line: 32, type: !18)
!244 = !DILocalVariable(name: "py", arg: 4, scope: !236, file: !1, line: 32, type: !18)
!245 = !DILocalVariable(name: "label", arg: 5, scope: !236, file: !1, line: 33, type: !239)
!246 = !DILocalVariable(name: "cx", arg: 6, scope: !236, file: !1, line: 33, type: !94)
!247 = !DILocalVariable(name: "cy", arg: 7, scope: !236, file: !1, line: 33, type: !94)
!248 = !DILocalVariable(name: "sx", arg: 8, scope: !236, file: !1, line: 33, type: !94)
!249 = !DILocalVariable(name: "sy", arg: 9, scope: !236, file: !1, line: 34, type: !94)
!250 = !DILocalVariable(name: "cnt", arg: 10, scope: !236, file: !1, line: 34, type: !21)
!251 = !DILocalVariable(name: "c", scope: !252, file: !1, line: 36, type: !3)
!252 = distinct !DILexicalBlock(scope: !236, file: !1, line: 36, column: 3)
!253 = !DILocalVariable(name: "i", scope: !254, file: !1, line: 40, type: !3)
!254 = distinct !DILexicalBlock(scope: !236, file: !1, line: 40, column: 3)
!255 = !DILocalVariable(name: "c", scope: !256, file: !1, line: 45, type: !3)
!256 = distinct !DILexicalBlock(scope: !236, file: !1, line: 45, column: 3)
!257 = !DILocation(line: 0, scope: !236, inlinedAt: !258)
!258 = distinct !DILocation(line: 77, column: 5, scope: !206)
!259 = !DILocation(line: 0, scope: !252, inlinedAt: !258)
!260 = !DILocation(line: 36, column: 3, scope: !252, inlinedAt: !258)
!261 = !DILocation(line: 37, column: 19, scope: !262, inlinedAt: !258)
!262 = distinct !DILexicalBlock(scope: !263, file: !1, line: 36, column: 31)
!263 = distinct !DILexicalBlock(scope: !252, file: !1, line: 36, column: 3)
!264 = !DILocation(line: 37, column: 11, scope: !262, inlinedAt: !258)
!265 = !DILocation(line: 38, column: 12, scope: !262, inlinedAt: !258)
!266 = !DILocation(line: 40, column: 3, scope: !254, inlinedAt: !258)
!267 = !DILocation(line: 0, scope: !254, inlinedAt: !258)
!268 = !DILocation(line: 0, scope: !256, inlinedAt: !258)
!269 = !DILocation(line: 45, column: 3, scope: !256, inlinedAt: !258)
!270 = !DILocation(line: 41, column: 21, scope: !271, inlinedAt: !258)
!271 = distinct !DILexicalBlock(scope: !272, file: !1, line: 40, column: 31)
!272 = distinct !DILexicalBlock(scope: !254, file: !1, line: 40, column: 3)
!273 = !DILocation(line: 41, column: 8, scope: !271, inlinedAt: !258)
!274 = !DILocation(line: 41, column: 5, scope: !271, inlinedAt: !258)
!275 = !DILocation(line: 41, column: 18, scope: !271, inlinedAt: !258)
!276 = !DILocation(line: 42, column: 21, scope: !271, inlinedAt: !258)
!277 = !DILocation(line: 42, column: 5, scope: !271, inlinedAt: !258)
!278 = !DILocation(line: 42, column: 18, scope: !271, inlinedAt: !258)
!279 = !DILocation(line: 43, column: 5, scope: !271, inlinedAt: !258)
!280 = !DILocation(line: 43, column: 18, scope: !271, inlinedAt: !258)
!281 = !DILocation(line: 40, column: 27, scope: !272, inlinedAt: !258)
!282 = !DILocation(line: 40, column: 21, scope: !272, inlinedAt: !258)
!283 = distinct !{!283, !266, !284, !76, !77}
!284 = !DILocation(line: 44, column: 3, scope: !254, inlinedAt: !258)
!285 = !DILocation(line: 46, column: 9, scope: !286, inlinedAt: !258)
!286 = distinct !DILexicalBlock(scope: !287, file: !1, line: 46, column: 9)
!287 = distinct !DILexicalBlock(scope: !256, file: !1, line: 45, column: 3)
!288 = !DILocation(line: 46, column: 16, scope: !286, inlinedAt: !258)
!289 = !DILocation(line: 46, column: 9, scope: !287, inlinedAt: !258)
!290 = !DILocation(line: 47, column: 15, scope: !291, inlinedAt: !258)
!291 = distinct !DILexicalBlock(scope: !286, file: !1, line: 46, column: 21)
!292 = !DILocation(line: 47, column: 23, scope: !291, inlinedAt: !258)
!293 = !DILocation(line: 47, column: 21, scope: !291, inlinedAt: !258)
!294 = !DILocation(line: 47, column: 7, scope: !291, inlinedAt: !258)
!295 = !DILocation(line: 47, column: 13, scope: !291, inlinedAt: !258)
!296 = !DILocation(line: 48, column: 15, scope: !291, inlinedAt: !258)
!297 = !DILocation(line: 48, column: 21, scope: !291, inlinedAt: !258)
!298 = !DILocation(line: 48, column: 7, scope: !291, inlinedAt: !258)
!299 = !DILocation(line: 48, column: 13, scope: !291, inlinedAt: !258)
!300 = !DILocation(line: 49, column: 5, scope: !291, inlinedAt: !258)
!301 = !DILocation(line: 45, column: 27, scope: !287, inlinedAt: !258)
!302 = !DILocation(line: 45, column: 21, scope: !287, inlinedAt: !258)
!303 = distinct !{!303, !269, !304, !76, !77}
!304 = !DILocation(line: 49, column: 5, scope: !256, inlinedAt: !258)
!305 = !DILocation(line: 78, column: 7, scope: !206)
!306 = !DILocation(line: 79, column: 20, scope: !85)
!307 = !DILocation(line: 79, column: 24, scope: !85)
!308 = !DILocation(line: 79, column: 3, scope: !206)
!309 = distinct !{!309, !192, !310, !76, !77}
!310 = !DILocation(line: 79, column: 34, scope: !85)
!311 = !DILocation(line: 0, scope: !115)
!312 = !DILocation(line: 81, column: 21, scope: !313)
!313 = distinct !DILexicalBlock(scope: !115, file: !1, line: 81, column: 3)
!314 = !DILocation(line: 81, column: 3, scope: !115)
!315 = !DILocation(line: 83, column: 3, scope: !85)
!316 = !DILocation(line: 84, column: 3, scope: !85)
!317 = !DILocation(line: 84, column: 13, scope: !85)
!318 = !DILocation(line: 84, column: 23, scope: !85)
!319 = !DILocation(line: 84, column: 33, scope: !85)
!320 = !DILocation(line: 84, column: 43, scope: !85)
!321 = !DILocation(line: 84, column: 53, scope: !85)
!322 = !DILocation(line: 84, column: 63, scope: !85)
!323 = !DILocation(line: 85, column: 3, scope: !85)
!324 = !DILocation(line: 86, column: 3, scope: !85)
!325 = !DILocation(line: 82, column: 12, scope: !313)
!326 = !DILocation(line: 82, column: 23, scope: !313)
!327 = !DILocation(line: 82, column: 20, scope: !313)
!328 = !DILocation(line: 82, column: 30, scope: !313)
!329 = !DILocation(line: 82, column: 28, scope: !313)
!330 = !DILocation(line: 82, column: 9, scope: !313)
!331 = distinct !{!331, !314, !332, !76, !77}
!332 = !DILocation(line: 82, column: 34, scope: !115)
