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
  br i1 %7, label %8, label %15, !dbg !39

8:                                                ; preds = %5
  %9 = icmp sgt i32 %1, 0
  %10 = zext i32 %0 to i64, !dbg !38
  %11 = and i64 %6, 1
  %12 = icmp eq i32 %1, 1
  %13 = and i64 %6, 4294967294
  %14 = icmp eq i64 %11, 0
  br label %16, !dbg !39

15:                                               ; preds = %31, %5
  ret void, !dbg !40

16:                                               ; preds = %8, %31
  %17 = phi i64 [ 0, %8 ], [ %32, %31 ]
  call void @llvm.dbg.value(metadata i64 %17, metadata !30, metadata !DIExpression()), !dbg !37
  %18 = getelementptr inbounds double, double* %4, i64 %17, !dbg !41
  store double 0.000000e+00, double* %18, align 8, !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !47
  br i1 %9, label %19, label %31, !dbg !48

19:                                               ; preds = %16
  %20 = mul nuw nsw i64 %17, %6
  %21 = getelementptr inbounds double, double* %2, i64 %20
  br i1 %12, label %22, label %34, !dbg !48

22:                                               ; preds = %34, %19
  %23 = phi double [ 0.000000e+00, %19 ], [ %48, %34 ]
  %24 = phi i64 [ 0, %19 ], [ %49, %34 ]
  br i1 %14, label %31, label %25, !dbg !48

25:                                               ; preds = %22
  call void @llvm.dbg.value(metadata i64 %24, metadata !32, metadata !DIExpression()), !dbg !47
  %26 = getelementptr inbounds double, double* %21, i64 %24, !dbg !49
  %27 = load double, double* %26, align 8, !dbg !49, !tbaa !43
  %28 = getelementptr inbounds double, double* %3, i64 %24, !dbg !51
  %29 = load double, double* %28, align 8, !dbg !51, !tbaa !43
  %30 = tail call double @llvm.fmuladd.f64(double %27, double %29, double %23), !dbg !52
  store double %30, double* %18, align 8, !dbg !52, !tbaa !43
  call void @llvm.dbg.value(metadata i64 %24, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !47
  br label %31, !dbg !53

31:                                               ; preds = %25, %22, %16
  %32 = add nuw nsw i64 %17, 1, !dbg !53
  call void @llvm.dbg.value(metadata i64 %32, metadata !30, metadata !DIExpression()), !dbg !37
  %33 = icmp eq i64 %32, %10, !dbg !38
  br i1 %33, label %15, label %16, !dbg !39, !llvm.loop !54

34:                                               ; preds = %19, %34
  %35 = phi double [ %48, %34 ], [ 0.000000e+00, %19 ], !dbg !52
  %36 = phi i64 [ %49, %34 ], [ 0, %19 ]
  %37 = phi i64 [ %50, %34 ], [ 0, %19 ]
  call void @llvm.dbg.value(metadata i64 %36, metadata !32, metadata !DIExpression()), !dbg !47
  %38 = getelementptr inbounds double, double* %21, i64 %36, !dbg !49
  %39 = load double, double* %38, align 8, !dbg !49, !tbaa !43
  %40 = getelementptr inbounds double, double* %3, i64 %36, !dbg !51
  %41 = load double, double* %40, align 8, !dbg !51, !tbaa !43
  %42 = tail call double @llvm.fmuladd.f64(double %39, double %41, double %35), !dbg !52
  store double %42, double* %18, align 8, !dbg !52, !tbaa !43
  %43 = or i64 %36, 1, !dbg !57
  call void @llvm.dbg.value(metadata i64 %43, metadata !32, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i64 %43, metadata !32, metadata !DIExpression()), !dbg !47
  %44 = getelementptr inbounds double, double* %21, i64 %43, !dbg !49
  %45 = load double, double* %44, align 8, !dbg !49, !tbaa !43
  %46 = getelementptr inbounds double, double* %3, i64 %43, !dbg !51
  %47 = load double, double* %46, align 8, !dbg !51, !tbaa !43
  %48 = tail call double @llvm.fmuladd.f64(double %45, double %47, double %42), !dbg !52
  store double %48, double* %18, align 8, !dbg !52, !tbaa !43
  %49 = add nuw nsw i64 %36, 2, !dbg !57
  call void @llvm.dbg.value(metadata i64 %49, metadata !32, metadata !DIExpression()), !dbg !47
  %50 = add i64 %37, 2, !dbg !48
  %51 = icmp eq i64 %50, %13, !dbg !48
  br i1 %51, label %22, label %34, !dbg !48, !llvm.loop !58
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @kernel_mtv(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef %4) local_unnamed_addr #0 !dbg !60 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !62, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %1, metadata !63, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double* %2, metadata !64, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double* %3, metadata !65, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double* %4, metadata !66, metadata !DIExpression()), !dbg !74
  %6 = zext i32 %1 to i64
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !75
  %7 = icmp sgt i32 %1, 0, !dbg !76
  br i1 %7, label %8, label %11, !dbg !78

8:                                                ; preds = %5
  %9 = bitcast double* %4 to i8*
  %10 = shl nuw nsw i64 %6, 3, !dbg !78
  call void @llvm.memset.p0i8.i64(i8* align 8 %9, i8 0, i64 %10, i1 false), !dbg !79, !tbaa !43
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !75
  br label %11, !dbg !80

11:                                               ; preds = %8, %5
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !81
  %12 = icmp sgt i32 %0, 0, !dbg !80
  br i1 %12, label %13, label %84, !dbg !82

13:                                               ; preds = %11
  %14 = zext i32 %0 to i64, !dbg !80
  %15 = getelementptr double, double* %4, i64 %6, !dbg !82
  %16 = icmp ult i32 %1, 4
  %17 = and i64 %6, 4294967292
  %18 = icmp eq i64 %17, %6
  %19 = and i64 %6, 1
  %20 = icmp eq i64 %19, 0
  %21 = sub nsw i64 0, %6
  br label %22, !dbg !82

22:                                               ; preds = %13, %85
  %23 = phi i64 [ 0, %13 ], [ %86, %85 ]
  call void @llvm.dbg.value(metadata i64 %23, metadata !69, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !83
  %24 = mul i64 %23, %6, !dbg !84
  %25 = getelementptr double, double* %2, i64 %24, !dbg !84
  %26 = add i64 %24, %6, !dbg !84
  %27 = getelementptr double, double* %2, i64 %26, !dbg !84
  %28 = getelementptr double, double* %3, i64 %23, !dbg !84
  %29 = add nuw i64 %23, 1, !dbg !84
  %30 = getelementptr double, double* %3, i64 %29, !dbg !84
  br i1 %7, label %31, label %85, !dbg !84

31:                                               ; preds = %22
  %32 = mul nuw nsw i64 %23, %6
  %33 = getelementptr inbounds double, double* %2, i64 %32
  %34 = getelementptr inbounds double, double* %3, i64 %23
  br i1 %16, label %70, label %35, !dbg !84

35:                                               ; preds = %31
  %36 = icmp ugt double* %27, %4, !dbg !84
  %37 = icmp ult double* %25, %15, !dbg !84
  %38 = and i1 %36, %37, !dbg !84
  %39 = icmp ugt double* %30, %4, !dbg !84
  %40 = icmp ult double* %28, %15, !dbg !84
  %41 = and i1 %39, %40, !dbg !84
  %42 = or i1 %38, %41, !dbg !84
  br i1 %42, label %70, label %43, !dbg !84

43:                                               ; preds = %35
  %44 = load double, double* %34, align 8, !tbaa !43, !alias.scope !85
  %45 = insertelement <2 x double> poison, double %44, i64 0
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> zeroinitializer
  %47 = insertelement <2 x double> poison, double %44, i64 0
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> zeroinitializer
  br label %49, !dbg !84

49:                                               ; preds = %49, %43
  %50 = phi i64 [ 0, %43 ], [ %67, %49 ], !dbg !88
  %51 = getelementptr inbounds double, double* %33, i64 %50, !dbg !88
  %52 = bitcast double* %51 to <2 x double>*, !dbg !90
  %53 = load <2 x double>, <2 x double>* %52, align 8, !dbg !90, !tbaa !43, !alias.scope !91
  %54 = getelementptr inbounds double, double* %51, i64 2, !dbg !90
  %55 = bitcast double* %54 to <2 x double>*, !dbg !90
  %56 = load <2 x double>, <2 x double>* %55, align 8, !dbg !90, !tbaa !43, !alias.scope !91
  %57 = getelementptr inbounds double, double* %4, i64 %50, !dbg !88
  %58 = bitcast double* %57 to <2 x double>*, !dbg !93
  %59 = load <2 x double>, <2 x double>* %58, align 8, !dbg !93, !tbaa !43, !alias.scope !94, !noalias !96
  %60 = getelementptr inbounds double, double* %57, i64 2, !dbg !93
  %61 = bitcast double* %60 to <2 x double>*, !dbg !93
  %62 = load <2 x double>, <2 x double>* %61, align 8, !dbg !93, !tbaa !43, !alias.scope !94, !noalias !96
  %63 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %53, <2 x double> %46, <2 x double> %59), !dbg !88
  %64 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> %48, <2 x double> %62), !dbg !88
  %65 = bitcast double* %57 to <2 x double>*, !dbg !93
  store <2 x double> %63, <2 x double>* %65, align 8, !dbg !93, !tbaa !43, !alias.scope !94, !noalias !96
  %66 = bitcast double* %60 to <2 x double>*, !dbg !93
  store <2 x double> %64, <2 x double>* %66, align 8, !dbg !93, !tbaa !43, !alias.scope !94, !noalias !96
  %67 = add nuw i64 %50, 4, !dbg !88
  %68 = icmp eq i64 %67, %17, !dbg !88
  br i1 %68, label %69, label %49, !dbg !88, !llvm.loop !97

