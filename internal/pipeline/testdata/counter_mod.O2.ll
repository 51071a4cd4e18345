; ModuleID = 'counter_mod.c'
source_filename = "counter_mod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !36
  %3 = icmp sgt i32 %0, 1, !dbg !37
  br i1 %3, label %4, label %10, !dbg !38

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !39
  %6 = load i8*, i8** %5, align 8, !dbg !39, !tbaa !40
  call void @llvm.dbg.value(metadata i8* %6, metadata !44, metadata !DIExpression()) #7, !dbg !52
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !54
  %8 = trunc i64 %7 to i32, !dbg !55
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !36
  %9 = icmp sgt i32 %8, 1, !dbg !56
  br i1 %9, label %10, label %12, !dbg !56

10:                                               ; preds = %2, %4
  %11 = phi i32 [ %8, %4 ], [ 1000, %2 ]
  br label %12, !dbg !56

12:                                               ; preds = %4, %10
  %13 = phi i32 [ %11, %10 ], [ %8, %4 ]
  %14 = phi i32 [ %11, %10 ], [ 1, %4 ]
  %15 = zext i32 %14 to i64, !dbg !57
  %16 = shl nuw nsw i64 %15, 3, !dbg !58
  %17 = tail call noalias i8* @malloc(i64 noundef %16) #7, !dbg !59
  %18 = bitcast i8* %17 to double*, !dbg !59
  call void @llvm.dbg.value(metadata double* %18, metadata !22, metadata !DIExpression()), !dbg !36
  %19 = icmp eq i8* %17, null, !dbg !60
  br i1 %19, label %212, label %20, !dbg !62

20:                                               ; preds = %12
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !25, metadata !DIExpression()), !dbg !36
  %21 = icmp sgt i32 %13, 0, !dbg !64
  br i1 %21, label %22, label %181, !dbg !66

22:                                               ; preds = %20
  %23 = zext i32 %13 to i64, !dbg !64
  %24 = add nsw i64 %23, -1, !dbg !66
  %25 = and i64 %23, 1, !dbg !66
  %26 = icmp eq i64 %24, 0, !dbg !66
  br i1 %26, label %29, label %27, !dbg !66

27:                                               ; preds = %22
  %28 = and i64 %23, 4294967294, !dbg !66
  br label %46, !dbg !66

29:                                               ; preds = %46, %22
  %30 = phi double [ undef, %22 ], [ %56, %46 ]
  %31 = phi i64 [ 0, %22 ], [ %61, %46 ]
  %32 = phi double [ 0.000000e+00, %22 ], [ %56, %46 ]
  %33 = icmp eq i64 %25, 0, !dbg !66
  br i1 %33, label %42, label %34, !dbg !66

34:                                               ; preds = %29
  call void @llvm.dbg.value(metadata i64 %31, metadata !26, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double %32, metadata !25, metadata !DIExpression()), !dbg !36
  %35 = trunc i64 %31 to i32, !dbg !67
  %36 = sitofp i32 %35 to double, !dbg !67
  %37 = getelementptr inbounds double, double* %18, i64 %31, !dbg !69
  store double %36, double* %37, align 8, !dbg !70, !tbaa !71
  %38 = and i32 %35, 3, !dbg !73
  %39 = icmp eq i32 %38, 0, !dbg !75
  %40 = select i1 %39, double %36, double -0.000000e+00, !dbg !76
  %41 = fadd double %32, %40, !dbg !76
  call void @llvm.dbg.value(metadata double %41, metadata !25, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %31, metadata !26, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !63
  br label %42, !dbg !77

42:                                               ; preds = %29, %34
  %43 = phi double [ %30, %29 ], [ %41, %34 ], !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %43, metadata !25, metadata !DIExpression()), !dbg !36
  br i1 %21, label %44, label %181, !dbg !77

44:                                               ; preds = %42
  %45 = zext i32 %13 to i64, !dbg !79
  br label %70, !dbg !77

