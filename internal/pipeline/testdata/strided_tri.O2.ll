; ModuleID = 'strided_tri.c'
source_filename = "strided_tri.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"malloc\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !49
  %3 = icmp sgt i32 %0, 1, !dbg !50
  br i1 %3, label %4, label %9, !dbg !51

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !52
  %6 = load i8*, i8** %5, align 8, !dbg !52, !tbaa !53
  call void @llvm.dbg.value(metadata i8* %6, metadata !57, metadata !DIExpression()) #7, !dbg !65
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !67
  %8 = trunc i64 %7 to i32, !dbg !68
  br label %9, !dbg !51

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 100, %2 ], !dbg !51
  call void @llvm.dbg.value(metadata i32 %10, metadata !24, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 %10, metadata !69, metadata !DIExpression()) #7, !dbg !77
  %11 = sext i32 %10 to i64, !dbg !79
  %12 = shl nsw i64 %11, 3, !dbg !80
  %13 = mul i64 %12, %11, !dbg !81
  %14 = tail call noalias i8* @malloc(i64 noundef %13) #7, !dbg !82
  %15 = bitcast i8* %14 to double*, !dbg !82
  call void @llvm.dbg.value(metadata double* %15, metadata !74, metadata !DIExpression()) #7, !dbg !77
  %16 = icmp eq i8* %14, null, !dbg !83
  br i1 %16, label %44, label %17, !dbg !85

17:                                               ; preds = %9
  %18 = mul i32 %10, %10
  call void @llvm.dbg.value(metadata i32 0, metadata !75, metadata !DIExpression()) #7, !dbg !86
  %19 = icmp eq i32 %18, 0, !dbg !87
  br i1 %19, label %53, label %20, !dbg !89

20:                                               ; preds = %17
  %21 = zext i32 %18 to i64, !dbg !87
  %22 = icmp ult i32 %18, 4, !dbg !89
  br i1 %22, label %42, label %23, !dbg !89

23:                                               ; preds = %20
  %24 = and i64 %21, 4294967292, !dbg !89
  br label %25, !dbg !89

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %37, %25 ], !dbg !90
  %27 = phi <2 x i32> [ <i32 0, i32 1>, %23 ], [ %38, %25 ], !dbg !91
  %28 = add <2 x i32> %27, <i32 2, i32 2>, !dbg !91
  %29 = urem <2 x i32> %27, <i32 7, i32 7>, !dbg !91
  %30 = urem <2 x i32> %28, <i32 7, i32 7>, !dbg !91
  %31 = sitofp <2 x i32> %29 to <2 x double>, !dbg !92
  %32 = sitofp <2 x i32> %30 to <2 x double>, !dbg !92
  %33 = getelementptr inbounds double, double* %15, i64 %26, !dbg !90
  %34 = bitcast double* %33 to <2 x double>*, !dbg !93
  store <2 x double> %31, <2 x double>* %34, align 8, !dbg !93, !tbaa !94
  %35 = getelementptr inbounds double, double* %33, i64 2, !dbg !93
  %36 = bitcast double* %35 to <2 x double>*, !dbg !93
  store <2 x double> %32, <2 x double>* %36, align 8, !dbg !93, !tbaa !94
  %37 = add nuw i64 %26, 4, !dbg !90
  %38 = add <2 x i32> %27, <i32 4, i32 4>, !dbg !91
  %39 = icmp eq i64 %37, %24, !dbg !90
  br i1 %39, label %40, label %25, !dbg !90, !llvm.loop !96

40:                                               ; preds = %25
  %41 = icmp eq i64 %24, %21, !dbg !89
  br i1 %41, label %53, label %42, !dbg !89

42:                                               ; preds = %20, %40
  %43 = phi i64 [ 0, %20 ], [ %24, %40 ]
  br label %45, !dbg !89

44:                                               ; preds = %9
  tail call void @perror(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0)) #8, !dbg !100
  tail call void @exit(i32 noundef 1) #9, !dbg !102
  unreachable, !dbg !102

45:                                               ; preds = %42, %45
  %46 = phi i64 [ %51, %45 ], [ %43, %42 ]
  call void @llvm.dbg.value(metadata i64 %46, metadata !75, metadata !DIExpression()) #7, !dbg !86
  %47 = trunc i64 %46 to i32, !dbg !91
  %48 = urem i32 %47, 7, !dbg !91
  %49 = sitofp i32 %48 to double, !dbg !92
  %50 = getelementptr inbounds double, double* %15, i64 %46, !dbg !103
  store double %49, double* %50, align 8, !dbg !93, !tbaa !94
  %51 = add nuw nsw i64 %46, 1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %51, metadata !75, metadata !DIExpression()) #7, !dbg !86
  %52 = icmp eq i64 %51, %21, !dbg !87
  br i1 %52, label %53, label %45, !dbg !89, !llvm.loop !104

