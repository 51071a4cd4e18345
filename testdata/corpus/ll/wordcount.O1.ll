; ModuleID = 'wordcount.c'
source_filename = "wordcount.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"RAIN\00", align 1
@.str.2 = private unnamed_addr constant [47 x i8] c"words %d lines %d longest %d at %ld %ld h %ld\0A\00", align 1
@generate.alphabet = internal unnamed_addr constant [19 x i8] c"etaoinshrdlucmfwyp\00", align 16, !dbg !0

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @kernel_count(i8* nocapture noundef readonly %0, i32* nocapture noundef %1, i32* nocapture noundef %2, i32* nocapture noundef %3) local_unnamed_addr #0 !dbg !54 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !60, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32* %1, metadata !61, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32* %2, metadata !62, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32* %3, metadata !63, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i8* %0, metadata !67, metadata !DIExpression()), !dbg !70
  %5 = load i8, i8* %0, align 1, !dbg !71, !tbaa !72
  %6 = icmp eq i8 %5, 0, !dbg !75
  br i1 %6, label %50, label %7, !dbg !75

7:                                                ; preds = %4
  %8 = call i16** @__ctype_b_loc() #12, !dbg !70
  %9 = load i16*, i16** %8, align 8, !tbaa !76
  br label %10, !dbg !75

10:                                               ; preds = %7, %44
  %11 = phi i8 [ %5, %7 ], [ %48, %44 ]
  %12 = phi i32 [ 0, %7 ], [ %47, %44 ]
  %13 = phi i8* [ %0, %7 ], [ %16, %44 ]
  %14 = phi i32 [ 0, %7 ], [ %46, %44 ]
  %15 = phi i32 [ 0, %7 ], [ %45, %44 ]
  call void @llvm.dbg.value(metadata i32 %12, metadata !64, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i8* %13, metadata !67, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %14, metadata !66, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %15, metadata !65, metadata !DIExpression()), !dbg !70
  %16 = getelementptr inbounds i8, i8* %13, i64 1, !dbg !78
  call void @llvm.dbg.value(metadata i8* %16, metadata !67, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i8 %11, metadata !68, metadata !DIExpression()), !dbg !79
  %17 = icmp eq i8 %11, 10, !dbg !80
  br i1 %17, label %18, label %21, !dbg !82

18:                                               ; preds = %10
  %19 = load i32, i32* %2, align 4, !dbg !83, !tbaa !84
  %20 = add nsw i32 %19, 1, !dbg !83
  store i32 %20, i32* %2, align 4, !dbg !83, !tbaa !84
  br label %21, !dbg !86

21:                                               ; preds = %18, %10
  %22 = zext i8 %11 to i64
  %23 = getelementptr inbounds i16, i16* %9, i64 %22, !dbg !87
  %24 = load i16, i16* %23, align 2, !dbg !87, !tbaa !89
  %25 = and i16 %24, 1024, !dbg !87
  %26 = icmp eq i16 %25, 0, !dbg !87
  %27 = icmp eq i32 %15, 0, !dbg !91
  br i1 %26, label %33, label %28, !dbg !92

28:                                               ; preds = %21
  %29 = zext i1 %27 to i32, !dbg !93
  %30 = add nsw i32 %12, %29, !dbg !93
  call void @llvm.dbg.value(metadata i32 %30, metadata !64, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 undef, metadata !66, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 1, metadata !65, metadata !DIExpression()), !dbg !70
  %31 = add nsw i32 %14, 1, !dbg !95
  %32 = select i1 %27, i32 1, i32 %31, !dbg !95
  call void @llvm.dbg.value(metadata i32 %32, metadata !66, metadata !DIExpression()), !dbg !70
  br label %44, !dbg !96

33:                                               ; preds = %21
  br i1 %27, label %44, label %34, !dbg !97

34:                                               ; preds = %33
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !70
  %35 = icmp slt i32 %14, 15, !dbg !98
  %36 = select i1 %35, i32 %14, i32 15, !dbg !101
  %37 = sext i32 %36 to i64, !dbg !102
  %38 = getelementptr inbounds i32, i32* %1, i64 %37, !dbg !102
  %39 = load i32, i32* %38, align 4, !dbg !103, !tbaa !84
  %40 = add nsw i32 %39, 1, !dbg !103
  store i32 %40, i32* %38, align 4, !dbg !103, !tbaa !84
  %41 = load i32, i32* %3, align 4, !dbg !104, !tbaa !84
  %42 = icmp sgt i32 %14, %41, !dbg !106
  br i1 %42, label %43, label %44, !dbg !107

43:                                               ; preds = %34
  store i32 %14, i32* %3, align 4, !dbg !108, !tbaa !84
  br label %44, !dbg !109

44:                                               ; preds = %33, %43, %34, %28
  %45 = phi i32 [ 1, %28 ], [ 0, %43 ], [ 0, %34 ], [ 0, %33 ], !dbg !70
  %46 = phi i32 [ %32, %28 ], [ %14, %43 ], [ %14, %34 ], [ %14, %33 ], !dbg !70
  %47 = phi i32 [ %30, %28 ], [ %12, %43 ], [ %12, %34 ], [ %12, %33 ], !dbg !110
  call void @llvm.dbg.value(metadata i32 %47, metadata !64, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i8* %16, metadata !67, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %46, metadata !66, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %45, metadata !65, metadata !DIExpression()), !dbg !70
  %48 = load i8, i8* %16, align 1, !dbg !71, !tbaa !72
  %49 = icmp eq i8 %48, 0, !dbg !75
  br i1 %49, label %50, label %10, !dbg !75, !llvm.loop !111

50:                                               ; preds = %44, %4
  %51 = phi i32 [ 0, %4 ], [ %45, %44 ], !dbg !115
  %52 = phi i32 [ 0, %4 ], [ %46, %44 ], !dbg !70
  %53 = phi i32 [ 0, %4 ], [ %47, %44 ], !dbg !110
  %54 = icmp eq i32 %51, 0, !dbg !116
  br i1 %54, label %62, label %55, !dbg !118

55:                                               ; preds = %50
  %56 = icmp slt i32 %52, 15, !dbg !119
  %57 = select i1 %56, i32 %52, i32 15, !dbg !120
  %58 = sext i32 %57 to i64, !dbg !121
  %59 = getelementptr inbounds i32, i32* %1, i64 %58, !dbg !121
  %60 = load i32, i32* %59, align 4, !dbg !122, !tbaa !84
  %61 = add nsw i32 %60, 1, !dbg !122
  store i32 %61, i32* %59, align 4, !dbg !122, !tbaa !84
  br label %62, !dbg !121

