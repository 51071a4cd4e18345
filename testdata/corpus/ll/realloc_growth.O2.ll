; ModuleID = 'realloc_growth.c'
source_filename = "realloc_growth.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec_t = type { i32*, i32, i32 }

@.str = private unnamed_addr constant [29 x i8] c"n %d cap %d kept %d sum %ld\0A\00", align 1
@lcg_state = internal unnamed_addr global i32 12345, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i64 @kernel_filter(%struct.vec_t* nocapture noundef readonly %0, %struct.vec_t* nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !23 {
  call void @llvm.dbg.value(metadata %struct.vec_t* %0, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata %struct.vec_t* %1, metadata !38, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %2, metadata !39, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 0, metadata !40, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !44
  %4 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %0, i64 0, i32 1
  call void @llvm.dbg.value(metadata i64 0, metadata !40, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !44
  %5 = load i32, i32* %4, align 8, !dbg !45, !tbaa !46
  %6 = icmp sgt i32 %5, 0, !dbg !52
  br i1 %6, label %7, label %52, !dbg !53

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %0, i64 0, i32 0
  %9 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %1, i64 0, i32 1
  %10 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %1, i64 0, i32 2
  %11 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %1, i64 0, i32 0
  %12 = bitcast %struct.vec_t* %1 to i8**
  br label %13, !dbg !53

13:                                               ; preds = %7, %46
  %14 = phi i32 [ %5, %7 ], [ %47, %46 ]
  %15 = phi i64 [ 0, %7 ], [ %49, %46 ]
  %16 = phi i64 [ 0, %7 ], [ %48, %46 ]
  call void @llvm.dbg.value(metadata i64 %16, metadata !40, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 %15, metadata !41, metadata !DIExpression()), !dbg !44
  %17 = load i32*, i32** %8, align 8, !dbg !54, !tbaa !55
  %18 = getelementptr inbounds i32, i32* %17, i64 %15, !dbg !56
  %19 = load i32, i32* %18, align 4, !dbg !56, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %19, metadata !42, metadata !DIExpression()), !dbg !58
  %20 = icmp sgt i32 %19, %2, !dbg !59
  br i1 %20, label %21, label %46, !dbg !61

21:                                               ; preds = %13
  call void @llvm.dbg.value(metadata %struct.vec_t* %1, metadata !62, metadata !DIExpression()) #5, !dbg !68
  call void @llvm.dbg.value(metadata i32 %19, metadata !67, metadata !DIExpression()) #5, !dbg !68
  %22 = load i32, i32* %9, align 8, !dbg !71, !tbaa !46
  %23 = load i32, i32* %10, align 4, !dbg !73, !tbaa !74
  %24 = icmp eq i32 %22, %23, !dbg !75
  br i1 %24, label %27, label %25, !dbg !76

25:                                               ; preds = %21
  %26 = load i32*, i32** %11, align 8, !dbg !77, !tbaa !55
  br label %37, !dbg !76

27:                                               ; preds = %21
  %28 = icmp eq i32 %22, 0, !dbg !78
  %29 = shl nsw i32 %22, 1
  %30 = select i1 %28, i32 4, i32 %29, !dbg !78
  store i32 %30, i32* %10, align 4, !dbg !80, !tbaa !74
  %31 = load i8*, i8** %12, align 8, !dbg !81, !tbaa !55
  %32 = sext i32 %30 to i64, !dbg !82
  %33 = shl nsw i64 %32, 2, !dbg !83
  %34 = tail call i8* @realloc(i8* noundef %31, i64 noundef %33) #5, !dbg !84
  store i8* %34, i8** %12, align 8, !dbg !85, !tbaa !55
  %35 = bitcast i8* %34 to i32*, !dbg !86
  %36 = load i32, i32* %9, align 8, !dbg !87, !tbaa !46
  br label %37, !dbg !86

37:                                               ; preds = %25, %27
  %38 = phi i32 [ %22, %25 ], [ %36, %27 ], !dbg !87
  %39 = phi i32* [ %26, %25 ], [ %35, %27 ], !dbg !77
  %40 = add nsw i32 %38, 1, !dbg !87
  store i32 %40, i32* %9, align 8, !dbg !87, !tbaa !46
  %41 = sext i32 %38 to i64, !dbg !88
  %42 = getelementptr inbounds i32, i32* %39, i64 %41, !dbg !88
  store i32 %19, i32* %42, align 4, !dbg !89, !tbaa !57
  %43 = sext i32 %19 to i64, !dbg !90
  %44 = add nsw i64 %16, %43, !dbg !91
  call void @llvm.dbg.value(metadata i64 %44, metadata !40, metadata !DIExpression()), !dbg !44
  %45 = load i32, i32* %4, align 8, !dbg !45, !tbaa !46
  br label %46, !dbg !92

46:                                               ; preds = %37, %13
  %47 = phi i32 [ %45, %37 ], [ %14, %13 ], !dbg !45
  %48 = phi i64 [ %44, %37 ], [ %16, %13 ], !dbg !44
  call void @llvm.dbg.value(metadata i64 %48, metadata !40, metadata !DIExpression()), !dbg !44
  %49 = add nuw nsw i64 %15, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %49, metadata !41, metadata !DIExpression()), !dbg !44
  %50 = sext i32 %47 to i64, !dbg !52
  %51 = icmp slt i64 %49, %50, !dbg !52
  br i1 %51, label %13, label %52, !dbg !53, !llvm.loop !94

52:                                               ; preds = %46, %3
  %53 = phi i64 [ 0, %3 ], [ %48, %46 ], !dbg !44
  ret i64 %53, !dbg !97
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !98 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !102, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i8** %1, metadata !103, metadata !DIExpression()), !dbg !110
  %3 = icmp sgt i32 %0, 1, !dbg !111
  br i1 %3, label %4, label %11, !dbg !112

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !113
  %6 = load i8*, i8** %5, align 8, !dbg !113, !tbaa !114
  call void @llvm.dbg.value(metadata i8* %6, metadata !115, metadata !DIExpression()) #5, !dbg !123
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !125
  %8 = shl i64 %7, 32, !dbg !112
  %9 = ashr exact i64 %8, 18, !dbg !112
  call void @llvm.dbg.value(metadata i32 undef, metadata !104, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32* null, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i32* null, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i64 0, metadata !107, metadata !DIExpression()), !dbg !110
  %10 = icmp sgt i64 %8, 0, !dbg !126
  br i1 %10, label %11, label %84, !dbg !127

11:                                               ; preds = %2, %4
  %12 = phi i64 [ %9, %4 ], [ 327680000, %2 ]
  br label %13, !dbg !127

13:                                               ; preds = %11, %35
  %14 = phi i64 [ 0, %11 ], [ %38, %35 ]
  %15 = phi i64 [ 0, %11 ], [ %41, %35 ]
  %16 = phi i32 [ 0, %11 ], [ %37, %35 ]
  %17 = phi i32* [ null, %11 ], [ %36, %35 ]
  call void @llvm.dbg.value(metadata i64 %15, metadata !107, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 %16, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i64 %14, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i32* %17, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !110
  %18 = load i32, i32* @lcg_state, align 4, !dbg !128, !tbaa !57
  %19 = mul i32 %18, 1103515245, !dbg !135
  %20 = add i32 %19, 12345, !dbg !136
  store i32 %20, i32* @lcg_state, align 4, !dbg !137, !tbaa !57
  %21 = lshr i32 %20, 16, !dbg !138
  %22 = and i32 %21, 32767, !dbg !139
  call void @llvm.dbg.value(metadata i32 %22, metadata !108, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata %struct.vec_t* undef, metadata !62, metadata !DIExpression()) #5, !dbg !140
  call void @llvm.dbg.value(metadata i32 %22, metadata !67, metadata !DIExpression()) #5, !dbg !140
  %23 = zext i32 %16 to i64, !dbg !142
  %24 = icmp eq i64 %14, %23, !dbg !142
  br i1 %24, label %25, label %35, !dbg !143

25:                                               ; preds = %13
  %26 = icmp eq i64 %14, 0, !dbg !144
  %27 = trunc i64 %14 to i32, !dbg !144
  %28 = shl i32 %27, 1, !dbg !144
  %29 = select i1 %26, i32 4, i32 %28, !dbg !144
  call void @llvm.dbg.value(metadata i32 %29, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !110
  %30 = bitcast i32* %17 to i8*, !dbg !145
  %31 = zext i32 %29 to i64, !dbg !146
  %32 = shl nuw nsw i64 %31, 2, !dbg !147
  %33 = tail call i8* @realloc(i8* noundef %30, i64 noundef %32) #5, !dbg !148
  %34 = bitcast i8* %33 to i32*, !dbg !149
  call void @llvm.dbg.value(metadata i32* %34, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !110
  br label %35, !dbg !150

35:                                               ; preds = %13, %25
  %36 = phi i32* [ %34, %25 ], [ %17, %13 ], !dbg !110
  %37 = phi i32 [ %29, %25 ], [ %16, %13 ], !dbg !110
  call void @llvm.dbg.value(metadata i32 %37, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i32* %36, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !110
  %38 = add nuw i64 %14, 1, !dbg !151
  call void @llvm.dbg.value(metadata i64 %38, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !110
  %39 = getelementptr inbounds i32, i32* %36, i64 %14, !dbg !152
  store i32 %22, i32* %39, align 4, !dbg !153, !tbaa !57
  %40 = zext i32 %22 to i64, !dbg !154
  %41 = add nuw nsw i64 %15, %40, !dbg !155
  call void @llvm.dbg.value(metadata i32 %37, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i64 %38, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i32* %36, metadata !105, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !110
  call void @llvm.dbg.value(metadata i64 %41, metadata !107, metadata !DIExpression()), !dbg !110
  %42 = icmp slt i64 %41, %12, !dbg !126
  br i1 %42, label %13, label %43, !dbg !127, !llvm.loop !156

43:                                               ; preds = %35
  %44 = trunc i64 %38 to i32, !dbg !158
  call void @llvm.dbg.value(metadata %struct.vec_t* undef, metadata !37, metadata !DIExpression()) #5, !dbg !160
  call void @llvm.dbg.value(metadata %struct.vec_t* undef, metadata !38, metadata !DIExpression()) #5, !dbg !160
  call void @llvm.dbg.value(metadata i32 16384, metadata !39, metadata !DIExpression()) #5, !dbg !160
  call void @llvm.dbg.value(metadata i64 0, metadata !40, metadata !DIExpression()) #5, !dbg !160
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()) #5, !dbg !160
  %45 = icmp eq i32 %44, 0, !dbg !158
  br i1 %45, label %84, label %46, !dbg !161

46:                                               ; preds = %43
  %47 = shl i64 %38, 32
  %48 = ashr exact i64 %47, 32
  br label %49, !dbg !161

49:                                               ; preds = %46, %77
  %50 = phi i32* [ %78, %77 ], [ null, %46 ], !dbg !110
  %51 = phi i32 [ %79, %77 ], [ 0, %46 ], !dbg !110
  %52 = phi i32 [ %80, %77 ], [ 0, %46 ], !dbg !110
  %53 = phi i64 [ %82, %77 ], [ 0, %46 ]
  %54 = phi i64 [ %81, %77 ], [ 0, %46 ]
  call void @llvm.dbg.value(metadata i32 %52, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i32 %51, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i32* %50, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !110
  call void @llvm.dbg.value(metadata i64 %54, metadata !40, metadata !DIExpression()) #5, !dbg !160
  call void @llvm.dbg.value(metadata i64 %53, metadata !41, metadata !DIExpression()) #5, !dbg !160
  %55 = getelementptr inbounds i32, i32* %36, i64 %53, !dbg !162
  %56 = load i32, i32* %55, align 4, !dbg !162, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %56, metadata !42, metadata !DIExpression()) #5, !dbg !163
  %57 = icmp sgt i32 %56, 16384, !dbg !164
  br i1 %57, label %58, label %77, !dbg !165

58:                                               ; preds = %49
  call void @llvm.dbg.value(metadata %struct.vec_t* undef, metadata !62, metadata !DIExpression()) #5, !dbg !166
  call void @llvm.dbg.value(metadata i32 %56, metadata !67, metadata !DIExpression()) #5, !dbg !166
  %59 = icmp eq i32 %51, %52, !dbg !168
  br i1 %59, label %60, label %69, !dbg !169

60:                                               ; preds = %58
  %61 = icmp eq i32 %51, 0, !dbg !170
  %62 = shl nsw i32 %51, 1
  %63 = select i1 %61, i32 4, i32 %62, !dbg !170
  call void @llvm.dbg.value(metadata i32 %63, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !110
  %64 = bitcast i32* %50 to i8*, !dbg !171
  %65 = sext i32 %63 to i64, !dbg !172
  %66 = shl nsw i64 %65, 2, !dbg !173
  %67 = tail call i8* @realloc(i8* noundef %64, i64 noundef %66) #5, !dbg !174
  %68 = bitcast i8* %67 to i32*, !dbg !175
  call void @llvm.dbg.value(metadata i32* %68, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !110
  br label %69, !dbg !176

69:                                               ; preds = %58, %60
  %70 = phi i32* [ %68, %60 ], [ %50, %58 ], !dbg !110
  %71 = phi i32 [ %63, %60 ], [ %52, %58 ], !dbg !110
  call void @llvm.dbg.value(metadata i32 %71, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i32* %70, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !110
  %72 = add nsw i32 %51, 1, !dbg !177
  call void @llvm.dbg.value(metadata i32 %72, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !110
  %73 = sext i32 %51 to i64, !dbg !178
  %74 = getelementptr inbounds i32, i32* %70, i64 %73, !dbg !178
  store i32 %56, i32* %74, align 4, !dbg !179, !tbaa !57
  %75 = zext i32 %56 to i64, !dbg !180
  %76 = add nsw i64 %54, %75, !dbg !181
  call void @llvm.dbg.value(metadata i64 %76, metadata !40, metadata !DIExpression()) #5, !dbg !160
  br label %77, !dbg !182

77:                                               ; preds = %69, %49
  %78 = phi i32* [ %70, %69 ], [ %50, %49 ], !dbg !110
  %79 = phi i32 [ %72, %69 ], [ %51, %49 ], !dbg !110
  %80 = phi i32 [ %71, %69 ], [ %52, %49 ], !dbg !110
  %81 = phi i64 [ %76, %69 ], [ %54, %49 ], !dbg !160
  call void @llvm.dbg.value(metadata i32 %80, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i32 %79, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i32* %78, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !110
  call void @llvm.dbg.value(metadata i64 %81, metadata !40, metadata !DIExpression()) #5, !dbg !160
  %82 = add nuw nsw i64 %53, 1, !dbg !183
  call void @llvm.dbg.value(metadata i64 %82, metadata !41, metadata !DIExpression()) #5, !dbg !160
  %83 = icmp slt i64 %82, %48, !dbg !158
  br i1 %83, label %49, label %84, !dbg !161, !llvm.loop !184

84:                                               ; preds = %77, %4, %43
  %85 = phi i32 [ %37, %43 ], [ 0, %4 ], [ %37, %77 ]
  %86 = phi i32 [ 0, %43 ], [ 0, %4 ], [ %44, %77 ]
  %87 = phi i32* [ %36, %43 ], [ null, %4 ], [ %36, %77 ]
  %88 = phi i32* [ null, %43 ], [ null, %4 ], [ %78, %77 ], !dbg !110
  %89 = phi i32 [ 0, %43 ], [ 0, %4 ], [ %79, %77 ], !dbg !110
  %90 = phi i64 [ 0, %43 ], [ 0, %4 ], [ %81, %77 ], !dbg !160
  call void @llvm.dbg.value(metadata i32 %89, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !110
  call void @llvm.dbg.value(metadata i32* %88, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !110
  call void @llvm.dbg.value(metadata i64 %90, metadata !109, metadata !DIExpression()), !dbg !110
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %86, i32 noundef %85, i32 noundef %89, i64 noundef %90), !dbg !186
  %92 = bitcast i32* %87 to i8*, !dbg !187
  tail call void @free(i8* noundef %92) #5, !dbg !188
  %93 = bitcast i32* %88 to i8*, !dbg !189
  tail call void @free(i8* noundef %93) #5, !dbg !190
  ret i32 0, !dbg !191
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lcg_state", scope: !2, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "realloc_growth.c", directory: ".", checksumkind: CSK_MD5, checksum: "d5d68d5c29a87f7c5a077bc2469e4b0c")
!4 = !{!5, !6, !7, !10, !13}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !8, line: 46, baseType: !9)
!8 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{!0}
!15 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_filter", scope: !3, file: !3, line: 30, type: !24, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!24 = !DISubroutineType(types: !25)
!25 = !{!5, !26, !35, !6}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "vec_t", file: !3, line: 11, baseType: !29)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 7, size: 128, elements: !30)
!30 = !{!31, !33, !34}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !29, file: !3, line: 8, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !29, file: !3, line: 9, baseType: !6, size: 32, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !29, file: !3, line: 10, baseType: !6, size: 32, offset: 96)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!36 = !{!37, !38, !39, !40, !41, !42}
!37 = !DILocalVariable(name: "in", arg: 1, scope: !23, file: !3, line: 30, type: !26)
!38 = !DILocalVariable(name: "out", arg: 2, scope: !23, file: !3, line: 30, type: !35)
!39 = !DILocalVariable(name: "threshold", arg: 3, scope: !23, file: !3, line: 30, type: !6)
!40 = !DILocalVariable(name: "s", scope: !23, file: !3, line: 32, type: !5)
!41 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 33, type: !6)
!42 = !DILocalVariable(name: "x", scope: !43, file: !3, line: 35, type: !6)
!43 = distinct !DILexicalBlock(scope: !23, file: !3, line: 34, column: 23)
!44 = !DILocation(line: 0, scope: !23)
!45 = !DILocation(line: 34, column: 18, scope: !23)
!46 = !{!47, !51, i64 8}
!47 = !{!"", !48, i64 0, !51, i64 8, !51, i64 12}
!48 = !{!"any pointer", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !{!"int", !49, i64 0}
!52 = !DILocation(line: 34, column: 12, scope: !23)
!53 = !DILocation(line: 34, column: 3, scope: !23)
!54 = !DILocation(line: 35, column: 17, scope: !43)
!55 = !{!47, !48, i64 0}
!56 = !DILocation(line: 35, column: 13, scope: !43)
!57 = !{!51, !51, i64 0}
!58 = !DILocation(line: 0, scope: !43)
!59 = !DILocation(line: 36, column: 11, scope: !60)
!60 = distinct !DILexicalBlock(scope: !43, file: !3, line: 36, column: 9)
!61 = !DILocation(line: 36, column: 9, scope: !43)
!62 = !DILocalVariable(name: "v", arg: 1, scope: !63, file: !3, line: 21, type: !35)
!63 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 21, type: !64, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !35, !6}
!66 = !{!62, !67}
!67 = !DILocalVariable(name: "x", arg: 2, scope: !63, file: !3, line: 21, type: !6)
!68 = !DILocation(line: 0, scope: !63, inlinedAt: !69)
!69 = distinct !DILocation(line: 37, column: 7, scope: !70)
!70 = distinct !DILexicalBlock(scope: !60, file: !3, line: 36, column: 24)
!71 = !DILocation(line: 23, column: 10, scope: !72, inlinedAt: !69)
!72 = distinct !DILexicalBlock(scope: !63, file: !3, line: 23, column: 7)
!73 = !DILocation(line: 23, column: 20, scope: !72, inlinedAt: !69)
!74 = !{!47, !51, i64 12}
!75 = !DILocation(line: 23, column: 14, scope: !72, inlinedAt: !69)
!76 = !DILocation(line: 23, column: 7, scope: !63, inlinedAt: !69)
!77 = !DILocation(line: 27, column: 6, scope: !63, inlinedAt: !69)
!78 = !DILocation(line: 24, column: 14, scope: !79, inlinedAt: !69)
!79 = distinct !DILexicalBlock(scope: !72, file: !3, line: 23, column: 25)
!80 = !DILocation(line: 24, column: 12, scope: !79, inlinedAt: !69)
!81 = !DILocation(line: 25, column: 26, scope: !79, inlinedAt: !69)
!82 = !DILocation(line: 25, column: 32, scope: !79, inlinedAt: !69)
!83 = !DILocation(line: 25, column: 47, scope: !79, inlinedAt: !69)
!84 = !DILocation(line: 25, column: 15, scope: !79, inlinedAt: !69)
!85 = !DILocation(line: 25, column: 13, scope: !79, inlinedAt: !69)
!86 = !DILocation(line: 26, column: 3, scope: !79, inlinedAt: !69)
!87 = !DILocation(line: 27, column: 17, scope: !63, inlinedAt: !69)
!88 = !DILocation(line: 27, column: 3, scope: !63, inlinedAt: !69)
!89 = !DILocation(line: 27, column: 21, scope: !63, inlinedAt: !69)
!90 = !DILocation(line: 38, column: 12, scope: !70)
!91 = !DILocation(line: 38, column: 9, scope: !70)
!92 = !DILocation(line: 39, column: 5, scope: !70)
!93 = !DILocation(line: 40, column: 6, scope: !43)
!94 = distinct !{!94, !53, !95, !96}
!95 = !DILocation(line: 41, column: 3, scope: !23)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocation(line: 42, column: 3, scope: !23)
!98 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !99, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{!6, !6, !10}
!101 = !{!102, !103, !104, !105, !106, !107, !108, !109}
!102 = !DILocalVariable(name: "argc", arg: 1, scope: !98, file: !3, line: 45, type: !6)
!103 = !DILocalVariable(name: "argv", arg: 2, scope: !98, file: !3, line: 45, type: !10)
!104 = !DILocalVariable(name: "limit", scope: !98, file: !3, line: 47, type: !6)
!105 = !DILocalVariable(name: "v", scope: !98, file: !3, line: 48, type: !28)
!106 = !DILocalVariable(name: "w", scope: !98, file: !3, line: 48, type: !28)
!107 = !DILocalVariable(name: "total", scope: !98, file: !3, line: 49, type: !5)
!108 = !DILocalVariable(name: "x", scope: !98, file: !3, line: 50, type: !15)
!109 = !DILocalVariable(name: "kept", scope: !98, file: !3, line: 58, type: !5)
!110 = !DILocation(line: 0, scope: !98)
!111 = !DILocation(line: 47, column: 20, scope: !98)
!112 = !DILocation(line: 47, column: 15, scope: !98)
!113 = !DILocation(line: 47, column: 31, scope: !98)
!114 = !{!48, !48, i64 0}
!115 = !DILocalVariable(name: "__nptr", arg: 1, scope: !116, file: !117, line: 362, type: !120)
!116 = distinct !DISubprogram(name: "atoi", scope: !117, file: !117, line: 362, type: !118, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!117 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!118 = !DISubroutineType(types: !119)
!119 = !{!6, !120}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!122 = !{!115}
!123 = !DILocation(line: 0, scope: !116, inlinedAt: !124)
!124 = distinct !DILocation(line: 47, column: 26, scope: !98)
!125 = !DILocation(line: 364, column: 16, scope: !116, inlinedAt: !124)
!126 = !DILocation(line: 53, column: 16, scope: !98)
!127 = !DILocation(line: 53, column: 3, scope: !98)
!128 = !DILocation(line: 17, column: 15, scope: !129, inlinedAt: !133)
!129 = distinct !DISubprogram(name: "lcg", scope: !3, file: !3, line: 15, type: !130, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!15}
!132 = !{}
!133 = distinct !DILocation(line: 54, column: 9, scope: !134)
!134 = distinct !DILexicalBlock(scope: !98, file: !3, line: 53, column: 39)
!135 = !DILocation(line: 17, column: 25, scope: !129, inlinedAt: !133)
!136 = !DILocation(line: 17, column: 39, scope: !129, inlinedAt: !133)
!137 = !DILocation(line: 17, column: 13, scope: !129, inlinedAt: !133)
!138 = !DILocation(line: 18, column: 21, scope: !129, inlinedAt: !133)
!139 = !DILocation(line: 18, column: 28, scope: !129, inlinedAt: !133)
!140 = !DILocation(line: 0, scope: !63, inlinedAt: !141)
!141 = distinct !DILocation(line: 55, column: 5, scope: !134)
!142 = !DILocation(line: 23, column: 14, scope: !72, inlinedAt: !141)
!143 = !DILocation(line: 23, column: 7, scope: !63, inlinedAt: !141)
!144 = !DILocation(line: 24, column: 14, scope: !79, inlinedAt: !141)
!145 = !DILocation(line: 25, column: 26, scope: !79, inlinedAt: !141)
!146 = !DILocation(line: 25, column: 32, scope: !79, inlinedAt: !141)
!147 = !DILocation(line: 25, column: 47, scope: !79, inlinedAt: !141)
!148 = !DILocation(line: 25, column: 15, scope: !79, inlinedAt: !141)
!149 = !DILocation(line: 25, column: 13, scope: !79, inlinedAt: !141)
!150 = !DILocation(line: 26, column: 3, scope: !79, inlinedAt: !141)
!151 = !DILocation(line: 27, column: 17, scope: !63, inlinedAt: !141)
!152 = !DILocation(line: 27, column: 3, scope: !63, inlinedAt: !141)
!153 = !DILocation(line: 27, column: 21, scope: !63, inlinedAt: !141)
!154 = !DILocation(line: 56, column: 14, scope: !134)
!155 = !DILocation(line: 56, column: 11, scope: !134)
!156 = distinct !{!156, !127, !157, !96}
!157 = !DILocation(line: 57, column: 3, scope: !98)
!158 = !DILocation(line: 34, column: 12, scope: !23, inlinedAt: !159)
!159 = distinct !DILocation(line: 58, column: 15, scope: !98)
!160 = !DILocation(line: 0, scope: !23, inlinedAt: !159)
!161 = !DILocation(line: 34, column: 3, scope: !23, inlinedAt: !159)
!162 = !DILocation(line: 35, column: 13, scope: !43, inlinedAt: !159)
!163 = !DILocation(line: 0, scope: !43, inlinedAt: !159)
!164 = !DILocation(line: 36, column: 11, scope: !60, inlinedAt: !159)
!165 = !DILocation(line: 36, column: 9, scope: !43, inlinedAt: !159)
!166 = !DILocation(line: 0, scope: !63, inlinedAt: !167)
!167 = distinct !DILocation(line: 37, column: 7, scope: !70, inlinedAt: !159)
!168 = !DILocation(line: 23, column: 14, scope: !72, inlinedAt: !167)
!169 = !DILocation(line: 23, column: 7, scope: !63, inlinedAt: !167)
!170 = !DILocation(line: 24, column: 14, scope: !79, inlinedAt: !167)
!171 = !DILocation(line: 25, column: 26, scope: !79, inlinedAt: !167)
!172 = !DILocation(line: 25, column: 32, scope: !79, inlinedAt: !167)
!173 = !DILocation(line: 25, column: 47, scope: !79, inlinedAt: !167)
!174 = !DILocation(line: 25, column: 15, scope: !79, inlinedAt: !167)
!175 = !DILocation(line: 25, column: 13, scope: !79, inlinedAt: !167)
!176 = !DILocation(line: 26, column: 3, scope: !79, inlinedAt: !167)
!177 = !DILocation(line: 27, column: 17, scope: !63, inlinedAt: !167)
!178 = !DILocation(line: 27, column: 3, scope: !63, inlinedAt: !167)
!179 = !DILocation(line: 27, column: 21, scope: !63, inlinedAt: !167)
!180 = !DILocation(line: 38, column: 12, scope: !70, inlinedAt: !159)
!181 = !DILocation(line: 38, column: 9, scope: !70, inlinedAt: !159)
!182 = !DILocation(line: 39, column: 5, scope: !70, inlinedAt: !159)
!183 = !DILocation(line: 40, column: 6, scope: !43, inlinedAt: !159)
!184 = distinct !{!184, !161, !185, !96}
!185 = !DILocation(line: 41, column: 3, scope: !23, inlinedAt: !159)
!186 = !DILocation(line: 59, column: 3, scope: !98)
!187 = !DILocation(line: 60, column: 10, scope: !98)
!188 = !DILocation(line: 60, column: 3, scope: !98)
!189 = !DILocation(line: 61, column: 10, scope: !98)
!190 = !DILocation(line: 61, column: 3, scope: !98)
!191 = !DILocation(line: 62, column: 3, scope: !98)
