; ModuleID = 'mergesort.c'
source_filename = "mergesort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"inversions %ld checksum %.4f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @kernel_mergesort(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata double* %0, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata double* %1, metadata !23, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %2, metadata !24, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression()), !dbg !28
  %5 = sub nsw i32 %3, %2, !dbg !29
  %6 = icmp slt i32 %5, 2, !dbg !31
  br i1 %6, label %100, label %7, !dbg !32

7:                                                ; preds = %4
  %8 = add nsw i32 %3, %2, !dbg !33
  %9 = sdiv i32 %8, 2, !dbg !34
  call void @llvm.dbg.value(metadata i32 %9, metadata !26, metadata !DIExpression()), !dbg !28
  %10 = call i64 @kernel_mergesort(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %9), !dbg !35
  call void @llvm.dbg.value(metadata i64 %10, metadata !27, metadata !DIExpression()), !dbg !28
  %11 = call i64 @kernel_mergesort(double* noundef %0, double* noundef %1, i32 noundef %9, i32 noundef %3), !dbg !36
  %12 = add nsw i64 %11, %10, !dbg !37
  call void @llvm.dbg.value(metadata i64 %12, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata double* %0, metadata !38, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double* %1, metadata !43, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %2, metadata !44, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %9, metadata !45, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %3, metadata !46, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %2, metadata !47, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %9, metadata !48, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %2, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 0, metadata !50, metadata !DIExpression()), !dbg !51
  %13 = icmp sgt i32 %9, %2, !dbg !53
  %14 = icmp slt i32 %9, %3, !dbg !54
  %15 = and i1 %13, %14, !dbg !54
  br i1 %15, label %16, label %20, !dbg !55

16:                                               ; preds = %7
  %17 = sext i32 %2 to i64, !dbg !55
  br label %30, !dbg !55

18:                                               ; preds = %51
  %19 = trunc i64 %55 to i32, !dbg !56
  br label %20, !dbg !56

20:                                               ; preds = %18, %7
  %21 = phi i32 [ %2, %7 ], [ %52, %18 ], !dbg !51
  %22 = phi i32 [ %9, %7 ], [ %53, %18 ], !dbg !57
  %23 = phi i32 [ %2, %7 ], [ %19, %18 ], !dbg !51
  %24 = phi i64 [ 0, %7 ], [ %54, %18 ], !dbg !58
  call void @llvm.dbg.value(metadata i32 %23, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %21, metadata !47, metadata !DIExpression()), !dbg !51
  %25 = icmp slt i32 %21, %9, !dbg !56
  br i1 %25, label %26, label %61, !dbg !59

26:                                               ; preds = %20
  %27 = sext i32 %23 to i64, !dbg !59
  %28 = sext i32 %21 to i64, !dbg !59
  %29 = sext i32 %9 to i64, !dbg !56
  br label %68, !dbg !59

30:                                               ; preds = %51, %16
  %31 = phi i64 [ %17, %16 ], [ %55, %51 ]
  %32 = phi i64 [ 0, %16 ], [ %54, %51 ]
  %33 = phi i32 [ %9, %16 ], [ %53, %51 ]
  %34 = phi i32 [ %2, %16 ], [ %52, %51 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !50, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %31, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %33, metadata !48, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %34, metadata !47, metadata !DIExpression()), !dbg !51
  %35 = sext i32 %34 to i64, !dbg !60
  %36 = getelementptr inbounds double, double* %0, i64 %35, !dbg !60
  %37 = load double, double* %36, align 8, !dbg !60, !tbaa !63
  %38 = sext i32 %33 to i64, !dbg !67
  %39 = getelementptr inbounds double, double* %0, i64 %38, !dbg !67
  %40 = load double, double* %39, align 8, !dbg !67, !tbaa !63
  %41 = fcmp ugt double %37, %40, !dbg !68
  br i1 %41, label %45, label %42, !dbg !69

