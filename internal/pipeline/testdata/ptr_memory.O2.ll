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
  call void @llvm.dbg.value(metadata i32 %0, metadata !27, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i8** %1, metadata !28, metadata !DIExpression()), !dbg !74
  %3 = icmp sgt i32 %0, 1, !dbg !75
  br i1 %3, label %4, label %21, !dbg !76

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !77
  %6 = load i8*, i8** %5, align 8, !dbg !77, !tbaa !78
  call void @llvm.dbg.value(metadata i8* %6, metadata !82, metadata !DIExpression()) #6, !dbg !90
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !92
  %8 = trunc i64 %7 to i32, !dbg !93
  call void @llvm.dbg.value(metadata i32 %8, metadata !29, metadata !DIExpression()), !dbg !74
  %9 = icmp eq i32 %0, 2, !dbg !94
  br i1 %9, label %21, label %10, !dbg !95

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !96
  %12 = load i8*, i8** %11, align 8, !dbg !96, !tbaa !78
  call void @llvm.dbg.value(metadata i8* %12, metadata !82, metadata !DIExpression()) #6, !dbg !97
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !99
  %14 = trunc i64 %13 to i32, !dbg !100
  call void @llvm.dbg.value(metadata i32 %14, metadata !30, metadata !DIExpression()), !dbg !74
  %15 = icmp ugt i32 %0, 3, !dbg !101
  br i1 %15, label %16, label %21, !dbg !102

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !103
  %18 = load i8*, i8** %17, align 8, !dbg !103, !tbaa !78
  call void @llvm.dbg.value(metadata i8* %18, metadata !82, metadata !DIExpression()) #6, !dbg !104
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #6, !dbg !106
  %20 = trunc i64 %19 to i32, !dbg !107
  br label %21, !dbg !102

21:                                               ; preds = %2, %4, %10, %16
  %22 = phi i32 [ %14, %16 ], [ %14, %10 ], [ 80, %4 ], [ 80, %2 ]
  %23 = phi i32 [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 100, %2 ]
  %24 = phi i32 [ %20, %16 ], [ 3, %10 ], [ 3, %4 ], [ 3, %2 ], !dbg !102
  call void @llvm.dbg.value(metadata i32 %24, metadata !31, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %8, metadata !108, metadata !DIExpression()) #6, !dbg !117
  call void @llvm.dbg.value(metadata i32 %14, metadata !113, metadata !DIExpression()) #6, !dbg !117
  %25 = sext i32 %23 to i64, !dbg !119
  %26 = shl nsw i64 %25, 3, !dbg !120
  %27 = tail call noalias i8* @malloc(i64 noundef %26) #6, !dbg !121
  %28 = bitcast i8* %27 to double**, !dbg !121
  call void @llvm.dbg.value(metadata double** %28, metadata !114, metadata !DIExpression()) #6, !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()) #6, !dbg !122
  %29 = icmp sgt i32 %23, 0, !dbg !123
  br i1 %29, label %30, label %79, !dbg !125

30:                                               ; preds = %21
  %31 = sext i32 %22 to i64
  %32 = shl nsw i64 %31, 3
  %33 = zext i32 %23 to i64, !dbg !123
  br label %34, !dbg !125

34:                                               ; preds = %34, %30
  %35 = phi i64 [ 0, %30 ], [ %39, %34 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !115, metadata !DIExpression()) #6, !dbg !122
  %36 = tail call noalias i8* @malloc(i64 noundef %32) #6, !dbg !126
  %37 = getelementptr inbounds double*, double** %28, i64 %35, !dbg !127
  %38 = bitcast double** %37 to i8**, !dbg !128
  store i8* %36, i8** %38, align 8, !dbg !128, !tbaa !78
  %39 = add nuw nsw i64 %35, 1, !dbg !129
  call void @llvm.dbg.value(metadata i64 %39, metadata !115, metadata !DIExpression()) #6, !dbg !122
  %40 = icmp eq i64 %39, %33, !dbg !123
  br i1 %40, label %41, label %34, !dbg !125, !llvm.loop !130

