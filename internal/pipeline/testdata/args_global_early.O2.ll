; ModuleID = 'args_global_early.c'
source_filename = "args_global_early.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@N = internal unnamed_addr global i32 0, align 4, !dbg !0
@A = internal unnamed_addr global double* null, align 8, !dbg !11
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !22 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i8** %1, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !41
  %3 = load i32, i32* @N, align 4, !tbaa !42
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !32, metadata !DIExpression()), !dbg !39
  %4 = icmp sgt i32 %3, 0, !dbg !46
  br i1 %4, label %5, label %66, !dbg !48

5:                                                ; preds = %2
  %6 = load double*, double** @A, align 8, !tbaa !49
  %7 = zext i32 %3 to i64, !dbg !46
  %8 = add nsw i64 %7, -1, !dbg !48
  %9 = and i64 %7, 7, !dbg !48
  %10 = icmp ult i64 %8, 7, !dbg !48
  br i1 %10, label %51, label %11, !dbg !48

11:                                               ; preds = %5
  %12 = and i64 %7, 4294967288, !dbg !48
  br label %13, !dbg !48

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %48, %13 ]
  %15 = phi double [ 0.000000e+00, %11 ], [ %47, %13 ]
  %16 = phi i64 [ 0, %11 ], [ %49, %13 ]
  call void @llvm.dbg.value(metadata i64 %14, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double %15, metadata !32, metadata !DIExpression()), !dbg !39
  %17 = getelementptr inbounds double, double* %6, i64 %14, !dbg !51
  %18 = load double, double* %17, align 8, !dbg !51, !tbaa !52
  %19 = fadd double %15, %18, !dbg !54
  call void @llvm.dbg.value(metadata double %19, metadata !32, metadata !DIExpression()), !dbg !39
  %20 = or i64 %14, 1, !dbg !55
  call void @llvm.dbg.value(metadata i64 %20, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 %20, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double %19, metadata !32, metadata !DIExpression()), !dbg !39
  %21 = getelementptr inbounds double, double* %6, i64 %20, !dbg !51
  %22 = load double, double* %21, align 8, !dbg !51, !tbaa !52
  %23 = fadd double %19, %22, !dbg !54
  call void @llvm.dbg.value(metadata double %23, metadata !32, metadata !DIExpression()), !dbg !39
  %24 = or i64 %14, 2, !dbg !55
  call void @llvm.dbg.value(metadata i64 %24, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 %24, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double %23, metadata !32, metadata !DIExpression()), !dbg !39
  %25 = getelementptr inbounds double, double* %6, i64 %24, !dbg !51
  %26 = load double, double* %25, align 8, !dbg !51, !tbaa !52
  %27 = fadd double %23, %26, !dbg !54
  call void @llvm.dbg.value(metadata double %27, metadata !32, metadata !DIExpression()), !dbg !39
  %28 = or i64 %14, 3, !dbg !55
  call void @llvm.dbg.value(metadata i64 %28, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 %28, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double %27, metadata !32, metadata !DIExpression()), !dbg !39
  %29 = getelementptr inbounds double, double* %6, i64 %28, !dbg !51
  %30 = load double, double* %29, align 8, !dbg !51, !tbaa !52
  %31 = fadd double %27, %30, !dbg !54
  call void @llvm.dbg.value(metadata double %31, metadata !32, metadata !DIExpression()), !dbg !39
  %32 = or i64 %14, 4, !dbg !55
  call void @llvm.dbg.value(metadata i64 %32, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 %32, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double %31, metadata !32, metadata !DIExpression()), !dbg !39
  %33 = getelementptr inbounds double, double* %6, i64 %32, !dbg !51
  %34 = load double, double* %33, align 8, !dbg !51, !tbaa !52
  %35 = fadd double %31, %34, !dbg !54
  call void @llvm.dbg.value(metadata double %35, metadata !32, metadata !DIExpression()), !dbg !39
  %36 = or i64 %14, 5, !dbg !55
  call void @llvm.dbg.value(metadata i64 %36, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 %36, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double %35, metadata !32, metadata !DIExpression()), !dbg !39
  %37 = getelementptr inbounds double, double* %6, i64 %36, !dbg !51
  %38 = load double, double* %37, align 8, !dbg !51, !tbaa !52
  %39 = fadd double %35, %38, !dbg !54
  call void @llvm.dbg.value(metadata double %39, metadata !32, metadata !DIExpression()), !dbg !39
  %40 = or i64 %14, 6, !dbg !55
  call void @llvm.dbg.value(metadata i64 %40, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 %40, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double %39, metadata !32, metadata !DIExpression()), !dbg !39
  %41 = getelementptr inbounds double, double* %6, i64 %40, !dbg !51
  %42 = load double, double* %41, align 8, !dbg !51, !tbaa !52
  %43 = fadd double %39, %42, !dbg !54
  call void @llvm.dbg.value(metadata double %43, metadata !32, metadata !DIExpression()), !dbg !39
  %44 = or i64 %14, 7, !dbg !55
  call void @llvm.dbg.value(metadata i64 %44, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 %44, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double %43, metadata !32, metadata !DIExpression()), !dbg !39
  %45 = getelementptr inbounds double, double* %6, i64 %44, !dbg !51
  %46 = load double, double* %45, align 8, !dbg !51, !tbaa !52
  %47 = fadd double %43, %46, !dbg !54
  call void @llvm.dbg.value(metadata double %47, metadata !32, metadata !DIExpression()), !dbg !39
  %48 = add nuw nsw i64 %14, 8, !dbg !55
  call void @llvm.dbg.value(metadata i64 %48, metadata !37, metadata !DIExpression()), !dbg !41
  %49 = add i64 %16, 8, !dbg !48
  %50 = icmp eq i64 %49, %12, !dbg !48
  br i1 %50, label %51, label %13, !dbg !48, !llvm.loop !56

