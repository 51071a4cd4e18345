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
  br i1 %5, label %12, label %6, !dbg !32

6:                                                ; preds = %3
  %7 = sext i32 %2 to i64
  %8 = getelementptr inbounds i32, i32* %0, i64 %7
  %9 = add nsw i32 %2, 1
  br label %44, !dbg !32

10:                                               ; preds = %96
  %11 = trunc i64 %86 to i32, !dbg !33
  br label %12, !dbg !38

12:                                               ; preds = %10, %3
  %13 = phi i32 [ %1, %3 ], [ %11, %10 ]
  call void @llvm.dbg.value(metadata i32* %0, metadata !43, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %13, metadata !44, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %2, metadata !45, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %13, metadata !46, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !53
  %14 = icmp slt i32 %13, %2, !dbg !38
  br i1 %14, label %15, label %101, !dbg !54

15:                                               ; preds = %12
  %16 = sext i32 %13 to i64, !dbg !54
  %17 = add i32 %13, -1, !dbg !54
  %18 = sext i32 %2 to i64, !dbg !38
  br label %19, !dbg !54

19:                                               ; preds = %38, %15
  %20 = phi i64 [ %16, %15 ], [ %21, %38 ]
  %21 = add nsw i64 %20, 1, !dbg !53
  %22 = getelementptr inbounds i32, i32* %0, i64 %21, !dbg !55
  %23 = load i32, i32* %22, align 4, !dbg !55, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %23, metadata !47, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 %20, metadata !49, metadata !DIExpression()), !dbg !60
  %24 = icmp slt i64 %20, %16, !dbg !61
  %25 = trunc i64 %20 to i32, !dbg !62
  br i1 %24, label %38, label %26, !dbg !62

26:                                               ; preds = %19, %31
  %27 = phi i64 [ %34, %31 ], [ %20, %19 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !49, metadata !DIExpression()), !dbg !60
  %28 = getelementptr inbounds i32, i32* %0, i64 %27, !dbg !63
  %29 = load i32, i32* %28, align 4, !dbg !63, !tbaa !56
  %30 = icmp sgt i32 %29, %23, !dbg !64
  br i1 %30, label %31, label %36, !dbg !65

31:                                               ; preds = %26
  %32 = add nsw i64 %27, 1, !dbg !66
  %33 = getelementptr inbounds i32, i32* %0, i64 %32, !dbg !68
  store i32 %29, i32* %33, align 4, !dbg !69, !tbaa !56
  %34 = add nsw i64 %27, -1, !dbg !70
  call void @llvm.dbg.value(metadata i64 %34, metadata !49, metadata !DIExpression()), !dbg !60
  %35 = icmp sgt i64 %27, %16, !dbg !61
  br i1 %35, label %26, label %38, !dbg !62, !llvm.loop !71

36:                                               ; preds = %26
  %37 = trunc i64 %27 to i32, !dbg !65
  br label %38, !dbg !74