42:                                               ; preds = %30
  %43 = add nsw i32 %34, 1, !dbg !70
  call void @llvm.dbg.value(metadata i32 %43, metadata !47, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %31, metadata !49, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !51
  %44 = getelementptr inbounds double, double* %1, i64 %31, !dbg !72
  store double %37, double* %44, align 8, !dbg !73, !tbaa !63
  br label %51, !dbg !74

45:                                               ; preds = %30
  %46 = add nsw i32 %33, 1, !dbg !75
  call void @llvm.dbg.value(metadata i32 %46, metadata !48, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %31, metadata !49, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !51
  %47 = getelementptr inbounds double, double* %1, i64 %31, !dbg !77
  store double %40, double* %47, align 8, !dbg !78, !tbaa !63
  %48 = sub nsw i32 %9, %34, !dbg !79
  %49 = sext i32 %48 to i64, !dbg !80
  %50 = add nsw i64 %32, %49, !dbg !81
  call void @llvm.dbg.value(metadata i64 %50, metadata !50, metadata !DIExpression()), !dbg !51
  br label %51

51:                                               ; preds = %45, %42
  %52 = phi i32 [ %43, %42 ], [ %34, %45 ], !dbg !51
  %53 = phi i32 [ %33, %42 ], [ %46, %45 ], !dbg !51
  %54 = phi i64 [ %32, %42 ], [ %50, %45 ], !dbg !51
  %55 = add i64 %31, 1, !dbg !82
  call void @llvm.dbg.value(metadata i64 %54, metadata !50, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %55, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %53, metadata !48, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %52, metadata !47, metadata !DIExpression()), !dbg !51
  %56 = icmp slt i32 %52, %9, !dbg !53
  %57 = icmp slt i32 %53, %3, !dbg !54
  %58 = select i1 %56, i1 %57, i1 false, !dbg !54
  br i1 %58, label %30, label %18, !dbg !55, !llvm.loop !83

59:                                               ; preds = %68
  %60 = trunc i64 %74 to i32, !dbg !87
  br label %61, !dbg !87

61:                                               ; preds = %59, %20
  %62 = phi i32 [ %23, %20 ], [ %60, %59 ], !dbg !51
  call void @llvm.dbg.value(metadata i32 %62, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %22, metadata !48, metadata !DIExpression()), !dbg !51
  %63 = icmp slt i32 %22, %3, !dbg !87
  br i1 %63, label %64, label %77, !dbg !88

64:                                               ; preds = %61
  %65 = sext i32 %62 to i64, !dbg !88
  %66 = sext i32 %22 to i64, !dbg !88
  %67 = sext i32 %3 to i64, !dbg !87
  br label %82, !dbg !88

68:                                               ; preds = %68, %26
  %69 = phi i64 [ %28, %26 ], [ %71, %68 ]
  %70 = phi i64 [ %27, %26 ], [ %74, %68 ]
  call void @llvm.dbg.value(metadata i64 %70, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %69, metadata !47, metadata !DIExpression()), !dbg !51
  %71 = add nsw i64 %69, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %71, metadata !47, metadata !DIExpression()), !dbg !51
  %72 = getelementptr inbounds double, double* %0, i64 %69, !dbg !90
  %73 = load double, double* %72, align 8, !dbg !90, !tbaa !63
  %74 = add nsw i64 %70, 1, !dbg !91
  call void @llvm.dbg.value(metadata i64 %74, metadata !49, metadata !DIExpression()), !dbg !51
  %75 = getelementptr inbounds double, double* %1, i64 %70, !dbg !92
  store double %73, double* %75, align 8, !dbg !93, !tbaa !63
  %76 = icmp eq i64 %71, %29, !dbg !56
  br i1 %76, label %59, label %68, !dbg !59, !llvm.loop !94

77:                                               ; preds = %82, %61
  call void @llvm.dbg.value(metadata i32 %2, metadata !49, metadata !DIExpression()), !dbg !51
  %78 = icmp sgt i32 %3, %2, !dbg !96
  br i1 %78, label %79, label %98, !dbg !99

79:                                               ; preds = %77
  %80 = sext i32 %2 to i64, !dbg !99
  %81 = sext i32 %3 to i64, !dbg !96
  br label %91, !dbg !99

82:                                               ; preds = %82, %64
  %83 = phi i64 [ %66, %64 ], [ %85, %82 ]
  %84 = phi i64 [ %65, %64 ], [ %88, %82 ]
  call void @llvm.dbg.value(metadata i64 %84, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %83, metadata !48, metadata !DIExpression()), !dbg !51
  %85 = add nsw i64 %83, 1, !dbg !100
  call void @llvm.dbg.value(metadata i64 %85, metadata !48, metadata !DIExpression()), !dbg !51
  %86 = getelementptr inbounds double, double* %0, i64 %83, !dbg !101
  %87 = load double, double* %86, align 8, !dbg !101, !tbaa !63
  %88 = add nsw i64 %84, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %88, metadata !49, metadata !DIExpression()), !dbg !51
  %89 = getelementptr inbounds double, double* %1, i64 %84, !dbg !103
  store double %87, double* %89, align 8, !dbg !104, !tbaa !63
  %90 = icmp eq i64 %85, %67, !dbg !87
  br i1 %90, label %77, label %82, !dbg !88, !llvm.loop !105

