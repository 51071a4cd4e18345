; ModuleID = 'fields_init.c'
source_filename = "fields_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.mat = type { i32, i32, double* }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !39
  %3 = icmp sgt i32 %0, 1, !dbg !40
  br i1 %3, label %4, label %9, !dbg !41

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !42
  %6 = load i8*, i8** %5, align 8, !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %6, metadata !47, metadata !DIExpression()) #5, !dbg !55
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !57
  %8 = trunc i64 %7 to i32, !dbg !58
  br label %9, !dbg !41

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 40, %2 ], !dbg !41
  call void @llvm.dbg.value(metadata i32 %10, metadata !24, metadata !DIExpression()), !dbg !39
  %11 = sdiv i32 %10, 2, !dbg !59
  %12 = add nsw i32 %11, 1, !dbg !60
  call void @llvm.dbg.value(metadata %struct.mat* undef, metadata !61, metadata !DIExpression()) #5, !dbg !69
  call void @llvm.dbg.value(metadata i32 %10, metadata !67, metadata !DIExpression()) #5, !dbg !69
  call void @llvm.dbg.value(metadata i32 %12, metadata !68, metadata !DIExpression()) #5, !dbg !69
  call void @llvm.dbg.value(metadata i32 %10, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %12, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  %13 = sext i32 %10 to i64, !dbg !71
  %14 = sext i32 %12 to i64, !dbg !72
  %15 = mul nsw i64 %14, %13, !dbg !73
  %16 = tail call noalias i8* @calloc(i64 noundef %15, i64 noundef 8) #5, !dbg !74
  %17 = bitcast i8* %16 to double*, !dbg !75
  call void @llvm.dbg.value(metadata double* %17, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  call void @llvm.dbg.value(metadata %struct.mat* undef, metadata !61, metadata !DIExpression()) #5, !dbg !76
  call void @llvm.dbg.value(metadata i32 3, metadata !67, metadata !DIExpression()) #5, !dbg !76
  call void @llvm.dbg.value(metadata i32 %10, metadata !68, metadata !DIExpression()) #5, !dbg !76
  call void @llvm.dbg.value(metadata i32 3, metadata !34, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %10, metadata !34, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i8* undef, metadata !34, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  call void @llvm.dbg.value(metadata %struct.mat* undef, metadata !78, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !83, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !88
  %18 = mul i32 %12, %10
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !88
  %19 = icmp sgt i32 %18, 0, !dbg !89
  br i1 %19, label %20, label %92, !dbg !91

20:                                               ; preds = %9
  %21 = zext i32 %18 to i64, !dbg !89
  call void @llvm.dbg.value(metadata i64 0, metadata !84, metadata !DIExpression()), !dbg !88
  store double 0.000000e+00, double* %17, align 8, !dbg !92, !tbaa !93
  call void @llvm.dbg.value(metadata i64 1, metadata !84, metadata !DIExpression()), !dbg !88
  %22 = icmp eq i32 %18, 1, !dbg !89
  br i1 %22, label %92, label %23, !dbg !91, !llvm.loop !95

23:                                               ; preds = %20
  %24 = add nsw i64 %21, -1, !dbg !91
  %25 = icmp ult i64 %24, 4, !dbg !91
  br i1 %25, label %82, label %26, !dbg !91

26:                                               ; preds = %23
  %27 = and i64 %24, -4, !dbg !91
  %28 = or i64 %27, 1, !dbg !91
  %29 = add nsw i64 %27, -4, !dbg !91
  %30 = lshr exact i64 %29, 2, !dbg !91
  %31 = add nuw nsw i64 %30, 1, !dbg !91
  %32 = and i64 %31, 1, !dbg !91
  %33 = icmp eq i64 %29, 0, !dbg !91
  br i1 %33, label %66, label %34, !dbg !91

34:                                               ; preds = %26
  %35 = and i64 %31, 9223372036854775806, !dbg !91
  br label %36, !dbg !91

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %61, %36 ]
  %38 = phi i64 [ 0, %34 ], [ %62, %36 ]
  %39 = or i64 %37, 1
  %40 = getelementptr inbounds double, double* %17, i64 %39
  %41 = bitcast double* %40 to <2 x double>*, !dbg !92
  %42 = load <2 x double>, <2 x double>* %41, align 8, !dbg !92, !tbaa !93
  %43 = getelementptr inbounds double, double* %40, i64 2, !dbg !92
  %44 = bitcast double* %43 to <2 x double>*, !dbg !92
  %45 = load <2 x double>, <2 x double>* %44, align 8, !dbg !92, !tbaa !93
  %46 = fmul <2 x double> %42, <double 2.000000e+00, double 2.000000e+00>, !dbg !92
  %47 = fmul <2 x double> %45, <double 2.000000e+00, double 2.000000e+00>, !dbg !92
  %48 = bitcast double* %40 to <2 x double>*, !dbg !92
  store <2 x double> %46, <2 x double>* %48, align 8, !dbg !92, !tbaa !93
  %49 = bitcast double* %43 to <2 x double>*, !dbg !92
  store <2 x double> %47, <2 x double>* %49, align 8, !dbg !92, !tbaa !93
  %50 = or i64 %37, 5
  %51 = getelementptr inbounds double, double* %17, i64 %50
  %52 = bitcast double* %51 to <2 x double>*, !dbg !92
  %53 = load <2 x double>, <2 x double>* %52, align 8, !dbg !92, !tbaa !93
  %54 = getelementptr inbounds double, double* %51, i64 2, !dbg !92
  %55 = bitcast double* %54 to <2 x double>*, !dbg !92
  %56 = load <2 x double>, <2 x double>* %55, align 8, !dbg !92, !tbaa !93
  %57 = fmul <2 x double> %53, <double 2.000000e+00, double 2.000000e+00>, !dbg !92
  %58 = fmul <2 x double> %56, <double 2.000000e+00, double 2.000000e+00>, !dbg !92
  %59 = bitcast double* %51 to <2 x double>*, !dbg !92
  store <2 x double> %57, <2 x double>* %59, align 8, !dbg !92, !tbaa !93
  %60 = bitcast double* %54 to <2 x double>*, !dbg !92
  store <2 x double> %58, <2 x double>* %60, align 8, !dbg !92, !tbaa !93
  %61 = add nuw i64 %37, 8
  %62 = add i64 %38, 2
  %63 = icmp eq i64 %62, %35
  br i1 %63, label %64, label %36, !llvm.loop !98

64:                                               ; preds = %36
  %65 = or i64 %61, 1
  br label %66

66:                                               ; preds = %64, %26
  %67 = phi i64 [ 1, %26 ], [ %65, %64 ]
  %68 = icmp eq i64 %32, 0
  br i1 %68, label %80, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds double, double* %17, i64 %67
  %71 = bitcast double* %70 to <2 x double>*, !dbg !92
  %72 = load <2 x double>, <2 x double>* %71, align 8, !dbg !92, !tbaa !93
  %73 = getelementptr inbounds double, double* %70, i64 2, !dbg !92
  %74 = bitcast double* %73 to <2 x double>*, !dbg !92
  %75 = load <2 x double>, <2 x double>* %74, align 8, !dbg !92, !tbaa !93
  %76 = fmul <2 x double> %72, <double 2.000000e+00, double 2.000000e+00>, !dbg !92
  %77 = fmul <2 x double> %75, <double 2.000000e+00, double 2.000000e+00>, !dbg !92
  %78 = bitcast double* %70 to <2 x double>*, !dbg !92
  store <2 x double> %76, <2 x double>* %78, align 8, !dbg !92, !tbaa !93
  %79 = bitcast double* %73 to <2 x double>*, !dbg !92
  store <2 x double> %77, <2 x double>* %79, align 8, !dbg !92, !tbaa !93
  br label %80, !dbg !91

80:                                               ; preds = %66, %69
  %81 = icmp eq i64 %24, %27, !dbg !91
  br i1 %81, label %92, label %82, !dbg !91

82:                                               ; preds = %23, %80
  %83 = phi i64 [ 1, %23 ], [ %28, %80 ]
  br label %84, !dbg !91

84:                                               ; preds = %82, %84
  %85 = phi i64 [ %90, %84 ], [ %83, %82 ]
  %86 = getelementptr inbounds double, double* %17, i64 %85
  %87 = load double, double* %86, align 8, !dbg !92, !tbaa !93
  call void @llvm.dbg.value(metadata i64 %85, metadata !84, metadata !DIExpression()), !dbg !88
  %88 = getelementptr inbounds double, double* %17, i64 %85, !dbg !100
  %89 = fmul double %87, 2.000000e+00, !dbg !92
  store double %89, double* %88, align 8, !dbg !92, !tbaa !93
  %90 = add nuw nsw i64 %85, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %90, metadata !84, metadata !DIExpression()), !dbg !88
  %91 = icmp eq i64 %90, %21, !dbg !89
  br i1 %91, label %92, label %84, !dbg !91, !llvm.loop !102

92:                                               ; preds = %84, %20, %80, %9
  call void @llvm.dbg.value(metadata %struct.mat* undef, metadata !104, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !111, metadata !DIExpression()), !dbg !117
  %93 = icmp sgt i32 %10, 0, !dbg !120
  br i1 %93, label %94, label %151, !dbg !121

94:                                               ; preds = %92
  %95 = zext i32 %10 to i64, !dbg !120
  %96 = zext i32 %12 to i64
  %97 = add nsw i64 %96, -1, !dbg !121
  %98 = and i64 %96, 3
  %99 = icmp ult i64 %97, 3
  %100 = and i64 %96, 4294967292
  %101 = icmp eq i64 %98, 0
  br label %102, !dbg !121

102:                                              ; preds = %121, %94
  %103 = phi i64 [ 0, %94 ], [ %123, %121 ]
  %104 = phi double [ 0.000000e+00, %94 ], [ %122, %121 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !112, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %104, metadata !111, metadata !DIExpression()), !dbg !117
  %105 = mul nsw i64 %103, %14
  br i1 %99, label %106, label %125, !dbg !123

106:                                              ; preds = %125, %102
  %107 = phi double [ undef, %102 ], [ %147, %125 ]
  %108 = phi i64 [ 0, %102 ], [ %148, %125 ]
  %109 = phi double [ %104, %102 ], [ %147, %125 ]
  br i1 %101, label %121, label %110, !dbg !123

110:                                              ; preds = %106, %110
  %111 = phi i64 [ %118, %110 ], [ %108, %106 ]
  %112 = phi double [ %117, %110 ], [ %109, %106 ]
  %113 = phi i64 [ %119, %110 ], [ 0, %106 ]
  call void @llvm.dbg.value(metadata i64 %111, metadata !114, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %112, metadata !111, metadata !DIExpression()), !dbg !117
  %114 = add nsw i64 %111, %105, !dbg !124
  %115 = getelementptr inbounds double, double* %17, i64 %114, !dbg !126
  %116 = load double, double* %115, align 8, !dbg !126, !tbaa !93
  %117 = fadd double %112, %116, !dbg !127
  call void @llvm.dbg.value(metadata double %117, metadata !111, metadata !DIExpression()), !dbg !117
  %118 = add nuw nsw i64 %111, 1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %118, metadata !114, metadata !DIExpression()), !dbg !122
  %119 = add i64 %113, 1, !dbg !123
  %120 = icmp eq i64 %119, %98, !dbg !123
  br i1 %120, label %121, label %110, !dbg !123, !llvm.loop !129

121:                                              ; preds = %110, %106
  %122 = phi double [ %107, %106 ], [ %117, %110 ], !dbg !127
  %123 = add nuw nsw i64 %103, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %123, metadata !112, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %122, metadata !111, metadata !DIExpression()), !dbg !117
  %124 = icmp eq i64 %123, %95, !dbg !120
  br i1 %124, label %151, label %102, !dbg !121, !llvm.loop !132