41:                                               ; preds = %34
  call void @llvm.dbg.value(metadata double** %28, metadata !32, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !133
  br i1 %29, label %42, label %79, !dbg !134

42:                                               ; preds = %41
  %43 = icmp sgt i32 %22, 0
  %44 = zext i32 %23 to i64, !dbg !135
  %45 = zext i32 %22 to i64
  %46 = icmp ult i32 %22, 4
  %47 = and i64 %45, 4294967292
  %48 = icmp eq i64 %47, %45
  br label %49, !dbg !134

49:                                               ; preds = %42, %246
  %50 = phi i64 [ 0, %42 ], [ %247, %246 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !34, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !136
  br i1 %43, label %51, label %246, !dbg !137

51:                                               ; preds = %49
  %52 = getelementptr inbounds double*, double** %28, i64 %50
  %53 = load double*, double** %52, align 8, !tbaa !78
  br i1 %46, label %77, label %54, !dbg !137

54:                                               ; preds = %51
  %55 = insertelement <2 x i64> poison, i64 %50, i64 0, !dbg !137
  %56 = shufflevector <2 x i64> %55, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !137
  %57 = add nuw i64 %50, 2
  %58 = insertelement <2 x i64> poison, i64 %57, i64 0
  %59 = shufflevector <2 x i64> %58, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %60, !dbg !137

60:                                               ; preds = %60, %54
  %61 = phi i64 [ 0, %54 ], [ %73, %60 ], !dbg !138
  %62 = phi <2 x i64> [ <i64 0, i64 1>, %54 ], [ %74, %60 ]
  %63 = add nuw nsw <2 x i64> %62, %56, !dbg !140
  %64 = add <2 x i64> %59, %62, !dbg !140
  %65 = trunc <2 x i64> %63 to <2 x i32>, !dbg !141
  %66 = trunc <2 x i64> %64 to <2 x i32>, !dbg !141
  %67 = sitofp <2 x i32> %65 to <2 x double>, !dbg !141
  %68 = sitofp <2 x i32> %66 to <2 x double>, !dbg !141
  %69 = getelementptr inbounds double, double* %53, i64 %61, !dbg !138
  %70 = bitcast double* %69 to <2 x double>*, !dbg !142
  store <2 x double> %67, <2 x double>* %70, align 8, !dbg !142, !tbaa !143
  %71 = getelementptr inbounds double, double* %69, i64 2, !dbg !142
  %72 = bitcast double* %71 to <2 x double>*, !dbg !142
  store <2 x double> %68, <2 x double>* %72, align 8, !dbg !142, !tbaa !143
  %73 = add nuw i64 %61, 4, !dbg !138
  %74 = add <2 x i64> %62, <i64 4, i64 4>
  %75 = icmp eq i64 %73, %47, !dbg !138
  br i1 %75, label %76, label %60, !dbg !138, !llvm.loop !145

76:                                               ; preds = %60
  br i1 %48, label %246, label %77, !dbg !137

77:                                               ; preds = %51, %76
  %78 = phi i64 [ 0, %51 ], [ %47, %76 ]
  br label %249, !dbg !137

79:                                               ; preds = %246, %21, %41
  call void @llvm.dbg.value(metadata double** %28, metadata !148, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %8, metadata !153, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %14, metadata !154, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !155, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !156, metadata !DIExpression()), !dbg !163
  %80 = icmp sgt i32 %22, 0, !dbg !164
  br i1 %80, label %81, label %143, !dbg !165

81:                                               ; preds = %79
  %82 = zext i32 %22 to i64, !dbg !164
  %83 = zext i32 %23 to i64
  %84 = add nsw i64 %83, -1, !dbg !165
  %85 = and i64 %83, 3
  %86 = icmp ult i64 %84, 3
  %87 = and i64 %83, 4294967292
  %88 = icmp eq i64 %85, 0
  br label %89, !dbg !165

89:                                               ; preds = %109, %81
  %90 = phi i64 [ 0, %81 ], [ %111, %109 ]
  %91 = phi double [ 0.000000e+00, %81 ], [ %110, %109 ]
  call void @llvm.dbg.value(metadata i64 %90, metadata !156, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 0, metadata !158, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata double %91, metadata !155, metadata !DIExpression()), !dbg !161
  br i1 %29, label %92, label %109, !dbg !167

92:                                               ; preds = %89
  br i1 %86, label %93, label %113, !dbg !167

93:                                               ; preds = %113, %92
  %94 = phi double [ undef, %92 ], [ %139, %113 ]
  %95 = phi i64 [ 0, %92 ], [ %140, %113 ]
  %96 = phi double [ %91, %92 ], [ %139, %113 ]
  br i1 %88, label %109, label %97, !dbg !167

97:                                               ; preds = %93, %97
  %98 = phi i64 [ %106, %97 ], [ %95, %93 ]
  %99 = phi double [ %105, %97 ], [ %96, %93 ]
  %100 = phi i64 [ %107, %97 ], [ 0, %93 ]
  call void @llvm.dbg.value(metadata i64 %98, metadata !158, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata double %99, metadata !155, metadata !DIExpression()), !dbg !161
  %101 = getelementptr inbounds double*, double** %28, i64 %98, !dbg !168
  %102 = load double*, double** %101, align 8, !dbg !168, !tbaa !78
  %103 = getelementptr inbounds double, double* %102, i64 %90, !dbg !168
  %104 = load double, double* %103, align 8, !dbg !168, !tbaa !143
  %105 = fadd double %99, %104, !dbg !170
  call void @llvm.dbg.value(metadata double %105, metadata !155, metadata !DIExpression()), !dbg !161
  %106 = add nuw nsw i64 %98, 1, !dbg !171
  call void @llvm.dbg.value(metadata i64 %106, metadata !158, metadata !DIExpression()), !dbg !166
  %107 = add i64 %100, 1, !dbg !167
  %108 = icmp eq i64 %107, %85, !dbg !167
  br i1 %108, label %109, label %97, !dbg !167, !llvm.loop !172

109:                                              ; preds = %93, %97, %89
  %110 = phi double [ %91, %89 ], [ %94, %93 ], [ %105, %97 ], !dbg !161
  %111 = add nuw nsw i64 %90, 1, !dbg !174
  call void @llvm.dbg.value(metadata i64 %111, metadata !156, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata double %110, metadata !155, metadata !DIExpression()), !dbg !161
  %112 = icmp eq i64 %111, %82, !dbg !164
  br i1 %112, label %143, label %89, !dbg !165, !llvm.loop !175

113:                                              ; preds = %92, %113
  %114 = phi i64 [ %140, %113 ], [ 0, %92 ]
  %115 = phi double [ %139, %113 ], [ %91, %92 ]
  %116 = phi i64 [ %141, %113 ], [ 0, %92 ]
  call void @llvm.dbg.value(metadata i64 %114, metadata !158, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata double %115, metadata !155, metadata !DIExpression()), !dbg !161
  %117 = getelementptr inbounds double*, double** %28, i64 %114, !dbg !168
  %118 = load double*, double** %117, align 8, !dbg !168, !tbaa !78
  %119 = getelementptr inbounds double, double* %118, i64 %90, !dbg !168
  %120 = load double, double* %119, align 8, !dbg !168, !tbaa !143
  %121 = fadd double %115, %120, !dbg !170
  call void @llvm.dbg.value(metadata double %121, metadata !155, metadata !DIExpression()), !dbg !161
  %122 = or i64 %114, 1, !dbg !171
  call void @llvm.dbg.value(metadata i64 %122, metadata !158, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i64 %122, metadata !158, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata double %121, metadata !155, metadata !DIExpression()), !dbg !161
  %123 = getelementptr inbounds double*, double** %28, i64 %122, !dbg !168
  %124 = load double*, double** %123, align 8, !dbg !168, !tbaa !78
  %125 = getelementptr inbounds double, double* %124, i64 %90, !dbg !168
  %126 = load double, double* %125, align 8, !dbg !168, !tbaa !143
  %127 = fadd double %121, %126, !dbg !170
  call void @llvm.dbg.value(metadata double %127, metadata !155, metadata !DIExpression()), !dbg !161
  %128 = or i64 %114, 2, !dbg !171
  call void @llvm.dbg.value(metadata i64 %128, metadata !158, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i64 %128, metadata !158, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata double %127, metadata !155, metadata !DIExpression()), !dbg !161
  %129 = getelementptr inbounds double*, double** %28, i64 %128, !dbg !168
  %130 = load double*, double** %129, align 8, !dbg !168, !tbaa !78
  %131 = getelementptr inbounds double, double* %130, i64 %90, !dbg !168
  %132 = load double, double* %131, align 8, !dbg !168, !tbaa !143
  %133 = fadd double %127, %132, !dbg !170
  call void @llvm.dbg.value(metadata double %133, metadata !155, metadata !DIExpression()), !dbg !161
  %134 = or i64 %114, 3, !dbg !171
  call void @llvm.dbg.value(metadata i64 %134, metadata !158, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i64 %134, metadata !158, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata double %133, metadata !155, metadata !DIExpression()), !dbg !161
  %135 = getelementptr inbounds double*, double** %28, i64 %134, !dbg !168
  %136 = load double*, double** %135, align 8, !dbg !168, !tbaa !78
  %137 = getelementptr inbounds double, double* %136, i64 %90, !dbg !168
  %138 = load double, double* %137, align 8, !dbg !168, !tbaa !143
  %139 = fadd double %133, %138, !dbg !170
  call void @llvm.dbg.value(metadata double %139, metadata !155, metadata !DIExpression()), !dbg !161
  %140 = add nuw nsw i64 %114, 4, !dbg !171
  call void @llvm.dbg.value(metadata i64 %140, metadata !158, metadata !DIExpression()), !dbg !166
  %141 = add i64 %116, 4, !dbg !167
  %142 = icmp eq i64 %141, %87, !dbg !167
  br i1 %142, label %93, label %113, !dbg !167, !llvm.loop !177

143:                                              ; preds = %109, %79
  %144 = phi double [ 0.000000e+00, %79 ], [ %110, %109 ], !dbg !179
  call void @llvm.dbg.value(metadata double %144, metadata !39, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata %struct.grid* undef, metadata !180, metadata !DIExpression()) #6, !dbg !188
  call void @llvm.dbg.value(metadata i32 %8, metadata !186, metadata !DIExpression()) #6, !dbg !188
  call void @llvm.dbg.value(metadata i32 %14, metadata !187, metadata !DIExpression()) #6, !dbg !188
  call void @llvm.dbg.value(metadata i32 %8, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !74
  call void @llvm.dbg.value(metadata i32 %14, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !74
  %145 = sext i32 %22 to i64, !dbg !190
  %146 = mul nsw i64 %25, %145, !dbg !191
  %147 = tail call noalias i8* @calloc(i64 noundef %146, i64 noundef 8) #6, !dbg !192
  %148 = bitcast i8* %147 to double*, !dbg !193
  call void @llvm.dbg.value(metadata double* %148, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !74
  %149 = tail call noalias i8* @calloc(i64 noundef %146, i64 noundef 8) #6, !dbg !194
  %150 = bitcast i8* %149 to double*, !dbg !195
  call void @llvm.dbg.value(metadata double* %150, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !74
  call void @llvm.dbg.value(metadata %struct.grid* undef, metadata !196, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i32 %24, metadata !201, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !214
  %151 = icmp sgt i32 %24, 0, !dbg !215
  br i1 %151, label %152, label %224, !dbg !216

152:                                              ; preds = %143
  %153 = add i32 %23, -1
  %154 = icmp sgt i32 %23, 2
  %155 = zext i32 %153 to i64
  %156 = zext i32 %22 to i64
  %157 = icmp ult i32 %22, 4
  %158 = and i64 %156, 4294967292
  %159 = icmp eq i64 %158, %156
  br label %160, !dbg !216

160:                                              ; preds = %204, %152
  %161 = phi double* [ %150, %152 ], [ %162, %204 ]
  %162 = phi double* [ %148, %152 ], [ %161, %204 ]
  %163 = phi i32 [ 0, %152 ], [ %205, %204 ]
  call void @llvm.dbg.value(metadata i32 %163, metadata !202, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.value(metadata i32 1, metadata !204, metadata !DIExpression()), !dbg !217
  br i1 %154, label %164, label %204, !dbg !218

164:                                              ; preds = %160, %207
  %165 = phi i64 [ %208, %207 ], [ 1, %160 ]
  call void @llvm.dbg.value(metadata i64 %165, metadata !204, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !208, metadata !DIExpression()), !dbg !219
  br i1 %80, label %168, label %166, !dbg !220

166:                                              ; preds = %164
  %167 = add nuw nsw i64 %165, 1, !dbg !221
  br label %207, !dbg !220

168:                                              ; preds = %164
  %169 = add nsw i64 %165, -1
  %170 = mul nsw i64 %169, %145
  %171 = add nuw nsw i64 %165, 1
  %172 = mul nsw i64 %171, %145
  %173 = mul nsw i64 %165, %145
  br i1 %157, label %202, label %174, !dbg !220

174:                                              ; preds = %168, %174
  %175 = phi i64 [ %199, %174 ], [ 0, %168 ], !dbg !222
  %176 = add nsw i64 %175, %170, !dbg !222
  %177 = getelementptr inbounds double, double* %162, i64 %176, !dbg !222
  %178 = bitcast double* %177 to <2 x double>*, !dbg !224
  %179 = load <2 x double>, <2 x double>* %178, align 8, !dbg !224, !tbaa !143
  %180 = getelementptr inbounds double, double* %177, i64 2, !dbg !224
  %181 = bitcast double* %180 to <2 x double>*, !dbg !224
  %182 = load <2 x double>, <2 x double>* %181, align 8, !dbg !224, !tbaa !143
  %183 = add nsw i64 %175, %172, !dbg !222
  %184 = getelementptr inbounds double, double* %162, i64 %183, !dbg !222
  %185 = bitcast double* %184 to <2 x double>*, !dbg !225
  %186 = load <2 x double>, <2 x double>* %185, align 8, !dbg !225, !tbaa !143
  %187 = getelementptr inbounds double, double* %184, i64 2, !dbg !225
  %188 = bitcast double* %187 to <2 x double>*, !dbg !225
  %189 = load <2 x double>, <2 x double>* %188, align 8, !dbg !225, !tbaa !143
  %190 = fadd <2 x double> %179, %186, !dbg !226
  %191 = fadd <2 x double> %182, %189, !dbg !226
  %192 = fmul <2 x double> %190, <double 5.000000e-01, double 5.000000e-01>, !dbg !227
  %193 = fmul <2 x double> %191, <double 5.000000e-01, double 5.000000e-01>, !dbg !227
  %194 = add nsw i64 %175, %173, !dbg !222
  %195 = getelementptr inbounds double, double* %161, i64 %194, !dbg !222
  %196 = bitcast double* %195 to <2 x double>*, !dbg !228
  store <2 x double> %192, <2 x double>* %196, align 8, !dbg !228, !tbaa !143
  %197 = getelementptr inbounds double, double* %195, i64 2, !dbg !228
  %198 = bitcast double* %197 to <2 x double>*, !dbg !228
  store <2 x double> %193, <2 x double>* %198, align 8, !dbg !228, !tbaa !143
  %199 = add nuw i64 %175, 4, !dbg !222
  %200 = icmp eq i64 %199, %158, !dbg !222
  br i1 %200, label %201, label %174, !dbg !222, !llvm.loop !229

201:                                              ; preds = %174
  br i1 %159, label %207, label %202, !dbg !220

202:                                              ; preds = %168, %201
  %203 = phi i64 [ 0, %168 ], [ %158, %201 ]
  br label %210, !dbg !220

204:                                              ; preds = %207, %160
  call void @llvm.dbg.value(metadata double* %162, metadata !211, metadata !DIExpression()), !dbg !231
  %205 = add nuw nsw i32 %163, 1, !dbg !232
  call void @llvm.dbg.value(metadata i32 %205, metadata !202, metadata !DIExpression()), !dbg !214
  %206 = icmp eq i32 %205, %24, !dbg !215
  br i1 %206, label %224, label %160, !dbg !216, !llvm.loop !233

207:                                              ; preds = %210, %201, %166
  %208 = phi i64 [ %167, %166 ], [ %171, %201 ], [ %171, %210 ], !dbg !221
  call void @llvm.dbg.value(metadata i64 %208, metadata !204, metadata !DIExpression()), !dbg !217
  %209 = icmp eq i64 %208, %155, !dbg !235
  br i1 %209, label %204, label %164, !dbg !218, !llvm.loop !236

210:                                              ; preds = %202, %210
  %211 = phi i64 [ %222, %210 ], [ %203, %202 ]
  call void @llvm.dbg.value(metadata i64 %211, metadata !208, metadata !DIExpression()), !dbg !219
  %212 = add nsw i64 %211, %170, !dbg !238
  %213 = getelementptr inbounds double, double* %162, i64 %212, !dbg !224
  %214 = load double, double* %213, align 8, !dbg !224, !tbaa !143
  %215 = add nsw i64 %211, %172, !dbg !239
  %216 = getelementptr inbounds double, double* %162, i64 %215, !dbg !225
  %217 = load double, double* %216, align 8, !dbg !225, !tbaa !143
  %218 = fadd double %214, %217, !dbg !226
  %219 = fmul double %218, 5.000000e-01, !dbg !227
  %220 = add nsw i64 %211, %173, !dbg !240
  %221 = getelementptr inbounds double, double* %161, i64 %220, !dbg !241
  store double %219, double* %221, align 8, !dbg !228, !tbaa !143
  %222 = add nuw nsw i64 %211, 1, !dbg !222
  call void @llvm.dbg.value(metadata i64 %222, metadata !208, metadata !DIExpression()), !dbg !219
  %223 = icmp eq i64 %222, %156, !dbg !242
  br i1 %223, label %207, label %210, !dbg !220, !llvm.loop !243

224:                                              ; preds = %204, %143
  %225 = phi double* [ %148, %143 ], [ %161, %204 ]
  %226 = phi double* [ %150, %143 ], [ %162, %204 ]
  call void @llvm.dbg.value(metadata double* %226, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !74
  call void @llvm.dbg.value(metadata double* %225, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !74
  %227 = add nsw i32 %22, 1, !dbg !245
  %228 = sext i32 %227 to i64, !dbg !246
  %229 = getelementptr inbounds double, double* %225, i64 %228, !dbg !246
  %230 = load double, double* %229, align 8, !dbg !246, !tbaa !143
  call void @llvm.dbg.value(metadata double %326, metadata !39, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 16, metadata !48, metadata !DIExpression()), !dbg !74
  %231 = tail call noalias dereferenceable_or_null(256) i8* @malloc(i64 noundef 256) #6, !dbg !247
  %232 = bitcast i8* %231 to %struct.bucket*, !dbg !247
  call void @llvm.dbg.value(metadata %struct.bucket* %232, metadata !49, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !56, metadata !DIExpression()), !dbg !248
  %233 = shl nsw i64 %145, 3
  %234 = zext i32 %22 to i64
  %235 = and i64 %234, 4294967292, !dbg !249
  %236 = add nsw i64 %235, -4, !dbg !249
  %237 = lshr exact i64 %236, 2, !dbg !249
  %238 = add nuw nsw i64 %237, 1, !dbg !249
  %239 = icmp ult i32 %22, 4
  %240 = and i64 %234, 4294967292
  %241 = and i64 %238, 7
  %242 = icmp ult i64 %236, 28
  %243 = and i64 %238, 9223372036854775800
  %244 = icmp eq i64 %241, 0
  %245 = icmp eq i64 %240, %234
  br label %588, !dbg !249

246:                                              ; preds = %249, %76, %49
  %247 = add nuw nsw i64 %50, 1, !dbg !250
  call void @llvm.dbg.value(metadata i64 %247, metadata !34, metadata !DIExpression()), !dbg !133
  %248 = icmp eq i64 %247, %44, !dbg !135
  br i1 %248, label %79, label %49, !dbg !134, !llvm.loop !251

249:                                              ; preds = %77, %249
  %250 = phi i64 [ %255, %249 ], [ %78, %77 ]
  call void @llvm.dbg.value(metadata i64 %250, metadata !36, metadata !DIExpression()), !dbg !136
  %251 = add nuw nsw i64 %250, %50, !dbg !140
  %252 = trunc i64 %251 to i32, !dbg !141
  %253 = sitofp i32 %252 to double, !dbg !141
  %254 = getelementptr inbounds double, double* %53, i64 %250, !dbg !253
  store double %253, double* %254, align 8, !dbg !142, !tbaa !143
  %255 = add nuw nsw i64 %250, 1, !dbg !138
  call void @llvm.dbg.value(metadata i64 %255, metadata !36, metadata !DIExpression()), !dbg !136
  %256 = icmp eq i64 %255, %45, !dbg !254
  br i1 %256, label %246, label %249, !dbg !137, !llvm.loop !255

257:                                              ; preds = %663
  call void @llvm.dbg.value(metadata %struct.bucket* %232, metadata !256, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata i32 16, metadata !261, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata i32 %14, metadata !262, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata i32 0, metadata !264, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !263, metadata !DIExpression()), !dbg !269
  %258 = add nsw i64 %234, -1, !dbg !272
  %259 = and i64 %234, 7
  %260 = icmp ult i64 %258, 7
  %261 = and i64 %234, 4294967288
  %262 = icmp eq i64 %259, 0
  br label %263, !dbg !272

263:                                              ; preds = %283, %257
  %264 = phi i64 [ 0, %257 ], [ %285, %283 ]
  %265 = phi double [ 0.000000e+00, %257 ], [ %284, %283 ]
  call void @llvm.dbg.value(metadata i64 %264, metadata !264, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 0, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %265, metadata !263, metadata !DIExpression()), !dbg !269
  br i1 %80, label %266, label %283, !dbg !274

266:                                              ; preds = %263
  %267 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 %264, i32 1
  %268 = load double*, double** %267, align 8, !tbaa !275
  br i1 %260, label %269, label %287, !dbg !274

269:                                              ; preds = %287, %266
  %270 = phi double [ undef, %266 ], [ %321, %287 ]
  %271 = phi i64 [ 0, %266 ], [ %322, %287 ]
  %272 = phi double [ %265, %266 ], [ %321, %287 ]
  br i1 %262, label %283, label %273, !dbg !274

273:                                              ; preds = %269, %273
  %274 = phi i64 [ %280, %273 ], [ %271, %269 ]
  %275 = phi double [ %279, %273 ], [ %272, %269 ]
  %276 = phi i64 [ %281, %273 ], [ 0, %269 ]
  call void @llvm.dbg.value(metadata i64 %274, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %275, metadata !263, metadata !DIExpression()), !dbg !269
  %277 = getelementptr inbounds double, double* %268, i64 %274, !dbg !278
  %278 = load double, double* %277, align 8, !dbg !278, !tbaa !143
  %279 = fadd double %275, %278, !dbg !280
  call void @llvm.dbg.value(metadata double %279, metadata !263, metadata !DIExpression()), !dbg !269
  %280 = add nuw nsw i64 %274, 1, !dbg !281
  call void @llvm.dbg.value(metadata i64 %280, metadata !266, metadata !DIExpression()), !dbg !273
  %281 = add i64 %276, 1, !dbg !274
  %282 = icmp eq i64 %281, %259, !dbg !274
  br i1 %282, label %283, label %273, !dbg !274, !llvm.loop !282

283:                                              ; preds = %269, %273, %263
  %284 = phi double [ %265, %263 ], [ %270, %269 ], [ %279, %273 ], !dbg !269
  %285 = add nuw nsw i64 %264, 1, !dbg !283
  call void @llvm.dbg.value(metadata i64 %285, metadata !264, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata double %284, metadata !263, metadata !DIExpression()), !dbg !269
  %286 = icmp eq i64 %285, 16, !dbg !284
  br i1 %286, label %325, label %263, !dbg !272, !llvm.loop !285

287:                                              ; preds = %266, %287
  %288 = phi i64 [ %322, %287 ], [ 0, %266 ]
  %289 = phi double [ %321, %287 ], [ %265, %266 ]
  %290 = phi i64 [ %323, %287 ], [ 0, %266 ]
  call void @llvm.dbg.value(metadata i64 %288, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %289, metadata !263, metadata !DIExpression()), !dbg !269
  %291 = getelementptr inbounds double, double* %268, i64 %288, !dbg !278
  %292 = load double, double* %291, align 8, !dbg !278, !tbaa !143
  %293 = fadd double %289, %292, !dbg !280
  call void @llvm.dbg.value(metadata double %293, metadata !263, metadata !DIExpression()), !dbg !269
  %294 = or i64 %288, 1, !dbg !281
  call void @llvm.dbg.value(metadata i64 %294, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %294, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %293, metadata !263, metadata !DIExpression()), !dbg !269
  %295 = getelementptr inbounds double, double* %268, i64 %294, !dbg !278
  %296 = load double, double* %295, align 8, !dbg !278, !tbaa !143
  %297 = fadd double %293, %296, !dbg !280
  call void @llvm.dbg.value(metadata double %297, metadata !263, metadata !DIExpression()), !dbg !269
  %298 = or i64 %288, 2, !dbg !281
  call void @llvm.dbg.value(metadata i64 %298, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %298, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %297, metadata !263, metadata !DIExpression()), !dbg !269
  %299 = getelementptr inbounds double, double* %268, i64 %298, !dbg !278
  %300 = load double, double* %299, align 8, !dbg !278, !tbaa !143
  %301 = fadd double %297, %300, !dbg !280
  call void @llvm.dbg.value(metadata double %301, metadata !263, metadata !DIExpression()), !dbg !269
  %302 = or i64 %288, 3, !dbg !281
  call void @llvm.dbg.value(metadata i64 %302, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %302, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %301, metadata !263, metadata !DIExpression()), !dbg !269
  %303 = getelementptr inbounds double, double* %268, i64 %302, !dbg !278
  %304 = load double, double* %303, align 8, !dbg !278, !tbaa !143
  %305 = fadd double %301, %304, !dbg !280
  call void @llvm.dbg.value(metadata double %305, metadata !263, metadata !DIExpression()), !dbg !269
  %306 = or i64 %288, 4, !dbg !281
  call void @llvm.dbg.value(metadata i64 %306, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %306, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %305, metadata !263, metadata !DIExpression()), !dbg !269
  %307 = getelementptr inbounds double, double* %268, i64 %306, !dbg !278
  %308 = load double, double* %307, align 8, !dbg !278, !tbaa !143
  %309 = fadd double %305, %308, !dbg !280
  call void @llvm.dbg.value(metadata double %309, metadata !263, metadata !DIExpression()), !dbg !269
  %310 = or i64 %288, 5, !dbg !281
  call void @llvm.dbg.value(metadata i64 %310, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %310, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %309, metadata !263, metadata !DIExpression()), !dbg !269
  %311 = getelementptr inbounds double, double* %268, i64 %310, !dbg !278
  %312 = load double, double* %311, align 8, !dbg !278, !tbaa !143
  %313 = fadd double %309, %312, !dbg !280
  call void @llvm.dbg.value(metadata double %313, metadata !263, metadata !DIExpression()), !dbg !269
  %314 = or i64 %288, 6, !dbg !281
  call void @llvm.dbg.value(metadata i64 %314, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %314, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %313, metadata !263, metadata !DIExpression()), !dbg !269
  %315 = getelementptr inbounds double, double* %268, i64 %314, !dbg !278
  %316 = load double, double* %315, align 8, !dbg !278, !tbaa !143
  %317 = fadd double %313, %316, !dbg !280
  call void @llvm.dbg.value(metadata double %317, metadata !263, metadata !DIExpression()), !dbg !269
  %318 = or i64 %288, 7, !dbg !281
  call void @llvm.dbg.value(metadata i64 %318, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %318, metadata !266, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %317, metadata !263, metadata !DIExpression()), !dbg !269
  %319 = getelementptr inbounds double, double* %268, i64 %318, !dbg !278
  %320 = load double, double* %319, align 8, !dbg !278, !tbaa !143
  %321 = fadd double %317, %320, !dbg !280
  call void @llvm.dbg.value(metadata double %321, metadata !263, metadata !DIExpression()), !dbg !269
  %322 = add nuw nsw i64 %288, 8, !dbg !281
  call void @llvm.dbg.value(metadata i64 %322, metadata !266, metadata !DIExpression()), !dbg !273
  %323 = add i64 %290, 8, !dbg !274
  %324 = icmp eq i64 %323, %261, !dbg !274
  br i1 %324, label %269, label %287, !dbg !274, !llvm.loop !287

325:                                              ; preds = %283
  %326 = fadd double %144, %230, !dbg !289
  %327 = fadd double %326, %284, !dbg !290
  call void @llvm.dbg.value(metadata double %327, metadata !39, metadata !DIExpression()), !dbg !74
  %328 = mul nsw i32 %23, %22, !dbg !291
  call void @llvm.dbg.value(metadata i32 %328, metadata !292, metadata !DIExpression()), !dbg !300
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !297, metadata !DIExpression()), !dbg !300
  call void @llvm.dbg.value(metadata i32 0, metadata !298, metadata !DIExpression()), !dbg !302
  %329 = icmp sgt i32 %328, 0, !dbg !303
  br i1 %329, label %330, label %457, !dbg !305

330:                                              ; preds = %325
  %331 = zext i32 %328 to i64, !dbg !303
  %332 = icmp ult i32 %328, 4, !dbg !305
  br i1 %332, label %385, label %333, !dbg !305

333:                                              ; preds = %330
  %334 = and i64 %331, 4294967292, !dbg !305
  %335 = add nsw i64 %334, -4, !dbg !305
  %336 = lshr exact i64 %335, 2, !dbg !305
  %337 = add nuw nsw i64 %336, 1, !dbg !305
  %338 = and i64 %337, 1, !dbg !305
  %339 = icmp eq i64 %335, 0, !dbg !305
  br i1 %339, label %369, label %340, !dbg !305

340:                                              ; preds = %333
  %341 = and i64 %337, 9223372036854775806, !dbg !305
  br label %342, !dbg !305

342:                                              ; preds = %342, %340
  %343 = phi i64 [ 0, %340 ], [ %366, %342 ], !dbg !306
  %344 = phi i64 [ 0, %340 ], [ %367, %342 ]
  %345 = getelementptr inbounds double, double* %225, i64 %343, !dbg !306
  %346 = bitcast double* %345 to <2 x double>*, !dbg !307
  %347 = load <2 x double>, <2 x double>* %346, align 8, !dbg !307, !tbaa !143
  %348 = getelementptr inbounds double, double* %345, i64 2, !dbg !307
  %349 = bitcast double* %348 to <2 x double>*, !dbg !307
  %350 = load <2 x double>, <2 x double>* %349, align 8, !dbg !307, !tbaa !143
  %351 = fmul <2 x double> %347, <double 5.000000e-01, double 5.000000e-01>, !dbg !307
  %352 = fmul <2 x double> %350, <double 5.000000e-01, double 5.000000e-01>, !dbg !307
  %353 = bitcast double* %345 to <2 x double>*, !dbg !307
  store <2 x double> %351, <2 x double>* %353, align 8, !dbg !307, !tbaa !143
  %354 = bitcast double* %348 to <2 x double>*, !dbg !307
  store <2 x double> %352, <2 x double>* %354, align 8, !dbg !307, !tbaa !143
  %355 = or i64 %343, 4, !dbg !306
  %356 = getelementptr inbounds double, double* %225, i64 %355, !dbg !306
  %357 = bitcast double* %356 to <2 x double>*, !dbg !307
  %358 = load <2 x double>, <2 x double>* %357, align 8, !dbg !307, !tbaa !143
  %359 = getelementptr inbounds double, double* %356, i64 2, !dbg !307
  %360 = bitcast double* %359 to <2 x double>*, !dbg !307
  %361 = load <2 x double>, <2 x double>* %360, align 8, !dbg !307, !tbaa !143
  %362 = fmul <2 x double> %358, <double 5.000000e-01, double 5.000000e-01>, !dbg !307
  %363 = fmul <2 x double> %361, <double 5.000000e-01, double 5.000000e-01>, !dbg !307
  %364 = bitcast double* %356 to <2 x double>*, !dbg !307
  store <2 x double> %362, <2 x double>* %364, align 8, !dbg !307, !tbaa !143
  %365 = bitcast double* %359 to <2 x double>*, !dbg !307
  store <2 x double> %363, <2 x double>* %365, align 8, !dbg !307, !tbaa !143
  %366 = add nuw i64 %343, 8, !dbg !306
  %367 = add i64 %344, 2, !dbg !306
  %368 = icmp eq i64 %367, %341, !dbg !306
  br i1 %368, label %369, label %342, !dbg !306, !llvm.loop !308

369:                                              ; preds = %342, %333
  %370 = phi i64 [ 0, %333 ], [ %366, %342 ]
  %371 = icmp eq i64 %338, 0, !dbg !306
  br i1 %371, label %383, label %372, !dbg !306

372:                                              ; preds = %369
  %373 = getelementptr inbounds double, double* %225, i64 %370, !dbg !306
  %374 = bitcast double* %373 to <2 x double>*, !dbg !307
  %375 = load <2 x double>, <2 x double>* %374, align 8, !dbg !307, !tbaa !143
  %376 = getelementptr inbounds double, double* %373, i64 2, !dbg !307
  %377 = bitcast double* %376 to <2 x double>*, !dbg !307
  %378 = load <2 x double>, <2 x double>* %377, align 8, !dbg !307, !tbaa !143
  %379 = fmul <2 x double> %375, <double 5.000000e-01, double 5.000000e-01>, !dbg !307
  %380 = fmul <2 x double> %378, <double 5.000000e-01, double 5.000000e-01>, !dbg !307
  %381 = bitcast double* %373 to <2 x double>*, !dbg !307
  store <2 x double> %379, <2 x double>* %381, align 8, !dbg !307, !tbaa !143
  %382 = bitcast double* %376 to <2 x double>*, !dbg !307
  store <2 x double> %380, <2 x double>* %382, align 8, !dbg !307, !tbaa !143
  br label %383, !dbg !305

383:                                              ; preds = %369, %372
  %384 = icmp eq i64 %334, %331, !dbg !305
  br i1 %384, label %394, label %385, !dbg !305

385:                                              ; preds = %330, %383
  %386 = phi i64 [ 0, %330 ], [ %334, %383 ]
  br label %387, !dbg !305

387:                                              ; preds = %385, %387
  %388 = phi i64 [ %392, %387 ], [ %386, %385 ]
  call void @llvm.dbg.value(metadata i64 %388, metadata !298, metadata !DIExpression()), !dbg !302
  %389 = getelementptr inbounds double, double* %225, i64 %388, !dbg !310
  %390 = load double, double* %389, align 8, !dbg !307, !tbaa !143
  %391 = fmul double %390, 5.000000e-01, !dbg !307
  store double %391, double* %389, align 8, !dbg !307, !tbaa !143
  %392 = add nuw nsw i64 %388, 1, !dbg !306
  call void @llvm.dbg.value(metadata i64 %392, metadata !298, metadata !DIExpression()), !dbg !302
  %393 = icmp eq i64 %392, %331, !dbg !303
  br i1 %393, label %394, label %387, !dbg !305, !llvm.loop !311

394:                                              ; preds = %387, %383
  %395 = icmp ult i32 %328, 4, !dbg !312
  br i1 %395, label %448, label %396, !dbg !312

396:                                              ; preds = %394
  %397 = and i64 %331, 4294967292, !dbg !312
  %398 = add nsw i64 %397, -4, !dbg !312
  %399 = lshr exact i64 %398, 2, !dbg !312
  %400 = add nuw nsw i64 %399, 1, !dbg !312
  %401 = and i64 %400, 1, !dbg !312
  %402 = icmp eq i64 %398, 0, !dbg !312
  br i1 %402, label %432, label %403, !dbg !312

403:                                              ; preds = %396
  %404 = and i64 %400, 9223372036854775806, !dbg !312
  br label %405, !dbg !312

405:                                              ; preds = %405, %403
  %406 = phi i64 [ 0, %403 ], [ %429, %405 ], !dbg !314
  %407 = phi i64 [ 0, %403 ], [ %430, %405 ]
  %408 = getelementptr inbounds double, double* %226, i64 %406, !dbg !314
  %409 = bitcast double* %408 to <2 x double>*, !dbg !315
  %410 = load <2 x double>, <2 x double>* %409, align 8, !dbg !315, !tbaa !143
  %411 = getelementptr inbounds double, double* %408, i64 2, !dbg !315
  %412 = bitcast double* %411 to <2 x double>*, !dbg !315
  %413 = load <2 x double>, <2 x double>* %412, align 8, !dbg !315, !tbaa !143
  %414 = fmul <2 x double> %410, <double 2.000000e+00, double 2.000000e+00>, !dbg !315
  %415 = fmul <2 x double> %413, <double 2.000000e+00, double 2.000000e+00>, !dbg !315
  %416 = bitcast double* %408 to <2 x double>*, !dbg !315
  store <2 x double> %414, <2 x double>* %416, align 8, !dbg !315, !tbaa !143
  %417 = bitcast double* %411 to <2 x double>*, !dbg !315
  store <2 x double> %415, <2 x double>* %417, align 8, !dbg !315, !tbaa !143
  %418 = or i64 %406, 4, !dbg !314
  %419 = getelementptr inbounds double, double* %226, i64 %418, !dbg !314
  %420 = bitcast double* %419 to <2 x double>*, !dbg !315
  %421 = load <2 x double>, <2 x double>* %420, align 8, !dbg !315, !tbaa !143
  %422 = getelementptr inbounds double, double* %419, i64 2, !dbg !315
  %423 = bitcast double* %422 to <2 x double>*, !dbg !315
  %424 = load <2 x double>, <2 x double>* %423, align 8, !dbg !315, !tbaa !143
  %425 = fmul <2 x double> %421, <double 2.000000e+00, double 2.000000e+00>, !dbg !315
  %426 = fmul <2 x double> %424, <double 2.000000e+00, double 2.000000e+00>, !dbg !315
  %427 = bitcast double* %419 to <2 x double>*, !dbg !315
  store <2 x double> %425, <2 x double>* %427, align 8, !dbg !315, !tbaa !143
  %428 = bitcast double* %422 to <2 x double>*, !dbg !315
  store <2 x double> %426, <2 x double>* %428, align 8, !dbg !315, !tbaa !143
  %429 = add nuw i64 %406, 8, !dbg !314
  %430 = add i64 %407, 2, !dbg !314
  %431 = icmp eq i64 %430, %404, !dbg !314
  br i1 %431, label %432, label %405, !dbg !314, !llvm.loop !316

432:                                              ; preds = %405, %396
  %433 = phi i64 [ 0, %396 ], [ %429, %405 ]
  %434 = icmp eq i64 %401, 0, !dbg !314
  br i1 %434, label %446, label %435, !dbg !314

435:                                              ; preds = %432
  %436 = getelementptr inbounds double, double* %226, i64 %433, !dbg !314
  %437 = bitcast double* %436 to <2 x double>*, !dbg !315
  %438 = load <2 x double>, <2 x double>* %437, align 8, !dbg !315, !tbaa !143
  %439 = getelementptr inbounds double, double* %436, i64 2, !dbg !315
  %440 = bitcast double* %439 to <2 x double>*, !dbg !315
  %441 = load <2 x double>, <2 x double>* %440, align 8, !dbg !315, !tbaa !143
  %442 = fmul <2 x double> %438, <double 2.000000e+00, double 2.000000e+00>, !dbg !315
  %443 = fmul <2 x double> %441, <double 2.000000e+00, double 2.000000e+00>, !dbg !315
  %444 = bitcast double* %436 to <2 x double>*, !dbg !315
  store <2 x double> %442, <2 x double>* %444, align 8, !dbg !315, !tbaa !143
  %445 = bitcast double* %439 to <2 x double>*, !dbg !315
  store <2 x double> %443, <2 x double>* %445, align 8, !dbg !315, !tbaa !143
  br label %446, !dbg !312

446:                                              ; preds = %432, %435
  %447 = icmp eq i64 %397, %331, !dbg !312
  br i1 %447, label %463, label %448, !dbg !312

448:                                              ; preds = %394, %446
  %449 = phi i64 [ 0, %394 ], [ %397, %446 ]
  br label %450, !dbg !312

450:                                              ; preds = %448, %450
  %451 = phi i64 [ %455, %450 ], [ %449, %448 ]
  call void @llvm.dbg.value(metadata i64 %451, metadata !298, metadata !DIExpression()), !dbg !318
  %452 = getelementptr inbounds double, double* %226, i64 %451, !dbg !319
  %453 = load double, double* %452, align 8, !dbg !315, !tbaa !143
  %454 = fmul double %453, 2.000000e+00, !dbg !315
  store double %454, double* %452, align 8, !dbg !315, !tbaa !143
  %455 = add nuw nsw i64 %451, 1, !dbg !314
  call void @llvm.dbg.value(metadata i64 %455, metadata !298, metadata !DIExpression()), !dbg !318
  %456 = icmp eq i64 %455, %331, !dbg !320
  br i1 %456, label %463, label %450, !dbg !312, !llvm.loop !321

457:                                              ; preds = %325
  call void @llvm.dbg.value(metadata i32 %328, metadata !292, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !297, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.value(metadata i32 0, metadata !298, metadata !DIExpression()), !dbg !318
  %458 = getelementptr inbounds double, double* %225, i64 1, !dbg !323
  %459 = load double, double* %458, align 8, !dbg !323, !tbaa !143
  %460 = getelementptr inbounds double, double* %226, i64 1, !dbg !324
  %461 = load double, double* %460, align 8, !dbg !324, !tbaa !143
  %462 = fadd double %459, %461, !dbg !325
  call void @llvm.dbg.value(metadata double undef, metadata !39, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double* %226, metadata !62, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !74
  call void @llvm.dbg.value(metadata i32 %328, metadata !62, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !74
  call void @llvm.dbg.value(metadata double* %226, metadata !69, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !74
  call void @llvm.dbg.value(metadata i32 %328, metadata !69, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !74
  store double* %226, double** @active, align 8, !dbg !326, !tbaa !78
  call void @llvm.dbg.value(metadata i32 %328, metadata !292, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata double 3.000000e+00, metadata !297, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata i32 0, metadata !298, metadata !DIExpression()), !dbg !329
  br label %531, !dbg !330

463:                                              ; preds = %450, %446
  %464 = getelementptr inbounds double, double* %225, i64 1, !dbg !323
  %465 = load double, double* %464, align 8, !dbg !323, !tbaa !143
  %466 = getelementptr inbounds double, double* %226, i64 1, !dbg !324
  %467 = load double, double* %466, align 8, !dbg !324, !tbaa !143
  %468 = fadd double %465, %467, !dbg !325
  call void @llvm.dbg.value(metadata double undef, metadata !39, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double* %226, metadata !62, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !74
  call void @llvm.dbg.value(metadata i32 %328, metadata !62, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !74
  call void @llvm.dbg.value(metadata double* %226, metadata !69, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !74
  call void @llvm.dbg.value(metadata i32 %328, metadata !69, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !74
  store double* %226, double** @active, align 8, !dbg !326, !tbaa !78
  call void @llvm.dbg.value(metadata i32 %328, metadata !292, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata double 3.000000e+00, metadata !297, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata i32 0, metadata !298, metadata !DIExpression()), !dbg !329
  %469 = icmp ult i32 %328, 4, !dbg !330
  br i1 %469, label %522, label %470, !dbg !330

470:                                              ; preds = %463
  %471 = and i64 %331, 4294967292, !dbg !330
  %472 = add nsw i64 %471, -4, !dbg !330
  %473 = lshr exact i64 %472, 2, !dbg !330
  %474 = add nuw nsw i64 %473, 1, !dbg !330
  %475 = and i64 %474, 1, !dbg !330
  %476 = icmp eq i64 %472, 0, !dbg !330
  br i1 %476, label %506, label %477, !dbg !330

477:                                              ; preds = %470
  %478 = and i64 %474, 9223372036854775806, !dbg !330
  br label %479, !dbg !330

479:                                              ; preds = %479, %477
  %480 = phi i64 [ 0, %477 ], [ %503, %479 ], !dbg !331
  %481 = phi i64 [ 0, %477 ], [ %504, %479 ]
  %482 = getelementptr inbounds double, double* %226, i64 %480, !dbg !331
  %483 = bitcast double* %482 to <2 x double>*, !dbg !332
  %484 = load <2 x double>, <2 x double>* %483, align 8, !dbg !332, !tbaa !143
  %485 = getelementptr inbounds double, double* %482, i64 2, !dbg !332
  %486 = bitcast double* %485 to <2 x double>*, !dbg !332
  %487 = load <2 x double>, <2 x double>* %486, align 8, !dbg !332, !tbaa !143
  %488 = fmul <2 x double> %484, <double 3.000000e+00, double 3.000000e+00>, !dbg !332
  %489 = fmul <2 x double> %487, <double 3.000000e+00, double 3.000000e+00>, !dbg !332
  %490 = bitcast double* %482 to <2 x double>*, !dbg !332
  store <2 x double> %488, <2 x double>* %490, align 8, !dbg !332, !tbaa !143
  %491 = bitcast double* %485 to <2 x double>*, !dbg !332
  store <2 x double> %489, <2 x double>* %491, align 8, !dbg !332, !tbaa !143
  %492 = or i64 %480, 4, !dbg !331
  %493 = getelementptr inbounds double, double* %226, i64 %492, !dbg !331
  %494 = bitcast double* %493 to <2 x double>*, !dbg !332
  %495 = load <2 x double>, <2 x double>* %494, align 8, !dbg !332, !tbaa !143
  %496 = getelementptr inbounds double, double* %493, i64 2, !dbg !332
  %497 = bitcast double* %496 to <2 x double>*, !dbg !332
  %498 = load <2 x double>, <2 x double>* %497, align 8, !dbg !332, !tbaa !143
  %499 = fmul <2 x double> %495, <double 3.000000e+00, double 3.000000e+00>, !dbg !332
  %500 = fmul <2 x double> %498, <double 3.000000e+00, double 3.000000e+00>, !dbg !332
  %501 = bitcast double* %493 to <2 x double>*, !dbg !332
  store <2 x double> %499, <2 x double>* %501, align 8, !dbg !332, !tbaa !143
  %502 = bitcast double* %496 to <2 x double>*, !dbg !332
  store <2 x double> %500, <2 x double>* %502, align 8, !dbg !332, !tbaa !143
  %503 = add nuw i64 %480, 8, !dbg !331
  %504 = add i64 %481, 2, !dbg !331
  %505 = icmp eq i64 %504, %478, !dbg !331
  br i1 %505, label %506, label %479, !dbg !331, !llvm.loop !333

506:                                              ; preds = %479, %470
  %507 = phi i64 [ 0, %470 ], [ %503, %479 ]
  %508 = icmp eq i64 %475, 0, !dbg !331
  br i1 %508, label %520, label %509, !dbg !331

509:                                              ; preds = %506
  %510 = getelementptr inbounds double, double* %226, i64 %507, !dbg !331
  %511 = bitcast double* %510 to <2 x double>*, !dbg !332
  %512 = load <2 x double>, <2 x double>* %511, align 8, !dbg !332, !tbaa !143
  %513 = getelementptr inbounds double, double* %510, i64 2, !dbg !332
  %514 = bitcast double* %513 to <2 x double>*, !dbg !332
  %515 = load <2 x double>, <2 x double>* %514, align 8, !dbg !332, !tbaa !143
  %516 = fmul <2 x double> %512, <double 3.000000e+00, double 3.000000e+00>, !dbg !332
  %517 = fmul <2 x double> %515, <double 3.000000e+00, double 3.000000e+00>, !dbg !332
  %518 = bitcast double* %510 to <2 x double>*, !dbg !332
  store <2 x double> %516, <2 x double>* %518, align 8, !dbg !332, !tbaa !143
  %519 = bitcast double* %513 to <2 x double>*, !dbg !332
  store <2 x double> %517, <2 x double>* %519, align 8, !dbg !332, !tbaa !143
  br label %520, !dbg !330

520:                                              ; preds = %506, %509
  %521 = icmp eq i64 %471, %331, !dbg !330
  br i1 %521, label %531, label %522, !dbg !330

522:                                              ; preds = %463, %520
  %523 = phi i64 [ 0, %463 ], [ %471, %520 ]
  br label %524, !dbg !330

524:                                              ; preds = %522, %524
  %525 = phi i64 [ %529, %524 ], [ %523, %522 ]
  call void @llvm.dbg.value(metadata i64 %525, metadata !298, metadata !DIExpression()), !dbg !329
  %526 = getelementptr inbounds double, double* %226, i64 %525, !dbg !335
  %527 = load double, double* %526, align 8, !dbg !332, !tbaa !143
  %528 = fmul double %527, 3.000000e+00, !dbg !332
  store double %528, double* %526, align 8, !dbg !332, !tbaa !143
  %529 = add nuw nsw i64 %525, 1, !dbg !331
  call void @llvm.dbg.value(metadata i64 %529, metadata !298, metadata !DIExpression()), !dbg !329
  %530 = icmp eq i64 %529, %331, !dbg !336
  br i1 %530, label %531, label %524, !dbg !330, !llvm.loop !337

531:                                              ; preds = %524, %520, %457
  %532 = phi double [ %462, %457 ], [ %468, %520 ], [ %468, %524 ]
  %533 = fadd double %327, %532, !dbg !338
  %534 = add nsw i32 %22, 2, !dbg !339
  %535 = sext i32 %534 to i64, !dbg !340
  %536 = getelementptr inbounds double, double* %226, i64 %535, !dbg !340
  %537 = load double, double* %536, align 8, !dbg !340, !tbaa !143
  %538 = fadd double %533, %537, !dbg !341
  call void @llvm.dbg.value(metadata double %538, metadata !39, metadata !DIExpression()), !dbg !74
  %539 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %538), !dbg !342
  call void @llvm.dbg.value(metadata i64 0, metadata !70, metadata !DIExpression()), !dbg !343
  %540 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 0, i32 1, !dbg !344
  %541 = bitcast double** %540 to i8**, !dbg !344
  %542 = load i8*, i8** %541, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %542) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 1, metadata !70, metadata !DIExpression()), !dbg !343
  %543 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 1, i32 1, !dbg !344
  %544 = bitcast double** %543 to i8**, !dbg !344
  %545 = load i8*, i8** %544, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %545) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 2, metadata !70, metadata !DIExpression()), !dbg !343
  %546 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 2, i32 1, !dbg !344
  %547 = bitcast double** %546 to i8**, !dbg !344
  %548 = load i8*, i8** %547, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %548) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 3, metadata !70, metadata !DIExpression()), !dbg !343
  %549 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 3, i32 1, !dbg !344
  %550 = bitcast double** %549 to i8**, !dbg !344
  %551 = load i8*, i8** %550, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %551) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 4, metadata !70, metadata !DIExpression()), !dbg !343
  %552 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 4, i32 1, !dbg !344
  %553 = bitcast double** %552 to i8**, !dbg !344
  %554 = load i8*, i8** %553, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %554) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 5, metadata !70, metadata !DIExpression()), !dbg !343
  %555 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 5, i32 1, !dbg !344
  %556 = bitcast double** %555 to i8**, !dbg !344
  %557 = load i8*, i8** %556, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %557) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 6, metadata !70, metadata !DIExpression()), !dbg !343
  %558 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 6, i32 1, !dbg !344
  %559 = bitcast double** %558 to i8**, !dbg !344
  %560 = load i8*, i8** %559, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %560) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 7, metadata !70, metadata !DIExpression()), !dbg !343
  %561 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 7, i32 1, !dbg !344
  %562 = bitcast double** %561 to i8**, !dbg !344
  %563 = load i8*, i8** %562, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %563) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 8, metadata !70, metadata !DIExpression()), !dbg !343
  %564 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 8, i32 1, !dbg !344
  %565 = bitcast double** %564 to i8**, !dbg !344
  %566 = load i8*, i8** %565, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %566) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 9, metadata !70, metadata !DIExpression()), !dbg !343
  %567 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 9, i32 1, !dbg !344
  %568 = bitcast double** %567 to i8**, !dbg !344
  %569 = load i8*, i8** %568, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %569) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 10, metadata !70, metadata !DIExpression()), !dbg !343
  %570 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 10, i32 1, !dbg !344
  %571 = bitcast double** %570 to i8**, !dbg !344
  %572 = load i8*, i8** %571, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %572) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 11, metadata !70, metadata !DIExpression()), !dbg !343
  %573 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 11, i32 1, !dbg !344
  %574 = bitcast double** %573 to i8**, !dbg !344
  %575 = load i8*, i8** %574, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %575) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 12, metadata !70, metadata !DIExpression()), !dbg !343
  %576 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 12, i32 1, !dbg !344
  %577 = bitcast double** %576 to i8**, !dbg !344
  %578 = load i8*, i8** %577, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %578) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 13, metadata !70, metadata !DIExpression()), !dbg !343
  %579 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 13, i32 1, !dbg !344
  %580 = bitcast double** %579 to i8**, !dbg !344
  %581 = load i8*, i8** %580, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %581) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 14, metadata !70, metadata !DIExpression()), !dbg !343
  %582 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 14, i32 1, !dbg !344
  %583 = bitcast double** %582 to i8**, !dbg !344
  %584 = load i8*, i8** %583, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %584) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 15, metadata !70, metadata !DIExpression()), !dbg !343
  %585 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 15, i32 1, !dbg !344
  %586 = bitcast double** %585 to i8**, !dbg !344
  %587 = load i8*, i8** %586, align 8, !dbg !344, !tbaa !275
  tail call void @free(i8* noundef %587) #6, !dbg !346
  call void @llvm.dbg.value(metadata i64 16, metadata !70, metadata !DIExpression()), !dbg !343
  tail call void @free(i8* noundef %231) #6, !dbg !347
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !348
  br i1 %29, label %671, label %673, !dbg !349

