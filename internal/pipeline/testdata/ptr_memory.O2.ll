; ModuleID = 'ptr_memory.c'
source_filename = "ptr_memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.grid = type { i32, i32, double*, double* }
%struct.bucket = type { i32, double* }

@active = internal unnamed_addr global double* null, align 8, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !23 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !27, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i8** %1, metadata !28, metadata !DIExpression()), !dbg !66
  %3 = icmp sgt i32 %0, 1, !dbg !67
  br i1 %3, label %4, label %21, !dbg !68

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !69
  %6 = load i8*, i8** %5, align 8, !dbg !69, !tbaa !70
  call void @llvm.dbg.value(metadata i8* %6, metadata !74, metadata !DIExpression()) #6, !dbg !82
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !84
  %8 = trunc i64 %7 to i32, !dbg !85
  call void @llvm.dbg.value(metadata i32 %8, metadata !29, metadata !DIExpression()), !dbg !66
  %9 = icmp eq i32 %0, 2, !dbg !86
  br i1 %9, label %21, label %10, !dbg !87

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !88
  %12 = load i8*, i8** %11, align 8, !dbg !88, !tbaa !70
  call void @llvm.dbg.value(metadata i8* %12, metadata !74, metadata !DIExpression()) #6, !dbg !89
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !91
  %14 = trunc i64 %13 to i32, !dbg !92
  call void @llvm.dbg.value(metadata i32 %14, metadata !30, metadata !DIExpression()), !dbg !66
  %15 = icmp ugt i32 %0, 3, !dbg !93
  br i1 %15, label %16, label %21, !dbg !94

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !95
  %18 = load i8*, i8** %17, align 8, !dbg !95, !tbaa !70
  call void @llvm.dbg.value(metadata i8* %18, metadata !74, metadata !DIExpression()) #6, !dbg !96
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #6, !dbg !98
  %20 = trunc i64 %19 to i32, !dbg !99
  br label %21, !dbg !94

21:                                               ; preds = %2, %4, %10, %16
  %22 = phi i32 [ %14, %16 ], [ %14, %10 ], [ 80, %4 ], [ 80, %2 ]
  %23 = phi i32 [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 100, %2 ]
  %24 = phi i32 [ %20, %16 ], [ 3, %10 ], [ 3, %4 ], [ 3, %2 ], !dbg !94
  call void @llvm.dbg.value(metadata i32 %24, metadata !31, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i32 %8, metadata !100, metadata !DIExpression()) #6, !dbg !109
  call void @llvm.dbg.value(metadata i32 %14, metadata !105, metadata !DIExpression()) #6, !dbg !109
  %25 = sext i32 %23 to i64, !dbg !111
  %26 = shl nsw i64 %25, 3, !dbg !112
  %27 = tail call noalias i8* @malloc(i64 noundef %26) #6, !dbg !113
  %28 = bitcast i8* %27 to double**, !dbg !113
  call void @llvm.dbg.value(metadata double** %28, metadata !106, metadata !DIExpression()) #6, !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !107, metadata !DIExpression()) #6, !dbg !114
  %29 = icmp sgt i32 %23, 0, !dbg !115
  br i1 %29, label %30, label %79, !dbg !117

30:                                               ; preds = %21
  %31 = sext i32 %22 to i64
  %32 = shl nsw i64 %31, 3
  %33 = zext i32 %23 to i64, !dbg !115
  br label %34, !dbg !117

34:                                               ; preds = %34, %30
  %35 = phi i64 [ 0, %30 ], [ %39, %34 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !107, metadata !DIExpression()) #6, !dbg !114
  %36 = tail call noalias i8* @malloc(i64 noundef %32) #6, !dbg !118
  %37 = getelementptr inbounds double*, double** %28, i64 %35, !dbg !119
  %38 = bitcast double** %37 to i8**, !dbg !120
  store i8* %36, i8** %38, align 8, !dbg !120, !tbaa !70
  %39 = add nuw nsw i64 %35, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %39, metadata !107, metadata !DIExpression()) #6, !dbg !114
  %40 = icmp eq i64 %39, %33, !dbg !115
  br i1 %40, label %41, label %34, !dbg !117, !llvm.loop !122

