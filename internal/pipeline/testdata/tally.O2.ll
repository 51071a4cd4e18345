; ModuleID = 'tally.c'
source_filename = "tally.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"\0A%d %f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  %3 = alloca [8 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !55
  %4 = icmp sgt i32 %0, 1, !dbg !56
  br i1 %4, label %5, label %16, !dbg !57

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !58
  %7 = load i8*, i8** %6, align 8, !dbg !58, !tbaa !59
  call void @llvm.dbg.value(metadata i8* %7, metadata !63, metadata !DIExpression()) #10, !dbg !71
  %8 = tail call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #10, !dbg !73
  %9 = trunc i64 %8 to i32, !dbg !74
  call void @llvm.dbg.value(metadata i32 %9, metadata !21, metadata !DIExpression()), !dbg !55
  %10 = icmp eq i32 %0, 2, !dbg !75
  br i1 %10, label %16, label %11, !dbg !76

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !77
  %13 = load i8*, i8** %12, align 8, !dbg !77, !tbaa !59
  call void @llvm.dbg.value(metadata i8* %13, metadata !63, metadata !DIExpression()) #10, !dbg !78
  %14 = tail call i64 @strtol(i8* nocapture noundef nonnull %13, i8** noundef null, i32 noundef 10) #10, !dbg !80
  %15 = trunc i64 %14 to i32, !dbg !81
  br label %16, !dbg !76

16:                                               ; preds = %2, %5, %11
  %17 = phi i32 [ %9, %11 ], [ %9, %5 ], [ 1000, %2 ]
  %18 = phi i32 [ %15, %11 ], [ 4, %5 ], [ 4, %2 ], !dbg !76
  call void @llvm.dbg.value(metadata i32 %18, metadata !22, metadata !DIExpression()), !dbg !55
  %19 = sext i32 %17 to i64, !dbg !82
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #10, !dbg !83
  call void @llvm.dbg.value(metadata i8* %20, metadata !23, metadata !DIExpression()), !dbg !55
  %21 = shl nsw i64 %19, 2, !dbg !84
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #10, !dbg !85
  %23 = bitcast i8* %22 to float*, !dbg !85
  call void @llvm.dbg.value(metadata float* %23, metadata !26, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 12345, metadata !29, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !86
  %24 = icmp sgt i32 %17, 0, !dbg !87
  br i1 %24, label %25, label %147, !dbg !89

25:                                               ; preds = %16
  %26 = zext i32 %17 to i64, !dbg !87
  %27 = and i64 %26, 1, !dbg !89
  %28 = icmp eq i32 %17, 1, !dbg !89
  br i1 %28, label %31, label %29, !dbg !89

29:                                               ; preds = %25
  %30 = and i64 %26, 4294967294, !dbg !89
  br label %127, !dbg !89

31:                                               ; preds = %127, %25
  %32 = phi i64 [ 0, %25 ], [ %144, %127 ]
  %33 = phi i32 [ 12345, %25 ], [ %139, %127 ]
  %34 = icmp eq i64 %27, 0, !dbg !89
  br i1 %34, label %42, label %35, !dbg !89

35:                                               ; preds = %31
  call void @llvm.dbg.value(metadata i64 %32, metadata !31, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 %33, metadata !29, metadata !DIExpression()), !dbg !55
  %36 = mul i32 %33, 1103515245, !dbg !90
  %37 = add i32 %36, 12345, !dbg !92
  call void @llvm.dbg.value(metadata i32 %37, metadata !29, metadata !DIExpression()), !dbg !55
  %38 = lshr i32 %37, 16, !dbg !93
  %39 = trunc i32 %38 to i8, !dbg !94
  %40 = and i8 %39, 7, !dbg !94
  %41 = getelementptr inbounds i8, i8* %20, i64 %32, !dbg !95
  store i8 %40, i8* %41, align 1, !dbg !96, !tbaa !97
  call void @llvm.dbg.value(metadata i64 %32, metadata !31, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !86
  br label %42, !dbg !98

42:                                               ; preds = %31, %35
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !55
  br i1 %24, label %43, label %147, !dbg !98

43:                                               ; preds = %42
  %44 = zext i32 %17 to i64, !dbg !100
  %45 = icmp ult i32 %17, 8, !dbg !98
  br i1 %45, label %124, label %46, !dbg !98

46:                                               ; preds = %43
  %47 = and i64 %26, 4294967288, !dbg !98
  %48 = insertelement <4 x i32> poison, i32 %18, i64 0, !dbg !98
  %49 = shufflevector <4 x i32> %48, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !98
  %50 = insertelement <4 x i32> poison, i32 %18, i64 0, !dbg !98
  %51 = shufflevector <4 x i32> %50, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !98
  %52 = add nsw i64 %47, -8, !dbg !98
  %53 = lshr exact i64 %52, 3, !dbg !98
  %54 = add nuw nsw i64 %53, 1, !dbg !98
  %55 = and i64 %54, 1, !dbg !98
  %56 = icmp eq i64 %52, 0, !dbg !98
  br i1 %56, label %96, label %57, !dbg !98

57:                                               ; preds = %46
  %58 = and i64 %54, 4611686018427387902, !dbg !98
  br label %59, !dbg !98

59:                                               ; preds = %59, %57
  %60 = phi i64 [ 0, %57 ], [ %93, %59 ], !dbg !102
  %61 = phi <4 x i32> [ zeroinitializer, %57 ], [ %91, %59 ]
  %62 = phi <4 x i32> [ zeroinitializer, %57 ], [ %92, %59 ]
  %63 = phi i64 [ 0, %57 ], [ %94, %59 ]
  %64 = getelementptr inbounds i8, i8* %20, i64 %60, !dbg !102
  %65 = bitcast i8* %64 to <4 x i8>*, !dbg !103
  %66 = load <4 x i8>, <4 x i8>* %65, align 1, !dbg !103, !tbaa !97
  %67 = getelementptr inbounds i8, i8* %64, i64 4, !dbg !103
  %68 = bitcast i8* %67 to <4 x i8>*, !dbg !103
  %69 = load <4 x i8>, <4 x i8>* %68, align 1, !dbg !103, !tbaa !97
  %70 = zext <4 x i8> %66 to <4 x i32>, !dbg !103
  %71 = zext <4 x i8> %69 to <4 x i32>, !dbg !103
  %72 = icmp slt <4 x i32> %49, %70, !dbg !105
  %73 = icmp slt <4 x i32> %51, %71, !dbg !105
  %74 = zext <4 x i1> %72 to <4 x i32>, !dbg !106
  %75 = zext <4 x i1> %73 to <4 x i32>, !dbg !106
  %76 = add <4 x i32> %61, %74, !dbg !106
  %77 = add <4 x i32> %62, %75, !dbg !106
  %78 = or i64 %60, 8, !dbg !102
  %79 = getelementptr inbounds i8, i8* %20, i64 %78, !dbg !102
  %80 = bitcast i8* %79 to <4 x i8>*, !dbg !103
  %81 = load <4 x i8>, <4 x i8>* %80, align 1, !dbg !103, !tbaa !97
  %82 = getelementptr inbounds i8, i8* %79, i64 4, !dbg !103
  %83 = bitcast i8* %82 to <4 x i8>*, !dbg !103
  %84 = load <4 x i8>, <4 x i8>* %83, align 1, !dbg !103, !tbaa !97
  %85 = zext <4 x i8> %81 to <4 x i32>, !dbg !103
  %86 = zext <4 x i8> %84 to <4 x i32>, !dbg !103
  %87 = icmp slt <4 x i32> %49, %85, !dbg !105
  %88 = icmp slt <4 x i32> %51, %86, !dbg !105
  %89 = zext <4 x i1> %87 to <4 x i32>, !dbg !106
  %90 = zext <4 x i1> %88 to <4 x i32>, !dbg !106
  %91 = add <4 x i32> %76, %89, !dbg !106
  %92 = add <4 x i32> %77, %90, !dbg !106
  %93 = add nuw i64 %60, 16, !dbg !102
  %94 = add i64 %63, 2, !dbg !102
  %95 = icmp eq i64 %94, %58, !dbg !102
  br i1 %95, label %96, label %59, !dbg !102, !llvm.loop !107

96:                                               ; preds = %59, %46
  %97 = phi <4 x i32> [ undef, %46 ], [ %91, %59 ]
  %98 = phi <4 x i32> [ undef, %46 ], [ %92, %59 ]
  %99 = phi i64 [ 0, %46 ], [ %93, %59 ]
  %100 = phi <4 x i32> [ zeroinitializer, %46 ], [ %91, %59 ]
  %101 = phi <4 x i32> [ zeroinitializer, %46 ], [ %92, %59 ]
  %102 = icmp eq i64 %55, 0, !dbg !102
  br i1 %102, label %118, label %103, !dbg !102

103:                                              ; preds = %96
  %104 = getelementptr inbounds i8, i8* %20, i64 %99, !dbg !102
  %105 = bitcast i8* %104 to <4 x i8>*, !dbg !103
  %106 = load <4 x i8>, <4 x i8>* %105, align 1, !dbg !103, !tbaa !97
  %107 = getelementptr inbounds i8, i8* %104, i64 4, !dbg !103
  %108 = bitcast i8* %107 to <4 x i8>*, !dbg !103
  %109 = load <4 x i8>, <4 x i8>* %108, align 1, !dbg !103, !tbaa !97
  %110 = zext <4 x i8> %106 to <4 x i32>, !dbg !103
  %111 = zext <4 x i8> %109 to <4 x i32>, !dbg !103
  %112 = icmp slt <4 x i32> %49, %110, !dbg !105
  %113 = icmp slt <4 x i32> %51, %111, !dbg !105
  %114 = zext <4 x i1> %112 to <4 x i32>, !dbg !106
  %115 = zext <4 x i1> %113 to <4 x i32>, !dbg !106
  %116 = add <4 x i32> %100, %114, !dbg !106
  %117 = add <4 x i32> %101, %115, !dbg !106
  br label %118, !dbg !98

118:                                              ; preds = %96, %103
  %119 = phi <4 x i32> [ %97, %96 ], [ %116, %103 ], !dbg !106
  %120 = phi <4 x i32> [ %98, %96 ], [ %117, %103 ], !dbg !106
  %121 = add <4 x i32> %120, %119, !dbg !98
  %122 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %121), !dbg !98
  %123 = icmp eq i64 %47, %26, !dbg !98
  br i1 %123, label %147, label %124, !dbg !98

124:                                              ; preds = %43, %118
  %125 = phi i64 [ 0, %43 ], [ %47, %118 ]
  %126 = phi i32 [ 0, %43 ], [ %122, %118 ]
  br label %260, !dbg !98

127:                                              ; preds = %127, %29
  %128 = phi i64 [ 0, %29 ], [ %144, %127 ]
  %129 = phi i32 [ 12345, %29 ], [ %139, %127 ]
  %130 = phi i64 [ 0, %29 ], [ %145, %127 ]
  call void @llvm.dbg.value(metadata i64 %128, metadata !31, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 %129, metadata !29, metadata !DIExpression()), !dbg !55
  %131 = mul i32 %129, 1103515245, !dbg !90
  %132 = add i32 %131, 12345, !dbg !92
  call void @llvm.dbg.value(metadata i32 %132, metadata !29, metadata !DIExpression()), !dbg !55
  %133 = lshr i32 %132, 16, !dbg !93
  %134 = trunc i32 %133 to i8, !dbg !94
  %135 = and i8 %134, 7, !dbg !94
  %136 = getelementptr inbounds i8, i8* %20, i64 %128, !dbg !95
  store i8 %135, i8* %136, align 1, !dbg !96, !tbaa !97
  %137 = or i64 %128, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %137, metadata !31, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %137, metadata !31, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 %132, metadata !29, metadata !DIExpression()), !dbg !55
  %138 = mul i32 %132, 1103515245, !dbg !90
  %139 = add i32 %138, 12345, !dbg !92
  call void @llvm.dbg.value(metadata i32 %139, metadata !29, metadata !DIExpression()), !dbg !55
  %140 = lshr i32 %139, 16, !dbg !93
  %141 = trunc i32 %140 to i8, !dbg !94
  %142 = and i8 %141, 7, !dbg !94
  %143 = getelementptr inbounds i8, i8* %20, i64 %137, !dbg !95
  store i8 %142, i8* %143, align 1, !dbg !96, !tbaa !97
  %144 = add nuw nsw i64 %128, 2, !dbg !111
  call void @llvm.dbg.value(metadata i64 %144, metadata !31, metadata !DIExpression()), !dbg !86
  %145 = add i64 %130, 2, !dbg !89
  %146 = icmp eq i64 %145, %30, !dbg !89
  br i1 %146, label %31, label %127, !dbg !89, !llvm.loop !112

147:                                              ; preds = %260, %118, %16, %42
  %148 = phi i32 [ 0, %42 ], [ 0, %16 ], [ %122, %118 ], [ %268, %260 ], !dbg !55
  %149 = sdiv i32 %17, 4, !dbg !114
  %150 = icmp sgt i32 %148, %149, !dbg !115
  br i1 %150, label %215, label %151, !dbg !116

151:                                              ; preds = %147
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !117
  br i1 %24, label %152, label %292, !dbg !118

152:                                              ; preds = %151
  %153 = zext i32 %17 to i64, !dbg !119
  %154 = icmp ult i32 %17, 8, !dbg !118
  br i1 %154, label %213, label %155, !dbg !118

155:                                              ; preds = %152
  %156 = and i64 %153, 4294967288, !dbg !118
  %157 = add nsw i64 %156, -8, !dbg !118
  %158 = lshr exact i64 %157, 3, !dbg !118
  %159 = add nuw nsw i64 %158, 1, !dbg !118
  %160 = and i64 %159, 1, !dbg !118
  %161 = icmp eq i64 %157, 0, !dbg !118
  br i1 %161, label %195, label %162, !dbg !118

162:                                              ; preds = %155
  %163 = and i64 %159, 4611686018427387902, !dbg !118
  br label %164, !dbg !118

164:                                              ; preds = %164, %162
  %165 = phi i64 [ 0, %162 ], [ %192, %164 ], !dbg !121
  %166 = phi i64 [ 0, %162 ], [ %193, %164 ]
  %167 = getelementptr inbounds i8, i8* %20, i64 %165, !dbg !121
  %168 = bitcast i8* %167 to <4 x i8>*, !dbg !122
  %169 = load <4 x i8>, <4 x i8>* %168, align 1, !dbg !122, !tbaa !97
  %170 = getelementptr inbounds i8, i8* %167, i64 4, !dbg !122
  %171 = bitcast i8* %170 to <4 x i8>*, !dbg !122
  %172 = load <4 x i8>, <4 x i8>* %171, align 1, !dbg !122, !tbaa !97
  %173 = uitofp <4 x i8> %169 to <4 x float>, !dbg !122
  %174 = uitofp <4 x i8> %172 to <4 x float>, !dbg !122
  %175 = getelementptr inbounds float, float* %23, i64 %165, !dbg !121
  %176 = bitcast float* %175 to <4 x float>*, !dbg !123
  store <4 x float> %173, <4 x float>* %176, align 4, !dbg !123, !tbaa !124
  %177 = getelementptr inbounds float, float* %175, i64 4, !dbg !123
  %178 = bitcast float* %177 to <4 x float>*, !dbg !123
  store <4 x float> %174, <4 x float>* %178, align 4, !dbg !123, !tbaa !124
  %179 = or i64 %165, 8, !dbg !121
  %180 = getelementptr inbounds i8, i8* %20, i64 %179, !dbg !121
  %181 = bitcast i8* %180 to <4 x i8>*, !dbg !122
  %182 = load <4 x i8>, <4 x i8>* %181, align 1, !dbg !122, !tbaa !97
  %183 = getelementptr inbounds i8, i8* %180, i64 4, !dbg !122
  %184 = bitcast i8* %183 to <4 x i8>*, !dbg !122
  %185 = load <4 x i8>, <4 x i8>* %184, align 1, !dbg !122, !tbaa !97
  %186 = uitofp <4 x i8> %182 to <4 x float>, !dbg !122
  %187 = uitofp <4 x i8> %185 to <4 x float>, !dbg !122
  %188 = getelementptr inbounds float, float* %23, i64 %179, !dbg !121
  %189 = bitcast float* %188 to <4 x float>*, !dbg !123
  store <4 x float> %186, <4 x float>* %189, align 4, !dbg !123, !tbaa !124
  %190 = getelementptr inbounds float, float* %188, i64 4, !dbg !123
  %191 = bitcast float* %190 to <4 x float>*, !dbg !123
  store <4 x float> %187, <4 x float>* %191, align 4, !dbg !123, !tbaa !124
  %192 = add nuw i64 %165, 16, !dbg !121
  %193 = add i64 %166, 2, !dbg !121
  %194 = icmp eq i64 %193, %163, !dbg !121
  br i1 %194, label %195, label %164, !dbg !121, !llvm.loop !126

195:                                              ; preds = %164, %155
  %196 = phi i64 [ 0, %155 ], [ %192, %164 ]
  %197 = icmp eq i64 %160, 0, !dbg !121
  br i1 %197, label %211, label %198, !dbg !121

198:                                              ; preds = %195
  %199 = getelementptr inbounds i8, i8* %20, i64 %196, !dbg !121
  %200 = bitcast i8* %199 to <4 x i8>*, !dbg !122
  %201 = load <4 x i8>, <4 x i8>* %200, align 1, !dbg !122, !tbaa !97
  %202 = getelementptr inbounds i8, i8* %199, i64 4, !dbg !122
  %203 = bitcast i8* %202 to <4 x i8>*, !dbg !122
  %204 = load <4 x i8>, <4 x i8>* %203, align 1, !dbg !122, !tbaa !97
  %205 = uitofp <4 x i8> %201 to <4 x float>, !dbg !122
  %206 = uitofp <4 x i8> %204 to <4 x float>, !dbg !122
  %207 = getelementptr inbounds float, float* %23, i64 %196, !dbg !121
  %208 = bitcast float* %207 to <4 x float>*, !dbg !123
  store <4 x float> %205, <4 x float>* %208, align 4, !dbg !123, !tbaa !124
  %209 = getelementptr inbounds float, float* %207, i64 4, !dbg !123
  %210 = bitcast float* %209 to <4 x float>*, !dbg !123
  store <4 x float> %206, <4 x float>* %210, align 4, !dbg !123, !tbaa !124
  br label %211, !dbg !118

211:                                              ; preds = %195, %198
  %212 = icmp eq i64 %156, %153, !dbg !118
  br i1 %212, label %292, label %213, !dbg !118

213:                                              ; preds = %152, %211
  %214 = phi i64 [ 0, %152 ], [ %156, %211 ]
  br label %284, !dbg !118

215:                                              ; preds = %147
  call void @llvm.dbg.value(metadata i32 1, metadata !36, metadata !DIExpression()), !dbg !128
  %216 = icmp sgt i32 %17, 1, !dbg !129
  br i1 %216, label %217, label %292, !dbg !131

217:                                              ; preds = %215
  %218 = zext i32 %17 to i64, !dbg !129
  %219 = load i8, i8* %20, align 1, !dbg !132, !tbaa !97
  %220 = add nsw i64 %218, -1, !dbg !131
  %221 = icmp ult i64 %220, 8, !dbg !131
  br i1 %221, label %257, label %222, !dbg !131

222:                                              ; preds = %217
  %223 = and i64 %220, -8, !dbg !131
  %224 = or i64 %223, 1, !dbg !131
  %225 = insertelement <4 x i8> poison, i8 %219, i64 3, !dbg !131
  br label %226, !dbg !131

226:                                              ; preds = %226, %222
  %227 = phi i64 [ 0, %222 ], [ %252, %226 ]
  %228 = phi <4 x i8> [ %225, %222 ], [ %235, %226 ]
  %229 = or i64 %227, 1
  %230 = getelementptr inbounds i8, i8* %20, i64 %229, !dbg !133
  %231 = bitcast i8* %230 to <4 x i8>*, !dbg !133
  %232 = load <4 x i8>, <4 x i8>* %231, align 1, !dbg !133, !tbaa !97
  %233 = getelementptr inbounds i8, i8* %230, i64 4, !dbg !133
  %234 = bitcast i8* %233 to <4 x i8>*, !dbg !133
  %235 = load <4 x i8>, <4 x i8>* %234, align 1, !dbg !133, !tbaa !97
  %236 = shufflevector <4 x i8> %228, <4 x i8> %232, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %237 = shufflevector <4 x i8> %232, <4 x i8> %235, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %238 = zext <4 x i8> %232 to <4 x i32>, !dbg !133
  %239 = zext <4 x i8> %235 to <4 x i32>, !dbg !133
  %240 = zext <4 x i8> %236 to <4 x i32>, !dbg !132
  %241 = zext <4 x i8> %237 to <4 x i32>, !dbg !132
  %242 = add nuw nsw <4 x i32> %240, %238, !dbg !134
  %243 = add nuw nsw <4 x i32> %241, %239, !dbg !134
  %244 = sitofp <4 x i32> %242 to <4 x float>, !dbg !135
  %245 = sitofp <4 x i32> %243 to <4 x float>, !dbg !135
  %246 = fmul <4 x float> %244, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !136
  %247 = fmul <4 x float> %245, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !136
  %248 = getelementptr inbounds float, float* %23, i64 %229, !dbg !137
  %249 = bitcast float* %248 to <4 x float>*, !dbg !138
  store <4 x float> %246, <4 x float>* %249, align 4, !dbg !138, !tbaa !124
  %250 = getelementptr inbounds float, float* %248, i64 4, !dbg !138
  %251 = bitcast float* %250 to <4 x float>*, !dbg !138
  store <4 x float> %247, <4 x float>* %251, align 4, !dbg !138, !tbaa !124
  %252 = add nuw i64 %227, 8
  %253 = icmp eq i64 %252, %223
  br i1 %253, label %254, label %226, !llvm.loop !139

254:                                              ; preds = %226
  %255 = icmp eq i64 %220, %223, !dbg !131
  %256 = extractelement <4 x i8> %235, i64 3, !dbg !131
  br i1 %255, label %292, label %257, !dbg !131

257:                                              ; preds = %217, %254
  %258 = phi i8 [ %256, %254 ], [ %219, %217 ]
  %259 = phi i64 [ %224, %254 ], [ 1, %217 ]
  br label %271, !dbg !131

260:                                              ; preds = %124, %260
  %261 = phi i64 [ %269, %260 ], [ %125, %124 ]
  %262 = phi i32 [ %268, %260 ], [ %126, %124 ]
  call void @llvm.dbg.value(metadata i64 %261, metadata !34, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 %262, metadata !33, metadata !DIExpression()), !dbg !55
  %263 = getelementptr inbounds i8, i8* %20, i64 %261, !dbg !103
  %264 = load i8, i8* %263, align 1, !dbg !103, !tbaa !97
  %265 = zext i8 %264 to i32, !dbg !103
  %266 = icmp slt i32 %18, %265, !dbg !105
  %267 = zext i1 %266 to i32, !dbg !106
  %268 = add nuw nsw i32 %262, %267, !dbg !106
  call void @llvm.dbg.value(metadata i32 %268, metadata !33, metadata !DIExpression()), !dbg !55
  %269 = add nuw nsw i64 %261, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %269, metadata !34, metadata !DIExpression()), !dbg !99
  %270 = icmp eq i64 %269, %44, !dbg !100
  br i1 %270, label %147, label %260, !dbg !98, !llvm.loop !141