51:                                               ; preds = %13, %5
  %52 = phi double [ undef, %5 ], [ %47, %13 ]
  %53 = phi i64 [ 0, %5 ], [ %48, %13 ]
  %54 = phi double [ 0.000000e+00, %5 ], [ %47, %13 ]
  %55 = icmp eq i64 %9, 0, !dbg !48
  br i1 %55, label %66, label %56, !dbg !48

56:                                               ; preds = %51, %56
  %57 = phi i64 [ %63, %56 ], [ %53, %51 ]
  %58 = phi double [ %62, %56 ], [ %54, %51 ]
  %59 = phi i64 [ %64, %56 ], [ 0, %51 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double %58, metadata !32, metadata !DIExpression()), !dbg !39
  %60 = getelementptr inbounds double, double* %6, i64 %57, !dbg !51
  %61 = load double, double* %60, align 8, !dbg !51, !tbaa !52
  %62 = fadd double %58, %61, !dbg !54
  call void @llvm.dbg.value(metadata double %62, metadata !32, metadata !DIExpression()), !dbg !39
  %63 = add nuw nsw i64 %57, 1, !dbg !55
  call void @llvm.dbg.value(metadata i64 %63, metadata !37, metadata !DIExpression()), !dbg !41
  %64 = add i64 %59, 1, !dbg !48
  %65 = icmp eq i64 %64, %9, !dbg !48
  br i1 %65, label %66, label %56, !dbg !48, !llvm.loop !59

66:                                               ; preds = %51, %56, %2
  %67 = phi double [ 0.000000e+00, %2 ], [ %52, %51 ], [ %62, %56 ], !dbg !39
  call void @llvm.dbg.value(metadata double %67, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 %0, metadata !61, metadata !DIExpression()) #5, !dbg !67
  call void @llvm.dbg.value(metadata i8** %1, metadata !66, metadata !DIExpression()) #5, !dbg !67
  %68 = icmp sgt i32 %0, 1, !dbg !69
  br i1 %68, label %69, label %74, !dbg !70

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !71
  %71 = load i8*, i8** %70, align 8, !dbg !71, !tbaa !49
  call void @llvm.dbg.value(metadata i8* %71, metadata !72, metadata !DIExpression()) #5, !dbg !80
  %72 = tail call i64 @strtol(i8* nocapture noundef nonnull %71, i8** noundef null, i32 noundef 10) #5, !dbg !82
  %73 = trunc i64 %72 to i32, !dbg !83
  br label %74, !dbg !70

