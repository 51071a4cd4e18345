; ModuleID = 'counted_data.c'
source_filename = "counted_data.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !34
  %3 = icmp sgt i32 %0, 1, !dbg !35
  br i1 %3, label %4, label %9, !dbg !36

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !37
  %6 = load i8*, i8** %5, align 8, !dbg !37, !tbaa !38
  call void @llvm.dbg.value(metadata i8* %6, metadata !42, metadata !DIExpression()) #7, !dbg !50
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !52
  %8 = trunc i64 %7 to i32, !dbg !53
  br label %9, !dbg !36

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 60, %2 ], !dbg !36
  call void @llvm.dbg.value(metadata i32 %10, metadata !24, metadata !DIExpression()), !dbg !34
  %11 = sext i32 %10 to i64, !dbg !54
  %12 = shl nsw i64 %11, 3, !dbg !55
  %13 = mul i64 %12, %11, !dbg !56
  %14 = tail call noalias i8* @malloc(i64 noundef %13) #7, !dbg !57
  %15 = bitcast i8* %14 to double*, !dbg !57
  call void @llvm.dbg.value(metadata double* %15, metadata !25, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !58
  %16 = icmp sgt i32 %10, 0, !dbg !59
  br i1 %16, label %17, label %115, !dbg !60

17:                                               ; preds = %9
  %18 = sitofp i32 %10 to double
  %19 = fadd double %18, 1.000000e+00
  %20 = zext i32 %10 to i64, !dbg !59
  br label %21, !dbg !60

21:                                               ; preds = %17, %132
  %22 = phi i64 [ 0, %17 ], [ %25, %132 ]
  %23 = phi i64 [ 1, %17 ], [ %133, %132 ]
  call void @llvm.dbg.value(metadata i64 %22, metadata !28, metadata !DIExpression()), !dbg !58
  %24 = mul nsw i64 %22, %11
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !61
  %25 = add nuw nsw i64 %22, 1, !dbg !62
  %26 = and i64 %23, 1, !dbg !63
  %27 = icmp eq i64 %22, 0, !dbg !63
  br i1 %27, label %118, label %28, !dbg !63

28:                                               ; preds = %21
  %29 = and i64 %23, 9223372036854775806, !dbg !63
  br label %135, !dbg !63

30:                                               ; preds = %132
  call void @llvm.dbg.value(metadata i32 %10, metadata !64, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %15, metadata !71, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double 5.000000e-02, metadata !72, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !78
  br i1 %16, label %31, label %115, !dbg !79

31:                                               ; preds = %30
  %32 = zext i32 %10 to i64, !dbg !80
  %33 = icmp ult i32 %10, 4, !dbg !79
  br i1 %33, label %102, label %34, !dbg !79

34:                                               ; preds = %31
  %35 = and i64 %20, 4294967292, !dbg !79
  %36 = add nsw i64 %35, -4, !dbg !79
  %37 = lshr exact i64 %36, 2, !dbg !79
  %38 = add nuw nsw i64 %37, 1, !dbg !79
  %39 = and i64 %38, 1, !dbg !79
  %40 = icmp eq i64 %36, 0, !dbg !79
  br i1 %40, label %76, label %41, !dbg !79

41:                                               ; preds = %34
  %42 = and i64 %38, 9223372036854775806, !dbg !79
  br label %43, !dbg !79

43:                                               ; preds = %43, %41
  %44 = phi i64 [ 0, %41 ], [ %73, %43 ], !dbg !82
  %45 = phi <2 x i32> [ zeroinitializer, %41 ], [ %71, %43 ]
  %46 = phi <2 x i32> [ zeroinitializer, %41 ], [ %72, %43 ]
  %47 = phi i64 [ 0, %41 ], [ %74, %43 ]
  %48 = getelementptr inbounds double, double* %15, i64 %44, !dbg !82
  %49 = bitcast double* %48 to <2 x double>*, !dbg !83
  %50 = load <2 x double>, <2 x double>* %49, align 8, !dbg !83, !tbaa !85
  %51 = getelementptr inbounds double, double* %48, i64 2, !dbg !83
  %52 = bitcast double* %51 to <2 x double>*, !dbg !83
  %53 = load <2 x double>, <2 x double>* %52, align 8, !dbg !83, !tbaa !85
  %54 = fcmp ogt <2 x double> %50, <double 5.000000e-02, double 5.000000e-02>, !dbg !87
  %55 = fcmp ogt <2 x double> %53, <double 5.000000e-02, double 5.000000e-02>, !dbg !87
  %56 = zext <2 x i1> %54 to <2 x i32>, !dbg !88
  %57 = zext <2 x i1> %55 to <2 x i32>, !dbg !88
  %58 = add <2 x i32> %45, %56, !dbg !88
  %59 = add <2 x i32> %46, %57, !dbg !88
  %60 = or i64 %44, 4, !dbg !82
  %61 = getelementptr inbounds double, double* %15, i64 %60, !dbg !82
  %62 = bitcast double* %61 to <2 x double>*, !dbg !83
  %63 = load <2 x double>, <2 x double>* %62, align 8, !dbg !83, !tbaa !85
  %64 = getelementptr inbounds double, double* %61, i64 2, !dbg !83
  %65 = bitcast double* %64 to <2 x double>*, !dbg !83
  %66 = load <2 x double>, <2 x double>* %65, align 8, !dbg !83, !tbaa !85
  %67 = fcmp ogt <2 x double> %63, <double 5.000000e-02, double 5.000000e-02>, !dbg !87
  %68 = fcmp ogt <2 x double> %66, <double 5.000000e-02, double 5.000000e-02>, !dbg !87
  %69 = zext <2 x i1> %67 to <2 x i32>, !dbg !88
  %70 = zext <2 x i1> %68 to <2 x i32>, !dbg !88
  %71 = add <2 x i32> %58, %69, !dbg !88
  %72 = add <2 x i32> %59, %70, !dbg !88
  %73 = add nuw i64 %44, 8, !dbg !82
  %74 = add i64 %47, 2, !dbg !82
  %75 = icmp eq i64 %74, %42, !dbg !82
  br i1 %75, label %76, label %43, !dbg !82, !llvm.loop !89

76:                                               ; preds = %43, %34
  %77 = phi <2 x i32> [ undef, %34 ], [ %71, %43 ]
  %78 = phi <2 x i32> [ undef, %34 ], [ %72, %43 ]
  %79 = phi i64 [ 0, %34 ], [ %73, %43 ]
  %80 = phi <2 x i32> [ zeroinitializer, %34 ], [ %71, %43 ]
  %81 = phi <2 x i32> [ zeroinitializer, %34 ], [ %72, %43 ]
  %82 = icmp eq i64 %39, 0, !dbg !82
  br i1 %82, label %96, label %83, !dbg !82

83:                                               ; preds = %76
  %84 = getelementptr inbounds double, double* %15, i64 %79, !dbg !82
  %85 = bitcast double* %84 to <2 x double>*, !dbg !83
  %86 = load <2 x double>, <2 x double>* %85, align 8, !dbg !83, !tbaa !85
  %87 = getelementptr inbounds double, double* %84, i64 2, !dbg !83
  %88 = bitcast double* %87 to <2 x double>*, !dbg !83
  %89 = load <2 x double>, <2 x double>* %88, align 8, !dbg !83, !tbaa !85
  %90 = fcmp ogt <2 x double> %86, <double 5.000000e-02, double 5.000000e-02>, !dbg !87
  %91 = fcmp ogt <2 x double> %89, <double 5.000000e-02, double 5.000000e-02>, !dbg !87
  %92 = zext <2 x i1> %90 to <2 x i32>, !dbg !88
  %93 = zext <2 x i1> %91 to <2 x i32>, !dbg !88
  %94 = add <2 x i32> %80, %92, !dbg !88
  %95 = add <2 x i32> %81, %93, !dbg !88
  br label %96, !dbg !79

96:                                               ; preds = %76, %83
  %97 = phi <2 x i32> [ %77, %76 ], [ %94, %83 ], !dbg !88
  %98 = phi <2 x i32> [ %78, %76 ], [ %95, %83 ], !dbg !88
  %99 = add <2 x i32> %98, %97, !dbg !79
  %100 = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %99), !dbg !79
  %101 = icmp eq i64 %35, %20, !dbg !79
  br i1 %101, label %115, label %102, !dbg !79

102:                                              ; preds = %31, %96
  %103 = phi i64 [ 0, %31 ], [ %35, %96 ]
  %104 = phi i32 [ 0, %31 ], [ %100, %96 ]
  br label %105, !dbg !79

105:                                              ; preds = %102, %105
  %106 = phi i64 [ %113, %105 ], [ %103, %102 ]
  %107 = phi i32 [ %112, %105 ], [ %104, %102 ]
  call void @llvm.dbg.value(metadata i64 %106, metadata !74, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %107, metadata !73, metadata !DIExpression()), !dbg !76
  %108 = getelementptr inbounds double, double* %15, i64 %106, !dbg !83
  %109 = load double, double* %108, align 8, !dbg !83, !tbaa !85
  %110 = fcmp ogt double %109, 5.000000e-02, !dbg !87
  %111 = zext i1 %110 to i32, !dbg !88
  %112 = add nuw nsw i32 %107, %111, !dbg !88
  call void @llvm.dbg.value(metadata i32 %112, metadata !73, metadata !DIExpression()), !dbg !76
  %113 = add nuw nsw i64 %106, 1, !dbg !82
  call void @llvm.dbg.value(metadata i64 %113, metadata !74, metadata !DIExpression()), !dbg !78
  %114 = icmp eq i64 %113, %32, !dbg !80
  br i1 %114, label %115, label %105, !dbg !79, !llvm.loop !93

115:                                              ; preds = %105, %96, %9, %30
  %116 = phi i32 [ 0, %30 ], [ 0, %9 ], [ %100, %96 ], [ %112, %105 ], !dbg !76
  call void @llvm.dbg.value(metadata i32 %116, metadata !33, metadata !DIExpression()), !dbg !34
  %117 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %116), !dbg !95
  tail call void @free(i8* noundef %14) #7, !dbg !96
  ret i32 0, !dbg !97

