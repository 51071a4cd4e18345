; ModuleID = 'matvec.c'
source_filename = "matvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @kernel_gemv(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef writeonly %4) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !27, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 %1, metadata !28, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double* %2, metadata !29, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double* %3, metadata !30, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double* %4, metadata !31, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !40
  %6 = icmp sgt i32 %0, 0, !dbg !41
  br i1 %6, label %7, label %16, !dbg !42

7:                                                ; preds = %5
  %8 = icmp sgt i32 %1, 0
  %9 = sext i32 %1 to i64
  %10 = zext i32 %0 to i64, !dbg !41
  %11 = zext i32 %1 to i64
  br label %12, !dbg !42

12:                                               ; preds = %7, %17
  %13 = phi i64 [ 0, %7 ], [ %20, %17 ]
  call void @llvm.dbg.value(metadata i64 %13, metadata !32, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !44
  br i1 %8, label %14, label %17, !dbg !45

14:                                               ; preds = %12
  %15 = mul nsw i64 %13, %9
  br label %22, !dbg !45

16:                                               ; preds = %17, %5
  ret void, !dbg !46

17:                                               ; preds = %22, %12
  %18 = phi double [ 0.000000e+00, %12 ], [ %30, %22 ], !dbg !44
  %19 = getelementptr inbounds double, double* %4, i64 %13, !dbg !47
  store double %18, double* %19, align 8, !dbg !48, !tbaa !49
  %20 = add nuw nsw i64 %13, 1, !dbg !53
  call void @llvm.dbg.value(metadata i64 %20, metadata !32, metadata !DIExpression()), !dbg !40
  %21 = icmp eq i64 %20, %10, !dbg !41
  br i1 %21, label %16, label %12, !dbg !42, !llvm.loop !54

22:                                               ; preds = %14, %22
  %23 = phi i64 [ 0, %14 ], [ %31, %22 ]
  %24 = phi double [ 0.000000e+00, %14 ], [ %30, %22 ]
  call void @llvm.dbg.value(metadata i64 %23, metadata !37, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata double %24, metadata !34, metadata !DIExpression()), !dbg !44
  %25 = add nsw i64 %15, %23, !dbg !58
  %26 = getelementptr inbounds double, double* %2, i64 %25, !dbg !60
  %27 = load double, double* %26, align 8, !dbg !60, !tbaa !49
  %28 = getelementptr inbounds double, double* %3, i64 %23, !dbg !61
  %29 = load double, double* %28, align 8, !dbg !61, !tbaa !49
  %30 = call double @llvm.fmuladd.f64(double %27, double %29, double %24), !dbg !62
  call void @llvm.dbg.value(metadata double %30, metadata !34, metadata !DIExpression()), !dbg !44
  %31 = add nuw nsw i64 %23, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %31, metadata !37, metadata !DIExpression()), !dbg !43
  %32 = icmp eq i64 %31, %11, !dbg !64
  br i1 %32, label %17, label %22, !dbg !45, !llvm.loop !65
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !67 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !71, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i8** %1, metadata !72, metadata !DIExpression()), !dbg !96
  %3 = icmp sgt i32 %0, 1, !dbg !97
  br i1 %3, label %4, label %9, !dbg !98

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !99
  %6 = load i8*, i8** %5, align 8, !dbg !99, !tbaa !100
  call void @llvm.dbg.value(metadata i8* %6, metadata !102, metadata !DIExpression()) #9, !dbg !110
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !112
  %8 = trunc i64 %7 to i32, !dbg !113
  br label %9, !dbg !98

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 300, %2 ], !dbg !98
  call void @llvm.dbg.value(metadata i32 %10, metadata !73, metadata !DIExpression()), !dbg !96
  %11 = icmp sgt i32 %0, 2, !dbg !114
  br i1 %11, label %12, label %17, !dbg !115

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !116
  %14 = load i8*, i8** %13, align 8, !dbg !116, !tbaa !100
  call void @llvm.dbg.value(metadata i8* %14, metadata !102, metadata !DIExpression()) #9, !dbg !117
  %15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #9, !dbg !119
  %16 = trunc i64 %15 to i32, !dbg !120
  br label %17, !dbg !115

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %16, %12 ], [ 200, %9 ], !dbg !115
  call void @llvm.dbg.value(metadata i32 %18, metadata !74, metadata !DIExpression()), !dbg !96
  %19 = sext i32 %10 to i64, !dbg !121
  %20 = sext i32 %18 to i64, !dbg !122
  %21 = mul nsw i64 %20, %19, !dbg !123
  %22 = call noalias i8* @calloc(i64 noundef %21, i64 noundef 8) #9, !dbg !124
  %23 = bitcast i8* %22 to double*, !dbg !124
  call void @llvm.dbg.value(metadata double* %23, metadata !75, metadata !DIExpression()), !dbg !96
  %24 = call noalias i8* @calloc(i64 noundef %21, i64 noundef 8) #9, !dbg !125
  %25 = bitcast i8* %24 to double*, !dbg !125
  call void @llvm.dbg.value(metadata double* %25, metadata !76, metadata !DIExpression()), !dbg !96
  %26 = call noalias i8* @calloc(i64 noundef %20, i64 noundef 8) #9, !dbg !126
  %27 = bitcast i8* %26 to double*, !dbg !126
  call void @llvm.dbg.value(metadata double* %27, metadata !77, metadata !DIExpression()), !dbg !96
  %28 = call noalias i8* @calloc(i64 noundef %19, i64 noundef 8) #9, !dbg !127
  %29 = bitcast i8* %28 to double*, !dbg !127
  call void @llvm.dbg.value(metadata double* %29, metadata !78, metadata !DIExpression()), !dbg !96
  %30 = call noalias i8* @calloc(i64 noundef %19, i64 noundef 8) #9, !dbg !128
  %31 = bitcast i8* %30 to double*, !dbg !128
  call void @llvm.dbg.value(metadata double* %31, metadata !79, metadata !DIExpression()), !dbg !96
  %32 = call noalias i8* @calloc(i64 noundef %20, i64 noundef 8) #9, !dbg !129
  %33 = bitcast i8* %32 to double*, !dbg !129
  call void @llvm.dbg.value(metadata double* %33, metadata !80, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !130
  %34 = icmp sgt i32 %10, 0, !dbg !131
  br i1 %34, label %35, label %45, !dbg !132

35:                                               ; preds = %17
  %36 = icmp sgt i32 %18, 0
  %37 = zext i32 %10 to i64, !dbg !131
  %38 = zext i32 %18 to i64
  br label %39, !dbg !132

39:                                               ; preds = %35, %49
  %40 = phi i64 [ 0, %35 ], [ %50, %49 ]
  call void @llvm.dbg.value(metadata i64 %40, metadata !81, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !133
  br i1 %36, label %41, label %49, !dbg !134

41:                                               ; preds = %39
  %42 = trunc i64 %40 to i32
  %43 = mul nsw i32 %42, 7
  %44 = mul nsw i64 %40, %20
  br label %52, !dbg !134

45:                                               ; preds = %49, %17
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !135
  %46 = icmp sgt i32 %18, 0, !dbg !136
  br i1 %46, label %47, label %67, !dbg !138

47:                                               ; preds = %45
  %48 = zext i32 %18 to i64, !dbg !136
  br label %148, !dbg !138

49:                                               ; preds = %52, %39
  %50 = add nuw nsw i64 %40, 1, !dbg !139
  call void @llvm.dbg.value(metadata i64 %50, metadata !81, metadata !DIExpression()), !dbg !130
  %51 = icmp eq i64 %50, %37, !dbg !131
  br i1 %51, label %45, label %39, !dbg !132, !llvm.loop !140

52:                                               ; preds = %41, %52
  %53 = phi i64 [ 0, %41 ], [ %65, %52 ]
  call void @llvm.dbg.value(metadata i64 %53, metadata !83, metadata !DIExpression()), !dbg !133
  %54 = trunc i64 %53 to i32, !dbg !142
  %55 = mul nsw i32 %54, 3, !dbg !142
  %56 = add nuw nsw i32 %55, %43, !dbg !143
  %57 = urem i32 %56, 10, !dbg !144
  %58 = sitofp i32 %57 to double, !dbg !145
  %59 = fmul double %58, 1.250000e-01, !dbg !146
  call void @llvm.dbg.value(metadata double %59, metadata !86, metadata !DIExpression()), !dbg !147
  %60 = add nsw i64 %44, %53, !dbg !148
  %61 = getelementptr inbounds double, double* %23, i64 %60, !dbg !149
  store double %59, double* %61, align 8, !dbg !150, !tbaa !49
  %62 = mul nsw i64 %53, %19, !dbg !151
  %63 = add nsw i64 %62, %40, !dbg !152
  %64 = getelementptr inbounds double, double* %25, i64 %63, !dbg !153
  store double %59, double* %64, align 8, !dbg !154, !tbaa !49
  %65 = add nuw nsw i64 %53, 1, !dbg !155
  call void @llvm.dbg.value(metadata i64 %65, metadata !83, metadata !DIExpression()), !dbg !133
  %66 = icmp eq i64 %65, %38, !dbg !156
  br i1 %66, label %49, label %52, !dbg !134, !llvm.loop !157

67:                                               ; preds = %148, %45
  call void @llvm.dbg.value(metadata i32 %10, metadata !27, metadata !DIExpression()) #9, !dbg !159
  call void @llvm.dbg.value(metadata i32 %18, metadata !28, metadata !DIExpression()) #9, !dbg !159
  call void @llvm.dbg.value(metadata double* %23, metadata !29, metadata !DIExpression()) #9, !dbg !159
  call void @llvm.dbg.value(metadata double* %27, metadata !30, metadata !DIExpression()) #9, !dbg !159
  call void @llvm.dbg.value(metadata double* %29, metadata !31, metadata !DIExpression()) #9, !dbg !159
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #9, !dbg !161
  %68 = icmp sgt i32 %10, 0, !dbg !162
  br i1 %68, label %69, label %97, !dbg !163

69:                                               ; preds = %67
  %70 = icmp sgt i32 %18, 0
  %71 = zext i32 %10 to i64, !dbg !162
  %72 = zext i32 %18 to i64
  br label %73, !dbg !163

73:                                               ; preds = %77, %69
  %74 = phi i64 [ 0, %69 ], [ %80, %77 ]
  call void @llvm.dbg.value(metadata i64 %74, metadata !32, metadata !DIExpression()) #9, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()) #9, !dbg !164
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()) #9, !dbg !165
  br i1 %70, label %75, label %77, !dbg !166

75:                                               ; preds = %73
  %76 = mul nsw i64 %74, %20
  br label %82, !dbg !166

77:                                               ; preds = %82, %73
  %78 = phi double [ 0.000000e+00, %73 ], [ %90, %82 ], !dbg !165
  %79 = getelementptr inbounds double, double* %29, i64 %74, !dbg !167
  store double %78, double* %79, align 8, !dbg !168, !tbaa !49
  %80 = add nuw nsw i64 %74, 1, !dbg !169
  call void @llvm.dbg.value(metadata i64 %80, metadata !32, metadata !DIExpression()) #9, !dbg !161
  %81 = icmp eq i64 %80, %71, !dbg !162
  br i1 %81, label %93, label %73, !dbg !163, !llvm.loop !170

82:                                               ; preds = %82, %75
  %83 = phi i64 [ 0, %75 ], [ %91, %82 ]
  %84 = phi double [ 0.000000e+00, %75 ], [ %90, %82 ]
  call void @llvm.dbg.value(metadata i64 %83, metadata !37, metadata !DIExpression()) #9, !dbg !164
  call void @llvm.dbg.value(metadata double %84, metadata !34, metadata !DIExpression()) #9, !dbg !165
  %85 = add nsw i64 %83, %76, !dbg !172
  %86 = getelementptr inbounds double, double* %23, i64 %85, !dbg !173
  %87 = load double, double* %86, align 8, !dbg !173, !tbaa !49
  %88 = getelementptr inbounds double, double* %27, i64 %83, !dbg !174
  %89 = load double, double* %88, align 8, !dbg !174, !tbaa !49
  %90 = call double @llvm.fmuladd.f64(double %87, double %89, double %84) #9, !dbg !175
  call void @llvm.dbg.value(metadata double %90, metadata !34, metadata !DIExpression()) #9, !dbg !165
  %91 = add nuw nsw i64 %83, 1, !dbg !176
  call void @llvm.dbg.value(metadata i64 %91, metadata !37, metadata !DIExpression()) #9, !dbg !164
  %92 = icmp eq i64 %91, %72, !dbg !177
  br i1 %92, label %77, label %82, !dbg !166, !llvm.loop !178

93:                                               ; preds = %77
  call void @llvm.dbg.value(metadata i32 %10, metadata !180, metadata !DIExpression()) #9, !dbg !196
  call void @llvm.dbg.value(metadata i32 %18, metadata !183, metadata !DIExpression()) #9, !dbg !196
  call void @llvm.dbg.value(metadata double* %25, metadata !184, metadata !DIExpression()) #9, !dbg !196
  call void @llvm.dbg.value(metadata double* %27, metadata !185, metadata !DIExpression()) #9, !dbg !196
  call void @llvm.dbg.value(metadata double* %31, metadata !186, metadata !DIExpression()) #9, !dbg !196
  call void @llvm.dbg.value(metadata i32 0, metadata !187, metadata !DIExpression()) #9, !dbg !198
  br i1 %68, label %94, label %97, !dbg !199

94:                                               ; preds = %93
  %95 = zext i32 %10 to i64, !dbg !199
  %96 = shl nuw nsw i64 %95, 3, !dbg !199
  call void @llvm.memset.p0i8.i64(i8* align 8 %30, i8 0, i64 %96, i1 false) #9, !dbg !200, !tbaa !49
  call void @llvm.dbg.value(metadata i32 undef, metadata !187, metadata !DIExpression()) #9, !dbg !198
  call void @llvm.dbg.value(metadata i32 undef, metadata !187, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !198
  br label %97, !dbg !202

97:                                               ; preds = %67, %94, %93
  call void @llvm.dbg.value(metadata i32 0, metadata !189, metadata !DIExpression()) #9, !dbg !203
  %98 = icmp sgt i32 %18, 0, !dbg !202
  br i1 %98, label %99, label %144, !dbg !204

99:                                               ; preds = %97
  %100 = zext i32 %18 to i64, !dbg !202
  %101 = zext i32 %10 to i64
  br label %102, !dbg !204

102:                                              ; preds = %108, %99
  %103 = phi i64 [ 0, %99 ], [ %109, %108 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !189, metadata !DIExpression()) #9, !dbg !203
  %104 = getelementptr inbounds double, double* %27, i64 %103, !dbg !205
  %105 = load double, double* %104, align 8, !dbg !205, !tbaa !49
  call void @llvm.dbg.value(metadata double %105, metadata !191, metadata !DIExpression()) #9, !dbg !206
  call void @llvm.dbg.value(metadata i32 0, metadata !194, metadata !DIExpression()) #9, !dbg !207
  br i1 %68, label %106, label %108, !dbg !208

106:                                              ; preds = %102
  %107 = mul nsw i64 %103, %19
  br label %111, !dbg !208

108:                                              ; preds = %111, %102
  %109 = add nuw nsw i64 %103, 1, !dbg !209
  call void @llvm.dbg.value(metadata i64 %109, metadata !189, metadata !DIExpression()) #9, !dbg !203
  %110 = icmp eq i64 %109, %100, !dbg !202
  br i1 %110, label %121, label %102, !dbg !204, !llvm.loop !210

111:                                              ; preds = %111, %106
  %112 = phi i64 [ 0, %106 ], [ %119, %111 ]
  call void @llvm.dbg.value(metadata i64 %112, metadata !194, metadata !DIExpression()) #9, !dbg !207
  %113 = add nsw i64 %112, %107, !dbg !212
  %114 = getelementptr inbounds double, double* %25, i64 %113, !dbg !214
  %115 = load double, double* %114, align 8, !dbg !214, !tbaa !49
  %116 = getelementptr inbounds double, double* %31, i64 %112, !dbg !215
  %117 = load double, double* %116, align 8, !dbg !216, !tbaa !49
  %118 = call double @llvm.fmuladd.f64(double %115, double %105, double %117) #9, !dbg !216
  store double %118, double* %116, align 8, !dbg !216, !tbaa !49
  %119 = add nuw nsw i64 %112, 1, !dbg !217
  call void @llvm.dbg.value(metadata i64 %119, metadata !194, metadata !DIExpression()) #9, !dbg !207
  %120 = icmp eq i64 %119, %101, !dbg !218
  br i1 %120, label %108, label %111, !dbg !208, !llvm.loop !219

121:                                              ; preds = %108
  call void @llvm.dbg.value(metadata i32 %10, metadata !221, metadata !DIExpression()) #9, !dbg !235
  call void @llvm.dbg.value(metadata i32 %18, metadata !224, metadata !DIExpression()) #9, !dbg !235
  call void @llvm.dbg.value(metadata double* %23, metadata !225, metadata !DIExpression()) #9, !dbg !235
  call void @llvm.dbg.value(metadata double* %29, metadata !226, metadata !DIExpression()) #9, !dbg !235
  call void @llvm.dbg.value(metadata double* %33, metadata !227, metadata !DIExpression()) #9, !dbg !235
  call void @llvm.dbg.value(metadata i32 0, metadata !228, metadata !DIExpression()) #9, !dbg !237
  br i1 %98, label %122, label %144, !dbg !238

122:                                              ; preds = %121
  %123 = zext i32 %18 to i64, !dbg !239
  %124 = zext i32 %10 to i64
  br label %125, !dbg !238

125:                                              ; preds = %127, %122
  %126 = phi i64 [ 0, %122 ], [ %130, %127 ]
  call void @llvm.dbg.value(metadata i64 %126, metadata !228, metadata !DIExpression()) #9, !dbg !237
  call void @llvm.dbg.value(metadata i32 0, metadata !233, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !230, metadata !DIExpression()) #9, !dbg !241
  br i1 %68, label %132, label %127, !dbg !242

127:                                              ; preds = %132, %125
  %128 = phi double [ 0.000000e+00, %125 ], [ %141, %132 ], !dbg !241
  %129 = getelementptr inbounds double, double* %33, i64 %126, !dbg !243
  store double %128, double* %129, align 8, !dbg !244, !tbaa !49
  %130 = add nuw nsw i64 %126, 1, !dbg !245
  call void @llvm.dbg.value(metadata i64 %130, metadata !228, metadata !DIExpression()) #9, !dbg !237
  %131 = icmp eq i64 %130, %123, !dbg !239
  br i1 %131, label %144, label %125, !dbg !238, !llvm.loop !246

132:                                              ; preds = %125, %132
  %133 = phi i64 [ %142, %132 ], [ 0, %125 ]
  %134 = phi double [ %141, %132 ], [ 0.000000e+00, %125 ]
  call void @llvm.dbg.value(metadata i64 %133, metadata !233, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata double %134, metadata !230, metadata !DIExpression()) #9, !dbg !241
  %135 = mul nsw i64 %133, %20, !dbg !248
  %136 = add nsw i64 %135, %126, !dbg !250
  %137 = getelementptr inbounds double, double* %23, i64 %136, !dbg !251
  %138 = load double, double* %137, align 8, !dbg !251, !tbaa !49
  %139 = getelementptr inbounds double, double* %29, i64 %133, !dbg !252
  %140 = load double, double* %139, align 8, !dbg !252, !tbaa !49
  %141 = call double @llvm.fmuladd.f64(double %138, double %140, double %134) #9, !dbg !253
  call void @llvm.dbg.value(metadata double %141, metadata !230, metadata !DIExpression()) #9, !dbg !241
  %142 = add nuw nsw i64 %133, 1, !dbg !254
  call void @llvm.dbg.value(metadata i64 %142, metadata !233, metadata !DIExpression()) #9, !dbg !240
  %143 = icmp eq i64 %142, %124, !dbg !255
  br i1 %143, label %127, label %132, !dbg !242, !llvm.loop !256

144:                                              ; preds = %127, %97, %121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !91, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !258
  %145 = icmp sgt i32 %10, 0, !dbg !259
  br i1 %145, label %146, label %157, !dbg !261

146:                                              ; preds = %144
  %147 = zext i32 %10 to i64, !dbg !259
  br label %162, !dbg !261

148:                                              ; preds = %47, %148
  %149 = phi i64 [ 0, %47 ], [ %155, %148 ]
  call void @llvm.dbg.value(metadata i64 %149, metadata !89, metadata !DIExpression()), !dbg !135
  %150 = trunc i64 %149 to i32, !dbg !262
  %151 = and i32 %150, 3, !dbg !262
  %152 = sitofp i32 %151 to double, !dbg !263
  %153 = fmul double %152, 2.500000e-01, !dbg !264
  %154 = getelementptr inbounds double, double* %27, i64 %149, !dbg !265
  store double %153, double* %154, align 8, !dbg !266, !tbaa !49
  %155 = add nuw nsw i64 %149, 1, !dbg !267
  call void @llvm.dbg.value(metadata i64 %155, metadata !89, metadata !DIExpression()), !dbg !135
  %156 = icmp eq i64 %155, %48, !dbg !136
  br i1 %156, label %67, label %148, !dbg !138, !llvm.loop !268

157:                                              ; preds = %162, %144
  %158 = phi double [ 0.000000e+00, %144 ], [ %170, %162 ], !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata double %158, metadata !91, metadata !DIExpression()), !dbg !96
  %159 = icmp sgt i32 %18, 0, !dbg !271
  br i1 %159, label %160, label %173, !dbg !273

160:                                              ; preds = %157
  %161 = zext i32 %18 to i64, !dbg !271
  br label %176, !dbg !273

162:                                              ; preds = %146, %162
  %163 = phi i64 [ 0, %146 ], [ %171, %162 ]
  %164 = phi double [ 0.000000e+00, %146 ], [ %170, %162 ]
  call void @llvm.dbg.value(metadata i64 %163, metadata !92, metadata !DIExpression()), !dbg !258
  call void @llvm.dbg.value(metadata double %164, metadata !91, metadata !DIExpression()), !dbg !96
  %165 = getelementptr inbounds double, double* %29, i64 %163, !dbg !274
  %166 = load double, double* %165, align 8, !dbg !274, !tbaa !49
  %167 = getelementptr inbounds double, double* %31, i64 %163, !dbg !275
  %168 = load double, double* %167, align 8, !dbg !275, !tbaa !49
  %169 = fsub double %166, %168, !dbg !276
  %170 = fadd double %164, %169, !dbg !277
  call void @llvm.dbg.value(metadata double %170, metadata !91, metadata !DIExpression()), !dbg !96
  %171 = add nuw nsw i64 %163, 1, !dbg !278
  call void @llvm.dbg.value(metadata i64 %171, metadata !92, metadata !DIExpression()), !dbg !258
  %172 = icmp eq i64 %171, %147, !dbg !259
  br i1 %172, label %157, label %162, !dbg !261, !llvm.loop !279

173:                                              ; preds = %176, %157
  %174 = phi double [ %158, %157 ], [ %181, %176 ], !dbg !96
  %175 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %174), !dbg !281
  call void @free(i8* noundef %22) #9, !dbg !282
  call void @free(i8* noundef %24) #9, !dbg !283
  call void @free(i8* noundef %26) #9, !dbg !284
  call void @free(i8* noundef %28) #9, !dbg !285
  call void @free(i8* noundef %30) #9, !dbg !286
  call void @free(i8* noundef %32) #9, !dbg !287
  ret i32 0, !dbg !288