74:                                               ; preds = %66, %69
  %75 = phi i32 [ %73, %69 ], [ 100, %66 ], !dbg !70
  store i32 %75, i32* @N, align 4, !dbg !84, !tbaa !42
  %76 = add nsw i32 %75, 1, !dbg !85
  %77 = sext i32 %76 to i64, !dbg !86
  %78 = tail call noalias i8* @calloc(i64 noundef %77, i64 noundef 8) #5, !dbg !87
  store i8* %78, i8** bitcast (double** @A to i8**), align 8, !dbg !88, !tbaa !49
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !89
  %79 = icmp sgt i32 %75, 0, !dbg !90
  %80 = bitcast i8* %78 to double*, !dbg !92
  br i1 %79, label %81, label %193, !dbg !92

81:                                               ; preds = %74
  %82 = zext i32 %75 to i64, !dbg !90
  %83 = icmp ult i32 %75, 4, !dbg !92
  br i1 %83, label %131, label %84, !dbg !92

84:                                               ; preds = %81
  %85 = and i64 %82, 4294967292, !dbg !92
  %86 = add nsw i64 %85, -4, !dbg !92
  %87 = lshr exact i64 %86, 2, !dbg !92
  %88 = add nuw nsw i64 %87, 1, !dbg !92
  %89 = and i64 %88, 1, !dbg !92
  %90 = icmp eq i64 %86, 0, !dbg !92
  br i1 %90, label %117, label %91, !dbg !92

91:                                               ; preds = %84
  %92 = and i64 %88, 9223372036854775806, !dbg !92
  br label %93, !dbg !92

93:                                               ; preds = %93, %91
  %94 = phi i64 [ 0, %91 ], [ %113, %93 ], !dbg !93
  %95 = phi <2 x i32> [ <i32 0, i32 1>, %91 ], [ %114, %93 ], !dbg !94
  %96 = phi i64 [ 0, %91 ], [ %115, %93 ]
  %97 = add <2 x i32> %95, <i32 2, i32 2>, !dbg !94
  %98 = sitofp <2 x i32> %95 to <2 x double>, !dbg !94
  %99 = sitofp <2 x i32> %97 to <2 x double>, !dbg !94
  %100 = getelementptr inbounds double, double* %80, i64 %94, !dbg !93
  %101 = bitcast double* %100 to <2 x double>*, !dbg !95
  store <2 x double> %98, <2 x double>* %101, align 8, !dbg !95, !tbaa !52
  %102 = getelementptr inbounds double, double* %100, i64 2, !dbg !95
  %103 = bitcast double* %102 to <2 x double>*, !dbg !95
  store <2 x double> %99, <2 x double>* %103, align 8, !dbg !95, !tbaa !52
  %104 = or i64 %94, 4, !dbg !93
  %105 = add <2 x i32> %95, <i32 4, i32 4>, !dbg !94
  %106 = add <2 x i32> %95, <i32 6, i32 6>, !dbg !94
  %107 = sitofp <2 x i32> %105 to <2 x double>, !dbg !94
  %108 = sitofp <2 x i32> %106 to <2 x double>, !dbg !94
  %109 = getelementptr inbounds double, double* %80, i64 %104, !dbg !93
  %110 = bitcast double* %109 to <2 x double>*, !dbg !95
  store <2 x double> %107, <2 x double>* %110, align 8, !dbg !95, !tbaa !52
  %111 = getelementptr inbounds double, double* %109, i64 2, !dbg !95
  %112 = bitcast double* %111 to <2 x double>*, !dbg !95
  store <2 x double> %108, <2 x double>* %112, align 8, !dbg !95, !tbaa !52
  %113 = add nuw i64 %94, 8, !dbg !93
  %114 = add <2 x i32> %95, <i32 8, i32 8>, !dbg !94
  %115 = add i64 %96, 2, !dbg !93
  %116 = icmp eq i64 %115, %92, !dbg !93
  br i1 %116, label %117, label %93, !dbg !93, !llvm.loop !96

