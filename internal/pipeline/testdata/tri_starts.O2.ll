; ModuleID = 'tri_starts.c'
source_filename = "tri_starts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%g %g %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !42
  %3 = icmp sgt i32 %0, 1, !dbg !43
  br i1 %3, label %4, label %9, !dbg !44

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !45
  %6 = load i8*, i8** %5, align 8, !dbg !45, !tbaa !46
  call void @llvm.dbg.value(metadata i8* %6, metadata !50, metadata !DIExpression()) #7, !dbg !58
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !60
  %8 = trunc i64 %7 to i32, !dbg !61
  br label %9, !dbg !44

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 200, %2 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %10, metadata !22, metadata !DIExpression()), !dbg !42
  %11 = sext i32 %10 to i64, !dbg !62
  %12 = shl nsw i64 %11, 3, !dbg !63
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !64
  %14 = bitcast i8* %13 to double**, !dbg !64
  call void @llvm.dbg.value(metadata double** %14, metadata !23, metadata !DIExpression()), !dbg !42
  %15 = shl nsw i64 %11, 2, !dbg !65
  %16 = tail call noalias i8* @malloc(i64 noundef %15) #7, !dbg !66
  %17 = bitcast i8* %16 to i32*, !dbg !66
  call void @llvm.dbg.value(metadata i32* %17, metadata !26, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !67
  %18 = icmp sgt i32 %10, 0, !dbg !68
  br i1 %18, label %19, label %294, !dbg !69

19:                                               ; preds = %9
  %20 = sitofp i32 %10 to double
  %21 = fmul double %20, 4.000000e+00
  %22 = zext i32 %10 to i64, !dbg !68
  br label %216, !dbg !69

23:                                               ; preds = %224
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata double** %14, metadata !70, metadata !DIExpression()) #7, !dbg !95
  call void @llvm.dbg.value(metadata i32 %10, metadata !75, metadata !DIExpression()) #7, !dbg !95
  call void @llvm.dbg.value(metadata i32* %17, metadata !76, metadata !DIExpression()) #7, !dbg !95
  call void @llvm.dbg.value(metadata double* undef, metadata !77, metadata !DIExpression()) #7, !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()) #7, !dbg !98
  br i1 %18, label %24, label %294, !dbg !99

24:                                               ; preds = %23
  %25 = zext i32 %10 to i64, !dbg !99
  %26 = add nsw i64 %25, -1, !dbg !100
  br label %31, !dbg !99

27:                                               ; preds = %193, %75
  call void @llvm.dbg.value(metadata i64 %49, metadata !78, metadata !DIExpression()) #7, !dbg !98
  %28 = add nuw nsw i64 %35, 1, !dbg !99
  %29 = add nuw nsw i64 %34, 1, !dbg !99
  %30 = icmp eq i64 %49, %25, !dbg !101
  br i1 %30, label %213, label %31, !dbg !99, !llvm.loop !102

31:                                               ; preds = %27, %24
  %32 = phi double [ 0.000000e+00, %24 ], [ %76, %27 ], !dbg !42
  %33 = phi i64 [ 0, %24 ], [ %49, %27 ]
  %34 = phi i64 [ 2, %24 ], [ %29, %27 ]
  %35 = phi i64 [ 1, %24 ], [ %28, %27 ]
  %36 = phi i1 [ true, %24 ], [ %50, %27 ]
  call void @llvm.dbg.value(metadata i64 %33, metadata !78, metadata !DIExpression()) #7, !dbg !98
  call void @llvm.dbg.value(metadata i64 %33, metadata !80, metadata !DIExpression()) #7, !dbg !105
  %37 = xor i64 %33, -1, !dbg !106
  %38 = add nsw i64 %37, %25, !dbg !106
  %39 = add i64 %38, -4, !dbg !106
  %40 = lshr i64 %39, 2, !dbg !106
  %41 = add nuw nsw i64 %40, 1, !dbg !106
  %42 = xor i64 %33, -1, !dbg !106
  %43 = add nsw i64 %42, %22, !dbg !106
  %44 = getelementptr inbounds double*, double** %14, i64 %33, !dbg !106
  %45 = load double*, double** %44, align 8, !dbg !106, !tbaa !46
  %46 = getelementptr inbounds double, double* %45, i64 %33, !dbg !106
  %47 = load double, double* %46, align 8, !dbg !106, !tbaa !107
  %48 = tail call double @llvm.fabs.f64(double %47) #7, !dbg !109
  call void @llvm.dbg.value(metadata double %48, metadata !83, metadata !DIExpression()) #7, !dbg !105
  %49 = add nuw nsw i64 %33, 1, !dbg !110
  call void @llvm.dbg.value(metadata i64 %49, metadata !84, metadata !DIExpression()) #7, !dbg !111
  %50 = icmp ult i64 %49, %25, !dbg !112
  %51 = trunc i64 %33 to i32, !dbg !114
  br i1 %50, label %56, label %52, !dbg !114

52:                                               ; preds = %56, %31
  %53 = phi i32 [ %51, %31 ], [ %67, %56 ], !dbg !105
  %54 = phi double [ %48, %31 ], [ %68, %56 ], !dbg !105
  %55 = fcmp oeq double %54, 0.000000e+00, !dbg !115
  br i1 %55, label %213, label %71, !dbg !117

56:                                               ; preds = %31, %56
  %57 = phi i64 [ %69, %56 ], [ %35, %31 ]
  %58 = phi double [ %68, %56 ], [ %48, %31 ]
  %59 = phi i32 [ %67, %56 ], [ %51, %31 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !84, metadata !DIExpression()) #7, !dbg !111
  call void @llvm.dbg.value(metadata double %58, metadata !83, metadata !DIExpression()) #7, !dbg !105
  call void @llvm.dbg.value(metadata i32 %59, metadata !80, metadata !DIExpression()) #7, !dbg !105
  %60 = getelementptr inbounds double*, double** %14, i64 %57, !dbg !118
  %61 = load double*, double** %60, align 8, !dbg !118, !tbaa !46
  %62 = getelementptr inbounds double, double* %61, i64 %33, !dbg !118
  %63 = load double, double* %62, align 8, !dbg !118, !tbaa !107
  %64 = tail call double @llvm.fabs.f64(double %63) #7, !dbg !120
  %65 = fcmp ogt double %64, %58, !dbg !121
  %66 = trunc i64 %57 to i32, !dbg !122
  %67 = select i1 %65, i32 %66, i32 %59, !dbg !122
  %68 = select i1 %65, double %64, double %58, !dbg !122
  call void @llvm.dbg.value(metadata double %68, metadata !83, metadata !DIExpression()) #7, !dbg !105
  call void @llvm.dbg.value(metadata i32 %67, metadata !80, metadata !DIExpression()) #7, !dbg !105
  %69 = add nuw nsw i64 %57, 1, !dbg !123
  call void @llvm.dbg.value(metadata i64 %69, metadata !84, metadata !DIExpression()) #7, !dbg !111
  %70 = icmp eq i64 %69, %25, !dbg !112
  br i1 %70, label %52, label %56, !dbg !114, !llvm.loop !124

