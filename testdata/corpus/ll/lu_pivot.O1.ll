; ModuleID = 'lu_pivot.c'
source_filename = "lu_pivot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1
@str = private unnamed_addr constant [9 x i8] c"singular\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @kernel_lu(i32 noundef %0, double** nocapture noundef %1, i32* nocapture noundef %2) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !26, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double** %1, metadata !27, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32* %2, metadata !28, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !45
  %4 = icmp sgt i32 %0, 0, !dbg !46
  br i1 %4, label %5, label %84, !dbg !47

5:                                                ; preds = %3
  %6 = sext i32 %0 to i64, !dbg !47
  %7 = sext i32 %0 to i64, !dbg !47
  %8 = zext i32 %0 to i64, !dbg !46
  %9 = zext i32 %0 to i64
  %10 = zext i32 %0 to i64
  %11 = zext i32 %0 to i64
  br label %15, !dbg !47

12:                                               ; preds = %81, %58
  call void @llvm.dbg.value(metadata i64 %23, metadata !29, metadata !DIExpression()), !dbg !45
  %13 = add nuw nsw i64 %17, 1, !dbg !47
  %14 = icmp eq i64 %23, %8, !dbg !46
  br i1 %14, label %84, label %15, !dbg !47, !llvm.loop !48

15:                                               ; preds = %5, %12
  %16 = phi i64 [ 0, %5 ], [ %23, %12 ]
  %17 = phi i64 [ 1, %5 ], [ %13, %12 ]
  call void @llvm.dbg.value(metadata i64 %16, metadata !29, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i64 %16, metadata !32, metadata !DIExpression()), !dbg !52
  %18 = getelementptr inbounds double*, double** %1, i64 %16, !dbg !53
  %19 = load double*, double** %18, align 8, !dbg !53, !tbaa !54
  %20 = getelementptr inbounds double, double* %19, i64 %16, !dbg !53
  %21 = load double, double* %20, align 8, !dbg !53, !tbaa !58
  %22 = call double @llvm.fabs.f64(double %21), !dbg !60
  call void @llvm.dbg.value(metadata double %22, metadata !36, metadata !DIExpression()), !dbg !52
  %23 = add nuw nsw i64 %16, 1, !dbg !61
  call void @llvm.dbg.value(metadata i64 %23, metadata !30, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double %22, metadata !36, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %16, metadata !32, metadata !DIExpression()), !dbg !52
  %24 = icmp slt i64 %23, %6, !dbg !63
  %25 = trunc i64 %16 to i32, !dbg !65
  br i1 %24, label %26, label %43, !dbg !65

26:                                               ; preds = %15
  %27 = trunc i64 %16 to i32, !dbg !65
  br label %28, !dbg !65

28:                                               ; preds = %26, %28
  %29 = phi i64 [ %17, %26 ], [ %41, %28 ]
  %30 = phi double [ %22, %26 ], [ %40, %28 ]
  %31 = phi i32 [ %27, %26 ], [ %39, %28 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !30, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double %30, metadata !36, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %31, metadata !32, metadata !DIExpression()), !dbg !52
  %32 = getelementptr inbounds double*, double** %1, i64 %29, !dbg !66
  %33 = load double*, double** %32, align 8, !dbg !66, !tbaa !54
  %34 = getelementptr inbounds double, double* %33, i64 %16, !dbg !66
  %35 = load double, double* %34, align 8, !dbg !66, !tbaa !58
  %36 = call double @llvm.fabs.f64(double %35), !dbg !68
  %37 = fcmp ogt double %36, %30, !dbg !69
  %38 = trunc i64 %29 to i32, !dbg !70
  %39 = select i1 %37, i32 %38, i32 %31, !dbg !70
  %40 = select i1 %37, double %36, double %30, !dbg !70
  call void @llvm.dbg.value(metadata double %40, metadata !36, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %39, metadata !32, metadata !DIExpression()), !dbg !52
  %41 = add nuw nsw i64 %29, 1, !dbg !71
  call void @llvm.dbg.value(metadata i64 %41, metadata !30, metadata !DIExpression()), !dbg !45
  %42 = icmp eq i64 %41, %9, !dbg !63
  br i1 %42, label %43, label %28, !dbg !65, !llvm.loop !72

43:                                               ; preds = %28, %15
  %44 = phi i32 [ %25, %15 ], [ %39, %28 ], !dbg !52
  %45 = phi double [ %22, %15 ], [ %40, %28 ], !dbg !52
  %46 = fcmp oeq double %45, 0.000000e+00, !dbg !74
  br i1 %46, label %84, label %47, !dbg !76

47:                                               ; preds = %43
  %48 = zext i32 %44 to i64, !dbg !77
  %49 = icmp eq i64 %16, %48, !dbg !77
  br i1 %49, label %58, label %50, !dbg !78

50:                                               ; preds = %47
  call void @llvm.dbg.value(metadata double* %19, metadata !37, metadata !DIExpression()), !dbg !79
  %51 = sext i32 %44 to i64, !dbg !80
  %52 = getelementptr inbounds double*, double** %1, i64 %51, !dbg !80
  %53 = load double*, double** %52, align 8, !dbg !80, !tbaa !54
  store double* %53, double** %18, align 8, !dbg !81, !tbaa !54
  store double* %19, double** %52, align 8, !dbg !82, !tbaa !54
  %54 = getelementptr inbounds i32, i32* %2, i64 %16, !dbg !83
  %55 = load i32, i32* %54, align 4, !dbg !83, !tbaa !84
  call void @llvm.dbg.value(metadata i32 %55, metadata !40, metadata !DIExpression()), !dbg !79
  %56 = getelementptr inbounds i32, i32* %2, i64 %51, !dbg !86
  %57 = load i32, i32* %56, align 4, !dbg !86, !tbaa !84
  store i32 %57, i32* %54, align 4, !dbg !87, !tbaa !84
  store i32 %55, i32* %56, align 4, !dbg !88, !tbaa !84
  br label %58, !dbg !89

58:                                               ; preds = %50, %47
  call void @llvm.dbg.value(metadata i64 %23, metadata !30, metadata !DIExpression()), !dbg !45
  %59 = icmp slt i64 %23, %7, !dbg !90
  br i1 %59, label %60, label %12, !dbg !91

60:                                               ; preds = %58
  %61 = load double*, double** %18, align 8, !tbaa !54
  %62 = getelementptr inbounds double, double* %61, i64 %16
  br label %63, !dbg !91

63:                                               ; preds = %60, %81
  %64 = phi i64 [ %17, %60 ], [ %82, %81 ]
  call void @llvm.dbg.value(metadata i64 %64, metadata !30, metadata !DIExpression()), !dbg !45
  %65 = getelementptr inbounds double*, double** %1, i64 %64, !dbg !92
  %66 = load double*, double** %65, align 8, !dbg !92, !tbaa !54
  %67 = getelementptr inbounds double, double* %66, i64 %16, !dbg !92
  %68 = load double, double* %67, align 8, !dbg !92, !tbaa !58
  %69 = load double, double* %62, align 8, !dbg !93, !tbaa !58
  %70 = fdiv double %68, %69, !dbg !94
  call void @llvm.dbg.value(metadata double %70, metadata !41, metadata !DIExpression()), !dbg !95
  store double %70, double* %67, align 8, !dbg !96, !tbaa !58
  call void @llvm.dbg.value(metadata i64 %23, metadata !31, metadata !DIExpression()), !dbg !45
  %71 = fneg double %70
  br label %72, !dbg !97

