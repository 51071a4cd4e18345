; ModuleID = 'mergesort.c'
source_filename = "mergesort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"inversions %ld checksum %.4f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @kernel_mergesort(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata double* %0, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata double* %1, metadata !23, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %2, metadata !24, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression()), !dbg !28
  %5 = sub nsw i32 %3, %2, !dbg !29
  %6 = icmp slt i32 %5, 2, !dbg !31
  br i1 %6, label %448, label %7, !dbg !32

7:                                                ; preds = %4
  %8 = add nsw i32 %3, %2, !dbg !33
  %9 = sdiv i32 %8, 2, !dbg !34
  call void @llvm.dbg.value(metadata i32 %9, metadata !26, metadata !DIExpression()), !dbg !28
  %10 = tail call i64 @kernel_mergesort(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %9), !dbg !35
  call void @llvm.dbg.value(metadata i64 %10, metadata !27, metadata !DIExpression()), !dbg !28
  %11 = tail call i64 @kernel_mergesort(double* noundef %0, double* noundef %1, i32 noundef %9, i32 noundef %3), !dbg !36
  %12 = add nsw i64 %11, %10, !dbg !37
  call void @llvm.dbg.value(metadata i64 %12, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata double* %0, metadata !38, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double* %1, metadata !43, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %2, metadata !44, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %9, metadata !45, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %3, metadata !46, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %2, metadata !47, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %9, metadata !48, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %2, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 0, metadata !50, metadata !DIExpression()), !dbg !51
  %13 = icmp sgt i32 %9, %2, !dbg !53
  %14 = icmp slt i32 %9, %3, !dbg !54
  %15 = and i1 %13, %14, !dbg !54
  br i1 %15, label %16, label %20, !dbg !55

16:                                               ; preds = %7
  %17 = sext i32 %2 to i64, !dbg !55
  br label %126, !dbg !55

18:                                               ; preds = %145
  %19 = trunc i64 %151 to i32, !dbg !56
  br label %20, !dbg !56

20:                                               ; preds = %18, %7
  %21 = phi i32 [ %2, %7 ], [ %147, %18 ], !dbg !51
  %22 = phi i32 [ %9, %7 ], [ %148, %18 ], !dbg !57
  %23 = phi i32 [ %2, %7 ], [ %19, %18 ], !dbg !51
  %24 = phi i64 [ 0, %7 ], [ %149, %18 ], !dbg !58
  call void @llvm.dbg.value(metadata i32 %23, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %21, metadata !47, metadata !DIExpression()), !dbg !51
  %25 = icmp slt i32 %21, %9, !dbg !56
  br i1 %25, label %26, label %158, !dbg !59

26:                                               ; preds = %20
  %27 = sext i32 %23 to i64, !dbg !59
  %28 = sext i32 %21 to i64, !dbg !59
  %29 = sext i32 %9 to i64, !dbg !56
  %30 = sub nsw i64 %29, %28, !dbg !59
  %31 = icmp ult i64 %30, 4, !dbg !59
  br i1 %31, label %102, label %32, !dbg !59

32:                                               ; preds = %26
  %33 = getelementptr double, double* %1, i64 %27, !dbg !59
  %34 = add nsw i64 %27, %29, !dbg !59
  %35 = sub nsw i64 %34, %28, !dbg !59
  %36 = getelementptr double, double* %1, i64 %35, !dbg !59
  %37 = getelementptr double, double* %0, i64 %28, !dbg !59
  %38 = getelementptr double, double* %0, i64 %29, !dbg !59
  %39 = icmp ult double* %33, %38, !dbg !59
  %40 = icmp ult double* %37, %36, !dbg !59
  %41 = and i1 %39, %40, !dbg !59
  br i1 %41, label %102, label %42, !dbg !59

42:                                               ; preds = %32
  %43 = and i64 %30, -4, !dbg !59
  %44 = add nsw i64 %43, %28, !dbg !59
  %45 = add nsw i64 %43, %27, !dbg !59
  %46 = add nsw i64 %43, -4, !dbg !59
  %47 = lshr exact i64 %46, 2, !dbg !59
  %48 = add nuw nsw i64 %47, 1, !dbg !59
  %49 = and i64 %48, 1, !dbg !59
  %50 = icmp eq i64 %46, 0, !dbg !59
  br i1 %50, label %84, label %51, !dbg !59

51:                                               ; preds = %42
  %52 = and i64 %48, 9223372036854775806, !dbg !59
  br label %53, !dbg !59

53:                                               ; preds = %53, %51
  %54 = phi i64 [ 0, %51 ], [ %81, %53 ]
  %55 = phi i64 [ 0, %51 ], [ %82, %53 ]
  %56 = add i64 %54, %28
  %57 = add i64 %54, %27
  %58 = getelementptr inbounds double, double* %0, i64 %56, !dbg !60
  %59 = bitcast double* %58 to <2 x double>*, !dbg !60
  %60 = load <2 x double>, <2 x double>* %59, align 8, !dbg !60, !tbaa !61, !alias.scope !65
  %61 = getelementptr inbounds double, double* %58, i64 2, !dbg !60
  %62 = bitcast double* %61 to <2 x double>*, !dbg !60
  %63 = load <2 x double>, <2 x double>* %62, align 8, !dbg !60, !tbaa !61, !alias.scope !65
  %64 = getelementptr inbounds double, double* %1, i64 %57, !dbg !68
  %65 = bitcast double* %64 to <2 x double>*, !dbg !69
  store <2 x double> %60, <2 x double>* %65, align 8, !dbg !69, !tbaa !61, !alias.scope !70, !noalias !65
  %66 = getelementptr inbounds double, double* %64, i64 2, !dbg !69
  %67 = bitcast double* %66 to <2 x double>*, !dbg !69
  store <2 x double> %63, <2 x double>* %67, align 8, !dbg !69, !tbaa !61, !alias.scope !70, !noalias !65
  %68 = or i64 %54, 4
  %69 = add i64 %68, %28
  %70 = add i64 %68, %27
  %71 = getelementptr inbounds double, double* %0, i64 %69, !dbg !60
  %72 = bitcast double* %71 to <2 x double>*, !dbg !60
  %73 = load <2 x double>, <2 x double>* %72, align 8, !dbg !60, !tbaa !61, !alias.scope !65
  %74 = getelementptr inbounds double, double* %71, i64 2, !dbg !60
  %75 = bitcast double* %74 to <2 x double>*, !dbg !60
  %76 = load <2 x double>, <2 x double>* %75, align 8, !dbg !60, !tbaa !61, !alias.scope !65
  %77 = getelementptr inbounds double, double* %1, i64 %70, !dbg !68
  %78 = bitcast double* %77 to <2 x double>*, !dbg !69
  store <2 x double> %73, <2 x double>* %78, align 8, !dbg !69, !tbaa !61, !alias.scope !70, !noalias !65
  %79 = getelementptr inbounds double, double* %77, i64 2, !dbg !69
  %80 = bitcast double* %79 to <2 x double>*, !dbg !69
  store <2 x double> %76, <2 x double>* %80, align 8, !dbg !69, !tbaa !61, !alias.scope !70, !noalias !65
  %81 = add nuw i64 %54, 8
  %82 = add i64 %55, 2
  %83 = icmp eq i64 %82, %52
  br i1 %83, label %84, label %53, !llvm.loop !72

84:                                               ; preds = %53, %42
  %85 = phi i64 [ 0, %42 ], [ %81, %53 ]
  %86 = icmp eq i64 %49, 0
  br i1 %86, label %100, label %87

87:                                               ; preds = %84
  %88 = add i64 %85, %28
  %89 = add i64 %85, %27
  %90 = getelementptr inbounds double, double* %0, i64 %88, !dbg !60
  %91 = bitcast double* %90 to <2 x double>*, !dbg !60
  %92 = load <2 x double>, <2 x double>* %91, align 8, !dbg !60, !tbaa !61, !alias.scope !65
  %93 = getelementptr inbounds double, double* %90, i64 2, !dbg !60
  %94 = bitcast double* %93 to <2 x double>*, !dbg !60
  %95 = load <2 x double>, <2 x double>* %94, align 8, !dbg !60, !tbaa !61, !alias.scope !65
  %96 = getelementptr inbounds double, double* %1, i64 %89, !dbg !68
  %97 = bitcast double* %96 to <2 x double>*, !dbg !69
  store <2 x double> %92, <2 x double>* %97, align 8, !dbg !69, !tbaa !61, !alias.scope !70, !noalias !65
  %98 = getelementptr inbounds double, double* %96, i64 2, !dbg !69
  %99 = bitcast double* %98 to <2 x double>*, !dbg !69
  store <2 x double> %95, <2 x double>* %99, align 8, !dbg !69, !tbaa !61, !alias.scope !70, !noalias !65
  br label %100, !dbg !59

