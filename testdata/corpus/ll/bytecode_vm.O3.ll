; ModuleID = 'bytecode_vm.c'
source_filename = "bytecode_vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"vm: %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"len %d steps %ld s %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i64 @kernel_run(i32* nocapture noundef readonly %0, i64* nocapture noundef %1, i64* nocapture noundef %2) local_unnamed_addr #0 !dbg !33 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !41, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64* %1, metadata !42, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64* %2, metadata !43, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 1, metadata !46, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression()), !dbg !52
  br label %4, !dbg !53

4:                                                ; preds = %114, %3
  %5 = phi i32 [ 0, %3 ], [ %115, %114 ]
  %6 = phi i64 [ 0, %3 ], [ %12, %114 ]
  %7 = phi i32 [ 0, %3 ], [ %116, %114 ]
  call void @llvm.dbg.value(metadata i32 %5, metadata !44, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %6, metadata !47, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %7, metadata !45, metadata !DIExpression()), !dbg !52
  %8 = add nsw i32 %5, 1, !dbg !54
  call void @llvm.dbg.value(metadata i32 %8, metadata !44, metadata !DIExpression()), !dbg !52
  %9 = sext i32 %5 to i64, !dbg !55
  %10 = getelementptr inbounds i32, i32* %0, i64 %9, !dbg !55
  %11 = load i32, i32* %10, align 4, !dbg !55, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %11, metadata !50, metadata !DIExpression()), !dbg !60
  %12 = add nuw nsw i64 %6, 1, !dbg !61
  call void @llvm.dbg.value(metadata i64 %12, metadata !47, metadata !DIExpression()), !dbg !52
  switch i32 %11, label %135 [
    i32 0, label %13
    i32 1, label %22
    i32 2, label %33
    i32 3, label %44
    i32 4, label %54
    i32 5, label %64
    i32 6, label %74
    i32 7, label %84
    i32 8, label %88
    i32 9, label %100
    i32 10, label %119
    i32 11, label %127
    i32 12, label %129
  ], !dbg !62

13:                                               ; preds = %4
  %14 = add nsw i32 %5, 2, !dbg !63
  call void @llvm.dbg.value(metadata i32 %14, metadata !44, metadata !DIExpression()), !dbg !52
  %15 = sext i32 %8 to i64, !dbg !65
  %16 = getelementptr inbounds i32, i32* %0, i64 %15, !dbg !65
  %17 = load i32, i32* %16, align 4, !dbg !65, !tbaa !56
  %18 = sext i32 %17 to i64, !dbg !65
  %19 = add nsw i32 %7, 1, !dbg !66
  call void @llvm.dbg.value(metadata i32 %19, metadata !45, metadata !DIExpression()), !dbg !52
  %20 = sext i32 %7 to i64, !dbg !67
  %21 = getelementptr inbounds i64, i64* %2, i64 %20, !dbg !67
  store i64 %18, i64* %21, align 8, !dbg !68, !tbaa !69
  br label %114, !dbg !71

22:                                               ; preds = %4
  %23 = add nsw i32 %5, 2, !dbg !72
  call void @llvm.dbg.value(metadata i32 %23, metadata !44, metadata !DIExpression()), !dbg !52
  %24 = sext i32 %8 to i64, !dbg !73
  %25 = getelementptr inbounds i32, i32* %0, i64 %24, !dbg !73
  %26 = load i32, i32* %25, align 4, !dbg !73, !tbaa !56
  %27 = sext i32 %26 to i64, !dbg !74
  %28 = getelementptr inbounds i64, i64* %1, i64 %27, !dbg !74
  %29 = load i64, i64* %28, align 8, !dbg !74, !tbaa !69
  %30 = add nsw i32 %7, 1, !dbg !75
  call void @llvm.dbg.value(metadata i32 %30, metadata !45, metadata !DIExpression()), !dbg !52
  %31 = sext i32 %7 to i64, !dbg !76
  %32 = getelementptr inbounds i64, i64* %2, i64 %31, !dbg !76
  store i64 %29, i64* %32, align 8, !dbg !77, !tbaa !69
  br label %114, !dbg !78

33:                                               ; preds = %4
  %34 = add nsw i32 %7, -1, !dbg !79
  call void @llvm.dbg.value(metadata i32 %34, metadata !45, metadata !DIExpression()), !dbg !52
  %35 = sext i32 %34 to i64, !dbg !80
  %36 = getelementptr inbounds i64, i64* %2, i64 %35, !dbg !80
  %37 = load i64, i64* %36, align 8, !dbg !80, !tbaa !69
  %38 = add nsw i32 %5, 2, !dbg !81
  call void @llvm.dbg.value(metadata i32 %38, metadata !44, metadata !DIExpression()), !dbg !52
  %39 = sext i32 %8 to i64, !dbg !82
  %40 = getelementptr inbounds i32, i32* %0, i64 %39, !dbg !82
  %41 = load i32, i32* %40, align 4, !dbg !82, !tbaa !56
  %42 = sext i32 %41 to i64, !dbg !83
  %43 = getelementptr inbounds i64, i64* %1, i64 %42, !dbg !83
  store i64 %37, i64* %43, align 8, !dbg !84, !tbaa !69
  br label %114, !dbg !85

44:                                               ; preds = %4
  %45 = add nsw i32 %7, -1, !dbg !86
  call void @llvm.dbg.value(metadata i32 %45, metadata !45, metadata !DIExpression()), !dbg !52
  %46 = sext i32 %45 to i64, !dbg !87
  %47 = getelementptr inbounds i64, i64* %2, i64 %46, !dbg !87
  %48 = load i64, i64* %47, align 8, !dbg !87, !tbaa !69
  call void @llvm.dbg.value(metadata i64 %48, metadata !49, metadata !DIExpression()), !dbg !52
  %49 = add nsw i32 %7, -2, !dbg !88
  call void @llvm.dbg.value(metadata i32 %49, metadata !45, metadata !DIExpression()), !dbg !52
  %50 = sext i32 %49 to i64, !dbg !89
  %51 = getelementptr inbounds i64, i64* %2, i64 %50, !dbg !89
  %52 = load i64, i64* %51, align 8, !dbg !89, !tbaa !69
  call void @llvm.dbg.value(metadata i64 %52, metadata !48, metadata !DIExpression()), !dbg !52
  %53 = add nsw i64 %52, %48, !dbg !90
  call void @llvm.dbg.value(metadata i32 %45, metadata !45, metadata !DIExpression()), !dbg !52
  store i64 %53, i64* %51, align 8, !dbg !91, !tbaa !69
  br label %114, !dbg !92

54:                                               ; preds = %4
  %55 = add nsw i32 %7, -1, !dbg !93
  call void @llvm.dbg.value(metadata i32 %55, metadata !45, metadata !DIExpression()), !dbg !52
  %56 = sext i32 %55 to i64, !dbg !94
  %57 = getelementptr inbounds i64, i64* %2, i64 %56, !dbg !94
  %58 = load i64, i64* %57, align 8, !dbg !94, !tbaa !69
  call void @llvm.dbg.value(metadata i64 %58, metadata !49, metadata !DIExpression()), !dbg !52
  %59 = add nsw i32 %7, -2, !dbg !95
  call void @llvm.dbg.value(metadata i32 %59, metadata !45, metadata !DIExpression()), !dbg !52
  %60 = sext i32 %59 to i64, !dbg !96
  %61 = getelementptr inbounds i64, i64* %2, i64 %60, !dbg !96
  %62 = load i64, i64* %61, align 8, !dbg !96, !tbaa !69
  call void @llvm.dbg.value(metadata i64 %62, metadata !48, metadata !DIExpression()), !dbg !52
  %63 = sub nsw i64 %62, %58, !dbg !97
  call void @llvm.dbg.value(metadata i32 %55, metadata !45, metadata !DIExpression()), !dbg !52
  store i64 %63, i64* %61, align 8, !dbg !98, !tbaa !69
  br label %114, !dbg !99

