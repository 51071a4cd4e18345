; ModuleID = 'partial_walk.c'
source_filename = "partial_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"%d %ld %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !17 {
  %3 = alloca [8 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !21, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i8** %1, metadata !22, metadata !DIExpression()), !dbg !30
  %4 = icmp sgt i32 %0, 1, !dbg !31
  br i1 %4, label %7, label %5, !dbg !32

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 %11, metadata !23, metadata !DIExpression()), !dbg !30
  %6 = tail call noalias dereferenceable_or_null(1000) i8* @malloc(i64 noundef 1000) #11, !dbg !33
  call void @llvm.dbg.value(metadata i8* %14, metadata !24, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i8* %14, metadata !34, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %11, metadata !39, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 7, metadata !40, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !47
  br label %16, !dbg !49

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !50
  %9 = load i8*, i8** %8, align 8, !dbg !50, !tbaa !51
  call void @llvm.dbg.value(metadata i8* %9, metadata !55, metadata !DIExpression()) #11, !dbg !63
  %10 = tail call i64 @strtol(i8* nocapture noundef nonnull %9, i8** noundef null, i32 noundef 10) #11, !dbg !65
  %11 = trunc i64 %10 to i32, !dbg !66
  call void @llvm.dbg.value(metadata i32 %11, metadata !23, metadata !DIExpression()), !dbg !30
  %12 = shl i64 %10, 32, !dbg !67
  %13 = ashr exact i64 %12, 32, !dbg !67
  %14 = tail call noalias i8* @malloc(i64 noundef %13) #11, !dbg !33
  call void @llvm.dbg.value(metadata i8* %14, metadata !24, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i8* %14, metadata !34, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %11, metadata !39, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 7, metadata !40, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !47
  %15 = icmp sgt i32 %11, 0, !dbg !68
  br i1 %15, label %16, label %51, !dbg !49

16:                                               ; preds = %5, %7
  %17 = phi i8* [ %6, %5 ], [ %14, %7 ]
  %18 = phi i32 [ 1000, %5 ], [ %11, %7 ]
  %19 = zext i32 %18 to i64, !dbg !49
  br label %20, !dbg !49

20:                                               ; preds = %35, %16
  %21 = phi i32 [ %25, %35 ], [ 7, %16 ]
  %22 = phi i32 [ %37, %35 ], [ 0, %16 ]
  %23 = phi i32 [ %36, %35 ], [ 0, %16 ]
  call void @llvm.dbg.value(metadata i32 %21, metadata !40, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %22, metadata !42, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %23, metadata !41, metadata !DIExpression()), !dbg !47
  %24 = mul i32 %21, 1103515245, !dbg !69
  %25 = add i32 %24, 12345, !dbg !70
  call void @llvm.dbg.value(metadata i32 %25, metadata !40, metadata !DIExpression()), !dbg !47
  %26 = lshr i32 %25, 16, !dbg !71
  %27 = trunc i32 %26 to i16, !dbg !72
  %28 = urem i16 %27, 7, !dbg !72
  %29 = zext i16 %28 to i32, !dbg !72
  call void @llvm.dbg.value(metadata i32 %29, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !74
  %30 = icmp slt i32 %23, %18, !dbg !75
  br i1 %30, label %31, label %35, !dbg !77

31:                                               ; preds = %20
  %32 = sext i32 %23 to i64, !dbg !77
  br label %39, !dbg !77

33:                                               ; preds = %39
  %34 = trunc i64 %45 to i32, !dbg !78
  br label %35, !dbg !78

35:                                               ; preds = %33, %20
  %36 = phi i32 [ %23, %20 ], [ %34, %33 ], !dbg !47
  %37 = add nuw nsw i32 %22, 1, !dbg !78
  call void @llvm.dbg.value(metadata i32 %25, metadata !40, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %37, metadata !42, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %36, metadata !41, metadata !DIExpression()), !dbg !47
  %38 = icmp slt i32 %36, %18, !dbg !68
  br i1 %38, label %20, label %51, !dbg !49, !llvm.loop !79

39:                                               ; preds = %39, %31
  %40 = phi i64 [ %32, %31 ], [ %45, %39 ]
  %41 = phi i32 [ 0, %31 ], [ %47, %39 ]
  call void @llvm.dbg.value(metadata i32 %41, metadata !45, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %40, metadata !41, metadata !DIExpression()), !dbg !47
  %42 = add nuw nsw i32 %41, 8, !dbg !82
  %43 = lshr i32 %25, %42, !dbg !83
  %44 = trunc i32 %43 to i8, !dbg !84
  %45 = add nsw i64 %40, 1, !dbg !85
  call void @llvm.dbg.value(metadata i64 %45, metadata !41, metadata !DIExpression()), !dbg !47
  %46 = getelementptr inbounds i8, i8* %17, i64 %40, !dbg !86
  store i8 %44, i8* %46, align 1, !dbg !87, !tbaa !88
  %47 = add nuw nsw i32 %41, 1, !dbg !89
  call void @llvm.dbg.value(metadata i32 %47, metadata !45, metadata !DIExpression()), !dbg !74
  %48 = icmp ult i32 %41, %29, !dbg !90
  %49 = icmp slt i64 %45, %19, !dbg !75
  %50 = select i1 %48, i1 %49, i1 false, !dbg !75
  br i1 %50, label %39, label %33, !dbg !77, !llvm.loop !91

51:                                               ; preds = %35, %7
  %52 = phi i1 [ false, %7 ], [ true, %35 ]
  %53 = phi i8* [ %14, %7 ], [ %17, %35 ]
  %54 = phi i32 [ %11, %7 ], [ %18, %35 ]
  %55 = phi i32 [ 0, %7 ], [ %37, %35 ], !dbg !47
  call void @llvm.dbg.value(metadata i32 %55, metadata !26, metadata !DIExpression()), !dbg !30
  tail call void @srand(i32 noundef %54) #11, !dbg !95
  call void @llvm.dbg.value(metadata i8* %14, metadata !96, metadata !DIExpression()) #11, !dbg !111
  call void @llvm.dbg.value(metadata i32 %11, metadata !103, metadata !DIExpression()) #11, !dbg !111
  call void @llvm.dbg.value(metadata i64 0, metadata !104, metadata !DIExpression()) #11, !dbg !111
  %56 = bitcast [8 x i32]* %3 to i8*, !dbg !113
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %56) #11, !dbg !113
  call void @llvm.dbg.declare(metadata [8 x i32]* %3, metadata !105, metadata !DIExpression()) #11, !dbg !114
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %56, i8 0, i64 32, i1 false) #11, !dbg !114
  %57 = tail call i32 @rand() #11, !dbg !115
  %58 = and i32 %57, 63, !dbg !116
  %59 = icmp eq i32 %58, 0, !dbg !116
  br i1 %59, label %82, label %60, !dbg !117

60:                                               ; preds = %51, %60
  %61 = phi i64 [ %68, %60 ], [ 0, %51 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !104, metadata !DIExpression()) #11, !dbg !111
  %62 = tail call i32 @rand() #11, !dbg !118
  %63 = srem i32 %62, %54, !dbg !119
  %64 = sext i32 %63 to i64, !dbg !120
  %65 = getelementptr inbounds i8, i8* %53, i64 %64, !dbg !120
  %66 = load i8, i8* %65, align 1, !dbg !120, !tbaa !88
  call void @llvm.dbg.value(metadata i8 %66, metadata !109, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #11, !dbg !121
  %67 = zext i8 %66 to i64
  %68 = add nuw nsw i64 %61, %67, !dbg !122
  call void @llvm.dbg.value(metadata i64 %68, metadata !104, metadata !DIExpression()) #11, !dbg !111
  %69 = and i8 %66, 7, !dbg !123
  %70 = zext i8 %69 to i64
  %71 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %70, !dbg !124
  %72 = load i32, i32* %71, align 4, !dbg !125, !tbaa !126
  %73 = add nsw i32 %72, 1, !dbg !125
  store i32 %73, i32* %71, align 4, !dbg !125, !tbaa !126
  %74 = tail call i32 @rand() #11, !dbg !115
  %75 = and i32 %74, 63, !dbg !116
  %76 = icmp eq i32 %75, 0, !dbg !116
  br i1 %76, label %77, label %60, !dbg !117, !llvm.loop !128

77:                                               ; preds = %60
  %78 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 3
  %79 = load i32, i32* %78, align 4, !dbg !130, !tbaa !126
  %80 = sext i32 %79 to i64, !dbg !130
  %81 = add nsw i64 %68, %80, !dbg !130
  br label %82, !dbg !130

82:                                               ; preds = %51, %77
  %83 = phi i64 [ %81, %77 ], [ 0, %51 ], !dbg !131
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %56) #11, !dbg !132
  call void @llvm.dbg.value(metadata i64 %83, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i8* %14, metadata !133, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 %11, metadata !138, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 127, metadata !139, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 0, metadata !140, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 0, metadata !141, metadata !DIExpression()), !dbg !145
  br i1 %52, label %84, label %175, !dbg !146

84:                                               ; preds = %82
  %85 = zext i32 %54 to i64, !dbg !147
  %86 = icmp ult i32 %54, 4, !dbg !146
  br i1 %86, label %161, label %87, !dbg !146

87:                                               ; preds = %84
  %88 = and i64 %85, 4294967292, !dbg !146
  %89 = add nsw i64 %88, -4, !dbg !146
  %90 = lshr exact i64 %89, 2, !dbg !146
  %91 = add nuw nsw i64 %90, 1, !dbg !146
  %92 = and i64 %91, 1, !dbg !146
  %93 = icmp eq i64 %89, 0, !dbg !146
  br i1 %93, label %133, label %94, !dbg !146

94:                                               ; preds = %87
  %95 = and i64 %91, 9223372036854775806, !dbg !146
  br label %96, !dbg !146

96:                                               ; preds = %96, %94
  %97 = phi i64 [ 0, %94 ], [ %130, %96 ], !dbg !149
  %98 = phi <2 x i64> [ zeroinitializer, %94 ], [ %128, %96 ]
  %99 = phi <2 x i64> [ zeroinitializer, %94 ], [ %129, %96 ]
  %100 = phi i64 [ 0, %94 ], [ %131, %96 ]
  %101 = getelementptr inbounds i8, i8* %53, i64 %97, !dbg !149
  %102 = bitcast i8* %101 to <2 x i8>*, !dbg !150
  %103 = load <2 x i8>, <2 x i8>* %102, align 1, !dbg !150, !tbaa !88
  %104 = getelementptr inbounds i8, i8* %101, i64 2, !dbg !150
  %105 = bitcast i8* %104 to <2 x i8>*, !dbg !150
  %106 = load <2 x i8>, <2 x i8>* %105, align 1, !dbg !150, !tbaa !88
  %107 = icmp slt <2 x i8> %103, zeroinitializer, !dbg !152
  %108 = icmp slt <2 x i8> %106, zeroinitializer, !dbg !152
  %109 = select <2 x i1> %107, <2 x i8> %103, <2 x i8> zeroinitializer, !dbg !153
  %110 = select <2 x i1> %108, <2 x i8> %106, <2 x i8> zeroinitializer, !dbg !153
  %111 = zext <2 x i8> %109 to <2 x i64>, !dbg !153
  %112 = zext <2 x i8> %110 to <2 x i64>, !dbg !153
  %113 = add <2 x i64> %98, %111, !dbg !153
  %114 = add <2 x i64> %99, %112, !dbg !153
  %115 = or i64 %97, 4, !dbg !149
  %116 = getelementptr inbounds i8, i8* %53, i64 %115, !dbg !149
  %117 = bitcast i8* %116 to <2 x i8>*, !dbg !150
  %118 = load <2 x i8>, <2 x i8>* %117, align 1, !dbg !150, !tbaa !88
  %119 = getelementptr inbounds i8, i8* %116, i64 2, !dbg !150
  %120 = bitcast i8* %119 to <2 x i8>*, !dbg !150
  %121 = load <2 x i8>, <2 x i8>* %120, align 1, !dbg !150, !tbaa !88
  %122 = icmp slt <2 x i8> %118, zeroinitializer, !dbg !152
  %123 = icmp slt <2 x i8> %121, zeroinitializer, !dbg !152
  %124 = select <2 x i1> %122, <2 x i8> %118, <2 x i8> zeroinitializer, !dbg !153
  %125 = select <2 x i1> %123, <2 x i8> %121, <2 x i8> zeroinitializer, !dbg !153
  %126 = zext <2 x i8> %124 to <2 x i64>, !dbg !153
  %127 = zext <2 x i8> %125 to <2 x i64>, !dbg !153
  %128 = add <2 x i64> %113, %126, !dbg !153
  %129 = add <2 x i64> %114, %127, !dbg !153
  %130 = add nuw i64 %97, 8, !dbg !149
  %131 = add i64 %100, 2, !dbg !149
  %132 = icmp eq i64 %131, %95, !dbg !149
  br i1 %132, label %133, label %96, !dbg !149, !llvm.loop !154

133:                                              ; preds = %96, %87
  %134 = phi <2 x i64> [ undef, %87 ], [ %128, %96 ]
  %135 = phi <2 x i64> [ undef, %87 ], [ %129, %96 ]
  %136 = phi i64 [ 0, %87 ], [ %130, %96 ]
  %137 = phi <2 x i64> [ zeroinitializer, %87 ], [ %128, %96 ]
  %138 = phi <2 x i64> [ zeroinitializer, %87 ], [ %129, %96 ]
  %139 = icmp eq i64 %92, 0, !dbg !149
  br i1 %139, label %155, label %140, !dbg !149

140:                                              ; preds = %133
  %141 = getelementptr inbounds i8, i8* %53, i64 %136, !dbg !149
  %142 = bitcast i8* %141 to <2 x i8>*, !dbg !150
  %143 = load <2 x i8>, <2 x i8>* %142, align 1, !dbg !150, !tbaa !88
  %144 = getelementptr inbounds i8, i8* %141, i64 2, !dbg !150
  %145 = bitcast i8* %144 to <2 x i8>*, !dbg !150
  %146 = load <2 x i8>, <2 x i8>* %145, align 1, !dbg !150, !tbaa !88
  %147 = icmp slt <2 x i8> %143, zeroinitializer, !dbg !152
  %148 = icmp slt <2 x i8> %146, zeroinitializer, !dbg !152
  %149 = select <2 x i1> %147, <2 x i8> %143, <2 x i8> zeroinitializer, !dbg !153
  %150 = select <2 x i1> %148, <2 x i8> %146, <2 x i8> zeroinitializer, !dbg !153
  %151 = zext <2 x i8> %149 to <2 x i64>, !dbg !153
  %152 = zext <2 x i8> %150 to <2 x i64>, !dbg !153
  %153 = add <2 x i64> %137, %151, !dbg !153
  %154 = add <2 x i64> %138, %152, !dbg !153
  br label %155, !dbg !146

155:                                              ; preds = %133, %140
  %156 = phi <2 x i64> [ %134, %133 ], [ %153, %140 ], !dbg !153
  %157 = phi <2 x i64> [ %135, %133 ], [ %154, %140 ], !dbg !153
  %158 = add <2 x i64> %157, %156, !dbg !146
  %159 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %158), !dbg !146
  %160 = icmp eq i64 %88, %85, !dbg !146
  br i1 %160, label %175, label %161, !dbg !146

