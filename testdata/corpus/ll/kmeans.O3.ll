; ModuleID = 'kmeans.c'
source_filename = "kmeans.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"iterations %d checksum %.6f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @kernel_assign(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef readonly %4, double* nocapture noundef readonly %5, i32* nocapture noundef %6) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %1, metadata !24, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %2, metadata !25, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %3, metadata !26, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %4, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %5, metadata !28, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32* %6, metadata !29, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !45
  %8 = icmp sgt i32 %0, 0, !dbg !46
  br i1 %8, label %9, label %164, !dbg !47

9:                                                ; preds = %7
  %10 = icmp sgt i32 %1, 0
  %11 = zext i32 %0 to i64, !dbg !46
  br i1 %10, label %84, label %12, !dbg !48

12:                                               ; preds = %9
  %13 = icmp ult i32 %0, 8, !dbg !47
  br i1 %13, label %81, label %14, !dbg !47

14:                                               ; preds = %12
  %15 = and i64 %11, 4294967288, !dbg !47
  br label %16, !dbg !47

16:                                               ; preds = %68, %14
  %17 = phi i64 [ 0, %14 ], [ %75, %68 ], !dbg !49
  %18 = phi <4 x i32> [ zeroinitializer, %14 ], [ %71, %68 ]
  %19 = phi <4 x i32> [ zeroinitializer, %14 ], [ %74, %68 ]
  %20 = or i64 %17, 4, !dbg !49
  %21 = getelementptr inbounds i32, i32* %6, i64 %17, !dbg !49
  %22 = bitcast i32* %21 to <4 x i32>*, !dbg !50
  %23 = load <4 x i32>, <4 x i32>* %22, align 4, !dbg !50, !tbaa !52
  %24 = getelementptr inbounds i32, i32* %21, i64 4, !dbg !50
  %25 = bitcast i32* %24 to <4 x i32>*, !dbg !50
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !dbg !50, !tbaa !52
  %27 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !56
  %28 = icmp eq <4 x i32> %26, zeroinitializer, !dbg !56
  %29 = xor <4 x i1> %27, <i1 true, i1 true, i1 true, i1 true>, !dbg !57
  %30 = xor <4 x i1> %28, <i1 true, i1 true, i1 true, i1 true>, !dbg !57
  %31 = extractelement <4 x i1> %29, i64 0, !dbg !57
  br i1 %31, label %32, label %34, !dbg !49

32:                                               ; preds = %16
  %33 = getelementptr inbounds i32, i32* %6, i64 %17, !dbg !57
  store i32 0, i32* %33, align 4, !dbg !57, !tbaa !52
  br label %34

34:                                               ; preds = %32, %16
  %35 = extractelement <4 x i1> %29, i64 1, !dbg !57
  br i1 %35, label %36, label %39, !dbg !57

36:                                               ; preds = %34
  %37 = or i64 %17, 1, !dbg !49
  %38 = getelementptr inbounds i32, i32* %6, i64 %37, !dbg !57
  store i32 0, i32* %38, align 4, !dbg !57, !tbaa !52
  br label %39

39:                                               ; preds = %36, %34
  %40 = extractelement <4 x i1> %29, i64 2, !dbg !57
  br i1 %40, label %41, label %44, !dbg !57

41:                                               ; preds = %39
  %42 = or i64 %17, 2, !dbg !49
  %43 = getelementptr inbounds i32, i32* %6, i64 %42, !dbg !57
  store i32 0, i32* %43, align 4, !dbg !57, !tbaa !52
  br label %44

44:                                               ; preds = %41, %39
  %45 = extractelement <4 x i1> %29, i64 3, !dbg !57
  br i1 %45, label %46, label %49, !dbg !57

46:                                               ; preds = %44
  %47 = or i64 %17, 3, !dbg !49
  %48 = getelementptr inbounds i32, i32* %6, i64 %47, !dbg !57
  store i32 0, i32* %48, align 4, !dbg !57, !tbaa !52
  br label %49

49:                                               ; preds = %46, %44
  %50 = extractelement <4 x i1> %30, i64 0, !dbg !57
  br i1 %50, label %51, label %53, !dbg !57

51:                                               ; preds = %49
  %52 = getelementptr inbounds i32, i32* %6, i64 %20, !dbg !57
  store i32 0, i32* %52, align 4, !dbg !57, !tbaa !52
  br label %53

53:                                               ; preds = %51, %49
  %54 = extractelement <4 x i1> %30, i64 1, !dbg !57
  br i1 %54, label %55, label %58, !dbg !57

55:                                               ; preds = %53
  %56 = or i64 %17, 5, !dbg !49
  %57 = getelementptr inbounds i32, i32* %6, i64 %56, !dbg !57
  store i32 0, i32* %57, align 4, !dbg !57, !tbaa !52
  br label %58

58:                                               ; preds = %55, %53
  %59 = extractelement <4 x i1> %30, i64 2, !dbg !57
  br i1 %59, label %60, label %63, !dbg !57

60:                                               ; preds = %58
  %61 = or i64 %17, 6, !dbg !49
  %62 = getelementptr inbounds i32, i32* %6, i64 %61, !dbg !57
  store i32 0, i32* %62, align 4, !dbg !57, !tbaa !52
  br label %63

63:                                               ; preds = %60, %58
  %64 = extractelement <4 x i1> %30, i64 3, !dbg !57
  br i1 %64, label %65, label %68, !dbg !57

65:                                               ; preds = %63
  %66 = or i64 %17, 7, !dbg !49
  %67 = getelementptr inbounds i32, i32* %6, i64 %66, !dbg !57
  store i32 0, i32* %67, align 4, !dbg !57, !tbaa !52
  br label %68

68:                                               ; preds = %65, %63
  %69 = xor <4 x i1> %27, <i1 true, i1 true, i1 true, i1 true>, !dbg !44
  %70 = zext <4 x i1> %69 to <4 x i32>, !dbg !44
  %71 = add <4 x i32> %18, %70, !dbg !44
  %72 = xor <4 x i1> %28, <i1 true, i1 true, i1 true, i1 true>, !dbg !44
  %73 = zext <4 x i1> %72 to <4 x i32>, !dbg !44
  %74 = add <4 x i32> %19, %73, !dbg !44
  %75 = add nuw i64 %17, 8, !dbg !49
  %76 = icmp eq i64 %75, %15, !dbg !49
  br i1 %76, label %77, label %16, !dbg !49, !llvm.loop !58

77:                                               ; preds = %68
  %78 = add <4 x i32> %74, %71, !dbg !47
  %79 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %78), !dbg !47
  %80 = icmp eq i64 %15, %11, !dbg !47
  br i1 %80, label %164, label %81, !dbg !47

81:                                               ; preds = %12, %77
  %82 = phi i64 [ 0, %12 ], [ %15, %77 ]
  %83 = phi i32 [ 0, %12 ], [ %79, %77 ]
  br label %158, !dbg !47

84:                                               ; preds = %9
  %85 = zext i32 %1 to i64
  %86 = and i64 %85, 1
  %87 = icmp eq i32 %1, 1
  %88 = and i64 %85, 4294967294
  %89 = icmp eq i64 %86, 0
  br label %90, !dbg !47

90:                                               ; preds = %84, %99
  %91 = phi i64 [ 0, %84 ], [ %101, %99 ]
  %92 = phi i32 [ 0, %84 ], [ %100, %99 ]
  call void @llvm.dbg.value(metadata i32 %92, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 %91, metadata !31, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double 0x7FEFFFFFFFFFFFFF, metadata !33, metadata !DIExpression()), !dbg !63
  %93 = getelementptr inbounds double, double* %2, i64 %91
  %94 = load double, double* %93, align 8, !tbaa !64
  %95 = getelementptr inbounds double, double* %3, i64 %91
  %96 = load double, double* %95, align 8, !tbaa !64
  br i1 %87, label %136, label %103, !dbg !48

97:                                               ; preds = %153
  store i32 %154, i32* %155, align 4, !dbg !66, !tbaa !52
  %98 = add nsw i32 %92, 1, !dbg !68
  call void @llvm.dbg.value(metadata i32 %98, metadata !30, metadata !DIExpression()), !dbg !44
  br label %99, !dbg !69

99:                                               ; preds = %97, %153
  %100 = phi i32 [ %98, %97 ], [ %92, %153 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %100, metadata !30, metadata !DIExpression()), !dbg !44
  %101 = add nuw nsw i64 %91, 1, !dbg !49
  call void @llvm.dbg.value(metadata i64 %101, metadata !31, metadata !DIExpression()), !dbg !45
  %102 = icmp eq i64 %101, %11, !dbg !46
  br i1 %102, label %164, label %90, !dbg !47, !llvm.loop !70

103:                                              ; preds = %90, %103
  %104 = phi i64 [ %133, %103 ], [ 0, %90 ]
  %105 = phi i32 [ %132, %103 ], [ 0, %90 ]
  %106 = phi double [ %130, %103 ], [ 0x7FEFFFFFFFFFFFFF, %90 ]
  %107 = phi i64 [ %134, %103 ], [ 0, %90 ]
  call void @llvm.dbg.value(metadata i64 %104, metadata !37, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %105, metadata !36, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double %106, metadata !33, metadata !DIExpression()), !dbg !63
  %108 = getelementptr inbounds double, double* %4, i64 %104, !dbg !71
  %109 = load double, double* %108, align 8, !dbg !71, !tbaa !64
  %110 = fsub double %94, %109, !dbg !72
  call void @llvm.dbg.value(metadata double %110, metadata !39, metadata !DIExpression()), !dbg !73
  %111 = getelementptr inbounds double, double* %5, i64 %104, !dbg !74
  %112 = load double, double* %111, align 8, !dbg !74, !tbaa !64
  %113 = fsub double %96, %112, !dbg !75
  call void @llvm.dbg.value(metadata double %113, metadata !42, metadata !DIExpression()), !dbg !73
  %114 = fmul double %113, %113, !dbg !76
  %115 = tail call double @llvm.fmuladd.f64(double %110, double %110, double %114), !dbg !77
  call void @llvm.dbg.value(metadata double %115, metadata !43, metadata !DIExpression()), !dbg !73
  %116 = fcmp olt double %115, %106, !dbg !78
  %117 = select i1 %116, double %115, double %106, !dbg !80
  %118 = trunc i64 %104 to i32, !dbg !80
  %119 = select i1 %116, i32 %118, i32 %105, !dbg !80
  call void @llvm.dbg.value(metadata i32 %119, metadata !36, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double %117, metadata !33, metadata !DIExpression()), !dbg !63
  %120 = or i64 %104, 1, !dbg !81
  call void @llvm.dbg.value(metadata i64 %120, metadata !37, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 %120, metadata !37, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %119, metadata !36, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double %117, metadata !33, metadata !DIExpression()), !dbg !63
  %121 = getelementptr inbounds double, double* %4, i64 %120, !dbg !71
  %122 = load double, double* %121, align 8, !dbg !71, !tbaa !64
  %123 = fsub double %94, %122, !dbg !72
  call void @llvm.dbg.value(metadata double %123, metadata !39, metadata !DIExpression()), !dbg !73
  %124 = getelementptr inbounds double, double* %5, i64 %120, !dbg !74
  %125 = load double, double* %124, align 8, !dbg !74, !tbaa !64
  %126 = fsub double %96, %125, !dbg !75
  call void @llvm.dbg.value(metadata double %126, metadata !42, metadata !DIExpression()), !dbg !73
  %127 = fmul double %126, %126, !dbg !76
  %128 = tail call double @llvm.fmuladd.f64(double %123, double %123, double %127), !dbg !77
  call void @llvm.dbg.value(metadata double %128, metadata !43, metadata !DIExpression()), !dbg !73
  %129 = fcmp olt double %128, %117, !dbg !78
  %130 = select i1 %129, double %128, double %117, !dbg !80
  %131 = trunc i64 %120 to i32, !dbg !80
  %132 = select i1 %129, i32 %131, i32 %119, !dbg !80
  call void @llvm.dbg.value(metadata i32 %132, metadata !36, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double %130, metadata !33, metadata !DIExpression()), !dbg !63
  %133 = add nuw nsw i64 %104, 2, !dbg !81
  call void @llvm.dbg.value(metadata i64 %133, metadata !37, metadata !DIExpression()), !dbg !62
  %134 = add i64 %107, 2, !dbg !48
  %135 = icmp eq i64 %134, %88, !dbg !48
  br i1 %135, label %136, label %103, !dbg !48, !llvm.loop !82

