; ModuleID = 'stencil3d_span.c'
source_filename = "stencil3d_span.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !41
  %3 = icmp sgt i32 %0, 1, !dbg !42
  br i1 %3, label %4, label %15, !dbg !43

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !44
  %6 = load i8*, i8** %5, align 8, !dbg !44, !tbaa !45
  call void @llvm.dbg.value(metadata i8* %6, metadata !49, metadata !DIExpression()) #8, !dbg !57
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !59
  %8 = trunc i64 %7 to i32, !dbg !60
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression()), !dbg !41
  %9 = icmp eq i32 %0, 2, !dbg !61
  br i1 %9, label %15, label %10, !dbg !62

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !63
  %12 = load i8*, i8** %11, align 8, !dbg !63, !tbaa !45
  call void @llvm.dbg.value(metadata i8* %12, metadata !49, metadata !DIExpression()) #8, !dbg !64
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !66
  %14 = trunc i64 %13 to i32, !dbg !67
  br label %15, !dbg !62

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 32, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 4, %4 ], [ 4, %2 ], !dbg !62
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()), !dbg !41
  %18 = sext i32 %16 to i64, !dbg !68
  %19 = mul nsw i64 %18, %18, !dbg !69
  %20 = mul i64 %19, %18, !dbg !70
  call void @llvm.dbg.value(metadata i64 %20, metadata !27, metadata !DIExpression()), !dbg !41
  %21 = shl i64 %20, 3, !dbg !71
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #8, !dbg !72
  %23 = bitcast i8* %22 to double*, !dbg !72
  call void @llvm.dbg.value(metadata double* %23, metadata !28, metadata !DIExpression()), !dbg !41
  %24 = tail call noalias i8* @malloc(i64 noundef %21) #8, !dbg !73
  %25 = bitcast i8* %24 to double*, !dbg !73
  call void @llvm.dbg.value(metadata double* %25, metadata !30, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 0, metadata !31, metadata !DIExpression()), !dbg !74
  %26 = icmp eq i64 %20, 0, !dbg !75
  br i1 %26, label %39, label %27, !dbg !77

27:                                               ; preds = %15
  call void @llvm.memset.p0i8.i64(i8* align 8 %24, i8 0, i64 %21, i1 false), !dbg !78, !tbaa !80
  %28 = and i64 %20, 1, !dbg !77
  %29 = icmp eq i64 %20, 1, !dbg !77
  br i1 %29, label %32, label %30, !dbg !77

30:                                               ; preds = %27
  %31 = and i64 %20, -2, !dbg !77
  br label %50, !dbg !77

32:                                               ; preds = %50, %27
  %33 = phi i64 [ 0, %27 ], [ %60, %50 ]
  %34 = icmp eq i64 %28, 0, !dbg !77
  br i1 %34, label %39, label %35, !dbg !77

35:                                               ; preds = %32
  call void @llvm.dbg.value(metadata i64 %33, metadata !31, metadata !DIExpression()), !dbg !74
  %36 = urem i64 %33, 17, !dbg !82
  %37 = uitofp i64 %36 to double, !dbg !83
  %38 = getelementptr inbounds double, double* %23, i64 %33, !dbg !84
  store double %37, double* %38, align 8, !dbg !85, !tbaa !80
  call void @llvm.dbg.value(metadata i64 %33, metadata !31, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !74
  br label %39, !dbg !86

39:                                               ; preds = %35, %32, %15
  call void @llvm.dbg.value(metadata double* %23, metadata !28, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double* %25, metadata !30, metadata !DIExpression()), !dbg !41
  %40 = icmp sgt i32 %17, 0, !dbg !86
  br i1 %40, label %41, label %63, !dbg !88

41:                                               ; preds = %39
  %42 = icmp sgt i32 %16, 2
  %43 = add nsw i32 %16, -1
  %44 = zext i32 %43 to i64
  %45 = add nsw i64 %44, -1, !dbg !88
  %46 = icmp ult i64 %45, 2
  %47 = and i64 %45, -2
  %48 = or i64 %45, 1
  %49 = icmp eq i64 %45, %47
  br label %72, !dbg !88

50:                                               ; preds = %50, %30
  %51 = phi i64 [ 0, %30 ], [ %60, %50 ]
  %52 = phi i64 [ 0, %30 ], [ %61, %50 ]
  call void @llvm.dbg.value(metadata i64 %51, metadata !31, metadata !DIExpression()), !dbg !74
  %53 = urem i64 %51, 17, !dbg !82
  %54 = uitofp i64 %53 to double, !dbg !83
  %55 = getelementptr inbounds double, double* %23, i64 %51, !dbg !84
  store double %54, double* %55, align 8, !dbg !85, !tbaa !80
  %56 = or i64 %51, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %56, metadata !31, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %56, metadata !31, metadata !DIExpression()), !dbg !74
  %57 = urem i64 %56, 17, !dbg !82
  %58 = uitofp i64 %57 to double, !dbg !83
  %59 = getelementptr inbounds double, double* %23, i64 %56, !dbg !84
  store double %58, double* %59, align 8, !dbg !85, !tbaa !80
  %60 = add nuw i64 %51, 2, !dbg !89
  call void @llvm.dbg.value(metadata i64 %60, metadata !31, metadata !DIExpression()), !dbg !74
  %61 = add i64 %52, 2, !dbg !77
  %62 = icmp eq i64 %61, %31, !dbg !77
  br i1 %62, label %32, label %50, !dbg !77, !llvm.loop !90