69:                                               ; preds = %49
  br i1 %18, label %85, label %70, !dbg !84

70:                                               ; preds = %35, %31, %69
  %71 = phi i64 [ 0, %35 ], [ 0, %31 ], [ %17, %69 ]
  %72 = xor i64 %71, -1, !dbg !84
  br i1 %20, label %81, label %73, !dbg !84

73:                                               ; preds = %70
  call void @llvm.dbg.value(metadata i64 undef, metadata !71, metadata !DIExpression()), !dbg !83
  %74 = getelementptr inbounds double, double* %33, i64 %71, !dbg !90
  %75 = load double, double* %74, align 8, !dbg !90, !tbaa !43
  %76 = load double, double* %34, align 8, !dbg !100, !tbaa !43
  %77 = getelementptr inbounds double, double* %4, i64 %71, !dbg !101
  %78 = load double, double* %77, align 8, !dbg !93, !tbaa !43
  %79 = tail call double @llvm.fmuladd.f64(double %75, double %76, double %78), !dbg !93
  store double %79, double* %77, align 8, !dbg !93, !tbaa !43
  %80 = or i64 %71, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %80, metadata !71, metadata !DIExpression()), !dbg !83
  br label %81, !dbg !84

81:                                               ; preds = %73, %70
  %82 = phi i64 [ %71, %70 ], [ %80, %73 ]
  %83 = icmp eq i64 %72, %21, !dbg !84
  br i1 %83, label %85, label %88, !dbg !84

84:                                               ; preds = %85, %11
  ret void, !dbg !102

85:                                               ; preds = %81, %88, %69, %22
  %86 = add nuw nsw i64 %23, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %86, metadata !69, metadata !DIExpression()), !dbg !81
  %87 = icmp eq i64 %86, %14, !dbg !80
  br i1 %87, label %84, label %22, !dbg !82, !llvm.loop !104

88:                                               ; preds = %81, %88
  %89 = phi i64 [ %103, %88 ], [ %82, %81 ]
  call void @llvm.dbg.value(metadata i64 %89, metadata !71, metadata !DIExpression()), !dbg !83
  %90 = getelementptr inbounds double, double* %33, i64 %89, !dbg !90
  %91 = load double, double* %90, align 8, !dbg !90, !tbaa !43
  %92 = load double, double* %34, align 8, !dbg !100, !tbaa !43
  %93 = getelementptr inbounds double, double* %4, i64 %89, !dbg !101
  %94 = load double, double* %93, align 8, !dbg !93, !tbaa !43
  %95 = tail call double @llvm.fmuladd.f64(double %91, double %92, double %94), !dbg !93
  store double %95, double* %93, align 8, !dbg !93, !tbaa !43
  %96 = add nuw nsw i64 %89, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %96, metadata !71, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %96, metadata !71, metadata !DIExpression()), !dbg !83
  %97 = getelementptr inbounds double, double* %33, i64 %96, !dbg !90
  %98 = load double, double* %97, align 8, !dbg !90, !tbaa !43
  %99 = load double, double* %34, align 8, !dbg !100, !tbaa !43
  %100 = getelementptr inbounds double, double* %4, i64 %96, !dbg !101
  %101 = load double, double* %100, align 8, !dbg !93, !tbaa !43
  %102 = tail call double @llvm.fmuladd.f64(double %98, double %99, double %101), !dbg !93
  store double %102, double* %100, align 8, !dbg !93, !tbaa !43
  %103 = add nuw nsw i64 %89, 2, !dbg !88
  call void @llvm.dbg.value(metadata i64 %103, metadata !71, metadata !DIExpression()), !dbg !83
  %104 = icmp eq i64 %103, %6, !dbg !106
  br i1 %104, label %85, label %88, !dbg !84, !llvm.loop !107
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !108 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !112, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i8** %1, metadata !113, metadata !DIExpression()), !dbg !129
  %3 = icmp sgt i32 %0, 1, !dbg !130
  br i1 %3, label %4, label %15, !dbg !131

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !132
  %6 = load i8*, i8** %5, align 8, !dbg !132, !tbaa !133
  call void @llvm.dbg.value(metadata i8* %6, metadata !135, metadata !DIExpression()) #9, !dbg !143
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !145
  %8 = trunc i64 %7 to i32, !dbg !146
  call void @llvm.dbg.value(metadata i32 %8, metadata !114, metadata !DIExpression()), !dbg !129
  %9 = icmp eq i32 %0, 2, !dbg !147
  br i1 %9, label %15, label %10, !dbg !148

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !149
  %12 = load i8*, i8** %11, align 8, !dbg !149, !tbaa !133
  call void @llvm.dbg.value(metadata i8* %12, metadata !135, metadata !DIExpression()) #9, !dbg !150
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #9, !dbg !152
  %14 = trunc i64 %13 to i32, !dbg !153
  br label %15, !dbg !148

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 150, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 120, %4 ], [ 120, %2 ], !dbg !148
  call void @llvm.dbg.value(metadata i32 %17, metadata !115, metadata !DIExpression()), !dbg !129
  %18 = zext i32 %16 to i64, !dbg !154
  %19 = zext i32 %17 to i64, !dbg !154
  %20 = shl nuw nsw i64 %18, 3, !dbg !154
  %21 = mul i64 %20, %19, !dbg !154
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #9, !dbg !155
  %23 = bitcast i8* %22 to double*, !dbg !155
  call void @llvm.dbg.value(metadata double* %23, metadata !116, metadata !DIExpression()), !dbg !129
  %24 = sext i32 %17 to i64, !dbg !156
  %25 = shl nsw i64 %24, 3, !dbg !157
  %26 = tail call noalias i8* @malloc(i64 noundef %25) #9, !dbg !158
  %27 = bitcast i8* %26 to double*, !dbg !158
  call void @llvm.dbg.value(metadata double* %27, metadata !117, metadata !DIExpression()), !dbg !129
  %28 = sext i32 %16 to i64, !dbg !159
  %29 = shl nsw i64 %28, 3, !dbg !160
  %30 = tail call noalias i8* @malloc(i64 noundef %29) #9, !dbg !161
  %31 = bitcast i8* %30 to double*, !dbg !161
  call void @llvm.dbg.value(metadata double* %31, metadata !118, metadata !DIExpression()), !dbg !129
  %32 = tail call noalias i8* @malloc(i64 noundef %25) #9, !dbg !162
  %33 = bitcast i8* %32 to double*, !dbg !162
  call void @llvm.dbg.value(metadata double* %33, metadata !119, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !120, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 %8, metadata !163, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 %17, metadata !168, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double* %23, metadata !169, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double* %27, metadata !170, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !171, metadata !DIExpression()), !dbg !180
  %34 = icmp sgt i32 %16, 0, !dbg !181
  br i1 %34, label %35, label %95, !dbg !182

35:                                               ; preds = %15
  %36 = icmp sgt i32 %17, 0
  %37 = and i64 %19, 4294967294, !dbg !182
  %38 = add nsw i64 %37, -2, !dbg !182
  %39 = lshr exact i64 %38, 1, !dbg !182
  %40 = add nuw i64 %39, 1, !dbg !182
  %41 = icmp eq i32 %17, 1
  %42 = and i64 %19, 4294967294
  %43 = and i64 %40, 1
  %44 = icmp eq i64 %38, 0
  %45 = and i64 %40, -2
  %46 = icmp eq i64 %43, 0
  %47 = icmp eq i64 %42, %19
  br label %48, !dbg !182

48:                                               ; preds = %145, %35
  %49 = phi i64 [ 0, %35 ], [ %146, %145 ]
  call void @llvm.dbg.value(metadata i64 %49, metadata !171, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 0, metadata !173, metadata !DIExpression()), !dbg !183
  br i1 %36, label %50, label %145, !dbg !184

50:                                               ; preds = %48
  %51 = mul nuw nsw i64 %49, %19
  %52 = getelementptr inbounds double, double* %23, i64 %51
  %53 = trunc i64 %49 to i32
  br i1 %41, label %93, label %54, !dbg !184

54:                                               ; preds = %50
  %55 = insertelement <2 x i32> poison, i32 %53, i64 0, !dbg !184
  %56 = shufflevector <2 x i32> %55, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !184
  br i1 %44, label %81, label %57, !dbg !184

57:                                               ; preds = %54, %57
  %58 = phi i64 [ %77, %57 ], [ 0, %54 ], !dbg !185
  %59 = phi <2 x i32> [ %78, %57 ], [ <i32 0, i32 1>, %54 ], !dbg !187
  %60 = phi i64 [ %79, %57 ], [ 0, %54 ]
  %61 = mul nsw <2 x i32> %59, <i32 3, i32 3>, !dbg !187
  %62 = add nuw nsw <2 x i32> %61, %56, !dbg !188
  %63 = urem <2 x i32> %62, <i32 17, i32 17>, !dbg !189
  %64 = add nsw <2 x i32> %63, <i32 -8, i32 -8>, !dbg !190
  %65 = sitofp <2 x i32> %64 to <2 x double>, !dbg !190
  %66 = getelementptr inbounds double, double* %52, i64 %58, !dbg !185
  %67 = bitcast double* %66 to <2 x double>*, !dbg !191
  store <2 x double> %65, <2 x double>* %67, align 8, !dbg !191, !tbaa !43
  %68 = or i64 %58, 2, !dbg !185
  %69 = mul <2 x i32> %59, <i32 3, i32 3>, !dbg !187
  %70 = add <2 x i32> %69, <i32 6, i32 6>, !dbg !187
  %71 = add nuw nsw <2 x i32> %70, %56, !dbg !188
  %72 = urem <2 x i32> %71, <i32 17, i32 17>, !dbg !189
  %73 = add nsw <2 x i32> %72, <i32 -8, i32 -8>, !dbg !190
  %74 = sitofp <2 x i32> %73 to <2 x double>, !dbg !190
  %75 = getelementptr inbounds double, double* %52, i64 %68, !dbg !185
  %76 = bitcast double* %75 to <2 x double>*, !dbg !191
  store <2 x double> %74, <2 x double>* %76, align 8, !dbg !191, !tbaa !43
  %77 = add nuw i64 %58, 4, !dbg !185
  %78 = add <2 x i32> %59, <i32 4, i32 4>, !dbg !187
  %79 = add nuw i64 %60, 2, !dbg !185
  %80 = icmp eq i64 %79, %45, !dbg !185
  br i1 %80, label %81, label %57, !dbg !185, !llvm.loop !192

