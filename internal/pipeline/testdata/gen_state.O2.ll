; ModuleID = 'gen_state.c'
source_filename = "gen_state.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rng_t = type { i64 }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !55
  %3 = icmp sgt i32 %0, 1, !dbg !56
  br i1 %3, label %4, label %15, !dbg !57

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !58
  %6 = load i8*, i8** %5, align 8, !dbg !58, !tbaa !59
  call void @llvm.dbg.value(metadata i8* %6, metadata !63, metadata !DIExpression()) #6, !dbg !71
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !73
  %8 = trunc i64 %7 to i32, !dbg !74
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !55
  %9 = icmp eq i32 %0, 2, !dbg !75
  br i1 %9, label %15, label %10, !dbg !76

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !77
  %12 = load i8*, i8** %11, align 8, !dbg !77, !tbaa !59
  call void @llvm.dbg.value(metadata i8* %12, metadata !63, metadata !DIExpression()) #6, !dbg !78
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !80
  %14 = trunc i64 %13 to i32, !dbg !81
  br label %15, !dbg !76

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 20000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 3, %4 ], [ 3, %2 ], !dbg !76
  call void @llvm.dbg.value(metadata i32 %17, metadata !22, metadata !DIExpression()), !dbg !55
  %18 = sext i32 %16 to i64, !dbg !82
  %19 = shl nsw i64 %18, 3, !dbg !83
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #6, !dbg !84
  %21 = bitcast i8* %20 to double*, !dbg !84
  call void @llvm.dbg.value(metadata double* %21, metadata !23, metadata !DIExpression()), !dbg !55
  %22 = tail call noalias i8* @calloc(i64 noundef %18, i64 noundef 4) #6, !dbg !85
  %23 = bitcast i8* %22 to i32*, !dbg !85
  call void @llvm.dbg.value(metadata i32* %23, metadata !26, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !86
  %24 = icmp sgt i32 %16, 0, !dbg !87
  br i1 %24, label %25, label %106, !dbg !89

25:                                               ; preds = %15
  %26 = zext i32 %16 to i64, !dbg !87
  %27 = icmp ult i32 %16, 4, !dbg !89
  br i1 %27, label %75, label %28, !dbg !89

28:                                               ; preds = %25
  %29 = and i64 %26, 4294967292, !dbg !89
  %30 = add nsw i64 %29, -4, !dbg !89
  %31 = lshr exact i64 %30, 2, !dbg !89
  %32 = add nuw nsw i64 %31, 1, !dbg !89
  %33 = and i64 %32, 1, !dbg !89
  %34 = icmp eq i64 %30, 0, !dbg !89
  br i1 %34, label %61, label %35, !dbg !89

35:                                               ; preds = %28
  %36 = and i64 %32, 9223372036854775806, !dbg !89
  br label %37, !dbg !89

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 0, %35 ], [ %57, %37 ], !dbg !90
  %39 = phi <2 x i32> [ <i32 0, i32 1>, %35 ], [ %58, %37 ], !dbg !91
  %40 = phi i64 [ 0, %35 ], [ %59, %37 ]
  %41 = add <2 x i32> %39, <i32 2, i32 2>, !dbg !91
  %42 = sitofp <2 x i32> %39 to <2 x double>, !dbg !91
  %43 = sitofp <2 x i32> %41 to <2 x double>, !dbg !91
  %44 = getelementptr inbounds double, double* %21, i64 %38, !dbg !90
  %45 = bitcast double* %44 to <2 x double>*, !dbg !92
  store <2 x double> %42, <2 x double>* %45, align 8, !dbg !92, !tbaa !93
  %46 = getelementptr inbounds double, double* %44, i64 2, !dbg !92
  %47 = bitcast double* %46 to <2 x double>*, !dbg !92
  store <2 x double> %43, <2 x double>* %47, align 8, !dbg !92, !tbaa !93
  %48 = or i64 %38, 4, !dbg !90
  %49 = add <2 x i32> %39, <i32 4, i32 4>, !dbg !91
  %50 = add <2 x i32> %39, <i32 6, i32 6>, !dbg !91
  %51 = sitofp <2 x i32> %49 to <2 x double>, !dbg !91
  %52 = sitofp <2 x i32> %50 to <2 x double>, !dbg !91
  %53 = getelementptr inbounds double, double* %21, i64 %48, !dbg !90
  %54 = bitcast double* %53 to <2 x double>*, !dbg !92
  store <2 x double> %51, <2 x double>* %54, align 8, !dbg !92, !tbaa !93
  %55 = getelementptr inbounds double, double* %53, i64 2, !dbg !92
  %56 = bitcast double* %55 to <2 x double>*, !dbg !92
  store <2 x double> %52, <2 x double>* %56, align 8, !dbg !92, !tbaa !93
  %57 = add nuw i64 %38, 8, !dbg !90
  %58 = add <2 x i32> %39, <i32 8, i32 8>, !dbg !91
  %59 = add i64 %40, 2, !dbg !90
  %60 = icmp eq i64 %59, %36, !dbg !90
  br i1 %60, label %61, label %37, !dbg !90, !llvm.loop !95

