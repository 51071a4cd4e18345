; ModuleID = 'lu_pivot.c'
source_filename = "lu_pivot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1
@str = private unnamed_addr constant [9 x i8] c"singular\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @kernel_lu(i32 noundef %0, double** nocapture noundef %1, i32* nocapture noundef %2) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !26, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double** %1, metadata !27, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32* %2, metadata !28, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !45
  %4 = icmp sgt i32 %0, 0, !dbg !46
  br i1 %4, label %5, label %190, !dbg !47

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64, !dbg !47
  %7 = zext i32 %0 to i64, !dbg !46
  %8 = sub nsw i64 0, %7
  br label %12, !dbg !47

9:                                                ; preds = %187, %60
  call void @llvm.dbg.value(metadata i64 %27, metadata !29, metadata !DIExpression()), !dbg !45
  %10 = add nuw nsw i64 %14, 1, !dbg !47
  %11 = icmp eq i64 %27, %7, !dbg !46
  br i1 %11, label %190, label %12, !dbg !47, !llvm.loop !48

12:                                               ; preds = %5, %9
  %13 = phi i64 [ 0, %5 ], [ %27, %9 ]
  %14 = phi i64 [ 1, %5 ], [ %10, %9 ]
  call void @llvm.dbg.value(metadata i64 %13, metadata !29, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i64 %13, metadata !32, metadata !DIExpression()), !dbg !51
  %15 = xor i64 %13, -1, !dbg !52
  %16 = add nsw i64 %15, %7, !dbg !52
  %17 = add i64 %16, -4, !dbg !52
  %18 = lshr i64 %17, 2, !dbg !52
  %19 = add nuw nsw i64 %18, 1, !dbg !52
  %20 = xor i64 %13, -1, !dbg !52
  %21 = add nsw i64 %20, %7, !dbg !52
  %22 = getelementptr inbounds double*, double** %1, i64 %13, !dbg !52
  %23 = load double*, double** %22, align 8, !dbg !52, !tbaa !53
  %24 = getelementptr inbounds double, double* %23, i64 %13, !dbg !52
  %25 = load double, double* %24, align 8, !dbg !52, !tbaa !57
  %26 = tail call double @llvm.fabs.f64(double %25), !dbg !59
  call void @llvm.dbg.value(metadata double %26, metadata !36, metadata !DIExpression()), !dbg !51
  %27 = add nuw nsw i64 %13, 1, !dbg !60
  call void @llvm.dbg.value(metadata i64 %27, metadata !30, metadata !DIExpression()), !dbg !45
  %28 = icmp ult i64 %27, %6, !dbg !62
  %29 = trunc i64 %13 to i32, !dbg !64
  br i1 %28, label %30, label %45, !dbg !64

30:                                               ; preds = %12, %30
  %31 = phi i64 [ %43, %30 ], [ %14, %12 ]
  %32 = phi double [ %42, %30 ], [ %26, %12 ]
  %33 = phi i32 [ %41, %30 ], [ %29, %12 ]
  call void @llvm.dbg.value(metadata i64 %31, metadata !30, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double %32, metadata !36, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %33, metadata !32, metadata !DIExpression()), !dbg !51
  %34 = getelementptr inbounds double*, double** %1, i64 %31, !dbg !65
  %35 = load double*, double** %34, align 8, !dbg !65, !tbaa !53
  %36 = getelementptr inbounds double, double* %35, i64 %13, !dbg !65
  %37 = load double, double* %36, align 8, !dbg !65, !tbaa !57
  %38 = tail call double @llvm.fabs.f64(double %37), !dbg !67
  %39 = fcmp ogt double %38, %32, !dbg !68
  %40 = trunc i64 %31 to i32, !dbg !69
  %41 = select i1 %39, i32 %40, i32 %33, !dbg !69
  %42 = select i1 %39, double %38, double %32, !dbg !69
  call void @llvm.dbg.value(metadata double %42, metadata !36, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %41, metadata !32, metadata !DIExpression()), !dbg !51
  %43 = add nuw nsw i64 %31, 1, !dbg !70
  call void @llvm.dbg.value(metadata i64 %43, metadata !30, metadata !DIExpression()), !dbg !45
  %44 = icmp eq i64 %43, %7, !dbg !62
  br i1 %44, label %45, label %30, !dbg !64, !llvm.loop !71

45:                                               ; preds = %30, %12
  %46 = phi i32 [ %29, %12 ], [ %41, %30 ], !dbg !51
  %47 = phi double [ %26, %12 ], [ %42, %30 ], !dbg !51
  %48 = fcmp oeq double %47, 0.000000e+00, !dbg !73
  br i1 %48, label %190, label %49, !dbg !75

49:                                               ; preds = %45
  %50 = zext i32 %46 to i64, !dbg !76
  %51 = icmp eq i64 %13, %50, !dbg !76
  br i1 %51, label %60, label %52, !dbg !77

52:                                               ; preds = %49
  call void @llvm.dbg.value(metadata double* %23, metadata !37, metadata !DIExpression()), !dbg !78
  %53 = sext i32 %46 to i64, !dbg !79
  %54 = getelementptr inbounds double*, double** %1, i64 %53, !dbg !79
  %55 = load double*, double** %54, align 8, !dbg !79, !tbaa !53
  store double* %55, double** %22, align 8, !dbg !80, !tbaa !53
  store double* %23, double** %54, align 8, !dbg !81, !tbaa !53
  %56 = getelementptr inbounds i32, i32* %2, i64 %13, !dbg !82
  %57 = load i32, i32* %56, align 4, !dbg !82, !tbaa !83
  call void @llvm.dbg.value(metadata i32 %57, metadata !40, metadata !DIExpression()), !dbg !78
  %58 = getelementptr inbounds i32, i32* %2, i64 %53, !dbg !85
  %59 = load i32, i32* %58, align 4, !dbg !85, !tbaa !83
  store i32 %59, i32* %56, align 4, !dbg !86, !tbaa !83
  store i32 %57, i32* %58, align 4, !dbg !87, !tbaa !83
  br label %60, !dbg !88

60:                                               ; preds = %52, %49
  call void @llvm.dbg.value(metadata i64 %27, metadata !30, metadata !DIExpression()), !dbg !45
  br i1 %28, label %61, label %9, !dbg !89

61:                                               ; preds = %60
  %62 = load double*, double** %22, align 8, !tbaa !53
  %63 = getelementptr inbounds double, double* %62, i64 %13
  %64 = getelementptr double, double* %62, i64 %14, !dbg !89
  %65 = getelementptr double, double* %62, i64 %7, !dbg !89
  %66 = icmp ult i64 %21, 4
  %67 = and i64 %21, -4
  %68 = add i64 %14, %67
  %69 = and i64 %19, 1
  %70 = icmp ult i64 %17, 4
  %71 = and i64 %19, 9223372036854775806
  %72 = icmp eq i64 %69, 0
  %73 = icmp eq i64 %21, %67
  br label %74, !dbg !89

74:                                               ; preds = %187, %61
  %75 = phi i64 [ %14, %61 ], [ %188, %187 ]
  call void @llvm.dbg.value(metadata i64 %75, metadata !30, metadata !DIExpression()), !dbg !45
  %76 = getelementptr inbounds double*, double** %1, i64 %75, !dbg !90
  %77 = load double*, double** %76, align 8, !dbg !90, !tbaa !53
  %78 = getelementptr inbounds double, double* %77, i64 %13, !dbg !90
  %79 = load double, double* %78, align 8, !dbg !90, !tbaa !57
  %80 = load double, double* %63, align 8, !dbg !91, !tbaa !57
  %81 = fdiv double %79, %80, !dbg !92
  call void @llvm.dbg.value(metadata double %81, metadata !41, metadata !DIExpression()), !dbg !93
  store double %81, double* %78, align 8, !dbg !94, !tbaa !57
  call void @llvm.dbg.value(metadata i64 %27, metadata !31, metadata !DIExpression()), !dbg !45
  %82 = fneg double %81
  br i1 %66, label %156, label %83, !dbg !95

83:                                               ; preds = %74
  %84 = getelementptr double, double* %77, i64 %14, !dbg !95
  %85 = getelementptr double, double* %77, i64 %7, !dbg !95
  %86 = icmp ult double* %84, %65, !dbg !95
  %87 = icmp ult double* %64, %85, !dbg !95
  %88 = and i1 %86, %87, !dbg !95
  br i1 %88, label %156, label %89, !dbg !95

89:                                               ; preds = %83
  %90 = insertelement <2 x double> poison, double %82, i64 0, !dbg !95
  %91 = shufflevector <2 x double> %90, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !95
  %92 = insertelement <2 x double> poison, double %82, i64 0, !dbg !95
  %93 = shufflevector <2 x double> %92, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !95
  br i1 %70, label %135, label %94, !dbg !95

94:                                               ; preds = %89, %94
  %95 = phi i64 [ %132, %94 ], [ 0, %89 ]
  %96 = phi i64 [ %133, %94 ], [ 0, %89 ]
  %97 = add i64 %14, %95
  %98 = getelementptr inbounds double, double* %62, i64 %97, !dbg !97
  %99 = bitcast double* %98 to <2 x double>*, !dbg !97
  %100 = load <2 x double>, <2 x double>* %99, align 8, !dbg !97, !tbaa !57, !alias.scope !99
  %101 = getelementptr inbounds double, double* %98, i64 2, !dbg !97
  %102 = bitcast double* %101 to <2 x double>*, !dbg !97
  %103 = load <2 x double>, <2 x double>* %102, align 8, !dbg !97, !tbaa !57, !alias.scope !99
  %104 = getelementptr inbounds double, double* %77, i64 %97, !dbg !102
  %105 = bitcast double* %104 to <2 x double>*, !dbg !103
  %106 = load <2 x double>, <2 x double>* %105, align 8, !dbg !103, !tbaa !57, !alias.scope !104, !noalias !99
  %107 = getelementptr inbounds double, double* %104, i64 2, !dbg !103
  %108 = bitcast double* %107 to <2 x double>*, !dbg !103
  %109 = load <2 x double>, <2 x double>* %108, align 8, !dbg !103, !tbaa !57, !alias.scope !104, !noalias !99
  %110 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> %100, <2 x double> %106), !dbg !103
  %111 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> %103, <2 x double> %109), !dbg !103
  %112 = bitcast double* %104 to <2 x double>*, !dbg !103
  store <2 x double> %110, <2 x double>* %112, align 8, !dbg !103, !tbaa !57, !alias.scope !104, !noalias !99
  %113 = bitcast double* %107 to <2 x double>*, !dbg !103
  store <2 x double> %111, <2 x double>* %113, align 8, !dbg !103, !tbaa !57, !alias.scope !104, !noalias !99
  %114 = or i64 %95, 4
  %115 = add i64 %14, %114
  %116 = getelementptr inbounds double, double* %62, i64 %115, !dbg !97
  %117 = bitcast double* %116 to <2 x double>*, !dbg !97
  %118 = load <2 x double>, <2 x double>* %117, align 8, !dbg !97, !tbaa !57, !alias.scope !99
  %119 = getelementptr inbounds double, double* %116, i64 2, !dbg !97
  %120 = bitcast double* %119 to <2 x double>*, !dbg !97
  %121 = load <2 x double>, <2 x double>* %120, align 8, !dbg !97, !tbaa !57, !alias.scope !99
  %122 = getelementptr inbounds double, double* %77, i64 %115, !dbg !102
  %123 = bitcast double* %122 to <2 x double>*, !dbg !103
  %124 = load <2 x double>, <2 x double>* %123, align 8, !dbg !103, !tbaa !57, !alias.scope !104, !noalias !99
  %125 = getelementptr inbounds double, double* %122, i64 2, !dbg !103
  %126 = bitcast double* %125 to <2 x double>*, !dbg !103
  %127 = load <2 x double>, <2 x double>* %126, align 8, !dbg !103, !tbaa !57, !alias.scope !104, !noalias !99
  %128 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> %118, <2 x double> %124), !dbg !103
  %129 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> %121, <2 x double> %127), !dbg !103
  %130 = bitcast double* %122 to <2 x double>*, !dbg !103
  store <2 x double> %128, <2 x double>* %130, align 8, !dbg !103, !tbaa !57, !alias.scope !104, !noalias !99
  %131 = bitcast double* %125 to <2 x double>*, !dbg !103
  store <2 x double> %129, <2 x double>* %131, align 8, !dbg !103, !tbaa !57, !alias.scope !104, !noalias !99
  %132 = add nuw i64 %95, 8
  %133 = add i64 %96, 2
  %134 = icmp eq i64 %133, %71
  br i1 %134, label %135, label %94, !llvm.loop !106

