; ModuleID = 'tiled_transpose.c'
source_filename = "tiled_transpose.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.3f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kernel_transpose(i32 noundef %0, i32 noundef %1, i32 noundef %2, float* nocapture noundef readonly %3, float* nocapture noundef writeonly %4) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %1, metadata !24, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %2, metadata !25, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata float* %3, metadata !26, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata float* %4, metadata !27, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !43
  %6 = icmp sgt i32 %0, 0, !dbg !44
  br i1 %6, label %7, label %21, !dbg !45

7:                                                ; preds = %5
  %8 = icmp sgt i32 %1, 0
  %9 = sext i32 %2 to i64, !dbg !45
  %10 = sext i32 %0 to i64, !dbg !45
  %11 = sext i32 %1 to i64, !dbg !45
  br label %12, !dbg !45

12:                                               ; preds = %7, %24
  %13 = phi i64 [ 0, %7 ], [ %25, %24 ]
  %14 = trunc i64 %13 to i32
  call void @llvm.dbg.value(metadata i32 %14, metadata !28, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !46
  br i1 %8, label %15, label %24, !dbg !47

15:                                               ; preds = %12
  %16 = add nsw i32 %14, %2
  %17 = icmp slt i32 %16, %0
  %18 = select i1 %17, i32 %16, i32 %0
  %19 = icmp sgt i32 %18, %14
  %20 = sext i32 %18 to i64, !dbg !47
  br label %28, !dbg !47

21:                                               ; preds = %24, %5
  ret void, !dbg !48

22:                                               ; preds = %42, %28
  call void @llvm.dbg.value(metadata i32 %31, metadata !30, metadata !DIExpression()), !dbg !46
  %23 = icmp slt i32 %31, %1, !dbg !49
  br i1 %23, label %28, label %24, !dbg !47, !llvm.loop !50

24:                                               ; preds = %22, %12
  %25 = add nsw i64 %13, %9, !dbg !45
  %26 = trunc i64 %25 to i32, !dbg !54
  call void @llvm.dbg.value(metadata i32 %26, metadata !28, metadata !DIExpression()), !dbg !43
  %27 = icmp slt i32 %26, %0, !dbg !44
  br i1 %27, label %12, label %21, !dbg !45, !llvm.loop !55

28:                                               ; preds = %15, %22
  %29 = phi i64 [ 0, %15 ], [ %30, %22 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !30, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !46
  call void @llvm.dbg.value(metadata i32 %16, metadata !57, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32 %0, metadata !62, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32 %18, metadata !33, metadata !DIExpression()), !dbg !65
  %30 = add i64 %29, %9, !dbg !47
  %31 = trunc i64 %30 to i32, !dbg !66
  call void @llvm.dbg.value(metadata i32 %31, metadata !57, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 %1, metadata !62, metadata !DIExpression()), !dbg !67
  %32 = icmp slt i32 %31, %1, !dbg !69
  %33 = select i1 %32, i32 %31, i32 %1, !dbg !70
  call void @llvm.dbg.value(metadata i32 %33, metadata !36, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i32 %14, metadata !37, metadata !DIExpression()), !dbg !71
  br i1 %19, label %34, label %22, !dbg !72

34:                                               ; preds = %28
  %35 = trunc i64 %29 to i32
  call void @llvm.dbg.value(metadata i32 %35, metadata !30, metadata !DIExpression()), !dbg !46
  %36 = icmp sgt i32 %33, %35
  %37 = sext i32 %33 to i64, !dbg !72
  br label %38, !dbg !72

38:                                               ; preds = %34, %42
  %39 = phi i64 [ %13, %34 ], [ %43, %42 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !37, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %29, metadata !39, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !73
  br i1 %36, label %40, label %42, !dbg !74

40:                                               ; preds = %38
  %41 = mul nsw i64 %39, %11
  br label %45, !dbg !74

42:                                               ; preds = %45, %38
  %43 = add nsw i64 %39, 1, !dbg !75
  call void @llvm.dbg.value(metadata i64 %43, metadata !37, metadata !DIExpression()), !dbg !71
  %44 = icmp slt i64 %43, %20, !dbg !76
  br i1 %44, label %38, label %22, !dbg !72, !llvm.loop !77

45:                                               ; preds = %40, %45
  %46 = phi i64 [ %29, %40 ], [ %53, %45 ]
  call void @llvm.dbg.value(metadata i64 %46, metadata !39, metadata !DIExpression()), !dbg !73
  %47 = add nsw i64 %46, %41, !dbg !79
  %48 = getelementptr inbounds float, float* %3, i64 %47, !dbg !81
  %49 = load float, float* %48, align 4, !dbg !81, !tbaa !82
  %50 = mul nsw i64 %46, %10, !dbg !86
  %51 = add nsw i64 %50, %39, !dbg !87
  %52 = getelementptr inbounds float, float* %4, i64 %51, !dbg !88
  store float %49, float* %52, align 4, !dbg !89, !tbaa !82
  %53 = add nsw i64 %46, 1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %53, metadata !39, metadata !DIExpression()), !dbg !73
  %54 = icmp slt i64 %53, %37, !dbg !91
  br i1 %54, label %45, label %42, !dbg !74, !llvm.loop !92
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !94 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !98, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i8** %1, metadata !99, metadata !DIExpression()), !dbg !112
  %3 = icmp sgt i32 %0, 1, !dbg !113
  br i1 %3, label %4, label %9, !dbg !114

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !115
  %6 = load i8*, i8** %5, align 8, !dbg !115, !tbaa !116
  call void @llvm.dbg.value(metadata i8* %6, metadata !118, metadata !DIExpression()) #7, !dbg !126
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !128
  %8 = trunc i64 %7 to i32, !dbg !129
  br label %9, !dbg !114

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 100, %2 ], !dbg !114
  call void @llvm.dbg.value(metadata i32 %10, metadata !100, metadata !DIExpression()), !dbg !112
  %11 = icmp sgt i32 %0, 2, !dbg !130
  br i1 %11, label %12, label %17, !dbg !131

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !132
  %14 = load i8*, i8** %13, align 8, !dbg !132, !tbaa !116
  call void @llvm.dbg.value(metadata i8* %14, metadata !118, metadata !DIExpression()) #7, !dbg !133
  %15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #7, !dbg !135
  %16 = trunc i64 %15 to i32, !dbg !136
  br label %17, !dbg !131

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %16, %12 ], [ 70, %9 ], !dbg !131
  call void @llvm.dbg.value(metadata i32 %18, metadata !101, metadata !DIExpression()), !dbg !112
  %19 = icmp sgt i32 %0, 3, !dbg !137
  br i1 %19, label %20, label %25, !dbg !138

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !139
  %22 = load i8*, i8** %21, align 8, !dbg !139, !tbaa !116
  call void @llvm.dbg.value(metadata i8* %22, metadata !118, metadata !DIExpression()) #7, !dbg !140
  %23 = call i64 @strtol(i8* nocapture noundef nonnull %22, i8** noundef null, i32 noundef 10) #7, !dbg !142
  %24 = trunc i64 %23 to i32, !dbg !143
  br label %25, !dbg !138

