; ModuleID = 'min_bound.c'
source_filename = "min_bound.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !38
  %3 = icmp sgt i32 %0, 1, !dbg !39
  br i1 %3, label %4, label %21, !dbg !40

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !41
  %6 = load i8*, i8** %5, align 8, !dbg !41, !tbaa !42
  call void @llvm.dbg.value(metadata i8* %6, metadata !46, metadata !DIExpression()) #6, !dbg !54
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !56
  %8 = trunc i64 %7 to i32, !dbg !57
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !38
  %9 = icmp eq i32 %0, 2, !dbg !58
  br i1 %9, label %21, label %10, !dbg !59

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !60
  %12 = load i8*, i8** %11, align 8, !dbg !60, !tbaa !42
  call void @llvm.dbg.value(metadata i8* %12, metadata !46, metadata !DIExpression()) #6, !dbg !61
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !63
  %14 = trunc i64 %13 to i32, !dbg !64
  call void @llvm.dbg.value(metadata i32 %14, metadata !22, metadata !DIExpression()), !dbg !38
  %15 = icmp ugt i32 %0, 3, !dbg !65
  br i1 %15, label %16, label %21, !dbg !66

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !67
  %18 = load i8*, i8** %17, align 8, !dbg !67, !tbaa !42
  call void @llvm.dbg.value(metadata i8* %18, metadata !46, metadata !DIExpression()) #6, !dbg !68
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #6, !dbg !70
  %20 = trunc i64 %19 to i32, !dbg !71
  br label %21, !dbg !66