46:                                               ; preds = %46, %27
  %47 = phi i64 [ 0, %27 ], [ %61, %46 ]
  %48 = phi double [ 0.000000e+00, %27 ], [ %56, %46 ]
  %49 = phi i64 [ 0, %27 ], [ %62, %46 ]
  call void @llvm.dbg.value(metadata i64 %47, metadata !26, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double %48, metadata !25, metadata !DIExpression()), !dbg !36
  %50 = trunc i64 %47 to i32, !dbg !67
  %51 = sitofp i32 %50 to double, !dbg !67
  %52 = getelementptr inbounds double, double* %18, i64 %47, !dbg !69
  store double %51, double* %52, align 8, !dbg !70, !tbaa !71
  %53 = and i32 %50, 2, !dbg !73
  %54 = icmp eq i32 %53, 0, !dbg !75
  %55 = select i1 %54, double %51, double -0.000000e+00, !dbg !76
  %56 = fadd double %48, %55, !dbg !76
  call void @llvm.dbg.value(metadata double %56, metadata !25, metadata !DIExpression()), !dbg !36
  %57 = or i64 %47, 1, !dbg !81
  call void @llvm.dbg.value(metadata i64 %57, metadata !26, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i64 %57, metadata !26, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double %56, metadata !25, metadata !DIExpression()), !dbg !36
  %58 = trunc i64 %57 to i32, !dbg !67
  %59 = sitofp i32 %58 to double, !dbg !67
  %60 = getelementptr inbounds double, double* %18, i64 %57, !dbg !69
  store double %59, double* %60, align 8, !dbg !70, !tbaa !71
  call void @llvm.dbg.value(metadata double %56, metadata !25, metadata !DIExpression()), !dbg !36
  %61 = add nuw nsw i64 %47, 2, !dbg !81
  call void @llvm.dbg.value(metadata i64 %61, metadata !26, metadata !DIExpression()), !dbg !63
  %62 = add i64 %49, 2, !dbg !66
  %63 = icmp eq i64 %62, %28, !dbg !66
  br i1 %63, label %29, label %46, !dbg !66, !llvm.loop !82

64:                                               ; preds = %87
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !85
  br i1 %21, label %65, label %181, !dbg !86

65:                                               ; preds = %64
  %66 = and i64 %23, 1, !dbg !86
  %67 = icmp eq i64 %24, 0, !dbg !86
  br i1 %67, label %91, label %68, !dbg !86

68:                                               ; preds = %65
  %69 = and i64 %23, 4294967294, !dbg !86
  br label %109, !dbg !86

70:                                               ; preds = %44, %87
  %71 = phi i64 [ 0, %44 ], [ %89, %87 ]
  %72 = phi double [ %43, %44 ], [ %88, %87 ]
  call void @llvm.dbg.value(metadata i64 %71, metadata !28, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %72, metadata !25, metadata !DIExpression()), !dbg !36
  %73 = trunc i64 %71 to i32, !dbg !87
  %74 = urem i32 %73, 7, !dbg !87
  switch i32 %74, label %85 [
    i32 0, label %75
    i32 1, label %79
    i32 5, label %79
    i32 3, label %83
  ], !dbg !89

75:                                               ; preds = %70
  %76 = getelementptr inbounds double, double* %18, i64 %71, !dbg !90
  %77 = load double, double* %76, align 8, !dbg !90, !tbaa !71
  %78 = fadd double %72, %77, !dbg !92
  call void @llvm.dbg.value(metadata double %78, metadata !25, metadata !DIExpression()), !dbg !36
  br label %87, !dbg !93

79:                                               ; preds = %70, %70
  %80 = getelementptr inbounds double, double* %18, i64 %71, !dbg !94
  %81 = load double, double* %80, align 8, !dbg !94, !tbaa !71
  %82 = fsub double %72, %81, !dbg !95
  call void @llvm.dbg.value(metadata double %82, metadata !25, metadata !DIExpression()), !dbg !36
  br label %87, !dbg !96

83:                                               ; preds = %70
  %84 = fmul double %72, 1.000100e+00, !dbg !97
  call void @llvm.dbg.value(metadata double %84, metadata !25, metadata !DIExpression()), !dbg !36
  br label %87, !dbg !98

85:                                               ; preds = %70
  %86 = fadd double %72, 1.000000e+00, !dbg !99
  call void @llvm.dbg.value(metadata double %86, metadata !25, metadata !DIExpression()), !dbg !36
  br label %87, !dbg !100