63:                                               ; preds = %196, %39
  %64 = phi double* [ %25, %39 ], [ %73, %196 ], !dbg !41
  %65 = phi double* [ %23, %39 ], [ %75, %196 ], !dbg !41
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !38, metadata !DIExpression()), !dbg !41
  br i1 %26, label %214, label %66, !dbg !94

66:                                               ; preds = %63
  %67 = add i64 %20, -1, !dbg !94
  %68 = and i64 %20, 7, !dbg !94
  %69 = icmp ult i64 %67, 7, !dbg !94
  br i1 %69, label %199, label %70, !dbg !94

70:                                               ; preds = %66
  %71 = and i64 %20, -8, !dbg !94
  br label %219, !dbg !94

72:                                               ; preds = %41, %196
  %73 = phi double* [ %23, %41 ], [ %75, %196 ]
  %74 = phi i32 [ 0, %41 ], [ %197, %196 ]
  %75 = phi double* [ %25, %41 ], [ %73, %196 ]
  call void @llvm.dbg.value(metadata double* %73, metadata !28, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 %74, metadata !33, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double* %75, metadata !30, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 %8, metadata !95, metadata !DIExpression()) #8, !dbg !114
  call void @llvm.dbg.value(metadata i32 %8, metadata !102, metadata !DIExpression()) #8, !dbg !114
  call void @llvm.dbg.value(metadata i32 %8, metadata !103, metadata !DIExpression()) #8, !dbg !114
  call void @llvm.dbg.value(metadata double* %73, metadata !104, metadata !DIExpression()) #8, !dbg !114
  call void @llvm.dbg.value(metadata double* %75, metadata !105, metadata !DIExpression()) #8, !dbg !114
  call void @llvm.dbg.value(metadata i32 1, metadata !106, metadata !DIExpression()) #8, !dbg !116
  br i1 %42, label %76, label %196, !dbg !117

76:                                               ; preds = %72, %156
  %77 = phi i64 [ %81, %156 ], [ 1, %72 ]
  call void @llvm.dbg.value(metadata i64 %77, metadata !106, metadata !DIExpression()) #8, !dbg !116
  call void @llvm.dbg.value(metadata i32 1, metadata !108, metadata !DIExpression()) #8, !dbg !118
  %78 = mul nsw i64 %77, %18
  %79 = add nsw i64 %77, -1
  %80 = mul nsw i64 %79, %18
  %81 = add nuw nsw i64 %77, 1
  %82 = mul nsw i64 %81, %18
  %83 = trunc i64 %78 to i32
  br label %84, !dbg !119

84:                                               ; preds = %76, %158
  %85 = phi i64 [ 1, %76 ], [ %159, %158 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !108, metadata !DIExpression()) #8, !dbg !118
  call void @llvm.dbg.value(metadata i32 1, metadata !111, metadata !DIExpression()) #8, !dbg !120
  %86 = add nsw i64 %85, %78
  %87 = mul nsw i64 %86, %18
  %88 = add nsw i64 %85, %80
  %89 = mul nsw i64 %88, %18
  %90 = add nsw i64 %85, %82
  %91 = mul nsw i64 %90, %18
  %92 = trunc i64 %85 to i32
  %93 = add i32 %92, %83
  %94 = add i32 %93, -1
  %95 = mul nsw i32 %94, %16
  %96 = add i32 %93, 1
  %97 = mul nsw i32 %96, %16
  %98 = sext i32 %95 to i64, !dbg !121
  %99 = sext i32 %97 to i64, !dbg !121
  br i1 %46, label %154, label %100, !dbg !121