53:                                               ; preds = %45, %40, %17
  call void @llvm.dbg.value(metadata double* %15, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !28, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !106
  %54 = icmp sgt i32 %10, 0, !dbg !107
  br i1 %54, label %55, label %263, !dbg !108

55:                                               ; preds = %53
  %56 = add nsw i64 %11, -1, !dbg !108
  %57 = lshr i64 %56, 1, !dbg !108
  %58 = add nuw i64 %57, 1, !dbg !108
  %59 = and i64 %58, 1, !dbg !108
  %60 = icmp ult i64 %56, 2, !dbg !108
  br i1 %60, label %68, label %61, !dbg !108

61:                                               ; preds = %55
  %62 = and i64 %58, -2, !dbg !108
  br label %63, !dbg !108

63:                                               ; preds = %105, %61
  %64 = phi i64 [ 0, %61 ], [ %106, %105 ]
  %65 = phi double [ 0.000000e+00, %61 ], [ %102, %105 ]
  %66 = phi i64 [ 0, %61 ], [ %107, %105 ]
  call void @llvm.dbg.value(metadata i64 %64, metadata !29, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %64, metadata !31, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %65, metadata !28, metadata !DIExpression()), !dbg !49
  %67 = mul nsw i64 %64, %11
  br label %109, !dbg !110

68:                                               ; preds = %105, %55
  %69 = phi double [ undef, %55 ], [ %102, %105 ]
  %70 = phi i64 [ 0, %55 ], [ %106, %105 ]
  %71 = phi double [ 0.000000e+00, %55 ], [ %102, %105 ]
  %72 = icmp eq i64 %59, 0, !dbg !110
  br i1 %72, label %84, label %73, !dbg !110

73:                                               ; preds = %68
  call void @llvm.dbg.value(metadata i64 %70, metadata !29, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %70, metadata !31, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %71, metadata !28, metadata !DIExpression()), !dbg !49
  %74 = mul nsw i64 %70, %11
  br label %75, !dbg !110

75:                                               ; preds = %75, %73
  %76 = phi i64 [ %70, %73 ], [ %82, %75 ]
  %77 = phi double [ %71, %73 ], [ %81, %75 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !31, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %77, metadata !28, metadata !DIExpression()), !dbg !49
  %78 = add nsw i64 %76, %74, !dbg !111
  %79 = getelementptr inbounds double, double* %15, i64 %78, !dbg !113
  %80 = load double, double* %79, align 8, !dbg !113, !tbaa !94
  %81 = fadd double %77, %80, !dbg !114
  call void @llvm.dbg.value(metadata double %81, metadata !28, metadata !DIExpression()), !dbg !49
  %82 = add nuw nsw i64 %76, 2, !dbg !115
  call void @llvm.dbg.value(metadata i64 %82, metadata !31, metadata !DIExpression()), !dbg !109
  %83 = icmp slt i64 %82, %11, !dbg !116
  br i1 %83, label %75, label %84, !dbg !110, !llvm.loop !117

84:                                               ; preds = %75, %68
  %85 = phi double [ %69, %68 ], [ %81, %75 ], !dbg !114
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %85, metadata !28, metadata !DIExpression()), !dbg !49
  br i1 %54, label %86, label %263, !dbg !120

86:                                               ; preds = %84
  %87 = zext i32 %10 to i64, !dbg !121
  %88 = add nsw i64 %87, -1, !dbg !120
  %89 = and i64 %87, 1, !dbg !120
  %90 = icmp eq i64 %88, 0, !dbg !120
  br i1 %90, label %139, label %91, !dbg !120

91:                                               ; preds = %86
  %92 = and i64 %87, 4294967294, !dbg !120
  br label %164, !dbg !120

93:                                               ; preds = %109
  %94 = or i64 %64, 2, !dbg !122
  call void @llvm.dbg.value(metadata i64 %94, metadata !29, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %115, metadata !28, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %94, metadata !29, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %94, metadata !31, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %115, metadata !28, metadata !DIExpression()), !dbg !49
  %95 = mul nsw i64 %94, %11
  br label %96, !dbg !110

96:                                               ; preds = %96, %93
  %97 = phi i64 [ %94, %93 ], [ %103, %96 ]
  %98 = phi double [ %115, %93 ], [ %102, %96 ]
  call void @llvm.dbg.value(metadata i64 %97, metadata !31, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %98, metadata !28, metadata !DIExpression()), !dbg !49
  %99 = add nsw i64 %97, %95, !dbg !111
  %100 = getelementptr inbounds double, double* %15, i64 %99, !dbg !113
  %101 = load double, double* %100, align 8, !dbg !113, !tbaa !94
  %102 = fadd double %98, %101, !dbg !114
  call void @llvm.dbg.value(metadata double %102, metadata !28, metadata !DIExpression()), !dbg !49
  %103 = add nuw nsw i64 %97, 2, !dbg !115
  call void @llvm.dbg.value(metadata i64 %103, metadata !31, metadata !DIExpression()), !dbg !109
  %104 = icmp slt i64 %103, %11, !dbg !116
  br i1 %104, label %96, label %105, !dbg !110, !llvm.loop !117

105:                                              ; preds = %96
  %106 = add nuw nsw i64 %64, 4, !dbg !122
  call void @llvm.dbg.value(metadata i64 %106, metadata !29, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %102, metadata !28, metadata !DIExpression()), !dbg !49
  %107 = add nuw nsw i64 %66, 2, !dbg !108
  %108 = icmp eq i64 %107, %62, !dbg !108
  br i1 %108, label %68, label %63, !dbg !108, !llvm.loop !123