87:                                               ; preds = %75, %79, %83, %85
  %88 = phi double [ %86, %85 ], [ %84, %83 ], [ %82, %79 ], [ %78, %75 ], !dbg !101
  call void @llvm.dbg.value(metadata double %88, metadata !25, metadata !DIExpression()), !dbg !36
  %89 = add nuw nsw i64 %71, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %89, metadata !28, metadata !DIExpression()), !dbg !78
  %90 = icmp eq i64 %89, %45, !dbg !79
  br i1 %90, label %64, label %70, !dbg !77, !llvm.loop !103

91:                                               ; preds = %117, %65
  %92 = phi i64 [ 0, %65 ], [ %118, %117 ]
  %93 = icmp ne i64 %66, 0, !dbg !105
  %94 = and i64 %92, 3
  %95 = icmp eq i64 %94, 1
  %96 = select i1 %93, i1 %95, i1 false, !dbg !105
  call void @llvm.dbg.value(metadata i64 %92, metadata !30, metadata !DIExpression()), !dbg !85
  br i1 %96, label %97, label %99, !dbg !105

97:                                               ; preds = %91
  %98 = getelementptr inbounds double, double* %18, i64 %92, !dbg !107
  store double %88, double* %98, align 8, !dbg !109, !tbaa !71
  br label %99, !dbg !107

99:                                               ; preds = %97, %91
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata double %88, metadata !25, metadata !DIExpression()), !dbg !36
  %100 = icmp sgt i32 %13, 1, !dbg !111
  br i1 %100, label %101, label %134, !dbg !113

101:                                              ; preds = %99
  %102 = add nsw i64 %23, -2, !dbg !113
  %103 = udiv i64 %102, 3, !dbg !113
  %104 = add nuw nsw i64 %103, 1, !dbg !113
  %105 = and i64 %104, 1, !dbg !113
  %106 = icmp ult i64 %102, 3, !dbg !113
  br i1 %106, label %121, label %107, !dbg !113

107:                                              ; preds = %101
  %108 = and i64 %104, 9223372036854775806, !dbg !113
  br label %141, !dbg !113

109:                                              ; preds = %117, %68
  %110 = phi i64 [ 0, %68 ], [ %118, %117 ]
  %111 = phi i64 [ 0, %68 ], [ %119, %117 ]
  call void @llvm.dbg.value(metadata i64 %110, metadata !30, metadata !DIExpression()), !dbg !85
  %112 = or i64 %110, 1, !dbg !114
  call void @llvm.dbg.value(metadata i64 %112, metadata !30, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 %112, metadata !30, metadata !DIExpression()), !dbg !85
  %113 = and i64 %112, 3, !dbg !115
  %114 = icmp eq i64 %113, 1, !dbg !115
  br i1 %114, label %115, label %117, !dbg !105

115:                                              ; preds = %109
  %116 = getelementptr inbounds double, double* %18, i64 %112, !dbg !107
  store double %88, double* %116, align 8, !dbg !109, !tbaa !71
  br label %117, !dbg !107

117:                                              ; preds = %115, %109
  %118 = add nuw nsw i64 %110, 2, !dbg !114
  call void @llvm.dbg.value(metadata i64 %118, metadata !30, metadata !DIExpression()), !dbg !85
  %119 = add i64 %111, 2, !dbg !86
  %120 = icmp eq i64 %119, %69, !dbg !86
  br i1 %120, label %91, label %109, !dbg !86, !llvm.loop !116

121:                                              ; preds = %162, %101
  %122 = phi double [ undef, %101 ], [ %163, %162 ]
  %123 = phi i64 [ 1, %101 ], [ %164, %162 ]
  %124 = phi double [ %88, %101 ], [ %163, %162 ]
  %125 = icmp eq i64 %105, 0, !dbg !118
  br i1 %125, label %134, label %126, !dbg !118

126:                                              ; preds = %121
  call void @llvm.dbg.value(metadata i64 %123, metadata !32, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata double %124, metadata !25, metadata !DIExpression()), !dbg !36
  %127 = trunc i64 %123 to i32, !dbg !119
  %128 = urem i32 %127, 5, !dbg !119
  %129 = icmp eq i32 %128, 2, !dbg !121
  br i1 %129, label %130, label %134, !dbg !118

