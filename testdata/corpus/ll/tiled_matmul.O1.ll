; ModuleID = 'tiled_matmul.c'
source_filename = "tiled_matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.4f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @kernel_tiled_matmul(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef %4) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 %1, metadata !24, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata double* %2, metadata !25, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata double* %3, metadata !26, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata double* %4, metadata !27, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !46
  %6 = icmp sgt i32 %0, 0, !dbg !47
  br i1 %6, label %7, label %74, !dbg !48

7:                                                ; preds = %5
  %8 = sext i32 %1 to i64, !dbg !48
  %9 = sext i32 %0 to i64, !dbg !48
  %10 = sext i32 %0 to i64, !dbg !48
  %11 = sext i32 %0 to i64, !dbg !48
  %12 = sext i32 %0 to i64, !dbg !48
  %13 = sext i32 %0 to i64, !dbg !48
  %14 = sext i32 %1 to i64, !dbg !48
  %15 = sext i32 %0 to i64, !dbg !48
  %16 = sext i32 %1 to i64, !dbg !48
  %17 = sext i32 %0 to i64, !dbg !48
  %18 = sext i32 %1 to i64, !dbg !48
  %19 = sext i32 %0 to i64, !dbg !48
  %20 = icmp sgt i32 %1, 0
  %21 = icmp sgt i32 %1, 0
  br label %22, !dbg !48