161:                                              ; preds = %84, %155
  %162 = phi i64 [ 0, %84 ], [ %88, %155 ]
  %163 = phi i64 [ 0, %84 ], [ %159, %155 ]
  br label %164, !dbg !146

164:                                              ; preds = %161, %164
  %165 = phi i64 [ %173, %164 ], [ %162, %161 ]
  %166 = phi i64 [ %172, %164 ], [ %163, %161 ]
  call void @llvm.dbg.value(metadata i64 %165, metadata !141, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %166, metadata !140, metadata !DIExpression()), !dbg !143
  %167 = getelementptr inbounds i8, i8* %53, i64 %165, !dbg !150
  %168 = load i8, i8* %167, align 1, !dbg !150, !tbaa !88
  %169 = icmp slt i8 %168, 0, !dbg !152
  %170 = select i1 %169, i8 %168, i8 0, !dbg !153
  %171 = zext i8 %170 to i64, !dbg !153
  %172 = add nuw nsw i64 %166, %171, !dbg !153
  call void @llvm.dbg.value(metadata i64 %172, metadata !140, metadata !DIExpression()), !dbg !143
  %173 = add nuw nsw i64 %165, 1, !dbg !149
  call void @llvm.dbg.value(metadata i64 %173, metadata !141, metadata !DIExpression()), !dbg !145
  %174 = icmp eq i64 %173, %85, !dbg !147
  br i1 %174, label %175, label %164, !dbg !146, !llvm.loop !156