71:                                               ; preds = %52
  %72 = getelementptr inbounds i32, i32* %17, i64 %33, !dbg !126
  store i32 %53, i32* %72, align 4, !dbg !127, !tbaa !128
  call void @llvm.dbg.value(metadata i64 %33, metadata !86, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #7, !dbg !130
  %73 = add i32 %51, 2, !dbg !131
  %74 = icmp slt i32 %73, %10, !dbg !131
  br i1 %74, label %88, label %75, !dbg !133

75:                                               ; preds = %88, %71
  %76 = phi double [ %32, %71 ], [ %93, %88 ], !dbg !42
  call void @llvm.dbg.value(metadata i64 %49, metadata !88, metadata !DIExpression()) #7, !dbg !134
  br i1 %50, label %77, label %27, !dbg !135

77:                                               ; preds = %75
  %78 = getelementptr double, double* %45, i64 %35, !dbg !100
  %79 = getelementptr double, double* %45, i64 %22, !dbg !100
  %80 = icmp ult i64 %43, 4
  %81 = and i64 %43, -4
  %82 = add i64 %35, %81
  %83 = and i64 %41, 1
  %84 = icmp ult i64 %39, 4
  %85 = and i64 %41, 9223372036854775806
  %86 = icmp eq i64 %83, 0
  %87 = icmp eq i64 %43, %81
  br label %96, !dbg !100

88:                                               ; preds = %71, %88
  %89 = phi double [ %93, %88 ], [ %32, %71 ], !dbg !136
  %90 = phi i64 [ %94, %88 ], [ %34, %71 ]
  call void @llvm.dbg.value(metadata i64 %90, metadata !86, metadata !DIExpression()) #7, !dbg !130
  %91 = getelementptr inbounds double, double* %45, i64 %90, !dbg !137
  %92 = load double, double* %91, align 8, !dbg !137, !tbaa !107
  %93 = fadd double %89, %92, !dbg !136
  %94 = add nuw nsw i64 %90, 1, !dbg !138
  call void @llvm.dbg.value(metadata i64 %94, metadata !86, metadata !DIExpression()) #7, !dbg !130
  %95 = icmp eq i64 %94, %25, !dbg !131
  br i1 %95, label %75, label %88, !dbg !133, !llvm.loop !139

96:                                               ; preds = %77, %196
  %97 = phi double [ %197, %196 ], [ %47, %77 ], !dbg !141
  %98 = phi i64 [ %194, %196 ], [ %35, %77 ]
  call void @llvm.dbg.value(metadata i64 %98, metadata !88, metadata !DIExpression()) #7, !dbg !134
  %99 = getelementptr inbounds double*, double** %14, i64 %98, !dbg !142
  %100 = load double*, double** %99, align 8, !dbg !142, !tbaa !46
  %101 = getelementptr inbounds double, double* %100, i64 %33, !dbg !142
  %102 = load double, double* %101, align 8, !dbg !142, !tbaa !107
  %103 = fdiv double %102, %97, !dbg !143
  call void @llvm.dbg.value(metadata double %103, metadata !90, metadata !DIExpression()) #7, !dbg !144
  store double %103, double* %101, align 8, !dbg !145, !tbaa !107
  call void @llvm.dbg.value(metadata i64 %49, metadata !93, metadata !DIExpression()) #7, !dbg !146
  %104 = fneg double %103
  br i1 %80, label %178, label %105, !dbg !100

105:                                              ; preds = %96
  %106 = getelementptr double, double* %100, i64 %35, !dbg !100
  %107 = getelementptr double, double* %100, i64 %22, !dbg !100
  %108 = icmp ult double* %106, %79, !dbg !100
  %109 = icmp ult double* %78, %107, !dbg !100
  %110 = and i1 %108, %109, !dbg !100
  br i1 %110, label %178, label %111, !dbg !100

111:                                              ; preds = %105
  %112 = insertelement <2 x double> poison, double %104, i64 0, !dbg !100
  %113 = shufflevector <2 x double> %112, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !100
  %114 = insertelement <2 x double> poison, double %104, i64 0, !dbg !100
  %115 = shufflevector <2 x double> %114, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !100
  br i1 %84, label %157, label %116, !dbg !100

116:                                              ; preds = %111, %116
  %117 = phi i64 [ %154, %116 ], [ 0, %111 ]
  %118 = phi i64 [ %155, %116 ], [ 0, %111 ]
  %119 = add i64 %35, %117
  %120 = getelementptr inbounds double, double* %45, i64 %119, !dbg !147
  %121 = bitcast double* %120 to <2 x double>*, !dbg !147
  %122 = load <2 x double>, <2 x double>* %121, align 8, !dbg !147, !tbaa !107, !alias.scope !149
  %123 = getelementptr inbounds double, double* %120, i64 2, !dbg !147
  %124 = bitcast double* %123 to <2 x double>*, !dbg !147
  %125 = load <2 x double>, <2 x double>* %124, align 8, !dbg !147, !tbaa !107, !alias.scope !149
  %126 = getelementptr inbounds double, double* %100, i64 %119, !dbg !152
  %127 = bitcast double* %126 to <2 x double>*, !dbg !153
  %128 = load <2 x double>, <2 x double>* %127, align 8, !dbg !153, !tbaa !107, !alias.scope !154, !noalias !149
  %129 = getelementptr inbounds double, double* %126, i64 2, !dbg !153
  %130 = bitcast double* %129 to <2 x double>*, !dbg !153
  %131 = load <2 x double>, <2 x double>* %130, align 8, !dbg !153, !tbaa !107, !alias.scope !154, !noalias !149
  %132 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %113, <2 x double> %122, <2 x double> %128), !dbg !153
  %133 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> %125, <2 x double> %131), !dbg !153
  %134 = bitcast double* %126 to <2 x double>*, !dbg !153
  store <2 x double> %132, <2 x double>* %134, align 8, !dbg !153, !tbaa !107, !alias.scope !154, !noalias !149
  %135 = bitcast double* %129 to <2 x double>*, !dbg !153
  store <2 x double> %133, <2 x double>* %135, align 8, !dbg !153, !tbaa !107, !alias.scope !154, !noalias !149
  %136 = or i64 %117, 4
  %137 = add i64 %35, %136
  %138 = getelementptr inbounds double, double* %45, i64 %137, !dbg !147
  %139 = bitcast double* %138 to <2 x double>*, !dbg !147
  %140 = load <2 x double>, <2 x double>* %139, align 8, !dbg !147, !tbaa !107, !alias.scope !149
  %141 = getelementptr inbounds double, double* %138, i64 2, !dbg !147
  %142 = bitcast double* %141 to <2 x double>*, !dbg !147
  %143 = load <2 x double>, <2 x double>* %142, align 8, !dbg !147, !tbaa !107, !alias.scope !149
  %144 = getelementptr inbounds double, double* %100, i64 %137, !dbg !152
  %145 = bitcast double* %144 to <2 x double>*, !dbg !153
  %146 = load <2 x double>, <2 x double>* %145, align 8, !dbg !153, !tbaa !107, !alias.scope !154, !noalias !149
  %147 = getelementptr inbounds double, double* %144, i64 2, !dbg !153
  %148 = bitcast double* %147 to <2 x double>*, !dbg !153
  %149 = load <2 x double>, <2 x double>* %148, align 8, !dbg !153, !tbaa !107, !alias.scope !154, !noalias !149
  %150 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %113, <2 x double> %140, <2 x double> %146), !dbg !153
  %151 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> %143, <2 x double> %149), !dbg !153
  %152 = bitcast double* %144 to <2 x double>*, !dbg !153
  store <2 x double> %150, <2 x double>* %152, align 8, !dbg !153, !tbaa !107, !alias.scope !154, !noalias !149
  %153 = bitcast double* %147 to <2 x double>*, !dbg !153
  store <2 x double> %151, <2 x double>* %153, align 8, !dbg !153, !tbaa !107, !alias.scope !154, !noalias !149
  %154 = add nuw i64 %117, 8
  %155 = add i64 %118, 2
  %156 = icmp eq i64 %155, %85
  br i1 %156, label %157, label %116, !llvm.loop !156

