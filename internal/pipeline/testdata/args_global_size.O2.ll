; ModuleID = 'args_global_size.c'
source_filename = "args_global_size.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@N = dso_local local_unnamed_addr global i32 64, align 4, !dbg !0
@REPS = dso_local local_unnamed_addr global i32 2, align 4, !dbg !11
@A = dso_local local_unnamed_addr global double* null, align 8, !dbg !13
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !24 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !28, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i8** %1, metadata !29, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %0, metadata !36, metadata !DIExpression()) #5, !dbg !42
  call void @llvm.dbg.value(metadata i8** %1, metadata !41, metadata !DIExpression()) #5, !dbg !42
  %3 = icmp sgt i32 %0, 1, !dbg !44
  br i1 %3, label %4, label %15, !dbg !46

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !47
  %6 = load i8*, i8** %5, align 8, !dbg !47, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %6, metadata !52, metadata !DIExpression()) #5, !dbg !60
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !62
  %8 = trunc i64 %7 to i32, !dbg !63
  store i32 %8, i32* @N, align 4, !dbg !64, !tbaa !65
  %9 = icmp eq i32 %0, 2, !dbg !67
  br i1 %9, label %17, label %10, !dbg !69

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !70
  %12 = load i8*, i8** %11, align 8, !dbg !70, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %12, metadata !52, metadata !DIExpression()) #5, !dbg !71
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #5, !dbg !73
  %14 = trunc i64 %13 to i32, !dbg !74
  store i32 %14, i32* @REPS, align 4, !dbg !75, !tbaa !65
  br label %15, !dbg !76

15:                                               ; preds = %10, %2
  %16 = load i32, i32* @N, align 4, !dbg !77, !tbaa !65
  br label %17, !dbg !77

17:                                               ; preds = %15, %4
  %18 = phi i32 [ %16, %15 ], [ %8, %4 ], !dbg !77
  %19 = sext i32 %18 to i64, !dbg !77
  %20 = shl nsw i64 %19, 3, !dbg !78
  %21 = mul i64 %20, %19, !dbg !79
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #5, !dbg !80
  store i8* %22, i8** bitcast (double** @A to i8**), align 8, !dbg !81, !tbaa !48
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !82
  %23 = mul i32 %18, %18
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !82
  %24 = icmp eq i32 %23, 0, !dbg !83
  %25 = bitcast i8* %22 to double*, !dbg !85
  br i1 %24, label %78, label %26, !dbg !85

26:                                               ; preds = %17
  %27 = zext i32 %23 to i64, !dbg !83
  %28 = icmp ult i32 %23, 4, !dbg !85
  br i1 %28, label %76, label %29, !dbg !85

29:                                               ; preds = %26
  %30 = and i64 %27, 4294967292, !dbg !85
  %31 = add nsw i64 %30, -4, !dbg !85
  %32 = lshr exact i64 %31, 2, !dbg !85
  %33 = add nuw nsw i64 %32, 1, !dbg !85
  %34 = and i64 %33, 1, !dbg !85
  %35 = icmp eq i64 %31, 0, !dbg !85
  br i1 %35, label %62, label %36, !dbg !85

