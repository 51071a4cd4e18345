; ModuleID = 'argv_matmul.c'
source_filename = "argv_matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !32
  %3 = icmp sgt i32 %0, 1, !dbg !33
  br i1 %3, label %4, label %9, !dbg !34

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !35
  %6 = load i8*, i8** %5, align 8, !dbg !35, !tbaa !36
  call void @llvm.dbg.value(metadata i8* %6, metadata !40, metadata !DIExpression()) #6, !dbg !48
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !50
  %8 = trunc i64 %7 to i32, !dbg !51
  br label %9, !dbg !34

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 64, %2 ], !dbg !34
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !32
  %11 = sext i32 %10 to i64, !dbg !52
  %12 = shl nsw i64 %11, 3, !dbg !53
  %13 = mul i64 %12, %11, !dbg !54
  %14 = tail call noalias i8* @malloc(i64 noundef %13) #6, !dbg !55
  %15 = bitcast i8* %14 to double*, !dbg !55
  call void @llvm.dbg.value(metadata double* %15, metadata !22, metadata !DIExpression()), !dbg !32
  %16 = tail call noalias i8* @malloc(i64 noundef %13) #6, !dbg !56
  %17 = bitcast i8* %16 to double*, !dbg !56
  call void @llvm.dbg.value(metadata double* %17, metadata !25, metadata !DIExpression()), !dbg !32
  %18 = tail call noalias i8* @malloc(i64 noundef %13) #6, !dbg !57
  %19 = bitcast i8* %18 to double*, !dbg !57
  call void @llvm.dbg.value(metadata double* %19, metadata !26, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !58
  %20 = mul i32 %10, %10
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !58
  %21 = icmp eq i32 %20, 0, !dbg !59
  br i1 %21, label %45, label %22, !dbg !61

22:                                               ; preds = %9
  %23 = zext i32 %20 to i64, !dbg !59
  %24 = icmp eq i32 %20, 1, !dbg !61
  br i1 %24, label %43, label %25, !dbg !61

25:                                               ; preds = %22
  %26 = and i64 %23, 4294967294, !dbg !61
  br label %27, !dbg !61

27:                                               ; preds = %27, %25
  %28 = phi i64 [ 0, %25 ], [ %38, %27 ], !dbg !62
  %29 = phi <2 x i32> [ <i32 0, i32 1>, %25 ], [ %39, %27 ], !dbg !63
  %30 = urem <2 x i32> %29, <i32 7, i32 7>, !dbg !63
  %31 = sitofp <2 x i32> %30 to <2 x double>, !dbg !65
  %32 = getelementptr inbounds double, double* %15, i64 %28, !dbg !62
  %33 = bitcast double* %32 to <2 x double>*, !dbg !66
  store <2 x double> %31, <2 x double>* %33, align 8, !dbg !66, !tbaa !67
  %34 = urem <2 x i32> %29, <i32 5, i32 5>, !dbg !69
  %35 = sitofp <2 x i32> %34 to <2 x double>, !dbg !70
  %36 = getelementptr inbounds double, double* %17, i64 %28, !dbg !62
  %37 = bitcast double* %36 to <2 x double>*, !dbg !71
  store <2 x double> %35, <2 x double>* %37, align 8, !dbg !71, !tbaa !67
  %38 = add nuw i64 %28, 2, !dbg !62
  %39 = add <2 x i32> %29, <i32 2, i32 2>, !dbg !63
  %40 = icmp eq i64 %38, %26, !dbg !62
  br i1 %40, label %41, label %27, !dbg !62, !llvm.loop !72

41:                                               ; preds = %27
  %42 = icmp eq i64 %26, %23, !dbg !61
  br i1 %42, label %45, label %43, !dbg !61

43:                                               ; preds = %22, %41
  %44 = phi i64 [ 0, %22 ], [ %26, %41 ]
  br label %112, !dbg !61

45:                                               ; preds = %112, %41, %9
  call void @llvm.dbg.value(metadata i32 %10, metadata !76, metadata !DIExpression()) #6, !dbg !94
  call void @llvm.dbg.value(metadata double* %15, metadata !81, metadata !DIExpression()) #6, !dbg !94
  call void @llvm.dbg.value(metadata double* %17, metadata !82, metadata !DIExpression()) #6, !dbg !94
  call void @llvm.dbg.value(metadata double* %19, metadata !83, metadata !DIExpression()) #6, !dbg !94
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()) #6, !dbg !96
  %46 = icmp sgt i32 %10, 0, !dbg !97
  br i1 %46, label %47, label %104, !dbg !98