588:                                              ; preds = %224, %663
  %589 = phi i64 [ 0, %224 ], [ %664, %663 ]
  call void @llvm.dbg.value(metadata i64 %589, metadata !56, metadata !DIExpression()), !dbg !248
  %590 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 %589, i32 0, !dbg !350
  store i32 %22, i32* %590, align 8, !dbg !351, !tbaa !352
  %591 = tail call noalias i8* @malloc(i64 noundef %233) #6, !dbg !353
  %592 = getelementptr inbounds %struct.bucket, %struct.bucket* %232, i64 %589, i32 1, !dbg !354
  %593 = bitcast double** %592 to i8**, !dbg !355
  store i8* %591, i8** %593, align 8, !dbg !355, !tbaa !275
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !356
  %594 = bitcast i8* %591 to double*, !dbg !357
  br i1 %80, label %595, label %663, !dbg !357

595:                                              ; preds = %588
  %596 = trunc i64 %589 to i32
  %597 = sitofp i32 %596 to double
  br i1 %239, label %661, label %598, !dbg !357

598:                                              ; preds = %595
  %599 = insertelement <2 x double> poison, double %597, i64 0, !dbg !357
  %600 = shufflevector <2 x double> %599, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !357
  %601 = insertelement <2 x double> poison, double %597, i64 0, !dbg !357
  %602 = shufflevector <2 x double> %601, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !357
  br i1 %242, label %648, label %603, !dbg !357

