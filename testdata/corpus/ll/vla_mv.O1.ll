; ModuleID = 'vla_mv.c'
source_filename = "vla_mv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6e\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @kernel_mv(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef %4) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !25, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 %1, metadata !26, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %2, metadata !27, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %3, metadata !28, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %4, metadata !29, metadata !DIExpression()), !dbg !36
  %6 = zext i32 %1 to i64
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !37
  %7 = icmp sgt i32 %0, 0, !dbg !38
  br i1 %7, label %8, label %12, !dbg !39

8:                                                ; preds = %5
  %9 = icmp sgt i32 %1, 0
  %10 = zext i32 %0 to i64, !dbg !38
  %11 = zext i32 %1 to i64
  br label %13, !dbg !39

12:                                               ; preds = %19, %5
  ret void, !dbg !40

13:                                               ; preds = %8, %19
  %14 = phi i64 [ 0, %8 ], [ %20, %19 ]
  call void @llvm.dbg.value(metadata i64 %14, metadata !30, metadata !DIExpression()), !dbg !37
  %15 = getelementptr inbounds double, double* %4, i64 %14, !dbg !41
  store double 0.000000e+00, double* %15, align 8, !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !47
  br i1 %9, label %16, label %19, !dbg !48

16:                                               ; preds = %13
  %17 = mul nuw nsw i64 %14, %6
  %18 = getelementptr inbounds double, double* %2, i64 %17
  br label %22, !dbg !48

19:                                               ; preds = %22, %13
  %20 = add nuw nsw i64 %14, 1, !dbg !49
  call void @llvm.dbg.value(metadata i64 %20, metadata !30, metadata !DIExpression()), !dbg !37
  %21 = icmp eq i64 %20, %10, !dbg !38
  br i1 %21, label %12, label %13, !dbg !39, !llvm.loop !50

22:                                               ; preds = %16, %22
  %23 = phi i64 [ 0, %16 ], [ %30, %22 ]
  call void @llvm.dbg.value(metadata i64 %23, metadata !32, metadata !DIExpression()), !dbg !47
  %24 = getelementptr inbounds double, double* %18, i64 %23, !dbg !54
  %25 = load double, double* %24, align 8, !dbg !54, !tbaa !43
  %26 = getelementptr inbounds double, double* %3, i64 %23, !dbg !56
  %27 = load double, double* %26, align 8, !dbg !56, !tbaa !43
  %28 = load double, double* %15, align 8, !dbg !57, !tbaa !43
  %29 = call double @llvm.fmuladd.f64(double %25, double %27, double %28), !dbg !57
  store double %29, double* %15, align 8, !dbg !57, !tbaa !43
  %30 = add nuw nsw i64 %23, 1, !dbg !58
  call void @llvm.dbg.value(metadata i64 %30, metadata !32, metadata !DIExpression()), !dbg !47
  %31 = icmp eq i64 %30, %11, !dbg !59
  br i1 %31, label %19, label %22, !dbg !48, !llvm.loop !60
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @kernel_mtv(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef %4) local_unnamed_addr #0 !dbg !62 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !64, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %1, metadata !65, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %2, metadata !66, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %3, metadata !67, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %4, metadata !68, metadata !DIExpression()), !dbg !76
  %6 = zext i32 %1 to i64
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !77
  %7 = icmp sgt i32 %1, 0, !dbg !78
  br i1 %7, label %8, label %12, !dbg !80

