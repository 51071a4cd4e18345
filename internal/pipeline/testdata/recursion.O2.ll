; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"%.1f %.1f %ld %d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !44
  %3 = icmp sgt i32 %0, 1, !dbg !45
  br i1 %3, label %4, label %27, !dbg !46

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !47
  %6 = load i8*, i8** %5, align 8, !dbg !47, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %6, metadata !52, metadata !DIExpression()) #9, !dbg !60
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !62
  %8 = trunc i64 %7 to i32, !dbg !63
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !44
  %9 = icmp eq i32 %0, 2, !dbg !64
  br i1 %9, label %27, label %10, !dbg !65

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !66
  %12 = load i8*, i8** %11, align 8, !dbg !66, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %12, metadata !52, metadata !DIExpression()) #9, !dbg !67
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #9, !dbg !69
  %14 = trunc i64 %13 to i32, !dbg !70
  call void @llvm.dbg.value(metadata i32 %14, metadata !25, metadata !DIExpression()), !dbg !44
  %15 = icmp ugt i32 %0, 3, !dbg !71
  br i1 %15, label %16, label %27, !dbg !72

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !73
  %18 = load i8*, i8** %17, align 8, !dbg !73, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %18, metadata !52, metadata !DIExpression()) #9, !dbg !74
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #9, !dbg !76
  %20 = trunc i64 %19 to i32, !dbg !77
  call void @llvm.dbg.value(metadata i32 %20, metadata !26, metadata !DIExpression()), !dbg !44
  %21 = icmp eq i32 %0, 4, !dbg !78
  br i1 %21, label %27, label %22, !dbg !79

22:                                               ; preds = %16
  %23 = getelementptr inbounds i8*, i8** %1, i64 4, !dbg !80
  %24 = load i8*, i8** %23, align 8, !dbg !80, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %24, metadata !52, metadata !DIExpression()) #9, !dbg !81
  %25 = tail call i64 @strtol(i8* nocapture noundef nonnull %24, i8** noundef null, i32 noundef 10) #9, !dbg !83
  %26 = trunc i64 %25 to i32, !dbg !84
  br label %27, !dbg !79

