; ModuleID = 'float_branches.c'
source_filename = "float_branches.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"%ld %.6f %d %d %d %d %d %.3f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !17 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !21, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i8** %1, metadata !22, metadata !DIExpression()), !dbg !53
  %3 = icmp sgt i32 %0, 1, !dbg !54
  br i1 %3, label %4, label %9, !dbg !55

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !56
  %6 = load i8*, i8** %5, align 8, !dbg !56, !tbaa !57
  call void @llvm.dbg.value(metadata i8* %6, metadata !61, metadata !DIExpression()) #8, !dbg !69
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !71
  %8 = trunc i64 %7 to i32, !dbg !72
  br label %9, !dbg !55

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 2000, %2 ], !dbg !55
  call void @llvm.dbg.value(metadata i32 %10, metadata !23, metadata !DIExpression()), !dbg !53
  %11 = sext i32 %10 to i64, !dbg !73
  %12 = shl nsw i64 %11, 3, !dbg !74
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #8, !dbg !75
  %14 = bitcast i8* %13 to double*, !dbg !75
  call void @llvm.dbg.value(metadata double* %14, metadata !24, metadata !DIExpression()), !dbg !53
  %15 = shl nsw i64 %11, 2, !dbg !76
  %16 = tail call noalias i8* @malloc(i64 noundef %15) #8, !dbg !77
  %17 = bitcast i8* %16 to float*, !dbg !77
  call void @llvm.dbg.value(metadata float* %17, metadata !26, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32 12345, metadata !28, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !78
  %18 = icmp sgt i32 %10, 0, !dbg !79
  br i1 %18, label %19, label %117, !dbg !81

19:                                               ; preds = %9
  %20 = zext i32 %10 to i64, !dbg !79
  br label %24, !dbg !81

21:                                               ; preds = %24
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i64 0, metadata !32, metadata !DIExpression()), !dbg !53
  br i1 %18, label %22, label %117, !dbg !83

22:                                               ; preds = %21
  %23 = zext i32 %10 to i64, !dbg !84
  br label %43, !dbg !83

24:                                               ; preds = %19, %24
  %25 = phi i64 [ 0, %19 ], [ %38, %24 ]
  %26 = phi i32 [ 12345, %19 ], [ %28, %24 ]
  call void @llvm.dbg.value(metadata i32 %26, metadata !28, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i64 %25, metadata !30, metadata !DIExpression()), !dbg !78
  %27 = mul i32 %26, 1664525, !dbg !85
  %28 = add i32 %27, 1013904223, !dbg !87
  call void @llvm.dbg.value(metadata i32 %28, metadata !28, metadata !DIExpression()), !dbg !53
  %29 = lshr i32 %28, 8, !dbg !88
  %30 = uitofp i32 %29 to double, !dbg !89
  %31 = fmul double %30, 0x3EF0000000000000, !dbg !90
  %32 = fadd double %31, 1.000000e+00, !dbg !91
  %33 = getelementptr inbounds double, double* %14, i64 %25, !dbg !92
  store double %32, double* %33, align 8, !dbg !93, !tbaa !94
  %34 = urem i32 %28, 1000, !dbg !96
  %35 = uitofp i32 %34 to float, !dbg !97
  %36 = fmul float %35, 0x3F50624DE0000000, !dbg !98
  %37 = getelementptr inbounds float, float* %17, i64 %25, !dbg !99
  store float %36, float* %37, align 4, !dbg !100, !tbaa !101
  %38 = add nuw nsw i64 %25, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %38, metadata !30, metadata !DIExpression()), !dbg !78
  %39 = icmp eq i64 %38, %20, !dbg !79
  br i1 %39, label %21, label %24, !dbg !81, !llvm.loop !104

40:                                               ; preds = %62
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !53
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !53
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !53
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !53
  br i1 %18, label %41, label %117, !dbg !108

41:                                               ; preds = %40
  %42 = zext i32 %10 to i64, !dbg !109
  br label %73, !dbg !108