8:                                                ; preds = %5
  %9 = bitcast double* %4 to i8*
  %10 = zext i32 %1 to i64, !dbg !80
  %11 = shl nuw nsw i64 %10, 3, !dbg !80
  call void @llvm.memset.p0i8.i64(i8* align 8 %9, i8 0, i64 %11, i1 false), !dbg !81, !tbaa !43
  call void @llvm.dbg.value(metadata i32 undef, metadata !69, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 undef, metadata !69, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !77
  br label %12, !dbg !82

12:                                               ; preds = %8, %5
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !83
  %13 = icmp sgt i32 %0, 0, !dbg !82
  br i1 %13, label %14, label %24, !dbg !84

14:                                               ; preds = %12
  %15 = icmp sgt i32 %1, 0
  %16 = zext i32 %0 to i64, !dbg !82
  %17 = zext i32 %1 to i64
  br label %18, !dbg !84

18:                                               ; preds = %14, %25
  %19 = phi i64 [ 0, %14 ], [ %26, %25 ]
  call void @llvm.dbg.value(metadata i64 %19, metadata !71, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !85
  br i1 %15, label %20, label %25, !dbg !86

20:                                               ; preds = %18
  %21 = mul nuw nsw i64 %19, %6
  %22 = getelementptr inbounds double, double* %2, i64 %21
  %23 = getelementptr inbounds double, double* %3, i64 %19
  br label %28, !dbg !86

24:                                               ; preds = %25, %12
  ret void, !dbg !87

25:                                               ; preds = %28, %18
  %26 = add nuw nsw i64 %19, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %26, metadata !71, metadata !DIExpression()), !dbg !83
  %27 = icmp eq i64 %26, %16, !dbg !82
  br i1 %27, label %24, label %18, !dbg !84, !llvm.loop !89

28:                                               ; preds = %20, %28
  %29 = phi i64 [ 0, %20 ], [ %36, %28 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !73, metadata !DIExpression()), !dbg !85
  %30 = getelementptr inbounds double, double* %22, i64 %29, !dbg !91
  %31 = load double, double* %30, align 8, !dbg !91, !tbaa !43
  %32 = load double, double* %23, align 8, !dbg !93, !tbaa !43
  %33 = getelementptr inbounds double, double* %4, i64 %29, !dbg !94
  %34 = load double, double* %33, align 8, !dbg !95, !tbaa !43
  %35 = call double @llvm.fmuladd.f64(double %31, double %32, double %34), !dbg !95
  store double %35, double* %33, align 8, !dbg !95, !tbaa !43
  %36 = add nuw nsw i64 %29, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %36, metadata !73, metadata !DIExpression()), !dbg !85
  %37 = icmp eq i64 %36, %17, !dbg !97
  br i1 %37, label %25, label %28, !dbg !86, !llvm.loop !98
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !100 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !104, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i8** %1, metadata !105, metadata !DIExpression()), !dbg !121
  %3 = icmp sgt i32 %0, 1, !dbg !122
  br i1 %3, label %4, label %9, !dbg !123

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !124
  %6 = load i8*, i8** %5, align 8, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i8* %6, metadata !127, metadata !DIExpression()) #9, !dbg !135
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !137
  %8 = trunc i64 %7 to i32, !dbg !138
  br label %9, !dbg !123

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 150, %2 ], !dbg !123
  call void @llvm.dbg.value(metadata i32 %10, metadata !106, metadata !DIExpression()), !dbg !121
  %11 = icmp sgt i32 %0, 2, !dbg !139
  br i1 %11, label %12, label %17, !dbg !140

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !141
  %14 = load i8*, i8** %13, align 8, !dbg !141, !tbaa !125
  call void @llvm.dbg.value(metadata i8* %14, metadata !127, metadata !DIExpression()) #9, !dbg !142
  %15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #9, !dbg !144
  %16 = trunc i64 %15 to i32, !dbg !145
  br label %17, !dbg !140

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %16, %12 ], [ 120, %9 ], !dbg !140
  call void @llvm.dbg.value(metadata i32 %18, metadata !107, metadata !DIExpression()), !dbg !121
  %19 = zext i32 %10 to i64, !dbg !146
  %20 = zext i32 %18 to i64, !dbg !146
  %21 = shl nuw nsw i64 %19, 3, !dbg !146
  %22 = mul i64 %21, %20, !dbg !146
  %23 = call noalias i8* @malloc(i64 noundef %22) #9, !dbg !147
  %24 = bitcast i8* %23 to double*, !dbg !147
  call void @llvm.dbg.value(metadata double* %24, metadata !108, metadata !DIExpression()), !dbg !121
  %25 = sext i32 %18 to i64, !dbg !148
  %26 = shl nsw i64 %25, 3, !dbg !149
  %27 = call noalias i8* @malloc(i64 noundef %26) #9, !dbg !150
  %28 = bitcast i8* %27 to double*, !dbg !150
  call void @llvm.dbg.value(metadata double* %28, metadata !109, metadata !DIExpression()), !dbg !121
  %29 = sext i32 %10 to i64, !dbg !151
  %30 = shl nsw i64 %29, 3, !dbg !152
  %31 = call noalias i8* @malloc(i64 noundef %30) #9, !dbg !153
  %32 = bitcast i8* %31 to double*, !dbg !153
  call void @llvm.dbg.value(metadata double* %32, metadata !110, metadata !DIExpression()), !dbg !121
  %33 = call noalias i8* @malloc(i64 noundef %26) #9, !dbg !154
  %34 = bitcast i8* %33 to double*, !dbg !154
  call void @llvm.dbg.value(metadata double* %34, metadata !111, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !112, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %10, metadata !155, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %18, metadata !160, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata double* %24, metadata !161, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata double* %28, metadata !162, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 0, metadata !163, metadata !DIExpression()), !dbg !172
  %35 = icmp sgt i32 %10, 0, !dbg !173
  br i1 %35, label %36, label %44, !dbg !174

36:                                               ; preds = %17
  %37 = icmp sgt i32 %18, 0
  br label %38, !dbg !174

38:                                               ; preds = %46, %36
  %39 = phi i64 [ 0, %36 ], [ %47, %46 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !163, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !165, metadata !DIExpression()), !dbg !175
  br i1 %37, label %40, label %46, !dbg !176

40:                                               ; preds = %38
  %41 = mul nuw nsw i64 %39, %20
  %42 = getelementptr inbounds double, double* %24, i64 %41
  %43 = trunc i64 %39 to i32
  br label %49, !dbg !176

44:                                               ; preds = %46, %17
  call void @llvm.dbg.value(metadata i32 0, metadata !168, metadata !DIExpression()), !dbg !177
  %45 = icmp sgt i32 %18, 0, !dbg !178
  br i1 %45, label %60, label %68, !dbg !180

46:                                               ; preds = %49, %38
  %47 = add nuw nsw i64 %39, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %47, metadata !163, metadata !DIExpression()), !dbg !172
  %48 = icmp eq i64 %47, %19, !dbg !173
  br i1 %48, label %44, label %38, !dbg !174, !llvm.loop !182