91:                                               ; preds = %91, %79
  %92 = phi i64 [ %80, %79 ], [ %96, %91 ]
  call void @llvm.dbg.value(metadata i64 %92, metadata !49, metadata !DIExpression()), !dbg !51
  %93 = getelementptr inbounds double, double* %1, i64 %92, !dbg !107
  %94 = load double, double* %93, align 8, !dbg !107, !tbaa !63
  %95 = getelementptr inbounds double, double* %0, i64 %92, !dbg !108
  store double %94, double* %95, align 8, !dbg !109, !tbaa !63
  %96 = add nsw i64 %92, 1, !dbg !110
  call void @llvm.dbg.value(metadata i64 %96, metadata !49, metadata !DIExpression()), !dbg !51
  %97 = icmp eq i64 %96, %81, !dbg !96
  br i1 %97, label %98, label %91, !dbg !99, !llvm.loop !111

98:                                               ; preds = %91, %77
  %99 = add nsw i64 %12, %24, !dbg !113
  br label %100

100:                                              ; preds = %4, %98
  %101 = phi i64 [ %99, %98 ], [ 0, %4 ], !dbg !28
  ret i64 %101, !dbg !114
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !115 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !119, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i8** %1, metadata !120, metadata !DIExpression()), !dbg !132
  %3 = icmp sgt i32 %0, 1, !dbg !133
  br i1 %3, label %4, label %9, !dbg !134

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !135
  %6 = load i8*, i8** %5, align 8, !dbg !135, !tbaa !136
  call void @llvm.dbg.value(metadata i8* %6, metadata !138, metadata !DIExpression()) #7, !dbg !146
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !148
  %8 = trunc i64 %7 to i32, !dbg !149
  br label %9, !dbg !134

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 16000, %2 ], !dbg !134
  call void @llvm.dbg.value(metadata i32 %10, metadata !121, metadata !DIExpression()), !dbg !132
  %11 = sext i32 %10 to i64, !dbg !150
  %12 = shl nsw i64 %11, 3, !dbg !151
  %13 = call noalias i8* @malloc(i64 noundef %12) #7, !dbg !152
  %14 = bitcast i8* %13 to double*, !dbg !152
  call void @llvm.dbg.value(metadata double* %14, metadata !122, metadata !DIExpression()), !dbg !132
  %15 = call noalias i8* @malloc(i64 noundef %12) #7, !dbg !153
  %16 = bitcast i8* %15 to double*, !dbg !153
  call void @llvm.dbg.value(metadata double* %16, metadata !123, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 5, metadata !124, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !126, metadata !DIExpression()), !dbg !154
  %17 = icmp sgt i32 %10, 0, !dbg !155
  br i1 %17, label %18, label %20, !dbg !157

18:                                               ; preds = %9
  %19 = zext i32 %10 to i64, !dbg !155
  br label %25, !dbg !157

