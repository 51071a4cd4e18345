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
  br i1 %6, label %7, label %149, !dbg !48

7:                                                ; preds = %5
  %8 = sext i32 %1 to i64, !dbg !48
  %9 = zext i32 %0 to i64, !dbg !48
  %10 = icmp sgt i32 %1, 0
  %11 = mul nsw i64 %8, %9
  %12 = mul nsw i64 %8, %9
  br label %13, !dbg !48

13:                                               ; preds = %146, %7
  %14 = phi i64 [ %148, %146 ], [ 0, %7 ]
  %15 = phi i64 [ %18, %146 ], [ 0, %7 ]
  call void @llvm.dbg.value(metadata i64 %15, metadata !28, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !46
  %16 = mul i64 %11, %14
  %17 = add i64 %16, 1
  %18 = add i64 %15, %8
  br label %19, !dbg !49

19:                                               ; preds = %143, %13
  %20 = phi i64 [ %145, %143 ], [ 0, %13 ]
  %21 = phi i64 [ %24, %143 ], [ 0, %13 ]
  call void @llvm.dbg.value(metadata i64 %21, metadata !30, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !46
  %22 = mul i64 %12, %20
  %23 = add i64 %22, 1
  %24 = add i64 %21, %8
  br label %25, !dbg !50

25:                                               ; preds = %19, %140
  %26 = phi i64 [ 0, %19 ], [ %142, %140 ]
  %27 = phi i64 [ 0, %19 ], [ %53, %140 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !29, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 %15, metadata !31, metadata !DIExpression()), !dbg !46
  %28 = add i64 %27, %8
  %29 = add i64 %27, 1
  %30 = call i64 @llvm.smax.i64(i64 %28, i64 %29)
  %31 = mul i64 %26, %8
  %32 = xor i64 %31, -1
  %33 = add i64 %30, %32
  %34 = call i64 @llvm.smax.i64(i64 %29, i64 %9)
  %35 = add i64 %34, %32
  %36 = call i64 @llvm.umin.i64(i64 %33, i64 %35)
  %37 = add i64 %36, 1
  %38 = add i64 %16, %27
  %39 = add i64 %27, %8
  %40 = add i64 %27, 1
  %41 = call i64 @llvm.smax.i64(i64 %39, i64 %40)
  %42 = mul i64 %26, %8
  %43 = xor i64 %42, -1
  %44 = add i64 %41, %43
  %45 = call i64 @llvm.smax.i64(i64 %40, i64 %9)
  %46 = add i64 %45, %43
  %47 = call i64 @llvm.umin.i64(i64 %44, i64 %46)
  %48 = add i64 %17, %27
  %49 = add i64 %47, %48
  %50 = add i64 %22, %27
  %51 = add i64 %23, %27
  %52 = add i64 %47, %51
  %53 = add i64 %27, %8
  br i1 %10, label %54, label %140, !dbg !51

54:                                               ; preds = %25
  %55 = icmp ult i64 %37, 4
  %56 = and i64 %37, -4
  %57 = add i64 %27, %56
  %58 = icmp eq i64 %37, %56
  br label %59, !dbg !51

59:                                               ; preds = %54, %134
  %60 = phi i64 [ %139, %134 ], [ 0, %54 ]
  %61 = phi i64 [ %135, %134 ], [ %15, %54 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !31, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 %21, metadata !33, metadata !DIExpression()), !dbg !46
  %62 = mul i64 %60, %9
  %63 = add i64 %38, %62
  %64 = getelementptr double, double* %4, i64 %63
  %65 = add i64 %49, %62
  %66 = getelementptr double, double* %4, i64 %65
  %67 = mul nsw i64 %61, %9
  br label %68, !dbg !52

68:                                               ; preds = %128, %59
  %69 = phi i64 [ %133, %128 ], [ 0, %59 ]
  %70 = phi i64 [ %129, %128 ], [ %21, %59 ]
  call void @llvm.dbg.value(metadata i64 %70, metadata !33, metadata !DIExpression()), !dbg !46
  %71 = mul i64 %69, %9, !dbg !53
  %72 = add nsw i64 %70, %67, !dbg !53
  %73 = getelementptr inbounds double, double* %2, i64 %72, !dbg !54
  %74 = load double, double* %73, align 8, !dbg !54, !tbaa !55
  call void @llvm.dbg.value(metadata double %74, metadata !34, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i64 %27, metadata !32, metadata !DIExpression()), !dbg !46
  %75 = mul nsw i64 %70, %9
  br i1 %55, label %113, label %76, !dbg !60

76:                                               ; preds = %68
  %77 = add i64 %52, %71, !dbg !53
  %78 = getelementptr double, double* %3, i64 %77, !dbg !53
  %79 = add i64 %50, %71, !dbg !53
  %80 = getelementptr double, double* %3, i64 %79, !dbg !53
  %81 = icmp ult double* %64, %78, !dbg !60
  %82 = icmp ult double* %80, %66, !dbg !60
  %83 = and i1 %81, %82, !dbg !60
  br i1 %83, label %113, label %84, !dbg !60

84:                                               ; preds = %76
  %85 = insertelement <2 x double> poison, double %74, i64 0, !dbg !60
  %86 = shufflevector <2 x double> %85, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !60
  %87 = insertelement <2 x double> poison, double %74, i64 0, !dbg !60
  %88 = shufflevector <2 x double> %87, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !60
  br label %89, !dbg !60

89:                                               ; preds = %89, %84
  %90 = phi i64 [ 0, %84 ], [ %110, %89 ]
  %91 = add i64 %27, %90
  %92 = add nsw i64 %91, %75, !dbg !62
  %93 = getelementptr inbounds double, double* %3, i64 %92, !dbg !64
  %94 = bitcast double* %93 to <2 x double>*, !dbg !64
  %95 = load <2 x double>, <2 x double>* %94, align 8, !dbg !64, !tbaa !55, !alias.scope !65
  %96 = getelementptr inbounds double, double* %93, i64 2, !dbg !64
  %97 = bitcast double* %96 to <2 x double>*, !dbg !64
  %98 = load <2 x double>, <2 x double>* %97, align 8, !dbg !64, !tbaa !55, !alias.scope !65
  %99 = add nsw i64 %91, %67, !dbg !68
  %100 = getelementptr inbounds double, double* %4, i64 %99, !dbg !69
  %101 = bitcast double* %100 to <2 x double>*, !dbg !70
  %102 = load <2 x double>, <2 x double>* %101, align 8, !dbg !70, !tbaa !55, !alias.scope !71, !noalias !65
  %103 = getelementptr inbounds double, double* %100, i64 2, !dbg !70
  %104 = bitcast double* %103 to <2 x double>*, !dbg !70
  %105 = load <2 x double>, <2 x double>* %104, align 8, !dbg !70, !tbaa !55, !alias.scope !71, !noalias !65
  %106 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> %95, <2 x double> %102), !dbg !70
  %107 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> %98, <2 x double> %105), !dbg !70
  %108 = bitcast double* %100 to <2 x double>*, !dbg !70
  store <2 x double> %106, <2 x double>* %108, align 8, !dbg !70, !tbaa !55, !alias.scope !71, !noalias !65
  %109 = bitcast double* %103 to <2 x double>*, !dbg !70
  store <2 x double> %107, <2 x double>* %109, align 8, !dbg !70, !tbaa !55, !alias.scope !71, !noalias !65
  %110 = add nuw i64 %90, 4
  %111 = icmp eq i64 %110, %56
  br i1 %111, label %112, label %89, !llvm.loop !73