21:                                               ; preds = %2, %4, %10, %16
  %22 = phi i32 [ %14, %16 ], [ %14, %10 ], [ 600, %4 ], [ 600, %2 ]
  %23 = phi i32 [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %24 = phi i32 [ %20, %16 ], [ 10, %10 ], [ 10, %4 ], [ 10, %2 ], !dbg !66
  call void @llvm.dbg.value(metadata i32 %24, metadata !23, metadata !DIExpression()), !dbg !38
  %25 = icmp sgt i32 %23, %22, !dbg !72
  %26 = select i1 %25, i32 %23, i32 %22, !dbg !73
  %27 = sext i32 %26 to i64, !dbg !73
  %28 = tail call noalias i8* @calloc(i64 noundef %27, i64 noundef 8) #6, !dbg !74
  %29 = bitcast i8* %28 to double*, !dbg !74
  call void @llvm.dbg.value(metadata double* %29, metadata !24, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !75
  %30 = icmp sgt i32 %23, 0, !dbg !76
  %31 = icmp sgt i32 %22, 0, !dbg !78
  %32 = select i1 %30, i1 %31, i1 false, !dbg !78
  br i1 %32, label %33, label %92, !dbg !79

33:                                               ; preds = %21
  %34 = zext i32 %22 to i64, !dbg !79
  %35 = zext i32 %23 to i64, !dbg !79
  %36 = add nsw i64 %35, -1, !dbg !79
  %37 = add nsw i64 %34, -1, !dbg !79
  %38 = icmp eq i64 %36, 0, !dbg !79
  %39 = call i64 @llvm.umin.i64(i64 %37, i64 %36), !dbg !79
  %40 = add nsw i64 %39, 1, !dbg !79
  %41 = select i1 %38, i64 1, i64 %40, !dbg !79
  %42 = icmp ult i64 %41, 4, !dbg !79
  br i1 %42, label %90, label %43, !dbg !79

43:                                               ; preds = %33
  %44 = and i64 %41, -4, !dbg !79
  %45 = add i64 %44, -4, !dbg !79
  %46 = lshr exact i64 %45, 2, !dbg !79
  %47 = add nuw nsw i64 %46, 1, !dbg !79
  %48 = and i64 %47, 1, !dbg !79
  %49 = icmp eq i64 %45, 0, !dbg !79
  br i1 %49, label %76, label %50, !dbg !79

50:                                               ; preds = %43
  %51 = and i64 %47, 9223372036854775806, !dbg !79
  br label %52, !dbg !79

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %72, %52 ], !dbg !80
  %54 = phi <2 x i32> [ <i32 0, i32 1>, %50 ], [ %73, %52 ], !dbg !81
  %55 = phi i64 [ 0, %50 ], [ %74, %52 ]
  %56 = add <2 x i32> %54, <i32 2, i32 2>, !dbg !81
  %57 = sitofp <2 x i32> %54 to <2 x double>, !dbg !81
  %58 = sitofp <2 x i32> %56 to <2 x double>, !dbg !81
  %59 = getelementptr inbounds double, double* %29, i64 %53, !dbg !80
  %60 = bitcast double* %59 to <2 x double>*, !dbg !82
  store <2 x double> %57, <2 x double>* %60, align 8, !dbg !82, !tbaa !83
  %61 = getelementptr inbounds double, double* %59, i64 2, !dbg !82
  %62 = bitcast double* %61 to <2 x double>*, !dbg !82
  store <2 x double> %58, <2 x double>* %62, align 8, !dbg !82, !tbaa !83
  %63 = or i64 %53, 4, !dbg !80
  %64 = add <2 x i32> %54, <i32 4, i32 4>, !dbg !81
  %65 = add <2 x i32> %54, <i32 6, i32 6>, !dbg !81
  %66 = sitofp <2 x i32> %64 to <2 x double>, !dbg !81
  %67 = sitofp <2 x i32> %65 to <2 x double>, !dbg !81
  %68 = getelementptr inbounds double, double* %29, i64 %63, !dbg !80
  %69 = bitcast double* %68 to <2 x double>*, !dbg !82
  store <2 x double> %66, <2 x double>* %69, align 8, !dbg !82, !tbaa !83
  %70 = getelementptr inbounds double, double* %68, i64 2, !dbg !82
  %71 = bitcast double* %70 to <2 x double>*, !dbg !82
  store <2 x double> %67, <2 x double>* %71, align 8, !dbg !82, !tbaa !83
  %72 = add nuw i64 %53, 8, !dbg !80
  %73 = add <2 x i32> %54, <i32 8, i32 8>, !dbg !81
  %74 = add i64 %55, 2, !dbg !80
  %75 = icmp eq i64 %74, %51, !dbg !80
  br i1 %75, label %76, label %52, !dbg !80, !llvm.loop !85

76:                                               ; preds = %52, %43
  %77 = phi i64 [ 0, %43 ], [ %72, %52 ]
  %78 = phi <2 x i32> [ <i32 0, i32 1>, %43 ], [ %73, %52 ]
  %79 = icmp eq i64 %48, 0, !dbg !80
  br i1 %79, label %88, label %80, !dbg !80

80:                                               ; preds = %76
  %81 = add <2 x i32> %78, <i32 2, i32 2>, !dbg !81
  %82 = sitofp <2 x i32> %78 to <2 x double>, !dbg !81
  %83 = sitofp <2 x i32> %81 to <2 x double>, !dbg !81
  %84 = getelementptr inbounds double, double* %29, i64 %77, !dbg !80
  %85 = bitcast double* %84 to <2 x double>*, !dbg !82
  store <2 x double> %82, <2 x double>* %85, align 8, !dbg !82, !tbaa !83
  %86 = getelementptr inbounds double, double* %84, i64 2, !dbg !82
  %87 = bitcast double* %86 to <2 x double>*, !dbg !82
  store <2 x double> %83, <2 x double>* %87, align 8, !dbg !82, !tbaa !83
  br label %88, !dbg !79

88:                                               ; preds = %76, %80
  %89 = icmp eq i64 %41, %44, !dbg !79
  br i1 %89, label %92, label %90, !dbg !79

90:                                               ; preds = %33, %88
  %91 = phi i64 [ 0, %33 ], [ %44, %88 ]
  br label %203, !dbg !79

92:                                               ; preds = %203, %88, %21
  %93 = icmp slt i32 %23, %22
  %94 = select i1 %93, i32 %23, i32 %22
  call void @llvm.dbg.value(metadata i32 %24, metadata !29, metadata !DIExpression()), !dbg !89
  %95 = icmp slt i32 %24, %94, !dbg !90
  br i1 %95, label %96, label %212, !dbg !92

96:                                               ; preds = %92
  %97 = sext i32 %24 to i64, !dbg !92
  %98 = sext i32 %94 to i64, !dbg !90
  %99 = sub nsw i64 %98, %97, !dbg !92
  %100 = icmp ult i64 %99, 4, !dbg !92
  br i1 %100, label %185, label %101, !dbg !92

101:                                              ; preds = %96
  %102 = shl nsw i64 %97, 3, !dbg !92
  %103 = getelementptr i8, i8* %28, i64 %102, !dbg !92
  %104 = shl nsw i64 %98, 3, !dbg !92
  %105 = getelementptr i8, i8* %28, i64 %104, !dbg !92
  %106 = sub nsw i64 %104, %102, !dbg !92
  %107 = getelementptr i8, i8* %28, i64 %106, !dbg !92
  %108 = icmp ult i8* %103, %107, !dbg !92
  %109 = icmp ult i8* %28, %105, !dbg !92
  %110 = and i1 %108, %109, !dbg !92
  br i1 %110, label %185, label %111, !dbg !92

111:                                              ; preds = %101
  %112 = and i64 %99, -4, !dbg !92
  %113 = add nsw i64 %112, %97, !dbg !92
  %114 = add nsw i64 %112, -4, !dbg !92
  %115 = lshr exact i64 %114, 2, !dbg !92
  %116 = add nuw nsw i64 %115, 1, !dbg !92
  %117 = and i64 %116, 1, !dbg !92
  %118 = icmp eq i64 %114, 0, !dbg !92
  br i1 %118, label %162, label %119, !dbg !92

119:                                              ; preds = %111
  %120 = and i64 %116, 9223372036854775806, !dbg !92
  br label %121, !dbg !92

121:                                              ; preds = %121, %119
  %122 = phi i64 [ 0, %119 ], [ %159, %121 ]
  %123 = phi i64 [ 0, %119 ], [ %160, %121 ]
  %124 = add i64 %122, %97
  %125 = getelementptr inbounds double, double* %29, i64 %122, !dbg !93
  %126 = bitcast double* %125 to <2 x double>*, !dbg !93
  %127 = load <2 x double>, <2 x double>* %126, align 8, !dbg !93, !tbaa !83, !alias.scope !94
  %128 = getelementptr inbounds double, double* %125, i64 2, !dbg !93
  %129 = bitcast double* %128 to <2 x double>*, !dbg !93
  %130 = load <2 x double>, <2 x double>* %129, align 8, !dbg !93, !tbaa !83, !alias.scope !94
  %131 = getelementptr inbounds double, double* %29, i64 %124, !dbg !97
  %132 = bitcast double* %131 to <2 x double>*, !dbg !98
  %133 = load <2 x double>, <2 x double>* %132, align 8, !dbg !98, !tbaa !83, !alias.scope !99, !noalias !94
  %134 = getelementptr inbounds double, double* %131, i64 2, !dbg !98
  %135 = bitcast double* %134 to <2 x double>*, !dbg !98
  %136 = load <2 x double>, <2 x double>* %135, align 8, !dbg !98, !tbaa !83, !alias.scope !99, !noalias !94
  %137 = fadd <2 x double> %127, %133, !dbg !98
  %138 = fadd <2 x double> %130, %136, !dbg !98
  %139 = bitcast double* %131 to <2 x double>*, !dbg !98
  store <2 x double> %137, <2 x double>* %139, align 8, !dbg !98, !tbaa !83, !alias.scope !99, !noalias !94
  %140 = bitcast double* %134 to <2 x double>*, !dbg !98
  store <2 x double> %138, <2 x double>* %140, align 8, !dbg !98, !tbaa !83, !alias.scope !99, !noalias !94
  %141 = or i64 %122, 4
  %142 = add i64 %141, %97
  %143 = getelementptr inbounds double, double* %29, i64 %141, !dbg !93
  %144 = bitcast double* %143 to <2 x double>*, !dbg !93
  %145 = load <2 x double>, <2 x double>* %144, align 8, !dbg !93, !tbaa !83, !alias.scope !94
  %146 = getelementptr inbounds double, double* %143, i64 2, !dbg !93
  %147 = bitcast double* %146 to <2 x double>*, !dbg !93
  %148 = load <2 x double>, <2 x double>* %147, align 8, !dbg !93, !tbaa !83, !alias.scope !94
  %149 = getelementptr inbounds double, double* %29, i64 %142, !dbg !97
  %150 = bitcast double* %149 to <2 x double>*, !dbg !98
  %151 = load <2 x double>, <2 x double>* %150, align 8, !dbg !98, !tbaa !83, !alias.scope !99, !noalias !94
  %152 = getelementptr inbounds double, double* %149, i64 2, !dbg !98
  %153 = bitcast double* %152 to <2 x double>*, !dbg !98
  %154 = load <2 x double>, <2 x double>* %153, align 8, !dbg !98, !tbaa !83, !alias.scope !99, !noalias !94
  %155 = fadd <2 x double> %145, %151, !dbg !98
  %156 = fadd <2 x double> %148, %154, !dbg !98
  %157 = bitcast double* %149 to <2 x double>*, !dbg !98
  store <2 x double> %155, <2 x double>* %157, align 8, !dbg !98, !tbaa !83, !alias.scope !99, !noalias !94
  %158 = bitcast double* %152 to <2 x double>*, !dbg !98
  store <2 x double> %156, <2 x double>* %158, align 8, !dbg !98, !tbaa !83, !alias.scope !99, !noalias !94
  %159 = add nuw i64 %122, 8
  %160 = add i64 %123, 2
  %161 = icmp eq i64 %160, %120
  br i1 %161, label %162, label %121, !llvm.loop !101

162:                                              ; preds = %121, %111
  %163 = phi i64 [ 0, %111 ], [ %159, %121 ]
  %164 = icmp eq i64 %117, 0
  br i1 %164, label %183, label %165

165:                                              ; preds = %162
  %166 = add i64 %163, %97
  %167 = getelementptr inbounds double, double* %29, i64 %163, !dbg !93
  %168 = bitcast double* %167 to <2 x double>*, !dbg !93
  %169 = load <2 x double>, <2 x double>* %168, align 8, !dbg !93, !tbaa !83, !alias.scope !94
  %170 = getelementptr inbounds double, double* %167, i64 2, !dbg !93
  %171 = bitcast double* %170 to <2 x double>*, !dbg !93
  %172 = load <2 x double>, <2 x double>* %171, align 8, !dbg !93, !tbaa !83, !alias.scope !94
  %173 = getelementptr inbounds double, double* %29, i64 %166, !dbg !97
  %174 = bitcast double* %173 to <2 x double>*, !dbg !98
  %175 = load <2 x double>, <2 x double>* %174, align 8, !dbg !98, !tbaa !83, !alias.scope !99, !noalias !94
  %176 = getelementptr inbounds double, double* %173, i64 2, !dbg !98
  %177 = bitcast double* %176 to <2 x double>*, !dbg !98
  %178 = load <2 x double>, <2 x double>* %177, align 8, !dbg !98, !tbaa !83, !alias.scope !99, !noalias !94
  %179 = fadd <2 x double> %169, %175, !dbg !98
  %180 = fadd <2 x double> %172, %178, !dbg !98
  %181 = bitcast double* %173 to <2 x double>*, !dbg !98
  store <2 x double> %179, <2 x double>* %181, align 8, !dbg !98, !tbaa !83, !alias.scope !99, !noalias !94
  %182 = bitcast double* %176 to <2 x double>*, !dbg !98
  store <2 x double> %180, <2 x double>* %182, align 8, !dbg !98, !tbaa !83, !alias.scope !99, !noalias !94
  br label %183, !dbg !92

183:                                              ; preds = %162, %165
  %184 = icmp eq i64 %99, %112, !dbg !92
  br i1 %184, label %212, label %185, !dbg !92

185:                                              ; preds = %101, %96, %183
  %186 = phi i64 [ %97, %101 ], [ %97, %96 ], [ %113, %183 ]
  %187 = sub nsw i64 %98, %186, !dbg !92
  %188 = xor i64 %186, -1, !dbg !92
  %189 = and i64 %187, 1, !dbg !92
  %190 = icmp eq i64 %189, 0, !dbg !92
  br i1 %190, label %199, label %191, !dbg !92

191:                                              ; preds = %185
  call void @llvm.dbg.value(metadata i64 %186, metadata !29, metadata !DIExpression()), !dbg !89
  %192 = sub nsw i64 %186, %97, !dbg !103
  %193 = getelementptr inbounds double, double* %29, i64 %192, !dbg !93
  %194 = load double, double* %193, align 8, !dbg !93, !tbaa !83
  %195 = getelementptr inbounds double, double* %29, i64 %186, !dbg !97
  %196 = load double, double* %195, align 8, !dbg !98, !tbaa !83
  %197 = fadd double %194, %196, !dbg !98
  store double %197, double* %195, align 8, !dbg !98, !tbaa !83
  %198 = add nsw i64 %186, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %198, metadata !29, metadata !DIExpression()), !dbg !89
  br label %199, !dbg !92