271:                                              ; preds = %257, %271
  %272 = phi i8 [ %275, %271 ], [ %258, %257 ], !dbg !132
  %273 = phi i64 [ %282, %271 ], [ %259, %257 ]
  call void @llvm.dbg.value(metadata i64 %273, metadata !36, metadata !DIExpression()), !dbg !128
  %274 = getelementptr inbounds i8, i8* %20, i64 %273, !dbg !133
  %275 = load i8, i8* %274, align 1, !dbg !133, !tbaa !97
  %276 = zext i8 %275 to i32, !dbg !133
  %277 = zext i8 %272 to i32, !dbg !132
  %278 = add nuw nsw i32 %277, %276, !dbg !134
  %279 = sitofp i32 %278 to float, !dbg !135
  %280 = fmul float %279, 5.000000e-01, !dbg !136
  %281 = getelementptr inbounds float, float* %23, i64 %273, !dbg !137
  store float %280, float* %281, align 4, !dbg !138, !tbaa !124
  %282 = add nuw nsw i64 %273, 1, !dbg !143
  call void @llvm.dbg.value(metadata i64 %282, metadata !36, metadata !DIExpression()), !dbg !128
  %283 = icmp eq i64 %282, %218, !dbg !129
  br i1 %283, label %292, label %271, !dbg !131, !llvm.loop !144

