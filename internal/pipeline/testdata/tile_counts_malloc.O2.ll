; ModuleID = 'tile_counts_malloc.c'
source_filename = "tile_counts_malloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%.1f %.1f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !33
  %3 = icmp sgt i32 %0, 1, !dbg !34
  br i1 %3, label %4, label %15, !dbg !35

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !36
  %6 = load i8*, i8** %5, align 8, !dbg !36, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %6, metadata !41, metadata !DIExpression()) #7, !dbg !49
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !51
  %8 = trunc i64 %7 to i32, !dbg !52
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !33
  %9 = icmp eq i32 %0, 2, !dbg !53
  br i1 %9, label %15, label %10, !dbg !54

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !55
  %12 = load i8*, i8** %11, align 8, !dbg !55, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %12, metadata !41, metadata !DIExpression()) #7, !dbg !56
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !58
  %14 = trunc i64 %13 to i32, !dbg !59
  br label %15, !dbg !54

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 48, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 16, %4 ], [ 16, %2 ], !dbg !54
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()), !dbg !33
  %18 = sext i32 %16 to i64, !dbg !60
  %19 = shl nsw i64 %18, 3, !dbg !61
  %20 = mul i64 %19, %18, !dbg !62
  %21 = tail call noalias i8* @malloc(i64 noundef %20) #7, !dbg !63
  %22 = bitcast i8* %21 to double*, !dbg !63
  call void @llvm.dbg.value(metadata double* %22, metadata !26, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !64
  %23 = mul i32 %16, %16
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !64
  %24 = icmp eq i32 %23, 0, !dbg !65
  br i1 %24, label %28, label %25, !dbg !67

25:                                               ; preds = %15
  %26 = zext i32 %23 to i64, !dbg !67
  %27 = shl nuw nsw i64 %26, 3, !dbg !67
  call void @llvm.memset.p0i8.i64(i8* align 8 %21, i8 0, i64 %27, i1 false), !dbg !68, !tbaa !69
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !64
  br label %28, !dbg !71

28:                                               ; preds = %25, %15
  call void @llvm.dbg.value(metadata double* poison, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %22, metadata !76, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %8, metadata !77, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %17, metadata !78, metadata !DIExpression()), !dbg !92
  %29 = add i32 %16, -1, !dbg !71
  %30 = add i32 %29, %17, !dbg !93
  %31 = sdiv i32 %30, %17, !dbg !94
  call void @llvm.dbg.value(metadata i32 %31, metadata !79, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()), !dbg !95
  %32 = mul i32 %31, %31
  %33 = icmp eq i32 %32, 0, !dbg !96
  br i1 %33, label %115, label %34, !dbg !97

34:                                               ; preds = %28, %98
  %35 = phi i32 [ %99, %98 ], [ 0, %28 ]
  call void @llvm.dbg.value(metadata i32 %35, metadata !80, metadata !DIExpression()), !dbg !95
  %36 = sdiv i32 %35, %31, !dbg !98
  %37 = mul i32 %36, %17, !dbg !99
  call void @llvm.dbg.value(metadata i32 %37, metadata !82, metadata !DIExpression()), !dbg !100
  %38 = srem i32 %35, %31, !dbg !101
  %39 = mul i32 %38, %17, !dbg !102
  call void @llvm.dbg.value(metadata i32 %39, metadata !85, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %37, metadata !86, metadata !DIExpression()), !dbg !103
  %40 = add nsw i32 %37, %17
  %41 = icmp slt i32 %40, %16
  %42 = select i1 %41, i32 %40, i32 %16
  %43 = icmp slt i32 %37, %42, !dbg !104
  br i1 %43, label %44, label %98, !dbg !105

44:                                               ; preds = %34
  %45 = add nsw i32 %39, %17
  %46 = icmp slt i32 %45, %16
  %47 = select i1 %46, i32 %45, i32 %16
  %48 = icmp slt i32 %39, %47
  %49 = sext i32 %39 to i64, !dbg !105
  %50 = sext i32 %37 to i64, !dbg !105
  %51 = sext i32 %42 to i64, !dbg !104
  %52 = sext i32 %47 to i64
  %53 = sub nsw i64 %52, %49, !dbg !105
  %54 = icmp ult i64 %53, 4
  %55 = and i64 %53, -4
  %56 = add nsw i64 %55, %49
  %57 = insertelement <2 x i64> poison, i64 %49, i64 0
  %58 = shufflevector <2 x i64> %57, <2 x i64> poison, <2 x i32> zeroinitializer
  %59 = add <2 x i64> %58, <i64 0, i64 1>
  %60 = icmp eq i64 %53, %55
  br label %61, !dbg !105

61:                                               ; preds = %101, %44
  %62 = phi i64 [ %50, %44 ], [ %102, %101 ]
  call void @llvm.dbg.value(metadata i64 %62, metadata !86, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 %39, metadata !88, metadata !DIExpression()), !dbg !106
  br i1 %48, label %63, label %101, !dbg !107

63:                                               ; preds = %61
  %64 = mul nsw i64 %62, %18
  br i1 %54, label %96, label %65, !dbg !107

65:                                               ; preds = %63
  %66 = insertelement <2 x i64> poison, i64 %62, i64 0, !dbg !107
  %67 = shufflevector <2 x i64> %66, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !107
  %68 = add i64 %62, 2
  %69 = insertelement <2 x i64> poison, i64 %68, i64 0
  %70 = shufflevector <2 x i64> %69, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %71, !dbg !107

71:                                               ; preds = %71, %65
  %72 = phi i64 [ 0, %65 ], [ %92, %71 ]
  %73 = phi <2 x i64> [ %59, %65 ], [ %93, %71 ]
  %74 = add i64 %72, %49
  %75 = add nsw <2 x i64> %73, %67, !dbg !108
  %76 = add <2 x i64> %70, %73, !dbg !108
  %77 = trunc <2 x i64> %75 to <2 x i32>, !dbg !110
  %78 = trunc <2 x i64> %76 to <2 x i32>, !dbg !110
  %79 = sitofp <2 x i32> %77 to <2 x double>, !dbg !110
  %80 = sitofp <2 x i32> %78 to <2 x double>, !dbg !110
  %81 = add nsw i64 %74, %64, !dbg !111
  %82 = getelementptr inbounds double, double* %22, i64 %81, !dbg !112
  %83 = bitcast double* %82 to <2 x double>*, !dbg !113
  %84 = load <2 x double>, <2 x double>* %83, align 8, !dbg !113, !tbaa !69
  %85 = getelementptr inbounds double, double* %82, i64 2, !dbg !113
  %86 = bitcast double* %85 to <2 x double>*, !dbg !113
  %87 = load <2 x double>, <2 x double>* %86, align 8, !dbg !113, !tbaa !69
  %88 = fadd <2 x double> %84, %79, !dbg !113
  %89 = fadd <2 x double> %87, %80, !dbg !113
  %90 = bitcast double* %82 to <2 x double>*, !dbg !113
  store <2 x double> %88, <2 x double>* %90, align 8, !dbg !113, !tbaa !69
  %91 = bitcast double* %85 to <2 x double>*, !dbg !113
  store <2 x double> %89, <2 x double>* %91, align 8, !dbg !113, !tbaa !69
  %92 = add nuw i64 %72, 4
  %93 = add <2 x i64> %73, <i64 4, i64 4>
  %94 = icmp eq i64 %92, %55
  br i1 %94, label %95, label %71, !llvm.loop !114

95:                                               ; preds = %71
  br i1 %60, label %101, label %96, !dbg !107

96:                                               ; preds = %63, %95
  %97 = phi i64 [ %49, %63 ], [ %56, %95 ]
  br label %104, !dbg !107

98:                                               ; preds = %101, %34
  %99 = add nuw nsw i32 %35, 1, !dbg !118
  call void @llvm.dbg.value(metadata i32 %99, metadata !80, metadata !DIExpression()), !dbg !95
  %100 = icmp eq i32 %99, %32, !dbg !96
  br i1 %100, label %115, label %34, !dbg !97, !llvm.loop !119

101:                                              ; preds = %104, %95, %61
  %102 = add nsw i64 %62, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %102, metadata !86, metadata !DIExpression()), !dbg !103
  %103 = icmp eq i64 %102, %51, !dbg !104
  br i1 %103, label %98, label %61, !dbg !105, !llvm.loop !122