199:                                              ; preds = %191, %185
  %200 = phi i64 [ %186, %185 ], [ %198, %191 ]
  %201 = sub nsw i64 0, %98, !dbg !92
  %202 = icmp eq i64 %188, %201, !dbg !92
  br i1 %202, label %212, label %214, !dbg !92

203:                                              ; preds = %90, %203
  %204 = phi i64 [ %208, %203 ], [ %91, %90 ]
  call void @llvm.dbg.value(metadata i64 %204, metadata !27, metadata !DIExpression()), !dbg !75
  %205 = trunc i64 %204 to i32, !dbg !81
  %206 = sitofp i32 %205 to double, !dbg !81
  %207 = getelementptr inbounds double, double* %29, i64 %204, !dbg !105
  store double %206, double* %207, align 8, !dbg !82, !tbaa !83
  %208 = add nuw nsw i64 %204, 1, !dbg !80
  call void @llvm.dbg.value(metadata i64 %208, metadata !27, metadata !DIExpression()), !dbg !75
  %209 = icmp ult i64 %208, %35, !dbg !76
  %210 = icmp ult i64 %208, %34, !dbg !78
  %211 = select i1 %209, i1 %210, i1 false, !dbg !78
  br i1 %211, label %203, label %92, !dbg !79, !llvm.loop !106