284:                                              ; preds = %213, %284
  %285 = phi i64 [ %290, %284 ], [ %214, %213 ]
  call void @llvm.dbg.value(metadata i64 %285, metadata !40, metadata !DIExpression()), !dbg !117
  %286 = getelementptr inbounds i8, i8* %20, i64 %285, !dbg !122
  %287 = load i8, i8* %286, align 1, !dbg !122, !tbaa !97
  %288 = uitofp i8 %287 to float, !dbg !122
  %289 = getelementptr inbounds float, float* %23, i64 %285, !dbg !145
  store float %288, float* %289, align 4, !dbg !123, !tbaa !124
  %290 = add nuw nsw i64 %285, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %290, metadata !40, metadata !DIExpression()), !dbg !117
  %291 = icmp eq i64 %290, %153, !dbg !119
  br i1 %291, label %292, label %284, !dbg !118, !llvm.loop !146

292:                                              ; preds = %284, %271, %211, %254, %151, %215
  call void @llvm.dbg.value(metadata float 1.000000e+00, metadata !43, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !147
  %293 = icmp eq i32 %148, 0, !dbg !148
  br i1 %293, label %313, label %294, !dbg !150

294:                                              ; preds = %292
  %295 = and i32 %148, 1, !dbg !150
  %296 = icmp eq i32 %148, 1, !dbg !150
  br i1 %296, label %299, label %297, !dbg !150

297:                                              ; preds = %294
  %298 = and i32 %148, -2, !dbg !150
  br label %323, !dbg !150

299:                                              ; preds = %323, %294
  %300 = phi float [ undef, %294 ], [ %337, %323 ]
  %301 = phi i32 [ 0, %294 ], [ %338, %323 ]
  %302 = phi float [ 1.000000e+00, %294 ], [ %337, %323 ]
  %303 = icmp eq i32 %295, 0, !dbg !150
  br i1 %303, label %310, label %304, !dbg !150

304:                                              ; preds = %299
  call void @llvm.dbg.value(metadata i32 %301, metadata !44, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata float %302, metadata !43, metadata !DIExpression()), !dbg !55
  %305 = srem i32 %301, %17, !dbg !151
  %306 = zext i32 %305 to i64, !dbg !152
  %307 = getelementptr inbounds float, float* %23, i64 %306, !dbg !152
  %308 = load float, float* %307, align 4, !dbg !152, !tbaa !124
  %309 = tail call float @llvm.fmuladd.f32(float %302, float 0x3FEFF7CEE0000000, float %308), !dbg !153
  call void @llvm.dbg.value(metadata float %309, metadata !43, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %301, metadata !44, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !147
  br label %310, !dbg !154

310:                                              ; preds = %299, %304
  %311 = phi float [ %300, %299 ], [ %309, %304 ], !dbg !153
  %312 = fpext float %311 to double, !dbg !154
  br label %313, !dbg !154

313:                                              ; preds = %310, %292
  %314 = phi double [ 1.000000e+00, %292 ], [ %312, %310 ]
  %315 = bitcast [8 x i32]* %3 to i8*, !dbg !154
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %315) #10, !dbg !154
  call void @llvm.dbg.declare(metadata [8 x i32]* %3, metadata !46, metadata !DIExpression()), !dbg !155
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %315, i8 0, i64 32, i1 false), !dbg !155
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression()), !dbg !156
  br i1 %24, label %316, label %416, !dbg !157