125:                                              ; preds = %102, %125
  %126 = phi i64 [ %148, %125 ], [ 0, %102 ]
  %127 = phi double [ %147, %125 ], [ %104, %102 ]
  %128 = phi i64 [ %149, %125 ], [ 0, %102 ]
  call void @llvm.dbg.value(metadata i64 %126, metadata !114, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %127, metadata !111, metadata !DIExpression()), !dbg !117
  %129 = add nsw i64 %126, %105, !dbg !124
  %130 = getelementptr inbounds double, double* %17, i64 %129, !dbg !126
  %131 = load double, double* %130, align 8, !dbg !126, !tbaa !93
  %132 = fadd double %127, %131, !dbg !127
  call void @llvm.dbg.value(metadata double %132, metadata !111, metadata !DIExpression()), !dbg !117
  %133 = or i64 %126, 1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %133, metadata !114, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %133, metadata !114, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %132, metadata !111, metadata !DIExpression()), !dbg !117
  %134 = add nsw i64 %133, %105, !dbg !124
  %135 = getelementptr inbounds double, double* %17, i64 %134, !dbg !126
  %136 = load double, double* %135, align 8, !dbg !126, !tbaa !93
  %137 = fadd double %132, %136, !dbg !127
  call void @llvm.dbg.value(metadata double %137, metadata !111, metadata !DIExpression()), !dbg !117
  %138 = or i64 %126, 2, !dbg !128
  call void @llvm.dbg.value(metadata i64 %138, metadata !114, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %138, metadata !114, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %137, metadata !111, metadata !DIExpression()), !dbg !117
  %139 = add nsw i64 %138, %105, !dbg !124
  %140 = getelementptr inbounds double, double* %17, i64 %139, !dbg !126
  %141 = load double, double* %140, align 8, !dbg !126, !tbaa !93
  %142 = fadd double %137, %141, !dbg !127
  call void @llvm.dbg.value(metadata double %142, metadata !111, metadata !DIExpression()), !dbg !117
  %143 = or i64 %126, 3, !dbg !128
  call void @llvm.dbg.value(metadata i64 %143, metadata !114, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %143, metadata !114, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %142, metadata !111, metadata !DIExpression()), !dbg !117
  %144 = add nsw i64 %143, %105, !dbg !124
  %145 = getelementptr inbounds double, double* %17, i64 %144, !dbg !126
  %146 = load double, double* %145, align 8, !dbg !126, !tbaa !93
  %147 = fadd double %142, %146, !dbg !127
  call void @llvm.dbg.value(metadata double %147, metadata !111, metadata !DIExpression()), !dbg !117
  %148 = add nuw nsw i64 %126, 4, !dbg !128
  call void @llvm.dbg.value(metadata i64 %148, metadata !114, metadata !DIExpression()), !dbg !122
  %149 = add i64 %128, 4, !dbg !123
  %150 = icmp eq i64 %149, %100, !dbg !123
  br i1 %150, label %106, label %125, !dbg !123, !llvm.loop !134

