; ModuleID = 'conflicts.c'
source_filename = "conflicts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.6f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !45
  %3 = icmp sgt i32 %0, 1, !dbg !46
  br i1 %3, label %4, label %15, !dbg !47

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !48
  %6 = load i8*, i8** %5, align 8, !dbg !48, !tbaa !49
  call void @llvm.dbg.value(metadata i8* %6, metadata !53, metadata !DIExpression()) #7, !dbg !61
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !63
  %8 = trunc i64 %7 to i32, !dbg !64
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !45
  %9 = icmp eq i32 %0, 2, !dbg !65
  br i1 %9, label %15, label %10, !dbg !66

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !67
  %12 = load i8*, i8** %11, align 8, !dbg !67, !tbaa !49
  call void @llvm.dbg.value(metadata i8* %12, metadata !53, metadata !DIExpression()) #7, !dbg !68
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !70
  %14 = trunc i64 %13 to i32, !dbg !71
  br label %15, !dbg !66

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 40, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 60, %4 ], [ 60, %2 ], !dbg !66
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()), !dbg !45
  %18 = icmp slt i32 %17, %16, !dbg !72
  %19 = select i1 %18, i32 %16, i32 %17, !dbg !74
  call void @llvm.dbg.value(metadata i32 %19, metadata !25, metadata !DIExpression()), !dbg !45
  %20 = sext i32 %16 to i64, !dbg !75
  %21 = sext i32 %19 to i64, !dbg !76
  %22 = shl nsw i64 %20, 3, !dbg !77
  %23 = mul i64 %22, %21, !dbg !78
  %24 = tail call noalias i8* @malloc(i64 noundef %23) #7, !dbg !79
  %25 = bitcast i8* %24 to double*, !dbg !79
  call void @llvm.dbg.value(metadata double* %25, metadata !26, metadata !DIExpression()), !dbg !45
  %26 = mul i64 %22, %20, !dbg !80
  %27 = tail call noalias i8* @malloc(i64 noundef %26) #7, !dbg !81
  %28 = bitcast i8* %27 to double*, !dbg !81
  call void @llvm.dbg.value(metadata double* %28, metadata !29, metadata !DIExpression()), !dbg !45
  %29 = tail call noalias i8* @malloc(i64 noundef %26) #7, !dbg !82
  %30 = bitcast i8* %29 to double*, !dbg !82
  call void @llvm.dbg.value(metadata double* %30, metadata !30, metadata !DIExpression()), !dbg !45
  %31 = shl nsw i64 %21, 3, !dbg !83
  %32 = tail call noalias i8* @malloc(i64 noundef %31) #7, !dbg !84
  %33 = bitcast i8* %32 to double*, !dbg !84
  call void @llvm.dbg.value(metadata double* %33, metadata !31, metadata !DIExpression()), !dbg !45
  %34 = tail call noalias i8* @malloc(i64 noundef %22) #7, !dbg !85
  %35 = bitcast i8* %34 to double*, !dbg !85
  call void @llvm.dbg.value(metadata double* %35, metadata !32, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !86
  %36 = icmp sgt i32 %16, 0, !dbg !87
  br i1 %36, label %37, label %52, !dbg !88

37:                                               ; preds = %15
  %38 = icmp sgt i32 %19, 0
  %39 = sitofp i32 %16 to double
  %40 = fadd double %39, 2.000000e+00
  %41 = zext i32 %16 to i64, !dbg !87
  %42 = zext i32 %19 to i64
  %43 = and i64 %42, 1
  %44 = icmp eq i32 %19, 1
  %45 = and i64 %42, 4294967294
  %46 = icmp eq i64 %43, 0
  br label %47, !dbg !88

47:                                               ; preds = %37, %94
  %48 = phi i64 [ 0, %37 ], [ %49, %94 ]
  call void @llvm.dbg.value(metadata i64 %48, metadata !33, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !89
  %49 = add nuw nsw i64 %48, 1
  br i1 %38, label %50, label %94, !dbg !90

50:                                               ; preds = %47
  %51 = mul nsw i64 %48, %21
  br i1 %44, label %81, label %96, !dbg !90

52:                                               ; preds = %94, %15
  %53 = mul i32 %16, %16
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !91
  %54 = icmp eq i32 %53, 0, !dbg !92
  br i1 %54, label %123, label %55, !dbg !94

55:                                               ; preds = %52
  %56 = zext i32 %53 to i64, !dbg !92
  %57 = icmp ult i32 %53, 4, !dbg !94
  br i1 %57, label %79, label %58, !dbg !94

58:                                               ; preds = %55
  %59 = and i64 %56, 4294967292, !dbg !94
  br label %60, !dbg !94

60:                                               ; preds = %60, %58
  %61 = phi i64 [ 0, %58 ], [ %74, %60 ], !dbg !95
  %62 = phi <2 x i32> [ <i32 0, i32 1>, %58 ], [ %75, %60 ], !dbg !96
  %63 = add <2 x i32> %62, <i32 2, i32 2>, !dbg !96
  %64 = urem <2 x i32> %62, <i32 7, i32 7>, !dbg !96
  %65 = urem <2 x i32> %63, <i32 7, i32 7>, !dbg !96
  %66 = sitofp <2 x i32> %64 to <2 x double>, !dbg !97
  %67 = sitofp <2 x i32> %65 to <2 x double>, !dbg !97
  %68 = fmul <2 x double> %66, <double 2.500000e-01, double 2.500000e-01>, !dbg !98
  %69 = fmul <2 x double> %67, <double 2.500000e-01, double 2.500000e-01>, !dbg !98
  %70 = getelementptr inbounds double, double* %28, i64 %61, !dbg !95
  %71 = bitcast double* %70 to <2 x double>*, !dbg !99
  store <2 x double> %68, <2 x double>* %71, align 8, !dbg !99, !tbaa !100
  %72 = getelementptr inbounds double, double* %70, i64 2, !dbg !99
  %73 = bitcast double* %72 to <2 x double>*, !dbg !99
  store <2 x double> %69, <2 x double>* %73, align 8, !dbg !99, !tbaa !100
  %74 = add nuw i64 %61, 4, !dbg !95
  %75 = add <2 x i32> %62, <i32 4, i32 4>, !dbg !96
  %76 = icmp eq i64 %74, %59, !dbg !95
  br i1 %76, label %77, label %60, !dbg !95, !llvm.loop !102

77:                                               ; preds = %60
  %78 = icmp eq i64 %59, %56, !dbg !94
  br i1 %78, label %123, label %79, !dbg !94

79:                                               ; preds = %55, %77
  %80 = phi i64 [ 0, %55 ], [ %59, %77 ]
  br label %182, !dbg !94

81:                                               ; preds = %116, %50
  %82 = phi i64 [ 0, %50 ], [ %120, %116 ]
  br i1 %46, label %94, label %83, !dbg !106

83:                                               ; preds = %81
  call void @llvm.dbg.value(metadata i64 %82, metadata !35, metadata !DIExpression()), !dbg !89
  %84 = icmp eq i64 %48, %82, !dbg !108
  br i1 %84, label %90, label %85, !dbg !106

85:                                               ; preds = %83
  %86 = add nuw nsw i64 %49, %82, !dbg !109
  %87 = trunc i64 %86 to i32, !dbg !110
  %88 = sitofp i32 %87 to double, !dbg !110
  %89 = fdiv double 1.000000e+00, %88, !dbg !111
  br label %90, !dbg !106

90:                                               ; preds = %85, %83
  %91 = phi double [ %89, %85 ], [ %40, %83 ], !dbg !106
  %92 = add nsw i64 %82, %51, !dbg !112
  %93 = getelementptr inbounds double, double* %25, i64 %92, !dbg !113
  store double %91, double* %93, align 8, !dbg !114, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %82, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !89
  br label %94, !dbg !87

94:                                               ; preds = %90, %81, %47
  call void @llvm.dbg.value(metadata i64 %49, metadata !33, metadata !DIExpression()), !dbg !86
  %95 = icmp eq i64 %49, %41, !dbg !87
  br i1 %95, label %52, label %47, !dbg !88, !llvm.loop !115

96:                                               ; preds = %50, %116
  %97 = phi i64 [ %120, %116 ], [ 0, %50 ]
  %98 = phi i64 [ %121, %116 ], [ 0, %50 ]
  call void @llvm.dbg.value(metadata i64 %97, metadata !35, metadata !DIExpression()), !dbg !89
  %99 = icmp eq i64 %48, %97, !dbg !108
  br i1 %99, label %105, label %100, !dbg !106

100:                                              ; preds = %96
  %101 = add nuw nsw i64 %49, %97, !dbg !109
  %102 = trunc i64 %101 to i32, !dbg !110
  %103 = sitofp i32 %102 to double, !dbg !110
  %104 = fdiv double 1.000000e+00, %103, !dbg !111
  br label %105, !dbg !106

105:                                              ; preds = %96, %100
  %106 = phi double [ %104, %100 ], [ %40, %96 ], !dbg !106
  %107 = add nsw i64 %97, %51, !dbg !112
  %108 = getelementptr inbounds double, double* %25, i64 %107, !dbg !113
  store double %106, double* %108, align 8, !dbg !114, !tbaa !100
  %109 = or i64 %97, 1, !dbg !117
  call void @llvm.dbg.value(metadata i64 %109, metadata !35, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i64 %109, metadata !35, metadata !DIExpression()), !dbg !89
  %110 = icmp eq i64 %48, %109, !dbg !108
  br i1 %110, label %116, label %111, !dbg !106

111:                                              ; preds = %105
  %112 = add nuw nsw i64 %49, %109, !dbg !109
  %113 = trunc i64 %112 to i32, !dbg !110
  %114 = sitofp i32 %113 to double, !dbg !110
  %115 = fdiv double 1.000000e+00, %114, !dbg !111
  br label %116, !dbg !106

116:                                              ; preds = %111, %105
  %117 = phi double [ %115, %111 ], [ %40, %105 ], !dbg !106
  %118 = add nsw i64 %109, %51, !dbg !112
  %119 = getelementptr inbounds double, double* %25, i64 %118, !dbg !113
  store double %117, double* %119, align 8, !dbg !114, !tbaa !100
  %120 = add nuw nsw i64 %97, 2, !dbg !117
  call void @llvm.dbg.value(metadata i64 %120, metadata !35, metadata !DIExpression()), !dbg !89
  %121 = add i64 %98, 2, !dbg !90
  %122 = icmp eq i64 %121, %45, !dbg !90
  br i1 %122, label %81, label %96, !dbg !90, !llvm.loop !118

123:                                              ; preds = %182, %77, %52
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !120
  br i1 %36, label %124, label %193, !dbg !121

124:                                              ; preds = %123
  %125 = zext i32 %16 to i64, !dbg !122
  %126 = icmp ult i32 %16, 4, !dbg !121
  br i1 %126, label %180, label %127, !dbg !121

127:                                              ; preds = %124
  %128 = and i64 %125, 4294967292, !dbg !121
  %129 = add nsw i64 %128, -4, !dbg !121
  %130 = lshr exact i64 %129, 2, !dbg !121
  %131 = add nuw nsw i64 %130, 1, !dbg !121
  %132 = and i64 %131, 1, !dbg !121
  %133 = icmp eq i64 %129, 0, !dbg !121
  br i1 %133, label %164, label %134, !dbg !121

134:                                              ; preds = %127
  %135 = and i64 %131, 9223372036854775806, !dbg !121
  br label %136, !dbg !121

136:                                              ; preds = %136, %134
  %137 = phi i64 [ 0, %134 ], [ %160, %136 ], !dbg !124
  %138 = phi <2 x i32> [ <i32 0, i32 1>, %134 ], [ %161, %136 ], !dbg !125
  %139 = phi i64 [ 0, %134 ], [ %162, %136 ]
  %140 = add <2 x i32> %138, <i32 2, i32 2>, !dbg !125
  %141 = sitofp <2 x i32> %138 to <2 x double>, !dbg !125
  %142 = sitofp <2 x i32> %140 to <2 x double>, !dbg !125
  %143 = fadd <2 x double> %141, <double 1.000000e+00, double 1.000000e+00>, !dbg !126
  %144 = fadd <2 x double> %142, <double 1.000000e+00, double 1.000000e+00>, !dbg !126
  %145 = getelementptr inbounds double, double* %35, i64 %137, !dbg !124
  %146 = bitcast double* %145 to <2 x double>*, !dbg !127
  store <2 x double> %143, <2 x double>* %146, align 8, !dbg !127, !tbaa !100
  %147 = getelementptr inbounds double, double* %145, i64 2, !dbg !127
  %148 = bitcast double* %147 to <2 x double>*, !dbg !127
  store <2 x double> %144, <2 x double>* %148, align 8, !dbg !127, !tbaa !100
  %149 = or i64 %137, 4, !dbg !124
  %150 = add <2 x i32> %138, <i32 4, i32 4>, !dbg !125
  %151 = add <2 x i32> %138, <i32 6, i32 6>, !dbg !125
  %152 = sitofp <2 x i32> %150 to <2 x double>, !dbg !125
  %153 = sitofp <2 x i32> %151 to <2 x double>, !dbg !125
  %154 = fadd <2 x double> %152, <double 1.000000e+00, double 1.000000e+00>, !dbg !126
  %155 = fadd <2 x double> %153, <double 1.000000e+00, double 1.000000e+00>, !dbg !126
  %156 = getelementptr inbounds double, double* %35, i64 %149, !dbg !124
  %157 = bitcast double* %156 to <2 x double>*, !dbg !127
  store <2 x double> %154, <2 x double>* %157, align 8, !dbg !127, !tbaa !100
  %158 = getelementptr inbounds double, double* %156, i64 2, !dbg !127
  %159 = bitcast double* %158 to <2 x double>*, !dbg !127
  store <2 x double> %155, <2 x double>* %159, align 8, !dbg !127, !tbaa !100
  %160 = add nuw i64 %137, 8, !dbg !124
  %161 = add <2 x i32> %138, <i32 8, i32 8>, !dbg !125
  %162 = add i64 %139, 2, !dbg !124
  %163 = icmp eq i64 %162, %135, !dbg !124
  br i1 %163, label %164, label %136, !dbg !124, !llvm.loop !128

164:                                              ; preds = %136, %127
  %165 = phi i64 [ 0, %127 ], [ %160, %136 ]
  %166 = phi <2 x i32> [ <i32 0, i32 1>, %127 ], [ %161, %136 ]
  %167 = icmp eq i64 %132, 0, !dbg !124
  br i1 %167, label %178, label %168, !dbg !124

168:                                              ; preds = %164
  %169 = add <2 x i32> %166, <i32 2, i32 2>, !dbg !125
  %170 = sitofp <2 x i32> %166 to <2 x double>, !dbg !125
  %171 = sitofp <2 x i32> %169 to <2 x double>, !dbg !125
  %172 = fadd <2 x double> %170, <double 1.000000e+00, double 1.000000e+00>, !dbg !126
  %173 = fadd <2 x double> %171, <double 1.000000e+00, double 1.000000e+00>, !dbg !126
  %174 = getelementptr inbounds double, double* %35, i64 %165, !dbg !124
  %175 = bitcast double* %174 to <2 x double>*, !dbg !127
  store <2 x double> %172, <2 x double>* %175, align 8, !dbg !127, !tbaa !100
  %176 = getelementptr inbounds double, double* %174, i64 2, !dbg !127
  %177 = bitcast double* %176 to <2 x double>*, !dbg !127
  store <2 x double> %173, <2 x double>* %177, align 8, !dbg !127, !tbaa !100
  br label %178, !dbg !121

178:                                              ; preds = %164, %168
  %179 = icmp eq i64 %128, %125, !dbg !121
  br i1 %179, label %191, label %180, !dbg !121

180:                                              ; preds = %124, %178
  %181 = phi i64 [ 0, %124 ], [ %128, %178 ]
  br label %504, !dbg !121

182:                                              ; preds = %79, %182
  %183 = phi i64 [ %189, %182 ], [ %80, %79 ]
  call void @llvm.dbg.value(metadata i64 %183, metadata !38, metadata !DIExpression()), !dbg !91
  %184 = trunc i64 %183 to i32, !dbg !96
  %185 = urem i32 %184, 7, !dbg !96
  %186 = sitofp i32 %185 to double, !dbg !97
  %187 = fmul double %186, 2.500000e-01, !dbg !98
  %188 = getelementptr inbounds double, double* %28, i64 %183, !dbg !130
  store double %187, double* %188, align 8, !dbg !99, !tbaa !100
  %189 = add nuw nsw i64 %183, 1, !dbg !95
  call void @llvm.dbg.value(metadata i64 %189, metadata !38, metadata !DIExpression()), !dbg !91
  %190 = icmp eq i64 %189, %56, !dbg !92
  br i1 %190, label %123, label %182, !dbg !94, !llvm.loop !131

191:                                              ; preds = %504, %178
  call void @llvm.dbg.value(metadata i32 %8, metadata !133, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 %19, metadata !140, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata double* %25, metadata !141, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata double* %33, metadata !142, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()), !dbg !152
  %192 = icmp sgt i32 %19, 0, !dbg !153
  br i1 %192, label %198, label %195, !dbg !154

193:                                              ; preds = %123
  call void @llvm.dbg.value(metadata i32 %8, metadata !133, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 %19, metadata !140, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata double* %25, metadata !141, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata double* %33, metadata !142, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()), !dbg !152
  %194 = icmp sgt i32 %19, 0, !dbg !153
  br i1 %194, label %198, label %531, !dbg !154

195:                                              ; preds = %191
  call void @llvm.dbg.value(metadata i32 %8, metadata !155, metadata !DIExpression()) #7, !dbg !168
  call void @llvm.dbg.value(metadata i32 %19, metadata !158, metadata !DIExpression()) #7, !dbg !168
  call void @llvm.dbg.value(metadata double* %25, metadata !159, metadata !DIExpression()) #7, !dbg !168
  call void @llvm.dbg.value(metadata double* %33, metadata !160, metadata !DIExpression()) #7, !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !161, metadata !DIExpression()) #7, !dbg !170
  call void @llvm.dbg.value(metadata i32 %8, metadata !171, metadata !DIExpression()) #7, !dbg !192
  call void @llvm.dbg.value(metadata i32 %19, metadata !176, metadata !DIExpression()) #7, !dbg !192
  call void @llvm.dbg.value(metadata double* %25, metadata !177, metadata !DIExpression()) #7, !dbg !192
  call void @llvm.dbg.value(metadata double* %28, metadata !178, metadata !DIExpression()) #7, !dbg !192
  call void @llvm.dbg.value(metadata double* %30, metadata !179, metadata !DIExpression()) #7, !dbg !192
  call void @llvm.dbg.value(metadata i32 0, metadata !180, metadata !DIExpression()) #7, !dbg !194
  br i1 %36, label %196, label %531, !dbg !195

196:                                              ; preds = %195
  %197 = zext i32 %16 to i64, !dbg !195
  br label %330, !dbg !195

198:                                              ; preds = %193, %191
  %199 = zext i32 %19 to i64, !dbg !154
  %200 = zext i32 %16 to i64
  %201 = add nsw i64 %200, -1, !dbg !154
  %202 = and i64 %200, 3
  %203 = icmp ult i64 %201, 3
  %204 = and i64 %200, 4294967292
  %205 = icmp eq i64 %202, 0
  br label %206, !dbg !154

206:                                              ; preds = %230, %198
  %207 = phi i64 [ 0, %198 ], [ %231, %230 ]
  call void @llvm.dbg.value(metadata i64 %207, metadata !143, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata i32 0, metadata !148, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !145, metadata !DIExpression()), !dbg !197
  br i1 %36, label %208, label %232, !dbg !198

208:                                              ; preds = %206
  br i1 %203, label %209, label %236, !dbg !198

209:                                              ; preds = %236, %208
  %210 = phi double [ undef, %208 ], [ %262, %236 ]
  %211 = phi i64 [ 0, %208 ], [ %263, %236 ]
  %212 = phi double [ 0.000000e+00, %208 ], [ %262, %236 ]
  br i1 %205, label %225, label %213, !dbg !198

213:                                              ; preds = %209, %213
  %214 = phi i64 [ %222, %213 ], [ %211, %209 ]
  %215 = phi double [ %221, %213 ], [ %212, %209 ]
  %216 = phi i64 [ %223, %213 ], [ 0, %209 ]
  call void @llvm.dbg.value(metadata i64 %214, metadata !148, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata double %215, metadata !145, metadata !DIExpression()), !dbg !197
  %217 = mul nuw nsw i64 %214, %199, !dbg !199
  %218 = add nuw nsw i64 %217, %207, !dbg !201
  %219 = getelementptr inbounds double, double* %25, i64 %218, !dbg !202
  %220 = load double, double* %219, align 8, !dbg !202, !tbaa !100
  %221 = fadd double %215, %220, !dbg !203
  call void @llvm.dbg.value(metadata double %221, metadata !145, metadata !DIExpression()), !dbg !197
  %222 = add nuw nsw i64 %214, 1, !dbg !204
  call void @llvm.dbg.value(metadata i64 %222, metadata !148, metadata !DIExpression()), !dbg !196
  %223 = add i64 %216, 1, !dbg !198
  %224 = icmp eq i64 %223, %202, !dbg !198
  br i1 %224, label %225, label %213, !dbg !198, !llvm.loop !205

225:                                              ; preds = %213, %209
  %226 = phi double [ %210, %209 ], [ %221, %213 ], !dbg !203
  %227 = getelementptr inbounds double, double* %33, i64 %207, !dbg !207
  store double %226, double* %227, align 8, !dbg !208, !tbaa !100
  %228 = add nuw nsw i64 %207, 1, !dbg !209
  call void @llvm.dbg.value(metadata i64 %228, metadata !143, metadata !DIExpression()), !dbg !152
  %229 = icmp eq i64 %228, %199, !dbg !153
  br i1 %229, label %266, label %230, !dbg !154

230:                                              ; preds = %225, %232
  %231 = phi i64 [ %228, %225 ], [ %234, %232 ]
  br label %206, !dbg !152, !llvm.loop !210

232:                                              ; preds = %206
  %233 = getelementptr inbounds double, double* %33, i64 %207, !dbg !207
  store double 0.000000e+00, double* %233, align 8, !dbg !208, !tbaa !100
  %234 = add nuw nsw i64 %207, 1, !dbg !209
  call void @llvm.dbg.value(metadata i64 %228, metadata !143, metadata !DIExpression()), !dbg !152
  %235 = icmp eq i64 %234, %199, !dbg !153
  br i1 %235, label %531, label %230, !dbg !154

236:                                              ; preds = %208, %236
  %237 = phi i64 [ %263, %236 ], [ 0, %208 ]
  %238 = phi double [ %262, %236 ], [ 0.000000e+00, %208 ]
  %239 = phi i64 [ %264, %236 ], [ 0, %208 ]
  call void @llvm.dbg.value(metadata i64 %237, metadata !148, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata double %238, metadata !145, metadata !DIExpression()), !dbg !197
  %240 = mul nuw nsw i64 %237, %199, !dbg !199
  %241 = add nuw nsw i64 %240, %207, !dbg !201
  %242 = getelementptr inbounds double, double* %25, i64 %241, !dbg !202
  %243 = load double, double* %242, align 8, !dbg !202, !tbaa !100
  %244 = fadd double %238, %243, !dbg !203
  call void @llvm.dbg.value(metadata double %244, metadata !145, metadata !DIExpression()), !dbg !197
  %245 = or i64 %237, 1, !dbg !204
  call void @llvm.dbg.value(metadata i64 %245, metadata !148, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i64 %245, metadata !148, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata double %244, metadata !145, metadata !DIExpression()), !dbg !197
  %246 = mul nuw nsw i64 %245, %199, !dbg !199
  %247 = add nuw nsw i64 %246, %207, !dbg !201
  %248 = getelementptr inbounds double, double* %25, i64 %247, !dbg !202
  %249 = load double, double* %248, align 8, !dbg !202, !tbaa !100
  %250 = fadd double %244, %249, !dbg !203
  call void @llvm.dbg.value(metadata double %250, metadata !145, metadata !DIExpression()), !dbg !197
  %251 = or i64 %237, 2, !dbg !204
  call void @llvm.dbg.value(metadata i64 %251, metadata !148, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i64 %251, metadata !148, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata double %250, metadata !145, metadata !DIExpression()), !dbg !197
  %252 = mul nuw nsw i64 %251, %199, !dbg !199
  %253 = add nuw nsw i64 %252, %207, !dbg !201
  %254 = getelementptr inbounds double, double* %25, i64 %253, !dbg !202
  %255 = load double, double* %254, align 8, !dbg !202, !tbaa !100
  %256 = fadd double %250, %255, !dbg !203
  call void @llvm.dbg.value(metadata double %256, metadata !145, metadata !DIExpression()), !dbg !197
  %257 = or i64 %237, 3, !dbg !204
  call void @llvm.dbg.value(metadata i64 %257, metadata !148, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i64 %257, metadata !148, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata double %256, metadata !145, metadata !DIExpression()), !dbg !197
  %258 = mul nuw nsw i64 %257, %199, !dbg !199
  %259 = add nuw nsw i64 %258, %207, !dbg !201
  %260 = getelementptr inbounds double, double* %25, i64 %259, !dbg !202
  %261 = load double, double* %260, align 8, !dbg !202, !tbaa !100
  %262 = fadd double %256, %261, !dbg !203
  call void @llvm.dbg.value(metadata double %262, metadata !145, metadata !DIExpression()), !dbg !197
  %263 = add nuw nsw i64 %237, 4, !dbg !204
  call void @llvm.dbg.value(metadata i64 %263, metadata !148, metadata !DIExpression()), !dbg !196
  %264 = add i64 %239, 4, !dbg !198
  %265 = icmp eq i64 %264, %204, !dbg !198
  br i1 %265, label %209, label %236, !dbg !198, !llvm.loop !212

266:                                              ; preds = %225
  call void @llvm.dbg.value(metadata i32 %8, metadata !155, metadata !DIExpression()) #7, !dbg !168
  call void @llvm.dbg.value(metadata i32 %19, metadata !158, metadata !DIExpression()) #7, !dbg !168
  call void @llvm.dbg.value(metadata double* %25, metadata !159, metadata !DIExpression()) #7, !dbg !168
  call void @llvm.dbg.value(metadata double* %33, metadata !160, metadata !DIExpression()) #7, !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !161, metadata !DIExpression()) #7, !dbg !170
  br i1 %36, label %267, label %531, !dbg !214

267:                                              ; preds = %266
  %268 = add nsw i32 %19, -1, !dbg !214
  %269 = add nsw i32 %16, -1, !dbg !214
  %270 = tail call i32 @llvm.umin.i32(i32 %268, i32 %269) #7, !dbg !214
  %271 = add nuw nsw i32 %270, 1, !dbg !214
  %272 = zext i32 %271 to i64, !dbg !215
  %273 = and i64 %272, 1, !dbg !214
  %274 = icmp eq i32 %270, 0, !dbg !214
  br i1 %274, label %312, label %275, !dbg !214

275:                                              ; preds = %267
  %276 = and i64 %272, 4294967294, !dbg !214
  br label %277, !dbg !214

277:                                              ; preds = %295, %275
  %278 = phi i64 [ 0, %275 ], [ %299, %295 ]
  %279 = phi i64 [ 0, %275 ], [ %300, %295 ]
  call void @llvm.dbg.value(metadata i64 %278, metadata !161, metadata !DIExpression()) #7, !dbg !170
  call void @llvm.dbg.value(metadata i64 %278, metadata !166, metadata !DIExpression()) #7, !dbg !216
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !163, metadata !DIExpression()) #7, !dbg !217
  br label %302, !dbg !218

280:                                              ; preds = %302
  %281 = getelementptr inbounds double, double* %33, i64 %278, !dbg !219
  %282 = load double, double* %281, align 8, !dbg !220, !tbaa !100
  %283 = fadd double %309, %282, !dbg !220
  store double %283, double* %281, align 8, !dbg !220, !tbaa !100
  %284 = or i64 %278, 1, !dbg !221
  call void @llvm.dbg.value(metadata i64 %284, metadata !161, metadata !DIExpression()) #7, !dbg !170
  call void @llvm.dbg.value(metadata i64 %284, metadata !161, metadata !DIExpression()) #7, !dbg !170
  call void @llvm.dbg.value(metadata i64 %284, metadata !166, metadata !DIExpression()) #7, !dbg !216
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !163, metadata !DIExpression()) #7, !dbg !217
  br label %285, !dbg !218

