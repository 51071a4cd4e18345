; ModuleID = 'cholesky_vla.c'
source_filename = "cholesky_vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.8f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local void @kernel_cholesky(i32 noundef %0, double* nocapture noundef %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !24, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata double* %1, metadata !25, metadata !DIExpression()), !dbg !42
  %3 = zext i32 %0 to i64
  call void @llvm.dbg.value(metadata double 0x3D719799812DEA11, metadata !26, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !43
  %4 = icmp sgt i32 %0, 0, !dbg !44
  br i1 %4, label %5, label %13, !dbg !45

5:                                                ; preds = %2
  %6 = zext i32 %0 to i64, !dbg !44
  br label %7, !dbg !45

7:                                                ; preds = %5, %48
  %8 = phi i64 [ 0, %5 ], [ %53, %48 ]
  call void @llvm.dbg.value(metadata i64 %8, metadata !28, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !46
  %9 = icmp eq i64 %8, 0, !dbg !47
  br i1 %9, label %14, label %10, !dbg !48

10:                                               ; preds = %7
  %11 = mul nuw nsw i64 %8, %3
  %12 = getelementptr inbounds double, double* %1, i64 %11
  br label %20, !dbg !48

13:                                               ; preds = %48, %2
  ret void, !dbg !49

14:                                               ; preds = %28, %7
  %15 = mul nuw nsw i64 %8, %3, !dbg !50
  %16 = getelementptr inbounds double, double* %1, i64 %15, !dbg !50
  %17 = getelementptr inbounds double, double* %16, i64 %8, !dbg !50
  %18 = load double, double* %17, align 8, !dbg !50, !tbaa !51
  call void @llvm.dbg.value(metadata double %18, metadata !39, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !56
  %19 = icmp eq i64 %8, 0, !dbg !57
  br i1 %19, label %48, label %55, !dbg !59

20:                                               ; preds = %10, %28
  %21 = phi i64 [ 0, %10 ], [ %35, %28 ]
  call void @llvm.dbg.value(metadata i64 %21, metadata !30, metadata !DIExpression()), !dbg !46
  %22 = getelementptr inbounds double, double* %12, i64 %21, !dbg !60
  %23 = load double, double* %22, align 8, !dbg !60, !tbaa !51
  call void @llvm.dbg.value(metadata double %23, metadata !34, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !62
  %24 = icmp eq i64 %21, 0, !dbg !63
  br i1 %24, label %28, label %25, !dbg !65

25:                                               ; preds = %20
  %26 = mul nuw nsw i64 %21, %3
  %27 = getelementptr inbounds double, double* %1, i64 %26
  br label %37, !dbg !65

28:                                               ; preds = %37, %20
  %29 = phi double [ %23, %20 ], [ %45, %37 ], !dbg !61
  %30 = mul nuw nsw i64 %21, %3, !dbg !66
  %31 = getelementptr inbounds double, double* %1, i64 %30, !dbg !66
  %32 = getelementptr inbounds double, double* %31, i64 %21, !dbg !66
  %33 = load double, double* %32, align 8, !dbg !66, !tbaa !51
  %34 = fdiv double %29, %33, !dbg !67
  store double %34, double* %22, align 8, !dbg !68, !tbaa !51
  %35 = add nuw nsw i64 %21, 1, !dbg !69
  call void @llvm.dbg.value(metadata i64 %35, metadata !30, metadata !DIExpression()), !dbg !46
  %36 = icmp eq i64 %35, %8, !dbg !47
  br i1 %36, label %14, label %20, !dbg !48, !llvm.loop !70

37:                                               ; preds = %25, %37
  %38 = phi i64 [ 0, %25 ], [ %46, %37 ]
  %39 = phi double [ %23, %25 ], [ %45, %37 ]
  call void @llvm.dbg.value(metadata i64 %38, metadata !37, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata double %39, metadata !34, metadata !DIExpression()), !dbg !61
  %40 = getelementptr inbounds double, double* %12, i64 %38, !dbg !74
  %41 = load double, double* %40, align 8, !dbg !74, !tbaa !51
  %42 = getelementptr inbounds double, double* %27, i64 %38, !dbg !75
  %43 = load double, double* %42, align 8, !dbg !75, !tbaa !51
  %44 = fneg double %41, !dbg !76
  %45 = call double @llvm.fmuladd.f64(double %44, double %43, double %39), !dbg !76
  call void @llvm.dbg.value(metadata double %45, metadata !34, metadata !DIExpression()), !dbg !61
  %46 = add nuw nsw i64 %38, 1, !dbg !77
  call void @llvm.dbg.value(metadata i64 %46, metadata !37, metadata !DIExpression()), !dbg !62
  %47 = icmp eq i64 %46, %21, !dbg !63
  br i1 %47, label %28, label %37, !dbg !65, !llvm.loop !78

48:                                               ; preds = %55, %14
  %49 = phi double [ %18, %14 ], [ %61, %55 ], !dbg !55
  %50 = fcmp ole double %49, 0x3D719799812DEA11, !dbg !80
  %51 = select i1 %50, double 0x3D719799812DEA11, double %49, !dbg !81
  %52 = call double @sqrt(double noundef %51) #9, !dbg !82
  store double %52, double* %17, align 8, !dbg !83, !tbaa !51
  %53 = add nuw nsw i64 %8, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %53, metadata !28, metadata !DIExpression()), !dbg !43
  %54 = icmp eq i64 %53, %6, !dbg !44
  br i1 %54, label %13, label %7, !dbg !45, !llvm.loop !85

55:                                               ; preds = %14, %55
  %56 = phi i64 [ %62, %55 ], [ 0, %14 ]
  %57 = phi double [ %61, %55 ], [ %18, %14 ]
  call void @llvm.dbg.value(metadata i64 %56, metadata !40, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.value(metadata double %57, metadata !39, metadata !DIExpression()), !dbg !55
  %58 = getelementptr inbounds double, double* %16, i64 %56, !dbg !87
  %59 = load double, double* %58, align 8, !dbg !87, !tbaa !51
  %60 = fneg double %59, !dbg !88
  %61 = call double @llvm.fmuladd.f64(double %60, double %59, double %57), !dbg !88
  call void @llvm.dbg.value(metadata double %61, metadata !39, metadata !DIExpression()), !dbg !55
  %62 = add nuw nsw i64 %56, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %62, metadata !40, metadata !DIExpression()), !dbg !56
  %63 = icmp eq i64 %62, %8, !dbg !57
  br i1 %63, label %48, label %55, !dbg !59, !llvm.loop !90
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !92 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !96, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i8** %1, metadata !97, metadata !DIExpression()), !dbg !114
  %3 = icmp sgt i32 %0, 1, !dbg !115
  br i1 %3, label %4, label %9, !dbg !116

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !117
  %6 = load i8*, i8** %5, align 8, !dbg !117, !tbaa !118
  call void @llvm.dbg.value(metadata i8* %6, metadata !120, metadata !DIExpression()) #9, !dbg !128
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !130
  %8 = trunc i64 %7 to i32, !dbg !131
  br label %9, !dbg !116

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 90, %2 ], !dbg !116
  call void @llvm.dbg.value(metadata i32 %10, metadata !98, metadata !DIExpression()), !dbg !114
  %11 = zext i32 %10 to i64, !dbg !132
  %12 = shl nuw nsw i64 %11, 3, !dbg !133
  %13 = mul i64 %12, %11, !dbg !133
  %14 = call noalias i8* @malloc(i64 noundef %13) #9, !dbg !134
  %15 = bitcast i8* %14 to double*, !dbg !134
  call void @llvm.dbg.value(metadata double* %15, metadata !99, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !135
  %16 = icmp sgt i32 %10, 0, !dbg !136
  br i1 %16, label %17, label %28, !dbg !137

17:                                               ; preds = %9
  %18 = sitofp i32 %10 to double
  %19 = fadd double %18, 1.000000e+00
  %20 = zext i32 %10 to i64, !dbg !136
  br label %21, !dbg !137

21:                                               ; preds = %17, %89
  %22 = phi i64 [ 0, %17 ], [ %26, %89 ]
  %23 = phi i64 [ 1, %17 ], [ %90, %89 ]
  call void @llvm.dbg.value(metadata i64 %22, metadata !100, metadata !DIExpression()), !dbg !135
  %24 = mul nuw nsw i64 %22, %11
  %25 = getelementptr inbounds double, double* %15, i64 %24
  call void @llvm.dbg.value(metadata i32 0, metadata !102, metadata !DIExpression()), !dbg !138
  %26 = add nuw nsw i64 %22, 1, !dbg !139
  %27 = getelementptr inbounds double, double* %15, i64 %22
  br label %92, !dbg !140

28:                                               ; preds = %89, %9
  call void @llvm.dbg.value(metadata i32 %10, metadata !24, metadata !DIExpression()) #9, !dbg !141
  call void @llvm.dbg.value(metadata double* %15, metadata !25, metadata !DIExpression()) #9, !dbg !141
  call void @llvm.dbg.value(metadata double 0x3D719799812DEA11, metadata !26, metadata !DIExpression()) #9, !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()) #9, !dbg !143
  %29 = icmp sgt i32 %10, 0, !dbg !144
  br i1 %29, label %30, label %85, !dbg !145

30:                                               ; preds = %28, %69
  %31 = phi i64 [ %74, %69 ], [ 0, %28 ]
  call void @llvm.dbg.value(metadata i64 %31, metadata !28, metadata !DIExpression()) #9, !dbg !143
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !146
  %32 = icmp eq i64 %31, 0, !dbg !147
  br i1 %32, label %36, label %33, !dbg !148

33:                                               ; preds = %30
  %34 = mul nuw nsw i64 %31, %11
  %35 = getelementptr inbounds double, double* %15, i64 %34
  br label %41, !dbg !148

36:                                               ; preds = %49, %30
  %37 = mul nuw nsw i64 %31, %11, !dbg !149
  %38 = getelementptr inbounds double, double* %15, i64 %37, !dbg !149
  %39 = getelementptr inbounds double, double* %38, i64 %31, !dbg !149
  %40 = load double, double* %39, align 8, !dbg !149, !tbaa !51
  call void @llvm.dbg.value(metadata double %40, metadata !39, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()) #9, !dbg !151
  br i1 %32, label %69, label %76, !dbg !152

41:                                               ; preds = %49, %33
  %42 = phi i64 [ 0, %33 ], [ %56, %49 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !30, metadata !DIExpression()) #9, !dbg !146
  %43 = getelementptr inbounds double, double* %35, i64 %42, !dbg !153
  %44 = load double, double* %43, align 8, !dbg !153, !tbaa !51
  call void @llvm.dbg.value(metadata double %44, metadata !34, metadata !DIExpression()) #9, !dbg !154
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()) #9, !dbg !155
  %45 = icmp eq i64 %42, 0, !dbg !156
  br i1 %45, label %49, label %46, !dbg !157

46:                                               ; preds = %41
  %47 = mul nuw nsw i64 %42, %11
  %48 = getelementptr inbounds double, double* %15, i64 %47
  br label %58, !dbg !157

49:                                               ; preds = %58, %41
  %50 = phi double [ %44, %41 ], [ %66, %58 ], !dbg !154
  %51 = mul nuw nsw i64 %42, %11, !dbg !158
  %52 = getelementptr inbounds double, double* %15, i64 %51, !dbg !158
  %53 = getelementptr inbounds double, double* %52, i64 %42, !dbg !158
  %54 = load double, double* %53, align 8, !dbg !158, !tbaa !51
  %55 = fdiv double %50, %54, !dbg !159
  store double %55, double* %43, align 8, !dbg !160, !tbaa !51
  %56 = add nuw nsw i64 %42, 1, !dbg !161
  call void @llvm.dbg.value(metadata i64 %56, metadata !30, metadata !DIExpression()) #9, !dbg !146
  %57 = icmp eq i64 %56, %31, !dbg !147
  br i1 %57, label %36, label %41, !dbg !148, !llvm.loop !162

58:                                               ; preds = %58, %46
  %59 = phi i64 [ 0, %46 ], [ %67, %58 ]
  %60 = phi double [ %44, %46 ], [ %66, %58 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !37, metadata !DIExpression()) #9, !dbg !155
  call void @llvm.dbg.value(metadata double %60, metadata !34, metadata !DIExpression()) #9, !dbg !154
  %61 = getelementptr inbounds double, double* %35, i64 %59, !dbg !164
  %62 = load double, double* %61, align 8, !dbg !164, !tbaa !51
  %63 = getelementptr inbounds double, double* %48, i64 %59, !dbg !165
  %64 = load double, double* %63, align 8, !dbg !165, !tbaa !51
  %65 = fneg double %62, !dbg !166
  %66 = call double @llvm.fmuladd.f64(double %65, double %64, double %60) #9, !dbg !166
  call void @llvm.dbg.value(metadata double %66, metadata !34, metadata !DIExpression()) #9, !dbg !154
  %67 = add nuw nsw i64 %59, 1, !dbg !167
  call void @llvm.dbg.value(metadata i64 %67, metadata !37, metadata !DIExpression()) #9, !dbg !155
  %68 = icmp eq i64 %67, %42, !dbg !156
  br i1 %68, label %49, label %58, !dbg !157, !llvm.loop !168

69:                                               ; preds = %76, %36
  %70 = phi double [ %40, %36 ], [ %82, %76 ], !dbg !150
  %71 = fcmp ole double %70, 0x3D719799812DEA11, !dbg !170
  %72 = select i1 %71, double 0x3D719799812DEA11, double %70, !dbg !171
  %73 = call double @sqrt(double noundef %72) #9, !dbg !172
  store double %73, double* %39, align 8, !dbg !173, !tbaa !51
  %74 = add nuw nsw i64 %31, 1, !dbg !174
  call void @llvm.dbg.value(metadata i64 %74, metadata !28, metadata !DIExpression()) #9, !dbg !143
  %75 = icmp eq i64 %74, %11, !dbg !144
  br i1 %75, label %85, label %30, !dbg !145, !llvm.loop !175

76:                                               ; preds = %36, %76
  %77 = phi i64 [ %83, %76 ], [ 0, %36 ]
  %78 = phi double [ %82, %76 ], [ %40, %36 ]
  call void @llvm.dbg.value(metadata i64 %77, metadata !40, metadata !DIExpression()) #9, !dbg !151
  call void @llvm.dbg.value(metadata double %78, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %79 = getelementptr inbounds double, double* %38, i64 %77, !dbg !177
  %80 = load double, double* %79, align 8, !dbg !177, !tbaa !51
  %81 = fneg double %80, !dbg !178
  %82 = call double @llvm.fmuladd.f64(double %81, double %80, double %78) #9, !dbg !178
  call void @llvm.dbg.value(metadata double %82, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %83 = add nuw nsw i64 %77, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %83, metadata !40, metadata !DIExpression()) #9, !dbg !151
  %84 = icmp eq i64 %83, %31, !dbg !180
  br i1 %84, label %69, label %76, !dbg !152, !llvm.loop !181

85:                                               ; preds = %69, %28
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !183
  %86 = icmp sgt i32 %10, 0, !dbg !184
  br i1 %86, label %87, label %113, !dbg !185

87:                                               ; preds = %85
  %88 = zext i32 %10 to i64, !dbg !184
  br label %107, !dbg !185

89:                                               ; preds = %100
  call void @llvm.dbg.value(metadata i64 %26, metadata !100, metadata !DIExpression()), !dbg !135
  %90 = add nuw nsw i64 %23, 1, !dbg !137
  %91 = icmp eq i64 %26, %20, !dbg !136
  br i1 %91, label %28, label %21, !dbg !137, !llvm.loop !186

92:                                               ; preds = %21, %100
  %93 = phi i64 [ 0, %21 ], [ %105, %100 ]
  call void @llvm.dbg.value(metadata i64 %93, metadata !102, metadata !DIExpression()), !dbg !138
  %94 = icmp eq i64 %22, %93, !dbg !188
  br i1 %94, label %100, label %95, !dbg !189

95:                                               ; preds = %92
  %96 = add nuw nsw i64 %26, %93, !dbg !190
  %97 = trunc i64 %96 to i32, !dbg !191
  %98 = sitofp i32 %97 to double, !dbg !191
  %99 = fdiv double 1.000000e+00, %98, !dbg !192
  br label %100, !dbg !189

100:                                              ; preds = %92, %95
  %101 = phi double [ %99, %95 ], [ %19, %92 ], !dbg !189
  call void @llvm.dbg.value(metadata double %101, metadata !105, metadata !DIExpression()), !dbg !193
  %102 = getelementptr inbounds double, double* %25, i64 %93, !dbg !194
  store double %101, double* %102, align 8, !dbg !195, !tbaa !51
  %103 = mul nuw nsw i64 %93, %11, !dbg !196
  %104 = getelementptr inbounds double, double* %27, i64 %103, !dbg !196
  store double %101, double* %104, align 8, !dbg !197, !tbaa !51
  %105 = add nuw nsw i64 %93, 1, !dbg !198
  call void @llvm.dbg.value(metadata i64 %105, metadata !102, metadata !DIExpression()), !dbg !138
  %106 = icmp eq i64 %105, %23, !dbg !199
  br i1 %106, label %89, label %92, !dbg !140, !llvm.loop !200

107:                                              ; preds = %87, %116
  %108 = phi i64 [ 0, %87 ], [ %117, %116 ]
  %109 = phi i64 [ 1, %87 ], [ %118, %116 ]
  %110 = phi double [ 0.000000e+00, %87 ], [ %125, %116 ]
  call void @llvm.dbg.value(metadata i64 %108, metadata !109, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata double %110, metadata !108, metadata !DIExpression()), !dbg !114
  %111 = mul nuw nsw i64 %108, %11
  %112 = getelementptr inbounds double, double* %15, i64 %111
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata double %110, metadata !108, metadata !DIExpression()), !dbg !114
  br label %120, !dbg !203

113:                                              ; preds = %116, %85
  %114 = phi double [ 0.000000e+00, %85 ], [ %125, %116 ], !dbg !204
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %114), !dbg !205
  call void @free(i8* noundef %14) #9, !dbg !206
  ret i32 0, !dbg !207

