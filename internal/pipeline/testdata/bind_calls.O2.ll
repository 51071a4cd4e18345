; ModuleID = 'bind_calls.c'
source_filename = "bind_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [8000 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local double @k1(i32 noundef %0) local_unnamed_addr #0 !dbg !22 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !26, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !31
  %2 = icmp sgt i32 %0, 0, !dbg !32
  br i1 %2, label %3, label %25, !dbg !34

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64, !dbg !32
  %5 = add nsw i64 %4, -1, !dbg !34
  %6 = and i64 %4, 3, !dbg !34
  %7 = icmp ult i64 %5, 3, !dbg !34
  br i1 %7, label %10, label %8, !dbg !34

8:                                                ; preds = %3
  %9 = and i64 %4, 4294967292, !dbg !34
  br label %27, !dbg !34

10:                                               ; preds = %27, %3
  %11 = phi double [ undef, %3 ], [ %45, %27 ]
  %12 = phi i64 [ 0, %3 ], [ %46, %27 ]
  %13 = phi double [ 0.000000e+00, %3 ], [ %45, %27 ]
  %14 = icmp eq i64 %6, 0, !dbg !34
  br i1 %14, label %25, label %15, !dbg !34

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi double [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
  call void @llvm.dbg.value(metadata i64 %16, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %17, metadata !27, metadata !DIExpression()), !dbg !30
  %19 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %16, !dbg !35
  %20 = load double, double* %19, align 8, !dbg !35, !tbaa !36
  %21 = fadd double %17, %20, !dbg !40
  call void @llvm.dbg.value(metadata double %21, metadata !27, metadata !DIExpression()), !dbg !30
  %22 = add nuw nsw i64 %16, 1, !dbg !41
  call void @llvm.dbg.value(metadata i64 %22, metadata !28, metadata !DIExpression()), !dbg !31
  %23 = add i64 %18, 1, !dbg !34
  %24 = icmp eq i64 %23, %6, !dbg !34
  br i1 %24, label %25, label %15, !dbg !34, !llvm.loop !42

25:                                               ; preds = %10, %15, %1
  %26 = phi double [ 0.000000e+00, %1 ], [ %11, %10 ], [ %21, %15 ], !dbg !30
  ret double %26, !dbg !44

27:                                               ; preds = %27, %8
  %28 = phi i64 [ 0, %8 ], [ %46, %27 ]
  %29 = phi double [ 0.000000e+00, %8 ], [ %45, %27 ]
  %30 = phi i64 [ 0, %8 ], [ %47, %27 ]
  call void @llvm.dbg.value(metadata i64 %28, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %29, metadata !27, metadata !DIExpression()), !dbg !30
  %31 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %28, !dbg !35
  %32 = load double, double* %31, align 16, !dbg !35, !tbaa !36
  %33 = fadd double %29, %32, !dbg !40
  call void @llvm.dbg.value(metadata double %33, metadata !27, metadata !DIExpression()), !dbg !30
  %34 = or i64 %28, 1, !dbg !41
  call void @llvm.dbg.value(metadata i64 %34, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %34, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %33, metadata !27, metadata !DIExpression()), !dbg !30
  %35 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %34, !dbg !35
  %36 = load double, double* %35, align 8, !dbg !35, !tbaa !36
  %37 = fadd double %33, %36, !dbg !40
  call void @llvm.dbg.value(metadata double %37, metadata !27, metadata !DIExpression()), !dbg !30
  %38 = or i64 %28, 2, !dbg !41
  call void @llvm.dbg.value(metadata i64 %38, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %38, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %37, metadata !27, metadata !DIExpression()), !dbg !30
  %39 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %38, !dbg !35
  %40 = load double, double* %39, align 16, !dbg !35, !tbaa !36
  %41 = fadd double %37, %40, !dbg !40
  call void @llvm.dbg.value(metadata double %41, metadata !27, metadata !DIExpression()), !dbg !30
  %42 = or i64 %28, 3, !dbg !41
  call void @llvm.dbg.value(metadata i64 %42, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %42, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %41, metadata !27, metadata !DIExpression()), !dbg !30
  %43 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %42, !dbg !35
  %44 = load double, double* %43, align 8, !dbg !35, !tbaa !36
  %45 = fadd double %41, %44, !dbg !40
  call void @llvm.dbg.value(metadata double %45, metadata !27, metadata !DIExpression()), !dbg !30
  %46 = add nuw nsw i64 %28, 4, !dbg !41
  call void @llvm.dbg.value(metadata i64 %46, metadata !28, metadata !DIExpression()), !dbg !31
  %47 = add i64 %30, 4, !dbg !34
  %48 = icmp eq i64 %47, %9, !dbg !34
  br i1 %48, label %10, label %27, !dbg !34, !llvm.loop !45
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local double @k2(i32 noundef %0) local_unnamed_addr #0 !dbg !48 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !50, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !51, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !55
  %2 = icmp sgt i32 %0, 0, !dbg !56
  br i1 %2, label %3, label %26, !dbg !58

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64, !dbg !56
  %5 = add nsw i64 %4, -1, !dbg !58
  %6 = and i64 %4, 3, !dbg !58
  %7 = icmp ult i64 %5, 3, !dbg !58
  br i1 %7, label %10, label %8, !dbg !58

8:                                                ; preds = %3
  %9 = and i64 %4, 4294967292, !dbg !58
  br label %28, !dbg !58

10:                                               ; preds = %28, %3
  %11 = phi double [ undef, %3 ], [ %50, %28 ]
  %12 = phi i64 [ 0, %3 ], [ %51, %28 ]
  %13 = phi double [ 0.000000e+00, %3 ], [ %50, %28 ]
  %14 = icmp eq i64 %6, 0, !dbg !58
  br i1 %14, label %26, label %15, !dbg !58

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %23, %15 ], [ %12, %10 ]
  %17 = phi double [ %22, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %24, %15 ], [ 0, %10 ]
  call void @llvm.dbg.value(metadata i64 %16, metadata !52, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %17, metadata !51, metadata !DIExpression()), !dbg !54
  %19 = shl nuw nsw i64 %16, 1, !dbg !59
  %20 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %19, !dbg !60
  %21 = load double, double* %20, align 16, !dbg !60, !tbaa !36
  %22 = fadd double %17, %21, !dbg !61
  call void @llvm.dbg.value(metadata double %22, metadata !51, metadata !DIExpression()), !dbg !54
  %23 = add nuw nsw i64 %16, 1, !dbg !62
  call void @llvm.dbg.value(metadata i64 %23, metadata !52, metadata !DIExpression()), !dbg !55
  %24 = add i64 %18, 1, !dbg !58
  %25 = icmp eq i64 %24, %6, !dbg !58
  br i1 %25, label %26, label %15, !dbg !58, !llvm.loop !63