36:                                               ; preds = %29
  %37 = and i64 %33, 9223372036854775806, !dbg !85
  br label %38, !dbg !85

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %58, %38 ], !dbg !86
  %40 = phi <2 x i32> [ <i32 0, i32 1>, %36 ], [ %59, %38 ], !dbg !87
  %41 = phi i64 [ 0, %36 ], [ %60, %38 ]
  %42 = add <2 x i32> %40, <i32 2, i32 2>, !dbg !87
  %43 = sitofp <2 x i32> %40 to <2 x double>, !dbg !87
  %44 = sitofp <2 x i32> %42 to <2 x double>, !dbg !87
  %45 = getelementptr inbounds double, double* %25, i64 %39, !dbg !86
  %46 = bitcast double* %45 to <2 x double>*, !dbg !88
  store <2 x double> %43, <2 x double>* %46, align 8, !dbg !88, !tbaa !89
  %47 = getelementptr inbounds double, double* %45, i64 2, !dbg !88
  %48 = bitcast double* %47 to <2 x double>*, !dbg !88
  store <2 x double> %44, <2 x double>* %48, align 8, !dbg !88, !tbaa !89
  %49 = or i64 %39, 4, !dbg !86
  %50 = add <2 x i32> %40, <i32 4, i32 4>, !dbg !87
  %51 = add <2 x i32> %40, <i32 6, i32 6>, !dbg !87
  %52 = sitofp <2 x i32> %50 to <2 x double>, !dbg !87
  %53 = sitofp <2 x i32> %51 to <2 x double>, !dbg !87
  %54 = getelementptr inbounds double, double* %25, i64 %49, !dbg !86
  %55 = bitcast double* %54 to <2 x double>*, !dbg !88
  store <2 x double> %52, <2 x double>* %55, align 8, !dbg !88, !tbaa !89
  %56 = getelementptr inbounds double, double* %54, i64 2, !dbg !88
  %57 = bitcast double* %56 to <2 x double>*, !dbg !88
  store <2 x double> %53, <2 x double>* %57, align 8, !dbg !88, !tbaa !89
  %58 = add nuw i64 %39, 8, !dbg !86
  %59 = add <2 x i32> %40, <i32 8, i32 8>, !dbg !87
  %60 = add i64 %41, 2, !dbg !86
  %61 = icmp eq i64 %60, %37, !dbg !86
  br i1 %61, label %62, label %38, !dbg !86, !llvm.loop !91

62:                                               ; preds = %38, %29
  %63 = phi i64 [ 0, %29 ], [ %58, %38 ]
  %64 = phi <2 x i32> [ <i32 0, i32 1>, %29 ], [ %59, %38 ]
  %65 = icmp eq i64 %34, 0, !dbg !86
  br i1 %65, label %74, label %66, !dbg !86

66:                                               ; preds = %62
  %67 = add <2 x i32> %64, <i32 2, i32 2>, !dbg !87
  %68 = sitofp <2 x i32> %64 to <2 x double>, !dbg !87
  %69 = sitofp <2 x i32> %67 to <2 x double>, !dbg !87
  %70 = getelementptr inbounds double, double* %25, i64 %63, !dbg !86
  %71 = bitcast double* %70 to <2 x double>*, !dbg !88
  store <2 x double> %68, <2 x double>* %71, align 8, !dbg !88, !tbaa !89
  %72 = getelementptr inbounds double, double* %70, i64 2, !dbg !88
  %73 = bitcast double* %72 to <2 x double>*, !dbg !88
  store <2 x double> %69, <2 x double>* %73, align 8, !dbg !88, !tbaa !89
  br label %74, !dbg !85

74:                                               ; preds = %62, %66
  %75 = icmp eq i64 %30, %27, !dbg !85
  br i1 %75, label %78, label %76, !dbg !85

76:                                               ; preds = %26, %74
  %77 = phi i64 [ 0, %26 ], [ %30, %74 ]
  br label %89, !dbg !85

78:                                               ; preds = %89, %74, %17
  %79 = load i32, i32* @REPS, align 4, !tbaa !65
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !32, metadata !DIExpression()), !dbg !35
  %80 = icmp sgt i32 %79, 0, !dbg !96
  br i1 %80, label %81, label %96, !dbg !98

81:                                               ; preds = %78
  %82 = icmp sgt i32 %18, 0
  %83 = zext i32 %18 to i64
  %84 = add nsw i64 %83, -1, !dbg !98
  %85 = and i64 %83, 3
  %86 = icmp ult i64 %84, 3
  %87 = and i64 %83, 4294967292
  %88 = icmp eq i64 %85, 0
  br label %99, !dbg !98