109:                                              ; preds = %63, %109
  %110 = phi i64 [ %64, %63 ], [ %116, %109 ]
  %111 = phi double [ %65, %63 ], [ %115, %109 ]
  call void @llvm.dbg.value(metadata i64 %110, metadata !31, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %111, metadata !28, metadata !DIExpression()), !dbg !49
  %112 = add nsw i64 %110, %67, !dbg !111
  %113 = getelementptr inbounds double, double* %15, i64 %112, !dbg !113
  %114 = load double, double* %113, align 8, !dbg !113, !tbaa !94
  %115 = fadd double %111, %114, !dbg !114
  call void @llvm.dbg.value(metadata double %115, metadata !28, metadata !DIExpression()), !dbg !49
  %116 = add nuw nsw i64 %110, 2, !dbg !115
  call void @llvm.dbg.value(metadata i64 %116, metadata !31, metadata !DIExpression()), !dbg !109
  %117 = icmp slt i64 %116, %11, !dbg !116
  br i1 %117, label %109, label %93, !dbg !110, !llvm.loop !117

118:                                              ; preds = %171, %164
  %119 = phi double [ %167, %164 ], [ %178, %171 ], !dbg !49
  call void @llvm.dbg.value(metadata i64 %169, metadata !34, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %119, metadata !28, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %169, metadata !34, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %119, metadata !28, metadata !DIExpression()), !dbg !49
  %120 = add nuw nsw i64 %165, 2, !dbg !125
  call void @llvm.dbg.value(metadata i64 %120, metadata !36, metadata !DIExpression()), !dbg !126
  %121 = icmp slt i64 %120, %11, !dbg !127
  br i1 %121, label %122, label %134, !dbg !129

122:                                              ; preds = %118
  %123 = add nuw nsw i64 %166, 1, !dbg !120
  br label %124, !dbg !129

124:                                              ; preds = %124, %122
  %125 = phi i64 [ %132, %124 ], [ %123, %122 ]
  %126 = phi double [ %131, %124 ], [ %119, %122 ]
  call void @llvm.dbg.value(metadata i64 %125, metadata !36, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %126, metadata !28, metadata !DIExpression()), !dbg !49
  %127 = mul nsw i64 %125, %11, !dbg !130
  %128 = add nsw i64 %127, %169, !dbg !131
  %129 = getelementptr inbounds double, double* %15, i64 %128, !dbg !132
  %130 = load double, double* %129, align 8, !dbg !132, !tbaa !94
  %131 = fadd double %126, %130, !dbg !133
  call void @llvm.dbg.value(metadata double %131, metadata !28, metadata !DIExpression()), !dbg !49
  %132 = add nuw nsw i64 %125, 3, !dbg !134
  call void @llvm.dbg.value(metadata i64 %132, metadata !36, metadata !DIExpression()), !dbg !126
  %133 = icmp slt i64 %132, %11, !dbg !127
  br i1 %133, label %124, label %134, !dbg !129, !llvm.loop !135

134:                                              ; preds = %124, %118
  %135 = phi double [ %119, %118 ], [ %131, %124 ], !dbg !49
  call void @llvm.dbg.value(metadata i64 %120, metadata !34, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %135, metadata !28, metadata !DIExpression()), !dbg !49
  %136 = add nuw nsw i64 %166, 2, !dbg !120
  %137 = add i64 %168, 2, !dbg !120
  %138 = icmp eq i64 %137, %92, !dbg !120
  br i1 %138, label %139, label %164, !dbg !120, !llvm.loop !137

139:                                              ; preds = %134, %86
  %140 = phi double [ undef, %86 ], [ %135, %134 ]
  %141 = phi i64 [ 0, %86 ], [ %120, %134 ]
  %142 = phi i64 [ 1, %86 ], [ %136, %134 ]
  %143 = phi double [ %85, %86 ], [ %135, %134 ]
  %144 = icmp eq i64 %89, 0, !dbg !129
  br i1 %144, label %158, label %145, !dbg !129

145:                                              ; preds = %139
  call void @llvm.dbg.value(metadata i64 %141, metadata !34, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %143, metadata !28, metadata !DIExpression()), !dbg !49
  %146 = add nuw nsw i64 %141, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %146, metadata !36, metadata !DIExpression()), !dbg !126
  %147 = icmp slt i64 %146, %11, !dbg !127
  br i1 %147, label %148, label %158, !dbg !129

148:                                              ; preds = %145, %148
  %149 = phi i64 [ %156, %148 ], [ %142, %145 ]
  %150 = phi double [ %155, %148 ], [ %143, %145 ]
  call void @llvm.dbg.value(metadata i64 %149, metadata !36, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %150, metadata !28, metadata !DIExpression()), !dbg !49
  %151 = mul nsw i64 %149, %11, !dbg !130
  %152 = add nsw i64 %151, %141, !dbg !131
  %153 = getelementptr inbounds double, double* %15, i64 %152, !dbg !132
  %154 = load double, double* %153, align 8, !dbg !132, !tbaa !94
  %155 = fadd double %150, %154, !dbg !133
  call void @llvm.dbg.value(metadata double %155, metadata !28, metadata !DIExpression()), !dbg !49
  %156 = add nuw nsw i64 %149, 3, !dbg !134
  call void @llvm.dbg.value(metadata i64 %156, metadata !36, metadata !DIExpression()), !dbg !126
  %157 = icmp slt i64 %156, %11, !dbg !127
  br i1 %157, label %148, label %158, !dbg !129, !llvm.loop !135

