; ModuleID = 'gen_chunks.c'
source_filename = "gen_chunks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !35
  %3 = icmp sgt i32 %0, 1, !dbg !36
  br i1 %3, label %4, label %9, !dbg !37

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !38
  %6 = load i8*, i8** %5, align 8, !dbg !38, !tbaa !39
  call void @llvm.dbg.value(metadata i8* %6, metadata !43, metadata !DIExpression()) #5, !dbg !51
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !53
  %8 = trunc i64 %7 to i32, !dbg !54
  br label %9, !dbg !37

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 10000, %2 ], !dbg !37
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !35
  %11 = sext i32 %10 to i64, !dbg !55
  %12 = shl nsw i64 %11, 3, !dbg !56
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #5, !dbg !57
  %14 = bitcast i8* %13 to double*, !dbg !57
  call void @llvm.dbg.value(metadata double* %14, metadata !22, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !58
  %15 = icmp sgt i32 %10, 0, !dbg !59
  br i1 %15, label %16, label %134, !dbg !61

16:                                               ; preds = %9
  %17 = zext i32 %10 to i64, !dbg !59
  %18 = icmp ult i32 %10, 4, !dbg !61
  br i1 %18, label %66, label %19, !dbg !61

19:                                               ; preds = %16
  %20 = and i64 %17, 4294967292, !dbg !61
  %21 = add nsw i64 %20, -4, !dbg !61
  %22 = lshr exact i64 %21, 2, !dbg !61
  %23 = add nuw nsw i64 %22, 1, !dbg !61
  %24 = and i64 %23, 1, !dbg !61
  %25 = icmp eq i64 %21, 0, !dbg !61
  br i1 %25, label %52, label %26, !dbg !61

26:                                               ; preds = %19
  %27 = and i64 %23, 9223372036854775806, !dbg !61
  br label %28, !dbg !61

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %48, %28 ], !dbg !62
  %30 = phi <2 x i32> [ <i32 0, i32 1>, %26 ], [ %49, %28 ], !dbg !63
  %31 = phi i64 [ 0, %26 ], [ %50, %28 ]
  %32 = add <2 x i32> %30, <i32 2, i32 2>, !dbg !63
  %33 = sitofp <2 x i32> %30 to <2 x double>, !dbg !63
  %34 = sitofp <2 x i32> %32 to <2 x double>, !dbg !63
  %35 = getelementptr inbounds double, double* %14, i64 %29, !dbg !62
  %36 = bitcast double* %35 to <2 x double>*, !dbg !64
  store <2 x double> %33, <2 x double>* %36, align 8, !dbg !64, !tbaa !65
  %37 = getelementptr inbounds double, double* %35, i64 2, !dbg !64
  %38 = bitcast double* %37 to <2 x double>*, !dbg !64
  store <2 x double> %34, <2 x double>* %38, align 8, !dbg !64, !tbaa !65
  %39 = or i64 %29, 4, !dbg !62
  %40 = add <2 x i32> %30, <i32 4, i32 4>, !dbg !63
  %41 = add <2 x i32> %30, <i32 6, i32 6>, !dbg !63
  %42 = sitofp <2 x i32> %40 to <2 x double>, !dbg !63
  %43 = sitofp <2 x i32> %41 to <2 x double>, !dbg !63
  %44 = getelementptr inbounds double, double* %14, i64 %39, !dbg !62
  %45 = bitcast double* %44 to <2 x double>*, !dbg !64
  store <2 x double> %42, <2 x double>* %45, align 8, !dbg !64, !tbaa !65
  %46 = getelementptr inbounds double, double* %44, i64 2, !dbg !64
  %47 = bitcast double* %46 to <2 x double>*, !dbg !64
  store <2 x double> %43, <2 x double>* %47, align 8, !dbg !64, !tbaa !65
  %48 = add nuw i64 %29, 8, !dbg !62
  %49 = add <2 x i32> %30, <i32 8, i32 8>, !dbg !63
  %50 = add i64 %31, 2, !dbg !62
  %51 = icmp eq i64 %50, %27, !dbg !62
  br i1 %51, label %52, label %28, !dbg !62, !llvm.loop !67

52:                                               ; preds = %28, %19
  %53 = phi i64 [ 0, %19 ], [ %48, %28 ]
  %54 = phi <2 x i32> [ <i32 0, i32 1>, %19 ], [ %49, %28 ]
  %55 = icmp eq i64 %24, 0, !dbg !62
  br i1 %55, label %64, label %56, !dbg !62