212:                                              ; preds = %199, %214, %183, %92
  %213 = icmp sgt i32 %94, 0
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !32, metadata !DIExpression()), !dbg !38
  br i1 %213, label %231, label %373, !dbg !110

214:                                              ; preds = %199, %214
  %215 = phi i64 [ %229, %214 ], [ %200, %199 ]
  call void @llvm.dbg.value(metadata i64 %215, metadata !29, metadata !DIExpression()), !dbg !89
  %216 = sub nsw i64 %215, %97, !dbg !103
  %217 = getelementptr inbounds double, double* %29, i64 %216, !dbg !93
  %218 = load double, double* %217, align 8, !dbg !93, !tbaa !83
  %219 = getelementptr inbounds double, double* %29, i64 %215, !dbg !97
  %220 = load double, double* %219, align 8, !dbg !98, !tbaa !83
  %221 = fadd double %218, %220, !dbg !98
  store double %221, double* %219, align 8, !dbg !98, !tbaa !83
  %222 = add nsw i64 %215, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %222, metadata !29, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i64 %222, metadata !29, metadata !DIExpression()), !dbg !89
  %223 = sub nsw i64 %222, %97, !dbg !103
  %224 = getelementptr inbounds double, double* %29, i64 %223, !dbg !93
  %225 = load double, double* %224, align 8, !dbg !93, !tbaa !83
  %226 = getelementptr inbounds double, double* %29, i64 %222, !dbg !97
  %227 = load double, double* %226, align 8, !dbg !98, !tbaa !83
  %228 = fadd double %225, %227, !dbg !98
  store double %228, double* %226, align 8, !dbg !98, !tbaa !83
  %229 = add nsw i64 %215, 2, !dbg !104
  call void @llvm.dbg.value(metadata i64 %229, metadata !29, metadata !DIExpression()), !dbg !89
  %230 = icmp eq i64 %229, %98, !dbg !90
  br i1 %230, label %212, label %214, !dbg !92, !llvm.loop !111

231:                                              ; preds = %212
  %232 = zext i32 %94 to i64, !dbg !112
  %233 = add nsw i64 %232, -1, !dbg !110
  %234 = and i64 %232, 7, !dbg !110
  %235 = icmp ult i64 %233, 7, !dbg !110
  br i1 %235, label %238, label %236, !dbg !110

236:                                              ; preds = %231
  %237 = and i64 %232, 4294967288, !dbg !110
  br label %376, !dbg !110

238:                                              ; preds = %376, %231
  %239 = phi double [ undef, %231 ], [ %410, %376 ]
  %240 = phi i64 [ 0, %231 ], [ %411, %376 ]
  %241 = phi double [ 0.000000e+00, %231 ], [ %410, %376 ]
  %242 = icmp eq i64 %234, 0, !dbg !110
  br i1 %242, label %253, label %243, !dbg !110

243:                                              ; preds = %238, %243
  %244 = phi i64 [ %250, %243 ], [ %240, %238 ]
  %245 = phi double [ %249, %243 ], [ %241, %238 ]
  %246 = phi i64 [ %251, %243 ], [ 0, %238 ]
  call void @llvm.dbg.value(metadata i64 %244, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %245, metadata !32, metadata !DIExpression()), !dbg !38
  %247 = getelementptr inbounds double, double* %29, i64 %244, !dbg !114
  %248 = load double, double* %247, align 8, !dbg !114, !tbaa !83
  %249 = fadd double %245, %248, !dbg !115
  call void @llvm.dbg.value(metadata double %249, metadata !32, metadata !DIExpression()), !dbg !38
  %250 = add nuw nsw i64 %244, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %250, metadata !35, metadata !DIExpression()), !dbg !109
  %251 = add i64 %246, 1, !dbg !110
  %252 = icmp eq i64 %251, %234, !dbg !110
  br i1 %252, label %253, label %243, !dbg !110, !llvm.loop !117

253:                                              ; preds = %243, %238
  %254 = phi double [ %239, %238 ], [ %249, %243 ], !dbg !115
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %254, metadata !32, metadata !DIExpression()), !dbg !38
  br i1 %213, label %255, label %373, !dbg !110

255:                                              ; preds = %253
  %256 = and i64 %232, 7, !dbg !110
  %257 = icmp ult i64 %233, 7, !dbg !110
  br i1 %257, label %298, label %258, !dbg !110

258:                                              ; preds = %255
  %259 = and i64 %232, 4294967288, !dbg !110
  br label %260, !dbg !110