285:                                              ; preds = %285, %280
  %286 = phi i64 [ %284, %280 ], [ %293, %285 ]
  %287 = phi double [ 0.000000e+00, %280 ], [ %292, %285 ]
  call void @llvm.dbg.value(metadata i64 %286, metadata !166, metadata !DIExpression()) #7, !dbg !216
  call void @llvm.dbg.value(metadata double %287, metadata !163, metadata !DIExpression()) #7, !dbg !217
  %288 = mul nuw nsw i64 %286, %199, !dbg !222
  %289 = add nuw nsw i64 %288, %284, !dbg !224
  %290 = getelementptr inbounds double, double* %25, i64 %289, !dbg !225
  %291 = load double, double* %290, align 8, !dbg !225, !tbaa !100
  %292 = fadd double %287, %291, !dbg !226
  call void @llvm.dbg.value(metadata double %292, metadata !163, metadata !DIExpression()) #7, !dbg !217
  %293 = add nuw nsw i64 %286, 1, !dbg !227
  call void @llvm.dbg.value(metadata i64 %293, metadata !166, metadata !DIExpression()) #7, !dbg !216
  %294 = icmp eq i64 %293, %200, !dbg !228
  br i1 %294, label %295, label %285, !dbg !218, !llvm.loop !229

295:                                              ; preds = %285
  %296 = getelementptr inbounds double, double* %33, i64 %284, !dbg !219
  %297 = load double, double* %296, align 8, !dbg !220, !tbaa !100
  %298 = fadd double %292, %297, !dbg !220
  store double %298, double* %296, align 8, !dbg !220, !tbaa !100
  %299 = add nuw nsw i64 %278, 2, !dbg !221
  call void @llvm.dbg.value(metadata i64 %299, metadata !161, metadata !DIExpression()) #7, !dbg !170
  %300 = add i64 %279, 2, !dbg !214
  %301 = icmp eq i64 %300, %276, !dbg !214
  br i1 %301, label %312, label %277, !dbg !214, !llvm.loop !231

