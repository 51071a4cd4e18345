; ModuleID = 'obj_fields.c'
source_filename = "obj_fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.image = type { i32, i32, float* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local double @total(%struct.image* nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata %struct.image* %0, metadata !33, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !41
  %2 = getelementptr inbounds %struct.image, %struct.image* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !42
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !40
  %4 = icmp sgt i32 %3, 0, !dbg !48
  br i1 %4, label %5, label %24, !dbg !49

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.image, %struct.image* %0, i64 0, i32 0
  %7 = load i32, i32* %6, align 8, !tbaa !50
  %8 = icmp sgt i32 %7, 0
  %9 = getelementptr inbounds %struct.image, %struct.image* %0, i64 0, i32 2
  %10 = sext i32 %7 to i64, !dbg !49
  %11 = zext i32 %3 to i64, !dbg !48
  %12 = zext i32 %7 to i64
  %13 = add nsw i64 %12, -1, !dbg !49
  %14 = and i64 %12, 3
  %15 = icmp ult i64 %13, 3
  %16 = and i64 %12, 4294967292
  %17 = icmp eq i64 %14, 0
  br label %18, !dbg !49

18:                                               ; preds = %5, %42
  %19 = phi i64 [ 0, %5 ], [ %44, %42 ]
  %20 = phi double [ 0.000000e+00, %5 ], [ %43, %42 ]
  call void @llvm.dbg.value(metadata i64 %19, metadata !35, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double %20, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double %20, metadata !34, metadata !DIExpression()), !dbg !40
  br i1 %8, label %21, label %42, !dbg !52

21:                                               ; preds = %18
  %22 = load float*, float** %9, align 8, !tbaa !53
  %23 = mul nsw i64 %19, %10
  br i1 %15, label %26, label %46, !dbg !52

24:                                               ; preds = %42, %1
  %25 = phi double [ 0.000000e+00, %1 ], [ %43, %42 ], !dbg !54
  ret double %25, !dbg !55

26:                                               ; preds = %46, %21
  %27 = phi double [ undef, %21 ], [ %72, %46 ]
  %28 = phi i64 [ 0, %21 ], [ %73, %46 ]
  %29 = phi double [ %20, %21 ], [ %72, %46 ]
  br i1 %17, label %42, label %30, !dbg !52

30:                                               ; preds = %26, %30
  %31 = phi i64 [ %39, %30 ], [ %28, %26 ]
  %32 = phi double [ %38, %30 ], [ %29, %26 ]
  %33 = phi i64 [ %40, %30 ], [ 0, %26 ]
  call void @llvm.dbg.value(metadata i64 %31, metadata !37, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double %32, metadata !34, metadata !DIExpression()), !dbg !40
  %34 = add nsw i64 %23, %31, !dbg !56
  %35 = getelementptr inbounds float, float* %22, i64 %34, !dbg !58
  %36 = load float, float* %35, align 4, !dbg !58, !tbaa !59
  %37 = fpext float %36 to double, !dbg !58
  %38 = fadd double %32, %37, !dbg !61
  call void @llvm.dbg.value(metadata double %38, metadata !34, metadata !DIExpression()), !dbg !40
  %39 = add nuw nsw i64 %31, 1, !dbg !62
  call void @llvm.dbg.value(metadata i64 %39, metadata !37, metadata !DIExpression()), !dbg !51
  %40 = add i64 %33, 1, !dbg !52
  %41 = icmp eq i64 %40, %14, !dbg !52
  br i1 %41, label %42, label %30, !dbg !52, !llvm.loop !63

42:                                               ; preds = %26, %30, %18
  %43 = phi double [ %20, %18 ], [ %27, %26 ], [ %38, %30 ], !dbg !40
  %44 = add nuw nsw i64 %19, 1, !dbg !65
  call void @llvm.dbg.value(metadata i64 %44, metadata !35, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double %43, metadata !34, metadata !DIExpression()), !dbg !40
  %45 = icmp eq i64 %44, %11, !dbg !48
  br i1 %45, label %24, label %18, !dbg !49, !llvm.loop !66