130:                                              ; preds = %126
  %131 = getelementptr inbounds double, double* %18, i64 %123, !dbg !122
  %132 = load double, double* %131, align 8, !dbg !122, !tbaa !71
  %133 = fadd double %124, %132, !dbg !123
  call void @llvm.dbg.value(metadata double %133, metadata !25, metadata !DIExpression()), !dbg !36
  br label %134, !dbg !124

134:                                              ; preds = %121, %130, %126, %99
  %135 = phi double [ %88, %99 ], [ %122, %121 ], [ %133, %130 ], [ %124, %126 ], !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %135, metadata !25, metadata !DIExpression()), !dbg !36
  br i1 %21, label %136, label %181, !dbg !126

136:                                              ; preds = %134
  %137 = and i64 %23, 1, !dbg !126
  %138 = icmp eq i64 %24, 0, !dbg !126
  br i1 %138, label %167, label %139, !dbg !126

139:                                              ; preds = %136
  %140 = and i64 %23, 4294967294, !dbg !126
  br label %184, !dbg !126

141:                                              ; preds = %162, %107
  %142 = phi i64 [ 1, %107 ], [ %164, %162 ]
  %143 = phi double [ %88, %107 ], [ %163, %162 ]
  %144 = phi i64 [ 0, %107 ], [ %165, %162 ]
  call void @llvm.dbg.value(metadata i64 %142, metadata !32, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata double %143, metadata !25, metadata !DIExpression()), !dbg !36
  %145 = trunc i64 %142 to i32, !dbg !119
  %146 = urem i32 %145, 5, !dbg !119
  %147 = icmp eq i32 %146, 2, !dbg !121
  br i1 %147, label %148, label %152, !dbg !118

148:                                              ; preds = %141
  %149 = getelementptr inbounds double, double* %18, i64 %142, !dbg !122
  %150 = load double, double* %149, align 8, !dbg !122, !tbaa !71
  %151 = fadd double %143, %150, !dbg !123
  call void @llvm.dbg.value(metadata double %151, metadata !25, metadata !DIExpression()), !dbg !36
  br label %152, !dbg !124

152:                                              ; preds = %141, %148
  %153 = phi double [ %151, %148 ], [ %143, %141 ], !dbg !36
  call void @llvm.dbg.value(metadata double %153, metadata !25, metadata !DIExpression()), !dbg !36
  %154 = add nuw nsw i64 %142, 3, !dbg !127
  call void @llvm.dbg.value(metadata i64 %154, metadata !32, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %154, metadata !32, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata double %153, metadata !25, metadata !DIExpression()), !dbg !36
  %155 = trunc i64 %154 to i32, !dbg !119
  %156 = urem i32 %155, 5, !dbg !119
  %157 = icmp eq i32 %156, 2, !dbg !121
  br i1 %157, label %158, label %162, !dbg !118

158:                                              ; preds = %152
  %159 = getelementptr inbounds double, double* %18, i64 %154, !dbg !122
  %160 = load double, double* %159, align 8, !dbg !122, !tbaa !71
  %161 = fadd double %153, %160, !dbg !123
  call void @llvm.dbg.value(metadata double %161, metadata !25, metadata !DIExpression()), !dbg !36
  br label %162, !dbg !124

162:                                              ; preds = %158, %152
  %163 = phi double [ %161, %158 ], [ %153, %152 ], !dbg !36
  call void @llvm.dbg.value(metadata double %163, metadata !25, metadata !DIExpression()), !dbg !36
  %164 = add nuw nsw i64 %142, 6, !dbg !127
  call void @llvm.dbg.value(metadata i64 %164, metadata !32, metadata !DIExpression()), !dbg !110
  %165 = add i64 %144, 2, !dbg !113
  %166 = icmp eq i64 %165, %108, !dbg !113
  br i1 %166, label %121, label %141, !dbg !113, !llvm.loop !128