100:                                              ; preds = %84, %100
  %101 = phi i64 [ %151, %100 ], [ 0, %84 ]
  %102 = or i64 %101, 1
  %103 = add i64 %101, 2
  %104 = add nsw i64 %102, %87, !dbg !122
  %105 = add nsw i64 %103, %87, !dbg !122
  %106 = getelementptr inbounds double, double* %73, i64 %104, !dbg !124
  %107 = bitcast double* %106 to <2 x double>*, !dbg !124
  %108 = load <2 x double>, <2 x double>* %107, align 8, !dbg !124, !tbaa !80
  %109 = add nsw i64 %102, %89, !dbg !125
  %110 = getelementptr inbounds double, double* %73, i64 %109, !dbg !126
  %111 = bitcast double* %110 to <2 x double>*, !dbg !126
  %112 = load <2 x double>, <2 x double>* %111, align 8, !dbg !126, !tbaa !80
  %113 = add nsw i64 %102, %91, !dbg !127
  %114 = getelementptr inbounds double, double* %73, i64 %113, !dbg !128
  %115 = bitcast double* %114 to <2 x double>*, !dbg !128
  %116 = load <2 x double>, <2 x double>* %115, align 8, !dbg !128, !tbaa !80
  %117 = fadd <2 x double> %112, %116, !dbg !129
  %118 = add nsw i64 %102, %98, !dbg !130
  %119 = getelementptr inbounds double, double* %73, i64 %118, !dbg !131
  %120 = bitcast double* %119 to <2 x double>*, !dbg !131
  %121 = load <2 x double>, <2 x double>* %120, align 8, !dbg !131, !tbaa !80
  %122 = fadd <2 x double> %117, %121, !dbg !132
  %123 = add nsw i64 %102, %99, !dbg !133
  %124 = getelementptr inbounds double, double* %73, i64 %123, !dbg !134
  %125 = bitcast double* %124 to <2 x double>*, !dbg !134
  %126 = load <2 x double>, <2 x double>* %125, align 8, !dbg !134, !tbaa !80
  %127 = fadd <2 x double> %122, %126, !dbg !135
  %128 = shl i64 %104, 32, !dbg !136
  %129 = shl i64 %105, 32, !dbg !136
  %130 = add i64 %128, -4294967296, !dbg !136
  %131 = add i64 %129, -4294967296, !dbg !136
  %132 = ashr exact i64 %130, 32, !dbg !136
  %133 = ashr exact i64 %131, 32, !dbg !136
  %134 = getelementptr inbounds double, double* %73, i64 %132, !dbg !136
  %135 = getelementptr inbounds double, double* %73, i64 %133, !dbg !136
  %136 = load double, double* %134, align 8, !dbg !136, !tbaa !80
  %137 = load double, double* %135, align 8, !dbg !136, !tbaa !80
  %138 = insertelement <2 x double> poison, double %136, i64 0
  %139 = insertelement <2 x double> %138, double %137, i64 1
  %140 = fadd <2 x double> %127, %139
  %141 = add i64 %101, 2, !dbg !137
  %142 = add nsw i64 %141, %87, !dbg !137
  %143 = getelementptr inbounds double, double* %73, i64 %142, !dbg !138
  %144 = bitcast double* %143 to <2 x double>*, !dbg !138
  %145 = load <2 x double>, <2 x double>* %144, align 8, !dbg !138, !tbaa !80
  %146 = fadd <2 x double> %140, %145, !dbg !139
  %147 = fmul <2 x double> %146, <double 0x3FB5532617C1BDA5, double 0x3FB5532617C1BDA5>, !dbg !140
  %148 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %108, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %147), !dbg !141
  %149 = getelementptr inbounds double, double* %75, i64 %104, !dbg !142
  %150 = bitcast double* %149 to <2 x double>*, !dbg !143
  store <2 x double> %148, <2 x double>* %150, align 8, !dbg !143, !tbaa !80
  %151 = add nuw i64 %101, 2
  %152 = icmp eq i64 %151, %47
  br i1 %152, label %153, label %100, !llvm.loop !144

153:                                              ; preds = %100
  br i1 %49, label %158, label %154, !dbg !121

154:                                              ; preds = %84, %153
  %155 = phi i64 [ 1, %84 ], [ %48, %153 ]
  br label %161, !dbg !121