20:                                               ; preds = %25, %9
  %21 = call i64 @kernel_mergesort(double* noundef %14, double* noundef %16, i32 noundef 0, i32 noundef %10), !dbg !158
  call void @llvm.dbg.value(metadata i64 %21, metadata !128, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !129, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !130, metadata !DIExpression()), !dbg !159
  %22 = icmp sgt i32 %10, 0, !dbg !160
  br i1 %22, label %23, label %36, !dbg !162

23:                                               ; preds = %20
  %24 = sext i32 %10 to i64, !dbg !162
  br label %39, !dbg !162

25:                                               ; preds = %18, %25
  %26 = phi i64 [ 0, %18 ], [ %34, %25 ]
  %27 = phi i32 [ 5, %18 ], [ %29, %25 ]
  call void @llvm.dbg.value(metadata i32 %27, metadata !124, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i64 %26, metadata !126, metadata !DIExpression()), !dbg !154
  %28 = mul i32 %27, 1664525, !dbg !163
  %29 = add i32 %28, 1013904223, !dbg !165
  call void @llvm.dbg.value(metadata i32 %29, metadata !124, metadata !DIExpression()), !dbg !132
  %30 = lshr i32 %29, 12, !dbg !166
  %31 = uitofp i32 %30 to double, !dbg !167
  %32 = fmul double %31, 0x3F50000000000000, !dbg !168
  %33 = getelementptr inbounds double, double* %14, i64 %26, !dbg !169
  store double %32, double* %33, align 8, !dbg !170, !tbaa !63
  %34 = add nuw nsw i64 %26, 1, !dbg !171
  call void @llvm.dbg.value(metadata i64 %34, metadata !126, metadata !DIExpression()), !dbg !154
  %35 = icmp eq i64 %34, %19, !dbg !155
  br i1 %35, label %20, label %25, !dbg !157, !llvm.loop !172

36:                                               ; preds = %39, %20
  %37 = phi double [ 0.000000e+00, %20 ], [ %44, %39 ], !dbg !132
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i64 noundef %21, double noundef %37), !dbg !174
  call void @free(i8* noundef %13) #7, !dbg !175
  call void @free(i8* noundef %15) #7, !dbg !176
  ret i32 0, !dbg !177

