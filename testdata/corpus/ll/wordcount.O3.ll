; ModuleID = 'wordcount.c'
source_filename = "wordcount.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  br i1 %6, label %59, label %7, !dbg !75

7:                                                ; preds = %4
  %8 = tail call i16** @__ctype_b_loc() #12, !dbg !70
  %9 = load i16*, i16** %8, align 8, !tbaa !76
  br label %10, !dbg !75

10:                                               ; preds = %7, %44
  %11 = phi i8 [ %5, %7 ], [ %49, %44 ]
  %12 = phi i32 [ 0, %7 ], [ %48, %44 ]
  %13 = phi i8* [ %0, %7 ], [ %16, %44 ]
  %14 = phi i32 [ 0, %7 ], [ %47, %44 ]
  %15 = phi i32 [ 0, %7 ], [ %46, %44 ]
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
  %45 = phi i1 [ true, %33 ], [ true, %43 ], [ true, %34 ], [ false, %28 ], !dbg !70
  %46 = phi i32 [ 0, %33 ], [ 0, %43 ], [ 0, %34 ], [ 1, %28 ], !dbg !70
  %47 = phi i32 [ %14, %33 ], [ %14, %43 ], [ %14, %34 ], [ %32, %28 ], !dbg !70
  %48 = phi i32 [ %12, %33 ], [ %12, %43 ], [ %12, %34 ], [ %30, %28 ], !dbg !110
  call void @llvm.dbg.value(metadata i32 %48, metadata !64, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i8* %16, metadata !67, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %47, metadata !66, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %46, metadata !65, metadata !DIExpression()), !dbg !70
  %49 = load i8, i8* %16, align 1, !dbg !71, !tbaa !72
  %50 = icmp eq i8 %49, 0, !dbg !75
  br i1 %50, label %51, label %10, !dbg !75, !llvm.loop !111

51:                                               ; preds = %44
  br i1 %45, label %59, label %52, !dbg !114

52:                                               ; preds = %51
  %53 = icmp slt i32 %47, 15, !dbg !115
  %54 = select i1 %53, i32 %47, i32 15, !dbg !117
  %55 = sext i32 %54 to i64, !dbg !118
  %56 = getelementptr inbounds i32, i32* %1, i64 %55, !dbg !118
  %57 = load i32, i32* %56, align 4, !dbg !119, !tbaa !84
  %58 = add nsw i32 %57, 1, !dbg !119
  store i32 %58, i32* %56, align 4, !dbg !119, !tbaa !84
  br label %59, !dbg !118

59:                                               ; preds = %4, %52, %51
  %60 = phi i32 [ %48, %52 ], [ %48, %51 ], [ 0, %4 ]
  ret i32 %60, !dbg !120
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
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !121 {
  %3 = alloca [16 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !125, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i8** %1, metadata !126, metadata !DIExpression()), !dbg !146
  %4 = icmp sgt i32 %0, 1, !dbg !147
  br i1 %4, label %5, label %10, !dbg !148

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !149
  %7 = load i8*, i8** %6, align 8, !dbg !149, !tbaa !76
  call void @llvm.dbg.value(metadata i8* %7, metadata !150, metadata !DIExpression()) #13, !dbg !156
  %8 = tail call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #13, !dbg !158
  %9 = trunc i64 %8 to i32, !dbg !159
  br label %10, !dbg !148

10:                                               ; preds = %2, %5
  %11 = phi i32 [ %9, %5 ], [ 60000, %2 ], !dbg !148
  call void @llvm.dbg.value(metadata i32 %11, metadata !127, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i32 %11, metadata !35, metadata !DIExpression()) #13, !dbg !160
  %12 = add nsw i32 %11, 1, !dbg !162
  %13 = sext i32 %12 to i64, !dbg !163
  %14 = tail call noalias i8* @malloc(i64 noundef %13) #13, !dbg !164
  call void @llvm.dbg.value(metadata i8* %14, metadata !36, metadata !DIExpression()) #13, !dbg !160
  call void @llvm.dbg.value(metadata i32 17, metadata !37, metadata !DIExpression()) #13, !dbg !160
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()) #13, !dbg !160
  %15 = icmp sgt i32 %11, 0, !dbg !165
  br i1 %15, label %18, label %16, !dbg !166

16:                                               ; preds = %10
  %17 = sext i32 %11 to i64, !dbg !167
  br label %70, !dbg !166

18:                                               ; preds = %10
  %19 = zext i32 %11 to i64, !dbg !166
  br label %20, !dbg !166