27:                                               ; preds = %2, %4, %10, %16, %22
  %28 = phi i32 [ %20, %22 ], [ %20, %16 ], [ 20, %10 ], [ 20, %4 ], [ 20, %2 ]
  %29 = phi i32 [ %8, %22 ], [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 10000, %2 ]
  %30 = phi i32 [ %14, %22 ], [ %14, %16 ], [ %14, %10 ], [ 100, %4 ], [ 100, %2 ]
  %31 = phi i32 [ %26, %22 ], [ 3, %16 ], [ 3, %10 ], [ 3, %4 ], [ 3, %2 ], !dbg !79
  call void @llvm.dbg.value(metadata i32 %31, metadata !27, metadata !DIExpression()), !dbg !44
  %32 = sext i32 %29 to i64, !dbg !85
  %33 = shl nsw i64 %32, 3, !dbg !86
  %34 = tail call noalias i8* @malloc(i64 noundef %33) #9, !dbg !87
  %35 = bitcast i8* %34 to double*, !dbg !87
  call void @llvm.dbg.value(metadata double* %35, metadata !28, metadata !DIExpression()), !dbg !44
  %36 = sext i32 %30 to i64, !dbg !88
  %37 = shl nsw i64 %36, 3, !dbg !89
  %38 = mul i64 %37, %36, !dbg !90
  %39 = tail call noalias i8* @malloc(i64 noundef %38) #9, !dbg !91
  %40 = bitcast i8* %39 to double*, !dbg !91
  call void @llvm.dbg.value(metadata double* %40, metadata !31, metadata !DIExpression()), !dbg !44
  %41 = tail call noalias i8* @malloc(i64 noundef %38) #9, !dbg !92
  %42 = bitcast i8* %41 to double*, !dbg !92
  call void @llvm.dbg.value(metadata double* %42, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !93
  %43 = icmp sgt i32 %29, 0, !dbg !94
  br i1 %43, label %44, label %102, !dbg !96

44:                                               ; preds = %27
  %45 = zext i32 %29 to i64, !dbg !94
  %46 = icmp ult i32 %29, 4, !dbg !96
  br i1 %46, label %100, label %47, !dbg !96

47:                                               ; preds = %44
  %48 = and i64 %45, 4294967292, !dbg !96
  %49 = add nsw i64 %48, -4, !dbg !96
  %50 = lshr exact i64 %49, 2, !dbg !96
  %51 = add nuw nsw i64 %50, 1, !dbg !96
  %52 = and i64 %51, 1, !dbg !96
  %53 = icmp eq i64 %49, 0, !dbg !96
  br i1 %53, label %84, label %54, !dbg !96

54:                                               ; preds = %47
  %55 = and i64 %51, 9223372036854775806, !dbg !96
  br label %56, !dbg !96

56:                                               ; preds = %56, %54
  %57 = phi i64 [ 0, %54 ], [ %80, %56 ], !dbg !97
  %58 = phi <2 x i32> [ <i32 0, i32 1>, %54 ], [ %81, %56 ], !dbg !98
  %59 = phi i64 [ 0, %54 ], [ %82, %56 ]
  %60 = add <2 x i32> %58, <i32 2, i32 2>, !dbg !98
  %61 = sitofp <2 x i32> %58 to <2 x double>, !dbg !98
  %62 = sitofp <2 x i32> %60 to <2 x double>, !dbg !98
  %63 = fmul <2 x double> %61, <double 5.000000e-01, double 5.000000e-01>, !dbg !99
  %64 = fmul <2 x double> %62, <double 5.000000e-01, double 5.000000e-01>, !dbg !99
  %65 = getelementptr inbounds double, double* %35, i64 %57, !dbg !97
  %66 = bitcast double* %65 to <2 x double>*, !dbg !100
  store <2 x double> %63, <2 x double>* %66, align 8, !dbg !100, !tbaa !101
  %67 = getelementptr inbounds double, double* %65, i64 2, !dbg !100
  %68 = bitcast double* %67 to <2 x double>*, !dbg !100
  store <2 x double> %64, <2 x double>* %68, align 8, !dbg !100, !tbaa !101
  %69 = or i64 %57, 4, !dbg !97
  %70 = add <2 x i32> %58, <i32 4, i32 4>, !dbg !98
  %71 = add <2 x i32> %58, <i32 6, i32 6>, !dbg !98
  %72 = sitofp <2 x i32> %70 to <2 x double>, !dbg !98
  %73 = sitofp <2 x i32> %71 to <2 x double>, !dbg !98
  %74 = fmul <2 x double> %72, <double 5.000000e-01, double 5.000000e-01>, !dbg !99
  %75 = fmul <2 x double> %73, <double 5.000000e-01, double 5.000000e-01>, !dbg !99
  %76 = getelementptr inbounds double, double* %35, i64 %69, !dbg !97
  %77 = bitcast double* %76 to <2 x double>*, !dbg !100
  store <2 x double> %74, <2 x double>* %77, align 8, !dbg !100, !tbaa !101
  %78 = getelementptr inbounds double, double* %76, i64 2, !dbg !100
  %79 = bitcast double* %78 to <2 x double>*, !dbg !100
  store <2 x double> %75, <2 x double>* %79, align 8, !dbg !100, !tbaa !101
  %80 = add nuw i64 %57, 8, !dbg !97
  %81 = add <2 x i32> %58, <i32 8, i32 8>, !dbg !98
  %82 = add i64 %59, 2, !dbg !97
  %83 = icmp eq i64 %82, %55, !dbg !97
  br i1 %83, label %84, label %56, !dbg !97, !llvm.loop !103

84:                                               ; preds = %56, %47
  %85 = phi i64 [ 0, %47 ], [ %80, %56 ]
  %86 = phi <2 x i32> [ <i32 0, i32 1>, %47 ], [ %81, %56 ]
  %87 = icmp eq i64 %52, 0, !dbg !97
  br i1 %87, label %98, label %88, !dbg !97

88:                                               ; preds = %84
  %89 = add <2 x i32> %86, <i32 2, i32 2>, !dbg !98
  %90 = sitofp <2 x i32> %86 to <2 x double>, !dbg !98
  %91 = sitofp <2 x i32> %89 to <2 x double>, !dbg !98
  %92 = fmul <2 x double> %90, <double 5.000000e-01, double 5.000000e-01>, !dbg !99
  %93 = fmul <2 x double> %91, <double 5.000000e-01, double 5.000000e-01>, !dbg !99
  %94 = getelementptr inbounds double, double* %35, i64 %85, !dbg !97
  %95 = bitcast double* %94 to <2 x double>*, !dbg !100
  store <2 x double> %92, <2 x double>* %95, align 8, !dbg !100, !tbaa !101
  %96 = getelementptr inbounds double, double* %94, i64 2, !dbg !100
  %97 = bitcast double* %96 to <2 x double>*, !dbg !100
  store <2 x double> %93, <2 x double>* %97, align 8, !dbg !100, !tbaa !101
  br label %98, !dbg !96

98:                                               ; preds = %84, %88
  %99 = icmp eq i64 %48, %45, !dbg !96
  br i1 %99, label %102, label %100, !dbg !96

100:                                              ; preds = %44, %98
  %101 = phi i64 [ 0, %44 ], [ %48, %98 ]
  br label %157, !dbg !96

102:                                              ; preds = %157, %98, %27
  %103 = mul i32 %30, %30
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !107
  %104 = icmp eq i32 %103, 0, !dbg !108
  br i1 %104, label %165, label %105, !dbg !110

105:                                              ; preds = %102
  %106 = zext i32 %103 to i64, !dbg !108
  %107 = icmp ult i32 %103, 4, !dbg !110
  br i1 %107, label %155, label %108, !dbg !110

108:                                              ; preds = %105
  %109 = and i64 %106, 4294967292, !dbg !110
  %110 = add nsw i64 %109, -4, !dbg !110
  %111 = lshr exact i64 %110, 2, !dbg !110
  %112 = add nuw nsw i64 %111, 1, !dbg !110
  %113 = and i64 %112, 1, !dbg !110
  %114 = icmp eq i64 %110, 0, !dbg !110
  br i1 %114, label %141, label %115, !dbg !110

115:                                              ; preds = %108
  %116 = and i64 %112, 9223372036854775806, !dbg !110
  br label %117, !dbg !110

117:                                              ; preds = %117, %115
  %118 = phi i64 [ 0, %115 ], [ %137, %117 ], !dbg !111
  %119 = phi <2 x i32> [ <i32 0, i32 1>, %115 ], [ %138, %117 ], !dbg !112
  %120 = phi i64 [ 0, %115 ], [ %139, %117 ]
  %121 = add <2 x i32> %119, <i32 2, i32 2>, !dbg !112
  %122 = sitofp <2 x i32> %119 to <2 x double>, !dbg !112
  %123 = sitofp <2 x i32> %121 to <2 x double>, !dbg !112
  %124 = getelementptr inbounds double, double* %40, i64 %118, !dbg !111
  %125 = bitcast double* %124 to <2 x double>*, !dbg !113
  store <2 x double> %122, <2 x double>* %125, align 8, !dbg !113, !tbaa !101
  %126 = getelementptr inbounds double, double* %124, i64 2, !dbg !113
  %127 = bitcast double* %126 to <2 x double>*, !dbg !113
  store <2 x double> %123, <2 x double>* %127, align 8, !dbg !113, !tbaa !101
  %128 = or i64 %118, 4, !dbg !111
  %129 = add <2 x i32> %119, <i32 4, i32 4>, !dbg !112
  %130 = add <2 x i32> %119, <i32 6, i32 6>, !dbg !112
  %131 = sitofp <2 x i32> %129 to <2 x double>, !dbg !112
  %132 = sitofp <2 x i32> %130 to <2 x double>, !dbg !112
  %133 = getelementptr inbounds double, double* %40, i64 %128, !dbg !111
  %134 = bitcast double* %133 to <2 x double>*, !dbg !113
  store <2 x double> %131, <2 x double>* %134, align 8, !dbg !113, !tbaa !101
  %135 = getelementptr inbounds double, double* %133, i64 2, !dbg !113
  %136 = bitcast double* %135 to <2 x double>*, !dbg !113
  store <2 x double> %132, <2 x double>* %136, align 8, !dbg !113, !tbaa !101
  %137 = add nuw i64 %118, 8, !dbg !111
  %138 = add <2 x i32> %119, <i32 8, i32 8>, !dbg !112
  %139 = add i64 %120, 2, !dbg !111
  %140 = icmp eq i64 %139, %116, !dbg !111
  br i1 %140, label %141, label %117, !dbg !111, !llvm.loop !114

141:                                              ; preds = %117, %108
  %142 = phi i64 [ 0, %108 ], [ %137, %117 ]
  %143 = phi <2 x i32> [ <i32 0, i32 1>, %108 ], [ %138, %117 ]
  %144 = icmp eq i64 %113, 0, !dbg !111
  br i1 %144, label %153, label %145, !dbg !111

145:                                              ; preds = %141
  %146 = add <2 x i32> %143, <i32 2, i32 2>, !dbg !112
  %147 = sitofp <2 x i32> %143 to <2 x double>, !dbg !112
  %148 = sitofp <2 x i32> %146 to <2 x double>, !dbg !112
  %149 = getelementptr inbounds double, double* %40, i64 %142, !dbg !111
  %150 = bitcast double* %149 to <2 x double>*, !dbg !113
  store <2 x double> %147, <2 x double>* %150, align 8, !dbg !113, !tbaa !101
  %151 = getelementptr inbounds double, double* %149, i64 2, !dbg !113
  %152 = bitcast double* %151 to <2 x double>*, !dbg !113
  store <2 x double> %148, <2 x double>* %152, align 8, !dbg !113, !tbaa !101
  br label %153, !dbg !110

153:                                              ; preds = %141, %145
  %154 = icmp eq i64 %109, %106, !dbg !110
  br i1 %154, label %165, label %155, !dbg !110

155:                                              ; preds = %105, %153
  %156 = phi i64 [ 0, %105 ], [ %109, %153 ]
  br label %174, !dbg !110

157:                                              ; preds = %100, %157
  %158 = phi i64 [ %163, %157 ], [ %101, %100 ]
  call void @llvm.dbg.value(metadata i64 %158, metadata !33, metadata !DIExpression()), !dbg !93
  %159 = trunc i64 %158 to i32, !dbg !98
  %160 = sitofp i32 %159 to double, !dbg !98
  %161 = fmul double %160, 5.000000e-01, !dbg !99
  %162 = getelementptr inbounds double, double* %35, i64 %158, !dbg !116
  store double %161, double* %162, align 8, !dbg !100, !tbaa !101
  %163 = add nuw nsw i64 %158, 1, !dbg !97
  call void @llvm.dbg.value(metadata i64 %163, metadata !33, metadata !DIExpression()), !dbg !93
  %164 = icmp eq i64 %163, %45, !dbg !94
  br i1 %164, label %102, label %157, !dbg !96, !llvm.loop !117

165:                                              ; preds = %174, %153, %102
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !119
  %166 = icmp sgt i32 %31, 0, !dbg !120
  br i1 %166, label %167, label %191, !dbg !122

167:                                              ; preds = %165
  %168 = tail call fastcc double @rsum(double* noundef %35, i32 noundef 0, i32 noundef %29), !dbg !44
  %169 = add i32 %31, -1, !dbg !122
  %170 = and i32 %31, 7, !dbg !122
  %171 = icmp ult i32 %169, 7, !dbg !122
  br i1 %171, label %181, label %172, !dbg !122

172:                                              ; preds = %167
  %173 = and i32 %31, -8, !dbg !122
  br label %225, !dbg !122

174:                                              ; preds = %155, %174
  %175 = phi i64 [ %179, %174 ], [ %156, %155 ]
  call void @llvm.dbg.value(metadata i64 %175, metadata !35, metadata !DIExpression()), !dbg !107
  %176 = trunc i64 %175 to i32, !dbg !112
  %177 = sitofp i32 %176 to double, !dbg !112
  %178 = getelementptr inbounds double, double* %40, i64 %175, !dbg !123
  store double %177, double* %178, align 8, !dbg !113, !tbaa !101
  %179 = add nuw nsw i64 %175, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %179, metadata !35, metadata !DIExpression()), !dbg !107
  %180 = icmp eq i64 %179, %106, !dbg !108
  br i1 %180, label %165, label %174, !dbg !110, !llvm.loop !124

