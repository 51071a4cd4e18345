; ModuleID = 'bicg.c'
source_filename = "bicg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@R = internal global [420 x double] zeroinitializer, align 16, !dbg !0
@A = internal global [420 x [400 x double]] zeroinitializer, align 16, !dbg !7
@P = internal global [400 x double] zeroinitializer, align 16, !dbg !13
@S = internal global [400 x double] zeroinitializer, align 16, !dbg !17
@Q = internal global [420 x double] zeroinitializer, align 16, !dbg !19
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !23

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_bicg(i32 noundef %0, i32 noundef %1, [400 x double]* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef readonly %4, double* nocapture noundef %5, double* nocapture noundef %6) local_unnamed_addr #0 !dbg !32 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !39, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 %1, metadata !40, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata [400 x double]* %2, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double* %3, metadata !42, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double* %4, metadata !43, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double* %5, metadata !44, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double* %6, metadata !45, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !48
  %8 = icmp sgt i32 %1, 0, !dbg !49
  br i1 %8, label %9, label %13, !dbg !52

9:                                                ; preds = %7
  %10 = bitcast double* %5 to i8*, !dbg !49
  %11 = zext i32 %1 to i64, !dbg !52
  %12 = shl nuw nsw i64 %11, 3, !dbg !52
  call void @llvm.memset.p0i8.i64(i8* align 8 %10, i8 0, i64 %12, i1 false), !dbg !53, !tbaa !54
  call void @llvm.dbg.value(metadata i32 undef, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 undef, metadata !47, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !48
  br label %13, !dbg !58

13:                                               ; preds = %9, %7
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !48
  %14 = icmp sgt i32 %0, 0, !dbg !58
  br i1 %14, label %15, label %41, !dbg !61

15:                                               ; preds = %13
  %16 = zext i32 %0 to i64, !dbg !58
  %17 = zext i32 %1 to i64
  br label %18, !dbg !61

18:                                               ; preds = %15, %38
  %19 = phi i64 [ 0, %15 ], [ %39, %38 ]
  call void @llvm.dbg.value(metadata i64 %19, metadata !46, metadata !DIExpression()), !dbg !48
  %20 = getelementptr inbounds double, double* %6, i64 %19, !dbg !62
  store double 0.000000e+00, double* %20, align 8, !dbg !64, !tbaa !54
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !48
  br i1 %8, label %21, label %38, !dbg !65

21:                                               ; preds = %18
  %22 = getelementptr inbounds double, double* %3, i64 %19
  br label %23, !dbg !65

23:                                               ; preds = %21, %23
  %24 = phi i64 [ 0, %21 ], [ %36, %23 ]
  call void @llvm.dbg.value(metadata i64 %24, metadata !47, metadata !DIExpression()), !dbg !48
  %25 = getelementptr inbounds double, double* %5, i64 %24, !dbg !67
  %26 = load double, double* %25, align 8, !dbg !67, !tbaa !54
  %27 = load double, double* %22, align 8, !dbg !70, !tbaa !54
  %28 = getelementptr inbounds [400 x double], [400 x double]* %2, i64 %19, i64 %24, !dbg !71
  %29 = load double, double* %28, align 8, !dbg !71, !tbaa !54
  %30 = tail call double @llvm.fmuladd.f64(double %27, double %29, double %26), !dbg !72
  store double %30, double* %25, align 8, !dbg !73, !tbaa !54
  %31 = load double, double* %20, align 8, !dbg !74, !tbaa !54
  %32 = load double, double* %28, align 8, !dbg !75, !tbaa !54
  %33 = getelementptr inbounds double, double* %4, i64 %24, !dbg !76
  %34 = load double, double* %33, align 8, !dbg !76, !tbaa !54
  %35 = tail call double @llvm.fmuladd.f64(double %32, double %34, double %31), !dbg !77
  store double %35, double* %20, align 8, !dbg !78, !tbaa !54
  %36 = add nuw nsw i64 %24, 1, !dbg !79
  call void @llvm.dbg.value(metadata i64 %36, metadata !47, metadata !DIExpression()), !dbg !48
  %37 = icmp eq i64 %36, %17, !dbg !80
  br i1 %37, label %38, label %23, !dbg !65, !llvm.loop !81

38:                                               ; preds = %23, %18
  %39 = add nuw nsw i64 %19, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %39, metadata !46, metadata !DIExpression()), !dbg !48
  %40 = icmp eq i64 %39, %16, !dbg !58
  br i1 %40, label %41, label %18, !dbg !61, !llvm.loop !85

