; ModuleID = 'args_callee_ret.c'
source_filename = "args_callee_ret.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !27
  %3 = icmp sgt i32 %0, 1, !dbg !28
  br i1 %3, label %4, label %13, !dbg !29

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !30
  %6 = load i8*, i8** %5, align 8, !dbg !30, !tbaa !31
  call void @llvm.dbg.value(metadata i8* %6, metadata !35, metadata !DIExpression()) #7, !dbg !44
  call void @llvm.dbg.value(metadata i32 1000, metadata !42, metadata !DIExpression()) #7, !dbg !44
  %7 = icmp eq i8* %6, null, !dbg !46
  br i1 %7, label %13, label %8, !dbg !48

8:                                                ; preds = %4
  call void @llvm.dbg.value(metadata i8* %6, metadata !49, metadata !DIExpression()) #7, !dbg !55
  %9 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !57
  %10 = trunc i64 %9 to i32, !dbg !58
  call void @llvm.dbg.value(metadata i32 %10, metadata !43, metadata !DIExpression()) #7, !dbg !44
  %11 = icmp sgt i32 %10, 0, !dbg !59
  %12 = select i1 %11, i32 %10, i32 1000, !dbg !60
  br label %13

13:                                               ; preds = %2, %4, %8
  %14 = phi i32 [ %12, %8 ], [ 1000, %4 ], [ 1000, %2 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %14, metadata !21, metadata !DIExpression()), !dbg !27
  %15 = zext i32 %14 to i64, !dbg !61
  %16 = tail call noalias i8* @calloc(i64 noundef %15, i64 noundef 8) #7, !dbg !62
  %17 = bitcast i8* %16 to double*, !dbg !62
  call void @llvm.dbg.value(metadata double* %17, metadata !22, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double* %17, metadata !64, metadata !DIExpression()) #7, !dbg !72
  call void @llvm.dbg.value(metadata i32 %14, metadata !69, metadata !DIExpression()) #7, !dbg !72
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()) #7, !dbg !75
  call void @llvm.dbg.value(metadata i64 0, metadata !70, metadata !DIExpression()) #7, !dbg !75
  store double 0.000000e+00, double* %17, align 8, !dbg !76, !tbaa !78
  call void @llvm.dbg.value(metadata i64 1, metadata !70, metadata !DIExpression()) #7, !dbg !75
  %18 = icmp eq i32 %14, 1, !dbg !80
  br i1 %18, label %49, label %19, !dbg !81, !llvm.loop !82

19:                                               ; preds = %13
  %20 = add nsw i64 %15, -1, !dbg !81
  %21 = icmp ult i64 %20, 4, !dbg !81
  br i1 %21, label %47, label %22, !dbg !81

22:                                               ; preds = %19
  %23 = and i64 %20, -4, !dbg !81
  %24 = or i64 %23, 1, !dbg !81
  br label %25, !dbg !81

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %42, %25 ]
  %27 = phi <2 x i32> [ <i32 1, i32 2>, %22 ], [ %43, %25 ], !dbg !85
  %28 = or i64 %26, 1
  %29 = add <2 x i32> %27, <i32 2, i32 2>, !dbg !85
  %30 = getelementptr inbounds double, double* %17, i64 %28
  %31 = bitcast double* %30 to <2 x double>*, !dbg !86
  %32 = load <2 x double>, <2 x double>* %31, align 8, !dbg !86, !tbaa !78
  %33 = getelementptr inbounds double, double* %30, i64 2, !dbg !86
  %34 = bitcast double* %33 to <2 x double>*, !dbg !86
  %35 = load <2 x double>, <2 x double>* %34, align 8, !dbg !86, !tbaa !78
  %36 = sitofp <2 x i32> %27 to <2 x double>, !dbg !85
  %37 = sitofp <2 x i32> %29 to <2 x double>, !dbg !85
  %38 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %36), !dbg !87
  %39 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %35, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %37), !dbg !87
  %40 = bitcast double* %30 to <2 x double>*, !dbg !76
  store <2 x double> %38, <2 x double>* %40, align 8, !dbg !76, !tbaa !78
  %41 = bitcast double* %33 to <2 x double>*, !dbg !76
  store <2 x double> %39, <2 x double>* %41, align 8, !dbg !76, !tbaa !78
  %42 = add nuw i64 %26, 4
  %43 = add <2 x i32> %27, <i32 4, i32 4>, !dbg !85
  %44 = icmp eq i64 %42, %23
  br i1 %44, label %45, label %25, !llvm.loop !88