157:                                              ; preds = %116, %111
  %158 = phi i64 [ 0, %111 ], [ %154, %116 ]
  br i1 %86, label %177, label %159

159:                                              ; preds = %157
  %160 = add i64 %35, %158
  %161 = getelementptr inbounds double, double* %45, i64 %160, !dbg !147
  %162 = bitcast double* %161 to <2 x double>*, !dbg !147
  %163 = load <2 x double>, <2 x double>* %162, align 8, !dbg !147, !tbaa !107, !alias.scope !149
  %164 = getelementptr inbounds double, double* %161, i64 2, !dbg !147
  %165 = bitcast double* %164 to <2 x double>*, !dbg !147
  %166 = load <2 x double>, <2 x double>* %165, align 8, !dbg !147, !tbaa !107, !alias.scope !149
  %167 = getelementptr inbounds double, double* %100, i64 %160, !dbg !152
  %168 = bitcast double* %167 to <2 x double>*, !dbg !153
  %169 = load <2 x double>, <2 x double>* %168, align 8, !dbg !153, !tbaa !107, !alias.scope !154, !noalias !149
  %170 = getelementptr inbounds double, double* %167, i64 2, !dbg !153
  %171 = bitcast double* %170 to <2 x double>*, !dbg !153
  %172 = load <2 x double>, <2 x double>* %171, align 8, !dbg !153, !tbaa !107, !alias.scope !154, !noalias !149
  %173 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %113, <2 x double> %163, <2 x double> %169), !dbg !153
  %174 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> %166, <2 x double> %172), !dbg !153
  %175 = bitcast double* %167 to <2 x double>*, !dbg !153
  store <2 x double> %173, <2 x double>* %175, align 8, !dbg !153, !tbaa !107, !alias.scope !154, !noalias !149
  %176 = bitcast double* %170 to <2 x double>*, !dbg !153
  store <2 x double> %174, <2 x double>* %176, align 8, !dbg !153, !tbaa !107, !alias.scope !154, !noalias !149
  br label %177, !dbg !100

177:                                              ; preds = %157, %159
  br i1 %87, label %193, label %178, !dbg !100

178:                                              ; preds = %105, %96, %177
  %179 = phi i64 [ %35, %105 ], [ %35, %96 ], [ %82, %177 ]
  %180 = sub i64 %25, %179, !dbg !100
  %181 = and i64 %180, 1, !dbg !100
  %182 = icmp eq i64 %181, 0, !dbg !100
  br i1 %182, label %190, label %183, !dbg !100

183:                                              ; preds = %178
  call void @llvm.dbg.value(metadata i64 %179, metadata !93, metadata !DIExpression()) #7, !dbg !146
  %184 = getelementptr inbounds double, double* %45, i64 %179, !dbg !147
  %185 = load double, double* %184, align 8, !dbg !147, !tbaa !107
  %186 = getelementptr inbounds double, double* %100, i64 %179, !dbg !152
  %187 = load double, double* %186, align 8, !dbg !153, !tbaa !107
  %188 = tail call double @llvm.fmuladd.f64(double %104, double %185, double %187) #7, !dbg !153
  store double %188, double* %186, align 8, !dbg !153, !tbaa !107
  %189 = add nuw nsw i64 %179, 1, !dbg !159
  call void @llvm.dbg.value(metadata i64 %189, metadata !93, metadata !DIExpression()) #7, !dbg !146
  br label %190, !dbg !100

190:                                              ; preds = %183, %178
  %191 = phi i64 [ %179, %178 ], [ %189, %183 ]
  %192 = icmp eq i64 %26, %179, !dbg !100
  br i1 %192, label %193, label %198, !dbg !100

193:                                              ; preds = %190, %198, %177
  %194 = add nuw nsw i64 %98, 1, !dbg !160
  call void @llvm.dbg.value(metadata i64 %194, metadata !88, metadata !DIExpression()) #7, !dbg !134
  %195 = icmp eq i64 %194, %25, !dbg !161
  br i1 %195, label %27, label %196, !dbg !135, !llvm.loop !162

196:                                              ; preds = %193
  %197 = load double, double* %46, align 8, !dbg !141, !tbaa !107
  br label %96, !dbg !135

198:                                              ; preds = %190, %198
  %199 = phi i64 [ %211, %198 ], [ %191, %190 ]
  call void @llvm.dbg.value(metadata i64 %199, metadata !93, metadata !DIExpression()) #7, !dbg !146
  %200 = getelementptr inbounds double, double* %45, i64 %199, !dbg !147
  %201 = load double, double* %200, align 8, !dbg !147, !tbaa !107
  %202 = getelementptr inbounds double, double* %100, i64 %199, !dbg !152
  %203 = load double, double* %202, align 8, !dbg !153, !tbaa !107
  %204 = tail call double @llvm.fmuladd.f64(double %104, double %201, double %203) #7, !dbg !153
  store double %204, double* %202, align 8, !dbg !153, !tbaa !107
  %205 = add nuw nsw i64 %199, 1, !dbg !159
  call void @llvm.dbg.value(metadata i64 %205, metadata !93, metadata !DIExpression()) #7, !dbg !146
  call void @llvm.dbg.value(metadata i64 %205, metadata !93, metadata !DIExpression()) #7, !dbg !146
  %206 = getelementptr inbounds double, double* %45, i64 %205, !dbg !147
  %207 = load double, double* %206, align 8, !dbg !147, !tbaa !107
  %208 = getelementptr inbounds double, double* %100, i64 %205, !dbg !152
  %209 = load double, double* %208, align 8, !dbg !153, !tbaa !107
  %210 = tail call double @llvm.fmuladd.f64(double %104, double %207, double %209) #7, !dbg !153
  store double %210, double* %208, align 8, !dbg !153, !tbaa !107
  %211 = add nuw nsw i64 %199, 2, !dbg !159
  call void @llvm.dbg.value(metadata i64 %211, metadata !93, metadata !DIExpression()) #7, !dbg !146
  %212 = icmp eq i64 %211, %25, !dbg !164
  br i1 %212, label %193, label %198, !dbg !100, !llvm.loop !165

