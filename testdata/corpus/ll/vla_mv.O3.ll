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
  %6 = bitcast double* %4 to i8*
  %7 = zext i32 %1 to i64
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !37
  %8 = icmp sgt i32 %0, 0, !dbg !38
  br i1 %8, label %9, label %54, !dbg !39

9:                                                ; preds = %5
  %10 = icmp sgt i32 %1, 0
  %11 = zext i32 %0 to i64, !dbg !37
  br i1 %10, label %12, label %17, !dbg !40

12:                                               ; preds = %9
  %13 = and i64 %7, 1
  %14 = icmp eq i32 %1, 1
  %15 = and i64 %7, 4294967294
  %16 = icmp eq i64 %13, 0
  br label %19, !dbg !39

17:                                               ; preds = %9
  %18 = shl nuw nsw i64 %11, 3, !dbg !39
  call void @llvm.memset.p0i8.i64(i8* align 8 %6, i8 0, i64 %18, i1 false), !dbg !41, !tbaa !42
  call void @llvm.dbg.value(metadata i32 undef, metadata !30, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 undef, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !37
  br label %54, !dbg !47

19:                                               ; preds = %12, %51
  %20 = phi i64 [ %52, %51 ], [ 0, %12 ]
  call void @llvm.dbg.value(metadata i64 %20, metadata !30, metadata !DIExpression()), !dbg !37
  %21 = getelementptr inbounds double, double* %4, i64 %20, !dbg !48
  store double 0.000000e+00, double* %21, align 8, !dbg !41, !tbaa !42
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !46
  %22 = mul nuw nsw i64 %20, %7
  %23 = getelementptr inbounds double, double* %2, i64 %22
  br i1 %14, label %42, label %24, !dbg !40

24:                                               ; preds = %19, %24
  %25 = phi double [ %38, %24 ], [ 0.000000e+00, %19 ], !dbg !49
  %26 = phi i64 [ %39, %24 ], [ 0, %19 ]
  %27 = phi i64 [ %40, %24 ], [ 0, %19 ]
  call void @llvm.dbg.value(metadata i64 %26, metadata !32, metadata !DIExpression()), !dbg !46
  %28 = getelementptr inbounds double, double* %23, i64 %26, !dbg !51
  %29 = load double, double* %28, align 8, !dbg !51, !tbaa !42
  %30 = getelementptr inbounds double, double* %3, i64 %26, !dbg !52
  %31 = load double, double* %30, align 8, !dbg !52, !tbaa !42
  %32 = tail call double @llvm.fmuladd.f64(double %29, double %31, double %25), !dbg !49
  store double %32, double* %21, align 8, !dbg !49, !tbaa !42
  %33 = or i64 %26, 1, !dbg !53
  call void @llvm.dbg.value(metadata i64 %33, metadata !32, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 %33, metadata !32, metadata !DIExpression()), !dbg !46
  %34 = getelementptr inbounds double, double* %23, i64 %33, !dbg !51
  %35 = load double, double* %34, align 8, !dbg !51, !tbaa !42
  %36 = getelementptr inbounds double, double* %3, i64 %33, !dbg !52
  %37 = load double, double* %36, align 8, !dbg !52, !tbaa !42
  %38 = tail call double @llvm.fmuladd.f64(double %35, double %37, double %32), !dbg !49
  store double %38, double* %21, align 8, !dbg !49, !tbaa !42
  %39 = add nuw nsw i64 %26, 2, !dbg !53
  call void @llvm.dbg.value(metadata i64 %39, metadata !32, metadata !DIExpression()), !dbg !46
  %40 = add i64 %27, 2, !dbg !40
  %41 = icmp eq i64 %40, %15, !dbg !40
  br i1 %41, label %42, label %24, !dbg !40, !llvm.loop !54

42:                                               ; preds = %24, %19
  %43 = phi double [ 0.000000e+00, %19 ], [ %38, %24 ]
  %44 = phi i64 [ 0, %19 ], [ %39, %24 ]
  br i1 %16, label %51, label %45, !dbg !40

45:                                               ; preds = %42
  call void @llvm.dbg.value(metadata i64 %44, metadata !32, metadata !DIExpression()), !dbg !46
  %46 = getelementptr inbounds double, double* %23, i64 %44, !dbg !51
  %47 = load double, double* %46, align 8, !dbg !51, !tbaa !42
  %48 = getelementptr inbounds double, double* %3, i64 %44, !dbg !52
  %49 = load double, double* %48, align 8, !dbg !52, !tbaa !42
  %50 = tail call double @llvm.fmuladd.f64(double %47, double %49, double %43), !dbg !49
  store double %50, double* %21, align 8, !dbg !49, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %44, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !46
  br label %51, !dbg !57

51:                                               ; preds = %42, %45
  %52 = add nuw nsw i64 %20, 1, !dbg !57
  call void @llvm.dbg.value(metadata i64 %52, metadata !30, metadata !DIExpression()), !dbg !37
  %53 = icmp eq i64 %52, %11, !dbg !38
  br i1 %53, label %54, label %19, !dbg !39, !llvm.loop !58

54:                                               ; preds = %51, %17, %5
  ret void, !dbg !47
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
  br i1 %7, label %8, label %102, !dbg !78

8:                                                ; preds = %5
  %9 = bitcast double* %4 to i8*
  %10 = shl nuw nsw i64 %6, 3, !dbg !78
  call void @llvm.memset.p0i8.i64(i8* align 8 %9, i8 0, i64 %10, i1 false), !dbg !79, !tbaa !42
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !80
  %11 = icmp sgt i32 %0, 0, !dbg !81
  br i1 %11, label %12, label %102, !dbg !82

12:                                               ; preds = %8
  %13 = zext i32 %0 to i64, !dbg !81
  %14 = getelementptr double, double* %4, i64 %6, !dbg !82
  %15 = icmp ult i32 %1, 4
  %16 = and i64 %6, 4294967292
  %17 = icmp eq i64 %16, %6
  %18 = and i64 %6, 1
  %19 = icmp eq i64 %18, 0
  %20 = sub nsw i64 0, %6
  br label %21, !dbg !82

21:                                               ; preds = %12, %99
  %22 = phi i64 [ 0, %12 ], [ %100, %99 ]
  call void @llvm.dbg.value(metadata i64 %22, metadata !69, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !83
  %23 = mul i64 %22, %6
  %24 = mul nuw nsw i64 %22, %6
  %25 = getelementptr inbounds double, double* %2, i64 %24
  %26 = getelementptr inbounds double, double* %3, i64 %22
  br i1 %15, label %68, label %27, !dbg !84

27:                                               ; preds = %21
  %28 = add nuw i64 %22, 1
  %29 = getelementptr double, double* %3, i64 %28
  %30 = getelementptr double, double* %3, i64 %22
  %31 = add i64 %23, %6
  %32 = getelementptr double, double* %2, i64 %31
  %33 = getelementptr double, double* %2, i64 %23
  %34 = icmp ugt double* %32, %4, !dbg !84
  %35 = icmp ult double* %33, %14, !dbg !84
  %36 = and i1 %34, %35, !dbg !84
  %37 = icmp ugt double* %29, %4, !dbg !84
  %38 = icmp ult double* %30, %14, !dbg !84
  %39 = and i1 %37, %38, !dbg !84
  %40 = or i1 %36, %39, !dbg !84
  br i1 %40, label %68, label %41, !dbg !84

41:                                               ; preds = %27
  %42 = load double, double* %26, align 8, !tbaa !42, !alias.scope !85
  %43 = insertelement <2 x double> poison, double %42, i64 0
  %44 = shufflevector <2 x double> %43, <2 x double> poison, <2 x i32> zeroinitializer
  %45 = insertelement <2 x double> poison, double %42, i64 0
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> zeroinitializer
  br label %47, !dbg !84

47:                                               ; preds = %47, %41
  %48 = phi i64 [ 0, %41 ], [ %65, %47 ], !dbg !88
  %49 = getelementptr inbounds double, double* %25, i64 %48, !dbg !88
  %50 = bitcast double* %49 to <2 x double>*, !dbg !90
  %51 = load <2 x double>, <2 x double>* %50, align 8, !dbg !90, !tbaa !42, !alias.scope !91
  %52 = getelementptr inbounds double, double* %49, i64 2, !dbg !90
  %53 = bitcast double* %52 to <2 x double>*, !dbg !90
  %54 = load <2 x double>, <2 x double>* %53, align 8, !dbg !90, !tbaa !42, !alias.scope !91
  %55 = getelementptr inbounds double, double* %4, i64 %48, !dbg !88
  %56 = bitcast double* %55 to <2 x double>*, !dbg !93
  %57 = load <2 x double>, <2 x double>* %56, align 8, !dbg !93, !tbaa !42, !alias.scope !94, !noalias !96
  %58 = getelementptr inbounds double, double* %55, i64 2, !dbg !93
  %59 = bitcast double* %58 to <2 x double>*, !dbg !93
  %60 = load <2 x double>, <2 x double>* %59, align 8, !dbg !93, !tbaa !42, !alias.scope !94, !noalias !96
  %61 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> %44, <2 x double> %57), !dbg !88
  %62 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> %46, <2 x double> %60), !dbg !88
  %63 = bitcast double* %55 to <2 x double>*, !dbg !93
  store <2 x double> %61, <2 x double>* %63, align 8, !dbg !93, !tbaa !42, !alias.scope !94, !noalias !96
  %64 = bitcast double* %58 to <2 x double>*, !dbg !93
  store <2 x double> %62, <2 x double>* %64, align 8, !dbg !93, !tbaa !42, !alias.scope !94, !noalias !96
  %65 = add nuw i64 %48, 4, !dbg !88
  %66 = icmp eq i64 %65, %16, !dbg !88
  br i1 %66, label %67, label %47, !dbg !88, !llvm.loop !97

67:                                               ; preds = %47
  br i1 %17, label %99, label %68, !dbg !84

68:                                               ; preds = %27, %21, %67
  %69 = phi i64 [ 0, %27 ], [ 0, %21 ], [ %16, %67 ]
  %70 = xor i64 %69, -1, !dbg !84
  br i1 %19, label %79, label %71, !dbg !84

71:                                               ; preds = %68
  call void @llvm.dbg.value(metadata i64 undef, metadata !71, metadata !DIExpression()), !dbg !83
  %72 = getelementptr inbounds double, double* %25, i64 %69, !dbg !90
  %73 = load double, double* %72, align 8, !dbg !90, !tbaa !42
  %74 = load double, double* %26, align 8, !dbg !100, !tbaa !42
  %75 = getelementptr inbounds double, double* %4, i64 %69, !dbg !101
  %76 = load double, double* %75, align 8, !dbg !93, !tbaa !42
  %77 = tail call double @llvm.fmuladd.f64(double %73, double %74, double %76), !dbg !93
  store double %77, double* %75, align 8, !dbg !93, !tbaa !42
  %78 = or i64 %69, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %78, metadata !71, metadata !DIExpression()), !dbg !83
  br label %79, !dbg !84

79:                                               ; preds = %71, %68
  %80 = phi i64 [ %69, %68 ], [ %78, %71 ]
  %81 = icmp eq i64 %70, %20, !dbg !84
  br i1 %81, label %99, label %82, !dbg !84

82:                                               ; preds = %79, %82
  %83 = phi i64 [ %97, %82 ], [ %80, %79 ]
  call void @llvm.dbg.value(metadata i64 %83, metadata !71, metadata !DIExpression()), !dbg !83
  %84 = getelementptr inbounds double, double* %25, i64 %83, !dbg !90
  %85 = load double, double* %84, align 8, !dbg !90, !tbaa !42
  %86 = load double, double* %26, align 8, !dbg !100, !tbaa !42
  %87 = getelementptr inbounds double, double* %4, i64 %83, !dbg !101
  %88 = load double, double* %87, align 8, !dbg !93, !tbaa !42
  %89 = tail call double @llvm.fmuladd.f64(double %85, double %86, double %88), !dbg !93
  store double %89, double* %87, align 8, !dbg !93, !tbaa !42
  %90 = add nuw nsw i64 %83, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %90, metadata !71, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %90, metadata !71, metadata !DIExpression()), !dbg !83
  %91 = getelementptr inbounds double, double* %25, i64 %90, !dbg !90
  %92 = load double, double* %91, align 8, !dbg !90, !tbaa !42
  %93 = load double, double* %26, align 8, !dbg !100, !tbaa !42
  %94 = getelementptr inbounds double, double* %4, i64 %90, !dbg !101
  %95 = load double, double* %94, align 8, !dbg !93, !tbaa !42
  %96 = tail call double @llvm.fmuladd.f64(double %92, double %93, double %95), !dbg !93
  store double %96, double* %94, align 8, !dbg !93, !tbaa !42
  %97 = add nuw nsw i64 %83, 2, !dbg !88
  call void @llvm.dbg.value(metadata i64 %97, metadata !71, metadata !DIExpression()), !dbg !83
  %98 = icmp eq i64 %97, %6, !dbg !102
  br i1 %98, label %99, label %82, !dbg !84, !llvm.loop !103

99:                                               ; preds = %79, %82, %67
  %100 = add nuw nsw i64 %22, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %100, metadata !69, metadata !DIExpression()), !dbg !80
  %101 = icmp eq i64 %100, %13, !dbg !81
  br i1 %101, label %102, label %21, !dbg !82, !llvm.loop !105

102:                                              ; preds = %99, %5, %8
  ret void, !dbg !107
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
  br i1 %34, label %35, label %109, !dbg !182

35:                                               ; preds = %15
  %36 = icmp sgt i32 %17, 0
  br i1 %36, label %37, label %176, !dbg !183

37:                                               ; preds = %35
  %38 = and i64 %19, 4294967294, !dbg !182
  %39 = add nsw i64 %38, -2, !dbg !182
  %40 = lshr exact i64 %39, 1, !dbg !182
  %41 = add nuw i64 %40, 1, !dbg !182
  %42 = icmp ult i32 %17, 2
  %43 = and i64 %19, 4294967294
  %44 = and i64 %41, 1
  %45 = icmp eq i64 %39, 0
  %46 = and i64 %41, -2
  %47 = icmp eq i64 %44, 0
  %48 = icmp eq i64 %43, %19
  br label %49, !dbg !182

49:                                               ; preds = %37, %106
  %50 = phi i64 [ %107, %106 ], [ 0, %37 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !171, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 0, metadata !173, metadata !DIExpression()), !dbg !184
  %51 = mul nuw nsw i64 %50, %19
  %52 = getelementptr inbounds double, double* %23, i64 %51
  %53 = trunc i64 %50 to i32
  br i1 %42, label %93, label %54, !dbg !183

54:                                               ; preds = %49
  %55 = insertelement <2 x i32> poison, i32 %53, i64 0, !dbg !183
  %56 = shufflevector <2 x i32> %55, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !183
  br i1 %45, label %81, label %57, !dbg !183

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
  store <2 x double> %65, <2 x double>* %67, align 8, !dbg !191, !tbaa !42
  %68 = or i64 %58, 2, !dbg !185
  %69 = mul <2 x i32> %59, <i32 3, i32 3>, !dbg !187
  %70 = add <2 x i32> %69, <i32 6, i32 6>, !dbg !187
  %71 = add nuw nsw <2 x i32> %70, %56, !dbg !188
  %72 = urem <2 x i32> %71, <i32 17, i32 17>, !dbg !189
  %73 = add nsw <2 x i32> %72, <i32 -8, i32 -8>, !dbg !190
  %74 = sitofp <2 x i32> %73 to <2 x double>, !dbg !190
  %75 = getelementptr inbounds double, double* %52, i64 %68, !dbg !185
  %76 = bitcast double* %75 to <2 x double>*, !dbg !191
  store <2 x double> %74, <2 x double>* %76, align 8, !dbg !191, !tbaa !42
  %77 = add nuw i64 %58, 4, !dbg !185
  %78 = add <2 x i32> %59, <i32 4, i32 4>, !dbg !187
  %79 = add nuw i64 %60, 2, !dbg !185
  %80 = icmp eq i64 %79, %46, !dbg !185
  br i1 %80, label %81, label %57, !dbg !185, !llvm.loop !192

