; ModuleID = 'fp_table.c'
source_filename = "fp_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal unnamed_addr global double* null, align 8, !dbg !0
@b = internal unnamed_addr global double* null, align 8, !dbg !11
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !31 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !35, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i8** %1, metadata !36, metadata !DIExpression()), !dbg !40
  %3 = icmp sgt i32 %0, 1, !dbg !41
  br i1 %3, label %4, label %9, !dbg !42

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !43
  %6 = load i8*, i8** %5, align 8, !dbg !43, !tbaa !44
  call void @llvm.dbg.value(metadata i8* %6, metadata !48, metadata !DIExpression()) #5, !dbg !56
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !58
  %8 = trunc i64 %7 to i32, !dbg !59
  br label %9, !dbg !42

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 20000, %2 ], !dbg !42
  call void @llvm.dbg.value(metadata i32 %10, metadata !37, metadata !DIExpression()), !dbg !40
  %11 = sext i32 %10 to i64, !dbg !60
  %12 = tail call noalias i8* @calloc(i64 noundef %11, i64 noundef 8) #5, !dbg !61
  store i8* %12, i8** bitcast (double** @a to i8**), align 8, !dbg !62, !tbaa !44
  %13 = tail call noalias i8* @calloc(i64 noundef %11, i64 noundef 8) #5, !dbg !63
  store i8* %13, i8** bitcast (double** @b to i8**), align 8, !dbg !64, !tbaa !44
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i32 %10, metadata !66, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !74
  %14 = icmp sgt i32 %10, 0, !dbg !75
  %15 = bitcast i8* %12 to double*, !dbg !77
  %16 = bitcast i8* %13 to double*, !dbg !77
  br i1 %14, label %17, label %472, !dbg !77

17:                                               ; preds = %9
  %18 = zext i32 %10 to i64, !dbg !75
  call void @llvm.dbg.value(metadata i64 0, metadata !69, metadata !DIExpression()), !dbg !74
  store double 0.000000e+00, double* %15, align 8, !dbg !78, !tbaa !79
  call void @llvm.dbg.value(metadata i64 1, metadata !69, metadata !DIExpression()), !dbg !74
  %19 = icmp eq i32 %10, 1, !dbg !75
  br i1 %19, label %80, label %20, !dbg !77, !llvm.loop !81

20:                                               ; preds = %17
  %21 = add nsw i64 %18, -1, !dbg !77
  %22 = icmp ult i64 %21, 4, !dbg !77
  br i1 %22, label %78, label %23, !dbg !77

23:                                               ; preds = %20
  %24 = and i64 %21, -4, !dbg !77
  %25 = or i64 %24, 1, !dbg !77
  %26 = add nsw i64 %24, -4, !dbg !77
  %27 = lshr exact i64 %26, 2, !dbg !77
  %28 = add nuw nsw i64 %27, 1, !dbg !77
  %29 = and i64 %28, 1, !dbg !77
  %30 = icmp eq i64 %26, 0, !dbg !77
  br i1 %30, label %61, label %31, !dbg !77

31:                                               ; preds = %23
  %32 = and i64 %28, 9223372036854775806, !dbg !77
  br label %33, !dbg !77

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %58, %33 ]
  %35 = phi i64 [ 0, %31 ], [ %59, %33 ]
  %36 = or i64 %34, 1
  %37 = getelementptr inbounds double, double* %15, i64 %36
  %38 = bitcast double* %37 to <2 x double>*, !dbg !78
  %39 = load <2 x double>, <2 x double>* %38, align 8, !dbg !78, !tbaa !79
  %40 = getelementptr inbounds double, double* %37, i64 2, !dbg !78
  %41 = bitcast double* %40 to <2 x double>*, !dbg !78
  %42 = load <2 x double>, <2 x double>* %41, align 8, !dbg !78, !tbaa !79
  %43 = fmul <2 x double> %39, <double 5.000000e-01, double 5.000000e-01>, !dbg !78
  %44 = fmul <2 x double> %42, <double 5.000000e-01, double 5.000000e-01>, !dbg !78
  %45 = bitcast double* %37 to <2 x double>*, !dbg !78
  store <2 x double> %43, <2 x double>* %45, align 8, !dbg !78, !tbaa !79
  %46 = bitcast double* %40 to <2 x double>*, !dbg !78
  store <2 x double> %44, <2 x double>* %46, align 8, !dbg !78, !tbaa !79
  %47 = or i64 %34, 5
  %48 = getelementptr inbounds double, double* %15, i64 %47
  %49 = bitcast double* %48 to <2 x double>*, !dbg !78
  %50 = load <2 x double>, <2 x double>* %49, align 8, !dbg !78, !tbaa !79
  %51 = getelementptr inbounds double, double* %48, i64 2, !dbg !78
  %52 = bitcast double* %51 to <2 x double>*, !dbg !78
  %53 = load <2 x double>, <2 x double>* %52, align 8, !dbg !78, !tbaa !79
  %54 = fmul <2 x double> %50, <double 5.000000e-01, double 5.000000e-01>, !dbg !78
  %55 = fmul <2 x double> %53, <double 5.000000e-01, double 5.000000e-01>, !dbg !78
  %56 = bitcast double* %48 to <2 x double>*, !dbg !78
  store <2 x double> %54, <2 x double>* %56, align 8, !dbg !78, !tbaa !79
  %57 = bitcast double* %51 to <2 x double>*, !dbg !78
  store <2 x double> %55, <2 x double>* %57, align 8, !dbg !78, !tbaa !79
  %58 = add nuw i64 %34, 8
  %59 = add i64 %35, 2
  %60 = icmp eq i64 %59, %32
  br i1 %60, label %61, label %33, !llvm.loop !84

61:                                               ; preds = %33, %23
  %62 = phi i64 [ 0, %23 ], [ %58, %33 ]
  %63 = icmp eq i64 %29, 0
  br i1 %63, label %76, label %64

64:                                               ; preds = %61
  %65 = or i64 %62, 1
  %66 = getelementptr inbounds double, double* %15, i64 %65
  %67 = bitcast double* %66 to <2 x double>*, !dbg !78
  %68 = load <2 x double>, <2 x double>* %67, align 8, !dbg !78, !tbaa !79
  %69 = getelementptr inbounds double, double* %66, i64 2, !dbg !78
  %70 = bitcast double* %69 to <2 x double>*, !dbg !78
  %71 = load <2 x double>, <2 x double>* %70, align 8, !dbg !78, !tbaa !79
  %72 = fmul <2 x double> %68, <double 5.000000e-01, double 5.000000e-01>, !dbg !78
  %73 = fmul <2 x double> %71, <double 5.000000e-01, double 5.000000e-01>, !dbg !78
  %74 = bitcast double* %66 to <2 x double>*, !dbg !78
  store <2 x double> %72, <2 x double>* %74, align 8, !dbg !78, !tbaa !79
  %75 = bitcast double* %69 to <2 x double>*, !dbg !78
  store <2 x double> %73, <2 x double>* %75, align 8, !dbg !78, !tbaa !79
  br label %76, !dbg !77

