; ModuleID = 'continued_loops.c'
source_filename = "continued_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !33
  %3 = icmp sgt i32 %0, 1, !dbg !34
  br i1 %3, label %4, label %18, !dbg !35

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !36
  %6 = load i8*, i8** %5, align 8, !dbg !36, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %6, metadata !41, metadata !DIExpression()) #7, !dbg !49
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !51
  %8 = trunc i64 %7 to i32, !dbg !52
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !33
  %9 = icmp eq i32 %0, 2, !dbg !53
  br i1 %9, label %15, label %10, !dbg !54

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !55
  %12 = load i8*, i8** %11, align 8, !dbg !55, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %12, metadata !41, metadata !DIExpression()) #7, !dbg !56
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !58
  %14 = trunc i64 %13 to i32, !dbg !59
  br label %15, !dbg !54

15:                                               ; preds = %4, %10
  %16 = phi i32 [ %14, %10 ], [ 0, %4 ], !dbg !54
  call void @llvm.dbg.value(metadata i32 %16, metadata !22, metadata !DIExpression()), !dbg !33
  %17 = icmp sgt i32 %8, 1, !dbg !60
  br i1 %17, label %18, label %21, !dbg !60

18:                                               ; preds = %2, %15
  %19 = phi i32 [ %16, %15 ], [ 0, %2 ]
  %20 = phi i32 [ %8, %15 ], [ 1003, %2 ]
  br label %21, !dbg !60

21:                                               ; preds = %15, %18
  %22 = phi i32 [ %19, %18 ], [ %16, %15 ]
  %23 = phi i32 [ %20, %18 ], [ %8, %15 ]
  %24 = phi i32 [ %20, %18 ], [ 1, %15 ]
  %25 = zext i32 %24 to i64, !dbg !60
  %26 = tail call noalias i8* @calloc(i64 noundef %25, i64 noundef 8) #7, !dbg !61
  %27 = bitcast i8* %26 to double*, !dbg !61
  call void @llvm.dbg.value(metadata double* %27, metadata !23, metadata !DIExpression()), !dbg !33
  %28 = icmp eq i8* %26, null, !dbg !62
  br i1 %28, label %393, label %29, !dbg !64

29:                                               ; preds = %21
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !26, metadata !DIExpression()), !dbg !33
  %30 = icmp slt i32 %23, 4, !dbg !65
  br i1 %30, label %48, label %31, !dbg !68

31:                                               ; preds = %29
  %32 = zext i32 %23 to i64, !dbg !68
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !26, metadata !DIExpression()), !dbg !33
  %33 = getelementptr inbounds double, double* %27, i64 1, !dbg !69
  %34 = load double, double* %33, align 8, !dbg !69, !tbaa !70
  %35 = fadd double %34, 0.000000e+00, !dbg !72
  %36 = getelementptr inbounds double, double* %27, i64 2, !dbg !73
  %37 = load double, double* %36, align 8, !dbg !73, !tbaa !70
  %38 = fadd double %35, %37, !dbg !74
  %39 = getelementptr inbounds double, double* %27, i64 3, !dbg !75
  %40 = load double, double* %39, align 8, !dbg !75, !tbaa !70
  %41 = fadd double %38, %40, !dbg !76
  %42 = fadd double %41, 0.000000e+00, !dbg !77
  call void @llvm.dbg.value(metadata i64 4, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %42, metadata !26, metadata !DIExpression()), !dbg !33
  %43 = icmp ult i32 %23, 8, !dbg !65
  br i1 %43, label %44, label %75, !dbg !68, !llvm.loop !78

44:                                               ; preds = %75, %31
  %45 = phi i64 [ 4, %31 ], [ %76, %75 ]
  %46 = phi double [ %42, %31 ], [ %94, %75 ], !dbg !77
  %47 = trunc i64 %45 to i32, !dbg !81
  br label %48, !dbg !81

48:                                               ; preds = %44, %29
  %49 = phi double [ 0.000000e+00, %29 ], [ %46, %44 ], !dbg !33
  %50 = phi i32 [ 0, %29 ], [ %47, %44 ], !dbg !84
  call void @llvm.dbg.value(metadata i32 %50, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %49, metadata !26, metadata !DIExpression()), !dbg !33
  %51 = icmp slt i32 %50, %23, !dbg !81
  br i1 %51, label %52, label %97, !dbg !85

52:                                               ; preds = %48
  %53 = zext i32 %50 to i64, !dbg !85
  %54 = zext i32 %23 to i64, !dbg !81
  %55 = sub nsw i64 %54, %53, !dbg !85
  %56 = xor i64 %53, -1, !dbg !85
  %57 = add nsw i64 %56, %54, !dbg !85
  %58 = and i64 %55, 7, !dbg !85
  %59 = icmp eq i64 %58, 0, !dbg !85
  br i1 %59, label %70, label %60, !dbg !85

60:                                               ; preds = %52, %60
  %61 = phi i64 [ %67, %60 ], [ %53, %52 ]
  %62 = phi double [ %66, %60 ], [ %49, %52 ]
  %63 = phi i64 [ %68, %60 ], [ 0, %52 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %62, metadata !26, metadata !DIExpression()), !dbg !33
  %64 = getelementptr inbounds double, double* %27, i64 %61, !dbg !86
  %65 = load double, double* %64, align 8, !dbg !86, !tbaa !70
  %66 = fadd double %62, %65, !dbg !87
  call void @llvm.dbg.value(metadata double %66, metadata !26, metadata !DIExpression()), !dbg !33
  %67 = add nuw nsw i64 %61, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %67, metadata !27, metadata !DIExpression()), !dbg !33
  %68 = add i64 %63, 1, !dbg !85
  %69 = icmp eq i64 %68, %58, !dbg !85
  br i1 %69, label %70, label %60, !dbg !85, !llvm.loop !89

70:                                               ; preds = %60, %52
  %71 = phi double [ undef, %52 ], [ %66, %60 ]
  %72 = phi i64 [ %53, %52 ], [ %67, %60 ]
  %73 = phi double [ %49, %52 ], [ %66, %60 ]
  %74 = icmp ult i64 %57, 7, !dbg !85
  br i1 %74, label %97, label %102, !dbg !85

