; ModuleID = 'vla_stencil.c'
source_filename = "vla_stencil.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kernel_sweep(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %1, metadata !25, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %2, metadata !26, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %3, metadata !27, metadata !DIExpression()), !dbg !33
  %5 = zext i32 %1 to i64
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !34
  %6 = icmp sgt i32 %0, 2, !dbg !35
  br i1 %6, label %7, label %25, !dbg !36

7:                                                ; preds = %4
  %8 = add i32 %0, -1
  %9 = add i32 %1, -1
  %10 = icmp sgt i32 %1, 2
  %11 = zext i32 %8 to i64, !dbg !35
  %12 = zext i32 %9 to i64
  br label %13, !dbg !36

13:                                               ; preds = %7, %26
  %14 = phi i64 [ 1, %7 ], [ %27, %26 ]
  call void @llvm.dbg.value(metadata i64 %14, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !37
  br i1 %10, label %15, label %26, !dbg !38

15:                                               ; preds = %13
  %16 = mul nuw nsw i64 %14, %5
  %17 = getelementptr inbounds double, double* %2, i64 %16
  %18 = add nsw i64 %14, -1
  %19 = mul nuw nsw i64 %18, %5
  %20 = getelementptr inbounds double, double* %2, i64 %19
  %21 = add nuw nsw i64 %14, 1
  %22 = mul nuw nsw i64 %21, %5
  %23 = getelementptr inbounds double, double* %2, i64 %22
  %24 = getelementptr inbounds double, double* %3, i64 %16
  br label %29, !dbg !38

25:                                               ; preds = %26, %4
  ret void, !dbg !39

26:                                               ; preds = %29, %13
  %27 = add nuw nsw i64 %14, 1, !dbg !40
  call void @llvm.dbg.value(metadata i64 %27, metadata !28, metadata !DIExpression()), !dbg !34
  %28 = icmp eq i64 %27, %11, !dbg !35
  br i1 %28, label %25, label %13, !dbg !36, !llvm.loop !41

29:                                               ; preds = %15, %29
  %30 = phi i64 [ 1, %15 ], [ %43, %29 ]
  call void @llvm.dbg.value(metadata i64 %30, metadata !30, metadata !DIExpression()), !dbg !37
  %31 = getelementptr inbounds double, double* %17, i64 %30, !dbg !45
  %32 = load double, double* %31, align 8, !dbg !45, !tbaa !47
  %33 = getelementptr inbounds double, double* %20, i64 %30, !dbg !51
  %34 = load double, double* %33, align 8, !dbg !51, !tbaa !47
  %35 = fadd double %32, %34, !dbg !52
  %36 = getelementptr inbounds double, double* %23, i64 %30, !dbg !53
  %37 = load double, double* %36, align 8, !dbg !53, !tbaa !47
  %38 = fadd double %35, %37, !dbg !54
  %39 = add nsw i64 %30, -1, !dbg !55
  %40 = getelementptr inbounds double, double* %17, i64 %39, !dbg !56
  %41 = load double, double* %40, align 8, !dbg !56, !tbaa !47
  %42 = fadd double %38, %41, !dbg !57
  %43 = add nuw nsw i64 %30, 1, !dbg !58
  %44 = getelementptr inbounds double, double* %17, i64 %43, !dbg !59
  %45 = load double, double* %44, align 8, !dbg !59, !tbaa !47
  %46 = fadd double %42, %45, !dbg !60
  %47 = fmul double %46, 2.000000e-01, !dbg !61
  %48 = getelementptr inbounds double, double* %24, i64 %30, !dbg !62
  store double %47, double* %48, align 8, !dbg !63, !tbaa !47
  call void @llvm.dbg.value(metadata i64 %43, metadata !30, metadata !DIExpression()), !dbg !37
  %49 = icmp eq i64 %43, %12, !dbg !64
  br i1 %49, label %26, label %29, !dbg !38, !llvm.loop !65
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !67 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !71, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i8** %1, metadata !72, metadata !DIExpression()), !dbg !89
  %3 = icmp sgt i32 %0, 1, !dbg !90
  br i1 %3, label %4, label %9, !dbg !91

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !92
  %6 = load i8*, i8** %5, align 8, !dbg !92, !tbaa !93
  call void @llvm.dbg.value(metadata i8* %6, metadata !95, metadata !DIExpression()) #7, !dbg !103
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !105
  %8 = trunc i64 %7 to i32, !dbg !106
  br label %9, !dbg !91

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 64, %2 ], !dbg !91
  call void @llvm.dbg.value(metadata i32 %10, metadata !73, metadata !DIExpression()), !dbg !89
  %11 = icmp sgt i32 %0, 2, !dbg !107
  br i1 %11, label %12, label %17, !dbg !108

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !109
  %14 = load i8*, i8** %13, align 8, !dbg !109, !tbaa !93
  call void @llvm.dbg.value(metadata i8* %14, metadata !95, metadata !DIExpression()) #7, !dbg !110
  %15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #7, !dbg !112
  %16 = trunc i64 %15 to i32, !dbg !113
  br label %17, !dbg !108

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %16, %12 ], [ 80, %9 ], !dbg !108
  call void @llvm.dbg.value(metadata i32 %18, metadata !74, metadata !DIExpression()), !dbg !89
  %19 = icmp sgt i32 %0, 3, !dbg !114
  br i1 %19, label %20, label %25, !dbg !115

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !116
  %22 = load i8*, i8** %21, align 8, !dbg !116, !tbaa !93
  call void @llvm.dbg.value(metadata i8* %22, metadata !95, metadata !DIExpression()) #7, !dbg !117
  %23 = call i64 @strtol(i8* nocapture noundef nonnull %22, i8** noundef null, i32 noundef 10) #7, !dbg !119
  %24 = trunc i64 %23 to i32, !dbg !120
  br label %25, !dbg !115

