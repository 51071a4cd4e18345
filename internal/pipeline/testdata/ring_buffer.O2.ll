; ModuleID = 'ring_buffer.c'
source_filename = "ring_buffer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@hist = dso_local local_unnamed_addr global [4096 x i32] zeroinitializer, align 16, !dbg !0
@cnt = dso_local local_unnamed_addr global [4096 x i32] zeroinitializer, align 16, !dbg !11
@.str = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !23 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !27, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i8** %1, metadata !28, metadata !DIExpression()), !dbg !41
  %3 = icmp sgt i32 %0, 1, !dbg !42
  br i1 %3, label %4, label %15, !dbg !43

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !44
  %6 = load i8*, i8** %5, align 8, !dbg !44, !tbaa !45
  call void @llvm.dbg.value(metadata i8* %6, metadata !49, metadata !DIExpression()) #7, !dbg !57
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !59
  %8 = trunc i64 %7 to i32, !dbg !60
  call void @llvm.dbg.value(metadata i32 %8, metadata !29, metadata !DIExpression()), !dbg !41
  %9 = icmp eq i32 %0, 2, !dbg !61
  br i1 %9, label %15, label %10, !dbg !62

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !63
  %12 = load i8*, i8** %11, align 8, !dbg !63, !tbaa !45
  call void @llvm.dbg.value(metadata i8* %12, metadata !49, metadata !DIExpression()) #7, !dbg !64
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !66
  %14 = trunc i64 %13 to i32, !dbg !67
  br label %15, !dbg !62

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 1000000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 1000, %4 ], [ 1000, %2 ], !dbg !62
  call void @llvm.dbg.value(metadata i32 %17, metadata !30, metadata !DIExpression()), !dbg !41
  %18 = sext i32 %17 to i64, !dbg !68
  %19 = tail call noalias i8* @calloc(i64 noundef %18, i64 noundef 8) #7, !dbg !69
  %20 = bitcast i8* %19 to double*, !dbg !69
  call void @llvm.dbg.value(metadata double* %20, metadata !31, metadata !DIExpression()), !dbg !41
  %21 = icmp eq i8* %19, null, !dbg !70
  br i1 %21, label %201, label %22, !dbg !72

22:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !73
  %23 = icmp sgt i32 %16, 0, !dbg !74
  br i1 %23, label %24, label %115, !dbg !76

24:                                               ; preds = %22
  %25 = add i32 %16, -4097, !dbg !76
  %26 = icmp ult i32 %25, -4089, !dbg !76
  br i1 %26, label %60, label %27, !dbg !76

27:                                               ; preds = %24
  %28 = and i32 %16, -8, !dbg !76
  br label %29, !dbg !76