76:                                               ; preds = %61, %64
  %77 = icmp eq i64 %21, %24, !dbg !77
  br i1 %77, label %80, label %78, !dbg !77

78:                                               ; preds = %20, %76
  %79 = phi i64 [ 1, %20 ], [ %25, %76 ]
  br label %162, !dbg !77

80:                                               ; preds = %162, %76, %17
  call void @llvm.dbg.value(metadata i64 0, metadata !86, metadata !DIExpression()), !dbg !91
  %81 = load double, double* %15, align 8, !dbg !93, !tbaa !79
  %82 = fadd double %81, 0.000000e+00, !dbg !95
  store double %82, double* %16, align 8, !dbg !95, !tbaa !79
  call void @llvm.dbg.value(metadata i64 1, metadata !86, metadata !DIExpression()), !dbg !91
  %83 = icmp eq i32 %10, 1, !dbg !96
  br i1 %83, label %170, label %84, !dbg !97, !llvm.loop !98

84:                                               ; preds = %80
  %85 = add nsw i64 %18, -1, !dbg !97
  %86 = icmp ult i64 %85, 4, !dbg !97
  br i1 %86, label %160, label %87, !dbg !97

87:                                               ; preds = %84
  %88 = and i64 %85, -4, !dbg !97
  %89 = or i64 %88, 1, !dbg !97
  %90 = add nsw i64 %88, -4, !dbg !97
  %91 = lshr exact i64 %90, 2, !dbg !97
  %92 = add nuw nsw i64 %91, 1, !dbg !97
  %93 = and i64 %92, 1, !dbg !97
  %94 = icmp eq i64 %90, 0, !dbg !97
  br i1 %94, label %137, label %95, !dbg !97

95:                                               ; preds = %87
  %96 = and i64 %92, 9223372036854775806, !dbg !97
  br label %97, !dbg !97

97:                                               ; preds = %97, %95
  %98 = phi i64 [ 0, %95 ], [ %134, %97 ]
  %99 = phi i64 [ 0, %95 ], [ %135, %97 ]
  %100 = or i64 %98, 1
  %101 = getelementptr inbounds double, double* %16, i64 %100
  %102 = bitcast double* %101 to <2 x double>*, !dbg !95
  %103 = load <2 x double>, <2 x double>* %102, align 8, !dbg !95, !tbaa !79
  %104 = getelementptr inbounds double, double* %101, i64 2, !dbg !95
  %105 = bitcast double* %104 to <2 x double>*, !dbg !95
  %106 = load <2 x double>, <2 x double>* %105, align 8, !dbg !95, !tbaa !79
  %107 = getelementptr inbounds double, double* %15, i64 %100, !dbg !93
  %108 = bitcast double* %107 to <2 x double>*, !dbg !93
  %109 = load <2 x double>, <2 x double>* %108, align 8, !dbg !93, !tbaa !79
  %110 = getelementptr inbounds double, double* %107, i64 2, !dbg !93
  %111 = bitcast double* %110 to <2 x double>*, !dbg !93
  %112 = load <2 x double>, <2 x double>* %111, align 8, !dbg !93, !tbaa !79
  %113 = fadd <2 x double> %109, %103, !dbg !95
  %114 = fadd <2 x double> %112, %106, !dbg !95
  %115 = bitcast double* %101 to <2 x double>*, !dbg !95
  store <2 x double> %113, <2 x double>* %115, align 8, !dbg !95, !tbaa !79
  %116 = bitcast double* %104 to <2 x double>*, !dbg !95
  store <2 x double> %114, <2 x double>* %116, align 8, !dbg !95, !tbaa !79
  %117 = or i64 %98, 5
  %118 = getelementptr inbounds double, double* %16, i64 %117
  %119 = bitcast double* %118 to <2 x double>*, !dbg !95
  %120 = load <2 x double>, <2 x double>* %119, align 8, !dbg !95, !tbaa !79
  %121 = getelementptr inbounds double, double* %118, i64 2, !dbg !95
  %122 = bitcast double* %121 to <2 x double>*, !dbg !95
  %123 = load <2 x double>, <2 x double>* %122, align 8, !dbg !95, !tbaa !79
  %124 = getelementptr inbounds double, double* %15, i64 %117, !dbg !93
  %125 = bitcast double* %124 to <2 x double>*, !dbg !93
  %126 = load <2 x double>, <2 x double>* %125, align 8, !dbg !93, !tbaa !79
  %127 = getelementptr inbounds double, double* %124, i64 2, !dbg !93
  %128 = bitcast double* %127 to <2 x double>*, !dbg !93
  %129 = load <2 x double>, <2 x double>* %128, align 8, !dbg !93, !tbaa !79
  %130 = fadd <2 x double> %126, %120, !dbg !95
  %131 = fadd <2 x double> %129, %123, !dbg !95
  %132 = bitcast double* %118 to <2 x double>*, !dbg !95
  store <2 x double> %130, <2 x double>* %132, align 8, !dbg !95, !tbaa !79
  %133 = bitcast double* %121 to <2 x double>*, !dbg !95
  store <2 x double> %131, <2 x double>* %133, align 8, !dbg !95, !tbaa !79
  %134 = add nuw i64 %98, 8
  %135 = add i64 %99, 2
  %136 = icmp eq i64 %135, %96
  br i1 %136, label %137, label %97, !llvm.loop !100

137:                                              ; preds = %97, %87
  %138 = phi i64 [ 0, %87 ], [ %134, %97 ]
  %139 = icmp eq i64 %93, 0
  br i1 %139, label %158, label %140

