; ModuleID = 'args_getopt_pos.c'
source_filename = "args_getopt_pos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [4 x i8] c"vr:\00", align 1
@optarg = external local_unnamed_addr global i8*, align 8
@optind = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [19 x i8] c"n=%d m=%d reps=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.3 = private unnamed_addr constant [27 x i8] c"usage: %s [-v] [-r R] N M\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 0, metadata !21, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 1, metadata !22, metadata !DIExpression()), !dbg !43
  br label %3, !dbg !44

3:                                                ; preds = %9, %2
  %4 = phi i32 [ %12, %9 ], [ 1, %2 ]
  %5 = phi i32 [ %7, %9 ], [ 0, %2 ]
  br label %6, !dbg !44

6:                                                ; preds = %3, %6
  %7 = phi i32 [ 1, %6 ], [ %5, %3 ], !dbg !43
  call void @llvm.dbg.value(metadata i32 %7, metadata !21, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %4, metadata !22, metadata !DIExpression()), !dbg !43
  %8 = tail call i32 @getopt(i32 noundef %0, i8** noundef %1, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)) #7, !dbg !45
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()), !dbg !43
  switch i32 %8, label %13 [
    i32 -1, label %17
    i32 118, label %6
    i32 114, label %9
  ], !dbg !44, !llvm.loop !46

9:                                                ; preds = %6
  %10 = load i8*, i8** @optarg, align 8, !dbg !49, !tbaa !53
  call void @llvm.dbg.value(metadata i8* %10, metadata !57, metadata !DIExpression()) #7, !dbg !65
  %11 = tail call i64 @strtol(i8* nocapture noundef nonnull %10, i8** noundef null, i32 noundef 10) #7, !dbg !67
  %12 = trunc i64 %11 to i32, !dbg !68
  call void @llvm.dbg.value(metadata i32 %12, metadata !22, metadata !DIExpression()), !dbg !43
  br label %3, !dbg !69, !llvm.loop !46

13:                                               ; preds = %6
  %14 = load i8*, i8** %1, align 8, !dbg !70, !tbaa !53
  call void @llvm.dbg.value(metadata i8* %14, metadata !71, metadata !DIExpression()) #7, !dbg !76
  %15 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !78, !tbaa !53
  %16 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %15, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.3, i64 0, i64 0), i8* noundef %14) #8, !dbg !79
  tail call void @exit(i32 noundef 1) #9, !dbg !80
  unreachable, !dbg !80

17:                                               ; preds = %6
  %18 = load i32, i32* @optind, align 4, !dbg !81, !tbaa !83
  %19 = sub nsw i32 %0, %18, !dbg !85
  %20 = icmp slt i32 %19, 2, !dbg !86
  br i1 %20, label %21, label %25, !dbg !87

21:                                               ; preds = %17
  %22 = load i8*, i8** %1, align 8, !dbg !88, !tbaa !53
  call void @llvm.dbg.value(metadata i8* %22, metadata !71, metadata !DIExpression()) #7, !dbg !89
  %23 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !91, !tbaa !53
  %24 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %23, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.3, i64 0, i64 0), i8* noundef %22) #8, !dbg !92
  tail call void @exit(i32 noundef 1) #9, !dbg !93
  unreachable, !dbg !93

