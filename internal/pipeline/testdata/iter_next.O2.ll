; ModuleID = 'iter_next.c'
source_filename = "iter_next.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.iter = type { i32*, i32, i32 }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !38
  %3 = icmp sgt i32 %0, 1, !dbg !39
  br i1 %3, label %4, label %9, !dbg !40

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !41
  %6 = load i8*, i8** %5, align 8, !dbg !41, !tbaa !42
  call void @llvm.dbg.value(metadata i8* %6, metadata !46, metadata !DIExpression()) #6, !dbg !54
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !56
  %8 = trunc i64 %7 to i32, !dbg !57
  br label %9, !dbg !40

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 1000, %2 ], !dbg !40
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !38
  %11 = sext i32 %10 to i64, !dbg !58
  %12 = shl nsw i64 %11, 2, !dbg !59
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #6, !dbg !60
  %14 = bitcast i8* %13 to i32*, !dbg !60
  call void @llvm.dbg.value(metadata i32* %14, metadata !22, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !61
  %15 = icmp sgt i32 %10, 0, !dbg !62
  br i1 %15, label %16, label %126, !dbg !64

16:                                               ; preds = %9
  %17 = zext i32 %10 to i64, !dbg !62
  %18 = icmp ult i32 %10, 8, !dbg !64
  br i1 %18, label %38, label %19, !dbg !64

19:                                               ; preds = %16
  %20 = and i64 %17, 4294967288, !dbg !64
  br label %21, !dbg !64

21:                                               ; preds = %21, %19
  %22 = phi i64 [ 0, %19 ], [ %33, %21 ], !dbg !65
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %19 ], [ %34, %21 ], !dbg !66
  %24 = mul nsw <4 x i32> %23, <i32 3, i32 3, i32 3, i32 3>, !dbg !66
  %25 = mul <4 x i32> %23, <i32 3, i32 3, i32 3, i32 3>, !dbg !66
  %26 = add <4 x i32> %25, <i32 12, i32 12, i32 12, i32 12>, !dbg !66
  %27 = urem <4 x i32> %24, <i32 17, i32 17, i32 17, i32 17>, !dbg !67
  %28 = urem <4 x i32> %26, <i32 17, i32 17, i32 17, i32 17>, !dbg !67
  %29 = getelementptr inbounds i32, i32* %14, i64 %22, !dbg !65
  %30 = bitcast i32* %29 to <4 x i32>*, !dbg !68
  store <4 x i32> %27, <4 x i32>* %30, align 4, !dbg !68, !tbaa !69
  %31 = getelementptr inbounds i32, i32* %29, i64 4, !dbg !68
  %32 = bitcast i32* %31 to <4 x i32>*, !dbg !68
  store <4 x i32> %28, <4 x i32>* %32, align 4, !dbg !68, !tbaa !69
  %33 = add nuw i64 %22, 8, !dbg !65
  %34 = add <4 x i32> %23, <i32 8, i32 8, i32 8, i32 8>, !dbg !66
  %35 = icmp eq i64 %33, %20, !dbg !65
  br i1 %35, label %36, label %21, !dbg !65, !llvm.loop !71

36:                                               ; preds = %21
  %37 = icmp eq i64 %20, %17, !dbg !64
  br i1 %37, label %40, label %38, !dbg !64

38:                                               ; preds = %16, %36
  %39 = phi i64 [ 0, %16 ], [ %20, %36 ]
  br label %109, !dbg !64

40:                                               ; preds = %109, %36
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !38
  call void @llvm.dbg.value(metadata i64 0, metadata !36, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata %struct.iter* undef, metadata !75, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32* undef, metadata !81, metadata !DIExpression()), !dbg !82
  br i1 %15, label %41, label %126, !dbg !84

41:                                               ; preds = %40
  %42 = zext i32 %10 to i64, !dbg !85
  %43 = icmp ult i32 %10, 4, !dbg !87
  br i1 %43, label %106, label %44, !dbg !87

