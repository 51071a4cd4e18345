; ModuleID = 'mem_csr.c'
source_filename = "mem_csr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.csr = type { i32, i32*, i32*, double* }

@.str = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !47
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !48
  %3 = icmp sgt i32 %0, 1, !dbg !49
  br i1 %3, label %4, label %15, !dbg !50

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !51
  %6 = load i8*, i8** %5, align 8, !dbg !51, !tbaa !52
  call void @llvm.dbg.value(metadata i8* %6, metadata !56, metadata !DIExpression()) #6, !dbg !64
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !66
  %8 = trunc i64 %7 to i32, !dbg !67
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !48
  %9 = icmp eq i32 %0, 2, !dbg !68
  br i1 %9, label %15, label %10, !dbg !69

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !70
  %12 = load i8*, i8** %11, align 8, !dbg !70, !tbaa !52
  call void @llvm.dbg.value(metadata i8* %12, metadata !56, metadata !DIExpression()) #6, !dbg !71
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !73
  %14 = trunc i64 %13 to i32, !dbg !74
  br label %15, !dbg !69

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 30, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 4, %4 ], [ 4, %2 ], !dbg !69
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.csr* undef, metadata !75, metadata !DIExpression()) #6, !dbg !95
  call void @llvm.dbg.value(metadata i32 %8, metadata !81, metadata !DIExpression()) #6, !dbg !95
  call void @llvm.dbg.value(metadata i32 2, metadata !82, metadata !DIExpression()) #6, !dbg !95
  %18 = mul nsw i32 %16, %16, !dbg !97
  call void @llvm.dbg.value(metadata i32 %18, metadata !83, metadata !DIExpression()) #6, !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()) #6, !dbg !95
  call void @llvm.dbg.value(metadata i32 %18, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !48
  %19 = add nuw nsw i32 %18, 1, !dbg !98
  %20 = zext i32 %19 to i64, !dbg !99
  %21 = shl nuw nsw i64 %20, 2, !dbg !100
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #6, !dbg !101
  %23 = bitcast i8* %22 to i32*, !dbg !102
  call void @llvm.dbg.value(metadata i32* %23, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  %24 = zext i32 %18 to i64, !dbg !103
  %25 = mul nuw nsw i64 %24, 28, !dbg !104
  %26 = tail call noalias i8* @malloc(i64 noundef %25) #6, !dbg !105
  %27 = bitcast i8* %26 to i32*, !dbg !106
  call void @llvm.dbg.value(metadata i32* %27, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  %28 = mul nuw nsw i64 %24, 56, !dbg !107
  %29 = tail call noalias i8* @malloc(i64 noundef %28) #6, !dbg !108
  %30 = bitcast i8* %29 to double*, !dbg !109
  call void @llvm.dbg.value(metadata double* %30, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !85, metadata !DIExpression()) #6, !dbg !110
  %31 = icmp sgt i32 %16, 0, !dbg !111
  br i1 %31, label %32, label %146, !dbg !112

32:                                               ; preds = %15
  %33 = add nsw i32 %16, -1
  %34 = zext i32 %16 to i64, !dbg !112
  %35 = zext i32 %33 to i64, !dbg !112
  %36 = icmp eq i32 %33, 0
  %37 = icmp eq i32 %16, 1
  br label %38, !dbg !112

38:                                               ; preds = %87, %32
  %39 = phi i64 [ 0, %32 ], [ %89, %87 ]
  %40 = phi i32 [ 0, %32 ], [ %88, %87 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !85, metadata !DIExpression()) #6, !dbg !110
  call void @llvm.dbg.value(metadata i32 %40, metadata !84, metadata !DIExpression()) #6, !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()) #6, !dbg !113
  %41 = mul nuw nsw i64 %39, %34
  %42 = icmp eq i64 %39, 0
  %43 = icmp ult i64 %39, %35
  call void @llvm.dbg.value(metadata i32 %40, metadata !84, metadata !DIExpression()) #6, !dbg !95
  call void @llvm.dbg.value(metadata i64 0, metadata !87, metadata !DIExpression()) #6, !dbg !113
  call void @llvm.dbg.value(metadata i64 %41, metadata !90, metadata !DIExpression()) #6, !dbg !114
  %44 = getelementptr inbounds i32, i32* %23, i64 %41, !dbg !115
  store i32 %40, i32* %44, align 4, !dbg !116, !tbaa !117
  br i1 %42, label %52, label %45, !dbg !119

45:                                               ; preds = %38
  %46 = sext i32 %40 to i64, !dbg !120
  %47 = getelementptr inbounds i32, i32* %27, i64 %46, !dbg !120
  %48 = trunc i64 %41 to i32, !dbg !123
  %49 = sub i32 %48, %16, !dbg !123
  store i32 %49, i32* %47, align 4, !dbg !123, !tbaa !117
  %50 = add nsw i32 %40, 1, !dbg !124
  call void @llvm.dbg.value(metadata i32 %50, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %51 = getelementptr inbounds double, double* %30, i64 %46, !dbg !125
  store double -1.000000e+00, double* %51, align 8, !dbg !126, !tbaa !127
  br label %52, !dbg !129

52:                                               ; preds = %45, %38
  %53 = phi i32 [ %50, %45 ], [ %40, %38 ], !dbg !95
  call void @llvm.dbg.value(metadata i32 %53, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %54 = sext i32 %53 to i64, !dbg !130
  %55 = trunc i64 %41 to i32, !dbg !131
  %56 = add nsw i32 %53, 1, !dbg !132
  %57 = getelementptr inbounds i32, i32* %27, i64 %54, !dbg !130
  store i32 %55, i32* %57, align 4, !dbg !131, !tbaa !117
  call void @llvm.dbg.value(metadata i32 %56, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %58 = getelementptr inbounds double, double* %30, i64 %54, !dbg !133
  store double 4.000000e+00, double* %58, align 8, !dbg !134, !tbaa !127
  br i1 %36, label %65, label %59, !dbg !135

59:                                               ; preds = %52
  %60 = sext i32 %56 to i64, !dbg !136
  %61 = getelementptr inbounds i32, i32* %27, i64 %60, !dbg !136
  %62 = add i32 %55, 1, !dbg !139
  store i32 %62, i32* %61, align 4, !dbg !139, !tbaa !117
  %63 = add nsw i32 %53, 2, !dbg !140
  call void @llvm.dbg.value(metadata i32 %63, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %64 = getelementptr inbounds double, double* %30, i64 %60, !dbg !141
  store double -1.000000e+00, double* %64, align 8, !dbg !142, !tbaa !127
  br label %65, !dbg !143

65:                                               ; preds = %59, %52
  %66 = phi i32 [ %63, %59 ], [ %56, %52 ], !dbg !114
  call void @llvm.dbg.value(metadata i32 %66, metadata !84, metadata !DIExpression()) #6, !dbg !95
  br i1 %43, label %67, label %73, !dbg !144

67:                                               ; preds = %65
  %68 = sext i32 %66 to i64, !dbg !145
  %69 = getelementptr inbounds i32, i32* %27, i64 %68, !dbg !145
  %70 = add i32 %16, %55, !dbg !148
  store i32 %70, i32* %69, align 4, !dbg !148, !tbaa !117
  %71 = add nsw i32 %66, 1, !dbg !149
  call void @llvm.dbg.value(metadata i32 %71, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %72 = getelementptr inbounds double, double* %30, i64 %68, !dbg !150
  store double -1.000000e+00, double* %72, align 8, !dbg !151, !tbaa !127
  br label %73, !dbg !152

73:                                               ; preds = %67, %65
  %74 = phi i32 [ %71, %67 ], [ %66, %65 ], !dbg !114
  call void @llvm.dbg.value(metadata i32 %74, metadata !84, metadata !DIExpression()) #6, !dbg !95
  call void @llvm.dbg.value(metadata i32 1, metadata !93, metadata !DIExpression()) #6, !dbg !153
  %75 = sext i32 %74 to i64, !dbg !154
  call void @llvm.dbg.value(metadata i64 %75, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %76 = mul i32 %55, 7, !dbg !155
  %77 = add i32 %76, 1013, !dbg !155
  %78 = srem i32 %77, %18, !dbg !155
  %79 = getelementptr inbounds i32, i32* %27, i64 %75, !dbg !158
  store i32 %78, i32* %79, align 4, !dbg !159, !tbaa !117
  %80 = add nsw i64 %75, 1, !dbg !160
  call void @llvm.dbg.value(metadata i64 %80, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %81 = getelementptr inbounds double, double* %30, i64 %75, !dbg !161
  call void @llvm.dbg.value(metadata i32 2, metadata !93, metadata !DIExpression()) #6, !dbg !153
  %82 = add i32 %76, 2026, !dbg !155
  %83 = srem i32 %82, %18, !dbg !155
  %84 = getelementptr inbounds i32, i32* %27, i64 %80, !dbg !158
  store i32 %83, i32* %84, align 4, !dbg !159, !tbaa !117
  %85 = add i32 %74, 2, !dbg !160
  call void @llvm.dbg.value(metadata i64 %75, metadata !84, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #6, !dbg !95
  %86 = bitcast double* %81 to <2 x double>*, !dbg !162
  store <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double>* %86, align 8, !dbg !162, !tbaa !127
  call void @llvm.dbg.value(metadata i32 3, metadata !93, metadata !DIExpression()) #6, !dbg !153
  call void @llvm.dbg.value(metadata i32 %85, metadata !84, metadata !DIExpression()) #6, !dbg !95
  call void @llvm.dbg.value(metadata i64 1, metadata !87, metadata !DIExpression()) #6, !dbg !113
  br i1 %37, label %87, label %91, !dbg !163

87:                                               ; preds = %130, %73
  %88 = phi i32 [ %85, %73 ], [ %142, %130 ], !dbg !160
  %89 = add nuw nsw i64 %39, 1, !dbg !164
  call void @llvm.dbg.value(metadata i32 %88, metadata !84, metadata !DIExpression()) #6, !dbg !95
  call void @llvm.dbg.value(metadata i64 %89, metadata !85, metadata !DIExpression()) #6, !dbg !110
  %90 = icmp eq i64 %89, %34, !dbg !111
  br i1 %90, label %146, label %38, !dbg !112, !llvm.loop !165

91:                                               ; preds = %73, %130
  %92 = phi i64 [ %144, %130 ], [ 1, %73 ]
  %93 = phi i32 [ %142, %130 ], [ %85, %73 ]
  call void @llvm.dbg.value(metadata i32 %93, metadata !84, metadata !DIExpression()) #6, !dbg !95
  call void @llvm.dbg.value(metadata i64 %92, metadata !87, metadata !DIExpression()) #6, !dbg !113
  %94 = add nuw nsw i64 %92, %41, !dbg !168
  call void @llvm.dbg.value(metadata i64 %94, metadata !90, metadata !DIExpression()) #6, !dbg !114
  %95 = getelementptr inbounds i32, i32* %23, i64 %94, !dbg !115
  store i32 %93, i32* %95, align 4, !dbg !116, !tbaa !117
  br i1 %42, label %103, label %96, !dbg !119

96:                                               ; preds = %91
  %97 = sext i32 %93 to i64, !dbg !120
  %98 = getelementptr inbounds i32, i32* %27, i64 %97, !dbg !120
  %99 = trunc i64 %94 to i32, !dbg !123
  %100 = sub i32 %99, %16, !dbg !123
  store i32 %100, i32* %98, align 4, !dbg !123, !tbaa !117
  %101 = add nsw i32 %93, 1, !dbg !124
  call void @llvm.dbg.value(metadata i32 %101, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %102 = getelementptr inbounds double, double* %30, i64 %97, !dbg !125
  store double -1.000000e+00, double* %102, align 8, !dbg !126, !tbaa !127
  br label %103, !dbg !129

103:                                              ; preds = %96, %91
  %104 = phi i32 [ %101, %96 ], [ %93, %91 ], !dbg !95
  call void @llvm.dbg.value(metadata i32 %104, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %105 = sext i32 %104 to i64, !dbg !169
  %106 = getelementptr inbounds i32, i32* %27, i64 %105, !dbg !169
  %107 = trunc i64 %94 to i32, !dbg !172
  %108 = add i32 %107, -1, !dbg !172
  store i32 %108, i32* %106, align 4, !dbg !172, !tbaa !117
  %109 = add nsw i32 %104, 1, !dbg !173
  call void @llvm.dbg.value(metadata i32 %109, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %110 = getelementptr inbounds double, double* %30, i64 %105, !dbg !174
  %111 = sext i32 %109 to i64, !dbg !130
  %112 = getelementptr inbounds i32, i32* %27, i64 %111, !dbg !130
  store i32 %107, i32* %112, align 4, !dbg !131, !tbaa !117
  %113 = add nsw i32 %104, 2, !dbg !132
  call void @llvm.dbg.value(metadata i32 %113, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %114 = bitcast double* %110 to <2 x double>*, !dbg !175
  store <2 x double> <double -1.000000e+00, double 4.000000e+00>, <2 x double>* %114, align 8, !dbg !175, !tbaa !127
  %115 = icmp ult i64 %92, %35, !dbg !176
  br i1 %115, label %116, label %122, !dbg !135

116:                                              ; preds = %103
  %117 = sext i32 %113 to i64, !dbg !136
  %118 = getelementptr inbounds i32, i32* %27, i64 %117, !dbg !136
  %119 = add i32 %107, 1, !dbg !139
  store i32 %119, i32* %118, align 4, !dbg !139, !tbaa !117
  %120 = add nsw i32 %104, 3, !dbg !140
  call void @llvm.dbg.value(metadata i32 %120, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %121 = getelementptr inbounds double, double* %30, i64 %117, !dbg !141
  store double -1.000000e+00, double* %121, align 8, !dbg !142, !tbaa !127
  br label %122, !dbg !143

122:                                              ; preds = %116, %103
  %123 = phi i32 [ %120, %116 ], [ %113, %103 ], !dbg !114
  call void @llvm.dbg.value(metadata i32 %123, metadata !84, metadata !DIExpression()) #6, !dbg !95
  br i1 %43, label %124, label %130, !dbg !144

124:                                              ; preds = %122
  %125 = sext i32 %123 to i64, !dbg !145
  %126 = getelementptr inbounds i32, i32* %27, i64 %125, !dbg !145
  %127 = add i32 %16, %107, !dbg !148
  store i32 %127, i32* %126, align 4, !dbg !148, !tbaa !117
  %128 = add nsw i32 %123, 1, !dbg !149
  call void @llvm.dbg.value(metadata i32 %128, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %129 = getelementptr inbounds double, double* %30, i64 %125, !dbg !150
  store double -1.000000e+00, double* %129, align 8, !dbg !151, !tbaa !127
  br label %130, !dbg !152

130:                                              ; preds = %124, %122
  %131 = phi i32 [ %128, %124 ], [ %123, %122 ], !dbg !114
  call void @llvm.dbg.value(metadata i32 %131, metadata !84, metadata !DIExpression()) #6, !dbg !95
  call void @llvm.dbg.value(metadata i32 1, metadata !93, metadata !DIExpression()) #6, !dbg !153
  %132 = sext i32 %131 to i64, !dbg !154
  call void @llvm.dbg.value(metadata i64 %132, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %133 = mul i32 %107, 7, !dbg !155
  %134 = add i32 %133, 1013, !dbg !155
  %135 = srem i32 %134, %18, !dbg !155
  %136 = getelementptr inbounds i32, i32* %27, i64 %132, !dbg !158
  store i32 %135, i32* %136, align 4, !dbg !159, !tbaa !117
  %137 = add nsw i64 %132, 1, !dbg !160
  call void @llvm.dbg.value(metadata i64 %137, metadata !84, metadata !DIExpression()) #6, !dbg !95
  %138 = getelementptr inbounds double, double* %30, i64 %132, !dbg !161
  call void @llvm.dbg.value(metadata i32 2, metadata !93, metadata !DIExpression()) #6, !dbg !153
  %139 = add i32 %133, 2026, !dbg !155
  %140 = srem i32 %139, %18, !dbg !155
  %141 = getelementptr inbounds i32, i32* %27, i64 %137, !dbg !158
  store i32 %140, i32* %141, align 4, !dbg !159, !tbaa !117
  %142 = add i32 %131, 2, !dbg !160
  call void @llvm.dbg.value(metadata i64 %132, metadata !84, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #6, !dbg !95
  %143 = bitcast double* %138 to <2 x double>*, !dbg !162
  store <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double>* %143, align 8, !dbg !162, !tbaa !127
  call void @llvm.dbg.value(metadata i32 3, metadata !93, metadata !DIExpression()) #6, !dbg !153
  %144 = add nuw nsw i64 %92, 1, !dbg !177
  call void @llvm.dbg.value(metadata i32 %142, metadata !84, metadata !DIExpression()) #6, !dbg !95
  call void @llvm.dbg.value(metadata i64 %144, metadata !87, metadata !DIExpression()) #6, !dbg !113
  %145 = icmp eq i64 %144, %34, !dbg !178
  br i1 %145, label %87, label %91, !dbg !163, !llvm.loop !179

146:                                              ; preds = %87, %15
  %147 = phi i32 [ 0, %15 ], [ %88, %87 ], !dbg !182
  %148 = getelementptr inbounds i32, i32* %23, i64 %24, !dbg !183
  store i32 %147, i32* %148, align 4, !dbg !184, !tbaa !117
  %149 = shl nuw nsw i64 %24, 3, !dbg !185
  %150 = tail call noalias i8* @malloc(i64 noundef %149) #6, !dbg !186
  %151 = bitcast i8* %150 to double*, !dbg !186
  call void @llvm.dbg.value(metadata double* %151, metadata !37, metadata !DIExpression()), !dbg !48
  %152 = tail call noalias i8* @malloc(i64 noundef %149) #6, !dbg !187
  %153 = bitcast i8* %152 to double*, !dbg !187
  call void @llvm.dbg.value(metadata double* %153, metadata !38, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !188
  %154 = icmp eq i32 %18, 0, !dbg !189
  br i1 %154, label %180, label %155, !dbg !191

155:                                              ; preds = %146
  %156 = icmp ult i32 %18, 4, !dbg !191
  br i1 %156, label %178, label %157, !dbg !191

157:                                              ; preds = %155
  %158 = and i64 %24, 2147483644, !dbg !191
  br label %159, !dbg !191

159:                                              ; preds = %159, %157
  %160 = phi i64 [ 0, %157 ], [ %173, %159 ], !dbg !192
  %161 = phi <2 x i32> [ <i32 0, i32 1>, %157 ], [ %174, %159 ], !dbg !193
  %162 = add <2 x i32> %161, <i32 2, i32 2>, !dbg !193
  %163 = urem <2 x i32> %161, <i32 5, i32 5>, !dbg !193
  %164 = urem <2 x i32> %162, <i32 5, i32 5>, !dbg !193
  %165 = add nuw nsw <2 x i32> %163, <i32 1, i32 1>, !dbg !194
  %166 = add nuw nsw <2 x i32> %164, <i32 1, i32 1>, !dbg !194
  %167 = sitofp <2 x i32> %165 to <2 x double>, !dbg !194
  %168 = sitofp <2 x i32> %166 to <2 x double>, !dbg !194
  %169 = getelementptr inbounds double, double* %151, i64 %160, !dbg !192
  %170 = bitcast double* %169 to <2 x double>*, !dbg !195
  store <2 x double> %167, <2 x double>* %170, align 8, !dbg !195, !tbaa !127
  %171 = getelementptr inbounds double, double* %169, i64 2, !dbg !195
  %172 = bitcast double* %171 to <2 x double>*, !dbg !195
  store <2 x double> %168, <2 x double>* %172, align 8, !dbg !195, !tbaa !127
  %173 = add nuw i64 %160, 4, !dbg !192
  %174 = add <2 x i32> %161, <i32 4, i32 4>, !dbg !193
  %175 = icmp eq i64 %173, %158, !dbg !192
  br i1 %175, label %176, label %159, !dbg !192, !llvm.loop !196

176:                                              ; preds = %159
  %177 = icmp eq i64 %158, %24, !dbg !191
  br i1 %177, label %180, label %178, !dbg !191

178:                                              ; preds = %155, %176
  %179 = phi i64 [ 0, %155 ], [ %158, %176 ]
  br label %194, !dbg !191

180:                                              ; preds = %194, %176, %146
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !199
  %181 = icmp sgt i32 %17, 0, !dbg !200
  br i1 %181, label %182, label %203, !dbg !201

182:                                              ; preds = %180
  %183 = and i64 %24, 2147483644, !dbg !201
  %184 = add nsw i64 %183, -4, !dbg !201
  %185 = lshr exact i64 %184, 2, !dbg !201
  %186 = add nuw nsw i64 %185, 1, !dbg !201
  %187 = icmp ult i32 %18, 4
  %188 = and i64 %24, 2147483644
  %189 = and i64 %186, 1
  %190 = icmp eq i64 %184, 0
  %191 = and i64 %186, 9223372036854775806
  %192 = icmp eq i64 %189, 0
  %193 = icmp eq i64 %188, %24
  br label %209, !dbg !201

194:                                              ; preds = %178, %194
  %195 = phi i64 [ %201, %194 ], [ %179, %178 ]
  call void @llvm.dbg.value(metadata i64 %195, metadata !39, metadata !DIExpression()), !dbg !188
  %196 = trunc i64 %195 to i32, !dbg !193
  %197 = urem i32 %196, 5, !dbg !193
  %198 = add nuw nsw i32 %197, 1, !dbg !194
  %199 = sitofp i32 %198 to double, !dbg !194
  %200 = getelementptr inbounds double, double* %151, i64 %195, !dbg !202
  store double %199, double* %200, align 8, !dbg !195, !tbaa !127
  %201 = add nuw nsw i64 %195, 1, !dbg !192
  call void @llvm.dbg.value(metadata i64 %201, metadata !39, metadata !DIExpression()), !dbg !188
  %202 = icmp eq i64 %201, %24, !dbg !189
  br i1 %202, label %180, label %194, !dbg !191, !llvm.loop !203

203:                                              ; preds = %344, %180
  %204 = lshr i32 %18, 1, !dbg !205
  %205 = zext i32 %204 to i64, !dbg !206
  %206 = getelementptr inbounds double, double* %151, i64 %205, !dbg !206
  %207 = load double, double* %206, align 8, !dbg !206, !tbaa !127
  %208 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %207), !dbg !207
  ret i32 0, !dbg !208

209:                                              ; preds = %182, %344
  %210 = phi i32 [ %345, %344 ], [ 0, %182 ]
  call void @llvm.dbg.value(metadata i32 %210, metadata !41, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata %struct.csr* undef, metadata !209, metadata !DIExpression()) #6, !dbg !227
  call void @llvm.dbg.value(metadata double* %151, metadata !218, metadata !DIExpression()) #6, !dbg !227
  call void @llvm.dbg.value(metadata double* %153, metadata !219, metadata !DIExpression()) #6, !dbg !227
  call void @llvm.dbg.value(metadata i32 0, metadata !220, metadata !DIExpression()) #6, !dbg !229
  br i1 %154, label %344, label %211, !dbg !230

211:                                              ; preds = %209
  %212 = load i32, i32* %23, align 4, !dbg !231, !tbaa !117
  br label %213, !dbg !230

213:                                              ; preds = %248, %211
  %214 = phi i32 [ %212, %211 ], [ %218, %248 ], !dbg !231
  %215 = phi i64 [ 0, %211 ], [ %216, %248 ]
  call void @llvm.dbg.value(metadata i64 %215, metadata !220, metadata !DIExpression()) #6, !dbg !229
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !222, metadata !DIExpression()) #6, !dbg !232
  call void @llvm.dbg.value(metadata i32 %214, metadata !225, metadata !DIExpression()) #6, !dbg !233
  %216 = add nuw nsw i64 %215, 1
  %217 = getelementptr inbounds i32, i32* %23, i64 %216
  %218 = load i32, i32* %217, align 4, !tbaa !117
  %219 = icmp slt i32 %214, %218, !dbg !234
  br i1 %219, label %220, label %248, !dbg !236

220:                                              ; preds = %213
  %221 = sext i32 %214 to i64, !dbg !236
  %222 = sext i32 %218 to i64, !dbg !234
  %223 = sub nsw i64 %222, %221, !dbg !236
  %224 = xor i64 %221, -1, !dbg !236
  %225 = add nsw i64 %224, %222, !dbg !236
  %226 = and i64 %223, 3, !dbg !236
  %227 = icmp eq i64 %226, 0, !dbg !236
  br i1 %227, label %243, label %228, !dbg !236

228:                                              ; preds = %220, %228
  %229 = phi i64 [ %240, %228 ], [ %221, %220 ]
  %230 = phi double [ %239, %228 ], [ 0.000000e+00, %220 ]
  %231 = phi i64 [ %241, %228 ], [ 0, %220 ]
  call void @llvm.dbg.value(metadata i64 %229, metadata !225, metadata !DIExpression()) #6, !dbg !233
  call void @llvm.dbg.value(metadata double %230, metadata !222, metadata !DIExpression()) #6, !dbg !232
  %232 = getelementptr inbounds double, double* %30, i64 %229, !dbg !237
  %233 = load double, double* %232, align 8, !dbg !237, !tbaa !127
  %234 = getelementptr inbounds i32, i32* %27, i64 %229, !dbg !238
  %235 = load i32, i32* %234, align 4, !dbg !238, !tbaa !117
  %236 = sext i32 %235 to i64, !dbg !239
  %237 = getelementptr inbounds double, double* %151, i64 %236, !dbg !239
  %238 = load double, double* %237, align 8, !dbg !239, !tbaa !127
  %239 = tail call double @llvm.fmuladd.f64(double %233, double %238, double %230) #6, !dbg !240
  call void @llvm.dbg.value(metadata double %239, metadata !222, metadata !DIExpression()) #6, !dbg !232
  %240 = add nsw i64 %229, 1, !dbg !241
  call void @llvm.dbg.value(metadata i64 %240, metadata !225, metadata !DIExpression()) #6, !dbg !233
  %241 = add i64 %231, 1, !dbg !236
  %242 = icmp eq i64 %241, %226, !dbg !236
  br i1 %242, label %243, label %228, !dbg !236, !llvm.loop !242

243:                                              ; preds = %228, %220
  %244 = phi double [ undef, %220 ], [ %239, %228 ]
  %245 = phi i64 [ %221, %220 ], [ %240, %228 ]
  %246 = phi double [ 0.000000e+00, %220 ], [ %239, %228 ]
  %247 = icmp ult i64 %225, 3, !dbg !236
  br i1 %247, label %248, label %252, !dbg !236

248:                                              ; preds = %243, %252, %213
  %249 = phi double [ 0.000000e+00, %213 ], [ %244, %243 ], [ %289, %252 ], !dbg !232
  %250 = getelementptr inbounds double, double* %153, i64 %215, !dbg !244
  store double %249, double* %250, align 8, !dbg !245, !tbaa !127
  call void @llvm.dbg.value(metadata i64 %216, metadata !220, metadata !DIExpression()) #6, !dbg !229
  %251 = icmp eq i64 %216, %24, !dbg !246
  br i1 %251, label %292, label %213, !dbg !230, !llvm.loop !247

252:                                              ; preds = %243, %252
  %253 = phi i64 [ %290, %252 ], [ %245, %243 ]
  %254 = phi double [ %289, %252 ], [ %246, %243 ]
  call void @llvm.dbg.value(metadata i64 %253, metadata !225, metadata !DIExpression()) #6, !dbg !233
  call void @llvm.dbg.value(metadata double %254, metadata !222, metadata !DIExpression()) #6, !dbg !232
  %255 = getelementptr inbounds double, double* %30, i64 %253, !dbg !237
  %256 = load double, double* %255, align 8, !dbg !237, !tbaa !127
  %257 = getelementptr inbounds i32, i32* %27, i64 %253, !dbg !238
  %258 = load i32, i32* %257, align 4, !dbg !238, !tbaa !117
  %259 = sext i32 %258 to i64, !dbg !239
  %260 = getelementptr inbounds double, double* %151, i64 %259, !dbg !239
  %261 = load double, double* %260, align 8, !dbg !239, !tbaa !127
  %262 = tail call double @llvm.fmuladd.f64(double %256, double %261, double %254) #6, !dbg !240
  call void @llvm.dbg.value(metadata double %262, metadata !222, metadata !DIExpression()) #6, !dbg !232
  %263 = add nsw i64 %253, 1, !dbg !241
  call void @llvm.dbg.value(metadata i64 %263, metadata !225, metadata !DIExpression()) #6, !dbg !233
  call void @llvm.dbg.value(metadata i64 %263, metadata !225, metadata !DIExpression()) #6, !dbg !233
  call void @llvm.dbg.value(metadata double %262, metadata !222, metadata !DIExpression()) #6, !dbg !232
  %264 = getelementptr inbounds double, double* %30, i64 %263, !dbg !237
  %265 = load double, double* %264, align 8, !dbg !237, !tbaa !127
  %266 = getelementptr inbounds i32, i32* %27, i64 %263, !dbg !238
  %267 = load i32, i32* %266, align 4, !dbg !238, !tbaa !117
  %268 = sext i32 %267 to i64, !dbg !239
  %269 = getelementptr inbounds double, double* %151, i64 %268, !dbg !239
  %270 = load double, double* %269, align 8, !dbg !239, !tbaa !127
  %271 = tail call double @llvm.fmuladd.f64(double %265, double %270, double %262) #6, !dbg !240
  call void @llvm.dbg.value(metadata double %271, metadata !222, metadata !DIExpression()) #6, !dbg !232
  %272 = add nsw i64 %253, 2, !dbg !241
  call void @llvm.dbg.value(metadata i64 %272, metadata !225, metadata !DIExpression()) #6, !dbg !233
  call void @llvm.dbg.value(metadata i64 %272, metadata !225, metadata !DIExpression()) #6, !dbg !233
  call void @llvm.dbg.value(metadata double %271, metadata !222, metadata !DIExpression()) #6, !dbg !232
  %273 = getelementptr inbounds double, double* %30, i64 %272, !dbg !237
  %274 = load double, double* %273, align 8, !dbg !237, !tbaa !127
  %275 = getelementptr inbounds i32, i32* %27, i64 %272, !dbg !238
  %276 = load i32, i32* %275, align 4, !dbg !238, !tbaa !117
  %277 = sext i32 %276 to i64, !dbg !239
  %278 = getelementptr inbounds double, double* %151, i64 %277, !dbg !239
  %279 = load double, double* %278, align 8, !dbg !239, !tbaa !127
  %280 = tail call double @llvm.fmuladd.f64(double %274, double %279, double %271) #6, !dbg !240
  call void @llvm.dbg.value(metadata double %280, metadata !222, metadata !DIExpression()) #6, !dbg !232
  %281 = add nsw i64 %253, 3, !dbg !241
  call void @llvm.dbg.value(metadata i64 %281, metadata !225, metadata !DIExpression()) #6, !dbg !233
  call void @llvm.dbg.value(metadata i64 %281, metadata !225, metadata !DIExpression()) #6, !dbg !233
  call void @llvm.dbg.value(metadata double %280, metadata !222, metadata !DIExpression()) #6, !dbg !232
  %282 = getelementptr inbounds double, double* %30, i64 %281, !dbg !237
  %283 = load double, double* %282, align 8, !dbg !237, !tbaa !127
  %284 = getelementptr inbounds i32, i32* %27, i64 %281, !dbg !238
  %285 = load i32, i32* %284, align 4, !dbg !238, !tbaa !117
  %286 = sext i32 %285 to i64, !dbg !239
  %287 = getelementptr inbounds double, double* %151, i64 %286, !dbg !239
  %288 = load double, double* %287, align 8, !dbg !239, !tbaa !127
  %289 = tail call double @llvm.fmuladd.f64(double %283, double %288, double %280) #6, !dbg !240
  call void @llvm.dbg.value(metadata double %289, metadata !222, metadata !DIExpression()) #6, !dbg !232
  %290 = add nsw i64 %253, 4, !dbg !241
  call void @llvm.dbg.value(metadata i64 %290, metadata !225, metadata !DIExpression()) #6, !dbg !233
  %291 = icmp eq i64 %290, %222, !dbg !234
  br i1 %291, label %248, label %252, !dbg !236, !llvm.loop !249

292:                                              ; preds = %248
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !251
  br i1 %154, label %344, label %293, !dbg !252

293:                                              ; preds = %292
  br i1 %187, label %342, label %294, !dbg !252

294:                                              ; preds = %293
  br i1 %190, label %326, label %295, !dbg !252

295:                                              ; preds = %294, %295
  %296 = phi i64 [ %323, %295 ], [ 0, %294 ], !dbg !253
  %297 = phi i64 [ %324, %295 ], [ 0, %294 ]
  %298 = getelementptr inbounds double, double* %153, i64 %296, !dbg !253
  %299 = bitcast double* %298 to <2 x double>*, !dbg !255
  %300 = load <2 x double>, <2 x double>* %299, align 8, !dbg !255, !tbaa !127
  %301 = getelementptr inbounds double, double* %298, i64 2, !dbg !255
  %302 = bitcast double* %301 to <2 x double>*, !dbg !255
  %303 = load <2 x double>, <2 x double>* %302, align 8, !dbg !255, !tbaa !127
  %304 = fmul <2 x double> %300, <double 1.250000e-01, double 1.250000e-01>, !dbg !256
  %305 = fmul <2 x double> %303, <double 1.250000e-01, double 1.250000e-01>, !dbg !256
  %306 = getelementptr inbounds double, double* %151, i64 %296, !dbg !253
  %307 = bitcast double* %306 to <2 x double>*, !dbg !257
  store <2 x double> %304, <2 x double>* %307, align 8, !dbg !257, !tbaa !127
  %308 = getelementptr inbounds double, double* %306, i64 2, !dbg !257
  %309 = bitcast double* %308 to <2 x double>*, !dbg !257
  store <2 x double> %305, <2 x double>* %309, align 8, !dbg !257, !tbaa !127
  %310 = or i64 %296, 4, !dbg !253
  %311 = getelementptr inbounds double, double* %153, i64 %310, !dbg !253
  %312 = bitcast double* %311 to <2 x double>*, !dbg !255
  %313 = load <2 x double>, <2 x double>* %312, align 8, !dbg !255, !tbaa !127
  %314 = getelementptr inbounds double, double* %311, i64 2, !dbg !255
  %315 = bitcast double* %314 to <2 x double>*, !dbg !255
  %316 = load <2 x double>, <2 x double>* %315, align 8, !dbg !255, !tbaa !127
  %317 = fmul <2 x double> %313, <double 1.250000e-01, double 1.250000e-01>, !dbg !256
  %318 = fmul <2 x double> %316, <double 1.250000e-01, double 1.250000e-01>, !dbg !256
  %319 = getelementptr inbounds double, double* %151, i64 %310, !dbg !253
  %320 = bitcast double* %319 to <2 x double>*, !dbg !257
  store <2 x double> %317, <2 x double>* %320, align 8, !dbg !257, !tbaa !127
  %321 = getelementptr inbounds double, double* %319, i64 2, !dbg !257
  %322 = bitcast double* %321 to <2 x double>*, !dbg !257
  store <2 x double> %318, <2 x double>* %322, align 8, !dbg !257, !tbaa !127
  %323 = add nuw i64 %296, 8, !dbg !253
  %324 = add i64 %297, 2, !dbg !253
  %325 = icmp eq i64 %324, %191, !dbg !253
  br i1 %325, label %326, label %295, !dbg !253, !llvm.loop !258

326:                                              ; preds = %295, %294
  %327 = phi i64 [ 0, %294 ], [ %323, %295 ]
  br i1 %192, label %341, label %328, !dbg !253

328:                                              ; preds = %326
  %329 = getelementptr inbounds double, double* %153, i64 %327, !dbg !253
  %330 = bitcast double* %329 to <2 x double>*, !dbg !255
  %331 = load <2 x double>, <2 x double>* %330, align 8, !dbg !255, !tbaa !127
  %332 = getelementptr inbounds double, double* %329, i64 2, !dbg !255
  %333 = bitcast double* %332 to <2 x double>*, !dbg !255
  %334 = load <2 x double>, <2 x double>* %333, align 8, !dbg !255, !tbaa !127
  %335 = fmul <2 x double> %331, <double 1.250000e-01, double 1.250000e-01>, !dbg !256
  %336 = fmul <2 x double> %334, <double 1.250000e-01, double 1.250000e-01>, !dbg !256
  %337 = getelementptr inbounds double, double* %151, i64 %327, !dbg !253
  %338 = bitcast double* %337 to <2 x double>*, !dbg !257
  store <2 x double> %335, <2 x double>* %338, align 8, !dbg !257, !tbaa !127
  %339 = getelementptr inbounds double, double* %337, i64 2, !dbg !257
  %340 = bitcast double* %339 to <2 x double>*, !dbg !257
  store <2 x double> %336, <2 x double>* %340, align 8, !dbg !257, !tbaa !127
  br label %341, !dbg !252

341:                                              ; preds = %326, %328
  br i1 %193, label %344, label %342, !dbg !252

342:                                              ; preds = %293, %341
  %343 = phi i64 [ 0, %293 ], [ %188, %341 ]
  br label %347, !dbg !252

344:                                              ; preds = %347, %341, %209, %292
  %345 = add nuw nsw i32 %210, 1, !dbg !260
  call void @llvm.dbg.value(metadata i32 %345, metadata !41, metadata !DIExpression()), !dbg !199
  %346 = icmp eq i32 %345, %17, !dbg !200
  br i1 %346, label %203, label %209, !dbg !201, !llvm.loop !261

347:                                              ; preds = %342, %347
  %348 = phi i64 [ %353, %347 ], [ %343, %342 ]
  call void @llvm.dbg.value(metadata i64 %348, metadata !43, metadata !DIExpression()), !dbg !251
  %349 = getelementptr inbounds double, double* %153, i64 %348, !dbg !255
  %350 = load double, double* %349, align 8, !dbg !255, !tbaa !127
  %351 = fmul double %350, 1.250000e-01, !dbg !256
  %352 = getelementptr inbounds double, double* %151, i64 %348, !dbg !263
  store double %351, double* %352, align 8, !dbg !257, !tbaa !127
  %353 = add nuw nsw i64 %348, 1, !dbg !253
  call void @llvm.dbg.value(metadata i64 %353, metadata !43, metadata !DIExpression()), !dbg !251
  %354 = icmp eq i64 %353, %24, !dbg !264
  br i1 %354, label %344, label %347, !dbg !252, !llvm.loop !265
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mem_csr.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "b945e23112b93227931fe8eadfe4abe1")
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
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 49, type: !19, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!3, !3, !4}
!21 = !{!22, !23, !24, !25, !26, !37, !38, !39, !41, !43}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 49, type: !3)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 49, type: !4)
!24 = !DILocalVariable(name: "g", scope: !18, file: !1, line: 51, type: !3)
!25 = !DILocalVariable(name: "reps", scope: !18, file: !1, line: 52, type: !3)
!26 = !DILocalVariable(name: "A", scope: !18, file: !1, line: 53, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "csr", file: !1, line: 13, baseType: !28)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 256, elements: !29)
!29 = !{!30, !31, !33, !34}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !28, file: !1, line: 10, baseType: !3, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "rowptr", scope: !28, file: !1, line: 11, baseType: !32, size: 64, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !28, file: !1, line: 11, baseType: !32, size: 64, offset: 128)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !28, file: !1, line: 12, baseType: !35, size: 64, offset: 192)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!37 = !DILocalVariable(name: "x", scope: !18, file: !1, line: 55, type: !35)
!38 = !DILocalVariable(name: "y", scope: !18, file: !1, line: 56, type: !35)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 57, type: !3)
!40 = distinct !DILexicalBlock(scope: !18, file: !1, line: 57, column: 3)
!41 = !DILocalVariable(name: "r", scope: !42, file: !1, line: 59, type: !3)
!42 = distinct !DILexicalBlock(scope: !18, file: !1, line: 59, column: 3)
!43 = !DILocalVariable(name: "i", scope: !44, file: !1, line: 61, type: !3)
!44 = distinct !DILexicalBlock(scope: !45, file: !1, line: 61, column: 5)
!45 = distinct !DILexicalBlock(scope: !46, file: !1, line: 59, column: 34)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 59, column: 3)
!47 = !DILocation(line: 53, column: 7, scope: !18)
!48 = !DILocation(line: 0, scope: !18)
!49 = !DILocation(line: 51, column: 16, scope: !18)
!50 = !DILocation(line: 51, column: 11, scope: !18)
!51 = !DILocation(line: 51, column: 27, scope: !18)
!52 = !{!53, !53, i64 0}
!53 = !{!"any pointer", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocalVariable(name: "__nptr", arg: 1, scope: !57, file: !58, line: 362, type: !61)
!57 = distinct !DISubprogram(name: "atoi", scope: !58, file: !58, line: 362, type: !59, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !63)
!58 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!59 = !DISubroutineType(types: !60)
!60 = !{!3, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!63 = !{!56}
!64 = !DILocation(line: 0, scope: !57, inlinedAt: !65)
!65 = distinct !DILocation(line: 51, column: 22, scope: !18)
!66 = !DILocation(line: 364, column: 16, scope: !57, inlinedAt: !65)
!67 = !DILocation(line: 364, column: 10, scope: !57, inlinedAt: !65)
!68 = !DILocation(line: 52, column: 19, scope: !18)
!69 = !DILocation(line: 52, column: 14, scope: !18)
!70 = !DILocation(line: 52, column: 30, scope: !18)
!71 = !DILocation(line: 0, scope: !57, inlinedAt: !72)
!72 = distinct !DILocation(line: 52, column: 25, scope: !18)
!73 = !DILocation(line: 364, column: 16, scope: !57, inlinedAt: !72)
!74 = !DILocation(line: 364, column: 10, scope: !57, inlinedAt: !72)
!75 = !DILocalVariable(name: "A", arg: 1, scope: !76, file: !1, line: 15, type: !79)
!76 = distinct !DISubprogram(name: "build", scope: !1, file: !1, line: 15, type: !77, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !80)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !79, !3, !3}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!80 = !{!75, !81, !82, !83, !84, !85, !87, !90, !93}
!81 = !DILocalVariable(name: "g", arg: 2, scope: !76, file: !1, line: 15, type: !3)
!82 = !DILocalVariable(name: "extra", arg: 3, scope: !76, file: !1, line: 15, type: !3)
!83 = !DILocalVariable(name: "n", scope: !76, file: !1, line: 17, type: !3)
!84 = !DILocalVariable(name: "k", scope: !76, file: !1, line: 17, type: !3)
!85 = !DILocalVariable(name: "i", scope: !86, file: !1, line: 22, type: !3)
!86 = distinct !DILexicalBlock(scope: !76, file: !1, line: 22, column: 3)
!87 = !DILocalVariable(name: "j", scope: !88, file: !1, line: 23, type: !3)
!88 = distinct !DILexicalBlock(scope: !89, file: !1, line: 23, column: 5)
!89 = distinct !DILexicalBlock(scope: !86, file: !1, line: 22, column: 3)
!90 = !DILocalVariable(name: "r", scope: !91, file: !1, line: 24, type: !3)
!91 = distinct !DILexicalBlock(scope: !92, file: !1, line: 23, column: 33)
!92 = distinct !DILexicalBlock(scope: !88, file: !1, line: 23, column: 5)
!93 = !DILocalVariable(name: "e", scope: !94, file: !1, line: 31, type: !3)
!94 = distinct !DILexicalBlock(scope: !91, file: !1, line: 31, column: 7)
!95 = !DILocation(line: 0, scope: !76, inlinedAt: !96)
!96 = distinct !DILocation(line: 54, column: 3, scope: !18)
!97 = !DILocation(line: 17, column: 13, scope: !76, inlinedAt: !96)
!98 = !DILocation(line: 19, column: 25, scope: !76, inlinedAt: !96)
!99 = !DILocation(line: 19, column: 22, scope: !76, inlinedAt: !96)
!100 = !DILocation(line: 19, column: 30, scope: !76, inlinedAt: !96)
!101 = !DILocation(line: 19, column: 15, scope: !76, inlinedAt: !96)
!102 = !DILocation(line: 19, column: 13, scope: !76, inlinedAt: !96)
!103 = !DILocation(line: 20, column: 19, scope: !76, inlinedAt: !96)
!104 = !DILocation(line: 20, column: 43, scope: !76, inlinedAt: !96)
!105 = !DILocation(line: 20, column: 12, scope: !76, inlinedAt: !96)
!106 = !DILocation(line: 20, column: 10, scope: !76, inlinedAt: !96)
!107 = !DILocation(line: 21, column: 43, scope: !76, inlinedAt: !96)
!108 = !DILocation(line: 21, column: 12, scope: !76, inlinedAt: !96)
!109 = !DILocation(line: 21, column: 10, scope: !76, inlinedAt: !96)
!110 = !DILocation(line: 0, scope: !86, inlinedAt: !96)
!111 = !DILocation(line: 22, column: 21, scope: !89, inlinedAt: !96)
!112 = !DILocation(line: 22, column: 3, scope: !86, inlinedAt: !96)
!113 = !DILocation(line: 0, scope: !88, inlinedAt: !96)
!114 = !DILocation(line: 0, scope: !91, inlinedAt: !96)
!115 = !DILocation(line: 25, column: 7, scope: !91, inlinedAt: !96)
!116 = !DILocation(line: 25, column: 20, scope: !91, inlinedAt: !96)
!117 = !{!118, !118, i64 0}
!118 = !{!"int", !54, i64 0}
!119 = !DILocation(line: 26, column: 11, scope: !91, inlinedAt: !96)
!120 = !DILocation(line: 26, column: 20, scope: !121, inlinedAt: !96)
!121 = distinct !DILexicalBlock(scope: !122, file: !1, line: 26, column: 18)
!122 = distinct !DILexicalBlock(scope: !91, file: !1, line: 26, column: 11)
!123 = !DILocation(line: 26, column: 30, scope: !121, inlinedAt: !96)
!124 = !DILocation(line: 26, column: 47, scope: !121, inlinedAt: !96)
!125 = !DILocation(line: 26, column: 39, scope: !121, inlinedAt: !96)
!126 = !DILocation(line: 26, column: 51, scope: !121, inlinedAt: !96)
!127 = !{!128, !128, i64 0}
!128 = !{!"double", !54, i64 0}
!129 = !DILocation(line: 26, column: 59, scope: !121, inlinedAt: !96)
!130 = !DILocation(line: 28, column: 7, scope: !91, inlinedAt: !96)
!131 = !DILocation(line: 28, column: 17, scope: !91, inlinedAt: !96)
!132 = !DILocation(line: 28, column: 30, scope: !91, inlinedAt: !96)
!133 = !DILocation(line: 28, column: 22, scope: !91, inlinedAt: !96)
!134 = !DILocation(line: 28, column: 34, scope: !91, inlinedAt: !96)
!135 = !DILocation(line: 29, column: 11, scope: !91, inlinedAt: !96)
!136 = !DILocation(line: 29, column: 24, scope: !137, inlinedAt: !96)
!137 = distinct !DILexicalBlock(scope: !138, file: !1, line: 29, column: 22)
!138 = distinct !DILexicalBlock(scope: !91, file: !1, line: 29, column: 11)
!139 = !DILocation(line: 29, column: 34, scope: !137, inlinedAt: !96)
!140 = !DILocation(line: 29, column: 51, scope: !137, inlinedAt: !96)
!141 = !DILocation(line: 29, column: 43, scope: !137, inlinedAt: !96)
!142 = !DILocation(line: 29, column: 55, scope: !137, inlinedAt: !96)
!143 = !DILocation(line: 29, column: 63, scope: !137, inlinedAt: !96)
!144 = !DILocation(line: 30, column: 11, scope: !91, inlinedAt: !96)
!145 = !DILocation(line: 30, column: 24, scope: !146, inlinedAt: !96)
!146 = distinct !DILexicalBlock(scope: !147, file: !1, line: 30, column: 22)
!147 = distinct !DILexicalBlock(scope: !91, file: !1, line: 30, column: 11)
!148 = !DILocation(line: 30, column: 34, scope: !146, inlinedAt: !96)
!149 = !DILocation(line: 30, column: 51, scope: !146, inlinedAt: !96)
!150 = !DILocation(line: 30, column: 43, scope: !146, inlinedAt: !96)
!151 = !DILocation(line: 30, column: 55, scope: !146, inlinedAt: !96)
!152 = !DILocation(line: 30, column: 63, scope: !146, inlinedAt: !96)
!153 = !DILocation(line: 0, scope: !94, inlinedAt: !96)
!154 = !DILocation(line: 31, column: 7, scope: !94, inlinedAt: !96)
!155 = !DILocation(line: 32, column: 40, scope: !156, inlinedAt: !96)
!156 = distinct !DILexicalBlock(scope: !157, file: !1, line: 31, column: 40)
!157 = distinct !DILexicalBlock(scope: !94, file: !1, line: 31, column: 7)
!158 = !DILocation(line: 32, column: 9, scope: !156, inlinedAt: !96)
!159 = !DILocation(line: 32, column: 19, scope: !156, inlinedAt: !96)
!160 = !DILocation(line: 33, column: 17, scope: !156, inlinedAt: !96)
!161 = !DILocation(line: 33, column: 9, scope: !156, inlinedAt: !96)
!162 = !DILocation(line: 33, column: 21, scope: !156, inlinedAt: !96)
!163 = !DILocation(line: 23, column: 5, scope: !88, inlinedAt: !96)
!164 = !DILocation(line: 22, column: 27, scope: !89, inlinedAt: !96)
!165 = distinct !{!165, !112, !166, !167}
!166 = !DILocation(line: 35, column: 5, scope: !86, inlinedAt: !96)
!167 = !{!"llvm.loop.mustprogress"}
!168 = !DILocation(line: 24, column: 21, scope: !91, inlinedAt: !96)
!169 = !DILocation(line: 27, column: 20, scope: !170, inlinedAt: !96)
!170 = distinct !DILexicalBlock(scope: !171, file: !1, line: 27, column: 18)
!171 = distinct !DILexicalBlock(scope: !91, file: !1, line: 27, column: 11)
!172 = !DILocation(line: 27, column: 30, scope: !170, inlinedAt: !96)
!173 = !DILocation(line: 27, column: 47, scope: !170, inlinedAt: !96)
!174 = !DILocation(line: 27, column: 39, scope: !170, inlinedAt: !96)
!175 = !DILocation(line: 27, column: 51, scope: !170, inlinedAt: !96)
!176 = !DILocation(line: 29, column: 13, scope: !138, inlinedAt: !96)
!177 = !DILocation(line: 23, column: 29, scope: !92, inlinedAt: !96)
!178 = !DILocation(line: 23, column: 23, scope: !92, inlinedAt: !96)
!179 = distinct !{!179, !163, !180, !167, !181}
!180 = !DILocation(line: 35, column: 5, scope: !88, inlinedAt: !96)
!181 = !{!"llvm.loop.peeled.count", i32 1}
!182 = !DILocation(line: 17, column: 18, scope: !76, inlinedAt: !96)
!183 = !DILocation(line: 36, column: 3, scope: !76, inlinedAt: !96)
!184 = !DILocation(line: 36, column: 16, scope: !76, inlinedAt: !96)
!185 = !DILocation(line: 55, column: 26, scope: !18)
!186 = !DILocation(line: 55, column: 15, scope: !18)
!187 = !DILocation(line: 56, column: 15, scope: !18)
!188 = !DILocation(line: 0, scope: !40)
!189 = !DILocation(line: 57, column: 21, scope: !190)
!190 = distinct !DILexicalBlock(scope: !40, file: !1, line: 57, column: 3)
!191 = !DILocation(line: 57, column: 3, scope: !40)
!192 = !DILocation(line: 57, column: 29, scope: !190)
!193 = !DILocation(line: 58, column: 20, scope: !190)
!194 = !DILocation(line: 58, column: 16, scope: !190)
!195 = !DILocation(line: 58, column: 10, scope: !190)
!196 = distinct !{!196, !191, !197, !167, !198}
!197 = !DILocation(line: 58, column: 22, scope: !40)
!198 = !{!"llvm.loop.isvectorized", i32 1}
!199 = !DILocation(line: 0, scope: !42)
!200 = !DILocation(line: 59, column: 21, scope: !46)
!201 = !DILocation(line: 59, column: 3, scope: !42)
!202 = !DILocation(line: 58, column: 5, scope: !190)
!203 = distinct !{!203, !191, !197, !167, !204, !198}
!204 = !{!"llvm.loop.unroll.runtime.disable"}
!205 = !DILocation(line: 64, column: 24, scope: !18)
!206 = !DILocation(line: 64, column: 18, scope: !18)
!207 = !DILocation(line: 64, column: 3, scope: !18)
!208 = !DILocation(line: 66, column: 1, scope: !18)
!209 = !DILocalVariable(name: "A", arg: 1, scope: !210, file: !1, line: 39, type: !213)
!210 = distinct !DISubprogram(name: "spmv", scope: !1, file: !1, line: 39, type: !211, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !217)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !213, !215, !35}
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!217 = !{!209, !218, !219, !220, !222, !225}
!218 = !DILocalVariable(name: "x", arg: 2, scope: !210, file: !1, line: 39, type: !215)
!219 = !DILocalVariable(name: "y", arg: 3, scope: !210, file: !1, line: 39, type: !35)
!220 = !DILocalVariable(name: "i", scope: !221, file: !1, line: 41, type: !3)
!221 = distinct !DILexicalBlock(scope: !210, file: !1, line: 41, column: 3)
!222 = !DILocalVariable(name: "s", scope: !223, file: !1, line: 42, type: !36)
!223 = distinct !DILexicalBlock(scope: !224, file: !1, line: 41, column: 34)
!224 = distinct !DILexicalBlock(scope: !221, file: !1, line: 41, column: 3)
!225 = !DILocalVariable(name: "k", scope: !226, file: !1, line: 43, type: !3)
!226 = distinct !DILexicalBlock(scope: !223, file: !1, line: 43, column: 5)
!227 = !DILocation(line: 0, scope: !210, inlinedAt: !228)
!228 = distinct !DILocation(line: 60, column: 5, scope: !45)
!229 = !DILocation(line: 0, scope: !221, inlinedAt: !228)
!230 = !DILocation(line: 41, column: 3, scope: !221, inlinedAt: !228)
!231 = !DILocation(line: 43, column: 18, scope: !226, inlinedAt: !228)
!232 = !DILocation(line: 0, scope: !223, inlinedAt: !228)
!233 = !DILocation(line: 0, scope: !226, inlinedAt: !228)
!234 = !DILocation(line: 43, column: 34, scope: !235, inlinedAt: !228)
!235 = distinct !DILexicalBlock(scope: !226, file: !1, line: 43, column: 5)
!236 = !DILocation(line: 43, column: 5, scope: !226, inlinedAt: !228)
!237 = !DILocation(line: 44, column: 12, scope: !235, inlinedAt: !228)
!238 = !DILocation(line: 44, column: 26, scope: !235, inlinedAt: !228)
!239 = !DILocation(line: 44, column: 24, scope: !235, inlinedAt: !228)
!240 = !DILocation(line: 44, column: 9, scope: !235, inlinedAt: !228)
!241 = !DILocation(line: 43, column: 55, scope: !235, inlinedAt: !228)
!242 = distinct !{!242, !243}
!243 = !{!"llvm.loop.unroll.disable"}
!244 = !DILocation(line: 45, column: 5, scope: !223, inlinedAt: !228)
!245 = !DILocation(line: 45, column: 10, scope: !223, inlinedAt: !228)
!246 = !DILocation(line: 41, column: 21, scope: !224, inlinedAt: !228)
!247 = distinct !{!247, !230, !248, !167}
!248 = !DILocation(line: 46, column: 3, scope: !221, inlinedAt: !228)
!249 = distinct !{!249, !236, !250, !167}
!250 = !DILocation(line: 44, column: 35, scope: !226, inlinedAt: !228)
!251 = !DILocation(line: 0, scope: !44)
!252 = !DILocation(line: 61, column: 5, scope: !44)
!253 = !DILocation(line: 61, column: 31, scope: !254)
!254 = distinct !DILexicalBlock(scope: !44, file: !1, line: 61, column: 5)
!255 = !DILocation(line: 62, column: 14, scope: !254)
!256 = !DILocation(line: 62, column: 19, scope: !254)
!257 = !DILocation(line: 62, column: 12, scope: !254)
!258 = distinct !{!258, !252, !259, !167, !198}
!259 = !DILocation(line: 62, column: 21, scope: !44)
!260 = !DILocation(line: 59, column: 30, scope: !46)
!261 = distinct !{!261, !201, !262, !167}
!262 = !DILocation(line: 63, column: 3, scope: !42)
!263 = !DILocation(line: 62, column: 7, scope: !254)
!264 = !DILocation(line: 61, column: 23, scope: !254)
!265 = distinct !{!265, !252, !259, !167, !204, !198}