158:                                              ; preds = %145, %148, %139
  %159 = phi double [ %140, %139 ], [ %143, %145 ], [ %155, %148 ], !dbg !49
  call void @llvm.dbg.value(metadata i32 1, metadata !39, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata double %159, metadata !28, metadata !DIExpression()), !dbg !49
  %160 = icmp sgt i32 %10, 1, !dbg !140
  br i1 %160, label %161, label %181, !dbg !141

161:                                              ; preds = %158
  %162 = add nsw i32 %10, -1, !dbg !141
  %163 = zext i32 %162 to i64, !dbg !140
  br label %188, !dbg !141

164:                                              ; preds = %134, %91
  %165 = phi i64 [ 0, %91 ], [ %120, %134 ]
  %166 = phi i64 [ 1, %91 ], [ %136, %134 ]
  %167 = phi double [ %85, %91 ], [ %135, %134 ]
  %168 = phi i64 [ 0, %91 ], [ %137, %134 ]
  call void @llvm.dbg.value(metadata i64 %165, metadata !34, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %167, metadata !28, metadata !DIExpression()), !dbg !49
  %169 = or i64 %165, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %169, metadata !36, metadata !DIExpression()), !dbg !126
  %170 = icmp slt i64 %169, %11, !dbg !127
  br i1 %170, label %171, label %118, !dbg !129

171:                                              ; preds = %164, %171
  %172 = phi i64 [ %179, %171 ], [ %166, %164 ]
  %173 = phi double [ %178, %171 ], [ %167, %164 ]
  call void @llvm.dbg.value(metadata i64 %172, metadata !36, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %173, metadata !28, metadata !DIExpression()), !dbg !49
  %174 = mul nsw i64 %172, %11, !dbg !130
  %175 = add nsw i64 %174, %165, !dbg !131
  %176 = getelementptr inbounds double, double* %15, i64 %175, !dbg !132
  %177 = load double, double* %176, align 8, !dbg !132, !tbaa !94
  %178 = fadd double %173, %177, !dbg !133
  call void @llvm.dbg.value(metadata double %178, metadata !28, metadata !DIExpression()), !dbg !49
  %179 = add nuw nsw i64 %172, 3, !dbg !134
  call void @llvm.dbg.value(metadata i64 %179, metadata !36, metadata !DIExpression()), !dbg !126
  %180 = icmp slt i64 %179, %11, !dbg !127
  br i1 %180, label %171, label %118, !dbg !129, !llvm.loop !135

181:                                              ; preds = %213, %158
  %182 = phi double [ %159, %158 ], [ %214, %213 ], !dbg !142
  call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %182, metadata !28, metadata !DIExpression()), !dbg !49
  br i1 %54, label %183, label %263, !dbg !144

183:                                              ; preds = %181
  %184 = and i64 %87, 1, !dbg !144
  %185 = icmp eq i64 %88, 0, !dbg !144
  br i1 %185, label %247, label %186, !dbg !144

186:                                              ; preds = %183
  %187 = and i64 %87, 4294967294, !dbg !144
  br label %242, !dbg !144