81:                                               ; preds = %57, %54
  %82 = phi i64 [ 0, %54 ], [ %77, %57 ]
  %83 = phi <2 x i32> [ <i32 0, i32 1>, %54 ], [ %78, %57 ]
  br i1 %46, label %92, label %84, !dbg !185

84:                                               ; preds = %81
  %85 = mul nsw <2 x i32> %83, <i32 3, i32 3>, !dbg !187
  %86 = add nuw nsw <2 x i32> %85, %56, !dbg !188
  %87 = urem <2 x i32> %86, <i32 17, i32 17>, !dbg !189
  %88 = add nsw <2 x i32> %87, <i32 -8, i32 -8>, !dbg !190
  %89 = sitofp <2 x i32> %88 to <2 x double>, !dbg !190
  %90 = getelementptr inbounds double, double* %52, i64 %82, !dbg !185
  %91 = bitcast double* %90 to <2 x double>*, !dbg !191
  store <2 x double> %89, <2 x double>* %91, align 8, !dbg !191, !tbaa !43
  br label %92, !dbg !184

92:                                               ; preds = %81, %84
  br i1 %47, label %145, label %93, !dbg !184

93:                                               ; preds = %50, %92
  %94 = phi i64 [ 0, %50 ], [ %42, %92 ]
  br label %148, !dbg !184

95:                                               ; preds = %145, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !176, metadata !DIExpression()), !dbg !194
  %96 = icmp sgt i32 %17, 0, !dbg !195
  br i1 %96, label %97, label %167, !dbg !197

97:                                               ; preds = %95
  %98 = icmp eq i32 %17, 1, !dbg !197
  br i1 %98, label %143, label %99, !dbg !197

99:                                               ; preds = %97
  %100 = and i64 %19, 4294967294, !dbg !197
  %101 = add nsw i64 %100, -2, !dbg !197
  %102 = lshr exact i64 %101, 1, !dbg !197
  %103 = add nuw i64 %102, 1, !dbg !197
  %104 = and i64 %103, 1, !dbg !197
  %105 = icmp eq i64 %101, 0, !dbg !197
  br i1 %105, label %133, label %106, !dbg !197

106:                                              ; preds = %99
  %107 = and i64 %103, -2, !dbg !197
  br label %108, !dbg !197

108:                                              ; preds = %108, %106
  %109 = phi i64 [ 0, %106 ], [ %125, %108 ], !dbg !198
  %110 = phi <2 x i64> [ <i64 0, i64 1>, %106 ], [ %126, %108 ]
  %111 = phi i64 [ 0, %106 ], [ %127, %108 ]
  %112 = trunc <2 x i64> %110 to <2 x i32>, !dbg !199
  %113 = add <2 x i32> %112, <i32 1, i32 1>, !dbg !199
  %114 = sitofp <2 x i32> %113 to <2 x double>, !dbg !199
  %115 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %114, !dbg !200
  %116 = getelementptr inbounds double, double* %27, i64 %109, !dbg !198
  %117 = bitcast double* %116 to <2 x double>*, !dbg !201
  store <2 x double> %115, <2 x double>* %117, align 8, !dbg !201, !tbaa !43
  %118 = or i64 %109, 2, !dbg !198
  %119 = trunc <2 x i64> %110 to <2 x i32>, !dbg !199
  %120 = add <2 x i32> %119, <i32 3, i32 3>, !dbg !199
  %121 = sitofp <2 x i32> %120 to <2 x double>, !dbg !199
  %122 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %121, !dbg !200
  %123 = getelementptr inbounds double, double* %27, i64 %118, !dbg !198
  %124 = bitcast double* %123 to <2 x double>*, !dbg !201
  store <2 x double> %122, <2 x double>* %124, align 8, !dbg !201, !tbaa !43
  %125 = add nuw i64 %109, 4, !dbg !198
  %126 = add <2 x i64> %110, <i64 4, i64 4>
  %127 = add nuw i64 %111, 2, !dbg !198
  %128 = icmp eq i64 %127, %107, !dbg !198
  br i1 %128, label %129, label %108, !dbg !198, !llvm.loop !202

129:                                              ; preds = %108
  %130 = trunc <2 x i64> %126 to <2 x i32>, !dbg !198
  %131 = add <2 x i32> %130, <i32 1, i32 1>, !dbg !198
  %132 = sitofp <2 x i32> %131 to <2 x double>, !dbg !198
  br label %133, !dbg !198

133:                                              ; preds = %129, %99
  %134 = phi i64 [ 0, %99 ], [ %125, %129 ]
  %135 = phi <2 x double> [ <double 1.000000e+00, double 2.000000e+00>, %99 ], [ %132, %129 ]
  %136 = icmp eq i64 %104, 0, !dbg !198
  br i1 %136, label %141, label %137, !dbg !198

137:                                              ; preds = %133
  %138 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %135, !dbg !200
  %139 = getelementptr inbounds double, double* %27, i64 %134, !dbg !198
  %140 = bitcast double* %139 to <2 x double>*, !dbg !201
  store <2 x double> %138, <2 x double>* %140, align 8, !dbg !201, !tbaa !43
  br label %141, !dbg !197

141:                                              ; preds = %133, %137
  %142 = icmp eq i64 %100, %19, !dbg !197
  br i1 %142, label %167, label %143, !dbg !197

143:                                              ; preds = %97, %141
  %144 = phi i64 [ 0, %97 ], [ %100, %141 ]
  br label %159, !dbg !197

145:                                              ; preds = %148, %92, %48
  %146 = add nuw nsw i64 %49, 1, !dbg !204
  call void @llvm.dbg.value(metadata i64 %146, metadata !171, metadata !DIExpression()), !dbg !180
  %147 = icmp eq i64 %146, %18, !dbg !181
  br i1 %147, label %95, label %48, !dbg !182, !llvm.loop !205

148:                                              ; preds = %93, %148
  %149 = phi i64 [ %157, %148 ], [ %94, %93 ]
  call void @llvm.dbg.value(metadata i64 %149, metadata !173, metadata !DIExpression()), !dbg !183
  %150 = trunc i64 %149 to i32, !dbg !187
  %151 = mul nsw i32 %150, 3, !dbg !187
  %152 = add nuw nsw i32 %151, %53, !dbg !188
  %153 = urem i32 %152, 17, !dbg !189
  %154 = add nsw i32 %153, -8, !dbg !190
  %155 = sitofp i32 %154 to double, !dbg !190
  %156 = getelementptr inbounds double, double* %52, i64 %149, !dbg !207
  store double %155, double* %156, align 8, !dbg !191, !tbaa !43
  %157 = add nuw nsw i64 %149, 1, !dbg !185
  call void @llvm.dbg.value(metadata i64 %157, metadata !173, metadata !DIExpression()), !dbg !183
  %158 = icmp eq i64 %157, %19, !dbg !208
  br i1 %158, label %145, label %148, !dbg !184, !llvm.loop !209

159:                                              ; preds = %143, %159
  %160 = phi i64 [ %161, %159 ], [ %144, %143 ]
  call void @llvm.dbg.value(metadata i64 %160, metadata !176, metadata !DIExpression()), !dbg !194
  %161 = add nuw nsw i64 %160, 1, !dbg !198
  %162 = trunc i64 %161 to i32, !dbg !199
  %163 = sitofp i32 %162 to double, !dbg !199
  %164 = fdiv double 1.000000e+00, %163, !dbg !200
  %165 = getelementptr inbounds double, double* %27, i64 %160, !dbg !211
  store double %164, double* %165, align 8, !dbg !201, !tbaa !43
  call void @llvm.dbg.value(metadata i64 %161, metadata !176, metadata !DIExpression()), !dbg !194
  %166 = icmp eq i64 %161, %19, !dbg !195
  br i1 %166, label %167, label %159, !dbg !197, !llvm.loop !212

167:                                              ; preds = %159, %141, %95
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !213
  %168 = shl nuw nsw i64 %19, 3
  %169 = add nsw i64 %19, -1, !dbg !214
  %170 = and i64 %19, 4294967292, !dbg !214
  %171 = add nsw i64 %170, -4, !dbg !214
  %172 = lshr exact i64 %171, 2, !dbg !214
  %173 = add nuw nsw i64 %172, 1, !dbg !214
  %174 = and i64 %19, 3
  %175 = icmp ult i64 %169, 3
  %176 = and i64 %19, 4294967292
  %177 = icmp eq i64 %174, 0
  %178 = icmp ult i32 %17, 4
  %179 = and i64 %19, 4294967292
  %180 = and i64 %173, 1
  %181 = icmp eq i64 %171, 0
  %182 = and i64 %173, 9223372036854775806
  %183 = icmp eq i64 %180, 0
  %184 = icmp eq i64 %179, %19
  %185 = icmp ult i32 %17, 4
  %186 = and i64 %19, 4294967292
  %187 = and i64 %173, 1
  %188 = icmp eq i64 %171, 0
  %189 = and i64 %173, 9223372036854775806
  %190 = icmp eq i64 %187, 0
  %191 = icmp eq i64 %186, %19
  br label %198, !dbg !214

