; ModuleID = 'quotient_bounds.c'
source_filename = "quotient_bounds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !41
  %3 = icmp sgt i32 %0, 1, !dbg !42
  br i1 %3, label %4, label %10, !dbg !43

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !44
  %6 = load i8*, i8** %5, align 8, !dbg !44, !tbaa !45
  call void @llvm.dbg.value(metadata i8* %6, metadata !49, metadata !DIExpression()) #6, !dbg !57
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !59
  %8 = trunc i64 %7 to i32, !dbg !60
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !41
  %9 = icmp sgt i32 %8, 1, !dbg !61
  br i1 %9, label %10, label %12, !dbg !61

10:                                               ; preds = %2, %4
  %11 = phi i32 [ %8, %4 ], [ 100, %2 ]
  br label %12, !dbg !61

12:                                               ; preds = %4, %10
  %13 = phi i32 [ %11, %10 ], [ %8, %4 ]
  %14 = phi i32 [ %11, %10 ], [ 1, %4 ]
  %15 = zext i32 %14 to i64, !dbg !61
  %16 = tail call noalias i8* @calloc(i64 noundef %15, i64 noundef 8) #6, !dbg !62
  %17 = bitcast i8* %16 to double*, !dbg !62
  call void @llvm.dbg.value(metadata double* %17, metadata !22, metadata !DIExpression()), !dbg !41
  %18 = icmp eq i8* %16, null, !dbg !63
  br i1 %18, label %339, label %19, !dbg !65

19:                                               ; preds = %12
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !66
  %20 = icmp sgt i32 %13, 0, !dbg !67
  br i1 %20, label %21, label %73, !dbg !69

21:                                               ; preds = %19
  %22 = zext i32 %13 to i64, !dbg !67
  %23 = icmp ult i32 %13, 4, !dbg !69
  br i1 %23, label %71, label %24, !dbg !69

24:                                               ; preds = %21
  %25 = and i64 %22, 4294967292, !dbg !69
  %26 = add nsw i64 %25, -4, !dbg !69
  %27 = lshr exact i64 %26, 2, !dbg !69
  %28 = add nuw nsw i64 %27, 1, !dbg !69
  %29 = and i64 %28, 1, !dbg !69
  %30 = icmp eq i64 %26, 0, !dbg !69
  br i1 %30, label %57, label %31, !dbg !69

31:                                               ; preds = %24
  %32 = and i64 %28, 9223372036854775806, !dbg !69
  br label %33, !dbg !69

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %53, %33 ], !dbg !70
  %35 = phi <2 x i32> [ <i32 0, i32 1>, %31 ], [ %54, %33 ], !dbg !71
  %36 = phi i64 [ 0, %31 ], [ %55, %33 ]
  %37 = add <2 x i32> %35, <i32 2, i32 2>, !dbg !71
  %38 = sitofp <2 x i32> %35 to <2 x double>, !dbg !71
  %39 = sitofp <2 x i32> %37 to <2 x double>, !dbg !71
  %40 = getelementptr inbounds double, double* %17, i64 %34, !dbg !70
  %41 = bitcast double* %40 to <2 x double>*, !dbg !72
  store <2 x double> %38, <2 x double>* %41, align 8, !dbg !72, !tbaa !73
  %42 = getelementptr inbounds double, double* %40, i64 2, !dbg !72
  %43 = bitcast double* %42 to <2 x double>*, !dbg !72
  store <2 x double> %39, <2 x double>* %43, align 8, !dbg !72, !tbaa !73
  %44 = or i64 %34, 4, !dbg !70
  %45 = add <2 x i32> %35, <i32 4, i32 4>, !dbg !71
  %46 = add <2 x i32> %35, <i32 6, i32 6>, !dbg !71
  %47 = sitofp <2 x i32> %45 to <2 x double>, !dbg !71
  %48 = sitofp <2 x i32> %46 to <2 x double>, !dbg !71
  %49 = getelementptr inbounds double, double* %17, i64 %44, !dbg !70
  %50 = bitcast double* %49 to <2 x double>*, !dbg !72
  store <2 x double> %47, <2 x double>* %50, align 8, !dbg !72, !tbaa !73
  %51 = getelementptr inbounds double, double* %49, i64 2, !dbg !72
  %52 = bitcast double* %51 to <2 x double>*, !dbg !72
  store <2 x double> %48, <2 x double>* %52, align 8, !dbg !72, !tbaa !73
  %53 = add nuw i64 %34, 8, !dbg !70
  %54 = add <2 x i32> %35, <i32 8, i32 8>, !dbg !71
  %55 = add i64 %36, 2, !dbg !70
  %56 = icmp eq i64 %55, %32, !dbg !70
  br i1 %56, label %57, label %33, !dbg !70, !llvm.loop !75

57:                                               ; preds = %33, %24
  %58 = phi i64 [ 0, %24 ], [ %53, %33 ]
  %59 = phi <2 x i32> [ <i32 0, i32 1>, %24 ], [ %54, %33 ]
  %60 = icmp eq i64 %29, 0, !dbg !70
  br i1 %60, label %69, label %61, !dbg !70

