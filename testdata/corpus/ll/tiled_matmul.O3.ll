; ModuleID = 'tiled_matmul.c'
source_filename = "tiled_matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.4f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @kernel_tiled_matmul(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef %4) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 %1, metadata !24, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata double* %2, metadata !25, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata double* %3, metadata !26, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata double* %4, metadata !27, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !46
  %6 = icmp sgt i32 %0, 0, !dbg !47
  br i1 %6, label %7, label %148, !dbg !48

7:                                                ; preds = %5
  %8 = sext i32 %1 to i64, !dbg !48
  %9 = zext i32 %0 to i64, !dbg !48
  %10 = icmp sgt i32 %1, 0
  %11 = mul nsw i64 %8, %9, !dbg !49
  %12 = mul nsw i64 %8, %9, !dbg !50
  br label %13, !dbg !48

13:                                               ; preds = %7, %19
  %14 = phi i64 [ 0, %7 ], [ %21, %19 ]
  %15 = phi i64 [ 0, %7 ], [ %18, %19 ]
  call void @llvm.dbg.value(metadata i64 %15, metadata !28, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !46
  %16 = mul i64 %11, %14, !dbg !49
  %17 = add i64 %16, 1, !dbg !49
  %18 = add i64 %15, %8, !dbg !49
  br i1 %10, label %22, label %19, !dbg !51

19:                                               ; preds = %28, %13
  call void @llvm.dbg.value(metadata i64 %18, metadata !28, metadata !DIExpression()), !dbg !46
  %20 = icmp slt i64 %18, %9, !dbg !47
  %21 = add i64 %14, 1, !dbg !48
  br i1 %20, label %13, label %148, !dbg !48, !llvm.loop !52

22:                                               ; preds = %13, %28
  %23 = phi i64 [ %30, %28 ], [ 0, %13 ]
  %24 = phi i64 [ %27, %28 ], [ 0, %13 ]
  call void @llvm.dbg.value(metadata i64 %24, metadata !30, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !46
  %25 = mul i64 %12, %23, !dbg !50
  %26 = add i64 %25, 1, !dbg !50
  %27 = add i64 %24, %8, !dbg !50
  br label %31, !dbg !55

28:                                               ; preds = %64
  call void @llvm.dbg.value(metadata i64 %27, metadata !30, metadata !DIExpression()), !dbg !46
  %29 = icmp slt i64 %27, %9, !dbg !56
  %30 = add i64 %23, 1, !dbg !57
  br i1 %29, label %22, label %19, !dbg !57, !llvm.loop !58

31:                                               ; preds = %64, %22
  %32 = phi i64 [ %66, %64 ], [ 0, %22 ]
  %33 = phi i64 [ %59, %64 ], [ 0, %22 ]
  call void @llvm.dbg.value(metadata i64 %33, metadata !29, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 %15, metadata !31, metadata !DIExpression()), !dbg !46
  %34 = add i64 %33, %8, !dbg !60
  %35 = add i64 %33, 1, !dbg !60
  %36 = call i64 @llvm.smax.i64(i64 %34, i64 %35), !dbg !60
  %37 = mul i64 %32, %8, !dbg !60
  %38 = xor i64 %37, -1, !dbg !60
  %39 = add i64 %36, %38, !dbg !60
  %40 = call i64 @llvm.smax.i64(i64 %35, i64 %9), !dbg !60
  %41 = add i64 %40, %38, !dbg !60
  %42 = call i64 @llvm.umin.i64(i64 %39, i64 %41), !dbg !60
  %43 = add i64 %42, 1, !dbg !60
  %44 = add i64 %16, %33, !dbg !60
  %45 = add i64 %33, %8, !dbg !60
  %46 = add i64 %33, 1, !dbg !60
  %47 = call i64 @llvm.smax.i64(i64 %45, i64 %46), !dbg !60
  %48 = mul i64 %32, %8, !dbg !60
  %49 = xor i64 %48, -1, !dbg !60
  %50 = add i64 %47, %49, !dbg !60
  %51 = call i64 @llvm.smax.i64(i64 %46, i64 %9), !dbg !60
  %52 = add i64 %51, %49, !dbg !60
  %53 = call i64 @llvm.umin.i64(i64 %50, i64 %52), !dbg !60
  %54 = add i64 %17, %33, !dbg !60
  %55 = add i64 %53, %54, !dbg !60
  %56 = add i64 %25, %33, !dbg !60
  %57 = add i64 %26, %33, !dbg !60
  %58 = add i64 %53, %57, !dbg !60
  %59 = add i64 %33, %8, !dbg !60
  %60 = icmp ult i64 %43, 4
  %61 = and i64 %43, -4
  %62 = add i64 %33, %61
  %63 = icmp eq i64 %43, %61
  br label %67, !dbg !51

64:                                               ; preds = %142
  call void @llvm.dbg.value(metadata i64 %59, metadata !29, metadata !DIExpression()), !dbg !46
  %65 = icmp slt i64 %59, %9, !dbg !61
  %66 = add i64 %32, 1, !dbg !55
  br i1 %65, label %31, label %28, !dbg !55, !llvm.loop !62

67:                                               ; preds = %31, %142
  %68 = phi i64 [ 0, %31 ], [ %147, %142 ]
  %69 = phi i64 [ %15, %31 ], [ %143, %142 ]
  call void @llvm.dbg.value(metadata i64 %69, metadata !31, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 %24, metadata !33, metadata !DIExpression()), !dbg !46
  %70 = mul i64 %68, %9
  %71 = add i64 %44, %70
  %72 = getelementptr double, double* %4, i64 %71
  %73 = add i64 %55, %70
  %74 = getelementptr double, double* %4, i64 %73
  %75 = mul nsw i64 %69, %9
  br label %76, !dbg !64

76:                                               ; preds = %136, %67
  %77 = phi i64 [ %141, %136 ], [ 0, %67 ]
  %78 = phi i64 [ %137, %136 ], [ %24, %67 ]
  call void @llvm.dbg.value(metadata i64 %78, metadata !33, metadata !DIExpression()), !dbg !46
  %79 = mul i64 %77, %9, !dbg !65
  %80 = add nsw i64 %78, %75, !dbg !65
  %81 = getelementptr inbounds double, double* %2, i64 %80, !dbg !66
  %82 = load double, double* %81, align 8, !dbg !66, !tbaa !67
  call void @llvm.dbg.value(metadata double %82, metadata !34, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %33, metadata !32, metadata !DIExpression()), !dbg !46
  %83 = mul nsw i64 %78, %9
  br i1 %60, label %121, label %84, !dbg !72

84:                                               ; preds = %76
  %85 = add i64 %58, %79, !dbg !65
  %86 = getelementptr double, double* %3, i64 %85, !dbg !65
  %87 = add i64 %56, %79, !dbg !65
  %88 = getelementptr double, double* %3, i64 %87, !dbg !65
  %89 = icmp ult double* %72, %86, !dbg !72
  %90 = icmp ult double* %88, %74, !dbg !72
  %91 = and i1 %89, %90, !dbg !72
  br i1 %91, label %121, label %92, !dbg !72

92:                                               ; preds = %84
  %93 = insertelement <2 x double> poison, double %82, i64 0, !dbg !72
  %94 = shufflevector <2 x double> %93, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !72
  %95 = insertelement <2 x double> poison, double %82, i64 0, !dbg !72
  %96 = shufflevector <2 x double> %95, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !72
  br label %97, !dbg !72

97:                                               ; preds = %97, %92
  %98 = phi i64 [ 0, %92 ], [ %118, %97 ]
  %99 = add i64 %33, %98
  %100 = add nsw i64 %99, %83, !dbg !74
  %101 = getelementptr inbounds double, double* %3, i64 %100, !dbg !76
  %102 = bitcast double* %101 to <2 x double>*, !dbg !76
  %103 = load <2 x double>, <2 x double>* %102, align 8, !dbg !76, !tbaa !67, !alias.scope !77
  %104 = getelementptr inbounds double, double* %101, i64 2, !dbg !76
  %105 = bitcast double* %104 to <2 x double>*, !dbg !76
  %106 = load <2 x double>, <2 x double>* %105, align 8, !dbg !76, !tbaa !67, !alias.scope !77
  %107 = add nsw i64 %99, %75, !dbg !80
  %108 = getelementptr inbounds double, double* %4, i64 %107, !dbg !81
  %109 = bitcast double* %108 to <2 x double>*, !dbg !82
  %110 = load <2 x double>, <2 x double>* %109, align 8, !dbg !82, !tbaa !67, !alias.scope !83, !noalias !77
  %111 = getelementptr inbounds double, double* %108, i64 2, !dbg !82
  %112 = bitcast double* %111 to <2 x double>*, !dbg !82
  %113 = load <2 x double>, <2 x double>* %112, align 8, !dbg !82, !tbaa !67, !alias.scope !83, !noalias !77
  %114 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %94, <2 x double> %103, <2 x double> %110), !dbg !82
  %115 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %96, <2 x double> %106, <2 x double> %113), !dbg !82
  %116 = bitcast double* %108 to <2 x double>*, !dbg !82
  store <2 x double> %114, <2 x double>* %116, align 8, !dbg !82, !tbaa !67, !alias.scope !83, !noalias !77
  %117 = bitcast double* %111 to <2 x double>*, !dbg !82
  store <2 x double> %115, <2 x double>* %117, align 8, !dbg !82, !tbaa !67, !alias.scope !83, !noalias !77
  %118 = add nuw i64 %98, 4
  %119 = icmp eq i64 %118, %61
  br i1 %119, label %120, label %97, !llvm.loop !85

