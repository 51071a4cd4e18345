; ModuleID = 'memalign_jacobi1d.c'
source_filename = "memalign_jacobi1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kernel_jacobi1d(i32 noundef %0, i32 noundef %1, double* nocapture noundef %2, double* nocapture noundef %3) local_unnamed_addr #0 !dbg !17 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %1, metadata !23, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %2, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %3, metadata !25, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !34
  %5 = icmp sgt i32 %1, 0, !dbg !35
  br i1 %5, label %6, label %14, !dbg !36

6:                                                ; preds = %4
  %7 = add i32 %0, -1
  %8 = icmp sgt i32 %0, 2
  %9 = zext i32 %7 to i64
  br label %10, !dbg !36

10:                                               ; preds = %6, %15
  %11 = phi i32 [ 0, %6 ], [ %16, %15 ]
  %12 = phi double* [ %2, %6 ], [ %13, %15 ]
  %13 = phi double* [ %3, %6 ], [ %12, %15 ]
  call void @llvm.dbg.value(metadata i32 %11, metadata !27, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double* %12, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %13, metadata !25, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression()), !dbg !37
  br i1 %8, label %18, label %15, !dbg !38

14:                                               ; preds = %15, %4
  ret void, !dbg !39

15:                                               ; preds = %18, %10
  call void @llvm.dbg.value(metadata double* %12, metadata !26, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %13, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %12, metadata !25, metadata !DIExpression()), !dbg !33
  %16 = add nuw nsw i32 %11, 1, !dbg !40
  call void @llvm.dbg.value(metadata i32 %16, metadata !27, metadata !DIExpression()), !dbg !34
  %17 = icmp eq i32 %16, %1, !dbg !35
  br i1 %17, label %14, label %10, !dbg !36, !llvm.loop !41

18:                                               ; preds = %10, %18
  %19 = phi i64 [ %26, %18 ], [ 1, %10 ]
  call void @llvm.dbg.value(metadata i64 %19, metadata !29, metadata !DIExpression()), !dbg !37
  %20 = add nsw i64 %19, -1, !dbg !45
  %21 = getelementptr inbounds double, double* %12, i64 %20, !dbg !47
  %22 = load double, double* %21, align 8, !dbg !47, !tbaa !48
  %23 = getelementptr inbounds double, double* %12, i64 %19, !dbg !52
  %24 = load double, double* %23, align 8, !dbg !52, !tbaa !48
  %25 = fadd double %22, %24, !dbg !53
  %26 = add nuw nsw i64 %19, 1, !dbg !54
  %27 = getelementptr inbounds double, double* %12, i64 %26, !dbg !55
  %28 = load double, double* %27, align 8, !dbg !55, !tbaa !48
  %29 = fadd double %25, %28, !dbg !56
  %30 = fmul double %29, 3.333300e-01, !dbg !57
  %31 = getelementptr inbounds double, double* %13, i64 %19, !dbg !58
  store double %30, double* %31, align 8, !dbg !59, !tbaa !48
  call void @llvm.dbg.value(metadata i64 %26, metadata !29, metadata !DIExpression()), !dbg !37
  %32 = icmp eq i64 %26, %9, !dbg !60
  br i1 %32, label %15, label %18, !dbg !38, !llvm.loop !61
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !63 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !67, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i8** %1, metadata !68, metadata !DIExpression()), !dbg !79
  %5 = icmp sgt i32 %0, 1, !dbg !80
  br i1 %5, label %6, label %11, !dbg !81

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !82
  %8 = load i8*, i8** %7, align 8, !dbg !82, !tbaa !83
  call void @llvm.dbg.value(metadata i8* %8, metadata !85, metadata !DIExpression()) #7, !dbg !93
  %9 = call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #7, !dbg !95
  %10 = trunc i64 %9 to i32, !dbg !96
  br label %11, !dbg !81

11:                                               ; preds = %2, %6
  %12 = phi i32 [ %10, %6 ], [ 6000, %2 ], !dbg !81
  call void @llvm.dbg.value(metadata i32 %12, metadata !69, metadata !DIExpression()), !dbg !79
  %13 = icmp sgt i32 %0, 2, !dbg !97
  br i1 %13, label %14, label %19, !dbg !98

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !99
  %16 = load i8*, i8** %15, align 8, !dbg !99, !tbaa !83
  call void @llvm.dbg.value(metadata i8* %16, metadata !85, metadata !DIExpression()) #7, !dbg !100
  %17 = call i64 @strtol(i8* nocapture noundef nonnull %16, i8** noundef null, i32 noundef 10) #7, !dbg !102
  %18 = trunc i64 %17 to i32, !dbg !103
  br label %19, !dbg !98