20:                                               ; preds = %66, %18
  %21 = phi i32 [ %67, %66 ], [ 17, %18 ]
  %22 = phi i32 [ %68, %66 ], [ 0, %18 ]
  call void @llvm.dbg.value(metadata i32 %21, metadata !37, metadata !DIExpression()) #13, !dbg !160
  call void @llvm.dbg.value(metadata i32 %22, metadata !38, metadata !DIExpression()) #13, !dbg !160
  %23 = mul i32 %21, 1103515245, !dbg !168
  %24 = add i32 %23, 12345, !dbg !169
  call void @llvm.dbg.value(metadata i32 %24, metadata !37, metadata !DIExpression()) #13, !dbg !160
  %25 = lshr i32 %24, 16, !dbg !170
  %26 = trunc i32 %25 to i16, !dbg !171
  %27 = urem i16 %26, 9, !dbg !171
  %28 = zext i16 %27 to i32, !dbg !171
  call void @llvm.dbg.value(metadata i32 %28, metadata !39, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #13, !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()) #13, !dbg !173
  call void @llvm.dbg.value(metadata i32 %24, metadata !37, metadata !DIExpression()) #13, !dbg !160
  call void @llvm.dbg.value(metadata i32 %22, metadata !38, metadata !DIExpression()) #13, !dbg !160
  %29 = icmp slt i32 %22, %11, !dbg !174
  br i1 %29, label %30, label %66, !dbg !176

30:                                               ; preds = %20
  %31 = sext i32 %22 to i64, !dbg !176
  br label %34, !dbg !176

32:                                               ; preds = %34
  %33 = trunc i64 %46 to i32, !dbg !177
  br i1 %50, label %52, label %66, !dbg !177

34:                                               ; preds = %34, %30
  %35 = phi i64 [ %31, %30 ], [ %46, %34 ]
  %36 = phi i32 [ 0, %30 ], [ %48, %34 ]
  %37 = phi i32 [ %24, %30 ], [ %39, %34 ]
  call void @llvm.dbg.value(metadata i32 %36, metadata !41, metadata !DIExpression()) #13, !dbg !173
  call void @llvm.dbg.value(metadata i32 %37, metadata !37, metadata !DIExpression()) #13, !dbg !160
  call void @llvm.dbg.value(metadata i64 %35, metadata !38, metadata !DIExpression()) #13, !dbg !160
  %38 = mul i32 %37, 1103515245, !dbg !178
  %39 = add i32 %38, 12345, !dbg !180
  call void @llvm.dbg.value(metadata i32 %39, metadata !37, metadata !DIExpression()) #13, !dbg !160
  %40 = lshr i32 %39, 16, !dbg !181
  %41 = trunc i32 %40 to i16, !dbg !182
  %42 = urem i16 %41, 18, !dbg !182
  %43 = zext i16 %42 to i64, !dbg !182
  %44 = getelementptr inbounds [19 x i8], [19 x i8]* @generate.alphabet, i64 0, i64 %43, !dbg !183
  %45 = load i8, i8* %44, align 1, !dbg !183, !tbaa !72
  %46 = add nsw i64 %35, 1, !dbg !184
  call void @llvm.dbg.value(metadata i64 %46, metadata !38, metadata !DIExpression()) #13, !dbg !160
  %47 = getelementptr inbounds i8, i8* %14, i64 %35, !dbg !185
  store i8 %45, i8* %47, align 1, !dbg !186, !tbaa !72
  %48 = add nuw nsw i32 %36, 1, !dbg !187
  call void @llvm.dbg.value(metadata i32 %48, metadata !41, metadata !DIExpression()) #13, !dbg !173
  %49 = icmp ult i32 %36, %28, !dbg !188
  %50 = icmp slt i64 %46, %19, !dbg !174
  %51 = select i1 %49, i1 %50, i1 false, !dbg !174
  br i1 %51, label %34, label %32, !dbg !176, !llvm.loop !189

52:                                               ; preds = %32
  %53 = lshr i32 %39, 8, !dbg !191
  %54 = urem i32 %53, 13, !dbg !193
  %55 = icmp eq i32 %54, 0, !dbg !194
  br i1 %55, label %60, label %56, !dbg !195

56:                                               ; preds = %52
  %57 = urem i32 %53, 7, !dbg !196
  %58 = icmp eq i32 %57, 0, !dbg !197
  %59 = select i1 %58, i8 44, i8 32, !dbg !198
  br label %60, !dbg !195

60:                                               ; preds = %56, %52
  %61 = phi i8 [ %59, %56 ], [ 10, %52 ], !dbg !195
  %62 = add nsw i32 %33, 1, !dbg !199
  call void @llvm.dbg.value(metadata i32 %62, metadata !38, metadata !DIExpression()) #13, !dbg !160
  %63 = shl i64 %46, 32, !dbg !200
  %64 = ashr exact i64 %63, 32, !dbg !200
  %65 = getelementptr inbounds i8, i8* %14, i64 %64, !dbg !200
  store i8 %61, i8* %65, align 1, !dbg !201, !tbaa !72
  br label %66, !dbg !200

66:                                               ; preds = %60, %32, %20
  %67 = phi i32 [ %39, %60 ], [ %39, %32 ], [ %24, %20 ]
  %68 = phi i32 [ %62, %60 ], [ %33, %32 ], [ %22, %20 ], !dbg !160
  call void @llvm.dbg.value(metadata i32 %68, metadata !38, metadata !DIExpression()) #13, !dbg !160
  %69 = icmp slt i32 %68, %11, !dbg !165
  br i1 %69, label %20, label %70, !dbg !166, !llvm.loop !202

70:                                               ; preds = %66, %16
  %71 = phi i64 [ %17, %16 ], [ %19, %66 ], !dbg !167
  %72 = getelementptr inbounds i8, i8* %14, i64 %71, !dbg !167
  store i8 0, i8* %72, align 1, !dbg !204, !tbaa !72
  call void @llvm.dbg.value(metadata i8* %14, metadata !128, metadata !DIExpression()), !dbg !146
  %73 = bitcast [16 x i32]* %3 to i8*, !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %73) #13, !dbg !205
  call void @llvm.dbg.declare(metadata [16 x i32]* %3, metadata !129, metadata !DIExpression()), !dbg !206
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %73, i8 0, i64 64, i1 false), !dbg !206
  call void @llvm.dbg.value(metadata i32 0, metadata !133, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i32 0, metadata !134, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i8* %14, metadata !60, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata [16 x i32]* %3, metadata !61, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32* undef, metadata !62, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32* undef, metadata !63, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i8* %14, metadata !67, metadata !DIExpression()) #13, !dbg !207
  %74 = load i8, i8* %14, align 1, !dbg !209, !tbaa !72
  %75 = icmp eq i8 %74, 0, !dbg !210
  br i1 %75, label %130, label %76, !dbg !210

76:                                               ; preds = %70
  %77 = tail call i16** @__ctype_b_loc() #12, !dbg !207
  %78 = load i16*, i16** %77, align 8, !tbaa !76
  br label %79, !dbg !210

79:                                               ; preds = %112, %76
  %80 = phi i32 [ %96, %112 ], [ 0, %76 ]
  %81 = phi i32 [ %113, %112 ], [ 0, %76 ]
  %82 = phi i8 [ %114, %112 ], [ %74, %76 ]
  %83 = phi i32 [ %89, %112 ], [ 0, %76 ]
  %84 = phi i8* [ %93, %112 ], [ %14, %76 ]
  %85 = phi i32 [ %91, %112 ], [ 0, %76 ]
  br label %86, !dbg !210