61:                                               ; preds = %57
  %62 = add <2 x i32> %59, <i32 2, i32 2>, !dbg !71
  %63 = sitofp <2 x i32> %59 to <2 x double>, !dbg !71
  %64 = sitofp <2 x i32> %62 to <2 x double>, !dbg !71
  %65 = getelementptr inbounds double, double* %17, i64 %58, !dbg !70
  %66 = bitcast double* %65 to <2 x double>*, !dbg !72
  store <2 x double> %63, <2 x double>* %66, align 8, !dbg !72, !tbaa !73
  %67 = getelementptr inbounds double, double* %65, i64 2, !dbg !72
  %68 = bitcast double* %67 to <2 x double>*, !dbg !72
  store <2 x double> %64, <2 x double>* %68, align 8, !dbg !72, !tbaa !73
  br label %69, !dbg !69

69:                                               ; preds = %57, %61
  %70 = icmp eq i64 %25, %22, !dbg !69
  br i1 %70, label %73, label %71, !dbg !69

71:                                               ; preds = %21, %69
  %72 = phi i64 [ 0, %21 ], [ %25, %69 ]
  br label %84, !dbg !69

73:                                               ; preds = %84, %69, %19
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !27, metadata !DIExpression()), !dbg !41
  %74 = icmp slt i32 %13, -1, !dbg !80
  br i1 %74, label %175, label %75, !dbg !82

75:                                               ; preds = %73
  %76 = sdiv i32 %13, 2
  %77 = add nuw nsw i32 %76, 1, !dbg !82
  %78 = zext i32 %77 to i64, !dbg !80
  %79 = add nsw i64 %78, -1, !dbg !82
  %80 = and i64 %78, 7, !dbg !82
  %81 = icmp ult i64 %79, 7, !dbg !82
  br i1 %81, label %91, label %82, !dbg !82

82:                                               ; preds = %75
  %83 = and i64 %78, 4294967288, !dbg !82
  br label %118, !dbg !82

84:                                               ; preds = %71, %84
  %85 = phi i64 [ %89, %84 ], [ %72, %71 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !25, metadata !DIExpression()), !dbg !66
  %86 = trunc i64 %85 to i32, !dbg !71
  %87 = sitofp i32 %86 to double, !dbg !71
  %88 = getelementptr inbounds double, double* %17, i64 %85, !dbg !83
  store double %87, double* %88, align 8, !dbg !72, !tbaa !73
  %89 = add nuw nsw i64 %85, 1, !dbg !70
  call void @llvm.dbg.value(metadata i64 %89, metadata !25, metadata !DIExpression()), !dbg !66
  %90 = icmp eq i64 %89, %22, !dbg !67
  br i1 %90, label %73, label %84, !dbg !69, !llvm.loop !84

91:                                               ; preds = %118, %75
  %92 = phi double [ undef, %75 ], [ %152, %118 ]
  %93 = phi i64 [ 0, %75 ], [ %153, %118 ]
  %94 = phi double [ 0.000000e+00, %75 ], [ %152, %118 ]
  %95 = icmp eq i64 %80, 0, !dbg !82
  br i1 %95, label %106, label %96, !dbg !82

96:                                               ; preds = %91, %96
  %97 = phi i64 [ %103, %96 ], [ %93, %91 ]
  %98 = phi double [ %102, %96 ], [ %94, %91 ]
  %99 = phi i64 [ %104, %96 ], [ 0, %91 ]
  call void @llvm.dbg.value(metadata i64 %97, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %98, metadata !27, metadata !DIExpression()), !dbg !41
  %100 = getelementptr inbounds double, double* %17, i64 %97, !dbg !86
  %101 = load double, double* %100, align 8, !dbg !86, !tbaa !73
  %102 = fadd double %98, %101, !dbg !87
  call void @llvm.dbg.value(metadata double %102, metadata !27, metadata !DIExpression()), !dbg !41
  %103 = add nuw nsw i64 %97, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %103, metadata !28, metadata !DIExpression()), !dbg !79
  %104 = add i64 %99, 1, !dbg !82
  %105 = icmp eq i64 %104, %80, !dbg !82
  br i1 %105, label %106, label %96, !dbg !82, !llvm.loop !89

106:                                              ; preds = %96, %91
  %107 = phi double [ %92, %91 ], [ %102, %96 ], !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata double %107, metadata !27, metadata !DIExpression()), !dbg !41
  %108 = icmp sgt i32 %13, 1, !dbg !92
  br i1 %108, label %109, label %172, !dbg !94

109:                                              ; preds = %106
  %110 = add nuw nsw i32 %13, 1
  %111 = udiv i32 %110, 3
  %112 = zext i32 %111 to i64, !dbg !92
  %113 = add nsw i64 %112, -1, !dbg !94
  %114 = and i64 %112, 3, !dbg !94
  %115 = icmp ult i64 %113, 3, !dbg !94
  br i1 %115, label %156, label %116, !dbg !94

116:                                              ; preds = %109
  %117 = and i64 %112, 2147483644, !dbg !94
  br label %184, !dbg !94

