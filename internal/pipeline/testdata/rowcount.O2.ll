; ModuleID = 'rowcount.c'
source_filename = "rowcount.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%d %d %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !51
  %3 = icmp sgt i32 %0, 1, !dbg !52
  br i1 %3, label %4, label %15, !dbg !53

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !54
  %6 = load i8*, i8** %5, align 8, !dbg !54, !tbaa !55
  call void @llvm.dbg.value(metadata i8* %6, metadata !59, metadata !DIExpression()) #7, !dbg !67
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !69
  %8 = trunc i64 %7 to i32, !dbg !70
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !51
  %9 = icmp eq i32 %0, 2, !dbg !71
  br i1 %9, label %15, label %10, !dbg !72

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !73
  %12 = load i8*, i8** %11, align 8, !dbg !73, !tbaa !55
  call void @llvm.dbg.value(metadata i8* %12, metadata !59, metadata !DIExpression()) #7, !dbg !74
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !76
  %14 = trunc i64 %13 to i32, !dbg !77
  br label %15, !dbg !72

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 200, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 300, %4 ], [ 300, %2 ], !dbg !72
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()), !dbg !51
  %18 = sext i32 %16 to i64, !dbg !78
  %19 = sext i32 %17 to i64, !dbg !79
  %20 = shl nsw i64 %18, 2, !dbg !80
  %21 = mul i64 %20, %19, !dbg !81
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #7, !dbg !82
  %23 = bitcast i8* %22 to i32*, !dbg !82
  call void @llvm.dbg.value(metadata i32* %23, metadata !26, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 99, metadata !28, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !83
  %24 = mul i32 %17, %16
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 99, metadata !28, metadata !DIExpression()), !dbg !51
  %25 = icmp sgt i32 %24, 0, !dbg !84
  br i1 %25, label %26, label %45, !dbg !86

26:                                               ; preds = %15
  %27 = zext i32 %24 to i64, !dbg !84
  %28 = and i64 %27, 1, !dbg !86
  %29 = icmp eq i32 %24, 1, !dbg !86
  br i1 %29, label %39, label %30, !dbg !86

30:                                               ; preds = %26
  %31 = and i64 %27, 4294967294, !dbg !86
  br label %72, !dbg !86

32:                                               ; preds = %72
  %33 = mul i32 %85, 1664525, !dbg !86
  %34 = add i32 %33, 1013904223, !dbg !86
  %35 = lshr i32 %34, 20, !dbg !86
  %36 = trunc i32 %35 to i16, !dbg !86
  %37 = urem i16 %36, 100, !dbg !86
  %38 = zext i16 %37 to i32, !dbg !86
  br label %39, !dbg !86

39:                                               ; preds = %32, %26
  %40 = phi i64 [ 0, %26 ], [ %91, %32 ]
  %41 = phi i32 [ 24, %26 ], [ %38, %32 ]
  %42 = icmp eq i64 %28, 0, !dbg !86
  br i1 %42, label %45, label %43, !dbg !86