29:                                               ; preds = %29, %27
  %30 = phi i32 [ 0, %27 ], [ %55, %29 ], !dbg !77
  %31 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %27 ], [ %56, %29 ]
  %32 = add <4 x i32> %31, <i32 4, i32 4, i32 4, i32 4>
  %33 = and i32 %30, 4088, !dbg !77
  %34 = zext i32 %33 to i64, !dbg !77
  %35 = getelementptr inbounds [4096 x i32], [4096 x i32]* @hist, i64 0, i64 %34, !dbg !77
  %36 = bitcast i32* %35 to <4 x i32>*, !dbg !78
  %37 = load <4 x i32>, <4 x i32>* %36, align 16, !dbg !78, !tbaa !80
  %38 = getelementptr inbounds i32, i32* %35, i64 4, !dbg !78
  %39 = bitcast i32* %38 to <4 x i32>*, !dbg !78
  %40 = load <4 x i32>, <4 x i32>* %39, align 16, !dbg !78, !tbaa !80
  %41 = add nsw <4 x i32> %37, %31, !dbg !78
  %42 = add nsw <4 x i32> %40, %32, !dbg !78
  %43 = bitcast i32* %35 to <4 x i32>*, !dbg !78
  store <4 x i32> %41, <4 x i32>* %43, align 16, !dbg !78, !tbaa !80
  %44 = bitcast i32* %38 to <4 x i32>*, !dbg !78
  store <4 x i32> %42, <4 x i32>* %44, align 16, !dbg !78, !tbaa !80
  %45 = getelementptr inbounds [4096 x i32], [4096 x i32]* @cnt, i64 0, i64 %34, !dbg !77
  %46 = bitcast i32* %45 to <4 x i32>*, !dbg !82
  %47 = load <4 x i32>, <4 x i32>* %46, align 16, !dbg !82, !tbaa !80
  %48 = getelementptr inbounds i32, i32* %45, i64 4, !dbg !82
  %49 = bitcast i32* %48 to <4 x i32>*, !dbg !82
  %50 = load <4 x i32>, <4 x i32>* %49, align 16, !dbg !82, !tbaa !80
  %51 = add nsw <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !82
  %52 = add nsw <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>, !dbg !82
  %53 = bitcast i32* %45 to <4 x i32>*, !dbg !82
  store <4 x i32> %51, <4 x i32>* %53, align 16, !dbg !82, !tbaa !80
  %54 = bitcast i32* %48 to <4 x i32>*, !dbg !82
  store <4 x i32> %52, <4 x i32>* %54, align 16, !dbg !82, !tbaa !80
  %55 = add nuw i32 %30, 8, !dbg !77
  %56 = add <4 x i32> %31, <i32 8, i32 8, i32 8, i32 8>
  %57 = icmp eq i32 %55, %28, !dbg !77
  br i1 %57, label %58, label %29, !dbg !77, !llvm.loop !83

58:                                               ; preds = %29
  %59 = icmp eq i32 %16, %28, !dbg !76
  br i1 %59, label %78, label %60, !dbg !76

60:                                               ; preds = %24, %58
  %61 = phi i32 [ 0, %24 ], [ %28, %58 ]
  %62 = or i32 %61, 1, !dbg !76
  %63 = and i32 %16, 1, !dbg !76
  %64 = icmp eq i32 %63, 0, !dbg !76
  br i1 %64, label %75, label %65, !dbg !76

65:                                               ; preds = %60
  call void @llvm.dbg.value(metadata i32 undef, metadata !34, metadata !DIExpression()), !dbg !73
  %66 = and i32 %61, 4088, !dbg !87
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds [4096 x i32], [4096 x i32]* @hist, i64 0, i64 %67, !dbg !88
  %69 = load i32, i32* %68, align 16, !dbg !78, !tbaa !80
  %70 = add nsw i32 %69, %61, !dbg !78
  store i32 %70, i32* %68, align 16, !dbg !78, !tbaa !80
  %71 = getelementptr inbounds [4096 x i32], [4096 x i32]* @cnt, i64 0, i64 %67, !dbg !89
  %72 = load i32, i32* %71, align 16, !dbg !82, !tbaa !80
  %73 = add nsw i32 %72, 1, !dbg !82
  store i32 %73, i32* %71, align 16, !dbg !82, !tbaa !80
  %74 = or i32 %61, 1, !dbg !77
  call void @llvm.dbg.value(metadata i32 %74, metadata !34, metadata !DIExpression()), !dbg !73
  br label %75, !dbg !76

75:                                               ; preds = %65, %60
  %76 = phi i32 [ %61, %60 ], [ %74, %65 ]
  %77 = icmp eq i32 %16, %62, !dbg !76
  br i1 %77, label %78, label %84, !dbg !76

78:                                               ; preds = %75, %84, %58
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !90
  br i1 %23, label %79, label %115, !dbg !91

79:                                               ; preds = %78
  %80 = and i32 %16, 1, !dbg !91
  %81 = icmp eq i32 %16, 1, !dbg !91
  br i1 %81, label %105, label %82, !dbg !91