75:                                               ; preds = %31, %75
  %76 = phi i64 [ %95, %75 ], [ 8, %31 ]
  %77 = phi double [ %94, %75 ], [ %42, %31 ]
  %78 = phi i64 [ %81, %75 ], [ 4, %31 ]
  %79 = getelementptr inbounds double, double* %27, i64 %78
  %80 = load double, double* %79, align 8, !dbg !91, !tbaa !70
  %81 = add nuw nsw i64 %78, 4
  call void @llvm.dbg.value(metadata i64 %78, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %77, metadata !26, metadata !DIExpression()), !dbg !33
  %82 = or i64 %78, 1, !dbg !92
  %83 = getelementptr inbounds double, double* %27, i64 %82, !dbg !69
  %84 = load double, double* %83, align 8, !dbg !69, !tbaa !70
  %85 = fadd double %80, %84, !dbg !72
  %86 = or i64 %78, 2, !dbg !93
  %87 = getelementptr inbounds double, double* %27, i64 %86, !dbg !73
  %88 = load double, double* %87, align 8, !dbg !73, !tbaa !70
  %89 = fadd double %85, %88, !dbg !74
  %90 = or i64 %78, 3, !dbg !94
  %91 = getelementptr inbounds double, double* %27, i64 %90, !dbg !75
  %92 = load double, double* %91, align 8, !dbg !75, !tbaa !70
  %93 = fadd double %89, %92, !dbg !76
  %94 = fadd double %77, %93, !dbg !77
  call void @llvm.dbg.value(metadata i64 %76, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %94, metadata !26, metadata !DIExpression()), !dbg !33
  %95 = add nuw nsw i64 %76, 4, !dbg !95
  %96 = icmp ugt i64 %95, %32, !dbg !65
  br i1 %96, label %44, label %75, !dbg !68, !llvm.loop !78

97:                                               ; preds = %70, %102, %48
  %98 = phi double [ %49, %48 ], [ %71, %70 ], [ %135, %102 ], !dbg !33
  %99 = sdiv i32 %23, 3
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !33
  %100 = call i32 @llvm.smax.i32(i32 %99, i32 0), !dbg !96
  call void @llvm.dbg.value(metadata i32 %100, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata double %98, metadata !26, metadata !DIExpression()), !dbg !33
  %101 = icmp slt i32 %100, %23, !dbg !98
  br i1 %101, label %138, label %161, !dbg !100

102:                                              ; preds = %70, %102
  %103 = phi i64 [ %136, %102 ], [ %72, %70 ]
  %104 = phi double [ %135, %102 ], [ %73, %70 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %104, metadata !26, metadata !DIExpression()), !dbg !33
  %105 = getelementptr inbounds double, double* %27, i64 %103, !dbg !86
  %106 = load double, double* %105, align 8, !dbg !86, !tbaa !70
  %107 = fadd double %104, %106, !dbg !87
  call void @llvm.dbg.value(metadata double %107, metadata !26, metadata !DIExpression()), !dbg !33
  %108 = add nuw nsw i64 %103, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %108, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %108, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %107, metadata !26, metadata !DIExpression()), !dbg !33
  %109 = getelementptr inbounds double, double* %27, i64 %108, !dbg !86
  %110 = load double, double* %109, align 8, !dbg !86, !tbaa !70
  %111 = fadd double %107, %110, !dbg !87
  call void @llvm.dbg.value(metadata double %111, metadata !26, metadata !DIExpression()), !dbg !33
  %112 = add nuw nsw i64 %103, 2, !dbg !88
  call void @llvm.dbg.value(metadata i64 %112, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %112, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %111, metadata !26, metadata !DIExpression()), !dbg !33
  %113 = getelementptr inbounds double, double* %27, i64 %112, !dbg !86
  %114 = load double, double* %113, align 8, !dbg !86, !tbaa !70
  %115 = fadd double %111, %114, !dbg !87
  call void @llvm.dbg.value(metadata double %115, metadata !26, metadata !DIExpression()), !dbg !33
  %116 = add nuw nsw i64 %103, 3, !dbg !88
  call void @llvm.dbg.value(metadata i64 %116, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %116, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %115, metadata !26, metadata !DIExpression()), !dbg !33
  %117 = getelementptr inbounds double, double* %27, i64 %116, !dbg !86
  %118 = load double, double* %117, align 8, !dbg !86, !tbaa !70
  %119 = fadd double %115, %118, !dbg !87
  call void @llvm.dbg.value(metadata double %119, metadata !26, metadata !DIExpression()), !dbg !33
  %120 = add nuw nsw i64 %103, 4, !dbg !88
  call void @llvm.dbg.value(metadata i64 %120, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %120, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %119, metadata !26, metadata !DIExpression()), !dbg !33
  %121 = getelementptr inbounds double, double* %27, i64 %120, !dbg !86
  %122 = load double, double* %121, align 8, !dbg !86, !tbaa !70
  %123 = fadd double %119, %122, !dbg !87
  call void @llvm.dbg.value(metadata double %123, metadata !26, metadata !DIExpression()), !dbg !33
  %124 = add nuw nsw i64 %103, 5, !dbg !88
  call void @llvm.dbg.value(metadata i64 %124, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %124, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %123, metadata !26, metadata !DIExpression()), !dbg !33
  %125 = getelementptr inbounds double, double* %27, i64 %124, !dbg !86
  %126 = load double, double* %125, align 8, !dbg !86, !tbaa !70
  %127 = fadd double %123, %126, !dbg !87
  call void @llvm.dbg.value(metadata double %127, metadata !26, metadata !DIExpression()), !dbg !33
  %128 = add nuw nsw i64 %103, 6, !dbg !88
  call void @llvm.dbg.value(metadata i64 %128, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %128, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %127, metadata !26, metadata !DIExpression()), !dbg !33
  %129 = getelementptr inbounds double, double* %27, i64 %128, !dbg !86
  %130 = load double, double* %129, align 8, !dbg !86, !tbaa !70
  %131 = fadd double %127, %130, !dbg !87
  call void @llvm.dbg.value(metadata double %131, metadata !26, metadata !DIExpression()), !dbg !33
  %132 = add nuw nsw i64 %103, 7, !dbg !88
  call void @llvm.dbg.value(metadata i64 %132, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %132, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %131, metadata !26, metadata !DIExpression()), !dbg !33
  %133 = getelementptr inbounds double, double* %27, i64 %132, !dbg !86
  %134 = load double, double* %133, align 8, !dbg !86, !tbaa !70
  %135 = fadd double %131, %134, !dbg !87
  call void @llvm.dbg.value(metadata double %135, metadata !26, metadata !DIExpression()), !dbg !33
  %136 = add nuw nsw i64 %103, 8, !dbg !88
  call void @llvm.dbg.value(metadata i64 %136, metadata !27, metadata !DIExpression()), !dbg !33
  %137 = icmp eq i64 %136, %54, !dbg !81
  br i1 %137, label %97, label %102, !dbg !85, !llvm.loop !101

