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
  br i1 %4, label %5, label %14, !dbg !45

5:                                                ; preds = %2, %114
  %6 = phi i64 [ %120, %114 ], [ 0, %2 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !28, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !46
  %7 = add nsw i64 %6, -1, !dbg !47
  %8 = icmp eq i64 %6, 0, !dbg !47
  %9 = mul nuw nsw i64 %6, %3
  %10 = getelementptr inbounds double, double* %1, i64 %9
  br i1 %8, label %11, label %24, !dbg !48

11:                                               ; preds = %5
  %12 = getelementptr inbounds double, double* %10, i64 %6, !dbg !49
  %13 = load double, double* %12, align 8, !dbg !49, !tbaa !50
  call void @llvm.dbg.value(metadata double %18, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !55
  br label %114, !dbg !56

14:                                               ; preds = %114, %2
  ret void, !dbg !57

15:                                               ; preds = %55
  %16 = getelementptr inbounds double, double* %1, i64 %9, !dbg !49
  %17 = getelementptr inbounds double, double* %16, i64 %6, !dbg !49
  %18 = load double, double* %17, align 8, !dbg !49, !tbaa !50
  call void @llvm.dbg.value(metadata double %18, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !55
  br i1 %8, label %114, label %19, !dbg !56

19:                                               ; preds = %15
  %20 = and i64 %6, 3, !dbg !56
  %21 = icmp ult i64 %7, 3, !dbg !56
  br i1 %21, label %98, label %22, !dbg !56

22:                                               ; preds = %19
  %23 = and i64 %6, 9223372036854775804, !dbg !56
  br label %122, !dbg !56

24:                                               ; preds = %5, %55
  %25 = phi i64 [ %62, %55 ], [ 0, %5 ]
  call void @llvm.dbg.value(metadata i64 %25, metadata !30, metadata !DIExpression()), !dbg !46
  %26 = getelementptr inbounds double, double* %10, i64 %25, !dbg !58
  %27 = load double, double* %26, align 8, !dbg !58, !tbaa !50
  call void @llvm.dbg.value(metadata double %27, metadata !34, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !60
  %28 = icmp eq i64 %25, 0, !dbg !61
  br i1 %28, label %55, label %29, !dbg !63

29:                                               ; preds = %24
  %30 = add nsw i64 %25, -1, !dbg !58
  %31 = mul nuw nsw i64 %25, %3
  %32 = getelementptr inbounds double, double* %1, i64 %31
  %33 = and i64 %25, 3, !dbg !63
  %34 = icmp ult i64 %30, 3, !dbg !63
  br i1 %34, label %37, label %35, !dbg !63

35:                                               ; preds = %29
  %36 = and i64 %25, 9223372036854775804, !dbg !63
  br label %64, !dbg !63

37:                                               ; preds = %64, %29
  %38 = phi double [ undef, %29 ], [ %94, %64 ]
  %39 = phi i64 [ 0, %29 ], [ %95, %64 ]
  %40 = phi double [ %27, %29 ], [ %94, %64 ]
  %41 = icmp eq i64 %33, 0, !dbg !63
  br i1 %41, label %55, label %42, !dbg !63

42:                                               ; preds = %37, %42
  %43 = phi i64 [ %52, %42 ], [ %39, %37 ]
  %44 = phi double [ %51, %42 ], [ %40, %37 ]
  %45 = phi i64 [ %53, %42 ], [ 0, %37 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !37, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata double %44, metadata !34, metadata !DIExpression()), !dbg !59
  %46 = getelementptr inbounds double, double* %10, i64 %43, !dbg !64
  %47 = load double, double* %46, align 8, !dbg !64, !tbaa !50
  %48 = getelementptr inbounds double, double* %32, i64 %43, !dbg !65
  %49 = load double, double* %48, align 8, !dbg !65, !tbaa !50
  %50 = fneg double %47, !dbg !66
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %49, double %44), !dbg !66
  call void @llvm.dbg.value(metadata double %51, metadata !34, metadata !DIExpression()), !dbg !59
  %52 = add nuw nsw i64 %43, 1, !dbg !67
  call void @llvm.dbg.value(metadata i64 %52, metadata !37, metadata !DIExpression()), !dbg !60
  %53 = add i64 %45, 1, !dbg !63
  %54 = icmp eq i64 %53, %33, !dbg !63
  br i1 %54, label %55, label %42, !dbg !63, !llvm.loop !68

55:                                               ; preds = %37, %42, %24
  %56 = phi i64 [ 0, %24 ], [ %31, %42 ], [ %31, %37 ], !dbg !70
  %57 = phi double [ %27, %24 ], [ %38, %37 ], [ %51, %42 ], !dbg !59
  %58 = getelementptr inbounds double, double* %1, i64 %56, !dbg !70
  %59 = getelementptr inbounds double, double* %58, i64 %25, !dbg !70
  %60 = load double, double* %59, align 8, !dbg !70, !tbaa !50
  %61 = fdiv double %57, %60, !dbg !71
  store double %61, double* %26, align 8, !dbg !72, !tbaa !50
  %62 = add nuw nsw i64 %25, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %62, metadata !30, metadata !DIExpression()), !dbg !46
  %63 = icmp eq i64 %62, %6, !dbg !47
  br i1 %63, label %15, label %24, !dbg !48, !llvm.loop !74

64:                                               ; preds = %64, %35
  %65 = phi i64 [ 0, %35 ], [ %95, %64 ]
  %66 = phi double [ %27, %35 ], [ %94, %64 ]
  %67 = phi i64 [ 0, %35 ], [ %96, %64 ]
  call void @llvm.dbg.value(metadata i64 %65, metadata !37, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata double %66, metadata !34, metadata !DIExpression()), !dbg !59
  %68 = getelementptr inbounds double, double* %10, i64 %65, !dbg !64
  %69 = load double, double* %68, align 8, !dbg !64, !tbaa !50
  %70 = getelementptr inbounds double, double* %32, i64 %65, !dbg !65
  %71 = load double, double* %70, align 8, !dbg !65, !tbaa !50
  %72 = fneg double %69, !dbg !66
  %73 = tail call double @llvm.fmuladd.f64(double %72, double %71, double %66), !dbg !66
  call void @llvm.dbg.value(metadata double %73, metadata !34, metadata !DIExpression()), !dbg !59
  %74 = or i64 %65, 1, !dbg !67
  call void @llvm.dbg.value(metadata i64 %74, metadata !37, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 %74, metadata !37, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata double %73, metadata !34, metadata !DIExpression()), !dbg !59
  %75 = getelementptr inbounds double, double* %10, i64 %74, !dbg !64
  %76 = load double, double* %75, align 8, !dbg !64, !tbaa !50
  %77 = getelementptr inbounds double, double* %32, i64 %74, !dbg !65
  %78 = load double, double* %77, align 8, !dbg !65, !tbaa !50
  %79 = fneg double %76, !dbg !66
  %80 = tail call double @llvm.fmuladd.f64(double %79, double %78, double %73), !dbg !66
  call void @llvm.dbg.value(metadata double %80, metadata !34, metadata !DIExpression()), !dbg !59
  %81 = or i64 %65, 2, !dbg !67
  call void @llvm.dbg.value(metadata i64 %81, metadata !37, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 %81, metadata !37, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata double %80, metadata !34, metadata !DIExpression()), !dbg !59
  %82 = getelementptr inbounds double, double* %10, i64 %81, !dbg !64
  %83 = load double, double* %82, align 8, !dbg !64, !tbaa !50
  %84 = getelementptr inbounds double, double* %32, i64 %81, !dbg !65
  %85 = load double, double* %84, align 8, !dbg !65, !tbaa !50
  %86 = fneg double %83, !dbg !66
  %87 = tail call double @llvm.fmuladd.f64(double %86, double %85, double %80), !dbg !66
  call void @llvm.dbg.value(metadata double %87, metadata !34, metadata !DIExpression()), !dbg !59
  %88 = or i64 %65, 3, !dbg !67
  call void @llvm.dbg.value(metadata i64 %88, metadata !37, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 %88, metadata !37, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata double %87, metadata !34, metadata !DIExpression()), !dbg !59
  %89 = getelementptr inbounds double, double* %10, i64 %88, !dbg !64
  %90 = load double, double* %89, align 8, !dbg !64, !tbaa !50
  %91 = getelementptr inbounds double, double* %32, i64 %88, !dbg !65
  %92 = load double, double* %91, align 8, !dbg !65, !tbaa !50
  %93 = fneg double %90, !dbg !66
  %94 = tail call double @llvm.fmuladd.f64(double %93, double %92, double %87), !dbg !66
  call void @llvm.dbg.value(metadata double %94, metadata !34, metadata !DIExpression()), !dbg !59
  %95 = add nuw nsw i64 %65, 4, !dbg !67
  call void @llvm.dbg.value(metadata i64 %95, metadata !37, metadata !DIExpression()), !dbg !60
  %96 = add i64 %67, 4, !dbg !63
  %97 = icmp eq i64 %96, %36, !dbg !63
  br i1 %97, label %37, label %64, !dbg !63, !llvm.loop !77

98:                                               ; preds = %122, %19
  %99 = phi double [ undef, %19 ], [ %144, %122 ]
  %100 = phi i64 [ 0, %19 ], [ %145, %122 ]
  %101 = phi double [ %18, %19 ], [ %144, %122 ]
  %102 = icmp eq i64 %20, 0, !dbg !56
  br i1 %102, label %114, label %103, !dbg !56

103:                                              ; preds = %98, %103
  %104 = phi i64 [ %111, %103 ], [ %100, %98 ]
  %105 = phi double [ %110, %103 ], [ %101, %98 ]
  %106 = phi i64 [ %112, %103 ], [ 0, %98 ]
  call void @llvm.dbg.value(metadata i64 %104, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %105, metadata !39, metadata !DIExpression()), !dbg !54
  %107 = getelementptr inbounds double, double* %16, i64 %104, !dbg !79
  %108 = load double, double* %107, align 8, !dbg !79, !tbaa !50
  %109 = fneg double %108, !dbg !81
  %110 = tail call double @llvm.fmuladd.f64(double %109, double %108, double %105), !dbg !81
  call void @llvm.dbg.value(metadata double %110, metadata !39, metadata !DIExpression()), !dbg !54
  %111 = add nuw nsw i64 %104, 1, !dbg !82
  call void @llvm.dbg.value(metadata i64 %111, metadata !40, metadata !DIExpression()), !dbg !55
  %112 = add i64 %106, 1, !dbg !56
  %113 = icmp eq i64 %112, %20, !dbg !56
  br i1 %113, label %114, label %103, !dbg !56, !llvm.loop !83

114:                                              ; preds = %98, %103, %11, %15
  %115 = phi double* [ %17, %15 ], [ %12, %11 ], [ %17, %103 ], [ %17, %98 ]
  %116 = phi double [ %18, %15 ], [ %13, %11 ], [ %99, %98 ], [ %110, %103 ], !dbg !54
  %117 = fcmp ole double %116, 0x3D719799812DEA11, !dbg !84
  %118 = select i1 %117, double 0x3D719799812DEA11, double %116, !dbg !85
  %119 = tail call double @sqrt(double noundef %118) #9, !dbg !86
  store double %119, double* %115, align 8, !dbg !87, !tbaa !50
  %120 = add nuw nsw i64 %6, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %120, metadata !28, metadata !DIExpression()), !dbg !43
  %121 = icmp eq i64 %120, %3, !dbg !44
  br i1 %121, label %14, label %5, !dbg !45, !llvm.loop !89

122:                                              ; preds = %122, %22
  %123 = phi i64 [ 0, %22 ], [ %145, %122 ]
  %124 = phi double [ %18, %22 ], [ %144, %122 ]
  %125 = phi i64 [ 0, %22 ], [ %146, %122 ]
  call void @llvm.dbg.value(metadata i64 %123, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %124, metadata !39, metadata !DIExpression()), !dbg !54
  %126 = getelementptr inbounds double, double* %16, i64 %123, !dbg !79
  %127 = load double, double* %126, align 8, !dbg !79, !tbaa !50
  %128 = fneg double %127, !dbg !81
  %129 = tail call double @llvm.fmuladd.f64(double %128, double %127, double %124), !dbg !81
  call void @llvm.dbg.value(metadata double %129, metadata !39, metadata !DIExpression()), !dbg !54
  %130 = or i64 %123, 1, !dbg !82
  call void @llvm.dbg.value(metadata i64 %130, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %130, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %129, metadata !39, metadata !DIExpression()), !dbg !54
  %131 = getelementptr inbounds double, double* %16, i64 %130, !dbg !79
  %132 = load double, double* %131, align 8, !dbg !79, !tbaa !50
  %133 = fneg double %132, !dbg !81
  %134 = tail call double @llvm.fmuladd.f64(double %133, double %132, double %129), !dbg !81
  call void @llvm.dbg.value(metadata double %134, metadata !39, metadata !DIExpression()), !dbg !54
  %135 = or i64 %123, 2, !dbg !82
  call void @llvm.dbg.value(metadata i64 %135, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %135, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %134, metadata !39, metadata !DIExpression()), !dbg !54
  %136 = getelementptr inbounds double, double* %16, i64 %135, !dbg !79
  %137 = load double, double* %136, align 8, !dbg !79, !tbaa !50
  %138 = fneg double %137, !dbg !81
  %139 = tail call double @llvm.fmuladd.f64(double %138, double %137, double %134), !dbg !81
  call void @llvm.dbg.value(metadata double %139, metadata !39, metadata !DIExpression()), !dbg !54
  %140 = or i64 %123, 3, !dbg !82
  call void @llvm.dbg.value(metadata i64 %140, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %140, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %139, metadata !39, metadata !DIExpression()), !dbg !54
  %141 = getelementptr inbounds double, double* %16, i64 %140, !dbg !79
  %142 = load double, double* %141, align 8, !dbg !79, !tbaa !50
  %143 = fneg double %142, !dbg !81
  %144 = tail call double @llvm.fmuladd.f64(double %143, double %142, double %139), !dbg !81
  call void @llvm.dbg.value(metadata double %144, metadata !39, metadata !DIExpression()), !dbg !54
  %145 = add nuw nsw i64 %123, 4, !dbg !82
  call void @llvm.dbg.value(metadata i64 %145, metadata !40, metadata !DIExpression()), !dbg !55
  %146 = add i64 %125, 4, !dbg !56
  %147 = icmp eq i64 %146, %23, !dbg !56
  br i1 %147, label %98, label %122, !dbg !56, !llvm.loop !91
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !93 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !97, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i8** %1, metadata !98, metadata !DIExpression()), !dbg !115
  %3 = icmp sgt i32 %0, 1, !dbg !116
  br i1 %3, label %4, label %9, !dbg !117

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !118
  %6 = load i8*, i8** %5, align 8, !dbg !118, !tbaa !119
  call void @llvm.dbg.value(metadata i8* %6, metadata !121, metadata !DIExpression()) #9, !dbg !129
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !131
  %8 = trunc i64 %7 to i32, !dbg !132
  br label %9, !dbg !117

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 90, %2 ], !dbg !117
  call void @llvm.dbg.value(metadata i32 %10, metadata !99, metadata !DIExpression()), !dbg !115
  %11 = zext i32 %10 to i64, !dbg !133
  %12 = shl nuw nsw i64 %11, 3, !dbg !134
  %13 = mul i64 %12, %11, !dbg !134
  %14 = tail call noalias i8* @malloc(i64 noundef %13) #9, !dbg !135
  %15 = bitcast i8* %14 to double*, !dbg !135
  call void @llvm.dbg.value(metadata double* %15, metadata !100, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !136
  %16 = icmp sgt i32 %10, 0, !dbg !137
  br i1 %16, label %17, label %196, !dbg !138

17:                                               ; preds = %9
  %18 = sitofp i32 %10 to double
  %19 = fadd double %18, 1.000000e+00
  br label %20, !dbg !138

20:                                               ; preds = %17, %168
  %21 = phi i64 [ 0, %17 ], [ %25, %168 ]
  %22 = phi i64 [ 1, %17 ], [ %169, %168 ]
  call void @llvm.dbg.value(metadata i64 %21, metadata !101, metadata !DIExpression()), !dbg !136
  %23 = mul nuw nsw i64 %21, %11
  %24 = getelementptr inbounds double, double* %15, i64 %23
  call void @llvm.dbg.value(metadata i32 0, metadata !103, metadata !DIExpression()), !dbg !139
  %25 = add nuw nsw i64 %21, 1, !dbg !140
  %26 = getelementptr inbounds double, double* %15, i64 %21
  br label %171, !dbg !141

27:                                               ; preds = %168
  call void @llvm.dbg.value(metadata i32 %10, metadata !24, metadata !DIExpression()) #9, !dbg !142
  call void @llvm.dbg.value(metadata double* %15, metadata !25, metadata !DIExpression()) #9, !dbg !142
  call void @llvm.dbg.value(metadata double 0x3D719799812DEA11, metadata !26, metadata !DIExpression()) #9, !dbg !142
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()) #9, !dbg !144
  br i1 %16, label %28, label %196, !dbg !145