62:                                               ; preds = %55, %50
  ret i32 %53, !dbg !123
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16** @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !124 {
  %3 = alloca [16 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !128, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i8** %1, metadata !129, metadata !DIExpression()), !dbg !149
  %4 = icmp sgt i32 %0, 1, !dbg !150
  br i1 %4, label %5, label %10, !dbg !151

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !152
  %7 = load i8*, i8** %6, align 8, !dbg !152, !tbaa !76
  call void @llvm.dbg.value(metadata i8* %7, metadata !153, metadata !DIExpression()) #13, !dbg !159
  %8 = call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #13, !dbg !161
  %9 = trunc i64 %8 to i32, !dbg !162
  br label %10, !dbg !151

10:                                               ; preds = %2, %5
  %11 = phi i32 [ %9, %5 ], [ 60000, %2 ], !dbg !151
  call void @llvm.dbg.value(metadata i32 %11, metadata !130, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 %11, metadata !35, metadata !DIExpression()) #13, !dbg !163
  %12 = add nsw i32 %11, 1, !dbg !165
  %13 = sext i32 %12 to i64, !dbg !166
  %14 = call noalias i8* @malloc(i64 noundef %13) #13, !dbg !167
  call void @llvm.dbg.value(metadata i8* %14, metadata !36, metadata !DIExpression()) #13, !dbg !163
  call void @llvm.dbg.value(metadata i32 17, metadata !37, metadata !DIExpression()) #13, !dbg !163
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()) #13, !dbg !163
  %15 = icmp sgt i32 %11, 0, !dbg !168
  br i1 %15, label %16, label %67, !dbg !169

16:                                               ; preds = %10
  %17 = sext i32 %11 to i64, !dbg !169
  br label %18, !dbg !169

18:                                               ; preds = %64, %16
  %19 = phi i32 [ %32, %64 ], [ 17, %16 ]
  %20 = phi i32 [ %65, %64 ], [ 0, %16 ]
  call void @llvm.dbg.value(metadata i32 %19, metadata !37, metadata !DIExpression()) #13, !dbg !163
  call void @llvm.dbg.value(metadata i32 %20, metadata !38, metadata !DIExpression()) #13, !dbg !163
  %21 = mul i32 %19, 1103515245, !dbg !170
  %22 = add i32 %21, 12345, !dbg !171
  call void @llvm.dbg.value(metadata i32 %22, metadata !37, metadata !DIExpression()) #13, !dbg !163
  %23 = lshr i32 %22, 16, !dbg !172
  %24 = urem i32 %23, 9, !dbg !173
  call void @llvm.dbg.value(metadata i32 %24, metadata !39, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #13, !dbg !174
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()) #13, !dbg !175
  call void @llvm.dbg.value(metadata i32 %22, metadata !37, metadata !DIExpression()) #13, !dbg !163
  call void @llvm.dbg.value(metadata i32 %20, metadata !38, metadata !DIExpression()) #13, !dbg !163
  %25 = icmp slt i32 %20, %11, !dbg !176
  br i1 %25, label %26, label %30, !dbg !178

26:                                               ; preds = %18
  %27 = sext i32 %20 to i64, !dbg !178
  br label %34, !dbg !178

28:                                               ; preds = %34
  %29 = trunc i64 %45 to i32, !dbg !179
  br label %30, !dbg !179

30:                                               ; preds = %28, %18
  %31 = phi i32 [ %20, %18 ], [ %29, %28 ], !dbg !163
  %32 = phi i32 [ %22, %18 ], [ %39, %28 ], !dbg !174
  %33 = phi i1 [ %25, %18 ], [ %49, %28 ], !dbg !176
  br i1 %33, label %51, label %64, !dbg !179

34:                                               ; preds = %34, %26
  %35 = phi i64 [ %27, %26 ], [ %45, %34 ]
  %36 = phi i32 [ 0, %26 ], [ %47, %34 ]
  %37 = phi i32 [ %22, %26 ], [ %39, %34 ]
  call void @llvm.dbg.value(metadata i32 %36, metadata !41, metadata !DIExpression()) #13, !dbg !175
  call void @llvm.dbg.value(metadata i32 %37, metadata !37, metadata !DIExpression()) #13, !dbg !163
  call void @llvm.dbg.value(metadata i64 %35, metadata !38, metadata !DIExpression()) #13, !dbg !163
  %38 = mul i32 %37, 1103515245, !dbg !180
  %39 = add i32 %38, 12345, !dbg !182
  call void @llvm.dbg.value(metadata i32 %39, metadata !37, metadata !DIExpression()) #13, !dbg !163
  %40 = lshr i32 %39, 16, !dbg !183
  %41 = urem i32 %40, 18, !dbg !184
  %42 = zext i32 %41 to i64, !dbg !184
  %43 = getelementptr inbounds [19 x i8], [19 x i8]* @generate.alphabet, i64 0, i64 %42, !dbg !185
  %44 = load i8, i8* %43, align 1, !dbg !185, !tbaa !72
  %45 = add nsw i64 %35, 1, !dbg !186
  call void @llvm.dbg.value(metadata i64 %45, metadata !38, metadata !DIExpression()) #13, !dbg !163
  %46 = getelementptr inbounds i8, i8* %14, i64 %35, !dbg !187
  store i8 %44, i8* %46, align 1, !dbg !188, !tbaa !72
  %47 = add nuw nsw i32 %36, 1, !dbg !189
  call void @llvm.dbg.value(metadata i32 %47, metadata !41, metadata !DIExpression()) #13, !dbg !175
  %48 = icmp ult i32 %36, %24, !dbg !190
  %49 = icmp slt i64 %45, %17, !dbg !176
  %50 = select i1 %48, i1 %49, i1 false, !dbg !176
  br i1 %50, label %34, label %28, !dbg !178, !llvm.loop !191

51:                                               ; preds = %30
  %52 = lshr i32 %32, 8, !dbg !193
  %53 = urem i32 %52, 13, !dbg !195
  %54 = icmp eq i32 %53, 0, !dbg !196
  br i1 %54, label %59, label %55, !dbg !197

55:                                               ; preds = %51
  %56 = urem i32 %52, 7, !dbg !198
  %57 = icmp eq i32 %56, 0, !dbg !199
  %58 = select i1 %57, i8 44, i8 32, !dbg !200
  br label %59, !dbg !197

59:                                               ; preds = %55, %51
  %60 = phi i8 [ %58, %55 ], [ 10, %51 ], !dbg !197
  %61 = add nsw i32 %31, 1, !dbg !201
  call void @llvm.dbg.value(metadata i32 %61, metadata !38, metadata !DIExpression()) #13, !dbg !163
  %62 = sext i32 %31 to i64, !dbg !202
  %63 = getelementptr inbounds i8, i8* %14, i64 %62, !dbg !202
  store i8 %60, i8* %63, align 1, !dbg !203, !tbaa !72
  br label %64, !dbg !202

64:                                               ; preds = %59, %30
  %65 = phi i32 [ %61, %59 ], [ %31, %30 ], !dbg !163
  call void @llvm.dbg.value(metadata i32 %32, metadata !37, metadata !DIExpression()) #13, !dbg !163
  call void @llvm.dbg.value(metadata i32 %65, metadata !38, metadata !DIExpression()) #13, !dbg !163
  %66 = icmp slt i32 %65, %11, !dbg !168
  br i1 %66, label %18, label %67, !dbg !169, !llvm.loop !204