38:                                               ; preds = %31, %36, %19
  %39 = phi i32 [ %25, %19 ], [ %37, %36 ], [ %17, %31 ], !dbg !60
  %40 = add nsw i32 %39, 1, !dbg !74
  %41 = sext i32 %40 to i64, !dbg !75
  %42 = getelementptr inbounds i32, i32* %0, i64 %41, !dbg !75
  store i32 %23, i32* %42, align 4, !dbg !76, !tbaa !56
  call void @llvm.dbg.value(metadata i64 %21, metadata !46, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !53
  %43 = icmp eq i64 %21, %18, !dbg !38
  br i1 %43, label %101, label %19, !dbg !54, !llvm.loop !77

44:                                               ; preds = %6, %96
  %45 = phi i32 [ %4, %6 ], [ %99, %96 ]
  %46 = phi i32 [ %1, %6 ], [ %97, %96 ]
  call void @llvm.dbg.value(metadata i32 %46, metadata !22, metadata !DIExpression()), !dbg !28
  %47 = lshr i32 %45, 1, !dbg !79
  %48 = add nsw i32 %47, %46, !dbg !80
  call void @llvm.dbg.value(metadata i32 %48, metadata !24, metadata !DIExpression()), !dbg !28
  %49 = sext i32 %48 to i64, !dbg !81
  %50 = getelementptr inbounds i32, i32* %0, i64 %49, !dbg !81
  %51 = load i32, i32* %50, align 4, !dbg !81, !tbaa !56
  %52 = sext i32 %46 to i64, !dbg !83
  %53 = getelementptr inbounds i32, i32* %0, i64 %52, !dbg !83
  %54 = load i32, i32* %53, align 4, !dbg !83, !tbaa !56
  %55 = icmp slt i32 %51, %54, !dbg !84
  br i1 %55, label %56, label %57, !dbg !85

56:                                               ; preds = %44
  call void @llvm.dbg.value(metadata i32* %0, metadata !86, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %48, metadata !89, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %46, metadata !90, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %51, metadata !91, metadata !DIExpression()), !dbg !92
  store i32 %54, i32* %50, align 4, !dbg !94, !tbaa !56
  store i32 %51, i32* %53, align 4, !dbg !95, !tbaa !56
  br label %57, !dbg !96

57:                                               ; preds = %56, %44
  %58 = phi i32 [ %51, %56 ], [ %54, %44 ], !dbg !97
  %59 = load i32, i32* %8, align 4, !dbg !99, !tbaa !56
  %60 = icmp slt i32 %59, %58, !dbg !100
  br i1 %60, label %61, label %63, !dbg !101

61:                                               ; preds = %57
  call void @llvm.dbg.value(metadata i32* %0, metadata !86, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 %2, metadata !89, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 %46, metadata !90, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 %59, metadata !91, metadata !DIExpression()), !dbg !102
  store i32 %58, i32* %8, align 4, !dbg !104, !tbaa !56
  store i32 %59, i32* %53, align 4, !dbg !105, !tbaa !56
  %62 = load i32, i32* %8, align 4, !dbg !106, !tbaa !56
  br label %63, !dbg !108

63:                                               ; preds = %61, %57
  %64 = phi i32 [ %62, %61 ], [ %59, %57 ], !dbg !106
  %65 = load i32, i32* %50, align 4, !dbg !109, !tbaa !56
  %66 = icmp slt i32 %64, %65, !dbg !110
  br i1 %66, label %67, label %68, !dbg !111

67:                                               ; preds = %63
  call void @llvm.dbg.value(metadata i32* %0, metadata !86, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %2, metadata !89, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %48, metadata !90, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %64, metadata !91, metadata !DIExpression()), !dbg !112
  store i32 %65, i32* %8, align 4, !dbg !114, !tbaa !56
  store i32 %64, i32* %50, align 4, !dbg !115, !tbaa !56
  br label %68, !dbg !116

68:                                               ; preds = %67, %63
  %69 = phi i32 [ %64, %67 ], [ %65, %63 ], !dbg !117
  call void @llvm.dbg.value(metadata i32 %69, metadata !25, metadata !DIExpression()), !dbg !28
  %70 = add nsw i32 %46, -1, !dbg !118
  call void @llvm.dbg.value(metadata i32 %70, metadata !26, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %9, metadata !27, metadata !DIExpression()), !dbg !28
  br label %71, !dbg !119

71:                                               ; preds = %94, %68
  %72 = phi i32 [ %70, %68 ], [ %83, %94 ], !dbg !28
  %73 = phi i32 [ %9, %68 ], [ %92, %94 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %73, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %72, metadata !26, metadata !DIExpression()), !dbg !28
  %74 = sext i32 %72 to i64, !dbg !120
  br label %75, !dbg !120

75:                                               ; preds = %75, %71
  %76 = phi i64 [ %77, %75 ], [ %74, %71 ], !dbg !28
  call void @llvm.dbg.value(metadata i64 %76, metadata !26, metadata !DIExpression()), !dbg !28
  %77 = add nsw i64 %76, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %77, metadata !26, metadata !DIExpression()), !dbg !28
  %78 = getelementptr inbounds i32, i32* %0, i64 %77, !dbg !122
  %79 = load i32, i32* %78, align 4, !dbg !122, !tbaa !56
  %80 = icmp slt i32 %79, %69, !dbg !123
  br i1 %80, label %75, label %81, !dbg !124, !llvm.loop !125

81:                                               ; preds = %75
  %82 = getelementptr inbounds i32, i32* %0, i64 %77, !dbg !122
  %83 = trunc i64 %77 to i32, !dbg !122
  %84 = sext i32 %73 to i64, !dbg !127
  br label %85, !dbg !127

85:                                               ; preds = %81, %85
  %86 = phi i64 [ %84, %81 ], [ %87, %85 ], !dbg !28
  call void @llvm.dbg.value(metadata i64 %86, metadata !27, metadata !DIExpression()), !dbg !28
  %87 = add i64 %86, -1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %87, metadata !27, metadata !DIExpression()), !dbg !28
  %88 = getelementptr inbounds i32, i32* %0, i64 %87, !dbg !129
  %89 = load i32, i32* %88, align 4, !dbg !129, !tbaa !56
  %90 = icmp sgt i32 %89, %69, !dbg !130
  br i1 %90, label %85, label %91, !dbg !131, !llvm.loop !132

91:                                               ; preds = %85
  %92 = trunc i64 %87 to i32, !dbg !33
  %93 = icmp slt i32 %83, %92, !dbg !33
  br i1 %93, label %94, label %96, !dbg !134