28:                                               ; preds = %27, %133
  %29 = phi i64 [ %139, %133 ], [ 0, %27 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !28, metadata !DIExpression()) #9, !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !146
  %30 = add nsw i64 %29, -1, !dbg !147
  %31 = icmp eq i64 %29, 0, !dbg !147
  %32 = mul nuw nsw i64 %29, %11
  %33 = getelementptr inbounds double, double* %15, i64 %32
  br i1 %31, label %34, label %43, !dbg !148

34:                                               ; preds = %28
  %35 = load double, double* %33, align 8, !dbg !149, !tbaa !50
  call void @llvm.dbg.value(metadata double undef, metadata !39, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()) #9, !dbg !151
  br label %133, !dbg !152

36:                                               ; preds = %74
  %37 = getelementptr inbounds double, double* %33, i64 %29, !dbg !149
  call void @llvm.dbg.value(metadata double undef, metadata !39, metadata !DIExpression()) #9, !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()) #9, !dbg !151
  %38 = load double, double* %37, align 8, !dbg !149, !tbaa !50
  call void @llvm.dbg.value(metadata double %38, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %39 = and i64 %29, 3, !dbg !152
  %40 = icmp ult i64 %30, 3, !dbg !152
  br i1 %40, label %117, label %41, !dbg !152

41:                                               ; preds = %36
  %42 = and i64 %29, 9223372036854775804, !dbg !152
  br label %141, !dbg !152

43:                                               ; preds = %28, %74
  %44 = phi i64 [ %81, %74 ], [ 0, %28 ]
  call void @llvm.dbg.value(metadata i64 %44, metadata !30, metadata !DIExpression()) #9, !dbg !146
  %45 = getelementptr inbounds double, double* %33, i64 %44, !dbg !153
  %46 = load double, double* %45, align 8, !dbg !153, !tbaa !50
  call void @llvm.dbg.value(metadata double %46, metadata !34, metadata !DIExpression()) #9, !dbg !154
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()) #9, !dbg !155
  %47 = icmp eq i64 %44, 0, !dbg !156
  br i1 %47, label %74, label %48, !dbg !157