167:                                              ; preds = %207, %136
  %168 = phi double [ undef, %136 ], [ %208, %207 ]
  %169 = phi i64 [ 0, %136 ], [ %209, %207 ]
  %170 = phi double [ %135, %136 ], [ %208, %207 ]
  %171 = icmp eq i64 %137, 0, !dbg !130
  br i1 %171, label %181, label %172, !dbg !130

172:                                              ; preds = %167
  call void @llvm.dbg.value(metadata i64 %169, metadata !34, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %170, metadata !25, metadata !DIExpression()), !dbg !36
  %173 = trunc i64 %169 to i32, !dbg !132
  %174 = urem i32 %173, 3, !dbg !132
  %175 = icmp eq i32 %174, 2, !dbg !134
  br i1 %175, label %181, label %176, !dbg !130

176:                                              ; preds = %172
  %177 = getelementptr inbounds double, double* %18, i64 %169, !dbg !135
  %178 = load double, double* %177, align 8, !dbg !135, !tbaa !71
  %179 = fneg double %178, !dbg !136
  %180 = tail call double @llvm.fmuladd.f64(double %179, double 5.000000e-01, double %170), !dbg !136
  call void @llvm.dbg.value(metadata double %180, metadata !25, metadata !DIExpression()), !dbg !36
  br label %181, !dbg !137

181:                                              ; preds = %167, %176, %172, %64, %42, %20, %134
  %182 = phi double [ %135, %134 ], [ %88, %64 ], [ %43, %42 ], [ 0.000000e+00, %20 ], [ %168, %167 ], [ %180, %176 ], [ %170, %172 ], !dbg !36
  %183 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %182), !dbg !138
  tail call void @free(i8* noundef %17) #7, !dbg !139
  br label %212

184:                                              ; preds = %207, %139
  %185 = phi i64 [ 0, %139 ], [ %209, %207 ]
  %186 = phi double [ %135, %139 ], [ %208, %207 ]
  %187 = phi i64 [ 0, %139 ], [ %210, %207 ]
  call void @llvm.dbg.value(metadata i64 %185, metadata !34, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %186, metadata !25, metadata !DIExpression()), !dbg !36
  %188 = trunc i64 %185 to i32, !dbg !132
  %189 = urem i32 %188, 3, !dbg !132
  %190 = icmp eq i32 %189, 2, !dbg !134
  br i1 %190, label %196, label %191, !dbg !130

191:                                              ; preds = %184
  %192 = getelementptr inbounds double, double* %18, i64 %185, !dbg !135
  %193 = load double, double* %192, align 8, !dbg !135, !tbaa !71
  %194 = fneg double %193, !dbg !136
  %195 = tail call double @llvm.fmuladd.f64(double %194, double 5.000000e-01, double %186), !dbg !136
  call void @llvm.dbg.value(metadata double %195, metadata !25, metadata !DIExpression()), !dbg !36
  br label %196, !dbg !137

196:                                              ; preds = %184, %191
  %197 = phi double [ %195, %191 ], [ %186, %184 ], !dbg !36
  call void @llvm.dbg.value(metadata double %197, metadata !25, metadata !DIExpression()), !dbg !36
  %198 = or i64 %185, 1, !dbg !140
  call void @llvm.dbg.value(metadata i64 %198, metadata !34, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %198, metadata !34, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %197, metadata !25, metadata !DIExpression()), !dbg !36
  %199 = trunc i64 %198 to i32, !dbg !132
  %200 = urem i32 %199, 3, !dbg !132
  %201 = icmp eq i32 %200, 2, !dbg !134
  br i1 %201, label %207, label %202, !dbg !130

202:                                              ; preds = %196
  %203 = getelementptr inbounds double, double* %18, i64 %198, !dbg !135
  %204 = load double, double* %203, align 8, !dbg !135, !tbaa !71
  %205 = fneg double %204, !dbg !136
  %206 = tail call double @llvm.fmuladd.f64(double %205, double 5.000000e-01, double %197), !dbg !136
  call void @llvm.dbg.value(metadata double %206, metadata !25, metadata !DIExpression()), !dbg !36
  br label %207, !dbg !137

