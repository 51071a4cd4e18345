; ModuleID = 'redblack.c'
source_filename = "redblack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !46
  %3 = icmp sgt i32 %0, 1, !dbg !47
  br i1 %3, label %4, label %15, !dbg !48

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !49
  %6 = load i8*, i8** %5, align 8, !dbg !49, !tbaa !50
  call void @llvm.dbg.value(metadata i8* %6, metadata !54, metadata !DIExpression()) #5, !dbg !62
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !64
  %8 = trunc i64 %7 to i32, !dbg !65
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !46
  %9 = icmp eq i32 %0, 2, !dbg !66
  br i1 %9, label %15, label %10, !dbg !67

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !68
  %12 = load i8*, i8** %11, align 8, !dbg !68, !tbaa !50
  call void @llvm.dbg.value(metadata i8* %12, metadata !54, metadata !DIExpression()) #5, !dbg !69
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #5, !dbg !71
  %14 = trunc i64 %13 to i32, !dbg !72
  br label %15, !dbg !67

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 40, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 4, %4 ], [ 4, %2 ], !dbg !67
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()), !dbg !46
  %18 = sext i32 %16 to i64, !dbg !73
  %19 = mul nsw i64 %18, %18, !dbg !74
  %20 = tail call noalias i8* @calloc(i64 noundef %19, i64 noundef 8) #5, !dbg !75
  %21 = bitcast i8* %20 to double*, !dbg !75
  call void @llvm.dbg.value(metadata double* %21, metadata !26, metadata !DIExpression()), !dbg !46
  %22 = shl nsw i64 %18, 3, !dbg !76
  %23 = mul i64 %22, %18, !dbg !77
  %24 = tail call noalias i8* @malloc(i64 noundef %23) #5, !dbg !78
  %25 = bitcast i8* %24 to double*, !dbg !78
  call void @llvm.dbg.value(metadata double* %25, metadata !29, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !79
  %26 = mul i32 %16, %16
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !79
  %27 = icmp eq i32 %26, 0, !dbg !80
  br i1 %27, label %54, label %28, !dbg !82

28:                                               ; preds = %15
  %29 = zext i32 %26 to i64, !dbg !80
  %30 = icmp ult i32 %26, 4, !dbg !82
  br i1 %30, label %52, label %31, !dbg !82

31:                                               ; preds = %28
  %32 = and i64 %29, 4294967292, !dbg !82
  br label %33, !dbg !82

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %47, %33 ], !dbg !83
  %35 = phi <2 x i32> [ <i32 0, i32 1>, %31 ], [ %48, %33 ], !dbg !84
  %36 = add <2 x i32> %35, <i32 2, i32 2>, !dbg !84
  %37 = urem <2 x i32> %35, <i32 5, i32 5>, !dbg !84
  %38 = urem <2 x i32> %36, <i32 5, i32 5>, !dbg !84
  %39 = sitofp <2 x i32> %37 to <2 x double>, !dbg !85
  %40 = sitofp <2 x i32> %38 to <2 x double>, !dbg !85
  %41 = fmul <2 x double> %39, <double 1.000000e-01, double 1.000000e-01>, !dbg !86
  %42 = fmul <2 x double> %40, <double 1.000000e-01, double 1.000000e-01>, !dbg !86
  %43 = getelementptr inbounds double, double* %25, i64 %34, !dbg !83
  %44 = bitcast double* %43 to <2 x double>*, !dbg !87
  store <2 x double> %41, <2 x double>* %44, align 8, !dbg !87, !tbaa !88
  %45 = getelementptr inbounds double, double* %43, i64 2, !dbg !87
  %46 = bitcast double* %45 to <2 x double>*, !dbg !87
  store <2 x double> %42, <2 x double>* %46, align 8, !dbg !87, !tbaa !88
  %47 = add nuw i64 %34, 4, !dbg !83
  %48 = add <2 x i32> %35, <i32 4, i32 4>, !dbg !84
  %49 = icmp eq i64 %47, %32, !dbg !83
  br i1 %49, label %50, label %33, !dbg !83, !llvm.loop !90

50:                                               ; preds = %33
  %51 = icmp eq i64 %32, %29, !dbg !82
  br i1 %51, label %54, label %52, !dbg !82

52:                                               ; preds = %28, %50
  %53 = phi i64 [ 0, %28 ], [ %32, %50 ]
  br label %60, !dbg !82

54:                                               ; preds = %60, %50, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !94
  %55 = icmp sgt i32 %17, 0, !dbg !95
  br i1 %55, label %56, label %71, !dbg !96