47:                                               ; preds = %45
  %48 = zext i32 %10 to i64, !dbg !98
  %49 = and i64 %48, 1
  %50 = icmp eq i32 %10, 1
  %51 = and i64 %48, 4294967294
  %52 = icmp eq i64 %49, 0
  br label %53, !dbg !98

53:                                               ; preds = %58, %47
  %54 = phi i64 [ 0, %47 ], [ %59, %58 ]
  call void @llvm.dbg.value(metadata i64 %54, metadata !84, metadata !DIExpression()) #6, !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()) #6, !dbg !99
  %55 = mul nuw nsw i64 %54, %48
  br label %56, !dbg !100

56:                                               ; preds = %74, %53
  %57 = phi i64 [ 0, %53 ], [ %78, %74 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !86, metadata !DIExpression()) #6, !dbg !99
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()) #6, !dbg !101
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !89, metadata !DIExpression()) #6, !dbg !102
  br i1 %50, label %61, label %80, !dbg !103

58:                                               ; preds = %74
  %59 = add nuw nsw i64 %54, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %59, metadata !84, metadata !DIExpression()) #6, !dbg !96
  %60 = icmp eq i64 %59, %48, !dbg !97
  br i1 %60, label %104, label %53, !dbg !98, !llvm.loop !105

61:                                               ; preds = %80, %56
  %62 = phi double [ undef, %56 ], [ %100, %80 ]
  %63 = phi i64 [ 0, %56 ], [ %101, %80 ]
  %64 = phi double [ 0.000000e+00, %56 ], [ %100, %80 ]
  br i1 %52, label %74, label %65, !dbg !103

65:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i64 %63, metadata !92, metadata !DIExpression()) #6, !dbg !101
  call void @llvm.dbg.value(metadata double %64, metadata !89, metadata !DIExpression()) #6, !dbg !102
  %66 = add nuw nsw i64 %63, %55, !dbg !107
  %67 = getelementptr inbounds double, double* %15, i64 %66, !dbg !109
  %68 = load double, double* %67, align 8, !dbg !109, !tbaa !67
  %69 = mul nuw nsw i64 %63, %48, !dbg !110
  %70 = add nuw nsw i64 %69, %57, !dbg !111
  %71 = getelementptr inbounds double, double* %17, i64 %70, !dbg !112
  %72 = load double, double* %71, align 8, !dbg !112, !tbaa !67
  %73 = tail call double @llvm.fmuladd.f64(double %68, double %72, double %64) #6, !dbg !113
  call void @llvm.dbg.value(metadata double %73, metadata !89, metadata !DIExpression()) #6, !dbg !102
  call void @llvm.dbg.value(metadata i64 %63, metadata !92, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #6, !dbg !101
  br label %74, !dbg !114

74:                                               ; preds = %61, %65
  %75 = phi double [ %62, %61 ], [ %73, %65 ], !dbg !113
  %76 = add nuw nsw i64 %57, %55, !dbg !114
  %77 = getelementptr inbounds double, double* %19, i64 %76, !dbg !115
  store double %75, double* %77, align 8, !dbg !116, !tbaa !67
  %78 = add nuw nsw i64 %57, 1, !dbg !117
  call void @llvm.dbg.value(metadata i64 %78, metadata !86, metadata !DIExpression()) #6, !dbg !99
  %79 = icmp eq i64 %78, %48, !dbg !118
  br i1 %79, label %58, label %56, !dbg !100, !llvm.loop !119

80:                                               ; preds = %56, %80
  %81 = phi i64 [ %101, %80 ], [ 0, %56 ]
  %82 = phi double [ %100, %80 ], [ 0.000000e+00, %56 ]
  %83 = phi i64 [ %102, %80 ], [ 0, %56 ]
  call void @llvm.dbg.value(metadata i64 %81, metadata !92, metadata !DIExpression()) #6, !dbg !101
  call void @llvm.dbg.value(metadata double %82, metadata !89, metadata !DIExpression()) #6, !dbg !102
  %84 = add nuw nsw i64 %81, %55, !dbg !107
  %85 = getelementptr inbounds double, double* %15, i64 %84, !dbg !109
  %86 = load double, double* %85, align 8, !dbg !109, !tbaa !67
  %87 = mul nuw nsw i64 %81, %48, !dbg !110
  %88 = add nuw nsw i64 %87, %57, !dbg !111
  %89 = getelementptr inbounds double, double* %17, i64 %88, !dbg !112
  %90 = load double, double* %89, align 8, !dbg !112, !tbaa !67
  %91 = tail call double @llvm.fmuladd.f64(double %86, double %90, double %82) #6, !dbg !113
  call void @llvm.dbg.value(metadata double %91, metadata !89, metadata !DIExpression()) #6, !dbg !102
  %92 = or i64 %81, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %92, metadata !92, metadata !DIExpression()) #6, !dbg !101
  call void @llvm.dbg.value(metadata i64 %92, metadata !92, metadata !DIExpression()) #6, !dbg !101
  call void @llvm.dbg.value(metadata double %91, metadata !89, metadata !DIExpression()) #6, !dbg !102
  %93 = add nuw nsw i64 %92, %55, !dbg !107
  %94 = getelementptr inbounds double, double* %15, i64 %93, !dbg !109
  %95 = load double, double* %94, align 8, !dbg !109, !tbaa !67
  %96 = mul nuw nsw i64 %92, %48, !dbg !110
  %97 = add nuw nsw i64 %96, %57, !dbg !111
  %98 = getelementptr inbounds double, double* %17, i64 %97, !dbg !112
  %99 = load double, double* %98, align 8, !dbg !112, !tbaa !67
  %100 = tail call double @llvm.fmuladd.f64(double %95, double %99, double %91) #6, !dbg !113
  call void @llvm.dbg.value(metadata double %100, metadata !89, metadata !DIExpression()) #6, !dbg !102
  %101 = add nuw nsw i64 %81, 2, !dbg !121
  call void @llvm.dbg.value(metadata i64 %101, metadata !92, metadata !DIExpression()) #6, !dbg !101
  %102 = add i64 %83, 2, !dbg !103
  %103 = icmp eq i64 %102, %51, !dbg !103
  br i1 %103, label %61, label %80, !dbg !103, !llvm.loop !122

104:                                              ; preds = %58, %45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !124
  br i1 %21, label %183, label %105, !dbg !125

105:                                              ; preds = %104
  %106 = zext i32 %20 to i64, !dbg !126
  %107 = add nsw i64 %106, -1, !dbg !125
  %108 = and i64 %106, 7, !dbg !125
  %109 = icmp ult i64 %107, 7, !dbg !125
  br i1 %109, label %123, label %110, !dbg !125

110:                                              ; preds = %105
  %111 = and i64 %106, 4294967288, !dbg !125
  br label %143, !dbg !125

112:                                              ; preds = %43, %112
  %113 = phi i64 [ %121, %112 ], [ %44, %43 ]
  call void @llvm.dbg.value(metadata i64 %113, metadata !27, metadata !DIExpression()), !dbg !58
  %114 = trunc i64 %113 to i32, !dbg !63
  %115 = urem i32 %114, 7, !dbg !63
  %116 = sitofp i32 %115 to double, !dbg !65
  %117 = getelementptr inbounds double, double* %15, i64 %113, !dbg !128
  store double %116, double* %117, align 8, !dbg !66, !tbaa !67
  %118 = urem i32 %114, 5, !dbg !69
  %119 = sitofp i32 %118 to double, !dbg !70
  %120 = getelementptr inbounds double, double* %17, i64 %113, !dbg !129
  store double %119, double* %120, align 8, !dbg !71, !tbaa !67
  %121 = add nuw nsw i64 %113, 1, !dbg !62
  call void @llvm.dbg.value(metadata i64 %121, metadata !27, metadata !DIExpression()), !dbg !58
  %122 = icmp eq i64 %121, %23, !dbg !59
  br i1 %122, label %45, label %112, !dbg !61, !llvm.loop !130

