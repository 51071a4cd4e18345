; ModuleID = 'gen_state.c'
source_filename = "gen_state.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rng_t = type { i64 }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !55
  %3 = icmp sgt i32 %0, 1, !dbg !56
  br i1 %3, label %4, label %9, !dbg !57

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !58
  %6 = load i8*, i8** %5, align 8, !dbg !58, !tbaa !59
  call void @llvm.dbg.value(metadata i8* %6, metadata !63, metadata !DIExpression()) #5, !dbg !71
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !73
  %8 = trunc i64 %7 to i32, !dbg !74
  br label %9, !dbg !57

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 20000, %2 ], !dbg !57
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !55
  %11 = icmp sgt i32 %0, 2, !dbg !75
  br i1 %11, label %12, label %17, !dbg !76

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !77
  %14 = load i8*, i8** %13, align 8, !dbg !77, !tbaa !59
  call void @llvm.dbg.value(metadata i8* %14, metadata !63, metadata !DIExpression()) #5, !dbg !78
  %15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #5, !dbg !80
  %16 = trunc i64 %15 to i32, !dbg !81
  br label %17, !dbg !76

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %16, %12 ], [ 3, %9 ], !dbg !76
  call void @llvm.dbg.value(metadata i32 %18, metadata !22, metadata !DIExpression()), !dbg !55
  %19 = sext i32 %10 to i64, !dbg !82
  %20 = shl nsw i64 %19, 3, !dbg !83
  %21 = call noalias i8* @malloc(i64 noundef %20) #5, !dbg !84
  %22 = bitcast i8* %21 to double*, !dbg !84
  call void @llvm.dbg.value(metadata double* %22, metadata !23, metadata !DIExpression()), !dbg !55
  %23 = call noalias i8* @calloc(i64 noundef %19, i64 noundef 4) #5, !dbg !85
  %24 = bitcast i8* %23 to i32*, !dbg !85
  call void @llvm.dbg.value(metadata i32* %24, metadata !26, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !86
  %25 = icmp sgt i32 %10, 0, !dbg !87
  br i1 %25, label %26, label %28, !dbg !89

26:                                               ; preds = %17
  %27 = zext i32 %10 to i64, !dbg !87
  br label %30, !dbg !89

28:                                               ; preds = %30, %17
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 1, metadata !31, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !30, metadata !DIExpression()), !dbg !55
  %29 = icmp sgt i32 %10, 0, !dbg !91
  br i1 %29, label %43, label %37, !dbg !93

30:                                               ; preds = %26, %30
  %31 = phi i64 [ 0, %26 ], [ %35, %30 ]
  call void @llvm.dbg.value(metadata i64 %31, metadata !28, metadata !DIExpression()), !dbg !86
  %32 = trunc i64 %31 to i32, !dbg !94
  %33 = sitofp i32 %32 to double, !dbg !94
  %34 = getelementptr inbounds double, double* %22, i64 %31, !dbg !95
  store double %33, double* %34, align 8, !dbg !96, !tbaa !97
  %35 = add nuw nsw i64 %31, 1, !dbg !99
  call void @llvm.dbg.value(metadata i64 %35, metadata !28, metadata !DIExpression()), !dbg !86
  %36 = icmp eq i64 %35, %27, !dbg !87
  br i1 %36, label %28, label %30, !dbg !89, !llvm.loop !100

37:                                               ; preds = %43, %28
  %38 = phi double [ 0.000000e+00, %28 ], [ %54, %43 ], !dbg !55
  %39 = phi i32 [ 1, %28 ], [ %48, %43 ], !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %39, metadata !31, metadata !DIExpression()), !dbg !55
  %40 = icmp sgt i32 %18, 0, !dbg !105
  br i1 %40, label %41, label %60, !dbg !106

41:                                               ; preds = %37
  %42 = icmp sgt i32 %10, 0
  br label %57, !dbg !106