49:                                               ; preds = %49, %40
  %50 = phi i64 [ 0, %40 ], [ %58, %49 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !165, metadata !DIExpression()), !dbg !175
  %51 = trunc i64 %50 to i32, !dbg !184
  %52 = mul nsw i32 %51, 3, !dbg !184
  %53 = add nuw nsw i32 %52, %43, !dbg !186
  %54 = urem i32 %53, 17, !dbg !187
  %55 = add nsw i32 %54, -8, !dbg !188
  %56 = sitofp i32 %55 to double, !dbg !188
  %57 = getelementptr inbounds double, double* %42, i64 %50, !dbg !189
  store double %56, double* %57, align 8, !dbg !190, !tbaa !43
  %58 = add nuw nsw i64 %50, 1, !dbg !191
  call void @llvm.dbg.value(metadata i64 %58, metadata !165, metadata !DIExpression()), !dbg !175
  %59 = icmp eq i64 %58, %20, !dbg !192
  br i1 %59, label %46, label %49, !dbg !176, !llvm.loop !193

60:                                               ; preds = %44, %60
  %61 = phi i64 [ %62, %60 ], [ 0, %44 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !168, metadata !DIExpression()), !dbg !177
  %62 = add nuw nsw i64 %61, 1, !dbg !195
  %63 = trunc i64 %62 to i32, !dbg !196
  %64 = sitofp i32 %63 to double, !dbg !196
  %65 = fdiv double 1.000000e+00, %64, !dbg !197
  %66 = getelementptr inbounds double, double* %28, i64 %61, !dbg !198
  store double %65, double* %66, align 8, !dbg !199, !tbaa !43
  call void @llvm.dbg.value(metadata i64 %62, metadata !168, metadata !DIExpression()), !dbg !177
  %67 = icmp eq i64 %62, %20, !dbg !178
  br i1 %67, label %68, label %60, !dbg !180, !llvm.loop !200

68:                                               ; preds = %60, %44
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !202
  %69 = icmp sgt i32 %18, 0
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !202
  %70 = shl nuw nsw i64 %20, 3
  %71 = zext i32 %18 to i64
  br label %76, !dbg !203

72:                                               ; preds = %122
  call void @llvm.dbg.value(metadata i32 0, metadata !119, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !112, metadata !DIExpression()), !dbg !121
  %73 = icmp sgt i32 %18, 0, !dbg !205
  br i1 %73, label %74, label %133, !dbg !207

74:                                               ; preds = %72
  %75 = zext i32 %18 to i64, !dbg !205
  br label %136, !dbg !207

76:                                               ; preds = %68, %122
  %77 = phi i32 [ 0, %68 ], [ %123, %122 ]
  call void @llvm.dbg.value(metadata i32 %77, metadata !113, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i32 %10, metadata !25, metadata !DIExpression()) #9, !dbg !208
  call void @llvm.dbg.value(metadata i32 %18, metadata !26, metadata !DIExpression()) #9, !dbg !208
  call void @llvm.dbg.value(metadata double* %24, metadata !27, metadata !DIExpression()) #9, !dbg !208
  call void @llvm.dbg.value(metadata double* %28, metadata !28, metadata !DIExpression()) #9, !dbg !208
  call void @llvm.dbg.value(metadata double* %32, metadata !29, metadata !DIExpression()) #9, !dbg !208
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !210
  br i1 %35, label %78, label %99, !dbg !211

78:                                               ; preds = %76, %86
  %79 = phi i64 [ %87, %86 ], [ 0, %76 ]
  call void @llvm.dbg.value(metadata i64 %79, metadata !30, metadata !DIExpression()) #9, !dbg !210
  %80 = getelementptr inbounds double, double* %32, i64 %79, !dbg !212
  store double 0.000000e+00, double* %80, align 8, !dbg !213, !tbaa !43
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #9, !dbg !214
  br i1 %45, label %81, label %86, !dbg !215

81:                                               ; preds = %78
  %82 = mul nuw nsw i64 %79, %20
  %83 = getelementptr inbounds double, double* %24, i64 %82
  %84 = load double, double* %80, align 8, !tbaa !43
  br label %89, !dbg !215

85:                                               ; preds = %89
  store double %96, double* %80, align 8, !dbg !216, !tbaa !43
  br label %86, !dbg !217

86:                                               ; preds = %85, %78
  %87 = add nuw nsw i64 %79, 1, !dbg !217
  call void @llvm.dbg.value(metadata i64 %87, metadata !30, metadata !DIExpression()) #9, !dbg !210
  %88 = icmp eq i64 %87, %19, !dbg !218
  br i1 %88, label %99, label %78, !dbg !211, !llvm.loop !219

