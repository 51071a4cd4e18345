; ModuleID = 'accessor_matrix.c'
source_filename = "accessor_matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.matrix = type { i32, i32, double* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !46
  %3 = icmp sgt i32 %0, 1, !dbg !47
  br i1 %3, label %4, label %15, !dbg !48

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !49
  %6 = load i8*, i8** %5, align 8, !dbg !49, !tbaa !50
  call void @llvm.dbg.value(metadata i8* %6, metadata !54, metadata !DIExpression()) #7, !dbg !62
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !64
  %8 = trunc i64 %7 to i32, !dbg !65
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !46
  %9 = icmp eq i32 %0, 2, !dbg !66
  br i1 %9, label %15, label %10, !dbg !67

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !68
  %12 = load i8*, i8** %11, align 8, !dbg !68, !tbaa !50
  call void @llvm.dbg.value(metadata i8* %12, metadata !54, metadata !DIExpression()) #7, !dbg !69
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !71
  %14 = trunc i64 %13 to i32, !dbg !72
  br label %18, !dbg !67

15:                                               ; preds = %2, %4
  %16 = phi i32 [ %8, %4 ], [ 64, %2 ]
  %17 = add nsw i32 %16, 8, !dbg !73
  br label %18, !dbg !67

18:                                               ; preds = %15, %10
  %19 = phi i32 [ %8, %10 ], [ %16, %15 ]
  %20 = phi i32 [ %14, %10 ], [ %17, %15 ], !dbg !67
  call void @llvm.dbg.value(metadata i32 %20, metadata !25, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 %8, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !46
  call void @llvm.dbg.value(metadata i32 %20, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !46
  %21 = sext i32 %19 to i64, !dbg !74
  %22 = sext i32 %20 to i64, !dbg !75
  %23 = mul nsw i64 %22, %21, !dbg !76
  %24 = tail call noalias i8* @calloc(i64 noundef %23, i64 noundef 8) #7, !dbg !77
  %25 = bitcast i8* %24 to double*, !dbg !78
  call void @llvm.dbg.value(metadata double* %25, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !46
  call void @llvm.dbg.value(metadata i32 %20, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !46
  call void @llvm.dbg.value(metadata i32 %8, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !46
  %26 = tail call noalias i8* @calloc(i64 noundef %23, i64 noundef 8) #7, !dbg !79
  %27 = bitcast i8* %26 to double*, !dbg !80
  call void @llvm.dbg.value(metadata double* %27, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !46
  call void @llvm.dbg.value(metadata i32 %8, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !46
  call void @llvm.dbg.value(metadata i32 %8, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !46
  %28 = mul nsw i64 %21, %21, !dbg !81
  %29 = tail call noalias i8* @calloc(i64 noundef %28, i64 noundef 8) #7, !dbg !82
  %30 = bitcast i8* %29 to double*, !dbg !83
  call void @llvm.dbg.value(metadata double* %30, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !46
  call void @llvm.dbg.value(metadata i32 %8, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !46
  call void @llvm.dbg.value(metadata i32 %20, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !46
  %31 = tail call noalias i8* @calloc(i64 noundef %23, i64 noundef 8) #7, !dbg !84
  %32 = bitcast i8* %31 to double*, !dbg !85
  call void @llvm.dbg.value(metadata double* %32, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !86
  %33 = icmp sgt i32 %19, 0, !dbg !87
  br i1 %33, label %34, label %159, !dbg !88

34:                                               ; preds = %18
  %35 = icmp sgt i32 %20, 0
  %36 = zext i32 %19 to i64, !dbg !87
  %37 = zext i32 %20 to i64
  br label %38, !dbg !88

38:                                               ; preds = %34, %210
  %39 = phi i64 [ 0, %34 ], [ %211, %210 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !38, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !89
  br i1 %35, label %40, label %210, !dbg !90

40:                                               ; preds = %38
  %41 = mul nsw i64 %39, %22
  %42 = trunc i64 %39 to i32
  br label %213, !dbg !90

43:                                               ; preds = %210
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !91, metadata !DIExpression()) #7, !dbg !109
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !97, metadata !DIExpression()) #7, !dbg !109
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !98, metadata !DIExpression()) #7, !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()) #7, !dbg !111
  br i1 %33, label %44, label %159, !dbg !112

44:                                               ; preds = %43
  %45 = icmp sgt i32 %20, 0
  %46 = zext i32 %19 to i64, !dbg !113
  %47 = zext i32 %20 to i64
  %48 = and i64 %36, 4294967292, !dbg !112
  %49 = add nsw i64 %48, -4, !dbg !112
  %50 = lshr exact i64 %49, 2, !dbg !112
  %51 = add nuw nsw i64 %50, 1, !dbg !112
  %52 = icmp ult i32 %19, 4
  %53 = and i64 %36, 4294967292
  %54 = and i64 %51, 1
  %55 = icmp eq i64 %49, 0
  %56 = and i64 %51, 9223372036854775806
  %57 = icmp eq i64 %54, 0
  %58 = icmp eq i64 %53, %36
  br label %59, !dbg !112

59:                                               ; preds = %64, %44
  %60 = phi i64 [ 0, %44 ], [ %65, %64 ]
  call void @llvm.dbg.value(metadata i64 %60, metadata !99, metadata !DIExpression()) #7, !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()) #7, !dbg !114
  br i1 %45, label %61, label %64, !dbg !115

61:                                               ; preds = %59
  %62 = mul nsw i64 %60, %22
  %63 = mul nsw i64 %60, %21
  br label %67, !dbg !115

64:                                               ; preds = %145, %59
  %65 = add nuw nsw i64 %60, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %65, metadata !99, metadata !DIExpression()) #7, !dbg !111
  %66 = icmp eq i64 %65, %46, !dbg !113
  br i1 %66, label %159, label %59, !dbg !112, !llvm.loop !117

67:                                               ; preds = %61, %145
  %68 = phi i64 [ 0, %61 ], [ %146, %145 ]
  call void @llvm.dbg.value(metadata i64 %68, metadata !101, metadata !DIExpression()) #7, !dbg !114
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()) #7, !dbg !127
  call void @llvm.dbg.value(metadata i64 %60, metadata !125, metadata !DIExpression()) #7, !dbg !127
  call void @llvm.dbg.value(metadata i64 %68, metadata !126, metadata !DIExpression()) #7, !dbg !127
  %69 = add nsw i64 %68, %62, !dbg !129
  %70 = getelementptr inbounds double, double* %25, i64 %69, !dbg !130
  %71 = load double, double* %70, align 8, !dbg !131, !tbaa !132
  call void @llvm.dbg.value(metadata double %71, metadata !104, metadata !DIExpression()) #7, !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !107, metadata !DIExpression()) #7, !dbg !135
  %72 = mul nsw i64 %68, %21
  br i1 %52, label %143, label %73, !dbg !136

73:                                               ; preds = %67
  %74 = insertelement <2 x double> poison, double %71, i64 0, !dbg !136
  %75 = shufflevector <2 x double> %74, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !136
  %76 = insertelement <2 x double> poison, double %71, i64 0, !dbg !136
  %77 = shufflevector <2 x double> %76, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !136
  br i1 %55, label %121, label %78, !dbg !136

78:                                               ; preds = %73, %78
  %79 = phi i64 [ %118, %78 ], [ 0, %73 ], !dbg !137
  %80 = phi i64 [ %119, %78 ], [ 0, %73 ]
  %81 = add nsw i64 %79, %72, !dbg !137
  %82 = getelementptr inbounds double, double* %27, i64 %81, !dbg !137
  %83 = bitcast double* %82 to <2 x double>*, !dbg !139
  %84 = load <2 x double>, <2 x double>* %83, align 8, !dbg !139, !tbaa !132
  %85 = getelementptr inbounds double, double* %82, i64 2, !dbg !139
  %86 = bitcast double* %85 to <2 x double>*, !dbg !139
  %87 = load <2 x double>, <2 x double>* %86, align 8, !dbg !139, !tbaa !132
  %88 = add nsw i64 %79, %63, !dbg !137
  %89 = getelementptr inbounds double, double* %30, i64 %88, !dbg !137
  %90 = bitcast double* %89 to <2 x double>*, !dbg !140
  %91 = load <2 x double>, <2 x double>* %90, align 8, !dbg !140, !tbaa !132
  %92 = getelementptr inbounds double, double* %89, i64 2, !dbg !140
  %93 = bitcast double* %92 to <2 x double>*, !dbg !140
  %94 = load <2 x double>, <2 x double>* %93, align 8, !dbg !140, !tbaa !132
  %95 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %75, <2 x double> %84, <2 x double> %91), !dbg !140
  %96 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> %87, <2 x double> %94), !dbg !140
  %97 = bitcast double* %89 to <2 x double>*, !dbg !140
  store <2 x double> %95, <2 x double>* %97, align 8, !dbg !140, !tbaa !132
  %98 = bitcast double* %92 to <2 x double>*, !dbg !140
  store <2 x double> %96, <2 x double>* %98, align 8, !dbg !140, !tbaa !132
  %99 = or i64 %79, 4, !dbg !137
  %100 = add nsw i64 %99, %72, !dbg !137
  %101 = getelementptr inbounds double, double* %27, i64 %100, !dbg !137
  %102 = bitcast double* %101 to <2 x double>*, !dbg !139
  %103 = load <2 x double>, <2 x double>* %102, align 8, !dbg !139, !tbaa !132
  %104 = getelementptr inbounds double, double* %101, i64 2, !dbg !139
  %105 = bitcast double* %104 to <2 x double>*, !dbg !139
  %106 = load <2 x double>, <2 x double>* %105, align 8, !dbg !139, !tbaa !132
  %107 = add nsw i64 %99, %63, !dbg !137
  %108 = getelementptr inbounds double, double* %30, i64 %107, !dbg !137
  %109 = bitcast double* %108 to <2 x double>*, !dbg !140
  %110 = load <2 x double>, <2 x double>* %109, align 8, !dbg !140, !tbaa !132
  %111 = getelementptr inbounds double, double* %108, i64 2, !dbg !140
  %112 = bitcast double* %111 to <2 x double>*, !dbg !140
  %113 = load <2 x double>, <2 x double>* %112, align 8, !dbg !140, !tbaa !132
  %114 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %75, <2 x double> %103, <2 x double> %110), !dbg !140
  %115 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> %106, <2 x double> %113), !dbg !140
  %116 = bitcast double* %108 to <2 x double>*, !dbg !140
  store <2 x double> %114, <2 x double>* %116, align 8, !dbg !140, !tbaa !132
  %117 = bitcast double* %111 to <2 x double>*, !dbg !140
  store <2 x double> %115, <2 x double>* %117, align 8, !dbg !140, !tbaa !132
  %118 = add nuw i64 %79, 8, !dbg !137
  %119 = add i64 %80, 2, !dbg !137
  %120 = icmp eq i64 %119, %56, !dbg !137
  br i1 %120, label %121, label %78, !dbg !137, !llvm.loop !141

121:                                              ; preds = %78, %73
  %122 = phi i64 [ 0, %73 ], [ %118, %78 ]
  br i1 %57, label %142, label %123, !dbg !137

123:                                              ; preds = %121
  %124 = add nsw i64 %122, %72, !dbg !137
  %125 = getelementptr inbounds double, double* %27, i64 %124, !dbg !137
  %126 = bitcast double* %125 to <2 x double>*, !dbg !139
  %127 = load <2 x double>, <2 x double>* %126, align 8, !dbg !139, !tbaa !132
  %128 = getelementptr inbounds double, double* %125, i64 2, !dbg !139
  %129 = bitcast double* %128 to <2 x double>*, !dbg !139
  %130 = load <2 x double>, <2 x double>* %129, align 8, !dbg !139, !tbaa !132
  %131 = add nsw i64 %122, %63, !dbg !137
  %132 = getelementptr inbounds double, double* %30, i64 %131, !dbg !137
  %133 = bitcast double* %132 to <2 x double>*, !dbg !140
  %134 = load <2 x double>, <2 x double>* %133, align 8, !dbg !140, !tbaa !132
  %135 = getelementptr inbounds double, double* %132, i64 2, !dbg !140
  %136 = bitcast double* %135 to <2 x double>*, !dbg !140
  %137 = load <2 x double>, <2 x double>* %136, align 8, !dbg !140, !tbaa !132
  %138 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %75, <2 x double> %127, <2 x double> %134), !dbg !140
  %139 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> %130, <2 x double> %137), !dbg !140
  %140 = bitcast double* %132 to <2 x double>*, !dbg !140
  store <2 x double> %138, <2 x double>* %140, align 8, !dbg !140, !tbaa !132
  %141 = bitcast double* %135 to <2 x double>*, !dbg !140
  store <2 x double> %139, <2 x double>* %141, align 8, !dbg !140, !tbaa !132
  br label %142, !dbg !136

142:                                              ; preds = %121, %123
  br i1 %58, label %145, label %143, !dbg !136

143:                                              ; preds = %67, %142
  %144 = phi i64 [ 0, %67 ], [ %53, %142 ]
  br label %148, !dbg !136

145:                                              ; preds = %148, %142
  %146 = add nuw nsw i64 %68, 1, !dbg !144
  call void @llvm.dbg.value(metadata i64 %146, metadata !101, metadata !DIExpression()) #7, !dbg !114
  %147 = icmp eq i64 %146, %47, !dbg !145
  br i1 %147, label %64, label %67, !dbg !115, !llvm.loop !146

148:                                              ; preds = %143, %148
  %149 = phi i64 [ %157, %148 ], [ %144, %143 ]
  call void @llvm.dbg.value(metadata i64 %149, metadata !107, metadata !DIExpression()) #7, !dbg !135
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()) #7, !dbg !148
  call void @llvm.dbg.value(metadata i64 %68, metadata !125, metadata !DIExpression()) #7, !dbg !148
  call void @llvm.dbg.value(metadata i64 %149, metadata !126, metadata !DIExpression()) #7, !dbg !148
  %150 = add nsw i64 %149, %72, !dbg !150
  %151 = getelementptr inbounds double, double* %27, i64 %150, !dbg !151
  %152 = load double, double* %151, align 8, !dbg !139, !tbaa !132
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()) #7, !dbg !152
  call void @llvm.dbg.value(metadata i64 %60, metadata !125, metadata !DIExpression()) #7, !dbg !152
  call void @llvm.dbg.value(metadata i64 %149, metadata !126, metadata !DIExpression()) #7, !dbg !152
  %153 = add nsw i64 %149, %63, !dbg !154
  %154 = getelementptr inbounds double, double* %30, i64 %153, !dbg !155
  %155 = load double, double* %154, align 8, !dbg !140, !tbaa !132
  %156 = tail call double @llvm.fmuladd.f64(double %71, double %152, double %155) #7, !dbg !140
  store double %156, double* %154, align 8, !dbg !140, !tbaa !132
  %157 = add nuw nsw i64 %149, 1, !dbg !137
  call void @llvm.dbg.value(metadata i64 %157, metadata !107, metadata !DIExpression()) #7, !dbg !135
  %158 = icmp eq i64 %157, %46, !dbg !156
  br i1 %158, label %145, label %148, !dbg !136, !llvm.loop !157