25:                                               ; preds = %17
  %26 = sext i32 %18 to i64, !dbg !94
  %27 = getelementptr inbounds i8*, i8** %1, i64 %26, !dbg !94
  %28 = load i8*, i8** %27, align 8, !dbg !94, !tbaa !53
  call void @llvm.dbg.value(metadata i8* %28, metadata !57, metadata !DIExpression()) #7, !dbg !95
  %29 = tail call i64 @strtol(i8* nocapture noundef nonnull %28, i8** noundef null, i32 noundef 10) #7, !dbg !97
  %30 = trunc i64 %29 to i32, !dbg !98
  call void @llvm.dbg.value(metadata i32 %30, metadata !24, metadata !DIExpression()), !dbg !43
  %31 = add nsw i32 %18, 1, !dbg !99
  %32 = sext i32 %31 to i64, !dbg !100
  %33 = getelementptr inbounds i8*, i8** %1, i64 %32, !dbg !100
  %34 = load i8*, i8** %33, align 8, !dbg !100, !tbaa !53
  call void @llvm.dbg.value(metadata i8* %34, metadata !57, metadata !DIExpression()) #7, !dbg !101
  %35 = tail call i64 @strtol(i8* nocapture noundef nonnull %34, i8** noundef null, i32 noundef 10) #7, !dbg !103
  %36 = trunc i64 %35 to i32, !dbg !104
  call void @llvm.dbg.value(metadata i32 %36, metadata !25, metadata !DIExpression()), !dbg !43
  %37 = shl i64 %29, 32, !dbg !105
  %38 = ashr exact i64 %37, 29, !dbg !106
  %39 = shl i64 %35, 32, !dbg !107
  %40 = ashr exact i64 %39, 32, !dbg !107
  %41 = mul i64 %40, %38, !dbg !108
  %42 = tail call noalias i8* @malloc(i64 noundef %41) #7, !dbg !109
  %43 = bitcast i8* %42 to double*, !dbg !109
  call void @llvm.dbg.value(metadata double* %43, metadata !26, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !110
  %44 = icmp sgt i32 %30, 0, !dbg !111
  br i1 %44, label %45, label %85, !dbg !112

45:                                               ; preds = %25
  %46 = icmp sgt i32 %36, 0
  %47 = shl i64 %35, 32, !dbg !112
  %48 = ashr exact i64 %47, 32, !dbg !112
  %49 = and i64 %29, 4294967295, !dbg !111
  %50 = and i64 %35, 4294967295
  %51 = icmp ult i64 %50, 4
  %52 = and i64 %35, 3
  %53 = sub nsw i64 %50, %52
  %54 = icmp eq i64 %52, 0
  br label %55, !dbg !112

55:                                               ; preds = %45, %97
  %56 = phi i64 [ 0, %45 ], [ %98, %97 ]
  call void @llvm.dbg.value(metadata i64 %56, metadata !29, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !113
  br i1 %46, label %57, label %97, !dbg !114

57:                                               ; preds = %55
  %58 = mul nsw i64 %56, %48
  br i1 %51, label %83, label %59, !dbg !114

59:                                               ; preds = %57
  %60 = insertelement <2 x i64> poison, i64 %56, i64 0, !dbg !114
  %61 = shufflevector <2 x i64> %60, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !114
  %62 = add nuw i64 %56, 2
  %63 = insertelement <2 x i64> poison, i64 %62, i64 0
  %64 = shufflevector <2 x i64> %63, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %65, !dbg !114

65:                                               ; preds = %65, %59
  %66 = phi i64 [ 0, %59 ], [ %79, %65 ], !dbg !115
  %67 = phi <2 x i64> [ <i64 0, i64 1>, %59 ], [ %80, %65 ]
  %68 = add nuw nsw <2 x i64> %67, %61, !dbg !117
  %69 = add <2 x i64> %64, %67, !dbg !117
  %70 = trunc <2 x i64> %68 to <2 x i32>, !dbg !118
  %71 = trunc <2 x i64> %69 to <2 x i32>, !dbg !118
  %72 = sitofp <2 x i32> %70 to <2 x double>, !dbg !118
  %73 = sitofp <2 x i32> %71 to <2 x double>, !dbg !118
  %74 = add nsw i64 %66, %58, !dbg !115
  %75 = getelementptr inbounds double, double* %43, i64 %74, !dbg !115
  %76 = bitcast double* %75 to <2 x double>*, !dbg !119
  store <2 x double> %72, <2 x double>* %76, align 8, !dbg !119, !tbaa !120
  %77 = getelementptr inbounds double, double* %75, i64 2, !dbg !119
  %78 = bitcast double* %77 to <2 x double>*, !dbg !119
  store <2 x double> %73, <2 x double>* %78, align 8, !dbg !119, !tbaa !120
  %79 = add nuw i64 %66, 4, !dbg !115
  %80 = add <2 x i64> %67, <i64 4, i64 4>
  %81 = icmp eq i64 %79, %53, !dbg !115
  br i1 %81, label %82, label %65, !dbg !115, !llvm.loop !122

82:                                               ; preds = %65
  br i1 %54, label %97, label %83, !dbg !114

83:                                               ; preds = %57, %82
  %84 = phi i64 [ 0, %57 ], [ %53, %82 ]
  br label %100, !dbg !114

85:                                               ; preds = %97, %25
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !43
  %86 = icmp sgt i32 %4, 0, !dbg !126
  br i1 %86, label %87, label %112, !dbg !127

87:                                               ; preds = %85
  %88 = icmp sgt i32 %36, 0
  %89 = shl i64 %35, 32, !dbg !127
  %90 = ashr exact i64 %89, 32, !dbg !127
  %91 = and i64 %29, 4294967295
  %92 = add nsw i64 %91, -1, !dbg !127
  %93 = and i64 %29, 3
  %94 = icmp ult i64 %92, 3
  %95 = sub nsw i64 %91, %93
  %96 = icmp eq i64 %93, 0
  br label %109, !dbg !127

97:                                               ; preds = %100, %82, %55
  %98 = add nuw nsw i64 %56, 1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %98, metadata !29, metadata !DIExpression()), !dbg !110
  %99 = icmp eq i64 %98, %49, !dbg !111
  br i1 %99, label %85, label %55, !dbg !112, !llvm.loop !129

100:                                              ; preds = %83, %100
  %101 = phi i64 [ %107, %100 ], [ %84, %83 ]
  call void @llvm.dbg.value(metadata i64 %101, metadata !31, metadata !DIExpression()), !dbg !113
  %102 = add nuw nsw i64 %101, %56, !dbg !117
  %103 = trunc i64 %102 to i32, !dbg !118
  %104 = sitofp i32 %103 to double, !dbg !118
  %105 = add nsw i64 %101, %58, !dbg !131
  %106 = getelementptr inbounds double, double* %43, i64 %105, !dbg !132
  store double %104, double* %106, align 8, !dbg !119, !tbaa !120
  %107 = add nuw nsw i64 %101, 1, !dbg !115
  call void @llvm.dbg.value(metadata i64 %107, metadata !31, metadata !DIExpression()), !dbg !113
  %108 = icmp eq i64 %107, %50, !dbg !133
  br i1 %108, label %97, label %100, !dbg !114, !llvm.loop !134

109:                                              ; preds = %87, %119
  %110 = phi i32 [ 0, %87 ], [ %121, %119 ]
  %111 = phi double [ 0.000000e+00, %87 ], [ %120, %119 ]
  call void @llvm.dbg.value(metadata i32 %110, metadata !35, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata double %111, metadata !34, metadata !DIExpression()), !dbg !43
  br i1 %88, label %115, label %119, !dbg !137

112:                                              ; preds = %119, %85
  %113 = phi double [ 0.000000e+00, %85 ], [ %120, %119 ], !dbg !138
  %114 = icmp eq i32 %7, 0, !dbg !139
  br i1 %114, label %175, label %173, !dbg !141

115:                                              ; preds = %109, %139
  %116 = phi i64 [ %141, %139 ], [ 0, %109 ]
  %117 = phi double [ %140, %139 ], [ %111, %109 ]
  call void @llvm.dbg.value(metadata i64 %116, metadata !37, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata double %117, metadata !34, metadata !DIExpression()), !dbg !43
  br i1 %44, label %118, label %139, !dbg !143

118:                                              ; preds = %115
  br i1 %94, label %123, label %143, !dbg !143

119:                                              ; preds = %139, %109
  %120 = phi double [ %111, %109 ], [ %140, %139 ], !dbg !138
  %121 = add nuw nsw i32 %110, 1, !dbg !144
  call void @llvm.dbg.value(metadata i32 %121, metadata !35, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %120, metadata !34, metadata !DIExpression()), !dbg !43
  %122 = icmp eq i32 %121, %4, !dbg !126
  br i1 %122, label %112, label %109, !dbg !127, !llvm.loop !145

123:                                              ; preds = %143, %118
  %124 = phi double [ undef, %118 ], [ %169, %143 ]
  %125 = phi i64 [ 0, %118 ], [ %170, %143 ]
  %126 = phi double [ %117, %118 ], [ %169, %143 ]
  br i1 %96, label %139, label %127, !dbg !143

127:                                              ; preds = %123, %127
  %128 = phi i64 [ %136, %127 ], [ %125, %123 ]
  %129 = phi double [ %135, %127 ], [ %126, %123 ]
  %130 = phi i64 [ %137, %127 ], [ 0, %123 ]
  call void @llvm.dbg.value(metadata i64 %128, metadata !40, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata double %129, metadata !34, metadata !DIExpression()), !dbg !43
  %131 = mul nsw i64 %128, %90, !dbg !147
  %132 = add nsw i64 %131, %116, !dbg !149
  %133 = getelementptr inbounds double, double* %43, i64 %132, !dbg !150
  %134 = load double, double* %133, align 8, !dbg !150, !tbaa !120
  %135 = fadd double %129, %134, !dbg !151
  call void @llvm.dbg.value(metadata double %135, metadata !34, metadata !DIExpression()), !dbg !43
  %136 = add nuw nsw i64 %128, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %136, metadata !40, metadata !DIExpression()), !dbg !142
  %137 = add i64 %130, 1, !dbg !143
  %138 = icmp eq i64 %137, %93, !dbg !143
  br i1 %138, label %139, label %127, !dbg !143, !llvm.loop !153