100:                                              ; preds = %84, %87
  %101 = icmp eq i64 %30, %43, !dbg !59
  br i1 %101, label %155, label %102, !dbg !59

102:                                              ; preds = %32, %26, %100
  %103 = phi i64 [ %28, %32 ], [ %28, %26 ], [ %44, %100 ]
  %104 = phi i64 [ %27, %32 ], [ %27, %26 ], [ %45, %100 ]
  %105 = sub nsw i64 %29, %103, !dbg !59
  %106 = xor i64 %103, -1, !dbg !59
  %107 = add nsw i64 %106, %29, !dbg !59
  %108 = and i64 %105, 3, !dbg !59
  %109 = icmp eq i64 %108, 0, !dbg !59
  br i1 %109, label %121, label %110, !dbg !59

110:                                              ; preds = %102, %110
  %111 = phi i64 [ %114, %110 ], [ %103, %102 ]
  %112 = phi i64 [ %117, %110 ], [ %104, %102 ]
  %113 = phi i64 [ %119, %110 ], [ 0, %102 ]
  call void @llvm.dbg.value(metadata i64 %112, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %111, metadata !47, metadata !DIExpression()), !dbg !51
  %114 = add nsw i64 %111, 1, !dbg !76
  call void @llvm.dbg.value(metadata i64 %114, metadata !47, metadata !DIExpression()), !dbg !51
  %115 = getelementptr inbounds double, double* %0, i64 %111, !dbg !60
  %116 = load double, double* %115, align 8, !dbg !60, !tbaa !61
  %117 = add nsw i64 %112, 1, !dbg !77
  call void @llvm.dbg.value(metadata i64 %117, metadata !49, metadata !DIExpression()), !dbg !51
  %118 = getelementptr inbounds double, double* %1, i64 %112, !dbg !68
  store double %116, double* %118, align 8, !dbg !69, !tbaa !61
  %119 = add i64 %113, 1, !dbg !59
  %120 = icmp eq i64 %119, %108, !dbg !59
  br i1 %120, label %121, label %110, !dbg !59, !llvm.loop !78

121:                                              ; preds = %110, %102
  %122 = phi i64 [ undef, %102 ], [ %117, %110 ]
  %123 = phi i64 [ %103, %102 ], [ %114, %110 ]
  %124 = phi i64 [ %104, %102 ], [ %117, %110 ]
  %125 = icmp ult i64 %107, 3, !dbg !59
  br i1 %125, label %155, label %260, !dbg !59

126:                                              ; preds = %145, %16
  %127 = phi i64 [ %17, %16 ], [ %151, %145 ]
  %128 = phi i64 [ 0, %16 ], [ %149, %145 ]
  %129 = phi i32 [ %9, %16 ], [ %148, %145 ]
  %130 = phi i32 [ %2, %16 ], [ %147, %145 ]
  call void @llvm.dbg.value(metadata i64 %128, metadata !50, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %127, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %129, metadata !48, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %130, metadata !47, metadata !DIExpression()), !dbg !51
  %131 = sext i32 %130 to i64, !dbg !80
  %132 = getelementptr inbounds double, double* %0, i64 %131, !dbg !80
  %133 = load double, double* %132, align 8, !dbg !80, !tbaa !61
  %134 = sext i32 %129 to i64, !dbg !83
  %135 = getelementptr inbounds double, double* %0, i64 %134, !dbg !83
  %136 = load double, double* %135, align 8, !dbg !83, !tbaa !61
  %137 = fcmp ugt double %133, %136, !dbg !84
  br i1 %137, label %140, label %138, !dbg !85

138:                                              ; preds = %126
  %139 = add nsw i32 %130, 1, !dbg !86
  call void @llvm.dbg.value(metadata i32 %139, metadata !47, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %127, metadata !49, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !51
  br label %145, !dbg !88

140:                                              ; preds = %126
  %141 = add nsw i32 %129, 1, !dbg !89
  call void @llvm.dbg.value(metadata i32 %141, metadata !48, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %127, metadata !49, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !51
  %142 = sub nsw i32 %9, %130, !dbg !91
  %143 = sext i32 %142 to i64, !dbg !92
  %144 = add nsw i64 %128, %143, !dbg !93
  call void @llvm.dbg.value(metadata i64 %144, metadata !50, metadata !DIExpression()), !dbg !51
  br label %145

145:                                              ; preds = %140, %138
  %146 = phi double [ %136, %140 ], [ %133, %138 ], !dbg !94
  %147 = phi i32 [ %130, %140 ], [ %139, %138 ], !dbg !51
  %148 = phi i32 [ %141, %140 ], [ %129, %138 ], !dbg !51
  %149 = phi i64 [ %144, %140 ], [ %128, %138 ], !dbg !51
  %150 = getelementptr inbounds double, double* %1, i64 %127, !dbg !95
  store double %146, double* %150, align 8, !dbg !96
  %151 = add i64 %127, 1, !dbg !94
  call void @llvm.dbg.value(metadata i64 %149, metadata !50, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %151, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %148, metadata !48, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %147, metadata !47, metadata !DIExpression()), !dbg !51
  %152 = icmp slt i32 %147, %9, !dbg !53
  %153 = icmp slt i32 %148, %3, !dbg !54
  %154 = select i1 %152, i1 %153, i1 false, !dbg !54
  br i1 %154, label %126, label %18, !dbg !55, !llvm.loop !97

155:                                              ; preds = %121, %260, %100
  %156 = phi i64 [ %45, %100 ], [ %122, %121 ], [ %281, %260 ], !dbg !77
  %157 = trunc i64 %156 to i32, !dbg !99
  br label %158, !dbg !99

158:                                              ; preds = %155, %20
  %159 = phi i32 [ %23, %20 ], [ %157, %155 ], !dbg !51
  call void @llvm.dbg.value(metadata i32 %159, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %22, metadata !48, metadata !DIExpression()), !dbg !51
  %160 = icmp slt i32 %22, %3, !dbg !99
  br i1 %160, label %161, label %284, !dbg !100

161:                                              ; preds = %158
  %162 = sext i32 %159 to i64, !dbg !100
  %163 = sext i32 %22 to i64, !dbg !100
  %164 = sext i32 %3 to i64, !dbg !99
  %165 = sub nsw i64 %164, %163, !dbg !100
  %166 = icmp ult i64 %165, 4, !dbg !100
  br i1 %166, label %237, label %167, !dbg !100

167:                                              ; preds = %161
  %168 = getelementptr double, double* %1, i64 %162, !dbg !100
  %169 = add nsw i64 %162, %164, !dbg !100
  %170 = sub nsw i64 %169, %163, !dbg !100
  %171 = getelementptr double, double* %1, i64 %170, !dbg !100
  %172 = getelementptr double, double* %0, i64 %163, !dbg !100
  %173 = getelementptr double, double* %0, i64 %164, !dbg !100
  %174 = icmp ult double* %168, %173, !dbg !100
  %175 = icmp ult double* %172, %171, !dbg !100
  %176 = and i1 %174, %175, !dbg !100
  br i1 %176, label %237, label %177, !dbg !100

177:                                              ; preds = %167
  %178 = and i64 %165, -4, !dbg !100
  %179 = add nsw i64 %178, %163, !dbg !100
  %180 = add nsw i64 %178, %162, !dbg !100
  %181 = add nsw i64 %178, -4, !dbg !100
  %182 = lshr exact i64 %181, 2, !dbg !100
  %183 = add nuw nsw i64 %182, 1, !dbg !100
  %184 = and i64 %183, 1, !dbg !100
  %185 = icmp eq i64 %181, 0, !dbg !100
  br i1 %185, label %219, label %186, !dbg !100

186:                                              ; preds = %177
  %187 = and i64 %183, 9223372036854775806, !dbg !100
  br label %188, !dbg !100

188:                                              ; preds = %188, %186
  %189 = phi i64 [ 0, %186 ], [ %216, %188 ]
  %190 = phi i64 [ 0, %186 ], [ %217, %188 ]
  %191 = add i64 %189, %163
  %192 = add i64 %189, %162
  %193 = getelementptr inbounds double, double* %0, i64 %191, !dbg !101
  %194 = bitcast double* %193 to <2 x double>*, !dbg !101
  %195 = load <2 x double>, <2 x double>* %194, align 8, !dbg !101, !tbaa !61, !alias.scope !102
  %196 = getelementptr inbounds double, double* %193, i64 2, !dbg !101
  %197 = bitcast double* %196 to <2 x double>*, !dbg !101
  %198 = load <2 x double>, <2 x double>* %197, align 8, !dbg !101, !tbaa !61, !alias.scope !102
  %199 = getelementptr inbounds double, double* %1, i64 %192, !dbg !105
  %200 = bitcast double* %199 to <2 x double>*, !dbg !106
  store <2 x double> %195, <2 x double>* %200, align 8, !dbg !106, !tbaa !61, !alias.scope !107, !noalias !102
  %201 = getelementptr inbounds double, double* %199, i64 2, !dbg !106
  %202 = bitcast double* %201 to <2 x double>*, !dbg !106
  store <2 x double> %198, <2 x double>* %202, align 8, !dbg !106, !tbaa !61, !alias.scope !107, !noalias !102
  %203 = or i64 %189, 4
  %204 = add i64 %203, %163
  %205 = add i64 %203, %162
  %206 = getelementptr inbounds double, double* %0, i64 %204, !dbg !101
  %207 = bitcast double* %206 to <2 x double>*, !dbg !101
  %208 = load <2 x double>, <2 x double>* %207, align 8, !dbg !101, !tbaa !61, !alias.scope !102
  %209 = getelementptr inbounds double, double* %206, i64 2, !dbg !101
  %210 = bitcast double* %209 to <2 x double>*, !dbg !101
  %211 = load <2 x double>, <2 x double>* %210, align 8, !dbg !101, !tbaa !61, !alias.scope !102
  %212 = getelementptr inbounds double, double* %1, i64 %205, !dbg !105
  %213 = bitcast double* %212 to <2 x double>*, !dbg !106
  store <2 x double> %208, <2 x double>* %213, align 8, !dbg !106, !tbaa !61, !alias.scope !107, !noalias !102
  %214 = getelementptr inbounds double, double* %212, i64 2, !dbg !106
  %215 = bitcast double* %214 to <2 x double>*, !dbg !106
  store <2 x double> %211, <2 x double>* %215, align 8, !dbg !106, !tbaa !61, !alias.scope !107, !noalias !102
  %216 = add nuw i64 %189, 8
  %217 = add i64 %190, 2
  %218 = icmp eq i64 %217, %187
  br i1 %218, label %219, label %188, !llvm.loop !109

219:                                              ; preds = %188, %177
  %220 = phi i64 [ 0, %177 ], [ %216, %188 ]
  %221 = icmp eq i64 %184, 0
  br i1 %221, label %235, label %222

222:                                              ; preds = %219
  %223 = add i64 %220, %163
  %224 = add i64 %220, %162
  %225 = getelementptr inbounds double, double* %0, i64 %223, !dbg !101
  %226 = bitcast double* %225 to <2 x double>*, !dbg !101
  %227 = load <2 x double>, <2 x double>* %226, align 8, !dbg !101, !tbaa !61, !alias.scope !102
  %228 = getelementptr inbounds double, double* %225, i64 2, !dbg !101
  %229 = bitcast double* %228 to <2 x double>*, !dbg !101
  %230 = load <2 x double>, <2 x double>* %229, align 8, !dbg !101, !tbaa !61, !alias.scope !102
  %231 = getelementptr inbounds double, double* %1, i64 %224, !dbg !105
  %232 = bitcast double* %231 to <2 x double>*, !dbg !106
  store <2 x double> %227, <2 x double>* %232, align 8, !dbg !106, !tbaa !61, !alias.scope !107, !noalias !102
  %233 = getelementptr inbounds double, double* %231, i64 2, !dbg !106
  %234 = bitcast double* %233 to <2 x double>*, !dbg !106
  store <2 x double> %230, <2 x double>* %234, align 8, !dbg !106, !tbaa !61, !alias.scope !107, !noalias !102
  br label %235, !dbg !100

235:                                              ; preds = %219, %222
  %236 = icmp eq i64 %165, %178, !dbg !100
  br i1 %236, label %284, label %237, !dbg !100

237:                                              ; preds = %167, %161, %235
  %238 = phi i64 [ %163, %167 ], [ %163, %161 ], [ %179, %235 ]
  %239 = phi i64 [ %162, %167 ], [ %162, %161 ], [ %180, %235 ]
  %240 = sub nsw i64 %164, %238, !dbg !100
  %241 = xor i64 %238, -1, !dbg !100
  %242 = add nsw i64 %241, %164, !dbg !100
  %243 = and i64 %240, 3, !dbg !100
  %244 = icmp eq i64 %243, 0, !dbg !100
  br i1 %244, label %256, label %245, !dbg !100

245:                                              ; preds = %237, %245
  %246 = phi i64 [ %249, %245 ], [ %238, %237 ]
  %247 = phi i64 [ %252, %245 ], [ %239, %237 ]
  %248 = phi i64 [ %254, %245 ], [ 0, %237 ]
  call void @llvm.dbg.value(metadata i64 %247, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %246, metadata !48, metadata !DIExpression()), !dbg !51
  %249 = add nsw i64 %246, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %249, metadata !48, metadata !DIExpression()), !dbg !51
  %250 = getelementptr inbounds double, double* %0, i64 %246, !dbg !101
  %251 = load double, double* %250, align 8, !dbg !101, !tbaa !61
  %252 = add nsw i64 %247, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %252, metadata !49, metadata !DIExpression()), !dbg !51
  %253 = getelementptr inbounds double, double* %1, i64 %247, !dbg !105
  store double %251, double* %253, align 8, !dbg !106, !tbaa !61
  %254 = add i64 %248, 1, !dbg !100
  %255 = icmp eq i64 %254, %243, !dbg !100
  br i1 %255, label %256, label %245, !dbg !100, !llvm.loop !113

