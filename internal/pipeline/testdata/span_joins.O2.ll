; ModuleID = 'span_joins.c'
source_filename = "span_joins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.flags = private unnamed_addr constant [4 x i32] [i32 1, i32 0, i32 2, i32 1], align 16
@.str = private unnamed_addr constant [8 x i8] c"%f %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !40
  %3 = icmp sgt i32 %0, 1, !dbg !41
  br i1 %3, label %4, label %19, !dbg !42

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !43
  %6 = load i8*, i8** %5, align 8, !dbg !43, !tbaa !44
  call void @llvm.dbg.value(metadata i8* %6, metadata !48, metadata !DIExpression()) #7, !dbg !56
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !58
  %8 = trunc i64 %7 to i32, !dbg !59
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !40
  %9 = icmp eq i32 %0, 2, !dbg !60
  br i1 %9, label %19, label %10, !dbg !61

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !62
  %12 = load i8*, i8** %11, align 8, !dbg !62, !tbaa !44
  call void @llvm.dbg.value(metadata i8* %12, metadata !48, metadata !DIExpression()) #7, !dbg !63
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !65
  %14 = trunc i64 %13 to i32, !dbg !66
  call void @llvm.dbg.value(metadata i32 %14, metadata !22, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata [4 x i32]* @__const.main.flags, metadata !23, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !27, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !68
  %15 = icmp sgt i32 %14, 0, !dbg !69
  br i1 %15, label %19, label %16, !dbg !70

16:                                               ; preds = %10
  %17 = shl i64 %7, 32, !dbg !71
  %18 = ashr exact i64 %17, 32, !dbg !71
  br label %24, !dbg !70

19:                                               ; preds = %2, %4, %10
  %20 = phi i64 [ %13, %10 ], [ 3, %4 ], [ 3, %2 ]
  %21 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %22 = sext i32 %21 to i64, !dbg !70
  %23 = and i64 %20, 4294967295, !dbg !69
  br label %93, !dbg !70

24:                                               ; preds = %198, %16
  %25 = phi i32 [ %8, %16 ], [ %21, %198 ]
  %26 = phi i64 [ %18, %16 ], [ %22, %198 ], !dbg !71
  %27 = phi double [ 0.000000e+00, %16 ], [ %201, %198 ], !dbg !40
  call void @llvm.dbg.value(metadata i32 %8, metadata !79, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %26, metadata !81, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 0, metadata !82, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 0, metadata !83, metadata !DIExpression()), !dbg !87
  %28 = icmp sgt i32 %25, 0, !dbg !88
  br i1 %28, label %29, label %90, !dbg !90

29:                                               ; preds = %24
  %30 = icmp ult i64 %26, 4, !dbg !90
  %31 = add nsw i64 %26, -5, !dbg !90
  %32 = icmp ult i64 %31, -4, !dbg !90
  %33 = select i1 %30, i1 true, i1 %32, !dbg !90
  br i1 %33, label %37, label %34, !dbg !90

34:                                               ; preds = %29
  %35 = and i64 %26, -4, !dbg !90
  %36 = icmp eq i64 %26, %35, !dbg !90
  br i1 %36, label %90, label %37, !dbg !90

37:                                               ; preds = %29, %34
  %38 = phi i64 [ 0, %29 ], [ %35, %34 ]
  %39 = phi i64 [ 0, %29 ], [ 4, %34 ]
  %40 = xor i64 %38, -1, !dbg !90
  %41 = add nsw i64 %26, %40, !dbg !90
  %42 = and i64 %26, 3, !dbg !90
  %43 = icmp eq i64 %42, 0, !dbg !90
  br i1 %43, label %56, label %44, !dbg !90

44:                                               ; preds = %37, %44
  %45 = phi i64 [ %53, %44 ], [ %38, %37 ]
  %46 = phi i64 [ %52, %44 ], [ %39, %37 ]
  %47 = phi i64 [ %54, %44 ], [ 0, %37 ]
  call void @llvm.dbg.value(metadata i64 %45, metadata !83, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %46, metadata !82, metadata !DIExpression()), !dbg !86
  %48 = and i64 %45, 3, !dbg !91
  %49 = getelementptr inbounds [4 x i32], [4 x i32]* @__const.main.flags, i64 0, i64 %48, !dbg !92
  %50 = load i32, i32* %49, align 4, !dbg !92, !tbaa !93
  %51 = sext i32 %50 to i64, !dbg !92
  %52 = add nsw i64 %46, %51, !dbg !95
  call void @llvm.dbg.value(metadata i64 %52, metadata !82, metadata !DIExpression()), !dbg !86
  %53 = add nuw nsw i64 %45, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %53, metadata !83, metadata !DIExpression()), !dbg !87
  %54 = add i64 %47, 1, !dbg !90
  %55 = icmp eq i64 %54, %42, !dbg !90
  br i1 %55, label %56, label %44, !dbg !90, !llvm.loop !97

