; ModuleID = 'float_config.c'
source_filename = "float_config.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Config = type { i32, i32, double, double }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata %struct.Config* undef, metadata !40, metadata !DIExpression()) #8, !dbg !48
  call void @llvm.dbg.value(metadata i32 %0, metadata !46, metadata !DIExpression()) #8, !dbg !48
  call void @llvm.dbg.value(metadata i8** %1, metadata !47, metadata !DIExpression()) #8, !dbg !48
  call void @llvm.dbg.value(metadata i32 1000, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 20, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata double 1.000000e-02, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  call void @llvm.dbg.value(metadata double 1.000000e+01, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !39
  %3 = icmp sgt i32 %0, 1, !dbg !50
  br i1 %3, label %4, label %20, !dbg !52

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !53
  %6 = load i8*, i8** %5, align 8, !dbg !53, !tbaa !54
  call void @llvm.dbg.value(metadata i8* %6, metadata !58, metadata !DIExpression()) #8, !dbg !66
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !68
  %8 = trunc i64 %7 to i32, !dbg !69
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  %9 = icmp eq i32 %0, 2, !dbg !70
  br i1 %9, label %20, label %10, !dbg !72

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !73
  %12 = load i8*, i8** %11, align 8, !dbg !73, !tbaa !54
  call void @llvm.dbg.value(metadata i8* %12, metadata !58, metadata !DIExpression()) #8, !dbg !74
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !76
  %14 = trunc i64 %13 to i32, !dbg !77
  call void @llvm.dbg.value(metadata i32 %14, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  %15 = icmp ugt i32 %0, 3, !dbg !78
  br i1 %15, label %16, label %20, !dbg !80

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !81
  %18 = load i8*, i8** %17, align 8, !dbg !81, !tbaa !54
  call void @llvm.dbg.value(metadata i8* %18, metadata !82, metadata !DIExpression()) #8, !dbg !88
  %19 = tail call double @strtod(i8* nocapture noundef nonnull %18, i8** noundef null) #8, !dbg !90
  call void @llvm.dbg.value(metadata double %19, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  br label %20, !dbg !91

20:                                               ; preds = %2, %4, %10, %16
  %21 = phi double [ 1.000000e-02, %4 ], [ %19, %16 ], [ 1.000000e-02, %10 ], [ 1.000000e-02, %2 ], !dbg !48
  %22 = phi i32 [ 20, %4 ], [ %14, %16 ], [ %14, %10 ], [ 20, %2 ], !dbg !48
  %23 = phi i32 [ %8, %4 ], [ %8, %16 ], [ %8, %10 ], [ 1000, %2 ], !dbg !48
  call void @llvm.dbg.value(metadata i32 %23, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %22, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata double %21, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  %24 = sext i32 %23 to i64, !dbg !92
  %25 = shl nsw i64 %24, 3, !dbg !93
  %26 = tail call noalias i8* @malloc(i64 noundef %25) #8, !dbg !94
  %27 = bitcast i8* %26 to double*, !dbg !94
  call void @llvm.dbg.value(metadata double* %27, metadata !30, metadata !DIExpression()), !dbg !39
  %28 = tail call noalias i8* @malloc(i64 noundef %25) #8, !dbg !95
  %29 = bitcast i8* %28 to double*, !dbg !95
  call void @llvm.dbg.value(metadata double* %29, metadata !32, metadata !DIExpression()), !dbg !39
  %30 = icmp ne i8* %26, null, !dbg !96
  %31 = icmp ne i8* %28, null
  %32 = and i1 %30, %31, !dbg !98
  br i1 %32, label %33, label %188, !dbg !98

33:                                               ; preds = %20
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !99
  %34 = icmp sgt i32 %23, 0, !dbg !100
  br i1 %34, label %35, label %63, !dbg !102

35:                                               ; preds = %33
  %36 = zext i32 %23 to i64, !dbg !100
  %37 = icmp eq i32 %23, 1, !dbg !102
  br i1 %37, label %61, label %38, !dbg !102

38:                                               ; preds = %35
  %39 = and i64 %36, 4294967294, !dbg !102
  br label %40, !dbg !102

40:                                               ; preds = %40, %38
  %41 = phi i64 [ 0, %38 ], [ %56, %40 ], !dbg !103
  %42 = phi <2 x i32> [ <i32 0, i32 1>, %38 ], [ %57, %40 ], !dbg !104
  %43 = mul nsw <2 x i32> %42, <i32 37, i32 37>, !dbg !104
  %44 = urem <2 x i32> %43, <i32 100, i32 100>, !dbg !106
  %45 = sitofp <2 x i32> %44 to <2 x double>, !dbg !107
  %46 = fmul <2 x double> %45, <double 1.000000e+01, double 1.000000e+01>, !dbg !108
  %47 = fdiv <2 x double> %46, <double 1.000000e+02, double 1.000000e+02>, !dbg !109
  %48 = getelementptr inbounds double, double* %27, i64 %41, !dbg !103
  %49 = bitcast double* %48 to <2 x double>*, !dbg !110
  store <2 x double> %47, <2 x double>* %49, align 8, !dbg !110, !tbaa !111
  %50 = urem <2 x i32> %42, <i32 7, i32 7>, !dbg !113
  %51 = add nsw <2 x i32> %50, <i32 -3, i32 -3>, !dbg !114
  %52 = sitofp <2 x i32> %51 to <2 x double>, !dbg !115
  %53 = fmul <2 x double> %52, <double 5.000000e-01, double 5.000000e-01>, !dbg !116
  %54 = getelementptr inbounds double, double* %29, i64 %41, !dbg !103
  %55 = bitcast double* %54 to <2 x double>*, !dbg !117
  store <2 x double> %53, <2 x double>* %55, align 8, !dbg !117, !tbaa !111
  %56 = add nuw i64 %41, 2, !dbg !103
  %57 = add <2 x i32> %42, <i32 2, i32 2>, !dbg !104
  %58 = icmp eq i64 %56, %39, !dbg !103
  br i1 %58, label %59, label %40, !dbg !103, !llvm.loop !118

59:                                               ; preds = %40
  %60 = icmp eq i64 %39, %36, !dbg !102
  br i1 %60, label %63, label %61, !dbg !102

61:                                               ; preds = %35, %59
  %62 = phi i64 [ 0, %35 ], [ %39, %59 ]
  br label %74, !dbg !102

63:                                               ; preds = %74, %59, %33
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression()), !dbg !39
  %64 = icmp sgt i32 %22, 0, !dbg !123
  br i1 %64, label %65, label %90, !dbg !125

65:                                               ; preds = %63
  %66 = zext i32 %23 to i64
  %67 = icmp ult i32 %23, 4
  %68 = and i64 %66, 4294967292
  %69 = insertelement <2 x double> poison, double %21, i64 0
  %70 = shufflevector <2 x double> %69, <2 x double> poison, <2 x i32> zeroinitializer
  %71 = insertelement <2 x double> poison, double %21, i64 0
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> zeroinitializer
  %73 = icmp eq i64 %68, %66
  br label %93, !dbg !125

74:                                               ; preds = %61, %74
  %75 = phi i64 [ %88, %74 ], [ %62, %61 ]
  call void @llvm.dbg.value(metadata i64 %75, metadata !33, metadata !DIExpression()), !dbg !99
  %76 = trunc i64 %75 to i32, !dbg !104
  %77 = mul nsw i32 %76, 37, !dbg !104
  %78 = urem i32 %77, 100, !dbg !106
  %79 = sitofp i32 %78 to double, !dbg !107
  %80 = fmul double %79, 1.000000e+01, !dbg !108
  %81 = fdiv double %80, 1.000000e+02, !dbg !109
  %82 = getelementptr inbounds double, double* %27, i64 %75, !dbg !126
  store double %81, double* %82, align 8, !dbg !110, !tbaa !111
  %83 = urem i32 %76, 7, !dbg !113
  %84 = add nsw i32 %83, -3, !dbg !114
  %85 = sitofp i32 %84 to double, !dbg !115
  %86 = fmul double %85, 5.000000e-01, !dbg !116
  %87 = getelementptr inbounds double, double* %29, i64 %75, !dbg !127
  store double %86, double* %87, align 8, !dbg !117, !tbaa !111
  %88 = add nuw nsw i64 %75, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %88, metadata !33, metadata !DIExpression()), !dbg !99
  %89 = icmp eq i64 %88, %36, !dbg !100
  br i1 %89, label %63, label %74, !dbg !102, !llvm.loop !128

90:                                               ; preds = %182, %63
  %91 = phi i64 [ 0, %63 ], [ %185, %182 ], !dbg !39
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %91), !dbg !130
  tail call void @free(i8* noundef %26) #8, !dbg !131
  tail call void @free(i8* noundef %28) #8, !dbg !132
  br label %188

93:                                               ; preds = %65, %182
  %94 = phi i32 [ 0, %65 ], [ %186, %182 ]
  %95 = phi i64 [ 0, %65 ], [ %185, %182 ]
  call void @llvm.dbg.value(metadata i32 %94, metadata !37, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %95, metadata !35, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double* %27, metadata !133, metadata !DIExpression()) #8, !dbg !145
  call void @llvm.dbg.value(metadata double* %29, metadata !140, metadata !DIExpression()) #8, !dbg !145
  call void @llvm.dbg.value(metadata %struct.Config* undef, metadata !141, metadata !DIExpression()) #8, !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()) #8, !dbg !147
  call void @llvm.dbg.value(metadata i32 0, metadata !142, metadata !DIExpression()) #8, !dbg !145
  br i1 %34, label %96, label %182, !dbg !148

96:                                               ; preds = %93
  br i1 %67, label %161, label %97, !dbg !148

97:                                               ; preds = %96, %149
  %98 = phi i64 [ %156, %149 ], [ 0, %96 ], !dbg !149
  %99 = phi <2 x i32> [ %153, %149 ], [ zeroinitializer, %96 ]
  %100 = phi <2 x i32> [ %155, %149 ], [ zeroinitializer, %96 ]
  %101 = or i64 %98, 2, !dbg !149
  %102 = getelementptr inbounds double, double* %29, i64 %98, !dbg !149
  %103 = bitcast double* %102 to <2 x double>*, !dbg !151
  %104 = load <2 x double>, <2 x double>* %103, align 8, !dbg !151, !tbaa !111
  %105 = getelementptr inbounds double, double* %102, i64 2, !dbg !151
  %106 = bitcast double* %105 to <2 x double>*, !dbg !151
  %107 = load <2 x double>, <2 x double>* %106, align 8, !dbg !151, !tbaa !111
  %108 = getelementptr inbounds double, double* %27, i64 %98, !dbg !149
  %109 = bitcast double* %108 to <2 x double>*, !dbg !153
  %110 = load <2 x double>, <2 x double>* %109, align 8, !dbg !153, !tbaa !111
  %111 = getelementptr inbounds double, double* %108, i64 2, !dbg !153
  %112 = bitcast double* %111 to <2 x double>*, !dbg !153
  %113 = load <2 x double>, <2 x double>* %112, align 8, !dbg !153, !tbaa !111
  %114 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %104, <2 x double> %70, <2 x double> %110), !dbg !153
  %115 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %107, <2 x double> %72, <2 x double> %113), !dbg !153
  %116 = bitcast double* %108 to <2 x double>*, !dbg !153
  store <2 x double> %114, <2 x double>* %116, align 8, !dbg !153, !tbaa !111
  %117 = bitcast double* %111 to <2 x double>*, !dbg !153
  store <2 x double> %115, <2 x double>* %117, align 8, !dbg !153, !tbaa !111
  %118 = fcmp olt <2 x double> %114, zeroinitializer, !dbg !154
  %119 = fcmp olt <2 x double> %115, zeroinitializer, !dbg !154
  %120 = fcmp ogt <2 x double> %114, <double 1.000000e+01, double 1.000000e+01>
  %121 = fcmp ogt <2 x double> %115, <double 1.000000e+01, double 1.000000e+01>
  %122 = or <2 x i1> %118, %120, !dbg !156
  %123 = or <2 x i1> %119, %121, !dbg !156
  %124 = extractelement <2 x i1> %122, i64 0, !dbg !156
  br i1 %124, label %125, label %129, !dbg !149