213:                                              ; preds = %27, %52
  %214 = phi double [ %32, %52 ], [ %76, %27 ], !dbg !42
  %215 = phi i1 [ %36, %52 ], [ %50, %27 ], !dbg !101
  br i1 %215, label %358, label %245, !dbg !166

216:                                              ; preds = %224, %19
  %217 = phi i64 [ 0, %19 ], [ %225, %224 ]
  call void @llvm.dbg.value(metadata i64 %217, metadata !28, metadata !DIExpression()), !dbg !67
  %218 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !167
  %219 = getelementptr inbounds double*, double** %14, i64 %217, !dbg !168
  %220 = bitcast double** %219 to i8**, !dbg !169
  store i8* %218, i8** %220, align 8, !dbg !169, !tbaa !46
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !170
  %221 = bitcast i8* %218 to double*, !dbg !171
  %222 = trunc i64 %217 to i32
  %223 = mul nsw i32 %222, 7
  br label %227, !dbg !171

224:                                              ; preds = %237
  %225 = add nuw nsw i64 %217, 1, !dbg !172
  call void @llvm.dbg.value(metadata i64 %225, metadata !28, metadata !DIExpression()), !dbg !67
  %226 = icmp eq i64 %225, %22, !dbg !68
  br i1 %226, label %23, label %216, !dbg !69, !llvm.loop !173

227:                                              ; preds = %216, %237
  %228 = phi i64 [ 0, %216 ], [ %240, %237 ]
  call void @llvm.dbg.value(metadata i64 %228, metadata !30, metadata !DIExpression()), !dbg !170
  %229 = icmp eq i64 %217, %228, !dbg !175
  br i1 %229, label %237, label %230, !dbg !177

230:                                              ; preds = %227
  %231 = trunc i64 %228 to i32, !dbg !178
  %232 = mul nsw i32 %231, 3, !dbg !178
  %233 = add nuw nsw i32 %232, %223, !dbg !179
  %234 = urem i32 %233, 11, !dbg !180
  %235 = add nsw i32 %234, -5, !dbg !181
  %236 = sitofp i32 %235 to double, !dbg !181
  br label %237, !dbg !177

237:                                              ; preds = %227, %230
  %238 = phi double [ %236, %230 ], [ %21, %227 ], !dbg !177
  %239 = getelementptr inbounds double, double* %221, i64 %228, !dbg !182
  store double %238, double* %239, align 8, !dbg !183, !tbaa !107
  %240 = add nuw nsw i64 %228, 1, !dbg !184
  call void @llvm.dbg.value(metadata i64 %240, metadata !30, metadata !DIExpression()), !dbg !170
  %241 = icmp eq i64 %240, %22, !dbg !185
  br i1 %241, label %224, label %227, !dbg !171, !llvm.loop !186

242:                                              ; preds = %253, %245
  call void @llvm.dbg.value(metadata i64 %248, metadata !188, metadata !DIExpression()), !dbg !202
  %243 = add nuw nsw i64 %247, 1, !dbg !204
  %244 = icmp eq i64 %248, %25, !dbg !205
  br i1 %244, label %267, label %245, !dbg !204, !llvm.loop !206

245:                                              ; preds = %213, %242
  %246 = phi i64 [ %248, %242 ], [ 0, %213 ]
  %247 = phi i64 [ %243, %242 ], [ 1, %213 ]
  call void @llvm.dbg.value(metadata i64 %246, metadata !188, metadata !DIExpression()), !dbg !202
  %248 = add nuw nsw i64 %246, 1, !dbg !208
  call void @llvm.dbg.value(metadata i64 %248, metadata !196, metadata !DIExpression()), !dbg !209
  %249 = icmp ult i64 %248, %25, !dbg !210
  br i1 %249, label %250, label %242, !dbg !211

250:                                              ; preds = %245
  %251 = getelementptr inbounds double*, double** %14, i64 %246
  %252 = load double*, double** %251, align 8, !tbaa !46
  br label %253, !dbg !211

253:                                              ; preds = %253, %250
  %254 = phi i64 [ %247, %250 ], [ %261, %253 ]
  call void @llvm.dbg.value(metadata i64 %254, metadata !196, metadata !DIExpression()), !dbg !209
  %255 = getelementptr inbounds double, double* %252, i64 %254, !dbg !212
  %256 = load double, double* %255, align 8, !dbg !212, !tbaa !107
  call void @llvm.dbg.value(metadata double %256, metadata !199, metadata !DIExpression()), !dbg !213
  %257 = getelementptr inbounds double*, double** %14, i64 %254, !dbg !214
  %258 = load double*, double** %257, align 8, !dbg !214, !tbaa !46
  %259 = getelementptr inbounds double, double* %258, i64 %246, !dbg !214
  %260 = load double, double* %259, align 8, !dbg !214, !tbaa !107
  store double %260, double* %255, align 8, !dbg !215, !tbaa !107
  store double %256, double* %259, align 8, !dbg !216, !tbaa !107
  %261 = add nuw nsw i64 %254, 1, !dbg !217
  call void @llvm.dbg.value(metadata i64 %261, metadata !196, metadata !DIExpression()), !dbg !209
  %262 = icmp eq i64 %261, %25, !dbg !210
  br i1 %262, label %242, label %253, !dbg !211, !llvm.loop !218

263:                                              ; preds = %277, %267
  %264 = phi double [ %270, %267 ], [ %285, %277 ], !dbg !220
  call void @llvm.dbg.value(metadata i64 %271, metadata !228, metadata !DIExpression()) #7, !dbg !234
  call void @llvm.dbg.value(metadata double %264, metadata !227, metadata !DIExpression()) #7, !dbg !220
  %265 = add nuw nsw i64 %269, 1, !dbg !235
  %266 = icmp eq i64 %271, %25, !dbg !236
  br i1 %266, label %288, label %267, !dbg !235, !llvm.loop !237

267:                                              ; preds = %242, %263
  %268 = phi i64 [ %271, %263 ], [ 0, %242 ]
  %269 = phi i64 [ %265, %263 ], [ 1, %242 ]
  %270 = phi double [ %264, %263 ], [ 0.000000e+00, %242 ]
  call void @llvm.dbg.value(metadata i64 %268, metadata !228, metadata !DIExpression()) #7, !dbg !234
  call void @llvm.dbg.value(metadata double %270, metadata !227, metadata !DIExpression()) #7, !dbg !220
  %271 = add nuw nsw i64 %268, 1, !dbg !239
  call void @llvm.dbg.value(metadata i64 %271, metadata !230, metadata !DIExpression()) #7, !dbg !240
  %272 = icmp ult i64 %271, %25, !dbg !241
  br i1 %272, label %273, label %263, !dbg !243

273:                                              ; preds = %267
  %274 = getelementptr inbounds double*, double** %14, i64 %268
  %275 = load double*, double** %274, align 8, !tbaa !46
  %276 = trunc i64 %268 to i32
  br label %277, !dbg !243