135:                                              ; preds = %94, %89
  %136 = phi i64 [ 0, %89 ], [ %132, %94 ]
  br i1 %72, label %155, label %137

137:                                              ; preds = %135
  %138 = add i64 %14, %136
  %139 = getelementptr inbounds double, double* %62, i64 %138, !dbg !97
  %140 = bitcast double* %139 to <2 x double>*, !dbg !97
  %141 = load <2 x double>, <2 x double>* %140, align 8, !dbg !97, !tbaa !57, !alias.scope !99
  %142 = getelementptr inbounds double, double* %139, i64 2, !dbg !97
  %143 = bitcast double* %142 to <2 x double>*, !dbg !97
  %144 = load <2 x double>, <2 x double>* %143, align 8, !dbg !97, !tbaa !57, !alias.scope !99
  %145 = getelementptr inbounds double, double* %77, i64 %138, !dbg !102
  %146 = bitcast double* %145 to <2 x double>*, !dbg !103
  %147 = load <2 x double>, <2 x double>* %146, align 8, !dbg !103, !tbaa !57, !alias.scope !104, !noalias !99
  %148 = getelementptr inbounds double, double* %145, i64 2, !dbg !103
  %149 = bitcast double* %148 to <2 x double>*, !dbg !103
  %150 = load <2 x double>, <2 x double>* %149, align 8, !dbg !103, !tbaa !57, !alias.scope !104, !noalias !99
  %151 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> %141, <2 x double> %147), !dbg !103
  %152 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> %144, <2 x double> %150), !dbg !103
  %153 = bitcast double* %145 to <2 x double>*, !dbg !103
  store <2 x double> %151, <2 x double>* %153, align 8, !dbg !103, !tbaa !57, !alias.scope !104, !noalias !99
  %154 = bitcast double* %148 to <2 x double>*, !dbg !103
  store <2 x double> %152, <2 x double>* %154, align 8, !dbg !103, !tbaa !57, !alias.scope !104, !noalias !99
  br label %155, !dbg !95

155:                                              ; preds = %135, %137
  br i1 %73, label %187, label %156, !dbg !95

156:                                              ; preds = %83, %74, %155
  %157 = phi i64 [ %14, %83 ], [ %14, %74 ], [ %68, %155 ]
  %158 = sub i64 %7, %157, !dbg !95
  %159 = xor i64 %157, -1, !dbg !95
  %160 = and i64 %158, 1, !dbg !95
  %161 = icmp eq i64 %160, 0, !dbg !95
  br i1 %161, label %169, label %162, !dbg !95

162:                                              ; preds = %156
  call void @llvm.dbg.value(metadata i64 %157, metadata !31, metadata !DIExpression()), !dbg !45
  %163 = getelementptr inbounds double, double* %62, i64 %157, !dbg !97
  %164 = load double, double* %163, align 8, !dbg !97, !tbaa !57
  %165 = getelementptr inbounds double, double* %77, i64 %157, !dbg !102
  %166 = load double, double* %165, align 8, !dbg !103, !tbaa !57
  %167 = tail call double @llvm.fmuladd.f64(double %82, double %164, double %166), !dbg !103
  store double %167, double* %165, align 8, !dbg !103, !tbaa !57
  %168 = add nuw nsw i64 %157, 1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %168, metadata !31, metadata !DIExpression()), !dbg !45
  br label %169, !dbg !95

169:                                              ; preds = %162, %156
  %170 = phi i64 [ %157, %156 ], [ %168, %162 ]
  %171 = icmp eq i64 %159, %8, !dbg !95
  br i1 %171, label %187, label %172, !dbg !95

172:                                              ; preds = %169, %172
  %173 = phi i64 [ %185, %172 ], [ %170, %169 ]
  call void @llvm.dbg.value(metadata i64 %173, metadata !31, metadata !DIExpression()), !dbg !45
  %174 = getelementptr inbounds double, double* %62, i64 %173, !dbg !97
  %175 = load double, double* %174, align 8, !dbg !97, !tbaa !57
  %176 = getelementptr inbounds double, double* %77, i64 %173, !dbg !102
  %177 = load double, double* %176, align 8, !dbg !103, !tbaa !57
  %178 = tail call double @llvm.fmuladd.f64(double %82, double %175, double %177), !dbg !103
  store double %178, double* %176, align 8, !dbg !103, !tbaa !57
  %179 = add nuw nsw i64 %173, 1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %179, metadata !31, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i64 %179, metadata !31, metadata !DIExpression()), !dbg !45
  %180 = getelementptr inbounds double, double* %62, i64 %179, !dbg !97
  %181 = load double, double* %180, align 8, !dbg !97, !tbaa !57
  %182 = getelementptr inbounds double, double* %77, i64 %179, !dbg !102
  %183 = load double, double* %182, align 8, !dbg !103, !tbaa !57
  %184 = tail call double @llvm.fmuladd.f64(double %82, double %181, double %183), !dbg !103
  store double %184, double* %182, align 8, !dbg !103, !tbaa !57
  %185 = add nuw nsw i64 %173, 2, !dbg !109
  call void @llvm.dbg.value(metadata i64 %185, metadata !31, metadata !DIExpression()), !dbg !45
  %186 = icmp eq i64 %185, %7, !dbg !110
  br i1 %186, label %187, label %172, !dbg !95, !llvm.loop !111

187:                                              ; preds = %169, %172, %155
  %188 = add nuw nsw i64 %75, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %188, metadata !30, metadata !DIExpression()), !dbg !45
  %189 = icmp eq i64 %188, %7, !dbg !113
  br i1 %189, label %9, label %74, !dbg !89, !llvm.loop !114

190:                                              ; preds = %9, %45, %3
  %191 = phi i32 [ 0, %3 ], [ -1, %45 ], [ 0, %9 ], !dbg !45
  ret i32 %191, !dbg !116
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !117 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !121, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i8** %1, metadata !122, metadata !DIExpression()), !dbg !140
  %3 = icmp sgt i32 %0, 1, !dbg !141
  br i1 %3, label %4, label %9, !dbg !142

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !143
  %6 = load i8*, i8** %5, align 8, !dbg !143, !tbaa !53
  call void @llvm.dbg.value(metadata i8* %6, metadata !144, metadata !DIExpression()) #9, !dbg !152
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !154
  %8 = trunc i64 %7 to i32, !dbg !155
  br label %9, !dbg !142

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 80, %2 ], !dbg !142
  call void @llvm.dbg.value(metadata i32 %10, metadata !123, metadata !DIExpression()), !dbg !140
  %11 = sext i32 %10 to i64, !dbg !156
  %12 = shl nsw i64 %11, 3, !dbg !157
  %13 = mul i64 %12, %11, !dbg !158
  %14 = tail call noalias i8* @malloc(i64 noundef %13) #9, !dbg !159
  %15 = bitcast i8* %14 to double*, !dbg !159
  call void @llvm.dbg.value(metadata double* %15, metadata !124, metadata !DIExpression()), !dbg !140
  %16 = tail call noalias i8* @malloc(i64 noundef %12) #9, !dbg !160
  %17 = bitcast i8* %16 to double**, !dbg !160
  call void @llvm.dbg.value(metadata double** %17, metadata !125, metadata !DIExpression()), !dbg !140
  %18 = shl nsw i64 %11, 2, !dbg !161
  %19 = tail call noalias i8* @malloc(i64 noundef %18) #9, !dbg !162
  %20 = bitcast i8* %19 to i32*, !dbg !162
  call void @llvm.dbg.value(metadata i32* %20, metadata !126, metadata !DIExpression()), !dbg !140
  %21 = tail call noalias i8* @malloc(i64 noundef %12) #9, !dbg !163
  %22 = bitcast i8* %21 to double*, !dbg !163
  call void @llvm.dbg.value(metadata double* %22, metadata !127, metadata !DIExpression()), !dbg !140
  %23 = tail call noalias i8* @malloc(i64 noundef %12) #9, !dbg !164
  %24 = bitcast i8* %23 to double*, !dbg !164
  call void @llvm.dbg.value(metadata double* %24, metadata !128, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 7, metadata !129, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()), !dbg !165
  %25 = icmp sgt i32 %10, 0, !dbg !166
  br i1 %25, label %26, label %406, !dbg !167

26:                                               ; preds = %9
  %27 = zext i32 %10 to i64, !dbg !166
  br label %212, !dbg !167

28:                                               ; preds = %221
  call void @llvm.dbg.value(metadata i32 %10, metadata !26, metadata !DIExpression()) #9, !dbg !168
  call void @llvm.dbg.value(metadata double** %17, metadata !27, metadata !DIExpression()) #9, !dbg !168
  call void @llvm.dbg.value(metadata i32* %20, metadata !28, metadata !DIExpression()) #9, !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()) #9, !dbg !168
  br i1 %25, label %29, label %406, !dbg !171

29:                                               ; preds = %28
  %30 = zext i32 %10 to i64, !dbg !171
  %31 = add nsw i64 %30, -1, !dbg !172
  br label %35, !dbg !171

32:                                               ; preds = %209, %83
  call void @llvm.dbg.value(metadata i64 %50, metadata !29, metadata !DIExpression()) #9, !dbg !168
  %33 = add nuw nsw i64 %37, 1, !dbg !171
  %34 = icmp eq i64 %50, %30, !dbg !173
  br i1 %34, label %240, label %35, !dbg !171, !llvm.loop !174

