; ModuleID = 'cholesky.c'
source_filename = "cholesky.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [6400 x double] zeroinitializer, align 16, !dbg !0
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: nofree noinline nounwind uwtable
define dso_local void @kernel_cholesky(i32 noundef %0, double* nocapture noundef %1) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !25, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double* %1, metadata !26, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !30
  %3 = icmp sgt i32 %0, 0, !dbg !31
  br i1 %3, label %4, label %123, !dbg !34

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64, !dbg !34
  %6 = zext i32 %0 to i64, !dbg !31
  br label %7, !dbg !34

7:                                                ; preds = %4, %115
  %8 = phi i64 [ 0, %4 ], [ %121, %115 ]
  %9 = trunc i64 %8 to i32
  call void @llvm.dbg.value(metadata i64 %8, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !30
  %10 = icmp eq i64 %8, 0, !dbg !35
  br i1 %10, label %115, label %11, !dbg !39

11:                                               ; preds = %7
  %12 = mul nsw i64 %8, %5
  br label %25, !dbg !39

13:                                               ; preds = %76
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !30
  br i1 %10, label %115, label %14, !dbg !40

14:                                               ; preds = %13
  %15 = mul nsw i64 %8, %5
  %16 = mul nsw i32 %9, %0
  %17 = sext i32 %16 to i64
  %18 = add nsw i64 %8, %17
  %19 = getelementptr inbounds double, double* %1, i64 %18
  %20 = load double, double* %19, align 8, !dbg !42, !tbaa !44
  %21 = and i64 %8, 1, !dbg !40
  %22 = icmp eq i64 %8, 1, !dbg !40
  br i1 %22, label %105, label %23, !dbg !40

23:                                               ; preds = %14
  %24 = and i64 %8, 9223372036854775806, !dbg !40
  br label %87, !dbg !40

25:                                               ; preds = %11, %76
  %26 = phi i64 [ 0, %11 ], [ %85, %76 ]
  call void @llvm.dbg.value(metadata i64 %26, metadata !28, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !30
  %27 = icmp eq i64 %26, 0, !dbg !48
  br i1 %27, label %28, label %30, !dbg !52

28:                                               ; preds = %25
  %29 = add nuw nsw i64 %26, %12, !dbg !53
  br label %76, !dbg !52

30:                                               ; preds = %25
  %31 = mul nsw i64 %26, %5
  %32 = add nuw nsw i64 %26, %12
  %33 = getelementptr inbounds double, double* %1, i64 %32
  %34 = load double, double* %33, align 8, !dbg !54, !tbaa !44
  %35 = and i64 %26, 1, !dbg !52
  %36 = icmp eq i64 %26, 1, !dbg !52
  br i1 %36, label %63, label %37, !dbg !52

37:                                               ; preds = %30
  %38 = and i64 %26, 9223372036854775806, !dbg !52
  br label %39, !dbg !52

39:                                               ; preds = %39, %37
  %40 = phi double [ %34, %37 ], [ %59, %39 ], !dbg !54
  %41 = phi i64 [ 0, %37 ], [ %60, %39 ]
  %42 = phi i64 [ 0, %37 ], [ %61, %39 ]
  call void @llvm.dbg.value(metadata i64 %41, metadata !29, metadata !DIExpression()), !dbg !30
  %43 = add nuw nsw i64 %41, %12, !dbg !55
  %44 = getelementptr inbounds double, double* %1, i64 %43, !dbg !56
  %45 = load double, double* %44, align 8, !dbg !56, !tbaa !44
  %46 = add nuw nsw i64 %41, %31, !dbg !57
  %47 = getelementptr inbounds double, double* %1, i64 %46, !dbg !58
  %48 = load double, double* %47, align 8, !dbg !58, !tbaa !44
  %49 = fneg double %45, !dbg !54
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %48, double %40), !dbg !54
  store double %50, double* %33, align 8, !dbg !54, !tbaa !44
  %51 = or i64 %41, 1, !dbg !59
  call void @llvm.dbg.value(metadata i64 %51, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %51, metadata !29, metadata !DIExpression()), !dbg !30
  %52 = add nuw nsw i64 %51, %12, !dbg !55
  %53 = getelementptr inbounds double, double* %1, i64 %52, !dbg !56
  %54 = load double, double* %53, align 8, !dbg !56, !tbaa !44
  %55 = add nuw nsw i64 %51, %31, !dbg !57
  %56 = getelementptr inbounds double, double* %1, i64 %55, !dbg !58
  %57 = load double, double* %56, align 8, !dbg !58, !tbaa !44
  %58 = fneg double %54, !dbg !54
  %59 = tail call double @llvm.fmuladd.f64(double %58, double %57, double %50), !dbg !54
  store double %59, double* %33, align 8, !dbg !54, !tbaa !44
  %60 = add nuw nsw i64 %41, 2, !dbg !59
  call void @llvm.dbg.value(metadata i64 %60, metadata !29, metadata !DIExpression()), !dbg !30
  %61 = add i64 %42, 2, !dbg !52
  %62 = icmp eq i64 %61, %38, !dbg !52
  br i1 %62, label %63, label %39, !dbg !52, !llvm.loop !60

63:                                               ; preds = %39, %30
  %64 = phi double [ %34, %30 ], [ %59, %39 ]
  %65 = phi i64 [ 0, %30 ], [ %60, %39 ]
  %66 = icmp eq i64 %35, 0, !dbg !52
  br i1 %66, label %76, label %67, !dbg !52

67:                                               ; preds = %63
  call void @llvm.dbg.value(metadata i64 %65, metadata !29, metadata !DIExpression()), !dbg !30
  %68 = add nuw nsw i64 %65, %12, !dbg !55
  %69 = getelementptr inbounds double, double* %1, i64 %68, !dbg !56
  %70 = load double, double* %69, align 8, !dbg !56, !tbaa !44
  %71 = add nuw nsw i64 %65, %31, !dbg !57
  %72 = getelementptr inbounds double, double* %1, i64 %71, !dbg !58
  %73 = load double, double* %72, align 8, !dbg !58, !tbaa !44
  %74 = fneg double %70, !dbg !54
  %75 = tail call double @llvm.fmuladd.f64(double %74, double %73, double %64), !dbg !54
  store double %75, double* %33, align 8, !dbg !54, !tbaa !44
  call void @llvm.dbg.value(metadata i64 %65, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !30
  br label %76, !dbg !63

76:                                               ; preds = %67, %63, %28
  %77 = phi i64 [ %29, %28 ], [ %32, %63 ], [ %32, %67 ], !dbg !53
  %78 = phi i64 [ 0, %28 ], [ %31, %63 ], [ %31, %67 ], !dbg !64
  %79 = add nsw i64 %78, %26, !dbg !63
  %80 = getelementptr inbounds double, double* %1, i64 %79, !dbg !65
  %81 = load double, double* %80, align 8, !dbg !65, !tbaa !44
  %82 = getelementptr inbounds double, double* %1, i64 %77, !dbg !66
  %83 = load double, double* %82, align 8, !dbg !67, !tbaa !44
  %84 = fdiv double %83, %81, !dbg !67
  store double %84, double* %82, align 8, !dbg !67, !tbaa !44
  %85 = add nuw nsw i64 %26, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %85, metadata !28, metadata !DIExpression()), !dbg !30
  %86 = icmp eq i64 %85, %8, !dbg !35
  br i1 %86, label %13, label %25, !dbg !39, !llvm.loop !69

87:                                               ; preds = %87, %23
  %88 = phi double [ %20, %23 ], [ %101, %87 ], !dbg !42
  %89 = phi i64 [ 0, %23 ], [ %102, %87 ]
  %90 = phi i64 [ 0, %23 ], [ %103, %87 ]
  call void @llvm.dbg.value(metadata i64 %89, metadata !29, metadata !DIExpression()), !dbg !30
  %91 = add nuw nsw i64 %89, %15, !dbg !71
  %92 = getelementptr inbounds double, double* %1, i64 %91, !dbg !72
  %93 = load double, double* %92, align 8, !dbg !72, !tbaa !44
  %94 = fneg double %93, !dbg !42
  %95 = tail call double @llvm.fmuladd.f64(double %94, double %93, double %88), !dbg !42
  store double %95, double* %19, align 8, !dbg !42, !tbaa !44
  %96 = or i64 %89, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %96, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %96, metadata !29, metadata !DIExpression()), !dbg !30
  %97 = add nuw nsw i64 %96, %15, !dbg !71
  %98 = getelementptr inbounds double, double* %1, i64 %97, !dbg !72
  %99 = load double, double* %98, align 8, !dbg !72, !tbaa !44
  %100 = fneg double %99, !dbg !42
  %101 = tail call double @llvm.fmuladd.f64(double %100, double %99, double %95), !dbg !42
  store double %101, double* %19, align 8, !dbg !42, !tbaa !44
  %102 = add nuw nsw i64 %89, 2, !dbg !73
  call void @llvm.dbg.value(metadata i64 %102, metadata !29, metadata !DIExpression()), !dbg !30
  %103 = add i64 %90, 2, !dbg !40
  %104 = icmp eq i64 %103, %24, !dbg !40
  br i1 %104, label %105, label %87, !dbg !40, !llvm.loop !74