192:                                              ; preds = %397
  call void @llvm.dbg.value(metadata i32 0, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !120, metadata !DIExpression()), !dbg !129
  br i1 %96, label %193, label %428, !dbg !216

193:                                              ; preds = %192
  %194 = and i64 %19, 7, !dbg !216
  %195 = icmp ult i64 %169, 7, !dbg !216
  br i1 %195, label %413, label %196, !dbg !216

196:                                              ; preds = %193
  %197 = and i64 %19, 4294967288, !dbg !216
  br label %431, !dbg !216

198:                                              ; preds = %400, %167
  %199 = phi i32 [ 0, %167 ], [ %401, %400 ]
  call void @llvm.dbg.value(metadata i32 %199, metadata !121, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression()) #9, !dbg !217
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()) #9, !dbg !217
  call void @llvm.dbg.value(metadata double* %23, metadata !27, metadata !DIExpression()) #9, !dbg !217
  call void @llvm.dbg.value(metadata double* %27, metadata !28, metadata !DIExpression()) #9, !dbg !217
  call void @llvm.dbg.value(metadata double* %31, metadata !29, metadata !DIExpression()) #9, !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !219
  br i1 %34, label %200, label %257, !dbg !220

200:                                              ; preds = %198, %224
  %201 = phi i64 [ %225, %224 ], [ 0, %198 ]
  call void @llvm.dbg.value(metadata i64 %201, metadata !30, metadata !DIExpression()) #9, !dbg !219
  %202 = getelementptr inbounds double, double* %31, i64 %201, !dbg !221
  store double 0.000000e+00, double* %202, align 8, !dbg !222, !tbaa !43
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #9, !dbg !223
  br i1 %96, label %203, label %224, !dbg !224

203:                                              ; preds = %200
  %204 = mul nuw nsw i64 %201, %19
  %205 = getelementptr inbounds double, double* %23, i64 %204
  br i1 %175, label %206, label %227, !dbg !224

206:                                              ; preds = %227, %203
  %207 = phi double [ undef, %203 ], [ %253, %227 ]
  %208 = phi double [ 0.000000e+00, %203 ], [ %253, %227 ]
  %209 = phi i64 [ 0, %203 ], [ %254, %227 ]
  br i1 %177, label %222, label %210, !dbg !224

210:                                              ; preds = %206, %210
  %211 = phi double [ %218, %210 ], [ %208, %206 ], !dbg !225
  %212 = phi i64 [ %219, %210 ], [ %209, %206 ]
  %213 = phi i64 [ %220, %210 ], [ 0, %206 ]
  call void @llvm.dbg.value(metadata i64 %212, metadata !32, metadata !DIExpression()) #9, !dbg !223
  %214 = getelementptr inbounds double, double* %205, i64 %212, !dbg !226
  %215 = load double, double* %214, align 8, !dbg !226, !tbaa !43
  %216 = getelementptr inbounds double, double* %27, i64 %212, !dbg !227
  %217 = load double, double* %216, align 8, !dbg !227, !tbaa !43
  %218 = tail call double @llvm.fmuladd.f64(double %215, double %217, double %211) #9, !dbg !225
  %219 = add nuw nsw i64 %212, 1, !dbg !228
  call void @llvm.dbg.value(metadata i64 %219, metadata !32, metadata !DIExpression()) #9, !dbg !223
  %220 = add i64 %213, 1, !dbg !224
  %221 = icmp eq i64 %220, %174, !dbg !224
  br i1 %221, label %222, label %210, !dbg !224, !llvm.loop !229

222:                                              ; preds = %210, %206
  %223 = phi double [ %207, %206 ], [ %218, %210 ], !dbg !225
  store double %223, double* %202, align 8, !dbg !225, !tbaa !43
  br label %224, !dbg !231

224:                                              ; preds = %222, %200
  %225 = add nuw nsw i64 %201, 1, !dbg !231
  call void @llvm.dbg.value(metadata i64 %225, metadata !30, metadata !DIExpression()) #9, !dbg !219
  %226 = icmp eq i64 %225, %18, !dbg !232
  br i1 %226, label %257, label %200, !dbg !220, !llvm.loop !233

227:                                              ; preds = %203, %227
  %228 = phi double [ %253, %227 ], [ 0.000000e+00, %203 ], !dbg !225
  %229 = phi i64 [ %254, %227 ], [ 0, %203 ]
  %230 = phi i64 [ %255, %227 ], [ 0, %203 ]
  call void @llvm.dbg.value(metadata i64 %229, metadata !32, metadata !DIExpression()) #9, !dbg !223
  %231 = getelementptr inbounds double, double* %205, i64 %229, !dbg !226
  %232 = load double, double* %231, align 8, !dbg !226, !tbaa !43
  %233 = getelementptr inbounds double, double* %27, i64 %229, !dbg !227
  %234 = load double, double* %233, align 8, !dbg !227, !tbaa !43
  %235 = tail call double @llvm.fmuladd.f64(double %232, double %234, double %228) #9, !dbg !225
  %236 = or i64 %229, 1, !dbg !228
  call void @llvm.dbg.value(metadata i64 %236, metadata !32, metadata !DIExpression()) #9, !dbg !223
  call void @llvm.dbg.value(metadata i64 %236, metadata !32, metadata !DIExpression()) #9, !dbg !223
  %237 = getelementptr inbounds double, double* %205, i64 %236, !dbg !226
  %238 = load double, double* %237, align 8, !dbg !226, !tbaa !43
  %239 = getelementptr inbounds double, double* %27, i64 %236, !dbg !227
  %240 = load double, double* %239, align 8, !dbg !227, !tbaa !43
  %241 = tail call double @llvm.fmuladd.f64(double %238, double %240, double %235) #9, !dbg !225
  %242 = or i64 %229, 2, !dbg !228
  call void @llvm.dbg.value(metadata i64 %242, metadata !32, metadata !DIExpression()) #9, !dbg !223
  call void @llvm.dbg.value(metadata i64 %242, metadata !32, metadata !DIExpression()) #9, !dbg !223
  %243 = getelementptr inbounds double, double* %205, i64 %242, !dbg !226
  %244 = load double, double* %243, align 8, !dbg !226, !tbaa !43
  %245 = getelementptr inbounds double, double* %27, i64 %242, !dbg !227
  %246 = load double, double* %245, align 8, !dbg !227, !tbaa !43
  %247 = tail call double @llvm.fmuladd.f64(double %244, double %246, double %241) #9, !dbg !225
  %248 = or i64 %229, 3, !dbg !228
  call void @llvm.dbg.value(metadata i64 %248, metadata !32, metadata !DIExpression()) #9, !dbg !223
  call void @llvm.dbg.value(metadata i64 %248, metadata !32, metadata !DIExpression()) #9, !dbg !223
  %249 = getelementptr inbounds double, double* %205, i64 %248, !dbg !226
  %250 = load double, double* %249, align 8, !dbg !226, !tbaa !43
  %251 = getelementptr inbounds double, double* %27, i64 %248, !dbg !227
  %252 = load double, double* %251, align 8, !dbg !227, !tbaa !43
  %253 = tail call double @llvm.fmuladd.f64(double %250, double %252, double %247) #9, !dbg !225
  %254 = add nuw nsw i64 %229, 4, !dbg !228
  call void @llvm.dbg.value(metadata i64 %254, metadata !32, metadata !DIExpression()) #9, !dbg !223
  %255 = add i64 %230, 4, !dbg !224
  %256 = icmp eq i64 %255, %176, !dbg !224
  br i1 %256, label %206, label %227, !dbg !224, !llvm.loop !235

257:                                              ; preds = %224, %198
  call void @llvm.dbg.value(metadata i32 %8, metadata !62, metadata !DIExpression()) #9, !dbg !237
  call void @llvm.dbg.value(metadata i32 %17, metadata !63, metadata !DIExpression()) #9, !dbg !237
  call void @llvm.dbg.value(metadata double* %23, metadata !64, metadata !DIExpression()) #9, !dbg !237
  call void @llvm.dbg.value(metadata double* %31, metadata !65, metadata !DIExpression()) #9, !dbg !237
  call void @llvm.dbg.value(metadata double* %33, metadata !66, metadata !DIExpression()) #9, !dbg !237
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #9, !dbg !239
  br i1 %96, label %258, label %259, !dbg !240

258:                                              ; preds = %257
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %32, i8 0, i64 %168, i1 false) #9, !dbg !241, !tbaa !43
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !239
  br label %259, !dbg !242

259:                                              ; preds = %258, %257
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #9, !dbg !243
  br i1 %34, label %260, label %345, !dbg !244

260:                                              ; preds = %259, %333
  %261 = phi i64 [ %334, %333 ], [ 0, %259 ]
  call void @llvm.dbg.value(metadata i64 %261, metadata !69, metadata !DIExpression()) #9, !dbg !243
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()) #9, !dbg !245
  br i1 %96, label %262, label %333, !dbg !246

262:                                              ; preds = %260
  %263 = mul nuw nsw i64 %261, %19
  %264 = getelementptr inbounds double, double* %23, i64 %263
  %265 = getelementptr inbounds double, double* %31, i64 %261
  %266 = load double, double* %265, align 8, !tbaa !43
  br i1 %178, label %331, label %267, !dbg !246

267:                                              ; preds = %262
  %268 = insertelement <2 x double> poison, double %266, i64 0, !dbg !246
  %269 = shufflevector <2 x double> %268, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !246
  %270 = insertelement <2 x double> poison, double %266, i64 0, !dbg !246
  %271 = shufflevector <2 x double> %270, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !246
  br i1 %181, label %311, label %272, !dbg !246