82:                                               ; preds = %79
  %83 = and i32 %16, -2, !dbg !91
  br label %124, !dbg !91

84:                                               ; preds = %75, %84
  %85 = phi i32 [ %103, %84 ], [ %76, %75 ]
  call void @llvm.dbg.value(metadata i32 %85, metadata !34, metadata !DIExpression()), !dbg !73
  %86 = and i32 %85, 4095, !dbg !87
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [4096 x i32], [4096 x i32]* @hist, i64 0, i64 %87, !dbg !88
  %89 = load i32, i32* %88, align 4, !dbg !78, !tbaa !80
  %90 = add nsw i32 %89, %85, !dbg !78
  store i32 %90, i32* %88, align 4, !dbg !78, !tbaa !80
  %91 = getelementptr inbounds [4096 x i32], [4096 x i32]* @cnt, i64 0, i64 %87, !dbg !89
  %92 = load i32, i32* %91, align 4, !dbg !82, !tbaa !80
  %93 = add nsw i32 %92, 1, !dbg !82
  store i32 %93, i32* %91, align 4, !dbg !82, !tbaa !80
  %94 = add nuw nsw i32 %85, 1, !dbg !77
  call void @llvm.dbg.value(metadata i32 %94, metadata !34, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 %94, metadata !34, metadata !DIExpression()), !dbg !73
  %95 = and i32 %94, 4095, !dbg !87
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds [4096 x i32], [4096 x i32]* @hist, i64 0, i64 %96, !dbg !88
  %98 = load i32, i32* %97, align 4, !dbg !78, !tbaa !80
  %99 = add nsw i32 %98, %94, !dbg !78
  store i32 %99, i32* %97, align 4, !dbg !78, !tbaa !80
  %100 = getelementptr inbounds [4096 x i32], [4096 x i32]* @cnt, i64 0, i64 %96, !dbg !89
  %101 = load i32, i32* %100, align 4, !dbg !82, !tbaa !80
  %102 = add nsw i32 %101, 1, !dbg !82
  store i32 %102, i32* %100, align 4, !dbg !82, !tbaa !80
  %103 = add nuw nsw i32 %85, 2, !dbg !77
  call void @llvm.dbg.value(metadata i32 %103, metadata !34, metadata !DIExpression()), !dbg !73
  %104 = icmp eq i32 %103, %16, !dbg !74
  br i1 %104, label %78, label %84, !dbg !76, !llvm.loop !92

105:                                              ; preds = %124, %79
  %106 = phi i32 [ 0, %79 ], [ %140, %124 ]
  %107 = icmp eq i32 %80, 0, !dbg !91
  br i1 %107, label %115, label %108, !dbg !91

108:                                              ; preds = %105
  call void @llvm.dbg.value(metadata i32 %106, metadata !36, metadata !DIExpression()), !dbg !90
  %109 = sitofp i32 %106 to double, !dbg !93
  %110 = srem i32 %106, %17, !dbg !95
  %111 = zext i32 %110 to i64, !dbg !96
  %112 = getelementptr inbounds double, double* %20, i64 %111, !dbg !96
  %113 = load double, double* %112, align 8, !dbg !97, !tbaa !98
  %114 = tail call double @llvm.fmuladd.f64(double %109, double 5.000000e-01, double %113), !dbg !97
  store double %114, double* %112, align 8, !dbg !97, !tbaa !98
  call void @llvm.dbg.value(metadata i32 %106, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !90
  br label %115, !dbg !100

115:                                              ; preds = %108, %105, %22, %78
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !38, metadata !DIExpression()), !dbg !41
  %116 = icmp sgt i32 %17, 0, !dbg !100
  br i1 %116, label %117, label %158, !dbg !103

