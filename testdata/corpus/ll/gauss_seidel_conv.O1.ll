; ModuleID = 'gauss_seidel_conv.c'
source_filename = "gauss_seidel_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"iterations %d checksum %.6f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @kernel_solve(i32 noundef %0, double* nocapture noundef readonly %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef %4, double noundef %5, i32 noundef %6) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %1, metadata !24, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %2, metadata !25, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %3, metadata !26, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %4, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %5, metadata !28, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %6, metadata !29, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !44
  %8 = fadd double %5, 1.000000e+00, !dbg !45
  call void @llvm.dbg.value(metadata double %8, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !44
  %9 = fcmp ogt double %8, %5, !dbg !46
  %10 = icmp sgt i32 %6, 0, !dbg !47
  %11 = and i1 %9, %10, !dbg !47
  br i1 %11, label %12, label %102, !dbg !48

12:                                               ; preds = %7
  %13 = icmp sgt i32 %0, 0
  %14 = add nsw i32 %0, -1
  %15 = icmp sgt i32 %0, 0
  %16 = add nsw i32 %0, -1
  %17 = sext i32 %14 to i64, !dbg !48
  %18 = sext i32 %16 to i64, !dbg !48
  %19 = zext i32 %0 to i64
  %20 = zext i32 %0 to i64
  br label %21, !dbg !48

21:                                               ; preds = %12, %57
  %22 = phi i32 [ 0, %12 ], [ %59, %57 ]
  call void @llvm.dbg.value(metadata i32 %22, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !49
  br i1 %13, label %24, label %23, !dbg !50

23:                                               ; preds = %49, %21
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !31, metadata !DIExpression()), !dbg !44
  br i1 %15, label %63, label %57, !dbg !52

24:                                               ; preds = %21, %49
  %25 = phi i64 [ %55, %49 ], [ 0, %21 ]
  call void @llvm.dbg.value(metadata i64 %25, metadata !32, metadata !DIExpression()), !dbg !49
  %26 = getelementptr inbounds double, double* %3, i64 %25, !dbg !53
  %27 = load double, double* %26, align 8, !dbg !53, !tbaa !54
  call void @llvm.dbg.value(metadata double %27, metadata !35, metadata !DIExpression()), !dbg !58
  %28 = icmp eq i64 %25, 0, !dbg !59
  br i1 %28, label %38, label %29, !dbg !61

29:                                               ; preds = %24
  %30 = getelementptr inbounds double, double* %2, i64 %25, !dbg !62
  %31 = load double, double* %30, align 8, !dbg !62, !tbaa !54
  %32 = add nuw i64 %25, 4294967295
  %33 = and i64 %32, 4294967295
  %34 = getelementptr inbounds double, double* %4, i64 %33, !dbg !63
  %35 = load double, double* %34, align 8, !dbg !63, !tbaa !54
  %36 = fneg double %31, !dbg !64
  %37 = call double @llvm.fmuladd.f64(double %36, double %35, double %27), !dbg !64
  call void @llvm.dbg.value(metadata double %37, metadata !35, metadata !DIExpression()), !dbg !58
  br label %38, !dbg !65

38:                                               ; preds = %29, %24
  %39 = phi double [ %37, %29 ], [ %27, %24 ], !dbg !58
  call void @llvm.dbg.value(metadata double %39, metadata !35, metadata !DIExpression()), !dbg !58
  %40 = icmp slt i64 %25, %17, !dbg !66
  br i1 %40, label %41, label %49, !dbg !68

41:                                               ; preds = %38
  %42 = add nuw nsw i64 %25, 1, !dbg !69
  %43 = getelementptr inbounds double, double* %2, i64 %42, !dbg !70
  %44 = load double, double* %43, align 8, !dbg !70, !tbaa !54
  %45 = getelementptr inbounds double, double* %4, i64 %42, !dbg !71
  %46 = load double, double* %45, align 8, !dbg !71, !tbaa !54
  %47 = fneg double %44, !dbg !72
  %48 = call double @llvm.fmuladd.f64(double %47, double %46, double %39), !dbg !72
  call void @llvm.dbg.value(metadata double %48, metadata !35, metadata !DIExpression()), !dbg !58
  br label %49, !dbg !73

49:                                               ; preds = %41, %38
  %50 = phi double [ %48, %41 ], [ %39, %38 ], !dbg !58
  call void @llvm.dbg.value(metadata double %50, metadata !35, metadata !DIExpression()), !dbg !58
  %51 = getelementptr inbounds double, double* %1, i64 %25, !dbg !74
  %52 = load double, double* %51, align 8, !dbg !74, !tbaa !54
  %53 = fdiv double %50, %52, !dbg !75
  %54 = getelementptr inbounds double, double* %4, i64 %25, !dbg !76
  store double %53, double* %54, align 8, !dbg !77, !tbaa !54
  %55 = add nuw nsw i64 %25, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %55, metadata !32, metadata !DIExpression()), !dbg !49
  %56 = icmp eq i64 %55, %19, !dbg !79
  br i1 %56, label %23, label %24, !dbg !50, !llvm.loop !80