112:                                              ; preds = %89
  br i1 %58, label %128, label %113, !dbg !60

113:                                              ; preds = %76, %68, %112
  %114 = phi i64 [ %27, %76 ], [ %27, %68 ], [ %57, %112 ]
  br label %115, !dbg !60

115:                                              ; preds = %113, %115
  %116 = phi i64 [ %124, %115 ], [ %114, %113 ]
  call void @llvm.dbg.value(metadata i64 %116, metadata !32, metadata !DIExpression()), !dbg !46
  %117 = add nsw i64 %116, %75, !dbg !62
  %118 = getelementptr inbounds double, double* %3, i64 %117, !dbg !64
  %119 = load double, double* %118, align 8, !dbg !64, !tbaa !55
  %120 = add nsw i64 %116, %67, !dbg !68
  %121 = getelementptr inbounds double, double* %4, i64 %120, !dbg !69
  %122 = load double, double* %121, align 8, !dbg !70, !tbaa !55
  %123 = tail call double @llvm.fmuladd.f64(double %74, double %119, double %122), !dbg !70
  store double %123, double* %121, align 8, !dbg !70, !tbaa !55
  %124 = add nsw i64 %116, 1, !dbg !77
  call void @llvm.dbg.value(metadata i64 %124, metadata !32, metadata !DIExpression()), !dbg !46
  %125 = icmp slt i64 %124, %53, !dbg !78
  %126 = icmp slt i64 %124, %9, !dbg !79
  %127 = and i1 %125, %126, !dbg !79
  br i1 %127, label %115, label %128, !dbg !60, !llvm.loop !80

128:                                              ; preds = %115, %112
  %129 = add nsw i64 %70, 1, !dbg !81
  call void @llvm.dbg.value(metadata i64 %129, metadata !33, metadata !DIExpression()), !dbg !46
  %130 = icmp slt i64 %129, %24, !dbg !82
  %131 = icmp slt i64 %129, %9, !dbg !83
  %132 = and i1 %130, %131, !dbg !83
  %133 = add i64 %69, 1, !dbg !52
  br i1 %132, label %68, label %134, !dbg !52, !llvm.loop !84

134:                                              ; preds = %128
  %135 = add nsw i64 %61, 1, !dbg !86
  call void @llvm.dbg.value(metadata i64 %135, metadata !31, metadata !DIExpression()), !dbg !46
  %136 = icmp slt i64 %135, %18, !dbg !87
  %137 = icmp slt i64 %135, %9, !dbg !88
  %138 = and i1 %136, %137, !dbg !88
  %139 = add i64 %60, 1, !dbg !51
  br i1 %138, label %59, label %140, !dbg !51, !llvm.loop !89

140:                                              ; preds = %134, %25
  call void @llvm.dbg.value(metadata i64 %53, metadata !29, metadata !DIExpression()), !dbg !46
  %141 = icmp slt i64 %53, %9, !dbg !91
  %142 = add i64 %26, 1, !dbg !50
  br i1 %141, label %25, label %143, !dbg !50, !llvm.loop !92

143:                                              ; preds = %140
  call void @llvm.dbg.value(metadata i64 %24, metadata !30, metadata !DIExpression()), !dbg !46
  %144 = icmp slt i64 %24, %9, !dbg !94
  %145 = add i64 %20, 1, !dbg !49
  br i1 %144, label %19, label %146, !dbg !49, !llvm.loop !95

146:                                              ; preds = %143
  call void @llvm.dbg.value(metadata i64 %18, metadata !28, metadata !DIExpression()), !dbg !46
  %147 = icmp slt i64 %18, %9, !dbg !47
  %148 = add i64 %14, 1, !dbg !48
  br i1 %147, label %13, label %149, !dbg !48, !llvm.loop !97

