; ModuleID = 'hash_linear.c'
source_filename = "hash_linear.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.table_t = type { i32*, i32*, i32 }

@.str = private unnamed_addr constant [27 x i8] c"cap %u hits %ld total %ld\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @kernel_lookup(%struct.table_t* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata %struct.table_t* %0, metadata !34, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 %1, metadata !35, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 %1, metadata !38, metadata !DIExpression()), !dbg !43
  %3 = lshr i32 %1, 16, !dbg !45
  %4 = xor i32 %3, %1, !dbg !46
  call void @llvm.dbg.value(metadata i32 %4, metadata !38, metadata !DIExpression()), !dbg !43
  %5 = mul i32 %4, 73244475, !dbg !47
  call void @llvm.dbg.value(metadata i32 %5, metadata !38, metadata !DIExpression()), !dbg !43
  %6 = lshr i32 %5, 16, !dbg !48
  %7 = xor i32 %6, %5, !dbg !49
  call void @llvm.dbg.value(metadata i32 %7, metadata !38, metadata !DIExpression()), !dbg !43
  %8 = getelementptr inbounds %struct.table_t, %struct.table_t* %0, i64 0, i32 2, !dbg !50
  %9 = load i32, i32* %8, align 8, !dbg !50, !tbaa !51
  call void @llvm.dbg.value(metadata !DIArgList(i32 %7, i32 %9), metadata !36, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value)), !dbg !37
  %10 = getelementptr inbounds %struct.table_t, %struct.table_t* %0, i64 0, i32 0
  %11 = load i32*, i32** %10, align 8, !tbaa !57
  %12 = and i32 %7, %9, !dbg !37
  call void @llvm.dbg.value(metadata i32 %12, metadata !36, metadata !DIExpression()), !dbg !37
  %13 = zext i32 %12 to i64, !dbg !58
  %14 = getelementptr inbounds i32, i32* %11, i64 %13, !dbg !58
  %15 = load i32, i32* %14, align 4, !dbg !58, !tbaa !63
  %16 = icmp eq i32 %15, %1, !dbg !64
  br i1 %16, label %19, label %25, !dbg !65

17:                                               ; preds = %29
  %18 = zext i32 %31 to i64, !dbg !58
  br label %19, !dbg !66

19:                                               ; preds = %17, %2
  %20 = phi i64 [ %13, %2 ], [ %18, %17 ], !dbg !58
  %21 = getelementptr inbounds %struct.table_t, %struct.table_t* %0, i64 0, i32 1, !dbg !66
  %22 = load i32*, i32** %21, align 8, !dbg !66, !tbaa !67
  %23 = getelementptr inbounds i32, i32* %22, i64 %20, !dbg !68
  %24 = load i32, i32* %23, align 4, !dbg !68, !tbaa !63
  br label %36, !dbg !69

25:                                               ; preds = %2, %29
  %26 = phi i32 [ %34, %29 ], [ %15, %2 ]
  %27 = phi i32 [ %31, %29 ], [ %12, %2 ]
  %28 = icmp eq i32 %26, 0, !dbg !70
  br i1 %28, label %36, label %29, !dbg !72

29:                                               ; preds = %25
  %30 = add i32 %27, 1, !dbg !73
  call void @llvm.dbg.value(metadata !DIArgList(i32 %30, i32 %9), metadata !36, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value)), !dbg !37
  %31 = and i32 %30, %9, !dbg !37
  call void @llvm.dbg.value(metadata i32 %31, metadata !36, metadata !DIExpression()), !dbg !37
  %32 = zext i32 %31 to i64, !dbg !58
  %33 = getelementptr inbounds i32, i32* %11, i64 %32, !dbg !58
  %34 = load i32, i32* %33, align 4, !dbg !58, !tbaa !63
  %35 = icmp eq i32 %34, %1, !dbg !64
  br i1 %35, label %17, label %25, !dbg !65, !llvm.loop !74