118:                                              ; preds = %155, %21
  %119 = phi i64 [ 0, %21 ], [ %159, %155 ]
  %120 = icmp eq i64 %26, 0, !dbg !98
  br i1 %120, label %132, label %121, !dbg !98

121:                                              ; preds = %118
  call void @llvm.dbg.value(metadata i64 %119, metadata !30, metadata !DIExpression()), !dbg !61
  %122 = icmp eq i64 %119, %22, !dbg !100
  br i1 %122, label %128, label %123, !dbg !98

123:                                              ; preds = %121
  %124 = add nuw nsw i64 %25, %119, !dbg !101
  %125 = trunc i64 %124 to i32, !dbg !102
  %126 = sitofp i32 %125 to double, !dbg !102
  %127 = fdiv double 1.000000e+00, %126, !dbg !103
  br label %128, !dbg !98

128:                                              ; preds = %123, %121
  %129 = phi double [ %127, %123 ], [ %19, %121 ], !dbg !98
  %130 = add nsw i64 %119, %24, !dbg !104
  %131 = getelementptr inbounds double, double* %15, i64 %130, !dbg !105
  store double %129, double* %131, align 8, !dbg !106, !tbaa !85
  call void @llvm.dbg.value(metadata i64 %119, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !61
  br label %132, !dbg !60

132:                                              ; preds = %118, %128
  call void @llvm.dbg.value(metadata i64 %25, metadata !28, metadata !DIExpression()), !dbg !58
  %133 = add nuw nsw i64 %23, 1, !dbg !60
  %134 = icmp eq i64 %25, %20, !dbg !59
  br i1 %134, label %30, label %21, !dbg !60, !llvm.loop !107

135:                                              ; preds = %155, %28
  %136 = phi i64 [ 0, %28 ], [ %159, %155 ]
  %137 = phi i64 [ 0, %28 ], [ %160, %155 ]
  call void @llvm.dbg.value(metadata i64 %136, metadata !30, metadata !DIExpression()), !dbg !61
  %138 = icmp eq i64 %136, %22, !dbg !100
  br i1 %138, label %144, label %139, !dbg !98

139:                                              ; preds = %135
  %140 = add nuw nsw i64 %25, %136, !dbg !101
  %141 = trunc i64 %140 to i32, !dbg !102
  %142 = sitofp i32 %141 to double, !dbg !102
  %143 = fdiv double 1.000000e+00, %142, !dbg !103
  br label %144, !dbg !98

144:                                              ; preds = %135, %139
  %145 = phi double [ %143, %139 ], [ %19, %135 ], !dbg !98
  %146 = add nsw i64 %136, %24, !dbg !104
  %147 = getelementptr inbounds double, double* %15, i64 %146, !dbg !105
  store double %145, double* %147, align 8, !dbg !106, !tbaa !85
  %148 = or i64 %136, 1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %148, metadata !30, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i64 %148, metadata !30, metadata !DIExpression()), !dbg !61
  %149 = icmp eq i64 %148, %22, !dbg !100
  br i1 %149, label %155, label %150, !dbg !98