140:                                              ; preds = %137
  %141 = or i64 %138, 1
  %142 = getelementptr inbounds double, double* %16, i64 %141
  %143 = bitcast double* %142 to <2 x double>*, !dbg !95
  %144 = load <2 x double>, <2 x double>* %143, align 8, !dbg !95, !tbaa !79
  %145 = getelementptr inbounds double, double* %142, i64 2, !dbg !95
  %146 = bitcast double* %145 to <2 x double>*, !dbg !95
  %147 = load <2 x double>, <2 x double>* %146, align 8, !dbg !95, !tbaa !79
  %148 = getelementptr inbounds double, double* %15, i64 %141, !dbg !93
  %149 = bitcast double* %148 to <2 x double>*, !dbg !93
  %150 = load <2 x double>, <2 x double>* %149, align 8, !dbg !93, !tbaa !79
  %151 = getelementptr inbounds double, double* %148, i64 2, !dbg !93
  %152 = bitcast double* %151 to <2 x double>*, !dbg !93
  %153 = load <2 x double>, <2 x double>* %152, align 8, !dbg !93, !tbaa !79
  %154 = fadd <2 x double> %150, %144, !dbg !95
  %155 = fadd <2 x double> %153, %147, !dbg !95
  %156 = bitcast double* %142 to <2 x double>*, !dbg !95
  store <2 x double> %154, <2 x double>* %156, align 8, !dbg !95, !tbaa !79
  %157 = bitcast double* %145 to <2 x double>*, !dbg !95
  store <2 x double> %155, <2 x double>* %157, align 8, !dbg !95, !tbaa !79
  br label %158, !dbg !97

158:                                              ; preds = %137, %140
  %159 = icmp eq i64 %85, %88, !dbg !97
  br i1 %159, label %170, label %160, !dbg !97

160:                                              ; preds = %84, %158
  %161 = phi i64 [ 1, %84 ], [ %89, %158 ]
  br label %226, !dbg !97

162:                                              ; preds = %78, %162
  %163 = phi i64 [ %168, %162 ], [ %79, %78 ]
  %164 = getelementptr inbounds double, double* %15, i64 %163
  %165 = load double, double* %164, align 8, !dbg !78, !tbaa !79
  call void @llvm.dbg.value(metadata i64 %163, metadata !69, metadata !DIExpression()), !dbg !74
  %166 = getelementptr inbounds double, double* %15, i64 %163, !dbg !101
  %167 = fmul double %165, 5.000000e-01, !dbg !78
  store double %167, double* %166, align 8, !dbg !78, !tbaa !79
  %168 = add nuw nsw i64 %163, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %168, metadata !69, metadata !DIExpression()), !dbg !74
  %169 = icmp eq i64 %168, %18, !dbg !75
  br i1 %169, label %80, label %162, !dbg !77, !llvm.loop !103

170:                                              ; preds = %226, %158, %80
  %171 = icmp ult i32 %10, 4, !dbg !105
  br i1 %171, label %224, label %172, !dbg !105

172:                                              ; preds = %170
  %173 = and i64 %18, 4294967292, !dbg !105
  %174 = add nsw i64 %173, -4, !dbg !105
  %175 = lshr exact i64 %174, 2, !dbg !105
  %176 = add nuw nsw i64 %175, 1, !dbg !105
  %177 = and i64 %176, 1, !dbg !105
  %178 = icmp eq i64 %174, 0, !dbg !105
  br i1 %178, label %208, label %179, !dbg !105

179:                                              ; preds = %172
  %180 = and i64 %176, 9223372036854775806, !dbg !105
  br label %181, !dbg !105

181:                                              ; preds = %181, %179
  %182 = phi i64 [ 0, %179 ], [ %205, %181 ], !dbg !107
  %183 = phi i64 [ 0, %179 ], [ %206, %181 ]
  %184 = getelementptr inbounds double, double* %15, i64 %182, !dbg !107
  %185 = bitcast double* %184 to <2 x double>*, !dbg !108
  %186 = load <2 x double>, <2 x double>* %185, align 8, !dbg !108, !tbaa !79
  %187 = getelementptr inbounds double, double* %184, i64 2, !dbg !108
  %188 = bitcast double* %187 to <2 x double>*, !dbg !108
  %189 = load <2 x double>, <2 x double>* %188, align 8, !dbg !108, !tbaa !79
  %190 = fmul <2 x double> %186, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %191 = fmul <2 x double> %189, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %192 = bitcast double* %184 to <2 x double>*, !dbg !108
  store <2 x double> %190, <2 x double>* %192, align 8, !dbg !108, !tbaa !79
  %193 = bitcast double* %187 to <2 x double>*, !dbg !108
  store <2 x double> %191, <2 x double>* %193, align 8, !dbg !108, !tbaa !79
  %194 = or i64 %182, 4, !dbg !107
  %195 = getelementptr inbounds double, double* %15, i64 %194, !dbg !107
  %196 = bitcast double* %195 to <2 x double>*, !dbg !108
  %197 = load <2 x double>, <2 x double>* %196, align 8, !dbg !108, !tbaa !79
  %198 = getelementptr inbounds double, double* %195, i64 2, !dbg !108
  %199 = bitcast double* %198 to <2 x double>*, !dbg !108
  %200 = load <2 x double>, <2 x double>* %199, align 8, !dbg !108, !tbaa !79
  %201 = fmul <2 x double> %197, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %202 = fmul <2 x double> %200, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %203 = bitcast double* %195 to <2 x double>*, !dbg !108
  store <2 x double> %201, <2 x double>* %203, align 8, !dbg !108, !tbaa !79
  %204 = bitcast double* %198 to <2 x double>*, !dbg !108
  store <2 x double> %202, <2 x double>* %204, align 8, !dbg !108, !tbaa !79
  %205 = add nuw i64 %182, 8, !dbg !107
  %206 = add i64 %183, 2, !dbg !107
  %207 = icmp eq i64 %206, %180, !dbg !107
  br i1 %207, label %208, label %181, !dbg !107, !llvm.loop !109

208:                                              ; preds = %181, %172
  %209 = phi i64 [ 0, %172 ], [ %205, %181 ]
  %210 = icmp eq i64 %177, 0, !dbg !107
  br i1 %210, label %222, label %211, !dbg !107

211:                                              ; preds = %208
  %212 = getelementptr inbounds double, double* %15, i64 %209, !dbg !107
  %213 = bitcast double* %212 to <2 x double>*, !dbg !108
  %214 = load <2 x double>, <2 x double>* %213, align 8, !dbg !108, !tbaa !79
  %215 = getelementptr inbounds double, double* %212, i64 2, !dbg !108
  %216 = bitcast double* %215 to <2 x double>*, !dbg !108
  %217 = load <2 x double>, <2 x double>* %216, align 8, !dbg !108, !tbaa !79
  %218 = fmul <2 x double> %214, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %219 = fmul <2 x double> %217, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %220 = bitcast double* %212 to <2 x double>*, !dbg !108
  store <2 x double> %218, <2 x double>* %220, align 8, !dbg !108, !tbaa !79
  %221 = bitcast double* %215 to <2 x double>*, !dbg !108
  store <2 x double> %219, <2 x double>* %221, align 8, !dbg !108, !tbaa !79
  br label %222, !dbg !105