138:                                              ; preds = %97
  %139 = zext i32 %100 to i64, !dbg !100
  %140 = zext i32 %23 to i64, !dbg !98
  %141 = sub nsw i64 %140, %139, !dbg !100
  %142 = xor i64 %139, -1, !dbg !100
  %143 = add nsw i64 %142, %140, !dbg !100
  %144 = and i64 %141, 7, !dbg !100
  %145 = icmp eq i64 %144, 0, !dbg !100
  br i1 %145, label %156, label %146, !dbg !100

146:                                              ; preds = %138, %146
  %147 = phi i64 [ %153, %146 ], [ %139, %138 ]
  %148 = phi double [ %152, %146 ], [ %98, %138 ]
  %149 = phi i64 [ %154, %146 ], [ 0, %138 ]
  call void @llvm.dbg.value(metadata i64 %147, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata double %148, metadata !26, metadata !DIExpression()), !dbg !33
  %150 = getelementptr inbounds double, double* %27, i64 %147, !dbg !103
  %151 = load double, double* %150, align 8, !dbg !103, !tbaa !70
  %152 = fsub double %148, %151, !dbg !104
  call void @llvm.dbg.value(metadata double %152, metadata !26, metadata !DIExpression()), !dbg !33
  %153 = add nuw nsw i64 %147, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %153, metadata !29, metadata !DIExpression()), !dbg !97
  %154 = add i64 %149, 1, !dbg !100
  %155 = icmp eq i64 %154, %144, !dbg !100
  br i1 %155, label %156, label %146, !dbg !100, !llvm.loop !106

156:                                              ; preds = %146, %138
  %157 = phi double [ undef, %138 ], [ %152, %146 ]
  %158 = phi i64 [ %139, %138 ], [ %153, %146 ]
  %159 = phi double [ %98, %138 ], [ %152, %146 ]
  %160 = icmp ult i64 %143, 7, !dbg !100
  br i1 %160, label %161, label %231, !dbg !100

161:                                              ; preds = %156, %231, %97
  %162 = phi double [ %98, %97 ], [ %157, %156 ], [ %264, %231 ], !dbg !33
  %163 = sdiv i32 %23, 2
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !33
  %164 = icmp sgt i32 %23, 1, !dbg !107
  br i1 %164, label %166, label %165, !dbg !110

165:                                              ; preds = %161
  store double %162, double* %27, align 8, !dbg !111, !tbaa !70
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %162, metadata !26, metadata !DIExpression()), !dbg !33
  br label %341, !dbg !112

166:                                              ; preds = %161
  %167 = zext i32 %163 to i64, !dbg !107
  call void @llvm.dbg.value(metadata i64 0, metadata !31, metadata !DIExpression()), !dbg !33
  store double 1.000000e+00, double* %27, align 8, !dbg !114, !tbaa !70
  call void @llvm.dbg.value(metadata i64 1, metadata !31, metadata !DIExpression()), !dbg !33
  %168 = and i32 %23, -2, !dbg !107
  %169 = icmp eq i32 %168, 2, !dbg !107
  br i1 %169, label %275, label %170, !dbg !110, !llvm.loop !115

170:                                              ; preds = %166
  %171 = add nsw i64 %167, -1, !dbg !110
  %172 = icmp ult i64 %171, 4, !dbg !110
  br i1 %172, label %229, label %173, !dbg !110

173:                                              ; preds = %170
  %174 = and i64 %171, -4, !dbg !110
  %175 = or i64 %174, 1, !dbg !110
  %176 = add nsw i64 %174, -4, !dbg !110
  %177 = lshr exact i64 %176, 2, !dbg !110
  %178 = add nuw nsw i64 %177, 1, !dbg !110
  %179 = and i64 %178, 1, !dbg !110
  %180 = icmp eq i64 %176, 0, !dbg !110
  br i1 %180, label %213, label %181, !dbg !110

181:                                              ; preds = %173
  %182 = and i64 %178, 9223372036854775806, !dbg !110
  br label %183, !dbg !110