159:                                              ; preds = %64, %18, %43
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !159, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !164, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 0, metadata !165, metadata !DIExpression()), !dbg !172
  %160 = icmp sgt i32 %20, 0, !dbg !173
  br i1 %160, label %161, label %203, !dbg !174

161:                                              ; preds = %159
  %162 = zext i32 %20 to i64, !dbg !173
  %163 = zext i32 %19 to i64
  %164 = and i64 %163, 1
  %165 = icmp eq i32 %19, 1
  %166 = and i64 %163, 4294967294
  %167 = icmp eq i64 %164, 0
  br label %168, !dbg !174

168:                                              ; preds = %181, %161
  %169 = phi i64 [ 0, %161 ], [ %182, %181 ]
  call void @llvm.dbg.value(metadata i64 %169, metadata !165, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !167, metadata !DIExpression()), !dbg !175
  br i1 %33, label %170, label %181, !dbg !176

170:                                              ; preds = %168
  %171 = mul nsw i64 %169, %21
  br i1 %165, label %172, label %184, !dbg !176

172:                                              ; preds = %184, %170
  %173 = phi i64 [ 0, %170 ], [ %200, %184 ]
  br i1 %167, label %181, label %174, !dbg !176

174:                                              ; preds = %172
  call void @llvm.dbg.value(metadata i64 %173, metadata !167, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i64 %169, metadata !125, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i64 %173, metadata !126, metadata !DIExpression()), !dbg !177
  %175 = add nsw i64 %173, %171, !dbg !180
  %176 = getelementptr inbounds double, double* %27, i64 %175, !dbg !181
  %177 = load double, double* %176, align 8, !dbg !182, !tbaa !132
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %173, metadata !125, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %169, metadata !126, metadata !DIExpression()), !dbg !183
  %178 = mul nsw i64 %173, %22, !dbg !185
  %179 = add nsw i64 %178, %169, !dbg !186
  %180 = getelementptr inbounds double, double* %32, i64 %179, !dbg !187
  store double %177, double* %180, align 8, !dbg !188, !tbaa !132
  call void @llvm.dbg.value(metadata i64 %173, metadata !167, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !175
  br label %181, !dbg !189

181:                                              ; preds = %174, %172, %168
  %182 = add nuw nsw i64 %169, 1, !dbg !189
  call void @llvm.dbg.value(metadata i64 %182, metadata !165, metadata !DIExpression()), !dbg !172
  %183 = icmp eq i64 %182, %162, !dbg !173
  br i1 %183, label %203, label %168, !dbg !174, !llvm.loop !190

184:                                              ; preds = %170, %184
  %185 = phi i64 [ %200, %184 ], [ 0, %170 ]
  %186 = phi i64 [ %201, %184 ], [ 0, %170 ]
  call void @llvm.dbg.value(metadata i64 %185, metadata !167, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i64 %169, metadata !125, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i64 %185, metadata !126, metadata !DIExpression()), !dbg !177
  %187 = add nsw i64 %185, %171, !dbg !180
  %188 = getelementptr inbounds double, double* %27, i64 %187, !dbg !181
  %189 = load double, double* %188, align 8, !dbg !182, !tbaa !132
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %185, metadata !125, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %169, metadata !126, metadata !DIExpression()), !dbg !183
  %190 = mul nsw i64 %185, %22, !dbg !185
  %191 = add nsw i64 %190, %169, !dbg !186
  %192 = getelementptr inbounds double, double* %32, i64 %191, !dbg !187
  store double %189, double* %192, align 8, !dbg !188, !tbaa !132
  %193 = or i64 %185, 1, !dbg !192
  call void @llvm.dbg.value(metadata i64 %193, metadata !167, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i64 %193, metadata !167, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i64 %169, metadata !125, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i64 %193, metadata !126, metadata !DIExpression()), !dbg !177
  %194 = add nsw i64 %193, %171, !dbg !180
  %195 = getelementptr inbounds double, double* %27, i64 %194, !dbg !181
  %196 = load double, double* %195, align 8, !dbg !182, !tbaa !132
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %193, metadata !125, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %169, metadata !126, metadata !DIExpression()), !dbg !183
  %197 = mul nsw i64 %193, %22, !dbg !185
  %198 = add nsw i64 %197, %169, !dbg !186
  %199 = getelementptr inbounds double, double* %32, i64 %198, !dbg !187
  store double %196, double* %199, align 8, !dbg !188, !tbaa !132
  %200 = add nuw nsw i64 %185, 2, !dbg !192
  call void @llvm.dbg.value(metadata i64 %200, metadata !167, metadata !DIExpression()), !dbg !175
  %201 = add i64 %186, 2, !dbg !176
  %202 = icmp eq i64 %201, %166, !dbg !176
  br i1 %202, label %172, label %184, !dbg !176, !llvm.loop !193

