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
  br i1 %6, label %7, label %46, !dbg !53

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %0, i64 0, i32 0
  %9 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %1, i64 0, i32 1
  %10 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %1, i64 0, i32 2
  %11 = bitcast %struct.vec_t* %1 to i8**
  %12 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %1, i64 0, i32 0
  br label %13, !dbg !53

13:                                               ; preds = %7, %40
  %14 = phi i64 [ 0, %7 ], [ %42, %40 ]
  %15 = phi i64 [ 0, %7 ], [ %41, %40 ]
  call void @llvm.dbg.value(metadata i64 %15, metadata !40, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 %14, metadata !41, metadata !DIExpression()), !dbg !44
  %16 = load i32*, i32** %8, align 8, !dbg !54, !tbaa !55
  %17 = getelementptr inbounds i32, i32* %16, i64 %14, !dbg !56
  %18 = load i32, i32* %17, align 4, !dbg !56, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %18, metadata !42, metadata !DIExpression()), !dbg !58
  %19 = icmp sgt i32 %18, %2, !dbg !59
  br i1 %19, label %20, label %40, !dbg !61

20:                                               ; preds = %13
  call void @llvm.dbg.value(metadata %struct.vec_t* %1, metadata !62, metadata !DIExpression()) #5, !dbg !68
  call void @llvm.dbg.value(metadata i32 %18, metadata !67, metadata !DIExpression()) #5, !dbg !68
  %21 = load i32, i32* %9, align 8, !dbg !71, !tbaa !46
  %22 = load i32, i32* %10, align 4, !dbg !73, !tbaa !74
  %23 = icmp eq i32 %21, %22, !dbg !75
  br i1 %23, label %24, label %32, !dbg !76

24:                                               ; preds = %20
  %25 = icmp eq i32 %22, 0, !dbg !77
  %26 = shl nsw i32 %22, 1
  %27 = select i1 %25, i32 4, i32 %26, !dbg !77
  store i32 %27, i32* %10, align 4, !dbg !79, !tbaa !74
  %28 = load i8*, i8** %11, align 8, !dbg !80, !tbaa !55
  %29 = sext i32 %27 to i64, !dbg !81
  %30 = shl nsw i64 %29, 2, !dbg !82
  %31 = call i8* @realloc(i8* noundef %28, i64 noundef %30) #5, !dbg !83
  store i8* %31, i8** %11, align 8, !dbg !84, !tbaa !55
  br label %32, !dbg !85

32:                                               ; preds = %20, %24
  %33 = load i32*, i32** %12, align 8, !dbg !86, !tbaa !55
  %34 = load i32, i32* %9, align 8, !dbg !87, !tbaa !46
  %35 = add nsw i32 %34, 1, !dbg !87
  store i32 %35, i32* %9, align 8, !dbg !87, !tbaa !46
  %36 = sext i32 %34 to i64, !dbg !88
  %37 = getelementptr inbounds i32, i32* %33, i64 %36, !dbg !88
  store i32 %18, i32* %37, align 4, !dbg !89, !tbaa !57
  %38 = sext i32 %18 to i64, !dbg !90
  %39 = add nsw i64 %15, %38, !dbg !91
  call void @llvm.dbg.value(metadata i64 %39, metadata !40, metadata !DIExpression()), !dbg !44
  br label %40, !dbg !92

40:                                               ; preds = %32, %13
  %41 = phi i64 [ %39, %32 ], [ %15, %13 ], !dbg !44
  call void @llvm.dbg.value(metadata i64 %41, metadata !40, metadata !DIExpression()), !dbg !44
  %42 = add nuw nsw i64 %14, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %42, metadata !41, metadata !DIExpression()), !dbg !44
  %43 = load i32, i32* %4, align 8, !dbg !45, !tbaa !46
  %44 = sext i32 %43 to i64, !dbg !52
  %45 = icmp slt i64 %42, %44, !dbg !52
  br i1 %45, label %13, label %46, !dbg !53, !llvm.loop !94

