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
  br i1 %6, label %7, label %111, !dbg !36

7:                                                ; preds = %4
  %8 = add nsw i32 %0, -1
  %9 = add i32 %1, -1
  %10 = icmp sgt i32 %1, 2
  %11 = zext i32 %8 to i64, !dbg !35
  %12 = zext i32 %9 to i64
  %13 = getelementptr double, double* %3, i64 1, !dbg !36
  %14 = getelementptr double, double* %3, i64 %12, !dbg !36
  %15 = add nuw nsw i64 %12, 1, !dbg !36
  %16 = getelementptr double, double* %2, i64 %15, !dbg !36
  %17 = getelementptr double, double* %2, i64 1, !dbg !36
  %18 = getelementptr double, double* %2, i64 %12, !dbg !36
  %19 = getelementptr double, double* %2, i64 1, !dbg !36
  %20 = getelementptr double, double* %2, i64 %12, !dbg !36
  %21 = add nsw i64 %12, -1, !dbg !36
  %22 = icmp ult i64 %21, 4
  %23 = icmp ult double* %13, %16
  %24 = icmp ugt double* %14, %2
  %25 = and i1 %23, %24
  %26 = and i64 %21, -4
  %27 = or i64 %26, 1
  %28 = icmp eq i64 %21, %26
  br label %29, !dbg !36