67:                                               ; preds = %64, %10
  %68 = sext i32 %11 to i64, !dbg !206
  %69 = getelementptr inbounds i8, i8* %14, i64 %68, !dbg !206
  store i8 0, i8* %69, align 1, !dbg !207, !tbaa !72
  call void @llvm.dbg.value(metadata i8* %14, metadata !131, metadata !DIExpression()), !dbg !149
  %70 = bitcast [16 x i32]* %3 to i8*, !dbg !208
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %70) #13, !dbg !208
  call void @llvm.dbg.declare(metadata [16 x i32]* %3, metadata !132, metadata !DIExpression()), !dbg !209
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %70, i8 0, i64 64, i1 false), !dbg !209
  call void @llvm.dbg.value(metadata i32 0, metadata !136, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 0, metadata !137, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i8* %14, metadata !60, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata [16 x i32]* %3, metadata !61, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i32* undef, metadata !62, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i32* undef, metadata !63, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i8* %14, metadata !67, metadata !DIExpression()) #13, !dbg !210
  %71 = load i8, i8* %14, align 1, !dbg !212, !tbaa !72
  %72 = icmp eq i8 %71, 0, !dbg !213
  br i1 %72, label %116, label %73, !dbg !213

73:                                               ; preds = %67
  %74 = call i16** @__ctype_b_loc() #12, !dbg !210
  %75 = load i16*, i16** %74, align 8, !tbaa !76
  br label %76, !dbg !213

76:                                               ; preds = %109, %73
  %77 = phi i32 [ 0, %73 ], [ %87, %109 ], !dbg !149
  %78 = phi i32 [ 0, %73 ], [ %110, %109 ], !dbg !214
  %79 = phi i8 [ %71, %73 ], [ %114, %109 ]
  %80 = phi i32 [ 0, %73 ], [ %113, %109 ]
  %81 = phi i8* [ %14, %73 ], [ %84, %109 ]
  %82 = phi i32 [ 0, %73 ], [ %112, %109 ]
  %83 = phi i32 [ 0, %73 ], [ %111, %109 ]
  call void @llvm.dbg.value(metadata i32 %80, metadata !64, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i8* %81, metadata !67, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i32 %82, metadata !66, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i32 %83, metadata !65, metadata !DIExpression()) #13, !dbg !210
  %84 = getelementptr inbounds i8, i8* %81, i64 1, !dbg !215
  call void @llvm.dbg.value(metadata i8* %84, metadata !67, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i8 %79, metadata !68, metadata !DIExpression()) #13, !dbg !216
  %85 = icmp eq i8 %79, 10, !dbg !217
  %86 = zext i1 %85 to i32, !dbg !218
  %87 = add nuw nsw i32 %77, %86, !dbg !218
  %88 = zext i8 %79 to i64
  %89 = getelementptr inbounds i16, i16* %75, i64 %88, !dbg !219
  %90 = load i16, i16* %89, align 2, !dbg !219, !tbaa !89
  %91 = and i16 %90, 1024, !dbg !219
  %92 = icmp eq i16 %91, 0, !dbg !219
  %93 = icmp eq i32 %83, 0, !dbg !220
  br i1 %92, label %99, label %94, !dbg !221

94:                                               ; preds = %76
  %95 = zext i1 %93 to i32, !dbg !222
  %96 = add nsw i32 %80, %95, !dbg !222
  call void @llvm.dbg.value(metadata i32 %96, metadata !64, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i32 undef, metadata !66, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i32 1, metadata !65, metadata !DIExpression()) #13, !dbg !210
  %97 = add nsw i32 %82, 1, !dbg !223
  %98 = select i1 %93, i32 1, i32 %97, !dbg !223
  call void @llvm.dbg.value(metadata i32 %98, metadata !66, metadata !DIExpression()) #13, !dbg !210
  br label %109, !dbg !224

99:                                               ; preds = %76
  br i1 %93, label %109, label %100, !dbg !225

100:                                              ; preds = %99
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()) #13, !dbg !210
  %101 = icmp slt i32 %82, 15, !dbg !226
  %102 = select i1 %101, i32 %82, i32 15, !dbg !227
  %103 = sext i32 %102 to i64, !dbg !228
  %104 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %103, !dbg !228
  %105 = load i32, i32* %104, align 4, !dbg !229, !tbaa !84
  %106 = add nsw i32 %105, 1, !dbg !229
  store i32 %106, i32* %104, align 4, !dbg !229, !tbaa !84
  %107 = icmp sgt i32 %82, %78, !dbg !230
  %108 = select i1 %107, i32 %82, i32 %78, !dbg !231
  br label %109, !dbg !231

109:                                              ; preds = %100, %99, %94
  %110 = phi i32 [ %78, %99 ], [ %78, %94 ], [ %108, %100 ], !dbg !149
  %111 = phi i32 [ 0, %99 ], [ 1, %94 ], [ 0, %100 ], !dbg !210
  %112 = phi i32 [ %82, %99 ], [ %98, %94 ], [ %82, %100 ], !dbg !210
  %113 = phi i32 [ %80, %99 ], [ %96, %94 ], [ %80, %100 ], !dbg !232
  call void @llvm.dbg.value(metadata i32 %113, metadata !64, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i8* %84, metadata !67, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i32 %112, metadata !66, metadata !DIExpression()) #13, !dbg !210
  call void @llvm.dbg.value(metadata i32 %111, metadata !65, metadata !DIExpression()) #13, !dbg !210
  %114 = load i8, i8* %84, align 1, !dbg !212, !tbaa !72
  %115 = icmp eq i8 %114, 0, !dbg !213
  br i1 %115, label %116, label %76, !dbg !213, !llvm.loop !233

116:                                              ; preds = %109, %67
  %117 = phi i32 [ 0, %67 ], [ %87, %109 ], !dbg !149
  %118 = phi i32 [ 0, %67 ], [ %110, %109 ], !dbg !214
  %119 = phi i32 [ 0, %67 ], [ %111, %109 ], !dbg !235
  %120 = phi i32 [ 0, %67 ], [ %112, %109 ], !dbg !210
  %121 = phi i32 [ 0, %67 ], [ %113, %109 ], !dbg !232
  %122 = icmp eq i32 %119, 0, !dbg !236
  br i1 %122, label %130, label %123, !dbg !237

123:                                              ; preds = %116
  %124 = icmp slt i32 %120, 15, !dbg !238
  %125 = select i1 %124, i32 %120, i32 15, !dbg !239
  %126 = sext i32 %125 to i64, !dbg !240
  %127 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %126, !dbg !240
  %128 = load i32, i32* %127, align 4, !dbg !241, !tbaa !84
  %129 = add nsw i32 %128, 1, !dbg !241
  store i32 %129, i32* %127, align 4, !dbg !241, !tbaa !84
  br label %130, !dbg !240