35:                                               ; preds = %32, %29
  %36 = phi i64 [ 0, %29 ], [ %50, %32 ]
  %37 = phi i64 [ 1, %29 ], [ %33, %32 ]
  call void @llvm.dbg.value(metadata i64 %36, metadata !29, metadata !DIExpression()) #9, !dbg !168
  call void @llvm.dbg.value(metadata i64 %36, metadata !32, metadata !DIExpression()) #9, !dbg !176
  %38 = xor i64 %36, -1, !dbg !177
  %39 = add nsw i64 %38, %30, !dbg !177
  %40 = add i64 %39, -4, !dbg !177
  %41 = lshr i64 %40, 2, !dbg !177
  %42 = add nuw nsw i64 %41, 1, !dbg !177
  %43 = xor i64 %36, -1, !dbg !177
  %44 = add nsw i64 %43, %27, !dbg !177
  %45 = getelementptr inbounds double*, double** %17, i64 %36, !dbg !177
  %46 = load double*, double** %45, align 8, !dbg !177, !tbaa !53
  %47 = getelementptr inbounds double, double* %46, i64 %36, !dbg !177
  %48 = load double, double* %47, align 8, !dbg !177, !tbaa !57
  %49 = tail call double @llvm.fabs.f64(double %48) #9, !dbg !178
  call void @llvm.dbg.value(metadata double %49, metadata !36, metadata !DIExpression()) #9, !dbg !176
  %50 = add nuw nsw i64 %36, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %50, metadata !30, metadata !DIExpression()) #9, !dbg !168
  %51 = icmp ult i64 %50, %30, !dbg !180
  %52 = trunc i64 %36 to i32, !dbg !181
  br i1 %51, label %53, label %68, !dbg !181

53:                                               ; preds = %35, %53
  %54 = phi i64 [ %66, %53 ], [ %37, %35 ]
  %55 = phi double [ %65, %53 ], [ %49, %35 ]
  %56 = phi i32 [ %64, %53 ], [ %52, %35 ]
  call void @llvm.dbg.value(metadata i64 %54, metadata !30, metadata !DIExpression()) #9, !dbg !168
  call void @llvm.dbg.value(metadata double %55, metadata !36, metadata !DIExpression()) #9, !dbg !176
  call void @llvm.dbg.value(metadata i32 %56, metadata !32, metadata !DIExpression()) #9, !dbg !176
  %57 = getelementptr inbounds double*, double** %17, i64 %54, !dbg !182
  %58 = load double*, double** %57, align 8, !dbg !182, !tbaa !53
  %59 = getelementptr inbounds double, double* %58, i64 %36, !dbg !182
  %60 = load double, double* %59, align 8, !dbg !182, !tbaa !57
  %61 = tail call double @llvm.fabs.f64(double %60) #9, !dbg !183
  %62 = fcmp ogt double %61, %55, !dbg !184
  %63 = trunc i64 %54 to i32, !dbg !185
  %64 = select i1 %62, i32 %63, i32 %56, !dbg !185
  %65 = select i1 %62, double %61, double %55, !dbg !185
  call void @llvm.dbg.value(metadata double %65, metadata !36, metadata !DIExpression()) #9, !dbg !176
  call void @llvm.dbg.value(metadata i32 %64, metadata !32, metadata !DIExpression()) #9, !dbg !176
  %66 = add nuw nsw i64 %54, 1, !dbg !186
  call void @llvm.dbg.value(metadata i64 %66, metadata !30, metadata !DIExpression()) #9, !dbg !168
  %67 = icmp eq i64 %66, %30, !dbg !180
  br i1 %67, label %68, label %53, !dbg !181, !llvm.loop !187

68:                                               ; preds = %53, %35
  %69 = phi i32 [ %52, %35 ], [ %64, %53 ], !dbg !176
  %70 = phi double [ %49, %35 ], [ %65, %53 ], !dbg !176
  %71 = fcmp oeq double %70, 0.000000e+00, !dbg !189
  br i1 %71, label %238, label %72, !dbg !190

72:                                               ; preds = %68
  %73 = zext i32 %69 to i64, !dbg !191
  %74 = icmp eq i64 %36, %73, !dbg !191
  br i1 %74, label %83, label %75, !dbg !192

75:                                               ; preds = %72
  call void @llvm.dbg.value(metadata double* %46, metadata !37, metadata !DIExpression()) #9, !dbg !193
  %76 = sext i32 %69 to i64, !dbg !194
  %77 = getelementptr inbounds double*, double** %17, i64 %76, !dbg !194
  %78 = load double*, double** %77, align 8, !dbg !194, !tbaa !53
  store double* %78, double** %45, align 8, !dbg !195, !tbaa !53
  store double* %46, double** %77, align 8, !dbg !196, !tbaa !53
  %79 = getelementptr inbounds i32, i32* %20, i64 %36, !dbg !197
  %80 = load i32, i32* %79, align 4, !dbg !197, !tbaa !83
  call void @llvm.dbg.value(metadata i32 %80, metadata !40, metadata !DIExpression()) #9, !dbg !193
  %81 = getelementptr inbounds i32, i32* %20, i64 %76, !dbg !198
  %82 = load i32, i32* %81, align 4, !dbg !198, !tbaa !83
  store i32 %82, i32* %79, align 4, !dbg !199, !tbaa !83
  store i32 %80, i32* %81, align 4, !dbg !200, !tbaa !83
  br label %83, !dbg !201

83:                                               ; preds = %75, %72
  call void @llvm.dbg.value(metadata i64 %50, metadata !30, metadata !DIExpression()) #9, !dbg !168
  br i1 %51, label %84, label %32, !dbg !202

84:                                               ; preds = %83
  %85 = load double*, double** %45, align 8, !tbaa !53
  %86 = getelementptr inbounds double, double* %85, i64 %36
  %87 = getelementptr double, double* %85, i64 %37, !dbg !202
  %88 = getelementptr double, double* %85, i64 %27, !dbg !202
  %89 = icmp ult i64 %44, 4
  %90 = and i64 %44, -4
  %91 = add i64 %37, %90
  %92 = and i64 %42, 1
  %93 = icmp ult i64 %40, 4
  %94 = and i64 %42, 9223372036854775806
  %95 = icmp eq i64 %92, 0
  %96 = icmp eq i64 %44, %90
  br label %97, !dbg !202

97:                                               ; preds = %209, %84
  %98 = phi i64 [ %37, %84 ], [ %210, %209 ]
  call void @llvm.dbg.value(metadata i64 %98, metadata !30, metadata !DIExpression()) #9, !dbg !168
  %99 = getelementptr inbounds double*, double** %17, i64 %98, !dbg !203
  %100 = load double*, double** %99, align 8, !dbg !203, !tbaa !53
  %101 = getelementptr inbounds double, double* %100, i64 %36, !dbg !203
  %102 = load double, double* %101, align 8, !dbg !203, !tbaa !57
  %103 = load double, double* %86, align 8, !dbg !204, !tbaa !57
  %104 = fdiv double %102, %103, !dbg !205
  call void @llvm.dbg.value(metadata double %104, metadata !41, metadata !DIExpression()) #9, !dbg !206
  store double %104, double* %101, align 8, !dbg !207, !tbaa !57
  call void @llvm.dbg.value(metadata i64 %50, metadata !31, metadata !DIExpression()) #9, !dbg !168
  %105 = fneg double %104
  br i1 %89, label %179, label %106, !dbg !172

106:                                              ; preds = %97
  %107 = getelementptr double, double* %100, i64 %37, !dbg !172
  %108 = getelementptr double, double* %100, i64 %27, !dbg !172
  %109 = icmp ult double* %107, %88, !dbg !172
  %110 = icmp ult double* %87, %108, !dbg !172
  %111 = and i1 %109, %110, !dbg !172
  br i1 %111, label %179, label %112, !dbg !172

112:                                              ; preds = %106
  %113 = insertelement <2 x double> poison, double %105, i64 0, !dbg !172
  %114 = shufflevector <2 x double> %113, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !172
  %115 = insertelement <2 x double> poison, double %105, i64 0, !dbg !172
  %116 = shufflevector <2 x double> %115, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !172
  br i1 %93, label %158, label %117, !dbg !172

117:                                              ; preds = %112, %117
  %118 = phi i64 [ %155, %117 ], [ 0, %112 ]
  %119 = phi i64 [ %156, %117 ], [ 0, %112 ]
  %120 = add i64 %37, %118
  %121 = getelementptr inbounds double, double* %85, i64 %120, !dbg !208
  %122 = bitcast double* %121 to <2 x double>*, !dbg !208
  %123 = load <2 x double>, <2 x double>* %122, align 8, !dbg !208, !tbaa !57, !alias.scope !209
  %124 = getelementptr inbounds double, double* %121, i64 2, !dbg !208
  %125 = bitcast double* %124 to <2 x double>*, !dbg !208
  %126 = load <2 x double>, <2 x double>* %125, align 8, !dbg !208, !tbaa !57, !alias.scope !209
  %127 = getelementptr inbounds double, double* %100, i64 %120, !dbg !212
  %128 = bitcast double* %127 to <2 x double>*, !dbg !213
  %129 = load <2 x double>, <2 x double>* %128, align 8, !dbg !213, !tbaa !57, !alias.scope !214, !noalias !209
  %130 = getelementptr inbounds double, double* %127, i64 2, !dbg !213
  %131 = bitcast double* %130 to <2 x double>*, !dbg !213
  %132 = load <2 x double>, <2 x double>* %131, align 8, !dbg !213, !tbaa !57, !alias.scope !214, !noalias !209
  %133 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %114, <2 x double> %123, <2 x double> %129), !dbg !213
  %134 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> %126, <2 x double> %132), !dbg !213
  %135 = bitcast double* %127 to <2 x double>*, !dbg !213
  store <2 x double> %133, <2 x double>* %135, align 8, !dbg !213, !tbaa !57, !alias.scope !214, !noalias !209
  %136 = bitcast double* %130 to <2 x double>*, !dbg !213
  store <2 x double> %134, <2 x double>* %136, align 8, !dbg !213, !tbaa !57, !alias.scope !214, !noalias !209
  %137 = or i64 %118, 4
  %138 = add i64 %37, %137
  %139 = getelementptr inbounds double, double* %85, i64 %138, !dbg !208
  %140 = bitcast double* %139 to <2 x double>*, !dbg !208
  %141 = load <2 x double>, <2 x double>* %140, align 8, !dbg !208, !tbaa !57, !alias.scope !209
  %142 = getelementptr inbounds double, double* %139, i64 2, !dbg !208
  %143 = bitcast double* %142 to <2 x double>*, !dbg !208
  %144 = load <2 x double>, <2 x double>* %143, align 8, !dbg !208, !tbaa !57, !alias.scope !209
  %145 = getelementptr inbounds double, double* %100, i64 %138, !dbg !212
  %146 = bitcast double* %145 to <2 x double>*, !dbg !213
  %147 = load <2 x double>, <2 x double>* %146, align 8, !dbg !213, !tbaa !57, !alias.scope !214, !noalias !209
  %148 = getelementptr inbounds double, double* %145, i64 2, !dbg !213
  %149 = bitcast double* %148 to <2 x double>*, !dbg !213
  %150 = load <2 x double>, <2 x double>* %149, align 8, !dbg !213, !tbaa !57, !alias.scope !214, !noalias !209
  %151 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %114, <2 x double> %141, <2 x double> %147), !dbg !213
  %152 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> %144, <2 x double> %150), !dbg !213
  %153 = bitcast double* %145 to <2 x double>*, !dbg !213
  store <2 x double> %151, <2 x double>* %153, align 8, !dbg !213, !tbaa !57, !alias.scope !214, !noalias !209
  %154 = bitcast double* %148 to <2 x double>*, !dbg !213
  store <2 x double> %152, <2 x double>* %154, align 8, !dbg !213, !tbaa !57, !alias.scope !214, !noalias !209
  %155 = add nuw i64 %118, 8
  %156 = add i64 %119, 2
  %157 = icmp eq i64 %156, %94
  br i1 %157, label %158, label %117, !llvm.loop !216

158:                                              ; preds = %117, %112
  %159 = phi i64 [ 0, %112 ], [ %155, %117 ]
  br i1 %95, label %178, label %160