149:                                              ; preds = %146, %5
  ret void, !dbg !99
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !100 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !104, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i8** %1, metadata !105, metadata !DIExpression()), !dbg !116
  %3 = icmp sgt i32 %0, 1, !dbg !117
  br i1 %3, label %4, label %15, !dbg !118

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !119
  %6 = load i8*, i8** %5, align 8, !dbg !119, !tbaa !120
  call void @llvm.dbg.value(metadata i8* %6, metadata !122, metadata !DIExpression()) #9, !dbg !130
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !132
  %8 = trunc i64 %7 to i32, !dbg !133
  call void @llvm.dbg.value(metadata i32 %8, metadata !106, metadata !DIExpression()), !dbg !116
  %9 = icmp eq i32 %0, 2, !dbg !134
  br i1 %9, label %15, label %10, !dbg !135

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !136
  %12 = load i8*, i8** %11, align 8, !dbg !136, !tbaa !120
  call void @llvm.dbg.value(metadata i8* %12, metadata !122, metadata !DIExpression()) #9, !dbg !137
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #9, !dbg !139
  %14 = trunc i64 %13 to i32, !dbg !140
  br label %15, !dbg !135

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 50, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 16, %4 ], [ 16, %2 ], !dbg !135
  call void @llvm.dbg.value(metadata i32 %17, metadata !107, metadata !DIExpression()), !dbg !116
  %18 = mul nsw i32 %16, %16, !dbg !141
  %19 = zext i32 %18 to i64, !dbg !142
  %20 = shl nuw nsw i64 %19, 3, !dbg !143
  %21 = tail call noalias i8* @malloc(i64 noundef %20) #9, !dbg !144
  %22 = bitcast i8* %21 to double*, !dbg !144
  call void @llvm.dbg.value(metadata double* %22, metadata !108, metadata !DIExpression()), !dbg !116
  %23 = tail call noalias i8* @malloc(i64 noundef %20) #9, !dbg !145
  %24 = bitcast i8* %23 to double*, !dbg !145
  call void @llvm.dbg.value(metadata double* %24, metadata !109, metadata !DIExpression()), !dbg !116
  %25 = tail call noalias i8* @malloc(i64 noundef %20) #9, !dbg !146
  %26 = bitcast i8* %25 to double*, !dbg !146
  call void @llvm.dbg.value(metadata double* %26, metadata !110, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !147
  %27 = icmp eq i32 %18, 0, !dbg !148
  br i1 %27, label %52, label %28, !dbg !150

28:                                               ; preds = %15
  call void @llvm.memset.p0i8.i64(i8* align 8 %25, i8 0, i64 %20, i1 false), !dbg !151, !tbaa !55
  %29 = icmp eq i32 %18, 1, !dbg !150
  br i1 %29, label %50, label %30, !dbg !150

30:                                               ; preds = %28
  %31 = and i64 %19, 2147483646, !dbg !150
  br label %32, !dbg !150

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %45, %32 ], !dbg !153
  %34 = phi <2 x i32> [ <i32 0, i32 1>, %30 ], [ %46, %32 ], !dbg !154
  %35 = urem <2 x i32> %34, <i32 13, i32 13>, !dbg !154
  %36 = sitofp <2 x i32> %35 to <2 x double>, !dbg !155
  %37 = fmul <2 x double> %36, <double 2.500000e-01, double 2.500000e-01>, !dbg !156
  %38 = getelementptr inbounds double, double* %22, i64 %33, !dbg !153
  %39 = bitcast double* %38 to <2 x double>*, !dbg !157
  store <2 x double> %37, <2 x double>* %39, align 8, !dbg !157, !tbaa !55
  %40 = urem <2 x i32> %34, <i32 7, i32 7>, !dbg !158
  %41 = sitofp <2 x i32> %40 to <2 x double>, !dbg !159
  %42 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double -1.000000e+00, double -1.000000e+00>), !dbg !160
  %43 = getelementptr inbounds double, double* %24, i64 %33, !dbg !153
  %44 = bitcast double* %43 to <2 x double>*, !dbg !161
  store <2 x double> %42, <2 x double>* %44, align 8, !dbg !161, !tbaa !55
  %45 = add nuw i64 %33, 2, !dbg !153
  %46 = add <2 x i32> %34, <i32 2, i32 2>, !dbg !154
  %47 = icmp eq i64 %45, %31, !dbg !153
  br i1 %47, label %48, label %32, !dbg !153, !llvm.loop !162

48:                                               ; preds = %32
  %49 = icmp eq i64 %31, %19, !dbg !150
  br i1 %49, label %52, label %50, !dbg !150

50:                                               ; preds = %28, %48
  %51 = phi i64 [ 0, %28 ], [ %31, %48 ]
  br label %160, !dbg !150

52:                                               ; preds = %160, %48, %15
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()) #9, !dbg !164
  call void @llvm.dbg.value(metadata i32 %17, metadata !24, metadata !DIExpression()) #9, !dbg !164
  call void @llvm.dbg.value(metadata double* %22, metadata !25, metadata !DIExpression()) #9, !dbg !164
  call void @llvm.dbg.value(metadata double* %24, metadata !26, metadata !DIExpression()) #9, !dbg !164
  call void @llvm.dbg.value(metadata double* %26, metadata !27, metadata !DIExpression()) #9, !dbg !164
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()) #9, !dbg !164
  %53 = icmp sgt i32 %16, 0, !dbg !166
  br i1 %53, label %54, label %153, !dbg !167

54:                                               ; preds = %52
  %55 = sext i32 %17 to i64, !dbg !167
  %56 = zext i32 %16 to i64, !dbg !167
  %57 = icmp sgt i32 %17, 0
  br label %58, !dbg !167

58:                                               ; preds = %151, %54
  %59 = phi i64 [ 0, %54 ], [ %60, %151 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !28, metadata !DIExpression()) #9, !dbg !164
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !164
  %60 = add i64 %59, %55
  br label %61, !dbg !168

61:                                               ; preds = %149, %58
  %62 = phi i64 [ 0, %58 ], [ %63, %149 ]
  call void @llvm.dbg.value(metadata i64 %62, metadata !30, metadata !DIExpression()) #9, !dbg !164
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()) #9, !dbg !164
  %63 = add i64 %62, %55
  br label %64, !dbg !169