64:                                               ; preds = %4
  %65 = add nsw i32 %7, -1, !dbg !100
  call void @llvm.dbg.value(metadata i32 %65, metadata !45, metadata !DIExpression()), !dbg !52
  %66 = sext i32 %65 to i64, !dbg !101
  %67 = getelementptr inbounds i64, i64* %2, i64 %66, !dbg !101
  %68 = load i64, i64* %67, align 8, !dbg !101, !tbaa !69
  call void @llvm.dbg.value(metadata i64 %68, metadata !49, metadata !DIExpression()), !dbg !52
  %69 = add nsw i32 %7, -2, !dbg !102
  call void @llvm.dbg.value(metadata i32 %69, metadata !45, metadata !DIExpression()), !dbg !52
  %70 = sext i32 %69 to i64, !dbg !103
  %71 = getelementptr inbounds i64, i64* %2, i64 %70, !dbg !103
  %72 = load i64, i64* %71, align 8, !dbg !103, !tbaa !69
  call void @llvm.dbg.value(metadata i64 %72, metadata !48, metadata !DIExpression()), !dbg !52
  %73 = mul nsw i64 %72, %68, !dbg !104
  call void @llvm.dbg.value(metadata i32 %65, metadata !45, metadata !DIExpression()), !dbg !52
  store i64 %73, i64* %71, align 8, !dbg !105, !tbaa !69
  br label %114, !dbg !106

74:                                               ; preds = %4
  %75 = add nsw i32 %7, -1, !dbg !107
  call void @llvm.dbg.value(metadata i32 %75, metadata !45, metadata !DIExpression()), !dbg !52
  %76 = sext i32 %75 to i64, !dbg !108
  %77 = getelementptr inbounds i64, i64* %2, i64 %76, !dbg !108
  %78 = load i64, i64* %77, align 8, !dbg !108, !tbaa !69
  call void @llvm.dbg.value(metadata i64 %78, metadata !49, metadata !DIExpression()), !dbg !52
  %79 = add nsw i32 %7, -2, !dbg !109
  call void @llvm.dbg.value(metadata i32 %79, metadata !45, metadata !DIExpression()), !dbg !52
  %80 = sext i32 %79 to i64, !dbg !110
  %81 = getelementptr inbounds i64, i64* %2, i64 %80, !dbg !110
  %82 = load i64, i64* %81, align 8, !dbg !110, !tbaa !69
  call void @llvm.dbg.value(metadata i64 %82, metadata !48, metadata !DIExpression()), !dbg !52
  %83 = srem i64 %82, %78, !dbg !111
  call void @llvm.dbg.value(metadata i32 %75, metadata !45, metadata !DIExpression()), !dbg !52
  store i64 %83, i64* %81, align 8, !dbg !112, !tbaa !69
  br label %114, !dbg !113

84:                                               ; preds = %4
  %85 = sext i32 %8 to i64, !dbg !114
  %86 = getelementptr inbounds i32, i32* %0, i64 %85, !dbg !114
  %87 = load i32, i32* %86, align 4, !dbg !114, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %87, metadata !44, metadata !DIExpression()), !dbg !52
  br label %114, !dbg !115

88:                                               ; preds = %4
  %89 = add nsw i32 %7, -1, !dbg !116
  call void @llvm.dbg.value(metadata i32 %89, metadata !45, metadata !DIExpression()), !dbg !52
  %90 = sext i32 %89 to i64, !dbg !118
  %91 = getelementptr inbounds i64, i64* %2, i64 %90, !dbg !118
  %92 = load i64, i64* %91, align 8, !dbg !118, !tbaa !69
  %93 = icmp eq i64 %92, 0, !dbg !119
  br i1 %93, label %94, label %98, !dbg !120

94:                                               ; preds = %88
  %95 = sext i32 %8 to i64, !dbg !121
  %96 = getelementptr inbounds i32, i32* %0, i64 %95, !dbg !121
  %97 = load i32, i32* %96, align 4, !dbg !121, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %97, metadata !44, metadata !DIExpression()), !dbg !52
  br label %114, !dbg !122

98:                                               ; preds = %88
  %99 = add nsw i32 %5, 2, !dbg !123
  call void @llvm.dbg.value(metadata i32 %99, metadata !44, metadata !DIExpression()), !dbg !52
  br label %114

100:                                              ; preds = %4
  %101 = add nsw i32 %7, -1, !dbg !124
  call void @llvm.dbg.value(metadata i32 %101, metadata !45, metadata !DIExpression()), !dbg !52
  %102 = sext i32 %101 to i64, !dbg !125
  %103 = getelementptr inbounds i64, i64* %2, i64 %102, !dbg !125
  %104 = load i64, i64* %103, align 8, !dbg !125, !tbaa !69
  call void @llvm.dbg.value(metadata i64 %104, metadata !49, metadata !DIExpression()), !dbg !52
  %105 = add nsw i32 %7, -2, !dbg !126
  call void @llvm.dbg.value(metadata i32 %105, metadata !45, metadata !DIExpression()), !dbg !52
  %106 = sext i32 %105 to i64, !dbg !127
  %107 = getelementptr inbounds i64, i64* %2, i64 %106, !dbg !127
  %108 = load i64, i64* %107, align 8, !dbg !127, !tbaa !69
  call void @llvm.dbg.value(metadata i64 %108, metadata !48, metadata !DIExpression()), !dbg !52
  %109 = icmp slt i64 %108, %104, !dbg !128
  br i1 %109, label %110, label %117, !dbg !130

110:                                              ; preds = %100
  %111 = sext i32 %8 to i64, !dbg !131
  %112 = getelementptr inbounds i32, i32* %0, i64 %111, !dbg !131
  %113 = load i32, i32* %112, align 4, !dbg !131, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %113, metadata !44, metadata !DIExpression()), !dbg !52
  br label %114, !dbg !132

114:                                              ; preds = %110, %117, %94, %98, %129, %127, %119, %84, %74, %64, %54, %44, %33, %22, %13
  %115 = phi i32 [ %8, %129 ], [ %8, %127 ], [ %8, %119 ], [ %113, %110 ], [ %118, %117 ], [ %97, %94 ], [ %99, %98 ], [ %87, %84 ], [ %8, %74 ], [ %8, %64 ], [ %8, %54 ], [ %8, %44 ], [ %38, %33 ], [ %23, %22 ], [ %14, %13 ]
  %116 = phi i32 [ %130, %129 ], [ %128, %127 ], [ %126, %119 ], [ %105, %110 ], [ %105, %117 ], [ %89, %94 ], [ %89, %98 ], [ %7, %84 ], [ %75, %74 ], [ %65, %64 ], [ %55, %54 ], [ %45, %44 ], [ %34, %33 ], [ %30, %22 ], [ %19, %13 ]
  br label %4, !dbg !52, !llvm.loop !133

117:                                              ; preds = %100
  %118 = add nsw i32 %5, 2, !dbg !136
  call void @llvm.dbg.value(metadata i32 %118, metadata !44, metadata !DIExpression()), !dbg !52
  br label %114

119:                                              ; preds = %4
  %120 = add nsw i32 %7, -1, !dbg !137
  %121 = sext i32 %120 to i64, !dbg !138
  %122 = getelementptr inbounds i64, i64* %2, i64 %121, !dbg !138
  %123 = load i64, i64* %122, align 8, !dbg !138, !tbaa !69
  %124 = sext i32 %7 to i64, !dbg !139
  %125 = getelementptr inbounds i64, i64* %2, i64 %124, !dbg !139
  store i64 %123, i64* %125, align 8, !dbg !140, !tbaa !69
  %126 = add nsw i32 %7, 1, !dbg !141
  call void @llvm.dbg.value(metadata i32 %126, metadata !45, metadata !DIExpression()), !dbg !52
  br label %114, !dbg !142