104:                                              ; preds = %96, %104
  %105 = phi i64 [ %113, %104 ], [ %97, %96 ]
  call void @llvm.dbg.value(metadata i64 %105, metadata !88, metadata !DIExpression()), !dbg !106
  %106 = add nsw i64 %105, %62, !dbg !108
  %107 = trunc i64 %106 to i32, !dbg !110
  %108 = sitofp i32 %107 to double, !dbg !110
  %109 = add nsw i64 %105, %64, !dbg !111
  %110 = getelementptr inbounds double, double* %22, i64 %109, !dbg !112
  %111 = load double, double* %110, align 8, !dbg !113, !tbaa !69
  %112 = fadd double %111, %108, !dbg !113
  store double %112, double* %110, align 8, !dbg !113, !tbaa !69
  %113 = add nsw i64 %105, 1, !dbg !124
  call void @llvm.dbg.value(metadata i64 %113, metadata !88, metadata !DIExpression()), !dbg !106
  %114 = icmp eq i64 %113, %52, !dbg !125
  br i1 %114, label %101, label %104, !dbg !107, !llvm.loop !126

115:                                              ; preds = %98, %28
  call void @llvm.dbg.value(metadata double* %22, metadata !128, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double* poison, metadata !135, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 %23, metadata !136, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 %17, metadata !137, metadata !DIExpression()), !dbg !149
  %116 = sdiv i32 %23, %17, !dbg !151
  call void @llvm.dbg.value(metadata i32 %116, metadata !138, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !139, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 0, metadata !140, metadata !DIExpression()), !dbg !152
  %117 = icmp sgt i32 %116, 0, !dbg !153
  br i1 %117, label %118, label %124, !dbg !154

