; ModuleID = 'row_search.c'
source_filename = "row_search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"%ld %ld %.3f %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !59
  %3 = icmp sgt i32 %0, 1, !dbg !60
  br i1 %3, label %4, label %15, !dbg !61

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !62
  %6 = load i8*, i8** %5, align 8, !dbg !62, !tbaa !63
  call void @llvm.dbg.value(metadata i8* %6, metadata !67, metadata !DIExpression()) #6, !dbg !75
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !77
  %8 = trunc i64 %7 to i32, !dbg !78
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression()), !dbg !59
  %9 = icmp eq i32 %0, 2, !dbg !79
  br i1 %9, label %15, label %10, !dbg !80

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !81
  %12 = load i8*, i8** %11, align 8, !dbg !81, !tbaa !63
  call void @llvm.dbg.value(metadata i8* %12, metadata !67, metadata !DIExpression()) #6, !dbg !82
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !84
  %14 = trunc i64 %13 to i32, !dbg !85
  br label %15, !dbg !80

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 200, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 300, %4 ], [ 300, %2 ], !dbg !80
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()), !dbg !59
  %18 = sext i32 %16 to i64, !dbg !86
  %19 = sext i32 %17 to i64, !dbg !87
  %20 = mul nsw i64 %19, %18, !dbg !88
  %21 = shl i64 %20, 3, !dbg !89
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #6, !dbg !90
  %23 = bitcast i8* %22 to double*, !dbg !90
  call void @llvm.dbg.value(metadata double* %23, metadata !27, metadata !DIExpression()), !dbg !59
  %24 = shl i64 %20, 2, !dbg !91
  %25 = tail call noalias i8* @malloc(i64 noundef %24) #6, !dbg !92
  %26 = bitcast i8* %25 to i32*, !dbg !92
  call void @llvm.dbg.value(metadata i32* %26, metadata !29, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i32 7, metadata !31, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !93
  %27 = icmp sgt i32 %16, 0, !dbg !94
  br i1 %27, label %28, label %193, !dbg !95

28:                                               ; preds = %15
  %29 = icmp sgt i32 %17, 0
  %30 = zext i32 %16 to i64, !dbg !94
  %31 = zext i32 %17 to i64
  br label %32, !dbg !95

32:                                               ; preds = %28, %42
  %33 = phi i64 [ 0, %28 ], [ %44, %42 ]
  %34 = phi i32 [ 7, %28 ], [ %43, %42 ]
  call void @llvm.dbg.value(metadata i64 %33, metadata !33, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %34, metadata !31, metadata !DIExpression()), !dbg !59
  br i1 %29, label %35, label %42, !dbg !97

35:                                               ; preds = %32
  %36 = mul nsw i64 %33, %19
  br label %46, !dbg !97

37:                                               ; preds = %42
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 0, metadata !38, metadata !DIExpression()), !dbg !59
  br i1 %27, label %38, label %193, !dbg !99

38:                                               ; preds = %37
  %39 = icmp sgt i32 %17, 0
  %40 = zext i32 %17 to i64
  %41 = zext i32 %16 to i64, !dbg !100
  br label %73, !dbg !99

42:                                               ; preds = %46, %32
  %43 = phi i32 [ %34, %32 ], [ %50, %46 ], !dbg !59
  %44 = add nuw nsw i64 %33, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %44, metadata !33, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %43, metadata !31, metadata !DIExpression()), !dbg !59
  %45 = icmp eq i64 %44, %30, !dbg !94
  br i1 %45, label %37, label %32, !dbg !95, !llvm.loop !103

46:                                               ; preds = %35, %46
  %47 = phi i64 [ 0, %35 ], [ %62, %46 ]
  %48 = phi i32 [ %34, %35 ], [ %50, %46 ]
  call void @llvm.dbg.value(metadata i64 %47, metadata !35, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %48, metadata !31, metadata !DIExpression()), !dbg !59
  %49 = mul i32 %48, 1103515245, !dbg !106
  %50 = add i32 %49, 12345, !dbg !109
  call void @llvm.dbg.value(metadata i32 %50, metadata !31, metadata !DIExpression()), !dbg !59
  %51 = lshr i32 %50, 8, !dbg !110
  %52 = urem i32 %51, 100000, !dbg !111
  %53 = uitofp i32 %52 to double, !dbg !112
  %54 = fdiv double %53, 1.000000e+05, !dbg !113
  %55 = add nsw i64 %36, %47, !dbg !114
  %56 = getelementptr inbounds double, double* %23, i64 %55, !dbg !115
  store double %54, double* %56, align 8, !dbg !116, !tbaa !117
  %57 = lshr i32 %50, 20, !dbg !119
  %58 = trunc i32 %57 to i16, !dbg !120
  %59 = urem i16 %58, 97, !dbg !120
  %60 = zext i16 %59 to i32, !dbg !120
  %61 = getelementptr inbounds i32, i32* %26, i64 %55, !dbg !121
  store i32 %60, i32* %61, align 4, !dbg !122, !tbaa !123
  %62 = add nuw nsw i64 %47, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %62, metadata !35, metadata !DIExpression()), !dbg !96
  %63 = icmp eq i64 %62, %31, !dbg !126
  br i1 %63, label %42, label %46, !dbg !97, !llvm.loop !127