25:                                               ; preds = %17, %20
  %26 = phi i32 [ %24, %20 ], [ 16, %17 ], !dbg !138
  call void @llvm.dbg.value(metadata i32 %26, metadata !102, metadata !DIExpression()), !dbg !112
  %27 = sext i32 %10 to i64, !dbg !144
  %28 = shl nsw i64 %27, 2, !dbg !145
  %29 = sext i32 %18 to i64, !dbg !146
  %30 = mul i64 %28, %29, !dbg !147
  %31 = call noalias i8* @malloc(i64 noundef %30) #7, !dbg !148
  %32 = bitcast i8* %31 to float*, !dbg !148
  call void @llvm.dbg.value(metadata float* %32, metadata !103, metadata !DIExpression()), !dbg !112
  %33 = call noalias i8* @malloc(i64 noundef %30) #7, !dbg !149
  %34 = bitcast i8* %33 to float*, !dbg !149
  call void @llvm.dbg.value(metadata float* %34, metadata !104, metadata !DIExpression()), !dbg !112
  %35 = call noalias i8* @malloc(i64 noundef %30) #7, !dbg !150
  %36 = bitcast i8* %35 to float*, !dbg !150
  call void @llvm.dbg.value(metadata float* %36, metadata !105, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()), !dbg !151
  %37 = mul i32 %18, %10
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()), !dbg !151
  %38 = icmp sgt i32 %37, 0, !dbg !152
  br i1 %38, label %39, label %41, !dbg !154

39:                                               ; preds = %25
  %40 = zext i32 %37 to i64, !dbg !152
  br label %193, !dbg !154