57:                                               ; preds = %95, %23
  %58 = phi double [ 0.000000e+00, %23 ], [ %99, %95 ], !dbg !84
  %59 = add nuw nsw i32 %22, 1, !dbg !85
  call void @llvm.dbg.value(metadata i32 %59, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %58, metadata !31, metadata !DIExpression()), !dbg !44
  %60 = fcmp ogt double %58, %5, !dbg !46
  %61 = icmp slt i32 %59, %6, !dbg !47
  %62 = select i1 %60, i1 %61, i1 false, !dbg !47
  br i1 %62, label %21, label %102, !dbg !48, !llvm.loop !86

63:                                               ; preds = %23, %95
  %64 = phi i64 [ %100, %95 ], [ 0, %23 ]
  %65 = phi double [ %99, %95 ], [ 0.000000e+00, %23 ]
  call void @llvm.dbg.value(metadata i64 %64, metadata !38, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double %65, metadata !31, metadata !DIExpression()), !dbg !44
  %66 = getelementptr inbounds double, double* %3, i64 %64, !dbg !88
  %67 = load double, double* %66, align 8, !dbg !88, !tbaa !54
  %68 = getelementptr inbounds double, double* %1, i64 %64, !dbg !89
  %69 = load double, double* %68, align 8, !dbg !89, !tbaa !54
  %70 = getelementptr inbounds double, double* %4, i64 %64, !dbg !90
  %71 = load double, double* %70, align 8, !dbg !90, !tbaa !54
  %72 = fneg double %69, !dbg !91
  %73 = call double @llvm.fmuladd.f64(double %72, double %71, double %67), !dbg !91
  call void @llvm.dbg.value(metadata double %73, metadata !40, metadata !DIExpression()), !dbg !92
  %74 = icmp eq i64 %64, 0, !dbg !93
  br i1 %74, label %84, label %75, !dbg !95

75:                                               ; preds = %63
  %76 = getelementptr inbounds double, double* %2, i64 %64, !dbg !96
  %77 = load double, double* %76, align 8, !dbg !96, !tbaa !54
  %78 = add nuw i64 %64, 4294967295
  %79 = and i64 %78, 4294967295
  %80 = getelementptr inbounds double, double* %4, i64 %79, !dbg !97
  %81 = load double, double* %80, align 8, !dbg !97, !tbaa !54
  %82 = fneg double %77, !dbg !98
  %83 = call double @llvm.fmuladd.f64(double %82, double %81, double %73), !dbg !98
  call void @llvm.dbg.value(metadata double %83, metadata !40, metadata !DIExpression()), !dbg !92
  br label %84, !dbg !99

84:                                               ; preds = %75, %63
  %85 = phi double [ %83, %75 ], [ %73, %63 ], !dbg !92
  call void @llvm.dbg.value(metadata double %85, metadata !40, metadata !DIExpression()), !dbg !92
  %86 = icmp slt i64 %64, %18, !dbg !100
  br i1 %86, label %87, label %95, !dbg !102

