; ModuleID = 'stale_count.c'
source_filename = "stale_count.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"%d %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !38
  %3 = icmp sgt i32 %0, 1, !dbg !39
  br i1 %3, label %4, label %9, !dbg !40

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !41
  %6 = load i8*, i8** %5, align 8, !dbg !41, !tbaa !42
  call void @llvm.dbg.value(metadata i8* %6, metadata !46, metadata !DIExpression()) #8, !dbg !54
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !56
  %8 = trunc i64 %7 to i32, !dbg !57
  br label %9, !dbg !40

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 1000, %2 ], !dbg !40
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !38
  %11 = sext i32 %10 to i64, !dbg !58
  %12 = shl nsw i64 %11, 2, !dbg !59
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #8, !dbg !60
  %14 = bitcast i8* %13 to i32*, !dbg !60
  call void @llvm.dbg.value(metadata i32* %14, metadata !22, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 5, metadata !24, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !61
  %15 = icmp sgt i32 %10, 0, !dbg !62
  br i1 %15, label %16, label %242, !dbg !64

16:                                               ; preds = %9
  %17 = zext i32 %10 to i64, !dbg !62
  %18 = and i64 %17, 1, !dbg !64
  %19 = icmp eq i32 %10, 1, !dbg !64
  br i1 %19, label %29, label %20, !dbg !64

20:                                               ; preds = %16
  %21 = and i64 %17, 4294967294, !dbg !64
  br label %110, !dbg !64

22:                                               ; preds = %110
  %23 = mul i32 %123, 1664525, !dbg !64
  %24 = add i32 %23, 1013904223, !dbg !64
  %25 = lshr i32 %24, 16, !dbg !64
  %26 = trunc i32 %25 to i16, !dbg !64
  %27 = urem i16 %26, 100, !dbg !64
  %28 = zext i16 %27 to i32, !dbg !64
  br label %29, !dbg !64

29:                                               ; preds = %22, %16
  %30 = phi i64 [ 0, %16 ], [ %129, %22 ]
  %31 = phi i32 [ 97, %16 ], [ %28, %22 ]
  %32 = icmp eq i64 %18, 0, !dbg !64
  br i1 %32, label %35, label %33, !dbg !64

33:                                               ; preds = %29
  call void @llvm.dbg.value(metadata i64 %30, metadata !26, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32 undef, metadata !24, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 undef, metadata !24, metadata !DIExpression()), !dbg !38
  %34 = getelementptr inbounds i32, i32* %14, i64 %30, !dbg !65
  store i32 %31, i32* %34, align 4, !dbg !67, !tbaa !68
  call void @llvm.dbg.value(metadata i64 %30, metadata !26, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !61
  br label %35, !dbg !70

35:                                               ; preds = %29, %33
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !38
  br i1 %15, label %36, label %242, !dbg !70

36:                                               ; preds = %35
  %37 = zext i32 %10 to i64, !dbg !72
  %38 = icmp ult i32 %10, 8, !dbg !70
  br i1 %38, label %107, label %39, !dbg !70

39:                                               ; preds = %36
  %40 = and i64 %17, 4294967288, !dbg !70
  %41 = add nsw i64 %40, -8, !dbg !70
  %42 = lshr exact i64 %41, 3, !dbg !70
  %43 = add nuw nsw i64 %42, 1, !dbg !70
  %44 = and i64 %43, 1, !dbg !70
  %45 = icmp eq i64 %41, 0, !dbg !70
  br i1 %45, label %81, label %46, !dbg !70

46:                                               ; preds = %39
  %47 = and i64 %43, 4611686018427387902, !dbg !70
  br label %48, !dbg !70

48:                                               ; preds = %48, %46
  %49 = phi i64 [ 0, %46 ], [ %78, %48 ], !dbg !74
  %50 = phi <4 x i32> [ zeroinitializer, %46 ], [ %76, %48 ]
  %51 = phi <4 x i32> [ zeroinitializer, %46 ], [ %77, %48 ]
  %52 = phi i64 [ 0, %46 ], [ %79, %48 ]
  %53 = getelementptr inbounds i32, i32* %14, i64 %49, !dbg !74
  %54 = bitcast i32* %53 to <4 x i32>*, !dbg !75
  %55 = load <4 x i32>, <4 x i32>* %54, align 4, !dbg !75, !tbaa !68
  %56 = getelementptr inbounds i32, i32* %53, i64 4, !dbg !75
  %57 = bitcast i32* %56 to <4 x i32>*, !dbg !75
  %58 = load <4 x i32>, <4 x i32>* %57, align 4, !dbg !75, !tbaa !68
  %59 = icmp sgt <4 x i32> %55, <i32 50, i32 50, i32 50, i32 50>, !dbg !76
  %60 = icmp sgt <4 x i32> %58, <i32 50, i32 50, i32 50, i32 50>, !dbg !76
  %61 = zext <4 x i1> %59 to <4 x i32>, !dbg !76
  %62 = zext <4 x i1> %60 to <4 x i32>, !dbg !76
  %63 = add <4 x i32> %50, %61, !dbg !77
  %64 = add <4 x i32> %51, %62, !dbg !77
  %65 = or i64 %49, 8, !dbg !74
  %66 = getelementptr inbounds i32, i32* %14, i64 %65, !dbg !74
  %67 = bitcast i32* %66 to <4 x i32>*, !dbg !75
  %68 = load <4 x i32>, <4 x i32>* %67, align 4, !dbg !75, !tbaa !68
  %69 = getelementptr inbounds i32, i32* %66, i64 4, !dbg !75
  %70 = bitcast i32* %69 to <4 x i32>*, !dbg !75
  %71 = load <4 x i32>, <4 x i32>* %70, align 4, !dbg !75, !tbaa !68
  %72 = icmp sgt <4 x i32> %68, <i32 50, i32 50, i32 50, i32 50>, !dbg !76
  %73 = icmp sgt <4 x i32> %71, <i32 50, i32 50, i32 50, i32 50>, !dbg !76
  %74 = zext <4 x i1> %72 to <4 x i32>, !dbg !76
  %75 = zext <4 x i1> %73 to <4 x i32>, !dbg !76
  %76 = add <4 x i32> %63, %74, !dbg !77
  %77 = add <4 x i32> %64, %75, !dbg !77
  %78 = add nuw i64 %49, 16, !dbg !74
  %79 = add i64 %52, 2, !dbg !74
  %80 = icmp eq i64 %79, %47, !dbg !74
  br i1 %80, label %81, label %48, !dbg !74, !llvm.loop !78

81:                                               ; preds = %48, %39
  %82 = phi <4 x i32> [ undef, %39 ], [ %76, %48 ]
  %83 = phi <4 x i32> [ undef, %39 ], [ %77, %48 ]
  %84 = phi i64 [ 0, %39 ], [ %78, %48 ]
  %85 = phi <4 x i32> [ zeroinitializer, %39 ], [ %76, %48 ]
  %86 = phi <4 x i32> [ zeroinitializer, %39 ], [ %77, %48 ]
  %87 = icmp eq i64 %44, 0, !dbg !74
  br i1 %87, label %101, label %88, !dbg !74

88:                                               ; preds = %81
  %89 = getelementptr inbounds i32, i32* %14, i64 %84, !dbg !74
  %90 = bitcast i32* %89 to <4 x i32>*, !dbg !75
  %91 = load <4 x i32>, <4 x i32>* %90, align 4, !dbg !75, !tbaa !68
  %92 = getelementptr inbounds i32, i32* %89, i64 4, !dbg !75
  %93 = bitcast i32* %92 to <4 x i32>*, !dbg !75
  %94 = load <4 x i32>, <4 x i32>* %93, align 4, !dbg !75, !tbaa !68
  %95 = icmp sgt <4 x i32> %91, <i32 50, i32 50, i32 50, i32 50>, !dbg !76
  %96 = icmp sgt <4 x i32> %94, <i32 50, i32 50, i32 50, i32 50>, !dbg !76
  %97 = zext <4 x i1> %95 to <4 x i32>, !dbg !76
  %98 = zext <4 x i1> %96 to <4 x i32>, !dbg !76
  %99 = add <4 x i32> %85, %97, !dbg !77
  %100 = add <4 x i32> %86, %98, !dbg !77
  br label %101, !dbg !70

101:                                              ; preds = %81, %88
  %102 = phi <4 x i32> [ %82, %81 ], [ %99, %88 ], !dbg !77
  %103 = phi <4 x i32> [ %83, %81 ], [ %100, %88 ], !dbg !77
  %104 = add <4 x i32> %103, %102, !dbg !70
  %105 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %104), !dbg !70
  %106 = icmp eq i64 %40, %17, !dbg !70
  br i1 %106, label %132, label %107, !dbg !70

107:                                              ; preds = %36, %101
  %108 = phi i64 [ 0, %36 ], [ %40, %101 ]
  %109 = phi i32 [ 0, %36 ], [ %105, %101 ]
  br label %134, !dbg !70

110:                                              ; preds = %110, %20
  %111 = phi i64 [ 0, %20 ], [ %129, %110 ]
  %112 = phi i32 [ 5, %20 ], [ %123, %110 ]
  %113 = phi i64 [ 0, %20 ], [ %130, %110 ]
  call void @llvm.dbg.value(metadata i64 %111, metadata !26, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32 %112, metadata !24, metadata !DIExpression()), !dbg !38
  %114 = mul i32 %112, 1664525, !dbg !82
  %115 = add i32 %114, 1013904223, !dbg !83
  call void @llvm.dbg.value(metadata i32 %115, metadata !24, metadata !DIExpression()), !dbg !38
  %116 = lshr i32 %115, 16, !dbg !84
  %117 = trunc i32 %116 to i16, !dbg !85
  %118 = urem i16 %117, 100, !dbg !85
  %119 = zext i16 %118 to i32, !dbg !85
  %120 = getelementptr inbounds i32, i32* %14, i64 %111, !dbg !65
  store i32 %119, i32* %120, align 4, !dbg !67, !tbaa !68
  %121 = or i64 %111, 1, !dbg !86
  call void @llvm.dbg.value(metadata i64 %121, metadata !26, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i64 %121, metadata !26, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32 %115, metadata !24, metadata !DIExpression()), !dbg !38
  %122 = mul i32 %115, 1664525, !dbg !82
  %123 = add i32 %122, 1013904223, !dbg !83
  call void @llvm.dbg.value(metadata i32 %123, metadata !24, metadata !DIExpression()), !dbg !38
  %124 = lshr i32 %123, 16, !dbg !84
  %125 = trunc i32 %124 to i16, !dbg !85
  %126 = urem i16 %125, 100, !dbg !85
  %127 = zext i16 %126 to i32, !dbg !85
  %128 = getelementptr inbounds i32, i32* %14, i64 %121, !dbg !65
  store i32 %127, i32* %128, align 4, !dbg !67, !tbaa !68
  %129 = add nuw nsw i64 %111, 2, !dbg !86
  call void @llvm.dbg.value(metadata i64 %129, metadata !26, metadata !DIExpression()), !dbg !61
  %130 = add i64 %113, 2, !dbg !64
  %131 = icmp eq i64 %130, %21, !dbg !64
  br i1 %131, label %22, label %110, !dbg !64, !llvm.loop !87

132:                                              ; preds = %134, %101
  %133 = phi i32 [ %105, %101 ], [ %141, %134 ], !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !89
  br i1 %15, label %144, label %242, !dbg !90

134:                                              ; preds = %107, %134
  %135 = phi i64 [ %142, %134 ], [ %108, %107 ]
  %136 = phi i32 [ %141, %134 ], [ %109, %107 ]
  call void @llvm.dbg.value(metadata i64 %135, metadata !29, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %136, metadata !28, metadata !DIExpression()), !dbg !38
  %137 = getelementptr inbounds i32, i32* %14, i64 %135, !dbg !75
  %138 = load i32, i32* %137, align 4, !dbg !75, !tbaa !68
  %139 = icmp sgt i32 %138, 50, !dbg !76
  %140 = zext i1 %139 to i32, !dbg !76
  %141 = add nuw nsw i32 %136, %140, !dbg !77
  call void @llvm.dbg.value(metadata i32 %141, metadata !28, metadata !DIExpression()), !dbg !38
  %142 = add nuw nsw i64 %135, 1, !dbg !74
  call void @llvm.dbg.value(metadata i64 %142, metadata !29, metadata !DIExpression()), !dbg !71
  %143 = icmp eq i64 %142, %37, !dbg !72
  br i1 %143, label %132, label %134, !dbg !70, !llvm.loop !91

144:                                              ; preds = %132
  %145 = zext i32 %10 to i64, !dbg !90
  %146 = shl nuw nsw i64 %145, 2, !dbg !90
  call void @llvm.memset.p0i8.i64(i8* nonnull align 4 %13, i8 0, i64 %146, i1 false), !dbg !93, !tbaa !68
  call void @llvm.dbg.value(metadata i32 undef, metadata !31, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !89
  call void @llvm.dbg.value(metadata i64 0, metadata !33, metadata !DIExpression()), !dbg !38
  %147 = lshr i32 %10, 2, !dbg !95
  %148 = icmp ugt i32 %133, %147, !dbg !96
  %149 = and i1 %148, %15, !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !98
  br i1 %149, label %150, label %242, !dbg !97

150:                                              ; preds = %144
  %151 = zext i32 %10 to i64, !dbg !99
  %152 = icmp ult i32 %10, 4, !dbg !101
  br i1 %152, label %228, label %153, !dbg !101

153:                                              ; preds = %150
  %154 = and i64 %17, 4294967292, !dbg !101
  %155 = add nsw i64 %154, -4, !dbg !101
  %156 = lshr exact i64 %155, 2, !dbg !101
  %157 = add nuw nsw i64 %156, 1, !dbg !101
  %158 = and i64 %157, 1, !dbg !101
  %159 = icmp eq i64 %155, 0, !dbg !101
  br i1 %159, label %200, label %160, !dbg !101

160:                                              ; preds = %153
  %161 = and i64 %157, 9223372036854775806, !dbg !101
  br label %162, !dbg !101

162:                                              ; preds = %162, %160
  %163 = phi i64 [ 0, %160 ], [ %196, %162 ], !dbg !102
  %164 = phi <2 x i64> [ zeroinitializer, %160 ], [ %194, %162 ]
  %165 = phi <2 x i64> [ zeroinitializer, %160 ], [ %195, %162 ]
  %166 = phi <2 x i32> [ <i32 0, i32 1>, %160 ], [ %197, %162 ], !dbg !103
  %167 = phi i64 [ 0, %160 ], [ %198, %162 ]
  %168 = add <2 x i32> %166, <i32 2, i32 2>, !dbg !103
  %169 = getelementptr inbounds i32, i32* %14, i64 %163, !dbg !102
  %170 = bitcast i32* %169 to <2 x i32>*, !dbg !104
  %171 = load <2 x i32>, <2 x i32>* %170, align 4, !dbg !104, !tbaa !68
  %172 = getelementptr inbounds i32, i32* %169, i64 2, !dbg !104
  %173 = bitcast i32* %172 to <2 x i32>*, !dbg !104
  %174 = load <2 x i32>, <2 x i32>* %173, align 4, !dbg !104, !tbaa !68
  %175 = add nsw <2 x i32> %171, %166, !dbg !103
  %176 = add nsw <2 x i32> %174, %168, !dbg !103
  %177 = sext <2 x i32> %175 to <2 x i64>, !dbg !104
  %178 = sext <2 x i32> %176 to <2 x i64>, !dbg !104
  %179 = add <2 x i64> %164, %177, !dbg !105
  %180 = add <2 x i64> %165, %178, !dbg !105
  %181 = or i64 %163, 4, !dbg !102
  %182 = add <2 x i32> %166, <i32 4, i32 4>, !dbg !103
  %183 = add <2 x i32> %166, <i32 6, i32 6>, !dbg !103
  %184 = getelementptr inbounds i32, i32* %14, i64 %181, !dbg !102
  %185 = bitcast i32* %184 to <2 x i32>*, !dbg !104
  %186 = load <2 x i32>, <2 x i32>* %185, align 4, !dbg !104, !tbaa !68
  %187 = getelementptr inbounds i32, i32* %184, i64 2, !dbg !104
  %188 = bitcast i32* %187 to <2 x i32>*, !dbg !104
  %189 = load <2 x i32>, <2 x i32>* %188, align 4, !dbg !104, !tbaa !68
  %190 = add nsw <2 x i32> %186, %182, !dbg !103
  %191 = add nsw <2 x i32> %189, %183, !dbg !103
  %192 = sext <2 x i32> %190 to <2 x i64>, !dbg !104
  %193 = sext <2 x i32> %191 to <2 x i64>, !dbg !104
  %194 = add <2 x i64> %179, %192, !dbg !105
  %195 = add <2 x i64> %180, %193, !dbg !105
  %196 = add nuw i64 %163, 8, !dbg !102
  %197 = add <2 x i32> %166, <i32 8, i32 8>, !dbg !103
  %198 = add i64 %167, 2, !dbg !102
  %199 = icmp eq i64 %198, %161, !dbg !102
  br i1 %199, label %200, label %162, !dbg !102, !llvm.loop !106

200:                                              ; preds = %162, %153
  %201 = phi <2 x i64> [ undef, %153 ], [ %194, %162 ]
  %202 = phi <2 x i64> [ undef, %153 ], [ %195, %162 ]
  %203 = phi i64 [ 0, %153 ], [ %196, %162 ]
  %204 = phi <2 x i64> [ zeroinitializer, %153 ], [ %194, %162 ]
  %205 = phi <2 x i64> [ zeroinitializer, %153 ], [ %195, %162 ]
  %206 = phi <2 x i32> [ <i32 0, i32 1>, %153 ], [ %197, %162 ]
  %207 = icmp eq i64 %158, 0, !dbg !102
  br i1 %207, label %222, label %208, !dbg !102

208:                                              ; preds = %200
  %209 = add <2 x i32> %206, <i32 2, i32 2>, !dbg !103
  %210 = getelementptr inbounds i32, i32* %14, i64 %203, !dbg !102
  %211 = bitcast i32* %210 to <2 x i32>*, !dbg !104
  %212 = load <2 x i32>, <2 x i32>* %211, align 4, !dbg !104, !tbaa !68
  %213 = getelementptr inbounds i32, i32* %210, i64 2, !dbg !104
  %214 = bitcast i32* %213 to <2 x i32>*, !dbg !104
  %215 = load <2 x i32>, <2 x i32>* %214, align 4, !dbg !104, !tbaa !68
  %216 = add nsw <2 x i32> %212, %206, !dbg !103
  %217 = add nsw <2 x i32> %215, %209, !dbg !103
  %218 = sext <2 x i32> %216 to <2 x i64>, !dbg !104
  %219 = sext <2 x i32> %217 to <2 x i64>, !dbg !104
  %220 = add <2 x i64> %204, %218, !dbg !105
  %221 = add <2 x i64> %205, %219, !dbg !105
  br label %222, !dbg !101

222:                                              ; preds = %200, %208
  %223 = phi <2 x i64> [ %201, %200 ], [ %220, %208 ], !dbg !105
  %224 = phi <2 x i64> [ %202, %200 ], [ %221, %208 ], !dbg !105
  %225 = add <2 x i64> %224, %223, !dbg !101
  %226 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %225), !dbg !101
  %227 = icmp eq i64 %154, %17, !dbg !101
  br i1 %227, label %242, label %228, !dbg !101

228:                                              ; preds = %150, %222
  %229 = phi i64 [ 0, %150 ], [ %154, %222 ]
  %230 = phi i64 [ 0, %150 ], [ %226, %222 ]
  br label %231, !dbg !101

231:                                              ; preds = %228, %231
  %232 = phi i64 [ %240, %231 ], [ %229, %228 ]
  %233 = phi i64 [ %239, %231 ], [ %230, %228 ]
  call void @llvm.dbg.value(metadata i64 %232, metadata !35, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %233, metadata !33, metadata !DIExpression()), !dbg !38
  %234 = getelementptr inbounds i32, i32* %14, i64 %232, !dbg !104
  %235 = load i32, i32* %234, align 4, !dbg !104, !tbaa !68
  %236 = trunc i64 %232 to i32, !dbg !103
  %237 = add nsw i32 %235, %236, !dbg !103
  %238 = sext i32 %237 to i64, !dbg !104
  %239 = add nsw i64 %233, %238, !dbg !105
  call void @llvm.dbg.value(metadata i64 %239, metadata !33, metadata !DIExpression()), !dbg !38
  %240 = add nuw nsw i64 %232, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %240, metadata !35, metadata !DIExpression()), !dbg !98
  %241 = icmp eq i64 %240, %151, !dbg !99
  br i1 %241, label %242, label %231, !dbg !101, !llvm.loop !108