118:                                              ; preds = %118, %82
  %119 = phi i64 [ 0, %82 ], [ %153, %118 ]
  %120 = phi double [ 0.000000e+00, %82 ], [ %152, %118 ]
  %121 = phi i64 [ 0, %82 ], [ %154, %118 ]
  call void @llvm.dbg.value(metadata i64 %119, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %120, metadata !27, metadata !DIExpression()), !dbg !41
  %122 = getelementptr inbounds double, double* %17, i64 %119, !dbg !86
  %123 = load double, double* %122, align 8, !dbg !86, !tbaa !73
  %124 = fadd double %120, %123, !dbg !87
  call void @llvm.dbg.value(metadata double %124, metadata !27, metadata !DIExpression()), !dbg !41
  %125 = or i64 %119, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %125, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %125, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %124, metadata !27, metadata !DIExpression()), !dbg !41
  %126 = getelementptr inbounds double, double* %17, i64 %125, !dbg !86
  %127 = load double, double* %126, align 8, !dbg !86, !tbaa !73
  %128 = fadd double %124, %127, !dbg !87
  call void @llvm.dbg.value(metadata double %128, metadata !27, metadata !DIExpression()), !dbg !41
  %129 = or i64 %119, 2, !dbg !88
  call void @llvm.dbg.value(metadata i64 %129, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %129, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %128, metadata !27, metadata !DIExpression()), !dbg !41
  %130 = getelementptr inbounds double, double* %17, i64 %129, !dbg !86
  %131 = load double, double* %130, align 8, !dbg !86, !tbaa !73
  %132 = fadd double %128, %131, !dbg !87
  call void @llvm.dbg.value(metadata double %132, metadata !27, metadata !DIExpression()), !dbg !41
  %133 = or i64 %119, 3, !dbg !88
  call void @llvm.dbg.value(metadata i64 %133, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %133, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %132, metadata !27, metadata !DIExpression()), !dbg !41
  %134 = getelementptr inbounds double, double* %17, i64 %133, !dbg !86
  %135 = load double, double* %134, align 8, !dbg !86, !tbaa !73
  %136 = fadd double %132, %135, !dbg !87
  call void @llvm.dbg.value(metadata double %136, metadata !27, metadata !DIExpression()), !dbg !41
  %137 = or i64 %119, 4, !dbg !88
  call void @llvm.dbg.value(metadata i64 %137, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %137, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %136, metadata !27, metadata !DIExpression()), !dbg !41
  %138 = getelementptr inbounds double, double* %17, i64 %137, !dbg !86
  %139 = load double, double* %138, align 8, !dbg !86, !tbaa !73
  %140 = fadd double %136, %139, !dbg !87
  call void @llvm.dbg.value(metadata double %140, metadata !27, metadata !DIExpression()), !dbg !41
  %141 = or i64 %119, 5, !dbg !88
  call void @llvm.dbg.value(metadata i64 %141, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %141, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %140, metadata !27, metadata !DIExpression()), !dbg !41
  %142 = getelementptr inbounds double, double* %17, i64 %141, !dbg !86
  %143 = load double, double* %142, align 8, !dbg !86, !tbaa !73
  %144 = fadd double %140, %143, !dbg !87
  call void @llvm.dbg.value(metadata double %144, metadata !27, metadata !DIExpression()), !dbg !41
  %145 = or i64 %119, 6, !dbg !88
  call void @llvm.dbg.value(metadata i64 %145, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %145, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %144, metadata !27, metadata !DIExpression()), !dbg !41
  %146 = getelementptr inbounds double, double* %17, i64 %145, !dbg !86
  %147 = load double, double* %146, align 8, !dbg !86, !tbaa !73
  %148 = fadd double %144, %147, !dbg !87
  call void @llvm.dbg.value(metadata double %148, metadata !27, metadata !DIExpression()), !dbg !41
  %149 = or i64 %119, 7, !dbg !88
  call void @llvm.dbg.value(metadata i64 %149, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %149, metadata !28, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %148, metadata !27, metadata !DIExpression()), !dbg !41
  %150 = getelementptr inbounds double, double* %17, i64 %149, !dbg !86
  %151 = load double, double* %150, align 8, !dbg !86, !tbaa !73
  %152 = fadd double %148, %151, !dbg !87
  call void @llvm.dbg.value(metadata double %152, metadata !27, metadata !DIExpression()), !dbg !41
  %153 = add nuw nsw i64 %119, 8, !dbg !88
  call void @llvm.dbg.value(metadata i64 %153, metadata !28, metadata !DIExpression()), !dbg !79
  %154 = add i64 %121, 8, !dbg !82
  %155 = icmp eq i64 %154, %83, !dbg !82
  br i1 %155, label %91, label %118, !dbg !82, !llvm.loop !95

156:                                              ; preds = %184, %109
  %157 = phi double [ undef, %109 ], [ %206, %184 ]
  %158 = phi i64 [ 0, %109 ], [ %207, %184 ]
  %159 = phi double [ %107, %109 ], [ %206, %184 ]
  %160 = icmp eq i64 %114, 0, !dbg !94
  br i1 %160, label %172, label %161, !dbg !94