156:                                              ; preds = %158
  call void @llvm.dbg.value(metadata i64 %81, metadata !106, metadata !DIExpression()) #8, !dbg !116
  %157 = icmp eq i64 %81, %44, !dbg !147
  br i1 %157, label %196, label %76, !dbg !117, !llvm.loop !148

158:                                              ; preds = %161, %153
  %159 = add nuw nsw i64 %85, 1, !dbg !150
  call void @llvm.dbg.value(metadata i64 %159, metadata !108, metadata !DIExpression()) #8, !dbg !118
  %160 = icmp eq i64 %159, %44, !dbg !151
  br i1 %160, label %156, label %84, !dbg !119, !llvm.loop !152

161:                                              ; preds = %154, %161
  %162 = phi i64 [ %187, %161 ], [ %155, %154 ]
  call void @llvm.dbg.value(metadata i64 %162, metadata !111, metadata !DIExpression()) #8, !dbg !120
  %163 = add nsw i64 %162, %87, !dbg !122
  %164 = getelementptr inbounds double, double* %73, i64 %163, !dbg !124
  %165 = load double, double* %164, align 8, !dbg !124, !tbaa !80
  %166 = add nsw i64 %162, %89, !dbg !125
  %167 = getelementptr inbounds double, double* %73, i64 %166, !dbg !126
  %168 = load double, double* %167, align 8, !dbg !126, !tbaa !80
  %169 = add nsw i64 %162, %91, !dbg !127
  %170 = getelementptr inbounds double, double* %73, i64 %169, !dbg !128
  %171 = load double, double* %170, align 8, !dbg !128, !tbaa !80
  %172 = fadd double %168, %171, !dbg !129
  %173 = add nsw i64 %162, %98, !dbg !130
  %174 = getelementptr inbounds double, double* %73, i64 %173, !dbg !131
  %175 = load double, double* %174, align 8, !dbg !131, !tbaa !80
  %176 = fadd double %172, %175, !dbg !132
  %177 = add nsw i64 %162, %99, !dbg !133
  %178 = getelementptr inbounds double, double* %73, i64 %177, !dbg !134
  %179 = load double, double* %178, align 8, !dbg !134, !tbaa !80
  %180 = fadd double %176, %179, !dbg !135
  %181 = shl i64 %163, 32, !dbg !136
  %182 = add i64 %181, -4294967296, !dbg !136
  %183 = ashr exact i64 %182, 32, !dbg !136
  %184 = getelementptr inbounds double, double* %73, i64 %183, !dbg !136
  %185 = load double, double* %184, align 8, !dbg !136, !tbaa !80
  %186 = fadd double %180, %185, !dbg !154
  %187 = add nuw nsw i64 %162, 1, !dbg !137
  %188 = add nsw i64 %187, %87, !dbg !137
  %189 = getelementptr inbounds double, double* %73, i64 %188, !dbg !138
  %190 = load double, double* %189, align 8, !dbg !138, !tbaa !80
  %191 = fadd double %186, %190, !dbg !139
  %192 = fmul double %191, 0x3FB5532617C1BDA5, !dbg !140
  %193 = tail call double @llvm.fmuladd.f64(double %165, double 5.000000e-01, double %192) #8, !dbg !141
  %194 = getelementptr inbounds double, double* %75, i64 %163, !dbg !142
  store double %193, double* %194, align 8, !dbg !143, !tbaa !80
  call void @llvm.dbg.value(metadata i64 %187, metadata !111, metadata !DIExpression()) #8, !dbg !120
  %195 = icmp eq i64 %187, %44, !dbg !155
  br i1 %195, label %158, label %161, !dbg !121, !llvm.loop !156

196:                                              ; preds = %156, %72
  call void @llvm.dbg.value(metadata double* %73, metadata !35, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double* %75, metadata !28, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double* %73, metadata !30, metadata !DIExpression()), !dbg !41
  %197 = add nuw nsw i32 %74, 1, !dbg !159
  call void @llvm.dbg.value(metadata i32 %197, metadata !33, metadata !DIExpression()), !dbg !87
  %198 = icmp eq i32 %197, %17, !dbg !86
  br i1 %198, label %63, label %72, !dbg !88, !llvm.loop !160

199:                                              ; preds = %219, %66
  %200 = phi double [ undef, %66 ], [ %253, %219 ]
  %201 = phi i64 [ 0, %66 ], [ %254, %219 ]
  %202 = phi double [ 0.000000e+00, %66 ], [ %253, %219 ]
  %203 = icmp eq i64 %68, 0, !dbg !94
  br i1 %203, label %214, label %204, !dbg !94