160:                                              ; preds = %158
  %161 = add i64 %37, %159
  %162 = getelementptr inbounds double, double* %85, i64 %161, !dbg !208
  %163 = bitcast double* %162 to <2 x double>*, !dbg !208
  %164 = load <2 x double>, <2 x double>* %163, align 8, !dbg !208, !tbaa !57, !alias.scope !209
  %165 = getelementptr inbounds double, double* %162, i64 2, !dbg !208
  %166 = bitcast double* %165 to <2 x double>*, !dbg !208
  %167 = load <2 x double>, <2 x double>* %166, align 8, !dbg !208, !tbaa !57, !alias.scope !209
  %168 = getelementptr inbounds double, double* %100, i64 %161, !dbg !212
  %169 = bitcast double* %168 to <2 x double>*, !dbg !213
  %170 = load <2 x double>, <2 x double>* %169, align 8, !dbg !213, !tbaa !57, !alias.scope !214, !noalias !209
  %171 = getelementptr inbounds double, double* %168, i64 2, !dbg !213
  %172 = bitcast double* %171 to <2 x double>*, !dbg !213
  %173 = load <2 x double>, <2 x double>* %172, align 8, !dbg !213, !tbaa !57, !alias.scope !214, !noalias !209
  %174 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %114, <2 x double> %164, <2 x double> %170), !dbg !213
  %175 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> %167, <2 x double> %173), !dbg !213
  %176 = bitcast double* %168 to <2 x double>*, !dbg !213
  store <2 x double> %174, <2 x double>* %176, align 8, !dbg !213, !tbaa !57, !alias.scope !214, !noalias !209
  %177 = bitcast double* %171 to <2 x double>*, !dbg !213
  store <2 x double> %175, <2 x double>* %177, align 8, !dbg !213, !tbaa !57, !alias.scope !214, !noalias !209
  br label %178, !dbg !172

178:                                              ; preds = %158, %160
  br i1 %96, label %209, label %179, !dbg !172

179:                                              ; preds = %106, %97, %178
  %180 = phi i64 [ %37, %106 ], [ %37, %97 ], [ %91, %178 ]
  %181 = sub i64 %30, %180, !dbg !172
  %182 = and i64 %181, 1, !dbg !172
  %183 = icmp eq i64 %182, 0, !dbg !172
  br i1 %183, label %191, label %184, !dbg !172

184:                                              ; preds = %179
  call void @llvm.dbg.value(metadata i64 %180, metadata !31, metadata !DIExpression()) #9, !dbg !168
  %185 = getelementptr inbounds double, double* %85, i64 %180, !dbg !208
  %186 = load double, double* %185, align 8, !dbg !208, !tbaa !57
  %187 = getelementptr inbounds double, double* %100, i64 %180, !dbg !212
  %188 = load double, double* %187, align 8, !dbg !213, !tbaa !57
  %189 = tail call double @llvm.fmuladd.f64(double %105, double %186, double %188) #9, !dbg !213
  store double %189, double* %187, align 8, !dbg !213, !tbaa !57
  %190 = add nuw nsw i64 %180, 1, !dbg !218
  call void @llvm.dbg.value(metadata i64 %190, metadata !31, metadata !DIExpression()) #9, !dbg !168
  br label %191, !dbg !172

191:                                              ; preds = %184, %179
  %192 = phi i64 [ %180, %179 ], [ %190, %184 ]
  %193 = icmp eq i64 %31, %180, !dbg !172
  br i1 %193, label %209, label %194, !dbg !172

194:                                              ; preds = %191, %194
  %195 = phi i64 [ %207, %194 ], [ %192, %191 ]
  call void @llvm.dbg.value(metadata i64 %195, metadata !31, metadata !DIExpression()) #9, !dbg !168
  %196 = getelementptr inbounds double, double* %85, i64 %195, !dbg !208
  %197 = load double, double* %196, align 8, !dbg !208, !tbaa !57
  %198 = getelementptr inbounds double, double* %100, i64 %195, !dbg !212
  %199 = load double, double* %198, align 8, !dbg !213, !tbaa !57
  %200 = tail call double @llvm.fmuladd.f64(double %105, double %197, double %199) #9, !dbg !213
  store double %200, double* %198, align 8, !dbg !213, !tbaa !57
  %201 = add nuw nsw i64 %195, 1, !dbg !218
  call void @llvm.dbg.value(metadata i64 %201, metadata !31, metadata !DIExpression()) #9, !dbg !168
  call void @llvm.dbg.value(metadata i64 %201, metadata !31, metadata !DIExpression()) #9, !dbg !168
  %202 = getelementptr inbounds double, double* %85, i64 %201, !dbg !208
  %203 = load double, double* %202, align 8, !dbg !208, !tbaa !57
  %204 = getelementptr inbounds double, double* %100, i64 %201, !dbg !212
  %205 = load double, double* %204, align 8, !dbg !213, !tbaa !57
  %206 = tail call double @llvm.fmuladd.f64(double %105, double %203, double %205) #9, !dbg !213
  store double %206, double* %204, align 8, !dbg !213, !tbaa !57
  %207 = add nuw nsw i64 %195, 2, !dbg !218
  call void @llvm.dbg.value(metadata i64 %207, metadata !31, metadata !DIExpression()) #9, !dbg !168
  %208 = icmp eq i64 %207, %30, !dbg !219
  br i1 %208, label %209, label %194, !dbg !172, !llvm.loop !220

209:                                              ; preds = %191, %194, %178
  %210 = add nuw nsw i64 %98, 1, !dbg !221
  call void @llvm.dbg.value(metadata i64 %210, metadata !30, metadata !DIExpression()) #9, !dbg !168
  %211 = icmp eq i64 %210, %30, !dbg !222
  br i1 %211, label %32, label %97, !dbg !202, !llvm.loop !223

212:                                              ; preds = %221, %26
  %213 = phi i64 [ 0, %26 ], [ %222, %221 ]
  %214 = phi i32 [ 7, %26 ], [ %228, %221 ]
  call void @llvm.dbg.value(metadata i64 %213, metadata !131, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 %214, metadata !129, metadata !DIExpression()), !dbg !140
  %215 = mul nsw i64 %213, %11, !dbg !225
  %216 = getelementptr inbounds double, double* %15, i64 %215, !dbg !226
  %217 = getelementptr inbounds double*, double** %17, i64 %213, !dbg !227
  store double* %216, double** %217, align 8, !dbg !228, !tbaa !53
  %218 = getelementptr inbounds i32, i32* %20, i64 %213, !dbg !229
  %219 = trunc i64 %213 to i32, !dbg !230
  store i32 %219, i32* %218, align 4, !dbg !230, !tbaa !83
  %220 = getelementptr inbounds double, double* %22, i64 %213, !dbg !231
  store double 1.000000e+00, double* %220, align 8, !dbg !232, !tbaa !57
  call void @llvm.dbg.value(metadata i32 0, metadata !133, metadata !DIExpression()), !dbg !233
  br label %224, !dbg !234

221:                                              ; preds = %224
  %222 = add nuw nsw i64 %213, 1, !dbg !235
  call void @llvm.dbg.value(metadata i64 %222, metadata !131, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 %228, metadata !129, metadata !DIExpression()), !dbg !140
  %223 = icmp eq i64 %222, %27, !dbg !166
  br i1 %223, label %28, label %212, !dbg !167, !llvm.loop !236

224:                                              ; preds = %212, %224
  %225 = phi i64 [ 0, %212 ], [ %236, %224 ]
  %226 = phi i32 [ %214, %212 ], [ %228, %224 ]
  call void @llvm.dbg.value(metadata i64 %225, metadata !133, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.value(metadata i32 %226, metadata !129, metadata !DIExpression()), !dbg !140
  %227 = mul i32 %226, 1103515245, !dbg !238
  %228 = add i32 %227, 12345, !dbg !241
  call void @llvm.dbg.value(metadata i32 %228, metadata !129, metadata !DIExpression()), !dbg !140
  %229 = lshr i32 %228, 16, !dbg !242
  %230 = trunc i32 %229 to i16, !dbg !243
  %231 = urem i16 %230, 1000, !dbg !243
  %232 = uitofp i16 %231 to double, !dbg !244
  %233 = fdiv double %232, 1.000000e+02, !dbg !245
  %234 = fadd double %233, -5.000000e+00, !dbg !246
  %235 = getelementptr inbounds double, double* %216, i64 %225, !dbg !247
  store double %234, double* %235, align 8, !dbg !248, !tbaa !57
  %236 = add nuw nsw i64 %225, 1, !dbg !249
  call void @llvm.dbg.value(metadata i64 %236, metadata !133, metadata !DIExpression()), !dbg !233
  %237 = icmp eq i64 %236, %27, !dbg !250
  br i1 %237, label %221, label %224, !dbg !234, !llvm.loop !251

238:                                              ; preds = %68
  %239 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str, i64 0, i64 0)), !dbg !253
  br label %447, !dbg !255

240:                                              ; preds = %32, %274
  %241 = phi i64 [ %277, %274 ], [ 0, %32 ]
  call void @llvm.dbg.value(metadata i64 %241, metadata !256, metadata !DIExpression()) #9, !dbg !283
  %242 = getelementptr inbounds i32, i32* %20, i64 %241, !dbg !285
  %243 = load i32, i32* %242, align 4, !dbg !285, !tbaa !83
  %244 = sext i32 %243 to i64, !dbg !286
  %245 = getelementptr inbounds double, double* %22, i64 %244, !dbg !286
  %246 = load double, double* %245, align 8, !dbg !286, !tbaa !57
  call void @llvm.dbg.value(metadata double %246, metadata !271, metadata !DIExpression()) #9, !dbg !287
  call void @llvm.dbg.value(metadata i32 0, metadata !274, metadata !DIExpression()) #9, !dbg !288
  %247 = icmp eq i64 %241, 0, !dbg !289
  br i1 %247, label %274, label %248, !dbg !291

248:                                              ; preds = %240
  %249 = add nsw i64 %241, -1, !dbg !285
  %250 = getelementptr inbounds double*, double** %17, i64 %241
  %251 = load double*, double** %250, align 8, !tbaa !53
  %252 = and i64 %241, 3, !dbg !291
  %253 = icmp ult i64 %249, 3, !dbg !291
  br i1 %253, label %256, label %254, !dbg !291

254:                                              ; preds = %248
  %255 = and i64 %241, 9223372036854775804, !dbg !291
  br label %279, !dbg !291

256:                                              ; preds = %279, %248
  %257 = phi double [ undef, %248 ], [ %309, %279 ]
  %258 = phi i64 [ 0, %248 ], [ %310, %279 ]
  %259 = phi double [ %246, %248 ], [ %309, %279 ]
  %260 = icmp eq i64 %252, 0, !dbg !291
  br i1 %260, label %274, label %261, !dbg !291