41:                                               ; preds = %34
  call void @llvm.dbg.value(metadata double** %28, metadata !32, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !125
  br i1 %29, label %42, label %79, !dbg !126

42:                                               ; preds = %41
  %43 = icmp sgt i32 %22, 0
  %44 = zext i32 %23 to i64, !dbg !127
  %45 = zext i32 %22 to i64
  %46 = icmp ult i32 %22, 4
  %47 = and i64 %45, 4294967292
  %48 = icmp eq i64 %47, %45
  br label %49, !dbg !126

49:                                               ; preds = %42, %246
  %50 = phi i64 [ 0, %42 ], [ %247, %246 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !34, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !128
  br i1 %43, label %51, label %246, !dbg !129

51:                                               ; preds = %49
  %52 = getelementptr inbounds double*, double** %28, i64 %50
  %53 = load double*, double** %52, align 8, !tbaa !70
  br i1 %46, label %77, label %54, !dbg !129

54:                                               ; preds = %51
  %55 = insertelement <2 x i64> poison, i64 %50, i64 0, !dbg !129
  %56 = shufflevector <2 x i64> %55, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !129
  %57 = add nuw i64 %50, 2
  %58 = insertelement <2 x i64> poison, i64 %57, i64 0
  %59 = shufflevector <2 x i64> %58, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %60, !dbg !129

60:                                               ; preds = %60, %54
  %61 = phi i64 [ 0, %54 ], [ %73, %60 ], !dbg !130
  %62 = phi <2 x i64> [ <i64 0, i64 1>, %54 ], [ %74, %60 ]
  %63 = add nuw nsw <2 x i64> %62, %56, !dbg !132
  %64 = add <2 x i64> %59, %62, !dbg !132
  %65 = trunc <2 x i64> %63 to <2 x i32>, !dbg !133
  %66 = trunc <2 x i64> %64 to <2 x i32>, !dbg !133
  %67 = sitofp <2 x i32> %65 to <2 x double>, !dbg !133
  %68 = sitofp <2 x i32> %66 to <2 x double>, !dbg !133
  %69 = getelementptr inbounds double, double* %53, i64 %61, !dbg !130
  %70 = bitcast double* %69 to <2 x double>*, !dbg !134
  store <2 x double> %67, <2 x double>* %70, align 8, !dbg !134, !tbaa !135
  %71 = getelementptr inbounds double, double* %69, i64 2, !dbg !134
  %72 = bitcast double* %71 to <2 x double>*, !dbg !134
  store <2 x double> %68, <2 x double>* %72, align 8, !dbg !134, !tbaa !135
  %73 = add nuw i64 %61, 4, !dbg !130
  %74 = add <2 x i64> %62, <i64 4, i64 4>
  %75 = icmp eq i64 %73, %47, !dbg !130
  br i1 %75, label %76, label %60, !dbg !130, !llvm.loop !137

76:                                               ; preds = %60
  br i1 %48, label %246, label %77, !dbg !129

77:                                               ; preds = %51, %76
  %78 = phi i64 [ 0, %51 ], [ %47, %76 ]
  br label %249, !dbg !129

79:                                               ; preds = %246, %21, %41
  call void @llvm.dbg.value(metadata double** %28, metadata !140, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 %8, metadata !145, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 %14, metadata !146, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !147, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 0, metadata !148, metadata !DIExpression()), !dbg !155
  %80 = icmp sgt i32 %22, 0, !dbg !156
  br i1 %80, label %81, label %143, !dbg !157

81:                                               ; preds = %79
  %82 = zext i32 %22 to i64, !dbg !156
  %83 = zext i32 %23 to i64
  %84 = add nsw i64 %83, -1, !dbg !157
  %85 = and i64 %83, 3
  %86 = icmp ult i64 %84, 3
  %87 = and i64 %83, 4294967292
  %88 = icmp eq i64 %85, 0
  br label %89, !dbg !157

89:                                               ; preds = %109, %81
  %90 = phi i64 [ 0, %81 ], [ %111, %109 ]
  %91 = phi double [ 0.000000e+00, %81 ], [ %110, %109 ]
  call void @llvm.dbg.value(metadata i64 %90, metadata !148, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 0, metadata !150, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double %91, metadata !147, metadata !DIExpression()), !dbg !153
  br i1 %29, label %92, label %109, !dbg !159

92:                                               ; preds = %89
  br i1 %86, label %93, label %113, !dbg !159

93:                                               ; preds = %113, %92
  %94 = phi double [ undef, %92 ], [ %139, %113 ]
  %95 = phi i64 [ 0, %92 ], [ %140, %113 ]
  %96 = phi double [ %91, %92 ], [ %139, %113 ]
  br i1 %88, label %109, label %97, !dbg !159

97:                                               ; preds = %93, %97
  %98 = phi i64 [ %106, %97 ], [ %95, %93 ]
  %99 = phi double [ %105, %97 ], [ %96, %93 ]
  %100 = phi i64 [ %107, %97 ], [ 0, %93 ]
  call void @llvm.dbg.value(metadata i64 %98, metadata !150, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double %99, metadata !147, metadata !DIExpression()), !dbg !153
  %101 = getelementptr inbounds double*, double** %28, i64 %98, !dbg !160
  %102 = load double*, double** %101, align 8, !dbg !160, !tbaa !70
  %103 = getelementptr inbounds double, double* %102, i64 %90, !dbg !160
  %104 = load double, double* %103, align 8, !dbg !160, !tbaa !135
  %105 = fadd double %99, %104, !dbg !162
  call void @llvm.dbg.value(metadata double %105, metadata !147, metadata !DIExpression()), !dbg !153
  %106 = add nuw nsw i64 %98, 1, !dbg !163
  call void @llvm.dbg.value(metadata i64 %106, metadata !150, metadata !DIExpression()), !dbg !158
  %107 = add i64 %100, 1, !dbg !159
  %108 = icmp eq i64 %107, %85, !dbg !159
  br i1 %108, label %109, label %97, !dbg !159, !llvm.loop !164

109:                                              ; preds = %93, %97, %89
  %110 = phi double [ %91, %89 ], [ %94, %93 ], [ %105, %97 ], !dbg !153
  %111 = add nuw nsw i64 %90, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %111, metadata !148, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata double %110, metadata !147, metadata !DIExpression()), !dbg !153
  %112 = icmp eq i64 %111, %82, !dbg !156
  br i1 %112, label %143, label %89, !dbg !157, !llvm.loop !167

113:                                              ; preds = %92, %113
  %114 = phi i64 [ %140, %113 ], [ 0, %92 ]
  %115 = phi double [ %139, %113 ], [ %91, %92 ]
  %116 = phi i64 [ %141, %113 ], [ 0, %92 ]
  call void @llvm.dbg.value(metadata i64 %114, metadata !150, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double %115, metadata !147, metadata !DIExpression()), !dbg !153
  %117 = getelementptr inbounds double*, double** %28, i64 %114, !dbg !160
  %118 = load double*, double** %117, align 8, !dbg !160, !tbaa !70
  %119 = getelementptr inbounds double, double* %118, i64 %90, !dbg !160
  %120 = load double, double* %119, align 8, !dbg !160, !tbaa !135
  %121 = fadd double %115, %120, !dbg !162
  call void @llvm.dbg.value(metadata double %121, metadata !147, metadata !DIExpression()), !dbg !153
  %122 = or i64 %114, 1, !dbg !163
  call void @llvm.dbg.value(metadata i64 %122, metadata !150, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i64 %122, metadata !150, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double %121, metadata !147, metadata !DIExpression()), !dbg !153
  %123 = getelementptr inbounds double*, double** %28, i64 %122, !dbg !160
  %124 = load double*, double** %123, align 8, !dbg !160, !tbaa !70
  %125 = getelementptr inbounds double, double* %124, i64 %90, !dbg !160
  %126 = load double, double* %125, align 8, !dbg !160, !tbaa !135
  %127 = fadd double %121, %126, !dbg !162
  call void @llvm.dbg.value(metadata double %127, metadata !147, metadata !DIExpression()), !dbg !153
  %128 = or i64 %114, 2, !dbg !163
  call void @llvm.dbg.value(metadata i64 %128, metadata !150, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i64 %128, metadata !150, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double %127, metadata !147, metadata !DIExpression()), !dbg !153
  %129 = getelementptr inbounds double*, double** %28, i64 %128, !dbg !160
  %130 = load double*, double** %129, align 8, !dbg !160, !tbaa !70
  %131 = getelementptr inbounds double, double* %130, i64 %90, !dbg !160
  %132 = load double, double* %131, align 8, !dbg !160, !tbaa !135
  %133 = fadd double %127, %132, !dbg !162
  call void @llvm.dbg.value(metadata double %133, metadata !147, metadata !DIExpression()), !dbg !153
  %134 = or i64 %114, 3, !dbg !163
  call void @llvm.dbg.value(metadata i64 %134, metadata !150, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i64 %134, metadata !150, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double %133, metadata !147, metadata !DIExpression()), !dbg !153
  %135 = getelementptr inbounds double*, double** %28, i64 %134, !dbg !160
  %136 = load double*, double** %135, align 8, !dbg !160, !tbaa !70
  %137 = getelementptr inbounds double, double* %136, i64 %90, !dbg !160
  %138 = load double, double* %137, align 8, !dbg !160, !tbaa !135
  %139 = fadd double %133, %138, !dbg !162
  call void @llvm.dbg.value(metadata double %139, metadata !147, metadata !DIExpression()), !dbg !153
  %140 = add nuw nsw i64 %114, 4, !dbg !163
  call void @llvm.dbg.value(metadata i64 %140, metadata !150, metadata !DIExpression()), !dbg !158
  %141 = add i64 %116, 4, !dbg !159
  %142 = icmp eq i64 %141, %87, !dbg !159
  br i1 %142, label %93, label %113, !dbg !159, !llvm.loop !169

143:                                              ; preds = %109, %79
  %144 = phi double [ 0.000000e+00, %79 ], [ %110, %109 ], !dbg !171
  call void @llvm.dbg.value(metadata double %144, metadata !39, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata %struct.grid* undef, metadata !172, metadata !DIExpression()) #6, !dbg !180
  call void @llvm.dbg.value(metadata i32 %8, metadata !178, metadata !DIExpression()) #6, !dbg !180
  call void @llvm.dbg.value(metadata i32 %14, metadata !179, metadata !DIExpression()) #6, !dbg !180
  call void @llvm.dbg.value(metadata i32 %8, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !66
  call void @llvm.dbg.value(metadata i32 %14, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !66
  %145 = sext i32 %22 to i64, !dbg !182
  %146 = mul nsw i64 %25, %145, !dbg !183
  %147 = tail call noalias i8* @calloc(i64 noundef %146, i64 noundef 8) #6, !dbg !184
  %148 = bitcast i8* %147 to double*, !dbg !185
  call void @llvm.dbg.value(metadata double* %148, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !66
  %149 = tail call noalias i8* @calloc(i64 noundef %146, i64 noundef 8) #6, !dbg !186
  %150 = bitcast i8* %149 to double*, !dbg !187
  call void @llvm.dbg.value(metadata double* %150, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !66
  call void @llvm.dbg.value(metadata %struct.grid* undef, metadata !188, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i32 %24, metadata !193, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i32 0, metadata !194, metadata !DIExpression()), !dbg !206
  %151 = icmp sgt i32 %24, 0, !dbg !207
  br i1 %151, label %152, label %224, !dbg !208

152:                                              ; preds = %143
  %153 = add i32 %23, -1
  %154 = icmp sgt i32 %23, 2
  %155 = zext i32 %153 to i64
  %156 = zext i32 %22 to i64
  %157 = icmp ult i32 %22, 4
  %158 = and i64 %156, 4294967292
  %159 = icmp eq i64 %158, %156
  br label %160, !dbg !208

160:                                              ; preds = %204, %152
  %161 = phi double* [ %150, %152 ], [ %162, %204 ]
  %162 = phi double* [ %148, %152 ], [ %161, %204 ]
  %163 = phi i32 [ 0, %152 ], [ %205, %204 ]
  call void @llvm.dbg.value(metadata i32 %163, metadata !194, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32 1, metadata !196, metadata !DIExpression()), !dbg !209
  br i1 %154, label %164, label %204, !dbg !210

164:                                              ; preds = %160, %207
  %165 = phi i64 [ %208, %207 ], [ 1, %160 ]
  call void @llvm.dbg.value(metadata i64 %165, metadata !196, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 0, metadata !200, metadata !DIExpression()), !dbg !211
  br i1 %80, label %168, label %166, !dbg !212

166:                                              ; preds = %164
  %167 = add nuw nsw i64 %165, 1, !dbg !213
  br label %207, !dbg !212

168:                                              ; preds = %164
  %169 = add nsw i64 %165, -1
  %170 = mul nsw i64 %169, %145
  %171 = add nuw nsw i64 %165, 1
  %172 = mul nsw i64 %171, %145
  %173 = mul nsw i64 %165, %145
  br i1 %157, label %202, label %174, !dbg !212

174:                                              ; preds = %168, %174
  %175 = phi i64 [ %199, %174 ], [ 0, %168 ], !dbg !214
  %176 = add nsw i64 %175, %170, !dbg !214
  %177 = getelementptr inbounds double, double* %162, i64 %176, !dbg !214
  %178 = bitcast double* %177 to <2 x double>*, !dbg !216
  %179 = load <2 x double>, <2 x double>* %178, align 8, !dbg !216, !tbaa !135
  %180 = getelementptr inbounds double, double* %177, i64 2, !dbg !216
  %181 = bitcast double* %180 to <2 x double>*, !dbg !216
  %182 = load <2 x double>, <2 x double>* %181, align 8, !dbg !216, !tbaa !135
  %183 = add nsw i64 %175, %172, !dbg !214
  %184 = getelementptr inbounds double, double* %162, i64 %183, !dbg !214
  %185 = bitcast double* %184 to <2 x double>*, !dbg !217
  %186 = load <2 x double>, <2 x double>* %185, align 8, !dbg !217, !tbaa !135
  %187 = getelementptr inbounds double, double* %184, i64 2, !dbg !217
  %188 = bitcast double* %187 to <2 x double>*, !dbg !217
  %189 = load <2 x double>, <2 x double>* %188, align 8, !dbg !217, !tbaa !135
  %190 = fadd <2 x double> %179, %186, !dbg !218
  %191 = fadd <2 x double> %182, %189, !dbg !218
  %192 = fmul <2 x double> %190, <double 5.000000e-01, double 5.000000e-01>, !dbg !219
  %193 = fmul <2 x double> %191, <double 5.000000e-01, double 5.000000e-01>, !dbg !219
  %194 = add nsw i64 %175, %173, !dbg !214
  %195 = getelementptr inbounds double, double* %161, i64 %194, !dbg !214
  %196 = bitcast double* %195 to <2 x double>*, !dbg !220
  store <2 x double> %192, <2 x double>* %196, align 8, !dbg !220, !tbaa !135
  %197 = getelementptr inbounds double, double* %195, i64 2, !dbg !220
  %198 = bitcast double* %197 to <2 x double>*, !dbg !220
  store <2 x double> %193, <2 x double>* %198, align 8, !dbg !220, !tbaa !135
  %199 = add nuw i64 %175, 4, !dbg !214
  %200 = icmp eq i64 %199, %158, !dbg !214
  br i1 %200, label %201, label %174, !dbg !214, !llvm.loop !221

201:                                              ; preds = %174
  br i1 %159, label %207, label %202, !dbg !212

202:                                              ; preds = %168, %201
  %203 = phi i64 [ 0, %168 ], [ %158, %201 ]
  br label %210, !dbg !212

204:                                              ; preds = %207, %160
  call void @llvm.dbg.value(metadata double* %162, metadata !203, metadata !DIExpression()), !dbg !223
  %205 = add nuw nsw i32 %163, 1, !dbg !224
  call void @llvm.dbg.value(metadata i32 %205, metadata !194, metadata !DIExpression()), !dbg !206
  %206 = icmp eq i32 %205, %24, !dbg !207
  br i1 %206, label %224, label %160, !dbg !208, !llvm.loop !225

207:                                              ; preds = %210, %201, %166
  %208 = phi i64 [ %167, %166 ], [ %171, %201 ], [ %171, %210 ], !dbg !213
  call void @llvm.dbg.value(metadata i64 %208, metadata !196, metadata !DIExpression()), !dbg !209
  %209 = icmp eq i64 %208, %155, !dbg !227
  br i1 %209, label %204, label %164, !dbg !210, !llvm.loop !228

210:                                              ; preds = %202, %210
  %211 = phi i64 [ %222, %210 ], [ %203, %202 ]
  call void @llvm.dbg.value(metadata i64 %211, metadata !200, metadata !DIExpression()), !dbg !211
  %212 = add nsw i64 %211, %170, !dbg !230
  %213 = getelementptr inbounds double, double* %162, i64 %212, !dbg !216
  %214 = load double, double* %213, align 8, !dbg !216, !tbaa !135
  %215 = add nsw i64 %211, %172, !dbg !231
  %216 = getelementptr inbounds double, double* %162, i64 %215, !dbg !217
  %217 = load double, double* %216, align 8, !dbg !217, !tbaa !135
  %218 = fadd double %214, %217, !dbg !218
  %219 = fmul double %218, 5.000000e-01, !dbg !219
  %220 = add nsw i64 %211, %173, !dbg !232
  %221 = getelementptr inbounds double, double* %161, i64 %220, !dbg !233
  store double %219, double* %221, align 8, !dbg !220, !tbaa !135
  %222 = add nuw nsw i64 %211, 1, !dbg !214
  call void @llvm.dbg.value(metadata i64 %222, metadata !200, metadata !DIExpression()), !dbg !211
  %223 = icmp eq i64 %222, %156, !dbg !234
  br i1 %223, label %207, label %210, !dbg !212, !llvm.loop !235

224:                                              ; preds = %204, %143
  %225 = phi double* [ %148, %143 ], [ %161, %204 ]
  %226 = phi double* [ %150, %143 ], [ %162, %204 ]
  call void @llvm.dbg.value(metadata double* %226, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !66
  call void @llvm.dbg.value(metadata double* %225, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !66
  %227 = add nsw i32 %22, 1, !dbg !237
  %228 = sext i32 %227 to i64, !dbg !238
  %229 = getelementptr inbounds double, double* %225, i64 %228, !dbg !238
  %230 = load double, double* %229, align 8, !dbg !238, !tbaa !135
  call void @llvm.dbg.value(metadata double %326, metadata !39, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i32 16, metadata !48, metadata !DIExpression()), !dbg !66
  %231 = tail call noalias dereferenceable_or_null(256) i8* @malloc(i64 noundef 256) #6, !dbg !239
  %232 = bitcast i8* %231 to %struct.bucket*, !dbg !239
  call void @llvm.dbg.value(metadata %struct.bucket* %232, metadata !49, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i32 0, metadata !56, metadata !DIExpression()), !dbg !240
  %233 = shl nsw i64 %145, 3
  %234 = zext i32 %22 to i64
  %235 = and i64 %234, 4294967292, !dbg !241
  %236 = add nsw i64 %235, -4, !dbg !241
  %237 = lshr exact i64 %236, 2, !dbg !241
  %238 = add nuw nsw i64 %237, 1, !dbg !241
  %239 = icmp ult i32 %22, 4
  %240 = and i64 %234, 4294967292
  %241 = and i64 %238, 7
  %242 = icmp ult i64 %236, 28
  %243 = and i64 %238, 9223372036854775800
  %244 = icmp eq i64 %241, 0
  %245 = icmp eq i64 %240, %234
  br label %514, !dbg !241

246:                                              ; preds = %249, %76, %49
  %247 = add nuw nsw i64 %50, 1, !dbg !242
  call void @llvm.dbg.value(metadata i64 %247, metadata !34, metadata !DIExpression()), !dbg !125
  %248 = icmp eq i64 %247, %44, !dbg !127
  br i1 %248, label %79, label %49, !dbg !126, !llvm.loop !243

249:                                              ; preds = %77, %249
  %250 = phi i64 [ %255, %249 ], [ %78, %77 ]
  call void @llvm.dbg.value(metadata i64 %250, metadata !36, metadata !DIExpression()), !dbg !128
  %251 = add nuw nsw i64 %250, %50, !dbg !132
  %252 = trunc i64 %251 to i32, !dbg !133
  %253 = sitofp i32 %252 to double, !dbg !133
  %254 = getelementptr inbounds double, double* %53, i64 %250, !dbg !245
  store double %253, double* %254, align 8, !dbg !134, !tbaa !135
  %255 = add nuw nsw i64 %250, 1, !dbg !130
  call void @llvm.dbg.value(metadata i64 %255, metadata !36, metadata !DIExpression()), !dbg !128
  %256 = icmp eq i64 %255, %45, !dbg !246
  br i1 %256, label %246, label %249, !dbg !129, !llvm.loop !247

257:                                              ; preds = %589
  call void @llvm.dbg.value(metadata %struct.bucket* %232, metadata !248, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i32 16, metadata !253, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i32 %14, metadata !254, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i32 0, metadata !256, metadata !DIExpression()), !dbg !263
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !255, metadata !DIExpression()), !dbg !261
  %258 = add nsw i64 %234, -1, !dbg !264
  %259 = and i64 %234, 7
  %260 = icmp ult i64 %258, 7
  %261 = and i64 %234, 4294967288
  %262 = icmp eq i64 %259, 0
  br label %263, !dbg !264

263:                                              ; preds = %283, %257
  %264 = phi i64 [ 0, %257 ], [ %285, %283 ]
  %265 = phi double [ 0.000000e+00, %257 ], [ %284, %283 ]
  call void @llvm.dbg.value(metadata i64 %264, metadata !256, metadata !DIExpression()), !dbg !263
  call void @llvm.dbg.value(metadata i32 0, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata double %265, metadata !255, metadata !DIExpression()), !dbg !261
  br i1 %80, label %266, label %283, !dbg !266

266:                                              ; preds = %263
  %267 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 %264, i32 1
  %268 = load double*, double** %267, align 8, !tbaa !267
  br i1 %260, label %269, label %287, !dbg !266

269:                                              ; preds = %287, %266
  %270 = phi double [ undef, %266 ], [ %321, %287 ]
  %271 = phi i64 [ 0, %266 ], [ %322, %287 ]
  %272 = phi double [ %265, %266 ], [ %321, %287 ]
  br i1 %262, label %283, label %273, !dbg !266

273:                                              ; preds = %269, %273
  %274 = phi i64 [ %280, %273 ], [ %271, %269 ]
  %275 = phi double [ %279, %273 ], [ %272, %269 ]
  %276 = phi i64 [ %281, %273 ], [ 0, %269 ]
  call void @llvm.dbg.value(metadata i64 %274, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata double %275, metadata !255, metadata !DIExpression()), !dbg !261
  %277 = getelementptr inbounds double, double* %268, i64 %274, !dbg !270
  %278 = load double, double* %277, align 8, !dbg !270, !tbaa !135
  %279 = fadd double %275, %278, !dbg !272
  call void @llvm.dbg.value(metadata double %279, metadata !255, metadata !DIExpression()), !dbg !261
  %280 = add nuw nsw i64 %274, 1, !dbg !273
  call void @llvm.dbg.value(metadata i64 %280, metadata !258, metadata !DIExpression()), !dbg !265
  %281 = add i64 %276, 1, !dbg !266
  %282 = icmp eq i64 %281, %259, !dbg !266
  br i1 %282, label %283, label %273, !dbg !266, !llvm.loop !274

283:                                              ; preds = %269, %273, %263
  %284 = phi double [ %265, %263 ], [ %270, %269 ], [ %279, %273 ], !dbg !261
  %285 = add nuw nsw i64 %264, 1, !dbg !275
  call void @llvm.dbg.value(metadata i64 %285, metadata !256, metadata !DIExpression()), !dbg !263
  call void @llvm.dbg.value(metadata double %284, metadata !255, metadata !DIExpression()), !dbg !261
  %286 = icmp eq i64 %285, 16, !dbg !276
  br i1 %286, label %325, label %263, !dbg !264, !llvm.loop !277

287:                                              ; preds = %266, %287
  %288 = phi i64 [ %322, %287 ], [ 0, %266 ]
  %289 = phi double [ %321, %287 ], [ %265, %266 ]
  %290 = phi i64 [ %323, %287 ], [ 0, %266 ]
  call void @llvm.dbg.value(metadata i64 %288, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata double %289, metadata !255, metadata !DIExpression()), !dbg !261
  %291 = getelementptr inbounds double, double* %268, i64 %288, !dbg !270
  %292 = load double, double* %291, align 8, !dbg !270, !tbaa !135
  %293 = fadd double %289, %292, !dbg !272
  call void @llvm.dbg.value(metadata double %293, metadata !255, metadata !DIExpression()), !dbg !261
  %294 = or i64 %288, 1, !dbg !273
  call void @llvm.dbg.value(metadata i64 %294, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %294, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata double %293, metadata !255, metadata !DIExpression()), !dbg !261
  %295 = getelementptr inbounds double, double* %268, i64 %294, !dbg !270
  %296 = load double, double* %295, align 8, !dbg !270, !tbaa !135
  %297 = fadd double %293, %296, !dbg !272
  call void @llvm.dbg.value(metadata double %297, metadata !255, metadata !DIExpression()), !dbg !261
  %298 = or i64 %288, 2, !dbg !273
  call void @llvm.dbg.value(metadata i64 %298, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %298, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata double %297, metadata !255, metadata !DIExpression()), !dbg !261
  %299 = getelementptr inbounds double, double* %268, i64 %298, !dbg !270
  %300 = load double, double* %299, align 8, !dbg !270, !tbaa !135
  %301 = fadd double %297, %300, !dbg !272
  call void @llvm.dbg.value(metadata double %301, metadata !255, metadata !DIExpression()), !dbg !261
  %302 = or i64 %288, 3, !dbg !273
  call void @llvm.dbg.value(metadata i64 %302, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %302, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata double %301, metadata !255, metadata !DIExpression()), !dbg !261
  %303 = getelementptr inbounds double, double* %268, i64 %302, !dbg !270
  %304 = load double, double* %303, align 8, !dbg !270, !tbaa !135
  %305 = fadd double %301, %304, !dbg !272
  call void @llvm.dbg.value(metadata double %305, metadata !255, metadata !DIExpression()), !dbg !261
  %306 = or i64 %288, 4, !dbg !273
  call void @llvm.dbg.value(metadata i64 %306, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %306, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata double %305, metadata !255, metadata !DIExpression()), !dbg !261
  %307 = getelementptr inbounds double, double* %268, i64 %306, !dbg !270
  %308 = load double, double* %307, align 8, !dbg !270, !tbaa !135
  %309 = fadd double %305, %308, !dbg !272
  call void @llvm.dbg.value(metadata double %309, metadata !255, metadata !DIExpression()), !dbg !261
  %310 = or i64 %288, 5, !dbg !273
  call void @llvm.dbg.value(metadata i64 %310, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %310, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata double %309, metadata !255, metadata !DIExpression()), !dbg !261
  %311 = getelementptr inbounds double, double* %268, i64 %310, !dbg !270
  %312 = load double, double* %311, align 8, !dbg !270, !tbaa !135
  %313 = fadd double %309, %312, !dbg !272
  call void @llvm.dbg.value(metadata double %313, metadata !255, metadata !DIExpression()), !dbg !261
  %314 = or i64 %288, 6, !dbg !273
  call void @llvm.dbg.value(metadata i64 %314, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %314, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata double %313, metadata !255, metadata !DIExpression()), !dbg !261
  %315 = getelementptr inbounds double, double* %268, i64 %314, !dbg !270
  %316 = load double, double* %315, align 8, !dbg !270, !tbaa !135
  %317 = fadd double %313, %316, !dbg !272
  call void @llvm.dbg.value(metadata double %317, metadata !255, metadata !DIExpression()), !dbg !261
  %318 = or i64 %288, 7, !dbg !273
  call void @llvm.dbg.value(metadata i64 %318, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %318, metadata !258, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata double %317, metadata !255, metadata !DIExpression()), !dbg !261
  %319 = getelementptr inbounds double, double* %268, i64 %318, !dbg !270
  %320 = load double, double* %319, align 8, !dbg !270, !tbaa !135
  %321 = fadd double %317, %320, !dbg !272
  call void @llvm.dbg.value(metadata double %321, metadata !255, metadata !DIExpression()), !dbg !261
  %322 = add nuw nsw i64 %288, 8, !dbg !273
  call void @llvm.dbg.value(metadata i64 %322, metadata !258, metadata !DIExpression()), !dbg !265
  %323 = add i64 %290, 8, !dbg !266
  %324 = icmp eq i64 %323, %261, !dbg !266
  br i1 %324, label %269, label %287, !dbg !266, !llvm.loop !279

325:                                              ; preds = %283
  %326 = fadd double %144, %230, !dbg !281
  %327 = fadd double %326, %284, !dbg !282
  call void @llvm.dbg.value(metadata double %327, metadata !39, metadata !DIExpression()), !dbg !66
  %328 = mul nsw i32 %23, %22, !dbg !283
  call void @llvm.dbg.value(metadata i32 %328, metadata !284, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !289, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i32 0, metadata !290, metadata !DIExpression()), !dbg !294
  %329 = icmp sgt i32 %328, 0, !dbg !295
  br i1 %329, label %331, label %330, !dbg !297

330:                                              ; preds = %325
  store double* %226, double** @active, align 8, !dbg !298, !tbaa !70
  call void @llvm.dbg.value(metadata i32 %328, metadata !284, metadata !DIExpression()), !dbg !299
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !289, metadata !DIExpression()), !dbg !299
  call void @llvm.dbg.value(metadata i32 0, metadata !290, metadata !DIExpression()), !dbg !301
  br label %458, !dbg !302

331:                                              ; preds = %325
  %332 = zext i32 %328 to i64, !dbg !295
  %333 = icmp ult i32 %328, 4, !dbg !297
  br i1 %333, label %386, label %334, !dbg !297

334:                                              ; preds = %331
  %335 = and i64 %332, 4294967292, !dbg !297
  %336 = add nsw i64 %335, -4, !dbg !297
  %337 = lshr exact i64 %336, 2, !dbg !297
  %338 = add nuw nsw i64 %337, 1, !dbg !297
  %339 = and i64 %338, 1, !dbg !297
  %340 = icmp eq i64 %336, 0, !dbg !297
  br i1 %340, label %370, label %341, !dbg !297

341:                                              ; preds = %334
  %342 = and i64 %338, 9223372036854775806, !dbg !297
  br label %343, !dbg !297

343:                                              ; preds = %343, %341
  %344 = phi i64 [ 0, %341 ], [ %367, %343 ], !dbg !303
  %345 = phi i64 [ 0, %341 ], [ %368, %343 ]
  %346 = getelementptr inbounds double, double* %225, i64 %344, !dbg !303
  %347 = bitcast double* %346 to <2 x double>*, !dbg !304
  %348 = load <2 x double>, <2 x double>* %347, align 8, !dbg !304, !tbaa !135
  %349 = getelementptr inbounds double, double* %346, i64 2, !dbg !304
  %350 = bitcast double* %349 to <2 x double>*, !dbg !304
  %351 = load <2 x double>, <2 x double>* %350, align 8, !dbg !304, !tbaa !135
  %352 = fmul <2 x double> %348, <double 5.000000e-01, double 5.000000e-01>, !dbg !304
  %353 = fmul <2 x double> %351, <double 5.000000e-01, double 5.000000e-01>, !dbg !304
  %354 = bitcast double* %346 to <2 x double>*, !dbg !304
  store <2 x double> %352, <2 x double>* %354, align 8, !dbg !304, !tbaa !135
  %355 = bitcast double* %349 to <2 x double>*, !dbg !304
  store <2 x double> %353, <2 x double>* %355, align 8, !dbg !304, !tbaa !135
  %356 = or i64 %344, 4, !dbg !303
  %357 = getelementptr inbounds double, double* %225, i64 %356, !dbg !303
  %358 = bitcast double* %357 to <2 x double>*, !dbg !304
  %359 = load <2 x double>, <2 x double>* %358, align 8, !dbg !304, !tbaa !135
  %360 = getelementptr inbounds double, double* %357, i64 2, !dbg !304
  %361 = bitcast double* %360 to <2 x double>*, !dbg !304
  %362 = load <2 x double>, <2 x double>* %361, align 8, !dbg !304, !tbaa !135
  %363 = fmul <2 x double> %359, <double 5.000000e-01, double 5.000000e-01>, !dbg !304
  %364 = fmul <2 x double> %362, <double 5.000000e-01, double 5.000000e-01>, !dbg !304
  %365 = bitcast double* %357 to <2 x double>*, !dbg !304
  store <2 x double> %363, <2 x double>* %365, align 8, !dbg !304, !tbaa !135
  %366 = bitcast double* %360 to <2 x double>*, !dbg !304
  store <2 x double> %364, <2 x double>* %366, align 8, !dbg !304, !tbaa !135
  %367 = add nuw i64 %344, 8, !dbg !303
  %368 = add i64 %345, 2, !dbg !303
  %369 = icmp eq i64 %368, %342, !dbg !303
  br i1 %369, label %370, label %343, !dbg !303, !llvm.loop !305

370:                                              ; preds = %343, %334
  %371 = phi i64 [ 0, %334 ], [ %367, %343 ]
  %372 = icmp eq i64 %339, 0, !dbg !303
  br i1 %372, label %384, label %373, !dbg !303

373:                                              ; preds = %370
  %374 = getelementptr inbounds double, double* %225, i64 %371, !dbg !303
  %375 = bitcast double* %374 to <2 x double>*, !dbg !304
  %376 = load <2 x double>, <2 x double>* %375, align 8, !dbg !304, !tbaa !135
  %377 = getelementptr inbounds double, double* %374, i64 2, !dbg !304
  %378 = bitcast double* %377 to <2 x double>*, !dbg !304
  %379 = load <2 x double>, <2 x double>* %378, align 8, !dbg !304, !tbaa !135
  %380 = fmul <2 x double> %376, <double 5.000000e-01, double 5.000000e-01>, !dbg !304
  %381 = fmul <2 x double> %379, <double 5.000000e-01, double 5.000000e-01>, !dbg !304
  %382 = bitcast double* %374 to <2 x double>*, !dbg !304
  store <2 x double> %380, <2 x double>* %382, align 8, !dbg !304, !tbaa !135
  %383 = bitcast double* %377 to <2 x double>*, !dbg !304
  store <2 x double> %381, <2 x double>* %383, align 8, !dbg !304, !tbaa !135
  br label %384, !dbg !297

384:                                              ; preds = %370, %373
  %385 = icmp eq i64 %335, %332, !dbg !297
  br i1 %385, label %395, label %386, !dbg !297

386:                                              ; preds = %331, %384
  %387 = phi i64 [ 0, %331 ], [ %335, %384 ]
  br label %388, !dbg !297

388:                                              ; preds = %386, %388
  %389 = phi i64 [ %393, %388 ], [ %387, %386 ]
  call void @llvm.dbg.value(metadata i64 %389, metadata !290, metadata !DIExpression()), !dbg !294
  %390 = getelementptr inbounds double, double* %225, i64 %389, !dbg !307
  %391 = load double, double* %390, align 8, !dbg !304, !tbaa !135
  %392 = fmul double %391, 5.000000e-01, !dbg !304
  store double %392, double* %390, align 8, !dbg !304, !tbaa !135
  %393 = add nuw nsw i64 %389, 1, !dbg !303
  call void @llvm.dbg.value(metadata i64 %393, metadata !290, metadata !DIExpression()), !dbg !294
  %394 = icmp eq i64 %393, %332, !dbg !295
  br i1 %394, label %395, label %388, !dbg !297, !llvm.loop !308

395:                                              ; preds = %388, %384
  store double* %226, double** @active, align 8, !dbg !298, !tbaa !70
  call void @llvm.dbg.value(metadata i32 %328, metadata !284, metadata !DIExpression()), !dbg !299
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !289, metadata !DIExpression()), !dbg !299
  call void @llvm.dbg.value(metadata i32 0, metadata !290, metadata !DIExpression()), !dbg !301
  %396 = icmp ult i32 %328, 4, !dbg !302
  br i1 %396, label %449, label %397, !dbg !302

397:                                              ; preds = %395
  %398 = and i64 %332, 4294967292, !dbg !302
  %399 = add nsw i64 %398, -4, !dbg !302
  %400 = lshr exact i64 %399, 2, !dbg !302
  %401 = add nuw nsw i64 %400, 1, !dbg !302
  %402 = and i64 %401, 1, !dbg !302
  %403 = icmp eq i64 %399, 0, !dbg !302
  br i1 %403, label %433, label %404, !dbg !302

404:                                              ; preds = %397
  %405 = and i64 %401, 9223372036854775806, !dbg !302
  br label %406, !dbg !302

406:                                              ; preds = %406, %404
  %407 = phi i64 [ 0, %404 ], [ %430, %406 ], !dbg !309
  %408 = phi i64 [ 0, %404 ], [ %431, %406 ]
  %409 = getelementptr inbounds double, double* %226, i64 %407, !dbg !309
  %410 = bitcast double* %409 to <2 x double>*, !dbg !310
  %411 = load <2 x double>, <2 x double>* %410, align 8, !dbg !310, !tbaa !135
  %412 = getelementptr inbounds double, double* %409, i64 2, !dbg !310
  %413 = bitcast double* %412 to <2 x double>*, !dbg !310
  %414 = load <2 x double>, <2 x double>* %413, align 8, !dbg !310, !tbaa !135
  %415 = fmul <2 x double> %411, <double 2.000000e+00, double 2.000000e+00>, !dbg !310
  %416 = fmul <2 x double> %414, <double 2.000000e+00, double 2.000000e+00>, !dbg !310
  %417 = bitcast double* %409 to <2 x double>*, !dbg !310
  store <2 x double> %415, <2 x double>* %417, align 8, !dbg !310, !tbaa !135
  %418 = bitcast double* %412 to <2 x double>*, !dbg !310
  store <2 x double> %416, <2 x double>* %418, align 8, !dbg !310, !tbaa !135
  %419 = or i64 %407, 4, !dbg !309
  %420 = getelementptr inbounds double, double* %226, i64 %419, !dbg !309
  %421 = bitcast double* %420 to <2 x double>*, !dbg !310
  %422 = load <2 x double>, <2 x double>* %421, align 8, !dbg !310, !tbaa !135
  %423 = getelementptr inbounds double, double* %420, i64 2, !dbg !310
  %424 = bitcast double* %423 to <2 x double>*, !dbg !310
  %425 = load <2 x double>, <2 x double>* %424, align 8, !dbg !310, !tbaa !135
  %426 = fmul <2 x double> %422, <double 2.000000e+00, double 2.000000e+00>, !dbg !310
  %427 = fmul <2 x double> %425, <double 2.000000e+00, double 2.000000e+00>, !dbg !310
  %428 = bitcast double* %420 to <2 x double>*, !dbg !310
  store <2 x double> %426, <2 x double>* %428, align 8, !dbg !310, !tbaa !135
  %429 = bitcast double* %423 to <2 x double>*, !dbg !310
  store <2 x double> %427, <2 x double>* %429, align 8, !dbg !310, !tbaa !135
  %430 = add nuw i64 %407, 8, !dbg !309
  %431 = add i64 %408, 2, !dbg !309
  %432 = icmp eq i64 %431, %405, !dbg !309
  br i1 %432, label %433, label %406, !dbg !309, !llvm.loop !311

433:                                              ; preds = %406, %397
  %434 = phi i64 [ 0, %397 ], [ %430, %406 ]
  %435 = icmp eq i64 %402, 0, !dbg !309
  br i1 %435, label %447, label %436, !dbg !309

436:                                              ; preds = %433
  %437 = getelementptr inbounds double, double* %226, i64 %434, !dbg !309
  %438 = bitcast double* %437 to <2 x double>*, !dbg !310
  %439 = load <2 x double>, <2 x double>* %438, align 8, !dbg !310, !tbaa !135
  %440 = getelementptr inbounds double, double* %437, i64 2, !dbg !310
  %441 = bitcast double* %440 to <2 x double>*, !dbg !310
  %442 = load <2 x double>, <2 x double>* %441, align 8, !dbg !310, !tbaa !135
  %443 = fmul <2 x double> %439, <double 2.000000e+00, double 2.000000e+00>, !dbg !310
  %444 = fmul <2 x double> %442, <double 2.000000e+00, double 2.000000e+00>, !dbg !310
  %445 = bitcast double* %437 to <2 x double>*, !dbg !310
  store <2 x double> %443, <2 x double>* %445, align 8, !dbg !310, !tbaa !135
  %446 = bitcast double* %440 to <2 x double>*, !dbg !310
  store <2 x double> %444, <2 x double>* %446, align 8, !dbg !310, !tbaa !135
  br label %447, !dbg !302

447:                                              ; preds = %433, %436
  %448 = icmp eq i64 %398, %332, !dbg !302
  br i1 %448, label %458, label %449, !dbg !302

449:                                              ; preds = %395, %447
  %450 = phi i64 [ 0, %395 ], [ %398, %447 ]
  br label %451, !dbg !302

451:                                              ; preds = %449, %451
  %452 = phi i64 [ %456, %451 ], [ %450, %449 ]
  call void @llvm.dbg.value(metadata i64 %452, metadata !290, metadata !DIExpression()), !dbg !301
  %453 = getelementptr inbounds double, double* %226, i64 %452, !dbg !313
  %454 = load double, double* %453, align 8, !dbg !310, !tbaa !135
  %455 = fmul double %454, 2.000000e+00, !dbg !310
  store double %455, double* %453, align 8, !dbg !310, !tbaa !135
  %456 = add nuw nsw i64 %452, 1, !dbg !309
  call void @llvm.dbg.value(metadata i64 %456, metadata !290, metadata !DIExpression()), !dbg !301
  %457 = icmp eq i64 %456, %332, !dbg !314
  br i1 %457, label %458, label %451, !dbg !302, !llvm.loop !315

458:                                              ; preds = %451, %447, %330
  %459 = getelementptr inbounds double, double* %225, i64 1, !dbg !316
  %460 = load double, double* %459, align 8, !dbg !316, !tbaa !135
  %461 = getelementptr inbounds double, double* %226, i64 1, !dbg !317
  %462 = load double, double* %461, align 8, !dbg !317, !tbaa !135
  %463 = fadd double %460, %462, !dbg !318
  %464 = fadd double %327, %463, !dbg !319
  call void @llvm.dbg.value(metadata double %464, metadata !39, metadata !DIExpression()), !dbg !66
  %465 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %464), !dbg !320
  call void @llvm.dbg.value(metadata i64 0, metadata !62, metadata !DIExpression()), !dbg !321
  %466 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 0, i32 1, !dbg !322
  %467 = bitcast double** %466 to i8**, !dbg !322
  %468 = load i8*, i8** %467, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %468) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 1, metadata !62, metadata !DIExpression()), !dbg !321
  %469 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 1, i32 1, !dbg !322
  %470 = bitcast double** %469 to i8**, !dbg !322
  %471 = load i8*, i8** %470, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %471) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 2, metadata !62, metadata !DIExpression()), !dbg !321
  %472 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 2, i32 1, !dbg !322
  %473 = bitcast double** %472 to i8**, !dbg !322
  %474 = load i8*, i8** %473, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %474) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 3, metadata !62, metadata !DIExpression()), !dbg !321
  %475 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 3, i32 1, !dbg !322
  %476 = bitcast double** %475 to i8**, !dbg !322
  %477 = load i8*, i8** %476, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %477) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 4, metadata !62, metadata !DIExpression()), !dbg !321
  %478 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 4, i32 1, !dbg !322
  %479 = bitcast double** %478 to i8**, !dbg !322
  %480 = load i8*, i8** %479, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %480) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 5, metadata !62, metadata !DIExpression()), !dbg !321
  %481 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 5, i32 1, !dbg !322
  %482 = bitcast double** %481 to i8**, !dbg !322
  %483 = load i8*, i8** %482, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %483) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 6, metadata !62, metadata !DIExpression()), !dbg !321
  %484 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 6, i32 1, !dbg !322
  %485 = bitcast double** %484 to i8**, !dbg !322
  %486 = load i8*, i8** %485, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %486) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 7, metadata !62, metadata !DIExpression()), !dbg !321
  %487 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 7, i32 1, !dbg !322
  %488 = bitcast double** %487 to i8**, !dbg !322
  %489 = load i8*, i8** %488, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %489) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 8, metadata !62, metadata !DIExpression()), !dbg !321
  %490 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 8, i32 1, !dbg !322
  %491 = bitcast double** %490 to i8**, !dbg !322
  %492 = load i8*, i8** %491, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %492) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 9, metadata !62, metadata !DIExpression()), !dbg !321
  %493 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 9, i32 1, !dbg !322
  %494 = bitcast double** %493 to i8**, !dbg !322
  %495 = load i8*, i8** %494, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %495) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 10, metadata !62, metadata !DIExpression()), !dbg !321
  %496 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 10, i32 1, !dbg !322
  %497 = bitcast double** %496 to i8**, !dbg !322
  %498 = load i8*, i8** %497, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %498) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 11, metadata !62, metadata !DIExpression()), !dbg !321
  %499 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 11, i32 1, !dbg !322
  %500 = bitcast double** %499 to i8**, !dbg !322
  %501 = load i8*, i8** %500, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %501) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 12, metadata !62, metadata !DIExpression()), !dbg !321
  %502 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 12, i32 1, !dbg !322
  %503 = bitcast double** %502 to i8**, !dbg !322
  %504 = load i8*, i8** %503, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %504) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 13, metadata !62, metadata !DIExpression()), !dbg !321
  %505 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 13, i32 1, !dbg !322
  %506 = bitcast double** %505 to i8**, !dbg !322
  %507 = load i8*, i8** %506, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %507) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 14, metadata !62, metadata !DIExpression()), !dbg !321
  %508 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 14, i32 1, !dbg !322
  %509 = bitcast double** %508 to i8**, !dbg !322
  %510 = load i8*, i8** %509, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %510) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 15, metadata !62, metadata !DIExpression()), !dbg !321
  %511 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 15, i32 1, !dbg !322
  %512 = bitcast double** %511 to i8**, !dbg !322
  %513 = load i8*, i8** %512, align 8, !dbg !322, !tbaa !267
  tail call void @free(i8* noundef %513) #6, !dbg !324
  call void @llvm.dbg.value(metadata i64 16, metadata !62, metadata !DIExpression()), !dbg !321
  tail call void @free(i8* noundef %231) #6, !dbg !325
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !326
  br i1 %29, label %597, label %599, !dbg !327