46:                                               ; preds = %21, %46
  %47 = phi i64 [ %73, %46 ], [ 0, %21 ]
  %48 = phi double [ %72, %46 ], [ %20, %21 ]
  %49 = phi i64 [ %74, %46 ], [ 0, %21 ]
  call void @llvm.dbg.value(metadata i64 %47, metadata !37, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double %48, metadata !34, metadata !DIExpression()), !dbg !40
  %50 = add nsw i64 %23, %47, !dbg !56
  %51 = getelementptr inbounds float, float* %22, i64 %50, !dbg !58
  %52 = load float, float* %51, align 4, !dbg !58, !tbaa !59
  %53 = fpext float %52 to double, !dbg !58
  %54 = fadd double %48, %53, !dbg !61
  call void @llvm.dbg.value(metadata double %54, metadata !34, metadata !DIExpression()), !dbg !40
  %55 = or i64 %47, 1, !dbg !62
  call void @llvm.dbg.value(metadata i64 %55, metadata !37, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %55, metadata !37, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double %54, metadata !34, metadata !DIExpression()), !dbg !40
  %56 = add nsw i64 %23, %55, !dbg !56
  %57 = getelementptr inbounds float, float* %22, i64 %56, !dbg !58
  %58 = load float, float* %57, align 4, !dbg !58, !tbaa !59
  %59 = fpext float %58 to double, !dbg !58
  %60 = fadd double %54, %59, !dbg !61
  call void @llvm.dbg.value(metadata double %60, metadata !34, metadata !DIExpression()), !dbg !40
  %61 = or i64 %47, 2, !dbg !62
  call void @llvm.dbg.value(metadata i64 %61, metadata !37, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %61, metadata !37, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double %60, metadata !34, metadata !DIExpression()), !dbg !40
  %62 = add nsw i64 %23, %61, !dbg !56
  %63 = getelementptr inbounds float, float* %22, i64 %62, !dbg !58
  %64 = load float, float* %63, align 4, !dbg !58, !tbaa !59
  %65 = fpext float %64 to double, !dbg !58
  %66 = fadd double %60, %65, !dbg !61
  call void @llvm.dbg.value(metadata double %66, metadata !34, metadata !DIExpression()), !dbg !40
  %67 = or i64 %47, 3, !dbg !62
  call void @llvm.dbg.value(metadata i64 %67, metadata !37, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %67, metadata !37, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double %66, metadata !34, metadata !DIExpression()), !dbg !40
  %68 = add nsw i64 %23, %67, !dbg !56
  %69 = getelementptr inbounds float, float* %22, i64 %68, !dbg !58
  %70 = load float, float* %69, align 4, !dbg !58, !tbaa !59
  %71 = fpext float %70 to double, !dbg !58
  %72 = fadd double %66, %71, !dbg !61
  call void @llvm.dbg.value(metadata double %72, metadata !34, metadata !DIExpression()), !dbg !40
  %73 = add nuw nsw i64 %47, 4, !dbg !62
  call void @llvm.dbg.value(metadata i64 %73, metadata !37, metadata !DIExpression()), !dbg !51
  %74 = add i64 %49, 4, !dbg !52
  %75 = icmp eq i64 %74, %16, !dbg !52
  br i1 %75, label %26, label %46, !dbg !52, !llvm.loop !69
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local double @columns(%struct.image* nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !71 {
  call void @llvm.dbg.value(metadata %struct.image* %0, metadata !73, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 0, metadata !75, metadata !DIExpression()), !dbg !81
  %2 = getelementptr inbounds %struct.image, %struct.image* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 8, !tbaa !50
  call void @llvm.dbg.value(metadata i32 0, metadata !75, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !80
  %4 = icmp sgt i32 %3, 0, !dbg !82
  br i1 %4, label %5, label %24, !dbg !83

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.image, %struct.image* %0, i64 0, i32 1
  %7 = load i32, i32* %6, align 4, !tbaa !42
  %8 = icmp sgt i32 %7, 0
  %9 = getelementptr inbounds %struct.image, %struct.image* %0, i64 0, i32 2
  %10 = zext i32 %3 to i64, !dbg !83
  %11 = zext i32 %7 to i64
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %7, 1
  %14 = and i64 %11, 4294967294
  %15 = icmp eq i64 %12, 0
  br label %16, !dbg !83

16:                                               ; preds = %5, %38
  %17 = phi i64 [ 0, %5 ], [ %40, %38 ]
  %18 = phi double [ 0.000000e+00, %5 ], [ %39, %38 ]
  call void @llvm.dbg.value(metadata i64 %17, metadata !75, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %18, metadata !74, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %18, metadata !74, metadata !DIExpression()), !dbg !80
  br i1 %8, label %19, label %38, !dbg !85

19:                                               ; preds = %16
  %20 = load float*, float** %9, align 8, !tbaa !53
  %21 = trunc i64 %17 to i32
  %22 = or i32 %21, 1
  %23 = sitofp i32 %22 to float
  br i1 %13, label %26, label %42, !dbg !85

24:                                               ; preds = %38, %1
  %25 = phi double [ 0.000000e+00, %1 ], [ %39, %38 ], !dbg !86
  ret double %25, !dbg !87

26:                                               ; preds = %42, %19
  %27 = phi double [ undef, %19 ], [ %60, %42 ]
  %28 = phi i64 [ 0, %19 ], [ %61, %42 ]
  %29 = phi double [ %18, %19 ], [ %60, %42 ]
  br i1 %15, label %38, label %30, !dbg !85

30:                                               ; preds = %26
  call void @llvm.dbg.value(metadata i64 %28, metadata !77, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %29, metadata !74, metadata !DIExpression()), !dbg !80
  %31 = mul nsw i64 %28, %10, !dbg !88
  %32 = add nuw nsw i64 %31, %17, !dbg !90
  %33 = getelementptr inbounds float, float* %20, i64 %32, !dbg !91
  %34 = load float, float* %33, align 4, !dbg !91, !tbaa !59
  %35 = fmul float %34, %23, !dbg !92
  %36 = fpext float %35 to double, !dbg !91
  %37 = fadd double %29, %36, !dbg !93
  call void @llvm.dbg.value(metadata double %37, metadata !74, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %28, metadata !77, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !84
  br label %38, !dbg !94

38:                                               ; preds = %30, %26, %16
  %39 = phi double [ %18, %16 ], [ %27, %26 ], [ %37, %30 ], !dbg !80
  %40 = add nuw nsw i64 %17, 2, !dbg !94
  call void @llvm.dbg.value(metadata i64 %40, metadata !75, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %39, metadata !74, metadata !DIExpression()), !dbg !80
  %41 = icmp ult i64 %40, %10, !dbg !82
  br i1 %41, label %16, label %24, !dbg !83, !llvm.loop !95

42:                                               ; preds = %19, %42
  %43 = phi i64 [ %61, %42 ], [ 0, %19 ]
  %44 = phi double [ %60, %42 ], [ %18, %19 ]
  %45 = phi i64 [ %62, %42 ], [ 0, %19 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !77, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %44, metadata !74, metadata !DIExpression()), !dbg !80
  %46 = mul nsw i64 %43, %10, !dbg !88
  %47 = add nuw nsw i64 %46, %17, !dbg !90
  %48 = getelementptr inbounds float, float* %20, i64 %47, !dbg !91
  %49 = load float, float* %48, align 4, !dbg !91, !tbaa !59
  %50 = fmul float %49, %23, !dbg !92
  %51 = fpext float %50 to double, !dbg !91
  %52 = fadd double %44, %51, !dbg !93
  call void @llvm.dbg.value(metadata double %52, metadata !74, metadata !DIExpression()), !dbg !80
  %53 = or i64 %43, 1, !dbg !97
  call void @llvm.dbg.value(metadata i64 %53, metadata !77, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %53, metadata !77, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %52, metadata !74, metadata !DIExpression()), !dbg !80
  %54 = mul nsw i64 %53, %10, !dbg !88
  %55 = add nuw nsw i64 %54, %17, !dbg !90
  %56 = getelementptr inbounds float, float* %20, i64 %55, !dbg !91
  %57 = load float, float* %56, align 4, !dbg !91, !tbaa !59
  %58 = fmul float %57, %23, !dbg !92
  %59 = fpext float %58 to double, !dbg !91
  %60 = fadd double %52, %59, !dbg !93
  call void @llvm.dbg.value(metadata double %60, metadata !74, metadata !DIExpression()), !dbg !80
  %61 = add nuw nsw i64 %43, 2, !dbg !97
  call void @llvm.dbg.value(metadata i64 %61, metadata !77, metadata !DIExpression()), !dbg !84
  %62 = add i64 %45, 2, !dbg !85
  %63 = icmp eq i64 %62, %14, !dbg !85
  br i1 %63, label %26, label %42, !dbg !85, !llvm.loop !98
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scale(float* nocapture noundef %0, i32* nocapture noundef readonly %1, float noundef %2) local_unnamed_addr #1 !dbg !100 {
  call void @llvm.dbg.value(metadata float* %0, metadata !106, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32* %1, metadata !107, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata float %2, metadata !108, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !112
  %4 = load i32, i32* %1, align 4, !tbaa !113
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !112
  %5 = icmp sgt i32 %4, 0, !dbg !114
  br i1 %5, label %6, label %67, !dbg !116

6:                                                ; preds = %3
  %7 = zext i32 %4 to i64, !dbg !114
  %8 = icmp ult i32 %4, 8, !dbg !116
  br i1 %8, label %65, label %9, !dbg !116

9:                                                ; preds = %6
  %10 = and i64 %7, 4294967288, !dbg !116
  %11 = insertelement <4 x float> poison, float %2, i64 0, !dbg !116
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !116
  %13 = insertelement <4 x float> poison, float %2, i64 0, !dbg !116
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !116
  %15 = add nsw i64 %10, -8, !dbg !116
  %16 = lshr exact i64 %15, 3, !dbg !116
  %17 = add nuw nsw i64 %16, 1, !dbg !116
  %18 = and i64 %17, 1, !dbg !116
  %19 = icmp eq i64 %15, 0, !dbg !116
  br i1 %19, label %49, label %20, !dbg !116

20:                                               ; preds = %9
  %21 = and i64 %17, 4611686018427387902, !dbg !116
  br label %22, !dbg !116

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %46, %22 ], !dbg !117
  %24 = phi i64 [ 0, %20 ], [ %47, %22 ]
  %25 = getelementptr inbounds float, float* %0, i64 %23, !dbg !117
  %26 = bitcast float* %25 to <4 x float>*, !dbg !118
  %27 = load <4 x float>, <4 x float>* %26, align 4, !dbg !118, !tbaa !59
  %28 = getelementptr inbounds float, float* %25, i64 4, !dbg !118
  %29 = bitcast float* %28 to <4 x float>*, !dbg !118
  %30 = load <4 x float>, <4 x float>* %29, align 4, !dbg !118, !tbaa !59
  %31 = fmul <4 x float> %27, %12, !dbg !118
  %32 = fmul <4 x float> %30, %14, !dbg !118
  %33 = bitcast float* %25 to <4 x float>*, !dbg !118
  store <4 x float> %31, <4 x float>* %33, align 4, !dbg !118, !tbaa !59
  %34 = bitcast float* %28 to <4 x float>*, !dbg !118
  store <4 x float> %32, <4 x float>* %34, align 4, !dbg !118, !tbaa !59
  %35 = or i64 %23, 8, !dbg !117
  %36 = getelementptr inbounds float, float* %0, i64 %35, !dbg !117
  %37 = bitcast float* %36 to <4 x float>*, !dbg !118
  %38 = load <4 x float>, <4 x float>* %37, align 4, !dbg !118, !tbaa !59
  %39 = getelementptr inbounds float, float* %36, i64 4, !dbg !118
  %40 = bitcast float* %39 to <4 x float>*, !dbg !118
  %41 = load <4 x float>, <4 x float>* %40, align 4, !dbg !118, !tbaa !59
  %42 = fmul <4 x float> %38, %12, !dbg !118
  %43 = fmul <4 x float> %41, %14, !dbg !118
  %44 = bitcast float* %36 to <4 x float>*, !dbg !118
  store <4 x float> %42, <4 x float>* %44, align 4, !dbg !118, !tbaa !59
  %45 = bitcast float* %39 to <4 x float>*, !dbg !118
  store <4 x float> %43, <4 x float>* %45, align 4, !dbg !118, !tbaa !59
  %46 = add nuw i64 %23, 16, !dbg !117
  %47 = add i64 %24, 2, !dbg !117
  %48 = icmp eq i64 %47, %21, !dbg !117
  br i1 %48, label %49, label %22, !dbg !117, !llvm.loop !119

49:                                               ; preds = %22, %9
  %50 = phi i64 [ 0, %9 ], [ %46, %22 ]
  %51 = icmp eq i64 %18, 0, !dbg !117
  br i1 %51, label %63, label %52, !dbg !117

52:                                               ; preds = %49
  %53 = getelementptr inbounds float, float* %0, i64 %50, !dbg !117
  %54 = bitcast float* %53 to <4 x float>*, !dbg !118
  %55 = load <4 x float>, <4 x float>* %54, align 4, !dbg !118, !tbaa !59
  %56 = getelementptr inbounds float, float* %53, i64 4, !dbg !118
  %57 = bitcast float* %56 to <4 x float>*, !dbg !118
  %58 = load <4 x float>, <4 x float>* %57, align 4, !dbg !118, !tbaa !59
  %59 = fmul <4 x float> %55, %12, !dbg !118
  %60 = fmul <4 x float> %58, %14, !dbg !118
  %61 = bitcast float* %53 to <4 x float>*, !dbg !118
  store <4 x float> %59, <4 x float>* %61, align 4, !dbg !118, !tbaa !59
  %62 = bitcast float* %56 to <4 x float>*, !dbg !118
  store <4 x float> %60, <4 x float>* %62, align 4, !dbg !118, !tbaa !59
  br label %63, !dbg !116

63:                                               ; preds = %49, %52
  %64 = icmp eq i64 %10, %7, !dbg !116
  br i1 %64, label %67, label %65, !dbg !116

65:                                               ; preds = %6, %63
  %66 = phi i64 [ 0, %6 ], [ %10, %63 ]
  br label %68, !dbg !116

67:                                               ; preds = %68, %63, %3
  ret void, !dbg !122

68:                                               ; preds = %65, %68
  %69 = phi i64 [ %73, %68 ], [ %66, %65 ]
  call void @llvm.dbg.value(metadata i64 %69, metadata !109, metadata !DIExpression()), !dbg !112
  %70 = getelementptr inbounds float, float* %0, i64 %69, !dbg !123
  %71 = load float, float* %70, align 4, !dbg !118, !tbaa !59
  %72 = fmul float %71, %2, !dbg !118
  store float %72, float* %70, align 4, !dbg !118, !tbaa !59
  %73 = add nuw nsw i64 %69, 1, !dbg !117
  call void @llvm.dbg.value(metadata i64 %73, metadata !109, metadata !DIExpression()), !dbg !112
  %74 = icmp eq i64 %73, %7, !dbg !114
  br i1 %74, label %67, label %68, !dbg !116, !llvm.loop !124
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !126 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !130, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i8** %1, metadata !131, metadata !DIExpression()), !dbg !139
  %3 = icmp sgt i32 %0, 1, !dbg !140
  br i1 %3, label %4, label %15, !dbg !141

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !142
  %6 = load i8*, i8** %5, align 8, !dbg !142, !tbaa !143
  call void @llvm.dbg.value(metadata i8* %6, metadata !144, metadata !DIExpression()) #8, !dbg !152
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !154
  %8 = trunc i64 %7 to i32, !dbg !155
  call void @llvm.dbg.value(metadata i32 %8, metadata !132, metadata !DIExpression()), !dbg !139
  %9 = icmp eq i32 %0, 2, !dbg !156
  br i1 %9, label %15, label %10, !dbg !157

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !158
  %12 = load i8*, i8** %11, align 8, !dbg !158, !tbaa !143
  call void @llvm.dbg.value(metadata i8* %12, metadata !144, metadata !DIExpression()) #8, !dbg !159
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !161
  %14 = trunc i64 %13 to i32, !dbg !162
  br label %15, !dbg !157

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 64, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 32, %4 ], [ 32, %2 ], !dbg !157
  call void @llvm.dbg.value(metadata i32 %17, metadata !133, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata %struct.image* undef, metadata !163, metadata !DIExpression()) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32 %8, metadata !169, metadata !DIExpression()) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32 %17, metadata !170, metadata !DIExpression()) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32 %8, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !139
  call void @llvm.dbg.value(metadata i32 %17, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !139
  %18 = sext i32 %16 to i64, !dbg !175
  %19 = shl nsw i64 %18, 2, !dbg !176
  %20 = sext i32 %17 to i64, !dbg !177
  %21 = mul i64 %19, %20, !dbg !178
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #8, !dbg !179
  %23 = bitcast i8* %22 to float*, !dbg !180
  call void @llvm.dbg.value(metadata float* %23, metadata !134, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !139
  call void @llvm.dbg.value(metadata i32 0, metadata !171, metadata !DIExpression()) #8, !dbg !181
  %24 = mul i32 %17, %16
  %25 = icmp sgt i32 %24, 0, !dbg !182
  br i1 %25, label %26, label %58, !dbg !184

26:                                               ; preds = %15
  %27 = zext i32 %24 to i64, !dbg !182
  %28 = icmp ult i32 %24, 8, !dbg !184
  br i1 %28, label %48, label %29, !dbg !184

29:                                               ; preds = %26
  %30 = and i64 %27, 4294967288, !dbg !184
  br label %31, !dbg !184

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %43, %31 ], !dbg !185
  %33 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %29 ], [ %44, %31 ], !dbg !186
  %34 = add <4 x i32> %33, <i32 4, i32 4, i32 4, i32 4>, !dbg !186
  %35 = urem <4 x i32> %33, <i32 17, i32 17, i32 17, i32 17>, !dbg !186
  %36 = urem <4 x i32> %34, <i32 17, i32 17, i32 17, i32 17>, !dbg !186
  %37 = sitofp <4 x i32> %35 to <4 x float>, !dbg !187
  %38 = sitofp <4 x i32> %36 to <4 x float>, !dbg !187
  %39 = getelementptr inbounds float, float* %23, i64 %32, !dbg !185
  %40 = bitcast float* %39 to <4 x float>*, !dbg !188
  store <4 x float> %37, <4 x float>* %40, align 4, !dbg !188, !tbaa !59
  %41 = getelementptr inbounds float, float* %39, i64 4, !dbg !188
  %42 = bitcast float* %41 to <4 x float>*, !dbg !188
  store <4 x float> %38, <4 x float>* %42, align 4, !dbg !188, !tbaa !59
  %43 = add nuw i64 %32, 8, !dbg !185
  %44 = add <4 x i32> %33, <i32 8, i32 8, i32 8, i32 8>, !dbg !186
  %45 = icmp eq i64 %43, %30, !dbg !185
  br i1 %45, label %46, label %31, !dbg !185, !llvm.loop !189

46:                                               ; preds = %31
  %47 = icmp eq i64 %30, %27, !dbg !184
  br i1 %47, label %58, label %48, !dbg !184

48:                                               ; preds = %26, %46
  %49 = phi i64 [ 0, %26 ], [ %30, %46 ]
  br label %50, !dbg !184

50:                                               ; preds = %48, %50
  %51 = phi i64 [ %56, %50 ], [ %49, %48 ]
  call void @llvm.dbg.value(metadata i64 %51, metadata !171, metadata !DIExpression()) #8, !dbg !181
  %52 = trunc i64 %51 to i32, !dbg !186
  %53 = urem i32 %52, 17, !dbg !186
  %54 = sitofp i32 %53 to float, !dbg !187
  %55 = getelementptr inbounds float, float* %23, i64 %51, !dbg !191
  store float %54, float* %55, align 4, !dbg !188, !tbaa !59
  %56 = add nuw nsw i64 %51, 1, !dbg !185
  call void @llvm.dbg.value(metadata i64 %56, metadata !171, metadata !DIExpression()) #8, !dbg !181
  %57 = icmp eq i64 %56, %27, !dbg !182
  br i1 %57, label %58, label %50, !dbg !184, !llvm.loop !192