26:                                               ; preds = %10, %15, %1
  %27 = phi double [ 0.000000e+00, %1 ], [ %11, %10 ], [ %22, %15 ], !dbg !54
  ret double %27, !dbg !64

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %51, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %50, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %52, %28 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !52, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %30, metadata !51, metadata !DIExpression()), !dbg !54
  %32 = shl nuw nsw i64 %29, 1, !dbg !59
  %33 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %32, !dbg !60
  %34 = load double, double* %33, align 16, !dbg !60, !tbaa !36
  %35 = fadd double %30, %34, !dbg !61
  call void @llvm.dbg.value(metadata double %35, metadata !51, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %29, metadata !52, metadata !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value)), !dbg !55
  call void @llvm.dbg.value(metadata i64 %29, metadata !52, metadata !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value)), !dbg !55
  call void @llvm.dbg.value(metadata double %35, metadata !51, metadata !DIExpression()), !dbg !54
  %36 = shl nuw i64 %29, 1, !dbg !59
  %37 = or i64 %36, 2, !dbg !59
  %38 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %37, !dbg !60
  %39 = load double, double* %38, align 16, !dbg !60, !tbaa !36
  %40 = fadd double %35, %39, !dbg !61
  call void @llvm.dbg.value(metadata double %40, metadata !51, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %29, metadata !52, metadata !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value)), !dbg !55
  call void @llvm.dbg.value(metadata i64 %29, metadata !52, metadata !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value)), !dbg !55
  call void @llvm.dbg.value(metadata double %40, metadata !51, metadata !DIExpression()), !dbg !54
  %41 = shl nuw i64 %29, 1, !dbg !59
  %42 = or i64 %41, 4, !dbg !59
  %43 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %42, !dbg !60
  %44 = load double, double* %43, align 16, !dbg !60, !tbaa !36
  %45 = fadd double %40, %44, !dbg !61
  call void @llvm.dbg.value(metadata double %45, metadata !51, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %29, metadata !52, metadata !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value)), !dbg !55
  call void @llvm.dbg.value(metadata i64 %29, metadata !52, metadata !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value)), !dbg !55
  call void @llvm.dbg.value(metadata double %45, metadata !51, metadata !DIExpression()), !dbg !54
  %46 = shl nuw i64 %29, 1, !dbg !59
  %47 = or i64 %46, 6, !dbg !59
  %48 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %47, !dbg !60
  %49 = load double, double* %48, align 16, !dbg !60, !tbaa !36
  %50 = fadd double %45, %49, !dbg !61
  call void @llvm.dbg.value(metadata double %50, metadata !51, metadata !DIExpression()), !dbg !54
  %51 = add nuw nsw i64 %29, 4, !dbg !62
  call void @llvm.dbg.value(metadata i64 %51, metadata !52, metadata !DIExpression()), !dbg !55
  %52 = add i64 %31, 4, !dbg !58
  %53 = icmp eq i64 %52, %9, !dbg !58
  br i1 %53, label %10, label %28, !dbg !58, !llvm.loop !65
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local double @k3(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !67 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !71, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %1, metadata !72, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !77
  %3 = icmp slt i32 %0, 1, !dbg !78
  %4 = icmp eq i32 %1, 0
  %5 = or i1 %3, %4, !dbg !80
  br i1 %5, label %54, label %6, !dbg !80

6:                                                ; preds = %2
  %7 = add i32 %1, -1, !dbg !80
  %8 = add nsw i32 %0, -1, !dbg !80
  %9 = call i32 @llvm.umin.i32(i32 %7, i32 %8), !dbg !80
  %10 = add nuw nsw i32 %9, 1, !dbg !80
  %11 = zext i32 %10 to i64, !dbg !80
  %12 = add nsw i64 %11, -1, !dbg !80
  %13 = and i64 %11, 3, !dbg !80
  %14 = icmp ult i64 %12, 3, !dbg !80
  br i1 %14, label %39, label %15, !dbg !80

15:                                               ; preds = %6
  %16 = and i64 %11, 4294967292, !dbg !80
  br label %17, !dbg !80

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %36, %17 ]
  %19 = phi double [ 0.000000e+00, %15 ], [ %35, %17 ]
  %20 = phi i64 [ 0, %15 ], [ %37, %17 ]
  call void @llvm.dbg.value(metadata i64 %18, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %19, metadata !73, metadata !DIExpression()), !dbg !76
  %21 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %18, !dbg !81
  %22 = load double, double* %21, align 16, !dbg !81, !tbaa !36
  %23 = fadd double %19, %22, !dbg !83
  call void @llvm.dbg.value(metadata double %23, metadata !73, metadata !DIExpression()), !dbg !76
  %24 = or i64 %18, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %24, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %24, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %23, metadata !73, metadata !DIExpression()), !dbg !76
  %25 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %24, !dbg !81
  %26 = load double, double* %25, align 8, !dbg !81, !tbaa !36
  %27 = fadd double %23, %26, !dbg !83
  call void @llvm.dbg.value(metadata double %27, metadata !73, metadata !DIExpression()), !dbg !76
  %28 = or i64 %18, 2, !dbg !84
  call void @llvm.dbg.value(metadata i64 %28, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %28, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %27, metadata !73, metadata !DIExpression()), !dbg !76
  %29 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %28, !dbg !81
  %30 = load double, double* %29, align 16, !dbg !81, !tbaa !36
  %31 = fadd double %27, %30, !dbg !83
  call void @llvm.dbg.value(metadata double %31, metadata !73, metadata !DIExpression()), !dbg !76
  %32 = or i64 %18, 3, !dbg !84
  call void @llvm.dbg.value(metadata i64 %32, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %32, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %31, metadata !73, metadata !DIExpression()), !dbg !76
  %33 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %32, !dbg !81
  %34 = load double, double* %33, align 8, !dbg !81, !tbaa !36
  %35 = fadd double %31, %34, !dbg !83
  call void @llvm.dbg.value(metadata double %35, metadata !73, metadata !DIExpression()), !dbg !76
  %36 = add nuw nsw i64 %18, 4, !dbg !84
  call void @llvm.dbg.value(metadata i64 %36, metadata !74, metadata !DIExpression()), !dbg !77
  %37 = add i64 %20, 4, !dbg !80
  %38 = icmp eq i64 %37, %16, !dbg !80
  br i1 %38, label %39, label %17, !dbg !80, !llvm.loop !85

