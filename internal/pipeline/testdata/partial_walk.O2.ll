; ModuleID = 'partial_walk.c'
source_filename = "partial_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"%d %ld %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !17 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !21, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i8** %1, metadata !22, metadata !DIExpression()), !dbg !30
  %3 = icmp sgt i32 %0, 1, !dbg !31
  br i1 %3, label %6, label %4, !dbg !32

4:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 %10, metadata !23, metadata !DIExpression()), !dbg !30
  %5 = tail call noalias dereferenceable_or_null(1000) i8* @malloc(i64 noundef 1000) #8, !dbg !33
  call void @llvm.dbg.value(metadata i8* %13, metadata !24, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i8* %13, metadata !34, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %10, metadata !39, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 7, metadata !40, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !47
  br label %15, !dbg !49

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !50
  %8 = load i8*, i8** %7, align 8, !dbg !50, !tbaa !51
  call void @llvm.dbg.value(metadata i8* %8, metadata !55, metadata !DIExpression()) #8, !dbg !63
  %9 = tail call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #8, !dbg !65
  %10 = trunc i64 %9 to i32, !dbg !66
  call void @llvm.dbg.value(metadata i32 %10, metadata !23, metadata !DIExpression()), !dbg !30
  %11 = shl i64 %9, 32, !dbg !67
  %12 = ashr exact i64 %11, 32, !dbg !67
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #8, !dbg !33
  call void @llvm.dbg.value(metadata i8* %13, metadata !24, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i8* %13, metadata !34, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %10, metadata !39, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 7, metadata !40, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !47
  %14 = icmp sgt i32 %10, 0, !dbg !68
  br i1 %14, label %15, label %50, !dbg !49

15:                                               ; preds = %4, %6
  %16 = phi i8* [ %5, %4 ], [ %13, %6 ]
  %17 = phi i32 [ 1000, %4 ], [ %10, %6 ]
  %18 = zext i32 %17 to i64, !dbg !49
  br label %19, !dbg !49

19:                                               ; preds = %34, %15
  %20 = phi i32 [ %24, %34 ], [ 7, %15 ]
  %21 = phi i32 [ %36, %34 ], [ 0, %15 ]
  %22 = phi i32 [ %35, %34 ], [ 0, %15 ]
  call void @llvm.dbg.value(metadata i32 %20, metadata !40, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %21, metadata !42, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %22, metadata !41, metadata !DIExpression()), !dbg !47
  %23 = mul i32 %20, 1103515245, !dbg !69
  %24 = add i32 %23, 12345, !dbg !70
  call void @llvm.dbg.value(metadata i32 %24, metadata !40, metadata !DIExpression()), !dbg !47
  %25 = lshr i32 %24, 16, !dbg !71
  %26 = trunc i32 %25 to i16, !dbg !72
  %27 = urem i16 %26, 7, !dbg !72
  %28 = zext i16 %27 to i32, !dbg !72
  call void @llvm.dbg.value(metadata i32 %28, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !74
  %29 = icmp slt i32 %22, %17, !dbg !75
  br i1 %29, label %30, label %34, !dbg !77

30:                                               ; preds = %19
  %31 = sext i32 %22 to i64, !dbg !77
  br label %38, !dbg !77

32:                                               ; preds = %38
  %33 = trunc i64 %44 to i32, !dbg !78
  br label %34, !dbg !78

34:                                               ; preds = %32, %19
  %35 = phi i32 [ %22, %19 ], [ %33, %32 ], !dbg !47
  %36 = add nuw nsw i32 %21, 1, !dbg !78
  call void @llvm.dbg.value(metadata i32 %24, metadata !40, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %36, metadata !42, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %35, metadata !41, metadata !DIExpression()), !dbg !47
  %37 = icmp slt i32 %35, %17, !dbg !68
  br i1 %37, label %19, label %50, !dbg !49, !llvm.loop !79

38:                                               ; preds = %38, %30
  %39 = phi i64 [ %31, %30 ], [ %44, %38 ]
  %40 = phi i32 [ 0, %30 ], [ %46, %38 ]
  call void @llvm.dbg.value(metadata i32 %40, metadata !45, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %39, metadata !41, metadata !DIExpression()), !dbg !47
  %41 = add nuw nsw i32 %40, 8, !dbg !82
  %42 = lshr i32 %24, %41, !dbg !83
  %43 = trunc i32 %42 to i8, !dbg !84
  %44 = add nsw i64 %39, 1, !dbg !85
  call void @llvm.dbg.value(metadata i64 %44, metadata !41, metadata !DIExpression()), !dbg !47
  %45 = getelementptr inbounds i8, i8* %16, i64 %39, !dbg !86
  store i8 %43, i8* %45, align 1, !dbg !87, !tbaa !88
  %46 = add nuw nsw i32 %40, 1, !dbg !89
  call void @llvm.dbg.value(metadata i32 %46, metadata !45, metadata !DIExpression()), !dbg !74
  %47 = icmp ult i32 %40, %28, !dbg !90
  %48 = icmp slt i64 %44, %18, !dbg !75
  %49 = select i1 %47, i1 %48, i1 false, !dbg !75
  br i1 %49, label %38, label %32, !dbg !77, !llvm.loop !91

50:                                               ; preds = %34, %6
  %51 = phi i1 [ false, %6 ], [ true, %34 ]
  %52 = phi i8* [ %13, %6 ], [ %16, %34 ]
  %53 = phi i32 [ %10, %6 ], [ %17, %34 ]
  %54 = phi i32 [ 0, %6 ], [ %36, %34 ], !dbg !47
  call void @llvm.dbg.value(metadata i32 %54, metadata !26, metadata !DIExpression()), !dbg !30
  tail call void @srand(i32 noundef %53) #8, !dbg !95
  call void @llvm.dbg.value(metadata i8* %13, metadata !96, metadata !DIExpression()) #8, !dbg !105
  call void @llvm.dbg.value(metadata i32 %10, metadata !103, metadata !DIExpression()) #8, !dbg !105
  call void @llvm.dbg.value(metadata i64 0, metadata !104, metadata !DIExpression()) #8, !dbg !105
  %55 = tail call i32 @rand() #8, !dbg !107
  %56 = and i32 %55, 63, !dbg !108
  %57 = icmp eq i32 %56, 0, !dbg !108
  br i1 %57, label %70, label %58, !dbg !109

58:                                               ; preds = %50, %58
  %59 = phi i64 [ %66, %58 ], [ 0, %50 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !104, metadata !DIExpression()) #8, !dbg !105
  %60 = tail call i32 @rand() #8, !dbg !110
  %61 = srem i32 %60, %53, !dbg !111
  %62 = sext i32 %61 to i64, !dbg !112
  %63 = getelementptr inbounds i8, i8* %52, i64 %62, !dbg !112
  %64 = load i8, i8* %63, align 1, !dbg !112, !tbaa !88
  %65 = zext i8 %64 to i64, !dbg !112
  %66 = add nuw nsw i64 %59, %65, !dbg !113
  call void @llvm.dbg.value(metadata i64 %66, metadata !104, metadata !DIExpression()) #8, !dbg !105
  %67 = tail call i32 @rand() #8, !dbg !107
  %68 = and i32 %67, 63, !dbg !108
  %69 = icmp eq i32 %68, 0, !dbg !108
  br i1 %69, label %70, label %58, !dbg !109, !llvm.loop !114

70:                                               ; preds = %58, %50
  %71 = phi i64 [ 0, %50 ], [ %66, %58 ], !dbg !105
  call void @llvm.dbg.value(metadata i64 %71, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i8* %13, metadata !116, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i32 %10, metadata !121, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i32 127, metadata !122, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i64 0, metadata !123, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i32 0, metadata !124, metadata !DIExpression()), !dbg !128
  br i1 %51, label %72, label %163, !dbg !129

72:                                               ; preds = %70
  %73 = zext i32 %53 to i64, !dbg !130
  %74 = icmp ult i32 %53, 4, !dbg !129
  br i1 %74, label %149, label %75, !dbg !129

75:                                               ; preds = %72
  %76 = and i64 %73, 4294967292, !dbg !129
  %77 = add nsw i64 %76, -4, !dbg !129
  %78 = lshr exact i64 %77, 2, !dbg !129
  %79 = add nuw nsw i64 %78, 1, !dbg !129
  %80 = and i64 %79, 1, !dbg !129
  %81 = icmp eq i64 %77, 0, !dbg !129
  br i1 %81, label %121, label %82, !dbg !129

82:                                               ; preds = %75
  %83 = and i64 %79, 9223372036854775806, !dbg !129
  br label %84, !dbg !129

84:                                               ; preds = %84, %82
  %85 = phi i64 [ 0, %82 ], [ %118, %84 ], !dbg !132
  %86 = phi <2 x i64> [ zeroinitializer, %82 ], [ %116, %84 ]
  %87 = phi <2 x i64> [ zeroinitializer, %82 ], [ %117, %84 ]
  %88 = phi i64 [ 0, %82 ], [ %119, %84 ]
  %89 = getelementptr inbounds i8, i8* %52, i64 %85, !dbg !132
  %90 = bitcast i8* %89 to <2 x i8>*, !dbg !133
  %91 = load <2 x i8>, <2 x i8>* %90, align 1, !dbg !133, !tbaa !88
  %92 = getelementptr inbounds i8, i8* %89, i64 2, !dbg !133
  %93 = bitcast i8* %92 to <2 x i8>*, !dbg !133
  %94 = load <2 x i8>, <2 x i8>* %93, align 1, !dbg !133, !tbaa !88
  %95 = icmp slt <2 x i8> %91, zeroinitializer, !dbg !135
  %96 = icmp slt <2 x i8> %94, zeroinitializer, !dbg !135
  %97 = select <2 x i1> %95, <2 x i8> %91, <2 x i8> zeroinitializer, !dbg !136
  %98 = select <2 x i1> %96, <2 x i8> %94, <2 x i8> zeroinitializer, !dbg !136
  %99 = zext <2 x i8> %97 to <2 x i64>, !dbg !136
  %100 = zext <2 x i8> %98 to <2 x i64>, !dbg !136
  %101 = add <2 x i64> %86, %99, !dbg !136
  %102 = add <2 x i64> %87, %100, !dbg !136
  %103 = or i64 %85, 4, !dbg !132
  %104 = getelementptr inbounds i8, i8* %52, i64 %103, !dbg !132
  %105 = bitcast i8* %104 to <2 x i8>*, !dbg !133
  %106 = load <2 x i8>, <2 x i8>* %105, align 1, !dbg !133, !tbaa !88
  %107 = getelementptr inbounds i8, i8* %104, i64 2, !dbg !133
  %108 = bitcast i8* %107 to <2 x i8>*, !dbg !133
  %109 = load <2 x i8>, <2 x i8>* %108, align 1, !dbg !133, !tbaa !88
  %110 = icmp slt <2 x i8> %106, zeroinitializer, !dbg !135
  %111 = icmp slt <2 x i8> %109, zeroinitializer, !dbg !135
  %112 = select <2 x i1> %110, <2 x i8> %106, <2 x i8> zeroinitializer, !dbg !136
  %113 = select <2 x i1> %111, <2 x i8> %109, <2 x i8> zeroinitializer, !dbg !136
  %114 = zext <2 x i8> %112 to <2 x i64>, !dbg !136
  %115 = zext <2 x i8> %113 to <2 x i64>, !dbg !136
  %116 = add <2 x i64> %101, %114, !dbg !136
  %117 = add <2 x i64> %102, %115, !dbg !136
  %118 = add nuw i64 %85, 8, !dbg !132
  %119 = add i64 %88, 2, !dbg !132
  %120 = icmp eq i64 %119, %83, !dbg !132
  br i1 %120, label %121, label %84, !dbg !132, !llvm.loop !137

121:                                              ; preds = %84, %75
  %122 = phi <2 x i64> [ undef, %75 ], [ %116, %84 ]
  %123 = phi <2 x i64> [ undef, %75 ], [ %117, %84 ]
  %124 = phi i64 [ 0, %75 ], [ %118, %84 ]
  %125 = phi <2 x i64> [ zeroinitializer, %75 ], [ %116, %84 ]
  %126 = phi <2 x i64> [ zeroinitializer, %75 ], [ %117, %84 ]
  %127 = icmp eq i64 %80, 0, !dbg !132
  br i1 %127, label %143, label %128, !dbg !132

128:                                              ; preds = %121
  %129 = getelementptr inbounds i8, i8* %52, i64 %124, !dbg !132
  %130 = bitcast i8* %129 to <2 x i8>*, !dbg !133
  %131 = load <2 x i8>, <2 x i8>* %130, align 1, !dbg !133, !tbaa !88
  %132 = getelementptr inbounds i8, i8* %129, i64 2, !dbg !133
  %133 = bitcast i8* %132 to <2 x i8>*, !dbg !133
  %134 = load <2 x i8>, <2 x i8>* %133, align 1, !dbg !133, !tbaa !88
  %135 = icmp slt <2 x i8> %131, zeroinitializer, !dbg !135
  %136 = icmp slt <2 x i8> %134, zeroinitializer, !dbg !135
  %137 = select <2 x i1> %135, <2 x i8> %131, <2 x i8> zeroinitializer, !dbg !136
  %138 = select <2 x i1> %136, <2 x i8> %134, <2 x i8> zeroinitializer, !dbg !136
  %139 = zext <2 x i8> %137 to <2 x i64>, !dbg !136
  %140 = zext <2 x i8> %138 to <2 x i64>, !dbg !136
  %141 = add <2 x i64> %125, %139, !dbg !136
  %142 = add <2 x i64> %126, %140, !dbg !136
  br label %143, !dbg !129

143:                                              ; preds = %121, %128
  %144 = phi <2 x i64> [ %122, %121 ], [ %141, %128 ], !dbg !136
  %145 = phi <2 x i64> [ %123, %121 ], [ %142, %128 ], !dbg !136
  %146 = add <2 x i64> %145, %144, !dbg !129
  %147 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %146), !dbg !129
  %148 = icmp eq i64 %76, %73, !dbg !129
  br i1 %148, label %163, label %149, !dbg !129

149:                                              ; preds = %72, %143
  %150 = phi i64 [ 0, %72 ], [ %76, %143 ]
  %151 = phi i64 [ 0, %72 ], [ %147, %143 ]
  br label %152, !dbg !129

152:                                              ; preds = %149, %152
  %153 = phi i64 [ %161, %152 ], [ %150, %149 ]
  %154 = phi i64 [ %160, %152 ], [ %151, %149 ]
  call void @llvm.dbg.value(metadata i64 %153, metadata !124, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i64 %154, metadata !123, metadata !DIExpression()), !dbg !126
  %155 = getelementptr inbounds i8, i8* %52, i64 %153, !dbg !133
  %156 = load i8, i8* %155, align 1, !dbg !133, !tbaa !88
  %157 = icmp slt i8 %156, 0, !dbg !135
  %158 = select i1 %157, i8 %156, i8 0, !dbg !136
  %159 = zext i8 %158 to i64, !dbg !136
  %160 = add nuw nsw i64 %154, %159, !dbg !136
  call void @llvm.dbg.value(metadata i64 %160, metadata !123, metadata !DIExpression()), !dbg !126
  %161 = add nuw nsw i64 %153, 1, !dbg !132
  call void @llvm.dbg.value(metadata i64 %161, metadata !124, metadata !DIExpression()), !dbg !128
  %162 = icmp eq i64 %161, %73, !dbg !130
  br i1 %162, label %163, label %152, !dbg !129, !llvm.loop !139

163:                                              ; preds = %152, %143, %70
  %164 = phi i64 [ 0, %70 ], [ %147, %143 ], [ %160, %152 ], !dbg !126
  call void @llvm.dbg.value(metadata i64 %164, metadata !29, metadata !DIExpression()), !dbg !30
  %165 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %54, i64 noundef %71, i64 noundef %164), !dbg !140
  tail call void @free(i8* noundef %52) #8, !dbg !141
  ret i32 0, !dbg !142
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !143 void @srand(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !147 i32 @rand() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "partial_walk.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "2de0bf728f936188e8f77d8c68886178")
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
!17 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !18, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!4, !4, !5}
!20 = !{!21, !22, !23, !24, !26, !27, !29}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !1, line: 38, type: !4)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !1, line: 38, type: !5)
!23 = !DILocalVariable(name: "n", scope: !17, file: !1, line: 40, type: !4)
!24 = !DILocalVariable(name: "a", scope: !17, file: !1, line: 41, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!26 = !DILocalVariable(name: "runs", scope: !17, file: !1, line: 42, type: !4)
!27 = !DILocalVariable(name: "acc", scope: !17, file: !1, line: 44, type: !28)
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !DILocalVariable(name: "sum", scope: !17, file: !1, line: 45, type: !28)
!30 = !DILocation(line: 0, scope: !17)
!31 = !DILocation(line: 40, column: 16, scope: !17)
!32 = !DILocation(line: 40, column: 11, scope: !17)
!33 = !DILocation(line: 41, column: 22, scope: !17)
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
!48 = distinct !DILocation(line: 42, column: 14, scope: !17)
!49 = !DILocation(line: 11, column: 3, scope: !35, inlinedAt: !48)
!50 = !DILocation(line: 40, column: 27, scope: !17)
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
!64 = distinct !DILocation(line: 40, column: 22, scope: !17)
!65 = !DILocation(line: 364, column: 16, scope: !56, inlinedAt: !64)
!66 = !DILocation(line: 364, column: 10, scope: !56, inlinedAt: !64)
!67 = !DILocation(line: 41, column: 29, scope: !17)
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
!95 = !DILocation(line: 43, column: 3, scope: !17)
!96 = !DILocalVariable(name: "a", arg: 1, scope: !97, file: !1, line: 21, type: !100)
!97 = distinct !DISubprogram(name: "sample", scope: !1, file: !1, line: 21, type: !98, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !102)
!98 = !DISubroutineType(types: !99)
!99 = !{!28, !100, !4}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!102 = !{!96, !103, !104}
!103 = !DILocalVariable(name: "n", arg: 2, scope: !97, file: !1, line: 21, type: !4)
!104 = !DILocalVariable(name: "acc", scope: !97, file: !1, line: 23, type: !28)
!105 = !DILocation(line: 0, scope: !97, inlinedAt: !106)
!106 = distinct !DILocation(line: 44, column: 14, scope: !17)
!107 = !DILocation(line: 24, column: 10, scope: !97, inlinedAt: !106)
!108 = !DILocation(line: 24, column: 22, scope: !97, inlinedAt: !106)
!109 = !DILocation(line: 24, column: 3, scope: !97, inlinedAt: !106)
!110 = !DILocation(line: 25, column: 14, scope: !97, inlinedAt: !106)
!111 = !DILocation(line: 25, column: 21, scope: !97, inlinedAt: !106)
!112 = !DILocation(line: 25, column: 12, scope: !97, inlinedAt: !106)
!113 = !DILocation(line: 25, column: 9, scope: !97, inlinedAt: !106)
!114 = distinct !{!114, !109, !115, !81}
!115 = !DILocation(line: 25, column: 24, scope: !97, inlinedAt: !106)
!116 = !DILocalVariable(name: "a", arg: 1, scope: !117, file: !1, line: 29, type: !100)
!117 = distinct !DISubprogram(name: "above", scope: !1, file: !1, line: 29, type: !118, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!28, !100, !4, !4}
!120 = !{!116, !121, !122, !123, !124}
!121 = !DILocalVariable(name: "n", arg: 2, scope: !117, file: !1, line: 29, type: !4)
!122 = !DILocalVariable(name: "t", arg: 3, scope: !117, file: !1, line: 29, type: !4)
!123 = !DILocalVariable(name: "sum", scope: !117, file: !1, line: 31, type: !28)
!124 = !DILocalVariable(name: "i", scope: !125, file: !1, line: 32, type: !4)
!125 = distinct !DILexicalBlock(scope: !117, file: !1, line: 32, column: 3)
!126 = !DILocation(line: 0, scope: !117, inlinedAt: !127)
!127 = distinct !DILocation(line: 45, column: 14, scope: !17)
!128 = !DILocation(line: 0, scope: !125, inlinedAt: !127)
!129 = !DILocation(line: 32, column: 3, scope: !125, inlinedAt: !127)
!130 = !DILocation(line: 32, column: 21, scope: !131, inlinedAt: !127)
!131 = distinct !DILexicalBlock(scope: !125, file: !1, line: 32, column: 3)
!132 = !DILocation(line: 32, column: 27, scope: !131, inlinedAt: !127)
!133 = !DILocation(line: 33, column: 9, scope: !134, inlinedAt: !127)
!134 = distinct !DILexicalBlock(scope: !131, file: !1, line: 33, column: 9)
!135 = !DILocation(line: 33, column: 14, scope: !134, inlinedAt: !127)
!136 = !DILocation(line: 33, column: 9, scope: !131, inlinedAt: !127)
!137 = distinct !{!137, !129, !138, !81, !94}
!138 = !DILocation(line: 34, column: 17, scope: !125, inlinedAt: !127)
!139 = distinct !{!139, !129, !138, !81, !93, !94}
!140 = !DILocation(line: 46, column: 3, scope: !17)
!141 = !DILocation(line: 47, column: 3, scope: !17)
!142 = !DILocation(line: 48, column: 3, scope: !17)
!143 = !DISubprogram(name: "srand", scope: !57, file: !57, line: 456, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !146)
!144 = !DISubroutineType(types: !145)
!145 = !{null, !3}
!146 = !{}
!147 = !DISubprogram(name: "rand", scope: !57, file: !57, line: 454, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !146)
!148 = !DISubroutineType(types: !149)
!149 = !{!4}
