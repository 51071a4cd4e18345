; ModuleID = 'calloc_reuse.c'
source_filename = "calloc_reuse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !42
  %3 = icmp sgt i32 %0, 1, !dbg !43
  br i1 %3, label %4, label %9, !dbg !44

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !45
  %6 = load i8*, i8** %5, align 8, !dbg !45, !tbaa !46
  call void @llvm.dbg.value(metadata i8* %6, metadata !50, metadata !DIExpression()) #6, !dbg !58
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !60
  %8 = trunc i64 %7 to i32, !dbg !61
  br label %9, !dbg !44

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 4000, %2 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !42
  %11 = sext i32 %10 to i64, !dbg !62
  %12 = shl nsw i64 %11, 3, !dbg !63
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #6, !dbg !64
  %14 = bitcast i8* %13 to double*, !dbg !64
  call void @llvm.dbg.value(metadata double* %14, metadata !22, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !65
  %15 = icmp sgt i32 %10, 0, !dbg !66
  br i1 %15, label %19, label %16, !dbg !68

16:                                               ; preds = %9
  %17 = shl nsw i64 %11, 2, !dbg !69
  %18 = tail call noalias i8* @malloc(i64 noundef %17) #6, !dbg !70
  call void @llvm.dbg.value(metadata i32* %74, metadata !27, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !71
  br label %182, !dbg !72

19:                                               ; preds = %9
  %20 = zext i32 %10 to i64, !dbg !66
  %21 = icmp ult i32 %10, 4, !dbg !68
  br i1 %21, label %69, label %22, !dbg !68

22:                                               ; preds = %19
  %23 = and i64 %20, 4294967292, !dbg !68
  %24 = add nsw i64 %23, -4, !dbg !68
  %25 = lshr exact i64 %24, 2, !dbg !68
  %26 = add nuw nsw i64 %25, 1, !dbg !68
  %27 = and i64 %26, 1, !dbg !68
  %28 = icmp eq i64 %24, 0, !dbg !68
  br i1 %28, label %55, label %29, !dbg !68

29:                                               ; preds = %22
  %30 = and i64 %26, 9223372036854775806, !dbg !68
  br label %31, !dbg !68

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %51, %31 ], !dbg !73
  %33 = phi <2 x i32> [ <i32 0, i32 1>, %29 ], [ %52, %31 ], !dbg !74
  %34 = phi i64 [ 0, %29 ], [ %53, %31 ]
  %35 = add <2 x i32> %33, <i32 2, i32 2>, !dbg !74
  %36 = sitofp <2 x i32> %33 to <2 x double>, !dbg !74
  %37 = sitofp <2 x i32> %35 to <2 x double>, !dbg !74
  %38 = getelementptr inbounds double, double* %14, i64 %32, !dbg !73
  %39 = bitcast double* %38 to <2 x double>*, !dbg !75
  store <2 x double> %36, <2 x double>* %39, align 8, !dbg !75, !tbaa !76
  %40 = getelementptr inbounds double, double* %38, i64 2, !dbg !75
  %41 = bitcast double* %40 to <2 x double>*, !dbg !75
  store <2 x double> %37, <2 x double>* %41, align 8, !dbg !75, !tbaa !76
  %42 = or i64 %32, 4, !dbg !73
  %43 = add <2 x i32> %33, <i32 4, i32 4>, !dbg !74
  %44 = add <2 x i32> %33, <i32 6, i32 6>, !dbg !74
  %45 = sitofp <2 x i32> %43 to <2 x double>, !dbg !74
  %46 = sitofp <2 x i32> %44 to <2 x double>, !dbg !74
  %47 = getelementptr inbounds double, double* %14, i64 %42, !dbg !73
  %48 = bitcast double* %47 to <2 x double>*, !dbg !75
  store <2 x double> %45, <2 x double>* %48, align 8, !dbg !75, !tbaa !76
  %49 = getelementptr inbounds double, double* %47, i64 2, !dbg !75
  %50 = bitcast double* %49 to <2 x double>*, !dbg !75
  store <2 x double> %46, <2 x double>* %50, align 8, !dbg !75, !tbaa !76
  %51 = add nuw i64 %32, 8, !dbg !73
  %52 = add <2 x i32> %33, <i32 8, i32 8>, !dbg !74
  %53 = add i64 %34, 2, !dbg !73
  %54 = icmp eq i64 %53, %30, !dbg !73
  br i1 %54, label %55, label %31, !dbg !73, !llvm.loop !78

55:                                               ; preds = %31, %22
  %56 = phi i64 [ 0, %22 ], [ %51, %31 ]
  %57 = phi <2 x i32> [ <i32 0, i32 1>, %22 ], [ %52, %31 ]
  %58 = icmp eq i64 %27, 0, !dbg !73
  br i1 %58, label %67, label %59, !dbg !73

59:                                               ; preds = %55
  %60 = add <2 x i32> %57, <i32 2, i32 2>, !dbg !74
  %61 = sitofp <2 x i32> %57 to <2 x double>, !dbg !74
  %62 = sitofp <2 x i32> %60 to <2 x double>, !dbg !74
  %63 = getelementptr inbounds double, double* %14, i64 %56, !dbg !73
  %64 = bitcast double* %63 to <2 x double>*, !dbg !75
  store <2 x double> %61, <2 x double>* %64, align 8, !dbg !75, !tbaa !76
  %65 = getelementptr inbounds double, double* %63, i64 2, !dbg !75
  %66 = bitcast double* %65 to <2 x double>*, !dbg !75
  store <2 x double> %62, <2 x double>* %66, align 8, !dbg !75, !tbaa !76
  br label %67, !dbg !68

67:                                               ; preds = %55, %59
  %68 = icmp eq i64 %23, %20, !dbg !68
  br i1 %68, label %71, label %69, !dbg !68

69:                                               ; preds = %19, %67
  %70 = phi i64 [ 0, %19 ], [ %23, %67 ]
  br label %80, !dbg !68

71:                                               ; preds = %80, %67
  %72 = shl nsw i64 %11, 2, !dbg !69
  %73 = tail call noalias i8* @malloc(i64 noundef %72) #6, !dbg !70
  %74 = bitcast i8* %73 to i32*, !dbg !70
  call void @llvm.dbg.value(metadata i32* %74, metadata !27, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !71
  br i1 %15, label %75, label %182, !dbg !72

75:                                               ; preds = %71
  %76 = and i64 %20, 1, !dbg !72
  %77 = icmp eq i32 %10, 1, !dbg !72
  br i1 %77, label %87, label %78, !dbg !72

78:                                               ; preds = %75
  %79 = and i64 %20, 4294967294, !dbg !72
  br label %164, !dbg !72

80:                                               ; preds = %69, %80
  %81 = phi i64 [ %85, %80 ], [ %70, %69 ]
  call void @llvm.dbg.value(metadata i64 %81, metadata !25, metadata !DIExpression()), !dbg !65
  %82 = trunc i64 %81 to i32, !dbg !74
  %83 = sitofp i32 %82 to double, !dbg !74
  %84 = getelementptr inbounds double, double* %14, i64 %81, !dbg !82
  store double %83, double* %84, align 8, !dbg !75, !tbaa !76
  %85 = add nuw nsw i64 %81, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %85, metadata !25, metadata !DIExpression()), !dbg !65
  %86 = icmp eq i64 %85, %20, !dbg !66
  br i1 %86, label %71, label %80, !dbg !68, !llvm.loop !83

87:                                               ; preds = %164, %75
  %88 = phi i64 [ 0, %75 ], [ %176, %164 ]
  %89 = icmp eq i64 %76, 0, !dbg !72
  br i1 %89, label %95, label %90, !dbg !72

90:                                               ; preds = %87
  call void @llvm.dbg.value(metadata i64 %88, metadata !29, metadata !DIExpression()), !dbg !71
  %91 = trunc i64 %88 to i32, !dbg !85
  %92 = mul nsw i32 %91, 7, !dbg !85
  %93 = srem i32 %92, %10, !dbg !87
  %94 = getelementptr inbounds i32, i32* %74, i64 %88, !dbg !88
  store i32 %93, i32* %94, align 4, !dbg !89, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %88, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !71
  br label %95, !dbg !92

95:                                               ; preds = %87, %90
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i64 0, metadata !31, metadata !DIExpression()), !dbg !42
  br i1 %15, label %96, label %182, !dbg !92