120:                                              ; preds = %97
  br i1 %63, label %136, label %121, !dbg !72

121:                                              ; preds = %84, %76, %120
  %122 = phi i64 [ %33, %84 ], [ %33, %76 ], [ %62, %120 ]
  br label %123, !dbg !72

123:                                              ; preds = %121, %123
  %124 = phi i64 [ %132, %123 ], [ %122, %121 ]
  call void @llvm.dbg.value(metadata i64 %124, metadata !32, metadata !DIExpression()), !dbg !46
  %125 = add nsw i64 %124, %83, !dbg !74
  %126 = getelementptr inbounds double, double* %3, i64 %125, !dbg !76
  %127 = load double, double* %126, align 8, !dbg !76, !tbaa !67
  %128 = add nsw i64 %124, %75, !dbg !80
  %129 = getelementptr inbounds double, double* %4, i64 %128, !dbg !81
  %130 = load double, double* %129, align 8, !dbg !82, !tbaa !67
  %131 = tail call double @llvm.fmuladd.f64(double %82, double %127, double %130), !dbg !82
  store double %131, double* %129, align 8, !dbg !82, !tbaa !67
  %132 = add nsw i64 %124, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %132, metadata !32, metadata !DIExpression()), !dbg !46
  %133 = icmp slt i64 %132, %59, !dbg !89
  %134 = icmp slt i64 %132, %9, !dbg !90
  %135 = and i1 %133, %134, !dbg !90
  br i1 %135, label %123, label %136, !dbg !72, !llvm.loop !91

136:                                              ; preds = %123, %120
  %137 = add nsw i64 %78, 1, !dbg !92
  call void @llvm.dbg.value(metadata i64 %137, metadata !33, metadata !DIExpression()), !dbg !46
  %138 = icmp slt i64 %137, %27, !dbg !93
  %139 = icmp slt i64 %137, %9, !dbg !94
  %140 = and i1 %138, %139, !dbg !94
  %141 = add i64 %77, 1, !dbg !64
  br i1 %140, label %76, label %142, !dbg !64, !llvm.loop !95

142:                                              ; preds = %136
  %143 = add nsw i64 %69, 1, !dbg !97
  call void @llvm.dbg.value(metadata i64 %143, metadata !31, metadata !DIExpression()), !dbg !46
  %144 = icmp slt i64 %143, %18, !dbg !98
  %145 = icmp slt i64 %143, %9, !dbg !99
  %146 = and i1 %144, %145, !dbg !99
  %147 = add i64 %68, 1, !dbg !51
  br i1 %146, label %67, label %64, !dbg !51, !llvm.loop !100

