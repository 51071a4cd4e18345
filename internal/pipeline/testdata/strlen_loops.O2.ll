; ModuleID = 'strlen_loops.c'
source_filename = "strlen_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"reuse distance\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%zu %d %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !40
  %3 = icmp sgt i32 %0, 1, !dbg !41
  br i1 %3, label %4, label %9, !dbg !42

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !43
  %6 = load i8*, i8** %5, align 8, !dbg !43, !tbaa !44
  call void @llvm.dbg.value(metadata i8* %6, metadata !48, metadata !DIExpression()) #7, !dbg !54
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !56
  %8 = trunc i64 %7 to i32, !dbg !57
  br label %9, !dbg !42

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 5000, %2 ], !dbg !42
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !40
  %11 = add nsw i32 %10, 1, !dbg !58
  %12 = sext i32 %11 to i64, !dbg !59
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !60
  call void @llvm.dbg.value(metadata i8* %13, metadata !22, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !61
  %14 = icmp sgt i32 %10, 0, !dbg !62
  br i1 %14, label %15, label %38, !dbg !64

15:                                               ; preds = %9
  %16 = zext i32 %10 to i64, !dbg !62
  %17 = icmp ult i32 %10, 16, !dbg !64
  br i1 %17, label %36, label %18, !dbg !64

18:                                               ; preds = %15
  %19 = and i64 %16, 4294967280, !dbg !64
  br label %20, !dbg !64

20:                                               ; preds = %20, %18
  %21 = phi i64 [ 0, %18 ], [ %31, %20 ], !dbg !65
  %22 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %18 ], [ %32, %20 ], !dbg !66
  %23 = mul nsw <16 x i32> %22, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !66
  %24 = udiv <16 x i32> %22, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, !dbg !67
  %25 = add nuw nsw <16 x i32> %23, %24, !dbg !68
  %26 = urem <16 x i32> %25, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>, !dbg !69
  %27 = trunc <16 x i32> %26 to <16 x i8>, !dbg !70
  %28 = add nuw nsw <16 x i8> %27, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !70
  %29 = getelementptr inbounds i8, i8* %13, i64 %21, !dbg !65
  %30 = bitcast i8* %29 to <16 x i8>*, !dbg !71
  store <16 x i8> %28, <16 x i8>* %30, align 1, !dbg !71, !tbaa !72
  %31 = add nuw i64 %21, 16, !dbg !65
  %32 = add <16 x i32> %22, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !66
  %33 = icmp eq i64 %31, %19, !dbg !65
  br i1 %33, label %34, label %20, !dbg !65, !llvm.loop !73

34:                                               ; preds = %20
  %35 = icmp eq i64 %19, %16, !dbg !64
  br i1 %35, label %38, label %36, !dbg !64

36:                                               ; preds = %15, %34
  %37 = phi i64 [ 0, %15 ], [ %19, %34 ]
  br label %49, !dbg !64

38:                                               ; preds = %49, %34, %9
  %39 = sext i32 %10 to i64, !dbg !77
  %40 = getelementptr inbounds i8, i8* %13, i64 %39, !dbg !77
  store i8 0, i8* %40, align 1, !dbg !78, !tbaa !72
  %41 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %13) #8, !dbg !79
  call void @llvm.dbg.value(metadata i64 %41, metadata !25, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 0, metadata !30, metadata !DIExpression()), !dbg !80
  %42 = icmp eq i64 %41, 0, !dbg !81
  br i1 %42, label %120, label %43, !dbg !83

43:                                               ; preds = %38
  %44 = add i64 %41, -1, !dbg !83
  %45 = and i64 %41, 1, !dbg !83
  %46 = icmp eq i64 %44, 0, !dbg !83
  br i1 %46, label %61, label %47, !dbg !83

47:                                               ; preds = %43
  %48 = and i64 %41, -2, !dbg !83
  br label %80, !dbg !83