43:                                               ; preds = %28, %43
  %44 = phi i32 [ %55, %43 ], [ 0, %28 ]
  %45 = phi i32 [ %48, %43 ], [ 1, %28 ]
  %46 = phi double [ %54, %43 ], [ 0.000000e+00, %28 ]
  call void @llvm.dbg.value(metadata i32 %44, metadata !33, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 %45, metadata !31, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %46, metadata !30, metadata !DIExpression()), !dbg !55
  %47 = mul i32 %45, 1103515245, !dbg !107
  %48 = add i32 %47, 12345, !dbg !109
  call void @llvm.dbg.value(metadata i32 %48, metadata !31, metadata !DIExpression()), !dbg !55
  %49 = lshr i32 %48, 8, !dbg !110
  %50 = urem i32 %49, %10, !dbg !111
  %51 = zext i32 %50 to i64, !dbg !112
  %52 = getelementptr inbounds double, double* %22, i64 %51, !dbg !112
  %53 = load double, double* %52, align 8, !dbg !112, !tbaa !97
  %54 = fadd double %46, %53, !dbg !113
  call void @llvm.dbg.value(metadata double %54, metadata !30, metadata !DIExpression()), !dbg !55
  %55 = add nuw nsw i32 %44, 1, !dbg !114
  call void @llvm.dbg.value(metadata i32 %55, metadata !33, metadata !DIExpression()), !dbg !90
  %56 = icmp eq i32 %55, %10, !dbg !91
  br i1 %56, label %37, label %43, !dbg !93, !llvm.loop !115

57:                                               ; preds = %41, %62
  %58 = phi i32 [ 0, %41 ], [ %64, %62 ]
  %59 = phi i32 [ %39, %41 ], [ %63, %62 ]
  call void @llvm.dbg.value(metadata i32 %58, metadata !35, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %59, metadata !31, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 %59, metadata !31, metadata !DIExpression()), !dbg !55
  br i1 %42, label %66, label %62, !dbg !118

60:                                               ; preds = %62, %37
  call void @llvm.dbg.value(metadata i64 88172645463325252, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 1, metadata !46, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %38, metadata !30, metadata !DIExpression()), !dbg !55
  %61 = icmp sgt i32 %10, 1, !dbg !120
  br i1 %61, label %78, label %84, !dbg !121

62:                                               ; preds = %66, %57
  %63 = phi i32 [ %59, %57 ], [ %70, %66 ], !dbg !55
  %64 = add nuw nsw i32 %58, 1, !dbg !122
  call void @llvm.dbg.value(metadata i32 %64, metadata !35, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %63, metadata !31, metadata !DIExpression()), !dbg !55
  %65 = icmp eq i32 %64, %18, !dbg !105
  br i1 %65, label %60, label %57, !dbg !106, !llvm.loop !123

66:                                               ; preds = %57, %66
  %67 = phi i32 [ %76, %66 ], [ 0, %57 ]
  %68 = phi i32 [ %70, %66 ], [ %59, %57 ]
  call void @llvm.dbg.value(metadata i32 %67, metadata !37, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 %68, metadata !31, metadata !DIExpression()), !dbg !55
  %69 = mul i32 %68, 1664525, !dbg !125
  %70 = add i32 %69, 1013904223, !dbg !128
  call void @llvm.dbg.value(metadata i32 %70, metadata !31, metadata !DIExpression()), !dbg !55
  %71 = urem i32 %70, %10, !dbg !129
  %72 = zext i32 %71 to i64, !dbg !130
  %73 = getelementptr inbounds i32, i32* %24, i64 %72, !dbg !130
  %74 = load i32, i32* %73, align 4, !dbg !131, !tbaa !132
  %75 = add nsw i32 %74, 1, !dbg !131
  store i32 %75, i32* %73, align 4, !dbg !131, !tbaa !132
  %76 = add nuw nsw i32 %67, 2, !dbg !134
  call void @llvm.dbg.value(metadata i32 %76, metadata !37, metadata !DIExpression()), !dbg !117
  %77 = icmp slt i32 %76, %10, !dbg !135
  br i1 %77, label %66, label %62, !dbg !118, !llvm.loop !136