36:                                               ; preds = %25, %19
  %37 = phi i32 [ %24, %19 ], [ 0, %25 ], !dbg !77
  ret i32 %37, !dbg !78
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !79 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !87, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !99
  call void @llvm.dbg.value(metadata i32 %0, metadata !83, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i8** %1, metadata !84, metadata !DIExpression()), !dbg !100
  %3 = icmp sgt i32 %0, 1, !dbg !101
  br i1 %3, label %4, label %9, !dbg !102

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !103
  %6 = load i8*, i8** %5, align 8, !dbg !103, !tbaa !104
  call void @llvm.dbg.value(metadata i8* %6, metadata !105, metadata !DIExpression()) #8, !dbg !113
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !115
  %8 = trunc i64 %7 to i32, !dbg !116
  br label %9, !dbg !102

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 20000, %2 ], !dbg !102
  call void @llvm.dbg.value(metadata i32 %10, metadata !85, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 1, metadata !86, metadata !DIExpression()), !dbg !100
  %11 = shl i32 %10, 1
  br label %12, !dbg !117

12:                                               ; preds = %12, %9
  %13 = phi i32 [ 1, %9 ], [ %15, %12 ], !dbg !100
  call void @llvm.dbg.value(metadata i32 %13, metadata !86, metadata !DIExpression()), !dbg !100
  %14 = icmp ult i32 %13, %11, !dbg !118
  %15 = shl i32 %13, 1, !dbg !119
  call void @llvm.dbg.value(metadata i32 %15, metadata !86, metadata !DIExpression()), !dbg !100
  br i1 %14, label %12, label %16, !dbg !117, !llvm.loop !120