118:                                              ; preds = %115
  %119 = zext i32 %116 to i64, !dbg !153
  %120 = add i32 %17, -1, !dbg !154
  %121 = and i32 %17, 7
  %122 = icmp eq i32 %121, 0
  %123 = icmp ult i32 %120, 7
  br label %151, !dbg !154

124:                                              ; preds = %178, %115
  %125 = phi double [ 0.000000e+00, %115 ], [ %180, %178 ], !dbg !149
  %126 = mul i32 %116, %17, !dbg !155
  call void @llvm.dbg.value(metadata i32 %126, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata double %125, metadata !139, metadata !DIExpression()), !dbg !149
  %127 = icmp slt i32 %126, %23, !dbg !157
  br i1 %127, label %128, label %257, !dbg !159

128:                                              ; preds = %124
  %129 = sext i32 %126 to i64, !dbg !159
  %130 = zext i32 %23 to i64, !dbg !157
  %131 = sub nsw i64 %130, %129, !dbg !159
  %132 = xor i64 %129, -1, !dbg !159
  %133 = add nsw i64 %132, %130, !dbg !159
  %134 = and i64 %131, 7, !dbg !159
  %135 = icmp eq i64 %134, 0, !dbg !159
  br i1 %135, label %146, label %136, !dbg !159

136:                                              ; preds = %128, %136
  %137 = phi i64 [ %143, %136 ], [ %129, %128 ]
  %138 = phi double [ %142, %136 ], [ %125, %128 ]
  %139 = phi i64 [ %144, %136 ], [ 0, %128 ]
  call void @llvm.dbg.value(metadata i64 %137, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata double %138, metadata !139, metadata !DIExpression()), !dbg !149
  %140 = getelementptr inbounds double, double* %22, i64 %137, !dbg !160
  %141 = load double, double* %140, align 8, !dbg !160, !tbaa !69
  %142 = fadd double %138, %141, !dbg !161
  call void @llvm.dbg.value(metadata double %142, metadata !139, metadata !DIExpression()), !dbg !149
  %143 = add nsw i64 %137, 1, !dbg !162
  call void @llvm.dbg.value(metadata i64 %143, metadata !147, metadata !DIExpression()), !dbg !156
  %144 = add i64 %139, 1, !dbg !159
  %145 = icmp eq i64 %144, %134, !dbg !159
  br i1 %145, label %146, label %136, !dbg !159, !llvm.loop !163

146:                                              ; preds = %136, %128
  %147 = phi double [ undef, %128 ], [ %142, %136 ]
  %148 = phi i64 [ %129, %128 ], [ %143, %136 ]
  %149 = phi double [ %125, %128 ], [ %142, %136 ]
  %150 = icmp ult i64 %133, 7, !dbg !159
  br i1 %150, label %257, label %221, !dbg !159

151:                                              ; preds = %178, %118
  %152 = phi i64 [ 0, %118 ], [ %158, %178 ]
  %153 = phi i32 [ %17, %118 ], [ %182, %178 ]
  %154 = phi i32 [ 0, %118 ], [ %181, %178 ]
  %155 = phi double [ 0.000000e+00, %118 ], [ %180, %178 ]
  call void @llvm.dbg.value(metadata i64 %152, metadata !140, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata double %155, metadata !139, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !142, metadata !DIExpression()), !dbg !165
  %156 = trunc i64 %152 to i32, !dbg !166
  %157 = mul nsw i32 %17, %156, !dbg !166
  call void @llvm.dbg.value(metadata i32 %157, metadata !145, metadata !DIExpression()), !dbg !167
  %158 = add nuw nsw i64 %152, 1
  %159 = trunc i64 %158 to i32
  %160 = mul nsw i32 %17, %159
  %161 = icmp slt i32 %157, %160, !dbg !168
  br i1 %161, label %162, label %178, !dbg !170

162:                                              ; preds = %151
  %163 = sext i32 %154 to i64, !dbg !166
  br i1 %122, label %174, label %164, !dbg !170

164:                                              ; preds = %162, %164
  %165 = phi i64 [ %171, %164 ], [ %163, %162 ]
  %166 = phi double [ %170, %164 ], [ 0.000000e+00, %162 ]
  %167 = phi i32 [ %172, %164 ], [ 0, %162 ]
  call void @llvm.dbg.value(metadata i64 %165, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata double %166, metadata !142, metadata !DIExpression()), !dbg !165
  %168 = getelementptr inbounds double, double* %22, i64 %165, !dbg !171
  %169 = load double, double* %168, align 8, !dbg !171, !tbaa !69
  %170 = fadd double %166, %169, !dbg !172
  call void @llvm.dbg.value(metadata double %170, metadata !142, metadata !DIExpression()), !dbg !165
  %171 = add nsw i64 %165, 1, !dbg !173
  call void @llvm.dbg.value(metadata i64 %171, metadata !145, metadata !DIExpression()), !dbg !167
  %172 = add i32 %167, 1, !dbg !170
  %173 = icmp eq i32 %172, %121, !dbg !170
  br i1 %173, label %174, label %164, !dbg !170, !llvm.loop !174