87:                                               ; preds = %84
  %88 = add nuw nsw i64 %64, 1, !dbg !103
  %89 = getelementptr inbounds double, double* %2, i64 %88, !dbg !104
  %90 = load double, double* %89, align 8, !dbg !104, !tbaa !54
  %91 = getelementptr inbounds double, double* %4, i64 %88, !dbg !105
  %92 = load double, double* %91, align 8, !dbg !105, !tbaa !54
  %93 = fneg double %90, !dbg !106
  %94 = call double @llvm.fmuladd.f64(double %93, double %92, double %85), !dbg !106
  call void @llvm.dbg.value(metadata double %94, metadata !40, metadata !DIExpression()), !dbg !92
  br label %95, !dbg !107

95:                                               ; preds = %87, %84
  %96 = phi double [ %94, %87 ], [ %85, %84 ], !dbg !92
  call void @llvm.dbg.value(metadata double %96, metadata !40, metadata !DIExpression()), !dbg !92
  %97 = call double @llvm.fabs.f64(double %96), !dbg !108
  call void @llvm.dbg.value(metadata double %97, metadata !43, metadata !DIExpression()), !dbg !92
  %98 = fcmp ogt double %97, %65, !dbg !109
  %99 = select i1 %98, double %97, double %65, !dbg !111
  call void @llvm.dbg.value(metadata double %99, metadata !31, metadata !DIExpression()), !dbg !44
  %100 = add nuw nsw i64 %64, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %100, metadata !38, metadata !DIExpression()), !dbg !51
  %101 = icmp eq i64 %100, %20, !dbg !113
  br i1 %101, label %57, label %63, !dbg !52, !llvm.loop !114

102:                                              ; preds = %57, %7
  %103 = phi i32 [ 0, %7 ], [ %59, %57 ], !dbg !44
  ret i32 %103, !dbg !116
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !117 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !121, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i8** %1, metadata !122, metadata !DIExpression()), !dbg !134
  %3 = icmp sgt i32 %0, 1, !dbg !135
  br i1 %3, label %4, label %9, !dbg !136

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !137
  %6 = load i8*, i8** %5, align 8, !dbg !137, !tbaa !138
  call void @llvm.dbg.value(metadata i8* %6, metadata !140, metadata !DIExpression()) #8, !dbg !148
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !150
  %8 = trunc i64 %7 to i32, !dbg !151
  br label %9, !dbg !136

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 2000, %2 ], !dbg !136
  call void @llvm.dbg.value(metadata i32 %10, metadata !123, metadata !DIExpression()), !dbg !134
  %11 = sext i32 %10 to i64, !dbg !152
  %12 = shl nsw i64 %11, 3, !dbg !153
  %13 = call noalias i8* @malloc(i64 noundef %12) #8, !dbg !154
  %14 = bitcast i8* %13 to double*, !dbg !154
  call void @llvm.dbg.value(metadata double* %14, metadata !124, metadata !DIExpression()), !dbg !134
  %15 = call noalias i8* @malloc(i64 noundef %12) #8, !dbg !155
  %16 = bitcast i8* %15 to double*, !dbg !155
  call void @llvm.dbg.value(metadata double* %16, metadata !125, metadata !DIExpression()), !dbg !134
  %17 = call noalias i8* @malloc(i64 noundef %12) #8, !dbg !156
  %18 = bitcast i8* %17 to double*, !dbg !156
  call void @llvm.dbg.value(metadata double* %18, metadata !126, metadata !DIExpression()), !dbg !134
  %19 = call noalias i8* @calloc(i64 noundef %11, i64 noundef 8) #8, !dbg !157
  %20 = bitcast i8* %19 to double*, !dbg !157
  call void @llvm.dbg.value(metadata double* %20, metadata !127, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !128, metadata !DIExpression()), !dbg !158
  %21 = icmp sgt i32 %10, 0, !dbg !159
  br i1 %21, label %22, label %24, !dbg !161

22:                                               ; preds = %9
  %23 = zext i32 %10 to i64, !dbg !159
  br label %29, !dbg !161