46:                                               ; preds = %40, %3
  %47 = phi i64 [ 0, %3 ], [ %41, %40 ], !dbg !44
  ret i64 %47, !dbg !98
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !99 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !103, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i8** %1, metadata !104, metadata !DIExpression()), !dbg !111
  %3 = icmp sgt i32 %0, 1, !dbg !112
  br i1 %3, label %4, label %10, !dbg !113

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !114
  %6 = load i8*, i8** %5, align 8, !dbg !114, !tbaa !115
  call void @llvm.dbg.value(metadata i8* %6, metadata !116, metadata !DIExpression()) #5, !dbg !124
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !126
  %8 = shl i64 %7, 32, !dbg !113
  %9 = ashr exact i64 %8, 18, !dbg !113
  br label %10, !dbg !113

10:                                               ; preds = %2, %4
  %11 = phi i64 [ %9, %4 ], [ 327680000, %2 ]
  call void @llvm.dbg.value(metadata i32 undef, metadata !105, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32* null, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32* null, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i64 0, metadata !108, metadata !DIExpression()), !dbg !111
  %12 = icmp sgt i64 %11, 0, !dbg !127
  br i1 %12, label %13, label %44, !dbg !128

13:                                               ; preds = %10, %34
  %14 = phi i64 [ %37, %34 ], [ 0, %10 ]
  %15 = phi i64 [ %40, %34 ], [ 0, %10 ]
  %16 = phi i32 [ %36, %34 ], [ 0, %10 ]
  %17 = phi i32* [ %35, %34 ], [ null, %10 ]
  call void @llvm.dbg.value(metadata i64 %15, metadata !108, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 %16, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %14, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32* %17, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  %18 = load i32, i32* @lcg_state, align 4, !dbg !129, !tbaa !57
  %19 = mul i32 %18, 1103515245, !dbg !136
  %20 = add i32 %19, 12345, !dbg !137
  store i32 %20, i32* @lcg_state, align 4, !dbg !138, !tbaa !57
  %21 = lshr i32 %20, 16, !dbg !139
  %22 = and i32 %21, 32767, !dbg !140
  call void @llvm.dbg.value(metadata i32 %22, metadata !109, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata %struct.vec_t* undef, metadata !62, metadata !DIExpression()) #5, !dbg !141
  call void @llvm.dbg.value(metadata i32 %22, metadata !67, metadata !DIExpression()) #5, !dbg !141
  %23 = zext i32 %16 to i64, !dbg !143
  %24 = icmp eq i64 %14, %23, !dbg !143
  br i1 %24, label %25, label %34, !dbg !144

25:                                               ; preds = %13
  %26 = icmp eq i32 %16, 0, !dbg !145
  %27 = shl nsw i32 %16, 1
  %28 = select i1 %26, i32 4, i32 %27, !dbg !145
  call void @llvm.dbg.value(metadata i32 %28, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !111
  %29 = bitcast i32* %17 to i8*, !dbg !146
  %30 = sext i32 %28 to i64, !dbg !147
  %31 = shl nsw i64 %30, 2, !dbg !148
  %32 = call i8* @realloc(i8* noundef %29, i64 noundef %31) #5, !dbg !149
  %33 = bitcast i8* %32 to i32*, !dbg !150
  call void @llvm.dbg.value(metadata i32* %33, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  br label %34, !dbg !151

34:                                               ; preds = %13, %25
  %35 = phi i32* [ %33, %25 ], [ %17, %13 ], !dbg !111
  %36 = phi i32 [ %28, %25 ], [ %16, %13 ], !dbg !111
  call void @llvm.dbg.value(metadata i32 %36, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32* %35, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  %37 = add nuw i64 %14, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %37, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  %38 = getelementptr inbounds i32, i32* %35, i64 %14, !dbg !153
  store i32 %22, i32* %38, align 4, !dbg !154, !tbaa !57
  %39 = zext i32 %22 to i64, !dbg !155
  %40 = add nuw nsw i64 %15, %39, !dbg !156
  call void @llvm.dbg.value(metadata i32 %36, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %37, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32* %35, metadata !106, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %40, metadata !108, metadata !DIExpression()), !dbg !111
  %41 = icmp slt i64 %40, %11, !dbg !127
  br i1 %41, label %13, label %42, !dbg !128, !llvm.loop !157

42:                                               ; preds = %34
  %43 = trunc i64 %37 to i32, !dbg !159
  br label %44, !dbg !159

44:                                               ; preds = %42, %10
  %45 = phi i32* [ null, %10 ], [ %35, %42 ], !dbg !111
  %46 = phi i32 [ 0, %10 ], [ %43, %42 ], !dbg !111
  %47 = phi i32 [ 0, %10 ], [ %36, %42 ], !dbg !111
  call void @llvm.dbg.value(metadata %struct.vec_t* undef, metadata !37, metadata !DIExpression()) #5, !dbg !161
  call void @llvm.dbg.value(metadata %struct.vec_t* undef, metadata !38, metadata !DIExpression()) #5, !dbg !161
  call void @llvm.dbg.value(metadata i32 16384, metadata !39, metadata !DIExpression()) #5, !dbg !161
  call void @llvm.dbg.value(metadata i64 0, metadata !40, metadata !DIExpression()) #5, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()) #5, !dbg !161
  call void @llvm.dbg.value(metadata i64 0, metadata !40, metadata !DIExpression()) #5, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()) #5, !dbg !161
  %48 = icmp eq i32 %46, 0, !dbg !159
  br i1 %48, label %86, label %49, !dbg !162

49:                                               ; preds = %44
  %50 = zext i32 %46 to i64
  br label %51, !dbg !162

51:                                               ; preds = %49, %79
  %52 = phi i32* [ %80, %79 ], [ null, %49 ], !dbg !111
  %53 = phi i32 [ %81, %79 ], [ 0, %49 ], !dbg !111
  %54 = phi i32 [ %82, %79 ], [ 0, %49 ], !dbg !111
  %55 = phi i64 [ %84, %79 ], [ 0, %49 ]
  %56 = phi i64 [ %83, %79 ], [ 0, %49 ]
  call void @llvm.dbg.value(metadata i32 %54, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %53, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32* %52, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %56, metadata !40, metadata !DIExpression()) #5, !dbg !161
  call void @llvm.dbg.value(metadata i64 %55, metadata !41, metadata !DIExpression()) #5, !dbg !161
  %57 = getelementptr inbounds i32, i32* %45, i64 %55, !dbg !163
  %58 = load i32, i32* %57, align 4, !dbg !163, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %58, metadata !42, metadata !DIExpression()) #5, !dbg !164
  %59 = icmp sgt i32 %58, 16384, !dbg !165
  br i1 %59, label %60, label %79, !dbg !166

60:                                               ; preds = %51
  call void @llvm.dbg.value(metadata %struct.vec_t* undef, metadata !62, metadata !DIExpression()) #5, !dbg !167
  call void @llvm.dbg.value(metadata i32 %58, metadata !67, metadata !DIExpression()) #5, !dbg !167
  %61 = icmp eq i32 %53, %54, !dbg !169
  br i1 %61, label %62, label %71, !dbg !170

62:                                               ; preds = %60
  %63 = icmp eq i32 %54, 0, !dbg !171
  %64 = shl nsw i32 %54, 1
  %65 = select i1 %63, i32 4, i32 %64, !dbg !171
  call void @llvm.dbg.value(metadata i32 %65, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !111
  %66 = bitcast i32* %52 to i8*, !dbg !172
  %67 = sext i32 %65 to i64, !dbg !173
  %68 = shl nsw i64 %67, 2, !dbg !174
  %69 = call i8* @realloc(i8* noundef %66, i64 noundef %68) #5, !dbg !175
  %70 = bitcast i8* %69 to i32*, !dbg !176
  call void @llvm.dbg.value(metadata i32* %70, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  br label %71, !dbg !177

71:                                               ; preds = %62, %60
  %72 = phi i32* [ %70, %62 ], [ %52, %60 ], !dbg !111
  %73 = phi i32 [ %65, %62 ], [ %54, %60 ], !dbg !111
  call void @llvm.dbg.value(metadata i32 %73, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32* %72, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  %74 = add nsw i32 %53, 1, !dbg !178
  call void @llvm.dbg.value(metadata i32 %74, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  %75 = sext i32 %53 to i64, !dbg !179
  %76 = getelementptr inbounds i32, i32* %72, i64 %75, !dbg !179
  store i32 %58, i32* %76, align 4, !dbg !180, !tbaa !57
  %77 = sext i32 %58 to i64, !dbg !181
  %78 = add nsw i64 %56, %77, !dbg !182
  call void @llvm.dbg.value(metadata i64 %78, metadata !40, metadata !DIExpression()) #5, !dbg !161
  br label %79, !dbg !183

79:                                               ; preds = %71, %51
  %80 = phi i32* [ %72, %71 ], [ %52, %51 ], !dbg !111
  %81 = phi i32 [ %74, %71 ], [ %53, %51 ], !dbg !111
  %82 = phi i32 [ %73, %71 ], [ %54, %51 ], !dbg !111
  %83 = phi i64 [ %78, %71 ], [ %56, %51 ], !dbg !161
  call void @llvm.dbg.value(metadata i32 %82, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32 %81, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32* %80, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %83, metadata !40, metadata !DIExpression()) #5, !dbg !161
  %84 = add nuw nsw i64 %55, 1, !dbg !184
  call void @llvm.dbg.value(metadata i64 %84, metadata !41, metadata !DIExpression()) #5, !dbg !161
  %85 = icmp eq i64 %84, %50, !dbg !159
  br i1 %85, label %86, label %51, !dbg !162, !llvm.loop !185

86:                                               ; preds = %79, %44
  %87 = phi i32* [ null, %44 ], [ %80, %79 ], !dbg !111
  %88 = phi i32 [ 0, %44 ], [ %81, %79 ], !dbg !111
  %89 = phi i64 [ 0, %44 ], [ %83, %79 ], !dbg !161
  call void @llvm.dbg.value(metadata i32 %88, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !111
  call void @llvm.dbg.value(metadata i32* %87, metadata !107, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !111
  call void @llvm.dbg.value(metadata i64 %89, metadata !110, metadata !DIExpression()), !dbg !111
  %90 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %46, i32 noundef %47, i32 noundef %88, i64 noundef %89), !dbg !187
  %91 = bitcast i32* %45 to i8*, !dbg !188
  call void @free(i8* noundef %91) #5, !dbg !189
  %92 = bitcast i32* %87 to i8*, !dbg !190
  call void @free(i8* noundef %92) #5, !dbg !191
  ret i32 0, !dbg !192
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
!77 = !DILocation(line: 24, column: 14, scope: !78, inlinedAt: !69)
!78 = distinct !DILexicalBlock(scope: !72, file: !3, line: 23, column: 25)
!79 = !DILocation(line: 24, column: 12, scope: !78, inlinedAt: !69)
!80 = !DILocation(line: 25, column: 26, scope: !78, inlinedAt: !69)
!81 = !DILocation(line: 25, column: 32, scope: !78, inlinedAt: !69)
!82 = !DILocation(line: 25, column: 47, scope: !78, inlinedAt: !69)
!83 = !DILocation(line: 25, column: 15, scope: !78, inlinedAt: !69)
!84 = !DILocation(line: 25, column: 13, scope: !78, inlinedAt: !69)
!85 = !DILocation(line: 26, column: 3, scope: !78, inlinedAt: !69)
!86 = !DILocation(line: 27, column: 6, scope: !63, inlinedAt: !69)
!87 = !DILocation(line: 27, column: 17, scope: !63, inlinedAt: !69)
!88 = !DILocation(line: 27, column: 3, scope: !63, inlinedAt: !69)
!89 = !DILocation(line: 27, column: 21, scope: !63, inlinedAt: !69)
!90 = !DILocation(line: 38, column: 12, scope: !70)
!91 = !DILocation(line: 38, column: 9, scope: !70)
!92 = !DILocation(line: 39, column: 5, scope: !70)
!93 = !DILocation(line: 40, column: 6, scope: !43)
!94 = distinct !{!94, !53, !95, !96, !97}
!95 = !DILocation(line: 41, column: 3, scope: !23)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !{!"llvm.loop.unroll.disable"}
!98 = !DILocation(line: 42, column: 3, scope: !23)
!99 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !100, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!6, !6, !10}
!102 = !{!103, !104, !105, !106, !107, !108, !109, !110}
!103 = !DILocalVariable(name: "argc", arg: 1, scope: !99, file: !3, line: 45, type: !6)
!104 = !DILocalVariable(name: "argv", arg: 2, scope: !99, file: !3, line: 45, type: !10)
!105 = !DILocalVariable(name: "limit", scope: !99, file: !3, line: 47, type: !6)
!106 = !DILocalVariable(name: "v", scope: !99, file: !3, line: 48, type: !28)
!107 = !DILocalVariable(name: "w", scope: !99, file: !3, line: 48, type: !28)
!108 = !DILocalVariable(name: "total", scope: !99, file: !3, line: 49, type: !5)
!109 = !DILocalVariable(name: "x", scope: !99, file: !3, line: 50, type: !15)
!110 = !DILocalVariable(name: "kept", scope: !99, file: !3, line: 58, type: !5)
!111 = !DILocation(line: 0, scope: !99)
!112 = !DILocation(line: 47, column: 20, scope: !99)
!113 = !DILocation(line: 47, column: 15, scope: !99)
!114 = !DILocation(line: 47, column: 31, scope: !99)
!115 = !{!48, !48, i64 0}
!116 = !DILocalVariable(name: "__nptr", arg: 1, scope: !117, file: !118, line: 362, type: !121)
!117 = distinct !DISubprogram(name: "atoi", scope: !118, file: !118, line: 362, type: !119, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !123)
!118 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!119 = !DISubroutineType(types: !120)
!120 = !{!6, !121}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!123 = !{!116}
!124 = !DILocation(line: 0, scope: !117, inlinedAt: !125)
!125 = distinct !DILocation(line: 47, column: 26, scope: !99)
!126 = !DILocation(line: 364, column: 16, scope: !117, inlinedAt: !125)
!127 = !DILocation(line: 53, column: 16, scope: !99)
!128 = !DILocation(line: 53, column: 3, scope: !99)
!129 = !DILocation(line: 17, column: 15, scope: !130, inlinedAt: !134)
!130 = distinct !DISubprogram(name: "lcg", scope: !3, file: !3, line: 15, type: !131, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!15}
!133 = !{}
!134 = distinct !DILocation(line: 54, column: 9, scope: !135)
!135 = distinct !DILexicalBlock(scope: !99, file: !3, line: 53, column: 39)
!136 = !DILocation(line: 17, column: 25, scope: !130, inlinedAt: !134)
!137 = !DILocation(line: 17, column: 39, scope: !130, inlinedAt: !134)
!138 = !DILocation(line: 17, column: 13, scope: !130, inlinedAt: !134)
!139 = !DILocation(line: 18, column: 21, scope: !130, inlinedAt: !134)
!140 = !DILocation(line: 18, column: 28, scope: !130, inlinedAt: !134)
!141 = !DILocation(line: 0, scope: !63, inlinedAt: !142)
!142 = distinct !DILocation(line: 55, column: 5, scope: !135)
!143 = !DILocation(line: 23, column: 14, scope: !72, inlinedAt: !142)
!144 = !DILocation(line: 23, column: 7, scope: !63, inlinedAt: !142)
!145 = !DILocation(line: 24, column: 14, scope: !78, inlinedAt: !142)
!146 = !DILocation(line: 25, column: 26, scope: !78, inlinedAt: !142)
!147 = !DILocation(line: 25, column: 32, scope: !78, inlinedAt: !142)
!148 = !DILocation(line: 25, column: 47, scope: !78, inlinedAt: !142)
!149 = !DILocation(line: 25, column: 15, scope: !78, inlinedAt: !142)
!150 = !DILocation(line: 25, column: 13, scope: !78, inlinedAt: !142)
!151 = !DILocation(line: 26, column: 3, scope: !78, inlinedAt: !142)
!152 = !DILocation(line: 27, column: 17, scope: !63, inlinedAt: !142)
!153 = !DILocation(line: 27, column: 3, scope: !63, inlinedAt: !142)
!154 = !DILocation(line: 27, column: 21, scope: !63, inlinedAt: !142)
!155 = !DILocation(line: 56, column: 14, scope: !135)
!156 = !DILocation(line: 56, column: 11, scope: !135)
!157 = distinct !{!157, !128, !158, !96, !97}
!158 = !DILocation(line: 57, column: 3, scope: !99)
!159 = !DILocation(line: 34, column: 12, scope: !23, inlinedAt: !160)
!160 = distinct !DILocation(line: 58, column: 15, scope: !99)
!161 = !DILocation(line: 0, scope: !23, inlinedAt: !160)
!162 = !DILocation(line: 34, column: 3, scope: !23, inlinedAt: !160)
!163 = !DILocation(line: 35, column: 13, scope: !43, inlinedAt: !160)
!164 = !DILocation(line: 0, scope: !43, inlinedAt: !160)
!165 = !DILocation(line: 36, column: 11, scope: !60, inlinedAt: !160)
!166 = !DILocation(line: 36, column: 9, scope: !43, inlinedAt: !160)
!167 = !DILocation(line: 0, scope: !63, inlinedAt: !168)
!168 = distinct !DILocation(line: 37, column: 7, scope: !70, inlinedAt: !160)
!169 = !DILocation(line: 23, column: 14, scope: !72, inlinedAt: !168)
!170 = !DILocation(line: 23, column: 7, scope: !63, inlinedAt: !168)
!171 = !DILocation(line: 24, column: 14, scope: !78, inlinedAt: !168)
!172 = !DILocation(line: 25, column: 26, scope: !78, inlinedAt: !168)
!173 = !DILocation(line: 25, column: 32, scope: !78, inlinedAt: !168)
!174 = !DILocation(line: 25, column: 47, scope: !78, inlinedAt: !168)
!175 = !DILocation(line: 25, column: 15, scope: !78, inlinedAt: !168)
!176 = !DILocation(line: 25, column: 13, scope: !78, inlinedAt: !168)
!177 = !DILocation(line: 26, column: 3, scope: !78, inlinedAt: !168)
!178 = !DILocation(line: 27, column: 17, scope: !63, inlinedAt: !168)
!179 = !DILocation(line: 27, column: 3, scope: !63, inlinedAt: !168)
!180 = !DILocation(line: 27, column: 21, scope: !63, inlinedAt: !168)
!181 = !DILocation(line: 38, column: 12, scope: !70, inlinedAt: !160)
!182 = !DILocation(line: 38, column: 9, scope: !70, inlinedAt: !160)
!183 = !DILocation(line: 39, column: 5, scope: !70, inlinedAt: !160)
!184 = !DILocation(line: 40, column: 6, scope: !43, inlinedAt: !160)
!185 = distinct !{!185, !162, !186, !96, !97}
!186 = !DILocation(line: 41, column: 3, scope: !23, inlinedAt: !160)
!187 = !DILocation(line: 59, column: 3, scope: !99)
!188 = !DILocation(line: 60, column: 10, scope: !99)
!189 = !DILocation(line: 60, column: 3, scope: !99)
!190 = !DILocation(line: 61, column: 10, scope: !99)
!191 = !DILocation(line: 61, column: 3, scope: !99)
!192 = !DILocation(line: 62, column: 3, scope: !99)