49:                                               ; preds = %36, %49
  %50 = phi i64 [ %59, %49 ], [ %37, %36 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !23, metadata !DIExpression()), !dbg !61
  %51 = trunc i64 %50 to i32, !dbg !66
  %52 = mul nsw i32 %51, 7, !dbg !66
  %53 = udiv i32 %51, 5, !dbg !67
  %54 = add nuw nsw i32 %52, %53, !dbg !68
  %55 = urem i32 %54, 26, !dbg !69
  %56 = trunc i32 %55 to i8, !dbg !70
  %57 = add nuw nsw i8 %56, 97, !dbg !70
  %58 = getelementptr inbounds i8, i8* %13, i64 %50, !dbg !84
  store i8 %57, i8* %58, align 1, !dbg !71, !tbaa !72
  %59 = add nuw nsw i64 %50, 1, !dbg !65
  call void @llvm.dbg.value(metadata i64 %59, metadata !23, metadata !DIExpression()), !dbg !61
  %60 = icmp eq i64 %59, %16, !dbg !62
  br i1 %60, label %38, label %49, !dbg !64, !llvm.loop !85

61:                                               ; preds = %99, %43
  %62 = phi i32 [ undef, %43 ], [ %100, %99 ]
  %63 = phi i32 [ 0, %43 ], [ %100, %99 ]
  %64 = phi i64 [ 0, %43 ], [ %101, %99 ]
  %65 = icmp eq i64 %45, 0, !dbg !87
  br i1 %65, label %73, label %66, !dbg !87

66:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i32 %63, metadata !29, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %64, metadata !30, metadata !DIExpression()), !dbg !80
  %67 = getelementptr inbounds i8, i8* %13, i64 %64, !dbg !89
  %68 = load i8, i8* %67, align 1, !dbg !89, !tbaa !72
  %69 = add i8 %68, -97, !dbg !87
  %70 = tail call i8 @llvm.fshl.i8(i8 %69, i8 %69, i8 7), !dbg !87
  switch i8 %70, label %73 [
    i8 0, label %71
    i8 2, label %71
    i8 4, label %71
    i8 7, label %71
    i8 10, label %71
  ], !dbg !87

71:                                               ; preds = %66, %66, %66, %66, %66
  %72 = add nsw i32 %63, 1, !dbg !90
  call void @llvm.dbg.value(metadata i32 %72, metadata !29, metadata !DIExpression()), !dbg !40
  br label %73, !dbg !91

73:                                               ; preds = %66, %71, %61
  %74 = phi i32 [ %62, %61 ], [ %72, %71 ], [ %63, %66 ], !dbg !40
  call void @llvm.dbg.value(metadata i64 0, metadata !38, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 0, metadata !36, metadata !DIExpression()), !dbg !40
  br i1 %42, label %120, label %75, !dbg !93

75:                                               ; preds = %73
  %76 = and i64 %41, 1, !dbg !93
  %77 = icmp eq i64 %44, 0, !dbg !93
  br i1 %77, label %106, label %78, !dbg !93

78:                                               ; preds = %75
  %79 = and i64 %41, -2, !dbg !93
  br label %124, !dbg !93

80:                                               ; preds = %99, %47
  %81 = phi i32 [ 0, %47 ], [ %100, %99 ]
  %82 = phi i64 [ 0, %47 ], [ %101, %99 ]
  %83 = phi i64 [ 0, %47 ], [ %102, %99 ]
  call void @llvm.dbg.value(metadata i32 %81, metadata !29, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %82, metadata !30, metadata !DIExpression()), !dbg !80
  %84 = getelementptr inbounds i8, i8* %13, i64 %82, !dbg !89
  %85 = load i8, i8* %84, align 1, !dbg !89, !tbaa !72
  %86 = add i8 %85, -97, !dbg !87
  %87 = tail call i8 @llvm.fshl.i8(i8 %86, i8 %86, i8 7), !dbg !87
  switch i8 %87, label %90 [
    i8 0, label %88
    i8 2, label %88
    i8 4, label %88
    i8 7, label %88
    i8 10, label %88
  ], !dbg !87

88:                                               ; preds = %80, %80, %80, %80, %80
  %89 = add nsw i32 %81, 1, !dbg !90
  call void @llvm.dbg.value(metadata i32 %89, metadata !29, metadata !DIExpression()), !dbg !40
  br label %90, !dbg !91