181:                                              ; preds = %225, %167
  %182 = phi double [ undef, %167 ], [ %235, %225 ]
  %183 = phi double [ 0.000000e+00, %167 ], [ %235, %225 ]
  %184 = icmp eq i32 %170, 0, !dbg !122
  br i1 %184, label %191, label %185, !dbg !122

185:                                              ; preds = %181, %185
  %186 = phi double [ %188, %185 ], [ %183, %181 ]
  %187 = phi i32 [ %189, %185 ], [ 0, %181 ]
  call void @llvm.dbg.value(metadata double %186, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression()), !dbg !119
  %188 = fadd double %186, %168, !dbg !125
  call void @llvm.dbg.value(metadata double %188, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !119
  %189 = add i32 %187, 1, !dbg !122
  %190 = icmp eq i32 %189, %170, !dbg !122
  br i1 %190, label %191, label %185, !dbg !122, !llvm.loop !126

191:                                              ; preds = %181, %185, %165
  %192 = phi double [ 0.000000e+00, %165 ], [ %182, %181 ], [ %188, %185 ], !dbg !44
  tail call fastcc void @transpose(double* noundef %42, double* noundef %40, i32 noundef %30, i32 noundef 0, i32 noundef %30, i32 noundef 0, i32 noundef %30), !dbg !128
  %193 = tail call fastcc i64 @fib(i32 noundef %28), !dbg !129
  call void @llvm.dbg.value(metadata i64 %193, metadata !40, metadata !DIExpression()), !dbg !44
  br label %194, !dbg !130

194:                                              ; preds = %196, %191
  %195 = phi i32 [ %29, %191 ], [ %197, %196 ]
  call void @llvm.dbg.value(metadata i32 %195, metadata !139, metadata !DIExpression()), !dbg !141
  switch i32 %195, label %196 [
    i32 0, label %198
    i32 1, label %199
  ], !dbg !142

196:                                              ; preds = %194
  %197 = add nsw i32 %195, -2, !dbg !143
  br label %194, !dbg !130

198:                                              ; preds = %194
  br label %199, !dbg !144

199:                                              ; preds = %194, %198
  %200 = phi i32 [ 1, %198 ], [ 0, %194 ], !dbg !141
  call void @llvm.dbg.value(metadata i32 %200, metadata !42, metadata !DIExpression()), !dbg !44
  %201 = sitofp i32 %29 to double, !dbg !144
  %202 = fmul double %201, 2.500000e-01, !dbg !145
  br label %203, !dbg !146

203:                                              ; preds = %217, %199
  %204 = phi i32 [ %218, %217 ], [ 0, %199 ]
  %205 = phi i32 [ %207, %217 ], [ %29, %199 ]
  br label %206, !dbg !160

206:                                              ; preds = %209, %203
  %207 = phi i32 [ %212, %209 ], [ %205, %203 ]
  call void @llvm.dbg.value(metadata double* %35, metadata !154, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %204, metadata !155, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %207, metadata !156, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata double %202, metadata !157, metadata !DIExpression()), !dbg !161
  %208 = icmp sgt i32 %207, %204, !dbg !162
  br i1 %208, label %209, label %219, !dbg !160

209:                                              ; preds = %206
  %210 = sub nsw i32 %207, %204, !dbg !164
  %211 = sdiv i32 %210, 2, !dbg !165
  %212 = add nsw i32 %211, %204, !dbg !166
  call void @llvm.dbg.value(metadata i32 %212, metadata !158, metadata !DIExpression()), !dbg !161
  %213 = sext i32 %212 to i64, !dbg !167
  %214 = getelementptr inbounds double, double* %35, i64 %213, !dbg !167
  %215 = load double, double* %214, align 8, !dbg !167, !tbaa !101
  %216 = fcmp olt double %215, %202, !dbg !168
  br i1 %216, label %217, label %206, !dbg !169

217:                                              ; preds = %209
  %218 = add nsw i32 %212, 1, !dbg !170
  br label %203, !dbg !146

219:                                              ; preds = %206
  call void @llvm.dbg.value(metadata i32 %204, metadata !43, metadata !DIExpression()), !dbg !44
  %220 = add nsw i32 %30, -1, !dbg !171
  %221 = sext i32 %220 to i64, !dbg !172
  %222 = getelementptr inbounds double, double* %42, i64 %221, !dbg !172
  %223 = load double, double* %222, align 8, !dbg !172, !tbaa !101
  %224 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), double noundef %192, double noundef %223, i64 noundef %193, i32 noundef %200, i32 noundef %204), !dbg !173
  tail call void @free(i8* noundef %34) #9, !dbg !174
  tail call void @free(i8* noundef %39) #9, !dbg !175
  tail call void @free(i8* noundef %41) #9, !dbg !176
  ret i32 0, !dbg !177