222:                                              ; preds = %208, %211
  %223 = icmp eq i64 %173, %18, !dbg !105
  br i1 %223, label %243, label %224, !dbg !105

224:                                              ; preds = %170, %222
  %225 = phi i64 [ 0, %170 ], [ %173, %222 ]
  br label %236, !dbg !105

226:                                              ; preds = %160, %226
  %227 = phi i64 [ %234, %226 ], [ %161, %160 ]
  %228 = getelementptr inbounds double, double* %16, i64 %227
  %229 = load double, double* %228, align 8, !dbg !95, !tbaa !79
  call void @llvm.dbg.value(metadata i64 %227, metadata !86, metadata !DIExpression()), !dbg !91
  %230 = getelementptr inbounds double, double* %15, i64 %227, !dbg !93
  %231 = load double, double* %230, align 8, !dbg !93, !tbaa !79
  %232 = getelementptr inbounds double, double* %16, i64 %227, !dbg !111
  %233 = fadd double %231, %229, !dbg !95
  store double %233, double* %232, align 8, !dbg !95, !tbaa !79
  %234 = add nuw nsw i64 %227, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %234, metadata !86, metadata !DIExpression()), !dbg !91
  %235 = icmp eq i64 %234, %18, !dbg !96
  br i1 %235, label %170, label %226, !dbg !97, !llvm.loop !113

236:                                              ; preds = %224, %236
  %237 = phi i64 [ %241, %236 ], [ %225, %224 ]
  call void @llvm.dbg.value(metadata i64 %237, metadata !69, metadata !DIExpression()), !dbg !114
  %238 = getelementptr inbounds double, double* %15, i64 %237, !dbg !115
  %239 = load double, double* %238, align 8, !dbg !108, !tbaa !79
  %240 = fmul double %239, 5.000000e-01, !dbg !108
  store double %240, double* %238, align 8, !dbg !108, !tbaa !79
  %241 = add nuw nsw i64 %237, 1, !dbg !107
  call void @llvm.dbg.value(metadata i64 %241, metadata !69, metadata !DIExpression()), !dbg !114
  %242 = icmp eq i64 %241, %18, !dbg !116
  br i1 %242, label %243, label %236, !dbg !105, !llvm.loop !117

243:                                              ; preds = %236, %222
  %244 = icmp ult i32 %10, 4, !dbg !118
  br i1 %244, label %315, label %245, !dbg !118

245:                                              ; preds = %243
  %246 = and i64 %18, 4294967292, !dbg !118
  %247 = add nsw i64 %246, -4, !dbg !118
  %248 = lshr exact i64 %247, 2, !dbg !118
  %249 = add nuw nsw i64 %248, 1, !dbg !118
  %250 = and i64 %249, 1, !dbg !118
  %251 = icmp eq i64 %247, 0, !dbg !118
  br i1 %251, label %293, label %252, !dbg !118

252:                                              ; preds = %245
  %253 = and i64 %249, 9223372036854775806, !dbg !118
  br label %254, !dbg !118

254:                                              ; preds = %254, %252
  %255 = phi i64 [ 0, %252 ], [ %290, %254 ], !dbg !120
  %256 = phi i64 [ 0, %252 ], [ %291, %254 ]
  %257 = getelementptr inbounds double, double* %15, i64 %255, !dbg !120
  %258 = bitcast double* %257 to <2 x double>*, !dbg !121
  %259 = load <2 x double>, <2 x double>* %258, align 8, !dbg !121, !tbaa !79
  %260 = getelementptr inbounds double, double* %257, i64 2, !dbg !121
  %261 = bitcast double* %260 to <2 x double>*, !dbg !121
  %262 = load <2 x double>, <2 x double>* %261, align 8, !dbg !121, !tbaa !79
  %263 = getelementptr inbounds double, double* %16, i64 %255, !dbg !120
  %264 = bitcast double* %263 to <2 x double>*, !dbg !122
  %265 = load <2 x double>, <2 x double>* %264, align 8, !dbg !122, !tbaa !79
  %266 = getelementptr inbounds double, double* %263, i64 2, !dbg !122
  %267 = bitcast double* %266 to <2 x double>*, !dbg !122
  %268 = load <2 x double>, <2 x double>* %267, align 8, !dbg !122, !tbaa !79
  %269 = fadd <2 x double> %259, %265, !dbg !122
  %270 = fadd <2 x double> %262, %268, !dbg !122
  %271 = bitcast double* %263 to <2 x double>*, !dbg !122
  store <2 x double> %269, <2 x double>* %271, align 8, !dbg !122, !tbaa !79
  %272 = bitcast double* %266 to <2 x double>*, !dbg !122
  store <2 x double> %270, <2 x double>* %272, align 8, !dbg !122, !tbaa !79
  %273 = or i64 %255, 4, !dbg !120
  %274 = getelementptr inbounds double, double* %15, i64 %273, !dbg !120
  %275 = bitcast double* %274 to <2 x double>*, !dbg !121
  %276 = load <2 x double>, <2 x double>* %275, align 8, !dbg !121, !tbaa !79
  %277 = getelementptr inbounds double, double* %274, i64 2, !dbg !121
  %278 = bitcast double* %277 to <2 x double>*, !dbg !121
  %279 = load <2 x double>, <2 x double>* %278, align 8, !dbg !121, !tbaa !79
  %280 = getelementptr inbounds double, double* %16, i64 %273, !dbg !120
  %281 = bitcast double* %280 to <2 x double>*, !dbg !122
  %282 = load <2 x double>, <2 x double>* %281, align 8, !dbg !122, !tbaa !79
  %283 = getelementptr inbounds double, double* %280, i64 2, !dbg !122
  %284 = bitcast double* %283 to <2 x double>*, !dbg !122
  %285 = load <2 x double>, <2 x double>* %284, align 8, !dbg !122, !tbaa !79
  %286 = fadd <2 x double> %276, %282, !dbg !122
  %287 = fadd <2 x double> %279, %285, !dbg !122
  %288 = bitcast double* %280 to <2 x double>*, !dbg !122
  store <2 x double> %286, <2 x double>* %288, align 8, !dbg !122, !tbaa !79
  %289 = bitcast double* %283 to <2 x double>*, !dbg !122
  store <2 x double> %287, <2 x double>* %289, align 8, !dbg !122, !tbaa !79
  %290 = add nuw i64 %255, 8, !dbg !120
  %291 = add i64 %256, 2, !dbg !120
  %292 = icmp eq i64 %291, %253, !dbg !120
  br i1 %292, label %293, label %254, !dbg !120, !llvm.loop !123