43:                                               ; preds = %22, %62
  %44 = phi i64 [ 0, %22 ], [ %66, %62 ]
  %45 = phi double [ 0.000000e+00, %22 ], [ %65, %62 ]
  %46 = phi i64 [ 0, %22 ], [ %64, %62 ]
  call void @llvm.dbg.value(metadata i64 %44, metadata !35, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %45, metadata !34, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i64 %46, metadata !32, metadata !DIExpression()), !dbg !53
  %47 = getelementptr inbounds double, double* %14, i64 %44, !dbg !110
  %48 = load double, double* %47, align 8, !dbg !110, !tbaa !94
  call void @llvm.dbg.value(metadata double %48, metadata !37, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !111
  br label %49, !dbg !112

49:                                               ; preds = %49, %43
  %50 = phi double [ %48, %43 ], [ %54, %49 ], !dbg !111
  %51 = phi i32 [ 0, %43 ], [ %55, %49 ], !dbg !111
  call void @llvm.dbg.value(metadata i32 %51, metadata !41, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata double %50, metadata !37, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata double %50, metadata !40, metadata !DIExpression()), !dbg !111
  %52 = fdiv double %48, %50, !dbg !113
  %53 = fadd double %50, %52, !dbg !115
  %54 = fmul double %53, 5.000000e-01, !dbg !116
  call void @llvm.dbg.value(metadata double %54, metadata !37, metadata !DIExpression()), !dbg !111
  %55 = add nuw nsw i32 %51, 1, !dbg !117
  call void @llvm.dbg.value(metadata i32 %55, metadata !41, metadata !DIExpression()), !dbg !111
  %56 = fsub double %54, %50, !dbg !118
  %57 = tail call double @llvm.fabs.f64(double %56), !dbg !119
  %58 = fmul double %54, 0x3D719799812DEA11, !dbg !120
  %59 = fcmp ogt double %57, %58, !dbg !121
  %60 = icmp ult i32 %51, 59, !dbg !122
  %61 = select i1 %59, i1 %60, i1 false, !dbg !122
  br i1 %61, label %49, label %62, !dbg !123, !llvm.loop !124

62:                                               ; preds = %49
  %63 = zext i32 %55 to i64, !dbg !126
  %64 = add nuw nsw i64 %46, %63, !dbg !127
  call void @llvm.dbg.value(metadata i64 %64, metadata !32, metadata !DIExpression()), !dbg !53
  %65 = fadd double %45, %54, !dbg !128
  call void @llvm.dbg.value(metadata double %65, metadata !34, metadata !DIExpression()), !dbg !53
  %66 = add nuw nsw i64 %44, 1, !dbg !129
  call void @llvm.dbg.value(metadata i64 %66, metadata !35, metadata !DIExpression()), !dbg !82
  %67 = icmp eq i64 %66, %23, !dbg !84
  br i1 %67, label %40, label %43, !dbg !83, !llvm.loop !130

68:                                               ; preds = %95
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !51, metadata !DIExpression()), !dbg !53
  br i1 %18, label %69, label %117, !dbg !132

69:                                               ; preds = %68
  %70 = sitofp i32 %10 to float
  %71 = fmul float %70, 2.500000e-01
  %72 = zext i32 %10 to i64, !dbg !133
  br label %102, !dbg !132