96:                                               ; preds = %95
  %97 = zext i32 %10 to i64, !dbg !94
  %98 = icmp ult i32 %10, 4, !dbg !92
  br i1 %98, label %161, label %99, !dbg !92

99:                                               ; preds = %96
  %100 = and i64 %20, 4294967292, !dbg !92
  %101 = add nsw i64 %100, -4, !dbg !92
  %102 = lshr exact i64 %101, 2, !dbg !92
  %103 = add nuw nsw i64 %102, 1, !dbg !92
  %104 = and i64 %103, 1, !dbg !92
  %105 = icmp eq i64 %101, 0, !dbg !92
  br i1 %105, label %137, label %106, !dbg !92

106:                                              ; preds = %99
  %107 = and i64 %103, 9223372036854775806, !dbg !92
  br label %108, !dbg !92

108:                                              ; preds = %108, %106
  %109 = phi i64 [ 0, %106 ], [ %134, %108 ], !dbg !96
  %110 = phi <2 x i64> [ zeroinitializer, %106 ], [ %132, %108 ]
  %111 = phi <2 x i64> [ zeroinitializer, %106 ], [ %133, %108 ]
  %112 = phi i64 [ 0, %106 ], [ %135, %108 ]
  %113 = getelementptr inbounds i32, i32* %74, i64 %109, !dbg !96
  %114 = bitcast i32* %113 to <2 x i32>*, !dbg !97
  %115 = load <2 x i32>, <2 x i32>* %114, align 4, !dbg !97, !tbaa !90
  %116 = getelementptr inbounds i32, i32* %113, i64 2, !dbg !97
  %117 = bitcast i32* %116 to <2 x i32>*, !dbg !97
  %118 = load <2 x i32>, <2 x i32>* %117, align 4, !dbg !97, !tbaa !90
  %119 = sext <2 x i32> %115 to <2 x i64>, !dbg !97
  %120 = sext <2 x i32> %118 to <2 x i64>, !dbg !97
  %121 = add <2 x i64> %110, %119, !dbg !98
  %122 = add <2 x i64> %111, %120, !dbg !98
  %123 = or i64 %109, 4, !dbg !96
  %124 = getelementptr inbounds i32, i32* %74, i64 %123, !dbg !96
  %125 = bitcast i32* %124 to <2 x i32>*, !dbg !97
  %126 = load <2 x i32>, <2 x i32>* %125, align 4, !dbg !97, !tbaa !90
  %127 = getelementptr inbounds i32, i32* %124, i64 2, !dbg !97
  %128 = bitcast i32* %127 to <2 x i32>*, !dbg !97
  %129 = load <2 x i32>, <2 x i32>* %128, align 4, !dbg !97, !tbaa !90
  %130 = sext <2 x i32> %126 to <2 x i64>, !dbg !97
  %131 = sext <2 x i32> %129 to <2 x i64>, !dbg !97
  %132 = add <2 x i64> %121, %130, !dbg !98
  %133 = add <2 x i64> %122, %131, !dbg !98
  %134 = add nuw i64 %109, 8, !dbg !96
  %135 = add i64 %112, 2, !dbg !96
  %136 = icmp eq i64 %135, %107, !dbg !96
  br i1 %136, label %137, label %108, !dbg !96, !llvm.loop !99