48:                                               ; preds = %43
  %49 = add nsw i64 %44, -1, !dbg !153
  %50 = mul nuw nsw i64 %44, %11
  %51 = getelementptr inbounds double, double* %15, i64 %50
  %52 = and i64 %44, 3, !dbg !157
  %53 = icmp ult i64 %49, 3, !dbg !157
  br i1 %53, label %56, label %54, !dbg !157

54:                                               ; preds = %48
  %55 = and i64 %44, 9223372036854775804, !dbg !157
  br label %83, !dbg !157

56:                                               ; preds = %83, %48
  %57 = phi double [ undef, %48 ], [ %113, %83 ]
  %58 = phi i64 [ 0, %48 ], [ %114, %83 ]
  %59 = phi double [ %46, %48 ], [ %113, %83 ]
  %60 = icmp eq i64 %52, 0, !dbg !157
  br i1 %60, label %74, label %61, !dbg !157

61:                                               ; preds = %56, %61
  %62 = phi i64 [ %71, %61 ], [ %58, %56 ]
  %63 = phi double [ %70, %61 ], [ %59, %56 ]
  %64 = phi i64 [ %72, %61 ], [ 0, %56 ]
  call void @llvm.dbg.value(metadata i64 %62, metadata !37, metadata !DIExpression()) #9, !dbg !155
  call void @llvm.dbg.value(metadata double %63, metadata !34, metadata !DIExpression()) #9, !dbg !154
  %65 = getelementptr inbounds double, double* %33, i64 %62, !dbg !158
  %66 = load double, double* %65, align 8, !dbg !158, !tbaa !50
  %67 = getelementptr inbounds double, double* %51, i64 %62, !dbg !159
  %68 = load double, double* %67, align 8, !dbg !159, !tbaa !50
  %69 = fneg double %66, !dbg !160
  %70 = tail call double @llvm.fmuladd.f64(double %69, double %68, double %63) #9, !dbg !160
  call void @llvm.dbg.value(metadata double %70, metadata !34, metadata !DIExpression()) #9, !dbg !154
  %71 = add nuw nsw i64 %62, 1, !dbg !161
  call void @llvm.dbg.value(metadata i64 %71, metadata !37, metadata !DIExpression()) #9, !dbg !155
  %72 = add i64 %64, 1, !dbg !157
  %73 = icmp eq i64 %72, %52, !dbg !157
  br i1 %73, label %74, label %61, !dbg !157, !llvm.loop !162