161:                                              ; preds = %156, %161
  %162 = phi i64 [ %169, %161 ], [ %158, %156 ]
  %163 = phi double [ %168, %161 ], [ %159, %156 ]
  %164 = phi i64 [ %170, %161 ], [ 0, %156 ]
  call void @llvm.dbg.value(metadata i64 %162, metadata !30, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata double %163, metadata !27, metadata !DIExpression()), !dbg !41
  %165 = mul nuw nsw i64 %162, 3, !dbg !97
  %166 = getelementptr inbounds double, double* %17, i64 %165, !dbg !98
  %167 = load double, double* %166, align 8, !dbg !98, !tbaa !73
  %168 = fadd double %163, %167, !dbg !99
  call void @llvm.dbg.value(metadata double %168, metadata !27, metadata !DIExpression()), !dbg !41
  %169 = add nuw nsw i64 %162, 1, !dbg !100
  call void @llvm.dbg.value(metadata i64 %169, metadata !30, metadata !DIExpression()), !dbg !91
  %170 = add i64 %164, 1, !dbg !94
  %171 = icmp eq i64 %170, %114, !dbg !94
  br i1 %171, label %172, label %161, !dbg !94, !llvm.loop !101

172:                                              ; preds = %156, %161, %106
  %173 = phi double [ %107, %106 ], [ %157, %156 ], [ %168, %161 ], !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %173, metadata !27, metadata !DIExpression()), !dbg !41
  %174 = icmp ult i32 %13, 4, !dbg !103
  br i1 %174, label %336, label %175, !dbg !105

175:                                              ; preds = %73, %172
  %176 = phi double [ %173, %172 ], [ 0.000000e+00, %73 ]
  %177 = lshr i32 %13, 2
  %178 = zext i32 %177 to i64, !dbg !103
  %179 = add nsw i64 %178, -1, !dbg !105
  %180 = and i64 %178, 7, !dbg !105
  %181 = icmp ult i64 %179, 7, !dbg !105
  br i1 %181, label %210, label %182, !dbg !105

182:                                              ; preds = %175
  %183 = and i64 %178, 1073741816, !dbg !105
  br label %235, !dbg !105

184:                                              ; preds = %184, %116
  %185 = phi i64 [ 0, %116 ], [ %207, %184 ]
  %186 = phi double [ %107, %116 ], [ %206, %184 ]
  %187 = phi i64 [ 0, %116 ], [ %208, %184 ]
  call void @llvm.dbg.value(metadata i64 %185, metadata !30, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata double %186, metadata !27, metadata !DIExpression()), !dbg !41
  %188 = mul nuw nsw i64 %185, 3, !dbg !97
  %189 = getelementptr inbounds double, double* %17, i64 %188, !dbg !98
  %190 = load double, double* %189, align 8, !dbg !98, !tbaa !73
  %191 = fadd double %186, %190, !dbg !99
  call void @llvm.dbg.value(metadata double %191, metadata !27, metadata !DIExpression()), !dbg !41
  %192 = or i64 %185, 1, !dbg !100
  call void @llvm.dbg.value(metadata i64 %192, metadata !30, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %192, metadata !30, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata double %191, metadata !27, metadata !DIExpression()), !dbg !41
  %193 = mul nuw nsw i64 %192, 3, !dbg !97
  %194 = getelementptr inbounds double, double* %17, i64 %193, !dbg !98
  %195 = load double, double* %194, align 8, !dbg !98, !tbaa !73
  %196 = fadd double %191, %195, !dbg !99
  call void @llvm.dbg.value(metadata double %196, metadata !27, metadata !DIExpression()), !dbg !41
  %197 = or i64 %185, 2, !dbg !100
  call void @llvm.dbg.value(metadata i64 %197, metadata !30, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %197, metadata !30, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata double %196, metadata !27, metadata !DIExpression()), !dbg !41
  %198 = mul nuw nsw i64 %197, 3, !dbg !97
  %199 = getelementptr inbounds double, double* %17, i64 %198, !dbg !98
  %200 = load double, double* %199, align 8, !dbg !98, !tbaa !73
  %201 = fadd double %196, %200, !dbg !99
  call void @llvm.dbg.value(metadata double %201, metadata !27, metadata !DIExpression()), !dbg !41
  %202 = or i64 %185, 3, !dbg !100
  call void @llvm.dbg.value(metadata i64 %202, metadata !30, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %202, metadata !30, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata double %201, metadata !27, metadata !DIExpression()), !dbg !41
  %203 = mul nuw nsw i64 %202, 3, !dbg !97
  %204 = getelementptr inbounds double, double* %17, i64 %203, !dbg !98
  %205 = load double, double* %204, align 8, !dbg !98, !tbaa !73
  %206 = fadd double %201, %205, !dbg !99
  call void @llvm.dbg.value(metadata double %206, metadata !27, metadata !DIExpression()), !dbg !41
  %207 = add nuw nsw i64 %185, 4, !dbg !100
  call void @llvm.dbg.value(metadata i64 %207, metadata !30, metadata !DIExpression()), !dbg !91
  %208 = add i64 %187, 4, !dbg !94
  %209 = icmp eq i64 %208, %117, !dbg !94
  br i1 %209, label %156, label %184, !dbg !94, !llvm.loop !106

210:                                              ; preds = %235, %175
  %211 = phi double [ undef, %175 ], [ %269, %235 ]
  %212 = phi i64 [ 0, %175 ], [ %270, %235 ]
  %213 = phi double [ %176, %175 ], [ %269, %235 ]
  %214 = icmp eq i64 %180, 0, !dbg !105
  br i1 %214, label %225, label %215, !dbg !105