123:                                              ; preds = %143, %105
  %124 = phi double [ undef, %105 ], [ %177, %143 ]
  %125 = phi i64 [ 0, %105 ], [ %178, %143 ]
  %126 = phi double [ 0.000000e+00, %105 ], [ %177, %143 ]
  %127 = icmp eq i64 %108, 0, !dbg !125
  br i1 %127, label %138, label %128, !dbg !125

128:                                              ; preds = %123, %128
  %129 = phi i64 [ %135, %128 ], [ %125, %123 ]
  %130 = phi double [ %134, %128 ], [ %126, %123 ]
  %131 = phi i64 [ %136, %128 ], [ 0, %123 ]
  call void @llvm.dbg.value(metadata i64 %129, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %130, metadata !29, metadata !DIExpression()), !dbg !32
  %132 = getelementptr inbounds double, double* %19, i64 %129, !dbg !132
  %133 = load double, double* %132, align 8, !dbg !132, !tbaa !67
  %134 = fadd double %130, %133, !dbg !133
  call void @llvm.dbg.value(metadata double %134, metadata !29, metadata !DIExpression()), !dbg !32
  %135 = add nuw nsw i64 %129, 1, !dbg !134
  call void @llvm.dbg.value(metadata i64 %135, metadata !30, metadata !DIExpression()), !dbg !124
  %136 = add i64 %131, 1, !dbg !125
  %137 = icmp eq i64 %136, %108, !dbg !125
  br i1 %137, label %138, label %128, !dbg !125, !llvm.loop !135

138:                                              ; preds = %128, %123
  %139 = phi double [ %124, %123 ], [ %134, %128 ], !dbg !133
  %140 = icmp sgt i32 %0, 42, !dbg !137
  %141 = fcmp olt double %139, 0.000000e+00
  %142 = select i1 %140, i1 %141, i1 false, !dbg !139
  br i1 %142, label %181, label %183, !dbg !139