89:                                               ; preds = %76, %89
  %90 = phi i64 [ %94, %89 ], [ %77, %76 ]
  call void @llvm.dbg.value(metadata i64 %90, metadata !30, metadata !DIExpression()), !dbg !82
  %91 = trunc i64 %90 to i32, !dbg !87
  %92 = sitofp i32 %91 to double, !dbg !87
  %93 = getelementptr inbounds double, double* %25, i64 %90, !dbg !99
  store double %92, double* %93, align 8, !dbg !88, !tbaa !89
  %94 = add nuw nsw i64 %90, 1, !dbg !86
  call void @llvm.dbg.value(metadata i64 %94, metadata !30, metadata !DIExpression()), !dbg !82
  %95 = icmp eq i64 %94, %27, !dbg !83
  br i1 %95, label %78, label %89, !dbg !85, !llvm.loop !100

96:                                               ; preds = %155, %78
  %97 = phi double [ 0.000000e+00, %78 ], [ %157, %155 ], !dbg !35
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %97), !dbg !102
  ret i32 0, !dbg !103

99:                                               ; preds = %81, %155
  %100 = phi i32 [ 0, %81 ], [ %158, %155 ]
  %101 = phi double [ 0.000000e+00, %81 ], [ %157, %155 ]
  call void @llvm.dbg.value(metadata i32 %100, metadata !33, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %101, metadata !32, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !110, metadata !DIExpression()), !dbg !116
  br i1 %82, label %102, label %155, !dbg !117

102:                                              ; preds = %99, %121
  %103 = phi i64 [ %123, %121 ], [ 0, %99 ]
  %104 = phi double [ %122, %121 ], [ 0.000000e+00, %99 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !104, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %104, metadata !110, metadata !DIExpression()), !dbg !116
  br i1 %86, label %105, label %125, !dbg !119

105:                                              ; preds = %125, %102
  %106 = phi double [ undef, %102 ], [ %151, %125 ]
  %107 = phi i64 [ 0, %102 ], [ %152, %125 ]
  %108 = phi double [ %104, %102 ], [ %151, %125 ]
  br i1 %88, label %121, label %109, !dbg !119

109:                                              ; preds = %105, %109
  %110 = phi i64 [ %118, %109 ], [ %107, %105 ]
  %111 = phi double [ %117, %109 ], [ %108, %105 ]
  %112 = phi i64 [ %119, %109 ], [ 0, %105 ]
  call void @llvm.dbg.value(metadata i64 %110, metadata !111, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %111, metadata !110, metadata !DIExpression()), !dbg !116
  %113 = mul nuw nsw i64 %110, %83, !dbg !120
  %114 = add nuw nsw i64 %113, %103, !dbg !122
  %115 = getelementptr inbounds double, double* %25, i64 %114, !dbg !123
  %116 = load double, double* %115, align 8, !dbg !123, !tbaa !89
  %117 = fadd double %111, %116, !dbg !124
  call void @llvm.dbg.value(metadata double %117, metadata !110, metadata !DIExpression()), !dbg !116
  %118 = add nuw nsw i64 %110, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %118, metadata !111, metadata !DIExpression()), !dbg !118
  %119 = add i64 %112, 1, !dbg !119
  %120 = icmp eq i64 %119, %85, !dbg !119
  br i1 %120, label %121, label %109, !dbg !119, !llvm.loop !126

121:                                              ; preds = %109, %105
  %122 = phi double [ %106, %105 ], [ %117, %109 ], !dbg !124
  %123 = add nuw nsw i64 %103, 1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %123, metadata !104, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata double %122, metadata !110, metadata !DIExpression()), !dbg !116
  %124 = icmp eq i64 %123, %83, !dbg !129
  br i1 %124, label %155, label %102, !dbg !117, !llvm.loop !130

