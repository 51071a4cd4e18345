; ModuleID = 'switch_dispatch.c'
source_filename = "switch_dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [36 x i8] c"decoded %ld bytes from %d, sum %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !27 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !31, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i8** %1, metadata !32, metadata !DIExpression()), !dbg !49
  %3 = icmp sgt i32 %0, 1, !dbg !50
  br i1 %3, label %4, label %15, !dbg !51

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !52
  %6 = load i8*, i8** %5, align 8, !dbg !52, !tbaa !53
  call void @llvm.dbg.value(metadata i8* %6, metadata !57, metadata !DIExpression()) #7, !dbg !65
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !67
  %8 = trunc i64 %7 to i32, !dbg !68
  call void @llvm.dbg.value(metadata i32 %8, metadata !33, metadata !DIExpression()), !dbg !49
  %9 = icmp eq i32 %0, 2, !dbg !69
  br i1 %9, label %15, label %10, !dbg !70

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !71
  %12 = load i8*, i8** %11, align 8, !dbg !71, !tbaa !53
  call void @llvm.dbg.value(metadata i8* %12, metadata !57, metadata !DIExpression()) #7, !dbg !72
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !74
  %14 = trunc i64 %13 to i32, !dbg !75
  br label %15, !dbg !70

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 3000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 7, %4 ], [ 7, %2 ], !dbg !70
  call void @llvm.dbg.value(metadata i32 %17, metadata !34, metadata !DIExpression()), !dbg !49
  %18 = sext i32 %16 to i64, !dbg !76
  %19 = mul nsw i64 %18, 3, !dbg !77
  %20 = add nsw i64 %19, 1, !dbg !78
  %21 = tail call noalias i8* @malloc(i64 noundef %20) #7, !dbg !79
  call void @llvm.dbg.value(metadata i8* %21, metadata !35, metadata !DIExpression()), !dbg !49
  %22 = shl nsw i64 %18, 4, !dbg !80
  %23 = add nsw i64 %22, 16, !dbg !81
  %24 = tail call noalias i8* @calloc(i64 noundef %23, i64 noundef 1) #7, !dbg !82
  call void @llvm.dbg.value(metadata i8* %24, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 %17, metadata !34, metadata !DIExpression()), !dbg !49
  %25 = icmp sgt i32 %16, 0, !dbg !84
  br i1 %25, label %80, label %26, !dbg !85

26:                                               ; preds = %115, %15
  %27 = phi i32 [ 0, %15 ], [ %119, %115 ], !dbg !49
  %28 = sext i32 %27 to i64, !dbg !86
  %29 = getelementptr inbounds i8, i8* %21, i64 %28, !dbg !86
  store i8 3, i8* %29, align 1, !dbg !87, !tbaa !88
  call void @llvm.dbg.value(metadata i8* %21, metadata !89, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i8* %24, metadata !96, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i64 0, metadata !97, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !105
  br label %30, !dbg !107

30:                                               ; preds = %76, %26
  %31 = phi i64 [ 0, %26 ], [ %78, %76 ], !dbg !105
  %32 = phi i32 [ 0, %26 ], [ %79, %76 ], !dbg !105
  call void @llvm.dbg.value(metadata i32 %32, metadata !98, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i64 %31, metadata !97, metadata !DIExpression()), !dbg !105
  %33 = zext i32 %32 to i64, !dbg !108
  %34 = getelementptr inbounds i8, i8* %21, i64 %33, !dbg !108
  %35 = load i8, i8* %34, align 1, !dbg !108, !tbaa !88
  switch i8 %35, label %36 [
    i8 0, label %62
    i8 1, label %44
    i8 2, label %69
  ], !dbg !109

36:                                               ; preds = %30
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression()), !dbg !49
  %37 = icmp sgt i64 %31, 0, !dbg !111
  br i1 %37, label %38, label %140, !dbg !113

38:                                               ; preds = %36
  %39 = add i64 %31, -1, !dbg !113
  %40 = and i64 %31, 7, !dbg !113
  %41 = icmp ult i64 %39, 7, !dbg !113
  br i1 %41, label %124, label %42, !dbg !113