302:                                              ; preds = %302, %277
  %303 = phi i64 [ %278, %277 ], [ %310, %302 ]
  %304 = phi double [ 0.000000e+00, %277 ], [ %309, %302 ]
  call void @llvm.dbg.value(metadata i64 %303, metadata !166, metadata !DIExpression()) #7, !dbg !216
  call void @llvm.dbg.value(metadata double %304, metadata !163, metadata !DIExpression()) #7, !dbg !217
  %305 = mul nuw nsw i64 %303, %199, !dbg !222
  %306 = add nuw nsw i64 %305, %278, !dbg !224
  %307 = getelementptr inbounds double, double* %25, i64 %306, !dbg !225
  %308 = load double, double* %307, align 8, !dbg !225, !tbaa !100
  %309 = fadd double %304, %308, !dbg !226
  call void @llvm.dbg.value(metadata double %309, metadata !163, metadata !DIExpression()) #7, !dbg !217
  %310 = add nuw nsw i64 %303, 1, !dbg !227
  call void @llvm.dbg.value(metadata i64 %310, metadata !166, metadata !DIExpression()) #7, !dbg !216
  %311 = icmp eq i64 %310, %200, !dbg !228
  br i1 %311, label %280, label %302, !dbg !218, !llvm.loop !229

312:                                              ; preds = %295, %267
  %313 = phi i64 [ 0, %267 ], [ %299, %295 ]
  %314 = icmp eq i64 %273, 0, !dbg !218
  br i1 %314, label %329, label %315, !dbg !218