260:                                              ; preds = %260, %258
  %261 = phi i64 [ 0, %258 ], [ %295, %260 ]
  %262 = phi double [ %254, %258 ], [ %294, %260 ]
  %263 = phi i64 [ 0, %258 ], [ %296, %260 ]
  call void @llvm.dbg.value(metadata i64 %261, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %262, metadata !32, metadata !DIExpression()), !dbg !38
  %264 = getelementptr inbounds double, double* %29, i64 %261, !dbg !114
  %265 = load double, double* %264, align 8, !dbg !114, !tbaa !83
  %266 = fadd double %262, %265, !dbg !115
  call void @llvm.dbg.value(metadata double %266, metadata !32, metadata !DIExpression()), !dbg !38
  %267 = or i64 %261, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %267, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %267, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %266, metadata !32, metadata !DIExpression()), !dbg !38
  %268 = getelementptr inbounds double, double* %29, i64 %267, !dbg !114
  %269 = load double, double* %268, align 8, !dbg !114, !tbaa !83
  %270 = fadd double %266, %269, !dbg !115
  call void @llvm.dbg.value(metadata double %270, metadata !32, metadata !DIExpression()), !dbg !38
  %271 = or i64 %261, 2, !dbg !116
  call void @llvm.dbg.value(metadata i64 %271, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %271, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %270, metadata !32, metadata !DIExpression()), !dbg !38
  %272 = getelementptr inbounds double, double* %29, i64 %271, !dbg !114
  %273 = load double, double* %272, align 8, !dbg !114, !tbaa !83
  %274 = fadd double %270, %273, !dbg !115
  call void @llvm.dbg.value(metadata double %274, metadata !32, metadata !DIExpression()), !dbg !38
  %275 = or i64 %261, 3, !dbg !116
  call void @llvm.dbg.value(metadata i64 %275, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %275, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %274, metadata !32, metadata !DIExpression()), !dbg !38
  %276 = getelementptr inbounds double, double* %29, i64 %275, !dbg !114
  %277 = load double, double* %276, align 8, !dbg !114, !tbaa !83
  %278 = fadd double %274, %277, !dbg !115
  call void @llvm.dbg.value(metadata double %278, metadata !32, metadata !DIExpression()), !dbg !38
  %279 = or i64 %261, 4, !dbg !116
  call void @llvm.dbg.value(metadata i64 %279, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %279, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %278, metadata !32, metadata !DIExpression()), !dbg !38
  %280 = getelementptr inbounds double, double* %29, i64 %279, !dbg !114
  %281 = load double, double* %280, align 8, !dbg !114, !tbaa !83
  %282 = fadd double %278, %281, !dbg !115
  call void @llvm.dbg.value(metadata double %282, metadata !32, metadata !DIExpression()), !dbg !38
  %283 = or i64 %261, 5, !dbg !116
  call void @llvm.dbg.value(metadata i64 %283, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %283, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %282, metadata !32, metadata !DIExpression()), !dbg !38
  %284 = getelementptr inbounds double, double* %29, i64 %283, !dbg !114
  %285 = load double, double* %284, align 8, !dbg !114, !tbaa !83
  %286 = fadd double %282, %285, !dbg !115
  call void @llvm.dbg.value(metadata double %286, metadata !32, metadata !DIExpression()), !dbg !38
  %287 = or i64 %261, 6, !dbg !116
  call void @llvm.dbg.value(metadata i64 %287, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %287, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %286, metadata !32, metadata !DIExpression()), !dbg !38
  %288 = getelementptr inbounds double, double* %29, i64 %287, !dbg !114
  %289 = load double, double* %288, align 8, !dbg !114, !tbaa !83
  %290 = fadd double %286, %289, !dbg !115
  call void @llvm.dbg.value(metadata double %290, metadata !32, metadata !DIExpression()), !dbg !38
  %291 = or i64 %261, 7, !dbg !116
  call void @llvm.dbg.value(metadata i64 %291, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %291, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %290, metadata !32, metadata !DIExpression()), !dbg !38
  %292 = getelementptr inbounds double, double* %29, i64 %291, !dbg !114
  %293 = load double, double* %292, align 8, !dbg !114, !tbaa !83
  %294 = fadd double %290, %293, !dbg !115
  call void @llvm.dbg.value(metadata double %294, metadata !32, metadata !DIExpression()), !dbg !38
  %295 = add nuw nsw i64 %261, 8, !dbg !116
  call void @llvm.dbg.value(metadata i64 %295, metadata !35, metadata !DIExpression()), !dbg !109
  %296 = add i64 %263, 8, !dbg !110
  %297 = icmp eq i64 %296, %259, !dbg !110
  br i1 %297, label %298, label %260, !dbg !110, !llvm.loop !119

298:                                              ; preds = %260, %255
  %299 = phi double [ undef, %255 ], [ %294, %260 ]
  %300 = phi i64 [ 0, %255 ], [ %295, %260 ]
  %301 = phi double [ %254, %255 ], [ %294, %260 ]
  %302 = icmp eq i64 %256, 0, !dbg !110
  br i1 %302, label %313, label %303, !dbg !110

303:                                              ; preds = %298, %303
  %304 = phi i64 [ %310, %303 ], [ %300, %298 ]
  %305 = phi double [ %309, %303 ], [ %301, %298 ]
  %306 = phi i64 [ %311, %303 ], [ 0, %298 ]
  call void @llvm.dbg.value(metadata i64 %304, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %305, metadata !32, metadata !DIExpression()), !dbg !38
  %307 = getelementptr inbounds double, double* %29, i64 %304, !dbg !114
  %308 = load double, double* %307, align 8, !dbg !114, !tbaa !83
  %309 = fadd double %305, %308, !dbg !115
  call void @llvm.dbg.value(metadata double %309, metadata !32, metadata !DIExpression()), !dbg !38
  %310 = add nuw nsw i64 %304, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %310, metadata !35, metadata !DIExpression()), !dbg !109
  %311 = add i64 %306, 1, !dbg !110
  %312 = icmp eq i64 %311, %256, !dbg !110
  br i1 %312, label %313, label %303, !dbg !110, !llvm.loop !121

313:                                              ; preds = %303, %298
  %314 = phi double [ %299, %298 ], [ %309, %303 ], !dbg !115
  call void @llvm.dbg.value(metadata i32 2, metadata !33, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %314, metadata !32, metadata !DIExpression()), !dbg !38
  br i1 %213, label %315, label %373, !dbg !110