174:                                              ; preds = %164, %162
  %175 = phi double [ undef, %162 ], [ %170, %164 ]
  %176 = phi i64 [ %163, %162 ], [ %171, %164 ]
  %177 = phi double [ 0.000000e+00, %162 ], [ %170, %164 ]
  br i1 %123, label %178, label %184, !dbg !170

178:                                              ; preds = %174, %184, %151
  %179 = phi double [ 0.000000e+00, %151 ], [ %175, %174 ], [ %217, %184 ], !dbg !165
  %180 = fadd double %155, %179, !dbg !175
  call void @llvm.dbg.value(metadata i64 %158, metadata !140, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata double %180, metadata !139, metadata !DIExpression()), !dbg !149
  %181 = add i32 %154, %17, !dbg !154
  %182 = add i32 %153, %17, !dbg !154
  %183 = icmp eq i64 %158, %119, !dbg !153
  br i1 %183, label %124, label %151, !dbg !154, !llvm.loop !176

184:                                              ; preds = %174, %184
  %185 = phi i64 [ %218, %184 ], [ %176, %174 ]
  %186 = phi double [ %217, %184 ], [ %177, %174 ]
  call void @llvm.dbg.value(metadata i64 %185, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata double %186, metadata !142, metadata !DIExpression()), !dbg !165
  %187 = getelementptr inbounds double, double* %22, i64 %185, !dbg !171
  %188 = load double, double* %187, align 8, !dbg !171, !tbaa !69
  %189 = fadd double %186, %188, !dbg !172
  call void @llvm.dbg.value(metadata double %189, metadata !142, metadata !DIExpression()), !dbg !165
  %190 = add nsw i64 %185, 1, !dbg !173
  call void @llvm.dbg.value(metadata i64 %190, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata i64 %190, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata double %189, metadata !142, metadata !DIExpression()), !dbg !165
  %191 = getelementptr inbounds double, double* %22, i64 %190, !dbg !171
  %192 = load double, double* %191, align 8, !dbg !171, !tbaa !69
  %193 = fadd double %189, %192, !dbg !172
  call void @llvm.dbg.value(metadata double %193, metadata !142, metadata !DIExpression()), !dbg !165
  %194 = add nsw i64 %185, 2, !dbg !173
  call void @llvm.dbg.value(metadata i64 %194, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata i64 %194, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata double %193, metadata !142, metadata !DIExpression()), !dbg !165
  %195 = getelementptr inbounds double, double* %22, i64 %194, !dbg !171
  %196 = load double, double* %195, align 8, !dbg !171, !tbaa !69
  %197 = fadd double %193, %196, !dbg !172
  call void @llvm.dbg.value(metadata double %197, metadata !142, metadata !DIExpression()), !dbg !165
  %198 = add nsw i64 %185, 3, !dbg !173
  call void @llvm.dbg.value(metadata i64 %198, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata i64 %198, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata double %197, metadata !142, metadata !DIExpression()), !dbg !165
  %199 = getelementptr inbounds double, double* %22, i64 %198, !dbg !171
  %200 = load double, double* %199, align 8, !dbg !171, !tbaa !69
  %201 = fadd double %197, %200, !dbg !172
  call void @llvm.dbg.value(metadata double %201, metadata !142, metadata !DIExpression()), !dbg !165
  %202 = add nsw i64 %185, 4, !dbg !173
  call void @llvm.dbg.value(metadata i64 %202, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata i64 %202, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata double %201, metadata !142, metadata !DIExpression()), !dbg !165
  %203 = getelementptr inbounds double, double* %22, i64 %202, !dbg !171
  %204 = load double, double* %203, align 8, !dbg !171, !tbaa !69
  %205 = fadd double %201, %204, !dbg !172
  call void @llvm.dbg.value(metadata double %205, metadata !142, metadata !DIExpression()), !dbg !165
  %206 = add nsw i64 %185, 5, !dbg !173
  call void @llvm.dbg.value(metadata i64 %206, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata i64 %206, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata double %205, metadata !142, metadata !DIExpression()), !dbg !165
  %207 = getelementptr inbounds double, double* %22, i64 %206, !dbg !171
  %208 = load double, double* %207, align 8, !dbg !171, !tbaa !69
  %209 = fadd double %205, %208, !dbg !172
  call void @llvm.dbg.value(metadata double %209, metadata !142, metadata !DIExpression()), !dbg !165
  %210 = add nsw i64 %185, 6, !dbg !173
  call void @llvm.dbg.value(metadata i64 %210, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata i64 %210, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata double %209, metadata !142, metadata !DIExpression()), !dbg !165
  %211 = getelementptr inbounds double, double* %22, i64 %210, !dbg !171
  %212 = load double, double* %211, align 8, !dbg !171, !tbaa !69
  %213 = fadd double %209, %212, !dbg !172
  call void @llvm.dbg.value(metadata double %213, metadata !142, metadata !DIExpression()), !dbg !165
  %214 = add nsw i64 %185, 7, !dbg !173
  call void @llvm.dbg.value(metadata i64 %214, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata i64 %214, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata double %213, metadata !142, metadata !DIExpression()), !dbg !165
  %215 = getelementptr inbounds double, double* %22, i64 %214, !dbg !171
  %216 = load double, double* %215, align 8, !dbg !171, !tbaa !69
  %217 = fadd double %213, %216, !dbg !172
  call void @llvm.dbg.value(metadata double %217, metadata !142, metadata !DIExpression()), !dbg !165
  %218 = add nsw i64 %185, 8, !dbg !173
  call void @llvm.dbg.value(metadata i64 %218, metadata !145, metadata !DIExpression()), !dbg !167
  %219 = trunc i64 %218 to i32, !dbg !168
  %220 = icmp eq i32 %153, %219, !dbg !168
  br i1 %220, label %178, label %184, !dbg !170, !llvm.loop !178