256:                                              ; preds = %245, %237
  %257 = phi i64 [ %238, %237 ], [ %249, %245 ]
  %258 = phi i64 [ %239, %237 ], [ %252, %245 ]
  %259 = icmp ult i64 %242, 3, !dbg !100
  br i1 %259, label %284, label %403, !dbg !100

260:                                              ; preds = %121, %260
  %261 = phi i64 [ %278, %260 ], [ %123, %121 ]
  %262 = phi i64 [ %281, %260 ], [ %124, %121 ]
  call void @llvm.dbg.value(metadata i64 %262, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %261, metadata !47, metadata !DIExpression()), !dbg !51
  %263 = add nsw i64 %261, 1, !dbg !76
  call void @llvm.dbg.value(metadata i64 %263, metadata !47, metadata !DIExpression()), !dbg !51
  %264 = getelementptr inbounds double, double* %0, i64 %261, !dbg !60
  %265 = load double, double* %264, align 8, !dbg !60, !tbaa !61
  %266 = add nsw i64 %262, 1, !dbg !77
  call void @llvm.dbg.value(metadata i64 %266, metadata !49, metadata !DIExpression()), !dbg !51
  %267 = getelementptr inbounds double, double* %1, i64 %262, !dbg !68
  store double %265, double* %267, align 8, !dbg !69, !tbaa !61
  call void @llvm.dbg.value(metadata i64 %266, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %263, metadata !47, metadata !DIExpression()), !dbg !51
  %268 = add nsw i64 %261, 2, !dbg !76
  call void @llvm.dbg.value(metadata i64 %268, metadata !47, metadata !DIExpression()), !dbg !51
  %269 = getelementptr inbounds double, double* %0, i64 %263, !dbg !60
  %270 = load double, double* %269, align 8, !dbg !60, !tbaa !61
  %271 = add nsw i64 %262, 2, !dbg !77
  call void @llvm.dbg.value(metadata i64 %271, metadata !49, metadata !DIExpression()), !dbg !51
  %272 = getelementptr inbounds double, double* %1, i64 %266, !dbg !68
  store double %270, double* %272, align 8, !dbg !69, !tbaa !61
  call void @llvm.dbg.value(metadata i64 %271, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %268, metadata !47, metadata !DIExpression()), !dbg !51
  %273 = add nsw i64 %261, 3, !dbg !76
  call void @llvm.dbg.value(metadata i64 %273, metadata !47, metadata !DIExpression()), !dbg !51
  %274 = getelementptr inbounds double, double* %0, i64 %268, !dbg !60
  %275 = load double, double* %274, align 8, !dbg !60, !tbaa !61
  %276 = add nsw i64 %262, 3, !dbg !77
  call void @llvm.dbg.value(metadata i64 %276, metadata !49, metadata !DIExpression()), !dbg !51
  %277 = getelementptr inbounds double, double* %1, i64 %271, !dbg !68
  store double %275, double* %277, align 8, !dbg !69, !tbaa !61
  call void @llvm.dbg.value(metadata i64 %276, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %273, metadata !47, metadata !DIExpression()), !dbg !51
  %278 = add nsw i64 %261, 4, !dbg !76
  call void @llvm.dbg.value(metadata i64 %278, metadata !47, metadata !DIExpression()), !dbg !51
  %279 = getelementptr inbounds double, double* %0, i64 %273, !dbg !60
  %280 = load double, double* %279, align 8, !dbg !60, !tbaa !61
  %281 = add nsw i64 %262, 4, !dbg !77
  call void @llvm.dbg.value(metadata i64 %281, metadata !49, metadata !DIExpression()), !dbg !51
  %282 = getelementptr inbounds double, double* %1, i64 %276, !dbg !68
  store double %280, double* %282, align 8, !dbg !69, !tbaa !61
  %283 = icmp eq i64 %278, %29, !dbg !56
  br i1 %283, label %155, label %260, !dbg !59, !llvm.loop !114