64:                                               ; preds = %89
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 0, metadata !42, metadata !DIExpression()), !dbg !59
  br i1 %27, label %65, label %193, !dbg !130

65:                                               ; preds = %64
  %66 = icmp sgt i32 %17, 0
  %67 = zext i32 %17 to i64
  %68 = add nsw i64 %30, -1, !dbg !130
  %69 = and i64 %30, 1, !dbg !130
  %70 = icmp eq i64 %68, 0, !dbg !130
  br i1 %70, label %94, label %71, !dbg !130

71:                                               ; preds = %65
  %72 = and i64 %30, 4294967294, !dbg !130
  br label %123, !dbg !130

73:                                               ; preds = %38, %89
  %74 = phi i64 [ 0, %38 ], [ %92, %89 ]
  %75 = phi i64 [ 0, %38 ], [ %91, %89 ]
  call void @llvm.dbg.value(metadata i64 %74, metadata !40, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %75, metadata !38, metadata !DIExpression()), !dbg !59
  %76 = mul nsw i64 %74, %19, !dbg !131
  %77 = getelementptr inbounds double, double* %23, i64 %76, !dbg !132
  call void @llvm.dbg.value(metadata double* %77, metadata !133, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 %17, metadata !140, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata double 0x3FEFAE147AE147AE, metadata !141, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !142, metadata !DIExpression()), !dbg !146
  br i1 %39, label %78, label %89, !dbg !147

78:                                               ; preds = %73, %83
  %79 = phi i64 [ %84, %83 ], [ 0, %73 ]
  call void @llvm.dbg.value(metadata i64 %79, metadata !142, metadata !DIExpression()), !dbg !146
  %80 = getelementptr inbounds double, double* %77, i64 %79, !dbg !148
  %81 = load double, double* %80, align 8, !dbg !148, !tbaa !117
  %82 = fcmp ogt double %81, 0x3FEFAE147AE147AE, !dbg !151
  br i1 %82, label %86, label %83, !dbg !152

83:                                               ; preds = %78
  %84 = add nuw nsw i64 %79, 1, !dbg !153
  call void @llvm.dbg.value(metadata i64 %84, metadata !142, metadata !DIExpression()), !dbg !146
  %85 = icmp eq i64 %84, %40, !dbg !154
  br i1 %85, label %89, label %78, !dbg !147, !llvm.loop !155

86:                                               ; preds = %78
  %87 = shl i64 %79, 32, !dbg !157
  %88 = ashr exact i64 %87, 32, !dbg !157
  br label %89, !dbg !158

89:                                               ; preds = %83, %73, %86
  %90 = phi i64 [ %19, %73 ], [ %88, %86 ], [ %19, %83 ], !dbg !157
  %91 = add nsw i64 %75, %90, !dbg !159
  call void @llvm.dbg.value(metadata i64 %91, metadata !38, metadata !DIExpression()), !dbg !59
  %92 = add nuw nsw i64 %74, 1, !dbg !160
  call void @llvm.dbg.value(metadata i64 %92, metadata !40, metadata !DIExpression()), !dbg !98
  %93 = icmp eq i64 %92, %41, !dbg !100
  br i1 %93, label %64, label %73, !dbg !99, !llvm.loop !161

94:                                               ; preds = %156, %65
  %95 = phi i64 [ undef, %65 ], [ %159, %156 ]
  %96 = phi i64 [ 0, %65 ], [ %160, %156 ]
  %97 = phi i64 [ 0, %65 ], [ %159, %156 ]
  %98 = icmp eq i64 %69, 0, !dbg !163
  br i1 %98, label %116, label %99, !dbg !163

99:                                               ; preds = %94
  call void @llvm.dbg.value(metadata i64 %96, metadata !43, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %97, metadata !42, metadata !DIExpression()), !dbg !59
  %100 = mul nsw i64 %96, %19, !dbg !166
  %101 = getelementptr inbounds i32, i32* %26, i64 %100, !dbg !167
  call void @llvm.dbg.value(metadata i32* %101, metadata !45, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression()), !dbg !168
  br i1 %66, label %102, label %112, !dbg !163