315:                                              ; preds = %312, %315
  %316 = phi i64 [ %323, %315 ], [ %313, %312 ]
  %317 = phi double [ %322, %315 ], [ 0.000000e+00, %312 ]
  call void @llvm.dbg.value(metadata i64 %316, metadata !166, metadata !DIExpression()) #7, !dbg !216
  call void @llvm.dbg.value(metadata double %317, metadata !163, metadata !DIExpression()) #7, !dbg !217
  %318 = mul nuw nsw i64 %316, %199, !dbg !222
  %319 = add nuw nsw i64 %318, %313, !dbg !224
  %320 = getelementptr inbounds double, double* %25, i64 %319, !dbg !225
  %321 = load double, double* %320, align 8, !dbg !225, !tbaa !100
  %322 = fadd double %317, %321, !dbg !226
  call void @llvm.dbg.value(metadata double %322, metadata !163, metadata !DIExpression()) #7, !dbg !217
  %323 = add nuw nsw i64 %316, 1, !dbg !227
  call void @llvm.dbg.value(metadata i64 %323, metadata !166, metadata !DIExpression()) #7, !dbg !216
  %324 = icmp eq i64 %323, %200, !dbg !228
  br i1 %324, label %325, label %315, !dbg !218, !llvm.loop !229

325:                                              ; preds = %315
  %326 = getelementptr inbounds double, double* %33, i64 %313, !dbg !219
  %327 = load double, double* %326, align 8, !dbg !220, !tbaa !100
  %328 = fadd double %322, %327, !dbg !220
  store double %328, double* %326, align 8, !dbg !220, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %313, metadata !161, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #7, !dbg !170
  br label %329, !dbg !195

329:                                              ; preds = %312, %325
  call void @llvm.dbg.value(metadata i32 %8, metadata !171, metadata !DIExpression()) #7, !dbg !192
  call void @llvm.dbg.value(metadata i32 %19, metadata !176, metadata !DIExpression()) #7, !dbg !192
  call void @llvm.dbg.value(metadata double* %25, metadata !177, metadata !DIExpression()) #7, !dbg !192
  call void @llvm.dbg.value(metadata double* %28, metadata !178, metadata !DIExpression()) #7, !dbg !192
  call void @llvm.dbg.value(metadata double* %30, metadata !179, metadata !DIExpression()) #7, !dbg !192
  call void @llvm.dbg.value(metadata i32 0, metadata !180, metadata !DIExpression()) #7, !dbg !194
  br i1 %36, label %330, label %531, !dbg !195

330:                                              ; preds = %196, %329
  %331 = phi i64 [ %197, %196 ], [ %200, %329 ], !dbg !195
  br label %332, !dbg !195

332:                                              ; preds = %345, %330
  %333 = phi i64 [ 0, %330 ], [ %336, %345 ]
  %334 = phi i64 [ 1, %330 ], [ %346, %345 ]
  call void @llvm.dbg.value(metadata i64 %333, metadata !180, metadata !DIExpression()) #7, !dbg !194
  call void @llvm.dbg.value(metadata i32 0, metadata !182, metadata !DIExpression()) #7, !dbg !233
  %335 = mul nsw i64 %333, %21
  %336 = add nuw nsw i64 %333, 1
  %337 = icmp ult i64 %336, %331
  %338 = mul nsw i64 %333, %331
  %339 = and i64 %334, 1
  %340 = icmp eq i64 %333, 0
  %341 = and i64 %334, 9223372036854775806
  %342 = icmp eq i64 %339, 0
  br label %343, !dbg !234

343:                                              ; preds = %387, %332
  %344 = phi i64 [ 0, %332 ], [ %391, %387 ]
  call void @llvm.dbg.value(metadata i64 %344, metadata !182, metadata !DIExpression()) #7, !dbg !233
  call void @llvm.dbg.value(metadata i32 0, metadata !188, metadata !DIExpression()) #7, !dbg !235
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !185, metadata !DIExpression()) #7, !dbg !236
  br i1 %340, label %348, label %363, !dbg !237

345:                                              ; preds = %387
  call void @llvm.dbg.value(metadata i64 %336, metadata !180, metadata !DIExpression()) #7, !dbg !194
  %346 = add nuw nsw i64 %334, 1, !dbg !195
  %347 = icmp eq i64 %336, %331, !dbg !238
  br i1 %347, label %407, label %332, !dbg !195, !llvm.loop !239

348:                                              ; preds = %363, %343
  %349 = phi double [ undef, %343 ], [ %383, %363 ]
  %350 = phi i64 [ 0, %343 ], [ %384, %363 ]
  %351 = phi double [ 0.000000e+00, %343 ], [ %383, %363 ]
  br i1 %342, label %361, label %352, !dbg !237