16:                                               ; preds = %12
  %17 = zext i32 %13 to i64, !dbg !123
  %18 = tail call noalias i8* @calloc(i64 noundef %17, i64 noundef 4) #8, !dbg !124
  %19 = bitcast i8* %18 to i32*, !dbg !125
  call void @llvm.dbg.value(metadata i32* %19, metadata !87, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !100
  %20 = tail call noalias i8* @calloc(i64 noundef %17, i64 noundef 4) #8, !dbg !126
  %21 = bitcast i8* %20 to i32*, !dbg !127
  call void @llvm.dbg.value(metadata i32* %21, metadata !87, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !100
  %22 = add i32 %13, -1, !dbg !128
  call void @llvm.dbg.value(metadata i32 %22, metadata !87, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !100
  call void @llvm.dbg.value(metadata i32 42, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !129
  %23 = icmp sgt i32 %10, 0, !dbg !130
  br i1 %23, label %25, label %24, !dbg !132

24:                                               ; preds = %45, %16
  br label %55, !dbg !133

25:                                               ; preds = %16, %45
  %26 = phi i32 [ %51, %45 ], [ 0, %16 ]
  %27 = phi i32 [ %29, %45 ], [ 42, %16 ]
  call void @llvm.dbg.value(metadata i32 %26, metadata !89, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 %27, metadata !88, metadata !DIExpression()), !dbg !100
  %28 = mul i32 %27, 1664525, !dbg !134
  %29 = add i32 %28, 1013904223, !dbg !136
  call void @llvm.dbg.value(metadata i32 %29, metadata !88, metadata !DIExpression()), !dbg !100
  %30 = lshr i32 %29, 18, !dbg !137
  %31 = add nuw nsw i32 %30, 1, !dbg !138
  call void @llvm.dbg.value(metadata %struct.table_t* undef, metadata !139, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 %30, metadata !145, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !147
  call void @llvm.dbg.value(metadata i32 %31, metadata !38, metadata !DIExpression()), !dbg !149
  %32 = mul i32 %31, 73244475, !dbg !151
  call void @llvm.dbg.value(metadata i32 %32, metadata !38, metadata !DIExpression()), !dbg !149
  %33 = lshr i32 %32, 16, !dbg !152
  %34 = xor i32 %33, %32, !dbg !153
  call void @llvm.dbg.value(metadata i32 %34, metadata !38, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata !DIArgList(i32 %34, i32 %22), metadata !146, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value)), !dbg !147
  br label %35, !dbg !154

35:                                               ; preds = %35, %25
  %36 = phi i32 [ %34, %25 ], [ %44, %35 ]
  %37 = and i32 %36, %22, !dbg !147
  call void @llvm.dbg.value(metadata i32 %37, metadata !146, metadata !DIExpression()), !dbg !147
  %38 = zext i32 %37 to i64, !dbg !155
  %39 = getelementptr inbounds i32, i32* %19, i64 %38, !dbg !155
  %40 = load i32, i32* %39, align 4, !dbg !155, !tbaa !63
  %41 = icmp eq i32 %40, 0, !dbg !156
  %42 = icmp eq i32 %40, %31
  %43 = or i1 %41, %42, !dbg !157
  %44 = add i32 %37, 1, !dbg !158
  call void @llvm.dbg.value(metadata !DIArgList(i32 %44, i32 %22), metadata !146, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value)), !dbg !147
  br i1 %43, label %45, label %35, !dbg !157, !llvm.loop !159

45:                                               ; preds = %35
  %46 = zext i32 %37 to i64, !dbg !155
  %47 = getelementptr inbounds i32, i32* %19, i64 %46, !dbg !155
  store i32 %31, i32* %47, align 4, !dbg !161, !tbaa !63
  %48 = getelementptr inbounds i32, i32* %21, i64 %46, !dbg !162
  %49 = load i32, i32* %48, align 4, !dbg !163, !tbaa !63
  %50 = add nsw i32 %49, 1, !dbg !163
  store i32 %50, i32* %48, align 4, !dbg !163, !tbaa !63
  %51 = add nuw nsw i32 %26, 1, !dbg !164
  call void @llvm.dbg.value(metadata i32 %51, metadata !89, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 %29, metadata !88, metadata !DIExpression()), !dbg !100
  %52 = icmp eq i32 %51, %10, !dbg !130
  br i1 %52, label %24, label %25, !dbg !132, !llvm.loop !165

53:                                               ; preds = %86
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i32 noundef %13, i64 noundef %90, i64 noundef %92), !dbg !167
  tail call void @free(i8* noundef nonnull %18) #8, !dbg !168
  tail call void @free(i8* noundef %20) #8, !dbg !169
  ret i32 0, !dbg !170

55:                                               ; preds = %24, %86
  %56 = phi i32 [ %93, %86 ], [ 1, %24 ]
  %57 = phi i64 [ %92, %86 ], [ 0, %24 ]
  %58 = phi i64 [ %90, %86 ], [ 0, %24 ]
  call void @llvm.dbg.value(metadata i32 %56, metadata !94, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i64 %57, metadata !93, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i64 %58, metadata !91, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata %struct.table_t* undef, metadata !34, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %56, metadata !35, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %56, metadata !38, metadata !DIExpression()), !dbg !174
  %59 = lshr i32 %56, 16, !dbg !176
  %60 = xor i32 %59, %56, !dbg !177
  call void @llvm.dbg.value(metadata i32 %60, metadata !38, metadata !DIExpression()), !dbg !174
  %61 = mul i32 %60, 73244475, !dbg !178
  call void @llvm.dbg.value(metadata i32 %61, metadata !38, metadata !DIExpression()), !dbg !174
  %62 = lshr i32 %61, 16, !dbg !179
  %63 = xor i32 %62, %61, !dbg !180
  call void @llvm.dbg.value(metadata i32 %63, metadata !38, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata !DIArgList(i32 %63, i32 %22), metadata !36, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value)), !dbg !172
  %64 = and i32 %63, %22, !dbg !172
  call void @llvm.dbg.value(metadata i32 %64, metadata !36, metadata !DIExpression()), !dbg !172
  %65 = zext i32 %64 to i64, !dbg !181
  %66 = getelementptr inbounds i32, i32* %19, i64 %65, !dbg !181
  %67 = load i32, i32* %66, align 4, !dbg !181, !tbaa !63
  %68 = icmp eq i32 %67, %56, !dbg !182
  br i1 %68, label %71, label %75, !dbg !183

69:                                               ; preds = %79
  %70 = zext i32 %81 to i64, !dbg !181
  br label %71, !dbg !184

71:                                               ; preds = %69, %55
  %72 = phi i64 [ %65, %55 ], [ %70, %69 ], !dbg !181
  %73 = getelementptr inbounds i32, i32* %21, i64 %72, !dbg !184
  %74 = load i32, i32* %73, align 4, !dbg !184, !tbaa !63
  br label %86, !dbg !185

75:                                               ; preds = %55, %79
  %76 = phi i32 [ %84, %79 ], [ %67, %55 ]
  %77 = phi i32 [ %81, %79 ], [ %64, %55 ]
  %78 = icmp eq i32 %76, 0, !dbg !186
  br i1 %78, label %86, label %79, !dbg !187

79:                                               ; preds = %75
  %80 = add i32 %77, 1, !dbg !188
  call void @llvm.dbg.value(metadata !DIArgList(i32 %80, i32 %22), metadata !36, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value)), !dbg !172
  %81 = and i32 %80, %22, !dbg !172
  call void @llvm.dbg.value(metadata i32 %81, metadata !36, metadata !DIExpression()), !dbg !172
  %82 = zext i32 %81 to i64, !dbg !181
  %83 = getelementptr inbounds i32, i32* %19, i64 %82, !dbg !181
  %84 = load i32, i32* %83, align 4, !dbg !181, !tbaa !63
  %85 = icmp eq i32 %84, %56, !dbg !182
  br i1 %85, label %69, label %75, !dbg !183, !llvm.loop !189