277:                                              ; preds = %277, %273
  %278 = phi i64 [ %269, %273 ], [ %286, %277 ]
  %279 = phi double [ %270, %273 ], [ %285, %277 ]
  call void @llvm.dbg.value(metadata i64 %278, metadata !230, metadata !DIExpression()) #7, !dbg !240
  call void @llvm.dbg.value(metadata double %279, metadata !227, metadata !DIExpression()) #7, !dbg !220
  %280 = getelementptr inbounds double, double* %275, i64 %278, !dbg !244
  %281 = load double, double* %280, align 8, !dbg !244, !tbaa !107
  %282 = trunc i64 %278 to i32, !dbg !245
  %283 = sub nsw i32 %282, %276, !dbg !245
  %284 = sitofp i32 %283 to double, !dbg !246
  %285 = tail call double @llvm.fmuladd.f64(double %281, double %284, double %279) #7, !dbg !247
  call void @llvm.dbg.value(metadata double %285, metadata !227, metadata !DIExpression()) #7, !dbg !220
  %286 = add nuw nsw i64 %278, 1, !dbg !248
  call void @llvm.dbg.value(metadata i64 %286, metadata !230, metadata !DIExpression()) #7, !dbg !240
  %287 = icmp eq i64 %286, %25, !dbg !241
  br i1 %287, label %263, label %277, !dbg !243, !llvm.loop !249

288:                                              ; preds = %263
  call void @llvm.dbg.value(metadata double %264, metadata !35, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 0, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !251
  br i1 %18, label %289, label %294, !dbg !252

289:                                              ; preds = %288
  %290 = and i64 %25, 3, !dbg !252
  %291 = icmp ult i64 %26, 3, !dbg !252
  br i1 %291, label %298, label %292, !dbg !252

292:                                              ; preds = %289
  %293 = and i64 %25, 4294967292, !dbg !252
  br label %320, !dbg !252

294:                                              ; preds = %288, %23, %9
  %295 = phi double [ %264, %288 ], [ 0.000000e+00, %23 ], [ 0.000000e+00, %9 ]
  %296 = phi double [ %214, %288 ], [ 0.000000e+00, %23 ], [ 0.000000e+00, %9 ]
  call void @llvm.dbg.value(metadata double %214, metadata !34, metadata !DIExpression()), !dbg !42
  %297 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), double noundef %295, double noundef %296, i64 noundef 0), !dbg !253
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !254
  br label %350, !dbg !255

298:                                              ; preds = %320, %289
  %299 = phi i64 [ undef, %289 ], [ %346, %320 ]
  %300 = phi i64 [ 0, %289 ], [ %347, %320 ]
  %301 = phi i64 [ 0, %289 ], [ %346, %320 ]
  %302 = icmp eq i64 %290, 0, !dbg !252
  br i1 %302, label %315, label %303, !dbg !252

303:                                              ; preds = %298, %303
  %304 = phi i64 [ %312, %303 ], [ %300, %298 ]
  %305 = phi i64 [ %311, %303 ], [ %301, %298 ]
  %306 = phi i64 [ %313, %303 ], [ 0, %298 ]
  call void @llvm.dbg.value(metadata i64 %304, metadata !38, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %305, metadata !36, metadata !DIExpression()), !dbg !42
  %307 = mul nsw i64 %305, 3, !dbg !256
  %308 = getelementptr inbounds i32, i32* %17, i64 %304, !dbg !258
  %309 = load i32, i32* %308, align 4, !dbg !258, !tbaa !128
  %310 = sext i32 %309 to i64, !dbg !258
  %311 = add nsw i64 %307, %310, !dbg !259
  call void @llvm.dbg.value(metadata i64 %311, metadata !36, metadata !DIExpression()), !dbg !42
  %312 = add nuw nsw i64 %304, 1, !dbg !260
  call void @llvm.dbg.value(metadata i64 %312, metadata !38, metadata !DIExpression()), !dbg !251
  %313 = add i64 %306, 1, !dbg !252
  %314 = icmp eq i64 %313, %290, !dbg !252
  br i1 %314, label %315, label %303, !dbg !252, !llvm.loop !261

315:                                              ; preds = %303, %298
  %316 = phi i64 [ %299, %298 ], [ %311, %303 ], !dbg !259
  call void @llvm.dbg.value(metadata double %214, metadata !34, metadata !DIExpression()), !dbg !42
  %317 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), double noundef %264, double noundef %214, i64 noundef %316), !dbg !253
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !254
  br i1 %18, label %318, label %350, !dbg !255

318:                                              ; preds = %315
  %319 = zext i32 %10 to i64, !dbg !263
  br label %351, !dbg !255

320:                                              ; preds = %320, %292
  %321 = phi i64 [ 0, %292 ], [ %347, %320 ]
  %322 = phi i64 [ 0, %292 ], [ %346, %320 ]
  %323 = phi i64 [ 0, %292 ], [ %348, %320 ]
  call void @llvm.dbg.value(metadata i64 %321, metadata !38, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %322, metadata !36, metadata !DIExpression()), !dbg !42
  %324 = mul nsw i64 %322, 3, !dbg !256
  %325 = getelementptr inbounds i32, i32* %17, i64 %321, !dbg !258
  %326 = load i32, i32* %325, align 4, !dbg !258, !tbaa !128
  %327 = sext i32 %326 to i64, !dbg !258
  %328 = add nsw i64 %324, %327, !dbg !259
  call void @llvm.dbg.value(metadata i64 %328, metadata !36, metadata !DIExpression()), !dbg !42
  %329 = or i64 %321, 1, !dbg !260
  call void @llvm.dbg.value(metadata i64 %329, metadata !38, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %329, metadata !38, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %328, metadata !36, metadata !DIExpression()), !dbg !42
  %330 = mul nsw i64 %328, 3, !dbg !256
  %331 = getelementptr inbounds i32, i32* %17, i64 %329, !dbg !258
  %332 = load i32, i32* %331, align 4, !dbg !258, !tbaa !128
  %333 = sext i32 %332 to i64, !dbg !258
  %334 = add nsw i64 %330, %333, !dbg !259
  call void @llvm.dbg.value(metadata i64 %334, metadata !36, metadata !DIExpression()), !dbg !42
  %335 = or i64 %321, 2, !dbg !260
  call void @llvm.dbg.value(metadata i64 %335, metadata !38, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %335, metadata !38, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %334, metadata !36, metadata !DIExpression()), !dbg !42
  %336 = mul nsw i64 %334, 3, !dbg !256
  %337 = getelementptr inbounds i32, i32* %17, i64 %335, !dbg !258
  %338 = load i32, i32* %337, align 4, !dbg !258, !tbaa !128
  %339 = sext i32 %338 to i64, !dbg !258
  %340 = add nsw i64 %336, %339, !dbg !259
  call void @llvm.dbg.value(metadata i64 %340, metadata !36, metadata !DIExpression()), !dbg !42
  %341 = or i64 %321, 3, !dbg !260
  call void @llvm.dbg.value(metadata i64 %341, metadata !38, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %341, metadata !38, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %340, metadata !36, metadata !DIExpression()), !dbg !42
  %342 = mul nsw i64 %340, 3, !dbg !256
  %343 = getelementptr inbounds i32, i32* %17, i64 %341, !dbg !258
  %344 = load i32, i32* %343, align 4, !dbg !258, !tbaa !128
  %345 = sext i32 %344 to i64, !dbg !258
  %346 = add nsw i64 %342, %345, !dbg !259
  call void @llvm.dbg.value(metadata i64 %346, metadata !36, metadata !DIExpression()), !dbg !42
  %347 = add nuw nsw i64 %321, 4, !dbg !260
  call void @llvm.dbg.value(metadata i64 %347, metadata !38, metadata !DIExpression()), !dbg !251
  %348 = add i64 %323, 4, !dbg !252
  %349 = icmp eq i64 %348, %293, !dbg !252
  br i1 %349, label %298, label %320, !dbg !252, !llvm.loop !265