78:                                               ; preds = %60, %89
  %79 = phi i32 [ %90, %89 ], [ 1, %60 ]
  %80 = phi double [ %105, %89 ], [ %38, %60 ]
  %81 = phi i64 [ %101, %89 ], [ 88172645463325252, %60 ]
  call void @llvm.dbg.value(metadata i32 %79, metadata !46, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %80, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %81, metadata !40, metadata !DIExpression()), !dbg !55
  %82 = sext i32 %79 to i64
  call void @llvm.dbg.value(metadata i64 %81, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata double %80, metadata !30, metadata !DIExpression()), !dbg !55
  %83 = call i32 @llvm.umax.i32(i32 %79, i32 1), !dbg !139
  br label %92, !dbg !139

84:                                               ; preds = %89, %60
  %85 = phi double [ %38, %60 ], [ %105, %89 ], !dbg !140
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 0, metadata !51, metadata !DIExpression()), !dbg !55
  %86 = icmp sgt i32 %10, 0, !dbg !142
  br i1 %86, label %87, label %110, !dbg !144

87:                                               ; preds = %84
  %88 = zext i32 %10 to i64, !dbg !142
  br label %115, !dbg !144

89:                                               ; preds = %92
  %90 = shl nsw i32 %79, 1, !dbg !145
  call void @llvm.dbg.value(metadata i64 %101, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %90, metadata !46, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %105, metadata !30, metadata !DIExpression()), !dbg !55
  %91 = icmp slt i32 %90, %10, !dbg !120
  br i1 %91, label %78, label %84, !dbg !121, !llvm.loop !146

92:                                               ; preds = %78, %92
  %93 = phi i32 [ 0, %78 ], [ %106, %92 ]
  %94 = phi double [ %80, %78 ], [ %105, %92 ]
  %95 = phi i64 [ %81, %78 ], [ %101, %92 ]
  call void @llvm.dbg.value(metadata i32 %93, metadata !48, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata double %94, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %95, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata %struct.rng_t* undef, metadata !148, metadata !DIExpression()), !dbg !154
  %96 = shl i64 %95, 13, !dbg !157
  %97 = xor i64 %96, %95, !dbg !158
  %98 = lshr i64 %97, 7, !dbg !159
  %99 = xor i64 %98, %97, !dbg !160
  %100 = shl i64 %99, 17, !dbg !161
  %101 = xor i64 %100, %99, !dbg !162
  call void @llvm.dbg.value(metadata i64 %101, metadata !40, metadata !DIExpression()), !dbg !55
  %102 = urem i64 %101, %82, !dbg !163
  %103 = getelementptr inbounds double, double* %22, i64 %102, !dbg !164
  %104 = load double, double* %103, align 8, !dbg !164, !tbaa !97
  %105 = fadd double %94, %104, !dbg !165
  call void @llvm.dbg.value(metadata double %105, metadata !30, metadata !DIExpression()), !dbg !55
  %106 = add nuw nsw i32 %93, 1, !dbg !166
  call void @llvm.dbg.value(metadata i32 %106, metadata !48, metadata !DIExpression()), !dbg !138
  %107 = icmp eq i32 %106, %83, !dbg !167
  br i1 %107, label %89, label %92, !dbg !139, !llvm.loop !168

108:                                              ; preds = %115
  %109 = sitofp i64 %121 to double, !dbg !170
  br label %110, !dbg !170

110:                                              ; preds = %108, %84
  %111 = phi double [ 0.000000e+00, %84 ], [ %109, %108 ]
  call void @free(i8* noundef %23) #5, !dbg !170
  call void @free(i8* noundef %21) #5, !dbg !171
  %112 = fadd double %85, %111, !dbg !172
  %113 = fcmp ule double %112, 1.000000e+00, !dbg !173
  %114 = zext i1 %113 to i32, !dbg !174
  ret i32 %114, !dbg !175