45:                                               ; preds = %25
  %46 = icmp eq i64 %20, %23, !dbg !81
  br i1 %46, label %49, label %47, !dbg !81

47:                                               ; preds = %19, %45
  %48 = phi i64 [ 1, %19 ], [ %24, %45 ]
  br label %118, !dbg !81

49:                                               ; preds = %118, %45, %13
  %50 = icmp ult i32 %14, 4, !dbg !81
  br i1 %50, label %116, label %51, !dbg !81

51:                                               ; preds = %49
  %52 = and i64 %15, 4294967292, !dbg !81
  %53 = add nsw i64 %52, -4, !dbg !81
  %54 = lshr exact i64 %53, 2, !dbg !81
  %55 = add nuw nsw i64 %54, 1, !dbg !81
  %56 = and i64 %55, 1, !dbg !81
  %57 = icmp eq i64 %53, 0, !dbg !81
  br i1 %57, label %96, label %58, !dbg !81

58:                                               ; preds = %51
  %59 = and i64 %55, 9223372036854775806, !dbg !81
  br label %60, !dbg !81

60:                                               ; preds = %60, %58
  %61 = phi i64 [ 0, %58 ], [ %92, %60 ], !dbg !90
  %62 = phi <2 x i32> [ <i32 0, i32 1>, %58 ], [ %93, %60 ], !dbg !85
  %63 = phi i64 [ 0, %58 ], [ %94, %60 ]
  %64 = add <2 x i32> %62, <i32 2, i32 2>, !dbg !85
  %65 = getelementptr inbounds double, double* %17, i64 %61, !dbg !90
  %66 = bitcast double* %65 to <2 x double>*, !dbg !86
  %67 = load <2 x double>, <2 x double>* %66, align 8, !dbg !86, !tbaa !78
  %68 = getelementptr inbounds double, double* %65, i64 2, !dbg !86
  %69 = bitcast double* %68 to <2 x double>*, !dbg !86
  %70 = load <2 x double>, <2 x double>* %69, align 8, !dbg !86, !tbaa !78
  %71 = sitofp <2 x i32> %62 to <2 x double>, !dbg !85
  %72 = sitofp <2 x i32> %64 to <2 x double>, !dbg !85
  %73 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %67, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %71), !dbg !87
  %74 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %72), !dbg !87
  %75 = bitcast double* %65 to <2 x double>*, !dbg !76
  store <2 x double> %73, <2 x double>* %75, align 8, !dbg !76, !tbaa !78
  %76 = bitcast double* %68 to <2 x double>*, !dbg !76
  store <2 x double> %74, <2 x double>* %76, align 8, !dbg !76, !tbaa !78
  %77 = or i64 %61, 4, !dbg !90
  %78 = add <2 x i32> %62, <i32 4, i32 4>, !dbg !85
  %79 = add <2 x i32> %62, <i32 6, i32 6>, !dbg !85
  %80 = getelementptr inbounds double, double* %17, i64 %77, !dbg !90
  %81 = bitcast double* %80 to <2 x double>*, !dbg !86
  %82 = load <2 x double>, <2 x double>* %81, align 8, !dbg !86, !tbaa !78
  %83 = getelementptr inbounds double, double* %80, i64 2, !dbg !86
  %84 = bitcast double* %83 to <2 x double>*, !dbg !86
  %85 = load <2 x double>, <2 x double>* %84, align 8, !dbg !86, !tbaa !78
  %86 = sitofp <2 x i32> %78 to <2 x double>, !dbg !85
  %87 = sitofp <2 x i32> %79 to <2 x double>, !dbg !85
  %88 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %86), !dbg !87
  %89 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %85, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %87), !dbg !87
  %90 = bitcast double* %80 to <2 x double>*, !dbg !76
  store <2 x double> %88, <2 x double>* %90, align 8, !dbg !76, !tbaa !78
  %91 = bitcast double* %83 to <2 x double>*, !dbg !76
  store <2 x double> %89, <2 x double>* %91, align 8, !dbg !76, !tbaa !78
  %92 = add nuw i64 %61, 8, !dbg !90
  %93 = add <2 x i32> %62, <i32 8, i32 8>, !dbg !85
  %94 = add i64 %63, 2, !dbg !90
  %95 = icmp eq i64 %94, %59, !dbg !90
  br i1 %95, label %96, label %60, !dbg !90, !llvm.loop !91