136:                                              ; preds = %103, %90
  %137 = phi i32 [ undef, %90 ], [ %132, %103 ]
  %138 = phi i64 [ 0, %90 ], [ %133, %103 ]
  %139 = phi i32 [ 0, %90 ], [ %132, %103 ]
  %140 = phi double [ 0x7FEFFFFFFFFFFFFF, %90 ], [ %130, %103 ]
  br i1 %89, label %153, label %141, !dbg !48

141:                                              ; preds = %136
  call void @llvm.dbg.value(metadata i64 %138, metadata !37, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %139, metadata !36, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double %140, metadata !33, metadata !DIExpression()), !dbg !63
  %142 = getelementptr inbounds double, double* %4, i64 %138, !dbg !71
  %143 = load double, double* %142, align 8, !dbg !71, !tbaa !64
  %144 = fsub double %94, %143, !dbg !72
  call void @llvm.dbg.value(metadata double %144, metadata !39, metadata !DIExpression()), !dbg !73
  %145 = getelementptr inbounds double, double* %5, i64 %138, !dbg !74
  %146 = load double, double* %145, align 8, !dbg !74, !tbaa !64
  %147 = fsub double %96, %146, !dbg !75
  call void @llvm.dbg.value(metadata double %147, metadata !42, metadata !DIExpression()), !dbg !73
  %148 = fmul double %147, %147, !dbg !76
  %149 = tail call double @llvm.fmuladd.f64(double %144, double %144, double %148), !dbg !77
  call void @llvm.dbg.value(metadata double %149, metadata !43, metadata !DIExpression()), !dbg !73
  %150 = fcmp olt double %149, %140, !dbg !78
  %151 = trunc i64 %138 to i32, !dbg !80
  %152 = select i1 %150, i32 %151, i32 %139, !dbg !80
  call void @llvm.dbg.value(metadata i32 %152, metadata !36, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double undef, metadata !33, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i64 %138, metadata !37, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !62
  br label %153, !dbg !50

153:                                              ; preds = %136, %141
  %154 = phi i32 [ %137, %136 ], [ %152, %141 ], !dbg !80
  %155 = getelementptr inbounds i32, i32* %6, i64 %91, !dbg !50
  %156 = load i32, i32* %155, align 4, !dbg !50, !tbaa !52
  %157 = icmp eq i32 %156, %154, !dbg !56
  br i1 %157, label %99, label %97, !dbg !57

158:                                              ; preds = %81, %168
  %159 = phi i64 [ %170, %168 ], [ %82, %81 ]
  %160 = phi i32 [ %169, %168 ], [ %83, %81 ]
  call void @llvm.dbg.value(metadata i32 %160, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 %159, metadata !31, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double 0x7FEFFFFFFFFFFFFF, metadata !33, metadata !DIExpression()), !dbg !63
  %161 = getelementptr inbounds i32, i32* %6, i64 %159, !dbg !50
  %162 = load i32, i32* %161, align 4, !dbg !50, !tbaa !52
  %163 = icmp eq i32 %162, 0, !dbg !56
  br i1 %163, label %168, label %166, !dbg !57

164:                                              ; preds = %168, %99, %77, %7
  %165 = phi i32 [ 0, %7 ], [ %79, %77 ], [ %100, %99 ], [ %169, %168 ], !dbg !44
  ret i32 %165, !dbg !84

166:                                              ; preds = %158
  store i32 0, i32* %161, align 4, !dbg !66, !tbaa !52
  %167 = add nsw i32 %160, 1, !dbg !68
  call void @llvm.dbg.value(metadata i32 %167, metadata !30, metadata !DIExpression()), !dbg !44
  br label %168, !dbg !69

168:                                              ; preds = %166, %158
  %169 = phi i32 [ %167, %166 ], [ %160, %158 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %169, metadata !30, metadata !DIExpression()), !dbg !44
  %170 = add nuw nsw i64 %159, 1, !dbg !49
  call void @llvm.dbg.value(metadata i64 %170, metadata !31, metadata !DIExpression()), !dbg !45
  %171 = icmp eq i64 %170, %11, !dbg !46
  br i1 %171, label %164, label %158, !dbg !47, !llvm.loop !85
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !87 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !91, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i8** %1, metadata !92, metadata !DIExpression()), !dbg !118
  %3 = icmp sgt i32 %0, 1, !dbg !119
  br i1 %3, label %4, label %15, !dbg !120

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !121
  %6 = load i8*, i8** %5, align 8, !dbg !121, !tbaa !122
  call void @llvm.dbg.value(metadata i8* %6, metadata !124, metadata !DIExpression()) #10, !dbg !132
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #10, !dbg !134
  %8 = trunc i64 %7 to i32, !dbg !135
  call void @llvm.dbg.value(metadata i32 %8, metadata !93, metadata !DIExpression()), !dbg !118
  %9 = icmp eq i32 %0, 2, !dbg !136
  br i1 %9, label %15, label %10, !dbg !137

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !138
  %12 = load i8*, i8** %11, align 8, !dbg !138, !tbaa !122
  call void @llvm.dbg.value(metadata i8* %12, metadata !124, metadata !DIExpression()) #10, !dbg !139
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #10, !dbg !141
  %14 = trunc i64 %13 to i32, !dbg !142
  br label %15, !dbg !137

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 3000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 8, %4 ], [ 8, %2 ], !dbg !137
  call void @llvm.dbg.value(metadata i32 %17, metadata !94, metadata !DIExpression()), !dbg !118
  %18 = sext i32 %16 to i64, !dbg !143
  %19 = shl nsw i64 %18, 3, !dbg !144
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #10, !dbg !145
  %21 = bitcast i8* %20 to double*, !dbg !145
  call void @llvm.dbg.value(metadata double* %21, metadata !95, metadata !DIExpression()), !dbg !118
  %22 = tail call noalias i8* @malloc(i64 noundef %19) #10, !dbg !146
  %23 = bitcast i8* %22 to double*, !dbg !146
  call void @llvm.dbg.value(metadata double* %23, metadata !97, metadata !DIExpression()), !dbg !118
  %24 = sext i32 %17 to i64, !dbg !147
  %25 = shl nsw i64 %24, 3, !dbg !148
  %26 = tail call noalias i8* @malloc(i64 noundef %25) #10, !dbg !149
  %27 = bitcast i8* %26 to double*, !dbg !149
  call void @llvm.dbg.value(metadata double* %27, metadata !98, metadata !DIExpression()), !dbg !118
  %28 = tail call noalias i8* @malloc(i64 noundef %25) #10, !dbg !150
  %29 = bitcast i8* %28 to double*, !dbg !150
  call void @llvm.dbg.value(metadata double* %29, metadata !99, metadata !DIExpression()), !dbg !118
  %30 = tail call noalias i8* @malloc(i64 noundef %25) #10, !dbg !151
  %31 = bitcast i8* %30 to double*, !dbg !151
  call void @llvm.dbg.value(metadata double* %31, metadata !100, metadata !DIExpression()), !dbg !118
  %32 = tail call noalias i8* @malloc(i64 noundef %25) #10, !dbg !152
  %33 = bitcast i8* %32 to double*, !dbg !152
  call void @llvm.dbg.value(metadata double* %33, metadata !101, metadata !DIExpression()), !dbg !118
  %34 = shl nsw i64 %24, 2, !dbg !153
  %35 = tail call noalias i8* @malloc(i64 noundef %34) #10, !dbg !154
  %36 = bitcast i8* %35 to i32*, !dbg !154
  call void @llvm.dbg.value(metadata i32* %36, metadata !102, metadata !DIExpression()), !dbg !118
  %37 = shl nsw i64 %18, 2, !dbg !155
  %38 = tail call noalias i8* @malloc(i64 noundef %37) #10, !dbg !156
  %39 = bitcast i8* %38 to i32*, !dbg !156
  call void @llvm.dbg.value(metadata i32* %39, metadata !103, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 77, metadata !104, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()), !dbg !157
  %40 = icmp sgt i32 %16, 0, !dbg !158
  br i1 %40, label %41, label %44, !dbg !159

41:                                               ; preds = %15
  %42 = zext i32 %16 to i64, !dbg !159
  %43 = shl nuw nsw i64 %42, 2, !dbg !159
  call void @llvm.memset.p0i8.i64(i8* align 4 %38, i8 -1, i64 %43, i1 false), !dbg !160, !tbaa !52
  br label %158, !dbg !159

44:                                               ; preds = %158, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !161
  %45 = icmp sgt i32 %17, 0, !dbg !162
  br i1 %45, label %48, label %46, !dbg !164

46:                                               ; preds = %44
  %47 = zext i32 %17 to i64
  br label %189, !dbg !164

48:                                               ; preds = %44
  %49 = sdiv i32 %16, %17
  %50 = sext i32 %49 to i64, !dbg !164
  %51 = zext i32 %17 to i64, !dbg !162
  %52 = icmp ugt i32 %17, 3, !dbg !164
  %53 = icmp eq i32 %49, 1, !dbg !164
  %54 = select i1 %52, i1 %53, i1 false, !dbg !164
  br i1 %54, label %55, label %140, !dbg !164

55:                                               ; preds = %48
  %56 = and i64 %51, 4294967292, !dbg !164
  %57 = add nsw i64 %56, -4, !dbg !164
  %58 = lshr exact i64 %57, 2, !dbg !164
  %59 = add nuw nsw i64 %58, 1, !dbg !164
  %60 = and i64 %59, 1, !dbg !164
  %61 = icmp eq i64 %57, 0, !dbg !164
  br i1 %61, label %113, label %62, !dbg !164

62:                                               ; preds = %55
  %63 = and i64 %59, 9223372036854775806, !dbg !164
  br label %64, !dbg !164