19:                                               ; preds = %11, %14
  %20 = phi i32 [ %18, %14 ], [ 20, %11 ], !dbg !98
  call void @llvm.dbg.value(metadata i32 %20, metadata !70, metadata !DIExpression()), !dbg !79
  %21 = bitcast double** %3 to i8*, !dbg !104
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #7, !dbg !104
  %22 = bitcast double** %4 to i8*, !dbg !104
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #7, !dbg !104
  %23 = bitcast double** %3 to i8**, !dbg !105
  %24 = sext i32 %12 to i64, !dbg !107
  %25 = shl nsw i64 %24, 3, !dbg !108
  call void @llvm.dbg.value(metadata double** %3, metadata !71, metadata !DIExpression(DW_OP_deref)), !dbg !79
  %26 = call i32 @posix_memalign(i8** noundef nonnull %23, i64 noundef 64, i64 noundef %25) #7, !dbg !109
  %27 = icmp eq i32 %26, 0, !dbg !110
  br i1 %27, label %28, label %99, !dbg !111

28:                                               ; preds = %19
  %29 = bitcast double** %4 to i8**, !dbg !112
  call void @llvm.dbg.value(metadata double** %4, metadata !72, metadata !DIExpression(DW_OP_deref)), !dbg !79
  %30 = call i32 @posix_memalign(i8** noundef nonnull %29, i64 noundef 64, i64 noundef %25) #7, !dbg !114
  %31 = icmp eq i32 %30, 0, !dbg !115
  br i1 %31, label %32, label %99, !dbg !116

32:                                               ; preds = %28
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !117
  %33 = icmp sgt i32 %12, 0, !dbg !118
  br i1 %33, label %34, label %38, !dbg !120

34:                                               ; preds = %32
  %35 = load double*, double** %3, align 8, !tbaa !83
  %36 = load double*, double** %4, align 8, !tbaa !83
  %37 = zext i32 %12 to i64, !dbg !118
  br label %77, !dbg !120