148:                                              ; preds = %19, %5
  ret void, !dbg !102
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !103 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !107, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i8** %1, metadata !108, metadata !DIExpression()), !dbg !119
  %3 = icmp sgt i32 %0, 1, !dbg !120
  br i1 %3, label %4, label %15, !dbg !121

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !122
  %6 = load i8*, i8** %5, align 8, !dbg !122, !tbaa !123
  call void @llvm.dbg.value(metadata i8* %6, metadata !125, metadata !DIExpression()) #9, !dbg !133
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !135
  %8 = trunc i64 %7 to i32, !dbg !136
  call void @llvm.dbg.value(metadata i32 %8, metadata !109, metadata !DIExpression()), !dbg !119
  %9 = icmp eq i32 %0, 2, !dbg !137
  br i1 %9, label %15, label %10, !dbg !138

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !139
  %12 = load i8*, i8** %11, align 8, !dbg !139, !tbaa !123
  call void @llvm.dbg.value(metadata i8* %12, metadata !125, metadata !DIExpression()) #9, !dbg !140
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #9, !dbg !142
  %14 = trunc i64 %13 to i32, !dbg !143
  br label %15, !dbg !138

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 50, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 16, %4 ], [ 16, %2 ], !dbg !138
  call void @llvm.dbg.value(metadata i32 %17, metadata !110, metadata !DIExpression()), !dbg !119
  %18 = mul nsw i32 %16, %16, !dbg !144
  %19 = zext i32 %18 to i64, !dbg !145
  %20 = shl nuw nsw i64 %19, 3, !dbg !146
  %21 = tail call noalias i8* @malloc(i64 noundef %20) #9, !dbg !147
  %22 = bitcast i8* %21 to double*, !dbg !147
  call void @llvm.dbg.value(metadata double* %22, metadata !111, metadata !DIExpression()), !dbg !119
  %23 = tail call noalias i8* @malloc(i64 noundef %20) #9, !dbg !148
  %24 = bitcast i8* %23 to double*, !dbg !148
  call void @llvm.dbg.value(metadata double* %24, metadata !112, metadata !DIExpression()), !dbg !119
  %25 = tail call noalias i8* @malloc(i64 noundef %20) #9, !dbg !149
  %26 = bitcast i8* %25 to double*, !dbg !149
  call void @llvm.dbg.value(metadata double* %26, metadata !113, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !150
  %27 = icmp eq i32 %18, 0, !dbg !151
  br i1 %27, label %52, label %28, !dbg !153

28:                                               ; preds = %15
  call void @llvm.memset.p0i8.i64(i8* align 8 %25, i8 0, i64 %20, i1 false), !dbg !154, !tbaa !67
  %29 = icmp eq i32 %18, 1, !dbg !153
  br i1 %29, label %50, label %30, !dbg !153

30:                                               ; preds = %28
  %31 = and i64 %19, 2147483646, !dbg !153
  br label %32, !dbg !153

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %45, %32 ], !dbg !156
  %34 = phi <2 x i32> [ <i32 0, i32 1>, %30 ], [ %46, %32 ], !dbg !157
  %35 = urem <2 x i32> %34, <i32 13, i32 13>, !dbg !157
  %36 = sitofp <2 x i32> %35 to <2 x double>, !dbg !158
  %37 = fmul <2 x double> %36, <double 2.500000e-01, double 2.500000e-01>, !dbg !159
  %38 = getelementptr inbounds double, double* %22, i64 %33, !dbg !156
  %39 = bitcast double* %38 to <2 x double>*, !dbg !160
  store <2 x double> %37, <2 x double>* %39, align 8, !dbg !160, !tbaa !67
  %40 = urem <2 x i32> %34, <i32 7, i32 7>, !dbg !161
  %41 = sitofp <2 x i32> %40 to <2 x double>, !dbg !162
  %42 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double -1.000000e+00, double -1.000000e+00>), !dbg !163
  %43 = getelementptr inbounds double, double* %24, i64 %33, !dbg !156
  %44 = bitcast double* %43 to <2 x double>*, !dbg !164
  store <2 x double> %42, <2 x double>* %44, align 8, !dbg !164, !tbaa !67
  %45 = add nuw i64 %33, 2, !dbg !156
  %46 = add <2 x i32> %34, <i32 2, i32 2>, !dbg !157
  %47 = icmp eq i64 %45, %31, !dbg !156
  br i1 %47, label %48, label %32, !dbg !156, !llvm.loop !165

48:                                               ; preds = %32
  %49 = icmp eq i64 %31, %19, !dbg !153
  br i1 %49, label %52, label %50, !dbg !153

50:                                               ; preds = %28, %48
  %51 = phi i64 [ 0, %28 ], [ %31, %48 ]
  br label %159, !dbg !153

52:                                               ; preds = %159, %48, %15
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata i32 %17, metadata !24, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata double* %22, metadata !25, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata double* %24, metadata !26, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata double* %26, metadata !27, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()) #9, !dbg !167
  %53 = icmp sgt i32 %16, 0, !dbg !169
  br i1 %53, label %54, label %152, !dbg !170

54:                                               ; preds = %52
  %55 = sext i32 %17 to i64, !dbg !170
  %56 = zext i32 %16 to i64, !dbg !170
  %57 = icmp sgt i32 %17, 0
  br i1 %57, label %58, label %152, !dbg !171