58:                                               ; preds = %50, %46, %15
  %59 = add nsw i32 %17, 3, !dbg !193
  %60 = shl nsw i32 %16, 1, !dbg !194
  call void @llvm.dbg.value(metadata %struct.image* undef, metadata !163, metadata !DIExpression()) #8, !dbg !195
  call void @llvm.dbg.value(metadata i32 %59, metadata !169, metadata !DIExpression()) #8, !dbg !195
  call void @llvm.dbg.value(metadata i32 %60, metadata !170, metadata !DIExpression()) #8, !dbg !195
  call void @llvm.dbg.value(metadata i32 %59, metadata !135, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !139
  call void @llvm.dbg.value(metadata i32 %60, metadata !135, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !139
  %61 = sext i32 %59 to i64, !dbg !197
  %62 = sext i32 %60 to i64, !dbg !198
  %63 = shl nsw i64 %62, 2, !dbg !199
  %64 = mul i64 %63, %61, !dbg !200
  %65 = tail call noalias i8* @malloc(i64 noundef %64) #8, !dbg !201
  %66 = bitcast i8* %65 to float*, !dbg !202
  call void @llvm.dbg.value(metadata float* %66, metadata !135, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !139
  call void @llvm.dbg.value(metadata i32 0, metadata !171, metadata !DIExpression()) #8, !dbg !203
  %67 = mul i32 %59, %60
  %68 = icmp sgt i32 %67, 0, !dbg !204
  br i1 %68, label %69, label %101, !dbg !205

69:                                               ; preds = %58
  %70 = zext i32 %67 to i64, !dbg !204
  %71 = icmp ult i32 %67, 8, !dbg !205
  br i1 %71, label %91, label %72, !dbg !205

72:                                               ; preds = %69
  %73 = and i64 %70, 4294967288, !dbg !205
  br label %74, !dbg !205

74:                                               ; preds = %74, %72
  %75 = phi i64 [ 0, %72 ], [ %86, %74 ], !dbg !206
  %76 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %72 ], [ %87, %74 ], !dbg !207
  %77 = add <4 x i32> %76, <i32 4, i32 4, i32 4, i32 4>, !dbg !207
  %78 = urem <4 x i32> %76, <i32 17, i32 17, i32 17, i32 17>, !dbg !207
  %79 = urem <4 x i32> %77, <i32 17, i32 17, i32 17, i32 17>, !dbg !207
  %80 = sitofp <4 x i32> %78 to <4 x float>, !dbg !208
  %81 = sitofp <4 x i32> %79 to <4 x float>, !dbg !208
  %82 = getelementptr inbounds float, float* %66, i64 %75, !dbg !206
  %83 = bitcast float* %82 to <4 x float>*, !dbg !209
  store <4 x float> %80, <4 x float>* %83, align 4, !dbg !209, !tbaa !59
  %84 = getelementptr inbounds float, float* %82, i64 4, !dbg !209
  %85 = bitcast float* %84 to <4 x float>*, !dbg !209
  store <4 x float> %81, <4 x float>* %85, align 4, !dbg !209, !tbaa !59
  %86 = add nuw i64 %75, 8, !dbg !206
  %87 = add <4 x i32> %76, <i32 8, i32 8, i32 8, i32 8>, !dbg !207
  %88 = icmp eq i64 %86, %73, !dbg !206
  br i1 %88, label %89, label %74, !dbg !206, !llvm.loop !210

89:                                               ; preds = %74
  %90 = icmp eq i64 %73, %70, !dbg !205
  br i1 %90, label %101, label %91, !dbg !205

91:                                               ; preds = %69, %89
  %92 = phi i64 [ 0, %69 ], [ %73, %89 ]
  br label %93, !dbg !205

93:                                               ; preds = %91, %93
  %94 = phi i64 [ %99, %93 ], [ %92, %91 ]
  call void @llvm.dbg.value(metadata i64 %94, metadata !171, metadata !DIExpression()) #8, !dbg !203
  %95 = trunc i64 %94 to i32, !dbg !207
  %96 = urem i32 %95, 17, !dbg !207
  %97 = sitofp i32 %96 to float, !dbg !208
  %98 = getelementptr inbounds float, float* %66, i64 %94, !dbg !212
  store float %97, float* %98, align 4, !dbg !209, !tbaa !59
  %99 = add nuw nsw i64 %94, 1, !dbg !206
  call void @llvm.dbg.value(metadata i64 %99, metadata !171, metadata !DIExpression()) #8, !dbg !203
  %100 = icmp eq i64 %99, %70, !dbg !204
  br i1 %100, label %101, label %93, !dbg !205, !llvm.loop !213

101:                                              ; preds = %93, %89, %58
  call void @llvm.dbg.value(metadata %struct.image* undef, metadata !214, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata %struct.image* undef, metadata !33, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !219
  %102 = icmp sgt i32 %17, 0, !dbg !222
  br i1 %102, label %103, label %167, !dbg !223

103:                                              ; preds = %101
  %104 = icmp sgt i32 %16, 0
  %105 = zext i32 %17 to i64, !dbg !222
  %106 = zext i32 %16 to i64
  %107 = add nsw i64 %106, -1, !dbg !223
  %108 = and i64 %106, 3
  %109 = icmp ult i64 %107, 3
  %110 = and i64 %106, 4294967292
  %111 = icmp eq i64 %108, 0
  br label %112, !dbg !223

112:                                              ; preds = %133, %103
  %113 = phi i64 [ 0, %103 ], [ %135, %133 ]
  %114 = phi double [ 0.000000e+00, %103 ], [ %134, %133 ]
  call void @llvm.dbg.value(metadata i64 %113, metadata !35, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata double %114, metadata !34, metadata !DIExpression()), !dbg !219
  br i1 %104, label %115, label %133, !dbg !225

115:                                              ; preds = %112
  %116 = mul nsw i64 %113, %18
  br i1 %109, label %117, label %137, !dbg !225

117:                                              ; preds = %137, %115
  %118 = phi double [ undef, %115 ], [ %163, %137 ]
  %119 = phi i64 [ 0, %115 ], [ %164, %137 ]
  %120 = phi double [ %114, %115 ], [ %163, %137 ]
  br i1 %111, label %133, label %121, !dbg !225

121:                                              ; preds = %117, %121
  %122 = phi i64 [ %130, %121 ], [ %119, %117 ]
  %123 = phi double [ %129, %121 ], [ %120, %117 ]
  %124 = phi i64 [ %131, %121 ], [ 0, %117 ]
  call void @llvm.dbg.value(metadata i64 %122, metadata !37, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata double %123, metadata !34, metadata !DIExpression()), !dbg !219
  %125 = add nsw i64 %122, %116, !dbg !226
  %126 = getelementptr inbounds float, float* %23, i64 %125, !dbg !227
  %127 = load float, float* %126, align 4, !dbg !227, !tbaa !59
  %128 = fpext float %127 to double, !dbg !227
  %129 = fadd double %123, %128, !dbg !228
  call void @llvm.dbg.value(metadata double %129, metadata !34, metadata !DIExpression()), !dbg !219
  %130 = add nuw nsw i64 %122, 1, !dbg !229
  call void @llvm.dbg.value(metadata i64 %130, metadata !37, metadata !DIExpression()), !dbg !224
  %131 = add i64 %124, 1, !dbg !225
  %132 = icmp eq i64 %131, %108, !dbg !225
  br i1 %132, label %133, label %121, !dbg !225, !llvm.loop !230

133:                                              ; preds = %117, %121, %112
  %134 = phi double [ %114, %112 ], [ %118, %117 ], [ %129, %121 ], !dbg !219
  %135 = add nuw nsw i64 %113, 1, !dbg !231
  call void @llvm.dbg.value(metadata i64 %135, metadata !35, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata double %134, metadata !34, metadata !DIExpression()), !dbg !219
  %136 = icmp eq i64 %135, %105, !dbg !222
  br i1 %136, label %167, label %112, !dbg !223, !llvm.loop !232

137:                                              ; preds = %115, %137
  %138 = phi i64 [ %164, %137 ], [ 0, %115 ]
  %139 = phi double [ %163, %137 ], [ %114, %115 ]
  %140 = phi i64 [ %165, %137 ], [ 0, %115 ]
  call void @llvm.dbg.value(metadata i64 %138, metadata !37, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata double %139, metadata !34, metadata !DIExpression()), !dbg !219
  %141 = add nsw i64 %138, %116, !dbg !226
  %142 = getelementptr inbounds float, float* %23, i64 %141, !dbg !227
  %143 = load float, float* %142, align 4, !dbg !227, !tbaa !59
  %144 = fpext float %143 to double, !dbg !227
  %145 = fadd double %139, %144, !dbg !228
  call void @llvm.dbg.value(metadata double %145, metadata !34, metadata !DIExpression()), !dbg !219
  %146 = or i64 %138, 1, !dbg !229
  call void @llvm.dbg.value(metadata i64 %146, metadata !37, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i64 %146, metadata !37, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata double %145, metadata !34, metadata !DIExpression()), !dbg !219
  %147 = add nsw i64 %146, %116, !dbg !226
  %148 = getelementptr inbounds float, float* %23, i64 %147, !dbg !227
  %149 = load float, float* %148, align 4, !dbg !227, !tbaa !59
  %150 = fpext float %149 to double, !dbg !227
  %151 = fadd double %145, %150, !dbg !228
  call void @llvm.dbg.value(metadata double %151, metadata !34, metadata !DIExpression()), !dbg !219
  %152 = or i64 %138, 2, !dbg !229
  call void @llvm.dbg.value(metadata i64 %152, metadata !37, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i64 %152, metadata !37, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata double %151, metadata !34, metadata !DIExpression()), !dbg !219
  %153 = add nsw i64 %152, %116, !dbg !226
  %154 = getelementptr inbounds float, float* %23, i64 %153, !dbg !227
  %155 = load float, float* %154, align 4, !dbg !227, !tbaa !59
  %156 = fpext float %155 to double, !dbg !227
  %157 = fadd double %151, %156, !dbg !228
  call void @llvm.dbg.value(metadata double %157, metadata !34, metadata !DIExpression()), !dbg !219
  %158 = or i64 %138, 3, !dbg !229
  call void @llvm.dbg.value(metadata i64 %158, metadata !37, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i64 %158, metadata !37, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata double %157, metadata !34, metadata !DIExpression()), !dbg !219
  %159 = add nsw i64 %158, %116, !dbg !226
  %160 = getelementptr inbounds float, float* %23, i64 %159, !dbg !227
  %161 = load float, float* %160, align 4, !dbg !227, !tbaa !59
  %162 = fpext float %161 to double, !dbg !227
  %163 = fadd double %157, %162, !dbg !228
  call void @llvm.dbg.value(metadata double %163, metadata !34, metadata !DIExpression()), !dbg !219
  %164 = add nuw nsw i64 %138, 4, !dbg !229
  call void @llvm.dbg.value(metadata i64 %164, metadata !37, metadata !DIExpression()), !dbg !224
  %165 = add i64 %140, 4, !dbg !225
  %166 = icmp eq i64 %165, %110, !dbg !225
  br i1 %166, label %117, label %137, !dbg !225, !llvm.loop !234

167:                                              ; preds = %133, %101
  %168 = phi double [ 0.000000e+00, %101 ], [ %134, %133 ], !dbg !236
  call void @llvm.dbg.value(metadata %struct.image* undef, metadata !73, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i32 0, metadata !75, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !237
  %169 = icmp sgt i32 %16, 0, !dbg !240
  br i1 %169, label %170, label %287, !dbg !241

170:                                              ; preds = %167
  %171 = zext i32 %16 to i64, !dbg !241
  %172 = zext i32 %17 to i64
  %173 = and i64 %172, 1
  %174 = icmp eq i32 %17, 1
  %175 = and i64 %172, 4294967294
  %176 = icmp eq i64 %173, 0
  br label %177, !dbg !241

177:                                              ; preds = %196, %170
  %178 = phi i64 [ 0, %170 ], [ %198, %196 ]
  %179 = phi double [ 0.000000e+00, %170 ], [ %197, %196 ]
  call void @llvm.dbg.value(metadata i64 %178, metadata !75, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %179, metadata !74, metadata !DIExpression()), !dbg !237
  br i1 %102, label %180, label %196, !dbg !243

180:                                              ; preds = %177
  %181 = trunc i64 %178 to i32
  %182 = or i32 %181, 1
  %183 = sitofp i32 %182 to float
  br i1 %174, label %184, label %200, !dbg !243

184:                                              ; preds = %200, %180
  %185 = phi double [ undef, %180 ], [ %218, %200 ]
  %186 = phi i64 [ 0, %180 ], [ %219, %200 ]
  %187 = phi double [ %179, %180 ], [ %218, %200 ]
  br i1 %176, label %196, label %188, !dbg !243

188:                                              ; preds = %184
  call void @llvm.dbg.value(metadata i64 %186, metadata !77, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %187, metadata !74, metadata !DIExpression()), !dbg !237
  %189 = mul nuw nsw i64 %186, %171, !dbg !244
  %190 = add nuw nsw i64 %189, %178, !dbg !245
  %191 = getelementptr inbounds float, float* %23, i64 %190, !dbg !246
  %192 = load float, float* %191, align 4, !dbg !246, !tbaa !59
  %193 = fmul float %192, %183, !dbg !247
  %194 = fpext float %193 to double, !dbg !246
  %195 = fadd double %187, %194, !dbg !248
  call void @llvm.dbg.value(metadata double %195, metadata !74, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i64 %186, metadata !77, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !242
  br label %196, !dbg !249

196:                                              ; preds = %188, %184, %177
  %197 = phi double [ %179, %177 ], [ %185, %184 ], [ %195, %188 ], !dbg !237
  %198 = add nuw nsw i64 %178, 2, !dbg !249
  call void @llvm.dbg.value(metadata i64 %198, metadata !75, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata double %197, metadata !74, metadata !DIExpression()), !dbg !237
  %199 = icmp ult i64 %198, %171, !dbg !240
  br i1 %199, label %177, label %222, !dbg !241, !llvm.loop !250

200:                                              ; preds = %180, %200
  %201 = phi i64 [ %219, %200 ], [ 0, %180 ]
  %202 = phi double [ %218, %200 ], [ %179, %180 ]
  %203 = phi i64 [ %220, %200 ], [ 0, %180 ]
  call void @llvm.dbg.value(metadata i64 %201, metadata !77, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %202, metadata !74, metadata !DIExpression()), !dbg !237
  %204 = mul nuw nsw i64 %201, %171, !dbg !244
  %205 = add nuw nsw i64 %204, %178, !dbg !245
  %206 = getelementptr inbounds float, float* %23, i64 %205, !dbg !246
  %207 = load float, float* %206, align 4, !dbg !246, !tbaa !59
  %208 = fmul float %207, %183, !dbg !247
  %209 = fpext float %208 to double, !dbg !246
  %210 = fadd double %202, %209, !dbg !248
  call void @llvm.dbg.value(metadata double %210, metadata !74, metadata !DIExpression()), !dbg !237
  %211 = or i64 %201, 1, !dbg !252
  call void @llvm.dbg.value(metadata i64 %211, metadata !77, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i64 %211, metadata !77, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %210, metadata !74, metadata !DIExpression()), !dbg !237
  %212 = mul nuw nsw i64 %211, %171, !dbg !244
  %213 = add nuw nsw i64 %212, %178, !dbg !245
  %214 = getelementptr inbounds float, float* %23, i64 %213, !dbg !246
  %215 = load float, float* %214, align 4, !dbg !246, !tbaa !59
  %216 = fmul float %215, %183, !dbg !247
  %217 = fpext float %216 to double, !dbg !246
  %218 = fadd double %210, %217, !dbg !248
  call void @llvm.dbg.value(metadata double %218, metadata !74, metadata !DIExpression()), !dbg !237
  %219 = add nuw nsw i64 %201, 2, !dbg !252
  call void @llvm.dbg.value(metadata i64 %219, metadata !77, metadata !DIExpression()), !dbg !242
  %220 = add i64 %203, 2, !dbg !243
  %221 = icmp eq i64 %220, %175, !dbg !243
  br i1 %221, label %184, label %200, !dbg !243, !llvm.loop !253

222:                                              ; preds = %196
  call void @llvm.dbg.value(metadata %struct.image* undef, metadata !214, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata %struct.image* undef, metadata !33, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !257
  br i1 %169, label %223, label %287, !dbg !260

223:                                              ; preds = %222
  %224 = icmp sgt i32 %17, -3
  %225 = zext i32 %60 to i64, !dbg !261
  %226 = zext i32 %59 to i64
  %227 = add nsw i64 %226, -1, !dbg !260
  %228 = and i64 %226, 3
  %229 = icmp ult i64 %227, 3
  %230 = and i64 %226, 4294967292
  %231 = icmp eq i64 %228, 0
  br label %232, !dbg !260

232:                                              ; preds = %253, %223
  %233 = phi i64 [ 0, %223 ], [ %255, %253 ]
  %234 = phi double [ 0.000000e+00, %223 ], [ %254, %253 ]
  call void @llvm.dbg.value(metadata i64 %233, metadata !35, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata double %234, metadata !34, metadata !DIExpression()), !dbg !257
  br i1 %224, label %235, label %253, !dbg !263

235:                                              ; preds = %232
  %236 = mul nsw i64 %233, %61
  br i1 %229, label %237, label %257, !dbg !263

237:                                              ; preds = %257, %235
  %238 = phi double [ undef, %235 ], [ %283, %257 ]
  %239 = phi i64 [ 0, %235 ], [ %284, %257 ]
  %240 = phi double [ %234, %235 ], [ %283, %257 ]
  br i1 %231, label %253, label %241, !dbg !263

241:                                              ; preds = %237, %241
  %242 = phi i64 [ %250, %241 ], [ %239, %237 ]
  %243 = phi double [ %249, %241 ], [ %240, %237 ]
  %244 = phi i64 [ %251, %241 ], [ 0, %237 ]
  call void @llvm.dbg.value(metadata i64 %242, metadata !37, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata double %243, metadata !34, metadata !DIExpression()), !dbg !257
  %245 = add nsw i64 %242, %236, !dbg !264
  %246 = getelementptr inbounds float, float* %66, i64 %245, !dbg !265
  %247 = load float, float* %246, align 4, !dbg !265, !tbaa !59
  %248 = fpext float %247 to double, !dbg !265
  %249 = fadd double %243, %248, !dbg !266
  call void @llvm.dbg.value(metadata double %249, metadata !34, metadata !DIExpression()), !dbg !257
  %250 = add nuw nsw i64 %242, 1, !dbg !267
  call void @llvm.dbg.value(metadata i64 %250, metadata !37, metadata !DIExpression()), !dbg !262
  %251 = add i64 %244, 1, !dbg !263
  %252 = icmp eq i64 %251, %228, !dbg !263
  br i1 %252, label %253, label %241, !dbg !263, !llvm.loop !268

253:                                              ; preds = %237, %241, %232
  %254 = phi double [ %234, %232 ], [ %238, %237 ], [ %249, %241 ], !dbg !257
  %255 = add nuw nsw i64 %233, 1, !dbg !269
  call void @llvm.dbg.value(metadata i64 %255, metadata !35, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.value(metadata double %254, metadata !34, metadata !DIExpression()), !dbg !257
  %256 = icmp eq i64 %255, %225, !dbg !261
  br i1 %256, label %287, label %232, !dbg !260, !llvm.loop !270

257:                                              ; preds = %235, %257
  %258 = phi i64 [ %284, %257 ], [ 0, %235 ]
  %259 = phi double [ %283, %257 ], [ %234, %235 ]
  %260 = phi i64 [ %285, %257 ], [ 0, %235 ]
  call void @llvm.dbg.value(metadata i64 %258, metadata !37, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata double %259, metadata !34, metadata !DIExpression()), !dbg !257
  %261 = add nsw i64 %258, %236, !dbg !264
  %262 = getelementptr inbounds float, float* %66, i64 %261, !dbg !265
  %263 = load float, float* %262, align 4, !dbg !265, !tbaa !59
  %264 = fpext float %263 to double, !dbg !265
  %265 = fadd double %259, %264, !dbg !266
  call void @llvm.dbg.value(metadata double %265, metadata !34, metadata !DIExpression()), !dbg !257
  %266 = or i64 %258, 1, !dbg !267
  call void @llvm.dbg.value(metadata i64 %266, metadata !37, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i64 %266, metadata !37, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata double %265, metadata !34, metadata !DIExpression()), !dbg !257
  %267 = add nsw i64 %266, %236, !dbg !264
  %268 = getelementptr inbounds float, float* %66, i64 %267, !dbg !265
  %269 = load float, float* %268, align 4, !dbg !265, !tbaa !59
  %270 = fpext float %269 to double, !dbg !265
  %271 = fadd double %265, %270, !dbg !266
  call void @llvm.dbg.value(metadata double %271, metadata !34, metadata !DIExpression()), !dbg !257
  %272 = or i64 %258, 2, !dbg !267
  call void @llvm.dbg.value(metadata i64 %272, metadata !37, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i64 %272, metadata !37, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata double %271, metadata !34, metadata !DIExpression()), !dbg !257
  %273 = add nsw i64 %272, %236, !dbg !264
  %274 = getelementptr inbounds float, float* %66, i64 %273, !dbg !265
  %275 = load float, float* %274, align 4, !dbg !265, !tbaa !59
  %276 = fpext float %275 to double, !dbg !265
  %277 = fadd double %271, %276, !dbg !266
  call void @llvm.dbg.value(metadata double %277, metadata !34, metadata !DIExpression()), !dbg !257
  %278 = or i64 %258, 3, !dbg !267
  call void @llvm.dbg.value(metadata i64 %278, metadata !37, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i64 %278, metadata !37, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata double %277, metadata !34, metadata !DIExpression()), !dbg !257
  %279 = add nsw i64 %278, %236, !dbg !264
  %280 = getelementptr inbounds float, float* %66, i64 %279, !dbg !265
  %281 = load float, float* %280, align 4, !dbg !265, !tbaa !59
  %282 = fpext float %281 to double, !dbg !265
  %283 = fadd double %277, %282, !dbg !266
  call void @llvm.dbg.value(metadata double %283, metadata !34, metadata !DIExpression()), !dbg !257
  %284 = add nuw nsw i64 %258, 4, !dbg !267
  call void @llvm.dbg.value(metadata i64 %284, metadata !37, metadata !DIExpression()), !dbg !262
  %285 = add i64 %260, 4, !dbg !263
  %286 = icmp eq i64 %285, %230, !dbg !263
  br i1 %286, label %237, label %257, !dbg !263, !llvm.loop !272

287:                                              ; preds = %253, %167, %222
  %288 = phi double [ %197, %222 ], [ 0.000000e+00, %167 ], [ %197, %253 ]
  %289 = phi double [ 0.000000e+00, %222 ], [ 0.000000e+00, %167 ], [ %254, %253 ], !dbg !274
  call void @llvm.dbg.value(metadata %struct.image* undef, metadata !73, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 0, metadata !75, metadata !DIExpression()), !dbg !277
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !275
  %290 = icmp sgt i32 %17, -3, !dbg !278
  br i1 %290, label %291, label %325, !dbg !279

291:                                              ; preds = %287
  %292 = zext i32 %59 to i64, !dbg !279
  %293 = zext i32 %60 to i64
  br label %294, !dbg !279

294:                                              ; preds = %301, %291
  %295 = phi i64 [ 0, %291 ], [ %303, %301 ]
  %296 = phi double [ 0.000000e+00, %291 ], [ %302, %301 ]
  call void @llvm.dbg.value(metadata i64 %295, metadata !75, metadata !DIExpression()), !dbg !277
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !280
  call void @llvm.dbg.value(metadata double %296, metadata !74, metadata !DIExpression()), !dbg !275
  br i1 %169, label %297, label %301, !dbg !281

297:                                              ; preds = %294
  %298 = trunc i64 %295 to i32
  %299 = or i32 %298, 1
  %300 = sitofp i32 %299 to float
  br label %305, !dbg !281

301:                                              ; preds = %305, %294
  %302 = phi double [ %296, %294 ], [ %322, %305 ], !dbg !275
  %303 = add nuw nsw i64 %295, 2, !dbg !282
  call void @llvm.dbg.value(metadata i64 %303, metadata !75, metadata !DIExpression()), !dbg !277
  call void @llvm.dbg.value(metadata double %302, metadata !74, metadata !DIExpression()), !dbg !275
  %304 = icmp ult i64 %303, %292, !dbg !278
  br i1 %304, label %294, label %325, !dbg !279, !llvm.loop !283

305:                                              ; preds = %305, %297
  %306 = phi i64 [ 0, %297 ], [ %323, %305 ]
  %307 = phi double [ %296, %297 ], [ %322, %305 ]
  call void @llvm.dbg.value(metadata i64 %306, metadata !77, metadata !DIExpression()), !dbg !280
  call void @llvm.dbg.value(metadata double %307, metadata !74, metadata !DIExpression()), !dbg !275
  %308 = mul nuw nsw i64 %306, %292, !dbg !285
  %309 = add nuw nsw i64 %308, %295, !dbg !286
  %310 = getelementptr inbounds float, float* %66, i64 %309, !dbg !287
  %311 = load float, float* %310, align 4, !dbg !287, !tbaa !59
  %312 = fmul float %311, %300, !dbg !288
  %313 = fpext float %312 to double, !dbg !287
  %314 = fadd double %307, %313, !dbg !289
  call void @llvm.dbg.value(metadata double %314, metadata !74, metadata !DIExpression()), !dbg !275
  %315 = or i64 %306, 1, !dbg !290
  call void @llvm.dbg.value(metadata i64 %315, metadata !77, metadata !DIExpression()), !dbg !280
  call void @llvm.dbg.value(metadata i64 %315, metadata !77, metadata !DIExpression()), !dbg !280
  call void @llvm.dbg.value(metadata double %314, metadata !74, metadata !DIExpression()), !dbg !275
  %316 = mul nuw nsw i64 %315, %292, !dbg !285
  %317 = add nuw nsw i64 %316, %295, !dbg !286
  %318 = getelementptr inbounds float, float* %66, i64 %317, !dbg !287
  %319 = load float, float* %318, align 4, !dbg !287, !tbaa !59
  %320 = fmul float %319, %300, !dbg !288
  %321 = fpext float %320 to double, !dbg !287
  %322 = fadd double %314, %321, !dbg !289
  call void @llvm.dbg.value(metadata double %322, metadata !74, metadata !DIExpression()), !dbg !275
  %323 = add nuw nsw i64 %306, 2, !dbg !290
  call void @llvm.dbg.value(metadata i64 %323, metadata !77, metadata !DIExpression()), !dbg !280
  %324 = icmp eq i64 %323, %293, !dbg !291
  br i1 %324, label %301, label %305, !dbg !281, !llvm.loop !292

325:                                              ; preds = %301, %287
  %326 = phi double [ 0.000000e+00, %287 ], [ %302, %301 ], !dbg !294
  call void @llvm.dbg.value(metadata double undef, metadata !136, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 %24, metadata !137, metadata !DIExpression()), !dbg !139
  %327 = shl nsw i32 %59, 1, !dbg !295
  %328 = mul nsw i32 %327, %16, !dbg !296
  call void @llvm.dbg.value(metadata i32 %328, metadata !138, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata float* %23, metadata !106, metadata !DIExpression()), !dbg !297
  call void @llvm.dbg.value(metadata i32* undef, metadata !107, metadata !DIExpression()), !dbg !297
  call void @llvm.dbg.value(metadata float 5.000000e-01, metadata !108, metadata !DIExpression()), !dbg !297
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !299
  br i1 %25, label %329, label %393, !dbg !300

329:                                              ; preds = %325
  %330 = zext i32 %24 to i64, !dbg !301
  %331 = icmp ult i32 %24, 8, !dbg !300
  br i1 %331, label %384, label %332, !dbg !300

332:                                              ; preds = %329
  %333 = and i64 %330, 4294967288, !dbg !300
  %334 = add nsw i64 %333, -8, !dbg !300
  %335 = lshr exact i64 %334, 3, !dbg !300
  %336 = add nuw nsw i64 %335, 1, !dbg !300
  %337 = and i64 %336, 1, !dbg !300
  %338 = icmp eq i64 %334, 0, !dbg !300
  br i1 %338, label %368, label %339, !dbg !300

339:                                              ; preds = %332
  %340 = and i64 %336, 4611686018427387902, !dbg !300
  br label %341, !dbg !300

341:                                              ; preds = %341, %339
  %342 = phi i64 [ 0, %339 ], [ %365, %341 ], !dbg !302
  %343 = phi i64 [ 0, %339 ], [ %366, %341 ]
  %344 = getelementptr inbounds float, float* %23, i64 %342, !dbg !302
  %345 = bitcast float* %344 to <4 x float>*, !dbg !303
  %346 = load <4 x float>, <4 x float>* %345, align 4, !dbg !303, !tbaa !59
  %347 = getelementptr inbounds float, float* %344, i64 4, !dbg !303
  %348 = bitcast float* %347 to <4 x float>*, !dbg !303
  %349 = load <4 x float>, <4 x float>* %348, align 4, !dbg !303, !tbaa !59
  %350 = fmul <4 x float> %346, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !303
  %351 = fmul <4 x float> %349, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !303
  %352 = bitcast float* %344 to <4 x float>*, !dbg !303
  store <4 x float> %350, <4 x float>* %352, align 4, !dbg !303, !tbaa !59
  %353 = bitcast float* %347 to <4 x float>*, !dbg !303
  store <4 x float> %351, <4 x float>* %353, align 4, !dbg !303, !tbaa !59
  %354 = or i64 %342, 8, !dbg !302
  %355 = getelementptr inbounds float, float* %23, i64 %354, !dbg !302
  %356 = bitcast float* %355 to <4 x float>*, !dbg !303
  %357 = load <4 x float>, <4 x float>* %356, align 4, !dbg !303, !tbaa !59
  %358 = getelementptr inbounds float, float* %355, i64 4, !dbg !303
  %359 = bitcast float* %358 to <4 x float>*, !dbg !303
  %360 = load <4 x float>, <4 x float>* %359, align 4, !dbg !303, !tbaa !59
  %361 = fmul <4 x float> %357, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !303
  %362 = fmul <4 x float> %360, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !303
  %363 = bitcast float* %355 to <4 x float>*, !dbg !303
  store <4 x float> %361, <4 x float>* %363, align 4, !dbg !303, !tbaa !59
  %364 = bitcast float* %358 to <4 x float>*, !dbg !303
  store <4 x float> %362, <4 x float>* %364, align 4, !dbg !303, !tbaa !59
  %365 = add nuw i64 %342, 16, !dbg !302
  %366 = add i64 %343, 2, !dbg !302
  %367 = icmp eq i64 %366, %340, !dbg !302
  br i1 %367, label %368, label %341, !dbg !302, !llvm.loop !304

368:                                              ; preds = %341, %332
  %369 = phi i64 [ 0, %332 ], [ %365, %341 ]
  %370 = icmp eq i64 %337, 0, !dbg !302
  br i1 %370, label %382, label %371, !dbg !302

371:                                              ; preds = %368
  %372 = getelementptr inbounds float, float* %23, i64 %369, !dbg !302
  %373 = bitcast float* %372 to <4 x float>*, !dbg !303
  %374 = load <4 x float>, <4 x float>* %373, align 4, !dbg !303, !tbaa !59
  %375 = getelementptr inbounds float, float* %372, i64 4, !dbg !303
  %376 = bitcast float* %375 to <4 x float>*, !dbg !303
  %377 = load <4 x float>, <4 x float>* %376, align 4, !dbg !303, !tbaa !59
  %378 = fmul <4 x float> %374, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !303
  %379 = fmul <4 x float> %377, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !303
  %380 = bitcast float* %372 to <4 x float>*, !dbg !303
  store <4 x float> %378, <4 x float>* %380, align 4, !dbg !303, !tbaa !59
  %381 = bitcast float* %375 to <4 x float>*, !dbg !303
  store <4 x float> %379, <4 x float>* %381, align 4, !dbg !303, !tbaa !59
  br label %382, !dbg !300

382:                                              ; preds = %368, %371
  %383 = icmp eq i64 %333, %330, !dbg !300
  br i1 %383, label %393, label %384, !dbg !300

384:                                              ; preds = %329, %382
  %385 = phi i64 [ 0, %329 ], [ %333, %382 ]
  br label %386, !dbg !300

386:                                              ; preds = %384, %386
  %387 = phi i64 [ %391, %386 ], [ %385, %384 ]
  call void @llvm.dbg.value(metadata i64 %387, metadata !109, metadata !DIExpression()), !dbg !299
  %388 = getelementptr inbounds float, float* %23, i64 %387, !dbg !306
  %389 = load float, float* %388, align 4, !dbg !303, !tbaa !59
  %390 = fmul float %389, 5.000000e-01, !dbg !303
  store float %390, float* %388, align 4, !dbg !303, !tbaa !59
  %391 = add nuw nsw i64 %387, 1, !dbg !302
  call void @llvm.dbg.value(metadata i64 %391, metadata !109, metadata !DIExpression()), !dbg !299
  %392 = icmp eq i64 %391, %330, !dbg !301
  br i1 %392, label %393, label %386, !dbg !300, !llvm.loop !307

393:                                              ; preds = %386, %382, %325
  call void @llvm.dbg.value(metadata float* %66, metadata !106, metadata !DIExpression()), !dbg !308
  call void @llvm.dbg.value(metadata i32* undef, metadata !107, metadata !DIExpression()), !dbg !308
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !108, metadata !DIExpression()), !dbg !308
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !310
  %394 = icmp sgt i32 %328, 0, !dbg !311
  br i1 %394, label %395, label %459, !dbg !312

395:                                              ; preds = %393
  %396 = zext i32 %328 to i64, !dbg !311
  %397 = icmp ult i32 %328, 8, !dbg !312
  br i1 %397, label %450, label %398, !dbg !312

398:                                              ; preds = %395
  %399 = and i64 %396, 4294967288, !dbg !312
  %400 = add nsw i64 %399, -8, !dbg !312
  %401 = lshr exact i64 %400, 3, !dbg !312
  %402 = add nuw nsw i64 %401, 1, !dbg !312
  %403 = and i64 %402, 1, !dbg !312
  %404 = icmp eq i64 %400, 0, !dbg !312
  br i1 %404, label %434, label %405, !dbg !312

405:                                              ; preds = %398
  %406 = and i64 %402, 4611686018427387902, !dbg !312
  br label %407, !dbg !312

407:                                              ; preds = %407, %405
  %408 = phi i64 [ 0, %405 ], [ %431, %407 ], !dbg !313
  %409 = phi i64 [ 0, %405 ], [ %432, %407 ]
  %410 = getelementptr inbounds float, float* %66, i64 %408, !dbg !313
  %411 = bitcast float* %410 to <4 x float>*, !dbg !314
  %412 = load <4 x float>, <4 x float>* %411, align 4, !dbg !314, !tbaa !59
  %413 = getelementptr inbounds float, float* %410, i64 4, !dbg !314
  %414 = bitcast float* %413 to <4 x float>*, !dbg !314
  %415 = load <4 x float>, <4 x float>* %414, align 4, !dbg !314, !tbaa !59
  %416 = fmul <4 x float> %412, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !314
  %417 = fmul <4 x float> %415, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !314
  %418 = bitcast float* %410 to <4 x float>*, !dbg !314
  store <4 x float> %416, <4 x float>* %418, align 4, !dbg !314, !tbaa !59
  %419 = bitcast float* %413 to <4 x float>*, !dbg !314
  store <4 x float> %417, <4 x float>* %419, align 4, !dbg !314, !tbaa !59
  %420 = or i64 %408, 8, !dbg !313
  %421 = getelementptr inbounds float, float* %66, i64 %420, !dbg !313
  %422 = bitcast float* %421 to <4 x float>*, !dbg !314
  %423 = load <4 x float>, <4 x float>* %422, align 4, !dbg !314, !tbaa !59
  %424 = getelementptr inbounds float, float* %421, i64 4, !dbg !314
  %425 = bitcast float* %424 to <4 x float>*, !dbg !314
  %426 = load <4 x float>, <4 x float>* %425, align 4, !dbg !314, !tbaa !59
  %427 = fmul <4 x float> %423, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !314
  %428 = fmul <4 x float> %426, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !314
  %429 = bitcast float* %421 to <4 x float>*, !dbg !314
  store <4 x float> %427, <4 x float>* %429, align 4, !dbg !314, !tbaa !59
  %430 = bitcast float* %424 to <4 x float>*, !dbg !314
  store <4 x float> %428, <4 x float>* %430, align 4, !dbg !314, !tbaa !59
  %431 = add nuw i64 %408, 16, !dbg !313
  %432 = add i64 %409, 2, !dbg !313
  %433 = icmp eq i64 %432, %406, !dbg !313
  br i1 %433, label %434, label %407, !dbg !313, !llvm.loop !315

434:                                              ; preds = %407, %398
  %435 = phi i64 [ 0, %398 ], [ %431, %407 ]
  %436 = icmp eq i64 %403, 0, !dbg !313
  br i1 %436, label %448, label %437, !dbg !313

437:                                              ; preds = %434
  %438 = getelementptr inbounds float, float* %66, i64 %435, !dbg !313
  %439 = bitcast float* %438 to <4 x float>*, !dbg !314
  %440 = load <4 x float>, <4 x float>* %439, align 4, !dbg !314, !tbaa !59
  %441 = getelementptr inbounds float, float* %438, i64 4, !dbg !314
  %442 = bitcast float* %441 to <4 x float>*, !dbg !314
  %443 = load <4 x float>, <4 x float>* %442, align 4, !dbg !314, !tbaa !59
  %444 = fmul <4 x float> %440, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !314
  %445 = fmul <4 x float> %443, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !314
  %446 = bitcast float* %438 to <4 x float>*, !dbg !314
  store <4 x float> %444, <4 x float>* %446, align 4, !dbg !314, !tbaa !59
  %447 = bitcast float* %441 to <4 x float>*, !dbg !314
  store <4 x float> %445, <4 x float>* %447, align 4, !dbg !314, !tbaa !59
  br label %448, !dbg !312

448:                                              ; preds = %434, %437
  %449 = icmp eq i64 %399, %396, !dbg !312
  br i1 %449, label %459, label %450, !dbg !312

450:                                              ; preds = %395, %448
  %451 = phi i64 [ 0, %395 ], [ %399, %448 ]
  br label %452, !dbg !312

452:                                              ; preds = %450, %452
  %453 = phi i64 [ %457, %452 ], [ %451, %450 ]
  call void @llvm.dbg.value(metadata i64 %453, metadata !109, metadata !DIExpression()), !dbg !310
  %454 = getelementptr inbounds float, float* %66, i64 %453, !dbg !317
  %455 = load float, float* %454, align 4, !dbg !314, !tbaa !59
  %456 = fmul float %455, 2.000000e+00, !dbg !314
  store float %456, float* %454, align 4, !dbg !314, !tbaa !59
  %457 = add nuw nsw i64 %453, 1, !dbg !313
  call void @llvm.dbg.value(metadata i64 %457, metadata !109, metadata !DIExpression()), !dbg !310
  %458 = icmp eq i64 %457, %396, !dbg !311
  br i1 %458, label %459, label %452, !dbg !312, !llvm.loop !318

459:                                              ; preds = %452, %448, %393
  call void @llvm.dbg.value(metadata %struct.image* undef, metadata !33, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !319
  br i1 %102, label %460, label %523, !dbg !322

460:                                              ; preds = %459
  %461 = zext i32 %17 to i64, !dbg !323
  %462 = zext i32 %16 to i64
  %463 = add nsw i64 %462, -1, !dbg !322
  %464 = and i64 %462, 3
  %465 = icmp ult i64 %463, 3
  %466 = and i64 %462, 4294967292
  %467 = icmp eq i64 %464, 0
  br label %468, !dbg !322

468:                                              ; preds = %489, %460
  %469 = phi i64 [ 0, %460 ], [ %491, %489 ]
  %470 = phi double [ 0.000000e+00, %460 ], [ %490, %489 ]
  call void @llvm.dbg.value(metadata i64 %469, metadata !35, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata double %470, metadata !34, metadata !DIExpression()), !dbg !319
  br i1 %169, label %471, label %489, !dbg !325

471:                                              ; preds = %468
  %472 = mul nsw i64 %469, %18
  br i1 %465, label %473, label %493, !dbg !325

473:                                              ; preds = %493, %471
  %474 = phi double [ undef, %471 ], [ %519, %493 ]
  %475 = phi i64 [ 0, %471 ], [ %520, %493 ]
  %476 = phi double [ %470, %471 ], [ %519, %493 ]
  br i1 %467, label %489, label %477, !dbg !325

477:                                              ; preds = %473, %477
  %478 = phi i64 [ %486, %477 ], [ %475, %473 ]
  %479 = phi double [ %485, %477 ], [ %476, %473 ]
  %480 = phi i64 [ %487, %477 ], [ 0, %473 ]
  call void @llvm.dbg.value(metadata i64 %478, metadata !37, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata double %479, metadata !34, metadata !DIExpression()), !dbg !319
  %481 = add nsw i64 %478, %472, !dbg !326
  %482 = getelementptr inbounds float, float* %23, i64 %481, !dbg !327
  %483 = load float, float* %482, align 4, !dbg !327, !tbaa !59
  %484 = fpext float %483 to double, !dbg !327
  %485 = fadd double %479, %484, !dbg !328
  call void @llvm.dbg.value(metadata double %485, metadata !34, metadata !DIExpression()), !dbg !319
  %486 = add nuw nsw i64 %478, 1, !dbg !329
  call void @llvm.dbg.value(metadata i64 %486, metadata !37, metadata !DIExpression()), !dbg !324
  %487 = add i64 %480, 1, !dbg !325
  %488 = icmp eq i64 %487, %464, !dbg !325
  br i1 %488, label %489, label %477, !dbg !325, !llvm.loop !330

489:                                              ; preds = %473, %477, %468
  %490 = phi double [ %470, %468 ], [ %474, %473 ], [ %485, %477 ], !dbg !319
  %491 = add nuw nsw i64 %469, 1, !dbg !331
  call void @llvm.dbg.value(metadata i64 %491, metadata !35, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata double %490, metadata !34, metadata !DIExpression()), !dbg !319
  %492 = icmp eq i64 %491, %461, !dbg !323
  br i1 %492, label %523, label %468, !dbg !322, !llvm.loop !332

493:                                              ; preds = %471, %493
  %494 = phi i64 [ %520, %493 ], [ 0, %471 ]
  %495 = phi double [ %519, %493 ], [ %470, %471 ]
  %496 = phi i64 [ %521, %493 ], [ 0, %471 ]
  call void @llvm.dbg.value(metadata i64 %494, metadata !37, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata double %495, metadata !34, metadata !DIExpression()), !dbg !319
  %497 = add nsw i64 %494, %472, !dbg !326
  %498 = getelementptr inbounds float, float* %23, i64 %497, !dbg !327
  %499 = load float, float* %498, align 4, !dbg !327, !tbaa !59
  %500 = fpext float %499 to double, !dbg !327
  %501 = fadd double %495, %500, !dbg !328
  call void @llvm.dbg.value(metadata double %501, metadata !34, metadata !DIExpression()), !dbg !319
  %502 = or i64 %494, 1, !dbg !329
  call void @llvm.dbg.value(metadata i64 %502, metadata !37, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i64 %502, metadata !37, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata double %501, metadata !34, metadata !DIExpression()), !dbg !319
  %503 = add nsw i64 %502, %472, !dbg !326
  %504 = getelementptr inbounds float, float* %23, i64 %503, !dbg !327
  %505 = load float, float* %504, align 4, !dbg !327, !tbaa !59
  %506 = fpext float %505 to double, !dbg !327
  %507 = fadd double %501, %506, !dbg !328
  call void @llvm.dbg.value(metadata double %507, metadata !34, metadata !DIExpression()), !dbg !319
  %508 = or i64 %494, 2, !dbg !329
  call void @llvm.dbg.value(metadata i64 %508, metadata !37, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i64 %508, metadata !37, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata double %507, metadata !34, metadata !DIExpression()), !dbg !319
  %509 = add nsw i64 %508, %472, !dbg !326
  %510 = getelementptr inbounds float, float* %23, i64 %509, !dbg !327
  %511 = load float, float* %510, align 4, !dbg !327, !tbaa !59
  %512 = fpext float %511 to double, !dbg !327
  %513 = fadd double %507, %512, !dbg !328
  call void @llvm.dbg.value(metadata double %513, metadata !34, metadata !DIExpression()), !dbg !319
  %514 = or i64 %494, 3, !dbg !329
  call void @llvm.dbg.value(metadata i64 %514, metadata !37, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i64 %514, metadata !37, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata double %513, metadata !34, metadata !DIExpression()), !dbg !319
  %515 = add nsw i64 %514, %472, !dbg !326
  %516 = getelementptr inbounds float, float* %23, i64 %515, !dbg !327
  %517 = load float, float* %516, align 4, !dbg !327, !tbaa !59
  %518 = fpext float %517 to double, !dbg !327
  %519 = fadd double %513, %518, !dbg !328
  call void @llvm.dbg.value(metadata double %519, metadata !34, metadata !DIExpression()), !dbg !319
  %520 = add nuw nsw i64 %494, 4, !dbg !329
  call void @llvm.dbg.value(metadata i64 %520, metadata !37, metadata !DIExpression()), !dbg !324
  %521 = add i64 %496, 4, !dbg !325
  %522 = icmp eq i64 %521, %466, !dbg !325
  br i1 %522, label %473, label %493, !dbg !325, !llvm.loop !334

523:                                              ; preds = %489, %459
  %524 = phi double [ 0.000000e+00, %459 ], [ %490, %489 ], !dbg !336
  call void @llvm.dbg.value(metadata %struct.image* undef, metadata !33, metadata !DIExpression()), !dbg !337
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !337
  br i1 %169, label %525, label %588, !dbg !340

525:                                              ; preds = %523
  %526 = zext i32 %60 to i64, !dbg !341
  %527 = zext i32 %59 to i64
  %528 = add nsw i64 %527, -1, !dbg !340
  %529 = and i64 %527, 3
  %530 = icmp ult i64 %528, 3
  %531 = and i64 %527, 4294967292
  %532 = icmp eq i64 %529, 0
  br label %533, !dbg !340

533:                                              ; preds = %554, %525
  %534 = phi i64 [ 0, %525 ], [ %556, %554 ]
  %535 = phi double [ 0.000000e+00, %525 ], [ %555, %554 ]
  call void @llvm.dbg.value(metadata i64 %534, metadata !35, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata double %535, metadata !34, metadata !DIExpression()), !dbg !337
  br i1 %290, label %536, label %554, !dbg !343

536:                                              ; preds = %533
  %537 = mul nsw i64 %534, %61
  br i1 %530, label %538, label %558, !dbg !343

538:                                              ; preds = %558, %536
  %539 = phi double [ undef, %536 ], [ %584, %558 ]
  %540 = phi i64 [ 0, %536 ], [ %585, %558 ]
  %541 = phi double [ %535, %536 ], [ %584, %558 ]
  br i1 %532, label %554, label %542, !dbg !343

542:                                              ; preds = %538, %542
  %543 = phi i64 [ %551, %542 ], [ %540, %538 ]
  %544 = phi double [ %550, %542 ], [ %541, %538 ]
  %545 = phi i64 [ %552, %542 ], [ 0, %538 ]
  call void @llvm.dbg.value(metadata i64 %543, metadata !37, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata double %544, metadata !34, metadata !DIExpression()), !dbg !337
  %546 = add nsw i64 %543, %537, !dbg !344
  %547 = getelementptr inbounds float, float* %66, i64 %546, !dbg !345
  %548 = load float, float* %547, align 4, !dbg !345, !tbaa !59
  %549 = fpext float %548 to double, !dbg !345
  %550 = fadd double %544, %549, !dbg !346
  call void @llvm.dbg.value(metadata double %550, metadata !34, metadata !DIExpression()), !dbg !337
  %551 = add nuw nsw i64 %543, 1, !dbg !347
  call void @llvm.dbg.value(metadata i64 %551, metadata !37, metadata !DIExpression()), !dbg !342
  %552 = add i64 %545, 1, !dbg !343
  %553 = icmp eq i64 %552, %529, !dbg !343
  br i1 %553, label %554, label %542, !dbg !343, !llvm.loop !348

554:                                              ; preds = %538, %542, %533
  %555 = phi double [ %535, %533 ], [ %539, %538 ], [ %550, %542 ], !dbg !337
  %556 = add nuw nsw i64 %534, 1, !dbg !349
  call void @llvm.dbg.value(metadata i64 %556, metadata !35, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.value(metadata double %555, metadata !34, metadata !DIExpression()), !dbg !337
  %557 = icmp eq i64 %556, %526, !dbg !341
  br i1 %557, label %588, label %533, !dbg !340, !llvm.loop !350

558:                                              ; preds = %536, %558
  %559 = phi i64 [ %585, %558 ], [ 0, %536 ]
  %560 = phi double [ %584, %558 ], [ %535, %536 ]
  %561 = phi i64 [ %586, %558 ], [ 0, %536 ]
  call void @llvm.dbg.value(metadata i64 %559, metadata !37, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata double %560, metadata !34, metadata !DIExpression()), !dbg !337
  %562 = add nsw i64 %559, %537, !dbg !344
  %563 = getelementptr inbounds float, float* %66, i64 %562, !dbg !345
  %564 = load float, float* %563, align 4, !dbg !345, !tbaa !59
  %565 = fpext float %564 to double, !dbg !345
  %566 = fadd double %560, %565, !dbg !346
  call void @llvm.dbg.value(metadata double %566, metadata !34, metadata !DIExpression()), !dbg !337
  %567 = or i64 %559, 1, !dbg !347
  call void @llvm.dbg.value(metadata i64 %567, metadata !37, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i64 %567, metadata !37, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata double %566, metadata !34, metadata !DIExpression()), !dbg !337
  %568 = add nsw i64 %567, %537, !dbg !344
  %569 = getelementptr inbounds float, float* %66, i64 %568, !dbg !345
  %570 = load float, float* %569, align 4, !dbg !345, !tbaa !59
  %571 = fpext float %570 to double, !dbg !345
  %572 = fadd double %566, %571, !dbg !346
  call void @llvm.dbg.value(metadata double %572, metadata !34, metadata !DIExpression()), !dbg !337
  %573 = or i64 %559, 2, !dbg !347
  call void @llvm.dbg.value(metadata i64 %573, metadata !37, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i64 %573, metadata !37, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata double %572, metadata !34, metadata !DIExpression()), !dbg !337
  %574 = add nsw i64 %573, %537, !dbg !344
  %575 = getelementptr inbounds float, float* %66, i64 %574, !dbg !345
  %576 = load float, float* %575, align 4, !dbg !345, !tbaa !59
  %577 = fpext float %576 to double, !dbg !345
  %578 = fadd double %572, %577, !dbg !346
  call void @llvm.dbg.value(metadata double %578, metadata !34, metadata !DIExpression()), !dbg !337
  %579 = or i64 %559, 3, !dbg !347
  call void @llvm.dbg.value(metadata i64 %579, metadata !37, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i64 %579, metadata !37, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata double %578, metadata !34, metadata !DIExpression()), !dbg !337
  %580 = add nsw i64 %579, %537, !dbg !344
  %581 = getelementptr inbounds float, float* %66, i64 %580, !dbg !345
  %582 = load float, float* %581, align 4, !dbg !345, !tbaa !59
  %583 = fpext float %582 to double, !dbg !345
  %584 = fadd double %578, %583, !dbg !346
  call void @llvm.dbg.value(metadata double %584, metadata !34, metadata !DIExpression()), !dbg !337
  %585 = add nuw nsw i64 %559, 4, !dbg !347
  call void @llvm.dbg.value(metadata i64 %585, metadata !37, metadata !DIExpression()), !dbg !342
  %586 = add i64 %561, 4, !dbg !343
  %587 = icmp eq i64 %586, %531, !dbg !343
  br i1 %587, label %538, label %558, !dbg !343, !llvm.loop !352

588:                                              ; preds = %554, %523
  %589 = phi double [ 0.000000e+00, %523 ], [ %555, %554 ], !dbg !354
  %590 = fadd double %168, %288, !dbg !355
  %591 = fadd double %289, %326, !dbg !356
  %592 = fadd double %590, %591, !dbg !357
  call void @llvm.dbg.value(metadata double %592, metadata !136, metadata !DIExpression()), !dbg !139
  %593 = fadd double %524, %589, !dbg !358
  %594 = fadd double %592, %593, !dbg !359
  call void @llvm.dbg.value(metadata double %594, metadata !136, metadata !DIExpression()), !dbg !139
  %595 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %594), !dbg !360
  tail call void @free(i8* noundef %22) #8, !dbg !361
  tail call void @free(i8* noundef %65) #8, !dbg !362
  ret i32 0, !dbg !363
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "obj_fields.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "fb1be80d3a862b23a7927e25a000c262")
!2 = !{!3, !4, !7, !8, !11}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !9, line: 46, baseType: !10)
!9 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!10 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 20, type: !20, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !32)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !23}
!22 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "image", file: !1, line: 10, baseType: !26)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 7, size: 128, elements: !27)
!27 = !{!28, !29, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !26, file: !1, line: 8, baseType: !3, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !26, file: !1, line: 8, baseType: !3, size: 32, offset: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "px", scope: !26, file: !1, line: 9, baseType: !31, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!32 = !{!33, !34, !35, !37}
!33 = !DILocalVariable(name: "im", arg: 1, scope: !19, file: !1, line: 20, type: !23)
!34 = !DILocalVariable(name: "s", scope: !19, file: !1, line: 21, type: !22)
!35 = !DILocalVariable(name: "y", scope: !36, file: !1, line: 22, type: !3)
!36 = distinct !DILexicalBlock(scope: !19, file: !1, line: 22, column: 3)
!37 = !DILocalVariable(name: "x", scope: !38, file: !1, line: 23, type: !3)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 23, column: 5)
!39 = distinct !DILexicalBlock(scope: !36, file: !1, line: 22, column: 3)
!40 = !DILocation(line: 0, scope: !19)
!41 = !DILocation(line: 0, scope: !36)
!42 = !{!43, !44, i64 4}
!43 = !{!"", !44, i64 0, !44, i64 4, !47, i64 8}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !{!"any pointer", !45, i64 0}
!48 = !DILocation(line: 22, column: 21, scope: !39)
!49 = !DILocation(line: 22, column: 3, scope: !36)
!50 = !{!43, !44, i64 0}
!51 = !DILocation(line: 0, scope: !38)
!52 = !DILocation(line: 23, column: 5, scope: !38)
!53 = !{!43, !47, i64 8}
!54 = !DILocation(line: 21, column: 10, scope: !19)
!55 = !DILocation(line: 25, column: 3, scope: !19)
!56 = !DILocation(line: 24, column: 29, scope: !57)
!57 = distinct !DILexicalBlock(scope: !38, file: !1, line: 23, column: 5)
!58 = !DILocation(line: 24, column: 12, scope: !57)
!59 = !{!60, !60, i64 0}
!60 = !{!"float", !45, i64 0}
!61 = !DILocation(line: 24, column: 9, scope: !57)
!62 = !DILocation(line: 23, column: 33, scope: !57)
!63 = distinct !{!63, !64}
!64 = !{!"llvm.loop.unroll.disable"}
!65 = !DILocation(line: 22, column: 31, scope: !39)
!66 = distinct !{!66, !49, !67, !68}
!67 = !DILocation(line: 24, column: 32, scope: !36)
!68 = !{!"llvm.loop.mustprogress"}
!69 = distinct !{!69, !52, !70, !68}
!70 = !DILocation(line: 24, column: 32, scope: !38)
!71 = distinct !DISubprogram(name: "columns", scope: !1, file: !1, line: 29, type: !20, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !72)
!72 = !{!73, !74, !75, !77}
!73 = !DILocalVariable(name: "im", arg: 1, scope: !71, file: !1, line: 29, type: !23)
!74 = !DILocalVariable(name: "s", scope: !71, file: !1, line: 30, type: !22)
!75 = !DILocalVariable(name: "x", scope: !76, file: !1, line: 31, type: !3)
!76 = distinct !DILexicalBlock(scope: !71, file: !1, line: 31, column: 3)
!77 = !DILocalVariable(name: "y", scope: !78, file: !1, line: 32, type: !3)
!78 = distinct !DILexicalBlock(scope: !79, file: !1, line: 32, column: 5)
!79 = distinct !DILexicalBlock(scope: !76, file: !1, line: 31, column: 3)
!80 = !DILocation(line: 0, scope: !71)
!81 = !DILocation(line: 0, scope: !76)
!82 = !DILocation(line: 31, column: 21, scope: !79)
!83 = !DILocation(line: 31, column: 3, scope: !76)
!84 = !DILocation(line: 0, scope: !78)
!85 = !DILocation(line: 32, column: 5, scope: !78)
!86 = !DILocation(line: 30, column: 10, scope: !71)
!87 = !DILocation(line: 34, column: 3, scope: !71)
!88 = !DILocation(line: 33, column: 21, scope: !89)
!89 = distinct !DILexicalBlock(scope: !78, file: !1, line: 32, column: 5)
!90 = !DILocation(line: 33, column: 29, scope: !89)
!91 = !DILocation(line: 33, column: 12, scope: !89)
!92 = !DILocation(line: 33, column: 34, scope: !89)
!93 = !DILocation(line: 33, column: 9, scope: !89)
!94 = !DILocation(line: 31, column: 32, scope: !79)
!95 = distinct !{!95, !83, !96, !68}
!96 = !DILocation(line: 33, column: 42, scope: !76)
!97 = !DILocation(line: 32, column: 33, scope: !89)
!98 = distinct !{!98, !85, !99, !68}
!99 = !DILocation(line: 33, column: 42, scope: !78)
!100 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 39, type: !101, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !105)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !31, !103, !11}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!105 = !{!106, !107, !108, !109}
!106 = !DILocalVariable(name: "v", arg: 1, scope: !100, file: !1, line: 39, type: !31)
!107 = !DILocalVariable(name: "n", arg: 2, scope: !100, file: !1, line: 39, type: !103)
!108 = !DILocalVariable(name: "f", arg: 3, scope: !100, file: !1, line: 39, type: !11)
!109 = !DILocalVariable(name: "i", scope: !110, file: !1, line: 40, type: !3)
!110 = distinct !DILexicalBlock(scope: !100, file: !1, line: 40, column: 3)
!111 = !DILocation(line: 0, scope: !100)
!112 = !DILocation(line: 0, scope: !110)
!113 = !{!44, !44, i64 0}
!114 = !DILocation(line: 40, column: 21, scope: !115)
!115 = distinct !DILexicalBlock(scope: !110, file: !1, line: 40, column: 3)
!116 = !DILocation(line: 40, column: 3, scope: !110)
!117 = !DILocation(line: 40, column: 28, scope: !115)
!118 = !DILocation(line: 41, column: 10, scope: !115)
!119 = distinct !{!119, !116, !120, !68, !121}
!120 = !DILocation(line: 41, column: 13, scope: !110)
!121 = !{!"llvm.loop.isvectorized", i32 1}
!122 = !DILocation(line: 42, column: 1, scope: !100)
!123 = !DILocation(line: 41, column: 5, scope: !115)
!124 = distinct !{!124, !116, !120, !68, !125, !121}
!125 = !{!"llvm.loop.unroll.runtime.disable"}
!126 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 44, type: !127, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!3, !3, !4}
!129 = !{!130, !131, !132, !133, !134, !135, !136, !137, !138}
!130 = !DILocalVariable(name: "argc", arg: 1, scope: !126, file: !1, line: 44, type: !3)
!131 = !DILocalVariable(name: "argv", arg: 2, scope: !126, file: !1, line: 44, type: !4)
!132 = !DILocalVariable(name: "w", scope: !126, file: !1, line: 45, type: !3)
!133 = !DILocalVariable(name: "h", scope: !126, file: !1, line: 46, type: !3)
!134 = !DILocalVariable(name: "a", scope: !126, file: !1, line: 47, type: !25)
!135 = !DILocalVariable(name: "b", scope: !126, file: !1, line: 47, type: !25)
!136 = !DILocalVariable(name: "s", scope: !126, file: !1, line: 50, type: !22)
!137 = !DILocalVariable(name: "na", scope: !126, file: !1, line: 51, type: !3)
!138 = !DILocalVariable(name: "nb", scope: !126, file: !1, line: 51, type: !3)
!139 = !DILocation(line: 0, scope: !126)
!140 = !DILocation(line: 45, column: 16, scope: !126)
!141 = !DILocation(line: 45, column: 11, scope: !126)
!142 = !DILocation(line: 45, column: 27, scope: !126)
!143 = !{!47, !47, i64 0}
!144 = !DILocalVariable(name: "__nptr", arg: 1, scope: !145, file: !146, line: 362, type: !149)
!145 = distinct !DISubprogram(name: "atoi", scope: !146, file: !146, line: 362, type: !147, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !151)
!146 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!147 = !DISubroutineType(types: !148)
!148 = !{!3, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!151 = !{!144}
!152 = !DILocation(line: 0, scope: !145, inlinedAt: !153)
!153 = distinct !DILocation(line: 45, column: 22, scope: !126)
!154 = !DILocation(line: 364, column: 16, scope: !145, inlinedAt: !153)
!155 = !DILocation(line: 364, column: 10, scope: !145, inlinedAt: !153)
!156 = !DILocation(line: 46, column: 16, scope: !126)
!157 = !DILocation(line: 46, column: 11, scope: !126)
!158 = !DILocation(line: 46, column: 27, scope: !126)
!159 = !DILocation(line: 0, scope: !145, inlinedAt: !160)
!160 = distinct !DILocation(line: 46, column: 22, scope: !126)
!161 = !DILocation(line: 364, column: 16, scope: !145, inlinedAt: !160)
!162 = !DILocation(line: 364, column: 10, scope: !145, inlinedAt: !160)
!163 = !DILocalVariable(name: "im", arg: 1, scope: !164, file: !1, line: 12, type: !167)
!164 = distinct !DISubprogram(name: "image_init", scope: !1, file: !1, line: 12, type: !165, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !168)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167, !3, !3}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!168 = !{!163, !169, !170, !171}
!169 = !DILocalVariable(name: "w", arg: 2, scope: !164, file: !1, line: 12, type: !3)
!170 = !DILocalVariable(name: "h", arg: 3, scope: !164, file: !1, line: 12, type: !3)
!171 = !DILocalVariable(name: "i", scope: !172, file: !1, line: 16, type: !3)
!172 = distinct !DILexicalBlock(scope: !164, file: !1, line: 16, column: 3)
!173 = !DILocation(line: 0, scope: !164, inlinedAt: !174)
!174 = distinct !DILocation(line: 48, column: 3, scope: !126)
!175 = !DILocation(line: 15, column: 35, scope: !164, inlinedAt: !174)
!176 = !DILocation(line: 15, column: 33, scope: !164, inlinedAt: !174)
!177 = !DILocation(line: 15, column: 47, scope: !164, inlinedAt: !174)
!178 = !DILocation(line: 15, column: 45, scope: !164, inlinedAt: !174)
!179 = !DILocation(line: 15, column: 12, scope: !164, inlinedAt: !174)
!180 = !DILocation(line: 15, column: 10, scope: !164, inlinedAt: !174)
!181 = !DILocation(line: 0, scope: !172, inlinedAt: !174)
!182 = !DILocation(line: 16, column: 21, scope: !183, inlinedAt: !174)
!183 = distinct !DILexicalBlock(scope: !172, file: !1, line: 16, column: 3)
!184 = !DILocation(line: 16, column: 3, scope: !172, inlinedAt: !174)
!185 = !DILocation(line: 16, column: 31, scope: !183, inlinedAt: !174)
!186 = !DILocation(line: 17, column: 27, scope: !183, inlinedAt: !174)
!187 = !DILocation(line: 17, column: 17, scope: !183, inlinedAt: !174)
!188 = !DILocation(line: 17, column: 15, scope: !183, inlinedAt: !174)
!189 = distinct !{!189, !184, !190, !68, !121}
!190 = !DILocation(line: 17, column: 31, scope: !172, inlinedAt: !174)
!191 = !DILocation(line: 17, column: 5, scope: !183, inlinedAt: !174)
!192 = distinct !{!192, !184, !190, !68, !125, !121}
!193 = !DILocation(line: 49, column: 20, scope: !126)
!194 = !DILocation(line: 49, column: 27, scope: !126)
!195 = !DILocation(line: 0, scope: !164, inlinedAt: !196)
!196 = distinct !DILocation(line: 49, column: 3, scope: !126)
!197 = !DILocation(line: 15, column: 35, scope: !164, inlinedAt: !196)
!198 = !DILocation(line: 15, column: 47, scope: !164, inlinedAt: !196)
!199 = !DILocation(line: 15, column: 33, scope: !164, inlinedAt: !196)
!200 = !DILocation(line: 15, column: 45, scope: !164, inlinedAt: !196)
!201 = !DILocation(line: 15, column: 12, scope: !164, inlinedAt: !196)
!202 = !DILocation(line: 15, column: 10, scope: !164, inlinedAt: !196)
!203 = !DILocation(line: 0, scope: !172, inlinedAt: !196)
!204 = !DILocation(line: 16, column: 21, scope: !183, inlinedAt: !196)
!205 = !DILocation(line: 16, column: 3, scope: !172, inlinedAt: !196)
!206 = !DILocation(line: 16, column: 31, scope: !183, inlinedAt: !196)
!207 = !DILocation(line: 17, column: 27, scope: !183, inlinedAt: !196)
!208 = !DILocation(line: 17, column: 17, scope: !183, inlinedAt: !196)
!209 = !DILocation(line: 17, column: 15, scope: !183, inlinedAt: !196)
!210 = distinct !{!210, !205, !211, !68, !121}
!211 = !DILocation(line: 17, column: 31, scope: !172, inlinedAt: !196)
!212 = !DILocation(line: 17, column: 5, scope: !183, inlinedAt: !196)
!213 = distinct !{!213, !205, !211, !68, !125, !121}
!214 = !DILocalVariable(name: "im", arg: 1, scope: !215, file: !1, line: 37, type: !23)
!215 = distinct !DISubprogram(name: "both", scope: !1, file: !1, line: 37, type: !20, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !216)
!216 = !{!214}
!217 = !DILocation(line: 0, scope: !215, inlinedAt: !218)
!218 = distinct !DILocation(line: 50, column: 14, scope: !126)
!219 = !DILocation(line: 0, scope: !19, inlinedAt: !220)
!220 = distinct !DILocation(line: 37, column: 46, scope: !215, inlinedAt: !218)
!221 = !DILocation(line: 0, scope: !36, inlinedAt: !220)
!222 = !DILocation(line: 22, column: 21, scope: !39, inlinedAt: !220)
!223 = !DILocation(line: 22, column: 3, scope: !36, inlinedAt: !220)
!224 = !DILocation(line: 0, scope: !38, inlinedAt: !220)
!225 = !DILocation(line: 23, column: 5, scope: !38, inlinedAt: !220)
!226 = !DILocation(line: 24, column: 29, scope: !57, inlinedAt: !220)
!227 = !DILocation(line: 24, column: 12, scope: !57, inlinedAt: !220)
!228 = !DILocation(line: 24, column: 9, scope: !57, inlinedAt: !220)
!229 = !DILocation(line: 23, column: 33, scope: !57, inlinedAt: !220)
!230 = distinct !{!230, !64}
!231 = !DILocation(line: 22, column: 31, scope: !39, inlinedAt: !220)
!232 = distinct !{!232, !223, !233, !68}
!233 = !DILocation(line: 24, column: 32, scope: !36, inlinedAt: !220)
!234 = distinct !{!234, !225, !235, !68}
!235 = !DILocation(line: 24, column: 32, scope: !38, inlinedAt: !220)
!236 = !DILocation(line: 21, column: 10, scope: !19, inlinedAt: !220)
!237 = !DILocation(line: 0, scope: !71, inlinedAt: !238)
!238 = distinct !DILocation(line: 37, column: 58, scope: !215, inlinedAt: !218)
!239 = !DILocation(line: 0, scope: !76, inlinedAt: !238)
!240 = !DILocation(line: 31, column: 21, scope: !79, inlinedAt: !238)
!241 = !DILocation(line: 31, column: 3, scope: !76, inlinedAt: !238)
!242 = !DILocation(line: 0, scope: !78, inlinedAt: !238)
!243 = !DILocation(line: 32, column: 5, scope: !78, inlinedAt: !238)
!244 = !DILocation(line: 33, column: 21, scope: !89, inlinedAt: !238)
!245 = !DILocation(line: 33, column: 29, scope: !89, inlinedAt: !238)
!246 = !DILocation(line: 33, column: 12, scope: !89, inlinedAt: !238)
!247 = !DILocation(line: 33, column: 34, scope: !89, inlinedAt: !238)
!248 = !DILocation(line: 33, column: 9, scope: !89, inlinedAt: !238)
!249 = !DILocation(line: 31, column: 32, scope: !79, inlinedAt: !238)
!250 = distinct !{!250, !241, !251, !68}
!251 = !DILocation(line: 33, column: 42, scope: !76, inlinedAt: !238)
!252 = !DILocation(line: 32, column: 33, scope: !89, inlinedAt: !238)
!253 = distinct !{!253, !243, !254, !68}
!254 = !DILocation(line: 33, column: 42, scope: !78, inlinedAt: !238)
!255 = !DILocation(line: 0, scope: !215, inlinedAt: !256)
!256 = distinct !DILocation(line: 50, column: 25, scope: !126)
!257 = !DILocation(line: 0, scope: !19, inlinedAt: !258)
!258 = distinct !DILocation(line: 37, column: 46, scope: !215, inlinedAt: !256)
!259 = !DILocation(line: 0, scope: !36, inlinedAt: !258)
!260 = !DILocation(line: 22, column: 3, scope: !36, inlinedAt: !258)
!261 = !DILocation(line: 22, column: 21, scope: !39, inlinedAt: !258)
!262 = !DILocation(line: 0, scope: !38, inlinedAt: !258)
!263 = !DILocation(line: 23, column: 5, scope: !38, inlinedAt: !258)
!264 = !DILocation(line: 24, column: 29, scope: !57, inlinedAt: !258)
!265 = !DILocation(line: 24, column: 12, scope: !57, inlinedAt: !258)
!266 = !DILocation(line: 24, column: 9, scope: !57, inlinedAt: !258)
!267 = !DILocation(line: 23, column: 33, scope: !57, inlinedAt: !258)
!268 = distinct !{!268, !64}
!269 = !DILocation(line: 22, column: 31, scope: !39, inlinedAt: !258)
!270 = distinct !{!270, !260, !271, !68}
!271 = !DILocation(line: 24, column: 32, scope: !36, inlinedAt: !258)
!272 = distinct !{!272, !263, !273, !68}
!273 = !DILocation(line: 24, column: 32, scope: !38, inlinedAt: !258)
!274 = !DILocation(line: 21, column: 10, scope: !19, inlinedAt: !258)
!275 = !DILocation(line: 0, scope: !71, inlinedAt: !276)
!276 = distinct !DILocation(line: 37, column: 58, scope: !215, inlinedAt: !256)
!277 = !DILocation(line: 0, scope: !76, inlinedAt: !276)
!278 = !DILocation(line: 31, column: 21, scope: !79, inlinedAt: !276)
!279 = !DILocation(line: 31, column: 3, scope: !76, inlinedAt: !276)
!280 = !DILocation(line: 0, scope: !78, inlinedAt: !276)
!281 = !DILocation(line: 32, column: 5, scope: !78, inlinedAt: !276)
!282 = !DILocation(line: 31, column: 32, scope: !79, inlinedAt: !276)
!283 = distinct !{!283, !279, !284, !68}
!284 = !DILocation(line: 33, column: 42, scope: !76, inlinedAt: !276)
!285 = !DILocation(line: 33, column: 21, scope: !89, inlinedAt: !276)
!286 = !DILocation(line: 33, column: 29, scope: !89, inlinedAt: !276)
!287 = !DILocation(line: 33, column: 12, scope: !89, inlinedAt: !276)
!288 = !DILocation(line: 33, column: 34, scope: !89, inlinedAt: !276)
!289 = !DILocation(line: 33, column: 9, scope: !89, inlinedAt: !276)
!290 = !DILocation(line: 32, column: 33, scope: !89, inlinedAt: !276)
!291 = !DILocation(line: 32, column: 23, scope: !89, inlinedAt: !276)
!292 = distinct !{!292, !281, !293, !68}
!293 = !DILocation(line: 33, column: 42, scope: !78, inlinedAt: !276)
!294 = !DILocation(line: 30, column: 10, scope: !71, inlinedAt: !276)
!295 = !DILocation(line: 51, column: 32, scope: !126)
!296 = !DILocation(line: 51, column: 36, scope: !126)
!297 = !DILocation(line: 0, scope: !100, inlinedAt: !298)
!298 = distinct !DILocation(line: 52, column: 3, scope: !126)
!299 = !DILocation(line: 0, scope: !110, inlinedAt: !298)
!300 = !DILocation(line: 40, column: 3, scope: !110, inlinedAt: !298)
!301 = !DILocation(line: 40, column: 21, scope: !115, inlinedAt: !298)
!302 = !DILocation(line: 40, column: 28, scope: !115, inlinedAt: !298)
!303 = !DILocation(line: 41, column: 10, scope: !115, inlinedAt: !298)
!304 = distinct !{!304, !300, !305, !68, !121}
!305 = !DILocation(line: 41, column: 13, scope: !110, inlinedAt: !298)
!306 = !DILocation(line: 41, column: 5, scope: !115, inlinedAt: !298)
!307 = distinct !{!307, !300, !305, !68, !125, !121}
!308 = !DILocation(line: 0, scope: !100, inlinedAt: !309)
!309 = distinct !DILocation(line: 53, column: 3, scope: !126)
!310 = !DILocation(line: 0, scope: !110, inlinedAt: !309)
!311 = !DILocation(line: 40, column: 21, scope: !115, inlinedAt: !309)
!312 = !DILocation(line: 40, column: 3, scope: !110, inlinedAt: !309)
!313 = !DILocation(line: 40, column: 28, scope: !115, inlinedAt: !309)
!314 = !DILocation(line: 41, column: 10, scope: !115, inlinedAt: !309)
!315 = distinct !{!315, !312, !316, !68, !121}
!316 = !DILocation(line: 41, column: 13, scope: !110, inlinedAt: !309)
!317 = !DILocation(line: 41, column: 5, scope: !115, inlinedAt: !309)
!318 = distinct !{!318, !312, !316, !68, !125, !121}
!319 = !DILocation(line: 0, scope: !19, inlinedAt: !320)
!320 = distinct !DILocation(line: 54, column: 8, scope: !126)
!321 = !DILocation(line: 0, scope: !36, inlinedAt: !320)
!322 = !DILocation(line: 22, column: 3, scope: !36, inlinedAt: !320)
!323 = !DILocation(line: 22, column: 21, scope: !39, inlinedAt: !320)
!324 = !DILocation(line: 0, scope: !38, inlinedAt: !320)
!325 = !DILocation(line: 23, column: 5, scope: !38, inlinedAt: !320)
!326 = !DILocation(line: 24, column: 29, scope: !57, inlinedAt: !320)
!327 = !DILocation(line: 24, column: 12, scope: !57, inlinedAt: !320)
!328 = !DILocation(line: 24, column: 9, scope: !57, inlinedAt: !320)
!329 = !DILocation(line: 23, column: 33, scope: !57, inlinedAt: !320)
!330 = distinct !{!330, !64}
!331 = !DILocation(line: 22, column: 31, scope: !39, inlinedAt: !320)
!332 = distinct !{!332, !322, !333, !68}
!333 = !DILocation(line: 24, column: 32, scope: !36, inlinedAt: !320)
!334 = distinct !{!334, !325, !335, !68}
!335 = !DILocation(line: 24, column: 32, scope: !38, inlinedAt: !320)
!336 = !DILocation(line: 21, column: 10, scope: !19, inlinedAt: !320)
!337 = !DILocation(line: 0, scope: !19, inlinedAt: !338)
!338 = distinct !DILocation(line: 54, column: 20, scope: !126)
!339 = !DILocation(line: 0, scope: !36, inlinedAt: !338)
!340 = !DILocation(line: 22, column: 3, scope: !36, inlinedAt: !338)
!341 = !DILocation(line: 22, column: 21, scope: !39, inlinedAt: !338)
!342 = !DILocation(line: 0, scope: !38, inlinedAt: !338)
!343 = !DILocation(line: 23, column: 5, scope: !38, inlinedAt: !338)
!344 = !DILocation(line: 24, column: 29, scope: !57, inlinedAt: !338)
!345 = !DILocation(line: 24, column: 12, scope: !57, inlinedAt: !338)
!346 = !DILocation(line: 24, column: 9, scope: !57, inlinedAt: !338)
!347 = !DILocation(line: 23, column: 33, scope: !57, inlinedAt: !338)
!348 = distinct !{!348, !64}
!349 = !DILocation(line: 22, column: 31, scope: !39, inlinedAt: !338)
!350 = distinct !{!350, !340, !351, !68}
!351 = !DILocation(line: 24, column: 32, scope: !36, inlinedAt: !338)
!352 = distinct !{!352, !343, !353, !68}
!353 = !DILocation(line: 24, column: 32, scope: !38, inlinedAt: !338)
!354 = !DILocation(line: 21, column: 10, scope: !19, inlinedAt: !338)
!355 = !DILocation(line: 37, column: 56, scope: !215, inlinedAt: !218)
!356 = !DILocation(line: 37, column: 56, scope: !215, inlinedAt: !256)
!357 = !DILocation(line: 50, column: 23, scope: !126)
!358 = !DILocation(line: 54, column: 18, scope: !126)
!359 = !DILocation(line: 54, column: 5, scope: !126)
!360 = !DILocation(line: 55, column: 3, scope: !126)
!361 = !DILocation(line: 56, column: 3, scope: !126)
!362 = !DILocation(line: 57, column: 3, scope: !126)
!363 = !DILocation(line: 58, column: 3, scope: !126)