125:                                              ; preds = %97
  %126 = extractelement <2 x double> %104, i64 0, !dbg !156
  %127 = fneg double %126, !dbg !156
  %128 = getelementptr inbounds double, double* %29, i64 %98, !dbg !156
  store double %127, double* %128, align 8, !dbg !156, !tbaa !111
  br label %129

129:                                              ; preds = %125, %97
  %130 = extractelement <2 x i1> %122, i64 1, !dbg !156
  br i1 %130, label %131, label %136, !dbg !156

131:                                              ; preds = %129
  %132 = or i64 %98, 1, !dbg !149
  %133 = extractelement <2 x double> %104, i64 1, !dbg !156
  %134 = fneg double %133, !dbg !156
  %135 = getelementptr inbounds double, double* %29, i64 %132, !dbg !156
  store double %134, double* %135, align 8, !dbg !156, !tbaa !111
  br label %136

136:                                              ; preds = %131, %129
  %137 = extractelement <2 x i1> %123, i64 0, !dbg !156
  br i1 %137, label %138, label %142, !dbg !156

138:                                              ; preds = %136
  %139 = extractelement <2 x double> %107, i64 0, !dbg !156
  %140 = fneg double %139, !dbg !156
  %141 = getelementptr inbounds double, double* %29, i64 %101, !dbg !156
  store double %140, double* %141, align 8, !dbg !156, !tbaa !111
  br label %142