204:                                              ; preds = %199, %204
  %205 = phi i64 [ %211, %204 ], [ %201, %199 ]
  %206 = phi double [ %210, %204 ], [ %202, %199 ]
  %207 = phi i64 [ %212, %204 ], [ 0, %199 ]
  call void @llvm.dbg.value(metadata i64 %205, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata double %206, metadata !38, metadata !DIExpression()), !dbg !41
  %208 = getelementptr inbounds double, double* %65, i64 %205, !dbg !162
  %209 = load double, double* %208, align 8, !dbg !162, !tbaa !80
  %210 = fadd double %206, %209, !dbg !164
  call void @llvm.dbg.value(metadata double %210, metadata !38, metadata !DIExpression()), !dbg !41
  %211 = add nuw i64 %205, 1, !dbg !165
  call void @llvm.dbg.value(metadata i64 %211, metadata !39, metadata !DIExpression()), !dbg !93
  %212 = add i64 %207, 1, !dbg !94
  %213 = icmp eq i64 %212, %68, !dbg !94
  br i1 %213, label %214, label %204, !dbg !94, !llvm.loop !166

214:                                              ; preds = %199, %204, %63
  %215 = phi double [ 0.000000e+00, %63 ], [ %200, %199 ], [ %210, %204 ], !dbg !41
  %216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %215), !dbg !168
  %217 = bitcast double* %65 to i8*, !dbg !169
  tail call void @free(i8* noundef %217) #8, !dbg !170
  %218 = bitcast double* %64 to i8*, !dbg !171
  tail call void @free(i8* noundef %218) #8, !dbg !172
  ret i32 0, !dbg !173