125:                                              ; preds = %102, %125
  %126 = phi i64 [ %152, %125 ], [ 0, %102 ]
  %127 = phi double [ %151, %125 ], [ %104, %102 ]
  %128 = phi i64 [ %153, %125 ], [ 0, %102 ]
  call void @llvm.dbg.value(metadata i64 %126, metadata !111, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %127, metadata !110, metadata !DIExpression()), !dbg !116
  %129 = mul nuw nsw i64 %126, %83, !dbg !120
  %130 = add nuw nsw i64 %129, %103, !dbg !122
  %131 = getelementptr inbounds double, double* %25, i64 %130, !dbg !123
  %132 = load double, double* %131, align 8, !dbg !123, !tbaa !89
  %133 = fadd double %127, %132, !dbg !124
  call void @llvm.dbg.value(metadata double %133, metadata !110, metadata !DIExpression()), !dbg !116
  %134 = or i64 %126, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %134, metadata !111, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %134, metadata !111, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %133, metadata !110, metadata !DIExpression()), !dbg !116
  %135 = mul nuw nsw i64 %134, %83, !dbg !120
  %136 = add nuw nsw i64 %135, %103, !dbg !122
  %137 = getelementptr inbounds double, double* %25, i64 %136, !dbg !123
  %138 = load double, double* %137, align 8, !dbg !123, !tbaa !89
  %139 = fadd double %133, %138, !dbg !124
  call void @llvm.dbg.value(metadata double %139, metadata !110, metadata !DIExpression()), !dbg !116
  %140 = or i64 %126, 2, !dbg !125
  call void @llvm.dbg.value(metadata i64 %140, metadata !111, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %140, metadata !111, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %139, metadata !110, metadata !DIExpression()), !dbg !116
  %141 = mul nuw nsw i64 %140, %83, !dbg !120
  %142 = add nuw nsw i64 %141, %103, !dbg !122
  %143 = getelementptr inbounds double, double* %25, i64 %142, !dbg !123
  %144 = load double, double* %143, align 8, !dbg !123, !tbaa !89
  %145 = fadd double %139, %144, !dbg !124
  call void @llvm.dbg.value(metadata double %145, metadata !110, metadata !DIExpression()), !dbg !116
  %146 = or i64 %126, 3, !dbg !125
  call void @llvm.dbg.value(metadata i64 %146, metadata !111, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %146, metadata !111, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %145, metadata !110, metadata !DIExpression()), !dbg !116
  %147 = mul nuw nsw i64 %146, %83, !dbg !120
  %148 = add nuw nsw i64 %147, %103, !dbg !122
  %149 = getelementptr inbounds double, double* %25, i64 %148, !dbg !123
  %150 = load double, double* %149, align 8, !dbg !123, !tbaa !89
  %151 = fadd double %145, %150, !dbg !124
  call void @llvm.dbg.value(metadata double %151, metadata !110, metadata !DIExpression()), !dbg !116
  %152 = add nuw nsw i64 %126, 4, !dbg !125
  call void @llvm.dbg.value(metadata i64 %152, metadata !111, metadata !DIExpression()), !dbg !118
  %153 = add i64 %128, 4, !dbg !119
  %154 = icmp eq i64 %153, %87, !dbg !119
  br i1 %154, label %105, label %125, !dbg !119, !llvm.loop !132