64:                                               ; preds = %146, %61
  %65 = phi i64 [ %148, %146 ], [ 0, %61 ]
  %66 = phi i64 [ %77, %146 ], [ 0, %61 ]
  call void @llvm.dbg.value(metadata i64 %66, metadata !29, metadata !DIExpression()) #9, !dbg !164
  call void @llvm.dbg.value(metadata i64 %59, metadata !31, metadata !DIExpression()) #9, !dbg !164
  %67 = add i64 %66, %55
  %68 = add i64 %66, 1
  %69 = call i64 @llvm.smax.i64(i64 %67, i64 %68)
  %70 = mul i64 %65, %55
  %71 = xor i64 %70, -1
  %72 = add i64 %69, %71
  %73 = call i64 @llvm.smax.i64(i64 %68, i64 %56)
  %74 = add i64 %73, %71
  %75 = call i64 @llvm.umin.i64(i64 %72, i64 %74)
  %76 = add i64 %75, 1
  %77 = add i64 %66, %55
  br i1 %57, label %78, label %146, !dbg !170

78:                                               ; preds = %64
  %79 = icmp ult i64 %76, 4
  %80 = and i64 %76, -4
  %81 = add i64 %66, %80
  %82 = icmp eq i64 %76, %80
  br label %83, !dbg !170

83:                                               ; preds = %78, %141
  %84 = phi i64 [ %142, %141 ], [ %59, %78 ]
  call void @llvm.dbg.value(metadata i64 %84, metadata !31, metadata !DIExpression()) #9, !dbg !164
  call void @llvm.dbg.value(metadata i64 %62, metadata !33, metadata !DIExpression()) #9, !dbg !164
  %85 = mul nsw i64 %84, %56
  br label %86, !dbg !171

86:                                               ; preds = %136, %83
  %87 = phi i64 [ %62, %83 ], [ %137, %136 ]
  call void @llvm.dbg.value(metadata i64 %87, metadata !33, metadata !DIExpression()) #9, !dbg !164
  %88 = add nsw i64 %87, %85, !dbg !172
  %89 = getelementptr inbounds double, double* %22, i64 %88, !dbg !173
  %90 = load double, double* %89, align 8, !dbg !173, !tbaa !55
  call void @llvm.dbg.value(metadata double %90, metadata !34, metadata !DIExpression()) #9, !dbg !174
  call void @llvm.dbg.value(metadata i64 %66, metadata !32, metadata !DIExpression()) #9, !dbg !164
  %91 = mul nsw i64 %87, %56
  br i1 %79, label %121, label %92, !dbg !175

92:                                               ; preds = %86
  %93 = insertelement <2 x double> poison, double %90, i64 0, !dbg !175
  %94 = shufflevector <2 x double> %93, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !175
  %95 = insertelement <2 x double> poison, double %90, i64 0, !dbg !175
  %96 = shufflevector <2 x double> %95, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !175
  br label %97, !dbg !175

97:                                               ; preds = %97, %92
  %98 = phi i64 [ 0, %92 ], [ %118, %97 ]
  %99 = add i64 %66, %98
  %100 = add nsw i64 %99, %91, !dbg !176
  %101 = getelementptr inbounds double, double* %24, i64 %100, !dbg !177
  %102 = bitcast double* %101 to <2 x double>*, !dbg !177
  %103 = load <2 x double>, <2 x double>* %102, align 8, !dbg !177, !tbaa !55
  %104 = getelementptr inbounds double, double* %101, i64 2, !dbg !177
  %105 = bitcast double* %104 to <2 x double>*, !dbg !177
  %106 = load <2 x double>, <2 x double>* %105, align 8, !dbg !177, !tbaa !55
  %107 = add nsw i64 %99, %85, !dbg !178
  %108 = getelementptr inbounds double, double* %26, i64 %107, !dbg !179
  %109 = bitcast double* %108 to <2 x double>*, !dbg !180
  %110 = load <2 x double>, <2 x double>* %109, align 8, !dbg !180, !tbaa !55
  %111 = getelementptr inbounds double, double* %108, i64 2, !dbg !180
  %112 = bitcast double* %111 to <2 x double>*, !dbg !180
  %113 = load <2 x double>, <2 x double>* %112, align 8, !dbg !180, !tbaa !55
  %114 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %94, <2 x double> %103, <2 x double> %110), !dbg !180
  %115 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %96, <2 x double> %106, <2 x double> %113), !dbg !180
  %116 = bitcast double* %108 to <2 x double>*, !dbg !180
  store <2 x double> %114, <2 x double>* %116, align 8, !dbg !180, !tbaa !55
  %117 = bitcast double* %111 to <2 x double>*, !dbg !180
  store <2 x double> %115, <2 x double>* %117, align 8, !dbg !180, !tbaa !55
  %118 = add nuw i64 %98, 4
  %119 = icmp eq i64 %118, %80
  br i1 %119, label %120, label %97, !llvm.loop !181

120:                                              ; preds = %97
  br i1 %82, label %136, label %121, !dbg !175

121:                                              ; preds = %86, %120
  %122 = phi i64 [ %66, %86 ], [ %81, %120 ]
  br label %123, !dbg !175

123:                                              ; preds = %121, %123
  %124 = phi i64 [ %132, %123 ], [ %122, %121 ]
  call void @llvm.dbg.value(metadata i64 %124, metadata !32, metadata !DIExpression()) #9, !dbg !164
  %125 = add nsw i64 %124, %91, !dbg !176
  %126 = getelementptr inbounds double, double* %24, i64 %125, !dbg !177
  %127 = load double, double* %126, align 8, !dbg !177, !tbaa !55
  %128 = add nsw i64 %124, %85, !dbg !178
  %129 = getelementptr inbounds double, double* %26, i64 %128, !dbg !179
  %130 = load double, double* %129, align 8, !dbg !180, !tbaa !55
  %131 = tail call double @llvm.fmuladd.f64(double %90, double %127, double %130) #9, !dbg !180
  store double %131, double* %129, align 8, !dbg !180, !tbaa !55
  %132 = add nsw i64 %124, 1, !dbg !183
  call void @llvm.dbg.value(metadata i64 %132, metadata !32, metadata !DIExpression()) #9, !dbg !164
  %133 = icmp slt i64 %132, %77, !dbg !184
  %134 = icmp slt i64 %132, %56, !dbg !185
  %135 = and i1 %133, %134, !dbg !185
  br i1 %135, label %123, label %136, !dbg !175, !llvm.loop !186

