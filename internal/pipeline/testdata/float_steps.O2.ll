; ModuleID = 'float_steps.c'
source_filename = "float_steps.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%ld %.6f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local double @simulate(double* nocapture noundef %0, double* nocapture noundef %1, i32 noundef %2, double noundef %3, double noundef %4) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata double* %0, metadata !22, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata double* %1, metadata !23, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 %2, metadata !24, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata double %3, metadata !25, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata double %4, metadata !26, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !27, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !28, metadata !DIExpression()), !dbg !29
  %6 = fcmp ogt double %3, 0.000000e+00, !dbg !30
  br i1 %6, label %7, label %163, !dbg !31

7:                                                ; preds = %5
  %8 = icmp sgt i32 %2, 2
  %9 = add i32 %2, -1
  %10 = zext i32 %9 to i64
  %11 = getelementptr double, double* %1, i64 1, !dbg !31
  %12 = getelementptr double, double* %1, i64 %10, !dbg !31
  %13 = add nuw nsw i64 %10, 1, !dbg !31
  %14 = getelementptr double, double* %0, i64 %13, !dbg !31
  %15 = add nsw i64 %10, -1, !dbg !31
  %16 = add nsw i64 %10, -2, !dbg !31
  %17 = icmp ult i64 %15, 4
  %18 = icmp ult double* %11, %14
  %19 = icmp ugt double* %12, %0
  %20 = and i1 %18, %19
  %21 = and i64 %15, -4
  %22 = or i64 %21, 1
  %23 = icmp eq i64 %15, %21
  %24 = and i64 %10, 1
  %25 = icmp eq i64 %24, 0
  %26 = sub nsw i64 0, %10
  %27 = and i64 %15, 3
  %28 = icmp ult i64 %16, 3
  %29 = and i64 %15, -4
  %30 = icmp eq i64 %27, 0
  br label %31, !dbg !31

31:                                               ; preds = %7, %158
  %32 = phi double [ 0.000000e+00, %7 ], [ %160, %158 ]
  %33 = phi double [ 0.000000e+00, %7 ], [ %161, %158 ]
  call void @llvm.dbg.value(metadata double %32, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata double %33, metadata !27, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata double* %0, metadata !32, metadata !DIExpression()) #9, !dbg !45
  call void @llvm.dbg.value(metadata double* %1, metadata !37, metadata !DIExpression()) #9, !dbg !45
  call void @llvm.dbg.value(metadata i32 %2, metadata !38, metadata !DIExpression()) #9, !dbg !45
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !39, metadata !DIExpression()) #9, !dbg !45
  call void @llvm.dbg.value(metadata i32 1, metadata !40, metadata !DIExpression()) #9, !dbg !48
  call void @llvm.dbg.value(metadata i32 1, metadata !40, metadata !DIExpression()) #9, !dbg !48
  br i1 %8, label %34, label %158, !dbg !49

34:                                               ; preds = %31
  %35 = select i1 %17, i1 true, i1 %20, !dbg !49
  br i1 %35, label %71, label %36, !dbg !49

36:                                               ; preds = %34, %36
  %37 = phi i64 [ %68, %36 ], [ 0, %34 ]
  %38 = or i64 %37, 1
  %39 = getelementptr inbounds double, double* %0, i64 %38, !dbg !50
  %40 = bitcast double* %39 to <2 x double>*, !dbg !50
  %41 = load <2 x double>, <2 x double>* %40, align 8, !dbg !50, !tbaa !52, !alias.scope !56
  %42 = getelementptr inbounds double, double* %39, i64 2, !dbg !50
  %43 = bitcast double* %42 to <2 x double>*, !dbg !50
  %44 = load <2 x double>, <2 x double>* %43, align 8, !dbg !50, !tbaa !52, !alias.scope !56
  %45 = getelementptr inbounds double, double* %0, i64 %37, !dbg !59
  %46 = bitcast double* %45 to <2 x double>*, !dbg !59
  %47 = load <2 x double>, <2 x double>* %46, align 8, !dbg !59, !tbaa !52, !alias.scope !56
  %48 = getelementptr inbounds double, double* %45, i64 2, !dbg !59
  %49 = bitcast double* %48 to <2 x double>*, !dbg !59
  %50 = load <2 x double>, <2 x double>* %49, align 8, !dbg !59, !tbaa !52, !alias.scope !56
  %51 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %47), !dbg !60
  %52 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %50), !dbg !60
  %53 = or i64 %37, 2, !dbg !61
  %54 = getelementptr inbounds double, double* %0, i64 %53, !dbg !62
  %55 = bitcast double* %54 to <2 x double>*, !dbg !62
  %56 = load <2 x double>, <2 x double>* %55, align 8, !dbg !62, !tbaa !52, !alias.scope !56
  %57 = getelementptr inbounds double, double* %54, i64 2, !dbg !62
  %58 = bitcast double* %57 to <2 x double>*, !dbg !62
  %59 = load <2 x double>, <2 x double>* %58, align 8, !dbg !62, !tbaa !52, !alias.scope !56
  %60 = fadd <2 x double> %51, %56, !dbg !63
  %61 = fadd <2 x double> %52, %59, !dbg !63
  %62 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %41), !dbg !64
  %63 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %61, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %44), !dbg !64
  %64 = getelementptr inbounds double, double* %1, i64 %38, !dbg !65
  %65 = bitcast double* %64 to <2 x double>*, !dbg !66
  store <2 x double> %62, <2 x double>* %65, align 8, !dbg !66, !tbaa !52, !alias.scope !67, !noalias !56
  %66 = getelementptr inbounds double, double* %64, i64 2, !dbg !66
  %67 = bitcast double* %66 to <2 x double>*, !dbg !66
  store <2 x double> %63, <2 x double>* %67, align 8, !dbg !66, !tbaa !52, !alias.scope !67, !noalias !56
  %68 = add nuw i64 %37, 4
  %69 = icmp eq i64 %68, %21
  br i1 %69, label %70, label %36, !llvm.loop !69

70:                                               ; preds = %36
  br i1 %23, label %116, label %71, !dbg !49

71:                                               ; preds = %34, %70
  %72 = phi i64 [ 1, %34 ], [ %22, %70 ]
  %73 = xor i64 %72, -1, !dbg !49
  br i1 %25, label %74, label %87, !dbg !49

74:                                               ; preds = %71
  call void @llvm.dbg.value(metadata i64 undef, metadata !40, metadata !DIExpression()) #9, !dbg !48
  %75 = getelementptr inbounds double, double* %0, i64 %72, !dbg !50
  %76 = load double, double* %75, align 8, !dbg !50, !tbaa !52
  %77 = add nsw i64 %72, -1, !dbg !73
  %78 = getelementptr inbounds double, double* %0, i64 %77, !dbg !59
  %79 = load double, double* %78, align 8, !dbg !59, !tbaa !52
  %80 = tail call double @llvm.fmuladd.f64(double %76, double -2.000000e+00, double %79) #9, !dbg !60
  %81 = add nuw nsw i64 %72, 1, !dbg !61
  %82 = getelementptr inbounds double, double* %0, i64 %81, !dbg !62
  %83 = load double, double* %82, align 8, !dbg !62, !tbaa !52
  %84 = fadd double %80, %83, !dbg !63
  %85 = tail call double @llvm.fmuladd.f64(double %84, double 2.500000e-01, double %76) #9, !dbg !64
  %86 = getelementptr inbounds double, double* %1, i64 %72, !dbg !65
  store double %85, double* %86, align 8, !dbg !66, !tbaa !52
  call void @llvm.dbg.value(metadata i64 %81, metadata !40, metadata !DIExpression()) #9, !dbg !48
  br label %87, !dbg !49

87:                                               ; preds = %74, %71
  %88 = phi i64 [ %72, %71 ], [ %81, %74 ]
  %89 = icmp eq i64 %73, %26, !dbg !49
  br i1 %89, label %116, label %90, !dbg !49

90:                                               ; preds = %87, %90
  %91 = phi i64 [ %109, %90 ], [ %88, %87 ]
  call void @llvm.dbg.value(metadata i64 %91, metadata !40, metadata !DIExpression()) #9, !dbg !48
  %92 = getelementptr inbounds double, double* %0, i64 %91, !dbg !50
  %93 = load double, double* %92, align 8, !dbg !50, !tbaa !52
  %94 = add nsw i64 %91, -1, !dbg !73
  %95 = getelementptr inbounds double, double* %0, i64 %94, !dbg !59
  %96 = load double, double* %95, align 8, !dbg !59, !tbaa !52
  %97 = tail call double @llvm.fmuladd.f64(double %93, double -2.000000e+00, double %96) #9, !dbg !60
  %98 = add nuw nsw i64 %91, 1, !dbg !61
  %99 = getelementptr inbounds double, double* %0, i64 %98, !dbg !62
  %100 = load double, double* %99, align 8, !dbg !62, !tbaa !52
  %101 = fadd double %97, %100, !dbg !63
  %102 = tail call double @llvm.fmuladd.f64(double %101, double 2.500000e-01, double %93) #9, !dbg !64
  %103 = getelementptr inbounds double, double* %1, i64 %91, !dbg !65
  store double %102, double* %103, align 8, !dbg !66, !tbaa !52
  call void @llvm.dbg.value(metadata i64 %98, metadata !40, metadata !DIExpression()) #9, !dbg !48
  call void @llvm.dbg.value(metadata i64 %98, metadata !40, metadata !DIExpression()) #9, !dbg !48
  %104 = getelementptr inbounds double, double* %0, i64 %98, !dbg !50
  %105 = load double, double* %104, align 8, !dbg !50, !tbaa !52
  %106 = getelementptr inbounds double, double* %0, i64 %91, !dbg !59
  %107 = load double, double* %106, align 8, !dbg !59, !tbaa !52
  %108 = tail call double @llvm.fmuladd.f64(double %105, double -2.000000e+00, double %107) #9, !dbg !60
  %109 = add nuw nsw i64 %91, 2, !dbg !61
  %110 = getelementptr inbounds double, double* %0, i64 %109, !dbg !62
  %111 = load double, double* %110, align 8, !dbg !62, !tbaa !52
  %112 = fadd double %108, %111, !dbg !63
  %113 = tail call double @llvm.fmuladd.f64(double %112, double 2.500000e-01, double %105) #9, !dbg !64
  %114 = getelementptr inbounds double, double* %1, i64 %98, !dbg !65
  store double %113, double* %114, align 8, !dbg !66, !tbaa !52
  call void @llvm.dbg.value(metadata i64 %109, metadata !40, metadata !DIExpression()) #9, !dbg !48
  %115 = icmp eq i64 %109, %10, !dbg !74
  br i1 %115, label %116, label %90, !dbg !49, !llvm.loop !75