127:                                              ; preds = %4
  %128 = add nsw i32 %7, -1, !dbg !143
  call void @llvm.dbg.value(metadata i32 %128, metadata !45, metadata !DIExpression()), !dbg !52
  br label %114, !dbg !144

129:                                              ; preds = %4
  %130 = add nsw i32 %7, -1, !dbg !145
  call void @llvm.dbg.value(metadata i32 %130, metadata !45, metadata !DIExpression()), !dbg !52
  %131 = sext i32 %130 to i64, !dbg !146
  %132 = getelementptr inbounds i64, i64* %2, i64 %131, !dbg !146
  %133 = load i64, i64* %132, align 8, !dbg !146, !tbaa !69
  %134 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i64 noundef %133), !dbg !147
  br label %114, !dbg !148

135:                                              ; preds = %4
  call void @llvm.dbg.value(metadata i32 undef, metadata !44, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %12, metadata !47, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 undef, metadata !46, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 undef, metadata !45, metadata !DIExpression()), !dbg !52
  ret i64 %12, !dbg !149
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !150 {
  %3 = alloca [128 x i32], align 16
  %4 = alloca [8 x i64], align 16
  %5 = alloca [64 x i64], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !154, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i8** %1, metadata !155, metadata !DIExpression()), !dbg !175
  %6 = icmp sgt i32 %0, 1, !dbg !176
  br i1 %6, label %7, label %13, !dbg !177

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !178
  %9 = load i8*, i8** %8, align 8, !dbg !178, !tbaa !179
  call void @llvm.dbg.value(metadata i8* %9, metadata !181, metadata !DIExpression()) #7, !dbg !189
  %10 = tail call i64 @strtol(i8* nocapture noundef nonnull %9, i8** noundef null, i32 noundef 10) #7, !dbg !191
  %11 = shl i64 %10, 32, !dbg !177
  %12 = ashr exact i64 %11, 32, !dbg !177
  br label %13, !dbg !177