94:                                               ; preds = %91
  %95 = getelementptr inbounds i32, i32* %0, i64 %87, !dbg !129
  call void @llvm.dbg.value(metadata i32* %0, metadata !86, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 %83, metadata !89, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 %92, metadata !90, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 %79, metadata !91, metadata !DIExpression()), !dbg !135
  store i32 %89, i32* %82, align 4, !dbg !137, !tbaa !56
  store i32 %79, i32* %95, align 4, !dbg !138, !tbaa !56
  br label %71, !dbg !139, !llvm.loop !140

96:                                               ; preds = %91
  %97 = trunc i64 %86 to i32, !dbg !33
  %98 = trunc i64 %87 to i32, !dbg !33
  tail call void @kernel_quicksort(i32* noundef nonnull %0, i32 noundef %46, i32 noundef %98), !dbg !143
  call void @llvm.dbg.value(metadata i32* %0, metadata !21, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %97, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %2, metadata !23, metadata !DIExpression()), !dbg !28
  %99 = sub nsw i32 %2, %97, !dbg !29
  %100 = icmp slt i32 %99, 12, !dbg !31
  br i1 %100, label %10, label %44, !dbg !32

101:                                              ; preds = %38, %12
  ret void, !dbg !144
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !145 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !149, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i8** %1, metadata !150, metadata !DIExpression()), !dbg !163
  %3 = icmp sgt i32 %0, 1, !dbg !164
  br i1 %3, label %4, label %9, !dbg !165

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !166
  %6 = load i8*, i8** %5, align 8, !dbg !166, !tbaa !167
  call void @llvm.dbg.value(metadata i8* %6, metadata !169, metadata !DIExpression()) #7, !dbg !177
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !179
  %8 = trunc i64 %7 to i32, !dbg !180
  br label %9, !dbg !165

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 20000, %2 ], !dbg !165
  call void @llvm.dbg.value(metadata i32 %10, metadata !151, metadata !DIExpression()), !dbg !163
  %11 = sext i32 %10 to i64, !dbg !181
  %12 = shl nsw i64 %11, 2, !dbg !182
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !183
  %14 = bitcast i8* %13 to i32*, !dbg !183
  call void @llvm.dbg.value(metadata i32* %14, metadata !152, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 2024, metadata !153, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 0, metadata !155, metadata !DIExpression()), !dbg !184
  %15 = icmp sgt i32 %10, 0, !dbg !185
  br i1 %15, label %18, label %16, !dbg !187

16:                                               ; preds = %9
  %17 = add nsw i32 %10, -1, !dbg !188
  tail call void @kernel_quicksort(i32* noundef %14, i32 noundef 0, i32 noundef %17), !dbg !189
  call void @llvm.dbg.value(metadata i32 1, metadata !158, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 %71, metadata !157, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i64 0, metadata !160, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 0, metadata !161, metadata !DIExpression()), !dbg !191
  br label %98, !dbg !192

18:                                               ; preds = %9
  %19 = zext i32 %10 to i64, !dbg !185
  %20 = and i64 %19, 1, !dbg !187
  %21 = icmp eq i32 %10, 1, !dbg !187
  br i1 %21, label %29, label %22, !dbg !187

22:                                               ; preds = %18
  %23 = and i64 %19, 4294967294, !dbg !187
  br label %41, !dbg !187

24:                                               ; preds = %41
  %25 = mul i32 %52, 1103515245, !dbg !187
  %26 = add i32 %25, 12345, !dbg !187
  %27 = lshr i32 %26, 8, !dbg !187
  %28 = urem i32 %27, 100000, !dbg !187
  br label %29, !dbg !187

29:                                               ; preds = %24, %18
  %30 = phi i64 [ 0, %18 ], [ %56, %24 ]
  %31 = phi i32 [ 15134, %18 ], [ %28, %24 ]
  %32 = icmp eq i64 %20, 0, !dbg !187
  br i1 %32, label %35, label %33, !dbg !187