25:                                               ; preds = %17, %20
  %26 = phi i32 [ %24, %20 ], [ 12, %17 ], !dbg !115
  call void @llvm.dbg.value(metadata i32 %26, metadata !75, metadata !DIExpression()), !dbg !89
  %27 = zext i32 %18 to i64, !dbg !121
  %28 = zext i32 %10 to i64, !dbg !122
  %29 = shl nuw nsw i64 %28, 3, !dbg !122
  %30 = mul i64 %29, %27, !dbg !122
  %31 = call noalias i8* @malloc(i64 noundef %30) #7, !dbg !123
  %32 = bitcast i8* %31 to double*, !dbg !123
  call void @llvm.dbg.value(metadata double* %32, metadata !76, metadata !DIExpression()), !dbg !89
  %33 = call noalias i8* @malloc(i64 noundef %30) #7, !dbg !124
  %34 = bitcast i8* %33 to double*, !dbg !124
  call void @llvm.dbg.value(metadata double* %34, metadata !77, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !78, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 %10, metadata !125, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 %18, metadata !130, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata double* %32, metadata !131, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !132, metadata !DIExpression()), !dbg !139
  %35 = icmp sgt i32 %10, 0, !dbg !140
  br i1 %35, label %36, label %89, !dbg !141

36:                                               ; preds = %25
  %37 = icmp sgt i32 %18, 0
  br label %38, !dbg !141

38:                                               ; preds = %45, %36
  %39 = phi i64 [ 0, %36 ], [ %46, %45 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !132, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 0, metadata !134, metadata !DIExpression()), !dbg !142
  br i1 %37, label %40, label %45, !dbg !143

40:                                               ; preds = %38
  %41 = icmp eq i64 %39, 0
  %42 = mul nuw nsw i64 %39, %27
  %43 = getelementptr inbounds double, double* %32, i64 %42
  %44 = trunc i64 %39 to i32
  br label %48, !dbg !143

45:                                               ; preds = %57, %38
  %46 = add nuw nsw i64 %39, 1, !dbg !144
  call void @llvm.dbg.value(metadata i64 %46, metadata !132, metadata !DIExpression()), !dbg !139
  %47 = icmp eq i64 %46, %28, !dbg !140
  br i1 %47, label %62, label %38, !dbg !141, !llvm.loop !145

48:                                               ; preds = %57, %40
  %49 = phi i64 [ 0, %40 ], [ %60, %57 ]
  call void @llvm.dbg.value(metadata i64 %49, metadata !134, metadata !DIExpression()), !dbg !142
  %50 = icmp eq i64 %49, 0
  %51 = select i1 %41, i1 true, i1 %50, !dbg !147
  br i1 %51, label %57, label %52, !dbg !147

52:                                               ; preds = %48
  %53 = trunc i64 %49 to i32, !dbg !149
  %54 = mul nsw i32 %53, %44, !dbg !149
  %55 = urem i32 %54, 7, !dbg !150
  %56 = sitofp i32 %55 to double, !dbg !151
  br label %57, !dbg !152