316:                                              ; preds = %313
  %317 = zext i32 %17 to i64, !dbg !158
  %318 = add nsw i64 %317, -1, !dbg !157
  %319 = and i64 %317, 3, !dbg !157
  %320 = icmp ult i64 %318, 3, !dbg !157
  br i1 %320, label %341, label %321, !dbg !157

321:                                              ; preds = %316
  %322 = and i64 %317, 4294967292, !dbg !157
  br label %383, !dbg !157

323:                                              ; preds = %323, %297
  %324 = phi i32 [ 0, %297 ], [ %338, %323 ]
  %325 = phi float [ 1.000000e+00, %297 ], [ %337, %323 ]
  %326 = phi i32 [ 0, %297 ], [ %339, %323 ]
  call void @llvm.dbg.value(metadata i32 %324, metadata !44, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata float %325, metadata !43, metadata !DIExpression()), !dbg !55
  %327 = srem i32 %324, %17, !dbg !151
  %328 = zext i32 %327 to i64, !dbg !152
  %329 = getelementptr inbounds float, float* %23, i64 %328, !dbg !152
  %330 = load float, float* %329, align 4, !dbg !152, !tbaa !124
  %331 = tail call float @llvm.fmuladd.f32(float %325, float 0x3FEFF7CEE0000000, float %330), !dbg !153
  call void @llvm.dbg.value(metadata float %331, metadata !43, metadata !DIExpression()), !dbg !55
  %332 = or i32 %324, 1, !dbg !160
  call void @llvm.dbg.value(metadata i32 %332, metadata !44, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 %332, metadata !44, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata float %331, metadata !43, metadata !DIExpression()), !dbg !55
  %333 = srem i32 %332, %17, !dbg !151
  %334 = zext i32 %333 to i64, !dbg !152
  %335 = getelementptr inbounds float, float* %23, i64 %334, !dbg !152
  %336 = load float, float* %335, align 4, !dbg !152, !tbaa !124
  %337 = tail call float @llvm.fmuladd.f32(float %331, float 0x3FEFF7CEE0000000, float %336), !dbg !153
  call void @llvm.dbg.value(metadata float %337, metadata !43, metadata !DIExpression()), !dbg !55
  %338 = add nuw nsw i32 %324, 2, !dbg !160
  call void @llvm.dbg.value(metadata i32 %338, metadata !44, metadata !DIExpression()), !dbg !147
  %339 = add i32 %326, 2, !dbg !150
  %340 = icmp eq i32 %339, %298, !dbg !150
  br i1 %340, label %299, label %323, !dbg !150, !llvm.loop !161