33:                                               ; preds = %29
  call void @llvm.dbg.value(metadata i64 %30, metadata !155, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 undef, metadata !153, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 undef, metadata !153, metadata !DIExpression()), !dbg !163
  %34 = getelementptr inbounds i32, i32* %14, i64 %30, !dbg !193
  store i32 %31, i32* %34, align 4, !dbg !195, !tbaa !56
  call void @llvm.dbg.value(metadata i64 %30, metadata !155, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !184
  br label %35, !dbg !188

35:                                               ; preds = %29, %33
  %36 = add nsw i32 %10, -1, !dbg !188
  tail call void @kernel_quicksort(i32* noundef nonnull %14, i32 noundef 0, i32 noundef %36), !dbg !189
  call void @llvm.dbg.value(metadata i32 -1, metadata !157, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 1, metadata !158, metadata !DIExpression()), !dbg !190
  %37 = icmp sgt i32 %10, 1, !dbg !196
  br i1 %37, label %38, label %70, !dbg !198

38:                                               ; preds = %35
  %39 = zext i32 %10 to i64, !dbg !196
  %40 = load i32, i32* %14, align 4, !dbg !199, !tbaa !56
  br label %59, !dbg !198

41:                                               ; preds = %41, %22
  %42 = phi i64 [ 0, %22 ], [ %56, %41 ]
  %43 = phi i32 [ 2024, %22 ], [ %52, %41 ]
  %44 = phi i64 [ 0, %22 ], [ %57, %41 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !155, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 %43, metadata !153, metadata !DIExpression()), !dbg !163
  %45 = mul i32 %43, 1103515245, !dbg !201
  %46 = add i32 %45, 12345, !dbg !202
  call void @llvm.dbg.value(metadata i32 %46, metadata !153, metadata !DIExpression()), !dbg !163
  %47 = lshr i32 %46, 8, !dbg !203
  %48 = urem i32 %47, 100000, !dbg !204
  %49 = getelementptr inbounds i32, i32* %14, i64 %42, !dbg !193
  store i32 %48, i32* %49, align 4, !dbg !195, !tbaa !56
  %50 = or i64 %42, 1, !dbg !205
  call void @llvm.dbg.value(metadata i64 %50, metadata !155, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %50, metadata !155, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 %46, metadata !153, metadata !DIExpression()), !dbg !163
  %51 = mul i32 %46, 1103515245, !dbg !201
  %52 = add i32 %51, 12345, !dbg !202
  call void @llvm.dbg.value(metadata i32 %52, metadata !153, metadata !DIExpression()), !dbg !163
  %53 = lshr i32 %52, 8, !dbg !203
  %54 = urem i32 %53, 100000, !dbg !204
  %55 = getelementptr inbounds i32, i32* %14, i64 %50, !dbg !193
  store i32 %54, i32* %55, align 4, !dbg !195, !tbaa !56
  %56 = add nuw nsw i64 %42, 2, !dbg !205
  call void @llvm.dbg.value(metadata i64 %56, metadata !155, metadata !DIExpression()), !dbg !184
  %57 = add i64 %44, 2, !dbg !187
  %58 = icmp eq i64 %57, %23, !dbg !187
  br i1 %58, label %24, label %41, !dbg !187, !llvm.loop !206

59:                                               ; preds = %38, %65
  %60 = phi i32 [ %40, %38 ], [ %63, %65 ], !dbg !199
  %61 = phi i64 [ 1, %38 ], [ %66, %65 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !158, metadata !DIExpression()), !dbg !190
  %62 = getelementptr inbounds i32, i32* %14, i64 %61, !dbg !208
  %63 = load i32, i32* %62, align 4, !dbg !208, !tbaa !56
  %64 = icmp sgt i32 %60, %63, !dbg !209
  br i1 %64, label %68, label %65, !dbg !210

65:                                               ; preds = %59
  %66 = add nuw nsw i64 %61, 1, !dbg !211
  call void @llvm.dbg.value(metadata i64 %66, metadata !158, metadata !DIExpression()), !dbg !190
  %67 = icmp eq i64 %66, %39, !dbg !196
  br i1 %67, label %70, label %59, !dbg !198, !llvm.loop !212

68:                                               ; preds = %59
  %69 = trunc i64 %61 to i32, !dbg !210
  br label %70, !dbg !192

70:                                               ; preds = %65, %68, %35
  %71 = phi i32 [ -1, %35 ], [ %69, %68 ], [ -1, %65 ], !dbg !163
  call void @llvm.dbg.value(metadata i32 %71, metadata !157, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i64 0, metadata !160, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 0, metadata !161, metadata !DIExpression()), !dbg !191
  br i1 %15, label %72, label %98, !dbg !192

72:                                               ; preds = %70
  %73 = add nsw i64 %11, -1, !dbg !192
  %74 = udiv i64 %73, 97, !dbg !192
  %75 = add nuw nsw i64 %74, 1, !dbg !192
  %76 = and i64 %75, 3, !dbg !192
  %77 = icmp ult i64 %73, 291, !dbg !192
  br i1 %77, label %80, label %78, !dbg !192

78:                                               ; preds = %72
  %79 = and i64 %75, 576460752303423484, !dbg !192
  br label %102, !dbg !192

80:                                               ; preds = %102, %72
  %81 = phi i64 [ undef, %72 ], [ %132, %102 ]
  %82 = phi i64 [ 0, %72 ], [ %133, %102 ]
  %83 = phi i64 [ 0, %72 ], [ %132, %102 ]
  %84 = icmp eq i64 %76, 0, !dbg !192
  br i1 %84, label %98, label %85, !dbg !192

85:                                               ; preds = %80, %85
  %86 = phi i64 [ %95, %85 ], [ %82, %80 ]
  %87 = phi i64 [ %94, %85 ], [ %83, %80 ]
  %88 = phi i64 [ %96, %85 ], [ 0, %80 ]
  call void @llvm.dbg.value(metadata i64 %86, metadata !161, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i64 %87, metadata !160, metadata !DIExpression()), !dbg !163
  %89 = getelementptr inbounds i32, i32* %14, i64 %86, !dbg !214
  %90 = load i32, i32* %89, align 4, !dbg !214, !tbaa !56
  %91 = sext i32 %90 to i64, !dbg !216
  %92 = add nuw nsw i64 %86, 1, !dbg !217
  %93 = mul nsw i64 %92, %91, !dbg !218
  %94 = add nsw i64 %93, %87, !dbg !219
  call void @llvm.dbg.value(metadata i64 %94, metadata !160, metadata !DIExpression()), !dbg !163
  %95 = add nuw nsw i64 %86, 97, !dbg !220
  call void @llvm.dbg.value(metadata i64 %95, metadata !161, metadata !DIExpression()), !dbg !191
  %96 = add i64 %88, 1, !dbg !192
  %97 = icmp eq i64 %96, %76, !dbg !192
  br i1 %97, label %98, label %85, !dbg !192, !llvm.loop !221

98:                                               ; preds = %80, %85, %16, %70
  %99 = phi i32 [ %71, %70 ], [ -1, %16 ], [ %71, %85 ], [ %71, %80 ]
  %100 = phi i64 [ 0, %70 ], [ 0, %16 ], [ %81, %80 ], [ %94, %85 ], !dbg !163
  %101 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %99, i64 noundef %100), !dbg !223
  tail call void @free(i8* noundef %13) #7, !dbg !224
  ret i32 0, !dbg !225