272:                                              ; preds = %267, %272
  %273 = phi i64 [ %308, %272 ], [ 0, %267 ], !dbg !247
  %274 = phi i64 [ %309, %272 ], [ 0, %267 ]
  %275 = getelementptr inbounds double, double* %264, i64 %273, !dbg !247
  %276 = bitcast double* %275 to <2 x double>*, !dbg !248
  %277 = load <2 x double>, <2 x double>* %276, align 8, !dbg !248, !tbaa !43
  %278 = getelementptr inbounds double, double* %275, i64 2, !dbg !248
  %279 = bitcast double* %278 to <2 x double>*, !dbg !248
  %280 = load <2 x double>, <2 x double>* %279, align 8, !dbg !248, !tbaa !43
  %281 = getelementptr inbounds double, double* %33, i64 %273, !dbg !247
  %282 = bitcast double* %281 to <2 x double>*, !dbg !249
  %283 = load <2 x double>, <2 x double>* %282, align 8, !dbg !249, !tbaa !43
  %284 = getelementptr inbounds double, double* %281, i64 2, !dbg !249
  %285 = bitcast double* %284 to <2 x double>*, !dbg !249
  %286 = load <2 x double>, <2 x double>* %285, align 8, !dbg !249, !tbaa !43
  %287 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %277, <2 x double> %269, <2 x double> %283), !dbg !249
  %288 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %280, <2 x double> %271, <2 x double> %286), !dbg !249
  %289 = bitcast double* %281 to <2 x double>*, !dbg !249
  store <2 x double> %287, <2 x double>* %289, align 8, !dbg !249, !tbaa !43
  %290 = bitcast double* %284 to <2 x double>*, !dbg !249
  store <2 x double> %288, <2 x double>* %290, align 8, !dbg !249, !tbaa !43
  %291 = or i64 %273, 4, !dbg !247
  %292 = getelementptr inbounds double, double* %264, i64 %291, !dbg !247
  %293 = bitcast double* %292 to <2 x double>*, !dbg !248
  %294 = load <2 x double>, <2 x double>* %293, align 8, !dbg !248, !tbaa !43
  %295 = getelementptr inbounds double, double* %292, i64 2, !dbg !248
  %296 = bitcast double* %295 to <2 x double>*, !dbg !248
  %297 = load <2 x double>, <2 x double>* %296, align 8, !dbg !248, !tbaa !43
  %298 = getelementptr inbounds double, double* %33, i64 %291, !dbg !247
  %299 = bitcast double* %298 to <2 x double>*, !dbg !249
  %300 = load <2 x double>, <2 x double>* %299, align 8, !dbg !249, !tbaa !43
  %301 = getelementptr inbounds double, double* %298, i64 2, !dbg !249
  %302 = bitcast double* %301 to <2 x double>*, !dbg !249
  %303 = load <2 x double>, <2 x double>* %302, align 8, !dbg !249, !tbaa !43
  %304 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %294, <2 x double> %269, <2 x double> %300), !dbg !249
  %305 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %297, <2 x double> %271, <2 x double> %303), !dbg !249
  %306 = bitcast double* %298 to <2 x double>*, !dbg !249
  store <2 x double> %304, <2 x double>* %306, align 8, !dbg !249, !tbaa !43
  %307 = bitcast double* %301 to <2 x double>*, !dbg !249
  store <2 x double> %305, <2 x double>* %307, align 8, !dbg !249, !tbaa !43
  %308 = add nuw i64 %273, 8, !dbg !247
  %309 = add i64 %274, 2, !dbg !247
  %310 = icmp eq i64 %309, %182, !dbg !247
  br i1 %310, label %311, label %272, !dbg !247, !llvm.loop !250

311:                                              ; preds = %272, %267
  %312 = phi i64 [ 0, %267 ], [ %308, %272 ]
  br i1 %183, label %330, label %313, !dbg !247

313:                                              ; preds = %311
  %314 = getelementptr inbounds double, double* %264, i64 %312, !dbg !247
  %315 = bitcast double* %314 to <2 x double>*, !dbg !248
  %316 = load <2 x double>, <2 x double>* %315, align 8, !dbg !248, !tbaa !43
  %317 = getelementptr inbounds double, double* %314, i64 2, !dbg !248
  %318 = bitcast double* %317 to <2 x double>*, !dbg !248
  %319 = load <2 x double>, <2 x double>* %318, align 8, !dbg !248, !tbaa !43
  %320 = getelementptr inbounds double, double* %33, i64 %312, !dbg !247
  %321 = bitcast double* %320 to <2 x double>*, !dbg !249
  %322 = load <2 x double>, <2 x double>* %321, align 8, !dbg !249, !tbaa !43
  %323 = getelementptr inbounds double, double* %320, i64 2, !dbg !249
  %324 = bitcast double* %323 to <2 x double>*, !dbg !249
  %325 = load <2 x double>, <2 x double>* %324, align 8, !dbg !249, !tbaa !43
  %326 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %316, <2 x double> %269, <2 x double> %322), !dbg !249
  %327 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %319, <2 x double> %271, <2 x double> %325), !dbg !249
  %328 = bitcast double* %320 to <2 x double>*, !dbg !249
  store <2 x double> %326, <2 x double>* %328, align 8, !dbg !249, !tbaa !43
  %329 = bitcast double* %323 to <2 x double>*, !dbg !249
  store <2 x double> %327, <2 x double>* %329, align 8, !dbg !249, !tbaa !43
  br label %330, !dbg !246

330:                                              ; preds = %311, %313
  br i1 %184, label %333, label %331, !dbg !246

331:                                              ; preds = %262, %330
  %332 = phi i64 [ 0, %262 ], [ %179, %330 ]
  br label %336, !dbg !246

333:                                              ; preds = %336, %330, %260
  %334 = add nuw nsw i64 %261, 1, !dbg !252
  call void @llvm.dbg.value(metadata i64 %334, metadata !69, metadata !DIExpression()) #9, !dbg !243
  %335 = icmp eq i64 %334, %18, !dbg !242
  br i1 %335, label %345, label %260, !dbg !244, !llvm.loop !253

336:                                              ; preds = %331, %336
  %337 = phi i64 [ %343, %336 ], [ %332, %331 ]
  call void @llvm.dbg.value(metadata i64 %337, metadata !71, metadata !DIExpression()) #9, !dbg !245
  %338 = getelementptr inbounds double, double* %264, i64 %337, !dbg !248
  %339 = load double, double* %338, align 8, !dbg !248, !tbaa !43
  %340 = getelementptr inbounds double, double* %33, i64 %337, !dbg !255
  %341 = load double, double* %340, align 8, !dbg !249, !tbaa !43
  %342 = tail call double @llvm.fmuladd.f64(double %339, double %266, double %341) #9, !dbg !249
  store double %342, double* %340, align 8, !dbg !249, !tbaa !43
  %343 = add nuw nsw i64 %337, 1, !dbg !247
  call void @llvm.dbg.value(metadata i64 %343, metadata !71, metadata !DIExpression()) #9, !dbg !245
  %344 = icmp eq i64 %343, %19, !dbg !256
  br i1 %344, label %333, label %336, !dbg !246, !llvm.loop !257

345:                                              ; preds = %333, %259
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !258
  br i1 %96, label %346, label %402, !dbg !259

346:                                              ; preds = %345
  br i1 %185, label %395, label %347, !dbg !259

347:                                              ; preds = %346
  br i1 %188, label %379, label %348, !dbg !259

348:                                              ; preds = %347, %348
  %349 = phi i64 [ %376, %348 ], [ 0, %347 ], !dbg !260
  %350 = phi i64 [ %377, %348 ], [ 0, %347 ]
  %351 = getelementptr inbounds double, double* %33, i64 %349, !dbg !260
  %352 = bitcast double* %351 to <2 x double>*, !dbg !262
  %353 = load <2 x double>, <2 x double>* %352, align 8, !dbg !262, !tbaa !43
  %354 = getelementptr inbounds double, double* %351, i64 2, !dbg !262
  %355 = bitcast double* %354 to <2 x double>*, !dbg !262
  %356 = load <2 x double>, <2 x double>* %355, align 8, !dbg !262, !tbaa !43
  %357 = fmul <2 x double> %353, <double 1.000000e-03, double 1.000000e-03>, !dbg !263
  %358 = fmul <2 x double> %356, <double 1.000000e-03, double 1.000000e-03>, !dbg !263
  %359 = getelementptr inbounds double, double* %27, i64 %349, !dbg !260
  %360 = bitcast double* %359 to <2 x double>*, !dbg !264
  store <2 x double> %357, <2 x double>* %360, align 8, !dbg !264, !tbaa !43
  %361 = getelementptr inbounds double, double* %359, i64 2, !dbg !264
  %362 = bitcast double* %361 to <2 x double>*, !dbg !264
  store <2 x double> %358, <2 x double>* %362, align 8, !dbg !264, !tbaa !43
  %363 = or i64 %349, 4, !dbg !260
  %364 = getelementptr inbounds double, double* %33, i64 %363, !dbg !260
  %365 = bitcast double* %364 to <2 x double>*, !dbg !262
  %366 = load <2 x double>, <2 x double>* %365, align 8, !dbg !262, !tbaa !43
  %367 = getelementptr inbounds double, double* %364, i64 2, !dbg !262
  %368 = bitcast double* %367 to <2 x double>*, !dbg !262
  %369 = load <2 x double>, <2 x double>* %368, align 8, !dbg !262, !tbaa !43
  %370 = fmul <2 x double> %366, <double 1.000000e-03, double 1.000000e-03>, !dbg !263
  %371 = fmul <2 x double> %369, <double 1.000000e-03, double 1.000000e-03>, !dbg !263
  %372 = getelementptr inbounds double, double* %27, i64 %363, !dbg !260
  %373 = bitcast double* %372 to <2 x double>*, !dbg !264
  store <2 x double> %370, <2 x double>* %373, align 8, !dbg !264, !tbaa !43
  %374 = getelementptr inbounds double, double* %372, i64 2, !dbg !264
  %375 = bitcast double* %374 to <2 x double>*, !dbg !264
  store <2 x double> %371, <2 x double>* %375, align 8, !dbg !264, !tbaa !43
  %376 = add nuw i64 %349, 8, !dbg !260
  %377 = add i64 %350, 2, !dbg !260
  %378 = icmp eq i64 %377, %189, !dbg !260
  br i1 %378, label %379, label %348, !dbg !260, !llvm.loop !265