72:                                               ; preds = %63, %72
  %73 = phi i64 [ %17, %63 ], [ %79, %72 ]
  call void @llvm.dbg.value(metadata i64 %73, metadata !31, metadata !DIExpression()), !dbg !45
  %74 = getelementptr inbounds double, double* %61, i64 %73, !dbg !99
  %75 = load double, double* %74, align 8, !dbg !99, !tbaa !58
  %76 = getelementptr inbounds double, double* %66, i64 %73, !dbg !101
  %77 = load double, double* %76, align 8, !dbg !102, !tbaa !58
  %78 = call double @llvm.fmuladd.f64(double %71, double %75, double %77), !dbg !102
  store double %78, double* %76, align 8, !dbg !102, !tbaa !58
  %79 = add nuw nsw i64 %73, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %79, metadata !31, metadata !DIExpression()), !dbg !45
  %80 = icmp eq i64 %79, %11, !dbg !104
  br i1 %80, label %81, label %72, !dbg !97, !llvm.loop !105

81:                                               ; preds = %72
  %82 = add nuw nsw i64 %64, 1, !dbg !107
  call void @llvm.dbg.value(metadata i64 %82, metadata !30, metadata !DIExpression()), !dbg !45
  %83 = icmp eq i64 %82, %10, !dbg !90
  br i1 %83, label %12, label %63, !dbg !91, !llvm.loop !108

84:                                               ; preds = %12, %43, %3
  %85 = phi i32 [ 0, %3 ], [ 0, %12 ], [ -1, %43 ], !dbg !45
  ret i32 %85, !dbg !110
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !111 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !115, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i8** %1, metadata !116, metadata !DIExpression()), !dbg !134
  %3 = icmp sgt i32 %0, 1, !dbg !135
  br i1 %3, label %4, label %9, !dbg !136

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !137
  %6 = load i8*, i8** %5, align 8, !dbg !137, !tbaa !54
  call void @llvm.dbg.value(metadata i8* %6, metadata !138, metadata !DIExpression()) #9, !dbg !146
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !148
  %8 = trunc i64 %7 to i32, !dbg !149
  br label %9, !dbg !136

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 80, %2 ], !dbg !136
  call void @llvm.dbg.value(metadata i32 %10, metadata !117, metadata !DIExpression()), !dbg !134
  %11 = sext i32 %10 to i64, !dbg !150
  %12 = shl nsw i64 %11, 3, !dbg !151
  %13 = mul i64 %12, %11, !dbg !152
  %14 = call noalias i8* @malloc(i64 noundef %13) #9, !dbg !153
  %15 = bitcast i8* %14 to double*, !dbg !153
  call void @llvm.dbg.value(metadata double* %15, metadata !118, metadata !DIExpression()), !dbg !134
  %16 = call noalias i8* @malloc(i64 noundef %12) #9, !dbg !154
  %17 = bitcast i8* %16 to double**, !dbg !154
  call void @llvm.dbg.value(metadata double** %17, metadata !119, metadata !DIExpression()), !dbg !134
  %18 = shl nsw i64 %11, 2, !dbg !155
  %19 = call noalias i8* @malloc(i64 noundef %18) #9, !dbg !156
  %20 = bitcast i8* %19 to i32*, !dbg !156
  call void @llvm.dbg.value(metadata i32* %20, metadata !120, metadata !DIExpression()), !dbg !134
  %21 = call noalias i8* @malloc(i64 noundef %12) #9, !dbg !157
  %22 = bitcast i8* %21 to double*, !dbg !157
  call void @llvm.dbg.value(metadata double* %22, metadata !121, metadata !DIExpression()), !dbg !134
  %23 = call noalias i8* @malloc(i64 noundef %12) #9, !dbg !158
  %24 = bitcast i8* %23 to double*, !dbg !158
  call void @llvm.dbg.value(metadata double* %24, metadata !122, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 7, metadata !123, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !125, metadata !DIExpression()), !dbg !159
  %25 = icmp sgt i32 %10, 0, !dbg !160
  br i1 %25, label %26, label %29, !dbg !161

26:                                               ; preds = %9
  %27 = zext i32 %10 to i64, !dbg !160
  %28 = zext i32 %10 to i64
  br label %102, !dbg !161

29:                                               ; preds = %111, %9
  call void @llvm.dbg.value(metadata i32 %10, metadata !26, metadata !DIExpression()) #9, !dbg !162
  call void @llvm.dbg.value(metadata double** %17, metadata !27, metadata !DIExpression()) #9, !dbg !162
  call void @llvm.dbg.value(metadata i32* %20, metadata !28, metadata !DIExpression()) #9, !dbg !162
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()) #9, !dbg !162
  %30 = icmp sgt i32 %10, 0, !dbg !165
  br i1 %30, label %31, label %189, !dbg !166

31:                                               ; preds = %29
  %32 = zext i32 %10 to i64, !dbg !165
  br label %36, !dbg !166

33:                                               ; preds = %99, %77
  call void @llvm.dbg.value(metadata i64 %44, metadata !29, metadata !DIExpression()) #9, !dbg !162
  %34 = add nuw nsw i64 %38, 1, !dbg !166
  %35 = icmp eq i64 %44, %32, !dbg !165
  br i1 %35, label %129, label %36, !dbg !166, !llvm.loop !167

36:                                               ; preds = %33, %31
  %37 = phi i64 [ 0, %31 ], [ %44, %33 ]
  %38 = phi i64 [ 1, %31 ], [ %34, %33 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !29, metadata !DIExpression()) #9, !dbg !162
  call void @llvm.dbg.value(metadata i64 %37, metadata !32, metadata !DIExpression()) #9, !dbg !169
  %39 = getelementptr inbounds double*, double** %17, i64 %37, !dbg !170
  %40 = load double*, double** %39, align 8, !dbg !170, !tbaa !54
  %41 = getelementptr inbounds double, double* %40, i64 %37, !dbg !170
  %42 = load double, double* %41, align 8, !dbg !170, !tbaa !58
  %43 = call double @llvm.fabs.f64(double %42) #9, !dbg !171
  call void @llvm.dbg.value(metadata double %43, metadata !36, metadata !DIExpression()) #9, !dbg !169
  %44 = add nuw nsw i64 %37, 1, !dbg !172
  call void @llvm.dbg.value(metadata i64 %44, metadata !30, metadata !DIExpression()) #9, !dbg !162
  call void @llvm.dbg.value(metadata double %43, metadata !36, metadata !DIExpression()) #9, !dbg !169
  call void @llvm.dbg.value(metadata i64 %37, metadata !32, metadata !DIExpression()) #9, !dbg !169
  %45 = icmp slt i64 %44, %11, !dbg !173
  %46 = trunc i64 %37 to i32, !dbg !174
  br i1 %45, label %47, label %62, !dbg !174