96:                                               ; preds = %60, %51
  %97 = phi i64 [ 0, %51 ], [ %92, %60 ]
  %98 = phi <2 x i32> [ <i32 0, i32 1>, %51 ], [ %93, %60 ]
  %99 = icmp eq i64 %56, 0, !dbg !90
  br i1 %99, label %114, label %100, !dbg !90

100:                                              ; preds = %96
  %101 = add <2 x i32> %98, <i32 2, i32 2>, !dbg !85
  %102 = getelementptr inbounds double, double* %17, i64 %97, !dbg !90
  %103 = bitcast double* %102 to <2 x double>*, !dbg !86
  %104 = load <2 x double>, <2 x double>* %103, align 8, !dbg !86, !tbaa !78
  %105 = getelementptr inbounds double, double* %102, i64 2, !dbg !86
  %106 = bitcast double* %105 to <2 x double>*, !dbg !86
  %107 = load <2 x double>, <2 x double>* %106, align 8, !dbg !86, !tbaa !78
  %108 = sitofp <2 x i32> %98 to <2 x double>, !dbg !85
  %109 = sitofp <2 x i32> %101 to <2 x double>, !dbg !85
  %110 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %104, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %108), !dbg !87
  %111 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %107, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %109), !dbg !87
  %112 = bitcast double* %102 to <2 x double>*, !dbg !76
  store <2 x double> %110, <2 x double>* %112, align 8, !dbg !76, !tbaa !78
  %113 = bitcast double* %105 to <2 x double>*, !dbg !76
  store <2 x double> %111, <2 x double>* %113, align 8, !dbg !76, !tbaa !78
  br label %114, !dbg !81

114:                                              ; preds = %96, %100
  %115 = icmp eq i64 %52, %15, !dbg !81
  br i1 %115, label %137, label %116, !dbg !81

116:                                              ; preds = %49, %114
  %117 = phi i64 [ 0, %49 ], [ %52, %114 ]
  br label %128, !dbg !81

118:                                              ; preds = %47, %118
  %119 = phi i64 [ %126, %118 ], [ %48, %47 ]
  %120 = getelementptr inbounds double, double* %17, i64 %119
  %121 = load double, double* %120, align 8, !dbg !86, !tbaa !78
  call void @llvm.dbg.value(metadata i64 %119, metadata !70, metadata !DIExpression()) #7, !dbg !75
  %122 = getelementptr inbounds double, double* %17, i64 %119, !dbg !86
  %123 = trunc i64 %119 to i32, !dbg !85
  %124 = sitofp i32 %123 to double, !dbg !85
  %125 = tail call double @llvm.fmuladd.f64(double %121, double 2.000000e+00, double %124) #7, !dbg !87
  store double %125, double* %122, align 8, !dbg !76, !tbaa !78
  %126 = add nuw nsw i64 %119, 1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %126, metadata !70, metadata !DIExpression()) #7, !dbg !75
  %127 = icmp eq i64 %126, %15, !dbg !80
  br i1 %127, label %49, label %118, !dbg !81, !llvm.loop !92

128:                                              ; preds = %116, %128
  %129 = phi i64 [ %135, %128 ], [ %117, %116 ]
  call void @llvm.dbg.value(metadata i64 %129, metadata !70, metadata !DIExpression()) #7, !dbg !75
  %130 = getelementptr inbounds double, double* %17, i64 %129, !dbg !86
  %131 = load double, double* %130, align 8, !dbg !86, !tbaa !78
  %132 = trunc i64 %129 to i32, !dbg !85
  %133 = sitofp i32 %132 to double, !dbg !85
  %134 = tail call double @llvm.fmuladd.f64(double %131, double 2.000000e+00, double %133) #7, !dbg !87
  store double %134, double* %130, align 8, !dbg !76, !tbaa !78
  %135 = add nuw nsw i64 %129, 1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %135, metadata !70, metadata !DIExpression()) #7, !dbg !75
  %136 = icmp eq i64 %135, %15, !dbg !80
  br i1 %136, label %137, label %128, !dbg !81, !llvm.loop !94

