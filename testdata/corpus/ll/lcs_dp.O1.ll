; ModuleID = 'lcs_dp.c'
source_filename = "lcs_dp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"ACGT\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"lcs %d edit %d\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @kernel_lcs(i8* nocapture noundef readonly %0, i32 noundef %1, i8* nocapture noundef readonly %2, i32 noundef %3, i32* nocapture noundef %4, i32* nocapture noundef %5) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !22, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 %1, metadata !23, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i8* %2, metadata !24, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !38
  %7 = icmp slt i32 %3, 0, !dbg !39
  br i1 %7, label %13, label %8, !dbg !41

8:                                                ; preds = %6
  %9 = bitcast i32* %4 to i8*, !dbg !39
  %10 = zext i32 %3 to i64, !dbg !41
  %11 = shl nuw nsw i64 %10, 2, !dbg !41
  %12 = add nuw nsw i64 %11, 4, !dbg !41
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1) %9, i8 0, i64 %12, i1 false), !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !38
  br label %13, !dbg !47

13:                                               ; preds = %8, %6
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !37
  %14 = icmp slt i32 %1, 1, !dbg !47
  br i1 %14, label %21, label %15, !dbg !49

15:                                               ; preds = %13
  %16 = icmp slt i32 %3, 1
  %17 = add nuw i32 %3, 1, !dbg !49
  %18 = add i32 %1, 1, !dbg !49
  %19 = zext i32 %18 to i64, !dbg !47
  %20 = zext i32 %17 to i64
  br label %26, !dbg !49

21:                                               ; preds = %33, %13
  %22 = phi i32* [ %4, %13 ], [ %29, %33 ]
  %23 = sext i32 %3 to i64, !dbg !50
  %24 = getelementptr inbounds i32, i32* %22, i64 %23, !dbg !50
  %25 = load i32, i32* %24, align 4, !dbg !50, !tbaa !43
  ret i32 %25, !dbg !51

26:                                               ; preds = %15, %33
  %27 = phi i64 [ 1, %15 ], [ %34, %33 ]
  %28 = phi i32* [ %4, %15 ], [ %29, %33 ]
  %29 = phi i32* [ %5, %15 ], [ %28, %33 ]
  call void @llvm.dbg.value(metadata i32* %28, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 %27, metadata !30, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32* %29, metadata !27, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %29, align 4, !dbg !52, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !53
  br i1 %16, label %33, label %30, !dbg !54

30:                                               ; preds = %26
  %31 = add nsw i64 %27, -1
  %32 = getelementptr inbounds i8, i8* %0, i64 %31
  br label %36, !dbg !54

33:                                               ; preds = %54, %26
  call void @llvm.dbg.value(metadata i32* %28, metadata !36, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32* %29, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()), !dbg !37
  %34 = add nuw nsw i64 %27, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %34, metadata !30, metadata !DIExpression()), !dbg !48
  %35 = icmp eq i64 %34, %19, !dbg !47
  br i1 %35, label %21, label %26, !dbg !49, !llvm.loop !57

36:                                               ; preds = %30, %54
  %37 = phi i64 [ 1, %30 ], [ %57, %54 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !32, metadata !DIExpression()), !dbg !53
  %38 = load i8, i8* %32, align 1, !dbg !61, !tbaa !63
  %39 = add nsw i64 %37, -1, !dbg !64
  %40 = getelementptr inbounds i8, i8* %2, i64 %39, !dbg !65
  %41 = load i8, i8* %40, align 1, !dbg !65, !tbaa !63
  %42 = icmp eq i8 %38, %41, !dbg !66
  br i1 %42, label %43, label %47, !dbg !61

43:                                               ; preds = %36
  %44 = getelementptr inbounds i32, i32* %28, i64 %39, !dbg !67
  %45 = load i32, i32* %44, align 4, !dbg !67, !tbaa !43
  %46 = add nsw i32 %45, 1, !dbg !68
  br label %54, !dbg !61

47:                                               ; preds = %36
  %48 = getelementptr inbounds i32, i32* %28, i64 %37, !dbg !69
  %49 = load i32, i32* %48, align 4, !dbg !69, !tbaa !43
  %50 = getelementptr inbounds i32, i32* %29, i64 %39, !dbg !70
  %51 = load i32, i32* %50, align 4, !dbg !70, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %49, metadata !71, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %51, metadata !76, metadata !DIExpression()), !dbg !77
  %52 = icmp sgt i32 %49, %51, !dbg !79
  %53 = select i1 %52, i32 %49, i32 %51, !dbg !80
  br label %54, !dbg !61

