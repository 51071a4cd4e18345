; ModuleID = 'jacobi1d.c'
source_filename = "jacobi1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Ar = internal global [4000 x double] zeroinitializer, align 16, !dbg !0
@Br = internal global [4000 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_jacobi1d(i32 noundef %0, i32 noundef %1, double* nocapture noundef %2, double* nocapture noundef %3) local_unnamed_addr #0 !dbg !21 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %1, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %2, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %3, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !33
  %5 = icmp sgt i32 %0, 0, !dbg !34
  br i1 %5, label %6, label %276, !dbg !37

6:                                                ; preds = %4
  %7 = add i32 %1, -1
  %8 = icmp sgt i32 %1, 2
  %9 = zext i32 %7 to i64
  %10 = zext i32 %7 to i64
  %11 = getelementptr double, double* %2, i64 1, !dbg !37
  %12 = getelementptr double, double* %2, i64 %9, !dbg !37
  %13 = getelementptr double, double* %3, i64 1, !dbg !37
  %14 = getelementptr double, double* %3, i64 %9, !dbg !37
  %15 = add nsw i64 %9, -1, !dbg !37
  %16 = getelementptr double, double* %3, i64 1, !dbg !37
  %17 = getelementptr double, double* %3, i64 %9, !dbg !37
  %18 = add nuw nsw i64 %9, 1, !dbg !37
  %19 = getelementptr double, double* %2, i64 %18, !dbg !37
  %20 = add nsw i64 %9, -1, !dbg !37
  %21 = add nsw i64 %9, -3, !dbg !37
  %22 = lshr i64 %21, 1, !dbg !37
  %23 = add nuw i64 %22, 1, !dbg !37
  %24 = add nsw i64 %9, -5, !dbg !37
  %25 = lshr i64 %24, 2, !dbg !37
  %26 = add nuw nsw i64 %25, 1, !dbg !37
  %27 = icmp ult i64 %20, 2
  %28 = icmp ult double* %16, %19
  %29 = icmp ugt double* %17, %2
  %30 = and i1 %28, %29
  %31 = and i64 %20, -2
  %32 = or i64 %20, 1
  %33 = and i64 %23, 1
  %34 = icmp ult i64 %21, 2
  %35 = and i64 %23, -2
  %36 = icmp eq i64 %33, 0
  %37 = icmp eq i64 %20, %31
  %38 = and i64 %9, 1
  %39 = icmp eq i64 %38, 0
  %40 = sub nsw i64 0, %9
  %41 = icmp ult i64 %15, 4
  %42 = icmp ult double* %11, %14
  %43 = icmp ult double* %13, %12
  %44 = and i1 %42, %43
  %45 = and i64 %15, -4
  %46 = or i64 %45, 1
  %47 = and i64 %26, 3
  %48 = icmp ult i64 %24, 12
  %49 = and i64 %26, 9223372036854775804
  %50 = icmp eq i64 %47, 0
  %51 = icmp eq i64 %15, %45
  br label %52, !dbg !37

52:                                               ; preds = %6, %273
  %53 = phi i32 [ 0, %6 ], [ %274, %273 ]
  call void @llvm.dbg.value(metadata i32 %53, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !33
  br i1 %8, label %54, label %273, !dbg !38

54:                                               ; preds = %52
  %55 = select i1 %27, i1 true, i1 %30, !dbg !38
  br i1 %55, label %116, label %56, !dbg !38

56:                                               ; preds = %54
  br i1 %34, label %96, label %57, !dbg !38

57:                                               ; preds = %56, %57
  %58 = phi i64 [ %93, %57 ], [ 0, %56 ]
  %59 = phi i64 [ %94, %57 ], [ 0, %56 ]
  %60 = or i64 %58, 1
  %61 = getelementptr inbounds double, double* %2, i64 %58, !dbg !41
  %62 = bitcast double* %61 to <2 x double>*, !dbg !41
  %63 = load <2 x double>, <2 x double>* %62, align 8, !dbg !41, !tbaa !43, !alias.scope !47
  %64 = getelementptr inbounds double, double* %2, i64 %60, !dbg !50
  %65 = bitcast double* %64 to <2 x double>*, !dbg !50
  %66 = load <2 x double>, <2 x double>* %65, align 8, !dbg !50, !tbaa !43, !alias.scope !47
  %67 = fadd <2 x double> %63, %66, !dbg !51
  %68 = or i64 %58, 2, !dbg !52
  %69 = getelementptr inbounds double, double* %2, i64 %68, !dbg !53
  %70 = bitcast double* %69 to <2 x double>*, !dbg !53
  %71 = load <2 x double>, <2 x double>* %70, align 8, !dbg !53, !tbaa !43, !alias.scope !47
  %72 = fadd <2 x double> %67, %71, !dbg !54
  %73 = fdiv <2 x double> %72, <double 3.000000e+00, double 3.000000e+00>, !dbg !55
  %74 = getelementptr inbounds double, double* %3, i64 %60, !dbg !56
  %75 = bitcast double* %74 to <2 x double>*, !dbg !57
  store <2 x double> %73, <2 x double>* %75, align 8, !dbg !57, !tbaa !43, !alias.scope !58, !noalias !47
  %76 = or i64 %58, 2
  %77 = or i64 %58, 3
  %78 = getelementptr inbounds double, double* %2, i64 %76, !dbg !41
  %79 = bitcast double* %78 to <2 x double>*, !dbg !41
  %80 = load <2 x double>, <2 x double>* %79, align 8, !dbg !41, !tbaa !43, !alias.scope !47
  %81 = getelementptr inbounds double, double* %2, i64 %77, !dbg !50
  %82 = bitcast double* %81 to <2 x double>*, !dbg !50
  %83 = load <2 x double>, <2 x double>* %82, align 8, !dbg !50, !tbaa !43, !alias.scope !47
  %84 = fadd <2 x double> %80, %83, !dbg !51
  %85 = add i64 %58, 4, !dbg !52
  %86 = getelementptr inbounds double, double* %2, i64 %85, !dbg !53
  %87 = bitcast double* %86 to <2 x double>*, !dbg !53
  %88 = load <2 x double>, <2 x double>* %87, align 8, !dbg !53, !tbaa !43, !alias.scope !47
  %89 = fadd <2 x double> %84, %88, !dbg !54
  %90 = fdiv <2 x double> %89, <double 3.000000e+00, double 3.000000e+00>, !dbg !55
  %91 = getelementptr inbounds double, double* %3, i64 %77, !dbg !56
  %92 = bitcast double* %91 to <2 x double>*, !dbg !57
  store <2 x double> %90, <2 x double>* %92, align 8, !dbg !57, !tbaa !43, !alias.scope !58, !noalias !47
  %93 = add nuw i64 %58, 4
  %94 = add nuw i64 %59, 2
  %95 = icmp eq i64 %94, %35
  br i1 %95, label %96, label %57, !llvm.loop !60

96:                                               ; preds = %57, %56
  %97 = phi i64 [ 0, %56 ], [ %93, %57 ]
  br i1 %36, label %115, label %98

98:                                               ; preds = %96
  %99 = or i64 %97, 1
  %100 = getelementptr inbounds double, double* %2, i64 %97, !dbg !41
  %101 = bitcast double* %100 to <2 x double>*, !dbg !41
  %102 = load <2 x double>, <2 x double>* %101, align 8, !dbg !41, !tbaa !43, !alias.scope !47
  %103 = getelementptr inbounds double, double* %2, i64 %99, !dbg !50
  %104 = bitcast double* %103 to <2 x double>*, !dbg !50
  %105 = load <2 x double>, <2 x double>* %104, align 8, !dbg !50, !tbaa !43, !alias.scope !47
  %106 = fadd <2 x double> %102, %105, !dbg !51
  %107 = add i64 %97, 2, !dbg !52
  %108 = getelementptr inbounds double, double* %2, i64 %107, !dbg !53
  %109 = bitcast double* %108 to <2 x double>*, !dbg !53
  %110 = load <2 x double>, <2 x double>* %109, align 8, !dbg !53, !tbaa !43, !alias.scope !47
  %111 = fadd <2 x double> %106, %110, !dbg !54
  %112 = fdiv <2 x double> %111, <double 3.000000e+00, double 3.000000e+00>, !dbg !55
  %113 = getelementptr inbounds double, double* %3, i64 %99, !dbg !56
  %114 = bitcast double* %113 to <2 x double>*, !dbg !57
  store <2 x double> %112, <2 x double>* %114, align 8, !dbg !57, !tbaa !43, !alias.scope !58, !noalias !47
  br label %115, !dbg !38

115:                                              ; preds = %96, %98
  br i1 %37, label %135, label %116, !dbg !38

116:                                              ; preds = %54, %115
  %117 = phi i64 [ 1, %54 ], [ %32, %115 ]
  %118 = xor i64 %117, -1, !dbg !38
  br i1 %39, label %119, label %132, !dbg !38

119:                                              ; preds = %116
  call void @llvm.dbg.value(metadata i64 undef, metadata !32, metadata !DIExpression()), !dbg !33
  %120 = add nsw i64 %117, -1, !dbg !64
  %121 = getelementptr inbounds double, double* %2, i64 %120, !dbg !41
  %122 = load double, double* %121, align 8, !dbg !41, !tbaa !43
  %123 = getelementptr inbounds double, double* %2, i64 %117, !dbg !50
  %124 = load double, double* %123, align 8, !dbg !50, !tbaa !43
  %125 = fadd double %122, %124, !dbg !51
  %126 = add nuw nsw i64 %117, 1, !dbg !52
  %127 = getelementptr inbounds double, double* %2, i64 %126, !dbg !53
  %128 = load double, double* %127, align 8, !dbg !53, !tbaa !43
  %129 = fadd double %125, %128, !dbg !54
  %130 = fdiv double %129, 3.000000e+00, !dbg !55
  %131 = getelementptr inbounds double, double* %3, i64 %117, !dbg !56
  store double %130, double* %131, align 8, !dbg !57, !tbaa !43
  call void @llvm.dbg.value(metadata i64 %126, metadata !32, metadata !DIExpression()), !dbg !33
  br label %132, !dbg !38

132:                                              ; preds = %119, %116
  %133 = phi i64 [ %117, %116 ], [ %126, %119 ]
  %134 = icmp eq i64 %118, %40, !dbg !38
  br i1 %134, label %135, label %228, !dbg !38

135:                                              ; preds = %132, %228, %115
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !33
  br i1 %8, label %136, label %273, !dbg !65

136:                                              ; preds = %135
  %137 = or i1 %41, %44, !dbg !65
  br i1 %137, label %209, label %138, !dbg !65

138:                                              ; preds = %136
  br i1 %48, label %189, label %139, !dbg !65

139:                                              ; preds = %138, %139
  %140 = phi i64 [ %186, %139 ], [ 0, %138 ]
  %141 = phi i64 [ %187, %139 ], [ 0, %138 ]
  %142 = or i64 %140, 1
  %143 = getelementptr inbounds double, double* %3, i64 %142, !dbg !67
  %144 = bitcast double* %143 to <2 x double>*, !dbg !67
  %145 = load <2 x double>, <2 x double>* %144, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %146 = getelementptr inbounds double, double* %143, i64 2, !dbg !67
  %147 = bitcast double* %146 to <2 x double>*, !dbg !67
  %148 = load <2 x double>, <2 x double>* %147, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %149 = getelementptr inbounds double, double* %2, i64 %142, !dbg !72
  %150 = bitcast double* %149 to <2 x double>*, !dbg !73
  store <2 x double> %145, <2 x double>* %150, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %151 = getelementptr inbounds double, double* %149, i64 2, !dbg !73
  %152 = bitcast double* %151 to <2 x double>*, !dbg !73
  store <2 x double> %148, <2 x double>* %152, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %153 = or i64 %140, 5
  %154 = getelementptr inbounds double, double* %3, i64 %153, !dbg !67
  %155 = bitcast double* %154 to <2 x double>*, !dbg !67
  %156 = load <2 x double>, <2 x double>* %155, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %157 = getelementptr inbounds double, double* %154, i64 2, !dbg !67
  %158 = bitcast double* %157 to <2 x double>*, !dbg !67
  %159 = load <2 x double>, <2 x double>* %158, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %160 = getelementptr inbounds double, double* %2, i64 %153, !dbg !72
  %161 = bitcast double* %160 to <2 x double>*, !dbg !73
  store <2 x double> %156, <2 x double>* %161, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %162 = getelementptr inbounds double, double* %160, i64 2, !dbg !73
  %163 = bitcast double* %162 to <2 x double>*, !dbg !73
  store <2 x double> %159, <2 x double>* %163, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %164 = or i64 %140, 9
  %165 = getelementptr inbounds double, double* %3, i64 %164, !dbg !67
  %166 = bitcast double* %165 to <2 x double>*, !dbg !67
  %167 = load <2 x double>, <2 x double>* %166, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %168 = getelementptr inbounds double, double* %165, i64 2, !dbg !67
  %169 = bitcast double* %168 to <2 x double>*, !dbg !67
  %170 = load <2 x double>, <2 x double>* %169, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %171 = getelementptr inbounds double, double* %2, i64 %164, !dbg !72
  %172 = bitcast double* %171 to <2 x double>*, !dbg !73
  store <2 x double> %167, <2 x double>* %172, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %173 = getelementptr inbounds double, double* %171, i64 2, !dbg !73
  %174 = bitcast double* %173 to <2 x double>*, !dbg !73
  store <2 x double> %170, <2 x double>* %174, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %175 = or i64 %140, 13
  %176 = getelementptr inbounds double, double* %3, i64 %175, !dbg !67
  %177 = bitcast double* %176 to <2 x double>*, !dbg !67
  %178 = load <2 x double>, <2 x double>* %177, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %179 = getelementptr inbounds double, double* %176, i64 2, !dbg !67
  %180 = bitcast double* %179 to <2 x double>*, !dbg !67
  %181 = load <2 x double>, <2 x double>* %180, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %182 = getelementptr inbounds double, double* %2, i64 %175, !dbg !72
  %183 = bitcast double* %182 to <2 x double>*, !dbg !73
  store <2 x double> %178, <2 x double>* %183, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %184 = getelementptr inbounds double, double* %182, i64 2, !dbg !73
  %185 = bitcast double* %184 to <2 x double>*, !dbg !73
  store <2 x double> %181, <2 x double>* %185, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %186 = add nuw i64 %140, 16
  %187 = add nuw i64 %141, 4
  %188 = icmp eq i64 %187, %49
  br i1 %188, label %189, label %139, !llvm.loop !76

189:                                              ; preds = %139, %138
  %190 = phi i64 [ 0, %138 ], [ %186, %139 ]
  br i1 %50, label %208, label %191

191:                                              ; preds = %189, %191
  %192 = phi i64 [ %205, %191 ], [ %190, %189 ]
  %193 = phi i64 [ %206, %191 ], [ 0, %189 ]
  %194 = or i64 %192, 1
  %195 = getelementptr inbounds double, double* %3, i64 %194, !dbg !67
  %196 = bitcast double* %195 to <2 x double>*, !dbg !67
  %197 = load <2 x double>, <2 x double>* %196, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %198 = getelementptr inbounds double, double* %195, i64 2, !dbg !67
  %199 = bitcast double* %198 to <2 x double>*, !dbg !67
  %200 = load <2 x double>, <2 x double>* %199, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %201 = getelementptr inbounds double, double* %2, i64 %194, !dbg !72
  %202 = bitcast double* %201 to <2 x double>*, !dbg !73
  store <2 x double> %197, <2 x double>* %202, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %203 = getelementptr inbounds double, double* %201, i64 2, !dbg !73
  %204 = bitcast double* %203 to <2 x double>*, !dbg !73
  store <2 x double> %200, <2 x double>* %204, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %205 = add nuw i64 %192, 4
  %206 = add i64 %193, 1
  %207 = icmp eq i64 %206, %47
  br i1 %207, label %208, label %191, !llvm.loop !78

208:                                              ; preds = %191, %189
  br i1 %51, label %273, label %209, !dbg !65

209:                                              ; preds = %136, %208
  %210 = phi i64 [ 1, %136 ], [ %46, %208 ]
  %211 = sub nsw i64 %9, %210, !dbg !65
  %212 = xor i64 %210, -1, !dbg !65
  %213 = add nsw i64 %212, %9, !dbg !65
  %214 = and i64 %211, 3, !dbg !65
  %215 = icmp eq i64 %214, 0, !dbg !65
  br i1 %215, label %225, label %216, !dbg !65

216:                                              ; preds = %209, %216
  %217 = phi i64 [ %222, %216 ], [ %210, %209 ]
  %218 = phi i64 [ %223, %216 ], [ 0, %209 ]
  call void @llvm.dbg.value(metadata i64 %217, metadata !32, metadata !DIExpression()), !dbg !33
  %219 = getelementptr inbounds double, double* %3, i64 %217, !dbg !67
  %220 = load double, double* %219, align 8, !dbg !67, !tbaa !43
  %221 = getelementptr inbounds double, double* %2, i64 %217, !dbg !72
  store double %220, double* %221, align 8, !dbg !73, !tbaa !43
  %222 = add nuw nsw i64 %217, 1, !dbg !80
  call void @llvm.dbg.value(metadata i64 %222, metadata !32, metadata !DIExpression()), !dbg !33
  %223 = add i64 %218, 1, !dbg !65
  %224 = icmp eq i64 %223, %214, !dbg !65
  br i1 %224, label %225, label %216, !dbg !65, !llvm.loop !81

225:                                              ; preds = %216, %209
  %226 = phi i64 [ %210, %209 ], [ %222, %216 ]
  %227 = icmp ult i64 %213, 3, !dbg !65
  br i1 %227, label %273, label %254, !dbg !65

228:                                              ; preds = %132, %228
  %229 = phi i64 [ %247, %228 ], [ %133, %132 ]
  call void @llvm.dbg.value(metadata i64 %229, metadata !32, metadata !DIExpression()), !dbg !33
  %230 = add nsw i64 %229, -1, !dbg !64
  %231 = getelementptr inbounds double, double* %2, i64 %230, !dbg !41
  %232 = load double, double* %231, align 8, !dbg !41, !tbaa !43
  %233 = getelementptr inbounds double, double* %2, i64 %229, !dbg !50
  %234 = load double, double* %233, align 8, !dbg !50, !tbaa !43
  %235 = fadd double %232, %234, !dbg !51
  %236 = add nuw nsw i64 %229, 1, !dbg !52
  %237 = getelementptr inbounds double, double* %2, i64 %236, !dbg !53
  %238 = load double, double* %237, align 8, !dbg !53, !tbaa !43
  %239 = fadd double %235, %238, !dbg !54
  %240 = fdiv double %239, 3.000000e+00, !dbg !55
  %241 = getelementptr inbounds double, double* %3, i64 %229, !dbg !56
  store double %240, double* %241, align 8, !dbg !57, !tbaa !43
  call void @llvm.dbg.value(metadata i64 %236, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %236, metadata !32, metadata !DIExpression()), !dbg !33
  %242 = getelementptr inbounds double, double* %2, i64 %229, !dbg !41
  %243 = load double, double* %242, align 8, !dbg !41, !tbaa !43
  %244 = getelementptr inbounds double, double* %2, i64 %236, !dbg !50
  %245 = load double, double* %244, align 8, !dbg !50, !tbaa !43
  %246 = fadd double %243, %245, !dbg !51
  %247 = add nuw nsw i64 %229, 2, !dbg !52
  %248 = getelementptr inbounds double, double* %2, i64 %247, !dbg !53
  %249 = load double, double* %248, align 8, !dbg !53, !tbaa !43
  %250 = fadd double %246, %249, !dbg !54
  %251 = fdiv double %250, 3.000000e+00, !dbg !55
  %252 = getelementptr inbounds double, double* %3, i64 %236, !dbg !56
  store double %251, double* %252, align 8, !dbg !57, !tbaa !43
  call void @llvm.dbg.value(metadata i64 %247, metadata !32, metadata !DIExpression()), !dbg !33
  %253 = icmp eq i64 %247, %9, !dbg !82
  br i1 %253, label %135, label %228, !dbg !38, !llvm.loop !83

254:                                              ; preds = %225, %254
  %255 = phi i64 [ %271, %254 ], [ %226, %225 ]
  call void @llvm.dbg.value(metadata i64 %255, metadata !32, metadata !DIExpression()), !dbg !33
  %256 = getelementptr inbounds double, double* %3, i64 %255, !dbg !67
  %257 = load double, double* %256, align 8, !dbg !67, !tbaa !43
  %258 = getelementptr inbounds double, double* %2, i64 %255, !dbg !72
  store double %257, double* %258, align 8, !dbg !73, !tbaa !43
  %259 = add nuw nsw i64 %255, 1, !dbg !80
  call void @llvm.dbg.value(metadata i64 %259, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %259, metadata !32, metadata !DIExpression()), !dbg !33
  %260 = getelementptr inbounds double, double* %3, i64 %259, !dbg !67
  %261 = load double, double* %260, align 8, !dbg !67, !tbaa !43
  %262 = getelementptr inbounds double, double* %2, i64 %259, !dbg !72
  store double %261, double* %262, align 8, !dbg !73, !tbaa !43
  %263 = add nuw nsw i64 %255, 2, !dbg !80
  call void @llvm.dbg.value(metadata i64 %263, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %263, metadata !32, metadata !DIExpression()), !dbg !33
  %264 = getelementptr inbounds double, double* %3, i64 %263, !dbg !67
  %265 = load double, double* %264, align 8, !dbg !67, !tbaa !43
  %266 = getelementptr inbounds double, double* %2, i64 %263, !dbg !72
  store double %265, double* %266, align 8, !dbg !73, !tbaa !43
  %267 = add nuw nsw i64 %255, 3, !dbg !80
  call void @llvm.dbg.value(metadata i64 %267, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %267, metadata !32, metadata !DIExpression()), !dbg !33
  %268 = getelementptr inbounds double, double* %3, i64 %267, !dbg !67
  %269 = load double, double* %268, align 8, !dbg !67, !tbaa !43
  %270 = getelementptr inbounds double, double* %2, i64 %267, !dbg !72
  store double %269, double* %270, align 8, !dbg !73, !tbaa !43
  %271 = add nuw nsw i64 %255, 4, !dbg !80
  call void @llvm.dbg.value(metadata i64 %271, metadata !32, metadata !DIExpression()), !dbg !33
  %272 = icmp eq i64 %271, %10, !dbg !84
  br i1 %272, label %273, label %254, !dbg !65, !llvm.loop !85

273:                                              ; preds = %225, %254, %208, %52, %135
  %274 = add nuw nsw i32 %53, 1, !dbg !86
  call void @llvm.dbg.value(metadata i32 %274, metadata !31, metadata !DIExpression()), !dbg !33
  %275 = icmp eq i32 %274, %0, !dbg !34
  br i1 %275, label %276, label %52, !dbg !37, !llvm.loop !87

276:                                              ; preds = %273, %4
  ret void, !dbg !89
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !90 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !96
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32000) bitcast ([4000 x double]* @Br to i8*), i8 0, i64 32000, i1 false), !dbg !97, !tbaa !43
  br label %1, !dbg !101

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !102
  %3 = phi <2 x i16> [ <i16 0, i16 1>, %0 ], [ %14, %1 ], !dbg !103
  %4 = add <2 x i16> %3, <i16 2, i16 2>, !dbg !103
  %5 = urem <2 x i16> %3, <i16 10, i16 10>, !dbg !103
  %6 = urem <2 x i16> %4, <i16 10, i16 10>, !dbg !103
  %7 = uitofp <2 x i16> %5 to <2 x double>, !dbg !104
  %8 = uitofp <2 x i16> %6 to <2 x double>, !dbg !104
  %9 = getelementptr inbounds [4000 x double], [4000 x double]* @Ar, i64 0, i64 %2, !dbg !102
  %10 = bitcast double* %9 to <2 x double>*, !dbg !105
  store <2 x double> %7, <2 x double>* %10, align 16, !dbg !105, !tbaa !43
  %11 = getelementptr inbounds double, double* %9, i64 2, !dbg !105
  %12 = bitcast double* %11 to <2 x double>*, !dbg !105
  store <2 x double> %8, <2 x double>* %12, align 16, !dbg !105, !tbaa !43
  %13 = add nuw i64 %2, 4, !dbg !102
  %14 = add <2 x i16> %3, <i16 4, i16 4>, !dbg !103
  %15 = icmp eq i64 %13, 4000, !dbg !102
  br i1 %15, label %16, label %1, !dbg !102, !llvm.loop !106