117:                                              ; preds = %93, %84
  %118 = phi i64 [ 0, %84 ], [ %113, %93 ]
  %119 = phi <2 x i32> [ <i32 0, i32 1>, %84 ], [ %114, %93 ]
  %120 = icmp eq i64 %89, 0, !dbg !93
  br i1 %120, label %129, label %121, !dbg !93

121:                                              ; preds = %117
  %122 = add <2 x i32> %119, <i32 2, i32 2>, !dbg !94
  %123 = sitofp <2 x i32> %119 to <2 x double>, !dbg !94
  %124 = sitofp <2 x i32> %122 to <2 x double>, !dbg !94
  %125 = getelementptr inbounds double, double* %80, i64 %118, !dbg !93
  %126 = bitcast double* %125 to <2 x double>*, !dbg !95
  store <2 x double> %123, <2 x double>* %126, align 8, !dbg !95, !tbaa !52
  %127 = getelementptr inbounds double, double* %125, i64 2, !dbg !95
  %128 = bitcast double* %127 to <2 x double>*, !dbg !95
  store <2 x double> %124, <2 x double>* %128, align 8, !dbg !95, !tbaa !52
  br label %129, !dbg !92

129:                                              ; preds = %117, %121
  %130 = icmp eq i64 %85, %82, !dbg !92
  br i1 %130, label %133, label %131, !dbg !92

131:                                              ; preds = %81, %129
  %132 = phi i64 [ 0, %81 ], [ %85, %129 ]
  br label %197, !dbg !92

133:                                              ; preds = %197, %129
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !32, metadata !DIExpression()), !dbg !101
  br i1 %79, label %134, label %193, !dbg !102

134:                                              ; preds = %133
  %135 = add nsw i64 %82, -1, !dbg !102
  %136 = and i64 %82, 7, !dbg !102
  %137 = icmp ult i64 %135, 7, !dbg !102
  br i1 %137, label %178, label %138, !dbg !102

138:                                              ; preds = %134
  %139 = and i64 %82, 4294967288, !dbg !102
  br label %140, !dbg !102