215:                                              ; preds = %210, %215
  %216 = phi i64 [ %222, %215 ], [ %212, %210 ]
  %217 = phi double [ %221, %215 ], [ %213, %210 ]
  %218 = phi i64 [ %223, %215 ], [ 0, %210 ]
  call void @llvm.dbg.value(metadata i64 %216, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %217, metadata !27, metadata !DIExpression()), !dbg !41
  %219 = getelementptr inbounds double, double* %17, i64 %216, !dbg !108
  %220 = load double, double* %219, align 8, !dbg !108, !tbaa !73
  %221 = fsub double %217, %220, !dbg !109
  call void @llvm.dbg.value(metadata double %221, metadata !27, metadata !DIExpression()), !dbg !41
  %222 = add nuw nsw i64 %216, 1, !dbg !110
  call void @llvm.dbg.value(metadata i64 %222, metadata !34, metadata !DIExpression()), !dbg !102
  %223 = add i64 %218, 1, !dbg !105
  %224 = icmp eq i64 %223, %180, !dbg !105
  br i1 %224, label %225, label %215, !dbg !105, !llvm.loop !111

225:                                              ; preds = %215, %210
  %226 = phi double [ %211, %210 ], [ %221, %215 ], !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata double %226, metadata !27, metadata !DIExpression()), !dbg !41
  %227 = icmp sgt i32 %13, 3, !dbg !113
  br i1 %227, label %228, label %336, !dbg !114

228:                                              ; preds = %225
  %229 = lshr i32 %13, 2
  %230 = zext i32 %229 to i64, !dbg !113
  %231 = and i64 %230, 1, !dbg !114
  %232 = icmp eq i64 %179, 0, !dbg !114
  br i1 %232, label %315, label %233, !dbg !114

233:                                              ; preds = %228
  %234 = and i64 %230, 1073741822, !dbg !114
  br label %273, !dbg !114

235:                                              ; preds = %235, %182
  %236 = phi i64 [ 0, %182 ], [ %270, %235 ]
  %237 = phi double [ %176, %182 ], [ %269, %235 ]
  %238 = phi i64 [ 0, %182 ], [ %271, %235 ]
  call void @llvm.dbg.value(metadata i64 %236, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %237, metadata !27, metadata !DIExpression()), !dbg !41
  %239 = getelementptr inbounds double, double* %17, i64 %236, !dbg !108
  %240 = load double, double* %239, align 8, !dbg !108, !tbaa !73
  %241 = fsub double %237, %240, !dbg !109
  call void @llvm.dbg.value(metadata double %241, metadata !27, metadata !DIExpression()), !dbg !41
  %242 = or i64 %236, 1, !dbg !110
  call void @llvm.dbg.value(metadata i64 %242, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %242, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %241, metadata !27, metadata !DIExpression()), !dbg !41
  %243 = getelementptr inbounds double, double* %17, i64 %242, !dbg !108
  %244 = load double, double* %243, align 8, !dbg !108, !tbaa !73
  %245 = fsub double %241, %244, !dbg !109
  call void @llvm.dbg.value(metadata double %245, metadata !27, metadata !DIExpression()), !dbg !41
  %246 = or i64 %236, 2, !dbg !110
  call void @llvm.dbg.value(metadata i64 %246, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %246, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %245, metadata !27, metadata !DIExpression()), !dbg !41
  %247 = getelementptr inbounds double, double* %17, i64 %246, !dbg !108
  %248 = load double, double* %247, align 8, !dbg !108, !tbaa !73
  %249 = fsub double %245, %248, !dbg !109
  call void @llvm.dbg.value(metadata double %249, metadata !27, metadata !DIExpression()), !dbg !41
  %250 = or i64 %236, 3, !dbg !110
  call void @llvm.dbg.value(metadata i64 %250, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %250, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %249, metadata !27, metadata !DIExpression()), !dbg !41
  %251 = getelementptr inbounds double, double* %17, i64 %250, !dbg !108
  %252 = load double, double* %251, align 8, !dbg !108, !tbaa !73
  %253 = fsub double %249, %252, !dbg !109
  call void @llvm.dbg.value(metadata double %253, metadata !27, metadata !DIExpression()), !dbg !41
  %254 = or i64 %236, 4, !dbg !110
  call void @llvm.dbg.value(metadata i64 %254, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %254, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %253, metadata !27, metadata !DIExpression()), !dbg !41
  %255 = getelementptr inbounds double, double* %17, i64 %254, !dbg !108
  %256 = load double, double* %255, align 8, !dbg !108, !tbaa !73
  %257 = fsub double %253, %256, !dbg !109
  call void @llvm.dbg.value(metadata double %257, metadata !27, metadata !DIExpression()), !dbg !41
  %258 = or i64 %236, 5, !dbg !110
  call void @llvm.dbg.value(metadata i64 %258, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %258, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %257, metadata !27, metadata !DIExpression()), !dbg !41
  %259 = getelementptr inbounds double, double* %17, i64 %258, !dbg !108
  %260 = load double, double* %259, align 8, !dbg !108, !tbaa !73
  %261 = fsub double %257, %260, !dbg !109
  call void @llvm.dbg.value(metadata double %261, metadata !27, metadata !DIExpression()), !dbg !41
  %262 = or i64 %236, 6, !dbg !110
  call void @llvm.dbg.value(metadata i64 %262, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %262, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %261, metadata !27, metadata !DIExpression()), !dbg !41
  %263 = getelementptr inbounds double, double* %17, i64 %262, !dbg !108
  %264 = load double, double* %263, align 8, !dbg !108, !tbaa !73
  %265 = fsub double %261, %264, !dbg !109
  call void @llvm.dbg.value(metadata double %265, metadata !27, metadata !DIExpression()), !dbg !41
  %266 = or i64 %236, 7, !dbg !110
  call void @llvm.dbg.value(metadata i64 %266, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %266, metadata !34, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %265, metadata !27, metadata !DIExpression()), !dbg !41
  %267 = getelementptr inbounds double, double* %17, i64 %266, !dbg !108
  %268 = load double, double* %267, align 8, !dbg !108, !tbaa !73
  %269 = fsub double %265, %268, !dbg !109
  call void @llvm.dbg.value(metadata double %269, metadata !27, metadata !DIExpression()), !dbg !41
  %270 = add nuw nsw i64 %236, 8, !dbg !110
  call void @llvm.dbg.value(metadata i64 %270, metadata !34, metadata !DIExpression()), !dbg !102
  %271 = add i64 %238, 8, !dbg !105
  %272 = icmp eq i64 %271, %183, !dbg !105
  br i1 %272, label %210, label %235, !dbg !105, !llvm.loop !115