117:                                              ; preds = %115
  %118 = zext i32 %17 to i64, !dbg !100
  %119 = add nsw i64 %118, -1, !dbg !103
  %120 = and i64 %118, 7, !dbg !103
  %121 = icmp ult i64 %119, 7, !dbg !103
  br i1 %121, label %143, label %122, !dbg !103

122:                                              ; preds = %117
  %123 = and i64 %118, 4294967288, !dbg !103
  br label %163, !dbg !103

124:                                              ; preds = %124, %82
  %125 = phi i32 [ 0, %82 ], [ %140, %124 ]
  %126 = phi i32 [ 0, %82 ], [ %141, %124 ]
  call void @llvm.dbg.value(metadata i32 %125, metadata !36, metadata !DIExpression()), !dbg !90
  %127 = sitofp i32 %125 to double, !dbg !93
  %128 = srem i32 %125, %17, !dbg !95
  %129 = zext i32 %128 to i64, !dbg !96
  %130 = getelementptr inbounds double, double* %20, i64 %129, !dbg !96
  %131 = load double, double* %130, align 8, !dbg !97, !tbaa !98
  %132 = tail call double @llvm.fmuladd.f64(double %127, double 5.000000e-01, double %131), !dbg !97
  store double %132, double* %130, align 8, !dbg !97, !tbaa !98
  %133 = or i32 %125, 1, !dbg !104
  call void @llvm.dbg.value(metadata i32 %133, metadata !36, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 %133, metadata !36, metadata !DIExpression()), !dbg !90
  %134 = sitofp i32 %133 to double, !dbg !93
  %135 = srem i32 %133, %17, !dbg !95
  %136 = zext i32 %135 to i64, !dbg !96
  %137 = getelementptr inbounds double, double* %20, i64 %136, !dbg !96
  %138 = load double, double* %137, align 8, !dbg !97, !tbaa !98
  %139 = tail call double @llvm.fmuladd.f64(double %134, double 5.000000e-01, double %138), !dbg !97
  store double %139, double* %137, align 8, !dbg !97, !tbaa !98
  %140 = add nuw nsw i32 %125, 2, !dbg !104
  call void @llvm.dbg.value(metadata i32 %140, metadata !36, metadata !DIExpression()), !dbg !90
  %141 = add i32 %126, 2, !dbg !91
  %142 = icmp eq i32 %141, %83, !dbg !91
  br i1 %142, label %105, label %124, !dbg !91, !llvm.loop !105

143:                                              ; preds = %163, %117
  %144 = phi double [ undef, %117 ], [ %197, %163 ]
  %145 = phi i64 [ 0, %117 ], [ %198, %163 ]
  %146 = phi double [ 0.000000e+00, %117 ], [ %197, %163 ]
  %147 = icmp eq i64 %120, 0, !dbg !103
  br i1 %147, label %158, label %148, !dbg !103

148:                                              ; preds = %143, %148
  %149 = phi i64 [ %155, %148 ], [ %145, %143 ]
  %150 = phi double [ %154, %148 ], [ %146, %143 ]
  %151 = phi i64 [ %156, %148 ], [ 0, %143 ]
  call void @llvm.dbg.value(metadata i64 %149, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %150, metadata !38, metadata !DIExpression()), !dbg !41
  %152 = getelementptr inbounds double, double* %20, i64 %149, !dbg !107
  %153 = load double, double* %152, align 8, !dbg !107, !tbaa !98
  %154 = fadd double %150, %153, !dbg !108
  call void @llvm.dbg.value(metadata double %154, metadata !38, metadata !DIExpression()), !dbg !41
  %155 = add nuw nsw i64 %149, 1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %155, metadata !39, metadata !DIExpression()), !dbg !102
  %156 = add i64 %151, 1, !dbg !103
  %157 = icmp eq i64 %156, %120, !dbg !103
  br i1 %157, label %158, label %148, !dbg !103, !llvm.loop !110