225:                                              ; preds = %225, %172
  %226 = phi double [ 0.000000e+00, %172 ], [ %235, %225 ]
  %227 = phi i32 [ 0, %172 ], [ %236, %225 ]
  call void @llvm.dbg.value(metadata double %226, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression()), !dbg !119
  %228 = fadd double %226, %168, !dbg !125
  call void @llvm.dbg.value(metadata double %228, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata double %228, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !119
  %229 = fadd double %228, %168, !dbg !125
  call void @llvm.dbg.value(metadata double %229, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata double %229, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !119
  %230 = fadd double %229, %168, !dbg !125
  call void @llvm.dbg.value(metadata double %230, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata double %230, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !119
  %231 = fadd double %230, %168, !dbg !125
  call void @llvm.dbg.value(metadata double %231, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata double %231, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !119
  %232 = fadd double %231, %168, !dbg !125
  call void @llvm.dbg.value(metadata double %232, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata double %232, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !119
  %233 = fadd double %232, %168, !dbg !125
  call void @llvm.dbg.value(metadata double %233, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata double %233, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !119
  %234 = fadd double %233, %168, !dbg !125
  call void @llvm.dbg.value(metadata double %234, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata double %234, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !119
  %235 = fadd double %234, %168, !dbg !125
  call void @llvm.dbg.value(metadata double %235, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 poison, metadata !38, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !119
  %236 = add i32 %227, 8, !dbg !122
  %237 = icmp eq i32 %236, %173, !dbg !122
  br i1 %237, label %181, label %225, !dbg !122, !llvm.loop !178
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc double @rsum(double* noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 !dbg !180 {
  call void @llvm.dbg.value(metadata double* %0, metadata !184, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 %1, metadata !185, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 %2, metadata !186, metadata !DIExpression()), !dbg !193
  %4 = sub nsw i32 %2, %1, !dbg !194
  %5 = icmp slt i32 %4, 17, !dbg !195
  br i1 %5, label %6, label %69, !dbg !196

6:                                                ; preds = %3
  call void @llvm.dbg.value(metadata i32 %1, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !187, metadata !DIExpression()), !dbg !198
  %7 = icmp sgt i32 %2, %1, !dbg !199
  br i1 %7, label %8, label %67, !dbg !201

8:                                                ; preds = %6
  %9 = sext i32 %1 to i64, !dbg !201
  %10 = sext i32 %2 to i64, !dbg !199
  %11 = sub nsw i64 %10, %9, !dbg !201
  %12 = xor i64 %9, -1, !dbg !201
  %13 = add nsw i64 %12, %10, !dbg !201
  %14 = and i64 %11, 7, !dbg !201
  %15 = icmp eq i64 %14, 0, !dbg !201
  br i1 %15, label %26, label %16, !dbg !201

16:                                               ; preds = %8, %16
  %17 = phi i64 [ %23, %16 ], [ %9, %8 ]
  %18 = phi double [ %22, %16 ], [ 0.000000e+00, %8 ]
  %19 = phi i64 [ %24, %16 ], [ 0, %8 ]
  call void @llvm.dbg.value(metadata i64 %17, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double %18, metadata !187, metadata !DIExpression()), !dbg !198
  %20 = getelementptr inbounds double, double* %0, i64 %17, !dbg !202
  %21 = load double, double* %20, align 8, !dbg !202, !tbaa !101
  %22 = fadd double %18, %21, !dbg !203
  call void @llvm.dbg.value(metadata double %22, metadata !187, metadata !DIExpression()), !dbg !198
  %23 = add nsw i64 %17, 1, !dbg !204
  call void @llvm.dbg.value(metadata i64 %23, metadata !190, metadata !DIExpression()), !dbg !197
  %24 = add i64 %19, 1, !dbg !201
  %25 = icmp eq i64 %24, %14, !dbg !201
  br i1 %25, label %26, label %16, !dbg !201, !llvm.loop !205

26:                                               ; preds = %16, %8
  %27 = phi double [ undef, %8 ], [ %22, %16 ]
  %28 = phi i64 [ %9, %8 ], [ %23, %16 ]
  %29 = phi double [ 0.000000e+00, %8 ], [ %22, %16 ]
  %30 = icmp ult i64 %13, 7, !dbg !201
  br i1 %30, label %67, label %31, !dbg !201

31:                                               ; preds = %26, %31
  %32 = phi i64 [ %65, %31 ], [ %28, %26 ]
  %33 = phi double [ %64, %31 ], [ %29, %26 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double %33, metadata !187, metadata !DIExpression()), !dbg !198
  %34 = getelementptr inbounds double, double* %0, i64 %32, !dbg !202
  %35 = load double, double* %34, align 8, !dbg !202, !tbaa !101
  %36 = fadd double %33, %35, !dbg !203
  call void @llvm.dbg.value(metadata double %36, metadata !187, metadata !DIExpression()), !dbg !198
  %37 = add nsw i64 %32, 1, !dbg !204
  call void @llvm.dbg.value(metadata i64 %37, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i64 %37, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double %36, metadata !187, metadata !DIExpression()), !dbg !198
  %38 = getelementptr inbounds double, double* %0, i64 %37, !dbg !202
  %39 = load double, double* %38, align 8, !dbg !202, !tbaa !101
  %40 = fadd double %36, %39, !dbg !203
  call void @llvm.dbg.value(metadata double %40, metadata !187, metadata !DIExpression()), !dbg !198
  %41 = add nsw i64 %32, 2, !dbg !204
  call void @llvm.dbg.value(metadata i64 %41, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i64 %41, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double %40, metadata !187, metadata !DIExpression()), !dbg !198
  %42 = getelementptr inbounds double, double* %0, i64 %41, !dbg !202
  %43 = load double, double* %42, align 8, !dbg !202, !tbaa !101
  %44 = fadd double %40, %43, !dbg !203
  call void @llvm.dbg.value(metadata double %44, metadata !187, metadata !DIExpression()), !dbg !198
  %45 = add nsw i64 %32, 3, !dbg !204
  call void @llvm.dbg.value(metadata i64 %45, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i64 %45, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double %44, metadata !187, metadata !DIExpression()), !dbg !198
  %46 = getelementptr inbounds double, double* %0, i64 %45, !dbg !202
  %47 = load double, double* %46, align 8, !dbg !202, !tbaa !101
  %48 = fadd double %44, %47, !dbg !203
  call void @llvm.dbg.value(metadata double %48, metadata !187, metadata !DIExpression()), !dbg !198
  %49 = add nsw i64 %32, 4, !dbg !204
  call void @llvm.dbg.value(metadata i64 %49, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i64 %49, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double %48, metadata !187, metadata !DIExpression()), !dbg !198
  %50 = getelementptr inbounds double, double* %0, i64 %49, !dbg !202
  %51 = load double, double* %50, align 8, !dbg !202, !tbaa !101
  %52 = fadd double %48, %51, !dbg !203
  call void @llvm.dbg.value(metadata double %52, metadata !187, metadata !DIExpression()), !dbg !198
  %53 = add nsw i64 %32, 5, !dbg !204
  call void @llvm.dbg.value(metadata i64 %53, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i64 %53, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double %52, metadata !187, metadata !DIExpression()), !dbg !198
  %54 = getelementptr inbounds double, double* %0, i64 %53, !dbg !202
  %55 = load double, double* %54, align 8, !dbg !202, !tbaa !101
  %56 = fadd double %52, %55, !dbg !203
  call void @llvm.dbg.value(metadata double %56, metadata !187, metadata !DIExpression()), !dbg !198
  %57 = add nsw i64 %32, 6, !dbg !204
  call void @llvm.dbg.value(metadata i64 %57, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i64 %57, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double %56, metadata !187, metadata !DIExpression()), !dbg !198
  %58 = getelementptr inbounds double, double* %0, i64 %57, !dbg !202
  %59 = load double, double* %58, align 8, !dbg !202, !tbaa !101
  %60 = fadd double %56, %59, !dbg !203
  call void @llvm.dbg.value(metadata double %60, metadata !187, metadata !DIExpression()), !dbg !198
  %61 = add nsw i64 %32, 7, !dbg !204
  call void @llvm.dbg.value(metadata i64 %61, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i64 %61, metadata !190, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double %60, metadata !187, metadata !DIExpression()), !dbg !198
  %62 = getelementptr inbounds double, double* %0, i64 %61, !dbg !202
  %63 = load double, double* %62, align 8, !dbg !202, !tbaa !101
  %64 = fadd double %60, %63, !dbg !203
  call void @llvm.dbg.value(metadata double %64, metadata !187, metadata !DIExpression()), !dbg !198
  %65 = add nsw i64 %32, 8, !dbg !204
  call void @llvm.dbg.value(metadata i64 %65, metadata !190, metadata !DIExpression()), !dbg !197
  %66 = icmp eq i64 %65, %10, !dbg !199
  br i1 %66, label %67, label %31, !dbg !201, !llvm.loop !206

67:                                               ; preds = %26, %31, %6, %69
  %68 = phi double [ %74, %69 ], [ 0.000000e+00, %6 ], [ %27, %26 ], [ %64, %31 ]
  ret double %68, !dbg !208

69:                                               ; preds = %3
  %70 = lshr i32 %4, 1, !dbg !209
  %71 = add nsw i32 %70, %1, !dbg !210
  call void @llvm.dbg.value(metadata i32 %71, metadata !192, metadata !DIExpression()), !dbg !193
  %72 = tail call fastcc double @rsum(double* noundef %0, i32 noundef %1, i32 noundef %71), !dbg !211
  %73 = tail call fastcc double @rsum(double* noundef %0, i32 noundef %71, i32 noundef %2), !dbg !212
  %74 = fadd double %72, %73, !dbg !213
  br label %67
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @transpose(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) unnamed_addr #3 !dbg !214 {
  %8 = sub nsw i32 %4, %3
  call void @llvm.dbg.value(metadata double* %0, metadata !218, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata double* %1, metadata !219, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %2, metadata !220, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %3, metadata !221, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %4, metadata !222, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %5, metadata !223, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %6, metadata !224, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %8, metadata !225, metadata !DIExpression()), !dbg !239
  %9 = sub nsw i32 %6, %5, !dbg !240
  call void @llvm.dbg.value(metadata i32 %9, metadata !226, metadata !DIExpression()), !dbg !239
  %10 = mul nsw i32 %9, %8, !dbg !241
  %11 = icmp slt i32 %10, 65, !dbg !242
  br i1 %11, label %17, label %12, !dbg !243

12:                                               ; preds = %7, %158
  %13 = phi i32 [ %162, %158 ], [ %9, %7 ]
  %14 = phi i32 [ %161, %158 ], [ %8, %7 ]
  %15 = phi i32 [ %156, %158 ], [ %5, %7 ]
  %16 = phi i32 [ %160, %158 ], [ %3, %7 ]
  call void @llvm.dbg.value(metadata i32 %15, metadata !223, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %16, metadata !221, metadata !DIExpression()), !dbg !239
  br label %154, !dbg !243

17:                                               ; preds = %158, %165, %7
  %18 = phi i32 [ %3, %7 ], [ %16, %165 ], [ %160, %158 ]
  %19 = phi i32 [ %5, %7 ], [ %167, %165 ], [ %156, %158 ]
  call void @llvm.dbg.value(metadata i32 %18, metadata !227, metadata !DIExpression()), !dbg !244
  %20 = icmp slt i32 %18, %4, !dbg !245
  br i1 %20, label %21, label %171, !dbg !246

21:                                               ; preds = %17
  %22 = icmp slt i32 %19, %6
  %23 = sext i32 %19 to i64, !dbg !246
  %24 = sext i32 %2 to i64, !dbg !246
  %25 = sext i32 %18 to i64, !dbg !246
  %26 = sext i32 %4 to i64, !dbg !245
  %27 = sext i32 %6 to i64
  %28 = add nsw i64 %23, %25, !dbg !246
  %29 = add nsw i64 %25, %27, !dbg !246
  %30 = add nsw i64 %25, %23, !dbg !246
  %31 = sub nsw i64 %27, %23, !dbg !246
  %32 = add nsw i64 %31, -4, !dbg !246
  %33 = lshr i64 %32, 2, !dbg !246
  %34 = add nuw nsw i64 %33, 1, !dbg !246
  %35 = icmp ugt i64 %31, 3
  %36 = icmp eq i32 %2, 1
  %37 = and i1 %35, %36
  %38 = and i64 %31, -4
  %39 = add nsw i64 %38, %23
  %40 = and i64 %34, 1
  %41 = icmp ult i64 %32, 4
  %42 = and i64 %34, 9223372036854775806
  %43 = icmp eq i64 %40, 0
  %44 = icmp eq i64 %31, %38
  %45 = sub nsw i64 0, %27
  br label %46, !dbg !246

46:                                               ; preds = %21, %133
  %47 = phi i64 [ 0, %21 ], [ %136, %133 ]
  %48 = phi i64 [ %25, %21 ], [ %134, %133 ]
  call void @llvm.dbg.value(metadata i64 %48, metadata !227, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata i32 %19, metadata !231, metadata !DIExpression()), !dbg !247
  %49 = add i64 %28, %47, !dbg !248
  %50 = getelementptr double, double* %0, i64 %49, !dbg !248
  %51 = add i64 %29, %47, !dbg !248
  %52 = getelementptr double, double* %0, i64 %51, !dbg !248
  %53 = add i64 %30, %47, !dbg !248
  %54 = getelementptr double, double* %1, i64 %53, !dbg !248
  %55 = getelementptr double, double* %1, i64 %51, !dbg !248
  br i1 %22, label %56, label %133, !dbg !248

56:                                               ; preds = %46
  %57 = mul nsw i64 %48, %24
  br i1 %37, label %58, label %116, !dbg !248

58:                                               ; preds = %56
  %59 = icmp ult double* %50, %55, !dbg !248
  %60 = icmp ult double* %54, %52, !dbg !248
  %61 = and i1 %59, %60, !dbg !248
  br i1 %61, label %116, label %62

62:                                               ; preds = %58
  br i1 %41, label %98, label %63, !dbg !248

63:                                               ; preds = %62, %63
  %64 = phi i64 [ %95, %63 ], [ 0, %62 ]
  %65 = phi i64 [ %96, %63 ], [ 0, %62 ]
  %66 = add i64 %64, %23
  %67 = add nsw i64 %66, %57, !dbg !249
  %68 = getelementptr inbounds double, double* %1, i64 %67, !dbg !251
  %69 = bitcast double* %68 to <2 x double>*, !dbg !251
  %70 = load <2 x double>, <2 x double>* %69, align 8, !dbg !251, !tbaa !101, !alias.scope !252
  %71 = getelementptr inbounds double, double* %68, i64 2, !dbg !251
  %72 = bitcast double* %71 to <2 x double>*, !dbg !251
  %73 = load <2 x double>, <2 x double>* %72, align 8, !dbg !251, !tbaa !101, !alias.scope !252
  %74 = mul nsw i64 %66, %24, !dbg !255
  %75 = add nsw i64 %74, %48, !dbg !256
  %76 = getelementptr inbounds double, double* %0, i64 %75, !dbg !257
  %77 = bitcast double* %76 to <2 x double>*, !dbg !258
  store <2 x double> %70, <2 x double>* %77, align 8, !dbg !258, !tbaa !101, !alias.scope !259, !noalias !252
  %78 = getelementptr inbounds double, double* %76, i64 2, !dbg !258
  %79 = bitcast double* %78 to <2 x double>*, !dbg !258
  store <2 x double> %73, <2 x double>* %79, align 8, !dbg !258, !tbaa !101, !alias.scope !259, !noalias !252
  %80 = or i64 %64, 4
  %81 = add i64 %80, %23
  %82 = add nsw i64 %81, %57, !dbg !249
  %83 = getelementptr inbounds double, double* %1, i64 %82, !dbg !251
  %84 = bitcast double* %83 to <2 x double>*, !dbg !251
  %85 = load <2 x double>, <2 x double>* %84, align 8, !dbg !251, !tbaa !101, !alias.scope !252
  %86 = getelementptr inbounds double, double* %83, i64 2, !dbg !251
  %87 = bitcast double* %86 to <2 x double>*, !dbg !251
  %88 = load <2 x double>, <2 x double>* %87, align 8, !dbg !251, !tbaa !101, !alias.scope !252
  %89 = mul nsw i64 %81, %24, !dbg !255
  %90 = add nsw i64 %89, %48, !dbg !256
  %91 = getelementptr inbounds double, double* %0, i64 %90, !dbg !257
  %92 = bitcast double* %91 to <2 x double>*, !dbg !258
  store <2 x double> %85, <2 x double>* %92, align 8, !dbg !258, !tbaa !101, !alias.scope !259, !noalias !252
  %93 = getelementptr inbounds double, double* %91, i64 2, !dbg !258
  %94 = bitcast double* %93 to <2 x double>*, !dbg !258
  store <2 x double> %88, <2 x double>* %94, align 8, !dbg !258, !tbaa !101, !alias.scope !259, !noalias !252
  %95 = add nuw i64 %64, 8
  %96 = add i64 %65, 2
  %97 = icmp eq i64 %96, %42
  br i1 %97, label %98, label %63, !llvm.loop !261

98:                                               ; preds = %63, %62
  %99 = phi i64 [ 0, %62 ], [ %95, %63 ]
  br i1 %43, label %115, label %100

100:                                              ; preds = %98
  %101 = add i64 %99, %23
  %102 = add nsw i64 %101, %57, !dbg !249
  %103 = getelementptr inbounds double, double* %1, i64 %102, !dbg !251
  %104 = bitcast double* %103 to <2 x double>*, !dbg !251
  %105 = load <2 x double>, <2 x double>* %104, align 8, !dbg !251, !tbaa !101, !alias.scope !252
  %106 = getelementptr inbounds double, double* %103, i64 2, !dbg !251
  %107 = bitcast double* %106 to <2 x double>*, !dbg !251
  %108 = load <2 x double>, <2 x double>* %107, align 8, !dbg !251, !tbaa !101, !alias.scope !252
  %109 = mul nsw i64 %101, %24, !dbg !255
  %110 = add nsw i64 %109, %48, !dbg !256
  %111 = getelementptr inbounds double, double* %0, i64 %110, !dbg !257
  %112 = bitcast double* %111 to <2 x double>*, !dbg !258
  store <2 x double> %105, <2 x double>* %112, align 8, !dbg !258, !tbaa !101, !alias.scope !259, !noalias !252
  %113 = getelementptr inbounds double, double* %111, i64 2, !dbg !258
  %114 = bitcast double* %113 to <2 x double>*, !dbg !258
  store <2 x double> %108, <2 x double>* %114, align 8, !dbg !258, !tbaa !101, !alias.scope !259, !noalias !252
  br label %115, !dbg !248

115:                                              ; preds = %98, %100
  br i1 %44, label %133, label %116, !dbg !248

116:                                              ; preds = %58, %56, %115
  %117 = phi i64 [ %23, %58 ], [ %23, %56 ], [ %39, %115 ]
  %118 = sub nsw i64 %27, %117, !dbg !248
  %119 = xor i64 %117, -1, !dbg !248
  %120 = and i64 %118, 1, !dbg !248
  %121 = icmp eq i64 %120, 0, !dbg !248
  br i1 %121, label %130, label %122, !dbg !248

122:                                              ; preds = %116
  call void @llvm.dbg.value(metadata i64 %117, metadata !231, metadata !DIExpression()), !dbg !247
  %123 = add nsw i64 %117, %57, !dbg !249
  %124 = getelementptr inbounds double, double* %1, i64 %123, !dbg !251
  %125 = load double, double* %124, align 8, !dbg !251, !tbaa !101
  %126 = mul nsw i64 %117, %24, !dbg !255
  %127 = add nsw i64 %126, %48, !dbg !256
  %128 = getelementptr inbounds double, double* %0, i64 %127, !dbg !257
  store double %125, double* %128, align 8, !dbg !258, !tbaa !101
  %129 = add nsw i64 %117, 1, !dbg !263
  call void @llvm.dbg.value(metadata i64 %129, metadata !231, metadata !DIExpression()), !dbg !247
  br label %130, !dbg !248

130:                                              ; preds = %122, %116
  %131 = phi i64 [ %117, %116 ], [ %129, %122 ]
  %132 = icmp eq i64 %119, %45, !dbg !248
  br i1 %132, label %133, label %137, !dbg !248

133:                                              ; preds = %130, %137, %115, %46
  %134 = add nsw i64 %48, 1, !dbg !264
  call void @llvm.dbg.value(metadata i64 %134, metadata !227, metadata !DIExpression()), !dbg !244
  %135 = icmp eq i64 %134, %26, !dbg !245
  %136 = add i64 %47, 1, !dbg !246
  br i1 %135, label %171, label %46, !dbg !246, !llvm.loop !265

137:                                              ; preds = %130, %137
  %138 = phi i64 [ %152, %137 ], [ %131, %130 ]
  call void @llvm.dbg.value(metadata i64 %138, metadata !231, metadata !DIExpression()), !dbg !247
  %139 = add nsw i64 %138, %57, !dbg !249
  %140 = getelementptr inbounds double, double* %1, i64 %139, !dbg !251
  %141 = load double, double* %140, align 8, !dbg !251, !tbaa !101
  %142 = mul nsw i64 %138, %24, !dbg !255
  %143 = add nsw i64 %142, %48, !dbg !256
  %144 = getelementptr inbounds double, double* %0, i64 %143, !dbg !257
  store double %141, double* %144, align 8, !dbg !258, !tbaa !101
  %145 = add nsw i64 %138, 1, !dbg !263
  call void @llvm.dbg.value(metadata i64 %145, metadata !231, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i64 %145, metadata !231, metadata !DIExpression()), !dbg !247
  %146 = add nsw i64 %145, %57, !dbg !249
  %147 = getelementptr inbounds double, double* %1, i64 %146, !dbg !251
  %148 = load double, double* %147, align 8, !dbg !251, !tbaa !101
  %149 = mul nsw i64 %145, %24, !dbg !255
  %150 = add nsw i64 %149, %48, !dbg !256
  %151 = getelementptr inbounds double, double* %0, i64 %150, !dbg !257
  store double %148, double* %151, align 8, !dbg !258, !tbaa !101
  %152 = add nsw i64 %138, 2, !dbg !263
  call void @llvm.dbg.value(metadata i64 %152, metadata !231, metadata !DIExpression()), !dbg !247
  %153 = icmp eq i64 %152, %27, !dbg !267
  br i1 %153, label %133, label %137, !dbg !248, !llvm.loop !268

154:                                              ; preds = %12, %165
  %155 = phi i32 [ %13, %12 ], [ %168, %165 ]
  %156 = phi i32 [ %15, %12 ], [ %167, %165 ]
  call void @llvm.dbg.value(metadata i32 %156, metadata !223, metadata !DIExpression()), !dbg !239
  %157 = icmp slt i32 %14, %155, !dbg !269
  br i1 %157, label %165, label %158, !dbg !270

158:                                              ; preds = %154
  %159 = sdiv i32 %14, 2, !dbg !271
  %160 = add nsw i32 %159, %16, !dbg !272
  call void @llvm.dbg.value(metadata i32 %160, metadata !234, metadata !DIExpression()), !dbg !273
  tail call fastcc void @transpose(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %16, i32 noundef %160, i32 noundef %156, i32 noundef %6), !dbg !274
  %161 = sub nsw i32 %4, %160
  call void @llvm.dbg.value(metadata double* %0, metadata !218, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata double* %1, metadata !219, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %2, metadata !220, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %160, metadata !221, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %4, metadata !222, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %156, metadata !223, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %6, metadata !224, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %161, metadata !225, metadata !DIExpression()), !dbg !239
  %162 = sub nsw i32 %6, %156, !dbg !240
  call void @llvm.dbg.value(metadata i32 %162, metadata !226, metadata !DIExpression()), !dbg !239
  %163 = mul nsw i32 %162, %161, !dbg !241
  %164 = icmp slt i32 %163, 65, !dbg !242
  br i1 %164, label %17, label %12, !dbg !243

165:                                              ; preds = %154
  %166 = sdiv i32 %155, 2, !dbg !275
  %167 = add nsw i32 %166, %156, !dbg !276
  call void @llvm.dbg.value(metadata i32 %167, metadata !237, metadata !DIExpression()), !dbg !277
  tail call fastcc void @transpose(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %16, i32 noundef %4, i32 noundef %156, i32 noundef %167), !dbg !278
  call void @llvm.dbg.value(metadata double* %0, metadata !218, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata double* %1, metadata !219, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %2, metadata !220, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %16, metadata !221, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %4, metadata !222, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %167, metadata !223, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %6, metadata !224, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 %14, metadata !225, metadata !DIExpression()), !dbg !239
  %168 = sub nsw i32 %6, %167, !dbg !240
  call void @llvm.dbg.value(metadata i32 %168, metadata !226, metadata !DIExpression()), !dbg !239
  %169 = mul nsw i32 %168, %14, !dbg !241
  %170 = icmp slt i32 %169, 65, !dbg !242
  br i1 %170, label %17, label %154, !dbg !243

171:                                              ; preds = %133, %17
  ret void, !dbg !279
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #4 !dbg !280 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !284, metadata !DIExpression()), !dbg !285
  %2 = icmp slt i32 %0, 2, !dbg !286
  br i1 %2, label %3, label %8, !dbg !288

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64, !dbg !289
  %7 = add nsw i64 %4, %6, !dbg !290
  ret i64 %7, !dbg !291

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i32 %9, metadata !284, metadata !DIExpression()), !dbg !285
  %11 = add nsw i32 %9, -1, !dbg !292
  %12 = tail call fastcc i64 @fib(i32 noundef %11), !dbg !293
  %13 = add nsw i32 %9, -2, !dbg !294
  %14 = add nsw i64 %12, %10, !dbg !290
  call void @llvm.dbg.value(metadata i32 %13, metadata !284, metadata !DIExpression()), !dbg !285
  %15 = icmp ult i32 %9, 4, !dbg !286
  br i1 %15, label %3, label %8, !dbg !288
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "recursion.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "d0ae005eea11ab601cb014e86dbffd43")
!2 = !{!3, !6, !7, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 76, type: !19, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !26, !27, !28, !31, !32, !33, !35, !37, !38, !40, !42, !43}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 76, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 76, type: !7)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 78, type: !6)
!25 = !DILocalVariable(name: "m", scope: !18, file: !1, line: 79, type: !6)
!26 = !DILocalVariable(name: "f", scope: !18, file: !1, line: 80, type: !6)
!27 = !DILocalVariable(name: "reps", scope: !18, file: !1, line: 81, type: !6)
!28 = !DILocalVariable(name: "a", scope: !18, file: !1, line: 82, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DILocalVariable(name: "src", scope: !18, file: !1, line: 83, type: !29)
!32 = !DILocalVariable(name: "dst", scope: !18, file: !1, line: 84, type: !29)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 85, type: !6)
!34 = distinct !DILexicalBlock(scope: !18, file: !1, line: 85, column: 3)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 87, type: !6)
!36 = distinct !DILexicalBlock(scope: !18, file: !1, line: 87, column: 3)
!37 = !DILocalVariable(name: "s", scope: !18, file: !1, line: 89, type: !30)
!38 = !DILocalVariable(name: "r", scope: !39, file: !1, line: 90, type: !6)
!39 = distinct !DILexicalBlock(scope: !18, file: !1, line: 90, column: 3)
!40 = !DILocalVariable(name: "fk", scope: !18, file: !1, line: 93, type: !41)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !DILocalVariable(name: "even", scope: !18, file: !1, line: 94, type: !6)
!43 = !DILocalVariable(name: "pos", scope: !18, file: !1, line: 95, type: !6)
!44 = !DILocation(line: 0, scope: !18)
!45 = !DILocation(line: 78, column: 16, scope: !18)
!46 = !DILocation(line: 78, column: 11, scope: !18)
!47 = !DILocation(line: 78, column: 27, scope: !18)
!48 = !{!49, !49, i64 0}
!49 = !{!"any pointer", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocalVariable(name: "__nptr", arg: 1, scope: !53, file: !54, line: 362, type: !57)
!53 = distinct !DISubprogram(name: "atoi", scope: !54, file: !54, line: 362, type: !55, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!54 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!55 = !DISubroutineType(types: !56)
!56 = !{!6, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!59 = !{!52}
!60 = !DILocation(line: 0, scope: !53, inlinedAt: !61)
!61 = distinct !DILocation(line: 78, column: 22, scope: !18)
!62 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !61)
!63 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !61)
!64 = !DILocation(line: 79, column: 16, scope: !18)
!65 = !DILocation(line: 79, column: 11, scope: !18)
!66 = !DILocation(line: 79, column: 27, scope: !18)
!67 = !DILocation(line: 0, scope: !53, inlinedAt: !68)
!68 = distinct !DILocation(line: 79, column: 22, scope: !18)
!69 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !68)
!70 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !68)
!71 = !DILocation(line: 80, column: 16, scope: !18)
!72 = !DILocation(line: 80, column: 11, scope: !18)
!73 = !DILocation(line: 80, column: 27, scope: !18)
!74 = !DILocation(line: 0, scope: !53, inlinedAt: !75)
!75 = distinct !DILocation(line: 80, column: 22, scope: !18)
!76 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !75)
!77 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !75)
!78 = !DILocation(line: 81, column: 19, scope: !18)
!79 = !DILocation(line: 81, column: 14, scope: !18)
!80 = !DILocation(line: 81, column: 30, scope: !18)
!81 = !DILocation(line: 0, scope: !53, inlinedAt: !82)
!82 = distinct !DILocation(line: 81, column: 25, scope: !18)
!83 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !82)
!84 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !82)
!85 = !DILocation(line: 82, column: 22, scope: !18)
!86 = !DILocation(line: 82, column: 32, scope: !18)
!87 = !DILocation(line: 82, column: 15, scope: !18)
!88 = !DILocation(line: 83, column: 24, scope: !18)
!89 = !DILocation(line: 83, column: 34, scope: !18)
!90 = !DILocation(line: 83, column: 38, scope: !18)
!91 = !DILocation(line: 83, column: 17, scope: !18)
!92 = !DILocation(line: 84, column: 17, scope: !18)
!93 = !DILocation(line: 0, scope: !34)
!94 = !DILocation(line: 85, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !34, file: !1, line: 85, column: 3)
!96 = !DILocation(line: 85, column: 3, scope: !34)
!97 = !DILocation(line: 85, column: 27, scope: !95)
!98 = !DILocation(line: 86, column: 18, scope: !95)
!99 = !DILocation(line: 86, column: 16, scope: !95)
!100 = !DILocation(line: 86, column: 10, scope: !95)
!101 = !{!102, !102, i64 0}
!102 = !{!"double", !50, i64 0}
!103 = distinct !{!103, !96, !104, !105, !106}
!104 = !DILocation(line: 86, column: 18, scope: !34)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !{!"llvm.loop.isvectorized", i32 1}
!107 = !DILocation(line: 0, scope: !36)
!108 = !DILocation(line: 87, column: 21, scope: !109)
!109 = distinct !DILexicalBlock(scope: !36, file: !1, line: 87, column: 3)
!110 = !DILocation(line: 87, column: 3, scope: !36)
!111 = !DILocation(line: 87, column: 31, scope: !109)
!112 = !DILocation(line: 88, column: 14, scope: !109)
!113 = !DILocation(line: 88, column: 12, scope: !109)
!114 = distinct !{!114, !110, !115, !105, !106}
!115 = !DILocation(line: 88, column: 14, scope: !36)
!116 = !DILocation(line: 86, column: 5, scope: !95)
!117 = distinct !{!117, !96, !104, !105, !118, !106}
!118 = !{!"llvm.loop.unroll.runtime.disable"}
!119 = !DILocation(line: 0, scope: !39)
!120 = !DILocation(line: 90, column: 21, scope: !121)
!121 = distinct !DILexicalBlock(scope: !39, file: !1, line: 90, column: 3)
!122 = !DILocation(line: 90, column: 3, scope: !39)
!123 = !DILocation(line: 88, column: 5, scope: !109)
!124 = distinct !{!124, !110, !115, !105, !118, !106}
!125 = !DILocation(line: 91, column: 7, scope: !121)
!126 = distinct !{!126, !127}
!127 = !{!"llvm.loop.unroll.disable"}
!128 = !DILocation(line: 92, column: 3, scope: !18)
!129 = !DILocation(line: 93, column: 13, scope: !18)
!130 = !DILocation(line: 63, column: 10, scope: !131, inlinedAt: !136)
!131 = distinct !DISubprogram(name: "is_odd", scope: !1, file: !1, line: 59, type: !132, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !134)
!132 = !DISubroutineType(types: !133)
!133 = !{!6, !6}
!134 = !{!135}
!135 = !DILocalVariable(name: "k", arg: 1, scope: !131, file: !1, line: 59, type: !6)
!136 = distinct !DILocation(line: 56, column: 10, scope: !137, inlinedAt: !140)
!137 = distinct !DISubprogram(name: "is_even", scope: !1, file: !1, line: 52, type: !132, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !138)
!138 = !{!139}
!139 = !DILocalVariable(name: "k", arg: 1, scope: !137, file: !1, line: 52, type: !6)
!140 = distinct !DILocation(line: 94, column: 14, scope: !18)
!141 = !DILocation(line: 0, scope: !137, inlinedAt: !140)
!142 = !DILocation(line: 54, column: 7, scope: !137, inlinedAt: !140)
!143 = !DILocation(line: 63, column: 20, scope: !131, inlinedAt: !136)
!144 = !DILocation(line: 95, column: 41, scope: !18)
!145 = !DILocation(line: 95, column: 39, scope: !18)
!146 = !DILocation(line: 72, column: 12, scope: !147, inlinedAt: !159)
!147 = distinct !DILexicalBlock(scope: !148, file: !1, line: 71, column: 7)
!148 = distinct !DISubprogram(name: "bsearch_rec", scope: !1, file: !1, line: 66, type: !149, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !153)
!149 = !DISubroutineType(types: !150)
!150 = !{!6, !151, !6, !6, !30}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!153 = !{!154, !155, !156, !157, !158}
!154 = !DILocalVariable(name: "a", arg: 1, scope: !148, file: !1, line: 66, type: !151)
!155 = !DILocalVariable(name: "lo", arg: 2, scope: !148, file: !1, line: 66, type: !6)
!156 = !DILocalVariable(name: "hi", arg: 3, scope: !148, file: !1, line: 66, type: !6)
!157 = !DILocalVariable(name: "key", arg: 4, scope: !148, file: !1, line: 66, type: !30)
!158 = !DILocalVariable(name: "mid", scope: !148, file: !1, line: 70, type: !6)
!159 = distinct !DILocation(line: 95, column: 13, scope: !18)
!160 = !DILocation(line: 68, column: 7, scope: !148, inlinedAt: !159)
!161 = !DILocation(line: 0, scope: !148, inlinedAt: !159)
!162 = !DILocation(line: 68, column: 10, scope: !163, inlinedAt: !159)
!163 = distinct !DILexicalBlock(scope: !148, file: !1, line: 68, column: 7)
!164 = !DILocation(line: 70, column: 22, scope: !148, inlinedAt: !159)
!165 = !DILocation(line: 70, column: 28, scope: !148, inlinedAt: !159)
!166 = !DILocation(line: 70, column: 16, scope: !148, inlinedAt: !159)
!167 = !DILocation(line: 71, column: 7, scope: !147, inlinedAt: !159)
!168 = !DILocation(line: 71, column: 14, scope: !147, inlinedAt: !159)
!169 = !DILocation(line: 71, column: 7, scope: !148, inlinedAt: !159)
!170 = !DILocation(line: 72, column: 31, scope: !147, inlinedAt: !159)
!171 = !DILocation(line: 96, column: 44, scope: !18)
!172 = !DILocation(line: 96, column: 38, scope: !18)
!173 = !DILocation(line: 96, column: 3, scope: !18)
!174 = !DILocation(line: 97, column: 3, scope: !18)
!175 = !DILocation(line: 98, column: 3, scope: !18)
!176 = !DILocation(line: 99, column: 3, scope: !18)
!177 = !DILocation(line: 100, column: 3, scope: !18)
!178 = distinct !{!178, !122, !179, !105}
!179 = !DILocation(line: 91, column: 22, scope: !39)
!180 = distinct !DISubprogram(name: "rsum", scope: !1, file: !1, line: 11, type: !181, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!30, !151, !6, !6}
!183 = !{!184, !185, !186, !187, !190, !192}
!184 = !DILocalVariable(name: "a", arg: 1, scope: !180, file: !1, line: 11, type: !151)
!185 = !DILocalVariable(name: "lo", arg: 2, scope: !180, file: !1, line: 11, type: !6)
!186 = !DILocalVariable(name: "hi", arg: 3, scope: !180, file: !1, line: 11, type: !6)
!187 = !DILocalVariable(name: "s", scope: !188, file: !1, line: 14, type: !30)
!188 = distinct !DILexicalBlock(scope: !189, file: !1, line: 13, column: 22)
!189 = distinct !DILexicalBlock(scope: !180, file: !1, line: 13, column: 7)
!190 = !DILocalVariable(name: "i", scope: !191, file: !1, line: 15, type: !6)
!191 = distinct !DILexicalBlock(scope: !188, file: !1, line: 15, column: 5)
!192 = !DILocalVariable(name: "mid", scope: !180, file: !1, line: 19, type: !6)
!193 = !DILocation(line: 0, scope: !180)
!194 = !DILocation(line: 13, column: 10, scope: !189)
!195 = !DILocation(line: 13, column: 15, scope: !189)
!196 = !DILocation(line: 13, column: 7, scope: !180)
!197 = !DILocation(line: 0, scope: !191)
!198 = !DILocation(line: 0, scope: !188)
!199 = !DILocation(line: 15, column: 24, scope: !200)
!200 = distinct !DILexicalBlock(scope: !191, file: !1, line: 15, column: 5)
!201 = !DILocation(line: 15, column: 5, scope: !191)
!202 = !DILocation(line: 16, column: 12, scope: !200)
!203 = !DILocation(line: 16, column: 9, scope: !200)
!204 = !DILocation(line: 15, column: 31, scope: !200)
!205 = distinct !{!205, !127}
!206 = distinct !{!206, !201, !207, !105}
!207 = !DILocation(line: 16, column: 15, scope: !191)
!208 = !DILocation(line: 21, column: 1, scope: !180)
!209 = !DILocation(line: 19, column: 28, scope: !180)
!210 = !DILocation(line: 19, column: 16, scope: !180)
!211 = !DILocation(line: 20, column: 10, scope: !180)
!212 = !DILocation(line: 20, column: 29, scope: !180)
!213 = !DILocation(line: 20, column: 27, scope: !180)
!214 = distinct !DISubprogram(name: "transpose", scope: !1, file: !1, line: 23, type: !215, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{null, !29, !151, !6, !6, !6, !6, !6}
!217 = !{!218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !231, !234, !237}
!218 = !DILocalVariable(name: "dst", arg: 1, scope: !214, file: !1, line: 23, type: !29)
!219 = !DILocalVariable(name: "src", arg: 2, scope: !214, file: !1, line: 23, type: !151)
!220 = !DILocalVariable(name: "m", arg: 3, scope: !214, file: !1, line: 23, type: !6)
!221 = !DILocalVariable(name: "r0", arg: 4, scope: !214, file: !1, line: 23, type: !6)
!222 = !DILocalVariable(name: "r1", arg: 5, scope: !214, file: !1, line: 23, type: !6)
!223 = !DILocalVariable(name: "c0", arg: 6, scope: !214, file: !1, line: 23, type: !6)
!224 = !DILocalVariable(name: "c1", arg: 7, scope: !214, file: !1, line: 23, type: !6)
!225 = !DILocalVariable(name: "dr", scope: !214, file: !1, line: 25, type: !6)
!226 = !DILocalVariable(name: "dc", scope: !214, file: !1, line: 25, type: !6)
!227 = !DILocalVariable(name: "i", scope: !228, file: !1, line: 27, type: !6)
!228 = distinct !DILexicalBlock(scope: !229, file: !1, line: 27, column: 5)
!229 = distinct !DILexicalBlock(scope: !230, file: !1, line: 26, column: 22)
!230 = distinct !DILexicalBlock(scope: !214, file: !1, line: 26, column: 7)
!231 = !DILocalVariable(name: "j", scope: !232, file: !1, line: 28, type: !6)
!232 = distinct !DILexicalBlock(scope: !233, file: !1, line: 28, column: 7)
!233 = distinct !DILexicalBlock(scope: !228, file: !1, line: 27, column: 5)
!234 = !DILocalVariable(name: "rm", scope: !235, file: !1, line: 33, type: !6)
!235 = distinct !DILexicalBlock(scope: !236, file: !1, line: 32, column: 17)
!236 = distinct !DILexicalBlock(scope: !214, file: !1, line: 32, column: 7)
!237 = !DILocalVariable(name: "cm", scope: !238, file: !1, line: 37, type: !6)
!238 = distinct !DILexicalBlock(scope: !236, file: !1, line: 36, column: 10)
!239 = !DILocation(line: 0, scope: !214)
!240 = !DILocation(line: 25, column: 29, scope: !214)
!241 = !DILocation(line: 26, column: 10, scope: !230)
!242 = !DILocation(line: 26, column: 15, scope: !230)
!243 = !DILocation(line: 26, column: 7, scope: !214)
!244 = !DILocation(line: 0, scope: !228)
!245 = !DILocation(line: 27, column: 24, scope: !233)
!246 = !DILocation(line: 27, column: 5, scope: !228)
!247 = !DILocation(line: 0, scope: !232)
!248 = !DILocation(line: 28, column: 7, scope: !232)
!249 = !DILocation(line: 29, column: 36, scope: !250)
!250 = distinct !DILexicalBlock(scope: !232, file: !1, line: 28, column: 7)
!251 = !DILocation(line: 29, column: 26, scope: !250)
!252 = !{!253}
!253 = distinct !{!253, !254}
!254 = distinct !{!254, !"LVerDomain"}
!255 = !DILocation(line: 29, column: 15, scope: !250)
!256 = !DILocation(line: 29, column: 19, scope: !250)
!257 = !DILocation(line: 29, column: 9, scope: !250)
!258 = !DILocation(line: 29, column: 24, scope: !250)
!259 = !{!260}
!260 = distinct !{!260, !254}
!261 = distinct !{!261, !248, !262, !105, !106}
!262 = !DILocation(line: 29, column: 39, scope: !232)
!263 = !DILocation(line: 28, column: 33, scope: !250)
!264 = !DILocation(line: 27, column: 31, scope: !233)
!265 = distinct !{!265, !246, !266, !105}
!266 = !DILocation(line: 29, column: 39, scope: !228)
!267 = !DILocation(line: 28, column: 26, scope: !250)
!268 = distinct !{!268, !248, !262, !105, !106}
!269 = !DILocation(line: 32, column: 10, scope: !236)
!270 = !DILocation(line: 32, column: 7, scope: !214)
!271 = !DILocation(line: 33, column: 22, scope: !235)
!272 = !DILocation(line: 33, column: 17, scope: !235)
!273 = !DILocation(line: 0, scope: !235)
!274 = !DILocation(line: 34, column: 5, scope: !235)
!275 = !DILocation(line: 37, column: 22, scope: !238)
!276 = !DILocation(line: 37, column: 17, scope: !238)
!277 = !DILocation(line: 0, scope: !238)
!278 = !DILocation(line: 38, column: 5, scope: !238)
!279 = !DILocation(line: 41, column: 1, scope: !214)
!280 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 43, type: !281, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{!41, !6}
!283 = !{!284}
!284 = !DILocalVariable(name: "k", arg: 1, scope: !280, file: !1, line: 43, type: !6)
!285 = !DILocation(line: 0, scope: !280)
!286 = !DILocation(line: 45, column: 9, scope: !287)
!287 = distinct !DILexicalBlock(scope: !280, file: !1, line: 45, column: 7)
!288 = !DILocation(line: 45, column: 7, scope: !280)
!289 = !DILocation(line: 46, column: 12, scope: !287)
!290 = !DILocation(line: 47, column: 21, scope: !280)
!291 = !DILocation(line: 48, column: 1, scope: !280)
!292 = !DILocation(line: 47, column: 16, scope: !280)
!293 = !DILocation(line: 47, column: 10, scope: !280)
!294 = !DILocation(line: 47, column: 29, scope: !280)