603:                                              ; preds = %598, %603
  %604 = phi i64 [ %645, %603 ], [ 0, %598 ], !dbg !358
  %605 = phi i64 [ %646, %603 ], [ 0, %598 ]
  %606 = getelementptr inbounds double, double* %594, i64 %604, !dbg !358
  %607 = bitcast double* %606 to <2 x double>*, !dbg !360
  store <2 x double> %600, <2 x double>* %607, align 8, !dbg !360, !tbaa !143
  %608 = getelementptr inbounds double, double* %606, i64 2, !dbg !360
  %609 = bitcast double* %608 to <2 x double>*, !dbg !360
  store <2 x double> %602, <2 x double>* %609, align 8, !dbg !360, !tbaa !143
  %610 = or i64 %604, 4, !dbg !358
  %611 = getelementptr inbounds double, double* %594, i64 %610, !dbg !358
  %612 = bitcast double* %611 to <2 x double>*, !dbg !360
  store <2 x double> %600, <2 x double>* %612, align 8, !dbg !360, !tbaa !143
  %613 = getelementptr inbounds double, double* %611, i64 2, !dbg !360
  %614 = bitcast double* %613 to <2 x double>*, !dbg !360
  store <2 x double> %602, <2 x double>* %614, align 8, !dbg !360, !tbaa !143
  %615 = or i64 %604, 8, !dbg !358
  %616 = getelementptr inbounds double, double* %594, i64 %615, !dbg !358
  %617 = bitcast double* %616 to <2 x double>*, !dbg !360
  store <2 x double> %600, <2 x double>* %617, align 8, !dbg !360, !tbaa !143
  %618 = getelementptr inbounds double, double* %616, i64 2, !dbg !360
  %619 = bitcast double* %618 to <2 x double>*, !dbg !360
  store <2 x double> %602, <2 x double>* %619, align 8, !dbg !360, !tbaa !143
  %620 = or i64 %604, 12, !dbg !358
  %621 = getelementptr inbounds double, double* %594, i64 %620, !dbg !358
  %622 = bitcast double* %621 to <2 x double>*, !dbg !360
  store <2 x double> %600, <2 x double>* %622, align 8, !dbg !360, !tbaa !143
  %623 = getelementptr inbounds double, double* %621, i64 2, !dbg !360
  %624 = bitcast double* %623 to <2 x double>*, !dbg !360
  store <2 x double> %602, <2 x double>* %624, align 8, !dbg !360, !tbaa !143
  %625 = or i64 %604, 16, !dbg !358
  %626 = getelementptr inbounds double, double* %594, i64 %625, !dbg !358
  %627 = bitcast double* %626 to <2 x double>*, !dbg !360
  store <2 x double> %600, <2 x double>* %627, align 8, !dbg !360, !tbaa !143
  %628 = getelementptr inbounds double, double* %626, i64 2, !dbg !360
  %629 = bitcast double* %628 to <2 x double>*, !dbg !360
  store <2 x double> %602, <2 x double>* %629, align 8, !dbg !360, !tbaa !143
  %630 = or i64 %604, 20, !dbg !358
  %631 = getelementptr inbounds double, double* %594, i64 %630, !dbg !358
  %632 = bitcast double* %631 to <2 x double>*, !dbg !360
  store <2 x double> %600, <2 x double>* %632, align 8, !dbg !360, !tbaa !143
  %633 = getelementptr inbounds double, double* %631, i64 2, !dbg !360
  %634 = bitcast double* %633 to <2 x double>*, !dbg !360
  store <2 x double> %602, <2 x double>* %634, align 8, !dbg !360, !tbaa !143
  %635 = or i64 %604, 24, !dbg !358
  %636 = getelementptr inbounds double, double* %594, i64 %635, !dbg !358
  %637 = bitcast double* %636 to <2 x double>*, !dbg !360
  store <2 x double> %600, <2 x double>* %637, align 8, !dbg !360, !tbaa !143
  %638 = getelementptr inbounds double, double* %636, i64 2, !dbg !360
  %639 = bitcast double* %638 to <2 x double>*, !dbg !360
  store <2 x double> %602, <2 x double>* %639, align 8, !dbg !360, !tbaa !143
  %640 = or i64 %604, 28, !dbg !358
  %641 = getelementptr inbounds double, double* %594, i64 %640, !dbg !358
  %642 = bitcast double* %641 to <2 x double>*, !dbg !360
  store <2 x double> %600, <2 x double>* %642, align 8, !dbg !360, !tbaa !143
  %643 = getelementptr inbounds double, double* %641, i64 2, !dbg !360
  %644 = bitcast double* %643 to <2 x double>*, !dbg !360
  store <2 x double> %602, <2 x double>* %644, align 8, !dbg !360, !tbaa !143
  %645 = add nuw i64 %604, 32, !dbg !358
  %646 = add i64 %605, 8, !dbg !358
  %647 = icmp eq i64 %646, %243, !dbg !358
  br i1 %647, label %648, label %603, !dbg !358, !llvm.loop !361