261:                                              ; preds = %256, %261
  %262 = phi i64 [ %271, %261 ], [ %258, %256 ]
  %263 = phi double [ %270, %261 ], [ %259, %256 ]
  %264 = phi i64 [ %272, %261 ], [ 0, %256 ]
  call void @llvm.dbg.value(metadata i64 %262, metadata !274, metadata !DIExpression()) #9, !dbg !288
  call void @llvm.dbg.value(metadata double %263, metadata !271, metadata !DIExpression()) #9, !dbg !287
  %265 = getelementptr inbounds double, double* %251, i64 %262, !dbg !292
  %266 = load double, double* %265, align 8, !dbg !292, !tbaa !57
  %267 = getelementptr inbounds double, double* %24, i64 %262, !dbg !293
  %268 = load double, double* %267, align 8, !dbg !293, !tbaa !57
  %269 = fneg double %266, !dbg !294
  %270 = tail call double @llvm.fmuladd.f64(double %269, double %268, double %263) #9, !dbg !294
  call void @llvm.dbg.value(metadata double %270, metadata !271, metadata !DIExpression()) #9, !dbg !287
  %271 = add nuw nsw i64 %262, 1, !dbg !295
  call void @llvm.dbg.value(metadata i64 %271, metadata !274, metadata !DIExpression()) #9, !dbg !288
  %272 = add i64 %264, 1, !dbg !291
  %273 = icmp eq i64 %272, %252, !dbg !291
  br i1 %273, label %274, label %261, !dbg !291, !llvm.loop !296

274:                                              ; preds = %256, %261, %240
  %275 = phi double [ %246, %240 ], [ %257, %256 ], [ %270, %261 ], !dbg !287
  %276 = getelementptr inbounds double, double* %24, i64 %241, !dbg !298
  store double %275, double* %276, align 8, !dbg !299, !tbaa !57
  %277 = add nuw nsw i64 %241, 1, !dbg !300
  call void @llvm.dbg.value(metadata i64 %277, metadata !256, metadata !DIExpression()) #9, !dbg !283
  %278 = icmp eq i64 %277, %30, !dbg !301
  br i1 %278, label %313, label %240, !dbg !302, !llvm.loop !303

279:                                              ; preds = %279, %254
  %280 = phi i64 [ 0, %254 ], [ %310, %279 ]
  %281 = phi double [ %246, %254 ], [ %309, %279 ]
  %282 = phi i64 [ 0, %254 ], [ %311, %279 ]
  call void @llvm.dbg.value(metadata i64 %280, metadata !274, metadata !DIExpression()) #9, !dbg !288
  call void @llvm.dbg.value(metadata double %281, metadata !271, metadata !DIExpression()) #9, !dbg !287
  %283 = getelementptr inbounds double, double* %251, i64 %280, !dbg !292
  %284 = load double, double* %283, align 8, !dbg !292, !tbaa !57
  %285 = getelementptr inbounds double, double* %24, i64 %280, !dbg !293
  %286 = load double, double* %285, align 8, !dbg !293, !tbaa !57
  %287 = fneg double %284, !dbg !294
  %288 = tail call double @llvm.fmuladd.f64(double %287, double %286, double %281) #9, !dbg !294
  call void @llvm.dbg.value(metadata double %288, metadata !271, metadata !DIExpression()) #9, !dbg !287
  %289 = or i64 %280, 1, !dbg !295
  call void @llvm.dbg.value(metadata i64 %289, metadata !274, metadata !DIExpression()) #9, !dbg !288
  call void @llvm.dbg.value(metadata i64 %289, metadata !274, metadata !DIExpression()) #9, !dbg !288
  call void @llvm.dbg.value(metadata double %288, metadata !271, metadata !DIExpression()) #9, !dbg !287
  %290 = getelementptr inbounds double, double* %251, i64 %289, !dbg !292
  %291 = load double, double* %290, align 8, !dbg !292, !tbaa !57
  %292 = getelementptr inbounds double, double* %24, i64 %289, !dbg !293
  %293 = load double, double* %292, align 8, !dbg !293, !tbaa !57
  %294 = fneg double %291, !dbg !294
  %295 = tail call double @llvm.fmuladd.f64(double %294, double %293, double %288) #9, !dbg !294
  call void @llvm.dbg.value(metadata double %295, metadata !271, metadata !DIExpression()) #9, !dbg !287
  %296 = or i64 %280, 2, !dbg !295
  call void @llvm.dbg.value(metadata i64 %296, metadata !274, metadata !DIExpression()) #9, !dbg !288
  call void @llvm.dbg.value(metadata i64 %296, metadata !274, metadata !DIExpression()) #9, !dbg !288
  call void @llvm.dbg.value(metadata double %295, metadata !271, metadata !DIExpression()) #9, !dbg !287
  %297 = getelementptr inbounds double, double* %251, i64 %296, !dbg !292
  %298 = load double, double* %297, align 8, !dbg !292, !tbaa !57
  %299 = getelementptr inbounds double, double* %24, i64 %296, !dbg !293
  %300 = load double, double* %299, align 8, !dbg !293, !tbaa !57
  %301 = fneg double %298, !dbg !294
  %302 = tail call double @llvm.fmuladd.f64(double %301, double %300, double %295) #9, !dbg !294
  call void @llvm.dbg.value(metadata double %302, metadata !271, metadata !DIExpression()) #9, !dbg !287
  %303 = or i64 %280, 3, !dbg !295
  call void @llvm.dbg.value(metadata i64 %303, metadata !274, metadata !DIExpression()) #9, !dbg !288
  call void @llvm.dbg.value(metadata i64 %303, metadata !274, metadata !DIExpression()) #9, !dbg !288
  call void @llvm.dbg.value(metadata double %302, metadata !271, metadata !DIExpression()) #9, !dbg !287
  %304 = getelementptr inbounds double, double* %251, i64 %303, !dbg !292
  %305 = load double, double* %304, align 8, !dbg !292, !tbaa !57
  %306 = getelementptr inbounds double, double* %24, i64 %303, !dbg !293
  %307 = load double, double* %306, align 8, !dbg !293, !tbaa !57
  %308 = fneg double %305, !dbg !294
  %309 = tail call double @llvm.fmuladd.f64(double %308, double %307, double %302) #9, !dbg !294
  call void @llvm.dbg.value(metadata double %309, metadata !271, metadata !DIExpression()) #9, !dbg !287
  %310 = add nuw nsw i64 %280, 4, !dbg !295
  call void @llvm.dbg.value(metadata i64 %310, metadata !274, metadata !DIExpression()) #9, !dbg !288
  %311 = add i64 %282, 4, !dbg !291
  %312 = icmp eq i64 %311, %255, !dbg !291
  br i1 %312, label %256, label %279, !dbg !291, !llvm.loop !305

313:                                              ; preds = %274, %345
  %314 = phi i32 [ %351, %345 ], [ 0, %274 ]
  %315 = phi i64 [ %317, %345 ], [ %30, %274 ]
  %316 = add i32 %314, -1, !dbg !307
  %317 = add nsw i64 %315, -1, !dbg !307
  %318 = and i64 %317, 4294967295, !dbg !308
  %319 = getelementptr inbounds double, double* %24, i64 %318, !dbg !308
  %320 = load double, double* %319, align 8, !dbg !308, !tbaa !57
  call void @llvm.dbg.value(metadata double %320, metadata !278, metadata !DIExpression()) #9, !dbg !309
  call void @llvm.dbg.value(metadata i64 %315, metadata !281, metadata !DIExpression()) #9, !dbg !310
  %321 = icmp slt i64 %315, %30, !dbg !311
  %322 = getelementptr inbounds double*, double** %17, i64 %318
  %323 = load double*, double** %322, align 8, !tbaa !53
  br i1 %321, label %324, label %345, !dbg !313

324:                                              ; preds = %313
  %325 = and i32 %314, 3, !dbg !313
  %326 = icmp eq i32 %325, 0, !dbg !313
  br i1 %326, label %340, label %327, !dbg !313

327:                                              ; preds = %324, %327
  %328 = phi i64 [ %337, %327 ], [ %315, %324 ]
  %329 = phi double [ %336, %327 ], [ %320, %324 ]
  %330 = phi i32 [ %338, %327 ], [ 0, %324 ]
  call void @llvm.dbg.value(metadata i64 %328, metadata !281, metadata !DIExpression()) #9, !dbg !310
  call void @llvm.dbg.value(metadata double %329, metadata !278, metadata !DIExpression()) #9, !dbg !309
  %331 = getelementptr inbounds double, double* %323, i64 %328, !dbg !314
  %332 = load double, double* %331, align 8, !dbg !314, !tbaa !57
  %333 = getelementptr inbounds double, double* %24, i64 %328, !dbg !315
  %334 = load double, double* %333, align 8, !dbg !315, !tbaa !57
  %335 = fneg double %332, !dbg !316
  %336 = tail call double @llvm.fmuladd.f64(double %335, double %334, double %329) #9, !dbg !316
  call void @llvm.dbg.value(metadata double %336, metadata !278, metadata !DIExpression()) #9, !dbg !309
  %337 = add nuw nsw i64 %328, 1, !dbg !317
  call void @llvm.dbg.value(metadata i64 %337, metadata !281, metadata !DIExpression()) #9, !dbg !310
  %338 = add i32 %330, 1, !dbg !313
  %339 = icmp eq i32 %338, %325, !dbg !313
  br i1 %339, label %340, label %327, !dbg !313, !llvm.loop !318

340:                                              ; preds = %327, %324
  %341 = phi double [ undef, %324 ], [ %336, %327 ]
  %342 = phi i64 [ %315, %324 ], [ %337, %327 ]
  %343 = phi double [ %320, %324 ], [ %336, %327 ]
  %344 = icmp ult i32 %316, 3, !dbg !313
  br i1 %344, label %345, label %352, !dbg !313