203:                                              ; preds = %181, %159
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !195
  br i1 %33, label %204, label %246, !dbg !196

204:                                              ; preds = %203
  %205 = zext i32 %19 to i64, !dbg !197
  %206 = and i64 %205, 1, !dbg !196
  %207 = icmp eq i32 %19, 1, !dbg !196
  br i1 %207, label %230, label %208, !dbg !196

208:                                              ; preds = %204
  %209 = and i64 %205, 4294967294, !dbg !196
  br label %249, !dbg !196

210:                                              ; preds = %213, %38
  %211 = add nuw nsw i64 %39, 1, !dbg !199
  call void @llvm.dbg.value(metadata i64 %211, metadata !38, metadata !DIExpression()), !dbg !86
  %212 = icmp eq i64 %211, %36, !dbg !87
  br i1 %212, label %43, label %38, !dbg !88, !llvm.loop !200

213:                                              ; preds = %40, %213
  %214 = phi i64 [ 0, %40 ], [ %228, %213 ]
  call void @llvm.dbg.value(metadata i64 %214, metadata !40, metadata !DIExpression()), !dbg !89
  %215 = add nuw nsw i64 %214, %39, !dbg !202
  %216 = trunc i64 %215 to i32, !dbg !205
  %217 = urem i32 %216, 5, !dbg !205
  %218 = sitofp i32 %217 to double, !dbg !206
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i64 %39, metadata !125, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i64 %214, metadata !126, metadata !DIExpression()), !dbg !207
  %219 = add nsw i64 %41, %214, !dbg !209
  %220 = getelementptr inbounds double, double* %25, i64 %219, !dbg !210
  store double %218, double* %220, align 8, !dbg !211, !tbaa !132
  %221 = trunc i64 %214 to i32, !dbg !212
  %222 = mul nsw i32 %221, %42, !dbg !212
  %223 = urem i32 %222, 3, !dbg !213
  %224 = sitofp i32 %223 to double, !dbg !214
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 %214, metadata !125, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 %39, metadata !126, metadata !DIExpression()), !dbg !215
  %225 = mul nsw i64 %214, %21, !dbg !217
  %226 = add nsw i64 %225, %39, !dbg !218
  %227 = getelementptr inbounds double, double* %27, i64 %226, !dbg !219
  store double %224, double* %227, align 8, !dbg !220, !tbaa !132
  %228 = add nuw nsw i64 %214, 1, !dbg !221
  call void @llvm.dbg.value(metadata i64 %228, metadata !40, metadata !DIExpression()), !dbg !89
  %229 = icmp eq i64 %228, %37, !dbg !222
  br i1 %229, label %210, label %213, !dbg !90, !llvm.loop !223