44:                                               ; preds = %41
  %45 = and i64 %17, 4294967292, !dbg !87
  %46 = add nsw i64 %45, -4, !dbg !87
  %47 = lshr exact i64 %46, 2, !dbg !87
  %48 = add nuw nsw i64 %47, 1, !dbg !87
  %49 = and i64 %48, 1, !dbg !87
  %50 = icmp eq i64 %46, 0, !dbg !87
  br i1 %50, label %82, label %51, !dbg !87

51:                                               ; preds = %44
  %52 = and i64 %48, 9223372036854775806, !dbg !87
  br label %53, !dbg !87

53:                                               ; preds = %53, %51
  %54 = phi i64 [ 0, %51 ], [ %79, %53 ], !dbg !88
  %55 = phi <2 x i64> [ zeroinitializer, %51 ], [ %77, %53 ]
  %56 = phi <2 x i64> [ zeroinitializer, %51 ], [ %78, %53 ]
  %57 = phi i64 [ 0, %51 ], [ %80, %53 ]
  %58 = getelementptr inbounds i32, i32* %14, i64 %54, !dbg !88
  %59 = bitcast i32* %58 to <2 x i32>*, !dbg !89
  %60 = load <2 x i32>, <2 x i32>* %59, align 4, !dbg !89, !tbaa !69
  %61 = getelementptr inbounds i32, i32* %58, i64 2, !dbg !89
  %62 = bitcast i32* %61 to <2 x i32>*, !dbg !89
  %63 = load <2 x i32>, <2 x i32>* %62, align 4, !dbg !89, !tbaa !69
  %64 = sext <2 x i32> %60 to <2 x i64>, !dbg !90
  %65 = sext <2 x i32> %63 to <2 x i64>, !dbg !90
  %66 = add <2 x i64> %55, %64, !dbg !91
  %67 = add <2 x i64> %56, %65, !dbg !91
  %68 = or i64 %54, 4, !dbg !88
  %69 = getelementptr inbounds i32, i32* %14, i64 %68, !dbg !88
  %70 = bitcast i32* %69 to <2 x i32>*, !dbg !89
  %71 = load <2 x i32>, <2 x i32>* %70, align 4, !dbg !89, !tbaa !69
  %72 = getelementptr inbounds i32, i32* %69, i64 2, !dbg !89
  %73 = bitcast i32* %72 to <2 x i32>*, !dbg !89
  %74 = load <2 x i32>, <2 x i32>* %73, align 4, !dbg !89, !tbaa !69
  %75 = sext <2 x i32> %71 to <2 x i64>, !dbg !90
  %76 = sext <2 x i32> %74 to <2 x i64>, !dbg !90
  %77 = add <2 x i64> %66, %75, !dbg !91
  %78 = add <2 x i64> %67, %76, !dbg !91
  %79 = add nuw i64 %54, 8, !dbg !88
  %80 = add i64 %57, 2, !dbg !88
  %81 = icmp eq i64 %80, %52, !dbg !88
  br i1 %81, label %82, label %53, !dbg !88, !llvm.loop !92

82:                                               ; preds = %53, %44
  %83 = phi <2 x i64> [ undef, %44 ], [ %77, %53 ]
  %84 = phi <2 x i64> [ undef, %44 ], [ %78, %53 ]
  %85 = phi i64 [ 0, %44 ], [ %79, %53 ]
  %86 = phi <2 x i64> [ zeroinitializer, %44 ], [ %77, %53 ]
  %87 = phi <2 x i64> [ zeroinitializer, %44 ], [ %78, %53 ]
  %88 = icmp eq i64 %49, 0, !dbg !88
  br i1 %88, label %100, label %89, !dbg !88

89:                                               ; preds = %82
  %90 = getelementptr inbounds i32, i32* %14, i64 %85, !dbg !88
  %91 = bitcast i32* %90 to <2 x i32>*, !dbg !89
  %92 = load <2 x i32>, <2 x i32>* %91, align 4, !dbg !89, !tbaa !69
  %93 = getelementptr inbounds i32, i32* %90, i64 2, !dbg !89
  %94 = bitcast i32* %93 to <2 x i32>*, !dbg !89
  %95 = load <2 x i32>, <2 x i32>* %94, align 4, !dbg !89, !tbaa !69
  %96 = sext <2 x i32> %92 to <2 x i64>, !dbg !90
  %97 = sext <2 x i32> %95 to <2 x i64>, !dbg !90
  %98 = add <2 x i64> %86, %96, !dbg !91
  %99 = add <2 x i64> %87, %97, !dbg !91
  br label %100, !dbg !84