54:                                               ; preds = %47, %43
  %55 = phi i32 [ %46, %43 ], [ %53, %47 ], !dbg !61
  %56 = getelementptr inbounds i32, i32* %29, i64 %37, !dbg !81
  store i32 %55, i32* %56, align 4, !dbg !82, !tbaa !43
  %57 = add nuw nsw i64 %37, 1, !dbg !83
  call void @llvm.dbg.value(metadata i64 %57, metadata !32, metadata !DIExpression()), !dbg !53
  %58 = icmp eq i64 %57, %20, !dbg !84
  br i1 %58, label %33, label %36, !dbg !54, !llvm.loop !85
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !87 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !91, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i8** %1, metadata !92, metadata !DIExpression()), !dbg !107
  %3 = icmp sgt i32 %0, 1, !dbg !108
  br i1 %3, label %4, label %9, !dbg !109

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !110
  %6 = load i8*, i8** %5, align 8, !dbg !110, !tbaa !111
  call void @llvm.dbg.value(metadata i8* %6, metadata !113, metadata !DIExpression()) #8, !dbg !119
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !121
  %8 = trunc i64 %7 to i32, !dbg !122
  br label %9, !dbg !109

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 400, %2 ], !dbg !109
  call void @llvm.dbg.value(metadata i32 %10, metadata !93, metadata !DIExpression()), !dbg !107
  %11 = icmp sgt i32 %0, 2, !dbg !123
  br i1 %11, label %12, label %17, !dbg !124

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !125
  %14 = load i8*, i8** %13, align 8, !dbg !125, !tbaa !111
  call void @llvm.dbg.value(metadata i8* %14, metadata !113, metadata !DIExpression()) #8, !dbg !126
  %15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #8, !dbg !128
  %16 = trunc i64 %15 to i32, !dbg !129
  br label %17, !dbg !124

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %16, %12 ], [ 300, %9 ], !dbg !124
  call void @llvm.dbg.value(metadata i32 %18, metadata !94, metadata !DIExpression()), !dbg !107
  %19 = sext i32 %10 to i64, !dbg !130
  %20 = call noalias i8* @malloc(i64 noundef %19) #8, !dbg !131
  call void @llvm.dbg.value(metadata i8* %20, metadata !95, metadata !DIExpression()), !dbg !107
  %21 = sext i32 %18 to i64, !dbg !132
  %22 = call noalias i8* @malloc(i64 noundef %21) #8, !dbg !133
  call void @llvm.dbg.value(metadata i8* %22, metadata !96, metadata !DIExpression()), !dbg !107
  %23 = add nsw i32 %18, 1, !dbg !134
  %24 = sext i32 %23 to i64, !dbg !135
  %25 = shl nsw i64 %24, 2, !dbg !136
  %26 = call noalias i8* @malloc(i64 noundef %25) #8, !dbg !137
  %27 = bitcast i8* %26 to i32*, !dbg !137
  call void @llvm.dbg.value(metadata i32* %27, metadata !97, metadata !DIExpression()), !dbg !107
  %28 = call noalias i8* @malloc(i64 noundef %25) #8, !dbg !138
  %29 = bitcast i8* %28 to i32*, !dbg !138
  call void @llvm.dbg.value(metadata i32* %29, metadata !98, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 11, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !139
  %30 = icmp sgt i32 %10, 0, !dbg !140
  br i1 %30, label %31, label %33, !dbg !142

31:                                               ; preds = %17
  %32 = zext i32 %10 to i64, !dbg !140
  br label %38, !dbg !142

33:                                               ; preds = %38, %17
  %34 = phi i32 [ 11, %17 ], [ %42, %38 ], !dbg !107
  call void @llvm.dbg.value(metadata i32 %34, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !103, metadata !DIExpression()), !dbg !143
  %35 = icmp sgt i32 %18, 0, !dbg !144
  br i1 %35, label %36, label %51, !dbg !146

36:                                               ; preds = %33
  %37 = zext i32 %18 to i64, !dbg !144
  br label %155, !dbg !146

38:                                               ; preds = %31, %38
  %39 = phi i64 [ 0, %31 ], [ %49, %38 ]
  %40 = phi i32 [ 11, %31 ], [ %42, %38 ]
  call void @llvm.dbg.value(metadata i32 %40, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %39, metadata !101, metadata !DIExpression()), !dbg !139
  %41 = mul i32 %40, 1103515245, !dbg !147
  %42 = add i32 %41, 12345, !dbg !149
  call void @llvm.dbg.value(metadata i32 %42, metadata !99, metadata !DIExpression()), !dbg !107
  %43 = lshr i32 %42, 16, !dbg !150
  %44 = and i32 %43, 3, !dbg !151
  %45 = zext i32 %44 to i64, !dbg !152
  %46 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %45, !dbg !152
  %47 = load i8, i8* %46, align 1, !dbg !152, !tbaa !63
  %48 = getelementptr inbounds i8, i8* %20, i64 %39, !dbg !153
  store i8 %47, i8* %48, align 1, !dbg !154, !tbaa !63
  %49 = add nuw nsw i64 %39, 1, !dbg !155
  call void @llvm.dbg.value(metadata i64 %49, metadata !101, metadata !DIExpression()), !dbg !139
  %50 = icmp eq i64 %49, %32, !dbg !140
  br i1 %50, label %33, label %38, !dbg !142, !llvm.loop !156

51:                                               ; preds = %155, %33
  call void @llvm.dbg.value(metadata i8* %20, metadata !22, metadata !DIExpression()) #8, !dbg !158
  call void @llvm.dbg.value(metadata i32 %10, metadata !23, metadata !DIExpression()) #8, !dbg !158
  call void @llvm.dbg.value(metadata i8* %22, metadata !24, metadata !DIExpression()) #8, !dbg !158
  call void @llvm.dbg.value(metadata i32 %18, metadata !25, metadata !DIExpression()) #8, !dbg !158
  call void @llvm.dbg.value(metadata i32* %27, metadata !26, metadata !DIExpression()) #8, !dbg !158
  call void @llvm.dbg.value(metadata i32* %29, metadata !27, metadata !DIExpression()) #8, !dbg !158
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()) #8, !dbg !160
  %52 = icmp slt i32 %18, 0, !dbg !161
  br i1 %52, label %57, label %53, !dbg !162

53:                                               ; preds = %51
  %54 = zext i32 %18 to i64, !dbg !162
  %55 = shl nuw nsw i64 %54, 2, !dbg !162
  %56 = add nuw nsw i64 %55, 4, !dbg !162
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1) %26, i8 0, i64 %56, i1 false) #8, !dbg !163, !tbaa !43
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()) #8, !dbg !160
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !160
  br label %57, !dbg !164