345:                                              ; preds = %340, %352, %313
  %346 = phi double [ %320, %313 ], [ %341, %340 ], [ %381, %352 ], !dbg !309
  %347 = getelementptr inbounds double, double* %323, i64 %318, !dbg !319
  %348 = load double, double* %347, align 8, !dbg !319, !tbaa !57
  %349 = fdiv double %346, %348, !dbg !320
  store double %349, double* %319, align 8, !dbg !321, !tbaa !57
  call void @llvm.dbg.value(metadata i64 %317, metadata !276, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #9, !dbg !307
  %350 = icmp sgt i64 %315, 1, !dbg !322
  %351 = add i32 %314, 1, !dbg !323
  br i1 %350, label %313, label %385, !dbg !323, !llvm.loop !324

352:                                              ; preds = %340, %352
  %353 = phi i64 [ %382, %352 ], [ %342, %340 ]
  %354 = phi double [ %381, %352 ], [ %343, %340 ]
  call void @llvm.dbg.value(metadata i64 %353, metadata !281, metadata !DIExpression()) #9, !dbg !310
  call void @llvm.dbg.value(metadata double %354, metadata !278, metadata !DIExpression()) #9, !dbg !309
  %355 = getelementptr inbounds double, double* %323, i64 %353, !dbg !314
  %356 = load double, double* %355, align 8, !dbg !314, !tbaa !57
  %357 = getelementptr inbounds double, double* %24, i64 %353, !dbg !315
  %358 = load double, double* %357, align 8, !dbg !315, !tbaa !57
  %359 = fneg double %356, !dbg !316
  %360 = tail call double @llvm.fmuladd.f64(double %359, double %358, double %354) #9, !dbg !316
  call void @llvm.dbg.value(metadata double %360, metadata !278, metadata !DIExpression()) #9, !dbg !309
  %361 = add nuw nsw i64 %353, 1, !dbg !317
  call void @llvm.dbg.value(metadata i64 %361, metadata !281, metadata !DIExpression()) #9, !dbg !310
  call void @llvm.dbg.value(metadata i64 %361, metadata !281, metadata !DIExpression()) #9, !dbg !310
  call void @llvm.dbg.value(metadata double %360, metadata !278, metadata !DIExpression()) #9, !dbg !309
  %362 = getelementptr inbounds double, double* %323, i64 %361, !dbg !314
  %363 = load double, double* %362, align 8, !dbg !314, !tbaa !57
  %364 = getelementptr inbounds double, double* %24, i64 %361, !dbg !315
  %365 = load double, double* %364, align 8, !dbg !315, !tbaa !57
  %366 = fneg double %363, !dbg !316
  %367 = tail call double @llvm.fmuladd.f64(double %366, double %365, double %360) #9, !dbg !316
  call void @llvm.dbg.value(metadata double %367, metadata !278, metadata !DIExpression()) #9, !dbg !309
  %368 = add nuw nsw i64 %353, 2, !dbg !317
  call void @llvm.dbg.value(metadata i64 %368, metadata !281, metadata !DIExpression()) #9, !dbg !310
  call void @llvm.dbg.value(metadata i64 %368, metadata !281, metadata !DIExpression()) #9, !dbg !310
  call void @llvm.dbg.value(metadata double %367, metadata !278, metadata !DIExpression()) #9, !dbg !309
  %369 = getelementptr inbounds double, double* %323, i64 %368, !dbg !314
  %370 = load double, double* %369, align 8, !dbg !314, !tbaa !57
  %371 = getelementptr inbounds double, double* %24, i64 %368, !dbg !315
  %372 = load double, double* %371, align 8, !dbg !315, !tbaa !57
  %373 = fneg double %370, !dbg !316
  %374 = tail call double @llvm.fmuladd.f64(double %373, double %372, double %367) #9, !dbg !316
  call void @llvm.dbg.value(metadata double %374, metadata !278, metadata !DIExpression()) #9, !dbg !309
  %375 = add nuw nsw i64 %353, 3, !dbg !317
  call void @llvm.dbg.value(metadata i64 %375, metadata !281, metadata !DIExpression()) #9, !dbg !310
  call void @llvm.dbg.value(metadata i64 %375, metadata !281, metadata !DIExpression()) #9, !dbg !310
  call void @llvm.dbg.value(metadata double %374, metadata !278, metadata !DIExpression()) #9, !dbg !309
  %376 = getelementptr inbounds double, double* %323, i64 %375, !dbg !314
  %377 = load double, double* %376, align 8, !dbg !314, !tbaa !57
  %378 = getelementptr inbounds double, double* %24, i64 %375, !dbg !315
  %379 = load double, double* %378, align 8, !dbg !315, !tbaa !57
  %380 = fneg double %377, !dbg !316
  %381 = tail call double @llvm.fmuladd.f64(double %380, double %379, double %374) #9, !dbg !316
  call void @llvm.dbg.value(metadata double %381, metadata !278, metadata !DIExpression()) #9, !dbg !309
  %382 = add nuw nsw i64 %353, 4, !dbg !317
  call void @llvm.dbg.value(metadata i64 %382, metadata !281, metadata !DIExpression()) #9, !dbg !310
  %383 = trunc i64 %382 to i32, !dbg !311
  %384 = icmp eq i32 %10, %383, !dbg !311
  br i1 %384, label %345, label %352, !dbg !313, !llvm.loop !326

385:                                              ; preds = %345
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !137, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !328
  br i1 %25, label %386, label %406, !dbg !329

386:                                              ; preds = %385
  %387 = and i64 %30, 7, !dbg !329
  %388 = icmp ult i64 %31, 7, !dbg !329
  br i1 %388, label %391, label %389, !dbg !329

389:                                              ; preds = %386
  %390 = and i64 %30, 4294967288, !dbg !329
  br label %409, !dbg !329

391:                                              ; preds = %409, %386
  %392 = phi double [ undef, %386 ], [ %443, %409 ]
  %393 = phi i64 [ 0, %386 ], [ %444, %409 ]
  %394 = phi double [ 0.000000e+00, %386 ], [ %443, %409 ]
  %395 = icmp eq i64 %387, 0, !dbg !329
  br i1 %395, label %406, label %396, !dbg !329

396:                                              ; preds = %391, %396
  %397 = phi i64 [ %403, %396 ], [ %393, %391 ]
  %398 = phi double [ %402, %396 ], [ %394, %391 ]
  %399 = phi i64 [ %404, %396 ], [ 0, %391 ]
  call void @llvm.dbg.value(metadata i64 %397, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata double %398, metadata !137, metadata !DIExpression()), !dbg !140
  %400 = getelementptr inbounds double, double* %24, i64 %397, !dbg !330
  %401 = load double, double* %400, align 8, !dbg !330, !tbaa !57
  %402 = fadd double %398, %401, !dbg !332
  call void @llvm.dbg.value(metadata double %402, metadata !137, metadata !DIExpression()), !dbg !140
  %403 = add nuw nsw i64 %397, 1, !dbg !333
  call void @llvm.dbg.value(metadata i64 %403, metadata !138, metadata !DIExpression()), !dbg !328
  %404 = add i64 %399, 1, !dbg !329
  %405 = icmp eq i64 %404, %387, !dbg !329
  br i1 %405, label %406, label %396, !dbg !329, !llvm.loop !334

406:                                              ; preds = %391, %396, %9, %28, %385
  %407 = phi double [ 0.000000e+00, %385 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %9 ], [ %392, %391 ], [ %402, %396 ], !dbg !140
  %408 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), double noundef %407), !dbg !335
  tail call void @free(i8* noundef %14) #9, !dbg !336
  tail call void @free(i8* noundef %16) #9, !dbg !337
  tail call void @free(i8* noundef %19) #9, !dbg !338
  tail call void @free(i8* noundef %21) #9, !dbg !339
  tail call void @free(i8* noundef %23) #9, !dbg !340
  br label %447

409:                                              ; preds = %409, %389
  %410 = phi i64 [ 0, %389 ], [ %444, %409 ]
  %411 = phi double [ 0.000000e+00, %389 ], [ %443, %409 ]
  %412 = phi i64 [ 0, %389 ], [ %445, %409 ]
  call void @llvm.dbg.value(metadata i64 %410, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata double %411, metadata !137, metadata !DIExpression()), !dbg !140
  %413 = getelementptr inbounds double, double* %24, i64 %410, !dbg !330
  %414 = load double, double* %413, align 8, !dbg !330, !tbaa !57
  %415 = fadd double %411, %414, !dbg !332
  call void @llvm.dbg.value(metadata double %415, metadata !137, metadata !DIExpression()), !dbg !140
  %416 = or i64 %410, 1, !dbg !333
  call void @llvm.dbg.value(metadata i64 %416, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i64 %416, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata double %415, metadata !137, metadata !DIExpression()), !dbg !140
  %417 = getelementptr inbounds double, double* %24, i64 %416, !dbg !330
  %418 = load double, double* %417, align 8, !dbg !330, !tbaa !57
  %419 = fadd double %415, %418, !dbg !332
  call void @llvm.dbg.value(metadata double %419, metadata !137, metadata !DIExpression()), !dbg !140
  %420 = or i64 %410, 2, !dbg !333
  call void @llvm.dbg.value(metadata i64 %420, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i64 %420, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata double %419, metadata !137, metadata !DIExpression()), !dbg !140
  %421 = getelementptr inbounds double, double* %24, i64 %420, !dbg !330
  %422 = load double, double* %421, align 8, !dbg !330, !tbaa !57
  %423 = fadd double %419, %422, !dbg !332
  call void @llvm.dbg.value(metadata double %423, metadata !137, metadata !DIExpression()), !dbg !140
  %424 = or i64 %410, 3, !dbg !333
  call void @llvm.dbg.value(metadata i64 %424, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i64 %424, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata double %423, metadata !137, metadata !DIExpression()), !dbg !140
  %425 = getelementptr inbounds double, double* %24, i64 %424, !dbg !330
  %426 = load double, double* %425, align 8, !dbg !330, !tbaa !57
  %427 = fadd double %423, %426, !dbg !332
  call void @llvm.dbg.value(metadata double %427, metadata !137, metadata !DIExpression()), !dbg !140
  %428 = or i64 %410, 4, !dbg !333
  call void @llvm.dbg.value(metadata i64 %428, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i64 %428, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata double %427, metadata !137, metadata !DIExpression()), !dbg !140
  %429 = getelementptr inbounds double, double* %24, i64 %428, !dbg !330
  %430 = load double, double* %429, align 8, !dbg !330, !tbaa !57
  %431 = fadd double %427, %430, !dbg !332
  call void @llvm.dbg.value(metadata double %431, metadata !137, metadata !DIExpression()), !dbg !140
  %432 = or i64 %410, 5, !dbg !333
  call void @llvm.dbg.value(metadata i64 %432, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i64 %432, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata double %431, metadata !137, metadata !DIExpression()), !dbg !140
  %433 = getelementptr inbounds double, double* %24, i64 %432, !dbg !330
  %434 = load double, double* %433, align 8, !dbg !330, !tbaa !57
  %435 = fadd double %431, %434, !dbg !332
  call void @llvm.dbg.value(metadata double %435, metadata !137, metadata !DIExpression()), !dbg !140
  %436 = or i64 %410, 6, !dbg !333
  call void @llvm.dbg.value(metadata i64 %436, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i64 %436, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata double %435, metadata !137, metadata !DIExpression()), !dbg !140
  %437 = getelementptr inbounds double, double* %24, i64 %436, !dbg !330
  %438 = load double, double* %437, align 8, !dbg !330, !tbaa !57
  %439 = fadd double %435, %438, !dbg !332
  call void @llvm.dbg.value(metadata double %439, metadata !137, metadata !DIExpression()), !dbg !140
  %440 = or i64 %410, 7, !dbg !333
  call void @llvm.dbg.value(metadata i64 %440, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i64 %440, metadata !138, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata double %439, metadata !137, metadata !DIExpression()), !dbg !140
  %441 = getelementptr inbounds double, double* %24, i64 %440, !dbg !330
  %442 = load double, double* %441, align 8, !dbg !330, !tbaa !57
  %443 = fadd double %439, %442, !dbg !332
  call void @llvm.dbg.value(metadata double %443, metadata !137, metadata !DIExpression()), !dbg !140
  %444 = add nuw nsw i64 %410, 8, !dbg !333
  call void @llvm.dbg.value(metadata i64 %444, metadata !138, metadata !DIExpression()), !dbg !328
  %445 = add i64 %412, 8, !dbg !329
  %446 = icmp eq i64 %445, %390, !dbg !329
  br i1 %446, label %391, label %409, !dbg !329, !llvm.loop !341