56:                                               ; preds = %44, %37
  %57 = phi i64 [ undef, %37 ], [ %52, %44 ]
  %58 = phi i64 [ %38, %37 ], [ %53, %44 ]
  %59 = phi i64 [ %39, %37 ], [ %52, %44 ]
  %60 = icmp ult i64 %41, 3, !dbg !90
  br i1 %60, label %90, label %61, !dbg !90

61:                                               ; preds = %56
  %62 = and i64 %58, 3, !dbg !90
  %63 = add i64 %58, 1, !dbg !90
  %64 = and i64 %63, 3, !dbg !90
  %65 = and i64 %58, 3, !dbg !90
  %66 = xor i64 %65, 2, !dbg !90
  %67 = add i64 %58, 3, !dbg !90
  %68 = and i64 %67, 3, !dbg !90
  %69 = getelementptr inbounds [4 x i32], [4 x i32]* @__const.main.flags, i64 0, i64 %62
  %70 = load i32, i32* %69, align 4, !tbaa !93
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [4 x i32], [4 x i32]* @__const.main.flags, i64 0, i64 %64
  %73 = load i32, i32* %72, align 4, !tbaa !93
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [4 x i32], [4 x i32]* @__const.main.flags, i64 0, i64 %66
  %76 = load i32, i32* %75, align 4, !tbaa !93
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [4 x i32], [4 x i32]* @__const.main.flags, i64 0, i64 %68
  %79 = load i32, i32* %78, align 4, !tbaa !93
  %80 = sext i32 %79 to i64
  br label %81, !dbg !90