86:                                               ; preds = %79, %116
  %87 = phi i32 [ %96, %116 ], [ %80, %79 ], !dbg !146
  %88 = phi i8 [ %121, %116 ], [ %82, %79 ]
  %89 = phi i32 [ %118, %116 ], [ %83, %79 ]
  %90 = phi i8* [ %93, %116 ], [ %84, %79 ]
  %91 = phi i32 [ %120, %116 ], [ %85, %79 ]
  %92 = phi i1 [ false, %116 ], [ true, %79 ]
  call void @llvm.dbg.value(metadata i32 %89, metadata !64, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i8* %90, metadata !67, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32 %91, metadata !66, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32 undef, metadata !65, metadata !DIExpression()) #13, !dbg !207
  %93 = getelementptr inbounds i8, i8* %90, i64 1, !dbg !211
  call void @llvm.dbg.value(metadata i8* %93, metadata !67, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i8 %88, metadata !68, metadata !DIExpression()) #13, !dbg !212
  %94 = icmp eq i8 %88, 10, !dbg !213
  %95 = zext i1 %94 to i32, !dbg !214
  %96 = add nsw i32 %87, %95, !dbg !214
  %97 = zext i8 %88 to i64
  %98 = getelementptr inbounds i16, i16* %78, i64 %97, !dbg !215
  %99 = load i16, i16* %98, align 2, !dbg !215, !tbaa !89
  %100 = and i16 %99, 1024, !dbg !215
  %101 = icmp eq i16 %100, 0, !dbg !215
  br i1 %101, label %102, label %116, !dbg !216

102:                                              ; preds = %86
  br i1 %92, label %112, label %103, !dbg !217

103:                                              ; preds = %102
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()) #13, !dbg !207
  %104 = icmp slt i32 %91, 15, !dbg !218
  %105 = select i1 %104, i32 %91, i32 15, !dbg !219
  %106 = sext i32 %105 to i64, !dbg !220
  %107 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %106, !dbg !220
  %108 = load i32, i32* %107, align 4, !dbg !221, !tbaa !84
  %109 = add nsw i32 %108, 1, !dbg !221
  store i32 %109, i32* %107, align 4, !dbg !221, !tbaa !84
  %110 = icmp sgt i32 %91, %81, !dbg !222
  %111 = select i1 %110, i32 %91, i32 %81, !dbg !223
  br label %112, !dbg !223

112:                                              ; preds = %103, %102
  %113 = phi i32 [ %81, %102 ], [ %111, %103 ], !dbg !146
  call void @llvm.dbg.value(metadata i32 %89, metadata !64, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i8* %93, metadata !67, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32 %91, metadata !66, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()) #13, !dbg !207
  %114 = load i8, i8* %93, align 1, !dbg !209, !tbaa !72
  %115 = icmp eq i8 %114, 0, !dbg !210
  br i1 %115, label %130, label %79, !dbg !210, !llvm.loop !224

116:                                              ; preds = %86
  %117 = zext i1 %92 to i32, !dbg !226
  %118 = add nsw i32 %89, %117, !dbg !226
  call void @llvm.dbg.value(metadata i32 %118, metadata !64, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32 undef, metadata !66, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32 1, metadata !65, metadata !DIExpression()) #13, !dbg !207
  %119 = add nsw i32 %91, 1, !dbg !227
  %120 = select i1 %92, i32 1, i32 %119, !dbg !227
  call void @llvm.dbg.value(metadata i32 %89, metadata !64, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i8* %93, metadata !67, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32 %91, metadata !66, metadata !DIExpression()) #13, !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()) #13, !dbg !207
  %121 = load i8, i8* %93, align 1, !dbg !209, !tbaa !72
  %122 = icmp eq i8 %121, 0, !dbg !210
  br i1 %122, label %123, label %86, !dbg !210, !llvm.loop !224

123:                                              ; preds = %116
  %124 = icmp slt i32 %120, 15, !dbg !228
  %125 = select i1 %124, i32 %120, i32 15, !dbg !229
  %126 = sext i32 %125 to i64, !dbg !230
  %127 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %126, !dbg !230
  %128 = load i32, i32* %127, align 4, !dbg !231, !tbaa !84
  %129 = add nsw i32 %128, 1, !dbg !231
  store i32 %129, i32* %127, align 4, !dbg !231, !tbaa !84
  br label %130, !dbg !230

130:                                              ; preds = %112, %70, %123
  %131 = phi i32 [ 0, %70 ], [ %96, %123 ], [ %96, %112 ], !dbg !146
  %132 = phi i32 [ 0, %70 ], [ %81, %123 ], [ %113, %112 ], !dbg !232
  %133 = phi i32 [ 0, %70 ], [ %118, %123 ], [ %89, %112 ]
  call void @llvm.dbg.value(metadata i32 %133, metadata !135, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i8* %14, metadata !233, metadata !DIExpression()) #13, !dbg !249
  %134 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %14) #14, !dbg !251
  call void @llvm.dbg.value(metadata i64 %134, metadata !239, metadata !DIExpression()) #13, !dbg !249
  call void @llvm.dbg.value(metadata i64 3, metadata !243, metadata !DIExpression()) #13, !dbg !249
  call void @llvm.dbg.value(metadata i64 0, metadata !244, metadata !DIExpression()) #13, !dbg !252
  %135 = icmp ult i64 %134, 3, !dbg !253
  br i1 %135, label %157, label %136, !dbg !254

136:                                              ; preds = %130, %144
  %137 = phi i8 [ %146, %144 ], [ %74, %130 ], !dbg !255
  %138 = phi i64 [ %141, %144 ], [ 0, %130 ]
  call void @llvm.dbg.value(metadata i64 %138, metadata !244, metadata !DIExpression()) #13, !dbg !252
  call void @llvm.dbg.value(metadata i64 0, metadata !246, metadata !DIExpression()) #13, !dbg !256
  %139 = icmp eq i8 %137, 116, !dbg !257
  br i1 %139, label %147, label %140, !dbg !258