43:                                               ; preds = %39
  call void @llvm.dbg.value(metadata i64 %40, metadata !30, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !51
  %44 = getelementptr inbounds i32, i32* %23, i64 %40, !dbg !87
  store i32 %41, i32* %44, align 4, !dbg !89, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %40, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !83
  br label %45, !dbg !92

45:                                               ; preds = %43, %39, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !51
  %46 = icmp sgt i32 %16, 0, !dbg !92
  br i1 %46, label %47, label %281, !dbg !94

47:                                               ; preds = %45
  %48 = icmp sgt i32 %17, 0
  %49 = shl nsw i32 %17, 1
  %50 = zext i32 %16 to i64, !dbg !92
  %51 = icmp slt i32 %17, 0
  %52 = zext i32 %17 to i64
  %53 = zext i32 %17 to i64
  %54 = and i64 %52, 4294967288, !dbg !94
  %55 = add nsw i64 %54, -8, !dbg !94
  %56 = lshr exact i64 %55, 3, !dbg !94
  %57 = add nuw nsw i64 %56, 1, !dbg !94
  %58 = icmp ult i32 %17, 8
  %59 = and i64 %52, 4294967288
  %60 = and i64 %57, 1
  %61 = icmp eq i64 %55, 0
  %62 = and i64 %57, 4611686018427387902
  %63 = icmp eq i64 %60, 0
  %64 = icmp eq i64 %59, %52
  %65 = icmp ult i32 %17, 8
  %66 = and i64 %52, 4294967288
  %67 = and i64 %57, 1
  %68 = icmp eq i64 %55, 0
  %69 = and i64 %57, 4611686018427387902
  %70 = icmp eq i64 %67, 0
  %71 = icmp eq i64 %66, %52
  br label %103, !dbg !94

72:                                               ; preds = %72, %30
  %73 = phi i64 [ 0, %30 ], [ %91, %72 ]
  %74 = phi i32 [ 99, %30 ], [ %85, %72 ]
  %75 = phi i64 [ 0, %30 ], [ %92, %72 ]
  call void @llvm.dbg.value(metadata i64 %73, metadata !30, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 %74, metadata !28, metadata !DIExpression()), !dbg !51
  %76 = mul i32 %74, 1664525, !dbg !95
  %77 = add i32 %76, 1013904223, !dbg !96
  call void @llvm.dbg.value(metadata i32 %77, metadata !28, metadata !DIExpression()), !dbg !51
  %78 = lshr i32 %77, 20, !dbg !97
  %79 = trunc i32 %78 to i16, !dbg !98
  %80 = urem i16 %79, 100, !dbg !98
  %81 = zext i16 %80 to i32, !dbg !98
  %82 = getelementptr inbounds i32, i32* %23, i64 %73, !dbg !87
  store i32 %81, i32* %82, align 4, !dbg !89, !tbaa !90
  %83 = or i64 %73, 1, !dbg !99
  call void @llvm.dbg.value(metadata i64 %83, metadata !30, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %83, metadata !30, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 %77, metadata !28, metadata !DIExpression()), !dbg !51
  %84 = mul i32 %77, 1664525, !dbg !95
  %85 = add i32 %84, 1013904223, !dbg !96
  call void @llvm.dbg.value(metadata i32 %85, metadata !28, metadata !DIExpression()), !dbg !51
  %86 = lshr i32 %85, 20, !dbg !97
  %87 = trunc i32 %86 to i16, !dbg !98
  %88 = urem i16 %87, 100, !dbg !98
  %89 = zext i16 %88 to i32, !dbg !98
  %90 = getelementptr inbounds i32, i32* %23, i64 %83, !dbg !87
  store i32 %89, i32* %90, align 4, !dbg !89, !tbaa !90
  %91 = add nuw nsw i64 %73, 2, !dbg !99
  call void @llvm.dbg.value(metadata i64 %91, metadata !30, metadata !DIExpression()), !dbg !83
  %92 = add i64 %75, 2, !dbg !86
  %93 = icmp eq i64 %92, %31, !dbg !86
  br i1 %93, label %32, label %72, !dbg !86, !llvm.loop !100

94:                                               ; preds = %262
  %95 = sdiv i32 %266, 100
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression()), !dbg !51
  %96 = icmp sgt i32 %266, 99, !dbg !104
  br i1 %96, label %97, label %281, !dbg !106

97:                                               ; preds = %94
  %98 = and i32 %95, 1, !dbg !106
  %99 = add i32 %266, -100, !dbg !106
  %100 = icmp ult i32 %99, 100, !dbg !106
  br i1 %100, label %269, label %101, !dbg !106

101:                                              ; preds = %97
  %102 = and i32 %95, -2, !dbg !106
  br label %286, !dbg !106