514:                                              ; preds = %224, %589
  %515 = phi i64 [ 0, %224 ], [ %590, %589 ]
  call void @llvm.dbg.value(metadata i64 %515, metadata !56, metadata !DIExpression()), !dbg !240
  %516 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 %515, i32 0, !dbg !328
  store i32 %22, i32* %516, align 8, !dbg !329, !tbaa !330
  %517 = tail call noalias i8* @malloc(i64 noundef %233) #6, !dbg !331
  %518 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 %515, i32 1, !dbg !332
  %519 = bitcast double** %518 to i8**, !dbg !333
  store i8* %517, i8** %519, align 8, !dbg !333, !tbaa !267
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !334
  %520 = bitcast i8* %517 to double*, !dbg !335
  br i1 %80, label %521, label %589, !dbg !335

521:                                              ; preds = %514
  %522 = trunc i64 %515 to i32
  %523 = sitofp i32 %522 to double
  br i1 %239, label %587, label %524, !dbg !335

524:                                              ; preds = %521
  %525 = insertelement <2 x double> poison, double %523, i64 0, !dbg !335
  %526 = shufflevector <2 x double> %525, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !335
  %527 = insertelement <2 x double> poison, double %523, i64 0, !dbg !335
  %528 = shufflevector <2 x double> %527, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !335
  br i1 %242, label %574, label %529, !dbg !335