175:                                              ; preds = %164, %155, %82
  %176 = phi i64 [ 0, %82 ], [ %159, %155 ], [ %172, %164 ], !dbg !143
  call void @llvm.dbg.value(metadata i64 %176, metadata !29, metadata !DIExpression()), !dbg !30
  %177 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %55, i64 noundef %83, i64 noundef %176), !dbg !157
  tail call void @free(i8* noundef %53) #11, !dbg !158
  ret i32 0, !dbg !159
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !160 void @srand(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nounwind
declare !dbg !164 i32 @rand() local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nofree nosync nounwind readnone willreturn }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "partial_walk.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "1d568965bad196baec9daa9832ac0f81")
!2 = !{!3, !4, !5, !8, !9}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 42, type: !18, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!4, !4, !5}
!20 = !{!21, !22, !23, !24, !26, !27, !29}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !1, line: 42, type: !4)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !1, line: 42, type: !5)
!23 = !DILocalVariable(name: "n", scope: !17, file: !1, line: 44, type: !4)
!24 = !DILocalVariable(name: "a", scope: !17, file: !1, line: 45, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!26 = !DILocalVariable(name: "runs", scope: !17, file: !1, line: 46, type: !4)
!27 = !DILocalVariable(name: "acc", scope: !17, file: !1, line: 48, type: !28)
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !DILocalVariable(name: "sum", scope: !17, file: !1, line: 49, type: !28)
!30 = !DILocation(line: 0, scope: !17)
!31 = !DILocation(line: 44, column: 16, scope: !17)
!32 = !DILocation(line: 44, column: 11, scope: !17)
!33 = !DILocation(line: 45, column: 22, scope: !17)
!34 = !DILocalVariable(name: "a", arg: 1, scope: !35, file: !1, line: 7, type: !25)
!35 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 7, type: !36, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!4, !25, !4}
!38 = !{!34, !39, !40, !41, !42, !43, !45}
!39 = !DILocalVariable(name: "n", arg: 2, scope: !35, file: !1, line: 7, type: !4)
!40 = !DILocalVariable(name: "s", scope: !35, file: !1, line: 9, type: !3)
!41 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 10, type: !4)
!42 = !DILocalVariable(name: "runs", scope: !35, file: !1, line: 10, type: !4)
!43 = !DILocalVariable(name: "len", scope: !44, file: !1, line: 13, type: !4)
!44 = distinct !DILexicalBlock(scope: !35, file: !1, line: 11, column: 17)
!45 = !DILocalVariable(name: "k", scope: !46, file: !1, line: 14, type: !4)
!46 = distinct !DILexicalBlock(scope: !44, file: !1, line: 14, column: 5)
!47 = !DILocation(line: 0, scope: !35, inlinedAt: !48)
!48 = distinct !DILocation(line: 46, column: 14, scope: !17)
!49 = !DILocation(line: 11, column: 3, scope: !35, inlinedAt: !48)
!50 = !DILocation(line: 44, column: 27, scope: !17)
!51 = !{!52, !52, i64 0}
!52 = !{!"any pointer", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocalVariable(name: "__nptr", arg: 1, scope: !56, file: !57, line: 362, type: !60)
!56 = distinct !DISubprogram(name: "atoi", scope: !57, file: !57, line: 362, type: !58, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !62)
!57 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!58 = !DISubroutineType(types: !59)
!59 = !{!4, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!62 = !{!55}
!63 = !DILocation(line: 0, scope: !56, inlinedAt: !64)
!64 = distinct !DILocation(line: 44, column: 22, scope: !17)
!65 = !DILocation(line: 364, column: 16, scope: !56, inlinedAt: !64)
!66 = !DILocation(line: 364, column: 10, scope: !56, inlinedAt: !64)
!67 = !DILocation(line: 45, column: 29, scope: !17)
!68 = !DILocation(line: 11, column: 12, scope: !35, inlinedAt: !48)
!69 = !DILocation(line: 12, column: 11, scope: !44, inlinedAt: !48)
!70 = !DILocation(line: 12, column: 25, scope: !44, inlinedAt: !48)
!71 = !DILocation(line: 13, column: 22, scope: !44, inlinedAt: !48)
!72 = !DILocation(line: 13, column: 29, scope: !44, inlinedAt: !48)
!73 = !DILocation(line: 0, scope: !44, inlinedAt: !48)
!74 = !DILocation(line: 0, scope: !46, inlinedAt: !48)
!75 = !DILocation(line: 14, column: 29, scope: !76, inlinedAt: !48)
!76 = distinct !DILexicalBlock(scope: !46, file: !1, line: 14, column: 5)
!77 = !DILocation(line: 14, column: 5, scope: !46, inlinedAt: !48)
!78 = !DILocation(line: 16, column: 9, scope: !44, inlinedAt: !48)
!79 = distinct !{!79, !49, !80, !81}
!80 = !DILocation(line: 17, column: 3, scope: !35, inlinedAt: !48)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocation(line: 15, column: 40, scope: !76, inlinedAt: !48)
!83 = !DILocation(line: 15, column: 34, scope: !76, inlinedAt: !48)
!84 = !DILocation(line: 15, column: 16, scope: !76, inlinedAt: !48)
!85 = !DILocation(line: 15, column: 10, scope: !76, inlinedAt: !48)
!86 = !DILocation(line: 15, column: 7, scope: !76, inlinedAt: !48)
!87 = !DILocation(line: 15, column: 14, scope: !76, inlinedAt: !48)
!88 = !{!53, !53, i64 0}
!89 = !DILocation(line: 14, column: 40, scope: !76, inlinedAt: !48)
!90 = !DILocation(line: 14, column: 23, scope: !76, inlinedAt: !48)
!91 = distinct !{!91, !77, !92, !81, !93, !94}
!92 = !DILocation(line: 15, column: 44, scope: !46, inlinedAt: !48)
!93 = !{!"llvm.loop.unroll.runtime.disable"}
!94 = !{!"llvm.loop.isvectorized", i32 1}
!95 = !DILocation(line: 47, column: 3, scope: !17)
!96 = !DILocalVariable(name: "a", arg: 1, scope: !97, file: !1, line: 21, type: !100)
!97 = distinct !DISubprogram(name: "sample", scope: !1, file: !1, line: 21, type: !98, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !102)
!98 = !DISubroutineType(types: !99)
!99 = !{!28, !100, !4}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!102 = !{!96, !103, !104, !105, !109}
!103 = !DILocalVariable(name: "n", arg: 2, scope: !97, file: !1, line: 21, type: !4)
!104 = !DILocalVariable(name: "acc", scope: !97, file: !1, line: 23, type: !28)
!105 = !DILocalVariable(name: "hist", scope: !97, file: !1, line: 24, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 8)
!109 = !DILocalVariable(name: "v", scope: !110, file: !1, line: 26, type: !4)
!110 = distinct !DILexicalBlock(scope: !97, file: !1, line: 25, column: 28)
!111 = !DILocation(line: 0, scope: !97, inlinedAt: !112)
!112 = distinct !DILocation(line: 48, column: 14, scope: !17)
!113 = !DILocation(line: 24, column: 3, scope: !97, inlinedAt: !112)
!114 = !DILocation(line: 24, column: 7, scope: !97, inlinedAt: !112)
!115 = !DILocation(line: 25, column: 10, scope: !97, inlinedAt: !112)
!116 = !DILocation(line: 25, column: 22, scope: !97, inlinedAt: !112)
!117 = !DILocation(line: 25, column: 3, scope: !97, inlinedAt: !112)
!118 = !DILocation(line: 26, column: 15, scope: !110, inlinedAt: !112)
!119 = !DILocation(line: 26, column: 22, scope: !110, inlinedAt: !112)
!120 = !DILocation(line: 26, column: 13, scope: !110, inlinedAt: !112)
!121 = !DILocation(line: 0, scope: !110, inlinedAt: !112)
!122 = !DILocation(line: 27, column: 9, scope: !110, inlinedAt: !112)
!123 = !DILocation(line: 28, column: 12, scope: !110, inlinedAt: !112)
!124 = !DILocation(line: 28, column: 5, scope: !110, inlinedAt: !112)
!125 = !DILocation(line: 28, column: 16, scope: !110, inlinedAt: !112)
!126 = !{!127, !127, i64 0}
!127 = !{!"int", !53, i64 0}
!128 = distinct !{!128, !117, !129, !81}
!129 = !DILocation(line: 29, column: 3, scope: !97, inlinedAt: !112)
!130 = !DILocation(line: 30, column: 16, scope: !97, inlinedAt: !112)
!131 = !DILocation(line: 30, column: 14, scope: !97, inlinedAt: !112)
!132 = !DILocation(line: 31, column: 1, scope: !97, inlinedAt: !112)
!133 = !DILocalVariable(name: "a", arg: 1, scope: !134, file: !1, line: 33, type: !100)
!134 = distinct !DISubprogram(name: "above", scope: !1, file: !1, line: 33, type: !135, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!28, !100, !4, !4}
!137 = !{!133, !138, !139, !140, !141}
!138 = !DILocalVariable(name: "n", arg: 2, scope: !134, file: !1, line: 33, type: !4)
!139 = !DILocalVariable(name: "t", arg: 3, scope: !134, file: !1, line: 33, type: !4)
!140 = !DILocalVariable(name: "sum", scope: !134, file: !1, line: 35, type: !28)
!141 = !DILocalVariable(name: "i", scope: !142, file: !1, line: 36, type: !4)
!142 = distinct !DILexicalBlock(scope: !134, file: !1, line: 36, column: 3)
!143 = !DILocation(line: 0, scope: !134, inlinedAt: !144)
!144 = distinct !DILocation(line: 49, column: 14, scope: !17)
!145 = !DILocation(line: 0, scope: !142, inlinedAt: !144)
!146 = !DILocation(line: 36, column: 3, scope: !142, inlinedAt: !144)
!147 = !DILocation(line: 36, column: 21, scope: !148, inlinedAt: !144)
!148 = distinct !DILexicalBlock(scope: !142, file: !1, line: 36, column: 3)
!149 = !DILocation(line: 36, column: 27, scope: !148, inlinedAt: !144)
!150 = !DILocation(line: 37, column: 9, scope: !151, inlinedAt: !144)
!151 = distinct !DILexicalBlock(scope: !148, file: !1, line: 37, column: 9)
!152 = !DILocation(line: 37, column: 14, scope: !151, inlinedAt: !144)
!153 = !DILocation(line: 37, column: 9, scope: !148, inlinedAt: !144)
!154 = distinct !{!154, !146, !155, !81, !94}
!155 = !DILocation(line: 38, column: 17, scope: !142, inlinedAt: !144)
!156 = distinct !{!156, !146, !155, !81, !93, !94}
!157 = !DILocation(line: 50, column: 3, scope: !17)
!158 = !DILocation(line: 51, column: 3, scope: !17)
!159 = !DILocation(line: 52, column: 3, scope: !17)
!160 = !DISubprogram(name: "srand", scope: !57, file: !57, line: 456, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !3}
!163 = !{}
!164 = !DISubprogram(name: "rand", scope: !57, file: !57, line: 454, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !163)
!165 = !DISubroutineType(types: !166)
!166 = !{!4}
