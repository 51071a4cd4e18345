; ModuleID = 'global_inputs.c'
source_filename = "global_inputs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@rounds = dso_local local_unnamed_addr global i32 6, align 4, !dbg !0
@depth = dso_local local_unnamed_addr global i32 12, align 4, !dbg !14
@scale = dso_local local_unnamed_addr global i32 3, align 4, !dbg !16
@.str = private unnamed_addr constant [8 x i8] c"%ld %f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !25 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !29, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8** %1, metadata !30, metadata !DIExpression()), !dbg !39
  %3 = icmp sgt i32 %0, 1, !dbg !40
  br i1 %3, label %4, label %15, !dbg !41

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !42
  %6 = load i8*, i8** %5, align 8, !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %6, metadata !47, metadata !DIExpression()) #6, !dbg !55
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !57
  %8 = trunc i64 %7 to i32, !dbg !58
  call void @llvm.dbg.value(metadata i32 %8, metadata !31, metadata !DIExpression()), !dbg !39
  %9 = icmp eq i32 %0, 2, !dbg !59
  br i1 %9, label %15, label %10, !dbg !60

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !61
  %12 = load i8*, i8** %11, align 8, !dbg !61, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %12, metadata !47, metadata !DIExpression()) #6, !dbg !62
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !64
  %14 = trunc i64 %13 to i32, !dbg !65
  br label %15, !dbg !60

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 3, %4 ], [ 3, %2 ], !dbg !60
  store i32 %17, i32* @scale, align 4, !dbg !66, !tbaa !67
  %18 = sext i32 %16 to i64, !dbg !69
  %19 = sext i32 %17 to i64, !dbg !70
  %20 = mul nsw i64 %19, %18, !dbg !71
  %21 = tail call noalias i8* @calloc(i64 noundef %20, i64 noundef 8) #6, !dbg !72
  %22 = bitcast i8* %21 to double*, !dbg !72
  call void @llvm.dbg.value(metadata double* %22, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !73
  %23 = load i32, i32* @rounds, align 4, !tbaa !67
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression()), !dbg !39
  %24 = icmp sgt i32 %23, 0, !dbg !74
  br i1 %24, label %25, label %48, !dbg !76

25:                                               ; preds = %15
  %26 = load i32, i32* @depth, align 4, !tbaa !67
  %27 = mul nsw i32 %17, %16
  %28 = icmp eq i32 %26, 0
  %29 = icmp sgt i32 %27, 0
  %30 = add i32 %26, -1
  %31 = zext i32 %30 to i64
  %32 = zext i32 %27 to i64
  %33 = add nuw nsw i64 %31, 1
  %34 = and i64 %32, 4294967292, !dbg !76
  %35 = add nsw i64 %34, -4, !dbg !76
  %36 = lshr exact i64 %35, 2, !dbg !76
  %37 = add nuw nsw i64 %36, 1, !dbg !76
  %38 = icmp ult i32 %27, 4
  %39 = and i64 %32, 4294967292
  %40 = and i64 %37, 1
  %41 = icmp eq i64 %35, 0
  %42 = and i64 %37, 9223372036854775806
  %43 = icmp eq i64 %40, 0
  %44 = icmp eq i64 %39, %32
  br label %52, !dbg !76

45:                                               ; preds = %117
  %46 = getelementptr inbounds double, double* %22, i64 %18
  %47 = load double, double* %46, align 8, !dbg !77, !tbaa !78
  br label %48, !dbg !77

48:                                               ; preds = %45, %15
  %49 = phi double [ 0.000000e+00, %15 ], [ %47, %45 ], !dbg !77
  %50 = phi i64 [ 0, %15 ], [ %119, %45 ], !dbg !39
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef %50, double noundef %49), !dbg !80
  tail call void @free(i8* noundef %21) #6, !dbg !81
  ret i32 0, !dbg !82

52:                                               ; preds = %25, %117
  %53 = phi i32 [ 0, %25 ], [ %120, %117 ]
  %54 = phi i64 [ 0, %25 ], [ %119, %117 ]
  call void @llvm.dbg.value(metadata i32 %53, metadata !37, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i64 %54, metadata !35, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 %26, metadata !83, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata double* %22, metadata !88, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %27, metadata !89, metadata !DIExpression()), !dbg !92
  br i1 %28, label %117, label %55, !dbg !94