41:                                               ; preds = %38, %13
  ret void, !dbg !87
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !88 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !95
  br label %1, !dbg !96

1:                                                ; preds = %0, %24
  %2 = phi i64 [ 0, %0 ], [ %25, %24 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !92, metadata !DIExpression()), !dbg !95
  %3 = trunc i64 %2 to i16, !dbg !98
  %4 = urem i16 %3, 9, !dbg !98
  %5 = uitofp i16 %4 to double, !dbg !101
  %6 = fdiv double %5, 9.000000e+00, !dbg !102
  %7 = getelementptr inbounds [420 x double], [420 x double]* @R, i64 0, i64 %2, !dbg !103
  store double %6, double* %7, align 8, !dbg !104, !tbaa !54
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !95
  %8 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !105
  %9 = shufflevector <2 x i64> %8, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !105
  br label %10, !dbg !105

10:                                               ; preds = %10, %1
  %11 = phi i64 [ 0, %1 ], [ %21, %10 ], !dbg !107
  %12 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %22, %10 ]
  %13 = shl nuw nsw <2 x i64> %12, <i64 1, i64 1>, !dbg !109
  %14 = add nuw nsw <2 x i64> %13, %9, !dbg !110
  %15 = trunc <2 x i64> %14 to <2 x i32>, !dbg !111
  %16 = urem <2 x i32> %15, <i32 5, i32 5>, !dbg !111
  %17 = sitofp <2 x i32> %16 to <2 x double>, !dbg !112
  %18 = fdiv <2 x double> %17, <double 5.000000e+00, double 5.000000e+00>, !dbg !113
  %19 = getelementptr inbounds [420 x [400 x double]], [420 x [400 x double]]* @A, i64 0, i64 %2, i64 %11, !dbg !107
  %20 = bitcast double* %19 to <2 x double>*, !dbg !114
  store <2 x double> %18, <2 x double>* %20, align 16, !dbg !114, !tbaa !54
  %21 = add nuw i64 %11, 2, !dbg !107
  %22 = add <2 x i64> %12, <i64 2, i64 2>
  %23 = icmp eq i64 %21, 400, !dbg !107
  br i1 %23, label %24, label %10, !dbg !107, !llvm.loop !115

24:                                               ; preds = %10
  %25 = add nuw nsw i64 %2, 1, !dbg !118
  call void @llvm.dbg.value(metadata i64 %25, metadata !92, metadata !DIExpression()), !dbg !95
  %26 = icmp eq i64 %25, 420, !dbg !119
  br i1 %26, label %27, label %1, !dbg !96, !llvm.loop !120

27:                                               ; preds = %24, %27
  %28 = phi i64 [ %42, %27 ], [ 0, %24 ], !dbg !122
  %29 = phi <2 x i16> [ %43, %27 ], [ <i16 0, i16 1>, %24 ], !dbg !125
  %30 = urem <2 x i16> %29, <i16 7, i16 7>, !dbg !125
  %31 = uitofp <2 x i16> %30 to <2 x double>, !dbg !126
  %32 = fdiv <2 x double> %31, <double 7.000000e+00, double 7.000000e+00>, !dbg !127
  %33 = getelementptr inbounds [400 x double], [400 x double]* @P, i64 0, i64 %28, !dbg !122
  %34 = bitcast double* %33 to <2 x double>*, !dbg !128
  store <2 x double> %32, <2 x double>* %34, align 16, !dbg !128, !tbaa !54
  %35 = or i64 %28, 2, !dbg !122
  %36 = add <2 x i16> %29, <i16 2, i16 2>, !dbg !125
  %37 = urem <2 x i16> %36, <i16 7, i16 7>, !dbg !125
  %38 = uitofp <2 x i16> %37 to <2 x double>, !dbg !126
  %39 = fdiv <2 x double> %38, <double 7.000000e+00, double 7.000000e+00>, !dbg !127
  %40 = getelementptr inbounds [400 x double], [400 x double]* @P, i64 0, i64 %35, !dbg !122
  %41 = bitcast double* %40 to <2 x double>*, !dbg !128
  store <2 x double> %39, <2 x double>* %41, align 16, !dbg !128, !tbaa !54
  %42 = add nuw nsw i64 %28, 4, !dbg !122
  %43 = add <2 x i16> %29, <i16 4, i16 4>, !dbg !125
  %44 = icmp eq i64 %42, 400, !dbg !122
  br i1 %44, label %45, label %27, !dbg !122, !llvm.loop !129