139:                                              ; preds = %123, %127, %115
  %140 = phi double [ %117, %115 ], [ %124, %123 ], [ %135, %127 ], !dbg !43
  %141 = add nuw nsw i64 %116, 2, !dbg !155
  call void @llvm.dbg.value(metadata i64 %141, metadata !37, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata double %140, metadata !34, metadata !DIExpression()), !dbg !43
  %142 = icmp slt i64 %141, %90, !dbg !156
  br i1 %142, label %115, label %119, !dbg !137, !llvm.loop !157

143:                                              ; preds = %118, %143
  %144 = phi i64 [ %170, %143 ], [ 0, %118 ]
  %145 = phi double [ %169, %143 ], [ %117, %118 ]
  %146 = phi i64 [ %171, %143 ], [ 0, %118 ]
  call void @llvm.dbg.value(metadata i64 %144, metadata !40, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata double %145, metadata !34, metadata !DIExpression()), !dbg !43
  %147 = mul nsw i64 %144, %90, !dbg !147
  %148 = add nsw i64 %147, %116, !dbg !149
  %149 = getelementptr inbounds double, double* %43, i64 %148, !dbg !150
  %150 = load double, double* %149, align 8, !dbg !150, !tbaa !120
  %151 = fadd double %145, %150, !dbg !151
  call void @llvm.dbg.value(metadata double %151, metadata !34, metadata !DIExpression()), !dbg !43
  %152 = or i64 %144, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %152, metadata !40, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i64 %152, metadata !40, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata double %151, metadata !34, metadata !DIExpression()), !dbg !43
  %153 = mul nsw i64 %152, %90, !dbg !147
  %154 = add nsw i64 %153, %116, !dbg !149
  %155 = getelementptr inbounds double, double* %43, i64 %154, !dbg !150
  %156 = load double, double* %155, align 8, !dbg !150, !tbaa !120
  %157 = fadd double %151, %156, !dbg !151
  call void @llvm.dbg.value(metadata double %157, metadata !34, metadata !DIExpression()), !dbg !43
  %158 = or i64 %144, 2, !dbg !152
  call void @llvm.dbg.value(metadata i64 %158, metadata !40, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i64 %158, metadata !40, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata double %157, metadata !34, metadata !DIExpression()), !dbg !43
  %159 = mul nsw i64 %158, %90, !dbg !147
  %160 = add nsw i64 %159, %116, !dbg !149
  %161 = getelementptr inbounds double, double* %43, i64 %160, !dbg !150
  %162 = load double, double* %161, align 8, !dbg !150, !tbaa !120
  %163 = fadd double %157, %162, !dbg !151
  call void @llvm.dbg.value(metadata double %163, metadata !34, metadata !DIExpression()), !dbg !43
  %164 = or i64 %144, 3, !dbg !152
  call void @llvm.dbg.value(metadata i64 %164, metadata !40, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i64 %164, metadata !40, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata double %163, metadata !34, metadata !DIExpression()), !dbg !43
  %165 = mul nsw i64 %164, %90, !dbg !147
  %166 = add nsw i64 %165, %116, !dbg !149
  %167 = getelementptr inbounds double, double* %43, i64 %166, !dbg !150
  %168 = load double, double* %167, align 8, !dbg !150, !tbaa !120
  %169 = fadd double %163, %168, !dbg !151
  call void @llvm.dbg.value(metadata double %169, metadata !34, metadata !DIExpression()), !dbg !43
  %170 = add nuw nsw i64 %144, 4, !dbg !152
  call void @llvm.dbg.value(metadata i64 %170, metadata !40, metadata !DIExpression()), !dbg !142
  %171 = add i64 %146, 4, !dbg !143
  %172 = icmp eq i64 %171, %95, !dbg !143
  br i1 %172, label %123, label %143, !dbg !143, !llvm.loop !159