648:                                              ; preds = %603, %598
  %649 = phi i64 [ 0, %598 ], [ %645, %603 ]
  br i1 %244, label %660, label %650, !dbg !358

650:                                              ; preds = %648, %650
  %651 = phi i64 [ %657, %650 ], [ %649, %648 ], !dbg !358
  %652 = phi i64 [ %658, %650 ], [ 0, %648 ]
  %653 = getelementptr inbounds double, double* %594, i64 %651, !dbg !358
  %654 = bitcast double* %653 to <2 x double>*, !dbg !360
  store <2 x double> %600, <2 x double>* %654, align 8, !dbg !360, !tbaa !143
  %655 = getelementptr inbounds double, double* %653, i64 2, !dbg !360
  %656 = bitcast double* %655 to <2 x double>*, !dbg !360
  store <2 x double> %602, <2 x double>* %656, align 8, !dbg !360, !tbaa !143
  %657 = add nuw i64 %651, 4, !dbg !358
  %658 = add i64 %652, 1, !dbg !358
  %659 = icmp eq i64 %658, %241, !dbg !358
  br i1 %659, label %660, label %650, !dbg !358, !llvm.loop !363

660:                                              ; preds = %650, %648
  br i1 %245, label %663, label %661, !dbg !357

661:                                              ; preds = %595, %660
  %662 = phi i64 [ 0, %595 ], [ %240, %660 ]
  br label %666, !dbg !357