137:                                              ; preds = %108, %99
  %138 = phi <2 x i64> [ undef, %99 ], [ %132, %108 ]
  %139 = phi <2 x i64> [ undef, %99 ], [ %133, %108 ]
  %140 = phi i64 [ 0, %99 ], [ %134, %108 ]
  %141 = phi <2 x i64> [ zeroinitializer, %99 ], [ %132, %108 ]
  %142 = phi <2 x i64> [ zeroinitializer, %99 ], [ %133, %108 ]
  %143 = icmp eq i64 %104, 0, !dbg !96
  br i1 %143, label %155, label %144, !dbg !96

144:                                              ; preds = %137
  %145 = getelementptr inbounds i32, i32* %74, i64 %140, !dbg !96
  %146 = bitcast i32* %145 to <2 x i32>*, !dbg !97
  %147 = load <2 x i32>, <2 x i32>* %146, align 4, !dbg !97, !tbaa !90
  %148 = getelementptr inbounds i32, i32* %145, i64 2, !dbg !97
  %149 = bitcast i32* %148 to <2 x i32>*, !dbg !97
  %150 = load <2 x i32>, <2 x i32>* %149, align 4, !dbg !97, !tbaa !90
  %151 = sext <2 x i32> %147 to <2 x i64>, !dbg !97
  %152 = sext <2 x i32> %150 to <2 x i64>, !dbg !97
  %153 = add <2 x i64> %141, %151, !dbg !98
  %154 = add <2 x i64> %142, %152, !dbg !98
  br label %155, !dbg !92

155:                                              ; preds = %137, %144
  %156 = phi <2 x i64> [ %138, %137 ], [ %153, %144 ], !dbg !98
  %157 = phi <2 x i64> [ %139, %137 ], [ %154, %144 ], !dbg !98
  %158 = add <2 x i64> %157, %156, !dbg !92
  %159 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %158), !dbg !92
  %160 = icmp eq i64 %100, %20, !dbg !92
  br i1 %160, label %179, label %161, !dbg !92

161:                                              ; preds = %96, %155
  %162 = phi i64 [ 0, %96 ], [ %100, %155 ]
  %163 = phi i64 [ 0, %96 ], [ %159, %155 ]
  br label %187, !dbg !92

164:                                              ; preds = %164, %78
  %165 = phi i64 [ 0, %78 ], [ %176, %164 ]
  %166 = phi i64 [ 0, %78 ], [ %177, %164 ]
  call void @llvm.dbg.value(metadata i64 %165, metadata !29, metadata !DIExpression()), !dbg !71
  %167 = trunc i64 %165 to i32, !dbg !85
  %168 = mul nsw i32 %167, 7, !dbg !85
  %169 = srem i32 %168, %10, !dbg !87
  %170 = getelementptr inbounds i32, i32* %74, i64 %165, !dbg !88
  store i32 %169, i32* %170, align 4, !dbg !89, !tbaa !90
  %171 = or i64 %165, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %171, metadata !29, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %171, metadata !29, metadata !DIExpression()), !dbg !71
  %172 = trunc i64 %171 to i32, !dbg !85
  %173 = mul nsw i32 %172, 7, !dbg !85
  %174 = srem i32 %173, %10, !dbg !87
  %175 = getelementptr inbounds i32, i32* %74, i64 %171, !dbg !88
  store i32 %174, i32* %175, align 4, !dbg !89, !tbaa !90
  %176 = add nuw nsw i64 %165, 2, !dbg !101
  call void @llvm.dbg.value(metadata i64 %176, metadata !29, metadata !DIExpression()), !dbg !71
  %177 = add i64 %166, 2, !dbg !72
  %178 = icmp eq i64 %177, %79, !dbg !72
  br i1 %178, label %87, label %164, !dbg !72, !llvm.loop !102

179:                                              ; preds = %187, %155
  %180 = phi i64 [ %159, %155 ], [ %193, %187 ], !dbg !98
  %181 = sitofp i64 %180 to double, !dbg !104
  br label %182, !dbg !104