24:                                               ; preds = %29, %9
  %25 = call i32 @kernel_solve(i32 noundef %10, double* noundef %14, double* noundef %16, double* noundef %18, double* noundef %20, double noundef 1.000000e-10, i32 noundef 500), !dbg !162
  call void @llvm.dbg.value(metadata i32 %25, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !131, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !132, metadata !DIExpression()), !dbg !163
  %26 = icmp sgt i32 %10, 0, !dbg !164
  br i1 %26, label %27, label %48, !dbg !166

27:                                               ; preds = %24
  %28 = zext i32 %10 to i64, !dbg !164
  br label %51, !dbg !166

29:                                               ; preds = %22, %29
  %30 = phi i64 [ 0, %22 ], [ %46, %29 ]
  call void @llvm.dbg.value(metadata i64 %30, metadata !128, metadata !DIExpression()), !dbg !158
  %31 = trunc i64 %30 to i32, !dbg !167
  %32 = urem i32 %31, 3, !dbg !167
  %33 = or i32 %32, 4, !dbg !169
  %34 = sitofp i32 %33 to double, !dbg !169
  %35 = getelementptr inbounds double, double* %14, i64 %30, !dbg !170
  store double %34, double* %35, align 8, !dbg !171, !tbaa !54
  %36 = trunc i64 %30 to i32, !dbg !172
  %37 = and i32 %36, 1, !dbg !172
  %38 = sitofp i32 %37 to double, !dbg !173
  %39 = call double @llvm.fmuladd.f64(double %38, double -5.000000e-01, double -1.000000e+00), !dbg !174
  %40 = getelementptr inbounds double, double* %16, i64 %30, !dbg !175
  store double %39, double* %40, align 8, !dbg !176, !tbaa !54
  %41 = trunc i64 %30 to i32, !dbg !177
  %42 = urem i32 %41, 11, !dbg !177
  %43 = add nsw i32 %42, -5, !dbg !178
  %44 = sitofp i32 %43 to double, !dbg !178
  %45 = getelementptr inbounds double, double* %18, i64 %30, !dbg !179
  store double %44, double* %45, align 8, !dbg !180, !tbaa !54
  %46 = add nuw nsw i64 %30, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %46, metadata !128, metadata !DIExpression()), !dbg !158
  %47 = icmp eq i64 %46, %23, !dbg !159
  br i1 %47, label %24, label %29, !dbg !161, !llvm.loop !182

48:                                               ; preds = %51, %24
  %49 = phi double [ 0.000000e+00, %24 ], [ %59, %51 ], !dbg !134
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %25, double noundef %49), !dbg !184
  call void @free(i8* noundef %13) #8, !dbg !185
  call void @free(i8* noundef %15) #8, !dbg !186
  call void @free(i8* noundef %17) #8, !dbg !187
  call void @free(i8* noundef %19) #8, !dbg !188
  ret i32 0, !dbg !189

