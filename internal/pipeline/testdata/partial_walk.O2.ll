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
  call void @llvm.dbg.value(metadata i8* %14, metadata !96, metadata !DIExpression()) #11, !dbg !112
  call void @llvm.dbg.value(metadata i32 %11, metadata !103, metadata !DIExpression()) #11, !dbg !112
  call void @llvm.dbg.value(metadata i64 0, metadata !104, metadata !DIExpression()) #11, !dbg !112
  %56 = bitcast [8 x i32]* %3 to i8*, !dbg !114
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %56) #11, !dbg !114
  call void @llvm.dbg.declare(metadata [8 x i32]* %3, metadata !105, metadata !DIExpression()) #11, !dbg !115
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %56, i8 0, i64 32, i1 false) #11, !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()) #11, !dbg !112
  %57 = tail call i32 @rand() #11, !dbg !116
  %58 = and i32 %57, 63, !dbg !117
  %59 = icmp eq i32 %58, 0, !dbg !117
  br i1 %59, label %88, label %60, !dbg !118

60:                                               ; preds = %51, %60
  %61 = phi i64 [ %69, %60 ], [ 0, %51 ]
  %62 = phi i32 [ %77, %60 ], [ 0, %51 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !104, metadata !DIExpression()) #11, !dbg !112
  call void @llvm.dbg.value(metadata i32 %62, metadata !109, metadata !DIExpression()) #11, !dbg !112
  %63 = tail call i32 @rand() #11, !dbg !119
  %64 = srem i32 %63, %54, !dbg !120
  %65 = sext i32 %64 to i64, !dbg !121
  %66 = getelementptr inbounds i8, i8* %53, i64 %65, !dbg !121
  %67 = load i8, i8* %66, align 1, !dbg !121, !tbaa !88
  call void @llvm.dbg.value(metadata i8 %67, metadata !110, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #11, !dbg !122
  %68 = zext i8 %67 to i64
  %69 = add nuw nsw i64 %61, %68, !dbg !123
  call void @llvm.dbg.value(metadata i64 %69, metadata !104, metadata !DIExpression()) #11, !dbg !112
  %70 = and i8 %67, 7, !dbg !124
  %71 = zext i8 %70 to i64
  %72 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %71, !dbg !125
  %73 = load i32, i32* %72, align 4, !dbg !126, !tbaa !127
  %74 = add nsw i32 %73, 1, !dbg !126
  store i32 %74, i32* %72, align 4, !dbg !126, !tbaa !127
  %75 = icmp ugt i8 %67, -56, !dbg !129
  %76 = zext i1 %75 to i32, !dbg !131
  %77 = add nuw nsw i32 %62, %76, !dbg !131
  call void @llvm.dbg.value(metadata i32 %77, metadata !109, metadata !DIExpression()) #11, !dbg !112
  %78 = tail call i32 @rand() #11, !dbg !116
  %79 = and i32 %78, 63, !dbg !117
  %80 = icmp eq i32 %79, 0, !dbg !117
  br i1 %80, label %81, label %60, !dbg !118, !llvm.loop !132

81:                                               ; preds = %60
  %82 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 3
  %83 = load i32, i32* %82, align 4, !dbg !134, !tbaa !127
  %84 = sext i32 %83 to i64, !dbg !134
  %85 = zext i32 %77 to i64, !dbg !134
  %86 = add nuw i64 %69, %85, !dbg !134
  %87 = add i64 %86, %84, !dbg !134
  br label %88, !dbg !134

88:                                               ; preds = %51, %81
  %89 = phi i64 [ %87, %81 ], [ 0, %51 ], !dbg !135
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %56) #11, !dbg !136
  call void @llvm.dbg.value(metadata i64 %89, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i8* %14, metadata !137, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 %11, metadata !142, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 127, metadata !143, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 0, metadata !144, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !149
  br i1 %52, label %90, label %181, !dbg !150

90:                                               ; preds = %88
  %91 = zext i32 %54 to i64, !dbg !151
  %92 = icmp ult i32 %54, 4, !dbg !150
  br i1 %92, label %167, label %93, !dbg !150

93:                                               ; preds = %90
  %94 = and i64 %91, 4294967292, !dbg !150
  %95 = add nsw i64 %94, -4, !dbg !150
  %96 = lshr exact i64 %95, 2, !dbg !150
  %97 = add nuw nsw i64 %96, 1, !dbg !150
  %98 = and i64 %97, 1, !dbg !150
  %99 = icmp eq i64 %95, 0, !dbg !150
  br i1 %99, label %139, label %100, !dbg !150

100:                                              ; preds = %93
  %101 = and i64 %97, 9223372036854775806, !dbg !150
  br label %102, !dbg !150

102:                                              ; preds = %102, %100
  %103 = phi i64 [ 0, %100 ], [ %136, %102 ], !dbg !153
  %104 = phi <2 x i64> [ zeroinitializer, %100 ], [ %134, %102 ]
  %105 = phi <2 x i64> [ zeroinitializer, %100 ], [ %135, %102 ]
  %106 = phi i64 [ 0, %100 ], [ %137, %102 ]
  %107 = getelementptr inbounds i8, i8* %53, i64 %103, !dbg !153
  %108 = bitcast i8* %107 to <2 x i8>*, !dbg !154
  %109 = load <2 x i8>, <2 x i8>* %108, align 1, !dbg !154, !tbaa !88
  %110 = getelementptr inbounds i8, i8* %107, i64 2, !dbg !154
  %111 = bitcast i8* %110 to <2 x i8>*, !dbg !154
  %112 = load <2 x i8>, <2 x i8>* %111, align 1, !dbg !154, !tbaa !88
  %113 = icmp slt <2 x i8> %109, zeroinitializer, !dbg !156
  %114 = icmp slt <2 x i8> %112, zeroinitializer, !dbg !156
  %115 = select <2 x i1> %113, <2 x i8> %109, <2 x i8> zeroinitializer, !dbg !157
  %116 = select <2 x i1> %114, <2 x i8> %112, <2 x i8> zeroinitializer, !dbg !157
  %117 = zext <2 x i8> %115 to <2 x i64>, !dbg !157
  %118 = zext <2 x i8> %116 to <2 x i64>, !dbg !157
  %119 = add <2 x i64> %104, %117, !dbg !157
  %120 = add <2 x i64> %105, %118, !dbg !157
  %121 = or i64 %103, 4, !dbg !153
  %122 = getelementptr inbounds i8, i8* %53, i64 %121, !dbg !153
  %123 = bitcast i8* %122 to <2 x i8>*, !dbg !154
  %124 = load <2 x i8>, <2 x i8>* %123, align 1, !dbg !154, !tbaa !88
  %125 = getelementptr inbounds i8, i8* %122, i64 2, !dbg !154
  %126 = bitcast i8* %125 to <2 x i8>*, !dbg !154
  %127 = load <2 x i8>, <2 x i8>* %126, align 1, !dbg !154, !tbaa !88
  %128 = icmp slt <2 x i8> %124, zeroinitializer, !dbg !156
  %129 = icmp slt <2 x i8> %127, zeroinitializer, !dbg !156
  %130 = select <2 x i1> %128, <2 x i8> %124, <2 x i8> zeroinitializer, !dbg !157
  %131 = select <2 x i1> %129, <2 x i8> %127, <2 x i8> zeroinitializer, !dbg !157
  %132 = zext <2 x i8> %130 to <2 x i64>, !dbg !157
  %133 = zext <2 x i8> %131 to <2 x i64>, !dbg !157
  %134 = add <2 x i64> %119, %132, !dbg !157
  %135 = add <2 x i64> %120, %133, !dbg !157
  %136 = add nuw i64 %103, 8, !dbg !153
  %137 = add i64 %106, 2, !dbg !153
  %138 = icmp eq i64 %137, %101, !dbg !153
  br i1 %138, label %139, label %102, !dbg !153, !llvm.loop !158

139:                                              ; preds = %102, %93
  %140 = phi <2 x i64> [ undef, %93 ], [ %134, %102 ]
  %141 = phi <2 x i64> [ undef, %93 ], [ %135, %102 ]
  %142 = phi i64 [ 0, %93 ], [ %136, %102 ]
  %143 = phi <2 x i64> [ zeroinitializer, %93 ], [ %134, %102 ]
  %144 = phi <2 x i64> [ zeroinitializer, %93 ], [ %135, %102 ]
  %145 = icmp eq i64 %98, 0, !dbg !153
  br i1 %145, label %161, label %146, !dbg !153

146:                                              ; preds = %139
  %147 = getelementptr inbounds i8, i8* %53, i64 %142, !dbg !153
  %148 = bitcast i8* %147 to <2 x i8>*, !dbg !154
  %149 = load <2 x i8>, <2 x i8>* %148, align 1, !dbg !154, !tbaa !88
  %150 = getelementptr inbounds i8, i8* %147, i64 2, !dbg !154
  %151 = bitcast i8* %150 to <2 x i8>*, !dbg !154
  %152 = load <2 x i8>, <2 x i8>* %151, align 1, !dbg !154, !tbaa !88
  %153 = icmp slt <2 x i8> %149, zeroinitializer, !dbg !156
  %154 = icmp slt <2 x i8> %152, zeroinitializer, !dbg !156
  %155 = select <2 x i1> %153, <2 x i8> %149, <2 x i8> zeroinitializer, !dbg !157
  %156 = select <2 x i1> %154, <2 x i8> %152, <2 x i8> zeroinitializer, !dbg !157
  %157 = zext <2 x i8> %155 to <2 x i64>, !dbg !157
  %158 = zext <2 x i8> %156 to <2 x i64>, !dbg !157
  %159 = add <2 x i64> %143, %157, !dbg !157
  %160 = add <2 x i64> %144, %158, !dbg !157
  br label %161, !dbg !150

161:                                              ; preds = %139, %146
  %162 = phi <2 x i64> [ %140, %139 ], [ %159, %146 ], !dbg !157
  %163 = phi <2 x i64> [ %141, %139 ], [ %160, %146 ], !dbg !157
  %164 = add <2 x i64> %163, %162, !dbg !150
  %165 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %164), !dbg !150
  %166 = icmp eq i64 %94, %91, !dbg !150
  br i1 %166, label %181, label %167, !dbg !150

