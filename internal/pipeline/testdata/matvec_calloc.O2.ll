; ModuleID = 'matvec_calloc.c'
source_filename = "matvec_calloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @matvec_rows(i32 noundef %0, i32 noundef %1, i32 noundef %2, double* nocapture noundef readonly %3, double* nocapture noundef readonly %4, double* nocapture noundef writeonly %5) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !25, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 %1, metadata !26, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 %2, metadata !27, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double* %3, metadata !28, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double* %4, metadata !29, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double* %5, metadata !30, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !42
  %7 = icmp sgt i32 %2, 0, !dbg !43
  br i1 %7, label %8, label %21, !dbg !44

8:                                                ; preds = %6
  %9 = icmp sgt i32 %0, 0
  %10 = icmp sgt i32 %1, 0
  %11 = sext i32 %1 to i64
  %12 = zext i32 %0 to i64
  %13 = zext i32 %1 to i64
  %14 = add nsw i64 %13, -1, !dbg !44
  %15 = and i64 %13, 3
  %16 = icmp ult i64 %14, 3
  %17 = and i64 %13, 4294967292
  %18 = icmp eq i64 %15, 0
  br label %19, !dbg !44

19:                                               ; preds = %8, %26
  %20 = phi i32 [ 0, %8 ], [ %27, %26 ]
  call void @llvm.dbg.value(metadata i32 %20, metadata !31, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !45
  br i1 %9, label %22, label %26, !dbg !46

21:                                               ; preds = %26, %6
  ret void, !dbg !47

22:                                               ; preds = %19, %46
  %23 = phi i64 [ %49, %46 ], [ 0, %19 ]
  call void @llvm.dbg.value(metadata i64 %23, metadata !33, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !36, metadata !DIExpression()), !dbg !49
  br i1 %10, label %24, label %46, !dbg !50

24:                                               ; preds = %22
  %25 = mul nsw i64 %23, %11
  br i1 %16, label %29, label %51, !dbg !50

26:                                               ; preds = %46, %19
  %27 = add nuw nsw i32 %20, 1, !dbg !51
  call void @llvm.dbg.value(metadata i32 %27, metadata !31, metadata !DIExpression()), !dbg !42
  %28 = icmp eq i32 %27, %2, !dbg !43
  br i1 %28, label %21, label %19, !dbg !44, !llvm.loop !52

29:                                               ; preds = %51, %24
  %30 = phi double [ undef, %24 ], [ %81, %51 ]
  %31 = phi i64 [ 0, %24 ], [ %82, %51 ]
  %32 = phi double [ 0.000000e+00, %24 ], [ %81, %51 ]
  br i1 %18, label %46, label %33, !dbg !50

33:                                               ; preds = %29, %33
  %34 = phi i64 [ %43, %33 ], [ %31, %29 ]
  %35 = phi double [ %42, %33 ], [ %32, %29 ]
  %36 = phi i64 [ %44, %33 ], [ 0, %29 ]
  call void @llvm.dbg.value(metadata i64 %34, metadata !39, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double %35, metadata !36, metadata !DIExpression()), !dbg !49
  %37 = add nsw i64 %25, %34, !dbg !55
  %38 = getelementptr inbounds double, double* %3, i64 %37, !dbg !57
  %39 = load double, double* %38, align 8, !dbg !57, !tbaa !58
  %40 = getelementptr inbounds double, double* %4, i64 %34, !dbg !62
  %41 = load double, double* %40, align 8, !dbg !62, !tbaa !58
  %42 = tail call double @llvm.fmuladd.f64(double %39, double %41, double %35), !dbg !63
  call void @llvm.dbg.value(metadata double %42, metadata !36, metadata !DIExpression()), !dbg !49
  %43 = add nuw nsw i64 %34, 1, !dbg !64
  call void @llvm.dbg.value(metadata i64 %43, metadata !39, metadata !DIExpression()), !dbg !48
  %44 = add i64 %36, 1, !dbg !50
  %45 = icmp eq i64 %44, %15, !dbg !50
  br i1 %45, label %46, label %33, !dbg !50, !llvm.loop !65

46:                                               ; preds = %29, %33, %22
  %47 = phi double [ 0.000000e+00, %22 ], [ %30, %29 ], [ %42, %33 ], !dbg !49
  %48 = getelementptr inbounds double, double* %5, i64 %23, !dbg !67
  store double %47, double* %48, align 8, !dbg !68, !tbaa !58
  %49 = add nuw nsw i64 %23, 1, !dbg !69
  call void @llvm.dbg.value(metadata i64 %49, metadata !33, metadata !DIExpression()), !dbg !45
  %50 = icmp eq i64 %49, %12, !dbg !70
  br i1 %50, label %26, label %22, !dbg !46, !llvm.loop !71

51:                                               ; preds = %24, %51
  %52 = phi i64 [ %82, %51 ], [ 0, %24 ]
  %53 = phi double [ %81, %51 ], [ 0.000000e+00, %24 ]
  %54 = phi i64 [ %83, %51 ], [ 0, %24 ]
  call void @llvm.dbg.value(metadata i64 %52, metadata !39, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double %53, metadata !36, metadata !DIExpression()), !dbg !49
  %55 = add nsw i64 %25, %52, !dbg !55
  %56 = getelementptr inbounds double, double* %3, i64 %55, !dbg !57
  %57 = load double, double* %56, align 8, !dbg !57, !tbaa !58
  %58 = getelementptr inbounds double, double* %4, i64 %52, !dbg !62
  %59 = load double, double* %58, align 8, !dbg !62, !tbaa !58
  %60 = tail call double @llvm.fmuladd.f64(double %57, double %59, double %53), !dbg !63
  call void @llvm.dbg.value(metadata double %60, metadata !36, metadata !DIExpression()), !dbg !49
  %61 = or i64 %52, 1, !dbg !64
  call void @llvm.dbg.value(metadata i64 %61, metadata !39, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %61, metadata !39, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double %60, metadata !36, metadata !DIExpression()), !dbg !49
  %62 = add nsw i64 %25, %61, !dbg !55
  %63 = getelementptr inbounds double, double* %3, i64 %62, !dbg !57
  %64 = load double, double* %63, align 8, !dbg !57, !tbaa !58
  %65 = getelementptr inbounds double, double* %4, i64 %61, !dbg !62
  %66 = load double, double* %65, align 8, !dbg !62, !tbaa !58
  %67 = tail call double @llvm.fmuladd.f64(double %64, double %66, double %60), !dbg !63
  call void @llvm.dbg.value(metadata double %67, metadata !36, metadata !DIExpression()), !dbg !49
  %68 = or i64 %52, 2, !dbg !64
  call void @llvm.dbg.value(metadata i64 %68, metadata !39, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %68, metadata !39, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double %67, metadata !36, metadata !DIExpression()), !dbg !49
  %69 = add nsw i64 %25, %68, !dbg !55
  %70 = getelementptr inbounds double, double* %3, i64 %69, !dbg !57
  %71 = load double, double* %70, align 8, !dbg !57, !tbaa !58
  %72 = getelementptr inbounds double, double* %4, i64 %68, !dbg !62
  %73 = load double, double* %72, align 8, !dbg !62, !tbaa !58
  %74 = tail call double @llvm.fmuladd.f64(double %71, double %73, double %67), !dbg !63
  call void @llvm.dbg.value(metadata double %74, metadata !36, metadata !DIExpression()), !dbg !49
  %75 = or i64 %52, 3, !dbg !64
  call void @llvm.dbg.value(metadata i64 %75, metadata !39, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %75, metadata !39, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double %74, metadata !36, metadata !DIExpression()), !dbg !49
  %76 = add nsw i64 %25, %75, !dbg !55
  %77 = getelementptr inbounds double, double* %3, i64 %76, !dbg !57
  %78 = load double, double* %77, align 8, !dbg !57, !tbaa !58
  %79 = getelementptr inbounds double, double* %4, i64 %75, !dbg !62
  %80 = load double, double* %79, align 8, !dbg !62, !tbaa !58
  %81 = tail call double @llvm.fmuladd.f64(double %78, double %80, double %74), !dbg !63
  call void @llvm.dbg.value(metadata double %81, metadata !36, metadata !DIExpression()), !dbg !49
  %82 = add nuw nsw i64 %52, 4, !dbg !64
  call void @llvm.dbg.value(metadata i64 %82, metadata !39, metadata !DIExpression()), !dbg !48
  %83 = add i64 %54, 4, !dbg !50
  %84 = icmp eq i64 %83, %17, !dbg !50
  br i1 %84, label %29, label %51, !dbg !50, !llvm.loop !73
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !75 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !79, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i8** %1, metadata !80, metadata !DIExpression()), !dbg !87
  %3 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !88
  %4 = load i8*, i8** %3, align 8, !dbg !88, !tbaa !89
  call void @llvm.dbg.value(metadata i8* %4, metadata !91, metadata !DIExpression()) #6, !dbg !99
  %5 = tail call i64 @strtol(i8* nocapture noundef nonnull %4, i8** noundef null, i32 noundef 10) #6, !dbg !101
  call void @llvm.dbg.value(metadata i64 %5, metadata !81, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !87
  %6 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !102
  %7 = load i8*, i8** %6, align 8, !dbg !102, !tbaa !89
  call void @llvm.dbg.value(metadata i8* %7, metadata !91, metadata !DIExpression()) #6, !dbg !103
  %8 = tail call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #6, !dbg !105
  call void @llvm.dbg.value(metadata i64 %8, metadata !82, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !87
  %9 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !106
  %10 = load i8*, i8** %9, align 8, !dbg !106, !tbaa !89
  call void @llvm.dbg.value(metadata i8* %10, metadata !91, metadata !DIExpression()) #6, !dbg !107
  %11 = tail call i64 @strtol(i8* nocapture noundef nonnull %10, i8** noundef null, i32 noundef 10) #6, !dbg !109
  %12 = trunc i64 %11 to i32, !dbg !110
  call void @llvm.dbg.value(metadata i32 %12, metadata !83, metadata !DIExpression()), !dbg !87
  %13 = shl i64 %5, 32, !dbg !111
  %14 = ashr exact i64 %13, 32, !dbg !111
  %15 = shl i64 %8, 32, !dbg !112
  %16 = ashr exact i64 %15, 32, !dbg !112
  %17 = mul nsw i64 %16, %14, !dbg !113
  %18 = tail call noalias i8* @calloc(i64 noundef %17, i64 noundef 8) #6, !dbg !114
  %19 = bitcast i8* %18 to double*, !dbg !114
  call void @llvm.dbg.value(metadata double* %19, metadata !84, metadata !DIExpression()), !dbg !87
  %20 = tail call noalias i8* @calloc(i64 noundef %16, i64 noundef 8) #6, !dbg !115
  %21 = bitcast i8* %20 to double*, !dbg !115
  call void @llvm.dbg.value(metadata double* %21, metadata !85, metadata !DIExpression()), !dbg !87
  %22 = tail call noalias i8* @calloc(i64 noundef %14, i64 noundef 8) #6, !dbg !116
  %23 = bitcast i8* %22 to double*, !dbg !116
  call void @llvm.dbg.value(metadata double* %23, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %5, metadata !25, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #6, !dbg !117
  call void @llvm.dbg.value(metadata i64 %8, metadata !26, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #6, !dbg !117
  call void @llvm.dbg.value(metadata i32 %12, metadata !27, metadata !DIExpression()) #6, !dbg !117
  call void @llvm.dbg.value(metadata double* %19, metadata !28, metadata !DIExpression()) #6, !dbg !117
  call void @llvm.dbg.value(metadata double* %21, metadata !29, metadata !DIExpression()) #6, !dbg !117
  call void @llvm.dbg.value(metadata double* %23, metadata !30, metadata !DIExpression()) #6, !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()) #6, !dbg !119
  %24 = icmp sgt i32 %12, 0, !dbg !120
  br i1 %24, label %25, label %105, !dbg !121

25:                                               ; preds = %2
  %26 = trunc i64 %8 to i32, !dbg !122
  call void @llvm.dbg.value(metadata i32 %26, metadata !82, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i32 %26, metadata !26, metadata !DIExpression()) #6, !dbg !117
  %27 = trunc i64 %5 to i32, !dbg !123
  call void @llvm.dbg.value(metadata i32 %27, metadata !81, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i32 %27, metadata !25, metadata !DIExpression()) #6, !dbg !117
  %28 = icmp sgt i32 %27, 0
  %29 = icmp sgt i32 %26, 0
  %30 = and i64 %5, 4294967295
  %31 = and i64 %8, 4294967295
  %32 = add nsw i64 %31, -1, !dbg !121
  %33 = and i64 %8, 3
  %34 = icmp ult i64 %32, 3
  %35 = sub nsw i64 %31, %33
  %36 = icmp eq i64 %33, 0
  br label %37, !dbg !121

37:                                               ; preds = %43, %25
  %38 = phi i32 [ 0, %25 ], [ %44, %43 ]
  call void @llvm.dbg.value(metadata i32 %38, metadata !31, metadata !DIExpression()) #6, !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()) #6, !dbg !124
  br i1 %28, label %39, label %43, !dbg !125

39:                                               ; preds = %37, %63
  %40 = phi i64 [ %66, %63 ], [ 0, %37 ]
  call void @llvm.dbg.value(metadata i64 %40, metadata !33, metadata !DIExpression()) #6, !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()) #6, !dbg !126
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !36, metadata !DIExpression()) #6, !dbg !127
  br i1 %29, label %41, label %63, !dbg !128

41:                                               ; preds = %39
  %42 = mul nsw i64 %40, %16
  br i1 %34, label %46, label %68, !dbg !128

43:                                               ; preds = %63, %37
  %44 = add nuw nsw i32 %38, 1, !dbg !129
  call void @llvm.dbg.value(metadata i32 %44, metadata !31, metadata !DIExpression()) #6, !dbg !119
  %45 = icmp eq i32 %44, %12, !dbg !120
  br i1 %45, label %102, label %37, !dbg !121, !llvm.loop !130

46:                                               ; preds = %68, %41
  %47 = phi double [ undef, %41 ], [ %98, %68 ]
  %48 = phi i64 [ 0, %41 ], [ %99, %68 ]
  %49 = phi double [ 0.000000e+00, %41 ], [ %98, %68 ]
  br i1 %36, label %63, label %50, !dbg !128

50:                                               ; preds = %46, %50
  %51 = phi i64 [ %60, %50 ], [ %48, %46 ]
  %52 = phi double [ %59, %50 ], [ %49, %46 ]
  %53 = phi i64 [ %61, %50 ], [ 0, %46 ]
  call void @llvm.dbg.value(metadata i64 %51, metadata !39, metadata !DIExpression()) #6, !dbg !126
  call void @llvm.dbg.value(metadata double %52, metadata !36, metadata !DIExpression()) #6, !dbg !127
  %54 = add nsw i64 %51, %42, !dbg !132
  %55 = getelementptr inbounds double, double* %19, i64 %54, !dbg !133
  %56 = load double, double* %55, align 8, !dbg !133, !tbaa !58
  %57 = getelementptr inbounds double, double* %21, i64 %51, !dbg !134
  %58 = load double, double* %57, align 8, !dbg !134, !tbaa !58
  %59 = tail call double @llvm.fmuladd.f64(double %56, double %58, double %52) #6, !dbg !135
  call void @llvm.dbg.value(metadata double %59, metadata !36, metadata !DIExpression()) #6, !dbg !127
  %60 = add nuw nsw i64 %51, 1, !dbg !136
  call void @llvm.dbg.value(metadata i64 %60, metadata !39, metadata !DIExpression()) #6, !dbg !126
  %61 = add i64 %53, 1, !dbg !128
  %62 = icmp eq i64 %61, %33, !dbg !128
  br i1 %62, label %63, label %50, !dbg !128, !llvm.loop !137

63:                                               ; preds = %46, %50, %39
  %64 = phi double [ 0.000000e+00, %39 ], [ %47, %46 ], [ %59, %50 ], !dbg !127
  %65 = getelementptr inbounds double, double* %23, i64 %40, !dbg !138
  store double %64, double* %65, align 8, !dbg !139, !tbaa !58
  %66 = add nuw nsw i64 %40, 1, !dbg !140
  call void @llvm.dbg.value(metadata i64 %66, metadata !33, metadata !DIExpression()) #6, !dbg !124
  %67 = icmp eq i64 %66, %30, !dbg !141
  br i1 %67, label %43, label %39, !dbg !125, !llvm.loop !142

68:                                               ; preds = %41, %68
  %69 = phi i64 [ %99, %68 ], [ 0, %41 ]
  %70 = phi double [ %98, %68 ], [ 0.000000e+00, %41 ]
  %71 = phi i64 [ %100, %68 ], [ 0, %41 ]
  call void @llvm.dbg.value(metadata i64 %69, metadata !39, metadata !DIExpression()) #6, !dbg !126
  call void @llvm.dbg.value(metadata double %70, metadata !36, metadata !DIExpression()) #6, !dbg !127
  %72 = add nsw i64 %69, %42, !dbg !132
  %73 = getelementptr inbounds double, double* %19, i64 %72, !dbg !133
  %74 = load double, double* %73, align 8, !dbg !133, !tbaa !58
  %75 = getelementptr inbounds double, double* %21, i64 %69, !dbg !134
  %76 = load double, double* %75, align 8, !dbg !134, !tbaa !58
  %77 = tail call double @llvm.fmuladd.f64(double %74, double %76, double %70) #6, !dbg !135
  call void @llvm.dbg.value(metadata double %77, metadata !36, metadata !DIExpression()) #6, !dbg !127
  %78 = or i64 %69, 1, !dbg !136
  call void @llvm.dbg.value(metadata i64 %78, metadata !39, metadata !DIExpression()) #6, !dbg !126
  call void @llvm.dbg.value(metadata i64 %78, metadata !39, metadata !DIExpression()) #6, !dbg !126
  call void @llvm.dbg.value(metadata double %77, metadata !36, metadata !DIExpression()) #6, !dbg !127
  %79 = add nsw i64 %78, %42, !dbg !132
  %80 = getelementptr inbounds double, double* %19, i64 %79, !dbg !133
  %81 = load double, double* %80, align 8, !dbg !133, !tbaa !58
  %82 = getelementptr inbounds double, double* %21, i64 %78, !dbg !134
  %83 = load double, double* %82, align 8, !dbg !134, !tbaa !58
  %84 = tail call double @llvm.fmuladd.f64(double %81, double %83, double %77) #6, !dbg !135
  call void @llvm.dbg.value(metadata double %84, metadata !36, metadata !DIExpression()) #6, !dbg !127
  %85 = or i64 %69, 2, !dbg !136
  call void @llvm.dbg.value(metadata i64 %85, metadata !39, metadata !DIExpression()) #6, !dbg !126
  call void @llvm.dbg.value(metadata i64 %85, metadata !39, metadata !DIExpression()) #6, !dbg !126
  call void @llvm.dbg.value(metadata double %84, metadata !36, metadata !DIExpression()) #6, !dbg !127
  %86 = add nsw i64 %85, %42, !dbg !132
  %87 = getelementptr inbounds double, double* %19, i64 %86, !dbg !133
  %88 = load double, double* %87, align 8, !dbg !133, !tbaa !58
  %89 = getelementptr inbounds double, double* %21, i64 %85, !dbg !134
  %90 = load double, double* %89, align 8, !dbg !134, !tbaa !58
  %91 = tail call double @llvm.fmuladd.f64(double %88, double %90, double %84) #6, !dbg !135
  call void @llvm.dbg.value(metadata double %91, metadata !36, metadata !DIExpression()) #6, !dbg !127
  %92 = or i64 %69, 3, !dbg !136
  call void @llvm.dbg.value(metadata i64 %92, metadata !39, metadata !DIExpression()) #6, !dbg !126
  call void @llvm.dbg.value(metadata i64 %92, metadata !39, metadata !DIExpression()) #6, !dbg !126
  call void @llvm.dbg.value(metadata double %91, metadata !36, metadata !DIExpression()) #6, !dbg !127
  %93 = add nsw i64 %92, %42, !dbg !132
  %94 = getelementptr inbounds double, double* %19, i64 %93, !dbg !133
  %95 = load double, double* %94, align 8, !dbg !133, !tbaa !58
  %96 = getelementptr inbounds double, double* %21, i64 %92, !dbg !134
  %97 = load double, double* %96, align 8, !dbg !134, !tbaa !58
  %98 = tail call double @llvm.fmuladd.f64(double %95, double %97, double %91) #6, !dbg !135
  call void @llvm.dbg.value(metadata double %98, metadata !36, metadata !DIExpression()) #6, !dbg !127
  %99 = add nuw nsw i64 %69, 4, !dbg !136
  call void @llvm.dbg.value(metadata i64 %99, metadata !39, metadata !DIExpression()) #6, !dbg !126
  %100 = add i64 %71, 4, !dbg !128
  %101 = icmp eq i64 %100, %35, !dbg !128
  br i1 %101, label %46, label %68, !dbg !128, !llvm.loop !144

102:                                              ; preds = %43
  %103 = load double, double* %23, align 8, !dbg !146, !tbaa !58
  %104 = fptosi double %103 to i32, !dbg !146
  br label %105, !dbg !146

105:                                              ; preds = %102, %2
  %106 = phi i32 [ %104, %102 ], [ 0, %2 ]
  ret i32 %106, !dbg !147
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matvec_calloc.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "271e4e8b1633c6e6c5d207a08ee7c26d")
!2 = !{!3, !4, !7, !8, !11}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
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
!19 = distinct !DISubprogram(name: "matvec_rows", scope: !1, file: !1, line: 3, type: !20, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !24)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !7, !7, !7, !22, !22, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !{!25, !26, !27, !28, !29, !30, !31, !33, !36, !39}
!25 = !DILocalVariable(name: "m", arg: 1, scope: !19, file: !1, line: 3, type: !7)
!26 = !DILocalVariable(name: "n", arg: 2, scope: !19, file: !1, line: 3, type: !7)
!27 = !DILocalVariable(name: "reps", arg: 3, scope: !19, file: !1, line: 3, type: !7)
!28 = !DILocalVariable(name: "M", arg: 4, scope: !19, file: !1, line: 3, type: !22)
!29 = !DILocalVariable(name: "x", arg: 5, scope: !19, file: !1, line: 3, type: !22)
!30 = !DILocalVariable(name: "y", arg: 6, scope: !19, file: !1, line: 3, type: !22)
!31 = !DILocalVariable(name: "r", scope: !32, file: !1, line: 4, type: !7)
!32 = distinct !DILexicalBlock(scope: !19, file: !1, line: 4, column: 3)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 5, type: !7)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 5, column: 5)
!35 = distinct !DILexicalBlock(scope: !32, file: !1, line: 4, column: 3)
!36 = !DILocalVariable(name: "s", scope: !37, file: !1, line: 6, type: !23)
!37 = distinct !DILexicalBlock(scope: !38, file: !1, line: 5, column: 33)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 5, column: 5)
!39 = !DILocalVariable(name: "j", scope: !40, file: !1, line: 7, type: !7)
!40 = distinct !DILexicalBlock(scope: !37, file: !1, line: 7, column: 7)
!41 = !DILocation(line: 0, scope: !19)
!42 = !DILocation(line: 0, scope: !32)
!43 = !DILocation(line: 4, column: 21, scope: !35)
!44 = !DILocation(line: 4, column: 3, scope: !32)
!45 = !DILocation(line: 0, scope: !34)
!46 = !DILocation(line: 5, column: 5, scope: !34)
!47 = !DILocation(line: 10, column: 1, scope: !19)
!48 = !DILocation(line: 0, scope: !40)
!49 = !DILocation(line: 0, scope: !37)
!50 = !DILocation(line: 7, column: 7, scope: !40)
!51 = !DILocation(line: 4, column: 30, scope: !35)
!52 = distinct !{!52, !44, !53, !54}
!53 = !DILocation(line: 9, column: 5, scope: !32)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 7, column: 54, scope: !56)
!56 = distinct !DILexicalBlock(scope: !40, file: !1, line: 7, column: 7)
!57 = !DILocation(line: 7, column: 40, scope: !56)
!58 = !{!59, !59, i64 0}
!59 = !{!"double", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 7, column: 61, scope: !56)
!63 = !DILocation(line: 7, column: 37, scope: !56)
!64 = !DILocation(line: 7, column: 31, scope: !56)
!65 = distinct !{!65, !66}
!66 = !{!"llvm.loop.unroll.disable"}
!67 = !DILocation(line: 8, column: 7, scope: !37)
!68 = !DILocation(line: 8, column: 12, scope: !37)
!69 = !DILocation(line: 5, column: 29, scope: !38)
!70 = !DILocation(line: 5, column: 23, scope: !38)
!71 = distinct !{!71, !46, !72, !54}
!72 = !DILocation(line: 9, column: 5, scope: !34)
!73 = distinct !{!73, !50, !74, !54}
!74 = !DILocation(line: 7, column: 64, scope: !40)
!75 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !76, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!7, !7, !8}
!78 = !{!79, !80, !81, !82, !83, !84, !85, !86}
!79 = !DILocalVariable(name: "argc", arg: 1, scope: !75, file: !1, line: 11, type: !7)
!80 = !DILocalVariable(name: "argv", arg: 2, scope: !75, file: !1, line: 11, type: !8)
!81 = !DILocalVariable(name: "m", scope: !75, file: !1, line: 12, type: !7)
!82 = !DILocalVariable(name: "n", scope: !75, file: !1, line: 12, type: !7)
!83 = !DILocalVariable(name: "reps", scope: !75, file: !1, line: 12, type: !7)
!84 = !DILocalVariable(name: "M", scope: !75, file: !1, line: 13, type: !22)
!85 = !DILocalVariable(name: "x", scope: !75, file: !1, line: 13, type: !22)
!86 = !DILocalVariable(name: "y", scope: !75, file: !1, line: 13, type: !22)
!87 = !DILocation(line: 0, scope: !75)
!88 = !DILocation(line: 12, column: 16, scope: !75)
!89 = !{!90, !90, i64 0}
!90 = !{!"any pointer", !60, i64 0}
!91 = !DILocalVariable(name: "__nptr", arg: 1, scope: !92, file: !93, line: 362, type: !96)
!92 = distinct !DISubprogram(name: "atoi", scope: !93, file: !93, line: 362, type: !94, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !98)
!93 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!94 = !DISubroutineType(types: !95)
!95 = !{!7, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!98 = !{!91}
!99 = !DILocation(line: 0, scope: !92, inlinedAt: !100)
!100 = distinct !DILocation(line: 12, column: 11, scope: !75)
!101 = !DILocation(line: 364, column: 16, scope: !92, inlinedAt: !100)
!102 = !DILocation(line: 12, column: 35, scope: !75)
!103 = !DILocation(line: 0, scope: !92, inlinedAt: !104)
!104 = distinct !DILocation(line: 12, column: 30, scope: !75)
!105 = !DILocation(line: 364, column: 16, scope: !92, inlinedAt: !104)
!106 = !DILocation(line: 12, column: 57, scope: !75)
!107 = !DILocation(line: 0, scope: !92, inlinedAt: !108)
!108 = distinct !DILocation(line: 12, column: 52, scope: !75)
!109 = !DILocation(line: 364, column: 16, scope: !92, inlinedAt: !108)
!110 = !DILocation(line: 364, column: 10, scope: !92, inlinedAt: !108)
!111 = !DILocation(line: 13, column: 22, scope: !75)
!112 = !DILocation(line: 13, column: 34, scope: !75)
!113 = !DILocation(line: 13, column: 32, scope: !75)
!114 = !DILocation(line: 13, column: 15, scope: !75)
!115 = !DILocation(line: 13, column: 46, scope: !75)
!116 = !DILocation(line: 13, column: 65, scope: !75)
!117 = !DILocation(line: 0, scope: !19, inlinedAt: !118)
!118 = distinct !DILocation(line: 14, column: 3, scope: !75)
!119 = !DILocation(line: 0, scope: !32, inlinedAt: !118)
!120 = !DILocation(line: 4, column: 21, scope: !35, inlinedAt: !118)
!121 = !DILocation(line: 4, column: 3, scope: !32, inlinedAt: !118)
!122 = !DILocation(line: 364, column: 10, scope: !92, inlinedAt: !104)
!123 = !DILocation(line: 364, column: 10, scope: !92, inlinedAt: !100)
!124 = !DILocation(line: 0, scope: !34, inlinedAt: !118)
!125 = !DILocation(line: 5, column: 5, scope: !34, inlinedAt: !118)
!126 = !DILocation(line: 0, scope: !40, inlinedAt: !118)
!127 = !DILocation(line: 0, scope: !37, inlinedAt: !118)
!128 = !DILocation(line: 7, column: 7, scope: !40, inlinedAt: !118)
!129 = !DILocation(line: 4, column: 30, scope: !35, inlinedAt: !118)
!130 = distinct !{!130, !121, !131, !54}
!131 = !DILocation(line: 9, column: 5, scope: !32, inlinedAt: !118)
!132 = !DILocation(line: 7, column: 54, scope: !56, inlinedAt: !118)
!133 = !DILocation(line: 7, column: 40, scope: !56, inlinedAt: !118)
!134 = !DILocation(line: 7, column: 61, scope: !56, inlinedAt: !118)
!135 = !DILocation(line: 7, column: 37, scope: !56, inlinedAt: !118)
!136 = !DILocation(line: 7, column: 31, scope: !56, inlinedAt: !118)
!137 = distinct !{!137, !66}
!138 = !DILocation(line: 8, column: 7, scope: !37, inlinedAt: !118)
!139 = !DILocation(line: 8, column: 12, scope: !37, inlinedAt: !118)
!140 = !DILocation(line: 5, column: 29, scope: !38, inlinedAt: !118)
!141 = !DILocation(line: 5, column: 23, scope: !38, inlinedAt: !118)
!142 = distinct !{!142, !125, !143, !54}
!143 = !DILocation(line: 9, column: 5, scope: !34, inlinedAt: !118)
!144 = distinct !{!144, !128, !145, !54}
!145 = !DILocation(line: 7, column: 64, scope: !40, inlinedAt: !118)
!146 = !DILocation(line: 15, column: 15, scope: !75)
!147 = !DILocation(line: 15, column: 3, scope: !75)