102:                                              ; preds = %99, %107
  %103 = phi i64 [ %108, %107 ], [ 0, %99 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !50, metadata !DIExpression()), !dbg !168
  %104 = getelementptr inbounds i32, i32* %101, i64 %103, !dbg !169
  %105 = load i32, i32* %104, align 4, !dbg !169, !tbaa !123
  %106 = icmp eq i32 %105, 0, !dbg !170
  br i1 %106, label %110, label %107, !dbg !171

107:                                              ; preds = %102
  %108 = add nuw nsw i64 %103, 1, !dbg !172
  call void @llvm.dbg.value(metadata i64 %108, metadata !50, metadata !DIExpression()), !dbg !168
  %109 = icmp eq i64 %108, %67, !dbg !173
  br i1 %109, label %112, label %102, !dbg !163, !llvm.loop !174

110:                                              ; preds = %102
  %111 = trunc i64 %103 to i32, !dbg !171
  br label %112, !dbg !176

112:                                              ; preds = %107, %110, %99
  %113 = phi i32 [ 0, %99 ], [ %111, %110 ], [ %17, %107 ], !dbg !177
  %114 = zext i32 %113 to i64, !dbg !176
  %115 = add nuw nsw i64 %97, %114, !dbg !178
  call void @llvm.dbg.value(metadata i64 %115, metadata !42, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i64 %96, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !129
  br label %116, !dbg !179

116:                                              ; preds = %94, %112
  %117 = phi i64 [ %95, %94 ], [ %115, %112 ], !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !51, metadata !DIExpression()), !dbg !59
  br i1 %27, label %118, label %193, !dbg !179

118:                                              ; preds = %116
  %119 = and i64 %30, 1, !dbg !179
  %120 = icmp eq i64 %68, 0, !dbg !179
  br i1 %120, label %169, label %121, !dbg !179

121:                                              ; preds = %118
  %122 = and i64 %30, 4294967294, !dbg !179
  br label %163, !dbg !179

123:                                              ; preds = %156, %71
  %124 = phi i64 [ 0, %71 ], [ %160, %156 ]
  %125 = phi i64 [ 0, %71 ], [ %159, %156 ]
  %126 = phi i64 [ 0, %71 ], [ %161, %156 ]
  call void @llvm.dbg.value(metadata i64 %124, metadata !43, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %125, metadata !42, metadata !DIExpression()), !dbg !59
  %127 = mul nsw i64 %124, %19, !dbg !166
  %128 = getelementptr inbounds i32, i32* %26, i64 %127, !dbg !167
  call void @llvm.dbg.value(metadata i32* %128, metadata !45, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression()), !dbg !168
  br i1 %66, label %129, label %139, !dbg !163

129:                                              ; preds = %123, %134
  %130 = phi i64 [ %135, %134 ], [ 0, %123 ]
  call void @llvm.dbg.value(metadata i64 %130, metadata !50, metadata !DIExpression()), !dbg !168
  %131 = getelementptr inbounds i32, i32* %128, i64 %130, !dbg !169
  %132 = load i32, i32* %131, align 4, !dbg !169, !tbaa !123
  %133 = icmp eq i32 %132, 0, !dbg !170
  br i1 %133, label %137, label %134, !dbg !171

134:                                              ; preds = %129
  %135 = add nuw nsw i64 %130, 1, !dbg !172
  call void @llvm.dbg.value(metadata i64 %135, metadata !50, metadata !DIExpression()), !dbg !168
  %136 = icmp eq i64 %135, %67, !dbg !173
  br i1 %136, label %139, label %129, !dbg !163, !llvm.loop !174

137:                                              ; preds = %129
  %138 = trunc i64 %130 to i32, !dbg !171
  br label %139, !dbg !176

139:                                              ; preds = %134, %137, %123
  %140 = phi i32 [ 0, %123 ], [ %138, %137 ], [ %17, %134 ], !dbg !177
  %141 = zext i32 %140 to i64, !dbg !176
  %142 = add nuw nsw i64 %125, %141, !dbg !178
  call void @llvm.dbg.value(metadata i64 %142, metadata !42, metadata !DIExpression()), !dbg !59
  %143 = or i64 %124, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %143, metadata !43, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %143, metadata !43, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %142, metadata !42, metadata !DIExpression()), !dbg !59
  %144 = mul nsw i64 %143, %19, !dbg !166
  %145 = getelementptr inbounds i32, i32* %26, i64 %144, !dbg !167
  call void @llvm.dbg.value(metadata i32* %145, metadata !45, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression()), !dbg !168
  br i1 %66, label %146, label %156, !dbg !163