284:                                              ; preds = %256, %403, %235, %158
  call void @llvm.dbg.value(metadata i32 %2, metadata !49, metadata !DIExpression()), !dbg !51
  %285 = icmp sgt i32 %3, %2, !dbg !115
  br i1 %285, label %286, label %446, !dbg !118

286:                                              ; preds = %284
  %287 = sext i32 %2 to i64, !dbg !118
  %288 = sext i32 %3 to i64, !dbg !115
  %289 = sub nsw i64 %288, %287, !dbg !118
  %290 = icmp ult i64 %289, 4, !dbg !118
  br i1 %290, label %384, label %291, !dbg !118

291:                                              ; preds = %286
  %292 = getelementptr double, double* %0, i64 %287, !dbg !118
  %293 = getelementptr double, double* %0, i64 %288, !dbg !118
  %294 = getelementptr double, double* %1, i64 %287, !dbg !118
  %295 = getelementptr double, double* %1, i64 %288, !dbg !118
  %296 = icmp ult double* %292, %295, !dbg !118
  %297 = icmp ult double* %294, %293, !dbg !118
  %298 = and i1 %296, %297, !dbg !118
  br i1 %298, label %384, label %299, !dbg !118

299:                                              ; preds = %291
  %300 = and i64 %289, -4, !dbg !118
  %301 = add nsw i64 %300, %287, !dbg !118
  %302 = add nsw i64 %300, -4, !dbg !118
  %303 = lshr exact i64 %302, 2, !dbg !118
  %304 = add nuw nsw i64 %303, 1, !dbg !118
  %305 = and i64 %304, 3, !dbg !118
  %306 = icmp ult i64 %302, 12, !dbg !118
  br i1 %306, label %362, label %307, !dbg !118

307:                                              ; preds = %299
  %308 = and i64 %304, 9223372036854775804, !dbg !118
  br label %309, !dbg !118

309:                                              ; preds = %309, %307
  %310 = phi i64 [ 0, %307 ], [ %359, %309 ]
  %311 = phi i64 [ 0, %307 ], [ %360, %309 ]
  %312 = add i64 %310, %287
  %313 = getelementptr inbounds double, double* %1, i64 %312, !dbg !119
  %314 = bitcast double* %313 to <2 x double>*, !dbg !119
  %315 = load <2 x double>, <2 x double>* %314, align 8, !dbg !119, !tbaa !61, !alias.scope !120
  %316 = getelementptr inbounds double, double* %313, i64 2, !dbg !119
  %317 = bitcast double* %316 to <2 x double>*, !dbg !119
  %318 = load <2 x double>, <2 x double>* %317, align 8, !dbg !119, !tbaa !61, !alias.scope !120
  %319 = getelementptr inbounds double, double* %0, i64 %312, !dbg !123
  %320 = bitcast double* %319 to <2 x double>*, !dbg !124
  store <2 x double> %315, <2 x double>* %320, align 8, !dbg !124, !tbaa !61, !alias.scope !125, !noalias !120
  %321 = getelementptr inbounds double, double* %319, i64 2, !dbg !124
  %322 = bitcast double* %321 to <2 x double>*, !dbg !124
  store <2 x double> %318, <2 x double>* %322, align 8, !dbg !124, !tbaa !61, !alias.scope !125, !noalias !120
  %323 = or i64 %310, 4
  %324 = add i64 %323, %287
  %325 = getelementptr inbounds double, double* %1, i64 %324, !dbg !119
  %326 = bitcast double* %325 to <2 x double>*, !dbg !119
  %327 = load <2 x double>, <2 x double>* %326, align 8, !dbg !119, !tbaa !61, !alias.scope !120
  %328 = getelementptr inbounds double, double* %325, i64 2, !dbg !119
  %329 = bitcast double* %328 to <2 x double>*, !dbg !119
  %330 = load <2 x double>, <2 x double>* %329, align 8, !dbg !119, !tbaa !61, !alias.scope !120
  %331 = getelementptr inbounds double, double* %0, i64 %324, !dbg !123
  %332 = bitcast double* %331 to <2 x double>*, !dbg !124
  store <2 x double> %327, <2 x double>* %332, align 8, !dbg !124, !tbaa !61, !alias.scope !125, !noalias !120
  %333 = getelementptr inbounds double, double* %331, i64 2, !dbg !124
  %334 = bitcast double* %333 to <2 x double>*, !dbg !124
  store <2 x double> %330, <2 x double>* %334, align 8, !dbg !124, !tbaa !61, !alias.scope !125, !noalias !120
  %335 = or i64 %310, 8
  %336 = add i64 %335, %287
  %337 = getelementptr inbounds double, double* %1, i64 %336, !dbg !119
  %338 = bitcast double* %337 to <2 x double>*, !dbg !119
  %339 = load <2 x double>, <2 x double>* %338, align 8, !dbg !119, !tbaa !61, !alias.scope !120
  %340 = getelementptr inbounds double, double* %337, i64 2, !dbg !119
  %341 = bitcast double* %340 to <2 x double>*, !dbg !119
  %342 = load <2 x double>, <2 x double>* %341, align 8, !dbg !119, !tbaa !61, !alias.scope !120
  %343 = getelementptr inbounds double, double* %0, i64 %336, !dbg !123
  %344 = bitcast double* %343 to <2 x double>*, !dbg !124
  store <2 x double> %339, <2 x double>* %344, align 8, !dbg !124, !tbaa !61, !alias.scope !125, !noalias !120
  %345 = getelementptr inbounds double, double* %343, i64 2, !dbg !124
  %346 = bitcast double* %345 to <2 x double>*, !dbg !124
  store <2 x double> %342, <2 x double>* %346, align 8, !dbg !124, !tbaa !61, !alias.scope !125, !noalias !120
  %347 = or i64 %310, 12
  %348 = add i64 %347, %287
  %349 = getelementptr inbounds double, double* %1, i64 %348, !dbg !119
  %350 = bitcast double* %349 to <2 x double>*, !dbg !119
  %351 = load <2 x double>, <2 x double>* %350, align 8, !dbg !119, !tbaa !61, !alias.scope !120
  %352 = getelementptr inbounds double, double* %349, i64 2, !dbg !119
  %353 = bitcast double* %352 to <2 x double>*, !dbg !119
  %354 = load <2 x double>, <2 x double>* %353, align 8, !dbg !119, !tbaa !61, !alias.scope !120
  %355 = getelementptr inbounds double, double* %0, i64 %348, !dbg !123
  %356 = bitcast double* %355 to <2 x double>*, !dbg !124
  store <2 x double> %351, <2 x double>* %356, align 8, !dbg !124, !tbaa !61, !alias.scope !125, !noalias !120
  %357 = getelementptr inbounds double, double* %355, i64 2, !dbg !124
  %358 = bitcast double* %357 to <2 x double>*, !dbg !124
  store <2 x double> %354, <2 x double>* %358, align 8, !dbg !124, !tbaa !61, !alias.scope !125, !noalias !120
  %359 = add nuw i64 %310, 16
  %360 = add nuw i64 %311, 4
  %361 = icmp eq i64 %360, %308
  br i1 %361, label %362, label %309, !llvm.loop !127

362:                                              ; preds = %309, %299
  %363 = phi i64 [ 0, %299 ], [ %359, %309 ]
  %364 = icmp eq i64 %305, 0
  br i1 %364, label %382, label %365

365:                                              ; preds = %362, %365
  %366 = phi i64 [ %379, %365 ], [ %363, %362 ]
  %367 = phi i64 [ %380, %365 ], [ 0, %362 ]
  %368 = add i64 %366, %287
  %369 = getelementptr inbounds double, double* %1, i64 %368, !dbg !119
  %370 = bitcast double* %369 to <2 x double>*, !dbg !119
  %371 = load <2 x double>, <2 x double>* %370, align 8, !dbg !119, !tbaa !61, !alias.scope !120
  %372 = getelementptr inbounds double, double* %369, i64 2, !dbg !119
  %373 = bitcast double* %372 to <2 x double>*, !dbg !119
  %374 = load <2 x double>, <2 x double>* %373, align 8, !dbg !119, !tbaa !61, !alias.scope !120
  %375 = getelementptr inbounds double, double* %0, i64 %368, !dbg !123
  %376 = bitcast double* %375 to <2 x double>*, !dbg !124
  store <2 x double> %371, <2 x double>* %376, align 8, !dbg !124, !tbaa !61, !alias.scope !125, !noalias !120
  %377 = getelementptr inbounds double, double* %375, i64 2, !dbg !124
  %378 = bitcast double* %377 to <2 x double>*, !dbg !124
  store <2 x double> %374, <2 x double>* %378, align 8, !dbg !124, !tbaa !61, !alias.scope !125, !noalias !120
  %379 = add nuw i64 %366, 4
  %380 = add i64 %367, 1
  %381 = icmp eq i64 %380, %305
  br i1 %381, label %382, label %365, !llvm.loop !129