56:                                               ; preds = %54
  %57 = icmp sgt i32 %16, 0
  %58 = zext i32 %16 to i64
  %59 = zext i32 %16 to i64
  br label %69, !dbg !96

60:                                               ; preds = %52, %60
  %61 = phi i64 [ %67, %60 ], [ %53, %52 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !30, metadata !DIExpression()), !dbg !79
  %62 = trunc i64 %61 to i32, !dbg !84
  %63 = urem i32 %62, 5, !dbg !84
  %64 = sitofp i32 %63 to double, !dbg !85
  %65 = fmul double %64, 1.000000e-01, !dbg !86
  %66 = getelementptr inbounds double, double* %25, i64 %61, !dbg !97
  store double %65, double* %66, align 8, !dbg !87, !tbaa !88
  %67 = add nuw nsw i64 %61, 1, !dbg !83
  call void @llvm.dbg.value(metadata i64 %67, metadata !30, metadata !DIExpression()), !dbg !79
  %68 = icmp eq i64 %67, %29, !dbg !80
  br i1 %68, label %54, label %60, !dbg !82, !llvm.loop !98

69:                                               ; preds = %56, %156
  %70 = phi i32 [ 0, %56 ], [ %157, %156 ]
  call void @llvm.dbg.value(metadata i32 %70, metadata !32, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 undef, metadata !37, metadata !DIExpression()), !dbg !101
  br i1 %57, label %79, label %156, !dbg !102

71:                                               ; preds = %156, %54
  call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !46
  br i1 %27, label %228, label %72, !dbg !104

72:                                               ; preds = %71
  %73 = zext i32 %26 to i64, !dbg !105
  %74 = add nsw i64 %73, -1, !dbg !104
  %75 = and i64 %73, 7, !dbg !104
  %76 = icmp ult i64 %74, 7, !dbg !104
  br i1 %76, label %213, label %77, !dbg !104

77:                                               ; preds = %72
  %78 = and i64 %73, 4294967288, !dbg !104
  br label %231, !dbg !104

79:                                               ; preds = %69, %159
  %80 = phi i64 [ %85, %159 ], [ 0, %69 ]
  %81 = phi i1 [ %160, %159 ], [ true, %69 ]
  call void @llvm.dbg.value(metadata i32 undef, metadata !40, metadata !DIExpression()), !dbg !107
  %82 = icmp eq i64 %80, 0
  %83 = add nsw i64 %80, -1
  %84 = mul nsw i64 %83, %18
  %85 = add nuw nsw i64 %80, 1
  %86 = icmp slt i64 %85, %18
  %87 = mul nsw i64 %85, %18
  %88 = mul nsw i64 %80, %18
  %89 = add i64 %88, 4294967295
  br label %162, !dbg !108

90:                                               ; preds = %159
  call void @llvm.dbg.value(metadata i32 1, metadata !34, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 undef, metadata !37, metadata !DIExpression()), !dbg !101
  br i1 %57, label %91, label %156, !dbg !102

91:                                               ; preds = %90, %153
  %92 = phi i64 [ %97, %153 ], [ 0, %90 ]
  %93 = phi i1 [ %154, %153 ], [ true, %90 ]
  call void @llvm.dbg.value(metadata i32 undef, metadata !40, metadata !DIExpression()), !dbg !107
  %94 = icmp eq i64 %92, 0
  %95 = add nsw i64 %92, -1
  %96 = mul nsw i64 %95, %18
  %97 = add nuw nsw i64 %92, 1
  %98 = icmp slt i64 %97, %18
  %99 = mul nsw i64 %97, %18
  %100 = mul nsw i64 %92, %18
  %101 = add i64 %100, 4294967295
  br label %102, !dbg !108

102:                                              ; preds = %150, %91
  %103 = phi i64 [ 0, %91 ], [ %151, %150 ]
  %104 = add nuw nsw i64 %103, %92, !dbg !109
  %105 = and i64 %104, 1, !dbg !112
  %106 = icmp eq i64 %105, 0, !dbg !112
  br i1 %106, label %107, label %109, !dbg !113

107:                                              ; preds = %102
  %108 = add nuw nsw i64 %103, 1, !dbg !114
  br label %150, !dbg !113

109:                                              ; preds = %102
  call void @llvm.dbg.value(metadata double* %21, metadata !115, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 %8, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 undef, metadata !123, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i32 undef, metadata !124, metadata !DIExpression()), !dbg !125
  br i1 %94, label %114, label %110, !dbg !127