61:                                               ; preds = %37, %28
  %62 = phi i64 [ 0, %28 ], [ %57, %37 ]
  %63 = phi <2 x i32> [ <i32 0, i32 1>, %28 ], [ %58, %37 ]
  %64 = icmp eq i64 %33, 0, !dbg !90
  br i1 %64, label %73, label %65, !dbg !90

65:                                               ; preds = %61
  %66 = add <2 x i32> %63, <i32 2, i32 2>, !dbg !91
  %67 = sitofp <2 x i32> %63 to <2 x double>, !dbg !91
  %68 = sitofp <2 x i32> %66 to <2 x double>, !dbg !91
  %69 = getelementptr inbounds double, double* %21, i64 %62, !dbg !90
  %70 = bitcast double* %69 to <2 x double>*, !dbg !92
  store <2 x double> %67, <2 x double>* %70, align 8, !dbg !92, !tbaa !93
  %71 = getelementptr inbounds double, double* %69, i64 2, !dbg !92
  %72 = bitcast double* %71 to <2 x double>*, !dbg !92
  store <2 x double> %68, <2 x double>* %72, align 8, !dbg !92, !tbaa !93
  br label %73, !dbg !89

73:                                               ; preds = %61, %65
  %74 = icmp eq i64 %29, %26, !dbg !89
  br i1 %74, label %77, label %75, !dbg !89

75:                                               ; preds = %25, %73
  %76 = phi i64 [ 0, %25 ], [ %29, %73 ]
  br label %83, !dbg !89

77:                                               ; preds = %83, %73
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 1, metadata !31, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !30, metadata !DIExpression()), !dbg !55
  br i1 %24, label %78, label %106, !dbg !100

78:                                               ; preds = %77
  %79 = and i32 %16, 1, !dbg !100
  %80 = icmp eq i32 %16, 1, !dbg !100
  br i1 %80, label %93, label %81, !dbg !100

81:                                               ; preds = %78
  %82 = and i32 %16, -2, !dbg !100
  br label %118, !dbg !100

83:                                               ; preds = %75, %83
  %84 = phi i64 [ %88, %83 ], [ %76, %75 ]
  call void @llvm.dbg.value(metadata i64 %84, metadata !28, metadata !DIExpression()), !dbg !86
  %85 = trunc i64 %84 to i32, !dbg !91
  %86 = sitofp i32 %85 to double, !dbg !91
  %87 = getelementptr inbounds double, double* %21, i64 %84, !dbg !101
  store double %86, double* %87, align 8, !dbg !92, !tbaa !93
  %88 = add nuw nsw i64 %84, 1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %88, metadata !28, metadata !DIExpression()), !dbg !86
  %89 = icmp eq i64 %88, %26, !dbg !87
  br i1 %89, label %77, label %83, !dbg !89, !llvm.loop !102

90:                                               ; preds = %118
  %91 = mul i32 %131, 1103515245, !dbg !100
  %92 = add i32 %91, 12345, !dbg !100
  br label %93, !dbg !100

93:                                               ; preds = %90, %78
  %94 = phi i32 [ undef, %78 ], [ %131, %90 ]
  %95 = phi double [ undef, %78 ], [ %137, %90 ]
  %96 = phi i32 [ 1103527590, %78 ], [ %92, %90 ]
  %97 = phi double [ 0.000000e+00, %78 ], [ %137, %90 ]
  %98 = icmp eq i32 %79, 0, !dbg !100
  br i1 %98, label %106, label %99, !dbg !100

99:                                               ; preds = %93
  call void @llvm.dbg.value(metadata i32 undef, metadata !33, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 undef, metadata !31, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %97, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %96, metadata !31, metadata !DIExpression()), !dbg !55
  %100 = lshr i32 %96, 8, !dbg !104
  %101 = urem i32 %100, %16, !dbg !107
  %102 = zext i32 %101 to i64, !dbg !108
  %103 = getelementptr inbounds double, double* %21, i64 %102, !dbg !108
  %104 = load double, double* %103, align 8, !dbg !108, !tbaa !93
  %105 = fadd double %97, %104, !dbg !109
  call void @llvm.dbg.value(metadata double %105, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 undef, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !99
  br label %106, !dbg !110

106:                                              ; preds = %99, %93, %15, %77
  %107 = phi double [ 0.000000e+00, %77 ], [ 0.000000e+00, %15 ], [ %95, %93 ], [ %105, %99 ], !dbg !55
  %108 = phi i32 [ 1, %77 ], [ 1, %15 ], [ %94, %93 ], [ %96, %99 ], !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 %108, metadata !31, metadata !DIExpression()), !dbg !55
  %109 = icmp sgt i32 %17, 0, !dbg !110
  br i1 %109, label %110, label %144, !dbg !112

110:                                              ; preds = %106
  %111 = add i32 %16, -1, !dbg !112
  %112 = lshr i32 %111, 1, !dbg !112
  %113 = add nuw i32 %112, 1, !dbg !112
  %114 = and i32 %113, 1
  %115 = icmp ult i32 %111, 2
  %116 = and i32 %113, -2
  %117 = icmp eq i32 %114, 0
  br label %140, !dbg !112