529:                                              ; preds = %524, %529
  %530 = phi i64 [ %571, %529 ], [ 0, %524 ], !dbg !336
  %531 = phi i64 [ %572, %529 ], [ 0, %524 ]
  %532 = getelementptr inbounds double, double* %520, i64 %530, !dbg !336
  %533 = bitcast double* %532 to <2 x double>*, !dbg !338
  store <2 x double> %526, <2 x double>* %533, align 8, !dbg !338, !tbaa !135
  %534 = getelementptr inbounds double, double* %532, i64 2, !dbg !338
  %535 = bitcast double* %534 to <2 x double>*, !dbg !338
  store <2 x double> %528, <2 x double>* %535, align 8, !dbg !338, !tbaa !135
  %536 = or i64 %530, 4, !dbg !336
  %537 = getelementptr inbounds double, double* %520, i64 %536, !dbg !336
  %538 = bitcast double* %537 to <2 x double>*, !dbg !338
  store <2 x double> %526, <2 x double>* %538, align 8, !dbg !338, !tbaa !135
  %539 = getelementptr inbounds double, double* %537, i64 2, !dbg !338
  %540 = bitcast double* %539 to <2 x double>*, !dbg !338
  store <2 x double> %528, <2 x double>* %540, align 8, !dbg !338, !tbaa !135
  %541 = or i64 %530, 8, !dbg !336
  %542 = getelementptr inbounds double, double* %520, i64 %541, !dbg !336
  %543 = bitcast double* %542 to <2 x double>*, !dbg !338
  store <2 x double> %526, <2 x double>* %543, align 8, !dbg !338, !tbaa !135
  %544 = getelementptr inbounds double, double* %542, i64 2, !dbg !338
  %545 = bitcast double* %544 to <2 x double>*, !dbg !338
  store <2 x double> %528, <2 x double>* %545, align 8, !dbg !338, !tbaa !135
  %546 = or i64 %530, 12, !dbg !336
  %547 = getelementptr inbounds double, double* %520, i64 %546, !dbg !336
  %548 = bitcast double* %547 to <2 x double>*, !dbg !338
  store <2 x double> %526, <2 x double>* %548, align 8, !dbg !338, !tbaa !135
  %549 = getelementptr inbounds double, double* %547, i64 2, !dbg !338
  %550 = bitcast double* %549 to <2 x double>*, !dbg !338
  store <2 x double> %528, <2 x double>* %550, align 8, !dbg !338, !tbaa !135
  %551 = or i64 %530, 16, !dbg !336
  %552 = getelementptr inbounds double, double* %520, i64 %551, !dbg !336
  %553 = bitcast double* %552 to <2 x double>*, !dbg !338
  store <2 x double> %526, <2 x double>* %553, align 8, !dbg !338, !tbaa !135
  %554 = getelementptr inbounds double, double* %552, i64 2, !dbg !338
  %555 = bitcast double* %554 to <2 x double>*, !dbg !338
  store <2 x double> %528, <2 x double>* %555, align 8, !dbg !338, !tbaa !135
  %556 = or i64 %530, 20, !dbg !336
  %557 = getelementptr inbounds double, double* %520, i64 %556, !dbg !336
  %558 = bitcast double* %557 to <2 x double>*, !dbg !338
  store <2 x double> %526, <2 x double>* %558, align 8, !dbg !338, !tbaa !135
  %559 = getelementptr inbounds double, double* %557, i64 2, !dbg !338
  %560 = bitcast double* %559 to <2 x double>*, !dbg !338
  store <2 x double> %528, <2 x double>* %560, align 8, !dbg !338, !tbaa !135
  %561 = or i64 %530, 24, !dbg !336
  %562 = getelementptr inbounds double, double* %520, i64 %561, !dbg !336
  %563 = bitcast double* %562 to <2 x double>*, !dbg !338
  store <2 x double> %526, <2 x double>* %563, align 8, !dbg !338, !tbaa !135
  %564 = getelementptr inbounds double, double* %562, i64 2, !dbg !338
  %565 = bitcast double* %564 to <2 x double>*, !dbg !338
  store <2 x double> %528, <2 x double>* %565, align 8, !dbg !338, !tbaa !135
  %566 = or i64 %530, 28, !dbg !336
  %567 = getelementptr inbounds double, double* %520, i64 %566, !dbg !336
  %568 = bitcast double* %567 to <2 x double>*, !dbg !338
  store <2 x double> %526, <2 x double>* %568, align 8, !dbg !338, !tbaa !135
  %569 = getelementptr inbounds double, double* %567, i64 2, !dbg !338
  %570 = bitcast double* %569 to <2 x double>*, !dbg !338
  store <2 x double> %528, <2 x double>* %570, align 8, !dbg !338, !tbaa !135
  %571 = add nuw i64 %530, 32, !dbg !336
  %572 = add i64 %531, 8, !dbg !336
  %573 = icmp eq i64 %572, %243, !dbg !336
  br i1 %573, label %574, label %529, !dbg !336, !llvm.loop !339