57:                                               ; preds = %53, %51
  call void @llvm.dbg.value(metadata i32* %27, metadata !26, metadata !DIExpression()) #8, !dbg !158
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()) #8, !dbg !165
  call void @llvm.dbg.value(metadata i32* %29, metadata !27, metadata !DIExpression()) #8, !dbg !158
  %58 = icmp slt i32 %10, 1, !dbg !164
  br i1 %58, label %97, label %59, !dbg !166

59:                                               ; preds = %57
  %60 = icmp slt i32 %18, 1
  %61 = add i32 %10, 1, !dbg !166
  %62 = zext i32 %61 to i64, !dbg !164
  %63 = zext i32 %23 to i64
  br label %64, !dbg !166

64:                                               ; preds = %71, %59
  %65 = phi i64 [ 1, %59 ], [ %72, %71 ]
  %66 = phi i32* [ %27, %59 ], [ %67, %71 ]
  %67 = phi i32* [ %29, %59 ], [ %66, %71 ]
  call void @llvm.dbg.value(metadata i32* %66, metadata !26, metadata !DIExpression()) #8, !dbg !158
  call void @llvm.dbg.value(metadata i64 %65, metadata !30, metadata !DIExpression()) #8, !dbg !165
  call void @llvm.dbg.value(metadata i32* %67, metadata !27, metadata !DIExpression()) #8, !dbg !158
  store i32 0, i32* %67, align 4, !dbg !167, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()) #8, !dbg !168
  br i1 %60, label %71, label %68, !dbg !169

68:                                               ; preds = %64
  %69 = add nsw i64 %65, -1
  %70 = getelementptr inbounds i8, i8* %20, i64 %69
  br label %74, !dbg !169

71:                                               ; preds = %92, %64
  call void @llvm.dbg.value(metadata i32* %66, metadata !36, metadata !DIExpression()) #8, !dbg !170
  call void @llvm.dbg.value(metadata i32* %67, metadata !26, metadata !DIExpression()) #8, !dbg !158
  call void @llvm.dbg.value(metadata i32* %66, metadata !27, metadata !DIExpression()) #8, !dbg !158
  %72 = add nuw nsw i64 %65, 1, !dbg !171
  call void @llvm.dbg.value(metadata i64 %72, metadata !30, metadata !DIExpression()) #8, !dbg !165
  %73 = icmp eq i64 %72, %62, !dbg !164
  br i1 %73, label %97, label %64, !dbg !166, !llvm.loop !172

74:                                               ; preds = %92, %68
  %75 = phi i64 [ 1, %68 ], [ %95, %92 ]
  call void @llvm.dbg.value(metadata i64 %75, metadata !32, metadata !DIExpression()) #8, !dbg !168
  %76 = load i8, i8* %70, align 1, !dbg !174, !tbaa !63
  %77 = add nsw i64 %75, -1, !dbg !175
  %78 = getelementptr inbounds i8, i8* %22, i64 %77, !dbg !176
  %79 = load i8, i8* %78, align 1, !dbg !176, !tbaa !63
  %80 = icmp eq i8 %76, %79, !dbg !177
  br i1 %80, label %81, label %85, !dbg !174

81:                                               ; preds = %74
  %82 = getelementptr inbounds i32, i32* %66, i64 %77, !dbg !178
  %83 = load i32, i32* %82, align 4, !dbg !178, !tbaa !43
  %84 = add nsw i32 %83, 1, !dbg !179
  br label %92, !dbg !174

85:                                               ; preds = %74
  %86 = getelementptr inbounds i32, i32* %66, i64 %75, !dbg !180
  %87 = load i32, i32* %86, align 4, !dbg !180, !tbaa !43
  %88 = getelementptr inbounds i32, i32* %67, i64 %77, !dbg !181
  %89 = load i32, i32* %88, align 4, !dbg !181, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %87, metadata !71, metadata !DIExpression()) #8, !dbg !182
  call void @llvm.dbg.value(metadata i32 %89, metadata !76, metadata !DIExpression()) #8, !dbg !182
  %90 = icmp sgt i32 %87, %89, !dbg !184
  %91 = select i1 %90, i32 %87, i32 %89, !dbg !185
  br label %92, !dbg !174

92:                                               ; preds = %85, %81
  %93 = phi i32 [ %84, %81 ], [ %91, %85 ], !dbg !174
  %94 = getelementptr inbounds i32, i32* %67, i64 %75, !dbg !186
  store i32 %93, i32* %94, align 4, !dbg !187, !tbaa !43
  %95 = add nuw nsw i64 %75, 1, !dbg !188
  call void @llvm.dbg.value(metadata i64 %95, metadata !32, metadata !DIExpression()) #8, !dbg !168
  %96 = icmp eq i64 %95, %63, !dbg !189
  br i1 %96, label %71, label %74, !dbg !169, !llvm.loop !190

97:                                               ; preds = %71, %57
  %98 = phi i32* [ %27, %57 ], [ %67, %71 ]
  %99 = getelementptr inbounds i32, i32* %98, i64 %21, !dbg !192
  %100 = load i32, i32* %99, align 4, !dbg !192, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %100, metadata !105, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i8* %20, metadata !193, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 %10, metadata !196, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i8* %22, metadata !197, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 %18, metadata !198, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32* %27, metadata !199, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32* %29, metadata !200, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 0, metadata !201, metadata !DIExpression()), !dbg !212
  br i1 %52, label %103, label %101, !dbg !213