293:                                              ; preds = %254, %245
  %294 = phi i64 [ 0, %245 ], [ %290, %254 ]
  %295 = icmp eq i64 %250, 0, !dbg !120
  br i1 %295, label %313, label %296, !dbg !120

296:                                              ; preds = %293
  %297 = getelementptr inbounds double, double* %15, i64 %294, !dbg !120
  %298 = bitcast double* %297 to <2 x double>*, !dbg !121
  %299 = load <2 x double>, <2 x double>* %298, align 8, !dbg !121, !tbaa !79
  %300 = getelementptr inbounds double, double* %297, i64 2, !dbg !121
  %301 = bitcast double* %300 to <2 x double>*, !dbg !121
  %302 = load <2 x double>, <2 x double>* %301, align 8, !dbg !121, !tbaa !79
  %303 = getelementptr inbounds double, double* %16, i64 %294, !dbg !120
  %304 = bitcast double* %303 to <2 x double>*, !dbg !122
  %305 = load <2 x double>, <2 x double>* %304, align 8, !dbg !122, !tbaa !79
  %306 = getelementptr inbounds double, double* %303, i64 2, !dbg !122
  %307 = bitcast double* %306 to <2 x double>*, !dbg !122
  %308 = load <2 x double>, <2 x double>* %307, align 8, !dbg !122, !tbaa !79
  %309 = fadd <2 x double> %299, %305, !dbg !122
  %310 = fadd <2 x double> %302, %308, !dbg !122
  %311 = bitcast double* %303 to <2 x double>*, !dbg !122
  store <2 x double> %309, <2 x double>* %311, align 8, !dbg !122, !tbaa !79
  %312 = bitcast double* %306 to <2 x double>*, !dbg !122
  store <2 x double> %310, <2 x double>* %312, align 8, !dbg !122, !tbaa !79
  br label %313, !dbg !118

313:                                              ; preds = %293, %296
  %314 = icmp eq i64 %246, %18, !dbg !118
  br i1 %314, label %326, label %315, !dbg !118

315:                                              ; preds = %243, %313
  %316 = phi i64 [ 0, %243 ], [ %246, %313 ]
  br label %317, !dbg !118

317:                                              ; preds = %315, %317
  %318 = phi i64 [ %324, %317 ], [ %316, %315 ]
  call void @llvm.dbg.value(metadata i64 %318, metadata !86, metadata !DIExpression()), !dbg !125
  %319 = getelementptr inbounds double, double* %15, i64 %318, !dbg !121
  %320 = load double, double* %319, align 8, !dbg !121, !tbaa !79
  %321 = getelementptr inbounds double, double* %16, i64 %318, !dbg !126
  %322 = load double, double* %321, align 8, !dbg !122, !tbaa !79
  %323 = fadd double %320, %322, !dbg !122
  store double %323, double* %321, align 8, !dbg !122, !tbaa !79
  %324 = add nuw nsw i64 %318, 1, !dbg !120
  call void @llvm.dbg.value(metadata i64 %324, metadata !86, metadata !DIExpression()), !dbg !125
  %325 = icmp eq i64 %324, %18, !dbg !127
  br i1 %325, label %326, label %317, !dbg !118, !llvm.loop !128

326:                                              ; preds = %317, %313
  %327 = icmp ult i32 %10, 4, !dbg !129
  br i1 %327, label %380, label %328, !dbg !129

328:                                              ; preds = %326
  %329 = and i64 %18, 4294967292, !dbg !129
  %330 = add nsw i64 %329, -4, !dbg !129
  %331 = lshr exact i64 %330, 2, !dbg !129
  %332 = add nuw nsw i64 %331, 1, !dbg !129
  %333 = and i64 %332, 1, !dbg !129
  %334 = icmp eq i64 %330, 0, !dbg !129
  br i1 %334, label %364, label %335, !dbg !129

335:                                              ; preds = %328
  %336 = and i64 %332, 9223372036854775806, !dbg !129
  br label %337, !dbg !129

337:                                              ; preds = %337, %335
  %338 = phi i64 [ 0, %335 ], [ %361, %337 ], !dbg !131
  %339 = phi i64 [ 0, %335 ], [ %362, %337 ]
  %340 = getelementptr inbounds double, double* %15, i64 %338, !dbg !131
  %341 = bitcast double* %340 to <2 x double>*, !dbg !132
  %342 = load <2 x double>, <2 x double>* %341, align 8, !dbg !132, !tbaa !79
  %343 = getelementptr inbounds double, double* %340, i64 2, !dbg !132
  %344 = bitcast double* %343 to <2 x double>*, !dbg !132
  %345 = load <2 x double>, <2 x double>* %344, align 8, !dbg !132, !tbaa !79
  %346 = fmul <2 x double> %342, <double 5.000000e-01, double 5.000000e-01>, !dbg !132
  %347 = fmul <2 x double> %345, <double 5.000000e-01, double 5.000000e-01>, !dbg !132
  %348 = bitcast double* %340 to <2 x double>*, !dbg !132
  store <2 x double> %346, <2 x double>* %348, align 8, !dbg !132, !tbaa !79
  %349 = bitcast double* %343 to <2 x double>*, !dbg !132
  store <2 x double> %347, <2 x double>* %349, align 8, !dbg !132, !tbaa !79
  %350 = or i64 %338, 4, !dbg !131
  %351 = getelementptr inbounds double, double* %15, i64 %350, !dbg !131
  %352 = bitcast double* %351 to <2 x double>*, !dbg !132
  %353 = load <2 x double>, <2 x double>* %352, align 8, !dbg !132, !tbaa !79
  %354 = getelementptr inbounds double, double* %351, i64 2, !dbg !132
  %355 = bitcast double* %354 to <2 x double>*, !dbg !132
  %356 = load <2 x double>, <2 x double>* %355, align 8, !dbg !132, !tbaa !79
  %357 = fmul <2 x double> %353, <double 5.000000e-01, double 5.000000e-01>, !dbg !132
  %358 = fmul <2 x double> %356, <double 5.000000e-01, double 5.000000e-01>, !dbg !132
  %359 = bitcast double* %351 to <2 x double>*, !dbg !132
  store <2 x double> %357, <2 x double>* %359, align 8, !dbg !132, !tbaa !79
  %360 = bitcast double* %354 to <2 x double>*, !dbg !132
  store <2 x double> %358, <2 x double>* %360, align 8, !dbg !132, !tbaa !79
  %361 = add nuw i64 %338, 8, !dbg !131
  %362 = add i64 %339, 2, !dbg !131
  %363 = icmp eq i64 %362, %336, !dbg !131
  br i1 %363, label %364, label %337, !dbg !131, !llvm.loop !133