47:                                               ; preds = %36, %47
  %48 = phi i64 [ %60, %47 ], [ %38, %36 ]
  %49 = phi double [ %59, %47 ], [ %43, %36 ]
  %50 = phi i32 [ %58, %47 ], [ %46, %36 ]
  call void @llvm.dbg.value(metadata i64 %48, metadata !30, metadata !DIExpression()) #9, !dbg !162
  call void @llvm.dbg.value(metadata double %49, metadata !36, metadata !DIExpression()) #9, !dbg !169
  call void @llvm.dbg.value(metadata i32 %50, metadata !32, metadata !DIExpression()) #9, !dbg !169
  %51 = getelementptr inbounds double*, double** %17, i64 %48, !dbg !175
  %52 = load double*, double** %51, align 8, !dbg !175, !tbaa !54
  %53 = getelementptr inbounds double, double* %52, i64 %37, !dbg !175
  %54 = load double, double* %53, align 8, !dbg !175, !tbaa !58
  %55 = call double @llvm.fabs.f64(double %54) #9, !dbg !176
  %56 = fcmp ogt double %55, %49, !dbg !177
  %57 = trunc i64 %48 to i32, !dbg !178
  %58 = select i1 %56, i32 %57, i32 %50, !dbg !178
  %59 = select i1 %56, double %55, double %49, !dbg !178
  call void @llvm.dbg.value(metadata double %59, metadata !36, metadata !DIExpression()) #9, !dbg !169
  call void @llvm.dbg.value(metadata i32 %58, metadata !32, metadata !DIExpression()) #9, !dbg !169
  %60 = add nuw nsw i64 %48, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %60, metadata !30, metadata !DIExpression()) #9, !dbg !162
  %61 = icmp eq i64 %60, %32, !dbg !173
  br i1 %61, label %62, label %47, !dbg !174, !llvm.loop !180

62:                                               ; preds = %47, %36
  %63 = phi i32 [ %46, %36 ], [ %58, %47 ], !dbg !169
  %64 = phi double [ %43, %36 ], [ %59, %47 ], !dbg !169
  %65 = fcmp oeq double %64, 0.000000e+00, !dbg !182
  br i1 %65, label %127, label %66, !dbg !183

66:                                               ; preds = %62
  %67 = zext i32 %63 to i64, !dbg !184
  %68 = icmp eq i64 %37, %67, !dbg !184
  br i1 %68, label %77, label %69, !dbg !185

69:                                               ; preds = %66
  call void @llvm.dbg.value(metadata double* %40, metadata !37, metadata !DIExpression()) #9, !dbg !186
  %70 = sext i32 %63 to i64, !dbg !187
  %71 = getelementptr inbounds double*, double** %17, i64 %70, !dbg !187
  %72 = load double*, double** %71, align 8, !dbg !187, !tbaa !54
  store double* %72, double** %39, align 8, !dbg !188, !tbaa !54
  store double* %40, double** %71, align 8, !dbg !189, !tbaa !54
  %73 = getelementptr inbounds i32, i32* %20, i64 %37, !dbg !190
  %74 = load i32, i32* %73, align 4, !dbg !190, !tbaa !84
  call void @llvm.dbg.value(metadata i32 %74, metadata !40, metadata !DIExpression()) #9, !dbg !186
  %75 = getelementptr inbounds i32, i32* %20, i64 %70, !dbg !191
  %76 = load i32, i32* %75, align 4, !dbg !191, !tbaa !84
  store i32 %76, i32* %73, align 4, !dbg !192, !tbaa !84
  store i32 %74, i32* %75, align 4, !dbg !193, !tbaa !84
  br label %77, !dbg !194

77:                                               ; preds = %69, %66
  call void @llvm.dbg.value(metadata i64 %44, metadata !30, metadata !DIExpression()) #9, !dbg !162
  br i1 %45, label %78, label %33, !dbg !195

78:                                               ; preds = %77
  %79 = load double*, double** %39, align 8, !tbaa !54
  %80 = getelementptr inbounds double, double* %79, i64 %37
  br label %81, !dbg !195

81:                                               ; preds = %99, %78
  %82 = phi i64 [ %38, %78 ], [ %100, %99 ]
  call void @llvm.dbg.value(metadata i64 %82, metadata !30, metadata !DIExpression()) #9, !dbg !162
  %83 = getelementptr inbounds double*, double** %17, i64 %82, !dbg !196
  %84 = load double*, double** %83, align 8, !dbg !196, !tbaa !54
  %85 = getelementptr inbounds double, double* %84, i64 %37, !dbg !196
  %86 = load double, double* %85, align 8, !dbg !196, !tbaa !58
  %87 = load double, double* %80, align 8, !dbg !197, !tbaa !58
  %88 = fdiv double %86, %87, !dbg !198
  call void @llvm.dbg.value(metadata double %88, metadata !41, metadata !DIExpression()) #9, !dbg !199
  store double %88, double* %85, align 8, !dbg !200, !tbaa !58
  call void @llvm.dbg.value(metadata i64 %44, metadata !31, metadata !DIExpression()) #9, !dbg !162
  %89 = fneg double %88
  br label %90, !dbg !201

90:                                               ; preds = %90, %81
  %91 = phi i64 [ %38, %81 ], [ %97, %90 ]
  call void @llvm.dbg.value(metadata i64 %91, metadata !31, metadata !DIExpression()) #9, !dbg !162
  %92 = getelementptr inbounds double, double* %79, i64 %91, !dbg !202
  %93 = load double, double* %92, align 8, !dbg !202, !tbaa !58
  %94 = getelementptr inbounds double, double* %84, i64 %91, !dbg !203
  %95 = load double, double* %94, align 8, !dbg !204, !tbaa !58
  %96 = call double @llvm.fmuladd.f64(double %89, double %93, double %95) #9, !dbg !204
  store double %96, double* %94, align 8, !dbg !204, !tbaa !58
  %97 = add nuw nsw i64 %91, 1, !dbg !205
  call void @llvm.dbg.value(metadata i64 %97, metadata !31, metadata !DIExpression()) #9, !dbg !162
  %98 = icmp eq i64 %97, %32, !dbg !206
  br i1 %98, label %99, label %90, !dbg !201, !llvm.loop !207

99:                                               ; preds = %90
  %100 = add nuw nsw i64 %82, 1, !dbg !209
  call void @llvm.dbg.value(metadata i64 %100, metadata !30, metadata !DIExpression()) #9, !dbg !162
  %101 = icmp eq i64 %100, %32, !dbg !210
  br i1 %101, label %33, label %81, !dbg !195, !llvm.loop !211