574:                                              ; preds = %529, %524
  %575 = phi i64 [ 0, %524 ], [ %571, %529 ]
  br i1 %244, label %586, label %576, !dbg !336

576:                                              ; preds = %574, %576
  %577 = phi i64 [ %583, %576 ], [ %575, %574 ], !dbg !336
  %578 = phi i64 [ %584, %576 ], [ 0, %574 ]
  %579 = getelementptr inbounds double, double* %520, i64 %577, !dbg !336
  %580 = bitcast double* %579 to <2 x double>*, !dbg !338
  store <2 x double> %526, <2 x double>* %580, align 8, !dbg !338, !tbaa !135
  %581 = getelementptr inbounds double, double* %579, i64 2, !dbg !338
  %582 = bitcast double* %581 to <2 x double>*, !dbg !338
  store <2 x double> %528, <2 x double>* %582, align 8, !dbg !338, !tbaa !135
  %583 = add nuw i64 %577, 4, !dbg !336
  %584 = add i64 %578, 1, !dbg !336
  %585 = icmp eq i64 %584, %241, !dbg !336
  br i1 %585, label %586, label %576, !dbg !336, !llvm.loop !341

586:                                              ; preds = %576, %574
  br i1 %245, label %589, label %587, !dbg !335

587:                                              ; preds = %521, %586
  %588 = phi i64 [ 0, %521 ], [ %240, %586 ]
  br label %592, !dbg !335

