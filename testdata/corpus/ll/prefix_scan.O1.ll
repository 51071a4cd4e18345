; ModuleID = 'prefix_scan.c'
source_filename = "prefix_scan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"kept %d q %ld checksum %ld\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kernel_scan(i32 noundef %0, i32* nocapture noundef readonly %1, i64* nocapture noundef writeonly %2, i64* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32* %1, metadata !24, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64* %2, metadata !25, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64* %3, metadata !26, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !31
  %5 = icmp sgt i32 %0, 0, !dbg !32
  br i1 %5, label %6, label %8, !dbg !34

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64, !dbg !32
  br label %9, !dbg !34

8:                                                ; preds = %9, %4
  ret void, !dbg !35

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %18, %9 ]
  %11 = phi i64 [ 0, %6 ], [ %16, %9 ]
  call void @llvm.dbg.value(metadata i64 %10, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %11, metadata !27, metadata !DIExpression()), !dbg !30
  %12 = getelementptr inbounds i64, i64* %3, i64 %10, !dbg !36
  store i64 %11, i64* %12, align 8, !dbg !38, !tbaa !39
  %13 = getelementptr inbounds i32, i32* %1, i64 %10, !dbg !43
  %14 = load i32, i32* %13, align 4, !dbg !43, !tbaa !44
  %15 = sext i32 %14 to i64, !dbg !43
  %16 = add nsw i64 %11, %15, !dbg !46
  call void @llvm.dbg.value(metadata i64 %16, metadata !27, metadata !DIExpression()), !dbg !30
  %17 = getelementptr inbounds i64, i64* %2, i64 %10, !dbg !47
  store i64 %16, i64* %17, align 8, !dbg !48, !tbaa !39
  %18 = add nuw nsw i64 %10, 1, !dbg !49
  call void @llvm.dbg.value(metadata i64 %18, metadata !28, metadata !DIExpression()), !dbg !31
  %19 = icmp eq i64 %18, %7, !dbg !32
  br i1 %19, label %8, label %9, !dbg !34, !llvm.loop !50
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !54 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !58, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i8** %1, metadata !59, metadata !DIExpression()), !dbg !86
  %3 = icmp sgt i32 %0, 1, !dbg !87
  br i1 %3, label %4, label %9, !dbg !88

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !89
  %6 = load i8*, i8** %5, align 8, !dbg !89, !tbaa !90
  call void @llvm.dbg.value(metadata i8* %6, metadata !92, metadata !DIExpression()) #7, !dbg !100
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !102
  %8 = trunc i64 %7 to i32, !dbg !103
  br label %9, !dbg !88

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 50000, %2 ], !dbg !88
  call void @llvm.dbg.value(metadata i32 %10, metadata !60, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 120, metadata !61, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 100, metadata !62, metadata !DIExpression()), !dbg !86
  %11 = sext i32 %10 to i64, !dbg !104
  %12 = shl nsw i64 %11, 2, !dbg !105
  %13 = call noalias i8* @malloc(i64 noundef %12) #7, !dbg !106
  %14 = bitcast i8* %13 to i32*, !dbg !106
  call void @llvm.dbg.value(metadata i32* %14, metadata !63, metadata !DIExpression()), !dbg !86
  %15 = shl nsw i64 %11, 3, !dbg !107
  %16 = call noalias i8* @malloc(i64 noundef %15) #7, !dbg !108
  %17 = bitcast i8* %16 to i64*, !dbg !108
  call void @llvm.dbg.value(metadata i64* %17, metadata !65, metadata !DIExpression()), !dbg !86
  %18 = call noalias i8* @malloc(i64 noundef %15) #7, !dbg !109
  %19 = bitcast i8* %18 to i64*, !dbg !109
  call void @llvm.dbg.value(metadata i64* %19, metadata !66, metadata !DIExpression()), !dbg !86
  %20 = call noalias i8* @malloc(i64 noundef %12) #7, !dbg !110
  %21 = bitcast i8* %20 to i32*, !dbg !110
  call void @llvm.dbg.value(metadata i32* %21, metadata !67, metadata !DIExpression()), !dbg !86
  %22 = call noalias i8* @malloc(i64 noundef %15) #7, !dbg !111
  %23 = bitcast i8* %22 to i64*, !dbg !111
  call void @llvm.dbg.value(metadata i64* %23, metadata !68, metadata !DIExpression()), !dbg !86
  %24 = call noalias i8* @malloc(i64 noundef %12) #7, !dbg !112
  %25 = bitcast i8* %24 to i32*, !dbg !112
  call void @llvm.dbg.value(metadata i32* %25, metadata !69, metadata !DIExpression()), !dbg !86
  %26 = call noalias dereferenceable_or_null(48000) i8* @malloc(i64 noundef 48000) #7, !dbg !113
  %27 = bitcast i8* %26 to i32*, !dbg !113
  call void @llvm.dbg.value(metadata i32* %27, metadata !70, metadata !DIExpression()), !dbg !86
  %28 = call noalias dereferenceable_or_null(96000) i8* @malloc(i64 noundef 96000) #7, !dbg !114
  %29 = bitcast i8* %28 to i64*, !dbg !114
  call void @llvm.dbg.value(metadata i64* %29, metadata !71, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !115
  %30 = icmp sgt i32 %10, 0, !dbg !116
  br i1 %30, label %32, label %31, !dbg !118

31:                                               ; preds = %34, %9
  br label %130, !dbg !119

32:                                               ; preds = %9
  %33 = zext i32 %10 to i64, !dbg !116
  br label %34, !dbg !118

34:                                               ; preds = %32, %34
  %35 = phi i64 [ 0, %32 ], [ %41, %34 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !72, metadata !DIExpression()), !dbg !115
  %36 = trunc i64 %35 to i32, !dbg !120
  %37 = mul nsw i32 %36, 37, !dbg !120
  %38 = add nuw nsw i32 %37, 11, !dbg !121
  %39 = urem i32 %38, 101, !dbg !122
  %40 = getelementptr inbounds i32, i32* %14, i64 %35, !dbg !123
  store i32 %39, i32* %40, align 4, !dbg !124, !tbaa !44
  %41 = add nuw nsw i64 %35, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %41, metadata !72, metadata !DIExpression()), !dbg !115
  %42 = icmp eq i64 %41, %33, !dbg !116
  br i1 %42, label %31, label %34, !dbg !118, !llvm.loop !126