183:                                              ; preds = %183, %181
  %184 = phi i64 [ 0, %181 ], [ %208, %183 ]
  %185 = phi i64 [ 0, %181 ], [ %209, %183 ]
  %186 = or i64 %184, 1
  %187 = getelementptr inbounds double, double* %27, i64 %186
  %188 = bitcast double* %187 to <2 x double>*, !dbg !114
  %189 = load <2 x double>, <2 x double>* %188, align 8, !dbg !114, !tbaa !70
  %190 = getelementptr inbounds double, double* %187, i64 2, !dbg !114
  %191 = bitcast double* %190 to <2 x double>*, !dbg !114
  %192 = load <2 x double>, <2 x double>* %191, align 8, !dbg !114, !tbaa !70
  %193 = fadd <2 x double> %189, <double 1.000000e+00, double 1.000000e+00>, !dbg !114
  %194 = fadd <2 x double> %192, <double 1.000000e+00, double 1.000000e+00>, !dbg !114
  %195 = bitcast double* %187 to <2 x double>*, !dbg !114
  store <2 x double> %193, <2 x double>* %195, align 8, !dbg !114, !tbaa !70
  %196 = bitcast double* %190 to <2 x double>*, !dbg !114
  store <2 x double> %194, <2 x double>* %196, align 8, !dbg !114, !tbaa !70
  %197 = or i64 %184, 5
  %198 = getelementptr inbounds double, double* %27, i64 %197
  %199 = bitcast double* %198 to <2 x double>*, !dbg !114
  %200 = load <2 x double>, <2 x double>* %199, align 8, !dbg !114, !tbaa !70
  %201 = getelementptr inbounds double, double* %198, i64 2, !dbg !114
  %202 = bitcast double* %201 to <2 x double>*, !dbg !114
  %203 = load <2 x double>, <2 x double>* %202, align 8, !dbg !114, !tbaa !70
  %204 = fadd <2 x double> %200, <double 1.000000e+00, double 1.000000e+00>, !dbg !114
  %205 = fadd <2 x double> %203, <double 1.000000e+00, double 1.000000e+00>, !dbg !114
  %206 = bitcast double* %198 to <2 x double>*, !dbg !114
  store <2 x double> %204, <2 x double>* %206, align 8, !dbg !114, !tbaa !70
  %207 = bitcast double* %201 to <2 x double>*, !dbg !114
  store <2 x double> %205, <2 x double>* %207, align 8, !dbg !114, !tbaa !70
  %208 = add nuw i64 %184, 8
  %209 = add i64 %185, 2
  %210 = icmp eq i64 %209, %182
  br i1 %210, label %211, label %183, !llvm.loop !117

211:                                              ; preds = %183
  %212 = or i64 %208, 1
  br label %213

213:                                              ; preds = %211, %173
  %214 = phi i64 [ 1, %173 ], [ %212, %211 ]
  %215 = icmp eq i64 %179, 0
  br i1 %215, label %227, label %216

216:                                              ; preds = %213
  %217 = getelementptr inbounds double, double* %27, i64 %214
  %218 = bitcast double* %217 to <2 x double>*, !dbg !114
  %219 = load <2 x double>, <2 x double>* %218, align 8, !dbg !114, !tbaa !70
  %220 = getelementptr inbounds double, double* %217, i64 2, !dbg !114
  %221 = bitcast double* %220 to <2 x double>*, !dbg !114
  %222 = load <2 x double>, <2 x double>* %221, align 8, !dbg !114, !tbaa !70
  %223 = fadd <2 x double> %219, <double 1.000000e+00, double 1.000000e+00>, !dbg !114
  %224 = fadd <2 x double> %222, <double 1.000000e+00, double 1.000000e+00>, !dbg !114
  %225 = bitcast double* %217 to <2 x double>*, !dbg !114
  store <2 x double> %223, <2 x double>* %225, align 8, !dbg !114, !tbaa !70
  %226 = bitcast double* %220 to <2 x double>*, !dbg !114
  store <2 x double> %224, <2 x double>* %226, align 8, !dbg !114, !tbaa !70
  br label %227, !dbg !110

227:                                              ; preds = %213, %216
  %228 = icmp eq i64 %171, %174, !dbg !110
  br i1 %228, label %275, label %229, !dbg !110

229:                                              ; preds = %170, %227
  %230 = phi i64 [ 1, %170 ], [ %175, %227 ]
  br label %267, !dbg !110

231:                                              ; preds = %156, %231
  %232 = phi i64 [ %265, %231 ], [ %158, %156 ]
  %233 = phi double [ %264, %231 ], [ %159, %156 ]
  call void @llvm.dbg.value(metadata i64 %232, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata double %233, metadata !26, metadata !DIExpression()), !dbg !33
  %234 = getelementptr inbounds double, double* %27, i64 %232, !dbg !103
  %235 = load double, double* %234, align 8, !dbg !103, !tbaa !70
  %236 = fsub double %233, %235, !dbg !104
  call void @llvm.dbg.value(metadata double %236, metadata !26, metadata !DIExpression()), !dbg !33
  %237 = add nuw nsw i64 %232, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %237, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 %237, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata double %236, metadata !26, metadata !DIExpression()), !dbg !33
  %238 = getelementptr inbounds double, double* %27, i64 %237, !dbg !103
  %239 = load double, double* %238, align 8, !dbg !103, !tbaa !70
  %240 = fsub double %236, %239, !dbg !104
  call void @llvm.dbg.value(metadata double %240, metadata !26, metadata !DIExpression()), !dbg !33
  %241 = add nuw nsw i64 %232, 2, !dbg !105
  call void @llvm.dbg.value(metadata i64 %241, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 %241, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata double %240, metadata !26, metadata !DIExpression()), !dbg !33
  %242 = getelementptr inbounds double, double* %27, i64 %241, !dbg !103
  %243 = load double, double* %242, align 8, !dbg !103, !tbaa !70
  %244 = fsub double %240, %243, !dbg !104
  call void @llvm.dbg.value(metadata double %244, metadata !26, metadata !DIExpression()), !dbg !33
  %245 = add nuw nsw i64 %232, 3, !dbg !105
  call void @llvm.dbg.value(metadata i64 %245, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 %245, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata double %244, metadata !26, metadata !DIExpression()), !dbg !33
  %246 = getelementptr inbounds double, double* %27, i64 %245, !dbg !103
  %247 = load double, double* %246, align 8, !dbg !103, !tbaa !70
  %248 = fsub double %244, %247, !dbg !104
  call void @llvm.dbg.value(metadata double %248, metadata !26, metadata !DIExpression()), !dbg !33
  %249 = add nuw nsw i64 %232, 4, !dbg !105
  call void @llvm.dbg.value(metadata i64 %249, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 %249, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata double %248, metadata !26, metadata !DIExpression()), !dbg !33
  %250 = getelementptr inbounds double, double* %27, i64 %249, !dbg !103
  %251 = load double, double* %250, align 8, !dbg !103, !tbaa !70
  %252 = fsub double %248, %251, !dbg !104
  call void @llvm.dbg.value(metadata double %252, metadata !26, metadata !DIExpression()), !dbg !33
  %253 = add nuw nsw i64 %232, 5, !dbg !105
  call void @llvm.dbg.value(metadata i64 %253, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 %253, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata double %252, metadata !26, metadata !DIExpression()), !dbg !33
  %254 = getelementptr inbounds double, double* %27, i64 %253, !dbg !103
  %255 = load double, double* %254, align 8, !dbg !103, !tbaa !70
  %256 = fsub double %252, %255, !dbg !104
  call void @llvm.dbg.value(metadata double %256, metadata !26, metadata !DIExpression()), !dbg !33
  %257 = add nuw nsw i64 %232, 6, !dbg !105
  call void @llvm.dbg.value(metadata i64 %257, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 %257, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata double %256, metadata !26, metadata !DIExpression()), !dbg !33
  %258 = getelementptr inbounds double, double* %27, i64 %257, !dbg !103
  %259 = load double, double* %258, align 8, !dbg !103, !tbaa !70
  %260 = fsub double %256, %259, !dbg !104
  call void @llvm.dbg.value(metadata double %260, metadata !26, metadata !DIExpression()), !dbg !33
  %261 = add nuw nsw i64 %232, 7, !dbg !105
  call void @llvm.dbg.value(metadata i64 %261, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 %261, metadata !29, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata double %260, metadata !26, metadata !DIExpression()), !dbg !33
  %262 = getelementptr inbounds double, double* %27, i64 %261, !dbg !103
  %263 = load double, double* %262, align 8, !dbg !103, !tbaa !70
  %264 = fsub double %260, %263, !dbg !104
  call void @llvm.dbg.value(metadata double %264, metadata !26, metadata !DIExpression()), !dbg !33
  %265 = add nuw nsw i64 %232, 8, !dbg !105
  call void @llvm.dbg.value(metadata i64 %265, metadata !29, metadata !DIExpression()), !dbg !97
  %266 = icmp eq i64 %265, %140, !dbg !98
  br i1 %266, label %161, label %231, !dbg !100, !llvm.loop !119