188:                                              ; preds = %161, %213
  %189 = phi i64 [ 1, %161 ], [ %215, %213 ]
  %190 = phi i64 [ 0, %161 ], [ %216, %213 ]
  %191 = phi double [ %159, %161 ], [ %214, %213 ]
  call void @llvm.dbg.value(metadata i64 %189, metadata !39, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata double %191, metadata !28, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %189, metadata !41, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !145
  %192 = lshr i64 %190, 1
  %193 = add nuw nsw i64 %192, 1
  %194 = mul nsw i64 %189, %11
  %195 = and i64 %193, 3, !dbg !146
  %196 = icmp eq i64 %195, 0, !dbg !146
  br i1 %196, label %208, label %197, !dbg !146

197:                                              ; preds = %188, %197
  %198 = phi i64 [ %205, %197 ], [ %190, %188 ]
  %199 = phi double [ %204, %197 ], [ %191, %188 ]
  %200 = phi i64 [ %206, %197 ], [ 0, %188 ]
  call void @llvm.dbg.value(metadata i64 %198, metadata !41, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata double %199, metadata !28, metadata !DIExpression()), !dbg !49
  %201 = add nsw i64 %198, %194, !dbg !147
  %202 = getelementptr inbounds double, double* %15, i64 %201, !dbg !149
  %203 = load double, double* %202, align 8, !dbg !149, !tbaa !94
  %204 = fsub double %199, %203, !dbg !150
  call void @llvm.dbg.value(metadata double %204, metadata !28, metadata !DIExpression()), !dbg !49
  %205 = add nsw i64 %198, -2, !dbg !151
  call void @llvm.dbg.value(metadata i64 %205, metadata !41, metadata !DIExpression()), !dbg !145
  %206 = add i64 %200, 1, !dbg !146
  %207 = icmp eq i64 %206, %195, !dbg !146
  br i1 %207, label %208, label %197, !dbg !146, !llvm.loop !152

208:                                              ; preds = %197, %188
  %209 = phi i64 [ %190, %188 ], [ %205, %197 ]
  %210 = phi double [ %191, %188 ], [ %204, %197 ]
  %211 = phi double [ undef, %188 ], [ %204, %197 ]
  %212 = icmp ult i64 %190, 6, !dbg !146
  br i1 %212, label %213, label %218, !dbg !146

213:                                              ; preds = %218, %208
  %214 = phi double [ %211, %208 ], [ %239, %218 ], !dbg !150
  %215 = add nuw nsw i64 %189, 1, !dbg !154
  call void @llvm.dbg.value(metadata i64 %215, metadata !39, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata double %214, metadata !28, metadata !DIExpression()), !dbg !49
  %216 = add nuw nsw i64 %190, 1, !dbg !141
  %217 = icmp eq i64 %216, %163, !dbg !140
  br i1 %217, label %181, label %188, !dbg !141, !llvm.loop !155

218:                                              ; preds = %208, %218
  %219 = phi i64 [ %240, %218 ], [ %209, %208 ]
  %220 = phi double [ %239, %218 ], [ %210, %208 ]
  call void @llvm.dbg.value(metadata i64 %219, metadata !41, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata double %220, metadata !28, metadata !DIExpression()), !dbg !49
  %221 = add nsw i64 %219, %194, !dbg !147
  %222 = getelementptr inbounds double, double* %15, i64 %221, !dbg !149
  %223 = load double, double* %222, align 8, !dbg !149, !tbaa !94
  %224 = fsub double %220, %223, !dbg !150
  call void @llvm.dbg.value(metadata double %224, metadata !28, metadata !DIExpression()), !dbg !49
  %225 = add nsw i64 %219, -2, !dbg !151
  call void @llvm.dbg.value(metadata i64 %225, metadata !41, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %225, metadata !41, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata double %224, metadata !28, metadata !DIExpression()), !dbg !49
  %226 = add nsw i64 %225, %194, !dbg !147
  %227 = getelementptr inbounds double, double* %15, i64 %226, !dbg !149
  %228 = load double, double* %227, align 8, !dbg !149, !tbaa !94
  %229 = fsub double %224, %228, !dbg !150
  call void @llvm.dbg.value(metadata double %229, metadata !28, metadata !DIExpression()), !dbg !49
  %230 = add nsw i64 %219, -4, !dbg !151
  call void @llvm.dbg.value(metadata i64 %230, metadata !41, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %230, metadata !41, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata double %229, metadata !28, metadata !DIExpression()), !dbg !49
  %231 = add nsw i64 %230, %194, !dbg !147
  %232 = getelementptr inbounds double, double* %15, i64 %231, !dbg !149
  %233 = load double, double* %232, align 8, !dbg !149, !tbaa !94
  %234 = fsub double %229, %233, !dbg !150
  call void @llvm.dbg.value(metadata double %234, metadata !28, metadata !DIExpression()), !dbg !49
  %235 = add nsw i64 %219, -6, !dbg !151
  call void @llvm.dbg.value(metadata i64 %235, metadata !41, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %235, metadata !41, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata double %234, metadata !28, metadata !DIExpression()), !dbg !49
  %236 = add nsw i64 %235, %194, !dbg !147
  %237 = getelementptr inbounds double, double* %15, i64 %236, !dbg !149
  %238 = load double, double* %237, align 8, !dbg !149, !tbaa !94
  %239 = fsub double %234, %238, !dbg !150
  call void @llvm.dbg.value(metadata double %239, metadata !28, metadata !DIExpression()), !dbg !49
  %240 = add nsw i64 %219, -8, !dbg !151
  call void @llvm.dbg.value(metadata i64 %240, metadata !41, metadata !DIExpression()), !dbg !145
  %241 = icmp sgt i64 %219, 7, !dbg !157
  br i1 %241, label %218, label %213, !dbg !146, !llvm.loop !158

242:                                              ; preds = %287, %186
  %243 = phi i64 [ 0, %186 ], [ %288, %287 ]
  %244 = phi double [ %182, %186 ], [ %284, %287 ]
  %245 = phi i64 [ 0, %186 ], [ %289, %287 ]
  call void @llvm.dbg.value(metadata i64 %243, metadata !44, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %244, metadata !28, metadata !DIExpression()), !dbg !49
  %246 = mul nsw i64 %243, %11
  br label %266, !dbg !160

247:                                              ; preds = %287, %183
  %248 = phi double [ undef, %183 ], [ %284, %287 ]
  %249 = phi i64 [ 0, %183 ], [ %288, %287 ]
  %250 = phi double [ %182, %183 ], [ %284, %287 ]
  %251 = icmp eq i64 %184, 0, !dbg !160
  br i1 %251, label %263, label %252, !dbg !160

252:                                              ; preds = %247
  call void @llvm.dbg.value(metadata i64 %249, metadata !44, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %250, metadata !28, metadata !DIExpression()), !dbg !49
  %253 = mul nsw i64 %249, %11
  br label %254, !dbg !160

254:                                              ; preds = %254, %252
  %255 = phi i64 [ %249, %252 ], [ %261, %254 ], !dbg !49
  %256 = phi double [ %250, %252 ], [ %260, %254 ], !dbg !49
  call void @llvm.dbg.value(metadata i64 %255, metadata !46, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata double %256, metadata !28, metadata !DIExpression()), !dbg !49
  %257 = add nsw i64 %255, %253, !dbg !162
  %258 = getelementptr inbounds double, double* %15, i64 %257, !dbg !164
  %259 = load double, double* %258, align 8, !dbg !164, !tbaa !94
  %260 = fadd double %256, %259, !dbg !165
  call void @llvm.dbg.value(metadata double %260, metadata !28, metadata !DIExpression()), !dbg !49
  %261 = add nuw nsw i64 %255, 4, !dbg !166
  call void @llvm.dbg.value(metadata i64 %261, metadata !46, metadata !DIExpression()), !dbg !161
  %262 = icmp slt i64 %261, %11, !dbg !167
  br i1 %262, label %254, label %263, !dbg !168, !llvm.loop !169

263:                                              ; preds = %247, %254, %84, %53, %181
  %264 = phi double [ %182, %181 ], [ %85, %84 ], [ 0.000000e+00, %53 ], [ %248, %247 ], [ %260, %254 ], !dbg !49
  %265 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %264), !dbg !171
  tail call void @free(i8* noundef %14) #7, !dbg !172
  ret i32 0, !dbg !173