38:                                               ; preds = %77, %32
  call void @llvm.dbg.value(metadata double* undef, metadata !71, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double* undef, metadata !72, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 %12, metadata !22, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %20, metadata !23, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double* undef, metadata !24, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double* undef, metadata !25, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !123
  %39 = icmp sgt i32 %20, 0, !dbg !124
  br i1 %39, label %40, label %68, !dbg !125

40:                                               ; preds = %38
  %41 = load double*, double** %4, align 8, !dbg !126, !tbaa !83
  call void @llvm.dbg.value(metadata double* %41, metadata !72, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double* %41, metadata !25, metadata !DIExpression()), !dbg !121
  %42 = load double*, double** %3, align 8, !dbg !127, !tbaa !83
  call void @llvm.dbg.value(metadata double* %42, metadata !71, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double* %42, metadata !24, metadata !DIExpression()), !dbg !121
  %43 = add i32 %12, -1
  %44 = icmp sgt i32 %12, 2
  %45 = zext i32 %43 to i64
  br label %46, !dbg !125

46:                                               ; preds = %50, %40
  %47 = phi i32 [ 0, %40 ], [ %51, %50 ]
  %48 = phi double* [ %42, %40 ], [ %49, %50 ]
  %49 = phi double* [ %41, %40 ], [ %48, %50 ]
  call void @llvm.dbg.value(metadata i32 %47, metadata !27, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double* %48, metadata !24, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double* %49, metadata !25, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression()), !dbg !128
  br i1 %44, label %53, label %50, !dbg !129

50:                                               ; preds = %53, %46
  call void @llvm.dbg.value(metadata double* %48, metadata !26, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double* %49, metadata !24, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double* %48, metadata !25, metadata !DIExpression()), !dbg !121
  %51 = add nuw nsw i32 %47, 1, !dbg !130
  call void @llvm.dbg.value(metadata i32 %51, metadata !27, metadata !DIExpression()), !dbg !123
  %52 = icmp eq i32 %51, %20, !dbg !124
  br i1 %52, label %68, label %46, !dbg !125, !llvm.loop !131

53:                                               ; preds = %46, %53
  %54 = phi i64 [ %61, %53 ], [ 1, %46 ]
  call void @llvm.dbg.value(metadata i64 %54, metadata !29, metadata !DIExpression()), !dbg !128
  %55 = add nsw i64 %54, -1, !dbg !133
  %56 = getelementptr inbounds double, double* %48, i64 %55, !dbg !134
  %57 = load double, double* %56, align 8, !dbg !134, !tbaa !48
  %58 = getelementptr inbounds double, double* %48, i64 %54, !dbg !135
  %59 = load double, double* %58, align 8, !dbg !135, !tbaa !48
  %60 = fadd double %57, %59, !dbg !136
  %61 = add nuw nsw i64 %54, 1, !dbg !137
  %62 = getelementptr inbounds double, double* %48, i64 %61, !dbg !138
  %63 = load double, double* %62, align 8, !dbg !138, !tbaa !48
  %64 = fadd double %60, %63, !dbg !139
  %65 = fmul double %64, 3.333300e-01, !dbg !140
  %66 = getelementptr inbounds double, double* %49, i64 %54, !dbg !141
  store double %65, double* %66, align 8, !dbg !142, !tbaa !48
  call void @llvm.dbg.value(metadata i64 %61, metadata !29, metadata !DIExpression()), !dbg !128
  %67 = icmp eq i64 %61, %45, !dbg !143
  br i1 %67, label %50, label %53, !dbg !129, !llvm.loop !144

68:                                               ; preds = %50, %38
  %69 = and i32 %20, 1, !dbg !146
  %70 = icmp eq i32 %69, 0, !dbg !146
  %71 = load double*, double** %3, align 8, !dbg !147
  call void @llvm.dbg.value(metadata double* %71, metadata !71, metadata !DIExpression()), !dbg !79
  %72 = load double*, double** %4, align 8, !dbg !147
  call void @llvm.dbg.value(metadata double* %72, metadata !72, metadata !DIExpression()), !dbg !79
  %73 = select i1 %70, double* %71, double* %72, !dbg !147
  call void @llvm.dbg.value(metadata double* %73, metadata !75, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !148
  %74 = icmp sgt i32 %12, 0, !dbg !149
  br i1 %74, label %75, label %86, !dbg !151

75:                                               ; preds = %68
  %76 = zext i32 %12 to i64, !dbg !149
  br label %91, !dbg !151

77:                                               ; preds = %34, %77
  %78 = phi i64 [ 0, %34 ], [ %84, %77 ]
  call void @llvm.dbg.value(metadata i64 %78, metadata !73, metadata !DIExpression()), !dbg !117
  %79 = trunc i64 %78 to i32, !dbg !152
  %80 = urem i32 %79, 10, !dbg !152
  %81 = sitofp i32 %80 to double, !dbg !154
  call void @llvm.dbg.value(metadata double* %35, metadata !71, metadata !DIExpression()), !dbg !79
  %82 = getelementptr inbounds double, double* %35, i64 %78, !dbg !155
  store double %81, double* %82, align 8, !dbg !156, !tbaa !48
  call void @llvm.dbg.value(metadata double* %36, metadata !72, metadata !DIExpression()), !dbg !79
  %83 = getelementptr inbounds double, double* %36, i64 %78, !dbg !157
  store double %81, double* %83, align 8, !dbg !158, !tbaa !48
  %84 = add nuw nsw i64 %78, 1, !dbg !159
  call void @llvm.dbg.value(metadata i64 %84, metadata !73, metadata !DIExpression()), !dbg !117
  %85 = icmp eq i64 %84, %37, !dbg !118
  br i1 %85, label %38, label %77, !dbg !120, !llvm.loop !160

86:                                               ; preds = %91, %68
  %87 = phi double [ 0.000000e+00, %68 ], [ %96, %91 ], !dbg !79
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %87), !dbg !162
  %89 = load i8*, i8** %23, align 8, !dbg !163, !tbaa !83
  call void @llvm.dbg.value(metadata double* undef, metadata !71, metadata !DIExpression()), !dbg !79
  call void @free(i8* noundef %89) #7, !dbg !164
  %90 = load i8*, i8** %29, align 8, !dbg !165, !tbaa !83
  call void @llvm.dbg.value(metadata double* undef, metadata !72, metadata !DIExpression()), !dbg !79
  call void @free(i8* noundef %90) #7, !dbg !166
  br label %99

91:                                               ; preds = %75, %91
  %92 = phi i64 [ 0, %75 ], [ %97, %91 ]
  %93 = phi double [ 0.000000e+00, %75 ], [ %96, %91 ]
  call void @llvm.dbg.value(metadata i64 %92, metadata !77, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata double %93, metadata !76, metadata !DIExpression()), !dbg !79
  %94 = getelementptr inbounds double, double* %73, i64 %92, !dbg !167
  %95 = load double, double* %94, align 8, !dbg !167, !tbaa !48
  %96 = fadd double %93, %95, !dbg !168
  call void @llvm.dbg.value(metadata double %96, metadata !76, metadata !DIExpression()), !dbg !79
  %97 = add nuw nsw i64 %92, 1, !dbg !169
  call void @llvm.dbg.value(metadata i64 %97, metadata !77, metadata !DIExpression()), !dbg !148
  %98 = icmp eq i64 %97, %76, !dbg !149
  br i1 %98, label %86, label %91, !dbg !151, !llvm.loop !170

99:                                               ; preds = %28, %19, %86
  %100 = phi i32 [ 0, %86 ], [ 1, %19 ], [ 1, %28 ], !dbg !79
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #7, !dbg !172
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #7, !dbg !172
  ret i32 %100, !dbg !172
}