90:                                               ; preds = %80, %88
  %91 = phi i32 [ %89, %88 ], [ %81, %80 ], !dbg !40
  call void @llvm.dbg.value(metadata i32 %91, metadata !29, metadata !DIExpression()), !dbg !40
  %92 = or i64 %82, 1, !dbg !94
  call void @llvm.dbg.value(metadata i64 %92, metadata !30, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 %91, metadata !29, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %92, metadata !30, metadata !DIExpression()), !dbg !80
  %93 = getelementptr inbounds i8, i8* %13, i64 %92, !dbg !89
  %94 = load i8, i8* %93, align 1, !dbg !89, !tbaa !72
  %95 = add i8 %94, -97, !dbg !87
  %96 = tail call i8 @llvm.fshl.i8(i8 %95, i8 %95, i8 7), !dbg !87
  switch i8 %96, label %99 [
    i8 0, label %97
    i8 2, label %97
    i8 4, label %97
    i8 7, label %97
    i8 10, label %97
  ], !dbg !87

97:                                               ; preds = %90, %90, %90, %90, %90
  %98 = add nsw i32 %91, 1, !dbg !90
  call void @llvm.dbg.value(metadata i32 %98, metadata !29, metadata !DIExpression()), !dbg !40
  br label %99, !dbg !91

99:                                               ; preds = %97, %90
  %100 = phi i32 [ %98, %97 ], [ %91, %90 ], !dbg !40
  call void @llvm.dbg.value(metadata i32 %100, metadata !29, metadata !DIExpression()), !dbg !40
  %101 = add nuw i64 %82, 2, !dbg !94
  call void @llvm.dbg.value(metadata i64 %101, metadata !30, metadata !DIExpression()), !dbg !80
  %102 = add i64 %83, 2, !dbg !83
  %103 = icmp eq i64 %102, %48, !dbg !83
  br i1 %103, label %61, label %80, !dbg !83, !llvm.loop !95

104:                                              ; preds = %124
  %105 = mul i64 %146, 31, !dbg !93
  br label %106, !dbg !93

106:                                              ; preds = %104, %75
  %107 = phi i64 [ undef, %75 ], [ %146, %104 ]
  %108 = phi i64 [ 0, %75 ], [ %147, %104 ]
  %109 = phi i64 [ 0, %75 ], [ %105, %104 ]
  %110 = icmp eq i64 %76, 0, !dbg !93
  br i1 %110, label %120, label %111, !dbg !93

111:                                              ; preds = %106
  call void @llvm.dbg.value(metadata i64 %108, metadata !38, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 undef, metadata !36, metadata !DIExpression()), !dbg !40
  %112 = getelementptr inbounds i8, i8* %13, i64 %108, !dbg !97
  %113 = load i8, i8* %112, align 1, !dbg !97, !tbaa !72
  %114 = urem i64 %108, 14, !dbg !100
  %115 = getelementptr inbounds [15 x i8], [15 x i8]* @.str, i64 0, i64 %114, !dbg !101
  %116 = load i8, i8* %115, align 1, !dbg !101, !tbaa !72
  %117 = xor i8 %116, %113, !dbg !102
  %118 = sext i8 %117 to i64, !dbg !103
  %119 = add nsw i64 %109, %118, !dbg !104
  call void @llvm.dbg.value(metadata i64 %119, metadata !36, metadata !DIExpression()), !dbg !40
  store i8 0, i8* %112, align 1, !dbg !105, !tbaa !72
  call void @llvm.dbg.value(metadata i64 %108, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !92
  br label %120, !dbg !106

120:                                              ; preds = %111, %106, %38, %73
  %121 = phi i32 [ %74, %73 ], [ 0, %38 ], [ %74, %106 ], [ %74, %111 ]
  %122 = phi i64 [ 0, %73 ], [ 0, %38 ], [ %107, %106 ], [ %119, %111 ], !dbg !40
  %123 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i64 noundef %41, i32 noundef %121, i64 noundef %122), !dbg !106
  tail call void @free(i8* noundef nonnull %13) #7, !dbg !107
  ret i32 0, !dbg !108

