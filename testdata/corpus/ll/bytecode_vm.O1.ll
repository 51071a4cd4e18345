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

4:                                                ; preds = %3, %132
  %5 = phi i32 [ 0, %3 ], [ %135, %132 ]
  %6 = phi i64 [ 0, %3 ], [ %12, %132 ]
  %7 = phi i32 [ 0, %3 ], [ %133, %132 ]
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
  switch i32 %11, label %132 [
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
    i32 10, label %116
    i32 11, label %124
    i32 12, label %126
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
  br label %132, !dbg !71

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
  br label %132, !dbg !78

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
  br label %132, !dbg !85

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
  br label %132, !dbg !92

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
  br label %132, !dbg !99

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
  br label %132, !dbg !106

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
  br label %132, !dbg !113

84:                                               ; preds = %4
  %85 = sext i32 %8 to i64, !dbg !114
  %86 = getelementptr inbounds i32, i32* %0, i64 %85, !dbg !114
  %87 = load i32, i32* %86, align 4, !dbg !114, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %87, metadata !44, metadata !DIExpression()), !dbg !52
  br label %132, !dbg !115

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
  br label %132, !dbg !122

98:                                               ; preds = %88
  %99 = add nsw i32 %5, 2, !dbg !123
  call void @llvm.dbg.value(metadata i32 %99, metadata !44, metadata !DIExpression()), !dbg !52
  br label %132

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
  br i1 %109, label %110, label %114, !dbg !130

110:                                              ; preds = %100
  %111 = sext i32 %8 to i64, !dbg !131
  %112 = getelementptr inbounds i32, i32* %0, i64 %111, !dbg !131
  %113 = load i32, i32* %112, align 4, !dbg !131, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %113, metadata !44, metadata !DIExpression()), !dbg !52
  br label %132, !dbg !132

114:                                              ; preds = %100
  %115 = add nsw i32 %5, 2, !dbg !133
  call void @llvm.dbg.value(metadata i32 %115, metadata !44, metadata !DIExpression()), !dbg !52
  br label %132

116:                                              ; preds = %4
  %117 = add nsw i32 %7, -1, !dbg !134
  %118 = sext i32 %117 to i64, !dbg !135
  %119 = getelementptr inbounds i64, i64* %2, i64 %118, !dbg !135
  %120 = load i64, i64* %119, align 8, !dbg !135, !tbaa !69
  %121 = sext i32 %7 to i64, !dbg !136
  %122 = getelementptr inbounds i64, i64* %2, i64 %121, !dbg !136
  store i64 %120, i64* %122, align 8, !dbg !137, !tbaa !69
  %123 = add nsw i32 %7, 1, !dbg !138
  call void @llvm.dbg.value(metadata i32 %123, metadata !45, metadata !DIExpression()), !dbg !52
  br label %132, !dbg !139

124:                                              ; preds = %4
  %125 = add nsw i32 %7, -1, !dbg !140
  call void @llvm.dbg.value(metadata i32 %125, metadata !45, metadata !DIExpression()), !dbg !52
  br label %132, !dbg !141

126:                                              ; preds = %4
  %127 = add nsw i32 %7, -1, !dbg !142
  call void @llvm.dbg.value(metadata i32 %127, metadata !45, metadata !DIExpression()), !dbg !52
  %128 = sext i32 %127 to i64, !dbg !143
  %129 = getelementptr inbounds i64, i64* %2, i64 %128, !dbg !143
  %130 = load i64, i64* %129, align 8, !dbg !143, !tbaa !69
  %131 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i64 noundef %130), !dbg !144
  br label %132, !dbg !145

132:                                              ; preds = %4, %110, %114, %94, %98, %126, %124, %116, %84, %74, %64, %54, %44, %33, %22, %13
  %133 = phi i32 [ %127, %126 ], [ %125, %124 ], [ %123, %116 ], [ %105, %110 ], [ %105, %114 ], [ %89, %94 ], [ %89, %98 ], [ %7, %84 ], [ %75, %74 ], [ %65, %64 ], [ %55, %54 ], [ %45, %44 ], [ %34, %33 ], [ %30, %22 ], [ %19, %13 ], [ %7, %4 ], !dbg !52
  %134 = phi i1 [ false, %126 ], [ false, %124 ], [ false, %116 ], [ false, %110 ], [ false, %114 ], [ false, %94 ], [ false, %98 ], [ false, %84 ], [ false, %74 ], [ false, %64 ], [ false, %54 ], [ false, %44 ], [ false, %33 ], [ false, %22 ], [ false, %13 ], [ true, %4 ], !dbg !52
  %135 = phi i32 [ %8, %126 ], [ %8, %124 ], [ %8, %116 ], [ %113, %110 ], [ %115, %114 ], [ %97, %94 ], [ %99, %98 ], [ %87, %84 ], [ %8, %74 ], [ %8, %64 ], [ %8, %54 ], [ %8, %44 ], [ %38, %33 ], [ %23, %22 ], [ %14, %13 ], [ %8, %4 ], !dbg !60
  call void @llvm.dbg.value(metadata i32 %135, metadata !44, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %12, metadata !47, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 undef, metadata !46, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %133, metadata !45, metadata !DIExpression()), !dbg !52
  br i1 %134, label %136, label %4, !dbg !53, !llvm.loop !146

136:                                              ; preds = %132
  ret i64 %12, !dbg !150
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
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !151 {
  %3 = alloca [128 x i32], align 16
  %4 = alloca [8 x i64], align 16
  %5 = alloca [64 x i64], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !155, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i8** %1, metadata !156, metadata !DIExpression()), !dbg !176
  %6 = icmp sgt i32 %0, 1, !dbg !177
  br i1 %6, label %7, label %13, !dbg !178

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !179
  %9 = load i8*, i8** %8, align 8, !dbg !179, !tbaa !180
  call void @llvm.dbg.value(metadata i8* %9, metadata !182, metadata !DIExpression()) #7, !dbg !190
  %10 = call i64 @strtol(i8* nocapture noundef nonnull %9, i8** noundef null, i32 noundef 10) #7, !dbg !192
  %11 = shl i64 %10, 32, !dbg !178
  %12 = ashr exact i64 %11, 32, !dbg !178
  br label %13, !dbg !178