45:                                               ; preds = %27
  tail call void @kernel_bicg(i32 noundef 420, i32 noundef 400, [400 x double]* noundef getelementptr inbounds ([420 x [400 x double]], [420 x [400 x double]]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([420 x double], [420 x double]* @R, i64 0, i64 0), double* noundef getelementptr inbounds ([400 x double], [400 x double]* @P, i64 0, i64 0), double* noundef getelementptr inbounds ([400 x double], [400 x double]* @S, i64 0, i64 0), double* noundef getelementptr inbounds ([420 x double], [420 x double]* @Q, i64 0, i64 0)), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !94, metadata !DIExpression()), !dbg !95
  br label %46, !dbg !133

46:                                               ; preds = %46, %45
  %47 = phi i64 [ 0, %45 ], [ %68, %46 ]
  %48 = phi double [ 0.000000e+00, %45 ], [ %67, %46 ]
  call void @llvm.dbg.value(metadata double %48, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %47, metadata !93, metadata !DIExpression()), !dbg !95
  %49 = getelementptr inbounds [400 x double], [400 x double]* @S, i64 0, i64 %47, !dbg !135
  %50 = load double, double* %49, align 8, !dbg !135, !tbaa !54
  %51 = fadd double %48, %50, !dbg !137
  call void @llvm.dbg.value(metadata double %51, metadata !94, metadata !DIExpression()), !dbg !95
  %52 = add nuw nsw i64 %47, 1, !dbg !138
  call void @llvm.dbg.value(metadata i64 %52, metadata !93, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %51, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %52, metadata !93, metadata !DIExpression()), !dbg !95
  %53 = getelementptr inbounds [400 x double], [400 x double]* @S, i64 0, i64 %52, !dbg !135
  %54 = load double, double* %53, align 8, !dbg !135, !tbaa !54
  %55 = fadd double %51, %54, !dbg !137
  call void @llvm.dbg.value(metadata double %55, metadata !94, metadata !DIExpression()), !dbg !95
  %56 = add nuw nsw i64 %47, 2, !dbg !138
  call void @llvm.dbg.value(metadata i64 %56, metadata !93, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %55, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %56, metadata !93, metadata !DIExpression()), !dbg !95
  %57 = getelementptr inbounds [400 x double], [400 x double]* @S, i64 0, i64 %56, !dbg !135
  %58 = load double, double* %57, align 8, !dbg !135, !tbaa !54
  %59 = fadd double %55, %58, !dbg !137
  call void @llvm.dbg.value(metadata double %59, metadata !94, metadata !DIExpression()), !dbg !95
  %60 = add nuw nsw i64 %47, 3, !dbg !138
  call void @llvm.dbg.value(metadata i64 %60, metadata !93, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %59, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %60, metadata !93, metadata !DIExpression()), !dbg !95
  %61 = getelementptr inbounds [400 x double], [400 x double]* @S, i64 0, i64 %60, !dbg !135
  %62 = load double, double* %61, align 8, !dbg !135, !tbaa !54
  %63 = fadd double %59, %62, !dbg !137
  call void @llvm.dbg.value(metadata double %63, metadata !94, metadata !DIExpression()), !dbg !95
  %64 = add nuw nsw i64 %47, 4, !dbg !138
  call void @llvm.dbg.value(metadata i64 %64, metadata !93, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %63, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %64, metadata !93, metadata !DIExpression()), !dbg !95
  %65 = getelementptr inbounds [400 x double], [400 x double]* @S, i64 0, i64 %64, !dbg !135
  %66 = load double, double* %65, align 8, !dbg !135, !tbaa !54
  %67 = fadd double %63, %66, !dbg !137
  call void @llvm.dbg.value(metadata double %67, metadata !94, metadata !DIExpression()), !dbg !95
  %68 = add nuw nsw i64 %47, 5, !dbg !138
  call void @llvm.dbg.value(metadata i64 %68, metadata !93, metadata !DIExpression()), !dbg !95
  %69 = icmp eq i64 %68, 400, !dbg !139
  br i1 %69, label %70, label %46, !dbg !133, !llvm.loop !140