; Function Attrs: nofree nounwind
declare !dbg !173 i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "memalign_jacobi1d.c", directory: ".", checksumkind: CSK_MD5, checksum: "26cb2de98ca2bd85d57df7ce419a83a5")
!2 = !{!3, !5, !6, !7, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "kernel_jacobi1d", scope: !1, file: !1, line: 7, type: !18, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !6, !6, !20, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!21 = !{!22, !23, !24, !25, !26, !27, !29}
!22 = !DILocalVariable(name: "n", arg: 1, scope: !17, file: !1, line: 7, type: !6)
!23 = !DILocalVariable(name: "steps", arg: 2, scope: !17, file: !1, line: 7, type: !6)
!24 = !DILocalVariable(name: "a", arg: 3, scope: !17, file: !1, line: 7, type: !20)
!25 = !DILocalVariable(name: "b", arg: 4, scope: !17, file: !1, line: 7, type: !20)
!26 = !DILocalVariable(name: "t", scope: !17, file: !1, line: 9, type: !20)
!27 = !DILocalVariable(name: "s", scope: !28, file: !1, line: 10, type: !6)
!28 = distinct !DILexicalBlock(scope: !17, file: !1, line: 10, column: 3)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 11, type: !6)
!30 = distinct !DILexicalBlock(scope: !31, file: !1, line: 11, column: 5)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 10, column: 35)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 10, column: 3)
!33 = !DILocation(line: 0, scope: !17)
!34 = !DILocation(line: 0, scope: !28)
!35 = !DILocation(line: 10, column: 21, scope: !32)
!36 = !DILocation(line: 10, column: 3, scope: !28)
!37 = !DILocation(line: 0, scope: !30)
!38 = !DILocation(line: 11, column: 5, scope: !30)
!39 = !DILocation(line: 17, column: 1, scope: !17)
!40 = !DILocation(line: 10, column: 31, scope: !32)
!41 = distinct !{!41, !36, !42, !43, !44}
!42 = !DILocation(line: 16, column: 3, scope: !28)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = !DILocation(line: 12, column: 29, scope: !46)
!46 = distinct !DILexicalBlock(scope: !30, file: !1, line: 11, column: 5)
!47 = !DILocation(line: 12, column: 25, scope: !46)
!48 = !{!49, !49, i64 0}
!49 = !{!"double", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 12, column: 36, scope: !46)
!53 = !DILocation(line: 12, column: 34, scope: !46)
!54 = !DILocation(line: 12, column: 47, scope: !46)
!55 = !DILocation(line: 12, column: 43, scope: !46)
!56 = !DILocation(line: 12, column: 41, scope: !46)
!57 = !DILocation(line: 12, column: 22, scope: !46)
!58 = !DILocation(line: 12, column: 7, scope: !46)
!59 = !DILocation(line: 12, column: 12, scope: !46)
!60 = !DILocation(line: 11, column: 23, scope: !46)
!61 = distinct !{!61, !38, !62, !43, !44}
!62 = !DILocation(line: 12, column: 51, scope: !30)
!63 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !64, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!6, !6, !7}
!66 = !{!67, !68, !69, !70, !71, !72, !73, !75, !76, !77}
!67 = !DILocalVariable(name: "argc", arg: 1, scope: !63, file: !1, line: 19, type: !6)
!68 = !DILocalVariable(name: "argv", arg: 2, scope: !63, file: !1, line: 19, type: !7)
!69 = !DILocalVariable(name: "n", scope: !63, file: !1, line: 21, type: !6)
!70 = !DILocalVariable(name: "steps", scope: !63, file: !1, line: 22, type: !6)
!71 = !DILocalVariable(name: "a", scope: !63, file: !1, line: 23, type: !20)
!72 = !DILocalVariable(name: "b", scope: !63, file: !1, line: 23, type: !20)
!73 = !DILocalVariable(name: "i", scope: !74, file: !1, line: 28, type: !6)
!74 = distinct !DILexicalBlock(scope: !63, file: !1, line: 28, column: 3)
!75 = !DILocalVariable(name: "r", scope: !63, file: !1, line: 34, type: !20)
!76 = !DILocalVariable(name: "s", scope: !63, file: !1, line: 35, type: !5)
!77 = !DILocalVariable(name: "i", scope: !78, file: !1, line: 36, type: !6)
!78 = distinct !DILexicalBlock(scope: !63, file: !1, line: 36, column: 3)
!79 = !DILocation(line: 0, scope: !63)
!80 = !DILocation(line: 21, column: 16, scope: !63)
!81 = !DILocation(line: 21, column: 11, scope: !63)
!82 = !DILocation(line: 21, column: 27, scope: !63)
!83 = !{!84, !84, i64 0}
!84 = !{!"any pointer", !50, i64 0}
!85 = !DILocalVariable(name: "__nptr", arg: 1, scope: !86, file: !87, line: 362, type: !90)
!86 = distinct !DISubprogram(name: "atoi", scope: !87, file: !87, line: 362, type: !88, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !92)
!87 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!88 = !DISubroutineType(types: !89)
!89 = !{!6, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!92 = !{!85}
!93 = !DILocation(line: 0, scope: !86, inlinedAt: !94)
!94 = distinct !DILocation(line: 21, column: 22, scope: !63)
!95 = !DILocation(line: 364, column: 16, scope: !86, inlinedAt: !94)
!96 = !DILocation(line: 364, column: 10, scope: !86, inlinedAt: !94)
!97 = !DILocation(line: 22, column: 20, scope: !63)
!98 = !DILocation(line: 22, column: 15, scope: !63)
!99 = !DILocation(line: 22, column: 31, scope: !63)
!100 = !DILocation(line: 0, scope: !86, inlinedAt: !101)
!101 = distinct !DILocation(line: 22, column: 26, scope: !63)
!102 = !DILocation(line: 364, column: 16, scope: !86, inlinedAt: !101)
!103 = !DILocation(line: 364, column: 10, scope: !86, inlinedAt: !101)
!104 = !DILocation(line: 23, column: 3, scope: !63)
!105 = !DILocation(line: 24, column: 22, scope: !106)
!106 = distinct !DILexicalBlock(scope: !63, file: !1, line: 24, column: 7)
!107 = !DILocation(line: 24, column: 39, scope: !106)
!108 = !DILocation(line: 24, column: 41, scope: !106)
!109 = !DILocation(line: 24, column: 7, scope: !106)
!110 = !DILocation(line: 24, column: 59, scope: !106)
!111 = !DILocation(line: 24, column: 7, scope: !63)
!112 = !DILocation(line: 26, column: 22, scope: !113)
!113 = distinct !DILexicalBlock(scope: !63, file: !1, line: 26, column: 7)
!114 = !DILocation(line: 26, column: 7, scope: !113)
!115 = !DILocation(line: 26, column: 59, scope: !113)
!116 = !DILocation(line: 26, column: 7, scope: !63)
!117 = !DILocation(line: 0, scope: !74)
!118 = !DILocation(line: 28, column: 21, scope: !119)
!119 = distinct !DILexicalBlock(scope: !74, file: !1, line: 28, column: 3)
!120 = !DILocation(line: 28, column: 3, scope: !74)
!121 = !DILocation(line: 0, scope: !17, inlinedAt: !122)
!122 = distinct !DILocation(line: 32, column: 3, scope: !63)
!123 = !DILocation(line: 0, scope: !28, inlinedAt: !122)
!124 = !DILocation(line: 10, column: 21, scope: !32, inlinedAt: !122)
!125 = !DILocation(line: 10, column: 3, scope: !28, inlinedAt: !122)
!126 = !DILocation(line: 32, column: 32, scope: !63)
!127 = !DILocation(line: 32, column: 29, scope: !63)
!128 = !DILocation(line: 0, scope: !30, inlinedAt: !122)
!129 = !DILocation(line: 11, column: 5, scope: !30, inlinedAt: !122)
!130 = !DILocation(line: 10, column: 31, scope: !32, inlinedAt: !122)
!131 = distinct !{!131, !125, !132, !43, !44}
!132 = !DILocation(line: 16, column: 3, scope: !28, inlinedAt: !122)
!133 = !DILocation(line: 12, column: 29, scope: !46, inlinedAt: !122)
!134 = !DILocation(line: 12, column: 25, scope: !46, inlinedAt: !122)
!135 = !DILocation(line: 12, column: 36, scope: !46, inlinedAt: !122)
!136 = !DILocation(line: 12, column: 34, scope: !46, inlinedAt: !122)
!137 = !DILocation(line: 12, column: 47, scope: !46, inlinedAt: !122)
!138 = !DILocation(line: 12, column: 43, scope: !46, inlinedAt: !122)
!139 = !DILocation(line: 12, column: 41, scope: !46, inlinedAt: !122)
!140 = !DILocation(line: 12, column: 22, scope: !46, inlinedAt: !122)
!141 = !DILocation(line: 12, column: 7, scope: !46, inlinedAt: !122)
!142 = !DILocation(line: 12, column: 12, scope: !46, inlinedAt: !122)
!143 = !DILocation(line: 11, column: 23, scope: !46, inlinedAt: !122)
!144 = distinct !{!144, !129, !145, !43, !44}
!145 = !DILocation(line: 12, column: 51, scope: !30, inlinedAt: !122)
!146 = !DILocation(line: 34, column: 26, scope: !63)
!147 = !DILocation(line: 34, column: 15, scope: !63)
!148 = !DILocation(line: 0, scope: !78)
!149 = !DILocation(line: 36, column: 21, scope: !150)
!150 = distinct !DILexicalBlock(scope: !78, file: !1, line: 36, column: 3)
!151 = !DILocation(line: 36, column: 3, scope: !78)
!152 = !DILocation(line: 29, column: 23, scope: !153)
!153 = distinct !DILexicalBlock(scope: !119, file: !1, line: 28, column: 31)
!154 = !DILocation(line: 29, column: 12, scope: !153)
!155 = !DILocation(line: 29, column: 5, scope: !153)
!156 = !DILocation(line: 29, column: 10, scope: !153)
!157 = !DILocation(line: 30, column: 5, scope: !153)
!158 = !DILocation(line: 30, column: 10, scope: !153)
!159 = !DILocation(line: 28, column: 27, scope: !119)
!160 = distinct !{!160, !120, !161, !43, !44}
!161 = !DILocation(line: 31, column: 3, scope: !74)
!162 = !DILocation(line: 38, column: 3, scope: !63)
!163 = !DILocation(line: 39, column: 8, scope: !63)
!164 = !DILocation(line: 39, column: 3, scope: !63)
!165 = !DILocation(line: 40, column: 8, scope: !63)
!166 = !DILocation(line: 40, column: 3, scope: !63)
!167 = !DILocation(line: 37, column: 10, scope: !150)
!168 = !DILocation(line: 37, column: 7, scope: !150)
!169 = !DILocation(line: 36, column: 27, scope: !150)
!170 = distinct !{!170, !151, !171, !43, !44}
!171 = !DILocation(line: 37, column: 13, scope: !78)
!172 = !DILocation(line: 42, column: 1, scope: !63)
!173 = !DISubprogram(name: "posix_memalign", scope: !87, file: !87, line: 599, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !179)
!174 = !DISubroutineType(types: !175)
!175 = !{!6, !3, !176, !176}
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !177, line: 46, baseType: !178)
!177 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!178 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!179 = !{}