39:                                               ; preds = %17, %6
  %40 = phi double [ undef, %6 ], [ %35, %17 ]
  %41 = phi i64 [ 0, %6 ], [ %36, %17 ]
  %42 = phi double [ 0.000000e+00, %6 ], [ %35, %17 ]
  %43 = icmp eq i64 %13, 0, !dbg !80
  br i1 %43, label %54, label %44, !dbg !80

44:                                               ; preds = %39, %44
  %45 = phi i64 [ %51, %44 ], [ %41, %39 ]
  %46 = phi double [ %50, %44 ], [ %42, %39 ]
  %47 = phi i64 [ %52, %44 ], [ 0, %39 ]
  call void @llvm.dbg.value(metadata i64 %45, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %46, metadata !73, metadata !DIExpression()), !dbg !76
  %48 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %45, !dbg !81
  %49 = load double, double* %48, align 8, !dbg !81, !tbaa !36
  %50 = fadd double %46, %49, !dbg !83
  call void @llvm.dbg.value(metadata double %50, metadata !73, metadata !DIExpression()), !dbg !76
  %51 = add nuw nsw i64 %45, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %51, metadata !74, metadata !DIExpression()), !dbg !77
  %52 = add i64 %47, 1, !dbg !80
  %53 = icmp eq i64 %52, %13, !dbg !80
  br i1 %53, label %54, label %44, !dbg !80, !llvm.loop !87