167:                                              ; preds = %90, %161
  %168 = phi i64 [ 0, %90 ], [ %94, %161 ]
  %169 = phi i64 [ 0, %90 ], [ %165, %161 ]
  br label %170, !dbg !150

170:                                              ; preds = %167, %170
  %171 = phi i64 [ %179, %170 ], [ %168, %167 ]
  %172 = phi i64 [ %178, %170 ], [ %169, %167 ]
  call void @llvm.dbg.value(metadata i64 %171, metadata !145, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %172, metadata !144, metadata !DIExpression()), !dbg !147
  %173 = getelementptr inbounds i8, i8* %53, i64 %171, !dbg !154
  %174 = load i8, i8* %173, align 1, !dbg !154, !tbaa !88
  %175 = icmp slt i8 %174, 0, !dbg !156
  %176 = select i1 %175, i8 %174, i8 0, !dbg !157
  %177 = zext i8 %176 to i64, !dbg !157
  %178 = add nuw nsw i64 %172, %177, !dbg !157
  call void @llvm.dbg.value(metadata i64 %178, metadata !144, metadata !DIExpression()), !dbg !147
  %179 = add nuw nsw i64 %171, 1, !dbg !153
  call void @llvm.dbg.value(metadata i64 %179, metadata !145, metadata !DIExpression()), !dbg !149
  %180 = icmp eq i64 %179, %91, !dbg !151
  br i1 %180, label %181, label %170, !dbg !150, !llvm.loop !160

