; ModuleID = 'quicksort.c'
source_filename = "quicksort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"bad %d checksum %ld\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @kernel_quicksort(i32* noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !21, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %1, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %2, metadata !23, metadata !DIExpression()), !dbg !28
  %4 = sub nsw i32 %2, %1, !dbg !29
  %5 = icmp slt i32 %4, 12, !dbg !31
  br i1 %5, label %6, label %37, !dbg !32

6:                                                ; preds = %3
  call void @llvm.dbg.value(metadata i32* %0, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %1, metadata !36, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %2, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %1, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !47
  call void @llvm.dbg.value(metadata i32 %1, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !47
  %7 = icmp sgt i32 %2, %1, !dbg !48
  br i1 %7, label %8, label %92, !dbg !49

8:                                                ; preds = %6
  %9 = sext i32 %1 to i64, !dbg !49
  %10 = add i32 %1, -1, !dbg !49
  %11 = sext i32 %2 to i64, !dbg !48
  br label %12, !dbg !49

12:                                               ; preds = %31, %8
  %13 = phi i64 [ %9, %8 ], [ %14, %31 ]
  %14 = add nsw i64 %13, 1, !dbg !47
  %15 = getelementptr inbounds i32, i32* %0, i64 %14, !dbg !50
  %16 = load i32, i32* %15, align 4, !dbg !50, !tbaa !51
  call void @llvm.dbg.value(metadata i32 %16, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %13, metadata !43, metadata !DIExpression()), !dbg !55
  %17 = icmp slt i64 %13, %9, !dbg !56
  %18 = trunc i64 %13 to i32, !dbg !57
  br i1 %17, label %31, label %19, !dbg !57

19:                                               ; preds = %12, %24
  %20 = phi i64 [ %27, %24 ], [ %13, %12 ]
  call void @llvm.dbg.value(metadata i64 %20, metadata !43, metadata !DIExpression()), !dbg !55
  %21 = getelementptr inbounds i32, i32* %0, i64 %20, !dbg !58
  %22 = load i32, i32* %21, align 4, !dbg !58, !tbaa !51
  %23 = icmp sgt i32 %22, %16, !dbg !59
  br i1 %23, label %24, label %29, !dbg !60

24:                                               ; preds = %19
  %25 = add nsw i64 %20, 1, !dbg !61
  %26 = getelementptr inbounds i32, i32* %0, i64 %25, !dbg !63
  store i32 %22, i32* %26, align 4, !dbg !64, !tbaa !51
  %27 = add nsw i64 %20, -1, !dbg !65
  call void @llvm.dbg.value(metadata i64 %27, metadata !43, metadata !DIExpression()), !dbg !55
  %28 = icmp sgt i64 %20, %9, !dbg !56
  br i1 %28, label %19, label %31, !dbg !57, !llvm.loop !66

29:                                               ; preds = %19
  %30 = trunc i64 %20 to i32, !dbg !60
  br label %31, !dbg !70

31:                                               ; preds = %24, %29, %12
  %32 = phi i32 [ %18, %12 ], [ %30, %29 ], [ %10, %24 ], !dbg !55
  %33 = add nsw i32 %32, 1, !dbg !70
  %34 = sext i32 %33 to i64, !dbg !71
  %35 = getelementptr inbounds i32, i32* %0, i64 %34, !dbg !71
  store i32 %16, i32* %35, align 4, !dbg !72, !tbaa !51
  call void @llvm.dbg.value(metadata i64 %14, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !47
  call void @llvm.dbg.value(metadata i64 %14, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !47
  %36 = icmp eq i64 %14, %11, !dbg !48
  br i1 %36, label %92, label %12, !dbg !49, !llvm.loop !73

37:                                               ; preds = %3
  %38 = sdiv i32 %4, 2, !dbg !75
  %39 = add nsw i32 %38, %1, !dbg !76
  call void @llvm.dbg.value(metadata i32 %39, metadata !24, metadata !DIExpression()), !dbg !28
  %40 = sext i32 %39 to i64, !dbg !77
  %41 = getelementptr inbounds i32, i32* %0, i64 %40, !dbg !77
  %42 = load i32, i32* %41, align 4, !dbg !77, !tbaa !51
  %43 = sext i32 %1 to i64, !dbg !79
  %44 = getelementptr inbounds i32, i32* %0, i64 %43, !dbg !79
  %45 = load i32, i32* %44, align 4, !dbg !79, !tbaa !51
  %46 = icmp slt i32 %42, %45, !dbg !80
  br i1 %46, label %47, label %48, !dbg !81

47:                                               ; preds = %37
  call void @llvm.dbg.value(metadata i32* %0, metadata !82, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 %39, metadata !85, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 %1, metadata !86, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 %42, metadata !87, metadata !DIExpression()), !dbg !88
  store i32 %45, i32* %41, align 4, !dbg !90, !tbaa !51
  store i32 %42, i32* %44, align 4, !dbg !91, !tbaa !51
  br label %48, !dbg !92

48:                                               ; preds = %47, %37
  %49 = sext i32 %2 to i64, !dbg !93
  %50 = getelementptr inbounds i32, i32* %0, i64 %49, !dbg !93
  %51 = load i32, i32* %50, align 4, !dbg !93, !tbaa !51
  %52 = load i32, i32* %44, align 4, !dbg !95, !tbaa !51
  %53 = icmp slt i32 %51, %52, !dbg !96
  br i1 %53, label %54, label %55, !dbg !97

54:                                               ; preds = %48
  call void @llvm.dbg.value(metadata i32* %0, metadata !82, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 %2, metadata !85, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 %1, metadata !86, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 %51, metadata !87, metadata !DIExpression()), !dbg !98
  store i32 %52, i32* %50, align 4, !dbg !100, !tbaa !51
  store i32 %51, i32* %44, align 4, !dbg !101, !tbaa !51
  br label %55, !dbg !102

55:                                               ; preds = %54, %48
  %56 = load i32, i32* %50, align 4, !dbg !103, !tbaa !51
  %57 = load i32, i32* %41, align 4, !dbg !105, !tbaa !51
  %58 = icmp slt i32 %56, %57, !dbg !106
  br i1 %58, label %59, label %60, !dbg !107

59:                                               ; preds = %55
  call void @llvm.dbg.value(metadata i32* %0, metadata !82, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %2, metadata !85, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %39, metadata !86, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %56, metadata !87, metadata !DIExpression()), !dbg !108
  store i32 %57, i32* %50, align 4, !dbg !110, !tbaa !51
  store i32 %56, i32* %41, align 4, !dbg !111, !tbaa !51
  br label %60, !dbg !112

60:                                               ; preds = %59, %55
  %61 = load i32, i32* %41, align 4, !dbg !113, !tbaa !51
  call void @llvm.dbg.value(metadata i32 %61, metadata !25, metadata !DIExpression()), !dbg !28
  %62 = add nsw i32 %1, -1, !dbg !114
  call void @llvm.dbg.value(metadata i32 %62, metadata !26, metadata !DIExpression()), !dbg !28
  %63 = add nsw i32 %2, 1, !dbg !115
  call void @llvm.dbg.value(metadata i32 %63, metadata !27, metadata !DIExpression()), !dbg !28
  br label %64, !dbg !116

64:                                               ; preds = %86, %60
  %65 = phi i32 [ %62, %60 ], [ %75, %86 ], !dbg !28
  %66 = phi i32 [ %63, %60 ], [ %84, %86 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %66, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %65, metadata !26, metadata !DIExpression()), !dbg !28
  %67 = sext i32 %65 to i64, !dbg !117
  br label %68, !dbg !117

68:                                               ; preds = %68, %64
  %69 = phi i64 [ %70, %68 ], [ %67, %64 ], !dbg !28
  call void @llvm.dbg.value(metadata i64 %69, metadata !26, metadata !DIExpression()), !dbg !28
  %70 = add nsw i64 %69, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %70, metadata !26, metadata !DIExpression()), !dbg !28
  %71 = getelementptr inbounds i32, i32* %0, i64 %70, !dbg !122
  %72 = load i32, i32* %71, align 4, !dbg !122, !tbaa !51
  %73 = icmp slt i32 %72, %61, !dbg !123
  br i1 %73, label %68, label %74, !dbg !124, !llvm.loop !125

74:                                               ; preds = %68
  %75 = trunc i64 %70 to i32, !dbg !122
  %76 = sext i32 %66 to i64, !dbg !127
  br label %77, !dbg !127

77:                                               ; preds = %74, %77
  %78 = phi i64 [ %76, %74 ], [ %79, %77 ], !dbg !28
  call void @llvm.dbg.value(metadata i64 %78, metadata !27, metadata !DIExpression()), !dbg !28
  %79 = add i64 %78, -1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %79, metadata !27, metadata !DIExpression()), !dbg !28
  %80 = getelementptr inbounds i32, i32* %0, i64 %79, !dbg !129
  %81 = load i32, i32* %80, align 4, !dbg !129, !tbaa !51
  %82 = icmp sgt i32 %81, %61, !dbg !130
  br i1 %82, label %77, label %83, !dbg !131, !llvm.loop !132

83:                                               ; preds = %77
  %84 = trunc i64 %79 to i32, !dbg !134
  %85 = icmp slt i32 %75, %84, !dbg !134
  br i1 %85, label %86, label %89, !dbg !136

86:                                               ; preds = %83
  %87 = getelementptr inbounds i32, i32* %0, i64 %70, !dbg !122
  %88 = getelementptr inbounds i32, i32* %0, i64 %79, !dbg !129
  call void @llvm.dbg.value(metadata i32* %0, metadata !82, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 %75, metadata !85, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 %84, metadata !86, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 %72, metadata !87, metadata !DIExpression()), !dbg !137
  store i32 %81, i32* %87, align 4, !dbg !139, !tbaa !51
  store i32 %72, i32* %88, align 4, !dbg !140, !tbaa !51
  br label %64, !dbg !141, !llvm.loop !142

89:                                               ; preds = %83
  %90 = trunc i64 %79 to i32, !dbg !134
  %91 = trunc i64 %78 to i32, !dbg !134
  call void @kernel_quicksort(i32* noundef %0, i32 noundef %1, i32 noundef %90), !dbg !145
  call void @kernel_quicksort(i32* noundef %0, i32 noundef %91, i32 noundef %2), !dbg !146
  br label %92

92:                                               ; preds = %31, %6, %89
  ret void, !dbg !147
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !148 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !152, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i8** %1, metadata !153, metadata !DIExpression()), !dbg !166
  %3 = icmp sgt i32 %0, 1, !dbg !167
  br i1 %3, label %4, label %9, !dbg !168

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !169
  %6 = load i8*, i8** %5, align 8, !dbg !169, !tbaa !170
  call void @llvm.dbg.value(metadata i8* %6, metadata !172, metadata !DIExpression()) #7, !dbg !180
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !182
  %8 = trunc i64 %7 to i32, !dbg !183
  br label %9, !dbg !168

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 20000, %2 ], !dbg !168
  call void @llvm.dbg.value(metadata i32 %10, metadata !154, metadata !DIExpression()), !dbg !166
  %11 = sext i32 %10 to i64, !dbg !184
  %12 = shl nsw i64 %11, 2, !dbg !185
  %13 = call noalias i8* @malloc(i64 noundef %12) #7, !dbg !186
  %14 = bitcast i8* %13 to i32*, !dbg !186
  call void @llvm.dbg.value(metadata i32* %14, metadata !155, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 2024, metadata !156, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !158, metadata !DIExpression()), !dbg !187
  %15 = icmp sgt i32 %10, 0, !dbg !188
  br i1 %15, label %16, label %18, !dbg !190