173:                                              ; preds = %112
  %174 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef %30, i32 noundef %36, i32 noundef %4), !dbg !161
  br label %175, !dbg !161

175:                                              ; preds = %173, %112
  %176 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %113), !dbg !162
  ret i32 0, !dbg !163
}

; Function Attrs: nounwind
declare !dbg !164 i32 @getopt(i32 noundef, i8** noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { cold nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_getopt_pos.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "129c1a423048b1b129be890f499d733d")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !16, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !24, !25, !26, !29, !31, !34, !35, !37, !40}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 11, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 11, type: !4)
!21 = !DILocalVariable(name: "verbose", scope: !15, file: !1, line: 12, type: !3)
!22 = !DILocalVariable(name: "reps", scope: !15, file: !1, line: 12, type: !3)
!23 = !DILocalVariable(name: "c", scope: !15, file: !1, line: 12, type: !3)
!24 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 23, type: !3)
!25 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 23, type: !3)
!26 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 24, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 25, type: !3)
!30 = distinct !DILexicalBlock(scope: !15, file: !1, line: 25, column: 3)
!31 = !DILocalVariable(name: "j", scope: !32, file: !1, line: 26, type: !3)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 26, column: 5)
!33 = distinct !DILexicalBlock(scope: !30, file: !1, line: 25, column: 3)
!34 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 28, type: !28)
!35 = !DILocalVariable(name: "r", scope: !36, file: !1, line: 29, type: !3)
!36 = distinct !DILexicalBlock(scope: !15, file: !1, line: 29, column: 3)
!37 = !DILocalVariable(name: "j", scope: !38, file: !1, line: 30, type: !3)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 30, column: 5)
!39 = distinct !DILexicalBlock(scope: !36, file: !1, line: 29, column: 3)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 31, type: !3)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 31, column: 7)
!42 = distinct !DILexicalBlock(scope: !38, file: !1, line: 30, column: 5)
!43 = !DILocation(line: 0, scope: !15)
!44 = !DILocation(line: 13, column: 3, scope: !15)
!45 = !DILocation(line: 13, column: 15, scope: !15)
!46 = distinct !{!46, !44, !47, !48}
!47 = !DILocation(line: 20, column: 3, scope: !15)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 17, column: 19, scope: !50)
!50 = distinct !DILexicalBlock(scope: !51, file: !1, line: 16, column: 14)
!51 = distinct !DILexicalBlock(scope: !52, file: !1, line: 14, column: 9)
!52 = distinct !DILexicalBlock(scope: !15, file: !1, line: 13, column: 49)
!53 = !{!54, !54, i64 0}
!54 = !{!"any pointer", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocalVariable(name: "__nptr", arg: 1, scope: !58, file: !59, line: 362, type: !62)
!58 = distinct !DISubprogram(name: "atoi", scope: !59, file: !59, line: 362, type: !60, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !64)
!59 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!60 = !DISubroutineType(types: !61)
!61 = !{!3, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!64 = !{!57}
!65 = !DILocation(line: 0, scope: !58, inlinedAt: !66)
!66 = distinct !DILocation(line: 17, column: 14, scope: !50)
!67 = !DILocation(line: 364, column: 16, scope: !58, inlinedAt: !66)
!68 = !DILocation(line: 364, column: 10, scope: !58, inlinedAt: !66)
!69 = !DILocation(line: 17, column: 7, scope: !50)
!70 = !DILocation(line: 19, column: 13, scope: !50)
!71 = !DILocalVariable(name: "p", arg: 1, scope: !72, file: !1, line: 7, type: !62)
!72 = distinct !DISubprogram(name: "usage", scope: !1, file: !1, line: 7, type: !73, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{null, !62}
!75 = !{!71}
!76 = !DILocation(line: 0, scope: !72, inlinedAt: !77)
!77 = distinct !DILocation(line: 19, column: 7, scope: !50)
!78 = !DILocation(line: 8, column: 11, scope: !72, inlinedAt: !77)
!79 = !DILocation(line: 8, column: 3, scope: !72, inlinedAt: !77)
!80 = !DILocation(line: 9, column: 3, scope: !72, inlinedAt: !77)
!81 = !DILocation(line: 21, column: 14, scope: !82)
!82 = distinct !DILexicalBlock(scope: !15, file: !1, line: 21, column: 7)
!83 = !{!84, !84, i64 0}
!84 = !{!"int", !55, i64 0}
!85 = !DILocation(line: 21, column: 12, scope: !82)
!86 = !DILocation(line: 21, column: 21, scope: !82)
!87 = !DILocation(line: 21, column: 7, scope: !15)
!88 = !DILocation(line: 22, column: 11, scope: !82)
!89 = !DILocation(line: 0, scope: !72, inlinedAt: !90)
!90 = distinct !DILocation(line: 22, column: 5, scope: !82)
!91 = !DILocation(line: 8, column: 11, scope: !72, inlinedAt: !90)
!92 = !DILocation(line: 8, column: 3, scope: !72, inlinedAt: !90)
!93 = !DILocation(line: 9, column: 3, scope: !72, inlinedAt: !90)
!94 = !DILocation(line: 23, column: 16, scope: !15)
!95 = !DILocation(line: 0, scope: !58, inlinedAt: !96)
!96 = distinct !DILocation(line: 23, column: 11, scope: !15)
!97 = !DILocation(line: 364, column: 16, scope: !58, inlinedAt: !96)
!98 = !DILocation(line: 364, column: 10, scope: !58, inlinedAt: !96)
!99 = !DILocation(line: 23, column: 52, scope: !15)
!100 = !DILocation(line: 23, column: 40, scope: !15)
!101 = !DILocation(line: 0, scope: !58, inlinedAt: !102)
!102 = distinct !DILocation(line: 23, column: 35, scope: !15)
!103 = !DILocation(line: 364, column: 16, scope: !58, inlinedAt: !102)
!104 = !DILocation(line: 364, column: 10, scope: !58, inlinedAt: !102)
!105 = !DILocation(line: 24, column: 39, scope: !15)
!106 = !DILocation(line: 24, column: 37, scope: !15)
!107 = !DILocation(line: 24, column: 43, scope: !15)
!108 = !DILocation(line: 24, column: 41, scope: !15)
!109 = !DILocation(line: 24, column: 15, scope: !15)
!110 = !DILocation(line: 0, scope: !30)
!111 = !DILocation(line: 25, column: 21, scope: !33)
!112 = !DILocation(line: 25, column: 3, scope: !30)
!113 = !DILocation(line: 0, scope: !32)
!114 = !DILocation(line: 26, column: 5, scope: !32)
!115 = !DILocation(line: 26, column: 29, scope: !116)
!116 = distinct !DILexicalBlock(scope: !32, file: !1, line: 26, column: 5)
!117 = !DILocation(line: 27, column: 24, scope: !116)
!118 = !DILocation(line: 27, column: 22, scope: !116)
!119 = !DILocation(line: 27, column: 20, scope: !116)
!120 = !{!121, !121, i64 0}
!121 = !{!"double", !55, i64 0}
!122 = distinct !{!122, !114, !123, !48, !124}
!123 = !DILocation(line: 27, column: 26, scope: !32)
!124 = !{!"llvm.loop.isvectorized", i32 1}
!125 = !DILocation(line: 0, scope: !36)
!126 = !DILocation(line: 29, column: 21, scope: !39)
!127 = !DILocation(line: 29, column: 3, scope: !36)
!128 = !DILocation(line: 25, column: 27, scope: !33)
!129 = distinct !{!129, !112, !130, !48}
!130 = !DILocation(line: 27, column: 26, scope: !30)
!131 = !DILocation(line: 27, column: 15, scope: !116)
!132 = !DILocation(line: 27, column: 7, scope: !116)
!133 = !DILocation(line: 26, column: 23, scope: !116)
!134 = distinct !{!134, !114, !123, !48, !135, !124}
!135 = !{!"llvm.loop.unroll.runtime.disable"}
!136 = !DILocation(line: 0, scope: !38)
!137 = !DILocation(line: 30, column: 5, scope: !38)
!138 = !DILocation(line: 28, column: 10, scope: !15)
!139 = !DILocation(line: 33, column: 7, scope: !140)
!140 = distinct !DILexicalBlock(scope: !15, file: !1, line: 33, column: 7)
!141 = !DILocation(line: 33, column: 7, scope: !15)
!142 = !DILocation(line: 0, scope: !41)
!143 = !DILocation(line: 31, column: 7, scope: !41)
!144 = !DILocation(line: 29, column: 30, scope: !39)
!145 = distinct !{!145, !127, !146, !48}
!146 = !DILocation(line: 32, column: 25, scope: !36)
!147 = !DILocation(line: 32, column: 18, scope: !148)
!148 = distinct !DILexicalBlock(scope: !41, file: !1, line: 31, column: 7)
!149 = !DILocation(line: 32, column: 22, scope: !148)
!150 = !DILocation(line: 32, column: 14, scope: !148)
!151 = !DILocation(line: 32, column: 11, scope: !148)
!152 = !DILocation(line: 31, column: 31, scope: !148)
!153 = distinct !{!153, !154}
!154 = !{!"llvm.loop.unroll.disable"}
!155 = !DILocation(line: 30, column: 30, scope: !42)
!156 = !DILocation(line: 30, column: 23, scope: !42)
!157 = distinct !{!157, !137, !158, !48}
!158 = !DILocation(line: 32, column: 25, scope: !38)
!159 = distinct !{!159, !143, !160, !48}
!160 = !DILocation(line: 32, column: 25, scope: !41)
!161 = !DILocation(line: 34, column: 5, scope: !140)
!162 = !DILocation(line: 35, column: 3, scope: !15)
!163 = !DILocation(line: 37, column: 1, scope: !15)
!164 = !DISubprogram(name: "getopt", scope: !165, file: !165, line: 91, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !170)
!165 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/getopt_core.h", directory: "", checksumkind: CSK_MD5, checksum: "81ab788980ce9d5be2ba931a6ae17301")
!166 = !DISubroutineType(types: !167)
!167 = !{!3, !3, !168, !62}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!170 = !{}