116:                                              ; preds = %87, %90, %70
  br i1 %28, label %143, label %117, !dbg !76

117:                                              ; preds = %116, %117
  %118 = phi i64 [ %140, %117 ], [ 1, %116 ]
  %119 = phi double [ %139, %117 ], [ 0.000000e+00, %116 ]
  %120 = phi i64 [ %141, %117 ], [ 0, %116 ]
  call void @llvm.dbg.value(metadata i64 %118, metadata !43, metadata !DIExpression()) #9, !dbg !77
  call void @llvm.dbg.value(metadata double %119, metadata !42, metadata !DIExpression()) #9, !dbg !45
  %121 = getelementptr inbounds double, double* %1, i64 %118, !dbg !78
  %122 = load double, double* %121, align 8, !dbg !78, !tbaa !52
  %123 = getelementptr inbounds double, double* %0, i64 %118, !dbg !81
  store double %122, double* %123, align 8, !dbg !82, !tbaa !52
  %124 = fadd double %119, %122, !dbg !83
  call void @llvm.dbg.value(metadata double %124, metadata !42, metadata !DIExpression()) #9, !dbg !45
  %125 = add nuw nsw i64 %118, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %125, metadata !43, metadata !DIExpression()) #9, !dbg !77
  call void @llvm.dbg.value(metadata i64 %125, metadata !43, metadata !DIExpression()) #9, !dbg !77
  call void @llvm.dbg.value(metadata double %124, metadata !42, metadata !DIExpression()) #9, !dbg !45
  %126 = getelementptr inbounds double, double* %1, i64 %125, !dbg !78
  %127 = load double, double* %126, align 8, !dbg !78, !tbaa !52
  %128 = getelementptr inbounds double, double* %0, i64 %125, !dbg !81
  store double %127, double* %128, align 8, !dbg !82, !tbaa !52
  %129 = fadd double %124, %127, !dbg !83
  call void @llvm.dbg.value(metadata double %129, metadata !42, metadata !DIExpression()) #9, !dbg !45
  %130 = add nuw nsw i64 %118, 2, !dbg !84
  call void @llvm.dbg.value(metadata i64 %130, metadata !43, metadata !DIExpression()) #9, !dbg !77
  call void @llvm.dbg.value(metadata i64 %130, metadata !43, metadata !DIExpression()) #9, !dbg !77
  call void @llvm.dbg.value(metadata double %129, metadata !42, metadata !DIExpression()) #9, !dbg !45
  %131 = getelementptr inbounds double, double* %1, i64 %130, !dbg !78
  %132 = load double, double* %131, align 8, !dbg !78, !tbaa !52
  %133 = getelementptr inbounds double, double* %0, i64 %130, !dbg !81
  store double %132, double* %133, align 8, !dbg !82, !tbaa !52
  %134 = fadd double %129, %132, !dbg !83
  call void @llvm.dbg.value(metadata double %134, metadata !42, metadata !DIExpression()) #9, !dbg !45
  %135 = add nuw nsw i64 %118, 3, !dbg !84
  call void @llvm.dbg.value(metadata i64 %135, metadata !43, metadata !DIExpression()) #9, !dbg !77
  call void @llvm.dbg.value(metadata i64 %135, metadata !43, metadata !DIExpression()) #9, !dbg !77
  call void @llvm.dbg.value(metadata double %134, metadata !42, metadata !DIExpression()) #9, !dbg !45
  %136 = getelementptr inbounds double, double* %1, i64 %135, !dbg !78
  %137 = load double, double* %136, align 8, !dbg !78, !tbaa !52
  %138 = getelementptr inbounds double, double* %0, i64 %135, !dbg !81
  store double %137, double* %138, align 8, !dbg !82, !tbaa !52
  %139 = fadd double %134, %137, !dbg !83
  call void @llvm.dbg.value(metadata double %139, metadata !42, metadata !DIExpression()) #9, !dbg !45
  %140 = add nuw nsw i64 %118, 4, !dbg !84
  call void @llvm.dbg.value(metadata i64 %140, metadata !43, metadata !DIExpression()) #9, !dbg !77
  %141 = add i64 %120, 4, !dbg !76
  %142 = icmp eq i64 %141, %29, !dbg !76
  br i1 %142, label %143, label %117, !dbg !76, !llvm.loop !85

143:                                              ; preds = %117, %116
  %144 = phi double [ undef, %116 ], [ %139, %117 ]
  %145 = phi i64 [ 1, %116 ], [ %140, %117 ]
  %146 = phi double [ 0.000000e+00, %116 ], [ %139, %117 ]
  br i1 %30, label %158, label %147, !dbg !76

147:                                              ; preds = %143, %147
  %148 = phi i64 [ %155, %147 ], [ %145, %143 ]
  %149 = phi double [ %154, %147 ], [ %146, %143 ]
  %150 = phi i64 [ %156, %147 ], [ 0, %143 ]
  call void @llvm.dbg.value(metadata i64 %148, metadata !43, metadata !DIExpression()) #9, !dbg !77
  call void @llvm.dbg.value(metadata double %149, metadata !42, metadata !DIExpression()) #9, !dbg !45
  %151 = getelementptr inbounds double, double* %1, i64 %148, !dbg !78
  %152 = load double, double* %151, align 8, !dbg !78, !tbaa !52
  %153 = getelementptr inbounds double, double* %0, i64 %148, !dbg !81
  store double %152, double* %153, align 8, !dbg !82, !tbaa !52
  %154 = fadd double %149, %152, !dbg !83
  call void @llvm.dbg.value(metadata double %154, metadata !42, metadata !DIExpression()) #9, !dbg !45
  %155 = add nuw nsw i64 %148, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %155, metadata !43, metadata !DIExpression()) #9, !dbg !77
  %156 = add i64 %150, 1, !dbg !76
  %157 = icmp eq i64 %156, %27, !dbg !76
  br i1 %157, label %158, label %147, !dbg !76, !llvm.loop !87

158:                                              ; preds = %143, %147, %31
  %159 = phi double [ 0.000000e+00, %31 ], [ %144, %143 ], [ %154, %147 ], !dbg !45
  %160 = fadd double %32, %159, !dbg !89
  call void @llvm.dbg.value(metadata double %160, metadata !28, metadata !DIExpression()), !dbg !29
  %161 = fadd double %33, %4, !dbg !90
  call void @llvm.dbg.value(metadata double %161, metadata !27, metadata !DIExpression()), !dbg !29
  %162 = fcmp olt double %161, %3, !dbg !30
  br i1 %162, label %31, label %163, !dbg !31, !llvm.loop !91

163:                                              ; preds = %158, %5
  %164 = phi double [ 0.000000e+00, %5 ], [ %160, %158 ], !dbg !29
  ret double %164, !dbg !93
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !94 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !98, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i8** %1, metadata !99, metadata !DIExpression()), !dbg !122
  %3 = icmp sgt i32 %0, 1, !dbg !123
  br i1 %3, label %4, label %25, !dbg !124

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !125
  %6 = load i8*, i8** %5, align 8, !dbg !125, !tbaa !126
  call void @llvm.dbg.value(metadata i8* %6, metadata !128, metadata !DIExpression()) #9, !dbg !136
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !138
  %8 = trunc i64 %7 to i32, !dbg !139
  call void @llvm.dbg.value(metadata i32 %8, metadata !100, metadata !DIExpression()), !dbg !122
  %9 = icmp eq i32 %0, 2, !dbg !140
  br i1 %9, label %25, label %10, !dbg !141

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !142
  %12 = load i8*, i8** %11, align 8, !dbg !142, !tbaa !126
  call void @llvm.dbg.value(metadata i8* %12, metadata !143, metadata !DIExpression()) #9, !dbg !149
  %13 = tail call double @strtod(i8* nocapture noundef nonnull %12, i8** noundef null) #9, !dbg !151
  call void @llvm.dbg.value(metadata double %13, metadata !101, metadata !DIExpression()), !dbg !122
  %14 = icmp ugt i32 %0, 3, !dbg !152
  br i1 %14, label %15, label %25, !dbg !153

15:                                               ; preds = %10
  %16 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !154
  %17 = load i8*, i8** %16, align 8, !dbg !154, !tbaa !126
  %18 = tail call double @strtod(i8* nocapture noundef %17, i8** noundef null) #9, !dbg !155
  call void @llvm.dbg.value(metadata double %18, metadata !102, metadata !DIExpression()), !dbg !122
  %19 = icmp eq i32 %0, 4, !dbg !156
  br i1 %19, label %25, label %20, !dbg !157

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8*, i8** %1, i64 4, !dbg !158
  %22 = load i8*, i8** %21, align 8, !dbg !158, !tbaa !126
  call void @llvm.dbg.value(metadata i8* %22, metadata !128, metadata !DIExpression()) #9, !dbg !159
  %23 = tail call i64 @strtol(i8* nocapture noundef nonnull %22, i8** noundef null, i32 noundef 10) #9, !dbg !161
  %24 = trunc i64 %23 to i32, !dbg !162
  br label %25, !dbg !157

