; ModuleID = 'vla_stencil.c'
source_filename = "vla_stencil.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kernel_sweep(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %1, metadata !25, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %2, metadata !26, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %3, metadata !27, metadata !DIExpression()), !dbg !33
  %5 = zext i32 %1 to i64
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !34
  %6 = icmp sgt i32 %0, 2, !dbg !35
  %7 = icmp sgt i32 %1, 2
  %8 = and i1 %6, %7, !dbg !36
  br i1 %8, label %9, label %143, !dbg !36

9:                                                ; preds = %4
  %10 = add i32 %0, -1
  %11 = add i32 %1, -1
  %12 = zext i32 %10 to i64, !dbg !35
  %13 = zext i32 %11 to i64
  %14 = add nuw nsw i64 %5, 1, !dbg !36
  %15 = add nuw nsw i64 %5, %13, !dbg !36
  %16 = add nuw nsw i64 %15, 1, !dbg !36
  %17 = shl nuw nsw i64 %5, 1, !dbg !36
  %18 = or i64 %17, 1, !dbg !36
  %19 = add nuw nsw i64 %17, %13, !dbg !36
  %20 = add nsw i64 %13, -1, !dbg !36
  %21 = icmp ult i64 %20, 4
  %22 = and i64 %20, -4
  %23 = or i64 %22, 1
  %24 = icmp eq i64 %20, %22
  br label %25, !dbg !36

25:                                               ; preds = %9, %140
  %26 = phi i64 [ 0, %9 ], [ %142, %140 ]
  %27 = phi i64 [ 1, %9 ], [ %38, %140 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !37
  %28 = mul i64 %26, %5
  %29 = add i64 %14, %28
  %30 = getelementptr double, double* %3, i64 %29
  %31 = add i64 %15, %28
  %32 = getelementptr double, double* %3, i64 %31
  %33 = mul nuw nsw i64 %27, %5
  %34 = getelementptr inbounds double, double* %2, i64 %33
  %35 = add nsw i64 %27, -1
  %36 = mul nuw nsw i64 %35, %5
  %37 = getelementptr inbounds double, double* %2, i64 %36
  %38 = add nuw nsw i64 %27, 1, !dbg !38
  %39 = mul nuw nsw i64 %38, %5
  %40 = getelementptr inbounds double, double* %2, i64 %39
  %41 = getelementptr inbounds double, double* %3, i64 %33
  br i1 %21, label %117, label %42, !dbg !39

42:                                               ; preds = %25
  %43 = add i64 %28, %13
  %44 = getelementptr double, double* %2, i64 %43
  %45 = add i64 %28, 1
  %46 = getelementptr double, double* %2, i64 %45
  %47 = add i64 %19, %28
  %48 = getelementptr double, double* %2, i64 %47
  %49 = add i64 %18, %28
  %50 = getelementptr double, double* %2, i64 %49
  %51 = add i64 %16, %28
  %52 = getelementptr double, double* %2, i64 %51
  %53 = add i64 %28, %5
  %54 = getelementptr double, double* %2, i64 %53
  %55 = icmp ult double* %30, %52, !dbg !39
  %56 = icmp ult double* %54, %32, !dbg !39
  %57 = and i1 %55, %56, !dbg !39
  %58 = icmp ult double* %30, %48, !dbg !39
  %59 = icmp ult double* %50, %32, !dbg !39
  %60 = and i1 %58, %59, !dbg !39
  %61 = or i1 %57, %60, !dbg !39
  %62 = icmp ult double* %30, %44, !dbg !39
  %63 = icmp ult double* %46, %32, !dbg !39
  %64 = and i1 %62, %63, !dbg !39
  %65 = or i1 %61, %64, !dbg !39
  br i1 %65, label %117, label %66, !dbg !39

66:                                               ; preds = %42, %66
  %67 = phi i64 [ %114, %66 ], [ 0, %42 ]
  %68 = or i64 %67, 1
  %69 = getelementptr inbounds double, double* %34, i64 %68, !dbg !40
  %70 = bitcast double* %69 to <2 x double>*, !dbg !40
  %71 = load <2 x double>, <2 x double>* %70, align 8, !dbg !40, !tbaa !42, !alias.scope !46
  %72 = getelementptr inbounds double, double* %69, i64 2, !dbg !40
  %73 = bitcast double* %72 to <2 x double>*, !dbg !40
  %74 = load <2 x double>, <2 x double>* %73, align 8, !dbg !40, !tbaa !42, !alias.scope !46
  %75 = getelementptr inbounds double, double* %37, i64 %68, !dbg !49
  %76 = bitcast double* %75 to <2 x double>*, !dbg !49
  %77 = load <2 x double>, <2 x double>* %76, align 8, !dbg !49, !tbaa !42, !alias.scope !50
  %78 = getelementptr inbounds double, double* %75, i64 2, !dbg !49
  %79 = bitcast double* %78 to <2 x double>*, !dbg !49
  %80 = load <2 x double>, <2 x double>* %79, align 8, !dbg !49, !tbaa !42, !alias.scope !50
  %81 = fadd <2 x double> %71, %77, !dbg !52
  %82 = fadd <2 x double> %74, %80, !dbg !52
  %83 = getelementptr inbounds double, double* %40, i64 %68, !dbg !53
  %84 = bitcast double* %83 to <2 x double>*, !dbg !53
  %85 = load <2 x double>, <2 x double>* %84, align 8, !dbg !53, !tbaa !42, !alias.scope !54
  %86 = getelementptr inbounds double, double* %83, i64 2, !dbg !53
  %87 = bitcast double* %86 to <2 x double>*, !dbg !53
  %88 = load <2 x double>, <2 x double>* %87, align 8, !dbg !53, !tbaa !42, !alias.scope !54
  %89 = fadd <2 x double> %81, %85, !dbg !56
  %90 = fadd <2 x double> %82, %88, !dbg !56
  %91 = getelementptr inbounds double, double* %34, i64 %67, !dbg !57
  %92 = bitcast double* %91 to <2 x double>*, !dbg !57
  %93 = load <2 x double>, <2 x double>* %92, align 8, !dbg !57, !tbaa !42, !alias.scope !46
  %94 = getelementptr inbounds double, double* %91, i64 2, !dbg !57
  %95 = bitcast double* %94 to <2 x double>*, !dbg !57
  %96 = load <2 x double>, <2 x double>* %95, align 8, !dbg !57, !tbaa !42, !alias.scope !46
  %97 = fadd <2 x double> %89, %93, !dbg !58
  %98 = fadd <2 x double> %90, %96, !dbg !58
  %99 = or i64 %67, 2, !dbg !59
  %100 = getelementptr inbounds double, double* %34, i64 %99, !dbg !60
  %101 = bitcast double* %100 to <2 x double>*, !dbg !60
  %102 = load <2 x double>, <2 x double>* %101, align 8, !dbg !60, !tbaa !42, !alias.scope !46
  %103 = getelementptr inbounds double, double* %100, i64 2, !dbg !60
  %104 = bitcast double* %103 to <2 x double>*, !dbg !60
  %105 = load <2 x double>, <2 x double>* %104, align 8, !dbg !60, !tbaa !42, !alias.scope !46
  %106 = fadd <2 x double> %97, %102, !dbg !61
  %107 = fadd <2 x double> %98, %105, !dbg !61
  %108 = fmul <2 x double> %106, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %109 = fmul <2 x double> %107, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %110 = getelementptr inbounds double, double* %41, i64 %68, !dbg !63
  %111 = bitcast double* %110 to <2 x double>*, !dbg !64
  store <2 x double> %108, <2 x double>* %111, align 8, !dbg !64, !tbaa !42, !alias.scope !65, !noalias !67
  %112 = getelementptr inbounds double, double* %110, i64 2, !dbg !64
  %113 = bitcast double* %112 to <2 x double>*, !dbg !64
  store <2 x double> %109, <2 x double>* %113, align 8, !dbg !64, !tbaa !42, !alias.scope !65, !noalias !67
  %114 = add nuw i64 %67, 4
  %115 = icmp eq i64 %114, %22
  br i1 %115, label %116, label %66, !llvm.loop !68

116:                                              ; preds = %66
  br i1 %24, label %140, label %117, !dbg !39

117:                                              ; preds = %42, %25, %116
  %118 = phi i64 [ 1, %42 ], [ 1, %25 ], [ %23, %116 ]
  br label %119, !dbg !39

119:                                              ; preds = %117, %119
  %120 = phi i64 [ %133, %119 ], [ %118, %117 ]
  call void @llvm.dbg.value(metadata i64 %120, metadata !30, metadata !DIExpression()), !dbg !37
  %121 = getelementptr inbounds double, double* %34, i64 %120, !dbg !40
  %122 = load double, double* %121, align 8, !dbg !40, !tbaa !42
  %123 = getelementptr inbounds double, double* %37, i64 %120, !dbg !49
  %124 = load double, double* %123, align 8, !dbg !49, !tbaa !42
  %125 = fadd double %122, %124, !dbg !52
  %126 = getelementptr inbounds double, double* %40, i64 %120, !dbg !53
  %127 = load double, double* %126, align 8, !dbg !53, !tbaa !42
  %128 = fadd double %125, %127, !dbg !56
  %129 = add nsw i64 %120, -1, !dbg !72
  %130 = getelementptr inbounds double, double* %34, i64 %129, !dbg !57
  %131 = load double, double* %130, align 8, !dbg !57, !tbaa !42
  %132 = fadd double %128, %131, !dbg !58
  %133 = add nuw nsw i64 %120, 1, !dbg !59
  %134 = getelementptr inbounds double, double* %34, i64 %133, !dbg !60
  %135 = load double, double* %134, align 8, !dbg !60, !tbaa !42
  %136 = fadd double %132, %135, !dbg !61
  %137 = fmul double %136, 2.000000e-01, !dbg !62
  %138 = getelementptr inbounds double, double* %41, i64 %120, !dbg !63
  store double %137, double* %138, align 8, !dbg !64, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %133, metadata !30, metadata !DIExpression()), !dbg !37
  %139 = icmp eq i64 %133, %13, !dbg !73
  br i1 %139, label %140, label %119, !dbg !39, !llvm.loop !74

140:                                              ; preds = %119, %116
  call void @llvm.dbg.value(metadata i64 %38, metadata !28, metadata !DIExpression()), !dbg !34
  %141 = icmp eq i64 %38, %12, !dbg !35
  %142 = add i64 %26, 1, !dbg !36
  br i1 %141, label %143, label %25, !dbg !36, !llvm.loop !75

