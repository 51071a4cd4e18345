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
  br i1 %16, label %17, label %24, !dbg !65

17:                                               ; preds = %28, %2
  %18 = phi i32 [ %12, %2 ], [ %30, %28 ]
  %19 = zext i32 %18 to i64, !dbg !58
  %20 = getelementptr inbounds %struct.table_t, %struct.table_t* %0, i64 0, i32 1, !dbg !66
  %21 = load i32*, i32** %20, align 8, !dbg !66, !tbaa !67
  %22 = getelementptr inbounds i32, i32* %21, i64 %19, !dbg !68
  %23 = load i32, i32* %22, align 4, !dbg !68, !tbaa !63
  br label %35, !dbg !69

24:                                               ; preds = %2, %28
  %25 = phi i32 [ %33, %28 ], [ %15, %2 ]
  %26 = phi i32 [ %30, %28 ], [ %12, %2 ]
  %27 = icmp eq i32 %25, 0, !dbg !70
  br i1 %27, label %35, label %28, !dbg !72

28:                                               ; preds = %24
  %29 = add i32 %26, 1, !dbg !73
  call void @llvm.dbg.value(metadata !DIArgList(i32 %29, i32 %9), metadata !36, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value)), !dbg !37
  %30 = and i32 %29, %9, !dbg !37
  call void @llvm.dbg.value(metadata i32 %30, metadata !36, metadata !DIExpression()), !dbg !37
  %31 = zext i32 %30 to i64, !dbg !58
  %32 = getelementptr inbounds i32, i32* %11, i64 %31, !dbg !58
  %33 = load i32, i32* %32, align 4, !dbg !58, !tbaa !63
  %34 = icmp eq i32 %33, %1, !dbg !64
  br i1 %34, label %17, label %24, !dbg !65, !llvm.loop !74

35:                                               ; preds = %24, %17
  %36 = phi i32 [ %23, %17 ], [ 0, %24 ], !dbg !78
  ret i32 %36, !dbg !79
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !80 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !100
  call void @llvm.dbg.value(metadata i32 %0, metadata !84, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i8** %1, metadata !85, metadata !DIExpression()), !dbg !101
  %3 = icmp sgt i32 %0, 1, !dbg !102
  br i1 %3, label %4, label %9, !dbg !103

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !104
  %6 = load i8*, i8** %5, align 8, !dbg !104, !tbaa !105
  call void @llvm.dbg.value(metadata i8* %6, metadata !106, metadata !DIExpression()) #8, !dbg !114
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !116
  %8 = trunc i64 %7 to i32, !dbg !117
  br label %9, !dbg !103

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 20000, %2 ], !dbg !103
  call void @llvm.dbg.value(metadata i32 %10, metadata !86, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 1, metadata !87, metadata !DIExpression()), !dbg !101
  %11 = shl i32 %10, 1
  br label %12, !dbg !118

12:                                               ; preds = %12, %9
  %13 = phi i32 [ 1, %9 ], [ %15, %12 ], !dbg !101
  call void @llvm.dbg.value(metadata i32 %13, metadata !87, metadata !DIExpression()), !dbg !101
  %14 = icmp ult i32 %13, %11, !dbg !119
  %15 = shl i32 %13, 1, !dbg !120
  call void @llvm.dbg.value(metadata i32 %15, metadata !87, metadata !DIExpression()), !dbg !101
  br i1 %14, label %12, label %16, !dbg !118, !llvm.loop !121