100:                                              ; preds = %82, %89
  %101 = phi <2 x i64> [ %83, %82 ], [ %98, %89 ], !dbg !91
  %102 = phi <2 x i64> [ %84, %82 ], [ %99, %89 ], !dbg !91
  %103 = add <2 x i64> %102, %101, !dbg !84
  %104 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %103), !dbg !84
  %105 = icmp eq i64 %45, %17, !dbg !84
  br i1 %105, label %126, label %106, !dbg !84

106:                                              ; preds = %41, %100
  %107 = phi i64 [ 0, %41 ], [ %45, %100 ]
  %108 = phi i64 [ 0, %41 ], [ %104, %100 ]
  br label %117, !dbg !87

109:                                              ; preds = %38, %109
  %110 = phi i64 [ %115, %109 ], [ %39, %38 ]
  call void @llvm.dbg.value(metadata i64 %110, metadata !24, metadata !DIExpression()), !dbg !61
  %111 = trunc i64 %110 to i32, !dbg !66
  %112 = mul nsw i32 %111, 3, !dbg !66
  %113 = urem i32 %112, 17, !dbg !67
  %114 = getelementptr inbounds i32, i32* %14, i64 %110, !dbg !93
  store i32 %113, i32* %114, align 4, !dbg !68, !tbaa !69
  %115 = add nuw nsw i64 %110, 1, !dbg !65
  call void @llvm.dbg.value(metadata i64 %115, metadata !24, metadata !DIExpression()), !dbg !61
  %116 = icmp eq i64 %115, %17, !dbg !62
  br i1 %116, label %40, label %109, !dbg !64, !llvm.loop !94