74:                                               ; preds = %56, %61, %43
  %75 = phi i64 [ 0, %43 ], [ %50, %61 ], [ %50, %56 ], !dbg !163
  %76 = phi double [ %46, %43 ], [ %57, %56 ], [ %70, %61 ], !dbg !154
  %77 = getelementptr inbounds double, double* %15, i64 %75, !dbg !163
  %78 = getelementptr inbounds double, double* %77, i64 %44, !dbg !163
  %79 = load double, double* %78, align 8, !dbg !163, !tbaa !50
  %80 = fdiv double %76, %79, !dbg !164
  store double %80, double* %45, align 8, !dbg !165, !tbaa !50
  %81 = add nuw nsw i64 %44, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %81, metadata !30, metadata !DIExpression()) #9, !dbg !146
  %82 = icmp eq i64 %81, %29, !dbg !147
  br i1 %82, label %36, label %43, !dbg !148, !llvm.loop !167

83:                                               ; preds = %83, %54
  %84 = phi i64 [ 0, %54 ], [ %114, %83 ]
  %85 = phi double [ %46, %54 ], [ %113, %83 ]
  %86 = phi i64 [ 0, %54 ], [ %115, %83 ]
  call void @llvm.dbg.value(metadata i64 %84, metadata !37, metadata !DIExpression()) #9, !dbg !155
  call void @llvm.dbg.value(metadata double %85, metadata !34, metadata !DIExpression()) #9, !dbg !154
  %87 = getelementptr inbounds double, double* %33, i64 %84, !dbg !158
  %88 = load double, double* %87, align 8, !dbg !158, !tbaa !50
  %89 = getelementptr inbounds double, double* %51, i64 %84, !dbg !159
  %90 = load double, double* %89, align 8, !dbg !159, !tbaa !50
  %91 = fneg double %88, !dbg !160
  %92 = tail call double @llvm.fmuladd.f64(double %91, double %90, double %85) #9, !dbg !160
  call void @llvm.dbg.value(metadata double %92, metadata !34, metadata !DIExpression()) #9, !dbg !154
  %93 = or i64 %84, 1, !dbg !161
  call void @llvm.dbg.value(metadata i64 %93, metadata !37, metadata !DIExpression()) #9, !dbg !155
  call void @llvm.dbg.value(metadata i64 %93, metadata !37, metadata !DIExpression()) #9, !dbg !155
  call void @llvm.dbg.value(metadata double %92, metadata !34, metadata !DIExpression()) #9, !dbg !154
  %94 = getelementptr inbounds double, double* %33, i64 %93, !dbg !158
  %95 = load double, double* %94, align 8, !dbg !158, !tbaa !50
  %96 = getelementptr inbounds double, double* %51, i64 %93, !dbg !159
  %97 = load double, double* %96, align 8, !dbg !159, !tbaa !50
  %98 = fneg double %95, !dbg !160
  %99 = tail call double @llvm.fmuladd.f64(double %98, double %97, double %92) #9, !dbg !160
  call void @llvm.dbg.value(metadata double %99, metadata !34, metadata !DIExpression()) #9, !dbg !154
  %100 = or i64 %84, 2, !dbg !161
  call void @llvm.dbg.value(metadata i64 %100, metadata !37, metadata !DIExpression()) #9, !dbg !155
  call void @llvm.dbg.value(metadata i64 %100, metadata !37, metadata !DIExpression()) #9, !dbg !155
  call void @llvm.dbg.value(metadata double %99, metadata !34, metadata !DIExpression()) #9, !dbg !154
  %101 = getelementptr inbounds double, double* %33, i64 %100, !dbg !158
  %102 = load double, double* %101, align 8, !dbg !158, !tbaa !50
  %103 = getelementptr inbounds double, double* %51, i64 %100, !dbg !159
  %104 = load double, double* %103, align 8, !dbg !159, !tbaa !50
  %105 = fneg double %102, !dbg !160
  %106 = tail call double @llvm.fmuladd.f64(double %105, double %104, double %99) #9, !dbg !160
  call void @llvm.dbg.value(metadata double %106, metadata !34, metadata !DIExpression()) #9, !dbg !154
  %107 = or i64 %84, 3, !dbg !161
  call void @llvm.dbg.value(metadata i64 %107, metadata !37, metadata !DIExpression()) #9, !dbg !155
  call void @llvm.dbg.value(metadata i64 %107, metadata !37, metadata !DIExpression()) #9, !dbg !155
  call void @llvm.dbg.value(metadata double %106, metadata !34, metadata !DIExpression()) #9, !dbg !154
  %108 = getelementptr inbounds double, double* %33, i64 %107, !dbg !158
  %109 = load double, double* %108, align 8, !dbg !158, !tbaa !50
  %110 = getelementptr inbounds double, double* %51, i64 %107, !dbg !159
  %111 = load double, double* %110, align 8, !dbg !159, !tbaa !50
  %112 = fneg double %109, !dbg !160
  %113 = tail call double @llvm.fmuladd.f64(double %112, double %111, double %106) #9, !dbg !160
  call void @llvm.dbg.value(metadata double %113, metadata !34, metadata !DIExpression()) #9, !dbg !154
  %114 = add nuw nsw i64 %84, 4, !dbg !161
  call void @llvm.dbg.value(metadata i64 %114, metadata !37, metadata !DIExpression()) #9, !dbg !155
  %115 = add i64 %86, 4, !dbg !157
  %116 = icmp eq i64 %115, %55, !dbg !157
  br i1 %116, label %56, label %83, !dbg !157, !llvm.loop !169

117:                                              ; preds = %141, %36
  %118 = phi double [ undef, %36 ], [ %163, %141 ]
  %119 = phi i64 [ 0, %36 ], [ %164, %141 ]
  %120 = phi double [ %38, %36 ], [ %163, %141 ]
  %121 = icmp eq i64 %39, 0, !dbg !152
  br i1 %121, label %133, label %122, !dbg !152