382:                                              ; preds = %365, %362
  %383 = icmp eq i64 %289, %300, !dbg !118
  br i1 %383, label %446, label %384, !dbg !118

384:                                              ; preds = %291, %286, %382
  %385 = phi i64 [ %287, %291 ], [ %287, %286 ], [ %301, %382 ]
  %386 = sub nsw i64 %288, %385, !dbg !118
  %387 = xor i64 %385, -1, !dbg !118
  %388 = add nsw i64 %387, %288, !dbg !118
  %389 = and i64 %386, 3, !dbg !118
  %390 = icmp eq i64 %389, 0, !dbg !118
  br i1 %390, label %400, label %391, !dbg !118

391:                                              ; preds = %384, %391
  %392 = phi i64 [ %397, %391 ], [ %385, %384 ]
  %393 = phi i64 [ %398, %391 ], [ 0, %384 ]
  call void @llvm.dbg.value(metadata i64 %392, metadata !49, metadata !DIExpression()), !dbg !51
  %394 = getelementptr inbounds double, double* %1, i64 %392, !dbg !119
  %395 = load double, double* %394, align 8, !dbg !119, !tbaa !61
  %396 = getelementptr inbounds double, double* %0, i64 %392, !dbg !123
  store double %395, double* %396, align 8, !dbg !124, !tbaa !61
  %397 = add nsw i64 %392, 1, !dbg !130
  call void @llvm.dbg.value(metadata i64 %397, metadata !49, metadata !DIExpression()), !dbg !51
  %398 = add i64 %393, 1, !dbg !118
  %399 = icmp eq i64 %398, %389, !dbg !118
  br i1 %399, label %400, label %391, !dbg !118, !llvm.loop !131

400:                                              ; preds = %391, %384
  %401 = phi i64 [ %385, %384 ], [ %397, %391 ]
  %402 = icmp ult i64 %388, 3, !dbg !118
  br i1 %402, label %446, label %427, !dbg !118

403:                                              ; preds = %256, %403
  %404 = phi i64 [ %421, %403 ], [ %257, %256 ]
  %405 = phi i64 [ %424, %403 ], [ %258, %256 ]
  call void @llvm.dbg.value(metadata i64 %405, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %404, metadata !48, metadata !DIExpression()), !dbg !51
  %406 = add nsw i64 %404, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %406, metadata !48, metadata !DIExpression()), !dbg !51
  %407 = getelementptr inbounds double, double* %0, i64 %404, !dbg !101
  %408 = load double, double* %407, align 8, !dbg !101, !tbaa !61
  %409 = add nsw i64 %405, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %409, metadata !49, metadata !DIExpression()), !dbg !51
  %410 = getelementptr inbounds double, double* %1, i64 %405, !dbg !105
  store double %408, double* %410, align 8, !dbg !106, !tbaa !61
  call void @llvm.dbg.value(metadata i64 %409, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %406, metadata !48, metadata !DIExpression()), !dbg !51
  %411 = add nsw i64 %404, 2, !dbg !111
  call void @llvm.dbg.value(metadata i64 %411, metadata !48, metadata !DIExpression()), !dbg !51
  %412 = getelementptr inbounds double, double* %0, i64 %406, !dbg !101
  %413 = load double, double* %412, align 8, !dbg !101, !tbaa !61
  %414 = add nsw i64 %405, 2, !dbg !112
  call void @llvm.dbg.value(metadata i64 %414, metadata !49, metadata !DIExpression()), !dbg !51
  %415 = getelementptr inbounds double, double* %1, i64 %409, !dbg !105
  store double %413, double* %415, align 8, !dbg !106, !tbaa !61
  call void @llvm.dbg.value(metadata i64 %414, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %411, metadata !48, metadata !DIExpression()), !dbg !51
  %416 = add nsw i64 %404, 3, !dbg !111
  call void @llvm.dbg.value(metadata i64 %416, metadata !48, metadata !DIExpression()), !dbg !51
  %417 = getelementptr inbounds double, double* %0, i64 %411, !dbg !101
  %418 = load double, double* %417, align 8, !dbg !101, !tbaa !61
  %419 = add nsw i64 %405, 3, !dbg !112
  call void @llvm.dbg.value(metadata i64 %419, metadata !49, metadata !DIExpression()), !dbg !51
  %420 = getelementptr inbounds double, double* %1, i64 %414, !dbg !105
  store double %418, double* %420, align 8, !dbg !106, !tbaa !61
  call void @llvm.dbg.value(metadata i64 %419, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %416, metadata !48, metadata !DIExpression()), !dbg !51
  %421 = add nsw i64 %404, 4, !dbg !111
  call void @llvm.dbg.value(metadata i64 %421, metadata !48, metadata !DIExpression()), !dbg !51
  %422 = getelementptr inbounds double, double* %0, i64 %416, !dbg !101
  %423 = load double, double* %422, align 8, !dbg !101, !tbaa !61
  %424 = add nsw i64 %405, 4, !dbg !112
  call void @llvm.dbg.value(metadata i64 %424, metadata !49, metadata !DIExpression()), !dbg !51
  %425 = getelementptr inbounds double, double* %1, i64 %419, !dbg !105
  store double %423, double* %425, align 8, !dbg !106, !tbaa !61
  %426 = icmp eq i64 %421, %164, !dbg !99
  br i1 %426, label %284, label %403, !dbg !100, !llvm.loop !132

427:                                              ; preds = %400, %427
  %428 = phi i64 [ %444, %427 ], [ %401, %400 ]
  call void @llvm.dbg.value(metadata i64 %428, metadata !49, metadata !DIExpression()), !dbg !51
  %429 = getelementptr inbounds double, double* %1, i64 %428, !dbg !119
  %430 = load double, double* %429, align 8, !dbg !119, !tbaa !61
  %431 = getelementptr inbounds double, double* %0, i64 %428, !dbg !123
  store double %430, double* %431, align 8, !dbg !124, !tbaa !61
  %432 = add nsw i64 %428, 1, !dbg !130
  call void @llvm.dbg.value(metadata i64 %432, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %432, metadata !49, metadata !DIExpression()), !dbg !51
  %433 = getelementptr inbounds double, double* %1, i64 %432, !dbg !119
  %434 = load double, double* %433, align 8, !dbg !119, !tbaa !61
  %435 = getelementptr inbounds double, double* %0, i64 %432, !dbg !123
  store double %434, double* %435, align 8, !dbg !124, !tbaa !61
  %436 = add nsw i64 %428, 2, !dbg !130
  call void @llvm.dbg.value(metadata i64 %436, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %436, metadata !49, metadata !DIExpression()), !dbg !51
  %437 = getelementptr inbounds double, double* %1, i64 %436, !dbg !119
  %438 = load double, double* %437, align 8, !dbg !119, !tbaa !61
  %439 = getelementptr inbounds double, double* %0, i64 %436, !dbg !123
  store double %438, double* %439, align 8, !dbg !124, !tbaa !61
  %440 = add nsw i64 %428, 3, !dbg !130
  call void @llvm.dbg.value(metadata i64 %440, metadata !49, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 %440, metadata !49, metadata !DIExpression()), !dbg !51
  %441 = getelementptr inbounds double, double* %1, i64 %440, !dbg !119
  %442 = load double, double* %441, align 8, !dbg !119, !tbaa !61
  %443 = getelementptr inbounds double, double* %0, i64 %440, !dbg !123
  store double %442, double* %443, align 8, !dbg !124, !tbaa !61
  %444 = add nsw i64 %428, 4, !dbg !130
  call void @llvm.dbg.value(metadata i64 %444, metadata !49, metadata !DIExpression()), !dbg !51
  %445 = icmp eq i64 %444, %288, !dbg !115
  br i1 %445, label %446, label %427, !dbg !118, !llvm.loop !133

446:                                              ; preds = %400, %427, %382, %284
  %447 = add nsw i64 %12, %24, !dbg !134
  br label %448