16:                                               ; preds = %9
  %17 = zext i32 %10 to i64, !dbg !188
  br label %23, !dbg !190

18:                                               ; preds = %23, %9
  %19 = add nsw i32 %10, -1, !dbg !191
  call void @kernel_quicksort(i32* noundef %14, i32 noundef 0, i32 noundef %19), !dbg !192
  call void @llvm.dbg.value(metadata i32 -1, metadata !160, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 1, metadata !161, metadata !DIExpression()), !dbg !193
  %20 = icmp sgt i32 %10, 1, !dbg !194
  br i1 %20, label %21, label %46, !dbg !196

21:                                               ; preds = %18
  %22 = zext i32 %10 to i64, !dbg !194
  br label %33, !dbg !196

23:                                               ; preds = %16, %23
  %24 = phi i64 [ 0, %16 ], [ %31, %23 ]
  %25 = phi i32 [ 2024, %16 ], [ %27, %23 ]
  call void @llvm.dbg.value(metadata i64 %24, metadata !158, metadata !DIExpression()), !dbg !187
  call void @llvm.dbg.value(metadata i32 %25, metadata !156, metadata !DIExpression()), !dbg !166
  %26 = mul i32 %25, 1103515245, !dbg !197
  %27 = add i32 %26, 12345, !dbg !199
  call void @llvm.dbg.value(metadata i32 %27, metadata !156, metadata !DIExpression()), !dbg !166
  %28 = lshr i32 %27, 8, !dbg !200
  %29 = urem i32 %28, 100000, !dbg !201
  %30 = getelementptr inbounds i32, i32* %14, i64 %24, !dbg !202
  store i32 %29, i32* %30, align 4, !dbg !203, !tbaa !51
  %31 = add nuw nsw i64 %24, 1, !dbg !204
  call void @llvm.dbg.value(metadata i64 %31, metadata !158, metadata !DIExpression()), !dbg !187
  %32 = icmp eq i64 %31, %17, !dbg !188
  br i1 %32, label %18, label %23, !dbg !190, !llvm.loop !205