130:                                              ; preds = %116, %123
  call void @llvm.dbg.value(metadata i32 %121, metadata !138, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i8* %14, metadata !242, metadata !DIExpression()) #13, !dbg !258
  %131 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %14) #14, !dbg !260
  call void @llvm.dbg.value(metadata i64 %131, metadata !248, metadata !DIExpression()) #13, !dbg !258
  call void @llvm.dbg.value(metadata i64 3, metadata !252, metadata !DIExpression()) #13, !dbg !258
  call void @llvm.dbg.value(metadata i64 0, metadata !253, metadata !DIExpression()) #13, !dbg !261
  %132 = icmp ult i64 %131, 3, !dbg !262
  br i1 %132, label %155, label %137, !dbg !263

133:                                              ; preds = %151
  %134 = add i64 %138, 1, !dbg !264
  call void @llvm.dbg.value(metadata i64 %134, metadata !253, metadata !DIExpression()) #13, !dbg !261
  call void @llvm.dbg.value(metadata i64 %138, metadata !253, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #13, !dbg !261
  %135 = add i64 %138, 4, !dbg !265
  %136 = icmp ugt i64 %135, %131, !dbg !262
  br i1 %136, label %155, label %137, !dbg !263, !llvm.loop !266

137:                                              ; preds = %130, %133
  %138 = phi i64 [ %134, %133 ], [ 0, %130 ]
  %139 = phi i64 [ %154, %133 ], [ undef, %130 ]
  call void @llvm.dbg.value(metadata i64 %138, metadata !253, metadata !DIExpression()) #13, !dbg !261
  call void @llvm.dbg.value(metadata i64 0, metadata !255, metadata !DIExpression()) #13, !dbg !268
  br label %140, !dbg !269

140:                                              ; preds = %137, %148
  %141 = phi i64 [ %149, %148 ], [ 0, %137 ]
  call void @llvm.dbg.value(metadata i64 %141, metadata !255, metadata !DIExpression()) #13, !dbg !268
  %142 = add i64 %141, %138, !dbg !270
  %143 = getelementptr inbounds i8, i8* %14, i64 %142, !dbg !271
  %144 = load i8, i8* %143, align 1, !dbg !271, !tbaa !72
  %145 = getelementptr inbounds [4 x i8], [4 x i8]* @.str, i64 0, i64 %141, !dbg !272
  %146 = load i8, i8* %145, align 1, !dbg !272, !tbaa !72
  %147 = icmp eq i8 %144, %146, !dbg !273
  br i1 %147, label %148, label %151, !dbg !274

148:                                              ; preds = %140
  %149 = add nuw nsw i64 %141, 1, !dbg !275
  call void @llvm.dbg.value(metadata i64 %149, metadata !255, metadata !DIExpression()) #13, !dbg !268
  %150 = icmp eq i64 %149, 3, !dbg !276
  br i1 %150, label %151, label %140, !dbg !269, !llvm.loop !277

151:                                              ; preds = %148, %140
  %152 = phi i64 [ %141, %140 ], [ 3, %148 ], !dbg !268
  %153 = icmp eq i64 %152, 3, !dbg !278
  %154 = select i1 %153, i64 %138, i64 %139, !dbg !280
  call void @llvm.dbg.value(metadata i64 %138, metadata !253, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #13, !dbg !261
  br i1 %153, label %155, label %133

155:                                              ; preds = %133, %151, %130
  %156 = phi i64 [ -1, %130 ], [ %154, %151 ], [ -1, %133 ]
  call void @llvm.dbg.value(metadata i64 %156, metadata !139, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i8* %14, metadata !140, metadata !DIExpression()), !dbg !281
  %157 = load i8, i8* %14, align 1, !dbg !282, !tbaa !72
  %158 = icmp eq i8 %157, 0, !dbg !283
  br i1 %158, label %162, label %159, !dbg !283

159:                                              ; preds = %155
  %160 = call i32** @__ctype_toupper_loc() #12, !dbg !149
  %161 = load i32*, i32** %160, align 8, !tbaa !76
  br label %189, !dbg !283

162:                                              ; preds = %189, %155
  call void @llvm.dbg.value(metadata i8* %14, metadata !242, metadata !DIExpression()) #13, !dbg !284
  %163 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %14) #14, !dbg !286
  call void @llvm.dbg.value(metadata i64 %163, metadata !248, metadata !DIExpression()) #13, !dbg !284
  call void @llvm.dbg.value(metadata i64 4, metadata !252, metadata !DIExpression()) #13, !dbg !284
  call void @llvm.dbg.value(metadata i64 0, metadata !253, metadata !DIExpression()) #13, !dbg !287
  %164 = icmp ult i64 %163, 4, !dbg !288
  br i1 %164, label %187, label %169, !dbg !289

165:                                              ; preds = %183
  %166 = add i64 %170, 1, !dbg !290
  call void @llvm.dbg.value(metadata i64 %166, metadata !253, metadata !DIExpression()) #13, !dbg !287
  call void @llvm.dbg.value(metadata i64 %170, metadata !253, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #13, !dbg !287
  %167 = add i64 %170, 5, !dbg !291
  %168 = icmp ugt i64 %167, %163, !dbg !288
  br i1 %168, label %187, label %169, !dbg !289, !llvm.loop !292

169:                                              ; preds = %162, %165
  %170 = phi i64 [ %166, %165 ], [ 0, %162 ]
  %171 = phi i64 [ %186, %165 ], [ undef, %162 ]
  call void @llvm.dbg.value(metadata i64 %170, metadata !253, metadata !DIExpression()) #13, !dbg !287
  call void @llvm.dbg.value(metadata i64 0, metadata !255, metadata !DIExpression()) #13, !dbg !294
  br label %172, !dbg !295

172:                                              ; preds = %169, %180
  %173 = phi i64 [ %181, %180 ], [ 0, %169 ]
  call void @llvm.dbg.value(metadata i64 %173, metadata !255, metadata !DIExpression()) #13, !dbg !294
  %174 = add i64 %173, %170, !dbg !296
  %175 = getelementptr inbounds i8, i8* %14, i64 %174, !dbg !297
  %176 = load i8, i8* %175, align 1, !dbg !297, !tbaa !72
  %177 = getelementptr inbounds [5 x i8], [5 x i8]* @.str.1, i64 0, i64 %173, !dbg !298
  %178 = load i8, i8* %177, align 1, !dbg !298, !tbaa !72
  %179 = icmp eq i8 %176, %178, !dbg !299
  br i1 %179, label %180, label %183, !dbg !300

180:                                              ; preds = %172
  %181 = add nuw nsw i64 %173, 1, !dbg !301
  call void @llvm.dbg.value(metadata i64 %181, metadata !255, metadata !DIExpression()) #13, !dbg !294
  %182 = icmp eq i64 %181, 4, !dbg !302
  br i1 %182, label %183, label %172, !dbg !295, !llvm.loop !303

183:                                              ; preds = %180, %172
  %184 = phi i64 [ %173, %172 ], [ 4, %180 ], !dbg !294
  %185 = icmp eq i64 %184, 4, !dbg !304
  %186 = select i1 %185, i64 %170, i64 %171, !dbg !305
  call void @llvm.dbg.value(metadata i64 %170, metadata !253, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #13, !dbg !287
  br i1 %185, label %187, label %165

187:                                              ; preds = %165, %183, %162
  %188 = phi i64 [ -1, %162 ], [ %186, %183 ], [ -1, %165 ]
  call void @llvm.dbg.value(metadata i64 %188, metadata !145, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 0, metadata !146, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 0, metadata !147, metadata !DIExpression()), !dbg !306
  br label %201, !dbg !307

189:                                              ; preds = %159, %189
  %190 = phi i8 [ %157, %159 ], [ %197, %189 ]
  %191 = phi i8* [ %14, %159 ], [ %196, %189 ]
  call void @llvm.dbg.value(metadata i8* %191, metadata !140, metadata !DIExpression()), !dbg !281
  %192 = zext i8 %190 to i64
  %193 = getelementptr inbounds i32, i32* %161, i64 %192, !dbg !308
  %194 = load i32, i32* %193, align 4, !dbg !308, !tbaa !84
  call void @llvm.dbg.value(metadata i32 %194, metadata !142, metadata !DIExpression()), !dbg !310
  %195 = trunc i32 %194 to i8, !dbg !311
  store i8 %195, i8* %191, align 1, !dbg !312, !tbaa !72
  %196 = getelementptr inbounds i8, i8* %191, i64 1, !dbg !313
  call void @llvm.dbg.value(metadata i8* %196, metadata !140, metadata !DIExpression()), !dbg !281
  %197 = load i8, i8* %196, align 1, !dbg !282, !tbaa !72
  %198 = icmp eq i8 %197, 0, !dbg !283
  br i1 %198, label %162, label %189, !dbg !283, !llvm.loop !314

199:                                              ; preds = %201
  call void @llvm.dbg.value(metadata i32 %117, metadata !136, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 %118, metadata !137, metadata !DIExpression()), !dbg !149
  %200 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.2, i64 0, i64 0), i32 noundef %121, i32 noundef %117, i32 noundef %118, i64 noundef %156, i64 noundef %188, i64 noundef %208), !dbg !316
  call void @free(i8* noundef %14) #13, !dbg !317
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %70) #13, !dbg !318
  ret i32 0, !dbg !319