448:                                              ; preds = %4, %446
  %449 = phi i64 [ %447, %446 ], [ 0, %4 ], !dbg !28
  ret i64 %449, !dbg !135
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !136 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !140, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i8** %1, metadata !141, metadata !DIExpression()), !dbg !153
  %3 = icmp sgt i32 %0, 1, !dbg !154
  br i1 %3, label %4, label %9, !dbg !155

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !156
  %6 = load i8*, i8** %5, align 8, !dbg !156, !tbaa !157
  call void @llvm.dbg.value(metadata i8* %6, metadata !159, metadata !DIExpression()) #7, !dbg !167
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !169
  %8 = trunc i64 %7 to i32, !dbg !170
  br label %9, !dbg !155

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 16000, %2 ], !dbg !155
  call void @llvm.dbg.value(metadata i32 %10, metadata !142, metadata !DIExpression()), !dbg !153
  %11 = sext i32 %10 to i64, !dbg !171
  %12 = shl nsw i64 %11, 3, !dbg !172
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !173
  %14 = bitcast i8* %13 to double*, !dbg !173
  call void @llvm.dbg.value(metadata double* %14, metadata !143, metadata !DIExpression()), !dbg !153
  %15 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !174
  %16 = bitcast i8* %15 to double*, !dbg !174
  call void @llvm.dbg.value(metadata double* %16, metadata !144, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 5, metadata !145, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 0, metadata !147, metadata !DIExpression()), !dbg !175
  %17 = icmp sgt i32 %10, 0, !dbg !176
  br i1 %17, label %20, label %18, !dbg !178

18:                                               ; preds = %9
  %19 = tail call i64 @kernel_mergesort(double* noundef %14, double* noundef %16, i32 noundef 0, i32 noundef %10), !dbg !179
  call void @llvm.dbg.value(metadata i64 %39, metadata !149, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !150, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 0, metadata !151, metadata !DIExpression()), !dbg !180
  br label %83, !dbg !181

20:                                               ; preds = %9
  %21 = zext i32 %10 to i64, !dbg !176
  %22 = and i64 %21, 1, !dbg !178
  %23 = icmp eq i32 %10, 1, !dbg !178
  br i1 %23, label %32, label %24, !dbg !178

24:                                               ; preds = %20
  %25 = and i64 %21, 4294967294, !dbg !178
  br label %48, !dbg !178

26:                                               ; preds = %48
  %27 = mul i32 %60, 1664525, !dbg !178
  %28 = add i32 %27, 1013904223, !dbg !178
  %29 = lshr i32 %28, 12, !dbg !178
  %30 = uitofp i32 %29 to double, !dbg !178
  %31 = fmul double %30, 0x3F50000000000000, !dbg !178
  br label %32, !dbg !178

32:                                               ; preds = %26, %20
  %33 = phi i64 [ 0, %20 ], [ %65, %26 ]
  %34 = phi double [ 0x406E76F800000000, %20 ], [ %31, %26 ]
  %35 = icmp eq i64 %22, 0, !dbg !178
  br i1 %35, label %38, label %36, !dbg !178

36:                                               ; preds = %32
  call void @llvm.dbg.value(metadata i32 undef, metadata !145, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i64 %33, metadata !147, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 undef, metadata !145, metadata !DIExpression()), !dbg !153
  %37 = getelementptr inbounds double, double* %14, i64 %33, !dbg !182
  store double %34, double* %37, align 8, !dbg !184, !tbaa !61
  call void @llvm.dbg.value(metadata i64 %33, metadata !147, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !175
  br label %38, !dbg !179

38:                                               ; preds = %32, %36
  %39 = tail call i64 @kernel_mergesort(double* noundef nonnull %14, double* noundef %16, i32 noundef 0, i32 noundef %10), !dbg !179
  call void @llvm.dbg.value(metadata i64 %39, metadata !149, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !150, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 0, metadata !151, metadata !DIExpression()), !dbg !180
  br i1 %17, label %40, label %83, !dbg !181

40:                                               ; preds = %38
  %41 = add nsw i64 %11, -1, !dbg !181
  %42 = udiv i64 %41, 50, !dbg !181
  %43 = add nuw nsw i64 %42, 1, !dbg !181
  %44 = and i64 %43, 7, !dbg !181
  %45 = icmp ult i64 %41, 350, !dbg !181
  br i1 %45, label %68, label %46, !dbg !181

46:                                               ; preds = %40
  %47 = and i64 %43, 1152921504606846968, !dbg !181
  br label %87, !dbg !181

48:                                               ; preds = %48, %24
  %49 = phi i64 [ 0, %24 ], [ %65, %48 ]
  %50 = phi i32 [ 5, %24 ], [ %60, %48 ]
  %51 = phi i64 [ 0, %24 ], [ %66, %48 ]
  call void @llvm.dbg.value(metadata i32 %50, metadata !145, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i64 %49, metadata !147, metadata !DIExpression()), !dbg !175
  %52 = mul i32 %50, 1664525, !dbg !185
  %53 = add i32 %52, 1013904223, !dbg !186
  call void @llvm.dbg.value(metadata i32 %53, metadata !145, metadata !DIExpression()), !dbg !153
  %54 = lshr i32 %53, 12, !dbg !187
  %55 = uitofp i32 %54 to double, !dbg !188
  %56 = fmul double %55, 0x3F50000000000000, !dbg !189
  %57 = getelementptr inbounds double, double* %14, i64 %49, !dbg !182
  store double %56, double* %57, align 8, !dbg !184, !tbaa !61
  %58 = or i64 %49, 1, !dbg !190
  call void @llvm.dbg.value(metadata i64 %58, metadata !147, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 %53, metadata !145, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i64 %58, metadata !147, metadata !DIExpression()), !dbg !175
  %59 = mul i32 %53, 1664525, !dbg !185
  %60 = add i32 %59, 1013904223, !dbg !186
  call void @llvm.dbg.value(metadata i32 %60, metadata !145, metadata !DIExpression()), !dbg !153
  %61 = lshr i32 %60, 12, !dbg !187
  %62 = uitofp i32 %61 to double, !dbg !188
  %63 = fmul double %62, 0x3F50000000000000, !dbg !189
  %64 = getelementptr inbounds double, double* %14, i64 %58, !dbg !182
  store double %63, double* %64, align 8, !dbg !184, !tbaa !61
  %65 = add nuw nsw i64 %49, 2, !dbg !190
  call void @llvm.dbg.value(metadata i64 %65, metadata !147, metadata !DIExpression()), !dbg !175
  %66 = add i64 %51, 2, !dbg !178
  %67 = icmp eq i64 %66, %25, !dbg !178
  br i1 %67, label %26, label %48, !dbg !178, !llvm.loop !191

68:                                               ; preds = %87, %40
  %69 = phi double [ undef, %40 ], [ %121, %87 ]
  %70 = phi i64 [ 0, %40 ], [ %122, %87 ]
  %71 = phi double [ 0.000000e+00, %40 ], [ %121, %87 ]
  %72 = icmp eq i64 %44, 0, !dbg !181
  br i1 %72, label %83, label %73, !dbg !181

73:                                               ; preds = %68, %73
  %74 = phi i64 [ %80, %73 ], [ %70, %68 ]
  %75 = phi double [ %79, %73 ], [ %71, %68 ]
  %76 = phi i64 [ %81, %73 ], [ 0, %68 ]
  call void @llvm.dbg.value(metadata i64 %74, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata double %75, metadata !150, metadata !DIExpression()), !dbg !153
  %77 = getelementptr inbounds double, double* %14, i64 %74, !dbg !193
  %78 = load double, double* %77, align 8, !dbg !193, !tbaa !61
  %79 = fadd double %75, %78, !dbg !195
  call void @llvm.dbg.value(metadata double %79, metadata !150, metadata !DIExpression()), !dbg !153
  %80 = add nuw nsw i64 %74, 50, !dbg !196
  call void @llvm.dbg.value(metadata i64 %80, metadata !151, metadata !DIExpression()), !dbg !180
  %81 = add i64 %76, 1, !dbg !181
  %82 = icmp eq i64 %81, %44, !dbg !181
  br i1 %82, label %83, label %73, !dbg !181, !llvm.loop !197

83:                                               ; preds = %68, %73, %18, %38
  %84 = phi i64 [ %39, %38 ], [ %19, %18 ], [ %39, %73 ], [ %39, %68 ]
  %85 = phi double [ 0.000000e+00, %38 ], [ 0.000000e+00, %18 ], [ %69, %68 ], [ %79, %73 ], !dbg !153
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i64 noundef %84, double noundef %85), !dbg !198
  tail call void @free(i8* noundef %13) #7, !dbg !199
  tail call void @free(i8* noundef %15) #7, !dbg !200
  ret i32 0, !dbg !201