230:                                              ; preds = %249, %204
  %231 = phi double [ undef, %204 ], [ %273, %249 ]
  %232 = phi i64 [ 0, %204 ], [ %274, %249 ]
  %233 = phi double [ 0.000000e+00, %204 ], [ %273, %249 ]
  %234 = icmp eq i64 %206, 0, !dbg !196
  br i1 %234, label %246, label %235, !dbg !196

235:                                              ; preds = %230
  call void @llvm.dbg.value(metadata i64 %232, metadata !44, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata double %233, metadata !43, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i64 %232, metadata !125, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i64 %232, metadata !126, metadata !DIExpression()), !dbg !225
  %236 = mul nsw i64 %232, %21, !dbg !227
  %237 = add nsw i64 %236, %232, !dbg !228
  %238 = getelementptr inbounds double, double* %30, i64 %237, !dbg !229
  %239 = load double, double* %238, align 8, !dbg !230, !tbaa !132
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i64 %232, metadata !125, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i64 %232, metadata !126, metadata !DIExpression()), !dbg !231
  %240 = mul nsw i64 %232, %22, !dbg !233
  %241 = add nsw i64 %240, %232, !dbg !234
  %242 = getelementptr inbounds double, double* %32, i64 %241, !dbg !235
  %243 = load double, double* %242, align 8, !dbg !236, !tbaa !132
  %244 = fadd double %239, %243, !dbg !237
  %245 = fadd double %233, %244, !dbg !238
  call void @llvm.dbg.value(metadata double %245, metadata !43, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 %232, metadata !44, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !195
  br label %246, !dbg !239

246:                                              ; preds = %235, %230, %203
  %247 = phi double [ 0.000000e+00, %203 ], [ %231, %230 ], [ %245, %235 ], !dbg !46
  %248 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %247), !dbg !239
  tail call void @free(i8* noundef %24) #7, !dbg !240
  tail call void @free(i8* noundef %26) #7, !dbg !241
  tail call void @free(i8* noundef %29) #7, !dbg !242
  tail call void @free(i8* noundef %31) #7, !dbg !243
  ret i32 0, !dbg !244