86:                                               ; preds = %75, %71
  %87 = phi i32 [ %74, %71 ], [ 0, %75 ], !dbg !192
  call void @llvm.dbg.value(metadata i32 %87, metadata !96, metadata !DIExpression()), !dbg !193
  %88 = icmp sgt i32 %87, 0, !dbg !194
  %89 = zext i1 %88 to i64
  %90 = add nuw nsw i64 %58, %89, !dbg !195
  call void @llvm.dbg.value(metadata i64 %90, metadata !91, metadata !DIExpression()), !dbg !100
  %91 = sext i32 %87 to i64, !dbg !196
  %92 = add nsw i64 %57, %91, !dbg !197
  call void @llvm.dbg.value(metadata i64 %92, metadata !93, metadata !DIExpression()), !dbg !100
  %93 = add nuw nsw i32 %56, 3, !dbg !198
  call void @llvm.dbg.value(metadata i32 %93, metadata !94, metadata !DIExpression()), !dbg !171
  %94 = icmp ult i32 %56, 19998, !dbg !199
  br i1 %94, label %55, label %53, !dbg !133, !llvm.loop !200
}

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

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!1 = !DIFile(filename: "hash_linear.c", directory: ".", checksumkind: CSK_MD5, checksum: "efe292ea9346eeff4308d77bf2de6f46")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
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
!16 = distinct !DISubprogram(name: "kernel_lookup", scope: !1, file: !1, line: 34, type: !17, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !33)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !19, !26}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "table_t", file: !1, line: 15, baseType: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 11, size: 192, elements: !23)
!23 = !{!24, !30, !32}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "keys", scope: !22, file: !1, line: 12, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !27, line: 26, baseType: !28)
!27 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: ".", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !29, line: 42, baseType: !3)
!29 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!30 = !DIDerivedType(tag: DW_TAG_member, name: "counts", scope: !22, file: !1, line: 13, baseType: !31, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "mask", scope: !22, file: !1, line: 14, baseType: !3, size: 32, offset: 128)
!33 = !{!34, !35, !36}
!34 = !DILocalVariable(name: "t", arg: 1, scope: !16, file: !1, line: 34, type: !19)
!35 = !DILocalVariable(name: "key", arg: 2, scope: !16, file: !1, line: 34, type: !26)
!36 = !DILocalVariable(name: "h", scope: !16, file: !1, line: 36, type: !3)
!37 = !DILocation(line: 0, scope: !16)
!38 = !DILocalVariable(name: "k", arg: 1, scope: !39, file: !1, line: 17, type: !26)
!39 = distinct !DISubprogram(name: "hash32", scope: !1, file: !1, line: 17, type: !40, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!3, !26}
!42 = !{!38}
!43 = !DILocation(line: 0, scope: !39, inlinedAt: !44)
!44 = distinct !DILocation(line: 36, column: 16, scope: !16)
!45 = !DILocation(line: 19, column: 10, scope: !39, inlinedAt: !44)
!46 = !DILocation(line: 19, column: 5, scope: !39, inlinedAt: !44)
!47 = !DILocation(line: 20, column: 5, scope: !39, inlinedAt: !44)
!48 = !DILocation(line: 21, column: 10, scope: !39, inlinedAt: !44)
!49 = !DILocation(line: 21, column: 5, scope: !39, inlinedAt: !44)
!50 = !DILocation(line: 36, column: 33, scope: !16)
!51 = !{!52, !56, i64 16}
!52 = !{!"", !53, i64 0, !53, i64 8, !56, i64 16}
!53 = !{!"any pointer", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !{!"int", !54, i64 0}
!57 = !{!52, !53, i64 0}
!58 = !DILocation(line: 38, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !1, line: 38, column: 9)
!60 = distinct !DILexicalBlock(scope: !61, file: !1, line: 37, column: 12)
!61 = distinct !DILexicalBlock(scope: !62, file: !1, line: 37, column: 3)
!62 = distinct !DILexicalBlock(scope: !16, file: !1, line: 37, column: 3)
!63 = !{!56, !56, i64 0}
!64 = !DILocation(line: 38, column: 20, scope: !59)
!65 = !DILocation(line: 38, column: 9, scope: !60)
!66 = !DILocation(line: 39, column: 17, scope: !59)
!67 = !{!52, !53, i64 8}
!68 = !DILocation(line: 39, column: 14, scope: !59)
!69 = !DILocation(line: 39, column: 7, scope: !59)
!70 = !DILocation(line: 40, column: 20, scope: !71)
!71 = distinct !DILexicalBlock(scope: !60, file: !1, line: 40, column: 9)
!72 = !DILocation(line: 40, column: 9, scope: !60)
!73 = !DILocation(line: 42, column: 12, scope: !60)
!74 = distinct !{!74, !75, !76}
!75 = !DILocation(line: 37, column: 3, scope: !62)
!76 = !DILocation(line: 43, column: 3, scope: !62)
!77 = !DILocation(line: 0, scope: !60)
!78 = !DILocation(line: 44, column: 1, scope: !16)
!79 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 46, type: !80, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!4, !4, !5}
!82 = !{!83, !84, !85, !86, !87, !88, !89, !91, !93, !94, !96}
!83 = !DILocalVariable(name: "argc", arg: 1, scope: !79, file: !1, line: 46, type: !4)
!84 = !DILocalVariable(name: "argv", arg: 2, scope: !79, file: !1, line: 46, type: !5)
!85 = !DILocalVariable(name: "n", scope: !79, file: !1, line: 48, type: !4)
!86 = !DILocalVariable(name: "cap", scope: !79, file: !1, line: 49, type: !3)
!87 = !DILocalVariable(name: "t", scope: !79, file: !1, line: 52, type: !21)
!88 = !DILocalVariable(name: "s", scope: !79, file: !1, line: 56, type: !26)
!89 = !DILocalVariable(name: "i", scope: !90, file: !1, line: 57, type: !4)
!90 = distinct !DILexicalBlock(scope: !79, file: !1, line: 57, column: 3)
!91 = !DILocalVariable(name: "hits", scope: !79, file: !1, line: 61, type: !92)
!92 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!93 = !DILocalVariable(name: "total", scope: !79, file: !1, line: 61, type: !92)
!94 = !DILocalVariable(name: "k", scope: !95, file: !1, line: 62, type: !26)
!95 = distinct !DILexicalBlock(scope: !79, file: !1, line: 62, column: 3)
!96 = !DILocalVariable(name: "c", scope: !97, file: !1, line: 63, type: !4)
!97 = distinct !DILexicalBlock(scope: !98, file: !1, line: 62, column: 44)
!98 = distinct !DILexicalBlock(scope: !95, file: !1, line: 62, column: 3)
!99 = !DILocation(line: 52, column: 11, scope: !79)
!100 = !DILocation(line: 0, scope: !79)
!101 = !DILocation(line: 48, column: 16, scope: !79)
!102 = !DILocation(line: 48, column: 11, scope: !79)
!103 = !DILocation(line: 48, column: 27, scope: !79)
!104 = !{!53, !53, i64 0}
!105 = !DILocalVariable(name: "__nptr", arg: 1, scope: !106, file: !107, line: 362, type: !110)
!106 = distinct !DISubprogram(name: "atoi", scope: !107, file: !107, line: 362, type: !108, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !112)
!107 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!108 = !DISubroutineType(types: !109)
!109 = !{!4, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!112 = !{!105}
!113 = !DILocation(line: 0, scope: !106, inlinedAt: !114)
!114 = distinct !DILocation(line: 48, column: 22, scope: !79)
!115 = !DILocation(line: 364, column: 16, scope: !106, inlinedAt: !114)
!116 = !DILocation(line: 364, column: 10, scope: !106, inlinedAt: !114)
!117 = !DILocation(line: 50, column: 3, scope: !79)
!118 = !DILocation(line: 50, column: 14, scope: !79)
!119 = !DILocation(line: 51, column: 9, scope: !79)
!120 = distinct !{!120, !117, !121, !122}
!121 = !DILocation(line: 51, column: 13, scope: !79)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !DILocation(line: 53, column: 19, scope: !79)
!124 = !DILocation(line: 53, column: 12, scope: !79)
!125 = !DILocation(line: 53, column: 10, scope: !79)
!126 = !DILocation(line: 54, column: 14, scope: !79)
!127 = !DILocation(line: 54, column: 12, scope: !79)
!128 = !DILocation(line: 55, column: 16, scope: !79)
!129 = !DILocation(line: 0, scope: !90)
!130 = !DILocation(line: 57, column: 21, scope: !131)
!131 = distinct !DILexicalBlock(scope: !90, file: !1, line: 57, column: 3)
!132 = !DILocation(line: 57, column: 3, scope: !90)
!133 = !DILocation(line: 62, column: 3, scope: !95)
!134 = !DILocation(line: 58, column: 11, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !1, line: 57, column: 31)
!136 = !DILocation(line: 58, column: 22, scope: !135)
!137 = !DILocation(line: 59, column: 24, scope: !135)
!138 = !DILocation(line: 59, column: 19, scope: !135)
!139 = !DILocalVariable(name: "t", arg: 1, scope: !140, file: !1, line: 25, type: !143)
!140 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 25, type: !141, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !144)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !143, !26}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!144 = !{!139, !145, !146}
!145 = !DILocalVariable(name: "key", arg: 2, scope: !140, file: !1, line: 25, type: !26)
!146 = !DILocalVariable(name: "h", scope: !140, file: !1, line: 27, type: !3)
!147 = !DILocation(line: 0, scope: !140, inlinedAt: !148)
!148 = distinct !DILocation(line: 59, column: 5, scope: !135)
!149 = !DILocation(line: 0, scope: !39, inlinedAt: !150)
!150 = distinct !DILocation(line: 27, column: 16, scope: !140, inlinedAt: !148)
!151 = !DILocation(line: 20, column: 5, scope: !39, inlinedAt: !150)
!152 = !DILocation(line: 21, column: 10, scope: !39, inlinedAt: !150)
!153 = !DILocation(line: 21, column: 5, scope: !39, inlinedAt: !150)
!154 = !DILocation(line: 28, column: 3, scope: !140, inlinedAt: !148)
!155 = !DILocation(line: 28, column: 10, scope: !140, inlinedAt: !148)
!156 = !DILocation(line: 28, column: 21, scope: !140, inlinedAt: !148)
!157 = !DILocation(line: 28, column: 30, scope: !140, inlinedAt: !148)
!158 = !DILocation(line: 29, column: 12, scope: !140, inlinedAt: !148)
!159 = distinct !{!159, !154, !160, !122}
!160 = !DILocation(line: 29, column: 22, scope: !140, inlinedAt: !148)
!161 = !DILocation(line: 30, column: 14, scope: !140, inlinedAt: !148)
!162 = !DILocation(line: 31, column: 3, scope: !140, inlinedAt: !148)
!163 = !DILocation(line: 31, column: 15, scope: !140, inlinedAt: !148)
!164 = !DILocation(line: 57, column: 27, scope: !131)
!165 = distinct !{!165, !132, !166, !122}
!166 = !DILocation(line: 60, column: 3, scope: !90)
!167 = !DILocation(line: 67, column: 3, scope: !79)
!168 = !DILocation(line: 68, column: 3, scope: !79)
!169 = !DILocation(line: 69, column: 3, scope: !79)
!170 = !DILocation(line: 70, column: 3, scope: !79)
!171 = !DILocation(line: 0, scope: !95)
!172 = !DILocation(line: 0, scope: !16, inlinedAt: !173)
!173 = distinct !DILocation(line: 63, column: 13, scope: !97)
!174 = !DILocation(line: 0, scope: !39, inlinedAt: !175)
!175 = distinct !DILocation(line: 36, column: 16, scope: !16, inlinedAt: !173)
!176 = !DILocation(line: 19, column: 10, scope: !39, inlinedAt: !175)
!177 = !DILocation(line: 19, column: 5, scope: !39, inlinedAt: !175)
!178 = !DILocation(line: 20, column: 5, scope: !39, inlinedAt: !175)
!179 = !DILocation(line: 21, column: 10, scope: !39, inlinedAt: !175)
!180 = !DILocation(line: 21, column: 5, scope: !39, inlinedAt: !175)
!181 = !DILocation(line: 38, column: 9, scope: !59, inlinedAt: !173)
!182 = !DILocation(line: 38, column: 20, scope: !59, inlinedAt: !173)
!183 = !DILocation(line: 38, column: 9, scope: !60, inlinedAt: !173)
!184 = !DILocation(line: 39, column: 14, scope: !59, inlinedAt: !173)
!185 = !DILocation(line: 39, column: 7, scope: !59, inlinedAt: !173)
!186 = !DILocation(line: 40, column: 20, scope: !71, inlinedAt: !173)
!187 = !DILocation(line: 40, column: 9, scope: !60, inlinedAt: !173)
!188 = !DILocation(line: 42, column: 12, scope: !60, inlinedAt: !173)
!189 = distinct !{!189, !190, !191}
!190 = !DILocation(line: 37, column: 3, scope: !62, inlinedAt: !173)
!191 = !DILocation(line: 43, column: 3, scope: !62, inlinedAt: !173)
!192 = !DILocation(line: 0, scope: !60, inlinedAt: !173)
!193 = !DILocation(line: 0, scope: !97)
!194 = !DILocation(line: 64, column: 15, scope: !97)
!195 = !DILocation(line: 64, column: 10, scope: !97)
!196 = !DILocation(line: 65, column: 14, scope: !97)
!197 = !DILocation(line: 65, column: 11, scope: !97)
!198 = !DILocation(line: 62, column: 38, scope: !98)
!199 = !DILocation(line: 62, column: 26, scope: !98)
!200 = distinct !{!200, !133, !201, !122}
!201 = !DILocation(line: 66, column: 3, scope: !95)