124:                                              ; preds = %124, %78
  %125 = phi i64 [ 0, %78 ], [ %147, %124 ]
  %126 = phi i64 [ 0, %78 ], [ %146, %124 ]
  %127 = phi i64 [ 0, %78 ], [ %148, %124 ]
  call void @llvm.dbg.value(metadata i64 %125, metadata !38, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %126, metadata !36, metadata !DIExpression()), !dbg !40
  %128 = mul nsw i64 %126, 31, !dbg !109
  %129 = getelementptr inbounds i8, i8* %13, i64 %125, !dbg !97
  %130 = load i8, i8* %129, align 1, !dbg !97, !tbaa !72
  %131 = urem i64 %125, 14, !dbg !100
  %132 = getelementptr inbounds [15 x i8], [15 x i8]* @.str, i64 0, i64 %131, !dbg !101
  %133 = load i8, i8* %132, align 1, !dbg !101, !tbaa !72
  %134 = xor i8 %133, %130, !dbg !102
  %135 = sext i8 %134 to i64, !dbg !103
  %136 = add nsw i64 %128, %135, !dbg !104
  call void @llvm.dbg.value(metadata i64 %136, metadata !36, metadata !DIExpression()), !dbg !40
  store i8 0, i8* %129, align 1, !dbg !105, !tbaa !72
  %137 = or i64 %125, 1, !dbg !110
  call void @llvm.dbg.value(metadata i64 %137, metadata !38, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %137, metadata !38, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %136, metadata !36, metadata !DIExpression()), !dbg !40
  %138 = mul nsw i64 %136, 31, !dbg !109
  %139 = getelementptr inbounds i8, i8* %13, i64 %137, !dbg !97
  %140 = load i8, i8* %139, align 1, !dbg !97, !tbaa !72
  %141 = urem i64 %137, 14, !dbg !100
  %142 = getelementptr inbounds [15 x i8], [15 x i8]* @.str, i64 0, i64 %141, !dbg !101
  %143 = load i8, i8* %142, align 1, !dbg !101, !tbaa !72
  %144 = xor i8 %143, %140, !dbg !102
  %145 = sext i8 %144 to i64, !dbg !103
  %146 = add nsw i64 %138, %145, !dbg !104
  call void @llvm.dbg.value(metadata i64 %146, metadata !36, metadata !DIExpression()), !dbg !40
  store i8 0, i8* %139, align 1, !dbg !105, !tbaa !72
  %147 = add nuw i64 %125, 2, !dbg !110
  call void @llvm.dbg.value(metadata i64 %147, metadata !38, metadata !DIExpression()), !dbg !92
  %148 = add i64 %127, 2, !dbg !93
  %149 = icmp eq i64 %148, %79, !dbg !93
  br i1 %149, label %104, label %124, !dbg !93, !llvm.loop !111
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshl.i8(i8, i8, i8) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "strlen_loops.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "5a07da2c2a85fbf81b7bc9176c573fef")
!2 = !{!3, !4, !5, !7}
!3 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!4, !4, !5}
!18 = !{!19, !20, !21, !22, !23, !25, !29, !30, !32, !35, !36, !38}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 8, type: !4)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 8, type: !5)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 10, type: !4)
!22 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 11, type: !6)
!23 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 12, type: !4)
!24 = distinct !DILexicalBlock(scope: !15, file: !1, line: 12, column: 3)
!25 = !DILocalVariable(name: "len", scope: !15, file: !1, line: 15, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !27, line: 46, baseType: !28)
!27 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!28 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!29 = !DILocalVariable(name: "vowels", scope: !15, file: !1, line: 16, type: !4)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 17, type: !26)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 17, column: 3)
!32 = !DILocalVariable(name: "key", scope: !15, file: !1, line: 20, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!35 = !DILocalVariable(name: "k", scope: !15, file: !1, line: 21, type: !26)
!36 = !DILocalVariable(name: "h", scope: !15, file: !1, line: 22, type: !37)
!37 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 23, type: !26)
!39 = distinct !DILexicalBlock(scope: !15, file: !1, line: 23, column: 3)
!40 = !DILocation(line: 0, scope: !15)
!41 = !DILocation(line: 10, column: 16, scope: !15)
!42 = !DILocation(line: 10, column: 11, scope: !15)
!43 = !DILocation(line: 10, column: 27, scope: !15)
!44 = !{!45, !45, i64 0}
!45 = !{!"any pointer", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocalVariable(name: "__nptr", arg: 1, scope: !49, file: !50, line: 362, type: !33)
!49 = distinct !DISubprogram(name: "atoi", scope: !50, file: !50, line: 362, type: !51, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!50 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!51 = !DISubroutineType(types: !52)
!52 = !{!4, !33}
!53 = !{!48}
!54 = !DILocation(line: 0, scope: !49, inlinedAt: !55)
!55 = distinct !DILocation(line: 10, column: 22, scope: !15)
!56 = !DILocation(line: 364, column: 16, scope: !49, inlinedAt: !55)
!57 = !DILocation(line: 364, column: 10, scope: !49, inlinedAt: !55)
!58 = !DILocation(line: 11, column: 22, scope: !15)
!59 = !DILocation(line: 11, column: 20, scope: !15)
!60 = !DILocation(line: 11, column: 13, scope: !15)
!61 = !DILocation(line: 0, scope: !24)
!62 = !DILocation(line: 12, column: 21, scope: !63)
!63 = distinct !DILexicalBlock(scope: !24, file: !1, line: 12, column: 3)
!64 = !DILocation(line: 12, column: 3, scope: !24)
!65 = !DILocation(line: 12, column: 27, scope: !63)
!66 = !DILocation(line: 13, column: 28, scope: !63)
!67 = !DILocation(line: 13, column: 36, scope: !63)
!68 = !DILocation(line: 13, column: 32, scope: !63)
!69 = !DILocation(line: 13, column: 41, scope: !63)
!70 = !DILocation(line: 13, column: 12, scope: !63)
!71 = !DILocation(line: 13, column: 10, scope: !63)
!72 = !{!46, !46, i64 0}
!73 = distinct !{!73, !64, !74, !75, !76}
!74 = !DILocation(line: 13, column: 45, scope: !24)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !{!"llvm.loop.isvectorized", i32 1}
!77 = !DILocation(line: 14, column: 3, scope: !15)
!78 = !DILocation(line: 14, column: 8, scope: !15)
!79 = !DILocation(line: 15, column: 16, scope: !15)
!80 = !DILocation(line: 0, scope: !31)
!81 = !DILocation(line: 17, column: 24, scope: !82)
!82 = distinct !DILexicalBlock(scope: !31, file: !1, line: 17, column: 3)
!83 = !DILocation(line: 17, column: 3, scope: !31)
!84 = !DILocation(line: 13, column: 5, scope: !63)
!85 = distinct !{!85, !64, !74, !75, !86, !76}
!86 = !{!"llvm.loop.unroll.runtime.disable"}
!87 = !DILocation(line: 18, column: 21, scope: !88)
!88 = distinct !DILexicalBlock(scope: !82, file: !1, line: 18, column: 9)
!89 = !DILocation(line: 18, column: 9, scope: !88)
!90 = !DILocation(line: 19, column: 13, scope: !88)
!91 = !DILocation(line: 19, column: 7, scope: !88)
!92 = !DILocation(line: 0, scope: !39)
!93 = !DILocation(line: 23, column: 3, scope: !39)
!94 = !DILocation(line: 17, column: 32, scope: !82)
!95 = distinct !{!95, !83, !96, !75}
!96 = !DILocation(line: 19, column: 13, scope: !31)
!97 = !DILocation(line: 24, column: 19, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !1, line: 23, column: 36)
!99 = distinct !DILexicalBlock(scope: !39, file: !1, line: 23, column: 3)
!100 = !DILocation(line: 24, column: 32, scope: !98)
!101 = !DILocation(line: 24, column: 26, scope: !98)
!102 = !DILocation(line: 24, column: 24, scope: !98)
!103 = !DILocation(line: 24, column: 18, scope: !98)
!104 = !DILocation(line: 24, column: 16, scope: !98)
!105 = !DILocation(line: 25, column: 10, scope: !98)
!106 = !DILocation(line: 27, column: 3, scope: !15)
!107 = !DILocation(line: 28, column: 3, scope: !15)
!108 = !DILocation(line: 29, column: 3, scope: !15)
!109 = !DILocation(line: 24, column: 11, scope: !98)
!110 = !DILocation(line: 23, column: 32, scope: !99)
!111 = distinct !{!111, !93, !112, !75}
!112 = !DILocation(line: 26, column: 3, scope: !39)