219:                                              ; preds = %219, %70
  %220 = phi i64 [ 0, %70 ], [ %254, %219 ]
  %221 = phi double [ 0.000000e+00, %70 ], [ %253, %219 ]
  %222 = phi i64 [ 0, %70 ], [ %255, %219 ]
  call void @llvm.dbg.value(metadata i64 %220, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata double %221, metadata !38, metadata !DIExpression()), !dbg !41
  %223 = getelementptr inbounds double, double* %65, i64 %220, !dbg !162
  %224 = load double, double* %223, align 8, !dbg !162, !tbaa !80
  %225 = fadd double %221, %224, !dbg !164
  call void @llvm.dbg.value(metadata double %225, metadata !38, metadata !DIExpression()), !dbg !41
  %226 = or i64 %220, 1, !dbg !165
  call void @llvm.dbg.value(metadata i64 %226, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i64 %226, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata double %225, metadata !38, metadata !DIExpression()), !dbg !41
  %227 = getelementptr inbounds double, double* %65, i64 %226, !dbg !162
  %228 = load double, double* %227, align 8, !dbg !162, !tbaa !80
  %229 = fadd double %225, %228, !dbg !164
  call void @llvm.dbg.value(metadata double %229, metadata !38, metadata !DIExpression()), !dbg !41
  %230 = or i64 %220, 2, !dbg !165
  call void @llvm.dbg.value(metadata i64 %230, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i64 %230, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata double %229, metadata !38, metadata !DIExpression()), !dbg !41
  %231 = getelementptr inbounds double, double* %65, i64 %230, !dbg !162
  %232 = load double, double* %231, align 8, !dbg !162, !tbaa !80
  %233 = fadd double %229, %232, !dbg !164
  call void @llvm.dbg.value(metadata double %233, metadata !38, metadata !DIExpression()), !dbg !41
  %234 = or i64 %220, 3, !dbg !165
  call void @llvm.dbg.value(metadata i64 %234, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i64 %234, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata double %233, metadata !38, metadata !DIExpression()), !dbg !41
  %235 = getelementptr inbounds double, double* %65, i64 %234, !dbg !162
  %236 = load double, double* %235, align 8, !dbg !162, !tbaa !80
  %237 = fadd double %233, %236, !dbg !164
  call void @llvm.dbg.value(metadata double %237, metadata !38, metadata !DIExpression()), !dbg !41
  %238 = or i64 %220, 4, !dbg !165
  call void @llvm.dbg.value(metadata i64 %238, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i64 %238, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata double %237, metadata !38, metadata !DIExpression()), !dbg !41
  %239 = getelementptr inbounds double, double* %65, i64 %238, !dbg !162
  %240 = load double, double* %239, align 8, !dbg !162, !tbaa !80
  %241 = fadd double %237, %240, !dbg !164
  call void @llvm.dbg.value(metadata double %241, metadata !38, metadata !DIExpression()), !dbg !41
  %242 = or i64 %220, 5, !dbg !165
  call void @llvm.dbg.value(metadata i64 %242, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i64 %242, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata double %241, metadata !38, metadata !DIExpression()), !dbg !41
  %243 = getelementptr inbounds double, double* %65, i64 %242, !dbg !162
  %244 = load double, double* %243, align 8, !dbg !162, !tbaa !80
  %245 = fadd double %241, %244, !dbg !164
  call void @llvm.dbg.value(metadata double %245, metadata !38, metadata !DIExpression()), !dbg !41
  %246 = or i64 %220, 6, !dbg !165
  call void @llvm.dbg.value(metadata i64 %246, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i64 %246, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata double %245, metadata !38, metadata !DIExpression()), !dbg !41
  %247 = getelementptr inbounds double, double* %65, i64 %246, !dbg !162
  %248 = load double, double* %247, align 8, !dbg !162, !tbaa !80
  %249 = fadd double %245, %248, !dbg !164
  call void @llvm.dbg.value(metadata double %249, metadata !38, metadata !DIExpression()), !dbg !41
  %250 = or i64 %220, 7, !dbg !165
  call void @llvm.dbg.value(metadata i64 %250, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i64 %250, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata double %249, metadata !38, metadata !DIExpression()), !dbg !41
  %251 = getelementptr inbounds double, double* %65, i64 %250, !dbg !162
  %252 = load double, double* %251, align 8, !dbg !162, !tbaa !80
  %253 = fadd double %249, %252, !dbg !164
  call void @llvm.dbg.value(metadata double %253, metadata !38, metadata !DIExpression()), !dbg !41
  %254 = add nuw i64 %220, 8, !dbg !165
  call void @llvm.dbg.value(metadata i64 %254, metadata !39, metadata !DIExpression()), !dbg !93
  %255 = add i64 %222, 8, !dbg !94
  %256 = icmp eq i64 %255, %71, !dbg !94
  br i1 %256, label %199, label %219, !dbg !94, !llvm.loop !174
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stencil3d_span.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "fd3c92e00eb9b2f0f69ef76f01f2b82f")
!2 = !{!3, !6, !7, !8, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 17, type: !20, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!7, !7, !8}
!22 = !{!23, !24, !25, !26, !27, !28, !30, !31, !33, !35, !38, !39}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 17, type: !7)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 17, type: !8)
!25 = !DILocalVariable(name: "n", scope: !19, file: !1, line: 18, type: !7)
!26 = !DILocalVariable(name: "steps", scope: !19, file: !1, line: 19, type: !7)
!27 = !DILocalVariable(name: "sz", scope: !19, file: !1, line: 20, type: !3)
!28 = !DILocalVariable(name: "a", scope: !19, file: !1, line: 21, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!30 = !DILocalVariable(name: "b", scope: !19, file: !1, line: 21, type: !29)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 22, type: !3)
!32 = distinct !DILexicalBlock(scope: !19, file: !1, line: 22, column: 3)
!33 = !DILocalVariable(name: "t", scope: !34, file: !1, line: 23, type: !7)
!34 = distinct !DILexicalBlock(scope: !19, file: !1, line: 23, column: 3)
!35 = !DILocalVariable(name: "tmp", scope: !36, file: !1, line: 25, type: !29)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 23, column: 35)
!37 = distinct !DILexicalBlock(scope: !34, file: !1, line: 23, column: 3)
!38 = !DILocalVariable(name: "s", scope: !19, file: !1, line: 27, type: !6)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 28, type: !3)
!40 = distinct !DILexicalBlock(scope: !19, file: !1, line: 28, column: 3)
!41 = !DILocation(line: 0, scope: !19)
!42 = !DILocation(line: 18, column: 16, scope: !19)
!43 = !DILocation(line: 18, column: 11, scope: !19)
!44 = !DILocation(line: 18, column: 27, scope: !19)
!45 = !{!46, !46, i64 0}
!46 = !{!"any pointer", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocalVariable(name: "__nptr", arg: 1, scope: !50, file: !51, line: 362, type: !54)
!50 = distinct !DISubprogram(name: "atoi", scope: !51, file: !51, line: 362, type: !52, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56)
!51 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!52 = !DISubroutineType(types: !53)
!53 = !{!7, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!56 = !{!49}
!57 = !DILocation(line: 0, scope: !50, inlinedAt: !58)
!58 = distinct !DILocation(line: 18, column: 22, scope: !19)
!59 = !DILocation(line: 364, column: 16, scope: !50, inlinedAt: !58)
!60 = !DILocation(line: 364, column: 10, scope: !50, inlinedAt: !58)
!61 = !DILocation(line: 19, column: 20, scope: !19)
!62 = !DILocation(line: 19, column: 15, scope: !19)
!63 = !DILocation(line: 19, column: 31, scope: !19)
!64 = !DILocation(line: 0, scope: !50, inlinedAt: !65)
!65 = distinct !DILocation(line: 19, column: 26, scope: !19)
!66 = !DILocation(line: 364, column: 16, scope: !50, inlinedAt: !65)
!67 = !DILocation(line: 364, column: 10, scope: !50, inlinedAt: !65)
!68 = !DILocation(line: 20, column: 15, scope: !19)
!69 = !DILocation(line: 20, column: 25, scope: !19)
!70 = !DILocation(line: 20, column: 29, scope: !19)
!71 = !DILocation(line: 21, column: 25, scope: !19)
!72 = !DILocation(line: 21, column: 15, scope: !19)
!73 = !DILocation(line: 21, column: 49, scope: !19)
!74 = !DILocation(line: 0, scope: !32)
!75 = !DILocation(line: 22, column: 24, scope: !76)
!76 = distinct !DILexicalBlock(scope: !32, file: !1, line: 22, column: 3)
!77 = !DILocation(line: 22, column: 3, scope: !32)
!78 = !DILocation(line: 22, column: 67, scope: !79)
!79 = distinct !DILexicalBlock(scope: !76, file: !1, line: 22, column: 35)
!80 = !{!81, !81, i64 0}
!81 = !{!"double", !47, i64 0}
!82 = !DILocation(line: 22, column: 55, scope: !79)
!83 = !DILocation(line: 22, column: 44, scope: !79)
!84 = !DILocation(line: 22, column: 37, scope: !79)
!85 = !DILocation(line: 22, column: 42, scope: !79)
!86 = !DILocation(line: 23, column: 21, scope: !37)
!87 = !DILocation(line: 0, scope: !34)
!88 = !DILocation(line: 23, column: 3, scope: !34)
!89 = !DILocation(line: 22, column: 31, scope: !76)
!90 = distinct !{!90, !77, !91, !92}
!91 = !DILocation(line: 22, column: 72, scope: !32)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 0, scope: !40)
!94 = !DILocation(line: 28, column: 3, scope: !40)
!95 = !DILocalVariable(name: "nx", arg: 1, scope: !96, file: !1, line: 9, type: !7)
!96 = distinct !DISubprogram(name: "sweep", scope: !1, file: !1, line: 9, type: !97, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !101)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !7, !7, !7, !99, !29}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!101 = !{!95, !102, !103, !104, !105, !106, !108, !111}
!102 = !DILocalVariable(name: "ny", arg: 2, scope: !96, file: !1, line: 9, type: !7)
!103 = !DILocalVariable(name: "nz", arg: 3, scope: !96, file: !1, line: 9, type: !7)
!104 = !DILocalVariable(name: "in", arg: 4, scope: !96, file: !1, line: 9, type: !99)
!105 = !DILocalVariable(name: "out", arg: 5, scope: !96, file: !1, line: 9, type: !29)
!106 = !DILocalVariable(name: "i", scope: !107, file: !1, line: 10, type: !7)
!107 = distinct !DILexicalBlock(scope: !96, file: !1, line: 10, column: 3)
!108 = !DILocalVariable(name: "j", scope: !109, file: !1, line: 11, type: !7)
!109 = distinct !DILexicalBlock(scope: !110, file: !1, line: 11, column: 5)
!110 = distinct !DILexicalBlock(scope: !107, file: !1, line: 10, column: 3)
!111 = !DILocalVariable(name: "k", scope: !112, file: !1, line: 12, type: !7)
!112 = distinct !DILexicalBlock(scope: !113, file: !1, line: 12, column: 7)
!113 = distinct !DILexicalBlock(scope: !109, file: !1, line: 11, column: 5)
!114 = !DILocation(line: 0, scope: !96, inlinedAt: !115)
!115 = distinct !DILocation(line: 24, column: 5, scope: !36)
!116 = !DILocation(line: 0, scope: !107, inlinedAt: !115)
!117 = !DILocation(line: 10, column: 3, scope: !107, inlinedAt: !115)
!118 = !DILocation(line: 0, scope: !109, inlinedAt: !115)
!119 = !DILocation(line: 11, column: 5, scope: !109, inlinedAt: !115)
!120 = !DILocation(line: 0, scope: !112, inlinedAt: !115)
!121 = !DILocation(line: 12, column: 7, scope: !112, inlinedAt: !115)
!122 = !DILocation(line: 13, column: 36, scope: !123, inlinedAt: !115)
!123 = distinct !DILexicalBlock(scope: !112, file: !1, line: 12, column: 7)
!124 = !DILocation(line: 13, column: 33, scope: !123, inlinedAt: !115)
!125 = !DILocation(line: 13, column: 63, scope: !123, inlinedAt: !115)
!126 = !DILocation(line: 13, column: 60, scope: !123, inlinedAt: !115)
!127 = !DILocation(line: 13, column: 82, scope: !123, inlinedAt: !115)
!128 = !DILocation(line: 13, column: 79, scope: !123, inlinedAt: !115)
!129 = !DILocation(line: 13, column: 77, scope: !123, inlinedAt: !115)
!130 = !DILocation(line: 14, column: 16, scope: !123, inlinedAt: !115)
!131 = !DILocation(line: 14, column: 13, scope: !123, inlinedAt: !115)
!132 = !DILocation(line: 13, column: 96, scope: !123, inlinedAt: !115)
!133 = !DILocation(line: 14, column: 35, scope: !123, inlinedAt: !115)
!134 = !DILocation(line: 14, column: 32, scope: !123, inlinedAt: !115)
!135 = !DILocation(line: 14, column: 30, scope: !123, inlinedAt: !115)
!136 = !DILocation(line: 14, column: 51, scope: !123, inlinedAt: !115)
!137 = !DILocation(line: 14, column: 73, scope: !123, inlinedAt: !115)
!138 = !DILocation(line: 14, column: 70, scope: !123, inlinedAt: !115)
!139 = !DILocation(line: 14, column: 68, scope: !123, inlinedAt: !115)
!140 = !DILocation(line: 13, column: 57, scope: !123, inlinedAt: !115)
!141 = !DILocation(line: 13, column: 48, scope: !123, inlinedAt: !115)
!142 = !DILocation(line: 13, column: 9, scope: !123, inlinedAt: !115)
!143 = !DILocation(line: 13, column: 25, scope: !123, inlinedAt: !115)
!144 = distinct !{!144, !121, !145, !92, !146}
!145 = !DILocation(line: 14, column: 86, scope: !112, inlinedAt: !115)
!146 = !{!"llvm.loop.isvectorized", i32 1}
!147 = !DILocation(line: 10, column: 21, scope: !110, inlinedAt: !115)
!148 = distinct !{!148, !117, !149, !92}
!149 = !DILocation(line: 14, column: 86, scope: !107, inlinedAt: !115)
!150 = !DILocation(line: 11, column: 34, scope: !113, inlinedAt: !115)
!151 = !DILocation(line: 11, column: 23, scope: !113, inlinedAt: !115)
!152 = distinct !{!152, !119, !153, !92}
!153 = !DILocation(line: 14, column: 86, scope: !109, inlinedAt: !115)
!154 = !DILocation(line: 14, column: 49, scope: !123, inlinedAt: !115)
!155 = !DILocation(line: 12, column: 25, scope: !123, inlinedAt: !115)
!156 = distinct !{!156, !121, !145, !92, !157, !146}
!157 = !{!"llvm.loop.unroll.runtime.disable"}
!158 = !DILocation(line: 0, scope: !36)
!159 = !DILocation(line: 23, column: 31, scope: !37)
!160 = distinct !{!160, !88, !161, !92}
!161 = !DILocation(line: 26, column: 3, scope: !34)
!162 = !DILocation(line: 28, column: 40, scope: !163)
!163 = distinct !DILexicalBlock(scope: !40, file: !1, line: 28, column: 3)
!164 = !DILocation(line: 28, column: 37, scope: !163)
!165 = !DILocation(line: 28, column: 31, scope: !163)
!166 = distinct !{!166, !167}
!167 = !{!"llvm.loop.unroll.disable"}
!168 = !DILocation(line: 29, column: 3, scope: !19)
!169 = !DILocation(line: 30, column: 8, scope: !19)
!170 = !DILocation(line: 30, column: 3, scope: !19)
!171 = !DILocation(line: 30, column: 17, scope: !19)
!172 = !DILocation(line: 30, column: 12, scope: !19)
!173 = !DILocation(line: 31, column: 3, scope: !19)
!174 = distinct !{!174, !94, !175, !92}
!175 = !DILocation(line: 28, column: 43, scope: !40)