73:                                               ; preds = %41, %95
  %74 = phi i64 [ 0, %41 ], [ %100, %95 ]
  %75 = phi i32 [ 0, %41 ], [ %99, %95 ]
  %76 = phi i32 [ 0, %41 ], [ %98, %95 ]
  %77 = phi i32 [ 0, %41 ], [ %97, %95 ]
  %78 = phi i32 [ 0, %41 ], [ %96, %95 ]
  call void @llvm.dbg.value(metadata i64 %74, metadata !46, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 %75, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !53
  call void @llvm.dbg.value(metadata i32 %76, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !53
  call void @llvm.dbg.value(metadata i32 %77, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !53
  call void @llvm.dbg.value(metadata i32 %78, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !53
  %79 = getelementptr inbounds double, double* %14, i64 %74, !dbg !134
  %80 = load double, double* %79, align 8, !dbg !134, !tbaa !94
  %81 = tail call double @sqrt(double noundef %80) #8, !dbg !135
  call void @llvm.dbg.value(metadata double %81, metadata !48, metadata !DIExpression()), !dbg !136
  %82 = fcmp olt double %81, 8.000000e+00, !dbg !137
  br i1 %82, label %83, label %85, !dbg !139

83:                                               ; preds = %73
  %84 = add nsw i32 %78, 1, !dbg !140
  call void @llvm.dbg.value(metadata i32 %84, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !53
  br label %95, !dbg !141

85:                                               ; preds = %73
  %86 = fcmp olt double %81, 3.200000e+01, !dbg !142
  br i1 %86, label %87, label %89, !dbg !144

87:                                               ; preds = %85
  %88 = add nsw i32 %77, 1, !dbg !145
  call void @llvm.dbg.value(metadata i32 %88, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !53
  br label %95, !dbg !146

89:                                               ; preds = %85
  %90 = fcmp olt double %81, 1.280000e+02, !dbg !147
  br i1 %90, label %91, label %93, !dbg !149

91:                                               ; preds = %89
  %92 = add nsw i32 %76, 1, !dbg !150
  call void @llvm.dbg.value(metadata i32 %92, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !53
  br label %95, !dbg !151

93:                                               ; preds = %89
  %94 = add nsw i32 %75, 1, !dbg !152
  call void @llvm.dbg.value(metadata i32 %94, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !53
  br label %95

95:                                               ; preds = %87, %93, %91, %83
  %96 = phi i32 [ %84, %83 ], [ %78, %87 ], [ %78, %91 ], [ %78, %93 ], !dbg !53
  %97 = phi i32 [ %77, %83 ], [ %88, %87 ], [ %77, %91 ], [ %77, %93 ], !dbg !53
  %98 = phi i32 [ %76, %83 ], [ %76, %87 ], [ %92, %91 ], [ %76, %93 ], !dbg !53
  %99 = phi i32 [ %75, %83 ], [ %75, %87 ], [ %75, %91 ], [ %94, %93 ], !dbg !53
  call void @llvm.dbg.value(metadata i32 %99, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !53
  call void @llvm.dbg.value(metadata i32 %98, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !53
  call void @llvm.dbg.value(metadata i32 %97, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !53
  call void @llvm.dbg.value(metadata i32 %96, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !53
  %100 = add nuw nsw i64 %74, 1, !dbg !153
  call void @llvm.dbg.value(metadata i64 %100, metadata !46, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 %99, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !53
  call void @llvm.dbg.value(metadata i32 %98, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !53
  call void @llvm.dbg.value(metadata i32 %97, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !53
  call void @llvm.dbg.value(metadata i32 %96, metadata !42, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !53
  %101 = icmp eq i64 %100, %42, !dbg !109
  br i1 %101, label %68, label %73, !dbg !108, !llvm.loop !154

102:                                              ; preds = %69, %109
  %103 = phi i64 [ 0, %69 ], [ %110, %109 ]
  %104 = phi float [ 0.000000e+00, %69 ], [ %107, %109 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !52, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata float %104, metadata !51, metadata !DIExpression()), !dbg !53
  %105 = getelementptr inbounds float, float* %17, i64 %103, !dbg !156
  %106 = load float, float* %105, align 4, !dbg !156, !tbaa !101
  %107 = fadd float %104, %106, !dbg !158
  call void @llvm.dbg.value(metadata float %107, metadata !51, metadata !DIExpression()), !dbg !53
  %108 = fcmp ogt float %107, %71, !dbg !159
  br i1 %108, label %112, label %109, !dbg !161

109:                                              ; preds = %102
  %110 = add nuw nsw i64 %103, 1, !dbg !162
  call void @llvm.dbg.value(metadata i64 %110, metadata !52, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata float %107, metadata !51, metadata !DIExpression()), !dbg !53
  %111 = icmp eq i64 %110, %72, !dbg !133
  br i1 %111, label %114, label %102, !dbg !132, !llvm.loop !163

112:                                              ; preds = %102
  %113 = trunc i64 %103 to i32, !dbg !161
  br label %114, !dbg !165

114:                                              ; preds = %109, %112
  %115 = phi i32 [ %113, %112 ], [ %10, %109 ]
  %116 = fpext float %107 to double, !dbg !165
  br label %117, !dbg !165

117:                                              ; preds = %9, %21, %40, %114, %68
  %118 = phi i32 [ %99, %68 ], [ %99, %114 ], [ 0, %40 ], [ 0, %21 ], [ 0, %9 ]
  %119 = phi i32 [ %98, %68 ], [ %98, %114 ], [ 0, %40 ], [ 0, %21 ], [ 0, %9 ]
  %120 = phi i32 [ %97, %68 ], [ %97, %114 ], [ 0, %40 ], [ 0, %21 ], [ 0, %9 ]
  %121 = phi i32 [ %96, %68 ], [ %96, %114 ], [ 0, %40 ], [ 0, %21 ], [ 0, %9 ]
  %122 = phi i64 [ %64, %68 ], [ %64, %114 ], [ %64, %40 ], [ 0, %21 ], [ 0, %9 ]
  %123 = phi double [ %65, %68 ], [ %65, %114 ], [ %65, %40 ], [ 0.000000e+00, %21 ], [ 0.000000e+00, %9 ]
  %124 = phi i32 [ 0, %68 ], [ %115, %114 ], [ 0, %40 ], [ 0, %21 ], [ 0, %9 ], !dbg !53
  %125 = phi double [ 0.000000e+00, %68 ], [ %116, %114 ], [ 0.000000e+00, %40 ], [ 0.000000e+00, %21 ], [ 0.000000e+00, %9 ]
  call void @llvm.dbg.value(metadata float undef, metadata !51, metadata !DIExpression()), !dbg !53
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i64 noundef %122, double noundef %123, i32 noundef %121, i32 noundef %120, i32 noundef %119, i32 noundef %118, i32 noundef %124, double noundef %125), !dbg !166
  tail call void @free(i8* noundef %13) #8, !dbg !167
  tail call void @free(i8* noundef %16) #8, !dbg !168
  ret i32 0, !dbg !169
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "float_branches.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "c4e772736e33c3b8aca5f334876d67fd")
!2 = !{!3, !4, !5, !6, !9}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !18, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!5, !5, !6}
!20 = !{!21, !22, !23, !24, !26, !28, !30, !32, !34, !35, !37, !40, !41, !42, !46, !48, !51, !52}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !1, line: 10, type: !5)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !1, line: 10, type: !6)
!23 = !DILocalVariable(name: "n", scope: !17, file: !1, line: 12, type: !5)
!24 = !DILocalVariable(name: "v", scope: !17, file: !1, line: 13, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!26 = !DILocalVariable(name: "w", scope: !17, file: !1, line: 14, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !DILocalVariable(name: "s", scope: !17, file: !1, line: 15, type: !29)
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 16, type: !5)
!31 = distinct !DILexicalBlock(scope: !17, file: !1, line: 16, column: 3)
!32 = !DILocalVariable(name: "steps", scope: !17, file: !1, line: 22, type: !33)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "acc", scope: !17, file: !1, line: 23, type: !3)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 24, type: !5)
!36 = distinct !DILexicalBlock(scope: !17, file: !1, line: 24, column: 3)
!37 = !DILocalVariable(name: "x", scope: !38, file: !1, line: 25, type: !3)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 24, column: 31)
!39 = distinct !DILexicalBlock(scope: !36, file: !1, line: 24, column: 3)
!40 = !DILocalVariable(name: "prev", scope: !38, file: !1, line: 25, type: !3)
!41 = !DILocalVariable(name: "it", scope: !38, file: !1, line: 26, type: !5)
!42 = !DILocalVariable(name: "bins", scope: !17, file: !1, line: 36, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 4)
!46 = !DILocalVariable(name: "i", scope: !47, file: !1, line: 37, type: !5)
!47 = distinct !DILexicalBlock(scope: !17, file: !1, line: 37, column: 3)
!48 = !DILocalVariable(name: "r", scope: !49, file: !1, line: 38, type: !3)
!49 = distinct !DILexicalBlock(scope: !50, file: !1, line: 37, column: 31)
!50 = distinct !DILexicalBlock(scope: !47, file: !1, line: 37, column: 3)
!51 = !DILocalVariable(name: "sum", scope: !17, file: !1, line: 49, type: !4)
!52 = !DILocalVariable(name: "k", scope: !17, file: !1, line: 50, type: !5)
!53 = !DILocation(line: 0, scope: !17)
!54 = !DILocation(line: 12, column: 16, scope: !17)
!55 = !DILocation(line: 12, column: 11, scope: !17)
!56 = !DILocation(line: 12, column: 27, scope: !17)
!57 = !{!58, !58, i64 0}
!58 = !{!"any pointer", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocalVariable(name: "__nptr", arg: 1, scope: !62, file: !63, line: 362, type: !66)
!62 = distinct !DISubprogram(name: "atoi", scope: !63, file: !63, line: 362, type: !64, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !68)
!63 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!64 = !DISubroutineType(types: !65)
!65 = !{!5, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!68 = !{!61}
!69 = !DILocation(line: 0, scope: !62, inlinedAt: !70)
!70 = distinct !DILocation(line: 12, column: 22, scope: !17)
!71 = !DILocation(line: 364, column: 16, scope: !62, inlinedAt: !70)
!72 = !DILocation(line: 364, column: 10, scope: !62, inlinedAt: !70)
!73 = !DILocation(line: 13, column: 22, scope: !17)
!74 = !DILocation(line: 13, column: 24, scope: !17)
!75 = !DILocation(line: 13, column: 15, scope: !17)
!76 = !DILocation(line: 14, column: 23, scope: !17)
!77 = !DILocation(line: 14, column: 14, scope: !17)
!78 = !DILocation(line: 0, scope: !31)
!79 = !DILocation(line: 16, column: 21, scope: !80)
!80 = distinct !DILexicalBlock(scope: !31, file: !1, line: 16, column: 3)
!81 = !DILocation(line: 16, column: 3, scope: !31)
!82 = !DILocation(line: 0, scope: !36)
!83 = !DILocation(line: 24, column: 3, scope: !36)
!84 = !DILocation(line: 24, column: 21, scope: !39)
!85 = !DILocation(line: 17, column: 11, scope: !86)
!86 = distinct !DILexicalBlock(scope: !80, file: !1, line: 16, column: 31)
!87 = !DILocation(line: 17, column: 22, scope: !86)
!88 = !DILocation(line: 18, column: 29, scope: !86)
!89 = !DILocation(line: 18, column: 18, scope: !86)
!90 = !DILocation(line: 18, column: 35, scope: !86)
!91 = !DILocation(line: 18, column: 16, scope: !86)
!92 = !DILocation(line: 18, column: 5, scope: !86)
!93 = !DILocation(line: 18, column: 10, scope: !86)
!94 = !{!95, !95, i64 0}
!95 = !{!"double", !59, i64 0}
!96 = !DILocation(line: 19, column: 22, scope: !86)
!97 = !DILocation(line: 19, column: 12, scope: !86)
!98 = !DILocation(line: 19, column: 30, scope: !86)
!99 = !DILocation(line: 19, column: 5, scope: !86)
!100 = !DILocation(line: 19, column: 10, scope: !86)
!101 = !{!102, !102, i64 0}
!102 = !{!"float", !59, i64 0}
!103 = !DILocation(line: 16, column: 27, scope: !80)
!104 = distinct !{!104, !81, !105, !106}
!105 = !DILocation(line: 20, column: 3, scope: !31)
!106 = !{!"llvm.loop.mustprogress"}
!107 = !DILocation(line: 0, scope: !47)
!108 = !DILocation(line: 37, column: 3, scope: !47)
!109 = !DILocation(line: 37, column: 21, scope: !50)
!110 = !DILocation(line: 25, column: 16, scope: !38)
!111 = !DILocation(line: 0, scope: !38)
!112 = !DILocation(line: 27, column: 5, scope: !38)
!113 = !DILocation(line: 29, column: 27, scope: !114)
!114 = distinct !DILexicalBlock(scope: !38, file: !1, line: 27, column: 8)
!115 = !DILocation(line: 29, column: 20, scope: !114)
!116 = !DILocation(line: 29, column: 15, scope: !114)
!117 = !DILocation(line: 30, column: 9, scope: !114)
!118 = !DILocation(line: 31, column: 21, scope: !38)
!119 = !DILocation(line: 31, column: 14, scope: !38)
!120 = !DILocation(line: 31, column: 37, scope: !38)
!121 = !DILocation(line: 31, column: 29, scope: !38)
!122 = !DILocation(line: 31, column: 41, scope: !38)
!123 = !DILocation(line: 31, column: 5, scope: !114)
!124 = distinct !{!124, !112, !125, !106}
!125 = !DILocation(line: 31, column: 51, scope: !38)
!126 = !DILocation(line: 32, column: 14, scope: !38)
!127 = !DILocation(line: 32, column: 11, scope: !38)
!128 = !DILocation(line: 33, column: 9, scope: !38)
!129 = !DILocation(line: 24, column: 27, scope: !39)
!130 = distinct !{!130, !83, !131, !106}
!131 = !DILocation(line: 34, column: 3, scope: !36)
!132 = !DILocation(line: 51, column: 3, scope: !17)
!133 = !DILocation(line: 51, column: 12, scope: !17)
!134 = !DILocation(line: 38, column: 21, scope: !49)
!135 = !DILocation(line: 38, column: 16, scope: !49)
!136 = !DILocation(line: 0, scope: !49)
!137 = !DILocation(line: 39, column: 11, scope: !138)
!138 = distinct !DILexicalBlock(scope: !49, file: !1, line: 39, column: 9)
!139 = !DILocation(line: 39, column: 9, scope: !49)
!140 = !DILocation(line: 40, column: 14, scope: !138)
!141 = !DILocation(line: 40, column: 7, scope: !138)
!142 = !DILocation(line: 41, column: 16, scope: !143)
!143 = distinct !DILexicalBlock(scope: !138, file: !1, line: 41, column: 14)
!144 = !DILocation(line: 41, column: 14, scope: !138)
!145 = !DILocation(line: 42, column: 14, scope: !143)
!146 = !DILocation(line: 42, column: 7, scope: !143)
!147 = !DILocation(line: 43, column: 16, scope: !148)
!148 = distinct !DILexicalBlock(scope: !143, file: !1, line: 43, column: 14)
!149 = !DILocation(line: 43, column: 14, scope: !143)
!150 = !DILocation(line: 44, column: 14, scope: !148)
!151 = !DILocation(line: 44, column: 7, scope: !148)
!152 = !DILocation(line: 46, column: 14, scope: !148)
!153 = !DILocation(line: 37, column: 27, scope: !50)
!154 = distinct !{!154, !108, !155, !106}
!155 = !DILocation(line: 47, column: 3, scope: !47)
!156 = !DILocation(line: 52, column: 12, scope: !157)
!157 = distinct !DILexicalBlock(scope: !17, file: !1, line: 51, column: 17)
!158 = !DILocation(line: 52, column: 9, scope: !157)
!159 = !DILocation(line: 53, column: 13, scope: !160)
!160 = distinct !DILexicalBlock(scope: !157, file: !1, line: 53, column: 9)
!161 = !DILocation(line: 53, column: 9, scope: !157)
!162 = !DILocation(line: 55, column: 6, scope: !157)
!163 = distinct !{!163, !132, !164, !106}
!164 = !DILocation(line: 56, column: 3, scope: !17)
!165 = !DILocation(line: 57, column: 95, scope: !17)
!166 = !DILocation(line: 57, column: 3, scope: !17)
!167 = !DILocation(line: 58, column: 3, scope: !17)
!168 = !DILocation(line: 59, column: 3, scope: !17)
!169 = !DILocation(line: 60, column: 3, scope: !17)