663:                                              ; preds = %666, %660, %588
  %664 = add nuw nsw i64 %589, 1, !dbg !364
  call void @llvm.dbg.value(metadata i64 %664, metadata !56, metadata !DIExpression()), !dbg !248
  %665 = icmp eq i64 %664, 16, !dbg !365
  br i1 %665, label %257, label %588, !dbg !249, !llvm.loop !366

666:                                              ; preds = %661, %666
  %667 = phi i64 [ %669, %666 ], [ %662, %661 ]
  call void @llvm.dbg.value(metadata i64 %667, metadata !58, metadata !DIExpression()), !dbg !356
  %668 = getelementptr inbounds double, double* %594, i64 %667, !dbg !368
  store double %597, double* %668, align 8, !dbg !360, !tbaa !143
  %669 = add nuw nsw i64 %667, 1, !dbg !358
  call void @llvm.dbg.value(metadata i64 %669, metadata !58, metadata !DIExpression()), !dbg !356
  %670 = icmp eq i64 %669, %234, !dbg !369
  br i1 %670, label %663, label %666, !dbg !357, !llvm.loop !370

671:                                              ; preds = %531
  %672 = zext i32 %23 to i64, !dbg !371
  br label %676, !dbg !349

673:                                              ; preds = %676, %531
  tail call void @free(i8* noundef %27) #6, !dbg !373
  %674 = bitcast double* %225 to i8*, !dbg !374
  tail call void @free(i8* noundef %674) #6, !dbg !375
  %675 = bitcast double* %226 to i8*, !dbg !376
  tail call void @free(i8* noundef %675) #6, !dbg !377
  ret i32 0, !dbg !378