87:                                               ; preds = %87, %46
  %88 = phi i64 [ 0, %46 ], [ %122, %87 ]
  %89 = phi double [ 0.000000e+00, %46 ], [ %121, %87 ]
  %90 = phi i64 [ 0, %46 ], [ %123, %87 ]
  call void @llvm.dbg.value(metadata i64 %88, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata double %89, metadata !150, metadata !DIExpression()), !dbg !153
  %91 = getelementptr inbounds double, double* %14, i64 %88, !dbg !193
  %92 = load double, double* %91, align 8, !dbg !193, !tbaa !61
  %93 = fadd double %89, %92, !dbg !195
  call void @llvm.dbg.value(metadata double %93, metadata !150, metadata !DIExpression()), !dbg !153
  %94 = add nuw nsw i64 %88, 50, !dbg !196
  call void @llvm.dbg.value(metadata i64 %94, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i64 %94, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata double %93, metadata !150, metadata !DIExpression()), !dbg !153
  %95 = getelementptr inbounds double, double* %14, i64 %94, !dbg !193
  %96 = load double, double* %95, align 8, !dbg !193, !tbaa !61
  %97 = fadd double %93, %96, !dbg !195
  call void @llvm.dbg.value(metadata double %97, metadata !150, metadata !DIExpression()), !dbg !153
  %98 = add nuw nsw i64 %88, 100, !dbg !196
  call void @llvm.dbg.value(metadata i64 %98, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i64 %98, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata double %97, metadata !150, metadata !DIExpression()), !dbg !153
  %99 = getelementptr inbounds double, double* %14, i64 %98, !dbg !193
  %100 = load double, double* %99, align 8, !dbg !193, !tbaa !61
  %101 = fadd double %97, %100, !dbg !195
  call void @llvm.dbg.value(metadata double %101, metadata !150, metadata !DIExpression()), !dbg !153
  %102 = add nuw nsw i64 %88, 150, !dbg !196
  call void @llvm.dbg.value(metadata i64 %102, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i64 %102, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata double %101, metadata !150, metadata !DIExpression()), !dbg !153
  %103 = getelementptr inbounds double, double* %14, i64 %102, !dbg !193
  %104 = load double, double* %103, align 8, !dbg !193, !tbaa !61
  %105 = fadd double %101, %104, !dbg !195
  call void @llvm.dbg.value(metadata double %105, metadata !150, metadata !DIExpression()), !dbg !153
  %106 = add nuw nsw i64 %88, 200, !dbg !196
  call void @llvm.dbg.value(metadata i64 %106, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i64 %106, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata double %105, metadata !150, metadata !DIExpression()), !dbg !153
  %107 = getelementptr inbounds double, double* %14, i64 %106, !dbg !193
  %108 = load double, double* %107, align 8, !dbg !193, !tbaa !61
  %109 = fadd double %105, %108, !dbg !195
  call void @llvm.dbg.value(metadata double %109, metadata !150, metadata !DIExpression()), !dbg !153
  %110 = add nuw nsw i64 %88, 250, !dbg !196
  call void @llvm.dbg.value(metadata i64 %110, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i64 %110, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata double %109, metadata !150, metadata !DIExpression()), !dbg !153
  %111 = getelementptr inbounds double, double* %14, i64 %110, !dbg !193
  %112 = load double, double* %111, align 8, !dbg !193, !tbaa !61
  %113 = fadd double %109, %112, !dbg !195
  call void @llvm.dbg.value(metadata double %113, metadata !150, metadata !DIExpression()), !dbg !153
  %114 = add nuw nsw i64 %88, 300, !dbg !196
  call void @llvm.dbg.value(metadata i64 %114, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i64 %114, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata double %113, metadata !150, metadata !DIExpression()), !dbg !153
  %115 = getelementptr inbounds double, double* %14, i64 %114, !dbg !193
  %116 = load double, double* %115, align 8, !dbg !193, !tbaa !61
  %117 = fadd double %113, %116, !dbg !195
  call void @llvm.dbg.value(metadata double %117, metadata !150, metadata !DIExpression()), !dbg !153
  %118 = add nuw nsw i64 %88, 350, !dbg !196
  call void @llvm.dbg.value(metadata i64 %118, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i64 %118, metadata !151, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata double %117, metadata !150, metadata !DIExpression()), !dbg !153
  %119 = getelementptr inbounds double, double* %14, i64 %118, !dbg !193
  %120 = load double, double* %119, align 8, !dbg !193, !tbaa !61
  %121 = fadd double %117, %120, !dbg !195
  call void @llvm.dbg.value(metadata double %121, metadata !150, metadata !DIExpression()), !dbg !153
  %122 = add nuw nsw i64 %88, 400, !dbg !196
  call void @llvm.dbg.value(metadata i64 %122, metadata !151, metadata !DIExpression()), !dbg !180
  %123 = add i64 %90, 8, !dbg !181
  %124 = icmp eq i64 %123, %47, !dbg !181
  br i1 %124, label %68, label %87, !dbg !181, !llvm.loop !202
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mergesort.c", directory: ".", checksumkind: CSK_MD5, checksum: "b19ea1356eb6bb22427f79ecc2373ee5")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "kernel_mergesort", scope: !1, file: !1, line: 28, type: !17, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !20, !20, !4, !4}
!19 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!21 = !{!22, !23, !24, !25, !26, !27}
!22 = !DILocalVariable(name: "a", arg: 1, scope: !16, file: !1, line: 28, type: !20)
!23 = !DILocalVariable(name: "tmp", arg: 2, scope: !16, file: !1, line: 28, type: !20)
!24 = !DILocalVariable(name: "lo", arg: 3, scope: !16, file: !1, line: 28, type: !4)
!25 = !DILocalVariable(name: "hi", arg: 4, scope: !16, file: !1, line: 28, type: !4)
!26 = !DILocalVariable(name: "mid", scope: !16, file: !1, line: 32, type: !4)
!27 = !DILocalVariable(name: "inv", scope: !16, file: !1, line: 33, type: !19)
!28 = !DILocation(line: 0, scope: !16)
!29 = !DILocation(line: 30, column: 10, scope: !30)
!30 = distinct !DILexicalBlock(scope: !16, file: !1, line: 30, column: 7)
!31 = !DILocation(line: 30, column: 15, scope: !30)
!32 = !DILocation(line: 30, column: 7, scope: !16)
!33 = !DILocation(line: 32, column: 17, scope: !16)
!34 = !DILocation(line: 32, column: 23, scope: !16)
!35 = !DILocation(line: 33, column: 14, scope: !16)
!36 = !DILocation(line: 34, column: 10, scope: !16)
!37 = !DILocation(line: 34, column: 7, scope: !16)
!38 = !DILocalVariable(name: "a", arg: 1, scope: !39, file: !1, line: 7, type: !20)
!39 = distinct !DISubprogram(name: "merge", scope: !1, file: !1, line: 7, type: !40, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!19, !20, !20, !4, !4, !4}
!42 = !{!38, !43, !44, !45, !46, !47, !48, !49, !50}
!43 = !DILocalVariable(name: "tmp", arg: 2, scope: !39, file: !1, line: 7, type: !20)
!44 = !DILocalVariable(name: "lo", arg: 3, scope: !39, file: !1, line: 7, type: !4)
!45 = !DILocalVariable(name: "mid", arg: 4, scope: !39, file: !1, line: 7, type: !4)
!46 = !DILocalVariable(name: "hi", arg: 5, scope: !39, file: !1, line: 7, type: !4)
!47 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 9, type: !4)
!48 = !DILocalVariable(name: "j", scope: !39, file: !1, line: 9, type: !4)
!49 = !DILocalVariable(name: "k", scope: !39, file: !1, line: 9, type: !4)
!50 = !DILocalVariable(name: "inv", scope: !39, file: !1, line: 10, type: !19)
!51 = !DILocation(line: 0, scope: !39, inlinedAt: !52)
!52 = distinct !DILocation(line: 35, column: 16, scope: !16)
!53 = !DILocation(line: 11, column: 12, scope: !39, inlinedAt: !52)
!54 = !DILocation(line: 11, column: 18, scope: !39, inlinedAt: !52)
!55 = !DILocation(line: 11, column: 3, scope: !39, inlinedAt: !52)
!56 = !DILocation(line: 19, column: 12, scope: !39, inlinedAt: !52)
!57 = !DILocation(line: 9, column: 15, scope: !39, inlinedAt: !52)
!58 = !DILocation(line: 10, column: 8, scope: !39, inlinedAt: !52)
!59 = !DILocation(line: 19, column: 3, scope: !39, inlinedAt: !52)
!60 = !DILocation(line: 20, column: 16, scope: !39, inlinedAt: !52)
!61 = !{!62, !62, i64 0}
!62 = !{!"double", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !{!66}
!66 = distinct !{!66, !67}
!67 = distinct !{!67, !"LVerDomain"}
!68 = !DILocation(line: 20, column: 5, scope: !39, inlinedAt: !52)
!69 = !DILocation(line: 20, column: 14, scope: !39, inlinedAt: !52)
!70 = !{!71}
!71 = distinct !{!71, !67}
!72 = distinct !{!72, !59, !73, !74, !75}
!73 = !DILocation(line: 20, column: 21, scope: !39, inlinedAt: !52)
!74 = !{!"llvm.loop.mustprogress"}
!75 = !{!"llvm.loop.isvectorized", i32 1}
!76 = !DILocation(line: 20, column: 19, scope: !39, inlinedAt: !52)
!77 = !DILocation(line: 20, column: 10, scope: !39, inlinedAt: !52)
!78 = distinct !{!78, !79}
!79 = !{!"llvm.loop.unroll.disable"}
!80 = !DILocation(line: 12, column: 9, scope: !81, inlinedAt: !52)
!81 = distinct !DILexicalBlock(scope: !82, file: !1, line: 12, column: 9)
!82 = distinct !DILexicalBlock(scope: !39, file: !1, line: 11, column: 29)
!83 = !DILocation(line: 12, column: 17, scope: !81, inlinedAt: !52)
!84 = !DILocation(line: 12, column: 14, scope: !81, inlinedAt: !52)
!85 = !DILocation(line: 12, column: 9, scope: !82, inlinedAt: !52)
!86 = !DILocation(line: 13, column: 21, scope: !87, inlinedAt: !52)
!87 = distinct !DILexicalBlock(scope: !81, file: !1, line: 12, column: 23)
!88 = !DILocation(line: 14, column: 5, scope: !87, inlinedAt: !52)
!89 = !DILocation(line: 15, column: 21, scope: !90, inlinedAt: !52)
!90 = distinct !DILexicalBlock(scope: !81, file: !1, line: 14, column: 12)
!91 = !DILocation(line: 16, column: 18, scope: !90, inlinedAt: !52)
!92 = !DILocation(line: 16, column: 14, scope: !90, inlinedAt: !52)
!93 = !DILocation(line: 16, column: 11, scope: !90, inlinedAt: !52)
!94 = !DILocation(line: 0, scope: !81, inlinedAt: !52)
!95 = !DILocation(line: 15, column: 7, scope: !90, inlinedAt: !52)
!96 = !DILocation(line: 15, column: 16, scope: !90, inlinedAt: !52)
!97 = distinct !{!97, !55, !98, !74}
!98 = !DILocation(line: 18, column: 3, scope: !39, inlinedAt: !52)
!99 = !DILocation(line: 21, column: 12, scope: !39, inlinedAt: !52)
!100 = !DILocation(line: 21, column: 3, scope: !39, inlinedAt: !52)
!101 = !DILocation(line: 22, column: 16, scope: !39, inlinedAt: !52)
!102 = !{!103}
!103 = distinct !{!103, !104}
!104 = distinct !{!104, !"LVerDomain"}
!105 = !DILocation(line: 22, column: 5, scope: !39, inlinedAt: !52)
!106 = !DILocation(line: 22, column: 14, scope: !39, inlinedAt: !52)
!107 = !{!108}
!108 = distinct !{!108, !104}
!109 = distinct !{!109, !100, !110, !74, !75}
!110 = !DILocation(line: 22, column: 21, scope: !39, inlinedAt: !52)
!111 = !DILocation(line: 22, column: 19, scope: !39, inlinedAt: !52)
!112 = !DILocation(line: 22, column: 10, scope: !39, inlinedAt: !52)
!113 = distinct !{!113, !79}
!114 = distinct !{!114, !59, !73, !74, !75}
!115 = !DILocation(line: 23, column: 18, scope: !116, inlinedAt: !52)
!116 = distinct !DILexicalBlock(scope: !117, file: !1, line: 23, column: 3)
!117 = distinct !DILexicalBlock(scope: !39, file: !1, line: 23, column: 3)
!118 = !DILocation(line: 23, column: 3, scope: !117, inlinedAt: !52)
!119 = !DILocation(line: 24, column: 12, scope: !116, inlinedAt: !52)
!120 = !{!121}
!121 = distinct !{!121, !122}
!122 = distinct !{!122, !"LVerDomain"}
!123 = !DILocation(line: 24, column: 5, scope: !116, inlinedAt: !52)
!124 = !DILocation(line: 24, column: 10, scope: !116, inlinedAt: !52)
!125 = !{!126}
!126 = distinct !{!126, !122}
!127 = distinct !{!127, !118, !128, !74, !75}
!128 = !DILocation(line: 24, column: 17, scope: !117, inlinedAt: !52)
!129 = distinct !{!129, !79}
!130 = !DILocation(line: 23, column: 25, scope: !116, inlinedAt: !52)
!131 = distinct !{!131, !79}
!132 = distinct !{!132, !100, !110, !74, !75}
!133 = distinct !{!133, !118, !128, !74, !75}
!134 = !DILocation(line: 35, column: 14, scope: !16)
!135 = !DILocation(line: 36, column: 1, scope: !16)
!136 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !137, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{!4, !4, !5}
!139 = !{!140, !141, !142, !143, !144, !145, !147, !149, !150, !151}
!140 = !DILocalVariable(name: "argc", arg: 1, scope: !136, file: !1, line: 38, type: !4)
!141 = !DILocalVariable(name: "argv", arg: 2, scope: !136, file: !1, line: 38, type: !5)
!142 = !DILocalVariable(name: "n", scope: !136, file: !1, line: 40, type: !4)
!143 = !DILocalVariable(name: "a", scope: !136, file: !1, line: 41, type: !20)
!144 = !DILocalVariable(name: "tmp", scope: !136, file: !1, line: 42, type: !20)
!145 = !DILocalVariable(name: "s", scope: !136, file: !1, line: 43, type: !146)
!146 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!147 = !DILocalVariable(name: "i", scope: !148, file: !1, line: 44, type: !4)
!148 = distinct !DILexicalBlock(scope: !136, file: !1, line: 44, column: 3)
!149 = !DILocalVariable(name: "inv", scope: !136, file: !1, line: 48, type: !19)
!150 = !DILocalVariable(name: "chk", scope: !136, file: !1, line: 49, type: !3)
!151 = !DILocalVariable(name: "i", scope: !152, file: !1, line: 50, type: !4)
!152 = distinct !DILexicalBlock(scope: !136, file: !1, line: 50, column: 3)
!153 = !DILocation(line: 0, scope: !136)
!154 = !DILocation(line: 40, column: 16, scope: !136)
!155 = !DILocation(line: 40, column: 11, scope: !136)
!156 = !DILocation(line: 40, column: 27, scope: !136)
!157 = !{!158, !158, i64 0}
!158 = !{!"any pointer", !63, i64 0}
!159 = !DILocalVariable(name: "__nptr", arg: 1, scope: !160, file: !161, line: 362, type: !164)
!160 = distinct !DISubprogram(name: "atoi", scope: !161, file: !161, line: 362, type: !162, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !166)
!161 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!162 = !DISubroutineType(types: !163)
!163 = !{!4, !164}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!166 = !{!159}
!167 = !DILocation(line: 0, scope: !160, inlinedAt: !168)
!168 = distinct !DILocation(line: 40, column: 22, scope: !136)
!169 = !DILocation(line: 364, column: 16, scope: !160, inlinedAt: !168)
!170 = !DILocation(line: 364, column: 10, scope: !160, inlinedAt: !168)
!171 = !DILocation(line: 41, column: 22, scope: !136)
!172 = !DILocation(line: 41, column: 24, scope: !136)
!173 = !DILocation(line: 41, column: 15, scope: !136)
!174 = !DILocation(line: 42, column: 17, scope: !136)
!175 = !DILocation(line: 0, scope: !148)
!176 = !DILocation(line: 44, column: 21, scope: !177)
!177 = distinct !DILexicalBlock(scope: !148, file: !1, line: 44, column: 3)
!178 = !DILocation(line: 44, column: 3, scope: !148)
!179 = !DILocation(line: 48, column: 14, scope: !136)
!180 = !DILocation(line: 0, scope: !152)
!181 = !DILocation(line: 50, column: 3, scope: !152)
!182 = !DILocation(line: 46, column: 5, scope: !183)
!183 = distinct !DILexicalBlock(scope: !177, file: !1, line: 44, column: 31)
!184 = !DILocation(line: 46, column: 10, scope: !183)
!185 = !DILocation(line: 45, column: 11, scope: !183)
!186 = !DILocation(line: 45, column: 22, scope: !183)
!187 = !DILocation(line: 46, column: 23, scope: !183)
!188 = !DILocation(line: 46, column: 12, scope: !183)
!189 = !DILocation(line: 46, column: 30, scope: !183)
!190 = !DILocation(line: 44, column: 27, scope: !177)
!191 = distinct !{!191, !178, !192, !74}
!192 = !DILocation(line: 47, column: 3, scope: !148)
!193 = !DILocation(line: 51, column: 12, scope: !194)
!194 = distinct !DILexicalBlock(scope: !152, file: !1, line: 50, column: 3)
!195 = !DILocation(line: 51, column: 9, scope: !194)
!196 = !DILocation(line: 50, column: 28, scope: !194)
!197 = distinct !{!197, !79}
!198 = !DILocation(line: 52, column: 3, scope: !136)
!199 = !DILocation(line: 53, column: 3, scope: !136)
!200 = !DILocation(line: 54, column: 3, scope: !136)
!201 = !DILocation(line: 55, column: 3, scope: !136)
!202 = distinct !{!202, !181, !203, !74}
!203 = !DILocation(line: 51, column: 15, scope: !152)