146:                                              ; preds = %139, %151
  %147 = phi i64 [ %152, %151 ], [ 0, %139 ]
  call void @llvm.dbg.value(metadata i64 %147, metadata !50, metadata !DIExpression()), !dbg !168
  %148 = getelementptr inbounds i32, i32* %145, i64 %147, !dbg !169
  %149 = load i32, i32* %148, align 4, !dbg !169, !tbaa !123
  %150 = icmp eq i32 %149, 0, !dbg !170
  br i1 %150, label %154, label %151, !dbg !171

151:                                              ; preds = %146
  %152 = add nuw nsw i64 %147, 1, !dbg !172
  call void @llvm.dbg.value(metadata i64 %152, metadata !50, metadata !DIExpression()), !dbg !168
  %153 = icmp eq i64 %152, %67, !dbg !173
  br i1 %153, label %156, label %146, !dbg !163, !llvm.loop !174

154:                                              ; preds = %146
  %155 = trunc i64 %147 to i32, !dbg !171
  br label %156, !dbg !176

156:                                              ; preds = %151, %154, %139
  %157 = phi i32 [ 0, %139 ], [ %155, %154 ], [ %17, %151 ], !dbg !177
  %158 = zext i32 %157 to i64, !dbg !176
  %159 = add nuw nsw i64 %142, %158, !dbg !178
  call void @llvm.dbg.value(metadata i64 %159, metadata !42, metadata !DIExpression()), !dbg !59
  %160 = add nuw nsw i64 %124, 2, !dbg !181
  call void @llvm.dbg.value(metadata i64 %160, metadata !43, metadata !DIExpression()), !dbg !129
  %161 = add i64 %126, 2, !dbg !130
  %162 = icmp eq i64 %161, %72, !dbg !130
  br i1 %162, label %94, label %123, !dbg !130, !llvm.loop !182

163:                                              ; preds = %227, %121
  %164 = phi i64 [ 0, %121 ], [ %231, %227 ]
  %165 = phi i32 [ 0, %121 ], [ %230, %227 ]
  %166 = phi double [ 0.000000e+00, %121 ], [ %229, %227 ]
  %167 = phi i64 [ 0, %121 ], [ %232, %227 ]
  call void @llvm.dbg.value(metadata i64 %164, metadata !53, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 %165, metadata !52, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata double %166, metadata !51, metadata !DIExpression()), !dbg !59
  %168 = mul nsw i64 %164, %19
  br label %199, !dbg !184

169:                                              ; preds = %227, %118
  %170 = phi double [ undef, %118 ], [ %229, %227 ]
  %171 = phi i32 [ undef, %118 ], [ %230, %227 ]
  %172 = phi i64 [ 0, %118 ], [ %231, %227 ]
  %173 = phi i32 [ 0, %118 ], [ %230, %227 ]
  %174 = phi double [ 0.000000e+00, %118 ], [ %229, %227 ]
  %175 = icmp eq i64 %119, 0, !dbg !184
  br i1 %175, label %193, label %176, !dbg !184

176:                                              ; preds = %169
  call void @llvm.dbg.value(metadata i64 %172, metadata !53, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 %173, metadata !52, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata double %174, metadata !51, metadata !DIExpression()), !dbg !59
  %177 = mul nsw i64 %172, %19
  br label %178, !dbg !184

178:                                              ; preds = %178, %176
  %179 = phi i64 [ 0, %176 ], [ %185, %178 ], !dbg !185
  %180 = phi double [ 0.000000e+00, %176 ], [ %184, %178 ], !dbg !185
  call void @llvm.dbg.value(metadata i64 %179, metadata !58, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %180, metadata !55, metadata !DIExpression()), !dbg !185
  %181 = add nsw i64 %177, %179, !dbg !186
  %182 = getelementptr inbounds double, double* %23, i64 %181, !dbg !188
  %183 = load double, double* %182, align 8, !dbg !188, !tbaa !117
  %184 = fadd double %180, %183, !dbg !189
  call void @llvm.dbg.value(metadata double %184, metadata !55, metadata !DIExpression()), !dbg !185
  %185 = add nuw nsw i64 %179, 1, !dbg !190
  call void @llvm.dbg.value(metadata i64 %185, metadata !58, metadata !DIExpression()), !dbg !185
  %186 = icmp slt i64 %185, %19, !dbg !191
  %187 = fcmp olt double %184, 2.000000e+01, !dbg !192
  %188 = select i1 %186, i1 %187, i1 false, !dbg !192
  br i1 %188, label %178, label %189, !dbg !193, !llvm.loop !194