140:                                              ; preds = %136, %147, %152
  %141 = add i64 %138, 1, !dbg !259
  call void @llvm.dbg.value(metadata i64 %141, metadata !244, metadata !DIExpression()) #13, !dbg !252
  %142 = add i64 %138, 4, !dbg !260
  %143 = icmp ugt i64 %142, %134, !dbg !253
  br i1 %143, label %157, label %144, !dbg !254, !llvm.loop !261

144:                                              ; preds = %140
  %145 = getelementptr inbounds i8, i8* %14, i64 %141
  %146 = load i8, i8* %145, align 1, !dbg !255, !tbaa !72
  br label %136, !dbg !254

147:                                              ; preds = %136
  call void @llvm.dbg.value(metadata i64 1, metadata !246, metadata !DIExpression()) #13, !dbg !256
  %148 = add i64 %138, 1, !dbg !263
  %149 = getelementptr inbounds i8, i8* %14, i64 %148, !dbg !255
  %150 = load i8, i8* %149, align 1, !dbg !255, !tbaa !72
  %151 = icmp eq i8 %150, 104, !dbg !257
  br i1 %151, label %152, label %140, !dbg !258

152:                                              ; preds = %147
  call void @llvm.dbg.value(metadata i64 2, metadata !246, metadata !DIExpression()) #13, !dbg !256
  %153 = add i64 %138, 2, !dbg !263
  %154 = getelementptr inbounds i8, i8* %14, i64 %153, !dbg !255
  %155 = load i8, i8* %154, align 1, !dbg !255, !tbaa !72
  %156 = icmp eq i8 %155, 101, !dbg !257
  br i1 %156, label %157, label %140, !dbg !258

157:                                              ; preds = %140, %152, %130
  %158 = phi i64 [ -1, %130 ], [ -1, %140 ], [ %138, %152 ]
  call void @llvm.dbg.value(metadata i64 %158, metadata !136, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i8* %14, metadata !137, metadata !DIExpression()), !dbg !264
  br i1 %75, label %162, label %159, !dbg !265

159:                                              ; preds = %157
  %160 = tail call i32** @__ctype_toupper_loc() #12, !dbg !146
  %161 = load i32*, i32** %160, align 8, !tbaa !76
  br label %270, !dbg !265

162:                                              ; preds = %270, %157
  call void @llvm.dbg.value(metadata i8* %14, metadata !233, metadata !DIExpression()) #13, !dbg !266
  %163 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %14) #14, !dbg !268
  call void @llvm.dbg.value(metadata i64 %163, metadata !239, metadata !DIExpression()) #13, !dbg !266
  call void @llvm.dbg.value(metadata i64 4, metadata !243, metadata !DIExpression()) #13, !dbg !266
  call void @llvm.dbg.value(metadata i64 0, metadata !244, metadata !DIExpression()) #13, !dbg !269
  %164 = icmp ult i64 %163, 4, !dbg !270
  br i1 %164, label %189, label %165, !dbg !271

165:                                              ; preds = %162, %170
  %166 = phi i64 [ %171, %170 ], [ 0, %162 ]
  call void @llvm.dbg.value(metadata i64 %166, metadata !244, metadata !DIExpression()) #13, !dbg !269
  call void @llvm.dbg.value(metadata i64 0, metadata !246, metadata !DIExpression()) #13, !dbg !272
  %167 = getelementptr inbounds i8, i8* %14, i64 %166, !dbg !273
  %168 = load i8, i8* %167, align 1, !dbg !273, !tbaa !72
  %169 = icmp eq i8 %168, 82, !dbg !274
  br i1 %169, label %174, label %170, !dbg !275

170:                                              ; preds = %165, %174, %179, %184
  %171 = add i64 %166, 1, !dbg !276
  call void @llvm.dbg.value(metadata i64 %171, metadata !244, metadata !DIExpression()) #13, !dbg !269
  %172 = add i64 %166, 5, !dbg !277
  %173 = icmp ugt i64 %172, %163, !dbg !270
  br i1 %173, label %189, label %165, !dbg !271, !llvm.loop !278

174:                                              ; preds = %165
  call void @llvm.dbg.value(metadata i64 1, metadata !246, metadata !DIExpression()) #13, !dbg !272
  %175 = add i64 %166, 1, !dbg !280
  %176 = getelementptr inbounds i8, i8* %14, i64 %175, !dbg !273
  %177 = load i8, i8* %176, align 1, !dbg !273, !tbaa !72
  %178 = icmp eq i8 %177, 65, !dbg !274
  br i1 %178, label %179, label %170, !dbg !275

179:                                              ; preds = %174
  call void @llvm.dbg.value(metadata i64 2, metadata !246, metadata !DIExpression()) #13, !dbg !272
  %180 = add i64 %166, 2, !dbg !280
  %181 = getelementptr inbounds i8, i8* %14, i64 %180, !dbg !273
  %182 = load i8, i8* %181, align 1, !dbg !273, !tbaa !72
  %183 = icmp eq i8 %182, 73, !dbg !274
  br i1 %183, label %184, label %170, !dbg !275

184:                                              ; preds = %179
  call void @llvm.dbg.value(metadata i64 3, metadata !246, metadata !DIExpression()) #13, !dbg !272
  %185 = add i64 %166, 3, !dbg !280
  %186 = getelementptr inbounds i8, i8* %14, i64 %185, !dbg !273
  %187 = load i8, i8* %186, align 1, !dbg !273, !tbaa !72
  %188 = icmp eq i8 %187, 78, !dbg !274
  br i1 %188, label %189, label %170, !dbg !275