25:                                               ; preds = %2, %4, %10, %15, %20
  %26 = phi double [ %18, %20 ], [ %18, %15 ], [ 1.000000e-02, %10 ], [ 1.000000e-02, %4 ], [ 1.000000e-02, %2 ]
  %27 = phi i32 [ %8, %20 ], [ %8, %15 ], [ %8, %10 ], [ %8, %4 ], [ 200, %2 ]
  %28 = phi double [ %13, %20 ], [ %13, %15 ], [ %13, %10 ], [ 1.000000e+00, %4 ], [ 1.000000e+00, %2 ]
  %29 = phi i32 [ %24, %20 ], [ 2, %15 ], [ 2, %10 ], [ 2, %4 ], [ 2, %2 ], !dbg !157
  call void @llvm.dbg.value(metadata i32 %29, metadata !103, metadata !DIExpression()), !dbg !122
  %30 = sext i32 %27 to i64, !dbg !163
  %31 = shl nsw i64 %30, 3, !dbg !164
  %32 = tail call noalias i8* @malloc(i64 noundef %31) #9, !dbg !165
  %33 = bitcast i8* %32 to double*, !dbg !165
  call void @llvm.dbg.value(metadata double* %33, metadata !104, metadata !DIExpression()), !dbg !122
  %34 = tail call noalias i8* @malloc(i64 noundef %31) #9, !dbg !166
  %35 = bitcast i8* %34 to double*, !dbg !166
  call void @llvm.dbg.value(metadata double* %35, metadata !105, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()), !dbg !167
  %36 = icmp sgt i32 %27, 0, !dbg !168
  br i1 %36, label %37, label %67, !dbg !170

37:                                               ; preds = %25
  %38 = zext i32 %27 to i64, !dbg !168
  %39 = icmp ult i32 %27, 4, !dbg !170
  br i1 %39, label %65, label %40, !dbg !170

40:                                               ; preds = %37
  %41 = and i64 %38, 4294967292, !dbg !170
  br label %42, !dbg !170

42:                                               ; preds = %42, %40
  %43 = phi i64 [ 0, %40 ], [ %60, %42 ], !dbg !171
  %44 = phi <2 x i32> [ <i32 0, i32 1>, %40 ], [ %61, %42 ], !dbg !172
  %45 = add <2 x i32> %44, <i32 2, i32 2>, !dbg !172
  %46 = urem <2 x i32> %44, <i32 7, i32 7>, !dbg !172
  %47 = urem <2 x i32> %45, <i32 7, i32 7>, !dbg !172
  %48 = sitofp <2 x i32> %46 to <2 x double>, !dbg !173
  %49 = sitofp <2 x i32> %47 to <2 x double>, !dbg !173
  %50 = fmul <2 x double> %48, <double 5.000000e-01, double 5.000000e-01>, !dbg !174
  %51 = fmul <2 x double> %49, <double 5.000000e-01, double 5.000000e-01>, !dbg !174
  %52 = getelementptr inbounds double, double* %35, i64 %43, !dbg !171
  %53 = bitcast double* %52 to <2 x double>*, !dbg !175
  store <2 x double> %50, <2 x double>* %53, align 8, !dbg !175, !tbaa !52
  %54 = getelementptr inbounds double, double* %52, i64 2, !dbg !175
  %55 = bitcast double* %54 to <2 x double>*, !dbg !175
  store <2 x double> %51, <2 x double>* %55, align 8, !dbg !175, !tbaa !52
  %56 = getelementptr inbounds double, double* %33, i64 %43, !dbg !171
  %57 = bitcast double* %56 to <2 x double>*, !dbg !176
  store <2 x double> %50, <2 x double>* %57, align 8, !dbg !176, !tbaa !52
  %58 = getelementptr inbounds double, double* %56, i64 2, !dbg !176
  %59 = bitcast double* %58 to <2 x double>*, !dbg !176
  store <2 x double> %51, <2 x double>* %59, align 8, !dbg !176, !tbaa !52
  %60 = add nuw i64 %43, 4, !dbg !171
  %61 = add <2 x i32> %44, <i32 4, i32 4>, !dbg !172
  %62 = icmp eq i64 %60, %41, !dbg !171
  br i1 %62, label %63, label %42, !dbg !171, !llvm.loop !177

63:                                               ; preds = %42
  %64 = icmp eq i64 %41, %38, !dbg !170
  br i1 %64, label %67, label %65, !dbg !170

65:                                               ; preds = %37, %63
  %66 = phi i64 [ 0, %37 ], [ %41, %63 ]
  br label %205, !dbg !170

67:                                               ; preds = %205, %63, %25
  call void @llvm.dbg.value(metadata double* %33, metadata !22, metadata !DIExpression()) #9, !dbg !179
  call void @llvm.dbg.value(metadata double* %35, metadata !23, metadata !DIExpression()) #9, !dbg !179
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()) #9, !dbg !179
  call void @llvm.dbg.value(metadata double %13, metadata !25, metadata !DIExpression()) #9, !dbg !179
  call void @llvm.dbg.value(metadata double %18, metadata !26, metadata !DIExpression()) #9, !dbg !179
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !27, metadata !DIExpression()) #9, !dbg !179
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !28, metadata !DIExpression()) #9, !dbg !179
  %68 = fcmp ogt double %28, 0.000000e+00, !dbg !181
  br i1 %68, label %69, label %203, !dbg !182

69:                                               ; preds = %67
  %70 = icmp sgt i32 %27, 2
  %71 = add i32 %27, -1
  %72 = zext i32 %71 to i64
  %73 = getelementptr i8, i8* %32, i64 8, !dbg !182
  %74 = getelementptr i8, i8* %34, i64 8, !dbg !182
  %75 = shl nuw nsw i64 %72, 3, !dbg !182
  %76 = add nsw i64 %75, -8, !dbg !182
  %77 = getelementptr inbounds double, double* %33, i64 1
  %78 = add nsw i64 %72, -1, !dbg !182
  %79 = add nsw i64 %72, -2, !dbg !182
  %80 = icmp ult i64 %78, 4
  %81 = and i64 %78, -4
  %82 = or i64 %81, 1
  %83 = icmp eq i64 %78, %81
  %84 = and i64 %78, 7
  %85 = icmp ult i64 %79, 7
  %86 = and i64 %78, -8
  %87 = icmp eq i64 %84, 0
  br label %88, !dbg !182

88:                                               ; preds = %198, %69
  %89 = phi double [ 0.000000e+00, %69 ], [ %200, %198 ]
  %90 = phi double [ 0.000000e+00, %69 ], [ %201, %198 ]
  call void @llvm.dbg.value(metadata double %89, metadata !28, metadata !DIExpression()) #9, !dbg !179
  call void @llvm.dbg.value(metadata double %90, metadata !27, metadata !DIExpression()) #9, !dbg !179
  call void @llvm.dbg.value(metadata double* %33, metadata !32, metadata !DIExpression()) #9, !dbg !183
  call void @llvm.dbg.value(metadata double* %35, metadata !37, metadata !DIExpression()) #9, !dbg !183
  call void @llvm.dbg.value(metadata i32 %8, metadata !38, metadata !DIExpression()) #9, !dbg !183
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !39, metadata !DIExpression()) #9, !dbg !183
  call void @llvm.dbg.value(metadata i32 1, metadata !40, metadata !DIExpression()) #9, !dbg !185
  br i1 %70, label %91, label %198, !dbg !186

91:                                               ; preds = %88
  %92 = load double, double* %77, align 8, !dbg !187, !tbaa !52
  br i1 %80, label %128, label %93, !dbg !186

93:                                               ; preds = %91
  %94 = insertelement <2 x double> poison, double %92, i64 1, !dbg !186
  br label %95, !dbg !186

95:                                               ; preds = %95, %93
  %96 = phi i64 [ 0, %93 ], [ %124, %95 ]
  %97 = phi <2 x double> [ %94, %93 ], [ %111, %95 ]
  %98 = or i64 %96, 1
  %99 = getelementptr inbounds double, double* %33, i64 %96, !dbg !188
  %100 = bitcast double* %99 to <2 x double>*, !dbg !188
  %101 = load <2 x double>, <2 x double>* %100, align 8, !dbg !188, !tbaa !52
  %102 = getelementptr inbounds double, double* %99, i64 2, !dbg !188
  %103 = bitcast double* %102 to <2 x double>*, !dbg !188
  %104 = load <2 x double>, <2 x double>* %103, align 8, !dbg !188, !tbaa !52
  %105 = or i64 %96, 2, !dbg !189
  %106 = getelementptr inbounds double, double* %33, i64 %105, !dbg !190
  %107 = bitcast double* %106 to <2 x double>*, !dbg !190
  %108 = load <2 x double>, <2 x double>* %107, align 8, !dbg !190, !tbaa !52
  %109 = getelementptr inbounds double, double* %106, i64 2, !dbg !190
  %110 = bitcast double* %109 to <2 x double>*, !dbg !190
  %111 = load <2 x double>, <2 x double>* %110, align 8, !dbg !190, !tbaa !52
  %112 = shufflevector <2 x double> %97, <2 x double> %108, <2 x i32> <i32 1, i32 2>
  %113 = shufflevector <2 x double> %108, <2 x double> %111, <2 x i32> <i32 1, i32 2>
  %114 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %112, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %101), !dbg !191
  %115 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %113, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %104), !dbg !191
  %116 = fadd <2 x double> %114, %108, !dbg !192
  %117 = fadd <2 x double> %115, %111, !dbg !192
  %118 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %112), !dbg !193
  %119 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %117, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %113), !dbg !193
  %120 = getelementptr inbounds double, double* %35, i64 %98, !dbg !194
  %121 = bitcast double* %120 to <2 x double>*, !dbg !195
  store <2 x double> %118, <2 x double>* %121, align 8, !dbg !195, !tbaa !52
  %122 = getelementptr inbounds double, double* %120, i64 2, !dbg !195
  %123 = bitcast double* %122 to <2 x double>*, !dbg !195
  store <2 x double> %119, <2 x double>* %123, align 8, !dbg !195, !tbaa !52
  %124 = add nuw i64 %96, 4
  %125 = icmp eq i64 %124, %81
  br i1 %125, label %126, label %95, !llvm.loop !196