364:                                              ; preds = %337, %328
  %365 = phi i64 [ 0, %328 ], [ %361, %337 ]
  %366 = icmp eq i64 %333, 0, !dbg !131
  br i1 %366, label %378, label %367, !dbg !131

367:                                              ; preds = %364
  %368 = getelementptr inbounds double, double* %15, i64 %365, !dbg !131
  %369 = bitcast double* %368 to <2 x double>*, !dbg !132
  %370 = load <2 x double>, <2 x double>* %369, align 8, !dbg !132, !tbaa !79
  %371 = getelementptr inbounds double, double* %368, i64 2, !dbg !132
  %372 = bitcast double* %371 to <2 x double>*, !dbg !132
  %373 = load <2 x double>, <2 x double>* %372, align 8, !dbg !132, !tbaa !79
  %374 = fmul <2 x double> %370, <double 5.000000e-01, double 5.000000e-01>, !dbg !132
  %375 = fmul <2 x double> %373, <double 5.000000e-01, double 5.000000e-01>, !dbg !132
  %376 = bitcast double* %368 to <2 x double>*, !dbg !132
  store <2 x double> %374, <2 x double>* %376, align 8, !dbg !132, !tbaa !79
  %377 = bitcast double* %371 to <2 x double>*, !dbg !132
  store <2 x double> %375, <2 x double>* %377, align 8, !dbg !132, !tbaa !79
  br label %378, !dbg !129

378:                                              ; preds = %364, %367
  %379 = icmp eq i64 %329, %18, !dbg !129
  br i1 %379, label %389, label %380, !dbg !129

380:                                              ; preds = %326, %378
  %381 = phi i64 [ 0, %326 ], [ %329, %378 ]
  br label %382, !dbg !129

382:                                              ; preds = %380, %382
  %383 = phi i64 [ %387, %382 ], [ %381, %380 ]
  call void @llvm.dbg.value(metadata i64 %383, metadata !69, metadata !DIExpression()), !dbg !135
  %384 = getelementptr inbounds double, double* %15, i64 %383, !dbg !136
  %385 = load double, double* %384, align 8, !dbg !132, !tbaa !79
  %386 = fmul double %385, 5.000000e-01, !dbg !132
  store double %386, double* %384, align 8, !dbg !132, !tbaa !79
  %387 = add nuw nsw i64 %383, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %387, metadata !69, metadata !DIExpression()), !dbg !135
  %388 = icmp eq i64 %387, %18, !dbg !137
  br i1 %388, label %389, label %382, !dbg !129, !llvm.loop !138

389:                                              ; preds = %382, %378
  %390 = icmp ult i32 %10, 4, !dbg !139
  br i1 %390, label %461, label %391, !dbg !139

391:                                              ; preds = %389
  %392 = and i64 %18, 4294967292, !dbg !139
  %393 = add nsw i64 %392, -4, !dbg !139
  %394 = lshr exact i64 %393, 2, !dbg !139
  %395 = add nuw nsw i64 %394, 1, !dbg !139
  %396 = and i64 %395, 1, !dbg !139
  %397 = icmp eq i64 %393, 0, !dbg !139
  br i1 %397, label %439, label %398, !dbg !139

398:                                              ; preds = %391
  %399 = and i64 %395, 9223372036854775806, !dbg !139
  br label %400, !dbg !139

400:                                              ; preds = %400, %398
  %401 = phi i64 [ 0, %398 ], [ %436, %400 ], !dbg !141
  %402 = phi i64 [ 0, %398 ], [ %437, %400 ]
  %403 = getelementptr inbounds double, double* %15, i64 %401, !dbg !141
  %404 = bitcast double* %403 to <2 x double>*, !dbg !142
  %405 = load <2 x double>, <2 x double>* %404, align 8, !dbg !142, !tbaa !79
  %406 = getelementptr inbounds double, double* %403, i64 2, !dbg !142
  %407 = bitcast double* %406 to <2 x double>*, !dbg !142
  %408 = load <2 x double>, <2 x double>* %407, align 8, !dbg !142, !tbaa !79
  %409 = getelementptr inbounds double, double* %16, i64 %401, !dbg !141
  %410 = bitcast double* %409 to <2 x double>*, !dbg !143
  %411 = load <2 x double>, <2 x double>* %410, align 8, !dbg !143, !tbaa !79
  %412 = getelementptr inbounds double, double* %409, i64 2, !dbg !143
  %413 = bitcast double* %412 to <2 x double>*, !dbg !143
  %414 = load <2 x double>, <2 x double>* %413, align 8, !dbg !143, !tbaa !79
  %415 = fadd <2 x double> %405, %411, !dbg !143
  %416 = fadd <2 x double> %408, %414, !dbg !143
  %417 = bitcast double* %409 to <2 x double>*, !dbg !143
  store <2 x double> %415, <2 x double>* %417, align 8, !dbg !143, !tbaa !79
  %418 = bitcast double* %412 to <2 x double>*, !dbg !143
  store <2 x double> %416, <2 x double>* %418, align 8, !dbg !143, !tbaa !79
  %419 = or i64 %401, 4, !dbg !141
  %420 = getelementptr inbounds double, double* %15, i64 %419, !dbg !141
  %421 = bitcast double* %420 to <2 x double>*, !dbg !142
  %422 = load <2 x double>, <2 x double>* %421, align 8, !dbg !142, !tbaa !79
  %423 = getelementptr inbounds double, double* %420, i64 2, !dbg !142
  %424 = bitcast double* %423 to <2 x double>*, !dbg !142
  %425 = load <2 x double>, <2 x double>* %424, align 8, !dbg !142, !tbaa !79
  %426 = getelementptr inbounds double, double* %16, i64 %419, !dbg !141
  %427 = bitcast double* %426 to <2 x double>*, !dbg !143
  %428 = load <2 x double>, <2 x double>* %427, align 8, !dbg !143, !tbaa !79
  %429 = getelementptr inbounds double, double* %426, i64 2, !dbg !143
  %430 = bitcast double* %429 to <2 x double>*, !dbg !143
  %431 = load <2 x double>, <2 x double>* %430, align 8, !dbg !143, !tbaa !79
  %432 = fadd <2 x double> %422, %428, !dbg !143
  %433 = fadd <2 x double> %425, %431, !dbg !143
  %434 = bitcast double* %426 to <2 x double>*, !dbg !143
  store <2 x double> %432, <2 x double>* %434, align 8, !dbg !143, !tbaa !79
  %435 = bitcast double* %429 to <2 x double>*, !dbg !143
  store <2 x double> %433, <2 x double>* %435, align 8, !dbg !143, !tbaa !79
  %436 = add nuw i64 %401, 8, !dbg !141
  %437 = add i64 %402, 2, !dbg !141
  %438 = icmp eq i64 %437, %399, !dbg !141
  br i1 %438, label %439, label %400, !dbg !141, !llvm.loop !144