102:                                              ; preds = %26, %111
  %103 = phi i64 [ 0, %26 ], [ %112, %111 ]
  %104 = phi i32 [ 7, %26 ], [ %118, %111 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !125, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 %104, metadata !123, metadata !DIExpression()), !dbg !134
  %105 = mul nsw i64 %103, %11, !dbg !213
  %106 = getelementptr inbounds double, double* %15, i64 %105, !dbg !214
  %107 = getelementptr inbounds double*, double** %17, i64 %103, !dbg !215
  store double* %106, double** %107, align 8, !dbg !216, !tbaa !54
  %108 = getelementptr inbounds i32, i32* %20, i64 %103, !dbg !217
  %109 = trunc i64 %103 to i32, !dbg !218
  store i32 %109, i32* %108, align 4, !dbg !218, !tbaa !84
  %110 = getelementptr inbounds double, double* %22, i64 %103, !dbg !219
  store double 1.000000e+00, double* %110, align 8, !dbg !220, !tbaa !58
  call void @llvm.dbg.value(metadata i32 0, metadata !127, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i32 %104, metadata !123, metadata !DIExpression()), !dbg !134
  br label %114, !dbg !222

111:                                              ; preds = %114
  %112 = add nuw nsw i64 %103, 1, !dbg !223
  call void @llvm.dbg.value(metadata i64 %112, metadata !125, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 %118, metadata !123, metadata !DIExpression()), !dbg !134
  %113 = icmp eq i64 %112, %27, !dbg !160
  br i1 %113, label %29, label %102, !dbg !161, !llvm.loop !224

114:                                              ; preds = %102, %114
  %115 = phi i64 [ 0, %102 ], [ %125, %114 ]
  %116 = phi i32 [ %104, %102 ], [ %118, %114 ]
  call void @llvm.dbg.value(metadata i64 %115, metadata !127, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i32 %116, metadata !123, metadata !DIExpression()), !dbg !134
  %117 = mul i32 %116, 1103515245, !dbg !226
  %118 = add i32 %117, 12345, !dbg !229
  call void @llvm.dbg.value(metadata i32 %118, metadata !123, metadata !DIExpression()), !dbg !134
  %119 = lshr i32 %118, 16, !dbg !230
  %120 = urem i32 %119, 1000, !dbg !231
  %121 = uitofp i32 %120 to double, !dbg !232
  %122 = fdiv double %121, 1.000000e+02, !dbg !233
  %123 = fadd double %122, -5.000000e+00, !dbg !234
  %124 = getelementptr inbounds double, double* %106, i64 %115, !dbg !235
  store double %123, double* %124, align 8, !dbg !236, !tbaa !58
  %125 = add nuw nsw i64 %115, 1, !dbg !237
  call void @llvm.dbg.value(metadata i64 %125, metadata !127, metadata !DIExpression()), !dbg !221
  %126 = icmp eq i64 %125, %28, !dbg !238
  br i1 %126, label %111, label %114, !dbg !222, !llvm.loop !239

127:                                              ; preds = %62
  %128 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str, i64 0, i64 0)), !dbg !241
  br label %204, !dbg !243

129:                                              ; preds = %33
  call void @llvm.dbg.value(metadata i32 %10, metadata !244, metadata !DIExpression()) #9, !dbg !271
  call void @llvm.dbg.value(metadata double** %17, metadata !253, metadata !DIExpression()) #9, !dbg !271
  call void @llvm.dbg.value(metadata i32* %20, metadata !254, metadata !DIExpression()) #9, !dbg !271
  call void @llvm.dbg.value(metadata double* %22, metadata !255, metadata !DIExpression()) #9, !dbg !271
  call void @llvm.dbg.value(metadata double* %24, metadata !256, metadata !DIExpression()) #9, !dbg !271
  call void @llvm.dbg.value(metadata i32 0, metadata !257, metadata !DIExpression()) #9, !dbg !273
  br i1 %30, label %130, label %189, !dbg !274

130:                                              ; preds = %129
  %131 = zext i32 %10 to i64, !dbg !275
  br label %133, !dbg !274