55:                                               ; preds = %52, %107
  %56 = phi i32 [ %108, %107 ], [ %26, %52 ]
  call void @llvm.dbg.value(metadata i32 %56, metadata !83, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()), !dbg !95
  br i1 %29, label %57, label %107, !dbg !96

57:                                               ; preds = %55
  %58 = sitofp i32 %56 to double
  br i1 %38, label %105, label %59, !dbg !96

59:                                               ; preds = %57
  %60 = insertelement <2 x double> poison, double %58, i64 0, !dbg !96
  %61 = shufflevector <2 x double> %60, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !96
  %62 = insertelement <2 x double> poison, double %58, i64 0, !dbg !96
  %63 = shufflevector <2 x double> %62, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !96
  br i1 %41, label %91, label %64, !dbg !96

64:                                               ; preds = %59, %64
  %65 = phi i64 [ %88, %64 ], [ 0, %59 ], !dbg !97
  %66 = phi i64 [ %89, %64 ], [ 0, %59 ]
  %67 = getelementptr inbounds double, double* %22, i64 %65, !dbg !97
  %68 = bitcast double* %67 to <2 x double>*, !dbg !99
  %69 = load <2 x double>, <2 x double>* %68, align 8, !dbg !99, !tbaa !78
  %70 = getelementptr inbounds double, double* %67, i64 2, !dbg !99
  %71 = bitcast double* %70 to <2 x double>*, !dbg !99
  %72 = load <2 x double>, <2 x double>* %71, align 8, !dbg !99, !tbaa !78
  %73 = fadd <2 x double> %69, %61, !dbg !99
  %74 = fadd <2 x double> %72, %63, !dbg !99
  %75 = bitcast double* %67 to <2 x double>*, !dbg !99
  store <2 x double> %73, <2 x double>* %75, align 8, !dbg !99, !tbaa !78
  %76 = bitcast double* %70 to <2 x double>*, !dbg !99
  store <2 x double> %74, <2 x double>* %76, align 8, !dbg !99, !tbaa !78
  %77 = or i64 %65, 4, !dbg !97
  %78 = getelementptr inbounds double, double* %22, i64 %77, !dbg !97
  %79 = bitcast double* %78 to <2 x double>*, !dbg !99
  %80 = load <2 x double>, <2 x double>* %79, align 8, !dbg !99, !tbaa !78
  %81 = getelementptr inbounds double, double* %78, i64 2, !dbg !99
  %82 = bitcast double* %81 to <2 x double>*, !dbg !99
  %83 = load <2 x double>, <2 x double>* %82, align 8, !dbg !99, !tbaa !78
  %84 = fadd <2 x double> %80, %61, !dbg !99
  %85 = fadd <2 x double> %83, %63, !dbg !99
  %86 = bitcast double* %78 to <2 x double>*, !dbg !99
  store <2 x double> %84, <2 x double>* %86, align 8, !dbg !99, !tbaa !78
  %87 = bitcast double* %81 to <2 x double>*, !dbg !99
  store <2 x double> %85, <2 x double>* %87, align 8, !dbg !99, !tbaa !78
  %88 = add nuw i64 %65, 8, !dbg !97
  %89 = add i64 %66, 2, !dbg !97
  %90 = icmp eq i64 %89, %42, !dbg !97
  br i1 %90, label %91, label %64, !dbg !97, !llvm.loop !100

91:                                               ; preds = %64, %59
  %92 = phi i64 [ 0, %59 ], [ %88, %64 ]
  br i1 %43, label %104, label %93, !dbg !97

93:                                               ; preds = %91
  %94 = getelementptr inbounds double, double* %22, i64 %92, !dbg !97
  %95 = bitcast double* %94 to <2 x double>*, !dbg !99
  %96 = load <2 x double>, <2 x double>* %95, align 8, !dbg !99, !tbaa !78
  %97 = getelementptr inbounds double, double* %94, i64 2, !dbg !99
  %98 = bitcast double* %97 to <2 x double>*, !dbg !99
  %99 = load <2 x double>, <2 x double>* %98, align 8, !dbg !99, !tbaa !78
  %100 = fadd <2 x double> %96, %61, !dbg !99
  %101 = fadd <2 x double> %99, %63, !dbg !99
  %102 = bitcast double* %94 to <2 x double>*, !dbg !99
  store <2 x double> %100, <2 x double>* %102, align 8, !dbg !99, !tbaa !78
  %103 = bitcast double* %97 to <2 x double>*, !dbg !99
  store <2 x double> %101, <2 x double>* %103, align 8, !dbg !99, !tbaa !78
  br label %104, !dbg !96