103:                                              ; preds = %47, %262
  %104 = phi i64 [ 0, %47 ], [ %267, %262 ]
  %105 = phi i32 [ 0, %47 ], [ %266, %262 ]
  %106 = phi i32 [ 0, %47 ], [ %264, %262 ]
  call void @llvm.dbg.value(metadata i64 %104, metadata !34, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %105, metadata !33, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %106, metadata !32, metadata !DIExpression()), !dbg !51
  %107 = mul nsw i64 %104, %19, !dbg !107
  %108 = getelementptr inbounds i32, i32* %23, i64 %107, !dbg !108
  call void @llvm.dbg.value(metadata i32* %108, metadata !36, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !110
  br i1 %48, label %109, label %193, !dbg !111

109:                                              ; preds = %103
  br i1 %58, label %184, label %110, !dbg !111

110:                                              ; preds = %109
  br i1 %61, label %150, label %111, !dbg !111

111:                                              ; preds = %110, %111
  %112 = phi i64 [ %147, %111 ], [ 0, %110 ], !dbg !112
  %113 = phi <4 x i32> [ %145, %111 ], [ zeroinitializer, %110 ]
  %114 = phi <4 x i32> [ %146, %111 ], [ zeroinitializer, %110 ]
  %115 = phi <4 x i32> [ %143, %111 ], [ zeroinitializer, %110 ]
  %116 = phi <4 x i32> [ %144, %111 ], [ zeroinitializer, %110 ]
  %117 = phi i64 [ %148, %111 ], [ 0, %110 ]
  %118 = getelementptr inbounds i32, i32* %108, i64 %112, !dbg !112
  %119 = bitcast i32* %118 to <4 x i32>*, !dbg !114
  %120 = load <4 x i32>, <4 x i32>* %119, align 4, !dbg !114, !tbaa !90
  %121 = getelementptr inbounds i32, i32* %118, i64 4, !dbg !114
  %122 = bitcast i32* %121 to <4 x i32>*, !dbg !114
  %123 = load <4 x i32>, <4 x i32>* %122, align 4, !dbg !114, !tbaa !90
  %124 = icmp sgt <4 x i32> %120, <i32 60, i32 60, i32 60, i32 60>, !dbg !116
  %125 = icmp sgt <4 x i32> %123, <i32 60, i32 60, i32 60, i32 60>, !dbg !116
  %126 = zext <4 x i1> %124 to <4 x i32>, !dbg !116
  %127 = zext <4 x i1> %125 to <4 x i32>, !dbg !116
  %128 = add <4 x i32> %115, %126, !dbg !117
  %129 = add <4 x i32> %116, %127, !dbg !117
  %130 = add <4 x i32> %120, %113, !dbg !118
  %131 = add <4 x i32> %123, %114, !dbg !118
  %132 = or i64 %112, 8, !dbg !112
  %133 = getelementptr inbounds i32, i32* %108, i64 %132, !dbg !112
  %134 = bitcast i32* %133 to <4 x i32>*, !dbg !114
  %135 = load <4 x i32>, <4 x i32>* %134, align 4, !dbg !114, !tbaa !90
  %136 = getelementptr inbounds i32, i32* %133, i64 4, !dbg !114
  %137 = bitcast i32* %136 to <4 x i32>*, !dbg !114
  %138 = load <4 x i32>, <4 x i32>* %137, align 4, !dbg !114, !tbaa !90
  %139 = icmp sgt <4 x i32> %135, <i32 60, i32 60, i32 60, i32 60>, !dbg !116
  %140 = icmp sgt <4 x i32> %138, <i32 60, i32 60, i32 60, i32 60>, !dbg !116
  %141 = zext <4 x i1> %139 to <4 x i32>, !dbg !116
  %142 = zext <4 x i1> %140 to <4 x i32>, !dbg !116
  %143 = add <4 x i32> %128, %141, !dbg !117
  %144 = add <4 x i32> %129, %142, !dbg !117
  %145 = add <4 x i32> %135, %130, !dbg !118
  %146 = add <4 x i32> %138, %131, !dbg !118
  %147 = add nuw i64 %112, 16, !dbg !112
  %148 = add i64 %117, 2, !dbg !112
  %149 = icmp eq i64 %148, %62, !dbg !112
  br i1 %149, label %150, label %111, !dbg !112, !llvm.loop !119

150:                                              ; preds = %111, %110
  %151 = phi <4 x i32> [ undef, %110 ], [ %143, %111 ]
  %152 = phi <4 x i32> [ undef, %110 ], [ %144, %111 ]
  %153 = phi <4 x i32> [ undef, %110 ], [ %145, %111 ]
  %154 = phi <4 x i32> [ undef, %110 ], [ %146, %111 ]
  %155 = phi i64 [ 0, %110 ], [ %147, %111 ]
  %156 = phi <4 x i32> [ zeroinitializer, %110 ], [ %145, %111 ]
  %157 = phi <4 x i32> [ zeroinitializer, %110 ], [ %146, %111 ]
  %158 = phi <4 x i32> [ zeroinitializer, %110 ], [ %143, %111 ]
  %159 = phi <4 x i32> [ zeroinitializer, %110 ], [ %144, %111 ]
  br i1 %63, label %175, label %160, !dbg !112

160:                                              ; preds = %150
  %161 = getelementptr inbounds i32, i32* %108, i64 %155, !dbg !112
  %162 = bitcast i32* %161 to <4 x i32>*, !dbg !114
  %163 = load <4 x i32>, <4 x i32>* %162, align 4, !dbg !114, !tbaa !90
  %164 = getelementptr inbounds i32, i32* %161, i64 4, !dbg !114
  %165 = bitcast i32* %164 to <4 x i32>*, !dbg !114
  %166 = load <4 x i32>, <4 x i32>* %165, align 4, !dbg !114, !tbaa !90
  %167 = icmp sgt <4 x i32> %163, <i32 60, i32 60, i32 60, i32 60>, !dbg !116
  %168 = icmp sgt <4 x i32> %166, <i32 60, i32 60, i32 60, i32 60>, !dbg !116
  %169 = zext <4 x i1> %167 to <4 x i32>, !dbg !116
  %170 = zext <4 x i1> %168 to <4 x i32>, !dbg !116
  %171 = add <4 x i32> %158, %169, !dbg !117
  %172 = add <4 x i32> %159, %170, !dbg !117
  %173 = add <4 x i32> %163, %156, !dbg !118
  %174 = add <4 x i32> %166, %157, !dbg !118
  br label %175, !dbg !111

175:                                              ; preds = %150, %160
  %176 = phi <4 x i32> [ %151, %150 ], [ %171, %160 ], !dbg !117
  %177 = phi <4 x i32> [ %152, %150 ], [ %172, %160 ], !dbg !117
  %178 = phi <4 x i32> [ %153, %150 ], [ %173, %160 ], !dbg !118
  %179 = phi <4 x i32> [ %154, %150 ], [ %174, %160 ], !dbg !118
  %180 = add <4 x i32> %177, %176, !dbg !111
  %181 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %180), !dbg !111
  %182 = add <4 x i32> %179, %178, !dbg !111
  %183 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %182), !dbg !111
  br i1 %64, label %188, label %184, !dbg !111