33:                                               ; preds = %21, %41
  %34 = phi i64 [ 1, %21 ], [ %42, %41 ]
  call void @llvm.dbg.value(metadata i64 %34, metadata !161, metadata !DIExpression()), !dbg !193
  %35 = add nsw i64 %34, -1, !dbg !207
  %36 = getelementptr inbounds i32, i32* %14, i64 %35, !dbg !209
  %37 = load i32, i32* %36, align 4, !dbg !209, !tbaa !51
  %38 = getelementptr inbounds i32, i32* %14, i64 %34, !dbg !210
  %39 = load i32, i32* %38, align 4, !dbg !210, !tbaa !51
  %40 = icmp sgt i32 %37, %39, !dbg !211
  br i1 %40, label %44, label %41, !dbg !212

41:                                               ; preds = %33
  %42 = add nuw nsw i64 %34, 1, !dbg !213
  call void @llvm.dbg.value(metadata i64 %42, metadata !161, metadata !DIExpression()), !dbg !193
  %43 = icmp eq i64 %42, %22, !dbg !194
  br i1 %43, label %46, label %33, !dbg !196, !llvm.loop !214

44:                                               ; preds = %33
  %45 = trunc i64 %34 to i32, !dbg !212
  br label %46, !dbg !216

46:                                               ; preds = %44, %41, %18
  %47 = phi i32 [ -1, %18 ], [ %45, %44 ], [ -1, %41 ], !dbg !166
  call void @llvm.dbg.value(metadata i32 %47, metadata !160, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i64 0, metadata !163, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !164, metadata !DIExpression()), !dbg !218
  %48 = icmp sgt i32 %10, 0, !dbg !216
  br i1 %48, label %49, label %51, !dbg !219