273:                                              ; preds = %273, %233
  %274 = phi i64 [ 0, %233 ], [ %310, %273 ]
  %275 = phi double [ %226, %233 ], [ %309, %273 ]
  %276 = phi i64 [ 0, %233 ], [ %311, %273 ]
  call void @llvm.dbg.value(metadata i64 %274, metadata !36, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata double %275, metadata !27, metadata !DIExpression()), !dbg !41
  %277 = shl nsw i64 %274, 2
  call void @llvm.dbg.value(metadata i64 0, metadata !38, metadata !DIExpression()), !dbg !117
  %278 = getelementptr inbounds double, double* %17, i64 %277, !dbg !118
  %279 = load double, double* %278, align 8, !dbg !118, !tbaa !73
  %280 = fadd double %275, %279, !dbg !120
  call void @llvm.dbg.value(metadata i64 1, metadata !38, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double %280, metadata !27, metadata !DIExpression()), !dbg !41
  %281 = or i64 %277, 1, !dbg !121
  %282 = getelementptr inbounds double, double* %17, i64 %281, !dbg !118
  %283 = load double, double* %282, align 8, !dbg !118, !tbaa !73
  %284 = fadd double %280, %283, !dbg !120
  call void @llvm.dbg.value(metadata i64 2, metadata !38, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double %284, metadata !27, metadata !DIExpression()), !dbg !41
  %285 = or i64 %277, 2, !dbg !121
  %286 = getelementptr inbounds double, double* %17, i64 %285, !dbg !118
  %287 = load double, double* %286, align 8, !dbg !118, !tbaa !73
  %288 = fadd double %284, %287, !dbg !120
  call void @llvm.dbg.value(metadata i64 3, metadata !38, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double %288, metadata !27, metadata !DIExpression()), !dbg !41
  %289 = or i64 %277, 3, !dbg !121
  %290 = getelementptr inbounds double, double* %17, i64 %289, !dbg !118
  %291 = load double, double* %290, align 8, !dbg !118, !tbaa !73
  %292 = fadd double %288, %291, !dbg !120
  call void @llvm.dbg.value(metadata double %292, metadata !27, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 4, metadata !38, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i64 %274, metadata !36, metadata !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value)), !dbg !112
  call void @llvm.dbg.value(metadata i64 %274, metadata !36, metadata !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value)), !dbg !112
  call void @llvm.dbg.value(metadata double %292, metadata !27, metadata !DIExpression()), !dbg !41
  %293 = shl i64 %274, 2
  %294 = or i64 %293, 4
  call void @llvm.dbg.value(metadata i64 0, metadata !38, metadata !DIExpression()), !dbg !117
  %295 = getelementptr inbounds double, double* %17, i64 %294, !dbg !118
  %296 = load double, double* %295, align 8, !dbg !118, !tbaa !73
  %297 = fadd double %292, %296, !dbg !120
  call void @llvm.dbg.value(metadata i64 1, metadata !38, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double %297, metadata !27, metadata !DIExpression()), !dbg !41
  %298 = or i64 %293, 5, !dbg !121
  %299 = getelementptr inbounds double, double* %17, i64 %298, !dbg !118
  %300 = load double, double* %299, align 8, !dbg !118, !tbaa !73
  %301 = fadd double %297, %300, !dbg !120
  call void @llvm.dbg.value(metadata i64 2, metadata !38, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double %301, metadata !27, metadata !DIExpression()), !dbg !41
  %302 = or i64 %293, 6, !dbg !121
  %303 = getelementptr inbounds double, double* %17, i64 %302, !dbg !118
  %304 = load double, double* %303, align 8, !dbg !118, !tbaa !73
  %305 = fadd double %301, %304, !dbg !120
  call void @llvm.dbg.value(metadata i64 3, metadata !38, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double %305, metadata !27, metadata !DIExpression()), !dbg !41
  %306 = or i64 %293, 7, !dbg !121
  %307 = getelementptr inbounds double, double* %17, i64 %306, !dbg !118
  %308 = load double, double* %307, align 8, !dbg !118, !tbaa !73
  %309 = fadd double %305, %308, !dbg !120
  call void @llvm.dbg.value(metadata double %309, metadata !27, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 4, metadata !38, metadata !DIExpression()), !dbg !117
  %310 = add nuw nsw i64 %274, 2, !dbg !122
  call void @llvm.dbg.value(metadata i64 %310, metadata !36, metadata !DIExpression()), !dbg !112
  %311 = add i64 %276, 2, !dbg !114
  %312 = icmp eq i64 %311, %234, !dbg !114
  br i1 %312, label %313, label %273, !dbg !114, !llvm.loop !123