41:                                               ; preds = %193, %25
  call void @llvm.dbg.value(metadata i32 %10, metadata !23, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 %18, metadata !24, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 %26, metadata !25, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata float* %32, metadata !26, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata float* %34, metadata !27, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !157
  %42 = icmp sgt i32 %10, 0, !dbg !158
  br i1 %42, label %43, label %87, !dbg !159

43:                                               ; preds = %41
  %44 = icmp sgt i32 %18, 0
  %45 = sext i32 %26 to i64, !dbg !159
  br label %46, !dbg !159

46:                                               ; preds = %56, %43
  %47 = phi i64 [ 0, %43 ], [ %57, %56 ]
  %48 = trunc i64 %47 to i32
  call void @llvm.dbg.value(metadata i32 %48, metadata !28, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !160
  br i1 %44, label %49, label %56, !dbg !161

49:                                               ; preds = %46
  %50 = add nsw i32 %26, %48
  %51 = icmp slt i32 %50, %10
  %52 = select i1 %51, i32 %50, i32 %10
  %53 = icmp sgt i32 %52, %48
  %54 = sext i32 %52 to i64, !dbg !161
  br label %60, !dbg !161

55:                                               ; preds = %74, %60
  call void @llvm.dbg.value(metadata i32 %63, metadata !30, metadata !DIExpression()), !dbg !160
  br i1 %64, label %60, label %56, !dbg !161, !llvm.loop !162

56:                                               ; preds = %55, %46
  %57 = add nsw i64 %47, %45, !dbg !159
  %58 = trunc i64 %57 to i32, !dbg !164
  call void @llvm.dbg.value(metadata i32 %58, metadata !28, metadata !DIExpression()), !dbg !157
  %59 = icmp sgt i32 %10, %58, !dbg !158
  br i1 %59, label %46, label %87, !dbg !159, !llvm.loop !165

60:                                               ; preds = %55, %49
  %61 = phi i64 [ 0, %49 ], [ %62, %55 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !30, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !160
  call void @llvm.dbg.value(metadata i32 %50, metadata !57, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata i32 %10, metadata !62, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata i32 %52, metadata !33, metadata !DIExpression()), !dbg !169
  %62 = add i64 %61, %45, !dbg !161
  %63 = trunc i64 %62 to i32, !dbg !170
  call void @llvm.dbg.value(metadata i32 %63, metadata !57, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i32 %18, metadata !62, metadata !DIExpression()), !dbg !171
  %64 = icmp sgt i32 %18, %63, !dbg !173
  %65 = select i1 %64, i32 %63, i32 %18, !dbg !174
  call void @llvm.dbg.value(metadata i32 %65, metadata !36, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata i32 %48, metadata !37, metadata !DIExpression()), !dbg !175
  br i1 %53, label %66, label %55, !dbg !176

66:                                               ; preds = %60
  %67 = trunc i64 %61 to i32
  call void @llvm.dbg.value(metadata i32 %67, metadata !30, metadata !DIExpression()), !dbg !160
  %68 = icmp sgt i32 %65, %67
  %69 = sext i32 %65 to i64, !dbg !176
  br label %70, !dbg !176

70:                                               ; preds = %74, %66
  %71 = phi i64 [ %47, %66 ], [ %75, %74 ]
  call void @llvm.dbg.value(metadata i64 %71, metadata !37, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i64 %61, metadata !39, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !177
  br i1 %68, label %72, label %74, !dbg !178

72:                                               ; preds = %70
  %73 = mul nsw i64 %71, %29
  br label %77, !dbg !178

74:                                               ; preds = %77, %70
  %75 = add nsw i64 %71, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %75, metadata !37, metadata !DIExpression()), !dbg !175
  %76 = icmp slt i64 %75, %54, !dbg !180
  br i1 %76, label %70, label %55, !dbg !176, !llvm.loop !181

77:                                               ; preds = %77, %72
  %78 = phi i64 [ %61, %72 ], [ %85, %77 ]
  call void @llvm.dbg.value(metadata i64 %78, metadata !39, metadata !DIExpression()), !dbg !177
  %79 = add nsw i64 %78, %73, !dbg !183
  %80 = getelementptr inbounds float, float* %32, i64 %79, !dbg !184
  %81 = load float, float* %80, align 4, !dbg !184, !tbaa !82
  %82 = mul nsw i64 %78, %27, !dbg !185
  %83 = add nsw i64 %82, %71, !dbg !186
  %84 = getelementptr inbounds float, float* %34, i64 %83, !dbg !187
  store float %81, float* %84, align 4, !dbg !188, !tbaa !82
  %85 = add nsw i64 %78, 1, !dbg !189
  call void @llvm.dbg.value(metadata i64 %85, metadata !39, metadata !DIExpression()), !dbg !177
  %86 = icmp slt i64 %85, %69, !dbg !190
  br i1 %86, label %77, label %74, !dbg !178, !llvm.loop !191

87:                                               ; preds = %56, %41
  call void @llvm.dbg.value(metadata i32 %18, metadata !193, metadata !DIExpression()) #7, !dbg !223
  call void @llvm.dbg.value(metadata i32 %10, metadata !196, metadata !DIExpression()) #7, !dbg !223
  call void @llvm.dbg.value(metadata i32 %26, metadata !197, metadata !DIExpression()) #7, !dbg !223
  call void @llvm.dbg.value(metadata float* %34, metadata !198, metadata !DIExpression()) #7, !dbg !223
  call void @llvm.dbg.value(metadata float* %36, metadata !199, metadata !DIExpression()) #7, !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !200, metadata !DIExpression()) #7, !dbg !225
  %88 = icmp sgt i32 %18, 0, !dbg !226
  br i1 %88, label %89, label %189, !dbg !227

89:                                               ; preds = %87
  %90 = add nsw i32 %18, -1
  %91 = add nsw i32 %10, -1
  %92 = sext i32 %26 to i64, !dbg !227
  %93 = sext i32 %91 to i64, !dbg !227
  %94 = sext i32 %90 to i64, !dbg !227
  br label %95, !dbg !227

95:                                               ; preds = %113, %89
  %96 = phi i64 [ 0, %89 ], [ %114, %113 ]
  %97 = trunc i64 %96 to i32
  call void @llvm.dbg.value(metadata i32 %97, metadata !200, metadata !DIExpression()) #7, !dbg !225
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()) #7, !dbg !228
  br i1 %42, label %98, label %113, !dbg !229

98:                                               ; preds = %95
  %99 = add nsw i32 %26, %97
  %100 = icmp slt i32 %99, %18
  %101 = select i1 %100, i32 %99, i32 %18
  %102 = icmp sgt i32 %101, %97
  %103 = sext i32 %101 to i64, !dbg !229
  br label %104, !dbg !229

104:                                              ; preds = %137, %98
  %105 = phi i64 [ 0, %98 ], [ %138, %137 ]
  %106 = trunc i64 %105 to i32
  call void @llvm.dbg.value(metadata i32 %106, metadata !202, metadata !DIExpression()) #7, !dbg !228
  call void @llvm.dbg.value(metadata i32 %97, metadata !205, metadata !DIExpression()) #7, !dbg !230
  call void @llvm.dbg.value(metadata i32 %99, metadata !57, metadata !DIExpression()) #7, !dbg !231
  call void @llvm.dbg.value(metadata i32 %18, metadata !62, metadata !DIExpression()) #7, !dbg !231
  br i1 %102, label %107, label %137, !dbg !233

107:                                              ; preds = %104
  %108 = add nsw i32 %26, %106
  %109 = icmp slt i32 %108, %10
  %110 = select i1 %109, i32 %108, i32 %10
  %111 = icmp sgt i32 %110, %106
  %112 = sext i32 %110 to i64, !dbg !233
  br label %117, !dbg !233

113:                                              ; preds = %137, %95
  %114 = add i64 %96, %92, !dbg !227
  %115 = trunc i64 %114 to i32, !dbg !234
  call void @llvm.dbg.value(metadata i32 %115, metadata !200, metadata !DIExpression()) #7, !dbg !225
  %116 = icmp sgt i32 %18, %115, !dbg !226
  br i1 %116, label %95, label %189, !dbg !227, !llvm.loop !235

117:                                              ; preds = %141, %107
  %118 = phi i64 [ %96, %107 ], [ %142, %141 ]
  call void @llvm.dbg.value(metadata i64 %118, metadata !205, metadata !DIExpression()) #7, !dbg !230
  call void @llvm.dbg.value(metadata i32 %106, metadata !208, metadata !DIExpression()) #7, !dbg !237
  call void @llvm.dbg.value(metadata i32 %108, metadata !57, metadata !DIExpression()) #7, !dbg !238
  call void @llvm.dbg.value(metadata i32 %10, metadata !62, metadata !DIExpression()) #7, !dbg !238
  %119 = trunc i64 %118 to i32, !dbg !240
  %120 = call i32 @llvm.smax.i32(i32 %119, i32 1) #7, !dbg !240
  %121 = zext i32 %120 to i64, !dbg !240
  %122 = add nsw i64 %121, -1, !dbg !240
  br i1 %111, label %123, label %141, !dbg !240

123:                                              ; preds = %117
  %124 = icmp sgt i64 %118, 1
  %125 = select i1 %124, i64 %118, i64 1
  %126 = trunc i64 %125 to i32
  %127 = add nsw i32 %126, -1
  %128 = add nsw i64 %118, 1
  %129 = icmp slt i64 %128, %94
  %130 = trunc i64 %128 to i32
  %131 = select i1 %129, i32 %130, i32 %90
  %132 = icmp sgt i32 %127, %131
  %133 = sub i32 2, %126
  %134 = add i32 %133, %131
  %135 = mul nsw i64 %118, %27
  %136 = sext i32 %131 to i64, !dbg !240
  br label %144, !dbg !240

137:                                              ; preds = %141, %104
  %138 = add i64 %105, %92, !dbg !229
  %139 = trunc i64 %138 to i32, !dbg !241
  call void @llvm.dbg.value(metadata i32 %139, metadata !202, metadata !DIExpression()) #7, !dbg !228
  %140 = icmp sgt i32 %10, %139, !dbg !242
  br i1 %140, label %104, label %113, !dbg !229, !llvm.loop !243

141:                                              ; preds = %166, %117
  %142 = add nsw i64 %118, 1, !dbg !245
  call void @llvm.dbg.value(metadata i64 %142, metadata !205, metadata !DIExpression()) #7, !dbg !230
  call void @llvm.dbg.value(metadata i32 %99, metadata !57, metadata !DIExpression()) #7, !dbg !231
  call void @llvm.dbg.value(metadata i32 %18, metadata !62, metadata !DIExpression()) #7, !dbg !231
  %143 = icmp slt i64 %142, %103, !dbg !246
  br i1 %143, label %117, label %137, !dbg !233, !llvm.loop !247

144:                                              ; preds = %166, %123
  %145 = phi i64 [ %105, %123 ], [ %153, %166 ]
  call void @llvm.dbg.value(metadata i64 %145, metadata !208, metadata !DIExpression()) #7, !dbg !237
  call void @llvm.dbg.value(metadata i64 %118, metadata !249, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !253
  call void @llvm.dbg.value(metadata i32 0, metadata !252, metadata !DIExpression()) #7, !dbg !253
  call void @llvm.dbg.value(metadata i32 %127, metadata !211, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata i64 %128, metadata !57, metadata !DIExpression()) #7, !dbg !256
  call void @llvm.dbg.value(metadata i32 %90, metadata !62, metadata !DIExpression()) #7, !dbg !256
  call void @llvm.dbg.value(metadata i32 %131, metadata !214, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata i64 %145, metadata !249, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !258
  call void @llvm.dbg.value(metadata i32 0, metadata !252, metadata !DIExpression()) #7, !dbg !258
  %146 = trunc i64 %145 to i32, !dbg !260
  %147 = call i32 @llvm.smax.i32(i32 %146, i32 1) #7, !dbg !260
  %148 = zext i32 %147 to i64, !dbg !260
  %149 = add nsw i64 %148, -1, !dbg !260
  %150 = icmp sgt i64 %145, 1, !dbg !260
  %151 = select i1 %150, i64 %145, i64 1, !dbg !260
  %152 = trunc i64 %151 to i32, !dbg !260
  call void @llvm.dbg.value(metadata i32 %152, metadata !215, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !255
  %153 = add nsw i64 %145, 1, !dbg !261
  call void @llvm.dbg.value(metadata i64 %153, metadata !57, metadata !DIExpression()) #7, !dbg !262
  call void @llvm.dbg.value(metadata i32 %91, metadata !62, metadata !DIExpression()) #7, !dbg !262
  %154 = icmp slt i64 %153, %93, !dbg !264
  %155 = trunc i64 %153 to i32, !dbg !265
  %156 = select i1 %154, i32 %155, i32 %91, !dbg !265
  call void @llvm.dbg.value(metadata i32 %156, metadata !216, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !217, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata i32 %127, metadata !218, metadata !DIExpression()) #7, !dbg !266
  br i1 %132, label %166, label %157, !dbg !267

157:                                              ; preds = %144
  %158 = add nsw i32 %152, -1, !dbg !260
  call void @llvm.dbg.value(metadata i32 %158, metadata !215, metadata !DIExpression()) #7, !dbg !255
  %159 = icmp sgt i32 %158, %156
  %160 = sext i32 %156 to i64, !dbg !267
  br label %161, !dbg !267

161:                                              ; preds = %176, %157
  %162 = phi i64 [ %122, %157 ], [ %178, %176 ]
  %163 = phi float [ 0.000000e+00, %157 ], [ %177, %176 ]
  call void @llvm.dbg.value(metadata i64 %162, metadata !218, metadata !DIExpression()) #7, !dbg !266
  call void @llvm.dbg.value(metadata float %163, metadata !217, metadata !DIExpression()) #7, !dbg !255
  call void @llvm.dbg.value(metadata i32 %152, metadata !220, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !268
  call void @llvm.dbg.value(metadata float %163, metadata !217, metadata !DIExpression()) #7, !dbg !255
  br i1 %159, label %176, label %164, !dbg !269

164:                                              ; preds = %161
  %165 = mul nsw i64 %162, %27
  br label %180, !dbg !269

166:                                              ; preds = %176, %144
  %167 = phi float [ 0.000000e+00, %144 ], [ %177, %176 ], !dbg !270
  %168 = sub i32 2, %152, !dbg !271
  %169 = add i32 %168, %156, !dbg !272
  %170 = mul nsw i32 %169, %134, !dbg !273
  %171 = sitofp i32 %170 to float, !dbg !274
  %172 = fdiv float %167, %171, !dbg !275
  %173 = add nsw i64 %145, %135, !dbg !276
  %174 = getelementptr inbounds float, float* %36, i64 %173, !dbg !277
  store float %172, float* %174, align 4, !dbg !278, !tbaa !82
  call void @llvm.dbg.value(metadata i64 %153, metadata !208, metadata !DIExpression()) #7, !dbg !237
  call void @llvm.dbg.value(metadata i32 %108, metadata !57, metadata !DIExpression()) #7, !dbg !238
  call void @llvm.dbg.value(metadata i32 %10, metadata !62, metadata !DIExpression()) #7, !dbg !238
  %175 = icmp slt i64 %153, %112, !dbg !279
  br i1 %175, label %144, label %141, !dbg !240, !llvm.loop !280

176:                                              ; preds = %180, %161
  %177 = phi float [ %163, %161 ], [ %186, %180 ], !dbg !255
  %178 = add nsw i64 %162, 1, !dbg !282
  call void @llvm.dbg.value(metadata i64 %178, metadata !218, metadata !DIExpression()) #7, !dbg !266
  call void @llvm.dbg.value(metadata float %177, metadata !217, metadata !DIExpression()) #7, !dbg !255
  %179 = icmp slt i64 %162, %136, !dbg !283
  br i1 %179, label %161, label %166, !dbg !267, !llvm.loop !284

180:                                              ; preds = %180, %164
  %181 = phi i64 [ %149, %164 ], [ %187, %180 ]
  %182 = phi float [ %163, %164 ], [ %186, %180 ]
  call void @llvm.dbg.value(metadata i64 %181, metadata !220, metadata !DIExpression()) #7, !dbg !268
  call void @llvm.dbg.value(metadata float %182, metadata !217, metadata !DIExpression()) #7, !dbg !255
  %183 = add nsw i64 %181, %165, !dbg !286
  %184 = getelementptr inbounds float, float* %34, i64 %183, !dbg !288
  %185 = load float, float* %184, align 4, !dbg !288, !tbaa !82
  %186 = fadd float %182, %185, !dbg !289
  call void @llvm.dbg.value(metadata float %186, metadata !217, metadata !DIExpression()) #7, !dbg !255
  %187 = add nsw i64 %181, 1, !dbg !290
  call void @llvm.dbg.value(metadata i64 %187, metadata !220, metadata !DIExpression()) #7, !dbg !268
  %188 = icmp slt i64 %181, %160, !dbg !291
  br i1 %188, label %180, label %176, !dbg !269, !llvm.loop !292

189:                                              ; preds = %113, %87
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 0, metadata !110, metadata !DIExpression()), !dbg !294
  %190 = icmp sgt i32 %37, 0, !dbg !295
  br i1 %190, label %191, label %201, !dbg !297

191:                                              ; preds = %189
  %192 = zext i32 %37 to i64, !dbg !295
  br label %204, !dbg !297

193:                                              ; preds = %39, %193
  %194 = phi i64 [ 0, %39 ], [ %199, %193 ]
  call void @llvm.dbg.value(metadata i64 %194, metadata !106, metadata !DIExpression()), !dbg !151
  %195 = trunc i64 %194 to i32, !dbg !298
  %196 = urem i32 %195, 31, !dbg !298
  %197 = sitofp i32 %196 to float, !dbg !299
  %198 = getelementptr inbounds float, float* %32, i64 %194, !dbg !300
  store float %197, float* %198, align 4, !dbg !301, !tbaa !82
  %199 = add nuw nsw i64 %194, 1, !dbg !302
  call void @llvm.dbg.value(metadata i64 %199, metadata !106, metadata !DIExpression()), !dbg !151
  %200 = icmp eq i64 %199, %40, !dbg !152
  br i1 %200, label %41, label %193, !dbg !154, !llvm.loop !303

201:                                              ; preds = %204, %189
  %202 = phi double [ 0.000000e+00, %189 ], [ %214, %204 ], !dbg !112
  %203 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %202), !dbg !305
  call void @free(i8* noundef %31) #7, !dbg !306
  call void @free(i8* noundef %33) #7, !dbg !307
  call void @free(i8* noundef %35) #7, !dbg !308
  ret i32 0, !dbg !309

204:                                              ; preds = %191, %204
  %205 = phi i64 [ 0, %191 ], [ %215, %204 ]
  %206 = phi double [ 0.000000e+00, %191 ], [ %214, %204 ]
  call void @llvm.dbg.value(metadata i64 %205, metadata !110, metadata !DIExpression()), !dbg !294
  call void @llvm.dbg.value(metadata double %206, metadata !108, metadata !DIExpression()), !dbg !112
  %207 = getelementptr inbounds float, float* %36, i64 %205, !dbg !310
  %208 = load float, float* %207, align 4, !dbg !310, !tbaa !82
  %209 = trunc i64 %205 to i32, !dbg !311
  %210 = urem i32 %209, 5, !dbg !311
  %211 = sitofp i32 %210 to float, !dbg !312
  %212 = fmul float %208, %211, !dbg !313
  %213 = fpext float %212 to double, !dbg !310
  %214 = fadd double %206, %213, !dbg !314
  call void @llvm.dbg.value(metadata double %214, metadata !108, metadata !DIExpression()), !dbg !112
  %215 = add nuw nsw i64 %205, 1, !dbg !315
  call void @llvm.dbg.value(metadata i64 %215, metadata !110, metadata !DIExpression()), !dbg !294
  %216 = icmp eq i64 %215, %192, !dbg !295
  br i1 %216, label %201, label %204, !dbg !297, !llvm.loop !316
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!1 = !DIFile(filename: "tiled_transpose.c", directory: ".", checksumkind: CSK_MD5, checksum: "974d88442113c94f57172603b1bd70d7")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
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
!16 = distinct !DISubprogram(name: "kernel_transpose", scope: !1, file: !1, line: 10, type: !17, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !4, !4, !4, !19, !21}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!22 = !{!23, !24, !25, !26, !27, !28, !30, !33, !36, !37, !39}
!23 = !DILocalVariable(name: "rows", arg: 1, scope: !16, file: !1, line: 10, type: !4)
!24 = !DILocalVariable(name: "cols", arg: 2, scope: !16, file: !1, line: 10, type: !4)
!25 = !DILocalVariable(name: "bs", arg: 3, scope: !16, file: !1, line: 10, type: !4)
!26 = !DILocalVariable(name: "in", arg: 4, scope: !16, file: !1, line: 10, type: !19)
!27 = !DILocalVariable(name: "out", arg: 5, scope: !16, file: !1, line: 10, type: !21)
!28 = !DILocalVariable(name: "ii", scope: !29, file: !1, line: 12, type: !4)
!29 = distinct !DILexicalBlock(scope: !16, file: !1, line: 12, column: 3)
!30 = !DILocalVariable(name: "jj", scope: !31, file: !1, line: 13, type: !4)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 13, column: 5)
!32 = distinct !DILexicalBlock(scope: !29, file: !1, line: 12, column: 3)
!33 = !DILocalVariable(name: "ie", scope: !34, file: !1, line: 14, type: !4)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 13, column: 43)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 13, column: 5)
!36 = !DILocalVariable(name: "je", scope: !34, file: !1, line: 14, type: !4)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 15, type: !4)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 15, column: 7)
!39 = !DILocalVariable(name: "j", scope: !40, file: !1, line: 16, type: !4)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 16, column: 9)
!41 = distinct !DILexicalBlock(scope: !38, file: !1, line: 15, column: 7)
!42 = !DILocation(line: 0, scope: !16)
!43 = !DILocation(line: 0, scope: !29)
!44 = !DILocation(line: 12, column: 23, scope: !32)
!45 = !DILocation(line: 12, column: 3, scope: !29)
!46 = !DILocation(line: 0, scope: !31)
!47 = !DILocation(line: 13, column: 5, scope: !31)
!48 = !DILocation(line: 19, column: 1, scope: !16)
!49 = !DILocation(line: 13, column: 25, scope: !35)
!50 = distinct !{!50, !47, !51, !52, !53}
!51 = !DILocation(line: 18, column: 5, scope: !31)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!"llvm.loop.unroll.disable"}
!54 = !DILocation(line: 12, column: 34, scope: !32)
!55 = distinct !{!55, !45, !56, !52, !53}
!56 = !DILocation(line: 18, column: 5, scope: !29)
!57 = !DILocalVariable(name: "a", arg: 1, scope: !58, file: !1, line: 7, type: !4)
!58 = distinct !DISubprogram(name: "imin", scope: !1, file: !1, line: 7, type: !59, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!4, !4, !4}
!61 = !{!57, !62}
!62 = !DILocalVariable(name: "b", arg: 2, scope: !58, file: !1, line: 7, type: !4)
!63 = !DILocation(line: 0, scope: !58, inlinedAt: !64)
!64 = distinct !DILocation(line: 14, column: 16, scope: !34)
!65 = !DILocation(line: 0, scope: !34)
!66 = !DILocation(line: 14, column: 50, scope: !34)
!67 = !DILocation(line: 0, scope: !58, inlinedAt: !68)
!68 = distinct !DILocation(line: 14, column: 42, scope: !34)
!69 = !DILocation(line: 7, column: 49, scope: !58, inlinedAt: !68)
!70 = !DILocation(line: 7, column: 47, scope: !58, inlinedAt: !68)
!71 = !DILocation(line: 0, scope: !38)
!72 = !DILocation(line: 15, column: 7, scope: !38)
!73 = !DILocation(line: 0, scope: !40)
!74 = !DILocation(line: 16, column: 9, scope: !40)
!75 = !DILocation(line: 15, column: 33, scope: !41)
!76 = !DILocation(line: 15, column: 26, scope: !41)
!77 = distinct !{!77, !72, !78, !52, !53}
!78 = !DILocation(line: 17, column: 46, scope: !38)
!79 = !DILocation(line: 17, column: 43, scope: !80)
!80 = distinct !DILexicalBlock(scope: !40, file: !1, line: 16, column: 9)
!81 = !DILocation(line: 17, column: 31, scope: !80)
!82 = !{!83, !83, i64 0}
!83 = !{!"float", !84, i64 0}
!84 = !{!"omnipotent char", !85, i64 0}
!85 = !{!"Simple C/C++ TBAA"}
!86 = !DILocation(line: 17, column: 17, scope: !80)
!87 = !DILocation(line: 17, column: 24, scope: !80)
!88 = !DILocation(line: 17, column: 11, scope: !80)
!89 = !DILocation(line: 17, column: 29, scope: !80)
!90 = !DILocation(line: 16, column: 35, scope: !80)
!91 = !DILocation(line: 16, column: 28, scope: !80)
!92 = distinct !{!92, !74, !93, !52, !53}
!93 = !DILocation(line: 17, column: 46, scope: !40)
!94 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 37, type: !95, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!4, !4, !5}
!97 = !{!98, !99, !100, !101, !102, !103, !104, !105, !106, !108, !110}
!98 = !DILocalVariable(name: "argc", arg: 1, scope: !94, file: !1, line: 37, type: !4)
!99 = !DILocalVariable(name: "argv", arg: 2, scope: !94, file: !1, line: 37, type: !5)
!100 = !DILocalVariable(name: "rows", scope: !94, file: !1, line: 39, type: !4)
!101 = !DILocalVariable(name: "cols", scope: !94, file: !1, line: 40, type: !4)
!102 = !DILocalVariable(name: "bs", scope: !94, file: !1, line: 41, type: !4)
!103 = !DILocalVariable(name: "a", scope: !94, file: !1, line: 42, type: !21)
!104 = !DILocalVariable(name: "b", scope: !94, file: !1, line: 43, type: !21)
!105 = !DILocalVariable(name: "c", scope: !94, file: !1, line: 44, type: !21)
!106 = !DILocalVariable(name: "i", scope: !107, file: !1, line: 45, type: !4)
!107 = distinct !DILexicalBlock(scope: !94, file: !1, line: 45, column: 3)
!108 = !DILocalVariable(name: "s", scope: !94, file: !1, line: 49, type: !109)
!109 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!110 = !DILocalVariable(name: "i", scope: !111, file: !1, line: 50, type: !4)
!111 = distinct !DILexicalBlock(scope: !94, file: !1, line: 50, column: 3)
!112 = !DILocation(line: 0, scope: !94)
!113 = !DILocation(line: 39, column: 19, scope: !94)
!114 = !DILocation(line: 39, column: 14, scope: !94)
!115 = !DILocation(line: 39, column: 30, scope: !94)
!116 = !{!117, !117, i64 0}
!117 = !{!"any pointer", !84, i64 0}
!118 = !DILocalVariable(name: "__nptr", arg: 1, scope: !119, file: !120, line: 362, type: !123)
!119 = distinct !DISubprogram(name: "atoi", scope: !120, file: !120, line: 362, type: !121, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !125)
!120 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!121 = !DISubroutineType(types: !122)
!122 = !{!4, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!125 = !{!118}
!126 = !DILocation(line: 0, scope: !119, inlinedAt: !127)
!127 = distinct !DILocation(line: 39, column: 25, scope: !94)
!128 = !DILocation(line: 364, column: 16, scope: !119, inlinedAt: !127)
!129 = !DILocation(line: 364, column: 10, scope: !119, inlinedAt: !127)
!130 = !DILocation(line: 40, column: 19, scope: !94)
!131 = !DILocation(line: 40, column: 14, scope: !94)
!132 = !DILocation(line: 40, column: 30, scope: !94)
!133 = !DILocation(line: 0, scope: !119, inlinedAt: !134)
!134 = distinct !DILocation(line: 40, column: 25, scope: !94)
!135 = !DILocation(line: 364, column: 16, scope: !119, inlinedAt: !134)
!136 = !DILocation(line: 364, column: 10, scope: !119, inlinedAt: !134)
!137 = !DILocation(line: 41, column: 17, scope: !94)
!138 = !DILocation(line: 41, column: 12, scope: !94)
!139 = !DILocation(line: 41, column: 28, scope: !94)
!140 = !DILocation(line: 0, scope: !119, inlinedAt: !141)
!141 = distinct !DILocation(line: 41, column: 23, scope: !94)
!142 = !DILocation(line: 364, column: 16, scope: !119, inlinedAt: !141)
!143 = !DILocation(line: 364, column: 10, scope: !119, inlinedAt: !141)
!144 = !DILocation(line: 42, column: 37, scope: !94)
!145 = !DILocation(line: 42, column: 35, scope: !94)
!146 = !DILocation(line: 42, column: 44, scope: !94)
!147 = !DILocation(line: 42, column: 42, scope: !94)
!148 = !DILocation(line: 42, column: 14, scope: !94)
!149 = !DILocation(line: 43, column: 14, scope: !94)
!150 = !DILocation(line: 44, column: 14, scope: !94)
!151 = !DILocation(line: 0, scope: !107)
!152 = !DILocation(line: 45, column: 21, scope: !153)
!153 = distinct !DILexicalBlock(scope: !107, file: !1, line: 45, column: 3)
!154 = !DILocation(line: 45, column: 3, scope: !107)
!155 = !DILocation(line: 0, scope: !16, inlinedAt: !156)
!156 = distinct !DILocation(line: 47, column: 3, scope: !94)
!157 = !DILocation(line: 0, scope: !29, inlinedAt: !156)
!158 = !DILocation(line: 12, column: 23, scope: !32, inlinedAt: !156)
!159 = !DILocation(line: 12, column: 3, scope: !29, inlinedAt: !156)
!160 = !DILocation(line: 0, scope: !31, inlinedAt: !156)
!161 = !DILocation(line: 13, column: 5, scope: !31, inlinedAt: !156)
!162 = distinct !{!162, !161, !163, !52, !53}
!163 = !DILocation(line: 18, column: 5, scope: !31, inlinedAt: !156)
!164 = !DILocation(line: 12, column: 34, scope: !32, inlinedAt: !156)
!165 = distinct !{!165, !159, !166, !52, !53}
!166 = !DILocation(line: 18, column: 5, scope: !29, inlinedAt: !156)
!167 = !DILocation(line: 0, scope: !58, inlinedAt: !168)
!168 = distinct !DILocation(line: 14, column: 16, scope: !34, inlinedAt: !156)
!169 = !DILocation(line: 0, scope: !34, inlinedAt: !156)
!170 = !DILocation(line: 14, column: 50, scope: !34, inlinedAt: !156)
!171 = !DILocation(line: 0, scope: !58, inlinedAt: !172)
!172 = distinct !DILocation(line: 14, column: 42, scope: !34, inlinedAt: !156)
!173 = !DILocation(line: 7, column: 49, scope: !58, inlinedAt: !172)
!174 = !DILocation(line: 7, column: 47, scope: !58, inlinedAt: !172)
!175 = !DILocation(line: 0, scope: !38, inlinedAt: !156)
!176 = !DILocation(line: 15, column: 7, scope: !38, inlinedAt: !156)
!177 = !DILocation(line: 0, scope: !40, inlinedAt: !156)
!178 = !DILocation(line: 16, column: 9, scope: !40, inlinedAt: !156)
!179 = !DILocation(line: 15, column: 33, scope: !41, inlinedAt: !156)
!180 = !DILocation(line: 15, column: 26, scope: !41, inlinedAt: !156)
!181 = distinct !{!181, !176, !182, !52, !53}
!182 = !DILocation(line: 17, column: 46, scope: !38, inlinedAt: !156)
!183 = !DILocation(line: 17, column: 43, scope: !80, inlinedAt: !156)
!184 = !DILocation(line: 17, column: 31, scope: !80, inlinedAt: !156)
!185 = !DILocation(line: 17, column: 17, scope: !80, inlinedAt: !156)
!186 = !DILocation(line: 17, column: 24, scope: !80, inlinedAt: !156)
!187 = !DILocation(line: 17, column: 11, scope: !80, inlinedAt: !156)
!188 = !DILocation(line: 17, column: 29, scope: !80, inlinedAt: !156)
!189 = !DILocation(line: 16, column: 35, scope: !80, inlinedAt: !156)
!190 = !DILocation(line: 16, column: 28, scope: !80, inlinedAt: !156)
!191 = distinct !{!191, !178, !192, !52, !53}
!192 = !DILocation(line: 17, column: 46, scope: !40, inlinedAt: !156)
!193 = !DILocalVariable(name: "rows", arg: 1, scope: !194, file: !1, line: 21, type: !4)
!194 = distinct !DISubprogram(name: "box_blur", scope: !1, file: !1, line: 21, type: !17, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !195)
!195 = !{!193, !196, !197, !198, !199, !200, !202, !205, !208, !211, !214, !215, !216, !217, !218, !220}
!196 = !DILocalVariable(name: "cols", arg: 2, scope: !194, file: !1, line: 21, type: !4)
!197 = !DILocalVariable(name: "bs", arg: 3, scope: !194, file: !1, line: 21, type: !4)
!198 = !DILocalVariable(name: "in", arg: 4, scope: !194, file: !1, line: 21, type: !19)
!199 = !DILocalVariable(name: "out", arg: 5, scope: !194, file: !1, line: 21, type: !21)
!200 = !DILocalVariable(name: "ii", scope: !201, file: !1, line: 23, type: !4)
!201 = distinct !DILexicalBlock(scope: !194, file: !1, line: 23, column: 3)
!202 = !DILocalVariable(name: "jj", scope: !203, file: !1, line: 24, type: !4)
!203 = distinct !DILexicalBlock(scope: !204, file: !1, line: 24, column: 5)
!204 = distinct !DILexicalBlock(scope: !201, file: !1, line: 23, column: 3)
!205 = !DILocalVariable(name: "i", scope: !206, file: !1, line: 25, type: !4)
!206 = distinct !DILexicalBlock(scope: !207, file: !1, line: 25, column: 7)
!207 = distinct !DILexicalBlock(scope: !203, file: !1, line: 24, column: 5)
!208 = !DILocalVariable(name: "j", scope: !209, file: !1, line: 26, type: !4)
!209 = distinct !DILexicalBlock(scope: !210, file: !1, line: 26, column: 9)
!210 = distinct !DILexicalBlock(scope: !206, file: !1, line: 25, column: 7)
!211 = !DILocalVariable(name: "i0", scope: !212, file: !1, line: 27, type: !4)
!212 = distinct !DILexicalBlock(scope: !213, file: !1, line: 26, column: 56)
!213 = distinct !DILexicalBlock(scope: !209, file: !1, line: 26, column: 9)
!214 = !DILocalVariable(name: "i1", scope: !212, file: !1, line: 27, type: !4)
!215 = !DILocalVariable(name: "j0", scope: !212, file: !1, line: 28, type: !4)
!216 = !DILocalVariable(name: "j1", scope: !212, file: !1, line: 28, type: !4)
!217 = !DILocalVariable(name: "s", scope: !212, file: !1, line: 29, type: !3)
!218 = !DILocalVariable(name: "a", scope: !219, file: !1, line: 30, type: !4)
!219 = distinct !DILexicalBlock(scope: !212, file: !1, line: 30, column: 11)
!220 = !DILocalVariable(name: "b", scope: !221, file: !1, line: 31, type: !4)
!221 = distinct !DILexicalBlock(scope: !222, file: !1, line: 31, column: 13)
!222 = distinct !DILexicalBlock(scope: !219, file: !1, line: 30, column: 11)
!223 = !DILocation(line: 0, scope: !194, inlinedAt: !224)
!224 = distinct !DILocation(line: 48, column: 3, scope: !94)
!225 = !DILocation(line: 0, scope: !201, inlinedAt: !224)
!226 = !DILocation(line: 23, column: 23, scope: !204, inlinedAt: !224)
!227 = !DILocation(line: 23, column: 3, scope: !201, inlinedAt: !224)
!228 = !DILocation(line: 0, scope: !203, inlinedAt: !224)
!229 = !DILocation(line: 24, column: 5, scope: !203, inlinedAt: !224)
!230 = !DILocation(line: 0, scope: !206, inlinedAt: !224)
!231 = !DILocation(line: 0, scope: !58, inlinedAt: !232)
!232 = distinct !DILocation(line: 25, column: 28, scope: !210, inlinedAt: !224)
!233 = !DILocation(line: 25, column: 7, scope: !206, inlinedAt: !224)
!234 = !DILocation(line: 23, column: 34, scope: !204, inlinedAt: !224)
!235 = distinct !{!235, !227, !236, !52, !53}
!236 = !DILocation(line: 34, column: 9, scope: !201, inlinedAt: !224)
!237 = !DILocation(line: 0, scope: !209, inlinedAt: !224)
!238 = !DILocation(line: 0, scope: !58, inlinedAt: !239)
!239 = distinct !DILocation(line: 26, column: 30, scope: !213, inlinedAt: !224)
!240 = !DILocation(line: 26, column: 9, scope: !209, inlinedAt: !224)
!241 = !DILocation(line: 24, column: 36, scope: !207, inlinedAt: !224)
!242 = !DILocation(line: 24, column: 25, scope: !207, inlinedAt: !224)
!243 = distinct !{!243, !229, !244, !52, !53}
!244 = !DILocation(line: 34, column: 9, scope: !203, inlinedAt: !224)
!245 = !DILocation(line: 25, column: 50, scope: !210, inlinedAt: !224)
!246 = !DILocation(line: 25, column: 26, scope: !210, inlinedAt: !224)
!247 = distinct !{!247, !233, !248, !52, !53}
!248 = !DILocation(line: 34, column: 9, scope: !206, inlinedAt: !224)
!249 = !DILocalVariable(name: "a", arg: 1, scope: !250, file: !1, line: 8, type: !4)
!250 = distinct !DISubprogram(name: "imax", scope: !1, file: !1, line: 8, type: !59, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !251)
!251 = !{!249, !252}
!252 = !DILocalVariable(name: "b", arg: 2, scope: !250, file: !1, line: 8, type: !4)
!253 = !DILocation(line: 0, scope: !250, inlinedAt: !254)
!254 = distinct !DILocation(line: 27, column: 20, scope: !212, inlinedAt: !224)
!255 = !DILocation(line: 0, scope: !212, inlinedAt: !224)
!256 = !DILocation(line: 0, scope: !58, inlinedAt: !257)
!257 = distinct !DILocation(line: 27, column: 41, scope: !212, inlinedAt: !224)
!258 = !DILocation(line: 0, scope: !250, inlinedAt: !259)
!259 = distinct !DILocation(line: 28, column: 20, scope: !212, inlinedAt: !224)
!260 = !DILocation(line: 8, column: 47, scope: !250, inlinedAt: !259)
!261 = !DILocation(line: 28, column: 48, scope: !212, inlinedAt: !224)
!262 = !DILocation(line: 0, scope: !58, inlinedAt: !263)
!263 = distinct !DILocation(line: 28, column: 41, scope: !212, inlinedAt: !224)
!264 = !DILocation(line: 7, column: 49, scope: !58, inlinedAt: !263)
!265 = !DILocation(line: 7, column: 47, scope: !58, inlinedAt: !263)
!266 = !DILocation(line: 0, scope: !219, inlinedAt: !224)
!267 = !DILocation(line: 30, column: 11, scope: !219, inlinedAt: !224)
!268 = !DILocation(line: 0, scope: !221, inlinedAt: !224)
!269 = !DILocation(line: 31, column: 13, scope: !221, inlinedAt: !224)
!270 = !DILocation(line: 29, column: 17, scope: !212, inlinedAt: !224)
!271 = !DILocation(line: 33, column: 63, scope: !212, inlinedAt: !224)
!272 = !DILocation(line: 33, column: 68, scope: !212, inlinedAt: !224)
!273 = !DILocation(line: 33, column: 57, scope: !212, inlinedAt: !224)
!274 = !DILocation(line: 33, column: 35, scope: !212, inlinedAt: !224)
!275 = !DILocation(line: 33, column: 33, scope: !212, inlinedAt: !224)
!276 = !DILocation(line: 33, column: 24, scope: !212, inlinedAt: !224)
!277 = !DILocation(line: 33, column: 11, scope: !212, inlinedAt: !224)
!278 = !DILocation(line: 33, column: 29, scope: !212, inlinedAt: !224)
!279 = !DILocation(line: 26, column: 28, scope: !213, inlinedAt: !224)
!280 = distinct !{!280, !240, !281, !52, !53}
!281 = !DILocation(line: 34, column: 9, scope: !209, inlinedAt: !224)
!282 = !DILocation(line: 30, column: 38, scope: !222, inlinedAt: !224)
!283 = !DILocation(line: 30, column: 30, scope: !222, inlinedAt: !224)
!284 = distinct !{!284, !267, !285, !52, !53}
!285 = !DILocation(line: 32, column: 35, scope: !219, inlinedAt: !224)
!286 = !DILocation(line: 32, column: 32, scope: !287, inlinedAt: !224)
!287 = distinct !DILexicalBlock(scope: !221, file: !1, line: 31, column: 13)
!288 = !DILocation(line: 32, column: 20, scope: !287, inlinedAt: !224)
!289 = !DILocation(line: 32, column: 17, scope: !287, inlinedAt: !224)
!290 = !DILocation(line: 31, column: 40, scope: !287, inlinedAt: !224)
!291 = !DILocation(line: 31, column: 32, scope: !287, inlinedAt: !224)
!292 = distinct !{!292, !269, !293, !52, !53}
!293 = !DILocation(line: 32, column: 35, scope: !221, inlinedAt: !224)
!294 = !DILocation(line: 0, scope: !111)
!295 = !DILocation(line: 50, column: 21, scope: !296)
!296 = distinct !DILexicalBlock(scope: !111, file: !1, line: 50, column: 3)
!297 = !DILocation(line: 50, column: 3, scope: !111)
!298 = !DILocation(line: 46, column: 22, scope: !153)
!299 = !DILocation(line: 46, column: 12, scope: !153)
!300 = !DILocation(line: 46, column: 5, scope: !153)
!301 = !DILocation(line: 46, column: 10, scope: !153)
!302 = !DILocation(line: 45, column: 37, scope: !153)
!303 = distinct !{!303, !154, !304, !52, !53}
!304 = !DILocation(line: 46, column: 26, scope: !107)
!305 = !DILocation(line: 52, column: 3, scope: !94)
!306 = !DILocation(line: 53, column: 3, scope: !94)
!307 = !DILocation(line: 54, column: 3, scope: !94)
!308 = !DILocation(line: 55, column: 3, scope: !94)
!309 = !DILocation(line: 56, column: 3, scope: !94)
!310 = !DILocation(line: 51, column: 10, scope: !296)
!311 = !DILocation(line: 51, column: 20, scope: !296)
!312 = !DILocation(line: 51, column: 17, scope: !296)
!313 = !DILocation(line: 51, column: 15, scope: !296)
!314 = !DILocation(line: 51, column: 7, scope: !296)
!315 = !DILocation(line: 50, column: 37, scope: !296)
!316 = distinct !{!316, !297, !317, !52, !53}
!317 = !DILocation(line: 51, column: 23, scope: !111)