56:                                               ; preds = %52
  %57 = add <2 x i32> %54, <i32 2, i32 2>, !dbg !63
  %58 = sitofp <2 x i32> %54 to <2 x double>, !dbg !63
  %59 = sitofp <2 x i32> %57 to <2 x double>, !dbg !63
  %60 = getelementptr inbounds double, double* %14, i64 %53, !dbg !62
  %61 = bitcast double* %60 to <2 x double>*, !dbg !64
  store <2 x double> %58, <2 x double>* %61, align 8, !dbg !64, !tbaa !65
  %62 = getelementptr inbounds double, double* %60, i64 2, !dbg !64
  %63 = bitcast double* %62 to <2 x double>*, !dbg !64
  store <2 x double> %59, <2 x double>* %63, align 8, !dbg !64, !tbaa !65
  br label %64, !dbg !61

64:                                               ; preds = %52, %56
  %65 = icmp eq i64 %20, %17, !dbg !61
  br i1 %65, label %68, label %66, !dbg !61

66:                                               ; preds = %16, %64
  %67 = phi i64 [ 0, %16 ], [ %20, %64 ]
  br label %71, !dbg !61

68:                                               ; preds = %71, %64
  call void @llvm.dbg.value(metadata i32 %10, metadata !30, metadata !DIExpression(DW_OP_constu, 3, DW_OP_mul, DW_OP_stack_value)), !dbg !35
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 7, metadata !27, metadata !DIExpression()), !dbg !35
  br i1 %15, label %69, label %134, !dbg !71

69:                                               ; preds = %68
  %70 = mul nsw i32 %10, 3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %70, metadata !30, metadata !DIExpression()), !dbg !35
  br label %78, !dbg !71

71:                                               ; preds = %66, %71
  %72 = phi i64 [ %76, %71 ], [ %67, %66 ]
  call void @llvm.dbg.value(metadata i64 %72, metadata !25, metadata !DIExpression()), !dbg !58
  %73 = trunc i64 %72 to i32, !dbg !63
  %74 = sitofp i32 %73 to double, !dbg !63
  %75 = getelementptr inbounds double, double* %14, i64 %72, !dbg !73
  store double %74, double* %75, align 8, !dbg !64, !tbaa !65
  %76 = add nuw nsw i64 %72, 1, !dbg !62
  call void @llvm.dbg.value(metadata i64 %76, metadata !25, metadata !DIExpression()), !dbg !58
  %77 = icmp eq i64 %76, %17, !dbg !59
  br i1 %77, label %68, label %71, !dbg !61, !llvm.loop !74