115:                                              ; preds = %87, %115
  %116 = phi i64 [ 0, %87 ], [ %122, %115 ]
  %117 = phi i64 [ 0, %87 ], [ %121, %115 ]
  call void @llvm.dbg.value(metadata i64 %116, metadata !53, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %117, metadata !51, metadata !DIExpression()), !dbg !55
  %118 = getelementptr inbounds i32, i32* %24, i64 %116, !dbg !176
  %119 = load i32, i32* %118, align 4, !dbg !176, !tbaa !132
  %120 = sext i32 %119 to i64, !dbg !176
  %121 = add nsw i64 %117, %120, !dbg !177
  call void @llvm.dbg.value(metadata i64 %121, metadata !51, metadata !DIExpression()), !dbg !55
  %122 = add nuw nsw i64 %116, 1, !dbg !178
  call void @llvm.dbg.value(metadata i64 %122, metadata !53, metadata !DIExpression()), !dbg !141
  %123 = icmp eq i64 %122, %88, !dbg !142
  br i1 %123, label %108, label %115, !dbg !144, !llvm.loop !179
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "gen_state.c", directory: "/work/lcgwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "8a361f7824214ed86a831e6b581919b0")
!2 = !{!3, !4, !7}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !16, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !26, !28, !30, !31, !33, !35, !37, !40, !46, !48, !51, !53}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 14, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 14, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 15, type: !3)
!22 = !DILocalVariable(name: "rounds", scope: !15, file: !1, line: 16, type: !3)
!23 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 17, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!26 = !DILocalVariable(name: "h", scope: !15, file: !1, line: 18, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 19, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 19, column: 3)
!30 = !DILocalVariable(name: "sum", scope: !15, file: !1, line: 20, type: !25)
!31 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 22, type: !32)
!32 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 23, type: !3)
!34 = distinct !DILexicalBlock(scope: !15, file: !1, line: 23, column: 3)
!35 = !DILocalVariable(name: "r", scope: !36, file: !1, line: 28, type: !3)
!36 = distinct !DILexicalBlock(scope: !15, file: !1, line: 28, column: 3)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 29, type: !3)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 29, column: 5)
!39 = distinct !DILexicalBlock(scope: !36, file: !1, line: 28, column: 3)
!40 = !DILocalVariable(name: "g", scope: !15, file: !1, line: 34, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "rng_t", file: !1, line: 5, baseType: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 5, size: 64, elements: !43)
!43 = !{!44}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !42, file: !1, line: 5, baseType: !45, size: 64)
!45 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocalVariable(name: "m", scope: !47, file: !1, line: 35, type: !3)
!47 = distinct !DILexicalBlock(scope: !15, file: !1, line: 35, column: 3)
!48 = !DILocalVariable(name: "i", scope: !49, file: !1, line: 36, type: !3)
!49 = distinct !DILexicalBlock(scope: !50, file: !1, line: 36, column: 5)
!50 = distinct !DILexicalBlock(scope: !47, file: !1, line: 35, column: 3)
!51 = !DILocalVariable(name: "t", scope: !15, file: !1, line: 38, type: !52)
!52 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!53 = !DILocalVariable(name: "i", scope: !54, file: !1, line: 39, type: !3)
!54 = distinct !DILexicalBlock(scope: !15, file: !1, line: 39, column: 3)
!55 = !DILocation(line: 0, scope: !15)
!56 = !DILocation(line: 15, column: 16, scope: !15)
!57 = !DILocation(line: 15, column: 11, scope: !15)
!58 = !DILocation(line: 15, column: 27, scope: !15)
!59 = !{!60, !60, i64 0}
!60 = !{!"any pointer", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocalVariable(name: "__nptr", arg: 1, scope: !64, file: !65, line: 362, type: !68)
!64 = distinct !DISubprogram(name: "atoi", scope: !65, file: !65, line: 362, type: !66, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!65 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!66 = !DISubroutineType(types: !67)
!67 = !{!3, !68}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!70 = !{!63}
!71 = !DILocation(line: 0, scope: !64, inlinedAt: !72)
!72 = distinct !DILocation(line: 15, column: 22, scope: !15)
!73 = !DILocation(line: 364, column: 16, scope: !64, inlinedAt: !72)
!74 = !DILocation(line: 364, column: 10, scope: !64, inlinedAt: !72)
!75 = !DILocation(line: 16, column: 21, scope: !15)
!76 = !DILocation(line: 16, column: 16, scope: !15)
!77 = !DILocation(line: 16, column: 32, scope: !15)
!78 = !DILocation(line: 0, scope: !64, inlinedAt: !79)
!79 = distinct !DILocation(line: 16, column: 27, scope: !15)
!80 = !DILocation(line: 364, column: 16, scope: !64, inlinedAt: !79)
!81 = !DILocation(line: 364, column: 10, scope: !64, inlinedAt: !79)
!82 = !DILocation(line: 17, column: 39, scope: !15)
!83 = !DILocation(line: 17, column: 37, scope: !15)
!84 = !DILocation(line: 17, column: 15, scope: !15)
!85 = !DILocation(line: 18, column: 12, scope: !15)
!86 = !DILocation(line: 0, scope: !29)
!87 = !DILocation(line: 19, column: 21, scope: !88)
!88 = distinct !DILexicalBlock(scope: !29, file: !1, line: 19, column: 3)
!89 = !DILocation(line: 19, column: 3, scope: !29)
!90 = !DILocation(line: 0, scope: !34)
!91 = !DILocation(line: 23, column: 21, scope: !92)
!92 = distinct !DILexicalBlock(scope: !34, file: !1, line: 23, column: 3)
!93 = !DILocation(line: 23, column: 3, scope: !34)
!94 = !DILocation(line: 19, column: 38, scope: !88)
!95 = !DILocation(line: 19, column: 31, scope: !88)
!96 = !DILocation(line: 19, column: 36, scope: !88)
!97 = !{!98, !98, i64 0}
!98 = !{!"double", !61, i64 0}
!99 = !DILocation(line: 19, column: 27, scope: !88)
!100 = distinct !{!100, !89, !101, !102, !103}
!101 = !DILocation(line: 19, column: 38, scope: !29)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !{!"llvm.loop.unroll.disable"}
!104 = !DILocation(line: 0, scope: !36)
!105 = !DILocation(line: 28, column: 21, scope: !39)
!106 = !DILocation(line: 28, column: 3, scope: !36)
!107 = !DILocation(line: 24, column: 11, scope: !108)
!108 = distinct !DILexicalBlock(scope: !92, file: !1, line: 23, column: 31)
!109 = !DILocation(line: 24, column: 25, scope: !108)
!110 = !DILocation(line: 25, column: 17, scope: !108)
!111 = !DILocation(line: 25, column: 23, scope: !108)
!112 = !DILocation(line: 25, column: 12, scope: !108)
!113 = !DILocation(line: 25, column: 9, scope: !108)
!114 = !DILocation(line: 23, column: 27, scope: !92)
!115 = distinct !{!115, !93, !116, !102, !103}
!116 = !DILocation(line: 26, column: 3, scope: !34)
!117 = !DILocation(line: 0, scope: !38)
!118 = !DILocation(line: 29, column: 5, scope: !38)
!119 = !DILocation(line: 0, scope: !47)
!120 = !DILocation(line: 35, column: 21, scope: !50)
!121 = !DILocation(line: 35, column: 3, scope: !47)
!122 = !DILocation(line: 28, column: 32, scope: !39)
!123 = distinct !{!123, !106, !124, !102, !103}
!124 = !DILocation(line: 32, column: 5, scope: !36)
!125 = !DILocation(line: 30, column: 13, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !1, line: 29, column: 36)
!127 = distinct !DILexicalBlock(scope: !38, file: !1, line: 29, column: 5)
!128 = !DILocation(line: 30, column: 24, scope: !126)
!129 = !DILocation(line: 31, column: 11, scope: !126)
!130 = !DILocation(line: 31, column: 7, scope: !126)
!131 = !DILocation(line: 31, column: 15, scope: !126)
!132 = !{!133, !133, i64 0}
!133 = !{!"int", !61, i64 0}
!134 = !DILocation(line: 29, column: 30, scope: !127)
!135 = !DILocation(line: 29, column: 23, scope: !127)
!136 = distinct !{!136, !118, !137, !102, !103}
!137 = !DILocation(line: 32, column: 5, scope: !38)
!138 = !DILocation(line: 0, scope: !49)
!139 = !DILocation(line: 36, column: 5, scope: !49)
!140 = !DILocation(line: 20, column: 10, scope: !15)
!141 = !DILocation(line: 0, scope: !54)
!142 = !DILocation(line: 39, column: 21, scope: !143)
!143 = distinct !DILexicalBlock(scope: !54, file: !1, line: 39, column: 3)
!144 = !DILocation(line: 39, column: 3, scope: !54)
!145 = !DILocation(line: 35, column: 28, scope: !50)
!146 = distinct !{!146, !121, !147, !102, !103}
!147 = !DILocation(line: 37, column: 28, scope: !47)
!148 = !DILocalVariable(name: "r", arg: 1, scope: !149, file: !1, line: 7, type: !152)
!149 = distinct !DISubprogram(name: "next", scope: !1, file: !1, line: 7, type: !150, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !153)
!150 = !DISubroutineType(types: !151)
!151 = !{!45, !152}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!153 = !{!148}
!154 = !DILocation(line: 0, scope: !149, inlinedAt: !155)
!155 = distinct !DILocation(line: 37, column: 16, scope: !156)
!156 = distinct !DILexicalBlock(scope: !49, file: !1, line: 36, column: 5)
!157 = !DILocation(line: 8, column: 16, scope: !149, inlinedAt: !155)
!158 = !DILocation(line: 8, column: 8, scope: !149, inlinedAt: !155)
!159 = !DILocation(line: 9, column: 16, scope: !149, inlinedAt: !155)
!160 = !DILocation(line: 9, column: 8, scope: !149, inlinedAt: !155)
!161 = !DILocation(line: 10, column: 16, scope: !149, inlinedAt: !155)
!162 = !DILocation(line: 10, column: 8, scope: !149, inlinedAt: !155)
!163 = !DILocation(line: 37, column: 25, scope: !156)
!164 = !DILocation(line: 37, column: 14, scope: !156)
!165 = !DILocation(line: 37, column: 11, scope: !156)
!166 = !DILocation(line: 36, column: 29, scope: !156)
!167 = !DILocation(line: 36, column: 23, scope: !156)
!168 = distinct !{!168, !139, !169, !102, !103}
!169 = !DILocation(line: 37, column: 28, scope: !49)
!170 = !DILocation(line: 40, column: 3, scope: !15)
!171 = !DILocation(line: 41, column: 3, scope: !15)
!172 = !DILocation(line: 42, column: 15, scope: !15)
!173 = !DILocation(line: 42, column: 20, scope: !15)
!174 = !DILocation(line: 42, column: 10, scope: !15)
!175 = !DILocation(line: 43, column: 1, scope: !15)
!176 = !DILocation(line: 39, column: 36, scope: !143)
!177 = !DILocation(line: 39, column: 33, scope: !143)
!178 = !DILocation(line: 39, column: 27, scope: !143)
!179 = distinct !{!179, !144, !180, !102, !103}
!180 = !DILocation(line: 39, column: 39, scope: !54)