137:                                              ; preds = %128, %114
  %138 = icmp ult i32 %14, 4, !dbg !81
  br i1 %138, label %204, label %139, !dbg !81

139:                                              ; preds = %137
  %140 = and i64 %15, 4294967292, !dbg !81
  %141 = add nsw i64 %140, -4, !dbg !81
  %142 = lshr exact i64 %141, 2, !dbg !81
  %143 = add nuw nsw i64 %142, 1, !dbg !81
  %144 = and i64 %143, 1, !dbg !81
  %145 = icmp eq i64 %141, 0, !dbg !81
  br i1 %145, label %184, label %146, !dbg !81

146:                                              ; preds = %139
  %147 = and i64 %143, 9223372036854775806, !dbg !81
  br label %148, !dbg !81

148:                                              ; preds = %148, %146
  %149 = phi i64 [ 0, %146 ], [ %180, %148 ], !dbg !90
  %150 = phi <2 x i32> [ <i32 0, i32 1>, %146 ], [ %181, %148 ], !dbg !85
  %151 = phi i64 [ 0, %146 ], [ %182, %148 ]
  %152 = add <2 x i32> %150, <i32 2, i32 2>, !dbg !85
  %153 = getelementptr inbounds double, double* %17, i64 %149, !dbg !90
  %154 = bitcast double* %153 to <2 x double>*, !dbg !86
  %155 = load <2 x double>, <2 x double>* %154, align 8, !dbg !86, !tbaa !78
  %156 = getelementptr inbounds double, double* %153, i64 2, !dbg !86
  %157 = bitcast double* %156 to <2 x double>*, !dbg !86
  %158 = load <2 x double>, <2 x double>* %157, align 8, !dbg !86, !tbaa !78
  %159 = sitofp <2 x i32> %150 to <2 x double>, !dbg !85
  %160 = sitofp <2 x i32> %152 to <2 x double>, !dbg !85
  %161 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %155, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %159), !dbg !87
  %162 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %160), !dbg !87
  %163 = bitcast double* %153 to <2 x double>*, !dbg !76
  store <2 x double> %161, <2 x double>* %163, align 8, !dbg !76, !tbaa !78
  %164 = bitcast double* %156 to <2 x double>*, !dbg !76
  store <2 x double> %162, <2 x double>* %164, align 8, !dbg !76, !tbaa !78
  %165 = or i64 %149, 4, !dbg !90
  %166 = add <2 x i32> %150, <i32 4, i32 4>, !dbg !85
  %167 = add <2 x i32> %150, <i32 6, i32 6>, !dbg !85
  %168 = getelementptr inbounds double, double* %17, i64 %165, !dbg !90
  %169 = bitcast double* %168 to <2 x double>*, !dbg !86
  %170 = load <2 x double>, <2 x double>* %169, align 8, !dbg !86, !tbaa !78
  %171 = getelementptr inbounds double, double* %168, i64 2, !dbg !86
  %172 = bitcast double* %171 to <2 x double>*, !dbg !86
  %173 = load <2 x double>, <2 x double>* %172, align 8, !dbg !86, !tbaa !78
  %174 = sitofp <2 x i32> %166 to <2 x double>, !dbg !85
  %175 = sitofp <2 x i32> %167 to <2 x double>, !dbg !85
  %176 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %174), !dbg !87
  %177 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %173, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %175), !dbg !87
  %178 = bitcast double* %168 to <2 x double>*, !dbg !76
  store <2 x double> %176, <2 x double>* %178, align 8, !dbg !76, !tbaa !78
  %179 = bitcast double* %171 to <2 x double>*, !dbg !76
  store <2 x double> %177, <2 x double>* %179, align 8, !dbg !76, !tbaa !78
  %180 = add nuw i64 %149, 8, !dbg !90
  %181 = add <2 x i32> %150, <i32 8, i32 8>, !dbg !85
  %182 = add i64 %151, 2, !dbg !90
  %183 = icmp eq i64 %182, %147, !dbg !90
  br i1 %183, label %184, label %148, !dbg !90, !llvm.loop !95