352:                                              ; preds = %348
  call void @llvm.dbg.value(metadata i64 %350, metadata !188, metadata !DIExpression()) #7, !dbg !235
  call void @llvm.dbg.value(metadata double %351, metadata !185, metadata !DIExpression()) #7, !dbg !236
  %353 = add nsw i64 %350, %335, !dbg !241
  %354 = getelementptr inbounds double, double* %25, i64 %353, !dbg !243
  %355 = load double, double* %354, align 8, !dbg !243, !tbaa !100
  %356 = mul nuw nsw i64 %350, %331, !dbg !244
  %357 = add nuw nsw i64 %356, %344, !dbg !245
  %358 = getelementptr inbounds double, double* %28, i64 %357, !dbg !246
  %359 = load double, double* %358, align 8, !dbg !246, !tbaa !100
  %360 = tail call double @llvm.fmuladd.f64(double %355, double %359, double %351) #7, !dbg !247
  call void @llvm.dbg.value(metadata double %360, metadata !185, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata i64 %350, metadata !188, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #7, !dbg !235
  br label %361, !dbg !248

361:                                              ; preds = %348, %352
  %362 = phi double [ %349, %348 ], [ %360, %352 ], !dbg !247
  call void @llvm.dbg.value(metadata i64 %336, metadata !190, metadata !DIExpression()) #7, !dbg !249
  call void @llvm.dbg.value(metadata double %362, metadata !185, metadata !DIExpression()) #7, !dbg !236
  br i1 %337, label %393, label %387, !dbg !248

363:                                              ; preds = %343, %363
  %364 = phi i64 [ %384, %363 ], [ 0, %343 ]
  %365 = phi double [ %383, %363 ], [ 0.000000e+00, %343 ]
  %366 = phi i64 [ %385, %363 ], [ 0, %343 ]
  call void @llvm.dbg.value(metadata i64 %364, metadata !188, metadata !DIExpression()) #7, !dbg !235
  call void @llvm.dbg.value(metadata double %365, metadata !185, metadata !DIExpression()) #7, !dbg !236
  %367 = add nsw i64 %364, %335, !dbg !241
  %368 = getelementptr inbounds double, double* %25, i64 %367, !dbg !243
  %369 = load double, double* %368, align 8, !dbg !243, !tbaa !100
  %370 = mul nuw nsw i64 %364, %331, !dbg !244
  %371 = add nuw nsw i64 %370, %344, !dbg !245
  %372 = getelementptr inbounds double, double* %28, i64 %371, !dbg !246
  %373 = load double, double* %372, align 8, !dbg !246, !tbaa !100
  %374 = tail call double @llvm.fmuladd.f64(double %369, double %373, double %365) #7, !dbg !247
  call void @llvm.dbg.value(metadata double %374, metadata !185, metadata !DIExpression()) #7, !dbg !236
  %375 = or i64 %364, 1, !dbg !250
  call void @llvm.dbg.value(metadata i64 %375, metadata !188, metadata !DIExpression()) #7, !dbg !235
  call void @llvm.dbg.value(metadata i64 %375, metadata !188, metadata !DIExpression()) #7, !dbg !235
  call void @llvm.dbg.value(metadata double %374, metadata !185, metadata !DIExpression()) #7, !dbg !236
  %376 = add nsw i64 %375, %335, !dbg !241
  %377 = getelementptr inbounds double, double* %25, i64 %376, !dbg !243
  %378 = load double, double* %377, align 8, !dbg !243, !tbaa !100
  %379 = mul nuw nsw i64 %375, %331, !dbg !244
  %380 = add nuw nsw i64 %379, %344, !dbg !245
  %381 = getelementptr inbounds double, double* %28, i64 %380, !dbg !246
  %382 = load double, double* %381, align 8, !dbg !246, !tbaa !100
  %383 = tail call double @llvm.fmuladd.f64(double %378, double %382, double %374) #7, !dbg !247
  call void @llvm.dbg.value(metadata double %383, metadata !185, metadata !DIExpression()) #7, !dbg !236
  %384 = add nuw nsw i64 %364, 2, !dbg !250
  call void @llvm.dbg.value(metadata i64 %384, metadata !188, metadata !DIExpression()) #7, !dbg !235
  %385 = add i64 %366, 2, !dbg !237
  %386 = icmp eq i64 %385, %341, !dbg !237
  br i1 %386, label %348, label %363, !dbg !237, !llvm.loop !251

387:                                              ; preds = %393, %361
  %388 = phi double [ %362, %361 ], [ %404, %393 ], !dbg !236
  %389 = add nuw nsw i64 %344, %338, !dbg !253
  %390 = getelementptr inbounds double, double* %30, i64 %389, !dbg !254
  store double %388, double* %390, align 8, !dbg !255, !tbaa !100
  %391 = add nuw nsw i64 %344, 1, !dbg !256
  call void @llvm.dbg.value(metadata i64 %391, metadata !182, metadata !DIExpression()) #7, !dbg !233
  %392 = icmp eq i64 %391, %331, !dbg !257
  br i1 %392, label %345, label %343, !dbg !234, !llvm.loop !258

393:                                              ; preds = %361, %393
  %394 = phi i64 [ %405, %393 ], [ %334, %361 ]
  %395 = phi double [ %404, %393 ], [ %362, %361 ]
  call void @llvm.dbg.value(metadata double %395, metadata !185, metadata !DIExpression()) #7, !dbg !236
  %396 = mul nsw i64 %394, %21, !dbg !260
  %397 = add nsw i64 %396, %333, !dbg !262
  %398 = getelementptr inbounds double, double* %25, i64 %397, !dbg !263
  %399 = load double, double* %398, align 8, !dbg !263, !tbaa !100
  %400 = mul nsw i64 %394, %331, !dbg !264
  %401 = add nuw nsw i64 %400, %344, !dbg !265
  %402 = getelementptr inbounds double, double* %28, i64 %401, !dbg !266
  %403 = load double, double* %402, align 8, !dbg !266, !tbaa !100
  %404 = tail call double @llvm.fmuladd.f64(double %399, double %403, double %395) #7, !dbg !267
  call void @llvm.dbg.value(metadata double %404, metadata !185, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata i64 %394, metadata !190, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #7, !dbg !249
  %405 = add nuw nsw i64 %394, 1, !dbg !249
  call void @llvm.dbg.value(metadata i64 %405, metadata !190, metadata !DIExpression()) #7, !dbg !249
  %406 = icmp eq i64 %405, %331, !dbg !268
  br i1 %406, label %387, label %393, !dbg !248, !llvm.loop !269

407:                                              ; preds = %345
  call void @llvm.dbg.value(metadata i32 %8, metadata !271, metadata !DIExpression()) #7, !dbg !283
  call void @llvm.dbg.value(metadata i32 %19, metadata !274, metadata !DIExpression()) #7, !dbg !283
  call void @llvm.dbg.value(metadata double* %25, metadata !275, metadata !DIExpression()) #7, !dbg !283
  call void @llvm.dbg.value(metadata double* %35, metadata !276, metadata !DIExpression()) #7, !dbg !283
  call void @llvm.dbg.value(metadata i32 %8, metadata !277, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !285
  %408 = add nsw i64 %331, -1, !dbg !285
  %409 = trunc i64 %408 to i32, !dbg !285
  %410 = mul nsw i32 %19, %409, !dbg !286
  %411 = sext i32 %410 to i64, !dbg !287
  %412 = add nsw i64 %408, %411, !dbg !287
  %413 = getelementptr inbounds double, double* %25, i64 %412, !dbg !288
  %414 = load double, double* %413, align 8, !dbg !288, !tbaa !100
  %415 = getelementptr inbounds double, double* %35, i64 %408, !dbg !289
  %416 = load double, double* %415, align 8, !dbg !290, !tbaa !100
  %417 = fdiv double %416, %414, !dbg !290
  store double %417, double* %415, align 8, !dbg !290, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %331, metadata !279, metadata !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !291
  %418 = icmp ugt i64 %331, 1, !dbg !292
  br i1 %418, label %419, label %497, !dbg !294

419:                                              ; preds = %407
  %420 = add nsw i32 %16, -2, !dbg !295
  %421 = sext i32 %420 to i64, !dbg !295
  %422 = sub nsw i64 0, %421
  br label %437, !dbg !294

423:                                              ; preds = %469, %472, %437
  call void @llvm.dbg.value(metadata i64 %441, metadata !277, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !285
  %424 = add nsw i64 %442, -1, !dbg !295
  %425 = add nsw i64 %441, -1, !dbg !285
  %426 = trunc i64 %425 to i32, !dbg !285
  %427 = mul nsw i32 %19, %426, !dbg !286
  %428 = sext i32 %427 to i64, !dbg !287
  %429 = add nsw i64 %425, %428, !dbg !287
  %430 = getelementptr inbounds double, double* %25, i64 %429, !dbg !288
  %431 = load double, double* %430, align 8, !dbg !288, !tbaa !100
  %432 = getelementptr inbounds double, double* %35, i64 %425, !dbg !289
  %433 = load double, double* %432, align 8, !dbg !290, !tbaa !100
  %434 = fdiv double %433, %431, !dbg !290
  store double %434, double* %432, align 8, !dbg !290, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %441, metadata !279, metadata !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !291
  %435 = icmp ugt i64 %441, 1, !dbg !292
  %436 = add i64 %438, 1, !dbg !294
  br i1 %435, label %437, label %497, !dbg !294, !llvm.loop !296

437:                                              ; preds = %419, %423
  %438 = phi i64 [ 0, %419 ], [ %436, %423 ]
  %439 = phi double [ %417, %419 ], [ %434, %423 ]
  %440 = phi double* [ %415, %419 ], [ %432, %423 ]
  %441 = phi i64 [ %408, %419 ], [ %425, %423 ]
  %442 = phi i64 [ %421, %419 ], [ %424, %423 ]
  call void @llvm.dbg.value(metadata i64 %442, metadata !279, metadata !DIExpression()) #7, !dbg !291
  %443 = xor i64 %438, -1, !dbg !298
  %444 = mul nsw i64 %442, %21, !dbg !298
  %445 = add nsw i64 %444, %441, !dbg !299
  %446 = getelementptr inbounds double, double* %25, i64 %445, !dbg !300
  %447 = load double, double* %446, align 8, !dbg !300, !tbaa !100
  %448 = and i64 %442, 4294967295, !dbg !301
  %449 = getelementptr inbounds double, double* %35, i64 %448, !dbg !301
  %450 = load double, double* %449, align 8, !dbg !302, !tbaa !100
  %451 = fneg double %447, !dbg !302
  %452 = tail call double @llvm.fmuladd.f64(double %451, double %439, double %450) #7, !dbg !302
  store double %452, double* %449, align 8, !dbg !302, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %442, metadata !279, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !291
  %453 = icmp sgt i64 %442, 0, !dbg !292
  br i1 %453, label %454, label %423, !dbg !294, !llvm.loop !303

454:                                              ; preds = %437
  %455 = and i64 %442, 1, !dbg !294
  %456 = icmp eq i64 %455, 0, !dbg !294
  br i1 %456, label %469, label %457, !dbg !294

457:                                              ; preds = %454
  call void @llvm.dbg.value(metadata i64 %442, metadata !279, metadata !DIExpression()) #7, !dbg !291
  %458 = add nsw i64 %442, -1, !dbg !305
  call void @llvm.dbg.value(metadata i64 %458, metadata !279, metadata !DIExpression()) #7, !dbg !291
  %459 = load double, double* %440, align 8, !dbg !306, !tbaa !100
  %460 = mul nsw i64 %458, %21, !dbg !298
  %461 = add nsw i64 %460, %441, !dbg !299
  %462 = getelementptr inbounds double, double* %25, i64 %461, !dbg !300
  %463 = load double, double* %462, align 8, !dbg !300, !tbaa !100
  %464 = and i64 %458, 4294967295, !dbg !301
  %465 = getelementptr inbounds double, double* %35, i64 %464, !dbg !301
  %466 = load double, double* %465, align 8, !dbg !302, !tbaa !100
  %467 = fneg double %463, !dbg !302
  %468 = tail call double @llvm.fmuladd.f64(double %467, double %459, double %466) #7, !dbg !302
  store double %468, double* %465, align 8, !dbg !302, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %458, metadata !279, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !291
  br label %469, !dbg !294

469:                                              ; preds = %457, %454
  %470 = phi i64 [ %442, %454 ], [ %458, %457 ]
  %471 = icmp eq i64 %443, %422, !dbg !294
  br i1 %471, label %423, label %472, !dbg !294

472:                                              ; preds = %469, %472
  %473 = phi i64 [ %485, %472 ], [ %470, %469 ]
  call void @llvm.dbg.value(metadata i64 %473, metadata !279, metadata !DIExpression()) #7, !dbg !291
  %474 = add nsw i64 %473, -1, !dbg !305
  call void @llvm.dbg.value(metadata i64 %474, metadata !279, metadata !DIExpression()) #7, !dbg !291
  %475 = load double, double* %440, align 8, !dbg !306, !tbaa !100
  %476 = mul nsw i64 %474, %21, !dbg !298
  %477 = add nsw i64 %476, %441, !dbg !299
  %478 = getelementptr inbounds double, double* %25, i64 %477, !dbg !300
  %479 = load double, double* %478, align 8, !dbg !300, !tbaa !100
  %480 = and i64 %474, 4294967295, !dbg !301
  %481 = getelementptr inbounds double, double* %35, i64 %480, !dbg !301
  %482 = load double, double* %481, align 8, !dbg !302, !tbaa !100
  %483 = fneg double %479, !dbg !302
  %484 = tail call double @llvm.fmuladd.f64(double %483, double %475, double %482) #7, !dbg !302
  store double %484, double* %481, align 8, !dbg !302, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %474, metadata !279, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !291
  call void @llvm.dbg.value(metadata i64 %474, metadata !279, metadata !DIExpression()) #7, !dbg !291
  %485 = add nsw i64 %473, -2, !dbg !305
  call void @llvm.dbg.value(metadata i64 %485, metadata !279, metadata !DIExpression()) #7, !dbg !291
  %486 = load double, double* %440, align 8, !dbg !306, !tbaa !100
  %487 = mul nsw i64 %485, %21, !dbg !298
  %488 = add nsw i64 %487, %441, !dbg !299
  %489 = getelementptr inbounds double, double* %25, i64 %488, !dbg !300
  %490 = load double, double* %489, align 8, !dbg !300, !tbaa !100
  %491 = and i64 %485, 4294967295, !dbg !301
  %492 = getelementptr inbounds double, double* %35, i64 %491, !dbg !301
  %493 = load double, double* %492, align 8, !dbg !302, !tbaa !100
  %494 = fneg double %490, !dbg !302
  %495 = tail call double @llvm.fmuladd.f64(double %494, double %486, double %493) #7, !dbg !302
  store double %495, double* %492, align 8, !dbg !302, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %485, metadata !279, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !291
  %496 = icmp ugt i64 %474, 1, !dbg !292
  br i1 %496, label %472, label %423, !dbg !294, !llvm.loop !303

497:                                              ; preds = %423, %407
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !42, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !307
  br i1 %36, label %498, label %531, !dbg !308

498:                                              ; preds = %497
  %499 = zext i32 %16 to i64, !dbg !309
  %500 = and i64 %499, 1, !dbg !308
  %501 = icmp eq i32 %16, 1, !dbg !308
  br i1 %501, label %512, label %502, !dbg !308

502:                                              ; preds = %498
  %503 = and i64 %499, 4294967294, !dbg !308
  br label %534, !dbg !308

504:                                              ; preds = %180, %504
  %505 = phi i64 [ %510, %504 ], [ %181, %180 ]
  call void @llvm.dbg.value(metadata i64 %505, metadata !40, metadata !DIExpression()), !dbg !120
  %506 = trunc i64 %505 to i32, !dbg !125
  %507 = sitofp i32 %506 to double, !dbg !125
  %508 = fadd double %507, 1.000000e+00, !dbg !126
  %509 = getelementptr inbounds double, double* %35, i64 %505, !dbg !311
  store double %508, double* %509, align 8, !dbg !127, !tbaa !100
  %510 = add nuw nsw i64 %505, 1, !dbg !124
  call void @llvm.dbg.value(metadata i64 %510, metadata !40, metadata !DIExpression()), !dbg !120
  %511 = icmp eq i64 %510, %125, !dbg !122
  br i1 %511, label %191, label %504, !dbg !121, !llvm.loop !312

512:                                              ; preds = %534, %498
  %513 = phi double [ undef, %498 ], [ %564, %534 ]
  %514 = phi i64 [ 0, %498 ], [ %565, %534 ]
  %515 = phi double [ 0.000000e+00, %498 ], [ %564, %534 ]
  %516 = icmp eq i64 %500, 0, !dbg !308
  br i1 %516, label %531, label %517, !dbg !308

517:                                              ; preds = %512
  %518 = trunc i64 %514 to i32
  call void @llvm.dbg.value(metadata i64 %514, metadata !43, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata double %515, metadata !42, metadata !DIExpression()), !dbg !45
  %519 = getelementptr inbounds double, double* %33, i64 %514, !dbg !313
  %520 = load double, double* %519, align 8, !dbg !313, !tbaa !100
  %521 = getelementptr inbounds double, double* %35, i64 %514, !dbg !314
  %522 = load double, double* %521, align 8, !dbg !314, !tbaa !100
  %523 = fadd double %520, %522, !dbg !315
  %524 = mul nsw i32 %16, %518, !dbg !316
  %525 = sext i32 %524 to i64, !dbg !317
  %526 = add nsw i64 %514, %525, !dbg !317
  %527 = getelementptr inbounds double, double* %30, i64 %526, !dbg !318
  %528 = load double, double* %527, align 8, !dbg !318, !tbaa !100
  %529 = fadd double %523, %528, !dbg !319
  %530 = fadd double %515, %529, !dbg !320
  call void @llvm.dbg.value(metadata double %530, metadata !42, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i64 %514, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !307
  br label %531, !dbg !321

531:                                              ; preds = %232, %517, %512, %266, %193, %195, %329, %497
  %532 = phi double [ 0.000000e+00, %497 ], [ 0.000000e+00, %329 ], [ 0.000000e+00, %195 ], [ 0.000000e+00, %193 ], [ 0.000000e+00, %266 ], [ %513, %512 ], [ %530, %517 ], [ 0.000000e+00, %232 ], !dbg !45
  %533 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef %532), !dbg !321
  tail call void @free(i8* noundef %24) #7, !dbg !322
  tail call void @free(i8* noundef %27) #7, !dbg !323
  tail call void @free(i8* noundef %29) #7, !dbg !324
  tail call void @free(i8* noundef %32) #7, !dbg !325
  tail call void @free(i8* noundef %34) #7, !dbg !326
  ret i32 0, !dbg !327

534:                                              ; preds = %534, %502
  %535 = phi i64 [ 0, %502 ], [ %565, %534 ]
  %536 = phi double [ 0.000000e+00, %502 ], [ %564, %534 ]
  %537 = phi i64 [ 0, %502 ], [ %566, %534 ]
  %538 = trunc i64 %535 to i32
  call void @llvm.dbg.value(metadata i64 %535, metadata !43, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata double %536, metadata !42, metadata !DIExpression()), !dbg !45
  %539 = getelementptr inbounds double, double* %33, i64 %535, !dbg !313
  %540 = load double, double* %539, align 8, !dbg !313, !tbaa !100
  %541 = getelementptr inbounds double, double* %35, i64 %535, !dbg !314
  %542 = load double, double* %541, align 8, !dbg !314, !tbaa !100
  %543 = fadd double %540, %542, !dbg !315
  %544 = mul nsw i32 %16, %538, !dbg !316
  %545 = sext i32 %544 to i64, !dbg !317
  %546 = add nsw i64 %535, %545, !dbg !317
  %547 = getelementptr inbounds double, double* %30, i64 %546, !dbg !318
  %548 = load double, double* %547, align 8, !dbg !318, !tbaa !100
  %549 = fadd double %543, %548, !dbg !319
  %550 = fadd double %536, %549, !dbg !320
  call void @llvm.dbg.value(metadata double %550, metadata !42, metadata !DIExpression()), !dbg !45
  %551 = or i64 %535, 1, !dbg !328
  call void @llvm.dbg.value(metadata i64 %551, metadata !43, metadata !DIExpression()), !dbg !307
  %552 = trunc i64 %551 to i32
  call void @llvm.dbg.value(metadata i64 %551, metadata !43, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata double %550, metadata !42, metadata !DIExpression()), !dbg !45
  %553 = getelementptr inbounds double, double* %33, i64 %551, !dbg !313
  %554 = load double, double* %553, align 8, !dbg !313, !tbaa !100
  %555 = getelementptr inbounds double, double* %35, i64 %551, !dbg !314
  %556 = load double, double* %555, align 8, !dbg !314, !tbaa !100
  %557 = fadd double %554, %556, !dbg !315
  %558 = mul nsw i32 %16, %552, !dbg !316
  %559 = sext i32 %558 to i64, !dbg !317
  %560 = add nsw i64 %551, %559, !dbg !317
  %561 = getelementptr inbounds double, double* %30, i64 %560, !dbg !318
  %562 = load double, double* %561, align 8, !dbg !318, !tbaa !100
  %563 = fadd double %557, %562, !dbg !319
  %564 = fadd double %550, %563, !dbg !320
  call void @llvm.dbg.value(metadata double %564, metadata !42, metadata !DIExpression()), !dbg !45
  %565 = add nuw nsw i64 %535, 2, !dbg !328
  call void @llvm.dbg.value(metadata i64 %565, metadata !43, metadata !DIExpression()), !dbg !307
  %566 = add i64 %537, 2, !dbg !308
  %567 = icmp eq i64 %566, %503, !dbg !308
  br i1 %567, label %512, label %534, !dbg !308, !llvm.loop !329
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

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
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "conflicts.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "73d4ae5433ff166917fdac6422a4a1ca")
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
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 57, type: !19, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !26, !29, !30, !31, !32, !33, !35, !38, !40, !42, !43}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 57, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 57, type: !7)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 59, type: !6)
!25 = !DILocalVariable(name: "m", scope: !18, file: !1, line: 60, type: !6)
!26 = !DILocalVariable(name: "A", scope: !18, file: !1, line: 63, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DILocalVariable(name: "B", scope: !18, file: !1, line: 64, type: !27)
!30 = !DILocalVariable(name: "C", scope: !18, file: !1, line: 65, type: !27)
!31 = !DILocalVariable(name: "s", scope: !18, file: !1, line: 66, type: !27)
!32 = !DILocalVariable(name: "x", scope: !18, file: !1, line: 67, type: !27)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 68, type: !6)
!34 = distinct !DILexicalBlock(scope: !18, file: !1, line: 68, column: 3)
!35 = !DILocalVariable(name: "j", scope: !36, file: !1, line: 69, type: !6)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 69, column: 5)
!37 = distinct !DILexicalBlock(scope: !34, file: !1, line: 68, column: 3)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 71, type: !6)
!39 = distinct !DILexicalBlock(scope: !18, file: !1, line: 71, column: 3)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 73, type: !6)
!41 = distinct !DILexicalBlock(scope: !18, file: !1, line: 73, column: 3)
!42 = !DILocalVariable(name: "c", scope: !18, file: !1, line: 79, type: !28)
!43 = !DILocalVariable(name: "i", scope: !44, file: !1, line: 80, type: !6)
!44 = distinct !DILexicalBlock(scope: !18, file: !1, line: 80, column: 3)
!45 = !DILocation(line: 0, scope: !18)
!46 = !DILocation(line: 59, column: 16, scope: !18)
!47 = !DILocation(line: 59, column: 11, scope: !18)
!48 = !DILocation(line: 59, column: 27, scope: !18)
!49 = !{!50, !50, i64 0}
!50 = !{!"any pointer", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocalVariable(name: "__nptr", arg: 1, scope: !54, file: !55, line: 362, type: !58)
!54 = distinct !DISubprogram(name: "atoi", scope: !55, file: !55, line: 362, type: !56, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!55 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!56 = !DISubroutineType(types: !57)
!57 = !{!6, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!60 = !{!53}
!61 = !DILocation(line: 0, scope: !54, inlinedAt: !62)
!62 = distinct !DILocation(line: 59, column: 22, scope: !18)
!63 = !DILocation(line: 364, column: 16, scope: !54, inlinedAt: !62)
!64 = !DILocation(line: 364, column: 10, scope: !54, inlinedAt: !62)
!65 = !DILocation(line: 60, column: 16, scope: !18)
!66 = !DILocation(line: 60, column: 11, scope: !18)
!67 = !DILocation(line: 60, column: 27, scope: !18)
!68 = !DILocation(line: 0, scope: !54, inlinedAt: !69)
!69 = distinct !DILocation(line: 60, column: 22, scope: !18)
!70 = !DILocation(line: 364, column: 16, scope: !54, inlinedAt: !69)
!71 = !DILocation(line: 364, column: 10, scope: !54, inlinedAt: !69)
!72 = !DILocation(line: 61, column: 9, scope: !73)
!73 = distinct !DILexicalBlock(scope: !18, file: !1, line: 61, column: 7)
!74 = !DILocation(line: 61, column: 7, scope: !18)
!75 = !DILocation(line: 63, column: 22, scope: !18)
!76 = !DILocation(line: 63, column: 34, scope: !18)
!77 = !DILocation(line: 63, column: 32, scope: !18)
!78 = !DILocation(line: 63, column: 36, scope: !18)
!79 = !DILocation(line: 63, column: 15, scope: !18)
!80 = !DILocation(line: 64, column: 36, scope: !18)
!81 = !DILocation(line: 64, column: 15, scope: !18)
!82 = !DILocation(line: 65, column: 15, scope: !18)
!83 = !DILocation(line: 66, column: 32, scope: !18)
!84 = !DILocation(line: 66, column: 15, scope: !18)
!85 = !DILocation(line: 67, column: 15, scope: !18)
!86 = !DILocation(line: 0, scope: !34)
!87 = !DILocation(line: 68, column: 21, scope: !37)
!88 = !DILocation(line: 68, column: 3, scope: !34)
!89 = !DILocation(line: 0, scope: !36)
!90 = !DILocation(line: 69, column: 5, scope: !36)
!91 = !DILocation(line: 0, scope: !39)
!92 = !DILocation(line: 71, column: 21, scope: !93)
!93 = distinct !DILexicalBlock(scope: !39, file: !1, line: 71, column: 3)
!94 = !DILocation(line: 71, column: 3, scope: !39)
!95 = !DILocation(line: 71, column: 31, scope: !93)
!96 = !DILocation(line: 72, column: 15, scope: !93)
!97 = !DILocation(line: 72, column: 12, scope: !93)
!98 = !DILocation(line: 72, column: 20, scope: !93)
!99 = !DILocation(line: 72, column: 10, scope: !93)
!100 = !{!101, !101, i64 0}
!101 = !{!"double", !51, i64 0}
!102 = distinct !{!102, !94, !103, !104, !105}
!103 = !DILocation(line: 72, column: 22, scope: !39)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !{!"llvm.loop.isvectorized", i32 1}
!106 = !DILocation(line: 70, column: 22, scope: !107)
!107 = distinct !DILexicalBlock(scope: !36, file: !1, line: 69, column: 5)
!108 = !DILocation(line: 70, column: 25, scope: !107)
!109 = !DILocation(line: 70, column: 56, scope: !107)
!110 = !DILocation(line: 70, column: 49, scope: !107)
!111 = !DILocation(line: 70, column: 47, scope: !107)
!112 = !DILocation(line: 70, column: 15, scope: !107)
!113 = !DILocation(line: 70, column: 7, scope: !107)
!114 = !DILocation(line: 70, column: 20, scope: !107)
!115 = distinct !{!115, !88, !116, !104}
!116 = !DILocation(line: 70, column: 59, scope: !34)
!117 = !DILocation(line: 69, column: 29, scope: !107)
!118 = distinct !{!118, !90, !119, !104}
!119 = !DILocation(line: 70, column: 59, scope: !36)
!120 = !DILocation(line: 0, scope: !41)
!121 = !DILocation(line: 73, column: 3, scope: !41)
!122 = !DILocation(line: 73, column: 21, scope: !123)
!123 = distinct !DILexicalBlock(scope: !41, file: !1, line: 73, column: 3)
!124 = !DILocation(line: 73, column: 27, scope: !123)
!125 = !DILocation(line: 74, column: 18, scope: !123)
!126 = !DILocation(line: 74, column: 16, scope: !123)
!127 = !DILocation(line: 74, column: 10, scope: !123)
!128 = distinct !{!128, !121, !129, !104, !105}
!129 = !DILocation(line: 74, column: 18, scope: !41)
!130 = !DILocation(line: 72, column: 5, scope: !93)
!131 = distinct !{!131, !94, !103, !104, !132, !105}
!132 = !{!"llvm.loop.unroll.runtime.disable"}
!133 = !DILocalVariable(name: "n", arg: 1, scope: !134, file: !1, line: 10, type: !6)
!134 = distinct !DISubprogram(name: "col_sums", scope: !1, file: !1, line: 10, type: !135, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !139)
!135 = !DISubroutineType(types: !136)
!136 = !{null, !6, !6, !137, !27}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!139 = !{!133, !140, !141, !142, !143, !145, !148}
!140 = !DILocalVariable(name: "m", arg: 2, scope: !134, file: !1, line: 10, type: !6)
!141 = !DILocalVariable(name: "A", arg: 3, scope: !134, file: !1, line: 10, type: !137)
!142 = !DILocalVariable(name: "s", arg: 4, scope: !134, file: !1, line: 10, type: !27)
!143 = !DILocalVariable(name: "j", scope: !144, file: !1, line: 12, type: !6)
!144 = distinct !DILexicalBlock(scope: !134, file: !1, line: 12, column: 3)
!145 = !DILocalVariable(name: "t", scope: !146, file: !1, line: 13, type: !28)
!146 = distinct !DILexicalBlock(scope: !147, file: !1, line: 12, column: 31)
!147 = distinct !DILexicalBlock(scope: !144, file: !1, line: 12, column: 3)
!148 = !DILocalVariable(name: "i", scope: !149, file: !1, line: 14, type: !6)
!149 = distinct !DILexicalBlock(scope: !146, file: !1, line: 14, column: 5)
!150 = !DILocation(line: 0, scope: !134, inlinedAt: !151)
!151 = distinct !DILocation(line: 75, column: 3, scope: !18)
!152 = !DILocation(line: 0, scope: !144, inlinedAt: !151)
!153 = !DILocation(line: 12, column: 21, scope: !147, inlinedAt: !151)
!154 = !DILocation(line: 12, column: 3, scope: !144, inlinedAt: !151)
!155 = !DILocalVariable(name: "n", arg: 1, scope: !156, file: !1, line: 20, type: !6)
!156 = distinct !DISubprogram(name: "tri_cols", scope: !1, file: !1, line: 20, type: !135, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !157)
!157 = !{!155, !158, !159, !160, !161, !163, !166}
!158 = !DILocalVariable(name: "m", arg: 2, scope: !156, file: !1, line: 20, type: !6)
!159 = !DILocalVariable(name: "A", arg: 3, scope: !156, file: !1, line: 20, type: !137)
!160 = !DILocalVariable(name: "s", arg: 4, scope: !156, file: !1, line: 20, type: !27)
!161 = !DILocalVariable(name: "j", scope: !162, file: !1, line: 22, type: !6)
!162 = distinct !DILexicalBlock(scope: !156, file: !1, line: 22, column: 3)
!163 = !DILocalVariable(name: "t", scope: !164, file: !1, line: 23, type: !28)
!164 = distinct !DILexicalBlock(scope: !165, file: !1, line: 22, column: 40)
!165 = distinct !DILexicalBlock(scope: !162, file: !1, line: 22, column: 3)
!166 = !DILocalVariable(name: "i", scope: !167, file: !1, line: 24, type: !6)
!167 = distinct !DILexicalBlock(scope: !164, file: !1, line: 24, column: 5)
!168 = !DILocation(line: 0, scope: !156, inlinedAt: !169)
!169 = distinct !DILocation(line: 76, column: 3, scope: !18)
!170 = !DILocation(line: 0, scope: !162, inlinedAt: !169)
!171 = !DILocalVariable(name: "n", arg: 1, scope: !172, file: !1, line: 32, type: !6)
!172 = distinct !DISubprogram(name: "symm", scope: !1, file: !1, line: 32, type: !173, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !175)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !6, !6, !137, !137, !27}
!175 = !{!171, !176, !177, !178, !179, !180, !182, !185, !188, !190}
!176 = !DILocalVariable(name: "m", arg: 2, scope: !172, file: !1, line: 32, type: !6)
!177 = !DILocalVariable(name: "A", arg: 3, scope: !172, file: !1, line: 32, type: !137)
!178 = !DILocalVariable(name: "B", arg: 4, scope: !172, file: !1, line: 32, type: !137)
!179 = !DILocalVariable(name: "C", arg: 5, scope: !172, file: !1, line: 32, type: !27)
!180 = !DILocalVariable(name: "i", scope: !181, file: !1, line: 34, type: !6)
!181 = distinct !DILexicalBlock(scope: !172, file: !1, line: 34, column: 3)
!182 = !DILocalVariable(name: "j", scope: !183, file: !1, line: 35, type: !6)
!183 = distinct !DILexicalBlock(scope: !184, file: !1, line: 35, column: 5)
!184 = distinct !DILexicalBlock(scope: !181, file: !1, line: 34, column: 3)
!185 = !DILocalVariable(name: "t", scope: !186, file: !1, line: 36, type: !28)
!186 = distinct !DILexicalBlock(scope: !187, file: !1, line: 35, column: 33)
!187 = distinct !DILexicalBlock(scope: !183, file: !1, line: 35, column: 5)
!188 = !DILocalVariable(name: "k", scope: !189, file: !1, line: 37, type: !6)
!189 = distinct !DILexicalBlock(scope: !186, file: !1, line: 37, column: 7)
!190 = !DILocalVariable(name: "k", scope: !191, file: !1, line: 39, type: !6)
!191 = distinct !DILexicalBlock(scope: !186, file: !1, line: 39, column: 7)
!192 = !DILocation(line: 0, scope: !172, inlinedAt: !193)
!193 = distinct !DILocation(line: 77, column: 3, scope: !18)
!194 = !DILocation(line: 0, scope: !181, inlinedAt: !193)
!195 = !DILocation(line: 34, column: 3, scope: !181, inlinedAt: !193)
!196 = !DILocation(line: 0, scope: !149, inlinedAt: !151)
!197 = !DILocation(line: 0, scope: !146, inlinedAt: !151)
!198 = !DILocation(line: 14, column: 5, scope: !149, inlinedAt: !151)
!199 = !DILocation(line: 15, column: 16, scope: !200, inlinedAt: !151)
!200 = distinct !DILexicalBlock(scope: !149, file: !1, line: 14, column: 5)
!201 = !DILocation(line: 15, column: 20, scope: !200, inlinedAt: !151)
!202 = !DILocation(line: 15, column: 12, scope: !200, inlinedAt: !151)
!203 = !DILocation(line: 15, column: 9, scope: !200, inlinedAt: !151)
!204 = !DILocation(line: 14, column: 29, scope: !200, inlinedAt: !151)
!205 = distinct !{!205, !206}
!206 = !{!"llvm.loop.unroll.disable"}
!207 = !DILocation(line: 16, column: 5, scope: !146, inlinedAt: !151)
!208 = !DILocation(line: 16, column: 10, scope: !146, inlinedAt: !151)
!209 = !DILocation(line: 12, column: 27, scope: !147, inlinedAt: !151)
!210 = distinct !{!210, !154, !211, !104}
!211 = !DILocation(line: 17, column: 3, scope: !144, inlinedAt: !151)
!212 = distinct !{!212, !198, !213, !104}
!213 = !DILocation(line: 15, column: 23, scope: !149, inlinedAt: !151)
!214 = !DILocation(line: 22, column: 3, scope: !162, inlinedAt: !169)
!215 = !DILocation(line: 22, column: 25, scope: !165, inlinedAt: !169)
!216 = !DILocation(line: 0, scope: !167, inlinedAt: !169)
!217 = !DILocation(line: 0, scope: !164, inlinedAt: !169)
!218 = !DILocation(line: 24, column: 5, scope: !167, inlinedAt: !169)
!219 = !DILocation(line: 26, column: 5, scope: !164, inlinedAt: !169)
!220 = !DILocation(line: 26, column: 10, scope: !164, inlinedAt: !169)
!221 = !DILocation(line: 22, column: 36, scope: !165, inlinedAt: !169)
!222 = !DILocation(line: 25, column: 16, scope: !223, inlinedAt: !169)
!223 = distinct !DILexicalBlock(scope: !167, file: !1, line: 24, column: 5)
!224 = !DILocation(line: 25, column: 20, scope: !223, inlinedAt: !169)
!225 = !DILocation(line: 25, column: 12, scope: !223, inlinedAt: !169)
!226 = !DILocation(line: 25, column: 9, scope: !223, inlinedAt: !169)
!227 = !DILocation(line: 24, column: 29, scope: !223, inlinedAt: !169)
!228 = !DILocation(line: 24, column: 23, scope: !223, inlinedAt: !169)
!229 = distinct !{!229, !218, !230, !104}
!230 = !DILocation(line: 25, column: 23, scope: !167, inlinedAt: !169)
!231 = distinct !{!231, !214, !232, !104}
!232 = !DILocation(line: 27, column: 3, scope: !162, inlinedAt: !169)
!233 = !DILocation(line: 0, scope: !183, inlinedAt: !193)
!234 = !DILocation(line: 35, column: 5, scope: !183, inlinedAt: !193)
!235 = !DILocation(line: 0, scope: !189, inlinedAt: !193)
!236 = !DILocation(line: 0, scope: !186, inlinedAt: !193)
!237 = !DILocation(line: 37, column: 7, scope: !189, inlinedAt: !193)
!238 = !DILocation(line: 34, column: 21, scope: !184, inlinedAt: !193)
!239 = distinct !{!239, !195, !240, !104}
!240 = !DILocation(line: 42, column: 5, scope: !181, inlinedAt: !193)
!241 = !DILocation(line: 38, column: 22, scope: !242, inlinedAt: !193)
!242 = distinct !DILexicalBlock(scope: !189, file: !1, line: 37, column: 7)
!243 = !DILocation(line: 38, column: 14, scope: !242, inlinedAt: !193)
!244 = !DILocation(line: 38, column: 33, scope: !242, inlinedAt: !193)
!245 = !DILocation(line: 38, column: 37, scope: !242, inlinedAt: !193)
!246 = !DILocation(line: 38, column: 29, scope: !242, inlinedAt: !193)
!247 = !DILocation(line: 38, column: 11, scope: !242, inlinedAt: !193)
!248 = !DILocation(line: 39, column: 7, scope: !191, inlinedAt: !193)
!249 = !DILocation(line: 0, scope: !191, inlinedAt: !193)
!250 = !DILocation(line: 37, column: 32, scope: !242, inlinedAt: !193)
!251 = distinct !{!251, !237, !252, !104}
!252 = !DILocation(line: 38, column: 40, scope: !189, inlinedAt: !193)
!253 = !DILocation(line: 41, column: 15, scope: !186, inlinedAt: !193)
!254 = !DILocation(line: 41, column: 7, scope: !186, inlinedAt: !193)
!255 = !DILocation(line: 41, column: 20, scope: !186, inlinedAt: !193)
!256 = !DILocation(line: 35, column: 29, scope: !187, inlinedAt: !193)
!257 = !DILocation(line: 35, column: 23, scope: !187, inlinedAt: !193)
!258 = distinct !{!258, !234, !259, !104}
!259 = !DILocation(line: 42, column: 5, scope: !183, inlinedAt: !193)
!260 = !DILocation(line: 40, column: 18, scope: !261, inlinedAt: !193)
!261 = distinct !DILexicalBlock(scope: !191, file: !1, line: 39, column: 7)
!262 = !DILocation(line: 40, column: 22, scope: !261, inlinedAt: !193)
!263 = !DILocation(line: 40, column: 14, scope: !261, inlinedAt: !193)
!264 = !DILocation(line: 40, column: 33, scope: !261, inlinedAt: !193)
!265 = !DILocation(line: 40, column: 37, scope: !261, inlinedAt: !193)
!266 = !DILocation(line: 40, column: 29, scope: !261, inlinedAt: !193)
!267 = !DILocation(line: 40, column: 11, scope: !261, inlinedAt: !193)
!268 = !DILocation(line: 39, column: 29, scope: !261, inlinedAt: !193)
!269 = distinct !{!269, !248, !270, !104}
!270 = !DILocation(line: 40, column: 40, scope: !191, inlinedAt: !193)
!271 = !DILocalVariable(name: "n", arg: 1, scope: !272, file: !1, line: 48, type: !6)
!272 = distinct !DISubprogram(name: "back_cols", scope: !1, file: !1, line: 48, type: !135, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !273)
!273 = !{!271, !274, !275, !276, !277, !279}
!274 = !DILocalVariable(name: "m", arg: 2, scope: !272, file: !1, line: 48, type: !6)
!275 = !DILocalVariable(name: "A", arg: 3, scope: !272, file: !1, line: 48, type: !137)
!276 = !DILocalVariable(name: "x", arg: 4, scope: !272, file: !1, line: 48, type: !27)
!277 = !DILocalVariable(name: "j", scope: !278, file: !1, line: 50, type: !6)
!278 = distinct !DILexicalBlock(scope: !272, file: !1, line: 50, column: 3)
!279 = !DILocalVariable(name: "i", scope: !280, file: !1, line: 52, type: !6)
!280 = distinct !DILexicalBlock(scope: !281, file: !1, line: 52, column: 5)
!281 = distinct !DILexicalBlock(scope: !282, file: !1, line: 50, column: 36)
!282 = distinct !DILexicalBlock(scope: !278, file: !1, line: 50, column: 3)
!283 = !DILocation(line: 0, scope: !272, inlinedAt: !284)
!284 = distinct !DILocation(line: 78, column: 3, scope: !18)
!285 = !DILocation(line: 0, scope: !278, inlinedAt: !284)
!286 = !DILocation(line: 51, column: 17, scope: !281, inlinedAt: !284)
!287 = !DILocation(line: 51, column: 21, scope: !281, inlinedAt: !284)
!288 = !DILocation(line: 51, column: 13, scope: !281, inlinedAt: !284)
!289 = !DILocation(line: 51, column: 5, scope: !281, inlinedAt: !284)
!290 = !DILocation(line: 51, column: 10, scope: !281, inlinedAt: !284)
!291 = !DILocation(line: 0, scope: !280, inlinedAt: !284)
!292 = !DILocation(line: 52, column: 27, scope: !293, inlinedAt: !284)
!293 = distinct !DILexicalBlock(scope: !280, file: !1, line: 52, column: 5)
!294 = !DILocation(line: 52, column: 5, scope: !280, inlinedAt: !284)
!295 = !DILocation(line: 50, column: 3, scope: !278, inlinedAt: !284)
!296 = distinct !{!296, !295, !297, !104}
!297 = !DILocation(line: 54, column: 3, scope: !278, inlinedAt: !284)
!298 = !DILocation(line: 53, column: 19, scope: !293, inlinedAt: !284)
!299 = !DILocation(line: 53, column: 23, scope: !293, inlinedAt: !284)
!300 = !DILocation(line: 53, column: 15, scope: !293, inlinedAt: !284)
!301 = !DILocation(line: 53, column: 7, scope: !293, inlinedAt: !284)
!302 = !DILocation(line: 53, column: 12, scope: !293, inlinedAt: !284)
!303 = distinct !{!303, !294, !304, !104}
!304 = !DILocation(line: 53, column: 33, scope: !280, inlinedAt: !284)
!305 = !DILocation(line: 52, column: 34, scope: !293, inlinedAt: !284)
!306 = !DILocation(line: 53, column: 30, scope: !293, inlinedAt: !284)
!307 = !DILocation(line: 0, scope: !44)
!308 = !DILocation(line: 80, column: 3, scope: !44)
!309 = !DILocation(line: 80, column: 21, scope: !310)
!310 = distinct !DILexicalBlock(scope: !44, file: !1, line: 80, column: 3)
!311 = !DILocation(line: 74, column: 5, scope: !123)
!312 = distinct !{!312, !121, !129, !104, !132, !105}
!313 = !DILocation(line: 81, column: 10, scope: !310)
!314 = !DILocation(line: 81, column: 17, scope: !310)
!315 = !DILocation(line: 81, column: 15, scope: !310)
!316 = !DILocation(line: 81, column: 28, scope: !310)
!317 = !DILocation(line: 81, column: 32, scope: !310)
!318 = !DILocation(line: 81, column: 24, scope: !310)
!319 = !DILocation(line: 81, column: 22, scope: !310)
!320 = !DILocation(line: 81, column: 7, scope: !310)
!321 = !DILocation(line: 82, column: 3, scope: !18)
!322 = !DILocation(line: 83, column: 3, scope: !18)
!323 = !DILocation(line: 84, column: 3, scope: !18)
!324 = !DILocation(line: 85, column: 3, scope: !18)
!325 = !DILocation(line: 86, column: 3, scope: !18)
!326 = !DILocation(line: 87, column: 3, scope: !18)
!327 = !DILocation(line: 89, column: 1, scope: !18)
!328 = !DILocation(line: 80, column: 27, scope: !310)
!329 = distinct !{!329, !308, !330, !104}
!330 = !DILocation(line: 81, column: 35, scope: !44)