142:                                              ; preds = %138, %136
  %143 = extractelement <2 x i1> %123, i64 1, !dbg !156
  br i1 %143, label %144, label %149, !dbg !156

144:                                              ; preds = %142
  %145 = or i64 %98, 3, !dbg !149
  %146 = extractelement <2 x double> %107, i64 1, !dbg !156
  %147 = fneg double %146, !dbg !156
  %148 = getelementptr inbounds double, double* %29, i64 %145, !dbg !156
  store double %147, double* %148, align 8, !dbg !156, !tbaa !111
  br label %149

149:                                              ; preds = %144, %142
  %150 = or <2 x i1> %118, %120, !dbg !156
  %151 = or <2 x i1> %119, %121, !dbg !156
  %152 = zext <2 x i1> %150 to <2 x i32>, !dbg !145
  %153 = add <2 x i32> %99, %152, !dbg !145
  %154 = zext <2 x i1> %151 to <2 x i32>, !dbg !145
  %155 = add <2 x i32> %100, %154, !dbg !145
  %156 = add nuw i64 %98, 4, !dbg !149
  %157 = icmp eq i64 %156, %68, !dbg !149
  br i1 %157, label %158, label %97, !dbg !149, !llvm.loop !157

158:                                              ; preds = %149
  %159 = add <2 x i32> %155, %153, !dbg !148
  %160 = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %159), !dbg !148
  br i1 %73, label %182, label %161, !dbg !148