184:                                              ; preds = %148, %139
  %185 = phi i64 [ 0, %139 ], [ %180, %148 ]
  %186 = phi <2 x i32> [ <i32 0, i32 1>, %139 ], [ %181, %148 ]
  %187 = icmp eq i64 %144, 0, !dbg !90
  br i1 %187, label %202, label %188, !dbg !90

188:                                              ; preds = %184
  %189 = add <2 x i32> %186, <i32 2, i32 2>, !dbg !85
  %190 = getelementptr inbounds double, double* %17, i64 %185, !dbg !90
  %191 = bitcast double* %190 to <2 x double>*, !dbg !86
  %192 = load <2 x double>, <2 x double>* %191, align 8, !dbg !86, !tbaa !78
  %193 = getelementptr inbounds double, double* %190, i64 2, !dbg !86
  %194 = bitcast double* %193 to <2 x double>*, !dbg !86
  %195 = load <2 x double>, <2 x double>* %194, align 8, !dbg !86, !tbaa !78
  %196 = sitofp <2 x i32> %186 to <2 x double>, !dbg !85
  %197 = sitofp <2 x i32> %189 to <2 x double>, !dbg !85
  %198 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %192, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %196), !dbg !87
  %199 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %195, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %197), !dbg !87
  %200 = bitcast double* %190 to <2 x double>*, !dbg !76
  store <2 x double> %198, <2 x double>* %200, align 8, !dbg !76, !tbaa !78
  %201 = bitcast double* %193 to <2 x double>*, !dbg !76
  store <2 x double> %199, <2 x double>* %201, align 8, !dbg !76, !tbaa !78
  br label %202, !dbg !81

202:                                              ; preds = %184, %188
  %203 = icmp eq i64 %140, %15, !dbg !81
  br i1 %203, label %215, label %204, !dbg !81

204:                                              ; preds = %137, %202
  %205 = phi i64 [ 0, %137 ], [ %140, %202 ]
  br label %206, !dbg !81

206:                                              ; preds = %204, %206
  %207 = phi i64 [ %213, %206 ], [ %205, %204 ]
  call void @llvm.dbg.value(metadata i64 %207, metadata !70, metadata !DIExpression()) #7, !dbg !75
  %208 = getelementptr inbounds double, double* %17, i64 %207, !dbg !86
  %209 = load double, double* %208, align 8, !dbg !86, !tbaa !78
  %210 = trunc i64 %207 to i32, !dbg !85
  %211 = sitofp i32 %210 to double, !dbg !85
  %212 = tail call double @llvm.fmuladd.f64(double %209, double 2.000000e+00, double %211) #7, !dbg !87
  store double %212, double* %208, align 8, !dbg !76, !tbaa !78
  %213 = add nuw nsw i64 %207, 1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %213, metadata !70, metadata !DIExpression()) #7, !dbg !75
  %214 = icmp eq i64 %213, %15, !dbg !80
  br i1 %214, label %215, label %206, !dbg !81, !llvm.loop !96

215:                                              ; preds = %206, %202
  %216 = icmp ult i32 %14, 4, !dbg !81
  br i1 %216, label %282, label %217, !dbg !81

217:                                              ; preds = %215
  %218 = and i64 %15, 4294967292, !dbg !81
  %219 = add nsw i64 %218, -4, !dbg !81
  %220 = lshr exact i64 %219, 2, !dbg !81
  %221 = add nuw nsw i64 %220, 1, !dbg !81
  %222 = and i64 %221, 1, !dbg !81
  %223 = icmp eq i64 %219, 0, !dbg !81
  br i1 %223, label %262, label %224, !dbg !81

224:                                              ; preds = %217
  %225 = and i64 %221, 9223372036854775806, !dbg !81
  br label %226, !dbg !81