267:                                              ; preds = %229, %267
  %268 = phi i64 [ %273, %267 ], [ %230, %229 ]
  %269 = getelementptr inbounds double, double* %27, i64 %268
  %270 = load double, double* %269, align 8, !dbg !114, !tbaa !70
  call void @llvm.dbg.value(metadata i64 %268, metadata !31, metadata !DIExpression()), !dbg !33
  %271 = getelementptr inbounds double, double* %27, i64 %268, !dbg !121
  %272 = fadd double %270, 1.000000e+00, !dbg !114
  store double %272, double* %271, align 8, !dbg !114, !tbaa !70
  %273 = add nuw nsw i64 %268, 1, !dbg !122
  call void @llvm.dbg.value(metadata i64 %273, metadata !31, metadata !DIExpression()), !dbg !33
  %274 = icmp eq i64 %273, %167, !dbg !107
  br i1 %274, label %275, label %267, !dbg !110, !llvm.loop !123

275:                                              ; preds = %267, %227, %166
  %276 = lshr i32 %163, 1, !dbg !125
  %277 = zext i32 %276 to i64, !dbg !125
  %278 = getelementptr inbounds double, double* %27, i64 %277, !dbg !126
  store double %162, double* %278, align 8, !dbg !111, !tbaa !70
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !33
  %279 = sdiv i32 %23, 4
  call void @llvm.dbg.value(metadata double %162, metadata !26, metadata !DIExpression()), !dbg !33
  %280 = icmp sgt i32 %23, 3, !dbg !127
  br i1 %280, label %281, label %341, !dbg !112

281:                                              ; preds = %275
  %282 = zext i32 %279 to i64, !dbg !127
  %283 = add nsw i64 %282, -1, !dbg !112
  %284 = and i64 %282, 7, !dbg !112
  %285 = icmp ult i64 %283, 7, !dbg !112
  br i1 %285, label %326, label %286, !dbg !112

286:                                              ; preds = %281
  %287 = and i64 %282, 4294967288, !dbg !112
  br label %288, !dbg !112