70:                                               ; preds = %46, %70
  %71 = phi i64 [ %96, %70 ], [ 0, %46 ]
  %72 = phi double [ %95, %70 ], [ %67, %46 ]
  call void @llvm.dbg.value(metadata double %72, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %71, metadata !92, metadata !DIExpression()), !dbg !95
  %73 = getelementptr inbounds [420 x double], [420 x double]* @Q, i64 0, i64 %71, !dbg !142
  %74 = load double, double* %73, align 16, !dbg !142, !tbaa !54
  %75 = fadd double %72, %74, !dbg !145
  call void @llvm.dbg.value(metadata double %75, metadata !94, metadata !DIExpression()), !dbg !95
  %76 = or i64 %71, 1, !dbg !146
  call void @llvm.dbg.value(metadata i64 %76, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %75, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %76, metadata !92, metadata !DIExpression()), !dbg !95
  %77 = getelementptr inbounds [420 x double], [420 x double]* @Q, i64 0, i64 %76, !dbg !142
  %78 = load double, double* %77, align 8, !dbg !142, !tbaa !54
  %79 = fadd double %75, %78, !dbg !145
  call void @llvm.dbg.value(metadata double %79, metadata !94, metadata !DIExpression()), !dbg !95
  %80 = add nuw nsw i64 %71, 2, !dbg !146
  call void @llvm.dbg.value(metadata i64 %80, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %79, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %80, metadata !92, metadata !DIExpression()), !dbg !95
  %81 = getelementptr inbounds [420 x double], [420 x double]* @Q, i64 0, i64 %80, !dbg !142
  %82 = load double, double* %81, align 16, !dbg !142, !tbaa !54
  %83 = fadd double %79, %82, !dbg !145
  call void @llvm.dbg.value(metadata double %83, metadata !94, metadata !DIExpression()), !dbg !95
  %84 = add nuw nsw i64 %71, 3, !dbg !146
  call void @llvm.dbg.value(metadata i64 %84, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %83, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %84, metadata !92, metadata !DIExpression()), !dbg !95
  %85 = getelementptr inbounds [420 x double], [420 x double]* @Q, i64 0, i64 %84, !dbg !142
  %86 = load double, double* %85, align 8, !dbg !142, !tbaa !54
  %87 = fadd double %83, %86, !dbg !145
  call void @llvm.dbg.value(metadata double %87, metadata !94, metadata !DIExpression()), !dbg !95
  %88 = add nuw nsw i64 %71, 4, !dbg !146
  call void @llvm.dbg.value(metadata i64 %88, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %87, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %88, metadata !92, metadata !DIExpression()), !dbg !95
  %89 = getelementptr inbounds [420 x double], [420 x double]* @Q, i64 0, i64 %88, !dbg !142
  %90 = load double, double* %89, align 16, !dbg !142, !tbaa !54
  %91 = fadd double %87, %90, !dbg !145
  call void @llvm.dbg.value(metadata double %91, metadata !94, metadata !DIExpression()), !dbg !95
  %92 = add nuw nsw i64 %71, 5, !dbg !146
  call void @llvm.dbg.value(metadata i64 %92, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %91, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %92, metadata !92, metadata !DIExpression()), !dbg !95
  %93 = getelementptr inbounds [420 x double], [420 x double]* @Q, i64 0, i64 %92, !dbg !142
  %94 = load double, double* %93, align 8, !dbg !142, !tbaa !54
  %95 = fadd double %91, %94, !dbg !145
  call void @llvm.dbg.value(metadata double %95, metadata !94, metadata !DIExpression()), !dbg !95
  %96 = add nuw nsw i64 %71, 6, !dbg !146
  call void @llvm.dbg.value(metadata i64 %96, metadata !92, metadata !DIExpression()), !dbg !95
  %97 = icmp eq i64 %96, 420, !dbg !147
  br i1 %97, label %98, label %70, !dbg !148, !llvm.loop !149