64:                                               ; preds = %64, %62
  %65 = phi i64 [ 0, %62 ], [ %110, %64 ], !dbg !165
  %66 = phi i64 [ 0, %62 ], [ %111, %64 ]
  %67 = mul nsw i64 %65, %50, !dbg !165
  %68 = getelementptr inbounds double, double* %21, i64 %67, !dbg !165
  %69 = bitcast double* %68 to <2 x double>*, !dbg !166
  %70 = load <2 x double>, <2 x double>* %69, align 8, !dbg !166, !tbaa !64
  %71 = getelementptr inbounds double, double* %68, i64 2, !dbg !166
  %72 = bitcast double* %71 to <2 x double>*, !dbg !166
  %73 = load <2 x double>, <2 x double>* %72, align 8, !dbg !166, !tbaa !64
  %74 = getelementptr inbounds double, double* %27, i64 %65, !dbg !165
  %75 = bitcast double* %74 to <2 x double>*, !dbg !168
  store <2 x double> %70, <2 x double>* %75, align 8, !dbg !168, !tbaa !64
  %76 = getelementptr inbounds double, double* %74, i64 2, !dbg !168
  %77 = bitcast double* %76 to <2 x double>*, !dbg !168
  store <2 x double> %73, <2 x double>* %77, align 8, !dbg !168, !tbaa !64
  %78 = getelementptr inbounds double, double* %23, i64 %67, !dbg !165
  %79 = bitcast double* %78 to <2 x double>*, !dbg !169
  %80 = load <2 x double>, <2 x double>* %79, align 8, !dbg !169, !tbaa !64
  %81 = getelementptr inbounds double, double* %78, i64 2, !dbg !169
  %82 = bitcast double* %81 to <2 x double>*, !dbg !169
  %83 = load <2 x double>, <2 x double>* %82, align 8, !dbg !169, !tbaa !64
  %84 = getelementptr inbounds double, double* %29, i64 %65, !dbg !165
  %85 = bitcast double* %84 to <2 x double>*, !dbg !170
  store <2 x double> %80, <2 x double>* %85, align 8, !dbg !170, !tbaa !64
  %86 = getelementptr inbounds double, double* %84, i64 2, !dbg !170
  %87 = bitcast double* %86 to <2 x double>*, !dbg !170
  store <2 x double> %83, <2 x double>* %87, align 8, !dbg !170, !tbaa !64
  %88 = or i64 %65, 4, !dbg !165
  %89 = mul nsw i64 %88, %50, !dbg !165
  %90 = getelementptr inbounds double, double* %21, i64 %89, !dbg !165
  %91 = bitcast double* %90 to <2 x double>*, !dbg !166
  %92 = load <2 x double>, <2 x double>* %91, align 8, !dbg !166, !tbaa !64
  %93 = getelementptr inbounds double, double* %90, i64 2, !dbg !166
  %94 = bitcast double* %93 to <2 x double>*, !dbg !166
  %95 = load <2 x double>, <2 x double>* %94, align 8, !dbg !166, !tbaa !64
  %96 = getelementptr inbounds double, double* %27, i64 %88, !dbg !165
  %97 = bitcast double* %96 to <2 x double>*, !dbg !168
  store <2 x double> %92, <2 x double>* %97, align 8, !dbg !168, !tbaa !64
  %98 = getelementptr inbounds double, double* %96, i64 2, !dbg !168
  %99 = bitcast double* %98 to <2 x double>*, !dbg !168
  store <2 x double> %95, <2 x double>* %99, align 8, !dbg !168, !tbaa !64
  %100 = getelementptr inbounds double, double* %23, i64 %89, !dbg !165
  %101 = bitcast double* %100 to <2 x double>*, !dbg !169
  %102 = load <2 x double>, <2 x double>* %101, align 8, !dbg !169, !tbaa !64
  %103 = getelementptr inbounds double, double* %100, i64 2, !dbg !169
  %104 = bitcast double* %103 to <2 x double>*, !dbg !169
  %105 = load <2 x double>, <2 x double>* %104, align 8, !dbg !169, !tbaa !64
  %106 = getelementptr inbounds double, double* %29, i64 %88, !dbg !165
  %107 = bitcast double* %106 to <2 x double>*, !dbg !170
  store <2 x double> %102, <2 x double>* %107, align 8, !dbg !170, !tbaa !64
  %108 = getelementptr inbounds double, double* %106, i64 2, !dbg !170
  %109 = bitcast double* %108 to <2 x double>*, !dbg !170
  store <2 x double> %105, <2 x double>* %109, align 8, !dbg !170, !tbaa !64
  %110 = add nuw i64 %65, 8, !dbg !165
  %111 = add i64 %66, 2, !dbg !165
  %112 = icmp eq i64 %111, %63, !dbg !165
  br i1 %112, label %113, label %64, !dbg !165, !llvm.loop !171

113:                                              ; preds = %64, %55
  %114 = phi i64 [ 0, %55 ], [ %110, %64 ]
  %115 = icmp eq i64 %60, 0, !dbg !165
  br i1 %115, label %138, label %116, !dbg !165

116:                                              ; preds = %113
  %117 = mul nsw i64 %114, %50, !dbg !165
  %118 = getelementptr inbounds double, double* %21, i64 %117, !dbg !165
  %119 = bitcast double* %118 to <2 x double>*, !dbg !166
  %120 = load <2 x double>, <2 x double>* %119, align 8, !dbg !166, !tbaa !64
  %121 = getelementptr inbounds double, double* %118, i64 2, !dbg !166
  %122 = bitcast double* %121 to <2 x double>*, !dbg !166
  %123 = load <2 x double>, <2 x double>* %122, align 8, !dbg !166, !tbaa !64
  %124 = getelementptr inbounds double, double* %27, i64 %114, !dbg !165
  %125 = bitcast double* %124 to <2 x double>*, !dbg !168
  store <2 x double> %120, <2 x double>* %125, align 8, !dbg !168, !tbaa !64
  %126 = getelementptr inbounds double, double* %124, i64 2, !dbg !168
  %127 = bitcast double* %126 to <2 x double>*, !dbg !168
  store <2 x double> %123, <2 x double>* %127, align 8, !dbg !168, !tbaa !64
  %128 = getelementptr inbounds double, double* %23, i64 %117, !dbg !165
  %129 = bitcast double* %128 to <2 x double>*, !dbg !169
  %130 = load <2 x double>, <2 x double>* %129, align 8, !dbg !169, !tbaa !64
  %131 = getelementptr inbounds double, double* %128, i64 2, !dbg !169
  %132 = bitcast double* %131 to <2 x double>*, !dbg !169
  %133 = load <2 x double>, <2 x double>* %132, align 8, !dbg !169, !tbaa !64
  %134 = getelementptr inbounds double, double* %29, i64 %114, !dbg !165
  %135 = bitcast double* %134 to <2 x double>*, !dbg !170
  store <2 x double> %130, <2 x double>* %135, align 8, !dbg !170, !tbaa !64
  %136 = getelementptr inbounds double, double* %134, i64 2, !dbg !170
  %137 = bitcast double* %136 to <2 x double>*, !dbg !170
  store <2 x double> %133, <2 x double>* %137, align 8, !dbg !170, !tbaa !64
  br label %138, !dbg !164

138:                                              ; preds = %113, %116
  %139 = icmp eq i64 %56, %51, !dbg !164
  br i1 %139, label %189, label %140, !dbg !164

140:                                              ; preds = %48, %138
  %141 = phi i64 [ 0, %48 ], [ %56, %138 ]
  %142 = xor i64 %141, -1, !dbg !164
  %143 = and i64 %51, 1, !dbg !164
  %144 = icmp eq i64 %143, 0, !dbg !164
  br i1 %144, label %154, label %145, !dbg !164

145:                                              ; preds = %140
  call void @llvm.dbg.value(metadata i64 undef, metadata !111, metadata !DIExpression()), !dbg !161
  %146 = mul nsw i64 %141, %50, !dbg !173
  %147 = getelementptr inbounds double, double* %21, i64 %146, !dbg !166
  %148 = load double, double* %147, align 8, !dbg !166, !tbaa !64
  %149 = getelementptr inbounds double, double* %27, i64 %141, !dbg !174
  store double %148, double* %149, align 8, !dbg !168, !tbaa !64
  %150 = getelementptr inbounds double, double* %23, i64 %146, !dbg !169
  %151 = load double, double* %150, align 8, !dbg !169, !tbaa !64
  %152 = getelementptr inbounds double, double* %29, i64 %141, !dbg !175
  store double %151, double* %152, align 8, !dbg !170, !tbaa !64
  %153 = or i64 %141, 1, !dbg !165
  call void @llvm.dbg.value(metadata i64 %153, metadata !111, metadata !DIExpression()), !dbg !161
  br label %154, !dbg !164

154:                                              ; preds = %145, %140
  %155 = phi i64 [ %141, %140 ], [ %153, %145 ]
  %156 = sub nsw i64 0, %51, !dbg !164
  %157 = icmp eq i64 %142, %156, !dbg !164
  br i1 %157, label %189, label %202, !dbg !164