288:                                              ; preds = %288, %286
  %289 = phi i64 [ 0, %286 ], [ %323, %288 ]
  %290 = phi double [ %162, %286 ], [ %322, %288 ]
  %291 = phi i64 [ 0, %286 ], [ %324, %288 ]
  call void @llvm.dbg.value(metadata i64 %289, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %290, metadata !26, metadata !DIExpression()), !dbg !33
  %292 = getelementptr inbounds double, double* %27, i64 %289, !dbg !129
  %293 = load double, double* %292, align 8, !dbg !129, !tbaa !70
  %294 = fadd double %290, %293, !dbg !130
  call void @llvm.dbg.value(metadata double %294, metadata !26, metadata !DIExpression()), !dbg !33
  %295 = or i64 %289, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %295, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %295, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %294, metadata !26, metadata !DIExpression()), !dbg !33
  %296 = getelementptr inbounds double, double* %27, i64 %295, !dbg !129
  %297 = load double, double* %296, align 8, !dbg !129, !tbaa !70
  %298 = fadd double %294, %297, !dbg !130
  call void @llvm.dbg.value(metadata double %298, metadata !26, metadata !DIExpression()), !dbg !33
  %299 = or i64 %289, 2, !dbg !131
  call void @llvm.dbg.value(metadata i64 %299, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %299, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %298, metadata !26, metadata !DIExpression()), !dbg !33
  %300 = getelementptr inbounds double, double* %27, i64 %299, !dbg !129
  %301 = load double, double* %300, align 8, !dbg !129, !tbaa !70
  %302 = fadd double %298, %301, !dbg !130
  call void @llvm.dbg.value(metadata double %302, metadata !26, metadata !DIExpression()), !dbg !33
  %303 = or i64 %289, 3, !dbg !131
  call void @llvm.dbg.value(metadata i64 %303, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %303, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %302, metadata !26, metadata !DIExpression()), !dbg !33
  %304 = getelementptr inbounds double, double* %27, i64 %303, !dbg !129
  %305 = load double, double* %304, align 8, !dbg !129, !tbaa !70
  %306 = fadd double %302, %305, !dbg !130
  call void @llvm.dbg.value(metadata double %306, metadata !26, metadata !DIExpression()), !dbg !33
  %307 = or i64 %289, 4, !dbg !131
  call void @llvm.dbg.value(metadata i64 %307, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %307, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %306, metadata !26, metadata !DIExpression()), !dbg !33
  %308 = getelementptr inbounds double, double* %27, i64 %307, !dbg !129
  %309 = load double, double* %308, align 8, !dbg !129, !tbaa !70
  %310 = fadd double %306, %309, !dbg !130
  call void @llvm.dbg.value(metadata double %310, metadata !26, metadata !DIExpression()), !dbg !33
  %311 = or i64 %289, 5, !dbg !131
  call void @llvm.dbg.value(metadata i64 %311, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %311, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %310, metadata !26, metadata !DIExpression()), !dbg !33
  %312 = getelementptr inbounds double, double* %27, i64 %311, !dbg !129
  %313 = load double, double* %312, align 8, !dbg !129, !tbaa !70
  %314 = fadd double %310, %313, !dbg !130
  call void @llvm.dbg.value(metadata double %314, metadata !26, metadata !DIExpression()), !dbg !33
  %315 = or i64 %289, 6, !dbg !131
  call void @llvm.dbg.value(metadata i64 %315, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %315, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %314, metadata !26, metadata !DIExpression()), !dbg !33
  %316 = getelementptr inbounds double, double* %27, i64 %315, !dbg !129
  %317 = load double, double* %316, align 8, !dbg !129, !tbaa !70
  %318 = fadd double %314, %317, !dbg !130
  call void @llvm.dbg.value(metadata double %318, metadata !26, metadata !DIExpression()), !dbg !33
  %319 = or i64 %289, 7, !dbg !131
  call void @llvm.dbg.value(metadata i64 %319, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %319, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %318, metadata !26, metadata !DIExpression()), !dbg !33
  %320 = getelementptr inbounds double, double* %27, i64 %319, !dbg !129
  %321 = load double, double* %320, align 8, !dbg !129, !tbaa !70
  %322 = fadd double %318, %321, !dbg !130
  call void @llvm.dbg.value(metadata double %322, metadata !26, metadata !DIExpression()), !dbg !33
  %323 = add nuw nsw i64 %289, 8, !dbg !131
  call void @llvm.dbg.value(metadata i64 %323, metadata !32, metadata !DIExpression()), !dbg !33
  %324 = add i64 %291, 8, !dbg !112
  %325 = icmp eq i64 %324, %287, !dbg !112
  br i1 %325, label %326, label %288, !dbg !112, !llvm.loop !132

326:                                              ; preds = %288, %281
  %327 = phi double [ undef, %281 ], [ %322, %288 ]
  %328 = phi i64 [ 0, %281 ], [ %323, %288 ]
  %329 = phi double [ %162, %281 ], [ %322, %288 ]
  %330 = icmp eq i64 %284, 0, !dbg !112
  br i1 %330, label %341, label %331, !dbg !112

331:                                              ; preds = %326, %331
  %332 = phi i64 [ %338, %331 ], [ %328, %326 ]
  %333 = phi double [ %337, %331 ], [ %329, %326 ]
  %334 = phi i64 [ %339, %331 ], [ 0, %326 ]
  call void @llvm.dbg.value(metadata i64 %332, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %333, metadata !26, metadata !DIExpression()), !dbg !33
  %335 = getelementptr inbounds double, double* %27, i64 %332, !dbg !129
  %336 = load double, double* %335, align 8, !dbg !129, !tbaa !70
  %337 = fadd double %333, %336, !dbg !130
  call void @llvm.dbg.value(metadata double %337, metadata !26, metadata !DIExpression()), !dbg !33
  %338 = add nuw nsw i64 %332, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %338, metadata !32, metadata !DIExpression()), !dbg !33
  %339 = add i64 %334, 1, !dbg !112
  %340 = icmp eq i64 %339, %284, !dbg !112
  br i1 %340, label %341, label %331, !dbg !112, !llvm.loop !134

341:                                              ; preds = %326, %331, %165, %275
  %342 = phi double [ %162, %275 ], [ %162, %165 ], [ %327, %326 ], [ %337, %331 ], !dbg !33
  %343 = phi i32 [ 0, %275 ], [ 0, %165 ], [ %279, %331 ], [ %279, %326 ], !dbg !135
  %344 = icmp eq i32 %22, 0, !dbg !136
  %345 = select i1 %344, i32 %343, i32 0, !dbg !138
  call void @llvm.dbg.value(metadata i32 %345, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %342, metadata !26, metadata !DIExpression()), !dbg !33
  %346 = icmp sgt i32 %23, %345, !dbg !139
  br i1 %346, label %347, label %390, !dbg !142

347:                                              ; preds = %341
  %348 = zext i32 %345 to i64, !dbg !142
  %349 = sub i32 %23, %345, !dbg !142
  %350 = xor i32 %345, -1, !dbg !142
  %351 = add i32 %23, %350, !dbg !142
  %352 = and i32 %349, 3, !dbg !142
  %353 = icmp eq i32 %352, 0, !dbg !142
  br i1 %353, label %364, label %354, !dbg !142

354:                                              ; preds = %347, %354
  %355 = phi i64 [ %361, %354 ], [ %348, %347 ]
  %356 = phi double [ %360, %354 ], [ %342, %347 ]
  %357 = phi i32 [ %362, %354 ], [ 0, %347 ]
  call void @llvm.dbg.value(metadata i64 %355, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %356, metadata !26, metadata !DIExpression()), !dbg !33
  %358 = getelementptr inbounds double, double* %27, i64 %355, !dbg !143
  %359 = load double, double* %358, align 8, !dbg !143, !tbaa !70
  %360 = tail call double @llvm.fmuladd.f64(double %359, double 5.000000e-01, double %356), !dbg !144
  call void @llvm.dbg.value(metadata double %360, metadata !26, metadata !DIExpression()), !dbg !33
  %361 = add nuw nsw i64 %355, 1, !dbg !145
  call void @llvm.dbg.value(metadata i64 %361, metadata !32, metadata !DIExpression()), !dbg !33
  %362 = add i32 %357, 1, !dbg !142
  %363 = icmp eq i32 %362, %352, !dbg !142
  br i1 %363, label %364, label %354, !dbg !142, !llvm.loop !146