242:                                              ; preds = %231, %222, %9, %35, %132, %144
  %243 = phi i32 [ %133, %144 ], [ %133, %132 ], [ 0, %35 ], [ 0, %9 ], [ %133, %222 ], [ %133, %231 ]
  %244 = phi i64 [ 0, %144 ], [ 0, %132 ], [ 0, %35 ], [ 0, %9 ], [ %226, %222 ], [ %239, %231 ], !dbg !109
  call void @llvm.dbg.value(metadata i64 %244, metadata !33, metadata !DIExpression()), !dbg !38
  %245 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %243, i64 noundef %244), !dbg !110
  tail call void @free(i8* noundef %13) #8, !dbg !111
  ret i32 0, !dbg !112
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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stale_count.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "790f39457bd43abdc43469701c58666a")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !16, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !24, !26, !28, !29, !31, !33, !35}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 6, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 6, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 8, type: !3)
!22 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 9, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!24 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 10, type: !25)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 11, type: !3)
!27 = distinct !DILexicalBlock(scope: !15, file: !1, line: 11, column: 3)
!28 = !DILocalVariable(name: "cnt", scope: !15, file: !1, line: 15, type: !3)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 16, type: !3)
!30 = distinct !DILexicalBlock(scope: !15, file: !1, line: 16, column: 3)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 18, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 18, column: 3)
!33 = !DILocalVariable(name: "t", scope: !15, file: !1, line: 20, type: !34)
!34 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 22, type: !3)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 22, column: 5)
!37 = distinct !DILexicalBlock(scope: !15, file: !1, line: 21, column: 7)
!38 = !DILocation(line: 0, scope: !15)
!39 = !DILocation(line: 8, column: 16, scope: !15)
!40 = !DILocation(line: 8, column: 11, scope: !15)
!41 = !DILocation(line: 8, column: 27, scope: !15)
!42 = !{!43, !43, i64 0}
!43 = !{!"any pointer", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocalVariable(name: "__nptr", arg: 1, scope: !47, file: !48, line: 362, type: !51)
!47 = distinct !DISubprogram(name: "atoi", scope: !48, file: !48, line: 362, type: !49, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!48 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!49 = !DISubroutineType(types: !50)
!50 = !{!3, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!53 = !{!46}
!54 = !DILocation(line: 0, scope: !47, inlinedAt: !55)
!55 = distinct !DILocation(line: 8, column: 22, scope: !15)
!56 = !DILocation(line: 364, column: 16, scope: !47, inlinedAt: !55)
!57 = !DILocation(line: 364, column: 10, scope: !47, inlinedAt: !55)
!58 = !DILocation(line: 9, column: 19, scope: !15)
!59 = !DILocation(line: 9, column: 21, scope: !15)
!60 = !DILocation(line: 9, column: 12, scope: !15)
!61 = !DILocation(line: 0, scope: !27)
!62 = !DILocation(line: 11, column: 21, scope: !63)
!63 = distinct !DILexicalBlock(scope: !27, file: !1, line: 11, column: 3)
!64 = !DILocation(line: 11, column: 3, scope: !27)
!65 = !DILocation(line: 13, column: 5, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !1, line: 11, column: 31)
!67 = !DILocation(line: 13, column: 10, scope: !66)
!68 = !{!69, !69, i64 0}
!69 = !{!"int", !44, i64 0}
!70 = !DILocation(line: 16, column: 3, scope: !30)
!71 = !DILocation(line: 0, scope: !30)
!72 = !DILocation(line: 16, column: 21, scope: !73)
!73 = distinct !DILexicalBlock(scope: !30, file: !1, line: 16, column: 3)
!74 = !DILocation(line: 16, column: 27, scope: !73)
!75 = !DILocation(line: 17, column: 12, scope: !73)
!76 = !DILocation(line: 17, column: 17, scope: !73)
!77 = !DILocation(line: 17, column: 9, scope: !73)
!78 = distinct !{!78, !70, !79, !80, !81}
!79 = !DILocation(line: 17, column: 19, scope: !30)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !{!"llvm.loop.isvectorized", i32 1}
!82 = !DILocation(line: 12, column: 11, scope: !66)
!83 = !DILocation(line: 12, column: 22, scope: !66)
!84 = !DILocation(line: 13, column: 21, scope: !66)
!85 = !DILocation(line: 13, column: 28, scope: !66)
!86 = !DILocation(line: 11, column: 27, scope: !63)
!87 = distinct !{!87, !64, !88, !80}
!88 = !DILocation(line: 14, column: 3, scope: !27)
!89 = !DILocation(line: 0, scope: !32)
!90 = !DILocation(line: 18, column: 3, scope: !32)
!91 = distinct !{!91, !70, !79, !80, !92, !81}
!92 = !{!"llvm.loop.unroll.runtime.disable"}
!93 = !DILocation(line: 19, column: 10, scope: !94)
!94 = distinct !DILexicalBlock(scope: !32, file: !1, line: 18, column: 3)
!95 = !DILocation(line: 21, column: 15, scope: !37)
!96 = !DILocation(line: 21, column: 11, scope: !37)
!97 = !DILocation(line: 21, column: 7, scope: !15)
!98 = !DILocation(line: 0, scope: !36)
!99 = !DILocation(line: 22, column: 23, scope: !100)
!100 = distinct !DILexicalBlock(scope: !36, file: !1, line: 22, column: 5)
!101 = !DILocation(line: 22, column: 5, scope: !36)
!102 = !DILocation(line: 22, column: 29, scope: !100)
!103 = !DILocation(line: 23, column: 17, scope: !100)
!104 = !DILocation(line: 23, column: 12, scope: !100)
!105 = !DILocation(line: 23, column: 9, scope: !100)
!106 = distinct !{!106, !101, !107, !80, !81}
!107 = !DILocation(line: 23, column: 19, scope: !36)
!108 = distinct !{!108, !101, !107, !80, !92, !81}
!109 = !DILocation(line: 20, column: 8, scope: !15)
!110 = !DILocation(line: 24, column: 3, scope: !15)
!111 = !DILocation(line: 25, column: 3, scope: !15)
!112 = !DILocation(line: 26, column: 3, scope: !15)