105:                                              ; preds = %87, %14
  %106 = phi double [ %20, %14 ], [ %101, %87 ]
  %107 = phi i64 [ 0, %14 ], [ %102, %87 ]
  %108 = icmp eq i64 %21, 0, !dbg !40
  br i1 %108, label %115, label %109, !dbg !40

109:                                              ; preds = %105
  call void @llvm.dbg.value(metadata i64 %107, metadata !29, metadata !DIExpression()), !dbg !30
  %110 = add nuw nsw i64 %107, %15, !dbg !71
  %111 = getelementptr inbounds double, double* %1, i64 %110, !dbg !72
  %112 = load double, double* %111, align 8, !dbg !72, !tbaa !44
  %113 = fneg double %112, !dbg !42
  %114 = tail call double @llvm.fmuladd.f64(double %113, double %112, double %106), !dbg !42
  store double %114, double* %19, align 8, !dbg !42, !tbaa !44
  call void @llvm.dbg.value(metadata i64 %107, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !30
  br label %115, !dbg !76

115:                                              ; preds = %109, %105, %13, %7
  %116 = phi i64 [ 0, %7 ], [ 0, %13 ], [ %15, %105 ], [ %15, %109 ], !dbg !77
  %117 = add nsw i64 %116, %8, !dbg !76
  %118 = getelementptr inbounds double, double* %1, i64 %117, !dbg !78
  %119 = load double, double* %118, align 8, !dbg !78, !tbaa !44
  %120 = tail call double @sqrt(double noundef %119) #5, !dbg !79
  store double %120, double* %118, align 8, !dbg !80, !tbaa !44
  %121 = add nuw nsw i64 %8, 1, !dbg !81
  call void @llvm.dbg.value(metadata i64 %121, metadata !27, metadata !DIExpression()), !dbg !30
  %122 = icmp eq i64 %121, %6, !dbg !31
  br i1 %122, label %123, label %7, !dbg !34, !llvm.loop !82

123:                                              ; preds = %115, %2
  ret void, !dbg !84
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !85 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !92
  br label %1, !dbg !93

1:                                                ; preds = %0, %19
  %2 = phi i64 [ 0, %0 ], [ %4, %19 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !89, metadata !DIExpression()), !dbg !92
  %3 = mul nuw nsw i64 %2, 80
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()), !dbg !92
  %4 = add nuw nsw i64 %2, 1, !dbg !95
  br label %5, !dbg !97