116:                                              ; preds = %120
  %117 = add nuw nsw i64 %108, 1, !dbg !208
  call void @llvm.dbg.value(metadata i64 %117, metadata !109, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata double %125, metadata !108, metadata !DIExpression()), !dbg !114
  %118 = add nuw nsw i64 %109, 1, !dbg !185
  %119 = icmp eq i64 %117, %88, !dbg !184
  br i1 %119, label %113, label %107, !dbg !185, !llvm.loop !209

120:                                              ; preds = %107, %120
  %121 = phi i64 [ 0, %107 ], [ %126, %120 ]
  %122 = phi double [ %110, %107 ], [ %125, %120 ]
  call void @llvm.dbg.value(metadata i64 %121, metadata !111, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata double %122, metadata !108, metadata !DIExpression()), !dbg !114
  %123 = getelementptr inbounds double, double* %112, i64 %121, !dbg !211
  %124 = load double, double* %123, align 8, !dbg !211, !tbaa !51
  %125 = fadd double %122, %124, !dbg !213
  call void @llvm.dbg.value(metadata double %125, metadata !108, metadata !DIExpression()), !dbg !114
  %126 = add nuw nsw i64 %121, 1, !dbg !214
  call void @llvm.dbg.value(metadata i64 %126, metadata !111, metadata !DIExpression()), !dbg !202
  %127 = icmp eq i64 %126, %109, !dbg !215
  br i1 %127, label %116, label %120, !dbg !203, !llvm.loop !216
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cholesky_vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "0643346baa1b2bd02b789f2e3ec0f305")
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
!15 = distinct !DISubprogram(name: "kernel_cholesky", scope: !1, file: !1, line: 8, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !3, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, elements: !21)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !{!22}
!22 = !DISubrange(count: -1)
!23 = !{!24, !25, !26, !28, !30, !34, !37, !39, !40}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 8, type: !3)
!25 = !DILocalVariable(name: "A", arg: 2, scope: !15, file: !1, line: 8, type: !18)
!26 = !DILocalVariable(name: "eps", scope: !15, file: !1, line: 10, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 11, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 11, column: 3)
!30 = !DILocalVariable(name: "j", scope: !31, file: !1, line: 12, type: !3)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 12, column: 5)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 11, column: 31)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 11, column: 3)
!34 = !DILocalVariable(name: "s", scope: !35, file: !1, line: 13, type: !20)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 12, column: 33)
!36 = distinct !DILexicalBlock(scope: !31, file: !1, line: 12, column: 5)
!37 = !DILocalVariable(name: "k", scope: !38, file: !1, line: 14, type: !3)
!38 = distinct !DILexicalBlock(scope: !35, file: !1, line: 14, column: 7)
!39 = !DILocalVariable(name: "d", scope: !32, file: !1, line: 18, type: !20)
!40 = !DILocalVariable(name: "k", scope: !41, file: !1, line: 19, type: !3)
!41 = distinct !DILexicalBlock(scope: !32, file: !1, line: 19, column: 5)
!42 = !DILocation(line: 0, scope: !15)
!43 = !DILocation(line: 0, scope: !29)
!44 = !DILocation(line: 11, column: 21, scope: !33)
!45 = !DILocation(line: 11, column: 3, scope: !29)
!46 = !DILocation(line: 0, scope: !31)
!47 = !DILocation(line: 12, column: 23, scope: !36)
!48 = !DILocation(line: 12, column: 5, scope: !31)
!49 = !DILocation(line: 23, column: 1, scope: !15)
!50 = !DILocation(line: 18, column: 16, scope: !32)
!51 = !{!52, !52, i64 0}
!52 = !{!"double", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 0, scope: !32)
!56 = !DILocation(line: 0, scope: !41)
!57 = !DILocation(line: 19, column: 23, scope: !58)
!58 = distinct !DILexicalBlock(scope: !41, file: !1, line: 19, column: 5)
!59 = !DILocation(line: 19, column: 5, scope: !41)
!60 = !DILocation(line: 13, column: 18, scope: !35)
!61 = !DILocation(line: 0, scope: !35)
!62 = !DILocation(line: 0, scope: !38)
!63 = !DILocation(line: 14, column: 25, scope: !64)
!64 = distinct !DILexicalBlock(scope: !38, file: !1, line: 14, column: 7)
!65 = !DILocation(line: 14, column: 7, scope: !38)
!66 = !DILocation(line: 16, column: 21, scope: !35)
!67 = !DILocation(line: 16, column: 19, scope: !35)
!68 = !DILocation(line: 16, column: 15, scope: !35)
!69 = !DILocation(line: 12, column: 29, scope: !36)
!70 = distinct !{!70, !48, !71, !72, !73}
!71 = !DILocation(line: 17, column: 5, scope: !31)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !{!"llvm.loop.unroll.disable"}
!74 = !DILocation(line: 15, column: 14, scope: !64)
!75 = !DILocation(line: 15, column: 24, scope: !64)
!76 = !DILocation(line: 15, column: 11, scope: !64)
!77 = !DILocation(line: 14, column: 31, scope: !64)
!78 = distinct !{!78, !65, !79, !72, !73}
!79 = !DILocation(line: 15, column: 30, scope: !38)
!80 = !DILocation(line: 21, column: 22, scope: !32)
!81 = !DILocation(line: 21, column: 20, scope: !32)
!82 = !DILocation(line: 21, column: 15, scope: !32)
!83 = !DILocation(line: 21, column: 13, scope: !32)
!84 = !DILocation(line: 11, column: 27, scope: !33)
!85 = distinct !{!85, !45, !86, !72, !73}
!86 = !DILocation(line: 22, column: 3, scope: !29)
!87 = !DILocation(line: 20, column: 12, scope: !58)
!88 = !DILocation(line: 20, column: 9, scope: !58)
!89 = !DILocation(line: 19, column: 29, scope: !58)
!90 = distinct !{!90, !59, !91, !72, !73}
!91 = !DILocation(line: 20, column: 28, scope: !41)
!92 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 25, type: !93, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{!3, !3, !4}
!95 = !{!96, !97, !98, !99, !100, !102, !105, !108, !109, !111}
!96 = !DILocalVariable(name: "argc", arg: 1, scope: !92, file: !1, line: 25, type: !3)
!97 = !DILocalVariable(name: "argv", arg: 2, scope: !92, file: !1, line: 25, type: !4)
!98 = !DILocalVariable(name: "n", scope: !92, file: !1, line: 27, type: !3)
!99 = !DILocalVariable(name: "A", scope: !92, file: !1, line: 28, type: !18)
!100 = !DILocalVariable(name: "i", scope: !101, file: !1, line: 29, type: !3)
!101 = distinct !DILexicalBlock(scope: !92, file: !1, line: 29, column: 3)
!102 = !DILocalVariable(name: "j", scope: !103, file: !1, line: 30, type: !3)
!103 = distinct !DILexicalBlock(scope: !104, file: !1, line: 30, column: 5)
!104 = distinct !DILexicalBlock(scope: !101, file: !1, line: 29, column: 3)
!105 = !DILocalVariable(name: "v", scope: !106, file: !1, line: 31, type: !20)
!106 = distinct !DILexicalBlock(scope: !107, file: !1, line: 30, column: 34)
!107 = distinct !DILexicalBlock(scope: !103, file: !1, line: 30, column: 5)
!108 = !DILocalVariable(name: "s", scope: !92, file: !1, line: 36, type: !20)
!109 = !DILocalVariable(name: "i", scope: !110, file: !1, line: 37, type: !3)
!110 = distinct !DILexicalBlock(scope: !92, file: !1, line: 37, column: 3)
!111 = !DILocalVariable(name: "j", scope: !112, file: !1, line: 38, type: !3)
!112 = distinct !DILexicalBlock(scope: !113, file: !1, line: 38, column: 5)
!113 = distinct !DILexicalBlock(scope: !110, file: !1, line: 37, column: 3)
!114 = !DILocation(line: 0, scope: !92)
!115 = !DILocation(line: 27, column: 16, scope: !92)
!116 = !DILocation(line: 27, column: 11, scope: !92)
!117 = !DILocation(line: 27, column: 27, scope: !92)
!118 = !{!119, !119, i64 0}
!119 = !{!"any pointer", !53, i64 0}
!120 = !DILocalVariable(name: "__nptr", arg: 1, scope: !121, file: !122, line: 362, type: !125)
!121 = distinct !DISubprogram(name: "atoi", scope: !122, file: !122, line: 362, type: !123, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !127)
!122 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!123 = !DISubroutineType(types: !124)
!124 = !{!3, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!127 = !{!120}
!128 = !DILocation(line: 0, scope: !121, inlinedAt: !129)
!129 = distinct !DILocation(line: 27, column: 22, scope: !92)
!130 = !DILocation(line: 364, column: 16, scope: !121, inlinedAt: !129)
!131 = !DILocation(line: 364, column: 10, scope: !121, inlinedAt: !129)
!132 = !DILocation(line: 28, column: 3, scope: !92)
!133 = !DILocation(line: 28, column: 27, scope: !92)
!134 = !DILocation(line: 28, column: 20, scope: !92)
!135 = !DILocation(line: 0, scope: !101)
!136 = !DILocation(line: 29, column: 21, scope: !104)
!137 = !DILocation(line: 29, column: 3, scope: !101)
!138 = !DILocation(line: 0, scope: !103)
!139 = !DILocation(line: 29, column: 27, scope: !104)
!140 = !DILocation(line: 30, column: 5, scope: !103)
!141 = !DILocation(line: 0, scope: !15, inlinedAt: !142)
!142 = distinct !DILocation(line: 35, column: 3, scope: !92)
!143 = !DILocation(line: 0, scope: !29, inlinedAt: !142)
!144 = !DILocation(line: 11, column: 21, scope: !33, inlinedAt: !142)
!145 = !DILocation(line: 11, column: 3, scope: !29, inlinedAt: !142)
!146 = !DILocation(line: 0, scope: !31, inlinedAt: !142)
!147 = !DILocation(line: 12, column: 23, scope: !36, inlinedAt: !142)
!148 = !DILocation(line: 12, column: 5, scope: !31, inlinedAt: !142)
!149 = !DILocation(line: 18, column: 16, scope: !32, inlinedAt: !142)
!150 = !DILocation(line: 0, scope: !32, inlinedAt: !142)
!151 = !DILocation(line: 0, scope: !41, inlinedAt: !142)
!152 = !DILocation(line: 19, column: 5, scope: !41, inlinedAt: !142)
!153 = !DILocation(line: 13, column: 18, scope: !35, inlinedAt: !142)
!154 = !DILocation(line: 0, scope: !35, inlinedAt: !142)
!155 = !DILocation(line: 0, scope: !38, inlinedAt: !142)
!156 = !DILocation(line: 14, column: 25, scope: !64, inlinedAt: !142)
!157 = !DILocation(line: 14, column: 7, scope: !38, inlinedAt: !142)
!158 = !DILocation(line: 16, column: 21, scope: !35, inlinedAt: !142)
!159 = !DILocation(line: 16, column: 19, scope: !35, inlinedAt: !142)
!160 = !DILocation(line: 16, column: 15, scope: !35, inlinedAt: !142)
!161 = !DILocation(line: 12, column: 29, scope: !36, inlinedAt: !142)
!162 = distinct !{!162, !148, !163, !72, !73}
!163 = !DILocation(line: 17, column: 5, scope: !31, inlinedAt: !142)
!164 = !DILocation(line: 15, column: 14, scope: !64, inlinedAt: !142)
!165 = !DILocation(line: 15, column: 24, scope: !64, inlinedAt: !142)
!166 = !DILocation(line: 15, column: 11, scope: !64, inlinedAt: !142)
!167 = !DILocation(line: 14, column: 31, scope: !64, inlinedAt: !142)
!168 = distinct !{!168, !157, !169, !72, !73}
!169 = !DILocation(line: 15, column: 30, scope: !38, inlinedAt: !142)
!170 = !DILocation(line: 21, column: 22, scope: !32, inlinedAt: !142)
!171 = !DILocation(line: 21, column: 20, scope: !32, inlinedAt: !142)
!172 = !DILocation(line: 21, column: 15, scope: !32, inlinedAt: !142)
!173 = !DILocation(line: 21, column: 13, scope: !32, inlinedAt: !142)
!174 = !DILocation(line: 11, column: 27, scope: !33, inlinedAt: !142)
!175 = distinct !{!175, !145, !176, !72, !73}
!176 = !DILocation(line: 22, column: 3, scope: !29, inlinedAt: !142)
!177 = !DILocation(line: 20, column: 12, scope: !58, inlinedAt: !142)
!178 = !DILocation(line: 20, column: 9, scope: !58, inlinedAt: !142)
!179 = !DILocation(line: 19, column: 29, scope: !58, inlinedAt: !142)
!180 = !DILocation(line: 19, column: 23, scope: !58, inlinedAt: !142)
!181 = distinct !{!181, !152, !182, !72, !73}
!182 = !DILocation(line: 20, column: 28, scope: !41, inlinedAt: !142)
!183 = !DILocation(line: 0, scope: !110)
!184 = !DILocation(line: 37, column: 21, scope: !113)
!185 = !DILocation(line: 37, column: 3, scope: !110)
!186 = distinct !{!186, !137, !187, !72, !73}
!187 = !DILocation(line: 34, column: 5, scope: !101)
!188 = !DILocation(line: 31, column: 21, scope: !106)
!189 = !DILocation(line: 31, column: 18, scope: !106)
!190 = !DILocation(line: 31, column: 52, scope: !106)
!191 = !DILocation(line: 31, column: 45, scope: !106)
!192 = !DILocation(line: 31, column: 43, scope: !106)
!193 = !DILocation(line: 0, scope: !106)
!194 = !DILocation(line: 32, column: 7, scope: !106)
!195 = !DILocation(line: 32, column: 15, scope: !106)
!196 = !DILocation(line: 33, column: 7, scope: !106)
!197 = !DILocation(line: 33, column: 15, scope: !106)
!198 = !DILocation(line: 30, column: 30, scope: !107)
!199 = !DILocation(line: 30, column: 23, scope: !107)
!200 = distinct !{!200, !140, !201, !72, !73}
!201 = !DILocation(line: 34, column: 5, scope: !103)
!202 = !DILocation(line: 0, scope: !112)
!203 = !DILocation(line: 38, column: 5, scope: !112)
!204 = !DILocation(line: 36, column: 10, scope: !92)
!205 = !DILocation(line: 40, column: 3, scope: !92)
!206 = !DILocation(line: 41, column: 3, scope: !92)
!207 = !DILocation(line: 43, column: 1, scope: !92)
!208 = !DILocation(line: 37, column: 27, scope: !113)
!209 = distinct !{!209, !185, !210, !72, !73}
!210 = !DILocation(line: 39, column: 18, scope: !110)
!211 = !DILocation(line: 39, column: 12, scope: !212)
!212 = distinct !DILexicalBlock(scope: !112, file: !1, line: 38, column: 5)
!213 = !DILocation(line: 39, column: 9, scope: !212)
!214 = !DILocation(line: 38, column: 30, scope: !212)
!215 = !DILocation(line: 38, column: 23, scope: !212)
!216 = distinct !{!216, !203, !217, !72, !73}
!217 = !DILocation(line: 39, column: 18, scope: !112)