89:                                               ; preds = %89, %81
  %90 = phi double [ %84, %81 ], [ %96, %89 ], !dbg !214
  %91 = phi i64 [ 0, %81 ], [ %97, %89 ]
  call void @llvm.dbg.value(metadata i64 %91, metadata !32, metadata !DIExpression()) #9, !dbg !214
  %92 = getelementptr inbounds double, double* %83, i64 %91, !dbg !221
  %93 = load double, double* %92, align 8, !dbg !221, !tbaa !43
  %94 = getelementptr inbounds double, double* %28, i64 %91, !dbg !222
  %95 = load double, double* %94, align 8, !dbg !222, !tbaa !43
  %96 = call double @llvm.fmuladd.f64(double %93, double %95, double %90) #9, !dbg !216
  %97 = add nuw nsw i64 %91, 1, !dbg !223
  call void @llvm.dbg.value(metadata i64 %97, metadata !32, metadata !DIExpression()) #9, !dbg !214
  %98 = icmp eq i64 %97, %20, !dbg !224
  br i1 %98, label %85, label %89, !dbg !215, !llvm.loop !225

99:                                               ; preds = %86, %76
  call void @llvm.dbg.value(metadata i32 %10, metadata !64, metadata !DIExpression()) #9, !dbg !227
  call void @llvm.dbg.value(metadata i32 %18, metadata !65, metadata !DIExpression()) #9, !dbg !227
  call void @llvm.dbg.value(metadata double* %24, metadata !66, metadata !DIExpression()) #9, !dbg !227
  call void @llvm.dbg.value(metadata double* %32, metadata !67, metadata !DIExpression()) #9, !dbg !227
  call void @llvm.dbg.value(metadata double* %34, metadata !68, metadata !DIExpression()) #9, !dbg !227
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #9, !dbg !229
  br i1 %45, label %100, label %101, !dbg !230

100:                                              ; preds = %99
  call void @llvm.memset.p0i8.i64(i8* align 8 %33, i8 0, i64 %70, i1 false) #9, !dbg !231, !tbaa !43
  call void @llvm.dbg.value(metadata i32 undef, metadata !69, metadata !DIExpression()) #9, !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !69, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !229
  br label %101, !dbg !232

101:                                              ; preds = %100, %99
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()) #9, !dbg !233
  br i1 %35, label %102, label %121, !dbg !234

102:                                              ; preds = %101, %109
  %103 = phi i64 [ %110, %109 ], [ 0, %101 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !71, metadata !DIExpression()) #9, !dbg !233
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #9, !dbg !235
  br i1 %45, label %104, label %109, !dbg !236

104:                                              ; preds = %102
  %105 = mul nuw nsw i64 %103, %20
  %106 = getelementptr inbounds double, double* %24, i64 %105
  %107 = getelementptr inbounds double, double* %32, i64 %103
  %108 = load double, double* %107, align 8, !tbaa !43
  br label %112, !dbg !236

109:                                              ; preds = %112, %102
  %110 = add nuw nsw i64 %103, 1, !dbg !237
  call void @llvm.dbg.value(metadata i64 %110, metadata !71, metadata !DIExpression()) #9, !dbg !233
  %111 = icmp eq i64 %110, %19, !dbg !232
  br i1 %111, label %121, label %102, !dbg !234, !llvm.loop !238

112:                                              ; preds = %112, %104
  %113 = phi i64 [ 0, %104 ], [ %119, %112 ]
  call void @llvm.dbg.value(metadata i64 %113, metadata !73, metadata !DIExpression()) #9, !dbg !235
  %114 = getelementptr inbounds double, double* %106, i64 %113, !dbg !240
  %115 = load double, double* %114, align 8, !dbg !240, !tbaa !43
  %116 = getelementptr inbounds double, double* %34, i64 %113, !dbg !241
  %117 = load double, double* %116, align 8, !dbg !242, !tbaa !43
  %118 = call double @llvm.fmuladd.f64(double %115, double %108, double %117) #9, !dbg !242
  store double %118, double* %116, align 8, !dbg !242, !tbaa !43
  %119 = add nuw nsw i64 %113, 1, !dbg !243
  call void @llvm.dbg.value(metadata i64 %119, metadata !73, metadata !DIExpression()) #9, !dbg !235
  %120 = icmp eq i64 %119, %20, !dbg !244
  br i1 %120, label %109, label %112, !dbg !236, !llvm.loop !245

121:                                              ; preds = %109, %101
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()), !dbg !247
  br i1 %69, label %125, label %122, !dbg !248

122:                                              ; preds = %125, %121
  %123 = add nuw nsw i32 %77, 1, !dbg !249
  call void @llvm.dbg.value(metadata i32 %123, metadata !113, metadata !DIExpression()), !dbg !202
  %124 = icmp eq i32 %123, 3, !dbg !250
  br i1 %124, label %72, label %76, !dbg !203, !llvm.loop !251

125:                                              ; preds = %121, %125
  %126 = phi i64 [ %131, %125 ], [ 0, %121 ]
  call void @llvm.dbg.value(metadata i64 %126, metadata !115, metadata !DIExpression()), !dbg !247
  %127 = getelementptr inbounds double, double* %34, i64 %126, !dbg !253
  %128 = load double, double* %127, align 8, !dbg !253, !tbaa !43
  %129 = fmul double %128, 1.000000e-03, !dbg !255
  %130 = getelementptr inbounds double, double* %28, i64 %126, !dbg !256
  store double %129, double* %130, align 8, !dbg !257, !tbaa !43
  %131 = add nuw nsw i64 %126, 1, !dbg !258
  call void @llvm.dbg.value(metadata i64 %131, metadata !115, metadata !DIExpression()), !dbg !247
  %132 = icmp eq i64 %131, %71, !dbg !259
  br i1 %132, label %122, label %125, !dbg !248, !llvm.loop !260