126:                                              ; preds = %95
  %127 = extractelement <2 x double> %111, i64 1, !dbg !186
  br i1 %83, label %145, label %128, !dbg !186

128:                                              ; preds = %91, %126
  %129 = phi double [ %127, %126 ], [ %92, %91 ]
  %130 = phi i64 [ %82, %126 ], [ 1, %91 ]
  br label %131, !dbg !186

131:                                              ; preds = %128, %131
  %132 = phi double [ %140, %131 ], [ %129, %128 ], !dbg !187
  %133 = phi i64 [ %138, %131 ], [ %130, %128 ]
  call void @llvm.dbg.value(metadata i64 %133, metadata !40, metadata !DIExpression()) #9, !dbg !185
  %134 = add nsw i64 %133, -1, !dbg !198
  %135 = getelementptr inbounds double, double* %33, i64 %134, !dbg !188
  %136 = load double, double* %135, align 8, !dbg !188, !tbaa !52
  %137 = tail call double @llvm.fmuladd.f64(double %132, double -2.000000e+00, double %136) #9, !dbg !191
  %138 = add nuw nsw i64 %133, 1, !dbg !189
  %139 = getelementptr inbounds double, double* %33, i64 %138, !dbg !190
  %140 = load double, double* %139, align 8, !dbg !190, !tbaa !52
  %141 = fadd double %137, %140, !dbg !192
  %142 = tail call double @llvm.fmuladd.f64(double %141, double 2.500000e-01, double %132) #9, !dbg !193
  %143 = getelementptr inbounds double, double* %35, i64 %133, !dbg !194
  store double %142, double* %143, align 8, !dbg !195, !tbaa !52
  call void @llvm.dbg.value(metadata i64 %138, metadata !40, metadata !DIExpression()) #9, !dbg !185
  %144 = icmp eq i64 %138, %72, !dbg !199
  br i1 %144, label %145, label %131, !dbg !186, !llvm.loop !200

145:                                              ; preds = %131, %126
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %73, i8* align 8 %74, i64 %76, i1 false), !dbg !202, !tbaa !52
  br i1 %85, label %184, label %146, !dbg !203