104:                                              ; preds = %91, %93
  br i1 %44, label %107, label %105, !dbg !96

105:                                              ; preds = %57, %104
  %106 = phi i64 [ 0, %57 ], [ %39, %104 ]
  br label %110, !dbg !96

107:                                              ; preds = %110, %104, %55
  %108 = add nsw i32 %56, -1, !dbg !104
  call void @llvm.dbg.value(metadata i32 %108, metadata !83, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata double* %22, metadata !88, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %27, metadata !89, metadata !DIExpression()), !dbg !92
  %109 = icmp eq i32 %108, 0, !dbg !105
  br i1 %109, label %117, label %55, !dbg !94

110:                                              ; preds = %105, %110
  %111 = phi i64 [ %115, %110 ], [ %106, %105 ]
  call void @llvm.dbg.value(metadata i64 %111, metadata !90, metadata !DIExpression()), !dbg !95
  %112 = getelementptr inbounds double, double* %22, i64 %111, !dbg !107
  %113 = load double, double* %112, align 8, !dbg !99, !tbaa !78
  %114 = fadd double %113, %58, !dbg !99
  store double %114, double* %112, align 8, !dbg !99, !tbaa !78
  %115 = add nuw nsw i64 %111, 1, !dbg !97
  call void @llvm.dbg.value(metadata i64 %115, metadata !90, metadata !DIExpression()), !dbg !95
  %116 = icmp eq i64 %115, %32, !dbg !108
  br i1 %116, label %107, label %110, !dbg !96, !llvm.loop !109