122:                                              ; preds = %117, %122
  %123 = phi i64 [ %130, %122 ], [ %119, %117 ]
  %124 = phi double [ %129, %122 ], [ %120, %117 ]
  %125 = phi i64 [ %131, %122 ], [ 0, %117 ]
  call void @llvm.dbg.value(metadata i64 %123, metadata !40, metadata !DIExpression()) #9, !dbg !151
  call void @llvm.dbg.value(metadata double %124, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %126 = getelementptr inbounds double, double* %33, i64 %123, !dbg !171
  %127 = load double, double* %126, align 8, !dbg !171, !tbaa !50
  %128 = fneg double %127, !dbg !172
  %129 = tail call double @llvm.fmuladd.f64(double %128, double %127, double %124) #9, !dbg !172
  call void @llvm.dbg.value(metadata double %129, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %130 = add nuw nsw i64 %123, 1, !dbg !173
  call void @llvm.dbg.value(metadata i64 %130, metadata !40, metadata !DIExpression()) #9, !dbg !151
  %131 = add i64 %125, 1, !dbg !152
  %132 = icmp eq i64 %131, %39, !dbg !152
  br i1 %132, label %133, label %122, !dbg !152, !llvm.loop !174

133:                                              ; preds = %117, %122, %34
  %134 = phi double* [ %33, %34 ], [ %37, %122 ], [ %37, %117 ]
  %135 = phi double [ %35, %34 ], [ %118, %117 ], [ %129, %122 ], !dbg !150
  %136 = fcmp ole double %135, 0x3D719799812DEA11, !dbg !175
  %137 = select i1 %136, double 0x3D719799812DEA11, double %135, !dbg !176
  %138 = tail call double @sqrt(double noundef %137) #9, !dbg !177
  store double %138, double* %134, align 8, !dbg !178, !tbaa !50
  %139 = add nuw nsw i64 %29, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %139, metadata !28, metadata !DIExpression()) #9, !dbg !144
  %140 = icmp eq i64 %139, %11, !dbg !180
  br i1 %140, label %167, label %28, !dbg !145, !llvm.loop !181

141:                                              ; preds = %141, %41
  %142 = phi i64 [ 0, %41 ], [ %164, %141 ]
  %143 = phi double [ %38, %41 ], [ %163, %141 ]
  %144 = phi i64 [ 0, %41 ], [ %165, %141 ]
  call void @llvm.dbg.value(metadata i64 %142, metadata !40, metadata !DIExpression()) #9, !dbg !151
  call void @llvm.dbg.value(metadata double %143, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %145 = getelementptr inbounds double, double* %33, i64 %142, !dbg !171
  %146 = load double, double* %145, align 8, !dbg !171, !tbaa !50
  %147 = fneg double %146, !dbg !172
  %148 = tail call double @llvm.fmuladd.f64(double %147, double %146, double %143) #9, !dbg !172
  call void @llvm.dbg.value(metadata double %148, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %149 = or i64 %142, 1, !dbg !173
  call void @llvm.dbg.value(metadata i64 %149, metadata !40, metadata !DIExpression()) #9, !dbg !151
  call void @llvm.dbg.value(metadata i64 %149, metadata !40, metadata !DIExpression()) #9, !dbg !151
  call void @llvm.dbg.value(metadata double %148, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %150 = getelementptr inbounds double, double* %33, i64 %149, !dbg !171
  %151 = load double, double* %150, align 8, !dbg !171, !tbaa !50
  %152 = fneg double %151, !dbg !172
  %153 = tail call double @llvm.fmuladd.f64(double %152, double %151, double %148) #9, !dbg !172
  call void @llvm.dbg.value(metadata double %153, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %154 = or i64 %142, 2, !dbg !173
  call void @llvm.dbg.value(metadata i64 %154, metadata !40, metadata !DIExpression()) #9, !dbg !151
  call void @llvm.dbg.value(metadata i64 %154, metadata !40, metadata !DIExpression()) #9, !dbg !151
  call void @llvm.dbg.value(metadata double %153, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %155 = getelementptr inbounds double, double* %33, i64 %154, !dbg !171
  %156 = load double, double* %155, align 8, !dbg !171, !tbaa !50
  %157 = fneg double %156, !dbg !172
  %158 = tail call double @llvm.fmuladd.f64(double %157, double %156, double %153) #9, !dbg !172
  call void @llvm.dbg.value(metadata double %158, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %159 = or i64 %142, 3, !dbg !173
  call void @llvm.dbg.value(metadata i64 %159, metadata !40, metadata !DIExpression()) #9, !dbg !151
  call void @llvm.dbg.value(metadata i64 %159, metadata !40, metadata !DIExpression()) #9, !dbg !151
  call void @llvm.dbg.value(metadata double %158, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %160 = getelementptr inbounds double, double* %33, i64 %159, !dbg !171
  %161 = load double, double* %160, align 8, !dbg !171, !tbaa !50
  %162 = fneg double %161, !dbg !172
  %163 = tail call double @llvm.fmuladd.f64(double %162, double %161, double %158) #9, !dbg !172
  call void @llvm.dbg.value(metadata double %163, metadata !39, metadata !DIExpression()) #9, !dbg !150
  %164 = add nuw nsw i64 %142, 4, !dbg !173
  call void @llvm.dbg.value(metadata i64 %164, metadata !40, metadata !DIExpression()) #9, !dbg !151
  %165 = add i64 %144, 4, !dbg !152
  %166 = icmp eq i64 %165, %42, !dbg !152
  br i1 %166, label %117, label %141, !dbg !152, !llvm.loop !183

167:                                              ; preds = %133
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !109, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !110, metadata !DIExpression()), !dbg !185
  br i1 %16, label %186, label %196, !dbg !186

168:                                              ; preds = %179
  call void @llvm.dbg.value(metadata i64 %25, metadata !101, metadata !DIExpression()), !dbg !136
  %169 = add nuw nsw i64 %22, 1, !dbg !138
  %170 = icmp eq i64 %25, %11, !dbg !137
  br i1 %170, label %27, label %20, !dbg !138, !llvm.loop !187

171:                                              ; preds = %20, %179
  %172 = phi i64 [ 0, %20 ], [ %184, %179 ]
  call void @llvm.dbg.value(metadata i64 %172, metadata !103, metadata !DIExpression()), !dbg !139
  %173 = icmp eq i64 %21, %172, !dbg !189
  br i1 %173, label %179, label %174, !dbg !190

174:                                              ; preds = %171
  %175 = add nuw nsw i64 %25, %172, !dbg !191
  %176 = trunc i64 %175 to i32, !dbg !192
  %177 = sitofp i32 %176 to double, !dbg !192
  %178 = fdiv double 1.000000e+00, %177, !dbg !193
  br label %179, !dbg !190

179:                                              ; preds = %171, %174
  %180 = phi double [ %178, %174 ], [ %19, %171 ], !dbg !190
  call void @llvm.dbg.value(metadata double %180, metadata !106, metadata !DIExpression()), !dbg !194
  %181 = getelementptr inbounds double, double* %24, i64 %172, !dbg !195
  store double %180, double* %181, align 8, !dbg !196, !tbaa !50
  %182 = mul nuw nsw i64 %172, %11, !dbg !197
  %183 = getelementptr inbounds double, double* %26, i64 %182, !dbg !197
  store double %180, double* %183, align 8, !dbg !198, !tbaa !50
  %184 = add nuw nsw i64 %172, 1, !dbg !199
  call void @llvm.dbg.value(metadata i64 %184, metadata !103, metadata !DIExpression()), !dbg !139
  %185 = icmp eq i64 %184, %22, !dbg !200
  br i1 %185, label %168, label %171, !dbg !141, !llvm.loop !201

186:                                              ; preds = %167, %214
  %187 = phi i64 [ %216, %214 ], [ 0, %167 ]
  %188 = phi i64 [ %217, %214 ], [ 1, %167 ]
  %189 = phi double [ %215, %214 ], [ 0.000000e+00, %167 ]
  call void @llvm.dbg.value(metadata i64 %187, metadata !110, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %189, metadata !109, metadata !DIExpression()), !dbg !115
  %190 = mul nuw nsw i64 %187, %11
  %191 = getelementptr inbounds double, double* %15, i64 %190
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()), !dbg !203
  %192 = and i64 %188, 7, !dbg !204
  %193 = icmp ult i64 %187, 7, !dbg !204
  br i1 %193, label %199, label %194, !dbg !204

194:                                              ; preds = %186
  %195 = and i64 %188, 9223372036854775800, !dbg !204
  br label %219, !dbg !204

196:                                              ; preds = %214, %9, %27, %167
  %197 = phi double [ 0.000000e+00, %167 ], [ 0.000000e+00, %27 ], [ 0.000000e+00, %9 ], [ %215, %214 ], !dbg !205
  %198 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %197), !dbg !206
  tail call void @free(i8* noundef %14) #9, !dbg !207
  ret i32 0, !dbg !208

199:                                              ; preds = %219, %186
  %200 = phi double [ undef, %186 ], [ %253, %219 ]
  %201 = phi i64 [ 0, %186 ], [ %254, %219 ]
  %202 = phi double [ %189, %186 ], [ %253, %219 ]
  %203 = icmp eq i64 %192, 0, !dbg !204
  br i1 %203, label %214, label %204, !dbg !204

204:                                              ; preds = %199, %204
  %205 = phi i64 [ %211, %204 ], [ %201, %199 ]
  %206 = phi double [ %210, %204 ], [ %202, %199 ]
  %207 = phi i64 [ %212, %204 ], [ 0, %199 ]
  call void @llvm.dbg.value(metadata i64 %205, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata double %206, metadata !109, metadata !DIExpression()), !dbg !115
  %208 = getelementptr inbounds double, double* %191, i64 %205, !dbg !209
  %209 = load double, double* %208, align 8, !dbg !209, !tbaa !50
  %210 = fadd double %206, %209, !dbg !211
  call void @llvm.dbg.value(metadata double %210, metadata !109, metadata !DIExpression()), !dbg !115
  %211 = add nuw nsw i64 %205, 1, !dbg !212
  call void @llvm.dbg.value(metadata i64 %211, metadata !112, metadata !DIExpression()), !dbg !203
  %212 = add i64 %207, 1, !dbg !204
  %213 = icmp eq i64 %212, %192, !dbg !204
  br i1 %213, label %214, label %204, !dbg !204, !llvm.loop !213

214:                                              ; preds = %204, %199
  %215 = phi double [ %200, %199 ], [ %210, %204 ], !dbg !211
  %216 = add nuw nsw i64 %187, 1, !dbg !214
  call void @llvm.dbg.value(metadata i64 %216, metadata !110, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %215, metadata !109, metadata !DIExpression()), !dbg !115
  %217 = add nuw nsw i64 %188, 1, !dbg !186
  %218 = icmp eq i64 %216, %11, !dbg !215
  br i1 %218, label %196, label %186, !dbg !186, !llvm.loop !216

219:                                              ; preds = %219, %194
  %220 = phi i64 [ 0, %194 ], [ %254, %219 ]
  %221 = phi double [ %189, %194 ], [ %253, %219 ]
  %222 = phi i64 [ 0, %194 ], [ %255, %219 ]
  call void @llvm.dbg.value(metadata i64 %220, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata double %221, metadata !109, metadata !DIExpression()), !dbg !115
  %223 = getelementptr inbounds double, double* %191, i64 %220, !dbg !209
  %224 = load double, double* %223, align 8, !dbg !209, !tbaa !50
  %225 = fadd double %221, %224, !dbg !211
  call void @llvm.dbg.value(metadata double %225, metadata !109, metadata !DIExpression()), !dbg !115
  %226 = or i64 %220, 1, !dbg !212
  call void @llvm.dbg.value(metadata i64 %226, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 %226, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata double %225, metadata !109, metadata !DIExpression()), !dbg !115
  %227 = getelementptr inbounds double, double* %191, i64 %226, !dbg !209
  %228 = load double, double* %227, align 8, !dbg !209, !tbaa !50
  %229 = fadd double %225, %228, !dbg !211
  call void @llvm.dbg.value(metadata double %229, metadata !109, metadata !DIExpression()), !dbg !115
  %230 = or i64 %220, 2, !dbg !212
  call void @llvm.dbg.value(metadata i64 %230, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 %230, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata double %229, metadata !109, metadata !DIExpression()), !dbg !115
  %231 = getelementptr inbounds double, double* %191, i64 %230, !dbg !209
  %232 = load double, double* %231, align 8, !dbg !209, !tbaa !50
  %233 = fadd double %229, %232, !dbg !211
  call void @llvm.dbg.value(metadata double %233, metadata !109, metadata !DIExpression()), !dbg !115
  %234 = or i64 %220, 3, !dbg !212
  call void @llvm.dbg.value(metadata i64 %234, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 %234, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata double %233, metadata !109, metadata !DIExpression()), !dbg !115
  %235 = getelementptr inbounds double, double* %191, i64 %234, !dbg !209
  %236 = load double, double* %235, align 8, !dbg !209, !tbaa !50
  %237 = fadd double %233, %236, !dbg !211
  call void @llvm.dbg.value(metadata double %237, metadata !109, metadata !DIExpression()), !dbg !115
  %238 = or i64 %220, 4, !dbg !212
  call void @llvm.dbg.value(metadata i64 %238, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 %238, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata double %237, metadata !109, metadata !DIExpression()), !dbg !115
  %239 = getelementptr inbounds double, double* %191, i64 %238, !dbg !209
  %240 = load double, double* %239, align 8, !dbg !209, !tbaa !50
  %241 = fadd double %237, %240, !dbg !211
  call void @llvm.dbg.value(metadata double %241, metadata !109, metadata !DIExpression()), !dbg !115
  %242 = or i64 %220, 5, !dbg !212
  call void @llvm.dbg.value(metadata i64 %242, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 %242, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata double %241, metadata !109, metadata !DIExpression()), !dbg !115
  %243 = getelementptr inbounds double, double* %191, i64 %242, !dbg !209
  %244 = load double, double* %243, align 8, !dbg !209, !tbaa !50
  %245 = fadd double %241, %244, !dbg !211
  call void @llvm.dbg.value(metadata double %245, metadata !109, metadata !DIExpression()), !dbg !115
  %246 = or i64 %220, 6, !dbg !212
  call void @llvm.dbg.value(metadata i64 %246, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 %246, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata double %245, metadata !109, metadata !DIExpression()), !dbg !115
  %247 = getelementptr inbounds double, double* %191, i64 %246, !dbg !209
  %248 = load double, double* %247, align 8, !dbg !209, !tbaa !50
  %249 = fadd double %245, %248, !dbg !211
  call void @llvm.dbg.value(metadata double %249, metadata !109, metadata !DIExpression()), !dbg !115
  %250 = or i64 %220, 7, !dbg !212
  call void @llvm.dbg.value(metadata i64 %250, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i64 %250, metadata !112, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata double %249, metadata !109, metadata !DIExpression()), !dbg !115
  %251 = getelementptr inbounds double, double* %191, i64 %250, !dbg !209
  %252 = load double, double* %251, align 8, !dbg !209, !tbaa !50
  %253 = fadd double %249, %252, !dbg !211
  call void @llvm.dbg.value(metadata double %253, metadata !109, metadata !DIExpression()), !dbg !115
  %254 = add nuw nsw i64 %220, 8, !dbg !212
  call void @llvm.dbg.value(metadata i64 %254, metadata !112, metadata !DIExpression()), !dbg !203
  %255 = add i64 %222, 8, !dbg !204
  %256 = icmp eq i64 %255, %195, !dbg !204
  br i1 %256, label %199, label %219, !dbg !204, !llvm.loop !218
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
!49 = !DILocation(line: 18, column: 16, scope: !32)
!50 = !{!51, !51, i64 0}
!51 = !{!"double", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 0, scope: !32)
!55 = !DILocation(line: 0, scope: !41)
!56 = !DILocation(line: 19, column: 5, scope: !41)
!57 = !DILocation(line: 23, column: 1, scope: !15)
!58 = !DILocation(line: 13, column: 18, scope: !35)
!59 = !DILocation(line: 0, scope: !35)
!60 = !DILocation(line: 0, scope: !38)
!61 = !DILocation(line: 14, column: 25, scope: !62)
!62 = distinct !DILexicalBlock(scope: !38, file: !1, line: 14, column: 7)
!63 = !DILocation(line: 14, column: 7, scope: !38)
!64 = !DILocation(line: 15, column: 14, scope: !62)
!65 = !DILocation(line: 15, column: 24, scope: !62)
!66 = !DILocation(line: 15, column: 11, scope: !62)
!67 = !DILocation(line: 14, column: 31, scope: !62)
!68 = distinct !{!68, !69}
!69 = !{!"llvm.loop.unroll.disable"}
!70 = !DILocation(line: 16, column: 21, scope: !35)
!71 = !DILocation(line: 16, column: 19, scope: !35)
!72 = !DILocation(line: 16, column: 15, scope: !35)
!73 = !DILocation(line: 12, column: 29, scope: !36)
!74 = distinct !{!74, !48, !75, !76}
!75 = !DILocation(line: 17, column: 5, scope: !31)
!76 = !{!"llvm.loop.mustprogress"}
!77 = distinct !{!77, !63, !78, !76}
!78 = !DILocation(line: 15, column: 30, scope: !38)
!79 = !DILocation(line: 20, column: 12, scope: !80)
!80 = distinct !DILexicalBlock(scope: !41, file: !1, line: 19, column: 5)
!81 = !DILocation(line: 20, column: 9, scope: !80)
!82 = !DILocation(line: 19, column: 29, scope: !80)
!83 = distinct !{!83, !69}
!84 = !DILocation(line: 21, column: 22, scope: !32)
!85 = !DILocation(line: 21, column: 20, scope: !32)
!86 = !DILocation(line: 21, column: 15, scope: !32)
!87 = !DILocation(line: 21, column: 13, scope: !32)
!88 = !DILocation(line: 11, column: 27, scope: !33)
!89 = distinct !{!89, !45, !90, !76}
!90 = !DILocation(line: 22, column: 3, scope: !29)
!91 = distinct !{!91, !56, !92, !76}
!92 = !DILocation(line: 20, column: 28, scope: !41)
!93 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 25, type: !94, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!3, !3, !4}
!96 = !{!97, !98, !99, !100, !101, !103, !106, !109, !110, !112}
!97 = !DILocalVariable(name: "argc", arg: 1, scope: !93, file: !1, line: 25, type: !3)
!98 = !DILocalVariable(name: "argv", arg: 2, scope: !93, file: !1, line: 25, type: !4)
!99 = !DILocalVariable(name: "n", scope: !93, file: !1, line: 27, type: !3)
!100 = !DILocalVariable(name: "A", scope: !93, file: !1, line: 28, type: !18)
!101 = !DILocalVariable(name: "i", scope: !102, file: !1, line: 29, type: !3)
!102 = distinct !DILexicalBlock(scope: !93, file: !1, line: 29, column: 3)
!103 = !DILocalVariable(name: "j", scope: !104, file: !1, line: 30, type: !3)
!104 = distinct !DILexicalBlock(scope: !105, file: !1, line: 30, column: 5)
!105 = distinct !DILexicalBlock(scope: !102, file: !1, line: 29, column: 3)
!106 = !DILocalVariable(name: "v", scope: !107, file: !1, line: 31, type: !20)
!107 = distinct !DILexicalBlock(scope: !108, file: !1, line: 30, column: 34)
!108 = distinct !DILexicalBlock(scope: !104, file: !1, line: 30, column: 5)
!109 = !DILocalVariable(name: "s", scope: !93, file: !1, line: 36, type: !20)
!110 = !DILocalVariable(name: "i", scope: !111, file: !1, line: 37, type: !3)
!111 = distinct !DILexicalBlock(scope: !93, file: !1, line: 37, column: 3)
!112 = !DILocalVariable(name: "j", scope: !113, file: !1, line: 38, type: !3)
!113 = distinct !DILexicalBlock(scope: !114, file: !1, line: 38, column: 5)
!114 = distinct !DILexicalBlock(scope: !111, file: !1, line: 37, column: 3)
!115 = !DILocation(line: 0, scope: !93)
!116 = !DILocation(line: 27, column: 16, scope: !93)
!117 = !DILocation(line: 27, column: 11, scope: !93)
!118 = !DILocation(line: 27, column: 27, scope: !93)
!119 = !{!120, !120, i64 0}
!120 = !{!"any pointer", !52, i64 0}
!121 = !DILocalVariable(name: "__nptr", arg: 1, scope: !122, file: !123, line: 362, type: !126)
!122 = distinct !DISubprogram(name: "atoi", scope: !123, file: !123, line: 362, type: !124, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !128)
!123 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!124 = !DISubroutineType(types: !125)
!125 = !{!3, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!128 = !{!121}
!129 = !DILocation(line: 0, scope: !122, inlinedAt: !130)
!130 = distinct !DILocation(line: 27, column: 22, scope: !93)
!131 = !DILocation(line: 364, column: 16, scope: !122, inlinedAt: !130)
!132 = !DILocation(line: 364, column: 10, scope: !122, inlinedAt: !130)
!133 = !DILocation(line: 28, column: 3, scope: !93)
!134 = !DILocation(line: 28, column: 27, scope: !93)
!135 = !DILocation(line: 28, column: 20, scope: !93)
!136 = !DILocation(line: 0, scope: !102)
!137 = !DILocation(line: 29, column: 21, scope: !105)
!138 = !DILocation(line: 29, column: 3, scope: !102)
!139 = !DILocation(line: 0, scope: !104)
!140 = !DILocation(line: 29, column: 27, scope: !105)
!141 = !DILocation(line: 30, column: 5, scope: !104)
!142 = !DILocation(line: 0, scope: !15, inlinedAt: !143)
!143 = distinct !DILocation(line: 35, column: 3, scope: !93)
!144 = !DILocation(line: 0, scope: !29, inlinedAt: !143)
!145 = !DILocation(line: 11, column: 3, scope: !29, inlinedAt: !143)
!146 = !DILocation(line: 0, scope: !31, inlinedAt: !143)
!147 = !DILocation(line: 12, column: 23, scope: !36, inlinedAt: !143)
!148 = !DILocation(line: 12, column: 5, scope: !31, inlinedAt: !143)
!149 = !DILocation(line: 18, column: 16, scope: !32, inlinedAt: !143)
!150 = !DILocation(line: 0, scope: !32, inlinedAt: !143)
!151 = !DILocation(line: 0, scope: !41, inlinedAt: !143)
!152 = !DILocation(line: 19, column: 5, scope: !41, inlinedAt: !143)
!153 = !DILocation(line: 13, column: 18, scope: !35, inlinedAt: !143)
!154 = !DILocation(line: 0, scope: !35, inlinedAt: !143)
!155 = !DILocation(line: 0, scope: !38, inlinedAt: !143)
!156 = !DILocation(line: 14, column: 25, scope: !62, inlinedAt: !143)
!157 = !DILocation(line: 14, column: 7, scope: !38, inlinedAt: !143)
!158 = !DILocation(line: 15, column: 14, scope: !62, inlinedAt: !143)
!159 = !DILocation(line: 15, column: 24, scope: !62, inlinedAt: !143)
!160 = !DILocation(line: 15, column: 11, scope: !62, inlinedAt: !143)
!161 = !DILocation(line: 14, column: 31, scope: !62, inlinedAt: !143)
!162 = distinct !{!162, !69}
!163 = !DILocation(line: 16, column: 21, scope: !35, inlinedAt: !143)
!164 = !DILocation(line: 16, column: 19, scope: !35, inlinedAt: !143)
!165 = !DILocation(line: 16, column: 15, scope: !35, inlinedAt: !143)
!166 = !DILocation(line: 12, column: 29, scope: !36, inlinedAt: !143)
!167 = distinct !{!167, !148, !168, !76}
!168 = !DILocation(line: 17, column: 5, scope: !31, inlinedAt: !143)
!169 = distinct !{!169, !157, !170, !76}
!170 = !DILocation(line: 15, column: 30, scope: !38, inlinedAt: !143)
!171 = !DILocation(line: 20, column: 12, scope: !80, inlinedAt: !143)
!172 = !DILocation(line: 20, column: 9, scope: !80, inlinedAt: !143)
!173 = !DILocation(line: 19, column: 29, scope: !80, inlinedAt: !143)
!174 = distinct !{!174, !69}
!175 = !DILocation(line: 21, column: 22, scope: !32, inlinedAt: !143)
!176 = !DILocation(line: 21, column: 20, scope: !32, inlinedAt: !143)
!177 = !DILocation(line: 21, column: 15, scope: !32, inlinedAt: !143)
!178 = !DILocation(line: 21, column: 13, scope: !32, inlinedAt: !143)
!179 = !DILocation(line: 11, column: 27, scope: !33, inlinedAt: !143)
!180 = !DILocation(line: 11, column: 21, scope: !33, inlinedAt: !143)
!181 = distinct !{!181, !145, !182, !76}
!182 = !DILocation(line: 22, column: 3, scope: !29, inlinedAt: !143)
!183 = distinct !{!183, !152, !184, !76}
!184 = !DILocation(line: 20, column: 28, scope: !41, inlinedAt: !143)
!185 = !DILocation(line: 0, scope: !111)
!186 = !DILocation(line: 37, column: 3, scope: !111)
!187 = distinct !{!187, !138, !188, !76}
!188 = !DILocation(line: 34, column: 5, scope: !102)
!189 = !DILocation(line: 31, column: 21, scope: !107)
!190 = !DILocation(line: 31, column: 18, scope: !107)
!191 = !DILocation(line: 31, column: 52, scope: !107)
!192 = !DILocation(line: 31, column: 45, scope: !107)
!193 = !DILocation(line: 31, column: 43, scope: !107)
!194 = !DILocation(line: 0, scope: !107)
!195 = !DILocation(line: 32, column: 7, scope: !107)
!196 = !DILocation(line: 32, column: 15, scope: !107)
!197 = !DILocation(line: 33, column: 7, scope: !107)
!198 = !DILocation(line: 33, column: 15, scope: !107)
!199 = !DILocation(line: 30, column: 30, scope: !108)
!200 = !DILocation(line: 30, column: 23, scope: !108)
!201 = distinct !{!201, !141, !202, !76}
!202 = !DILocation(line: 34, column: 5, scope: !104)
!203 = !DILocation(line: 0, scope: !113)
!204 = !DILocation(line: 38, column: 5, scope: !113)
!205 = !DILocation(line: 36, column: 10, scope: !93)
!206 = !DILocation(line: 40, column: 3, scope: !93)
!207 = !DILocation(line: 41, column: 3, scope: !93)
!208 = !DILocation(line: 43, column: 1, scope: !93)
!209 = !DILocation(line: 39, column: 12, scope: !210)
!210 = distinct !DILexicalBlock(scope: !113, file: !1, line: 38, column: 5)
!211 = !DILocation(line: 39, column: 9, scope: !210)
!212 = !DILocation(line: 38, column: 30, scope: !210)
!213 = distinct !{!213, !69}
!214 = !DILocation(line: 37, column: 27, scope: !114)
!215 = !DILocation(line: 37, column: 21, scope: !114)
!216 = distinct !{!216, !186, !217, !76}
!217 = !DILocation(line: 39, column: 18, scope: !111)
!218 = distinct !{!218, !204, !219, !76}
!219 = !DILocation(line: 39, column: 18, scope: !113)