29:                                               ; preds = %7, %112
  %30 = phi i64 [ 1, %7 ], [ %113, %112 ]
  call void @llvm.dbg.value(metadata i64 %30, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !37
  br i1 %10, label %33, label %31, !dbg !38

31:                                               ; preds = %29
  %32 = add nuw nsw i64 %30, 1, !dbg !39
  br label %112, !dbg !38

33:                                               ; preds = %29
  %34 = mul nuw nsw i64 %30, %5
  %35 = getelementptr inbounds double, double* %2, i64 %34
  %36 = add nsw i64 %30, -1
  %37 = mul nuw nsw i64 %36, %5
  %38 = getelementptr inbounds double, double* %2, i64 %37
  %39 = add nuw nsw i64 %30, 1
  %40 = mul nuw nsw i64 %39, %5
  %41 = getelementptr inbounds double, double* %2, i64 %40
  %42 = getelementptr inbounds double, double* %3, i64 %34
  br i1 %22, label %109, label %43, !dbg !38

43:                                               ; preds = %33
  %44 = getelementptr double, double* %13, i64 %34, !dbg !38
  %45 = getelementptr double, double* %14, i64 %34, !dbg !38
  %46 = getelementptr double, double* %17, i64 %40, !dbg !38
  %47 = getelementptr double, double* %18, i64 %40, !dbg !38
  %48 = getelementptr double, double* %19, i64 %37, !dbg !38
  %49 = getelementptr double, double* %20, i64 %37, !dbg !38
  %50 = icmp ult double* %44, %47, !dbg !38
  %51 = icmp ult double* %46, %45, !dbg !38
  %52 = and i1 %50, %51, !dbg !38
  %53 = or i1 %25, %52, !dbg !38
  %54 = icmp ult double* %44, %49, !dbg !38
  %55 = icmp ult double* %48, %45, !dbg !38
  %56 = and i1 %54, %55, !dbg !38
  %57 = or i1 %53, %56, !dbg !38
  br i1 %57, label %109, label %58, !dbg !38

58:                                               ; preds = %43, %58
  %59 = phi i64 [ %106, %58 ], [ 0, %43 ]
  %60 = or i64 %59, 1
  %61 = getelementptr inbounds double, double* %35, i64 %60, !dbg !40
  %62 = bitcast double* %61 to <2 x double>*, !dbg !40
  %63 = load <2 x double>, <2 x double>* %62, align 8, !dbg !40, !tbaa !42, !alias.scope !46
  %64 = getelementptr inbounds double, double* %61, i64 2, !dbg !40
  %65 = bitcast double* %64 to <2 x double>*, !dbg !40
  %66 = load <2 x double>, <2 x double>* %65, align 8, !dbg !40, !tbaa !42, !alias.scope !46
  %67 = getelementptr inbounds double, double* %38, i64 %60, !dbg !49
  %68 = bitcast double* %67 to <2 x double>*, !dbg !49
  %69 = load <2 x double>, <2 x double>* %68, align 8, !dbg !49, !tbaa !42, !alias.scope !50
  %70 = getelementptr inbounds double, double* %67, i64 2, !dbg !49
  %71 = bitcast double* %70 to <2 x double>*, !dbg !49
  %72 = load <2 x double>, <2 x double>* %71, align 8, !dbg !49, !tbaa !42, !alias.scope !50
  %73 = fadd <2 x double> %63, %69, !dbg !52
  %74 = fadd <2 x double> %66, %72, !dbg !52
  %75 = getelementptr inbounds double, double* %41, i64 %60, !dbg !53
  %76 = bitcast double* %75 to <2 x double>*, !dbg !53
  %77 = load <2 x double>, <2 x double>* %76, align 8, !dbg !53, !tbaa !42, !alias.scope !54
  %78 = getelementptr inbounds double, double* %75, i64 2, !dbg !53
  %79 = bitcast double* %78 to <2 x double>*, !dbg !53
  %80 = load <2 x double>, <2 x double>* %79, align 8, !dbg !53, !tbaa !42, !alias.scope !54
  %81 = fadd <2 x double> %73, %77, !dbg !56
  %82 = fadd <2 x double> %74, %80, !dbg !56
  %83 = getelementptr inbounds double, double* %35, i64 %59, !dbg !57
  %84 = bitcast double* %83 to <2 x double>*, !dbg !57
  %85 = load <2 x double>, <2 x double>* %84, align 8, !dbg !57, !tbaa !42, !alias.scope !46
  %86 = getelementptr inbounds double, double* %83, i64 2, !dbg !57
  %87 = bitcast double* %86 to <2 x double>*, !dbg !57
  %88 = load <2 x double>, <2 x double>* %87, align 8, !dbg !57, !tbaa !42, !alias.scope !46
  %89 = fadd <2 x double> %81, %85, !dbg !58
  %90 = fadd <2 x double> %82, %88, !dbg !58
  %91 = or i64 %59, 2, !dbg !59
  %92 = getelementptr inbounds double, double* %35, i64 %91, !dbg !60
  %93 = bitcast double* %92 to <2 x double>*, !dbg !60
  %94 = load <2 x double>, <2 x double>* %93, align 8, !dbg !60, !tbaa !42, !alias.scope !46
  %95 = getelementptr inbounds double, double* %92, i64 2, !dbg !60
  %96 = bitcast double* %95 to <2 x double>*, !dbg !60
  %97 = load <2 x double>, <2 x double>* %96, align 8, !dbg !60, !tbaa !42, !alias.scope !46
  %98 = fadd <2 x double> %89, %94, !dbg !61
  %99 = fadd <2 x double> %90, %97, !dbg !61
  %100 = fmul <2 x double> %98, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %101 = fmul <2 x double> %99, <double 2.000000e-01, double 2.000000e-01>, !dbg !62
  %102 = getelementptr inbounds double, double* %42, i64 %60, !dbg !63
  %103 = bitcast double* %102 to <2 x double>*, !dbg !64
  store <2 x double> %100, <2 x double>* %103, align 8, !dbg !64, !tbaa !42, !alias.scope !65, !noalias !67
  %104 = getelementptr inbounds double, double* %102, i64 2, !dbg !64
  %105 = bitcast double* %104 to <2 x double>*, !dbg !64
  store <2 x double> %101, <2 x double>* %105, align 8, !dbg !64, !tbaa !42, !alias.scope !65, !noalias !67
  %106 = add nuw i64 %59, 4
  %107 = icmp eq i64 %106, %26
  br i1 %107, label %108, label %58, !llvm.loop !68

108:                                              ; preds = %58
  br i1 %28, label %112, label %109, !dbg !38

109:                                              ; preds = %43, %33, %108
  %110 = phi i64 [ 1, %43 ], [ 1, %33 ], [ %27, %108 ]
  br label %115, !dbg !38

111:                                              ; preds = %112, %4
  ret void, !dbg !72

112:                                              ; preds = %115, %108, %31
  %113 = phi i64 [ %32, %31 ], [ %39, %108 ], [ %39, %115 ], !dbg !39
  call void @llvm.dbg.value(metadata i64 %113, metadata !28, metadata !DIExpression()), !dbg !34
  %114 = icmp eq i64 %113, %11, !dbg !35
  br i1 %114, label %111, label %29, !dbg !36, !llvm.loop !73

115:                                              ; preds = %109, %115
  %116 = phi i64 [ %129, %115 ], [ %110, %109 ]
  call void @llvm.dbg.value(metadata i64 %116, metadata !30, metadata !DIExpression()), !dbg !37
  %117 = getelementptr inbounds double, double* %35, i64 %116, !dbg !40
  %118 = load double, double* %117, align 8, !dbg !40, !tbaa !42
  %119 = getelementptr inbounds double, double* %38, i64 %116, !dbg !49
  %120 = load double, double* %119, align 8, !dbg !49, !tbaa !42
  %121 = fadd double %118, %120, !dbg !52
  %122 = getelementptr inbounds double, double* %41, i64 %116, !dbg !53
  %123 = load double, double* %122, align 8, !dbg !53, !tbaa !42
  %124 = fadd double %121, %123, !dbg !56
  %125 = add nsw i64 %116, -1, !dbg !75
  %126 = getelementptr inbounds double, double* %35, i64 %125, !dbg !57
  %127 = load double, double* %126, align 8, !dbg !57, !tbaa !42
  %128 = fadd double %124, %127, !dbg !58
  %129 = add nuw nsw i64 %116, 1, !dbg !59
  %130 = getelementptr inbounds double, double* %35, i64 %129, !dbg !60
  %131 = load double, double* %130, align 8, !dbg !60, !tbaa !42
  %132 = fadd double %128, %131, !dbg !61
  %133 = fmul double %132, 2.000000e-01, !dbg !62
  %134 = getelementptr inbounds double, double* %42, i64 %116, !dbg !63
  store double %133, double* %134, align 8, !dbg !64, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %129, metadata !30, metadata !DIExpression()), !dbg !37
  %135 = icmp eq i64 %129, %12, !dbg !76
  br i1 %135, label %112, label %115, !dbg !38, !llvm.loop !77
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
  br i1 %33, label %34, label %142, !dbg !152

34:                                               ; preds = %21
  %35 = icmp sgt i32 %22, 0
  %36 = add nsw i64 %25, -1, !dbg !152
  %37 = and i64 %25, 1
  %38 = icmp eq i64 %36, 0
  %39 = and i64 %25, 4294967294
  %40 = icmp eq i64 %37, 0
  br label %41, !dbg !152