13:                                               ; preds = %2, %7
  %14 = phi i64 [ %12, %7 ], [ 20000, %2 ]
  call void @llvm.dbg.value(metadata i32 undef, metadata !157, metadata !DIExpression()), !dbg !176
  %15 = bitcast [128 x i32]* %3 to i8*, !dbg !193
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %15) #7, !dbg !193
  call void @llvm.dbg.declare(metadata [128 x i32]* %3, metadata !158, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.value(metadata i32 0, metadata !162, metadata !DIExpression()), !dbg !176
  %16 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 0, !dbg !195
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !204
  store i32 0, i32* %16, align 16, !dbg !206, !tbaa !56
  call void @llvm.dbg.value(metadata i32 1, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !207
  %17 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 1, !dbg !209
  store i32 0, i32* %17, align 4, !dbg !210, !tbaa !56
  call void @llvm.dbg.value(metadata i32 2, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i32 2, metadata !202, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i32 2, metadata !203, metadata !DIExpression()), !dbg !211
  %18 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 2, !dbg !213
  store i32 2, i32* %18, align 8, !dbg !214, !tbaa !56
  call void @llvm.dbg.value(metadata i32 3, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32 3, metadata !202, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !215
  %19 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 3, !dbg !217
  store i32 0, i32* %19, align 4, !dbg !218, !tbaa !56
  call void @llvm.dbg.value(metadata i32 4, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 4, metadata !202, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !219
  %20 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 4, !dbg !221
  store i32 0, i32* %20, align 16, !dbg !222, !tbaa !56
  call void @llvm.dbg.value(metadata i32 5, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i32 5, metadata !202, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !223
  %21 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 5, !dbg !225
  store i32 0, i32* %21, align 4, !dbg !226, !tbaa !56
  call void @llvm.dbg.value(metadata i32 6, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i32 6, metadata !202, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i32 2, metadata !203, metadata !DIExpression()), !dbg !227
  %22 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 6, !dbg !229
  store i32 2, i32* %22, align 8, !dbg !230, !tbaa !56
  call void @llvm.dbg.value(metadata i32 7, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 7, metadata !202, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !231
  %23 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 7, !dbg !233
  store i32 1, i32* %23, align 4, !dbg !234, !tbaa !56
  call void @llvm.dbg.value(metadata i32 8, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32 8, metadata !163, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i32 8, metadata !202, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !235
  %24 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 8, !dbg !237
  store i32 1, i32* %24, align 16, !dbg !238, !tbaa !56
  call void @llvm.dbg.value(metadata i32 9, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 9, metadata !202, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !239
  %25 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 9, !dbg !241
  store i32 0, i32* %25, align 4, !dbg !242, !tbaa !56
  call void @llvm.dbg.value(metadata i32 10, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata i32 10, metadata !202, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !243
  %26 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 10, !dbg !245
  store i32 1, i32* %26, align 8, !dbg !246, !tbaa !56
  call void @llvm.dbg.value(metadata i32 11, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i32 11, metadata !202, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i32 2, metadata !203, metadata !DIExpression()), !dbg !247
  %27 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 11, !dbg !249
  store i32 2, i32* %27, align 4, !dbg !250, !tbaa !56
  call void @llvm.dbg.value(metadata i32 12, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i32 12, metadata !202, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i32 9, metadata !203, metadata !DIExpression()), !dbg !251
  %28 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 12, !dbg !253
  store i32 9, i32* %28, align 16, !dbg !254, !tbaa !56
  call void @llvm.dbg.value(metadata i32 13, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata i32 13, metadata !202, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata i32 16, metadata !203, metadata !DIExpression()), !dbg !255
  %29 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 13, !dbg !257
  store i32 16, i32* %29, align 4, !dbg !258, !tbaa !56
  call void @llvm.dbg.value(metadata i32 14, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.value(metadata i32 14, metadata !202, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.value(metadata i32 7, metadata !203, metadata !DIExpression()), !dbg !259
  %30 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 14, !dbg !261
  store i32 7, i32* %30, align 8, !dbg !262, !tbaa !56
  call void @llvm.dbg.value(metadata i32 15, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32 15, metadata !164, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !263
  call void @llvm.dbg.value(metadata i32 15, metadata !202, metadata !DIExpression()), !dbg !263
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !263
  %31 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 15, !dbg !265
  store i32 0, i32* %31, align 4, !dbg !266, !tbaa !56
  call void @llvm.dbg.value(metadata i32 16, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.value(metadata i32 16, metadata !202, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !267
  %32 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 16, !dbg !269
  store i32 1, i32* %32, align 16, !dbg !270, !tbaa !56
  call void @llvm.dbg.value(metadata i32 17, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 17, metadata !202, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !271
  %33 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 17, !dbg !273
  store i32 1, i32* %33, align 4, !dbg !274, !tbaa !56
  call void @llvm.dbg.value(metadata i32 18, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 18, metadata !202, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !275
  %34 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 18, !dbg !277
  store i32 1, i32* %34, align 8, !dbg !278, !tbaa !56
  call void @llvm.dbg.value(metadata i32 19, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !279
  call void @llvm.dbg.value(metadata i32 19, metadata !202, metadata !DIExpression()), !dbg !279
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !279
  %35 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 19, !dbg !281
  store i32 0, i32* %35, align 4, !dbg !282, !tbaa !56
  call void @llvm.dbg.value(metadata i32 20, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata i32 20, metadata !202, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.value(metadata i32 10, metadata !203, metadata !DIExpression()), !dbg !283
  %36 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 20, !dbg !285
  store i32 10, i32* %36, align 16, !dbg !286, !tbaa !56
  call void @llvm.dbg.value(metadata i32 21, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !287
  call void @llvm.dbg.value(metadata i32 21, metadata !202, metadata !DIExpression()), !dbg !287
  call void @llvm.dbg.value(metadata i32 5, metadata !203, metadata !DIExpression()), !dbg !287
  %37 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 21, !dbg !289
  store i32 5, i32* %37, align 4, !dbg !290, !tbaa !56
  call void @llvm.dbg.value(metadata i32 22, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !291
  call void @llvm.dbg.value(metadata i32 22, metadata !202, metadata !DIExpression()), !dbg !291
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !291
  %38 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 22, !dbg !293
  store i32 0, i32* %38, align 8, !dbg !294, !tbaa !56
  call void @llvm.dbg.value(metadata i32 23, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i32 23, metadata !202, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i32 7, metadata !203, metadata !DIExpression()), !dbg !295
  %39 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 23, !dbg !297
  store i32 7, i32* %39, align 4, !dbg !298, !tbaa !56
  call void @llvm.dbg.value(metadata i32 24, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !299
  call void @llvm.dbg.value(metadata i32 24, metadata !202, metadata !DIExpression()), !dbg !299
  call void @llvm.dbg.value(metadata i32 6, metadata !203, metadata !DIExpression()), !dbg !299
  %40 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 24, !dbg !301
  store i32 6, i32* %40, align 16, !dbg !302, !tbaa !56
  call void @llvm.dbg.value(metadata i32 25, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32 25, metadata !202, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32 3, metadata !203, metadata !DIExpression()), !dbg !303
  %41 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 25, !dbg !305
  store i32 3, i32* %41, align 4, !dbg !306, !tbaa !56
  call void @llvm.dbg.value(metadata i32 26, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata i32 26, metadata !202, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata i32 2, metadata !203, metadata !DIExpression()), !dbg !307
  %42 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 26, !dbg !309
  store i32 2, i32* %42, align 8, !dbg !310, !tbaa !56
  call void @llvm.dbg.value(metadata i32 27, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !311
  call void @llvm.dbg.value(metadata i32 27, metadata !202, metadata !DIExpression()), !dbg !311
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !311
  %43 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 27, !dbg !313
  store i32 1, i32* %43, align 4, !dbg !314, !tbaa !56
  call void @llvm.dbg.value(metadata i32 28, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 28, metadata !202, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !315
  %44 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 28, !dbg !317
  store i32 1, i32* %44, align 16, !dbg !318, !tbaa !56
  call void @llvm.dbg.value(metadata i32 29, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i32 29, metadata !202, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !319
  %45 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 29, !dbg !321
  store i32 0, i32* %45, align 4, !dbg !322, !tbaa !56
  call void @llvm.dbg.value(metadata i32 30, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !323
  call void @llvm.dbg.value(metadata i32 30, metadata !202, metadata !DIExpression()), !dbg !323
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !323
  %46 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 30, !dbg !325
  store i32 0, i32* %46, align 8, !dbg !326, !tbaa !56
  call void @llvm.dbg.value(metadata i32 31, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata i32 31, metadata !202, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !327
  %47 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 31, !dbg !329
  store i32 1, i32* %47, align 4, !dbg !330, !tbaa !56
  call void @llvm.dbg.value(metadata i32 32, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !331
  call void @llvm.dbg.value(metadata i32 32, metadata !202, metadata !DIExpression()), !dbg !331
  call void @llvm.dbg.value(metadata i32 3, metadata !203, metadata !DIExpression()), !dbg !331
  %48 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 32, !dbg !333
  store i32 3, i32* %48, align 16, !dbg !334, !tbaa !56
  call void @llvm.dbg.value(metadata i32 33, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !335
  call void @llvm.dbg.value(metadata i32 33, metadata !202, metadata !DIExpression()), !dbg !335
  call void @llvm.dbg.value(metadata i32 2, metadata !203, metadata !DIExpression()), !dbg !335
  %49 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 33, !dbg !337
  store i32 2, i32* %49, align 4, !dbg !338, !tbaa !56
  call void @llvm.dbg.value(metadata i32 34, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.value(metadata i32 34, metadata !202, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !339
  %50 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 34, !dbg !341
  store i32 0, i32* %50, align 8, !dbg !342, !tbaa !56
  call void @llvm.dbg.value(metadata i32 35, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !343
  call void @llvm.dbg.value(metadata i32 35, metadata !202, metadata !DIExpression()), !dbg !343
  call void @llvm.dbg.value(metadata i32 7, metadata !203, metadata !DIExpression()), !dbg !343
  %51 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 35, !dbg !345
  store i32 7, i32* %51, align 4, !dbg !346, !tbaa !56
  call void @llvm.dbg.value(metadata i32 36, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !347
  call void @llvm.dbg.value(metadata i32 36, metadata !202, metadata !DIExpression()), !dbg !347
  call void @llvm.dbg.value(metadata i32 8, metadata !203, metadata !DIExpression()), !dbg !347
  %52 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 36, !dbg !349
  store i32 8, i32* %52, align 16, !dbg !350, !tbaa !56
  call void @llvm.dbg.value(metadata i32 37, metadata !162, metadata !DIExpression()), !dbg !176
  %53 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 15, !dbg !351
  store i32 37, i32* %53, align 4, !dbg !352, !tbaa !56
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !353
  call void @llvm.dbg.value(metadata i32 37, metadata !202, metadata !DIExpression()), !dbg !353
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !353
  %54 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 37, !dbg !355
  store i32 1, i32* %54, align 4, !dbg !356, !tbaa !56
  call void @llvm.dbg.value(metadata i32 38, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32 38, metadata !202, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !357
  %55 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 38, !dbg !359
  store i32 1, i32* %55, align 8, !dbg !360, !tbaa !56
  call void @llvm.dbg.value(metadata i32 39, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !361
  call void @llvm.dbg.value(metadata i32 39, metadata !202, metadata !DIExpression()), !dbg !361
  call void @llvm.dbg.value(metadata i32 2, metadata !203, metadata !DIExpression()), !dbg !361
  %56 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 39, !dbg !363
  store i32 2, i32* %56, align 4, !dbg !364, !tbaa !56
  call void @llvm.dbg.value(metadata i32 40, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata i32 40, metadata !202, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata i32 3, metadata !203, metadata !DIExpression()), !dbg !365
  %57 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 40, !dbg !367
  store i32 3, i32* %57, align 16, !dbg !368, !tbaa !56
  call void @llvm.dbg.value(metadata i32 41, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !369
  call void @llvm.dbg.value(metadata i32 41, metadata !202, metadata !DIExpression()), !dbg !369
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !369
  %58 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 41, !dbg !371
  store i32 0, i32* %58, align 4, !dbg !372, !tbaa !56
  call void @llvm.dbg.value(metadata i32 42, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !373
  call void @llvm.dbg.value(metadata i32 42, metadata !202, metadata !DIExpression()), !dbg !373
  call void @llvm.dbg.value(metadata i32 1071, metadata !203, metadata !DIExpression()), !dbg !373
  %59 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 42, !dbg !375
  store i32 1071, i32* %59, align 8, !dbg !376, !tbaa !56
  call void @llvm.dbg.value(metadata i32 43, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !377
  call void @llvm.dbg.value(metadata i32 43, metadata !202, metadata !DIExpression()), !dbg !377
  call void @llvm.dbg.value(metadata i32 2, metadata !203, metadata !DIExpression()), !dbg !377
  %60 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 43, !dbg !379
  store i32 2, i32* %60, align 4, !dbg !380, !tbaa !56
  call void @llvm.dbg.value(metadata i32 44, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !381
  call void @llvm.dbg.value(metadata i32 44, metadata !202, metadata !DIExpression()), !dbg !381
  call void @llvm.dbg.value(metadata i32 4, metadata !203, metadata !DIExpression()), !dbg !381
  %61 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 44, !dbg !383
  store i32 4, i32* %61, align 16, !dbg !384, !tbaa !56
  call void @llvm.dbg.value(metadata i32 45, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32 45, metadata !165, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !385
  call void @llvm.dbg.value(metadata i32 45, metadata !202, metadata !DIExpression()), !dbg !385
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !385
  %62 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 45, !dbg !387
  store i32 1, i32* %62, align 4, !dbg !388, !tbaa !56
  call void @llvm.dbg.value(metadata i32 46, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !389
  call void @llvm.dbg.value(metadata i32 46, metadata !202, metadata !DIExpression()), !dbg !389
  call void @llvm.dbg.value(metadata i32 4, metadata !203, metadata !DIExpression()), !dbg !389
  %63 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 46, !dbg !391
  store i32 4, i32* %63, align 8, !dbg !392, !tbaa !56
  call void @llvm.dbg.value(metadata i32 47, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !393
  call void @llvm.dbg.value(metadata i32 47, metadata !202, metadata !DIExpression()), !dbg !393
  call void @llvm.dbg.value(metadata i32 8, metadata !203, metadata !DIExpression()), !dbg !393
  %64 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 47, !dbg !395
  store i32 8, i32* %64, align 4, !dbg !396, !tbaa !56
  call void @llvm.dbg.value(metadata i32 48, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32 48, metadata !166, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !397
  call void @llvm.dbg.value(metadata i32 48, metadata !202, metadata !DIExpression()), !dbg !397
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !397
  %65 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 48, !dbg !399
  store i32 0, i32* %65, align 16, !dbg !400, !tbaa !56
  call void @llvm.dbg.value(metadata i32 49, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !401
  call void @llvm.dbg.value(metadata i32 49, metadata !202, metadata !DIExpression()), !dbg !401
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !401
  %66 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 49, !dbg !403
  store i32 1, i32* %66, align 4, !dbg !404, !tbaa !56
  call void @llvm.dbg.value(metadata i32 50, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !405
  call void @llvm.dbg.value(metadata i32 50, metadata !202, metadata !DIExpression()), !dbg !405
  call void @llvm.dbg.value(metadata i32 3, metadata !203, metadata !DIExpression()), !dbg !405
  %67 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 50, !dbg !407
  store i32 3, i32* %67, align 8, !dbg !408, !tbaa !56
  call void @llvm.dbg.value(metadata i32 51, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.value(metadata i32 51, metadata !202, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !409
  %68 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 51, !dbg !411
  store i32 1, i32* %68, align 4, !dbg !412, !tbaa !56
  call void @llvm.dbg.value(metadata i32 52, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !413
  call void @llvm.dbg.value(metadata i32 52, metadata !202, metadata !DIExpression()), !dbg !413
  call void @llvm.dbg.value(metadata i32 4, metadata !203, metadata !DIExpression()), !dbg !413
  %69 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 52, !dbg !415
  store i32 4, i32* %69, align 16, !dbg !416, !tbaa !56
  call void @llvm.dbg.value(metadata i32 53, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !417
  call void @llvm.dbg.value(metadata i32 53, metadata !202, metadata !DIExpression()), !dbg !417
  call void @llvm.dbg.value(metadata i32 6, metadata !203, metadata !DIExpression()), !dbg !417
  %70 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 53, !dbg !419
  store i32 6, i32* %70, align 4, !dbg !420, !tbaa !56
  call void @llvm.dbg.value(metadata i32 54, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !421
  call void @llvm.dbg.value(metadata i32 54, metadata !202, metadata !DIExpression()), !dbg !421
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !421
  %71 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 54, !dbg !423
  store i32 1, i32* %71, align 8, !dbg !424, !tbaa !56
  call void @llvm.dbg.value(metadata i32 55, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !425
  call void @llvm.dbg.value(metadata i32 55, metadata !202, metadata !DIExpression()), !dbg !425
  call void @llvm.dbg.value(metadata i32 4, metadata !203, metadata !DIExpression()), !dbg !425
  %72 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 55, !dbg !427
  store i32 4, i32* %72, align 4, !dbg !428, !tbaa !56
  call void @llvm.dbg.value(metadata i32 56, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !429
  call void @llvm.dbg.value(metadata i32 56, metadata !202, metadata !DIExpression()), !dbg !429
  call void @llvm.dbg.value(metadata i32 2, metadata !203, metadata !DIExpression()), !dbg !429
  %73 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 56, !dbg !431
  store i32 2, i32* %73, align 16, !dbg !432, !tbaa !56
  call void @llvm.dbg.value(metadata i32 57, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !433
  call void @llvm.dbg.value(metadata i32 57, metadata !202, metadata !DIExpression()), !dbg !433
  call void @llvm.dbg.value(metadata i32 3, metadata !203, metadata !DIExpression()), !dbg !433
  %74 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 57, !dbg !435
  store i32 3, i32* %74, align 4, !dbg !436, !tbaa !56
  call void @llvm.dbg.value(metadata i32 58, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !437
  call void @llvm.dbg.value(metadata i32 58, metadata !202, metadata !DIExpression()), !dbg !437
  call void @llvm.dbg.value(metadata i32 2, metadata !203, metadata !DIExpression()), !dbg !437
  %75 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 58, !dbg !439
  store i32 2, i32* %75, align 8, !dbg !440, !tbaa !56
  call void @llvm.dbg.value(metadata i32 59, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !441
  call void @llvm.dbg.value(metadata i32 59, metadata !202, metadata !DIExpression()), !dbg !441
  call void @llvm.dbg.value(metadata i32 4, metadata !203, metadata !DIExpression()), !dbg !441
  %76 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 59, !dbg !443
  store i32 4, i32* %76, align 4, !dbg !444, !tbaa !56
  call void @llvm.dbg.value(metadata i32 60, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !445
  call void @llvm.dbg.value(metadata i32 60, metadata !202, metadata !DIExpression()), !dbg !445
  call void @llvm.dbg.value(metadata i32 7, metadata !203, metadata !DIExpression()), !dbg !445
  %77 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 60, !dbg !447
  store i32 7, i32* %77, align 16, !dbg !448, !tbaa !56
  call void @llvm.dbg.value(metadata i32 61, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata i32 61, metadata !202, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata i32 45, metadata !203, metadata !DIExpression()), !dbg !449
  %78 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 61, !dbg !451
  store i32 45, i32* %78, align 4, !dbg !452, !tbaa !56
  call void @llvm.dbg.value(metadata i32 62, metadata !162, metadata !DIExpression()), !dbg !176
  %79 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 48, !dbg !453
  store i32 62, i32* %79, align 16, !dbg !454, !tbaa !56
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !455
  call void @llvm.dbg.value(metadata i32 62, metadata !202, metadata !DIExpression()), !dbg !455
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !455
  %80 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 62, !dbg !457
  store i32 1, i32* %80, align 8, !dbg !458, !tbaa !56
  call void @llvm.dbg.value(metadata i32 63, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !459
  call void @llvm.dbg.value(metadata i32 63, metadata !202, metadata !DIExpression()), !dbg !459
  call void @llvm.dbg.value(metadata i32 3, metadata !203, metadata !DIExpression()), !dbg !459
  %81 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 63, !dbg !461
  store i32 3, i32* %81, align 4, !dbg !462, !tbaa !56
  call void @llvm.dbg.value(metadata i32 64, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !463
  call void @llvm.dbg.value(metadata i32 64, metadata !202, metadata !DIExpression()), !dbg !463
  call void @llvm.dbg.value(metadata i32 12, metadata !203, metadata !DIExpression()), !dbg !463
  %82 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 64, !dbg !465
  store i32 12, i32* %82, align 16, !dbg !466, !tbaa !56
  call void @llvm.dbg.value(metadata i32 65, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !467
  call void @llvm.dbg.value(metadata i32 65, metadata !202, metadata !DIExpression()), !dbg !467
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !467
  %83 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 65, !dbg !469
  store i32 1, i32* %83, align 4, !dbg !470, !tbaa !56
  call void @llvm.dbg.value(metadata i32 66, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i32 66, metadata !202, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !471
  %84 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 66, !dbg !473
  store i32 1, i32* %84, align 8, !dbg !474, !tbaa !56
  call void @llvm.dbg.value(metadata i32 67, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !475
  call void @llvm.dbg.value(metadata i32 67, metadata !202, metadata !DIExpression()), !dbg !475
  call void @llvm.dbg.value(metadata i32 10, metadata !203, metadata !DIExpression()), !dbg !475
  %85 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 67, !dbg !477
  store i32 10, i32* %85, align 4, !dbg !478, !tbaa !56
  call void @llvm.dbg.value(metadata i32 68, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !479
  call void @llvm.dbg.value(metadata i32 68, metadata !202, metadata !DIExpression()), !dbg !479
  call void @llvm.dbg.value(metadata i32 11, metadata !203, metadata !DIExpression()), !dbg !479
  %86 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 68, !dbg !481
  store i32 11, i32* %86, align 16, !dbg !482, !tbaa !56
  call void @llvm.dbg.value(metadata i32 69, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !483
  call void @llvm.dbg.value(metadata i32 69, metadata !202, metadata !DIExpression()), !dbg !483
  call void @llvm.dbg.value(metadata i32 12, metadata !203, metadata !DIExpression()), !dbg !483
  %87 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 69, !dbg !485
  store i32 12, i32* %87, align 4, !dbg !486, !tbaa !56
  call void @llvm.dbg.value(metadata i32 70, metadata !162, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32* %16, metadata !196, metadata !DIExpression()), !dbg !487
  call void @llvm.dbg.value(metadata i32 70, metadata !202, metadata !DIExpression()), !dbg !487
  call void @llvm.dbg.value(metadata i32 13, metadata !203, metadata !DIExpression()), !dbg !487
  %88 = getelementptr inbounds [128 x i32], [128 x i32]* %3, i64 0, i64 70, !dbg !489
  store i32 13, i32* %88, align 8, !dbg !490, !tbaa !56
  call void @llvm.dbg.value(metadata i32 71, metadata !162, metadata !DIExpression()), !dbg !176
  %89 = bitcast [8 x i64]* %4 to i8*, !dbg !491
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %89) #7, !dbg !491
  call void @llvm.dbg.declare(metadata [8 x i64]* %4, metadata !167, metadata !DIExpression()), !dbg !492
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %89, i8 0, i64 64, i1 false), !dbg !492
  %90 = getelementptr inbounds [8 x i64], [8 x i64]* %4, i64 0, i64 0, !dbg !493
  %91 = getelementptr inbounds [8 x i64], [8 x i64]* %4, i64 0, i64 2, !dbg !493
  store i64 %14, i64* %91, align 16, !dbg !493, !tbaa !69
  %92 = bitcast [64 x i64]* %5 to i8*, !dbg !494
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %92) #7, !dbg !494
  call void @llvm.dbg.declare(metadata [64 x i64]* %5, metadata !171, metadata !DIExpression()), !dbg !495
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(512) %92, i8 0, i64 512, i1 false), !dbg !495
  %93 = getelementptr inbounds [64 x i64], [64 x i64]* %5, i64 0, i64 0, !dbg !496
  %94 = call i64 @kernel_run(i32* noundef nonnull %16, i64* noundef nonnull %90, i64* noundef nonnull %93), !dbg !497
  call void @llvm.dbg.value(metadata i64 %94, metadata !175, metadata !DIExpression()), !dbg !176
  %95 = getelementptr inbounds [8 x i64], [8 x i64]* %4, i64 0, i64 1, !dbg !498
  %96 = load i64, i64* %95, align 8, !dbg !498, !tbaa !69
  %97 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef 71, i64 noundef %94, i64 noundef %96), !dbg !499
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %92) #7, !dbg !500
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %89) #7, !dbg !500
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %15) #7, !dbg !500
  ret i32 0, !dbg !501
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
!133 = !DILocation(line: 37, column: 11, scope: !129)
!134 = !DILocation(line: 39, column: 36, scope: !64)
!135 = !DILocation(line: 39, column: 27, scope: !64)
!136 = !DILocation(line: 39, column: 15, scope: !64)
!137 = !DILocation(line: 39, column: 25, scope: !64)
!138 = !DILocation(line: 39, column: 44, scope: !64)
!139 = !DILocation(line: 39, column: 48, scope: !64)
!140 = !DILocation(line: 40, column: 17, scope: !64)
!141 = !DILocation(line: 40, column: 21, scope: !64)
!142 = !DILocation(line: 41, column: 43, scope: !64)
!143 = !DILocation(line: 41, column: 37, scope: !64)
!144 = !DILocation(line: 41, column: 17, scope: !64)
!145 = !DILocation(line: 41, column: 51, scope: !64)
!146 = distinct !{!146, !53, !147, !148, !149}
!147 = !DILocation(line: 45, column: 3, scope: !33)
!148 = !{!"llvm.loop.mustprogress"}
!149 = !{!"llvm.loop.unroll.disable"}
!150 = !DILocation(line: 46, column: 3, scope: !33)
!151 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 51, type: !152, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!21, !21, !22}
!154 = !{!155, !156, !157, !158, !162, !163, !164, !165, !166, !167, !171, !175}
!155 = !DILocalVariable(name: "argc", arg: 1, scope: !151, file: !1, line: 51, type: !21)
!156 = !DILocalVariable(name: "argv", arg: 2, scope: !151, file: !1, line: 51, type: !22)
!157 = !DILocalVariable(name: "n", scope: !151, file: !1, line: 53, type: !21)
!158 = !DILocalVariable(name: "code", scope: !151, file: !1, line: 54, type: !159)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 4096, elements: !160)
!160 = !{!161}
!161 = !DISubrange(count: 128)
!162 = !DILocalVariable(name: "pc", scope: !151, file: !1, line: 55, type: !21)
!163 = !DILocalVariable(name: "loop", scope: !151, file: !1, line: 55, type: !21)
!164 = !DILocalVariable(name: "fix_exit", scope: !151, file: !1, line: 55, type: !21)
!165 = !DILocalVariable(name: "gcd", scope: !151, file: !1, line: 55, type: !21)
!166 = !DILocalVariable(name: "fix_done", scope: !151, file: !1, line: 55, type: !21)
!167 = !DILocalVariable(name: "vars", scope: !151, file: !1, line: 106, type: !168)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !169)
!169 = !{!170}
!170 = !DISubrange(count: 8)
!171 = !DILocalVariable(name: "stack", scope: !151, file: !1, line: 107, type: !172)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 4096, elements: !173)
!173 = !{!174}
!174 = !DISubrange(count: 64)
!175 = !DILocalVariable(name: "steps", scope: !151, file: !1, line: 108, type: !36)
!176 = !DILocation(line: 0, scope: !151)
!177 = !DILocation(line: 53, column: 16, scope: !151)
!178 = !DILocation(line: 53, column: 11, scope: !151)
!179 = !DILocation(line: 53, column: 27, scope: !151)
!180 = !{!181, !181, i64 0}
!181 = !{!"any pointer", !58, i64 0}
!182 = !DILocalVariable(name: "__nptr", arg: 1, scope: !183, file: !184, line: 362, type: !187)
!183 = distinct !DISubprogram(name: "atoi", scope: !184, file: !184, line: 362, type: !185, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !189)
!184 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!185 = !DISubroutineType(types: !186)
!186 = !{!21, !187}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!189 = !{!182}
!190 = !DILocation(line: 0, scope: !183, inlinedAt: !191)
!191 = distinct !DILocation(line: 53, column: 22, scope: !151)
!192 = !DILocation(line: 364, column: 16, scope: !183, inlinedAt: !191)
!193 = !DILocation(line: 54, column: 3, scope: !151)
!194 = !DILocation(line: 54, column: 7, scope: !151)
!195 = !DILocation(line: 57, column: 13, scope: !151)
!196 = !DILocalVariable(name: "code", arg: 1, scope: !197, file: !1, line: 49, type: !200)
!197 = distinct !DISubprogram(name: "emit", scope: !1, file: !1, line: 49, type: !198, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !201)
!198 = !DISubroutineType(types: !199)
!199 = !{!21, !200, !21, !21}
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!201 = !{!196, !202, !203}
!202 = !DILocalVariable(name: "pc", arg: 2, scope: !197, file: !1, line: 49, type: !21)
!203 = !DILocalVariable(name: "op", arg: 3, scope: !197, file: !1, line: 49, type: !21)
!204 = !DILocation(line: 0, scope: !197, inlinedAt: !205)
!205 = distinct !DILocation(line: 57, column: 8, scope: !151)
!206 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !205)
!207 = !DILocation(line: 0, scope: !197, inlinedAt: !208)
!208 = distinct !DILocation(line: 57, column: 35, scope: !151)
!209 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !208)
!210 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !208)
!211 = !DILocation(line: 0, scope: !197, inlinedAt: !212)
!212 = distinct !DILocation(line: 58, column: 8, scope: !151)
!213 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !212)
!214 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !212)
!215 = !DILocation(line: 0, scope: !197, inlinedAt: !216)
!216 = distinct !DILocation(line: 58, column: 36, scope: !151)
!217 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !216)
!218 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !216)
!219 = !DILocation(line: 0, scope: !197, inlinedAt: !220)
!220 = distinct !DILocation(line: 59, column: 8, scope: !151)
!221 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !220)
!222 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !220)
!223 = !DILocation(line: 0, scope: !197, inlinedAt: !224)
!224 = distinct !DILocation(line: 59, column: 35, scope: !151)
!225 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !224)
!226 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !224)
!227 = !DILocation(line: 0, scope: !197, inlinedAt: !228)
!228 = distinct !DILocation(line: 60, column: 8, scope: !151)
!229 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !228)
!230 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !228)
!231 = !DILocation(line: 0, scope: !197, inlinedAt: !232)
!232 = distinct !DILocation(line: 60, column: 36, scope: !151)
!233 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !232)
!234 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !232)
!235 = !DILocation(line: 0, scope: !197, inlinedAt: !236)
!236 = distinct !DILocation(line: 62, column: 8, scope: !151)
!237 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !236)
!238 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !236)
!239 = !DILocation(line: 0, scope: !197, inlinedAt: !240)
!240 = distinct !DILocation(line: 62, column: 35, scope: !151)
!241 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !240)
!242 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !240)
!243 = !DILocation(line: 0, scope: !197, inlinedAt: !244)
!244 = distinct !DILocation(line: 63, column: 8, scope: !151)
!245 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !244)
!246 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !244)
!247 = !DILocation(line: 0, scope: !197, inlinedAt: !248)
!248 = distinct !DILocation(line: 63, column: 35, scope: !151)
!249 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !248)
!250 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !248)
!251 = !DILocation(line: 0, scope: !197, inlinedAt: !252)
!252 = distinct !DILocation(line: 64, column: 8, scope: !151)
!253 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !252)
!254 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !252)
!255 = !DILocation(line: 0, scope: !197, inlinedAt: !256)
!256 = distinct !DILocation(line: 64, column: 34, scope: !151)
!257 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !256)
!258 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !256)
!259 = !DILocation(line: 0, scope: !197, inlinedAt: !260)
!260 = distinct !DILocation(line: 65, column: 8, scope: !151)
!261 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !260)
!262 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !260)
!263 = !DILocation(line: 0, scope: !197, inlinedAt: !264)
!264 = distinct !DILocation(line: 65, column: 49, scope: !151)
!265 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !264)
!266 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !264)
!267 = !DILocation(line: 0, scope: !197, inlinedAt: !268)
!268 = distinct !DILocation(line: 67, column: 8, scope: !151)
!269 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !268)
!270 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !268)
!271 = !DILocation(line: 0, scope: !197, inlinedAt: !272)
!272 = distinct !DILocation(line: 67, column: 35, scope: !151)
!273 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !272)
!274 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !272)
!275 = !DILocation(line: 0, scope: !197, inlinedAt: !276)
!276 = distinct !DILocation(line: 68, column: 8, scope: !151)
!277 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !276)
!278 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !276)
!279 = !DILocation(line: 0, scope: !197, inlinedAt: !280)
!280 = distinct !DILocation(line: 68, column: 35, scope: !151)
!281 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !280)
!282 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !280)
!283 = !DILocation(line: 0, scope: !197, inlinedAt: !284)
!284 = distinct !DILocation(line: 69, column: 8, scope: !151)
!285 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !284)
!286 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !284)
!287 = !DILocation(line: 0, scope: !197, inlinedAt: !288)
!288 = distinct !DILocation(line: 70, column: 8, scope: !151)
!289 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !288)
!290 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !288)
!291 = !DILocation(line: 0, scope: !197, inlinedAt: !292)
!292 = distinct !DILocation(line: 71, column: 8, scope: !151)
!293 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !292)
!294 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !292)
!295 = !DILocation(line: 0, scope: !197, inlinedAt: !296)
!296 = distinct !DILocation(line: 71, column: 35, scope: !151)
!297 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !296)
!298 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !296)
!299 = !DILocation(line: 0, scope: !197, inlinedAt: !300)
!300 = distinct !DILocation(line: 72, column: 8, scope: !151)
!301 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !300)
!302 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !300)
!303 = !DILocation(line: 0, scope: !197, inlinedAt: !304)
!304 = distinct !DILocation(line: 73, column: 8, scope: !151)
!305 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !304)
!306 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !304)
!307 = !DILocation(line: 0, scope: !197, inlinedAt: !308)
!308 = distinct !DILocation(line: 74, column: 8, scope: !151)
!309 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !308)
!310 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !308)
!311 = !DILocation(line: 0, scope: !197, inlinedAt: !312)
!312 = distinct !DILocation(line: 74, column: 36, scope: !151)
!313 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !312)
!314 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !312)
!315 = !DILocation(line: 0, scope: !197, inlinedAt: !316)
!316 = distinct !DILocation(line: 76, column: 8, scope: !151)
!317 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !316)
!318 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !316)
!319 = !DILocation(line: 0, scope: !197, inlinedAt: !320)
!320 = distinct !DILocation(line: 76, column: 35, scope: !151)
!321 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !320)
!322 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !320)
!323 = !DILocation(line: 0, scope: !197, inlinedAt: !324)
!324 = distinct !DILocation(line: 77, column: 8, scope: !151)
!325 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !324)
!326 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !324)
!327 = !DILocation(line: 0, scope: !197, inlinedAt: !328)
!328 = distinct !DILocation(line: 77, column: 35, scope: !151)
!329 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !328)
!330 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !328)
!331 = !DILocation(line: 0, scope: !197, inlinedAt: !332)
!332 = distinct !DILocation(line: 78, column: 8, scope: !151)
!333 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !332)
!334 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !332)
!335 = !DILocation(line: 0, scope: !197, inlinedAt: !336)
!336 = distinct !DILocation(line: 79, column: 8, scope: !151)
!337 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !336)
!338 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !336)
!339 = !DILocation(line: 0, scope: !197, inlinedAt: !340)
!340 = distinct !DILocation(line: 79, column: 36, scope: !151)
!341 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !340)
!342 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !340)
!343 = !DILocation(line: 0, scope: !197, inlinedAt: !344)
!344 = distinct !DILocation(line: 80, column: 8, scope: !151)
!345 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !344)
!346 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !344)
!347 = !DILocation(line: 0, scope: !197, inlinedAt: !348)
!348 = distinct !DILocation(line: 80, column: 34, scope: !151)
!349 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !348)
!350 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !348)
!351 = !DILocation(line: 81, column: 3, scope: !151)
!352 = !DILocation(line: 81, column: 18, scope: !151)
!353 = !DILocation(line: 0, scope: !197, inlinedAt: !354)
!354 = distinct !DILocation(line: 83, column: 8, scope: !151)
!355 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !354)
!356 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !354)
!357 = !DILocation(line: 0, scope: !197, inlinedAt: !358)
!358 = distinct !DILocation(line: 83, column: 35, scope: !151)
!359 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !358)
!360 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !358)
!361 = !DILocation(line: 0, scope: !197, inlinedAt: !362)
!362 = distinct !DILocation(line: 84, column: 8, scope: !151)
!363 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !362)
!364 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !362)
!365 = !DILocation(line: 0, scope: !197, inlinedAt: !366)
!366 = distinct !DILocation(line: 84, column: 36, scope: !151)
!367 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !366)
!368 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !366)
!369 = !DILocation(line: 0, scope: !197, inlinedAt: !370)
!370 = distinct !DILocation(line: 85, column: 8, scope: !151)
!371 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !370)
!372 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !370)
!373 = !DILocation(line: 0, scope: !197, inlinedAt: !374)
!374 = distinct !DILocation(line: 85, column: 35, scope: !151)
!375 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !374)
!376 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !374)
!377 = !DILocation(line: 0, scope: !197, inlinedAt: !378)
!378 = distinct !DILocation(line: 86, column: 8, scope: !151)
!379 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !378)
!380 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !378)
!381 = !DILocation(line: 0, scope: !197, inlinedAt: !382)
!382 = distinct !DILocation(line: 86, column: 36, scope: !151)
!383 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !382)
!384 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !382)
!385 = !DILocation(line: 0, scope: !197, inlinedAt: !386)
!386 = distinct !DILocation(line: 88, column: 8, scope: !151)
!387 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !386)
!388 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !386)
!389 = !DILocation(line: 0, scope: !197, inlinedAt: !390)
!390 = distinct !DILocation(line: 88, column: 35, scope: !151)
!391 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !390)
!392 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !390)
!393 = !DILocation(line: 0, scope: !197, inlinedAt: !394)
!394 = distinct !DILocation(line: 89, column: 8, scope: !151)
!395 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !394)
!396 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !394)
!397 = !DILocation(line: 0, scope: !197, inlinedAt: !398)
!398 = distinct !DILocation(line: 89, column: 48, scope: !151)
!399 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !398)
!400 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !398)
!401 = !DILocation(line: 0, scope: !197, inlinedAt: !402)
!402 = distinct !DILocation(line: 90, column: 8, scope: !151)
!403 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !402)
!404 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !402)
!405 = !DILocation(line: 0, scope: !197, inlinedAt: !406)
!406 = distinct !DILocation(line: 90, column: 35, scope: !151)
!407 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !406)
!408 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !406)
!409 = !DILocation(line: 0, scope: !197, inlinedAt: !410)
!410 = distinct !DILocation(line: 91, column: 8, scope: !151)
!411 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !410)
!412 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !410)
!413 = !DILocation(line: 0, scope: !197, inlinedAt: !414)
!414 = distinct !DILocation(line: 91, column: 35, scope: !151)
!415 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !414)
!416 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !414)
!417 = !DILocation(line: 0, scope: !197, inlinedAt: !418)
!418 = distinct !DILocation(line: 92, column: 8, scope: !151)
!419 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !418)
!420 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !418)
!421 = !DILocation(line: 0, scope: !197, inlinedAt: !422)
!422 = distinct !DILocation(line: 93, column: 8, scope: !151)
!423 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !422)
!424 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !422)
!425 = !DILocation(line: 0, scope: !197, inlinedAt: !426)
!426 = distinct !DILocation(line: 93, column: 35, scope: !151)
!427 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !426)
!428 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !426)
!429 = !DILocation(line: 0, scope: !197, inlinedAt: !430)
!430 = distinct !DILocation(line: 94, column: 8, scope: !151)
!431 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !430)
!432 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !430)
!433 = !DILocation(line: 0, scope: !197, inlinedAt: !434)
!434 = distinct !DILocation(line: 94, column: 36, scope: !151)
!435 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !434)
!436 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !434)
!437 = !DILocation(line: 0, scope: !197, inlinedAt: !438)
!438 = distinct !DILocation(line: 95, column: 8, scope: !151)
!439 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !438)
!440 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !438)
!441 = !DILocation(line: 0, scope: !197, inlinedAt: !442)
!442 = distinct !DILocation(line: 95, column: 36, scope: !151)
!443 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !442)
!444 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !442)
!445 = !DILocation(line: 0, scope: !197, inlinedAt: !446)
!446 = distinct !DILocation(line: 96, column: 8, scope: !151)
!447 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !446)
!448 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !446)
!449 = !DILocation(line: 0, scope: !197, inlinedAt: !450)
!450 = distinct !DILocation(line: 96, column: 34, scope: !151)
!451 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !450)
!452 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !450)
!453 = !DILocation(line: 97, column: 3, scope: !151)
!454 = !DILocation(line: 97, column: 18, scope: !151)
!455 = !DILocation(line: 0, scope: !197, inlinedAt: !456)
!456 = distinct !DILocation(line: 98, column: 8, scope: !151)
!457 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !456)
!458 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !456)
!459 = !DILocation(line: 0, scope: !197, inlinedAt: !460)
!460 = distinct !DILocation(line: 98, column: 35, scope: !151)
!461 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !460)
!462 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !460)
!463 = !DILocation(line: 0, scope: !197, inlinedAt: !464)
!464 = distinct !DILocation(line: 99, column: 8, scope: !151)
!465 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !464)
!466 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !464)
!467 = !DILocation(line: 0, scope: !197, inlinedAt: !468)
!468 = distinct !DILocation(line: 100, column: 8, scope: !151)
!469 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !468)
!470 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !468)
!471 = !DILocation(line: 0, scope: !197, inlinedAt: !472)
!472 = distinct !DILocation(line: 100, column: 35, scope: !151)
!473 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !472)
!474 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !472)
!475 = !DILocation(line: 0, scope: !197, inlinedAt: !476)
!476 = distinct !DILocation(line: 101, column: 8, scope: !151)
!477 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !476)
!478 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !476)
!479 = !DILocation(line: 0, scope: !197, inlinedAt: !480)
!480 = distinct !DILocation(line: 102, column: 8, scope: !151)
!481 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !480)
!482 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !480)
!483 = !DILocation(line: 0, scope: !197, inlinedAt: !484)
!484 = distinct !DILocation(line: 103, column: 8, scope: !151)
!485 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !484)
!486 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !484)
!487 = !DILocation(line: 0, scope: !197, inlinedAt: !488)
!488 = distinct !DILocation(line: 104, column: 8, scope: !151)
!489 = !DILocation(line: 49, column: 46, scope: !197, inlinedAt: !488)
!490 = !DILocation(line: 49, column: 55, scope: !197, inlinedAt: !488)
!491 = !DILocation(line: 106, column: 3, scope: !151)
!492 = !DILocation(line: 106, column: 8, scope: !151)
!493 = !DILocation(line: 106, column: 18, scope: !151)
!494 = !DILocation(line: 107, column: 3, scope: !151)
!495 = !DILocation(line: 107, column: 8, scope: !151)
!496 = !DILocation(line: 108, column: 39, scope: !151)
!497 = !DILocation(line: 108, column: 16, scope: !151)
!498 = !DILocation(line: 109, column: 49, scope: !151)
!499 = !DILocation(line: 109, column: 3, scope: !151)
!500 = !DILocation(line: 111, column: 1, scope: !151)
!501 = !DILocation(line: 110, column: 3, scope: !151)