136:                                              ; preds = %123, %120
  %137 = add nsw i64 %87, 1, !dbg !188
  call void @llvm.dbg.value(metadata i64 %137, metadata !33, metadata !DIExpression()) #9, !dbg !164
  %138 = icmp slt i64 %137, %63, !dbg !189
  %139 = icmp slt i64 %137, %56, !dbg !190
  %140 = and i1 %138, %139, !dbg !190
  br i1 %140, label %86, label %141, !dbg !171, !llvm.loop !191

141:                                              ; preds = %136
  %142 = add nsw i64 %84, 1, !dbg !193
  call void @llvm.dbg.value(metadata i64 %142, metadata !31, metadata !DIExpression()) #9, !dbg !164
  %143 = icmp slt i64 %142, %60, !dbg !194
  %144 = icmp slt i64 %142, %56, !dbg !195
  %145 = and i1 %143, %144, !dbg !195
  br i1 %145, label %83, label %146, !dbg !170, !llvm.loop !196

146:                                              ; preds = %141, %64
  call void @llvm.dbg.value(metadata i64 %77, metadata !29, metadata !DIExpression()) #9, !dbg !164
  %147 = icmp slt i64 %77, %56, !dbg !198
  %148 = add i64 %65, 1, !dbg !169
  br i1 %147, label %64, label %149, !dbg !169, !llvm.loop !199

149:                                              ; preds = %146
  call void @llvm.dbg.value(metadata i64 %63, metadata !30, metadata !DIExpression()) #9, !dbg !164
  %150 = icmp slt i64 %63, %56, !dbg !201
  br i1 %150, label %61, label %151, !dbg !168, !llvm.loop !202

151:                                              ; preds = %149
  call void @llvm.dbg.value(metadata i64 %60, metadata !28, metadata !DIExpression()) #9, !dbg !164
  %152 = icmp slt i64 %60, %56, !dbg !166
  br i1 %152, label %58, label %153, !dbg !167, !llvm.loop !204

153:                                              ; preds = %151, %52
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !206
  br i1 %27, label %188, label %154, !dbg !207

154:                                              ; preds = %153
  %155 = add nsw i64 %19, -1, !dbg !207
  %156 = and i64 %19, 7, !dbg !207
  %157 = icmp ult i64 %155, 7, !dbg !207
  br i1 %157, label %173, label %158, !dbg !207

158:                                              ; preds = %154
  %159 = and i64 %19, 2147483640, !dbg !207
  br label %191, !dbg !207

160:                                              ; preds = %50, %160
  %161 = phi i64 [ %171, %160 ], [ %51, %50 ]
  call void @llvm.dbg.value(metadata i64 %161, metadata !111, metadata !DIExpression()), !dbg !147
  %162 = trunc i64 %161 to i32, !dbg !154
  %163 = urem i32 %162, 13, !dbg !154
  %164 = sitofp i32 %163 to double, !dbg !155
  %165 = fmul double %164, 2.500000e-01, !dbg !156
  %166 = getelementptr inbounds double, double* %22, i64 %161, !dbg !208
  store double %165, double* %166, align 8, !dbg !157, !tbaa !55
  %167 = urem i32 %162, 7, !dbg !158
  %168 = sitofp i32 %167 to double, !dbg !159
  %169 = tail call double @llvm.fmuladd.f64(double %168, double 5.000000e-01, double -1.000000e+00), !dbg !160
  %170 = getelementptr inbounds double, double* %24, i64 %161, !dbg !209
  store double %169, double* %170, align 8, !dbg !161, !tbaa !55
  %171 = add nuw nsw i64 %161, 1, !dbg !153
  call void @llvm.dbg.value(metadata i64 %171, metadata !111, metadata !DIExpression()), !dbg !147
  %172 = icmp eq i64 %171, %19, !dbg !148
  br i1 %172, label %52, label %160, !dbg !150, !llvm.loop !210

173:                                              ; preds = %191, %154
  %174 = phi double [ undef, %154 ], [ %225, %191 ]
  %175 = phi i64 [ 0, %154 ], [ %226, %191 ]
  %176 = phi double [ 0.000000e+00, %154 ], [ %225, %191 ]
  %177 = icmp eq i64 %156, 0, !dbg !207
  br i1 %177, label %188, label %178, !dbg !207

178:                                              ; preds = %173, %178
  %179 = phi i64 [ %185, %178 ], [ %175, %173 ]
  %180 = phi double [ %184, %178 ], [ %176, %173 ]
  %181 = phi i64 [ %186, %178 ], [ 0, %173 ]
  call void @llvm.dbg.value(metadata i64 %179, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata double %180, metadata !113, metadata !DIExpression()), !dbg !116
  %182 = getelementptr inbounds double, double* %26, i64 %179, !dbg !211
  %183 = load double, double* %182, align 8, !dbg !211, !tbaa !55
  %184 = fadd double %180, %183, !dbg !213
  call void @llvm.dbg.value(metadata double %184, metadata !113, metadata !DIExpression()), !dbg !116
  %185 = add nuw nsw i64 %179, 1, !dbg !214
  call void @llvm.dbg.value(metadata i64 %185, metadata !114, metadata !DIExpression()), !dbg !206
  %186 = add i64 %181, 1, !dbg !207
  %187 = icmp eq i64 %186, %156, !dbg !207
  br i1 %187, label %188, label %178, !dbg !207, !llvm.loop !215