151:                                              ; preds = %121, %92
  %152 = phi double [ 0.000000e+00, %92 ], [ %122, %121 ], !dbg !136
  %153 = sitofp i32 %10 to double, !dbg !137
  %154 = fadd double %153, 3.000000e+00, !dbg !138
  %155 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %152, double noundef %154), !dbg !139
  call void @llvm.dbg.value(metadata i32 1, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  %156 = shl nsw i64 %13, 1, !dbg !140
  %157 = tail call noalias i8* @calloc(i64 noundef %156, i64 noundef 8) #5, !dbg !141
  %158 = bitcast i8* %157 to double*, !dbg !142
  call void @llvm.dbg.value(metadata double* %158, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %10, metadata !35, metadata !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !143
  br i1 %93, label %159, label %186, !dbg !144

159:                                              ; preds = %151
  %160 = shl nuw i32 %10, 1, !dbg !145
  call void @llvm.dbg.value(metadata i32 %160, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  %161 = call i32 @llvm.smax.i32(i32 %160, i32 1), !dbg !144
  %162 = zext i32 %161 to i64, !dbg !146
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 1, metadata !37, metadata !DIExpression()), !dbg !143
  %163 = icmp slt i32 %160, 2, !dbg !146
  br i1 %163, label %186, label %164, !dbg !144, !llvm.loop !148

164:                                              ; preds = %159
  %165 = add nsw i64 %162, -1, !dbg !144
  %166 = add nsw i64 %162, -2, !dbg !144
  %167 = and i64 %165, 7, !dbg !144
  %168 = icmp ult i64 %166, 7, !dbg !144
  br i1 %168, label %171, label %169, !dbg !144

169:                                              ; preds = %164
  %170 = and i64 %165, -8, !dbg !144
  br label %189, !dbg !144

171:                                              ; preds = %189, %164
  %172 = phi double [ undef, %164 ], [ %223, %189 ]
  %173 = phi i64 [ 1, %164 ], [ %224, %189 ]
  %174 = phi double [ 0.000000e+00, %164 ], [ %223, %189 ]
  %175 = icmp eq i64 %167, 0, !dbg !144
  br i1 %175, label %186, label %176, !dbg !144

176:                                              ; preds = %171, %176
  %177 = phi i64 [ %183, %176 ], [ %173, %171 ]
  %178 = phi double [ %182, %176 ], [ %174, %171 ]
  %179 = phi i64 [ %184, %176 ], [ 0, %171 ]
  call void @llvm.dbg.value(metadata double %178, metadata !36, metadata !DIExpression()), !dbg !39
  %180 = getelementptr inbounds double, double* %158, i64 %177
  %181 = load double, double* %180, align 8, !dbg !150, !tbaa !93
  %182 = fadd double %178, %181, !dbg !144
  call void @llvm.dbg.value(metadata i64 %177, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %182, metadata !36, metadata !DIExpression()), !dbg !39
  %183 = add nuw nsw i64 %177, 1, !dbg !151
  call void @llvm.dbg.value(metadata i64 %183, metadata !37, metadata !DIExpression()), !dbg !143
  %184 = add i64 %179, 1, !dbg !144
  %185 = icmp eq i64 %184, %167, !dbg !144
  br i1 %185, label %186, label %176, !dbg !144, !llvm.loop !152

186:                                              ; preds = %171, %176, %159, %151
  %187 = phi double [ 0.000000e+00, %151 ], [ 0.000000e+00, %159 ], [ %172, %171 ], [ %182, %176 ], !dbg !39
  %188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %187), !dbg !153
  ret i32 0, !dbg !154

189:                                              ; preds = %189, %169
  %190 = phi i64 [ 1, %169 ], [ %224, %189 ]
  %191 = phi double [ 0.000000e+00, %169 ], [ %223, %189 ]
  %192 = phi i64 [ 0, %169 ], [ %225, %189 ]
  call void @llvm.dbg.value(metadata double %191, metadata !36, metadata !DIExpression()), !dbg !39
  %193 = getelementptr inbounds double, double* %158, i64 %190
  %194 = load double, double* %193, align 8, !dbg !150, !tbaa !93
  %195 = fadd double %191, %194, !dbg !144
  call void @llvm.dbg.value(metadata i64 %190, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %195, metadata !36, metadata !DIExpression()), !dbg !39
  %196 = add nuw nsw i64 %190, 1, !dbg !151
  call void @llvm.dbg.value(metadata i64 %196, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %195, metadata !36, metadata !DIExpression()), !dbg !39
  %197 = getelementptr inbounds double, double* %158, i64 %196
  %198 = load double, double* %197, align 8, !dbg !150, !tbaa !93
  %199 = fadd double %195, %198, !dbg !144
  call void @llvm.dbg.value(metadata i64 %196, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %199, metadata !36, metadata !DIExpression()), !dbg !39
  %200 = add nuw nsw i64 %190, 2, !dbg !151
  call void @llvm.dbg.value(metadata i64 %200, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %199, metadata !36, metadata !DIExpression()), !dbg !39
  %201 = getelementptr inbounds double, double* %158, i64 %200
  %202 = load double, double* %201, align 8, !dbg !150, !tbaa !93
  %203 = fadd double %199, %202, !dbg !144
  call void @llvm.dbg.value(metadata i64 %200, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %203, metadata !36, metadata !DIExpression()), !dbg !39
  %204 = add nuw nsw i64 %190, 3, !dbg !151
  call void @llvm.dbg.value(metadata i64 %204, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %203, metadata !36, metadata !DIExpression()), !dbg !39
  %205 = getelementptr inbounds double, double* %158, i64 %204
  %206 = load double, double* %205, align 8, !dbg !150, !tbaa !93
  %207 = fadd double %203, %206, !dbg !144
  call void @llvm.dbg.value(metadata i64 %204, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %207, metadata !36, metadata !DIExpression()), !dbg !39
  %208 = add nuw nsw i64 %190, 4, !dbg !151
  call void @llvm.dbg.value(metadata i64 %208, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %207, metadata !36, metadata !DIExpression()), !dbg !39
  %209 = getelementptr inbounds double, double* %158, i64 %208
  %210 = load double, double* %209, align 8, !dbg !150, !tbaa !93
  %211 = fadd double %207, %210, !dbg !144
  call void @llvm.dbg.value(metadata i64 %208, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %211, metadata !36, metadata !DIExpression()), !dbg !39
  %212 = add nuw nsw i64 %190, 5, !dbg !151
  call void @llvm.dbg.value(metadata i64 %212, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %211, metadata !36, metadata !DIExpression()), !dbg !39
  %213 = getelementptr inbounds double, double* %158, i64 %212
  %214 = load double, double* %213, align 8, !dbg !150, !tbaa !93
  %215 = fadd double %211, %214, !dbg !144
  call void @llvm.dbg.value(metadata i64 %212, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %215, metadata !36, metadata !DIExpression()), !dbg !39
  %216 = add nuw nsw i64 %190, 6, !dbg !151
  call void @llvm.dbg.value(metadata i64 %216, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %215, metadata !36, metadata !DIExpression()), !dbg !39
  %217 = getelementptr inbounds double, double* %158, i64 %216
  %218 = load double, double* %217, align 8, !dbg !150, !tbaa !93
  %219 = fadd double %215, %218, !dbg !144
  call void @llvm.dbg.value(metadata i64 %216, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %219, metadata !36, metadata !DIExpression()), !dbg !39
  %220 = add nuw nsw i64 %190, 7, !dbg !151
  call void @llvm.dbg.value(metadata i64 %220, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %219, metadata !36, metadata !DIExpression()), !dbg !39
  %221 = getelementptr inbounds double, double* %158, i64 %220
  %222 = load double, double* %221, align 8, !dbg !150, !tbaa !93
  %223 = fadd double %219, %222, !dbg !144
  call void @llvm.dbg.value(metadata i64 %220, metadata !37, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %223, metadata !36, metadata !DIExpression()), !dbg !39
  %224 = add nuw nsw i64 %190, 8, !dbg !151
  call void @llvm.dbg.value(metadata i64 %224, metadata !37, metadata !DIExpression()), !dbg !143
  %225 = add i64 %192, 8, !dbg !144
  %226 = icmp eq i64 %225, %170, !dbg !144
  br i1 %226, label %171, label %189, !dbg !144, !llvm.loop !148
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fields_init.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "2052abc96d1e7ff24fbf1bd375532c19")
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
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 34, type: !19, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !34, !35, !36, !37}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 34, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 34, type: !7)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 35, type: !6)
!25 = !DILocalVariable(name: "a", scope: !18, file: !1, line: 36, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "mat", file: !1, line: 10, baseType: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 10, size: 128, elements: !28)
!28 = !{!29, !30, !31}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !27, file: !1, line: 10, baseType: !6, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "cols", scope: !27, file: !1, line: 10, baseType: !6, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !27, file: !1, line: 10, baseType: !32, size: 64, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DILocalVariable(name: "b", scope: !18, file: !1, line: 36, type: !26)
!35 = !DILocalVariable(name: "v", scope: !18, file: !1, line: 36, type: !26)
!36 = !DILocalVariable(name: "s", scope: !18, file: !1, line: 45, type: !33)
!37 = !DILocalVariable(name: "j", scope: !38, file: !1, line: 46, type: !6)
!38 = distinct !DILexicalBlock(scope: !18, file: !1, line: 46, column: 3)
!39 = !DILocation(line: 0, scope: !18)
!40 = !DILocation(line: 35, column: 16, scope: !18)
!41 = !DILocation(line: 35, column: 11, scope: !18)
!42 = !DILocation(line: 35, column: 27, scope: !18)
!43 = !{!44, !44, i64 0}
!44 = !{!"any pointer", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocalVariable(name: "__nptr", arg: 1, scope: !48, file: !49, line: 362, type: !52)
!48 = distinct !DISubprogram(name: "atoi", scope: !49, file: !49, line: 362, type: !50, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !54)
!49 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!50 = !DISubroutineType(types: !51)
!51 = !{!6, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!54 = !{!47}
!55 = !DILocation(line: 0, scope: !48, inlinedAt: !56)
!56 = distinct !DILocation(line: 35, column: 22, scope: !18)
!57 = !DILocation(line: 364, column: 16, scope: !48, inlinedAt: !56)
!58 = !DILocation(line: 364, column: 10, scope: !48, inlinedAt: !56)
!59 = !DILocation(line: 37, column: 21, scope: !18)
!60 = !DILocation(line: 37, column: 25, scope: !18)
!61 = !DILocalVariable(name: "m", arg: 1, scope: !62, file: !1, line: 12, type: !65)
!62 = distinct !DISubprogram(name: "mat_init", scope: !1, file: !1, line: 12, type: !63, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !66)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !65, !6, !6}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!66 = !{!61, !67, !68}
!67 = !DILocalVariable(name: "r", arg: 2, scope: !62, file: !1, line: 12, type: !6)
!68 = !DILocalVariable(name: "c", arg: 3, scope: !62, file: !1, line: 12, type: !6)
!69 = !DILocation(line: 0, scope: !62, inlinedAt: !70)
!70 = distinct !DILocation(line: 37, column: 3, scope: !18)
!71 = !DILocation(line: 15, column: 17, scope: !62, inlinedAt: !70)
!72 = !DILocation(line: 15, column: 29, scope: !62, inlinedAt: !70)
!73 = !DILocation(line: 15, column: 27, scope: !62, inlinedAt: !70)
!74 = !DILocation(line: 15, column: 10, scope: !62, inlinedAt: !70)
!75 = !DILocation(line: 15, column: 8, scope: !62, inlinedAt: !70)
!76 = !DILocation(line: 0, scope: !62, inlinedAt: !77)
!77 = distinct !DILocation(line: 38, column: 3, scope: !18)
!78 = !DILocalVariable(name: "m", arg: 1, scope: !79, file: !1, line: 29, type: !65)
!79 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 29, type: !80, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{null, !65, !33}
!82 = !{!78, !83, !84}
!83 = !DILocalVariable(name: "f", arg: 2, scope: !79, file: !1, line: 29, type: !33)
!84 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 30, type: !6)
!85 = distinct !DILexicalBlock(scope: !79, file: !1, line: 30, column: 3)
!86 = !DILocation(line: 0, scope: !79, inlinedAt: !87)
!87 = distinct !DILocation(line: 39, column: 3, scope: !18)
!88 = !DILocation(line: 0, scope: !85, inlinedAt: !87)
!89 = !DILocation(line: 30, column: 21, scope: !90, inlinedAt: !87)
!90 = distinct !DILexicalBlock(scope: !85, file: !1, line: 30, column: 3)
!91 = !DILocation(line: 30, column: 3, scope: !85, inlinedAt: !87)
!92 = !DILocation(line: 31, column: 13, scope: !90, inlinedAt: !87)
!93 = !{!94, !94, i64 0}
!94 = !{!"double", !45, i64 0}
!95 = distinct !{!95, !91, !96, !97}
!96 = !DILocation(line: 31, column: 16, scope: !85, inlinedAt: !87)
!97 = !{!"llvm.loop.mustprogress"}
!98 = distinct !{!98, !91, !96, !97, !99}
!99 = !{!"llvm.loop.isvectorized", i32 1}
!100 = !DILocation(line: 31, column: 5, scope: !90, inlinedAt: !87)
!101 = !DILocation(line: 30, column: 43, scope: !90, inlinedAt: !87)
!102 = distinct !{!102, !91, !96, !97, !103, !99}
!103 = !{!"llvm.loop.unroll.runtime.disable"}
!104 = !DILocalVariable(name: "m", arg: 1, scope: !105, file: !1, line: 21, type: !108)
!105 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 21, type: !106, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !110)
!106 = !DISubroutineType(types: !107)
!107 = !{!33, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!110 = !{!104, !111, !112, !114}
!111 = !DILocalVariable(name: "s", scope: !105, file: !1, line: 22, type: !33)
!112 = !DILocalVariable(name: "i", scope: !113, file: !1, line: 23, type: !6)
!113 = distinct !DILexicalBlock(scope: !105, file: !1, line: 23, column: 3)
!114 = !DILocalVariable(name: "j", scope: !115, file: !1, line: 24, type: !6)
!115 = distinct !DILexicalBlock(scope: !116, file: !1, line: 24, column: 5)
!116 = distinct !DILexicalBlock(scope: !113, file: !1, line: 23, column: 3)
!117 = !DILocation(line: 0, scope: !105, inlinedAt: !118)
!118 = distinct !DILocation(line: 40, column: 21, scope: !18)
!119 = !DILocation(line: 0, scope: !113, inlinedAt: !118)
!120 = !DILocation(line: 23, column: 21, scope: !116, inlinedAt: !118)
!121 = !DILocation(line: 23, column: 3, scope: !113, inlinedAt: !118)
!122 = !DILocation(line: 0, scope: !115, inlinedAt: !118)
!123 = !DILocation(line: 24, column: 5, scope: !115, inlinedAt: !118)
!124 = !DILocation(line: 25, column: 41, scope: !125, inlinedAt: !118)
!125 = distinct !DILexicalBlock(scope: !115, file: !1, line: 24, column: 5)
!126 = !DILocation(line: 25, column: 12, scope: !125, inlinedAt: !118)
!127 = !DILocation(line: 25, column: 9, scope: !125, inlinedAt: !118)
!128 = !DILocation(line: 24, column: 39, scope: !125, inlinedAt: !118)
!129 = distinct !{!129, !130}
!130 = !{!"llvm.loop.unroll.disable"}
!131 = !DILocation(line: 23, column: 37, scope: !116, inlinedAt: !118)
!132 = distinct !{!132, !121, !133, !97}
!133 = !DILocation(line: 25, column: 44, scope: !113, inlinedAt: !118)
!134 = distinct !{!134, !123, !135, !97}
!135 = !DILocation(line: 25, column: 44, scope: !115, inlinedAt: !118)
!136 = !DILocation(line: 22, column: 10, scope: !105, inlinedAt: !118)
!137 = !DILocation(line: 40, column: 50, scope: !18)
!138 = !DILocation(line: 40, column: 48, scope: !18)
!139 = !DILocation(line: 40, column: 3, scope: !18)
!140 = !DILocation(line: 42, column: 18, scope: !18)
!141 = !DILocation(line: 42, column: 9, scope: !18)
!142 = !DILocation(line: 42, column: 7, scope: !18)
!143 = !DILocation(line: 0, scope: !38)
!144 = !DILocation(line: 46, column: 3, scope: !38)
!145 = !DILocation(line: 44, column: 17, scope: !18)
!146 = !DILocation(line: 46, column: 21, scope: !147)
!147 = distinct !DILexicalBlock(scope: !38, file: !1, line: 46, column: 3)
!148 = distinct !{!148, !144, !149, !97}
!149 = !DILocation(line: 47, column: 15, scope: !38)
!150 = !DILocation(line: 47, column: 10, scope: !147)
!151 = !DILocation(line: 46, column: 32, scope: !147)
!152 = distinct !{!152, !130}
!153 = !DILocation(line: 48, column: 3, scope: !18)
!154 = !DILocation(line: 49, column: 3, scope: !18)