143:                                              ; preds = %140, %4
  ret void, !dbg !77
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !78 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !82, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i8** %1, metadata !83, metadata !DIExpression()), !dbg !100
  %3 = icmp sgt i32 %0, 1, !dbg !101
  br i1 %3, label %4, label %21, !dbg !102

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !103
  %6 = load i8*, i8** %5, align 8, !dbg !103, !tbaa !104
  call void @llvm.dbg.value(metadata i8* %6, metadata !106, metadata !DIExpression()) #7, !dbg !114
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !116
  %8 = trunc i64 %7 to i32, !dbg !117
  call void @llvm.dbg.value(metadata i32 %8, metadata !84, metadata !DIExpression()), !dbg !100
  %9 = icmp eq i32 %0, 2, !dbg !118
  br i1 %9, label %21, label %10, !dbg !119

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !120
  %12 = load i8*, i8** %11, align 8, !dbg !120, !tbaa !104
  call void @llvm.dbg.value(metadata i8* %12, metadata !106, metadata !DIExpression()) #7, !dbg !121
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !123
  %14 = trunc i64 %13 to i32, !dbg !124
  call void @llvm.dbg.value(metadata i32 %14, metadata !85, metadata !DIExpression()), !dbg !100
  %15 = icmp ugt i32 %0, 3, !dbg !125
  br i1 %15, label %16, label %21, !dbg !126

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !127
  %18 = load i8*, i8** %17, align 8, !dbg !127, !tbaa !104
  call void @llvm.dbg.value(metadata i8* %18, metadata !106, metadata !DIExpression()) #7, !dbg !128
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #7, !dbg !130
  %20 = trunc i64 %19 to i32, !dbg !131
  br label %21, !dbg !126

21:                                               ; preds = %2, %4, %10, %16
  %22 = phi i32 [ %14, %16 ], [ %14, %10 ], [ 80, %4 ], [ 80, %2 ]
  %23 = phi i32 [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 64, %2 ]
  %24 = phi i32 [ %20, %16 ], [ 12, %10 ], [ 12, %4 ], [ 12, %2 ], !dbg !126
  call void @llvm.dbg.value(metadata i32 %24, metadata !86, metadata !DIExpression()), !dbg !100
  %25 = zext i32 %22 to i64, !dbg !132
  %26 = zext i32 %23 to i64, !dbg !133
  %27 = shl nuw nsw i64 %25, 3, !dbg !133
  %28 = mul i64 %27, %26, !dbg !133
  %29 = tail call noalias i8* @malloc(i64 noundef %28) #7, !dbg !134
  %30 = bitcast i8* %29 to double*, !dbg !134
  call void @llvm.dbg.value(metadata double* %30, metadata !87, metadata !DIExpression()), !dbg !100
  %31 = tail call noalias i8* @malloc(i64 noundef %28) #7, !dbg !135
  %32 = bitcast i8* %31 to double*, !dbg !135
  call void @llvm.dbg.value(metadata double* %32, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !89, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %8, metadata !136, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 %14, metadata !141, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata double* %30, metadata !142, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()), !dbg !150
  %33 = icmp sgt i32 %23, 0, !dbg !151
  %34 = icmp sgt i32 %22, 0
  %35 = and i1 %34, %33, !dbg !152
  br i1 %35, label %36, label %472, !dbg !152

36:                                               ; preds = %21
  %37 = icmp eq i32 %22, 1
  br i1 %37, label %55, label %38, !dbg !153

38:                                               ; preds = %36
  %39 = add nsw i64 %25, -1, !dbg !152
  %40 = and i64 %25, 4294967292, !dbg !152
  %41 = add nsw i64 %40, -4, !dbg !152
  %42 = lshr exact i64 %41, 2, !dbg !152
  %43 = add nuw nsw i64 %42, 1, !dbg !152
  %44 = and i64 %39, 1
  %45 = icmp eq i32 %22, 2
  %46 = and i64 %39, -2
  %47 = icmp eq i64 %44, 0
  %48 = icmp ult i32 %22, 4
  %49 = and i64 %25, 4294967292
  %50 = and i64 %43, 7
  %51 = icmp ult i64 %41, 28
  %52 = and i64 %43, 9223372036854775800
  %53 = icmp eq i64 %50, 0
  %54 = icmp eq i64 %49, %25
  br label %153, !dbg !152