132:                                              ; preds = %144
  call void @llvm.dbg.value(metadata i32 %10, metadata !264, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #9, !dbg !276
  br i1 %30, label %160, label %189, !dbg !277

133:                                              ; preds = %144, %130
  %134 = phi i64 [ 0, %130 ], [ %147, %144 ]
  call void @llvm.dbg.value(metadata i64 %134, metadata !257, metadata !DIExpression()) #9, !dbg !273
  %135 = getelementptr inbounds i32, i32* %20, i64 %134, !dbg !278
  %136 = load i32, i32* %135, align 4, !dbg !278, !tbaa !84
  %137 = sext i32 %136 to i64, !dbg !279
  %138 = getelementptr inbounds double, double* %22, i64 %137, !dbg !279
  %139 = load double, double* %138, align 8, !dbg !279, !tbaa !58
  call void @llvm.dbg.value(metadata double %139, metadata !259, metadata !DIExpression()) #9, !dbg !280
  call void @llvm.dbg.value(metadata i32 0, metadata !262, metadata !DIExpression()) #9, !dbg !281
  %140 = icmp eq i64 %134, 0, !dbg !282
  br i1 %140, label %144, label %141, !dbg !284

141:                                              ; preds = %133
  %142 = getelementptr inbounds double*, double** %17, i64 %134
  %143 = load double*, double** %142, align 8, !tbaa !54
  br label %149, !dbg !284

144:                                              ; preds = %149, %133
  %145 = phi double [ %139, %133 ], [ %157, %149 ], !dbg !280
  %146 = getelementptr inbounds double, double* %24, i64 %134, !dbg !285
  store double %145, double* %146, align 8, !dbg !286, !tbaa !58
  %147 = add nuw nsw i64 %134, 1, !dbg !287
  call void @llvm.dbg.value(metadata i64 %147, metadata !257, metadata !DIExpression()) #9, !dbg !273
  %148 = icmp eq i64 %147, %131, !dbg !275
  br i1 %148, label %132, label %133, !dbg !274, !llvm.loop !288

149:                                              ; preds = %149, %141
  %150 = phi i64 [ 0, %141 ], [ %158, %149 ]
  %151 = phi double [ %139, %141 ], [ %157, %149 ]
  call void @llvm.dbg.value(metadata i64 %150, metadata !262, metadata !DIExpression()) #9, !dbg !281
  call void @llvm.dbg.value(metadata double %151, metadata !259, metadata !DIExpression()) #9, !dbg !280
  %152 = getelementptr inbounds double, double* %143, i64 %150, !dbg !290
  %153 = load double, double* %152, align 8, !dbg !290, !tbaa !58
  %154 = getelementptr inbounds double, double* %24, i64 %150, !dbg !291
  %155 = load double, double* %154, align 8, !dbg !291, !tbaa !58
  %156 = fneg double %153, !dbg !292
  %157 = call double @llvm.fmuladd.f64(double %156, double %155, double %151) #9, !dbg !292
  call void @llvm.dbg.value(metadata double %157, metadata !259, metadata !DIExpression()) #9, !dbg !280
  %158 = add nuw nsw i64 %150, 1, !dbg !293
  call void @llvm.dbg.value(metadata i64 %158, metadata !262, metadata !DIExpression()) #9, !dbg !281
  %159 = icmp eq i64 %158, %134, !dbg !282
  br i1 %159, label %144, label %149, !dbg !284, !llvm.loop !294

160:                                              ; preds = %132, %169
  %161 = phi i64 [ %162, %169 ], [ %11, %132 ]
  %162 = add nsw i64 %161, -1, !dbg !276
  %163 = getelementptr inbounds double, double* %24, i64 %162, !dbg !296
  %164 = load double, double* %163, align 8, !dbg !296, !tbaa !58
  call void @llvm.dbg.value(metadata double %164, metadata !266, metadata !DIExpression()) #9, !dbg !297
  call void @llvm.dbg.value(metadata i64 %161, metadata !269, metadata !DIExpression()) #9, !dbg !298
  %165 = icmp slt i64 %161, %11, !dbg !299
  br i1 %165, label %166, label %169, !dbg !301

166:                                              ; preds = %160
  %167 = getelementptr inbounds double*, double** %17, i64 %162
  %168 = load double*, double** %167, align 8, !tbaa !54
  br label %177, !dbg !301

169:                                              ; preds = %177, %160
  %170 = phi double [ %164, %160 ], [ %185, %177 ], !dbg !297
  %171 = getelementptr inbounds double*, double** %17, i64 %162, !dbg !302
  %172 = load double*, double** %171, align 8, !dbg !302, !tbaa !54
  %173 = getelementptr inbounds double, double* %172, i64 %162, !dbg !302
  %174 = load double, double* %173, align 8, !dbg !302, !tbaa !58
  %175 = fdiv double %170, %174, !dbg !303
  store double %175, double* %163, align 8, !dbg !304, !tbaa !58
  call void @llvm.dbg.value(metadata i64 %162, metadata !264, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #9, !dbg !276
  call void @llvm.dbg.value(metadata i64 %162, metadata !264, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #9, !dbg !276
  %176 = icmp sgt i64 %161, 1, !dbg !305
  br i1 %176, label %160, label %189, !dbg !277, !llvm.loop !306

177:                                              ; preds = %177, %166
  %178 = phi i64 [ %161, %166 ], [ %186, %177 ]
  %179 = phi double [ %164, %166 ], [ %185, %177 ]
  call void @llvm.dbg.value(metadata i64 %178, metadata !269, metadata !DIExpression()) #9, !dbg !298
  call void @llvm.dbg.value(metadata double %179, metadata !266, metadata !DIExpression()) #9, !dbg !297
  %180 = getelementptr inbounds double, double* %168, i64 %178, !dbg !308
  %181 = load double, double* %180, align 8, !dbg !308, !tbaa !58
  %182 = getelementptr inbounds double, double* %24, i64 %178, !dbg !309
  %183 = load double, double* %182, align 8, !dbg !309, !tbaa !58
  %184 = fneg double %181, !dbg !310
  %185 = call double @llvm.fmuladd.f64(double %184, double %183, double %179) #9, !dbg !310
  call void @llvm.dbg.value(metadata double %185, metadata !266, metadata !DIExpression()) #9, !dbg !297
  %186 = add nsw i64 %178, 1, !dbg !311
  call void @llvm.dbg.value(metadata i64 %186, metadata !269, metadata !DIExpression()) #9, !dbg !298
  %187 = trunc i64 %186 to i32, !dbg !299
  %188 = icmp eq i32 %10, %187, !dbg !299
  br i1 %188, label %169, label %177, !dbg !301, !llvm.loop !312

189:                                              ; preds = %169, %29, %129, %132
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !131, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !132, metadata !DIExpression()), !dbg !314
  %190 = icmp sgt i32 %10, 0, !dbg !315
  br i1 %190, label %191, label %193, !dbg !317

191:                                              ; preds = %189
  %192 = zext i32 %10 to i64, !dbg !315
  br label %196, !dbg !317

193:                                              ; preds = %196, %189
  %194 = phi double [ 0.000000e+00, %189 ], [ %201, %196 ], !dbg !134
  %195 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), double noundef %194), !dbg !318
  call void @free(i8* noundef %14) #9, !dbg !319
  call void @free(i8* noundef %16) #9, !dbg !320
  call void @free(i8* noundef %19) #9, !dbg !321
  call void @free(i8* noundef %21) #9, !dbg !322
  call void @free(i8* noundef %23) #9, !dbg !323
  br label %204

196:                                              ; preds = %191, %196
  %197 = phi i64 [ 0, %191 ], [ %202, %196 ]
  %198 = phi double [ 0.000000e+00, %191 ], [ %201, %196 ]
  call void @llvm.dbg.value(metadata i64 %197, metadata !132, metadata !DIExpression()), !dbg !314
  call void @llvm.dbg.value(metadata double %198, metadata !131, metadata !DIExpression()), !dbg !134
  %199 = getelementptr inbounds double, double* %24, i64 %197, !dbg !324
  %200 = load double, double* %199, align 8, !dbg !324, !tbaa !58
  %201 = fadd double %198, %200, !dbg !325
  call void @llvm.dbg.value(metadata double %201, metadata !131, metadata !DIExpression()), !dbg !134
  %202 = add nuw nsw i64 %197, 1, !dbg !326
  call void @llvm.dbg.value(metadata i64 %202, metadata !132, metadata !DIExpression()), !dbg !314
  %203 = icmp eq i64 %202, %192, !dbg !315
  br i1 %203, label %193, label %196, !dbg !317, !llvm.loop !327