226:                                              ; preds = %226, %224
  %227 = phi i64 [ 0, %224 ], [ %258, %226 ], !dbg !90
  %228 = phi <2 x i32> [ <i32 0, i32 1>, %224 ], [ %259, %226 ], !dbg !85
  %229 = phi i64 [ 0, %224 ], [ %260, %226 ]
  %230 = add <2 x i32> %228, <i32 2, i32 2>, !dbg !85
  %231 = getelementptr inbounds double, double* %17, i64 %227, !dbg !90
  %232 = bitcast double* %231 to <2 x double>*, !dbg !86
  %233 = load <2 x double>, <2 x double>* %232, align 8, !dbg !86, !tbaa !78
  %234 = getelementptr inbounds double, double* %231, i64 2, !dbg !86
  %235 = bitcast double* %234 to <2 x double>*, !dbg !86
  %236 = load <2 x double>, <2 x double>* %235, align 8, !dbg !86, !tbaa !78
  %237 = sitofp <2 x i32> %228 to <2 x double>, !dbg !85
  %238 = sitofp <2 x i32> %230 to <2 x double>, !dbg !85
  %239 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %233, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %237), !dbg !87
  %240 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %236, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %238), !dbg !87
  %241 = bitcast double* %231 to <2 x double>*, !dbg !76
  store <2 x double> %239, <2 x double>* %241, align 8, !dbg !76, !tbaa !78
  %242 = bitcast double* %234 to <2 x double>*, !dbg !76
  store <2 x double> %240, <2 x double>* %242, align 8, !dbg !76, !tbaa !78
  %243 = or i64 %227, 4, !dbg !90
  %244 = add <2 x i32> %228, <i32 4, i32 4>, !dbg !85
  %245 = add <2 x i32> %228, <i32 6, i32 6>, !dbg !85
  %246 = getelementptr inbounds double, double* %17, i64 %243, !dbg !90
  %247 = bitcast double* %246 to <2 x double>*, !dbg !86
  %248 = load <2 x double>, <2 x double>* %247, align 8, !dbg !86, !tbaa !78
  %249 = getelementptr inbounds double, double* %246, i64 2, !dbg !86
  %250 = bitcast double* %249 to <2 x double>*, !dbg !86
  %251 = load <2 x double>, <2 x double>* %250, align 8, !dbg !86, !tbaa !78
  %252 = sitofp <2 x i32> %244 to <2 x double>, !dbg !85
  %253 = sitofp <2 x i32> %245 to <2 x double>, !dbg !85
  %254 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %248, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %252), !dbg !87
  %255 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %251, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %253), !dbg !87
  %256 = bitcast double* %246 to <2 x double>*, !dbg !76
  store <2 x double> %254, <2 x double>* %256, align 8, !dbg !76, !tbaa !78
  %257 = bitcast double* %249 to <2 x double>*, !dbg !76
  store <2 x double> %255, <2 x double>* %257, align 8, !dbg !76, !tbaa !78
  %258 = add nuw i64 %227, 8, !dbg !90
  %259 = add <2 x i32> %228, <i32 8, i32 8>, !dbg !85
  %260 = add i64 %229, 2, !dbg !90
  %261 = icmp eq i64 %260, %225, !dbg !90
  br i1 %261, label %262, label %226, !dbg !90, !llvm.loop !97

262:                                              ; preds = %226, %217
  %263 = phi i64 [ 0, %217 ], [ %258, %226 ]
  %264 = phi <2 x i32> [ <i32 0, i32 1>, %217 ], [ %259, %226 ]
  %265 = icmp eq i64 %222, 0, !dbg !90
  br i1 %265, label %280, label %266, !dbg !90