51:                                               ; preds = %27, %51
  %52 = phi i64 [ 0, %27 ], [ %60, %51 ]
  %53 = phi double [ 0.000000e+00, %27 ], [ %59, %51 ]
  call void @llvm.dbg.value(metadata i64 %52, metadata !132, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata double %53, metadata !131, metadata !DIExpression()), !dbg !134
  %54 = getelementptr inbounds double, double* %20, i64 %52, !dbg !190
  %55 = load double, double* %54, align 8, !dbg !190, !tbaa !54
  %56 = trunc i64 %52 to i32, !dbg !191
  %57 = and i32 %56, 3, !dbg !191
  %58 = sitofp i32 %57 to double, !dbg !192
  %59 = call double @llvm.fmuladd.f64(double %55, double %58, double %53), !dbg !193
  call void @llvm.dbg.value(metadata double %59, metadata !131, metadata !DIExpression()), !dbg !134
  %60 = add nuw nsw i64 %52, 1, !dbg !194
  call void @llvm.dbg.value(metadata i64 %60, metadata !132, metadata !DIExpression()), !dbg !163
  %61 = icmp eq i64 %60, %28, !dbg !164
  br i1 %61, label %48, label %51, !dbg !166, !llvm.loop !195
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "gauss_seidel_conv.c", directory: ".", checksumkind: CSK_MD5, checksum: "ea6f553c1591725aa7c90ba54bc55060")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "kernel_solve", scope: !1, file: !1, line: 8, type: !17, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !19, !19, !19, !21, !3, !4}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!22 = !{!23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !35, !38, !40, !43}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 8, type: !4)
!24 = !DILocalVariable(name: "diag", arg: 2, scope: !16, file: !1, line: 8, type: !19)
!25 = !DILocalVariable(name: "off", arg: 3, scope: !16, file: !1, line: 8, type: !19)
!26 = !DILocalVariable(name: "b", arg: 4, scope: !16, file: !1, line: 8, type: !19)
!27 = !DILocalVariable(name: "x", arg: 5, scope: !16, file: !1, line: 9, type: !21)
!28 = !DILocalVariable(name: "tol", arg: 6, scope: !16, file: !1, line: 9, type: !3)
!29 = !DILocalVariable(name: "maxit", arg: 7, scope: !16, file: !1, line: 9, type: !4)
!30 = !DILocalVariable(name: "it", scope: !16, file: !1, line: 11, type: !4)
!31 = !DILocalVariable(name: "res", scope: !16, file: !1, line: 12, type: !3)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 14, type: !4)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 14, column: 5)
!34 = distinct !DILexicalBlock(scope: !16, file: !1, line: 13, column: 35)
!35 = !DILocalVariable(name: "s", scope: !36, file: !1, line: 15, type: !3)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 14, column: 33)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 14, column: 5)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 23, type: !4)
!39 = distinct !DILexicalBlock(scope: !34, file: !1, line: 23, column: 5)
!40 = !DILocalVariable(name: "r", scope: !41, file: !1, line: 24, type: !3)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 23, column: 33)
!42 = distinct !DILexicalBlock(scope: !39, file: !1, line: 23, column: 5)
!43 = !DILocalVariable(name: "ar", scope: !41, file: !1, line: 29, type: !3)
!44 = !DILocation(line: 0, scope: !16)
!45 = !DILocation(line: 12, column: 20, scope: !16)
!46 = !DILocation(line: 13, column: 14, scope: !16)
!47 = !DILocation(line: 13, column: 20, scope: !16)
!48 = !DILocation(line: 13, column: 3, scope: !16)
!49 = !DILocation(line: 0, scope: !33)
!50 = !DILocation(line: 14, column: 5, scope: !33)
!51 = !DILocation(line: 0, scope: !39)
!52 = !DILocation(line: 23, column: 5, scope: !39)
!53 = !DILocation(line: 15, column: 18, scope: !36)
!54 = !{!55, !55, i64 0}
!55 = !{!"double", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 0, scope: !36)
!59 = !DILocation(line: 16, column: 13, scope: !60)
!60 = distinct !DILexicalBlock(scope: !36, file: !1, line: 16, column: 11)
!61 = !DILocation(line: 16, column: 11, scope: !36)
!62 = !DILocation(line: 17, column: 14, scope: !60)
!63 = !DILocation(line: 17, column: 23, scope: !60)
!64 = !DILocation(line: 17, column: 11, scope: !60)
!65 = !DILocation(line: 17, column: 9, scope: !60)
!66 = !DILocation(line: 18, column: 13, scope: !67)
!67 = distinct !DILexicalBlock(scope: !36, file: !1, line: 18, column: 11)
!68 = !DILocation(line: 18, column: 11, scope: !36)
!69 = !DILocation(line: 19, column: 20, scope: !67)
!70 = !DILocation(line: 19, column: 14, scope: !67)
!71 = !DILocation(line: 19, column: 27, scope: !67)
!72 = !DILocation(line: 19, column: 11, scope: !67)
!73 = !DILocation(line: 19, column: 9, scope: !67)
!74 = !DILocation(line: 20, column: 18, scope: !36)
!75 = !DILocation(line: 20, column: 16, scope: !36)
!76 = !DILocation(line: 20, column: 7, scope: !36)
!77 = !DILocation(line: 20, column: 12, scope: !36)
!78 = !DILocation(line: 14, column: 29, scope: !37)
!79 = !DILocation(line: 14, column: 23, scope: !37)
!80 = distinct !{!80, !50, !81, !82, !83}
!81 = !DILocation(line: 21, column: 5, scope: !33)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !{!"llvm.loop.unroll.disable"}
!84 = !DILocation(line: 0, scope: !34)
!85 = !DILocation(line: 33, column: 7, scope: !34)
!86 = distinct !{!86, !48, !87, !82, !83}
!87 = !DILocation(line: 34, column: 3, scope: !16)
!88 = !DILocation(line: 24, column: 18, scope: !41)
!89 = !DILocation(line: 24, column: 25, scope: !41)
!90 = !DILocation(line: 24, column: 35, scope: !41)
!91 = !DILocation(line: 24, column: 23, scope: !41)
!92 = !DILocation(line: 0, scope: !41)
!93 = !DILocation(line: 25, column: 13, scope: !94)
!94 = distinct !DILexicalBlock(scope: !41, file: !1, line: 25, column: 11)
!95 = !DILocation(line: 25, column: 11, scope: !41)
!96 = !DILocation(line: 26, column: 14, scope: !94)
!97 = !DILocation(line: 26, column: 23, scope: !94)
!98 = !DILocation(line: 26, column: 11, scope: !94)
!99 = !DILocation(line: 26, column: 9, scope: !94)
!100 = !DILocation(line: 27, column: 13, scope: !101)
!101 = distinct !DILexicalBlock(scope: !41, file: !1, line: 27, column: 11)
!102 = !DILocation(line: 27, column: 11, scope: !41)
!103 = !DILocation(line: 28, column: 20, scope: !101)
!104 = !DILocation(line: 28, column: 14, scope: !101)
!105 = !DILocation(line: 28, column: 27, scope: !101)
!106 = !DILocation(line: 28, column: 11, scope: !101)
!107 = !DILocation(line: 28, column: 9, scope: !101)
!108 = !DILocation(line: 29, column: 19, scope: !41)
!109 = !DILocation(line: 30, column: 14, scope: !110)
!110 = distinct !DILexicalBlock(scope: !41, file: !1, line: 30, column: 11)
!111 = !DILocation(line: 30, column: 11, scope: !41)
!112 = !DILocation(line: 23, column: 29, scope: !42)
!113 = !DILocation(line: 23, column: 23, scope: !42)
!114 = distinct !{!114, !52, !115, !82, !83}
!115 = !DILocation(line: 32, column: 5, scope: !39)
!116 = !DILocation(line: 35, column: 3, scope: !16)
!117 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !118, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!4, !4, !5}
!120 = !{!121, !122, !123, !124, !125, !126, !127, !128, !130, !131, !132}
!121 = !DILocalVariable(name: "argc", arg: 1, scope: !117, file: !1, line: 38, type: !4)
!122 = !DILocalVariable(name: "argv", arg: 2, scope: !117, file: !1, line: 38, type: !5)
!123 = !DILocalVariable(name: "n", scope: !117, file: !1, line: 40, type: !4)
!124 = !DILocalVariable(name: "diag", scope: !117, file: !1, line: 41, type: !21)
!125 = !DILocalVariable(name: "off", scope: !117, file: !1, line: 42, type: !21)
!126 = !DILocalVariable(name: "b", scope: !117, file: !1, line: 43, type: !21)
!127 = !DILocalVariable(name: "x", scope: !117, file: !1, line: 44, type: !21)
!128 = !DILocalVariable(name: "i", scope: !129, file: !1, line: 45, type: !4)
!129 = distinct !DILexicalBlock(scope: !117, file: !1, line: 45, column: 3)
!130 = !DILocalVariable(name: "it", scope: !117, file: !1, line: 50, type: !4)
!131 = !DILocalVariable(name: "s", scope: !117, file: !1, line: 51, type: !3)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 52, type: !4)
!133 = distinct !DILexicalBlock(scope: !117, file: !1, line: 52, column: 3)
!134 = !DILocation(line: 0, scope: !117)
!135 = !DILocation(line: 40, column: 16, scope: !117)
!136 = !DILocation(line: 40, column: 11, scope: !117)
!137 = !DILocation(line: 40, column: 27, scope: !117)
!138 = !{!139, !139, i64 0}
!139 = !{!"any pointer", !56, i64 0}
!140 = !DILocalVariable(name: "__nptr", arg: 1, scope: !141, file: !142, line: 362, type: !145)
!141 = distinct !DISubprogram(name: "atoi", scope: !142, file: !142, line: 362, type: !143, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !147)
!142 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!143 = !DISubroutineType(types: !144)
!144 = !{!4, !145}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!147 = !{!140}
!148 = !DILocation(line: 0, scope: !141, inlinedAt: !149)
!149 = distinct !DILocation(line: 40, column: 22, scope: !117)
!150 = !DILocation(line: 364, column: 16, scope: !141, inlinedAt: !149)
!151 = !DILocation(line: 364, column: 10, scope: !141, inlinedAt: !149)
!152 = !DILocation(line: 41, column: 25, scope: !117)
!153 = !DILocation(line: 41, column: 27, scope: !117)
!154 = !DILocation(line: 41, column: 18, scope: !117)
!155 = !DILocation(line: 42, column: 17, scope: !117)
!156 = !DILocation(line: 43, column: 15, scope: !117)
!157 = !DILocation(line: 44, column: 15, scope: !117)
!158 = !DILocation(line: 0, scope: !129)
!159 = !DILocation(line: 45, column: 21, scope: !160)
!160 = distinct !DILexicalBlock(scope: !129, file: !1, line: 45, column: 3)
!161 = !DILocation(line: 45, column: 3, scope: !129)
!162 = !DILocation(line: 50, column: 12, scope: !117)
!163 = !DILocation(line: 0, scope: !133)
!164 = !DILocation(line: 52, column: 21, scope: !165)
!165 = distinct !DILexicalBlock(scope: !133, file: !1, line: 52, column: 3)
!166 = !DILocation(line: 52, column: 3, scope: !133)
!167 = !DILocation(line: 46, column: 24, scope: !168)
!168 = distinct !DILexicalBlock(scope: !160, file: !1, line: 45, column: 31)
!169 = !DILocation(line: 46, column: 19, scope: !168)
!170 = !DILocation(line: 46, column: 5, scope: !168)
!171 = !DILocation(line: 46, column: 13, scope: !168)
!172 = !DILocation(line: 47, column: 30, scope: !168)
!173 = !DILocation(line: 47, column: 27, scope: !168)
!174 = !DILocation(line: 47, column: 19, scope: !168)
!175 = !DILocation(line: 47, column: 5, scope: !168)
!176 = !DILocation(line: 47, column: 12, scope: !168)
!177 = !DILocation(line: 48, column: 23, scope: !168)
!178 = !DILocation(line: 48, column: 29, scope: !168)
!179 = !DILocation(line: 48, column: 5, scope: !168)
!180 = !DILocation(line: 48, column: 10, scope: !168)
!181 = !DILocation(line: 45, column: 27, scope: !160)
!182 = distinct !{!182, !161, !183, !82, !83}
!183 = !DILocation(line: 49, column: 3, scope: !129)
!184 = !DILocation(line: 54, column: 3, scope: !117)
!185 = !DILocation(line: 55, column: 3, scope: !117)
!186 = !DILocation(line: 56, column: 3, scope: !117)
!187 = !DILocation(line: 57, column: 3, scope: !117)
!188 = !DILocation(line: 58, column: 3, scope: !117)
!189 = !DILocation(line: 59, column: 3, scope: !117)
!190 = !DILocation(line: 53, column: 10, scope: !165)
!191 = !DILocation(line: 53, column: 20, scope: !165)
!192 = !DILocation(line: 53, column: 17, scope: !165)
!193 = !DILocation(line: 53, column: 7, scope: !165)
!194 = !DILocation(line: 52, column: 27, scope: !165)
!195 = distinct !{!195, !166, !196, !82, !83}
!196 = !DILocation(line: 53, column: 23, scope: !133)