110:                                              ; preds = %109
  call void @llvm.dbg.value(metadata i64 %95, metadata !123, metadata !DIExpression()), !dbg !125
  %111 = add nsw i64 %103, %96, !dbg !129
  %112 = getelementptr inbounds double, double* %21, i64 %111, !dbg !130
  %113 = load double, double* %112, align 8, !dbg !130, !tbaa !88
  br label %114, !dbg !131

114:                                              ; preds = %110, %109
  %115 = phi double [ %113, %110 ], [ 0.000000e+00, %109 ], !dbg !125
  call void @llvm.dbg.value(metadata double* %21, metadata !115, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 %8, metadata !122, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 undef, metadata !123, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !132
  call void @llvm.dbg.value(metadata i32 undef, metadata !124, metadata !DIExpression()), !dbg !132
  br i1 %98, label %116, label %120, !dbg !134

116:                                              ; preds = %114
  %117 = add nsw i64 %103, %99, !dbg !135
  %118 = getelementptr inbounds double, double* %21, i64 %117, !dbg !136
  %119 = load double, double* %118, align 8, !dbg !136, !tbaa !88
  br label %120, !dbg !137

120:                                              ; preds = %116, %114
  %121 = phi double [ %119, %116 ], [ 0.000000e+00, %114 ], !dbg !132
  %122 = fadd double %115, %121, !dbg !138
  call void @llvm.dbg.value(metadata double* %21, metadata !115, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 %8, metadata !122, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 undef, metadata !123, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i64 %103, metadata !124, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !139
  %123 = icmp ne i64 %103, 0, !dbg !141
  %124 = and i1 %93, %123, !dbg !141
  br i1 %124, label %125, label %131, !dbg !141

125:                                              ; preds = %120
  call void @llvm.dbg.value(metadata i32 undef, metadata !124, metadata !DIExpression()), !dbg !139
  %126 = add i64 %101, %103, !dbg !142
  %127 = shl i64 %126, 32, !dbg !143
  %128 = ashr exact i64 %127, 32, !dbg !143
  %129 = getelementptr inbounds double, double* %21, i64 %128, !dbg !143
  %130 = load double, double* %129, align 8, !dbg !143, !tbaa !88
  br label %131, !dbg !144

131:                                              ; preds = %125, %120
  %132 = phi double [ %130, %125 ], [ 0.000000e+00, %120 ], !dbg !139
  %133 = fadd double %122, %132, !dbg !145
  %134 = add nuw nsw i64 %103, 1, !dbg !146
  call void @llvm.dbg.value(metadata double* %21, metadata !115, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 %8, metadata !122, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 undef, metadata !123, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %134, metadata !124, metadata !DIExpression()), !dbg !147
  %135 = icmp slt i64 %134, %18
  %136 = and i1 %93, %135, !dbg !149
  br i1 %136, label %137, label %141, !dbg !149

137:                                              ; preds = %131
  %138 = add nsw i64 %134, %100, !dbg !150
  %139 = getelementptr inbounds double, double* %21, i64 %138, !dbg !151
  %140 = load double, double* %139, align 8, !dbg !151, !tbaa !88
  br label %141, !dbg !152

141:                                              ; preds = %137, %131
  %142 = phi double [ %140, %137 ], [ 0.000000e+00, %131 ], !dbg !147
  %143 = fadd double %133, %142, !dbg !153
  %144 = add nsw i64 %103, %100, !dbg !154
  %145 = getelementptr inbounds double, double* %25, i64 %144, !dbg !155
  %146 = load double, double* %145, align 8, !dbg !155, !tbaa !88
  %147 = fsub double %143, %146, !dbg !156
  %148 = fmul double %147, 2.500000e-01, !dbg !157
  %149 = getelementptr inbounds double, double* %21, i64 %144, !dbg !158
  store double %148, double* %149, align 8, !dbg !159, !tbaa !88
  br label %150, !dbg !158

150:                                              ; preds = %107, %141
  %151 = phi i64 [ %108, %107 ], [ %134, %141 ], !dbg !114
  call void @llvm.dbg.value(metadata i32 undef, metadata !40, metadata !DIExpression()), !dbg !107
  %152 = icmp eq i64 %151, %59, !dbg !160
  br i1 %152, label %153, label %102, !dbg !108, !llvm.loop !161

153:                                              ; preds = %150
  call void @llvm.dbg.value(metadata i32 undef, metadata !37, metadata !DIExpression()), !dbg !101
  %154 = icmp slt i64 %97, %18, !dbg !163
  %155 = icmp eq i64 %97, %59, !dbg !163
  br i1 %155, label %156, label %91, !dbg !102, !llvm.loop !164

156:                                              ; preds = %153, %69, %90
  call void @llvm.dbg.value(metadata i32 2, metadata !34, metadata !DIExpression()), !dbg !100
  %157 = add nuw nsw i32 %70, 1, !dbg !166
  call void @llvm.dbg.value(metadata i32 %157, metadata !32, metadata !DIExpression()), !dbg !94
  %158 = icmp eq i32 %157, %17, !dbg !95
  br i1 %158, label %71, label %69, !dbg !96, !llvm.loop !167

159:                                              ; preds = %210
  call void @llvm.dbg.value(metadata i32 undef, metadata !37, metadata !DIExpression()), !dbg !101
  %160 = icmp slt i64 %85, %18, !dbg !163
  %161 = icmp eq i64 %85, %58, !dbg !163
  br i1 %161, label %90, label %79, !dbg !102, !llvm.loop !164

162:                                              ; preds = %79, %210
  %163 = phi i64 [ 0, %79 ], [ %211, %210 ]
  %164 = add nuw nsw i64 %163, %80, !dbg !109
  %165 = and i64 %164, 1, !dbg !112
  %166 = icmp eq i64 %165, 0, !dbg !112
  br i1 %166, label %169, label %167, !dbg !113

167:                                              ; preds = %162
  %168 = add nuw nsw i64 %163, 1, !dbg !114
  br label %210, !dbg !113

169:                                              ; preds = %162
  call void @llvm.dbg.value(metadata double* %21, metadata !115, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 %8, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 undef, metadata !123, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !125
  call void @llvm.dbg.value(metadata i32 undef, metadata !124, metadata !DIExpression()), !dbg !125
  br i1 %82, label %174, label %170, !dbg !127

170:                                              ; preds = %169
  call void @llvm.dbg.value(metadata i64 %83, metadata !123, metadata !DIExpression()), !dbg !125
  %171 = add nsw i64 %163, %84, !dbg !129
  %172 = getelementptr inbounds double, double* %21, i64 %171, !dbg !130
  %173 = load double, double* %172, align 8, !dbg !130, !tbaa !88
  br label %174, !dbg !131

174:                                              ; preds = %169, %170
  %175 = phi double [ %173, %170 ], [ 0.000000e+00, %169 ], !dbg !125
  call void @llvm.dbg.value(metadata double* %21, metadata !115, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 %8, metadata !122, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 undef, metadata !123, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !132
  call void @llvm.dbg.value(metadata i32 undef, metadata !124, metadata !DIExpression()), !dbg !132
  br i1 %86, label %176, label %180, !dbg !134

176:                                              ; preds = %174
  %177 = add nsw i64 %163, %87, !dbg !135
  %178 = getelementptr inbounds double, double* %21, i64 %177, !dbg !136
  %179 = load double, double* %178, align 8, !dbg !136, !tbaa !88
  br label %180, !dbg !137

180:                                              ; preds = %174, %176
  %181 = phi double [ %179, %176 ], [ 0.000000e+00, %174 ], !dbg !132
  %182 = fadd double %175, %181, !dbg !138
  call void @llvm.dbg.value(metadata double* %21, metadata !115, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 %8, metadata !122, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 undef, metadata !123, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i64 %163, metadata !124, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !139
  %183 = icmp ne i64 %163, 0, !dbg !141
  %184 = and i1 %81, %183, !dbg !141
  br i1 %184, label %185, label %191, !dbg !141

185:                                              ; preds = %180
  call void @llvm.dbg.value(metadata i32 undef, metadata !124, metadata !DIExpression()), !dbg !139
  %186 = add i64 %89, %163, !dbg !142
  %187 = shl i64 %186, 32, !dbg !143
  %188 = ashr exact i64 %187, 32, !dbg !143
  %189 = getelementptr inbounds double, double* %21, i64 %188, !dbg !143
  %190 = load double, double* %189, align 8, !dbg !143, !tbaa !88
  br label %191, !dbg !144

191:                                              ; preds = %180, %185
  %192 = phi double [ %190, %185 ], [ 0.000000e+00, %180 ], !dbg !139
  %193 = fadd double %182, %192, !dbg !145
  %194 = add nuw nsw i64 %163, 1, !dbg !146
  call void @llvm.dbg.value(metadata double* %21, metadata !115, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 %8, metadata !122, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 undef, metadata !123, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %194, metadata !124, metadata !DIExpression()), !dbg !147
  %195 = icmp slt i64 %194, %18
  %196 = and i1 %81, %195, !dbg !149
  br i1 %196, label %197, label %201, !dbg !149

197:                                              ; preds = %191
  %198 = add nsw i64 %194, %88, !dbg !150
  %199 = getelementptr inbounds double, double* %21, i64 %198, !dbg !151
  %200 = load double, double* %199, align 8, !dbg !151, !tbaa !88
  br label %201, !dbg !152

201:                                              ; preds = %191, %197
  %202 = phi double [ %200, %197 ], [ 0.000000e+00, %191 ], !dbg !147
  %203 = fadd double %193, %202, !dbg !153
  %204 = add nsw i64 %163, %88, !dbg !154
  %205 = getelementptr inbounds double, double* %25, i64 %204, !dbg !155
  %206 = load double, double* %205, align 8, !dbg !155, !tbaa !88
  %207 = fsub double %203, %206, !dbg !156
  %208 = fmul double %207, 2.500000e-01, !dbg !157
  %209 = getelementptr inbounds double, double* %21, i64 %204, !dbg !158
  store double %208, double* %209, align 8, !dbg !159, !tbaa !88
  br label %210, !dbg !158

210:                                              ; preds = %167, %201
  %211 = phi i64 [ %168, %167 ], [ %194, %201 ], !dbg !114
  call void @llvm.dbg.value(metadata i32 undef, metadata !40, metadata !DIExpression()), !dbg !107
  %212 = icmp eq i64 %211, %58, !dbg !160
  br i1 %212, label %159, label %162, !dbg !108, !llvm.loop !161

213:                                              ; preds = %231, %72
  %214 = phi double [ undef, %72 ], [ %265, %231 ]
  %215 = phi i64 [ 0, %72 ], [ %266, %231 ]
  %216 = phi double [ 0.000000e+00, %72 ], [ %265, %231 ]
  %217 = icmp eq i64 %75, 0, !dbg !104
  br i1 %217, label %228, label %218, !dbg !104

218:                                              ; preds = %213, %218
  %219 = phi i64 [ %225, %218 ], [ %215, %213 ]
  %220 = phi double [ %224, %218 ], [ %216, %213 ]
  %221 = phi i64 [ %226, %218 ], [ 0, %213 ]
  call void @llvm.dbg.value(metadata i64 %219, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %220, metadata !43, metadata !DIExpression()), !dbg !46
  %222 = getelementptr inbounds double, double* %21, i64 %219, !dbg !169
  %223 = load double, double* %222, align 8, !dbg !169, !tbaa !88
  %224 = fadd double %220, %223, !dbg !170
  call void @llvm.dbg.value(metadata double %224, metadata !43, metadata !DIExpression()), !dbg !46
  %225 = add nuw nsw i64 %219, 1, !dbg !171
  call void @llvm.dbg.value(metadata i64 %225, metadata !44, metadata !DIExpression()), !dbg !103
  %226 = add i64 %221, 1, !dbg !104
  %227 = icmp eq i64 %226, %75, !dbg !104
  br i1 %227, label %228, label %218, !dbg !104, !llvm.loop !172

228:                                              ; preds = %213, %218, %71
  %229 = phi double [ 0.000000e+00, %71 ], [ %214, %213 ], [ %224, %218 ], !dbg !46
  %230 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %229), !dbg !174
  ret i32 0, !dbg !175

231:                                              ; preds = %231, %77
  %232 = phi i64 [ 0, %77 ], [ %266, %231 ]
  %233 = phi double [ 0.000000e+00, %77 ], [ %265, %231 ]
  %234 = phi i64 [ 0, %77 ], [ %267, %231 ]
  call void @llvm.dbg.value(metadata i64 %232, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %233, metadata !43, metadata !DIExpression()), !dbg !46
  %235 = getelementptr inbounds double, double* %21, i64 %232, !dbg !169
  %236 = load double, double* %235, align 8, !dbg !169, !tbaa !88
  %237 = fadd double %233, %236, !dbg !170
  call void @llvm.dbg.value(metadata double %237, metadata !43, metadata !DIExpression()), !dbg !46
  %238 = or i64 %232, 1, !dbg !171
  call void @llvm.dbg.value(metadata i64 %238, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %238, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %237, metadata !43, metadata !DIExpression()), !dbg !46
  %239 = getelementptr inbounds double, double* %21, i64 %238, !dbg !169
  %240 = load double, double* %239, align 8, !dbg !169, !tbaa !88
  %241 = fadd double %237, %240, !dbg !170
  call void @llvm.dbg.value(metadata double %241, metadata !43, metadata !DIExpression()), !dbg !46
  %242 = or i64 %232, 2, !dbg !171
  call void @llvm.dbg.value(metadata i64 %242, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %242, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %241, metadata !43, metadata !DIExpression()), !dbg !46
  %243 = getelementptr inbounds double, double* %21, i64 %242, !dbg !169
  %244 = load double, double* %243, align 8, !dbg !169, !tbaa !88
  %245 = fadd double %241, %244, !dbg !170
  call void @llvm.dbg.value(metadata double %245, metadata !43, metadata !DIExpression()), !dbg !46
  %246 = or i64 %232, 3, !dbg !171
  call void @llvm.dbg.value(metadata i64 %246, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %246, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %245, metadata !43, metadata !DIExpression()), !dbg !46
  %247 = getelementptr inbounds double, double* %21, i64 %246, !dbg !169
  %248 = load double, double* %247, align 8, !dbg !169, !tbaa !88
  %249 = fadd double %245, %248, !dbg !170
  call void @llvm.dbg.value(metadata double %249, metadata !43, metadata !DIExpression()), !dbg !46
  %250 = or i64 %232, 4, !dbg !171
  call void @llvm.dbg.value(metadata i64 %250, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %250, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %249, metadata !43, metadata !DIExpression()), !dbg !46
  %251 = getelementptr inbounds double, double* %21, i64 %250, !dbg !169
  %252 = load double, double* %251, align 8, !dbg !169, !tbaa !88
  %253 = fadd double %249, %252, !dbg !170
  call void @llvm.dbg.value(metadata double %253, metadata !43, metadata !DIExpression()), !dbg !46
  %254 = or i64 %232, 5, !dbg !171
  call void @llvm.dbg.value(metadata i64 %254, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %254, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %253, metadata !43, metadata !DIExpression()), !dbg !46
  %255 = getelementptr inbounds double, double* %21, i64 %254, !dbg !169
  %256 = load double, double* %255, align 8, !dbg !169, !tbaa !88
  %257 = fadd double %253, %256, !dbg !170
  call void @llvm.dbg.value(metadata double %257, metadata !43, metadata !DIExpression()), !dbg !46
  %258 = or i64 %232, 6, !dbg !171
  call void @llvm.dbg.value(metadata i64 %258, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %258, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %257, metadata !43, metadata !DIExpression()), !dbg !46
  %259 = getelementptr inbounds double, double* %21, i64 %258, !dbg !169
  %260 = load double, double* %259, align 8, !dbg !169, !tbaa !88
  %261 = fadd double %257, %260, !dbg !170
  call void @llvm.dbg.value(metadata double %261, metadata !43, metadata !DIExpression()), !dbg !46
  %262 = or i64 %232, 7, !dbg !171
  call void @llvm.dbg.value(metadata i64 %262, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %262, metadata !44, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %261, metadata !43, metadata !DIExpression()), !dbg !46
  %263 = getelementptr inbounds double, double* %21, i64 %262, !dbg !169
  %264 = load double, double* %263, align 8, !dbg !169, !tbaa !88
  %265 = fadd double %261, %264, !dbg !170
  call void @llvm.dbg.value(metadata double %265, metadata !43, metadata !DIExpression()), !dbg !46
  %266 = add nuw nsw i64 %232, 8, !dbg !171
  call void @llvm.dbg.value(metadata i64 %266, metadata !44, metadata !DIExpression()), !dbg !103
  %267 = add i64 %234, 8, !dbg !104
  %268 = icmp eq i64 %267, %78, !dbg !104
  br i1 %268, label %213, label %231, !dbg !104, !llvm.loop !176
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "redblack.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "482f969cc126cab9c064dba52f7edcbe")
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
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !19, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !26, !29, !30, !32, !34, !37, !40, !43, !44}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 11, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 11, type: !7)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 12, type: !6)
!25 = !DILocalVariable(name: "iters", scope: !18, file: !1, line: 12, type: !6)
!26 = !DILocalVariable(name: "u", scope: !18, file: !1, line: 13, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DILocalVariable(name: "f", scope: !18, file: !1, line: 14, type: !27)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 15, type: !6)
!31 = distinct !DILexicalBlock(scope: !18, file: !1, line: 15, column: 3)
!32 = !DILocalVariable(name: "it", scope: !33, file: !1, line: 16, type: !6)
!33 = distinct !DILexicalBlock(scope: !18, file: !1, line: 16, column: 3)
!34 = !DILocalVariable(name: "color", scope: !35, file: !1, line: 17, type: !6)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 17, column: 5)
!36 = distinct !DILexicalBlock(scope: !33, file: !1, line: 16, column: 3)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 18, type: !6)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 18, column: 7)
!39 = distinct !DILexicalBlock(scope: !35, file: !1, line: 17, column: 5)
!40 = !DILocalVariable(name: "j", scope: !41, file: !1, line: 19, type: !6)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 19, column: 9)
!42 = distinct !DILexicalBlock(scope: !38, file: !1, line: 18, column: 7)
!43 = !DILocalVariable(name: "s", scope: !18, file: !1, line: 22, type: !28)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 23, type: !6)
!45 = distinct !DILexicalBlock(scope: !18, file: !1, line: 23, column: 3)
!46 = !DILocation(line: 0, scope: !18)
!47 = !DILocation(line: 12, column: 16, scope: !18)
!48 = !DILocation(line: 12, column: 11, scope: !18)
!49 = !DILocation(line: 12, column: 27, scope: !18)
!50 = !{!51, !51, i64 0}
!51 = !{!"any pointer", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocalVariable(name: "__nptr", arg: 1, scope: !55, file: !56, line: 362, type: !59)
!55 = distinct !DISubprogram(name: "atoi", scope: !56, file: !56, line: 362, type: !57, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !61)
!56 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!57 = !DISubroutineType(types: !58)
!58 = !{!6, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!61 = !{!54}
!62 = !DILocation(line: 0, scope: !55, inlinedAt: !63)
!63 = distinct !DILocation(line: 12, column: 22, scope: !18)
!64 = !DILocation(line: 364, column: 16, scope: !55, inlinedAt: !63)
!65 = !DILocation(line: 364, column: 10, scope: !55, inlinedAt: !63)
!66 = !DILocation(line: 12, column: 55, scope: !18)
!67 = !DILocation(line: 12, column: 50, scope: !18)
!68 = !DILocation(line: 12, column: 66, scope: !18)
!69 = !DILocation(line: 0, scope: !55, inlinedAt: !70)
!70 = distinct !DILocation(line: 12, column: 61, scope: !18)
!71 = !DILocation(line: 364, column: 16, scope: !55, inlinedAt: !70)
!72 = !DILocation(line: 364, column: 10, scope: !55, inlinedAt: !70)
!73 = !DILocation(line: 13, column: 22, scope: !18)
!74 = !DILocation(line: 13, column: 32, scope: !18)
!75 = !DILocation(line: 13, column: 15, scope: !18)
!76 = !DILocation(line: 14, column: 37, scope: !18)
!77 = !DILocation(line: 14, column: 41, scope: !18)
!78 = !DILocation(line: 14, column: 15, scope: !18)
!79 = !DILocation(line: 0, scope: !31)
!80 = !DILocation(line: 15, column: 21, scope: !81)
!81 = distinct !DILexicalBlock(scope: !31, file: !1, line: 15, column: 3)
!82 = !DILocation(line: 15, column: 3, scope: !31)
!83 = !DILocation(line: 15, column: 31, scope: !81)
!84 = !DILocation(line: 15, column: 45, scope: !81)
!85 = !DILocation(line: 15, column: 42, scope: !81)
!86 = !DILocation(line: 15, column: 50, scope: !81)
!87 = !DILocation(line: 15, column: 40, scope: !81)
!88 = !{!89, !89, i64 0}
!89 = !{!"double", !52, i64 0}
!90 = distinct !{!90, !82, !91, !92, !93}
!91 = !DILocation(line: 15, column: 52, scope: !31)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !{!"llvm.loop.isvectorized", i32 1}
!94 = !DILocation(line: 0, scope: !33)
!95 = !DILocation(line: 16, column: 23, scope: !36)
!96 = !DILocation(line: 16, column: 3, scope: !33)
!97 = !DILocation(line: 15, column: 35, scope: !81)
!98 = distinct !{!98, !82, !91, !92, !99, !93}
!99 = !{!"llvm.loop.unroll.runtime.disable"}
!100 = !DILocation(line: 0, scope: !35)
!101 = !DILocation(line: 0, scope: !38)
!102 = !DILocation(line: 18, column: 7, scope: !38)
!103 = !DILocation(line: 0, scope: !45)
!104 = !DILocation(line: 23, column: 3, scope: !45)
!105 = !DILocation(line: 23, column: 21, scope: !106)
!106 = distinct !DILexicalBlock(scope: !45, file: !1, line: 23, column: 3)
!107 = !DILocation(line: 0, scope: !41)
!108 = !DILocation(line: 19, column: 9, scope: !41)
!109 = !DILocation(line: 20, column: 18, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !1, line: 20, column: 15)
!111 = distinct !DILexicalBlock(scope: !41, file: !1, line: 19, column: 9)
!112 = !DILocation(line: 20, column: 27, scope: !110)
!113 = !DILocation(line: 20, column: 15, scope: !111)
!114 = !DILocation(line: 19, column: 33, scope: !111)
!115 = !DILocalVariable(name: "u", arg: 1, scope: !116, file: !1, line: 7, type: !119)
!116 = distinct !DISubprogram(name: "get", scope: !1, file: !1, line: 7, type: !117, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !121)
!117 = !DISubroutineType(types: !118)
!118 = !{!28, !119, !6, !6, !6}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!121 = !{!115, !122, !123, !124}
!122 = !DILocalVariable(name: "n", arg: 2, scope: !116, file: !1, line: 7, type: !6)
!123 = !DILocalVariable(name: "i", arg: 3, scope: !116, file: !1, line: 7, type: !6)
!124 = !DILocalVariable(name: "j", arg: 4, scope: !116, file: !1, line: 7, type: !6)
!125 = !DILocation(line: 0, scope: !116, inlinedAt: !126)
!126 = distinct !DILocation(line: 21, column: 36, scope: !110)
!127 = !DILocation(line: 8, column: 13, scope: !128, inlinedAt: !126)
!128 = distinct !DILexicalBlock(scope: !116, file: !1, line: 8, column: 7)
!129 = !DILocation(line: 9, column: 18, scope: !116, inlinedAt: !126)
!130 = !DILocation(line: 9, column: 10, scope: !116, inlinedAt: !126)
!131 = !DILocation(line: 9, column: 3, scope: !116, inlinedAt: !126)
!132 = !DILocation(line: 0, scope: !116, inlinedAt: !133)
!133 = distinct !DILocation(line: 21, column: 58, scope: !110)
!134 = !DILocation(line: 8, column: 13, scope: !128, inlinedAt: !133)
!135 = !DILocation(line: 9, column: 18, scope: !116, inlinedAt: !133)
!136 = !DILocation(line: 9, column: 10, scope: !116, inlinedAt: !133)
!137 = !DILocation(line: 9, column: 3, scope: !116, inlinedAt: !133)
!138 = !DILocation(line: 21, column: 56, scope: !110)
!139 = !DILocation(line: 0, scope: !116, inlinedAt: !140)
!140 = distinct !DILocation(line: 21, column: 80, scope: !110)
!141 = !DILocation(line: 8, column: 13, scope: !128, inlinedAt: !140)
!142 = !DILocation(line: 9, column: 18, scope: !116, inlinedAt: !140)
!143 = !DILocation(line: 9, column: 10, scope: !116, inlinedAt: !140)
!144 = !DILocation(line: 9, column: 3, scope: !116, inlinedAt: !140)
!145 = !DILocation(line: 21, column: 78, scope: !110)
!146 = !DILocation(line: 21, column: 117, scope: !110)
!147 = !DILocation(line: 0, scope: !116, inlinedAt: !148)
!148 = distinct !DILocation(line: 21, column: 102, scope: !110)
!149 = !DILocation(line: 8, column: 13, scope: !128, inlinedAt: !148)
!150 = !DILocation(line: 9, column: 18, scope: !116, inlinedAt: !148)
!151 = !DILocation(line: 9, column: 10, scope: !116, inlinedAt: !148)
!152 = !DILocation(line: 9, column: 3, scope: !116, inlinedAt: !148)
!153 = !DILocation(line: 21, column: 100, scope: !110)
!154 = !DILocation(line: 21, column: 132, scope: !110)
!155 = !DILocation(line: 21, column: 124, scope: !110)
!156 = !DILocation(line: 21, column: 122, scope: !110)
!157 = !DILocation(line: 21, column: 33, scope: !110)
!158 = !DILocation(line: 21, column: 13, scope: !110)
!159 = !DILocation(line: 21, column: 26, scope: !110)
!160 = !DILocation(line: 19, column: 27, scope: !111)
!161 = distinct !{!161, !108, !162, !92}
!162 = !DILocation(line: 21, column: 136, scope: !41)
!163 = !DILocation(line: 18, column: 25, scope: !42)
!164 = distinct !{!164, !102, !165, !92}
!165 = !DILocation(line: 21, column: 136, scope: !38)
!166 = !DILocation(line: 16, column: 34, scope: !36)
!167 = distinct !{!167, !96, !168, !92}
!168 = !DILocation(line: 21, column: 136, scope: !33)
!169 = !DILocation(line: 23, column: 40, scope: !106)
!170 = !DILocation(line: 23, column: 37, scope: !106)
!171 = !DILocation(line: 23, column: 31, scope: !106)
!172 = distinct !{!172, !173}
!173 = !{!"llvm.loop.unroll.disable"}
!174 = !DILocation(line: 24, column: 3, scope: !18)
!175 = !DILocation(line: 26, column: 1, scope: !18)
!176 = distinct !{!176, !104, !177, !92}
!177 = !DILocation(line: 23, column: 43, scope: !45)