676:                                              ; preds = %671, %676
  %677 = phi i64 [ 0, %671 ], [ %681, %676 ]
  call void @llvm.dbg.value(metadata i64 %677, metadata !72, metadata !DIExpression()), !dbg !348
  %678 = getelementptr inbounds double*, double** %28, i64 %677, !dbg !379
  %679 = bitcast double** %678 to i8**, !dbg !379
  %680 = load i8*, i8** %679, align 8, !dbg !379, !tbaa !78
  tail call void @free(i8* noundef %680) #6, !dbg !380
  %681 = add nuw nsw i64 %677, 1, !dbg !381
  call void @llvm.dbg.value(metadata i64 %681, metadata !72, metadata !DIExpression()), !dbg !348
  %682 = icmp eq i64 %681, %672, !dbg !371
  br i1 %682, label %673, label %676, !dbg !349, !llvm.loop !382
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
!1 = distinct !DIGlobalVariable(name: "active", scope: !2, file: !3, line: 24, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ptr_memory.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6ec3d52ac72e935df3487ed4a04eb36d")
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
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 72, type: !24, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!5, !5, !6}
!26 = !{!27, !28, !29, !30, !31, !32, !34, !36, !39, !40, !48, !49, !56, !58, !62, !69, !70, !72}
!27 = !DILocalVariable(name: "argc", arg: 1, scope: !23, file: !3, line: 72, type: !5)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !23, file: !3, line: 72, type: !6)
!29 = !DILocalVariable(name: "n", scope: !23, file: !3, line: 73, type: !5)
!30 = !DILocalVariable(name: "m", scope: !23, file: !3, line: 74, type: !5)
!31 = !DILocalVariable(name: "steps", scope: !23, file: !3, line: 75, type: !5)
!32 = !DILocalVariable(name: "r", scope: !23, file: !3, line: 77, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 78, type: !5)
!35 = distinct !DILexicalBlock(scope: !23, file: !3, line: 78, column: 3)
!36 = !DILocalVariable(name: "j", scope: !37, file: !3, line: 79, type: !5)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 79, column: 5)
!38 = distinct !DILexicalBlock(scope: !35, file: !3, line: 78, column: 3)
!39 = !DILocalVariable(name: "s", scope: !23, file: !3, line: 81, type: !15)
!40 = !DILocalVariable(name: "g", scope: !23, file: !3, line: 83, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "grid", file: !3, line: 12, baseType: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 9, size: 192, elements: !43)
!43 = !{!44, !45, !46, !47}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !42, file: !3, line: 10, baseType: !5, size: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !42, file: !3, line: 10, baseType: !5, size: 32, offset: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "cur", scope: !42, file: !3, line: 11, baseType: !14, size: 64, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !42, file: !3, line: 11, baseType: !14, size: 64, offset: 128)
!48 = !DILocalVariable(name: "k", scope: !23, file: !3, line: 88, type: !5)
!49 = !DILocalVariable(name: "b", scope: !23, file: !3, line: 89, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "bucket", file: !3, line: 17, baseType: !52)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 14, size: 128, elements: !53)
!53 = !{!54, !55}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !52, file: !3, line: 15, baseType: !5, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !52, file: !3, line: 16, baseType: !14, size: 64, offset: 64)
!56 = !DILocalVariable(name: "q", scope: !57, file: !3, line: 90, type: !5)
!57 = distinct !DILexicalBlock(scope: !23, file: !3, line: 90, column: 3)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 93, type: !5)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 93, column: 5)
!60 = distinct !DILexicalBlock(scope: !61, file: !3, line: 90, column: 31)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 90, column: 3)
!62 = !DILocalVariable(name: "v", scope: !23, file: !3, line: 104, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "view", file: !3, line: 22, baseType: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 19, size: 128, elements: !65)
!65 = !{!66, !67}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !64, file: !3, line: 20, baseType: !14, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !64, file: !3, line: 21, baseType: !68, size: 64, offset: 64)
!68 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!69 = !DILocalVariable(name: "w", scope: !23, file: !3, line: 105, type: !63)
!70 = !DILocalVariable(name: "q", scope: !71, file: !3, line: 111, type: !5)
!71 = distinct !DILexicalBlock(scope: !23, file: !3, line: 111, column: 3)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 114, type: !5)
!73 = distinct !DILexicalBlock(scope: !23, file: !3, line: 114, column: 3)
!74 = !DILocation(line: 0, scope: !23)
!75 = !DILocation(line: 73, column: 16, scope: !23)
!76 = !DILocation(line: 73, column: 11, scope: !23)
!77 = !DILocation(line: 73, column: 27, scope: !23)
!78 = !{!79, !79, i64 0}
!79 = !{!"any pointer", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C/C++ TBAA"}
!82 = !DILocalVariable(name: "__nptr", arg: 1, scope: !83, file: !84, line: 362, type: !87)
!83 = distinct !DISubprogram(name: "atoi", scope: !84, file: !84, line: 362, type: !85, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!84 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!85 = !DISubroutineType(types: !86)
!86 = !{!5, !87}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!89 = !{!82}
!90 = !DILocation(line: 0, scope: !83, inlinedAt: !91)
!91 = distinct !DILocation(line: 73, column: 22, scope: !23)
!92 = !DILocation(line: 364, column: 16, scope: !83, inlinedAt: !91)
!93 = !DILocation(line: 364, column: 10, scope: !83, inlinedAt: !91)
!94 = !DILocation(line: 74, column: 16, scope: !23)
!95 = !DILocation(line: 74, column: 11, scope: !23)
!96 = !DILocation(line: 74, column: 27, scope: !23)
!97 = !DILocation(line: 0, scope: !83, inlinedAt: !98)
!98 = distinct !DILocation(line: 74, column: 22, scope: !23)
!99 = !DILocation(line: 364, column: 16, scope: !83, inlinedAt: !98)
!100 = !DILocation(line: 364, column: 10, scope: !83, inlinedAt: !98)
!101 = !DILocation(line: 75, column: 20, scope: !23)
!102 = !DILocation(line: 75, column: 15, scope: !23)
!103 = !DILocation(line: 75, column: 31, scope: !23)
!104 = !DILocation(line: 0, scope: !83, inlinedAt: !105)
!105 = distinct !DILocation(line: 75, column: 26, scope: !23)
!106 = !DILocation(line: 364, column: 16, scope: !83, inlinedAt: !105)
!107 = !DILocation(line: 364, column: 10, scope: !83, inlinedAt: !105)
!108 = !DILocalVariable(name: "n", arg: 1, scope: !109, file: !3, line: 26, type: !5)
!109 = distinct !DISubprogram(name: "alloc_rows", scope: !3, file: !3, line: 26, type: !110, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!33, !5, !5}
!112 = !{!108, !113, !114, !115}
!113 = !DILocalVariable(name: "m", arg: 2, scope: !109, file: !3, line: 26, type: !5)
!114 = !DILocalVariable(name: "r", scope: !109, file: !3, line: 27, type: !33)
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 28, type: !5)
!116 = distinct !DILexicalBlock(scope: !109, file: !3, line: 28, column: 3)
!117 = !DILocation(line: 0, scope: !109, inlinedAt: !118)
!118 = distinct !DILocation(line: 77, column: 16, scope: !23)
!119 = !DILocation(line: 27, column: 23, scope: !109, inlinedAt: !118)
!120 = !DILocation(line: 27, column: 25, scope: !109, inlinedAt: !118)
!121 = !DILocation(line: 27, column: 16, scope: !109, inlinedAt: !118)
!122 = !DILocation(line: 0, scope: !116, inlinedAt: !118)
!123 = !DILocation(line: 28, column: 21, scope: !124, inlinedAt: !118)
!124 = distinct !DILexicalBlock(scope: !116, file: !3, line: 28, column: 3)
!125 = !DILocation(line: 28, column: 3, scope: !116, inlinedAt: !118)
!126 = !DILocation(line: 29, column: 12, scope: !124, inlinedAt: !118)
!127 = !DILocation(line: 29, column: 5, scope: !124, inlinedAt: !118)
!128 = !DILocation(line: 29, column: 10, scope: !124, inlinedAt: !118)
!129 = !DILocation(line: 28, column: 27, scope: !124, inlinedAt: !118)
!130 = distinct !{!130, !125, !131, !132}
!131 = !DILocation(line: 29, column: 37, scope: !116, inlinedAt: !118)
!132 = !{!"llvm.loop.mustprogress"}
!133 = !DILocation(line: 0, scope: !35)
!134 = !DILocation(line: 78, column: 3, scope: !35)
!135 = !DILocation(line: 78, column: 21, scope: !38)
!136 = !DILocation(line: 0, scope: !37)
!137 = !DILocation(line: 79, column: 5, scope: !37)
!138 = !DILocation(line: 79, column: 29, scope: !139)
!139 = distinct !DILexicalBlock(scope: !37, file: !3, line: 79, column: 5)
!140 = !DILocation(line: 80, column: 19, scope: !139)
!141 = !DILocation(line: 80, column: 17, scope: !139)
!142 = !DILocation(line: 80, column: 15, scope: !139)
!143 = !{!144, !144, i64 0}
!144 = !{!"double", !80, i64 0}
!145 = distinct !{!145, !137, !146, !132, !147}
!146 = !DILocation(line: 80, column: 21, scope: !37)
!147 = !{!"llvm.loop.isvectorized", i32 1}
!148 = !DILocalVariable(name: "r", arg: 1, scope: !149, file: !3, line: 51, type: !33)
!149 = distinct !DISubprogram(name: "column_sums", scope: !3, file: !3, line: 51, type: !150, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!15, !33, !5, !5}
!152 = !{!148, !153, !154, !155, !156, !158}
!153 = !DILocalVariable(name: "n", arg: 2, scope: !149, file: !3, line: 51, type: !5)
!154 = !DILocalVariable(name: "m", arg: 3, scope: !149, file: !3, line: 51, type: !5)
!155 = !DILocalVariable(name: "s", scope: !149, file: !3, line: 52, type: !15)
!156 = !DILocalVariable(name: "j", scope: !157, file: !3, line: 53, type: !5)
!157 = distinct !DILexicalBlock(scope: !149, file: !3, line: 53, column: 3)
!158 = !DILocalVariable(name: "i", scope: !159, file: !3, line: 54, type: !5)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 54, column: 5)
!160 = distinct !DILexicalBlock(scope: !157, file: !3, line: 53, column: 3)
!161 = !DILocation(line: 0, scope: !149, inlinedAt: !162)
!162 = distinct !DILocation(line: 81, column: 14, scope: !23)
!163 = !DILocation(line: 0, scope: !157, inlinedAt: !162)
!164 = !DILocation(line: 53, column: 21, scope: !160, inlinedAt: !162)
!165 = !DILocation(line: 53, column: 3, scope: !157, inlinedAt: !162)
!166 = !DILocation(line: 0, scope: !159, inlinedAt: !162)
!167 = !DILocation(line: 54, column: 5, scope: !159, inlinedAt: !162)
!168 = !DILocation(line: 55, column: 12, scope: !169, inlinedAt: !162)
!169 = distinct !DILexicalBlock(scope: !159, file: !3, line: 54, column: 5)
!170 = !DILocation(line: 55, column: 9, scope: !169, inlinedAt: !162)
!171 = !DILocation(line: 54, column: 29, scope: !169, inlinedAt: !162)
!172 = distinct !{!172, !173}
!173 = !{!"llvm.loop.unroll.disable"}
!174 = !DILocation(line: 53, column: 27, scope: !160, inlinedAt: !162)
!175 = distinct !{!175, !165, !176, !132}
!176 = !DILocation(line: 55, column: 18, scope: !157, inlinedAt: !162)
!177 = distinct !{!177, !167, !178, !132}
!178 = !DILocation(line: 55, column: 18, scope: !159, inlinedAt: !162)
!179 = !DILocation(line: 52, column: 10, scope: !149, inlinedAt: !162)
!180 = !DILocalVariable(name: "g", arg: 1, scope: !181, file: !3, line: 33, type: !184)
!181 = distinct !DISubprogram(name: "grid_init", scope: !3, file: !3, line: 33, type: !182, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !185)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !184, !5, !5}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!185 = !{!180, !186, !187}
!186 = !DILocalVariable(name: "n", arg: 2, scope: !181, file: !3, line: 33, type: !5)
!187 = !DILocalVariable(name: "m", arg: 3, scope: !181, file: !3, line: 33, type: !5)
!188 = !DILocation(line: 0, scope: !181, inlinedAt: !189)
!189 = distinct !DILocation(line: 84, column: 3, scope: !23)
!190 = !DILocation(line: 36, column: 31, scope: !181, inlinedAt: !189)
!191 = !DILocation(line: 36, column: 29, scope: !181, inlinedAt: !189)
!192 = !DILocation(line: 36, column: 12, scope: !181, inlinedAt: !189)
!193 = !DILocation(line: 36, column: 10, scope: !181, inlinedAt: !189)
!194 = !DILocation(line: 37, column: 13, scope: !181, inlinedAt: !189)
!195 = !DILocation(line: 37, column: 11, scope: !181, inlinedAt: !189)
!196 = !DILocalVariable(name: "g", arg: 1, scope: !197, file: !3, line: 40, type: !184)
!197 = distinct !DISubprogram(name: "grid_steps", scope: !3, file: !3, line: 40, type: !198, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !184, !5}
!200 = !{!196, !201, !202, !204, !208, !211}
!201 = !DILocalVariable(name: "steps", arg: 2, scope: !197, file: !3, line: 40, type: !5)
!202 = !DILocalVariable(name: "s", scope: !203, file: !3, line: 41, type: !5)
!203 = distinct !DILexicalBlock(scope: !197, file: !3, line: 41, column: 3)
!204 = !DILocalVariable(name: "i", scope: !205, file: !3, line: 42, type: !5)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 42, column: 5)
!206 = distinct !DILexicalBlock(scope: !207, file: !3, line: 41, column: 35)
!207 = distinct !DILexicalBlock(scope: !203, file: !3, line: 41, column: 3)
!208 = !DILocalVariable(name: "j", scope: !209, file: !3, line: 43, type: !5)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 43, column: 7)
!210 = distinct !DILexicalBlock(scope: !205, file: !3, line: 42, column: 5)
!211 = !DILocalVariable(name: "t", scope: !206, file: !3, line: 45, type: !14)
!212 = !DILocation(line: 0, scope: !197, inlinedAt: !213)
!213 = distinct !DILocation(line: 85, column: 3, scope: !23)
!214 = !DILocation(line: 0, scope: !203, inlinedAt: !213)
!215 = !DILocation(line: 41, column: 21, scope: !207, inlinedAt: !213)
!216 = !DILocation(line: 41, column: 3, scope: !203, inlinedAt: !213)
!217 = !DILocation(line: 0, scope: !205, inlinedAt: !213)
!218 = !DILocation(line: 42, column: 5, scope: !205, inlinedAt: !213)
!219 = !DILocation(line: 0, scope: !209, inlinedAt: !213)
!220 = !DILocation(line: 43, column: 7, scope: !209, inlinedAt: !213)
!221 = !DILocation(line: 42, column: 36, scope: !210, inlinedAt: !213)
!222 = !DILocation(line: 43, column: 34, scope: !223, inlinedAt: !213)
!223 = distinct !DILexicalBlock(scope: !209, file: !3, line: 43, column: 7)
!224 = !DILocation(line: 44, column: 40, scope: !223, inlinedAt: !213)
!225 = !DILocation(line: 44, column: 69, scope: !223, inlinedAt: !213)
!226 = !DILocation(line: 44, column: 67, scope: !223, inlinedAt: !213)
!227 = !DILocation(line: 44, column: 37, scope: !223, inlinedAt: !213)
!228 = !DILocation(line: 44, column: 31, scope: !223, inlinedAt: !213)
!229 = distinct !{!229, !220, !230, !132, !147}
!230 = !DILocation(line: 44, column: 95, scope: !209, inlinedAt: !213)
!231 = !DILocation(line: 0, scope: !206, inlinedAt: !213)
!232 = !DILocation(line: 41, column: 31, scope: !207, inlinedAt: !213)
!233 = distinct !{!233, !216, !234, !132}
!234 = !DILocation(line: 48, column: 3, scope: !203, inlinedAt: !213)
!235 = !DILocation(line: 42, column: 23, scope: !210, inlinedAt: !213)
!236 = distinct !{!236, !218, !237, !132}
!237 = !DILocation(line: 44, column: 95, scope: !205, inlinedAt: !213)
!238 = !DILocation(line: 44, column: 62, scope: !223, inlinedAt: !213)
!239 = !DILocation(line: 44, column: 91, scope: !223, inlinedAt: !213)
!240 = !DILocation(line: 44, column: 26, scope: !223, inlinedAt: !213)
!241 = !DILocation(line: 44, column: 9, scope: !223, inlinedAt: !213)
!242 = !DILocation(line: 43, column: 25, scope: !223, inlinedAt: !213)
!243 = distinct !{!243, !220, !230, !132, !244, !147}
!244 = !{!"llvm.loop.unroll.runtime.disable"}
!245 = !DILocation(line: 86, column: 16, scope: !23)
!246 = !DILocation(line: 86, column: 8, scope: !23)
!247 = !DILocation(line: 89, column: 15, scope: !23)
!248 = !DILocation(line: 0, scope: !57)
!249 = !DILocation(line: 90, column: 3, scope: !57)
!250 = !DILocation(line: 78, column: 27, scope: !38)
!251 = distinct !{!251, !134, !252, !132}
!252 = !DILocation(line: 80, column: 21, scope: !35)
!253 = !DILocation(line: 80, column: 7, scope: !139)
!254 = !DILocation(line: 79, column: 23, scope: !139)
!255 = distinct !{!255, !137, !146, !132, !244, !147}
!256 = !DILocalVariable(name: "b", arg: 1, scope: !257, file: !3, line: 59, type: !50)
!257 = distinct !DISubprogram(name: "bucket_sums", scope: !3, file: !3, line: 59, type: !258, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{!15, !50, !5, !5}
!260 = !{!256, !261, !262, !263, !264, !266}
!261 = !DILocalVariable(name: "k", arg: 2, scope: !257, file: !3, line: 59, type: !5)
!262 = !DILocalVariable(name: "m", arg: 3, scope: !257, file: !3, line: 59, type: !5)
!263 = !DILocalVariable(name: "s", scope: !257, file: !3, line: 60, type: !15)
!264 = !DILocalVariable(name: "q", scope: !265, file: !3, line: 61, type: !5)
!265 = distinct !DILexicalBlock(scope: !257, file: !3, line: 61, column: 3)
!266 = !DILocalVariable(name: "i", scope: !267, file: !3, line: 62, type: !5)
!267 = distinct !DILexicalBlock(scope: !268, file: !3, line: 62, column: 5)
!268 = distinct !DILexicalBlock(scope: !265, file: !3, line: 61, column: 3)
!269 = !DILocation(line: 0, scope: !257, inlinedAt: !270)
!270 = distinct !DILocation(line: 96, column: 8, scope: !23)
!271 = !DILocation(line: 0, scope: !265, inlinedAt: !270)
!272 = !DILocation(line: 61, column: 3, scope: !265, inlinedAt: !270)
!273 = !DILocation(line: 0, scope: !267, inlinedAt: !270)
!274 = !DILocation(line: 62, column: 5, scope: !267, inlinedAt: !270)
!275 = !{!276, !79, i64 8}
!276 = !{!"", !277, i64 0, !79, i64 8}
!277 = !{!"int", !80, i64 0}
!278 = !DILocation(line: 63, column: 12, scope: !279, inlinedAt: !270)
!279 = distinct !DILexicalBlock(scope: !267, file: !3, line: 62, column: 5)
!280 = !DILocation(line: 63, column: 9, scope: !279, inlinedAt: !270)
!281 = !DILocation(line: 62, column: 29, scope: !279, inlinedAt: !270)
!282 = distinct !{!282, !173}
!283 = !DILocation(line: 61, column: 27, scope: !268, inlinedAt: !270)
!284 = !DILocation(line: 61, column: 21, scope: !268, inlinedAt: !270)
!285 = distinct !{!285, !272, !286, !132}
!286 = !DILocation(line: 63, column: 23, scope: !265, inlinedAt: !270)
!287 = distinct !{!287, !274, !288, !132}
!288 = !DILocation(line: 63, column: 23, scope: !267, inlinedAt: !270)
!289 = !DILocation(line: 86, column: 5, scope: !23)
!290 = !DILocation(line: 96, column: 5, scope: !23)
!291 = !DILocation(line: 99, column: 18, scope: !23)
!292 = !DILocalVariable(name: "n", arg: 1, scope: !293, file: !3, line: 67, type: !5)
!293 = distinct !DISubprogram(name: "scale_active", scope: !3, file: !3, line: 67, type: !294, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !296)
!294 = !DISubroutineType(types: !295)
!295 = !{null, !5, !15}
!296 = !{!292, !297, !298}
!297 = !DILocalVariable(name: "f", arg: 2, scope: !293, file: !3, line: 67, type: !15)
!298 = !DILocalVariable(name: "i", scope: !299, file: !3, line: 68, type: !5)
!299 = distinct !DILexicalBlock(scope: !293, file: !3, line: 68, column: 3)
!300 = !DILocation(line: 0, scope: !293, inlinedAt: !301)
!301 = distinct !DILocation(line: 99, column: 3, scope: !23)
!302 = !DILocation(line: 0, scope: !299, inlinedAt: !301)
!303 = !DILocation(line: 68, column: 21, scope: !304, inlinedAt: !301)
!304 = distinct !DILexicalBlock(scope: !299, file: !3, line: 68, column: 3)
!305 = !DILocation(line: 68, column: 3, scope: !299, inlinedAt: !301)
!306 = !DILocation(line: 68, column: 27, scope: !304, inlinedAt: !301)
!307 = !DILocation(line: 69, column: 15, scope: !304, inlinedAt: !301)
!308 = distinct !{!308, !305, !309, !132, !147}
!309 = !DILocation(line: 69, column: 18, scope: !299, inlinedAt: !301)
!310 = !DILocation(line: 69, column: 5, scope: !304, inlinedAt: !301)
!311 = distinct !{!311, !305, !309, !132, !244, !147}
!312 = !DILocation(line: 68, column: 3, scope: !299, inlinedAt: !313)
!313 = distinct !DILocation(line: 101, column: 3, scope: !23)
!314 = !DILocation(line: 68, column: 27, scope: !304, inlinedAt: !313)
!315 = !DILocation(line: 69, column: 15, scope: !304, inlinedAt: !313)
!316 = distinct !{!316, !312, !317, !132, !147}
!317 = !DILocation(line: 69, column: 18, scope: !299, inlinedAt: !313)
!318 = !DILocation(line: 0, scope: !299, inlinedAt: !313)
!319 = !DILocation(line: 69, column: 5, scope: !304, inlinedAt: !313)
!320 = !DILocation(line: 68, column: 21, scope: !304, inlinedAt: !313)
!321 = distinct !{!321, !312, !317, !132, !244, !147}
!322 = !DILocation(line: 0, scope: !293, inlinedAt: !313)
!323 = !DILocation(line: 102, column: 8, scope: !23)
!324 = !DILocation(line: 102, column: 19, scope: !23)
!325 = !DILocation(line: 102, column: 17, scope: !23)
!326 = !DILocation(line: 106, column: 10, scope: !23)
!327 = !DILocation(line: 0, scope: !293, inlinedAt: !328)
!328 = distinct !DILocation(line: 107, column: 3, scope: !23)
!329 = !DILocation(line: 0, scope: !299, inlinedAt: !328)
!330 = !DILocation(line: 68, column: 3, scope: !299, inlinedAt: !328)
!331 = !DILocation(line: 68, column: 27, scope: !304, inlinedAt: !328)
!332 = !DILocation(line: 69, column: 15, scope: !304, inlinedAt: !328)
!333 = distinct !{!333, !330, !334, !132, !147}
!334 = !DILocation(line: 69, column: 18, scope: !299, inlinedAt: !328)
!335 = !DILocation(line: 69, column: 5, scope: !304, inlinedAt: !328)
!336 = !DILocation(line: 68, column: 21, scope: !304, inlinedAt: !328)
!337 = distinct !{!337, !330, !334, !132, !244, !147}
!338 = !DILocation(line: 102, column: 5, scope: !23)
!339 = !DILocation(line: 108, column: 17, scope: !23)
!340 = !DILocation(line: 108, column: 8, scope: !23)
!341 = !DILocation(line: 108, column: 5, scope: !23)
!342 = !DILocation(line: 110, column: 3, scope: !23)
!343 = !DILocation(line: 0, scope: !71)
!344 = !DILocation(line: 112, column: 15, scope: !345)
!345 = distinct !DILexicalBlock(scope: !71, file: !3, line: 111, column: 3)
!346 = !DILocation(line: 112, column: 5, scope: !345)
!347 = !DILocation(line: 113, column: 3, scope: !23)
!348 = !DILocation(line: 0, scope: !73)
!349 = !DILocation(line: 114, column: 3, scope: !73)
!350 = !DILocation(line: 91, column: 10, scope: !60)
!351 = !DILocation(line: 91, column: 14, scope: !60)
!352 = !{!276, !277, i64 0}
!353 = !DILocation(line: 92, column: 17, scope: !60)
!354 = !DILocation(line: 92, column: 10, scope: !60)
!355 = !DILocation(line: 92, column: 15, scope: !60)
!356 = !DILocation(line: 0, scope: !59)
!357 = !DILocation(line: 93, column: 5, scope: !59)
!358 = !DILocation(line: 93, column: 29, scope: !359)
!359 = distinct !DILexicalBlock(scope: !59, file: !3, line: 93, column: 5)
!360 = !DILocation(line: 94, column: 20, scope: !359)
!361 = distinct !{!361, !357, !362, !132, !147}
!362 = !DILocation(line: 94, column: 22, scope: !59)
!363 = distinct !{!363, !173}
!364 = !DILocation(line: 90, column: 27, scope: !61)
!365 = !DILocation(line: 90, column: 21, scope: !61)
!366 = distinct !{!366, !249, !367, !132}
!367 = !DILocation(line: 95, column: 3, scope: !57)
!368 = !DILocation(line: 94, column: 7, scope: !359)
!369 = !DILocation(line: 93, column: 23, scope: !359)
!370 = distinct !{!370, !357, !362, !132, !244, !147}
!371 = !DILocation(line: 114, column: 21, scope: !372)
!372 = distinct !DILexicalBlock(scope: !73, file: !3, line: 114, column: 3)
!373 = !DILocation(line: 116, column: 3, scope: !23)
!374 = !DILocation(line: 117, column: 10, scope: !23)
!375 = !DILocation(line: 117, column: 3, scope: !23)
!376 = !DILocation(line: 118, column: 10, scope: !23)
!377 = !DILocation(line: 118, column: 3, scope: !23)
!378 = !DILocation(line: 120, column: 1, scope: !23)
!379 = !DILocation(line: 115, column: 10, scope: !372)
!380 = !DILocation(line: 115, column: 5, scope: !372)
!381 = !DILocation(line: 114, column: 27, scope: !372)
!382 = distinct !{!382, !349, !383, !132}
!383 = !DILocation(line: 115, column: 14, scope: !73)