221:                                              ; preds = %146, %221
  %222 = phi i64 [ %255, %221 ], [ %148, %146 ]
  %223 = phi double [ %254, %221 ], [ %149, %146 ]
  call void @llvm.dbg.value(metadata i64 %222, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata double %223, metadata !139, metadata !DIExpression()), !dbg !149
  %224 = getelementptr inbounds double, double* %22, i64 %222, !dbg !160
  %225 = load double, double* %224, align 8, !dbg !160, !tbaa !69
  %226 = fadd double %223, %225, !dbg !161
  call void @llvm.dbg.value(metadata double %226, metadata !139, metadata !DIExpression()), !dbg !149
  %227 = add nsw i64 %222, 1, !dbg !162
  call void @llvm.dbg.value(metadata i64 %227, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %227, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata double %226, metadata !139, metadata !DIExpression()), !dbg !149
  %228 = getelementptr inbounds double, double* %22, i64 %227, !dbg !160
  %229 = load double, double* %228, align 8, !dbg !160, !tbaa !69
  %230 = fadd double %226, %229, !dbg !161
  call void @llvm.dbg.value(metadata double %230, metadata !139, metadata !DIExpression()), !dbg !149
  %231 = add nsw i64 %222, 2, !dbg !162
  call void @llvm.dbg.value(metadata i64 %231, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %231, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata double %230, metadata !139, metadata !DIExpression()), !dbg !149
  %232 = getelementptr inbounds double, double* %22, i64 %231, !dbg !160
  %233 = load double, double* %232, align 8, !dbg !160, !tbaa !69
  %234 = fadd double %230, %233, !dbg !161
  call void @llvm.dbg.value(metadata double %234, metadata !139, metadata !DIExpression()), !dbg !149
  %235 = add nsw i64 %222, 3, !dbg !162
  call void @llvm.dbg.value(metadata i64 %235, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %235, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata double %234, metadata !139, metadata !DIExpression()), !dbg !149
  %236 = getelementptr inbounds double, double* %22, i64 %235, !dbg !160
  %237 = load double, double* %236, align 8, !dbg !160, !tbaa !69
  %238 = fadd double %234, %237, !dbg !161
  call void @llvm.dbg.value(metadata double %238, metadata !139, metadata !DIExpression()), !dbg !149
  %239 = add nsw i64 %222, 4, !dbg !162
  call void @llvm.dbg.value(metadata i64 %239, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %239, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata double %238, metadata !139, metadata !DIExpression()), !dbg !149
  %240 = getelementptr inbounds double, double* %22, i64 %239, !dbg !160
  %241 = load double, double* %240, align 8, !dbg !160, !tbaa !69
  %242 = fadd double %238, %241, !dbg !161
  call void @llvm.dbg.value(metadata double %242, metadata !139, metadata !DIExpression()), !dbg !149
  %243 = add nsw i64 %222, 5, !dbg !162
  call void @llvm.dbg.value(metadata i64 %243, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %243, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata double %242, metadata !139, metadata !DIExpression()), !dbg !149
  %244 = getelementptr inbounds double, double* %22, i64 %243, !dbg !160
  %245 = load double, double* %244, align 8, !dbg !160, !tbaa !69
  %246 = fadd double %242, %245, !dbg !161
  call void @llvm.dbg.value(metadata double %246, metadata !139, metadata !DIExpression()), !dbg !149
  %247 = add nsw i64 %222, 6, !dbg !162
  call void @llvm.dbg.value(metadata i64 %247, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %247, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata double %246, metadata !139, metadata !DIExpression()), !dbg !149
  %248 = getelementptr inbounds double, double* %22, i64 %247, !dbg !160
  %249 = load double, double* %248, align 8, !dbg !160, !tbaa !69
  %250 = fadd double %246, %249, !dbg !161
  call void @llvm.dbg.value(metadata double %250, metadata !139, metadata !DIExpression()), !dbg !149
  %251 = add nsw i64 %222, 7, !dbg !162
  call void @llvm.dbg.value(metadata i64 %251, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %251, metadata !147, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata double %250, metadata !139, metadata !DIExpression()), !dbg !149
  %252 = getelementptr inbounds double, double* %22, i64 %251, !dbg !160
  %253 = load double, double* %252, align 8, !dbg !160, !tbaa !69
  %254 = fadd double %250, %253, !dbg !161
  call void @llvm.dbg.value(metadata double %254, metadata !139, metadata !DIExpression()), !dbg !149
  %255 = add nsw i64 %222, 8, !dbg !162
  call void @llvm.dbg.value(metadata i64 %255, metadata !147, metadata !DIExpression()), !dbg !156
  %256 = icmp eq i64 %255, %130, !dbg !157
  br i1 %256, label %257, label %221, !dbg !159, !llvm.loop !180