161:                                              ; preds = %96, %158
  %162 = phi i64 [ 0, %96 ], [ %68, %158 ]
  %163 = phi i32 [ 0, %96 ], [ %160, %158 ]
  br label %164, !dbg !148

164:                                              ; preds = %161, %178
  %165 = phi i64 [ %180, %178 ], [ %162, %161 ]
  %166 = phi i32 [ %179, %178 ], [ %163, %161 ]
  call void @llvm.dbg.value(metadata i64 %165, metadata !143, metadata !DIExpression()) #8, !dbg !147
  call void @llvm.dbg.value(metadata i32 %166, metadata !142, metadata !DIExpression()) #8, !dbg !145
  %167 = getelementptr inbounds double, double* %29, i64 %165, !dbg !151
  %168 = load double, double* %167, align 8, !dbg !151, !tbaa !111
  %169 = getelementptr inbounds double, double* %27, i64 %165, !dbg !159
  %170 = load double, double* %169, align 8, !dbg !153, !tbaa !111
  %171 = tail call double @llvm.fmuladd.f64(double %168, double %21, double %170) #8, !dbg !153
  store double %171, double* %169, align 8, !dbg !153, !tbaa !111
  %172 = fcmp olt double %171, 0.000000e+00, !dbg !154
  %173 = fcmp ogt double %171, 1.000000e+01
  %174 = or i1 %172, %173, !dbg !156
  br i1 %174, label %175, label %178, !dbg !156

175:                                              ; preds = %164
  %176 = fneg double %168, !dbg !160
  store double %176, double* %167, align 8, !dbg !162, !tbaa !111
  %177 = add nsw i32 %166, 1, !dbg !163
  call void @llvm.dbg.value(metadata i32 %177, metadata !142, metadata !DIExpression()) #8, !dbg !145
  br label %178, !dbg !164