182:                                              ; preds = %71, %16, %179, %95
  %183 = phi i8* [ %73, %95 ], [ %73, %179 ], [ %73, %71 ], [ %18, %16 ]
  %184 = phi double [ 0.000000e+00, %95 ], [ %181, %179 ], [ 0.000000e+00, %71 ], [ 0.000000e+00, %16 ]
  tail call void @free(i8* noundef %183) #6, !dbg !104
  %185 = tail call noalias i8* @calloc(i64 noundef %11, i64 noundef 4) #6, !dbg !105
  %186 = bitcast i8* %185 to i32*, !dbg !105
  call void @llvm.dbg.value(metadata i32* %186, metadata !35, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !36, metadata !DIExpression()), !dbg !42
  br i1 %15, label %196, label %366, !dbg !108

187:                                              ; preds = %161, %187
  %188 = phi i64 [ %194, %187 ], [ %162, %161 ]
  %189 = phi i64 [ %193, %187 ], [ %163, %161 ]
  call void @llvm.dbg.value(metadata i64 %188, metadata !33, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i64 %189, metadata !31, metadata !DIExpression()), !dbg !42
  %190 = getelementptr inbounds i32, i32* %74, i64 %188, !dbg !97
  %191 = load i32, i32* %190, align 4, !dbg !97, !tbaa !90
  %192 = sext i32 %191 to i64, !dbg !97
  %193 = add nsw i64 %189, %192, !dbg !98
  call void @llvm.dbg.value(metadata i64 %193, metadata !31, metadata !DIExpression()), !dbg !42
  %194 = add nuw nsw i64 %188, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %194, metadata !33, metadata !DIExpression()), !dbg !93
  %195 = icmp eq i64 %194, %97, !dbg !94
  br i1 %195, label %179, label %187, !dbg !92, !llvm.loop !109

196:                                              ; preds = %182
  %197 = zext i32 %10 to i64, !dbg !110
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !36, metadata !DIExpression()), !dbg !42
  %198 = load double, double* %14, align 8, !dbg !112, !tbaa !76
  %199 = fadd double %198, 0.000000e+00, !dbg !113
  call void @llvm.dbg.value(metadata double %199, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 1, metadata !39, metadata !DIExpression()), !dbg !107
  %200 = icmp eq i32 %10, 1, !dbg !110
  br i1 %200, label %222, label %201, !dbg !108, !llvm.loop !114

201:                                              ; preds = %196
  %202 = add nsw i64 %197, -1, !dbg !108
  %203 = and i64 %202, 1, !dbg !108
  %204 = icmp eq i32 %10, 2, !dbg !108
  br i1 %204, label %207, label %205, !dbg !108

205:                                              ; preds = %201
  %206 = and i64 %202, -2, !dbg !108
  br label %371, !dbg !108

207:                                              ; preds = %371, %201
  %208 = phi double [ undef, %201 ], [ %388, %371 ]
  %209 = phi i64 [ 1, %201 ], [ %389, %371 ]
  %210 = phi double [ %199, %201 ], [ %388, %371 ]
  %211 = icmp eq i64 %203, 0, !dbg !108
  br i1 %211, label %222, label %212, !dbg !108

212:                                              ; preds = %207
  %213 = getelementptr inbounds i32, i32* %186, i64 %209
  %214 = load i32, i32* %213, align 4, !dbg !116, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %209, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %210, metadata !36, metadata !DIExpression()), !dbg !42
  %215 = trunc i64 %209 to i32, !dbg !117
  %216 = and i32 %215, 1, !dbg !117
  %217 = add nsw i32 %214, %216, !dbg !118
  %218 = sext i32 %217 to i64, !dbg !112
  %219 = getelementptr inbounds double, double* %14, i64 %218, !dbg !112
  %220 = load double, double* %219, align 8, !dbg !112, !tbaa !76
  %221 = fadd double %210, %220, !dbg !113
  call void @llvm.dbg.value(metadata double %221, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %209, metadata !39, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !107
  br label %222, !dbg !108

222:                                              ; preds = %212, %207, %196
  %223 = phi double [ %199, %196 ], [ %208, %207 ], [ %221, %212 ], !dbg !113
  call void @llvm.dbg.value(metadata i32 1, metadata !37, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %223, metadata !36, metadata !DIExpression()), !dbg !42
  br i1 %15, label %224, label %366, !dbg !108

224:                                              ; preds = %222
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %223, metadata !36, metadata !DIExpression()), !dbg !42
  %225 = load double, double* %14, align 8, !dbg !112, !tbaa !76
  %226 = fadd double %223, %225, !dbg !113
  call void @llvm.dbg.value(metadata double %226, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 1, metadata !39, metadata !DIExpression()), !dbg !107
  %227 = icmp eq i32 %10, 1, !dbg !110
  br i1 %227, label %270, label %228, !dbg !108, !llvm.loop !114

228:                                              ; preds = %224
  %229 = add nsw i64 %197, -1, !dbg !108
  %230 = and i64 %229, 1, !dbg !108
  %231 = icmp eq i32 %10, 2, !dbg !108
  br i1 %231, label %255, label %232, !dbg !108

232:                                              ; preds = %228
  %233 = and i64 %229, -2, !dbg !108
  br label %234, !dbg !108