101:                                              ; preds = %97
  %102 = zext i32 %23 to i64, !dbg !214
  br label %109, !dbg !213

103:                                              ; preds = %109, %97
  call void @llvm.dbg.value(metadata i32* %27, metadata !199, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32* %29, metadata !200, metadata !DIExpression()), !dbg !210
  br i1 %58, label %150, label %104, !dbg !217

104:                                              ; preds = %103
  %105 = icmp slt i32 %18, 1
  %106 = add i32 %10, 1, !dbg !217
  %107 = zext i32 %106 to i64, !dbg !218
  %108 = zext i32 %23 to i64
  br label %115, !dbg !217

109:                                              ; preds = %109, %101
  %110 = phi i64 [ 0, %101 ], [ %113, %109 ]
  call void @llvm.dbg.value(metadata i64 %110, metadata !201, metadata !DIExpression()), !dbg !212
  %111 = getelementptr inbounds i32, i32* %27, i64 %110, !dbg !219
  %112 = trunc i64 %110 to i32, !dbg !220
  store i32 %112, i32* %111, align 4, !dbg !220, !tbaa !43
  %113 = add nuw nsw i64 %110, 1, !dbg !221
  call void @llvm.dbg.value(metadata i64 %113, metadata !201, metadata !DIExpression()), !dbg !212
  %114 = icmp eq i64 %113, %102, !dbg !214
  br i1 %114, label %103, label %109, !dbg !213, !llvm.loop !222

115:                                              ; preds = %124, %104
  %116 = phi i64 [ 1, %104 ], [ %125, %124 ]
  %117 = phi i32* [ %27, %104 ], [ %118, %124 ]
  %118 = phi i32* [ %29, %104 ], [ %117, %124 ]
  call void @llvm.dbg.value(metadata i32* %117, metadata !199, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 %116, metadata !203, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32* %118, metadata !200, metadata !DIExpression()), !dbg !210
  %119 = trunc i64 %116 to i32, !dbg !224
  store i32 %119, i32* %118, align 4, !dbg !224, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !205, metadata !DIExpression()), !dbg !225
  br i1 %105, label %124, label %120, !dbg !226

120:                                              ; preds = %115
  %121 = add nsw i64 %116, -1
  %122 = getelementptr inbounds i8, i8* %20, i64 %121
  %123 = load i32, i32* %118, align 4
  br label %127, !dbg !226

124:                                              ; preds = %127, %115
  call void @llvm.dbg.value(metadata i32* %117, metadata !209, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i32* %118, metadata !199, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32* %117, metadata !200, metadata !DIExpression()), !dbg !210
  %125 = add nuw nsw i64 %116, 1, !dbg !228
  call void @llvm.dbg.value(metadata i64 %125, metadata !203, metadata !DIExpression()), !dbg !216
  %126 = icmp eq i64 %125, %107, !dbg !218
  br i1 %126, label %150, label %115, !dbg !217, !llvm.loop !229

127:                                              ; preds = %127, %120
  %128 = phi i32 [ %123, %120 ], [ %146, %127 ]
  %129 = phi i64 [ 1, %120 ], [ %148, %127 ]
  call void @llvm.dbg.value(metadata i64 %129, metadata !205, metadata !DIExpression()), !dbg !225
  %130 = getelementptr inbounds i32, i32* %117, i64 %129, !dbg !231
  %131 = load i32, i32* %130, align 4, !dbg !231, !tbaa !43
  %132 = add nsw i32 %131, 1, !dbg !233
  %133 = add nsw i64 %129, -1, !dbg !234
  %134 = add nsw i32 %128, 1, !dbg !235
  %135 = getelementptr inbounds i32, i32* %117, i64 %133, !dbg !236
  %136 = load i32, i32* %135, align 4, !dbg !236, !tbaa !43
  %137 = load i8, i8* %122, align 1, !dbg !237, !tbaa !63
  %138 = getelementptr inbounds i8, i8* %22, i64 %133, !dbg !238
  %139 = load i8, i8* %138, align 1, !dbg !238, !tbaa !63
  %140 = icmp ne i8 %137, %139, !dbg !239
  %141 = zext i1 %140 to i32, !dbg !239
  %142 = add nsw i32 %136, %141, !dbg !240
  call void @llvm.dbg.value(metadata i32 %132, metadata !241, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata i32 %134, metadata !246, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata i32 %142, metadata !247, metadata !DIExpression()), !dbg !249
  %143 = icmp slt i32 %132, %134, !dbg !251
  %144 = select i1 %143, i32 %132, i32 %134, !dbg !252
  call void @llvm.dbg.value(metadata i32 %144, metadata !248, metadata !DIExpression()), !dbg !249
  %145 = icmp slt i32 %144, %142, !dbg !253
  %146 = select i1 %145, i32 %144, i32 %142, !dbg !254
  %147 = getelementptr inbounds i32, i32* %118, i64 %129, !dbg !255
  store i32 %146, i32* %147, align 4, !dbg !256, !tbaa !43
  %148 = add nuw nsw i64 %129, 1, !dbg !257
  call void @llvm.dbg.value(metadata i64 %148, metadata !205, metadata !DIExpression()), !dbg !225
  %149 = icmp eq i64 %148, %108, !dbg !258
  br i1 %149, label %124, label %127, !dbg !226, !llvm.loop !259