364:                                              ; preds = %354, %347
  %365 = phi i64 [ %348, %347 ], [ %361, %354 ]
  %366 = phi double [ %342, %347 ], [ %360, %354 ]
  %367 = phi double [ undef, %347 ], [ %360, %354 ]
  %368 = icmp ult i32 %351, 3, !dbg !142
  br i1 %368, label %390, label %369, !dbg !142

369:                                              ; preds = %364, %369
  %370 = phi i64 [ %387, %369 ], [ %365, %364 ]
  %371 = phi double [ %386, %369 ], [ %366, %364 ]
  call void @llvm.dbg.value(metadata i64 %370, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %371, metadata !26, metadata !DIExpression()), !dbg !33
  %372 = getelementptr inbounds double, double* %27, i64 %370, !dbg !143
  %373 = load double, double* %372, align 8, !dbg !143, !tbaa !70
  %374 = tail call double @llvm.fmuladd.f64(double %373, double 5.000000e-01, double %371), !dbg !144
  call void @llvm.dbg.value(metadata double %374, metadata !26, metadata !DIExpression()), !dbg !33
  %375 = add nuw nsw i64 %370, 1, !dbg !145
  call void @llvm.dbg.value(metadata i64 %375, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %375, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %374, metadata !26, metadata !DIExpression()), !dbg !33
  %376 = getelementptr inbounds double, double* %27, i64 %375, !dbg !143
  %377 = load double, double* %376, align 8, !dbg !143, !tbaa !70
  %378 = tail call double @llvm.fmuladd.f64(double %377, double 5.000000e-01, double %374), !dbg !144
  call void @llvm.dbg.value(metadata double %378, metadata !26, metadata !DIExpression()), !dbg !33
  %379 = add nuw nsw i64 %370, 2, !dbg !145
  call void @llvm.dbg.value(metadata i64 %379, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %379, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %378, metadata !26, metadata !DIExpression()), !dbg !33
  %380 = getelementptr inbounds double, double* %27, i64 %379, !dbg !143
  %381 = load double, double* %380, align 8, !dbg !143, !tbaa !70
  %382 = tail call double @llvm.fmuladd.f64(double %381, double 5.000000e-01, double %378), !dbg !144
  call void @llvm.dbg.value(metadata double %382, metadata !26, metadata !DIExpression()), !dbg !33
  %383 = add nuw nsw i64 %370, 3, !dbg !145
  call void @llvm.dbg.value(metadata i64 %383, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %383, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %382, metadata !26, metadata !DIExpression()), !dbg !33
  %384 = getelementptr inbounds double, double* %27, i64 %383, !dbg !143
  %385 = load double, double* %384, align 8, !dbg !143, !tbaa !70
  %386 = tail call double @llvm.fmuladd.f64(double %385, double 5.000000e-01, double %382), !dbg !144
  call void @llvm.dbg.value(metadata double %386, metadata !26, metadata !DIExpression()), !dbg !33
  %387 = add nuw nsw i64 %370, 4, !dbg !145
  call void @llvm.dbg.value(metadata i64 %387, metadata !32, metadata !DIExpression()), !dbg !33
  %388 = trunc i64 %387 to i32, !dbg !139
  %389 = icmp sgt i32 %23, %388, !dbg !139
  br i1 %389, label %369, label %390, !dbg !142, !llvm.loop !147

390:                                              ; preds = %364, %369, %341
  %391 = phi double [ %342, %341 ], [ %367, %364 ], [ %386, %369 ], !dbg !33
  %392 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %391), !dbg !149
  tail call void @free(i8* noundef nonnull %26) #7, !dbg !150
  br label %393