118:                                              ; preds = %118, %81
  %119 = phi i32 [ 1, %81 ], [ %131, %118 ]
  %120 = phi double [ 0.000000e+00, %81 ], [ %137, %118 ]
  %121 = phi i32 [ 0, %81 ], [ %138, %118 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !33, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 %119, metadata !31, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %120, metadata !30, metadata !DIExpression()), !dbg !55
  %122 = mul i32 %119, 1103515245, !dbg !113
  %123 = add i32 %122, 12345, !dbg !114
  call void @llvm.dbg.value(metadata i32 %123, metadata !31, metadata !DIExpression()), !dbg !55
  %124 = lshr i32 %123, 8, !dbg !104
  %125 = urem i32 %124, %16, !dbg !107
  %126 = zext i32 %125 to i64, !dbg !108
  %127 = getelementptr inbounds double, double* %21, i64 %126, !dbg !108
  %128 = load double, double* %127, align 8, !dbg !108, !tbaa !93
  %129 = fadd double %120, %128, !dbg !109
  call void @llvm.dbg.value(metadata double %129, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 poison, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !99
  call void @llvm.dbg.value(metadata i32 poison, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !99
  call void @llvm.dbg.value(metadata i32 %123, metadata !31, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %129, metadata !30, metadata !DIExpression()), !dbg !55
  %130 = mul i32 %123, 1103515245, !dbg !113
  %131 = add i32 %130, 12345, !dbg !114
  call void @llvm.dbg.value(metadata i32 %131, metadata !31, metadata !DIExpression()), !dbg !55
  %132 = lshr i32 %131, 8, !dbg !104
  %133 = urem i32 %132, %16, !dbg !107
  %134 = zext i32 %133 to i64, !dbg !108
  %135 = getelementptr inbounds double, double* %21, i64 %134, !dbg !108
  %136 = load double, double* %135, align 8, !dbg !108, !tbaa !93
  %137 = fadd double %129, %136, !dbg !109
  call void @llvm.dbg.value(metadata double %137, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 poison, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !99
  %138 = add i32 %121, 2, !dbg !100
  %139 = icmp eq i32 %138, %82, !dbg !100
  br i1 %139, label %90, label %118, !dbg !100, !llvm.loop !115

140:                                              ; preds = %110, %157
  %141 = phi i32 [ %159, %157 ], [ 0, %110 ]
  %142 = phi i32 [ %158, %157 ], [ %108, %110 ]
  call void @llvm.dbg.value(metadata i32 %141, metadata !35, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 %142, metadata !31, metadata !DIExpression()), !dbg !55
  br i1 %24, label %143, label %157, !dbg !118

143:                                              ; preds = %140
  br i1 %115, label %146, label %161, !dbg !118

144:                                              ; preds = %157, %106
  call void @llvm.dbg.value(metadata i64 88172645463325252, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 1, metadata !46, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %107, metadata !30, metadata !DIExpression()), !dbg !55
  %145 = icmp sgt i32 %16, 1, !dbg !120
  br i1 %145, label %180, label %190, !dbg !121

146:                                              ; preds = %161, %143
  %147 = phi i32 [ undef, %143 ], [ %172, %161 ]
  %148 = phi i32 [ %142, %143 ], [ %172, %161 ]
  br i1 %117, label %157, label %149, !dbg !118

149:                                              ; preds = %146
  call void @llvm.dbg.value(metadata i32 undef, metadata !37, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 %148, metadata !31, metadata !DIExpression()), !dbg !55
  %150 = mul i32 %148, 1664525, !dbg !122
  %151 = add i32 %150, 1013904223, !dbg !125
  call void @llvm.dbg.value(metadata i32 %151, metadata !31, metadata !DIExpression()), !dbg !55
  %152 = urem i32 %151, %16, !dbg !126
  %153 = zext i32 %152 to i64, !dbg !127
  %154 = getelementptr inbounds i32, i32* %23, i64 %153, !dbg !127
  %155 = load i32, i32* %154, align 4, !dbg !128, !tbaa !129
  %156 = add nsw i32 %155, 1, !dbg !128
  store i32 %156, i32* %154, align 4, !dbg !128, !tbaa !129
  call void @llvm.dbg.value(metadata i32 undef, metadata !37, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !117
  br label %157, !dbg !131

157:                                              ; preds = %149, %146, %140
  %158 = phi i32 [ %142, %140 ], [ %147, %146 ], [ %151, %149 ], !dbg !55
  %159 = add nuw nsw i32 %141, 1, !dbg !131
  call void @llvm.dbg.value(metadata i32 %159, metadata !35, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 %158, metadata !31, metadata !DIExpression()), !dbg !55
  %160 = icmp eq i32 %159, %17, !dbg !110
  br i1 %160, label %144, label %140, !dbg !112, !llvm.loop !132

161:                                              ; preds = %143, %161
  %162 = phi i32 [ %172, %161 ], [ %142, %143 ]
  %163 = phi i32 [ %178, %161 ], [ 0, %143 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !37, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 %162, metadata !31, metadata !DIExpression()), !dbg !55
  %164 = mul i32 %162, 1664525, !dbg !122
  %165 = add i32 %164, 1013904223, !dbg !125
  call void @llvm.dbg.value(metadata i32 %165, metadata !31, metadata !DIExpression()), !dbg !55
  %166 = urem i32 %165, %16, !dbg !126
  %167 = zext i32 %166 to i64, !dbg !127
  %168 = getelementptr inbounds i32, i32* %23, i64 %167, !dbg !127
  %169 = load i32, i32* %168, align 4, !dbg !128, !tbaa !129
  %170 = add nsw i32 %169, 1, !dbg !128
  store i32 %170, i32* %168, align 4, !dbg !128, !tbaa !129
  call void @llvm.dbg.value(metadata i32 poison, metadata !37, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !117
  call void @llvm.dbg.value(metadata i32 poison, metadata !37, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !117
  call void @llvm.dbg.value(metadata i32 %165, metadata !31, metadata !DIExpression()), !dbg !55
  %171 = mul i32 %165, 1664525, !dbg !122
  %172 = add i32 %171, 1013904223, !dbg !125
  call void @llvm.dbg.value(metadata i32 %172, metadata !31, metadata !DIExpression()), !dbg !55
  %173 = urem i32 %172, %16, !dbg !126
  %174 = zext i32 %173 to i64, !dbg !127
  %175 = getelementptr inbounds i32, i32* %23, i64 %174, !dbg !127
  %176 = load i32, i32* %175, align 4, !dbg !128, !tbaa !129
  %177 = add nsw i32 %176, 1, !dbg !128
  store i32 %177, i32* %175, align 4, !dbg !128, !tbaa !129
  call void @llvm.dbg.value(metadata i32 poison, metadata !37, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !117
  %178 = add nuw nsw i32 %163, 2, !dbg !118
  %179 = icmp eq i32 %178, %116, !dbg !118
  br i1 %179, label %146, label %161, !dbg !118, !llvm.loop !134

180:                                              ; preds = %144, %277
  %181 = phi i32 [ %280, %277 ], [ 1, %144 ]
  %182 = phi double [ %279, %277 ], [ %107, %144 ]
  %183 = phi i64 [ %278, %277 ], [ 88172645463325252, %144 ]
  call void @llvm.dbg.value(metadata i32 %181, metadata !46, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %182, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %183, metadata !40, metadata !DIExpression()), !dbg !55
  %184 = sext i32 %181 to i64
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !136
  %185 = call i32 @llvm.umax.i32(i32 %181, i32 1), !dbg !137
  %186 = and i32 %185, 1, !dbg !137
  %187 = icmp ult i32 %181, 2, !dbg !137
  br i1 %187, label %260, label %188, !dbg !137

188:                                              ; preds = %180
  %189 = and i32 %185, -2, !dbg !137
  br label %282, !dbg !137

190:                                              ; preds = %277, %144
  %191 = phi double [ %107, %144 ], [ %279, %277 ], !dbg !138
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i64 0, metadata !51, metadata !DIExpression()), !dbg !55
  br i1 %24, label %192, label %311, !dbg !140

192:                                              ; preds = %190
  %193 = zext i32 %16 to i64, !dbg !141
  %194 = icmp ult i32 %16, 4, !dbg !140
  br i1 %194, label %257, label %195, !dbg !140

195:                                              ; preds = %192
  %196 = and i64 %193, 4294967292, !dbg !140
  %197 = add nsw i64 %196, -4, !dbg !140
  %198 = lshr exact i64 %197, 2, !dbg !140
  %199 = add nuw nsw i64 %198, 1, !dbg !140
  %200 = and i64 %199, 1, !dbg !140
  %201 = icmp eq i64 %197, 0, !dbg !140
  br i1 %201, label %233, label %202, !dbg !140

202:                                              ; preds = %195
  %203 = and i64 %199, 9223372036854775806, !dbg !140
  br label %204, !dbg !140

204:                                              ; preds = %204, %202
  %205 = phi i64 [ 0, %202 ], [ %230, %204 ], !dbg !143
  %206 = phi <2 x i64> [ zeroinitializer, %202 ], [ %228, %204 ]
  %207 = phi <2 x i64> [ zeroinitializer, %202 ], [ %229, %204 ]
  %208 = phi i64 [ 0, %202 ], [ %231, %204 ]
  %209 = getelementptr inbounds i32, i32* %23, i64 %205, !dbg !143
  %210 = bitcast i32* %209 to <2 x i32>*, !dbg !144
  %211 = load <2 x i32>, <2 x i32>* %210, align 4, !dbg !144, !tbaa !129
  %212 = getelementptr inbounds i32, i32* %209, i64 2, !dbg !144
  %213 = bitcast i32* %212 to <2 x i32>*, !dbg !144
  %214 = load <2 x i32>, <2 x i32>* %213, align 4, !dbg !144, !tbaa !129
  %215 = sext <2 x i32> %211 to <2 x i64>, !dbg !144
  %216 = sext <2 x i32> %214 to <2 x i64>, !dbg !144
  %217 = add <2 x i64> %206, %215, !dbg !145
  %218 = add <2 x i64> %207, %216, !dbg !145
  %219 = or i64 %205, 4, !dbg !143
  %220 = getelementptr inbounds i32, i32* %23, i64 %219, !dbg !143
  %221 = bitcast i32* %220 to <2 x i32>*, !dbg !144
  %222 = load <2 x i32>, <2 x i32>* %221, align 4, !dbg !144, !tbaa !129
  %223 = getelementptr inbounds i32, i32* %220, i64 2, !dbg !144
  %224 = bitcast i32* %223 to <2 x i32>*, !dbg !144
  %225 = load <2 x i32>, <2 x i32>* %224, align 4, !dbg !144, !tbaa !129
  %226 = sext <2 x i32> %222 to <2 x i64>, !dbg !144
  %227 = sext <2 x i32> %225 to <2 x i64>, !dbg !144
  %228 = add <2 x i64> %217, %226, !dbg !145
  %229 = add <2 x i64> %218, %227, !dbg !145
  %230 = add nuw i64 %205, 8, !dbg !143
  %231 = add i64 %208, 2, !dbg !143
  %232 = icmp eq i64 %231, %203, !dbg !143
  br i1 %232, label %233, label %204, !dbg !143, !llvm.loop !146

233:                                              ; preds = %204, %195
  %234 = phi <2 x i64> [ undef, %195 ], [ %228, %204 ]
  %235 = phi <2 x i64> [ undef, %195 ], [ %229, %204 ]
  %236 = phi i64 [ 0, %195 ], [ %230, %204 ]
  %237 = phi <2 x i64> [ zeroinitializer, %195 ], [ %228, %204 ]
  %238 = phi <2 x i64> [ zeroinitializer, %195 ], [ %229, %204 ]
  %239 = icmp eq i64 %200, 0, !dbg !143
  br i1 %239, label %251, label %240, !dbg !143

240:                                              ; preds = %233
  %241 = getelementptr inbounds i32, i32* %23, i64 %236, !dbg !143
  %242 = bitcast i32* %241 to <2 x i32>*, !dbg !144
  %243 = load <2 x i32>, <2 x i32>* %242, align 4, !dbg !144, !tbaa !129
  %244 = getelementptr inbounds i32, i32* %241, i64 2, !dbg !144
  %245 = bitcast i32* %244 to <2 x i32>*, !dbg !144
  %246 = load <2 x i32>, <2 x i32>* %245, align 4, !dbg !144, !tbaa !129
  %247 = sext <2 x i32> %243 to <2 x i64>, !dbg !144
  %248 = sext <2 x i32> %246 to <2 x i64>, !dbg !144
  %249 = add <2 x i64> %237, %247, !dbg !145
  %250 = add <2 x i64> %238, %248, !dbg !145
  br label %251, !dbg !140

251:                                              ; preds = %233, %240
  %252 = phi <2 x i64> [ %234, %233 ], [ %249, %240 ], !dbg !145
  %253 = phi <2 x i64> [ %235, %233 ], [ %250, %240 ], !dbg !145
  %254 = add <2 x i64> %253, %252, !dbg !140
  %255 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %254), !dbg !140
  %256 = icmp eq i64 %196, %193, !dbg !140
  br i1 %256, label %308, label %257, !dbg !140

257:                                              ; preds = %192, %251
  %258 = phi i64 [ 0, %192 ], [ %196, %251 ]
  %259 = phi i64 [ 0, %192 ], [ %255, %251 ]
  br label %316, !dbg !140

260:                                              ; preds = %282, %180
  %261 = phi i64 [ undef, %180 ], [ %301, %282 ]
  %262 = phi double [ undef, %180 ], [ %305, %282 ]
  %263 = phi double [ %182, %180 ], [ %305, %282 ]
  %264 = phi i64 [ %183, %180 ], [ %301, %282 ]
  %265 = icmp eq i32 %186, 0, !dbg !137
  br i1 %265, label %277, label %266, !dbg !137

266:                                              ; preds = %260
  call void @llvm.dbg.value(metadata i32 undef, metadata !48, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata double %263, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %264, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata %struct.rng_t* undef, metadata !148, metadata !DIExpression()), !dbg !154
  %267 = shl i64 %264, 13, !dbg !157
  %268 = xor i64 %267, %264, !dbg !158
  %269 = lshr i64 %268, 7, !dbg !159
  %270 = xor i64 %269, %268, !dbg !160
  %271 = shl i64 %270, 17, !dbg !161
  %272 = xor i64 %271, %270, !dbg !162
  call void @llvm.dbg.value(metadata i64 %272, metadata !40, metadata !DIExpression()), !dbg !55
  %273 = urem i64 %272, %184, !dbg !163
  %274 = getelementptr inbounds double, double* %21, i64 %273, !dbg !164
  %275 = load double, double* %274, align 8, !dbg !164, !tbaa !93
  %276 = fadd double %263, %275, !dbg !165
  call void @llvm.dbg.value(metadata double %276, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 undef, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !136
  br label %277, !dbg !166

277:                                              ; preds = %260, %266
  %278 = phi i64 [ %261, %260 ], [ %272, %266 ], !dbg !162
  %279 = phi double [ %262, %260 ], [ %276, %266 ], !dbg !165
  %280 = shl nsw i32 %181, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %278, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %280, metadata !46, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %279, metadata !30, metadata !DIExpression()), !dbg !55
  %281 = icmp slt i32 %280, %16, !dbg !120
  br i1 %281, label %180, label %190, !dbg !121, !llvm.loop !167

282:                                              ; preds = %282, %188
  %283 = phi double [ %182, %188 ], [ %305, %282 ]
  %284 = phi i64 [ %183, %188 ], [ %301, %282 ]
  %285 = phi i32 [ 0, %188 ], [ %306, %282 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !48, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata double %283, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %284, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata %struct.rng_t* undef, metadata !148, metadata !DIExpression()), !dbg !154
  %286 = shl i64 %284, 13, !dbg !157
  %287 = xor i64 %286, %284, !dbg !158
  %288 = lshr i64 %287, 7, !dbg !159
  %289 = xor i64 %288, %287, !dbg !160
  %290 = shl i64 %289, 17, !dbg !161
  %291 = xor i64 %290, %289, !dbg !162
  call void @llvm.dbg.value(metadata i64 %291, metadata !40, metadata !DIExpression()), !dbg !55
  %292 = urem i64 %291, %184, !dbg !163
  %293 = getelementptr inbounds double, double* %21, i64 %292, !dbg !164
  %294 = load double, double* %293, align 8, !dbg !164, !tbaa !93
  %295 = fadd double %283, %294, !dbg !165
  call void @llvm.dbg.value(metadata double %295, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 poison, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !136
  call void @llvm.dbg.value(metadata i32 poison, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !136
  call void @llvm.dbg.value(metadata double %295, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %291, metadata !40, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata %struct.rng_t* undef, metadata !148, metadata !DIExpression()), !dbg !154
  %296 = shl i64 %291, 13, !dbg !157
  %297 = xor i64 %296, %291, !dbg !158
  %298 = lshr i64 %297, 7, !dbg !159
  %299 = xor i64 %298, %297, !dbg !160
  %300 = shl i64 %299, 17, !dbg !161
  %301 = xor i64 %300, %299, !dbg !162
  call void @llvm.dbg.value(metadata i64 %301, metadata !40, metadata !DIExpression()), !dbg !55
  %302 = urem i64 %301, %184, !dbg !163
  %303 = getelementptr inbounds double, double* %21, i64 %302, !dbg !164
  %304 = load double, double* %303, align 8, !dbg !164, !tbaa !93
  %305 = fadd double %295, %304, !dbg !165
  call void @llvm.dbg.value(metadata double %305, metadata !30, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 poison, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !136
  %306 = add i32 %285, 2, !dbg !137
  %307 = icmp eq i32 %306, %189, !dbg !137
  br i1 %307, label %260, label %282, !dbg !137, !llvm.loop !169

308:                                              ; preds = %316, %251
  %309 = phi i64 [ %255, %251 ], [ %322, %316 ], !dbg !145
  %310 = sitofp i64 %309 to double, !dbg !171
  br label %311, !dbg !171

311:                                              ; preds = %308, %190
  %312 = phi double [ 0.000000e+00, %190 ], [ %310, %308 ]
  tail call void @free(i8* noundef %22) #6, !dbg !171
  tail call void @free(i8* noundef %20) #6, !dbg !172
  %313 = fadd double %191, %312, !dbg !173
  %314 = fcmp ule double %313, 1.000000e+00, !dbg !174
  %315 = zext i1 %314 to i32, !dbg !175
  ret i32 %315, !dbg !176

316:                                              ; preds = %257, %316
  %317 = phi i64 [ %323, %316 ], [ %258, %257 ]
  %318 = phi i64 [ %322, %316 ], [ %259, %257 ]
  call void @llvm.dbg.value(metadata i64 %317, metadata !53, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i64 %318, metadata !51, metadata !DIExpression()), !dbg !55
  %319 = getelementptr inbounds i32, i32* %23, i64 %317, !dbg !144
  %320 = load i32, i32* %319, align 4, !dbg !144, !tbaa !129
  %321 = sext i32 %320 to i64, !dbg !144
  %322 = add nsw i64 %318, %321, !dbg !145
  call void @llvm.dbg.value(metadata i64 %322, metadata !51, metadata !DIExpression()), !dbg !55
  %323 = add nuw nsw i64 %317, 1, !dbg !143
  call void @llvm.dbg.value(metadata i64 %323, metadata !53, metadata !DIExpression()), !dbg !139
  %324 = icmp eq i64 %323, %193, !dbg !141
  br i1 %324, label %308, label %316, !dbg !140, !llvm.loop !177
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "gen_state.c", directory: "/work/lcgwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "8a361f7824214ed86a831e6b581919b0")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !16, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !26, !28, !30, !31, !33, !35, !37, !40, !46, !48, !51, !53}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 14, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 14, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 15, type: !3)
!22 = !DILocalVariable(name: "rounds", scope: !15, file: !1, line: 16, type: !3)
!23 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 17, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!26 = !DILocalVariable(name: "h", scope: !15, file: !1, line: 18, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 19, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 19, column: 3)
!30 = !DILocalVariable(name: "sum", scope: !15, file: !1, line: 20, type: !25)
!31 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 22, type: !32)
!32 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 23, type: !3)
!34 = distinct !DILexicalBlock(scope: !15, file: !1, line: 23, column: 3)
!35 = !DILocalVariable(name: "r", scope: !36, file: !1, line: 28, type: !3)
!36 = distinct !DILexicalBlock(scope: !15, file: !1, line: 28, column: 3)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 29, type: !3)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 29, column: 5)
!39 = distinct !DILexicalBlock(scope: !36, file: !1, line: 28, column: 3)
!40 = !DILocalVariable(name: "g", scope: !15, file: !1, line: 34, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "rng_t", file: !1, line: 5, baseType: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 5, size: 64, elements: !43)
!43 = !{!44}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !42, file: !1, line: 5, baseType: !45, size: 64)
!45 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocalVariable(name: "m", scope: !47, file: !1, line: 35, type: !3)
!47 = distinct !DILexicalBlock(scope: !15, file: !1, line: 35, column: 3)
!48 = !DILocalVariable(name: "i", scope: !49, file: !1, line: 36, type: !3)
!49 = distinct !DILexicalBlock(scope: !50, file: !1, line: 36, column: 5)
!50 = distinct !DILexicalBlock(scope: !47, file: !1, line: 35, column: 3)
!51 = !DILocalVariable(name: "t", scope: !15, file: !1, line: 38, type: !52)
!52 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!53 = !DILocalVariable(name: "i", scope: !54, file: !1, line: 39, type: !3)
!54 = distinct !DILexicalBlock(scope: !15, file: !1, line: 39, column: 3)
!55 = !DILocation(line: 0, scope: !15)
!56 = !DILocation(line: 15, column: 16, scope: !15)
!57 = !DILocation(line: 15, column: 11, scope: !15)
!58 = !DILocation(line: 15, column: 27, scope: !15)
!59 = !{!60, !60, i64 0}
!60 = !{!"any pointer", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocalVariable(name: "__nptr", arg: 1, scope: !64, file: !65, line: 362, type: !68)
!64 = distinct !DISubprogram(name: "atoi", scope: !65, file: !65, line: 362, type: !66, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!65 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!66 = !DISubroutineType(types: !67)
!67 = !{!3, !68}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!70 = !{!63}
!71 = !DILocation(line: 0, scope: !64, inlinedAt: !72)
!72 = distinct !DILocation(line: 15, column: 22, scope: !15)
!73 = !DILocation(line: 364, column: 16, scope: !64, inlinedAt: !72)
!74 = !DILocation(line: 364, column: 10, scope: !64, inlinedAt: !72)
!75 = !DILocation(line: 16, column: 21, scope: !15)
!76 = !DILocation(line: 16, column: 16, scope: !15)
!77 = !DILocation(line: 16, column: 32, scope: !15)
!78 = !DILocation(line: 0, scope: !64, inlinedAt: !79)
!79 = distinct !DILocation(line: 16, column: 27, scope: !15)
!80 = !DILocation(line: 364, column: 16, scope: !64, inlinedAt: !79)
!81 = !DILocation(line: 364, column: 10, scope: !64, inlinedAt: !79)
!82 = !DILocation(line: 17, column: 39, scope: !15)
!83 = !DILocation(line: 17, column: 37, scope: !15)
!84 = !DILocation(line: 17, column: 15, scope: !15)
!85 = !DILocation(line: 18, column: 12, scope: !15)
!86 = !DILocation(line: 0, scope: !29)
!87 = !DILocation(line: 19, column: 21, scope: !88)
!88 = distinct !DILexicalBlock(scope: !29, file: !1, line: 19, column: 3)
!89 = !DILocation(line: 19, column: 3, scope: !29)
!90 = !DILocation(line: 19, column: 27, scope: !88)
!91 = !DILocation(line: 19, column: 38, scope: !88)
!92 = !DILocation(line: 19, column: 36, scope: !88)
!93 = !{!94, !94, i64 0}
!94 = !{!"double", !61, i64 0}
!95 = distinct !{!95, !89, !96, !97, !98}
!96 = !DILocation(line: 19, column: 38, scope: !29)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !{!"llvm.loop.isvectorized", i32 1}
!99 = !DILocation(line: 0, scope: !34)
!100 = !DILocation(line: 23, column: 3, scope: !34)
!101 = !DILocation(line: 19, column: 31, scope: !88)
!102 = distinct !{!102, !89, !96, !97, !103, !98}
!103 = !{!"llvm.loop.unroll.runtime.disable"}
!104 = !DILocation(line: 25, column: 17, scope: !105)
!105 = distinct !DILexicalBlock(scope: !106, file: !1, line: 23, column: 31)
!106 = distinct !DILexicalBlock(scope: !34, file: !1, line: 23, column: 3)
!107 = !DILocation(line: 25, column: 23, scope: !105)
!108 = !DILocation(line: 25, column: 12, scope: !105)
!109 = !DILocation(line: 25, column: 9, scope: !105)
!110 = !DILocation(line: 28, column: 21, scope: !39)
!111 = !DILocation(line: 0, scope: !36)
!112 = !DILocation(line: 28, column: 3, scope: !36)
!113 = !DILocation(line: 24, column: 11, scope: !105)
!114 = !DILocation(line: 24, column: 25, scope: !105)
!115 = distinct !{!115, !100, !116, !97}
!116 = !DILocation(line: 26, column: 3, scope: !34)
!117 = !DILocation(line: 0, scope: !38)
!118 = !DILocation(line: 29, column: 5, scope: !38)
!119 = !DILocation(line: 0, scope: !47)
!120 = !DILocation(line: 35, column: 21, scope: !50)
!121 = !DILocation(line: 35, column: 3, scope: !47)
!122 = !DILocation(line: 30, column: 13, scope: !123)
!123 = distinct !DILexicalBlock(scope: !124, file: !1, line: 29, column: 36)
!124 = distinct !DILexicalBlock(scope: !38, file: !1, line: 29, column: 5)
!125 = !DILocation(line: 30, column: 24, scope: !123)
!126 = !DILocation(line: 31, column: 11, scope: !123)
!127 = !DILocation(line: 31, column: 7, scope: !123)
!128 = !DILocation(line: 31, column: 15, scope: !123)
!129 = !{!130, !130, i64 0}
!130 = !{!"int", !61, i64 0}
!131 = !DILocation(line: 28, column: 32, scope: !39)
!132 = distinct !{!132, !112, !133, !97}
!133 = !DILocation(line: 32, column: 5, scope: !36)
!134 = distinct !{!134, !118, !135, !97}
!135 = !DILocation(line: 32, column: 5, scope: !38)
!136 = !DILocation(line: 0, scope: !49)
!137 = !DILocation(line: 36, column: 5, scope: !49)
!138 = !DILocation(line: 20, column: 10, scope: !15)
!139 = !DILocation(line: 0, scope: !54)
!140 = !DILocation(line: 39, column: 3, scope: !54)
!141 = !DILocation(line: 39, column: 21, scope: !142)
!142 = distinct !DILexicalBlock(scope: !54, file: !1, line: 39, column: 3)
!143 = !DILocation(line: 39, column: 27, scope: !142)
!144 = !DILocation(line: 39, column: 36, scope: !142)
!145 = !DILocation(line: 39, column: 33, scope: !142)
!146 = distinct !{!146, !140, !147, !97, !98}
!147 = !DILocation(line: 39, column: 39, scope: !54)
!148 = !DILocalVariable(name: "r", arg: 1, scope: !149, file: !1, line: 7, type: !152)
!149 = distinct !DISubprogram(name: "next", scope: !1, file: !1, line: 7, type: !150, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !153)
!150 = !DISubroutineType(types: !151)
!151 = !{!45, !152}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!153 = !{!148}
!154 = !DILocation(line: 0, scope: !149, inlinedAt: !155)
!155 = distinct !DILocation(line: 37, column: 16, scope: !156)
!156 = distinct !DILexicalBlock(scope: !49, file: !1, line: 36, column: 5)
!157 = !DILocation(line: 8, column: 16, scope: !149, inlinedAt: !155)
!158 = !DILocation(line: 8, column: 8, scope: !149, inlinedAt: !155)
!159 = !DILocation(line: 9, column: 16, scope: !149, inlinedAt: !155)
!160 = !DILocation(line: 9, column: 8, scope: !149, inlinedAt: !155)
!161 = !DILocation(line: 10, column: 16, scope: !149, inlinedAt: !155)
!162 = !DILocation(line: 10, column: 8, scope: !149, inlinedAt: !155)
!163 = !DILocation(line: 37, column: 25, scope: !156)
!164 = !DILocation(line: 37, column: 14, scope: !156)
!165 = !DILocation(line: 37, column: 11, scope: !156)
!166 = !DILocation(line: 35, column: 28, scope: !50)
!167 = distinct !{!167, !121, !168, !97}
!168 = !DILocation(line: 37, column: 28, scope: !47)
!169 = distinct !{!169, !137, !170, !97}
!170 = !DILocation(line: 37, column: 28, scope: !49)
!171 = !DILocation(line: 40, column: 3, scope: !15)
!172 = !DILocation(line: 41, column: 3, scope: !15)
!173 = !DILocation(line: 42, column: 15, scope: !15)
!174 = !DILocation(line: 42, column: 20, scope: !15)
!175 = !DILocation(line: 42, column: 10, scope: !15)
!176 = !DILocation(line: 43, column: 1, scope: !15)
!177 = distinct !{!177, !140, !147, !97, !103, !98}