42:                                               ; preds = %38
  %43 = and i64 %31, -8, !dbg !113
  br label %143, !dbg !113

44:                                               ; preds = %30
  %45 = add nuw nsw i32 %32, 1
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i8, i8* %21, i64 %46
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i64 %31, metadata !97, metadata !DIExpression()), !dbg !105
  %48 = load i8, i8* %47, align 1, !dbg !115, !tbaa !88
  %49 = icmp eq i8 %48, 0, !dbg !117
  br i1 %49, label %76, label %50, !dbg !118

50:                                               ; preds = %44
  %51 = add nuw nsw i32 %32, 2
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i8, i8* %21, i64 %52
  %54 = load i8, i8* %53, align 1, !tbaa !88
  %55 = zext i8 %48 to i64
  %56 = getelementptr i8, i8* %24, i64 %31, !dbg !118
  %57 = zext i8 %48 to i64, !dbg !118
  call void @llvm.memset.p0i8.i64(i8* align 1 %56, i8 %54, i64 %57, i1 false), !dbg !119, !tbaa !88
  %58 = add nuw nsw i64 %55, 4294967295, !dbg !118
  %59 = and i64 %58, 4294967295, !dbg !118
  call void @llvm.dbg.value(metadata i32 undef, metadata !97, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !105
  call void @llvm.dbg.value(metadata i32 undef, metadata !99, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !114
  %60 = add i64 %31, 1, !dbg !118
  %61 = add i64 %60, %59, !dbg !118
  br label %76, !dbg !120

62:                                               ; preds = %30
  %63 = add nuw nsw i32 %32, 1, !dbg !121
  %64 = zext i32 %63 to i64, !dbg !122
  %65 = getelementptr inbounds i8, i8* %21, i64 %64, !dbg !122
  %66 = load i8, i8* %65, align 1, !dbg !122, !tbaa !88
  %67 = add nsw i64 %31, 1, !dbg !123
  call void @llvm.dbg.value(metadata i64 %67, metadata !97, metadata !DIExpression()), !dbg !105
  %68 = getelementptr inbounds i8, i8* %24, i64 %31, !dbg !124
  store i8 %66, i8* %68, align 1, !dbg !125, !tbaa !88
  call void @llvm.dbg.value(metadata i32 undef, metadata !98, metadata !DIExpression()), !dbg !105
  br label %76, !dbg !126

69:                                               ; preds = %30
  %70 = add nuw nsw i32 %32, 1, !dbg !127
  %71 = zext i32 %70 to i64, !dbg !128
  %72 = getelementptr inbounds i8, i8* %21, i64 %71, !dbg !128
  %73 = load i8, i8* %72, align 1, !dbg !128, !tbaa !88
  %74 = zext i8 %73 to i64, !dbg !128
  %75 = add nsw i64 %31, %74, !dbg !129
  call void @llvm.dbg.value(metadata i64 %75, metadata !97, metadata !DIExpression()), !dbg !105
  br label %76, !dbg !130

76:                                               ; preds = %50, %69, %62, %44
  %77 = phi i32 [ 2, %69 ], [ 2, %62 ], [ 3, %44 ], [ 3, %50 ]
  %78 = phi i64 [ %75, %69 ], [ %67, %62 ], [ %31, %44 ], [ %61, %50 ], !dbg !105
  %79 = add nuw nsw i32 %77, %32, !dbg !120
  call void @llvm.dbg.value(metadata i32 %79, metadata !98, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i64 %78, metadata !97, metadata !DIExpression()), !dbg !105
  br label %30, !dbg !131, !llvm.loop !132

80:                                               ; preds = %15, %115
  %81 = phi i32 [ %85, %115 ], [ %17, %15 ]
  %82 = phi i32 [ %119, %115 ], [ 0, %15 ]
  %83 = phi i32 [ %122, %115 ], [ 0, %15 ]
  call void @llvm.dbg.value(metadata i32 %81, metadata !34, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 %82, metadata !38, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 %83, metadata !39, metadata !DIExpression()), !dbg !83
  %84 = mul i32 %81, 1103515245, !dbg !135
  %85 = add i32 %84, 12345, !dbg !136
  call void @llvm.dbg.value(metadata i32 %85, metadata !34, metadata !DIExpression()), !dbg !49
  %86 = lshr i32 %85, 16, !dbg !137
  %87 = and i32 %86, 7, !dbg !138
  call void @llvm.dbg.value(metadata i32 %87, metadata !41, metadata !DIExpression()), !dbg !139
  %88 = icmp ult i32 %87, 4, !dbg !140
  br i1 %88, label %89, label %95, !dbg !142

89:                                               ; preds = %80
  %90 = add nuw nsw i32 %82, 1, !dbg !143
  call void @llvm.dbg.value(metadata i32 %90, metadata !38, metadata !DIExpression()), !dbg !49
  %91 = zext i32 %82 to i64, !dbg !145
  %92 = getelementptr inbounds i8, i8* %21, i64 %91, !dbg !145
  store i8 0, i8* %92, align 1, !dbg !146, !tbaa !88
  %93 = lshr i32 %85, 8, !dbg !147
  %94 = trunc i32 %93 to i8, !dbg !148
  call void @llvm.dbg.value(metadata i32 undef, metadata !38, metadata !DIExpression()), !dbg !49
  br label %115, !dbg !149

95:                                               ; preds = %80
  %96 = icmp eq i32 %87, 7, !dbg !150
  %97 = add nuw nsw i32 %82, 1, !dbg !152
  call void @llvm.dbg.value(metadata i32 %97, metadata !38, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 %97, metadata !38, metadata !DIExpression()), !dbg !49
  %98 = zext i32 %82 to i64, !dbg !152
  %99 = getelementptr inbounds i8, i8* %21, i64 %98, !dbg !152
  br i1 %96, label %110, label %100, !dbg !153

100:                                              ; preds = %95
  store i8 1, i8* %99, align 1, !dbg !154, !tbaa !88
  %101 = lshr i32 %85, 20, !dbg !156
  %102 = trunc i32 %101 to i16, !dbg !157
  %103 = urem i16 %102, 12, !dbg !157
  %104 = trunc i16 %103 to i8, !dbg !158
  %105 = add nuw nsw i8 %104, 1, !dbg !158
  %106 = add nuw nsw i32 %82, 2, !dbg !159
  call void @llvm.dbg.value(metadata i32 %106, metadata !38, metadata !DIExpression()), !dbg !49
  %107 = zext i32 %97 to i64, !dbg !160
  %108 = getelementptr inbounds i8, i8* %21, i64 %107, !dbg !160
  store i8 %105, i8* %108, align 1, !dbg !161, !tbaa !88
  %109 = trunc i32 %85 to i8, !dbg !162
  call void @llvm.dbg.value(metadata i32 %119, metadata !38, metadata !DIExpression()), !dbg !49
  br label %115, !dbg !163

110:                                              ; preds = %95
  store i8 2, i8* %99, align 1, !dbg !164, !tbaa !88
  %111 = lshr i32 %85, 24, !dbg !166
  %112 = trunc i32 %111 to i8, !dbg !167
  %113 = urem i8 %112, 3, !dbg !167
  %114 = add nuw nsw i8 %113, 1, !dbg !168
  call void @llvm.dbg.value(metadata i32 undef, metadata !38, metadata !DIExpression()), !dbg !49
  br label %115

115:                                              ; preds = %100, %110, %89
  %116 = phi i32 [ 3, %100 ], [ 2, %110 ], [ 2, %89 ]
  %117 = phi i32 [ %106, %100 ], [ %97, %110 ], [ %90, %89 ]
  %118 = phi i8 [ %109, %100 ], [ %114, %110 ], [ %94, %89 ]
  %119 = add nuw nsw i32 %82, %116, !dbg !169
  %120 = sext i32 %117 to i64, !dbg !169
  %121 = getelementptr inbounds i8, i8* %21, i64 %120, !dbg !169
  store i8 %118, i8* %121, align 1, !dbg !169, !tbaa !88
  call void @llvm.dbg.value(metadata i32 %119, metadata !38, metadata !DIExpression()), !dbg !49
  %122 = add nuw nsw i32 %83, 1, !dbg !170
  call void @llvm.dbg.value(metadata i32 %85, metadata !34, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 %122, metadata !39, metadata !DIExpression()), !dbg !83
  %123 = icmp eq i32 %122, %16, !dbg !84
  br i1 %123, label %26, label %80, !dbg !85, !llvm.loop !171

124:                                              ; preds = %143, %38
  %125 = phi i64 [ undef, %38 ], [ %185, %143 ]
  %126 = phi i64 [ 0, %38 ], [ %186, %143 ]
  %127 = phi i64 [ 0, %38 ], [ %185, %143 ]
  %128 = icmp eq i64 %40, 0, !dbg !113
  br i1 %128, label %140, label %129, !dbg !113

129:                                              ; preds = %124, %129
  %130 = phi i64 [ %137, %129 ], [ %126, %124 ]
  %131 = phi i64 [ %136, %129 ], [ %127, %124 ]
  %132 = phi i64 [ %138, %129 ], [ 0, %124 ]
  call void @llvm.dbg.value(metadata i64 %130, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %131, metadata !46, metadata !DIExpression()), !dbg !49
  %133 = getelementptr inbounds i8, i8* %24, i64 %130, !dbg !174
  %134 = load i8, i8* %133, align 1, !dbg !174, !tbaa !88
  %135 = zext i8 %134 to i64, !dbg !174
  %136 = add nuw nsw i64 %131, %135, !dbg !175
  call void @llvm.dbg.value(metadata i64 %136, metadata !46, metadata !DIExpression()), !dbg !49
  %137 = add nuw nsw i64 %130, 1, !dbg !176
  call void @llvm.dbg.value(metadata i64 %137, metadata !47, metadata !DIExpression()), !dbg !110
  %138 = add i64 %132, 1, !dbg !113
  %139 = icmp eq i64 %138, %40, !dbg !113
  br i1 %139, label %140, label %129, !dbg !113, !llvm.loop !177

140:                                              ; preds = %124, %129, %36
  %141 = phi i64 [ 0, %36 ], [ %125, %124 ], [ %136, %129 ], !dbg !49
  %142 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str, i64 0, i64 0), i64 noundef %31, i32 noundef %27, i64 noundef %141), !dbg !179
  tail call void @free(i8* noundef %21) #7, !dbg !180
  tail call void @free(i8* noundef %24) #7, !dbg !181
  ret i32 0, !dbg !182