16:                                               ; preds = %1
  tail call void @kernel_jacobi1d(i32 noundef 20, i32 noundef 4000, double* noundef getelementptr inbounds ([4000 x double], [4000 x double]* @Ar, i64 0, i64 0), double* noundef getelementptr inbounds ([4000 x double], [4000 x double]* @Br, i64 0, i64 0)), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !95, metadata !DIExpression()), !dbg !96
  br label %17, !dbg !109

17:                                               ; preds = %17, %16
  %18 = phi i64 [ 0, %16 ], [ %39, %17 ]
  %19 = phi double [ 0.000000e+00, %16 ], [ %38, %17 ]
  call void @llvm.dbg.value(metadata double %19, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %18, metadata !94, metadata !DIExpression()), !dbg !96
  %20 = getelementptr inbounds [4000 x double], [4000 x double]* @Ar, i64 0, i64 %18, !dbg !111
  %21 = load double, double* %20, align 8, !dbg !111, !tbaa !43
  %22 = fadd double %19, %21, !dbg !113
  call void @llvm.dbg.value(metadata double %22, metadata !95, metadata !DIExpression()), !dbg !96
  %23 = add nuw nsw i64 %18, 1, !dbg !114
  call void @llvm.dbg.value(metadata i64 %23, metadata !94, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double %22, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %23, metadata !94, metadata !DIExpression()), !dbg !96
  %24 = getelementptr inbounds [4000 x double], [4000 x double]* @Ar, i64 0, i64 %23, !dbg !111
  %25 = load double, double* %24, align 8, !dbg !111, !tbaa !43
  %26 = fadd double %22, %25, !dbg !113
  call void @llvm.dbg.value(metadata double %26, metadata !95, metadata !DIExpression()), !dbg !96
  %27 = add nuw nsw i64 %18, 2, !dbg !114
  call void @llvm.dbg.value(metadata i64 %27, metadata !94, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double %26, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %27, metadata !94, metadata !DIExpression()), !dbg !96
  %28 = getelementptr inbounds [4000 x double], [4000 x double]* @Ar, i64 0, i64 %27, !dbg !111
  %29 = load double, double* %28, align 8, !dbg !111, !tbaa !43
  %30 = fadd double %26, %29, !dbg !113
  call void @llvm.dbg.value(metadata double %30, metadata !95, metadata !DIExpression()), !dbg !96
  %31 = add nuw nsw i64 %18, 3, !dbg !114
  call void @llvm.dbg.value(metadata i64 %31, metadata !94, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double %30, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %31, metadata !94, metadata !DIExpression()), !dbg !96
  %32 = getelementptr inbounds [4000 x double], [4000 x double]* @Ar, i64 0, i64 %31, !dbg !111
  %33 = load double, double* %32, align 8, !dbg !111, !tbaa !43
  %34 = fadd double %30, %33, !dbg !113
  call void @llvm.dbg.value(metadata double %34, metadata !95, metadata !DIExpression()), !dbg !96
  %35 = add nuw nsw i64 %18, 4, !dbg !114
  call void @llvm.dbg.value(metadata i64 %35, metadata !94, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double %34, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %35, metadata !94, metadata !DIExpression()), !dbg !96
  %36 = getelementptr inbounds [4000 x double], [4000 x double]* @Ar, i64 0, i64 %35, !dbg !111
  %37 = load double, double* %36, align 8, !dbg !111, !tbaa !43
  %38 = fadd double %34, %37, !dbg !113
  call void @llvm.dbg.value(metadata double %38, metadata !95, metadata !DIExpression()), !dbg !96
  %39 = add nuw nsw i64 %18, 5, !dbg !114
  call void @llvm.dbg.value(metadata i64 %39, metadata !94, metadata !DIExpression()), !dbg !96
  %40 = icmp eq i64 %39, 4000, !dbg !115
  br i1 %40, label %41, label %17, !dbg !109, !llvm.loop !116

