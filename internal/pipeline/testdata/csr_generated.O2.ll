; ModuleID = 'csr_generated.c'
source_filename = "csr_generated.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.CSR = type { i32, i32, i32*, i32*, double* }

@.str = private unnamed_addr constant [8 x i8] c"%ld %g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !45
  %3 = icmp sgt i32 %0, 1, !dbg !46
  br i1 %3, label %4, label %21, !dbg !47

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !48
  %6 = load i8*, i8** %5, align 8, !dbg !48, !tbaa !49
  call void @llvm.dbg.value(metadata i8* %6, metadata !53, metadata !DIExpression()) #8, !dbg !61
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !63
  %8 = trunc i64 %7 to i32, !dbg !64
  call void @llvm.dbg.value(metadata i32 %8, metadata !22, metadata !DIExpression()), !dbg !45
  %9 = icmp eq i32 %0, 2, !dbg !65
  br i1 %9, label %21, label %10, !dbg !66

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !67
  %12 = load i8*, i8** %11, align 8, !dbg !67, !tbaa !49
  call void @llvm.dbg.value(metadata i8* %12, metadata !53, metadata !DIExpression()) #8, !dbg !68
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !70
  %14 = trunc i64 %13 to i32, !dbg !71
  call void @llvm.dbg.value(metadata i32 %14, metadata !23, metadata !DIExpression()), !dbg !45
  %15 = icmp ugt i32 %0, 3, !dbg !72
  br i1 %15, label %16, label %21, !dbg !73

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !74
  %18 = load i8*, i8** %17, align 8, !dbg !74, !tbaa !49
  call void @llvm.dbg.value(metadata i8* %18, metadata !53, metadata !DIExpression()) #8, !dbg !75
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #8, !dbg !77
  %20 = trunc i64 %19 to i32, !dbg !78
  br label %21, !dbg !73