98:                                               ; preds = %70
  store double %95, double* @checksum, align 8, !dbg !151, !tbaa !54
  ret i32 0, !dbg !152
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "R", scope: !2, file: !3, line: 12, type: !21, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bicg.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17, !19, !23}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 10752000, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 420)
!12 = !DISubrange(count: 400)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "P", scope: !2, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 25600, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "S", scope: !2, file: !3, line: 14, type: !15, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "Q", scope: !2, file: !3, line: 15, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 26880, elements: !22)
!22 = !{!11}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 16, type: !5, isLocal: false, isDefinition: true)
!25 = !{i32 7, !"Dwarf Version", i32 4}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "kernel_bicg", scope: !3, file: !3, line: 18, type: !33, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!33 = !DISubroutineType(types: !34)
!34 = !{null, !35, !35, !36, !37, !37, !37, !37}
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!38 = !{!39, !40, !41, !42, !43, !44, !45, !46, !47}
!39 = !DILocalVariable(name: "n", arg: 1, scope: !32, file: !3, line: 18, type: !35)
!40 = !DILocalVariable(name: "m", arg: 2, scope: !32, file: !3, line: 18, type: !35)
!41 = !DILocalVariable(name: "a", arg: 3, scope: !32, file: !3, line: 18, type: !36)
!42 = !DILocalVariable(name: "r", arg: 4, scope: !32, file: !3, line: 19, type: !37)
!43 = !DILocalVariable(name: "p", arg: 5, scope: !32, file: !3, line: 19, type: !37)
!44 = !DILocalVariable(name: "s", arg: 6, scope: !32, file: !3, line: 19, type: !37)
!45 = !DILocalVariable(name: "q", arg: 7, scope: !32, file: !3, line: 20, type: !37)
!46 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 22, type: !35)
!47 = !DILocalVariable(name: "j", scope: !32, file: !3, line: 22, type: !35)
!48 = !DILocation(line: 0, scope: !32)
!49 = !DILocation(line: 23, column: 17, scope: !50)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 23, column: 3)
!51 = distinct !DILexicalBlock(scope: !32, file: !3, line: 23, column: 3)
!52 = !DILocation(line: 23, column: 3, scope: !51)
!53 = !DILocation(line: 24, column: 10, scope: !50)
!54 = !{!55, !55, i64 0}
!55 = !{!"double", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 25, column: 17, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 25, column: 3)
!60 = distinct !DILexicalBlock(scope: !32, file: !3, line: 25, column: 3)
!61 = !DILocation(line: 25, column: 3, scope: !60)
!62 = !DILocation(line: 26, column: 5, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 25, column: 27)
!64 = !DILocation(line: 26, column: 10, scope: !63)
!65 = !DILocation(line: 27, column: 5, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 27, column: 5)
!67 = !DILocation(line: 28, column: 14, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 27, column: 29)
!69 = distinct !DILexicalBlock(scope: !66, file: !3, line: 27, column: 5)
!70 = !DILocation(line: 28, column: 21, scope: !68)
!71 = !DILocation(line: 28, column: 28, scope: !68)
!72 = !DILocation(line: 28, column: 19, scope: !68)
!73 = !DILocation(line: 28, column: 12, scope: !68)
!74 = !DILocation(line: 29, column: 14, scope: !68)
!75 = !DILocation(line: 29, column: 21, scope: !68)
!76 = !DILocation(line: 29, column: 31, scope: !68)
!77 = !DILocation(line: 29, column: 19, scope: !68)
!78 = !DILocation(line: 29, column: 12, scope: !68)
!79 = !DILocation(line: 27, column: 25, scope: !69)
!80 = !DILocation(line: 27, column: 19, scope: !69)
!81 = distinct !{!81, !65, !82, !83}
!82 = !DILocation(line: 30, column: 5, scope: !66)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 25, column: 23, scope: !59)
!85 = distinct !{!85, !61, !86, !83}
!86 = !DILocation(line: 31, column: 3, scope: !60)
!87 = !DILocation(line: 32, column: 1, scope: !32)
!88 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !89, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!35}
!91 = !{!92, !93, !94}
!92 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 36, type: !35)
!93 = !DILocalVariable(name: "j", scope: !88, file: !3, line: 36, type: !35)
!94 = !DILocalVariable(name: "sum", scope: !88, file: !3, line: 37, type: !5)
!95 = !DILocation(line: 0, scope: !88)
!96 = !DILocation(line: 38, column: 3, scope: !97)
!97 = distinct !DILexicalBlock(scope: !88, file: !3, line: 38, column: 3)
!98 = !DILocation(line: 39, column: 23, scope: !99)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 38, column: 27)
!100 = distinct !DILexicalBlock(scope: !97, file: !3, line: 38, column: 3)
!101 = !DILocation(line: 39, column: 12, scope: !99)
!102 = !DILocation(line: 39, column: 28, scope: !99)
!103 = !DILocation(line: 39, column: 5, scope: !99)
!104 = !DILocation(line: 39, column: 10, scope: !99)
!105 = !DILocation(line: 40, column: 5, scope: !106)
!106 = distinct !DILexicalBlock(scope: !99, file: !3, line: 40, column: 5)
!107 = !DILocation(line: 40, column: 25, scope: !108)
!108 = distinct !DILexicalBlock(scope: !106, file: !3, line: 40, column: 5)
!109 = !DILocation(line: 41, column: 33, scope: !108)
!110 = !DILocation(line: 41, column: 29, scope: !108)
!111 = !DILocation(line: 41, column: 38, scope: !108)
!112 = !DILocation(line: 41, column: 17, scope: !108)
!113 = !DILocation(line: 41, column: 43, scope: !108)
!114 = !DILocation(line: 41, column: 15, scope: !108)
!115 = distinct !{!115, !105, !116, !83, !117}
!116 = !DILocation(line: 41, column: 45, scope: !106)
!117 = !{!"llvm.loop.isvectorized", i32 1}
!118 = !DILocation(line: 38, column: 23, scope: !100)
!119 = !DILocation(line: 38, column: 17, scope: !100)
!120 = distinct !{!120, !96, !121, !83}
!121 = !DILocation(line: 42, column: 3, scope: !97)
!122 = !DILocation(line: 43, column: 23, scope: !123)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 43, column: 3)
!124 = distinct !DILexicalBlock(scope: !88, file: !3, line: 43, column: 3)
!125 = !DILocation(line: 44, column: 23, scope: !123)
!126 = !DILocation(line: 44, column: 12, scope: !123)
!127 = !DILocation(line: 44, column: 28, scope: !123)
!128 = !DILocation(line: 44, column: 10, scope: !123)
!129 = distinct !{!129, !130, !131, !83, !117}
!130 = !DILocation(line: 43, column: 3, scope: !124)
!131 = !DILocation(line: 44, column: 30, scope: !124)
!132 = !DILocation(line: 45, column: 3, scope: !88)
!133 = !DILocation(line: 46, column: 3, scope: !134)
!134 = distinct !DILexicalBlock(scope: !88, file: !3, line: 46, column: 3)
!135 = !DILocation(line: 47, column: 12, scope: !136)
!136 = distinct !DILexicalBlock(scope: !134, file: !3, line: 46, column: 3)
!137 = !DILocation(line: 47, column: 9, scope: !136)
!138 = !DILocation(line: 46, column: 23, scope: !136)
!139 = !DILocation(line: 46, column: 17, scope: !136)
!140 = distinct !{!140, !133, !141, !83}
!141 = !DILocation(line: 47, column: 15, scope: !134)
!142 = !DILocation(line: 49, column: 12, scope: !143)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 48, column: 3)
!144 = distinct !DILexicalBlock(scope: !88, file: !3, line: 48, column: 3)
!145 = !DILocation(line: 49, column: 9, scope: !143)
!146 = !DILocation(line: 48, column: 23, scope: !143)
!147 = !DILocation(line: 48, column: 17, scope: !143)
!148 = !DILocation(line: 48, column: 3, scope: !144)
!149 = distinct !{!149, !148, !150, !83}
!150 = !DILocation(line: 49, column: 15, scope: !144)
!151 = !DILocation(line: 50, column: 12, scope: !88)
!152 = !DILocation(line: 51, column: 3, scope: !88)