140:                                              ; preds = %140, %138
  %141 = phi i64 [ 0, %138 ], [ %175, %140 ]
  %142 = phi double [ 0.000000e+00, %138 ], [ %174, %140 ]
  %143 = phi i64 [ 0, %138 ], [ %176, %140 ]
  call void @llvm.dbg.value(metadata i64 %141, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata double %142, metadata !32, metadata !DIExpression()), !dbg !101
  %144 = getelementptr inbounds double, double* %80, i64 %141, !dbg !103
  %145 = load double, double* %144, align 8, !dbg !103, !tbaa !52
  %146 = fadd double %142, %145, !dbg !104
  call void @llvm.dbg.value(metadata double %146, metadata !32, metadata !DIExpression()), !dbg !101
  %147 = or i64 %141, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %147, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 %147, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata double %146, metadata !32, metadata !DIExpression()), !dbg !101
  %148 = getelementptr inbounds double, double* %80, i64 %147, !dbg !103
  %149 = load double, double* %148, align 8, !dbg !103, !tbaa !52
  %150 = fadd double %146, %149, !dbg !104
  call void @llvm.dbg.value(metadata double %150, metadata !32, metadata !DIExpression()), !dbg !101
  %151 = or i64 %141, 2, !dbg !105
  call void @llvm.dbg.value(metadata i64 %151, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 %151, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata double %150, metadata !32, metadata !DIExpression()), !dbg !101
  %152 = getelementptr inbounds double, double* %80, i64 %151, !dbg !103
  %153 = load double, double* %152, align 8, !dbg !103, !tbaa !52
  %154 = fadd double %150, %153, !dbg !104
  call void @llvm.dbg.value(metadata double %154, metadata !32, metadata !DIExpression()), !dbg !101
  %155 = or i64 %141, 3, !dbg !105
  call void @llvm.dbg.value(metadata i64 %155, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 %155, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata double %154, metadata !32, metadata !DIExpression()), !dbg !101
  %156 = getelementptr inbounds double, double* %80, i64 %155, !dbg !103
  %157 = load double, double* %156, align 8, !dbg !103, !tbaa !52
  %158 = fadd double %154, %157, !dbg !104
  call void @llvm.dbg.value(metadata double %158, metadata !32, metadata !DIExpression()), !dbg !101
  %159 = or i64 %141, 4, !dbg !105
  call void @llvm.dbg.value(metadata i64 %159, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 %159, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata double %158, metadata !32, metadata !DIExpression()), !dbg !101
  %160 = getelementptr inbounds double, double* %80, i64 %159, !dbg !103
  %161 = load double, double* %160, align 8, !dbg !103, !tbaa !52
  %162 = fadd double %158, %161, !dbg !104
  call void @llvm.dbg.value(metadata double %162, metadata !32, metadata !DIExpression()), !dbg !101
  %163 = or i64 %141, 5, !dbg !105
  call void @llvm.dbg.value(metadata i64 %163, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 %163, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata double %162, metadata !32, metadata !DIExpression()), !dbg !101
  %164 = getelementptr inbounds double, double* %80, i64 %163, !dbg !103
  %165 = load double, double* %164, align 8, !dbg !103, !tbaa !52
  %166 = fadd double %162, %165, !dbg !104
  call void @llvm.dbg.value(metadata double %166, metadata !32, metadata !DIExpression()), !dbg !101
  %167 = or i64 %141, 6, !dbg !105
  call void @llvm.dbg.value(metadata i64 %167, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 %167, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata double %166, metadata !32, metadata !DIExpression()), !dbg !101
  %168 = getelementptr inbounds double, double* %80, i64 %167, !dbg !103
  %169 = load double, double* %168, align 8, !dbg !103, !tbaa !52
  %170 = fadd double %166, %169, !dbg !104
  call void @llvm.dbg.value(metadata double %170, metadata !32, metadata !DIExpression()), !dbg !101
  %171 = or i64 %141, 7, !dbg !105
  call void @llvm.dbg.value(metadata i64 %171, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i64 %171, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata double %170, metadata !32, metadata !DIExpression()), !dbg !101
  %172 = getelementptr inbounds double, double* %80, i64 %171, !dbg !103
  %173 = load double, double* %172, align 8, !dbg !103, !tbaa !52
  %174 = fadd double %170, %173, !dbg !104
  call void @llvm.dbg.value(metadata double %174, metadata !32, metadata !DIExpression()), !dbg !101
  %175 = add nuw nsw i64 %141, 8, !dbg !105
  call void @llvm.dbg.value(metadata i64 %175, metadata !37, metadata !DIExpression()), !dbg !99
  %176 = add i64 %143, 8, !dbg !102
  %177 = icmp eq i64 %176, %139, !dbg !102
  br i1 %177, label %178, label %140, !dbg !102, !llvm.loop !106

178:                                              ; preds = %140, %134
  %179 = phi double [ undef, %134 ], [ %174, %140 ]
  %180 = phi i64 [ 0, %134 ], [ %175, %140 ]
  %181 = phi double [ 0.000000e+00, %134 ], [ %174, %140 ]
  %182 = icmp eq i64 %136, 0, !dbg !102
  br i1 %182, label %193, label %183, !dbg !102