150:                                              ; preds = %124, %103
  %151 = phi i32* [ %27, %103 ], [ %118, %124 ]
  %152 = getelementptr inbounds i32, i32* %151, i64 %21, !dbg !261
  %153 = load i32, i32* %152, align 4, !dbg !261, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %153, metadata !106, metadata !DIExpression()), !dbg !107
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %100, i32 noundef %153), !dbg !262
  call void @free(i8* noundef %20) #8, !dbg !263
  call void @free(i8* noundef %22) #8, !dbg !264
  call void @free(i8* noundef %26) #8, !dbg !265
  call void @free(i8* noundef %28) #8, !dbg !266
  ret i32 0, !dbg !267

155:                                              ; preds = %36, %155
  %156 = phi i64 [ 0, %36 ], [ %166, %155 ]
  %157 = phi i32 [ %34, %36 ], [ %159, %155 ]
  call void @llvm.dbg.value(metadata i32 %157, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %156, metadata !103, metadata !DIExpression()), !dbg !143
  %158 = mul i32 %157, 1103515245, !dbg !268
  %159 = add i32 %158, 12345, !dbg !270
  call void @llvm.dbg.value(metadata i32 %159, metadata !99, metadata !DIExpression()), !dbg !107
  %160 = lshr i32 %159, 16, !dbg !271
  %161 = and i32 %160, 3, !dbg !272
  %162 = zext i32 %161 to i64, !dbg !273
  %163 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %162, !dbg !273
  %164 = load i8, i8* %163, align 1, !dbg !273, !tbaa !63
  %165 = getelementptr inbounds i8, i8* %22, i64 %156, !dbg !274
  store i8 %164, i8* %165, align 1, !dbg !275, !tbaa !63
  %166 = add nuw nsw i64 %156, 1, !dbg !276
  call void @llvm.dbg.value(metadata i64 %166, metadata !103, metadata !DIExpression()), !dbg !143
  %167 = icmp eq i64 %166, %37, !dbg !144
  br i1 %167, label %51, label %155, !dbg !146, !llvm.loop !277
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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lcs_dp.c", directory: ".", checksumkind: CSK_MD5, checksum: "ce8fc29c5bcc26699b1afc381c82ecce")
!2 = !{!3, !4, !7}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "kernel_lcs", scope: !1, file: !1, line: 15, type: !16, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !18, !3, !18, !3, !20, !20}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!21 = !{!22, !23, !24, !25, !26, !27, !28, !30, !32, !36}
!22 = !DILocalVariable(name: "a", arg: 1, scope: !15, file: !1, line: 15, type: !18)
!23 = !DILocalVariable(name: "n", arg: 2, scope: !15, file: !1, line: 15, type: !3)
!24 = !DILocalVariable(name: "b", arg: 3, scope: !15, file: !1, line: 15, type: !18)
!25 = !DILocalVariable(name: "m", arg: 4, scope: !15, file: !1, line: 15, type: !3)
!26 = !DILocalVariable(name: "prev", arg: 5, scope: !15, file: !1, line: 15, type: !20)
!27 = !DILocalVariable(name: "cur", arg: 6, scope: !15, file: !1, line: 15, type: !20)
!28 = !DILocalVariable(name: "j", scope: !29, file: !1, line: 17, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 17, column: 3)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 19, type: !3)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 19, column: 3)
!32 = !DILocalVariable(name: "j", scope: !33, file: !1, line: 21, type: !3)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 21, column: 5)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 19, column: 32)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 19, column: 3)
!36 = !DILocalVariable(name: "t", scope: !34, file: !1, line: 23, type: !20)
!37 = !DILocation(line: 0, scope: !15)
!38 = !DILocation(line: 0, scope: !29)
!39 = !DILocation(line: 17, column: 21, scope: !40)
!40 = distinct !DILexicalBlock(scope: !29, file: !1, line: 17, column: 3)
!41 = !DILocation(line: 17, column: 3, scope: !29)
!42 = !DILocation(line: 18, column: 13, scope: !40)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 19, column: 21, scope: !35)
!48 = !DILocation(line: 0, scope: !31)
!49 = !DILocation(line: 19, column: 3, scope: !31)
!50 = !DILocation(line: 27, column: 10, scope: !15)
!51 = !DILocation(line: 27, column: 3, scope: !15)
!52 = !DILocation(line: 20, column: 12, scope: !34)
!53 = !DILocation(line: 0, scope: !33)
!54 = !DILocation(line: 21, column: 5, scope: !33)
!55 = !DILocation(line: 0, scope: !34)
!56 = !DILocation(line: 19, column: 28, scope: !35)
!57 = distinct !{!57, !49, !58, !59, !60}
!58 = !DILocation(line: 26, column: 3, scope: !31)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !{!"llvm.loop.unroll.disable"}
!61 = !DILocation(line: 22, column: 16, scope: !62)
!62 = distinct !DILexicalBlock(scope: !33, file: !1, line: 21, column: 5)
!63 = !{!45, !45, i64 0}
!64 = !DILocation(line: 22, column: 32, scope: !62)
!65 = !DILocation(line: 22, column: 28, scope: !62)
!66 = !DILocation(line: 22, column: 25, scope: !62)
!67 = !DILocation(line: 22, column: 39, scope: !62)
!68 = !DILocation(line: 22, column: 51, scope: !62)
!69 = !DILocation(line: 22, column: 62, scope: !62)
!70 = !DILocation(line: 22, column: 71, scope: !62)
!71 = !DILocalVariable(name: "a", arg: 1, scope: !72, file: !1, line: 8, type: !3)
!72 = distinct !DISubprogram(name: "max2", scope: !1, file: !1, line: 8, type: !73, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!3, !3, !3}
!75 = !{!71, !76}
!76 = !DILocalVariable(name: "b", arg: 2, scope: !72, file: !1, line: 8, type: !3)
!77 = !DILocation(line: 0, scope: !72, inlinedAt: !78)
!78 = distinct !DILocation(line: 22, column: 57, scope: !62)
!79 = !DILocation(line: 8, column: 42, scope: !72, inlinedAt: !78)
!80 = !DILocation(line: 8, column: 40, scope: !72, inlinedAt: !78)
!81 = !DILocation(line: 22, column: 7, scope: !62)
!82 = !DILocation(line: 22, column: 14, scope: !62)
!83 = !DILocation(line: 21, column: 30, scope: !62)
!84 = !DILocation(line: 21, column: 23, scope: !62)
!85 = distinct !{!85, !54, !86, !59, !60}
!86 = !DILocation(line: 22, column: 81, scope: !33)
!87 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 46, type: !88, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!3, !3, !4}
!90 = !{!91, !92, !93, !94, !95, !96, !97, !98, !99, !101, !103, !105, !106}
!91 = !DILocalVariable(name: "argc", arg: 1, scope: !87, file: !1, line: 46, type: !3)
!92 = !DILocalVariable(name: "argv", arg: 2, scope: !87, file: !1, line: 46, type: !4)
!93 = !DILocalVariable(name: "n", scope: !87, file: !1, line: 48, type: !3)
!94 = !DILocalVariable(name: "m", scope: !87, file: !1, line: 49, type: !3)
!95 = !DILocalVariable(name: "a", scope: !87, file: !1, line: 50, type: !5)
!96 = !DILocalVariable(name: "b", scope: !87, file: !1, line: 50, type: !5)
!97 = !DILocalVariable(name: "r0", scope: !87, file: !1, line: 51, type: !20)
!98 = !DILocalVariable(name: "r1", scope: !87, file: !1, line: 51, type: !20)
!99 = !DILocalVariable(name: "s", scope: !87, file: !1, line: 52, type: !100)
!100 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!101 = !DILocalVariable(name: "i", scope: !102, file: !1, line: 53, type: !3)
!102 = distinct !DILexicalBlock(scope: !87, file: !1, line: 53, column: 3)
!103 = !DILocalVariable(name: "j", scope: !104, file: !1, line: 57, type: !3)
!104 = distinct !DILexicalBlock(scope: !87, file: !1, line: 57, column: 3)
!105 = !DILocalVariable(name: "l", scope: !87, file: !1, line: 61, type: !3)
!106 = !DILocalVariable(name: "e", scope: !87, file: !1, line: 62, type: !3)
!107 = !DILocation(line: 0, scope: !87)
!108 = !DILocation(line: 48, column: 16, scope: !87)
!109 = !DILocation(line: 48, column: 11, scope: !87)
!110 = !DILocation(line: 48, column: 27, scope: !87)
!111 = !{!112, !112, i64 0}
!112 = !{!"any pointer", !45, i64 0}
!113 = !DILocalVariable(name: "__nptr", arg: 1, scope: !114, file: !115, line: 362, type: !18)
!114 = distinct !DISubprogram(name: "atoi", scope: !115, file: !115, line: 362, type: !116, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !118)
!115 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!116 = !DISubroutineType(types: !117)
!117 = !{!3, !18}
!118 = !{!113}
!119 = !DILocation(line: 0, scope: !114, inlinedAt: !120)
!120 = distinct !DILocation(line: 48, column: 22, scope: !87)
!121 = !DILocation(line: 364, column: 16, scope: !114, inlinedAt: !120)
!122 = !DILocation(line: 364, column: 10, scope: !114, inlinedAt: !120)
!123 = !DILocation(line: 49, column: 16, scope: !87)
!124 = !DILocation(line: 49, column: 11, scope: !87)
!125 = !DILocation(line: 49, column: 27, scope: !87)
!126 = !DILocation(line: 0, scope: !114, inlinedAt: !127)
!127 = distinct !DILocation(line: 49, column: 22, scope: !87)
!128 = !DILocation(line: 364, column: 16, scope: !114, inlinedAt: !127)
!129 = !DILocation(line: 364, column: 10, scope: !114, inlinedAt: !127)
!130 = !DILocation(line: 50, column: 20, scope: !87)
!131 = !DILocation(line: 50, column: 13, scope: !87)
!132 = !DILocation(line: 50, column: 36, scope: !87)
!133 = !DILocation(line: 50, column: 29, scope: !87)
!134 = !DILocation(line: 51, column: 23, scope: !87)
!135 = !DILocation(line: 51, column: 20, scope: !87)
!136 = !DILocation(line: 51, column: 28, scope: !87)
!137 = !DILocation(line: 51, column: 13, scope: !87)
!138 = !DILocation(line: 51, column: 50, scope: !87)
!139 = !DILocation(line: 0, scope: !102)
!140 = !DILocation(line: 53, column: 21, scope: !141)
!141 = distinct !DILexicalBlock(scope: !102, file: !1, line: 53, column: 3)
!142 = !DILocation(line: 53, column: 3, scope: !102)
!143 = !DILocation(line: 0, scope: !104)
!144 = !DILocation(line: 57, column: 21, scope: !145)
!145 = distinct !DILexicalBlock(scope: !104, file: !1, line: 57, column: 3)
!146 = !DILocation(line: 57, column: 3, scope: !104)
!147 = !DILocation(line: 54, column: 11, scope: !148)
!148 = distinct !DILexicalBlock(scope: !141, file: !1, line: 53, column: 31)
!149 = !DILocation(line: 54, column: 25, scope: !148)
!150 = !DILocation(line: 55, column: 22, scope: !148)
!151 = !DILocation(line: 55, column: 29, scope: !148)
!152 = !DILocation(line: 55, column: 12, scope: !148)
!153 = !DILocation(line: 55, column: 5, scope: !148)
!154 = !DILocation(line: 55, column: 10, scope: !148)
!155 = !DILocation(line: 53, column: 27, scope: !141)
!156 = distinct !{!156, !142, !157, !59, !60}
!157 = !DILocation(line: 56, column: 3, scope: !102)
!158 = !DILocation(line: 0, scope: !15, inlinedAt: !159)
!159 = distinct !DILocation(line: 61, column: 11, scope: !87)
!160 = !DILocation(line: 0, scope: !29, inlinedAt: !159)
!161 = !DILocation(line: 17, column: 21, scope: !40, inlinedAt: !159)
!162 = !DILocation(line: 17, column: 3, scope: !29, inlinedAt: !159)
!163 = !DILocation(line: 18, column: 13, scope: !40, inlinedAt: !159)
!164 = !DILocation(line: 19, column: 21, scope: !35, inlinedAt: !159)
!165 = !DILocation(line: 0, scope: !31, inlinedAt: !159)
!166 = !DILocation(line: 19, column: 3, scope: !31, inlinedAt: !159)
!167 = !DILocation(line: 20, column: 12, scope: !34, inlinedAt: !159)
!168 = !DILocation(line: 0, scope: !33, inlinedAt: !159)
!169 = !DILocation(line: 21, column: 5, scope: !33, inlinedAt: !159)
!170 = !DILocation(line: 0, scope: !34, inlinedAt: !159)
!171 = !DILocation(line: 19, column: 28, scope: !35, inlinedAt: !159)
!172 = distinct !{!172, !166, !173, !59, !60}
!173 = !DILocation(line: 26, column: 3, scope: !31, inlinedAt: !159)
!174 = !DILocation(line: 22, column: 16, scope: !62, inlinedAt: !159)
!175 = !DILocation(line: 22, column: 32, scope: !62, inlinedAt: !159)
!176 = !DILocation(line: 22, column: 28, scope: !62, inlinedAt: !159)
!177 = !DILocation(line: 22, column: 25, scope: !62, inlinedAt: !159)
!178 = !DILocation(line: 22, column: 39, scope: !62, inlinedAt: !159)
!179 = !DILocation(line: 22, column: 51, scope: !62, inlinedAt: !159)
!180 = !DILocation(line: 22, column: 62, scope: !62, inlinedAt: !159)
!181 = !DILocation(line: 22, column: 71, scope: !62, inlinedAt: !159)
!182 = !DILocation(line: 0, scope: !72, inlinedAt: !183)
!183 = distinct !DILocation(line: 22, column: 57, scope: !62, inlinedAt: !159)
!184 = !DILocation(line: 8, column: 42, scope: !72, inlinedAt: !183)
!185 = !DILocation(line: 8, column: 40, scope: !72, inlinedAt: !183)
!186 = !DILocation(line: 22, column: 7, scope: !62, inlinedAt: !159)
!187 = !DILocation(line: 22, column: 14, scope: !62, inlinedAt: !159)
!188 = !DILocation(line: 21, column: 30, scope: !62, inlinedAt: !159)
!189 = !DILocation(line: 21, column: 23, scope: !62, inlinedAt: !159)
!190 = distinct !{!190, !169, !191, !59, !60}
!191 = !DILocation(line: 22, column: 81, scope: !33, inlinedAt: !159)
!192 = !DILocation(line: 27, column: 10, scope: !15, inlinedAt: !159)
!193 = !DILocalVariable(name: "a", arg: 1, scope: !194, file: !1, line: 30, type: !18)
!194 = distinct !DISubprogram(name: "edit", scope: !1, file: !1, line: 30, type: !16, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !195)
!195 = !{!193, !196, !197, !198, !199, !200, !201, !203, !205, !209}
!196 = !DILocalVariable(name: "n", arg: 2, scope: !194, file: !1, line: 30, type: !3)
!197 = !DILocalVariable(name: "b", arg: 3, scope: !194, file: !1, line: 30, type: !18)
!198 = !DILocalVariable(name: "m", arg: 4, scope: !194, file: !1, line: 30, type: !3)
!199 = !DILocalVariable(name: "prev", arg: 5, scope: !194, file: !1, line: 30, type: !20)
!200 = !DILocalVariable(name: "cur", arg: 6, scope: !194, file: !1, line: 30, type: !20)
!201 = !DILocalVariable(name: "j", scope: !202, file: !1, line: 32, type: !3)
!202 = distinct !DILexicalBlock(scope: !194, file: !1, line: 32, column: 3)
!203 = !DILocalVariable(name: "i", scope: !204, file: !1, line: 34, type: !3)
!204 = distinct !DILexicalBlock(scope: !194, file: !1, line: 34, column: 3)
!205 = !DILocalVariable(name: "j", scope: !206, file: !1, line: 36, type: !3)
!206 = distinct !DILexicalBlock(scope: !207, file: !1, line: 36, column: 5)
!207 = distinct !DILexicalBlock(scope: !208, file: !1, line: 34, column: 32)
!208 = distinct !DILexicalBlock(scope: !204, file: !1, line: 34, column: 3)
!209 = !DILocalVariable(name: "t", scope: !207, file: !1, line: 39, type: !20)
!210 = !DILocation(line: 0, scope: !194, inlinedAt: !211)
!211 = distinct !DILocation(line: 62, column: 11, scope: !87)
!212 = !DILocation(line: 0, scope: !202, inlinedAt: !211)
!213 = !DILocation(line: 32, column: 3, scope: !202, inlinedAt: !211)
!214 = !DILocation(line: 32, column: 21, scope: !215, inlinedAt: !211)
!215 = distinct !DILexicalBlock(scope: !202, file: !1, line: 32, column: 3)
!216 = !DILocation(line: 0, scope: !204, inlinedAt: !211)
!217 = !DILocation(line: 34, column: 3, scope: !204, inlinedAt: !211)
!218 = !DILocation(line: 34, column: 21, scope: !208, inlinedAt: !211)
!219 = !DILocation(line: 33, column: 5, scope: !215, inlinedAt: !211)
!220 = !DILocation(line: 33, column: 13, scope: !215, inlinedAt: !211)
!221 = !DILocation(line: 32, column: 28, scope: !215, inlinedAt: !211)
!222 = distinct !{!222, !213, !223, !59, !60}
!223 = !DILocation(line: 33, column: 15, scope: !202, inlinedAt: !211)
!224 = !DILocation(line: 35, column: 12, scope: !207, inlinedAt: !211)
!225 = !DILocation(line: 0, scope: !206, inlinedAt: !211)
!226 = !DILocation(line: 36, column: 5, scope: !206, inlinedAt: !211)
!227 = !DILocation(line: 0, scope: !207, inlinedAt: !211)
!228 = !DILocation(line: 34, column: 28, scope: !208, inlinedAt: !211)
!229 = distinct !{!229, !217, !230, !59, !60}
!230 = !DILocation(line: 42, column: 3, scope: !204, inlinedAt: !211)
!231 = !DILocation(line: 37, column: 21, scope: !232, inlinedAt: !211)
!232 = distinct !DILexicalBlock(scope: !206, file: !1, line: 36, column: 5)
!233 = !DILocation(line: 37, column: 29, scope: !232, inlinedAt: !211)
!234 = !DILocation(line: 37, column: 40, scope: !232, inlinedAt: !211)
!235 = !DILocation(line: 37, column: 45, scope: !232, inlinedAt: !211)
!236 = !DILocation(line: 38, column: 21, scope: !232, inlinedAt: !211)
!237 = !DILocation(line: 38, column: 36, scope: !232, inlinedAt: !211)
!238 = !DILocation(line: 38, column: 48, scope: !232, inlinedAt: !211)
!239 = !DILocation(line: 38, column: 45, scope: !232, inlinedAt: !211)
!240 = !DILocation(line: 38, column: 33, scope: !232, inlinedAt: !211)
!241 = !DILocalVariable(name: "a", arg: 1, scope: !242, file: !1, line: 9, type: !3)
!242 = distinct !DISubprogram(name: "min3", scope: !1, file: !1, line: 9, type: !243, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{!3, !3, !3, !3}
!245 = !{!241, !246, !247, !248}
!246 = !DILocalVariable(name: "b", arg: 2, scope: !242, file: !1, line: 9, type: !3)
!247 = !DILocalVariable(name: "c", arg: 3, scope: !242, file: !1, line: 9, type: !3)
!248 = !DILocalVariable(name: "m", scope: !242, file: !1, line: 11, type: !3)
!249 = !DILocation(line: 0, scope: !242, inlinedAt: !250)
!250 = distinct !DILocation(line: 37, column: 16, scope: !232, inlinedAt: !211)
!251 = !DILocation(line: 11, column: 13, scope: !242, inlinedAt: !250)
!252 = !DILocation(line: 11, column: 11, scope: !242, inlinedAt: !250)
!253 = !DILocation(line: 12, column: 12, scope: !242, inlinedAt: !250)
!254 = !DILocation(line: 12, column: 10, scope: !242, inlinedAt: !250)
!255 = !DILocation(line: 37, column: 7, scope: !232, inlinedAt: !211)
!256 = !DILocation(line: 37, column: 14, scope: !232, inlinedAt: !211)
!257 = !DILocation(line: 36, column: 30, scope: !232, inlinedAt: !211)
!258 = !DILocation(line: 36, column: 23, scope: !232, inlinedAt: !211)
!259 = distinct !{!259, !226, !260, !59, !60}
!260 = !DILocation(line: 38, column: 57, scope: !206, inlinedAt: !211)
!261 = !DILocation(line: 43, column: 10, scope: !194, inlinedAt: !211)
!262 = !DILocation(line: 63, column: 3, scope: !87)
!263 = !DILocation(line: 64, column: 3, scope: !87)
!264 = !DILocation(line: 64, column: 12, scope: !87)
!265 = !DILocation(line: 64, column: 21, scope: !87)
!266 = !DILocation(line: 64, column: 31, scope: !87)
!267 = !DILocation(line: 65, column: 3, scope: !87)
!268 = !DILocation(line: 58, column: 11, scope: !269)
!269 = distinct !DILexicalBlock(scope: !145, file: !1, line: 57, column: 31)
!270 = !DILocation(line: 58, column: 25, scope: !269)
!271 = !DILocation(line: 59, column: 22, scope: !269)
!272 = !DILocation(line: 59, column: 29, scope: !269)
!273 = !DILocation(line: 59, column: 12, scope: !269)
!274 = !DILocation(line: 59, column: 5, scope: !269)
!275 = !DILocation(line: 59, column: 10, scope: !269)
!276 = !DILocation(line: 57, column: 27, scope: !145)
!277 = distinct !{!277, !146, !278, !59, !60}
!278 = !DILocation(line: 60, column: 3, scope: !104)