57:                                               ; preds = %52, %48
  %58 = phi double [ %56, %52 ], [ 1.000000e+02, %48 ], !dbg !152
  %59 = getelementptr inbounds double, double* %43, i64 %49, !dbg !153
  store double %58, double* %59, align 8, !dbg !154, !tbaa !47
  %60 = add nuw nsw i64 %49, 1, !dbg !155
  call void @llvm.dbg.value(metadata i64 %60, metadata !134, metadata !DIExpression()), !dbg !142
  %61 = icmp eq i64 %60, %27, !dbg !156
  br i1 %61, label %45, label %48, !dbg !143, !llvm.loop !157

62:                                               ; preds = %45
  call void @llvm.dbg.value(metadata i32 %10, metadata !125, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 %18, metadata !130, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata double* %34, metadata !131, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 0, metadata !132, metadata !DIExpression()), !dbg !161
  br i1 %35, label %63, label %89, !dbg !162

63:                                               ; preds = %62
  %64 = icmp sgt i32 %18, 0
  br label %65, !dbg !162

65:                                               ; preds = %72, %63
  %66 = phi i64 [ 0, %63 ], [ %73, %72 ]
  call void @llvm.dbg.value(metadata i64 %66, metadata !132, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !134, metadata !DIExpression()), !dbg !163
  br i1 %64, label %67, label %72, !dbg !164

67:                                               ; preds = %65
  %68 = icmp eq i64 %66, 0
  %69 = mul nuw nsw i64 %66, %27
  %70 = getelementptr inbounds double, double* %34, i64 %69
  %71 = trunc i64 %66 to i32
  br label %75, !dbg !164

72:                                               ; preds = %84, %65
  %73 = add nuw nsw i64 %66, 1, !dbg !165
  call void @llvm.dbg.value(metadata i64 %73, metadata !132, metadata !DIExpression()), !dbg !161
  %74 = icmp eq i64 %73, %28, !dbg !166
  br i1 %74, label %89, label %65, !dbg !162, !llvm.loop !167

75:                                               ; preds = %84, %67
  %76 = phi i64 [ 0, %67 ], [ %87, %84 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !134, metadata !DIExpression()), !dbg !163
  %77 = icmp eq i64 %76, 0
  %78 = select i1 %68, i1 true, i1 %77, !dbg !169
  br i1 %78, label %84, label %79, !dbg !169

79:                                               ; preds = %75
  %80 = trunc i64 %76 to i32, !dbg !170
  %81 = mul nsw i32 %80, %71, !dbg !170
  %82 = urem i32 %81, 7, !dbg !171
  %83 = sitofp i32 %82 to double, !dbg !172
  br label %84, !dbg !173

84:                                               ; preds = %79, %75
  %85 = phi double [ %83, %79 ], [ 1.000000e+02, %75 ], !dbg !173
  %86 = getelementptr inbounds double, double* %70, i64 %76, !dbg !174
  store double %85, double* %86, align 8, !dbg !175, !tbaa !47
  %87 = add nuw nsw i64 %76, 1, !dbg !176
  call void @llvm.dbg.value(metadata i64 %87, metadata !134, metadata !DIExpression()), !dbg !163
  %88 = icmp eq i64 %87, %27, !dbg !177
  br i1 %88, label %72, label %75, !dbg !164, !llvm.loop !178

89:                                               ; preds = %72, %25, %62
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata double* %34, metadata !77, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata double* %32, metadata !76, metadata !DIExpression()), !dbg !89
  %90 = icmp sgt i32 %26, 0, !dbg !181
  br i1 %90, label %91, label %98, !dbg !182

91:                                               ; preds = %89
  %92 = icmp sgt i32 %10, 2
  %93 = add i32 %10, -1
  %94 = add i32 %18, -1
  %95 = icmp sgt i32 %18, 2
  %96 = zext i32 %93 to i64
  %97 = zext i32 %94 to i64
  br label %106, !dbg !182

98:                                               ; preds = %146, %89
  %99 = phi double* [ %32, %89 ], [ %108, %146 ], !dbg !89
  %100 = phi double* [ %34, %89 ], [ %109, %146 ], !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !78, metadata !DIExpression()), !dbg !89
  %101 = icmp sgt i32 %10, 0, !dbg !184
  br i1 %101, label %102, label %155, !dbg !185

102:                                              ; preds = %98
  %103 = icmp sgt i32 %18, 0
  %104 = zext i32 %10 to i64, !dbg !184
  %105 = zext i32 %18 to i64
  br label %149, !dbg !185