183:                                              ; preds = %178, %183
  %184 = phi i64 [ %190, %183 ], [ %180, %178 ]
  %185 = phi double [ %189, %183 ], [ %181, %178 ]
  %186 = phi i64 [ %191, %183 ], [ 0, %178 ]
  call void @llvm.dbg.value(metadata i64 %184, metadata !37, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata double %185, metadata !32, metadata !DIExpression()), !dbg !101
  %187 = getelementptr inbounds double, double* %80, i64 %184, !dbg !103
  %188 = load double, double* %187, align 8, !dbg !103, !tbaa !52
  %189 = fadd double %185, %188, !dbg !104
  call void @llvm.dbg.value(metadata double %189, metadata !32, metadata !DIExpression()), !dbg !101
  %190 = add nuw nsw i64 %184, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %190, metadata !37, metadata !DIExpression()), !dbg !99
  %191 = add i64 %186, 1, !dbg !102
  %192 = icmp eq i64 %191, %136, !dbg !102
  br i1 %192, label %193, label %183, !dbg !102, !llvm.loop !108

193:                                              ; preds = %178, %183, %74, %133
  %194 = phi double [ 0.000000e+00, %133 ], [ 0.000000e+00, %74 ], [ %179, %178 ], [ %189, %183 ], !dbg !101
  %195 = fadd double %67, %194, !dbg !109
  call void @llvm.dbg.value(metadata double %195, metadata !28, metadata !DIExpression()), !dbg !31
  %196 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %195), !dbg !110
  ret i32 0, !dbg !111