81:                                               ; preds = %81, %61
  %82 = phi i64 [ %58, %61 ], [ %88, %81 ]
  %83 = phi i64 [ %59, %61 ], [ %87, %81 ]
  call void @llvm.dbg.value(metadata i64 %82, metadata !83, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %83, metadata !82, metadata !DIExpression()), !dbg !86
  %84 = add nsw i64 %83, %71, !dbg !95
  call void @llvm.dbg.value(metadata i64 %84, metadata !82, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %82, metadata !83, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !87
  call void @llvm.dbg.value(metadata i64 %82, metadata !83, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !87
  call void @llvm.dbg.value(metadata i64 %84, metadata !82, metadata !DIExpression()), !dbg !86
  %85 = add nsw i64 %84, %74, !dbg !95
  call void @llvm.dbg.value(metadata i64 %85, metadata !82, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %82, metadata !83, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !87
  call void @llvm.dbg.value(metadata i64 %82, metadata !83, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !87
  call void @llvm.dbg.value(metadata i64 %85, metadata !82, metadata !DIExpression()), !dbg !86
  %86 = add nsw i64 %85, %77, !dbg !95
  call void @llvm.dbg.value(metadata i64 %86, metadata !82, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %82, metadata !83, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !87
  call void @llvm.dbg.value(metadata i64 %82, metadata !83, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !87
  call void @llvm.dbg.value(metadata i64 %86, metadata !82, metadata !DIExpression()), !dbg !86
  %87 = add nsw i64 %86, %80, !dbg !95
  call void @llvm.dbg.value(metadata i64 %87, metadata !82, metadata !DIExpression()), !dbg !86
  %88 = add nuw nsw i64 %82, 4, !dbg !96
  call void @llvm.dbg.value(metadata i64 %88, metadata !83, metadata !DIExpression()), !dbg !87
  %89 = icmp eq i64 %88, %26, !dbg !88
  br i1 %89, label %90, label %81, !dbg !90, !llvm.loop !99

90:                                               ; preds = %56, %81, %34, %24
  %91 = phi i64 [ 0, %24 ], [ 4, %34 ], [ %57, %56 ], [ %87, %81 ], !dbg !86
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), double noundef %27, i64 noundef %91), !dbg !103
  ret i32 0, !dbg !104

93:                                               ; preds = %19, %198
  %94 = phi i64 [ 0, %19 ], [ %202, %198 ]
  %95 = phi double [ 0.000000e+00, %19 ], [ %201, %198 ]
  call void @llvm.dbg.value(metadata double %95, metadata !27, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %94, metadata !29, metadata !DIExpression()), !dbg !68
  %96 = trunc i64 %94 to i32, !dbg !105
  %97 = add i32 %21, %96, !dbg !105
  %98 = zext i32 %97 to i64, !dbg !105
  %99 = add nsw i64 %98, -5, !dbg !105
  %100 = lshr i64 %99, 2, !dbg !105
  %101 = add nuw nsw i64 %100, 1, !dbg !105
  %102 = trunc i64 %94 to i32, !dbg !105
  %103 = add i32 %21, %102, !dbg !105
  %104 = zext i32 %103 to i64, !dbg !105
  %105 = add nsw i64 %104, -1, !dbg !105
  %106 = add nsw i64 %94, %22, !dbg !105
  call void @llvm.dbg.value(metadata i64 %106, metadata !106, metadata !DIExpression()) #7, !dbg !114
  call void @llvm.dbg.value(metadata double* null, metadata !111, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)) #7, !dbg !114
  call void @llvm.dbg.value(metadata double* null, metadata !111, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #7, !dbg !114
  %107 = trunc i64 %106 to i32, !dbg !116
  %108 = icmp eq i32 %107, 0, !dbg !116
  br i1 %108, label %198, label %109, !dbg !118

109:                                              ; preds = %93
  %110 = shl nsw i64 %106, 3, !dbg !119
  %111 = tail call noalias i8* @malloc(i64 noundef %110) #7, !dbg !120
  %112 = bitcast i8* %111 to double*, !dbg !120
  call void @llvm.dbg.value(metadata double* %112, metadata !111, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)) #7, !dbg !114
  store double 1.000000e+00, double* %112, align 8, !dbg !121, !tbaa !122
  %113 = icmp eq i32 %107, 1, !dbg !124
  br i1 %113, label %185, label %114, !dbg !126

114:                                              ; preds = %109
  call void @llvm.dbg.value(metadata i32 1, metadata !112, metadata !DIExpression()) #7, !dbg !127
  %115 = icmp sgt i64 %106, 1, !dbg !128
  br i1 %115, label %116, label %182, !dbg !130

116:                                              ; preds = %114
  %117 = and i64 %106, 4294967295, !dbg !128
  %118 = icmp ult i64 %105, 4, !dbg !130
  br i1 %118, label %172, label %119, !dbg !130

119:                                              ; preds = %116
  %120 = and i64 %105, -4, !dbg !130
  %121 = or i64 %120, 1, !dbg !130
  %122 = and i64 %101, 1, !dbg !130
  %123 = icmp ult i64 %99, 4, !dbg !130
  br i1 %123, label %155, label %124, !dbg !130

124:                                              ; preds = %119
  %125 = and i64 %101, 9223372036854775806, !dbg !130
  br label %126, !dbg !130

126:                                              ; preds = %126, %124
  %127 = phi i64 [ 0, %124 ], [ %151, %126 ]
  %128 = phi <2 x i32> [ <i32 1, i32 2>, %124 ], [ %152, %126 ], !dbg !131
  %129 = phi i64 [ 0, %124 ], [ %153, %126 ]
  %130 = or i64 %127, 1
  %131 = add <2 x i32> %128, <i32 2, i32 2>, !dbg !131
  %132 = sitofp <2 x i32> %128 to <2 x double>, !dbg !131
  %133 = sitofp <2 x i32> %131 to <2 x double>, !dbg !131
  %134 = fmul <2 x double> %132, <double 2.500000e-01, double 2.500000e-01>, !dbg !132
  %135 = fmul <2 x double> %133, <double 2.500000e-01, double 2.500000e-01>, !dbg !132
  %136 = getelementptr inbounds double, double* %112, i64 %130, !dbg !133
  %137 = bitcast double* %136 to <2 x double>*, !dbg !134
  store <2 x double> %134, <2 x double>* %137, align 8, !dbg !134, !tbaa !122
  %138 = getelementptr inbounds double, double* %136, i64 2, !dbg !134
  %139 = bitcast double* %138 to <2 x double>*, !dbg !134
  store <2 x double> %135, <2 x double>* %139, align 8, !dbg !134, !tbaa !122
  %140 = add <2 x i32> %128, <i32 4, i32 4>, !dbg !131
  %141 = or i64 %127, 5
  %142 = add <2 x i32> %128, <i32 6, i32 6>, !dbg !131
  %143 = sitofp <2 x i32> %140 to <2 x double>, !dbg !131
  %144 = sitofp <2 x i32> %142 to <2 x double>, !dbg !131
  %145 = fmul <2 x double> %143, <double 2.500000e-01, double 2.500000e-01>, !dbg !132
  %146 = fmul <2 x double> %144, <double 2.500000e-01, double 2.500000e-01>, !dbg !132
  %147 = getelementptr inbounds double, double* %112, i64 %141, !dbg !133
  %148 = bitcast double* %147 to <2 x double>*, !dbg !134
  store <2 x double> %145, <2 x double>* %148, align 8, !dbg !134, !tbaa !122
  %149 = getelementptr inbounds double, double* %147, i64 2, !dbg !134
  %150 = bitcast double* %149 to <2 x double>*, !dbg !134
  store <2 x double> %146, <2 x double>* %150, align 8, !dbg !134, !tbaa !122
  %151 = add nuw i64 %127, 8
  %152 = add <2 x i32> %128, <i32 8, i32 8>, !dbg !131
  %153 = add i64 %129, 2
  %154 = icmp eq i64 %153, %125
  br i1 %154, label %155, label %126, !llvm.loop !135

155:                                              ; preds = %126, %119
  %156 = phi i64 [ 0, %119 ], [ %151, %126 ]
  %157 = phi <2 x i32> [ <i32 1, i32 2>, %119 ], [ %152, %126 ]
  %158 = icmp eq i64 %122, 0
  br i1 %158, label %170, label %159

159:                                              ; preds = %155
  %160 = or i64 %156, 1
  %161 = add <2 x i32> %157, <i32 2, i32 2>, !dbg !131
  %162 = sitofp <2 x i32> %157 to <2 x double>, !dbg !131
  %163 = sitofp <2 x i32> %161 to <2 x double>, !dbg !131
  %164 = fmul <2 x double> %162, <double 2.500000e-01, double 2.500000e-01>, !dbg !132
  %165 = fmul <2 x double> %163, <double 2.500000e-01, double 2.500000e-01>, !dbg !132
  %166 = getelementptr inbounds double, double* %112, i64 %160, !dbg !133
  %167 = bitcast double* %166 to <2 x double>*, !dbg !134
  store <2 x double> %164, <2 x double>* %167, align 8, !dbg !134, !tbaa !122
  %168 = getelementptr inbounds double, double* %166, i64 2, !dbg !134
  %169 = bitcast double* %168 to <2 x double>*, !dbg !134
  store <2 x double> %165, <2 x double>* %169, align 8, !dbg !134, !tbaa !122
  br label %170, !dbg !130

170:                                              ; preds = %155, %159
  %171 = icmp eq i64 %105, %120, !dbg !130
  br i1 %171, label %182, label %172, !dbg !130

172:                                              ; preds = %116, %170
  %173 = phi i64 [ 1, %116 ], [ %121, %170 ]
  br label %174, !dbg !130

174:                                              ; preds = %172, %174
  %175 = phi i64 [ %180, %174 ], [ %173, %172 ]
  call void @llvm.dbg.value(metadata i64 %175, metadata !112, metadata !DIExpression()) #7, !dbg !127
  %176 = trunc i64 %175 to i32, !dbg !131
  %177 = sitofp i32 %176 to double, !dbg !131
  %178 = fmul double %177, 2.500000e-01, !dbg !132
  %179 = getelementptr inbounds double, double* %112, i64 %175, !dbg !133
  store double %178, double* %179, align 8, !dbg !134, !tbaa !122
  %180 = add nuw nsw i64 %175, 1, !dbg !137
  call void @llvm.dbg.value(metadata i64 %180, metadata !112, metadata !DIExpression()) #7, !dbg !127
  %181 = icmp eq i64 %180, %117, !dbg !128
  br i1 %181, label %182, label %174, !dbg !130, !llvm.loop !138

182:                                              ; preds = %174, %170, %114
  %183 = getelementptr inbounds double, double* %112, i64 %106, !dbg !114
  call void @llvm.dbg.value(metadata double* %112, metadata !111, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)) #7, !dbg !114
  call void @llvm.dbg.value(metadata double* %183, metadata !111, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #7, !dbg !114
  call void @llvm.dbg.value(metadata double* %112, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !140
  call void @llvm.dbg.value(metadata double* %183, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !140
  call void @llvm.dbg.value(metadata double* %112, metadata !141, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !149
  call void @llvm.dbg.value(metadata double* %183, metadata !141, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !149
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !146, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double* %112, metadata !147, metadata !DIExpression()), !dbg !151
  %184 = icmp eq double* %183, %112, !dbg !152
  br i1 %184, label %198, label %185, !dbg !154

185:                                              ; preds = %109, %182
  %186 = phi i64 [ %106, %182 ], [ 1, %109 ]
  %187 = getelementptr inbounds double, double* %112, i64 %186, !dbg !151
  call void @llvm.dbg.value(metadata double* %112, metadata !147, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !146, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double* %112, metadata !147, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !151
  %188 = icmp eq i64 %186, 1, !dbg !152
  br i1 %188, label %198, label %189, !dbg !154, !llvm.loop !155

189:                                              ; preds = %185
  %190 = getelementptr inbounds double, double* %112, i64 1, !dbg !157
  call void @llvm.dbg.value(metadata double* %190, metadata !147, metadata !DIExpression()), !dbg !151
  br label %191, !dbg !154

191:                                              ; preds = %189, %191
  %192 = phi double* [ %190, %189 ], [ %196, %191 ]
  %193 = phi double [ 1.000000e+00, %189 ], [ %195, %191 ]
  call void @llvm.dbg.value(metadata double %193, metadata !146, metadata !DIExpression()), !dbg !149
  %194 = load double, double* %192, align 8, !dbg !158, !tbaa !122
  %195 = fadd double %193, %194, !dbg !154
  call void @llvm.dbg.value(metadata double* %192, metadata !147, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata double %195, metadata !146, metadata !DIExpression()), !dbg !149
  %196 = getelementptr inbounds double, double* %192, i64 1, !dbg !157
  call void @llvm.dbg.value(metadata double* %196, metadata !147, metadata !DIExpression()), !dbg !151
  %197 = icmp eq double* %196, %187, !dbg !152
  br i1 %197, label %198, label %191, !dbg !154, !llvm.loop !155

198:                                              ; preds = %191, %185, %93, %182
  %199 = phi i8* [ %111, %182 ], [ null, %93 ], [ %111, %185 ], [ %111, %191 ]
  %200 = phi double [ 0.000000e+00, %182 ], [ 0.000000e+00, %93 ], [ 1.000000e+00, %185 ], [ %195, %191 ], !dbg !149
  %201 = fadd double %95, %200, !dbg !159
  call void @llvm.dbg.value(metadata double %201, metadata !27, metadata !DIExpression()), !dbg !40
  tail call void @free(i8* noundef %199) #7, !dbg !160
  %202 = add nuw nsw i64 %94, 1, !dbg !161
  call void @llvm.dbg.value(metadata i64 %202, metadata !29, metadata !DIExpression()), !dbg !68
  %203 = icmp eq i64 %202, %23, !dbg !69
  br i1 %203, label %24, label %93, !dbg !70, !llvm.loop !162
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "span_joins.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "a62e85966482235c1f563b1f4512bcef")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 40, type: !16, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !27, !29, !31}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 40, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 40, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 41, type: !3)
!22 = !DILocalVariable(name: "reps", scope: !15, file: !1, line: 42, type: !3)
!23 = !DILocalVariable(name: "flags", scope: !15, file: !1, line: 43, type: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 4)
!27 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 44, type: !28)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DILocalVariable(name: "r", scope: !30, file: !1, line: 45, type: !3)
!30 = distinct !DILexicalBlock(scope: !15, file: !1, line: 45, column: 3)
!31 = !DILocalVariable(name: "sp", scope: !32, file: !1, line: 46, type: !34)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 45, column: 34)
!33 = distinct !DILexicalBlock(scope: !30, file: !1, line: 45, column: 3)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "span", file: !1, line: 7, baseType: !35)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 7, size: 128, elements: !36)
!36 = !{!37, !39}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "begin", scope: !35, file: !1, line: 7, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !35, file: !1, line: 7, baseType: !38, size: 64, offset: 64)
!40 = !DILocation(line: 0, scope: !15)
!41 = !DILocation(line: 41, column: 16, scope: !15)
!42 = !DILocation(line: 41, column: 11, scope: !15)
!43 = !DILocation(line: 41, column: 27, scope: !15)
!44 = !{!45, !45, i64 0}
!45 = !{!"any pointer", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocalVariable(name: "__nptr", arg: 1, scope: !49, file: !50, line: 362, type: !53)
!49 = distinct !DISubprogram(name: "atoi", scope: !50, file: !50, line: 362, type: !51, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !55)
!50 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!51 = !DISubroutineType(types: !52)
!52 = !{!3, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!55 = !{!48}
!56 = !DILocation(line: 0, scope: !49, inlinedAt: !57)
!57 = distinct !DILocation(line: 41, column: 22, scope: !15)
!58 = !DILocation(line: 364, column: 16, scope: !49, inlinedAt: !57)
!59 = !DILocation(line: 364, column: 10, scope: !49, inlinedAt: !57)
!60 = !DILocation(line: 42, column: 19, scope: !15)
!61 = !DILocation(line: 42, column: 14, scope: !15)
!62 = !DILocation(line: 42, column: 30, scope: !15)
!63 = !DILocation(line: 0, scope: !49, inlinedAt: !64)
!64 = distinct !DILocation(line: 42, column: 25, scope: !15)
!65 = !DILocation(line: 364, column: 16, scope: !49, inlinedAt: !64)
!66 = !DILocation(line: 364, column: 10, scope: !49, inlinedAt: !64)
!67 = !DILocation(line: 43, column: 7, scope: !15)
!68 = !DILocation(line: 0, scope: !30)
!69 = !DILocation(line: 45, column: 21, scope: !33)
!70 = !DILocation(line: 45, column: 3, scope: !30)
!71 = !DILocation(line: 33, column: 14, scope: !72, inlinedAt: !85)
!72 = distinct !DISubprogram(name: "count_len", scope: !1, file: !1, line: 32, type: !73, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !78)
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !3, !76}
!75 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!78 = !{!79, !80, !81, !82, !83}
!79 = !DILocalVariable(name: "n", arg: 1, scope: !72, file: !1, line: 32, type: !3)
!80 = !DILocalVariable(name: "flags", arg: 2, scope: !72, file: !1, line: 32, type: !76)
!81 = !DILocalVariable(name: "len", scope: !72, file: !1, line: 33, type: !75)
!82 = !DILocalVariable(name: "c", scope: !72, file: !1, line: 34, type: !75)
!83 = !DILocalVariable(name: "i", scope: !84, file: !1, line: 35, type: !75)
!84 = distinct !DILexicalBlock(scope: !72, file: !1, line: 35, column: 3)
!85 = distinct !DILocation(line: 50, column: 25, scope: !15)
!86 = !DILocation(line: 0, scope: !72, inlinedAt: !85)
!87 = !DILocation(line: 0, scope: !84, inlinedAt: !85)
!88 = !DILocation(line: 35, column: 22, scope: !89, inlinedAt: !85)
!89 = distinct !DILexicalBlock(scope: !84, file: !1, line: 35, column: 3)
!90 = !DILocation(line: 35, column: 3, scope: !84, inlinedAt: !85)
!91 = !DILocation(line: 36, column: 18, scope: !89, inlinedAt: !85)
!92 = !DILocation(line: 36, column: 10, scope: !89, inlinedAt: !85)
!93 = !{!94, !94, i64 0}
!94 = !{!"int", !46, i64 0}
!95 = !DILocation(line: 36, column: 7, scope: !89, inlinedAt: !85)
!96 = !DILocation(line: 35, column: 30, scope: !89, inlinedAt: !85)
!97 = distinct !{!97, !98}
!98 = !{!"llvm.loop.unroll.disable"}
!99 = distinct !{!99, !90, !100, !101, !102}
!100 = !DILocation(line: 36, column: 21, scope: !84, inlinedAt: !85)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !{!"llvm.loop.isvectorized", i32 1}
!103 = !DILocation(line: 50, column: 3, scope: !15)
!104 = !DILocation(line: 51, column: 3, scope: !15)
!105 = !DILocation(line: 46, column: 27, scope: !32)
!106 = !DILocalVariable(name: "n", arg: 1, scope: !107, file: !1, line: 9, type: !3)
!107 = distinct !DISubprogram(name: "make_span", scope: !1, file: !1, line: 9, type: !108, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!34, !3}
!110 = !{!106, !111, !112}
!111 = !DILocalVariable(name: "s", scope: !107, file: !1, line: 10, type: !34)
!112 = !DILocalVariable(name: "i", scope: !113, file: !1, line: 19, type: !3)
!113 = distinct !DILexicalBlock(scope: !107, file: !1, line: 19, column: 3)
!114 = !DILocation(line: 0, scope: !107, inlinedAt: !115)
!115 = distinct !DILocation(line: 46, column: 15, scope: !32)
!116 = !DILocation(line: 11, column: 9, scope: !117, inlinedAt: !115)
!117 = distinct !DILexicalBlock(scope: !107, file: !1, line: 11, column: 7)
!118 = !DILocation(line: 11, column: 7, scope: !107, inlinedAt: !115)
!119 = !DILocation(line: 13, column: 35, scope: !107, inlinedAt: !115)
!120 = !DILocation(line: 13, column: 13, scope: !107, inlinedAt: !115)
!121 = !DILocation(line: 14, column: 14, scope: !107, inlinedAt: !115)
!122 = !{!123, !123, i64 0}
!123 = !{!"double", !46, i64 0}
!124 = !DILocation(line: 15, column: 9, scope: !125, inlinedAt: !115)
!125 = distinct !DILexicalBlock(scope: !107, file: !1, line: 15, column: 7)
!126 = !DILocation(line: 15, column: 7, scope: !107, inlinedAt: !115)
!127 = !DILocation(line: 0, scope: !113, inlinedAt: !115)
!128 = !DILocation(line: 19, column: 21, scope: !129, inlinedAt: !115)
!129 = distinct !DILexicalBlock(scope: !113, file: !1, line: 19, column: 3)
!130 = !DILocation(line: 19, column: 3, scope: !113, inlinedAt: !115)
!131 = !DILocation(line: 20, column: 18, scope: !129, inlinedAt: !115)
!132 = !DILocation(line: 20, column: 20, scope: !129, inlinedAt: !115)
!133 = !DILocation(line: 20, column: 5, scope: !129, inlinedAt: !115)
!134 = !DILocation(line: 20, column: 16, scope: !129, inlinedAt: !115)
!135 = distinct !{!135, !130, !136, !101, !102}
!136 = !DILocation(line: 20, column: 22, scope: !113, inlinedAt: !115)
!137 = !DILocation(line: 19, column: 27, scope: !129, inlinedAt: !115)
!138 = distinct !{!138, !130, !136, !101, !139, !102}
!139 = !{!"llvm.loop.unroll.runtime.disable"}
!140 = !DILocation(line: 0, scope: !32)
!141 = !DILocalVariable(name: "s", arg: 1, scope: !142, file: !1, line: 25, type: !34)
!142 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 25, type: !143, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{!28, !34}
!145 = !{!141, !146, !147}
!146 = !DILocalVariable(name: "t", scope: !142, file: !1, line: 26, type: !28)
!147 = !DILocalVariable(name: "p", scope: !148, file: !1, line: 27, type: !38)
!148 = distinct !DILexicalBlock(scope: !142, file: !1, line: 27, column: 3)
!149 = !DILocation(line: 0, scope: !142, inlinedAt: !150)
!150 = distinct !DILocation(line: 47, column: 10, scope: !32)
!151 = !DILocation(line: 0, scope: !148, inlinedAt: !150)
!152 = !DILocation(line: 27, column: 31, scope: !153, inlinedAt: !150)
!153 = distinct !DILexicalBlock(scope: !148, file: !1, line: 27, column: 3)
!154 = !DILocation(line: 27, column: 3, scope: !148, inlinedAt: !150)
!155 = distinct !{!155, !154, !156, !101}
!156 = !DILocation(line: 28, column: 11, scope: !148, inlinedAt: !150)
!157 = !DILocation(line: 27, column: 41, scope: !153, inlinedAt: !150)
!158 = !DILocation(line: 28, column: 10, scope: !153, inlinedAt: !150)
!159 = !DILocation(line: 47, column: 7, scope: !32)
!160 = !DILocation(line: 48, column: 5, scope: !32)
!161 = !DILocation(line: 45, column: 30, scope: !33)
!162 = distinct !{!162, !70, !163, !101}
!163 = !DILocation(line: 49, column: 3, scope: !30)