188:                                              ; preds = %173, %178, %153
  %189 = phi double [ 0.000000e+00, %153 ], [ %174, %173 ], [ %184, %178 ], !dbg !116
  %190 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %189), !dbg !217
  tail call void @free(i8* noundef %21) #9, !dbg !218
  tail call void @free(i8* noundef %23) #9, !dbg !219
  tail call void @free(i8* noundef %25) #9, !dbg !220
  ret i32 0, !dbg !221

191:                                              ; preds = %191, %158
  %192 = phi i64 [ 0, %158 ], [ %226, %191 ]
  %193 = phi double [ 0.000000e+00, %158 ], [ %225, %191 ]
  %194 = phi i64 [ 0, %158 ], [ %227, %191 ]
  call void @llvm.dbg.value(metadata i64 %192, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata double %193, metadata !113, metadata !DIExpression()), !dbg !116
  %195 = getelementptr inbounds double, double* %26, i64 %192, !dbg !211
  %196 = load double, double* %195, align 8, !dbg !211, !tbaa !55
  %197 = fadd double %193, %196, !dbg !213
  call void @llvm.dbg.value(metadata double %197, metadata !113, metadata !DIExpression()), !dbg !116
  %198 = or i64 %192, 1, !dbg !214
  call void @llvm.dbg.value(metadata i64 %198, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i64 %198, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata double %197, metadata !113, metadata !DIExpression()), !dbg !116
  %199 = getelementptr inbounds double, double* %26, i64 %198, !dbg !211
  %200 = load double, double* %199, align 8, !dbg !211, !tbaa !55
  %201 = fadd double %197, %200, !dbg !213
  call void @llvm.dbg.value(metadata double %201, metadata !113, metadata !DIExpression()), !dbg !116
  %202 = or i64 %192, 2, !dbg !214
  call void @llvm.dbg.value(metadata i64 %202, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i64 %202, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata double %201, metadata !113, metadata !DIExpression()), !dbg !116
  %203 = getelementptr inbounds double, double* %26, i64 %202, !dbg !211
  %204 = load double, double* %203, align 8, !dbg !211, !tbaa !55
  %205 = fadd double %201, %204, !dbg !213
  call void @llvm.dbg.value(metadata double %205, metadata !113, metadata !DIExpression()), !dbg !116
  %206 = or i64 %192, 3, !dbg !214
  call void @llvm.dbg.value(metadata i64 %206, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i64 %206, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata double %205, metadata !113, metadata !DIExpression()), !dbg !116
  %207 = getelementptr inbounds double, double* %26, i64 %206, !dbg !211
  %208 = load double, double* %207, align 8, !dbg !211, !tbaa !55
  %209 = fadd double %205, %208, !dbg !213
  call void @llvm.dbg.value(metadata double %209, metadata !113, metadata !DIExpression()), !dbg !116
  %210 = or i64 %192, 4, !dbg !214
  call void @llvm.dbg.value(metadata i64 %210, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i64 %210, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata double %209, metadata !113, metadata !DIExpression()), !dbg !116
  %211 = getelementptr inbounds double, double* %26, i64 %210, !dbg !211
  %212 = load double, double* %211, align 8, !dbg !211, !tbaa !55
  %213 = fadd double %209, %212, !dbg !213
  call void @llvm.dbg.value(metadata double %213, metadata !113, metadata !DIExpression()), !dbg !116
  %214 = or i64 %192, 5, !dbg !214
  call void @llvm.dbg.value(metadata i64 %214, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i64 %214, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata double %213, metadata !113, metadata !DIExpression()), !dbg !116
  %215 = getelementptr inbounds double, double* %26, i64 %214, !dbg !211
  %216 = load double, double* %215, align 8, !dbg !211, !tbaa !55
  %217 = fadd double %213, %216, !dbg !213
  call void @llvm.dbg.value(metadata double %217, metadata !113, metadata !DIExpression()), !dbg !116
  %218 = or i64 %192, 6, !dbg !214
  call void @llvm.dbg.value(metadata i64 %218, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i64 %218, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata double %217, metadata !113, metadata !DIExpression()), !dbg !116
  %219 = getelementptr inbounds double, double* %26, i64 %218, !dbg !211
  %220 = load double, double* %219, align 8, !dbg !211, !tbaa !55
  %221 = fadd double %217, %220, !dbg !213
  call void @llvm.dbg.value(metadata double %221, metadata !113, metadata !DIExpression()), !dbg !116
  %222 = or i64 %192, 7, !dbg !214
  call void @llvm.dbg.value(metadata i64 %222, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i64 %222, metadata !114, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata double %221, metadata !113, metadata !DIExpression()), !dbg !116
  %223 = getelementptr inbounds double, double* %26, i64 %222, !dbg !211
  %224 = load double, double* %223, align 8, !dbg !211, !tbaa !55
  %225 = fadd double %221, %224, !dbg !213
  call void @llvm.dbg.value(metadata double %225, metadata !113, metadata !DIExpression()), !dbg !116
  %226 = add nuw nsw i64 %192, 8, !dbg !214
  call void @llvm.dbg.value(metadata i64 %226, metadata !114, metadata !DIExpression()), !dbg !206
  %227 = add i64 %194, 8, !dbg !207
  %228 = icmp eq i64 %227, %159, !dbg !207
  br i1 %228, label %173, label %191, !dbg !207, !llvm.loop !222
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
!49 = !DILocation(line: 12, column: 5, scope: !43)
!50 = !DILocation(line: 13, column: 7, scope: !41)
!51 = !DILocation(line: 14, column: 9, scope: !39)
!52 = !DILocation(line: 15, column: 11, scope: !37)
!53 = !DILocation(line: 16, column: 32, scope: !35)
!54 = !DILocation(line: 16, column: 24, scope: !35)
!55 = !{!56, !56, i64 0}
!56 = !{!"double", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 0, scope: !35)
!60 = !DILocation(line: 17, column: 13, scope: !61)
!61 = distinct !DILexicalBlock(scope: !35, file: !1, line: 17, column: 13)
!62 = !DILocation(line: 18, column: 43, scope: !63)
!63 = distinct !DILexicalBlock(scope: !61, file: !1, line: 17, column: 13)
!64 = !DILocation(line: 18, column: 35, scope: !63)
!65 = !{!66}
!66 = distinct !{!66, !67}
!67 = distinct !{!67, !"LVerDomain"}
!68 = !DILocation(line: 18, column: 23, scope: !63)
!69 = !DILocation(line: 18, column: 15, scope: !63)
!70 = !DILocation(line: 18, column: 28, scope: !63)
!71 = !{!72}
!72 = distinct !{!72, !67}
!73 = distinct !{!73, !60, !74, !75, !76}
!74 = !DILocation(line: 18, column: 46, scope: !61)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !{!"llvm.loop.isvectorized", i32 1}
!77 = !DILocation(line: 17, column: 49, scope: !63)
!78 = !DILocation(line: 17, column: 28, scope: !63)
!79 = !DILocation(line: 17, column: 38, scope: !63)
!80 = distinct !{!80, !60, !74, !75, !76}
!81 = !DILocation(line: 15, column: 47, scope: !36)
!82 = !DILocation(line: 15, column: 26, scope: !36)
!83 = !DILocation(line: 15, column: 36, scope: !36)
!84 = distinct !{!84, !52, !85, !75}
!85 = !DILocation(line: 19, column: 11, scope: !37)
!86 = !DILocation(line: 14, column: 45, scope: !38)
!87 = !DILocation(line: 14, column: 24, scope: !38)
!88 = !DILocation(line: 14, column: 34, scope: !38)
!89 = distinct !{!89, !51, !90, !75}
!90 = !DILocation(line: 19, column: 11, scope: !39)
!91 = !DILocation(line: 13, column: 23, scope: !40)
!92 = distinct !{!92, !50, !93, !75}
!93 = !DILocation(line: 19, column: 11, scope: !41)
!94 = !DILocation(line: 12, column: 21, scope: !42)
!95 = distinct !{!95, !49, !96, !75}
!96 = !DILocation(line: 19, column: 11, scope: !43)
!97 = distinct !{!97, !48, !98, !75}
!98 = !DILocation(line: 19, column: 11, scope: !45)
!99 = !DILocation(line: 20, column: 1, scope: !15)
!100 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !101, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!3, !3, !4}
!103 = !{!104, !105, !106, !107, !108, !109, !110, !111, !113, !114}
!104 = !DILocalVariable(name: "argc", arg: 1, scope: !100, file: !1, line: 22, type: !3)
!105 = !DILocalVariable(name: "argv", arg: 2, scope: !100, file: !1, line: 22, type: !4)
!106 = !DILocalVariable(name: "n", scope: !100, file: !1, line: 24, type: !3)
!107 = !DILocalVariable(name: "bs", scope: !100, file: !1, line: 25, type: !3)
!108 = !DILocalVariable(name: "A", scope: !100, file: !1, line: 26, type: !21)
!109 = !DILocalVariable(name: "B", scope: !100, file: !1, line: 27, type: !21)
!110 = !DILocalVariable(name: "C", scope: !100, file: !1, line: 28, type: !21)
!111 = !DILocalVariable(name: "i", scope: !112, file: !1, line: 29, type: !3)
!112 = distinct !DILexicalBlock(scope: !100, file: !1, line: 29, column: 3)
!113 = !DILocalVariable(name: "s", scope: !100, file: !1, line: 35, type: !20)
!114 = !DILocalVariable(name: "i", scope: !115, file: !1, line: 36, type: !3)
!115 = distinct !DILexicalBlock(scope: !100, file: !1, line: 36, column: 3)
!116 = !DILocation(line: 0, scope: !100)
!117 = !DILocation(line: 24, column: 16, scope: !100)
!118 = !DILocation(line: 24, column: 11, scope: !100)
!119 = !DILocation(line: 24, column: 27, scope: !100)
!120 = !{!121, !121, i64 0}
!121 = !{!"any pointer", !57, i64 0}
!122 = !DILocalVariable(name: "__nptr", arg: 1, scope: !123, file: !124, line: 362, type: !127)
!123 = distinct !DISubprogram(name: "atoi", scope: !124, file: !124, line: 362, type: !125, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !129)
!124 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!125 = !DISubroutineType(types: !126)
!126 = !{!3, !127}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!129 = !{!122}
!130 = !DILocation(line: 0, scope: !123, inlinedAt: !131)
!131 = distinct !DILocation(line: 24, column: 22, scope: !100)
!132 = !DILocation(line: 364, column: 16, scope: !123, inlinedAt: !131)
!133 = !DILocation(line: 364, column: 10, scope: !123, inlinedAt: !131)
!134 = !DILocation(line: 25, column: 17, scope: !100)
!135 = !DILocation(line: 25, column: 12, scope: !100)
!136 = !DILocation(line: 25, column: 28, scope: !100)
!137 = !DILocation(line: 0, scope: !123, inlinedAt: !138)
!138 = distinct !DILocation(line: 25, column: 23, scope: !100)
!139 = !DILocation(line: 364, column: 16, scope: !123, inlinedAt: !138)
!140 = !DILocation(line: 364, column: 10, scope: !123, inlinedAt: !138)
!141 = !DILocation(line: 26, column: 24, scope: !100)
!142 = !DILocation(line: 26, column: 22, scope: !100)
!143 = !DILocation(line: 26, column: 28, scope: !100)
!144 = !DILocation(line: 26, column: 15, scope: !100)
!145 = !DILocation(line: 27, column: 15, scope: !100)
!146 = !DILocation(line: 28, column: 15, scope: !100)
!147 = !DILocation(line: 0, scope: !112)
!148 = !DILocation(line: 29, column: 21, scope: !149)
!149 = distinct !DILexicalBlock(scope: !112, file: !1, line: 29, column: 3)
!150 = !DILocation(line: 29, column: 3, scope: !112)
!151 = !DILocation(line: 32, column: 10, scope: !152)
!152 = distinct !DILexicalBlock(scope: !149, file: !1, line: 29, column: 35)
!153 = !DILocation(line: 29, column: 31, scope: !149)
!154 = !DILocation(line: 30, column: 15, scope: !152)
!155 = !DILocation(line: 30, column: 12, scope: !152)
!156 = !DILocation(line: 30, column: 21, scope: !152)
!157 = !DILocation(line: 30, column: 10, scope: !152)
!158 = !DILocation(line: 31, column: 15, scope: !152)
!159 = !DILocation(line: 31, column: 12, scope: !152)
!160 = !DILocation(line: 31, column: 26, scope: !152)
!161 = !DILocation(line: 31, column: 10, scope: !152)
!162 = distinct !{!162, !150, !163, !75, !76}
!163 = !DILocation(line: 33, column: 3, scope: !112)
!164 = !DILocation(line: 0, scope: !15, inlinedAt: !165)
!165 = distinct !DILocation(line: 34, column: 3, scope: !100)
!166 = !DILocation(line: 11, column: 19, scope: !44, inlinedAt: !165)
!167 = !DILocation(line: 11, column: 3, scope: !45, inlinedAt: !165)
!168 = !DILocation(line: 12, column: 5, scope: !43, inlinedAt: !165)
!169 = !DILocation(line: 13, column: 7, scope: !41, inlinedAt: !165)
!170 = !DILocation(line: 14, column: 9, scope: !39, inlinedAt: !165)
!171 = !DILocation(line: 15, column: 11, scope: !37, inlinedAt: !165)
!172 = !DILocation(line: 16, column: 32, scope: !35, inlinedAt: !165)
!173 = !DILocation(line: 16, column: 24, scope: !35, inlinedAt: !165)
!174 = !DILocation(line: 0, scope: !35, inlinedAt: !165)
!175 = !DILocation(line: 17, column: 13, scope: !61, inlinedAt: !165)
!176 = !DILocation(line: 18, column: 43, scope: !63, inlinedAt: !165)
!177 = !DILocation(line: 18, column: 35, scope: !63, inlinedAt: !165)
!178 = !DILocation(line: 18, column: 23, scope: !63, inlinedAt: !165)
!179 = !DILocation(line: 18, column: 15, scope: !63, inlinedAt: !165)
!180 = !DILocation(line: 18, column: 28, scope: !63, inlinedAt: !165)
!181 = distinct !{!181, !175, !182, !75, !76}
!182 = !DILocation(line: 18, column: 46, scope: !61, inlinedAt: !165)
!183 = !DILocation(line: 17, column: 49, scope: !63, inlinedAt: !165)
!184 = !DILocation(line: 17, column: 28, scope: !63, inlinedAt: !165)
!185 = !DILocation(line: 17, column: 38, scope: !63, inlinedAt: !165)
!186 = distinct !{!186, !175, !182, !75, !187, !76}
!187 = !{!"llvm.loop.unroll.runtime.disable"}
!188 = !DILocation(line: 15, column: 47, scope: !36, inlinedAt: !165)
!189 = !DILocation(line: 15, column: 26, scope: !36, inlinedAt: !165)
!190 = !DILocation(line: 15, column: 36, scope: !36, inlinedAt: !165)
!191 = distinct !{!191, !171, !192, !75}
!192 = !DILocation(line: 19, column: 11, scope: !37, inlinedAt: !165)
!193 = !DILocation(line: 14, column: 45, scope: !38, inlinedAt: !165)
!194 = !DILocation(line: 14, column: 24, scope: !38, inlinedAt: !165)
!195 = !DILocation(line: 14, column: 34, scope: !38, inlinedAt: !165)
!196 = distinct !{!196, !170, !197, !75}
!197 = !DILocation(line: 19, column: 11, scope: !39, inlinedAt: !165)
!198 = !DILocation(line: 13, column: 23, scope: !40, inlinedAt: !165)
!199 = distinct !{!199, !169, !200, !75}
!200 = !DILocation(line: 19, column: 11, scope: !41, inlinedAt: !165)
!201 = !DILocation(line: 12, column: 21, scope: !42, inlinedAt: !165)
!202 = distinct !{!202, !168, !203, !75}
!203 = !DILocation(line: 19, column: 11, scope: !43, inlinedAt: !165)
!204 = distinct !{!204, !167, !205, !75}
!205 = !DILocation(line: 19, column: 11, scope: !45, inlinedAt: !165)
!206 = !DILocation(line: 0, scope: !115)
!207 = !DILocation(line: 36, column: 3, scope: !115)
!208 = !DILocation(line: 30, column: 5, scope: !152)
!209 = !DILocation(line: 31, column: 5, scope: !152)
!210 = distinct !{!210, !150, !163, !75, !187, !76}
!211 = !DILocation(line: 37, column: 10, scope: !212)
!212 = distinct !DILexicalBlock(scope: !115, file: !1, line: 36, column: 3)
!213 = !DILocation(line: 37, column: 7, scope: !212)
!214 = !DILocation(line: 36, column: 31, scope: !212)
!215 = distinct !{!215, !216}
!216 = !{!"llvm.loop.unroll.disable"}
!217 = !DILocation(line: 38, column: 3, scope: !100)
!218 = !DILocation(line: 39, column: 3, scope: !100)
!219 = !DILocation(line: 40, column: 3, scope: !100)
!220 = !DILocation(line: 41, column: 3, scope: !100)
!221 = !DILocation(line: 42, column: 3, scope: !100)
!222 = distinct !{!222, !207, !223, !75}
!223 = !DILocation(line: 37, column: 13, scope: !115)