158:                                              ; preds = %143, %148, %115
  %159 = phi double [ 0.000000e+00, %115 ], [ %144, %143 ], [ %154, %148 ], !dbg !41
  %160 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @hist, i64 0, i64 5), align 4, !dbg !112, !tbaa !80
  %161 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @cnt, i64 0, i64 7), align 4, !dbg !113, !tbaa !80
  %162 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %160, i32 noundef %161, double noundef %159), !dbg !114
  tail call void @free(i8* noundef %19) #7, !dbg !115
  br label %201

163:                                              ; preds = %163, %122
  %164 = phi i64 [ 0, %122 ], [ %198, %163 ]
  %165 = phi double [ 0.000000e+00, %122 ], [ %197, %163 ]
  %166 = phi i64 [ 0, %122 ], [ %199, %163 ]
  call void @llvm.dbg.value(metadata i64 %164, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %165, metadata !38, metadata !DIExpression()), !dbg !41
  %167 = getelementptr inbounds double, double* %20, i64 %164, !dbg !107
  %168 = load double, double* %167, align 8, !dbg !107, !tbaa !98
  %169 = fadd double %165, %168, !dbg !108
  call void @llvm.dbg.value(metadata double %169, metadata !38, metadata !DIExpression()), !dbg !41
  %170 = or i64 %164, 1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %170, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %170, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %169, metadata !38, metadata !DIExpression()), !dbg !41
  %171 = getelementptr inbounds double, double* %20, i64 %170, !dbg !107
  %172 = load double, double* %171, align 8, !dbg !107, !tbaa !98
  %173 = fadd double %169, %172, !dbg !108
  call void @llvm.dbg.value(metadata double %173, metadata !38, metadata !DIExpression()), !dbg !41
  %174 = or i64 %164, 2, !dbg !109
  call void @llvm.dbg.value(metadata i64 %174, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %174, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %173, metadata !38, metadata !DIExpression()), !dbg !41
  %175 = getelementptr inbounds double, double* %20, i64 %174, !dbg !107
  %176 = load double, double* %175, align 8, !dbg !107, !tbaa !98
  %177 = fadd double %173, %176, !dbg !108
  call void @llvm.dbg.value(metadata double %177, metadata !38, metadata !DIExpression()), !dbg !41
  %178 = or i64 %164, 3, !dbg !109
  call void @llvm.dbg.value(metadata i64 %178, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %178, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %177, metadata !38, metadata !DIExpression()), !dbg !41
  %179 = getelementptr inbounds double, double* %20, i64 %178, !dbg !107
  %180 = load double, double* %179, align 8, !dbg !107, !tbaa !98
  %181 = fadd double %177, %180, !dbg !108
  call void @llvm.dbg.value(metadata double %181, metadata !38, metadata !DIExpression()), !dbg !41
  %182 = or i64 %164, 4, !dbg !109
  call void @llvm.dbg.value(metadata i64 %182, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %182, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %181, metadata !38, metadata !DIExpression()), !dbg !41
  %183 = getelementptr inbounds double, double* %20, i64 %182, !dbg !107
  %184 = load double, double* %183, align 8, !dbg !107, !tbaa !98
  %185 = fadd double %181, %184, !dbg !108
  call void @llvm.dbg.value(metadata double %185, metadata !38, metadata !DIExpression()), !dbg !41
  %186 = or i64 %164, 5, !dbg !109
  call void @llvm.dbg.value(metadata i64 %186, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %186, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %185, metadata !38, metadata !DIExpression()), !dbg !41
  %187 = getelementptr inbounds double, double* %20, i64 %186, !dbg !107
  %188 = load double, double* %187, align 8, !dbg !107, !tbaa !98
  %189 = fadd double %185, %188, !dbg !108
  call void @llvm.dbg.value(metadata double %189, metadata !38, metadata !DIExpression()), !dbg !41
  %190 = or i64 %164, 6, !dbg !109
  call void @llvm.dbg.value(metadata i64 %190, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %190, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %189, metadata !38, metadata !DIExpression()), !dbg !41
  %191 = getelementptr inbounds double, double* %20, i64 %190, !dbg !107
  %192 = load double, double* %191, align 8, !dbg !107, !tbaa !98
  %193 = fadd double %189, %192, !dbg !108
  call void @llvm.dbg.value(metadata double %193, metadata !38, metadata !DIExpression()), !dbg !41
  %194 = or i64 %164, 7, !dbg !109
  call void @llvm.dbg.value(metadata i64 %194, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %194, metadata !39, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata double %193, metadata !38, metadata !DIExpression()), !dbg !41
  %195 = getelementptr inbounds double, double* %20, i64 %194, !dbg !107
  %196 = load double, double* %195, align 8, !dbg !107, !tbaa !98
  %197 = fadd double %193, %196, !dbg !108
  call void @llvm.dbg.value(metadata double %197, metadata !38, metadata !DIExpression()), !dbg !41
  %198 = add nuw nsw i64 %164, 8, !dbg !109
  call void @llvm.dbg.value(metadata i64 %198, metadata !39, metadata !DIExpression()), !dbg !102
  %199 = add i64 %166, 8, !dbg !103
  %200 = icmp eq i64 %199, %123, !dbg !103
  br i1 %200, label %143, label %163, !dbg !103, !llvm.loop !116