257:                                              ; preds = %146, %221, %124
  %258 = phi double [ %125, %124 ], [ %147, %146 ], [ %254, %221 ], !dbg !149
  call void @llvm.dbg.value(metadata double %258, metadata !32, metadata !DIExpression()), !dbg !33
  %259 = add nsw i32 %23, -1, !dbg !182
  %260 = sext i32 %259 to i64, !dbg !183
  %261 = getelementptr inbounds double, double* %22, i64 %260, !dbg !183
  %262 = load double, double* %261, align 8, !dbg !183, !tbaa !69
  %263 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), double noundef %262, double noundef %258), !dbg !184
  tail call void @free(i8* noundef %21) #7, !dbg !185
  ret i32 0, !dbg !186
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

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tile_counts_malloc.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f07f4ec0adefbe79cd8262e273e05826")
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
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !19, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !26, !29, !31, !32}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 38, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 38, type: !7)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 40, type: !6)
!25 = !DILocalVariable(name: "bs", scope: !18, file: !1, line: 41, type: !6)
!26 = !DILocalVariable(name: "A", scope: !18, file: !1, line: 42, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DILocalVariable(name: "k", scope: !30, file: !1, line: 43, type: !6)
!30 = distinct !DILexicalBlock(scope: !18, file: !1, line: 43, column: 3)
!31 = !DILocalVariable(name: "s", scope: !18, file: !1, line: 45, type: !27)
!32 = !DILocalVariable(name: "total", scope: !18, file: !1, line: 47, type: !28)
!33 = !DILocation(line: 0, scope: !18)
!34 = !DILocation(line: 40, column: 16, scope: !18)
!35 = !DILocation(line: 40, column: 11, scope: !18)
!36 = !DILocation(line: 40, column: 27, scope: !18)
!37 = !{!38, !38, i64 0}
!38 = !{!"any pointer", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocalVariable(name: "__nptr", arg: 1, scope: !42, file: !43, line: 362, type: !46)
!42 = distinct !DISubprogram(name: "atoi", scope: !43, file: !43, line: 362, type: !44, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!43 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!44 = !DISubroutineType(types: !45)
!45 = !{!6, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!48 = !{!41}
!49 = !DILocation(line: 0, scope: !42, inlinedAt: !50)
!50 = distinct !DILocation(line: 40, column: 22, scope: !18)
!51 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !50)
!52 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !50)
!53 = !DILocation(line: 41, column: 17, scope: !18)
!54 = !DILocation(line: 41, column: 12, scope: !18)
!55 = !DILocation(line: 41, column: 28, scope: !18)
!56 = !DILocation(line: 0, scope: !42, inlinedAt: !57)
!57 = distinct !DILocation(line: 41, column: 23, scope: !18)
!58 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !57)
!59 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !57)
!60 = !DILocation(line: 42, column: 22, scope: !18)
!61 = !DILocation(line: 42, column: 32, scope: !18)
!62 = !DILocation(line: 42, column: 36, scope: !18)
!63 = !DILocation(line: 42, column: 15, scope: !18)
!64 = !DILocation(line: 0, scope: !30)
!65 = !DILocation(line: 43, column: 21, scope: !66)
!66 = distinct !DILexicalBlock(scope: !30, file: !1, line: 43, column: 3)
!67 = !DILocation(line: 43, column: 3, scope: !30)
!68 = !DILocation(line: 44, column: 10, scope: !66)
!69 = !{!70, !70, i64 0}
!70 = !{!"double", !39, i64 0}
!71 = !DILocation(line: 13, column: 15, scope: !72, inlinedAt: !91)
!72 = distinct !DISubprogram(name: "add_tiles", scope: !1, file: !1, line: 11, type: !73, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{null, !27, !6, !6}
!75 = !{!76, !77, !78, !79, !80, !82, !85, !86, !88}
!76 = !DILocalVariable(name: "A", arg: 1, scope: !72, file: !1, line: 11, type: !27)
!77 = !DILocalVariable(name: "n", arg: 2, scope: !72, file: !1, line: 11, type: !6)
!78 = !DILocalVariable(name: "bs", arg: 3, scope: !72, file: !1, line: 11, type: !6)
!79 = !DILocalVariable(name: "nb", scope: !72, file: !1, line: 13, type: !6)
!80 = !DILocalVariable(name: "t", scope: !81, file: !1, line: 14, type: !6)
!81 = distinct !DILexicalBlock(scope: !72, file: !1, line: 14, column: 3)
!82 = !DILocalVariable(name: "ii", scope: !83, file: !1, line: 15, type: !6)
!83 = distinct !DILexicalBlock(scope: !84, file: !1, line: 14, column: 37)
!84 = distinct !DILexicalBlock(scope: !81, file: !1, line: 14, column: 3)
!85 = !DILocalVariable(name: "jj", scope: !83, file: !1, line: 15, type: !6)
!86 = !DILocalVariable(name: "i", scope: !87, file: !1, line: 16, type: !6)
!87 = distinct !DILexicalBlock(scope: !83, file: !1, line: 16, column: 5)
!88 = !DILocalVariable(name: "j", scope: !89, file: !1, line: 17, type: !6)
!89 = distinct !DILexicalBlock(scope: !90, file: !1, line: 17, column: 7)
!90 = distinct !DILexicalBlock(scope: !87, file: !1, line: 16, column: 5)
!91 = distinct !DILocation(line: 46, column: 3, scope: !18)
!92 = !DILocation(line: 0, scope: !72, inlinedAt: !91)
!93 = !DILocation(line: 13, column: 20, scope: !72, inlinedAt: !91)
!94 = !DILocation(line: 13, column: 25, scope: !72, inlinedAt: !91)
!95 = !DILocation(line: 0, scope: !81, inlinedAt: !91)
!96 = !DILocation(line: 14, column: 21, scope: !84, inlinedAt: !91)
!97 = !DILocation(line: 14, column: 3, scope: !81, inlinedAt: !91)
!98 = !DILocation(line: 15, column: 17, scope: !83, inlinedAt: !91)
!99 = !DILocation(line: 15, column: 23, scope: !83, inlinedAt: !91)
!100 = !DILocation(line: 0, scope: !83, inlinedAt: !91)
!101 = !DILocation(line: 15, column: 37, scope: !83, inlinedAt: !91)
!102 = !DILocation(line: 15, column: 43, scope: !83, inlinedAt: !91)
!103 = !DILocation(line: 0, scope: !87, inlinedAt: !91)
!104 = !DILocation(line: 16, column: 24, scope: !90, inlinedAt: !91)
!105 = !DILocation(line: 16, column: 5, scope: !87, inlinedAt: !91)
!106 = !DILocation(line: 0, scope: !89, inlinedAt: !91)
!107 = !DILocation(line: 17, column: 7, scope: !89, inlinedAt: !91)
!108 = !DILocation(line: 18, column: 27, scope: !109, inlinedAt: !91)
!109 = distinct !DILexicalBlock(scope: !89, file: !1, line: 17, column: 7)
!110 = !DILocation(line: 18, column: 25, scope: !109, inlinedAt: !91)
!111 = !DILocation(line: 18, column: 17, scope: !109, inlinedAt: !91)
!112 = !DILocation(line: 18, column: 9, scope: !109, inlinedAt: !91)
!113 = !DILocation(line: 18, column: 22, scope: !109, inlinedAt: !91)
!114 = distinct !{!114, !107, !115, !116, !117}
!115 = !DILocation(line: 18, column: 29, scope: !89, inlinedAt: !91)
!116 = !{!"llvm.loop.mustprogress"}
!117 = !{!"llvm.loop.isvectorized", i32 1}
!118 = !DILocation(line: 14, column: 33, scope: !84, inlinedAt: !91)
!119 = distinct !{!119, !97, !120, !116}
!120 = !DILocation(line: 19, column: 3, scope: !81, inlinedAt: !91)
!121 = !DILocation(line: 16, column: 44, scope: !90, inlinedAt: !91)
!122 = distinct !{!122, !105, !123, !116}
!123 = !DILocation(line: 18, column: 29, scope: !87, inlinedAt: !91)
!124 = !DILocation(line: 17, column: 46, scope: !109, inlinedAt: !91)
!125 = !DILocation(line: 17, column: 26, scope: !109, inlinedAt: !91)
!126 = distinct !{!126, !107, !115, !116, !127, !117}
!127 = !{!"llvm.loop.unroll.runtime.disable"}
!128 = !DILocalVariable(name: "A", arg: 1, scope: !129, file: !1, line: 22, type: !132)
!129 = distinct !DISubprogram(name: "block_sums", scope: !1, file: !1, line: 22, type: !130, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !134)
!130 = !DISubroutineType(types: !131)
!131 = !{!28, !132, !27, !6, !6}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!134 = !{!128, !135, !136, !137, !138, !139, !140, !142, !145, !147}
!135 = !DILocalVariable(name: "s", arg: 2, scope: !129, file: !1, line: 22, type: !27)
!136 = !DILocalVariable(name: "len", arg: 3, scope: !129, file: !1, line: 22, type: !6)
!137 = !DILocalVariable(name: "bs", arg: 4, scope: !129, file: !1, line: 22, type: !6)
!138 = !DILocalVariable(name: "nblocks", scope: !129, file: !1, line: 24, type: !6)
!139 = !DILocalVariable(name: "total", scope: !129, file: !1, line: 25, type: !28)
!140 = !DILocalVariable(name: "b", scope: !141, file: !1, line: 26, type: !6)
!141 = distinct !DILexicalBlock(scope: !129, file: !1, line: 26, column: 3)
!142 = !DILocalVariable(name: "acc", scope: !143, file: !1, line: 27, type: !28)
!143 = distinct !DILexicalBlock(scope: !144, file: !1, line: 26, column: 37)
!144 = distinct !DILexicalBlock(scope: !141, file: !1, line: 26, column: 3)
!145 = !DILocalVariable(name: "i", scope: !146, file: !1, line: 28, type: !6)
!146 = distinct !DILexicalBlock(scope: !143, file: !1, line: 28, column: 5)
!147 = !DILocalVariable(name: "i", scope: !148, file: !1, line: 33, type: !6)
!148 = distinct !DILexicalBlock(scope: !129, file: !1, line: 33, column: 3)
!149 = !DILocation(line: 0, scope: !129, inlinedAt: !150)
!150 = distinct !DILocation(line: 47, column: 18, scope: !18)
!151 = !DILocation(line: 24, column: 21, scope: !129, inlinedAt: !150)
!152 = !DILocation(line: 0, scope: !141, inlinedAt: !150)
!153 = !DILocation(line: 26, column: 21, scope: !144, inlinedAt: !150)
!154 = !DILocation(line: 26, column: 3, scope: !141, inlinedAt: !150)
!155 = !DILocation(line: 33, column: 24, scope: !148, inlinedAt: !150)
!156 = !DILocation(line: 0, scope: !148, inlinedAt: !150)
!157 = !DILocation(line: 33, column: 32, scope: !158, inlinedAt: !150)
!158 = distinct !DILexicalBlock(scope: !148, file: !1, line: 33, column: 3)
!159 = !DILocation(line: 33, column: 3, scope: !148, inlinedAt: !150)
!160 = !DILocation(line: 34, column: 14, scope: !158, inlinedAt: !150)
!161 = !DILocation(line: 34, column: 11, scope: !158, inlinedAt: !150)
!162 = !DILocation(line: 33, column: 40, scope: !158, inlinedAt: !150)
!163 = distinct !{!163, !164}
!164 = !{!"llvm.loop.unroll.disable"}
!165 = !DILocation(line: 0, scope: !143, inlinedAt: !150)
!166 = !DILocation(line: 28, column: 20, scope: !146, inlinedAt: !150)
!167 = !DILocation(line: 0, scope: !146, inlinedAt: !150)
!168 = !DILocation(line: 28, column: 28, scope: !169, inlinedAt: !150)
!169 = distinct !DILexicalBlock(scope: !146, file: !1, line: 28, column: 5)
!170 = !DILocation(line: 28, column: 5, scope: !146, inlinedAt: !150)
!171 = !DILocation(line: 29, column: 14, scope: !169, inlinedAt: !150)
!172 = !DILocation(line: 29, column: 11, scope: !169, inlinedAt: !150)
!173 = !DILocation(line: 28, column: 45, scope: !169, inlinedAt: !150)
!174 = distinct !{!174, !164}
!175 = !DILocation(line: 31, column: 11, scope: !143, inlinedAt: !150)
!176 = distinct !{!176, !154, !177, !116}
!177 = !DILocation(line: 32, column: 3, scope: !141, inlinedAt: !150)
!178 = distinct !{!178, !170, !179, !116}
!179 = !DILocation(line: 29, column: 17, scope: !146, inlinedAt: !150)
!180 = distinct !{!180, !159, !181, !116}
!181 = !DILocation(line: 34, column: 17, scope: !148, inlinedAt: !150)
!182 = !DILocation(line: 48, column: 33, scope: !18)
!183 = !DILocation(line: 48, column: 25, scope: !18)
!184 = !DILocation(line: 48, column: 3, scope: !18)
!185 = !DILocation(line: 49, column: 3, scope: !18)
!186 = !DILocation(line: 51, column: 3, scope: !18)