266:                                              ; preds = %242, %266
  %267 = phi i64 [ %243, %242 ], [ %273, %266 ], !dbg !49
  %268 = phi double [ %244, %242 ], [ %272, %266 ], !dbg !49
  call void @llvm.dbg.value(metadata i64 %267, metadata !46, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata double %268, metadata !28, metadata !DIExpression()), !dbg !49
  %269 = add nsw i64 %267, %246, !dbg !162
  %270 = getelementptr inbounds double, double* %15, i64 %269, !dbg !164
  %271 = load double, double* %270, align 8, !dbg !164, !tbaa !94
  %272 = fadd double %268, %271, !dbg !165
  call void @llvm.dbg.value(metadata double %272, metadata !28, metadata !DIExpression()), !dbg !49
  %273 = add nuw nsw i64 %267, 4, !dbg !166
  call void @llvm.dbg.value(metadata i64 %273, metadata !46, metadata !DIExpression()), !dbg !161
  %274 = icmp slt i64 %273, %11, !dbg !167
  br i1 %274, label %266, label %275, !dbg !168, !llvm.loop !169

275:                                              ; preds = %266
  %276 = or i64 %243, 1, !dbg !174
  call void @llvm.dbg.value(metadata i64 %276, metadata !44, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %272, metadata !28, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %276, metadata !44, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %272, metadata !28, metadata !DIExpression()), !dbg !49
  %277 = mul nsw i64 %276, %11
  br label %278, !dbg !160

278:                                              ; preds = %278, %275
  %279 = phi i64 [ %276, %275 ], [ %285, %278 ], !dbg !49
  %280 = phi double [ %272, %275 ], [ %284, %278 ], !dbg !49
  call void @llvm.dbg.value(metadata i64 %279, metadata !46, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata double %280, metadata !28, metadata !DIExpression()), !dbg !49
  %281 = add nsw i64 %279, %277, !dbg !162
  %282 = getelementptr inbounds double, double* %15, i64 %281, !dbg !164
  %283 = load double, double* %282, align 8, !dbg !164, !tbaa !94
  %284 = fadd double %280, %283, !dbg !165
  call void @llvm.dbg.value(metadata double %284, metadata !28, metadata !DIExpression()), !dbg !49
  %285 = add nuw nsw i64 %279, 4, !dbg !166
  call void @llvm.dbg.value(metadata i64 %285, metadata !46, metadata !DIExpression()), !dbg !161
  %286 = icmp slt i64 %285, %11, !dbg !167
  br i1 %286, label %278, label %287, !dbg !168, !llvm.loop !169