16:                                               ; preds = %12
  %17 = zext i32 %13 to i64, !dbg !124
  %18 = call noalias i8* @calloc(i64 noundef %17, i64 noundef 4) #8, !dbg !125
  %19 = bitcast i8* %18 to i32*, !dbg !126
  call void @llvm.dbg.value(metadata i32* %19, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !101
  %20 = call noalias i8* @calloc(i64 noundef %17, i64 noundef 4) #8, !dbg !127
  %21 = bitcast i8* %20 to i32*, !dbg !128
  call void @llvm.dbg.value(metadata i32* %21, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !101
  %22 = add i32 %13, -1, !dbg !129
  call void @llvm.dbg.value(metadata i32 %22, metadata !88, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !101
  call void @llvm.dbg.value(metadata i32 42, metadata !89, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()), !dbg !130
  %23 = icmp sgt i32 %10, 0, !dbg !131
  br i1 %23, label %25, label %24, !dbg !133

24:                                               ; preds = %45, %16
  br label %55, !dbg !134

25:                                               ; preds = %16, %45
  %26 = phi i32 [ %51, %45 ], [ 0, %16 ]
  %27 = phi i32 [ %29, %45 ], [ 42, %16 ]
  call void @llvm.dbg.value(metadata i32 %26, metadata !90, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i32 %27, metadata !89, metadata !DIExpression()), !dbg !101
  %28 = mul i32 %27, 1664525, !dbg !135
  %29 = add i32 %28, 1013904223, !dbg !137
  call void @llvm.dbg.value(metadata i32 %29, metadata !89, metadata !DIExpression()), !dbg !101
  %30 = lshr i32 %29, 18, !dbg !138
  %31 = add nuw nsw i32 %30, 1, !dbg !139
  call void @llvm.dbg.value(metadata %struct.table_t* undef, metadata !140, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 %30, metadata !146, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !148
  call void @llvm.dbg.value(metadata i32 %30, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !150
  call void @llvm.dbg.value(metadata i32 %31, metadata !38, metadata !DIExpression()), !dbg !150
  %32 = mul i32 %31, 73244475, !dbg !152
  call void @llvm.dbg.value(metadata i32 %32, metadata !38, metadata !DIExpression()), !dbg !150
  %33 = lshr i32 %32, 16, !dbg !153
  %34 = xor i32 %33, %32, !dbg !154
  call void @llvm.dbg.value(metadata i32 %34, metadata !38, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata !DIArgList(i32 %34, i32 %22), metadata !147, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value)), !dbg !148
  br label %35, !dbg !155

35:                                               ; preds = %35, %25
  %36 = phi i32 [ %34, %25 ], [ %44, %35 ]
  %37 = and i32 %36, %22, !dbg !148
  call void @llvm.dbg.value(metadata i32 %37, metadata !147, metadata !DIExpression()), !dbg !148
  %38 = zext i32 %37 to i64, !dbg !156
  %39 = getelementptr inbounds i32, i32* %19, i64 %38, !dbg !156
  %40 = load i32, i32* %39, align 4, !dbg !156, !tbaa !63
  %41 = icmp eq i32 %40, 0, !dbg !157
  %42 = icmp eq i32 %40, %31
  %43 = or i1 %41, %42, !dbg !158
  %44 = add i32 %37, 1, !dbg !159
  call void @llvm.dbg.value(metadata !DIArgList(i32 %44, i32 %22), metadata !147, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value)), !dbg !148
  br i1 %43, label %45, label %35, !dbg !158, !llvm.loop !160

45:                                               ; preds = %35
  %46 = zext i32 %37 to i64, !dbg !156
  %47 = getelementptr inbounds i32, i32* %19, i64 %46, !dbg !156
  store i32 %31, i32* %47, align 4, !dbg !162, !tbaa !63
  %48 = getelementptr inbounds i32, i32* %21, i64 %46, !dbg !163
  %49 = load i32, i32* %48, align 4, !dbg !164, !tbaa !63
  %50 = add nsw i32 %49, 1, !dbg !164
  store i32 %50, i32* %48, align 4, !dbg !164, !tbaa !63
  %51 = add nuw nsw i32 %26, 1, !dbg !165
  call void @llvm.dbg.value(metadata i32 %51, metadata !90, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i32 %29, metadata !89, metadata !DIExpression()), !dbg !101
  %52 = icmp eq i32 %51, %10, !dbg !131
  br i1 %52, label %24, label %25, !dbg !133, !llvm.loop !166

53:                                               ; preds = %85
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i32 noundef %13, i64 noundef %89, i64 noundef %91), !dbg !168
  call void @free(i8* noundef %18) #8, !dbg !169
  call void @free(i8* noundef %20) #8, !dbg !170
  ret i32 0, !dbg !171

55:                                               ; preds = %24, %85
  %56 = phi i32 [ %92, %85 ], [ 1, %24 ]
  %57 = phi i64 [ %91, %85 ], [ 0, %24 ]
  %58 = phi i64 [ %89, %85 ], [ 0, %24 ]
  call void @llvm.dbg.value(metadata i32 %56, metadata !95, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 %57, metadata !94, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 %58, metadata !92, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata %struct.table_t* undef, metadata !34, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i32 %56, metadata !35, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i32 %56, metadata !38, metadata !DIExpression()), !dbg !175
  %59 = lshr i32 %56, 16, !dbg !177
  %60 = xor i32 %59, %56, !dbg !178
  call void @llvm.dbg.value(metadata i32 %60, metadata !38, metadata !DIExpression()), !dbg !175
  %61 = mul i32 %60, 73244475, !dbg !179
  call void @llvm.dbg.value(metadata i32 %61, metadata !38, metadata !DIExpression()), !dbg !175
  %62 = lshr i32 %61, 16, !dbg !180
  %63 = xor i32 %62, %61, !dbg !181
  call void @llvm.dbg.value(metadata i32 %63, metadata !38, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata !DIArgList(i32 %63, i32 %22), metadata !36, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value)), !dbg !173
  %64 = and i32 %63, %22, !dbg !173
  call void @llvm.dbg.value(metadata i32 %64, metadata !36, metadata !DIExpression()), !dbg !173
  %65 = zext i32 %64 to i64, !dbg !182
  %66 = getelementptr inbounds i32, i32* %19, i64 %65, !dbg !182
  %67 = load i32, i32* %66, align 4, !dbg !182, !tbaa !63
  %68 = icmp eq i32 %67, %56, !dbg !183
  br i1 %68, label %69, label %74, !dbg !184

69:                                               ; preds = %78, %55
  %70 = phi i32 [ %64, %55 ], [ %80, %78 ]
  %71 = zext i32 %70 to i64, !dbg !182
  %72 = getelementptr inbounds i32, i32* %21, i64 %71, !dbg !185
  %73 = load i32, i32* %72, align 4, !dbg !185, !tbaa !63
  br label %85, !dbg !186

74:                                               ; preds = %55, %78
  %75 = phi i32 [ %83, %78 ], [ %67, %55 ]
  %76 = phi i32 [ %80, %78 ], [ %64, %55 ]
  %77 = icmp eq i32 %75, 0, !dbg !187
  br i1 %77, label %85, label %78, !dbg !188

78:                                               ; preds = %74
  %79 = add i32 %76, 1, !dbg !189
  call void @llvm.dbg.value(metadata !DIArgList(i32 %79, i32 %22), metadata !36, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value)), !dbg !173
  %80 = and i32 %79, %22, !dbg !173
  call void @llvm.dbg.value(metadata i32 %80, metadata !36, metadata !DIExpression()), !dbg !173
  %81 = zext i32 %80 to i64, !dbg !182
  %82 = getelementptr inbounds i32, i32* %19, i64 %81, !dbg !182
  %83 = load i32, i32* %82, align 4, !dbg !182, !tbaa !63
  %84 = icmp eq i32 %83, %56, !dbg !183
  br i1 %84, label %69, label %74, !dbg !184, !llvm.loop !190