102:                                              ; preds = %102, %78
  %103 = phi i64 [ 0, %78 ], [ %133, %102 ]
  %104 = phi i64 [ 0, %78 ], [ %132, %102 ]
  %105 = phi i64 [ 0, %78 ], [ %134, %102 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !161, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i64 %104, metadata !160, metadata !DIExpression()), !dbg !163
  %106 = getelementptr inbounds i32, i32* %14, i64 %103, !dbg !214
  %107 = load i32, i32* %106, align 4, !dbg !214, !tbaa !56
  %108 = sext i32 %107 to i64, !dbg !216
  %109 = or i64 %103, 1, !dbg !217
  %110 = mul nsw i64 %109, %108, !dbg !218
  %111 = add nsw i64 %110, %104, !dbg !219
  call void @llvm.dbg.value(metadata i64 %111, metadata !160, metadata !DIExpression()), !dbg !163
  %112 = add nuw nsw i64 %103, 97, !dbg !220
  call void @llvm.dbg.value(metadata i64 %112, metadata !161, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i64 %112, metadata !161, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i64 %111, metadata !160, metadata !DIExpression()), !dbg !163
  %113 = getelementptr inbounds i32, i32* %14, i64 %112, !dbg !214
  %114 = load i32, i32* %113, align 4, !dbg !214, !tbaa !56
  %115 = sext i32 %114 to i64, !dbg !216
  %116 = add nuw nsw i64 %103, 98, !dbg !217
  %117 = mul nsw i64 %116, %115, !dbg !218
  %118 = add nsw i64 %117, %111, !dbg !219
  call void @llvm.dbg.value(metadata i64 %118, metadata !160, metadata !DIExpression()), !dbg !163
  %119 = add nuw nsw i64 %103, 194, !dbg !220
  call void @llvm.dbg.value(metadata i64 %119, metadata !161, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i64 %119, metadata !161, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i64 %118, metadata !160, metadata !DIExpression()), !dbg !163
  %120 = getelementptr inbounds i32, i32* %14, i64 %119, !dbg !214
  %121 = load i32, i32* %120, align 4, !dbg !214, !tbaa !56
  %122 = sext i32 %121 to i64, !dbg !216
  %123 = add nuw nsw i64 %103, 195, !dbg !217
  %124 = mul nsw i64 %123, %122, !dbg !218
  %125 = add nsw i64 %124, %118, !dbg !219
  call void @llvm.dbg.value(metadata i64 %125, metadata !160, metadata !DIExpression()), !dbg !163
  %126 = add nuw nsw i64 %103, 291, !dbg !220
  call void @llvm.dbg.value(metadata i64 %126, metadata !161, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i64 %126, metadata !161, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i64 %125, metadata !160, metadata !DIExpression()), !dbg !163
  %127 = getelementptr inbounds i32, i32* %14, i64 %126, !dbg !214
  %128 = load i32, i32* %127, align 4, !dbg !214, !tbaa !56
  %129 = sext i32 %128 to i64, !dbg !216
  %130 = add nuw nsw i64 %103, 292, !dbg !217
  %131 = mul nsw i64 %130, %129, !dbg !218
  %132 = add nsw i64 %131, %125, !dbg !219
  call void @llvm.dbg.value(metadata i64 %132, metadata !160, metadata !DIExpression()), !dbg !163
  %133 = add nuw nsw i64 %103, 388, !dbg !220
  call void @llvm.dbg.value(metadata i64 %133, metadata !161, metadata !DIExpression()), !dbg !191
  %134 = add i64 %105, 4, !dbg !192
  %135 = icmp eq i64 %134, %79, !dbg !192
  br i1 %135, label %80, label %102, !dbg !192, !llvm.loop !226
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
!33 = !DILocation(line: 41, column: 11, scope: !34)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 41, column: 9)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 38, column: 12)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 38, column: 3)
!37 = distinct !DILexicalBlock(scope: !16, file: !1, line: 38, column: 3)
!38 = !DILocation(line: 9, column: 26, scope: !39, inlinedAt: !50)
!39 = distinct !DILexicalBlock(scope: !40, file: !1, line: 9, column: 3)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 9, column: 3)
!41 = distinct !DISubprogram(name: "insertion", scope: !1, file: !1, line: 7, type: !17, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !42)
!42 = !{!43, !44, !45, !46, !47, !49}
!43 = !DILocalVariable(name: "a", arg: 1, scope: !41, file: !1, line: 7, type: !19)
!44 = !DILocalVariable(name: "lo", arg: 2, scope: !41, file: !1, line: 7, type: !3)
!45 = !DILocalVariable(name: "hi", arg: 3, scope: !41, file: !1, line: 7, type: !3)
!46 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 9, type: !3)
!47 = !DILocalVariable(name: "v", scope: !48, file: !1, line: 10, type: !3)
!48 = distinct !DILexicalBlock(scope: !39, file: !1, line: 9, column: 38)
!49 = !DILocalVariable(name: "j", scope: !48, file: !1, line: 10, type: !3)
!50 = distinct !DILocation(line: 29, column: 5, scope: !51)
!51 = distinct !DILexicalBlock(scope: !30, file: !1, line: 28, column: 21)
!52 = !DILocation(line: 0, scope: !41, inlinedAt: !50)
!53 = !DILocation(line: 0, scope: !40, inlinedAt: !50)
!54 = !DILocation(line: 9, column: 3, scope: !40, inlinedAt: !50)
!55 = !DILocation(line: 10, column: 13, scope: !48, inlinedAt: !50)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 0, scope: !48, inlinedAt: !50)
!61 = !DILocation(line: 11, column: 14, scope: !48, inlinedAt: !50)
!62 = !DILocation(line: 11, column: 20, scope: !48, inlinedAt: !50)
!63 = !DILocation(line: 11, column: 23, scope: !48, inlinedAt: !50)
!64 = !DILocation(line: 11, column: 28, scope: !48, inlinedAt: !50)
!65 = !DILocation(line: 11, column: 5, scope: !48, inlinedAt: !50)
!66 = !DILocation(line: 12, column: 11, scope: !67, inlinedAt: !50)
!67 = distinct !DILexicalBlock(scope: !48, file: !1, line: 11, column: 33)
!68 = !DILocation(line: 12, column: 7, scope: !67, inlinedAt: !50)
!69 = !DILocation(line: 12, column: 16, scope: !67, inlinedAt: !50)
!70 = !DILocation(line: 13, column: 8, scope: !67, inlinedAt: !50)
!71 = distinct !{!71, !65, !72, !73}
!72 = !DILocation(line: 14, column: 5, scope: !48, inlinedAt: !50)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 15, column: 9, scope: !48, inlinedAt: !50)
!75 = !DILocation(line: 15, column: 5, scope: !48, inlinedAt: !50)
!76 = !DILocation(line: 15, column: 14, scope: !48, inlinedAt: !50)
!77 = distinct !{!77, !54, !78, !73}
!78 = !DILocation(line: 16, column: 3, scope: !40, inlinedAt: !50)
!79 = !DILocation(line: 32, column: 28, scope: !16)
!80 = !DILocation(line: 32, column: 16, scope: !16)
!81 = !DILocation(line: 33, column: 7, scope: !82)
!82 = distinct !DILexicalBlock(scope: !16, file: !1, line: 33, column: 7)
!83 = !DILocation(line: 33, column: 16, scope: !82)
!84 = !DILocation(line: 33, column: 14, scope: !82)
!85 = !DILocation(line: 33, column: 7, scope: !16)
!86 = !DILocalVariable(name: "a", arg: 1, scope: !87, file: !1, line: 19, type: !19)
!87 = distinct !DISubprogram(name: "swap", scope: !1, file: !1, line: 19, type: !17, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !88)
!88 = !{!86, !89, !90, !91}
!89 = !DILocalVariable(name: "i", arg: 2, scope: !87, file: !1, line: 19, type: !3)
!90 = !DILocalVariable(name: "j", arg: 3, scope: !87, file: !1, line: 19, type: !3)
!91 = !DILocalVariable(name: "t", scope: !87, file: !1, line: 21, type: !3)
!92 = !DILocation(line: 0, scope: !87, inlinedAt: !93)
!93 = distinct !DILocation(line: 33, column: 23, scope: !82)
!94 = !DILocation(line: 22, column: 8, scope: !87, inlinedAt: !93)
!95 = !DILocation(line: 23, column: 8, scope: !87, inlinedAt: !93)
!96 = !DILocation(line: 33, column: 23, scope: !82)
!97 = !DILocation(line: 34, column: 15, scope: !98)
!98 = distinct !DILexicalBlock(scope: !16, file: !1, line: 34, column: 7)
!99 = !DILocation(line: 34, column: 7, scope: !98)
!100 = !DILocation(line: 34, column: 13, scope: !98)
!101 = !DILocation(line: 34, column: 7, scope: !16)
!102 = !DILocation(line: 0, scope: !87, inlinedAt: !103)
!103 = distinct !DILocation(line: 34, column: 22, scope: !98)
!104 = !DILocation(line: 22, column: 8, scope: !87, inlinedAt: !103)
!105 = !DILocation(line: 23, column: 8, scope: !87, inlinedAt: !103)
!106 = !DILocation(line: 35, column: 7, scope: !107)
!107 = distinct !DILexicalBlock(scope: !16, file: !1, line: 35, column: 7)
!108 = !DILocation(line: 34, column: 22, scope: !98)
!109 = !DILocation(line: 35, column: 15, scope: !107)
!110 = !DILocation(line: 35, column: 13, scope: !107)
!111 = !DILocation(line: 35, column: 7, scope: !16)
!112 = !DILocation(line: 0, scope: !87, inlinedAt: !113)
!113 = distinct !DILocation(line: 35, column: 23, scope: !107)
!114 = !DILocation(line: 22, column: 8, scope: !87, inlinedAt: !113)
!115 = !DILocation(line: 23, column: 8, scope: !87, inlinedAt: !113)
!116 = !DILocation(line: 35, column: 23, scope: !107)
!117 = !DILocation(line: 36, column: 15, scope: !16)
!118 = !DILocation(line: 37, column: 14, scope: !16)
!119 = !DILocation(line: 38, column: 3, scope: !16)
!120 = !DILocation(line: 39, column: 5, scope: !35)
!121 = !DILocation(line: 39, column: 9, scope: !35)
!122 = !DILocation(line: 39, column: 20, scope: !35)
!123 = !DILocation(line: 39, column: 25, scope: !35)
!124 = !DILocation(line: 39, column: 8, scope: !35)
!125 = distinct !{!125, !120, !126, !73}
!126 = !DILocation(line: 39, column: 32, scope: !35)
!127 = !DILocation(line: 40, column: 5, scope: !35)
!128 = !DILocation(line: 40, column: 9, scope: !35)
!129 = !DILocation(line: 40, column: 20, scope: !35)
!130 = !DILocation(line: 40, column: 25, scope: !35)
!131 = !DILocation(line: 40, column: 8, scope: !35)
!132 = distinct !{!132, !127, !133, !73}
!133 = !DILocation(line: 40, column: 32, scope: !35)
!134 = !DILocation(line: 41, column: 9, scope: !35)
!135 = !DILocation(line: 0, scope: !87, inlinedAt: !136)
!136 = distinct !DILocation(line: 43, column: 5, scope: !35)
!137 = !DILocation(line: 22, column: 8, scope: !87, inlinedAt: !136)
!138 = !DILocation(line: 23, column: 8, scope: !87, inlinedAt: !136)
!139 = !DILocation(line: 38, column: 3, scope: !36)
!140 = distinct !{!140, !141, !142}
!141 = !DILocation(line: 38, column: 3, scope: !37)
!142 = !DILocation(line: 44, column: 3, scope: !37)
!143 = !DILocation(line: 45, column: 3, scope: !16)
!144 = !DILocation(line: 47, column: 1, scope: !16)
!145 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 49, type: !146, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!3, !3, !5}
!148 = !{!149, !150, !151, !152, !153, !155, !157, !158, !160, !161}
!149 = !DILocalVariable(name: "argc", arg: 1, scope: !145, file: !1, line: 49, type: !3)
!150 = !DILocalVariable(name: "argv", arg: 2, scope: !145, file: !1, line: 49, type: !5)
!151 = !DILocalVariable(name: "n", scope: !145, file: !1, line: 51, type: !3)
!152 = !DILocalVariable(name: "a", scope: !145, file: !1, line: 52, type: !19)
!153 = !DILocalVariable(name: "s", scope: !145, file: !1, line: 53, type: !154)
!154 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!155 = !DILocalVariable(name: "i", scope: !156, file: !1, line: 54, type: !3)
!156 = distinct !DILexicalBlock(scope: !145, file: !1, line: 54, column: 3)
!157 = !DILocalVariable(name: "bad", scope: !145, file: !1, line: 59, type: !3)
!158 = !DILocalVariable(name: "i", scope: !159, file: !1, line: 60, type: !3)
!159 = distinct !DILexicalBlock(scope: !145, file: !1, line: 60, column: 3)
!160 = !DILocalVariable(name: "chk", scope: !145, file: !1, line: 65, type: !4)
!161 = !DILocalVariable(name: "i", scope: !162, file: !1, line: 66, type: !3)
!162 = distinct !DILexicalBlock(scope: !145, file: !1, line: 66, column: 3)
!163 = !DILocation(line: 0, scope: !145)
!164 = !DILocation(line: 51, column: 16, scope: !145)
!165 = !DILocation(line: 51, column: 11, scope: !145)
!166 = !DILocation(line: 51, column: 27, scope: !145)
!167 = !{!168, !168, i64 0}
!168 = !{!"any pointer", !58, i64 0}
!169 = !DILocalVariable(name: "__nptr", arg: 1, scope: !170, file: !171, line: 362, type: !174)
!170 = distinct !DISubprogram(name: "atoi", scope: !171, file: !171, line: 362, type: !172, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !176)
!171 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!172 = !DISubroutineType(types: !173)
!173 = !{!3, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!176 = !{!169}
!177 = !DILocation(line: 0, scope: !170, inlinedAt: !178)
!178 = distinct !DILocation(line: 51, column: 22, scope: !145)
!179 = !DILocation(line: 364, column: 16, scope: !170, inlinedAt: !178)
!180 = !DILocation(line: 364, column: 10, scope: !170, inlinedAt: !178)
!181 = !DILocation(line: 52, column: 19, scope: !145)
!182 = !DILocation(line: 52, column: 21, scope: !145)
!183 = !DILocation(line: 52, column: 12, scope: !145)
!184 = !DILocation(line: 0, scope: !156)
!185 = !DILocation(line: 54, column: 21, scope: !186)
!186 = distinct !DILexicalBlock(scope: !156, file: !1, line: 54, column: 3)
!187 = !DILocation(line: 54, column: 3, scope: !156)
!188 = !DILocation(line: 58, column: 28, scope: !145)
!189 = !DILocation(line: 58, column: 3, scope: !145)
!190 = !DILocation(line: 0, scope: !159)
!191 = !DILocation(line: 0, scope: !162)
!192 = !DILocation(line: 66, column: 3, scope: !162)
!193 = !DILocation(line: 56, column: 5, scope: !194)
!194 = distinct !DILexicalBlock(scope: !186, file: !1, line: 54, column: 31)
!195 = !DILocation(line: 56, column: 10, scope: !194)
!196 = !DILocation(line: 60, column: 21, scope: !197)
!197 = distinct !DILexicalBlock(scope: !159, file: !1, line: 60, column: 3)
!198 = !DILocation(line: 60, column: 3, scope: !159)
!199 = !DILocation(line: 61, column: 9, scope: !200)
!200 = distinct !DILexicalBlock(scope: !197, file: !1, line: 61, column: 9)
!201 = !DILocation(line: 55, column: 11, scope: !194)
!202 = !DILocation(line: 55, column: 25, scope: !194)
!203 = !DILocation(line: 56, column: 21, scope: !194)
!204 = !DILocation(line: 56, column: 27, scope: !194)
!205 = !DILocation(line: 54, column: 27, scope: !186)
!206 = distinct !{!206, !187, !207, !73}
!207 = !DILocation(line: 57, column: 3, scope: !156)
!208 = !DILocation(line: 61, column: 20, scope: !200)
!209 = !DILocation(line: 61, column: 18, scope: !200)
!210 = !DILocation(line: 61, column: 9, scope: !197)
!211 = !DILocation(line: 60, column: 27, scope: !197)
!212 = distinct !{!212, !198, !213, !73}
!213 = !DILocation(line: 64, column: 5, scope: !159)
!214 = !DILocation(line: 67, column: 18, scope: !215)
!215 = distinct !DILexicalBlock(scope: !162, file: !1, line: 66, column: 3)
!216 = !DILocation(line: 67, column: 12, scope: !215)
!217 = !DILocation(line: 67, column: 28, scope: !215)
!218 = !DILocation(line: 67, column: 23, scope: !215)
!219 = !DILocation(line: 67, column: 9, scope: !215)
!220 = !DILocation(line: 66, column: 28, scope: !215)
!221 = distinct !{!221, !222}
!222 = !{!"llvm.loop.unroll.disable"}
!223 = !DILocation(line: 68, column: 3, scope: !145)
!224 = !DILocation(line: 69, column: 3, scope: !145)
!225 = !DILocation(line: 71, column: 1, scope: !145)
!226 = distinct !{!226, !192, !227, !73}
!227 = !DILocation(line: 67, column: 31, scope: !162)