204:                                              ; preds = %193, %127
  ret i32 0, !dbg !329
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

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lu_pivot.c", directory: ".", checksumkind: CSK_MD5, checksum: "8854a72a2731b5f49133c443b6f6b23c")
!2 = !{!3, !6, !7, !8, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
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
!19 = distinct !DISubprogram(name: "kernel_lu", scope: !1, file: !1, line: 8, type: !20, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!7, !7, !22, !24}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!25 = !{!26, !27, !28, !29, !30, !31, !32, !36, !37, !40, !41}
!26 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !1, line: 8, type: !7)
!27 = !DILocalVariable(name: "a", arg: 2, scope: !19, file: !1, line: 8, type: !22)
!28 = !DILocalVariable(name: "perm", arg: 3, scope: !19, file: !1, line: 8, type: !24)
!29 = !DILocalVariable(name: "k", scope: !19, file: !1, line: 10, type: !7)
!30 = !DILocalVariable(name: "i", scope: !19, file: !1, line: 10, type: !7)
!31 = !DILocalVariable(name: "j", scope: !19, file: !1, line: 10, type: !7)
!32 = !DILocalVariable(name: "p", scope: !33, file: !1, line: 12, type: !7)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 11, column: 27)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 11, column: 3)
!35 = distinct !DILexicalBlock(scope: !19, file: !1, line: 11, column: 3)
!36 = !DILocalVariable(name: "best", scope: !33, file: !1, line: 13, type: !6)
!37 = !DILocalVariable(name: "row", scope: !38, file: !1, line: 22, type: !23)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 21, column: 17)
!39 = distinct !DILexicalBlock(scope: !33, file: !1, line: 21, column: 9)
!40 = !DILocalVariable(name: "t", scope: !38, file: !1, line: 25, type: !7)
!41 = !DILocalVariable(name: "l", scope: !42, file: !1, line: 30, type: !6)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 29, column: 33)
!43 = distinct !DILexicalBlock(scope: !44, file: !1, line: 29, column: 5)
!44 = distinct !DILexicalBlock(scope: !33, file: !1, line: 29, column: 5)
!45 = !DILocation(line: 0, scope: !19)
!46 = !DILocation(line: 11, column: 17, scope: !34)
!47 = !DILocation(line: 11, column: 3, scope: !35)
!48 = distinct !{!48, !47, !49, !50, !51}
!49 = !DILocation(line: 35, column: 3, scope: !35)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = !DILocation(line: 0, scope: !33)
!53 = !DILocation(line: 13, column: 24, scope: !33)
!54 = !{!55, !55, i64 0}
!55 = !{!"any pointer", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !{!59, !59, i64 0}
!59 = !{!"double", !56, i64 0}
!60 = !DILocation(line: 13, column: 19, scope: !33)
!61 = !DILocation(line: 14, column: 16, scope: !62)
!62 = distinct !DILexicalBlock(scope: !33, file: !1, line: 14, column: 5)
!63 = !DILocation(line: 14, column: 23, scope: !64)
!64 = distinct !DILexicalBlock(scope: !62, file: !1, line: 14, column: 5)
!65 = !DILocation(line: 14, column: 5, scope: !62)
!66 = !DILocation(line: 15, column: 16, scope: !67)
!67 = distinct !DILexicalBlock(scope: !64, file: !1, line: 15, column: 11)
!68 = !DILocation(line: 15, column: 11, scope: !67)
!69 = !DILocation(line: 15, column: 25, scope: !67)
!70 = !DILocation(line: 15, column: 11, scope: !64)
!71 = !DILocation(line: 14, column: 29, scope: !64)
!72 = distinct !{!72, !65, !73, !50, !51}
!73 = !DILocation(line: 18, column: 7, scope: !62)
!74 = !DILocation(line: 19, column: 14, scope: !75)
!75 = distinct !DILexicalBlock(scope: !33, file: !1, line: 19, column: 9)
!76 = !DILocation(line: 19, column: 9, scope: !33)
!77 = !DILocation(line: 21, column: 11, scope: !39)
!78 = !DILocation(line: 21, column: 9, scope: !33)
!79 = !DILocation(line: 0, scope: !38)
!80 = !DILocation(line: 23, column: 14, scope: !38)
!81 = !DILocation(line: 23, column: 12, scope: !38)
!82 = !DILocation(line: 24, column: 12, scope: !38)
!83 = !DILocation(line: 25, column: 15, scope: !38)
!84 = !{!85, !85, i64 0}
!85 = !{!"int", !56, i64 0}
!86 = !DILocation(line: 26, column: 17, scope: !38)
!87 = !DILocation(line: 26, column: 15, scope: !38)
!88 = !DILocation(line: 27, column: 15, scope: !38)
!89 = !DILocation(line: 28, column: 5, scope: !38)
!90 = !DILocation(line: 29, column: 23, scope: !43)
!91 = !DILocation(line: 29, column: 5, scope: !44)
!92 = !DILocation(line: 30, column: 18, scope: !42)
!93 = !DILocation(line: 30, column: 28, scope: !42)
!94 = !DILocation(line: 30, column: 26, scope: !42)
!95 = !DILocation(line: 0, scope: !42)
!96 = !DILocation(line: 31, column: 15, scope: !42)
!97 = !DILocation(line: 32, column: 7, scope: !98)
!98 = distinct !DILexicalBlock(scope: !42, file: !1, line: 32, column: 7)
!99 = !DILocation(line: 33, column: 24, scope: !100)
!100 = distinct !DILexicalBlock(scope: !98, file: !1, line: 32, column: 7)
!101 = !DILocation(line: 33, column: 9, scope: !100)
!102 = !DILocation(line: 33, column: 17, scope: !100)
!103 = !DILocation(line: 32, column: 31, scope: !100)
!104 = !DILocation(line: 32, column: 25, scope: !100)
!105 = distinct !{!105, !97, !106, !50, !51}
!106 = !DILocation(line: 33, column: 30, scope: !98)
!107 = !DILocation(line: 29, column: 29, scope: !43)
!108 = distinct !{!108, !91, !109, !50, !51}
!109 = !DILocation(line: 34, column: 5, scope: !44)
!110 = !DILocation(line: 37, column: 1, scope: !19)
!111 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 56, type: !112, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!7, !7, !8}
!114 = !{!115, !116, !117, !118, !119, !120, !121, !122, !123, !125, !127, !131, !132}
!115 = !DILocalVariable(name: "argc", arg: 1, scope: !111, file: !1, line: 56, type: !7)
!116 = !DILocalVariable(name: "argv", arg: 2, scope: !111, file: !1, line: 56, type: !8)
!117 = !DILocalVariable(name: "n", scope: !111, file: !1, line: 58, type: !7)
!118 = !DILocalVariable(name: "store", scope: !111, file: !1, line: 59, type: !23)
!119 = !DILocalVariable(name: "a", scope: !111, file: !1, line: 60, type: !22)
!120 = !DILocalVariable(name: "perm", scope: !111, file: !1, line: 61, type: !24)
!121 = !DILocalVariable(name: "b", scope: !111, file: !1, line: 62, type: !23)
!122 = !DILocalVariable(name: "x", scope: !111, file: !1, line: 63, type: !23)
!123 = !DILocalVariable(name: "s", scope: !111, file: !1, line: 64, type: !124)
!124 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!125 = !DILocalVariable(name: "i", scope: !126, file: !1, line: 65, type: !7)
!126 = distinct !DILexicalBlock(scope: !111, file: !1, line: 65, column: 3)
!127 = !DILocalVariable(name: "j", scope: !128, file: !1, line: 69, type: !7)
!128 = distinct !DILexicalBlock(scope: !129, file: !1, line: 69, column: 5)
!129 = distinct !DILexicalBlock(scope: !130, file: !1, line: 65, column: 31)
!130 = distinct !DILexicalBlock(scope: !126, file: !1, line: 65, column: 3)
!131 = !DILocalVariable(name: "sum", scope: !111, file: !1, line: 79, type: !6)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 80, type: !7)
!133 = distinct !DILexicalBlock(scope: !111, file: !1, line: 80, column: 3)
!134 = !DILocation(line: 0, scope: !111)
!135 = !DILocation(line: 58, column: 16, scope: !111)
!136 = !DILocation(line: 58, column: 11, scope: !111)
!137 = !DILocation(line: 58, column: 27, scope: !111)
!138 = !DILocalVariable(name: "__nptr", arg: 1, scope: !139, file: !140, line: 362, type: !143)
!139 = distinct !DISubprogram(name: "atoi", scope: !140, file: !140, line: 362, type: !141, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !145)
!140 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!141 = !DISubroutineType(types: !142)
!142 = !{!7, !143}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!145 = !{!138}
!146 = !DILocation(line: 0, scope: !139, inlinedAt: !147)
!147 = distinct !DILocation(line: 58, column: 22, scope: !111)
!148 = !DILocation(line: 364, column: 16, scope: !139, inlinedAt: !147)
!149 = !DILocation(line: 364, column: 10, scope: !139, inlinedAt: !147)
!150 = !DILocation(line: 59, column: 43, scope: !111)
!151 = !DILocation(line: 59, column: 41, scope: !111)
!152 = !DILocation(line: 59, column: 45, scope: !111)
!153 = !DILocation(line: 59, column: 19, scope: !111)
!154 = !DILocation(line: 60, column: 16, scope: !111)
!155 = !DILocation(line: 61, column: 34, scope: !111)
!156 = !DILocation(line: 61, column: 15, scope: !111)
!157 = !DILocation(line: 62, column: 15, scope: !111)
!158 = !DILocation(line: 63, column: 15, scope: !111)
!159 = !DILocation(line: 0, scope: !126)
!160 = !DILocation(line: 65, column: 21, scope: !130)
!161 = !DILocation(line: 65, column: 3, scope: !126)
!162 = !DILocation(line: 0, scope: !19, inlinedAt: !163)
!163 = distinct !DILocation(line: 74, column: 7, scope: !164)
!164 = distinct !DILexicalBlock(scope: !111, file: !1, line: 74, column: 7)
!165 = !DILocation(line: 11, column: 17, scope: !34, inlinedAt: !163)
!166 = !DILocation(line: 11, column: 3, scope: !35, inlinedAt: !163)
!167 = distinct !{!167, !166, !168, !50, !51}
!168 = !DILocation(line: 35, column: 3, scope: !35, inlinedAt: !163)
!169 = !DILocation(line: 0, scope: !33, inlinedAt: !163)
!170 = !DILocation(line: 13, column: 24, scope: !33, inlinedAt: !163)
!171 = !DILocation(line: 13, column: 19, scope: !33, inlinedAt: !163)
!172 = !DILocation(line: 14, column: 16, scope: !62, inlinedAt: !163)
!173 = !DILocation(line: 14, column: 23, scope: !64, inlinedAt: !163)
!174 = !DILocation(line: 14, column: 5, scope: !62, inlinedAt: !163)
!175 = !DILocation(line: 15, column: 16, scope: !67, inlinedAt: !163)
!176 = !DILocation(line: 15, column: 11, scope: !67, inlinedAt: !163)
!177 = !DILocation(line: 15, column: 25, scope: !67, inlinedAt: !163)
!178 = !DILocation(line: 15, column: 11, scope: !64, inlinedAt: !163)
!179 = !DILocation(line: 14, column: 29, scope: !64, inlinedAt: !163)
!180 = distinct !{!180, !174, !181, !50, !51}
!181 = !DILocation(line: 18, column: 7, scope: !62, inlinedAt: !163)
!182 = !DILocation(line: 19, column: 14, scope: !75, inlinedAt: !163)
!183 = !DILocation(line: 19, column: 9, scope: !33, inlinedAt: !163)
!184 = !DILocation(line: 21, column: 11, scope: !39, inlinedAt: !163)
!185 = !DILocation(line: 21, column: 9, scope: !33, inlinedAt: !163)
!186 = !DILocation(line: 0, scope: !38, inlinedAt: !163)
!187 = !DILocation(line: 23, column: 14, scope: !38, inlinedAt: !163)
!188 = !DILocation(line: 23, column: 12, scope: !38, inlinedAt: !163)
!189 = !DILocation(line: 24, column: 12, scope: !38, inlinedAt: !163)
!190 = !DILocation(line: 25, column: 15, scope: !38, inlinedAt: !163)
!191 = !DILocation(line: 26, column: 17, scope: !38, inlinedAt: !163)
!192 = !DILocation(line: 26, column: 15, scope: !38, inlinedAt: !163)
!193 = !DILocation(line: 27, column: 15, scope: !38, inlinedAt: !163)
!194 = !DILocation(line: 28, column: 5, scope: !38, inlinedAt: !163)
!195 = !DILocation(line: 29, column: 5, scope: !44, inlinedAt: !163)
!196 = !DILocation(line: 30, column: 18, scope: !42, inlinedAt: !163)
!197 = !DILocation(line: 30, column: 28, scope: !42, inlinedAt: !163)
!198 = !DILocation(line: 30, column: 26, scope: !42, inlinedAt: !163)
!199 = !DILocation(line: 0, scope: !42, inlinedAt: !163)
!200 = !DILocation(line: 31, column: 15, scope: !42, inlinedAt: !163)
!201 = !DILocation(line: 32, column: 7, scope: !98, inlinedAt: !163)
!202 = !DILocation(line: 33, column: 24, scope: !100, inlinedAt: !163)
!203 = !DILocation(line: 33, column: 9, scope: !100, inlinedAt: !163)
!204 = !DILocation(line: 33, column: 17, scope: !100, inlinedAt: !163)
!205 = !DILocation(line: 32, column: 31, scope: !100, inlinedAt: !163)
!206 = !DILocation(line: 32, column: 25, scope: !100, inlinedAt: !163)
!207 = distinct !{!207, !201, !208, !50, !51}
!208 = !DILocation(line: 33, column: 30, scope: !98, inlinedAt: !163)
!209 = !DILocation(line: 29, column: 29, scope: !43, inlinedAt: !163)
!210 = !DILocation(line: 29, column: 23, scope: !43, inlinedAt: !163)
!211 = distinct !{!211, !195, !212, !50, !51}
!212 = !DILocation(line: 34, column: 5, scope: !44, inlinedAt: !163)
!213 = !DILocation(line: 66, column: 30, scope: !129)
!214 = !DILocation(line: 66, column: 18, scope: !129)
!215 = !DILocation(line: 66, column: 5, scope: !129)
!216 = !DILocation(line: 66, column: 10, scope: !129)
!217 = !DILocation(line: 67, column: 5, scope: !129)
!218 = !DILocation(line: 67, column: 13, scope: !129)
!219 = !DILocation(line: 68, column: 5, scope: !129)
!220 = !DILocation(line: 68, column: 10, scope: !129)
!221 = !DILocation(line: 0, scope: !128)
!222 = !DILocation(line: 69, column: 5, scope: !128)
!223 = !DILocation(line: 65, column: 27, scope: !130)
!224 = distinct !{!224, !161, !225, !50, !51}
!225 = !DILocation(line: 73, column: 3, scope: !126)
!226 = !DILocation(line: 70, column: 13, scope: !227)
!227 = distinct !DILexicalBlock(scope: !228, file: !1, line: 69, column: 33)
!228 = distinct !DILexicalBlock(scope: !128, file: !1, line: 69, column: 5)
!229 = !DILocation(line: 70, column: 27, scope: !227)
!230 = !DILocation(line: 71, column: 29, scope: !227)
!231 = !DILocation(line: 71, column: 36, scope: !227)
!232 = !DILocation(line: 71, column: 17, scope: !227)
!233 = !DILocation(line: 71, column: 44, scope: !227)
!234 = !DILocation(line: 71, column: 52, scope: !227)
!235 = !DILocation(line: 71, column: 7, scope: !227)
!236 = !DILocation(line: 71, column: 15, scope: !227)
!237 = !DILocation(line: 69, column: 29, scope: !228)
!238 = !DILocation(line: 69, column: 23, scope: !228)
!239 = distinct !{!239, !222, !240, !50, !51}
!240 = !DILocation(line: 72, column: 5, scope: !128)
!241 = !DILocation(line: 75, column: 5, scope: !242)
!242 = distinct !DILexicalBlock(scope: !164, file: !1, line: 74, column: 35)
!243 = !DILocation(line: 76, column: 5, scope: !242)
!244 = !DILocalVariable(name: "n", arg: 1, scope: !245, file: !1, line: 39, type: !7)
!245 = distinct !DISubprogram(name: "solve", scope: !1, file: !1, line: 39, type: !246, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !252)
!246 = !DISubroutineType(types: !247)
!247 = !{null, !7, !22, !248, !250, !23}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 64)
!251 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!252 = !{!244, !253, !254, !255, !256, !257, !259, !262, !264, !266, !269}
!253 = !DILocalVariable(name: "lu", arg: 2, scope: !245, file: !1, line: 39, type: !22)
!254 = !DILocalVariable(name: "perm", arg: 3, scope: !245, file: !1, line: 39, type: !248)
!255 = !DILocalVariable(name: "b", arg: 4, scope: !245, file: !1, line: 39, type: !250)
!256 = !DILocalVariable(name: "x", arg: 5, scope: !245, file: !1, line: 40, type: !23)
!257 = !DILocalVariable(name: "i", scope: !258, file: !1, line: 42, type: !7)
!258 = distinct !DILexicalBlock(scope: !245, file: !1, line: 42, column: 3)
!259 = !DILocalVariable(name: "s", scope: !260, file: !1, line: 43, type: !6)
!260 = distinct !DILexicalBlock(scope: !261, file: !1, line: 42, column: 31)
!261 = distinct !DILexicalBlock(scope: !258, file: !1, line: 42, column: 3)
!262 = !DILocalVariable(name: "j", scope: !263, file: !1, line: 44, type: !7)
!263 = distinct !DILexicalBlock(scope: !260, file: !1, line: 44, column: 5)
!264 = !DILocalVariable(name: "i", scope: !265, file: !1, line: 48, type: !7)
!265 = distinct !DILexicalBlock(scope: !245, file: !1, line: 48, column: 3)
!266 = !DILocalVariable(name: "s", scope: !267, file: !1, line: 49, type: !6)
!267 = distinct !DILexicalBlock(scope: !268, file: !1, line: 48, column: 36)
!268 = distinct !DILexicalBlock(scope: !265, file: !1, line: 48, column: 3)
!269 = !DILocalVariable(name: "j", scope: !270, file: !1, line: 50, type: !7)
!270 = distinct !DILexicalBlock(scope: !267, file: !1, line: 50, column: 5)
!271 = !DILocation(line: 0, scope: !245, inlinedAt: !272)
!272 = distinct !DILocation(line: 78, column: 3, scope: !111)
!273 = !DILocation(line: 0, scope: !258, inlinedAt: !272)
!274 = !DILocation(line: 42, column: 3, scope: !258, inlinedAt: !272)
!275 = !DILocation(line: 42, column: 21, scope: !261, inlinedAt: !272)
!276 = !DILocation(line: 0, scope: !265, inlinedAt: !272)
!277 = !DILocation(line: 48, column: 3, scope: !265, inlinedAt: !272)
!278 = !DILocation(line: 43, column: 18, scope: !260, inlinedAt: !272)
!279 = !DILocation(line: 43, column: 16, scope: !260, inlinedAt: !272)
!280 = !DILocation(line: 0, scope: !260, inlinedAt: !272)
!281 = !DILocation(line: 0, scope: !263, inlinedAt: !272)
!282 = !DILocation(line: 44, column: 23, scope: !283, inlinedAt: !272)
!283 = distinct !DILexicalBlock(scope: !263, file: !1, line: 44, column: 5)
!284 = !DILocation(line: 44, column: 5, scope: !263, inlinedAt: !272)
!285 = !DILocation(line: 46, column: 5, scope: !260, inlinedAt: !272)
!286 = !DILocation(line: 46, column: 10, scope: !260, inlinedAt: !272)
!287 = !DILocation(line: 42, column: 27, scope: !261, inlinedAt: !272)
!288 = distinct !{!288, !274, !289, !50, !51}
!289 = !DILocation(line: 47, column: 3, scope: !258, inlinedAt: !272)
!290 = !DILocation(line: 45, column: 12, scope: !283, inlinedAt: !272)
!291 = !DILocation(line: 45, column: 23, scope: !283, inlinedAt: !272)
!292 = !DILocation(line: 45, column: 9, scope: !283, inlinedAt: !272)
!293 = !DILocation(line: 44, column: 29, scope: !283, inlinedAt: !272)
!294 = distinct !{!294, !284, !295, !50, !51}
!295 = !DILocation(line: 45, column: 26, scope: !263, inlinedAt: !272)
!296 = !DILocation(line: 49, column: 16, scope: !267, inlinedAt: !272)
!297 = !DILocation(line: 0, scope: !267, inlinedAt: !272)
!298 = !DILocation(line: 0, scope: !270, inlinedAt: !272)
!299 = !DILocation(line: 50, column: 27, scope: !300, inlinedAt: !272)
!300 = distinct !DILexicalBlock(scope: !270, file: !1, line: 50, column: 5)
!301 = !DILocation(line: 50, column: 5, scope: !270, inlinedAt: !272)
!302 = !DILocation(line: 52, column: 16, scope: !267, inlinedAt: !272)
!303 = !DILocation(line: 52, column: 14, scope: !267, inlinedAt: !272)
!304 = !DILocation(line: 52, column: 10, scope: !267, inlinedAt: !272)
!305 = !DILocation(line: 48, column: 25, scope: !268, inlinedAt: !272)
!306 = distinct !{!306, !277, !307, !50, !51}
!307 = !DILocation(line: 53, column: 3, scope: !265, inlinedAt: !272)
!308 = !DILocation(line: 51, column: 12, scope: !300, inlinedAt: !272)
!309 = !DILocation(line: 51, column: 23, scope: !300, inlinedAt: !272)
!310 = !DILocation(line: 51, column: 9, scope: !300, inlinedAt: !272)
!311 = !DILocation(line: 50, column: 33, scope: !300, inlinedAt: !272)
!312 = distinct !{!312, !301, !313, !50, !51}
!313 = !DILocation(line: 51, column: 26, scope: !270, inlinedAt: !272)
!314 = !DILocation(line: 0, scope: !133)
!315 = !DILocation(line: 80, column: 21, scope: !316)
!316 = distinct !DILexicalBlock(scope: !133, file: !1, line: 80, column: 3)
!317 = !DILocation(line: 80, column: 3, scope: !133)
!318 = !DILocation(line: 82, column: 3, scope: !111)
!319 = !DILocation(line: 83, column: 3, scope: !111)
!320 = !DILocation(line: 84, column: 3, scope: !111)
!321 = !DILocation(line: 85, column: 3, scope: !111)
!322 = !DILocation(line: 86, column: 3, scope: !111)
!323 = !DILocation(line: 87, column: 3, scope: !111)
!324 = !DILocation(line: 81, column: 12, scope: !316)
!325 = !DILocation(line: 81, column: 9, scope: !316)
!326 = !DILocation(line: 80, column: 27, scope: !316)
!327 = distinct !{!327, !317, !328, !50, !51}
!328 = !DILocation(line: 81, column: 15, scope: !133)
!329 = !DILocation(line: 89, column: 1, scope: !111)