201:                                              ; preds = %187, %201
  %202 = phi i64 [ 0, %187 ], [ %209, %201 ]
  %203 = phi i64 [ 0, %187 ], [ %208, %201 ]
  call void @llvm.dbg.value(metadata i64 %202, metadata !147, metadata !DIExpression()), !dbg !306
  call void @llvm.dbg.value(metadata i64 %203, metadata !146, metadata !DIExpression()), !dbg !149
  %204 = mul nsw i64 %203, 7, !dbg !320
  %205 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %202, !dbg !322
  %206 = load i32, i32* %205, align 4, !dbg !322, !tbaa !84
  %207 = sext i32 %206 to i64, !dbg !322
  %208 = add nsw i64 %204, %207, !dbg !323
  call void @llvm.dbg.value(metadata i64 %208, metadata !146, metadata !DIExpression()), !dbg !149
  %209 = add nuw nsw i64 %202, 1, !dbg !324
  call void @llvm.dbg.value(metadata i64 %209, metadata !147, metadata !DIExpression()), !dbg !306
  %210 = icmp eq i64 %209, 16, !dbg !325
  br i1 %210, label %199, label %201, !dbg !307, !llvm.loop !326
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32** @__ctype_toupper_loc() local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #11

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #12 = { nounwind readnone willreturn }
attributes #13 = { nounwind }
attributes #14 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "alphabet", scope: !2, file: !3, line: 12, type: !43, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "generate", scope: !3, file: !3, line: 10, type: !4, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !34)
!3 = !DIFile(filename: "wordcount.c", directory: ".", checksumkind: CSK_MD5, checksum: "f7967ff6501e5ea8852e7832c9f3ab21")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !8}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !27, globals: !33, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !12, line: 46, baseType: !13, size: 32, elements: !14)
!12 = !DIFile(filename: "usr/include/ctype.h", directory: ".", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26}
!15 = !DIEnumerator(name: "_ISupper", value: 256)
!16 = !DIEnumerator(name: "_ISlower", value: 512)
!17 = !DIEnumerator(name: "_ISalpha", value: 1024)
!18 = !DIEnumerator(name: "_ISdigit", value: 2048)
!19 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!20 = !DIEnumerator(name: "_ISspace", value: 8192)
!21 = !DIEnumerator(name: "_ISprint", value: 16384)
!22 = !DIEnumerator(name: "_ISgraph", value: 32768)
!23 = !DIEnumerator(name: "_ISblank", value: 1)
!24 = !DIEnumerator(name: "_IScntrl", value: 2)
!25 = !DIEnumerator(name: "_ISpunct", value: 4)
!26 = !DIEnumerator(name: "_ISalnum", value: 8)
!27 = !{!8, !28, !29, !7, !30, !31, !32}
!28 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!29 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!33 = !{!0}
!34 = !{!35, !36, !37, !38, !39, !41}
!35 = !DILocalVariable(name: "n", arg: 1, scope: !2, file: !3, line: 10, type: !8)
!36 = !DILocalVariable(name: "buf", scope: !2, file: !3, line: 13, type: !6)
!37 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 14, type: !13)
!38 = !DILocalVariable(name: "i", scope: !2, file: !3, line: 15, type: !8)
!39 = !DILocalVariable(name: "len", scope: !40, file: !3, line: 18, type: !8)
!40 = distinct !DILexicalBlock(scope: !2, file: !3, line: 16, column: 17)
!41 = !DILocalVariable(name: "k", scope: !42, file: !3, line: 19, type: !8)
!42 = distinct !DILexicalBlock(scope: !40, file: !3, line: 19, column: 5)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 152, elements: !45)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!45 = !{!46}
!46 = !DISubrange(count: 19)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 7, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 1}
!53 = !{!"Debian clang version 14.0.6"}
!54 = distinct !DISubprogram(name: "kernel_count", scope: !3, file: !3, line: 30, type: !55, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !59)
!55 = !DISubroutineType(types: !56)
!56 = !{!8, !57, !58, !58, !58}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!59 = !{!60, !61, !62, !63, !64, !65, !66, !67, !68}
!60 = !DILocalVariable(name: "text", arg: 1, scope: !54, file: !3, line: 30, type: !57)
!61 = !DILocalVariable(name: "lens", arg: 2, scope: !54, file: !3, line: 30, type: !58)
!62 = !DILocalVariable(name: "lines", arg: 3, scope: !54, file: !3, line: 30, type: !58)
!63 = !DILocalVariable(name: "longest", arg: 4, scope: !54, file: !3, line: 30, type: !58)
!64 = !DILocalVariable(name: "words", scope: !54, file: !3, line: 32, type: !8)
!65 = !DILocalVariable(name: "inword", scope: !54, file: !3, line: 32, type: !8)
!66 = !DILocalVariable(name: "len", scope: !54, file: !3, line: 32, type: !8)
!67 = !DILocalVariable(name: "p", scope: !54, file: !3, line: 33, type: !57)
!68 = !DILocalVariable(name: "c", scope: !69, file: !3, line: 35, type: !7)
!69 = distinct !DILexicalBlock(scope: !54, file: !3, line: 34, column: 14)
!70 = !DILocation(line: 0, scope: !54)
!71 = !DILocation(line: 34, column: 10, scope: !54)
!72 = !{!73, !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !DILocation(line: 34, column: 3, scope: !54)
!76 = !{!77, !77, i64 0}
!77 = !{!"any pointer", !73, i64 0}
!78 = !DILocation(line: 35, column: 16, scope: !69)
!79 = !DILocation(line: 0, scope: !69)
!80 = !DILocation(line: 36, column: 11, scope: !81)
!81 = distinct !DILexicalBlock(scope: !69, file: !3, line: 36, column: 9)
!82 = !DILocation(line: 36, column: 9, scope: !69)
!83 = !DILocation(line: 37, column: 15, scope: !81)
!84 = !{!85, !85, i64 0}
!85 = !{!"int", !73, i64 0}
!86 = !DILocation(line: 37, column: 7, scope: !81)
!87 = !DILocation(line: 38, column: 9, scope: !88)
!88 = distinct !DILexicalBlock(scope: !69, file: !3, line: 38, column: 9)
!89 = !{!90, !90, i64 0}
!90 = !{!"short", !73, i64 0}
!91 = !DILocation(line: 0, scope: !88)
!92 = !DILocation(line: 38, column: 9, scope: !69)
!93 = !DILocation(line: 39, column: 11, scope: !94)
!94 = distinct !DILexicalBlock(scope: !88, file: !3, line: 38, column: 36)
!95 = !DILocation(line: 44, column: 10, scope: !94)
!96 = !DILocation(line: 45, column: 5, scope: !94)
!97 = !DILocation(line: 45, column: 16, scope: !88)
!98 = !DILocation(line: 47, column: 16, scope: !99)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 45, column: 24)
!100 = distinct !DILexicalBlock(scope: !88, file: !3, line: 45, column: 16)
!101 = !DILocation(line: 47, column: 12, scope: !99)
!102 = !DILocation(line: 47, column: 7, scope: !99)
!103 = !DILocation(line: 47, column: 32, scope: !99)
!104 = !DILocation(line: 48, column: 17, scope: !105)
!105 = distinct !DILexicalBlock(scope: !99, file: !3, line: 48, column: 11)
!106 = !DILocation(line: 48, column: 15, scope: !105)
!107 = !DILocation(line: 48, column: 11, scope: !99)
!108 = !DILocation(line: 49, column: 18, scope: !105)
!109 = !DILocation(line: 49, column: 9, scope: !105)
!110 = !DILocation(line: 32, column: 7, scope: !54)
!111 = distinct !{!111, !75, !112, !113, !114}
!112 = !DILocation(line: 51, column: 3, scope: !54)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !{!"llvm.loop.unroll.disable"}
!115 = !DILocation(line: 32, column: 18, scope: !54)
!116 = !DILocation(line: 52, column: 7, scope: !117)
!117 = distinct !DILexicalBlock(scope: !54, file: !3, line: 52, column: 7)
!118 = !DILocation(line: 52, column: 7, scope: !54)
!119 = !DILocation(line: 53, column: 14, scope: !117)
!120 = !DILocation(line: 53, column: 10, scope: !117)
!121 = !DILocation(line: 53, column: 5, scope: !117)
!122 = !DILocation(line: 53, column: 30, scope: !117)
!123 = !DILocation(line: 54, column: 3, scope: !54)
!124 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 70, type: !125, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{!8, !8, !30}
!127 = !{!128, !129, !130, !131, !132, !136, !137, !138, !139, !140, !142, !145, !146, !147}
!128 = !DILocalVariable(name: "argc", arg: 1, scope: !124, file: !3, line: 70, type: !8)
!129 = !DILocalVariable(name: "argv", arg: 2, scope: !124, file: !3, line: 70, type: !30)
!130 = !DILocalVariable(name: "n", scope: !124, file: !3, line: 72, type: !8)
!131 = !DILocalVariable(name: "text", scope: !124, file: !3, line: 73, type: !6)
!132 = !DILocalVariable(name: "lens", scope: !124, file: !3, line: 74, type: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 16)
!136 = !DILocalVariable(name: "lines", scope: !124, file: !3, line: 74, type: !8)
!137 = !DILocalVariable(name: "longest", scope: !124, file: !3, line: 74, type: !8)
!138 = !DILocalVariable(name: "words", scope: !124, file: !3, line: 75, type: !8)
!139 = !DILocalVariable(name: "at", scope: !124, file: !3, line: 76, type: !32)
!140 = !DILocalVariable(name: "p", scope: !141, file: !3, line: 77, type: !6)
!141 = distinct !DILexicalBlock(scope: !124, file: !3, line: 77, column: 3)
!142 = !DILocalVariable(name: "__res", scope: !143, file: !3, line: 78, type: !8)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 78, column: 16)
!144 = distinct !DILexicalBlock(scope: !141, file: !3, line: 77, column: 3)
!145 = !DILocalVariable(name: "at2", scope: !124, file: !3, line: 79, type: !32)
!146 = !DILocalVariable(name: "h", scope: !124, file: !3, line: 80, type: !32)
!147 = !DILocalVariable(name: "k", scope: !148, file: !3, line: 81, type: !8)
!148 = distinct !DILexicalBlock(scope: !124, file: !3, line: 81, column: 3)
!149 = !DILocation(line: 0, scope: !124)
!150 = !DILocation(line: 72, column: 16, scope: !124)
!151 = !DILocation(line: 72, column: 11, scope: !124)
!152 = !DILocation(line: 72, column: 27, scope: !124)
!153 = !DILocalVariable(name: "__nptr", arg: 1, scope: !154, file: !155, line: 362, type: !57)
!154 = distinct !DISubprogram(name: "atoi", scope: !155, file: !155, line: 362, type: !156, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !158)
!155 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!156 = !DISubroutineType(types: !157)
!157 = !{!8, !57}
!158 = !{!153}
!159 = !DILocation(line: 0, scope: !154, inlinedAt: !160)
!160 = distinct !DILocation(line: 72, column: 22, scope: !124)
!161 = !DILocation(line: 364, column: 16, scope: !154, inlinedAt: !160)
!162 = !DILocation(line: 364, column: 10, scope: !154, inlinedAt: !160)
!163 = !DILocation(line: 0, scope: !2, inlinedAt: !164)
!164 = distinct !DILocation(line: 73, column: 16, scope: !124)
!165 = !DILocation(line: 13, column: 24, scope: !2, inlinedAt: !164)
!166 = !DILocation(line: 13, column: 22, scope: !2, inlinedAt: !164)
!167 = !DILocation(line: 13, column: 15, scope: !2, inlinedAt: !164)
!168 = !DILocation(line: 16, column: 12, scope: !2, inlinedAt: !164)
!169 = !DILocation(line: 16, column: 3, scope: !2, inlinedAt: !164)
!170 = !DILocation(line: 17, column: 11, scope: !40, inlinedAt: !164)
!171 = !DILocation(line: 17, column: 25, scope: !40, inlinedAt: !164)
!172 = !DILocation(line: 18, column: 22, scope: !40, inlinedAt: !164)
!173 = !DILocation(line: 18, column: 29, scope: !40, inlinedAt: !164)
!174 = !DILocation(line: 0, scope: !40, inlinedAt: !164)
!175 = !DILocation(line: 0, scope: !42, inlinedAt: !164)
!176 = !DILocation(line: 19, column: 29, scope: !177, inlinedAt: !164)
!177 = distinct !DILexicalBlock(scope: !42, file: !3, line: 19, column: 5)
!178 = !DILocation(line: 19, column: 5, scope: !42, inlinedAt: !164)
!179 = !DILocation(line: 23, column: 9, scope: !40, inlinedAt: !164)
!180 = !DILocation(line: 20, column: 13, scope: !181, inlinedAt: !164)
!181 = distinct !DILexicalBlock(scope: !177, file: !3, line: 19, column: 44)
!182 = !DILocation(line: 20, column: 27, scope: !181, inlinedAt: !164)
!183 = !DILocation(line: 21, column: 30, scope: !181, inlinedAt: !164)
!184 = !DILocation(line: 21, column: 37, scope: !181, inlinedAt: !164)
!185 = !DILocation(line: 21, column: 18, scope: !181, inlinedAt: !164)
!186 = !DILocation(line: 21, column: 12, scope: !181, inlinedAt: !164)
!187 = !DILocation(line: 21, column: 7, scope: !181, inlinedAt: !164)
!188 = !DILocation(line: 21, column: 16, scope: !181, inlinedAt: !164)
!189 = !DILocation(line: 19, column: 40, scope: !177, inlinedAt: !164)
!190 = !DILocation(line: 19, column: 23, scope: !177, inlinedAt: !164)
!191 = distinct !{!191, !178, !192, !113, !114}
!192 = !DILocation(line: 22, column: 5, scope: !42, inlinedAt: !164)
!193 = !DILocation(line: 24, column: 22, scope: !194, inlinedAt: !164)
!194 = distinct !DILexicalBlock(scope: !40, file: !3, line: 23, column: 9)
!195 = !DILocation(line: 24, column: 28, scope: !194, inlinedAt: !164)
!196 = !DILocation(line: 24, column: 33, scope: !194, inlinedAt: !164)
!197 = !DILocation(line: 24, column: 18, scope: !194, inlinedAt: !164)
!198 = !DILocation(line: 24, column: 58, scope: !194, inlinedAt: !164)
!199 = !DILocation(line: 24, column: 62, scope: !194, inlinedAt: !164)
!200 = !DILocation(line: 24, column: 49, scope: !194, inlinedAt: !164)
!201 = !DILocation(line: 24, column: 12, scope: !194, inlinedAt: !164)
!202 = !DILocation(line: 24, column: 7, scope: !194, inlinedAt: !164)
!203 = !DILocation(line: 24, column: 16, scope: !194, inlinedAt: !164)
!204 = distinct !{!204, !169, !205, !113, !114}
!205 = !DILocation(line: 25, column: 3, scope: !2, inlinedAt: !164)
!206 = !DILocation(line: 26, column: 3, scope: !2, inlinedAt: !164)
!207 = !DILocation(line: 26, column: 10, scope: !2, inlinedAt: !164)
!208 = !DILocation(line: 74, column: 3, scope: !124)
!209 = !DILocation(line: 74, column: 7, scope: !124)
!210 = !DILocation(line: 0, scope: !54, inlinedAt: !211)
!211 = distinct !DILocation(line: 75, column: 15, scope: !124)
!212 = !DILocation(line: 34, column: 10, scope: !54, inlinedAt: !211)
!213 = !DILocation(line: 34, column: 3, scope: !54, inlinedAt: !211)
!214 = !DILocation(line: 74, column: 34, scope: !124)
!215 = !DILocation(line: 35, column: 16, scope: !69, inlinedAt: !211)
!216 = !DILocation(line: 0, scope: !69, inlinedAt: !211)
!217 = !DILocation(line: 36, column: 11, scope: !81, inlinedAt: !211)
!218 = !DILocation(line: 36, column: 9, scope: !69, inlinedAt: !211)
!219 = !DILocation(line: 38, column: 9, scope: !88, inlinedAt: !211)
!220 = !DILocation(line: 0, scope: !88, inlinedAt: !211)
!221 = !DILocation(line: 38, column: 9, scope: !69, inlinedAt: !211)
!222 = !DILocation(line: 39, column: 11, scope: !94, inlinedAt: !211)
!223 = !DILocation(line: 44, column: 10, scope: !94, inlinedAt: !211)
!224 = !DILocation(line: 45, column: 5, scope: !94, inlinedAt: !211)
!225 = !DILocation(line: 45, column: 16, scope: !88, inlinedAt: !211)
!226 = !DILocation(line: 47, column: 16, scope: !99, inlinedAt: !211)
!227 = !DILocation(line: 47, column: 12, scope: !99, inlinedAt: !211)
!228 = !DILocation(line: 47, column: 7, scope: !99, inlinedAt: !211)
!229 = !DILocation(line: 47, column: 32, scope: !99, inlinedAt: !211)
!230 = !DILocation(line: 48, column: 15, scope: !105, inlinedAt: !211)
!231 = !DILocation(line: 48, column: 11, scope: !99, inlinedAt: !211)
!232 = !DILocation(line: 32, column: 7, scope: !54, inlinedAt: !211)
!233 = distinct !{!233, !213, !234, !113, !114}
!234 = !DILocation(line: 51, column: 3, scope: !54, inlinedAt: !211)
!235 = !DILocation(line: 32, column: 18, scope: !54, inlinedAt: !211)
!236 = !DILocation(line: 52, column: 7, scope: !117, inlinedAt: !211)
!237 = !DILocation(line: 52, column: 7, scope: !54, inlinedAt: !211)
!238 = !DILocation(line: 53, column: 14, scope: !117, inlinedAt: !211)
!239 = !DILocation(line: 53, column: 10, scope: !117, inlinedAt: !211)
!240 = !DILocation(line: 53, column: 5, scope: !117, inlinedAt: !211)
!241 = !DILocation(line: 53, column: 30, scope: !117, inlinedAt: !211)
!242 = !DILocalVariable(name: "text", arg: 1, scope: !243, file: !3, line: 57, type: !57)
!243 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 57, type: !244, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !246)
!244 = !DISubroutineType(types: !245)
!245 = !{!32, !57, !57}
!246 = !{!242, !247, !248, !252, !253, !255}
!247 = !DILocalVariable(name: "pat", arg: 2, scope: !243, file: !3, line: 57, type: !57)
!248 = !DILocalVariable(name: "n", scope: !243, file: !3, line: 59, type: !249)
!249 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !250, line: 46, baseType: !251)
!250 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!251 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!252 = !DILocalVariable(name: "m", scope: !243, file: !3, line: 59, type: !249)
!253 = !DILocalVariable(name: "i", scope: !254, file: !3, line: 60, type: !249)
!254 = distinct !DILexicalBlock(scope: !243, file: !3, line: 60, column: 3)
!255 = !DILocalVariable(name: "j", scope: !256, file: !3, line: 61, type: !249)
!256 = distinct !DILexicalBlock(scope: !257, file: !3, line: 60, column: 39)
!257 = distinct !DILexicalBlock(scope: !254, file: !3, line: 60, column: 3)
!258 = !DILocation(line: 0, scope: !243, inlinedAt: !259)
!259 = distinct !DILocation(line: 76, column: 13, scope: !124)
!260 = !DILocation(line: 59, column: 14, scope: !243, inlinedAt: !259)
!261 = !DILocation(line: 0, scope: !254, inlinedAt: !259)
!262 = !DILocation(line: 60, column: 28, scope: !257, inlinedAt: !259)
!263 = !DILocation(line: 60, column: 3, scope: !254, inlinedAt: !259)
!264 = !DILocation(line: 60, column: 35, scope: !257, inlinedAt: !259)
!265 = !DILocation(line: 60, column: 24, scope: !257, inlinedAt: !259)
!266 = distinct !{!266, !263, !267, !113, !114}
!267 = !DILocation(line: 66, column: 3, scope: !254, inlinedAt: !259)
!268 = !DILocation(line: 0, scope: !256, inlinedAt: !259)
!269 = !DILocation(line: 62, column: 18, scope: !256, inlinedAt: !259)
!270 = !DILocation(line: 62, column: 28, scope: !256, inlinedAt: !259)
!271 = !DILocation(line: 62, column: 21, scope: !256, inlinedAt: !259)
!272 = !DILocation(line: 62, column: 36, scope: !256, inlinedAt: !259)
!273 = !DILocation(line: 62, column: 33, scope: !256, inlinedAt: !259)
!274 = !DILocation(line: 62, column: 5, scope: !256, inlinedAt: !259)
!275 = !DILocation(line: 63, column: 8, scope: !256, inlinedAt: !259)
!276 = !DILocation(line: 62, column: 14, scope: !256, inlinedAt: !259)
!277 = distinct !{!277, !274, !275, !113, !114}
!278 = !DILocation(line: 64, column: 11, scope: !279, inlinedAt: !259)
!279 = distinct !DILexicalBlock(scope: !256, file: !3, line: 64, column: 9)
!280 = !DILocation(line: 0, scope: !257, inlinedAt: !259)
!281 = !DILocation(line: 0, scope: !141)
!282 = !DILocation(line: 77, column: 24, scope: !144)
!283 = !DILocation(line: 77, column: 3, scope: !141)
!284 = !DILocation(line: 0, scope: !243, inlinedAt: !285)
!285 = distinct !DILocation(line: 79, column: 14, scope: !124)
!286 = !DILocation(line: 59, column: 14, scope: !243, inlinedAt: !285)
!287 = !DILocation(line: 0, scope: !254, inlinedAt: !285)
!288 = !DILocation(line: 60, column: 28, scope: !257, inlinedAt: !285)
!289 = !DILocation(line: 60, column: 3, scope: !254, inlinedAt: !285)
!290 = !DILocation(line: 60, column: 35, scope: !257, inlinedAt: !285)
!291 = !DILocation(line: 60, column: 24, scope: !257, inlinedAt: !285)
!292 = distinct !{!292, !289, !293, !113, !114}
!293 = !DILocation(line: 66, column: 3, scope: !254, inlinedAt: !285)
!294 = !DILocation(line: 0, scope: !256, inlinedAt: !285)
!295 = !DILocation(line: 62, column: 18, scope: !256, inlinedAt: !285)
!296 = !DILocation(line: 62, column: 28, scope: !256, inlinedAt: !285)
!297 = !DILocation(line: 62, column: 21, scope: !256, inlinedAt: !285)
!298 = !DILocation(line: 62, column: 36, scope: !256, inlinedAt: !285)
!299 = !DILocation(line: 62, column: 33, scope: !256, inlinedAt: !285)
!300 = !DILocation(line: 62, column: 5, scope: !256, inlinedAt: !285)
!301 = !DILocation(line: 63, column: 8, scope: !256, inlinedAt: !285)
!302 = !DILocation(line: 62, column: 14, scope: !256, inlinedAt: !285)
!303 = distinct !{!303, !300, !301, !113, !114}
!304 = !DILocation(line: 64, column: 11, scope: !279, inlinedAt: !285)
!305 = !DILocation(line: 0, scope: !257, inlinedAt: !285)
!306 = !DILocation(line: 0, scope: !148)
!307 = !DILocation(line: 81, column: 3, scope: !148)
!308 = !DILocation(line: 78, column: 16, scope: !309)
!309 = distinct !DILexicalBlock(scope: !143, file: !3, line: 78, column: 16)
!310 = !DILocation(line: 0, scope: !143)
!311 = !DILocation(line: 78, column: 10, scope: !144)
!312 = !DILocation(line: 78, column: 8, scope: !144)
!313 = !DILocation(line: 77, column: 29, scope: !144)
!314 = distinct !{!314, !283, !315, !113, !114}
!315 = !DILocation(line: 78, column: 16, scope: !141)
!316 = !DILocation(line: 83, column: 3, scope: !124)
!317 = !DILocation(line: 85, column: 3, scope: !124)
!318 = !DILocation(line: 87, column: 1, scope: !124)
!319 = !DILocation(line: 86, column: 3, scope: !124)
!320 = !DILocation(line: 82, column: 11, scope: !321)
!321 = distinct !DILexicalBlock(scope: !148, file: !3, line: 81, column: 3)
!322 = !DILocation(line: 82, column: 17, scope: !321)
!323 = !DILocation(line: 82, column: 15, scope: !321)
!324 = !DILocation(line: 81, column: 28, scope: !321)
!325 = !DILocation(line: 81, column: 21, scope: !321)
!326 = distinct !{!326, !307, !327, !113, !114}
!327 = !DILocation(line: 82, column: 23, scope: !148)