393:                                              ; preds = %21, %390
  %394 = phi i32 [ 0, %390 ], [ 1, %21 ], !dbg !33
  ret i32 %394, !dbg !151
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "continued_loops.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9b1aecfcb9153d81605aeb77dd9b06ed")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !26, !27, !28, !29, !31, !32}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 9, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 9, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 10, type: !3)
!22 = !DILocalVariable(name: "reset", scope: !15, file: !1, line: 11, type: !3)
!23 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 12, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!26 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 15, type: !25)
!27 = !DILocalVariable(name: "k", scope: !15, file: !1, line: 16, type: !3)
!28 = !DILocalVariable(name: "i", scope: !15, file: !1, line: 21, type: !3)
!29 = !DILocalVariable(name: "j", scope: !30, file: !1, line: 24, type: !3)
!30 = distinct !DILexicalBlock(scope: !15, file: !1, line: 24, column: 3)
!31 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 26, type: !3)
!32 = !DILocalVariable(name: "q", scope: !15, file: !1, line: 30, type: !3)
!33 = !DILocation(line: 0, scope: !15)
!34 = !DILocation(line: 10, column: 16, scope: !15)
!35 = !DILocation(line: 10, column: 11, scope: !15)
!36 = !DILocation(line: 10, column: 27, scope: !15)
!37 = !{!38, !38, i64 0}
!38 = !{!"any pointer", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocalVariable(name: "__nptr", arg: 1, scope: !42, file: !43, line: 362, type: !46)
!42 = distinct !DISubprogram(name: "atoi", scope: !43, file: !43, line: 362, type: !44, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!43 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!44 = !DISubroutineType(types: !45)
!45 = !{!3, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!48 = !{!41}
!49 = !DILocation(line: 0, scope: !42, inlinedAt: !50)
!50 = distinct !DILocation(line: 10, column: 22, scope: !15)
!51 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !50)
!52 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !50)
!53 = !DILocation(line: 11, column: 20, scope: !15)
!54 = !DILocation(line: 11, column: 15, scope: !15)
!55 = !DILocation(line: 11, column: 31, scope: !15)
!56 = !DILocation(line: 0, scope: !42, inlinedAt: !57)
!57 = distinct !DILocation(line: 11, column: 26, scope: !15)
!58 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !57)
!59 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !57)
!60 = !DILocation(line: 12, column: 22, scope: !15)
!61 = !DILocation(line: 12, column: 15, scope: !15)
!62 = !DILocation(line: 13, column: 8, scope: !63)
!63 = distinct !DILexicalBlock(scope: !15, file: !1, line: 13, column: 7)
!64 = !DILocation(line: 13, column: 7, scope: !15)
!65 = !DILocation(line: 17, column: 21, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !1, line: 17, column: 3)
!67 = distinct !DILexicalBlock(scope: !15, file: !1, line: 17, column: 3)
!68 = !DILocation(line: 17, column: 3, scope: !67)
!69 = !DILocation(line: 18, column: 17, scope: !66)
!70 = !{!71, !71, i64 0}
!71 = !{!"double", !39, i64 0}
!72 = !DILocation(line: 18, column: 15, scope: !66)
!73 = !DILocation(line: 18, column: 28, scope: !66)
!74 = !DILocation(line: 18, column: 26, scope: !66)
!75 = !DILocation(line: 18, column: 39, scope: !66)
!76 = !DILocation(line: 18, column: 37, scope: !66)
!77 = !DILocation(line: 18, column: 7, scope: !66)
!78 = distinct !{!78, !68, !79, !80}
!79 = !DILocation(line: 18, column: 46, scope: !67)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocation(line: 19, column: 12, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !1, line: 19, column: 3)
!83 = distinct !DILexicalBlock(scope: !15, file: !1, line: 19, column: 3)
!84 = !DILocation(line: 0, scope: !67)
!85 = !DILocation(line: 19, column: 3, scope: !83)
!86 = !DILocation(line: 20, column: 10, scope: !82)
!87 = !DILocation(line: 20, column: 7, scope: !82)
!88 = !DILocation(line: 19, column: 18, scope: !82)
!89 = distinct !{!89, !90}
!90 = !{!"llvm.loop.unroll.disable"}
!91 = !DILocation(line: 18, column: 10, scope: !66)
!92 = !DILocation(line: 18, column: 21, scope: !66)
!93 = !DILocation(line: 18, column: 32, scope: !66)
!94 = !DILocation(line: 18, column: 43, scope: !66)
!95 = !DILocation(line: 17, column: 17, scope: !66)
!96 = !DILocation(line: 22, column: 3, scope: !15)
!97 = !DILocation(line: 0, scope: !30)
!98 = !DILocation(line: 24, column: 21, scope: !99)
!99 = distinct !DILexicalBlock(scope: !30, file: !1, line: 24, column: 3)
!100 = !DILocation(line: 24, column: 3, scope: !30)
!101 = distinct !{!101, !85, !102, !80}
!102 = !DILocation(line: 20, column: 13, scope: !83)
!103 = !DILocation(line: 25, column: 10, scope: !99)
!104 = !DILocation(line: 25, column: 7, scope: !99)
!105 = !DILocation(line: 24, column: 27, scope: !99)
!106 = distinct !{!106, !90}
!107 = !DILocation(line: 27, column: 17, scope: !108)
!108 = distinct !DILexicalBlock(scope: !109, file: !1, line: 27, column: 3)
!109 = distinct !DILexicalBlock(scope: !15, file: !1, line: 27, column: 3)
!110 = !DILocation(line: 27, column: 3, scope: !109)
!111 = !DILocation(line: 29, column: 12, scope: !15)
!112 = !DILocation(line: 31, column: 3, scope: !113)
!113 = distinct !DILexicalBlock(scope: !15, file: !1, line: 31, column: 3)
!114 = !DILocation(line: 28, column: 10, scope: !108)
!115 = distinct !{!115, !110, !116, !80}
!116 = !DILocation(line: 28, column: 13, scope: !109)
!117 = distinct !{!117, !110, !116, !80, !118}
!118 = !{!"llvm.loop.isvectorized", i32 1}
!119 = distinct !{!119, !100, !120, !80}
!120 = !DILocation(line: 25, column: 13, scope: !30)
!121 = !DILocation(line: 28, column: 5, scope: !108)
!122 = !DILocation(line: 27, column: 27, scope: !108)
!123 = distinct !{!123, !110, !116, !80, !124, !118}
!124 = !{!"llvm.loop.unroll.runtime.disable"}
!125 = !DILocation(line: 29, column: 7, scope: !15)
!126 = !DILocation(line: 29, column: 3, scope: !15)
!127 = !DILocation(line: 31, column: 17, scope: !128)
!128 = distinct !DILexicalBlock(scope: !113, file: !1, line: 31, column: 3)
!129 = !DILocation(line: 32, column: 10, scope: !128)
!130 = !DILocation(line: 32, column: 7, scope: !128)
!131 = !DILocation(line: 31, column: 27, scope: !128)
!132 = distinct !{!132, !112, !133, !80}
!133 = !DILocation(line: 32, column: 13, scope: !113)
!134 = distinct !{!134, !90}
!135 = !DILocation(line: 0, scope: !113)
!136 = !DILocation(line: 33, column: 7, scope: !137)
!137 = distinct !DILexicalBlock(scope: !15, file: !1, line: 33, column: 7)
!138 = !DILocation(line: 33, column: 7, scope: !15)
!139 = !DILocation(line: 35, column: 12, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !1, line: 35, column: 3)
!141 = distinct !DILexicalBlock(scope: !15, file: !1, line: 35, column: 3)
!142 = !DILocation(line: 35, column: 3, scope: !141)
!143 = !DILocation(line: 36, column: 10, scope: !140)
!144 = !DILocation(line: 36, column: 7, scope: !140)
!145 = !DILocation(line: 35, column: 18, scope: !140)
!146 = distinct !{!146, !90}
!147 = distinct !{!147, !142, !148, !80}
!148 = !DILocation(line: 36, column: 17, scope: !141)
!149 = !DILocation(line: 37, column: 3, scope: !15)
!150 = !DILocation(line: 38, column: 3, scope: !15)
!151 = !DILocation(line: 40, column: 1, scope: !15)