201:                                              ; preds = %15, %158
  %202 = phi i32 [ 0, %158 ], [ 1, %15 ], !dbg !41
  ret i32 %202, !dbg !118
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "hist", scope: !2, file: !3, line: 10, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ring_buffer.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "1420c94b0149e00bb53f61ae8aeb4395")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0, !11}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "cnt", scope: !2, file: !3, line: 10, type: !13, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 131072, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4096)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 12, type: !24, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!5, !5, !6}
!26 = !{!27, !28, !29, !30, !31, !34, !36, !38, !39}
!27 = !DILocalVariable(name: "argc", arg: 1, scope: !23, file: !3, line: 12, type: !5)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !23, file: !3, line: 12, type: !6)
!29 = !DILocalVariable(name: "n", scope: !23, file: !3, line: 14, type: !5)
!30 = !DILocalVariable(name: "len", scope: !23, file: !3, line: 15, type: !5)
!31 = !DILocalVariable(name: "win", scope: !23, file: !3, line: 16, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 19, type: !5)
!35 = distinct !DILexicalBlock(scope: !23, file: !3, line: 19, column: 3)
!36 = !DILocalVariable(name: "i", scope: !37, file: !3, line: 23, type: !5)
!37 = distinct !DILexicalBlock(scope: !23, file: !3, line: 23, column: 3)
!38 = !DILocalVariable(name: "s", scope: !23, file: !3, line: 25, type: !33)
!39 = !DILocalVariable(name: "k", scope: !40, file: !3, line: 26, type: !5)
!40 = distinct !DILexicalBlock(scope: !23, file: !3, line: 26, column: 3)
!41 = !DILocation(line: 0, scope: !23)
!42 = !DILocation(line: 14, column: 16, scope: !23)
!43 = !DILocation(line: 14, column: 11, scope: !23)
!44 = !DILocation(line: 14, column: 27, scope: !23)
!45 = !{!46, !46, i64 0}
!46 = !{!"any pointer", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocalVariable(name: "__nptr", arg: 1, scope: !50, file: !51, line: 362, type: !54)
!50 = distinct !DISubprogram(name: "atoi", scope: !51, file: !51, line: 362, type: !52, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!51 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!52 = !DISubroutineType(types: !53)
!53 = !{!5, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!56 = !{!49}
!57 = !DILocation(line: 0, scope: !50, inlinedAt: !58)
!58 = distinct !DILocation(line: 14, column: 22, scope: !23)
!59 = !DILocation(line: 364, column: 16, scope: !50, inlinedAt: !58)
!60 = !DILocation(line: 364, column: 10, scope: !50, inlinedAt: !58)
!61 = !DILocation(line: 15, column: 18, scope: !23)
!62 = !DILocation(line: 15, column: 13, scope: !23)
!63 = !DILocation(line: 15, column: 29, scope: !23)
!64 = !DILocation(line: 0, scope: !50, inlinedAt: !65)
!65 = distinct !DILocation(line: 15, column: 24, scope: !23)
!66 = !DILocation(line: 364, column: 16, scope: !50, inlinedAt: !65)
!67 = !DILocation(line: 364, column: 10, scope: !50, inlinedAt: !65)
!68 = !DILocation(line: 16, column: 24, scope: !23)
!69 = !DILocation(line: 16, column: 17, scope: !23)
!70 = !DILocation(line: 17, column: 8, scope: !71)
!71 = distinct !DILexicalBlock(scope: !23, file: !3, line: 17, column: 7)
!72 = !DILocation(line: 17, column: 7, scope: !23)
!73 = !DILocation(line: 0, scope: !35)
!74 = !DILocation(line: 19, column: 21, scope: !75)
!75 = distinct !DILexicalBlock(scope: !35, file: !3, line: 19, column: 3)
!76 = !DILocation(line: 19, column: 3, scope: !35)
!77 = !DILocation(line: 19, column: 27, scope: !75)
!78 = !DILocation(line: 20, column: 26, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 19, column: 31)
!80 = !{!81, !81, i64 0}
!81 = !{!"int", !47, i64 0}
!82 = !DILocation(line: 21, column: 19, scope: !79)
!83 = distinct !{!83, !76, !84, !85, !86}
!84 = !DILocation(line: 22, column: 3, scope: !35)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !{!"llvm.loop.isvectorized", i32 1}
!87 = !DILocation(line: 20, column: 12, scope: !79)
!88 = !DILocation(line: 20, column: 5, scope: !79)
!89 = !DILocation(line: 21, column: 5, scope: !79)
!90 = !DILocation(line: 0, scope: !37)
!91 = !DILocation(line: 23, column: 3, scope: !37)
!92 = distinct !{!92, !76, !84, !85, !86}
!93 = !DILocation(line: 24, column: 27, scope: !94)
!94 = distinct !DILexicalBlock(scope: !37, file: !3, line: 23, column: 3)
!95 = !DILocation(line: 24, column: 11, scope: !94)
!96 = !DILocation(line: 24, column: 5, scope: !94)
!97 = !DILocation(line: 24, column: 18, scope: !94)
!98 = !{!99, !99, i64 0}
!99 = !{!"double", !47, i64 0}
!100 = !DILocation(line: 26, column: 21, scope: !101)
!101 = distinct !DILexicalBlock(scope: !40, file: !3, line: 26, column: 3)
!102 = !DILocation(line: 0, scope: !40)
!103 = !DILocation(line: 26, column: 3, scope: !40)
!104 = !DILocation(line: 23, column: 27, scope: !94)
!105 = distinct !{!105, !91, !106, !85}
!106 = !DILocation(line: 24, column: 27, scope: !37)
!107 = !DILocation(line: 27, column: 10, scope: !101)
!108 = !DILocation(line: 27, column: 7, scope: !101)
!109 = !DILocation(line: 26, column: 29, scope: !101)
!110 = distinct !{!110, !111}
!111 = !{!"llvm.loop.unroll.disable"}
!112 = !DILocation(line: 28, column: 24, scope: !23)
!113 = !DILocation(line: 28, column: 33, scope: !23)
!114 = !DILocation(line: 28, column: 3, scope: !23)
!115 = !DILocation(line: 29, column: 3, scope: !23)
!116 = distinct !{!116, !103, !117, !85}
!117 = !DILocation(line: 27, column: 15, scope: !40)
!118 = !DILocation(line: 31, column: 1, scope: !23)