184:                                              ; preds = %109, %175
  %185 = phi i64 [ 0, %109 ], [ %59, %175 ]
  %186 = phi i32 [ 0, %109 ], [ %183, %175 ]
  %187 = phi i32 [ 0, %109 ], [ %181, %175 ]
  br label %240, !dbg !111

188:                                              ; preds = %240, %175
  %189 = phi i32 [ %181, %175 ], [ %248, %240 ], !dbg !117
  %190 = phi i32 [ %183, %175 ], [ %249, %240 ], !dbg !118
  %191 = mul nsw i32 %189, 5, !dbg !122
  %192 = icmp sgt i32 %191, %49, !dbg !123
  br i1 %192, label %194, label %262, !dbg !124

193:                                              ; preds = %103
  br i1 %51, label %252, label %262, !dbg !124

194:                                              ; preds = %188
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !125
  br i1 %48, label %195, label %252, !dbg !126

195:                                              ; preds = %194
  br i1 %65, label %238, label %196, !dbg !126

196:                                              ; preds = %195
  br i1 %68, label %224, label %197, !dbg !126

197:                                              ; preds = %196, %197
  %198 = phi i64 [ %221, %197 ], [ 0, %196 ], !dbg !127
  %199 = phi i64 [ %222, %197 ], [ 0, %196 ]
  %200 = getelementptr inbounds i32, i32* %108, i64 %198, !dbg !127
  %201 = bitcast i32* %200 to <4 x i32>*, !dbg !129
  %202 = load <4 x i32>, <4 x i32>* %201, align 4, !dbg !129, !tbaa !90
  %203 = getelementptr inbounds i32, i32* %200, i64 4, !dbg !129
  %204 = bitcast i32* %203 to <4 x i32>*, !dbg !129
  %205 = load <4 x i32>, <4 x i32>* %204, align 4, !dbg !129, !tbaa !90
  %206 = sdiv <4 x i32> %202, <i32 2, i32 2, i32 2, i32 2>, !dbg !129
  %207 = sdiv <4 x i32> %205, <i32 2, i32 2, i32 2, i32 2>, !dbg !129
  %208 = bitcast i32* %200 to <4 x i32>*, !dbg !129
  store <4 x i32> %206, <4 x i32>* %208, align 4, !dbg !129, !tbaa !90
  %209 = bitcast i32* %203 to <4 x i32>*, !dbg !129
  store <4 x i32> %207, <4 x i32>* %209, align 4, !dbg !129, !tbaa !90
  %210 = or i64 %198, 8, !dbg !127
  %211 = getelementptr inbounds i32, i32* %108, i64 %210, !dbg !127
  %212 = bitcast i32* %211 to <4 x i32>*, !dbg !129
  %213 = load <4 x i32>, <4 x i32>* %212, align 4, !dbg !129, !tbaa !90
  %214 = getelementptr inbounds i32, i32* %211, i64 4, !dbg !129
  %215 = bitcast i32* %214 to <4 x i32>*, !dbg !129
  %216 = load <4 x i32>, <4 x i32>* %215, align 4, !dbg !129, !tbaa !90
  %217 = sdiv <4 x i32> %213, <i32 2, i32 2, i32 2, i32 2>, !dbg !129
  %218 = sdiv <4 x i32> %216, <i32 2, i32 2, i32 2, i32 2>, !dbg !129
  %219 = bitcast i32* %211 to <4 x i32>*, !dbg !129
  store <4 x i32> %217, <4 x i32>* %219, align 4, !dbg !129, !tbaa !90
  %220 = bitcast i32* %214 to <4 x i32>*, !dbg !129
  store <4 x i32> %218, <4 x i32>* %220, align 4, !dbg !129, !tbaa !90
  %221 = add nuw i64 %198, 16, !dbg !127
  %222 = add i64 %199, 2, !dbg !127
  %223 = icmp eq i64 %222, %69, !dbg !127
  br i1 %223, label %224, label %197, !dbg !127, !llvm.loop !130