234:                                              ; preds = %234, %232
  %235 = phi i64 [ 1, %232 ], [ %252, %234 ]
  %236 = phi double [ %226, %232 ], [ %251, %234 ]
  %237 = phi i64 [ 0, %232 ], [ %253, %234 ]
  %238 = getelementptr inbounds i32, i32* %186, i64 %235
  %239 = load i32, i32* %238, align 4, !dbg !116, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %235, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %236, metadata !36, metadata !DIExpression()), !dbg !42
  %240 = add nsw i32 %239, 1, !dbg !118
  %241 = sext i32 %240 to i64, !dbg !112
  %242 = getelementptr inbounds double, double* %14, i64 %241, !dbg !112
  %243 = load double, double* %242, align 8, !dbg !112, !tbaa !76
  %244 = fadd double %236, %243, !dbg !113
  call void @llvm.dbg.value(metadata double %244, metadata !36, metadata !DIExpression()), !dbg !42
  %245 = add nuw nsw i64 %235, 1, !dbg !119
  call void @llvm.dbg.value(metadata i64 %245, metadata !39, metadata !DIExpression()), !dbg !107
  %246 = getelementptr inbounds i32, i32* %186, i64 %245
  %247 = load i32, i32* %246, align 4, !dbg !116, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %245, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %244, metadata !36, metadata !DIExpression()), !dbg !42
  %248 = sext i32 %247 to i64, !dbg !112
  %249 = getelementptr inbounds double, double* %14, i64 %248, !dbg !112
  %250 = load double, double* %249, align 8, !dbg !112, !tbaa !76
  %251 = fadd double %244, %250, !dbg !113
  call void @llvm.dbg.value(metadata double %251, metadata !36, metadata !DIExpression()), !dbg !42
  %252 = add nuw nsw i64 %235, 2, !dbg !119
  call void @llvm.dbg.value(metadata i64 %252, metadata !39, metadata !DIExpression()), !dbg !107
  %253 = add i64 %237, 2, !dbg !108
  %254 = icmp eq i64 %253, %233, !dbg !108
  br i1 %254, label %255, label %234, !dbg !108, !llvm.loop !114

255:                                              ; preds = %234, %228
  %256 = phi double [ undef, %228 ], [ %251, %234 ]
  %257 = phi i64 [ 1, %228 ], [ %252, %234 ]
  %258 = phi double [ %226, %228 ], [ %251, %234 ]
  %259 = icmp eq i64 %230, 0, !dbg !108
  br i1 %259, label %270, label %260, !dbg !108

260:                                              ; preds = %255
  %261 = getelementptr inbounds i32, i32* %186, i64 %257
  %262 = load i32, i32* %261, align 4, !dbg !116, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %257, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %258, metadata !36, metadata !DIExpression()), !dbg !42
  %263 = trunc i64 %257 to i32, !dbg !117
  %264 = and i32 %263, 1, !dbg !117
  %265 = add nsw i32 %262, %264, !dbg !118
  %266 = sext i32 %265 to i64, !dbg !112
  %267 = getelementptr inbounds double, double* %14, i64 %266, !dbg !112
  %268 = load double, double* %267, align 8, !dbg !112, !tbaa !76
  %269 = fadd double %258, %268, !dbg !113
  call void @llvm.dbg.value(metadata double %269, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %257, metadata !39, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !107
  br label %270, !dbg !108

270:                                              ; preds = %260, %255, %224
  %271 = phi double [ %226, %224 ], [ %256, %255 ], [ %269, %260 ], !dbg !113
  call void @llvm.dbg.value(metadata i32 2, metadata !37, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %271, metadata !36, metadata !DIExpression()), !dbg !42
  br i1 %15, label %272, label %366, !dbg !108

272:                                              ; preds = %270
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %271, metadata !36, metadata !DIExpression()), !dbg !42
  %273 = load double, double* %14, align 8, !dbg !112, !tbaa !76
  %274 = fadd double %271, %273, !dbg !113
  call void @llvm.dbg.value(metadata double %274, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 1, metadata !39, metadata !DIExpression()), !dbg !107
  %275 = icmp eq i32 %10, 1, !dbg !110
  br i1 %275, label %318, label %276, !dbg !108, !llvm.loop !114

276:                                              ; preds = %272
  %277 = add nsw i64 %197, -1, !dbg !108
  %278 = and i64 %277, 1, !dbg !108
  %279 = icmp eq i32 %10, 2, !dbg !108
  br i1 %279, label %303, label %280, !dbg !108

280:                                              ; preds = %276
  %281 = and i64 %277, -2, !dbg !108
  br label %282, !dbg !108

282:                                              ; preds = %282, %280
  %283 = phi i64 [ 1, %280 ], [ %300, %282 ]
  %284 = phi double [ %274, %280 ], [ %299, %282 ]
  %285 = phi i64 [ 0, %280 ], [ %301, %282 ]
  %286 = getelementptr inbounds i32, i32* %186, i64 %283
  %287 = load i32, i32* %286, align 4, !dbg !116, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %283, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %284, metadata !36, metadata !DIExpression()), !dbg !42
  %288 = add nsw i32 %287, 1, !dbg !118
  %289 = sext i32 %288 to i64, !dbg !112
  %290 = getelementptr inbounds double, double* %14, i64 %289, !dbg !112
  %291 = load double, double* %290, align 8, !dbg !112, !tbaa !76
  %292 = fadd double %284, %291, !dbg !113
  call void @llvm.dbg.value(metadata double %292, metadata !36, metadata !DIExpression()), !dbg !42
  %293 = add nuw nsw i64 %283, 1, !dbg !119
  call void @llvm.dbg.value(metadata i64 %293, metadata !39, metadata !DIExpression()), !dbg !107
  %294 = getelementptr inbounds i32, i32* %186, i64 %293
  %295 = load i32, i32* %294, align 4, !dbg !116, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %293, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %292, metadata !36, metadata !DIExpression()), !dbg !42
  %296 = sext i32 %295 to i64, !dbg !112
  %297 = getelementptr inbounds double, double* %14, i64 %296, !dbg !112
  %298 = load double, double* %297, align 8, !dbg !112, !tbaa !76
  %299 = fadd double %292, %298, !dbg !113
  call void @llvm.dbg.value(metadata double %299, metadata !36, metadata !DIExpression()), !dbg !42
  %300 = add nuw nsw i64 %283, 2, !dbg !119
  call void @llvm.dbg.value(metadata i64 %300, metadata !39, metadata !DIExpression()), !dbg !107
  %301 = add i64 %285, 2, !dbg !108
  %302 = icmp eq i64 %301, %281, !dbg !108
  br i1 %302, label %303, label %282, !dbg !108, !llvm.loop !114