379:                                              ; preds = %348, %347
  %380 = phi i64 [ 0, %347 ], [ %376, %348 ]
  br i1 %190, label %394, label %381, !dbg !260

381:                                              ; preds = %379
  %382 = getelementptr inbounds double, double* %33, i64 %380, !dbg !260
  %383 = bitcast double* %382 to <2 x double>*, !dbg !262
  %384 = load <2 x double>, <2 x double>* %383, align 8, !dbg !262, !tbaa !43
  %385 = getelementptr inbounds double, double* %382, i64 2, !dbg !262
  %386 = bitcast double* %385 to <2 x double>*, !dbg !262
  %387 = load <2 x double>, <2 x double>* %386, align 8, !dbg !262, !tbaa !43
  %388 = fmul <2 x double> %384, <double 1.000000e-03, double 1.000000e-03>, !dbg !263
  %389 = fmul <2 x double> %387, <double 1.000000e-03, double 1.000000e-03>, !dbg !263
  %390 = getelementptr inbounds double, double* %27, i64 %380, !dbg !260
  %391 = bitcast double* %390 to <2 x double>*, !dbg !264
  store <2 x double> %388, <2 x double>* %391, align 8, !dbg !264, !tbaa !43
  %392 = getelementptr inbounds double, double* %390, i64 2, !dbg !264
  %393 = bitcast double* %392 to <2 x double>*, !dbg !264
  store <2 x double> %389, <2 x double>* %393, align 8, !dbg !264, !tbaa !43
  br label %394, !dbg !259

394:                                              ; preds = %379, %381
  br i1 %191, label %397, label %395, !dbg !259

395:                                              ; preds = %346, %394
  %396 = phi i64 [ 0, %346 ], [ %186, %394 ]
  br label %405, !dbg !259

397:                                              ; preds = %405, %394
  %398 = add nuw nsw i32 %199, 1, !dbg !267
  call void @llvm.dbg.value(metadata i32 %398, metadata !121, metadata !DIExpression()), !dbg !213
  %399 = icmp eq i32 %398, 3, !dbg !268
  br i1 %399, label %192, label %400, !dbg !214

400:                                              ; preds = %397, %402
  %401 = phi i32 [ %398, %397 ], [ %403, %402 ]
  br label %198, !dbg !213, !llvm.loop !269

402:                                              ; preds = %345
  %403 = add nuw nsw i32 %199, 1, !dbg !267
  call void @llvm.dbg.value(metadata i32 %398, metadata !121, metadata !DIExpression()), !dbg !213
  %404 = icmp eq i32 %403, 3, !dbg !268
  br i1 %404, label %428, label %400, !dbg !214

405:                                              ; preds = %395, %405
  %406 = phi i64 [ %411, %405 ], [ %396, %395 ]
  call void @llvm.dbg.value(metadata i64 %406, metadata !123, metadata !DIExpression()), !dbg !258
  %407 = getelementptr inbounds double, double* %33, i64 %406, !dbg !262
  %408 = load double, double* %407, align 8, !dbg !262, !tbaa !43
  %409 = fmul double %408, 1.000000e-03, !dbg !263
  %410 = getelementptr inbounds double, double* %27, i64 %406, !dbg !271
  store double %409, double* %410, align 8, !dbg !264, !tbaa !43
  %411 = add nuw nsw i64 %406, 1, !dbg !260
  call void @llvm.dbg.value(metadata i64 %411, metadata !123, metadata !DIExpression()), !dbg !258
  %412 = icmp eq i64 %411, %19, !dbg !272
  br i1 %412, label %397, label %405, !dbg !259, !llvm.loop !273

413:                                              ; preds = %431, %193
  %414 = phi double [ undef, %193 ], [ %465, %431 ]
  %415 = phi i64 [ 0, %193 ], [ %466, %431 ]
  %416 = phi double [ 0.000000e+00, %193 ], [ %465, %431 ]
  %417 = icmp eq i64 %194, 0, !dbg !216
  br i1 %417, label %428, label %418, !dbg !216

418:                                              ; preds = %413, %418
  %419 = phi i64 [ %425, %418 ], [ %415, %413 ]
  %420 = phi double [ %424, %418 ], [ %416, %413 ]
  %421 = phi i64 [ %426, %418 ], [ 0, %413 ]
  call void @llvm.dbg.value(metadata i64 %419, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata double %420, metadata !120, metadata !DIExpression()), !dbg !129
  %422 = getelementptr inbounds double, double* %33, i64 %419, !dbg !274
  %423 = load double, double* %422, align 8, !dbg !274, !tbaa !43
  %424 = fadd double %420, %423, !dbg !276
  call void @llvm.dbg.value(metadata double %424, metadata !120, metadata !DIExpression()), !dbg !129
  %425 = add nuw nsw i64 %419, 1, !dbg !277
  call void @llvm.dbg.value(metadata i64 %425, metadata !127, metadata !DIExpression()), !dbg !215
  %426 = add i64 %421, 1, !dbg !216
  %427 = icmp eq i64 %426, %194, !dbg !216
  br i1 %427, label %428, label %418, !dbg !216, !llvm.loop !278

428:                                              ; preds = %402, %413, %418, %192
  %429 = phi double [ 0.000000e+00, %192 ], [ %414, %413 ], [ %424, %418 ], [ 0.000000e+00, %402 ], !dbg !129
  %430 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %429), !dbg !279
  tail call void @free(i8* noundef %22) #9, !dbg !280
  tail call void @free(i8* noundef %26) #9, !dbg !281
  tail call void @free(i8* noundef %30) #9, !dbg !282
  tail call void @free(i8* noundef %32) #9, !dbg !283
  ret i32 0, !dbg !284