189:                                              ; preds = %170, %184, %162
  %190 = phi i64 [ -1, %162 ], [ -1, %170 ], [ %166, %184 ]
  call void @llvm.dbg.value(metadata i64 %190, metadata !142, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i64 0, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 0, metadata !143, metadata !DIExpression()), !dbg !146
  %191 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 0, !dbg !282
  %192 = load i32, i32* %191, align 16, !dbg !282, !tbaa !84
  %193 = sext i32 %192 to i64, !dbg !282
  call void @llvm.dbg.value(metadata i64 1, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %193, metadata !143, metadata !DIExpression()), !dbg !146
  %194 = mul nsw i64 %193, 7, !dbg !284
  %195 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 1, !dbg !282
  %196 = load i32, i32* %195, align 4, !dbg !282, !tbaa !84
  %197 = sext i32 %196 to i64, !dbg !282
  %198 = add nsw i64 %194, %197, !dbg !285
  call void @llvm.dbg.value(metadata i64 2, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %198, metadata !143, metadata !DIExpression()), !dbg !146
  %199 = mul nsw i64 %198, 7, !dbg !284
  %200 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 2, !dbg !282
  %201 = load i32, i32* %200, align 8, !dbg !282, !tbaa !84
  %202 = sext i32 %201 to i64, !dbg !282
  %203 = add nsw i64 %199, %202, !dbg !285
  call void @llvm.dbg.value(metadata i64 3, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %203, metadata !143, metadata !DIExpression()), !dbg !146
  %204 = mul nsw i64 %203, 7, !dbg !284
  %205 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 3, !dbg !282
  %206 = load i32, i32* %205, align 4, !dbg !282, !tbaa !84
  %207 = sext i32 %206 to i64, !dbg !282
  %208 = add nsw i64 %204, %207, !dbg !285
  call void @llvm.dbg.value(metadata i64 4, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %208, metadata !143, metadata !DIExpression()), !dbg !146
  %209 = mul nsw i64 %208, 7, !dbg !284
  %210 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 4, !dbg !282
  %211 = load i32, i32* %210, align 16, !dbg !282, !tbaa !84
  %212 = sext i32 %211 to i64, !dbg !282
  %213 = add nsw i64 %209, %212, !dbg !285
  call void @llvm.dbg.value(metadata i64 5, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %213, metadata !143, metadata !DIExpression()), !dbg !146
  %214 = mul nsw i64 %213, 7, !dbg !284
  %215 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 5, !dbg !282
  %216 = load i32, i32* %215, align 4, !dbg !282, !tbaa !84
  %217 = sext i32 %216 to i64, !dbg !282
  %218 = add nsw i64 %214, %217, !dbg !285
  call void @llvm.dbg.value(metadata i64 6, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %218, metadata !143, metadata !DIExpression()), !dbg !146
  %219 = mul nsw i64 %218, 7, !dbg !284
  %220 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 6, !dbg !282
  %221 = load i32, i32* %220, align 8, !dbg !282, !tbaa !84
  %222 = sext i32 %221 to i64, !dbg !282
  %223 = add nsw i64 %219, %222, !dbg !285
  call void @llvm.dbg.value(metadata i64 7, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %223, metadata !143, metadata !DIExpression()), !dbg !146
  %224 = mul nsw i64 %223, 7, !dbg !284
  %225 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 7, !dbg !282
  %226 = load i32, i32* %225, align 4, !dbg !282, !tbaa !84
  %227 = sext i32 %226 to i64, !dbg !282
  %228 = add nsw i64 %224, %227, !dbg !285
  call void @llvm.dbg.value(metadata i64 8, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %228, metadata !143, metadata !DIExpression()), !dbg !146
  %229 = mul nsw i64 %228, 7, !dbg !284
  %230 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 8, !dbg !282
  %231 = load i32, i32* %230, align 16, !dbg !282, !tbaa !84
  %232 = sext i32 %231 to i64, !dbg !282
  %233 = add nsw i64 %229, %232, !dbg !285
  call void @llvm.dbg.value(metadata i64 9, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %233, metadata !143, metadata !DIExpression()), !dbg !146
  %234 = mul nsw i64 %233, 7, !dbg !284
  %235 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 9, !dbg !282
  %236 = load i32, i32* %235, align 4, !dbg !282, !tbaa !84
  %237 = sext i32 %236 to i64, !dbg !282
  %238 = add nsw i64 %234, %237, !dbg !285
  call void @llvm.dbg.value(metadata i64 10, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %238, metadata !143, metadata !DIExpression()), !dbg !146
  %239 = mul nsw i64 %238, 7, !dbg !284
  %240 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 10, !dbg !282
  %241 = load i32, i32* %240, align 8, !dbg !282, !tbaa !84
  %242 = sext i32 %241 to i64, !dbg !282
  %243 = add nsw i64 %239, %242, !dbg !285
  call void @llvm.dbg.value(metadata i64 11, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %243, metadata !143, metadata !DIExpression()), !dbg !146
  %244 = mul nsw i64 %243, 7, !dbg !284
  %245 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 11, !dbg !282
  %246 = load i32, i32* %245, align 4, !dbg !282, !tbaa !84
  %247 = sext i32 %246 to i64, !dbg !282
  %248 = add nsw i64 %244, %247, !dbg !285
  call void @llvm.dbg.value(metadata i64 12, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %248, metadata !143, metadata !DIExpression()), !dbg !146
  %249 = mul nsw i64 %248, 7, !dbg !284
  %250 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 12, !dbg !282
  %251 = load i32, i32* %250, align 16, !dbg !282, !tbaa !84
  %252 = sext i32 %251 to i64, !dbg !282
  %253 = add nsw i64 %249, %252, !dbg !285
  call void @llvm.dbg.value(metadata i64 13, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %253, metadata !143, metadata !DIExpression()), !dbg !146
  %254 = mul nsw i64 %253, 7, !dbg !284
  %255 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 13, !dbg !282
  %256 = load i32, i32* %255, align 4, !dbg !282, !tbaa !84
  %257 = sext i32 %256 to i64, !dbg !282
  %258 = add nsw i64 %254, %257, !dbg !285
  call void @llvm.dbg.value(metadata i64 14, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %258, metadata !143, metadata !DIExpression()), !dbg !146
  %259 = mul nsw i64 %258, 7, !dbg !284
  %260 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 14, !dbg !282
  %261 = load i32, i32* %260, align 8, !dbg !282, !tbaa !84
  %262 = sext i32 %261 to i64, !dbg !282
  %263 = add nsw i64 %259, %262, !dbg !285
  call void @llvm.dbg.value(metadata i64 15, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %263, metadata !143, metadata !DIExpression()), !dbg !146
  %264 = mul nsw i64 %263, 7, !dbg !284
  %265 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 15, !dbg !282
  %266 = load i32, i32* %265, align 4, !dbg !282, !tbaa !84
  %267 = sext i32 %266 to i64, !dbg !282
  %268 = add nsw i64 %264, %267, !dbg !285
  call void @llvm.dbg.value(metadata i64 %268, metadata !143, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i64 16, metadata !144, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i32 %131, metadata !133, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i32 %132, metadata !134, metadata !DIExpression()), !dbg !146
  %269 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.2, i64 0, i64 0), i32 noundef %133, i32 noundef %131, i32 noundef %132, i64 noundef %158, i64 noundef %190, i64 noundef %268), !dbg !286
  tail call void @free(i8* noundef %14) #13, !dbg !287
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %73) #13, !dbg !288
  ret i32 0, !dbg !289