43:                                               ; preds = %130
  call void @llvm.dbg.value(metadata i32 %10, metadata !23, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32* %14, metadata !24, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i64* %17, metadata !25, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i64* %19, metadata !26, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !130
  %44 = icmp sgt i32 %10, 0, !dbg !131
  br i1 %44, label %45, label %76, !dbg !132

45:                                               ; preds = %43
  %46 = zext i32 %10 to i64, !dbg !131
  br label %47, !dbg !132

47:                                               ; preds = %47, %45
  %48 = phi i64 [ 0, %45 ], [ %56, %47 ]
  %49 = phi i64 [ 0, %45 ], [ %54, %47 ]
  call void @llvm.dbg.value(metadata i64 %48, metadata !28, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i64 %49, metadata !27, metadata !DIExpression()), !dbg !128
  %50 = getelementptr inbounds i64, i64* %19, i64 %48, !dbg !133
  store i64 %49, i64* %50, align 8, !dbg !134, !tbaa !39
  %51 = getelementptr inbounds i32, i32* %14, i64 %48, !dbg !135
  %52 = load i32, i32* %51, align 4, !dbg !135, !tbaa !44
  %53 = sext i32 %52 to i64, !dbg !135
  %54 = add nsw i64 %49, %53, !dbg !136
  call void @llvm.dbg.value(metadata i64 %54, metadata !27, metadata !DIExpression()), !dbg !128
  %55 = getelementptr inbounds i64, i64* %17, i64 %48, !dbg !137
  store i64 %54, i64* %55, align 8, !dbg !138, !tbaa !39
  %56 = add nuw nsw i64 %48, 1, !dbg !139
  call void @llvm.dbg.value(metadata i64 %56, metadata !28, metadata !DIExpression()), !dbg !130
  %57 = icmp eq i64 %56, %46, !dbg !131
  br i1 %57, label %58, label %47, !dbg !132, !llvm.loop !140

58:                                               ; preds = %47
  call void @llvm.dbg.value(metadata i32 %10, metadata !142, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i32* %14, metadata !147, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i32* %21, metadata !148, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i64* %23, metadata !149, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i32* %25, metadata !150, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i64 0, metadata !151, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i32 0, metadata !152, metadata !DIExpression()), !dbg !160
  br i1 %44, label %59, label %76, !dbg !161

59:                                               ; preds = %58
  %60 = zext i32 %10 to i64, !dbg !162
  br label %64, !dbg !161

61:                                               ; preds = %64
  call void @llvm.dbg.value(metadata i32 0, metadata !154, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i64 0, metadata !151, metadata !DIExpression()), !dbg !158
  br i1 %44, label %62, label %76, !dbg !165

62:                                               ; preds = %61
  %63 = zext i32 %10 to i64, !dbg !166
  br label %80, !dbg !165

64:                                               ; preds = %64, %59
  %65 = phi i64 [ 0, %59 ], [ %72, %64 ]
  call void @llvm.dbg.value(metadata i64 %65, metadata !152, metadata !DIExpression()), !dbg !160
  %66 = getelementptr inbounds i32, i32* %14, i64 %65, !dbg !168
  %67 = load i32, i32* %66, align 4, !dbg !168, !tbaa !44
  %68 = srem i32 %67, 3, !dbg !169
  %69 = icmp eq i32 %68, 0, !dbg !170
  %70 = zext i1 %69 to i32, !dbg !170
  %71 = getelementptr inbounds i32, i32* %21, i64 %65, !dbg !171
  store i32 %70, i32* %71, align 4, !dbg !172, !tbaa !44
  %72 = add nuw nsw i64 %65, 1, !dbg !173
  call void @llvm.dbg.value(metadata i64 %72, metadata !152, metadata !DIExpression()), !dbg !160
  %73 = icmp eq i64 %72, %60, !dbg !162
  br i1 %73, label %61, label %64, !dbg !161, !llvm.loop !174

74:                                               ; preds = %80
  %75 = trunc i64 %87 to i32, !dbg !176
  br label %76, !dbg !176

76:                                               ; preds = %58, %43, %74, %61
  %77 = phi i32 [ 0, %61 ], [ %75, %74 ], [ 0, %43 ], [ 0, %58 ]
  call void @llvm.dbg.value(metadata i32 0, metadata !156, metadata !DIExpression()), !dbg !178
  br i1 %44, label %78, label %104, !dbg !179

78:                                               ; preds = %76
  %79 = zext i32 %10 to i64, !dbg !176
  br label %90, !dbg !179

80:                                               ; preds = %80, %62
  %81 = phi i64 [ 0, %62 ], [ %88, %80 ]
  %82 = phi i64 [ 0, %62 ], [ %87, %80 ]
  call void @llvm.dbg.value(metadata i64 %81, metadata !154, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i64 %82, metadata !151, metadata !DIExpression()), !dbg !158
  %83 = getelementptr inbounds i64, i64* %23, i64 %81, !dbg !180
  store i64 %82, i64* %83, align 8, !dbg !182, !tbaa !39
  %84 = getelementptr inbounds i32, i32* %21, i64 %81, !dbg !183
  %85 = load i32, i32* %84, align 4, !dbg !183, !tbaa !44
  %86 = sext i32 %85 to i64, !dbg !183
  %87 = add nsw i64 %82, %86, !dbg !184
  call void @llvm.dbg.value(metadata i64 %87, metadata !151, metadata !DIExpression()), !dbg !158
  %88 = add nuw nsw i64 %81, 1, !dbg !185
  call void @llvm.dbg.value(metadata i64 %88, metadata !154, metadata !DIExpression()), !dbg !164
  %89 = icmp eq i64 %88, %63, !dbg !166
  br i1 %89, label %74, label %80, !dbg !165, !llvm.loop !186

90:                                               ; preds = %101, %78
  %91 = phi i64 [ 0, %78 ], [ %102, %101 ]
  call void @llvm.dbg.value(metadata i64 %91, metadata !156, metadata !DIExpression()), !dbg !178
  %92 = getelementptr inbounds i32, i32* %21, i64 %91, !dbg !188
  %93 = load i32, i32* %92, align 4, !dbg !188, !tbaa !44
  %94 = icmp eq i32 %93, 0, !dbg !188
  br i1 %94, label %101, label %95, !dbg !190

95:                                               ; preds = %90
  %96 = getelementptr inbounds i32, i32* %14, i64 %91, !dbg !191
  %97 = load i32, i32* %96, align 4, !dbg !191, !tbaa !44
  %98 = getelementptr inbounds i64, i64* %23, i64 %91, !dbg !192
  %99 = load i64, i64* %98, align 8, !dbg !192, !tbaa !39
  %100 = getelementptr inbounds i32, i32* %25, i64 %99, !dbg !193
  store i32 %97, i32* %100, align 4, !dbg !194, !tbaa !44
  br label %101, !dbg !193

101:                                              ; preds = %95, %90
  %102 = add nuw nsw i64 %91, 1, !dbg !195
  call void @llvm.dbg.value(metadata i64 %102, metadata !156, metadata !DIExpression()), !dbg !178
  %103 = icmp eq i64 %102, %79, !dbg !176
  br i1 %103, label %104, label %90, !dbg !179, !llvm.loop !196

104:                                              ; preds = %101, %76
  br label %105, !dbg !198

105:                                              ; preds = %104, %109
  %106 = phi i64 [ %110, %109 ], [ 0, %104 ]
  call void @llvm.dbg.value(metadata i64 %106, metadata !208, metadata !DIExpression()), !dbg !215
  %107 = mul nuw nsw i64 %106, 100
  %108 = icmp eq i64 %106, 0
  call void @llvm.dbg.value(metadata i32 0, metadata !212, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i64 0, metadata !209, metadata !DIExpression()), !dbg !217
  br label %112, !dbg !218

109:                                              ; preds = %124
  %110 = add nuw nsw i64 %106, 1, !dbg !219
  call void @llvm.dbg.value(metadata i64 %110, metadata !208, metadata !DIExpression()), !dbg !215
  %111 = icmp eq i64 %110, 120, !dbg !220
  br i1 %111, label %137, label %105, !dbg !198, !llvm.loop !221

112:                                              ; preds = %124, %105
  %113 = phi i64 [ 0, %105 ], [ %128, %124 ]
  %114 = phi i64 [ 0, %105 ], [ %119, %124 ]
  call void @llvm.dbg.value(metadata i64 %113, metadata !212, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i64 %114, metadata !209, metadata !DIExpression()), !dbg !217
  %115 = add nuw nsw i64 %113, %107, !dbg !223
  %116 = getelementptr inbounds i32, i32* %27, i64 %115, !dbg !226
  %117 = load i32, i32* %116, align 4, !dbg !226, !tbaa !44
  %118 = sext i32 %117 to i64, !dbg !226
  %119 = add nsw i64 %114, %118, !dbg !227
  call void @llvm.dbg.value(metadata i64 %119, metadata !209, metadata !DIExpression()), !dbg !217
  br i1 %108, label %124, label %120, !dbg !228

120:                                              ; preds = %112
  %121 = add nsw i64 %115, -100, !dbg !229
  %122 = getelementptr inbounds i64, i64* %29, i64 %121, !dbg !230
  %123 = load i64, i64* %122, align 8, !dbg !230, !tbaa !39
  br label %124, !dbg !228

124:                                              ; preds = %120, %112
  %125 = phi i64 [ %123, %120 ], [ 0, %112 ], !dbg !228
  %126 = add nsw i64 %125, %119, !dbg !231
  %127 = getelementptr inbounds i64, i64* %29, i64 %115, !dbg !232
  store i64 %126, i64* %127, align 8, !dbg !233, !tbaa !39
  %128 = add nuw nsw i64 %113, 1, !dbg !234
  call void @llvm.dbg.value(metadata i64 %128, metadata !212, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i64 %119, metadata !209, metadata !DIExpression()), !dbg !217
  %129 = icmp eq i64 %128, 100, !dbg !235
  br i1 %129, label %109, label %112, !dbg !218, !llvm.loop !236

130:                                              ; preds = %31, %130
  %131 = phi i64 [ %135, %130 ], [ 0, %31 ]
  call void @llvm.dbg.value(metadata i64 %131, metadata !74, metadata !DIExpression()), !dbg !238
  %132 = trunc i64 %131 to i32, !dbg !239
  %133 = urem i32 %132, 9, !dbg !239
  %134 = getelementptr inbounds i32, i32* %27, i64 %131, !dbg !241
  store i32 %133, i32* %134, align 4, !dbg !242, !tbaa !44
  %135 = add nuw nsw i64 %131, 1, !dbg !243
  call void @llvm.dbg.value(metadata i64 %135, metadata !74, metadata !DIExpression()), !dbg !238
  %136 = icmp eq i64 %135, 12000, !dbg !244
  br i1 %136, label %43, label %130, !dbg !119, !llvm.loop !245

137:                                              ; preds = %109, %161
  %138 = phi i64 [ %162, %161 ], [ 0, %109 ]
  %139 = phi i64 [ %194, %161 ], [ 0, %109 ]
  call void @llvm.dbg.value(metadata i64 %138, metadata !78, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i64 %139, metadata !77, metadata !DIExpression()), !dbg !86
  %140 = mul nuw nsw i64 %138, 100
  %141 = add nuw nsw i64 %140, 1000
  %142 = icmp ne i64 %138, 0
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 %139, metadata !77, metadata !DIExpression()), !dbg !86
  %143 = mul nuw nsw i64 %138, 100
  %144 = add nsw i64 %143, -100
  %145 = add nuw nsw i64 %140, 999
  %146 = mul nuw nsw i64 %138, 100
  %147 = add nsw i64 %146, -101
  br label %164, !dbg !249