181:                                              ; preds = %170, %161, %88
  %182 = phi i64 [ 0, %88 ], [ %165, %161 ], [ %178, %170 ], !dbg !147
  call void @llvm.dbg.value(metadata i64 %182, metadata !29, metadata !DIExpression()), !dbg !30
  %183 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %55, i64 noundef %89, i64 noundef %182), !dbg !161
  tail call void @free(i8* noundef %53) #11, !dbg !162
  ret i32 0, !dbg !163
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !164 void @srand(i32 noundef) local_unnamed_addr #4

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
declare !dbg !168 i32 @rand() local_unnamed_addr #4

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
!1 = !DIFile(filename: "partial_walk.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "b8f71414d85c989ecf1a9af6ab26dd64")
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
!17 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 44, type: !18, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!4, !4, !5}
!20 = !{!21, !22, !23, !24, !26, !27, !29}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !1, line: 44, type: !4)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !1, line: 44, type: !5)
!23 = !DILocalVariable(name: "n", scope: !17, file: !1, line: 46, type: !4)
!24 = !DILocalVariable(name: "a", scope: !17, file: !1, line: 47, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!26 = !DILocalVariable(name: "runs", scope: !17, file: !1, line: 48, type: !4)
!27 = !DILocalVariable(name: "acc", scope: !17, file: !1, line: 50, type: !28)
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !DILocalVariable(name: "sum", scope: !17, file: !1, line: 51, type: !28)
!30 = !DILocation(line: 0, scope: !17)
!31 = !DILocation(line: 46, column: 16, scope: !17)
!32 = !DILocation(line: 46, column: 11, scope: !17)
!33 = !DILocation(line: 47, column: 22, scope: !17)
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
!48 = distinct !DILocation(line: 48, column: 14, scope: !17)
!49 = !DILocation(line: 11, column: 3, scope: !35, inlinedAt: !48)
!50 = !DILocation(line: 46, column: 27, scope: !17)
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
!64 = distinct !DILocation(line: 46, column: 22, scope: !17)
!65 = !DILocation(line: 364, column: 16, scope: !56, inlinedAt: !64)
!66 = !DILocation(line: 364, column: 10, scope: !56, inlinedAt: !64)
!67 = !DILocation(line: 47, column: 29, scope: !17)
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
!95 = !DILocation(line: 49, column: 3, scope: !17)
!96 = !DILocalVariable(name: "a", arg: 1, scope: !97, file: !1, line: 21, type: !100)
!97 = distinct !DISubprogram(name: "sample", scope: !1, file: !1, line: 21, type: !98, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !102)
!98 = !DISubroutineType(types: !99)
!99 = !{!28, !100, !4}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!102 = !{!96, !103, !104, !105, !109, !110}
!103 = !DILocalVariable(name: "n", arg: 2, scope: !97, file: !1, line: 21, type: !4)
!104 = !DILocalVariable(name: "acc", scope: !97, file: !1, line: 23, type: !28)
!105 = !DILocalVariable(name: "hist", scope: !97, file: !1, line: 24, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 8)
!109 = !DILocalVariable(name: "big", scope: !97, file: !1, line: 24, type: !4)
!110 = !DILocalVariable(name: "v", scope: !111, file: !1, line: 26, type: !4)
!111 = distinct !DILexicalBlock(scope: !97, file: !1, line: 25, column: 28)
!112 = !DILocation(line: 0, scope: !97, inlinedAt: !113)
!113 = distinct !DILocation(line: 50, column: 14, scope: !17)
!114 = !DILocation(line: 24, column: 3, scope: !97, inlinedAt: !113)
!115 = !DILocation(line: 24, column: 7, scope: !97, inlinedAt: !113)
!116 = !DILocation(line: 25, column: 10, scope: !97, inlinedAt: !113)
!117 = !DILocation(line: 25, column: 22, scope: !97, inlinedAt: !113)
!118 = !DILocation(line: 25, column: 3, scope: !97, inlinedAt: !113)
!119 = !DILocation(line: 26, column: 15, scope: !111, inlinedAt: !113)
!120 = !DILocation(line: 26, column: 22, scope: !111, inlinedAt: !113)
!121 = !DILocation(line: 26, column: 13, scope: !111, inlinedAt: !113)
!122 = !DILocation(line: 0, scope: !111, inlinedAt: !113)
!123 = !DILocation(line: 27, column: 9, scope: !111, inlinedAt: !113)
!124 = !DILocation(line: 28, column: 12, scope: !111, inlinedAt: !113)
!125 = !DILocation(line: 28, column: 5, scope: !111, inlinedAt: !113)
!126 = !DILocation(line: 28, column: 16, scope: !111, inlinedAt: !113)
!127 = !{!128, !128, i64 0}
!128 = !{!"int", !53, i64 0}
!129 = !DILocation(line: 29, column: 11, scope: !130, inlinedAt: !113)
!130 = distinct !DILexicalBlock(scope: !111, file: !1, line: 29, column: 9)
!131 = !DILocation(line: 29, column: 9, scope: !111, inlinedAt: !113)
!132 = distinct !{!132, !118, !133, !81}
!133 = !DILocation(line: 31, column: 3, scope: !97, inlinedAt: !113)
!134 = !DILocation(line: 32, column: 16, scope: !97, inlinedAt: !113)
!135 = !DILocation(line: 32, column: 24, scope: !97, inlinedAt: !113)
!136 = !DILocation(line: 33, column: 1, scope: !97, inlinedAt: !113)
!137 = !DILocalVariable(name: "a", arg: 1, scope: !138, file: !1, line: 35, type: !100)
!138 = distinct !DISubprogram(name: "above", scope: !1, file: !1, line: 35, type: !139, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{!28, !100, !4, !4}
!141 = !{!137, !142, !143, !144, !145}
!142 = !DILocalVariable(name: "n", arg: 2, scope: !138, file: !1, line: 35, type: !4)
!143 = !DILocalVariable(name: "t", arg: 3, scope: !138, file: !1, line: 35, type: !4)
!144 = !DILocalVariable(name: "sum", scope: !138, file: !1, line: 37, type: !28)
!145 = !DILocalVariable(name: "i", scope: !146, file: !1, line: 38, type: !4)
!146 = distinct !DILexicalBlock(scope: !138, file: !1, line: 38, column: 3)
!147 = !DILocation(line: 0, scope: !138, inlinedAt: !148)
!148 = distinct !DILocation(line: 51, column: 14, scope: !17)
!149 = !DILocation(line: 0, scope: !146, inlinedAt: !148)
!150 = !DILocation(line: 38, column: 3, scope: !146, inlinedAt: !148)
!151 = !DILocation(line: 38, column: 21, scope: !152, inlinedAt: !148)
!152 = distinct !DILexicalBlock(scope: !146, file: !1, line: 38, column: 3)
!153 = !DILocation(line: 38, column: 27, scope: !152, inlinedAt: !148)
!154 = !DILocation(line: 39, column: 9, scope: !155, inlinedAt: !148)
!155 = distinct !DILexicalBlock(scope: !152, file: !1, line: 39, column: 9)
!156 = !DILocation(line: 39, column: 14, scope: !155, inlinedAt: !148)
!157 = !DILocation(line: 39, column: 9, scope: !152, inlinedAt: !148)
!158 = distinct !{!158, !150, !159, !81, !94}
!159 = !DILocation(line: 40, column: 17, scope: !146, inlinedAt: !148)
!160 = distinct !{!160, !150, !159, !81, !93, !94}
!161 = !DILocation(line: 52, column: 3, scope: !17)
!162 = !DILocation(line: 53, column: 3, scope: !17)
!163 = !DILocation(line: 54, column: 3, scope: !17)
!164 = !DISubprogram(name: "srand", scope: !57, file: !57, line: 456, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !167)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !3}
!167 = !{}
!168 = !DISubprogram(name: "rand", scope: !57, file: !57, line: 454, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !167)
!169 = !DISubroutineType(types: !170)
!170 = !{!4}