303:                                              ; preds = %282, %276
  %304 = phi double [ undef, %276 ], [ %299, %282 ]
  %305 = phi i64 [ 1, %276 ], [ %300, %282 ]
  %306 = phi double [ %274, %276 ], [ %299, %282 ]
  %307 = icmp eq i64 %278, 0, !dbg !108
  br i1 %307, label %318, label %308, !dbg !108

308:                                              ; preds = %303
  %309 = getelementptr inbounds i32, i32* %186, i64 %305
  %310 = load i32, i32* %309, align 4, !dbg !116, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %305, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %306, metadata !36, metadata !DIExpression()), !dbg !42
  %311 = trunc i64 %305 to i32, !dbg !117
  %312 = and i32 %311, 1, !dbg !117
  %313 = add nsw i32 %310, %312, !dbg !118
  %314 = sext i32 %313 to i64, !dbg !112
  %315 = getelementptr inbounds double, double* %14, i64 %314, !dbg !112
  %316 = load double, double* %315, align 8, !dbg !112, !tbaa !76
  %317 = fadd double %306, %316, !dbg !113
  call void @llvm.dbg.value(metadata double %317, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %305, metadata !39, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !107
  br label %318, !dbg !108

318:                                              ; preds = %308, %303, %272
  %319 = phi double [ %274, %272 ], [ %304, %303 ], [ %317, %308 ], !dbg !113
  call void @llvm.dbg.value(metadata i32 3, metadata !37, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %319, metadata !36, metadata !DIExpression()), !dbg !42
  br i1 %15, label %320, label %366, !dbg !108

320:                                              ; preds = %318
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %319, metadata !36, metadata !DIExpression()), !dbg !42
  %321 = load double, double* %14, align 8, !dbg !112, !tbaa !76
  %322 = fadd double %319, %321, !dbg !113
  call void @llvm.dbg.value(metadata double %322, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 1, metadata !39, metadata !DIExpression()), !dbg !107
  %323 = icmp eq i32 %10, 1, !dbg !110
  br i1 %323, label %366, label %324, !dbg !108, !llvm.loop !114

324:                                              ; preds = %320
  %325 = add nsw i64 %197, -1, !dbg !108
  %326 = and i64 %325, 1, !dbg !108
  %327 = icmp eq i32 %10, 2, !dbg !108
  br i1 %327, label %351, label %328, !dbg !108

328:                                              ; preds = %324
  %329 = and i64 %325, -2, !dbg !108
  br label %330, !dbg !108

330:                                              ; preds = %330, %328
  %331 = phi i64 [ 1, %328 ], [ %348, %330 ]
  %332 = phi double [ %322, %328 ], [ %347, %330 ]
  %333 = phi i64 [ 0, %328 ], [ %349, %330 ]
  %334 = getelementptr inbounds i32, i32* %186, i64 %331
  %335 = load i32, i32* %334, align 4, !dbg !116, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %331, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %332, metadata !36, metadata !DIExpression()), !dbg !42
  %336 = add nsw i32 %335, 1, !dbg !118
  %337 = sext i32 %336 to i64, !dbg !112
  %338 = getelementptr inbounds double, double* %14, i64 %337, !dbg !112
  %339 = load double, double* %338, align 8, !dbg !112, !tbaa !76
  %340 = fadd double %332, %339, !dbg !113
  call void @llvm.dbg.value(metadata double %340, metadata !36, metadata !DIExpression()), !dbg !42
  %341 = add nuw nsw i64 %331, 1, !dbg !119
  call void @llvm.dbg.value(metadata i64 %341, metadata !39, metadata !DIExpression()), !dbg !107
  %342 = getelementptr inbounds i32, i32* %186, i64 %341
  %343 = load i32, i32* %342, align 4, !dbg !116, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %341, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %340, metadata !36, metadata !DIExpression()), !dbg !42
  %344 = sext i32 %343 to i64, !dbg !112
  %345 = getelementptr inbounds double, double* %14, i64 %344, !dbg !112
  %346 = load double, double* %345, align 8, !dbg !112, !tbaa !76
  %347 = fadd double %340, %346, !dbg !113
  call void @llvm.dbg.value(metadata double %347, metadata !36, metadata !DIExpression()), !dbg !42
  %348 = add nuw nsw i64 %331, 2, !dbg !119
  call void @llvm.dbg.value(metadata i64 %348, metadata !39, metadata !DIExpression()), !dbg !107
  %349 = add i64 %333, 2, !dbg !108
  %350 = icmp eq i64 %349, %329, !dbg !108
  br i1 %350, label %351, label %330, !dbg !108, !llvm.loop !114