266:                                              ; preds = %262
  %267 = add <2 x i32> %264, <i32 2, i32 2>, !dbg !85
  %268 = getelementptr inbounds double, double* %17, i64 %263, !dbg !90
  %269 = bitcast double* %268 to <2 x double>*, !dbg !86
  %270 = load <2 x double>, <2 x double>* %269, align 8, !dbg !86, !tbaa !78
  %271 = getelementptr inbounds double, double* %268, i64 2, !dbg !86
  %272 = bitcast double* %271 to <2 x double>*, !dbg !86
  %273 = load <2 x double>, <2 x double>* %272, align 8, !dbg !86, !tbaa !78
  %274 = sitofp <2 x i32> %264 to <2 x double>, !dbg !85
  %275 = sitofp <2 x i32> %267 to <2 x double>, !dbg !85
  %276 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %270, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %274), !dbg !87
  %277 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %273, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %275), !dbg !87
  %278 = bitcast double* %268 to <2 x double>*, !dbg !76
  store <2 x double> %276, <2 x double>* %278, align 8, !dbg !76, !tbaa !78
  %279 = bitcast double* %271 to <2 x double>*, !dbg !76
  store <2 x double> %277, <2 x double>* %279, align 8, !dbg !76, !tbaa !78
  br label %280, !dbg !81

280:                                              ; preds = %262, %266
  %281 = icmp eq i64 %218, %15, !dbg !81
  br i1 %281, label %293, label %282, !dbg !81

282:                                              ; preds = %215, %280
  %283 = phi i64 [ 0, %215 ], [ %218, %280 ]
  br label %284, !dbg !81

284:                                              ; preds = %282, %284
  %285 = phi i64 [ %291, %284 ], [ %283, %282 ]
  call void @llvm.dbg.value(metadata i64 %285, metadata !70, metadata !DIExpression()) #7, !dbg !75
  %286 = getelementptr inbounds double, double* %17, i64 %285, !dbg !86
  %287 = load double, double* %286, align 8, !dbg !86, !tbaa !78
  %288 = trunc i64 %285 to i32, !dbg !85
  %289 = sitofp i32 %288 to double, !dbg !85
  %290 = tail call double @llvm.fmuladd.f64(double %287, double 2.000000e+00, double %289) #7, !dbg !87
  store double %290, double* %286, align 8, !dbg !76, !tbaa !78
  %291 = add nuw nsw i64 %285, 1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %291, metadata !70, metadata !DIExpression()) #7, !dbg !75
  %292 = icmp eq i64 %291, %15, !dbg !80
  br i1 %292, label %293, label %284, !dbg !81, !llvm.loop !98