41:                                               ; preds = %61, %34
  %42 = phi i64 [ 0, %34 ], [ %62, %61 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !143, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !153
  br i1 %35, label %43, label %61, !dbg !154

43:                                               ; preds = %41
  %44 = icmp eq i64 %42, 0
  %45 = mul nuw nsw i64 %42, %25
  %46 = getelementptr inbounds double, double* %30, i64 %45
  %47 = trunc i64 %42 to i32
  br i1 %38, label %48, label %69, !dbg !154

48:                                               ; preds = %88, %43
  %49 = phi i64 [ 0, %43 ], [ %91, %88 ]
  br i1 %40, label %61, label %50, !dbg !155

50:                                               ; preds = %48
  call void @llvm.dbg.value(metadata i64 %49, metadata !145, metadata !DIExpression()), !dbg !153
  %51 = icmp eq i64 %49, 0
  %52 = select i1 %44, i1 true, i1 %51, !dbg !155
  br i1 %52, label %58, label %53, !dbg !155

53:                                               ; preds = %50
  %54 = trunc i64 %49 to i32, !dbg !157
  %55 = mul nsw i32 %54, %47, !dbg !157
  %56 = urem i32 %55, 7, !dbg !158
  %57 = sitofp i32 %56 to double, !dbg !159
  br label %58, !dbg !160

58:                                               ; preds = %53, %50
  %59 = phi double [ %57, %53 ], [ 1.000000e+02, %50 ], !dbg !160
  %60 = getelementptr inbounds double, double* %46, i64 %49, !dbg !161
  store double %59, double* %60, align 8, !dbg !162, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %49, metadata !145, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !153
  br label %61, !dbg !163

61:                                               ; preds = %58, %48, %41
  %62 = add nuw nsw i64 %42, 1, !dbg !163
  call void @llvm.dbg.value(metadata i64 %62, metadata !143, metadata !DIExpression()), !dbg !150
  %63 = icmp eq i64 %62, %26, !dbg !151
  br i1 %63, label %64, label %41, !dbg !152, !llvm.loop !164

64:                                               ; preds = %61
  %65 = and i64 %25, 1
  %66 = icmp eq i64 %36, 0
  %67 = and i64 %25, 4294967294
  %68 = icmp eq i64 %65, 0
  br label %94, !dbg !166

69:                                               ; preds = %43, %88
  %70 = phi i64 [ %91, %88 ], [ 0, %43 ]
  %71 = phi i64 [ %92, %88 ], [ 0, %43 ]
  call void @llvm.dbg.value(metadata i64 %70, metadata !145, metadata !DIExpression()), !dbg !153
  %72 = icmp eq i64 %70, 0
  %73 = select i1 %44, i1 true, i1 %72, !dbg !155
  br i1 %73, label %79, label %74, !dbg !155

74:                                               ; preds = %69
  %75 = trunc i64 %70 to i32, !dbg !157
  %76 = mul nsw i32 %75, %47, !dbg !157
  %77 = urem i32 %76, 7, !dbg !158
  %78 = sitofp i32 %77 to double, !dbg !159
  br label %79, !dbg !160

79:                                               ; preds = %74, %69
  %80 = phi double [ %78, %74 ], [ 1.000000e+02, %69 ], !dbg !160
  %81 = getelementptr inbounds double, double* %46, i64 %70, !dbg !161
  store double %80, double* %81, align 8, !dbg !162, !tbaa !42
  %82 = or i64 %70, 1, !dbg !168
  call void @llvm.dbg.value(metadata i64 %82, metadata !145, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i64 %82, metadata !145, metadata !DIExpression()), !dbg !153
  br i1 %44, label %88, label %83, !dbg !155

83:                                               ; preds = %79
  %84 = trunc i64 %82 to i32, !dbg !157
  %85 = mul nsw i32 %84, %47, !dbg !157
  %86 = urem i32 %85, 7, !dbg !158
  %87 = sitofp i32 %86 to double, !dbg !159
  br label %88, !dbg !160

88:                                               ; preds = %83, %79
  %89 = phi double [ %87, %83 ], [ 1.000000e+02, %79 ], !dbg !160
  %90 = getelementptr inbounds double, double* %46, i64 %82, !dbg !161
  store double %89, double* %90, align 8, !dbg !162, !tbaa !42
  %91 = add nuw nsw i64 %70, 2, !dbg !168
  call void @llvm.dbg.value(metadata i64 %91, metadata !145, metadata !DIExpression()), !dbg !153
  %92 = add i64 %71, 2, !dbg !154
  %93 = icmp eq i64 %92, %39, !dbg !154
  br i1 %93, label %48, label %69, !dbg !154, !llvm.loop !169

94:                                               ; preds = %64, %114
  %95 = phi i64 [ %115, %114 ], [ 0, %64 ]
  call void @llvm.dbg.value(metadata i64 %95, metadata !143, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !172
  br i1 %35, label %96, label %114, !dbg !173

96:                                               ; preds = %94
  %97 = icmp eq i64 %95, 0
  %98 = mul nuw nsw i64 %95, %25
  %99 = getelementptr inbounds double, double* %32, i64 %98
  %100 = trunc i64 %95 to i32
  br i1 %66, label %101, label %117, !dbg !173

101:                                              ; preds = %136, %96
  %102 = phi i64 [ 0, %96 ], [ %139, %136 ]
  br i1 %68, label %114, label %103, !dbg !174

103:                                              ; preds = %101
  call void @llvm.dbg.value(metadata i64 %102, metadata !145, metadata !DIExpression()), !dbg !172
  %104 = icmp eq i64 %102, 0
  %105 = select i1 %97, i1 true, i1 %104, !dbg !174
  br i1 %105, label %111, label %106, !dbg !174

106:                                              ; preds = %103
  %107 = trunc i64 %102 to i32, !dbg !175
  %108 = mul nsw i32 %107, %100, !dbg !175
  %109 = urem i32 %108, 7, !dbg !176
  %110 = sitofp i32 %109 to double, !dbg !177
  br label %111, !dbg !178

111:                                              ; preds = %106, %103
  %112 = phi double [ %110, %106 ], [ 1.000000e+02, %103 ], !dbg !178
  %113 = getelementptr inbounds double, double* %99, i64 %102, !dbg !179
  store double %112, double* %113, align 8, !dbg !180, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %102, metadata !145, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !172
  br label %114, !dbg !181

114:                                              ; preds = %111, %101, %94
  %115 = add nuw nsw i64 %95, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %115, metadata !143, metadata !DIExpression()), !dbg !171
  %116 = icmp eq i64 %115, %26, !dbg !182
  br i1 %116, label %142, label %94, !dbg !166, !llvm.loop !183

117:                                              ; preds = %96, %136
  %118 = phi i64 [ %139, %136 ], [ 0, %96 ]
  %119 = phi i64 [ %140, %136 ], [ 0, %96 ]
  call void @llvm.dbg.value(metadata i64 %118, metadata !145, metadata !DIExpression()), !dbg !172
  %120 = icmp eq i64 %118, 0
  %121 = select i1 %97, i1 true, i1 %120, !dbg !174
  br i1 %121, label %127, label %122, !dbg !174

122:                                              ; preds = %117
  %123 = trunc i64 %118 to i32, !dbg !175
  %124 = mul nsw i32 %123, %100, !dbg !175
  %125 = urem i32 %124, 7, !dbg !176
  %126 = sitofp i32 %125 to double, !dbg !177
  br label %127, !dbg !178

127:                                              ; preds = %122, %117
  %128 = phi double [ %126, %122 ], [ 1.000000e+02, %117 ], !dbg !178
  %129 = getelementptr inbounds double, double* %99, i64 %118, !dbg !179
  store double %128, double* %129, align 8, !dbg !180, !tbaa !42
  %130 = or i64 %118, 1, !dbg !185
  call void @llvm.dbg.value(metadata i64 %130, metadata !145, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 %130, metadata !145, metadata !DIExpression()), !dbg !172
  br i1 %97, label %136, label %131, !dbg !174

131:                                              ; preds = %127
  %132 = trunc i64 %130 to i32, !dbg !175
  %133 = mul nsw i32 %132, %100, !dbg !175
  %134 = urem i32 %133, 7, !dbg !176
  %135 = sitofp i32 %134 to double, !dbg !177
  br label %136, !dbg !178

136:                                              ; preds = %131, %127
  %137 = phi double [ %135, %131 ], [ 1.000000e+02, %127 ], !dbg !178
  %138 = getelementptr inbounds double, double* %99, i64 %130, !dbg !179
  store double %137, double* %138, align 8, !dbg !180, !tbaa !42
  %139 = add nuw nsw i64 %118, 2, !dbg !185
  call void @llvm.dbg.value(metadata i64 %139, metadata !145, metadata !DIExpression()), !dbg !172
  %140 = add i64 %119, 2, !dbg !173
  %141 = icmp eq i64 %140, %67, !dbg !173
  br i1 %141, label %101, label %117, !dbg !173, !llvm.loop !186

142:                                              ; preds = %114, %21
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.value(metadata double* %32, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %30, metadata !87, metadata !DIExpression()), !dbg !100
  %143 = icmp sgt i32 %24, 0, !dbg !189
  br i1 %143, label %144, label %156, !dbg !190

144:                                              ; preds = %142
  %145 = icmp sgt i32 %23, 2
  %146 = add nsw i32 %23, -1
  %147 = add i32 %22, -1
  %148 = icmp sgt i32 %22, 2
  %149 = zext i32 %146 to i64
  %150 = zext i32 %147 to i64
  %151 = add nsw i64 %150, -1, !dbg !190
  %152 = icmp ult i64 %151, 4
  %153 = and i64 %151, -4
  %154 = or i64 %153, 1
  %155 = icmp eq i64 %151, %153
  br label %166, !dbg !190

156:                                              ; preds = %263, %142
  %157 = phi double* [ %30, %142 ], [ %168, %263 ], !dbg !100
  %158 = phi double* [ %32, %142 ], [ %169, %263 ], !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !89, metadata !DIExpression()), !dbg !100
  br i1 %33, label %159, label %272, !dbg !192