150:                                              ; preds = %144
  %151 = add nuw nsw i64 %25, %148, !dbg !101
  %152 = trunc i64 %151 to i32, !dbg !102
  %153 = sitofp i32 %152 to double, !dbg !102
  %154 = fdiv double 1.000000e+00, %153, !dbg !103
  br label %155, !dbg !98

155:                                              ; preds = %150, %144
  %156 = phi double [ %154, %150 ], [ %19, %144 ], !dbg !98
  %157 = add nsw i64 %148, %24, !dbg !104
  %158 = getelementptr inbounds double, double* %15, i64 %157, !dbg !105
  store double %156, double* %158, align 8, !dbg !106, !tbaa !85
  %159 = add nuw nsw i64 %136, 2, !dbg !109
  call void @llvm.dbg.value(metadata i64 %159, metadata !30, metadata !DIExpression()), !dbg !61
  %160 = add i64 %137, 2, !dbg !63
  %161 = icmp eq i64 %160, %29, !dbg !63
  br i1 %161, label %118, label %135, !dbg !63, !llvm.loop !110
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "counted_data.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "80f396c77b2cf47544aea82f10dafa84")
!2 = !{!3, !6, !7, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !19, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !28, !30, !33}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 18, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 18, type: !7)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 20, type: !6)
!25 = !DILocalVariable(name: "a", scope: !18, file: !1, line: 21, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 22, type: !6)
!29 = distinct !DILexicalBlock(scope: !18, file: !1, line: 22, column: 3)
!30 = !DILocalVariable(name: "j", scope: !31, file: !1, line: 23, type: !6)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 23, column: 5)
!32 = distinct !DILexicalBlock(scope: !29, file: !1, line: 22, column: 3)
!33 = !DILocalVariable(name: "c", scope: !18, file: !1, line: 25, type: !6)
!34 = !DILocation(line: 0, scope: !18)
!35 = !DILocation(line: 20, column: 16, scope: !18)
!36 = !DILocation(line: 20, column: 11, scope: !18)
!37 = !DILocation(line: 20, column: 27, scope: !18)
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocalVariable(name: "__nptr", arg: 1, scope: !43, file: !44, line: 362, type: !47)
!43 = distinct !DISubprogram(name: "atoi", scope: !44, file: !44, line: 362, type: !45, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !49)
!44 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!45 = !DISubroutineType(types: !46)
!46 = !{!6, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!49 = !{!42}
!50 = !DILocation(line: 0, scope: !43, inlinedAt: !51)
!51 = distinct !DILocation(line: 20, column: 22, scope: !18)
!52 = !DILocation(line: 364, column: 16, scope: !43, inlinedAt: !51)
!53 = !DILocation(line: 364, column: 10, scope: !43, inlinedAt: !51)
!54 = !DILocation(line: 21, column: 22, scope: !18)
!55 = !DILocation(line: 21, column: 32, scope: !18)
!56 = !DILocation(line: 21, column: 36, scope: !18)
!57 = !DILocation(line: 21, column: 15, scope: !18)
!58 = !DILocation(line: 0, scope: !29)
!59 = !DILocation(line: 22, column: 21, scope: !32)
!60 = !DILocation(line: 22, column: 3, scope: !29)
!61 = !DILocation(line: 0, scope: !31)
!62 = !DILocation(line: 22, column: 27, scope: !32)
!63 = !DILocation(line: 23, column: 5, scope: !31)
!64 = !DILocalVariable(name: "n", arg: 1, scope: !65, file: !1, line: 9, type: !6)
!65 = distinct !DISubprogram(name: "above", scope: !1, file: !1, line: 9, type: !66, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!66 = !DISubroutineType(types: !67)
!67 = !{!6, !6, !68, !27}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!70 = !{!64, !71, !72, !73, !74}
!71 = !DILocalVariable(name: "v", arg: 2, scope: !65, file: !1, line: 9, type: !68)
!72 = !DILocalVariable(name: "t", arg: 3, scope: !65, file: !1, line: 9, type: !27)
!73 = !DILocalVariable(name: "c", scope: !65, file: !1, line: 11, type: !6)
!74 = !DILocalVariable(name: "i", scope: !75, file: !1, line: 12, type: !6)
!75 = distinct !DILexicalBlock(scope: !65, file: !1, line: 12, column: 3)
!76 = !DILocation(line: 0, scope: !65, inlinedAt: !77)
!77 = distinct !DILocation(line: 25, column: 11, scope: !18)
!78 = !DILocation(line: 0, scope: !75, inlinedAt: !77)
!79 = !DILocation(line: 12, column: 3, scope: !75, inlinedAt: !77)
!80 = !DILocation(line: 12, column: 21, scope: !81, inlinedAt: !77)
!81 = distinct !DILexicalBlock(scope: !75, file: !1, line: 12, column: 3)
!82 = !DILocation(line: 12, column: 27, scope: !81, inlinedAt: !77)
!83 = !DILocation(line: 13, column: 9, scope: !84, inlinedAt: !77)
!84 = distinct !DILexicalBlock(scope: !81, file: !1, line: 13, column: 9)
!85 = !{!86, !86, i64 0}
!86 = !{!"double", !40, i64 0}
!87 = !DILocation(line: 13, column: 14, scope: !84, inlinedAt: !77)
!88 = !DILocation(line: 13, column: 9, scope: !81, inlinedAt: !77)
!89 = distinct !{!89, !79, !90, !91, !92}
!90 = !DILocation(line: 14, column: 8, scope: !75, inlinedAt: !77)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !{!"llvm.loop.isvectorized", i32 1}
!93 = distinct !{!93, !79, !90, !91, !94, !92}
!94 = !{!"llvm.loop.unroll.runtime.disable"}
!95 = !DILocation(line: 26, column: 3, scope: !18)
!96 = !DILocation(line: 27, column: 3, scope: !18)
!97 = !DILocation(line: 29, column: 1, scope: !18)
!98 = !DILocation(line: 24, column: 22, scope: !99)
!99 = distinct !DILexicalBlock(scope: !31, file: !1, line: 23, column: 5)
!100 = !DILocation(line: 24, column: 25, scope: !99)
!101 = !DILocation(line: 24, column: 56, scope: !99)
!102 = !DILocation(line: 24, column: 49, scope: !99)
!103 = !DILocation(line: 24, column: 47, scope: !99)
!104 = !DILocation(line: 24, column: 15, scope: !99)
!105 = !DILocation(line: 24, column: 7, scope: !99)
!106 = !DILocation(line: 24, column: 20, scope: !99)
!107 = distinct !{!107, !60, !108, !91}
!108 = !DILocation(line: 24, column: 59, scope: !29)
!109 = !DILocation(line: 23, column: 30, scope: !99)
!110 = distinct !{!110, !63, !111, !91}
!111 = !DILocation(line: 24, column: 59, scope: !31)