350:                                              ; preds = %351, %294, %315
  tail call void @free(i8* noundef %13) #7, !dbg !267
  tail call void @free(i8* noundef %16) #7, !dbg !268
  br label %358

351:                                              ; preds = %318, %351
  %352 = phi i64 [ 0, %318 ], [ %356, %351 ]
  call void @llvm.dbg.value(metadata i64 %352, metadata !40, metadata !DIExpression()), !dbg !254
  %353 = getelementptr inbounds double*, double** %14, i64 %352, !dbg !269
  %354 = bitcast double** %353 to i8**, !dbg !269
  %355 = load i8*, i8** %354, align 8, !dbg !269, !tbaa !46
  tail call void @free(i8* noundef %355) #7, !dbg !270
  %356 = add nuw nsw i64 %352, 1, !dbg !271
  call void @llvm.dbg.value(metadata i64 %356, metadata !40, metadata !DIExpression()), !dbg !254
  %357 = icmp eq i64 %356, %319, !dbg !263
  br i1 %357, label %350, label %351, !dbg !255, !llvm.loop !272

358:                                              ; preds = %213, %350
  %359 = phi i32 [ 0, %350 ], [ 1, %213 ], !dbg !42
  ret i32 %359, !dbg !274
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
declare double @llvm.fabs.f64(double) #5

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
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tri_starts.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "7b0d1e85cf235834ac5198ba6b1a1ac7")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 54, type: !17, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !5}
!19 = !{!20, !21, !22, !23, !26, !28, !30, !34, !35, !36, !38, !40}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 54, type: !4)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 54, type: !5)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 55, type: !4)
!23 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 56, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!26 = !DILocalVariable(name: "perm", scope: !16, file: !1, line: 57, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 58, type: !4)
!29 = distinct !DILexicalBlock(scope: !16, file: !1, line: 58, column: 3)
!30 = !DILocalVariable(name: "j", scope: !31, file: !1, line: 60, type: !4)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 60, column: 5)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 58, column: 31)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 58, column: 3)
!34 = !DILocalVariable(name: "acc", scope: !16, file: !1, line: 63, type: !3)
!35 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 67, type: !3)
!36 = !DILocalVariable(name: "h", scope: !16, file: !1, line: 68, type: !37)
!37 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!38 = !DILocalVariable(name: "k", scope: !39, file: !1, line: 69, type: !4)
!39 = distinct !DILexicalBlock(scope: !16, file: !1, line: 69, column: 3)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 72, type: !4)
!41 = distinct !DILexicalBlock(scope: !16, file: !1, line: 72, column: 3)
!42 = !DILocation(line: 0, scope: !16)
!43 = !DILocation(line: 55, column: 16, scope: !16)
!44 = !DILocation(line: 55, column: 11, scope: !16)
!45 = !DILocation(line: 55, column: 27, scope: !16)
!46 = !{!47, !47, i64 0}
!47 = !{!"any pointer", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocalVariable(name: "__nptr", arg: 1, scope: !51, file: !52, line: 362, type: !55)
!51 = distinct !DISubprogram(name: "atoi", scope: !52, file: !52, line: 362, type: !53, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !57)
!52 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!53 = !DISubroutineType(types: !54)
!54 = !{!4, !55}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!57 = !{!50}
!58 = !DILocation(line: 0, scope: !51, inlinedAt: !59)
!59 = distinct !DILocation(line: 55, column: 22, scope: !16)
!60 = !DILocation(line: 364, column: 16, scope: !51, inlinedAt: !59)
!61 = !DILocation(line: 364, column: 10, scope: !51, inlinedAt: !59)
!62 = !DILocation(line: 56, column: 42, scope: !16)
!63 = !DILocation(line: 56, column: 40, scope: !16)
!64 = !DILocation(line: 56, column: 16, scope: !16)
!65 = !DILocation(line: 57, column: 34, scope: !16)
!66 = !DILocation(line: 57, column: 15, scope: !16)
!67 = !DILocation(line: 0, scope: !29)
!68 = !DILocation(line: 58, column: 21, scope: !33)
!69 = !DILocation(line: 58, column: 3, scope: !29)
!70 = !DILocalVariable(name: "a", arg: 1, scope: !71, file: !1, line: 13, type: !24)
!71 = distinct !DISubprogram(name: "pivots", scope: !1, file: !1, line: 13, type: !72, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!4, !24, !4, !27, !25}
!74 = !{!70, !75, !76, !77, !78, !80, !83, !84, !86, !88, !90, !93}
!75 = !DILocalVariable(name: "n", arg: 2, scope: !71, file: !1, line: 13, type: !4)
!76 = !DILocalVariable(name: "perm", arg: 3, scope: !71, file: !1, line: 13, type: !27)
!77 = !DILocalVariable(name: "acc", arg: 4, scope: !71, file: !1, line: 13, type: !25)
!78 = !DILocalVariable(name: "k", scope: !79, file: !1, line: 14, type: !4)
!79 = distinct !DILexicalBlock(scope: !71, file: !1, line: 14, column: 3)
!80 = !DILocalVariable(name: "p", scope: !81, file: !1, line: 15, type: !4)
!81 = distinct !DILexicalBlock(scope: !82, file: !1, line: 14, column: 31)
!82 = distinct !DILexicalBlock(scope: !79, file: !1, line: 14, column: 3)
!83 = !DILocalVariable(name: "best", scope: !81, file: !1, line: 16, type: !3)
!84 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 17, type: !4)
!85 = distinct !DILexicalBlock(scope: !81, file: !1, line: 17, column: 5)
!86 = !DILocalVariable(name: "j", scope: !87, file: !1, line: 25, type: !4)
!87 = distinct !DILexicalBlock(scope: !81, file: !1, line: 25, column: 5)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 27, type: !4)
!89 = distinct !DILexicalBlock(scope: !81, file: !1, line: 27, column: 5)
!90 = !DILocalVariable(name: "l", scope: !91, file: !1, line: 28, type: !3)
!91 = distinct !DILexicalBlock(scope: !92, file: !1, line: 27, column: 37)
!92 = distinct !DILexicalBlock(scope: !89, file: !1, line: 27, column: 5)
!93 = !DILocalVariable(name: "j", scope: !94, file: !1, line: 30, type: !4)
!94 = distinct !DILexicalBlock(scope: !91, file: !1, line: 30, column: 7)
!95 = !DILocation(line: 0, scope: !71, inlinedAt: !96)
!96 = distinct !DILocation(line: 64, column: 7, scope: !97)
!97 = distinct !DILexicalBlock(scope: !16, file: !1, line: 64, column: 7)
!98 = !DILocation(line: 0, scope: !79, inlinedAt: !96)
!99 = !DILocation(line: 14, column: 3, scope: !79, inlinedAt: !96)
!100 = !DILocation(line: 30, column: 7, scope: !94, inlinedAt: !96)
!101 = !DILocation(line: 14, column: 21, scope: !82, inlinedAt: !96)
!102 = distinct !{!102, !99, !103, !104}
!103 = !DILocation(line: 33, column: 3, scope: !79, inlinedAt: !96)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !DILocation(line: 0, scope: !81, inlinedAt: !96)
!106 = !DILocation(line: 16, column: 24, scope: !81, inlinedAt: !96)
!107 = !{!108, !108, i64 0}
!108 = !{!"double", !48, i64 0}
!109 = !DILocation(line: 16, column: 19, scope: !81, inlinedAt: !96)
!110 = !DILocation(line: 17, column: 20, scope: !85, inlinedAt: !96)
!111 = !DILocation(line: 0, scope: !85, inlinedAt: !96)
!112 = !DILocation(line: 17, column: 27, scope: !113, inlinedAt: !96)
!113 = distinct !DILexicalBlock(scope: !85, file: !1, line: 17, column: 5)
!114 = !DILocation(line: 17, column: 5, scope: !85, inlinedAt: !96)
!115 = !DILocation(line: 22, column: 14, scope: !116, inlinedAt: !96)
!116 = distinct !DILexicalBlock(scope: !81, file: !1, line: 22, column: 9)
!117 = !DILocation(line: 22, column: 9, scope: !81, inlinedAt: !96)
!118 = !DILocation(line: 18, column: 16, scope: !119, inlinedAt: !96)
!119 = distinct !DILexicalBlock(scope: !113, file: !1, line: 18, column: 11)
!120 = !DILocation(line: 18, column: 11, scope: !119, inlinedAt: !96)
!121 = !DILocation(line: 18, column: 25, scope: !119, inlinedAt: !96)
!122 = !DILocation(line: 18, column: 11, scope: !113, inlinedAt: !96)
!123 = !DILocation(line: 17, column: 33, scope: !113, inlinedAt: !96)
!124 = distinct !{!124, !114, !125, !104}
!125 = !DILocation(line: 21, column: 7, scope: !85, inlinedAt: !96)
!126 = !DILocation(line: 24, column: 5, scope: !81, inlinedAt: !96)
!127 = !DILocation(line: 24, column: 13, scope: !81, inlinedAt: !96)
!128 = !{!129, !129, i64 0}
!129 = !{!"int", !48, i64 0}
!130 = !DILocation(line: 0, scope: !87, inlinedAt: !96)
!131 = !DILocation(line: 25, column: 27, scope: !132, inlinedAt: !96)
!132 = distinct !DILexicalBlock(scope: !87, file: !1, line: 25, column: 5)
!133 = !DILocation(line: 25, column: 5, scope: !87, inlinedAt: !96)
!134 = !DILocation(line: 0, scope: !89, inlinedAt: !96)
!135 = !DILocation(line: 27, column: 5, scope: !89, inlinedAt: !96)
!136 = !DILocation(line: 26, column: 12, scope: !132, inlinedAt: !96)
!137 = !DILocation(line: 26, column: 15, scope: !132, inlinedAt: !96)
!138 = !DILocation(line: 25, column: 33, scope: !132, inlinedAt: !96)
!139 = distinct !{!139, !133, !140, !104}
!140 = !DILocation(line: 26, column: 21, scope: !87, inlinedAt: !96)
!141 = !DILocation(line: 28, column: 28, scope: !91, inlinedAt: !96)
!142 = !DILocation(line: 28, column: 18, scope: !91, inlinedAt: !96)
!143 = !DILocation(line: 28, column: 26, scope: !91, inlinedAt: !96)
!144 = !DILocation(line: 0, scope: !91, inlinedAt: !96)
!145 = !DILocation(line: 29, column: 15, scope: !91, inlinedAt: !96)
!146 = !DILocation(line: 0, scope: !94, inlinedAt: !96)
!147 = !DILocation(line: 31, column: 24, scope: !148, inlinedAt: !96)
!148 = distinct !DILexicalBlock(scope: !94, file: !1, line: 30, column: 7)
!149 = !{!150}
!150 = distinct !{!150, !151}
!151 = distinct !{!151, !"LVerDomain"}
!152 = !DILocation(line: 31, column: 9, scope: !148, inlinedAt: !96)
!153 = !DILocation(line: 31, column: 17, scope: !148, inlinedAt: !96)
!154 = !{!155}
!155 = distinct !{!155, !151}
!156 = distinct !{!156, !100, !157, !104, !158}
!157 = !DILocation(line: 31, column: 30, scope: !94, inlinedAt: !96)
!158 = !{!"llvm.loop.isvectorized", i32 1}
!159 = !DILocation(line: 30, column: 35, scope: !148, inlinedAt: !96)
!160 = !DILocation(line: 27, column: 33, scope: !92, inlinedAt: !96)
!161 = !DILocation(line: 27, column: 27, scope: !92, inlinedAt: !96)
!162 = distinct !{!162, !135, !163, !104}
!163 = !DILocation(line: 32, column: 5, scope: !89, inlinedAt: !96)
!164 = !DILocation(line: 30, column: 29, scope: !148, inlinedAt: !96)
!165 = distinct !{!165, !100, !157, !104, !158}
!166 = !DILocation(line: 64, column: 7, scope: !16)
!167 = !DILocation(line: 59, column: 12, scope: !32)
!168 = !DILocation(line: 59, column: 5, scope: !32)
!169 = !DILocation(line: 59, column: 10, scope: !32)
!170 = !DILocation(line: 0, scope: !31)
!171 = !DILocation(line: 60, column: 5, scope: !31)
!172 = !DILocation(line: 58, column: 27, scope: !33)
!173 = distinct !{!173, !69, !174, !104}
!174 = !DILocation(line: 62, column: 3, scope: !29)
!175 = !DILocation(line: 61, column: 20, scope: !176)
!176 = distinct !DILexicalBlock(scope: !31, file: !1, line: 60, column: 5)
!177 = !DILocation(line: 61, column: 18, scope: !176)
!178 = !DILocation(line: 61, column: 57, scope: !176)
!179 = !DILocation(line: 61, column: 53, scope: !176)
!180 = !DILocation(line: 61, column: 62, scope: !176)
!181 = !DILocation(line: 61, column: 68, scope: !176)
!182 = !DILocation(line: 61, column: 7, scope: !176)
!183 = !DILocation(line: 61, column: 15, scope: !176)
!184 = !DILocation(line: 60, column: 29, scope: !176)
!185 = !DILocation(line: 60, column: 23, scope: !176)
!186 = distinct !{!186, !171, !187, !104}
!187 = !DILocation(line: 61, column: 73, scope: !31)
!188 = !DILocalVariable(name: "i", scope: !189, file: !1, line: 46, type: !4)
!189 = distinct !DILexicalBlock(scope: !190, file: !1, line: 46, column: 3)
!190 = distinct !DISubprogram(name: "transpose", scope: !1, file: !1, line: 45, type: !191, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !193)
!191 = !DISubroutineType(types: !192)
!192 = !{null, !24, !4}
!193 = !{!194, !195, !188, !196, !199}
!194 = !DILocalVariable(name: "a", arg: 1, scope: !190, file: !1, line: 45, type: !24)
!195 = !DILocalVariable(name: "n", arg: 2, scope: !190, file: !1, line: 45, type: !4)
!196 = !DILocalVariable(name: "j", scope: !197, file: !1, line: 47, type: !4)
!197 = distinct !DILexicalBlock(scope: !198, file: !1, line: 47, column: 5)
!198 = distinct !DILexicalBlock(scope: !189, file: !1, line: 46, column: 3)
!199 = !DILocalVariable(name: "t", scope: !200, file: !1, line: 48, type: !3)
!200 = distinct !DILexicalBlock(scope: !201, file: !1, line: 47, column: 37)
!201 = distinct !DILexicalBlock(scope: !197, file: !1, line: 47, column: 5)
!202 = !DILocation(line: 0, scope: !189, inlinedAt: !203)
!203 = distinct !DILocation(line: 66, column: 3, scope: !16)
!204 = !DILocation(line: 46, column: 3, scope: !189, inlinedAt: !203)
!205 = !DILocation(line: 46, column: 21, scope: !198, inlinedAt: !203)
!206 = distinct !{!206, !204, !207, !104}
!207 = !DILocation(line: 51, column: 5, scope: !189, inlinedAt: !203)
!208 = !DILocation(line: 47, column: 20, scope: !197, inlinedAt: !203)
!209 = !DILocation(line: 0, scope: !197, inlinedAt: !203)
!210 = !DILocation(line: 47, column: 27, scope: !201, inlinedAt: !203)
!211 = !DILocation(line: 47, column: 5, scope: !197, inlinedAt: !203)
!212 = !DILocation(line: 48, column: 18, scope: !200, inlinedAt: !203)
!213 = !DILocation(line: 0, scope: !200, inlinedAt: !203)
!214 = !DILocation(line: 49, column: 17, scope: !200, inlinedAt: !203)
!215 = !DILocation(line: 49, column: 15, scope: !200, inlinedAt: !203)
!216 = !DILocation(line: 50, column: 15, scope: !200, inlinedAt: !203)
!217 = !DILocation(line: 47, column: 33, scope: !201, inlinedAt: !203)
!218 = distinct !{!218, !211, !219, !104}
!219 = !DILocation(line: 51, column: 5, scope: !197, inlinedAt: !203)
!220 = !DILocation(line: 0, scope: !221, inlinedAt: !233)
!221 = distinct !DISubprogram(name: "upper", scope: !1, file: !1, line: 37, type: !222, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !224)
!222 = !DISubroutineType(types: !223)
!223 = !{!3, !24, !4}
!224 = !{!225, !226, !227, !228, !230}
!225 = !DILocalVariable(name: "a", arg: 1, scope: !221, file: !1, line: 37, type: !24)
!226 = !DILocalVariable(name: "n", arg: 2, scope: !221, file: !1, line: 37, type: !4)
!227 = !DILocalVariable(name: "s", scope: !221, file: !1, line: 38, type: !3)
!228 = !DILocalVariable(name: "i", scope: !229, file: !1, line: 39, type: !4)
!229 = distinct !DILexicalBlock(scope: !221, file: !1, line: 39, column: 3)
!230 = !DILocalVariable(name: "j", scope: !231, file: !1, line: 40, type: !4)
!231 = distinct !DILexicalBlock(scope: !232, file: !1, line: 40, column: 5)
!232 = distinct !DILexicalBlock(scope: !229, file: !1, line: 39, column: 3)
!233 = distinct !DILocation(line: 67, column: 14, scope: !16)
!234 = !DILocation(line: 0, scope: !229, inlinedAt: !233)
!235 = !DILocation(line: 39, column: 3, scope: !229, inlinedAt: !233)
!236 = !DILocation(line: 39, column: 21, scope: !232, inlinedAt: !233)
!237 = distinct !{!237, !235, !238, !104}
!238 = !DILocation(line: 41, column: 28, scope: !229, inlinedAt: !233)
!239 = !DILocation(line: 40, column: 20, scope: !231, inlinedAt: !233)
!240 = !DILocation(line: 0, scope: !231, inlinedAt: !233)
!241 = !DILocation(line: 40, column: 27, scope: !242, inlinedAt: !233)
!242 = distinct !DILexicalBlock(scope: !231, file: !1, line: 40, column: 5)
!243 = !DILocation(line: 40, column: 5, scope: !231, inlinedAt: !233)
!244 = !DILocation(line: 41, column: 12, scope: !242, inlinedAt: !233)
!245 = !DILocation(line: 41, column: 25, scope: !242, inlinedAt: !233)
!246 = !DILocation(line: 41, column: 22, scope: !242, inlinedAt: !233)
!247 = !DILocation(line: 41, column: 9, scope: !242, inlinedAt: !233)
!248 = !DILocation(line: 40, column: 33, scope: !242, inlinedAt: !233)
!249 = distinct !{!249, !243, !250, !104}
!250 = !DILocation(line: 41, column: 28, scope: !231, inlinedAt: !233)
!251 = !DILocation(line: 0, scope: !39)
!252 = !DILocation(line: 69, column: 3, scope: !39)
!253 = !DILocation(line: 71, column: 3, scope: !16)
!254 = !DILocation(line: 0, scope: !41)
!255 = !DILocation(line: 72, column: 3, scope: !41)
!256 = !DILocation(line: 70, column: 11, scope: !257)
!257 = distinct !DILexicalBlock(scope: !39, file: !1, line: 69, column: 3)
!258 = !DILocation(line: 70, column: 17, scope: !257)
!259 = !DILocation(line: 70, column: 15, scope: !257)
!260 = !DILocation(line: 69, column: 27, scope: !257)
!261 = distinct !{!261, !262}
!262 = !{!"llvm.loop.unroll.disable"}
!263 = !DILocation(line: 72, column: 21, scope: !264)
!264 = distinct !DILexicalBlock(scope: !41, file: !1, line: 72, column: 3)
!265 = distinct !{!265, !252, !266, !104}
!266 = !DILocation(line: 70, column: 23, scope: !39)
!267 = !DILocation(line: 74, column: 3, scope: !16)
!268 = !DILocation(line: 75, column: 3, scope: !16)
!269 = !DILocation(line: 73, column: 10, scope: !264)
!270 = !DILocation(line: 73, column: 5, scope: !264)
!271 = !DILocation(line: 72, column: 27, scope: !264)
!272 = distinct !{!272, !255, !273, !104}
!273 = !DILocation(line: 73, column: 14, scope: !41)
!274 = !DILocation(line: 77, column: 1, scope: !16)