54:                                               ; preds = %39, %44, %2
  %55 = phi double [ 0.000000e+00, %2 ], [ %40, %39 ], [ %50, %44 ], !dbg !76
  ret double %55, !dbg !88
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !89 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !93, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i8** %1, metadata !94, metadata !DIExpression()), !dbg !98
  %3 = icmp sgt i32 %0, 1, !dbg !99
  br i1 %3, label %4, label %9, !dbg !100

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !101
  %6 = load i8*, i8** %5, align 8, !dbg !101, !tbaa !102
  call void @llvm.dbg.value(metadata i8* %6, metadata !104, metadata !DIExpression()) #5, !dbg !112
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !114
  %8 = trunc i64 %7 to i32, !dbg !115
  br label %9, !dbg !100

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %8, %4 ], [ 500, %2 ], !dbg !100
  call void @llvm.dbg.value(metadata i32 %10, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()), !dbg !116
  br label %11, !dbg !117

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %23, %11 ], !dbg !118
  %13 = phi <2 x i16> [ <i16 0, i16 1>, %9 ], [ %24, %11 ], !dbg !120
  %14 = add <2 x i16> %13, <i16 2, i16 2>, !dbg !120
  %15 = urem <2 x i16> %13, <i16 7, i16 7>, !dbg !120
  %16 = urem <2 x i16> %14, <i16 7, i16 7>, !dbg !120
  %17 = uitofp <2 x i16> %15 to <2 x double>, !dbg !121
  %18 = uitofp <2 x i16> %16 to <2 x double>, !dbg !121
  %19 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %12, !dbg !118
  %20 = bitcast double* %19 to <2 x double>*, !dbg !122
  store <2 x double> %17, <2 x double>* %20, align 16, !dbg !122, !tbaa !36
  %21 = getelementptr inbounds double, double* %19, i64 2, !dbg !122
  %22 = bitcast double* %21 to <2 x double>*, !dbg !122
  store <2 x double> %18, <2 x double>* %22, align 16, !dbg !122, !tbaa !36
  %23 = add nuw i64 %12, 4, !dbg !118
  %24 = add <2 x i16> %13, <i16 4, i16 4>, !dbg !120
  %25 = icmp eq i64 %23, 8000, !dbg !118
  br i1 %25, label %26, label %11, !dbg !118, !llvm.loop !123