189:                                              ; preds = %178
  %190 = trunc i64 %185 to i32, !dbg !196
  %191 = fadd double %174, %184, !dbg !196
  call void @llvm.dbg.value(metadata double %191, metadata !51, metadata !DIExpression()), !dbg !59
  %192 = add nuw nsw i32 %173, %190, !dbg !197
  call void @llvm.dbg.value(metadata i32 %192, metadata !52, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i64 %172, metadata !53, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !180
  br label %193, !dbg !198

193:                                              ; preds = %189, %169, %15, %37, %64, %116
  %194 = phi i64 [ %117, %116 ], [ 0, %64 ], [ 0, %37 ], [ 0, %15 ], [ %117, %169 ], [ %117, %189 ]
  %195 = phi i64 [ %91, %116 ], [ %91, %64 ], [ 0, %37 ], [ 0, %15 ], [ %91, %169 ], [ %91, %189 ]
  %196 = phi double [ 0.000000e+00, %116 ], [ 0.000000e+00, %64 ], [ 0.000000e+00, %37 ], [ 0.000000e+00, %15 ], [ %170, %169 ], [ %191, %189 ], !dbg !59
  %197 = phi i32 [ 0, %116 ], [ 0, %64 ], [ 0, %37 ], [ 0, %15 ], [ %171, %169 ], [ %192, %189 ], !dbg !59
  %198 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i64 noundef %195, i64 noundef %194, double noundef %196, i32 noundef %197), !dbg !198
  tail call void @free(i8* noundef %22) #6, !dbg !199
  tail call void @free(i8* noundef %25) #6, !dbg !200
  ret i32 0, !dbg !201

199:                                              ; preds = %163, %199
  %200 = phi i64 [ 0, %163 ], [ %206, %199 ], !dbg !185
  %201 = phi double [ 0.000000e+00, %163 ], [ %205, %199 ], !dbg !185
  call void @llvm.dbg.value(metadata i64 %200, metadata !58, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %201, metadata !55, metadata !DIExpression()), !dbg !185
  %202 = add nsw i64 %168, %200, !dbg !186
  %203 = getelementptr inbounds double, double* %23, i64 %202, !dbg !188
  %204 = load double, double* %203, align 8, !dbg !188, !tbaa !117
  %205 = fadd double %201, %204, !dbg !189
  call void @llvm.dbg.value(metadata double %205, metadata !55, metadata !DIExpression()), !dbg !185
  %206 = add nuw nsw i64 %200, 1, !dbg !190
  call void @llvm.dbg.value(metadata i64 %206, metadata !58, metadata !DIExpression()), !dbg !185
  %207 = icmp slt i64 %206, %19, !dbg !191
  %208 = fcmp olt double %205, 2.000000e+01, !dbg !192
  %209 = select i1 %207, i1 %208, i1 false, !dbg !192
  br i1 %209, label %199, label %210, !dbg !193, !llvm.loop !194

210:                                              ; preds = %199
  %211 = trunc i64 %206 to i32, !dbg !196
  %212 = fadd double %166, %205, !dbg !196
  call void @llvm.dbg.value(metadata double %212, metadata !51, metadata !DIExpression()), !dbg !59
  %213 = add nuw nsw i32 %165, %211, !dbg !197
  call void @llvm.dbg.value(metadata i32 %213, metadata !52, metadata !DIExpression()), !dbg !59
  %214 = or i64 %164, 1, !dbg !202
  call void @llvm.dbg.value(metadata i64 %214, metadata !53, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i64 %214, metadata !53, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 %213, metadata !52, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata double %212, metadata !51, metadata !DIExpression()), !dbg !59
  %215 = mul nsw i64 %214, %19
  br label %216, !dbg !184

216:                                              ; preds = %216, %210
  %217 = phi i64 [ 0, %210 ], [ %223, %216 ], !dbg !185
  %218 = phi double [ 0.000000e+00, %210 ], [ %222, %216 ], !dbg !185
  call void @llvm.dbg.value(metadata i64 %217, metadata !58, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %218, metadata !55, metadata !DIExpression()), !dbg !185
  %219 = add nsw i64 %215, %217, !dbg !186
  %220 = getelementptr inbounds double, double* %23, i64 %219, !dbg !188
  %221 = load double, double* %220, align 8, !dbg !188, !tbaa !117
  %222 = fadd double %218, %221, !dbg !189
  call void @llvm.dbg.value(metadata double %222, metadata !55, metadata !DIExpression()), !dbg !185
  %223 = add nuw nsw i64 %217, 1, !dbg !190
  call void @llvm.dbg.value(metadata i64 %223, metadata !58, metadata !DIExpression()), !dbg !185
  %224 = icmp slt i64 %223, %19, !dbg !191
  %225 = fcmp olt double %222, 2.000000e+01, !dbg !192
  %226 = select i1 %224, i1 %225, i1 false, !dbg !192
  br i1 %226, label %216, label %227, !dbg !193, !llvm.loop !194