58:                                               ; preds = %54, %150
  %59 = phi i64 [ %60, %150 ], [ 0, %54 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !28, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !167
  %60 = add i64 %59, %55, !dbg !172
  br label %61, !dbg !173

61:                                               ; preds = %58, %148
  %62 = phi i64 [ %63, %148 ], [ 0, %58 ]
  call void @llvm.dbg.value(metadata i64 %62, metadata !30, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()) #9, !dbg !167
  %63 = add i64 %62, %55, !dbg !174
  br label %64, !dbg !175

64:                                               ; preds = %145, %61
  %65 = phi i64 [ %147, %145 ], [ 0, %61 ]
  %66 = phi i64 [ %77, %145 ], [ 0, %61 ]
  call void @llvm.dbg.value(metadata i64 %66, metadata !29, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata i64 %59, metadata !31, metadata !DIExpression()) #9, !dbg !167
  %67 = add i64 %66, %55, !dbg !176
  %68 = add i64 %66, 1, !dbg !176
  %69 = call i64 @llvm.smax.i64(i64 %67, i64 %68), !dbg !176
  %70 = mul i64 %65, %55, !dbg !176
  %71 = xor i64 %70, -1, !dbg !176
  %72 = add i64 %69, %71, !dbg !176
  %73 = call i64 @llvm.smax.i64(i64 %68, i64 %56), !dbg !176
  %74 = add i64 %73, %71, !dbg !176
  %75 = call i64 @llvm.umin.i64(i64 %72, i64 %74), !dbg !176
  %76 = add i64 %75, 1, !dbg !176
  %77 = add i64 %66, %55, !dbg !176
  %78 = icmp ult i64 %76, 4
  %79 = and i64 %76, -4
  %80 = add i64 %66, %79
  %81 = icmp eq i64 %76, %79
  br label %82, !dbg !171

82:                                               ; preds = %140, %64
  %83 = phi i64 [ %59, %64 ], [ %141, %140 ]
  call void @llvm.dbg.value(metadata i64 %83, metadata !31, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata i64 %62, metadata !33, metadata !DIExpression()) #9, !dbg !167
  %84 = mul nsw i64 %83, %56
  br label %85, !dbg !177

85:                                               ; preds = %135, %82
  %86 = phi i64 [ %136, %135 ], [ %62, %82 ]
  call void @llvm.dbg.value(metadata i64 %86, metadata !33, metadata !DIExpression()) #9, !dbg !167
  %87 = add nsw i64 %86, %84, !dbg !178
  %88 = getelementptr inbounds double, double* %22, i64 %87, !dbg !179
  %89 = load double, double* %88, align 8, !dbg !179, !tbaa !67
  call void @llvm.dbg.value(metadata double %89, metadata !34, metadata !DIExpression()) #9, !dbg !180
  call void @llvm.dbg.value(metadata i64 %66, metadata !32, metadata !DIExpression()) #9, !dbg !167
  %90 = mul nsw i64 %86, %56
  br i1 %78, label %120, label %91, !dbg !181

91:                                               ; preds = %85
  %92 = insertelement <2 x double> poison, double %89, i64 0, !dbg !181
  %93 = shufflevector <2 x double> %92, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !181
  %94 = insertelement <2 x double> poison, double %89, i64 0, !dbg !181
  %95 = shufflevector <2 x double> %94, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !181
  br label %96, !dbg !181

96:                                               ; preds = %96, %91
  %97 = phi i64 [ 0, %91 ], [ %117, %96 ]
  %98 = add i64 %66, %97
  %99 = add nsw i64 %98, %90, !dbg !182
  %100 = getelementptr inbounds double, double* %24, i64 %99, !dbg !183
  %101 = bitcast double* %100 to <2 x double>*, !dbg !183
  %102 = load <2 x double>, <2 x double>* %101, align 8, !dbg !183, !tbaa !67
  %103 = getelementptr inbounds double, double* %100, i64 2, !dbg !183
  %104 = bitcast double* %103 to <2 x double>*, !dbg !183
  %105 = load <2 x double>, <2 x double>* %104, align 8, !dbg !183, !tbaa !67
  %106 = add nsw i64 %98, %84, !dbg !184
  %107 = getelementptr inbounds double, double* %26, i64 %106, !dbg !185
  %108 = bitcast double* %107 to <2 x double>*, !dbg !186
  %109 = load <2 x double>, <2 x double>* %108, align 8, !dbg !186, !tbaa !67
  %110 = getelementptr inbounds double, double* %107, i64 2, !dbg !186
  %111 = bitcast double* %110 to <2 x double>*, !dbg !186
  %112 = load <2 x double>, <2 x double>* %111, align 8, !dbg !186, !tbaa !67
  %113 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> %102, <2 x double> %109), !dbg !186
  %114 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %95, <2 x double> %105, <2 x double> %112), !dbg !186
  %115 = bitcast double* %107 to <2 x double>*, !dbg !186
  store <2 x double> %113, <2 x double>* %115, align 8, !dbg !186, !tbaa !67
  %116 = bitcast double* %110 to <2 x double>*, !dbg !186
  store <2 x double> %114, <2 x double>* %116, align 8, !dbg !186, !tbaa !67
  %117 = add nuw i64 %97, 4
  %118 = icmp eq i64 %117, %79
  br i1 %118, label %119, label %96, !llvm.loop !187

119:                                              ; preds = %96
  br i1 %81, label %135, label %120, !dbg !181

120:                                              ; preds = %85, %119
  %121 = phi i64 [ %66, %85 ], [ %80, %119 ]
  br label %122, !dbg !181

122:                                              ; preds = %120, %122
  %123 = phi i64 [ %131, %122 ], [ %121, %120 ]
  call void @llvm.dbg.value(metadata i64 %123, metadata !32, metadata !DIExpression()) #9, !dbg !167
  %124 = add nsw i64 %123, %90, !dbg !182
  %125 = getelementptr inbounds double, double* %24, i64 %124, !dbg !183
  %126 = load double, double* %125, align 8, !dbg !183, !tbaa !67
  %127 = add nsw i64 %123, %84, !dbg !184
  %128 = getelementptr inbounds double, double* %26, i64 %127, !dbg !185
  %129 = load double, double* %128, align 8, !dbg !186, !tbaa !67
  %130 = tail call double @llvm.fmuladd.f64(double %89, double %126, double %129) #9, !dbg !186
  store double %130, double* %128, align 8, !dbg !186, !tbaa !67
  %131 = add nsw i64 %123, 1, !dbg !189
  call void @llvm.dbg.value(metadata i64 %131, metadata !32, metadata !DIExpression()) #9, !dbg !167
  %132 = icmp slt i64 %131, %77, !dbg !190
  %133 = icmp slt i64 %131, %56, !dbg !191
  %134 = and i1 %132, %133, !dbg !191
  br i1 %134, label %122, label %135, !dbg !181, !llvm.loop !192

135:                                              ; preds = %122, %119
  %136 = add nsw i64 %86, 1, !dbg !194
  call void @llvm.dbg.value(metadata i64 %136, metadata !33, metadata !DIExpression()) #9, !dbg !167
  %137 = icmp slt i64 %136, %63, !dbg !195
  %138 = icmp slt i64 %136, %56, !dbg !196
  %139 = and i1 %137, %138, !dbg !196
  br i1 %139, label %85, label %140, !dbg !177, !llvm.loop !197