224:                                              ; preds = %197, %196
  %225 = phi i64 [ 0, %196 ], [ %221, %197 ]
  br i1 %70, label %237, label %226, !dbg !127

226:                                              ; preds = %224
  %227 = getelementptr inbounds i32, i32* %108, i64 %225, !dbg !127
  %228 = bitcast i32* %227 to <4 x i32>*, !dbg !129
  %229 = load <4 x i32>, <4 x i32>* %228, align 4, !dbg !129, !tbaa !90
  %230 = getelementptr inbounds i32, i32* %227, i64 4, !dbg !129
  %231 = bitcast i32* %230 to <4 x i32>*, !dbg !129
  %232 = load <4 x i32>, <4 x i32>* %231, align 4, !dbg !129, !tbaa !90
  %233 = sdiv <4 x i32> %229, <i32 2, i32 2, i32 2, i32 2>, !dbg !129
  %234 = sdiv <4 x i32> %232, <i32 2, i32 2, i32 2, i32 2>, !dbg !129
  %235 = bitcast i32* %227 to <4 x i32>*, !dbg !129
  store <4 x i32> %233, <4 x i32>* %235, align 4, !dbg !129, !tbaa !90
  %236 = bitcast i32* %230 to <4 x i32>*, !dbg !129
  store <4 x i32> %234, <4 x i32>* %236, align 4, !dbg !129, !tbaa !90
  br label %237, !dbg !126

237:                                              ; preds = %224, %226
  br i1 %71, label %252, label %238, !dbg !126

238:                                              ; preds = %195, %237
  %239 = phi i64 [ 0, %195 ], [ %66, %237 ]
  br label %255, !dbg !126

240:                                              ; preds = %184, %240
  %241 = phi i64 [ %250, %240 ], [ %185, %184 ]
  %242 = phi i32 [ %249, %240 ], [ %186, %184 ]
  %243 = phi i32 [ %248, %240 ], [ %187, %184 ]
  call void @llvm.dbg.value(metadata i64 %241, metadata !41, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 %242, metadata !40, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 %243, metadata !39, metadata !DIExpression()), !dbg !109
  %244 = getelementptr inbounds i32, i32* %108, i64 %241, !dbg !114
  %245 = load i32, i32* %244, align 4, !dbg !114, !tbaa !90
  %246 = icmp sgt i32 %245, 60, !dbg !116
  %247 = zext i1 %246 to i32, !dbg !116
  %248 = add nuw nsw i32 %243, %247, !dbg !117
  call void @llvm.dbg.value(metadata i32 %248, metadata !39, metadata !DIExpression()), !dbg !109
  %249 = add nsw i32 %245, %242, !dbg !118
  call void @llvm.dbg.value(metadata i32 %249, metadata !40, metadata !DIExpression()), !dbg !109
  %250 = add nuw nsw i64 %241, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %250, metadata !41, metadata !DIExpression()), !dbg !110
  %251 = icmp eq i64 %250, %52, !dbg !132
  br i1 %251, label %188, label %240, !dbg !111, !llvm.loop !133

252:                                              ; preds = %255, %237, %193, %194
  %253 = phi i32 [ %190, %194 ], [ 0, %193 ], [ %190, %237 ], [ %190, %255 ]
  %254 = add nsw i32 %106, 1, !dbg !135
  call void @llvm.dbg.value(metadata i32 %254, metadata !32, metadata !DIExpression()), !dbg !51
  br label %262, !dbg !136

255:                                              ; preds = %238, %255
  %256 = phi i64 [ %260, %255 ], [ %239, %238 ]
  call void @llvm.dbg.value(metadata i64 %256, metadata !43, metadata !DIExpression()), !dbg !125
  %257 = getelementptr inbounds i32, i32* %108, i64 %256, !dbg !137
  %258 = load i32, i32* %257, align 4, !dbg !129, !tbaa !90
  %259 = sdiv i32 %258, 2, !dbg !129
  store i32 %259, i32* %257, align 4, !dbg !129, !tbaa !90
  %260 = add nuw nsw i64 %256, 1, !dbg !127
  call void @llvm.dbg.value(metadata i64 %260, metadata !43, metadata !DIExpression()), !dbg !125
  %261 = icmp eq i64 %260, %53, !dbg !138
  br i1 %261, label %252, label %255, !dbg !126, !llvm.loop !139