22:                                               ; preds = %7, %71
  %23 = phi i64 [ 0, %7 ], [ %72, %71 ]
  call void @llvm.dbg.value(metadata i64 %23, metadata !28, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !46
  %24 = add nsw i64 %23, %18
  br label %25, !dbg !49

25:                                               ; preds = %22, %68
  %26 = phi i64 [ 0, %22 ], [ %69, %68 ]
  call void @llvm.dbg.value(metadata i64 %26, metadata !30, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !46
  %27 = add nsw i64 %26, %16
  br label %28, !dbg !50

28:                                               ; preds = %25, %65
  %29 = phi i64 [ 0, %25 ], [ %66, %65 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !29, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 %23, metadata !31, metadata !DIExpression()), !dbg !46
  br i1 %20, label %30, label %65, !dbg !51

30:                                               ; preds = %28
  %31 = add nsw i64 %29, %14
  br label %32, !dbg !51

32:                                               ; preds = %30, %60
  %33 = phi i64 [ %23, %30 ], [ %61, %60 ]
  call void @llvm.dbg.value(metadata i64 %33, metadata !31, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 %26, metadata !33, metadata !DIExpression()), !dbg !46
  br i1 %21, label %34, label %60, !dbg !52

34:                                               ; preds = %32
  %35 = mul nsw i64 %33, %12
  br label %36, !dbg !52

36:                                               ; preds = %34, %55
  %37 = phi i64 [ %26, %34 ], [ %56, %55 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !33, metadata !DIExpression()), !dbg !46
  %38 = add nsw i64 %37, %35, !dbg !53
  %39 = getelementptr inbounds double, double* %2, i64 %38, !dbg !54
  %40 = load double, double* %39, align 8, !dbg !54, !tbaa !55
  call void @llvm.dbg.value(metadata double %40, metadata !34, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i64 %29, metadata !32, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 %29, metadata !32, metadata !DIExpression()), !dbg !46
  %41 = mul nsw i64 %37, %10
  br label %42, !dbg !60

42:                                               ; preds = %36, %42
  %43 = phi i64 [ %29, %36 ], [ %51, %42 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !32, metadata !DIExpression()), !dbg !46
  %44 = add nsw i64 %43, %41, !dbg !62
  %45 = getelementptr inbounds double, double* %3, i64 %44, !dbg !64
  %46 = load double, double* %45, align 8, !dbg !64, !tbaa !55
  %47 = add nsw i64 %43, %35, !dbg !65
  %48 = getelementptr inbounds double, double* %4, i64 %47, !dbg !66
  %49 = load double, double* %48, align 8, !dbg !67, !tbaa !55
  %50 = call double @llvm.fmuladd.f64(double %40, double %46, double %49), !dbg !67
  store double %50, double* %48, align 8, !dbg !67, !tbaa !55
  %51 = add nsw i64 %43, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %51, metadata !32, metadata !DIExpression()), !dbg !46
  %52 = icmp slt i64 %51, %31, !dbg !69
  %53 = icmp slt i64 %51, %9, !dbg !70
  %54 = and i1 %52, %53, !dbg !70
  br i1 %54, label %42, label %55, !dbg !60, !llvm.loop !71

55:                                               ; preds = %42
  %56 = add nsw i64 %37, 1, !dbg !75
  call void @llvm.dbg.value(metadata i64 %56, metadata !33, metadata !DIExpression()), !dbg !46
  %57 = icmp slt i64 %56, %27, !dbg !76
  %58 = icmp slt i64 %56, %11, !dbg !77
  %59 = and i1 %57, %58, !dbg !77
  br i1 %59, label %36, label %60, !dbg !52, !llvm.loop !78

60:                                               ; preds = %55, %32
  %61 = add nsw i64 %33, 1, !dbg !80
  call void @llvm.dbg.value(metadata i64 %61, metadata !31, metadata !DIExpression()), !dbg !46
  %62 = icmp slt i64 %61, %24, !dbg !81
  %63 = icmp slt i64 %61, %13, !dbg !82
  %64 = and i1 %62, %63, !dbg !82
  br i1 %64, label %32, label %65, !dbg !51, !llvm.loop !83

65:                                               ; preds = %60, %28
  %66 = add i64 %29, %8, !dbg !85
  call void @llvm.dbg.value(metadata i64 %66, metadata !29, metadata !DIExpression()), !dbg !46
  %67 = icmp slt i64 %66, %15, !dbg !86
  br i1 %67, label %28, label %68, !dbg !50, !llvm.loop !87

68:                                               ; preds = %65
  %69 = add i64 %26, %8, !dbg !89
  call void @llvm.dbg.value(metadata i64 %69, metadata !30, metadata !DIExpression()), !dbg !46
  %70 = icmp slt i64 %69, %17, !dbg !90
  br i1 %70, label %25, label %71, !dbg !49, !llvm.loop !91

71:                                               ; preds = %68
  %72 = add i64 %23, %8, !dbg !93
  call void @llvm.dbg.value(metadata i64 %72, metadata !28, metadata !DIExpression()), !dbg !46
  %73 = icmp slt i64 %72, %19, !dbg !47
  br i1 %73, label %22, label %74, !dbg !48, !llvm.loop !94

74:                                               ; preds = %71, %5
  ret void, !dbg !96
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !97 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !101, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i8** %1, metadata !102, metadata !DIExpression()), !dbg !113
  %3 = icmp sgt i32 %0, 1, !dbg !114
  br i1 %3, label %4, label %9, !dbg !115

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !116
  %6 = load i8*, i8** %5, align 8, !dbg !116, !tbaa !117
  call void @llvm.dbg.value(metadata i8* %6, metadata !119, metadata !DIExpression()) #9, !dbg !127
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !129
  %8 = trunc i64 %7 to i32, !dbg !130
  br label %9, !dbg !115

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 50, %2 ], !dbg !115
  call void @llvm.dbg.value(metadata i32 %10, metadata !103, metadata !DIExpression()), !dbg !113
  %11 = icmp sgt i32 %0, 2, !dbg !131
  br i1 %11, label %12, label %17, !dbg !132

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !133
  %14 = load i8*, i8** %13, align 8, !dbg !133, !tbaa !117
  call void @llvm.dbg.value(metadata i8* %14, metadata !119, metadata !DIExpression()) #9, !dbg !134
  %15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #9, !dbg !136
  %16 = trunc i64 %15 to i32, !dbg !137
  br label %17, !dbg !132

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %16, %12 ], [ 16, %9 ], !dbg !132
  call void @llvm.dbg.value(metadata i32 %18, metadata !104, metadata !DIExpression()), !dbg !113
  %19 = mul nsw i32 %10, %10, !dbg !138
  %20 = zext i32 %19 to i64, !dbg !139
  %21 = shl nuw nsw i64 %20, 3, !dbg !140
  %22 = call noalias i8* @malloc(i64 noundef %21) #9, !dbg !141
  %23 = bitcast i8* %22 to double*, !dbg !141
  call void @llvm.dbg.value(metadata double* %23, metadata !105, metadata !DIExpression()), !dbg !113
  %24 = call noalias i8* @malloc(i64 noundef %21) #9, !dbg !142
  %25 = bitcast i8* %24 to double*, !dbg !142
  call void @llvm.dbg.value(metadata double* %25, metadata !106, metadata !DIExpression()), !dbg !113
  %26 = call noalias i8* @malloc(i64 noundef %21) #9, !dbg !143
  %27 = bitcast i8* %26 to double*, !dbg !143
  call void @llvm.dbg.value(metadata double* %27, metadata !107, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !144
  %28 = icmp eq i32 %19, 0, !dbg !145
  br i1 %28, label %33, label %29, !dbg !147

29:                                               ; preds = %17
  %30 = zext i32 %19 to i64, !dbg !147
  %31 = shl nuw nsw i64 %30, 3, !dbg !147
  call void @llvm.memset.p0i8.i64(i8* align 8 %26, i8 0, i64 %31, i1 false), !dbg !148, !tbaa !55
  %32 = zext i32 %19 to i64, !dbg !145
  br label %92, !dbg !147

33:                                               ; preds = %92, %17
  call void @llvm.dbg.value(metadata i32 %10, metadata !23, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata i32 %18, metadata !24, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata double* %23, metadata !25, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata double* %25, metadata !26, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata double* %27, metadata !27, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()) #9, !dbg !150
  %34 = icmp sgt i32 %10, 0, !dbg !152
  br i1 %34, label %35, label %88, !dbg !153

35:                                               ; preds = %33
  %36 = sext i32 %18 to i64, !dbg !153
  %37 = sext i32 %10 to i64, !dbg !153
  %38 = icmp sgt i32 %18, 0
  br label %39, !dbg !153

39:                                               ; preds = %86, %35
  %40 = phi i64 [ 0, %35 ], [ %41, %86 ]
  call void @llvm.dbg.value(metadata i64 %40, metadata !28, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !150
  %41 = add i64 %40, %36
  br label %42, !dbg !154

42:                                               ; preds = %84, %39
  %43 = phi i64 [ 0, %39 ], [ %44, %84 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !30, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()) #9, !dbg !150
  %44 = add i64 %43, %36
  br label %45, !dbg !155

45:                                               ; preds = %81, %42
  %46 = phi i64 [ 0, %42 ], [ %82, %81 ]
  call void @llvm.dbg.value(metadata i64 %46, metadata !29, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata i64 %40, metadata !31, metadata !DIExpression()) #9, !dbg !150
  br i1 %38, label %47, label %81, !dbg !156

47:                                               ; preds = %45
  %48 = add nsw i64 %46, %36
  br label %49, !dbg !156

49:                                               ; preds = %76, %47
  %50 = phi i64 [ %40, %47 ], [ %77, %76 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !31, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata i64 %43, metadata !33, metadata !DIExpression()) #9, !dbg !150
  %51 = mul nsw i64 %50, %37
  br label %52, !dbg !157

52:                                               ; preds = %71, %49
  %53 = phi i64 [ %43, %49 ], [ %72, %71 ]
  call void @llvm.dbg.value(metadata i64 %53, metadata !33, metadata !DIExpression()) #9, !dbg !150
  %54 = add nsw i64 %53, %51, !dbg !158
  %55 = getelementptr inbounds double, double* %23, i64 %54, !dbg !159
  %56 = load double, double* %55, align 8, !dbg !159, !tbaa !55
  call void @llvm.dbg.value(metadata double %56, metadata !34, metadata !DIExpression()) #9, !dbg !160
  call void @llvm.dbg.value(metadata i64 %46, metadata !32, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata i64 %46, metadata !32, metadata !DIExpression()) #9, !dbg !150
  %57 = mul nsw i64 %53, %37
  br label %58, !dbg !161

58:                                               ; preds = %58, %52
  %59 = phi i64 [ %46, %52 ], [ %67, %58 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !32, metadata !DIExpression()) #9, !dbg !150
  %60 = add nsw i64 %59, %57, !dbg !162
  %61 = getelementptr inbounds double, double* %25, i64 %60, !dbg !163
  %62 = load double, double* %61, align 8, !dbg !163, !tbaa !55
  %63 = add nsw i64 %59, %51, !dbg !164
  %64 = getelementptr inbounds double, double* %27, i64 %63, !dbg !165
  %65 = load double, double* %64, align 8, !dbg !166, !tbaa !55
  %66 = call double @llvm.fmuladd.f64(double %56, double %62, double %65) #9, !dbg !166
  store double %66, double* %64, align 8, !dbg !166, !tbaa !55
  %67 = add nsw i64 %59, 1, !dbg !167
  call void @llvm.dbg.value(metadata i64 %67, metadata !32, metadata !DIExpression()) #9, !dbg !150
  %68 = icmp slt i64 %67, %48, !dbg !168
  %69 = icmp slt i64 %67, %37, !dbg !169
  %70 = and i1 %68, %69, !dbg !169
  br i1 %70, label %58, label %71, !dbg !161, !llvm.loop !170

71:                                               ; preds = %58
  %72 = add nsw i64 %53, 1, !dbg !172
  call void @llvm.dbg.value(metadata i64 %72, metadata !33, metadata !DIExpression()) #9, !dbg !150
  %73 = icmp slt i64 %72, %44, !dbg !173
  %74 = icmp slt i64 %72, %37, !dbg !174
  %75 = and i1 %73, %74, !dbg !174
  br i1 %75, label %52, label %76, !dbg !157, !llvm.loop !175

76:                                               ; preds = %71
  %77 = add nsw i64 %50, 1, !dbg !177
  call void @llvm.dbg.value(metadata i64 %77, metadata !31, metadata !DIExpression()) #9, !dbg !150
  %78 = icmp slt i64 %77, %41, !dbg !178
  %79 = icmp slt i64 %77, %37, !dbg !179
  %80 = and i1 %78, %79, !dbg !179
  br i1 %80, label %49, label %81, !dbg !156, !llvm.loop !180

81:                                               ; preds = %76, %45
  %82 = add i64 %46, %36, !dbg !182
  call void @llvm.dbg.value(metadata i64 %82, metadata !29, metadata !DIExpression()) #9, !dbg !150
  %83 = icmp slt i64 %82, %37, !dbg !183
  br i1 %83, label %45, label %84, !dbg !155, !llvm.loop !184

84:                                               ; preds = %81
  call void @llvm.dbg.value(metadata i64 %44, metadata !30, metadata !DIExpression()) #9, !dbg !150
  %85 = icmp slt i64 %44, %37, !dbg !186
  br i1 %85, label %42, label %86, !dbg !154, !llvm.loop !187

86:                                               ; preds = %84
  call void @llvm.dbg.value(metadata i64 %41, metadata !28, metadata !DIExpression()) #9, !dbg !150
  %87 = icmp slt i64 %41, %37, !dbg !152
  br i1 %87, label %39, label %88, !dbg !153, !llvm.loop !189

88:                                               ; preds = %86, %33
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !191
  %89 = icmp eq i32 %19, 0, !dbg !192
  br i1 %89, label %106, label %90, !dbg !194

90:                                               ; preds = %88
  %91 = zext i32 %19 to i64, !dbg !192
  br label %109, !dbg !194

92:                                               ; preds = %29, %92
  %93 = phi i64 [ 0, %29 ], [ %104, %92 ]
  call void @llvm.dbg.value(metadata i64 %93, metadata !108, metadata !DIExpression()), !dbg !144
  %94 = trunc i64 %93 to i32, !dbg !195
  %95 = urem i32 %94, 13, !dbg !195
  %96 = sitofp i32 %95 to double, !dbg !196
  %97 = fmul double %96, 2.500000e-01, !dbg !197
  %98 = getelementptr inbounds double, double* %23, i64 %93, !dbg !198
  store double %97, double* %98, align 8, !dbg !199, !tbaa !55
  %99 = trunc i64 %93 to i32, !dbg !200
  %100 = urem i32 %99, 7, !dbg !200
  %101 = sitofp i32 %100 to double, !dbg !201
  %102 = call double @llvm.fmuladd.f64(double %101, double 5.000000e-01, double -1.000000e+00), !dbg !202
  %103 = getelementptr inbounds double, double* %25, i64 %93, !dbg !203
  store double %102, double* %103, align 8, !dbg !204, !tbaa !55
  %104 = add nuw nsw i64 %93, 1, !dbg !205
  call void @llvm.dbg.value(metadata i64 %104, metadata !108, metadata !DIExpression()), !dbg !144
  %105 = icmp eq i64 %104, %32, !dbg !145
  br i1 %105, label %33, label %92, !dbg !147, !llvm.loop !206

106:                                              ; preds = %109, %88
  %107 = phi double [ 0.000000e+00, %88 ], [ %114, %109 ], !dbg !113
  %108 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %107), !dbg !208
  call void @free(i8* noundef %22) #9, !dbg !209
  call void @free(i8* noundef %24) #9, !dbg !210
  call void @free(i8* noundef %26) #9, !dbg !211
  ret i32 0, !dbg !212

109:                                              ; preds = %90, %109
  %110 = phi i64 [ 0, %90 ], [ %115, %109 ]
  %111 = phi double [ 0.000000e+00, %90 ], [ %114, %109 ]
  call void @llvm.dbg.value(metadata i64 %110, metadata !111, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata double %111, metadata !110, metadata !DIExpression()), !dbg !113
  %112 = getelementptr inbounds double, double* %27, i64 %110, !dbg !213
  %113 = load double, double* %112, align 8, !dbg !213, !tbaa !55
  %114 = fadd double %111, %113, !dbg !214
  call void @llvm.dbg.value(metadata double %114, metadata !110, metadata !DIExpression()), !dbg !113
  %115 = add nuw nsw i64 %110, 1, !dbg !215
  call void @llvm.dbg.value(metadata i64 %115, metadata !111, metadata !DIExpression()), !dbg !191
  %116 = icmp eq i64 %115, %91, !dbg !192
  br i1 %116, label %106, label %109, !dbg !194, !llvm.loop !216
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
!1 = !DIFile(filename: "tiled_matmul.c", directory: ".", checksumkind: CSK_MD5, checksum: "9542e6a640cb48677a2873573d33b904")
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
!15 = distinct !DISubprogram(name: "kernel_tiled_matmul", scope: !1, file: !1, line: 7, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !3, !3, !18, !18, !21}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!22 = !{!23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 7, type: !3)
!24 = !DILocalVariable(name: "bs", arg: 2, scope: !15, file: !1, line: 7, type: !3)
!25 = !DILocalVariable(name: "A", arg: 3, scope: !15, file: !1, line: 7, type: !18)
!26 = !DILocalVariable(name: "B", arg: 4, scope: !15, file: !1, line: 7, type: !18)
!27 = !DILocalVariable(name: "C", arg: 5, scope: !15, file: !1, line: 8, type: !21)
!28 = !DILocalVariable(name: "ii", scope: !15, file: !1, line: 10, type: !3)
!29 = !DILocalVariable(name: "jj", scope: !15, file: !1, line: 10, type: !3)
!30 = !DILocalVariable(name: "kk", scope: !15, file: !1, line: 10, type: !3)
!31 = !DILocalVariable(name: "i", scope: !15, file: !1, line: 10, type: !3)
!32 = !DILocalVariable(name: "j", scope: !15, file: !1, line: 10, type: !3)
!33 = !DILocalVariable(name: "k", scope: !15, file: !1, line: 10, type: !3)
!34 = !DILocalVariable(name: "a", scope: !35, file: !1, line: 16, type: !20)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 15, column: 51)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 15, column: 11)
!37 = distinct !DILexicalBlock(scope: !38, file: !1, line: 15, column: 11)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 14, column: 9)
!39 = distinct !DILexicalBlock(scope: !40, file: !1, line: 14, column: 9)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 13, column: 7)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 13, column: 7)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 12, column: 5)
!43 = distinct !DILexicalBlock(scope: !44, file: !1, line: 12, column: 5)
!44 = distinct !DILexicalBlock(scope: !45, file: !1, line: 11, column: 3)
!45 = distinct !DILexicalBlock(scope: !15, file: !1, line: 11, column: 3)
!46 = !DILocation(line: 0, scope: !15)
!47 = !DILocation(line: 11, column: 19, scope: !44)
!48 = !DILocation(line: 11, column: 3, scope: !45)
!49 = !DILocation(line: 12, column: 5, scope: !43)
!50 = !DILocation(line: 13, column: 7, scope: !41)
!51 = !DILocation(line: 14, column: 9, scope: !39)
!52 = !DILocation(line: 15, column: 11, scope: !37)
!53 = !DILocation(line: 16, column: 32, scope: !35)
!54 = !DILocation(line: 16, column: 24, scope: !35)
!55 = !{!56, !56, i64 0}
!56 = !{!"double", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 0, scope: !35)
!60 = !DILocation(line: 17, column: 13, scope: !61)
!61 = distinct !DILexicalBlock(scope: !35, file: !1, line: 17, column: 13)
!62 = !DILocation(line: 18, column: 43, scope: !63)
!63 = distinct !DILexicalBlock(scope: !61, file: !1, line: 17, column: 13)
!64 = !DILocation(line: 18, column: 35, scope: !63)
!65 = !DILocation(line: 18, column: 23, scope: !63)
!66 = !DILocation(line: 18, column: 15, scope: !63)
!67 = !DILocation(line: 18, column: 28, scope: !63)
!68 = !DILocation(line: 17, column: 49, scope: !63)
!69 = !DILocation(line: 17, column: 28, scope: !63)
!70 = !DILocation(line: 17, column: 38, scope: !63)
!71 = distinct !{!71, !60, !72, !73, !74}
!72 = !DILocation(line: 18, column: 46, scope: !61)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !{!"llvm.loop.unroll.disable"}
!75 = !DILocation(line: 15, column: 47, scope: !36)
!76 = !DILocation(line: 15, column: 26, scope: !36)
!77 = !DILocation(line: 15, column: 36, scope: !36)
!78 = distinct !{!78, !52, !79, !73, !74}
!79 = !DILocation(line: 19, column: 11, scope: !37)
!80 = !DILocation(line: 14, column: 45, scope: !38)
!81 = !DILocation(line: 14, column: 24, scope: !38)
!82 = !DILocation(line: 14, column: 34, scope: !38)
!83 = distinct !{!83, !51, !84, !73, !74}
!84 = !DILocation(line: 19, column: 11, scope: !39)
!85 = !DILocation(line: 13, column: 31, scope: !40)
!86 = !DILocation(line: 13, column: 23, scope: !40)
!87 = distinct !{!87, !50, !88, !73, !74}
!88 = !DILocation(line: 19, column: 11, scope: !41)
!89 = !DILocation(line: 12, column: 29, scope: !42)
!90 = !DILocation(line: 12, column: 21, scope: !42)
!91 = distinct !{!91, !49, !92, !73, !74}
!92 = !DILocation(line: 19, column: 11, scope: !43)
!93 = !DILocation(line: 11, column: 27, scope: !44)
!94 = distinct !{!94, !48, !95, !73, !74}
!95 = !DILocation(line: 19, column: 11, scope: !45)
!96 = !DILocation(line: 20, column: 1, scope: !15)
!97 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !98, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!3, !3, !4}
!100 = !{!101, !102, !103, !104, !105, !106, !107, !108, !110, !111}
!101 = !DILocalVariable(name: "argc", arg: 1, scope: !97, file: !1, line: 22, type: !3)
!102 = !DILocalVariable(name: "argv", arg: 2, scope: !97, file: !1, line: 22, type: !4)
!103 = !DILocalVariable(name: "n", scope: !97, file: !1, line: 24, type: !3)
!104 = !DILocalVariable(name: "bs", scope: !97, file: !1, line: 25, type: !3)
!105 = !DILocalVariable(name: "A", scope: !97, file: !1, line: 26, type: !21)
!106 = !DILocalVariable(name: "B", scope: !97, file: !1, line: 27, type: !21)
!107 = !DILocalVariable(name: "C", scope: !97, file: !1, line: 28, type: !21)
!108 = !DILocalVariable(name: "i", scope: !109, file: !1, line: 29, type: !3)
!109 = distinct !DILexicalBlock(scope: !97, file: !1, line: 29, column: 3)
!110 = !DILocalVariable(name: "s", scope: !97, file: !1, line: 35, type: !20)
!111 = !DILocalVariable(name: "i", scope: !112, file: !1, line: 36, type: !3)
!112 = distinct !DILexicalBlock(scope: !97, file: !1, line: 36, column: 3)
!113 = !DILocation(line: 0, scope: !97)
!114 = !DILocation(line: 24, column: 16, scope: !97)
!115 = !DILocation(line: 24, column: 11, scope: !97)
!116 = !DILocation(line: 24, column: 27, scope: !97)
!117 = !{!118, !118, i64 0}
!118 = !{!"any pointer", !57, i64 0}
!119 = !DILocalVariable(name: "__nptr", arg: 1, scope: !120, file: !121, line: 362, type: !124)
!120 = distinct !DISubprogram(name: "atoi", scope: !121, file: !121, line: 362, type: !122, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !126)
!121 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!122 = !DISubroutineType(types: !123)
!123 = !{!3, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!126 = !{!119}
!127 = !DILocation(line: 0, scope: !120, inlinedAt: !128)
!128 = distinct !DILocation(line: 24, column: 22, scope: !97)
!129 = !DILocation(line: 364, column: 16, scope: !120, inlinedAt: !128)
!130 = !DILocation(line: 364, column: 10, scope: !120, inlinedAt: !128)
!131 = !DILocation(line: 25, column: 17, scope: !97)
!132 = !DILocation(line: 25, column: 12, scope: !97)
!133 = !DILocation(line: 25, column: 28, scope: !97)
!134 = !DILocation(line: 0, scope: !120, inlinedAt: !135)
!135 = distinct !DILocation(line: 25, column: 23, scope: !97)
!136 = !DILocation(line: 364, column: 16, scope: !120, inlinedAt: !135)
!137 = !DILocation(line: 364, column: 10, scope: !120, inlinedAt: !135)
!138 = !DILocation(line: 26, column: 24, scope: !97)
!139 = !DILocation(line: 26, column: 22, scope: !97)
!140 = !DILocation(line: 26, column: 28, scope: !97)
!141 = !DILocation(line: 26, column: 15, scope: !97)
!142 = !DILocation(line: 27, column: 15, scope: !97)
!143 = !DILocation(line: 28, column: 15, scope: !97)
!144 = !DILocation(line: 0, scope: !109)
!145 = !DILocation(line: 29, column: 21, scope: !146)
!146 = distinct !DILexicalBlock(scope: !109, file: !1, line: 29, column: 3)
!147 = !DILocation(line: 29, column: 3, scope: !109)
!148 = !DILocation(line: 32, column: 10, scope: !149)
!149 = distinct !DILexicalBlock(scope: !146, file: !1, line: 29, column: 35)
!150 = !DILocation(line: 0, scope: !15, inlinedAt: !151)
!151 = distinct !DILocation(line: 34, column: 3, scope: !97)
!152 = !DILocation(line: 11, column: 19, scope: !44, inlinedAt: !151)
!153 = !DILocation(line: 11, column: 3, scope: !45, inlinedAt: !151)
!154 = !DILocation(line: 12, column: 5, scope: !43, inlinedAt: !151)
!155 = !DILocation(line: 13, column: 7, scope: !41, inlinedAt: !151)
!156 = !DILocation(line: 14, column: 9, scope: !39, inlinedAt: !151)
!157 = !DILocation(line: 15, column: 11, scope: !37, inlinedAt: !151)
!158 = !DILocation(line: 16, column: 32, scope: !35, inlinedAt: !151)
!159 = !DILocation(line: 16, column: 24, scope: !35, inlinedAt: !151)
!160 = !DILocation(line: 0, scope: !35, inlinedAt: !151)
!161 = !DILocation(line: 17, column: 13, scope: !61, inlinedAt: !151)
!162 = !DILocation(line: 18, column: 43, scope: !63, inlinedAt: !151)
!163 = !DILocation(line: 18, column: 35, scope: !63, inlinedAt: !151)
!164 = !DILocation(line: 18, column: 23, scope: !63, inlinedAt: !151)
!165 = !DILocation(line: 18, column: 15, scope: !63, inlinedAt: !151)
!166 = !DILocation(line: 18, column: 28, scope: !63, inlinedAt: !151)
!167 = !DILocation(line: 17, column: 49, scope: !63, inlinedAt: !151)
!168 = !DILocation(line: 17, column: 28, scope: !63, inlinedAt: !151)
!169 = !DILocation(line: 17, column: 38, scope: !63, inlinedAt: !151)
!170 = distinct !{!170, !161, !171, !73, !74}
!171 = !DILocation(line: 18, column: 46, scope: !61, inlinedAt: !151)
!172 = !DILocation(line: 15, column: 47, scope: !36, inlinedAt: !151)
!173 = !DILocation(line: 15, column: 26, scope: !36, inlinedAt: !151)
!174 = !DILocation(line: 15, column: 36, scope: !36, inlinedAt: !151)
!175 = distinct !{!175, !157, !176, !73, !74}
!176 = !DILocation(line: 19, column: 11, scope: !37, inlinedAt: !151)
!177 = !DILocation(line: 14, column: 45, scope: !38, inlinedAt: !151)
!178 = !DILocation(line: 14, column: 24, scope: !38, inlinedAt: !151)
!179 = !DILocation(line: 14, column: 34, scope: !38, inlinedAt: !151)
!180 = distinct !{!180, !156, !181, !73, !74}
!181 = !DILocation(line: 19, column: 11, scope: !39, inlinedAt: !151)
!182 = !DILocation(line: 13, column: 31, scope: !40, inlinedAt: !151)
!183 = !DILocation(line: 13, column: 23, scope: !40, inlinedAt: !151)
!184 = distinct !{!184, !155, !185, !73, !74}
!185 = !DILocation(line: 19, column: 11, scope: !41, inlinedAt: !151)
!186 = !DILocation(line: 12, column: 21, scope: !42, inlinedAt: !151)
!187 = distinct !{!187, !154, !188, !73, !74}
!188 = !DILocation(line: 19, column: 11, scope: !43, inlinedAt: !151)
!189 = distinct !{!189, !153, !190, !73, !74}
!190 = !DILocation(line: 19, column: 11, scope: !45, inlinedAt: !151)
!191 = !DILocation(line: 0, scope: !112)
!192 = !DILocation(line: 36, column: 21, scope: !193)
!193 = distinct !DILexicalBlock(scope: !112, file: !1, line: 36, column: 3)
!194 = !DILocation(line: 36, column: 3, scope: !112)
!195 = !DILocation(line: 30, column: 15, scope: !149)
!196 = !DILocation(line: 30, column: 12, scope: !149)
!197 = !DILocation(line: 30, column: 21, scope: !149)
!198 = !DILocation(line: 30, column: 5, scope: !149)
!199 = !DILocation(line: 30, column: 10, scope: !149)
!200 = !DILocation(line: 31, column: 15, scope: !149)
!201 = !DILocation(line: 31, column: 12, scope: !149)
!202 = !DILocation(line: 31, column: 26, scope: !149)
!203 = !DILocation(line: 31, column: 5, scope: !149)
!204 = !DILocation(line: 31, column: 10, scope: !149)
!205 = !DILocation(line: 29, column: 31, scope: !146)
!206 = distinct !{!206, !147, !207, !73, !74}
!207 = !DILocation(line: 33, column: 3, scope: !109)
!208 = !DILocation(line: 38, column: 3, scope: !97)
!209 = !DILocation(line: 39, column: 3, scope: !97)
!210 = !DILocation(line: 40, column: 3, scope: !97)
!211 = !DILocation(line: 41, column: 3, scope: !97)
!212 = !DILocation(line: 42, column: 3, scope: !97)
!213 = !DILocation(line: 37, column: 10, scope: !193)
!214 = !DILocation(line: 37, column: 7, scope: !193)
!215 = !DILocation(line: 36, column: 31, scope: !193)
!216 = distinct !{!216, !194, !217, !73, !74}
!217 = !DILocation(line: 37, column: 13, scope: !112)