249:                                              ; preds = %249, %208
  %250 = phi i64 [ 0, %208 ], [ %274, %249 ]
  %251 = phi double [ 0.000000e+00, %208 ], [ %273, %249 ]
  %252 = phi i64 [ 0, %208 ], [ %275, %249 ]
  call void @llvm.dbg.value(metadata i64 %250, metadata !44, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata double %251, metadata !43, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i64 %250, metadata !125, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i64 %250, metadata !126, metadata !DIExpression()), !dbg !225
  %253 = mul nsw i64 %250, %21, !dbg !227
  %254 = add nsw i64 %253, %250, !dbg !228
  %255 = getelementptr inbounds double, double* %30, i64 %254, !dbg !229
  %256 = load double, double* %255, align 8, !dbg !230, !tbaa !132
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i64 %250, metadata !125, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i64 %250, metadata !126, metadata !DIExpression()), !dbg !231
  %257 = mul nsw i64 %250, %22, !dbg !233
  %258 = add nsw i64 %257, %250, !dbg !234
  %259 = getelementptr inbounds double, double* %32, i64 %258, !dbg !235
  %260 = load double, double* %259, align 8, !dbg !236, !tbaa !132
  %261 = fadd double %256, %260, !dbg !237
  %262 = fadd double %251, %261, !dbg !238
  call void @llvm.dbg.value(metadata double %262, metadata !43, metadata !DIExpression()), !dbg !46
  %263 = or i64 %250, 1, !dbg !245
  call void @llvm.dbg.value(metadata i64 %263, metadata !44, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i64 %263, metadata !44, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata double %262, metadata !43, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i64 %263, metadata !125, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i64 %263, metadata !126, metadata !DIExpression()), !dbg !225
  %264 = mul nsw i64 %263, %21, !dbg !227
  %265 = add nsw i64 %264, %263, !dbg !228
  %266 = getelementptr inbounds double, double* %30, i64 %265, !dbg !229
  %267 = load double, double* %266, align 8, !dbg !230, !tbaa !132
  call void @llvm.dbg.value(metadata %struct.matrix* undef, metadata !120, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i64 %263, metadata !125, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i64 %263, metadata !126, metadata !DIExpression()), !dbg !231
  %268 = mul nsw i64 %263, %22, !dbg !233
  %269 = add nsw i64 %268, %263, !dbg !234
  %270 = getelementptr inbounds double, double* %32, i64 %269, !dbg !235
  %271 = load double, double* %270, align 8, !dbg !236, !tbaa !132
  %272 = fadd double %267, %271, !dbg !237
  %273 = fadd double %262, %272, !dbg !238
  call void @llvm.dbg.value(metadata double %273, metadata !43, metadata !DIExpression()), !dbg !46
  %274 = add nuw nsw i64 %250, 2, !dbg !245
  call void @llvm.dbg.value(metadata i64 %274, metadata !44, metadata !DIExpression()), !dbg !195
  %275 = add i64 %252, 2, !dbg !196
  %276 = icmp eq i64 %275, %209, !dbg !196
  br i1 %276, label %230, label %249, !dbg !196, !llvm.loop !246
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "accessor_matrix.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "e38cfcf77d5b2bd41b5ed5e187025280")
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
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !19, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !26, !35, !36, !37, !38, !40, !43, !44}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 31, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 31, type: !7)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 32, type: !6)
!25 = !DILocalVariable(name: "m", scope: !18, file: !1, line: 33, type: !6)
!26 = !DILocalVariable(name: "a", scope: !18, file: !1, line: 34, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "matrix", file: !1, line: 12, baseType: !28)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 128, elements: !29)
!29 = !{!30, !31, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !28, file: !1, line: 10, baseType: !6, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "cols", scope: !28, file: !1, line: 10, baseType: !6, size: 32, offset: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !28, file: !1, line: 11, baseType: !33, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !DILocalVariable(name: "b", scope: !18, file: !1, line: 35, type: !27)
!36 = !DILocalVariable(name: "c", scope: !18, file: !1, line: 36, type: !27)
!37 = !DILocalVariable(name: "t", scope: !18, file: !1, line: 37, type: !27)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 38, type: !6)
!39 = distinct !DILexicalBlock(scope: !18, file: !1, line: 38, column: 3)
!40 = !DILocalVariable(name: "j", scope: !41, file: !1, line: 39, type: !6)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 39, column: 5)
!42 = distinct !DILexicalBlock(scope: !39, file: !1, line: 38, column: 3)
!43 = !DILocalVariable(name: "s", scope: !18, file: !1, line: 45, type: !34)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 46, type: !6)
!45 = distinct !DILexicalBlock(scope: !18, file: !1, line: 46, column: 3)
!46 = !DILocation(line: 0, scope: !18)
!47 = !DILocation(line: 32, column: 16, scope: !18)
!48 = !DILocation(line: 32, column: 11, scope: !18)
!49 = !DILocation(line: 32, column: 27, scope: !18)
!50 = !{!51, !51, i64 0}
!51 = !{!"any pointer", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocalVariable(name: "__nptr", arg: 1, scope: !55, file: !56, line: 362, type: !59)
!55 = distinct !DISubprogram(name: "atoi", scope: !56, file: !56, line: 362, type: !57, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !61)
!56 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!57 = !DISubroutineType(types: !58)
!58 = !{!6, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!61 = !{!54}
!62 = !DILocation(line: 0, scope: !55, inlinedAt: !63)
!63 = distinct !DILocation(line: 32, column: 22, scope: !18)
!64 = !DILocation(line: 364, column: 16, scope: !55, inlinedAt: !63)
!65 = !DILocation(line: 364, column: 10, scope: !55, inlinedAt: !63)
!66 = !DILocation(line: 33, column: 16, scope: !18)
!67 = !DILocation(line: 33, column: 11, scope: !18)
!68 = !DILocation(line: 33, column: 27, scope: !18)
!69 = !DILocation(line: 0, scope: !55, inlinedAt: !70)
!70 = distinct !DILocation(line: 33, column: 22, scope: !18)
!71 = !DILocation(line: 364, column: 16, scope: !55, inlinedAt: !70)
!72 = !DILocation(line: 364, column: 10, scope: !55, inlinedAt: !70)
!73 = !DILocation(line: 33, column: 40, scope: !18)
!74 = !DILocation(line: 34, column: 28, scope: !18)
!75 = !DILocation(line: 34, column: 40, scope: !18)
!76 = !DILocation(line: 34, column: 38, scope: !18)
!77 = !DILocation(line: 34, column: 21, scope: !18)
!78 = !DILocation(line: 34, column: 14, scope: !18)
!79 = !DILocation(line: 35, column: 21, scope: !18)
!80 = !DILocation(line: 35, column: 14, scope: !18)
!81 = !DILocation(line: 36, column: 38, scope: !18)
!82 = !DILocation(line: 36, column: 21, scope: !18)
!83 = !DILocation(line: 36, column: 14, scope: !18)
!84 = !DILocation(line: 37, column: 21, scope: !18)
!85 = !DILocation(line: 37, column: 14, scope: !18)
!86 = !DILocation(line: 0, scope: !39)
!87 = !DILocation(line: 38, column: 21, scope: !42)
!88 = !DILocation(line: 38, column: 3, scope: !39)
!89 = !DILocation(line: 0, scope: !41)
!90 = !DILocation(line: 39, column: 5, scope: !41)
!91 = !DILocalVariable(name: "a", arg: 1, scope: !92, file: !1, line: 16, type: !95)
!92 = distinct !DISubprogram(name: "product", scope: !1, file: !1, line: 16, type: !93, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !95, !95, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!96 = !{!91, !97, !98, !99, !101, !104, !107}
!97 = !DILocalVariable(name: "b", arg: 2, scope: !92, file: !1, line: 16, type: !95)
!98 = !DILocalVariable(name: "c", arg: 3, scope: !92, file: !1, line: 16, type: !95)
!99 = !DILocalVariable(name: "i", scope: !100, file: !1, line: 17, type: !6)
!100 = distinct !DILexicalBlock(scope: !92, file: !1, line: 17, column: 3)
!101 = !DILocalVariable(name: "k", scope: !102, file: !1, line: 18, type: !6)
!102 = distinct !DILexicalBlock(scope: !103, file: !1, line: 18, column: 5)
!103 = distinct !DILexicalBlock(scope: !100, file: !1, line: 17, column: 3)
!104 = !DILocalVariable(name: "aik", scope: !105, file: !1, line: 19, type: !34)
!105 = distinct !DILexicalBlock(scope: !106, file: !1, line: 18, column: 39)
!106 = distinct !DILexicalBlock(scope: !102, file: !1, line: 18, column: 5)
!107 = !DILocalVariable(name: "j", scope: !108, file: !1, line: 20, type: !6)
!108 = distinct !DILexicalBlock(scope: !105, file: !1, line: 20, column: 7)
!109 = !DILocation(line: 0, scope: !92, inlinedAt: !110)
!110 = distinct !DILocation(line: 43, column: 3, scope: !18)
!111 = !DILocation(line: 0, scope: !100, inlinedAt: !110)
!112 = !DILocation(line: 17, column: 3, scope: !100, inlinedAt: !110)
!113 = !DILocation(line: 17, column: 21, scope: !103, inlinedAt: !110)
!114 = !DILocation(line: 0, scope: !102, inlinedAt: !110)
!115 = !DILocation(line: 18, column: 5, scope: !102, inlinedAt: !110)
!116 = !DILocation(line: 17, column: 33, scope: !103, inlinedAt: !110)
!117 = distinct !{!117, !112, !118, !119}
!118 = !DILocation(line: 22, column: 5, scope: !100, inlinedAt: !110)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocalVariable(name: "m", arg: 1, scope: !121, file: !1, line: 14, type: !95)
!121 = distinct !DISubprogram(name: "at", scope: !1, file: !1, line: 14, type: !122, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!33, !95, !6, !6}
!124 = !{!120, !125, !126}
!125 = !DILocalVariable(name: "i", arg: 2, scope: !121, file: !1, line: 14, type: !6)
!126 = !DILocalVariable(name: "j", arg: 3, scope: !121, file: !1, line: 14, type: !6)
!127 = !DILocation(line: 0, scope: !121, inlinedAt: !128)
!128 = distinct !DILocation(line: 19, column: 21, scope: !105, inlinedAt: !110)
!129 = !DILocation(line: 14, column: 82, scope: !121, inlinedAt: !128)
!130 = !DILocation(line: 14, column: 54, scope: !121, inlinedAt: !128)
!131 = !DILocation(line: 19, column: 20, scope: !105, inlinedAt: !110)
!132 = !{!133, !133, i64 0}
!133 = !{!"double", !52, i64 0}
!134 = !DILocation(line: 0, scope: !105, inlinedAt: !110)
!135 = !DILocation(line: 0, scope: !108, inlinedAt: !110)
!136 = !DILocation(line: 20, column: 7, scope: !108, inlinedAt: !110)
!137 = !DILocation(line: 20, column: 37, scope: !138, inlinedAt: !110)
!138 = distinct !DILexicalBlock(scope: !108, file: !1, line: 20, column: 7)
!139 = !DILocation(line: 21, column: 31, scope: !138, inlinedAt: !110)
!140 = !DILocation(line: 21, column: 22, scope: !138, inlinedAt: !110)
!141 = distinct !{!141, !136, !142, !119, !143}
!142 = !DILocation(line: 21, column: 42, scope: !108, inlinedAt: !110)
!143 = !{!"llvm.loop.isvectorized", i32 1}
!144 = !DILocation(line: 18, column: 35, scope: !106, inlinedAt: !110)
!145 = !DILocation(line: 18, column: 23, scope: !106, inlinedAt: !110)
!146 = distinct !{!146, !115, !147, !119}
!147 = !DILocation(line: 22, column: 5, scope: !102, inlinedAt: !110)
!148 = !DILocation(line: 0, scope: !121, inlinedAt: !149)
!149 = distinct !DILocation(line: 21, column: 32, scope: !138, inlinedAt: !110)
!150 = !DILocation(line: 14, column: 82, scope: !121, inlinedAt: !149)
!151 = !DILocation(line: 14, column: 54, scope: !121, inlinedAt: !149)
!152 = !DILocation(line: 0, scope: !121, inlinedAt: !153)
!153 = distinct !DILocation(line: 21, column: 10, scope: !138, inlinedAt: !110)
!154 = !DILocation(line: 14, column: 82, scope: !121, inlinedAt: !153)
!155 = !DILocation(line: 14, column: 54, scope: !121, inlinedAt: !153)
!156 = !DILocation(line: 20, column: 25, scope: !138, inlinedAt: !110)
!157 = distinct !{!157, !136, !142, !119, !158, !143}
!158 = !{!"llvm.loop.unroll.runtime.disable"}
!159 = !DILocalVariable(name: "src", arg: 1, scope: !160, file: !1, line: 25, type: !95)
!160 = distinct !DISubprogram(name: "transpose", scope: !1, file: !1, line: 25, type: !161, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !95, !95}
!163 = !{!159, !164, !165, !167}
!164 = !DILocalVariable(name: "dst", arg: 2, scope: !160, file: !1, line: 25, type: !95)
!165 = !DILocalVariable(name: "i", scope: !166, file: !1, line: 26, type: !6)
!166 = distinct !DILexicalBlock(scope: !160, file: !1, line: 26, column: 3)
!167 = !DILocalVariable(name: "j", scope: !168, file: !1, line: 27, type: !6)
!168 = distinct !DILexicalBlock(scope: !169, file: !1, line: 27, column: 5)
!169 = distinct !DILexicalBlock(scope: !166, file: !1, line: 26, column: 3)
!170 = !DILocation(line: 0, scope: !160, inlinedAt: !171)
!171 = distinct !DILocation(line: 44, column: 3, scope: !18)
!172 = !DILocation(line: 0, scope: !166, inlinedAt: !171)
!173 = !DILocation(line: 26, column: 21, scope: !169, inlinedAt: !171)
!174 = !DILocation(line: 26, column: 3, scope: !166, inlinedAt: !171)
!175 = !DILocation(line: 0, scope: !168, inlinedAt: !171)
!176 = !DILocation(line: 27, column: 5, scope: !168, inlinedAt: !171)
!177 = !DILocation(line: 0, scope: !121, inlinedAt: !178)
!178 = distinct !DILocation(line: 28, column: 25, scope: !179, inlinedAt: !171)
!179 = distinct !DILexicalBlock(scope: !168, file: !1, line: 27, column: 5)
!180 = !DILocation(line: 14, column: 82, scope: !121, inlinedAt: !178)
!181 = !DILocation(line: 14, column: 54, scope: !121, inlinedAt: !178)
!182 = !DILocation(line: 28, column: 24, scope: !179, inlinedAt: !171)
!183 = !DILocation(line: 0, scope: !121, inlinedAt: !184)
!184 = distinct !DILocation(line: 28, column: 8, scope: !179, inlinedAt: !171)
!185 = !DILocation(line: 14, column: 72, scope: !121, inlinedAt: !184)
!186 = !DILocation(line: 14, column: 82, scope: !121, inlinedAt: !184)
!187 = !DILocation(line: 14, column: 54, scope: !121, inlinedAt: !184)
!188 = !DILocation(line: 28, column: 22, scope: !179, inlinedAt: !171)
!189 = !DILocation(line: 26, column: 35, scope: !169, inlinedAt: !171)
!190 = distinct !{!190, !174, !191, !119}
!191 = !DILocation(line: 28, column: 37, scope: !166, inlinedAt: !171)
!192 = !DILocation(line: 27, column: 37, scope: !179, inlinedAt: !171)
!193 = distinct !{!193, !176, !194, !119}
!194 = !DILocation(line: 28, column: 37, scope: !168, inlinedAt: !171)
!195 = !DILocation(line: 0, scope: !45)
!196 = !DILocation(line: 46, column: 3, scope: !45)
!197 = !DILocation(line: 46, column: 21, scope: !198)
!198 = distinct !DILexicalBlock(scope: !45, file: !1, line: 46, column: 3)
!199 = !DILocation(line: 38, column: 27, scope: !42)
!200 = distinct !{!200, !88, !201, !119}
!201 = !DILocation(line: 42, column: 5, scope: !39)
!202 = !DILocation(line: 40, column: 26, scope: !203)
!203 = distinct !DILexicalBlock(scope: !204, file: !1, line: 39, column: 33)
!204 = distinct !DILexicalBlock(scope: !41, file: !1, line: 39, column: 5)
!205 = !DILocation(line: 40, column: 31, scope: !203)
!206 = !DILocation(line: 40, column: 23, scope: !203)
!207 = !DILocation(line: 0, scope: !121, inlinedAt: !208)
!208 = distinct !DILocation(line: 40, column: 8, scope: !203)
!209 = !DILocation(line: 14, column: 82, scope: !121, inlinedAt: !208)
!210 = !DILocation(line: 14, column: 54, scope: !121, inlinedAt: !208)
!211 = !DILocation(line: 40, column: 21, scope: !203)
!212 = !DILocation(line: 41, column: 26, scope: !203)
!213 = !DILocation(line: 41, column: 31, scope: !203)
!214 = !DILocation(line: 41, column: 23, scope: !203)
!215 = !DILocation(line: 0, scope: !121, inlinedAt: !216)
!216 = distinct !DILocation(line: 41, column: 8, scope: !203)
!217 = !DILocation(line: 14, column: 72, scope: !121, inlinedAt: !216)
!218 = !DILocation(line: 14, column: 82, scope: !121, inlinedAt: !216)
!219 = !DILocation(line: 14, column: 54, scope: !121, inlinedAt: !216)
!220 = !DILocation(line: 41, column: 21, scope: !203)
!221 = !DILocation(line: 39, column: 29, scope: !204)
!222 = !DILocation(line: 39, column: 23, scope: !204)
!223 = distinct !{!223, !90, !224, !119}
!224 = !DILocation(line: 42, column: 5, scope: !41)
!225 = !DILocation(line: 0, scope: !121, inlinedAt: !226)
!226 = distinct !DILocation(line: 47, column: 11, scope: !198)
!227 = !DILocation(line: 14, column: 72, scope: !121, inlinedAt: !226)
!228 = !DILocation(line: 14, column: 82, scope: !121, inlinedAt: !226)
!229 = !DILocation(line: 14, column: 54, scope: !121, inlinedAt: !226)
!230 = !DILocation(line: 47, column: 10, scope: !198)
!231 = !DILocation(line: 0, scope: !121, inlinedAt: !232)
!232 = distinct !DILocation(line: 47, column: 27, scope: !198)
!233 = !DILocation(line: 14, column: 72, scope: !121, inlinedAt: !232)
!234 = !DILocation(line: 14, column: 82, scope: !121, inlinedAt: !232)
!235 = !DILocation(line: 14, column: 54, scope: !121, inlinedAt: !232)
!236 = !DILocation(line: 47, column: 26, scope: !198)
!237 = !DILocation(line: 47, column: 24, scope: !198)
!238 = !DILocation(line: 47, column: 7, scope: !198)
!239 = !DILocation(line: 48, column: 3, scope: !18)
!240 = !DILocation(line: 49, column: 3, scope: !18)
!241 = !DILocation(line: 50, column: 3, scope: !18)
!242 = !DILocation(line: 51, column: 3, scope: !18)
!243 = !DILocation(line: 52, column: 3, scope: !18)
!244 = !DILocation(line: 54, column: 1, scope: !18)
!245 = !DILocation(line: 46, column: 27, scope: !198)
!246 = distinct !{!246, !196, !247, !119}
!247 = !DILocation(line: 47, column: 38, scope: !45)