5:                                                ; preds = %1, %13
  %6 = phi i64 [ 0, %1 ], [ %17, %13 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !90, metadata !DIExpression()), !dbg !92
  %7 = icmp eq i64 %2, %6, !dbg !99
  br i1 %7, label %13, label %8, !dbg !101

8:                                                ; preds = %5
  %9 = add nuw nsw i64 %4, %6, !dbg !102
  %10 = trunc i64 %9 to i32, !dbg !103
  %11 = sitofp i32 %10 to double, !dbg !103
  %12 = fdiv double 1.000000e+00, %11, !dbg !104
  br label %13, !dbg !101

13:                                               ; preds = %5, %8
  %14 = phi double [ %12, %8 ], [ 8.000000e+01, %5 ], !dbg !101
  %15 = add nuw nsw i64 %6, %3, !dbg !105
  %16 = getelementptr inbounds [6400 x double], [6400 x double]* @A, i64 0, i64 %15, !dbg !106
  store double %14, double* %16, align 8, !dbg !107, !tbaa !44
  %17 = add nuw nsw i64 %6, 1, !dbg !108
  call void @llvm.dbg.value(metadata i64 %17, metadata !90, metadata !DIExpression()), !dbg !92
  %18 = icmp eq i64 %17, 80, !dbg !109
  br i1 %18, label %19, label %5, !dbg !97, !llvm.loop !110