41:                                               ; preds = %17
  store double %38, double* @checksum, align 8, !dbg !118, !tbaa !43
  ret i32 0, !dbg !119
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Ar", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "jacobi1d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Br", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4000)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "kernel_jacobi1d", scope: !3, file: !3, line: 16, type: !22, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !24, !24, !25, !25}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!26 = !{!27, !28, !29, !30, !31, !32}
!27 = !DILocalVariable(name: "tsteps", arg: 1, scope: !21, file: !3, line: 16, type: !24)
!28 = !DILocalVariable(name: "n", arg: 2, scope: !21, file: !3, line: 16, type: !24)
!29 = !DILocalVariable(name: "a", arg: 3, scope: !21, file: !3, line: 16, type: !25)
!30 = !DILocalVariable(name: "b", arg: 4, scope: !21, file: !3, line: 17, type: !25)
!31 = !DILocalVariable(name: "t", scope: !21, file: !3, line: 19, type: !24)
!32 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 19, type: !24)
!33 = !DILocation(line: 0, scope: !21)
!34 = !DILocation(line: 20, column: 17, scope: !35)
!35 = distinct !DILexicalBlock(scope: !36, file: !3, line: 20, column: 3)
!36 = distinct !DILexicalBlock(scope: !21, file: !3, line: 20, column: 3)
!37 = !DILocation(line: 20, column: 3, scope: !36)
!38 = !DILocation(line: 21, column: 5, scope: !39)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 21, column: 5)
!40 = distinct !DILexicalBlock(scope: !35, file: !3, line: 20, column: 32)
!41 = !DILocation(line: 22, column: 15, scope: !42)
!42 = distinct !DILexicalBlock(scope: !39, file: !3, line: 21, column: 5)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !{!48}
!48 = distinct !{!48, !49}
!49 = distinct !{!49, !"LVerDomain"}
!50 = !DILocation(line: 22, column: 26, scope: !42)
!51 = !DILocation(line: 22, column: 24, scope: !42)
!52 = !DILocation(line: 22, column: 37, scope: !42)
!53 = !DILocation(line: 22, column: 33, scope: !42)
!54 = !DILocation(line: 22, column: 31, scope: !42)
!55 = !DILocation(line: 22, column: 43, scope: !42)
!56 = !DILocation(line: 22, column: 7, scope: !42)
!57 = !DILocation(line: 22, column: 12, scope: !42)
!58 = !{!59}
!59 = distinct !{!59, !49}
!60 = distinct !{!60, !38, !61, !62, !63}
!61 = !DILocation(line: 22, column: 45, scope: !39)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !{!"llvm.loop.isvectorized", i32 1}
!64 = !DILocation(line: 22, column: 19, scope: !42)
!65 = !DILocation(line: 23, column: 5, scope: !66)
!66 = distinct !DILexicalBlock(scope: !40, file: !3, line: 23, column: 5)
!67 = !DILocation(line: 24, column: 14, scope: !68)
!68 = distinct !DILexicalBlock(scope: !66, file: !3, line: 23, column: 5)
!69 = !{!70}
!70 = distinct !{!70, !71}
!71 = distinct !{!71, !"LVerDomain"}
!72 = !DILocation(line: 24, column: 7, scope: !68)
!73 = !DILocation(line: 24, column: 12, scope: !68)
!74 = !{!75}
!75 = distinct !{!75, !71}
!76 = distinct !{!76, !65, !77, !62, !63}
!77 = !DILocation(line: 24, column: 17, scope: !66)
!78 = distinct !{!78, !79}
!79 = !{!"llvm.loop.unroll.disable"}
!80 = !DILocation(line: 23, column: 29, scope: !68)
!81 = distinct !{!81, !79}
!82 = !DILocation(line: 21, column: 19, scope: !42)
!83 = distinct !{!83, !38, !61, !62, !63}
!84 = !DILocation(line: 23, column: 19, scope: !68)
!85 = distinct !{!85, !65, !77, !62, !63}
!86 = !DILocation(line: 20, column: 28, scope: !35)
!87 = distinct !{!87, !37, !88, !62}
!88 = !DILocation(line: 25, column: 3, scope: !36)
!89 = !DILocation(line: 26, column: 1, scope: !21)
!90 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !91, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!24}
!93 = !{!94, !95}
!94 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 30, type: !24)
!95 = !DILocalVariable(name: "s", scope: !90, file: !3, line: 31, type: !5)
!96 = !DILocation(line: 0, scope: !90)
!97 = !DILocation(line: 34, column: 11, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 32, column: 27)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 32, column: 3)
!100 = distinct !DILexicalBlock(scope: !90, file: !3, line: 32, column: 3)
!101 = !DILocation(line: 32, column: 3, scope: !100)
!102 = !DILocation(line: 32, column: 23, scope: !99)
!103 = !DILocation(line: 33, column: 24, scope: !98)
!104 = !DILocation(line: 33, column: 13, scope: !98)
!105 = !DILocation(line: 33, column: 11, scope: !98)
!106 = distinct !{!106, !101, !107, !62, !63}
!107 = !DILocation(line: 35, column: 3, scope: !100)
!108 = !DILocation(line: 36, column: 3, scope: !90)
!109 = !DILocation(line: 37, column: 3, scope: !110)
!110 = distinct !DILexicalBlock(scope: !90, file: !3, line: 37, column: 3)
!111 = !DILocation(line: 38, column: 10, scope: !112)
!112 = distinct !DILexicalBlock(scope: !110, file: !3, line: 37, column: 3)
!113 = !DILocation(line: 38, column: 7, scope: !112)
!114 = !DILocation(line: 37, column: 23, scope: !112)
!115 = !DILocation(line: 37, column: 17, scope: !112)
!116 = distinct !{!116, !109, !117, !62}
!117 = !DILocation(line: 38, column: 14, scope: !110)
!118 = !DILocation(line: 39, column: 12, scope: !90)
!119 = !DILocation(line: 40, column: 3, scope: !90)