207:                                              ; preds = %202, %196
  %208 = phi double [ %206, %202 ], [ %197, %196 ], !dbg !36
  call void @llvm.dbg.value(metadata double %208, metadata !25, metadata !DIExpression()), !dbg !36
  %209 = add nuw nsw i64 %185, 2, !dbg !140
  call void @llvm.dbg.value(metadata i64 %209, metadata !34, metadata !DIExpression()), !dbg !125
  %210 = add i64 %187, 2, !dbg !126
  %211 = icmp eq i64 %210, %140, !dbg !126
  br i1 %211, label %167, label %184, !dbg !126, !llvm.loop !141

212:                                              ; preds = %12, %181
  %213 = phi i32 [ 0, %181 ], [ 1, %12 ], !dbg !36
  ret i32 %213, !dbg !143
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "counter_mod.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "159343040fa4d97853e9cbffb0e81302")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !16, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !25, !26, !28, !30, !32, !34}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 8, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 8, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 9, type: !3)
!22 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 10, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 13, type: !24)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 14, type: !3)
!27 = distinct !DILexicalBlock(scope: !15, file: !1, line: 14, column: 3)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 19, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 19, column: 3)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 35, type: !3)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 35, column: 3)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 38, type: !3)
!33 = distinct !DILexicalBlock(scope: !15, file: !1, line: 38, column: 3)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 41, type: !3)
!35 = distinct !DILexicalBlock(scope: !15, file: !1, line: 41, column: 3)
!36 = !DILocation(line: 0, scope: !15)
!37 = !DILocation(line: 9, column: 16, scope: !15)
!38 = !DILocation(line: 9, column: 11, scope: !15)
!39 = !DILocation(line: 9, column: 27, scope: !15)
!40 = !{!41, !41, i64 0}
!41 = !{!"any pointer", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocalVariable(name: "__nptr", arg: 1, scope: !45, file: !46, line: 362, type: !49)
!45 = distinct !DISubprogram(name: "atoi", scope: !46, file: !46, line: 362, type: !47, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !51)
!46 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!47 = !DISubroutineType(types: !48)
!48 = !{!3, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!51 = !{!44}
!52 = !DILocation(line: 0, scope: !45, inlinedAt: !53)
!53 = distinct !DILocation(line: 9, column: 22, scope: !15)
!54 = !DILocation(line: 364, column: 16, scope: !45, inlinedAt: !53)
!55 = !DILocation(line: 364, column: 10, scope: !45, inlinedAt: !53)
!56 = !DILocation(line: 10, column: 23, scope: !15)
!57 = !DILocation(line: 10, column: 22, scope: !15)
!58 = !DILocation(line: 10, column: 38, scope: !15)
!59 = !DILocation(line: 10, column: 15, scope: !15)
!60 = !DILocation(line: 11, column: 8, scope: !61)
!61 = distinct !DILexicalBlock(scope: !15, file: !1, line: 11, column: 7)
!62 = !DILocation(line: 11, column: 7, scope: !15)
!63 = !DILocation(line: 0, scope: !27)
!64 = !DILocation(line: 14, column: 21, scope: !65)
!65 = distinct !DILexicalBlock(scope: !27, file: !1, line: 14, column: 3)
!66 = !DILocation(line: 14, column: 3, scope: !27)
!67 = !DILocation(line: 15, column: 12, scope: !68)
!68 = distinct !DILexicalBlock(scope: !65, file: !1, line: 14, column: 31)
!69 = !DILocation(line: 15, column: 5, scope: !68)
!70 = !DILocation(line: 15, column: 10, scope: !68)
!71 = !{!72, !72, i64 0}
!72 = !{!"double", !42, i64 0}
!73 = !DILocation(line: 16, column: 11, scope: !74)
!74 = distinct !DILexicalBlock(scope: !68, file: !1, line: 16, column: 9)
!75 = !DILocation(line: 16, column: 15, scope: !74)
!76 = !DILocation(line: 16, column: 9, scope: !68)
!77 = !DILocation(line: 19, column: 3, scope: !29)
!78 = !DILocation(line: 0, scope: !29)
!79 = !DILocation(line: 19, column: 21, scope: !80)
!80 = distinct !DILexicalBlock(scope: !29, file: !1, line: 19, column: 3)
!81 = !DILocation(line: 14, column: 27, scope: !65)
!82 = distinct !{!82, !66, !83, !84}
!83 = !DILocation(line: 18, column: 3, scope: !27)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 0, scope: !31)
!86 = !DILocation(line: 35, column: 3, scope: !31)
!87 = !DILocation(line: 20, column: 15, scope: !88)
!88 = distinct !DILexicalBlock(scope: !80, file: !1, line: 19, column: 31)
!89 = !DILocation(line: 20, column: 5, scope: !88)
!90 = !DILocation(line: 22, column: 12, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !1, line: 20, column: 20)
!92 = !DILocation(line: 22, column: 9, scope: !91)
!93 = !DILocation(line: 23, column: 7, scope: !91)
!94 = !DILocation(line: 26, column: 12, scope: !91)
!95 = !DILocation(line: 26, column: 9, scope: !91)
!96 = !DILocation(line: 27, column: 7, scope: !91)
!97 = !DILocation(line: 29, column: 9, scope: !91)
!98 = !DILocation(line: 30, column: 7, scope: !91)
!99 = !DILocation(line: 32, column: 9, scope: !91)
!100 = !DILocation(line: 33, column: 5, scope: !91)
!101 = !DILocation(line: 0, scope: !91)
!102 = !DILocation(line: 19, column: 27, scope: !80)
!103 = distinct !{!103, !77, !104, !84}
!104 = !DILocation(line: 34, column: 3, scope: !29)
!105 = !DILocation(line: 36, column: 9, scope: !106)
!106 = distinct !DILexicalBlock(scope: !31, file: !1, line: 35, column: 3)
!107 = !DILocation(line: 37, column: 7, scope: !108)
!108 = distinct !DILexicalBlock(scope: !106, file: !1, line: 36, column: 9)
!109 = !DILocation(line: 37, column: 12, scope: !108)
!110 = !DILocation(line: 0, scope: !33)
!111 = !DILocation(line: 38, column: 21, scope: !112)
!112 = distinct !DILexicalBlock(scope: !33, file: !1, line: 38, column: 3)
!113 = !DILocation(line: 38, column: 3, scope: !33)
!114 = !DILocation(line: 35, column: 27, scope: !106)
!115 = !DILocation(line: 36, column: 17, scope: !108)
!116 = distinct !{!116, !86, !117, !84}
!117 = !DILocation(line: 37, column: 14, scope: !31)
!118 = !DILocation(line: 39, column: 9, scope: !112)
!119 = !DILocation(line: 39, column: 11, scope: !120)
!120 = distinct !DILexicalBlock(scope: !112, file: !1, line: 39, column: 9)
!121 = !DILocation(line: 39, column: 15, scope: !120)
!122 = !DILocation(line: 40, column: 12, scope: !120)
!123 = !DILocation(line: 40, column: 9, scope: !120)
!124 = !DILocation(line: 40, column: 7, scope: !120)
!125 = !DILocation(line: 0, scope: !35)
!126 = !DILocation(line: 41, column: 3, scope: !35)
!127 = !DILocation(line: 38, column: 28, scope: !112)
!128 = distinct !{!128, !113, !129, !84}
!129 = !DILocation(line: 40, column: 15, scope: !33)
!130 = !DILocation(line: 42, column: 9, scope: !131)
!131 = distinct !DILexicalBlock(scope: !35, file: !1, line: 41, column: 3)
!132 = !DILocation(line: 42, column: 11, scope: !133)
!133 = distinct !DILexicalBlock(scope: !131, file: !1, line: 42, column: 9)
!134 = !DILocation(line: 42, column: 15, scope: !133)
!135 = !DILocation(line: 43, column: 12, scope: !133)
!136 = !DILocation(line: 43, column: 9, scope: !133)
!137 = !DILocation(line: 43, column: 7, scope: !133)
!138 = !DILocation(line: 44, column: 3, scope: !15)
!139 = !DILocation(line: 45, column: 3, scope: !15)
!140 = !DILocation(line: 41, column: 27, scope: !131)
!141 = distinct !{!141, !126, !142, !84}
!142 = !DILocation(line: 43, column: 19, scope: !35)
!143 = !DILocation(line: 47, column: 1, scope: !15)