178:                                              ; preds = %164, %175
  %179 = phi i32 [ %177, %175 ], [ %166, %164 ], !dbg !145
  call void @llvm.dbg.value(metadata i32 %179, metadata !142, metadata !DIExpression()) #8, !dbg !145
  %180 = add nuw nsw i64 %165, 1, !dbg !149
  call void @llvm.dbg.value(metadata i64 %180, metadata !143, metadata !DIExpression()) #8, !dbg !147
  %181 = icmp eq i64 %180, %66, !dbg !165
  br i1 %181, label %182, label %164, !dbg !148, !llvm.loop !166

182:                                              ; preds = %178, %158, %93
  %183 = phi i32 [ 0, %93 ], [ %160, %158 ], [ %179, %178 ], !dbg !145
  %184 = sext i32 %183 to i64, !dbg !167
  %185 = add nsw i64 %95, %184, !dbg !168
  call void @llvm.dbg.value(metadata i64 %185, metadata !35, metadata !DIExpression()), !dbg !39
  %186 = add nuw nsw i32 %94, 1, !dbg !169
  call void @llvm.dbg.value(metadata i32 %186, metadata !37, metadata !DIExpression()), !dbg !122
  %187 = icmp eq i32 %186, %22, !dbg !123
  br i1 %187, label %90, label %93, !dbg !125, !llvm.loop !170

