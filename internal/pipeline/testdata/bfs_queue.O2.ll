; ModuleID = 'bfs_queue.c'
source_filename = "bfs_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"%ld %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !49
  %3 = icmp sgt i32 %0, 1, !dbg !50
  br i1 %3, label %4, label %15, !dbg !51

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !52
  %6 = load i8*, i8** %5, align 8, !dbg !52, !tbaa !53
  call void @llvm.dbg.value(metadata i8* %6, metadata !57, metadata !DIExpression()) #7, !dbg !65
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !67
  %8 = trunc i64 %7 to i32, !dbg !68
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !49
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
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 4, %4 ], [ 4, %2 ], !dbg !70
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()), !dbg !49
  %18 = sext i32 %16 to i64, !dbg !76
  %19 = sext i32 %17 to i64, !dbg !77
  %20 = shl nsw i64 %18, 2, !dbg !78
  %21 = mul i64 %20, %19, !dbg !79
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #7, !dbg !80
  %23 = bitcast i8* %22 to i32*, !dbg !80
  call void @llvm.dbg.value(metadata i32* %23, metadata !26, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 12345, metadata !28, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !81
  %24 = mul i32 %17, %16
  call void @llvm.dbg.value(metadata i32 12345, metadata !28, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !81
  %25 = icmp sgt i32 %24, 0, !dbg !82
  br i1 %25, label %26, label %43, !dbg !84

26:                                               ; preds = %15
  %27 = zext i32 %24 to i64, !dbg !82
  %28 = and i64 %27, 1, !dbg !84
  %29 = icmp eq i32 %24, 1, !dbg !84
  br i1 %29, label %36, label %30, !dbg !84

30:                                               ; preds = %26
  %31 = and i64 %27, 4294967294, !dbg !84
  br label %52, !dbg !84

32:                                               ; preds = %52
  %33 = mul i32 %63, 1103515245, !dbg !84
  %34 = add i32 %33, 12345, !dbg !84
  %35 = lshr i32 %34, 8, !dbg !84
  br label %36, !dbg !84

36:                                               ; preds = %32, %26
  %37 = phi i64 [ 0, %26 ], [ %67, %32 ]
  %38 = phi i32 [ 13884438, %26 ], [ %35, %32 ]
  %39 = icmp eq i64 %28, 0, !dbg !84
  br i1 %39, label %43, label %40, !dbg !84

40:                                               ; preds = %36
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %37, metadata !30, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !49
  %41 = urem i32 %38, %16, !dbg !85
  %42 = getelementptr inbounds i32, i32* %23, i64 %37, !dbg !87
  store i32 %41, i32* %42, align 4, !dbg !88, !tbaa !89
  call void @llvm.dbg.value(metadata i64 %37, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !81
  br label %43, !dbg !91

43:                                               ; preds = %40, %36, %15
  %44 = tail call noalias i8* @malloc(i64 noundef %20) #7, !dbg !91
  %45 = bitcast i8* %44 to i32*, !dbg !91
  call void @llvm.dbg.value(metadata i32* %45, metadata !32, metadata !DIExpression()), !dbg !49
  %46 = tail call noalias i8* @malloc(i64 noundef %20) #7, !dbg !92
  %47 = bitcast i8* %46 to i32*, !dbg !92
  call void @llvm.dbg.value(metadata i32* %47, metadata !33, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !93
  %48 = icmp sgt i32 %16, 0, !dbg !94
  br i1 %48, label %49, label %70, !dbg !96

49:                                               ; preds = %43
  %50 = zext i32 %16 to i64, !dbg !96
  %51 = shl nuw nsw i64 %50, 2, !dbg !96
  call void @llvm.memset.p0i8.i64(i8* align 4 %44, i8 -1, i64 %51, i1 false), !dbg !97, !tbaa !89
  call void @llvm.dbg.value(metadata i32 undef, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !93
  br label %70, !dbg !98

52:                                               ; preds = %52, %30
  %53 = phi i64 [ 0, %30 ], [ %67, %52 ]
  %54 = phi i32 [ 12345, %30 ], [ %63, %52 ]
  %55 = phi i64 [ 0, %30 ], [ %68, %52 ]
  call void @llvm.dbg.value(metadata i32 %54, metadata !28, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %53, metadata !30, metadata !DIExpression()), !dbg !81
  %56 = mul i32 %54, 1103515245, !dbg !99
  %57 = add i32 %56, 12345, !dbg !100
  call void @llvm.dbg.value(metadata i32 %57, metadata !28, metadata !DIExpression()), !dbg !49
  %58 = lshr i32 %57, 8, !dbg !101
  %59 = urem i32 %58, %16, !dbg !85
  %60 = getelementptr inbounds i32, i32* %23, i64 %53, !dbg !87
  store i32 %59, i32* %60, align 4, !dbg !88, !tbaa !89
  %61 = or i64 %53, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %61, metadata !30, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %57, metadata !28, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %61, metadata !30, metadata !DIExpression()), !dbg !81
  %62 = mul i32 %57, 1103515245, !dbg !99
  %63 = add i32 %62, 12345, !dbg !100
  call void @llvm.dbg.value(metadata i32 %63, metadata !28, metadata !DIExpression()), !dbg !49
  %64 = lshr i32 %63, 8, !dbg !101
  %65 = urem i32 %64, %16, !dbg !85
  %66 = getelementptr inbounds i32, i32* %23, i64 %61, !dbg !87
  store i32 %65, i32* %66, align 4, !dbg !88, !tbaa !89
  %67 = add nuw nsw i64 %53, 2, !dbg !102
  call void @llvm.dbg.value(metadata i64 %67, metadata !30, metadata !DIExpression()), !dbg !81
  %68 = add i64 %55, 2, !dbg !84
  %69 = icmp eq i64 %68, %31, !dbg !84
  br i1 %69, label %32, label %52, !dbg !84, !llvm.loop !103

70:                                               ; preds = %49, %43
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !49
  store i32 0, i32* %45, align 4, !dbg !98, !tbaa !89
  call void @llvm.dbg.value(metadata i32 1, metadata !37, metadata !DIExpression()), !dbg !49
  store i32 0, i32* %47, align 4, !dbg !106, !tbaa !89
  %71 = icmp sgt i32 %17, 0
  %72 = zext i32 %17 to i64
  br label %149, !dbg !107

73:                                               ; preds = %175, %149
  %74 = phi i32 [ %152, %149 ], [ %176, %175 ], !dbg !49
  call void @llvm.dbg.value(metadata i32 %74, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %153, metadata !36, metadata !DIExpression()), !dbg !49
  %75 = sext i32 %74 to i64, !dbg !108
  %76 = icmp slt i64 %153, %75, !dbg !108
  br i1 %76, label %77, label %80, !dbg !107, !llvm.loop !109

77:                                               ; preds = %73
  %78 = getelementptr inbounds i32, i32* %47, i64 %153
  %79 = load i32, i32* %78, align 4, !dbg !111, !tbaa !89
  br label %149, !dbg !107

80:                                               ; preds = %73
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 0, metadata !45, metadata !DIExpression()), !dbg !49
  br i1 %48, label %81, label %179, !dbg !113

81:                                               ; preds = %80
  %82 = zext i32 %16 to i64, !dbg !114
  %83 = icmp ult i32 %16, 4, !dbg !113
  br i1 %83, label %146, label %84, !dbg !113

84:                                               ; preds = %81
  %85 = and i64 %82, 4294967292, !dbg !113
  %86 = add nsw i64 %85, -4, !dbg !113
  %87 = lshr exact i64 %86, 2, !dbg !113
  %88 = add nuw nsw i64 %87, 1, !dbg !113
  %89 = and i64 %88, 1, !dbg !113
  %90 = icmp eq i64 %86, 0, !dbg !113
  br i1 %90, label %122, label %91, !dbg !113

91:                                               ; preds = %84
  %92 = and i64 %88, 9223372036854775806, !dbg !113
  br label %93, !dbg !113

93:                                               ; preds = %93, %91
  %94 = phi i64 [ 0, %91 ], [ %119, %93 ], !dbg !116
  %95 = phi <2 x i64> [ zeroinitializer, %91 ], [ %117, %93 ]
  %96 = phi <2 x i64> [ zeroinitializer, %91 ], [ %118, %93 ]
  %97 = phi i64 [ 0, %91 ], [ %120, %93 ]
  %98 = getelementptr inbounds i32, i32* %45, i64 %94, !dbg !116
  %99 = bitcast i32* %98 to <2 x i32>*, !dbg !117
  %100 = load <2 x i32>, <2 x i32>* %99, align 4, !dbg !117, !tbaa !89
  %101 = getelementptr inbounds i32, i32* %98, i64 2, !dbg !117
  %102 = bitcast i32* %101 to <2 x i32>*, !dbg !117
  %103 = load <2 x i32>, <2 x i32>* %102, align 4, !dbg !117, !tbaa !89
  %104 = sext <2 x i32> %100 to <2 x i64>, !dbg !117
  %105 = sext <2 x i32> %103 to <2 x i64>, !dbg !117
  %106 = add <2 x i64> %95, %104, !dbg !118
  %107 = add <2 x i64> %96, %105, !dbg !118
  %108 = or i64 %94, 4, !dbg !116
  %109 = getelementptr inbounds i32, i32* %45, i64 %108, !dbg !116
  %110 = bitcast i32* %109 to <2 x i32>*, !dbg !117
  %111 = load <2 x i32>, <2 x i32>* %110, align 4, !dbg !117, !tbaa !89
  %112 = getelementptr inbounds i32, i32* %109, i64 2, !dbg !117
  %113 = bitcast i32* %112 to <2 x i32>*, !dbg !117
  %114 = load <2 x i32>, <2 x i32>* %113, align 4, !dbg !117, !tbaa !89
  %115 = sext <2 x i32> %111 to <2 x i64>, !dbg !117
  %116 = sext <2 x i32> %114 to <2 x i64>, !dbg !117
  %117 = add <2 x i64> %106, %115, !dbg !118
  %118 = add <2 x i64> %107, %116, !dbg !118
  %119 = add nuw i64 %94, 8, !dbg !116
  %120 = add i64 %97, 2, !dbg !116
  %121 = icmp eq i64 %120, %92, !dbg !116
  br i1 %121, label %122, label %93, !dbg !116, !llvm.loop !119

122:                                              ; preds = %93, %84
  %123 = phi <2 x i64> [ undef, %84 ], [ %117, %93 ]
  %124 = phi <2 x i64> [ undef, %84 ], [ %118, %93 ]
  %125 = phi i64 [ 0, %84 ], [ %119, %93 ]
  %126 = phi <2 x i64> [ zeroinitializer, %84 ], [ %117, %93 ]
  %127 = phi <2 x i64> [ zeroinitializer, %84 ], [ %118, %93 ]
  %128 = icmp eq i64 %89, 0, !dbg !116
  br i1 %128, label %140, label %129, !dbg !116

129:                                              ; preds = %122
  %130 = getelementptr inbounds i32, i32* %45, i64 %125, !dbg !116
  %131 = bitcast i32* %130 to <2 x i32>*, !dbg !117
  %132 = load <2 x i32>, <2 x i32>* %131, align 4, !dbg !117, !tbaa !89
  %133 = getelementptr inbounds i32, i32* %130, i64 2, !dbg !117
  %134 = bitcast i32* %133 to <2 x i32>*, !dbg !117
  %135 = load <2 x i32>, <2 x i32>* %134, align 4, !dbg !117, !tbaa !89
  %136 = sext <2 x i32> %132 to <2 x i64>, !dbg !117
  %137 = sext <2 x i32> %135 to <2 x i64>, !dbg !117
  %138 = add <2 x i64> %126, %136, !dbg !118
  %139 = add <2 x i64> %127, %137, !dbg !118
  br label %140, !dbg !113

140:                                              ; preds = %122, %129
  %141 = phi <2 x i64> [ %123, %122 ], [ %138, %129 ], !dbg !118
  %142 = phi <2 x i64> [ %124, %122 ], [ %139, %129 ], !dbg !118
  %143 = add <2 x i64> %142, %141, !dbg !113
  %144 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %143), !dbg !113
  %145 = icmp eq i64 %85, %82, !dbg !113
  br i1 %145, label %179, label %146, !dbg !113

146:                                              ; preds = %81, %140
  %147 = phi i64 [ 0, %81 ], [ %85, %140 ]
  %148 = phi i64 [ 0, %81 ], [ %144, %140 ]
  br label %182, !dbg !113

149:                                              ; preds = %77, %70
  %150 = phi i32 [ 0, %70 ], [ %79, %77 ], !dbg !111
  %151 = phi i64 [ 0, %70 ], [ %153, %77 ]
  %152 = phi i32 [ 1, %70 ], [ %74, %77 ]
  call void @llvm.dbg.value(metadata i32 %152, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %151, metadata !36, metadata !DIExpression()), !dbg !49
  %153 = add nuw nsw i64 %151, 1, !dbg !122
  call void @llvm.dbg.value(metadata i64 %153, metadata !36, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 %150, metadata !38, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !124
  br i1 %71, label %154, label %73, !dbg !125

154:                                              ; preds = %149
  %155 = mul nsw i32 %150, %17
  %156 = sext i32 %150 to i64
  %157 = getelementptr inbounds i32, i32* %45, i64 %156
  %158 = sext i32 %155 to i64, !dbg !125
  br label %159, !dbg !125

159:                                              ; preds = %154, %175
  %160 = phi i64 [ 0, %154 ], [ %177, %175 ]
  %161 = phi i32 [ %152, %154 ], [ %176, %175 ]
  call void @llvm.dbg.value(metadata i64 %160, metadata !40, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 %161, metadata !37, metadata !DIExpression()), !dbg !49
  %162 = add nsw i64 %160, %158, !dbg !126
  %163 = getelementptr inbounds i32, i32* %23, i64 %162, !dbg !127
  %164 = load i32, i32* %163, align 4, !dbg !127, !tbaa !89
  call void @llvm.dbg.value(metadata i32 %164, metadata !42, metadata !DIExpression()), !dbg !128
  %165 = sext i32 %164 to i64, !dbg !129
  %166 = getelementptr inbounds i32, i32* %45, i64 %165, !dbg !129
  %167 = load i32, i32* %166, align 4, !dbg !129, !tbaa !89
  %168 = icmp slt i32 %167, 0, !dbg !131
  br i1 %168, label %169, label %175, !dbg !132

169:                                              ; preds = %159
  %170 = load i32, i32* %157, align 4, !dbg !133, !tbaa !89
  %171 = add nsw i32 %170, 1, !dbg !135
  store i32 %171, i32* %166, align 4, !dbg !136, !tbaa !89
  %172 = add nsw i32 %161, 1, !dbg !137
  call void @llvm.dbg.value(metadata i32 %172, metadata !37, metadata !DIExpression()), !dbg !49
  %173 = sext i32 %161 to i64, !dbg !138
  %174 = getelementptr inbounds i32, i32* %47, i64 %173, !dbg !138
  store i32 %164, i32* %174, align 4, !dbg !139, !tbaa !89
  br label %175, !dbg !140

175:                                              ; preds = %169, %159
  %176 = phi i32 [ %172, %169 ], [ %161, %159 ], !dbg !49
  call void @llvm.dbg.value(metadata i32 %176, metadata !37, metadata !DIExpression()), !dbg !49
  %177 = add nuw nsw i64 %160, 1, !dbg !141
  call void @llvm.dbg.value(metadata i64 %177, metadata !40, metadata !DIExpression()), !dbg !124
  %178 = icmp eq i64 %177, %72, !dbg !142
  br i1 %178, label %73, label %159, !dbg !125, !llvm.loop !143

179:                                              ; preds = %182, %140, %80
  %180 = phi i64 [ 0, %80 ], [ %144, %140 ], [ %188, %182 ], !dbg !49
  %181 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef %180, i32 noundef %74), !dbg !145
  ret i32 0, !dbg !146

182:                                              ; preds = %146, %182
  %183 = phi i64 [ %189, %182 ], [ %147, %146 ]
  %184 = phi i64 [ %188, %182 ], [ %148, %146 ]
  call void @llvm.dbg.value(metadata i64 %183, metadata !47, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 %184, metadata !45, metadata !DIExpression()), !dbg !49
  %185 = getelementptr inbounds i32, i32* %45, i64 %183, !dbg !117
  %186 = load i32, i32* %185, align 4, !dbg !117, !tbaa !89
  %187 = sext i32 %186 to i64, !dbg !117
  %188 = add nsw i64 %184, %187, !dbg !118
  call void @llvm.dbg.value(metadata i64 %188, metadata !45, metadata !DIExpression()), !dbg !49
  %189 = add nuw nsw i64 %183, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %189, metadata !47, metadata !DIExpression()), !dbg !112
  %190 = icmp eq i64 %189, %82, !dbg !114
  br i1 %190, label %179, label %182, !dbg !113, !llvm.loop !147
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nofree nosync nounwind readnone willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bfs_queue.c", directory: "/work/fixwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6be04da6e205c08cfcce8f8579f000f3")
!2 = !{!3, !6, !7, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !19, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !26, !28, !30, !32, !33, !34, !36, !37, !38, !40, !42, !45, !47}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 6, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 6, type: !7)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 7, type: !6)
!25 = !DILocalVariable(name: "deg", scope: !18, file: !1, line: 8, type: !6)
!26 = !DILocalVariable(name: "adj", scope: !18, file: !1, line: 9, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!28 = !DILocalVariable(name: "s", scope: !18, file: !1, line: 10, type: !29)
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 11, type: !6)
!31 = distinct !DILexicalBlock(scope: !18, file: !1, line: 11, column: 3)
!32 = !DILocalVariable(name: "dist", scope: !18, file: !1, line: 12, type: !27)
!33 = !DILocalVariable(name: "queue", scope: !18, file: !1, line: 13, type: !27)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 14, type: !6)
!35 = distinct !DILexicalBlock(scope: !18, file: !1, line: 14, column: 3)
!36 = !DILocalVariable(name: "head", scope: !18, file: !1, line: 15, type: !6)
!37 = !DILocalVariable(name: "tail", scope: !18, file: !1, line: 15, type: !6)
!38 = !DILocalVariable(name: "u", scope: !39, file: !1, line: 18, type: !6)
!39 = distinct !DILexicalBlock(scope: !18, file: !1, line: 17, column: 23)
!40 = !DILocalVariable(name: "e", scope: !41, file: !1, line: 19, type: !6)
!41 = distinct !DILexicalBlock(scope: !39, file: !1, line: 19, column: 5)
!42 = !DILocalVariable(name: "v", scope: !43, file: !1, line: 20, type: !6)
!43 = distinct !DILexicalBlock(scope: !44, file: !1, line: 19, column: 35)
!44 = distinct !DILexicalBlock(scope: !41, file: !1, line: 19, column: 5)
!45 = !DILocalVariable(name: "sum", scope: !18, file: !1, line: 24, type: !46)
!46 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!47 = !DILocalVariable(name: "i", scope: !48, file: !1, line: 25, type: !6)
!48 = distinct !DILexicalBlock(scope: !18, file: !1, line: 25, column: 3)
!49 = !DILocation(line: 0, scope: !18)
!50 = !DILocation(line: 7, column: 16, scope: !18)
!51 = !DILocation(line: 7, column: 11, scope: !18)
!52 = !DILocation(line: 7, column: 27, scope: !18)
!53 = !{!54, !54, i64 0}
!54 = !{!"any pointer", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocalVariable(name: "__nptr", arg: 1, scope: !58, file: !59, line: 362, type: !62)
!58 = distinct !DISubprogram(name: "atoi", scope: !59, file: !59, line: 362, type: !60, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !64)
!59 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!60 = !DISubroutineType(types: !61)
!61 = !{!6, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!64 = !{!57}
!65 = !DILocation(line: 0, scope: !58, inlinedAt: !66)
!66 = distinct !DILocation(line: 7, column: 22, scope: !18)
!67 = !DILocation(line: 364, column: 16, scope: !58, inlinedAt: !66)
!68 = !DILocation(line: 364, column: 10, scope: !58, inlinedAt: !66)
!69 = !DILocation(line: 8, column: 18, scope: !18)
!70 = !DILocation(line: 8, column: 13, scope: !18)
!71 = !DILocation(line: 8, column: 29, scope: !18)
!72 = !DILocation(line: 0, scope: !58, inlinedAt: !73)
!73 = distinct !DILocation(line: 8, column: 24, scope: !18)
!74 = !DILocation(line: 364, column: 16, scope: !58, inlinedAt: !73)
!75 = !DILocation(line: 364, column: 10, scope: !58, inlinedAt: !73)
!76 = !DILocation(line: 9, column: 21, scope: !18)
!77 = !DILocation(line: 9, column: 33, scope: !18)
!78 = !DILocation(line: 9, column: 31, scope: !18)
!79 = !DILocation(line: 9, column: 37, scope: !18)
!80 = !DILocation(line: 9, column: 14, scope: !18)
!81 = !DILocation(line: 0, scope: !31)
!82 = !DILocation(line: 11, column: 21, scope: !83)
!83 = distinct !DILexicalBlock(scope: !31, file: !1, line: 11, column: 3)
!84 = !DILocation(line: 11, column: 3, scope: !31)
!85 = !DILocation(line: 11, column: 87, scope: !86)
!86 = distinct !DILexicalBlock(scope: !83, file: !1, line: 11, column: 37)
!87 = !DILocation(line: 11, column: 69, scope: !86)
!88 = !DILocation(line: 11, column: 76, scope: !86)
!89 = !{!90, !90, i64 0}
!90 = !{!"int", !55, i64 0}
!91 = !DILocation(line: 12, column: 15, scope: !18)
!92 = !DILocation(line: 13, column: 16, scope: !18)
!93 = !DILocation(line: 0, scope: !35)
!94 = !DILocation(line: 14, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !35, file: !1, line: 14, column: 3)
!96 = !DILocation(line: 14, column: 3, scope: !35)
!97 = !DILocation(line: 14, column: 39, scope: !95)
!98 = !DILocation(line: 16, column: 11, scope: !18)
!99 = !DILocation(line: 11, column: 45, scope: !86)
!100 = !DILocation(line: 11, column: 59, scope: !86)
!101 = !DILocation(line: 11, column: 81, scope: !86)
!102 = !DILocation(line: 11, column: 33, scope: !83)
!103 = distinct !{!103, !84, !104, !105}
!104 = !DILocation(line: 11, column: 92, scope: !31)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 16, column: 30, scope: !18)
!107 = !DILocation(line: 17, column: 3, scope: !18)
!108 = !DILocation(line: 17, column: 15, scope: !18)
!109 = distinct !{!109, !107, !110, !105}
!110 = !DILocation(line: 23, column: 3, scope: !18)
!111 = !DILocation(line: 18, column: 13, scope: !39)
!112 = !DILocation(line: 0, scope: !48)
!113 = !DILocation(line: 25, column: 3, scope: !48)
!114 = !DILocation(line: 25, column: 21, scope: !115)
!115 = distinct !DILexicalBlock(scope: !48, file: !1, line: 25, column: 3)
!116 = !DILocation(line: 25, column: 27, scope: !115)
!117 = !DILocation(line: 25, column: 38, scope: !115)
!118 = !DILocation(line: 25, column: 35, scope: !115)
!119 = distinct !{!119, !113, !120, !105, !121}
!120 = !DILocation(line: 25, column: 44, scope: !48)
!121 = !{!"llvm.loop.isvectorized", i32 1}
!122 = !DILocation(line: 18, column: 23, scope: !39)
!123 = !DILocation(line: 0, scope: !39)
!124 = !DILocation(line: 0, scope: !41)
!125 = !DILocation(line: 19, column: 5, scope: !41)
!126 = !DILocation(line: 20, column: 27, scope: !43)
!127 = !DILocation(line: 20, column: 15, scope: !43)
!128 = !DILocation(line: 0, scope: !43)
!129 = !DILocation(line: 21, column: 11, scope: !130)
!130 = distinct !DILexicalBlock(scope: !43, file: !1, line: 21, column: 11)
!131 = !DILocation(line: 21, column: 19, scope: !130)
!132 = !DILocation(line: 21, column: 11, scope: !43)
!133 = !DILocation(line: 21, column: 36, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !1, line: 21, column: 24)
!135 = !DILocation(line: 21, column: 44, scope: !134)
!136 = !DILocation(line: 21, column: 34, scope: !134)
!137 = !DILocation(line: 21, column: 59, scope: !134)
!138 = !DILocation(line: 21, column: 49, scope: !134)
!139 = !DILocation(line: 21, column: 63, scope: !134)
!140 = !DILocation(line: 21, column: 68, scope: !134)
!141 = !DILocation(line: 19, column: 31, scope: !44)
!142 = !DILocation(line: 19, column: 23, scope: !44)
!143 = distinct !{!143, !125, !144, !105}
!144 = !DILocation(line: 22, column: 5, scope: !41)
!145 = !DILocation(line: 26, column: 3, scope: !18)
!146 = !DILocation(line: 27, column: 3, scope: !18)
!147 = distinct !{!147, !113, !120, !105, !148, !121}
!148 = !{!"llvm.loop.unroll.runtime.disable"}