341:                                              ; preds = %383, %316
  %342 = phi i64 [ 0, %316 ], [ %413, %383 ]
  %343 = icmp eq i64 %319, 0, !dbg !157
  br i1 %343, label %356, label %344, !dbg !157

344:                                              ; preds = %341, %344
  %345 = phi i64 [ %353, %344 ], [ %342, %341 ]
  %346 = phi i64 [ %354, %344 ], [ 0, %341 ]
  call void @llvm.dbg.value(metadata i64 %345, metadata !50, metadata !DIExpression()), !dbg !156
  %347 = getelementptr inbounds i8, i8* %20, i64 %345, !dbg !163
  %348 = load i8, i8* %347, align 1, !dbg !163, !tbaa !97
  %349 = zext i8 %348 to i64, !dbg !164
  %350 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %349, !dbg !164
  %351 = load i32, i32* %350, align 4, !dbg !165, !tbaa !166
  %352 = add nsw i32 %351, 1, !dbg !165
  store i32 %352, i32* %350, align 4, !dbg !165, !tbaa !166
  %353 = add nuw nsw i64 %345, 1, !dbg !168
  call void @llvm.dbg.value(metadata i64 %353, metadata !50, metadata !DIExpression()), !dbg !156
  %354 = add i64 %346, 1, !dbg !157
  %355 = icmp eq i64 %354, %319, !dbg !157
  br i1 %355, label %356, label %344, !dbg !157, !llvm.loop !169