78:                                               ; preds = %69, %104
  %79 = phi i32 [ %107, %104 ], [ %70, %69 ]
  %80 = phi double [ %106, %104 ], [ 0.000000e+00, %69 ]
  %81 = phi i32 [ %105, %104 ], [ 7, %69 ]
  call void @llvm.dbg.value(metadata i32 %79, metadata !30, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %80, metadata !29, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %81, metadata !27, metadata !DIExpression()), !dbg !35
  %82 = icmp ult i32 %79, 1000, !dbg !76
  %83 = select i1 %82, i32 %79, i32 1000, !dbg !77
  call void @llvm.dbg.value(metadata i32 %83, metadata !31, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !79
  %84 = call i32 @llvm.smax.i32(i32 %83, i32 1), !dbg !80
  %85 = and i32 %84, 1, !dbg !80
  %86 = icmp slt i32 %83, 2, !dbg !80
  br i1 %86, label %89, label %87, !dbg !80

87:                                               ; preds = %78
  %88 = and i32 %84, 1022, !dbg !80
  br label %109, !dbg !80

89:                                               ; preds = %109, %78
  %90 = phi i32 [ undef, %78 ], [ %122, %109 ]
  %91 = phi double [ undef, %78 ], [ %128, %109 ]
  %92 = phi double [ %80, %78 ], [ %128, %109 ]
  %93 = phi i32 [ %81, %78 ], [ %122, %109 ]
  %94 = icmp eq i32 %85, 0, !dbg !80
  br i1 %94, label %104, label %95, !dbg !80

95:                                               ; preds = %89
  call void @llvm.dbg.value(metadata i32 undef, metadata !33, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %92, metadata !29, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %93, metadata !27, metadata !DIExpression()), !dbg !35
  %96 = mul i32 %93, 1103515245, !dbg !81
  %97 = add i32 %96, 12345, !dbg !84
  call void @llvm.dbg.value(metadata i32 %97, metadata !27, metadata !DIExpression()), !dbg !35
  %98 = lshr i32 %97, 4, !dbg !85
  %99 = urem i32 %98, %10, !dbg !86
  %100 = zext i32 %99 to i64, !dbg !87
  %101 = getelementptr inbounds double, double* %14, i64 %100, !dbg !87
  %102 = load double, double* %101, align 8, !dbg !87, !tbaa !65
  %103 = fadd double %92, %102, !dbg !88
  call void @llvm.dbg.value(metadata double %103, metadata !29, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 undef, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !79
  br label %104, !dbg !89

104:                                              ; preds = %89, %95
  %105 = phi i32 [ %90, %89 ], [ %97, %95 ], !dbg !84
  %106 = phi double [ %91, %89 ], [ %103, %95 ], !dbg !88
  %107 = sub nsw i32 %79, %83, !dbg !89
  call void @llvm.dbg.value(metadata i32 %107, metadata !30, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %106, metadata !29, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %105, metadata !27, metadata !DIExpression()), !dbg !35
  %108 = icmp sgt i32 %107, 0, !dbg !90
  br i1 %108, label %78, label %131, !dbg !71, !llvm.loop !91

109:                                              ; preds = %109, %87
  %110 = phi double [ %80, %87 ], [ %128, %109 ]
  %111 = phi i32 [ %81, %87 ], [ %122, %109 ]
  %112 = phi i32 [ 0, %87 ], [ %129, %109 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !33, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %110, metadata !29, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %111, metadata !27, metadata !DIExpression()), !dbg !35
  %113 = mul i32 %111, 1103515245, !dbg !81
  %114 = add i32 %113, 12345, !dbg !84
  call void @llvm.dbg.value(metadata i32 %114, metadata !27, metadata !DIExpression()), !dbg !35
  %115 = lshr i32 %114, 4, !dbg !85
  %116 = urem i32 %115, %10, !dbg !86
  %117 = zext i32 %116 to i64, !dbg !87
  %118 = getelementptr inbounds double, double* %14, i64 %117, !dbg !87
  %119 = load double, double* %118, align 8, !dbg !87, !tbaa !65
  %120 = fadd double %110, %119, !dbg !88
  call void @llvm.dbg.value(metadata double %120, metadata !29, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 poison, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !79
  call void @llvm.dbg.value(metadata i32 poison, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !79
  call void @llvm.dbg.value(metadata double %120, metadata !29, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %114, metadata !27, metadata !DIExpression()), !dbg !35
  %121 = mul i32 %114, 1103515245, !dbg !81
  %122 = add i32 %121, 12345, !dbg !84
  call void @llvm.dbg.value(metadata i32 %122, metadata !27, metadata !DIExpression()), !dbg !35
  %123 = lshr i32 %122, 4, !dbg !85
  %124 = urem i32 %123, %10, !dbg !86
  %125 = zext i32 %124 to i64, !dbg !87
  %126 = getelementptr inbounds double, double* %14, i64 %125, !dbg !87
  %127 = load double, double* %126, align 8, !dbg !87, !tbaa !65
  %128 = fadd double %120, %127, !dbg !88
  call void @llvm.dbg.value(metadata double %128, metadata !29, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 poison, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !79
  %129 = add i32 %112, 2, !dbg !80
  %130 = icmp eq i32 %129, %88, !dbg !80
  br i1 %130, label %89, label %109, !dbg !80, !llvm.loop !93

131:                                              ; preds = %104
  %132 = fcmp ogt double %106, 1.000000e+00, !dbg !95
  %133 = zext i1 %132 to i32, !dbg !95
  br label %134, !dbg !95

134:                                              ; preds = %9, %131, %68
  %135 = phi i32 [ 0, %68 ], [ %133, %131 ], [ 0, %9 ]
  tail call void @free(i8* noundef %13) #5, !dbg !95
  ret i32 %135, !dbg !96
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #4

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
!1 = !DIFile(filename: "gen_chunks.c", directory: "/work/lcgwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9f6195d5b7fa0c7b6d0357be41e9b142")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !16, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !25, !27, !29, !30, !31, !33}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 4, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 4, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 5, type: !3)
!22 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 6, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 7, type: !3)
!26 = distinct !DILexicalBlock(scope: !15, file: !1, line: 7, column: 3)
!27 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 8, type: !28)
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DILocalVariable(name: "sum", scope: !15, file: !1, line: 9, type: !24)
!30 = !DILocalVariable(name: "left", scope: !15, file: !1, line: 10, type: !3)
!31 = !DILocalVariable(name: "chunk", scope: !32, file: !1, line: 12, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 11, column: 20)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 13, type: !3)
!34 = distinct !DILexicalBlock(scope: !32, file: !1, line: 13, column: 5)
!35 = !DILocation(line: 0, scope: !15)
!36 = !DILocation(line: 5, column: 16, scope: !15)
!37 = !DILocation(line: 5, column: 11, scope: !15)
!38 = !DILocation(line: 5, column: 27, scope: !15)
!39 = !{!40, !40, i64 0}
!40 = !{!"any pointer", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocalVariable(name: "__nptr", arg: 1, scope: !44, file: !45, line: 362, type: !48)
!44 = distinct !DISubprogram(name: "atoi", scope: !45, file: !45, line: 362, type: !46, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !50)
!45 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!46 = !DISubroutineType(types: !47)
!47 = !{!3, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!50 = !{!43}
!51 = !DILocation(line: 0, scope: !44, inlinedAt: !52)
!52 = distinct !DILocation(line: 5, column: 22, scope: !15)
!53 = !DILocation(line: 364, column: 16, scope: !44, inlinedAt: !52)
!54 = !DILocation(line: 364, column: 10, scope: !44, inlinedAt: !52)
!55 = !DILocation(line: 6, column: 39, scope: !15)
!56 = !DILocation(line: 6, column: 37, scope: !15)
!57 = !DILocation(line: 6, column: 15, scope: !15)
!58 = !DILocation(line: 0, scope: !26)
!59 = !DILocation(line: 7, column: 21, scope: !60)
!60 = distinct !DILexicalBlock(scope: !26, file: !1, line: 7, column: 3)
!61 = !DILocation(line: 7, column: 3, scope: !26)
!62 = !DILocation(line: 7, column: 27, scope: !60)
!63 = !DILocation(line: 7, column: 38, scope: !60)
!64 = !DILocation(line: 7, column: 36, scope: !60)
!65 = !{!66, !66, i64 0}
!66 = !{!"double", !41, i64 0}
!67 = distinct !{!67, !61, !68, !69, !70}
!68 = !DILocation(line: 7, column: 38, scope: !26)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !{!"llvm.loop.isvectorized", i32 1}
!71 = !DILocation(line: 11, column: 3, scope: !15)
!72 = !DILocation(line: 10, column: 16, scope: !15)
!73 = !DILocation(line: 7, column: 31, scope: !60)
!74 = distinct !{!74, !61, !68, !69, !75, !70}
!75 = !{!"llvm.loop.unroll.runtime.disable"}
!76 = !DILocation(line: 12, column: 22, scope: !32)
!77 = !DILocation(line: 12, column: 17, scope: !32)
!78 = !DILocation(line: 0, scope: !32)
!79 = !DILocation(line: 0, scope: !34)
!80 = !DILocation(line: 13, column: 5, scope: !34)
!81 = !DILocation(line: 14, column: 13, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !1, line: 13, column: 37)
!83 = distinct !DILexicalBlock(scope: !34, file: !1, line: 13, column: 5)
!84 = !DILocation(line: 14, column: 27, scope: !82)
!85 = !DILocation(line: 15, column: 19, scope: !82)
!86 = !DILocation(line: 15, column: 25, scope: !82)
!87 = !DILocation(line: 15, column: 14, scope: !82)
!88 = !DILocation(line: 15, column: 11, scope: !82)
!89 = !DILocation(line: 17, column: 10, scope: !32)
!90 = !DILocation(line: 11, column: 15, scope: !15)
!91 = distinct !{!91, !71, !92, !69}
!92 = !DILocation(line: 18, column: 3, scope: !15)
!93 = distinct !{!93, !80, !94, !69}
!94 = !DILocation(line: 16, column: 5, scope: !34)
!95 = !DILocation(line: 19, column: 3, scope: !15)
!96 = !DILocation(line: 20, column: 3, scope: !15)