262:                                              ; preds = %193, %252, %188
  %263 = phi i32 [ %253, %252 ], [ %190, %188 ], [ 0, %193 ]
  %264 = phi i32 [ %254, %252 ], [ %106, %188 ], [ %106, %193 ], !dbg !51
  call void @llvm.dbg.value(metadata i32 %264, metadata !32, metadata !DIExpression()), !dbg !51
  %265 = icmp sgt i32 %263, %105, !dbg !140
  %266 = select i1 %265, i32 %263, i32 %105, !dbg !142
  call void @llvm.dbg.value(metadata i32 %266, metadata !33, metadata !DIExpression()), !dbg !51
  %267 = add nuw nsw i64 %104, 1, !dbg !143
  call void @llvm.dbg.value(metadata i64 %267, metadata !34, metadata !DIExpression()), !dbg !93
  %268 = icmp eq i64 %267, %50, !dbg !92
  br i1 %268, label %94, label %103, !dbg !94, !llvm.loop !144

269:                                              ; preds = %286, %97
  %270 = phi i64 [ undef, %97 ], [ %302, %286 ]
  %271 = phi i32 [ 0, %97 ], [ %303, %286 ]
  %272 = phi i64 [ 0, %97 ], [ %302, %286 ]
  %273 = icmp eq i32 %98, 0, !dbg !106
  br i1 %273, label %281, label %274, !dbg !106

274:                                              ; preds = %269
  call void @llvm.dbg.value(metadata i32 %271, metadata !49, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %272, metadata !47, metadata !DIExpression()), !dbg !51
  %275 = srem i32 %271, %24, !dbg !146
  %276 = zext i32 %275 to i64, !dbg !147
  %277 = getelementptr inbounds i32, i32* %23, i64 %276, !dbg !147
  %278 = load i32, i32* %277, align 4, !dbg !147, !tbaa !90
  %279 = sext i32 %278 to i64, !dbg !147
  %280 = add nsw i64 %272, %279, !dbg !148
  call void @llvm.dbg.value(metadata i64 %280, metadata !47, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %271, metadata !49, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !103
  br label %281, !dbg !149

281:                                              ; preds = %274, %269, %45, %94
  %282 = phi i32 [ %266, %94 ], [ 0, %45 ], [ %266, %269 ], [ %266, %274 ]
  %283 = phi i32 [ %264, %94 ], [ 0, %45 ], [ %264, %269 ], [ %264, %274 ]
  %284 = phi i64 [ 0, %94 ], [ 0, %45 ], [ %270, %269 ], [ %280, %274 ], !dbg !51
  %285 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %283, i32 noundef %282, i64 noundef %284), !dbg !149
  tail call void @free(i8* noundef %22) #7, !dbg !150
  ret i32 0, !dbg !151