356:                                              ; preds = %344, %341
  %357 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 0
  %358 = load i32, i32* %357, align 16, !dbg !171, !tbaa !166
  %359 = icmp sgt i32 %358, %148, !dbg !172
  br i1 %359, label %360, label %416, !dbg !173

360:                                              ; preds = %356
  call void @llvm.dbg.value(metadata i64 0, metadata !52, metadata !DIExpression()), !dbg !174
  %361 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %358), !dbg !175
  call void @llvm.dbg.value(metadata i64 1, metadata !52, metadata !DIExpression()), !dbg !174
  %362 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 1, !dbg !177
  %363 = load i32, i32* %362, align 4, !dbg !177, !tbaa !166
  %364 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %363), !dbg !175
  call void @llvm.dbg.value(metadata i64 2, metadata !52, metadata !DIExpression()), !dbg !174
  %365 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 2, !dbg !177
  %366 = load i32, i32* %365, align 8, !dbg !177, !tbaa !166
  %367 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %366), !dbg !175
  call void @llvm.dbg.value(metadata i64 3, metadata !52, metadata !DIExpression()), !dbg !174
  %368 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 3, !dbg !177
  %369 = load i32, i32* %368, align 4, !dbg !177, !tbaa !166
  %370 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %369), !dbg !175
  call void @llvm.dbg.value(metadata i64 4, metadata !52, metadata !DIExpression()), !dbg !174
  %371 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 4, !dbg !177
  %372 = load i32, i32* %371, align 16, !dbg !177, !tbaa !166
  %373 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %372), !dbg !175
  call void @llvm.dbg.value(metadata i64 5, metadata !52, metadata !DIExpression()), !dbg !174
  %374 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 5, !dbg !177
  %375 = load i32, i32* %374, align 4, !dbg !177, !tbaa !166
  %376 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %375), !dbg !175
  call void @llvm.dbg.value(metadata i64 6, metadata !52, metadata !DIExpression()), !dbg !174
  %377 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 6, !dbg !177
  %378 = load i32, i32* %377, align 8, !dbg !177, !tbaa !166
  %379 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %378), !dbg !175
  call void @llvm.dbg.value(metadata i64 7, metadata !52, metadata !DIExpression()), !dbg !174
  %380 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 7, !dbg !177
  %381 = load i32, i32* %380, align 4, !dbg !177, !tbaa !166
  %382 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %381), !dbg !175
  call void @llvm.dbg.value(metadata i64 8, metadata !52, metadata !DIExpression()), !dbg !174
  br label %416, !dbg !178

383:                                              ; preds = %383, %321
  %384 = phi i64 [ 0, %321 ], [ %413, %383 ]
  %385 = phi i64 [ 0, %321 ], [ %414, %383 ]
  call void @llvm.dbg.value(metadata i64 %384, metadata !50, metadata !DIExpression()), !dbg !156
  %386 = getelementptr inbounds i8, i8* %20, i64 %384, !dbg !163
  %387 = load i8, i8* %386, align 1, !dbg !163, !tbaa !97
  %388 = zext i8 %387 to i64, !dbg !164
  %389 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %388, !dbg !164
  %390 = load i32, i32* %389, align 4, !dbg !165, !tbaa !166
  %391 = add nsw i32 %390, 1, !dbg !165
  store i32 %391, i32* %389, align 4, !dbg !165, !tbaa !166
  %392 = or i64 %384, 1, !dbg !168
  call void @llvm.dbg.value(metadata i64 %392, metadata !50, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %392, metadata !50, metadata !DIExpression()), !dbg !156
  %393 = getelementptr inbounds i8, i8* %20, i64 %392, !dbg !163
  %394 = load i8, i8* %393, align 1, !dbg !163, !tbaa !97
  %395 = zext i8 %394 to i64, !dbg !164
  %396 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %395, !dbg !164
  %397 = load i32, i32* %396, align 4, !dbg !165, !tbaa !166
  %398 = add nsw i32 %397, 1, !dbg !165
  store i32 %398, i32* %396, align 4, !dbg !165, !tbaa !166
  %399 = or i64 %384, 2, !dbg !168
  call void @llvm.dbg.value(metadata i64 %399, metadata !50, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %399, metadata !50, metadata !DIExpression()), !dbg !156
  %400 = getelementptr inbounds i8, i8* %20, i64 %399, !dbg !163
  %401 = load i8, i8* %400, align 1, !dbg !163, !tbaa !97
  %402 = zext i8 %401 to i64, !dbg !164
  %403 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %402, !dbg !164
  %404 = load i32, i32* %403, align 4, !dbg !165, !tbaa !166
  %405 = add nsw i32 %404, 1, !dbg !165
  store i32 %405, i32* %403, align 4, !dbg !165, !tbaa !166
  %406 = or i64 %384, 3, !dbg !168
  call void @llvm.dbg.value(metadata i64 %406, metadata !50, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %406, metadata !50, metadata !DIExpression()), !dbg !156
  %407 = getelementptr inbounds i8, i8* %20, i64 %406, !dbg !163
  %408 = load i8, i8* %407, align 1, !dbg !163, !tbaa !97
  %409 = zext i8 %408 to i64, !dbg !164
  %410 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %409, !dbg !164
  %411 = load i32, i32* %410, align 4, !dbg !165, !tbaa !166
  %412 = add nsw i32 %411, 1, !dbg !165
  store i32 %412, i32* %410, align 4, !dbg !165, !tbaa !166
  %413 = add nuw nsw i64 %384, 4, !dbg !168
  call void @llvm.dbg.value(metadata i64 %413, metadata !50, metadata !DIExpression()), !dbg !156
  %414 = add i64 %385, 4, !dbg !157
  %415 = icmp eq i64 %414, %322, !dbg !157
  br i1 %415, label %341, label %383, !dbg !157, !llvm.loop !179