315:                                              ; preds = %313
  %316 = and i64 %232, 7, !dbg !110
  %317 = icmp ult i64 %233, 7, !dbg !110
  br i1 %317, label %358, label %318, !dbg !110

318:                                              ; preds = %315
  %319 = and i64 %232, 4294967288, !dbg !110
  br label %320, !dbg !110

320:                                              ; preds = %320, %318
  %321 = phi i64 [ 0, %318 ], [ %355, %320 ]
  %322 = phi double [ %314, %318 ], [ %354, %320 ]
  %323 = phi i64 [ 0, %318 ], [ %356, %320 ]
  call void @llvm.dbg.value(metadata i64 %321, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %322, metadata !32, metadata !DIExpression()), !dbg !38
  %324 = getelementptr inbounds double, double* %29, i64 %321, !dbg !114
  %325 = load double, double* %324, align 8, !dbg !114, !tbaa !83
  %326 = fadd double %322, %325, !dbg !115
  call void @llvm.dbg.value(metadata double %326, metadata !32, metadata !DIExpression()), !dbg !38
  %327 = or i64 %321, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %327, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %327, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %326, metadata !32, metadata !DIExpression()), !dbg !38
  %328 = getelementptr inbounds double, double* %29, i64 %327, !dbg !114
  %329 = load double, double* %328, align 8, !dbg !114, !tbaa !83
  %330 = fadd double %326, %329, !dbg !115
  call void @llvm.dbg.value(metadata double %330, metadata !32, metadata !DIExpression()), !dbg !38
  %331 = or i64 %321, 2, !dbg !116
  call void @llvm.dbg.value(metadata i64 %331, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %331, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %330, metadata !32, metadata !DIExpression()), !dbg !38
  %332 = getelementptr inbounds double, double* %29, i64 %331, !dbg !114
  %333 = load double, double* %332, align 8, !dbg !114, !tbaa !83
  %334 = fadd double %330, %333, !dbg !115
  call void @llvm.dbg.value(metadata double %334, metadata !32, metadata !DIExpression()), !dbg !38
  %335 = or i64 %321, 3, !dbg !116
  call void @llvm.dbg.value(metadata i64 %335, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %335, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %334, metadata !32, metadata !DIExpression()), !dbg !38
  %336 = getelementptr inbounds double, double* %29, i64 %335, !dbg !114
  %337 = load double, double* %336, align 8, !dbg !114, !tbaa !83
  %338 = fadd double %334, %337, !dbg !115
  call void @llvm.dbg.value(metadata double %338, metadata !32, metadata !DIExpression()), !dbg !38
  %339 = or i64 %321, 4, !dbg !116
  call void @llvm.dbg.value(metadata i64 %339, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %339, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %338, metadata !32, metadata !DIExpression()), !dbg !38
  %340 = getelementptr inbounds double, double* %29, i64 %339, !dbg !114
  %341 = load double, double* %340, align 8, !dbg !114, !tbaa !83
  %342 = fadd double %338, %341, !dbg !115
  call void @llvm.dbg.value(metadata double %342, metadata !32, metadata !DIExpression()), !dbg !38
  %343 = or i64 %321, 5, !dbg !116
  call void @llvm.dbg.value(metadata i64 %343, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %343, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %342, metadata !32, metadata !DIExpression()), !dbg !38
  %344 = getelementptr inbounds double, double* %29, i64 %343, !dbg !114
  %345 = load double, double* %344, align 8, !dbg !114, !tbaa !83
  %346 = fadd double %342, %345, !dbg !115
  call void @llvm.dbg.value(metadata double %346, metadata !32, metadata !DIExpression()), !dbg !38
  %347 = or i64 %321, 6, !dbg !116
  call void @llvm.dbg.value(metadata i64 %347, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %347, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %346, metadata !32, metadata !DIExpression()), !dbg !38
  %348 = getelementptr inbounds double, double* %29, i64 %347, !dbg !114
  %349 = load double, double* %348, align 8, !dbg !114, !tbaa !83
  %350 = fadd double %346, %349, !dbg !115
  call void @llvm.dbg.value(metadata double %350, metadata !32, metadata !DIExpression()), !dbg !38
  %351 = or i64 %321, 7, !dbg !116
  call void @llvm.dbg.value(metadata i64 %351, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %351, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %350, metadata !32, metadata !DIExpression()), !dbg !38
  %352 = getelementptr inbounds double, double* %29, i64 %351, !dbg !114
  %353 = load double, double* %352, align 8, !dbg !114, !tbaa !83
  %354 = fadd double %350, %353, !dbg !115
  call void @llvm.dbg.value(metadata double %354, metadata !32, metadata !DIExpression()), !dbg !38
  %355 = add nuw nsw i64 %321, 8, !dbg !116
  call void @llvm.dbg.value(metadata i64 %355, metadata !35, metadata !DIExpression()), !dbg !109
  %356 = add i64 %323, 8, !dbg !110
  %357 = icmp eq i64 %356, %319, !dbg !110
  br i1 %357, label %358, label %320, !dbg !110, !llvm.loop !119

358:                                              ; preds = %320, %315
  %359 = phi double [ undef, %315 ], [ %354, %320 ]
  %360 = phi i64 [ 0, %315 ], [ %355, %320 ]
  %361 = phi double [ %314, %315 ], [ %354, %320 ]
  %362 = icmp eq i64 %316, 0, !dbg !110
  br i1 %362, label %373, label %363, !dbg !110