439:                                              ; preds = %400, %391
  %440 = phi i64 [ 0, %391 ], [ %436, %400 ]
  %441 = icmp eq i64 %396, 0, !dbg !141
  br i1 %441, label %459, label %442, !dbg !141

442:                                              ; preds = %439
  %443 = getelementptr inbounds double, double* %15, i64 %440, !dbg !141
  %444 = bitcast double* %443 to <2 x double>*, !dbg !142
  %445 = load <2 x double>, <2 x double>* %444, align 8, !dbg !142, !tbaa !79
  %446 = getelementptr inbounds double, double* %443, i64 2, !dbg !142
  %447 = bitcast double* %446 to <2 x double>*, !dbg !142
  %448 = load <2 x double>, <2 x double>* %447, align 8, !dbg !142, !tbaa !79
  %449 = getelementptr inbounds double, double* %16, i64 %440, !dbg !141
  %450 = bitcast double* %449 to <2 x double>*, !dbg !143
  %451 = load <2 x double>, <2 x double>* %450, align 8, !dbg !143, !tbaa !79
  %452 = getelementptr inbounds double, double* %449, i64 2, !dbg !143
  %453 = bitcast double* %452 to <2 x double>*, !dbg !143
  %454 = load <2 x double>, <2 x double>* %453, align 8, !dbg !143, !tbaa !79
  %455 = fadd <2 x double> %445, %451, !dbg !143
  %456 = fadd <2 x double> %448, %454, !dbg !143
  %457 = bitcast double* %449 to <2 x double>*, !dbg !143
  store <2 x double> %455, <2 x double>* %457, align 8, !dbg !143, !tbaa !79
  %458 = bitcast double* %452 to <2 x double>*, !dbg !143
  store <2 x double> %456, <2 x double>* %458, align 8, !dbg !143, !tbaa !79
  br label %459, !dbg !139

459:                                              ; preds = %439, %442
  %460 = icmp eq i64 %392, %18, !dbg !139
  br i1 %460, label %472, label %461, !dbg !139

461:                                              ; preds = %389, %459
  %462 = phi i64 [ 0, %389 ], [ %392, %459 ]
  br label %463, !dbg !139

463:                                              ; preds = %461, %463
  %464 = phi i64 [ %470, %463 ], [ %462, %461 ]
  call void @llvm.dbg.value(metadata i64 %464, metadata !86, metadata !DIExpression()), !dbg !146
  %465 = getelementptr inbounds double, double* %15, i64 %464, !dbg !142
  %466 = load double, double* %465, align 8, !dbg !142, !tbaa !79
  %467 = getelementptr inbounds double, double* %16, i64 %464, !dbg !147
  %468 = load double, double* %467, align 8, !dbg !143, !tbaa !79
  %469 = fadd double %466, %468, !dbg !143
  store double %469, double* %467, align 8, !dbg !143, !tbaa !79
  %470 = add nuw nsw i64 %464, 1, !dbg !141
  call void @llvm.dbg.value(metadata i64 %470, metadata !86, metadata !DIExpression()), !dbg !146
  %471 = icmp eq i64 %470, %18, !dbg !148
  br i1 %471, label %472, label %463, !dbg !139, !llvm.loop !149