140:                                              ; preds = %135
  %141 = add nsw i64 %83, 1, !dbg !199
  call void @llvm.dbg.value(metadata i64 %141, metadata !31, metadata !DIExpression()) #9, !dbg !167
  %142 = icmp slt i64 %141, %60, !dbg !200
  %143 = icmp slt i64 %141, %56, !dbg !201
  %144 = and i1 %142, %143, !dbg !201
  br i1 %144, label %82, label %145, !dbg !171, !llvm.loop !202

145:                                              ; preds = %140
  call void @llvm.dbg.value(metadata i64 %77, metadata !29, metadata !DIExpression()) #9, !dbg !167
  %146 = icmp slt i64 %77, %56, !dbg !204
  %147 = add i64 %65, 1, !dbg !175
  br i1 %146, label %64, label %148, !dbg !175, !llvm.loop !205

148:                                              ; preds = %145
  call void @llvm.dbg.value(metadata i64 %63, metadata !30, metadata !DIExpression()) #9, !dbg !167
  %149 = icmp slt i64 %63, %56, !dbg !207
  br i1 %149, label %61, label %150, !dbg !173, !llvm.loop !208

150:                                              ; preds = %148
  call void @llvm.dbg.value(metadata i64 %60, metadata !28, metadata !DIExpression()) #9, !dbg !167
  %151 = icmp slt i64 %60, %56, !dbg !169
  br i1 %151, label %58, label %152, !dbg !170, !llvm.loop !210

152:                                              ; preds = %150, %54, %52
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !116, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !117, metadata !DIExpression()), !dbg !212
  br i1 %27, label %187, label %153, !dbg !213

153:                                              ; preds = %152
  %154 = add nsw i64 %19, -1, !dbg !213
  %155 = and i64 %19, 7, !dbg !213
  %156 = icmp ult i64 %154, 7, !dbg !213
  br i1 %156, label %172, label %157, !dbg !213

157:                                              ; preds = %153
  %158 = and i64 %19, 2147483640, !dbg !213
  br label %190, !dbg !213

159:                                              ; preds = %50, %159
  %160 = phi i64 [ %170, %159 ], [ %51, %50 ]
  call void @llvm.dbg.value(metadata i64 %160, metadata !114, metadata !DIExpression()), !dbg !150
  %161 = trunc i64 %160 to i32, !dbg !157
  %162 = urem i32 %161, 13, !dbg !157
  %163 = sitofp i32 %162 to double, !dbg !158
  %164 = fmul double %163, 2.500000e-01, !dbg !159
  %165 = getelementptr inbounds double, double* %22, i64 %160, !dbg !214
  store double %164, double* %165, align 8, !dbg !160, !tbaa !67
  %166 = urem i32 %161, 7, !dbg !161
  %167 = sitofp i32 %166 to double, !dbg !162
  %168 = tail call double @llvm.fmuladd.f64(double %167, double 5.000000e-01, double -1.000000e+00), !dbg !163
  %169 = getelementptr inbounds double, double* %24, i64 %160, !dbg !215
  store double %168, double* %169, align 8, !dbg !164, !tbaa !67
  %170 = add nuw nsw i64 %160, 1, !dbg !156
  call void @llvm.dbg.value(metadata i64 %170, metadata !114, metadata !DIExpression()), !dbg !150
  %171 = icmp eq i64 %170, %19, !dbg !151
  br i1 %171, label %52, label %159, !dbg !153, !llvm.loop !216

172:                                              ; preds = %190, %153
  %173 = phi double [ undef, %153 ], [ %224, %190 ]
  %174 = phi i64 [ 0, %153 ], [ %225, %190 ]
  %175 = phi double [ 0.000000e+00, %153 ], [ %224, %190 ]
  %176 = icmp eq i64 %155, 0, !dbg !213
  br i1 %176, label %187, label %177, !dbg !213

177:                                              ; preds = %172, %177
  %178 = phi i64 [ %184, %177 ], [ %174, %172 ]
  %179 = phi double [ %183, %177 ], [ %175, %172 ]
  %180 = phi i64 [ %185, %177 ], [ 0, %172 ]
  call void @llvm.dbg.value(metadata i64 %178, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata double %179, metadata !116, metadata !DIExpression()), !dbg !119
  %181 = getelementptr inbounds double, double* %26, i64 %178, !dbg !217
  %182 = load double, double* %181, align 8, !dbg !217, !tbaa !67
  %183 = fadd double %179, %182, !dbg !219
  call void @llvm.dbg.value(metadata double %183, metadata !116, metadata !DIExpression()), !dbg !119
  %184 = add nuw nsw i64 %178, 1, !dbg !220
  call void @llvm.dbg.value(metadata i64 %184, metadata !117, metadata !DIExpression()), !dbg !212
  %185 = add i64 %180, 1, !dbg !213
  %186 = icmp eq i64 %185, %155, !dbg !213
  br i1 %186, label %187, label %177, !dbg !213, !llvm.loop !221

187:                                              ; preds = %172, %177, %152
  %188 = phi double [ 0.000000e+00, %152 ], [ %173, %172 ], [ %183, %177 ], !dbg !119
  %189 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %188), !dbg !223
  tail call void @free(i8* noundef %21) #9, !dbg !224
  tail call void @free(i8* noundef %23) #9, !dbg !225
  tail call void @free(i8* noundef %25) #9, !dbg !226
  ret i32 0, !dbg !227