313:                                              ; preds = %273
  %314 = shl i64 %310, 2, !dbg !114
  br label %315, !dbg !114

315:                                              ; preds = %313, %228
  %316 = phi double [ undef, %228 ], [ %309, %313 ]
  %317 = phi i64 [ 0, %228 ], [ %314, %313 ]
  %318 = phi double [ %226, %228 ], [ %309, %313 ]
  %319 = icmp eq i64 %231, 0, !dbg !114
  br i1 %319, label %336, label %320, !dbg !114

320:                                              ; preds = %315
  call void @llvm.dbg.value(metadata i64 undef, metadata !36, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata double %318, metadata !27, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 0, metadata !38, metadata !DIExpression()), !dbg !117
  %321 = getelementptr inbounds double, double* %17, i64 %317, !dbg !118
  %322 = load double, double* %321, align 8, !dbg !118, !tbaa !73
  %323 = fadd double %318, %322, !dbg !120
  call void @llvm.dbg.value(metadata i64 1, metadata !38, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double %323, metadata !27, metadata !DIExpression()), !dbg !41
  %324 = or i64 %317, 1, !dbg !121
  %325 = getelementptr inbounds double, double* %17, i64 %324, !dbg !118
  %326 = load double, double* %325, align 8, !dbg !118, !tbaa !73
  %327 = fadd double %323, %326, !dbg !120
  call void @llvm.dbg.value(metadata i64 2, metadata !38, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double %327, metadata !27, metadata !DIExpression()), !dbg !41
  %328 = or i64 %317, 2, !dbg !121
  %329 = getelementptr inbounds double, double* %17, i64 %328, !dbg !118
  %330 = load double, double* %329, align 8, !dbg !118, !tbaa !73
  %331 = fadd double %327, %330, !dbg !120
  call void @llvm.dbg.value(metadata i64 3, metadata !38, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata double %331, metadata !27, metadata !DIExpression()), !dbg !41
  %332 = or i64 %317, 3, !dbg !121
  %333 = getelementptr inbounds double, double* %17, i64 %332, !dbg !118
  %334 = load double, double* %333, align 8, !dbg !118, !tbaa !73
  %335 = fadd double %331, %334, !dbg !120
  call void @llvm.dbg.value(metadata double %335, metadata !27, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i64 4, metadata !38, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i64 undef, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !112
  br label %336, !dbg !125

336:                                              ; preds = %320, %315, %172, %225
  %337 = phi double [ %226, %225 ], [ %173, %172 ], [ %316, %315 ], [ %335, %320 ], !dbg !126
  %338 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %337), !dbg !125
  tail call void @free(i8* noundef nonnull %16) #6, !dbg !127
  br label %339