589:                                              ; preds = %592, %586, %514
  %590 = add nuw nsw i64 %515, 1, !dbg !342
  call void @llvm.dbg.value(metadata i64 %590, metadata !56, metadata !DIExpression()), !dbg !240
  %591 = icmp eq i64 %590, 16, !dbg !343
  br i1 %591, label %257, label %514, !dbg !241, !llvm.loop !344

592:                                              ; preds = %587, %592
  %593 = phi i64 [ %595, %592 ], [ %588, %587 ]
  call void @llvm.dbg.value(metadata i64 %593, metadata !58, metadata !DIExpression()), !dbg !334
  %594 = getelementptr inbounds double, double* %520, i64 %593, !dbg !346
  store double %523, double* %594, align 8, !dbg !338, !tbaa !135
  %595 = add nuw nsw i64 %593, 1, !dbg !336
  call void @llvm.dbg.value(metadata i64 %595, metadata !58, metadata !DIExpression()), !dbg !334
  %596 = icmp eq i64 %595, %234, !dbg !347
  br i1 %596, label %589, label %592, !dbg !335, !llvm.loop !348

597:                                              ; preds = %458
  %598 = zext i32 %23 to i64, !dbg !349
  br label %602, !dbg !327

599:                                              ; preds = %602, %458
  tail call void @free(i8* noundef %27) #6, !dbg !351
  %600 = bitcast double* %225 to i8*, !dbg !352
  tail call void @free(i8* noundef %600) #6, !dbg !353
  %601 = bitcast double* %226 to i8*, !dbg !354
  tail call void @free(i8* noundef %601) #6, !dbg !355
  ret i32 0, !dbg !356