293:                                              ; preds = %284, %280
  call void @llvm.dbg.value(metadata i32 4, metadata !25, metadata !DIExpression()), !dbg !63
  %294 = add nsw i32 %14, -1, !dbg !99
  %295 = sext i32 %294 to i64, !dbg !100
  %296 = getelementptr inbounds double, double* %17, i64 %295, !dbg !100
  %297 = load double, double* %296, align 8, !dbg !100, !tbaa !78
  %298 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %297), !dbg !101
  tail call void @free(i8* noundef nonnull %16) #7, !dbg !102
  ret i32 0, !dbg !103
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_callee_ret.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0caa74a92db1e0714c2341749e50a776")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !16, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !25}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 12, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 12, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 13, type: !3)
!22 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 14, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "r", scope: !26, file: !1, line: 15, type: !3)
!26 = distinct !DILexicalBlock(scope: !15, file: !1, line: 15, column: 3)
!27 = !DILocation(line: 0, scope: !15)
!28 = !DILocation(line: 13, column: 27, scope: !15)
!29 = !DILocation(line: 13, column: 22, scope: !15)
!30 = !DILocation(line: 13, column: 33, scope: !15)
!31 = !{!32, !32, i64 0}
!32 = !{!"any pointer", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocalVariable(name: "s", arg: 1, scope: !36, file: !1, line: 4, type: !39)
!36 = distinct !DISubprogram(name: "parse_size", scope: !1, file: !1, line: 4, type: !37, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !41)
!37 = !DISubroutineType(types: !38)
!38 = !{!3, !39, !3}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!41 = !{!35, !42, !43}
!42 = !DILocalVariable(name: "def", arg: 2, scope: !36, file: !1, line: 4, type: !3)
!43 = !DILocalVariable(name: "v", scope: !36, file: !1, line: 6, type: !3)
!44 = !DILocation(line: 0, scope: !36, inlinedAt: !45)
!45 = distinct !DILocation(line: 13, column: 11, scope: !15)
!46 = !DILocation(line: 5, column: 8, scope: !47, inlinedAt: !45)
!47 = distinct !DILexicalBlock(scope: !36, file: !1, line: 5, column: 7)
!48 = !DILocation(line: 5, column: 7, scope: !36, inlinedAt: !45)
!49 = !DILocalVariable(name: "__nptr", arg: 1, scope: !50, file: !51, line: 362, type: !39)
!50 = distinct !DISubprogram(name: "atoi", scope: !51, file: !51, line: 362, type: !52, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !54)
!51 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!52 = !DISubroutineType(types: !53)
!53 = !{!3, !39}
!54 = !{!49}
!55 = !DILocation(line: 0, scope: !50, inlinedAt: !56)
!56 = distinct !DILocation(line: 6, column: 11, scope: !36, inlinedAt: !45)
!57 = !DILocation(line: 364, column: 16, scope: !50, inlinedAt: !56)
!58 = !DILocation(line: 364, column: 10, scope: !50, inlinedAt: !56)
!59 = !DILocation(line: 7, column: 12, scope: !36, inlinedAt: !45)
!60 = !DILocation(line: 7, column: 10, scope: !36, inlinedAt: !45)
!61 = !DILocation(line: 14, column: 22, scope: !15)
!62 = !DILocation(line: 14, column: 15, scope: !15)
!63 = !DILocation(line: 0, scope: !26)
!64 = !DILocalVariable(name: "a", arg: 1, scope: !65, file: !1, line: 9, type: !23)
!65 = distinct !DISubprogram(name: "kernel", scope: !1, file: !1, line: 9, type: !66, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !23, !3}
!68 = !{!64, !69, !70}
!69 = !DILocalVariable(name: "n", arg: 2, scope: !65, file: !1, line: 9, type: !3)
!70 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 10, type: !3)
!71 = distinct !DILexicalBlock(scope: !65, file: !1, line: 10, column: 3)
!72 = !DILocation(line: 0, scope: !65, inlinedAt: !73)
!73 = distinct !DILocation(line: 15, column: 31, scope: !74)
!74 = distinct !DILexicalBlock(scope: !26, file: !1, line: 15, column: 3)
!75 = !DILocation(line: 0, scope: !71, inlinedAt: !73)
!76 = !DILocation(line: 10, column: 36, scope: !77, inlinedAt: !73)
!77 = distinct !DILexicalBlock(scope: !71, file: !1, line: 10, column: 3)
!78 = !{!79, !79, i64 0}
!79 = !{!"double", !33, i64 0}
!80 = !DILocation(line: 10, column: 21, scope: !77, inlinedAt: !73)
!81 = !DILocation(line: 10, column: 3, scope: !71, inlinedAt: !73)
!82 = distinct !{!82, !81, !83, !84}
!83 = !DILocation(line: 10, column: 51, scope: !71, inlinedAt: !73)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 10, column: 51, scope: !77, inlinedAt: !73)
!86 = !DILocation(line: 10, column: 38, scope: !77, inlinedAt: !73)
!87 = !DILocation(line: 10, column: 49, scope: !77, inlinedAt: !73)
!88 = distinct !{!88, !81, !83, !84, !89}
!89 = !{!"llvm.loop.isvectorized", i32 1}
!90 = !DILocation(line: 10, column: 27, scope: !77, inlinedAt: !73)
!91 = distinct !{!91, !81, !83, !84, !89}
!92 = distinct !{!92, !81, !83, !84, !93, !89}
!93 = !{!"llvm.loop.unroll.runtime.disable"}
!94 = distinct !{!94, !81, !83, !84, !93, !89}
!95 = distinct !{!95, !81, !83, !84, !89}
!96 = distinct !{!96, !81, !83, !84, !93, !89}
!97 = distinct !{!97, !81, !83, !84, !89}
!98 = distinct !{!98, !81, !83, !84, !93, !89}
!99 = !DILocation(line: 16, column: 22, scope: !15)
!100 = !DILocation(line: 16, column: 18, scope: !15)
!101 = !DILocation(line: 16, column: 3, scope: !15)
!102 = !DILocation(line: 17, column: 3, scope: !15)
!103 = !DILocation(line: 18, column: 3, scope: !15)