159:                                              ; preds = %156
  %160 = icmp sgt i32 %22, 0
  %161 = add nsw i64 %25, -1, !dbg !192
  %162 = and i64 %25, 7
  %163 = icmp ult i64 %161, 7
  %164 = and i64 %25, 4294967288
  %165 = icmp eq i64 %162, 0
  br label %266, !dbg !192

166:                                              ; preds = %144, %263
  %167 = phi i32 [ 0, %144 ], [ %264, %263 ]
  %168 = phi double* [ %32, %144 ], [ %169, %263 ]
  %169 = phi double* [ %30, %144 ], [ %168, %263 ]
  call void @llvm.dbg.value(metadata i32 %167, metadata !90, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.value(metadata double* %168, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %169, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 %14, metadata !25, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata double* %169, metadata !26, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata double* %168, metadata !27, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !195
  br i1 %145, label %170, label %263, !dbg !196

170:                                              ; preds = %166, %240
  %171 = phi i64 [ %241, %240 ], [ 1, %166 ]
  call void @llvm.dbg.value(metadata i64 %171, metadata !28, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !197
  br i1 %148, label %174, label %172, !dbg !198

172:                                              ; preds = %170
  %173 = add nuw nsw i64 %171, 1, !dbg !199
  br label %240, !dbg !198

174:                                              ; preds = %170
  %175 = mul nuw nsw i64 %171, %25
  %176 = getelementptr inbounds double, double* %169, i64 %175
  %177 = add nsw i64 %171, -1
  %178 = mul nuw nsw i64 %177, %25
  %179 = getelementptr inbounds double, double* %169, i64 %178
  %180 = add nuw nsw i64 %171, 1
  %181 = mul nuw nsw i64 %180, %25
  %182 = getelementptr inbounds double, double* %169, i64 %181
  %183 = getelementptr inbounds double, double* %168, i64 %175
  %184 = getelementptr inbounds double, double* %176, i64 1
  %185 = load double, double* %184, align 8, !dbg !200, !tbaa !42
  br i1 %152, label %237, label %186, !dbg !198

186:                                              ; preds = %174
  %187 = insertelement <2 x double> poison, double %185, i64 1, !dbg !198
  br label %188, !dbg !198

188:                                              ; preds = %188, %186
  %189 = phi i64 [ 0, %186 ], [ %233, %188 ]
  %190 = phi <2 x double> [ %187, %186 ], [ %216, %188 ]
  %191 = or i64 %189, 1
  %192 = getelementptr inbounds double, double* %179, i64 %191, !dbg !201
  %193 = bitcast double* %192 to <2 x double>*, !dbg !201
  %194 = load <2 x double>, <2 x double>* %193, align 8, !dbg !201, !tbaa !42
  %195 = getelementptr inbounds double, double* %192, i64 2, !dbg !201
  %196 = bitcast double* %195 to <2 x double>*, !dbg !201
  %197 = load <2 x double>, <2 x double>* %196, align 8, !dbg !201, !tbaa !42
  %198 = getelementptr inbounds double, double* %182, i64 %191, !dbg !202
  %199 = bitcast double* %198 to <2 x double>*, !dbg !202
  %200 = load <2 x double>, <2 x double>* %199, align 8, !dbg !202, !tbaa !42
  %201 = getelementptr inbounds double, double* %198, i64 2, !dbg !202
  %202 = bitcast double* %201 to <2 x double>*, !dbg !202
  %203 = load <2 x double>, <2 x double>* %202, align 8, !dbg !202, !tbaa !42
  %204 = getelementptr inbounds double, double* %176, i64 %189, !dbg !203
  %205 = bitcast double* %204 to <2 x double>*, !dbg !203
  %206 = load <2 x double>, <2 x double>* %205, align 8, !dbg !203, !tbaa !42
  %207 = getelementptr inbounds double, double* %204, i64 2, !dbg !203
  %208 = bitcast double* %207 to <2 x double>*, !dbg !203
  %209 = load <2 x double>, <2 x double>* %208, align 8, !dbg !203, !tbaa !42
  %210 = or i64 %189, 2, !dbg !204
  %211 = getelementptr inbounds double, double* %176, i64 %210, !dbg !205
  %212 = bitcast double* %211 to <2 x double>*, !dbg !205
  %213 = load <2 x double>, <2 x double>* %212, align 8, !dbg !205, !tbaa !42
  %214 = getelementptr inbounds double, double* %211, i64 2, !dbg !205
  %215 = bitcast double* %214 to <2 x double>*, !dbg !205
  %216 = load <2 x double>, <2 x double>* %215, align 8, !dbg !205, !tbaa !42
  %217 = shufflevector <2 x double> %190, <2 x double> %213, <2 x i32> <i32 1, i32 2>
  %218 = shufflevector <2 x double> %213, <2 x double> %216, <2 x i32> <i32 1, i32 2>
  %219 = fadd <2 x double> %217, %194, !dbg !206
  %220 = fadd <2 x double> %218, %197, !dbg !206
  %221 = fadd <2 x double> %219, %200, !dbg !207
  %222 = fadd <2 x double> %220, %203, !dbg !207
  %223 = fadd <2 x double> %221, %206, !dbg !208
  %224 = fadd <2 x double> %222, %209, !dbg !208
  %225 = fadd <2 x double> %223, %213, !dbg !209
  %226 = fadd <2 x double> %224, %216, !dbg !209
  %227 = fmul <2 x double> %225, <double 2.000000e-01, double 2.000000e-01>, !dbg !210
  %228 = fmul <2 x double> %226, <double 2.000000e-01, double 2.000000e-01>, !dbg !210
  %229 = getelementptr inbounds double, double* %183, i64 %191, !dbg !211
  %230 = bitcast double* %229 to <2 x double>*, !dbg !212
  store <2 x double> %227, <2 x double>* %230, align 8, !dbg !212, !tbaa !42
  %231 = getelementptr inbounds double, double* %229, i64 2, !dbg !212
  %232 = bitcast double* %231 to <2 x double>*, !dbg !212
  store <2 x double> %228, <2 x double>* %232, align 8, !dbg !212, !tbaa !42
  %233 = add nuw i64 %189, 4
  %234 = icmp eq i64 %233, %153
  br i1 %234, label %235, label %188, !llvm.loop !213

235:                                              ; preds = %188
  %236 = extractelement <2 x double> %216, i64 1, !dbg !198
  br i1 %155, label %240, label %237, !dbg !198

237:                                              ; preds = %174, %235
  %238 = phi double [ %236, %235 ], [ %185, %174 ]
  %239 = phi i64 [ %154, %235 ], [ 1, %174 ]
  br label %243, !dbg !198

240:                                              ; preds = %243, %235, %172
  %241 = phi i64 [ %173, %172 ], [ %180, %235 ], [ %180, %243 ], !dbg !199
  call void @llvm.dbg.value(metadata i64 %241, metadata !28, metadata !DIExpression()), !dbg !195
  %242 = icmp eq i64 %241, %149, !dbg !215
  br i1 %242, label %263, label %170, !dbg !196, !llvm.loop !216

243:                                              ; preds = %237, %243
  %244 = phi double [ %258, %243 ], [ %238, %237 ], !dbg !200
  %245 = phi i64 [ %256, %243 ], [ %239, %237 ]
  call void @llvm.dbg.value(metadata i64 %245, metadata !30, metadata !DIExpression()), !dbg !197
  %246 = getelementptr inbounds double, double* %179, i64 %245, !dbg !201
  %247 = load double, double* %246, align 8, !dbg !201, !tbaa !42
  %248 = fadd double %244, %247, !dbg !206
  %249 = getelementptr inbounds double, double* %182, i64 %245, !dbg !202
  %250 = load double, double* %249, align 8, !dbg !202, !tbaa !42
  %251 = fadd double %248, %250, !dbg !207
  %252 = add nsw i64 %245, -1, !dbg !218
  %253 = getelementptr inbounds double, double* %176, i64 %252, !dbg !203
  %254 = load double, double* %253, align 8, !dbg !203, !tbaa !42
  %255 = fadd double %251, %254, !dbg !208
  %256 = add nuw nsw i64 %245, 1, !dbg !204
  %257 = getelementptr inbounds double, double* %176, i64 %256, !dbg !205
  %258 = load double, double* %257, align 8, !dbg !205, !tbaa !42
  %259 = fadd double %255, %258, !dbg !209
  %260 = fmul double %259, 2.000000e-01, !dbg !210
  %261 = getelementptr inbounds double, double* %183, i64 %245, !dbg !211
  store double %260, double* %261, align 8, !dbg !212, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %256, metadata !30, metadata !DIExpression()), !dbg !197
  %262 = icmp eq i64 %256, %150, !dbg !219
  br i1 %262, label %240, label %243, !dbg !198, !llvm.loop !220

263:                                              ; preds = %240, %166
  call void @llvm.dbg.value(metadata double* %169, metadata !92, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata double* %168, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double* %169, metadata !88, metadata !DIExpression()), !dbg !100
  %264 = add nuw nsw i32 %167, 1, !dbg !223
  call void @llvm.dbg.value(metadata i32 %264, metadata !90, metadata !DIExpression()), !dbg !188
  %265 = icmp eq i32 %264, %24, !dbg !189
  br i1 %265, label %156, label %166, !dbg !190, !llvm.loop !224

266:                                              ; preds = %159, %291
  %267 = phi i64 [ 0, %159 ], [ %293, %291 ]
  %268 = phi double [ 0.000000e+00, %159 ], [ %292, %291 ]
  call void @llvm.dbg.value(metadata i64 %267, metadata !95, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata double %268, metadata !89, metadata !DIExpression()), !dbg !100
  br i1 %160, label %269, label %291, !dbg !227

269:                                              ; preds = %266
  %270 = mul nuw nsw i64 %267, %25
  %271 = getelementptr inbounds double, double* %157, i64 %270
  br i1 %163, label %277, label %295, !dbg !227

272:                                              ; preds = %291, %156
  %273 = phi double [ 0.000000e+00, %156 ], [ %292, %291 ], !dbg !228
  %274 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %273), !dbg !229
  %275 = bitcast double* %157 to i8*, !dbg !230
  tail call void @free(i8* noundef %275) #7, !dbg !231
  %276 = bitcast double* %158 to i8*, !dbg !232
  tail call void @free(i8* noundef %276) #7, !dbg !233
  ret i32 0, !dbg !234

277:                                              ; preds = %295, %269
  %278 = phi double [ undef, %269 ], [ %329, %295 ]
  %279 = phi i64 [ 0, %269 ], [ %330, %295 ]
  %280 = phi double [ %268, %269 ], [ %329, %295 ]
  br i1 %165, label %291, label %281, !dbg !227

281:                                              ; preds = %277, %281
  %282 = phi i64 [ %288, %281 ], [ %279, %277 ]
  %283 = phi double [ %287, %281 ], [ %280, %277 ]
  %284 = phi i64 [ %289, %281 ], [ 0, %277 ]
  call void @llvm.dbg.value(metadata i64 %282, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata double %283, metadata !89, metadata !DIExpression()), !dbg !100
  %285 = getelementptr inbounds double, double* %271, i64 %282, !dbg !235
  %286 = load double, double* %285, align 8, !dbg !235, !tbaa !42
  %287 = fadd double %283, %286, !dbg !237
  call void @llvm.dbg.value(metadata double %287, metadata !89, metadata !DIExpression()), !dbg !100
  %288 = add nuw nsw i64 %282, 1, !dbg !238
  call void @llvm.dbg.value(metadata i64 %288, metadata !97, metadata !DIExpression()), !dbg !226
  %289 = add i64 %284, 1, !dbg !227
  %290 = icmp eq i64 %289, %162, !dbg !227
  br i1 %290, label %291, label %281, !dbg !227, !llvm.loop !239

291:                                              ; preds = %277, %281, %266
  %292 = phi double [ %268, %266 ], [ %278, %277 ], [ %287, %281 ], !dbg !100
  %293 = add nuw nsw i64 %267, 1, !dbg !241
  call void @llvm.dbg.value(metadata i64 %293, metadata !95, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata double %292, metadata !89, metadata !DIExpression()), !dbg !100
  %294 = icmp eq i64 %293, %26, !dbg !242
  br i1 %294, label %272, label %266, !dbg !192, !llvm.loop !243

295:                                              ; preds = %269, %295
  %296 = phi i64 [ %330, %295 ], [ 0, %269 ]
  %297 = phi double [ %329, %295 ], [ %268, %269 ]
  %298 = phi i64 [ %331, %295 ], [ 0, %269 ]
  call void @llvm.dbg.value(metadata i64 %296, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata double %297, metadata !89, metadata !DIExpression()), !dbg !100
  %299 = getelementptr inbounds double, double* %271, i64 %296, !dbg !235
  %300 = load double, double* %299, align 8, !dbg !235, !tbaa !42
  %301 = fadd double %297, %300, !dbg !237
  call void @llvm.dbg.value(metadata double %301, metadata !89, metadata !DIExpression()), !dbg !100
  %302 = or i64 %296, 1, !dbg !238
  call void @llvm.dbg.value(metadata i64 %302, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i64 %302, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata double %301, metadata !89, metadata !DIExpression()), !dbg !100
  %303 = getelementptr inbounds double, double* %271, i64 %302, !dbg !235
  %304 = load double, double* %303, align 8, !dbg !235, !tbaa !42
  %305 = fadd double %301, %304, !dbg !237
  call void @llvm.dbg.value(metadata double %305, metadata !89, metadata !DIExpression()), !dbg !100
  %306 = or i64 %296, 2, !dbg !238
  call void @llvm.dbg.value(metadata i64 %306, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i64 %306, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata double %305, metadata !89, metadata !DIExpression()), !dbg !100
  %307 = getelementptr inbounds double, double* %271, i64 %306, !dbg !235
  %308 = load double, double* %307, align 8, !dbg !235, !tbaa !42
  %309 = fadd double %305, %308, !dbg !237
  call void @llvm.dbg.value(metadata double %309, metadata !89, metadata !DIExpression()), !dbg !100
  %310 = or i64 %296, 3, !dbg !238
  call void @llvm.dbg.value(metadata i64 %310, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i64 %310, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata double %309, metadata !89, metadata !DIExpression()), !dbg !100
  %311 = getelementptr inbounds double, double* %271, i64 %310, !dbg !235
  %312 = load double, double* %311, align 8, !dbg !235, !tbaa !42
  %313 = fadd double %309, %312, !dbg !237
  call void @llvm.dbg.value(metadata double %313, metadata !89, metadata !DIExpression()), !dbg !100
  %314 = or i64 %296, 4, !dbg !238
  call void @llvm.dbg.value(metadata i64 %314, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i64 %314, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata double %313, metadata !89, metadata !DIExpression()), !dbg !100
  %315 = getelementptr inbounds double, double* %271, i64 %314, !dbg !235
  %316 = load double, double* %315, align 8, !dbg !235, !tbaa !42
  %317 = fadd double %313, %316, !dbg !237
  call void @llvm.dbg.value(metadata double %317, metadata !89, metadata !DIExpression()), !dbg !100
  %318 = or i64 %296, 5, !dbg !238
  call void @llvm.dbg.value(metadata i64 %318, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i64 %318, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata double %317, metadata !89, metadata !DIExpression()), !dbg !100
  %319 = getelementptr inbounds double, double* %271, i64 %318, !dbg !235
  %320 = load double, double* %319, align 8, !dbg !235, !tbaa !42
  %321 = fadd double %317, %320, !dbg !237
  call void @llvm.dbg.value(metadata double %321, metadata !89, metadata !DIExpression()), !dbg !100
  %322 = or i64 %296, 6, !dbg !238
  call void @llvm.dbg.value(metadata i64 %322, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i64 %322, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata double %321, metadata !89, metadata !DIExpression()), !dbg !100
  %323 = getelementptr inbounds double, double* %271, i64 %322, !dbg !235
  %324 = load double, double* %323, align 8, !dbg !235, !tbaa !42
  %325 = fadd double %321, %324, !dbg !237
  call void @llvm.dbg.value(metadata double %325, metadata !89, metadata !DIExpression()), !dbg !100
  %326 = or i64 %296, 7, !dbg !238
  call void @llvm.dbg.value(metadata i64 %326, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i64 %326, metadata !97, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata double %325, metadata !89, metadata !DIExpression()), !dbg !100
  %327 = getelementptr inbounds double, double* %271, i64 %326, !dbg !235
  %328 = load double, double* %327, align 8, !dbg !235, !tbaa !42
  %329 = fadd double %325, %328, !dbg !237
  call void @llvm.dbg.value(metadata double %329, metadata !89, metadata !DIExpression()), !dbg !100
  %330 = add nuw nsw i64 %296, 8, !dbg !238
  call void @llvm.dbg.value(metadata i64 %330, metadata !97, metadata !DIExpression()), !dbg !226
  %331 = add i64 %298, 8, !dbg !227
  %332 = icmp eq i64 %331, %164, !dbg !227
  br i1 %332, label %277, label %295, !dbg !227, !llvm.loop !245
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
!38 = !DILocation(line: 17, column: 5, scope: !31)
!39 = !DILocation(line: 16, column: 31, scope: !32)
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
!68 = distinct !{!68, !38, !69, !70, !71}
!69 = !DILocation(line: 19, column: 53, scope: !31)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !{!"llvm.loop.isvectorized", i32 1}
!72 = !DILocation(line: 20, column: 1, scope: !16)
!73 = distinct !{!73, !36, !74, !70}
!74 = !DILocation(line: 19, column: 53, scope: !29)
!75 = !DILocation(line: 19, column: 34, scope: !41)
!76 = !DILocation(line: 17, column: 23, scope: !41)
!77 = distinct !{!77, !38, !69, !70, !71}
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
!153 = !DILocation(line: 0, scope: !146, inlinedAt: !149)
!154 = !DILocation(line: 10, column: 5, scope: !146, inlinedAt: !149)
!155 = !DILocation(line: 11, column: 25, scope: !156, inlinedAt: !149)
!156 = distinct !DILexicalBlock(scope: !146, file: !1, line: 10, column: 5)
!157 = !DILocation(line: 11, column: 58, scope: !156, inlinedAt: !149)
!158 = !DILocation(line: 11, column: 63, scope: !156, inlinedAt: !149)
!159 = !DILocation(line: 11, column: 46, scope: !156, inlinedAt: !149)
!160 = !DILocation(line: 11, column: 17, scope: !156, inlinedAt: !149)
!161 = !DILocation(line: 11, column: 7, scope: !156, inlinedAt: !149)
!162 = !DILocation(line: 11, column: 15, scope: !156, inlinedAt: !149)
!163 = !DILocation(line: 9, column: 27, scope: !147, inlinedAt: !149)
!164 = distinct !{!164, !152, !165, !70}
!165 = !DILocation(line: 11, column: 66, scope: !144, inlinedAt: !149)
!166 = !DILocation(line: 9, column: 3, scope: !144, inlinedAt: !167)
!167 = distinct !DILocation(line: 32, column: 3, scope: !78)
!168 = !DILocation(line: 10, column: 29, scope: !156, inlinedAt: !149)
!169 = distinct !{!169, !154, !170, !70}
!170 = !DILocation(line: 11, column: 66, scope: !146, inlinedAt: !149)
!171 = !DILocation(line: 0, scope: !144, inlinedAt: !167)
!172 = !DILocation(line: 0, scope: !146, inlinedAt: !167)
!173 = !DILocation(line: 10, column: 5, scope: !146, inlinedAt: !167)
!174 = !DILocation(line: 11, column: 25, scope: !156, inlinedAt: !167)
!175 = !DILocation(line: 11, column: 58, scope: !156, inlinedAt: !167)
!176 = !DILocation(line: 11, column: 63, scope: !156, inlinedAt: !167)
!177 = !DILocation(line: 11, column: 46, scope: !156, inlinedAt: !167)
!178 = !DILocation(line: 11, column: 17, scope: !156, inlinedAt: !167)
!179 = !DILocation(line: 11, column: 7, scope: !156, inlinedAt: !167)
!180 = !DILocation(line: 11, column: 15, scope: !156, inlinedAt: !167)
!181 = !DILocation(line: 9, column: 27, scope: !147, inlinedAt: !167)
!182 = !DILocation(line: 9, column: 21, scope: !147, inlinedAt: !167)
!183 = distinct !{!183, !166, !184, !70}
!184 = !DILocation(line: 11, column: 66, scope: !144, inlinedAt: !167)
!185 = !DILocation(line: 10, column: 29, scope: !156, inlinedAt: !167)
!186 = distinct !{!186, !173, !187, !70}
!187 = !DILocation(line: 11, column: 66, scope: !146, inlinedAt: !167)
!188 = !DILocation(line: 0, scope: !91)
!189 = !DILocation(line: 33, column: 21, scope: !94)
!190 = !DILocation(line: 33, column: 3, scope: !91)
!191 = !DILocation(line: 0, scope: !96)
!192 = !DILocation(line: 39, column: 3, scope: !96)
!193 = !DILocation(line: 0, scope: !16, inlinedAt: !194)
!194 = distinct !DILocation(line: 34, column: 5, scope: !93)
!195 = !DILocation(line: 0, scope: !29, inlinedAt: !194)
!196 = !DILocation(line: 16, column: 3, scope: !29, inlinedAt: !194)
!197 = !DILocation(line: 0, scope: !31, inlinedAt: !194)
!198 = !DILocation(line: 17, column: 5, scope: !31, inlinedAt: !194)
!199 = !DILocation(line: 16, column: 31, scope: !32, inlinedAt: !194)
!200 = !DILocation(line: 18, column: 26, scope: !41, inlinedAt: !194)
!201 = !DILocation(line: 18, column: 37, scope: !41, inlinedAt: !194)
!202 = !DILocation(line: 18, column: 52, scope: !41, inlinedAt: !194)
!203 = !DILocation(line: 19, column: 26, scope: !41, inlinedAt: !194)
!204 = !DILocation(line: 19, column: 49, scope: !41, inlinedAt: !194)
!205 = !DILocation(line: 19, column: 41, scope: !41, inlinedAt: !194)
!206 = !DILocation(line: 18, column: 35, scope: !41, inlinedAt: !194)
!207 = !DILocation(line: 18, column: 50, scope: !41, inlinedAt: !194)
!208 = !DILocation(line: 18, column: 65, scope: !41, inlinedAt: !194)
!209 = !DILocation(line: 19, column: 39, scope: !41, inlinedAt: !194)
!210 = !DILocation(line: 18, column: 23, scope: !41, inlinedAt: !194)
!211 = !DILocation(line: 18, column: 7, scope: !41, inlinedAt: !194)
!212 = !DILocation(line: 18, column: 17, scope: !41, inlinedAt: !194)
!213 = distinct !{!213, !198, !214, !70, !71}
!214 = !DILocation(line: 19, column: 53, scope: !31, inlinedAt: !194)
!215 = !DILocation(line: 16, column: 21, scope: !32, inlinedAt: !194)
!216 = distinct !{!216, !196, !217, !70}
!217 = !DILocation(line: 19, column: 53, scope: !29, inlinedAt: !194)
!218 = !DILocation(line: 19, column: 34, scope: !41, inlinedAt: !194)
!219 = !DILocation(line: 17, column: 23, scope: !41, inlinedAt: !194)
!220 = distinct !{!220, !198, !214, !70, !221, !71}
!221 = !{!"llvm.loop.unroll.runtime.disable"}
!222 = !DILocation(line: 0, scope: !93)
!223 = !DILocation(line: 33, column: 31, scope: !94)
!224 = distinct !{!224, !190, !225, !70}
!225 = !DILocation(line: 38, column: 3, scope: !91)
!226 = !DILocation(line: 0, scope: !98)
!227 = !DILocation(line: 40, column: 5, scope: !98)
!228 = !DILocation(line: 29, column: 10, scope: !78)
!229 = !DILocation(line: 42, column: 3, scope: !78)
!230 = !DILocation(line: 43, column: 8, scope: !78)
!231 = !DILocation(line: 43, column: 3, scope: !78)
!232 = !DILocation(line: 44, column: 8, scope: !78)
!233 = !DILocation(line: 44, column: 3, scope: !78)
!234 = !DILocation(line: 46, column: 1, scope: !78)
!235 = !DILocation(line: 41, column: 12, scope: !236)
!236 = distinct !DILexicalBlock(scope: !98, file: !1, line: 40, column: 5)
!237 = !DILocation(line: 41, column: 9, scope: !236)
!238 = !DILocation(line: 40, column: 29, scope: !236)
!239 = distinct !{!239, !240}
!240 = !{!"llvm.loop.unroll.disable"}
!241 = !DILocation(line: 39, column: 27, scope: !99)
!242 = !DILocation(line: 39, column: 21, scope: !99)
!243 = distinct !{!243, !192, !244, !70}
!244 = !DILocation(line: 41, column: 18, scope: !96)
!245 = distinct !{!245, !227, !246, !70}
!246 = !DILocation(line: 41, column: 18, scope: !98)