55:                                               ; preds = %36
  call void @llvm.dbg.value(metadata i64 0, metadata !143, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i64 0, metadata !145, metadata !DIExpression()), !dbg !154
  store double 1.000000e+02, double* %30, align 8, !dbg !155, !tbaa !42
  call void @llvm.dbg.value(metadata i64 0, metadata !145, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !154
  call void @llvm.dbg.value(metadata i64 1, metadata !143, metadata !DIExpression()), !dbg !150
  %56 = icmp eq i32 %23, 1, !dbg !151
  br i1 %56, label %137, label %57, !dbg !152

57:                                               ; preds = %55
  %58 = add nsw i64 %26, -1, !dbg !152
  %59 = icmp ugt i64 %58, 3, !dbg !152
  %60 = icmp eq i32 %22, 1, !dbg !152
  %61 = select i1 %59, i1 %60, i1 false, !dbg !152
  br i1 %61, label %62, label %119, !dbg !152

62:                                               ; preds = %57
  %63 = and i64 %58, -4, !dbg !152
  %64 = or i64 %63, 1, !dbg !152
  %65 = add nsw i64 %63, -4, !dbg !152
  %66 = lshr exact i64 %65, 2, !dbg !152
  %67 = add nuw nsw i64 %66, 1, !dbg !152
  %68 = and i64 %67, 3, !dbg !152
  %69 = icmp ult i64 %65, 12, !dbg !152
  br i1 %69, label %102, label %70, !dbg !152

70:                                               ; preds = %62
  %71 = and i64 %67, 9223372036854775804, !dbg !152
  br label %72, !dbg !152

72:                                               ; preds = %72, %70
  %73 = phi i64 [ 0, %70 ], [ %99, %72 ]
  %74 = phi i64 [ 0, %70 ], [ %100, %72 ]
  %75 = or i64 %73, 1
  %76 = mul nuw nsw i64 %75, %25
  %77 = getelementptr inbounds double, double* %30, i64 %76
  %78 = bitcast double* %77 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %78, align 8, !dbg !155, !tbaa !42
  %79 = getelementptr inbounds double, double* %77, i64 2, !dbg !155
  %80 = bitcast double* %79 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %80, align 8, !dbg !155, !tbaa !42
  %81 = or i64 %73, 5
  %82 = mul nuw nsw i64 %81, %25
  %83 = getelementptr inbounds double, double* %30, i64 %82
  %84 = bitcast double* %83 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %84, align 8, !dbg !155, !tbaa !42
  %85 = getelementptr inbounds double, double* %83, i64 2, !dbg !155
  %86 = bitcast double* %85 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %86, align 8, !dbg !155, !tbaa !42
  %87 = or i64 %73, 9
  %88 = mul nuw nsw i64 %87, %25
  %89 = getelementptr inbounds double, double* %30, i64 %88
  %90 = bitcast double* %89 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %90, align 8, !dbg !155, !tbaa !42
  %91 = getelementptr inbounds double, double* %89, i64 2, !dbg !155
  %92 = bitcast double* %91 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %92, align 8, !dbg !155, !tbaa !42
  %93 = or i64 %73, 13
  %94 = mul nuw nsw i64 %93, %25
  %95 = getelementptr inbounds double, double* %30, i64 %94
  %96 = bitcast double* %95 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %96, align 8, !dbg !155, !tbaa !42
  %97 = getelementptr inbounds double, double* %95, i64 2, !dbg !155
  %98 = bitcast double* %97 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %98, align 8, !dbg !155, !tbaa !42
  %99 = add nuw i64 %73, 16
  %100 = add nuw i64 %74, 4
  %101 = icmp eq i64 %100, %71
  br i1 %101, label %102, label %72, !llvm.loop !157

102:                                              ; preds = %72, %62
  %103 = phi i64 [ 0, %62 ], [ %99, %72 ]
  %104 = icmp eq i64 %68, 0
  br i1 %104, label %117, label %105

105:                                              ; preds = %102, %105
  %106 = phi i64 [ %114, %105 ], [ %103, %102 ]
  %107 = phi i64 [ %115, %105 ], [ 0, %102 ]
  %108 = or i64 %106, 1
  %109 = mul nuw nsw i64 %108, %25
  %110 = getelementptr inbounds double, double* %30, i64 %109
  %111 = bitcast double* %110 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %111, align 8, !dbg !155, !tbaa !42
  %112 = getelementptr inbounds double, double* %110, i64 2, !dbg !155
  %113 = bitcast double* %112 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %113, align 8, !dbg !155, !tbaa !42
  %114 = add nuw i64 %106, 4
  %115 = add i64 %107, 1
  %116 = icmp eq i64 %115, %68
  br i1 %116, label %117, label %105, !llvm.loop !160

117:                                              ; preds = %105, %102
  %118 = icmp eq i64 %58, %63, !dbg !152
  br i1 %118, label %255, label %119, !dbg !152

119:                                              ; preds = %57, %117
  %120 = phi i64 [ 1, %57 ], [ %64, %117 ]
  %121 = sub nsw i64 %26, %120, !dbg !152
  %122 = xor i64 %120, -1, !dbg !152
  %123 = add nsw i64 %122, %26, !dbg !152
  %124 = and i64 %121, 3, !dbg !152
  %125 = icmp eq i64 %124, 0, !dbg !152
  br i1 %125, label %134, label %126, !dbg !152

126:                                              ; preds = %119, %126
  %127 = phi i64 [ %131, %126 ], [ %120, %119 ]
  %128 = phi i64 [ %132, %126 ], [ 0, %119 ]
  call void @llvm.dbg.value(metadata i64 %127, metadata !143, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !154
  %129 = mul nuw nsw i64 %127, %25
  %130 = getelementptr inbounds double, double* %30, i64 %129
  store double 1.000000e+02, double* %130, align 8, !dbg !155, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !145, metadata !DIExpression()), !dbg !154
  %131 = add nuw nsw i64 %127, 1, !dbg !162
  call void @llvm.dbg.value(metadata i64 %131, metadata !143, metadata !DIExpression()), !dbg !150
  %132 = add i64 %128, 1, !dbg !152
  %133 = icmp eq i64 %132, %124, !dbg !152
  br i1 %133, label %134, label %126, !dbg !152, !llvm.loop !163

134:                                              ; preds = %126, %119
  %135 = phi i64 [ %120, %119 ], [ %131, %126 ]
  %136 = icmp ult i64 %123, 3, !dbg !152
  br i1 %136, label %255, label %138, !dbg !152

137:                                              ; preds = %55
  call void @llvm.dbg.value(metadata i32 %8, metadata !136, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i32 %14, metadata !141, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata double* %32, metadata !142, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i64 0, metadata !143, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i64 0, metadata !145, metadata !DIExpression()), !dbg !167
  store double 1.000000e+02, double* %32, align 8, !dbg !168, !tbaa !42
  call void @llvm.dbg.value(metadata i64 0, metadata !145, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !167
  call void @llvm.dbg.value(metadata i64 1, metadata !143, metadata !DIExpression()), !dbg !166
  br label %472, !dbg !169

138:                                              ; preds = %134, %138
  %139 = phi i64 [ %151, %138 ], [ %135, %134 ]
  call void @llvm.dbg.value(metadata i64 %139, metadata !143, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !154
  %140 = mul nuw nsw i64 %139, %25
  %141 = getelementptr inbounds double, double* %30, i64 %140
  store double 1.000000e+02, double* %141, align 8, !dbg !155, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !145, metadata !DIExpression()), !dbg !154
  %142 = add nuw nsw i64 %139, 1, !dbg !162
  call void @llvm.dbg.value(metadata i64 %142, metadata !143, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i64 %142, metadata !143, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !154
  %143 = mul nuw nsw i64 %142, %25
  %144 = getelementptr inbounds double, double* %30, i64 %143
  store double 1.000000e+02, double* %144, align 8, !dbg !155, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !145, metadata !DIExpression()), !dbg !154
  %145 = add nuw nsw i64 %139, 2, !dbg !162
  call void @llvm.dbg.value(metadata i64 %145, metadata !143, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i64 %145, metadata !143, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !154
  %146 = mul nuw nsw i64 %145, %25
  %147 = getelementptr inbounds double, double* %30, i64 %146
  store double 1.000000e+02, double* %147, align 8, !dbg !155, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !145, metadata !DIExpression()), !dbg !154
  %148 = add nuw nsw i64 %139, 3, !dbg !162
  call void @llvm.dbg.value(metadata i64 %148, metadata !143, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i64 %148, metadata !143, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !154
  %149 = mul nuw nsw i64 %148, %25
  %150 = getelementptr inbounds double, double* %30, i64 %149
  store double 1.000000e+02, double* %150, align 8, !dbg !155, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !145, metadata !DIExpression()), !dbg !154
  %151 = add nuw nsw i64 %139, 4, !dbg !162
  call void @llvm.dbg.value(metadata i64 %151, metadata !143, metadata !DIExpression()), !dbg !150
  %152 = icmp eq i64 %151, %26, !dbg !151
  br i1 %152, label %255, label %138, !dbg !152, !llvm.loop !170

153:                                              ; preds = %38, %247
  %154 = phi i64 [ %248, %247 ], [ 0, %38 ]
  call void @llvm.dbg.value(metadata i64 %154, metadata !143, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !154
  %155 = icmp eq i64 %154, 0
  %156 = mul nuw nsw i64 %154, %25
  %157 = getelementptr inbounds double, double* %30, i64 %156
  br i1 %155, label %158, label %220

158:                                              ; preds = %153
  br i1 %48, label %218, label %159, !dbg !153

159:                                              ; preds = %158
  br i1 %51, label %205, label %160, !dbg !153

160:                                              ; preds = %159, %160
  %161 = phi i64 [ %202, %160 ], [ 0, %159 ], !dbg !171
  %162 = phi i64 [ %203, %160 ], [ 0, %159 ]
  %163 = getelementptr inbounds double, double* %157, i64 %161, !dbg !171
  %164 = bitcast double* %163 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %164, align 8, !dbg !155, !tbaa !42
  %165 = getelementptr inbounds double, double* %163, i64 2, !dbg !155
  %166 = bitcast double* %165 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %166, align 8, !dbg !155, !tbaa !42
  %167 = or i64 %161, 4, !dbg !171
  %168 = getelementptr inbounds double, double* %157, i64 %167, !dbg !171
  %169 = bitcast double* %168 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %169, align 8, !dbg !155, !tbaa !42
  %170 = getelementptr inbounds double, double* %168, i64 2, !dbg !155
  %171 = bitcast double* %170 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %171, align 8, !dbg !155, !tbaa !42
  %172 = or i64 %161, 8, !dbg !171
  %173 = getelementptr inbounds double, double* %157, i64 %172, !dbg !171
  %174 = bitcast double* %173 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %174, align 8, !dbg !155, !tbaa !42
  %175 = getelementptr inbounds double, double* %173, i64 2, !dbg !155
  %176 = bitcast double* %175 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %176, align 8, !dbg !155, !tbaa !42
  %177 = or i64 %161, 12, !dbg !171
  %178 = getelementptr inbounds double, double* %157, i64 %177, !dbg !171
  %179 = bitcast double* %178 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %179, align 8, !dbg !155, !tbaa !42
  %180 = getelementptr inbounds double, double* %178, i64 2, !dbg !155
  %181 = bitcast double* %180 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %181, align 8, !dbg !155, !tbaa !42
  %182 = or i64 %161, 16, !dbg !171
  %183 = getelementptr inbounds double, double* %157, i64 %182, !dbg !171
  %184 = bitcast double* %183 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %184, align 8, !dbg !155, !tbaa !42
  %185 = getelementptr inbounds double, double* %183, i64 2, !dbg !155
  %186 = bitcast double* %185 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %186, align 8, !dbg !155, !tbaa !42
  %187 = or i64 %161, 20, !dbg !171
  %188 = getelementptr inbounds double, double* %157, i64 %187, !dbg !171
  %189 = bitcast double* %188 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %189, align 8, !dbg !155, !tbaa !42
  %190 = getelementptr inbounds double, double* %188, i64 2, !dbg !155
  %191 = bitcast double* %190 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %191, align 8, !dbg !155, !tbaa !42
  %192 = or i64 %161, 24, !dbg !171
  %193 = getelementptr inbounds double, double* %157, i64 %192, !dbg !171
  %194 = bitcast double* %193 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %194, align 8, !dbg !155, !tbaa !42
  %195 = getelementptr inbounds double, double* %193, i64 2, !dbg !155
  %196 = bitcast double* %195 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %196, align 8, !dbg !155, !tbaa !42
  %197 = or i64 %161, 28, !dbg !171
  %198 = getelementptr inbounds double, double* %157, i64 %197, !dbg !171
  %199 = bitcast double* %198 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %199, align 8, !dbg !155, !tbaa !42
  %200 = getelementptr inbounds double, double* %198, i64 2, !dbg !155
  %201 = bitcast double* %200 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %201, align 8, !dbg !155, !tbaa !42
  %202 = add nuw i64 %161, 32, !dbg !171
  %203 = add i64 %162, 8, !dbg !171
  %204 = icmp eq i64 %203, %52, !dbg !171
  br i1 %204, label %205, label %160, !dbg !171, !llvm.loop !172

205:                                              ; preds = %160, %159
  %206 = phi i64 [ 0, %159 ], [ %202, %160 ]
  br i1 %53, label %217, label %207, !dbg !171

207:                                              ; preds = %205, %207
  %208 = phi i64 [ %214, %207 ], [ %206, %205 ], !dbg !171
  %209 = phi i64 [ %215, %207 ], [ 0, %205 ]
  %210 = getelementptr inbounds double, double* %157, i64 %208, !dbg !171
  %211 = bitcast double* %210 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %211, align 8, !dbg !155, !tbaa !42
  %212 = getelementptr inbounds double, double* %210, i64 2, !dbg !155
  %213 = bitcast double* %212 to <2 x double>*, !dbg !155
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %213, align 8, !dbg !155, !tbaa !42
  %214 = add nuw i64 %208, 4, !dbg !171
  %215 = add i64 %209, 1, !dbg !171
  %216 = icmp eq i64 %215, %50, !dbg !171
  br i1 %216, label %217, label %207, !dbg !171, !llvm.loop !174

217:                                              ; preds = %207, %205
  br i1 %54, label %247, label %218, !dbg !153

218:                                              ; preds = %158, %217
  %219 = phi i64 [ 0, %158 ], [ %49, %217 ]
  br label %250, !dbg !153

220:                                              ; preds = %153
  store double 1.000000e+02, double* %157, align 8, !dbg !155, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !145, metadata !DIExpression()), !dbg !154
  %221 = trunc i64 %154 to i32
  br i1 %45, label %239, label %222, !dbg !153

222:                                              ; preds = %220, %222
  %223 = phi i64 [ %236, %222 ], [ 1, %220 ]
  %224 = phi i64 [ %237, %222 ], [ 0, %220 ]
  call void @llvm.dbg.value(metadata i64 %223, metadata !145, metadata !DIExpression()), !dbg !154
  %225 = trunc i64 %223 to i32, !dbg !175
  %226 = mul nsw i32 %225, %221, !dbg !175
  %227 = urem i32 %226, 7, !dbg !176
  %228 = sitofp i32 %227 to double, !dbg !177
  %229 = getelementptr inbounds double, double* %157, i64 %223, !dbg !178
  store double %228, double* %229, align 8, !dbg !155, !tbaa !42
  %230 = add nuw nsw i64 %223, 1, !dbg !171
  call void @llvm.dbg.value(metadata i64 %230, metadata !145, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i64 %230, metadata !145, metadata !DIExpression()), !dbg !154
  %231 = trunc i64 %230 to i32, !dbg !175
  %232 = mul nsw i32 %231, %221, !dbg !175
  %233 = urem i32 %232, 7, !dbg !176
  %234 = sitofp i32 %233 to double, !dbg !177
  %235 = getelementptr inbounds double, double* %157, i64 %230, !dbg !178
  store double %234, double* %235, align 8, !dbg !155, !tbaa !42
  %236 = add nuw nsw i64 %223, 2, !dbg !171
  call void @llvm.dbg.value(metadata i64 %236, metadata !145, metadata !DIExpression()), !dbg !154
  %237 = add i64 %224, 2, !dbg !153
  %238 = icmp eq i64 %237, %46, !dbg !153
  br i1 %238, label %239, label %222, !dbg !153, !llvm.loop !179

239:                                              ; preds = %222, %220
  %240 = phi i64 [ 1, %220 ], [ %236, %222 ]
  br i1 %47, label %247, label %241, !dbg !153

241:                                              ; preds = %239
  call void @llvm.dbg.value(metadata i64 %240, metadata !145, metadata !DIExpression()), !dbg !154
  %242 = trunc i64 %240 to i32, !dbg !175
  %243 = mul nsw i32 %242, %221, !dbg !175
  %244 = urem i32 %243, 7, !dbg !176
  %245 = sitofp i32 %244 to double, !dbg !177
  %246 = getelementptr inbounds double, double* %157, i64 %240, !dbg !178
  store double %245, double* %246, align 8, !dbg !155, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %240, metadata !145, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !154
  br label %247, !dbg !162

247:                                              ; preds = %241, %239, %250, %217
  %248 = add nuw nsw i64 %154, 1, !dbg !162
  call void @llvm.dbg.value(metadata i64 %248, metadata !143, metadata !DIExpression()), !dbg !150
  %249 = icmp eq i64 %248, %26, !dbg !151
  br i1 %249, label %255, label %153, !dbg !152, !llvm.loop !180

250:                                              ; preds = %218, %250
  %251 = phi i64 [ %253, %250 ], [ %219, %218 ]
  call void @llvm.dbg.value(metadata i64 %251, metadata !145, metadata !DIExpression()), !dbg !154
  %252 = getelementptr inbounds double, double* %157, i64 %251, !dbg !178
  store double 1.000000e+02, double* %252, align 8, !dbg !155, !tbaa !42
  %253 = add nuw nsw i64 %251, 1, !dbg !171
  call void @llvm.dbg.value(metadata i64 %253, metadata !145, metadata !DIExpression()), !dbg !154
  %254 = icmp eq i64 %253, %25, !dbg !181
  br i1 %254, label %247, label %250, !dbg !153, !llvm.loop !182

255:                                              ; preds = %247, %134, %138, %117
  call void @llvm.dbg.value(metadata i32 %8, metadata !136, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i32 %14, metadata !141, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata double* %32, metadata !142, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()), !dbg !166
  br i1 %37, label %273, label %256, !dbg !184

256:                                              ; preds = %255
  %257 = add nsw i64 %25, -1, !dbg !169
  %258 = and i64 %25, 4294967292, !dbg !169
  %259 = add nsw i64 %258, -4, !dbg !169
  %260 = lshr exact i64 %259, 2, !dbg !169
  %261 = add nuw nsw i64 %260, 1, !dbg !169
  %262 = and i64 %257, 1
  %263 = icmp eq i32 %22, 2
  %264 = and i64 %257, -2
  %265 = icmp eq i64 %262, 0
  %266 = icmp ult i32 %22, 4
  %267 = and i64 %25, 4294967292
  %268 = and i64 %261, 7
  %269 = icmp ult i64 %259, 28
  %270 = and i64 %261, 9223372036854775800
  %271 = icmp eq i64 %268, 0
  %272 = icmp eq i64 %267, %25
  br label %370, !dbg !169

273:                                              ; preds = %255
  call void @llvm.dbg.value(metadata i64 0, metadata !143, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i64 0, metadata !145, metadata !DIExpression()), !dbg !167
  store double 1.000000e+02, double* %32, align 8, !dbg !168, !tbaa !42
  call void @llvm.dbg.value(metadata i64 0, metadata !145, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !167
  call void @llvm.dbg.value(metadata i64 1, metadata !143, metadata !DIExpression()), !dbg !166
  %274 = icmp eq i32 %23, 1, !dbg !185
  br i1 %274, label %472, label %275, !dbg !169

275:                                              ; preds = %273
  %276 = add nsw i64 %26, -1, !dbg !169
  %277 = icmp ugt i64 %276, 3, !dbg !169
  %278 = icmp eq i32 %22, 1, !dbg !169
  %279 = select i1 %277, i1 %278, i1 false, !dbg !169
  br i1 %279, label %280, label %337, !dbg !169

280:                                              ; preds = %275
  %281 = and i64 %276, -4, !dbg !169
  %282 = or i64 %281, 1, !dbg !169
  %283 = add nsw i64 %281, -4, !dbg !169
  %284 = lshr exact i64 %283, 2, !dbg !169
  %285 = add nuw nsw i64 %284, 1, !dbg !169
  %286 = and i64 %285, 3, !dbg !169
  %287 = icmp ult i64 %283, 12, !dbg !169
  br i1 %287, label %320, label %288, !dbg !169

288:                                              ; preds = %280
  %289 = and i64 %285, 9223372036854775804, !dbg !169
  br label %290, !dbg !169

290:                                              ; preds = %290, %288
  %291 = phi i64 [ 0, %288 ], [ %317, %290 ]
  %292 = phi i64 [ 0, %288 ], [ %318, %290 ]
  %293 = or i64 %291, 1
  %294 = mul nuw nsw i64 %293, %25
  %295 = getelementptr inbounds double, double* %32, i64 %294
  %296 = bitcast double* %295 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %296, align 8, !dbg !168, !tbaa !42
  %297 = getelementptr inbounds double, double* %295, i64 2, !dbg !168
  %298 = bitcast double* %297 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %298, align 8, !dbg !168, !tbaa !42
  %299 = or i64 %291, 5
  %300 = mul nuw nsw i64 %299, %25
  %301 = getelementptr inbounds double, double* %32, i64 %300
  %302 = bitcast double* %301 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %302, align 8, !dbg !168, !tbaa !42
  %303 = getelementptr inbounds double, double* %301, i64 2, !dbg !168
  %304 = bitcast double* %303 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %304, align 8, !dbg !168, !tbaa !42
  %305 = or i64 %291, 9
  %306 = mul nuw nsw i64 %305, %25
  %307 = getelementptr inbounds double, double* %32, i64 %306
  %308 = bitcast double* %307 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %308, align 8, !dbg !168, !tbaa !42
  %309 = getelementptr inbounds double, double* %307, i64 2, !dbg !168
  %310 = bitcast double* %309 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %310, align 8, !dbg !168, !tbaa !42
  %311 = or i64 %291, 13
  %312 = mul nuw nsw i64 %311, %25
  %313 = getelementptr inbounds double, double* %32, i64 %312
  %314 = bitcast double* %313 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %314, align 8, !dbg !168, !tbaa !42
  %315 = getelementptr inbounds double, double* %313, i64 2, !dbg !168
  %316 = bitcast double* %315 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %316, align 8, !dbg !168, !tbaa !42
  %317 = add nuw i64 %291, 16
  %318 = add nuw i64 %292, 4
  %319 = icmp eq i64 %318, %289
  br i1 %319, label %320, label %290, !llvm.loop !186

320:                                              ; preds = %290, %280
  %321 = phi i64 [ 0, %280 ], [ %317, %290 ]
  %322 = icmp eq i64 %286, 0
  br i1 %322, label %335, label %323

323:                                              ; preds = %320, %323
  %324 = phi i64 [ %332, %323 ], [ %321, %320 ]
  %325 = phi i64 [ %333, %323 ], [ 0, %320 ]
  %326 = or i64 %324, 1
  %327 = mul nuw nsw i64 %326, %25
  %328 = getelementptr inbounds double, double* %32, i64 %327
  %329 = bitcast double* %328 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %329, align 8, !dbg !168, !tbaa !42
  %330 = getelementptr inbounds double, double* %328, i64 2, !dbg !168
  %331 = bitcast double* %330 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %331, align 8, !dbg !168, !tbaa !42
  %332 = add nuw i64 %324, 4
  %333 = add i64 %325, 1
  %334 = icmp eq i64 %333, %286
  br i1 %334, label %335, label %323, !llvm.loop !188

335:                                              ; preds = %323, %320
  %336 = icmp eq i64 %276, %281, !dbg !169
  br i1 %336, label %472, label %337, !dbg !169

337:                                              ; preds = %275, %335
  %338 = phi i64 [ 1, %275 ], [ %282, %335 ]
  %339 = sub nsw i64 %26, %338, !dbg !169
  %340 = xor i64 %338, -1, !dbg !169
  %341 = add nsw i64 %340, %26, !dbg !169
  %342 = and i64 %339, 3, !dbg !169
  %343 = icmp eq i64 %342, 0, !dbg !169
  br i1 %343, label %352, label %344, !dbg !169

344:                                              ; preds = %337, %344
  %345 = phi i64 [ %349, %344 ], [ %338, %337 ]
  %346 = phi i64 [ %350, %344 ], [ 0, %337 ]
  call void @llvm.dbg.value(metadata i64 %345, metadata !143, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !167
  %347 = mul nuw nsw i64 %345, %25
  %348 = getelementptr inbounds double, double* %32, i64 %347
  store double 1.000000e+02, double* %348, align 8, !dbg !168, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !145, metadata !DIExpression()), !dbg !167
  %349 = add nuw nsw i64 %345, 1, !dbg !189
  call void @llvm.dbg.value(metadata i64 %349, metadata !143, metadata !DIExpression()), !dbg !166
  %350 = add i64 %346, 1, !dbg !169
  %351 = icmp eq i64 %350, %342, !dbg !169
  br i1 %351, label %352, label %344, !dbg !169, !llvm.loop !190

352:                                              ; preds = %344, %337
  %353 = phi i64 [ %338, %337 ], [ %349, %344 ]
  %354 = icmp ult i64 %341, 3, !dbg !169
  br i1 %354, label %472, label %355, !dbg !169

355:                                              ; preds = %352, %355
  %356 = phi i64 [ %368, %355 ], [ %353, %352 ]
  call void @llvm.dbg.value(metadata i64 %356, metadata !143, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !167
  %357 = mul nuw nsw i64 %356, %25
  %358 = getelementptr inbounds double, double* %32, i64 %357
  store double 1.000000e+02, double* %358, align 8, !dbg !168, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !145, metadata !DIExpression()), !dbg !167
  %359 = add nuw nsw i64 %356, 1, !dbg !189
  call void @llvm.dbg.value(metadata i64 %359, metadata !143, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i64 %359, metadata !143, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !167
  %360 = mul nuw nsw i64 %359, %25
  %361 = getelementptr inbounds double, double* %32, i64 %360
  store double 1.000000e+02, double* %361, align 8, !dbg !168, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !145, metadata !DIExpression()), !dbg !167
  %362 = add nuw nsw i64 %356, 2, !dbg !189
  call void @llvm.dbg.value(metadata i64 %362, metadata !143, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i64 %362, metadata !143, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !167
  %363 = mul nuw nsw i64 %362, %25
  %364 = getelementptr inbounds double, double* %32, i64 %363
  store double 1.000000e+02, double* %364, align 8, !dbg !168, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !145, metadata !DIExpression()), !dbg !167
  %365 = add nuw nsw i64 %356, 3, !dbg !189
  call void @llvm.dbg.value(metadata i64 %365, metadata !143, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i64 %365, metadata !143, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !167
  %366 = mul nuw nsw i64 %365, %25
  %367 = getelementptr inbounds double, double* %32, i64 %366
  store double 1.000000e+02, double* %367, align 8, !dbg !168, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !145, metadata !DIExpression()), !dbg !167
  %368 = add nuw nsw i64 %356, 4, !dbg !189
  call void @llvm.dbg.value(metadata i64 %368, metadata !143, metadata !DIExpression()), !dbg !166
  %369 = icmp eq i64 %368, %26, !dbg !185
  br i1 %369, label %472, label %355, !dbg !169, !llvm.loop !191

370:                                              ; preds = %256, %464
  %371 = phi i64 [ %465, %464 ], [ 0, %256 ]
  call void @llvm.dbg.value(metadata i64 %371, metadata !143, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !167
  %372 = icmp eq i64 %371, 0
  %373 = mul nuw nsw i64 %371, %25
  %374 = getelementptr inbounds double, double* %32, i64 %373
  br i1 %372, label %375, label %437

375:                                              ; preds = %370
  br i1 %266, label %435, label %376, !dbg !184

376:                                              ; preds = %375
  br i1 %269, label %422, label %377, !dbg !184

377:                                              ; preds = %376, %377
  %378 = phi i64 [ %419, %377 ], [ 0, %376 ], !dbg !192
  %379 = phi i64 [ %420, %377 ], [ 0, %376 ]
  %380 = getelementptr inbounds double, double* %374, i64 %378, !dbg !192
  %381 = bitcast double* %380 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %381, align 8, !dbg !168, !tbaa !42
  %382 = getelementptr inbounds double, double* %380, i64 2, !dbg !168
  %383 = bitcast double* %382 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %383, align 8, !dbg !168, !tbaa !42
  %384 = or i64 %378, 4, !dbg !192
  %385 = getelementptr inbounds double, double* %374, i64 %384, !dbg !192
  %386 = bitcast double* %385 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %386, align 8, !dbg !168, !tbaa !42
  %387 = getelementptr inbounds double, double* %385, i64 2, !dbg !168
  %388 = bitcast double* %387 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %388, align 8, !dbg !168, !tbaa !42
  %389 = or i64 %378, 8, !dbg !192
  %390 = getelementptr inbounds double, double* %374, i64 %389, !dbg !192
  %391 = bitcast double* %390 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %391, align 8, !dbg !168, !tbaa !42
  %392 = getelementptr inbounds double, double* %390, i64 2, !dbg !168
  %393 = bitcast double* %392 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %393, align 8, !dbg !168, !tbaa !42
  %394 = or i64 %378, 12, !dbg !192
  %395 = getelementptr inbounds double, double* %374, i64 %394, !dbg !192
  %396 = bitcast double* %395 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %396, align 8, !dbg !168, !tbaa !42
  %397 = getelementptr inbounds double, double* %395, i64 2, !dbg !168
  %398 = bitcast double* %397 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %398, align 8, !dbg !168, !tbaa !42
  %399 = or i64 %378, 16, !dbg !192
  %400 = getelementptr inbounds double, double* %374, i64 %399, !dbg !192
  %401 = bitcast double* %400 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %401, align 8, !dbg !168, !tbaa !42
  %402 = getelementptr inbounds double, double* %400, i64 2, !dbg !168
  %403 = bitcast double* %402 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %403, align 8, !dbg !168, !tbaa !42
  %404 = or i64 %378, 20, !dbg !192
  %405 = getelementptr inbounds double, double* %374, i64 %404, !dbg !192
  %406 = bitcast double* %405 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %406, align 8, !dbg !168, !tbaa !42
  %407 = getelementptr inbounds double, double* %405, i64 2, !dbg !168
  %408 = bitcast double* %407 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %408, align 8, !dbg !168, !tbaa !42
  %409 = or i64 %378, 24, !dbg !192
  %410 = getelementptr inbounds double, double* %374, i64 %409, !dbg !192
  %411 = bitcast double* %410 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %411, align 8, !dbg !168, !tbaa !42
  %412 = getelementptr inbounds double, double* %410, i64 2, !dbg !168
  %413 = bitcast double* %412 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %413, align 8, !dbg !168, !tbaa !42
  %414 = or i64 %378, 28, !dbg !192
  %415 = getelementptr inbounds double, double* %374, i64 %414, !dbg !192
  %416 = bitcast double* %415 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %416, align 8, !dbg !168, !tbaa !42
  %417 = getelementptr inbounds double, double* %415, i64 2, !dbg !168
  %418 = bitcast double* %417 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %418, align 8, !dbg !168, !tbaa !42
  %419 = add nuw i64 %378, 32, !dbg !192
  %420 = add i64 %379, 8, !dbg !192
  %421 = icmp eq i64 %420, %270, !dbg !192
  br i1 %421, label %422, label %377, !dbg !192, !llvm.loop !193

422:                                              ; preds = %377, %376
  %423 = phi i64 [ 0, %376 ], [ %419, %377 ]
  br i1 %271, label %434, label %424, !dbg !192

424:                                              ; preds = %422, %424
  %425 = phi i64 [ %431, %424 ], [ %423, %422 ], !dbg !192
  %426 = phi i64 [ %432, %424 ], [ 0, %422 ]
  %427 = getelementptr inbounds double, double* %374, i64 %425, !dbg !192
  %428 = bitcast double* %427 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %428, align 8, !dbg !168, !tbaa !42
  %429 = getelementptr inbounds double, double* %427, i64 2, !dbg !168
  %430 = bitcast double* %429 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e+02, double 1.000000e+02>, <2 x double>* %430, align 8, !dbg !168, !tbaa !42
  %431 = add nuw i64 %425, 4, !dbg !192
  %432 = add i64 %426, 1, !dbg !192
  %433 = icmp eq i64 %432, %268, !dbg !192
  br i1 %433, label %434, label %424, !dbg !192, !llvm.loop !195

434:                                              ; preds = %424, %422
  br i1 %272, label %464, label %435, !dbg !184

435:                                              ; preds = %375, %434
  %436 = phi i64 [ 0, %375 ], [ %267, %434 ]
  br label %467, !dbg !184

437:                                              ; preds = %370
  store double 1.000000e+02, double* %374, align 8, !dbg !168, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !145, metadata !DIExpression()), !dbg !167
  %438 = trunc i64 %371 to i32
  br i1 %263, label %456, label %439, !dbg !184

439:                                              ; preds = %437, %439
  %440 = phi i64 [ %453, %439 ], [ 1, %437 ]
  %441 = phi i64 [ %454, %439 ], [ 0, %437 ]
  call void @llvm.dbg.value(metadata i64 %440, metadata !145, metadata !DIExpression()), !dbg !167
  %442 = trunc i64 %440 to i32, !dbg !196
  %443 = mul nsw i32 %442, %438, !dbg !196
  %444 = urem i32 %443, 7, !dbg !197
  %445 = sitofp i32 %444 to double, !dbg !198
  %446 = getelementptr inbounds double, double* %374, i64 %440, !dbg !199
  store double %445, double* %446, align 8, !dbg !168, !tbaa !42
  %447 = add nuw nsw i64 %440, 1, !dbg !192
  call void @llvm.dbg.value(metadata i64 %447, metadata !145, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata i64 %447, metadata !145, metadata !DIExpression()), !dbg !167
  %448 = trunc i64 %447 to i32, !dbg !196
  %449 = mul nsw i32 %448, %438, !dbg !196
  %450 = urem i32 %449, 7, !dbg !197
  %451 = sitofp i32 %450 to double, !dbg !198
  %452 = getelementptr inbounds double, double* %374, i64 %447, !dbg !199
  store double %451, double* %452, align 8, !dbg !168, !tbaa !42
  %453 = add nuw nsw i64 %440, 2, !dbg !192
  call void @llvm.dbg.value(metadata i64 %453, metadata !145, metadata !DIExpression()), !dbg !167
  %454 = add i64 %441, 2, !dbg !184
  %455 = icmp eq i64 %454, %264, !dbg !184
  br i1 %455, label %456, label %439, !dbg !184, !llvm.loop !200

456:                                              ; preds = %439, %437
  %457 = phi i64 [ 1, %437 ], [ %453, %439 ]
  br i1 %265, label %464, label %458, !dbg !184

458:                                              ; preds = %456
  call void @llvm.dbg.value(metadata i64 %457, metadata !145, metadata !DIExpression()), !dbg !167
  %459 = trunc i64 %457 to i32, !dbg !196
  %460 = mul nsw i32 %459, %438, !dbg !196
  %461 = urem i32 %460, 7, !dbg !197
  %462 = sitofp i32 %461 to double, !dbg !198
  %463 = getelementptr inbounds double, double* %374, i64 %457, !dbg !199
  store double %462, double* %463, align 8, !dbg !168, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %457, metadata !145, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !167
  br label %464, !dbg !189

464:                                              ; preds = %458, %456, %467, %434
  %465 = add nuw nsw i64 %371, 1, !dbg !189
  call void @llvm.dbg.value(metadata i64 %465, metadata !143, metadata !DIExpression()), !dbg !166
  %466 = icmp eq i64 %465, %26, !dbg !185
  br i1 %466, label %472, label %370, !dbg !169, !llvm.loop !201

467:                                              ; preds = %435, %467
  %468 = phi i64 [ %470, %467 ], [ %436, %435 ]
  call void @llvm.dbg.value(metadata i64 %468, metadata !145, metadata !DIExpression()), !dbg !167
  %469 = getelementptr inbounds double, double* %374, i64 %468, !dbg !199
  store double 1.000000e+02, double* %469, align 8, !dbg !168, !tbaa !42
  %470 = add nuw nsw i64 %468, 1, !dbg !192
  call void @llvm.dbg.value(metadata i64 %470, metadata !145, metadata !DIExpression()), !dbg !167
  %471 = icmp eq i64 %470, %25, !dbg !202
  br i1 %471, label %464, label %467, !dbg !184, !llvm.loop !203

472:                                              ; preds = %464, %352, %355, %335, %273, %137, %21
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata double* %32, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %30, metadata !87, metadata !DIExpression()), !dbg !100
  %473 = icmp sgt i32 %24, 0, !dbg !205
  br i1 %473, label %474, label %598, !dbg !206

474:                                              ; preds = %472
  %475 = icmp sgt i32 %23, 2
  %476 = icmp sgt i32 %22, 2
  %477 = select i1 %475, i1 %476, i1 false
  %478 = add i32 %23, -1
  %479 = add nsw i32 %22, -1
  %480 = zext i32 %478 to i64
  %481 = zext i32 %479 to i64
  br i1 %477, label %488, label %482, !dbg !207

482:                                              ; preds = %474
  %483 = add i32 %24, -1, !dbg !206
  %484 = and i32 %24, 7, !dbg !206
  %485 = icmp ult i32 %483, 7, !dbg !206
  br i1 %485, label %590, label %486, !dbg !206

486:                                              ; preds = %482
  %487 = and i32 %24, -8, !dbg !206
  br label %669, !dbg !206

488:                                              ; preds = %474
  %489 = add nsw i64 %481, -1, !dbg !206
  %490 = icmp ult i64 %489, 4
  %491 = and i64 %489, -4
  %492 = or i64 %491, 1
  %493 = icmp eq i64 %489, %491
  br label %494, !dbg !206

494:                                              ; preds = %488, %587
  %495 = phi i32 [ %588, %587 ], [ 0, %488 ]
  %496 = phi double* [ %497, %587 ], [ %32, %488 ]
  %497 = phi double* [ %496, %587 ], [ %30, %488 ]
  call void @llvm.dbg.value(metadata i32 %495, metadata !90, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata double* %496, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %497, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 %14, metadata !25, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %497, metadata !26, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %496, metadata !27, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !210
  br label %498, !dbg !207

498:                                              ; preds = %585, %494
  %499 = phi i64 [ 1, %494 ], [ %505, %585 ]
  call void @llvm.dbg.value(metadata i64 %499, metadata !28, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !211
  %500 = mul nuw nsw i64 %499, %25
  %501 = getelementptr inbounds double, double* %497, i64 %500
  %502 = add nsw i64 %499, -1
  %503 = mul nuw nsw i64 %502, %25
  %504 = getelementptr inbounds double, double* %497, i64 %503
  %505 = add nuw nsw i64 %499, 1, !dbg !212
  %506 = mul nuw nsw i64 %505, %25
  %507 = getelementptr inbounds double, double* %497, i64 %506
  %508 = getelementptr inbounds double, double* %496, i64 %500
  %509 = getelementptr inbounds double, double* %501, i64 1
  %510 = load double, double* %509, align 8, !dbg !213, !tbaa !42
  br i1 %490, label %562, label %511, !dbg !214

511:                                              ; preds = %498
  %512 = insertelement <2 x double> poison, double %510, i64 1, !dbg !214
  br label %513, !dbg !214

513:                                              ; preds = %513, %511
  %514 = phi i64 [ 0, %511 ], [ %558, %513 ]
  %515 = phi <2 x double> [ %512, %511 ], [ %541, %513 ]
  %516 = or i64 %514, 1
  %517 = getelementptr inbounds double, double* %504, i64 %516, !dbg !215
  %518 = bitcast double* %517 to <2 x double>*, !dbg !215
  %519 = load <2 x double>, <2 x double>* %518, align 8, !dbg !215, !tbaa !42
  %520 = getelementptr inbounds double, double* %517, i64 2, !dbg !215
  %521 = bitcast double* %520 to <2 x double>*, !dbg !215
  %522 = load <2 x double>, <2 x double>* %521, align 8, !dbg !215, !tbaa !42
  %523 = getelementptr inbounds double, double* %507, i64 %516, !dbg !216
  %524 = bitcast double* %523 to <2 x double>*, !dbg !216
  %525 = load <2 x double>, <2 x double>* %524, align 8, !dbg !216, !tbaa !42
  %526 = getelementptr inbounds double, double* %523, i64 2, !dbg !216
  %527 = bitcast double* %526 to <2 x double>*, !dbg !216
  %528 = load <2 x double>, <2 x double>* %527, align 8, !dbg !216, !tbaa !42
  %529 = getelementptr inbounds double, double* %501, i64 %514, !dbg !217
  %530 = bitcast double* %529 to <2 x double>*, !dbg !217
  %531 = load <2 x double>, <2 x double>* %530, align 8, !dbg !217, !tbaa !42
  %532 = getelementptr inbounds double, double* %529, i64 2, !dbg !217
  %533 = bitcast double* %532 to <2 x double>*, !dbg !217
  %534 = load <2 x double>, <2 x double>* %533, align 8, !dbg !217, !tbaa !42
  %535 = or i64 %514, 2, !dbg !218
  %536 = getelementptr inbounds double, double* %501, i64 %535, !dbg !219
  %537 = bitcast double* %536 to <2 x double>*, !dbg !219
  %538 = load <2 x double>, <2 x double>* %537, align 8, !dbg !219, !tbaa !42
  %539 = getelementptr inbounds double, double* %536, i64 2, !dbg !219
  %540 = bitcast double* %539 to <2 x double>*, !dbg !219
  %541 = load <2 x double>, <2 x double>* %540, align 8, !dbg !219, !tbaa !42
  %542 = shufflevector <2 x double> %515, <2 x double> %538, <2 x i32> <i32 1, i32 2>
  %543 = shufflevector <2 x double> %538, <2 x double> %541, <2 x i32> <i32 1, i32 2>
  %544 = fadd <2 x double> %542, %519, !dbg !220
  %545 = fadd <2 x double> %543, %522, !dbg !220
  %546 = fadd <2 x double> %544, %525, !dbg !221
  %547 = fadd <2 x double> %545, %528, !dbg !221
  %548 = fadd <2 x double> %546, %531, !dbg !222
  %549 = fadd <2 x double> %547, %534, !dbg !222
  %550 = fadd <2 x double> %548, %538, !dbg !223
  %551 = fadd <2 x double> %549, %541, !dbg !223
  %552 = fmul <2 x double> %550, <double 2.000000e-01, double 2.000000e-01>, !dbg !224
  %553 = fmul <2 x double> %551, <double 2.000000e-01, double 2.000000e-01>, !dbg !224
  %554 = getelementptr inbounds double, double* %508, i64 %516, !dbg !225
  %555 = bitcast double* %554 to <2 x double>*, !dbg !226
  store <2 x double> %552, <2 x double>* %555, align 8, !dbg !226, !tbaa !42
  %556 = getelementptr inbounds double, double* %554, i64 2, !dbg !226
  %557 = bitcast double* %556 to <2 x double>*, !dbg !226
  store <2 x double> %553, <2 x double>* %557, align 8, !dbg !226, !tbaa !42
  %558 = add nuw i64 %514, 4
  %559 = icmp eq i64 %558, %491
  br i1 %559, label %560, label %513, !llvm.loop !227

560:                                              ; preds = %513
  %561 = extractelement <2 x double> %541, i64 1, !dbg !214
  br i1 %493, label %585, label %562, !dbg !214

562:                                              ; preds = %498, %560
  %563 = phi double [ %561, %560 ], [ %510, %498 ]
  %564 = phi i64 [ %492, %560 ], [ 1, %498 ]
  br label %565, !dbg !214

565:                                              ; preds = %562, %565
  %566 = phi double [ %580, %565 ], [ %563, %562 ], !dbg !213
  %567 = phi i64 [ %578, %565 ], [ %564, %562 ]
  call void @llvm.dbg.value(metadata i64 %567, metadata !30, metadata !DIExpression()), !dbg !211
  %568 = getelementptr inbounds double, double* %504, i64 %567, !dbg !215
  %569 = load double, double* %568, align 8, !dbg !215, !tbaa !42
  %570 = fadd double %566, %569, !dbg !220
  %571 = getelementptr inbounds double, double* %507, i64 %567, !dbg !216
  %572 = load double, double* %571, align 8, !dbg !216, !tbaa !42
  %573 = fadd double %570, %572, !dbg !221
  %574 = add nsw i64 %567, -1, !dbg !229
  %575 = getelementptr inbounds double, double* %501, i64 %574, !dbg !217
  %576 = load double, double* %575, align 8, !dbg !217, !tbaa !42
  %577 = fadd double %573, %576, !dbg !222
  %578 = add nuw nsw i64 %567, 1, !dbg !218
  %579 = getelementptr inbounds double, double* %501, i64 %578, !dbg !219
  %580 = load double, double* %579, align 8, !dbg !219, !tbaa !42
  %581 = fadd double %577, %580, !dbg !223
  %582 = fmul double %581, 2.000000e-01, !dbg !224
  %583 = getelementptr inbounds double, double* %508, i64 %567, !dbg !225
  store double %582, double* %583, align 8, !dbg !226, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %578, metadata !30, metadata !DIExpression()), !dbg !211
  %584 = icmp eq i64 %578, %481, !dbg !230
  br i1 %584, label %585, label %565, !dbg !214, !llvm.loop !231

585:                                              ; preds = %565, %560
  call void @llvm.dbg.value(metadata i64 %505, metadata !28, metadata !DIExpression()), !dbg !210
  %586 = icmp eq i64 %505, %480, !dbg !232
  br i1 %586, label %587, label %498, !dbg !207, !llvm.loop !233

587:                                              ; preds = %585
  call void @llvm.dbg.value(metadata double* %497, metadata !92, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double* %496, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %497, metadata !88, metadata !DIExpression()), !dbg !100
  %588 = add nuw nsw i32 %495, 1, !dbg !236
  call void @llvm.dbg.value(metadata i32 %588, metadata !90, metadata !DIExpression()), !dbg !204
  %589 = icmp eq i32 %588, %24, !dbg !205
  br i1 %589, label %598, label %494, !dbg !206, !llvm.loop !237

590:                                              ; preds = %669, %482
  %591 = icmp eq i32 %484, 0, !dbg !206
  br i1 %591, label %598, label %592, !dbg !206

592:                                              ; preds = %590, %592
  %593 = phi double* [ %594, %592 ], [ %32, %590 ]
  %594 = phi double* [ %593, %592 ], [ %30, %590 ]
  %595 = phi i32 [ %596, %592 ], [ 0, %590 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 %14, metadata !25, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %594, metadata !26, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %593, metadata !27, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata double* %594, metadata !92, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double* %593, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %594, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !204
  %596 = add i32 %595, 1, !dbg !206
  %597 = icmp eq i32 %596, %484, !dbg !206
  br i1 %597, label %598, label %592, !dbg !206, !llvm.loop !239

598:                                              ; preds = %590, %592, %587, %472
  %599 = phi double* [ %30, %472 ], [ %496, %587 ], [ %30, %590 ], [ %593, %592 ], !dbg !100
  %600 = phi double* [ %32, %472 ], [ %497, %587 ], [ %32, %590 ], [ %594, %592 ], !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !240
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !89, metadata !DIExpression()), !dbg !100
  %601 = select i1 %33, i1 %34, i1 false, !dbg !241
  br i1 %601, label %602, label %673, !dbg !241

602:                                              ; preds = %598
  %603 = add nsw i64 %25, -1, !dbg !241
  %604 = and i64 %25, 7
  %605 = icmp ult i64 %603, 7
  %606 = and i64 %25, 4294967288
  %607 = icmp eq i64 %604, 0
  br label %608, !dbg !241

608:                                              ; preds = %602, %665
  %609 = phi i64 [ %667, %665 ], [ 0, %602 ]
  %610 = phi double [ %666, %665 ], [ 0.000000e+00, %602 ]
  call void @llvm.dbg.value(metadata i64 %609, metadata !95, metadata !DIExpression()), !dbg !240
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %610, metadata !89, metadata !DIExpression()), !dbg !100
  %611 = mul nuw nsw i64 %609, %25
  %612 = getelementptr inbounds double, double* %599, i64 %611
  br i1 %605, label %651, label %613, !dbg !243

613:                                              ; preds = %608, %613
  %614 = phi i64 [ %648, %613 ], [ 0, %608 ]
  %615 = phi double [ %647, %613 ], [ %610, %608 ]
  %616 = phi i64 [ %649, %613 ], [ 0, %608 ]
  call void @llvm.dbg.value(metadata i64 %614, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %615, metadata !89, metadata !DIExpression()), !dbg !100
  %617 = getelementptr inbounds double, double* %612, i64 %614, !dbg !244
  %618 = load double, double* %617, align 8, !dbg !244, !tbaa !42
  %619 = fadd double %615, %618, !dbg !246
  call void @llvm.dbg.value(metadata double %619, metadata !89, metadata !DIExpression()), !dbg !100
  %620 = or i64 %614, 1, !dbg !247
  call void @llvm.dbg.value(metadata i64 %620, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i64 %620, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %619, metadata !89, metadata !DIExpression()), !dbg !100
  %621 = getelementptr inbounds double, double* %612, i64 %620, !dbg !244
  %622 = load double, double* %621, align 8, !dbg !244, !tbaa !42
  %623 = fadd double %619, %622, !dbg !246
  call void @llvm.dbg.value(metadata double %623, metadata !89, metadata !DIExpression()), !dbg !100
  %624 = or i64 %614, 2, !dbg !247
  call void @llvm.dbg.value(metadata i64 %624, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i64 %624, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %623, metadata !89, metadata !DIExpression()), !dbg !100
  %625 = getelementptr inbounds double, double* %612, i64 %624, !dbg !244
  %626 = load double, double* %625, align 8, !dbg !244, !tbaa !42
  %627 = fadd double %623, %626, !dbg !246
  call void @llvm.dbg.value(metadata double %627, metadata !89, metadata !DIExpression()), !dbg !100
  %628 = or i64 %614, 3, !dbg !247
  call void @llvm.dbg.value(metadata i64 %628, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i64 %628, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %627, metadata !89, metadata !DIExpression()), !dbg !100
  %629 = getelementptr inbounds double, double* %612, i64 %628, !dbg !244
  %630 = load double, double* %629, align 8, !dbg !244, !tbaa !42
  %631 = fadd double %627, %630, !dbg !246
  call void @llvm.dbg.value(metadata double %631, metadata !89, metadata !DIExpression()), !dbg !100
  %632 = or i64 %614, 4, !dbg !247
  call void @llvm.dbg.value(metadata i64 %632, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i64 %632, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %631, metadata !89, metadata !DIExpression()), !dbg !100
  %633 = getelementptr inbounds double, double* %612, i64 %632, !dbg !244
  %634 = load double, double* %633, align 8, !dbg !244, !tbaa !42
  %635 = fadd double %631, %634, !dbg !246
  call void @llvm.dbg.value(metadata double %635, metadata !89, metadata !DIExpression()), !dbg !100
  %636 = or i64 %614, 5, !dbg !247
  call void @llvm.dbg.value(metadata i64 %636, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i64 %636, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %635, metadata !89, metadata !DIExpression()), !dbg !100
  %637 = getelementptr inbounds double, double* %612, i64 %636, !dbg !244
  %638 = load double, double* %637, align 8, !dbg !244, !tbaa !42
  %639 = fadd double %635, %638, !dbg !246
  call void @llvm.dbg.value(metadata double %639, metadata !89, metadata !DIExpression()), !dbg !100
  %640 = or i64 %614, 6, !dbg !247
  call void @llvm.dbg.value(metadata i64 %640, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i64 %640, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %639, metadata !89, metadata !DIExpression()), !dbg !100
  %641 = getelementptr inbounds double, double* %612, i64 %640, !dbg !244
  %642 = load double, double* %641, align 8, !dbg !244, !tbaa !42
  %643 = fadd double %639, %642, !dbg !246
  call void @llvm.dbg.value(metadata double %643, metadata !89, metadata !DIExpression()), !dbg !100
  %644 = or i64 %614, 7, !dbg !247
  call void @llvm.dbg.value(metadata i64 %644, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata i64 %644, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %643, metadata !89, metadata !DIExpression()), !dbg !100
  %645 = getelementptr inbounds double, double* %612, i64 %644, !dbg !244
  %646 = load double, double* %645, align 8, !dbg !244, !tbaa !42
  %647 = fadd double %643, %646, !dbg !246
  call void @llvm.dbg.value(metadata double %647, metadata !89, metadata !DIExpression()), !dbg !100
  %648 = add nuw nsw i64 %614, 8, !dbg !247
  call void @llvm.dbg.value(metadata i64 %648, metadata !97, metadata !DIExpression()), !dbg !242
  %649 = add i64 %616, 8, !dbg !243
  %650 = icmp eq i64 %649, %606, !dbg !243
  br i1 %650, label %651, label %613, !dbg !243, !llvm.loop !248

651:                                              ; preds = %613, %608
  %652 = phi double [ undef, %608 ], [ %647, %613 ]
  %653 = phi i64 [ 0, %608 ], [ %648, %613 ]
  %654 = phi double [ %610, %608 ], [ %647, %613 ]
  br i1 %607, label %665, label %655, !dbg !243

655:                                              ; preds = %651, %655
  %656 = phi i64 [ %662, %655 ], [ %653, %651 ]
  %657 = phi double [ %661, %655 ], [ %654, %651 ]
  %658 = phi i64 [ %663, %655 ], [ 0, %651 ]
  call void @llvm.dbg.value(metadata i64 %656, metadata !97, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.value(metadata double %657, metadata !89, metadata !DIExpression()), !dbg !100
  %659 = getelementptr inbounds double, double* %612, i64 %656, !dbg !244
  %660 = load double, double* %659, align 8, !dbg !244, !tbaa !42
  %661 = fadd double %657, %660, !dbg !246
  call void @llvm.dbg.value(metadata double %661, metadata !89, metadata !DIExpression()), !dbg !100
  %662 = add nuw nsw i64 %656, 1, !dbg !247
  call void @llvm.dbg.value(metadata i64 %662, metadata !97, metadata !DIExpression()), !dbg !242
  %663 = add i64 %658, 1, !dbg !243
  %664 = icmp eq i64 %663, %604, !dbg !243
  br i1 %664, label %665, label %655, !dbg !243, !llvm.loop !250

665:                                              ; preds = %655, %651
  %666 = phi double [ %652, %651 ], [ %661, %655 ], !dbg !246
  %667 = add nuw nsw i64 %609, 1, !dbg !251
  call void @llvm.dbg.value(metadata i64 %667, metadata !95, metadata !DIExpression()), !dbg !240
  call void @llvm.dbg.value(metadata double undef, metadata !89, metadata !DIExpression()), !dbg !100
  %668 = icmp eq i64 %667, %26, !dbg !252
  br i1 %668, label %673, label %608, !dbg !241, !llvm.loop !253

669:                                              ; preds = %669, %486
  %670 = phi i32 [ 0, %486 ], [ %671, %669 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 %14, metadata !25, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %30, metadata !26, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %32, metadata !27, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata double* %30, metadata !92, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double* %32, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %30, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 %14, metadata !25, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %32, metadata !26, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %30, metadata !27, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata double* %32, metadata !92, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double* %30, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %32, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 %14, metadata !25, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %30, metadata !26, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %32, metadata !27, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata double* %30, metadata !92, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double* %32, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %30, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 %14, metadata !25, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %32, metadata !26, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %30, metadata !27, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata double* %32, metadata !92, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double* %30, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %32, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 %14, metadata !25, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %30, metadata !26, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %32, metadata !27, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata double* %30, metadata !92, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double* %32, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %30, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 %14, metadata !25, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %32, metadata !26, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %30, metadata !27, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata double* %32, metadata !92, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double* %30, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %32, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 %14, metadata !25, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %30, metadata !26, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %32, metadata !27, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata double* %30, metadata !92, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double* %32, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %30, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !204
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 %14, metadata !25, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %32, metadata !26, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double* %30, metadata !27, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata double* %32, metadata !92, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double* %30, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %32, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 poison, metadata !90, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !204
  %671 = add i32 %670, 8, !dbg !206
  %672 = icmp eq i32 %671, %487, !dbg !206
  br i1 %672, label %590, label %669, !dbg !206, !llvm.loop !237

673:                                              ; preds = %665, %598
  %674 = phi double [ 0.000000e+00, %598 ], [ %666, %665 ], !dbg !255
  %675 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %674), !dbg !256
  %676 = bitcast double* %599 to i8*, !dbg !257
  tail call void @free(i8* noundef %676) #7, !dbg !258
  %677 = bitcast double* %600 to i8*, !dbg !259
  tail call void @free(i8* noundef %677) #7, !dbg !260
  ret i32 0, !dbg !261
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vla_stencil.c", directory: ".", checksumkind: CSK_MD5, checksum: "a83b819e8c81f5cc53107425d1dc86c1")
!2 = !{!3, !4, !7, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "kernel_sweep", scope: !1, file: !1, line: 14, type: !17, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !3, !3, !19, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: -1)
!23 = !{!24, !25, !26, !27, !28, !30}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 14, type: !3)
!25 = !DILocalVariable(name: "m", arg: 2, scope: !16, file: !1, line: 14, type: !3)
!26 = !DILocalVariable(name: "in", arg: 3, scope: !16, file: !1, line: 14, type: !19)
!27 = !DILocalVariable(name: "out", arg: 4, scope: !16, file: !1, line: 14, type: !19)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 16, type: !3)
!29 = distinct !DILexicalBlock(scope: !16, file: !1, line: 16, column: 3)
!30 = !DILocalVariable(name: "j", scope: !31, file: !1, line: 17, type: !3)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 17, column: 5)
!32 = distinct !DILexicalBlock(scope: !29, file: !1, line: 16, column: 3)
!33 = !DILocation(line: 0, scope: !16)
!34 = !DILocation(line: 0, scope: !29)
!35 = !DILocation(line: 16, column: 21, scope: !32)
!36 = !DILocation(line: 16, column: 3, scope: !29)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 16, column: 31, scope: !32)
!39 = !DILocation(line: 17, column: 5, scope: !31)
!40 = !DILocation(line: 18, column: 26, scope: !41)
!41 = distinct !DILexicalBlock(scope: !31, file: !1, line: 17, column: 5)
!42 = !{!43, !43, i64 0}
!43 = !{!"double", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !{!47}
!47 = distinct !{!47, !48}
!48 = distinct !{!48, !"LVerDomain"}
!49 = !DILocation(line: 18, column: 37, scope: !41)
!50 = !{!51}
!51 = distinct !{!51, !48}
!52 = !DILocation(line: 18, column: 35, scope: !41)
!53 = !DILocation(line: 18, column: 52, scope: !41)
!54 = !{!55}
!55 = distinct !{!55, !48}
!56 = !DILocation(line: 18, column: 50, scope: !41)
!57 = !DILocation(line: 19, column: 26, scope: !41)
!58 = !DILocation(line: 18, column: 65, scope: !41)
!59 = !DILocation(line: 19, column: 49, scope: !41)
!60 = !DILocation(line: 19, column: 41, scope: !41)
!61 = !DILocation(line: 19, column: 39, scope: !41)
!62 = !DILocation(line: 18, column: 23, scope: !41)
!63 = !DILocation(line: 18, column: 7, scope: !41)
!64 = !DILocation(line: 18, column: 17, scope: !41)
!65 = !{!66}
!66 = distinct !{!66, !48}
!67 = !{!47, !55, !51}
!68 = distinct !{!68, !39, !69, !70, !71}
!69 = !DILocation(line: 19, column: 53, scope: !31)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !{!"llvm.loop.isvectorized", i32 1}
!72 = !DILocation(line: 19, column: 34, scope: !41)
!73 = !DILocation(line: 17, column: 23, scope: !41)
!74 = distinct !{!74, !39, !69, !70, !71}
!75 = distinct !{!75, !36, !76, !70}
!76 = !DILocation(line: 19, column: 53, scope: !29)
!77 = !DILocation(line: 20, column: 1, scope: !16)
!78 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !79, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !81)
!79 = !DISubroutineType(types: !80)
!80 = !{!3, !3, !4}
!81 = !{!82, !83, !84, !85, !86, !87, !88, !89, !90, !92, !95, !97}
!82 = !DILocalVariable(name: "argc", arg: 1, scope: !78, file: !1, line: 22, type: !3)
!83 = !DILocalVariable(name: "argv", arg: 2, scope: !78, file: !1, line: 22, type: !4)
!84 = !DILocalVariable(name: "n", scope: !78, file: !1, line: 24, type: !3)
!85 = !DILocalVariable(name: "m", scope: !78, file: !1, line: 25, type: !3)
!86 = !DILocalVariable(name: "steps", scope: !78, file: !1, line: 26, type: !3)
!87 = !DILocalVariable(name: "a", scope: !78, file: !1, line: 27, type: !19)
!88 = !DILocalVariable(name: "b", scope: !78, file: !1, line: 28, type: !19)
!89 = !DILocalVariable(name: "s", scope: !78, file: !1, line: 29, type: !8)
!90 = !DILocalVariable(name: "t", scope: !91, file: !1, line: 33, type: !3)
!91 = distinct !DILexicalBlock(scope: !78, file: !1, line: 33, column: 3)
!92 = !DILocalVariable(name: "tmp", scope: !93, file: !1, line: 35, type: !19)
!93 = distinct !DILexicalBlock(scope: !94, file: !1, line: 33, column: 35)
!94 = distinct !DILexicalBlock(scope: !91, file: !1, line: 33, column: 3)
!95 = !DILocalVariable(name: "i", scope: !96, file: !1, line: 39, type: !3)
!96 = distinct !DILexicalBlock(scope: !78, file: !1, line: 39, column: 3)
!97 = !DILocalVariable(name: "j", scope: !98, file: !1, line: 40, type: !3)
!98 = distinct !DILexicalBlock(scope: !99, file: !1, line: 40, column: 5)
!99 = distinct !DILexicalBlock(scope: !96, file: !1, line: 39, column: 3)
!100 = !DILocation(line: 0, scope: !78)
!101 = !DILocation(line: 24, column: 16, scope: !78)
!102 = !DILocation(line: 24, column: 11, scope: !78)
!103 = !DILocation(line: 24, column: 27, scope: !78)
!104 = !{!105, !105, i64 0}
!105 = !{!"any pointer", !44, i64 0}
!106 = !DILocalVariable(name: "__nptr", arg: 1, scope: !107, file: !108, line: 362, type: !111)
!107 = distinct !DISubprogram(name: "atoi", scope: !108, file: !108, line: 362, type: !109, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !113)
!108 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!109 = !DISubroutineType(types: !110)
!110 = !{!3, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!113 = !{!106}
!114 = !DILocation(line: 0, scope: !107, inlinedAt: !115)
!115 = distinct !DILocation(line: 24, column: 22, scope: !78)
!116 = !DILocation(line: 364, column: 16, scope: !107, inlinedAt: !115)
!117 = !DILocation(line: 364, column: 10, scope: !107, inlinedAt: !115)
!118 = !DILocation(line: 25, column: 16, scope: !78)
!119 = !DILocation(line: 25, column: 11, scope: !78)
!120 = !DILocation(line: 25, column: 27, scope: !78)
!121 = !DILocation(line: 0, scope: !107, inlinedAt: !122)
!122 = distinct !DILocation(line: 25, column: 22, scope: !78)
!123 = !DILocation(line: 364, column: 16, scope: !107, inlinedAt: !122)
!124 = !DILocation(line: 364, column: 10, scope: !107, inlinedAt: !122)
!125 = !DILocation(line: 26, column: 20, scope: !78)
!126 = !DILocation(line: 26, column: 15, scope: !78)
!127 = !DILocation(line: 26, column: 31, scope: !78)
!128 = !DILocation(line: 0, scope: !107, inlinedAt: !129)
!129 = distinct !DILocation(line: 26, column: 26, scope: !78)
!130 = !DILocation(line: 364, column: 16, scope: !107, inlinedAt: !129)
!131 = !DILocation(line: 364, column: 10, scope: !107, inlinedAt: !129)
!132 = !DILocation(line: 27, column: 3, scope: !78)
!133 = !DILocation(line: 27, column: 27, scope: !78)
!134 = !DILocation(line: 27, column: 20, scope: !78)
!135 = !DILocation(line: 28, column: 20, scope: !78)
!136 = !DILocalVariable(name: "n", arg: 1, scope: !137, file: !1, line: 7, type: !3)
!137 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 7, type: !138, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !140)
!138 = !DISubroutineType(types: !139)
!139 = !{null, !3, !3, !19}
!140 = !{!136, !141, !142, !143, !145}
!141 = !DILocalVariable(name: "m", arg: 2, scope: !137, file: !1, line: 7, type: !3)
!142 = !DILocalVariable(name: "g", arg: 3, scope: !137, file: !1, line: 7, type: !19)
!143 = !DILocalVariable(name: "i", scope: !144, file: !1, line: 9, type: !3)
!144 = distinct !DILexicalBlock(scope: !137, file: !1, line: 9, column: 3)
!145 = !DILocalVariable(name: "j", scope: !146, file: !1, line: 10, type: !3)
!146 = distinct !DILexicalBlock(scope: !147, file: !1, line: 10, column: 5)
!147 = distinct !DILexicalBlock(scope: !144, file: !1, line: 9, column: 3)
!148 = !DILocation(line: 0, scope: !137, inlinedAt: !149)
!149 = distinct !DILocation(line: 31, column: 3, scope: !78)
!150 = !DILocation(line: 0, scope: !144, inlinedAt: !149)
!151 = !DILocation(line: 9, column: 21, scope: !147, inlinedAt: !149)
!152 = !DILocation(line: 9, column: 3, scope: !144, inlinedAt: !149)
!153 = !DILocation(line: 10, column: 5, scope: !146, inlinedAt: !149)
!154 = !DILocation(line: 0, scope: !146, inlinedAt: !149)
!155 = !DILocation(line: 11, column: 15, scope: !156, inlinedAt: !149)
!156 = distinct !DILexicalBlock(scope: !146, file: !1, line: 10, column: 5)
!157 = distinct !{!157, !152, !158, !70, !159, !71}
!158 = !DILocation(line: 11, column: 66, scope: !144, inlinedAt: !149)
!159 = !{!"llvm.loop.peeled.count", i32 1}
!160 = distinct !{!160, !161}
!161 = !{!"llvm.loop.unroll.disable"}
!162 = !DILocation(line: 9, column: 27, scope: !147, inlinedAt: !149)
!163 = distinct !{!163, !161}
!164 = !DILocation(line: 0, scope: !137, inlinedAt: !165)
!165 = distinct !DILocation(line: 32, column: 3, scope: !78)
!166 = !DILocation(line: 0, scope: !144, inlinedAt: !165)
!167 = !DILocation(line: 0, scope: !146, inlinedAt: !165)
!168 = !DILocation(line: 11, column: 15, scope: !156, inlinedAt: !165)
!169 = !DILocation(line: 9, column: 3, scope: !144, inlinedAt: !165)
!170 = distinct !{!170, !152, !158, !70, !159, !71}
!171 = !DILocation(line: 10, column: 29, scope: !156, inlinedAt: !149)
!172 = distinct !{!172, !153, !173, !70, !71}
!173 = !DILocation(line: 11, column: 66, scope: !146, inlinedAt: !149)
!174 = distinct !{!174, !161}
!175 = !DILocation(line: 11, column: 58, scope: !156, inlinedAt: !149)
!176 = !DILocation(line: 11, column: 63, scope: !156, inlinedAt: !149)
!177 = !DILocation(line: 11, column: 46, scope: !156, inlinedAt: !149)
!178 = !DILocation(line: 11, column: 7, scope: !156, inlinedAt: !149)
!179 = distinct !{!179, !153, !173, !70, !159}
!180 = distinct !{!180, !152, !158, !70}
!181 = !DILocation(line: 10, column: 23, scope: !156, inlinedAt: !149)
!182 = distinct !{!182, !153, !173, !70, !183, !71}
!183 = !{!"llvm.loop.unroll.runtime.disable"}
!184 = !DILocation(line: 10, column: 5, scope: !146, inlinedAt: !165)
!185 = !DILocation(line: 9, column: 21, scope: !147, inlinedAt: !165)
!186 = distinct !{!186, !169, !187, !70, !159, !71}
!187 = !DILocation(line: 11, column: 66, scope: !144, inlinedAt: !165)
!188 = distinct !{!188, !161}
!189 = !DILocation(line: 9, column: 27, scope: !147, inlinedAt: !165)
!190 = distinct !{!190, !161}
!191 = distinct !{!191, !169, !187, !70, !159, !71}
!192 = !DILocation(line: 10, column: 29, scope: !156, inlinedAt: !165)
!193 = distinct !{!193, !184, !194, !70, !71}
!194 = !DILocation(line: 11, column: 66, scope: !146, inlinedAt: !165)
!195 = distinct !{!195, !161}
!196 = !DILocation(line: 11, column: 58, scope: !156, inlinedAt: !165)
!197 = !DILocation(line: 11, column: 63, scope: !156, inlinedAt: !165)
!198 = !DILocation(line: 11, column: 46, scope: !156, inlinedAt: !165)
!199 = !DILocation(line: 11, column: 7, scope: !156, inlinedAt: !165)
!200 = distinct !{!200, !184, !194, !70, !159}
!201 = distinct !{!201, !169, !187, !70}
!202 = !DILocation(line: 10, column: 23, scope: !156, inlinedAt: !165)
!203 = distinct !{!203, !184, !194, !70, !183, !71}
!204 = !DILocation(line: 0, scope: !91)
!205 = !DILocation(line: 33, column: 21, scope: !94)
!206 = !DILocation(line: 33, column: 3, scope: !91)
!207 = !DILocation(line: 16, column: 3, scope: !29, inlinedAt: !208)
!208 = distinct !DILocation(line: 34, column: 5, scope: !93)
!209 = !DILocation(line: 0, scope: !16, inlinedAt: !208)
!210 = !DILocation(line: 0, scope: !29, inlinedAt: !208)
!211 = !DILocation(line: 0, scope: !31, inlinedAt: !208)
!212 = !DILocation(line: 16, column: 31, scope: !32, inlinedAt: !208)
!213 = !DILocation(line: 18, column: 26, scope: !41, inlinedAt: !208)
!214 = !DILocation(line: 17, column: 5, scope: !31, inlinedAt: !208)
!215 = !DILocation(line: 18, column: 37, scope: !41, inlinedAt: !208)
!216 = !DILocation(line: 18, column: 52, scope: !41, inlinedAt: !208)
!217 = !DILocation(line: 19, column: 26, scope: !41, inlinedAt: !208)
!218 = !DILocation(line: 19, column: 49, scope: !41, inlinedAt: !208)
!219 = !DILocation(line: 19, column: 41, scope: !41, inlinedAt: !208)
!220 = !DILocation(line: 18, column: 35, scope: !41, inlinedAt: !208)
!221 = !DILocation(line: 18, column: 50, scope: !41, inlinedAt: !208)
!222 = !DILocation(line: 18, column: 65, scope: !41, inlinedAt: !208)
!223 = !DILocation(line: 19, column: 39, scope: !41, inlinedAt: !208)
!224 = !DILocation(line: 18, column: 23, scope: !41, inlinedAt: !208)
!225 = !DILocation(line: 18, column: 7, scope: !41, inlinedAt: !208)
!226 = !DILocation(line: 18, column: 17, scope: !41, inlinedAt: !208)
!227 = distinct !{!227, !214, !228, !70, !71}
!228 = !DILocation(line: 19, column: 53, scope: !31, inlinedAt: !208)
!229 = !DILocation(line: 19, column: 34, scope: !41, inlinedAt: !208)
!230 = !DILocation(line: 17, column: 23, scope: !41, inlinedAt: !208)
!231 = distinct !{!231, !214, !228, !70, !183, !71}
!232 = !DILocation(line: 16, column: 21, scope: !32, inlinedAt: !208)
!233 = distinct !{!233, !207, !234, !70}
!234 = !DILocation(line: 19, column: 53, scope: !29, inlinedAt: !208)
!235 = !DILocation(line: 0, scope: !93)
!236 = !DILocation(line: 33, column: 31, scope: !94)
!237 = distinct !{!237, !206, !238, !70}
!238 = !DILocation(line: 38, column: 3, scope: !91)
!239 = distinct !{!239, !161}
!240 = !DILocation(line: 0, scope: !96)
!241 = !DILocation(line: 39, column: 3, scope: !96)
!242 = !DILocation(line: 0, scope: !98)
!243 = !DILocation(line: 40, column: 5, scope: !98)
!244 = !DILocation(line: 41, column: 12, scope: !245)
!245 = distinct !DILexicalBlock(scope: !98, file: !1, line: 40, column: 5)
!246 = !DILocation(line: 41, column: 9, scope: !245)
!247 = !DILocation(line: 40, column: 29, scope: !245)
!248 = distinct !{!248, !243, !249, !70}
!249 = !DILocation(line: 41, column: 18, scope: !98)
!250 = distinct !{!250, !161}
!251 = !DILocation(line: 39, column: 27, scope: !99)
!252 = !DILocation(line: 39, column: 21, scope: !99)
!253 = distinct !{!253, !241, !254, !70}
!254 = !DILocation(line: 41, column: 18, scope: !96)
!255 = !DILocation(line: 29, column: 10, scope: !78)
!256 = !DILocation(line: 42, column: 3, scope: !78)
!257 = !DILocation(line: 43, column: 8, scope: !78)
!258 = !DILocation(line: 43, column: 3, scope: !78)
!259 = !DILocation(line: 44, column: 8, scope: !78)
!260 = !DILocation(line: 44, column: 3, scope: !78)
!261 = !DILocation(line: 46, column: 1, scope: !78)