13:                                               ; preds = %2, %7
  %14 = phi i64 [ %12, %7 ], [ 20000, %2 ]
  call void @llvm.dbg.value(metadata i32 undef, metadata !156, metadata !DIExpression()), !dbg !175
  %15 = bitcast [128 x i32]* %3 to i8*, !dbg !192
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %15) #7, !dbg !192
  call void @llvm.dbg.declare(metadata [128 x i32]* %3, metadata !157, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 0, metadata !161, metadata !DIExpression()), !dbg !175
  %16 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 0, !dbg !194
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i32 0, metadata !201, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i32 1, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 1, metadata !201, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 2, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 2, metadata !201, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 2, metadata !202, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 3, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 3, metadata !201, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !209
  %17 = bitcast [128 x i32]* %3 to <4 x i32>*, !dbg !211
  store <4 x i32> <i32 0, i32 0, i32 2, i32 0>, <4 x i32>* %17, align 16, !dbg !211, !tbaa !56
  call void @llvm.dbg.value(metadata i32 4, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i32 4, metadata !201, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !212
  %18 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 4, !dbg !214
  call void @llvm.dbg.value(metadata i32 5, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32 5, metadata !201, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32 6, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 6, metadata !201, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 2, metadata !202, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 7, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 7, metadata !201, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !219
  %19 = bitcast i32* %18 to <4 x i32>*, !dbg !221
  store <4 x i32> <i32 0, i32 0, i32 2, i32 1>, <4 x i32>* %19, align 16, !dbg !221, !tbaa !56
  call void @llvm.dbg.value(metadata i32 8, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 8, metadata !162, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i32 8, metadata !201, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !222
  %20 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 8, !dbg !224
  call void @llvm.dbg.value(metadata i32 9, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 9, metadata !201, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 10, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i32 10, metadata !201, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i32 11, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 11, metadata !201, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 2, metadata !202, metadata !DIExpression()), !dbg !229
  %21 = bitcast i32* %20 to <4 x i32>*, !dbg !231
  store <4 x i32> <i32 1, i32 0, i32 1, i32 2>, <4 x i32>* %21, align 16, !dbg !231, !tbaa !56
  call void @llvm.dbg.value(metadata i32 12, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.value(metadata i32 12, metadata !201, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.value(metadata i32 9, metadata !202, metadata !DIExpression()), !dbg !232
  %22 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 12, !dbg !234
  store i32 9, i32* %22, align 16, !dbg !235, !tbaa !56
  call void @llvm.dbg.value(metadata i32 13, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i32 13, metadata !201, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i32 16, metadata !202, metadata !DIExpression()), !dbg !236
  %23 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 13, !dbg !238
  store i32 16, i32* %23, align 4, !dbg !239, !tbaa !56
  call void @llvm.dbg.value(metadata i32 14, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !240
  call void @llvm.dbg.value(metadata i32 14, metadata !201, metadata !DIExpression()), !dbg !240
  call void @llvm.dbg.value(metadata i32 7, metadata !202, metadata !DIExpression()), !dbg !240
  %24 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 14, !dbg !242
  store i32 7, i32* %24, align 8, !dbg !243, !tbaa !56
  call void @llvm.dbg.value(metadata i32 15, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 15, metadata !163, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata i32 15, metadata !201, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !244
  %25 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 15, !dbg !246
  call void @llvm.dbg.value(metadata i32 16, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i32 16, metadata !201, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !247
  %26 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 16, !dbg !249
  call void @llvm.dbg.value(metadata i32 17, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i32 17, metadata !201, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i32 18, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.value(metadata i32 18, metadata !201, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.value(metadata i32 19, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata i32 19, metadata !201, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !254
  %27 = bitcast i32* %26 to <4 x i32>*, !dbg !256
  store <4 x i32> <i32 1, i32 1, i32 1, i32 0>, <4 x i32>* %27, align 16, !dbg !256, !tbaa !56
  call void @llvm.dbg.value(metadata i32 20, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32 20, metadata !201, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32 10, metadata !202, metadata !DIExpression()), !dbg !257
  %28 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 20, !dbg !259
  call void @llvm.dbg.value(metadata i32 21, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 21, metadata !201, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 5, metadata !202, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 22, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i32 22, metadata !201, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i32 23, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i32 23, metadata !201, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i32 7, metadata !202, metadata !DIExpression()), !dbg !264
  %29 = bitcast i32* %28 to <4 x i32>*, !dbg !266
  store <4 x i32> <i32 10, i32 5, i32 0, i32 7>, <4 x i32>* %29, align 16, !dbg !266, !tbaa !56
  call void @llvm.dbg.value(metadata i32 24, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.value(metadata i32 24, metadata !201, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.value(metadata i32 6, metadata !202, metadata !DIExpression()), !dbg !267
  %30 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 24, !dbg !269
  call void @llvm.dbg.value(metadata i32 25, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 25, metadata !201, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 3, metadata !202, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 26, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !272
  call void @llvm.dbg.value(metadata i32 26, metadata !201, metadata !DIExpression()), !dbg !272
  call void @llvm.dbg.value(metadata i32 2, metadata !202, metadata !DIExpression()), !dbg !272
  call void @llvm.dbg.value(metadata i32 27, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 27, metadata !201, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !274
  %31 = bitcast i32* %30 to <4 x i32>*, !dbg !276
  store <4 x i32> <i32 6, i32 3, i32 2, i32 1>, <4 x i32>* %31, align 16, !dbg !276, !tbaa !56
  call void @llvm.dbg.value(metadata i32 28, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !277
  call void @llvm.dbg.value(metadata i32 28, metadata !201, metadata !DIExpression()), !dbg !277
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !277
  %32 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 28, !dbg !279
  call void @llvm.dbg.value(metadata i32 29, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !280
  call void @llvm.dbg.value(metadata i32 29, metadata !201, metadata !DIExpression()), !dbg !280
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !280
  call void @llvm.dbg.value(metadata i32 30, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i32 30, metadata !201, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i32 31, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata i32 31, metadata !201, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !284
  %33 = bitcast i32* %32 to <4 x i32>*, !dbg !286
  store <4 x i32> <i32 1, i32 0, i32 0, i32 1>, <4 x i32>* %33, align 16, !dbg !286, !tbaa !56
  call void @llvm.dbg.value(metadata i32 32, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !287
  call void @llvm.dbg.value(metadata i32 32, metadata !201, metadata !DIExpression()), !dbg !287
  call void @llvm.dbg.value(metadata i32 3, metadata !202, metadata !DIExpression()), !dbg !287
  %34 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 32, !dbg !289
  call void @llvm.dbg.value(metadata i32 33, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !290
  call void @llvm.dbg.value(metadata i32 33, metadata !201, metadata !DIExpression()), !dbg !290
  call void @llvm.dbg.value(metadata i32 2, metadata !202, metadata !DIExpression()), !dbg !290
  call void @llvm.dbg.value(metadata i32 34, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i32 34, metadata !201, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i32 35, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !294
  call void @llvm.dbg.value(metadata i32 35, metadata !201, metadata !DIExpression()), !dbg !294
  call void @llvm.dbg.value(metadata i32 7, metadata !202, metadata !DIExpression()), !dbg !294
  %35 = bitcast i32* %34 to <4 x i32>*, !dbg !296
  store <4 x i32> <i32 3, i32 2, i32 0, i32 7>, <4 x i32>* %35, align 16, !dbg !296, !tbaa !56
  call void @llvm.dbg.value(metadata i32 36, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !297
  call void @llvm.dbg.value(metadata i32 36, metadata !201, metadata !DIExpression()), !dbg !297
  call void @llvm.dbg.value(metadata i32 8, metadata !202, metadata !DIExpression()), !dbg !297
  %36 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 36, !dbg !299
  call void @llvm.dbg.value(metadata i32 37, metadata !161, metadata !DIExpression()), !dbg !175
  store i32 37, i32* %25, align 4, !dbg !300, !tbaa !56
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata i32 37, metadata !201, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata i32 38, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32 38, metadata !201, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32 39, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 39, metadata !201, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i32 2, metadata !202, metadata !DIExpression()), !dbg !305
  %37 = bitcast i32* %36 to <4 x i32>*, !dbg !307
  store <4 x i32> <i32 8, i32 1, i32 1, i32 2>, <4 x i32>* %37, align 16, !dbg !307, !tbaa !56
  call void @llvm.dbg.value(metadata i32 40, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !308
  call void @llvm.dbg.value(metadata i32 40, metadata !201, metadata !DIExpression()), !dbg !308
  call void @llvm.dbg.value(metadata i32 3, metadata !202, metadata !DIExpression()), !dbg !308
  %38 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 40, !dbg !310
  call void @llvm.dbg.value(metadata i32 41, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !311
  call void @llvm.dbg.value(metadata i32 41, metadata !201, metadata !DIExpression()), !dbg !311
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !311
  call void @llvm.dbg.value(metadata i32 42, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i32 42, metadata !201, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i32 1071, metadata !202, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i32 43, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 43, metadata !201, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 2, metadata !202, metadata !DIExpression()), !dbg !315
  %39 = bitcast i32* %38 to <4 x i32>*, !dbg !317
  store <4 x i32> <i32 3, i32 0, i32 1071, i32 2>, <4 x i32>* %39, align 16, !dbg !317, !tbaa !56
  call void @llvm.dbg.value(metadata i32 44, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata i32 44, metadata !201, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata i32 4, metadata !202, metadata !DIExpression()), !dbg !318
  %40 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 44, !dbg !320
  call void @llvm.dbg.value(metadata i32 45, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 45, metadata !164, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 45, metadata !201, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 46, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !323
  call void @llvm.dbg.value(metadata i32 46, metadata !201, metadata !DIExpression()), !dbg !323
  call void @llvm.dbg.value(metadata i32 4, metadata !202, metadata !DIExpression()), !dbg !323
  call void @llvm.dbg.value(metadata i32 47, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata i32 47, metadata !201, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata i32 8, metadata !202, metadata !DIExpression()), !dbg !325
  %41 = bitcast i32* %40 to <4 x i32>*, !dbg !327
  store <4 x i32> <i32 4, i32 1, i32 4, i32 8>, <4 x i32>* %41, align 16, !dbg !327, !tbaa !56
  call void @llvm.dbg.value(metadata i32 48, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 48, metadata !165, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i32 48, metadata !201, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !328
  %42 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 48, !dbg !330
  call void @llvm.dbg.value(metadata i32 49, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !331
  call void @llvm.dbg.value(metadata i32 49, metadata !201, metadata !DIExpression()), !dbg !331
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !331
  call void @llvm.dbg.value(metadata i32 50, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !333
  call void @llvm.dbg.value(metadata i32 50, metadata !201, metadata !DIExpression()), !dbg !333
  call void @llvm.dbg.value(metadata i32 3, metadata !202, metadata !DIExpression()), !dbg !333
  call void @llvm.dbg.value(metadata i32 51, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !335
  call void @llvm.dbg.value(metadata i32 51, metadata !201, metadata !DIExpression()), !dbg !335
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !335
  call void @llvm.dbg.value(metadata i32 52, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !337
  call void @llvm.dbg.value(metadata i32 52, metadata !201, metadata !DIExpression()), !dbg !337
  call void @llvm.dbg.value(metadata i32 4, metadata !202, metadata !DIExpression()), !dbg !337
  %43 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 52, !dbg !339
  call void @llvm.dbg.value(metadata i32 53, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !340
  call void @llvm.dbg.value(metadata i32 53, metadata !201, metadata !DIExpression()), !dbg !340
  call void @llvm.dbg.value(metadata i32 6, metadata !202, metadata !DIExpression()), !dbg !340
  call void @llvm.dbg.value(metadata i32 54, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i32 54, metadata !201, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata i32 55, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.value(metadata i32 55, metadata !201, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.value(metadata i32 4, metadata !202, metadata !DIExpression()), !dbg !344
  %44 = bitcast i32* %43 to <4 x i32>*, !dbg !346
  store <4 x i32> <i32 4, i32 6, i32 1, i32 4>, <4 x i32>* %44, align 16, !dbg !346, !tbaa !56
  call void @llvm.dbg.value(metadata i32 56, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !347
  call void @llvm.dbg.value(metadata i32 56, metadata !201, metadata !DIExpression()), !dbg !347
  call void @llvm.dbg.value(metadata i32 2, metadata !202, metadata !DIExpression()), !dbg !347
  %45 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 56, !dbg !349
  call void @llvm.dbg.value(metadata i32 57, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !350
  call void @llvm.dbg.value(metadata i32 57, metadata !201, metadata !DIExpression()), !dbg !350
  call void @llvm.dbg.value(metadata i32 3, metadata !202, metadata !DIExpression()), !dbg !350
  call void @llvm.dbg.value(metadata i32 58, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !352
  call void @llvm.dbg.value(metadata i32 58, metadata !201, metadata !DIExpression()), !dbg !352
  call void @llvm.dbg.value(metadata i32 2, metadata !202, metadata !DIExpression()), !dbg !352
  call void @llvm.dbg.value(metadata i32 59, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata i32 59, metadata !201, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata i32 4, metadata !202, metadata !DIExpression()), !dbg !354
  %46 = bitcast i32* %45 to <4 x i32>*, !dbg !356
  store <4 x i32> <i32 2, i32 3, i32 2, i32 4>, <4 x i32>* %46, align 16, !dbg !356, !tbaa !56
  call void @llvm.dbg.value(metadata i32 60, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32 60, metadata !201, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32 7, metadata !202, metadata !DIExpression()), !dbg !357
  %47 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 60, !dbg !359
  call void @llvm.dbg.value(metadata i32 61, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !360
  call void @llvm.dbg.value(metadata i32 61, metadata !201, metadata !DIExpression()), !dbg !360
  call void @llvm.dbg.value(metadata i32 45, metadata !202, metadata !DIExpression()), !dbg !360
  call void @llvm.dbg.value(metadata i32 62, metadata !161, metadata !DIExpression()), !dbg !175
  %48 = bitcast i32* %42 to <4 x i32>*, !dbg !362
  store <4 x i32> <i32 62, i32 1, i32 3, i32 1>, <4 x i32>* %48, align 16, !dbg !362, !tbaa !56
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata i32 62, metadata !201, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata i32 63, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata i32 63, metadata !201, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata i32 3, metadata !202, metadata !DIExpression()), !dbg !365
  %49 = bitcast i32* %47 to <4 x i32>*, !dbg !367
  store <4 x i32> <i32 7, i32 45, i32 1, i32 3>, <4 x i32>* %49, align 16, !dbg !367, !tbaa !56
  call void @llvm.dbg.value(metadata i32 64, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !368
  call void @llvm.dbg.value(metadata i32 64, metadata !201, metadata !DIExpression()), !dbg !368
  call void @llvm.dbg.value(metadata i32 12, metadata !202, metadata !DIExpression()), !dbg !368
  %50 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 64, !dbg !370
  call void @llvm.dbg.value(metadata i32 65, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !371
  call void @llvm.dbg.value(metadata i32 65, metadata !201, metadata !DIExpression()), !dbg !371
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !371
  call void @llvm.dbg.value(metadata i32 66, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !373
  call void @llvm.dbg.value(metadata i32 66, metadata !201, metadata !DIExpression()), !dbg !373
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !373
  call void @llvm.dbg.value(metadata i32 67, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !375
  call void @llvm.dbg.value(metadata i32 67, metadata !201, metadata !DIExpression()), !dbg !375
  call void @llvm.dbg.value(metadata i32 10, metadata !202, metadata !DIExpression()), !dbg !375
  %51 = bitcast i32* %50 to <4 x i32>*, !dbg !377
  store <4 x i32> <i32 12, i32 1, i32 1, i32 10>, <4 x i32>* %51, align 16, !dbg !377, !tbaa !56
  call void @llvm.dbg.value(metadata i32 68, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !378
  call void @llvm.dbg.value(metadata i32 68, metadata !201, metadata !DIExpression()), !dbg !378
  call void @llvm.dbg.value(metadata i32 11, metadata !202, metadata !DIExpression()), !dbg !378
  %52 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 68, !dbg !380
  store i32 11, i32* %52, align 16, !dbg !381, !tbaa !56
  call void @llvm.dbg.value(metadata i32 69, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !382
  call void @llvm.dbg.value(metadata i32 69, metadata !201, metadata !DIExpression()), !dbg !382
  call void @llvm.dbg.value(metadata i32 12, metadata !202, metadata !DIExpression()), !dbg !382
  %53 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 69, !dbg !384
  store i32 12, i32* %53, align 4, !dbg !385, !tbaa !56
  call void @llvm.dbg.value(metadata i32 70, metadata !161, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32* %16, metadata !195, metadata !DIExpression()), !dbg !386
  call void @llvm.dbg.value(metadata i32 70, metadata !201, metadata !DIExpression()), !dbg !386
  call void @llvm.dbg.value(metadata i32 13, metadata !202, metadata !DIExpression()), !dbg !386
  %54 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 70, !dbg !388
  store i32 13, i32* %54, align 8, !dbg !389, !tbaa !56
  call void @llvm.dbg.value(metadata i32 71, metadata !161, metadata !DIExpression()), !dbg !175
  %55 = bitcast [8 x i64]* %4 to i8*, !dbg !390
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %55) #7, !dbg !390
  call void @llvm.dbg.declare(metadata [8 x i64]* %4, metadata !166, metadata !DIExpression()), !dbg !391
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %55, i8 0, i64 64, i1 false), !dbg !391
  %56 = getelementptr inbounds [8 x i64], [8 x i64]* %4, i64 0, i64 0, !dbg !392
  %57 = getelementptr inbounds [8 x i64], [8 x i64]* %4, i64 0, i64 2, !dbg !392
  store i64 %14, i64* %57, align 16, !dbg !392, !tbaa !69
  %58 = bitcast [64 x i64]* %5 to i8*, !dbg !393
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %58) #7, !dbg !393
  call void @llvm.dbg.declare(metadata [64 x i64]* %5, metadata !170, metadata !DIExpression()), !dbg !394
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(512) %58, i8 0, i64 512, i1 false), !dbg !394
  %59 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 0, !dbg !395
  %60 = call i64 @kernel_run(i32* noundef nonnull %16, i64* noundef nonnull %56, i64* noundef nonnull %59), !dbg !396
  call void @llvm.dbg.value(metadata i64 %60, metadata !174, metadata !DIExpression()), !dbg !175
  %61 = getelementptr inbounds [8 x i64], [8 x i64]* %4, i64 0, i64 1, !dbg !397
  %62 = load i64, i64* %61, align 8, !dbg !397, !tbaa !69
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef 71, i64 noundef %60, i64 noundef %62), !dbg !398
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %58) #7, !dbg !399
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %55) #7, !dbg !399
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %15) #7, !dbg !399
  ret i32 0, !dbg !400
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !20, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bytecode_vm.c", directory: ".", checksumkind: CSK_MD5, checksum: "32b346c901923b841c1e7be03de90233")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 7, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19}
!6 = !DIEnumerator(name: "PUSH", value: 0)
!7 = !DIEnumerator(name: "LOAD", value: 1)
!8 = !DIEnumerator(name: "STORE", value: 2)
!9 = !DIEnumerator(name: "ADD", value: 3)
!10 = !DIEnumerator(name: "SUB", value: 4)
!11 = !DIEnumerator(name: "MUL", value: 5)
!12 = !DIEnumerator(name: "MOD", value: 6)
!13 = !DIEnumerator(name: "JMP", value: 7)
!14 = !DIEnumerator(name: "JZ", value: 8)
!15 = !DIEnumerator(name: "JLT", value: 9)
!16 = !DIEnumerator(name: "DUP", value: 10)
!17 = !DIEnumerator(name: "POP", value: 11)
!18 = !DIEnumerator(name: "PRINT", value: 12)
!19 = !DIEnumerator(name: "HALT", value: 13)
!20 = !{!21, !22, !25}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 7, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 1}
!32 = !{!"Debian clang version 14.0.6"}
!33 = distinct !DISubprogram(name: "kernel_run", scope: !1, file: !1, line: 9, type: !34, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !40)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !37, !39, !39}
!36 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!40 = !{!41, !42, !43, !44, !45, !46, !47, !48, !49, !50}
!41 = !DILocalVariable(name: "code", arg: 1, scope: !33, file: !1, line: 9, type: !37)
!42 = !DILocalVariable(name: "vars", arg: 2, scope: !33, file: !1, line: 9, type: !39)
!43 = !DILocalVariable(name: "stack", arg: 3, scope: !33, file: !1, line: 9, type: !39)
!44 = !DILocalVariable(name: "pc", scope: !33, file: !1, line: 11, type: !21)
!45 = !DILocalVariable(name: "sp", scope: !33, file: !1, line: 11, type: !21)
!46 = !DILocalVariable(name: "running", scope: !33, file: !1, line: 11, type: !21)
!47 = !DILocalVariable(name: "steps", scope: !33, file: !1, line: 12, type: !36)
!48 = !DILocalVariable(name: "a", scope: !33, file: !1, line: 12, type: !36)
!49 = !DILocalVariable(name: "b", scope: !33, file: !1, line: 12, type: !36)
!50 = !DILocalVariable(name: "op", scope: !51, file: !1, line: 14, type: !21)
!51 = distinct !DILexicalBlock(scope: !33, file: !1, line: 13, column: 19)
!52 = !DILocation(line: 0, scope: !33)
!53 = !DILocation(line: 13, column: 3, scope: !33)
!54 = !DILocation(line: 14, column: 21, scope: !51)
!55 = !DILocation(line: 14, column: 14, scope: !51)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 0, scope: !51)
!61 = !DILocation(line: 15, column: 10, scope: !51)
!62 = !DILocation(line: 16, column: 5, scope: !51)
!63 = !DILocation(line: 17, column: 37, scope: !64)
!64 = distinct !DILexicalBlock(scope: !51, file: !1, line: 16, column: 17)
!65 = !DILocation(line: 17, column: 30, scope: !64)
!66 = !DILocation(line: 17, column: 24, scope: !64)
!67 = !DILocation(line: 17, column: 16, scope: !64)
!68 = !DILocation(line: 17, column: 28, scope: !64)
!69 = !{!70, !70, i64 0}
!70 = !{!"long", !58, i64 0}
!71 = !DILocation(line: 17, column: 42, scope: !64)
!72 = !DILocation(line: 18, column: 42, scope: !64)
!73 = !DILocation(line: 18, column: 35, scope: !64)
!74 = !DILocation(line: 18, column: 30, scope: !64)
!75 = !DILocation(line: 18, column: 24, scope: !64)
!76 = !DILocation(line: 18, column: 16, scope: !64)
!77 = !DILocation(line: 18, column: 28, scope: !64)
!78 = !DILocation(line: 18, column: 48, scope: !64)
!79 = !DILocation(line: 19, column: 42, scope: !64)
!80 = !DILocation(line: 19, column: 36, scope: !64)
!81 = !DILocation(line: 19, column: 29, scope: !64)
!82 = !DILocation(line: 19, column: 22, scope: !64)
!83 = !DILocation(line: 19, column: 17, scope: !64)
!84 = !DILocation(line: 19, column: 34, scope: !64)
!85 = !DILocation(line: 19, column: 49, scope: !64)
!86 = !DILocation(line: 20, column: 25, scope: !64)
!87 = !DILocation(line: 20, column: 19, scope: !64)
!88 = !DILocation(line: 20, column: 42, scope: !64)
!89 = !DILocation(line: 20, column: 36, scope: !64)
!90 = !DILocation(line: 20, column: 65, scope: !64)
!91 = !DILocation(line: 20, column: 61, scope: !64)
!92 = !DILocation(line: 20, column: 70, scope: !64)
!93 = !DILocation(line: 21, column: 25, scope: !64)
!94 = !DILocation(line: 21, column: 19, scope: !64)
!95 = !DILocation(line: 21, column: 42, scope: !64)
!96 = !DILocation(line: 21, column: 36, scope: !64)
!97 = !DILocation(line: 21, column: 65, scope: !64)
!98 = !DILocation(line: 21, column: 61, scope: !64)
!99 = !DILocation(line: 21, column: 70, scope: !64)
!100 = !DILocation(line: 22, column: 25, scope: !64)
!101 = !DILocation(line: 22, column: 19, scope: !64)
!102 = !DILocation(line: 22, column: 42, scope: !64)
!103 = !DILocation(line: 22, column: 36, scope: !64)
!104 = !DILocation(line: 22, column: 65, scope: !64)
!105 = !DILocation(line: 22, column: 61, scope: !64)
!106 = !DILocation(line: 22, column: 70, scope: !64)
!107 = !DILocation(line: 23, column: 25, scope: !64)
!108 = !DILocation(line: 23, column: 19, scope: !64)
!109 = !DILocation(line: 23, column: 42, scope: !64)
!110 = !DILocation(line: 23, column: 36, scope: !64)
!111 = !DILocation(line: 23, column: 65, scope: !64)
!112 = !DILocation(line: 23, column: 61, scope: !64)
!113 = !DILocation(line: 23, column: 70, scope: !64)
!114 = !DILocation(line: 24, column: 20, scope: !64)
!115 = !DILocation(line: 24, column: 30, scope: !64)
!116 = !DILocation(line: 26, column: 17, scope: !117)
!117 = distinct !DILexicalBlock(scope: !64, file: !1, line: 26, column: 11)
!118 = !DILocation(line: 26, column: 11, scope: !117)
!119 = !DILocation(line: 26, column: 23, scope: !117)
!120 = !DILocation(line: 26, column: 11, scope: !64)
!121 = !DILocation(line: 27, column: 14, scope: !117)
!122 = !DILocation(line: 27, column: 9, scope: !117)
!123 = !DILocation(line: 29, column: 11, scope: !117)
!124 = !DILocation(line: 32, column: 17, scope: !64)
!125 = !DILocation(line: 32, column: 11, scope: !64)
!126 = !DILocation(line: 33, column: 17, scope: !64)
!127 = !DILocation(line: 33, column: 11, scope: !64)
!128 = !DILocation(line: 34, column: 13, scope: !129)
!129 = distinct !DILexicalBlock(scope: !64, file: !1, line: 34, column: 11)
!130 = !DILocation(line: 34, column: 11, scope: !64)
!131 = !DILocation(line: 35, column: 14, scope: !129)
!132 = !DILocation(line: 35, column: 9, scope: !129)
!133 = distinct !{!133, !53, !134, !135}
!134 = !DILocation(line: 45, column: 3, scope: !33)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !DILocation(line: 37, column: 11, scope: !129)
!137 = !DILocation(line: 39, column: 36, scope: !64)
!138 = !DILocation(line: 39, column: 27, scope: !64)
!139 = !DILocation(line: 39, column: 15, scope: !64)
!140 = !DILocation(line: 39, column: 25, scope: !64)
!141 = !DILocation(line: 39, column: 44, scope: !64)
!142 = !DILocation(line: 39, column: 48, scope: !64)
!143 = !DILocation(line: 40, column: 17, scope: !64)
!144 = !DILocation(line: 40, column: 21, scope: !64)
!145 = !DILocation(line: 41, column: 43, scope: !64)
!146 = !DILocation(line: 41, column: 37, scope: !64)
!147 = !DILocation(line: 41, column: 17, scope: !64)
!148 = !DILocation(line: 41, column: 51, scope: !64)
!149 = !DILocation(line: 46, column: 3, scope: !33)
!150 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 51, type: !151, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!21, !21, !22}
!153 = !{!154, !155, !156, !157, !161, !162, !163, !164, !165, !166, !170, !174}
!154 = !DILocalVariable(name: "argc", arg: 1, scope: !150, file: !1, line: 51, type: !21)
!155 = !DILocalVariable(name: "argv", arg: 2, scope: !150, file: !1, line: 51, type: !22)
!156 = !DILocalVariable(name: "n", scope: !150, file: !1, line: 53, type: !21)
!157 = !DILocalVariable(name: "code", scope: !150, file: !1, line: 54, type: !158)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 4096, elements: !159)
!159 = !{!160}
!160 = !DISubrange(count: 128)
!161 = !DILocalVariable(name: "pc", scope: !150, file: !1, line: 55, type: !21)
!162 = !DILocalVariable(name: "loop", scope: !150, file: !1, line: 55, type: !21)
!163 = !DILocalVariable(name: "fix_exit", scope: !150, file: !1, line: 55, type: !21)
!164 = !DILocalVariable(name: "gcd", scope: !150, file: !1, line: 55, type: !21)
!165 = !DILocalVariable(name: "fix_done", scope: !150, file: !1, line: 55, type: !21)
!166 = !DILocalVariable(name: "vars", scope: !150, file: !1, line: 106, type: !167)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !168)
!168 = !{!169}
!169 = !DISubrange(count: 8)
!170 = !DILocalVariable(name: "stack", scope: !150, file: !1, line: 107, type: !171)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 4096, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 64)
!174 = !DILocalVariable(name: "steps", scope: !150, file: !1, line: 108, type: !36)
!175 = !DILocation(line: 0, scope: !150)
!176 = !DILocation(line: 53, column: 16, scope: !150)
!177 = !DILocation(line: 53, column: 11, scope: !150)
!178 = !DILocation(line: 53, column: 27, scope: !150)
!179 = !{!180, !180, i64 0}
!180 = !{!"any pointer", !58, i64 0}
!181 = !DILocalVariable(name: "__nptr", arg: 1, scope: !182, file: !183, line: 362, type: !186)
!182 = distinct !DISubprogram(name: "atoi", scope: !183, file: !183, line: 362, type: !184, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !188)
!183 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!184 = !DISubroutineType(types: !185)
!185 = !{!21, !186}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!188 = !{!181}
!189 = !DILocation(line: 0, scope: !182, inlinedAt: !190)
!190 = distinct !DILocation(line: 53, column: 22, scope: !150)
!191 = !DILocation(line: 364, column: 16, scope: !182, inlinedAt: !190)
!192 = !DILocation(line: 54, column: 3, scope: !150)
!193 = !DILocation(line: 54, column: 7, scope: !150)
!194 = !DILocation(line: 57, column: 13, scope: !150)
!195 = !DILocalVariable(name: "code", arg: 1, scope: !196, file: !1, line: 49, type: !199)
!196 = distinct !DISubprogram(name: "emit", scope: !1, file: !1, line: 49, type: !197, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !200)
!197 = !DISubroutineType(types: !198)
!198 = !{!21, !199, !21, !21}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!200 = !{!195, !201, !202}
!201 = !DILocalVariable(name: "pc", arg: 2, scope: !196, file: !1, line: 49, type: !21)
!202 = !DILocalVariable(name: "op", arg: 3, scope: !196, file: !1, line: 49, type: !21)
!203 = !DILocation(line: 0, scope: !196, inlinedAt: !204)
!204 = distinct !DILocation(line: 57, column: 8, scope: !150)
!205 = !DILocation(line: 0, scope: !196, inlinedAt: !206)
!206 = distinct !DILocation(line: 57, column: 35, scope: !150)
!207 = !DILocation(line: 0, scope: !196, inlinedAt: !208)
!208 = distinct !DILocation(line: 58, column: 8, scope: !150)
!209 = !DILocation(line: 0, scope: !196, inlinedAt: !210)
!210 = distinct !DILocation(line: 58, column: 36, scope: !150)
!211 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !204)
!212 = !DILocation(line: 0, scope: !196, inlinedAt: !213)
!213 = distinct !DILocation(line: 59, column: 8, scope: !150)
!214 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !213)
!215 = !DILocation(line: 0, scope: !196, inlinedAt: !216)
!216 = distinct !DILocation(line: 59, column: 35, scope: !150)
!217 = !DILocation(line: 0, scope: !196, inlinedAt: !218)
!218 = distinct !DILocation(line: 60, column: 8, scope: !150)
!219 = !DILocation(line: 0, scope: !196, inlinedAt: !220)
!220 = distinct !DILocation(line: 60, column: 36, scope: !150)
!221 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !213)
!222 = !DILocation(line: 0, scope: !196, inlinedAt: !223)
!223 = distinct !DILocation(line: 62, column: 8, scope: !150)
!224 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !223)
!225 = !DILocation(line: 0, scope: !196, inlinedAt: !226)
!226 = distinct !DILocation(line: 62, column: 35, scope: !150)
!227 = !DILocation(line: 0, scope: !196, inlinedAt: !228)
!228 = distinct !DILocation(line: 63, column: 8, scope: !150)
!229 = !DILocation(line: 0, scope: !196, inlinedAt: !230)
!230 = distinct !DILocation(line: 63, column: 35, scope: !150)
!231 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !223)
!232 = !DILocation(line: 0, scope: !196, inlinedAt: !233)
!233 = distinct !DILocation(line: 64, column: 8, scope: !150)
!234 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !233)
!235 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !233)
!236 = !DILocation(line: 0, scope: !196, inlinedAt: !237)
!237 = distinct !DILocation(line: 64, column: 34, scope: !150)
!238 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !237)
!239 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !237)
!240 = !DILocation(line: 0, scope: !196, inlinedAt: !241)
!241 = distinct !DILocation(line: 65, column: 8, scope: !150)
!242 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !241)
!243 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !241)
!244 = !DILocation(line: 0, scope: !196, inlinedAt: !245)
!245 = distinct !DILocation(line: 65, column: 49, scope: !150)
!246 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !245)
!247 = !DILocation(line: 0, scope: !196, inlinedAt: !248)
!248 = distinct !DILocation(line: 67, column: 8, scope: !150)
!249 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !248)
!250 = !DILocation(line: 0, scope: !196, inlinedAt: !251)
!251 = distinct !DILocation(line: 67, column: 35, scope: !150)
!252 = !DILocation(line: 0, scope: !196, inlinedAt: !253)
!253 = distinct !DILocation(line: 68, column: 8, scope: !150)
!254 = !DILocation(line: 0, scope: !196, inlinedAt: !255)
!255 = distinct !DILocation(line: 68, column: 35, scope: !150)
!256 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !248)
!257 = !DILocation(line: 0, scope: !196, inlinedAt: !258)
!258 = distinct !DILocation(line: 69, column: 8, scope: !150)
!259 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !258)
!260 = !DILocation(line: 0, scope: !196, inlinedAt: !261)
!261 = distinct !DILocation(line: 70, column: 8, scope: !150)
!262 = !DILocation(line: 0, scope: !196, inlinedAt: !263)
!263 = distinct !DILocation(line: 71, column: 8, scope: !150)
!264 = !DILocation(line: 0, scope: !196, inlinedAt: !265)
!265 = distinct !DILocation(line: 71, column: 35, scope: !150)
!266 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !258)
!267 = !DILocation(line: 0, scope: !196, inlinedAt: !268)
!268 = distinct !DILocation(line: 72, column: 8, scope: !150)
!269 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !268)
!270 = !DILocation(line: 0, scope: !196, inlinedAt: !271)
!271 = distinct !DILocation(line: 73, column: 8, scope: !150)
!272 = !DILocation(line: 0, scope: !196, inlinedAt: !273)
!273 = distinct !DILocation(line: 74, column: 8, scope: !150)
!274 = !DILocation(line: 0, scope: !196, inlinedAt: !275)
!275 = distinct !DILocation(line: 74, column: 36, scope: !150)
!276 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !268)
!277 = !DILocation(line: 0, scope: !196, inlinedAt: !278)
!278 = distinct !DILocation(line: 76, column: 8, scope: !150)
!279 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !278)
!280 = !DILocation(line: 0, scope: !196, inlinedAt: !281)
!281 = distinct !DILocation(line: 76, column: 35, scope: !150)
!282 = !DILocation(line: 0, scope: !196, inlinedAt: !283)
!283 = distinct !DILocation(line: 77, column: 8, scope: !150)
!284 = !DILocation(line: 0, scope: !196, inlinedAt: !285)
!285 = distinct !DILocation(line: 77, column: 35, scope: !150)
!286 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !278)
!287 = !DILocation(line: 0, scope: !196, inlinedAt: !288)
!288 = distinct !DILocation(line: 78, column: 8, scope: !150)
!289 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !288)
!290 = !DILocation(line: 0, scope: !196, inlinedAt: !291)
!291 = distinct !DILocation(line: 79, column: 8, scope: !150)
!292 = !DILocation(line: 0, scope: !196, inlinedAt: !293)
!293 = distinct !DILocation(line: 79, column: 36, scope: !150)
!294 = !DILocation(line: 0, scope: !196, inlinedAt: !295)
!295 = distinct !DILocation(line: 80, column: 8, scope: !150)
!296 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !288)
!297 = !DILocation(line: 0, scope: !196, inlinedAt: !298)
!298 = distinct !DILocation(line: 80, column: 34, scope: !150)
!299 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !298)
!300 = !DILocation(line: 81, column: 18, scope: !150)
!301 = !DILocation(line: 0, scope: !196, inlinedAt: !302)
!302 = distinct !DILocation(line: 83, column: 8, scope: !150)
!303 = !DILocation(line: 0, scope: !196, inlinedAt: !304)
!304 = distinct !DILocation(line: 83, column: 35, scope: !150)
!305 = !DILocation(line: 0, scope: !196, inlinedAt: !306)
!306 = distinct !DILocation(line: 84, column: 8, scope: !150)
!307 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !298)
!308 = !DILocation(line: 0, scope: !196, inlinedAt: !309)
!309 = distinct !DILocation(line: 84, column: 36, scope: !150)
!310 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !309)
!311 = !DILocation(line: 0, scope: !196, inlinedAt: !312)
!312 = distinct !DILocation(line: 85, column: 8, scope: !150)
!313 = !DILocation(line: 0, scope: !196, inlinedAt: !314)
!314 = distinct !DILocation(line: 85, column: 35, scope: !150)
!315 = !DILocation(line: 0, scope: !196, inlinedAt: !316)
!316 = distinct !DILocation(line: 86, column: 8, scope: !150)
!317 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !309)
!318 = !DILocation(line: 0, scope: !196, inlinedAt: !319)
!319 = distinct !DILocation(line: 86, column: 36, scope: !150)
!320 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !319)
!321 = !DILocation(line: 0, scope: !196, inlinedAt: !322)
!322 = distinct !DILocation(line: 88, column: 8, scope: !150)
!323 = !DILocation(line: 0, scope: !196, inlinedAt: !324)
!324 = distinct !DILocation(line: 88, column: 35, scope: !150)
!325 = !DILocation(line: 0, scope: !196, inlinedAt: !326)
!326 = distinct !DILocation(line: 89, column: 8, scope: !150)
!327 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !319)
!328 = !DILocation(line: 0, scope: !196, inlinedAt: !329)
!329 = distinct !DILocation(line: 89, column: 48, scope: !150)
!330 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !329)
!331 = !DILocation(line: 0, scope: !196, inlinedAt: !332)
!332 = distinct !DILocation(line: 90, column: 8, scope: !150)
!333 = !DILocation(line: 0, scope: !196, inlinedAt: !334)
!334 = distinct !DILocation(line: 90, column: 35, scope: !150)
!335 = !DILocation(line: 0, scope: !196, inlinedAt: !336)
!336 = distinct !DILocation(line: 91, column: 8, scope: !150)
!337 = !DILocation(line: 0, scope: !196, inlinedAt: !338)
!338 = distinct !DILocation(line: 91, column: 35, scope: !150)
!339 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !338)
!340 = !DILocation(line: 0, scope: !196, inlinedAt: !341)
!341 = distinct !DILocation(line: 92, column: 8, scope: !150)
!342 = !DILocation(line: 0, scope: !196, inlinedAt: !343)
!343 = distinct !DILocation(line: 93, column: 8, scope: !150)
!344 = !DILocation(line: 0, scope: !196, inlinedAt: !345)
!345 = distinct !DILocation(line: 93, column: 35, scope: !150)
!346 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !338)
!347 = !DILocation(line: 0, scope: !196, inlinedAt: !348)
!348 = distinct !DILocation(line: 94, column: 8, scope: !150)
!349 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !348)
!350 = !DILocation(line: 0, scope: !196, inlinedAt: !351)
!351 = distinct !DILocation(line: 94, column: 36, scope: !150)
!352 = !DILocation(line: 0, scope: !196, inlinedAt: !353)
!353 = distinct !DILocation(line: 95, column: 8, scope: !150)
!354 = !DILocation(line: 0, scope: !196, inlinedAt: !355)
!355 = distinct !DILocation(line: 95, column: 36, scope: !150)
!356 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !348)
!357 = !DILocation(line: 0, scope: !196, inlinedAt: !358)
!358 = distinct !DILocation(line: 96, column: 8, scope: !150)
!359 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !358)
!360 = !DILocation(line: 0, scope: !196, inlinedAt: !361)
!361 = distinct !DILocation(line: 96, column: 34, scope: !150)
!362 = !DILocation(line: 97, column: 18, scope: !150)
!363 = !DILocation(line: 0, scope: !196, inlinedAt: !364)
!364 = distinct !DILocation(line: 98, column: 8, scope: !150)
!365 = !DILocation(line: 0, scope: !196, inlinedAt: !366)
!366 = distinct !DILocation(line: 98, column: 35, scope: !150)
!367 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !358)
!368 = !DILocation(line: 0, scope: !196, inlinedAt: !369)
!369 = distinct !DILocation(line: 99, column: 8, scope: !150)
!370 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !369)
!371 = !DILocation(line: 0, scope: !196, inlinedAt: !372)
!372 = distinct !DILocation(line: 100, column: 8, scope: !150)
!373 = !DILocation(line: 0, scope: !196, inlinedAt: !374)
!374 = distinct !DILocation(line: 100, column: 35, scope: !150)
!375 = !DILocation(line: 0, scope: !196, inlinedAt: !376)
!376 = distinct !DILocation(line: 101, column: 8, scope: !150)
!377 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !369)
!378 = !DILocation(line: 0, scope: !196, inlinedAt: !379)
!379 = distinct !DILocation(line: 102, column: 8, scope: !150)
!380 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !379)
!381 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !379)
!382 = !DILocation(line: 0, scope: !196, inlinedAt: !383)
!383 = distinct !DILocation(line: 103, column: 8, scope: !150)
!384 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !383)
!385 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !383)
!386 = !DILocation(line: 0, scope: !196, inlinedAt: !387)
!387 = distinct !DILocation(line: 104, column: 8, scope: !150)
!388 = !DILocation(line: 49, column: 46, scope: !196, inlinedAt: !387)
!389 = !DILocation(line: 49, column: 55, scope: !196, inlinedAt: !387)
!390 = !DILocation(line: 106, column: 3, scope: !150)
!391 = !DILocation(line: 106, column: 8, scope: !150)
!392 = !DILocation(line: 106, column: 18, scope: !150)
!393 = !DILocation(line: 107, column: 3, scope: !150)
!394 = !DILocation(line: 107, column: 8, scope: !150)
!395 = !DILocation(line: 108, column: 39, scope: !150)
!396 = !DILocation(line: 108, column: 16, scope: !150)
!397 = !DILocation(line: 109, column: 49, scope: !150)
!398 = !DILocation(line: 109, column: 3, scope: !150)
!399 = !DILocation(line: 111, column: 1, scope: !150)
!400 = !DILocation(line: 110, column: 3, scope: !150)