19:                                               ; preds = %13
  call void @llvm.dbg.value(metadata i64 %4, metadata !89, metadata !DIExpression()), !dbg !92
  %20 = icmp eq i64 %4, 80, !dbg !112
  br i1 %20, label %21, label %1, !dbg !93, !llvm.loop !113

21:                                               ; preds = %19
  tail call void @kernel_cholesky(i32 noundef 80, double* noundef getelementptr inbounds ([6400 x double], [6400 x double]* @A, i64 0, i64 0)), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !91, metadata !DIExpression()), !dbg !92
  br label %22, !dbg !116

22:                                               ; preds = %21, %73
  %23 = phi i64 [ 0, %21 ], [ %75, %73 ]
  %24 = phi i64 [ 1, %21 ], [ %76, %73 ]
  %25 = phi double [ 0.000000e+00, %21 ], [ %74, %73 ]
  call void @llvm.dbg.value(metadata double %25, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %23, metadata !89, metadata !DIExpression()), !dbg !92
  %26 = mul nuw nsw i64 %23, 80
  call void @llvm.dbg.value(metadata double %25, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()), !dbg !92
  %27 = and i64 %24, 3, !dbg !118
  %28 = icmp ult i64 %23, 3, !dbg !118
  br i1 %28, label %57, label %29, !dbg !118