188:                                              ; preds = %20, %90
  %189 = phi i32 [ 0, %90 ], [ 1, %20 ], !dbg !39
  ret i32 %189, !dbg !172
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(i8* noundef readonly, i8** nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "float_config.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "4681c7935148152c39a8a22e4ca7623f")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 42, type: !16, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !30, !32, !33, !35, !37}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 42, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 42, type: !4)
!21 = !DILocalVariable(name: "c", scope: !15, file: !1, line: 44, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "Config", file: !1, line: 13, baseType: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 8, size: 192, elements: !24)
!24 = !{!25, !26, !27, !29}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !23, file: !1, line: 9, baseType: !3, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "steps", scope: !23, file: !1, line: 10, baseType: !3, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "dt", scope: !23, file: !1, line: 11, baseType: !28, size: 64, offset: 64)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "box", scope: !23, file: !1, line: 12, baseType: !28, size: 64, offset: 128)
!30 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 46, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!32 = !DILocalVariable(name: "vx", scope: !15, file: !1, line: 47, type: !31)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 50, type: !3)
!34 = distinct !DILexicalBlock(scope: !15, file: !1, line: 50, column: 3)
!35 = !DILocalVariable(name: "total", scope: !15, file: !1, line: 54, type: !36)
!36 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!37 = !DILocalVariable(name: "s", scope: !38, file: !1, line: 55, type: !3)
!38 = distinct !DILexicalBlock(scope: !15, file: !1, line: 55, column: 3)
!39 = !DILocation(line: 0, scope: !15)
!40 = !DILocalVariable(name: "c", arg: 1, scope: !41, file: !1, line: 15, type: !44)
!41 = distinct !DISubprogram(name: "init_config", scope: !1, file: !1, line: 15, type: !42, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !44, !3, !4}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!45 = !{!40, !46, !47}
!46 = !DILocalVariable(name: "argc", arg: 2, scope: !41, file: !1, line: 15, type: !3)
!47 = !DILocalVariable(name: "argv", arg: 3, scope: !41, file: !1, line: 15, type: !4)
!48 = !DILocation(line: 0, scope: !41, inlinedAt: !49)
!49 = distinct !DILocation(line: 45, column: 3, scope: !15)
!50 = !DILocation(line: 21, column: 12, scope: !51, inlinedAt: !49)
!51 = distinct !DILexicalBlock(scope: !41, file: !1, line: 21, column: 7)
!52 = !DILocation(line: 21, column: 7, scope: !41, inlinedAt: !49)
!53 = !DILocation(line: 22, column: 17, scope: !51, inlinedAt: !49)
!54 = !{!55, !55, i64 0}
!55 = !{!"any pointer", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocalVariable(name: "__nptr", arg: 1, scope: !59, file: !60, line: 362, type: !63)
!59 = distinct !DISubprogram(name: "atoi", scope: !60, file: !60, line: 362, type: !61, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !65)
!60 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!61 = !DISubroutineType(types: !62)
!62 = !{!3, !63}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!65 = !{!58}
!66 = !DILocation(line: 0, scope: !59, inlinedAt: !67)
!67 = distinct !DILocation(line: 22, column: 12, scope: !51, inlinedAt: !49)
!68 = !DILocation(line: 364, column: 16, scope: !59, inlinedAt: !67)
!69 = !DILocation(line: 364, column: 10, scope: !59, inlinedAt: !67)
!70 = !DILocation(line: 23, column: 12, scope: !71, inlinedAt: !49)
!71 = distinct !DILexicalBlock(scope: !41, file: !1, line: 23, column: 7)
!72 = !DILocation(line: 23, column: 7, scope: !41, inlinedAt: !49)
!73 = !DILocation(line: 24, column: 21, scope: !71, inlinedAt: !49)
!74 = !DILocation(line: 0, scope: !59, inlinedAt: !75)
!75 = distinct !DILocation(line: 24, column: 16, scope: !71, inlinedAt: !49)
!76 = !DILocation(line: 364, column: 16, scope: !59, inlinedAt: !75)
!77 = !DILocation(line: 364, column: 10, scope: !59, inlinedAt: !75)
!78 = !DILocation(line: 25, column: 12, scope: !79, inlinedAt: !49)
!79 = distinct !DILexicalBlock(scope: !41, file: !1, line: 25, column: 7)
!80 = !DILocation(line: 25, column: 7, scope: !41, inlinedAt: !49)
!81 = !DILocation(line: 26, column: 18, scope: !79, inlinedAt: !49)
!82 = !DILocalVariable(name: "__nptr", arg: 1, scope: !83, file: !84, line: 25, type: !63)
!83 = distinct !DISubprogram(name: "atof", scope: !84, file: !84, line: 25, type: !85, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !87)
!84 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!85 = !DISubroutineType(types: !86)
!86 = !{!28, !63}
!87 = !{!82}
!88 = !DILocation(line: 0, scope: !83, inlinedAt: !89)
!89 = distinct !DILocation(line: 26, column: 13, scope: !79, inlinedAt: !49)
!90 = !DILocation(line: 27, column: 10, scope: !83, inlinedAt: !89)
!91 = !DILocation(line: 26, column: 5, scope: !79, inlinedAt: !49)
!92 = !DILocation(line: 46, column: 22, scope: !15)
!93 = !DILocation(line: 46, column: 26, scope: !15)
!94 = !DILocation(line: 46, column: 15, scope: !15)
!95 = !DILocation(line: 47, column: 16, scope: !15)
!96 = !DILocation(line: 48, column: 8, scope: !97)
!97 = distinct !DILexicalBlock(scope: !15, file: !1, line: 48, column: 7)
!98 = !DILocation(line: 48, column: 10, scope: !97)
!99 = !DILocation(line: 0, scope: !34)
!100 = !DILocation(line: 50, column: 21, scope: !101)
!101 = distinct !DILexicalBlock(scope: !34, file: !1, line: 50, column: 3)
!102 = !DILocation(line: 50, column: 3, scope: !34)
!103 = !DILocation(line: 50, column: 29, scope: !101)
!104 = !DILocation(line: 51, column: 15, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !1, line: 50, column: 33)
!106 = !DILocation(line: 51, column: 20, scope: !105)
!107 = !DILocation(line: 51, column: 12, scope: !105)
!108 = !DILocation(line: 51, column: 27, scope: !105)
!109 = !DILocation(line: 51, column: 35, scope: !105)
!110 = !DILocation(line: 51, column: 10, scope: !105)
!111 = !{!112, !112, i64 0}
!112 = !{!"double", !56, i64 0}
!113 = !DILocation(line: 52, column: 17, scope: !105)
!114 = !DILocation(line: 52, column: 22, scope: !105)
!115 = !DILocation(line: 52, column: 13, scope: !105)
!116 = !DILocation(line: 52, column: 27, scope: !105)
!117 = !DILocation(line: 52, column: 11, scope: !105)
!118 = distinct !{!118, !102, !119, !120, !121}
!119 = !DILocation(line: 53, column: 3, scope: !34)
!120 = !{!"llvm.loop.mustprogress"}
!121 = !{!"llvm.loop.isvectorized", i32 1}
!122 = !DILocation(line: 0, scope: !38)
!123 = !DILocation(line: 55, column: 21, scope: !124)
!124 = distinct !DILexicalBlock(scope: !38, file: !1, line: 55, column: 3)
!125 = !DILocation(line: 55, column: 3, scope: !38)
!126 = !DILocation(line: 51, column: 5, scope: !105)
!127 = !DILocation(line: 52, column: 5, scope: !105)
!128 = distinct !{!128, !102, !119, !120, !129, !121}
!129 = !{!"llvm.loop.unroll.runtime.disable"}
!130 = !DILocation(line: 57, column: 3, scope: !15)
!131 = !DILocation(line: 58, column: 3, scope: !15)
!132 = !DILocation(line: 59, column: 3, scope: !15)
!133 = !DILocalVariable(name: "x", arg: 1, scope: !134, file: !1, line: 29, type: !31)
!134 = distinct !DISubprogram(name: "step", scope: !1, file: !1, line: 29, type: !135, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !139)
!135 = !DISubroutineType(types: !136)
!136 = !{!3, !31, !31, !137}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!139 = !{!133, !140, !141, !142, !143}
!140 = !DILocalVariable(name: "vx", arg: 2, scope: !134, file: !1, line: 29, type: !31)
!141 = !DILocalVariable(name: "c", arg: 3, scope: !134, file: !1, line: 29, type: !137)
!142 = !DILocalVariable(name: "bounces", scope: !134, file: !1, line: 31, type: !3)
!143 = !DILocalVariable(name: "i", scope: !144, file: !1, line: 32, type: !3)
!144 = distinct !DILexicalBlock(scope: !134, file: !1, line: 32, column: 3)
!145 = !DILocation(line: 0, scope: !134, inlinedAt: !146)
!146 = distinct !DILocation(line: 56, column: 14, scope: !124)
!147 = !DILocation(line: 0, scope: !144, inlinedAt: !146)
!148 = !DILocation(line: 32, column: 3, scope: !144, inlinedAt: !146)
!149 = !DILocation(line: 32, column: 30, scope: !150, inlinedAt: !146)
!150 = distinct !DILexicalBlock(scope: !144, file: !1, line: 32, column: 3)
!151 = !DILocation(line: 33, column: 13, scope: !152, inlinedAt: !146)
!152 = distinct !DILexicalBlock(scope: !150, file: !1, line: 32, column: 34)
!153 = !DILocation(line: 33, column: 10, scope: !152, inlinedAt: !146)
!154 = !DILocation(line: 34, column: 14, scope: !155, inlinedAt: !146)
!155 = distinct !DILexicalBlock(scope: !152, file: !1, line: 34, column: 9)
!156 = !DILocation(line: 34, column: 18, scope: !155, inlinedAt: !146)
!157 = distinct !{!157, !148, !158, !120, !121}
!158 = !DILocation(line: 38, column: 3, scope: !144, inlinedAt: !146)
!159 = !DILocation(line: 33, column: 5, scope: !152, inlinedAt: !146)
!160 = !DILocation(line: 35, column: 15, scope: !161, inlinedAt: !146)
!161 = distinct !DILexicalBlock(scope: !155, file: !1, line: 34, column: 36)
!162 = !DILocation(line: 35, column: 13, scope: !161, inlinedAt: !146)
!163 = !DILocation(line: 36, column: 14, scope: !161, inlinedAt: !146)
!164 = !DILocation(line: 37, column: 5, scope: !161, inlinedAt: !146)
!165 = !DILocation(line: 32, column: 21, scope: !150, inlinedAt: !146)
!166 = distinct !{!166, !148, !158, !120, !129, !121}
!167 = !DILocation(line: 56, column: 14, scope: !124)
!168 = !DILocation(line: 56, column: 11, scope: !124)
!169 = !DILocation(line: 55, column: 33, scope: !124)
!170 = distinct !{!170, !125, !171, !120}
!171 = !DILocation(line: 56, column: 28, scope: !38)
!172 = !DILocation(line: 61, column: 1, scope: !15)