81:                                               ; preds = %57, %54
  %82 = phi i64 [ 0, %54 ], [ %77, %57 ]
  %83 = phi <2 x i32> [ <i32 0, i32 1>, %54 ], [ %78, %57 ]
  br i1 %47, label %92, label %84, !dbg !185

84:                                               ; preds = %81
  %85 = mul nsw <2 x i32> %83, <i32 3, i32 3>, !dbg !187
  %86 = add nuw nsw <2 x i32> %85, %56, !dbg !188
  %87 = urem <2 x i32> %86, <i32 17, i32 17>, !dbg !189
  %88 = add nsw <2 x i32> %87, <i32 -8, i32 -8>, !dbg !190
  %89 = sitofp <2 x i32> %88 to <2 x double>, !dbg !190
  %90 = getelementptr inbounds double, double* %52, i64 %82, !dbg !185
  %91 = bitcast double* %90 to <2 x double>*, !dbg !191
  store <2 x double> %89, <2 x double>* %91, align 8, !dbg !191, !tbaa !42
  br label %92, !dbg !183

92:                                               ; preds = %81, %84
  br i1 %48, label %106, label %93, !dbg !183

93:                                               ; preds = %49, %92
  %94 = phi i64 [ 0, %49 ], [ %43, %92 ]
  br label %95, !dbg !183

95:                                               ; preds = %93, %95
  %96 = phi i64 [ %104, %95 ], [ %94, %93 ]
  call void @llvm.dbg.value(metadata i64 %96, metadata !173, metadata !DIExpression()), !dbg !184
  %97 = trunc i64 %96 to i32, !dbg !187
  %98 = mul nsw i32 %97, 3, !dbg !187
  %99 = add nuw nsw i32 %98, %53, !dbg !188
  %100 = urem i32 %99, 17, !dbg !189
  %101 = add nsw i32 %100, -8, !dbg !190
  %102 = sitofp i32 %101 to double, !dbg !190
  %103 = getelementptr inbounds double, double* %52, i64 %96, !dbg !194
  store double %102, double* %103, align 8, !dbg !191, !tbaa !42
  %104 = add nuw nsw i64 %96, 1, !dbg !185
  call void @llvm.dbg.value(metadata i64 %104, metadata !173, metadata !DIExpression()), !dbg !184
  %105 = icmp eq i64 %104, %19, !dbg !195
  br i1 %105, label %106, label %95, !dbg !183, !llvm.loop !196

106:                                              ; preds = %95, %92
  %107 = add nuw nsw i64 %50, 1, !dbg !198
  call void @llvm.dbg.value(metadata i64 %107, metadata !171, metadata !DIExpression()), !dbg !180
  %108 = icmp eq i64 %107, %18, !dbg !181
  br i1 %108, label %109, label %49, !dbg !182, !llvm.loop !199

109:                                              ; preds = %106, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !176, metadata !DIExpression()), !dbg !201
  %110 = icmp sgt i32 %17, 0, !dbg !202
  br i1 %110, label %111, label %166, !dbg !204

111:                                              ; preds = %109
  %112 = icmp eq i32 %17, 1, !dbg !204
  br i1 %112, label %156, label %113, !dbg !204

113:                                              ; preds = %111
  %114 = and i64 %19, 4294967294, !dbg !204
  %115 = add nsw i64 %114, -2, !dbg !204
  %116 = lshr exact i64 %115, 1, !dbg !204
  %117 = add nuw i64 %116, 1, !dbg !204
  %118 = and i64 %117, 1, !dbg !204
  %119 = icmp eq i64 %115, 0, !dbg !204
  br i1 %119, label %143, label %120, !dbg !204

120:                                              ; preds = %113
  %121 = and i64 %117, -2, !dbg !204
  br label %122, !dbg !204

122:                                              ; preds = %122, %120
  %123 = phi i64 [ 0, %120 ], [ %139, %122 ], !dbg !205
  %124 = phi <2 x i64> [ <i64 0, i64 1>, %120 ], [ %140, %122 ]
  %125 = phi i64 [ 0, %120 ], [ %141, %122 ]
  %126 = trunc <2 x i64> %124 to <2 x i32>, !dbg !206
  %127 = add <2 x i32> %126, <i32 1, i32 1>, !dbg !206
  %128 = sitofp <2 x i32> %127 to <2 x double>, !dbg !206
  %129 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %128, !dbg !207
  %130 = getelementptr inbounds double, double* %27, i64 %123, !dbg !205
  %131 = bitcast double* %130 to <2 x double>*, !dbg !208
  store <2 x double> %129, <2 x double>* %131, align 8, !dbg !208, !tbaa !42
  %132 = or i64 %123, 2, !dbg !205
  %133 = trunc <2 x i64> %124 to <2 x i32>, !dbg !206
  %134 = add <2 x i32> %133, <i32 3, i32 3>, !dbg !206
  %135 = sitofp <2 x i32> %134 to <2 x double>, !dbg !206
  %136 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %135, !dbg !207
  %137 = getelementptr inbounds double, double* %27, i64 %132, !dbg !205
  %138 = bitcast double* %137 to <2 x double>*, !dbg !208
  store <2 x double> %136, <2 x double>* %138, align 8, !dbg !208, !tbaa !42
  %139 = add nuw i64 %123, 4, !dbg !205
  %140 = add <2 x i64> %124, <i64 4, i64 4>
  %141 = add nuw i64 %125, 2, !dbg !205
  %142 = icmp eq i64 %141, %121, !dbg !205
  br i1 %142, label %143, label %122, !dbg !205, !llvm.loop !209

143:                                              ; preds = %122, %113
  %144 = phi i64 [ 0, %113 ], [ %139, %122 ]
  %145 = phi <2 x i64> [ <i64 0, i64 1>, %113 ], [ %140, %122 ]
  %146 = icmp eq i64 %118, 0, !dbg !205
  br i1 %146, label %154, label %147, !dbg !205

147:                                              ; preds = %143
  %148 = trunc <2 x i64> %145 to <2 x i32>, !dbg !206
  %149 = add <2 x i32> %148, <i32 1, i32 1>, !dbg !206
  %150 = sitofp <2 x i32> %149 to <2 x double>, !dbg !206
  %151 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %150, !dbg !207
  %152 = getelementptr inbounds double, double* %27, i64 %144, !dbg !205
  %153 = bitcast double* %152 to <2 x double>*, !dbg !208
  store <2 x double> %151, <2 x double>* %153, align 8, !dbg !208, !tbaa !42
  br label %154, !dbg !204

154:                                              ; preds = %143, %147
  %155 = icmp eq i64 %114, %19, !dbg !204
  br i1 %155, label %166, label %156, !dbg !204

156:                                              ; preds = %111, %154
  %157 = phi i64 [ 0, %111 ], [ %114, %154 ]
  br label %158, !dbg !204

158:                                              ; preds = %156, %158
  %159 = phi i64 [ %160, %158 ], [ %157, %156 ]
  call void @llvm.dbg.value(metadata i64 %159, metadata !176, metadata !DIExpression()), !dbg !201
  %160 = add nuw nsw i64 %159, 1, !dbg !205
  %161 = trunc i64 %160 to i32, !dbg !206
  %162 = sitofp i32 %161 to double, !dbg !206
  %163 = fdiv double 1.000000e+00, %162, !dbg !207
  %164 = getelementptr inbounds double, double* %27, i64 %159, !dbg !211
  store double %163, double* %164, align 8, !dbg !208, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %160, metadata !176, metadata !DIExpression()), !dbg !201
  %165 = icmp eq i64 %160, %19, !dbg !202
  br i1 %165, label %166, label %158, !dbg !204, !llvm.loop !212

166:                                              ; preds = %158, %154, %109
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !213
  %167 = icmp sgt i32 %17, 0
  %168 = shl nuw nsw i64 %19, 3
  br i1 %34, label %169, label %833, !dbg !214

169:                                              ; preds = %166
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata double* %23, metadata !27, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata double* %27, metadata !28, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata double* %31, metadata !29, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !217
  br i1 %167, label %170, label %176, !dbg !218

170:                                              ; preds = %169
  %171 = add nsw i64 %19, -1, !dbg !214
  %172 = and i64 %19, 3
  %173 = icmp ult i64 %171, 3
  %174 = and i64 %19, 4294967292
  %175 = icmp eq i64 %172, 0
  br label %177, !dbg !214