472:                                              ; preds = %463, %459, %9
  call void @llvm.dbg.value(metadata i32 6, metadata !38, metadata !DIExpression()), !dbg !65
  %473 = sdiv i32 %10, 2, !dbg !150
  %474 = sext i32 %473 to i64, !dbg !151
  %475 = getelementptr inbounds double, double* %16, i64 %474, !dbg !151
  %476 = load double, double* %475, align 8, !dbg !151, !tbaa !79
  %477 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %476), !dbg !152
  ret i32 0, !dbg !153
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 6, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "fp_table.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "d61c82572dde99bf1c820c2448c67332")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0, !11, !15}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 6, type: !13, isLocal: true, isDefinition: true)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "passes", scope: !2, file: !3, line: 18, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, elements: !22)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !5}
!22 = !{!23}
!23 = !DISubrange(count: 2)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{!"Debian clang version 14.0.6"}
!31 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !32, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!5, !5, !6}
!34 = !{!35, !36, !37, !38}
!35 = !DILocalVariable(name: "argc", arg: 1, scope: !31, file: !3, line: 20, type: !5)
!36 = !DILocalVariable(name: "argv", arg: 2, scope: !31, file: !3, line: 20, type: !6)
!37 = !DILocalVariable(name: "n", scope: !31, file: !3, line: 21, type: !5)
!38 = !DILocalVariable(name: "r", scope: !39, file: !3, line: 24, type: !5)
!39 = distinct !DILexicalBlock(scope: !31, file: !3, line: 24, column: 3)
!40 = !DILocation(line: 0, scope: !31)
!41 = !DILocation(line: 21, column: 16, scope: !31)
!42 = !DILocation(line: 21, column: 11, scope: !31)
!43 = !DILocation(line: 21, column: 27, scope: !31)
!44 = !{!45, !45, i64 0}
!45 = !{!"any pointer", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocalVariable(name: "__nptr", arg: 1, scope: !49, file: !50, line: 362, type: !53)
!49 = distinct !DISubprogram(name: "atoi", scope: !50, file: !50, line: 362, type: !51, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !55)
!50 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!51 = !DISubroutineType(types: !52)
!52 = !{!5, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!55 = !{!48}
!56 = !DILocation(line: 0, scope: !49, inlinedAt: !57)
!57 = distinct !DILocation(line: 21, column: 22, scope: !31)
!58 = !DILocation(line: 364, column: 16, scope: !49, inlinedAt: !57)
!59 = !DILocation(line: 364, column: 10, scope: !49, inlinedAt: !57)
!60 = !DILocation(line: 22, column: 14, scope: !31)
!61 = !DILocation(line: 22, column: 7, scope: !31)
!62 = !DILocation(line: 22, column: 5, scope: !31)
!63 = !DILocation(line: 23, column: 7, scope: !31)
!64 = !DILocation(line: 23, column: 5, scope: !31)
!65 = !DILocation(line: 0, scope: !39)
!66 = !DILocalVariable(name: "n", arg: 1, scope: !67, file: !3, line: 8, type: !5)
!67 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 8, type: !20, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!68 = !{!66, !69}
!69 = !DILocalVariable(name: "i", scope: !70, file: !3, line: 9, type: !5)
!70 = distinct !DILexicalBlock(scope: !67, file: !3, line: 9, column: 3)
!71 = !DILocation(line: 0, scope: !67, inlinedAt: !72)
!72 = distinct !DILocation(line: 25, column: 5, scope: !73)
!73 = distinct !DILexicalBlock(scope: !39, file: !3, line: 24, column: 3)
!74 = !DILocation(line: 0, scope: !70, inlinedAt: !72)
!75 = !DILocation(line: 9, column: 21, scope: !76, inlinedAt: !72)
!76 = distinct !DILexicalBlock(scope: !70, file: !3, line: 9, column: 3)
!77 = !DILocation(line: 9, column: 3, scope: !70, inlinedAt: !72)
!78 = !DILocation(line: 10, column: 10, scope: !76, inlinedAt: !72)
!79 = !{!80, !80, i64 0}
!80 = !{!"double", !46, i64 0}
!81 = distinct !{!81, !77, !82, !83}
!82 = !DILocation(line: 10, column: 13, scope: !70, inlinedAt: !72)
!83 = !{!"llvm.loop.mustprogress"}
!84 = distinct !{!84, !77, !82, !83, !85}
!85 = !{!"llvm.loop.isvectorized", i32 1}
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 14, type: !5)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 14, column: 3)
!88 = distinct !DISubprogram(name: "accumulate", scope: !3, file: !3, line: 13, type: !20, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!89 = !{!90, !86}
!90 = !DILocalVariable(name: "n", arg: 1, scope: !88, file: !3, line: 13, type: !5)
!91 = !DILocation(line: 0, scope: !87, inlinedAt: !92)
!92 = distinct !DILocation(line: 25, column: 5, scope: !73)
!93 = !DILocation(line: 15, column: 13, scope: !94, inlinedAt: !92)
!94 = distinct !DILexicalBlock(scope: !87, file: !3, line: 14, column: 3)
!95 = !DILocation(line: 15, column: 10, scope: !94, inlinedAt: !92)
!96 = !DILocation(line: 14, column: 21, scope: !94, inlinedAt: !92)
!97 = !DILocation(line: 14, column: 3, scope: !87, inlinedAt: !92)
!98 = distinct !{!98, !97, !99, !83}
!99 = !DILocation(line: 15, column: 16, scope: !87, inlinedAt: !92)
!100 = distinct !{!100, !97, !99, !83, !85}
!101 = !DILocation(line: 10, column: 5, scope: !76, inlinedAt: !72)
!102 = !DILocation(line: 9, column: 27, scope: !76, inlinedAt: !72)
!103 = distinct !{!103, !77, !82, !83, !104, !85}
!104 = !{!"llvm.loop.unroll.runtime.disable"}
!105 = !DILocation(line: 9, column: 3, scope: !70, inlinedAt: !106)
!106 = distinct !DILocation(line: 25, column: 5, scope: !73)
!107 = !DILocation(line: 9, column: 27, scope: !76, inlinedAt: !106)
!108 = !DILocation(line: 10, column: 10, scope: !76, inlinedAt: !106)
!109 = distinct !{!109, !105, !110, !83, !85}
!110 = !DILocation(line: 10, column: 13, scope: !70, inlinedAt: !106)
!111 = !DILocation(line: 15, column: 5, scope: !94, inlinedAt: !92)
!112 = !DILocation(line: 14, column: 27, scope: !94, inlinedAt: !92)
!113 = distinct !{!113, !97, !99, !83, !104, !85}
!114 = !DILocation(line: 0, scope: !70, inlinedAt: !106)
!115 = !DILocation(line: 10, column: 5, scope: !76, inlinedAt: !106)
!116 = !DILocation(line: 9, column: 21, scope: !76, inlinedAt: !106)
!117 = distinct !{!117, !105, !110, !83, !104, !85}
!118 = !DILocation(line: 14, column: 3, scope: !87, inlinedAt: !119)
!119 = distinct !DILocation(line: 25, column: 5, scope: !73)
!120 = !DILocation(line: 14, column: 27, scope: !94, inlinedAt: !119)
!121 = !DILocation(line: 15, column: 13, scope: !94, inlinedAt: !119)
!122 = !DILocation(line: 15, column: 10, scope: !94, inlinedAt: !119)
!123 = distinct !{!123, !118, !124, !83, !85}
!124 = !DILocation(line: 15, column: 16, scope: !87, inlinedAt: !119)
!125 = !DILocation(line: 0, scope: !87, inlinedAt: !119)
!126 = !DILocation(line: 15, column: 5, scope: !94, inlinedAt: !119)
!127 = !DILocation(line: 14, column: 21, scope: !94, inlinedAt: !119)
!128 = distinct !{!128, !118, !124, !83, !104, !85}
!129 = !DILocation(line: 9, column: 3, scope: !70, inlinedAt: !130)
!130 = distinct !DILocation(line: 25, column: 5, scope: !73)
!131 = !DILocation(line: 9, column: 27, scope: !76, inlinedAt: !130)
!132 = !DILocation(line: 10, column: 10, scope: !76, inlinedAt: !130)
!133 = distinct !{!133, !129, !134, !83, !85}
!134 = !DILocation(line: 10, column: 13, scope: !70, inlinedAt: !130)
!135 = !DILocation(line: 0, scope: !70, inlinedAt: !130)
!136 = !DILocation(line: 10, column: 5, scope: !76, inlinedAt: !130)
!137 = !DILocation(line: 9, column: 21, scope: !76, inlinedAt: !130)
!138 = distinct !{!138, !129, !134, !83, !104, !85}
!139 = !DILocation(line: 14, column: 3, scope: !87, inlinedAt: !140)
!140 = distinct !DILocation(line: 25, column: 5, scope: !73)
!141 = !DILocation(line: 14, column: 27, scope: !94, inlinedAt: !140)
!142 = !DILocation(line: 15, column: 13, scope: !94, inlinedAt: !140)
!143 = !DILocation(line: 15, column: 10, scope: !94, inlinedAt: !140)
!144 = distinct !{!144, !139, !145, !83, !85}
!145 = !DILocation(line: 15, column: 16, scope: !87, inlinedAt: !140)
!146 = !DILocation(line: 0, scope: !87, inlinedAt: !140)
!147 = !DILocation(line: 15, column: 5, scope: !94, inlinedAt: !140)
!148 = !DILocation(line: 14, column: 21, scope: !94, inlinedAt: !140)
!149 = distinct !{!149, !139, !145, !83, !104, !85}
!150 = !DILocation(line: 26, column: 22, scope: !31)
!151 = !DILocation(line: 26, column: 18, scope: !31)
!152 = !DILocation(line: 26, column: 3, scope: !31)
!153 = !DILocation(line: 27, column: 3, scope: !31)