339:                                              ; preds = %12, %336
  %340 = phi i32 [ 0, %336 ], [ 1, %12 ], !dbg !41
  ret i32 %340, !dbg !128
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "quotient_bounds.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "7478ac92ba26d6c178897b1195b43911")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !16, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !25, !27, !28, !30, !32, !34, !36, !38}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 7, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 7, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 8, type: !3)
!22 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 9, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 12, type: !3)
!26 = distinct !DILexicalBlock(scope: !15, file: !1, line: 12, column: 3)
!27 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 14, type: !24)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 15, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 15, column: 3)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 17, type: !3)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 17, column: 3)
!32 = !DILocalVariable(name: "u", scope: !15, file: !1, line: 19, type: !33)
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 20, type: !33)
!35 = distinct !DILexicalBlock(scope: !15, file: !1, line: 20, column: 3)
!36 = !DILocalVariable(name: "k", scope: !37, file: !1, line: 22, type: !3)
!37 = distinct !DILexicalBlock(scope: !15, file: !1, line: 22, column: 3)
!38 = !DILocalVariable(name: "j", scope: !39, file: !1, line: 23, type: !3)
!39 = distinct !DILexicalBlock(scope: !40, file: !1, line: 23, column: 5)
!40 = distinct !DILexicalBlock(scope: !37, file: !1, line: 22, column: 3)
!41 = !DILocation(line: 0, scope: !15)
!42 = !DILocation(line: 8, column: 16, scope: !15)
!43 = !DILocation(line: 8, column: 11, scope: !15)
!44 = !DILocation(line: 8, column: 27, scope: !15)
!45 = !{!46, !46, i64 0}
!46 = !{!"any pointer", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocalVariable(name: "__nptr", arg: 1, scope: !50, file: !51, line: 362, type: !54)
!50 = distinct !DISubprogram(name: "atoi", scope: !51, file: !51, line: 362, type: !52, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56)
!51 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!52 = !DISubroutineType(types: !53)
!53 = !{!3, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!56 = !{!49}
!57 = !DILocation(line: 0, scope: !50, inlinedAt: !58)
!58 = distinct !DILocation(line: 8, column: 22, scope: !15)
!59 = !DILocation(line: 364, column: 16, scope: !50, inlinedAt: !58)
!60 = !DILocation(line: 364, column: 10, scope: !50, inlinedAt: !58)
!61 = !DILocation(line: 9, column: 22, scope: !15)
!62 = !DILocation(line: 9, column: 15, scope: !15)
!63 = !DILocation(line: 10, column: 8, scope: !64)
!64 = distinct !DILexicalBlock(scope: !15, file: !1, line: 10, column: 7)
!65 = !DILocation(line: 10, column: 7, scope: !15)
!66 = !DILocation(line: 0, scope: !26)
!67 = !DILocation(line: 12, column: 21, scope: !68)
!68 = distinct !DILexicalBlock(scope: !26, file: !1, line: 12, column: 3)
!69 = !DILocation(line: 12, column: 3, scope: !26)
!70 = !DILocation(line: 12, column: 27, scope: !68)
!71 = !DILocation(line: 13, column: 12, scope: !68)
!72 = !DILocation(line: 13, column: 10, scope: !68)
!73 = !{!74, !74, i64 0}
!74 = !{!"double", !47, i64 0}
!75 = distinct !{!75, !69, !76, !77, !78}
!76 = !DILocation(line: 13, column: 12, scope: !26)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !{!"llvm.loop.isvectorized", i32 1}
!79 = !DILocation(line: 0, scope: !29)
!80 = !DILocation(line: 15, column: 21, scope: !81)
!81 = distinct !DILexicalBlock(scope: !29, file: !1, line: 15, column: 3)
!82 = !DILocation(line: 15, column: 3, scope: !29)
!83 = !DILocation(line: 13, column: 5, scope: !68)
!84 = distinct !{!84, !69, !76, !77, !85, !78}
!85 = !{!"llvm.loop.unroll.runtime.disable"}
!86 = !DILocation(line: 16, column: 10, scope: !81)
!87 = !DILocation(line: 16, column: 7, scope: !81)
!88 = !DILocation(line: 15, column: 32, scope: !81)
!89 = distinct !{!89, !90}
!90 = !{!"llvm.loop.unroll.disable"}
!91 = !DILocation(line: 0, scope: !31)
!92 = !DILocation(line: 17, column: 21, scope: !93)
!93 = distinct !DILexicalBlock(scope: !31, file: !1, line: 17, column: 3)
!94 = !DILocation(line: 17, column: 3, scope: !31)
!95 = distinct !{!95, !82, !96, !77}
!96 = !DILocation(line: 16, column: 13, scope: !29)
!97 = !DILocation(line: 18, column: 14, scope: !93)
!98 = !DILocation(line: 18, column: 10, scope: !93)
!99 = !DILocation(line: 18, column: 7, scope: !93)
!100 = !DILocation(line: 17, column: 37, scope: !93)
!101 = distinct !{!101, !90}
!102 = !DILocation(line: 0, scope: !35)
!103 = !DILocation(line: 20, column: 26, scope: !104)
!104 = distinct !DILexicalBlock(scope: !35, file: !1, line: 20, column: 3)
!105 = !DILocation(line: 20, column: 3, scope: !35)
!106 = distinct !{!106, !94, !107, !77}
!107 = !DILocation(line: 18, column: 17, scope: !31)
!108 = !DILocation(line: 21, column: 10, scope: !104)
!109 = !DILocation(line: 21, column: 7, scope: !104)
!110 = !DILocation(line: 20, column: 37, scope: !104)
!111 = distinct !{!111, !90}
!112 = !DILocation(line: 0, scope: !37)
!113 = !DILocation(line: 22, column: 21, scope: !40)
!114 = !DILocation(line: 22, column: 3, scope: !37)
!115 = distinct !{!115, !105, !116, !77}
!116 = !DILocation(line: 21, column: 13, scope: !35)
!117 = !DILocation(line: 0, scope: !39)
!118 = !DILocation(line: 24, column: 12, scope: !119)
!119 = distinct !DILexicalBlock(scope: !39, file: !1, line: 23, column: 5)
!120 = !DILocation(line: 24, column: 9, scope: !119)
!121 = !DILocation(line: 24, column: 20, scope: !119)
!122 = !DILocation(line: 22, column: 31, scope: !40)
!123 = distinct !{!123, !114, !124, !77}
!124 = !DILocation(line: 24, column: 23, scope: !37)
!125 = !DILocation(line: 25, column: 3, scope: !15)
!126 = !DILocation(line: 14, column: 10, scope: !15)
!127 = !DILocation(line: 26, column: 3, scope: !15)
!128 = !DILocation(line: 28, column: 1, scope: !15)