158:                                              ; preds = %41, %158
  %159 = phi i64 [ 0, %41 ], [ %187, %158 ]
  %160 = phi i32 [ 77, %41 ], [ %177, %158 ]
  call void @llvm.dbg.value(metadata i32 %160, metadata !104, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %159, metadata !106, metadata !DIExpression()), !dbg !157
  %161 = mul i32 %160, 1664525, !dbg !176
  %162 = add i32 %161, 1013904223, !dbg !177
  call void @llvm.dbg.value(metadata i32 %162, metadata !104, metadata !DIExpression()), !dbg !118
  %163 = lshr i32 %162, 28, !dbg !178
  %164 = trunc i32 %163 to i8, !dbg !179
  %165 = urem i8 %164, 5, !dbg !179
  call void @llvm.dbg.value(metadata i8 %165, metadata !108, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !180
  %166 = mul i32 %162, 1664525, !dbg !181
  %167 = add i32 %166, 1013904223, !dbg !182
  call void @llvm.dbg.value(metadata i32 %167, metadata !104, metadata !DIExpression()), !dbg !118
  %168 = uitofp i8 %165 to double, !dbg !183
  %169 = lshr i32 %167, 16, !dbg !184
  %170 = trunc i32 %169 to i16, !dbg !185
  %171 = urem i16 %170, 1000, !dbg !185
  %172 = uitofp i16 %171 to double, !dbg !186
  %173 = fdiv double %172, 4.000000e+02, !dbg !187
  %174 = tail call double @llvm.fmuladd.f64(double %168, double 4.000000e+00, double %173), !dbg !188
  %175 = getelementptr inbounds double, double* %21, i64 %159, !dbg !189
  store double %174, double* %175, align 8, !dbg !190, !tbaa !64
  %176 = mul i32 %167, 1664525, !dbg !191
  %177 = add i32 %176, 1013904223, !dbg !192
  call void @llvm.dbg.value(metadata i32 %177, metadata !104, metadata !DIExpression()), !dbg !118
  %178 = and i8 %165, 1, !dbg !193
  %179 = uitofp i8 %178 to double, !dbg !194
  %180 = lshr i32 %177, 16, !dbg !195
  %181 = trunc i32 %180 to i16, !dbg !196
  %182 = urem i16 %181, 1000, !dbg !196
  %183 = uitofp i16 %182 to double, !dbg !197
  %184 = fdiv double %183, 4.000000e+02, !dbg !198
  %185 = tail call double @llvm.fmuladd.f64(double %179, double 6.000000e+00, double %184), !dbg !199
  %186 = getelementptr inbounds double, double* %23, i64 %159, !dbg !200
  store double %185, double* %186, align 8, !dbg !201, !tbaa !64
  %187 = add nuw nsw i64 %159, 1, !dbg !202
  call void @llvm.dbg.value(metadata i64 %187, metadata !106, metadata !DIExpression()), !dbg !157
  %188 = icmp eq i64 %187, %42, !dbg !158
  br i1 %188, label %44, label %158, !dbg !159, !llvm.loop !203

189:                                              ; preds = %154, %202, %138, %46
  %190 = phi i64 [ %47, %46 ], [ %51, %138 ], [ %51, %202 ], [ %51, %154 ]
  %191 = zext i32 %16 to i64
  %192 = shl nuw nsw i64 %190, 3, !dbg !205
  %193 = shl nuw nsw i64 %190, 2, !dbg !205
  %194 = add nsw i64 %190, -1, !dbg !205
  %195 = icmp ult i32 %16, 8
  %196 = and i64 %191, 4294967288
  %197 = icmp eq i64 %196, %191
  %198 = and i64 %190, 1
  %199 = icmp eq i64 %194, 0
  %200 = and i64 %190, 4294967294
  %201 = icmp eq i64 %198, 0
  br label %221, !dbg !205

202:                                              ; preds = %154, %202
  %203 = phi i64 [ %219, %202 ], [ %155, %154 ]
  call void @llvm.dbg.value(metadata i64 %203, metadata !111, metadata !DIExpression()), !dbg !161
  %204 = mul nsw i64 %203, %50, !dbg !173
  %205 = getelementptr inbounds double, double* %21, i64 %204, !dbg !166
  %206 = load double, double* %205, align 8, !dbg !166, !tbaa !64
  %207 = getelementptr inbounds double, double* %27, i64 %203, !dbg !174
  store double %206, double* %207, align 8, !dbg !168, !tbaa !64
  %208 = getelementptr inbounds double, double* %23, i64 %204, !dbg !169
  %209 = load double, double* %208, align 8, !dbg !169, !tbaa !64
  %210 = getelementptr inbounds double, double* %29, i64 %203, !dbg !175
  store double %209, double* %210, align 8, !dbg !170, !tbaa !64
  %211 = add nuw nsw i64 %203, 1, !dbg !165
  call void @llvm.dbg.value(metadata i64 %211, metadata !111, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i64 %211, metadata !111, metadata !DIExpression()), !dbg !161
  %212 = mul nsw i64 %211, %50, !dbg !173
  %213 = getelementptr inbounds double, double* %21, i64 %212, !dbg !166
  %214 = load double, double* %213, align 8, !dbg !166, !tbaa !64
  %215 = getelementptr inbounds double, double* %27, i64 %211, !dbg !174
  store double %214, double* %215, align 8, !dbg !168, !tbaa !64
  %216 = getelementptr inbounds double, double* %23, i64 %212, !dbg !169
  %217 = load double, double* %216, align 8, !dbg !169, !tbaa !64
  %218 = getelementptr inbounds double, double* %29, i64 %211, !dbg !175
  store double %217, double* %218, align 8, !dbg !170, !tbaa !64
  %219 = add nuw nsw i64 %203, 2, !dbg !165
  call void @llvm.dbg.value(metadata i64 %219, metadata !111, metadata !DIExpression()), !dbg !161
  %220 = icmp eq i64 %219, %51, !dbg !162
  br i1 %220, label %189, label %202, !dbg !164, !llvm.loop !206

221:                                              ; preds = %420, %189
  %222 = phi i32 [ 0, %189 ], [ %421, %420 ], !dbg !118
  call void @llvm.dbg.value(metadata i32 %222, metadata !113, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()) #10, !dbg !207
  call void @llvm.dbg.value(metadata i32 %17, metadata !24, metadata !DIExpression()) #10, !dbg !207
  call void @llvm.dbg.value(metadata double* %21, metadata !25, metadata !DIExpression()) #10, !dbg !207
  call void @llvm.dbg.value(metadata double* %23, metadata !26, metadata !DIExpression()) #10, !dbg !207
  call void @llvm.dbg.value(metadata double* %27, metadata !27, metadata !DIExpression()) #10, !dbg !207
  call void @llvm.dbg.value(metadata double* %29, metadata !28, metadata !DIExpression()) #10, !dbg !207
  call void @llvm.dbg.value(metadata i32* %39, metadata !29, metadata !DIExpression()) #10, !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #10, !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()) #10, !dbg !210
  br i1 %40, label %223, label %372, !dbg !211

223:                                              ; preds = %221
  br i1 %45, label %292, label %224, !dbg !212

224:                                              ; preds = %223
  br i1 %195, label %289, label %225, !dbg !211

225:                                              ; preds = %224, %277
  %226 = phi i64 [ %284, %277 ], [ 0, %224 ], !dbg !213
  %227 = phi <4 x i32> [ %280, %277 ], [ zeroinitializer, %224 ]
  %228 = phi <4 x i32> [ %283, %277 ], [ zeroinitializer, %224 ]
  %229 = or i64 %226, 4, !dbg !213
  %230 = getelementptr inbounds i32, i32* %39, i64 %226, !dbg !213
  %231 = bitcast i32* %230 to <4 x i32>*, !dbg !214
  %232 = load <4 x i32>, <4 x i32>* %231, align 4, !dbg !214, !tbaa !52
  %233 = getelementptr inbounds i32, i32* %230, i64 4, !dbg !214
  %234 = bitcast i32* %233 to <4 x i32>*, !dbg !214
  %235 = load <4 x i32>, <4 x i32>* %234, align 4, !dbg !214, !tbaa !52
  %236 = icmp eq <4 x i32> %232, zeroinitializer, !dbg !215
  %237 = icmp eq <4 x i32> %235, zeroinitializer, !dbg !215
  %238 = xor <4 x i1> %236, <i1 true, i1 true, i1 true, i1 true>, !dbg !216
  %239 = xor <4 x i1> %237, <i1 true, i1 true, i1 true, i1 true>, !dbg !216
  %240 = extractelement <4 x i1> %238, i64 0, !dbg !216
  br i1 %240, label %241, label %243, !dbg !213

241:                                              ; preds = %225
  %242 = getelementptr inbounds i32, i32* %39, i64 %226, !dbg !216
  store i32 0, i32* %242, align 4, !dbg !216, !tbaa !52
  br label %243

243:                                              ; preds = %241, %225
  %244 = extractelement <4 x i1> %238, i64 1, !dbg !216
  br i1 %244, label %245, label %248, !dbg !216

245:                                              ; preds = %243
  %246 = or i64 %226, 1, !dbg !213
  %247 = getelementptr inbounds i32, i32* %39, i64 %246, !dbg !216
  store i32 0, i32* %247, align 4, !dbg !216, !tbaa !52
  br label %248

248:                                              ; preds = %245, %243
  %249 = extractelement <4 x i1> %238, i64 2, !dbg !216
  br i1 %249, label %250, label %253, !dbg !216

250:                                              ; preds = %248
  %251 = or i64 %226, 2, !dbg !213
  %252 = getelementptr inbounds i32, i32* %39, i64 %251, !dbg !216
  store i32 0, i32* %252, align 4, !dbg !216, !tbaa !52
  br label %253

253:                                              ; preds = %250, %248
  %254 = extractelement <4 x i1> %238, i64 3, !dbg !216
  br i1 %254, label %255, label %258, !dbg !216

255:                                              ; preds = %253
  %256 = or i64 %226, 3, !dbg !213
  %257 = getelementptr inbounds i32, i32* %39, i64 %256, !dbg !216
  store i32 0, i32* %257, align 4, !dbg !216, !tbaa !52
  br label %258

258:                                              ; preds = %255, %253
  %259 = extractelement <4 x i1> %239, i64 0, !dbg !216
  br i1 %259, label %260, label %262, !dbg !216

260:                                              ; preds = %258
  %261 = getelementptr inbounds i32, i32* %39, i64 %229, !dbg !216
  store i32 0, i32* %261, align 4, !dbg !216, !tbaa !52
  br label %262

262:                                              ; preds = %260, %258
  %263 = extractelement <4 x i1> %239, i64 1, !dbg !216
  br i1 %263, label %264, label %267, !dbg !216

264:                                              ; preds = %262
  %265 = or i64 %226, 5, !dbg !213
  %266 = getelementptr inbounds i32, i32* %39, i64 %265, !dbg !216
  store i32 0, i32* %266, align 4, !dbg !216, !tbaa !52
  br label %267

267:                                              ; preds = %264, %262
  %268 = extractelement <4 x i1> %239, i64 2, !dbg !216
  br i1 %268, label %269, label %272, !dbg !216

269:                                              ; preds = %267
  %270 = or i64 %226, 6, !dbg !213
  %271 = getelementptr inbounds i32, i32* %39, i64 %270, !dbg !216
  store i32 0, i32* %271, align 4, !dbg !216, !tbaa !52
  br label %272

272:                                              ; preds = %269, %267
  %273 = extractelement <4 x i1> %239, i64 3, !dbg !216
  br i1 %273, label %274, label %277, !dbg !216

274:                                              ; preds = %272
  %275 = or i64 %226, 7, !dbg !213
  %276 = getelementptr inbounds i32, i32* %39, i64 %275, !dbg !216
  store i32 0, i32* %276, align 4, !dbg !216, !tbaa !52
  br label %277

277:                                              ; preds = %274, %272
  %278 = xor <4 x i1> %236, <i1 true, i1 true, i1 true, i1 true>, !dbg !207
  %279 = zext <4 x i1> %278 to <4 x i32>, !dbg !207
  %280 = add <4 x i32> %227, %279, !dbg !207
  %281 = xor <4 x i1> %237, <i1 true, i1 true, i1 true, i1 true>, !dbg !207
  %282 = zext <4 x i1> %281 to <4 x i32>, !dbg !207
  %283 = add <4 x i32> %228, %282, !dbg !207
  %284 = add nuw i64 %226, 8, !dbg !213
  %285 = icmp eq i64 %284, %196, !dbg !213
  br i1 %285, label %286, label %225, !dbg !213, !llvm.loop !217

286:                                              ; preds = %277
  %287 = add <4 x i32> %283, %280, !dbg !211
  %288 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %287), !dbg !211
  br i1 %197, label %372, label %289, !dbg !211

289:                                              ; preds = %224, %286
  %290 = phi i64 [ 0, %224 ], [ %196, %286 ]
  %291 = phi i32 [ 0, %224 ], [ %288, %286 ]
  br label %360, !dbg !211

292:                                              ; preds = %223, %301
  %293 = phi i64 [ %303, %301 ], [ 0, %223 ]
  %294 = phi i32 [ %302, %301 ], [ 0, %223 ]
  call void @llvm.dbg.value(metadata i32 %294, metadata !30, metadata !DIExpression()) #10, !dbg !207
  call void @llvm.dbg.value(metadata i64 %293, metadata !31, metadata !DIExpression()) #10, !dbg !210
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()) #10, !dbg !219
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()) #10, !dbg !220
  call void @llvm.dbg.value(metadata double 0x7FEFFFFFFFFFFFFF, metadata !33, metadata !DIExpression()) #10, !dbg !220
  %295 = getelementptr inbounds double, double* %21, i64 %293
  %296 = load double, double* %295, align 8, !tbaa !64
  %297 = getelementptr inbounds double, double* %23, i64 %293
  %298 = load double, double* %297, align 8, !tbaa !64
  br i1 %199, label %338, label %305, !dbg !212

299:                                              ; preds = %355
  store i32 %356, i32* %357, align 4, !dbg !221, !tbaa !52
  %300 = add nsw i32 %294, 1, !dbg !222
  call void @llvm.dbg.value(metadata i32 %300, metadata !30, metadata !DIExpression()) #10, !dbg !207
  br label %301, !dbg !223