287:                                              ; preds = %278
  %288 = add nuw nsw i64 %243, 2, !dbg !174
  call void @llvm.dbg.value(metadata i64 %288, metadata !44, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %284, metadata !28, metadata !DIExpression()), !dbg !49
  %289 = add i64 %245, 2, !dbg !144
  %290 = icmp eq i64 %289, %187, !dbg !144
  br i1 %290, label %247, label %242, !dbg !144, !llvm.loop !175
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !177 void @perror(i8* nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { cold nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "strided_tri.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "ee746bb5d0c94014651cd142008d7256")
!2 = !{!3, !4, !7, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !9, line: 46, baseType: !10)
!9 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!10 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 17, type: !19, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!3, !3, !4}
!21 = !{!22, !23, !24, !25, !28, !29, !31, !34, !36, !39, !41, !44, !46}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 17, type: !3)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 17, type: !4)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 18, type: !3)
!25 = !DILocalVariable(name: "a", scope: !18, file: !1, line: 19, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DILocalVariable(name: "s", scope: !18, file: !1, line: 20, type: !27)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 22, type: !3)
!30 = distinct !DILexicalBlock(scope: !18, file: !1, line: 22, column: 3)
!31 = !DILocalVariable(name: "j", scope: !32, file: !1, line: 23, type: !3)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 23, column: 5)
!33 = distinct !DILexicalBlock(scope: !30, file: !1, line: 22, column: 3)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 26, type: !3)
!35 = distinct !DILexicalBlock(scope: !18, file: !1, line: 26, column: 3)
!36 = !DILocalVariable(name: "j", scope: !37, file: !1, line: 27, type: !3)
!37 = distinct !DILexicalBlock(scope: !38, file: !1, line: 27, column: 5)
!38 = distinct !DILexicalBlock(scope: !35, file: !1, line: 26, column: 3)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 30, type: !3)
!40 = distinct !DILexicalBlock(scope: !18, file: !1, line: 30, column: 3)
!41 = !DILocalVariable(name: "j", scope: !42, file: !1, line: 31, type: !3)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 31, column: 5)
!43 = distinct !DILexicalBlock(scope: !40, file: !1, line: 30, column: 3)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 34, type: !3)
!45 = distinct !DILexicalBlock(scope: !18, file: !1, line: 34, column: 3)
!46 = !DILocalVariable(name: "j", scope: !47, file: !1, line: 35, type: !3)
!47 = distinct !DILexicalBlock(scope: !48, file: !1, line: 34, column: 31)
!48 = distinct !DILexicalBlock(scope: !45, file: !1, line: 34, column: 3)
!49 = !DILocation(line: 0, scope: !18)
!50 = !DILocation(line: 18, column: 16, scope: !18)
!51 = !DILocation(line: 18, column: 11, scope: !18)
!52 = !DILocation(line: 18, column: 27, scope: !18)
!53 = !{!54, !54, i64 0}
!54 = !{!"any pointer", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocalVariable(name: "__nptr", arg: 1, scope: !58, file: !59, line: 362, type: !62)
!58 = distinct !DISubprogram(name: "atoi", scope: !59, file: !59, line: 362, type: !60, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !64)
!59 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!60 = !DISubroutineType(types: !61)
!61 = !{!3, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!64 = !{!57}
!65 = !DILocation(line: 0, scope: !58, inlinedAt: !66)
!66 = distinct !DILocation(line: 18, column: 22, scope: !18)
!67 = !DILocation(line: 364, column: 16, scope: !58, inlinedAt: !66)
!68 = !DILocation(line: 364, column: 10, scope: !58, inlinedAt: !66)
!69 = !DILocalVariable(name: "n", arg: 1, scope: !70, file: !1, line: 6, type: !3)
!70 = distinct !DISubprogram(name: "alloc", scope: !1, file: !1, line: 6, type: !71, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!26, !3}
!73 = !{!69, !74, !75}
!74 = !DILocalVariable(name: "p", scope: !70, file: !1, line: 7, type: !26)
!75 = !DILocalVariable(name: "i", scope: !76, file: !1, line: 12, type: !3)
!76 = distinct !DILexicalBlock(scope: !70, file: !1, line: 12, column: 3)
!77 = !DILocation(line: 0, scope: !70, inlinedAt: !78)
!78 = distinct !DILocation(line: 19, column: 15, scope: !18)
!79 = !DILocation(line: 7, column: 39, scope: !70, inlinedAt: !78)
!80 = !DILocation(line: 7, column: 37, scope: !70, inlinedAt: !78)
!81 = !DILocation(line: 7, column: 49, scope: !70, inlinedAt: !78)
!82 = !DILocation(line: 7, column: 15, scope: !70, inlinedAt: !78)
!83 = !DILocation(line: 8, column: 8, scope: !84, inlinedAt: !78)
!84 = distinct !DILexicalBlock(scope: !70, file: !1, line: 8, column: 7)
!85 = !DILocation(line: 8, column: 7, scope: !70, inlinedAt: !78)
!86 = !DILocation(line: 0, scope: !76, inlinedAt: !78)
!87 = !DILocation(line: 12, column: 21, scope: !88, inlinedAt: !78)
!88 = distinct !DILexicalBlock(scope: !76, file: !1, line: 12, column: 3)
!89 = !DILocation(line: 12, column: 3, scope: !76, inlinedAt: !78)
!90 = !DILocation(line: 12, column: 31, scope: !88, inlinedAt: !78)
!91 = !DILocation(line: 13, column: 14, scope: !88, inlinedAt: !78)
!92 = !DILocation(line: 13, column: 12, scope: !88, inlinedAt: !78)
!93 = !DILocation(line: 13, column: 10, scope: !88, inlinedAt: !78)
!94 = !{!95, !95, i64 0}
!95 = !{!"double", !55, i64 0}
!96 = distinct !{!96, !89, !97, !98, !99}
!97 = !DILocation(line: 13, column: 16, scope: !76, inlinedAt: !78)
!98 = !{!"llvm.loop.mustprogress"}
!99 = !{!"llvm.loop.isvectorized", i32 1}
!100 = !DILocation(line: 9, column: 5, scope: !101, inlinedAt: !78)
!101 = distinct !DILexicalBlock(scope: !84, file: !1, line: 8, column: 11)
!102 = !DILocation(line: 10, column: 5, scope: !101, inlinedAt: !78)
!103 = !DILocation(line: 13, column: 5, scope: !88, inlinedAt: !78)
!104 = distinct !{!104, !89, !97, !98, !105, !99}
!105 = !{!"llvm.loop.unroll.runtime.disable"}
!106 = !DILocation(line: 0, scope: !30)
!107 = !DILocation(line: 22, column: 21, scope: !33)
!108 = !DILocation(line: 22, column: 3, scope: !30)
!109 = !DILocation(line: 0, scope: !32)
!110 = !DILocation(line: 23, column: 5, scope: !32)
!111 = !DILocation(line: 24, column: 20, scope: !112)
!112 = distinct !DILexicalBlock(scope: !32, file: !1, line: 23, column: 5)
!113 = !DILocation(line: 24, column: 12, scope: !112)
!114 = !DILocation(line: 24, column: 9, scope: !112)
!115 = !DILocation(line: 23, column: 30, scope: !112)
!116 = !DILocation(line: 23, column: 23, scope: !112)
!117 = distinct !{!117, !110, !118, !98}
!118 = !DILocation(line: 24, column: 23, scope: !32)
!119 = !DILocation(line: 0, scope: !35)
!120 = !DILocation(line: 26, column: 3, scope: !35)
!121 = !DILocation(line: 26, column: 21, scope: !38)
!122 = !DILocation(line: 22, column: 28, scope: !33)
!123 = distinct !{!123, !108, !124, !98}
!124 = !DILocation(line: 24, column: 23, scope: !30)
!125 = !DILocation(line: 27, column: 20, scope: !37)
!126 = !DILocation(line: 0, scope: !37)
!127 = !DILocation(line: 27, column: 27, scope: !128)
!128 = distinct !DILexicalBlock(scope: !37, file: !1, line: 27, column: 5)
!129 = !DILocation(line: 27, column: 5, scope: !37)
!130 = !DILocation(line: 28, column: 16, scope: !128)
!131 = !DILocation(line: 28, column: 20, scope: !128)
!132 = !DILocation(line: 28, column: 12, scope: !128)
!133 = !DILocation(line: 28, column: 9, scope: !128)
!134 = !DILocation(line: 27, column: 34, scope: !128)
!135 = distinct !{!135, !129, !136, !98}
!136 = !DILocation(line: 28, column: 23, scope: !37)
!137 = distinct !{!137, !120, !138, !98}
!138 = !DILocation(line: 28, column: 23, scope: !35)
!139 = !DILocation(line: 0, scope: !40)
!140 = !DILocation(line: 30, column: 21, scope: !43)
!141 = !DILocation(line: 30, column: 3, scope: !40)
!142 = !DILocation(line: 20, column: 10, scope: !18)
!143 = !DILocation(line: 0, scope: !45)
!144 = !DILocation(line: 34, column: 3, scope: !45)
!145 = !DILocation(line: 0, scope: !42)
!146 = !DILocation(line: 31, column: 5, scope: !42)
!147 = !DILocation(line: 32, column: 20, scope: !148)
!148 = distinct !DILexicalBlock(scope: !42, file: !1, line: 31, column: 5)
!149 = !DILocation(line: 32, column: 12, scope: !148)
!150 = !DILocation(line: 32, column: 9, scope: !148)
!151 = !DILocation(line: 31, column: 35, scope: !148)
!152 = distinct !{!152, !153}
!153 = !{!"llvm.loop.unroll.disable"}
!154 = !DILocation(line: 30, column: 27, scope: !43)
!155 = distinct !{!155, !141, !156, !98}
!156 = !DILocation(line: 32, column: 23, scope: !40)
!157 = !DILocation(line: 31, column: 27, scope: !148)
!158 = distinct !{!158, !146, !159, !98}
!159 = !DILocation(line: 32, column: 23, scope: !42)
!160 = !DILocation(line: 36, column: 5, scope: !47)
!161 = !DILocation(line: 0, scope: !47)
!162 = !DILocation(line: 37, column: 20, scope: !163)
!163 = distinct !DILexicalBlock(scope: !47, file: !1, line: 36, column: 8)
!164 = !DILocation(line: 37, column: 12, scope: !163)
!165 = !DILocation(line: 37, column: 9, scope: !163)
!166 = !DILocation(line: 38, column: 9, scope: !163)
!167 = !DILocation(line: 39, column: 16, scope: !47)
!168 = !DILocation(line: 39, column: 5, scope: !163)
!169 = distinct !{!169, !160, !170, !98}
!170 = !DILocation(line: 39, column: 19, scope: !47)
!171 = !DILocation(line: 41, column: 3, scope: !18)
!172 = !DILocation(line: 42, column: 3, scope: !18)
!173 = !DILocation(line: 44, column: 1, scope: !18)
!174 = !DILocation(line: 34, column: 27, scope: !48)
!175 = distinct !{!175, !144, !176, !98}
!176 = !DILocation(line: 40, column: 3, scope: !45)
!177 = !DISubprogram(name: "perror", scope: !178, file: !178, line: 804, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !181)
!178 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!179 = !DISubroutineType(types: !180)
!180 = !{null, !62}
!181 = !{}