363:                                              ; preds = %358, %363
  %364 = phi i64 [ %370, %363 ], [ %360, %358 ]
  %365 = phi double [ %369, %363 ], [ %361, %358 ]
  %366 = phi i64 [ %371, %363 ], [ 0, %358 ]
  call void @llvm.dbg.value(metadata i64 %364, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %365, metadata !32, metadata !DIExpression()), !dbg !38
  %367 = getelementptr inbounds double, double* %29, i64 %364, !dbg !114
  %368 = load double, double* %367, align 8, !dbg !114, !tbaa !83
  %369 = fadd double %365, %368, !dbg !115
  call void @llvm.dbg.value(metadata double %369, metadata !32, metadata !DIExpression()), !dbg !38
  %370 = add nuw nsw i64 %364, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %370, metadata !35, metadata !DIExpression()), !dbg !109
  %371 = add i64 %366, 1, !dbg !110
  %372 = icmp eq i64 %371, %316, !dbg !110
  br i1 %372, label %373, label %363, !dbg !110, !llvm.loop !122

373:                                              ; preds = %358, %363, %212, %253, %313
  %374 = phi double [ %314, %313 ], [ %254, %253 ], [ 0.000000e+00, %212 ], [ %359, %358 ], [ %369, %363 ], !dbg !38
  call void @llvm.dbg.value(metadata i32 3, metadata !33, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata double %374, metadata !32, metadata !DIExpression()), !dbg !38
  %375 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef %374), !dbg !123
  tail call void @free(i8* noundef %28) #6, !dbg !124
  ret i32 0, !dbg !125