148:                                              ; preds = %161
  %149 = add nsw i32 %10, -1, !dbg !250
  %150 = sext i32 %149 to i64, !dbg !251
  %151 = getelementptr inbounds i64, i64* %17, i64 %150, !dbg !251
  %152 = load i64, i64* %151, align 8, !dbg !251, !tbaa !39
  %153 = sdiv i32 %10, 2, !dbg !252
  %154 = sext i32 %153 to i64, !dbg !253
  %155 = getelementptr inbounds i64, i64* %19, i64 %154, !dbg !253
  %156 = load i64, i64* %155, align 8, !dbg !253, !tbaa !39
  %157 = add nsw i64 %156, %152, !dbg !254
  call void @llvm.dbg.value(metadata i64 %157, metadata !83, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !255
  %158 = icmp sgt i32 %77, 0, !dbg !256
  br i1 %158, label %159, label %197, !dbg !258

159:                                              ; preds = %148
  %160 = sext i32 %77 to i64, !dbg !258
  br label %200, !dbg !258

161:                                              ; preds = %192
  %162 = add nuw nsw i64 %138, 5, !dbg !259
  call void @llvm.dbg.value(metadata i64 %162, metadata !78, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i64 %194, metadata !77, metadata !DIExpression()), !dbg !86
  %163 = icmp ult i64 %138, 105, !dbg !260
  br i1 %163, label %137, label %148, !dbg !261, !llvm.loop !262

164:                                              ; preds = %137, %192
  %165 = phi i64 [ 0, %137 ], [ %195, %192 ]
  %166 = phi i64 [ %139, %137 ], [ %194, %192 ]
  call void @llvm.dbg.value(metadata i64 %165, metadata !80, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 %166, metadata !77, metadata !DIExpression()), !dbg !86
  %167 = add nuw nsw i64 %165, 10, !dbg !264
  call void @llvm.dbg.value(metadata i32 100, metadata !266, metadata !DIExpression()), !dbg !279
  call void @llvm.dbg.value(metadata i64* %29, metadata !273, metadata !DIExpression()), !dbg !279
  call void @llvm.dbg.value(metadata i64 %138, metadata !274, metadata !DIExpression()), !dbg !279
  call void @llvm.dbg.value(metadata i64 %165, metadata !275, metadata !DIExpression()), !dbg !279
  call void @llvm.dbg.value(metadata i64 %138, metadata !276, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !279
  call void @llvm.dbg.value(metadata i64 %167, metadata !277, metadata !DIExpression()), !dbg !279
  %168 = add nuw nsw i64 %167, %141, !dbg !281
  %169 = getelementptr inbounds i64, i64* %29, i64 %168, !dbg !282
  %170 = load i64, i64* %169, align 8, !dbg !282, !tbaa !39
  call void @llvm.dbg.value(metadata i64 %170, metadata !278, metadata !DIExpression()), !dbg !279
  br i1 %142, label %171, label %176, !dbg !283

171:                                              ; preds = %164
  %172 = add nsw i64 %144, %167, !dbg !284
  %173 = getelementptr inbounds i64, i64* %29, i64 %172, !dbg !286
  %174 = load i64, i64* %173, align 8, !dbg !286, !tbaa !39
  %175 = sub nsw i64 %170, %174, !dbg !287
  call void @llvm.dbg.value(metadata i64 %175, metadata !278, metadata !DIExpression()), !dbg !279
  br label %176, !dbg !288

176:                                              ; preds = %171, %164
  %177 = phi i64 [ %175, %171 ], [ %170, %164 ], !dbg !279
  call void @llvm.dbg.value(metadata i64 %177, metadata !278, metadata !DIExpression()), !dbg !279
  %178 = icmp ne i64 %165, 0, !dbg !289
  br i1 %178, label %179, label %184, !dbg !291

179:                                              ; preds = %176
  %180 = add nuw nsw i64 %145, %165, !dbg !292
  %181 = getelementptr inbounds i64, i64* %29, i64 %180, !dbg !293
  %182 = load i64, i64* %181, align 8, !dbg !293, !tbaa !39
  %183 = sub nsw i64 %177, %182, !dbg !294
  call void @llvm.dbg.value(metadata i64 %183, metadata !278, metadata !DIExpression()), !dbg !279
  br label %184, !dbg !295

184:                                              ; preds = %179, %176
  %185 = phi i64 [ %183, %179 ], [ %177, %176 ], !dbg !279
  call void @llvm.dbg.value(metadata i64 %185, metadata !278, metadata !DIExpression()), !dbg !279
  %186 = and i1 %142, %178, !dbg !296
  br i1 %186, label %187, label %192, !dbg !296

187:                                              ; preds = %184
  %188 = add nsw i64 %147, %165, !dbg !298
  %189 = getelementptr inbounds i64, i64* %29, i64 %188, !dbg !299
  %190 = load i64, i64* %189, align 8, !dbg !299, !tbaa !39
  %191 = add nsw i64 %190, %185, !dbg !300
  call void @llvm.dbg.value(metadata i64 %191, metadata !278, metadata !DIExpression()), !dbg !279
  br label %192, !dbg !301

192:                                              ; preds = %184, %187
  %193 = phi i64 [ %191, %187 ], [ %185, %184 ], !dbg !279
  call void @llvm.dbg.value(metadata i64 %193, metadata !278, metadata !DIExpression()), !dbg !279
  %194 = add nsw i64 %193, %166, !dbg !302
  call void @llvm.dbg.value(metadata i64 %194, metadata !77, metadata !DIExpression()), !dbg !86
  %195 = add nuw nsw i64 %165, 5, !dbg !303
  call void @llvm.dbg.value(metadata i64 %195, metadata !80, metadata !DIExpression()), !dbg !248
  %196 = icmp ult i64 %165, 85, !dbg !304
  br i1 %196, label %164, label %161, !dbg !249, !llvm.loop !305

197:                                              ; preds = %200, %148
  %198 = phi i64 [ %157, %148 ], [ %206, %200 ], !dbg !86
  %199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %77, i64 noundef %194, i64 noundef %198), !dbg !307
  call void @free(i8* noundef %13) #7, !dbg !308
  call void @free(i8* noundef %16) #7, !dbg !309
  call void @free(i8* noundef %18) #7, !dbg !310
  call void @free(i8* noundef %20) #7, !dbg !311
  call void @free(i8* noundef %22) #7, !dbg !312
  call void @free(i8* noundef %24) #7, !dbg !313
  call void @free(i8* noundef %26) #7, !dbg !314
  call void @free(i8* noundef %28) #7, !dbg !315
  ret i32 0, !dbg !316

200:                                              ; preds = %159, %200
  %201 = phi i64 [ 0, %159 ], [ %207, %200 ]
  %202 = phi i64 [ %157, %159 ], [ %206, %200 ]
  call void @llvm.dbg.value(metadata i64 %201, metadata !84, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata i64 %202, metadata !83, metadata !DIExpression()), !dbg !86
  %203 = getelementptr inbounds i32, i32* %25, i64 %201, !dbg !317
  %204 = load i32, i32* %203, align 4, !dbg !317, !tbaa !44
  %205 = sext i32 %204 to i64, !dbg !317
  %206 = add nsw i64 %202, %205, !dbg !318
  call void @llvm.dbg.value(metadata i64 %206, metadata !83, metadata !DIExpression()), !dbg !86
  %207 = add nuw nsw i64 %201, 13, !dbg !319
  call void @llvm.dbg.value(metadata i64 %207, metadata !84, metadata !DIExpression()), !dbg !255
  %208 = icmp slt i64 %207, %160, !dbg !256
  br i1 %208, label %200, label %197, !dbg !258, !llvm.loop !320
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
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "prefix_scan.c", directory: ".", checksumkind: CSK_MD5, checksum: "acfda563f20066e2be2ec2689fc12838")
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
!15 = distinct !DISubprogram(name: "kernel_scan", scope: !1, file: !1, line: 7, type: !16, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !3, !18, !20, !20}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!22 = !{!23, !24, !25, !26, !27, !28}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 7, type: !3)
!24 = !DILocalVariable(name: "in", arg: 2, scope: !15, file: !1, line: 7, type: !18)
!25 = !DILocalVariable(name: "incl", arg: 3, scope: !15, file: !1, line: 7, type: !20)
!26 = !DILocalVariable(name: "excl", arg: 4, scope: !15, file: !1, line: 7, type: !20)
!27 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 9, type: !21)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 10, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 10, column: 3)
!30 = !DILocation(line: 0, scope: !15)
!31 = !DILocation(line: 0, scope: !29)
!32 = !DILocation(line: 10, column: 21, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 10, column: 3)
!34 = !DILocation(line: 10, column: 3, scope: !29)
!35 = !DILocation(line: 15, column: 1, scope: !15)
!36 = !DILocation(line: 11, column: 5, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 10, column: 31)
!38 = !DILocation(line: 11, column: 13, scope: !37)
!39 = !{!40, !40, i64 0}
!40 = !{!"long", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 12, column: 10, scope: !37)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !41, i64 0}
!46 = !DILocation(line: 12, column: 7, scope: !37)
!47 = !DILocation(line: 13, column: 5, scope: !37)
!48 = !DILocation(line: 13, column: 13, scope: !37)
!49 = !DILocation(line: 10, column: 27, scope: !33)
!50 = distinct !{!50, !34, !51, !52, !53}
!51 = !DILocation(line: 14, column: 3, scope: !29)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!"llvm.loop.unroll.disable"}
!54 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 52, type: !55, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!3, !3, !4}
!57 = !{!58, !59, !60, !61, !62, !63, !65, !66, !67, !68, !69, !70, !71, !72, !74, !76, !77, !78, !80, !83, !84}
!58 = !DILocalVariable(name: "argc", arg: 1, scope: !54, file: !1, line: 52, type: !3)
!59 = !DILocalVariable(name: "argv", arg: 2, scope: !54, file: !1, line: 52, type: !4)
!60 = !DILocalVariable(name: "n", scope: !54, file: !1, line: 54, type: !3)
!61 = !DILocalVariable(name: "h", scope: !54, file: !1, line: 55, type: !3)
!62 = !DILocalVariable(name: "w", scope: !54, file: !1, line: 55, type: !3)
!63 = !DILocalVariable(name: "in", scope: !54, file: !1, line: 56, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!65 = !DILocalVariable(name: "incl", scope: !54, file: !1, line: 57, type: !20)
!66 = !DILocalVariable(name: "excl", scope: !54, file: !1, line: 58, type: !20)
!67 = !DILocalVariable(name: "flags", scope: !54, file: !1, line: 59, type: !64)
!68 = !DILocalVariable(name: "pos", scope: !54, file: !1, line: 60, type: !20)
!69 = !DILocalVariable(name: "out", scope: !54, file: !1, line: 61, type: !64)
!70 = !DILocalVariable(name: "img", scope: !54, file: !1, line: 62, type: !64)
!71 = !DILocalVariable(name: "sat", scope: !54, file: !1, line: 63, type: !20)
!72 = !DILocalVariable(name: "i", scope: !73, file: !1, line: 64, type: !3)
!73 = distinct !DILexicalBlock(scope: !54, file: !1, line: 64, column: 3)
!74 = !DILocalVariable(name: "i", scope: !75, file: !1, line: 66, type: !3)
!75 = distinct !DILexicalBlock(scope: !54, file: !1, line: 66, column: 3)
!76 = !DILocalVariable(name: "kept", scope: !54, file: !1, line: 69, type: !3)
!77 = !DILocalVariable(name: "q", scope: !54, file: !1, line: 71, type: !21)
!78 = !DILocalVariable(name: "i", scope: !79, file: !1, line: 72, type: !3)
!79 = distinct !DILexicalBlock(scope: !54, file: !1, line: 72, column: 3)
!80 = !DILocalVariable(name: "j", scope: !81, file: !1, line: 73, type: !3)
!81 = distinct !DILexicalBlock(scope: !82, file: !1, line: 73, column: 5)
!82 = distinct !DILexicalBlock(scope: !79, file: !1, line: 72, column: 3)
!83 = !DILocalVariable(name: "c", scope: !54, file: !1, line: 75, type: !21)
!84 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 76, type: !3)
!85 = distinct !DILexicalBlock(scope: !54, file: !1, line: 76, column: 3)
!86 = !DILocation(line: 0, scope: !54)
!87 = !DILocation(line: 54, column: 16, scope: !54)
!88 = !DILocation(line: 54, column: 11, scope: !54)
!89 = !DILocation(line: 54, column: 27, scope: !54)
!90 = !{!91, !91, i64 0}
!91 = !{!"any pointer", !41, i64 0}
!92 = !DILocalVariable(name: "__nptr", arg: 1, scope: !93, file: !94, line: 362, type: !97)
!93 = distinct !DISubprogram(name: "atoi", scope: !94, file: !94, line: 362, type: !95, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !99)
!94 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!95 = !DISubroutineType(types: !96)
!96 = !{!3, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!99 = !{!92}
!100 = !DILocation(line: 0, scope: !93, inlinedAt: !101)
!101 = distinct !DILocation(line: 54, column: 22, scope: !54)
!102 = !DILocation(line: 364, column: 16, scope: !93, inlinedAt: !101)
!103 = !DILocation(line: 364, column: 10, scope: !93, inlinedAt: !101)
!104 = !DILocation(line: 56, column: 20, scope: !54)
!105 = !DILocation(line: 56, column: 22, scope: !54)
!106 = !DILocation(line: 56, column: 13, scope: !54)
!107 = !DILocation(line: 57, column: 25, scope: !54)
!108 = !DILocation(line: 57, column: 16, scope: !54)
!109 = !DILocation(line: 58, column: 16, scope: !54)
!110 = !DILocation(line: 59, column: 16, scope: !54)
!111 = !DILocation(line: 60, column: 15, scope: !54)
!112 = !DILocation(line: 61, column: 14, scope: !54)
!113 = !DILocation(line: 62, column: 14, scope: !54)
!114 = !DILocation(line: 63, column: 15, scope: !54)
!115 = !DILocation(line: 0, scope: !73)
!116 = !DILocation(line: 64, column: 21, scope: !117)
!117 = distinct !DILexicalBlock(scope: !73, file: !1, line: 64, column: 3)
!118 = !DILocation(line: 64, column: 3, scope: !73)
!119 = !DILocation(line: 66, column: 3, scope: !75)
!120 = !DILocation(line: 65, column: 16, scope: !117)
!121 = !DILocation(line: 65, column: 21, scope: !117)
!122 = !DILocation(line: 65, column: 27, scope: !117)
!123 = !DILocation(line: 65, column: 5, scope: !117)
!124 = !DILocation(line: 65, column: 11, scope: !117)
!125 = !DILocation(line: 64, column: 27, scope: !117)
!126 = distinct !{!126, !118, !127, !52, !53}
!127 = !DILocation(line: 65, column: 29, scope: !73)
!128 = !DILocation(line: 0, scope: !15, inlinedAt: !129)
!129 = distinct !DILocation(line: 68, column: 3, scope: !54)
!130 = !DILocation(line: 0, scope: !29, inlinedAt: !129)
!131 = !DILocation(line: 10, column: 21, scope: !33, inlinedAt: !129)
!132 = !DILocation(line: 10, column: 3, scope: !29, inlinedAt: !129)
!133 = !DILocation(line: 11, column: 5, scope: !37, inlinedAt: !129)
!134 = !DILocation(line: 11, column: 13, scope: !37, inlinedAt: !129)
!135 = !DILocation(line: 12, column: 10, scope: !37, inlinedAt: !129)
!136 = !DILocation(line: 12, column: 7, scope: !37, inlinedAt: !129)
!137 = !DILocation(line: 13, column: 5, scope: !37, inlinedAt: !129)
!138 = !DILocation(line: 13, column: 13, scope: !37, inlinedAt: !129)
!139 = !DILocation(line: 10, column: 27, scope: !33, inlinedAt: !129)
!140 = distinct !{!140, !132, !141, !52, !53}
!141 = !DILocation(line: 14, column: 3, scope: !29, inlinedAt: !129)
!142 = !DILocalVariable(name: "n", arg: 1, scope: !143, file: !1, line: 17, type: !3)
!143 = distinct !DISubprogram(name: "compact", scope: !1, file: !1, line: 17, type: !144, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !146)
!144 = !DISubroutineType(types: !145)
!145 = !{!3, !3, !18, !64, !20, !64}
!146 = !{!142, !147, !148, !149, !150, !151, !152, !154, !156}
!147 = !DILocalVariable(name: "in", arg: 2, scope: !143, file: !1, line: 17, type: !18)
!148 = !DILocalVariable(name: "flags", arg: 3, scope: !143, file: !1, line: 17, type: !64)
!149 = !DILocalVariable(name: "pos", arg: 4, scope: !143, file: !1, line: 17, type: !20)
!150 = !DILocalVariable(name: "out", arg: 5, scope: !143, file: !1, line: 17, type: !64)
!151 = !DILocalVariable(name: "s", scope: !143, file: !1, line: 19, type: !21)
!152 = !DILocalVariable(name: "i", scope: !153, file: !1, line: 20, type: !3)
!153 = distinct !DILexicalBlock(scope: !143, file: !1, line: 20, column: 3)
!154 = !DILocalVariable(name: "i", scope: !155, file: !1, line: 22, type: !3)
!155 = distinct !DILexicalBlock(scope: !143, file: !1, line: 22, column: 3)
!156 = !DILocalVariable(name: "i", scope: !157, file: !1, line: 26, type: !3)
!157 = distinct !DILexicalBlock(scope: !143, file: !1, line: 26, column: 3)
!158 = !DILocation(line: 0, scope: !143, inlinedAt: !159)
!159 = distinct !DILocation(line: 69, column: 14, scope: !54)
!160 = !DILocation(line: 0, scope: !153, inlinedAt: !159)
!161 = !DILocation(line: 20, column: 3, scope: !153, inlinedAt: !159)
!162 = !DILocation(line: 20, column: 21, scope: !163, inlinedAt: !159)
!163 = distinct !DILexicalBlock(scope: !153, file: !1, line: 20, column: 3)
!164 = !DILocation(line: 0, scope: !155, inlinedAt: !159)
!165 = !DILocation(line: 22, column: 3, scope: !155, inlinedAt: !159)
!166 = !DILocation(line: 22, column: 21, scope: !167, inlinedAt: !159)
!167 = distinct !DILexicalBlock(scope: !155, file: !1, line: 22, column: 3)
!168 = !DILocation(line: 21, column: 17, scope: !163, inlinedAt: !159)
!169 = !DILocation(line: 21, column: 23, scope: !163, inlinedAt: !159)
!170 = !DILocation(line: 21, column: 28, scope: !163, inlinedAt: !159)
!171 = !DILocation(line: 21, column: 5, scope: !163, inlinedAt: !159)
!172 = !DILocation(line: 21, column: 14, scope: !163, inlinedAt: !159)
!173 = !DILocation(line: 20, column: 27, scope: !163, inlinedAt: !159)
!174 = distinct !{!174, !161, !175, !52, !53}
!175 = !DILocation(line: 21, column: 31, scope: !153, inlinedAt: !159)
!176 = !DILocation(line: 26, column: 21, scope: !177, inlinedAt: !159)
!177 = distinct !DILexicalBlock(scope: !157, file: !1, line: 26, column: 3)
!178 = !DILocation(line: 0, scope: !157, inlinedAt: !159)
!179 = !DILocation(line: 26, column: 3, scope: !157, inlinedAt: !159)
!180 = !DILocation(line: 23, column: 5, scope: !181, inlinedAt: !159)
!181 = distinct !DILexicalBlock(scope: !167, file: !1, line: 22, column: 31)
!182 = !DILocation(line: 23, column: 12, scope: !181, inlinedAt: !159)
!183 = !DILocation(line: 24, column: 10, scope: !181, inlinedAt: !159)
!184 = !DILocation(line: 24, column: 7, scope: !181, inlinedAt: !159)
!185 = !DILocation(line: 22, column: 27, scope: !167, inlinedAt: !159)
!186 = distinct !{!186, !165, !187, !52, !53}
!187 = !DILocation(line: 25, column: 3, scope: !155, inlinedAt: !159)
!188 = !DILocation(line: 27, column: 9, scope: !189, inlinedAt: !159)
!189 = distinct !DILexicalBlock(scope: !177, file: !1, line: 27, column: 9)
!190 = !DILocation(line: 27, column: 9, scope: !177, inlinedAt: !159)
!191 = !DILocation(line: 28, column: 21, scope: !189, inlinedAt: !159)
!192 = !DILocation(line: 28, column: 11, scope: !189, inlinedAt: !159)
!193 = !DILocation(line: 28, column: 7, scope: !189, inlinedAt: !159)
!194 = !DILocation(line: 28, column: 19, scope: !189, inlinedAt: !159)
!195 = !DILocation(line: 26, column: 27, scope: !177, inlinedAt: !159)
!196 = distinct !{!196, !179, !197, !52, !53}
!197 = !DILocation(line: 28, column: 25, scope: !157, inlinedAt: !159)
!198 = !DILocation(line: 34, column: 3, scope: !199, inlinedAt: !214)
!199 = distinct !DILexicalBlock(scope: !200, file: !1, line: 34, column: 3)
!200 = distinct !DISubprogram(name: "summed_area", scope: !1, file: !1, line: 32, type: !201, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !3, !3, !18, !20}
!203 = !{!204, !205, !206, !207, !208, !209, !212}
!204 = !DILocalVariable(name: "h", arg: 1, scope: !200, file: !1, line: 32, type: !3)
!205 = !DILocalVariable(name: "w", arg: 2, scope: !200, file: !1, line: 32, type: !3)
!206 = !DILocalVariable(name: "img", arg: 3, scope: !200, file: !1, line: 32, type: !18)
!207 = !DILocalVariable(name: "sat", arg: 4, scope: !200, file: !1, line: 32, type: !20)
!208 = !DILocalVariable(name: "i", scope: !199, file: !1, line: 34, type: !3)
!209 = !DILocalVariable(name: "row", scope: !210, file: !1, line: 35, type: !21)
!210 = distinct !DILexicalBlock(scope: !211, file: !1, line: 34, column: 31)
!211 = distinct !DILexicalBlock(scope: !199, file: !1, line: 34, column: 3)
!212 = !DILocalVariable(name: "j", scope: !213, file: !1, line: 36, type: !3)
!213 = distinct !DILexicalBlock(scope: !210, file: !1, line: 36, column: 5)
!214 = distinct !DILocation(line: 70, column: 3, scope: !54)
!215 = !DILocation(line: 0, scope: !199, inlinedAt: !214)
!216 = !DILocation(line: 0, scope: !213, inlinedAt: !214)
!217 = !DILocation(line: 0, scope: !210, inlinedAt: !214)
!218 = !DILocation(line: 36, column: 5, scope: !213, inlinedAt: !214)
!219 = !DILocation(line: 34, column: 27, scope: !211, inlinedAt: !214)
!220 = !DILocation(line: 34, column: 21, scope: !211, inlinedAt: !214)
!221 = distinct !{!221, !198, !222, !52, !53}
!222 = !DILocation(line: 40, column: 3, scope: !199, inlinedAt: !214)
!223 = !DILocation(line: 37, column: 24, scope: !224, inlinedAt: !214)
!224 = distinct !DILexicalBlock(scope: !225, file: !1, line: 36, column: 33)
!225 = distinct !DILexicalBlock(scope: !213, file: !1, line: 36, column: 5)
!226 = !DILocation(line: 37, column: 14, scope: !224, inlinedAt: !214)
!227 = !DILocation(line: 37, column: 11, scope: !224, inlinedAt: !214)
!228 = !DILocation(line: 38, column: 31, scope: !224, inlinedAt: !214)
!229 = !DILocation(line: 38, column: 55, scope: !224, inlinedAt: !214)
!230 = !DILocation(line: 38, column: 39, scope: !224, inlinedAt: !214)
!231 = !DILocation(line: 38, column: 28, scope: !224, inlinedAt: !214)
!232 = !DILocation(line: 38, column: 7, scope: !224, inlinedAt: !214)
!233 = !DILocation(line: 38, column: 22, scope: !224, inlinedAt: !214)
!234 = !DILocation(line: 36, column: 29, scope: !225, inlinedAt: !214)
!235 = !DILocation(line: 36, column: 23, scope: !225, inlinedAt: !214)
!236 = distinct !{!236, !218, !237, !52, !53}
!237 = !DILocation(line: 39, column: 5, scope: !213, inlinedAt: !214)
!238 = !DILocation(line: 0, scope: !75)
!239 = !DILocation(line: 67, column: 16, scope: !240)
!240 = distinct !DILexicalBlock(scope: !75, file: !1, line: 66, column: 3)
!241 = !DILocation(line: 67, column: 5, scope: !240)
!242 = !DILocation(line: 67, column: 12, scope: !240)
!243 = !DILocation(line: 66, column: 31, scope: !240)
!244 = !DILocation(line: 66, column: 21, scope: !240)
!245 = distinct !{!245, !119, !246, !52, !53}
!246 = !DILocation(line: 67, column: 18, scope: !75)
!247 = !DILocation(line: 0, scope: !79)
!248 = !DILocation(line: 0, scope: !81)
!249 = !DILocation(line: 73, column: 5, scope: !81)
!250 = !DILocation(line: 75, column: 19, scope: !54)
!251 = !DILocation(line: 75, column: 12, scope: !54)
!252 = !DILocation(line: 75, column: 33, scope: !54)
!253 = !DILocation(line: 75, column: 26, scope: !54)
!254 = !DILocation(line: 75, column: 24, scope: !54)
!255 = !DILocation(line: 0, scope: !85)
!256 = !DILocation(line: 76, column: 21, scope: !257)
!257 = distinct !DILexicalBlock(scope: !85, file: !1, line: 76, column: 3)
!258 = !DILocation(line: 76, column: 3, scope: !85)
!259 = !DILocation(line: 72, column: 33, scope: !82)
!260 = !DILocation(line: 72, column: 26, scope: !82)
!261 = !DILocation(line: 72, column: 3, scope: !79)
!262 = distinct !{!262, !261, !263, !52, !53}
!263 = !DILocation(line: 74, column: 44, scope: !79)
!264 = !DILocation(line: 73, column: 23, scope: !265)
!265 = distinct !DILexicalBlock(scope: !81, file: !1, line: 73, column: 5)
!266 = !DILocalVariable(name: "w", arg: 1, scope: !267, file: !1, line: 43, type: !3)
!267 = distinct !DISubprogram(name: "box", scope: !1, file: !1, line: 43, type: !268, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !272)
!268 = !DISubroutineType(types: !269)
!269 = !{!21, !3, !270, !3, !3, !3, !3}
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !271, size: 64)
!271 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!272 = !{!266, !273, !274, !275, !276, !277, !278}
!273 = !DILocalVariable(name: "sat", arg: 2, scope: !267, file: !1, line: 43, type: !270)
!274 = !DILocalVariable(name: "i0", arg: 3, scope: !267, file: !1, line: 43, type: !3)
!275 = !DILocalVariable(name: "j0", arg: 4, scope: !267, file: !1, line: 43, type: !3)
!276 = !DILocalVariable(name: "i1", arg: 5, scope: !267, file: !1, line: 43, type: !3)
!277 = !DILocalVariable(name: "j1", arg: 6, scope: !267, file: !1, line: 43, type: !3)
!278 = !DILocalVariable(name: "s", scope: !267, file: !1, line: 45, type: !21)
!279 = !DILocation(line: 0, scope: !267, inlinedAt: !280)
!280 = distinct !DILocation(line: 74, column: 12, scope: !265)
!281 = !DILocation(line: 45, column: 23, scope: !267, inlinedAt: !280)
!282 = !DILocation(line: 45, column: 12, scope: !267, inlinedAt: !280)
!283 = !DILocation(line: 46, column: 7, scope: !267, inlinedAt: !280)
!284 = !DILocation(line: 46, column: 37, scope: !285, inlinedAt: !280)
!285 = distinct !DILexicalBlock(scope: !267, file: !1, line: 46, column: 7)
!286 = !DILocation(line: 46, column: 20, scope: !285, inlinedAt: !280)
!287 = !DILocation(line: 46, column: 17, scope: !285, inlinedAt: !280)
!288 = !DILocation(line: 46, column: 15, scope: !285, inlinedAt: !280)
!289 = !DILocation(line: 47, column: 10, scope: !290, inlinedAt: !280)
!290 = distinct !DILexicalBlock(scope: !267, file: !1, line: 47, column: 7)
!291 = !DILocation(line: 47, column: 7, scope: !267, inlinedAt: !280)
!292 = !DILocation(line: 47, column: 36, scope: !290, inlinedAt: !280)
!293 = !DILocation(line: 47, column: 20, scope: !290, inlinedAt: !280)
!294 = !DILocation(line: 47, column: 17, scope: !290, inlinedAt: !280)
!295 = !DILocation(line: 47, column: 15, scope: !290, inlinedAt: !280)
!296 = !DILocation(line: 48, column: 14, scope: !297, inlinedAt: !280)
!297 = distinct !DILexicalBlock(scope: !267, file: !1, line: 48, column: 7)
!298 = !DILocation(line: 48, column: 52, scope: !297, inlinedAt: !280)
!299 = !DILocation(line: 48, column: 30, scope: !297, inlinedAt: !280)
!300 = !DILocation(line: 48, column: 27, scope: !297, inlinedAt: !280)
!301 = !DILocation(line: 48, column: 25, scope: !297, inlinedAt: !280)
!302 = !DILocation(line: 74, column: 9, scope: !265)
!303 = !DILocation(line: 73, column: 35, scope: !265)
!304 = !DILocation(line: 73, column: 28, scope: !265)
!305 = distinct !{!305, !249, !306, !52, !53}
!306 = !DILocation(line: 74, column: 44, scope: !81)
!307 = !DILocation(line: 78, column: 3, scope: !54)
!308 = !DILocation(line: 79, column: 3, scope: !54)
!309 = !DILocation(line: 79, column: 13, scope: !54)
!310 = !DILocation(line: 79, column: 25, scope: !54)
!311 = !DILocation(line: 79, column: 37, scope: !54)
!312 = !DILocation(line: 79, column: 50, scope: !54)
!313 = !DILocation(line: 79, column: 61, scope: !54)
!314 = !DILocation(line: 80, column: 3, scope: !54)
!315 = !DILocation(line: 80, column: 14, scope: !54)
!316 = !DILocation(line: 82, column: 1, scope: !54)
!317 = !DILocation(line: 77, column: 10, scope: !257)
!318 = !DILocation(line: 77, column: 7, scope: !257)
!319 = !DILocation(line: 76, column: 31, scope: !257)
!320 = distinct !{!320, !258, !321, !52, !53}
!321 = !DILocation(line: 77, column: 15, scope: !85)