301:                                              ; preds = %355, %299
  %302 = phi i32 [ %300, %299 ], [ %294, %355 ], !dbg !207
  call void @llvm.dbg.value(metadata i32 %302, metadata !30, metadata !DIExpression()) #10, !dbg !207
  %303 = add nuw nsw i64 %293, 1, !dbg !213
  call void @llvm.dbg.value(metadata i64 %303, metadata !31, metadata !DIExpression()) #10, !dbg !210
  %304 = icmp eq i64 %303, %191, !dbg !224
  br i1 %304, label %372, label %292, !dbg !211, !llvm.loop !225

305:                                              ; preds = %292, %305
  %306 = phi i64 [ %335, %305 ], [ 0, %292 ]
  %307 = phi i32 [ %334, %305 ], [ 0, %292 ]
  %308 = phi double [ %332, %305 ], [ 0x7FEFFFFFFFFFFFFF, %292 ]
  %309 = phi i64 [ %336, %305 ], [ 0, %292 ]
  call void @llvm.dbg.value(metadata i64 %306, metadata !37, metadata !DIExpression()) #10, !dbg !219
  call void @llvm.dbg.value(metadata i32 %307, metadata !36, metadata !DIExpression()) #10, !dbg !220
  call void @llvm.dbg.value(metadata double %308, metadata !33, metadata !DIExpression()) #10, !dbg !220
  %310 = getelementptr inbounds double, double* %27, i64 %306, !dbg !226
  %311 = load double, double* %310, align 8, !dbg !226, !tbaa !64
  %312 = fsub double %296, %311, !dbg !227
  call void @llvm.dbg.value(metadata double %312, metadata !39, metadata !DIExpression()) #10, !dbg !228
  %313 = getelementptr inbounds double, double* %29, i64 %306, !dbg !229
  %314 = load double, double* %313, align 8, !dbg !229, !tbaa !64
  %315 = fsub double %298, %314, !dbg !230
  call void @llvm.dbg.value(metadata double %315, metadata !42, metadata !DIExpression()) #10, !dbg !228
  %316 = fmul double %315, %315, !dbg !231
  %317 = tail call double @llvm.fmuladd.f64(double %312, double %312, double %316) #10, !dbg !232
  call void @llvm.dbg.value(metadata double %317, metadata !43, metadata !DIExpression()) #10, !dbg !228
  %318 = fcmp olt double %317, %308, !dbg !233
  %319 = select i1 %318, double %317, double %308, !dbg !234
  %320 = trunc i64 %306 to i32, !dbg !234
  %321 = select i1 %318, i32 %320, i32 %307, !dbg !234
  call void @llvm.dbg.value(metadata i32 %321, metadata !36, metadata !DIExpression()) #10, !dbg !220
  call void @llvm.dbg.value(metadata double %319, metadata !33, metadata !DIExpression()) #10, !dbg !220
  %322 = or i64 %306, 1, !dbg !235
  call void @llvm.dbg.value(metadata i64 %322, metadata !37, metadata !DIExpression()) #10, !dbg !219
  call void @llvm.dbg.value(metadata i64 %322, metadata !37, metadata !DIExpression()) #10, !dbg !219
  call void @llvm.dbg.value(metadata i32 %321, metadata !36, metadata !DIExpression()) #10, !dbg !220
  call void @llvm.dbg.value(metadata double %319, metadata !33, metadata !DIExpression()) #10, !dbg !220
  %323 = getelementptr inbounds double, double* %27, i64 %322, !dbg !226
  %324 = load double, double* %323, align 8, !dbg !226, !tbaa !64
  %325 = fsub double %296, %324, !dbg !227
  call void @llvm.dbg.value(metadata double %325, metadata !39, metadata !DIExpression()) #10, !dbg !228
  %326 = getelementptr inbounds double, double* %29, i64 %322, !dbg !229
  %327 = load double, double* %326, align 8, !dbg !229, !tbaa !64
  %328 = fsub double %298, %327, !dbg !230
  call void @llvm.dbg.value(metadata double %328, metadata !42, metadata !DIExpression()) #10, !dbg !228
  %329 = fmul double %328, %328, !dbg !231
  %330 = tail call double @llvm.fmuladd.f64(double %325, double %325, double %329) #10, !dbg !232
  call void @llvm.dbg.value(metadata double %330, metadata !43, metadata !DIExpression()) #10, !dbg !228
  %331 = fcmp olt double %330, %319, !dbg !233
  %332 = select i1 %331, double %330, double %319, !dbg !234
  %333 = trunc i64 %322 to i32, !dbg !234
  %334 = select i1 %331, i32 %333, i32 %321, !dbg !234
  call void @llvm.dbg.value(metadata i32 %334, metadata !36, metadata !DIExpression()) #10, !dbg !220
  call void @llvm.dbg.value(metadata double %332, metadata !33, metadata !DIExpression()) #10, !dbg !220
  %335 = add nuw nsw i64 %306, 2, !dbg !235
  call void @llvm.dbg.value(metadata i64 %335, metadata !37, metadata !DIExpression()) #10, !dbg !219
  %336 = add i64 %309, 2, !dbg !212
  %337 = icmp eq i64 %336, %200, !dbg !212
  br i1 %337, label %338, label %305, !dbg !212, !llvm.loop !236

338:                                              ; preds = %305, %292
  %339 = phi i32 [ undef, %292 ], [ %334, %305 ]
  %340 = phi i64 [ 0, %292 ], [ %335, %305 ]
  %341 = phi i32 [ 0, %292 ], [ %334, %305 ]
  %342 = phi double [ 0x7FEFFFFFFFFFFFFF, %292 ], [ %332, %305 ]
  br i1 %201, label %355, label %343, !dbg !212

343:                                              ; preds = %338
  call void @llvm.dbg.value(metadata i64 %340, metadata !37, metadata !DIExpression()) #10, !dbg !219
  call void @llvm.dbg.value(metadata i32 %341, metadata !36, metadata !DIExpression()) #10, !dbg !220
  call void @llvm.dbg.value(metadata double %342, metadata !33, metadata !DIExpression()) #10, !dbg !220
  %344 = getelementptr inbounds double, double* %27, i64 %340, !dbg !226
  %345 = load double, double* %344, align 8, !dbg !226, !tbaa !64
  %346 = fsub double %296, %345, !dbg !227
  call void @llvm.dbg.value(metadata double %346, metadata !39, metadata !DIExpression()) #10, !dbg !228
  %347 = getelementptr inbounds double, double* %29, i64 %340, !dbg !229
  %348 = load double, double* %347, align 8, !dbg !229, !tbaa !64
  %349 = fsub double %298, %348, !dbg !230
  call void @llvm.dbg.value(metadata double %349, metadata !42, metadata !DIExpression()) #10, !dbg !228
  %350 = fmul double %349, %349, !dbg !231
  %351 = tail call double @llvm.fmuladd.f64(double %346, double %346, double %350) #10, !dbg !232
  call void @llvm.dbg.value(metadata double %351, metadata !43, metadata !DIExpression()) #10, !dbg !228
  %352 = fcmp olt double %351, %342, !dbg !233
  %353 = trunc i64 %340 to i32, !dbg !234
  %354 = select i1 %352, i32 %353, i32 %341, !dbg !234
  call void @llvm.dbg.value(metadata i32 %354, metadata !36, metadata !DIExpression()) #10, !dbg !220
  call void @llvm.dbg.value(metadata double undef, metadata !33, metadata !DIExpression()) #10, !dbg !220
  call void @llvm.dbg.value(metadata i64 %340, metadata !37, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #10, !dbg !219
  br label %355, !dbg !214

355:                                              ; preds = %338, %343
  %356 = phi i32 [ %339, %338 ], [ %354, %343 ], !dbg !234
  %357 = getelementptr inbounds i32, i32* %39, i64 %293, !dbg !214
  %358 = load i32, i32* %357, align 4, !dbg !214, !tbaa !52
  %359 = icmp eq i32 %358, %356, !dbg !215
  br i1 %359, label %301, label %299, !dbg !216

360:                                              ; preds = %289, %368
  %361 = phi i64 [ %370, %368 ], [ %290, %289 ]
  %362 = phi i32 [ %369, %368 ], [ %291, %289 ]
  call void @llvm.dbg.value(metadata i32 %362, metadata !30, metadata !DIExpression()) #10, !dbg !207
  call void @llvm.dbg.value(metadata i64 %361, metadata !31, metadata !DIExpression()) #10, !dbg !210
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()) #10, !dbg !219
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()) #10, !dbg !220
  call void @llvm.dbg.value(metadata double 0x7FEFFFFFFFFFFFFF, metadata !33, metadata !DIExpression()) #10, !dbg !220
  %363 = getelementptr inbounds i32, i32* %39, i64 %361, !dbg !214
  %364 = load i32, i32* %363, align 4, !dbg !214, !tbaa !52
  %365 = icmp eq i32 %364, 0, !dbg !215
  br i1 %365, label %368, label %366, !dbg !216

366:                                              ; preds = %360
  store i32 0, i32* %363, align 4, !dbg !221, !tbaa !52
  %367 = add nsw i32 %362, 1, !dbg !222
  call void @llvm.dbg.value(metadata i32 %367, metadata !30, metadata !DIExpression()) #10, !dbg !207
  br label %368, !dbg !223

368:                                              ; preds = %366, %360
  %369 = phi i32 [ %367, %366 ], [ %362, %360 ], !dbg !207
  call void @llvm.dbg.value(metadata i32 %369, metadata !30, metadata !DIExpression()) #10, !dbg !207
  %370 = add nuw nsw i64 %361, 1, !dbg !213
  call void @llvm.dbg.value(metadata i64 %370, metadata !31, metadata !DIExpression()) #10, !dbg !210
  %371 = icmp eq i64 %370, %191, !dbg !224
  br i1 %371, label %372, label %360, !dbg !211, !llvm.loop !238

372:                                              ; preds = %368, %301, %286, %221
  %373 = phi i32 [ 0, %221 ], [ %288, %286 ], [ %302, %301 ], [ %369, %368 ], !dbg !207
  call void @llvm.dbg.value(metadata i32 %373, metadata !114, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 %8, metadata !239, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i32 %17, metadata !246, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata double* %21, metadata !247, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata double* %23, metadata !248, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i32* %39, metadata !249, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata double* %27, metadata !250, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata double* %29, metadata !251, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata double* %31, metadata !252, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata double* %33, metadata !253, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i32* %36, metadata !254, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i32 0, metadata !255, metadata !DIExpression()), !dbg !263
  br i1 %45, label %374, label %375, !dbg !264