227:                                              ; preds = %216
  %228 = trunc i64 %223 to i32, !dbg !196
  %229 = fadd double %212, %222, !dbg !196
  call void @llvm.dbg.value(metadata double %229, metadata !51, metadata !DIExpression()), !dbg !59
  %230 = add nuw nsw i32 %213, %228, !dbg !197
  call void @llvm.dbg.value(metadata i32 %230, metadata !52, metadata !DIExpression()), !dbg !59
  %231 = add nuw nsw i64 %164, 2, !dbg !202
  call void @llvm.dbg.value(metadata i64 %231, metadata !53, metadata !DIExpression()), !dbg !180
  %232 = add i64 %167, 2, !dbg !179
  %233 = icmp eq i64 %232, %122, !dbg !179
  br i1 %233, label %169, label %163, !dbg !179, !llvm.loop !203
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "row_search.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f17b2956bb4fe69f98de6d9c5bdf0007")
!2 = !{!3, !6, !7, !8, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 17, type: !20, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!7, !7, !8}
!22 = !{!23, !24, !25, !26, !27, !29, !31, !33, !35, !38, !40, !42, !43, !45, !50, !51, !52, !53, !55, !58}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 17, type: !7)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 17, type: !8)
!25 = !DILocalVariable(name: "n", scope: !19, file: !1, line: 19, type: !7)
!26 = !DILocalVariable(name: "m", scope: !19, file: !1, line: 20, type: !7)
!27 = !DILocalVariable(name: "a", scope: !19, file: !1, line: 21, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!29 = !DILocalVariable(name: "zeros", scope: !19, file: !1, line: 22, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!31 = !DILocalVariable(name: "s", scope: !19, file: !1, line: 23, type: !32)
!32 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 24, type: !7)
!34 = distinct !DILexicalBlock(scope: !19, file: !1, line: 24, column: 3)
!35 = !DILocalVariable(name: "j", scope: !36, file: !1, line: 25, type: !7)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 25, column: 5)
!37 = distinct !DILexicalBlock(scope: !34, file: !1, line: 24, column: 3)
!38 = !DILocalVariable(name: "total", scope: !19, file: !1, line: 30, type: !39)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 31, type: !7)
!41 = distinct !DILexicalBlock(scope: !19, file: !1, line: 31, column: 3)
!42 = !DILocalVariable(name: "len", scope: !19, file: !1, line: 33, type: !39)
!43 = !DILocalVariable(name: "i", scope: !44, file: !1, line: 34, type: !7)
!44 = distinct !DILexicalBlock(scope: !19, file: !1, line: 34, column: 3)
!45 = !DILocalVariable(name: "row", scope: !46, file: !1, line: 35, type: !48)
!46 = distinct !DILexicalBlock(scope: !47, file: !1, line: 34, column: 31)
!47 = distinct !DILexicalBlock(scope: !44, file: !1, line: 34, column: 3)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!50 = !DILocalVariable(name: "j", scope: !46, file: !1, line: 36, type: !7)
!51 = !DILocalVariable(name: "acc", scope: !19, file: !1, line: 41, type: !6)
!52 = !DILocalVariable(name: "rows", scope: !19, file: !1, line: 42, type: !7)
!53 = !DILocalVariable(name: "i", scope: !54, file: !1, line: 43, type: !7)
!54 = distinct !DILexicalBlock(scope: !19, file: !1, line: 43, column: 3)
!55 = !DILocalVariable(name: "sum", scope: !56, file: !1, line: 44, type: !6)
!56 = distinct !DILexicalBlock(scope: !57, file: !1, line: 43, column: 31)
!57 = distinct !DILexicalBlock(scope: !54, file: !1, line: 43, column: 3)
!58 = !DILocalVariable(name: "k", scope: !56, file: !1, line: 45, type: !7)
!59 = !DILocation(line: 0, scope: !19)
!60 = !DILocation(line: 19, column: 16, scope: !19)
!61 = !DILocation(line: 19, column: 11, scope: !19)
!62 = !DILocation(line: 19, column: 27, scope: !19)
!63 = !{!64, !64, i64 0}
!64 = !{!"any pointer", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocalVariable(name: "__nptr", arg: 1, scope: !68, file: !69, line: 362, type: !72)
!68 = distinct !DISubprogram(name: "atoi", scope: !69, file: !69, line: 362, type: !70, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !74)
!69 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!70 = !DISubroutineType(types: !71)
!71 = !{!7, !72}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!74 = !{!67}
!75 = !DILocation(line: 0, scope: !68, inlinedAt: !76)
!76 = distinct !DILocation(line: 19, column: 22, scope: !19)
!77 = !DILocation(line: 364, column: 16, scope: !68, inlinedAt: !76)
!78 = !DILocation(line: 364, column: 10, scope: !68, inlinedAt: !76)
!79 = !DILocation(line: 20, column: 16, scope: !19)
!80 = !DILocation(line: 20, column: 11, scope: !19)
!81 = !DILocation(line: 20, column: 27, scope: !19)
!82 = !DILocation(line: 0, scope: !68, inlinedAt: !83)
!83 = distinct !DILocation(line: 20, column: 22, scope: !19)
!84 = !DILocation(line: 364, column: 16, scope: !68, inlinedAt: !83)
!85 = !DILocation(line: 364, column: 10, scope: !68, inlinedAt: !83)
!86 = !DILocation(line: 21, column: 22, scope: !19)
!87 = !DILocation(line: 21, column: 34, scope: !19)
!88 = !DILocation(line: 21, column: 32, scope: !19)
!89 = !DILocation(line: 21, column: 36, scope: !19)
!90 = !DILocation(line: 21, column: 15, scope: !19)
!91 = !DILocation(line: 22, column: 37, scope: !19)
!92 = !DILocation(line: 22, column: 16, scope: !19)
!93 = !DILocation(line: 0, scope: !34)
!94 = !DILocation(line: 24, column: 21, scope: !37)
!95 = !DILocation(line: 24, column: 3, scope: !34)
!96 = !DILocation(line: 0, scope: !36)
!97 = !DILocation(line: 25, column: 5, scope: !36)
!98 = !DILocation(line: 0, scope: !41)
!99 = !DILocation(line: 31, column: 3, scope: !41)
!100 = !DILocation(line: 31, column: 21, scope: !101)
!101 = distinct !DILexicalBlock(scope: !41, file: !1, line: 31, column: 3)
!102 = !DILocation(line: 24, column: 27, scope: !37)
!103 = distinct !{!103, !95, !104, !105}
!104 = !DILocation(line: 29, column: 5, scope: !34)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 26, column: 13, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !1, line: 25, column: 33)
!108 = distinct !DILexicalBlock(scope: !36, file: !1, line: 25, column: 5)
!109 = !DILocation(line: 26, column: 27, scope: !107)
!110 = !DILocation(line: 27, column: 42, scope: !107)
!111 = !DILocation(line: 27, column: 48, scope: !107)
!112 = !DILocation(line: 27, column: 30, scope: !107)
!113 = !DILocation(line: 27, column: 58, scope: !107)
!114 = !DILocation(line: 27, column: 23, scope: !107)
!115 = !DILocation(line: 27, column: 7, scope: !107)
!116 = !DILocation(line: 27, column: 28, scope: !107)
!117 = !{!118, !118, i64 0}
!118 = !{!"double", !65, i64 0}
!119 = !DILocation(line: 28, column: 43, scope: !107)
!120 = !DILocation(line: 28, column: 50, scope: !107)
!121 = !DILocation(line: 28, column: 7, scope: !107)
!122 = !DILocation(line: 28, column: 32, scope: !107)
!123 = !{!124, !124, i64 0}
!124 = !{!"int", !65, i64 0}
!125 = !DILocation(line: 25, column: 29, scope: !108)
!126 = !DILocation(line: 25, column: 23, scope: !108)
!127 = distinct !{!127, !97, !128, !105}
!128 = !DILocation(line: 29, column: 5, scope: !36)
!129 = !DILocation(line: 0, scope: !44)
!130 = !DILocation(line: 34, column: 3, scope: !44)
!131 = !DILocation(line: 32, column: 40, scope: !101)
!132 = !DILocation(line: 32, column: 28, scope: !101)
!133 = !DILocalVariable(name: "row", arg: 1, scope: !134, file: !1, line: 9, type: !137)
!134 = distinct !DISubprogram(name: "first_above", scope: !1, file: !1, line: 9, type: !135, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !139)
!135 = !DISubroutineType(types: !136)
!136 = !{!7, !137, !7, !6}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!139 = !{!133, !140, !141, !142}
!140 = !DILocalVariable(name: "m", arg: 2, scope: !134, file: !1, line: 9, type: !7)
!141 = !DILocalVariable(name: "t", arg: 3, scope: !134, file: !1, line: 9, type: !6)
!142 = !DILocalVariable(name: "j", scope: !143, file: !1, line: 11, type: !7)
!143 = distinct !DILexicalBlock(scope: !134, file: !1, line: 11, column: 3)
!144 = !DILocation(line: 0, scope: !134, inlinedAt: !145)
!145 = distinct !DILocation(line: 32, column: 14, scope: !101)
!146 = !DILocation(line: 0, scope: !143, inlinedAt: !145)
!147 = !DILocation(line: 11, column: 3, scope: !143, inlinedAt: !145)
!148 = !DILocation(line: 12, column: 9, scope: !149, inlinedAt: !145)
!149 = distinct !DILexicalBlock(scope: !150, file: !1, line: 12, column: 9)
!150 = distinct !DILexicalBlock(scope: !143, file: !1, line: 11, column: 3)
!151 = !DILocation(line: 12, column: 16, scope: !149, inlinedAt: !145)
!152 = !DILocation(line: 12, column: 9, scope: !150, inlinedAt: !145)
!153 = !DILocation(line: 11, column: 27, scope: !150, inlinedAt: !145)
!154 = !DILocation(line: 11, column: 21, scope: !150, inlinedAt: !145)
!155 = distinct !{!155, !147, !156, !105}
!156 = !DILocation(line: 13, column: 14, scope: !143, inlinedAt: !145)
!157 = !DILocation(line: 32, column: 14, scope: !101)
!158 = !DILocation(line: 15, column: 1, scope: !134, inlinedAt: !145)
!159 = !DILocation(line: 32, column: 11, scope: !101)
!160 = !DILocation(line: 31, column: 27, scope: !101)
!161 = distinct !{!161, !99, !162, !105}
!162 = !DILocation(line: 32, column: 52, scope: !41)
!163 = !DILocation(line: 37, column: 23, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !1, line: 37, column: 5)
!165 = distinct !DILexicalBlock(scope: !46, file: !1, line: 37, column: 5)
!166 = !DILocation(line: 35, column: 40, scope: !46)
!167 = !DILocation(line: 35, column: 28, scope: !46)
!168 = !DILocation(line: 0, scope: !46)
!169 = !DILocation(line: 37, column: 26, scope: !164)
!170 = !DILocation(line: 37, column: 33, scope: !164)
!171 = !DILocation(line: 37, column: 5, scope: !165)
!172 = !DILocation(line: 37, column: 40, scope: !164)
!173 = !DILocation(line: 37, column: 19, scope: !164)
!174 = distinct !{!174, !171, !175, !105}
!175 = !DILocation(line: 38, column: 7, scope: !165)
!176 = !DILocation(line: 39, column: 12, scope: !46)
!177 = !DILocation(line: 0, scope: !165)
!178 = !DILocation(line: 39, column: 9, scope: !46)
!179 = !DILocation(line: 43, column: 3, scope: !54)
!180 = !DILocation(line: 0, scope: !54)
!181 = !DILocation(line: 34, column: 27, scope: !47)
!182 = distinct !{!182, !130, !183, !105}
!183 = !DILocation(line: 40, column: 3, scope: !44)
!184 = !DILocation(line: 46, column: 5, scope: !56)
!185 = !DILocation(line: 0, scope: !56)
!186 = !DILocation(line: 47, column: 30, scope: !187)
!187 = distinct !DILexicalBlock(scope: !56, file: !1, line: 46, column: 8)
!188 = !DILocation(line: 47, column: 14, scope: !187)
!189 = !DILocation(line: 47, column: 11, scope: !187)
!190 = !DILocation(line: 48, column: 8, scope: !187)
!191 = !DILocation(line: 49, column: 16, scope: !56)
!192 = !DILocation(line: 49, column: 20, scope: !56)
!193 = !DILocation(line: 49, column: 5, scope: !187)
!194 = distinct !{!194, !184, !195, !105}
!195 = !DILocation(line: 49, column: 33, scope: !56)
!196 = !DILocation(line: 50, column: 9, scope: !56)
!197 = !DILocation(line: 51, column: 10, scope: !56)
!198 = !DILocation(line: 53, column: 3, scope: !19)
!199 = !DILocation(line: 54, column: 3, scope: !19)
!200 = !DILocation(line: 55, column: 3, scope: !19)
!201 = !DILocation(line: 57, column: 1, scope: !19)
!202 = !DILocation(line: 43, column: 27, scope: !57)
!203 = distinct !{!203, !179, !204, !105}
!204 = !DILocation(line: 52, column: 3, scope: !54)