197:                                              ; preds = %131, %197
  %198 = phi i64 [ %202, %197 ], [ %132, %131 ]
  call void @llvm.dbg.value(metadata i64 %198, metadata !29, metadata !DIExpression()), !dbg !89
  %199 = trunc i64 %198 to i32, !dbg !94
  %200 = sitofp i32 %199 to double, !dbg !94
  %201 = getelementptr inbounds double, double* %80, i64 %198, !dbg !112
  store double %200, double* %201, align 8, !dbg !95, !tbaa !52
  %202 = add nuw nsw i64 %198, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %202, metadata !29, metadata !DIExpression()), !dbg !89
  %203 = icmp eq i64 %202, %82, !dbg !90
  br i1 %203, label %133, label %197, !dbg !92, !llvm.loop !113
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "N", scope: !2, file: !3, line: 7, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "args_global_early.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "692fd72680da6c0aa4a56fa809099df7")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0, !11}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !13, isLocal: true, isDefinition: true)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !23, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!5, !5, !6}
!25 = !{!26, !27, !28, !29}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !3, line: 19, type: !5)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !3, line: 19, type: !6)
!28 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 20, type: !14)
!29 = !DILocalVariable(name: "i", scope: !30, file: !3, line: 22, type: !5)
!30 = distinct !DILexicalBlock(scope: !22, file: !3, line: 22, column: 3)
!31 = !DILocation(line: 0, scope: !22)
!32 = !DILocalVariable(name: "s", scope: !33, file: !3, line: 14, type: !14)
!33 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 13, type: !34, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!14}
!36 = !{!32, !37}
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 15, type: !5)
!38 = distinct !DILexicalBlock(scope: !33, file: !3, line: 15, column: 3)
!39 = !DILocation(line: 0, scope: !33, inlinedAt: !40)
!40 = distinct !DILocation(line: 20, column: 14, scope: !22)
!41 = !DILocation(line: 0, scope: !38, inlinedAt: !40)
!42 = !{!43, !43, i64 0}
!43 = !{!"int", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 15, column: 21, scope: !47, inlinedAt: !40)
!47 = distinct !DILexicalBlock(scope: !38, file: !3, line: 15, column: 3)
!48 = !DILocation(line: 15, column: 3, scope: !38, inlinedAt: !40)
!49 = !{!50, !50, i64 0}
!50 = !{!"any pointer", !44, i64 0}
!51 = !DILocation(line: 16, column: 10, scope: !47, inlinedAt: !40)
!52 = !{!53, !53, i64 0}
!53 = !{!"double", !44, i64 0}
!54 = !DILocation(line: 16, column: 7, scope: !47, inlinedAt: !40)
!55 = !DILocation(line: 15, column: 27, scope: !47, inlinedAt: !40)
!56 = distinct !{!56, !48, !57, !58}
!57 = !DILocation(line: 16, column: 13, scope: !38, inlinedAt: !40)
!58 = !{!"llvm.loop.mustprogress"}
!59 = distinct !{!59, !60}
!60 = !{!"llvm.loop.unroll.disable"}
!61 = !DILocalVariable(name: "argc", arg: 1, scope: !62, file: !3, line: 9, type: !5)
!62 = distinct !DISubprogram(name: "setup", scope: !3, file: !3, line: 9, type: !63, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !5, !6}
!65 = !{!61, !66}
!66 = !DILocalVariable(name: "argv", arg: 2, scope: !62, file: !3, line: 9, type: !6)
!67 = !DILocation(line: 0, scope: !62, inlinedAt: !68)
!68 = distinct !DILocation(line: 21, column: 3, scope: !22)
!69 = !DILocation(line: 10, column: 12, scope: !62, inlinedAt: !68)
!70 = !DILocation(line: 10, column: 7, scope: !62, inlinedAt: !68)
!71 = !DILocation(line: 10, column: 23, scope: !62, inlinedAt: !68)
!72 = !DILocalVariable(name: "__nptr", arg: 1, scope: !73, file: !74, line: 362, type: !77)
!73 = distinct !DISubprogram(name: "atoi", scope: !74, file: !74, line: 362, type: !75, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!74 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!75 = !DISubroutineType(types: !76)
!76 = !{!5, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!79 = !{!72}
!80 = !DILocation(line: 0, scope: !73, inlinedAt: !81)
!81 = distinct !DILocation(line: 10, column: 18, scope: !62, inlinedAt: !68)
!82 = !DILocation(line: 364, column: 16, scope: !73, inlinedAt: !81)
!83 = !DILocation(line: 364, column: 10, scope: !73, inlinedAt: !81)
!84 = !DILocation(line: 10, column: 5, scope: !62, inlinedAt: !68)
!85 = !DILocation(line: 11, column: 16, scope: !62, inlinedAt: !68)
!86 = !DILocation(line: 11, column: 14, scope: !62, inlinedAt: !68)
!87 = !DILocation(line: 11, column: 7, scope: !62, inlinedAt: !68)
!88 = !DILocation(line: 11, column: 5, scope: !62, inlinedAt: !68)
!89 = !DILocation(line: 0, scope: !30)
!90 = !DILocation(line: 22, column: 21, scope: !91)
!91 = distinct !DILexicalBlock(scope: !30, file: !3, line: 22, column: 3)
!92 = !DILocation(line: 22, column: 3, scope: !30)
!93 = !DILocation(line: 22, column: 27, scope: !91)
!94 = !DILocation(line: 23, column: 12, scope: !91)
!95 = !DILocation(line: 23, column: 10, scope: !91)
!96 = distinct !{!96, !92, !97, !58, !98}
!97 = !DILocation(line: 23, column: 12, scope: !30)
!98 = !{!"llvm.loop.isvectorized", i32 1}
!99 = !DILocation(line: 0, scope: !38, inlinedAt: !100)
!100 = distinct !DILocation(line: 24, column: 8, scope: !22)
!101 = !DILocation(line: 0, scope: !33, inlinedAt: !100)
!102 = !DILocation(line: 15, column: 3, scope: !38, inlinedAt: !100)
!103 = !DILocation(line: 16, column: 10, scope: !47, inlinedAt: !100)
!104 = !DILocation(line: 16, column: 7, scope: !47, inlinedAt: !100)
!105 = !DILocation(line: 15, column: 27, scope: !47, inlinedAt: !100)
!106 = distinct !{!106, !102, !107, !58}
!107 = !DILocation(line: 16, column: 13, scope: !38, inlinedAt: !100)
!108 = distinct !{!108, !60}
!109 = !DILocation(line: 24, column: 5, scope: !22)
!110 = !DILocation(line: 25, column: 3, scope: !22)
!111 = !DILocation(line: 26, column: 3, scope: !22)
!112 = !DILocation(line: 23, column: 5, scope: !91)
!113 = distinct !{!113, !92, !97, !58, !114, !98}
!114 = !{!"llvm.loop.unroll.runtime.disable"}