85:                                               ; preds = %74, %69
  %86 = phi i32 [ %73, %69 ], [ 0, %74 ], !dbg !193
  call void @llvm.dbg.value(metadata i32 %86, metadata !97, metadata !DIExpression()), !dbg !194
  %87 = icmp sgt i32 %86, 0, !dbg !195
  %88 = zext i1 %87 to i64
  %89 = add nuw nsw i64 %58, %88, !dbg !196
  call void @llvm.dbg.value(metadata i64 %89, metadata !92, metadata !DIExpression()), !dbg !101
  %90 = sext i32 %86 to i64, !dbg !197
  %91 = add nsw i64 %57, %90, !dbg !198
  call void @llvm.dbg.value(metadata i64 %91, metadata !94, metadata !DIExpression()), !dbg !101
  %92 = add nuw nsw i32 %56, 3, !dbg !199
  call void @llvm.dbg.value(metadata i32 %92, metadata !95, metadata !DIExpression()), !dbg !172
  %93 = icmp ult i32 %56, 19998, !dbg !200
  br i1 %93, label %55, label %53, !dbg !134, !llvm.loop !201
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
!74 = distinct !{!74, !75, !76, !77}
!75 = !DILocation(line: 37, column: 3, scope: !62)
!76 = !DILocation(line: 43, column: 3, scope: !62)
!77 = !{!"llvm.loop.unroll.disable"}
!78 = !DILocation(line: 0, scope: !60)
!79 = !DILocation(line: 44, column: 1, scope: !16)
!80 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 46, type: !81, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!4, !4, !5}
!83 = !{!84, !85, !86, !87, !88, !89, !90, !92, !94, !95, !97}
!84 = !DILocalVariable(name: "argc", arg: 1, scope: !80, file: !1, line: 46, type: !4)
!85 = !DILocalVariable(name: "argv", arg: 2, scope: !80, file: !1, line: 46, type: !5)
!86 = !DILocalVariable(name: "n", scope: !80, file: !1, line: 48, type: !4)
!87 = !DILocalVariable(name: "cap", scope: !80, file: !1, line: 49, type: !3)
!88 = !DILocalVariable(name: "t", scope: !80, file: !1, line: 52, type: !21)
!89 = !DILocalVariable(name: "s", scope: !80, file: !1, line: 56, type: !26)
!90 = !DILocalVariable(name: "i", scope: !91, file: !1, line: 57, type: !4)
!91 = distinct !DILexicalBlock(scope: !80, file: !1, line: 57, column: 3)
!92 = !DILocalVariable(name: "hits", scope: !80, file: !1, line: 61, type: !93)
!93 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!94 = !DILocalVariable(name: "total", scope: !80, file: !1, line: 61, type: !93)
!95 = !DILocalVariable(name: "k", scope: !96, file: !1, line: 62, type: !26)
!96 = distinct !DILexicalBlock(scope: !80, file: !1, line: 62, column: 3)
!97 = !DILocalVariable(name: "c", scope: !98, file: !1, line: 63, type: !4)
!98 = distinct !DILexicalBlock(scope: !99, file: !1, line: 62, column: 44)
!99 = distinct !DILexicalBlock(scope: !96, file: !1, line: 62, column: 3)
!100 = !DILocation(line: 52, column: 11, scope: !80)
!101 = !DILocation(line: 0, scope: !80)
!102 = !DILocation(line: 48, column: 16, scope: !80)
!103 = !DILocation(line: 48, column: 11, scope: !80)
!104 = !DILocation(line: 48, column: 27, scope: !80)
!105 = !{!53, !53, i64 0}
!106 = !DILocalVariable(name: "__nptr", arg: 1, scope: !107, file: !108, line: 362, type: !111)
!107 = distinct !DISubprogram(name: "atoi", scope: !108, file: !108, line: 362, type: !109, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !113)
!108 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!109 = !DISubroutineType(types: !110)
!110 = !{!4, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!113 = !{!106}
!114 = !DILocation(line: 0, scope: !107, inlinedAt: !115)
!115 = distinct !DILocation(line: 48, column: 22, scope: !80)
!116 = !DILocation(line: 364, column: 16, scope: !107, inlinedAt: !115)
!117 = !DILocation(line: 364, column: 10, scope: !107, inlinedAt: !115)
!118 = !DILocation(line: 50, column: 3, scope: !80)
!119 = !DILocation(line: 50, column: 14, scope: !80)
!120 = !DILocation(line: 51, column: 9, scope: !80)
!121 = distinct !{!121, !118, !122, !123, !77}
!122 = !DILocation(line: 51, column: 13, scope: !80)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocation(line: 53, column: 19, scope: !80)
!125 = !DILocation(line: 53, column: 12, scope: !80)
!126 = !DILocation(line: 53, column: 10, scope: !80)
!127 = !DILocation(line: 54, column: 14, scope: !80)
!128 = !DILocation(line: 54, column: 12, scope: !80)
!129 = !DILocation(line: 55, column: 16, scope: !80)
!130 = !DILocation(line: 0, scope: !91)
!131 = !DILocation(line: 57, column: 21, scope: !132)
!132 = distinct !DILexicalBlock(scope: !91, file: !1, line: 57, column: 3)
!133 = !DILocation(line: 57, column: 3, scope: !91)
!134 = !DILocation(line: 62, column: 3, scope: !96)
!135 = !DILocation(line: 58, column: 11, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !1, line: 57, column: 31)
!137 = !DILocation(line: 58, column: 22, scope: !136)
!138 = !DILocation(line: 59, column: 24, scope: !136)
!139 = !DILocation(line: 59, column: 19, scope: !136)
!140 = !DILocalVariable(name: "t", arg: 1, scope: !141, file: !1, line: 25, type: !144)
!141 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 25, type: !142, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !145)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !144, !26}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!145 = !{!140, !146, !147}
!146 = !DILocalVariable(name: "key", arg: 2, scope: !141, file: !1, line: 25, type: !26)
!147 = !DILocalVariable(name: "h", scope: !141, file: !1, line: 27, type: !3)
!148 = !DILocation(line: 0, scope: !141, inlinedAt: !149)
!149 = distinct !DILocation(line: 59, column: 5, scope: !136)
!150 = !DILocation(line: 0, scope: !39, inlinedAt: !151)
!151 = distinct !DILocation(line: 27, column: 16, scope: !141, inlinedAt: !149)
!152 = !DILocation(line: 20, column: 5, scope: !39, inlinedAt: !151)
!153 = !DILocation(line: 21, column: 10, scope: !39, inlinedAt: !151)
!154 = !DILocation(line: 21, column: 5, scope: !39, inlinedAt: !151)
!155 = !DILocation(line: 28, column: 3, scope: !141, inlinedAt: !149)
!156 = !DILocation(line: 28, column: 10, scope: !141, inlinedAt: !149)
!157 = !DILocation(line: 28, column: 21, scope: !141, inlinedAt: !149)
!158 = !DILocation(line: 28, column: 30, scope: !141, inlinedAt: !149)
!159 = !DILocation(line: 29, column: 12, scope: !141, inlinedAt: !149)
!160 = distinct !{!160, !155, !161, !123, !77}
!161 = !DILocation(line: 29, column: 22, scope: !141, inlinedAt: !149)
!162 = !DILocation(line: 30, column: 14, scope: !141, inlinedAt: !149)
!163 = !DILocation(line: 31, column: 3, scope: !141, inlinedAt: !149)
!164 = !DILocation(line: 31, column: 15, scope: !141, inlinedAt: !149)
!165 = !DILocation(line: 57, column: 27, scope: !132)
!166 = distinct !{!166, !133, !167, !123, !77}
!167 = !DILocation(line: 60, column: 3, scope: !91)
!168 = !DILocation(line: 67, column: 3, scope: !80)
!169 = !DILocation(line: 68, column: 3, scope: !80)
!170 = !DILocation(line: 69, column: 3, scope: !80)
!171 = !DILocation(line: 70, column: 3, scope: !80)
!172 = !DILocation(line: 0, scope: !96)
!173 = !DILocation(line: 0, scope: !16, inlinedAt: !174)
!174 = distinct !DILocation(line: 63, column: 13, scope: !98)
!175 = !DILocation(line: 0, scope: !39, inlinedAt: !176)
!176 = distinct !DILocation(line: 36, column: 16, scope: !16, inlinedAt: !174)
!177 = !DILocation(line: 19, column: 10, scope: !39, inlinedAt: !176)
!178 = !DILocation(line: 19, column: 5, scope: !39, inlinedAt: !176)
!179 = !DILocation(line: 20, column: 5, scope: !39, inlinedAt: !176)
!180 = !DILocation(line: 21, column: 10, scope: !39, inlinedAt: !176)
!181 = !DILocation(line: 21, column: 5, scope: !39, inlinedAt: !176)
!182 = !DILocation(line: 38, column: 9, scope: !59, inlinedAt: !174)
!183 = !DILocation(line: 38, column: 20, scope: !59, inlinedAt: !174)
!184 = !DILocation(line: 38, column: 9, scope: !60, inlinedAt: !174)
!185 = !DILocation(line: 39, column: 14, scope: !59, inlinedAt: !174)
!186 = !DILocation(line: 39, column: 7, scope: !59, inlinedAt: !174)
!187 = !DILocation(line: 40, column: 20, scope: !71, inlinedAt: !174)
!188 = !DILocation(line: 40, column: 9, scope: !60, inlinedAt: !174)
!189 = !DILocation(line: 42, column: 12, scope: !60, inlinedAt: !174)
!190 = distinct !{!190, !191, !192, !77}
!191 = !DILocation(line: 37, column: 3, scope: !62, inlinedAt: !174)
!192 = !DILocation(line: 43, column: 3, scope: !62, inlinedAt: !174)
!193 = !DILocation(line: 0, scope: !60, inlinedAt: !174)
!194 = !DILocation(line: 0, scope: !98)
!195 = !DILocation(line: 64, column: 15, scope: !98)
!196 = !DILocation(line: 64, column: 10, scope: !98)
!197 = !DILocation(line: 65, column: 14, scope: !98)
!198 = !DILocation(line: 65, column: 11, scope: !98)
!199 = !DILocation(line: 62, column: 38, scope: !99)
!200 = !DILocation(line: 62, column: 26, scope: !99)
!201 = distinct !{!201, !134, !202, !123, !77}
!202 = !DILocation(line: 66, column: 3, scope: !96)