270:                                              ; preds = %159, %270
  %271 = phi i8 [ %74, %159 ], [ %278, %270 ]
  %272 = phi i8* [ %14, %159 ], [ %277, %270 ]
  call void @llvm.dbg.value(metadata i8* %272, metadata !137, metadata !DIExpression()), !dbg !264
  %273 = zext i8 %271 to i64
  %274 = getelementptr inbounds i32, i32* %161, i64 %273, !dbg !290
  %275 = load i32, i32* %274, align 4, !dbg !290, !tbaa !84
  call void @llvm.dbg.value(metadata i32 %275, metadata !139, metadata !DIExpression()), !dbg !292
  %276 = trunc i32 %275 to i8, !dbg !293
  store i8 %276, i8* %272, align 1, !dbg !294, !tbaa !72
  %277 = getelementptr inbounds i8, i8* %272, i64 1, !dbg !295
  call void @llvm.dbg.value(metadata i8* %277, metadata !137, metadata !DIExpression()), !dbg !264
  %278 = load i8, i8* %277, align 1, !dbg !296, !tbaa !72
  %279 = icmp eq i8 %278, 0, !dbg !265
  br i1 %279, label %162, label %270, !dbg !265, !llvm.loop !297
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
!111 = distinct !{!111, !75, !112, !113}
!112 = !DILocation(line: 51, column: 3, scope: !54)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocation(line: 52, column: 7, scope: !54)
!115 = !DILocation(line: 53, column: 14, scope: !116)
!116 = distinct !DILexicalBlock(scope: !54, file: !3, line: 52, column: 7)
!117 = !DILocation(line: 53, column: 10, scope: !116)
!118 = !DILocation(line: 53, column: 5, scope: !116)
!119 = !DILocation(line: 53, column: 30, scope: !116)
!120 = !DILocation(line: 54, column: 3, scope: !54)
!121 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 70, type: !122, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!8, !8, !30}
!124 = !{!125, !126, !127, !128, !129, !133, !134, !135, !136, !137, !139, !142, !143, !144}
!125 = !DILocalVariable(name: "argc", arg: 1, scope: !121, file: !3, line: 70, type: !8)
!126 = !DILocalVariable(name: "argv", arg: 2, scope: !121, file: !3, line: 70, type: !30)
!127 = !DILocalVariable(name: "n", scope: !121, file: !3, line: 72, type: !8)
!128 = !DILocalVariable(name: "text", scope: !121, file: !3, line: 73, type: !6)
!129 = !DILocalVariable(name: "lens", scope: !121, file: !3, line: 74, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 16)
!133 = !DILocalVariable(name: "lines", scope: !121, file: !3, line: 74, type: !8)
!134 = !DILocalVariable(name: "longest", scope: !121, file: !3, line: 74, type: !8)
!135 = !DILocalVariable(name: "words", scope: !121, file: !3, line: 75, type: !8)
!136 = !DILocalVariable(name: "at", scope: !121, file: !3, line: 76, type: !32)
!137 = !DILocalVariable(name: "p", scope: !138, file: !3, line: 77, type: !6)
!138 = distinct !DILexicalBlock(scope: !121, file: !3, line: 77, column: 3)
!139 = !DILocalVariable(name: "__res", scope: !140, file: !3, line: 78, type: !8)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 78, column: 16)
!141 = distinct !DILexicalBlock(scope: !138, file: !3, line: 77, column: 3)
!142 = !DILocalVariable(name: "at2", scope: !121, file: !3, line: 79, type: !32)
!143 = !DILocalVariable(name: "h", scope: !121, file: !3, line: 80, type: !32)
!144 = !DILocalVariable(name: "k", scope: !145, file: !3, line: 81, type: !8)
!145 = distinct !DILexicalBlock(scope: !121, file: !3, line: 81, column: 3)
!146 = !DILocation(line: 0, scope: !121)
!147 = !DILocation(line: 72, column: 16, scope: !121)
!148 = !DILocation(line: 72, column: 11, scope: !121)
!149 = !DILocation(line: 72, column: 27, scope: !121)
!150 = !DILocalVariable(name: "__nptr", arg: 1, scope: !151, file: !152, line: 362, type: !57)
!151 = distinct !DISubprogram(name: "atoi", scope: !152, file: !152, line: 362, type: !153, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !155)
!152 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!153 = !DISubroutineType(types: !154)
!154 = !{!8, !57}
!155 = !{!150}
!156 = !DILocation(line: 0, scope: !151, inlinedAt: !157)
!157 = distinct !DILocation(line: 72, column: 22, scope: !121)
!158 = !DILocation(line: 364, column: 16, scope: !151, inlinedAt: !157)
!159 = !DILocation(line: 364, column: 10, scope: !151, inlinedAt: !157)
!160 = !DILocation(line: 0, scope: !2, inlinedAt: !161)
!161 = distinct !DILocation(line: 73, column: 16, scope: !121)
!162 = !DILocation(line: 13, column: 24, scope: !2, inlinedAt: !161)
!163 = !DILocation(line: 13, column: 22, scope: !2, inlinedAt: !161)
!164 = !DILocation(line: 13, column: 15, scope: !2, inlinedAt: !161)
!165 = !DILocation(line: 16, column: 12, scope: !2, inlinedAt: !161)
!166 = !DILocation(line: 16, column: 3, scope: !2, inlinedAt: !161)
!167 = !DILocation(line: 26, column: 3, scope: !2, inlinedAt: !161)
!168 = !DILocation(line: 17, column: 11, scope: !40, inlinedAt: !161)
!169 = !DILocation(line: 17, column: 25, scope: !40, inlinedAt: !161)
!170 = !DILocation(line: 18, column: 22, scope: !40, inlinedAt: !161)
!171 = !DILocation(line: 18, column: 29, scope: !40, inlinedAt: !161)
!172 = !DILocation(line: 0, scope: !40, inlinedAt: !161)
!173 = !DILocation(line: 0, scope: !42, inlinedAt: !161)
!174 = !DILocation(line: 19, column: 29, scope: !175, inlinedAt: !161)
!175 = distinct !DILexicalBlock(scope: !42, file: !3, line: 19, column: 5)
!176 = !DILocation(line: 19, column: 5, scope: !42, inlinedAt: !161)
!177 = !DILocation(line: 23, column: 9, scope: !40, inlinedAt: !161)
!178 = !DILocation(line: 20, column: 13, scope: !179, inlinedAt: !161)
!179 = distinct !DILexicalBlock(scope: !175, file: !3, line: 19, column: 44)
!180 = !DILocation(line: 20, column: 27, scope: !179, inlinedAt: !161)
!181 = !DILocation(line: 21, column: 30, scope: !179, inlinedAt: !161)
!182 = !DILocation(line: 21, column: 37, scope: !179, inlinedAt: !161)
!183 = !DILocation(line: 21, column: 18, scope: !179, inlinedAt: !161)
!184 = !DILocation(line: 21, column: 12, scope: !179, inlinedAt: !161)
!185 = !DILocation(line: 21, column: 7, scope: !179, inlinedAt: !161)
!186 = !DILocation(line: 21, column: 16, scope: !179, inlinedAt: !161)
!187 = !DILocation(line: 19, column: 40, scope: !175, inlinedAt: !161)
!188 = !DILocation(line: 19, column: 23, scope: !175, inlinedAt: !161)
!189 = distinct !{!189, !176, !190, !113}
!190 = !DILocation(line: 22, column: 5, scope: !42, inlinedAt: !161)
!191 = !DILocation(line: 24, column: 22, scope: !192, inlinedAt: !161)
!192 = distinct !DILexicalBlock(scope: !40, file: !3, line: 23, column: 9)
!193 = !DILocation(line: 24, column: 28, scope: !192, inlinedAt: !161)
!194 = !DILocation(line: 24, column: 33, scope: !192, inlinedAt: !161)
!195 = !DILocation(line: 24, column: 18, scope: !192, inlinedAt: !161)
!196 = !DILocation(line: 24, column: 58, scope: !192, inlinedAt: !161)
!197 = !DILocation(line: 24, column: 62, scope: !192, inlinedAt: !161)
!198 = !DILocation(line: 24, column: 49, scope: !192, inlinedAt: !161)
!199 = !DILocation(line: 24, column: 12, scope: !192, inlinedAt: !161)
!200 = !DILocation(line: 24, column: 7, scope: !192, inlinedAt: !161)
!201 = !DILocation(line: 24, column: 16, scope: !192, inlinedAt: !161)
!202 = distinct !{!202, !166, !203, !113}
!203 = !DILocation(line: 25, column: 3, scope: !2, inlinedAt: !161)
!204 = !DILocation(line: 26, column: 10, scope: !2, inlinedAt: !161)
!205 = !DILocation(line: 74, column: 3, scope: !121)
!206 = !DILocation(line: 74, column: 7, scope: !121)
!207 = !DILocation(line: 0, scope: !54, inlinedAt: !208)
!208 = distinct !DILocation(line: 75, column: 15, scope: !121)
!209 = !DILocation(line: 34, column: 10, scope: !54, inlinedAt: !208)
!210 = !DILocation(line: 34, column: 3, scope: !54, inlinedAt: !208)
!211 = !DILocation(line: 35, column: 16, scope: !69, inlinedAt: !208)
!212 = !DILocation(line: 0, scope: !69, inlinedAt: !208)
!213 = !DILocation(line: 36, column: 11, scope: !81, inlinedAt: !208)
!214 = !DILocation(line: 36, column: 9, scope: !69, inlinedAt: !208)
!215 = !DILocation(line: 38, column: 9, scope: !88, inlinedAt: !208)
!216 = !DILocation(line: 38, column: 9, scope: !69, inlinedAt: !208)
!217 = !DILocation(line: 45, column: 16, scope: !88, inlinedAt: !208)
!218 = !DILocation(line: 47, column: 16, scope: !99, inlinedAt: !208)
!219 = !DILocation(line: 47, column: 12, scope: !99, inlinedAt: !208)
!220 = !DILocation(line: 47, column: 7, scope: !99, inlinedAt: !208)
!221 = !DILocation(line: 47, column: 32, scope: !99, inlinedAt: !208)
!222 = !DILocation(line: 48, column: 15, scope: !105, inlinedAt: !208)
!223 = !DILocation(line: 48, column: 11, scope: !99, inlinedAt: !208)
!224 = distinct !{!224, !210, !225, !113}
!225 = !DILocation(line: 51, column: 3, scope: !54, inlinedAt: !208)
!226 = !DILocation(line: 39, column: 11, scope: !94, inlinedAt: !208)
!227 = !DILocation(line: 44, column: 10, scope: !94, inlinedAt: !208)
!228 = !DILocation(line: 53, column: 14, scope: !116, inlinedAt: !208)
!229 = !DILocation(line: 53, column: 10, scope: !116, inlinedAt: !208)
!230 = !DILocation(line: 53, column: 5, scope: !116, inlinedAt: !208)
!231 = !DILocation(line: 53, column: 30, scope: !116, inlinedAt: !208)
!232 = !DILocation(line: 74, column: 34, scope: !121)
!233 = !DILocalVariable(name: "text", arg: 1, scope: !234, file: !3, line: 57, type: !57)
!234 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 57, type: !235, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{!32, !57, !57}
!237 = !{!233, !238, !239, !243, !244, !246}
!238 = !DILocalVariable(name: "pat", arg: 2, scope: !234, file: !3, line: 57, type: !57)
!239 = !DILocalVariable(name: "n", scope: !234, file: !3, line: 59, type: !240)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !241, line: 46, baseType: !242)
!241 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!242 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!243 = !DILocalVariable(name: "m", scope: !234, file: !3, line: 59, type: !240)
!244 = !DILocalVariable(name: "i", scope: !245, file: !3, line: 60, type: !240)
!245 = distinct !DILexicalBlock(scope: !234, file: !3, line: 60, column: 3)
!246 = !DILocalVariable(name: "j", scope: !247, file: !3, line: 61, type: !240)
!247 = distinct !DILexicalBlock(scope: !248, file: !3, line: 60, column: 39)
!248 = distinct !DILexicalBlock(scope: !245, file: !3, line: 60, column: 3)
!249 = !DILocation(line: 0, scope: !234, inlinedAt: !250)
!250 = distinct !DILocation(line: 76, column: 13, scope: !121)
!251 = !DILocation(line: 59, column: 14, scope: !234, inlinedAt: !250)
!252 = !DILocation(line: 0, scope: !245, inlinedAt: !250)
!253 = !DILocation(line: 60, column: 28, scope: !248, inlinedAt: !250)
!254 = !DILocation(line: 60, column: 3, scope: !245, inlinedAt: !250)
!255 = !DILocation(line: 62, column: 21, scope: !247, inlinedAt: !250)
!256 = !DILocation(line: 0, scope: !247, inlinedAt: !250)
!257 = !DILocation(line: 62, column: 33, scope: !247, inlinedAt: !250)
!258 = !DILocation(line: 62, column: 5, scope: !247, inlinedAt: !250)
!259 = !DILocation(line: 60, column: 35, scope: !248, inlinedAt: !250)
!260 = !DILocation(line: 60, column: 24, scope: !248, inlinedAt: !250)
!261 = distinct !{!261, !254, !262, !113}
!262 = !DILocation(line: 66, column: 3, scope: !245, inlinedAt: !250)
!263 = !DILocation(line: 62, column: 28, scope: !247, inlinedAt: !250)
!264 = !DILocation(line: 0, scope: !138)
!265 = !DILocation(line: 77, column: 3, scope: !138)
!266 = !DILocation(line: 0, scope: !234, inlinedAt: !267)
!267 = distinct !DILocation(line: 79, column: 14, scope: !121)
!268 = !DILocation(line: 59, column: 14, scope: !234, inlinedAt: !267)
!269 = !DILocation(line: 0, scope: !245, inlinedAt: !267)
!270 = !DILocation(line: 60, column: 28, scope: !248, inlinedAt: !267)
!271 = !DILocation(line: 60, column: 3, scope: !245, inlinedAt: !267)
!272 = !DILocation(line: 0, scope: !247, inlinedAt: !267)
!273 = !DILocation(line: 62, column: 21, scope: !247, inlinedAt: !267)
!274 = !DILocation(line: 62, column: 33, scope: !247, inlinedAt: !267)
!275 = !DILocation(line: 62, column: 5, scope: !247, inlinedAt: !267)
!276 = !DILocation(line: 60, column: 35, scope: !248, inlinedAt: !267)
!277 = !DILocation(line: 60, column: 24, scope: !248, inlinedAt: !267)
!278 = distinct !{!278, !271, !279, !113}
!279 = !DILocation(line: 66, column: 3, scope: !245, inlinedAt: !267)
!280 = !DILocation(line: 62, column: 28, scope: !247, inlinedAt: !267)
!281 = !DILocation(line: 0, scope: !145)
!282 = !DILocation(line: 82, column: 17, scope: !283)
!283 = distinct !DILexicalBlock(scope: !145, file: !3, line: 81, column: 3)
!284 = !DILocation(line: 82, column: 11, scope: !283)
!285 = !DILocation(line: 82, column: 15, scope: !283)
!286 = !DILocation(line: 83, column: 3, scope: !121)
!287 = !DILocation(line: 85, column: 3, scope: !121)
!288 = !DILocation(line: 87, column: 1, scope: !121)
!289 = !DILocation(line: 86, column: 3, scope: !121)
!290 = !DILocation(line: 78, column: 16, scope: !291)
!291 = distinct !DILexicalBlock(scope: !140, file: !3, line: 78, column: 16)
!292 = !DILocation(line: 0, scope: !140)
!293 = !DILocation(line: 78, column: 10, scope: !141)
!294 = !DILocation(line: 78, column: 8, scope: !141)
!295 = !DILocation(line: 77, column: 29, scope: !141)
!296 = !DILocation(line: 77, column: 24, scope: !141)
!297 = distinct !{!297, !265, !298, !113}
!298 = !DILocation(line: 78, column: 16, scope: !138)