106:                                              ; preds = %91, %146
  %107 = phi i32 [ 0, %91 ], [ %147, %146 ]
  %108 = phi double* [ %34, %91 ], [ %109, %146 ]
  %109 = phi double* [ %32, %91 ], [ %108, %146 ]
  call void @llvm.dbg.value(metadata i32 %107, metadata !79, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata double* %108, metadata !77, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata double* %109, metadata !76, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 %10, metadata !24, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.value(metadata i32 %18, metadata !25, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.value(metadata double* %109, metadata !26, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.value(metadata double* %108, metadata !27, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !188
  br i1 %92, label %110, label %146, !dbg !189

110:                                              ; preds = %106, %122
  %111 = phi i64 [ %123, %122 ], [ 1, %106 ]
  call void @llvm.dbg.value(metadata i64 %111, metadata !28, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !190
  br i1 %95, label %112, label %122, !dbg !191

112:                                              ; preds = %110
  %113 = mul nuw nsw i64 %111, %27
  %114 = getelementptr inbounds double, double* %109, i64 %113
  %115 = add nsw i64 %111, -1
  %116 = mul nuw nsw i64 %115, %27
  %117 = getelementptr inbounds double, double* %109, i64 %116
  %118 = add nuw nsw i64 %111, 1
  %119 = mul nuw nsw i64 %118, %27
  %120 = getelementptr inbounds double, double* %109, i64 %119
  %121 = getelementptr inbounds double, double* %108, i64 %113
  br label %125, !dbg !191

122:                                              ; preds = %125, %110
  %123 = add nuw nsw i64 %111, 1, !dbg !192
  call void @llvm.dbg.value(metadata i64 %123, metadata !28, metadata !DIExpression()), !dbg !188
  %124 = icmp eq i64 %123, %96, !dbg !193
  br i1 %124, label %146, label %110, !dbg !189, !llvm.loop !194

125:                                              ; preds = %125, %112
  %126 = phi i64 [ 1, %112 ], [ %139, %125 ]
  call void @llvm.dbg.value(metadata i64 %126, metadata !30, metadata !DIExpression()), !dbg !190
  %127 = getelementptr inbounds double, double* %114, i64 %126, !dbg !196
  %128 = load double, double* %127, align 8, !dbg !196, !tbaa !47
  %129 = getelementptr inbounds double, double* %117, i64 %126, !dbg !197
  %130 = load double, double* %129, align 8, !dbg !197, !tbaa !47
  %131 = fadd double %128, %130, !dbg !198
  %132 = getelementptr inbounds double, double* %120, i64 %126, !dbg !199
  %133 = load double, double* %132, align 8, !dbg !199, !tbaa !47
  %134 = fadd double %131, %133, !dbg !200
  %135 = add nsw i64 %126, -1, !dbg !201
  %136 = getelementptr inbounds double, double* %114, i64 %135, !dbg !202
  %137 = load double, double* %136, align 8, !dbg !202, !tbaa !47
  %138 = fadd double %134, %137, !dbg !203
  %139 = add nuw nsw i64 %126, 1, !dbg !204
  %140 = getelementptr inbounds double, double* %114, i64 %139, !dbg !205
  %141 = load double, double* %140, align 8, !dbg !205, !tbaa !47
  %142 = fadd double %138, %141, !dbg !206
  %143 = fmul double %142, 2.000000e-01, !dbg !207
  %144 = getelementptr inbounds double, double* %121, i64 %126, !dbg !208
  store double %143, double* %144, align 8, !dbg !209, !tbaa !47
  call void @llvm.dbg.value(metadata i64 %139, metadata !30, metadata !DIExpression()), !dbg !190
  %145 = icmp eq i64 %139, %97, !dbg !210
  br i1 %145, label %122, label %125, !dbg !191, !llvm.loop !211

146:                                              ; preds = %122, %106
  call void @llvm.dbg.value(metadata double* %109, metadata !81, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata double* %108, metadata !76, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata double* %109, metadata !77, metadata !DIExpression()), !dbg !89
  %147 = add nuw nsw i32 %107, 1, !dbg !214
  call void @llvm.dbg.value(metadata i32 %147, metadata !79, metadata !DIExpression()), !dbg !180
  %148 = icmp eq i32 %147, %26, !dbg !181
  br i1 %148, label %98, label %106, !dbg !182, !llvm.loop !215

149:                                              ; preds = %102, %160
  %150 = phi i64 [ 0, %102 ], [ %162, %160 ]
  %151 = phi double [ 0.000000e+00, %102 ], [ %161, %160 ]
  call void @llvm.dbg.value(metadata i64 %150, metadata !84, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata double %151, metadata !78, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata double %151, metadata !78, metadata !DIExpression()), !dbg !89
  br i1 %103, label %152, label %160, !dbg !218

152:                                              ; preds = %149
  %153 = mul nuw nsw i64 %150, %27
  %154 = getelementptr inbounds double, double* %99, i64 %153
  br label %164, !dbg !218

155:                                              ; preds = %160, %98
  %156 = phi double [ 0.000000e+00, %98 ], [ %161, %160 ], !dbg !219
  %157 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %156), !dbg !220
  %158 = bitcast double* %99 to i8*, !dbg !221
  call void @free(i8* noundef %158) #7, !dbg !222
  %159 = bitcast double* %100 to i8*, !dbg !223
  call void @free(i8* noundef %159) #7, !dbg !224
  ret i32 0, !dbg !225

160:                                              ; preds = %164, %149
  %161 = phi double [ %151, %149 ], [ %169, %164 ], !dbg !89
  %162 = add nuw nsw i64 %150, 1, !dbg !226
  call void @llvm.dbg.value(metadata i64 %162, metadata !84, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata double %161, metadata !78, metadata !DIExpression()), !dbg !89
  %163 = icmp eq i64 %162, %104, !dbg !184
  br i1 %163, label %155, label %149, !dbg !185, !llvm.loop !227

164:                                              ; preds = %152, %164
  %165 = phi i64 [ 0, %152 ], [ %170, %164 ]
  %166 = phi double [ %151, %152 ], [ %169, %164 ]
  call void @llvm.dbg.value(metadata i64 %165, metadata !86, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata double %166, metadata !78, metadata !DIExpression()), !dbg !89
  %167 = getelementptr inbounds double, double* %154, i64 %165, !dbg !229
  %168 = load double, double* %167, align 8, !dbg !229, !tbaa !47
  %169 = fadd double %166, %168, !dbg !231
  call void @llvm.dbg.value(metadata double %169, metadata !78, metadata !DIExpression()), !dbg !89
  %170 = add nuw nsw i64 %165, 1, !dbg !232
  call void @llvm.dbg.value(metadata i64 %170, metadata !86, metadata !DIExpression()), !dbg !217
  %171 = icmp eq i64 %170, %105, !dbg !233
  br i1 %171, label %160, label %164, !dbg !218, !llvm.loop !234
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
!1 = !DIFile(filename: "vla_stencil.c", directory: ".", checksumkind: CSK_MD5, checksum: "a83b819e8c81f5cc53107425d1dc86c1")
!2 = !{!3, !4, !7, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "kernel_sweep", scope: !1, file: !1, line: 14, type: !17, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !3, !3, !19, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: -1)
!23 = !{!24, !25, !26, !27, !28, !30}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 14, type: !3)
!25 = !DILocalVariable(name: "m", arg: 2, scope: !16, file: !1, line: 14, type: !3)
!26 = !DILocalVariable(name: "in", arg: 3, scope: !16, file: !1, line: 14, type: !19)
!27 = !DILocalVariable(name: "out", arg: 4, scope: !16, file: !1, line: 14, type: !19)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 16, type: !3)
!29 = distinct !DILexicalBlock(scope: !16, file: !1, line: 16, column: 3)
!30 = !DILocalVariable(name: "j", scope: !31, file: !1, line: 17, type: !3)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 17, column: 5)
!32 = distinct !DILexicalBlock(scope: !29, file: !1, line: 16, column: 3)
!33 = !DILocation(line: 0, scope: !16)
!34 = !DILocation(line: 0, scope: !29)
!35 = !DILocation(line: 16, column: 21, scope: !32)
!36 = !DILocation(line: 16, column: 3, scope: !29)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 17, column: 5, scope: !31)
!39 = !DILocation(line: 20, column: 1, scope: !16)
!40 = !DILocation(line: 16, column: 31, scope: !32)
!41 = distinct !{!41, !36, !42, !43, !44}
!42 = !DILocation(line: 19, column: 53, scope: !29)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = !DILocation(line: 18, column: 26, scope: !46)
!46 = distinct !DILexicalBlock(scope: !31, file: !1, line: 17, column: 5)
!47 = !{!48, !48, i64 0}
!48 = !{!"double", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 18, column: 37, scope: !46)
!52 = !DILocation(line: 18, column: 35, scope: !46)
!53 = !DILocation(line: 18, column: 52, scope: !46)
!54 = !DILocation(line: 18, column: 50, scope: !46)
!55 = !DILocation(line: 19, column: 34, scope: !46)
!56 = !DILocation(line: 19, column: 26, scope: !46)
!57 = !DILocation(line: 18, column: 65, scope: !46)
!58 = !DILocation(line: 19, column: 49, scope: !46)
!59 = !DILocation(line: 19, column: 41, scope: !46)
!60 = !DILocation(line: 19, column: 39, scope: !46)
!61 = !DILocation(line: 18, column: 23, scope: !46)
!62 = !DILocation(line: 18, column: 7, scope: !46)
!63 = !DILocation(line: 18, column: 17, scope: !46)
!64 = !DILocation(line: 17, column: 23, scope: !46)
!65 = distinct !{!65, !38, !66, !43, !44}
!66 = !DILocation(line: 19, column: 53, scope: !31)
!67 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !68, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!3, !3, !4}
!70 = !{!71, !72, !73, !74, !75, !76, !77, !78, !79, !81, !84, !86}
!71 = !DILocalVariable(name: "argc", arg: 1, scope: !67, file: !1, line: 22, type: !3)
!72 = !DILocalVariable(name: "argv", arg: 2, scope: !67, file: !1, line: 22, type: !4)
!73 = !DILocalVariable(name: "n", scope: !67, file: !1, line: 24, type: !3)
!74 = !DILocalVariable(name: "m", scope: !67, file: !1, line: 25, type: !3)
!75 = !DILocalVariable(name: "steps", scope: !67, file: !1, line: 26, type: !3)
!76 = !DILocalVariable(name: "a", scope: !67, file: !1, line: 27, type: !19)
!77 = !DILocalVariable(name: "b", scope: !67, file: !1, line: 28, type: !19)
!78 = !DILocalVariable(name: "s", scope: !67, file: !1, line: 29, type: !8)
!79 = !DILocalVariable(name: "t", scope: !80, file: !1, line: 33, type: !3)
!80 = distinct !DILexicalBlock(scope: !67, file: !1, line: 33, column: 3)
!81 = !DILocalVariable(name: "tmp", scope: !82, file: !1, line: 35, type: !19)
!82 = distinct !DILexicalBlock(scope: !83, file: !1, line: 33, column: 35)
!83 = distinct !DILexicalBlock(scope: !80, file: !1, line: 33, column: 3)
!84 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 39, type: !3)
!85 = distinct !DILexicalBlock(scope: !67, file: !1, line: 39, column: 3)
!86 = !DILocalVariable(name: "j", scope: !87, file: !1, line: 40, type: !3)
!87 = distinct !DILexicalBlock(scope: !88, file: !1, line: 40, column: 5)
!88 = distinct !DILexicalBlock(scope: !85, file: !1, line: 39, column: 3)
!89 = !DILocation(line: 0, scope: !67)
!90 = !DILocation(line: 24, column: 16, scope: !67)
!91 = !DILocation(line: 24, column: 11, scope: !67)
!92 = !DILocation(line: 24, column: 27, scope: !67)
!93 = !{!94, !94, i64 0}
!94 = !{!"any pointer", !49, i64 0}
!95 = !DILocalVariable(name: "__nptr", arg: 1, scope: !96, file: !97, line: 362, type: !100)
!96 = distinct !DISubprogram(name: "atoi", scope: !97, file: !97, line: 362, type: !98, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !102)
!97 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!98 = !DISubroutineType(types: !99)
!99 = !{!3, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!102 = !{!95}
!103 = !DILocation(line: 0, scope: !96, inlinedAt: !104)
!104 = distinct !DILocation(line: 24, column: 22, scope: !67)
!105 = !DILocation(line: 364, column: 16, scope: !96, inlinedAt: !104)
!106 = !DILocation(line: 364, column: 10, scope: !96, inlinedAt: !104)
!107 = !DILocation(line: 25, column: 16, scope: !67)
!108 = !DILocation(line: 25, column: 11, scope: !67)
!109 = !DILocation(line: 25, column: 27, scope: !67)
!110 = !DILocation(line: 0, scope: !96, inlinedAt: !111)
!111 = distinct !DILocation(line: 25, column: 22, scope: !67)
!112 = !DILocation(line: 364, column: 16, scope: !96, inlinedAt: !111)
!113 = !DILocation(line: 364, column: 10, scope: !96, inlinedAt: !111)
!114 = !DILocation(line: 26, column: 20, scope: !67)
!115 = !DILocation(line: 26, column: 15, scope: !67)
!116 = !DILocation(line: 26, column: 31, scope: !67)
!117 = !DILocation(line: 0, scope: !96, inlinedAt: !118)
!118 = distinct !DILocation(line: 26, column: 26, scope: !67)
!119 = !DILocation(line: 364, column: 16, scope: !96, inlinedAt: !118)
!120 = !DILocation(line: 364, column: 10, scope: !96, inlinedAt: !118)
!121 = !DILocation(line: 27, column: 3, scope: !67)
!122 = !DILocation(line: 27, column: 27, scope: !67)
!123 = !DILocation(line: 27, column: 20, scope: !67)
!124 = !DILocation(line: 28, column: 20, scope: !67)
!125 = !DILocalVariable(name: "n", arg: 1, scope: !126, file: !1, line: 7, type: !3)
!126 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 7, type: !127, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !3, !3, !19}
!129 = !{!125, !130, !131, !132, !134}
!130 = !DILocalVariable(name: "m", arg: 2, scope: !126, file: !1, line: 7, type: !3)
!131 = !DILocalVariable(name: "g", arg: 3, scope: !126, file: !1, line: 7, type: !19)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 9, type: !3)
!133 = distinct !DILexicalBlock(scope: !126, file: !1, line: 9, column: 3)
!134 = !DILocalVariable(name: "j", scope: !135, file: !1, line: 10, type: !3)
!135 = distinct !DILexicalBlock(scope: !136, file: !1, line: 10, column: 5)
!136 = distinct !DILexicalBlock(scope: !133, file: !1, line: 9, column: 3)
!137 = !DILocation(line: 0, scope: !126, inlinedAt: !138)
!138 = distinct !DILocation(line: 31, column: 3, scope: !67)
!139 = !DILocation(line: 0, scope: !133, inlinedAt: !138)
!140 = !DILocation(line: 9, column: 21, scope: !136, inlinedAt: !138)
!141 = !DILocation(line: 9, column: 3, scope: !133, inlinedAt: !138)
!142 = !DILocation(line: 0, scope: !135, inlinedAt: !138)
!143 = !DILocation(line: 10, column: 5, scope: !135, inlinedAt: !138)
!144 = !DILocation(line: 9, column: 27, scope: !136, inlinedAt: !138)
!145 = distinct !{!145, !141, !146, !43, !44}
!146 = !DILocation(line: 11, column: 66, scope: !133, inlinedAt: !138)
!147 = !DILocation(line: 11, column: 25, scope: !148, inlinedAt: !138)
!148 = distinct !DILexicalBlock(scope: !135, file: !1, line: 10, column: 5)
!149 = !DILocation(line: 11, column: 58, scope: !148, inlinedAt: !138)
!150 = !DILocation(line: 11, column: 63, scope: !148, inlinedAt: !138)
!151 = !DILocation(line: 11, column: 46, scope: !148, inlinedAt: !138)
!152 = !DILocation(line: 11, column: 17, scope: !148, inlinedAt: !138)
!153 = !DILocation(line: 11, column: 7, scope: !148, inlinedAt: !138)
!154 = !DILocation(line: 11, column: 15, scope: !148, inlinedAt: !138)
!155 = !DILocation(line: 10, column: 29, scope: !148, inlinedAt: !138)
!156 = !DILocation(line: 10, column: 23, scope: !148, inlinedAt: !138)
!157 = distinct !{!157, !143, !158, !43, !44}
!158 = !DILocation(line: 11, column: 66, scope: !135, inlinedAt: !138)
!159 = !DILocation(line: 0, scope: !126, inlinedAt: !160)
!160 = distinct !DILocation(line: 32, column: 3, scope: !67)
!161 = !DILocation(line: 0, scope: !133, inlinedAt: !160)
!162 = !DILocation(line: 9, column: 3, scope: !133, inlinedAt: !160)
!163 = !DILocation(line: 0, scope: !135, inlinedAt: !160)
!164 = !DILocation(line: 10, column: 5, scope: !135, inlinedAt: !160)
!165 = !DILocation(line: 9, column: 27, scope: !136, inlinedAt: !160)
!166 = !DILocation(line: 9, column: 21, scope: !136, inlinedAt: !160)
!167 = distinct !{!167, !162, !168, !43, !44}
!168 = !DILocation(line: 11, column: 66, scope: !133, inlinedAt: !160)
!169 = !DILocation(line: 11, column: 25, scope: !148, inlinedAt: !160)
!170 = !DILocation(line: 11, column: 58, scope: !148, inlinedAt: !160)
!171 = !DILocation(line: 11, column: 63, scope: !148, inlinedAt: !160)
!172 = !DILocation(line: 11, column: 46, scope: !148, inlinedAt: !160)
!173 = !DILocation(line: 11, column: 17, scope: !148, inlinedAt: !160)
!174 = !DILocation(line: 11, column: 7, scope: !148, inlinedAt: !160)
!175 = !DILocation(line: 11, column: 15, scope: !148, inlinedAt: !160)
!176 = !DILocation(line: 10, column: 29, scope: !148, inlinedAt: !160)
!177 = !DILocation(line: 10, column: 23, scope: !148, inlinedAt: !160)
!178 = distinct !{!178, !164, !179, !43, !44}
!179 = !DILocation(line: 11, column: 66, scope: !135, inlinedAt: !160)
!180 = !DILocation(line: 0, scope: !80)
!181 = !DILocation(line: 33, column: 21, scope: !83)
!182 = !DILocation(line: 33, column: 3, scope: !80)
!183 = !DILocation(line: 0, scope: !85)
!184 = !DILocation(line: 39, column: 21, scope: !88)
!185 = !DILocation(line: 39, column: 3, scope: !85)
!186 = !DILocation(line: 0, scope: !16, inlinedAt: !187)
!187 = distinct !DILocation(line: 34, column: 5, scope: !82)
!188 = !DILocation(line: 0, scope: !29, inlinedAt: !187)
!189 = !DILocation(line: 16, column: 3, scope: !29, inlinedAt: !187)
!190 = !DILocation(line: 0, scope: !31, inlinedAt: !187)
!191 = !DILocation(line: 17, column: 5, scope: !31, inlinedAt: !187)
!192 = !DILocation(line: 16, column: 31, scope: !32, inlinedAt: !187)
!193 = !DILocation(line: 16, column: 21, scope: !32, inlinedAt: !187)
!194 = distinct !{!194, !189, !195, !43, !44}
!195 = !DILocation(line: 19, column: 53, scope: !29, inlinedAt: !187)
!196 = !DILocation(line: 18, column: 26, scope: !46, inlinedAt: !187)
!197 = !DILocation(line: 18, column: 37, scope: !46, inlinedAt: !187)
!198 = !DILocation(line: 18, column: 35, scope: !46, inlinedAt: !187)
!199 = !DILocation(line: 18, column: 52, scope: !46, inlinedAt: !187)
!200 = !DILocation(line: 18, column: 50, scope: !46, inlinedAt: !187)
!201 = !DILocation(line: 19, column: 34, scope: !46, inlinedAt: !187)
!202 = !DILocation(line: 19, column: 26, scope: !46, inlinedAt: !187)
!203 = !DILocation(line: 18, column: 65, scope: !46, inlinedAt: !187)
!204 = !DILocation(line: 19, column: 49, scope: !46, inlinedAt: !187)
!205 = !DILocation(line: 19, column: 41, scope: !46, inlinedAt: !187)
!206 = !DILocation(line: 19, column: 39, scope: !46, inlinedAt: !187)
!207 = !DILocation(line: 18, column: 23, scope: !46, inlinedAt: !187)
!208 = !DILocation(line: 18, column: 7, scope: !46, inlinedAt: !187)
!209 = !DILocation(line: 18, column: 17, scope: !46, inlinedAt: !187)
!210 = !DILocation(line: 17, column: 23, scope: !46, inlinedAt: !187)
!211 = distinct !{!211, !191, !212, !43, !44}
!212 = !DILocation(line: 19, column: 53, scope: !31, inlinedAt: !187)
!213 = !DILocation(line: 0, scope: !82)
!214 = !DILocation(line: 33, column: 31, scope: !83)
!215 = distinct !{!215, !182, !216, !43, !44}
!216 = !DILocation(line: 38, column: 3, scope: !80)
!217 = !DILocation(line: 0, scope: !87)
!218 = !DILocation(line: 40, column: 5, scope: !87)
!219 = !DILocation(line: 29, column: 10, scope: !67)
!220 = !DILocation(line: 42, column: 3, scope: !67)
!221 = !DILocation(line: 43, column: 8, scope: !67)
!222 = !DILocation(line: 43, column: 3, scope: !67)
!223 = !DILocation(line: 44, column: 8, scope: !67)
!224 = !DILocation(line: 44, column: 3, scope: !67)
!225 = !DILocation(line: 46, column: 1, scope: !67)
!226 = !DILocation(line: 39, column: 27, scope: !88)
!227 = distinct !{!227, !185, !228, !43, !44}
!228 = !DILocation(line: 41, column: 18, scope: !85)
!229 = !DILocation(line: 41, column: 12, scope: !230)
!230 = distinct !DILexicalBlock(scope: !87, file: !1, line: 40, column: 5)
!231 = !DILocation(line: 41, column: 9, scope: !230)
!232 = !DILocation(line: 40, column: 29, scope: !230)
!233 = !DILocation(line: 40, column: 23, scope: !230)
!234 = distinct !{!234, !218, !235, !43, !44}
!235 = !DILocation(line: 41, column: 18, scope: !87)