351:                                              ; preds = %330, %324
  %352 = phi double [ undef, %324 ], [ %347, %330 ]
  %353 = phi i64 [ 1, %324 ], [ %348, %330 ]
  %354 = phi double [ %322, %324 ], [ %347, %330 ]
  %355 = icmp eq i64 %326, 0, !dbg !108
  br i1 %355, label %366, label %356, !dbg !108

356:                                              ; preds = %351
  %357 = getelementptr inbounds i32, i32* %186, i64 %353
  %358 = load i32, i32* %357, align 4, !dbg !116, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %353, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %354, metadata !36, metadata !DIExpression()), !dbg !42
  %359 = trunc i64 %353 to i32, !dbg !117
  %360 = and i32 %359, 1, !dbg !117
  %361 = add nsw i32 %358, %360, !dbg !118
  %362 = sext i32 %361 to i64, !dbg !112
  %363 = getelementptr inbounds double, double* %14, i64 %362, !dbg !112
  %364 = load double, double* %363, align 8, !dbg !112, !tbaa !76
  %365 = fadd double %354, %364, !dbg !113
  call void @llvm.dbg.value(metadata double %365, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %353, metadata !39, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !107
  br label %366, !dbg !120

366:                                              ; preds = %356, %351, %320, %182, %222, %270, %318
  %367 = phi double [ %319, %318 ], [ %271, %270 ], [ %223, %222 ], [ 0.000000e+00, %182 ], [ %322, %320 ], [ %352, %351 ], [ %365, %356 ], !dbg !42
  call void @llvm.dbg.value(metadata i32 4, metadata !37, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %367, metadata !36, metadata !DIExpression()), !dbg !42
  tail call void @free(i8* noundef %185) #6, !dbg !120
  tail call void @free(i8* noundef %13) #6, !dbg !121
  %368 = fadd double %367, %184, !dbg !122
  %369 = fcmp ogt double %368, 1.000000e+00, !dbg !123
  %370 = zext i1 %369 to i32, !dbg !123
  ret i32 %370, !dbg !124

371:                                              ; preds = %371, %205
  %372 = phi i64 [ 1, %205 ], [ %389, %371 ]
  %373 = phi double [ %199, %205 ], [ %388, %371 ]
  %374 = phi i64 [ 0, %205 ], [ %390, %371 ]
  %375 = getelementptr inbounds i32, i32* %186, i64 %372
  %376 = load i32, i32* %375, align 4, !dbg !116, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %372, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %373, metadata !36, metadata !DIExpression()), !dbg !42
  %377 = add nsw i32 %376, 1, !dbg !118
  %378 = sext i32 %377 to i64, !dbg !112
  %379 = getelementptr inbounds double, double* %14, i64 %378, !dbg !112
  %380 = load double, double* %379, align 8, !dbg !112, !tbaa !76
  %381 = fadd double %373, %380, !dbg !113
  call void @llvm.dbg.value(metadata double %381, metadata !36, metadata !DIExpression()), !dbg !42
  %382 = add nuw nsw i64 %372, 1, !dbg !119
  call void @llvm.dbg.value(metadata i64 %382, metadata !39, metadata !DIExpression()), !dbg !107
  %383 = getelementptr inbounds i32, i32* %186, i64 %382
  %384 = load i32, i32* %383, align 4, !dbg !116, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %382, metadata !39, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %381, metadata !36, metadata !DIExpression()), !dbg !42
  %385 = sext i32 %384 to i64, !dbg !112
  %386 = getelementptr inbounds double, double* %14, i64 %385, !dbg !112
  %387 = load double, double* %386, align 8, !dbg !112, !tbaa !76
  %388 = fadd double %381, %387, !dbg !113
  call void @llvm.dbg.value(metadata double %388, metadata !36, metadata !DIExpression()), !dbg !42
  %389 = add nuw nsw i64 %372, 2, !dbg !119
  call void @llvm.dbg.value(metadata i64 %389, metadata !39, metadata !DIExpression()), !dbg !107
  %390 = add i64 %374, 2, !dbg !108
  %391 = icmp eq i64 %390, %206, !dbg !108
  br i1 %391, label %207, label %371, !dbg !108, !llvm.loop !114
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "calloc_reuse.c", directory: "/work/lcgwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "3ecaeaf828371e0262d8833036269f14")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !16, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !25, !27, !29, !31, !33, !35, !36, !37, !39}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 4, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 4, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 5, type: !3)
!22 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 6, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 7, type: !3)
!26 = distinct !DILexicalBlock(scope: !15, file: !1, line: 7, column: 3)
!27 = !DILocalVariable(name: "t", scope: !15, file: !1, line: 8, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 9, type: !3)
!30 = distinct !DILexicalBlock(scope: !15, file: !1, line: 9, column: 3)
!31 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 10, type: !32)
!32 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 11, type: !3)
!34 = distinct !DILexicalBlock(scope: !15, file: !1, line: 11, column: 3)
!35 = !DILocalVariable(name: "z", scope: !15, file: !1, line: 13, type: !28)
!36 = !DILocalVariable(name: "sum", scope: !15, file: !1, line: 14, type: !24)
!37 = !DILocalVariable(name: "r", scope: !38, file: !1, line: 15, type: !3)
!38 = distinct !DILexicalBlock(scope: !15, file: !1, line: 15, column: 3)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 16, type: !3)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 16, column: 5)
!41 = distinct !DILexicalBlock(scope: !38, file: !1, line: 15, column: 3)
!42 = !DILocation(line: 0, scope: !15)
!43 = !DILocation(line: 5, column: 16, scope: !15)
!44 = !DILocation(line: 5, column: 11, scope: !15)
!45 = !DILocation(line: 5, column: 27, scope: !15)
!46 = !{!47, !47, i64 0}
!47 = !{!"any pointer", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocalVariable(name: "__nptr", arg: 1, scope: !51, file: !52, line: 362, type: !55)
!51 = distinct !DISubprogram(name: "atoi", scope: !52, file: !52, line: 362, type: !53, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !57)
!52 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!53 = !DISubroutineType(types: !54)
!54 = !{!3, !55}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!57 = !{!50}
!58 = !DILocation(line: 0, scope: !51, inlinedAt: !59)
!59 = distinct !DILocation(line: 5, column: 22, scope: !15)
!60 = !DILocation(line: 364, column: 16, scope: !51, inlinedAt: !59)
!61 = !DILocation(line: 364, column: 10, scope: !51, inlinedAt: !59)
!62 = !DILocation(line: 6, column: 39, scope: !15)
!63 = !DILocation(line: 6, column: 37, scope: !15)
!64 = !DILocation(line: 6, column: 15, scope: !15)
!65 = !DILocation(line: 0, scope: !26)
!66 = !DILocation(line: 7, column: 21, scope: !67)
!67 = distinct !DILexicalBlock(scope: !26, file: !1, line: 7, column: 3)
!68 = !DILocation(line: 7, column: 3, scope: !26)
!69 = !DILocation(line: 8, column: 31, scope: !15)
!70 = !DILocation(line: 8, column: 12, scope: !15)
!71 = !DILocation(line: 0, scope: !30)
!72 = !DILocation(line: 9, column: 3, scope: !30)
!73 = !DILocation(line: 7, column: 27, scope: !67)
!74 = !DILocation(line: 7, column: 38, scope: !67)
!75 = !DILocation(line: 7, column: 36, scope: !67)
!76 = !{!77, !77, i64 0}
!77 = !{!"double", !48, i64 0}
!78 = distinct !{!78, !68, !79, !80, !81}
!79 = !DILocation(line: 7, column: 38, scope: !26)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !{!"llvm.loop.isvectorized", i32 1}
!82 = !DILocation(line: 7, column: 31, scope: !67)
!83 = distinct !{!83, !68, !79, !80, !84, !81}
!84 = !{!"llvm.loop.unroll.runtime.disable"}
!85 = !DILocation(line: 9, column: 41, scope: !86)
!86 = distinct !DILexicalBlock(scope: !30, file: !1, line: 9, column: 3)
!87 = !DILocation(line: 9, column: 46, scope: !86)
!88 = !DILocation(line: 9, column: 31, scope: !86)
!89 = !DILocation(line: 9, column: 36, scope: !86)
!90 = !{!91, !91, i64 0}
!91 = !{!"int", !48, i64 0}
!92 = !DILocation(line: 11, column: 3, scope: !34)
!93 = !DILocation(line: 0, scope: !34)
!94 = !DILocation(line: 11, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !34, file: !1, line: 11, column: 3)
!96 = !DILocation(line: 11, column: 27, scope: !95)
!97 = !DILocation(line: 11, column: 36, scope: !95)
!98 = !DILocation(line: 11, column: 33, scope: !95)
!99 = distinct !{!99, !92, !100, !80, !81}
!100 = !DILocation(line: 11, column: 39, scope: !34)
!101 = !DILocation(line: 9, column: 27, scope: !86)
!102 = distinct !{!102, !72, !103, !80}
!103 = !DILocation(line: 9, column: 48, scope: !30)
!104 = !DILocation(line: 12, column: 3, scope: !15)
!105 = !DILocation(line: 13, column: 12, scope: !15)
!106 = !DILocation(line: 0, scope: !38)
!107 = !DILocation(line: 0, scope: !40)
!108 = !DILocation(line: 16, column: 5, scope: !40)
!109 = distinct !{!109, !92, !100, !80, !84, !81}
!110 = !DILocation(line: 16, column: 23, scope: !111)
!111 = distinct !DILexicalBlock(scope: !40, file: !1, line: 16, column: 5)
!112 = !DILocation(line: 16, column: 40, scope: !111)
!113 = !DILocation(line: 16, column: 37, scope: !111)
!114 = distinct !{!114, !108, !115, !80}
!115 = !DILocation(line: 16, column: 56, scope: !40)
!116 = !DILocation(line: 16, column: 42, scope: !111)
!117 = !DILocation(line: 16, column: 52, scope: !111)
!118 = !DILocation(line: 16, column: 47, scope: !111)
!119 = !DILocation(line: 16, column: 29, scope: !111)
!120 = !DILocation(line: 17, column: 3, scope: !15)
!121 = !DILocation(line: 18, column: 3, scope: !15)
!122 = !DILocation(line: 19, column: 15, scope: !15)
!123 = !DILocation(line: 19, column: 20, scope: !15)
!124 = !DILocation(line: 20, column: 1, scope: !15)