431:                                              ; preds = %431, %196
  %432 = phi i64 [ 0, %196 ], [ %466, %431 ]
  %433 = phi double [ 0.000000e+00, %196 ], [ %465, %431 ]
  %434 = phi i64 [ 0, %196 ], [ %467, %431 ]
  call void @llvm.dbg.value(metadata i64 %432, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata double %433, metadata !120, metadata !DIExpression()), !dbg !129
  %435 = getelementptr inbounds double, double* %33, i64 %432, !dbg !274
  %436 = load double, double* %435, align 8, !dbg !274, !tbaa !43
  %437 = fadd double %433, %436, !dbg !276
  call void @llvm.dbg.value(metadata double %437, metadata !120, metadata !DIExpression()), !dbg !129
  %438 = or i64 %432, 1, !dbg !277
  call void @llvm.dbg.value(metadata i64 %438, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 %438, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata double %437, metadata !120, metadata !DIExpression()), !dbg !129
  %439 = getelementptr inbounds double, double* %33, i64 %438, !dbg !274
  %440 = load double, double* %439, align 8, !dbg !274, !tbaa !43
  %441 = fadd double %437, %440, !dbg !276
  call void @llvm.dbg.value(metadata double %441, metadata !120, metadata !DIExpression()), !dbg !129
  %442 = or i64 %432, 2, !dbg !277
  call void @llvm.dbg.value(metadata i64 %442, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 %442, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata double %441, metadata !120, metadata !DIExpression()), !dbg !129
  %443 = getelementptr inbounds double, double* %33, i64 %442, !dbg !274
  %444 = load double, double* %443, align 8, !dbg !274, !tbaa !43
  %445 = fadd double %441, %444, !dbg !276
  call void @llvm.dbg.value(metadata double %445, metadata !120, metadata !DIExpression()), !dbg !129
  %446 = or i64 %432, 3, !dbg !277
  call void @llvm.dbg.value(metadata i64 %446, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 %446, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata double %445, metadata !120, metadata !DIExpression()), !dbg !129
  %447 = getelementptr inbounds double, double* %33, i64 %446, !dbg !274
  %448 = load double, double* %447, align 8, !dbg !274, !tbaa !43
  %449 = fadd double %445, %448, !dbg !276
  call void @llvm.dbg.value(metadata double %449, metadata !120, metadata !DIExpression()), !dbg !129
  %450 = or i64 %432, 4, !dbg !277
  call void @llvm.dbg.value(metadata i64 %450, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 %450, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata double %449, metadata !120, metadata !DIExpression()), !dbg !129
  %451 = getelementptr inbounds double, double* %33, i64 %450, !dbg !274
  %452 = load double, double* %451, align 8, !dbg !274, !tbaa !43
  %453 = fadd double %449, %452, !dbg !276
  call void @llvm.dbg.value(metadata double %453, metadata !120, metadata !DIExpression()), !dbg !129
  %454 = or i64 %432, 5, !dbg !277
  call void @llvm.dbg.value(metadata i64 %454, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 %454, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata double %453, metadata !120, metadata !DIExpression()), !dbg !129
  %455 = getelementptr inbounds double, double* %33, i64 %454, !dbg !274
  %456 = load double, double* %455, align 8, !dbg !274, !tbaa !43
  %457 = fadd double %453, %456, !dbg !276
  call void @llvm.dbg.value(metadata double %457, metadata !120, metadata !DIExpression()), !dbg !129
  %458 = or i64 %432, 6, !dbg !277
  call void @llvm.dbg.value(metadata i64 %458, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 %458, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata double %457, metadata !120, metadata !DIExpression()), !dbg !129
  %459 = getelementptr inbounds double, double* %33, i64 %458, !dbg !274
  %460 = load double, double* %459, align 8, !dbg !274, !tbaa !43
  %461 = fadd double %457, %460, !dbg !276
  call void @llvm.dbg.value(metadata double %461, metadata !120, metadata !DIExpression()), !dbg !129
  %462 = or i64 %432, 7, !dbg !277
  call void @llvm.dbg.value(metadata i64 %462, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 %462, metadata !127, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata double %461, metadata !120, metadata !DIExpression()), !dbg !129
  %463 = getelementptr inbounds double, double* %33, i64 %462, !dbg !274
  %464 = load double, double* %463, align 8, !dbg !274, !tbaa !43
  %465 = fadd double %461, %464, !dbg !276
  call void @llvm.dbg.value(metadata double %465, metadata !120, metadata !DIExpression()), !dbg !129
  %466 = add nuw nsw i64 %432, 8, !dbg !277
  call void @llvm.dbg.value(metadata i64 %466, metadata !127, metadata !DIExpression()), !dbg !215
  %467 = add i64 %434, 8, !dbg !216
  %468 = icmp eq i64 %467, %197, !dbg !216
  br i1 %468, label %413, label %431, !dbg !216, !llvm.loop !285
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

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
!49 = !DILocation(line: 20, column: 15, scope: !50)
!50 = distinct !DILexicalBlock(scope: !33, file: !1, line: 19, column: 5)
!51 = !DILocation(line: 20, column: 25, scope: !50)
!52 = !DILocation(line: 20, column: 12, scope: !50)
!53 = !DILocation(line: 17, column: 27, scope: !35)
!54 = distinct !{!54, !39, !55, !56}
!55 = !DILocation(line: 21, column: 3, scope: !31)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 19, column: 29, scope: !50)
!58 = distinct !{!58, !48, !59, !56}
!59 = !DILocation(line: 20, column: 28, scope: !33)
!60 = distinct !DISubprogram(name: "kernel_mtv", scope: !1, file: !1, line: 24, type: !17, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !61)
!61 = !{!62, !63, !64, !65, !66, !67, !69, !71}
!62 = !DILocalVariable(name: "n", arg: 1, scope: !60, file: !1, line: 24, type: !3)
!63 = !DILocalVariable(name: "m", arg: 2, scope: !60, file: !1, line: 24, type: !3)
!64 = !DILocalVariable(name: "A", arg: 3, scope: !60, file: !1, line: 24, type: !19)
!65 = !DILocalVariable(name: "y", arg: 4, scope: !60, file: !1, line: 24, type: !23)
!66 = !DILocalVariable(name: "z", arg: 5, scope: !60, file: !1, line: 24, type: !23)
!67 = !DILocalVariable(name: "j", scope: !68, file: !1, line: 26, type: !3)
!68 = distinct !DILexicalBlock(scope: !60, file: !1, line: 26, column: 3)
!69 = !DILocalVariable(name: "i", scope: !70, file: !1, line: 28, type: !3)
!70 = distinct !DILexicalBlock(scope: !60, file: !1, line: 28, column: 3)
!71 = !DILocalVariable(name: "j", scope: !72, file: !1, line: 29, type: !3)
!72 = distinct !DILexicalBlock(scope: !73, file: !1, line: 29, column: 5)
!73 = distinct !DILexicalBlock(scope: !70, file: !1, line: 28, column: 3)
!74 = !DILocation(line: 0, scope: !60)
!75 = !DILocation(line: 0, scope: !68)
!76 = !DILocation(line: 26, column: 21, scope: !77)
!77 = distinct !DILexicalBlock(scope: !68, file: !1, line: 26, column: 3)
!78 = !DILocation(line: 26, column: 3, scope: !68)
!79 = !DILocation(line: 27, column: 10, scope: !77)
!80 = !DILocation(line: 28, column: 21, scope: !73)
!81 = !DILocation(line: 0, scope: !70)
!82 = !DILocation(line: 28, column: 3, scope: !70)
!83 = !DILocation(line: 0, scope: !72)
!84 = !DILocation(line: 29, column: 5, scope: !72)
!85 = !{!86}
!86 = distinct !{!86, !87}
!87 = distinct !{!87, !"LVerDomain"}
!88 = !DILocation(line: 29, column: 29, scope: !89)
!89 = distinct !DILexicalBlock(scope: !72, file: !1, line: 29, column: 5)
!90 = !DILocation(line: 30, column: 15, scope: !89)
!91 = !{!92}
!92 = distinct !{!92, !87}
!93 = !DILocation(line: 30, column: 12, scope: !89)
!94 = !{!95}
!95 = distinct !{!95, !87}
!96 = !{!92, !86}
!97 = distinct !{!97, !84, !98, !56, !99}
!98 = !DILocation(line: 30, column: 28, scope: !72)
!99 = !{!"llvm.loop.isvectorized", i32 1}
!100 = !DILocation(line: 30, column: 25, scope: !89)
!101 = !DILocation(line: 30, column: 7, scope: !89)
!102 = !DILocation(line: 31, column: 1, scope: !60)
!103 = !DILocation(line: 28, column: 27, scope: !73)
!104 = distinct !{!104, !82, !105, !56}
!105 = !DILocation(line: 30, column: 28, scope: !70)
!106 = !DILocation(line: 29, column: 23, scope: !89)
!107 = distinct !{!107, !84, !98, !56, !99}
!108 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 33, type: !109, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!3, !3, !4}
!111 = !{!112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !123, !127}
!112 = !DILocalVariable(name: "argc", arg: 1, scope: !108, file: !1, line: 33, type: !3)
!113 = !DILocalVariable(name: "argv", arg: 2, scope: !108, file: !1, line: 33, type: !4)
!114 = !DILocalVariable(name: "n", scope: !108, file: !1, line: 35, type: !3)
!115 = !DILocalVariable(name: "m", scope: !108, file: !1, line: 36, type: !3)
!116 = !DILocalVariable(name: "A", scope: !108, file: !1, line: 37, type: !19)
!117 = !DILocalVariable(name: "x", scope: !108, file: !1, line: 38, type: !23)
!118 = !DILocalVariable(name: "y", scope: !108, file: !1, line: 39, type: !23)
!119 = !DILocalVariable(name: "z", scope: !108, file: !1, line: 40, type: !23)
!120 = !DILocalVariable(name: "s", scope: !108, file: !1, line: 41, type: !8)
!121 = !DILocalVariable(name: "rep", scope: !122, file: !1, line: 44, type: !3)
!122 = distinct !DILexicalBlock(scope: !108, file: !1, line: 44, column: 3)
!123 = !DILocalVariable(name: "j", scope: !124, file: !1, line: 47, type: !3)
!124 = distinct !DILexicalBlock(scope: !125, file: !1, line: 47, column: 5)
!125 = distinct !DILexicalBlock(scope: !126, file: !1, line: 44, column: 37)
!126 = distinct !DILexicalBlock(scope: !122, file: !1, line: 44, column: 3)
!127 = !DILocalVariable(name: "j", scope: !128, file: !1, line: 50, type: !3)
!128 = distinct !DILexicalBlock(scope: !108, file: !1, line: 50, column: 3)
!129 = !DILocation(line: 0, scope: !108)
!130 = !DILocation(line: 35, column: 16, scope: !108)
!131 = !DILocation(line: 35, column: 11, scope: !108)
!132 = !DILocation(line: 35, column: 27, scope: !108)
!133 = !{!134, !134, i64 0}
!134 = !{!"any pointer", !45, i64 0}
!135 = !DILocalVariable(name: "__nptr", arg: 1, scope: !136, file: !137, line: 362, type: !140)
!136 = distinct !DISubprogram(name: "atoi", scope: !137, file: !137, line: 362, type: !138, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !142)
!137 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!138 = !DISubroutineType(types: !139)
!139 = !{!3, !140}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!142 = !{!135}
!143 = !DILocation(line: 0, scope: !136, inlinedAt: !144)
!144 = distinct !DILocation(line: 35, column: 22, scope: !108)
!145 = !DILocation(line: 364, column: 16, scope: !136, inlinedAt: !144)
!146 = !DILocation(line: 364, column: 10, scope: !136, inlinedAt: !144)
!147 = !DILocation(line: 36, column: 16, scope: !108)
!148 = !DILocation(line: 36, column: 11, scope: !108)
!149 = !DILocation(line: 36, column: 27, scope: !108)
!150 = !DILocation(line: 0, scope: !136, inlinedAt: !151)
!151 = distinct !DILocation(line: 36, column: 22, scope: !108)
!152 = !DILocation(line: 364, column: 16, scope: !136, inlinedAt: !151)
!153 = !DILocation(line: 364, column: 10, scope: !136, inlinedAt: !151)
!154 = !DILocation(line: 37, column: 27, scope: !108)
!155 = !DILocation(line: 37, column: 20, scope: !108)
!156 = !DILocation(line: 38, column: 22, scope: !108)
!157 = !DILocation(line: 38, column: 24, scope: !108)
!158 = !DILocation(line: 38, column: 15, scope: !108)
!159 = !DILocation(line: 39, column: 22, scope: !108)
!160 = !DILocation(line: 39, column: 24, scope: !108)
!161 = !DILocation(line: 39, column: 15, scope: !108)
!162 = !DILocation(line: 40, column: 15, scope: !108)
!163 = !DILocalVariable(name: "n", arg: 1, scope: !164, file: !1, line: 6, type: !3)
!164 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 6, type: !165, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !167)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !3, !3, !19, !23}
!167 = !{!163, !168, !169, !170, !171, !173, !176}
!168 = !DILocalVariable(name: "m", arg: 2, scope: !164, file: !1, line: 6, type: !3)
!169 = !DILocalVariable(name: "A", arg: 3, scope: !164, file: !1, line: 6, type: !19)
!170 = !DILocalVariable(name: "x", arg: 4, scope: !164, file: !1, line: 6, type: !23)
!171 = !DILocalVariable(name: "i", scope: !172, file: !1, line: 8, type: !3)
!172 = distinct !DILexicalBlock(scope: !164, file: !1, line: 8, column: 3)
!173 = !DILocalVariable(name: "j", scope: !174, file: !1, line: 9, type: !3)
!174 = distinct !DILexicalBlock(scope: !175, file: !1, line: 9, column: 5)
!175 = distinct !DILexicalBlock(scope: !172, file: !1, line: 8, column: 3)
!176 = !DILocalVariable(name: "j", scope: !177, file: !1, line: 11, type: !3)
!177 = distinct !DILexicalBlock(scope: !164, file: !1, line: 11, column: 3)
!178 = !DILocation(line: 0, scope: !164, inlinedAt: !179)
!179 = distinct !DILocation(line: 43, column: 3, scope: !108)
!180 = !DILocation(line: 0, scope: !172, inlinedAt: !179)
!181 = !DILocation(line: 8, column: 21, scope: !175, inlinedAt: !179)
!182 = !DILocation(line: 8, column: 3, scope: !172, inlinedAt: !179)
!183 = !DILocation(line: 0, scope: !174, inlinedAt: !179)
!184 = !DILocation(line: 9, column: 5, scope: !174, inlinedAt: !179)
!185 = !DILocation(line: 9, column: 29, scope: !186, inlinedAt: !179)
!186 = distinct !DILexicalBlock(scope: !174, file: !1, line: 9, column: 5)
!187 = !DILocation(line: 10, column: 33, scope: !186, inlinedAt: !179)
!188 = !DILocation(line: 10, column: 29, scope: !186, inlinedAt: !179)
!189 = !DILocation(line: 10, column: 38, scope: !186, inlinedAt: !179)
!190 = !DILocation(line: 10, column: 44, scope: !186, inlinedAt: !179)
!191 = !DILocation(line: 10, column: 15, scope: !186, inlinedAt: !179)
!192 = distinct !{!192, !184, !193, !56, !99}
!193 = !DILocation(line: 10, column: 46, scope: !174, inlinedAt: !179)
!194 = !DILocation(line: 0, scope: !177, inlinedAt: !179)
!195 = !DILocation(line: 11, column: 21, scope: !196, inlinedAt: !179)
!196 = distinct !DILexicalBlock(scope: !177, file: !1, line: 11, column: 3)
!197 = !DILocation(line: 11, column: 3, scope: !177, inlinedAt: !179)
!198 = !DILocation(line: 12, column: 21, scope: !196, inlinedAt: !179)
!199 = !DILocation(line: 12, column: 18, scope: !196, inlinedAt: !179)
!200 = !DILocation(line: 12, column: 16, scope: !196, inlinedAt: !179)
!201 = !DILocation(line: 12, column: 10, scope: !196, inlinedAt: !179)
!202 = distinct !{!202, !197, !203, !56, !99}
!203 = !DILocation(line: 12, column: 24, scope: !177, inlinedAt: !179)
!204 = !DILocation(line: 8, column: 27, scope: !175, inlinedAt: !179)
!205 = distinct !{!205, !182, !206, !56}
!206 = !DILocation(line: 10, column: 46, scope: !172, inlinedAt: !179)
!207 = !DILocation(line: 10, column: 7, scope: !186, inlinedAt: !179)
!208 = !DILocation(line: 9, column: 23, scope: !186, inlinedAt: !179)
!209 = distinct !{!209, !184, !193, !56, !210, !99}
!210 = !{!"llvm.loop.unroll.runtime.disable"}
!211 = !DILocation(line: 12, column: 5, scope: !196, inlinedAt: !179)
!212 = distinct !{!212, !197, !203, !56, !210, !99}
!213 = !DILocation(line: 0, scope: !122)
!214 = !DILocation(line: 44, column: 3, scope: !122)
!215 = !DILocation(line: 0, scope: !128)
!216 = !DILocation(line: 50, column: 3, scope: !128)
!217 = !DILocation(line: 0, scope: !16, inlinedAt: !218)
!218 = distinct !DILocation(line: 45, column: 5, scope: !125)
!219 = !DILocation(line: 0, scope: !31, inlinedAt: !218)
!220 = !DILocation(line: 17, column: 3, scope: !31, inlinedAt: !218)
!221 = !DILocation(line: 18, column: 5, scope: !34, inlinedAt: !218)
!222 = !DILocation(line: 18, column: 10, scope: !34, inlinedAt: !218)
!223 = !DILocation(line: 0, scope: !33, inlinedAt: !218)
!224 = !DILocation(line: 19, column: 5, scope: !33, inlinedAt: !218)
!225 = !DILocation(line: 20, column: 12, scope: !50, inlinedAt: !218)
!226 = !DILocation(line: 20, column: 15, scope: !50, inlinedAt: !218)
!227 = !DILocation(line: 20, column: 25, scope: !50, inlinedAt: !218)
!228 = !DILocation(line: 19, column: 29, scope: !50, inlinedAt: !218)
!229 = distinct !{!229, !230}
!230 = !{!"llvm.loop.unroll.disable"}
!231 = !DILocation(line: 17, column: 27, scope: !35, inlinedAt: !218)
!232 = !DILocation(line: 17, column: 21, scope: !35, inlinedAt: !218)
!233 = distinct !{!233, !220, !234, !56}
!234 = !DILocation(line: 21, column: 3, scope: !31, inlinedAt: !218)
!235 = distinct !{!235, !224, !236, !56}
!236 = !DILocation(line: 20, column: 28, scope: !33, inlinedAt: !218)
!237 = !DILocation(line: 0, scope: !60, inlinedAt: !238)
!238 = distinct !DILocation(line: 46, column: 5, scope: !125)
!239 = !DILocation(line: 0, scope: !68, inlinedAt: !238)
!240 = !DILocation(line: 26, column: 3, scope: !68, inlinedAt: !238)
!241 = !DILocation(line: 27, column: 10, scope: !77, inlinedAt: !238)
!242 = !DILocation(line: 28, column: 21, scope: !73, inlinedAt: !238)
!243 = !DILocation(line: 0, scope: !70, inlinedAt: !238)
!244 = !DILocation(line: 28, column: 3, scope: !70, inlinedAt: !238)
!245 = !DILocation(line: 0, scope: !72, inlinedAt: !238)
!246 = !DILocation(line: 29, column: 5, scope: !72, inlinedAt: !238)
!247 = !DILocation(line: 29, column: 29, scope: !89, inlinedAt: !238)
!248 = !DILocation(line: 30, column: 15, scope: !89, inlinedAt: !238)
!249 = !DILocation(line: 30, column: 12, scope: !89, inlinedAt: !238)
!250 = distinct !{!250, !246, !251, !56, !99}
!251 = !DILocation(line: 30, column: 28, scope: !72, inlinedAt: !238)
!252 = !DILocation(line: 28, column: 27, scope: !73, inlinedAt: !238)
!253 = distinct !{!253, !244, !254, !56}
!254 = !DILocation(line: 30, column: 28, scope: !70, inlinedAt: !238)
!255 = !DILocation(line: 30, column: 7, scope: !89, inlinedAt: !238)
!256 = !DILocation(line: 29, column: 23, scope: !89, inlinedAt: !238)
!257 = distinct !{!257, !246, !251, !56, !210, !99}
!258 = !DILocation(line: 0, scope: !124)
!259 = !DILocation(line: 47, column: 5, scope: !124)
!260 = !DILocation(line: 47, column: 29, scope: !261)
!261 = distinct !DILexicalBlock(scope: !124, file: !1, line: 47, column: 5)
!262 = !DILocation(line: 48, column: 14, scope: !261)
!263 = !DILocation(line: 48, column: 19, scope: !261)
!264 = !DILocation(line: 48, column: 12, scope: !261)
!265 = distinct !{!265, !259, !266, !56, !99}
!266 = !DILocation(line: 48, column: 21, scope: !124)
!267 = !DILocation(line: 44, column: 33, scope: !126)
!268 = !DILocation(line: 44, column: 25, scope: !126)
!269 = distinct !{!269, !214, !270, !56}
!270 = !DILocation(line: 49, column: 3, scope: !122)
!271 = !DILocation(line: 48, column: 7, scope: !261)
!272 = !DILocation(line: 47, column: 23, scope: !261)
!273 = distinct !{!273, !259, !266, !56, !210, !99}
!274 = !DILocation(line: 51, column: 10, scope: !275)
!275 = distinct !DILexicalBlock(scope: !128, file: !1, line: 50, column: 3)
!276 = !DILocation(line: 51, column: 7, scope: !275)
!277 = !DILocation(line: 50, column: 27, scope: !275)
!278 = distinct !{!278, !230}
!279 = !DILocation(line: 52, column: 3, scope: !108)
!280 = !DILocation(line: 53, column: 3, scope: !108)
!281 = !DILocation(line: 54, column: 3, scope: !108)
!282 = !DILocation(line: 55, column: 3, scope: !108)
!283 = !DILocation(line: 56, column: 3, scope: !108)
!284 = !DILocation(line: 58, column: 1, scope: !108)
!285 = distinct !{!285, !216, !286, !56}
!286 = !DILocation(line: 51, column: 13, scope: !128)