49:                                               ; preds = %46
  %50 = sext i32 %10 to i64, !dbg !219
  br label %54, !dbg !219

51:                                               ; preds = %54, %46
  %52 = phi i64 [ 0, %46 ], [ %62, %54 ], !dbg !166
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %47, i64 noundef %52), !dbg !220
  call void @free(i8* noundef %13) #7, !dbg !221
  ret i32 0, !dbg !222

54:                                               ; preds = %49, %54
  %55 = phi i64 [ 0, %49 ], [ %63, %54 ]
  %56 = phi i64 [ 0, %49 ], [ %62, %54 ]
  call void @llvm.dbg.value(metadata i64 %55, metadata !164, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 %56, metadata !163, metadata !DIExpression()), !dbg !166
  %57 = getelementptr inbounds i32, i32* %14, i64 %55, !dbg !223
  %58 = load i32, i32* %57, align 4, !dbg !223, !tbaa !51
  %59 = sext i32 %58 to i64, !dbg !224
  %60 = add nuw nsw i64 %55, 1, !dbg !225
  %61 = mul nsw i64 %60, %59, !dbg !226
  %62 = add nsw i64 %61, %56, !dbg !227
  call void @llvm.dbg.value(metadata i64 %62, metadata !163, metadata !DIExpression()), !dbg !166
  %63 = add nuw nsw i64 %55, 97, !dbg !228
  call void @llvm.dbg.value(metadata i64 %63, metadata !164, metadata !DIExpression()), !dbg !218
  %64 = icmp slt i64 %63, %50, !dbg !216
  br i1 %64, label %54, label %51, !dbg !219, !llvm.loop !229
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "quicksort.c", directory: ".", checksumkind: CSK_MD5, checksum: "d8caf17c73f5ef143e14035ee377e012")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
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
!16 = distinct !DISubprogram(name: "kernel_quicksort", scope: !1, file: !1, line: 26, type: !17, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !19, !3, !3}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!20 = !{!21, !22, !23, !24, !25, !26, !27}
!21 = !DILocalVariable(name: "a", arg: 1, scope: !16, file: !1, line: 26, type: !19)
!22 = !DILocalVariable(name: "lo", arg: 2, scope: !16, file: !1, line: 26, type: !3)
!23 = !DILocalVariable(name: "hi", arg: 3, scope: !16, file: !1, line: 26, type: !3)
!24 = !DILocalVariable(name: "mid", scope: !16, file: !1, line: 32, type: !3)
!25 = !DILocalVariable(name: "pivot", scope: !16, file: !1, line: 36, type: !3)
!26 = !DILocalVariable(name: "i", scope: !16, file: !1, line: 37, type: !3)
!27 = !DILocalVariable(name: "j", scope: !16, file: !1, line: 37, type: !3)
!28 = !DILocation(line: 0, scope: !16)
!29 = !DILocation(line: 28, column: 10, scope: !30)
!30 = distinct !DILexicalBlock(scope: !16, file: !1, line: 28, column: 7)
!31 = !DILocation(line: 28, column: 15, scope: !30)
!32 = !DILocation(line: 28, column: 7, scope: !16)
!33 = !DILocalVariable(name: "a", arg: 1, scope: !34, file: !1, line: 7, type: !19)
!34 = distinct !DISubprogram(name: "insertion", scope: !1, file: !1, line: 7, type: !17, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !35)
!35 = !{!33, !36, !37, !38, !40, !43}
!36 = !DILocalVariable(name: "lo", arg: 2, scope: !34, file: !1, line: 7, type: !3)
!37 = !DILocalVariable(name: "hi", arg: 3, scope: !34, file: !1, line: 7, type: !3)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 9, type: !3)
!39 = distinct !DILexicalBlock(scope: !34, file: !1, line: 9, column: 3)
!40 = !DILocalVariable(name: "v", scope: !41, file: !1, line: 10, type: !3)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 9, column: 38)
!42 = distinct !DILexicalBlock(scope: !39, file: !1, line: 9, column: 3)
!43 = !DILocalVariable(name: "j", scope: !41, file: !1, line: 10, type: !3)
!44 = !DILocation(line: 0, scope: !34, inlinedAt: !45)
!45 = distinct !DILocation(line: 29, column: 5, scope: !46)
!46 = distinct !DILexicalBlock(scope: !30, file: !1, line: 28, column: 21)
!47 = !DILocation(line: 0, scope: !39, inlinedAt: !45)
!48 = !DILocation(line: 9, column: 26, scope: !42, inlinedAt: !45)
!49 = !DILocation(line: 9, column: 3, scope: !39, inlinedAt: !45)
!50 = !DILocation(line: 10, column: 13, scope: !41, inlinedAt: !45)
!51 = !{!52, !52, i64 0}
!52 = !{!"int", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 0, scope: !41, inlinedAt: !45)
!56 = !DILocation(line: 11, column: 14, scope: !41, inlinedAt: !45)
!57 = !DILocation(line: 11, column: 20, scope: !41, inlinedAt: !45)
!58 = !DILocation(line: 11, column: 23, scope: !41, inlinedAt: !45)
!59 = !DILocation(line: 11, column: 28, scope: !41, inlinedAt: !45)
!60 = !DILocation(line: 11, column: 5, scope: !41, inlinedAt: !45)
!61 = !DILocation(line: 12, column: 11, scope: !62, inlinedAt: !45)
!62 = distinct !DILexicalBlock(scope: !41, file: !1, line: 11, column: 33)
!63 = !DILocation(line: 12, column: 7, scope: !62, inlinedAt: !45)
!64 = !DILocation(line: 12, column: 16, scope: !62, inlinedAt: !45)
!65 = !DILocation(line: 13, column: 8, scope: !62, inlinedAt: !45)
!66 = distinct !{!66, !60, !67, !68, !69}
!67 = !DILocation(line: 14, column: 5, scope: !41, inlinedAt: !45)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !{!"llvm.loop.unroll.disable"}
!70 = !DILocation(line: 15, column: 9, scope: !41, inlinedAt: !45)
!71 = !DILocation(line: 15, column: 5, scope: !41, inlinedAt: !45)
!72 = !DILocation(line: 15, column: 14, scope: !41, inlinedAt: !45)
!73 = distinct !{!73, !49, !74, !68, !69}
!74 = !DILocation(line: 16, column: 3, scope: !39, inlinedAt: !45)
!75 = !DILocation(line: 32, column: 28, scope: !16)
!76 = !DILocation(line: 32, column: 16, scope: !16)
!77 = !DILocation(line: 33, column: 7, scope: !78)
!78 = distinct !DILexicalBlock(scope: !16, file: !1, line: 33, column: 7)
!79 = !DILocation(line: 33, column: 16, scope: !78)
!80 = !DILocation(line: 33, column: 14, scope: !78)
!81 = !DILocation(line: 33, column: 7, scope: !16)
!82 = !DILocalVariable(name: "a", arg: 1, scope: !83, file: !1, line: 19, type: !19)
!83 = distinct !DISubprogram(name: "swap", scope: !1, file: !1, line: 19, type: !17, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!84 = !{!82, !85, !86, !87}
!85 = !DILocalVariable(name: "i", arg: 2, scope: !83, file: !1, line: 19, type: !3)
!86 = !DILocalVariable(name: "j", arg: 3, scope: !83, file: !1, line: 19, type: !3)
!87 = !DILocalVariable(name: "t", scope: !83, file: !1, line: 21, type: !3)
!88 = !DILocation(line: 0, scope: !83, inlinedAt: !89)
!89 = distinct !DILocation(line: 33, column: 23, scope: !78)
!90 = !DILocation(line: 22, column: 8, scope: !83, inlinedAt: !89)
!91 = !DILocation(line: 23, column: 8, scope: !83, inlinedAt: !89)
!92 = !DILocation(line: 33, column: 23, scope: !78)
!93 = !DILocation(line: 34, column: 7, scope: !94)
!94 = distinct !DILexicalBlock(scope: !16, file: !1, line: 34, column: 7)
!95 = !DILocation(line: 34, column: 15, scope: !94)
!96 = !DILocation(line: 34, column: 13, scope: !94)
!97 = !DILocation(line: 34, column: 7, scope: !16)
!98 = !DILocation(line: 0, scope: !83, inlinedAt: !99)
!99 = distinct !DILocation(line: 34, column: 22, scope: !94)
!100 = !DILocation(line: 22, column: 8, scope: !83, inlinedAt: !99)
!101 = !DILocation(line: 23, column: 8, scope: !83, inlinedAt: !99)
!102 = !DILocation(line: 34, column: 22, scope: !94)
!103 = !DILocation(line: 35, column: 7, scope: !104)
!104 = distinct !DILexicalBlock(scope: !16, file: !1, line: 35, column: 7)
!105 = !DILocation(line: 35, column: 15, scope: !104)
!106 = !DILocation(line: 35, column: 13, scope: !104)
!107 = !DILocation(line: 35, column: 7, scope: !16)
!108 = !DILocation(line: 0, scope: !83, inlinedAt: !109)
!109 = distinct !DILocation(line: 35, column: 23, scope: !104)
!110 = !DILocation(line: 22, column: 8, scope: !83, inlinedAt: !109)
!111 = !DILocation(line: 23, column: 8, scope: !83, inlinedAt: !109)
!112 = !DILocation(line: 35, column: 23, scope: !104)
!113 = !DILocation(line: 36, column: 15, scope: !16)
!114 = !DILocation(line: 37, column: 14, scope: !16)
!115 = !DILocation(line: 37, column: 26, scope: !16)
!116 = !DILocation(line: 38, column: 3, scope: !16)
!117 = !DILocation(line: 39, column: 5, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !1, line: 38, column: 12)
!119 = distinct !DILexicalBlock(scope: !120, file: !1, line: 38, column: 3)
!120 = distinct !DILexicalBlock(scope: !16, file: !1, line: 38, column: 3)
!121 = !DILocation(line: 39, column: 9, scope: !118)
!122 = !DILocation(line: 39, column: 20, scope: !118)
!123 = !DILocation(line: 39, column: 25, scope: !118)
!124 = !DILocation(line: 39, column: 8, scope: !118)
!125 = distinct !{!125, !117, !126, !68, !69}
!126 = !DILocation(line: 39, column: 32, scope: !118)
!127 = !DILocation(line: 40, column: 5, scope: !118)
!128 = !DILocation(line: 40, column: 9, scope: !118)
!129 = !DILocation(line: 40, column: 20, scope: !118)
!130 = !DILocation(line: 40, column: 25, scope: !118)
!131 = !DILocation(line: 40, column: 8, scope: !118)
!132 = distinct !{!132, !127, !133, !68, !69}
!133 = !DILocation(line: 40, column: 32, scope: !118)
!134 = !DILocation(line: 41, column: 11, scope: !135)
!135 = distinct !DILexicalBlock(scope: !118, file: !1, line: 41, column: 9)
!136 = !DILocation(line: 41, column: 9, scope: !118)
!137 = !DILocation(line: 0, scope: !83, inlinedAt: !138)
!138 = distinct !DILocation(line: 43, column: 5, scope: !118)
!139 = !DILocation(line: 22, column: 8, scope: !83, inlinedAt: !138)
!140 = !DILocation(line: 23, column: 8, scope: !83, inlinedAt: !138)
!141 = !DILocation(line: 38, column: 3, scope: !119)
!142 = distinct !{!142, !143, !144, !69}
!143 = !DILocation(line: 38, column: 3, scope: !120)
!144 = !DILocation(line: 44, column: 3, scope: !120)
!145 = !DILocation(line: 45, column: 3, scope: !16)
!146 = !DILocation(line: 46, column: 3, scope: !16)
!147 = !DILocation(line: 47, column: 1, scope: !16)
!148 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 49, type: !149, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{!3, !3, !5}
!151 = !{!152, !153, !154, !155, !156, !158, !160, !161, !163, !164}
!152 = !DILocalVariable(name: "argc", arg: 1, scope: !148, file: !1, line: 49, type: !3)
!153 = !DILocalVariable(name: "argv", arg: 2, scope: !148, file: !1, line: 49, type: !5)
!154 = !DILocalVariable(name: "n", scope: !148, file: !1, line: 51, type: !3)
!155 = !DILocalVariable(name: "a", scope: !148, file: !1, line: 52, type: !19)
!156 = !DILocalVariable(name: "s", scope: !148, file: !1, line: 53, type: !157)
!157 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!158 = !DILocalVariable(name: "i", scope: !159, file: !1, line: 54, type: !3)
!159 = distinct !DILexicalBlock(scope: !148, file: !1, line: 54, column: 3)
!160 = !DILocalVariable(name: "bad", scope: !148, file: !1, line: 59, type: !3)
!161 = !DILocalVariable(name: "i", scope: !162, file: !1, line: 60, type: !3)
!162 = distinct !DILexicalBlock(scope: !148, file: !1, line: 60, column: 3)
!163 = !DILocalVariable(name: "chk", scope: !148, file: !1, line: 65, type: !4)
!164 = !DILocalVariable(name: "i", scope: !165, file: !1, line: 66, type: !3)
!165 = distinct !DILexicalBlock(scope: !148, file: !1, line: 66, column: 3)
!166 = !DILocation(line: 0, scope: !148)
!167 = !DILocation(line: 51, column: 16, scope: !148)
!168 = !DILocation(line: 51, column: 11, scope: !148)
!169 = !DILocation(line: 51, column: 27, scope: !148)
!170 = !{!171, !171, i64 0}
!171 = !{!"any pointer", !53, i64 0}
!172 = !DILocalVariable(name: "__nptr", arg: 1, scope: !173, file: !174, line: 362, type: !177)
!173 = distinct !DISubprogram(name: "atoi", scope: !174, file: !174, line: 362, type: !175, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !179)
!174 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!175 = !DISubroutineType(types: !176)
!176 = !{!3, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!179 = !{!172}
!180 = !DILocation(line: 0, scope: !173, inlinedAt: !181)
!181 = distinct !DILocation(line: 51, column: 22, scope: !148)
!182 = !DILocation(line: 364, column: 16, scope: !173, inlinedAt: !181)
!183 = !DILocation(line: 364, column: 10, scope: !173, inlinedAt: !181)
!184 = !DILocation(line: 52, column: 19, scope: !148)
!185 = !DILocation(line: 52, column: 21, scope: !148)
!186 = !DILocation(line: 52, column: 12, scope: !148)
!187 = !DILocation(line: 0, scope: !159)
!188 = !DILocation(line: 54, column: 21, scope: !189)
!189 = distinct !DILexicalBlock(scope: !159, file: !1, line: 54, column: 3)
!190 = !DILocation(line: 54, column: 3, scope: !159)
!191 = !DILocation(line: 58, column: 28, scope: !148)
!192 = !DILocation(line: 58, column: 3, scope: !148)
!193 = !DILocation(line: 0, scope: !162)
!194 = !DILocation(line: 60, column: 21, scope: !195)
!195 = distinct !DILexicalBlock(scope: !162, file: !1, line: 60, column: 3)
!196 = !DILocation(line: 60, column: 3, scope: !162)
!197 = !DILocation(line: 55, column: 11, scope: !198)
!198 = distinct !DILexicalBlock(scope: !189, file: !1, line: 54, column: 31)
!199 = !DILocation(line: 55, column: 25, scope: !198)
!200 = !DILocation(line: 56, column: 21, scope: !198)
!201 = !DILocation(line: 56, column: 27, scope: !198)
!202 = !DILocation(line: 56, column: 5, scope: !198)
!203 = !DILocation(line: 56, column: 10, scope: !198)
!204 = !DILocation(line: 54, column: 27, scope: !189)
!205 = distinct !{!205, !190, !206, !68, !69}
!206 = !DILocation(line: 57, column: 3, scope: !159)
!207 = !DILocation(line: 61, column: 13, scope: !208)
!208 = distinct !DILexicalBlock(scope: !195, file: !1, line: 61, column: 9)
!209 = !DILocation(line: 61, column: 9, scope: !208)
!210 = !DILocation(line: 61, column: 20, scope: !208)
!211 = !DILocation(line: 61, column: 18, scope: !208)
!212 = !DILocation(line: 61, column: 9, scope: !195)
!213 = !DILocation(line: 60, column: 27, scope: !195)
!214 = distinct !{!214, !196, !215, !68, !69}
!215 = !DILocation(line: 64, column: 5, scope: !162)
!216 = !DILocation(line: 66, column: 21, scope: !217)
!217 = distinct !DILexicalBlock(scope: !165, file: !1, line: 66, column: 3)
!218 = !DILocation(line: 0, scope: !165)
!219 = !DILocation(line: 66, column: 3, scope: !165)
!220 = !DILocation(line: 68, column: 3, scope: !148)
!221 = !DILocation(line: 69, column: 3, scope: !148)
!222 = !DILocation(line: 71, column: 1, scope: !148)
!223 = !DILocation(line: 67, column: 18, scope: !217)
!224 = !DILocation(line: 67, column: 12, scope: !217)
!225 = !DILocation(line: 67, column: 28, scope: !217)
!226 = !DILocation(line: 67, column: 23, scope: !217)
!227 = !DILocation(line: 67, column: 9, scope: !217)
!228 = !DILocation(line: 66, column: 28, scope: !217)
!229 = distinct !{!229, !219, !230, !68, !69}
!230 = !DILocation(line: 67, column: 31, scope: !165)