374:                                              ; preds = %372
  call void @llvm.memset.p0i8.i64(i8* align 8 %32, i8 0, i64 %192, i1 false), !dbg !265, !tbaa !64
  call void @llvm.memset.p0i8.i64(i8* align 8 %30, i8 0, i64 %192, i1 false), !dbg !268, !tbaa !64
  call void @llvm.memset.p0i8.i64(i8* align 4 %35, i8 0, i64 %193, i1 false), !dbg !269, !tbaa !52
  call void @llvm.dbg.value(metadata i32 undef, metadata !255, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !263
  br label %375, !dbg !270

375:                                              ; preds = %374, %372
  call void @llvm.dbg.value(metadata i32 0, metadata !257, metadata !DIExpression()), !dbg !271
  br i1 %40, label %377, label %376, !dbg !270

376:                                              ; preds = %377, %375
  call void @llvm.dbg.value(metadata i32 0, metadata !259, metadata !DIExpression()), !dbg !272
  br i1 %45, label %397, label %422, !dbg !273

377:                                              ; preds = %375, %377
  %378 = phi i64 [ %395, %377 ], [ 0, %375 ]
  call void @llvm.dbg.value(metadata i64 %378, metadata !257, metadata !DIExpression()), !dbg !271
  %379 = getelementptr inbounds double, double* %21, i64 %378, !dbg !274
  %380 = load double, double* %379, align 8, !dbg !274, !tbaa !64
  %381 = getelementptr inbounds i32, i32* %39, i64 %378, !dbg !277
  %382 = load i32, i32* %381, align 4, !dbg !277, !tbaa !52
  %383 = sext i32 %382 to i64, !dbg !278
  %384 = getelementptr inbounds double, double* %31, i64 %383, !dbg !278
  %385 = load double, double* %384, align 8, !dbg !279, !tbaa !64
  %386 = fadd double %380, %385, !dbg !279
  store double %386, double* %384, align 8, !dbg !279, !tbaa !64
  %387 = getelementptr inbounds double, double* %23, i64 %378, !dbg !280
  %388 = load double, double* %387, align 8, !dbg !280, !tbaa !64
  %389 = getelementptr inbounds double, double* %33, i64 %383, !dbg !281
  %390 = load double, double* %389, align 8, !dbg !282, !tbaa !64
  %391 = fadd double %388, %390, !dbg !282
  store double %391, double* %389, align 8, !dbg !282, !tbaa !64
  %392 = getelementptr inbounds i32, i32* %36, i64 %383, !dbg !283
  %393 = load i32, i32* %392, align 4, !dbg !284, !tbaa !52
  %394 = add nsw i32 %393, 1, !dbg !284
  store i32 %394, i32* %392, align 4, !dbg !284, !tbaa !52
  %395 = add nuw nsw i64 %378, 1, !dbg !285
  call void @llvm.dbg.value(metadata i64 %395, metadata !257, metadata !DIExpression()), !dbg !271
  %396 = icmp eq i64 %395, %191, !dbg !286
  br i1 %396, label %376, label %377, !dbg !270, !llvm.loop !287

397:                                              ; preds = %376, %412
  %398 = phi i64 [ %413, %412 ], [ 0, %376 ]
  call void @llvm.dbg.value(metadata i64 %398, metadata !259, metadata !DIExpression()), !dbg !272
  %399 = getelementptr inbounds i32, i32* %36, i64 %398, !dbg !289
  %400 = load i32, i32* %399, align 4, !dbg !289, !tbaa !52
  %401 = icmp sgt i32 %400, 0, !dbg !292
  br i1 %401, label %402, label %412, !dbg !293

402:                                              ; preds = %397
  %403 = getelementptr inbounds double, double* %31, i64 %398, !dbg !294
  %404 = load double, double* %403, align 8, !dbg !294, !tbaa !64
  %405 = sitofp i32 %400 to double, !dbg !296
  %406 = fdiv double %404, %405, !dbg !297
  %407 = getelementptr inbounds double, double* %27, i64 %398, !dbg !298
  store double %406, double* %407, align 8, !dbg !299, !tbaa !64
  %408 = getelementptr inbounds double, double* %33, i64 %398, !dbg !300
  %409 = load double, double* %408, align 8, !dbg !300, !tbaa !64
  %410 = fdiv double %409, %405, !dbg !301
  %411 = getelementptr inbounds double, double* %29, i64 %398, !dbg !302
  store double %410, double* %411, align 8, !dbg !303, !tbaa !64
  br label %412, !dbg !304

412:                                              ; preds = %402, %397
  %413 = add nuw nsw i64 %398, 1, !dbg !305
  call void @llvm.dbg.value(metadata i64 %413, metadata !259, metadata !DIExpression()), !dbg !272
  %414 = icmp eq i64 %413, %190, !dbg !306
  br i1 %414, label %415, label %397, !dbg !273, !llvm.loop !307

415:                                              ; preds = %412
  %416 = add nuw nsw i32 %222, 1, !dbg !309
  call void @llvm.dbg.value(metadata i32 %416, metadata !113, metadata !DIExpression()), !dbg !118
  %417 = icmp sgt i32 %373, 0, !dbg !310
  %418 = icmp ult i32 %222, 49, !dbg !311
  %419 = select i1 %417, i1 %418, i1 false, !dbg !311
  br i1 %419, label %420, label %427, !dbg !312

420:                                              ; preds = %415, %422
  %421 = phi i32 [ %416, %415 ], [ %423, %422 ]
  br label %221, !dbg !118, !llvm.loop !313

422:                                              ; preds = %376
  %423 = add nuw nsw i32 %222, 1, !dbg !309
  call void @llvm.dbg.value(metadata i32 %416, metadata !113, metadata !DIExpression()), !dbg !118
  %424 = icmp sgt i32 %373, 0, !dbg !310
  %425 = icmp ult i32 %222, 49, !dbg !311
  %426 = select i1 %424, i1 %425, i1 false, !dbg !311
  br i1 %426, label %420, label %448, !dbg !312

427:                                              ; preds = %415
  call void @llvm.dbg.value(metadata i32 0, metadata !116, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !115, metadata !DIExpression()), !dbg !118
  br i1 %45, label %428, label %448, !dbg !316

428:                                              ; preds = %427
  %429 = and i64 %190, 1, !dbg !316
  %430 = icmp eq i64 %194, 0, !dbg !316
  br i1 %430, label %433, label %431, !dbg !316

431:                                              ; preds = %428
  %432 = and i64 %190, 4294967294, !dbg !316
  br label %452, !dbg !316

433:                                              ; preds = %452, %428
  %434 = phi double [ undef, %428 ], [ %473, %452 ]
  %435 = phi i64 [ 0, %428 ], [ %467, %452 ]
  %436 = phi double [ 0.000000e+00, %428 ], [ %473, %452 ]
  %437 = icmp eq i64 %429, 0, !dbg !316
  br i1 %437, label %448, label %438, !dbg !316

438:                                              ; preds = %433
  call void @llvm.dbg.value(metadata i64 %435, metadata !116, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata double %436, metadata !115, metadata !DIExpression()), !dbg !118
  %439 = getelementptr inbounds double, double* %27, i64 %435, !dbg !317
  %440 = load double, double* %439, align 8, !dbg !317, !tbaa !64
  %441 = trunc i64 %435 to i32, !dbg !319
  %442 = add i32 %441, 1, !dbg !319
  %443 = sitofp i32 %442 to double, !dbg !319
  %444 = getelementptr inbounds double, double* %29, i64 %435, !dbg !320
  %445 = load double, double* %444, align 8, !dbg !320, !tbaa !64
  %446 = tail call double @llvm.fmuladd.f64(double %440, double %443, double %445), !dbg !321
  %447 = fadd double %436, %446, !dbg !322
  call void @llvm.dbg.value(metadata i64 %435, metadata !116, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !315
  call void @llvm.dbg.value(metadata double %447, metadata !115, metadata !DIExpression()), !dbg !118
  br label %448, !dbg !323

448:                                              ; preds = %422, %438, %433, %427
  %449 = phi i32 [ %416, %427 ], [ %416, %433 ], [ %416, %438 ], [ %423, %422 ]
  %450 = phi double [ 0.000000e+00, %427 ], [ %434, %433 ], [ %447, %438 ], [ 0.000000e+00, %422 ], !dbg !118
  %451 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %449, double noundef %450), !dbg !323
  tail call void @free(i8* noundef %20) #10, !dbg !324
  tail call void @free(i8* noundef %22) #10, !dbg !325
  tail call void @free(i8* noundef %26) #10, !dbg !326
  tail call void @free(i8* noundef %28) #10, !dbg !327
  tail call void @free(i8* noundef %30) #10, !dbg !328
  tail call void @free(i8* noundef %32) #10, !dbg !329
  tail call void @free(i8* noundef %35) #10, !dbg !330
  tail call void @free(i8* noundef %38) #10, !dbg !331
  ret i32 0, !dbg !332

452:                                              ; preds = %452, %431
  %453 = phi i64 [ 0, %431 ], [ %467, %452 ]
  %454 = phi double [ 0.000000e+00, %431 ], [ %473, %452 ]
  %455 = phi i64 [ 0, %431 ], [ %474, %452 ]
  call void @llvm.dbg.value(metadata i64 %453, metadata !116, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata double %454, metadata !115, metadata !DIExpression()), !dbg !118
  %456 = getelementptr inbounds double, double* %27, i64 %453, !dbg !317
  %457 = load double, double* %456, align 8, !dbg !317, !tbaa !64
  %458 = or i64 %453, 1, !dbg !333
  %459 = trunc i64 %458 to i32, !dbg !319
  %460 = sitofp i32 %459 to double, !dbg !319
  %461 = getelementptr inbounds double, double* %29, i64 %453, !dbg !320
  %462 = load double, double* %461, align 8, !dbg !320, !tbaa !64
  %463 = tail call double @llvm.fmuladd.f64(double %457, double %460, double %462), !dbg !321
  %464 = fadd double %454, %463, !dbg !322
  call void @llvm.dbg.value(metadata i64 %458, metadata !116, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata double %464, metadata !115, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %458, metadata !116, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata double %464, metadata !115, metadata !DIExpression()), !dbg !118
  %465 = getelementptr inbounds double, double* %27, i64 %458, !dbg !317
  %466 = load double, double* %465, align 8, !dbg !317, !tbaa !64
  %467 = add nuw nsw i64 %453, 2, !dbg !333
  %468 = trunc i64 %467 to i32, !dbg !319
  %469 = sitofp i32 %468 to double, !dbg !319
  %470 = getelementptr inbounds double, double* %29, i64 %458, !dbg !320
  %471 = load double, double* %470, align 8, !dbg !320, !tbaa !64
  %472 = tail call double @llvm.fmuladd.f64(double %466, double %469, double %471), !dbg !321
  %473 = fadd double %464, %472, !dbg !322
  call void @llvm.dbg.value(metadata i64 %467, metadata !116, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata double %473, metadata !115, metadata !DIExpression()), !dbg !118
  %474 = add i64 %455, 2, !dbg !316
  %475 = icmp eq i64 %474, %432, !dbg !316
  br i1 %475, label %433, label %452, !dbg !316, !llvm.loop !334
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

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kmeans.c", directory: ".", checksumkind: CSK_MD5, checksum: "8186213b325bc1adb66ef30730de04f2")
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
!15 = distinct !DISubprogram(name: "kernel_assign", scope: !1, file: !1, line: 9, type: !16, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !3, !18, !18, !18, !18, !21}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!22 = !{!23, !24, !25, !26, !27, !28, !29, !30, !31, !33, !36, !37, !39, !42, !43}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 9, type: !3)
!24 = !DILocalVariable(name: "k", arg: 2, scope: !15, file: !1, line: 9, type: !3)
!25 = !DILocalVariable(name: "px", arg: 3, scope: !15, file: !1, line: 9, type: !18)
!26 = !DILocalVariable(name: "py", arg: 4, scope: !15, file: !1, line: 9, type: !18)
!27 = !DILocalVariable(name: "cx", arg: 5, scope: !15, file: !1, line: 10, type: !18)
!28 = !DILocalVariable(name: "cy", arg: 6, scope: !15, file: !1, line: 10, type: !18)
!29 = !DILocalVariable(name: "label", arg: 7, scope: !15, file: !1, line: 10, type: !21)
!30 = !DILocalVariable(name: "changed", scope: !15, file: !1, line: 12, type: !3)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 13, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 13, column: 3)
!33 = !DILocalVariable(name: "best", scope: !34, file: !1, line: 14, type: !20)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 13, column: 31)
!35 = distinct !DILexicalBlock(scope: !32, file: !1, line: 13, column: 3)
!36 = !DILocalVariable(name: "arg", scope: !34, file: !1, line: 15, type: !3)
!37 = !DILocalVariable(name: "c", scope: !38, file: !1, line: 16, type: !3)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 16, column: 5)
!39 = !DILocalVariable(name: "dx", scope: !40, file: !1, line: 17, type: !20)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 16, column: 33)
!41 = distinct !DILexicalBlock(scope: !38, file: !1, line: 16, column: 5)
!42 = !DILocalVariable(name: "dy", scope: !40, file: !1, line: 17, type: !20)
!43 = !DILocalVariable(name: "d", scope: !40, file: !1, line: 18, type: !20)
!44 = !DILocation(line: 0, scope: !15)
!45 = !DILocation(line: 0, scope: !32)
!46 = !DILocation(line: 13, column: 21, scope: !35)
!47 = !DILocation(line: 13, column: 3, scope: !32)
!48 = !DILocation(line: 16, column: 5, scope: !38)
!49 = !DILocation(line: 13, column: 27, scope: !35)
!50 = !DILocation(line: 24, column: 9, scope: !51)
!51 = distinct !DILexicalBlock(scope: !34, file: !1, line: 24, column: 9)
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 24, column: 18, scope: !51)
!57 = !DILocation(line: 24, column: 9, scope: !34)
!58 = distinct !{!58, !47, !59, !60, !61}
!59 = !DILocation(line: 28, column: 3, scope: !32)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !{!"llvm.loop.isvectorized", i32 1}
!62 = !DILocation(line: 0, scope: !38)
!63 = !DILocation(line: 0, scope: !34)
!64 = !{!65, !65, i64 0}
!65 = !{!"double", !54, i64 0}
!66 = !DILocation(line: 25, column: 16, scope: !67)
!67 = distinct !DILexicalBlock(scope: !51, file: !1, line: 24, column: 26)
!68 = !DILocation(line: 26, column: 14, scope: !67)
!69 = !DILocation(line: 27, column: 5, scope: !67)
!70 = distinct !{!70, !47, !59, !60}
!71 = !DILocation(line: 17, column: 27, scope: !40)
!72 = !DILocation(line: 17, column: 25, scope: !40)
!73 = !DILocation(line: 0, scope: !40)
!74 = !DILocation(line: 17, column: 47, scope: !40)
!75 = !DILocation(line: 17, column: 45, scope: !40)
!76 = !DILocation(line: 18, column: 31, scope: !40)
!77 = !DILocation(line: 18, column: 26, scope: !40)
!78 = !DILocation(line: 19, column: 13, scope: !79)
!79 = distinct !DILexicalBlock(scope: !40, file: !1, line: 19, column: 11)
!80 = !DILocation(line: 19, column: 11, scope: !40)
!81 = !DILocation(line: 16, column: 29, scope: !41)
!82 = distinct !{!82, !48, !83, !60}
!83 = !DILocation(line: 23, column: 5, scope: !38)
!84 = !DILocation(line: 29, column: 3, scope: !15)
!85 = distinct !{!85, !47, !59, !60, !86, !61}
!86 = !{!"llvm.loop.unroll.runtime.disable"}
!87 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 52, type: !88, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!3, !3, !4}
!90 = !{!91, !92, !93, !94, !95, !97, !98, !99, !100, !101, !102, !103, !104, !106, !108, !111, !113, !114, !115, !116}
!91 = !DILocalVariable(name: "argc", arg: 1, scope: !87, file: !1, line: 52, type: !3)
!92 = !DILocalVariable(name: "argv", arg: 2, scope: !87, file: !1, line: 52, type: !4)
!93 = !DILocalVariable(name: "n", scope: !87, file: !1, line: 54, type: !3)
!94 = !DILocalVariable(name: "k", scope: !87, file: !1, line: 55, type: !3)
!95 = !DILocalVariable(name: "px", scope: !87, file: !1, line: 56, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!97 = !DILocalVariable(name: "py", scope: !87, file: !1, line: 56, type: !96)
!98 = !DILocalVariable(name: "cx", scope: !87, file: !1, line: 57, type: !96)
!99 = !DILocalVariable(name: "cy", scope: !87, file: !1, line: 57, type: !96)
!100 = !DILocalVariable(name: "sx", scope: !87, file: !1, line: 58, type: !96)
!101 = !DILocalVariable(name: "sy", scope: !87, file: !1, line: 58, type: !96)
!102 = !DILocalVariable(name: "cnt", scope: !87, file: !1, line: 59, type: !21)
!103 = !DILocalVariable(name: "label", scope: !87, file: !1, line: 59, type: !21)
!104 = !DILocalVariable(name: "s", scope: !87, file: !1, line: 60, type: !105)
!105 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!106 = !DILocalVariable(name: "i", scope: !107, file: !1, line: 61, type: !3)
!107 = distinct !DILexicalBlock(scope: !87, file: !1, line: 61, column: 3)
!108 = !DILocalVariable(name: "blob", scope: !109, file: !1, line: 63, type: !3)
!109 = distinct !DILexicalBlock(scope: !110, file: !1, line: 61, column: 31)
!110 = distinct !DILexicalBlock(scope: !107, file: !1, line: 61, column: 3)
!111 = !DILocalVariable(name: "c", scope: !112, file: !1, line: 70, type: !3)
!112 = distinct !DILexicalBlock(scope: !87, file: !1, line: 70, column: 3)
!113 = !DILocalVariable(name: "it", scope: !87, file: !1, line: 74, type: !3)
!114 = !DILocalVariable(name: "changed", scope: !87, file: !1, line: 74, type: !3)
!115 = !DILocalVariable(name: "chk", scope: !87, file: !1, line: 80, type: !20)
!116 = !DILocalVariable(name: "c", scope: !117, file: !1, line: 81, type: !3)
!117 = distinct !DILexicalBlock(scope: !87, file: !1, line: 81, column: 3)
!118 = !DILocation(line: 0, scope: !87)
!119 = !DILocation(line: 54, column: 16, scope: !87)
!120 = !DILocation(line: 54, column: 11, scope: !87)
!121 = !DILocation(line: 54, column: 27, scope: !87)
!122 = !{!123, !123, i64 0}
!123 = !{!"any pointer", !54, i64 0}
!124 = !DILocalVariable(name: "__nptr", arg: 1, scope: !125, file: !126, line: 362, type: !129)
!125 = distinct !DISubprogram(name: "atoi", scope: !126, file: !126, line: 362, type: !127, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !131)
!126 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!127 = !DISubroutineType(types: !128)
!128 = !{!3, !129}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!131 = !{!124}
!132 = !DILocation(line: 0, scope: !125, inlinedAt: !133)
!133 = distinct !DILocation(line: 54, column: 22, scope: !87)
!134 = !DILocation(line: 364, column: 16, scope: !125, inlinedAt: !133)
!135 = !DILocation(line: 364, column: 10, scope: !125, inlinedAt: !133)
!136 = !DILocation(line: 55, column: 16, scope: !87)
!137 = !DILocation(line: 55, column: 11, scope: !87)
!138 = !DILocation(line: 55, column: 27, scope: !87)
!139 = !DILocation(line: 0, scope: !125, inlinedAt: !140)
!140 = distinct !DILocation(line: 55, column: 22, scope: !87)
!141 = !DILocation(line: 364, column: 16, scope: !125, inlinedAt: !140)
!142 = !DILocation(line: 364, column: 10, scope: !125, inlinedAt: !140)
!143 = !DILocation(line: 56, column: 23, scope: !87)
!144 = !DILocation(line: 56, column: 25, scope: !87)
!145 = !DILocation(line: 56, column: 16, scope: !87)
!146 = !DILocation(line: 56, column: 50, scope: !87)
!147 = !DILocation(line: 57, column: 23, scope: !87)
!148 = !DILocation(line: 57, column: 25, scope: !87)
!149 = !DILocation(line: 57, column: 16, scope: !87)
!150 = !DILocation(line: 57, column: 50, scope: !87)
!151 = !DILocation(line: 58, column: 16, scope: !87)
!152 = !DILocation(line: 58, column: 50, scope: !87)
!153 = !DILocation(line: 59, column: 23, scope: !87)
!154 = !DILocation(line: 59, column: 14, scope: !87)
!155 = !DILocation(line: 59, column: 57, scope: !87)
!156 = !DILocation(line: 59, column: 48, scope: !87)
!157 = !DILocation(line: 0, scope: !107)
!158 = !DILocation(line: 61, column: 21, scope: !110)
!159 = !DILocation(line: 61, column: 3, scope: !107)
!160 = !DILocation(line: 68, column: 14, scope: !109)
!161 = !DILocation(line: 0, scope: !112)
!162 = !DILocation(line: 70, column: 21, scope: !163)
!163 = distinct !DILexicalBlock(scope: !112, file: !1, line: 70, column: 3)
!164 = !DILocation(line: 70, column: 3, scope: !112)
!165 = !DILocation(line: 70, column: 27, scope: !163)
!166 = !DILocation(line: 71, column: 13, scope: !167)
!167 = distinct !DILexicalBlock(scope: !163, file: !1, line: 70, column: 31)
!168 = !DILocation(line: 71, column: 11, scope: !167)
!169 = !DILocation(line: 72, column: 13, scope: !167)
!170 = !DILocation(line: 72, column: 11, scope: !167)
!171 = distinct !{!171, !164, !172, !60, !61}
!172 = !DILocation(line: 73, column: 3, scope: !112)
!173 = !DILocation(line: 71, column: 18, scope: !167)
!174 = !DILocation(line: 71, column: 5, scope: !167)
!175 = !DILocation(line: 72, column: 5, scope: !167)
!176 = !DILocation(line: 62, column: 11, scope: !109)
!177 = !DILocation(line: 62, column: 22, scope: !109)
!178 = !DILocation(line: 63, column: 19, scope: !109)
!179 = !DILocation(line: 63, column: 26, scope: !109)
!180 = !DILocation(line: 0, scope: !109)
!181 = !DILocation(line: 64, column: 11, scope: !109)
!182 = !DILocation(line: 64, column: 22, scope: !109)
!183 = !DILocation(line: 65, column: 13, scope: !109)
!184 = !DILocation(line: 65, column: 30, scope: !109)
!185 = !DILocation(line: 65, column: 37, scope: !109)
!186 = !DILocation(line: 65, column: 26, scope: !109)
!187 = !DILocation(line: 65, column: 45, scope: !109)
!188 = !DILocation(line: 65, column: 24, scope: !109)
!189 = !DILocation(line: 65, column: 5, scope: !109)
!190 = !DILocation(line: 65, column: 11, scope: !109)
!191 = !DILocation(line: 66, column: 11, scope: !109)
!192 = !DILocation(line: 66, column: 22, scope: !109)
!193 = !DILocation(line: 67, column: 19, scope: !109)
!194 = !DILocation(line: 67, column: 13, scope: !109)
!195 = !DILocation(line: 67, column: 36, scope: !109)
!196 = !DILocation(line: 67, column: 43, scope: !109)
!197 = !DILocation(line: 67, column: 32, scope: !109)
!198 = !DILocation(line: 67, column: 51, scope: !109)
!199 = !DILocation(line: 67, column: 30, scope: !109)
!200 = !DILocation(line: 67, column: 5, scope: !109)
!201 = !DILocation(line: 67, column: 11, scope: !109)
!202 = !DILocation(line: 61, column: 27, scope: !110)
!203 = distinct !{!203, !159, !204, !60}
!204 = !DILocation(line: 69, column: 3, scope: !107)
!205 = !DILocation(line: 75, column: 3, scope: !87)
!206 = distinct !{!206, !164, !172, !60, !61}
!207 = !DILocation(line: 0, scope: !15, inlinedAt: !208)
!208 = distinct !DILocation(line: 76, column: 15, scope: !209)
!209 = distinct !DILexicalBlock(scope: !87, file: !1, line: 75, column: 6)
!210 = !DILocation(line: 0, scope: !32, inlinedAt: !208)
!211 = !DILocation(line: 13, column: 3, scope: !32, inlinedAt: !208)
!212 = !DILocation(line: 16, column: 5, scope: !38, inlinedAt: !208)
!213 = !DILocation(line: 13, column: 27, scope: !35, inlinedAt: !208)
!214 = !DILocation(line: 24, column: 9, scope: !51, inlinedAt: !208)
!215 = !DILocation(line: 24, column: 18, scope: !51, inlinedAt: !208)
!216 = !DILocation(line: 24, column: 9, scope: !34, inlinedAt: !208)
!217 = distinct !{!217, !211, !218, !60, !61}
!218 = !DILocation(line: 28, column: 3, scope: !32, inlinedAt: !208)
!219 = !DILocation(line: 0, scope: !38, inlinedAt: !208)
!220 = !DILocation(line: 0, scope: !34, inlinedAt: !208)
!221 = !DILocation(line: 25, column: 16, scope: !67, inlinedAt: !208)
!222 = !DILocation(line: 26, column: 14, scope: !67, inlinedAt: !208)
!223 = !DILocation(line: 27, column: 5, scope: !67, inlinedAt: !208)
!224 = !DILocation(line: 13, column: 21, scope: !35, inlinedAt: !208)
!225 = distinct !{!225, !211, !218, !60}
!226 = !DILocation(line: 17, column: 27, scope: !40, inlinedAt: !208)
!227 = !DILocation(line: 17, column: 25, scope: !40, inlinedAt: !208)
!228 = !DILocation(line: 0, scope: !40, inlinedAt: !208)
!229 = !DILocation(line: 17, column: 47, scope: !40, inlinedAt: !208)
!230 = !DILocation(line: 17, column: 45, scope: !40, inlinedAt: !208)
!231 = !DILocation(line: 18, column: 31, scope: !40, inlinedAt: !208)
!232 = !DILocation(line: 18, column: 26, scope: !40, inlinedAt: !208)
!233 = !DILocation(line: 19, column: 13, scope: !79, inlinedAt: !208)
!234 = !DILocation(line: 19, column: 11, scope: !40, inlinedAt: !208)
!235 = !DILocation(line: 16, column: 29, scope: !41, inlinedAt: !208)
!236 = distinct !{!236, !212, !237, !60}
!237 = !DILocation(line: 23, column: 5, scope: !38, inlinedAt: !208)
!238 = distinct !{!238, !211, !218, !60, !86, !61}
!239 = !DILocalVariable(name: "n", arg: 1, scope: !240, file: !1, line: 32, type: !3)
!240 = distinct !DISubprogram(name: "update", scope: !1, file: !1, line: 32, type: !241, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !245)
!241 = !DISubroutineType(types: !242)
!242 = !{null, !3, !3, !18, !18, !243, !96, !96, !96, !96, !21}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!245 = !{!239, !246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !257, !259}
!246 = !DILocalVariable(name: "k", arg: 2, scope: !240, file: !1, line: 32, type: !3)
!247 = !DILocalVariable(name: "px", arg: 3, scope: !240, file: !1, line: 32, type: !18)
!248 = !DILocalVariable(name: "py", arg: 4, scope: !240, file: !1, line: 32, type: !18)
!249 = !DILocalVariable(name: "label", arg: 5, scope: !240, file: !1, line: 33, type: !243)
!250 = !DILocalVariable(name: "cx", arg: 6, scope: !240, file: !1, line: 33, type: !96)
!251 = !DILocalVariable(name: "cy", arg: 7, scope: !240, file: !1, line: 33, type: !96)
!252 = !DILocalVariable(name: "sx", arg: 8, scope: !240, file: !1, line: 33, type: !96)
!253 = !DILocalVariable(name: "sy", arg: 9, scope: !240, file: !1, line: 34, type: !96)
!254 = !DILocalVariable(name: "cnt", arg: 10, scope: !240, file: !1, line: 34, type: !21)
!255 = !DILocalVariable(name: "c", scope: !256, file: !1, line: 36, type: !3)
!256 = distinct !DILexicalBlock(scope: !240, file: !1, line: 36, column: 3)
!257 = !DILocalVariable(name: "i", scope: !258, file: !1, line: 40, type: !3)
!258 = distinct !DILexicalBlock(scope: !240, file: !1, line: 40, column: 3)
!259 = !DILocalVariable(name: "c", scope: !260, file: !1, line: 45, type: !3)
!260 = distinct !DILexicalBlock(scope: !240, file: !1, line: 45, column: 3)
!261 = !DILocation(line: 0, scope: !240, inlinedAt: !262)
!262 = distinct !DILocation(line: 77, column: 5, scope: !209)
!263 = !DILocation(line: 0, scope: !256, inlinedAt: !262)
!264 = !DILocation(line: 36, column: 3, scope: !256, inlinedAt: !262)
!265 = !DILocation(line: 37, column: 19, scope: !266, inlinedAt: !262)
!266 = distinct !DILexicalBlock(scope: !267, file: !1, line: 36, column: 31)
!267 = distinct !DILexicalBlock(scope: !256, file: !1, line: 36, column: 3)
!268 = !DILocation(line: 37, column: 11, scope: !266, inlinedAt: !262)
!269 = !DILocation(line: 38, column: 12, scope: !266, inlinedAt: !262)
!270 = !DILocation(line: 40, column: 3, scope: !258, inlinedAt: !262)
!271 = !DILocation(line: 0, scope: !258, inlinedAt: !262)
!272 = !DILocation(line: 0, scope: !260, inlinedAt: !262)
!273 = !DILocation(line: 45, column: 3, scope: !260, inlinedAt: !262)
!274 = !DILocation(line: 41, column: 21, scope: !275, inlinedAt: !262)
!275 = distinct !DILexicalBlock(scope: !276, file: !1, line: 40, column: 31)
!276 = distinct !DILexicalBlock(scope: !258, file: !1, line: 40, column: 3)
!277 = !DILocation(line: 41, column: 8, scope: !275, inlinedAt: !262)
!278 = !DILocation(line: 41, column: 5, scope: !275, inlinedAt: !262)
!279 = !DILocation(line: 41, column: 18, scope: !275, inlinedAt: !262)
!280 = !DILocation(line: 42, column: 21, scope: !275, inlinedAt: !262)
!281 = !DILocation(line: 42, column: 5, scope: !275, inlinedAt: !262)
!282 = !DILocation(line: 42, column: 18, scope: !275, inlinedAt: !262)
!283 = !DILocation(line: 43, column: 5, scope: !275, inlinedAt: !262)
!284 = !DILocation(line: 43, column: 18, scope: !275, inlinedAt: !262)
!285 = !DILocation(line: 40, column: 27, scope: !276, inlinedAt: !262)
!286 = !DILocation(line: 40, column: 21, scope: !276, inlinedAt: !262)
!287 = distinct !{!287, !270, !288, !60}
!288 = !DILocation(line: 44, column: 3, scope: !258, inlinedAt: !262)
!289 = !DILocation(line: 46, column: 9, scope: !290, inlinedAt: !262)
!290 = distinct !DILexicalBlock(scope: !291, file: !1, line: 46, column: 9)
!291 = distinct !DILexicalBlock(scope: !260, file: !1, line: 45, column: 3)
!292 = !DILocation(line: 46, column: 16, scope: !290, inlinedAt: !262)
!293 = !DILocation(line: 46, column: 9, scope: !291, inlinedAt: !262)
!294 = !DILocation(line: 47, column: 15, scope: !295, inlinedAt: !262)
!295 = distinct !DILexicalBlock(scope: !290, file: !1, line: 46, column: 21)
!296 = !DILocation(line: 47, column: 23, scope: !295, inlinedAt: !262)
!297 = !DILocation(line: 47, column: 21, scope: !295, inlinedAt: !262)
!298 = !DILocation(line: 47, column: 7, scope: !295, inlinedAt: !262)
!299 = !DILocation(line: 47, column: 13, scope: !295, inlinedAt: !262)
!300 = !DILocation(line: 48, column: 15, scope: !295, inlinedAt: !262)
!301 = !DILocation(line: 48, column: 21, scope: !295, inlinedAt: !262)
!302 = !DILocation(line: 48, column: 7, scope: !295, inlinedAt: !262)
!303 = !DILocation(line: 48, column: 13, scope: !295, inlinedAt: !262)
!304 = !DILocation(line: 49, column: 5, scope: !295, inlinedAt: !262)
!305 = !DILocation(line: 45, column: 27, scope: !291, inlinedAt: !262)
!306 = !DILocation(line: 45, column: 21, scope: !291, inlinedAt: !262)
!307 = distinct !{!307, !273, !308, !60}
!308 = !DILocation(line: 49, column: 5, scope: !260, inlinedAt: !262)
!309 = !DILocation(line: 78, column: 7, scope: !209)
!310 = !DILocation(line: 79, column: 20, scope: !87)
!311 = !DILocation(line: 79, column: 24, scope: !87)
!312 = !DILocation(line: 79, column: 3, scope: !209)
!313 = distinct !{!313, !205, !314, !60}
!314 = !DILocation(line: 79, column: 34, scope: !87)
!315 = !DILocation(line: 0, scope: !117)
!316 = !DILocation(line: 81, column: 3, scope: !117)
!317 = !DILocation(line: 82, column: 12, scope: !318)
!318 = distinct !DILexicalBlock(scope: !117, file: !1, line: 81, column: 3)
!319 = !DILocation(line: 82, column: 20, scope: !318)
!320 = !DILocation(line: 82, column: 30, scope: !318)
!321 = !DILocation(line: 82, column: 28, scope: !318)
!322 = !DILocation(line: 82, column: 9, scope: !318)
!323 = !DILocation(line: 83, column: 3, scope: !87)
!324 = !DILocation(line: 84, column: 3, scope: !87)
!325 = !DILocation(line: 84, column: 13, scope: !87)
!326 = !DILocation(line: 84, column: 23, scope: !87)
!327 = !DILocation(line: 84, column: 33, scope: !87)
!328 = !DILocation(line: 84, column: 43, scope: !87)
!329 = !DILocation(line: 84, column: 53, scope: !87)
!330 = !DILocation(line: 84, column: 63, scope: !87)
!331 = !DILocation(line: 85, column: 3, scope: !87)
!332 = !DILocation(line: 86, column: 3, scope: !87)
!333 = !DILocation(line: 82, column: 23, scope: !318)
!334 = distinct !{!334, !316, !335, !60}
!335 = !DILocation(line: 82, column: 34, scope: !117)