143:                                              ; preds = %143, %42
  %144 = phi i64 [ 0, %42 ], [ %186, %143 ]
  %145 = phi i64 [ 0, %42 ], [ %185, %143 ]
  %146 = phi i64 [ 0, %42 ], [ %187, %143 ]
  call void @llvm.dbg.value(metadata i64 %144, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %145, metadata !46, metadata !DIExpression()), !dbg !49
  %147 = getelementptr inbounds i8, i8* %24, i64 %144, !dbg !174
  %148 = load i8, i8* %147, align 1, !dbg !174, !tbaa !88
  %149 = zext i8 %148 to i64, !dbg !174
  %150 = add nuw nsw i64 %145, %149, !dbg !175
  call void @llvm.dbg.value(metadata i64 %150, metadata !46, metadata !DIExpression()), !dbg !49
  %151 = or i64 %144, 1, !dbg !176
  call void @llvm.dbg.value(metadata i64 %151, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %151, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %150, metadata !46, metadata !DIExpression()), !dbg !49
  %152 = getelementptr inbounds i8, i8* %24, i64 %151, !dbg !174
  %153 = load i8, i8* %152, align 1, !dbg !174, !tbaa !88
  %154 = zext i8 %153 to i64, !dbg !174
  %155 = add nuw nsw i64 %150, %154, !dbg !175
  call void @llvm.dbg.value(metadata i64 %155, metadata !46, metadata !DIExpression()), !dbg !49
  %156 = or i64 %144, 2, !dbg !176
  call void @llvm.dbg.value(metadata i64 %156, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %156, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %155, metadata !46, metadata !DIExpression()), !dbg !49
  %157 = getelementptr inbounds i8, i8* %24, i64 %156, !dbg !174
  %158 = load i8, i8* %157, align 1, !dbg !174, !tbaa !88
  %159 = zext i8 %158 to i64, !dbg !174
  %160 = add nuw nsw i64 %155, %159, !dbg !175
  call void @llvm.dbg.value(metadata i64 %160, metadata !46, metadata !DIExpression()), !dbg !49
  %161 = or i64 %144, 3, !dbg !176
  call void @llvm.dbg.value(metadata i64 %161, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %161, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %160, metadata !46, metadata !DIExpression()), !dbg !49
  %162 = getelementptr inbounds i8, i8* %24, i64 %161, !dbg !174
  %163 = load i8, i8* %162, align 1, !dbg !174, !tbaa !88
  %164 = zext i8 %163 to i64, !dbg !174
  %165 = add nuw nsw i64 %160, %164, !dbg !175
  call void @llvm.dbg.value(metadata i64 %165, metadata !46, metadata !DIExpression()), !dbg !49
  %166 = or i64 %144, 4, !dbg !176
  call void @llvm.dbg.value(metadata i64 %166, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %166, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %165, metadata !46, metadata !DIExpression()), !dbg !49
  %167 = getelementptr inbounds i8, i8* %24, i64 %166, !dbg !174
  %168 = load i8, i8* %167, align 1, !dbg !174, !tbaa !88
  %169 = zext i8 %168 to i64, !dbg !174
  %170 = add nuw nsw i64 %165, %169, !dbg !175
  call void @llvm.dbg.value(metadata i64 %170, metadata !46, metadata !DIExpression()), !dbg !49
  %171 = or i64 %144, 5, !dbg !176
  call void @llvm.dbg.value(metadata i64 %171, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %171, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %170, metadata !46, metadata !DIExpression()), !dbg !49
  %172 = getelementptr inbounds i8, i8* %24, i64 %171, !dbg !174
  %173 = load i8, i8* %172, align 1, !dbg !174, !tbaa !88
  %174 = zext i8 %173 to i64, !dbg !174
  %175 = add nuw nsw i64 %170, %174, !dbg !175
  call void @llvm.dbg.value(metadata i64 %175, metadata !46, metadata !DIExpression()), !dbg !49
  %176 = or i64 %144, 6, !dbg !176
  call void @llvm.dbg.value(metadata i64 %176, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %176, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %175, metadata !46, metadata !DIExpression()), !dbg !49
  %177 = getelementptr inbounds i8, i8* %24, i64 %176, !dbg !174
  %178 = load i8, i8* %177, align 1, !dbg !174, !tbaa !88
  %179 = zext i8 %178 to i64, !dbg !174
  %180 = add nuw nsw i64 %175, %179, !dbg !175
  call void @llvm.dbg.value(metadata i64 %180, metadata !46, metadata !DIExpression()), !dbg !49
  %181 = or i64 %144, 7, !dbg !176
  call void @llvm.dbg.value(metadata i64 %181, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %181, metadata !47, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %180, metadata !46, metadata !DIExpression()), !dbg !49
  %182 = getelementptr inbounds i8, i8* %24, i64 %181, !dbg !174
  %183 = load i8, i8* %182, align 1, !dbg !174, !tbaa !88
  %184 = zext i8 %183 to i64, !dbg !174
  %185 = add nuw nsw i64 %180, %184, !dbg !175
  call void @llvm.dbg.value(metadata i64 %185, metadata !46, metadata !DIExpression()), !dbg !49
  %186 = add nuw nsw i64 %144, 8, !dbg !176
  call void @llvm.dbg.value(metadata i64 %186, metadata !47, metadata !DIExpression()), !dbg !110
  %187 = add i64 %146, 8, !dbg !113
  %188 = icmp eq i64 %187, %43, !dbg !113
  br i1 %188, label %124, label %143, !dbg !113, !llvm.loop !183
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !10, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch_dispatch.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "02f273db52b16cf5b537505c07fa229d")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 9, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9}
!6 = !DIEnumerator(name: "LIT", value: 0)
!7 = !DIEnumerator(name: "RUN", value: 1)
!8 = !DIEnumerator(name: "SKIP", value: 2)
!9 = !DIEnumerator(name: "END", value: 3)
!10 = !{!4, !11, !14, !15, !16, !19}
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !12, line: 46, baseType: !13)
!12 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 36, type: !28, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{!15, !15, !16}
!30 = !{!31, !32, !33, !34, !35, !37, !38, !39, !41, !44, !46, !47}
!31 = !DILocalVariable(name: "argc", arg: 1, scope: !27, file: !1, line: 36, type: !15)
!32 = !DILocalVariable(name: "argv", arg: 2, scope: !27, file: !1, line: 36, type: !16)
!33 = !DILocalVariable(name: "n", scope: !27, file: !1, line: 38, type: !15)
!34 = !DILocalVariable(name: "seed", scope: !27, file: !1, line: 39, type: !4)
!35 = !DILocalVariable(name: "code", scope: !27, file: !1, line: 40, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!37 = !DILocalVariable(name: "out", scope: !27, file: !1, line: 41, type: !36)
!38 = !DILocalVariable(name: "pc", scope: !27, file: !1, line: 42, type: !15)
!39 = !DILocalVariable(name: "j", scope: !40, file: !1, line: 43, type: !15)
!40 = distinct !DILexicalBlock(scope: !27, file: !1, line: 43, column: 3)
!41 = !DILocalVariable(name: "r", scope: !42, file: !1, line: 45, type: !4)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 43, column: 31)
!43 = distinct !DILexicalBlock(scope: !40, file: !1, line: 43, column: 3)
!44 = !DILocalVariable(name: "len", scope: !27, file: !1, line: 59, type: !45)
!45 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!46 = !DILocalVariable(name: "sum", scope: !27, file: !1, line: 60, type: !45)
!47 = !DILocalVariable(name: "k", scope: !48, file: !1, line: 61, type: !45)
!48 = distinct !DILexicalBlock(scope: !27, file: !1, line: 61, column: 3)
!49 = !DILocation(line: 0, scope: !27)
!50 = !DILocation(line: 38, column: 16, scope: !27)
!51 = !DILocation(line: 38, column: 11, scope: !27)
!52 = !DILocation(line: 38, column: 27, scope: !27)
!53 = !{!54, !54, i64 0}
!54 = !{!"any pointer", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocalVariable(name: "__nptr", arg: 1, scope: !58, file: !59, line: 362, type: !62)
!58 = distinct !DISubprogram(name: "atoi", scope: !59, file: !59, line: 362, type: !60, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !64)
!59 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!60 = !DISubroutineType(types: !61)
!61 = !{!15, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!64 = !{!57}
!65 = !DILocation(line: 0, scope: !58, inlinedAt: !66)
!66 = distinct !DILocation(line: 38, column: 22, scope: !27)
!67 = !DILocation(line: 364, column: 16, scope: !58, inlinedAt: !66)
!68 = !DILocation(line: 364, column: 10, scope: !58, inlinedAt: !66)
!69 = !DILocation(line: 39, column: 24, scope: !27)
!70 = !DILocation(line: 39, column: 19, scope: !27)
!71 = !DILocation(line: 39, column: 45, scope: !27)
!72 = !DILocation(line: 0, scope: !58, inlinedAt: !73)
!73 = distinct !DILocation(line: 39, column: 40, scope: !27)
!74 = !DILocation(line: 364, column: 16, scope: !58, inlinedAt: !73)
!75 = !DILocation(line: 364, column: 10, scope: !58, inlinedAt: !73)
!76 = !DILocation(line: 40, column: 36, scope: !27)
!77 = !DILocation(line: 40, column: 34, scope: !27)
!78 = !DILocation(line: 40, column: 46, scope: !27)
!79 = !DILocation(line: 40, column: 25, scope: !27)
!80 = !DILocation(line: 41, column: 34, scope: !27)
!81 = !DILocation(line: 41, column: 46, scope: !27)
!82 = !DILocation(line: 41, column: 24, scope: !27)
!83 = !DILocation(line: 0, scope: !40)
!84 = !DILocation(line: 43, column: 21, scope: !43)
!85 = !DILocation(line: 43, column: 3, scope: !40)
!86 = !DILocation(line: 58, column: 3, scope: !27)
!87 = !DILocation(line: 58, column: 12, scope: !27)
!88 = !{!55, !55, i64 0}
!89 = !DILocalVariable(name: "in", arg: 1, scope: !90, file: !1, line: 11, type: !93)
!90 = distinct !DISubprogram(name: "decode", scope: !1, file: !1, line: 11, type: !91, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !95)
!91 = !DISubroutineType(types: !92)
!92 = !{!45, !93, !36}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!95 = !{!89, !96, !97, !98, !99}
!96 = !DILocalVariable(name: "out", arg: 2, scope: !90, file: !1, line: 11, type: !36)
!97 = !DILocalVariable(name: "o", scope: !90, file: !1, line: 13, type: !45)
!98 = !DILocalVariable(name: "i", scope: !90, file: !1, line: 14, type: !15)
!99 = !DILocalVariable(name: "k", scope: !100, file: !1, line: 22, type: !15)
!100 = distinct !DILexicalBlock(scope: !101, file: !1, line: 22, column: 7)
!101 = distinct !DILexicalBlock(scope: !102, file: !1, line: 16, column: 20)
!102 = distinct !DILexicalBlock(scope: !103, file: !1, line: 15, column: 12)
!103 = distinct !DILexicalBlock(scope: !104, file: !1, line: 15, column: 3)
!104 = distinct !DILexicalBlock(scope: !90, file: !1, line: 15, column: 3)
!105 = !DILocation(line: 0, scope: !90, inlinedAt: !106)
!106 = distinct !DILocation(line: 59, column: 14, scope: !27)
!107 = !DILocation(line: 15, column: 3, scope: !90, inlinedAt: !106)
!108 = !DILocation(line: 16, column: 13, scope: !102, inlinedAt: !106)
!109 = !DILocation(line: 16, column: 5, scope: !102, inlinedAt: !106)
!110 = !DILocation(line: 0, scope: !48)
!111 = !DILocation(line: 61, column: 22, scope: !112)
!112 = distinct !DILexicalBlock(scope: !48, file: !1, line: 61, column: 3)
!113 = !DILocation(line: 61, column: 3, scope: !48)
!114 = !DILocation(line: 0, scope: !100, inlinedAt: !106)
!115 = !DILocation(line: 22, column: 27, scope: !116, inlinedAt: !106)
!116 = distinct !DILexicalBlock(scope: !100, file: !1, line: 22, column: 7)
!117 = !DILocation(line: 22, column: 25, scope: !116, inlinedAt: !106)
!118 = !DILocation(line: 22, column: 7, scope: !100, inlinedAt: !106)
!119 = !DILocation(line: 23, column: 18, scope: !116, inlinedAt: !106)
!120 = !DILocation(line: 0, scope: !101, inlinedAt: !106)
!121 = !DILocation(line: 18, column: 23, scope: !101, inlinedAt: !106)
!122 = !DILocation(line: 18, column: 18, scope: !101, inlinedAt: !106)
!123 = !DILocation(line: 18, column: 12, scope: !101, inlinedAt: !106)
!124 = !DILocation(line: 18, column: 7, scope: !101, inlinedAt: !106)
!125 = !DILocation(line: 18, column: 16, scope: !101, inlinedAt: !106)
!126 = !DILocation(line: 20, column: 7, scope: !101, inlinedAt: !106)
!127 = !DILocation(line: 27, column: 17, scope: !101, inlinedAt: !106)
!128 = !DILocation(line: 27, column: 12, scope: !101, inlinedAt: !106)
!129 = !DILocation(line: 27, column: 9, scope: !101, inlinedAt: !106)
!130 = !DILocation(line: 29, column: 7, scope: !101, inlinedAt: !106)
!131 = !DILocation(line: 15, column: 3, scope: !103, inlinedAt: !106)
!132 = distinct !{!132, !133, !134}
!133 = !DILocation(line: 15, column: 3, scope: !104, inlinedAt: !106)
!134 = !DILocation(line: 33, column: 3, scope: !104, inlinedAt: !106)
!135 = !DILocation(line: 44, column: 17, scope: !42)
!136 = !DILocation(line: 44, column: 31, scope: !42)
!137 = !DILocation(line: 45, column: 24, scope: !42)
!138 = !DILocation(line: 45, column: 31, scope: !42)
!139 = !DILocation(line: 0, scope: !42)
!140 = !DILocation(line: 46, column: 11, scope: !141)
!141 = distinct !DILexicalBlock(scope: !42, file: !1, line: 46, column: 9)
!142 = !DILocation(line: 46, column: 9, scope: !42)
!143 = !DILocation(line: 47, column: 14, scope: !144)
!144 = distinct !DILexicalBlock(scope: !141, file: !1, line: 46, column: 16)
!145 = !DILocation(line: 47, column: 7, scope: !144)
!146 = !DILocation(line: 47, column: 18, scope: !144)
!147 = !DILocation(line: 48, column: 41, scope: !144)
!148 = !DILocation(line: 48, column: 20, scope: !144)
!149 = !DILocation(line: 49, column: 5, scope: !144)
!150 = !DILocation(line: 49, column: 18, scope: !151)
!151 = distinct !DILexicalBlock(scope: !141, file: !1, line: 49, column: 16)
!152 = !DILocation(line: 0, scope: !151)
!153 = !DILocation(line: 49, column: 16, scope: !141)
!154 = !DILocation(line: 50, column: 18, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !1, line: 49, column: 23)
!156 = !DILocation(line: 51, column: 46, scope: !155)
!157 = !DILocation(line: 51, column: 53, scope: !155)
!158 = !DILocation(line: 51, column: 20, scope: !155)
!159 = !DILocation(line: 51, column: 14, scope: !155)
!160 = !DILocation(line: 51, column: 7, scope: !155)
!161 = !DILocation(line: 51, column: 18, scope: !155)
!162 = !DILocation(line: 52, column: 20, scope: !155)
!163 = !DILocation(line: 53, column: 5, scope: !155)
!164 = !DILocation(line: 54, column: 18, scope: !165)
!165 = distinct !DILexicalBlock(scope: !151, file: !1, line: 53, column: 12)
!166 = !DILocation(line: 55, column: 46, scope: !165)
!167 = !DILocation(line: 55, column: 53, scope: !165)
!168 = !DILocation(line: 55, column: 20, scope: !165)
!169 = !DILocation(line: 0, scope: !141)
!170 = !DILocation(line: 43, column: 27, scope: !43)
!171 = distinct !{!171, !85, !172, !173}
!172 = !DILocation(line: 57, column: 3, scope: !40)
!173 = !{!"llvm.loop.mustprogress"}
!174 = !DILocation(line: 62, column: 12, scope: !112)
!175 = !DILocation(line: 62, column: 9, scope: !112)
!176 = !DILocation(line: 61, column: 30, scope: !112)
!177 = distinct !{!177, !178}
!178 = !{!"llvm.loop.unroll.disable"}
!179 = !DILocation(line: 63, column: 3, scope: !27)
!180 = !DILocation(line: 64, column: 3, scope: !27)
!181 = !DILocation(line: 65, column: 3, scope: !27)
!182 = !DILocation(line: 66, column: 3, scope: !27)
!183 = distinct !{!183, !113, !184, !173}
!184 = !DILocation(line: 62, column: 17, scope: !48)