447:                                              ; preds = %406, %238
  ret i32 0, !dbg !343
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lu_pivot.c", directory: ".", checksumkind: CSK_MD5, checksum: "8854a72a2731b5f49133c443b6f6b23c")
!2 = !{!3, !6, !7, !8, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
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
!19 = distinct !DISubprogram(name: "kernel_lu", scope: !1, file: !1, line: 8, type: !20, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!7, !7, !22, !24}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!25 = !{!26, !27, !28, !29, !30, !31, !32, !36, !37, !40, !41}
!26 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !1, line: 8, type: !7)
!27 = !DILocalVariable(name: "a", arg: 2, scope: !19, file: !1, line: 8, type: !22)
!28 = !DILocalVariable(name: "perm", arg: 3, scope: !19, file: !1, line: 8, type: !24)
!29 = !DILocalVariable(name: "k", scope: !19, file: !1, line: 10, type: !7)
!30 = !DILocalVariable(name: "i", scope: !19, file: !1, line: 10, type: !7)
!31 = !DILocalVariable(name: "j", scope: !19, file: !1, line: 10, type: !7)
!32 = !DILocalVariable(name: "p", scope: !33, file: !1, line: 12, type: !7)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 11, column: 27)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 11, column: 3)
!35 = distinct !DILexicalBlock(scope: !19, file: !1, line: 11, column: 3)
!36 = !DILocalVariable(name: "best", scope: !33, file: !1, line: 13, type: !6)
!37 = !DILocalVariable(name: "row", scope: !38, file: !1, line: 22, type: !23)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 21, column: 17)
!39 = distinct !DILexicalBlock(scope: !33, file: !1, line: 21, column: 9)
!40 = !DILocalVariable(name: "t", scope: !38, file: !1, line: 25, type: !7)
!41 = !DILocalVariable(name: "l", scope: !42, file: !1, line: 30, type: !6)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 29, column: 33)
!43 = distinct !DILexicalBlock(scope: !44, file: !1, line: 29, column: 5)
!44 = distinct !DILexicalBlock(scope: !33, file: !1, line: 29, column: 5)
!45 = !DILocation(line: 0, scope: !19)
!46 = !DILocation(line: 11, column: 17, scope: !34)
!47 = !DILocation(line: 11, column: 3, scope: !35)
!48 = distinct !{!48, !47, !49, !50}
!49 = !DILocation(line: 35, column: 3, scope: !35)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 0, scope: !33)
!52 = !DILocation(line: 13, column: 24, scope: !33)
!53 = !{!54, !54, i64 0}
!54 = !{!"any pointer", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !{!58, !58, i64 0}
!58 = !{!"double", !55, i64 0}
!59 = !DILocation(line: 13, column: 19, scope: !33)
!60 = !DILocation(line: 14, column: 16, scope: !61)
!61 = distinct !DILexicalBlock(scope: !33, file: !1, line: 14, column: 5)
!62 = !DILocation(line: 14, column: 23, scope: !63)
!63 = distinct !DILexicalBlock(scope: !61, file: !1, line: 14, column: 5)
!64 = !DILocation(line: 14, column: 5, scope: !61)
!65 = !DILocation(line: 15, column: 16, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !1, line: 15, column: 11)
!67 = !DILocation(line: 15, column: 11, scope: !66)
!68 = !DILocation(line: 15, column: 25, scope: !66)
!69 = !DILocation(line: 15, column: 11, scope: !63)
!70 = !DILocation(line: 14, column: 29, scope: !63)
!71 = distinct !{!71, !64, !72, !50}
!72 = !DILocation(line: 18, column: 7, scope: !61)
!73 = !DILocation(line: 19, column: 14, scope: !74)
!74 = distinct !DILexicalBlock(scope: !33, file: !1, line: 19, column: 9)
!75 = !DILocation(line: 19, column: 9, scope: !33)
!76 = !DILocation(line: 21, column: 11, scope: !39)
!77 = !DILocation(line: 21, column: 9, scope: !33)
!78 = !DILocation(line: 0, scope: !38)
!79 = !DILocation(line: 23, column: 14, scope: !38)
!80 = !DILocation(line: 23, column: 12, scope: !38)
!81 = !DILocation(line: 24, column: 12, scope: !38)
!82 = !DILocation(line: 25, column: 15, scope: !38)
!83 = !{!84, !84, i64 0}
!84 = !{!"int", !55, i64 0}
!85 = !DILocation(line: 26, column: 17, scope: !38)
!86 = !DILocation(line: 26, column: 15, scope: !38)
!87 = !DILocation(line: 27, column: 15, scope: !38)
!88 = !DILocation(line: 28, column: 5, scope: !38)
!89 = !DILocation(line: 29, column: 5, scope: !44)
!90 = !DILocation(line: 30, column: 18, scope: !42)
!91 = !DILocation(line: 30, column: 28, scope: !42)
!92 = !DILocation(line: 30, column: 26, scope: !42)
!93 = !DILocation(line: 0, scope: !42)
!94 = !DILocation(line: 31, column: 15, scope: !42)
!95 = !DILocation(line: 32, column: 7, scope: !96)
!96 = distinct !DILexicalBlock(scope: !42, file: !1, line: 32, column: 7)
!97 = !DILocation(line: 33, column: 24, scope: !98)
!98 = distinct !DILexicalBlock(scope: !96, file: !1, line: 32, column: 7)
!99 = !{!100}
!100 = distinct !{!100, !101}
!101 = distinct !{!101, !"LVerDomain"}
!102 = !DILocation(line: 33, column: 9, scope: !98)
!103 = !DILocation(line: 33, column: 17, scope: !98)
!104 = !{!105}
!105 = distinct !{!105, !101}
!106 = distinct !{!106, !95, !107, !50, !108}
!107 = !DILocation(line: 33, column: 30, scope: !96)
!108 = !{!"llvm.loop.isvectorized", i32 1}
!109 = !DILocation(line: 32, column: 31, scope: !98)
!110 = !DILocation(line: 32, column: 25, scope: !98)
!111 = distinct !{!111, !95, !107, !50, !108}
!112 = !DILocation(line: 29, column: 29, scope: !43)
!113 = !DILocation(line: 29, column: 23, scope: !43)
!114 = distinct !{!114, !89, !115, !50}
!115 = !DILocation(line: 34, column: 5, scope: !44)
!116 = !DILocation(line: 37, column: 1, scope: !19)
!117 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 56, type: !118, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!7, !7, !8}
!120 = !{!121, !122, !123, !124, !125, !126, !127, !128, !129, !131, !133, !137, !138}
!121 = !DILocalVariable(name: "argc", arg: 1, scope: !117, file: !1, line: 56, type: !7)
!122 = !DILocalVariable(name: "argv", arg: 2, scope: !117, file: !1, line: 56, type: !8)
!123 = !DILocalVariable(name: "n", scope: !117, file: !1, line: 58, type: !7)
!124 = !DILocalVariable(name: "store", scope: !117, file: !1, line: 59, type: !23)
!125 = !DILocalVariable(name: "a", scope: !117, file: !1, line: 60, type: !22)
!126 = !DILocalVariable(name: "perm", scope: !117, file: !1, line: 61, type: !24)
!127 = !DILocalVariable(name: "b", scope: !117, file: !1, line: 62, type: !23)
!128 = !DILocalVariable(name: "x", scope: !117, file: !1, line: 63, type: !23)
!129 = !DILocalVariable(name: "s", scope: !117, file: !1, line: 64, type: !130)
!130 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!131 = !DILocalVariable(name: "i", scope: !132, file: !1, line: 65, type: !7)
!132 = distinct !DILexicalBlock(scope: !117, file: !1, line: 65, column: 3)
!133 = !DILocalVariable(name: "j", scope: !134, file: !1, line: 69, type: !7)
!134 = distinct !DILexicalBlock(scope: !135, file: !1, line: 69, column: 5)
!135 = distinct !DILexicalBlock(scope: !136, file: !1, line: 65, column: 31)
!136 = distinct !DILexicalBlock(scope: !132, file: !1, line: 65, column: 3)
!137 = !DILocalVariable(name: "sum", scope: !117, file: !1, line: 79, type: !6)
!138 = !DILocalVariable(name: "i", scope: !139, file: !1, line: 80, type: !7)
!139 = distinct !DILexicalBlock(scope: !117, file: !1, line: 80, column: 3)
!140 = !DILocation(line: 0, scope: !117)
!141 = !DILocation(line: 58, column: 16, scope: !117)
!142 = !DILocation(line: 58, column: 11, scope: !117)
!143 = !DILocation(line: 58, column: 27, scope: !117)
!144 = !DILocalVariable(name: "__nptr", arg: 1, scope: !145, file: !146, line: 362, type: !149)
!145 = distinct !DISubprogram(name: "atoi", scope: !146, file: !146, line: 362, type: !147, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !151)
!146 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!147 = !DISubroutineType(types: !148)
!148 = !{!7, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!151 = !{!144}
!152 = !DILocation(line: 0, scope: !145, inlinedAt: !153)
!153 = distinct !DILocation(line: 58, column: 22, scope: !117)
!154 = !DILocation(line: 364, column: 16, scope: !145, inlinedAt: !153)
!155 = !DILocation(line: 364, column: 10, scope: !145, inlinedAt: !153)
!156 = !DILocation(line: 59, column: 43, scope: !117)
!157 = !DILocation(line: 59, column: 41, scope: !117)
!158 = !DILocation(line: 59, column: 45, scope: !117)
!159 = !DILocation(line: 59, column: 19, scope: !117)
!160 = !DILocation(line: 60, column: 16, scope: !117)
!161 = !DILocation(line: 61, column: 34, scope: !117)
!162 = !DILocation(line: 61, column: 15, scope: !117)
!163 = !DILocation(line: 62, column: 15, scope: !117)
!164 = !DILocation(line: 63, column: 15, scope: !117)
!165 = !DILocation(line: 0, scope: !132)
!166 = !DILocation(line: 65, column: 21, scope: !136)
!167 = !DILocation(line: 65, column: 3, scope: !132)
!168 = !DILocation(line: 0, scope: !19, inlinedAt: !169)
!169 = distinct !DILocation(line: 74, column: 7, scope: !170)
!170 = distinct !DILexicalBlock(scope: !117, file: !1, line: 74, column: 7)
!171 = !DILocation(line: 11, column: 3, scope: !35, inlinedAt: !169)
!172 = !DILocation(line: 32, column: 7, scope: !96, inlinedAt: !169)
!173 = !DILocation(line: 11, column: 17, scope: !34, inlinedAt: !169)
!174 = distinct !{!174, !171, !175, !50}
!175 = !DILocation(line: 35, column: 3, scope: !35, inlinedAt: !169)
!176 = !DILocation(line: 0, scope: !33, inlinedAt: !169)
!177 = !DILocation(line: 13, column: 24, scope: !33, inlinedAt: !169)
!178 = !DILocation(line: 13, column: 19, scope: !33, inlinedAt: !169)
!179 = !DILocation(line: 14, column: 16, scope: !61, inlinedAt: !169)
!180 = !DILocation(line: 14, column: 23, scope: !63, inlinedAt: !169)
!181 = !DILocation(line: 14, column: 5, scope: !61, inlinedAt: !169)
!182 = !DILocation(line: 15, column: 16, scope: !66, inlinedAt: !169)
!183 = !DILocation(line: 15, column: 11, scope: !66, inlinedAt: !169)
!184 = !DILocation(line: 15, column: 25, scope: !66, inlinedAt: !169)
!185 = !DILocation(line: 15, column: 11, scope: !63, inlinedAt: !169)
!186 = !DILocation(line: 14, column: 29, scope: !63, inlinedAt: !169)
!187 = distinct !{!187, !181, !188, !50}
!188 = !DILocation(line: 18, column: 7, scope: !61, inlinedAt: !169)
!189 = !DILocation(line: 19, column: 14, scope: !74, inlinedAt: !169)
!190 = !DILocation(line: 19, column: 9, scope: !33, inlinedAt: !169)
!191 = !DILocation(line: 21, column: 11, scope: !39, inlinedAt: !169)
!192 = !DILocation(line: 21, column: 9, scope: !33, inlinedAt: !169)
!193 = !DILocation(line: 0, scope: !38, inlinedAt: !169)
!194 = !DILocation(line: 23, column: 14, scope: !38, inlinedAt: !169)
!195 = !DILocation(line: 23, column: 12, scope: !38, inlinedAt: !169)
!196 = !DILocation(line: 24, column: 12, scope: !38, inlinedAt: !169)
!197 = !DILocation(line: 25, column: 15, scope: !38, inlinedAt: !169)
!198 = !DILocation(line: 26, column: 17, scope: !38, inlinedAt: !169)
!199 = !DILocation(line: 26, column: 15, scope: !38, inlinedAt: !169)
!200 = !DILocation(line: 27, column: 15, scope: !38, inlinedAt: !169)
!201 = !DILocation(line: 28, column: 5, scope: !38, inlinedAt: !169)
!202 = !DILocation(line: 29, column: 5, scope: !44, inlinedAt: !169)
!203 = !DILocation(line: 30, column: 18, scope: !42, inlinedAt: !169)
!204 = !DILocation(line: 30, column: 28, scope: !42, inlinedAt: !169)
!205 = !DILocation(line: 30, column: 26, scope: !42, inlinedAt: !169)
!206 = !DILocation(line: 0, scope: !42, inlinedAt: !169)
!207 = !DILocation(line: 31, column: 15, scope: !42, inlinedAt: !169)
!208 = !DILocation(line: 33, column: 24, scope: !98, inlinedAt: !169)
!209 = !{!210}
!210 = distinct !{!210, !211}
!211 = distinct !{!211, !"LVerDomain"}
!212 = !DILocation(line: 33, column: 9, scope: !98, inlinedAt: !169)
!213 = !DILocation(line: 33, column: 17, scope: !98, inlinedAt: !169)
!214 = !{!215}
!215 = distinct !{!215, !211}
!216 = distinct !{!216, !172, !217, !50, !108}
!217 = !DILocation(line: 33, column: 30, scope: !96, inlinedAt: !169)
!218 = !DILocation(line: 32, column: 31, scope: !98, inlinedAt: !169)
!219 = !DILocation(line: 32, column: 25, scope: !98, inlinedAt: !169)
!220 = distinct !{!220, !172, !217, !50, !108}
!221 = !DILocation(line: 29, column: 29, scope: !43, inlinedAt: !169)
!222 = !DILocation(line: 29, column: 23, scope: !43, inlinedAt: !169)
!223 = distinct !{!223, !202, !224, !50}
!224 = !DILocation(line: 34, column: 5, scope: !44, inlinedAt: !169)
!225 = !DILocation(line: 66, column: 30, scope: !135)
!226 = !DILocation(line: 66, column: 18, scope: !135)
!227 = !DILocation(line: 66, column: 5, scope: !135)
!228 = !DILocation(line: 66, column: 10, scope: !135)
!229 = !DILocation(line: 67, column: 5, scope: !135)
!230 = !DILocation(line: 67, column: 13, scope: !135)
!231 = !DILocation(line: 68, column: 5, scope: !135)
!232 = !DILocation(line: 68, column: 10, scope: !135)
!233 = !DILocation(line: 0, scope: !134)
!234 = !DILocation(line: 69, column: 5, scope: !134)
!235 = !DILocation(line: 65, column: 27, scope: !136)
!236 = distinct !{!236, !167, !237, !50}
!237 = !DILocation(line: 73, column: 3, scope: !132)
!238 = !DILocation(line: 70, column: 13, scope: !239)
!239 = distinct !DILexicalBlock(scope: !240, file: !1, line: 69, column: 33)
!240 = distinct !DILexicalBlock(scope: !134, file: !1, line: 69, column: 5)
!241 = !DILocation(line: 70, column: 27, scope: !239)
!242 = !DILocation(line: 71, column: 29, scope: !239)
!243 = !DILocation(line: 71, column: 36, scope: !239)
!244 = !DILocation(line: 71, column: 17, scope: !239)
!245 = !DILocation(line: 71, column: 44, scope: !239)
!246 = !DILocation(line: 71, column: 52, scope: !239)
!247 = !DILocation(line: 71, column: 7, scope: !239)
!248 = !DILocation(line: 71, column: 15, scope: !239)
!249 = !DILocation(line: 69, column: 29, scope: !240)
!250 = !DILocation(line: 69, column: 23, scope: !240)
!251 = distinct !{!251, !234, !252, !50}
!252 = !DILocation(line: 72, column: 5, scope: !134)
!253 = !DILocation(line: 75, column: 5, scope: !254)
!254 = distinct !DILexicalBlock(scope: !170, file: !1, line: 74, column: 35)
!255 = !DILocation(line: 76, column: 5, scope: !254)
!256 = !DILocalVariable(name: "i", scope: !257, file: !1, line: 42, type: !7)
!257 = distinct !DILexicalBlock(scope: !258, file: !1, line: 42, column: 3)
!258 = distinct !DISubprogram(name: "solve", scope: !1, file: !1, line: 39, type: !259, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !265)
!259 = !DISubroutineType(types: !260)
!260 = !{null, !7, !22, !261, !263, !23}
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!262 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!265 = !{!266, !267, !268, !269, !270, !256, !271, !274, !276, !278, !281}
!266 = !DILocalVariable(name: "n", arg: 1, scope: !258, file: !1, line: 39, type: !7)
!267 = !DILocalVariable(name: "lu", arg: 2, scope: !258, file: !1, line: 39, type: !22)
!268 = !DILocalVariable(name: "perm", arg: 3, scope: !258, file: !1, line: 39, type: !261)
!269 = !DILocalVariable(name: "b", arg: 4, scope: !258, file: !1, line: 39, type: !263)
!270 = !DILocalVariable(name: "x", arg: 5, scope: !258, file: !1, line: 40, type: !23)
!271 = !DILocalVariable(name: "s", scope: !272, file: !1, line: 43, type: !6)
!272 = distinct !DILexicalBlock(scope: !273, file: !1, line: 42, column: 31)
!273 = distinct !DILexicalBlock(scope: !257, file: !1, line: 42, column: 3)
!274 = !DILocalVariable(name: "j", scope: !275, file: !1, line: 44, type: !7)
!275 = distinct !DILexicalBlock(scope: !272, file: !1, line: 44, column: 5)
!276 = !DILocalVariable(name: "i", scope: !277, file: !1, line: 48, type: !7)
!277 = distinct !DILexicalBlock(scope: !258, file: !1, line: 48, column: 3)
!278 = !DILocalVariable(name: "s", scope: !279, file: !1, line: 49, type: !6)
!279 = distinct !DILexicalBlock(scope: !280, file: !1, line: 48, column: 36)
!280 = distinct !DILexicalBlock(scope: !277, file: !1, line: 48, column: 3)
!281 = !DILocalVariable(name: "j", scope: !282, file: !1, line: 50, type: !7)
!282 = distinct !DILexicalBlock(scope: !279, file: !1, line: 50, column: 5)
!283 = !DILocation(line: 0, scope: !257, inlinedAt: !284)
!284 = distinct !DILocation(line: 78, column: 3, scope: !117)
!285 = !DILocation(line: 43, column: 18, scope: !272, inlinedAt: !284)
!286 = !DILocation(line: 43, column: 16, scope: !272, inlinedAt: !284)
!287 = !DILocation(line: 0, scope: !272, inlinedAt: !284)
!288 = !DILocation(line: 0, scope: !275, inlinedAt: !284)
!289 = !DILocation(line: 44, column: 23, scope: !290, inlinedAt: !284)
!290 = distinct !DILexicalBlock(scope: !275, file: !1, line: 44, column: 5)
!291 = !DILocation(line: 44, column: 5, scope: !275, inlinedAt: !284)
!292 = !DILocation(line: 45, column: 12, scope: !290, inlinedAt: !284)
!293 = !DILocation(line: 45, column: 23, scope: !290, inlinedAt: !284)
!294 = !DILocation(line: 45, column: 9, scope: !290, inlinedAt: !284)
!295 = !DILocation(line: 44, column: 29, scope: !290, inlinedAt: !284)
!296 = distinct !{!296, !297}
!297 = !{!"llvm.loop.unroll.disable"}
!298 = !DILocation(line: 46, column: 5, scope: !272, inlinedAt: !284)
!299 = !DILocation(line: 46, column: 10, scope: !272, inlinedAt: !284)
!300 = !DILocation(line: 42, column: 27, scope: !273, inlinedAt: !284)
!301 = !DILocation(line: 42, column: 21, scope: !273, inlinedAt: !284)
!302 = !DILocation(line: 42, column: 3, scope: !257, inlinedAt: !284)
!303 = distinct !{!303, !302, !304, !50}
!304 = !DILocation(line: 47, column: 3, scope: !257, inlinedAt: !284)
!305 = distinct !{!305, !291, !306, !50}
!306 = !DILocation(line: 45, column: 26, scope: !275, inlinedAt: !284)
!307 = !DILocation(line: 0, scope: !277, inlinedAt: !284)
!308 = !DILocation(line: 49, column: 16, scope: !279, inlinedAt: !284)
!309 = !DILocation(line: 0, scope: !279, inlinedAt: !284)
!310 = !DILocation(line: 0, scope: !282, inlinedAt: !284)
!311 = !DILocation(line: 50, column: 27, scope: !312, inlinedAt: !284)
!312 = distinct !DILexicalBlock(scope: !282, file: !1, line: 50, column: 5)
!313 = !DILocation(line: 50, column: 5, scope: !282, inlinedAt: !284)
!314 = !DILocation(line: 51, column: 12, scope: !312, inlinedAt: !284)
!315 = !DILocation(line: 51, column: 23, scope: !312, inlinedAt: !284)
!316 = !DILocation(line: 51, column: 9, scope: !312, inlinedAt: !284)
!317 = !DILocation(line: 50, column: 33, scope: !312, inlinedAt: !284)
!318 = distinct !{!318, !297}
!319 = !DILocation(line: 52, column: 16, scope: !279, inlinedAt: !284)
!320 = !DILocation(line: 52, column: 14, scope: !279, inlinedAt: !284)
!321 = !DILocation(line: 52, column: 10, scope: !279, inlinedAt: !284)
!322 = !DILocation(line: 48, column: 25, scope: !280, inlinedAt: !284)
!323 = !DILocation(line: 48, column: 3, scope: !277, inlinedAt: !284)
!324 = distinct !{!324, !323, !325, !50}
!325 = !DILocation(line: 53, column: 3, scope: !277, inlinedAt: !284)
!326 = distinct !{!326, !313, !327, !50}
!327 = !DILocation(line: 51, column: 26, scope: !282, inlinedAt: !284)
!328 = !DILocation(line: 0, scope: !139)
!329 = !DILocation(line: 80, column: 3, scope: !139)
!330 = !DILocation(line: 81, column: 12, scope: !331)
!331 = distinct !DILexicalBlock(scope: !139, file: !1, line: 80, column: 3)
!332 = !DILocation(line: 81, column: 9, scope: !331)
!333 = !DILocation(line: 80, column: 27, scope: !331)
!334 = distinct !{!334, !297}
!335 = !DILocation(line: 82, column: 3, scope: !117)
!336 = !DILocation(line: 83, column: 3, scope: !117)
!337 = !DILocation(line: 84, column: 3, scope: !117)
!338 = !DILocation(line: 85, column: 3, scope: !117)
!339 = !DILocation(line: 86, column: 3, scope: !117)
!340 = !DILocation(line: 87, column: 3, scope: !117)
!341 = distinct !{!341, !329, !342, !50}
!342 = !DILocation(line: 81, column: 15, scope: !139)
!343 = !DILocation(line: 89, column: 1, scope: !117)