29:                                               ; preds = %22
  %30 = and i64 %24, 9223372036854775804, !dbg !118
  br label %31, !dbg !118

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %54, %31 ]
  %33 = phi double [ %25, %29 ], [ %53, %31 ]
  %34 = phi i64 [ 0, %29 ], [ %55, %31 ]
  call void @llvm.dbg.value(metadata double %33, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %32, metadata !90, metadata !DIExpression()), !dbg !92
  %35 = add nuw nsw i64 %32, %26, !dbg !121
  %36 = getelementptr inbounds [6400 x double], [6400 x double]* @A, i64 0, i64 %35, !dbg !123
  %37 = load double, double* %36, align 16, !dbg !123, !tbaa !44
  %38 = fadd double %33, %37, !dbg !124
  call void @llvm.dbg.value(metadata double %38, metadata !91, metadata !DIExpression()), !dbg !92
  %39 = or i64 %32, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %39, metadata !90, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata double %38, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %39, metadata !90, metadata !DIExpression()), !dbg !92
  %40 = add nuw nsw i64 %39, %26, !dbg !121
  %41 = getelementptr inbounds [6400 x double], [6400 x double]* @A, i64 0, i64 %40, !dbg !123
  %42 = load double, double* %41, align 8, !dbg !123, !tbaa !44
  %43 = fadd double %38, %42, !dbg !124
  call void @llvm.dbg.value(metadata double %43, metadata !91, metadata !DIExpression()), !dbg !92
  %44 = or i64 %32, 2, !dbg !125
  call void @llvm.dbg.value(metadata i64 %44, metadata !90, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata double %43, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %44, metadata !90, metadata !DIExpression()), !dbg !92
  %45 = add nuw nsw i64 %44, %26, !dbg !121
  %46 = getelementptr inbounds [6400 x double], [6400 x double]* @A, i64 0, i64 %45, !dbg !123
  %47 = load double, double* %46, align 16, !dbg !123, !tbaa !44
  %48 = fadd double %43, %47, !dbg !124
  call void @llvm.dbg.value(metadata double %48, metadata !91, metadata !DIExpression()), !dbg !92
  %49 = or i64 %32, 3, !dbg !125
  call void @llvm.dbg.value(metadata i64 %49, metadata !90, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata double %48, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %49, metadata !90, metadata !DIExpression()), !dbg !92
  %50 = add nuw nsw i64 %49, %26, !dbg !121
  %51 = getelementptr inbounds [6400 x double], [6400 x double]* @A, i64 0, i64 %50, !dbg !123
  %52 = load double, double* %51, align 8, !dbg !123, !tbaa !44
  %53 = fadd double %48, %52, !dbg !124
  call void @llvm.dbg.value(metadata double %53, metadata !91, metadata !DIExpression()), !dbg !92
  %54 = add nuw nsw i64 %32, 4, !dbg !125
  call void @llvm.dbg.value(metadata i64 %54, metadata !90, metadata !DIExpression()), !dbg !92
  %55 = add i64 %34, 4, !dbg !118
  %56 = icmp eq i64 %55, %30, !dbg !118
  br i1 %56, label %57, label %31, !dbg !118, !llvm.loop !126

57:                                               ; preds = %31, %22
  %58 = phi double [ undef, %22 ], [ %53, %31 ]
  %59 = phi i64 [ 0, %22 ], [ %54, %31 ]
  %60 = phi double [ %25, %22 ], [ %53, %31 ]
  %61 = icmp eq i64 %27, 0, !dbg !118
  br i1 %61, label %73, label %62, !dbg !118

62:                                               ; preds = %57, %62
  %63 = phi i64 [ %70, %62 ], [ %59, %57 ]
  %64 = phi double [ %69, %62 ], [ %60, %57 ]
  %65 = phi i64 [ %71, %62 ], [ 0, %57 ]
  call void @llvm.dbg.value(metadata double %64, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %63, metadata !90, metadata !DIExpression()), !dbg !92
  %66 = add nuw nsw i64 %63, %26, !dbg !121
  %67 = getelementptr inbounds [6400 x double], [6400 x double]* @A, i64 0, i64 %66, !dbg !123
  %68 = load double, double* %67, align 8, !dbg !123, !tbaa !44
  %69 = fadd double %64, %68, !dbg !124
  call void @llvm.dbg.value(metadata double %69, metadata !91, metadata !DIExpression()), !dbg !92
  %70 = add nuw nsw i64 %63, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %70, metadata !90, metadata !DIExpression()), !dbg !92
  %71 = add i64 %65, 1, !dbg !118
  %72 = icmp eq i64 %71, %27, !dbg !118
  br i1 %72, label %73, label %62, !dbg !118, !llvm.loop !128

73:                                               ; preds = %62, %57
  %74 = phi double [ %58, %57 ], [ %69, %62 ], !dbg !124
  %75 = add nuw nsw i64 %23, 1, !dbg !130
  call void @llvm.dbg.value(metadata double %74, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %75, metadata !89, metadata !DIExpression()), !dbg !92
  %76 = add nuw nsw i64 %24, 1, !dbg !116
  %77 = icmp eq i64 %75, 80, !dbg !131
  br i1 %77, label %78, label %22, !dbg !116, !llvm.loop !132