190:                                              ; preds = %190, %157
  %191 = phi i64 [ 0, %157 ], [ %225, %190 ]
  %192 = phi double [ 0.000000e+00, %157 ], [ %224, %190 ]
  %193 = phi i64 [ 0, %157 ], [ %226, %190 ]
  call void @llvm.dbg.value(metadata i64 %191, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata double %192, metadata !116, metadata !DIExpression()), !dbg !119
  %194 = getelementptr inbounds double, double* %26, i64 %191, !dbg !217
  %195 = load double, double* %194, align 8, !dbg !217, !tbaa !67
  %196 = fadd double %192, %195, !dbg !219
  call void @llvm.dbg.value(metadata double %196, metadata !116, metadata !DIExpression()), !dbg !119
  %197 = or i64 %191, 1, !dbg !220
  call void @llvm.dbg.value(metadata i64 %197, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i64 %197, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata double %196, metadata !116, metadata !DIExpression()), !dbg !119
  %198 = getelementptr inbounds double, double* %26, i64 %197, !dbg !217
  %199 = load double, double* %198, align 8, !dbg !217, !tbaa !67
  %200 = fadd double %196, %199, !dbg !219
  call void @llvm.dbg.value(metadata double %200, metadata !116, metadata !DIExpression()), !dbg !119
  %201 = or i64 %191, 2, !dbg !220
  call void @llvm.dbg.value(metadata i64 %201, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i64 %201, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata double %200, metadata !116, metadata !DIExpression()), !dbg !119
  %202 = getelementptr inbounds double, double* %26, i64 %201, !dbg !217
  %203 = load double, double* %202, align 8, !dbg !217, !tbaa !67
  %204 = fadd double %200, %203, !dbg !219
  call void @llvm.dbg.value(metadata double %204, metadata !116, metadata !DIExpression()), !dbg !119
  %205 = or i64 %191, 3, !dbg !220
  call void @llvm.dbg.value(metadata i64 %205, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i64 %205, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata double %204, metadata !116, metadata !DIExpression()), !dbg !119
  %206 = getelementptr inbounds double, double* %26, i64 %205, !dbg !217
  %207 = load double, double* %206, align 8, !dbg !217, !tbaa !67
  %208 = fadd double %204, %207, !dbg !219
  call void @llvm.dbg.value(metadata double %208, metadata !116, metadata !DIExpression()), !dbg !119
  %209 = or i64 %191, 4, !dbg !220
  call void @llvm.dbg.value(metadata i64 %209, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i64 %209, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata double %208, metadata !116, metadata !DIExpression()), !dbg !119
  %210 = getelementptr inbounds double, double* %26, i64 %209, !dbg !217
  %211 = load double, double* %210, align 8, !dbg !217, !tbaa !67
  %212 = fadd double %208, %211, !dbg !219
  call void @llvm.dbg.value(metadata double %212, metadata !116, metadata !DIExpression()), !dbg !119
  %213 = or i64 %191, 5, !dbg !220
  call void @llvm.dbg.value(metadata i64 %213, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i64 %213, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata double %212, metadata !116, metadata !DIExpression()), !dbg !119
  %214 = getelementptr inbounds double, double* %26, i64 %213, !dbg !217
  %215 = load double, double* %214, align 8, !dbg !217, !tbaa !67
  %216 = fadd double %212, %215, !dbg !219
  call void @llvm.dbg.value(metadata double %216, metadata !116, metadata !DIExpression()), !dbg !119
  %217 = or i64 %191, 6, !dbg !220
  call void @llvm.dbg.value(metadata i64 %217, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i64 %217, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata double %216, metadata !116, metadata !DIExpression()), !dbg !119
  %218 = getelementptr inbounds double, double* %26, i64 %217, !dbg !217
  %219 = load double, double* %218, align 8, !dbg !217, !tbaa !67
  %220 = fadd double %216, %219, !dbg !219
  call void @llvm.dbg.value(metadata double %220, metadata !116, metadata !DIExpression()), !dbg !119
  %221 = or i64 %191, 7, !dbg !220
  call void @llvm.dbg.value(metadata i64 %221, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata i64 %221, metadata !117, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.value(metadata double %220, metadata !116, metadata !DIExpression()), !dbg !119
  %222 = getelementptr inbounds double, double* %26, i64 %221, !dbg !217
  %223 = load double, double* %222, align 8, !dbg !217, !tbaa !67
  %224 = fadd double %220, %223, !dbg !219
  call void @llvm.dbg.value(metadata double %224, metadata !116, metadata !DIExpression()), !dbg !119
  %225 = add nuw nsw i64 %191, 8, !dbg !220
  call void @llvm.dbg.value(metadata i64 %225, metadata !117, metadata !DIExpression()), !dbg !212
  %226 = add i64 %193, 8, !dbg !213
  %227 = icmp eq i64 %226, %158, !dbg !213
  br i1 %227, label %172, label %190, !dbg !213, !llvm.loop !228
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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #7

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
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tiled_matmul.c", directory: ".", checksumkind: CSK_MD5, checksum: "9542e6a640cb48677a2873573d33b904")
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
!15 = distinct !DISubprogram(name: "kernel_tiled_matmul", scope: !1, file: !1, line: 7, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !3, !3, !18, !18, !21}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!22 = !{!23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 7, type: !3)
!24 = !DILocalVariable(name: "bs", arg: 2, scope: !15, file: !1, line: 7, type: !3)
!25 = !DILocalVariable(name: "A", arg: 3, scope: !15, file: !1, line: 7, type: !18)
!26 = !DILocalVariable(name: "B", arg: 4, scope: !15, file: !1, line: 7, type: !18)
!27 = !DILocalVariable(name: "C", arg: 5, scope: !15, file: !1, line: 8, type: !21)
!28 = !DILocalVariable(name: "ii", scope: !15, file: !1, line: 10, type: !3)
!29 = !DILocalVariable(name: "jj", scope: !15, file: !1, line: 10, type: !3)
!30 = !DILocalVariable(name: "kk", scope: !15, file: !1, line: 10, type: !3)
!31 = !DILocalVariable(name: "i", scope: !15, file: !1, line: 10, type: !3)
!32 = !DILocalVariable(name: "j", scope: !15, file: !1, line: 10, type: !3)
!33 = !DILocalVariable(name: "k", scope: !15, file: !1, line: 10, type: !3)
!34 = !DILocalVariable(name: "a", scope: !35, file: !1, line: 16, type: !20)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 15, column: 51)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 15, column: 11)
!37 = distinct !DILexicalBlock(scope: !38, file: !1, line: 15, column: 11)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 14, column: 9)
!39 = distinct !DILexicalBlock(scope: !40, file: !1, line: 14, column: 9)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 13, column: 7)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 13, column: 7)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 12, column: 5)
!43 = distinct !DILexicalBlock(scope: !44, file: !1, line: 12, column: 5)
!44 = distinct !DILexicalBlock(scope: !45, file: !1, line: 11, column: 3)
!45 = distinct !DILexicalBlock(scope: !15, file: !1, line: 11, column: 3)
!46 = !DILocation(line: 0, scope: !15)
!47 = !DILocation(line: 11, column: 19, scope: !44)
!48 = !DILocation(line: 11, column: 3, scope: !45)
!49 = !DILocation(line: 11, column: 27, scope: !44)
!50 = !DILocation(line: 12, column: 29, scope: !42)
!51 = !DILocation(line: 14, column: 9, scope: !39)
!52 = distinct !{!52, !48, !53, !54}
!53 = !DILocation(line: 19, column: 11, scope: !45)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 13, column: 7, scope: !41)
!56 = !DILocation(line: 12, column: 21, scope: !42)
!57 = !DILocation(line: 12, column: 5, scope: !43)
!58 = distinct !{!58, !57, !59, !54}
!59 = !DILocation(line: 19, column: 11, scope: !43)
!60 = !DILocation(line: 13, column: 31, scope: !40)
!61 = !DILocation(line: 13, column: 23, scope: !40)
!62 = distinct !{!62, !55, !63, !54}
!63 = !DILocation(line: 19, column: 11, scope: !41)
!64 = !DILocation(line: 15, column: 11, scope: !37)
!65 = !DILocation(line: 16, column: 32, scope: !35)
!66 = !DILocation(line: 16, column: 24, scope: !35)
!67 = !{!68, !68, i64 0}
!68 = !{!"double", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 0, scope: !35)
!72 = !DILocation(line: 17, column: 13, scope: !73)
!73 = distinct !DILexicalBlock(scope: !35, file: !1, line: 17, column: 13)
!74 = !DILocation(line: 18, column: 43, scope: !75)
!75 = distinct !DILexicalBlock(scope: !73, file: !1, line: 17, column: 13)
!76 = !DILocation(line: 18, column: 35, scope: !75)
!77 = !{!78}
!78 = distinct !{!78, !79}
!79 = distinct !{!79, !"LVerDomain"}
!80 = !DILocation(line: 18, column: 23, scope: !75)
!81 = !DILocation(line: 18, column: 15, scope: !75)
!82 = !DILocation(line: 18, column: 28, scope: !75)
!83 = !{!84}
!84 = distinct !{!84, !79}
!85 = distinct !{!85, !72, !86, !54, !87}
!86 = !DILocation(line: 18, column: 46, scope: !73)
!87 = !{!"llvm.loop.isvectorized", i32 1}
!88 = !DILocation(line: 17, column: 49, scope: !75)
!89 = !DILocation(line: 17, column: 28, scope: !75)
!90 = !DILocation(line: 17, column: 38, scope: !75)
!91 = distinct !{!91, !72, !86, !54, !87}
!92 = !DILocation(line: 15, column: 47, scope: !36)
!93 = !DILocation(line: 15, column: 26, scope: !36)
!94 = !DILocation(line: 15, column: 36, scope: !36)
!95 = distinct !{!95, !64, !96, !54}
!96 = !DILocation(line: 19, column: 11, scope: !37)
!97 = !DILocation(line: 14, column: 45, scope: !38)
!98 = !DILocation(line: 14, column: 24, scope: !38)
!99 = !DILocation(line: 14, column: 34, scope: !38)
!100 = distinct !{!100, !51, !101, !54}
!101 = !DILocation(line: 19, column: 11, scope: !39)
!102 = !DILocation(line: 20, column: 1, scope: !15)
!103 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !104, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!3, !3, !4}
!106 = !{!107, !108, !109, !110, !111, !112, !113, !114, !116, !117}
!107 = !DILocalVariable(name: "argc", arg: 1, scope: !103, file: !1, line: 22, type: !3)
!108 = !DILocalVariable(name: "argv", arg: 2, scope: !103, file: !1, line: 22, type: !4)
!109 = !DILocalVariable(name: "n", scope: !103, file: !1, line: 24, type: !3)
!110 = !DILocalVariable(name: "bs", scope: !103, file: !1, line: 25, type: !3)
!111 = !DILocalVariable(name: "A", scope: !103, file: !1, line: 26, type: !21)
!112 = !DILocalVariable(name: "B", scope: !103, file: !1, line: 27, type: !21)
!113 = !DILocalVariable(name: "C", scope: !103, file: !1, line: 28, type: !21)
!114 = !DILocalVariable(name: "i", scope: !115, file: !1, line: 29, type: !3)
!115 = distinct !DILexicalBlock(scope: !103, file: !1, line: 29, column: 3)
!116 = !DILocalVariable(name: "s", scope: !103, file: !1, line: 35, type: !20)
!117 = !DILocalVariable(name: "i", scope: !118, file: !1, line: 36, type: !3)
!118 = distinct !DILexicalBlock(scope: !103, file: !1, line: 36, column: 3)
!119 = !DILocation(line: 0, scope: !103)
!120 = !DILocation(line: 24, column: 16, scope: !103)
!121 = !DILocation(line: 24, column: 11, scope: !103)
!122 = !DILocation(line: 24, column: 27, scope: !103)
!123 = !{!124, !124, i64 0}
!124 = !{!"any pointer", !69, i64 0}
!125 = !DILocalVariable(name: "__nptr", arg: 1, scope: !126, file: !127, line: 362, type: !130)
!126 = distinct !DISubprogram(name: "atoi", scope: !127, file: !127, line: 362, type: !128, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !132)
!127 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!128 = !DISubroutineType(types: !129)
!129 = !{!3, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!132 = !{!125}
!133 = !DILocation(line: 0, scope: !126, inlinedAt: !134)
!134 = distinct !DILocation(line: 24, column: 22, scope: !103)
!135 = !DILocation(line: 364, column: 16, scope: !126, inlinedAt: !134)
!136 = !DILocation(line: 364, column: 10, scope: !126, inlinedAt: !134)
!137 = !DILocation(line: 25, column: 17, scope: !103)
!138 = !DILocation(line: 25, column: 12, scope: !103)
!139 = !DILocation(line: 25, column: 28, scope: !103)
!140 = !DILocation(line: 0, scope: !126, inlinedAt: !141)
!141 = distinct !DILocation(line: 25, column: 23, scope: !103)
!142 = !DILocation(line: 364, column: 16, scope: !126, inlinedAt: !141)
!143 = !DILocation(line: 364, column: 10, scope: !126, inlinedAt: !141)
!144 = !DILocation(line: 26, column: 24, scope: !103)
!145 = !DILocation(line: 26, column: 22, scope: !103)
!146 = !DILocation(line: 26, column: 28, scope: !103)
!147 = !DILocation(line: 26, column: 15, scope: !103)
!148 = !DILocation(line: 27, column: 15, scope: !103)
!149 = !DILocation(line: 28, column: 15, scope: !103)
!150 = !DILocation(line: 0, scope: !115)
!151 = !DILocation(line: 29, column: 21, scope: !152)
!152 = distinct !DILexicalBlock(scope: !115, file: !1, line: 29, column: 3)
!153 = !DILocation(line: 29, column: 3, scope: !115)
!154 = !DILocation(line: 32, column: 10, scope: !155)
!155 = distinct !DILexicalBlock(scope: !152, file: !1, line: 29, column: 35)
!156 = !DILocation(line: 29, column: 31, scope: !152)
!157 = !DILocation(line: 30, column: 15, scope: !155)
!158 = !DILocation(line: 30, column: 12, scope: !155)
!159 = !DILocation(line: 30, column: 21, scope: !155)
!160 = !DILocation(line: 30, column: 10, scope: !155)
!161 = !DILocation(line: 31, column: 15, scope: !155)
!162 = !DILocation(line: 31, column: 12, scope: !155)
!163 = !DILocation(line: 31, column: 26, scope: !155)
!164 = !DILocation(line: 31, column: 10, scope: !155)
!165 = distinct !{!165, !153, !166, !54, !87}
!166 = !DILocation(line: 33, column: 3, scope: !115)
!167 = !DILocation(line: 0, scope: !15, inlinedAt: !168)
!168 = distinct !DILocation(line: 34, column: 3, scope: !103)
!169 = !DILocation(line: 11, column: 19, scope: !44, inlinedAt: !168)
!170 = !DILocation(line: 11, column: 3, scope: !45, inlinedAt: !168)
!171 = !DILocation(line: 14, column: 9, scope: !39, inlinedAt: !168)
!172 = !DILocation(line: 11, column: 27, scope: !44, inlinedAt: !168)
!173 = !DILocation(line: 12, column: 5, scope: !43, inlinedAt: !168)
!174 = !DILocation(line: 12, column: 29, scope: !42, inlinedAt: !168)
!175 = !DILocation(line: 13, column: 7, scope: !41, inlinedAt: !168)
!176 = !DILocation(line: 13, column: 31, scope: !40, inlinedAt: !168)
!177 = !DILocation(line: 15, column: 11, scope: !37, inlinedAt: !168)
!178 = !DILocation(line: 16, column: 32, scope: !35, inlinedAt: !168)
!179 = !DILocation(line: 16, column: 24, scope: !35, inlinedAt: !168)
!180 = !DILocation(line: 0, scope: !35, inlinedAt: !168)
!181 = !DILocation(line: 17, column: 13, scope: !73, inlinedAt: !168)
!182 = !DILocation(line: 18, column: 43, scope: !75, inlinedAt: !168)
!183 = !DILocation(line: 18, column: 35, scope: !75, inlinedAt: !168)
!184 = !DILocation(line: 18, column: 23, scope: !75, inlinedAt: !168)
!185 = !DILocation(line: 18, column: 15, scope: !75, inlinedAt: !168)
!186 = !DILocation(line: 18, column: 28, scope: !75, inlinedAt: !168)
!187 = distinct !{!187, !181, !188, !54, !87}
!188 = !DILocation(line: 18, column: 46, scope: !73, inlinedAt: !168)
!189 = !DILocation(line: 17, column: 49, scope: !75, inlinedAt: !168)
!190 = !DILocation(line: 17, column: 28, scope: !75, inlinedAt: !168)
!191 = !DILocation(line: 17, column: 38, scope: !75, inlinedAt: !168)
!192 = distinct !{!192, !181, !188, !54, !193, !87}
!193 = !{!"llvm.loop.unroll.runtime.disable"}
!194 = !DILocation(line: 15, column: 47, scope: !36, inlinedAt: !168)
!195 = !DILocation(line: 15, column: 26, scope: !36, inlinedAt: !168)
!196 = !DILocation(line: 15, column: 36, scope: !36, inlinedAt: !168)
!197 = distinct !{!197, !177, !198, !54}
!198 = !DILocation(line: 19, column: 11, scope: !37, inlinedAt: !168)
!199 = !DILocation(line: 14, column: 45, scope: !38, inlinedAt: !168)
!200 = !DILocation(line: 14, column: 24, scope: !38, inlinedAt: !168)
!201 = !DILocation(line: 14, column: 34, scope: !38, inlinedAt: !168)
!202 = distinct !{!202, !171, !203, !54}
!203 = !DILocation(line: 19, column: 11, scope: !39, inlinedAt: !168)
!204 = !DILocation(line: 13, column: 23, scope: !40, inlinedAt: !168)
!205 = distinct !{!205, !175, !206, !54}
!206 = !DILocation(line: 19, column: 11, scope: !41, inlinedAt: !168)
!207 = !DILocation(line: 12, column: 21, scope: !42, inlinedAt: !168)
!208 = distinct !{!208, !173, !209, !54}
!209 = !DILocation(line: 19, column: 11, scope: !43, inlinedAt: !168)
!210 = distinct !{!210, !170, !211, !54}
!211 = !DILocation(line: 19, column: 11, scope: !45, inlinedAt: !168)
!212 = !DILocation(line: 0, scope: !118)
!213 = !DILocation(line: 36, column: 3, scope: !118)
!214 = !DILocation(line: 30, column: 5, scope: !155)
!215 = !DILocation(line: 31, column: 5, scope: !155)
!216 = distinct !{!216, !153, !166, !54, !193, !87}
!217 = !DILocation(line: 37, column: 10, scope: !218)
!218 = distinct !DILexicalBlock(scope: !118, file: !1, line: 36, column: 3)
!219 = !DILocation(line: 37, column: 7, scope: !218)
!220 = !DILocation(line: 36, column: 31, scope: !218)
!221 = distinct !{!221, !222}
!222 = !{!"llvm.loop.unroll.disable"}
!223 = !DILocation(line: 38, column: 3, scope: !103)
!224 = !DILocation(line: 39, column: 3, scope: !103)
!225 = !DILocation(line: 40, column: 3, scope: !103)
!226 = !DILocation(line: 41, column: 3, scope: !103)
!227 = !DILocation(line: 42, column: 3, scope: !103)
!228 = distinct !{!228, !213, !229, !54}
!229 = !DILocation(line: 37, column: 13, scope: !118)