26:                                               ; preds = %11
  %27 = shl nsw i32 %10, 1, !dbg !126
  %28 = add nsw i32 %27, -1, !dbg !127
  %29 = tail call double @k1(i32 noundef %28), !dbg !128
  %30 = sdiv i32 %10, 3, !dbg !129
  %31 = tail call double @k2(i32 noundef %30), !dbg !130
  %32 = fadd double %29, %31, !dbg !131
  %33 = sdiv i32 %10, 2, !dbg !132
  %34 = tail call double @k3(i32 noundef %10, i32 noundef %33), !dbg !133
  %35 = fadd double %32, %34, !dbg !134
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %35), !dbg !135
  ret i32 0, !dbg !136
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 6, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bind_calls.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "1032f7af9b3a3316a3a6915bf587f526")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0}
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 512000, elements: !13)
!12 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!13 = !{!14}
!14 = !DISubrange(count: 8000)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "k1", scope: !3, file: !3, line: 7, type: !23, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!12, !5}
!25 = !{!26, !27, !28}
!26 = !DILocalVariable(name: "m", arg: 1, scope: !22, file: !3, line: 7, type: !5)
!27 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 8, type: !12)
!28 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 9, type: !5)
!29 = distinct !DILexicalBlock(scope: !22, file: !3, line: 9, column: 3)
!30 = !DILocation(line: 0, scope: !22)
!31 = !DILocation(line: 0, scope: !29)
!32 = !DILocation(line: 9, column: 21, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !3, line: 9, column: 3)
!34 = !DILocation(line: 9, column: 3, scope: !29)
!35 = !DILocation(line: 9, column: 36, scope: !33)
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 9, column: 33, scope: !33)
!41 = !DILocation(line: 9, column: 27, scope: !33)
!42 = distinct !{!42, !43}
!43 = !{!"llvm.loop.unroll.disable"}
!44 = !DILocation(line: 10, column: 3, scope: !22)
!45 = distinct !{!45, !34, !46, !47}
!46 = !DILocation(line: 9, column: 39, scope: !29)
!47 = !{!"llvm.loop.mustprogress"}
!48 = distinct !DISubprogram(name: "k2", scope: !3, file: !3, line: 12, type: !23, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!49 = !{!50, !51, !52}
!50 = !DILocalVariable(name: "m", arg: 1, scope: !48, file: !3, line: 12, type: !5)
!51 = !DILocalVariable(name: "s", scope: !48, file: !3, line: 13, type: !12)
!52 = !DILocalVariable(name: "i", scope: !53, file: !3, line: 14, type: !5)
!53 = distinct !DILexicalBlock(scope: !48, file: !3, line: 14, column: 3)
!54 = !DILocation(line: 0, scope: !48)
!55 = !DILocation(line: 0, scope: !53)
!56 = !DILocation(line: 14, column: 21, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !3, line: 14, column: 3)
!58 = !DILocation(line: 14, column: 3, scope: !53)
!59 = !DILocation(line: 14, column: 40, scope: !57)
!60 = !DILocation(line: 14, column: 36, scope: !57)
!61 = !DILocation(line: 14, column: 33, scope: !57)
!62 = !DILocation(line: 14, column: 27, scope: !57)
!63 = distinct !{!63, !43}
!64 = !DILocation(line: 15, column: 3, scope: !48)
!65 = distinct !{!65, !58, !66, !47}
!66 = !DILocation(line: 14, column: 43, scope: !53)
!67 = distinct !DISubprogram(name: "k3", scope: !3, file: !3, line: 17, type: !68, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!12, !5, !5}
!70 = !{!71, !72, !73, !74}
!71 = !DILocalVariable(name: "n", arg: 1, scope: !67, file: !3, line: 17, type: !5)
!72 = !DILocalVariable(name: "m", arg: 2, scope: !67, file: !3, line: 17, type: !5)
!73 = !DILocalVariable(name: "s", scope: !67, file: !3, line: 18, type: !12)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 19, type: !5)
!75 = distinct !DILexicalBlock(scope: !67, file: !3, line: 19, column: 3)
!76 = !DILocation(line: 0, scope: !67)
!77 = !DILocation(line: 0, scope: !75)
!78 = !DILocation(line: 19, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 19, column: 3)
!80 = !DILocation(line: 19, column: 3, scope: !75)
!81 = !DILocation(line: 21, column: 10, scope: !82)
!82 = distinct !DILexicalBlock(scope: !79, file: !3, line: 19, column: 31)
!83 = !DILocation(line: 21, column: 7, scope: !82)
!84 = !DILocation(line: 19, column: 27, scope: !79)
!85 = distinct !{!85, !80, !86, !47}
!86 = !DILocation(line: 22, column: 3, scope: !75)
!87 = distinct !{!87, !43}
!88 = !DILocation(line: 23, column: 3, scope: !67)
!89 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !90, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!5, !5, !6}
!92 = !{!93, !94, !95, !96}
!93 = !DILocalVariable(name: "argc", arg: 1, scope: !89, file: !3, line: 25, type: !5)
!94 = !DILocalVariable(name: "argv", arg: 2, scope: !89, file: !3, line: 25, type: !6)
!95 = !DILocalVariable(name: "n", scope: !89, file: !3, line: 26, type: !5)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 27, type: !5)
!97 = distinct !DILexicalBlock(scope: !89, file: !3, line: 27, column: 3)
!98 = !DILocation(line: 0, scope: !89)
!99 = !DILocation(line: 26, column: 16, scope: !89)
!100 = !DILocation(line: 26, column: 11, scope: !89)
!101 = !DILocation(line: 26, column: 27, scope: !89)
!102 = !{!103, !103, i64 0}
!103 = !{!"any pointer", !38, i64 0}
!104 = !DILocalVariable(name: "__nptr", arg: 1, scope: !105, file: !106, line: 362, type: !109)
!105 = distinct !DISubprogram(name: "atoi", scope: !106, file: !106, line: 362, type: !107, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !111)
!106 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!107 = !DISubroutineType(types: !108)
!108 = !{!5, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!111 = !{!104}
!112 = !DILocation(line: 0, scope: !105, inlinedAt: !113)
!113 = distinct !DILocation(line: 26, column: 22, scope: !89)
!114 = !DILocation(line: 364, column: 16, scope: !105, inlinedAt: !113)
!115 = !DILocation(line: 364, column: 10, scope: !105, inlinedAt: !113)
!116 = !DILocation(line: 0, scope: !97)
!117 = !DILocation(line: 27, column: 3, scope: !97)
!118 = !DILocation(line: 27, column: 30, scope: !119)
!119 = distinct !DILexicalBlock(scope: !97, file: !3, line: 27, column: 3)
!120 = !DILocation(line: 27, column: 43, scope: !119)
!121 = !DILocation(line: 27, column: 41, scope: !119)
!122 = !DILocation(line: 27, column: 39, scope: !119)
!123 = distinct !{!123, !117, !124, !47, !125}
!124 = !DILocation(line: 27, column: 45, scope: !97)
!125 = !{!"llvm.loop.isvectorized", i32 1}
!126 = !DILocation(line: 28, column: 23, scope: !89)
!127 = !DILocation(line: 28, column: 27, scope: !89)
!128 = !DILocation(line: 28, column: 18, scope: !89)
!129 = !DILocation(line: 28, column: 39, scope: !89)
!130 = !DILocation(line: 28, column: 34, scope: !89)
!131 = !DILocation(line: 28, column: 32, scope: !89)
!132 = !DILocation(line: 28, column: 54, scope: !89)
!133 = !DILocation(line: 28, column: 46, scope: !89)
!134 = !DILocation(line: 28, column: 44, scope: !89)
!135 = !DILocation(line: 28, column: 3, scope: !89)
!136 = !DILocation(line: 29, column: 3, scope: !89)