78:                                               ; preds = %73
  store double %74, double* @checksum, align 8, !dbg !134, !tbaa !44
  ret i32 0, !dbg !135
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cholesky.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 409600, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6400)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel_cholesky", scope: !3, file: !3, line: 14, type: !20, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!24 = !{!25, !26, !27, !28, !29}
!25 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !3, line: 14, type: !22)
!26 = !DILocalVariable(name: "a", arg: 2, scope: !19, file: !3, line: 14, type: !23)
!27 = !DILocalVariable(name: "i", scope: !19, file: !3, line: 16, type: !22)
!28 = !DILocalVariable(name: "j", scope: !19, file: !3, line: 16, type: !22)
!29 = !DILocalVariable(name: "k", scope: !19, file: !3, line: 16, type: !22)
!30 = !DILocation(line: 0, scope: !19)
!31 = !DILocation(line: 17, column: 17, scope: !32)
!32 = distinct !DILexicalBlock(scope: !33, file: !3, line: 17, column: 3)
!33 = distinct !DILexicalBlock(scope: !19, file: !3, line: 17, column: 3)
!34 = !DILocation(line: 17, column: 3, scope: !33)
!35 = !DILocation(line: 18, column: 19, scope: !36)
!36 = distinct !DILexicalBlock(scope: !37, file: !3, line: 18, column: 5)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 18, column: 5)
!38 = distinct !DILexicalBlock(scope: !32, file: !3, line: 17, column: 27)
!39 = !DILocation(line: 18, column: 5, scope: !37)
!40 = !DILocation(line: 23, column: 5, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 23, column: 5)
!42 = !DILocation(line: 24, column: 20, scope: !43)
!43 = distinct !DILexicalBlock(scope: !41, file: !3, line: 23, column: 5)
!44 = !{!45, !45, i64 0}
!45 = !{!"double", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 19, column: 21, scope: !49)
!49 = distinct !DILexicalBlock(scope: !50, file: !3, line: 19, column: 7)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 19, column: 7)
!51 = distinct !DILexicalBlock(scope: !36, file: !3, line: 18, column: 29)
!52 = !DILocation(line: 19, column: 7, scope: !50)
!53 = !DILocation(line: 21, column: 15, scope: !51)
!54 = !DILocation(line: 20, column: 22, scope: !49)
!55 = !DILocation(line: 20, column: 33, scope: !49)
!56 = !DILocation(line: 20, column: 25, scope: !49)
!57 = !DILocation(line: 20, column: 48, scope: !49)
!58 = !DILocation(line: 20, column: 40, scope: !49)
!59 = !DILocation(line: 19, column: 27, scope: !49)
!60 = distinct !{!60, !52, !61, !62}
!61 = !DILocation(line: 20, column: 51, scope: !50)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 21, column: 31, scope: !51)
!64 = !DILocation(line: 21, column: 27, scope: !51)
!65 = !DILocation(line: 21, column: 23, scope: !51)
!66 = !DILocation(line: 21, column: 7, scope: !51)
!67 = !DILocation(line: 21, column: 20, scope: !51)
!68 = !DILocation(line: 18, column: 25, scope: !36)
!69 = distinct !{!69, !39, !70, !62}
!70 = !DILocation(line: 22, column: 5, scope: !37)
!71 = !DILocation(line: 24, column: 31, scope: !43)
!72 = !DILocation(line: 24, column: 23, scope: !43)
!73 = !DILocation(line: 23, column: 25, scope: !43)
!74 = distinct !{!74, !40, !75, !62}
!75 = !DILocation(line: 24, column: 49, scope: !41)
!76 = !DILocation(line: 25, column: 33, scope: !38)
!77 = !DILocation(line: 25, column: 29, scope: !38)
!78 = !DILocation(line: 25, column: 25, scope: !38)
!79 = !DILocation(line: 25, column: 20, scope: !38)
!80 = !DILocation(line: 25, column: 18, scope: !38)
!81 = !DILocation(line: 17, column: 23, scope: !32)
!82 = distinct !{!82, !34, !83, !62}
!83 = !DILocation(line: 26, column: 3, scope: !33)
!84 = !DILocation(line: 27, column: 1, scope: !19)
!85 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !86, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!22}
!88 = !{!89, !90, !91}
!89 = !DILocalVariable(name: "i", scope: !85, file: !3, line: 31, type: !22)
!90 = !DILocalVariable(name: "j", scope: !85, file: !3, line: 31, type: !22)
!91 = !DILocalVariable(name: "s", scope: !85, file: !3, line: 32, type: !5)
!92 = !DILocation(line: 0, scope: !85)
!93 = !DILocation(line: 34, column: 3, scope: !94)
!94 = distinct !DILexicalBlock(scope: !85, file: !3, line: 34, column: 3)
!95 = !DILocation(line: 34, column: 23, scope: !96)
!96 = distinct !DILexicalBlock(scope: !94, file: !3, line: 34, column: 3)
!97 = !DILocation(line: 35, column: 5, scope: !98)
!98 = distinct !DILexicalBlock(scope: !96, file: !3, line: 35, column: 5)
!99 = !DILocation(line: 36, column: 25, scope: !100)
!100 = distinct !DILexicalBlock(scope: !98, file: !3, line: 35, column: 5)
!101 = !DILocation(line: 36, column: 22, scope: !100)
!102 = !DILocation(line: 36, column: 66, scope: !100)
!103 = !DILocation(line: 36, column: 51, scope: !100)
!104 = !DILocation(line: 36, column: 49, scope: !100)
!105 = !DILocation(line: 36, column: 15, scope: !100)
!106 = !DILocation(line: 36, column: 7, scope: !100)
!107 = !DILocation(line: 36, column: 20, scope: !100)
!108 = !DILocation(line: 35, column: 25, scope: !100)
!109 = !DILocation(line: 35, column: 19, scope: !100)
!110 = distinct !{!110, !97, !111, !62}
!111 = !DILocation(line: 36, column: 69, scope: !98)
!112 = !DILocation(line: 34, column: 17, scope: !96)
!113 = distinct !{!113, !93, !114, !62}
!114 = !DILocation(line: 36, column: 69, scope: !94)
!115 = !DILocation(line: 37, column: 3, scope: !85)
!116 = !DILocation(line: 38, column: 3, scope: !117)
!117 = distinct !DILexicalBlock(scope: !85, file: !3, line: 38, column: 3)
!118 = !DILocation(line: 39, column: 5, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 39, column: 5)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 38, column: 3)
!121 = !DILocation(line: 40, column: 20, scope: !122)
!122 = distinct !DILexicalBlock(scope: !119, file: !3, line: 39, column: 5)
!123 = !DILocation(line: 40, column: 12, scope: !122)
!124 = !DILocation(line: 40, column: 9, scope: !122)
!125 = !DILocation(line: 39, column: 26, scope: !122)
!126 = distinct !{!126, !118, !127, !62}
!127 = !DILocation(line: 40, column: 23, scope: !119)
!128 = distinct !{!128, !129}
!129 = !{!"llvm.loop.unroll.disable"}
!130 = !DILocation(line: 38, column: 23, scope: !120)
!131 = !DILocation(line: 38, column: 17, scope: !120)
!132 = distinct !{!132, !116, !133, !62}
!133 = !DILocation(line: 40, column: 23, scope: !117)
!134 = !DILocation(line: 41, column: 12, scope: !85)
!135 = !DILocation(line: 42, column: 3, scope: !85)