176:                                              ; preds = %35, %169
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %30, i8 0, i64 %20, i1 false) #9, !dbg !219, !tbaa !42
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression()) #9, !dbg !220
  call void @llvm.dbg.value(metadata i32 undef, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !217
  call void @llvm.dbg.value(metadata i32 %8, metadata !62, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 %17, metadata !63, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %23, metadata !64, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %31, metadata !65, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %33, metadata !66, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #9, !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !224
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %30, i8 0, i64 %20, i1 false) #9, !dbg !219, !tbaa !42
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression()) #9, !dbg !220
  call void @llvm.dbg.value(metadata i32 undef, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !217
  call void @llvm.dbg.value(metadata i32 %8, metadata !62, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 %17, metadata !63, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %23, metadata !64, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %31, metadata !65, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %33, metadata !66, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #9, !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !224
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %30, i8 0, i64 %20, i1 false) #9, !dbg !219, !tbaa !42
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression()) #9, !dbg !220
  call void @llvm.dbg.value(metadata i32 undef, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !217
  call void @llvm.dbg.value(metadata i32 %8, metadata !62, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 %17, metadata !63, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %23, metadata !64, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %31, metadata !65, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %33, metadata !66, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #9, !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !224
  br label %1066, !dbg !225

177:                                              ; preds = %170, %228
  %178 = phi i64 [ %230, %228 ], [ 0, %170 ]
  call void @llvm.dbg.value(metadata i64 %178, metadata !30, metadata !DIExpression()) #9, !dbg !217
  %179 = getelementptr inbounds double, double* %31, i64 %178, !dbg !226
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %180 = mul nuw nsw i64 %178, %19
  %181 = getelementptr inbounds double, double* %23, i64 %180
  br i1 %173, label %212, label %182, !dbg !218

182:                                              ; preds = %177, %182
  %183 = phi double [ %208, %182 ], [ 0.000000e+00, %177 ], !dbg !227
  %184 = phi i64 [ %209, %182 ], [ 0, %177 ]
  %185 = phi i64 [ %210, %182 ], [ 0, %177 ]
  call void @llvm.dbg.value(metadata i64 %184, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %186 = getelementptr inbounds double, double* %181, i64 %184, !dbg !228
  %187 = load double, double* %186, align 8, !dbg !228, !tbaa !42
  %188 = getelementptr inbounds double, double* %27, i64 %184, !dbg !229
  %189 = load double, double* %188, align 8, !dbg !229, !tbaa !42
  %190 = tail call double @llvm.fmuladd.f64(double %187, double %189, double %183) #9, !dbg !227
  %191 = or i64 %184, 1, !dbg !230
  call void @llvm.dbg.value(metadata i64 %191, metadata !32, metadata !DIExpression()) #9, !dbg !220
  call void @llvm.dbg.value(metadata i64 %191, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %192 = getelementptr inbounds double, double* %181, i64 %191, !dbg !228
  %193 = load double, double* %192, align 8, !dbg !228, !tbaa !42
  %194 = getelementptr inbounds double, double* %27, i64 %191, !dbg !229
  %195 = load double, double* %194, align 8, !dbg !229, !tbaa !42
  %196 = tail call double @llvm.fmuladd.f64(double %193, double %195, double %190) #9, !dbg !227
  %197 = or i64 %184, 2, !dbg !230
  call void @llvm.dbg.value(metadata i64 %197, metadata !32, metadata !DIExpression()) #9, !dbg !220
  call void @llvm.dbg.value(metadata i64 %197, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %198 = getelementptr inbounds double, double* %181, i64 %197, !dbg !228
  %199 = load double, double* %198, align 8, !dbg !228, !tbaa !42
  %200 = getelementptr inbounds double, double* %27, i64 %197, !dbg !229
  %201 = load double, double* %200, align 8, !dbg !229, !tbaa !42
  %202 = tail call double @llvm.fmuladd.f64(double %199, double %201, double %196) #9, !dbg !227
  %203 = or i64 %184, 3, !dbg !230
  call void @llvm.dbg.value(metadata i64 %203, metadata !32, metadata !DIExpression()) #9, !dbg !220
  call void @llvm.dbg.value(metadata i64 %203, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %204 = getelementptr inbounds double, double* %181, i64 %203, !dbg !228
  %205 = load double, double* %204, align 8, !dbg !228, !tbaa !42
  %206 = getelementptr inbounds double, double* %27, i64 %203, !dbg !229
  %207 = load double, double* %206, align 8, !dbg !229, !tbaa !42
  %208 = tail call double @llvm.fmuladd.f64(double %205, double %207, double %202) #9, !dbg !227
  %209 = add nuw nsw i64 %184, 4, !dbg !230
  call void @llvm.dbg.value(metadata i64 %209, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %210 = add i64 %185, 4, !dbg !218
  %211 = icmp eq i64 %210, %174, !dbg !218
  br i1 %211, label %212, label %182, !dbg !218, !llvm.loop !231

212:                                              ; preds = %182, %177
  %213 = phi double [ undef, %177 ], [ %208, %182 ]
  %214 = phi double [ 0.000000e+00, %177 ], [ %208, %182 ]
  %215 = phi i64 [ 0, %177 ], [ %209, %182 ]
  br i1 %175, label %228, label %216, !dbg !218

216:                                              ; preds = %212, %216
  %217 = phi double [ %224, %216 ], [ %214, %212 ], !dbg !227
  %218 = phi i64 [ %225, %216 ], [ %215, %212 ]
  %219 = phi i64 [ %226, %216 ], [ 0, %212 ]
  call void @llvm.dbg.value(metadata i64 %218, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %220 = getelementptr inbounds double, double* %181, i64 %218, !dbg !228
  %221 = load double, double* %220, align 8, !dbg !228, !tbaa !42
  %222 = getelementptr inbounds double, double* %27, i64 %218, !dbg !229
  %223 = load double, double* %222, align 8, !dbg !229, !tbaa !42
  %224 = tail call double @llvm.fmuladd.f64(double %221, double %223, double %217) #9, !dbg !227
  %225 = add nuw nsw i64 %218, 1, !dbg !230
  call void @llvm.dbg.value(metadata i64 %225, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %226 = add i64 %219, 1, !dbg !218
  %227 = icmp eq i64 %226, %172, !dbg !218
  br i1 %227, label %228, label %216, !dbg !218, !llvm.loop !233

228:                                              ; preds = %216, %212
  %229 = phi double [ %213, %212 ], [ %224, %216 ], !dbg !227
  store double %229, double* %179, align 8, !dbg !227, !tbaa !42
  %230 = add nuw nsw i64 %178, 1, !dbg !235
  call void @llvm.dbg.value(metadata i64 %230, metadata !30, metadata !DIExpression()) #9, !dbg !217
  %231 = icmp eq i64 %230, %18, !dbg !236
  br i1 %231, label %232, label %177, !dbg !214, !llvm.loop !237

232:                                              ; preds = %228
  call void @llvm.dbg.value(metadata i32 %8, metadata !62, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 %17, metadata !63, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %23, metadata !64, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %31, metadata !65, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %33, metadata !66, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #9, !dbg !223
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %32, i8 0, i64 %168, i1 false) #9, !dbg !239, !tbaa !42
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #9, !dbg !240
  %233 = and i64 %19, 4294967292, !dbg !241
  %234 = add nsw i64 %233, -4, !dbg !241
  %235 = lshr exact i64 %234, 2, !dbg !241
  %236 = add nuw nsw i64 %235, 1, !dbg !241
  %237 = icmp ult i32 %17, 4
  %238 = and i64 %19, 4294967292
  %239 = and i64 %236, 1
  %240 = icmp eq i64 %234, 0
  %241 = and i64 %236, 9223372036854775806
  %242 = icmp eq i64 %239, 0
  %243 = icmp eq i64 %238, %19
  br label %244, !dbg !241

244:                                              ; preds = %232, %325
  %245 = phi i64 [ %326, %325 ], [ 0, %232 ]
  call void @llvm.dbg.value(metadata i64 %245, metadata !69, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()) #9, !dbg !242
  %246 = mul nuw nsw i64 %245, %19
  %247 = getelementptr inbounds double, double* %23, i64 %246
  %248 = getelementptr inbounds double, double* %31, i64 %245
  %249 = load double, double* %248, align 8, !tbaa !42
  br i1 %237, label %314, label %250, !dbg !243

250:                                              ; preds = %244
  %251 = insertelement <2 x double> poison, double %249, i64 0, !dbg !243
  %252 = shufflevector <2 x double> %251, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !243
  %253 = insertelement <2 x double> poison, double %249, i64 0, !dbg !243
  %254 = shufflevector <2 x double> %253, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !243
  br i1 %240, label %294, label %255, !dbg !243

255:                                              ; preds = %250, %255
  %256 = phi i64 [ %291, %255 ], [ 0, %250 ], !dbg !244
  %257 = phi i64 [ %292, %255 ], [ 0, %250 ]
  %258 = getelementptr inbounds double, double* %247, i64 %256, !dbg !244
  %259 = bitcast double* %258 to <2 x double>*, !dbg !245
  %260 = load <2 x double>, <2 x double>* %259, align 8, !dbg !245, !tbaa !42
  %261 = getelementptr inbounds double, double* %258, i64 2, !dbg !245
  %262 = bitcast double* %261 to <2 x double>*, !dbg !245
  %263 = load <2 x double>, <2 x double>* %262, align 8, !dbg !245, !tbaa !42
  %264 = getelementptr inbounds double, double* %33, i64 %256, !dbg !244
  %265 = bitcast double* %264 to <2 x double>*, !dbg !246
  %266 = load <2 x double>, <2 x double>* %265, align 8, !dbg !246, !tbaa !42
  %267 = getelementptr inbounds double, double* %264, i64 2, !dbg !246
  %268 = bitcast double* %267 to <2 x double>*, !dbg !246
  %269 = load <2 x double>, <2 x double>* %268, align 8, !dbg !246, !tbaa !42
  %270 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %260, <2 x double> %252, <2 x double> %266), !dbg !246
  %271 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %263, <2 x double> %254, <2 x double> %269), !dbg !246
  %272 = bitcast double* %264 to <2 x double>*, !dbg !246
  store <2 x double> %270, <2 x double>* %272, align 8, !dbg !246, !tbaa !42
  %273 = bitcast double* %267 to <2 x double>*, !dbg !246
  store <2 x double> %271, <2 x double>* %273, align 8, !dbg !246, !tbaa !42
  %274 = or i64 %256, 4, !dbg !244
  %275 = getelementptr inbounds double, double* %247, i64 %274, !dbg !244
  %276 = bitcast double* %275 to <2 x double>*, !dbg !245
  %277 = load <2 x double>, <2 x double>* %276, align 8, !dbg !245, !tbaa !42
  %278 = getelementptr inbounds double, double* %275, i64 2, !dbg !245
  %279 = bitcast double* %278 to <2 x double>*, !dbg !245
  %280 = load <2 x double>, <2 x double>* %279, align 8, !dbg !245, !tbaa !42
  %281 = getelementptr inbounds double, double* %33, i64 %274, !dbg !244
  %282 = bitcast double* %281 to <2 x double>*, !dbg !246
  %283 = load <2 x double>, <2 x double>* %282, align 8, !dbg !246, !tbaa !42
  %284 = getelementptr inbounds double, double* %281, i64 2, !dbg !246
  %285 = bitcast double* %284 to <2 x double>*, !dbg !246
  %286 = load <2 x double>, <2 x double>* %285, align 8, !dbg !246, !tbaa !42
  %287 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %277, <2 x double> %252, <2 x double> %283), !dbg !246
  %288 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %280, <2 x double> %254, <2 x double> %286), !dbg !246
  %289 = bitcast double* %281 to <2 x double>*, !dbg !246
  store <2 x double> %287, <2 x double>* %289, align 8, !dbg !246, !tbaa !42
  %290 = bitcast double* %284 to <2 x double>*, !dbg !246
  store <2 x double> %288, <2 x double>* %290, align 8, !dbg !246, !tbaa !42
  %291 = add nuw i64 %256, 8, !dbg !244
  %292 = add i64 %257, 2, !dbg !244
  %293 = icmp eq i64 %292, %241, !dbg !244
  br i1 %293, label %294, label %255, !dbg !244, !llvm.loop !247

294:                                              ; preds = %255, %250
  %295 = phi i64 [ 0, %250 ], [ %291, %255 ]
  br i1 %242, label %313, label %296, !dbg !244

296:                                              ; preds = %294
  %297 = getelementptr inbounds double, double* %247, i64 %295, !dbg !244
  %298 = bitcast double* %297 to <2 x double>*, !dbg !245
  %299 = load <2 x double>, <2 x double>* %298, align 8, !dbg !245, !tbaa !42
  %300 = getelementptr inbounds double, double* %297, i64 2, !dbg !245
  %301 = bitcast double* %300 to <2 x double>*, !dbg !245
  %302 = load <2 x double>, <2 x double>* %301, align 8, !dbg !245, !tbaa !42
  %303 = getelementptr inbounds double, double* %33, i64 %295, !dbg !244
  %304 = bitcast double* %303 to <2 x double>*, !dbg !246
  %305 = load <2 x double>, <2 x double>* %304, align 8, !dbg !246, !tbaa !42
  %306 = getelementptr inbounds double, double* %303, i64 2, !dbg !246
  %307 = bitcast double* %306 to <2 x double>*, !dbg !246
  %308 = load <2 x double>, <2 x double>* %307, align 8, !dbg !246, !tbaa !42
  %309 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %299, <2 x double> %252, <2 x double> %305), !dbg !246
  %310 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %302, <2 x double> %254, <2 x double> %308), !dbg !246
  %311 = bitcast double* %303 to <2 x double>*, !dbg !246
  store <2 x double> %309, <2 x double>* %311, align 8, !dbg !246, !tbaa !42
  %312 = bitcast double* %306 to <2 x double>*, !dbg !246
  store <2 x double> %310, <2 x double>* %312, align 8, !dbg !246, !tbaa !42
  br label %313, !dbg !243

313:                                              ; preds = %294, %296
  br i1 %243, label %325, label %314, !dbg !243

314:                                              ; preds = %244, %313
  %315 = phi i64 [ 0, %244 ], [ %238, %313 ]
  br label %316, !dbg !243

316:                                              ; preds = %314, %316
  %317 = phi i64 [ %323, %316 ], [ %315, %314 ]
  call void @llvm.dbg.value(metadata i64 %317, metadata !71, metadata !DIExpression()) #9, !dbg !242
  %318 = getelementptr inbounds double, double* %247, i64 %317, !dbg !245
  %319 = load double, double* %318, align 8, !dbg !245, !tbaa !42
  %320 = getelementptr inbounds double, double* %33, i64 %317, !dbg !249
  %321 = load double, double* %320, align 8, !dbg !246, !tbaa !42
  %322 = tail call double @llvm.fmuladd.f64(double %319, double %249, double %321) #9, !dbg !246
  store double %322, double* %320, align 8, !dbg !246, !tbaa !42
  %323 = add nuw nsw i64 %317, 1, !dbg !244
  call void @llvm.dbg.value(metadata i64 %323, metadata !71, metadata !DIExpression()) #9, !dbg !242
  %324 = icmp eq i64 %323, %19, !dbg !250
  br i1 %324, label %325, label %316, !dbg !243, !llvm.loop !251

325:                                              ; preds = %316, %313
  %326 = add nuw nsw i64 %245, 1, !dbg !252
  call void @llvm.dbg.value(metadata i64 %326, metadata !69, metadata !DIExpression()) #9, !dbg !240
  %327 = icmp eq i64 %326, %18, !dbg !253
  br i1 %327, label %328, label %244, !dbg !241, !llvm.loop !254

328:                                              ; preds = %325
  %329 = icmp ult i32 %17, 4, !dbg !225
  br i1 %329, label %385, label %330, !dbg !225

330:                                              ; preds = %328
  %331 = and i64 %19, 4294967292, !dbg !225
  %332 = and i64 %236, 1, !dbg !225
  %333 = icmp eq i64 %234, 0, !dbg !225
  br i1 %333, label %367, label %334, !dbg !225

334:                                              ; preds = %330
  %335 = and i64 %236, 9223372036854775806, !dbg !225
  br label %336, !dbg !225

336:                                              ; preds = %336, %334
  %337 = phi i64 [ 0, %334 ], [ %364, %336 ], !dbg !256
  %338 = phi i64 [ 0, %334 ], [ %365, %336 ]
  %339 = getelementptr inbounds double, double* %33, i64 %337, !dbg !256
  %340 = bitcast double* %339 to <2 x double>*, !dbg !258
  %341 = load <2 x double>, <2 x double>* %340, align 8, !dbg !258, !tbaa !42
  %342 = getelementptr inbounds double, double* %339, i64 2, !dbg !258
  %343 = bitcast double* %342 to <2 x double>*, !dbg !258
  %344 = load <2 x double>, <2 x double>* %343, align 8, !dbg !258, !tbaa !42
  %345 = fmul <2 x double> %341, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %346 = fmul <2 x double> %344, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %347 = getelementptr inbounds double, double* %27, i64 %337, !dbg !256
  %348 = bitcast double* %347 to <2 x double>*, !dbg !260
  store <2 x double> %345, <2 x double>* %348, align 8, !dbg !260, !tbaa !42
  %349 = getelementptr inbounds double, double* %347, i64 2, !dbg !260
  %350 = bitcast double* %349 to <2 x double>*, !dbg !260
  store <2 x double> %346, <2 x double>* %350, align 8, !dbg !260, !tbaa !42
  %351 = or i64 %337, 4, !dbg !256
  %352 = getelementptr inbounds double, double* %33, i64 %351, !dbg !256
  %353 = bitcast double* %352 to <2 x double>*, !dbg !258
  %354 = load <2 x double>, <2 x double>* %353, align 8, !dbg !258, !tbaa !42
  %355 = getelementptr inbounds double, double* %352, i64 2, !dbg !258
  %356 = bitcast double* %355 to <2 x double>*, !dbg !258
  %357 = load <2 x double>, <2 x double>* %356, align 8, !dbg !258, !tbaa !42
  %358 = fmul <2 x double> %354, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %359 = fmul <2 x double> %357, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %360 = getelementptr inbounds double, double* %27, i64 %351, !dbg !256
  %361 = bitcast double* %360 to <2 x double>*, !dbg !260
  store <2 x double> %358, <2 x double>* %361, align 8, !dbg !260, !tbaa !42
  %362 = getelementptr inbounds double, double* %360, i64 2, !dbg !260
  %363 = bitcast double* %362 to <2 x double>*, !dbg !260
  store <2 x double> %359, <2 x double>* %363, align 8, !dbg !260, !tbaa !42
  %364 = add nuw i64 %337, 8, !dbg !256
  %365 = add i64 %338, 2, !dbg !256
  %366 = icmp eq i64 %365, %335, !dbg !256
  br i1 %366, label %367, label %336, !dbg !256, !llvm.loop !261

367:                                              ; preds = %336, %330
  %368 = phi i64 [ 0, %330 ], [ %364, %336 ]
  %369 = icmp eq i64 %332, 0, !dbg !256
  br i1 %369, label %383, label %370, !dbg !256

370:                                              ; preds = %367
  %371 = getelementptr inbounds double, double* %33, i64 %368, !dbg !256
  %372 = bitcast double* %371 to <2 x double>*, !dbg !258
  %373 = load <2 x double>, <2 x double>* %372, align 8, !dbg !258, !tbaa !42
  %374 = getelementptr inbounds double, double* %371, i64 2, !dbg !258
  %375 = bitcast double* %374 to <2 x double>*, !dbg !258
  %376 = load <2 x double>, <2 x double>* %375, align 8, !dbg !258, !tbaa !42
  %377 = fmul <2 x double> %373, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %378 = fmul <2 x double> %376, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %379 = getelementptr inbounds double, double* %27, i64 %368, !dbg !256
  %380 = bitcast double* %379 to <2 x double>*, !dbg !260
  store <2 x double> %377, <2 x double>* %380, align 8, !dbg !260, !tbaa !42
  %381 = getelementptr inbounds double, double* %379, i64 2, !dbg !260
  %382 = bitcast double* %381 to <2 x double>*, !dbg !260
  store <2 x double> %378, <2 x double>* %382, align 8, !dbg !260, !tbaa !42
  br label %383, !dbg !225

383:                                              ; preds = %367, %370
  %384 = icmp eq i64 %331, %19, !dbg !225
  br i1 %384, label %387, label %385, !dbg !225

385:                                              ; preds = %328, %383
  %386 = phi i64 [ 0, %328 ], [ %331, %383 ]
  br label %825, !dbg !225

387:                                              ; preds = %825, %383
  %388 = and i64 %19, 3
  %389 = icmp ult i64 %171, 3
  %390 = and i64 %19, 4294967292
  %391 = icmp eq i64 %388, 0
  br label %392, !dbg !214

392:                                              ; preds = %387, %443
  %393 = phi i64 [ %445, %443 ], [ 0, %387 ]
  call void @llvm.dbg.value(metadata i64 %393, metadata !30, metadata !DIExpression()) #9, !dbg !217
  %394 = getelementptr inbounds double, double* %31, i64 %393, !dbg !226
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %395 = mul nuw nsw i64 %393, %19
  %396 = getelementptr inbounds double, double* %23, i64 %395
  br i1 %389, label %427, label %397, !dbg !218

397:                                              ; preds = %392, %397
  %398 = phi double [ %423, %397 ], [ 0.000000e+00, %392 ], !dbg !227
  %399 = phi i64 [ %424, %397 ], [ 0, %392 ]
  %400 = phi i64 [ %425, %397 ], [ 0, %392 ]
  call void @llvm.dbg.value(metadata i64 %399, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %401 = getelementptr inbounds double, double* %396, i64 %399, !dbg !228
  %402 = load double, double* %401, align 8, !dbg !228, !tbaa !42
  %403 = getelementptr inbounds double, double* %27, i64 %399, !dbg !229
  %404 = load double, double* %403, align 8, !dbg !229, !tbaa !42
  %405 = tail call double @llvm.fmuladd.f64(double %402, double %404, double %398) #9, !dbg !227
  %406 = or i64 %399, 1, !dbg !230
  call void @llvm.dbg.value(metadata i64 %406, metadata !32, metadata !DIExpression()) #9, !dbg !220
  call void @llvm.dbg.value(metadata i64 %406, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %407 = getelementptr inbounds double, double* %396, i64 %406, !dbg !228
  %408 = load double, double* %407, align 8, !dbg !228, !tbaa !42
  %409 = getelementptr inbounds double, double* %27, i64 %406, !dbg !229
  %410 = load double, double* %409, align 8, !dbg !229, !tbaa !42
  %411 = tail call double @llvm.fmuladd.f64(double %408, double %410, double %405) #9, !dbg !227
  %412 = or i64 %399, 2, !dbg !230
  call void @llvm.dbg.value(metadata i64 %412, metadata !32, metadata !DIExpression()) #9, !dbg !220
  call void @llvm.dbg.value(metadata i64 %412, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %413 = getelementptr inbounds double, double* %396, i64 %412, !dbg !228
  %414 = load double, double* %413, align 8, !dbg !228, !tbaa !42
  %415 = getelementptr inbounds double, double* %27, i64 %412, !dbg !229
  %416 = load double, double* %415, align 8, !dbg !229, !tbaa !42
  %417 = tail call double @llvm.fmuladd.f64(double %414, double %416, double %411) #9, !dbg !227
  %418 = or i64 %399, 3, !dbg !230
  call void @llvm.dbg.value(metadata i64 %418, metadata !32, metadata !DIExpression()) #9, !dbg !220
  call void @llvm.dbg.value(metadata i64 %418, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %419 = getelementptr inbounds double, double* %396, i64 %418, !dbg !228
  %420 = load double, double* %419, align 8, !dbg !228, !tbaa !42
  %421 = getelementptr inbounds double, double* %27, i64 %418, !dbg !229
  %422 = load double, double* %421, align 8, !dbg !229, !tbaa !42
  %423 = tail call double @llvm.fmuladd.f64(double %420, double %422, double %417) #9, !dbg !227
  %424 = add nuw nsw i64 %399, 4, !dbg !230
  call void @llvm.dbg.value(metadata i64 %424, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %425 = add i64 %400, 4, !dbg !218
  %426 = icmp eq i64 %425, %390, !dbg !218
  br i1 %426, label %427, label %397, !dbg !218, !llvm.loop !231

427:                                              ; preds = %397, %392
  %428 = phi double [ undef, %392 ], [ %423, %397 ]
  %429 = phi double [ 0.000000e+00, %392 ], [ %423, %397 ]
  %430 = phi i64 [ 0, %392 ], [ %424, %397 ]
  br i1 %391, label %443, label %431, !dbg !218

431:                                              ; preds = %427, %431
  %432 = phi double [ %439, %431 ], [ %429, %427 ], !dbg !227
  %433 = phi i64 [ %440, %431 ], [ %430, %427 ]
  %434 = phi i64 [ %441, %431 ], [ 0, %427 ]
  call void @llvm.dbg.value(metadata i64 %433, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %435 = getelementptr inbounds double, double* %396, i64 %433, !dbg !228
  %436 = load double, double* %435, align 8, !dbg !228, !tbaa !42
  %437 = getelementptr inbounds double, double* %27, i64 %433, !dbg !229
  %438 = load double, double* %437, align 8, !dbg !229, !tbaa !42
  %439 = tail call double @llvm.fmuladd.f64(double %436, double %438, double %432) #9, !dbg !227
  %440 = add nuw nsw i64 %433, 1, !dbg !230
  call void @llvm.dbg.value(metadata i64 %440, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %441 = add i64 %434, 1, !dbg !218
  %442 = icmp eq i64 %441, %388, !dbg !218
  br i1 %442, label %443, label %431, !dbg !218, !llvm.loop !263

443:                                              ; preds = %431, %427
  %444 = phi double [ %428, %427 ], [ %439, %431 ], !dbg !227
  store double %444, double* %394, align 8, !dbg !227, !tbaa !42
  %445 = add nuw nsw i64 %393, 1, !dbg !235
  call void @llvm.dbg.value(metadata i64 %445, metadata !30, metadata !DIExpression()) #9, !dbg !217
  %446 = icmp eq i64 %445, %18, !dbg !236
  br i1 %446, label %447, label %392, !dbg !214, !llvm.loop !237

447:                                              ; preds = %443
  call void @llvm.dbg.value(metadata i32 %8, metadata !62, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 %17, metadata !63, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %23, metadata !64, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %31, metadata !65, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %33, metadata !66, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #9, !dbg !223
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %32, i8 0, i64 %168, i1 false) #9, !dbg !239, !tbaa !42
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #9, !dbg !240
  %448 = icmp ult i32 %17, 4
  %449 = and i64 %19, 4294967292
  %450 = and i64 %236, 1
  %451 = icmp eq i64 %234, 0
  %452 = and i64 %236, 9223372036854775806
  %453 = icmp eq i64 %450, 0
  %454 = icmp eq i64 %449, %19
  br label %455, !dbg !241

455:                                              ; preds = %536, %447
  %456 = phi i64 [ %537, %536 ], [ 0, %447 ]
  call void @llvm.dbg.value(metadata i64 %456, metadata !69, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()) #9, !dbg !242
  %457 = mul nuw nsw i64 %456, %19
  %458 = getelementptr inbounds double, double* %23, i64 %457
  %459 = getelementptr inbounds double, double* %31, i64 %456
  %460 = load double, double* %459, align 8, !tbaa !42
  br i1 %448, label %525, label %461, !dbg !243

461:                                              ; preds = %455
  %462 = insertelement <2 x double> poison, double %460, i64 0, !dbg !243
  %463 = shufflevector <2 x double> %462, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !243
  %464 = insertelement <2 x double> poison, double %460, i64 0, !dbg !243
  %465 = shufflevector <2 x double> %464, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !243
  br i1 %451, label %505, label %466, !dbg !243

466:                                              ; preds = %461, %466
  %467 = phi i64 [ %502, %466 ], [ 0, %461 ], !dbg !244
  %468 = phi i64 [ %503, %466 ], [ 0, %461 ]
  %469 = getelementptr inbounds double, double* %458, i64 %467, !dbg !244
  %470 = bitcast double* %469 to <2 x double>*, !dbg !245
  %471 = load <2 x double>, <2 x double>* %470, align 8, !dbg !245, !tbaa !42
  %472 = getelementptr inbounds double, double* %469, i64 2, !dbg !245
  %473 = bitcast double* %472 to <2 x double>*, !dbg !245
  %474 = load <2 x double>, <2 x double>* %473, align 8, !dbg !245, !tbaa !42
  %475 = getelementptr inbounds double, double* %33, i64 %467, !dbg !244
  %476 = bitcast double* %475 to <2 x double>*, !dbg !246
  %477 = load <2 x double>, <2 x double>* %476, align 8, !dbg !246, !tbaa !42
  %478 = getelementptr inbounds double, double* %475, i64 2, !dbg !246
  %479 = bitcast double* %478 to <2 x double>*, !dbg !246
  %480 = load <2 x double>, <2 x double>* %479, align 8, !dbg !246, !tbaa !42
  %481 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %471, <2 x double> %463, <2 x double> %477), !dbg !246
  %482 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %474, <2 x double> %465, <2 x double> %480), !dbg !246
  %483 = bitcast double* %475 to <2 x double>*, !dbg !246
  store <2 x double> %481, <2 x double>* %483, align 8, !dbg !246, !tbaa !42
  %484 = bitcast double* %478 to <2 x double>*, !dbg !246
  store <2 x double> %482, <2 x double>* %484, align 8, !dbg !246, !tbaa !42
  %485 = or i64 %467, 4, !dbg !244
  %486 = getelementptr inbounds double, double* %458, i64 %485, !dbg !244
  %487 = bitcast double* %486 to <2 x double>*, !dbg !245
  %488 = load <2 x double>, <2 x double>* %487, align 8, !dbg !245, !tbaa !42
  %489 = getelementptr inbounds double, double* %486, i64 2, !dbg !245
  %490 = bitcast double* %489 to <2 x double>*, !dbg !245
  %491 = load <2 x double>, <2 x double>* %490, align 8, !dbg !245, !tbaa !42
  %492 = getelementptr inbounds double, double* %33, i64 %485, !dbg !244
  %493 = bitcast double* %492 to <2 x double>*, !dbg !246
  %494 = load <2 x double>, <2 x double>* %493, align 8, !dbg !246, !tbaa !42
  %495 = getelementptr inbounds double, double* %492, i64 2, !dbg !246
  %496 = bitcast double* %495 to <2 x double>*, !dbg !246
  %497 = load <2 x double>, <2 x double>* %496, align 8, !dbg !246, !tbaa !42
  %498 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %488, <2 x double> %463, <2 x double> %494), !dbg !246
  %499 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %491, <2 x double> %465, <2 x double> %497), !dbg !246
  %500 = bitcast double* %492 to <2 x double>*, !dbg !246
  store <2 x double> %498, <2 x double>* %500, align 8, !dbg !246, !tbaa !42
  %501 = bitcast double* %495 to <2 x double>*, !dbg !246
  store <2 x double> %499, <2 x double>* %501, align 8, !dbg !246, !tbaa !42
  %502 = add nuw i64 %467, 8, !dbg !244
  %503 = add i64 %468, 2, !dbg !244
  %504 = icmp eq i64 %503, %452, !dbg !244
  br i1 %504, label %505, label %466, !dbg !244, !llvm.loop !264

505:                                              ; preds = %466, %461
  %506 = phi i64 [ 0, %461 ], [ %502, %466 ]
  br i1 %453, label %524, label %507, !dbg !244

507:                                              ; preds = %505
  %508 = getelementptr inbounds double, double* %458, i64 %506, !dbg !244
  %509 = bitcast double* %508 to <2 x double>*, !dbg !245
  %510 = load <2 x double>, <2 x double>* %509, align 8, !dbg !245, !tbaa !42
  %511 = getelementptr inbounds double, double* %508, i64 2, !dbg !245
  %512 = bitcast double* %511 to <2 x double>*, !dbg !245
  %513 = load <2 x double>, <2 x double>* %512, align 8, !dbg !245, !tbaa !42
  %514 = getelementptr inbounds double, double* %33, i64 %506, !dbg !244
  %515 = bitcast double* %514 to <2 x double>*, !dbg !246
  %516 = load <2 x double>, <2 x double>* %515, align 8, !dbg !246, !tbaa !42
  %517 = getelementptr inbounds double, double* %514, i64 2, !dbg !246
  %518 = bitcast double* %517 to <2 x double>*, !dbg !246
  %519 = load <2 x double>, <2 x double>* %518, align 8, !dbg !246, !tbaa !42
  %520 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %510, <2 x double> %463, <2 x double> %516), !dbg !246
  %521 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %513, <2 x double> %465, <2 x double> %519), !dbg !246
  %522 = bitcast double* %514 to <2 x double>*, !dbg !246
  store <2 x double> %520, <2 x double>* %522, align 8, !dbg !246, !tbaa !42
  %523 = bitcast double* %517 to <2 x double>*, !dbg !246
  store <2 x double> %521, <2 x double>* %523, align 8, !dbg !246, !tbaa !42
  br label %524, !dbg !243

524:                                              ; preds = %505, %507
  br i1 %454, label %536, label %525, !dbg !243

525:                                              ; preds = %455, %524
  %526 = phi i64 [ 0, %455 ], [ %449, %524 ]
  br label %527, !dbg !243

527:                                              ; preds = %525, %527
  %528 = phi i64 [ %534, %527 ], [ %526, %525 ]
  call void @llvm.dbg.value(metadata i64 %528, metadata !71, metadata !DIExpression()) #9, !dbg !242
  %529 = getelementptr inbounds double, double* %458, i64 %528, !dbg !245
  %530 = load double, double* %529, align 8, !dbg !245, !tbaa !42
  %531 = getelementptr inbounds double, double* %33, i64 %528, !dbg !249
  %532 = load double, double* %531, align 8, !dbg !246, !tbaa !42
  %533 = tail call double @llvm.fmuladd.f64(double %530, double %460, double %532) #9, !dbg !246
  store double %533, double* %531, align 8, !dbg !246, !tbaa !42
  %534 = add nuw nsw i64 %528, 1, !dbg !244
  call void @llvm.dbg.value(metadata i64 %534, metadata !71, metadata !DIExpression()) #9, !dbg !242
  %535 = icmp eq i64 %534, %19, !dbg !250
  br i1 %535, label %536, label %527, !dbg !243, !llvm.loop !265

536:                                              ; preds = %527, %524
  %537 = add nuw nsw i64 %456, 1, !dbg !252
  call void @llvm.dbg.value(metadata i64 %537, metadata !69, metadata !DIExpression()) #9, !dbg !240
  %538 = icmp eq i64 %537, %18, !dbg !253
  br i1 %538, label %539, label %455, !dbg !241, !llvm.loop !254

539:                                              ; preds = %536
  %540 = icmp ult i32 %17, 4, !dbg !225
  br i1 %540, label %596, label %541, !dbg !225

541:                                              ; preds = %539
  %542 = and i64 %19, 4294967292, !dbg !225
  %543 = and i64 %236, 1, !dbg !225
  %544 = icmp eq i64 %234, 0, !dbg !225
  br i1 %544, label %578, label %545, !dbg !225

545:                                              ; preds = %541
  %546 = and i64 %236, 9223372036854775806, !dbg !225
  br label %547, !dbg !225

547:                                              ; preds = %547, %545
  %548 = phi i64 [ 0, %545 ], [ %575, %547 ], !dbg !256
  %549 = phi i64 [ 0, %545 ], [ %576, %547 ]
  %550 = getelementptr inbounds double, double* %33, i64 %548, !dbg !256
  %551 = bitcast double* %550 to <2 x double>*, !dbg !258
  %552 = load <2 x double>, <2 x double>* %551, align 8, !dbg !258, !tbaa !42
  %553 = getelementptr inbounds double, double* %550, i64 2, !dbg !258
  %554 = bitcast double* %553 to <2 x double>*, !dbg !258
  %555 = load <2 x double>, <2 x double>* %554, align 8, !dbg !258, !tbaa !42
  %556 = fmul <2 x double> %552, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %557 = fmul <2 x double> %555, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %558 = getelementptr inbounds double, double* %27, i64 %548, !dbg !256
  %559 = bitcast double* %558 to <2 x double>*, !dbg !260
  store <2 x double> %556, <2 x double>* %559, align 8, !dbg !260, !tbaa !42
  %560 = getelementptr inbounds double, double* %558, i64 2, !dbg !260
  %561 = bitcast double* %560 to <2 x double>*, !dbg !260
  store <2 x double> %557, <2 x double>* %561, align 8, !dbg !260, !tbaa !42
  %562 = or i64 %548, 4, !dbg !256
  %563 = getelementptr inbounds double, double* %33, i64 %562, !dbg !256
  %564 = bitcast double* %563 to <2 x double>*, !dbg !258
  %565 = load <2 x double>, <2 x double>* %564, align 8, !dbg !258, !tbaa !42
  %566 = getelementptr inbounds double, double* %563, i64 2, !dbg !258
  %567 = bitcast double* %566 to <2 x double>*, !dbg !258
  %568 = load <2 x double>, <2 x double>* %567, align 8, !dbg !258, !tbaa !42
  %569 = fmul <2 x double> %565, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %570 = fmul <2 x double> %568, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %571 = getelementptr inbounds double, double* %27, i64 %562, !dbg !256
  %572 = bitcast double* %571 to <2 x double>*, !dbg !260
  store <2 x double> %569, <2 x double>* %572, align 8, !dbg !260, !tbaa !42
  %573 = getelementptr inbounds double, double* %571, i64 2, !dbg !260
  %574 = bitcast double* %573 to <2 x double>*, !dbg !260
  store <2 x double> %570, <2 x double>* %574, align 8, !dbg !260, !tbaa !42
  %575 = add nuw i64 %548, 8, !dbg !256
  %576 = add i64 %549, 2, !dbg !256
  %577 = icmp eq i64 %576, %546, !dbg !256
  br i1 %577, label %578, label %547, !dbg !256, !llvm.loop !266

578:                                              ; preds = %547, %541
  %579 = phi i64 [ 0, %541 ], [ %575, %547 ]
  %580 = icmp eq i64 %543, 0, !dbg !256
  br i1 %580, label %594, label %581, !dbg !256

581:                                              ; preds = %578
  %582 = getelementptr inbounds double, double* %33, i64 %579, !dbg !256
  %583 = bitcast double* %582 to <2 x double>*, !dbg !258
  %584 = load <2 x double>, <2 x double>* %583, align 8, !dbg !258, !tbaa !42
  %585 = getelementptr inbounds double, double* %582, i64 2, !dbg !258
  %586 = bitcast double* %585 to <2 x double>*, !dbg !258
  %587 = load <2 x double>, <2 x double>* %586, align 8, !dbg !258, !tbaa !42
  %588 = fmul <2 x double> %584, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %589 = fmul <2 x double> %587, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %590 = getelementptr inbounds double, double* %27, i64 %579, !dbg !256
  %591 = bitcast double* %590 to <2 x double>*, !dbg !260
  store <2 x double> %588, <2 x double>* %591, align 8, !dbg !260, !tbaa !42
  %592 = getelementptr inbounds double, double* %590, i64 2, !dbg !260
  %593 = bitcast double* %592 to <2 x double>*, !dbg !260
  store <2 x double> %589, <2 x double>* %593, align 8, !dbg !260, !tbaa !42
  br label %594, !dbg !225

594:                                              ; preds = %578, %581
  %595 = icmp eq i64 %542, %19, !dbg !225
  br i1 %595, label %606, label %596, !dbg !225

596:                                              ; preds = %539, %594
  %597 = phi i64 [ 0, %539 ], [ %542, %594 ]
  br label %598, !dbg !225

598:                                              ; preds = %596, %598
  %599 = phi i64 [ %604, %598 ], [ %597, %596 ]
  call void @llvm.dbg.value(metadata i64 %599, metadata !123, metadata !DIExpression()), !dbg !224
  %600 = getelementptr inbounds double, double* %33, i64 %599, !dbg !258
  %601 = load double, double* %600, align 8, !dbg !258, !tbaa !42
  %602 = fmul double %601, 1.000000e-03, !dbg !259
  %603 = getelementptr inbounds double, double* %27, i64 %599, !dbg !267
  store double %602, double* %603, align 8, !dbg !260, !tbaa !42
  %604 = add nuw nsw i64 %599, 1, !dbg !256
  call void @llvm.dbg.value(metadata i64 %604, metadata !123, metadata !DIExpression()), !dbg !224
  %605 = icmp eq i64 %604, %19, !dbg !268
  br i1 %605, label %606, label %598, !dbg !225, !llvm.loop !269

606:                                              ; preds = %598, %594
  %607 = and i64 %19, 3
  %608 = icmp ult i64 %171, 3
  %609 = and i64 %19, 4294967292
  %610 = icmp eq i64 %607, 0
  br label %611, !dbg !214

611:                                              ; preds = %606, %662
  %612 = phi i64 [ %664, %662 ], [ 0, %606 ]
  call void @llvm.dbg.value(metadata i64 %612, metadata !30, metadata !DIExpression()) #9, !dbg !217
  %613 = getelementptr inbounds double, double* %31, i64 %612, !dbg !226
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %614 = mul nuw nsw i64 %612, %19
  %615 = getelementptr inbounds double, double* %23, i64 %614
  br i1 %608, label %646, label %616, !dbg !218

616:                                              ; preds = %611, %616
  %617 = phi double [ %642, %616 ], [ 0.000000e+00, %611 ], !dbg !227
  %618 = phi i64 [ %643, %616 ], [ 0, %611 ]
  %619 = phi i64 [ %644, %616 ], [ 0, %611 ]
  call void @llvm.dbg.value(metadata i64 %618, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %620 = getelementptr inbounds double, double* %615, i64 %618, !dbg !228
  %621 = load double, double* %620, align 8, !dbg !228, !tbaa !42
  %622 = getelementptr inbounds double, double* %27, i64 %618, !dbg !229
  %623 = load double, double* %622, align 8, !dbg !229, !tbaa !42
  %624 = tail call double @llvm.fmuladd.f64(double %621, double %623, double %617) #9, !dbg !227
  %625 = or i64 %618, 1, !dbg !230
  call void @llvm.dbg.value(metadata i64 %625, metadata !32, metadata !DIExpression()) #9, !dbg !220
  call void @llvm.dbg.value(metadata i64 %625, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %626 = getelementptr inbounds double, double* %615, i64 %625, !dbg !228
  %627 = load double, double* %626, align 8, !dbg !228, !tbaa !42
  %628 = getelementptr inbounds double, double* %27, i64 %625, !dbg !229
  %629 = load double, double* %628, align 8, !dbg !229, !tbaa !42
  %630 = tail call double @llvm.fmuladd.f64(double %627, double %629, double %624) #9, !dbg !227
  %631 = or i64 %618, 2, !dbg !230
  call void @llvm.dbg.value(metadata i64 %631, metadata !32, metadata !DIExpression()) #9, !dbg !220
  call void @llvm.dbg.value(metadata i64 %631, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %632 = getelementptr inbounds double, double* %615, i64 %631, !dbg !228
  %633 = load double, double* %632, align 8, !dbg !228, !tbaa !42
  %634 = getelementptr inbounds double, double* %27, i64 %631, !dbg !229
  %635 = load double, double* %634, align 8, !dbg !229, !tbaa !42
  %636 = tail call double @llvm.fmuladd.f64(double %633, double %635, double %630) #9, !dbg !227
  %637 = or i64 %618, 3, !dbg !230
  call void @llvm.dbg.value(metadata i64 %637, metadata !32, metadata !DIExpression()) #9, !dbg !220
  call void @llvm.dbg.value(metadata i64 %637, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %638 = getelementptr inbounds double, double* %615, i64 %637, !dbg !228
  %639 = load double, double* %638, align 8, !dbg !228, !tbaa !42
  %640 = getelementptr inbounds double, double* %27, i64 %637, !dbg !229
  %641 = load double, double* %640, align 8, !dbg !229, !tbaa !42
  %642 = tail call double @llvm.fmuladd.f64(double %639, double %641, double %636) #9, !dbg !227
  %643 = add nuw nsw i64 %618, 4, !dbg !230
  call void @llvm.dbg.value(metadata i64 %643, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %644 = add i64 %619, 4, !dbg !218
  %645 = icmp eq i64 %644, %609, !dbg !218
  br i1 %645, label %646, label %616, !dbg !218, !llvm.loop !231

646:                                              ; preds = %616, %611
  %647 = phi double [ undef, %611 ], [ %642, %616 ]
  %648 = phi double [ 0.000000e+00, %611 ], [ %642, %616 ]
  %649 = phi i64 [ 0, %611 ], [ %643, %616 ]
  br i1 %610, label %662, label %650, !dbg !218

650:                                              ; preds = %646, %650
  %651 = phi double [ %658, %650 ], [ %648, %646 ], !dbg !227
  %652 = phi i64 [ %659, %650 ], [ %649, %646 ]
  %653 = phi i64 [ %660, %650 ], [ 0, %646 ]
  call void @llvm.dbg.value(metadata i64 %652, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %654 = getelementptr inbounds double, double* %615, i64 %652, !dbg !228
  %655 = load double, double* %654, align 8, !dbg !228, !tbaa !42
  %656 = getelementptr inbounds double, double* %27, i64 %652, !dbg !229
  %657 = load double, double* %656, align 8, !dbg !229, !tbaa !42
  %658 = tail call double @llvm.fmuladd.f64(double %655, double %657, double %651) #9, !dbg !227
  %659 = add nuw nsw i64 %652, 1, !dbg !230
  call void @llvm.dbg.value(metadata i64 %659, metadata !32, metadata !DIExpression()) #9, !dbg !220
  %660 = add i64 %653, 1, !dbg !218
  %661 = icmp eq i64 %660, %607, !dbg !218
  br i1 %661, label %662, label %650, !dbg !218, !llvm.loop !270

662:                                              ; preds = %650, %646
  %663 = phi double [ %647, %646 ], [ %658, %650 ], !dbg !227
  store double %663, double* %613, align 8, !dbg !227, !tbaa !42
  %664 = add nuw nsw i64 %612, 1, !dbg !235
  call void @llvm.dbg.value(metadata i64 %664, metadata !30, metadata !DIExpression()) #9, !dbg !217
  %665 = icmp eq i64 %664, %18, !dbg !236
  br i1 %665, label %666, label %611, !dbg !214, !llvm.loop !237

666:                                              ; preds = %662
  call void @llvm.dbg.value(metadata i32 %8, metadata !62, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 %17, metadata !63, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %23, metadata !64, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %31, metadata !65, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %33, metadata !66, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #9, !dbg !223
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %32, i8 0, i64 %168, i1 false) #9, !dbg !239, !tbaa !42
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #9, !dbg !240
  %667 = icmp ult i32 %17, 4
  %668 = and i64 %19, 4294967292
  %669 = and i64 %236, 1
  %670 = icmp eq i64 %234, 0
  %671 = and i64 %236, 9223372036854775806
  %672 = icmp eq i64 %669, 0
  %673 = icmp eq i64 %668, %19
  br label %674, !dbg !241

674:                                              ; preds = %755, %666
  %675 = phi i64 [ %756, %755 ], [ 0, %666 ]
  call void @llvm.dbg.value(metadata i64 %675, metadata !69, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()) #9, !dbg !242
  %676 = mul nuw nsw i64 %675, %19
  %677 = getelementptr inbounds double, double* %23, i64 %676
  %678 = getelementptr inbounds double, double* %31, i64 %675
  %679 = load double, double* %678, align 8, !tbaa !42
  br i1 %667, label %744, label %680, !dbg !243

680:                                              ; preds = %674
  %681 = insertelement <2 x double> poison, double %679, i64 0, !dbg !243
  %682 = shufflevector <2 x double> %681, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !243
  %683 = insertelement <2 x double> poison, double %679, i64 0, !dbg !243
  %684 = shufflevector <2 x double> %683, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !243
  br i1 %670, label %724, label %685, !dbg !243

685:                                              ; preds = %680, %685
  %686 = phi i64 [ %721, %685 ], [ 0, %680 ], !dbg !244
  %687 = phi i64 [ %722, %685 ], [ 0, %680 ]
  %688 = getelementptr inbounds double, double* %677, i64 %686, !dbg !244
  %689 = bitcast double* %688 to <2 x double>*, !dbg !245
  %690 = load <2 x double>, <2 x double>* %689, align 8, !dbg !245, !tbaa !42
  %691 = getelementptr inbounds double, double* %688, i64 2, !dbg !245
  %692 = bitcast double* %691 to <2 x double>*, !dbg !245
  %693 = load <2 x double>, <2 x double>* %692, align 8, !dbg !245, !tbaa !42
  %694 = getelementptr inbounds double, double* %33, i64 %686, !dbg !244
  %695 = bitcast double* %694 to <2 x double>*, !dbg !246
  %696 = load <2 x double>, <2 x double>* %695, align 8, !dbg !246, !tbaa !42
  %697 = getelementptr inbounds double, double* %694, i64 2, !dbg !246
  %698 = bitcast double* %697 to <2 x double>*, !dbg !246
  %699 = load <2 x double>, <2 x double>* %698, align 8, !dbg !246, !tbaa !42
  %700 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %690, <2 x double> %682, <2 x double> %696), !dbg !246
  %701 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %693, <2 x double> %684, <2 x double> %699), !dbg !246
  %702 = bitcast double* %694 to <2 x double>*, !dbg !246
  store <2 x double> %700, <2 x double>* %702, align 8, !dbg !246, !tbaa !42
  %703 = bitcast double* %697 to <2 x double>*, !dbg !246
  store <2 x double> %701, <2 x double>* %703, align 8, !dbg !246, !tbaa !42
  %704 = or i64 %686, 4, !dbg !244
  %705 = getelementptr inbounds double, double* %677, i64 %704, !dbg !244
  %706 = bitcast double* %705 to <2 x double>*, !dbg !245
  %707 = load <2 x double>, <2 x double>* %706, align 8, !dbg !245, !tbaa !42
  %708 = getelementptr inbounds double, double* %705, i64 2, !dbg !245
  %709 = bitcast double* %708 to <2 x double>*, !dbg !245
  %710 = load <2 x double>, <2 x double>* %709, align 8, !dbg !245, !tbaa !42
  %711 = getelementptr inbounds double, double* %33, i64 %704, !dbg !244
  %712 = bitcast double* %711 to <2 x double>*, !dbg !246
  %713 = load <2 x double>, <2 x double>* %712, align 8, !dbg !246, !tbaa !42
  %714 = getelementptr inbounds double, double* %711, i64 2, !dbg !246
  %715 = bitcast double* %714 to <2 x double>*, !dbg !246
  %716 = load <2 x double>, <2 x double>* %715, align 8, !dbg !246, !tbaa !42
  %717 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %707, <2 x double> %682, <2 x double> %713), !dbg !246
  %718 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %710, <2 x double> %684, <2 x double> %716), !dbg !246
  %719 = bitcast double* %711 to <2 x double>*, !dbg !246
  store <2 x double> %717, <2 x double>* %719, align 8, !dbg !246, !tbaa !42
  %720 = bitcast double* %714 to <2 x double>*, !dbg !246
  store <2 x double> %718, <2 x double>* %720, align 8, !dbg !246, !tbaa !42
  %721 = add nuw i64 %686, 8, !dbg !244
  %722 = add i64 %687, 2, !dbg !244
  %723 = icmp eq i64 %722, %671, !dbg !244
  br i1 %723, label %724, label %685, !dbg !244, !llvm.loop !271

724:                                              ; preds = %685, %680
  %725 = phi i64 [ 0, %680 ], [ %721, %685 ]
  br i1 %672, label %743, label %726, !dbg !244

726:                                              ; preds = %724
  %727 = getelementptr inbounds double, double* %677, i64 %725, !dbg !244
  %728 = bitcast double* %727 to <2 x double>*, !dbg !245
  %729 = load <2 x double>, <2 x double>* %728, align 8, !dbg !245, !tbaa !42
  %730 = getelementptr inbounds double, double* %727, i64 2, !dbg !245
  %731 = bitcast double* %730 to <2 x double>*, !dbg !245
  %732 = load <2 x double>, <2 x double>* %731, align 8, !dbg !245, !tbaa !42
  %733 = getelementptr inbounds double, double* %33, i64 %725, !dbg !244
  %734 = bitcast double* %733 to <2 x double>*, !dbg !246
  %735 = load <2 x double>, <2 x double>* %734, align 8, !dbg !246, !tbaa !42
  %736 = getelementptr inbounds double, double* %733, i64 2, !dbg !246
  %737 = bitcast double* %736 to <2 x double>*, !dbg !246
  %738 = load <2 x double>, <2 x double>* %737, align 8, !dbg !246, !tbaa !42
  %739 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %729, <2 x double> %682, <2 x double> %735), !dbg !246
  %740 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %732, <2 x double> %684, <2 x double> %738), !dbg !246
  %741 = bitcast double* %733 to <2 x double>*, !dbg !246
  store <2 x double> %739, <2 x double>* %741, align 8, !dbg !246, !tbaa !42
  %742 = bitcast double* %736 to <2 x double>*, !dbg !246
  store <2 x double> %740, <2 x double>* %742, align 8, !dbg !246, !tbaa !42
  br label %743, !dbg !243

743:                                              ; preds = %724, %726
  br i1 %673, label %755, label %744, !dbg !243

744:                                              ; preds = %674, %743
  %745 = phi i64 [ 0, %674 ], [ %668, %743 ]
  br label %746, !dbg !243

746:                                              ; preds = %744, %746
  %747 = phi i64 [ %753, %746 ], [ %745, %744 ]
  call void @llvm.dbg.value(metadata i64 %747, metadata !71, metadata !DIExpression()) #9, !dbg !242
  %748 = getelementptr inbounds double, double* %677, i64 %747, !dbg !245
  %749 = load double, double* %748, align 8, !dbg !245, !tbaa !42
  %750 = getelementptr inbounds double, double* %33, i64 %747, !dbg !249
  %751 = load double, double* %750, align 8, !dbg !246, !tbaa !42
  %752 = tail call double @llvm.fmuladd.f64(double %749, double %679, double %751) #9, !dbg !246
  store double %752, double* %750, align 8, !dbg !246, !tbaa !42
  %753 = add nuw nsw i64 %747, 1, !dbg !244
  call void @llvm.dbg.value(metadata i64 %753, metadata !71, metadata !DIExpression()) #9, !dbg !242
  %754 = icmp eq i64 %753, %19, !dbg !250
  br i1 %754, label %755, label %746, !dbg !243, !llvm.loop !272

755:                                              ; preds = %746, %743
  %756 = add nuw nsw i64 %675, 1, !dbg !252
  call void @llvm.dbg.value(metadata i64 %756, metadata !69, metadata !DIExpression()) #9, !dbg !240
  %757 = icmp eq i64 %756, %18, !dbg !253
  br i1 %757, label %758, label %674, !dbg !241, !llvm.loop !254

758:                                              ; preds = %755
  %759 = icmp ult i32 %17, 4, !dbg !225
  br i1 %759, label %815, label %760, !dbg !225

760:                                              ; preds = %758
  %761 = and i64 %19, 4294967292, !dbg !225
  %762 = and i64 %236, 1, !dbg !225
  %763 = icmp eq i64 %234, 0, !dbg !225
  br i1 %763, label %797, label %764, !dbg !225

764:                                              ; preds = %760
  %765 = and i64 %236, 9223372036854775806, !dbg !225
  br label %766, !dbg !225

766:                                              ; preds = %766, %764
  %767 = phi i64 [ 0, %764 ], [ %794, %766 ], !dbg !256
  %768 = phi i64 [ 0, %764 ], [ %795, %766 ]
  %769 = getelementptr inbounds double, double* %33, i64 %767, !dbg !256
  %770 = bitcast double* %769 to <2 x double>*, !dbg !258
  %771 = load <2 x double>, <2 x double>* %770, align 8, !dbg !258, !tbaa !42
  %772 = getelementptr inbounds double, double* %769, i64 2, !dbg !258
  %773 = bitcast double* %772 to <2 x double>*, !dbg !258
  %774 = load <2 x double>, <2 x double>* %773, align 8, !dbg !258, !tbaa !42
  %775 = fmul <2 x double> %771, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %776 = fmul <2 x double> %774, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %777 = getelementptr inbounds double, double* %27, i64 %767, !dbg !256
  %778 = bitcast double* %777 to <2 x double>*, !dbg !260
  store <2 x double> %775, <2 x double>* %778, align 8, !dbg !260, !tbaa !42
  %779 = getelementptr inbounds double, double* %777, i64 2, !dbg !260
  %780 = bitcast double* %779 to <2 x double>*, !dbg !260
  store <2 x double> %776, <2 x double>* %780, align 8, !dbg !260, !tbaa !42
  %781 = or i64 %767, 4, !dbg !256
  %782 = getelementptr inbounds double, double* %33, i64 %781, !dbg !256
  %783 = bitcast double* %782 to <2 x double>*, !dbg !258
  %784 = load <2 x double>, <2 x double>* %783, align 8, !dbg !258, !tbaa !42
  %785 = getelementptr inbounds double, double* %782, i64 2, !dbg !258
  %786 = bitcast double* %785 to <2 x double>*, !dbg !258
  %787 = load <2 x double>, <2 x double>* %786, align 8, !dbg !258, !tbaa !42
  %788 = fmul <2 x double> %784, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %789 = fmul <2 x double> %787, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %790 = getelementptr inbounds double, double* %27, i64 %781, !dbg !256
  %791 = bitcast double* %790 to <2 x double>*, !dbg !260
  store <2 x double> %788, <2 x double>* %791, align 8, !dbg !260, !tbaa !42
  %792 = getelementptr inbounds double, double* %790, i64 2, !dbg !260
  %793 = bitcast double* %792 to <2 x double>*, !dbg !260
  store <2 x double> %789, <2 x double>* %793, align 8, !dbg !260, !tbaa !42
  %794 = add nuw i64 %767, 8, !dbg !256
  %795 = add i64 %768, 2, !dbg !256
  %796 = icmp eq i64 %795, %765, !dbg !256
  br i1 %796, label %797, label %766, !dbg !256, !llvm.loop !273

797:                                              ; preds = %766, %760
  %798 = phi i64 [ 0, %760 ], [ %794, %766 ]
  %799 = icmp eq i64 %762, 0, !dbg !256
  br i1 %799, label %813, label %800, !dbg !256

800:                                              ; preds = %797
  %801 = getelementptr inbounds double, double* %33, i64 %798, !dbg !256
  %802 = bitcast double* %801 to <2 x double>*, !dbg !258
  %803 = load <2 x double>, <2 x double>* %802, align 8, !dbg !258, !tbaa !42
  %804 = getelementptr inbounds double, double* %801, i64 2, !dbg !258
  %805 = bitcast double* %804 to <2 x double>*, !dbg !258
  %806 = load <2 x double>, <2 x double>* %805, align 8, !dbg !258, !tbaa !42
  %807 = fmul <2 x double> %803, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %808 = fmul <2 x double> %806, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %809 = getelementptr inbounds double, double* %27, i64 %798, !dbg !256
  %810 = bitcast double* %809 to <2 x double>*, !dbg !260
  store <2 x double> %807, <2 x double>* %810, align 8, !dbg !260, !tbaa !42
  %811 = getelementptr inbounds double, double* %809, i64 2, !dbg !260
  %812 = bitcast double* %811 to <2 x double>*, !dbg !260
  store <2 x double> %808, <2 x double>* %812, align 8, !dbg !260, !tbaa !42
  br label %813, !dbg !225

813:                                              ; preds = %797, %800
  %814 = icmp eq i64 %761, %19, !dbg !225
  br i1 %814, label %1045, label %815, !dbg !225

815:                                              ; preds = %758, %813
  %816 = phi i64 [ 0, %758 ], [ %761, %813 ]
  br label %817, !dbg !225

817:                                              ; preds = %815, %817
  %818 = phi i64 [ %823, %817 ], [ %816, %815 ]
  call void @llvm.dbg.value(metadata i64 %818, metadata !123, metadata !DIExpression()), !dbg !224
  %819 = getelementptr inbounds double, double* %33, i64 %818, !dbg !258
  %820 = load double, double* %819, align 8, !dbg !258, !tbaa !42
  %821 = fmul double %820, 1.000000e-03, !dbg !259
  %822 = getelementptr inbounds double, double* %27, i64 %818, !dbg !267
  store double %821, double* %822, align 8, !dbg !260, !tbaa !42
  %823 = add nuw nsw i64 %818, 1, !dbg !256
  call void @llvm.dbg.value(metadata i64 %823, metadata !123, metadata !DIExpression()), !dbg !224
  %824 = icmp eq i64 %823, %19, !dbg !268
  br i1 %824, label %1045, label %817, !dbg !225, !llvm.loop !274

825:                                              ; preds = %385, %825
  %826 = phi i64 [ %831, %825 ], [ %386, %385 ]
  call void @llvm.dbg.value(metadata i64 %826, metadata !123, metadata !DIExpression()), !dbg !224
  %827 = getelementptr inbounds double, double* %33, i64 %826, !dbg !258
  %828 = load double, double* %827, align 8, !dbg !258, !tbaa !42
  %829 = fmul double %828, 1.000000e-03, !dbg !259
  %830 = getelementptr inbounds double, double* %27, i64 %826, !dbg !267
  store double %829, double* %830, align 8, !dbg !260, !tbaa !42
  %831 = add nuw nsw i64 %826, 1, !dbg !256
  call void @llvm.dbg.value(metadata i64 %831, metadata !123, metadata !DIExpression()), !dbg !224
  %832 = icmp eq i64 %831, %19, !dbg !268
  br i1 %832, label %387, label %825, !dbg !225, !llvm.loop !275

833:                                              ; preds = %166
  br i1 %167, label %834, label %1066, !dbg !225

834:                                              ; preds = %833
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata double* %23, metadata !27, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata double* %27, metadata !28, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata double* %31, metadata !29, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !217
  call void @llvm.dbg.value(metadata i32 %8, metadata !62, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 %17, metadata !63, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %23, metadata !64, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %31, metadata !65, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %33, metadata !66, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #9, !dbg !223
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %32, i8 0, i64 %168, i1 false) #9, !dbg !239, !tbaa !42
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !224
  %835 = icmp ult i32 %17, 4, !dbg !225
  br i1 %835, label %894, label %836, !dbg !225

836:                                              ; preds = %834
  %837 = and i64 %19, 4294967292, !dbg !225
  %838 = add nsw i64 %837, -4, !dbg !225
  %839 = lshr exact i64 %838, 2, !dbg !225
  %840 = add nuw nsw i64 %839, 1, !dbg !225
  %841 = and i64 %840, 1, !dbg !225
  %842 = icmp eq i64 %838, 0, !dbg !225
  br i1 %842, label %876, label %843, !dbg !225

843:                                              ; preds = %836
  %844 = and i64 %840, 9223372036854775806, !dbg !225
  br label %845, !dbg !225

845:                                              ; preds = %845, %843
  %846 = phi i64 [ 0, %843 ], [ %873, %845 ], !dbg !256
  %847 = phi i64 [ 0, %843 ], [ %874, %845 ]
  %848 = getelementptr inbounds double, double* %33, i64 %846, !dbg !256
  %849 = bitcast double* %848 to <2 x double>*, !dbg !258
  %850 = load <2 x double>, <2 x double>* %849, align 8, !dbg !258, !tbaa !42
  %851 = getelementptr inbounds double, double* %848, i64 2, !dbg !258
  %852 = bitcast double* %851 to <2 x double>*, !dbg !258
  %853 = load <2 x double>, <2 x double>* %852, align 8, !dbg !258, !tbaa !42
  %854 = fmul <2 x double> %850, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %855 = fmul <2 x double> %853, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %856 = getelementptr inbounds double, double* %27, i64 %846, !dbg !256
  %857 = bitcast double* %856 to <2 x double>*, !dbg !260
  store <2 x double> %854, <2 x double>* %857, align 8, !dbg !260, !tbaa !42
  %858 = getelementptr inbounds double, double* %856, i64 2, !dbg !260
  %859 = bitcast double* %858 to <2 x double>*, !dbg !260
  store <2 x double> %855, <2 x double>* %859, align 8, !dbg !260, !tbaa !42
  %860 = or i64 %846, 4, !dbg !256
  %861 = getelementptr inbounds double, double* %33, i64 %860, !dbg !256
  %862 = bitcast double* %861 to <2 x double>*, !dbg !258
  %863 = load <2 x double>, <2 x double>* %862, align 8, !dbg !258, !tbaa !42
  %864 = getelementptr inbounds double, double* %861, i64 2, !dbg !258
  %865 = bitcast double* %864 to <2 x double>*, !dbg !258
  %866 = load <2 x double>, <2 x double>* %865, align 8, !dbg !258, !tbaa !42
  %867 = fmul <2 x double> %863, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %868 = fmul <2 x double> %866, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %869 = getelementptr inbounds double, double* %27, i64 %860, !dbg !256
  %870 = bitcast double* %869 to <2 x double>*, !dbg !260
  store <2 x double> %867, <2 x double>* %870, align 8, !dbg !260, !tbaa !42
  %871 = getelementptr inbounds double, double* %869, i64 2, !dbg !260
  %872 = bitcast double* %871 to <2 x double>*, !dbg !260
  store <2 x double> %868, <2 x double>* %872, align 8, !dbg !260, !tbaa !42
  %873 = add nuw i64 %846, 8, !dbg !256
  %874 = add i64 %847, 2, !dbg !256
  %875 = icmp eq i64 %874, %844, !dbg !256
  br i1 %875, label %876, label %845, !dbg !256, !llvm.loop !276

876:                                              ; preds = %845, %836
  %877 = phi i64 [ 0, %836 ], [ %873, %845 ]
  %878 = icmp eq i64 %841, 0, !dbg !256
  br i1 %878, label %892, label %879, !dbg !256

879:                                              ; preds = %876
  %880 = getelementptr inbounds double, double* %33, i64 %877, !dbg !256
  %881 = bitcast double* %880 to <2 x double>*, !dbg !258
  %882 = load <2 x double>, <2 x double>* %881, align 8, !dbg !258, !tbaa !42
  %883 = getelementptr inbounds double, double* %880, i64 2, !dbg !258
  %884 = bitcast double* %883 to <2 x double>*, !dbg !258
  %885 = load <2 x double>, <2 x double>* %884, align 8, !dbg !258, !tbaa !42
  %886 = fmul <2 x double> %882, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %887 = fmul <2 x double> %885, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %888 = getelementptr inbounds double, double* %27, i64 %877, !dbg !256
  %889 = bitcast double* %888 to <2 x double>*, !dbg !260
  store <2 x double> %886, <2 x double>* %889, align 8, !dbg !260, !tbaa !42
  %890 = getelementptr inbounds double, double* %888, i64 2, !dbg !260
  %891 = bitcast double* %890 to <2 x double>*, !dbg !260
  store <2 x double> %887, <2 x double>* %891, align 8, !dbg !260, !tbaa !42
  br label %892, !dbg !225

892:                                              ; preds = %876, %879
  %893 = icmp eq i64 %837, %19, !dbg !225
  br i1 %893, label %904, label %894, !dbg !225

894:                                              ; preds = %834, %892
  %895 = phi i64 [ 0, %834 ], [ %837, %892 ]
  br label %896, !dbg !225

896:                                              ; preds = %894, %896
  %897 = phi i64 [ %902, %896 ], [ %895, %894 ]
  call void @llvm.dbg.value(metadata i64 %897, metadata !123, metadata !DIExpression()), !dbg !224
  %898 = getelementptr inbounds double, double* %33, i64 %897, !dbg !258
  %899 = load double, double* %898, align 8, !dbg !258, !tbaa !42
  %900 = fmul double %899, 1.000000e-03, !dbg !259
  %901 = getelementptr inbounds double, double* %27, i64 %897, !dbg !267
  store double %900, double* %901, align 8, !dbg !260, !tbaa !42
  %902 = add nuw nsw i64 %897, 1, !dbg !256
  call void @llvm.dbg.value(metadata i64 %902, metadata !123, metadata !DIExpression()), !dbg !224
  %903 = icmp eq i64 %902, %19, !dbg !268
  br i1 %903, label %904, label %896, !dbg !225, !llvm.loop !277

904:                                              ; preds = %896, %892
  call void @llvm.dbg.value(metadata i32 1, metadata !121, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata double* %23, metadata !27, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata double* %27, metadata !28, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata double* %31, metadata !29, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !217
  call void @llvm.dbg.value(metadata i32 %8, metadata !62, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 %17, metadata !63, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %23, metadata !64, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %31, metadata !65, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %33, metadata !66, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #9, !dbg !223
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %32, i8 0, i64 %168, i1 false) #9, !dbg !239, !tbaa !42
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !224
  %905 = icmp ult i32 %17, 4, !dbg !225
  br i1 %905, label %964, label %906, !dbg !225

906:                                              ; preds = %904
  %907 = and i64 %19, 4294967292, !dbg !225
  %908 = add nsw i64 %907, -4, !dbg !225
  %909 = lshr exact i64 %908, 2, !dbg !225
  %910 = add nuw nsw i64 %909, 1, !dbg !225
  %911 = and i64 %910, 1, !dbg !225
  %912 = icmp eq i64 %908, 0, !dbg !225
  br i1 %912, label %946, label %913, !dbg !225

913:                                              ; preds = %906
  %914 = and i64 %910, 9223372036854775806, !dbg !225
  br label %915, !dbg !225

915:                                              ; preds = %915, %913
  %916 = phi i64 [ 0, %913 ], [ %943, %915 ], !dbg !256
  %917 = phi i64 [ 0, %913 ], [ %944, %915 ]
  %918 = getelementptr inbounds double, double* %33, i64 %916, !dbg !256
  %919 = bitcast double* %918 to <2 x double>*, !dbg !258
  %920 = load <2 x double>, <2 x double>* %919, align 8, !dbg !258, !tbaa !42
  %921 = getelementptr inbounds double, double* %918, i64 2, !dbg !258
  %922 = bitcast double* %921 to <2 x double>*, !dbg !258
  %923 = load <2 x double>, <2 x double>* %922, align 8, !dbg !258, !tbaa !42
  %924 = fmul <2 x double> %920, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %925 = fmul <2 x double> %923, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %926 = getelementptr inbounds double, double* %27, i64 %916, !dbg !256
  %927 = bitcast double* %926 to <2 x double>*, !dbg !260
  store <2 x double> %924, <2 x double>* %927, align 8, !dbg !260, !tbaa !42
  %928 = getelementptr inbounds double, double* %926, i64 2, !dbg !260
  %929 = bitcast double* %928 to <2 x double>*, !dbg !260
  store <2 x double> %925, <2 x double>* %929, align 8, !dbg !260, !tbaa !42
  %930 = or i64 %916, 4, !dbg !256
  %931 = getelementptr inbounds double, double* %33, i64 %930, !dbg !256
  %932 = bitcast double* %931 to <2 x double>*, !dbg !258
  %933 = load <2 x double>, <2 x double>* %932, align 8, !dbg !258, !tbaa !42
  %934 = getelementptr inbounds double, double* %931, i64 2, !dbg !258
  %935 = bitcast double* %934 to <2 x double>*, !dbg !258
  %936 = load <2 x double>, <2 x double>* %935, align 8, !dbg !258, !tbaa !42
  %937 = fmul <2 x double> %933, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %938 = fmul <2 x double> %936, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %939 = getelementptr inbounds double, double* %27, i64 %930, !dbg !256
  %940 = bitcast double* %939 to <2 x double>*, !dbg !260
  store <2 x double> %937, <2 x double>* %940, align 8, !dbg !260, !tbaa !42
  %941 = getelementptr inbounds double, double* %939, i64 2, !dbg !260
  %942 = bitcast double* %941 to <2 x double>*, !dbg !260
  store <2 x double> %938, <2 x double>* %942, align 8, !dbg !260, !tbaa !42
  %943 = add nuw i64 %916, 8, !dbg !256
  %944 = add i64 %917, 2, !dbg !256
  %945 = icmp eq i64 %944, %914, !dbg !256
  br i1 %945, label %946, label %915, !dbg !256, !llvm.loop !278

946:                                              ; preds = %915, %906
  %947 = phi i64 [ 0, %906 ], [ %943, %915 ]
  %948 = icmp eq i64 %911, 0, !dbg !256
  br i1 %948, label %962, label %949, !dbg !256

949:                                              ; preds = %946
  %950 = getelementptr inbounds double, double* %33, i64 %947, !dbg !256
  %951 = bitcast double* %950 to <2 x double>*, !dbg !258
  %952 = load <2 x double>, <2 x double>* %951, align 8, !dbg !258, !tbaa !42
  %953 = getelementptr inbounds double, double* %950, i64 2, !dbg !258
  %954 = bitcast double* %953 to <2 x double>*, !dbg !258
  %955 = load <2 x double>, <2 x double>* %954, align 8, !dbg !258, !tbaa !42
  %956 = fmul <2 x double> %952, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %957 = fmul <2 x double> %955, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %958 = getelementptr inbounds double, double* %27, i64 %947, !dbg !256
  %959 = bitcast double* %958 to <2 x double>*, !dbg !260
  store <2 x double> %956, <2 x double>* %959, align 8, !dbg !260, !tbaa !42
  %960 = getelementptr inbounds double, double* %958, i64 2, !dbg !260
  %961 = bitcast double* %960 to <2 x double>*, !dbg !260
  store <2 x double> %957, <2 x double>* %961, align 8, !dbg !260, !tbaa !42
  br label %962, !dbg !225

962:                                              ; preds = %946, %949
  %963 = icmp eq i64 %907, %19, !dbg !225
  br i1 %963, label %974, label %964, !dbg !225

964:                                              ; preds = %904, %962
  %965 = phi i64 [ 0, %904 ], [ %907, %962 ]
  br label %966, !dbg !225

966:                                              ; preds = %964, %966
  %967 = phi i64 [ %972, %966 ], [ %965, %964 ]
  call void @llvm.dbg.value(metadata i64 %967, metadata !123, metadata !DIExpression()), !dbg !224
  %968 = getelementptr inbounds double, double* %33, i64 %967, !dbg !258
  %969 = load double, double* %968, align 8, !dbg !258, !tbaa !42
  %970 = fmul double %969, 1.000000e-03, !dbg !259
  %971 = getelementptr inbounds double, double* %27, i64 %967, !dbg !267
  store double %970, double* %971, align 8, !dbg !260, !tbaa !42
  %972 = add nuw nsw i64 %967, 1, !dbg !256
  call void @llvm.dbg.value(metadata i64 %972, metadata !123, metadata !DIExpression()), !dbg !224
  %973 = icmp eq i64 %972, %19, !dbg !268
  br i1 %973, label %974, label %966, !dbg !225, !llvm.loop !279

974:                                              ; preds = %966, %962
  call void @llvm.dbg.value(metadata i32 2, metadata !121, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata double* %23, metadata !27, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata double* %27, metadata !28, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata double* %31, metadata !29, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !217
  call void @llvm.dbg.value(metadata i32 %8, metadata !62, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 %17, metadata !63, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %23, metadata !64, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %31, metadata !65, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata double* %33, metadata !66, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #9, !dbg !223
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %32, i8 0, i64 %168, i1 false) #9, !dbg !239, !tbaa !42
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !224
  %975 = icmp ult i32 %17, 4, !dbg !225
  br i1 %975, label %1034, label %976, !dbg !225

976:                                              ; preds = %974
  %977 = and i64 %19, 4294967292, !dbg !225
  %978 = add nsw i64 %977, -4, !dbg !225
  %979 = lshr exact i64 %978, 2, !dbg !225
  %980 = add nuw nsw i64 %979, 1, !dbg !225
  %981 = and i64 %980, 1, !dbg !225
  %982 = icmp eq i64 %978, 0, !dbg !225
  br i1 %982, label %1016, label %983, !dbg !225

983:                                              ; preds = %976
  %984 = and i64 %980, 9223372036854775806, !dbg !225
  br label %985, !dbg !225

985:                                              ; preds = %985, %983
  %986 = phi i64 [ 0, %983 ], [ %1013, %985 ], !dbg !256
  %987 = phi i64 [ 0, %983 ], [ %1014, %985 ]
  %988 = getelementptr inbounds double, double* %33, i64 %986, !dbg !256
  %989 = bitcast double* %988 to <2 x double>*, !dbg !258
  %990 = load <2 x double>, <2 x double>* %989, align 8, !dbg !258, !tbaa !42
  %991 = getelementptr inbounds double, double* %988, i64 2, !dbg !258
  %992 = bitcast double* %991 to <2 x double>*, !dbg !258
  %993 = load <2 x double>, <2 x double>* %992, align 8, !dbg !258, !tbaa !42
  %994 = fmul <2 x double> %990, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %995 = fmul <2 x double> %993, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %996 = getelementptr inbounds double, double* %27, i64 %986, !dbg !256
  %997 = bitcast double* %996 to <2 x double>*, !dbg !260
  store <2 x double> %994, <2 x double>* %997, align 8, !dbg !260, !tbaa !42
  %998 = getelementptr inbounds double, double* %996, i64 2, !dbg !260
  %999 = bitcast double* %998 to <2 x double>*, !dbg !260
  store <2 x double> %995, <2 x double>* %999, align 8, !dbg !260, !tbaa !42
  %1000 = or i64 %986, 4, !dbg !256
  %1001 = getelementptr inbounds double, double* %33, i64 %1000, !dbg !256
  %1002 = bitcast double* %1001 to <2 x double>*, !dbg !258
  %1003 = load <2 x double>, <2 x double>* %1002, align 8, !dbg !258, !tbaa !42
  %1004 = getelementptr inbounds double, double* %1001, i64 2, !dbg !258
  %1005 = bitcast double* %1004 to <2 x double>*, !dbg !258
  %1006 = load <2 x double>, <2 x double>* %1005, align 8, !dbg !258, !tbaa !42
  %1007 = fmul <2 x double> %1003, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %1008 = fmul <2 x double> %1006, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %1009 = getelementptr inbounds double, double* %27, i64 %1000, !dbg !256
  %1010 = bitcast double* %1009 to <2 x double>*, !dbg !260
  store <2 x double> %1007, <2 x double>* %1010, align 8, !dbg !260, !tbaa !42
  %1011 = getelementptr inbounds double, double* %1009, i64 2, !dbg !260
  %1012 = bitcast double* %1011 to <2 x double>*, !dbg !260
  store <2 x double> %1008, <2 x double>* %1012, align 8, !dbg !260, !tbaa !42
  %1013 = add nuw i64 %986, 8, !dbg !256
  %1014 = add i64 %987, 2, !dbg !256
  %1015 = icmp eq i64 %1014, %984, !dbg !256
  br i1 %1015, label %1016, label %985, !dbg !256, !llvm.loop !280

1016:                                             ; preds = %985, %976
  %1017 = phi i64 [ 0, %976 ], [ %1013, %985 ]
  %1018 = icmp eq i64 %981, 0, !dbg !256
  br i1 %1018, label %1032, label %1019, !dbg !256

1019:                                             ; preds = %1016
  %1020 = getelementptr inbounds double, double* %33, i64 %1017, !dbg !256
  %1021 = bitcast double* %1020 to <2 x double>*, !dbg !258
  %1022 = load <2 x double>, <2 x double>* %1021, align 8, !dbg !258, !tbaa !42
  %1023 = getelementptr inbounds double, double* %1020, i64 2, !dbg !258
  %1024 = bitcast double* %1023 to <2 x double>*, !dbg !258
  %1025 = load <2 x double>, <2 x double>* %1024, align 8, !dbg !258, !tbaa !42
  %1026 = fmul <2 x double> %1022, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %1027 = fmul <2 x double> %1025, <double 1.000000e-03, double 1.000000e-03>, !dbg !259
  %1028 = getelementptr inbounds double, double* %27, i64 %1017, !dbg !256
  %1029 = bitcast double* %1028 to <2 x double>*, !dbg !260
  store <2 x double> %1026, <2 x double>* %1029, align 8, !dbg !260, !tbaa !42
  %1030 = getelementptr inbounds double, double* %1028, i64 2, !dbg !260
  %1031 = bitcast double* %1030 to <2 x double>*, !dbg !260
  store <2 x double> %1027, <2 x double>* %1031, align 8, !dbg !260, !tbaa !42
  br label %1032, !dbg !225

1032:                                             ; preds = %1016, %1019
  %1033 = icmp eq i64 %977, %19, !dbg !225
  br i1 %1033, label %1044, label %1034, !dbg !225

1034:                                             ; preds = %974, %1032
  %1035 = phi i64 [ 0, %974 ], [ %977, %1032 ]
  br label %1036, !dbg !225

1036:                                             ; preds = %1034, %1036
  %1037 = phi i64 [ %1042, %1036 ], [ %1035, %1034 ]
  call void @llvm.dbg.value(metadata i64 %1037, metadata !123, metadata !DIExpression()), !dbg !224
  %1038 = getelementptr inbounds double, double* %33, i64 %1037, !dbg !258
  %1039 = load double, double* %1038, align 8, !dbg !258, !tbaa !42
  %1040 = fmul double %1039, 1.000000e-03, !dbg !259
  %1041 = getelementptr inbounds double, double* %27, i64 %1037, !dbg !267
  store double %1040, double* %1041, align 8, !dbg !260, !tbaa !42
  %1042 = add nuw nsw i64 %1037, 1, !dbg !256
  call void @llvm.dbg.value(metadata i64 %1042, metadata !123, metadata !DIExpression()), !dbg !224
  %1043 = icmp eq i64 %1042, %19, !dbg !268
  br i1 %1043, label %1044, label %1036, !dbg !225, !llvm.loop !281

1044:                                             ; preds = %1036, %1032
  call void @llvm.dbg.value(metadata i32 0, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !120, metadata !DIExpression()), !dbg !129
  br i1 %167, label %1045, label %1066, !dbg !283

1045:                                             ; preds = %817, %813, %1044
  %1046 = add nsw i64 %19, -1, !dbg !283
  %1047 = and i64 %19, 7, !dbg !283
  %1048 = icmp ult i64 %1046, 7, !dbg !283
  br i1 %1048, label %1051, label %1049, !dbg !283

1049:                                             ; preds = %1045
  %1050 = and i64 %19, 4294967288, !dbg !283
  br label %1069, !dbg !283

1051:                                             ; preds = %1069, %1045
  %1052 = phi double [ undef, %1045 ], [ %1103, %1069 ]
  %1053 = phi i64 [ 0, %1045 ], [ %1104, %1069 ]
  %1054 = phi double [ 0.000000e+00, %1045 ], [ %1103, %1069 ]
  %1055 = icmp eq i64 %1047, 0, !dbg !283
  br i1 %1055, label %1066, label %1056, !dbg !283

1056:                                             ; preds = %1051, %1056
  %1057 = phi i64 [ %1063, %1056 ], [ %1053, %1051 ]
  %1058 = phi double [ %1062, %1056 ], [ %1054, %1051 ]
  %1059 = phi i64 [ %1064, %1056 ], [ 0, %1051 ]
  call void @llvm.dbg.value(metadata i64 %1057, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata double %1058, metadata !120, metadata !DIExpression()), !dbg !129
  %1060 = getelementptr inbounds double, double* %33, i64 %1057, !dbg !284
  %1061 = load double, double* %1060, align 8, !dbg !284, !tbaa !42
  %1062 = fadd double %1058, %1061, !dbg !286
  call void @llvm.dbg.value(metadata double %1062, metadata !120, metadata !DIExpression()), !dbg !129
  %1063 = add nuw nsw i64 %1057, 1, !dbg !287
  call void @llvm.dbg.value(metadata i64 %1063, metadata !127, metadata !DIExpression()), !dbg !282
  %1064 = add i64 %1059, 1, !dbg !283
  %1065 = icmp eq i64 %1064, %1047, !dbg !283
  br i1 %1065, label %1066, label %1056, !dbg !283, !llvm.loop !288

1066:                                             ; preds = %1051, %1056, %833, %176, %1044
  %1067 = phi double [ 0.000000e+00, %1044 ], [ 0.000000e+00, %176 ], [ 0.000000e+00, %833 ], [ %1052, %1051 ], [ %1062, %1056 ], !dbg !129
  %1068 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %1067), !dbg !289
  tail call void @free(i8* noundef %22) #9, !dbg !290
  tail call void @free(i8* noundef %26) #9, !dbg !291
  tail call void @free(i8* noundef %30) #9, !dbg !292
  tail call void @free(i8* noundef %32) #9, !dbg !293
  ret i32 0, !dbg !294

1069:                                             ; preds = %1069, %1049
  %1070 = phi i64 [ 0, %1049 ], [ %1104, %1069 ]
  %1071 = phi double [ 0.000000e+00, %1049 ], [ %1103, %1069 ]
  %1072 = phi i64 [ 0, %1049 ], [ %1105, %1069 ]
  call void @llvm.dbg.value(metadata i64 %1070, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata double %1071, metadata !120, metadata !DIExpression()), !dbg !129
  %1073 = getelementptr inbounds double, double* %33, i64 %1070, !dbg !284
  %1074 = load double, double* %1073, align 8, !dbg !284, !tbaa !42
  %1075 = fadd double %1071, %1074, !dbg !286
  call void @llvm.dbg.value(metadata double %1075, metadata !120, metadata !DIExpression()), !dbg !129
  %1076 = or i64 %1070, 1, !dbg !287
  call void @llvm.dbg.value(metadata i64 %1076, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %1076, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata double %1075, metadata !120, metadata !DIExpression()), !dbg !129
  %1077 = getelementptr inbounds double, double* %33, i64 %1076, !dbg !284
  %1078 = load double, double* %1077, align 8, !dbg !284, !tbaa !42
  %1079 = fadd double %1075, %1078, !dbg !286
  call void @llvm.dbg.value(metadata double %1079, metadata !120, metadata !DIExpression()), !dbg !129
  %1080 = or i64 %1070, 2, !dbg !287
  call void @llvm.dbg.value(metadata i64 %1080, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %1080, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata double %1079, metadata !120, metadata !DIExpression()), !dbg !129
  %1081 = getelementptr inbounds double, double* %33, i64 %1080, !dbg !284
  %1082 = load double, double* %1081, align 8, !dbg !284, !tbaa !42
  %1083 = fadd double %1079, %1082, !dbg !286
  call void @llvm.dbg.value(metadata double %1083, metadata !120, metadata !DIExpression()), !dbg !129
  %1084 = or i64 %1070, 3, !dbg !287
  call void @llvm.dbg.value(metadata i64 %1084, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %1084, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata double %1083, metadata !120, metadata !DIExpression()), !dbg !129
  %1085 = getelementptr inbounds double, double* %33, i64 %1084, !dbg !284
  %1086 = load double, double* %1085, align 8, !dbg !284, !tbaa !42
  %1087 = fadd double %1083, %1086, !dbg !286
  call void @llvm.dbg.value(metadata double %1087, metadata !120, metadata !DIExpression()), !dbg !129
  %1088 = or i64 %1070, 4, !dbg !287
  call void @llvm.dbg.value(metadata i64 %1088, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %1088, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata double %1087, metadata !120, metadata !DIExpression()), !dbg !129
  %1089 = getelementptr inbounds double, double* %33, i64 %1088, !dbg !284
  %1090 = load double, double* %1089, align 8, !dbg !284, !tbaa !42
  %1091 = fadd double %1087, %1090, !dbg !286
  call void @llvm.dbg.value(metadata double %1091, metadata !120, metadata !DIExpression()), !dbg !129
  %1092 = or i64 %1070, 5, !dbg !287
  call void @llvm.dbg.value(metadata i64 %1092, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %1092, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata double %1091, metadata !120, metadata !DIExpression()), !dbg !129
  %1093 = getelementptr inbounds double, double* %33, i64 %1092, !dbg !284
  %1094 = load double, double* %1093, align 8, !dbg !284, !tbaa !42
  %1095 = fadd double %1091, %1094, !dbg !286
  call void @llvm.dbg.value(metadata double %1095, metadata !120, metadata !DIExpression()), !dbg !129
  %1096 = or i64 %1070, 6, !dbg !287
  call void @llvm.dbg.value(metadata i64 %1096, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %1096, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata double %1095, metadata !120, metadata !DIExpression()), !dbg !129
  %1097 = getelementptr inbounds double, double* %33, i64 %1096, !dbg !284
  %1098 = load double, double* %1097, align 8, !dbg !284, !tbaa !42
  %1099 = fadd double %1095, %1098, !dbg !286
  call void @llvm.dbg.value(metadata double %1099, metadata !120, metadata !DIExpression()), !dbg !129
  %1100 = or i64 %1070, 7, !dbg !287
  call void @llvm.dbg.value(metadata i64 %1100, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %1100, metadata !127, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata double %1099, metadata !120, metadata !DIExpression()), !dbg !129
  %1101 = getelementptr inbounds double, double* %33, i64 %1100, !dbg !284
  %1102 = load double, double* %1101, align 8, !dbg !284, !tbaa !42
  %1103 = fadd double %1099, %1102, !dbg !286
  call void @llvm.dbg.value(metadata double %1103, metadata !120, metadata !DIExpression()), !dbg !129
  %1104 = add nuw nsw i64 %1070, 8, !dbg !287
  call void @llvm.dbg.value(metadata i64 %1104, metadata !127, metadata !DIExpression()), !dbg !282
  %1105 = add i64 %1072, 8, !dbg !283
  %1106 = icmp eq i64 %1105, %1050, !dbg !283
  br i1 %1106, label %1051, label %1069, !dbg !283, !llvm.loop !295
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
!40 = !DILocation(line: 19, column: 5, scope: !33)
!41 = !DILocation(line: 18, column: 10, scope: !34)
!42 = !{!43, !43, i64 0}
!43 = !{!"double", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 0, scope: !33)
!47 = !DILocation(line: 22, column: 1, scope: !16)
!48 = !DILocation(line: 18, column: 5, scope: !34)
!49 = !DILocation(line: 20, column: 12, scope: !50)
!50 = distinct !DILexicalBlock(scope: !33, file: !1, line: 19, column: 5)
!51 = !DILocation(line: 20, column: 15, scope: !50)
!52 = !DILocation(line: 20, column: 25, scope: !50)
!53 = !DILocation(line: 19, column: 29, scope: !50)
!54 = distinct !{!54, !40, !55, !56}
!55 = !DILocation(line: 20, column: 28, scope: !33)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 17, column: 27, scope: !35)
!58 = distinct !{!58, !39, !59, !56}
!59 = !DILocation(line: 21, column: 3, scope: !31)
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
!80 = !DILocation(line: 0, scope: !70)
!81 = !DILocation(line: 28, column: 21, scope: !73)
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
!102 = !DILocation(line: 29, column: 23, scope: !89)
!103 = distinct !{!103, !84, !98, !56, !99}
!104 = !DILocation(line: 28, column: 27, scope: !73)
!105 = distinct !{!105, !82, !106, !56}
!106 = !DILocation(line: 30, column: 28, scope: !70)
!107 = !DILocation(line: 31, column: 1, scope: !60)
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
!134 = !{!"any pointer", !44, i64 0}
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
!183 = !DILocation(line: 9, column: 5, scope: !174, inlinedAt: !179)
!184 = !DILocation(line: 0, scope: !174, inlinedAt: !179)
!185 = !DILocation(line: 9, column: 29, scope: !186, inlinedAt: !179)
!186 = distinct !DILexicalBlock(scope: !174, file: !1, line: 9, column: 5)
!187 = !DILocation(line: 10, column: 33, scope: !186, inlinedAt: !179)
!188 = !DILocation(line: 10, column: 29, scope: !186, inlinedAt: !179)
!189 = !DILocation(line: 10, column: 38, scope: !186, inlinedAt: !179)
!190 = !DILocation(line: 10, column: 44, scope: !186, inlinedAt: !179)
!191 = !DILocation(line: 10, column: 15, scope: !186, inlinedAt: !179)
!192 = distinct !{!192, !183, !193, !56, !99}
!193 = !DILocation(line: 10, column: 46, scope: !174, inlinedAt: !179)
!194 = !DILocation(line: 10, column: 7, scope: !186, inlinedAt: !179)
!195 = !DILocation(line: 9, column: 23, scope: !186, inlinedAt: !179)
!196 = distinct !{!196, !183, !193, !56, !197, !99}
!197 = !{!"llvm.loop.unroll.runtime.disable"}
!198 = !DILocation(line: 8, column: 27, scope: !175, inlinedAt: !179)
!199 = distinct !{!199, !182, !200, !56}
!200 = !DILocation(line: 10, column: 46, scope: !172, inlinedAt: !179)
!201 = !DILocation(line: 0, scope: !177, inlinedAt: !179)
!202 = !DILocation(line: 11, column: 21, scope: !203, inlinedAt: !179)
!203 = distinct !DILexicalBlock(scope: !177, file: !1, line: 11, column: 3)
!204 = !DILocation(line: 11, column: 3, scope: !177, inlinedAt: !179)
!205 = !DILocation(line: 12, column: 21, scope: !203, inlinedAt: !179)
!206 = !DILocation(line: 12, column: 18, scope: !203, inlinedAt: !179)
!207 = !DILocation(line: 12, column: 16, scope: !203, inlinedAt: !179)
!208 = !DILocation(line: 12, column: 10, scope: !203, inlinedAt: !179)
!209 = distinct !{!209, !204, !210, !56, !99}
!210 = !DILocation(line: 12, column: 24, scope: !177, inlinedAt: !179)
!211 = !DILocation(line: 12, column: 5, scope: !203, inlinedAt: !179)
!212 = distinct !{!212, !204, !210, !56, !197, !99}
!213 = !DILocation(line: 0, scope: !122)
!214 = !DILocation(line: 17, column: 3, scope: !31, inlinedAt: !215)
!215 = distinct !DILocation(line: 45, column: 5, scope: !125)
!216 = !DILocation(line: 0, scope: !16, inlinedAt: !215)
!217 = !DILocation(line: 0, scope: !31, inlinedAt: !215)
!218 = !DILocation(line: 19, column: 5, scope: !33, inlinedAt: !215)
!219 = !DILocation(line: 18, column: 10, scope: !34, inlinedAt: !215)
!220 = !DILocation(line: 0, scope: !33, inlinedAt: !215)
!221 = !DILocation(line: 0, scope: !60, inlinedAt: !222)
!222 = distinct !DILocation(line: 46, column: 5, scope: !125)
!223 = !DILocation(line: 0, scope: !68, inlinedAt: !222)
!224 = !DILocation(line: 0, scope: !124)
!225 = !DILocation(line: 47, column: 5, scope: !124)
!226 = !DILocation(line: 18, column: 5, scope: !34, inlinedAt: !215)
!227 = !DILocation(line: 20, column: 12, scope: !50, inlinedAt: !215)
!228 = !DILocation(line: 20, column: 15, scope: !50, inlinedAt: !215)
!229 = !DILocation(line: 20, column: 25, scope: !50, inlinedAt: !215)
!230 = !DILocation(line: 19, column: 29, scope: !50, inlinedAt: !215)
!231 = distinct !{!231, !218, !232, !56}
!232 = !DILocation(line: 20, column: 28, scope: !33, inlinedAt: !215)
!233 = distinct !{!233, !234}
!234 = !{!"llvm.loop.unroll.disable"}
!235 = !DILocation(line: 17, column: 27, scope: !35, inlinedAt: !215)
!236 = !DILocation(line: 17, column: 21, scope: !35, inlinedAt: !215)
!237 = distinct !{!237, !214, !238, !56}
!238 = !DILocation(line: 21, column: 3, scope: !31, inlinedAt: !215)
!239 = !DILocation(line: 27, column: 10, scope: !77, inlinedAt: !222)
!240 = !DILocation(line: 0, scope: !70, inlinedAt: !222)
!241 = !DILocation(line: 28, column: 3, scope: !70, inlinedAt: !222)
!242 = !DILocation(line: 0, scope: !72, inlinedAt: !222)
!243 = !DILocation(line: 29, column: 5, scope: !72, inlinedAt: !222)
!244 = !DILocation(line: 29, column: 29, scope: !89, inlinedAt: !222)
!245 = !DILocation(line: 30, column: 15, scope: !89, inlinedAt: !222)
!246 = !DILocation(line: 30, column: 12, scope: !89, inlinedAt: !222)
!247 = distinct !{!247, !243, !248, !56, !99}
!248 = !DILocation(line: 30, column: 28, scope: !72, inlinedAt: !222)
!249 = !DILocation(line: 30, column: 7, scope: !89, inlinedAt: !222)
!250 = !DILocation(line: 29, column: 23, scope: !89, inlinedAt: !222)
!251 = distinct !{!251, !243, !248, !56, !197, !99}
!252 = !DILocation(line: 28, column: 27, scope: !73, inlinedAt: !222)
!253 = !DILocation(line: 28, column: 21, scope: !73, inlinedAt: !222)
!254 = distinct !{!254, !241, !255, !56}
!255 = !DILocation(line: 30, column: 28, scope: !70, inlinedAt: !222)
!256 = !DILocation(line: 47, column: 29, scope: !257)
!257 = distinct !DILexicalBlock(scope: !124, file: !1, line: 47, column: 5)
!258 = !DILocation(line: 48, column: 14, scope: !257)
!259 = !DILocation(line: 48, column: 19, scope: !257)
!260 = !DILocation(line: 48, column: 12, scope: !257)
!261 = distinct !{!261, !225, !262, !56, !99}
!262 = !DILocation(line: 48, column: 21, scope: !124)
!263 = distinct !{!263, !234}
!264 = distinct !{!264, !243, !248, !56, !99}
!265 = distinct !{!265, !243, !248, !56, !197, !99}
!266 = distinct !{!266, !225, !262, !56, !99}
!267 = !DILocation(line: 48, column: 7, scope: !257)
!268 = !DILocation(line: 47, column: 23, scope: !257)
!269 = distinct !{!269, !225, !262, !56, !197, !99}
!270 = distinct !{!270, !234}
!271 = distinct !{!271, !243, !248, !56, !99}
!272 = distinct !{!272, !243, !248, !56, !197, !99}
!273 = distinct !{!273, !225, !262, !56, !99}
!274 = distinct !{!274, !225, !262, !56, !197, !99}
!275 = distinct !{!275, !225, !262, !56, !197, !99}
!276 = distinct !{!276, !225, !262, !56, !99}
!277 = distinct !{!277, !225, !262, !56, !197, !99}
!278 = distinct !{!278, !225, !262, !56, !99}
!279 = distinct !{!279, !225, !262, !56, !197, !99}
!280 = distinct !{!280, !225, !262, !56, !99}
!281 = distinct !{!281, !225, !262, !56, !197, !99}
!282 = !DILocation(line: 0, scope: !128)
!283 = !DILocation(line: 50, column: 3, scope: !128)
!284 = !DILocation(line: 51, column: 10, scope: !285)
!285 = distinct !DILexicalBlock(scope: !128, file: !1, line: 50, column: 3)
!286 = !DILocation(line: 51, column: 7, scope: !285)
!287 = !DILocation(line: 50, column: 27, scope: !285)
!288 = distinct !{!288, !234}
!289 = !DILocation(line: 52, column: 3, scope: !108)
!290 = !DILocation(line: 53, column: 3, scope: !108)
!291 = !DILocation(line: 54, column: 3, scope: !108)
!292 = !DILocation(line: 55, column: 3, scope: !108)
!293 = !DILocation(line: 56, column: 3, scope: !108)
!294 = !DILocation(line: 58, column: 1, scope: !108)
!295 = distinct !{!295, !283, !296, !56}
!296 = !DILocation(line: 51, column: 13, scope: !128)