155:                                              ; preds = %121, %99
  %156 = phi double [ 0.000000e+00, %99 ], [ %122, %121 ], !dbg !134
  %157 = fadd double %101, %156, !dbg !135
  call void @llvm.dbg.value(metadata double %157, metadata !32, metadata !DIExpression()), !dbg !35
  %158 = add nuw nsw i32 %100, 1, !dbg !136
  call void @llvm.dbg.value(metadata i32 %158, metadata !33, metadata !DIExpression()), !dbg !95
  %159 = icmp eq i32 %158, %79, !dbg !96
  br i1 %159, label %96, label %99, !dbg !98, !llvm.loop !137
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "N", scope: !2, file: !3, line: 4, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "args_global_size.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f2020252ce05dffc0efda8adb70e6a4a")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0, !11, !13}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "REPS", scope: !2, file: !3, line: 5, type: !5, isLocal: false, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 6, type: !15, isLocal: false, isDefinition: true)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !25, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!5, !5, !6}
!27 = !{!28, !29, !30, !32, !33}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !24, file: !3, line: 18, type: !5)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !24, file: !3, line: 18, type: !6)
!30 = !DILocalVariable(name: "i", scope: !31, file: !3, line: 20, type: !5)
!31 = distinct !DILexicalBlock(scope: !24, file: !3, line: 20, column: 3)
!32 = !DILocalVariable(name: "t", scope: !24, file: !3, line: 21, type: !16)
!33 = !DILocalVariable(name: "r", scope: !34, file: !3, line: 22, type: !5)
!34 = distinct !DILexicalBlock(scope: !24, file: !3, line: 22, column: 3)
!35 = !DILocation(line: 0, scope: !24)
!36 = !DILocalVariable(name: "argc", arg: 1, scope: !37, file: !3, line: 7, type: !5)
!37 = distinct !DISubprogram(name: "setup", scope: !3, file: !3, line: 7, type: !38, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !5, !6}
!40 = !{!36, !41}
!41 = !DILocalVariable(name: "argv", arg: 2, scope: !37, file: !3, line: 7, type: !6)
!42 = !DILocation(line: 0, scope: !37, inlinedAt: !43)
!43 = distinct !DILocation(line: 19, column: 3, scope: !24)
!44 = !DILocation(line: 8, column: 12, scope: !45, inlinedAt: !43)
!45 = distinct !DILexicalBlock(scope: !37, file: !3, line: 8, column: 7)
!46 = !DILocation(line: 8, column: 7, scope: !37, inlinedAt: !43)
!47 = !DILocation(line: 8, column: 26, scope: !45, inlinedAt: !43)
!48 = !{!49, !49, i64 0}
!49 = !{!"any pointer", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocalVariable(name: "__nptr", arg: 1, scope: !53, file: !54, line: 362, type: !57)
!53 = distinct !DISubprogram(name: "atoi", scope: !54, file: !54, line: 362, type: !55, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!54 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!55 = !DISubroutineType(types: !56)
!56 = !{!5, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!59 = !{!52}
!60 = !DILocation(line: 0, scope: !53, inlinedAt: !61)
!61 = distinct !DILocation(line: 8, column: 21, scope: !45, inlinedAt: !43)
!62 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !61)
!63 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !61)
!64 = !DILocation(line: 8, column: 19, scope: !45, inlinedAt: !43)
!65 = !{!66, !66, i64 0}
!66 = !{!"int", !50, i64 0}
!67 = !DILocation(line: 9, column: 12, scope: !68, inlinedAt: !43)
!68 = distinct !DILexicalBlock(scope: !37, file: !3, line: 9, column: 7)
!69 = !DILocation(line: 9, column: 7, scope: !37, inlinedAt: !43)
!70 = !DILocation(line: 9, column: 29, scope: !68, inlinedAt: !43)
!71 = !DILocation(line: 0, scope: !53, inlinedAt: !72)
!72 = distinct !DILocation(line: 9, column: 24, scope: !68, inlinedAt: !43)
!73 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !72)
!74 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !72)
!75 = !DILocation(line: 9, column: 22, scope: !68, inlinedAt: !43)
!76 = !DILocation(line: 9, column: 17, scope: !68, inlinedAt: !43)
!77 = !DILocation(line: 10, column: 31, scope: !37, inlinedAt: !43)
!78 = !DILocation(line: 10, column: 29, scope: !37, inlinedAt: !43)
!79 = !DILocation(line: 10, column: 33, scope: !37, inlinedAt: !43)
!80 = !DILocation(line: 10, column: 7, scope: !37, inlinedAt: !43)
!81 = !DILocation(line: 10, column: 5, scope: !37, inlinedAt: !43)
!82 = !DILocation(line: 0, scope: !31)
!83 = !DILocation(line: 20, column: 21, scope: !84)
!84 = distinct !DILexicalBlock(scope: !31, file: !3, line: 20, column: 3)
!85 = !DILocation(line: 20, column: 3, scope: !31)
!86 = !DILocation(line: 20, column: 31, scope: !84)
!87 = !DILocation(line: 20, column: 42, scope: !84)
!88 = !DILocation(line: 20, column: 40, scope: !84)
!89 = !{!90, !90, i64 0}
!90 = !{!"double", !50, i64 0}
!91 = distinct !{!91, !85, !92, !93, !94}
!92 = !DILocation(line: 20, column: 42, scope: !31)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !{!"llvm.loop.isvectorized", i32 1}
!95 = !DILocation(line: 0, scope: !34)
!96 = !DILocation(line: 22, column: 21, scope: !97)
!97 = distinct !DILexicalBlock(scope: !34, file: !3, line: 22, column: 3)
!98 = !DILocation(line: 22, column: 3, scope: !34)
!99 = !DILocation(line: 20, column: 35, scope: !84)
!100 = distinct !{!100, !85, !92, !93, !101, !94}
!101 = !{!"llvm.loop.unroll.runtime.disable"}
!102 = !DILocation(line: 23, column: 3, scope: !24)
!103 = !DILocation(line: 24, column: 3, scope: !24)
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 14, type: !5)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 14, column: 3)
!106 = distinct !DISubprogram(name: "sweep", scope: !3, file: !3, line: 12, type: !107, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!16}
!109 = !{!110, !104, !111}
!110 = !DILocalVariable(name: "s", scope: !106, file: !3, line: 13, type: !16)
!111 = !DILocalVariable(name: "j", scope: !112, file: !3, line: 15, type: !5)
!112 = distinct !DILexicalBlock(scope: !113, file: !3, line: 15, column: 5)
!113 = distinct !DILexicalBlock(scope: !105, file: !3, line: 14, column: 3)
!114 = !DILocation(line: 0, scope: !105, inlinedAt: !115)
!115 = distinct !DILocation(line: 22, column: 39, scope: !97)
!116 = !DILocation(line: 0, scope: !106, inlinedAt: !115)
!117 = !DILocation(line: 14, column: 3, scope: !105, inlinedAt: !115)
!118 = !DILocation(line: 0, scope: !112, inlinedAt: !115)
!119 = !DILocation(line: 15, column: 5, scope: !112, inlinedAt: !115)
!120 = !DILocation(line: 15, column: 42, scope: !121, inlinedAt: !115)
!121 = distinct !DILexicalBlock(scope: !112, file: !3, line: 15, column: 5)
!122 = !DILocation(line: 15, column: 46, scope: !121, inlinedAt: !115)
!123 = !DILocation(line: 15, column: 38, scope: !121, inlinedAt: !115)
!124 = !DILocation(line: 15, column: 35, scope: !121, inlinedAt: !115)
!125 = !DILocation(line: 15, column: 29, scope: !121, inlinedAt: !115)
!126 = distinct !{!126, !127}
!127 = !{!"llvm.loop.unroll.disable"}
!128 = !DILocation(line: 14, column: 27, scope: !113, inlinedAt: !115)
!129 = !DILocation(line: 14, column: 21, scope: !113, inlinedAt: !115)
!130 = distinct !{!130, !117, !131, !93}
!131 = !DILocation(line: 15, column: 49, scope: !105, inlinedAt: !115)
!132 = distinct !{!132, !119, !133, !93}
!133 = !DILocation(line: 15, column: 49, scope: !112, inlinedAt: !115)
!134 = !DILocation(line: 13, column: 10, scope: !106, inlinedAt: !115)
!135 = !DILocation(line: 22, column: 36, scope: !97)
!136 = !DILocation(line: 22, column: 30, scope: !97)
!137 = distinct !{!137, !98, !138, !93}
!138 = !DILocation(line: 22, column: 45, scope: !34)