176:                                              ; preds = %160, %176
  %177 = phi i64 [ 0, %160 ], [ %182, %176 ]
  %178 = phi double [ %158, %160 ], [ %181, %176 ]
  call void @llvm.dbg.value(metadata i64 %177, metadata !94, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata double %178, metadata !91, metadata !DIExpression()), !dbg !96
  %179 = getelementptr inbounds double, double* %33, i64 %177, !dbg !289
  %180 = load double, double* %179, align 8, !dbg !289, !tbaa !49
  %181 = fadd double %178, %180, !dbg !290
  call void @llvm.dbg.value(metadata double %181, metadata !91, metadata !DIExpression()), !dbg !96
  %182 = add nuw nsw i64 %177, 1, !dbg !291
  call void @llvm.dbg.value(metadata i64 %182, metadata !94, metadata !DIExpression()), !dbg !270
  %183 = icmp eq i64 %182, %161, !dbg !271
  br i1 %183, label %173, label %176, !dbg !273, !llvm.loop !292
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

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
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matvec.c", directory: ".", checksumkind: CSK_MD5, checksum: "55178259cf14bef01098f877bae3721b")
!2 = !{!3, !4, !7, !8, !11}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
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
!19 = distinct !DISubprogram(name: "kernel_gemv", scope: !1, file: !1, line: 7, type: !20, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !7, !7, !22, !22, !25}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!26 = !{!27, !28, !29, !30, !31, !32, !34, !37}
!27 = !DILocalVariable(name: "rows", arg: 1, scope: !19, file: !1, line: 7, type: !7)
!28 = !DILocalVariable(name: "cols", arg: 2, scope: !19, file: !1, line: 7, type: !7)
!29 = !DILocalVariable(name: "A", arg: 3, scope: !19, file: !1, line: 7, type: !22)
!30 = !DILocalVariable(name: "x", arg: 4, scope: !19, file: !1, line: 7, type: !22)
!31 = !DILocalVariable(name: "y", arg: 5, scope: !19, file: !1, line: 7, type: !25)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 9, type: !7)
!33 = distinct !DILexicalBlock(scope: !19, file: !1, line: 9, column: 3)
!34 = !DILocalVariable(name: "s", scope: !35, file: !1, line: 10, type: !24)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 9, column: 34)
!36 = distinct !DILexicalBlock(scope: !33, file: !1, line: 9, column: 3)
!37 = !DILocalVariable(name: "j", scope: !38, file: !1, line: 11, type: !7)
!38 = distinct !DILexicalBlock(scope: !35, file: !1, line: 11, column: 5)
!39 = !DILocation(line: 0, scope: !19)
!40 = !DILocation(line: 0, scope: !33)
!41 = !DILocation(line: 9, column: 21, scope: !36)
!42 = !DILocation(line: 9, column: 3, scope: !33)
!43 = !DILocation(line: 0, scope: !38)
!44 = !DILocation(line: 0, scope: !35)
!45 = !DILocation(line: 11, column: 5, scope: !38)
!46 = !DILocation(line: 15, column: 1, scope: !19)
!47 = !DILocation(line: 13, column: 5, scope: !35)
!48 = !DILocation(line: 13, column: 10, scope: !35)
!49 = !{!50, !50, i64 0}
!50 = !{!"double", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 9, column: 30, scope: !36)
!54 = distinct !{!54, !42, !55, !56, !57}
!55 = !DILocation(line: 14, column: 3, scope: !33)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !{!"llvm.loop.unroll.disable"}
!58 = !DILocation(line: 12, column: 29, scope: !59)
!59 = distinct !DILexicalBlock(scope: !38, file: !1, line: 11, column: 5)
!60 = !DILocation(line: 12, column: 12, scope: !59)
!61 = !DILocation(line: 12, column: 36, scope: !59)
!62 = !DILocation(line: 12, column: 9, scope: !59)
!63 = !DILocation(line: 11, column: 32, scope: !59)
!64 = !DILocation(line: 11, column: 23, scope: !59)
!65 = distinct !{!65, !45, !66, !56, !57}
!66 = !DILocation(line: 12, column: 39, scope: !38)
!67 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 39, type: !68, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!7, !7, !8}
!70 = !{!71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !83, !86, !89, !91, !92, !94}
!71 = !DILocalVariable(name: "argc", arg: 1, scope: !67, file: !1, line: 39, type: !7)
!72 = !DILocalVariable(name: "argv", arg: 2, scope: !67, file: !1, line: 39, type: !8)
!73 = !DILocalVariable(name: "rows", scope: !67, file: !1, line: 41, type: !7)
!74 = !DILocalVariable(name: "cols", scope: !67, file: !1, line: 42, type: !7)
!75 = !DILocalVariable(name: "A", scope: !67, file: !1, line: 43, type: !25)
!76 = !DILocalVariable(name: "Ac", scope: !67, file: !1, line: 44, type: !25)
!77 = !DILocalVariable(name: "x", scope: !67, file: !1, line: 45, type: !25)
!78 = !DILocalVariable(name: "y", scope: !67, file: !1, line: 46, type: !25)
!79 = !DILocalVariable(name: "y2", scope: !67, file: !1, line: 47, type: !25)
!80 = !DILocalVariable(name: "z", scope: !67, file: !1, line: 48, type: !25)
!81 = !DILocalVariable(name: "i", scope: !82, file: !1, line: 49, type: !7)
!82 = distinct !DILexicalBlock(scope: !67, file: !1, line: 49, column: 3)
!83 = !DILocalVariable(name: "j", scope: !84, file: !1, line: 50, type: !7)
!84 = distinct !DILexicalBlock(scope: !85, file: !1, line: 50, column: 5)
!85 = distinct !DILexicalBlock(scope: !82, file: !1, line: 49, column: 3)
!86 = !DILocalVariable(name: "v", scope: !87, file: !1, line: 51, type: !24)
!87 = distinct !DILexicalBlock(scope: !88, file: !1, line: 50, column: 36)
!88 = distinct !DILexicalBlock(scope: !84, file: !1, line: 50, column: 5)
!89 = !DILocalVariable(name: "j", scope: !90, file: !1, line: 55, type: !7)
!90 = distinct !DILexicalBlock(scope: !67, file: !1, line: 55, column: 3)
!91 = !DILocalVariable(name: "s", scope: !67, file: !1, line: 60, type: !24)
!92 = !DILocalVariable(name: "i", scope: !93, file: !1, line: 61, type: !7)
!93 = distinct !DILexicalBlock(scope: !67, file: !1, line: 61, column: 3)
!94 = !DILocalVariable(name: "j", scope: !95, file: !1, line: 63, type: !7)
!95 = distinct !DILexicalBlock(scope: !67, file: !1, line: 63, column: 3)
!96 = !DILocation(line: 0, scope: !67)
!97 = !DILocation(line: 41, column: 19, scope: !67)
!98 = !DILocation(line: 41, column: 14, scope: !67)
!99 = !DILocation(line: 41, column: 30, scope: !67)
!100 = !{!101, !101, i64 0}
!101 = !{!"any pointer", !51, i64 0}
!102 = !DILocalVariable(name: "__nptr", arg: 1, scope: !103, file: !104, line: 362, type: !107)
!103 = distinct !DISubprogram(name: "atoi", scope: !104, file: !104, line: 362, type: !105, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !109)
!104 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!105 = !DISubroutineType(types: !106)
!106 = !{!7, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!109 = !{!102}
!110 = !DILocation(line: 0, scope: !103, inlinedAt: !111)
!111 = distinct !DILocation(line: 41, column: 25, scope: !67)
!112 = !DILocation(line: 364, column: 16, scope: !103, inlinedAt: !111)
!113 = !DILocation(line: 364, column: 10, scope: !103, inlinedAt: !111)
!114 = !DILocation(line: 42, column: 19, scope: !67)
!115 = !DILocation(line: 42, column: 14, scope: !67)
!116 = !DILocation(line: 42, column: 30, scope: !67)
!117 = !DILocation(line: 0, scope: !103, inlinedAt: !118)
!118 = distinct !DILocation(line: 42, column: 25, scope: !67)
!119 = !DILocation(line: 364, column: 16, scope: !103, inlinedAt: !118)
!120 = !DILocation(line: 364, column: 10, scope: !103, inlinedAt: !118)
!121 = !DILocation(line: 43, column: 22, scope: !67)
!122 = !DILocation(line: 43, column: 37, scope: !67)
!123 = !DILocation(line: 43, column: 35, scope: !67)
!124 = !DILocation(line: 43, column: 15, scope: !67)
!125 = !DILocation(line: 44, column: 16, scope: !67)
!126 = !DILocation(line: 45, column: 15, scope: !67)
!127 = !DILocation(line: 46, column: 15, scope: !67)
!128 = !DILocation(line: 47, column: 16, scope: !67)
!129 = !DILocation(line: 48, column: 15, scope: !67)
!130 = !DILocation(line: 0, scope: !82)
!131 = !DILocation(line: 49, column: 21, scope: !85)
!132 = !DILocation(line: 49, column: 3, scope: !82)
!133 = !DILocation(line: 0, scope: !84)
!134 = !DILocation(line: 50, column: 5, scope: !84)
!135 = !DILocation(line: 0, scope: !90)
!136 = !DILocation(line: 55, column: 21, scope: !137)
!137 = distinct !DILexicalBlock(scope: !90, file: !1, line: 55, column: 3)
!138 = !DILocation(line: 55, column: 3, scope: !90)
!139 = !DILocation(line: 49, column: 30, scope: !85)
!140 = distinct !{!140, !132, !141, !56, !57}
!141 = !DILocation(line: 54, column: 5, scope: !82)
!142 = !DILocation(line: 51, column: 30, scope: !87)
!143 = !DILocation(line: 51, column: 26, scope: !87)
!144 = !DILocation(line: 51, column: 35, scope: !87)
!145 = !DILocation(line: 51, column: 18, scope: !87)
!146 = !DILocation(line: 51, column: 41, scope: !87)
!147 = !DILocation(line: 0, scope: !87)
!148 = !DILocation(line: 52, column: 24, scope: !87)
!149 = !DILocation(line: 52, column: 7, scope: !87)
!150 = !DILocation(line: 52, column: 29, scope: !87)
!151 = !DILocation(line: 53, column: 18, scope: !87)
!152 = !DILocation(line: 53, column: 25, scope: !87)
!153 = !DILocation(line: 53, column: 7, scope: !87)
!154 = !DILocation(line: 53, column: 30, scope: !87)
!155 = !DILocation(line: 50, column: 32, scope: !88)
!156 = !DILocation(line: 50, column: 23, scope: !88)
!157 = distinct !{!157, !134, !158, !56, !57}
!158 = !DILocation(line: 54, column: 5, scope: !84)
!159 = !DILocation(line: 0, scope: !19, inlinedAt: !160)
!160 = distinct !DILocation(line: 57, column: 3, scope: !67)
!161 = !DILocation(line: 0, scope: !33, inlinedAt: !160)
!162 = !DILocation(line: 9, column: 21, scope: !36, inlinedAt: !160)
!163 = !DILocation(line: 9, column: 3, scope: !33, inlinedAt: !160)
!164 = !DILocation(line: 0, scope: !38, inlinedAt: !160)
!165 = !DILocation(line: 0, scope: !35, inlinedAt: !160)
!166 = !DILocation(line: 11, column: 5, scope: !38, inlinedAt: !160)
!167 = !DILocation(line: 13, column: 5, scope: !35, inlinedAt: !160)
!168 = !DILocation(line: 13, column: 10, scope: !35, inlinedAt: !160)
!169 = !DILocation(line: 9, column: 30, scope: !36, inlinedAt: !160)
!170 = distinct !{!170, !163, !171, !56, !57}
!171 = !DILocation(line: 14, column: 3, scope: !33, inlinedAt: !160)
!172 = !DILocation(line: 12, column: 29, scope: !59, inlinedAt: !160)
!173 = !DILocation(line: 12, column: 12, scope: !59, inlinedAt: !160)
!174 = !DILocation(line: 12, column: 36, scope: !59, inlinedAt: !160)
!175 = !DILocation(line: 12, column: 9, scope: !59, inlinedAt: !160)
!176 = !DILocation(line: 11, column: 32, scope: !59, inlinedAt: !160)
!177 = !DILocation(line: 11, column: 23, scope: !59, inlinedAt: !160)
!178 = distinct !{!178, !166, !179, !56, !57}
!179 = !DILocation(line: 12, column: 39, scope: !38, inlinedAt: !160)
!180 = !DILocalVariable(name: "rows", arg: 1, scope: !181, file: !1, line: 17, type: !7)
!181 = distinct !DISubprogram(name: "gemv_colmajor", scope: !1, file: !1, line: 17, type: !20, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !182)
!182 = !{!180, !183, !184, !185, !186, !187, !189, !191, !194}
!183 = !DILocalVariable(name: "cols", arg: 2, scope: !181, file: !1, line: 17, type: !7)
!184 = !DILocalVariable(name: "Ac", arg: 3, scope: !181, file: !1, line: 17, type: !22)
!185 = !DILocalVariable(name: "x", arg: 4, scope: !181, file: !1, line: 17, type: !22)
!186 = !DILocalVariable(name: "y", arg: 5, scope: !181, file: !1, line: 18, type: !25)
!187 = !DILocalVariable(name: "i", scope: !188, file: !1, line: 20, type: !7)
!188 = distinct !DILexicalBlock(scope: !181, file: !1, line: 20, column: 3)
!189 = !DILocalVariable(name: "j", scope: !190, file: !1, line: 22, type: !7)
!190 = distinct !DILexicalBlock(scope: !181, file: !1, line: 22, column: 3)
!191 = !DILocalVariable(name: "xj", scope: !192, file: !1, line: 23, type: !24)
!192 = distinct !DILexicalBlock(scope: !193, file: !1, line: 22, column: 34)
!193 = distinct !DILexicalBlock(scope: !190, file: !1, line: 22, column: 3)
!194 = !DILocalVariable(name: "i", scope: !195, file: !1, line: 24, type: !7)
!195 = distinct !DILexicalBlock(scope: !192, file: !1, line: 24, column: 5)
!196 = !DILocation(line: 0, scope: !181, inlinedAt: !197)
!197 = distinct !DILocation(line: 58, column: 3, scope: !67)
!198 = !DILocation(line: 0, scope: !188, inlinedAt: !197)
!199 = !DILocation(line: 20, column: 3, scope: !188, inlinedAt: !197)
!200 = !DILocation(line: 21, column: 10, scope: !201, inlinedAt: !197)
!201 = distinct !DILexicalBlock(scope: !188, file: !1, line: 20, column: 3)
!202 = !DILocation(line: 22, column: 21, scope: !193, inlinedAt: !197)
!203 = !DILocation(line: 0, scope: !190, inlinedAt: !197)
!204 = !DILocation(line: 22, column: 3, scope: !190, inlinedAt: !197)
!205 = !DILocation(line: 23, column: 17, scope: !192, inlinedAt: !197)
!206 = !DILocation(line: 0, scope: !192, inlinedAt: !197)
!207 = !DILocation(line: 0, scope: !195, inlinedAt: !197)
!208 = !DILocation(line: 24, column: 5, scope: !195, inlinedAt: !197)
!209 = !DILocation(line: 22, column: 30, scope: !193, inlinedAt: !197)
!210 = distinct !{!210, !204, !211, !56, !57}
!211 = !DILocation(line: 26, column: 3, scope: !190, inlinedAt: !197)
!212 = !DILocation(line: 25, column: 33, scope: !213, inlinedAt: !197)
!213 = distinct !DILexicalBlock(scope: !195, file: !1, line: 24, column: 5)
!214 = !DILocation(line: 25, column: 15, scope: !213, inlinedAt: !197)
!215 = !DILocation(line: 25, column: 7, scope: !213, inlinedAt: !197)
!216 = !DILocation(line: 25, column: 12, scope: !213, inlinedAt: !197)
!217 = !DILocation(line: 24, column: 32, scope: !213, inlinedAt: !197)
!218 = !DILocation(line: 24, column: 23, scope: !213, inlinedAt: !197)
!219 = distinct !{!219, !208, !220, !56, !57}
!220 = !DILocation(line: 25, column: 40, scope: !195, inlinedAt: !197)
!221 = !DILocalVariable(name: "rows", arg: 1, scope: !222, file: !1, line: 29, type: !7)
!222 = distinct !DISubprogram(name: "gemv_t", scope: !1, file: !1, line: 29, type: !20, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !223)
!223 = !{!221, !224, !225, !226, !227, !228, !230, !233}
!224 = !DILocalVariable(name: "cols", arg: 2, scope: !222, file: !1, line: 29, type: !7)
!225 = !DILocalVariable(name: "A", arg: 3, scope: !222, file: !1, line: 29, type: !22)
!226 = !DILocalVariable(name: "y", arg: 4, scope: !222, file: !1, line: 29, type: !22)
!227 = !DILocalVariable(name: "z", arg: 5, scope: !222, file: !1, line: 29, type: !25)
!228 = !DILocalVariable(name: "j", scope: !229, file: !1, line: 31, type: !7)
!229 = distinct !DILexicalBlock(scope: !222, file: !1, line: 31, column: 3)
!230 = !DILocalVariable(name: "s", scope: !231, file: !1, line: 32, type: !24)
!231 = distinct !DILexicalBlock(scope: !232, file: !1, line: 31, column: 34)
!232 = distinct !DILexicalBlock(scope: !229, file: !1, line: 31, column: 3)
!233 = !DILocalVariable(name: "i", scope: !234, file: !1, line: 33, type: !7)
!234 = distinct !DILexicalBlock(scope: !231, file: !1, line: 33, column: 5)
!235 = !DILocation(line: 0, scope: !222, inlinedAt: !236)
!236 = distinct !DILocation(line: 59, column: 3, scope: !67)
!237 = !DILocation(line: 0, scope: !229, inlinedAt: !236)
!238 = !DILocation(line: 31, column: 3, scope: !229, inlinedAt: !236)
!239 = !DILocation(line: 31, column: 21, scope: !232, inlinedAt: !236)
!240 = !DILocation(line: 0, scope: !234, inlinedAt: !236)
!241 = !DILocation(line: 0, scope: !231, inlinedAt: !236)
!242 = !DILocation(line: 33, column: 5, scope: !234, inlinedAt: !236)
!243 = !DILocation(line: 35, column: 5, scope: !231, inlinedAt: !236)
!244 = !DILocation(line: 35, column: 10, scope: !231, inlinedAt: !236)
!245 = !DILocation(line: 31, column: 30, scope: !232, inlinedAt: !236)
!246 = distinct !{!246, !238, !247, !56, !57}
!247 = !DILocation(line: 36, column: 3, scope: !229, inlinedAt: !236)
!248 = !DILocation(line: 34, column: 22, scope: !249, inlinedAt: !236)
!249 = distinct !DILexicalBlock(scope: !234, file: !1, line: 33, column: 5)
!250 = !DILocation(line: 34, column: 29, scope: !249, inlinedAt: !236)
!251 = !DILocation(line: 34, column: 12, scope: !249, inlinedAt: !236)
!252 = !DILocation(line: 34, column: 36, scope: !249, inlinedAt: !236)
!253 = !DILocation(line: 34, column: 9, scope: !249, inlinedAt: !236)
!254 = !DILocation(line: 33, column: 32, scope: !249, inlinedAt: !236)
!255 = !DILocation(line: 33, column: 23, scope: !249, inlinedAt: !236)
!256 = distinct !{!256, !242, !257, !56, !57}
!257 = !DILocation(line: 34, column: 39, scope: !234, inlinedAt: !236)
!258 = !DILocation(line: 0, scope: !93)
!259 = !DILocation(line: 61, column: 21, scope: !260)
!260 = distinct !DILexicalBlock(scope: !93, file: !1, line: 61, column: 3)
!261 = !DILocation(line: 61, column: 3, scope: !93)
!262 = !DILocation(line: 56, column: 15, scope: !137)
!263 = !DILocation(line: 56, column: 12, scope: !137)
!264 = !DILocation(line: 56, column: 20, scope: !137)
!265 = !DILocation(line: 56, column: 5, scope: !137)
!266 = !DILocation(line: 56, column: 10, scope: !137)
!267 = !DILocation(line: 55, column: 30, scope: !137)
!268 = distinct !{!268, !138, !269, !56, !57}
!269 = !DILocation(line: 56, column: 22, scope: !90)
!270 = !DILocation(line: 0, scope: !95)
!271 = !DILocation(line: 63, column: 21, scope: !272)
!272 = distinct !DILexicalBlock(scope: !95, file: !1, line: 63, column: 3)
!273 = !DILocation(line: 63, column: 3, scope: !95)
!274 = !DILocation(line: 62, column: 10, scope: !260)
!275 = !DILocation(line: 62, column: 17, scope: !260)
!276 = !DILocation(line: 62, column: 15, scope: !260)
!277 = !DILocation(line: 62, column: 7, scope: !260)
!278 = !DILocation(line: 61, column: 30, scope: !260)
!279 = distinct !{!279, !261, !280, !56, !57}
!280 = !DILocation(line: 62, column: 21, scope: !93)
!281 = !DILocation(line: 65, column: 3, scope: !67)
!282 = !DILocation(line: 66, column: 3, scope: !67)
!283 = !DILocation(line: 67, column: 3, scope: !67)
!284 = !DILocation(line: 68, column: 3, scope: !67)
!285 = !DILocation(line: 69, column: 3, scope: !67)
!286 = !DILocation(line: 70, column: 3, scope: !67)
!287 = !DILocation(line: 71, column: 3, scope: !67)
!288 = !DILocation(line: 73, column: 1, scope: !67)
!289 = !DILocation(line: 64, column: 10, scope: !272)
!290 = !DILocation(line: 64, column: 7, scope: !272)
!291 = !DILocation(line: 63, column: 30, scope: !272)
!292 = distinct !{!292, !273, !293, !56, !57}
!293 = !DILocation(line: 64, column: 13, scope: !95)