21:                                               ; preds = %2, %4, %10, %16
  %22 = phi i32 [ %14, %16 ], [ %14, %10 ], [ 8, %4 ], [ 8, %2 ]
  %23 = phi i32 [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %24 = phi i32 [ %20, %16 ], [ 3, %10 ], [ 3, %4 ], [ 3, %2 ], !dbg !73
  call void @llvm.dbg.value(metadata i32 %24, metadata !24, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 %8, metadata !79, metadata !DIExpression()) #8, !dbg !94
  call void @llvm.dbg.value(metadata i32 %14, metadata !84, metadata !DIExpression()) #8, !dbg !94
  call void @llvm.dbg.value(metadata i32 42, metadata !85, metadata !DIExpression()) #8, !dbg !94
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !45
  call void @llvm.dbg.value(metadata i32 %8, metadata !86, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !94
  %25 = mul nsw i32 %23, %22, !dbg !96
  call void @llvm.dbg.value(metadata i32 %25, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !45
  call void @llvm.dbg.value(metadata i32 %25, metadata !86, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !94
  %26 = add nsw i32 %23, 1, !dbg !97
  %27 = sext i32 %26 to i64, !dbg !98
  %28 = shl nsw i64 %27, 2, !dbg !99
  %29 = tail call noalias i8* @malloc(i64 noundef %28) #8, !dbg !100
  %30 = bitcast i8* %29 to i32*, !dbg !101
  call void @llvm.dbg.value(metadata i32* %30, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !45
  call void @llvm.dbg.value(metadata i32* %30, metadata !86, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !94
  %31 = sext i32 %25 to i64, !dbg !102
  %32 = shl nsw i64 %31, 2, !dbg !103
  %33 = tail call noalias i8* @malloc(i64 noundef %32) #8, !dbg !104
  %34 = bitcast i8* %33 to i32*, !dbg !105
  call void @llvm.dbg.value(metadata i32* %34, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !45
  call void @llvm.dbg.value(metadata i32* %34, metadata !86, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !94
  %35 = shl nsw i64 %31, 3, !dbg !106
  %36 = tail call noalias i8* @malloc(i64 noundef %35) #8, !dbg !107
  %37 = bitcast i8* %36 to double*, !dbg !108
  call void @llvm.dbg.value(metadata double* %37, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !45
  call void @llvm.dbg.value(metadata double* %37, metadata !86, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !94
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()) #8, !dbg !94
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()) #8, !dbg !109
  %38 = icmp sgt i32 %23, 0, !dbg !110
  br i1 %38, label %39, label %71, !dbg !111

39:                                               ; preds = %21
  %40 = icmp sgt i32 %22, 0
  %41 = zext i32 %23 to i64, !dbg !110
  br label %42, !dbg !111

42:                                               ; preds = %51, %39
  %43 = phi i64 [ 0, %39 ], [ %54, %51 ]
  %44 = phi i32 [ 0, %39 ], [ %53, %51 ]
  %45 = phi i32 [ 42, %39 ], [ %52, %51 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !88, metadata !DIExpression()) #8, !dbg !109
  call void @llvm.dbg.value(metadata i32 %44, metadata !87, metadata !DIExpression()) #8, !dbg !94
  call void @llvm.dbg.value(metadata i32 %45, metadata !85, metadata !DIExpression()) #8, !dbg !94
  %46 = getelementptr inbounds i32, i32* %30, i64 %43, !dbg !112
  store i32 %44, i32* %46, align 4, !dbg !113, !tbaa !114, !noalias !116
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()) #8, !dbg !119
  br i1 %40, label %47, label %51, !dbg !120

47:                                               ; preds = %42
  %48 = sext i32 %44 to i64, !dbg !120
  br label %56, !dbg !120

49:                                               ; preds = %56
  %50 = trunc i64 %69 to i32, !dbg !121
  br label %51, !dbg !121

51:                                               ; preds = %49, %42
  %52 = phi i32 [ %45, %42 ], [ %61, %49 ]
  %53 = phi i32 [ %44, %42 ], [ %50, %49 ], !dbg !94
  %54 = add nuw nsw i64 %43, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %54, metadata !88, metadata !DIExpression()) #8, !dbg !109
  call void @llvm.dbg.value(metadata i32 %53, metadata !87, metadata !DIExpression()) #8, !dbg !94
  call void @llvm.dbg.value(metadata i32 %52, metadata !85, metadata !DIExpression()) #8, !dbg !94
  %55 = icmp eq i64 %54, %41, !dbg !110
  br i1 %55, label %71, label %42, !dbg !111, !llvm.loop !122

56:                                               ; preds = %56, %47
  %57 = phi i64 [ %48, %47 ], [ %69, %56 ]
  %58 = phi i32 [ 0, %47 ], [ %65, %56 ]
  %59 = phi i32 [ %45, %47 ], [ %61, %56 ]
  call void @llvm.dbg.value(metadata i32 %58, metadata !90, metadata !DIExpression()) #8, !dbg !119
  call void @llvm.dbg.value(metadata i64 %57, metadata !87, metadata !DIExpression()) #8, !dbg !94
  call void @llvm.dbg.value(metadata i32 %59, metadata !85, metadata !DIExpression()) #8, !dbg !94
  %60 = mul i32 %59, 1103515245, !dbg !125
  %61 = add i32 %60, 12345, !dbg !128
  call void @llvm.dbg.value(metadata i32 %61, metadata !85, metadata !DIExpression()) #8, !dbg !94
  %62 = lshr i32 %61, 8, !dbg !129
  %63 = urem i32 %62, %23, !dbg !130
  %64 = getelementptr inbounds i32, i32* %34, i64 %57, !dbg !131
  store i32 %63, i32* %64, align 4, !dbg !132, !tbaa !114, !noalias !116
  %65 = add nuw nsw i32 %58, 1, !dbg !133
  %66 = sitofp i32 %65 to double, !dbg !134
  %67 = fdiv double 1.000000e+00, %66, !dbg !135
  %68 = getelementptr inbounds double, double* %37, i64 %57, !dbg !136
  store double %67, double* %68, align 8, !dbg !137, !tbaa !138, !noalias !116
  %69 = add nsw i64 %57, 1, !dbg !140
  call void @llvm.dbg.value(metadata i32 %65, metadata !90, metadata !DIExpression()) #8, !dbg !119
  call void @llvm.dbg.value(metadata i64 %69, metadata !87, metadata !DIExpression()) #8, !dbg !94
  %70 = icmp eq i32 %65, %22, !dbg !141
  br i1 %70, label %49, label %56, !dbg !120, !llvm.loop !142

71:                                               ; preds = %51, %21
  %72 = phi i32 [ 0, %21 ], [ %53, %51 ], !dbg !144
  %73 = sext i32 %23 to i64, !dbg !145
  %74 = getelementptr inbounds i32, i32* %30, i64 %73, !dbg !145
  store i32 %72, i32* %74, align 4, !dbg !146, !tbaa !114, !noalias !116
  %75 = shl nsw i64 %73, 3, !dbg !147
  %76 = tail call noalias i8* @malloc(i64 noundef %75) #8, !dbg !148
  %77 = bitcast i8* %76 to double*, !dbg !148
  call void @llvm.dbg.value(metadata double* %77, metadata !37, metadata !DIExpression()), !dbg !45
  %78 = tail call noalias i8* @malloc(i64 noundef %75) #8, !dbg !149
  %79 = bitcast i8* %78 to double*, !dbg !149
  call void @llvm.dbg.value(metadata double* %79, metadata !38, metadata !DIExpression()), !dbg !45
  %80 = icmp ne i8* %29, null, !dbg !150
  %81 = icmp ne i8* %33, null
  %82 = and i1 %80, %81, !dbg !152
  %83 = icmp ne i8* %36, null
  %84 = and i1 %82, %83, !dbg !152
  %85 = icmp ne i8* %76, null
  %86 = and i1 %84, %85, !dbg !152
  %87 = icmp ne i8* %78, null
  %88 = and i1 %86, %87, !dbg !152
  br i1 %88, label %89, label %212, !dbg !152

89:                                               ; preds = %71
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !153
  br i1 %38, label %90, label %116, !dbg !154

90:                                               ; preds = %89
  %91 = zext i32 %23 to i64, !dbg !155
  %92 = icmp ult i32 %23, 4, !dbg !154
  br i1 %92, label %114, label %93, !dbg !154

93:                                               ; preds = %90
  %94 = and i64 %91, 4294967292, !dbg !154
  br label %95, !dbg !154

95:                                               ; preds = %95, %93
  %96 = phi i64 [ 0, %93 ], [ %109, %95 ], !dbg !157
  %97 = phi <2 x i32> [ <i32 0, i32 1>, %93 ], [ %110, %95 ], !dbg !158
  %98 = add <2 x i32> %97, <i32 2, i32 2>, !dbg !158
  %99 = urem <2 x i32> %97, <i32 7, i32 7>, !dbg !158
  %100 = urem <2 x i32> %98, <i32 7, i32 7>, !dbg !158
  %101 = add nuw nsw <2 x i32> %99, <i32 1, i32 1>, !dbg !159
  %102 = add nuw nsw <2 x i32> %100, <i32 1, i32 1>, !dbg !159
  %103 = sitofp <2 x i32> %101 to <2 x double>, !dbg !159
  %104 = sitofp <2 x i32> %102 to <2 x double>, !dbg !159
  %105 = getelementptr inbounds double, double* %77, i64 %96, !dbg !157
  %106 = bitcast double* %105 to <2 x double>*, !dbg !160
  store <2 x double> %103, <2 x double>* %106, align 8, !dbg !160, !tbaa !138
  %107 = getelementptr inbounds double, double* %105, i64 2, !dbg !160
  %108 = bitcast double* %107 to <2 x double>*, !dbg !160
  store <2 x double> %104, <2 x double>* %108, align 8, !dbg !160, !tbaa !138
  %109 = add nuw i64 %96, 4, !dbg !157
  %110 = add <2 x i32> %97, <i32 4, i32 4>, !dbg !158
  %111 = icmp eq i64 %109, %94, !dbg !157
  br i1 %111, label %112, label %95, !dbg !157, !llvm.loop !161

112:                                              ; preds = %95
  %113 = icmp eq i64 %94, %91, !dbg !154
  br i1 %113, label %116, label %114, !dbg !154

114:                                              ; preds = %90, %112
  %115 = phi i64 [ 0, %90 ], [ %94, %112 ]
  br label %120, !dbg !154

116:                                              ; preds = %120, %112, %89
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i64 0, metadata !41, metadata !DIExpression()), !dbg !45
  %117 = icmp sgt i32 %24, 0, !dbg !165
  call void @llvm.assume(i1 %117), !dbg !167
  %118 = lshr i32 %23, 1
  %119 = zext i32 %23 to i64
  br label %132, !dbg !167

120:                                              ; preds = %114, %120
  %121 = phi i64 [ %127, %120 ], [ %115, %114 ]
  call void @llvm.dbg.value(metadata i64 %121, metadata !39, metadata !DIExpression()), !dbg !153
  %122 = trunc i64 %121 to i32, !dbg !158
  %123 = urem i32 %122, 7, !dbg !158
  %124 = add nuw nsw i32 %123, 1, !dbg !159
  %125 = sitofp i32 %124 to double, !dbg !159
  %126 = getelementptr inbounds double, double* %77, i64 %121, !dbg !168
  store double %125, double* %126, align 8, !dbg !160, !tbaa !138
  %127 = add nuw nsw i64 %121, 1, !dbg !157
  call void @llvm.dbg.value(metadata i64 %127, metadata !39, metadata !DIExpression()), !dbg !153
  %128 = icmp eq i64 %127, %91, !dbg !155
  br i1 %128, label %116, label %120, !dbg !154, !llvm.loop !169

129:                                              ; preds = %207
  %130 = load double, double* %79, align 8, !dbg !171, !tbaa !138
  %131 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef %209, double noundef %130), !dbg !172
  tail call void @free(i8* noundef %29) #8, !dbg !173
  tail call void @free(i8* noundef %33) #8, !dbg !174
  tail call void @free(i8* noundef %36) #8, !dbg !175
  tail call void @free(i8* noundef %76) #8, !dbg !176
  tail call void @free(i8* noundef %78) #8, !dbg !177
  br label %212

132:                                              ; preds = %116, %207
  %133 = phi i32 [ 0, %116 ], [ %210, %207 ]
  %134 = phi i64 [ 0, %116 ], [ %209, %207 ]
  call void @llvm.dbg.value(metadata i32 %133, metadata !43, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i64 %134, metadata !41, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata %struct.CSR* undef, metadata !178, metadata !DIExpression()) #8, !dbg !197
  call void @llvm.dbg.value(metadata double* %77, metadata !187, metadata !DIExpression()) #8, !dbg !197
  call void @llvm.dbg.value(metadata double* %79, metadata !188, metadata !DIExpression()) #8, !dbg !197
  call void @llvm.dbg.value(metadata i32 0, metadata !190, metadata !DIExpression()) #8, !dbg !199
  call void @llvm.dbg.value(metadata i64 0, metadata !189, metadata !DIExpression()) #8, !dbg !197
  br i1 %38, label %135, label %207, !dbg !200

135:                                              ; preds = %132
  %136 = load i32, i32* %30, align 4, !dbg !201, !tbaa !114
  br label %137, !dbg !200

137:                                              ; preds = %173, %135
  %138 = phi i32 [ %136, %135 ], [ %143, %173 ], !dbg !201
  %139 = phi i64 [ 0, %135 ], [ %141, %173 ]
  %140 = phi i64 [ 0, %135 ], [ %174, %173 ]
  call void @llvm.dbg.value(metadata i64 %139, metadata !190, metadata !DIExpression()) #8, !dbg !199
  call void @llvm.dbg.value(metadata i64 %140, metadata !189, metadata !DIExpression()) #8, !dbg !197
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !192, metadata !DIExpression()) #8, !dbg !202
  call void @llvm.dbg.value(metadata i32 %138, metadata !195, metadata !DIExpression()) #8, !dbg !203
  %141 = add nuw nsw i64 %139, 1
  %142 = getelementptr inbounds i32, i32* %30, i64 %141
  %143 = load i32, i32* %142, align 4, !tbaa !114
  %144 = icmp slt i32 %138, %143, !dbg !204
  br i1 %144, label %145, label %173, !dbg !206

145:                                              ; preds = %137
  %146 = sext i32 %138 to i64, !dbg !206
  %147 = sext i32 %143 to i64, !dbg !204
  %148 = sub nsw i64 %147, %146, !dbg !206
  %149 = xor i64 %146, -1, !dbg !206
  %150 = and i64 %148, 1, !dbg !206
  %151 = icmp eq i64 %150, 0, !dbg !206
  br i1 %151, label %165, label %152, !dbg !206

152:                                              ; preds = %145
  call void @llvm.dbg.value(metadata i64 %146, metadata !195, metadata !DIExpression()) #8, !dbg !203
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !192, metadata !DIExpression()) #8, !dbg !202
  call void @llvm.dbg.value(metadata i64 %140, metadata !189, metadata !DIExpression()) #8, !dbg !197
  %153 = getelementptr inbounds double, double* %37, i64 %146, !dbg !207
  %154 = load double, double* %153, align 8, !dbg !207, !tbaa !138
  %155 = getelementptr inbounds i32, i32* %34, i64 %146, !dbg !209
  %156 = load i32, i32* %155, align 4, !dbg !209, !tbaa !114
  %157 = sext i32 %156 to i64, !dbg !210
  %158 = getelementptr inbounds double, double* %77, i64 %157, !dbg !210
  %159 = load double, double* %158, align 8, !dbg !210, !tbaa !138
  %160 = tail call double @llvm.fmuladd.f64(double %154, double %159, double 0.000000e+00) #8, !dbg !211
  call void @llvm.dbg.value(metadata double %160, metadata !192, metadata !DIExpression()) #8, !dbg !202
  %161 = icmp sgt i32 %156, %118, !dbg !212
  %162 = zext i1 %161 to i64, !dbg !214
  %163 = add nsw i64 %140, %162, !dbg !214
  call void @llvm.dbg.value(metadata i64 %163, metadata !189, metadata !DIExpression()) #8, !dbg !197
  %164 = add nsw i64 %146, 1, !dbg !215
  call void @llvm.dbg.value(metadata i64 %164, metadata !195, metadata !DIExpression()) #8, !dbg !203
  br label %165, !dbg !206

165:                                              ; preds = %152, %145
  %166 = phi double [ undef, %145 ], [ %160, %152 ]
  %167 = phi i64 [ undef, %145 ], [ %163, %152 ]
  %168 = phi i64 [ %146, %145 ], [ %164, %152 ]
  %169 = phi double [ 0.000000e+00, %145 ], [ %160, %152 ]
  %170 = phi i64 [ %140, %145 ], [ %163, %152 ]
  %171 = sub nsw i64 0, %147, !dbg !206
  %172 = icmp eq i64 %149, %171, !dbg !206
  br i1 %172, label %173, label %178, !dbg !206

173:                                              ; preds = %165, %178, %137
  %174 = phi i64 [ %140, %137 ], [ %167, %165 ], [ %204, %178 ], !dbg !197
  %175 = phi double [ 0.000000e+00, %137 ], [ %166, %165 ], [ %201, %178 ], !dbg !202
  %176 = getelementptr inbounds double, double* %79, i64 %139, !dbg !216
  store double %175, double* %176, align 8, !dbg !217, !tbaa !138
  call void @llvm.dbg.value(metadata i64 %141, metadata !190, metadata !DIExpression()) #8, !dbg !199
  call void @llvm.dbg.value(metadata i64 %174, metadata !189, metadata !DIExpression()) #8, !dbg !197
  %177 = icmp eq i64 %141, %119, !dbg !218
  br i1 %177, label %207, label %137, !dbg !200, !llvm.loop !219

178:                                              ; preds = %165, %178
  %179 = phi i64 [ %205, %178 ], [ %168, %165 ]
  %180 = phi double [ %201, %178 ], [ %169, %165 ]
  %181 = phi i64 [ %204, %178 ], [ %170, %165 ]
  call void @llvm.dbg.value(metadata i64 %179, metadata !195, metadata !DIExpression()) #8, !dbg !203
  call void @llvm.dbg.value(metadata double %180, metadata !192, metadata !DIExpression()) #8, !dbg !202
  call void @llvm.dbg.value(metadata i64 %181, metadata !189, metadata !DIExpression()) #8, !dbg !197
  %182 = getelementptr inbounds double, double* %37, i64 %179, !dbg !207
  %183 = load double, double* %182, align 8, !dbg !207, !tbaa !138
  %184 = getelementptr inbounds i32, i32* %34, i64 %179, !dbg !209
  %185 = load i32, i32* %184, align 4, !dbg !209, !tbaa !114
  %186 = sext i32 %185 to i64, !dbg !210
  %187 = getelementptr inbounds double, double* %77, i64 %186, !dbg !210
  %188 = load double, double* %187, align 8, !dbg !210, !tbaa !138
  %189 = tail call double @llvm.fmuladd.f64(double %183, double %188, double %180) #8, !dbg !211
  call void @llvm.dbg.value(metadata double %189, metadata !192, metadata !DIExpression()) #8, !dbg !202
  %190 = icmp sgt i32 %185, %118, !dbg !212
  %191 = zext i1 %190 to i64, !dbg !214
  %192 = add nsw i64 %181, %191, !dbg !214
  call void @llvm.dbg.value(metadata i64 %192, metadata !189, metadata !DIExpression()) #8, !dbg !197
  %193 = add nsw i64 %179, 1, !dbg !215
  call void @llvm.dbg.value(metadata i64 %193, metadata !195, metadata !DIExpression()) #8, !dbg !203
  call void @llvm.dbg.value(metadata i64 %193, metadata !195, metadata !DIExpression()) #8, !dbg !203
  call void @llvm.dbg.value(metadata double %189, metadata !192, metadata !DIExpression()) #8, !dbg !202
  call void @llvm.dbg.value(metadata i64 %192, metadata !189, metadata !DIExpression()) #8, !dbg !197
  %194 = getelementptr inbounds double, double* %37, i64 %193, !dbg !207
  %195 = load double, double* %194, align 8, !dbg !207, !tbaa !138
  %196 = getelementptr inbounds i32, i32* %34, i64 %193, !dbg !209
  %197 = load i32, i32* %196, align 4, !dbg !209, !tbaa !114
  %198 = sext i32 %197 to i64, !dbg !210
  %199 = getelementptr inbounds double, double* %77, i64 %198, !dbg !210
  %200 = load double, double* %199, align 8, !dbg !210, !tbaa !138
  %201 = tail call double @llvm.fmuladd.f64(double %195, double %200, double %189) #8, !dbg !211
  call void @llvm.dbg.value(metadata double %201, metadata !192, metadata !DIExpression()) #8, !dbg !202
  %202 = icmp sgt i32 %197, %118, !dbg !212
  %203 = zext i1 %202 to i64, !dbg !214
  %204 = add nsw i64 %192, %203, !dbg !214
  call void @llvm.dbg.value(metadata i64 %204, metadata !189, metadata !DIExpression()) #8, !dbg !197
  %205 = add nsw i64 %179, 2, !dbg !215
  call void @llvm.dbg.value(metadata i64 %205, metadata !195, metadata !DIExpression()) #8, !dbg !203
  %206 = icmp eq i64 %205, %147, !dbg !204
  br i1 %206, label %173, label %178, !dbg !206, !llvm.loop !221

207:                                              ; preds = %173, %132
  %208 = phi i64 [ 0, %132 ], [ %174, %173 ], !dbg !223
  %209 = add nsw i64 %208, %134, !dbg !224
  call void @llvm.dbg.value(metadata i64 %209, metadata !41, metadata !DIExpression()), !dbg !45
  %210 = add nuw nsw i32 %133, 1, !dbg !225
  call void @llvm.dbg.value(metadata i32 %210, metadata !43, metadata !DIExpression()), !dbg !164
  %211 = icmp eq i32 %210, %24, !dbg !165
  br i1 %211, label %129, label %132, !dbg !167, !llvm.loop !226

212:                                              ; preds = %71, %129
  %213 = phi i32 [ 0, %129 ], [ 1, %71 ], !dbg !45
  ret i32 %213, !dbg !228
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

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "csr_generated.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "5a3557358176481b1828efeee6bc1548")
!2 = !{!3, !4, !7, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 53, type: !17, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!3, !3, !4}
!19 = !{!20, !21, !22, !23, !24, !25, !37, !38, !39, !41, !43}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 53, type: !3)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 53, type: !4)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 55, type: !3)
!23 = !DILocalVariable(name: "per_row", scope: !16, file: !1, line: 56, type: !3)
!24 = !DILocalVariable(name: "iters", scope: !16, file: !1, line: 57, type: !3)
!25 = !DILocalVariable(name: "m", scope: !16, file: !1, line: 58, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "CSR", file: !1, line: 14, baseType: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 256, elements: !28)
!28 = !{!29, !30, !31, !33, !34}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !27, file: !1, line: 10, baseType: !3, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "nnz", scope: !27, file: !1, line: 10, baseType: !3, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "rowptr", scope: !27, file: !1, line: 11, baseType: !32, size: 64, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !27, file: !1, line: 12, baseType: !32, size: 64, offset: 128)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !27, file: !1, line: 13, baseType: !35, size: 64, offset: 192)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!37 = !DILocalVariable(name: "x", scope: !16, file: !1, line: 59, type: !35)
!38 = !DILocalVariable(name: "y", scope: !16, file: !1, line: 60, type: !35)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 63, type: !3)
!40 = distinct !DILexicalBlock(scope: !16, file: !1, line: 63, column: 3)
!41 = !DILocalVariable(name: "far", scope: !16, file: !1, line: 65, type: !42)
!42 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!43 = !DILocalVariable(name: "it", scope: !44, file: !1, line: 66, type: !3)
!44 = distinct !DILexicalBlock(scope: !16, file: !1, line: 66, column: 3)
!45 = !DILocation(line: 0, scope: !16)
!46 = !DILocation(line: 55, column: 16, scope: !16)
!47 = !DILocation(line: 55, column: 11, scope: !16)
!48 = !DILocation(line: 55, column: 27, scope: !16)
!49 = !{!50, !50, i64 0}
!50 = !{!"any pointer", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocalVariable(name: "__nptr", arg: 1, scope: !54, file: !55, line: 362, type: !58)
!54 = distinct !DISubprogram(name: "atoi", scope: !55, file: !55, line: 362, type: !56, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!55 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!56 = !DISubroutineType(types: !57)
!57 = !{!3, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!60 = !{!53}
!61 = !DILocation(line: 0, scope: !54, inlinedAt: !62)
!62 = distinct !DILocation(line: 55, column: 22, scope: !16)
!63 = !DILocation(line: 364, column: 16, scope: !54, inlinedAt: !62)
!64 = !DILocation(line: 364, column: 10, scope: !54, inlinedAt: !62)
!65 = !DILocation(line: 56, column: 22, scope: !16)
!66 = !DILocation(line: 56, column: 17, scope: !16)
!67 = !DILocation(line: 56, column: 33, scope: !16)
!68 = !DILocation(line: 0, scope: !54, inlinedAt: !69)
!69 = distinct !DILocation(line: 56, column: 28, scope: !16)
!70 = !DILocation(line: 364, column: 16, scope: !54, inlinedAt: !69)
!71 = !DILocation(line: 364, column: 10, scope: !54, inlinedAt: !69)
!72 = !DILocation(line: 57, column: 20, scope: !16)
!73 = !DILocation(line: 57, column: 15, scope: !16)
!74 = !DILocation(line: 57, column: 31, scope: !16)
!75 = !DILocation(line: 0, scope: !54, inlinedAt: !76)
!76 = distinct !DILocation(line: 57, column: 26, scope: !16)
!77 = !DILocation(line: 364, column: 16, scope: !54, inlinedAt: !76)
!78 = !DILocation(line: 364, column: 10, scope: !54, inlinedAt: !76)
!79 = !DILocalVariable(name: "n", arg: 1, scope: !80, file: !1, line: 16, type: !3)
!80 = distinct !DISubprogram(name: "make_matrix", scope: !1, file: !1, line: 16, type: !81, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!26, !3, !3, !8}
!83 = !{!79, !84, !85, !86, !87, !88, !90}
!84 = !DILocalVariable(name: "per_row", arg: 2, scope: !80, file: !1, line: 16, type: !3)
!85 = !DILocalVariable(name: "seed", arg: 3, scope: !80, file: !1, line: 16, type: !8)
!86 = !DILocalVariable(name: "m", scope: !80, file: !1, line: 18, type: !26)
!87 = !DILocalVariable(name: "k", scope: !80, file: !1, line: 24, type: !3)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 25, type: !3)
!89 = distinct !DILexicalBlock(scope: !80, file: !1, line: 25, column: 3)
!90 = !DILocalVariable(name: "j", scope: !91, file: !1, line: 27, type: !3)
!91 = distinct !DILexicalBlock(scope: !92, file: !1, line: 27, column: 5)
!92 = distinct !DILexicalBlock(scope: !93, file: !1, line: 25, column: 31)
!93 = distinct !DILexicalBlock(scope: !89, file: !1, line: 25, column: 3)
!94 = !DILocation(line: 0, scope: !80, inlinedAt: !95)
!95 = distinct !DILocation(line: 58, column: 11, scope: !16)
!96 = !DILocation(line: 20, column: 13, scope: !80, inlinedAt: !95)
!97 = !DILocation(line: 21, column: 24, scope: !80, inlinedAt: !95)
!98 = !DILocation(line: 21, column: 21, scope: !80, inlinedAt: !95)
!99 = !DILocation(line: 21, column: 29, scope: !80, inlinedAt: !95)
!100 = !DILocation(line: 21, column: 14, scope: !80, inlinedAt: !95)
!101 = !DILocation(line: 21, column: 12, scope: !80, inlinedAt: !95)
!102 = !DILocation(line: 22, column: 18, scope: !80, inlinedAt: !95)
!103 = !DILocation(line: 22, column: 24, scope: !80, inlinedAt: !95)
!104 = !DILocation(line: 22, column: 11, scope: !80, inlinedAt: !95)
!105 = !DILocation(line: 22, column: 9, scope: !80, inlinedAt: !95)
!106 = !DILocation(line: 23, column: 24, scope: !80, inlinedAt: !95)
!107 = !DILocation(line: 23, column: 11, scope: !80, inlinedAt: !95)
!108 = !DILocation(line: 23, column: 9, scope: !80, inlinedAt: !95)
!109 = !DILocation(line: 0, scope: !89, inlinedAt: !95)
!110 = !DILocation(line: 25, column: 21, scope: !93, inlinedAt: !95)
!111 = !DILocation(line: 25, column: 3, scope: !89, inlinedAt: !95)
!112 = !DILocation(line: 26, column: 5, scope: !92, inlinedAt: !95)
!113 = !DILocation(line: 26, column: 17, scope: !92, inlinedAt: !95)
!114 = !{!115, !115, i64 0}
!115 = !{!"int", !51, i64 0}
!116 = !{!117}
!117 = distinct !{!117, !118, !"make_matrix: argument 0"}
!118 = distinct !{!118, !"make_matrix"}
!119 = !DILocation(line: 0, scope: !91, inlinedAt: !95)
!120 = !DILocation(line: 27, column: 5, scope: !91, inlinedAt: !95)
!121 = !DILocation(line: 25, column: 27, scope: !93, inlinedAt: !95)
!122 = distinct !{!122, !111, !123, !124}
!123 = !DILocation(line: 33, column: 3, scope: !89, inlinedAt: !95)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocation(line: 28, column: 19, scope: !126, inlinedAt: !95)
!126 = distinct !DILexicalBlock(scope: !127, file: !1, line: 27, column: 39)
!127 = distinct !DILexicalBlock(scope: !91, file: !1, line: 27, column: 5)
!128 = !DILocation(line: 28, column: 33, scope: !126, inlinedAt: !95)
!129 = !DILocation(line: 29, column: 30, scope: !126, inlinedAt: !95)
!130 = !DILocation(line: 29, column: 36, scope: !126, inlinedAt: !95)
!131 = !DILocation(line: 29, column: 7, scope: !126, inlinedAt: !95)
!132 = !DILocation(line: 29, column: 16, scope: !126, inlinedAt: !95)
!133 = !DILocation(line: 30, column: 27, scope: !126, inlinedAt: !95)
!134 = !DILocation(line: 30, column: 24, scope: !126, inlinedAt: !95)
!135 = !DILocation(line: 30, column: 22, scope: !126, inlinedAt: !95)
!136 = !DILocation(line: 30, column: 7, scope: !126, inlinedAt: !95)
!137 = !DILocation(line: 30, column: 16, scope: !126, inlinedAt: !95)
!138 = !{!139, !139, i64 0}
!139 = !{!"double", !51, i64 0}
!140 = !DILocation(line: 31, column: 8, scope: !126, inlinedAt: !95)
!141 = !DILocation(line: 27, column: 23, scope: !127, inlinedAt: !95)
!142 = distinct !{!142, !120, !143, !124}
!143 = !DILocation(line: 32, column: 5, scope: !91, inlinedAt: !95)
!144 = !DILocation(line: 24, column: 7, scope: !80, inlinedAt: !95)
!145 = !DILocation(line: 34, column: 3, scope: !80, inlinedAt: !95)
!146 = !DILocation(line: 34, column: 15, scope: !80, inlinedAt: !95)
!147 = !DILocation(line: 59, column: 24, scope: !16)
!148 = !DILocation(line: 59, column: 15, scope: !16)
!149 = !DILocation(line: 60, column: 15, scope: !16)
!150 = !DILocation(line: 61, column: 8, scope: !151)
!151 = distinct !DILexicalBlock(scope: !16, file: !1, line: 61, column: 7)
!152 = !DILocation(line: 61, column: 17, scope: !151)
!153 = !DILocation(line: 0, scope: !40)
!154 = !DILocation(line: 63, column: 3, scope: !40)
!155 = !DILocation(line: 63, column: 21, scope: !156)
!156 = distinct !DILexicalBlock(scope: !40, file: !1, line: 63, column: 3)
!157 = !DILocation(line: 63, column: 27, scope: !156)
!158 = !DILocation(line: 64, column: 20, scope: !156)
!159 = !DILocation(line: 64, column: 16, scope: !156)
!160 = !DILocation(line: 64, column: 10, scope: !156)
!161 = distinct !{!161, !154, !162, !124, !163}
!162 = !DILocation(line: 64, column: 22, scope: !40)
!163 = !{!"llvm.loop.isvectorized", i32 1}
!164 = !DILocation(line: 0, scope: !44)
!165 = !DILocation(line: 66, column: 23, scope: !166)
!166 = distinct !DILexicalBlock(scope: !44, file: !1, line: 66, column: 3)
!167 = !DILocation(line: 66, column: 3, scope: !44)
!168 = !DILocation(line: 64, column: 5, scope: !156)
!169 = distinct !{!169, !154, !162, !124, !170, !163}
!170 = !{!"llvm.loop.unroll.runtime.disable"}
!171 = !DILocation(line: 68, column: 27, scope: !16)
!172 = !DILocation(line: 68, column: 3, scope: !16)
!173 = !DILocation(line: 69, column: 3, scope: !16)
!174 = !DILocation(line: 70, column: 3, scope: !16)
!175 = !DILocation(line: 71, column: 3, scope: !16)
!176 = !DILocation(line: 72, column: 3, scope: !16)
!177 = !DILocation(line: 73, column: 3, scope: !16)
!178 = !DILocalVariable(name: "m", arg: 1, scope: !179, file: !1, line: 38, type: !182)
!179 = distinct !DISubprogram(name: "spmv", scope: !1, file: !1, line: 38, type: !180, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !186)
!180 = !DISubroutineType(types: !181)
!181 = !{!42, !182, !184, !35}
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!186 = !{!178, !187, !188, !189, !190, !192, !195}
!187 = !DILocalVariable(name: "x", arg: 2, scope: !179, file: !1, line: 38, type: !184)
!188 = !DILocalVariable(name: "y", arg: 3, scope: !179, file: !1, line: 38, type: !35)
!189 = !DILocalVariable(name: "far", scope: !179, file: !1, line: 40, type: !42)
!190 = !DILocalVariable(name: "i", scope: !191, file: !1, line: 41, type: !3)
!191 = distinct !DILexicalBlock(scope: !179, file: !1, line: 41, column: 3)
!192 = !DILocalVariable(name: "s", scope: !193, file: !1, line: 42, type: !36)
!193 = distinct !DILexicalBlock(scope: !194, file: !1, line: 41, column: 34)
!194 = distinct !DILexicalBlock(scope: !191, file: !1, line: 41, column: 3)
!195 = !DILocalVariable(name: "k", scope: !196, file: !1, line: 43, type: !3)
!196 = distinct !DILexicalBlock(scope: !193, file: !1, line: 43, column: 5)
!197 = !DILocation(line: 0, scope: !179, inlinedAt: !198)
!198 = distinct !DILocation(line: 67, column: 12, scope: !166)
!199 = !DILocation(line: 0, scope: !191, inlinedAt: !198)
!200 = !DILocation(line: 41, column: 3, scope: !191, inlinedAt: !198)
!201 = !DILocation(line: 43, column: 18, scope: !196, inlinedAt: !198)
!202 = !DILocation(line: 0, scope: !193, inlinedAt: !198)
!203 = !DILocation(line: 0, scope: !196, inlinedAt: !198)
!204 = !DILocation(line: 43, column: 34, scope: !205, inlinedAt: !198)
!205 = distinct !DILexicalBlock(scope: !196, file: !1, line: 43, column: 5)
!206 = !DILocation(line: 43, column: 5, scope: !196, inlinedAt: !198)
!207 = !DILocation(line: 44, column: 12, scope: !208, inlinedAt: !198)
!208 = distinct !DILexicalBlock(scope: !205, file: !1, line: 43, column: 59)
!209 = !DILocation(line: 44, column: 26, scope: !208, inlinedAt: !198)
!210 = !DILocation(line: 44, column: 24, scope: !208, inlinedAt: !198)
!211 = !DILocation(line: 44, column: 9, scope: !208, inlinedAt: !198)
!212 = !DILocation(line: 45, column: 21, scope: !213, inlinedAt: !198)
!213 = distinct !DILexicalBlock(scope: !208, file: !1, line: 45, column: 11)
!214 = !DILocation(line: 45, column: 11, scope: !208, inlinedAt: !198)
!215 = !DILocation(line: 43, column: 55, scope: !205, inlinedAt: !198)
!216 = !DILocation(line: 48, column: 5, scope: !193, inlinedAt: !198)
!217 = !DILocation(line: 48, column: 10, scope: !193, inlinedAt: !198)
!218 = !DILocation(line: 41, column: 21, scope: !194, inlinedAt: !198)
!219 = distinct !{!219, !200, !220, !124}
!220 = !DILocation(line: 49, column: 3, scope: !191, inlinedAt: !198)
!221 = distinct !{!221, !206, !222, !124}
!222 = !DILocation(line: 47, column: 5, scope: !196, inlinedAt: !198)
!223 = !DILocation(line: 40, column: 8, scope: !179, inlinedAt: !198)
!224 = !DILocation(line: 67, column: 9, scope: !166)
!225 = !DILocation(line: 66, column: 34, scope: !166)
!226 = distinct !{!226, !167, !227, !124}
!227 = !DILocation(line: 67, column: 25, scope: !44)
!228 = !DILocation(line: 75, column: 1, scope: !16)