286:                                              ; preds = %286, %101
  %287 = phi i32 [ 0, %101 ], [ %303, %286 ]
  %288 = phi i64 [ 0, %101 ], [ %302, %286 ]
  %289 = phi i32 [ 0, %101 ], [ %304, %286 ]
  call void @llvm.dbg.value(metadata i32 %287, metadata !49, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %288, metadata !47, metadata !DIExpression()), !dbg !51
  %290 = srem i32 %287, %24, !dbg !146
  %291 = zext i32 %290 to i64, !dbg !147
  %292 = getelementptr inbounds i32, i32* %23, i64 %291, !dbg !147
  %293 = load i32, i32* %292, align 4, !dbg !147, !tbaa !90
  %294 = sext i32 %293 to i64, !dbg !147
  %295 = add nsw i64 %288, %294, !dbg !148
  call void @llvm.dbg.value(metadata i64 %295, metadata !47, metadata !DIExpression()), !dbg !51
  %296 = or i32 %287, 1, !dbg !152
  call void @llvm.dbg.value(metadata i32 %296, metadata !49, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 %296, metadata !49, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %295, metadata !47, metadata !DIExpression()), !dbg !51
  %297 = srem i32 %296, %24, !dbg !146
  %298 = zext i32 %297 to i64, !dbg !147
  %299 = getelementptr inbounds i32, i32* %23, i64 %298, !dbg !147
  %300 = load i32, i32* %299, align 4, !dbg !147, !tbaa !90
  %301 = sext i32 %300 to i64, !dbg !147
  %302 = add nsw i64 %295, %301, !dbg !148
  call void @llvm.dbg.value(metadata i64 %302, metadata !47, metadata !DIExpression()), !dbg !51
  %303 = add nuw nsw i32 %287, 2, !dbg !152
  call void @llvm.dbg.value(metadata i32 %303, metadata !49, metadata !DIExpression()), !dbg !103
  %304 = add i32 %289, 2, !dbg !106
  %305 = icmp eq i32 %304, %102, !dbg !106
  br i1 %305, label %269, label %286, !dbg !106, !llvm.loop !153
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "rowcount.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "b2c692539e11f390aeebff2510919f41")
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
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !19, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !26, !28, !30, !32, !33, !34, !36, !39, !40, !41, !43, !47, !49}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 7, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 7, type: !7)
!24 = !DILocalVariable(name: "rows", scope: !18, file: !1, line: 9, type: !6)
!25 = !DILocalVariable(name: "cols", scope: !18, file: !1, line: 10, type: !6)
!26 = !DILocalVariable(name: "m", scope: !18, file: !1, line: 11, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!28 = !DILocalVariable(name: "s", scope: !18, file: !1, line: 12, type: !29)
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 13, type: !6)
!31 = distinct !DILexicalBlock(scope: !18, file: !1, line: 13, column: 3)
!32 = !DILocalVariable(name: "rescaled", scope: !18, file: !1, line: 17, type: !6)
!33 = !DILocalVariable(name: "best", scope: !18, file: !1, line: 17, type: !6)
!34 = !DILocalVariable(name: "r", scope: !35, file: !1, line: 18, type: !6)
!35 = distinct !DILexicalBlock(scope: !18, file: !1, line: 18, column: 3)
!36 = !DILocalVariable(name: "row", scope: !37, file: !1, line: 19, type: !27)
!37 = distinct !DILexicalBlock(scope: !38, file: !1, line: 18, column: 34)
!38 = distinct !DILexicalBlock(scope: !35, file: !1, line: 18, column: 3)
!39 = !DILocalVariable(name: "over", scope: !37, file: !1, line: 20, type: !6)
!40 = !DILocalVariable(name: "sum", scope: !37, file: !1, line: 20, type: !6)
!41 = !DILocalVariable(name: "j", scope: !42, file: !1, line: 21, type: !6)
!42 = distinct !DILexicalBlock(scope: !37, file: !1, line: 21, column: 5)
!43 = !DILocalVariable(name: "j", scope: !44, file: !1, line: 26, type: !6)
!44 = distinct !DILexicalBlock(scope: !45, file: !1, line: 26, column: 7)
!45 = distinct !DILexicalBlock(scope: !46, file: !1, line: 25, column: 30)
!46 = distinct !DILexicalBlock(scope: !37, file: !1, line: 25, column: 9)
!47 = !DILocalVariable(name: "tail", scope: !18, file: !1, line: 33, type: !48)
!48 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!49 = !DILocalVariable(name: "k", scope: !50, file: !1, line: 34, type: !6)
!50 = distinct !DILexicalBlock(scope: !18, file: !1, line: 34, column: 3)
!51 = !DILocation(line: 0, scope: !18)
!52 = !DILocation(line: 9, column: 19, scope: !18)
!53 = !DILocation(line: 9, column: 14, scope: !18)
!54 = !DILocation(line: 9, column: 30, scope: !18)
!55 = !{!56, !56, i64 0}
!56 = !{!"any pointer", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocalVariable(name: "__nptr", arg: 1, scope: !60, file: !61, line: 362, type: !64)
!60 = distinct !DISubprogram(name: "atoi", scope: !61, file: !61, line: 362, type: !62, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !66)
!61 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!62 = !DISubroutineType(types: !63)
!63 = !{!6, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!66 = !{!59}
!67 = !DILocation(line: 0, scope: !60, inlinedAt: !68)
!68 = distinct !DILocation(line: 9, column: 25, scope: !18)
!69 = !DILocation(line: 364, column: 16, scope: !60, inlinedAt: !68)
!70 = !DILocation(line: 364, column: 10, scope: !60, inlinedAt: !68)
!71 = !DILocation(line: 10, column: 19, scope: !18)
!72 = !DILocation(line: 10, column: 14, scope: !18)
!73 = !DILocation(line: 10, column: 30, scope: !18)
!74 = !DILocation(line: 0, scope: !60, inlinedAt: !75)
!75 = distinct !DILocation(line: 10, column: 25, scope: !18)
!76 = !DILocation(line: 364, column: 16, scope: !60, inlinedAt: !75)
!77 = !DILocation(line: 364, column: 10, scope: !60, inlinedAt: !75)
!78 = !DILocation(line: 11, column: 19, scope: !18)
!79 = !DILocation(line: 11, column: 34, scope: !18)
!80 = !DILocation(line: 11, column: 32, scope: !18)
!81 = !DILocation(line: 11, column: 39, scope: !18)
!82 = !DILocation(line: 11, column: 12, scope: !18)
!83 = !DILocation(line: 0, scope: !31)
!84 = !DILocation(line: 13, column: 21, scope: !85)
!85 = distinct !DILexicalBlock(scope: !31, file: !1, line: 13, column: 3)
!86 = !DILocation(line: 13, column: 3, scope: !31)
!87 = !DILocation(line: 15, column: 5, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !1, line: 13, column: 41)
!89 = !DILocation(line: 15, column: 10, scope: !88)
!90 = !{!91, !91, i64 0}
!91 = !{!"int", !57, i64 0}
!92 = !DILocation(line: 18, column: 21, scope: !38)
!93 = !DILocation(line: 0, scope: !35)
!94 = !DILocation(line: 18, column: 3, scope: !35)
!95 = !DILocation(line: 14, column: 11, scope: !88)
!96 = !DILocation(line: 14, column: 22, scope: !88)
!97 = !DILocation(line: 15, column: 21, scope: !88)
!98 = !DILocation(line: 15, column: 28, scope: !88)
!99 = !DILocation(line: 13, column: 37, scope: !85)
!100 = distinct !{!100, !86, !101, !102}
!101 = !DILocation(line: 16, column: 3, scope: !31)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocation(line: 0, scope: !50)
!104 = !DILocation(line: 34, column: 21, scope: !105)
!105 = distinct !DILexicalBlock(scope: !50, file: !1, line: 34, column: 3)
!106 = !DILocation(line: 34, column: 3, scope: !50)
!107 = !DILocation(line: 19, column: 30, scope: !37)
!108 = !DILocation(line: 19, column: 18, scope: !37)
!109 = !DILocation(line: 0, scope: !37)
!110 = !DILocation(line: 0, scope: !42)
!111 = !DILocation(line: 21, column: 5, scope: !42)
!112 = !DILocation(line: 21, column: 32, scope: !113)
!113 = distinct !DILexicalBlock(scope: !42, file: !1, line: 21, column: 5)
!114 = !DILocation(line: 22, column: 15, scope: !115)
!115 = distinct !DILexicalBlock(scope: !113, file: !1, line: 21, column: 36)
!116 = !DILocation(line: 22, column: 22, scope: !115)
!117 = !DILocation(line: 22, column: 12, scope: !115)
!118 = !DILocation(line: 23, column: 11, scope: !115)
!119 = distinct !{!119, !111, !120, !102, !121}
!120 = !DILocation(line: 24, column: 5, scope: !42)
!121 = !{!"llvm.loop.isvectorized", i32 1}
!122 = !DILocation(line: 25, column: 14, scope: !46)
!123 = !DILocation(line: 25, column: 18, scope: !46)
!124 = !DILocation(line: 25, column: 9, scope: !37)
!125 = !DILocation(line: 0, scope: !44)
!126 = !DILocation(line: 26, column: 7, scope: !44)
!127 = !DILocation(line: 26, column: 34, scope: !128)
!128 = distinct !DILexicalBlock(scope: !44, file: !1, line: 26, column: 7)
!129 = !DILocation(line: 27, column: 16, scope: !128)
!130 = distinct !{!130, !126, !131, !102, !121}
!131 = !DILocation(line: 27, column: 19, scope: !44)
!132 = !DILocation(line: 21, column: 23, scope: !113)
!133 = distinct !{!133, !111, !120, !102, !134, !121}
!134 = !{!"llvm.loop.unroll.runtime.disable"}
!135 = !DILocation(line: 28, column: 15, scope: !45)
!136 = !DILocation(line: 29, column: 5, scope: !45)
!137 = !DILocation(line: 27, column: 9, scope: !128)
!138 = !DILocation(line: 26, column: 25, scope: !128)
!139 = distinct !{!139, !126, !131, !102, !134, !121}
!140 = !DILocation(line: 30, column: 13, scope: !141)
!141 = distinct !DILexicalBlock(scope: !37, file: !1, line: 30, column: 9)
!142 = !DILocation(line: 30, column: 9, scope: !37)
!143 = !DILocation(line: 18, column: 30, scope: !38)
!144 = distinct !{!144, !94, !145, !102}
!145 = !DILocation(line: 32, column: 3, scope: !35)
!146 = !DILocation(line: 35, column: 17, scope: !105)
!147 = !DILocation(line: 35, column: 13, scope: !105)
!148 = !DILocation(line: 35, column: 10, scope: !105)
!149 = !DILocation(line: 36, column: 3, scope: !18)
!150 = !DILocation(line: 37, column: 3, scope: !18)
!151 = !DILocation(line: 39, column: 1, scope: !18)
!152 = !DILocation(line: 34, column: 36, scope: !105)
!153 = distinct !{!153, !106, !154, !102}
!154 = !DILocation(line: 35, column: 32, scope: !50)