133:                                              ; preds = %136, %72
  %134 = phi double [ 0.000000e+00, %72 ], [ %141, %136 ], !dbg !121
  %135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %134), !dbg !262
  call void @free(i8* noundef %23) #9, !dbg !263
  call void @free(i8* noundef %27) #9, !dbg !264
  call void @free(i8* noundef %31) #9, !dbg !265
  call void @free(i8* noundef %33) #9, !dbg !266
  ret i32 0, !dbg !267

136:                                              ; preds = %74, %136
  %137 = phi i64 [ 0, %74 ], [ %142, %136 ]
  %138 = phi double [ 0.000000e+00, %74 ], [ %141, %136 ]
  call void @llvm.dbg.value(metadata i64 %137, metadata !119, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata double %138, metadata !112, metadata !DIExpression()), !dbg !121
  %139 = getelementptr inbounds double, double* %34, i64 %137, !dbg !268
  %140 = load double, double* %139, align 8, !dbg !268, !tbaa !43
  %141 = fadd double %138, %140, !dbg !269
  call void @llvm.dbg.value(metadata double %141, metadata !112, metadata !DIExpression()), !dbg !121
  %142 = add nuw nsw i64 %137, 1, !dbg !270
  call void @llvm.dbg.value(metadata i64 %142, metadata !119, metadata !DIExpression()), !dbg !204
  %143 = icmp eq i64 %142, %75, !dbg !205
  br i1 %143, label %133, label %136, !dbg !207, !llvm.loop !271
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
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vla_mv.c", directory: ".", checksumkind: CSK_MD5, checksum: "7457b89bfca1f79bcca8e1524daeafa5")
!2 = !{!3, !4, !7, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "kernel_mv", scope: !1, file: !1, line: 15, type: !17, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !24)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !3, !3, !19, !23, !23}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: -1)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!24 = !{!25, !26, !27, !28, !29, !30, !32}
!25 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 15, type: !3)
!26 = !DILocalVariable(name: "m", arg: 2, scope: !16, file: !1, line: 15, type: !3)
!27 = !DILocalVariable(name: "A", arg: 3, scope: !16, file: !1, line: 15, type: !19)
!28 = !DILocalVariable(name: "x", arg: 4, scope: !16, file: !1, line: 15, type: !23)
!29 = !DILocalVariable(name: "y", arg: 5, scope: !16, file: !1, line: 15, type: !23)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 17, type: !3)
!31 = distinct !DILexicalBlock(scope: !16, file: !1, line: 17, column: 3)
!32 = !DILocalVariable(name: "j", scope: !33, file: !1, line: 19, type: !3)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 19, column: 5)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 17, column: 31)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 17, column: 3)
!36 = !DILocation(line: 0, scope: !16)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 17, column: 21, scope: !35)
!39 = !DILocation(line: 17, column: 3, scope: !31)
!40 = !DILocation(line: 22, column: 1, scope: !16)
!41 = !DILocation(line: 18, column: 5, scope: !34)
!42 = !DILocation(line: 18, column: 10, scope: !34)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 0, scope: !33)
!48 = !DILocation(line: 19, column: 5, scope: !33)
!49 = !DILocation(line: 17, column: 27, scope: !35)
!50 = distinct !{!50, !39, !51, !52, !53}
!51 = !DILocation(line: 21, column: 3, scope: !31)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!"llvm.loop.unroll.disable"}
!54 = !DILocation(line: 20, column: 15, scope: !55)
!55 = distinct !DILexicalBlock(scope: !33, file: !1, line: 19, column: 5)
!56 = !DILocation(line: 20, column: 25, scope: !55)
!57 = !DILocation(line: 20, column: 12, scope: !55)
!58 = !DILocation(line: 19, column: 29, scope: !55)
!59 = !DILocation(line: 19, column: 23, scope: !55)
!60 = distinct !{!60, !48, !61, !52, !53}
!61 = !DILocation(line: 20, column: 28, scope: !33)
!62 = distinct !DISubprogram(name: "kernel_mtv", scope: !1, file: !1, line: 24, type: !17, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !63)
!63 = !{!64, !65, !66, !67, !68, !69, !71, !73}
!64 = !DILocalVariable(name: "n", arg: 1, scope: !62, file: !1, line: 24, type: !3)
!65 = !DILocalVariable(name: "m", arg: 2, scope: !62, file: !1, line: 24, type: !3)
!66 = !DILocalVariable(name: "A", arg: 3, scope: !62, file: !1, line: 24, type: !19)
!67 = !DILocalVariable(name: "y", arg: 4, scope: !62, file: !1, line: 24, type: !23)
!68 = !DILocalVariable(name: "z", arg: 5, scope: !62, file: !1, line: 24, type: !23)
!69 = !DILocalVariable(name: "j", scope: !70, file: !1, line: 26, type: !3)
!70 = distinct !DILexicalBlock(scope: !62, file: !1, line: 26, column: 3)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 28, type: !3)
!72 = distinct !DILexicalBlock(scope: !62, file: !1, line: 28, column: 3)
!73 = !DILocalVariable(name: "j", scope: !74, file: !1, line: 29, type: !3)
!74 = distinct !DILexicalBlock(scope: !75, file: !1, line: 29, column: 5)
!75 = distinct !DILexicalBlock(scope: !72, file: !1, line: 28, column: 3)
!76 = !DILocation(line: 0, scope: !62)
!77 = !DILocation(line: 0, scope: !70)
!78 = !DILocation(line: 26, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !70, file: !1, line: 26, column: 3)
!80 = !DILocation(line: 26, column: 3, scope: !70)
!81 = !DILocation(line: 27, column: 10, scope: !79)
!82 = !DILocation(line: 28, column: 21, scope: !75)
!83 = !DILocation(line: 0, scope: !72)
!84 = !DILocation(line: 28, column: 3, scope: !72)
!85 = !DILocation(line: 0, scope: !74)
!86 = !DILocation(line: 29, column: 5, scope: !74)
!87 = !DILocation(line: 31, column: 1, scope: !62)
!88 = !DILocation(line: 28, column: 27, scope: !75)
!89 = distinct !{!89, !84, !90, !52, !53}
!90 = !DILocation(line: 30, column: 28, scope: !72)
!91 = !DILocation(line: 30, column: 15, scope: !92)
!92 = distinct !DILexicalBlock(scope: !74, file: !1, line: 29, column: 5)
!93 = !DILocation(line: 30, column: 25, scope: !92)
!94 = !DILocation(line: 30, column: 7, scope: !92)
!95 = !DILocation(line: 30, column: 12, scope: !92)
!96 = !DILocation(line: 29, column: 29, scope: !92)
!97 = !DILocation(line: 29, column: 23, scope: !92)
!98 = distinct !{!98, !86, !99, !52, !53}
!99 = !DILocation(line: 30, column: 28, scope: !74)
!100 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 33, type: !101, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!3, !3, !4}
!103 = !{!104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !115, !119}
!104 = !DILocalVariable(name: "argc", arg: 1, scope: !100, file: !1, line: 33, type: !3)
!105 = !DILocalVariable(name: "argv", arg: 2, scope: !100, file: !1, line: 33, type: !4)
!106 = !DILocalVariable(name: "n", scope: !100, file: !1, line: 35, type: !3)
!107 = !DILocalVariable(name: "m", scope: !100, file: !1, line: 36, type: !3)
!108 = !DILocalVariable(name: "A", scope: !100, file: !1, line: 37, type: !19)
!109 = !DILocalVariable(name: "x", scope: !100, file: !1, line: 38, type: !23)
!110 = !DILocalVariable(name: "y", scope: !100, file: !1, line: 39, type: !23)
!111 = !DILocalVariable(name: "z", scope: !100, file: !1, line: 40, type: !23)
!112 = !DILocalVariable(name: "s", scope: !100, file: !1, line: 41, type: !8)
!113 = !DILocalVariable(name: "rep", scope: !114, file: !1, line: 44, type: !3)
!114 = distinct !DILexicalBlock(scope: !100, file: !1, line: 44, column: 3)
!115 = !DILocalVariable(name: "j", scope: !116, file: !1, line: 47, type: !3)
!116 = distinct !DILexicalBlock(scope: !117, file: !1, line: 47, column: 5)
!117 = distinct !DILexicalBlock(scope: !118, file: !1, line: 44, column: 37)
!118 = distinct !DILexicalBlock(scope: !114, file: !1, line: 44, column: 3)
!119 = !DILocalVariable(name: "j", scope: !120, file: !1, line: 50, type: !3)
!120 = distinct !DILexicalBlock(scope: !100, file: !1, line: 50, column: 3)
!121 = !DILocation(line: 0, scope: !100)
!122 = !DILocation(line: 35, column: 16, scope: !100)
!123 = !DILocation(line: 35, column: 11, scope: !100)
!124 = !DILocation(line: 35, column: 27, scope: !100)
!125 = !{!126, !126, i64 0}
!126 = !{!"any pointer", !45, i64 0}
!127 = !DILocalVariable(name: "__nptr", arg: 1, scope: !128, file: !129, line: 362, type: !132)
!128 = distinct !DISubprogram(name: "atoi", scope: !129, file: !129, line: 362, type: !130, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !134)
!129 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!130 = !DISubroutineType(types: !131)
!131 = !{!3, !132}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!134 = !{!127}
!135 = !DILocation(line: 0, scope: !128, inlinedAt: !136)
!136 = distinct !DILocation(line: 35, column: 22, scope: !100)
!137 = !DILocation(line: 364, column: 16, scope: !128, inlinedAt: !136)
!138 = !DILocation(line: 364, column: 10, scope: !128, inlinedAt: !136)
!139 = !DILocation(line: 36, column: 16, scope: !100)
!140 = !DILocation(line: 36, column: 11, scope: !100)
!141 = !DILocation(line: 36, column: 27, scope: !100)
!142 = !DILocation(line: 0, scope: !128, inlinedAt: !143)
!143 = distinct !DILocation(line: 36, column: 22, scope: !100)
!144 = !DILocation(line: 364, column: 16, scope: !128, inlinedAt: !143)
!145 = !DILocation(line: 364, column: 10, scope: !128, inlinedAt: !143)
!146 = !DILocation(line: 37, column: 27, scope: !100)
!147 = !DILocation(line: 37, column: 20, scope: !100)
!148 = !DILocation(line: 38, column: 22, scope: !100)
!149 = !DILocation(line: 38, column: 24, scope: !100)
!150 = !DILocation(line: 38, column: 15, scope: !100)
!151 = !DILocation(line: 39, column: 22, scope: !100)
!152 = !DILocation(line: 39, column: 24, scope: !100)
!153 = !DILocation(line: 39, column: 15, scope: !100)
!154 = !DILocation(line: 40, column: 15, scope: !100)
!155 = !DILocalVariable(name: "n", arg: 1, scope: !156, file: !1, line: 6, type: !3)
!156 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 6, type: !157, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !3, !3, !19, !23}
!159 = !{!155, !160, !161, !162, !163, !165, !168}
!160 = !DILocalVariable(name: "m", arg: 2, scope: !156, file: !1, line: 6, type: !3)
!161 = !DILocalVariable(name: "A", arg: 3, scope: !156, file: !1, line: 6, type: !19)
!162 = !DILocalVariable(name: "x", arg: 4, scope: !156, file: !1, line: 6, type: !23)
!163 = !DILocalVariable(name: "i", scope: !164, file: !1, line: 8, type: !3)
!164 = distinct !DILexicalBlock(scope: !156, file: !1, line: 8, column: 3)
!165 = !DILocalVariable(name: "j", scope: !166, file: !1, line: 9, type: !3)
!166 = distinct !DILexicalBlock(scope: !167, file: !1, line: 9, column: 5)
!167 = distinct !DILexicalBlock(scope: !164, file: !1, line: 8, column: 3)
!168 = !DILocalVariable(name: "j", scope: !169, file: !1, line: 11, type: !3)
!169 = distinct !DILexicalBlock(scope: !156, file: !1, line: 11, column: 3)
!170 = !DILocation(line: 0, scope: !156, inlinedAt: !171)
!171 = distinct !DILocation(line: 43, column: 3, scope: !100)
!172 = !DILocation(line: 0, scope: !164, inlinedAt: !171)
!173 = !DILocation(line: 8, column: 21, scope: !167, inlinedAt: !171)
!174 = !DILocation(line: 8, column: 3, scope: !164, inlinedAt: !171)
!175 = !DILocation(line: 0, scope: !166, inlinedAt: !171)
!176 = !DILocation(line: 9, column: 5, scope: !166, inlinedAt: !171)
!177 = !DILocation(line: 0, scope: !169, inlinedAt: !171)
!178 = !DILocation(line: 11, column: 21, scope: !179, inlinedAt: !171)
!179 = distinct !DILexicalBlock(scope: !169, file: !1, line: 11, column: 3)
!180 = !DILocation(line: 11, column: 3, scope: !169, inlinedAt: !171)
!181 = !DILocation(line: 8, column: 27, scope: !167, inlinedAt: !171)
!182 = distinct !{!182, !174, !183, !52, !53}
!183 = !DILocation(line: 10, column: 46, scope: !164, inlinedAt: !171)
!184 = !DILocation(line: 10, column: 33, scope: !185, inlinedAt: !171)
!185 = distinct !DILexicalBlock(scope: !166, file: !1, line: 9, column: 5)
!186 = !DILocation(line: 10, column: 29, scope: !185, inlinedAt: !171)
!187 = !DILocation(line: 10, column: 38, scope: !185, inlinedAt: !171)
!188 = !DILocation(line: 10, column: 44, scope: !185, inlinedAt: !171)
!189 = !DILocation(line: 10, column: 7, scope: !185, inlinedAt: !171)
!190 = !DILocation(line: 10, column: 15, scope: !185, inlinedAt: !171)
!191 = !DILocation(line: 9, column: 29, scope: !185, inlinedAt: !171)
!192 = !DILocation(line: 9, column: 23, scope: !185, inlinedAt: !171)
!193 = distinct !{!193, !176, !194, !52, !53}
!194 = !DILocation(line: 10, column: 46, scope: !166, inlinedAt: !171)
!195 = !DILocation(line: 12, column: 21, scope: !179, inlinedAt: !171)
!196 = !DILocation(line: 12, column: 18, scope: !179, inlinedAt: !171)
!197 = !DILocation(line: 12, column: 16, scope: !179, inlinedAt: !171)
!198 = !DILocation(line: 12, column: 5, scope: !179, inlinedAt: !171)
!199 = !DILocation(line: 12, column: 10, scope: !179, inlinedAt: !171)
!200 = distinct !{!200, !180, !201, !52, !53}
!201 = !DILocation(line: 12, column: 24, scope: !169, inlinedAt: !171)
!202 = !DILocation(line: 0, scope: !114)
!203 = !DILocation(line: 44, column: 3, scope: !114)
!204 = !DILocation(line: 0, scope: !120)
!205 = !DILocation(line: 50, column: 21, scope: !206)
!206 = distinct !DILexicalBlock(scope: !120, file: !1, line: 50, column: 3)
!207 = !DILocation(line: 50, column: 3, scope: !120)
!208 = !DILocation(line: 0, scope: !16, inlinedAt: !209)
!209 = distinct !DILocation(line: 45, column: 5, scope: !117)
!210 = !DILocation(line: 0, scope: !31, inlinedAt: !209)
!211 = !DILocation(line: 17, column: 3, scope: !31, inlinedAt: !209)
!212 = !DILocation(line: 18, column: 5, scope: !34, inlinedAt: !209)
!213 = !DILocation(line: 18, column: 10, scope: !34, inlinedAt: !209)
!214 = !DILocation(line: 0, scope: !33, inlinedAt: !209)
!215 = !DILocation(line: 19, column: 5, scope: !33, inlinedAt: !209)
!216 = !DILocation(line: 20, column: 12, scope: !55, inlinedAt: !209)
!217 = !DILocation(line: 17, column: 27, scope: !35, inlinedAt: !209)
!218 = !DILocation(line: 17, column: 21, scope: !35, inlinedAt: !209)
!219 = distinct !{!219, !211, !220, !52, !53}
!220 = !DILocation(line: 21, column: 3, scope: !31, inlinedAt: !209)
!221 = !DILocation(line: 20, column: 15, scope: !55, inlinedAt: !209)
!222 = !DILocation(line: 20, column: 25, scope: !55, inlinedAt: !209)
!223 = !DILocation(line: 19, column: 29, scope: !55, inlinedAt: !209)
!224 = !DILocation(line: 19, column: 23, scope: !55, inlinedAt: !209)
!225 = distinct !{!225, !215, !226, !52, !53}
!226 = !DILocation(line: 20, column: 28, scope: !33, inlinedAt: !209)
!227 = !DILocation(line: 0, scope: !62, inlinedAt: !228)
!228 = distinct !DILocation(line: 46, column: 5, scope: !117)
!229 = !DILocation(line: 0, scope: !70, inlinedAt: !228)
!230 = !DILocation(line: 26, column: 3, scope: !70, inlinedAt: !228)
!231 = !DILocation(line: 27, column: 10, scope: !79, inlinedAt: !228)
!232 = !DILocation(line: 28, column: 21, scope: !75, inlinedAt: !228)
!233 = !DILocation(line: 0, scope: !72, inlinedAt: !228)
!234 = !DILocation(line: 28, column: 3, scope: !72, inlinedAt: !228)
!235 = !DILocation(line: 0, scope: !74, inlinedAt: !228)
!236 = !DILocation(line: 29, column: 5, scope: !74, inlinedAt: !228)
!237 = !DILocation(line: 28, column: 27, scope: !75, inlinedAt: !228)
!238 = distinct !{!238, !234, !239, !52, !53}
!239 = !DILocation(line: 30, column: 28, scope: !72, inlinedAt: !228)
!240 = !DILocation(line: 30, column: 15, scope: !92, inlinedAt: !228)
!241 = !DILocation(line: 30, column: 7, scope: !92, inlinedAt: !228)
!242 = !DILocation(line: 30, column: 12, scope: !92, inlinedAt: !228)
!243 = !DILocation(line: 29, column: 29, scope: !92, inlinedAt: !228)
!244 = !DILocation(line: 29, column: 23, scope: !92, inlinedAt: !228)
!245 = distinct !{!245, !236, !246, !52, !53}
!246 = !DILocation(line: 30, column: 28, scope: !74, inlinedAt: !228)
!247 = !DILocation(line: 0, scope: !116)
!248 = !DILocation(line: 47, column: 5, scope: !116)
!249 = !DILocation(line: 44, column: 33, scope: !118)
!250 = !DILocation(line: 44, column: 25, scope: !118)
!251 = distinct !{!251, !203, !252, !52, !53}
!252 = !DILocation(line: 49, column: 3, scope: !114)
!253 = !DILocation(line: 48, column: 14, scope: !254)
!254 = distinct !DILexicalBlock(scope: !116, file: !1, line: 47, column: 5)
!255 = !DILocation(line: 48, column: 19, scope: !254)
!256 = !DILocation(line: 48, column: 7, scope: !254)
!257 = !DILocation(line: 48, column: 12, scope: !254)
!258 = !DILocation(line: 47, column: 29, scope: !254)
!259 = !DILocation(line: 47, column: 23, scope: !254)
!260 = distinct !{!260, !248, !261, !52, !53}
!261 = !DILocation(line: 48, column: 21, scope: !116)
!262 = !DILocation(line: 52, column: 3, scope: !100)
!263 = !DILocation(line: 53, column: 3, scope: !100)
!264 = !DILocation(line: 54, column: 3, scope: !100)
!265 = !DILocation(line: 55, column: 3, scope: !100)
!266 = !DILocation(line: 56, column: 3, scope: !100)
!267 = !DILocation(line: 58, column: 1, scope: !100)
!268 = !DILocation(line: 51, column: 10, scope: !206)
!269 = !DILocation(line: 51, column: 7, scope: !206)
!270 = !DILocation(line: 50, column: 27, scope: !206)
!271 = distinct !{!271, !207, !272, !52, !53}
!272 = !DILocation(line: 51, column: 13, scope: !120)