416:                                              ; preds = %313, %360, %356
  %417 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i32 noundef %148, double noundef %314), !dbg !181
  tail call void @free(i8* noundef %20) #10, !dbg !182
  tail call void @free(i8* noundef %22) #10, !dbg !183
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %315) #10, !dbg !184
  ret i32 0, !dbg !185
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tally.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9f0ad0bd94f0c41265bbc699c4c25cdc")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !16, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !26, !29, !31, !33, !34, !36, !40, !43, !44, !46, !50, !52}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 9, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 9, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 11, type: !3)
!22 = !DILocalVariable(name: "cut", scope: !15, file: !1, line: 12, type: !3)
!23 = !DILocalVariable(name: "code", scope: !15, file: !1, line: 13, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!26 = !DILocalVariable(name: "w", scope: !15, file: !1, line: 14, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!29 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 15, type: !30)
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 16, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 16, column: 3)
!33 = !DILocalVariable(name: "high", scope: !15, file: !1, line: 20, type: !3)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 21, type: !3)
!35 = distinct !DILexicalBlock(scope: !15, file: !1, line: 21, column: 3)
!36 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 25, type: !3)
!37 = distinct !DILexicalBlock(scope: !38, file: !1, line: 25, column: 5)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 24, column: 21)
!39 = distinct !DILexicalBlock(scope: !15, file: !1, line: 24, column: 7)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 28, type: !3)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 28, column: 5)
!42 = distinct !DILexicalBlock(scope: !39, file: !1, line: 27, column: 10)
!43 = !DILocalVariable(name: "acc", scope: !15, file: !1, line: 31, type: !28)
!44 = !DILocalVariable(name: "k", scope: !45, file: !1, line: 32, type: !3)
!45 = distinct !DILexicalBlock(scope: !15, file: !1, line: 32, column: 3)
!46 = !DILocalVariable(name: "hist", scope: !15, file: !1, line: 34, type: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 256, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 8)
!50 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 35, type: !3)
!51 = distinct !DILexicalBlock(scope: !15, file: !1, line: 35, column: 3)
!52 = !DILocalVariable(name: "b", scope: !53, file: !1, line: 38, type: !3)
!53 = distinct !DILexicalBlock(scope: !54, file: !1, line: 38, column: 5)
!54 = distinct !DILexicalBlock(scope: !15, file: !1, line: 37, column: 7)
!55 = !DILocation(line: 0, scope: !15)
!56 = !DILocation(line: 11, column: 16, scope: !15)
!57 = !DILocation(line: 11, column: 11, scope: !15)
!58 = !DILocation(line: 11, column: 27, scope: !15)
!59 = !{!60, !60, i64 0}
!60 = !{!"any pointer", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocalVariable(name: "__nptr", arg: 1, scope: !64, file: !65, line: 362, type: !68)
!64 = distinct !DISubprogram(name: "atoi", scope: !65, file: !65, line: 362, type: !66, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!65 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!66 = !DISubroutineType(types: !67)
!67 = !{!3, !68}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!70 = !{!63}
!71 = !DILocation(line: 0, scope: !64, inlinedAt: !72)
!72 = distinct !DILocation(line: 11, column: 22, scope: !15)
!73 = !DILocation(line: 364, column: 16, scope: !64, inlinedAt: !72)
!74 = !DILocation(line: 364, column: 10, scope: !64, inlinedAt: !72)
!75 = !DILocation(line: 12, column: 18, scope: !15)
!76 = !DILocation(line: 12, column: 13, scope: !15)
!77 = !DILocation(line: 12, column: 29, scope: !15)
!78 = !DILocation(line: 0, scope: !64, inlinedAt: !79)
!79 = distinct !DILocation(line: 12, column: 24, scope: !15)
!80 = !DILocation(line: 364, column: 16, scope: !64, inlinedAt: !79)
!81 = !DILocation(line: 364, column: 10, scope: !64, inlinedAt: !79)
!82 = !DILocation(line: 13, column: 32, scope: !15)
!83 = !DILocation(line: 13, column: 25, scope: !15)
!84 = !DILocation(line: 14, column: 23, scope: !15)
!85 = !DILocation(line: 14, column: 14, scope: !15)
!86 = !DILocation(line: 0, scope: !32)
!87 = !DILocation(line: 16, column: 21, scope: !88)
!88 = distinct !DILexicalBlock(scope: !32, file: !1, line: 16, column: 3)
!89 = !DILocation(line: 16, column: 3, scope: !32)
!90 = !DILocation(line: 17, column: 11, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !1, line: 16, column: 31)
!92 = !DILocation(line: 17, column: 25, scope: !91)
!93 = !DILocation(line: 18, column: 18, scope: !91)
!94 = !DILocation(line: 18, column: 15, scope: !91)
!95 = !DILocation(line: 18, column: 5, scope: !91)
!96 = !DILocation(line: 18, column: 13, scope: !91)
!97 = !{!61, !61, i64 0}
!98 = !DILocation(line: 21, column: 3, scope: !35)
!99 = !DILocation(line: 0, scope: !35)
!100 = !DILocation(line: 21, column: 21, scope: !101)
!101 = distinct !DILexicalBlock(scope: !35, file: !1, line: 21, column: 3)
!102 = !DILocation(line: 21, column: 27, scope: !101)
!103 = !DILocation(line: 22, column: 9, scope: !104)
!104 = distinct !DILexicalBlock(scope: !101, file: !1, line: 22, column: 9)
!105 = !DILocation(line: 22, column: 17, scope: !104)
!106 = !DILocation(line: 22, column: 9, scope: !101)
!107 = distinct !{!107, !98, !108, !109, !110}
!108 = !DILocation(line: 23, column: 11, scope: !35)
!109 = !{!"llvm.loop.mustprogress"}
!110 = !{!"llvm.loop.isvectorized", i32 1}
!111 = !DILocation(line: 16, column: 27, scope: !88)
!112 = distinct !{!112, !89, !113, !109}
!113 = !DILocation(line: 19, column: 3, scope: !32)
!114 = !DILocation(line: 24, column: 16, scope: !39)
!115 = !DILocation(line: 24, column: 12, scope: !39)
!116 = !DILocation(line: 24, column: 7, scope: !15)
!117 = !DILocation(line: 0, scope: !41)
!118 = !DILocation(line: 28, column: 5, scope: !41)
!119 = !DILocation(line: 28, column: 23, scope: !120)
!120 = distinct !DILexicalBlock(scope: !41, file: !1, line: 28, column: 5)
!121 = !DILocation(line: 28, column: 29, scope: !120)
!122 = !DILocation(line: 29, column: 14, scope: !120)
!123 = !DILocation(line: 29, column: 12, scope: !120)
!124 = !{!125, !125, i64 0}
!125 = !{!"float", !61, i64 0}
!126 = distinct !{!126, !118, !127, !109, !110}
!127 = !DILocation(line: 29, column: 20, scope: !41)
!128 = !DILocation(line: 0, scope: !37)
!129 = !DILocation(line: 25, column: 23, scope: !130)
!130 = distinct !DILexicalBlock(scope: !37, file: !1, line: 25, column: 5)
!131 = !DILocation(line: 25, column: 5, scope: !37)
!132 = !DILocation(line: 26, column: 32, scope: !130)
!133 = !DILocation(line: 26, column: 22, scope: !130)
!134 = !DILocation(line: 26, column: 30, scope: !130)
!135 = !DILocation(line: 26, column: 21, scope: !130)
!136 = !DILocation(line: 26, column: 19, scope: !130)
!137 = !DILocation(line: 26, column: 7, scope: !130)
!138 = !DILocation(line: 26, column: 12, scope: !130)
!139 = distinct !{!139, !131, !140, !109, !110}
!140 = !DILocation(line: 26, column: 43, scope: !37)
!141 = distinct !{!141, !98, !108, !109, !142, !110}
!142 = !{!"llvm.loop.unroll.runtime.disable"}
!143 = !DILocation(line: 25, column: 29, scope: !130)
!144 = distinct !{!144, !131, !140, !109, !142, !110}
!145 = !DILocation(line: 29, column: 7, scope: !120)
!146 = distinct !{!146, !118, !127, !109, !142, !110}
!147 = !DILocation(line: 0, scope: !45)
!148 = !DILocation(line: 32, column: 21, scope: !149)
!149 = distinct !DILexicalBlock(scope: !45, file: !1, line: 32, column: 3)
!150 = !DILocation(line: 32, column: 3, scope: !45)
!151 = !DILocation(line: 33, column: 30, scope: !149)
!152 = !DILocation(line: 33, column: 26, scope: !149)
!153 = !DILocation(line: 33, column: 24, scope: !149)
!154 = !DILocation(line: 34, column: 3, scope: !15)
!155 = !DILocation(line: 34, column: 7, scope: !15)
!156 = !DILocation(line: 0, scope: !51)
!157 = !DILocation(line: 35, column: 3, scope: !51)
!158 = !DILocation(line: 35, column: 21, scope: !159)
!159 = distinct !DILexicalBlock(scope: !51, file: !1, line: 35, column: 3)
!160 = !DILocation(line: 32, column: 30, scope: !149)
!161 = distinct !{!161, !150, !162, !109}
!162 = !DILocation(line: 33, column: 33, scope: !45)
!163 = !DILocation(line: 36, column: 10, scope: !159)
!164 = !DILocation(line: 36, column: 5, scope: !159)
!165 = !DILocation(line: 36, column: 18, scope: !159)
!166 = !{!167, !167, i64 0}
!167 = !{!"int", !61, i64 0}
!168 = !DILocation(line: 35, column: 27, scope: !159)
!169 = distinct !{!169, !170}
!170 = !{!"llvm.loop.unroll.disable"}
!171 = !DILocation(line: 37, column: 7, scope: !54)
!172 = !DILocation(line: 37, column: 15, scope: !54)
!173 = !DILocation(line: 37, column: 7, scope: !15)
!174 = !DILocation(line: 0, scope: !53)
!175 = !DILocation(line: 39, column: 7, scope: !176)
!176 = distinct !DILexicalBlock(scope: !53, file: !1, line: 38, column: 5)
!177 = !DILocation(line: 39, column: 21, scope: !176)
!178 = !DILocation(line: 40, column: 29, scope: !15)
!179 = distinct !{!179, !157, !180, !109}
!180 = !DILocation(line: 36, column: 18, scope: !51)
!181 = !DILocation(line: 40, column: 3, scope: !15)
!182 = !DILocation(line: 41, column: 3, scope: !15)
!183 = !DILocation(line: 42, column: 3, scope: !15)
!184 = !DILocation(line: 44, column: 1, scope: !15)
!185 = !DILocation(line: 43, column: 3, scope: !15)