39:                                               ; preds = %23, %39
  %40 = phi i64 [ 0, %23 ], [ %45, %39 ]
  %41 = phi double [ 0.000000e+00, %23 ], [ %44, %39 ]
  call void @llvm.dbg.value(metadata i64 %40, metadata !130, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata double %41, metadata !129, metadata !DIExpression()), !dbg !132
  %42 = getelementptr inbounds double, double* %14, i64 %40, !dbg !178
  %43 = load double, double* %42, align 8, !dbg !178, !tbaa !63
  %44 = fadd double %41, %43, !dbg !179
  call void @llvm.dbg.value(metadata double %44, metadata !129, metadata !DIExpression()), !dbg !132
  %45 = add nuw nsw i64 %40, 50, !dbg !180
  call void @llvm.dbg.value(metadata i64 %45, metadata !130, metadata !DIExpression()), !dbg !159
  %46 = icmp slt i64 %45, %24, !dbg !160
  br i1 %46, label %39, label %36, !dbg !162, !llvm.loop !181
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mergesort.c", directory: ".", checksumkind: CSK_MD5, checksum: "b19ea1356eb6bb22427f79ecc2373ee5")
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
!16 = distinct !DISubprogram(name: "kernel_mergesort", scope: !1, file: !1, line: 28, type: !17, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !20, !20, !4, !4}
!19 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!21 = !{!22, !23, !24, !25, !26, !27}
!22 = !DILocalVariable(name: "a", arg: 1, scope: !16, file: !1, line: 28, type: !20)
!23 = !DILocalVariable(name: "tmp", arg: 2, scope: !16, file: !1, line: 28, type: !20)
!24 = !DILocalVariable(name: "lo", arg: 3, scope: !16, file: !1, line: 28, type: !4)
!25 = !DILocalVariable(name: "hi", arg: 4, scope: !16, file: !1, line: 28, type: !4)
!26 = !DILocalVariable(name: "mid", scope: !16, file: !1, line: 32, type: !4)
!27 = !DILocalVariable(name: "inv", scope: !16, file: !1, line: 33, type: !19)
!28 = !DILocation(line: 0, scope: !16)
!29 = !DILocation(line: 30, column: 10, scope: !30)
!30 = distinct !DILexicalBlock(scope: !16, file: !1, line: 30, column: 7)
!31 = !DILocation(line: 30, column: 15, scope: !30)
!32 = !DILocation(line: 30, column: 7, scope: !16)
!33 = !DILocation(line: 32, column: 17, scope: !16)
!34 = !DILocation(line: 32, column: 23, scope: !16)
!35 = !DILocation(line: 33, column: 14, scope: !16)
!36 = !DILocation(line: 34, column: 10, scope: !16)
!37 = !DILocation(line: 34, column: 7, scope: !16)
!38 = !DILocalVariable(name: "a", arg: 1, scope: !39, file: !1, line: 7, type: !20)
!39 = distinct !DISubprogram(name: "merge", scope: !1, file: !1, line: 7, type: !40, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!19, !20, !20, !4, !4, !4}
!42 = !{!38, !43, !44, !45, !46, !47, !48, !49, !50}
!43 = !DILocalVariable(name: "tmp", arg: 2, scope: !39, file: !1, line: 7, type: !20)
!44 = !DILocalVariable(name: "lo", arg: 3, scope: !39, file: !1, line: 7, type: !4)
!45 = !DILocalVariable(name: "mid", arg: 4, scope: !39, file: !1, line: 7, type: !4)
!46 = !DILocalVariable(name: "hi", arg: 5, scope: !39, file: !1, line: 7, type: !4)
!47 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 9, type: !4)
!48 = !DILocalVariable(name: "j", scope: !39, file: !1, line: 9, type: !4)
!49 = !DILocalVariable(name: "k", scope: !39, file: !1, line: 9, type: !4)
!50 = !DILocalVariable(name: "inv", scope: !39, file: !1, line: 10, type: !19)
!51 = !DILocation(line: 0, scope: !39, inlinedAt: !52)
!52 = distinct !DILocation(line: 35, column: 16, scope: !16)
!53 = !DILocation(line: 11, column: 12, scope: !39, inlinedAt: !52)
!54 = !DILocation(line: 11, column: 18, scope: !39, inlinedAt: !52)
!55 = !DILocation(line: 11, column: 3, scope: !39, inlinedAt: !52)
!56 = !DILocation(line: 19, column: 12, scope: !39, inlinedAt: !52)
!57 = !DILocation(line: 9, column: 15, scope: !39, inlinedAt: !52)
!58 = !DILocation(line: 10, column: 8, scope: !39, inlinedAt: !52)
!59 = !DILocation(line: 19, column: 3, scope: !39, inlinedAt: !52)
!60 = !DILocation(line: 12, column: 9, scope: !61, inlinedAt: !52)
!61 = distinct !DILexicalBlock(scope: !62, file: !1, line: 12, column: 9)
!62 = distinct !DILexicalBlock(scope: !39, file: !1, line: 11, column: 29)
!63 = !{!64, !64, i64 0}
!64 = !{!"double", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 12, column: 17, scope: !61, inlinedAt: !52)
!68 = !DILocation(line: 12, column: 14, scope: !61, inlinedAt: !52)
!69 = !DILocation(line: 12, column: 9, scope: !62, inlinedAt: !52)
!70 = !DILocation(line: 13, column: 21, scope: !71, inlinedAt: !52)
!71 = distinct !DILexicalBlock(scope: !61, file: !1, line: 12, column: 23)
!72 = !DILocation(line: 13, column: 7, scope: !71, inlinedAt: !52)
!73 = !DILocation(line: 13, column: 16, scope: !71, inlinedAt: !52)
!74 = !DILocation(line: 14, column: 5, scope: !71, inlinedAt: !52)
!75 = !DILocation(line: 15, column: 21, scope: !76, inlinedAt: !52)
!76 = distinct !DILexicalBlock(scope: !61, file: !1, line: 14, column: 12)
!77 = !DILocation(line: 15, column: 7, scope: !76, inlinedAt: !52)
!78 = !DILocation(line: 15, column: 16, scope: !76, inlinedAt: !52)
!79 = !DILocation(line: 16, column: 18, scope: !76, inlinedAt: !52)
!80 = !DILocation(line: 16, column: 14, scope: !76, inlinedAt: !52)
!81 = !DILocation(line: 16, column: 11, scope: !76, inlinedAt: !52)
!82 = !DILocation(line: 0, scope: !61, inlinedAt: !52)
!83 = distinct !{!83, !55, !84, !85, !86}
!84 = !DILocation(line: 18, column: 3, scope: !39, inlinedAt: !52)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !{!"llvm.loop.unroll.disable"}
!87 = !DILocation(line: 21, column: 12, scope: !39, inlinedAt: !52)
!88 = !DILocation(line: 21, column: 3, scope: !39, inlinedAt: !52)
!89 = !DILocation(line: 20, column: 19, scope: !39, inlinedAt: !52)
!90 = !DILocation(line: 20, column: 16, scope: !39, inlinedAt: !52)
!91 = !DILocation(line: 20, column: 10, scope: !39, inlinedAt: !52)
!92 = !DILocation(line: 20, column: 5, scope: !39, inlinedAt: !52)
!93 = !DILocation(line: 20, column: 14, scope: !39, inlinedAt: !52)
!94 = distinct !{!94, !59, !95, !85, !86}
!95 = !DILocation(line: 20, column: 21, scope: !39, inlinedAt: !52)
!96 = !DILocation(line: 23, column: 18, scope: !97, inlinedAt: !52)
!97 = distinct !DILexicalBlock(scope: !98, file: !1, line: 23, column: 3)
!98 = distinct !DILexicalBlock(scope: !39, file: !1, line: 23, column: 3)
!99 = !DILocation(line: 23, column: 3, scope: !98, inlinedAt: !52)
!100 = !DILocation(line: 22, column: 19, scope: !39, inlinedAt: !52)
!101 = !DILocation(line: 22, column: 16, scope: !39, inlinedAt: !52)
!102 = !DILocation(line: 22, column: 10, scope: !39, inlinedAt: !52)
!103 = !DILocation(line: 22, column: 5, scope: !39, inlinedAt: !52)
!104 = !DILocation(line: 22, column: 14, scope: !39, inlinedAt: !52)
!105 = distinct !{!105, !88, !106, !85, !86}
!106 = !DILocation(line: 22, column: 21, scope: !39, inlinedAt: !52)
!107 = !DILocation(line: 24, column: 12, scope: !97, inlinedAt: !52)
!108 = !DILocation(line: 24, column: 5, scope: !97, inlinedAt: !52)
!109 = !DILocation(line: 24, column: 10, scope: !97, inlinedAt: !52)
!110 = !DILocation(line: 23, column: 25, scope: !97, inlinedAt: !52)
!111 = distinct !{!111, !99, !112, !85, !86}
!112 = !DILocation(line: 24, column: 17, scope: !98, inlinedAt: !52)
!113 = !DILocation(line: 35, column: 14, scope: !16)
!114 = !DILocation(line: 36, column: 1, scope: !16)
!115 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !116, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!4, !4, !5}
!118 = !{!119, !120, !121, !122, !123, !124, !126, !128, !129, !130}
!119 = !DILocalVariable(name: "argc", arg: 1, scope: !115, file: !1, line: 38, type: !4)
!120 = !DILocalVariable(name: "argv", arg: 2, scope: !115, file: !1, line: 38, type: !5)
!121 = !DILocalVariable(name: "n", scope: !115, file: !1, line: 40, type: !4)
!122 = !DILocalVariable(name: "a", scope: !115, file: !1, line: 41, type: !20)
!123 = !DILocalVariable(name: "tmp", scope: !115, file: !1, line: 42, type: !20)
!124 = !DILocalVariable(name: "s", scope: !115, file: !1, line: 43, type: !125)
!125 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!126 = !DILocalVariable(name: "i", scope: !127, file: !1, line: 44, type: !4)
!127 = distinct !DILexicalBlock(scope: !115, file: !1, line: 44, column: 3)
!128 = !DILocalVariable(name: "inv", scope: !115, file: !1, line: 48, type: !19)
!129 = !DILocalVariable(name: "chk", scope: !115, file: !1, line: 49, type: !3)
!130 = !DILocalVariable(name: "i", scope: !131, file: !1, line: 50, type: !4)
!131 = distinct !DILexicalBlock(scope: !115, file: !1, line: 50, column: 3)
!132 = !DILocation(line: 0, scope: !115)
!133 = !DILocation(line: 40, column: 16, scope: !115)
!134 = !DILocation(line: 40, column: 11, scope: !115)
!135 = !DILocation(line: 40, column: 27, scope: !115)
!136 = !{!137, !137, i64 0}
!137 = !{!"any pointer", !65, i64 0}
!138 = !DILocalVariable(name: "__nptr", arg: 1, scope: !139, file: !140, line: 362, type: !143)
!139 = distinct !DISubprogram(name: "atoi", scope: !140, file: !140, line: 362, type: !141, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !145)
!140 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!141 = !DISubroutineType(types: !142)
!142 = !{!4, !143}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!145 = !{!138}
!146 = !DILocation(line: 0, scope: !139, inlinedAt: !147)
!147 = distinct !DILocation(line: 40, column: 22, scope: !115)
!148 = !DILocation(line: 364, column: 16, scope: !139, inlinedAt: !147)
!149 = !DILocation(line: 364, column: 10, scope: !139, inlinedAt: !147)
!150 = !DILocation(line: 41, column: 22, scope: !115)
!151 = !DILocation(line: 41, column: 24, scope: !115)
!152 = !DILocation(line: 41, column: 15, scope: !115)
!153 = !DILocation(line: 42, column: 17, scope: !115)
!154 = !DILocation(line: 0, scope: !127)
!155 = !DILocation(line: 44, column: 21, scope: !156)
!156 = distinct !DILexicalBlock(scope: !127, file: !1, line: 44, column: 3)
!157 = !DILocation(line: 44, column: 3, scope: !127)
!158 = !DILocation(line: 48, column: 14, scope: !115)
!159 = !DILocation(line: 0, scope: !131)
!160 = !DILocation(line: 50, column: 21, scope: !161)
!161 = distinct !DILexicalBlock(scope: !131, file: !1, line: 50, column: 3)
!162 = !DILocation(line: 50, column: 3, scope: !131)
!163 = !DILocation(line: 45, column: 11, scope: !164)
!164 = distinct !DILexicalBlock(scope: !156, file: !1, line: 44, column: 31)
!165 = !DILocation(line: 45, column: 22, scope: !164)
!166 = !DILocation(line: 46, column: 23, scope: !164)
!167 = !DILocation(line: 46, column: 12, scope: !164)
!168 = !DILocation(line: 46, column: 30, scope: !164)
!169 = !DILocation(line: 46, column: 5, scope: !164)
!170 = !DILocation(line: 46, column: 10, scope: !164)
!171 = !DILocation(line: 44, column: 27, scope: !156)
!172 = distinct !{!172, !157, !173, !85, !86}
!173 = !DILocation(line: 47, column: 3, scope: !127)
!174 = !DILocation(line: 52, column: 3, scope: !115)
!175 = !DILocation(line: 53, column: 3, scope: !115)
!176 = !DILocation(line: 54, column: 3, scope: !115)
!177 = !DILocation(line: 55, column: 3, scope: !115)
!178 = !DILocation(line: 51, column: 12, scope: !161)
!179 = !DILocation(line: 51, column: 9, scope: !161)
!180 = !DILocation(line: 50, column: 28, scope: !161)
!181 = distinct !{!181, !162, !182, !85, !86}
!182 = !DILocation(line: 51, column: 15, scope: !131)