117:                                              ; preds = %106, %117
  %118 = phi i64 [ %120, %117 ], [ %107, %106 ]
  %119 = phi i64 [ %124, %117 ], [ %108, %106 ]
  call void @llvm.dbg.value(metadata i64 %119, metadata !36, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 %118, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !38
  %120 = add nuw nsw i64 %118, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %120, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !38
  %121 = getelementptr inbounds i32, i32* %14, i64 %118, !dbg !89
  %122 = load i32, i32* %121, align 4, !dbg !89, !tbaa !69
  call void @llvm.dbg.value(metadata i32 %122, metadata !35, metadata !DIExpression()), !dbg !38
  %123 = sext i32 %122 to i64, !dbg !90
  %124 = add nsw i64 %119, %123, !dbg !91
  call void @llvm.dbg.value(metadata i64 %124, metadata !36, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata %struct.iter* undef, metadata !75, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32* undef, metadata !81, metadata !DIExpression()), !dbg !82
  %125 = icmp eq i64 %120, %42, !dbg !85
  br i1 %125, label %126, label %117, !dbg !84, !llvm.loop !96

126:                                              ; preds = %117, %100, %9, %40
  %127 = phi i64 [ 0, %40 ], [ 0, %9 ], [ %104, %100 ], [ %124, %117 ], !dbg !38
  call void @llvm.dbg.value(metadata i32 undef, metadata !26, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32)), !dbg !38
  %128 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %127), !dbg !97
  ret i32 0, !dbg !98
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "iter_next.c", directory: "/work/fixwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6ca012e44c566705e8dfc0c3a4e03ef9")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !16, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !24, !26, !35, !36}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 11, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 11, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 12, type: !3)
!22 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 13, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 14, type: !3)
!25 = distinct !DILexicalBlock(scope: !15, file: !1, line: 14, column: 3)
!26 = !DILocalVariable(name: "it", scope: !15, file: !1, line: 15, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "iter", file: !1, line: 5, baseType: !28)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 5, size: 128, elements: !29)
!29 = !{!30, !33, !34}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !28, file: !1, line: 5, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !28, file: !1, line: 5, baseType: !3, size: 32, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !28, file: !1, line: 5, baseType: !3, size: 32, offset: 96)
!35 = !DILocalVariable(name: "v", scope: !15, file: !1, line: 16, type: !3)
!36 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 17, type: !37)
!37 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!38 = !DILocation(line: 0, scope: !15)
!39 = !DILocation(line: 12, column: 16, scope: !15)
!40 = !DILocation(line: 12, column: 11, scope: !15)
!41 = !DILocation(line: 12, column: 27, scope: !15)
!42 = !{!43, !43, i64 0}
!43 = !{!"any pointer", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocalVariable(name: "__nptr", arg: 1, scope: !47, file: !48, line: 362, type: !51)
!47 = distinct !DISubprogram(name: "atoi", scope: !48, file: !48, line: 362, type: !49, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!48 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!49 = !DISubroutineType(types: !50)
!50 = !{!3, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!53 = !{!46}
!54 = !DILocation(line: 0, scope: !47, inlinedAt: !55)
!55 = distinct !DILocation(line: 12, column: 22, scope: !15)
!56 = !DILocation(line: 364, column: 16, scope: !47, inlinedAt: !55)
!57 = !DILocation(line: 364, column: 10, scope: !47, inlinedAt: !55)
!58 = !DILocation(line: 13, column: 19, scope: !15)
!59 = !DILocation(line: 13, column: 21, scope: !15)
!60 = !DILocation(line: 13, column: 12, scope: !15)
!61 = !DILocation(line: 0, scope: !25)
!62 = !DILocation(line: 14, column: 21, scope: !63)
!63 = distinct !DILexicalBlock(scope: !25, file: !1, line: 14, column: 3)
!64 = !DILocation(line: 14, column: 3, scope: !25)
!65 = !DILocation(line: 14, column: 27, scope: !63)
!66 = !DILocation(line: 14, column: 40, scope: !63)
!67 = !DILocation(line: 14, column: 44, scope: !63)
!68 = !DILocation(line: 14, column: 36, scope: !63)
!69 = !{!70, !70, i64 0}
!70 = !{!"int", !44, i64 0}
!71 = distinct !{!71, !64, !72, !73, !74}
!72 = !DILocation(line: 14, column: 46, scope: !25)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !{!"llvm.loop.isvectorized", i32 1}
!75 = !DILocalVariable(name: "it", arg: 1, scope: !76, file: !1, line: 6, type: !79)
!76 = distinct !DISubprogram(name: "iter_next", scope: !1, file: !1, line: 6, type: !77, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !80)
!77 = !DISubroutineType(types: !78)
!78 = !{!3, !79, !23}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!80 = !{!75, !81}
!81 = !DILocalVariable(name: "out", arg: 2, scope: !76, file: !1, line: 6, type: !23)
!82 = !DILocation(line: 0, scope: !76, inlinedAt: !83)
!83 = distinct !DILocation(line: 18, column: 10, scope: !15)
!84 = !DILocation(line: 7, column: 7, scope: !76, inlinedAt: !83)
!85 = !DILocation(line: 7, column: 15, scope: !86, inlinedAt: !83)
!86 = distinct !DILexicalBlock(scope: !76, file: !1, line: 7, column: 7)
!87 = !DILocation(line: 18, column: 3, scope: !15)
!88 = !DILocation(line: 8, column: 23, scope: !76, inlinedAt: !83)
!89 = !DILocation(line: 8, column: 10, scope: !76, inlinedAt: !83)
!90 = !DILocation(line: 18, column: 35, scope: !15)
!91 = !DILocation(line: 18, column: 32, scope: !15)
!92 = distinct !{!92, !87, !90, !73, !74}
!93 = !DILocation(line: 14, column: 31, scope: !63)
!94 = distinct !{!94, !64, !72, !73, !95, !74}
!95 = !{!"llvm.loop.unroll.runtime.disable"}
!96 = distinct !{!96, !87, !90, !73, !95, !74}
!97 = !DILocation(line: 19, column: 3, scope: !15)
!98 = !DILocation(line: 20, column: 3, scope: !15)