143:                                              ; preds = %143, %110
  %144 = phi i64 [ 0, %110 ], [ %178, %143 ]
  %145 = phi double [ 0.000000e+00, %110 ], [ %177, %143 ]
  %146 = phi i64 [ 0, %110 ], [ %179, %143 ]
  call void @llvm.dbg.value(metadata i64 %144, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %145, metadata !29, metadata !DIExpression()), !dbg !32
  %147 = getelementptr inbounds double, double* %19, i64 %144, !dbg !132
  %148 = load double, double* %147, align 8, !dbg !132, !tbaa !67
  %149 = fadd double %145, %148, !dbg !133
  call void @llvm.dbg.value(metadata double %149, metadata !29, metadata !DIExpression()), !dbg !32
  %150 = or i64 %144, 1, !dbg !134
  call void @llvm.dbg.value(metadata i64 %150, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %150, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %149, metadata !29, metadata !DIExpression()), !dbg !32
  %151 = getelementptr inbounds double, double* %19, i64 %150, !dbg !132
  %152 = load double, double* %151, align 8, !dbg !132, !tbaa !67
  %153 = fadd double %149, %152, !dbg !133
  call void @llvm.dbg.value(metadata double %153, metadata !29, metadata !DIExpression()), !dbg !32
  %154 = or i64 %144, 2, !dbg !134
  call void @llvm.dbg.value(metadata i64 %154, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %154, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %153, metadata !29, metadata !DIExpression()), !dbg !32
  %155 = getelementptr inbounds double, double* %19, i64 %154, !dbg !132
  %156 = load double, double* %155, align 8, !dbg !132, !tbaa !67
  %157 = fadd double %153, %156, !dbg !133
  call void @llvm.dbg.value(metadata double %157, metadata !29, metadata !DIExpression()), !dbg !32
  %158 = or i64 %144, 3, !dbg !134
  call void @llvm.dbg.value(metadata i64 %158, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %158, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %157, metadata !29, metadata !DIExpression()), !dbg !32
  %159 = getelementptr inbounds double, double* %19, i64 %158, !dbg !132
  %160 = load double, double* %159, align 8, !dbg !132, !tbaa !67
  %161 = fadd double %157, %160, !dbg !133
  call void @llvm.dbg.value(metadata double %161, metadata !29, metadata !DIExpression()), !dbg !32
  %162 = or i64 %144, 4, !dbg !134
  call void @llvm.dbg.value(metadata i64 %162, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %162, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %161, metadata !29, metadata !DIExpression()), !dbg !32
  %163 = getelementptr inbounds double, double* %19, i64 %162, !dbg !132
  %164 = load double, double* %163, align 8, !dbg !132, !tbaa !67
  %165 = fadd double %161, %164, !dbg !133
  call void @llvm.dbg.value(metadata double %165, metadata !29, metadata !DIExpression()), !dbg !32
  %166 = or i64 %144, 5, !dbg !134
  call void @llvm.dbg.value(metadata i64 %166, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %166, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %165, metadata !29, metadata !DIExpression()), !dbg !32
  %167 = getelementptr inbounds double, double* %19, i64 %166, !dbg !132
  %168 = load double, double* %167, align 8, !dbg !132, !tbaa !67
  %169 = fadd double %165, %168, !dbg !133
  call void @llvm.dbg.value(metadata double %169, metadata !29, metadata !DIExpression()), !dbg !32
  %170 = or i64 %144, 6, !dbg !134
  call void @llvm.dbg.value(metadata i64 %170, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %170, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %169, metadata !29, metadata !DIExpression()), !dbg !32
  %171 = getelementptr inbounds double, double* %19, i64 %170, !dbg !132
  %172 = load double, double* %171, align 8, !dbg !132, !tbaa !67
  %173 = fadd double %169, %172, !dbg !133
  call void @llvm.dbg.value(metadata double %173, metadata !29, metadata !DIExpression()), !dbg !32
  %174 = or i64 %144, 7, !dbg !134
  call void @llvm.dbg.value(metadata i64 %174, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %174, metadata !30, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %173, metadata !29, metadata !DIExpression()), !dbg !32
  %175 = getelementptr inbounds double, double* %19, i64 %174, !dbg !132
  %176 = load double, double* %175, align 8, !dbg !132, !tbaa !67
  %177 = fadd double %173, %176, !dbg !133
  call void @llvm.dbg.value(metadata double %177, metadata !29, metadata !DIExpression()), !dbg !32
  %178 = add nuw nsw i64 %144, 8, !dbg !134
  call void @llvm.dbg.value(metadata i64 %178, metadata !30, metadata !DIExpression()), !dbg !124
  %179 = add i64 %146, 8, !dbg !125
  %180 = icmp eq i64 %179, %111, !dbg !125
  br i1 %180, label %123, label %143, !dbg !125, !llvm.loop !140

181:                                              ; preds = %138
  %182 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %139), !dbg !142
  br label %183, !dbg !142