376:                                              ; preds = %376, %236
  %377 = phi i64 [ 0, %236 ], [ %411, %376 ]
  %378 = phi double [ 0.000000e+00, %236 ], [ %410, %376 ]
  %379 = phi i64 [ 0, %236 ], [ %412, %376 ]
  call void @llvm.dbg.value(metadata i64 %377, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %378, metadata !32, metadata !DIExpression()), !dbg !38
  %380 = getelementptr inbounds double, double* %29, i64 %377, !dbg !114
  %381 = load double, double* %380, align 8, !dbg !114, !tbaa !83
  %382 = fadd double %378, %381, !dbg !115
  call void @llvm.dbg.value(metadata double %382, metadata !32, metadata !DIExpression()), !dbg !38
  %383 = or i64 %377, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %383, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %383, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %382, metadata !32, metadata !DIExpression()), !dbg !38
  %384 = getelementptr inbounds double, double* %29, i64 %383, !dbg !114
  %385 = load double, double* %384, align 8, !dbg !114, !tbaa !83
  %386 = fadd double %382, %385, !dbg !115
  call void @llvm.dbg.value(metadata double %386, metadata !32, metadata !DIExpression()), !dbg !38
  %387 = or i64 %377, 2, !dbg !116
  call void @llvm.dbg.value(metadata i64 %387, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %387, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %386, metadata !32, metadata !DIExpression()), !dbg !38
  %388 = getelementptr inbounds double, double* %29, i64 %387, !dbg !114
  %389 = load double, double* %388, align 8, !dbg !114, !tbaa !83
  %390 = fadd double %386, %389, !dbg !115
  call void @llvm.dbg.value(metadata double %390, metadata !32, metadata !DIExpression()), !dbg !38
  %391 = or i64 %377, 3, !dbg !116
  call void @llvm.dbg.value(metadata i64 %391, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %391, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %390, metadata !32, metadata !DIExpression()), !dbg !38
  %392 = getelementptr inbounds double, double* %29, i64 %391, !dbg !114
  %393 = load double, double* %392, align 8, !dbg !114, !tbaa !83
  %394 = fadd double %390, %393, !dbg !115
  call void @llvm.dbg.value(metadata double %394, metadata !32, metadata !DIExpression()), !dbg !38
  %395 = or i64 %377, 4, !dbg !116
  call void @llvm.dbg.value(metadata i64 %395, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %395, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %394, metadata !32, metadata !DIExpression()), !dbg !38
  %396 = getelementptr inbounds double, double* %29, i64 %395, !dbg !114
  %397 = load double, double* %396, align 8, !dbg !114, !tbaa !83
  %398 = fadd double %394, %397, !dbg !115
  call void @llvm.dbg.value(metadata double %398, metadata !32, metadata !DIExpression()), !dbg !38
  %399 = or i64 %377, 5, !dbg !116
  call void @llvm.dbg.value(metadata i64 %399, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %399, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %398, metadata !32, metadata !DIExpression()), !dbg !38
  %400 = getelementptr inbounds double, double* %29, i64 %399, !dbg !114
  %401 = load double, double* %400, align 8, !dbg !114, !tbaa !83
  %402 = fadd double %398, %401, !dbg !115
  call void @llvm.dbg.value(metadata double %402, metadata !32, metadata !DIExpression()), !dbg !38
  %403 = or i64 %377, 6, !dbg !116
  call void @llvm.dbg.value(metadata i64 %403, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %403, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %402, metadata !32, metadata !DIExpression()), !dbg !38
  %404 = getelementptr inbounds double, double* %29, i64 %403, !dbg !114
  %405 = load double, double* %404, align 8, !dbg !114, !tbaa !83
  %406 = fadd double %402, %405, !dbg !115
  call void @llvm.dbg.value(metadata double %406, metadata !32, metadata !DIExpression()), !dbg !38
  %407 = or i64 %377, 7, !dbg !116
  call void @llvm.dbg.value(metadata i64 %407, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %407, metadata !35, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %406, metadata !32, metadata !DIExpression()), !dbg !38
  %408 = getelementptr inbounds double, double* %29, i64 %407, !dbg !114
  %409 = load double, double* %408, align 8, !dbg !114, !tbaa !83
  %410 = fadd double %406, %409, !dbg !115
  call void @llvm.dbg.value(metadata double %410, metadata !32, metadata !DIExpression()), !dbg !38
  %411 = add nuw nsw i64 %377, 8, !dbg !116
  call void @llvm.dbg.value(metadata i64 %411, metadata !35, metadata !DIExpression()), !dbg !109
  %412 = add i64 %379, 8, !dbg !110
  %413 = icmp eq i64 %412, %237, !dbg !110
  br i1 %413, label %238, label %376, !dbg !110, !llvm.loop !119
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "min_bound.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "ec644eec9908d314166960003d9f139b")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !16, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !24, !27, !29, !31, !32, !33, !35}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 10, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 10, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 11, type: !3)
!22 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 12, type: !3)
!23 = !DILocalVariable(name: "k", scope: !15, file: !1, line: 13, type: !3)
!24 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 14, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 15, type: !3)
!28 = distinct !DILexicalBlock(scope: !15, file: !1, line: 15, column: 3)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 17, type: !3)
!30 = distinct !DILexicalBlock(scope: !15, file: !1, line: 17, column: 3)
!31 = !DILocalVariable(name: "lim", scope: !15, file: !1, line: 19, type: !3)
!32 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 20, type: !26)
!33 = !DILocalVariable(name: "r", scope: !34, file: !1, line: 21, type: !3)
!34 = distinct !DILexicalBlock(scope: !15, file: !1, line: 21, column: 3)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 22, type: !3)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 22, column: 5)
!37 = distinct !DILexicalBlock(scope: !34, file: !1, line: 21, column: 3)
!38 = !DILocation(line: 0, scope: !15)
!39 = !DILocation(line: 11, column: 16, scope: !15)
!40 = !DILocation(line: 11, column: 11, scope: !15)
!41 = !DILocation(line: 11, column: 27, scope: !15)
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
!55 = distinct !DILocation(line: 11, column: 22, scope: !15)
!56 = !DILocation(line: 364, column: 16, scope: !47, inlinedAt: !55)
!57 = !DILocation(line: 364, column: 10, scope: !47, inlinedAt: !55)
!58 = !DILocation(line: 12, column: 16, scope: !15)
!59 = !DILocation(line: 12, column: 11, scope: !15)
!60 = !DILocation(line: 12, column: 27, scope: !15)
!61 = !DILocation(line: 0, scope: !47, inlinedAt: !62)
!62 = distinct !DILocation(line: 12, column: 22, scope: !15)
!63 = !DILocation(line: 364, column: 16, scope: !47, inlinedAt: !62)
!64 = !DILocation(line: 364, column: 10, scope: !47, inlinedAt: !62)
!65 = !DILocation(line: 13, column: 16, scope: !15)
!66 = !DILocation(line: 13, column: 11, scope: !15)
!67 = !DILocation(line: 13, column: 27, scope: !15)
!68 = !DILocation(line: 0, scope: !47, inlinedAt: !69)
!69 = distinct !DILocation(line: 13, column: 22, scope: !15)
!70 = !DILocation(line: 364, column: 16, scope: !47, inlinedAt: !69)
!71 = !DILocation(line: 364, column: 10, scope: !47, inlinedAt: !69)
!72 = !DILocation(line: 14, column: 24, scope: !15)
!73 = !DILocation(line: 14, column: 22, scope: !15)
!74 = !DILocation(line: 14, column: 15, scope: !15)
!75 = !DILocation(line: 0, scope: !28)
!76 = !DILocation(line: 15, column: 21, scope: !77)
!77 = distinct !DILexicalBlock(scope: !28, file: !1, line: 15, column: 3)
!78 = !DILocation(line: 15, column: 25, scope: !77)
!79 = !DILocation(line: 15, column: 3, scope: !28)
!80 = !DILocation(line: 15, column: 36, scope: !77)
!81 = !DILocation(line: 16, column: 12, scope: !77)
!82 = !DILocation(line: 16, column: 10, scope: !77)
!83 = !{!84, !84, i64 0}
!84 = !{!"double", !44, i64 0}
!85 = distinct !{!85, !79, !86, !87, !88}
!86 = !DILocation(line: 16, column: 12, scope: !28)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !{!"llvm.loop.isvectorized", i32 1}
!89 = !DILocation(line: 0, scope: !30)
!90 = !DILocation(line: 17, column: 21, scope: !91)
!91 = distinct !DILexicalBlock(scope: !30, file: !1, line: 17, column: 3)
!92 = !DILocation(line: 17, column: 3, scope: !30)
!93 = !DILocation(line: 18, column: 13, scope: !91)
!94 = !{!95}
!95 = distinct !{!95, !96}
!96 = distinct !{!96, !"LVerDomain"}
!97 = !DILocation(line: 18, column: 5, scope: !91)
!98 = !DILocation(line: 18, column: 10, scope: !91)
!99 = !{!100}
!100 = distinct !{!100, !96}
!101 = distinct !{!101, !92, !102, !87, !88}
!102 = !DILocation(line: 18, column: 20, scope: !30)
!103 = !DILocation(line: 18, column: 17, scope: !91)
!104 = !DILocation(line: 17, column: 39, scope: !91)
!105 = !DILocation(line: 16, column: 5, scope: !77)
!106 = distinct !{!106, !79, !86, !87, !107, !88}
!107 = !{!"llvm.loop.unroll.runtime.disable"}
!108 = !DILocation(line: 0, scope: !34)
!109 = !DILocation(line: 0, scope: !36)
!110 = !DILocation(line: 22, column: 5, scope: !36)
!111 = distinct !{!111, !92, !102, !87, !88}
!112 = !DILocation(line: 22, column: 23, scope: !113)
!113 = distinct !DILexicalBlock(scope: !36, file: !1, line: 22, column: 5)
!114 = !DILocation(line: 23, column: 12, scope: !113)
!115 = !DILocation(line: 23, column: 9, scope: !113)
!116 = !DILocation(line: 22, column: 31, scope: !113)
!117 = distinct !{!117, !118}
!118 = !{!"llvm.loop.unroll.disable"}
!119 = distinct !{!119, !110, !120, !87}
!120 = !DILocation(line: 23, column: 15, scope: !36)
!121 = distinct !{!121, !118}
!122 = distinct !{!122, !118}
!123 = !DILocation(line: 24, column: 3, scope: !15)
!124 = !DILocation(line: 25, column: 3, scope: !15)
!125 = !DILocation(line: 27, column: 1, scope: !15)