146:                                              ; preds = %145, %146
  %147 = phi i64 [ %181, %146 ], [ 1, %145 ]
  %148 = phi double [ %180, %146 ], [ 0.000000e+00, %145 ]
  %149 = phi i64 [ %182, %146 ], [ 0, %145 ]
  call void @llvm.dbg.value(metadata i64 %147, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double %148, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %150 = getelementptr inbounds double, double* %35, i64 %147, !dbg !205
  %151 = load double, double* %150, align 8, !dbg !205, !tbaa !52
  %152 = fadd double %148, %151, !dbg !206
  call void @llvm.dbg.value(metadata double %152, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %153 = add nuw nsw i64 %147, 1, !dbg !207
  call void @llvm.dbg.value(metadata i64 %153, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i64 %153, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double %152, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %154 = getelementptr inbounds double, double* %35, i64 %153, !dbg !205
  %155 = load double, double* %154, align 8, !dbg !205, !tbaa !52
  %156 = fadd double %152, %155, !dbg !206
  call void @llvm.dbg.value(metadata double %156, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %157 = add nuw nsw i64 %147, 2, !dbg !207
  call void @llvm.dbg.value(metadata i64 %157, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i64 %157, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double %156, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %158 = getelementptr inbounds double, double* %35, i64 %157, !dbg !205
  %159 = load double, double* %158, align 8, !dbg !205, !tbaa !52
  %160 = fadd double %156, %159, !dbg !206
  call void @llvm.dbg.value(metadata double %160, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %161 = add nuw nsw i64 %147, 3, !dbg !207
  call void @llvm.dbg.value(metadata i64 %161, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i64 %161, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double %160, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %162 = getelementptr inbounds double, double* %35, i64 %161, !dbg !205
  %163 = load double, double* %162, align 8, !dbg !205, !tbaa !52
  %164 = fadd double %160, %163, !dbg !206
  call void @llvm.dbg.value(metadata double %164, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %165 = add nuw nsw i64 %147, 4, !dbg !207
  call void @llvm.dbg.value(metadata i64 %165, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i64 %165, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double %164, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %166 = getelementptr inbounds double, double* %35, i64 %165, !dbg !205
  %167 = load double, double* %166, align 8, !dbg !205, !tbaa !52
  %168 = fadd double %164, %167, !dbg !206
  call void @llvm.dbg.value(metadata double %168, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %169 = add nuw nsw i64 %147, 5, !dbg !207
  call void @llvm.dbg.value(metadata i64 %169, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i64 %169, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double %168, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %170 = getelementptr inbounds double, double* %35, i64 %169, !dbg !205
  %171 = load double, double* %170, align 8, !dbg !205, !tbaa !52
  %172 = fadd double %168, %171, !dbg !206
  call void @llvm.dbg.value(metadata double %172, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %173 = add nuw nsw i64 %147, 6, !dbg !207
  call void @llvm.dbg.value(metadata i64 %173, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i64 %173, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double %172, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %174 = getelementptr inbounds double, double* %35, i64 %173, !dbg !205
  %175 = load double, double* %174, align 8, !dbg !205, !tbaa !52
  %176 = fadd double %172, %175, !dbg !206
  call void @llvm.dbg.value(metadata double %176, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %177 = add nuw nsw i64 %147, 7, !dbg !207
  call void @llvm.dbg.value(metadata i64 %177, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i64 %177, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double %176, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %178 = getelementptr inbounds double, double* %35, i64 %177, !dbg !205
  %179 = load double, double* %178, align 8, !dbg !205, !tbaa !52
  %180 = fadd double %176, %179, !dbg !206
  call void @llvm.dbg.value(metadata double %180, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %181 = add nuw nsw i64 %147, 8, !dbg !207
  call void @llvm.dbg.value(metadata i64 %181, metadata !43, metadata !DIExpression()) #9, !dbg !204
  %182 = add i64 %149, 8, !dbg !203
  %183 = icmp eq i64 %182, %86, !dbg !203
  br i1 %183, label %184, label %146, !dbg !203, !llvm.loop !208

184:                                              ; preds = %146, %145
  %185 = phi double [ undef, %145 ], [ %180, %146 ]
  %186 = phi i64 [ 1, %145 ], [ %181, %146 ]
  %187 = phi double [ 0.000000e+00, %145 ], [ %180, %146 ]
  br i1 %87, label %198, label %188, !dbg !203

188:                                              ; preds = %184, %188
  %189 = phi i64 [ %195, %188 ], [ %186, %184 ]
  %190 = phi double [ %194, %188 ], [ %187, %184 ]
  %191 = phi i64 [ %196, %188 ], [ 0, %184 ]
  call void @llvm.dbg.value(metadata i64 %189, metadata !43, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double %190, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %192 = getelementptr inbounds double, double* %35, i64 %189, !dbg !205
  %193 = load double, double* %192, align 8, !dbg !205, !tbaa !52
  %194 = fadd double %190, %193, !dbg !206
  call void @llvm.dbg.value(metadata double %194, metadata !42, metadata !DIExpression()) #9, !dbg !183
  %195 = add nuw nsw i64 %189, 1, !dbg !207
  call void @llvm.dbg.value(metadata i64 %195, metadata !43, metadata !DIExpression()) #9, !dbg !204
  %196 = add i64 %191, 1, !dbg !203
  %197 = icmp eq i64 %196, %84, !dbg !203
  br i1 %197, label %198, label %188, !dbg !203, !llvm.loop !210

198:                                              ; preds = %184, %188, %88
  %199 = phi double [ 0.000000e+00, %88 ], [ %185, %184 ], [ %194, %188 ], !dbg !183
  %200 = fadd double %89, %199, !dbg !211
  call void @llvm.dbg.value(metadata double %200, metadata !28, metadata !DIExpression()) #9, !dbg !179
  %201 = fadd double %26, %90, !dbg !212
  call void @llvm.dbg.value(metadata double %201, metadata !27, metadata !DIExpression()) #9, !dbg !179
  %202 = fcmp olt double %201, %28, !dbg !181
  br i1 %202, label %88, label %203, !dbg !182, !llvm.loop !213

203:                                              ; preds = %198, %67
  %204 = phi double [ 0.000000e+00, %67 ], [ %200, %198 ], !dbg !179
  call void @llvm.dbg.value(metadata double %204, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !109, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !110, metadata !DIExpression()), !dbg !122
  br label %215, !dbg !215

205:                                              ; preds = %65, %205
  %206 = phi i64 [ %213, %205 ], [ %66, %65 ]
  call void @llvm.dbg.value(metadata i64 %206, metadata !106, metadata !DIExpression()), !dbg !167
  %207 = trunc i64 %206 to i32, !dbg !172
  %208 = urem i32 %207, 7, !dbg !172
  %209 = sitofp i32 %208 to double, !dbg !173
  %210 = fmul double %209, 5.000000e-01, !dbg !174
  %211 = getelementptr inbounds double, double* %35, i64 %206, !dbg !216
  store double %210, double* %211, align 8, !dbg !175, !tbaa !52
  %212 = getelementptr inbounds double, double* %33, i64 %206, !dbg !217
  store double %210, double* %212, align 8, !dbg !176, !tbaa !52
  %213 = add nuw nsw i64 %206, 1, !dbg !171
  call void @llvm.dbg.value(metadata i64 %213, metadata !106, metadata !DIExpression()), !dbg !167
  %214 = icmp eq i64 %213, %38, !dbg !168
  br i1 %214, label %67, label %205, !dbg !170, !llvm.loop !218

215:                                              ; preds = %215, %203
  %216 = phi double [ 0.000000e+00, %203 ], [ %223, %215 ], !dbg !122
  %217 = phi i64 [ 0, %203 ], [ %222, %215 ], !dbg !122
  call void @llvm.dbg.value(metadata i64 %217, metadata !110, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %216, metadata !109, metadata !DIExpression()), !dbg !122
  %218 = srem i64 %217, %30, !dbg !219
  %219 = getelementptr inbounds double, double* %33, i64 %218, !dbg !221
  %220 = load double, double* %219, align 8, !dbg !222, !tbaa !52
  %221 = fadd double %220, 1.000000e+00, !dbg !222
  store double %221, double* %219, align 8, !dbg !222, !tbaa !52
  %222 = add nuw nsw i64 %217, 1, !dbg !223
  call void @llvm.dbg.value(metadata i64 %222, metadata !110, metadata !DIExpression()), !dbg !122
  %223 = fadd double %26, %216, !dbg !224
  call void @llvm.dbg.value(metadata double %223, metadata !109, metadata !DIExpression()), !dbg !122
  %224 = fcmp olt double %223, %28, !dbg !225
  br i1 %224, label %215, label %225, !dbg !226, !llvm.loop !227

225:                                              ; preds = %215
  %226 = fptrunc double %28 to float, !dbg !229
  call void @llvm.dbg.value(metadata float %226, metadata !112, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !113, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata double %204, metadata !108, metadata !DIExpression()), !dbg !122
  %227 = fcmp ogt float %226, 0.000000e+00, !dbg !231
  br i1 %227, label %230, label %228, !dbg !233

228:                                              ; preds = %230, %225
  %229 = phi double [ %204, %225 ], [ %239, %230 ], !dbg !122
  call void @llvm.dbg.value(metadata double %28, metadata !115, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double %229, metadata !108, metadata !DIExpression()), !dbg !122
  br i1 %68, label %265, label %242, !dbg !235

230:                                              ; preds = %225, %230
  %231 = phi float [ %240, %230 ], [ 0.000000e+00, %225 ]
  %232 = phi double [ %239, %230 ], [ %204, %225 ]
  call void @llvm.dbg.value(metadata float %231, metadata !113, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata double %232, metadata !108, metadata !DIExpression()), !dbg !122
  %233 = fmul float %231, 8.000000e+00, !dbg !236
  %234 = fptosi float %233 to i32, !dbg !237
  %235 = srem i32 %234, %27, !dbg !238
  %236 = sext i32 %235 to i64, !dbg !239
  %237 = getelementptr inbounds double, double* %33, i64 %236, !dbg !239
  %238 = load double, double* %237, align 8, !dbg !239, !tbaa !52
  %239 = fadd double %232, %238, !dbg !240
  call void @llvm.dbg.value(metadata double %239, metadata !108, metadata !DIExpression()), !dbg !122
  %240 = fadd float %231, 1.250000e-01, !dbg !241
  call void @llvm.dbg.value(metadata float %240, metadata !113, metadata !DIExpression()), !dbg !230
  %241 = fcmp olt float %240, %226, !dbg !231
  br i1 %241, label %230, label %228, !dbg !233, !llvm.loop !242

242:                                              ; preds = %265, %228
  %243 = phi double [ %229, %228 ], [ %274, %265 ], !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !117, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double %243, metadata !108, metadata !DIExpression()), !dbg !122
  %244 = icmp sgt i32 %29, 0, !dbg !245
  br i1 %244, label %245, label %280, !dbg !246

245:                                              ; preds = %242
  %246 = fcmp ult double %28, 0.000000e+00
  %247 = icmp sgt i32 %27, 2
  %248 = add i32 %27, -1
  %249 = zext i32 %248 to i64
  %250 = getelementptr i8, i8* %34, i64 8, !dbg !246
  %251 = getelementptr i8, i8* %32, i64 8, !dbg !246
  %252 = shl nuw nsw i64 %249, 3, !dbg !246
  %253 = add nsw i64 %252, -8, !dbg !246
  %254 = getelementptr inbounds double, double* %35, i64 1
  %255 = add nsw i64 %249, -1, !dbg !246
  %256 = add nsw i64 %249, -2, !dbg !246
  %257 = icmp ult i64 %255, 4
  %258 = and i64 %255, -4
  %259 = or i64 %258, 1
  %260 = icmp eq i64 %255, %258
  %261 = and i64 %255, 7
  %262 = icmp ult i64 %256, 7
  %263 = and i64 %255, -8
  %264 = icmp eq i64 %261, 0
  br label %277, !dbg !246

265:                                              ; preds = %228, %265
  %266 = phi double [ %275, %265 ], [ %28, %228 ]
  %267 = phi double [ %274, %265 ], [ %229, %228 ]
  call void @llvm.dbg.value(metadata double %266, metadata !115, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double %267, metadata !108, metadata !DIExpression()), !dbg !122
  %268 = fmul double %266, 1.000000e+01, !dbg !247
  %269 = fptosi double %268 to i32, !dbg !249
  %270 = srem i32 %269, %27, !dbg !250
  %271 = sext i32 %270 to i64, !dbg !251
  %272 = getelementptr inbounds double, double* %35, i64 %271, !dbg !251
  %273 = load double, double* %272, align 8, !dbg !251, !tbaa !52
  %274 = fadd double %267, %273, !dbg !252
  call void @llvm.dbg.value(metadata double %274, metadata !108, metadata !DIExpression()), !dbg !122
  %275 = fadd double %266, -3.000000e-01, !dbg !253
  call void @llvm.dbg.value(metadata double %275, metadata !115, metadata !DIExpression()), !dbg !234
  %276 = fcmp ogt double %275, 0.000000e+00, !dbg !254
  br i1 %276, label %265, label %242, !dbg !235, !llvm.loop !255

277:                                              ; preds = %245, %398
  %278 = phi i32 [ 0, %245 ], [ %400, %398 ]
  %279 = phi double [ %243, %245 ], [ %399, %398 ]
  call void @llvm.dbg.value(metadata i32 %278, metadata !117, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !119, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double %279, metadata !108, metadata !DIExpression()), !dbg !122
  br i1 %246, label %398, label %283, !dbg !258

280:                                              ; preds = %398, %242
  %281 = phi double [ %243, %242 ], [ %399, %398 ], !dbg !259
  %282 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i64 noundef %222, double noundef %281), !dbg !260
  tail call void @free(i8* noundef %32) #9, !dbg !261
  tail call void @free(i8* noundef %34) #9, !dbg !262
  ret i32 0, !dbg !263

283:                                              ; preds = %277, %393
  %284 = phi double [ %396, %393 ], [ 0.000000e+00, %277 ]
  %285 = phi double [ %395, %393 ], [ %279, %277 ]
  call void @llvm.dbg.value(metadata double %284, metadata !119, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double %285, metadata !108, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double* %35, metadata !32, metadata !DIExpression()) #9, !dbg !264
  call void @llvm.dbg.value(metadata double* %33, metadata !37, metadata !DIExpression()) #9, !dbg !264
  call void @llvm.dbg.value(metadata i32 %8, metadata !38, metadata !DIExpression()) #9, !dbg !264
  call void @llvm.dbg.value(metadata double 1.000000e-01, metadata !39, metadata !DIExpression()) #9, !dbg !264
  call void @llvm.dbg.value(metadata i32 1, metadata !40, metadata !DIExpression()) #9, !dbg !267
  br i1 %247, label %286, label %393, !dbg !268

286:                                              ; preds = %283
  %287 = load double, double* %254, align 8, !dbg !269, !tbaa !52
  br i1 %257, label %323, label %288, !dbg !268

288:                                              ; preds = %286
  %289 = insertelement <2 x double> poison, double %287, i64 1, !dbg !268
  br label %290, !dbg !268

290:                                              ; preds = %290, %288
  %291 = phi i64 [ 0, %288 ], [ %319, %290 ]
  %292 = phi <2 x double> [ %289, %288 ], [ %306, %290 ]
  %293 = or i64 %291, 1
  %294 = getelementptr inbounds double, double* %35, i64 %291, !dbg !270
  %295 = bitcast double* %294 to <2 x double>*, !dbg !270
  %296 = load <2 x double>, <2 x double>* %295, align 8, !dbg !270, !tbaa !52
  %297 = getelementptr inbounds double, double* %294, i64 2, !dbg !270
  %298 = bitcast double* %297 to <2 x double>*, !dbg !270
  %299 = load <2 x double>, <2 x double>* %298, align 8, !dbg !270, !tbaa !52
  %300 = or i64 %291, 2, !dbg !271
  %301 = getelementptr inbounds double, double* %35, i64 %300, !dbg !272
  %302 = bitcast double* %301 to <2 x double>*, !dbg !272
  %303 = load <2 x double>, <2 x double>* %302, align 8, !dbg !272, !tbaa !52
  %304 = getelementptr inbounds double, double* %301, i64 2, !dbg !272
  %305 = bitcast double* %304 to <2 x double>*, !dbg !272
  %306 = load <2 x double>, <2 x double>* %305, align 8, !dbg !272, !tbaa !52
  %307 = shufflevector <2 x double> %292, <2 x double> %303, <2 x i32> <i32 1, i32 2>
  %308 = shufflevector <2 x double> %303, <2 x double> %306, <2 x i32> <i32 1, i32 2>
  %309 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %307, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %296), !dbg !273
  %310 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %308, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %299), !dbg !273
  %311 = fadd <2 x double> %309, %303, !dbg !274
  %312 = fadd <2 x double> %310, %306, !dbg !274
  %313 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %311, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %307), !dbg !275
  %314 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %312, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %308), !dbg !275
  %315 = getelementptr inbounds double, double* %33, i64 %293, !dbg !276
  %316 = bitcast double* %315 to <2 x double>*, !dbg !277
  store <2 x double> %313, <2 x double>* %316, align 8, !dbg !277, !tbaa !52
  %317 = getelementptr inbounds double, double* %315, i64 2, !dbg !277
  %318 = bitcast double* %317 to <2 x double>*, !dbg !277
  store <2 x double> %314, <2 x double>* %318, align 8, !dbg !277, !tbaa !52
  %319 = add nuw i64 %291, 4
  %320 = icmp eq i64 %319, %258
  br i1 %320, label %321, label %290, !llvm.loop !278

321:                                              ; preds = %290
  %322 = extractelement <2 x double> %306, i64 1, !dbg !268
  br i1 %260, label %340, label %323, !dbg !268

323:                                              ; preds = %286, %321
  %324 = phi double [ %322, %321 ], [ %287, %286 ]
  %325 = phi i64 [ %259, %321 ], [ 1, %286 ]
  br label %326, !dbg !268

326:                                              ; preds = %323, %326
  %327 = phi double [ %335, %326 ], [ %324, %323 ], !dbg !269
  %328 = phi i64 [ %333, %326 ], [ %325, %323 ]
  call void @llvm.dbg.value(metadata i64 %328, metadata !40, metadata !DIExpression()) #9, !dbg !267
  %329 = add nsw i64 %328, -1, !dbg !280
  %330 = getelementptr inbounds double, double* %35, i64 %329, !dbg !270
  %331 = load double, double* %330, align 8, !dbg !270, !tbaa !52
  %332 = tail call double @llvm.fmuladd.f64(double %327, double -2.000000e+00, double %331) #9, !dbg !273
  %333 = add nuw nsw i64 %328, 1, !dbg !271
  %334 = getelementptr inbounds double, double* %35, i64 %333, !dbg !272
  %335 = load double, double* %334, align 8, !dbg !272, !tbaa !52
  %336 = fadd double %332, %335, !dbg !274
  %337 = tail call double @llvm.fmuladd.f64(double %336, double 1.000000e-01, double %327) #9, !dbg !275
  %338 = getelementptr inbounds double, double* %33, i64 %328, !dbg !276
  store double %337, double* %338, align 8, !dbg !277, !tbaa !52
  call void @llvm.dbg.value(metadata i64 %333, metadata !40, metadata !DIExpression()) #9, !dbg !267
  %339 = icmp eq i64 %333, %249, !dbg !281
  br i1 %339, label %340, label %326, !dbg !268, !llvm.loop !282

340:                                              ; preds = %326, %321
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %250, i8* align 8 %251, i64 %253, i1 false), !dbg !283, !tbaa !52
  br i1 %262, label %379, label %341, !dbg !284

341:                                              ; preds = %340, %341
  %342 = phi i64 [ %376, %341 ], [ 1, %340 ]
  %343 = phi double [ %375, %341 ], [ 0.000000e+00, %340 ]
  %344 = phi i64 [ %377, %341 ], [ 0, %340 ]
  call void @llvm.dbg.value(metadata i64 %342, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata double %343, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %345 = getelementptr inbounds double, double* %33, i64 %342, !dbg !286
  %346 = load double, double* %345, align 8, !dbg !286, !tbaa !52
  %347 = fadd double %343, %346, !dbg !287
  call void @llvm.dbg.value(metadata double %347, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %348 = add nuw nsw i64 %342, 1, !dbg !288
  call void @llvm.dbg.value(metadata i64 %348, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata i64 %348, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata double %347, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %349 = getelementptr inbounds double, double* %33, i64 %348, !dbg !286
  %350 = load double, double* %349, align 8, !dbg !286, !tbaa !52
  %351 = fadd double %347, %350, !dbg !287
  call void @llvm.dbg.value(metadata double %351, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %352 = add nuw nsw i64 %342, 2, !dbg !288
  call void @llvm.dbg.value(metadata i64 %352, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata i64 %352, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata double %351, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %353 = getelementptr inbounds double, double* %33, i64 %352, !dbg !286
  %354 = load double, double* %353, align 8, !dbg !286, !tbaa !52
  %355 = fadd double %351, %354, !dbg !287
  call void @llvm.dbg.value(metadata double %355, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %356 = add nuw nsw i64 %342, 3, !dbg !288
  call void @llvm.dbg.value(metadata i64 %356, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata i64 %356, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata double %355, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %357 = getelementptr inbounds double, double* %33, i64 %356, !dbg !286
  %358 = load double, double* %357, align 8, !dbg !286, !tbaa !52
  %359 = fadd double %355, %358, !dbg !287
  call void @llvm.dbg.value(metadata double %359, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %360 = add nuw nsw i64 %342, 4, !dbg !288
  call void @llvm.dbg.value(metadata i64 %360, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata i64 %360, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata double %359, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %361 = getelementptr inbounds double, double* %33, i64 %360, !dbg !286
  %362 = load double, double* %361, align 8, !dbg !286, !tbaa !52
  %363 = fadd double %359, %362, !dbg !287
  call void @llvm.dbg.value(metadata double %363, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %364 = add nuw nsw i64 %342, 5, !dbg !288
  call void @llvm.dbg.value(metadata i64 %364, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata i64 %364, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata double %363, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %365 = getelementptr inbounds double, double* %33, i64 %364, !dbg !286
  %366 = load double, double* %365, align 8, !dbg !286, !tbaa !52
  %367 = fadd double %363, %366, !dbg !287
  call void @llvm.dbg.value(metadata double %367, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %368 = add nuw nsw i64 %342, 6, !dbg !288
  call void @llvm.dbg.value(metadata i64 %368, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata i64 %368, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata double %367, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %369 = getelementptr inbounds double, double* %33, i64 %368, !dbg !286
  %370 = load double, double* %369, align 8, !dbg !286, !tbaa !52
  %371 = fadd double %367, %370, !dbg !287
  call void @llvm.dbg.value(metadata double %371, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %372 = add nuw nsw i64 %342, 7, !dbg !288
  call void @llvm.dbg.value(metadata i64 %372, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata i64 %372, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata double %371, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %373 = getelementptr inbounds double, double* %33, i64 %372, !dbg !286
  %374 = load double, double* %373, align 8, !dbg !286, !tbaa !52
  %375 = fadd double %371, %374, !dbg !287
  call void @llvm.dbg.value(metadata double %375, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %376 = add nuw nsw i64 %342, 8, !dbg !288
  call void @llvm.dbg.value(metadata i64 %376, metadata !43, metadata !DIExpression()) #9, !dbg !285
  %377 = add i64 %344, 8, !dbg !284
  %378 = icmp eq i64 %377, %263, !dbg !284
  br i1 %378, label %379, label %341, !dbg !284, !llvm.loop !289

379:                                              ; preds = %341, %340
  %380 = phi double [ undef, %340 ], [ %375, %341 ]
  %381 = phi i64 [ 1, %340 ], [ %376, %341 ]
  %382 = phi double [ 0.000000e+00, %340 ], [ %375, %341 ]
  br i1 %264, label %393, label %383, !dbg !284

383:                                              ; preds = %379, %383
  %384 = phi i64 [ %390, %383 ], [ %381, %379 ]
  %385 = phi double [ %389, %383 ], [ %382, %379 ]
  %386 = phi i64 [ %391, %383 ], [ 0, %379 ]
  call void @llvm.dbg.value(metadata i64 %384, metadata !43, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata double %385, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %387 = getelementptr inbounds double, double* %33, i64 %384, !dbg !286
  %388 = load double, double* %387, align 8, !dbg !286, !tbaa !52
  %389 = fadd double %385, %388, !dbg !287
  call void @llvm.dbg.value(metadata double %389, metadata !42, metadata !DIExpression()) #9, !dbg !264
  %390 = add nuw nsw i64 %384, 1, !dbg !288
  call void @llvm.dbg.value(metadata i64 %390, metadata !43, metadata !DIExpression()) #9, !dbg !285
  %391 = add i64 %386, 1, !dbg !284
  %392 = icmp eq i64 %391, %261, !dbg !284
  br i1 %392, label %393, label %383, !dbg !284, !llvm.loop !291

393:                                              ; preds = %379, %383, %283
  %394 = phi double [ 0.000000e+00, %283 ], [ %380, %379 ], [ %389, %383 ], !dbg !264
  %395 = fadd double %285, %394, !dbg !292
  call void @llvm.dbg.value(metadata double %395, metadata !108, metadata !DIExpression()), !dbg !122
  %396 = tail call double @llvm.fmuladd.f64(double %26, double 2.000000e+00, double %284), !dbg !293
  call void @llvm.dbg.value(metadata double %396, metadata !119, metadata !DIExpression()), !dbg !257
  %397 = fcmp ugt double %396, %28, !dbg !294
  br i1 %397, label %398, label %283, !dbg !258, !llvm.loop !295

398:                                              ; preds = %393, %277
  %399 = phi double [ %279, %277 ], [ %395, %393 ], !dbg !122
  %400 = add nuw nsw i32 %278, 1, !dbg !297
  call void @llvm.dbg.value(metadata i32 %400, metadata !117, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata double %399, metadata !108, metadata !DIExpression()), !dbg !122
  %401 = icmp eq i32 %400, %29, !dbg !245
  br i1 %401, label %280, label %277, !dbg !246, !llvm.loop !298
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(i8* noundef readonly, i8** nocapture noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "float_steps.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "4977085f0eec0d570ef4e926720cf05e")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
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
!16 = distinct !DISubprogram(name: "simulate", scope: !1, file: !1, line: 21, type: !17, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !20, !20, !4, !19, !19}
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!21 = !{!22, !23, !24, !25, !26, !27, !28}
!22 = !DILocalVariable(name: "u", arg: 1, scope: !16, file: !1, line: 21, type: !20)
!23 = !DILocalVariable(name: "v", arg: 2, scope: !16, file: !1, line: 21, type: !20)
!24 = !DILocalVariable(name: "n", arg: 3, scope: !16, file: !1, line: 21, type: !4)
!25 = !DILocalVariable(name: "tend", arg: 4, scope: !16, file: !1, line: 21, type: !19)
!26 = !DILocalVariable(name: "dt", arg: 5, scope: !16, file: !1, line: 21, type: !19)
!27 = !DILocalVariable(name: "t", scope: !16, file: !1, line: 23, type: !19)
!28 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 23, type: !19)
!29 = !DILocation(line: 0, scope: !16)
!30 = !DILocation(line: 24, column: 12, scope: !16)
!31 = !DILocation(line: 24, column: 3, scope: !16)
!32 = !DILocalVariable(name: "u", arg: 1, scope: !33, file: !1, line: 9, type: !20)
!33 = distinct !DISubprogram(name: "heat_step", scope: !1, file: !1, line: 9, type: !34, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!19, !20, !20, !4, !19}
!36 = !{!32, !37, !38, !39, !40, !42, !43}
!37 = !DILocalVariable(name: "v", arg: 2, scope: !33, file: !1, line: 9, type: !20)
!38 = !DILocalVariable(name: "n", arg: 3, scope: !33, file: !1, line: 9, type: !4)
!39 = !DILocalVariable(name: "r", arg: 4, scope: !33, file: !1, line: 9, type: !19)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 11, type: !4)
!41 = distinct !DILexicalBlock(scope: !33, file: !1, line: 11, column: 3)
!42 = !DILocalVariable(name: "s", scope: !33, file: !1, line: 13, type: !19)
!43 = !DILocalVariable(name: "i", scope: !44, file: !1, line: 14, type: !4)
!44 = distinct !DILexicalBlock(scope: !33, file: !1, line: 14, column: 3)
!45 = !DILocation(line: 0, scope: !33, inlinedAt: !46)
!46 = distinct !DILocation(line: 25, column: 10, scope: !47)
!47 = distinct !DILexicalBlock(scope: !16, file: !1, line: 24, column: 20)
!48 = !DILocation(line: 0, scope: !41, inlinedAt: !46)
!49 = !DILocation(line: 11, column: 3, scope: !41, inlinedAt: !46)
!50 = !DILocation(line: 12, column: 12, scope: !51, inlinedAt: !46)
!51 = distinct !DILexicalBlock(scope: !41, file: !1, line: 11, column: 3)
!52 = !{!53, !53, i64 0}
!53 = !{!"double", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !{!57}
!57 = distinct !{!57, !58}
!58 = distinct !{!58, !"LVerDomain"}
!59 = !DILocation(line: 12, column: 24, scope: !51, inlinedAt: !46)
!60 = !DILocation(line: 12, column: 33, scope: !51, inlinedAt: !46)
!61 = !DILocation(line: 12, column: 52, scope: !51, inlinedAt: !46)
!62 = !DILocation(line: 12, column: 48, scope: !51, inlinedAt: !46)
!63 = !DILocation(line: 12, column: 46, scope: !51, inlinedAt: !46)
!64 = !DILocation(line: 12, column: 17, scope: !51, inlinedAt: !46)
!65 = !DILocation(line: 12, column: 5, scope: !51, inlinedAt: !46)
!66 = !DILocation(line: 12, column: 10, scope: !51, inlinedAt: !46)
!67 = !{!68}
!68 = distinct !{!68, !58}
!69 = distinct !{!69, !49, !70, !71, !72}
!70 = !DILocation(line: 12, column: 56, scope: !41, inlinedAt: !46)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !{!"llvm.loop.isvectorized", i32 1}
!73 = !DILocation(line: 12, column: 28, scope: !51, inlinedAt: !46)
!74 = !DILocation(line: 11, column: 21, scope: !51, inlinedAt: !46)
!75 = distinct !{!75, !49, !70, !71, !72}
!76 = !DILocation(line: 14, column: 3, scope: !44, inlinedAt: !46)
!77 = !DILocation(line: 0, scope: !44, inlinedAt: !46)
!78 = !DILocation(line: 15, column: 12, scope: !79, inlinedAt: !46)
!79 = distinct !DILexicalBlock(scope: !80, file: !1, line: 14, column: 35)
!80 = distinct !DILexicalBlock(scope: !44, file: !1, line: 14, column: 3)
!81 = !DILocation(line: 15, column: 5, scope: !79, inlinedAt: !46)
!82 = !DILocation(line: 15, column: 10, scope: !79, inlinedAt: !46)
!83 = !DILocation(line: 16, column: 7, scope: !79, inlinedAt: !46)
!84 = !DILocation(line: 14, column: 31, scope: !80, inlinedAt: !46)
!85 = distinct !{!85, !76, !86, !71}
!86 = !DILocation(line: 17, column: 3, scope: !44, inlinedAt: !46)
!87 = distinct !{!87, !88}
!88 = !{!"llvm.loop.unroll.disable"}
!89 = !DILocation(line: 25, column: 7, scope: !47)
!90 = !DILocation(line: 26, column: 7, scope: !47)
!91 = distinct !{!91, !31, !92, !71}
!92 = !DILocation(line: 27, column: 3, scope: !16)
!93 = !DILocation(line: 28, column: 3, scope: !16)
!94 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !95, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!4, !4, !5}
!97 = !{!98, !99, !100, !101, !102, !103, !104, !105, !106, !108, !109, !110, !112, !113, !115, !117, !119}
!98 = !DILocalVariable(name: "argc", arg: 1, scope: !94, file: !1, line: 31, type: !4)
!99 = !DILocalVariable(name: "argv", arg: 2, scope: !94, file: !1, line: 31, type: !5)
!100 = !DILocalVariable(name: "n", scope: !94, file: !1, line: 33, type: !4)
!101 = !DILocalVariable(name: "tend", scope: !94, file: !1, line: 34, type: !19)
!102 = !DILocalVariable(name: "dt", scope: !94, file: !1, line: 35, type: !19)
!103 = !DILocalVariable(name: "reps", scope: !94, file: !1, line: 36, type: !4)
!104 = !DILocalVariable(name: "u", scope: !94, file: !1, line: 37, type: !20)
!105 = !DILocalVariable(name: "v", scope: !94, file: !1, line: 38, type: !20)
!106 = !DILocalVariable(name: "i", scope: !107, file: !1, line: 39, type: !4)
!107 = distinct !DILexicalBlock(scope: !94, file: !1, line: 39, column: 3)
!108 = !DILocalVariable(name: "s", scope: !94, file: !1, line: 42, type: !19)
!109 = !DILocalVariable(name: "t", scope: !94, file: !1, line: 45, type: !19)
!110 = !DILocalVariable(name: "k", scope: !94, file: !1, line: 46, type: !111)
!111 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!112 = !DILocalVariable(name: "lim", scope: !94, file: !1, line: 54, type: !3)
!113 = !DILocalVariable(name: "x", scope: !114, file: !1, line: 55, type: !3)
!114 = distinct !DILexicalBlock(scope: !94, file: !1, line: 55, column: 3)
!115 = !DILocalVariable(name: "y", scope: !116, file: !1, line: 59, type: !19)
!116 = distinct !DILexicalBlock(scope: !94, file: !1, line: 59, column: 3)
!117 = !DILocalVariable(name: "r", scope: !118, file: !1, line: 63, type: !4)
!118 = distinct !DILexicalBlock(scope: !94, file: !1, line: 63, column: 3)
!119 = !DILocalVariable(name: "tt", scope: !120, file: !1, line: 64, type: !19)
!120 = distinct !DILexicalBlock(scope: !121, file: !1, line: 63, column: 34)
!121 = distinct !DILexicalBlock(scope: !118, file: !1, line: 63, column: 3)
!122 = !DILocation(line: 0, scope: !94)
!123 = !DILocation(line: 33, column: 16, scope: !94)
!124 = !DILocation(line: 33, column: 11, scope: !94)
!125 = !DILocation(line: 33, column: 27, scope: !94)
!126 = !{!127, !127, i64 0}
!127 = !{!"any pointer", !54, i64 0}
!128 = !DILocalVariable(name: "__nptr", arg: 1, scope: !129, file: !130, line: 362, type: !133)
!129 = distinct !DISubprogram(name: "atoi", scope: !130, file: !130, line: 362, type: !131, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !135)
!130 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!131 = !DISubroutineType(types: !132)
!132 = !{!4, !133}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!135 = !{!128}
!136 = !DILocation(line: 0, scope: !129, inlinedAt: !137)
!137 = distinct !DILocation(line: 33, column: 22, scope: !94)
!138 = !DILocation(line: 364, column: 16, scope: !129, inlinedAt: !137)
!139 = !DILocation(line: 364, column: 10, scope: !129, inlinedAt: !137)
!140 = !DILocation(line: 34, column: 22, scope: !94)
!141 = !DILocation(line: 34, column: 17, scope: !94)
!142 = !DILocation(line: 34, column: 33, scope: !94)
!143 = !DILocalVariable(name: "__nptr", arg: 1, scope: !144, file: !145, line: 25, type: !133)
!144 = distinct !DISubprogram(name: "atof", scope: !145, file: !145, line: 25, type: !146, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !148)
!145 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!146 = !DISubroutineType(types: !147)
!147 = !{!19, !133}
!148 = !{!143}
!149 = !DILocation(line: 0, scope: !144, inlinedAt: !150)
!150 = distinct !DILocation(line: 34, column: 28, scope: !94)
!151 = !DILocation(line: 27, column: 10, scope: !144, inlinedAt: !150)
!152 = !DILocation(line: 35, column: 20, scope: !94)
!153 = !DILocation(line: 35, column: 15, scope: !94)
!154 = !DILocation(line: 35, column: 33, scope: !94)
!155 = !DILocation(line: 35, column: 26, scope: !94)
!156 = !DILocation(line: 36, column: 19, scope: !94)
!157 = !DILocation(line: 36, column: 14, scope: !94)
!158 = !DILocation(line: 36, column: 30, scope: !94)
!159 = !DILocation(line: 0, scope: !129, inlinedAt: !160)
!160 = distinct !DILocation(line: 36, column: 25, scope: !94)
!161 = !DILocation(line: 364, column: 16, scope: !129, inlinedAt: !160)
!162 = !DILocation(line: 364, column: 10, scope: !129, inlinedAt: !160)
!163 = !DILocation(line: 37, column: 22, scope: !94)
!164 = !DILocation(line: 37, column: 24, scope: !94)
!165 = !DILocation(line: 37, column: 15, scope: !94)
!166 = !DILocation(line: 38, column: 15, scope: !94)
!167 = !DILocation(line: 0, scope: !107)
!168 = !DILocation(line: 39, column: 21, scope: !169)
!169 = distinct !DILexicalBlock(scope: !107, file: !1, line: 39, column: 3)
!170 = !DILocation(line: 39, column: 3, scope: !107)
!171 = !DILocation(line: 39, column: 27, scope: !169)
!172 = !DILocation(line: 40, column: 22, scope: !169)
!173 = !DILocation(line: 40, column: 19, scope: !169)
!174 = !DILocation(line: 40, column: 27, scope: !169)
!175 = !DILocation(line: 40, column: 17, scope: !169)
!176 = !DILocation(line: 40, column: 10, scope: !169)
!177 = distinct !{!177, !170, !178, !71, !72}
!178 = !DILocation(line: 40, column: 29, scope: !107)
!179 = !DILocation(line: 0, scope: !16, inlinedAt: !180)
!180 = distinct !DILocation(line: 42, column: 14, scope: !94)
!181 = !DILocation(line: 24, column: 12, scope: !16, inlinedAt: !180)
!182 = !DILocation(line: 24, column: 3, scope: !16, inlinedAt: !180)
!183 = !DILocation(line: 0, scope: !33, inlinedAt: !184)
!184 = distinct !DILocation(line: 25, column: 10, scope: !47, inlinedAt: !180)
!185 = !DILocation(line: 0, scope: !41, inlinedAt: !184)
!186 = !DILocation(line: 11, column: 3, scope: !41, inlinedAt: !184)
!187 = !DILocation(line: 12, column: 12, scope: !51, inlinedAt: !184)
!188 = !DILocation(line: 12, column: 24, scope: !51, inlinedAt: !184)
!189 = !DILocation(line: 12, column: 52, scope: !51, inlinedAt: !184)
!190 = !DILocation(line: 12, column: 48, scope: !51, inlinedAt: !184)
!191 = !DILocation(line: 12, column: 33, scope: !51, inlinedAt: !184)
!192 = !DILocation(line: 12, column: 46, scope: !51, inlinedAt: !184)
!193 = !DILocation(line: 12, column: 17, scope: !51, inlinedAt: !184)
!194 = !DILocation(line: 12, column: 5, scope: !51, inlinedAt: !184)
!195 = !DILocation(line: 12, column: 10, scope: !51, inlinedAt: !184)
!196 = distinct !{!196, !186, !197, !71, !72}
!197 = !DILocation(line: 12, column: 56, scope: !41, inlinedAt: !184)
!198 = !DILocation(line: 12, column: 28, scope: !51, inlinedAt: !184)
!199 = !DILocation(line: 11, column: 21, scope: !51, inlinedAt: !184)
!200 = distinct !{!200, !186, !197, !71, !201, !72}
!201 = !{!"llvm.loop.unroll.runtime.disable"}
!202 = !DILocation(line: 15, column: 10, scope: !79, inlinedAt: !184)
!203 = !DILocation(line: 14, column: 3, scope: !44, inlinedAt: !184)
!204 = !DILocation(line: 0, scope: !44, inlinedAt: !184)
!205 = !DILocation(line: 15, column: 12, scope: !79, inlinedAt: !184)
!206 = !DILocation(line: 16, column: 7, scope: !79, inlinedAt: !184)
!207 = !DILocation(line: 14, column: 31, scope: !80, inlinedAt: !184)
!208 = distinct !{!208, !203, !209, !71}
!209 = !DILocation(line: 17, column: 3, scope: !44, inlinedAt: !184)
!210 = distinct !{!210, !88}
!211 = !DILocation(line: 25, column: 7, scope: !47, inlinedAt: !180)
!212 = !DILocation(line: 26, column: 7, scope: !47, inlinedAt: !180)
!213 = distinct !{!213, !182, !214, !71}
!214 = !DILocation(line: 27, column: 3, scope: !16, inlinedAt: !180)
!215 = !DILocation(line: 47, column: 3, scope: !94)
!216 = !DILocation(line: 40, column: 12, scope: !169)
!217 = !DILocation(line: 40, column: 5, scope: !169)
!218 = distinct !{!218, !170, !178, !71, !201, !72}
!219 = !DILocation(line: 48, column: 9, scope: !220)
!220 = distinct !DILexicalBlock(scope: !94, file: !1, line: 47, column: 6)
!221 = !DILocation(line: 48, column: 5, scope: !220)
!222 = !DILocation(line: 48, column: 14, scope: !220)
!223 = !DILocation(line: 49, column: 6, scope: !220)
!224 = !DILocation(line: 50, column: 7, scope: !220)
!225 = !DILocation(line: 51, column: 14, scope: !94)
!226 = !DILocation(line: 51, column: 3, scope: !220)
!227 = distinct !{!227, !215, !228, !71}
!228 = !DILocation(line: 51, column: 20, scope: !94)
!229 = !DILocation(line: 54, column: 15, scope: !94)
!230 = !DILocation(line: 0, scope: !114)
!231 = !DILocation(line: 55, column: 26, scope: !232)
!232 = distinct !DILexicalBlock(scope: !114, file: !1, line: 55, column: 3)
!233 = !DILocation(line: 55, column: 3, scope: !114)
!234 = !DILocation(line: 0, scope: !116)
!235 = !DILocation(line: 59, column: 3, scope: !116)
!236 = !DILocation(line: 56, column: 20, scope: !232)
!237 = !DILocation(line: 56, column: 12, scope: !232)
!238 = !DILocation(line: 56, column: 28, scope: !232)
!239 = !DILocation(line: 56, column: 10, scope: !232)
!240 = !DILocation(line: 56, column: 7, scope: !232)
!241 = !DILocation(line: 55, column: 35, scope: !232)
!242 = distinct !{!242, !233, !243, !71}
!243 = !DILocation(line: 56, column: 31, scope: !114)
!244 = !DILocation(line: 0, scope: !118)
!245 = !DILocation(line: 63, column: 21, scope: !121)
!246 = !DILocation(line: 63, column: 3, scope: !118)
!247 = !DILocation(line: 60, column: 20, scope: !248)
!248 = distinct !DILexicalBlock(scope: !116, file: !1, line: 59, column: 3)
!249 = !DILocation(line: 60, column: 12, scope: !248)
!250 = !DILocation(line: 60, column: 28, scope: !248)
!251 = !DILocation(line: 60, column: 10, scope: !248)
!252 = !DILocation(line: 60, column: 7, scope: !248)
!253 = !DILocation(line: 59, column: 36, scope: !248)
!254 = !DILocation(line: 59, column: 27, scope: !248)
!255 = distinct !{!255, !235, !256, !71}
!256 = !DILocation(line: 60, column: 31, scope: !116)
!257 = !DILocation(line: 0, scope: !120)
!258 = !DILocation(line: 65, column: 5, scope: !120)
!259 = !DILocation(line: 42, column: 10, scope: !94)
!260 = !DILocation(line: 70, column: 3, scope: !94)
!261 = !DILocation(line: 71, column: 3, scope: !94)
!262 = !DILocation(line: 72, column: 3, scope: !94)
!263 = !DILocation(line: 73, column: 3, scope: !94)
!264 = !DILocation(line: 0, scope: !33, inlinedAt: !265)
!265 = distinct !DILocation(line: 66, column: 12, scope: !266)
!266 = distinct !DILexicalBlock(scope: !120, file: !1, line: 65, column: 24)
!267 = !DILocation(line: 0, scope: !41, inlinedAt: !265)
!268 = !DILocation(line: 11, column: 3, scope: !41, inlinedAt: !265)
!269 = !DILocation(line: 12, column: 12, scope: !51, inlinedAt: !265)
!270 = !DILocation(line: 12, column: 24, scope: !51, inlinedAt: !265)
!271 = !DILocation(line: 12, column: 52, scope: !51, inlinedAt: !265)
!272 = !DILocation(line: 12, column: 48, scope: !51, inlinedAt: !265)
!273 = !DILocation(line: 12, column: 33, scope: !51, inlinedAt: !265)
!274 = !DILocation(line: 12, column: 46, scope: !51, inlinedAt: !265)
!275 = !DILocation(line: 12, column: 17, scope: !51, inlinedAt: !265)
!276 = !DILocation(line: 12, column: 5, scope: !51, inlinedAt: !265)
!277 = !DILocation(line: 12, column: 10, scope: !51, inlinedAt: !265)
!278 = distinct !{!278, !268, !279, !71, !72}
!279 = !DILocation(line: 12, column: 56, scope: !41, inlinedAt: !265)
!280 = !DILocation(line: 12, column: 28, scope: !51, inlinedAt: !265)
!281 = !DILocation(line: 11, column: 21, scope: !51, inlinedAt: !265)
!282 = distinct !{!282, !268, !279, !71, !201, !72}
!283 = !DILocation(line: 15, column: 10, scope: !79, inlinedAt: !265)
!284 = !DILocation(line: 14, column: 3, scope: !44, inlinedAt: !265)
!285 = !DILocation(line: 0, scope: !44, inlinedAt: !265)
!286 = !DILocation(line: 15, column: 12, scope: !79, inlinedAt: !265)
!287 = !DILocation(line: 16, column: 7, scope: !79, inlinedAt: !265)
!288 = !DILocation(line: 14, column: 31, scope: !80, inlinedAt: !265)
!289 = distinct !{!289, !284, !290, !71}
!290 = !DILocation(line: 17, column: 3, scope: !44, inlinedAt: !265)
!291 = distinct !{!291, !88}
!292 = !DILocation(line: 66, column: 9, scope: !266)
!293 = !DILocation(line: 67, column: 10, scope: !266)
!294 = !DILocation(line: 65, column: 15, scope: !120)
!295 = distinct !{!295, !258, !296, !71}
!296 = !DILocation(line: 68, column: 5, scope: !120)
!297 = !DILocation(line: 63, column: 30, scope: !121)
!298 = distinct !{!298, !246, !299, !71}
!299 = !DILocation(line: 69, column: 3, scope: !118)