183:                                              ; preds = %104, %181, %138
  %184 = phi double [ %139, %181 ], [ %139, %138 ], [ 0.000000e+00, %104 ]
  %185 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %184), !dbg !143
  ret i32 0, !dbg !144
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "argv_matmul.c", directory: ".", checksumkind: CSK_MD5, checksum: "4051a67719ec8aecc9a8f4210c31d7cf")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !16, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !25, !26, !27, !29, !30}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 14, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 14, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 15, type: !3)
!22 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 16, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "b", scope: !15, file: !1, line: 16, type: !23)
!26 = !DILocalVariable(name: "c", scope: !15, file: !1, line: 16, type: !23)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 17, type: !3)
!28 = distinct !DILexicalBlock(scope: !15, file: !1, line: 17, column: 3)
!29 = !DILocalVariable(name: "sum", scope: !15, file: !1, line: 19, type: !24)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 20, type: !3)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 20, column: 3)
!32 = !DILocation(line: 0, scope: !15)
!33 = !DILocation(line: 15, column: 16, scope: !15)
!34 = !DILocation(line: 15, column: 11, scope: !15)
!35 = !DILocation(line: 15, column: 27, scope: !15)
!36 = !{!37, !37, i64 0}
!37 = !{!"any pointer", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocalVariable(name: "__nptr", arg: 1, scope: !41, file: !42, line: 362, type: !45)
!41 = distinct !DISubprogram(name: "atoi", scope: !42, file: !42, line: 362, type: !43, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !47)
!42 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!43 = !DISubroutineType(types: !44)
!44 = !{!3, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!47 = !{!40}
!48 = !DILocation(line: 0, scope: !41, inlinedAt: !49)
!49 = distinct !DILocation(line: 15, column: 22, scope: !15)
!50 = !DILocation(line: 364, column: 16, scope: !41, inlinedAt: !49)
!51 = !DILocation(line: 364, column: 10, scope: !41, inlinedAt: !49)
!52 = !DILocation(line: 16, column: 37, scope: !15)
!53 = !DILocation(line: 16, column: 36, scope: !15)
!54 = !DILocation(line: 16, column: 38, scope: !15)
!55 = !DILocation(line: 16, column: 15, scope: !15)
!56 = !DILocation(line: 16, column: 48, scope: !15)
!57 = !DILocation(line: 16, column: 81, scope: !15)
!58 = !DILocation(line: 0, scope: !28)
!59 = !DILocation(line: 17, column: 21, scope: !60)
!60 = distinct !DILexicalBlock(scope: !28, file: !1, line: 17, column: 3)
!61 = !DILocation(line: 17, column: 3, scope: !28)
!62 = !DILocation(line: 17, column: 29, scope: !60)
!63 = !DILocation(line: 17, column: 44, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 17, column: 33)
!65 = !DILocation(line: 17, column: 42, scope: !64)
!66 = !DILocation(line: 17, column: 40, scope: !64)
!67 = !{!68, !68, i64 0}
!68 = !{!"double", !38, i64 0}
!69 = !DILocation(line: 17, column: 58, scope: !64)
!70 = !DILocation(line: 17, column: 56, scope: !64)
!71 = !DILocation(line: 17, column: 54, scope: !64)
!72 = distinct !{!72, !61, !73, !74, !75}
!73 = !DILocation(line: 17, column: 63, scope: !28)
!74 = !{!"llvm.loop.mustprogress"}
!75 = !{!"llvm.loop.isvectorized", i32 1}
!76 = !DILocalVariable(name: "n", arg: 1, scope: !77, file: !1, line: 5, type: !3)
!77 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 5, type: !78, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{null, !3, !23, !23, !23}
!80 = !{!76, !81, !82, !83, !84, !86, !89, !92}
!81 = !DILocalVariable(name: "a", arg: 2, scope: !77, file: !1, line: 5, type: !23)
!82 = !DILocalVariable(name: "b", arg: 3, scope: !77, file: !1, line: 5, type: !23)
!83 = !DILocalVariable(name: "c", arg: 4, scope: !77, file: !1, line: 5, type: !23)
!84 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 6, type: !3)
!85 = distinct !DILexicalBlock(scope: !77, file: !1, line: 6, column: 3)
!86 = !DILocalVariable(name: "j", scope: !87, file: !1, line: 7, type: !3)
!87 = distinct !DILexicalBlock(scope: !88, file: !1, line: 7, column: 5)
!88 = distinct !DILexicalBlock(scope: !85, file: !1, line: 6, column: 3)
!89 = !DILocalVariable(name: "s", scope: !90, file: !1, line: 8, type: !24)
!90 = distinct !DILexicalBlock(scope: !91, file: !1, line: 7, column: 33)
!91 = distinct !DILexicalBlock(scope: !87, file: !1, line: 7, column: 5)
!92 = !DILocalVariable(name: "k", scope: !93, file: !1, line: 9, type: !3)
!93 = distinct !DILexicalBlock(scope: !90, file: !1, line: 9, column: 7)
!94 = !DILocation(line: 0, scope: !77, inlinedAt: !95)
!95 = distinct !DILocation(line: 18, column: 3, scope: !15)
!96 = !DILocation(line: 0, scope: !85, inlinedAt: !95)
!97 = !DILocation(line: 6, column: 21, scope: !88, inlinedAt: !95)
!98 = !DILocation(line: 6, column: 3, scope: !85, inlinedAt: !95)
!99 = !DILocation(line: 0, scope: !87, inlinedAt: !95)
!100 = !DILocation(line: 7, column: 5, scope: !87, inlinedAt: !95)
!101 = !DILocation(line: 0, scope: !93, inlinedAt: !95)
!102 = !DILocation(line: 0, scope: !90, inlinedAt: !95)
!103 = !DILocation(line: 9, column: 7, scope: !93, inlinedAt: !95)
!104 = !DILocation(line: 6, column: 27, scope: !88, inlinedAt: !95)
!105 = distinct !{!105, !98, !106, !74}
!106 = !DILocation(line: 12, column: 5, scope: !85, inlinedAt: !95)
!107 = !DILocation(line: 10, column: 19, scope: !108, inlinedAt: !95)
!108 = distinct !DILexicalBlock(scope: !93, file: !1, line: 9, column: 7)
!109 = !DILocation(line: 10, column: 14, scope: !108, inlinedAt: !95)
!110 = !DILocation(line: 10, column: 28, scope: !108, inlinedAt: !95)
!111 = !DILocation(line: 10, column: 30, scope: !108, inlinedAt: !95)
!112 = !DILocation(line: 10, column: 25, scope: !108, inlinedAt: !95)
!113 = !DILocation(line: 10, column: 11, scope: !108, inlinedAt: !95)
!114 = !DILocation(line: 11, column: 12, scope: !90, inlinedAt: !95)
!115 = !DILocation(line: 11, column: 7, scope: !90, inlinedAt: !95)
!116 = !DILocation(line: 11, column: 16, scope: !90, inlinedAt: !95)
!117 = !DILocation(line: 7, column: 29, scope: !91, inlinedAt: !95)
!118 = !DILocation(line: 7, column: 23, scope: !91, inlinedAt: !95)
!119 = distinct !{!119, !100, !120, !74}
!120 = !DILocation(line: 12, column: 5, scope: !87, inlinedAt: !95)
!121 = !DILocation(line: 9, column: 31, scope: !108, inlinedAt: !95)
!122 = distinct !{!122, !103, !123, !74}
!123 = !DILocation(line: 10, column: 32, scope: !93, inlinedAt: !95)
!124 = !DILocation(line: 0, scope: !31)
!125 = !DILocation(line: 20, column: 3, scope: !31)
!126 = !DILocation(line: 20, column: 21, scope: !127)
!127 = distinct !DILexicalBlock(scope: !31, file: !1, line: 20, column: 3)
!128 = !DILocation(line: 17, column: 35, scope: !64)
!129 = !DILocation(line: 17, column: 49, scope: !64)
!130 = distinct !{!130, !61, !73, !74, !131, !75}
!131 = !{!"llvm.loop.unroll.runtime.disable"}
!132 = !DILocation(line: 20, column: 40, scope: !127)
!133 = !DILocation(line: 20, column: 37, scope: !127)
!134 = !DILocation(line: 20, column: 29, scope: !127)
!135 = distinct !{!135, !136}
!136 = !{!"llvm.loop.unroll.disable"}
!137 = !DILocation(line: 21, column: 12, scope: !138)
!138 = distinct !DILexicalBlock(scope: !15, file: !1, line: 21, column: 7)
!139 = !DILocation(line: 21, column: 17, scope: !138)
!140 = distinct !{!140, !125, !141, !74}
!141 = !DILocation(line: 20, column: 43, scope: !31)
!142 = !DILocation(line: 21, column: 29, scope: !138)
!143 = !DILocation(line: 22, column: 3, scope: !15)
!144 = !DILocation(line: 23, column: 3, scope: !15)