117:                                              ; preds = %107, %52
  %118 = phi i64 [ 0, %52 ], [ %33, %107 ], !dbg !111
  %119 = add nsw i64 %118, %54, !dbg !112
  call void @llvm.dbg.value(metadata i64 %119, metadata !35, metadata !DIExpression()), !dbg !39
  %120 = add nuw nsw i32 %53, 1, !dbg !113
  call void @llvm.dbg.value(metadata i32 %120, metadata !37, metadata !DIExpression()), !dbg !73
  %121 = icmp eq i32 %120, %23, !dbg !74
  br i1 %121, label %45, label %52, !dbg !76, !llvm.loop !114
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "rounds", scope: !2, file: !3, line: 8, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global_inputs.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "63afeaf98ae76e016b3e70cf4eee927e")
!4 = !{!5, !8, !9, !12}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 46, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !{!0, !14, !16}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "depth", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "scale", scope: !2, file: !3, line: 10, type: !8, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !26, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!8, !8, !9}
!28 = !{!29, !30, !31, !32, !35, !37}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !3, line: 21, type: !8)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !3, line: 21, type: !9)
!31 = !DILocalVariable(name: "n", scope: !25, file: !3, line: 23, type: !8)
!32 = !DILocalVariable(name: "a", scope: !25, file: !3, line: 25, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !DILocalVariable(name: "s", scope: !25, file: !3, line: 26, type: !36)
!36 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!37 = !DILocalVariable(name: "r", scope: !38, file: !3, line: 27, type: !8)
!38 = distinct !DILexicalBlock(scope: !25, file: !3, line: 27, column: 3)
!39 = !DILocation(line: 0, scope: !25)
!40 = !DILocation(line: 23, column: 16, scope: !25)
!41 = !DILocation(line: 23, column: 11, scope: !25)
!42 = !DILocation(line: 23, column: 27, scope: !25)
!43 = !{!44, !44, i64 0}
!44 = !{!"any pointer", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocalVariable(name: "__nptr", arg: 1, scope: !48, file: !49, line: 362, type: !52)
!48 = distinct !DISubprogram(name: "atoi", scope: !49, file: !49, line: 362, type: !50, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!49 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!50 = !DISubroutineType(types: !51)
!51 = !{!8, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!54 = !{!47}
!55 = !DILocation(line: 0, scope: !48, inlinedAt: !56)
!56 = distinct !DILocation(line: 23, column: 22, scope: !25)
!57 = !DILocation(line: 364, column: 16, scope: !48, inlinedAt: !56)
!58 = !DILocation(line: 364, column: 10, scope: !48, inlinedAt: !56)
!59 = !DILocation(line: 24, column: 16, scope: !25)
!60 = !DILocation(line: 24, column: 11, scope: !25)
!61 = !DILocation(line: 24, column: 27, scope: !25)
!62 = !DILocation(line: 0, scope: !48, inlinedAt: !63)
!63 = distinct !DILocation(line: 24, column: 22, scope: !25)
!64 = !DILocation(line: 364, column: 16, scope: !48, inlinedAt: !63)
!65 = !DILocation(line: 364, column: 10, scope: !48, inlinedAt: !63)
!66 = !DILocation(line: 24, column: 9, scope: !25)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !45, i64 0}
!69 = !DILocation(line: 25, column: 22, scope: !25)
!70 = !DILocation(line: 25, column: 34, scope: !25)
!71 = !DILocation(line: 25, column: 32, scope: !25)
!72 = !DILocation(line: 25, column: 15, scope: !25)
!73 = !DILocation(line: 0, scope: !38)
!74 = !DILocation(line: 27, column: 21, scope: !75)
!75 = distinct !DILexicalBlock(scope: !38, file: !3, line: 27, column: 3)
!76 = !DILocation(line: 27, column: 3, scope: !38)
!77 = !DILocation(line: 29, column: 25, scope: !25)
!78 = !{!79, !79, i64 0}
!79 = !{!"double", !45, i64 0}
!80 = !DILocation(line: 29, column: 3, scope: !25)
!81 = !DILocation(line: 30, column: 3, scope: !25)
!82 = !DILocation(line: 31, column: 3, scope: !25)
!83 = !DILocalVariable(name: "d", arg: 1, scope: !84, file: !3, line: 12, type: !8)
!84 = distinct !DISubprogram(name: "sweep", scope: !3, file: !3, line: 12, type: !85, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!36, !8, !33, !8}
!87 = !{!83, !88, !89, !90}
!88 = !DILocalVariable(name: "a", arg: 2, scope: !84, file: !3, line: 12, type: !33)
!89 = !DILocalVariable(name: "n", arg: 3, scope: !84, file: !3, line: 12, type: !8)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 16, type: !8)
!91 = distinct !DILexicalBlock(scope: !84, file: !3, line: 16, column: 3)
!92 = !DILocation(line: 0, scope: !84, inlinedAt: !93)
!93 = distinct !DILocation(line: 28, column: 10, scope: !75)
!94 = !DILocation(line: 14, column: 7, scope: !84, inlinedAt: !93)
!95 = !DILocation(line: 0, scope: !91, inlinedAt: !93)
!96 = !DILocation(line: 16, column: 3, scope: !91, inlinedAt: !93)
!97 = !DILocation(line: 16, column: 27, scope: !98, inlinedAt: !93)
!98 = distinct !DILexicalBlock(scope: !91, file: !3, line: 16, column: 3)
!99 = !DILocation(line: 17, column: 10, scope: !98, inlinedAt: !93)
!100 = distinct !{!100, !96, !101, !102, !103}
!101 = !DILocation(line: 17, column: 13, scope: !91, inlinedAt: !93)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !{!"llvm.loop.isvectorized", i32 1}
!104 = !DILocation(line: 18, column: 22, scope: !84, inlinedAt: !93)
!105 = !DILocation(line: 14, column: 9, scope: !106, inlinedAt: !93)
!106 = distinct !DILexicalBlock(scope: !84, file: !3, line: 14, column: 7)
!107 = !DILocation(line: 17, column: 5, scope: !98, inlinedAt: !93)
!108 = !DILocation(line: 16, column: 21, scope: !98, inlinedAt: !93)
!109 = distinct !{!109, !96, !101, !102, !110, !103}
!110 = !{!"llvm.loop.unroll.runtime.disable"}
!111 = !DILocation(line: 18, column: 12, scope: !84, inlinedAt: !93)
!112 = !DILocation(line: 28, column: 7, scope: !75)
!113 = !DILocation(line: 27, column: 32, scope: !75)
!114 = distinct !{!114, !76, !115, !102}
!115 = !DILocation(line: 28, column: 35, scope: !38)