602:                                              ; preds = %597, %602
  %603 = phi i64 [ 0, %597 ], [ %607, %602 ]
  call void @llvm.dbg.value(metadata i64 %603, metadata !64, metadata !DIExpression()), !dbg !326
  %604 = getelementptr inbounds double*, double** %28, i64 %603, !dbg !357
  %605 = bitcast double** %604 to i8**, !dbg !357
  %606 = load i8*, i8** %605, align 8, !dbg !357, !tbaa !70
  tail call void @free(i8* noundef %606) #6, !dbg !358
  %607 = add nuw nsw i64 %603, 1, !dbg !359
  call void @llvm.dbg.value(metadata i64 %607, metadata !64, metadata !DIExpression()), !dbg !326
  %608 = icmp eq i64 %607, %598, !dbg !349
  br i1 %608, label %599, label %602, !dbg !327, !llvm.loop !360
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "active", scope: !2, file: !3, line: 18, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ptr_memory.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "3a0d209e59ea9bca0569ea668660e69c")
!4 = !{!5, !6, !9, !10}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !11, line: 46, baseType: !12)
!11 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!12 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!13 = !{!0}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 66, type: !24, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!5, !5, !6}
!26 = !{!27, !28, !29, !30, !31, !32, !34, !36, !39, !40, !48, !49, !56, !58, !62, !64}
!27 = !DILocalVariable(name: "argc", arg: 1, scope: !23, file: !3, line: 66, type: !5)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !23, file: !3, line: 66, type: !6)
!29 = !DILocalVariable(name: "n", scope: !23, file: !3, line: 67, type: !5)
!30 = !DILocalVariable(name: "m", scope: !23, file: !3, line: 68, type: !5)
!31 = !DILocalVariable(name: "steps", scope: !23, file: !3, line: 69, type: !5)
!32 = !DILocalVariable(name: "r", scope: !23, file: !3, line: 71, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 72, type: !5)
!35 = distinct !DILexicalBlock(scope: !23, file: !3, line: 72, column: 3)
!36 = !DILocalVariable(name: "j", scope: !37, file: !3, line: 73, type: !5)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 73, column: 5)
!38 = distinct !DILexicalBlock(scope: !35, file: !3, line: 72, column: 3)
!39 = !DILocalVariable(name: "s", scope: !23, file: !3, line: 75, type: !15)
!40 = !DILocalVariable(name: "g", scope: !23, file: !3, line: 77, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "grid", file: !3, line: 11, baseType: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 8, size: 192, elements: !43)
!43 = !{!44, !45, !46, !47}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !42, file: !3, line: 9, baseType: !5, size: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !42, file: !3, line: 9, baseType: !5, size: 32, offset: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "cur", scope: !42, file: !3, line: 10, baseType: !14, size: 64, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !42, file: !3, line: 10, baseType: !14, size: 64, offset: 128)
!48 = !DILocalVariable(name: "k", scope: !23, file: !3, line: 82, type: !5)
!49 = !DILocalVariable(name: "b", scope: !23, file: !3, line: 83, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "bucket", file: !3, line: 16, baseType: !52)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 13, size: 128, elements: !53)
!53 = !{!54, !55}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !52, file: !3, line: 14, baseType: !5, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !52, file: !3, line: 15, baseType: !14, size: 64, offset: 64)
!56 = !DILocalVariable(name: "q", scope: !57, file: !3, line: 84, type: !5)
!57 = distinct !DILexicalBlock(scope: !23, file: !3, line: 84, column: 3)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 87, type: !5)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 87, column: 5)
!60 = distinct !DILexicalBlock(scope: !61, file: !3, line: 84, column: 31)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 84, column: 3)
!62 = !DILocalVariable(name: "q", scope: !63, file: !3, line: 99, type: !5)
!63 = distinct !DILexicalBlock(scope: !23, file: !3, line: 99, column: 3)
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 102, type: !5)
!65 = distinct !DILexicalBlock(scope: !23, file: !3, line: 102, column: 3)
!66 = !DILocation(line: 0, scope: !23)
!67 = !DILocation(line: 67, column: 16, scope: !23)
!68 = !DILocation(line: 67, column: 11, scope: !23)
!69 = !DILocation(line: 67, column: 27, scope: !23)
!70 = !{!71, !71, i64 0}
!71 = !{!"any pointer", !72, i64 0}
!72 = !{!"omnipotent char", !73, i64 0}
!73 = !{!"Simple C/C++ TBAA"}
!74 = !DILocalVariable(name: "__nptr", arg: 1, scope: !75, file: !76, line: 362, type: !79)
!75 = distinct !DISubprogram(name: "atoi", scope: !76, file: !76, line: 362, type: !77, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!76 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!77 = !DISubroutineType(types: !78)
!78 = !{!5, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!81 = !{!74}
!82 = !DILocation(line: 0, scope: !75, inlinedAt: !83)
!83 = distinct !DILocation(line: 67, column: 22, scope: !23)
!84 = !DILocation(line: 364, column: 16, scope: !75, inlinedAt: !83)
!85 = !DILocation(line: 364, column: 10, scope: !75, inlinedAt: !83)
!86 = !DILocation(line: 68, column: 16, scope: !23)
!87 = !DILocation(line: 68, column: 11, scope: !23)
!88 = !DILocation(line: 68, column: 27, scope: !23)
!89 = !DILocation(line: 0, scope: !75, inlinedAt: !90)
!90 = distinct !DILocation(line: 68, column: 22, scope: !23)
!91 = !DILocation(line: 364, column: 16, scope: !75, inlinedAt: !90)
!92 = !DILocation(line: 364, column: 10, scope: !75, inlinedAt: !90)
!93 = !DILocation(line: 69, column: 20, scope: !23)
!94 = !DILocation(line: 69, column: 15, scope: !23)
!95 = !DILocation(line: 69, column: 31, scope: !23)
!96 = !DILocation(line: 0, scope: !75, inlinedAt: !97)
!97 = distinct !DILocation(line: 69, column: 26, scope: !23)
!98 = !DILocation(line: 364, column: 16, scope: !75, inlinedAt: !97)
!99 = !DILocation(line: 364, column: 10, scope: !75, inlinedAt: !97)
!100 = !DILocalVariable(name: "n", arg: 1, scope: !101, file: !3, line: 20, type: !5)
!101 = distinct !DISubprogram(name: "alloc_rows", scope: !3, file: !3, line: 20, type: !102, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{!33, !5, !5}
!104 = !{!100, !105, !106, !107}
!105 = !DILocalVariable(name: "m", arg: 2, scope: !101, file: !3, line: 20, type: !5)
!106 = !DILocalVariable(name: "r", scope: !101, file: !3, line: 21, type: !33)
!107 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 22, type: !5)
!108 = distinct !DILexicalBlock(scope: !101, file: !3, line: 22, column: 3)
!109 = !DILocation(line: 0, scope: !101, inlinedAt: !110)
!110 = distinct !DILocation(line: 71, column: 16, scope: !23)
!111 = !DILocation(line: 21, column: 23, scope: !101, inlinedAt: !110)
!112 = !DILocation(line: 21, column: 25, scope: !101, inlinedAt: !110)
!113 = !DILocation(line: 21, column: 16, scope: !101, inlinedAt: !110)
!114 = !DILocation(line: 0, scope: !108, inlinedAt: !110)
!115 = !DILocation(line: 22, column: 21, scope: !116, inlinedAt: !110)
!116 = distinct !DILexicalBlock(scope: !108, file: !3, line: 22, column: 3)
!117 = !DILocation(line: 22, column: 3, scope: !108, inlinedAt: !110)
!118 = !DILocation(line: 23, column: 12, scope: !116, inlinedAt: !110)
!119 = !DILocation(line: 23, column: 5, scope: !116, inlinedAt: !110)
!120 = !DILocation(line: 23, column: 10, scope: !116, inlinedAt: !110)
!121 = !DILocation(line: 22, column: 27, scope: !116, inlinedAt: !110)
!122 = distinct !{!122, !117, !123, !124}
!123 = !DILocation(line: 23, column: 37, scope: !108, inlinedAt: !110)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocation(line: 0, scope: !35)
!126 = !DILocation(line: 72, column: 3, scope: !35)
!127 = !DILocation(line: 72, column: 21, scope: !38)
!128 = !DILocation(line: 0, scope: !37)
!129 = !DILocation(line: 73, column: 5, scope: !37)
!130 = !DILocation(line: 73, column: 29, scope: !131)
!131 = distinct !DILexicalBlock(scope: !37, file: !3, line: 73, column: 5)
!132 = !DILocation(line: 74, column: 19, scope: !131)
!133 = !DILocation(line: 74, column: 17, scope: !131)
!134 = !DILocation(line: 74, column: 15, scope: !131)
!135 = !{!136, !136, i64 0}
!136 = !{!"double", !72, i64 0}
!137 = distinct !{!137, !129, !138, !124, !139}
!138 = !DILocation(line: 74, column: 21, scope: !37)
!139 = !{!"llvm.loop.isvectorized", i32 1}
!140 = !DILocalVariable(name: "r", arg: 1, scope: !141, file: !3, line: 45, type: !33)
!141 = distinct !DISubprogram(name: "column_sums", scope: !3, file: !3, line: 45, type: !142, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{!15, !33, !5, !5}
!144 = !{!140, !145, !146, !147, !148, !150}
!145 = !DILocalVariable(name: "n", arg: 2, scope: !141, file: !3, line: 45, type: !5)
!146 = !DILocalVariable(name: "m", arg: 3, scope: !141, file: !3, line: 45, type: !5)
!147 = !DILocalVariable(name: "s", scope: !141, file: !3, line: 46, type: !15)
!148 = !DILocalVariable(name: "j", scope: !149, file: !3, line: 47, type: !5)
!149 = distinct !DILexicalBlock(scope: !141, file: !3, line: 47, column: 3)
!150 = !DILocalVariable(name: "i", scope: !151, file: !3, line: 48, type: !5)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 48, column: 5)
!152 = distinct !DILexicalBlock(scope: !149, file: !3, line: 47, column: 3)
!153 = !DILocation(line: 0, scope: !141, inlinedAt: !154)
!154 = distinct !DILocation(line: 75, column: 14, scope: !23)
!155 = !DILocation(line: 0, scope: !149, inlinedAt: !154)
!156 = !DILocation(line: 47, column: 21, scope: !152, inlinedAt: !154)
!157 = !DILocation(line: 47, column: 3, scope: !149, inlinedAt: !154)
!158 = !DILocation(line: 0, scope: !151, inlinedAt: !154)
!159 = !DILocation(line: 48, column: 5, scope: !151, inlinedAt: !154)
!160 = !DILocation(line: 49, column: 12, scope: !161, inlinedAt: !154)
!161 = distinct !DILexicalBlock(scope: !151, file: !3, line: 48, column: 5)
!162 = !DILocation(line: 49, column: 9, scope: !161, inlinedAt: !154)
!163 = !DILocation(line: 48, column: 29, scope: !161, inlinedAt: !154)
!164 = distinct !{!164, !165}
!165 = !{!"llvm.loop.unroll.disable"}
!166 = !DILocation(line: 47, column: 27, scope: !152, inlinedAt: !154)
!167 = distinct !{!167, !157, !168, !124}
!168 = !DILocation(line: 49, column: 18, scope: !149, inlinedAt: !154)
!169 = distinct !{!169, !159, !170, !124}
!170 = !DILocation(line: 49, column: 18, scope: !151, inlinedAt: !154)
!171 = !DILocation(line: 46, column: 10, scope: !141, inlinedAt: !154)
!172 = !DILocalVariable(name: "g", arg: 1, scope: !173, file: !3, line: 27, type: !176)
!173 = distinct !DISubprogram(name: "grid_init", scope: !3, file: !3, line: 27, type: !174, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !177)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !176, !5, !5}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!177 = !{!172, !178, !179}
!178 = !DILocalVariable(name: "n", arg: 2, scope: !173, file: !3, line: 27, type: !5)
!179 = !DILocalVariable(name: "m", arg: 3, scope: !173, file: !3, line: 27, type: !5)
!180 = !DILocation(line: 0, scope: !173, inlinedAt: !181)
!181 = distinct !DILocation(line: 78, column: 3, scope: !23)
!182 = !DILocation(line: 30, column: 31, scope: !173, inlinedAt: !181)
!183 = !DILocation(line: 30, column: 29, scope: !173, inlinedAt: !181)
!184 = !DILocation(line: 30, column: 12, scope: !173, inlinedAt: !181)
!185 = !DILocation(line: 30, column: 10, scope: !173, inlinedAt: !181)
!186 = !DILocation(line: 31, column: 13, scope: !173, inlinedAt: !181)
!187 = !DILocation(line: 31, column: 11, scope: !173, inlinedAt: !181)
!188 = !DILocalVariable(name: "g", arg: 1, scope: !189, file: !3, line: 34, type: !176)
!189 = distinct !DISubprogram(name: "grid_steps", scope: !3, file: !3, line: 34, type: !190, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!190 = !DISubroutineType(types: !191)
!191 = !{null, !176, !5}
!192 = !{!188, !193, !194, !196, !200, !203}
!193 = !DILocalVariable(name: "steps", arg: 2, scope: !189, file: !3, line: 34, type: !5)
!194 = !DILocalVariable(name: "s", scope: !195, file: !3, line: 35, type: !5)
!195 = distinct !DILexicalBlock(scope: !189, file: !3, line: 35, column: 3)
!196 = !DILocalVariable(name: "i", scope: !197, file: !3, line: 36, type: !5)
!197 = distinct !DILexicalBlock(scope: !198, file: !3, line: 36, column: 5)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 35, column: 35)
!199 = distinct !DILexicalBlock(scope: !195, file: !3, line: 35, column: 3)
!200 = !DILocalVariable(name: "j", scope: !201, file: !3, line: 37, type: !5)
!201 = distinct !DILexicalBlock(scope: !202, file: !3, line: 37, column: 7)
!202 = distinct !DILexicalBlock(scope: !197, file: !3, line: 36, column: 5)
!203 = !DILocalVariable(name: "t", scope: !198, file: !3, line: 39, type: !14)
!204 = !DILocation(line: 0, scope: !189, inlinedAt: !205)
!205 = distinct !DILocation(line: 79, column: 3, scope: !23)
!206 = !DILocation(line: 0, scope: !195, inlinedAt: !205)
!207 = !DILocation(line: 35, column: 21, scope: !199, inlinedAt: !205)
!208 = !DILocation(line: 35, column: 3, scope: !195, inlinedAt: !205)
!209 = !DILocation(line: 0, scope: !197, inlinedAt: !205)
!210 = !DILocation(line: 36, column: 5, scope: !197, inlinedAt: !205)
!211 = !DILocation(line: 0, scope: !201, inlinedAt: !205)
!212 = !DILocation(line: 37, column: 7, scope: !201, inlinedAt: !205)
!213 = !DILocation(line: 36, column: 36, scope: !202, inlinedAt: !205)
!214 = !DILocation(line: 37, column: 34, scope: !215, inlinedAt: !205)
!215 = distinct !DILexicalBlock(scope: !201, file: !3, line: 37, column: 7)
!216 = !DILocation(line: 38, column: 40, scope: !215, inlinedAt: !205)
!217 = !DILocation(line: 38, column: 69, scope: !215, inlinedAt: !205)
!218 = !DILocation(line: 38, column: 67, scope: !215, inlinedAt: !205)
!219 = !DILocation(line: 38, column: 37, scope: !215, inlinedAt: !205)
!220 = !DILocation(line: 38, column: 31, scope: !215, inlinedAt: !205)
!221 = distinct !{!221, !212, !222, !124, !139}
!222 = !DILocation(line: 38, column: 95, scope: !201, inlinedAt: !205)
!223 = !DILocation(line: 0, scope: !198, inlinedAt: !205)
!224 = !DILocation(line: 35, column: 31, scope: !199, inlinedAt: !205)
!225 = distinct !{!225, !208, !226, !124}
!226 = !DILocation(line: 42, column: 3, scope: !195, inlinedAt: !205)
!227 = !DILocation(line: 36, column: 23, scope: !202, inlinedAt: !205)
!228 = distinct !{!228, !210, !229, !124}
!229 = !DILocation(line: 38, column: 95, scope: !197, inlinedAt: !205)
!230 = !DILocation(line: 38, column: 62, scope: !215, inlinedAt: !205)
!231 = !DILocation(line: 38, column: 91, scope: !215, inlinedAt: !205)
!232 = !DILocation(line: 38, column: 26, scope: !215, inlinedAt: !205)
!233 = !DILocation(line: 38, column: 9, scope: !215, inlinedAt: !205)
!234 = !DILocation(line: 37, column: 25, scope: !215, inlinedAt: !205)
!235 = distinct !{!235, !212, !222, !124, !236, !139}
!236 = !{!"llvm.loop.unroll.runtime.disable"}
!237 = !DILocation(line: 80, column: 16, scope: !23)
!238 = !DILocation(line: 80, column: 8, scope: !23)
!239 = !DILocation(line: 83, column: 15, scope: !23)
!240 = !DILocation(line: 0, scope: !57)
!241 = !DILocation(line: 84, column: 3, scope: !57)
!242 = !DILocation(line: 72, column: 27, scope: !38)
!243 = distinct !{!243, !126, !244, !124}
!244 = !DILocation(line: 74, column: 21, scope: !35)
!245 = !DILocation(line: 74, column: 7, scope: !131)
!246 = !DILocation(line: 73, column: 23, scope: !131)
!247 = distinct !{!247, !129, !138, !124, !236, !139}
!248 = !DILocalVariable(name: "b", arg: 1, scope: !249, file: !3, line: 53, type: !50)
!249 = distinct !DISubprogram(name: "bucket_sums", scope: !3, file: !3, line: 53, type: !250, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{!15, !50, !5, !5}
!252 = !{!248, !253, !254, !255, !256, !258}
!253 = !DILocalVariable(name: "k", arg: 2, scope: !249, file: !3, line: 53, type: !5)
!254 = !DILocalVariable(name: "m", arg: 3, scope: !249, file: !3, line: 53, type: !5)
!255 = !DILocalVariable(name: "s", scope: !249, file: !3, line: 54, type: !15)
!256 = !DILocalVariable(name: "q", scope: !257, file: !3, line: 55, type: !5)
!257 = distinct !DILexicalBlock(scope: !249, file: !3, line: 55, column: 3)
!258 = !DILocalVariable(name: "i", scope: !259, file: !3, line: 56, type: !5)
!259 = distinct !DILexicalBlock(scope: !260, file: !3, line: 56, column: 5)
!260 = distinct !DILexicalBlock(scope: !257, file: !3, line: 55, column: 3)
!261 = !DILocation(line: 0, scope: !249, inlinedAt: !262)
!262 = distinct !DILocation(line: 90, column: 8, scope: !23)
!263 = !DILocation(line: 0, scope: !257, inlinedAt: !262)
!264 = !DILocation(line: 55, column: 3, scope: !257, inlinedAt: !262)
!265 = !DILocation(line: 0, scope: !259, inlinedAt: !262)
!266 = !DILocation(line: 56, column: 5, scope: !259, inlinedAt: !262)
!267 = !{!268, !71, i64 8}
!268 = !{!"", !269, i64 0, !71, i64 8}
!269 = !{!"int", !72, i64 0}
!270 = !DILocation(line: 57, column: 12, scope: !271, inlinedAt: !262)
!271 = distinct !DILexicalBlock(scope: !259, file: !3, line: 56, column: 5)
!272 = !DILocation(line: 57, column: 9, scope: !271, inlinedAt: !262)
!273 = !DILocation(line: 56, column: 29, scope: !271, inlinedAt: !262)
!274 = distinct !{!274, !165}
!275 = !DILocation(line: 55, column: 27, scope: !260, inlinedAt: !262)
!276 = !DILocation(line: 55, column: 21, scope: !260, inlinedAt: !262)
!277 = distinct !{!277, !264, !278, !124}
!278 = !DILocation(line: 57, column: 23, scope: !257, inlinedAt: !262)
!279 = distinct !{!279, !266, !280, !124}
!280 = !DILocation(line: 57, column: 23, scope: !259, inlinedAt: !262)
!281 = !DILocation(line: 80, column: 5, scope: !23)
!282 = !DILocation(line: 90, column: 5, scope: !23)
!283 = !DILocation(line: 93, column: 18, scope: !23)
!284 = !DILocalVariable(name: "n", arg: 1, scope: !285, file: !3, line: 61, type: !5)
!285 = distinct !DISubprogram(name: "scale_active", scope: !3, file: !3, line: 61, type: !286, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !288)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !5, !15}
!288 = !{!284, !289, !290}
!289 = !DILocalVariable(name: "f", arg: 2, scope: !285, file: !3, line: 61, type: !15)
!290 = !DILocalVariable(name: "i", scope: !291, file: !3, line: 62, type: !5)
!291 = distinct !DILexicalBlock(scope: !285, file: !3, line: 62, column: 3)
!292 = !DILocation(line: 0, scope: !285, inlinedAt: !293)
!293 = distinct !DILocation(line: 93, column: 3, scope: !23)
!294 = !DILocation(line: 0, scope: !291, inlinedAt: !293)
!295 = !DILocation(line: 62, column: 21, scope: !296, inlinedAt: !293)
!296 = distinct !DILexicalBlock(scope: !291, file: !3, line: 62, column: 3)
!297 = !DILocation(line: 62, column: 3, scope: !291, inlinedAt: !293)
!298 = !DILocation(line: 94, column: 10, scope: !23)
!299 = !DILocation(line: 0, scope: !285, inlinedAt: !300)
!300 = distinct !DILocation(line: 95, column: 3, scope: !23)
!301 = !DILocation(line: 0, scope: !291, inlinedAt: !300)
!302 = !DILocation(line: 62, column: 3, scope: !291, inlinedAt: !300)
!303 = !DILocation(line: 62, column: 27, scope: !296, inlinedAt: !293)
!304 = !DILocation(line: 63, column: 15, scope: !296, inlinedAt: !293)
!305 = distinct !{!305, !297, !306, !124, !139}
!306 = !DILocation(line: 63, column: 18, scope: !291, inlinedAt: !293)
!307 = !DILocation(line: 63, column: 5, scope: !296, inlinedAt: !293)
!308 = distinct !{!308, !297, !306, !124, !236, !139}
!309 = !DILocation(line: 62, column: 27, scope: !296, inlinedAt: !300)
!310 = !DILocation(line: 63, column: 15, scope: !296, inlinedAt: !300)
!311 = distinct !{!311, !302, !312, !124, !139}
!312 = !DILocation(line: 63, column: 18, scope: !291, inlinedAt: !300)
!313 = !DILocation(line: 63, column: 5, scope: !296, inlinedAt: !300)
!314 = !DILocation(line: 62, column: 21, scope: !296, inlinedAt: !300)
!315 = distinct !{!315, !302, !312, !124, !236, !139}
!316 = !DILocation(line: 96, column: 8, scope: !23)
!317 = !DILocation(line: 96, column: 19, scope: !23)
!318 = !DILocation(line: 96, column: 17, scope: !23)
!319 = !DILocation(line: 96, column: 5, scope: !23)
!320 = !DILocation(line: 98, column: 3, scope: !23)
!321 = !DILocation(line: 0, scope: !63)
!322 = !DILocation(line: 100, column: 15, scope: !323)
!323 = distinct !DILexicalBlock(scope: !63, file: !3, line: 99, column: 3)
!324 = !DILocation(line: 100, column: 5, scope: !323)
!325 = !DILocation(line: 101, column: 3, scope: !23)
!326 = !DILocation(line: 0, scope: !65)
!327 = !DILocation(line: 102, column: 3, scope: !65)
!328 = !DILocation(line: 85, column: 10, scope: !60)
!329 = !DILocation(line: 85, column: 14, scope: !60)
!330 = !{!268, !269, i64 0}
!331 = !DILocation(line: 86, column: 17, scope: !60)
!332 = !DILocation(line: 86, column: 10, scope: !60)
!333 = !DILocation(line: 86, column: 15, scope: !60)
!334 = !DILocation(line: 0, scope: !59)
!335 = !DILocation(line: 87, column: 5, scope: !59)
!336 = !DILocation(line: 87, column: 29, scope: !337)
!337 = distinct !DILexicalBlock(scope: !59, file: !3, line: 87, column: 5)
!338 = !DILocation(line: 88, column: 20, scope: !337)
!339 = distinct !{!339, !335, !340, !124, !139}
!340 = !DILocation(line: 88, column: 22, scope: !59)
!341 = distinct !{!341, !165}
!342 = !DILocation(line: 84, column: 27, scope: !61)
!343 = !DILocation(line: 84, column: 21, scope: !61)
!344 = distinct !{!344, !241, !345, !124}
!345 = !DILocation(line: 89, column: 3, scope: !57)
!346 = !DILocation(line: 88, column: 7, scope: !337)
!347 = !DILocation(line: 87, column: 23, scope: !337)
!348 = distinct !{!348, !335, !340, !124, !236, !139}
!349 = !DILocation(line: 102, column: 21, scope: !350)
!350 = distinct !DILexicalBlock(scope: !65, file: !3, line: 102, column: 3)
!351 = !DILocation(line: 104, column: 3, scope: !23)
!352 = !DILocation(line: 105, column: 10, scope: !23)
!353 = !DILocation(line: 105, column: 3, scope: !23)
!354 = !DILocation(line: 106, column: 10, scope: !23)
!355 = !DILocation(line: 106, column: 3, scope: !23)
!356 = !DILocation(line: 108, column: 1, scope: !23)
!357 = !DILocation(line: 103, column: 10, scope: !350)
!358 = !DILocation(line: 103, column: 5, scope: !350)
!359 = !DILocation(line: 102, column: 27, scope: !350)
!360 = distinct !{!360, !327, !361, !124}
!361 = !DILocation(line: 103, column: 14, scope: !65)
