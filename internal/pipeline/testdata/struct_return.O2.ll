; ModuleID = 'struct_return.c'
source_filename = "struct_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.mat = type { i32, i32, double* }
%struct.grid = type { i32, i32, i32, double* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !61
  call void @llvm.dbg.declare(metadata i32* undef, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !63
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !64
  %3 = icmp sgt i32 %0, 1, !dbg !65
  br i1 %3, label %4, label %15, !dbg !66

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !67
  %6 = load i8*, i8** %5, align 8, !dbg !67, !tbaa !68
  call void @llvm.dbg.value(metadata i8* %6, metadata !72, metadata !DIExpression()) #8, !dbg !80
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !82
  %8 = trunc i64 %7 to i32, !dbg !83
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression()), !dbg !64
  %9 = icmp eq i32 %0, 2, !dbg !84
  br i1 %9, label %15, label %10, !dbg !85

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !86
  %12 = load i8*, i8** %11, align 8, !dbg !86, !tbaa !68
  call void @llvm.dbg.value(metadata i8* %12, metadata !72, metadata !DIExpression()) #8, !dbg !87
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !89
  %14 = trunc i64 %13 to i32, !dbg !90
  br label %15, !dbg !85

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 60, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 50, %4 ], [ 50, %2 ], !dbg !85
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i32 %8, metadata !91, metadata !DIExpression()) #8, !dbg !100
  call void @llvm.dbg.value(metadata i32 %17, metadata !96, metadata !DIExpression()) #8, !dbg !100
  call void @llvm.dbg.value(metadata i32 %8, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #8, !dbg !100
  call void @llvm.dbg.value(metadata i32 %17, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)) #8, !dbg !100
  %18 = sext i32 %16 to i64, !dbg !102
  %19 = shl nsw i64 %18, 3, !dbg !103
  %20 = sext i32 %17 to i64, !dbg !104
  %21 = mul i64 %19, %20, !dbg !105
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #8, !dbg !106
  %23 = bitcast i8* %22 to double*, !dbg !106
  call void @llvm.dbg.value(metadata double* %23, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #8, !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #8, !dbg !107
  %24 = mul i32 %17, %16
  %25 = icmp sgt i32 %24, 0, !dbg !108
  br i1 %25, label %29, label %26, !dbg !110

26:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 %16, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %17, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !64
  call void @llvm.dbg.value(metadata double* %23, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %8, metadata !91, metadata !DIExpression()) #8, !dbg !111
  call void @llvm.dbg.value(metadata i32 %17, metadata !96, metadata !DIExpression()) #8, !dbg !111
  call void @llvm.dbg.value(metadata i32 %8, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #8, !dbg !111
  call void @llvm.dbg.value(metadata i32 %17, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)) #8, !dbg !111
  %27 = tail call noalias i8* @malloc(i64 noundef %21) #8, !dbg !113
  %28 = bitcast i8* %27 to double*, !dbg !113
  call void @llvm.dbg.value(metadata double* %90, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #8, !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #8, !dbg !114
  br label %150, !dbg !115

29:                                               ; preds = %15
  %30 = zext i32 %24 to i64, !dbg !108
  %31 = icmp eq i32 %24, 1, !dbg !110
  br i1 %31, label %76, label %32, !dbg !110

32:                                               ; preds = %29
  %33 = and i64 %30, 4294967294, !dbg !110
  %34 = add nsw i64 %33, -2, !dbg !110
  %35 = lshr exact i64 %34, 1, !dbg !110
  %36 = add nuw i64 %35, 1, !dbg !110
  %37 = and i64 %36, 1, !dbg !110
  %38 = icmp eq i64 %34, 0, !dbg !110
  br i1 %38, label %63, label %39, !dbg !110

39:                                               ; preds = %32
  %40 = and i64 %36, -2, !dbg !110
  br label %41, !dbg !110

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %59, %41 ], !dbg !116
  %43 = phi <2 x i32> [ <i32 0, i32 1>, %39 ], [ %60, %41 ], !dbg !117
  %44 = phi i64 [ 0, %39 ], [ %61, %41 ]
  %45 = mul nsw <2 x i32> %43, <i32 7, i32 7>, !dbg !117
  %46 = urem <2 x i32> %45, <i32 13, i32 13>, !dbg !118
  %47 = add nuw nsw <2 x i32> %46, <i32 1, i32 1>, !dbg !119
  %48 = sitofp <2 x i32> %47 to <2 x double>, !dbg !119
  %49 = getelementptr inbounds double, double* %23, i64 %42, !dbg !116
  %50 = bitcast double* %49 to <2 x double>*, !dbg !120
  store <2 x double> %48, <2 x double>* %50, align 8, !dbg !120, !tbaa !121
  %51 = or i64 %42, 2, !dbg !116
  %52 = mul <2 x i32> %43, <i32 7, i32 7>, !dbg !117
  %53 = add <2 x i32> %52, <i32 14, i32 14>, !dbg !117
  %54 = urem <2 x i32> %53, <i32 13, i32 13>, !dbg !118
  %55 = add nuw nsw <2 x i32> %54, <i32 1, i32 1>, !dbg !119
  %56 = sitofp <2 x i32> %55 to <2 x double>, !dbg !119
  %57 = getelementptr inbounds double, double* %23, i64 %51, !dbg !116
  %58 = bitcast double* %57 to <2 x double>*, !dbg !120
  store <2 x double> %56, <2 x double>* %58, align 8, !dbg !120, !tbaa !121
  %59 = add nuw i64 %42, 4, !dbg !116
  %60 = add <2 x i32> %43, <i32 4, i32 4>, !dbg !117
  %61 = add nuw i64 %44, 2, !dbg !116
  %62 = icmp eq i64 %61, %40, !dbg !116
  br i1 %62, label %63, label %41, !dbg !116, !llvm.loop !123

63:                                               ; preds = %41, %32
  %64 = phi i64 [ 0, %32 ], [ %59, %41 ]
  %65 = phi <2 x i32> [ <i32 0, i32 1>, %32 ], [ %60, %41 ]
  %66 = icmp eq i64 %37, 0, !dbg !116
  br i1 %66, label %74, label %67, !dbg !116

67:                                               ; preds = %63
  %68 = mul nsw <2 x i32> %65, <i32 7, i32 7>, !dbg !117
  %69 = urem <2 x i32> %68, <i32 13, i32 13>, !dbg !118
  %70 = add nuw nsw <2 x i32> %69, <i32 1, i32 1>, !dbg !119
  %71 = sitofp <2 x i32> %70 to <2 x double>, !dbg !119
  %72 = getelementptr inbounds double, double* %23, i64 %64, !dbg !116
  %73 = bitcast double* %72 to <2 x double>*, !dbg !120
  store <2 x double> %71, <2 x double>* %73, align 8, !dbg !120, !tbaa !121
  br label %74, !dbg !110

74:                                               ; preds = %63, %67
  %75 = icmp eq i64 %33, %30, !dbg !110
  br i1 %75, label %88, label %76, !dbg !110

76:                                               ; preds = %29, %74
  %77 = phi i64 [ 0, %29 ], [ %33, %74 ]
  br label %78, !dbg !110

78:                                               ; preds = %76, %78
  %79 = phi i64 [ %86, %78 ], [ %77, %76 ]
  call void @llvm.dbg.value(metadata i64 %79, metadata !98, metadata !DIExpression()) #8, !dbg !107
  %80 = trunc i64 %79 to i32, !dbg !117
  %81 = mul nsw i32 %80, 7, !dbg !117
  %82 = urem i32 %81, 13, !dbg !118
  %83 = add nuw nsw i32 %82, 1, !dbg !119
  %84 = sitofp i32 %83 to double, !dbg !119
  %85 = getelementptr inbounds double, double* %23, i64 %79, !dbg !127
  store double %84, double* %85, align 8, !dbg !120, !tbaa !121
  %86 = add nuw nsw i64 %79, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %86, metadata !98, metadata !DIExpression()) #8, !dbg !107
  %87 = icmp eq i64 %86, %30, !dbg !108
  br i1 %87, label %88, label %78, !dbg !110, !llvm.loop !128

88:                                               ; preds = %78, %74
  call void @llvm.dbg.value(metadata i32 %16, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %17, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !64
  call void @llvm.dbg.value(metadata double* %23, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %8, metadata !91, metadata !DIExpression()) #8, !dbg !111
  call void @llvm.dbg.value(metadata i32 %17, metadata !96, metadata !DIExpression()) #8, !dbg !111
  call void @llvm.dbg.value(metadata i32 %8, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #8, !dbg !111
  call void @llvm.dbg.value(metadata i32 %17, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)) #8, !dbg !111
  %89 = tail call noalias i8* @malloc(i64 noundef %21) #8, !dbg !113
  %90 = bitcast i8* %89 to double*, !dbg !113
  call void @llvm.dbg.value(metadata double* %90, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #8, !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #8, !dbg !114
  br i1 %25, label %91, label %150, !dbg !115

91:                                               ; preds = %88
  %92 = zext i32 %24 to i64, !dbg !130
  %93 = icmp eq i32 %24, 1, !dbg !115
  br i1 %93, label %138, label %94, !dbg !115

94:                                               ; preds = %91
  %95 = and i64 %30, 4294967294, !dbg !115
  %96 = add nsw i64 %95, -2, !dbg !115
  %97 = lshr exact i64 %96, 1, !dbg !115
  %98 = add nuw i64 %97, 1, !dbg !115
  %99 = and i64 %98, 1, !dbg !115
  %100 = icmp eq i64 %96, 0, !dbg !115
  br i1 %100, label %125, label %101, !dbg !115

101:                                              ; preds = %94
  %102 = and i64 %98, -2, !dbg !115
  br label %103, !dbg !115

103:                                              ; preds = %103, %101
  %104 = phi i64 [ 0, %101 ], [ %121, %103 ], !dbg !131
  %105 = phi <2 x i32> [ <i32 0, i32 1>, %101 ], [ %122, %103 ], !dbg !132
  %106 = phi i64 [ 0, %101 ], [ %123, %103 ]
  %107 = mul nsw <2 x i32> %105, <i32 7, i32 7>, !dbg !132
  %108 = urem <2 x i32> %107, <i32 13, i32 13>, !dbg !133
  %109 = add nuw nsw <2 x i32> %108, <i32 1, i32 1>, !dbg !134
  %110 = sitofp <2 x i32> %109 to <2 x double>, !dbg !134
  %111 = getelementptr inbounds double, double* %90, i64 %104, !dbg !131
  %112 = bitcast double* %111 to <2 x double>*, !dbg !135
  store <2 x double> %110, <2 x double>* %112, align 8, !dbg !135, !tbaa !121
  %113 = or i64 %104, 2, !dbg !131
  %114 = mul <2 x i32> %105, <i32 7, i32 7>, !dbg !132
  %115 = add <2 x i32> %114, <i32 14, i32 14>, !dbg !132
  %116 = urem <2 x i32> %115, <i32 13, i32 13>, !dbg !133
  %117 = add nuw nsw <2 x i32> %116, <i32 1, i32 1>, !dbg !134
  %118 = sitofp <2 x i32> %117 to <2 x double>, !dbg !134
  %119 = getelementptr inbounds double, double* %90, i64 %113, !dbg !131
  %120 = bitcast double* %119 to <2 x double>*, !dbg !135
  store <2 x double> %118, <2 x double>* %120, align 8, !dbg !135, !tbaa !121
  %121 = add nuw i64 %104, 4, !dbg !131
  %122 = add <2 x i32> %105, <i32 4, i32 4>, !dbg !132
  %123 = add nuw i64 %106, 2, !dbg !131
  %124 = icmp eq i64 %123, %102, !dbg !131
  br i1 %124, label %125, label %103, !dbg !131, !llvm.loop !136

125:                                              ; preds = %103, %94
  %126 = phi i64 [ 0, %94 ], [ %121, %103 ]
  %127 = phi <2 x i32> [ <i32 0, i32 1>, %94 ], [ %122, %103 ]
  %128 = icmp eq i64 %99, 0, !dbg !131
  br i1 %128, label %136, label %129, !dbg !131

129:                                              ; preds = %125
  %130 = mul nsw <2 x i32> %127, <i32 7, i32 7>, !dbg !132
  %131 = urem <2 x i32> %130, <i32 13, i32 13>, !dbg !133
  %132 = add nuw nsw <2 x i32> %131, <i32 1, i32 1>, !dbg !134
  %133 = sitofp <2 x i32> %132 to <2 x double>, !dbg !134
  %134 = getelementptr inbounds double, double* %90, i64 %126, !dbg !131
  %135 = bitcast double* %134 to <2 x double>*, !dbg !135
  store <2 x double> %133, <2 x double>* %135, align 8, !dbg !135, !tbaa !121
  br label %136, !dbg !115

136:                                              ; preds = %125, %129
  %137 = icmp eq i64 %95, %30, !dbg !115
  br i1 %137, label %150, label %138, !dbg !115

138:                                              ; preds = %91, %136
  %139 = phi i64 [ 0, %91 ], [ %95, %136 ]
  br label %140, !dbg !115

140:                                              ; preds = %138, %140
  %141 = phi i64 [ %148, %140 ], [ %139, %138 ]
  call void @llvm.dbg.value(metadata i64 %141, metadata !98, metadata !DIExpression()) #8, !dbg !114
  %142 = trunc i64 %141 to i32, !dbg !132
  %143 = mul nsw i32 %142, 7, !dbg !132
  %144 = urem i32 %143, 13, !dbg !133
  %145 = add nuw nsw i32 %144, 1, !dbg !134
  %146 = sitofp i32 %145 to double, !dbg !134
  %147 = getelementptr inbounds double, double* %90, i64 %141, !dbg !138
  store double %146, double* %147, align 8, !dbg !135, !tbaa !121
  %148 = add nuw nsw i64 %141, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %148, metadata !98, metadata !DIExpression()) #8, !dbg !114
  %149 = icmp eq i64 %148, %92, !dbg !130
  br i1 %149, label %150, label %140, !dbg !115, !llvm.loop !139

150:                                              ; preds = %140, %136, %26, %88
  %151 = phi double* [ %28, %26 ], [ %90, %88 ], [ %90, %136 ], [ %90, %140 ]
  %152 = phi i8* [ %27, %26 ], [ %89, %88 ], [ %89, %136 ], [ %89, %140 ]
  %153 = zext i32 %17 to i64, !dbg !140
  call void @llvm.dbg.value(metadata i64 undef, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !64
  call void @llvm.dbg.value(metadata double* %90, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %17, metadata !91, metadata !DIExpression()) #8, !dbg !141
  call void @llvm.dbg.value(metadata i32 %17, metadata !96, metadata !DIExpression()) #8, !dbg !141
  call void @llvm.dbg.value(metadata i32 %17, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #8, !dbg !141
  call void @llvm.dbg.value(metadata i32 %17, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)) #8, !dbg !141
  %154 = shl nsw i64 %20, 3, !dbg !143
  %155 = mul i64 %154, %20, !dbg !144
  %156 = tail call noalias i8* @malloc(i64 noundef %155) #8, !dbg !145
  %157 = bitcast i8* %156 to double*, !dbg !145
  call void @llvm.dbg.value(metadata double* %157, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #8, !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #8, !dbg !146
  %158 = mul i32 %17, %17
  %159 = icmp sgt i32 %158, 0, !dbg !147
  br i1 %159, label %160, label %220, !dbg !148

160:                                              ; preds = %150
  %161 = zext i32 %158 to i64, !dbg !147
  %162 = icmp eq i32 %158, 1, !dbg !148
  br i1 %162, label %208, label %163, !dbg !148

163:                                              ; preds = %160
  %164 = and i64 %161, 4294967294, !dbg !148
  %165 = add nsw i64 %164, -2, !dbg !148
  %166 = lshr exact i64 %165, 1, !dbg !148
  %167 = add nuw i64 %166, 1, !dbg !148
  %168 = and i64 %167, 1, !dbg !148
  %169 = icmp eq i64 %165, 0, !dbg !148
  br i1 %169, label %199, label %170, !dbg !148

170:                                              ; preds = %163
  %171 = and i64 %167, -2, !dbg !148
  br label %172, !dbg !148

172:                                              ; preds = %172, %170
  %173 = phi i64 [ 0, %170 ], [ %190, %172 ], !dbg !149
  %174 = phi <2 x i32> [ <i32 0, i32 1>, %170 ], [ %191, %172 ], !dbg !150
  %175 = phi i64 [ 0, %170 ], [ %192, %172 ]
  %176 = mul nsw <2 x i32> %174, <i32 7, i32 7>, !dbg !150
  %177 = urem <2 x i32> %176, <i32 13, i32 13>, !dbg !151
  %178 = add nuw nsw <2 x i32> %177, <i32 1, i32 1>, !dbg !152
  %179 = sitofp <2 x i32> %178 to <2 x double>, !dbg !152
  %180 = getelementptr inbounds double, double* %157, i64 %173, !dbg !149
  %181 = bitcast double* %180 to <2 x double>*, !dbg !153
  store <2 x double> %179, <2 x double>* %181, align 8, !dbg !153, !tbaa !121
  %182 = or i64 %173, 2, !dbg !149
  %183 = mul <2 x i32> %174, <i32 7, i32 7>, !dbg !150
  %184 = add <2 x i32> %183, <i32 14, i32 14>, !dbg !150
  %185 = urem <2 x i32> %184, <i32 13, i32 13>, !dbg !151
  %186 = add nuw nsw <2 x i32> %185, <i32 1, i32 1>, !dbg !152
  %187 = sitofp <2 x i32> %186 to <2 x double>, !dbg !152
  %188 = getelementptr inbounds double, double* %157, i64 %182, !dbg !149
  %189 = bitcast double* %188 to <2 x double>*, !dbg !153
  store <2 x double> %187, <2 x double>* %189, align 8, !dbg !153, !tbaa !121
  %190 = add nuw i64 %173, 4, !dbg !149
  %191 = add <2 x i32> %174, <i32 4, i32 4>, !dbg !150
  %192 = add nuw i64 %175, 2, !dbg !149
  %193 = icmp eq i64 %192, %171, !dbg !149
  br i1 %193, label %194, label %172, !dbg !149, !llvm.loop !154

194:                                              ; preds = %172
  %195 = mul <2 x i32> %191, <i32 7, i32 7>, !dbg !149
  %196 = urem <2 x i32> %195, <i32 13, i32 13>, !dbg !149
  %197 = add nuw nsw <2 x i32> %196, <i32 1, i32 1>, !dbg !149
  %198 = sitofp <2 x i32> %197 to <2 x double>, !dbg !149
  br label %199, !dbg !149

199:                                              ; preds = %194, %163
  %200 = phi i64 [ 0, %163 ], [ %190, %194 ]
  %201 = phi <2 x double> [ <double 1.000000e+00, double 8.000000e+00>, %163 ], [ %198, %194 ]
  %202 = icmp eq i64 %168, 0, !dbg !149
  br i1 %202, label %206, label %203, !dbg !149

203:                                              ; preds = %199
  %204 = getelementptr inbounds double, double* %157, i64 %200, !dbg !149
  %205 = bitcast double* %204 to <2 x double>*, !dbg !153
  store <2 x double> %201, <2 x double>* %205, align 8, !dbg !153, !tbaa !121
  br label %206, !dbg !148

206:                                              ; preds = %199, %203
  %207 = icmp eq i64 %164, %161, !dbg !148
  br i1 %207, label %220, label %208, !dbg !148

208:                                              ; preds = %160, %206
  %209 = phi i64 [ 0, %160 ], [ %164, %206 ]
  br label %210, !dbg !148

210:                                              ; preds = %208, %210
  %211 = phi i64 [ %218, %210 ], [ %209, %208 ]
  call void @llvm.dbg.value(metadata i64 %211, metadata !98, metadata !DIExpression()) #8, !dbg !146
  %212 = trunc i64 %211 to i32, !dbg !150
  %213 = mul nsw i32 %212, 7, !dbg !150
  %214 = urem i32 %213, 13, !dbg !151
  %215 = add nuw nsw i32 %214, 1, !dbg !152
  %216 = sitofp i32 %215 to double, !dbg !152
  %217 = getelementptr inbounds double, double* %157, i64 %211, !dbg !156
  store double %216, double* %217, align 8, !dbg !153, !tbaa !121
  %218 = add nuw nsw i64 %211, 1, !dbg !149
  call void @llvm.dbg.value(metadata i64 %218, metadata !98, metadata !DIExpression()) #8, !dbg !146
  %219 = icmp eq i64 %218, %161, !dbg !147
  br i1 %219, label %220, label %210, !dbg !148, !llvm.loop !157

220:                                              ; preds = %210, %206, %150
  call void @llvm.dbg.value(metadata i64 undef, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !64
  call void @llvm.dbg.value(metadata double* %157, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !64
  call void @llvm.dbg.value(metadata %struct.mat* undef, metadata !158, metadata !DIExpression()) #8, !dbg !186
  call void @llvm.dbg.value(metadata %struct.mat* undef, metadata !164, metadata !DIExpression()) #8, !dbg !186
  call void @llvm.dbg.value(metadata %struct.mat* undef, metadata !165, metadata !DIExpression()) #8, !dbg !186
  call void @llvm.dbg.value(metadata i32 %17, metadata !166, metadata !DIExpression()) #8, !dbg !186
  call void @llvm.dbg.value(metadata i32 %16, metadata !167, metadata !DIExpression()) #8, !dbg !186
  call void @llvm.dbg.value(metadata i32 0, metadata !168, metadata !DIExpression()) #8, !dbg !188
  %221 = icmp sgt i32 %17, 0, !dbg !189
  br i1 %221, label %222, label %424, !dbg !190

222:                                              ; preds = %220
  %223 = icmp sgt i32 %16, 0
  %224 = zext i32 %16 to i64
  %225 = add nsw i64 %224, -1, !dbg !190
  %226 = and i64 %224, 3
  %227 = icmp ult i64 %225, 3
  %228 = and i64 %224, 4294967292
  %229 = icmp eq i64 %226, 0
  %230 = and i64 %225, 1
  %231 = icmp eq i32 %16, 2
  %232 = and i64 %225, -2
  %233 = icmp eq i64 %230, 0
  %234 = and i64 %224, 1
  %235 = icmp eq i64 %225, 0
  %236 = and i64 %224, 4294967294
  %237 = icmp eq i64 %234, 0
  %238 = and i64 %224, 1
  %239 = icmp eq i64 %225, 0
  %240 = and i64 %224, 4294967294
  %241 = icmp eq i64 %238, 0
  br label %245, !dbg !190

242:                                              ; preds = %396, %315
  call void @llvm.dbg.value(metadata i64 %316, metadata !168, metadata !DIExpression()) #8, !dbg !188
  %243 = add nuw nsw i64 %247, 1, !dbg !190
  %244 = icmp eq i64 %316, %153, !dbg !189
  br i1 %244, label %424, label %245, !dbg !190, !llvm.loop !191

245:                                              ; preds = %242, %222
  %246 = phi i64 [ 0, %222 ], [ %316, %242 ]
  %247 = phi i64 [ 1, %222 ], [ %243, %242 ]
  call void @llvm.dbg.value(metadata i64 %246, metadata !168, metadata !DIExpression()) #8, !dbg !188
  call void @llvm.dbg.value(metadata i32 0, metadata !173, metadata !DIExpression()) #8, !dbg !193
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !170, metadata !DIExpression()) #8, !dbg !194
  br i1 %223, label %248, label %265, !dbg !195

248:                                              ; preds = %245
  br i1 %227, label %249, label %276, !dbg !195

249:                                              ; preds = %276, %248
  %250 = phi double [ undef, %248 ], [ %302, %276 ]
  %251 = phi i64 [ 0, %248 ], [ %303, %276 ]
  %252 = phi double [ 0.000000e+00, %248 ], [ %302, %276 ]
  br i1 %229, label %265, label %253, !dbg !195

253:                                              ; preds = %249, %253
  %254 = phi i64 [ %262, %253 ], [ %251, %249 ]
  %255 = phi double [ %261, %253 ], [ %252, %249 ]
  %256 = phi i64 [ %263, %253 ], [ 0, %249 ]
  call void @llvm.dbg.value(metadata i64 %254, metadata !173, metadata !DIExpression()) #8, !dbg !193
  call void @llvm.dbg.value(metadata double %255, metadata !170, metadata !DIExpression()) #8, !dbg !194
  %257 = mul nuw nsw i64 %254, %153, !dbg !196
  %258 = add nuw nsw i64 %257, %246, !dbg !198
  %259 = getelementptr inbounds double, double* %23, i64 %258, !dbg !199
  %260 = load double, double* %259, align 8, !dbg !199, !tbaa !121
  %261 = tail call double @llvm.fmuladd.f64(double %260, double %260, double %255) #8, !dbg !200
  call void @llvm.dbg.value(metadata double %261, metadata !170, metadata !DIExpression()) #8, !dbg !194
  %262 = add nuw nsw i64 %254, 1, !dbg !201
  call void @llvm.dbg.value(metadata i64 %262, metadata !173, metadata !DIExpression()) #8, !dbg !193
  %263 = add i64 %256, 1, !dbg !195
  %264 = icmp eq i64 %263, %226, !dbg !195
  br i1 %264, label %265, label %253, !dbg !195, !llvm.loop !202

265:                                              ; preds = %249, %253, %245
  %266 = phi double [ 0.000000e+00, %245 ], [ %250, %249 ], [ %261, %253 ], !dbg !194
  %267 = tail call double @sqrt(double noundef %266) #8, !dbg !204
  %268 = mul nuw nsw i64 %246, %153, !dbg !205
  %269 = add nuw nsw i64 %268, %246, !dbg !206
  %270 = getelementptr inbounds double, double* %157, i64 %269, !dbg !207
  store double %267, double* %270, align 8, !dbg !208, !tbaa !121
  call void @llvm.dbg.value(metadata i32 0, metadata !175, metadata !DIExpression()) #8, !dbg !209
  br i1 %223, label %271, label %315, !dbg !210

271:                                              ; preds = %265
  call void @llvm.dbg.value(metadata i64 0, metadata !175, metadata !DIExpression()) #8, !dbg !209
  %272 = getelementptr inbounds double, double* %23, i64 %246, !dbg !211
  %273 = load double, double* %272, align 8, !dbg !211, !tbaa !121
  %274 = fdiv double %273, %267, !dbg !213
  %275 = getelementptr inbounds double, double* %151, i64 %246, !dbg !214
  store double %274, double* %275, align 8, !dbg !215, !tbaa !121
  call void @llvm.dbg.value(metadata i64 1, metadata !175, metadata !DIExpression()) #8, !dbg !209
  switch i32 %16, label %318 [
    i32 1, label %315
    i32 2, label %306
  ], !dbg !210

276:                                              ; preds = %248, %276
  %277 = phi i64 [ %303, %276 ], [ 0, %248 ]
  %278 = phi double [ %302, %276 ], [ 0.000000e+00, %248 ]
  %279 = phi i64 [ %304, %276 ], [ 0, %248 ]
  call void @llvm.dbg.value(metadata i64 %277, metadata !173, metadata !DIExpression()) #8, !dbg !193
  call void @llvm.dbg.value(metadata double %278, metadata !170, metadata !DIExpression()) #8, !dbg !194
  %280 = mul nuw nsw i64 %277, %153, !dbg !196
  %281 = add nuw nsw i64 %280, %246, !dbg !198
  %282 = getelementptr inbounds double, double* %23, i64 %281, !dbg !199
  %283 = load double, double* %282, align 8, !dbg !199, !tbaa !121
  %284 = tail call double @llvm.fmuladd.f64(double %283, double %283, double %278) #8, !dbg !200
  call void @llvm.dbg.value(metadata double %284, metadata !170, metadata !DIExpression()) #8, !dbg !194
  %285 = or i64 %277, 1, !dbg !201
  call void @llvm.dbg.value(metadata i64 %285, metadata !173, metadata !DIExpression()) #8, !dbg !193
  call void @llvm.dbg.value(metadata i64 %285, metadata !173, metadata !DIExpression()) #8, !dbg !193
  call void @llvm.dbg.value(metadata double %284, metadata !170, metadata !DIExpression()) #8, !dbg !194
  %286 = mul nuw nsw i64 %285, %153, !dbg !196
  %287 = add nuw nsw i64 %286, %246, !dbg !198
  %288 = getelementptr inbounds double, double* %23, i64 %287, !dbg !199
  %289 = load double, double* %288, align 8, !dbg !199, !tbaa !121
  %290 = tail call double @llvm.fmuladd.f64(double %289, double %289, double %284) #8, !dbg !200
  call void @llvm.dbg.value(metadata double %290, metadata !170, metadata !DIExpression()) #8, !dbg !194
  %291 = or i64 %277, 2, !dbg !201
  call void @llvm.dbg.value(metadata i64 %291, metadata !173, metadata !DIExpression()) #8, !dbg !193
  call void @llvm.dbg.value(metadata i64 %291, metadata !173, metadata !DIExpression()) #8, !dbg !193
  call void @llvm.dbg.value(metadata double %290, metadata !170, metadata !DIExpression()) #8, !dbg !194
  %292 = mul nuw nsw i64 %291, %153, !dbg !196
  %293 = add nuw nsw i64 %292, %246, !dbg !198
  %294 = getelementptr inbounds double, double* %23, i64 %293, !dbg !199
  %295 = load double, double* %294, align 8, !dbg !199, !tbaa !121
  %296 = tail call double @llvm.fmuladd.f64(double %295, double %295, double %290) #8, !dbg !200
  call void @llvm.dbg.value(metadata double %296, metadata !170, metadata !DIExpression()) #8, !dbg !194
  %297 = or i64 %277, 3, !dbg !201
  call void @llvm.dbg.value(metadata i64 %297, metadata !173, metadata !DIExpression()) #8, !dbg !193
  call void @llvm.dbg.value(metadata i64 %297, metadata !173, metadata !DIExpression()) #8, !dbg !193
  call void @llvm.dbg.value(metadata double %296, metadata !170, metadata !DIExpression()) #8, !dbg !194
  %298 = mul nuw nsw i64 %297, %153, !dbg !196
  %299 = add nuw nsw i64 %298, %246, !dbg !198
  %300 = getelementptr inbounds double, double* %23, i64 %299, !dbg !199
  %301 = load double, double* %300, align 8, !dbg !199, !tbaa !121
  %302 = tail call double @llvm.fmuladd.f64(double %301, double %301, double %296) #8, !dbg !200
  call void @llvm.dbg.value(metadata double %302, metadata !170, metadata !DIExpression()) #8, !dbg !194
  %303 = add nuw nsw i64 %277, 4, !dbg !201
  call void @llvm.dbg.value(metadata i64 %303, metadata !173, metadata !DIExpression()) #8, !dbg !193
  %304 = add i64 %279, 4, !dbg !195
  %305 = icmp eq i64 %304, %228, !dbg !195
  br i1 %305, label %249, label %276, !dbg !195, !llvm.loop !216

306:                                              ; preds = %318, %271
  %307 = phi i64 [ 1, %271 ], [ %334, %318 ]
  br i1 %233, label %315, label %308, !dbg !210

308:                                              ; preds = %306
  call void @llvm.dbg.value(metadata i64 %307, metadata !175, metadata !DIExpression()) #8, !dbg !209
  %309 = mul nuw nsw i64 %307, %153, !dbg !218
  %310 = add nuw nsw i64 %309, %246, !dbg !219
  %311 = getelementptr inbounds double, double* %23, i64 %310, !dbg !211
  %312 = load double, double* %311, align 8, !dbg !211, !tbaa !121
  %313 = fdiv double %312, %267, !dbg !213
  %314 = getelementptr inbounds double, double* %151, i64 %310, !dbg !214
  store double %313, double* %314, align 8, !dbg !215, !tbaa !121
  call void @llvm.dbg.value(metadata i64 %307, metadata !175, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !209
  br label %315, !dbg !220

315:                                              ; preds = %308, %306, %271, %265
  %316 = add nuw nsw i64 %246, 1, !dbg !220
  call void @llvm.dbg.value(metadata i64 %316, metadata !177, metadata !DIExpression()) #8, !dbg !221
  %317 = icmp ult i64 %316, %153, !dbg !222
  br i1 %317, label %337, label %242, !dbg !223

318:                                              ; preds = %271, %318
  %319 = phi i64 [ %334, %318 ], [ 1, %271 ]
  %320 = phi i64 [ %335, %318 ], [ 0, %271 ]
  call void @llvm.dbg.value(metadata i64 %319, metadata !175, metadata !DIExpression()) #8, !dbg !209
  %321 = mul nuw nsw i64 %319, %153, !dbg !218
  %322 = add nuw nsw i64 %321, %246, !dbg !219
  %323 = getelementptr inbounds double, double* %23, i64 %322, !dbg !211
  %324 = load double, double* %323, align 8, !dbg !211, !tbaa !121
  %325 = fdiv double %324, %267, !dbg !213
  %326 = getelementptr inbounds double, double* %151, i64 %322, !dbg !214
  store double %325, double* %326, align 8, !dbg !215, !tbaa !121
  %327 = add nuw nsw i64 %319, 1, !dbg !224
  call void @llvm.dbg.value(metadata i64 %327, metadata !175, metadata !DIExpression()) #8, !dbg !209
  call void @llvm.dbg.value(metadata i64 %327, metadata !175, metadata !DIExpression()) #8, !dbg !209
  %328 = mul nuw nsw i64 %327, %153, !dbg !218
  %329 = add nuw nsw i64 %328, %246, !dbg !219
  %330 = getelementptr inbounds double, double* %23, i64 %329, !dbg !211
  %331 = load double, double* %330, align 8, !dbg !211, !tbaa !121
  %332 = fdiv double %331, %267, !dbg !213
  %333 = getelementptr inbounds double, double* %151, i64 %329, !dbg !214
  store double %332, double* %333, align 8, !dbg !215, !tbaa !121
  %334 = add nuw nsw i64 %319, 2, !dbg !224
  call void @llvm.dbg.value(metadata i64 %334, metadata !175, metadata !DIExpression()) #8, !dbg !209
  %335 = add i64 %320, 2, !dbg !210
  %336 = icmp eq i64 %335, %232, !dbg !210
  br i1 %336, label %306, label %318, !dbg !210, !llvm.loop !225

337:                                              ; preds = %315, %396
  %338 = phi i64 [ %397, %396 ], [ %247, %315 ]
  call void @llvm.dbg.value(metadata i64 %338, metadata !177, metadata !DIExpression()) #8, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !182, metadata !DIExpression()) #8, !dbg !227
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !179, metadata !DIExpression()) #8, !dbg !228
  br i1 %223, label %339, label %340, !dbg !229

339:                                              ; preds = %337
  br i1 %235, label %343, label %360, !dbg !229

340:                                              ; preds = %337
  %341 = add nuw nsw i64 %338, %268, !dbg !230
  %342 = getelementptr inbounds double, double* %157, i64 %341, !dbg !231
  store double 0.000000e+00, double* %342, align 8, !dbg !232, !tbaa !121
  call void @llvm.dbg.value(metadata i32 0, metadata !184, metadata !DIExpression()) #8, !dbg !233
  br label %396, !dbg !234

343:                                              ; preds = %360, %339
  %344 = phi double [ undef, %339 ], [ %380, %360 ]
  %345 = phi i64 [ 0, %339 ], [ %381, %360 ]
  %346 = phi double [ 0.000000e+00, %339 ], [ %380, %360 ]
  br i1 %237, label %356, label %347, !dbg !229

347:                                              ; preds = %343
  call void @llvm.dbg.value(metadata i64 %345, metadata !182, metadata !DIExpression()) #8, !dbg !227
  call void @llvm.dbg.value(metadata double %346, metadata !179, metadata !DIExpression()) #8, !dbg !228
  %348 = mul nuw nsw i64 %345, %153, !dbg !235
  %349 = add nuw nsw i64 %348, %246, !dbg !237
  %350 = getelementptr inbounds double, double* %151, i64 %349, !dbg !238
  %351 = load double, double* %350, align 8, !dbg !238, !tbaa !121
  %352 = add nuw nsw i64 %348, %338, !dbg !239
  %353 = getelementptr inbounds double, double* %23, i64 %352, !dbg !240
  %354 = load double, double* %353, align 8, !dbg !240, !tbaa !121
  %355 = tail call double @llvm.fmuladd.f64(double %351, double %354, double %346) #8, !dbg !241
  call void @llvm.dbg.value(metadata double %355, metadata !179, metadata !DIExpression()) #8, !dbg !228
  call void @llvm.dbg.value(metadata i64 %345, metadata !182, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !227
  br label %356, !dbg !230

356:                                              ; preds = %343, %347
  %357 = phi double [ %344, %343 ], [ %355, %347 ], !dbg !241
  %358 = add nuw nsw i64 %338, %268, !dbg !230
  %359 = getelementptr inbounds double, double* %157, i64 %358, !dbg !231
  store double %357, double* %359, align 8, !dbg !232, !tbaa !121
  call void @llvm.dbg.value(metadata i32 0, metadata !184, metadata !DIExpression()) #8, !dbg !233
  br i1 %239, label %384, label %399, !dbg !234

360:                                              ; preds = %339, %360
  %361 = phi i64 [ %381, %360 ], [ 0, %339 ]
  %362 = phi double [ %380, %360 ], [ 0.000000e+00, %339 ]
  %363 = phi i64 [ %382, %360 ], [ 0, %339 ]
  call void @llvm.dbg.value(metadata i64 %361, metadata !182, metadata !DIExpression()) #8, !dbg !227
  call void @llvm.dbg.value(metadata double %362, metadata !179, metadata !DIExpression()) #8, !dbg !228
  %364 = mul nuw nsw i64 %361, %153, !dbg !235
  %365 = add nuw nsw i64 %364, %246, !dbg !237
  %366 = getelementptr inbounds double, double* %151, i64 %365, !dbg !238
  %367 = load double, double* %366, align 8, !dbg !238, !tbaa !121
  %368 = add nuw nsw i64 %364, %338, !dbg !239
  %369 = getelementptr inbounds double, double* %23, i64 %368, !dbg !240
  %370 = load double, double* %369, align 8, !dbg !240, !tbaa !121
  %371 = tail call double @llvm.fmuladd.f64(double %367, double %370, double %362) #8, !dbg !241
  call void @llvm.dbg.value(metadata double %371, metadata !179, metadata !DIExpression()) #8, !dbg !228
  %372 = or i64 %361, 1, !dbg !242
  call void @llvm.dbg.value(metadata i64 %372, metadata !182, metadata !DIExpression()) #8, !dbg !227
  call void @llvm.dbg.value(metadata i64 %372, metadata !182, metadata !DIExpression()) #8, !dbg !227
  call void @llvm.dbg.value(metadata double %371, metadata !179, metadata !DIExpression()) #8, !dbg !228
  %373 = mul nuw nsw i64 %372, %153, !dbg !235
  %374 = add nuw nsw i64 %373, %246, !dbg !237
  %375 = getelementptr inbounds double, double* %151, i64 %374, !dbg !238
  %376 = load double, double* %375, align 8, !dbg !238, !tbaa !121
  %377 = add nuw nsw i64 %373, %338, !dbg !239
  %378 = getelementptr inbounds double, double* %23, i64 %377, !dbg !240
  %379 = load double, double* %378, align 8, !dbg !240, !tbaa !121
  %380 = tail call double @llvm.fmuladd.f64(double %376, double %379, double %371) #8, !dbg !241
  call void @llvm.dbg.value(metadata double %380, metadata !179, metadata !DIExpression()) #8, !dbg !228
  %381 = add nuw nsw i64 %361, 2, !dbg !242
  call void @llvm.dbg.value(metadata i64 %381, metadata !182, metadata !DIExpression()) #8, !dbg !227
  %382 = add i64 %363, 2, !dbg !229
  %383 = icmp eq i64 %382, %236, !dbg !229
  br i1 %383, label %343, label %360, !dbg !229, !llvm.loop !243

384:                                              ; preds = %399, %356
  %385 = phi i64 [ 0, %356 ], [ %421, %399 ]
  br i1 %241, label %396, label %386, !dbg !234

386:                                              ; preds = %384
  call void @llvm.dbg.value(metadata i64 %385, metadata !184, metadata !DIExpression()) #8, !dbg !233
  %387 = mul nuw nsw i64 %385, %153, !dbg !245
  %388 = add nuw nsw i64 %387, %246, !dbg !247
  %389 = getelementptr inbounds double, double* %151, i64 %388, !dbg !248
  %390 = load double, double* %389, align 8, !dbg !248, !tbaa !121
  %391 = add nuw nsw i64 %387, %338, !dbg !249
  %392 = getelementptr inbounds double, double* %23, i64 %391, !dbg !250
  %393 = load double, double* %392, align 8, !dbg !251, !tbaa !121
  %394 = fneg double %390, !dbg !251
  %395 = tail call double @llvm.fmuladd.f64(double %394, double %357, double %393) #8, !dbg !251
  store double %395, double* %392, align 8, !dbg !251, !tbaa !121
  call void @llvm.dbg.value(metadata i64 %385, metadata !184, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !233
  br label %396, !dbg !252

396:                                              ; preds = %386, %384, %340
  %397 = add nuw nsw i64 %338, 1, !dbg !252
  call void @llvm.dbg.value(metadata i64 %397, metadata !177, metadata !DIExpression()) #8, !dbg !221
  %398 = icmp eq i64 %397, %153, !dbg !222
  br i1 %398, label %242, label %337, !dbg !223, !llvm.loop !253

399:                                              ; preds = %356, %399
  %400 = phi i64 [ %421, %399 ], [ 0, %356 ]
  %401 = phi i64 [ %422, %399 ], [ 0, %356 ]
  call void @llvm.dbg.value(metadata i64 %400, metadata !184, metadata !DIExpression()) #8, !dbg !233
  %402 = mul nuw nsw i64 %400, %153, !dbg !245
  %403 = add nuw nsw i64 %402, %246, !dbg !247
  %404 = getelementptr inbounds double, double* %151, i64 %403, !dbg !248
  %405 = load double, double* %404, align 8, !dbg !248, !tbaa !121
  %406 = add nuw nsw i64 %402, %338, !dbg !249
  %407 = getelementptr inbounds double, double* %23, i64 %406, !dbg !250
  %408 = load double, double* %407, align 8, !dbg !251, !tbaa !121
  %409 = fneg double %405, !dbg !251
  %410 = tail call double @llvm.fmuladd.f64(double %409, double %357, double %408) #8, !dbg !251
  store double %410, double* %407, align 8, !dbg !251, !tbaa !121
  %411 = or i64 %400, 1, !dbg !255
  call void @llvm.dbg.value(metadata i64 %411, metadata !184, metadata !DIExpression()) #8, !dbg !233
  call void @llvm.dbg.value(metadata i64 %411, metadata !184, metadata !DIExpression()) #8, !dbg !233
  %412 = mul nuw nsw i64 %411, %153, !dbg !245
  %413 = add nuw nsw i64 %412, %246, !dbg !247
  %414 = getelementptr inbounds double, double* %151, i64 %413, !dbg !248
  %415 = load double, double* %414, align 8, !dbg !248, !tbaa !121
  %416 = add nuw nsw i64 %412, %338, !dbg !249
  %417 = getelementptr inbounds double, double* %23, i64 %416, !dbg !250
  %418 = load double, double* %417, align 8, !dbg !251, !tbaa !121
  %419 = fneg double %415, !dbg !251
  %420 = tail call double @llvm.fmuladd.f64(double %419, double %357, double %418) #8, !dbg !251
  store double %420, double* %417, align 8, !dbg !251, !tbaa !121
  %421 = add nuw nsw i64 %400, 2, !dbg !255
  call void @llvm.dbg.value(metadata i64 %421, metadata !184, metadata !DIExpression()) #8, !dbg !233
  %422 = add i64 %401, 2, !dbg !234
  %423 = icmp eq i64 %422, %240, !dbg !234
  br i1 %423, label %384, label %399, !dbg !234, !llvm.loop !256

424:                                              ; preds = %242, %220
  %425 = add nsw i32 %17, 3, !dbg !258
  %426 = sdiv i32 %16, 2, !dbg !259
  call void @llvm.dbg.value(metadata i32 %17, metadata !60, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)) #8, !dbg !260
  call void @llvm.dbg.value(metadata i32 %426, metadata !60, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)) #8, !dbg !260
  call void @llvm.dbg.value(metadata i32 %17, metadata !37, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %17, metadata !50, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)), !dbg !260
  call void @llvm.dbg.value(metadata i32 %426, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %426, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !260
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !64
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !260
  %427 = sext i32 %425 to i64, !dbg !261
  %428 = sext i32 %426 to i64, !dbg !262
  %429 = mul nsw i64 %427, %428, !dbg !263
  %430 = tail call noalias i8* @calloc(i64 noundef %429, i64 noundef 8) #8, !dbg !264
  %431 = bitcast i8* %430 to double*, !dbg !265
  call void @llvm.dbg.value(metadata double* %431, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !64
  call void @llvm.dbg.value(metadata double* %431, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !260
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !45, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !266
  %432 = icmp sgt i32 %16, 5
  %433 = add nsw i32 %426, -1
  %434 = add i32 %17, 2
  %435 = icmp sgt i32 %17, -1
  %436 = sub i32 -3, %17
  %437 = sext i32 %436 to i64
  %438 = zext i32 %433 to i64
  %439 = zext i32 %434 to i64
  call void @llvm.dbg.value(metadata %struct.grid* undef, metadata !267, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i32 1, metadata !274, metadata !DIExpression()) #8, !dbg !285
  br i1 %432, label %440, label %601, !dbg !286

440:                                              ; preds = %424
  %441 = shl nsw i64 %427, 3, !dbg !286
  %442 = shl nsw i64 %427, 3, !dbg !287
  %443 = add nsw i64 %439, -1, !dbg !286
  %444 = add nsw i64 %439, -2, !dbg !286
  %445 = and i64 %443, 1
  %446 = icmp eq i64 %444, 0
  %447 = and i64 %443, -2
  %448 = icmp eq i64 %445, 0
  br label %456, !dbg !286

449:                                              ; preds = %681
  %450 = zext i32 %158 to i64, !dbg !288
  %451 = add nsw i64 %450, -1, !dbg !290
  %452 = and i64 %450, 7, !dbg !290
  %453 = icmp ult i64 %451, 7, !dbg !290
  br i1 %453, label %686, label %454, !dbg !290

454:                                              ; preds = %449
  %455 = and i64 %450, 4294967288, !dbg !290
  br label %704, !dbg !290

456:                                              ; preds = %440, %486
  %457 = phi i64 [ 0, %440 ], [ %490, %486 ]
  %458 = phi i64 [ 1, %440 ], [ %488, %486 ]
  %459 = phi double [ 0.000000e+00, %440 ], [ %487, %486 ]
  call void @llvm.dbg.value(metadata i64 %458, metadata !274, metadata !DIExpression()) #8, !dbg !285
  call void @llvm.dbg.value(metadata double %459, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i32 1, metadata !276, metadata !DIExpression()) #8, !dbg !291
  br i1 %435, label %460, label %486, !dbg !287

460:                                              ; preds = %456
  %461 = mul i64 %442, %457, !dbg !287
  %462 = add i64 %441, %461, !dbg !287
  %463 = getelementptr i8, i8* %430, i64 %462, !dbg !287
  %464 = bitcast i8* %463 to double*, !dbg !287
  %465 = mul nsw i64 %458, %427
  %466 = getelementptr inbounds double, double* %431, i64 %465
  %467 = load double, double* %464, align 8
  br i1 %446, label %468, label %491, !dbg !287

468:                                              ; preds = %491, %460
  %469 = phi double [ undef, %460 ], [ %520, %491 ]
  %470 = phi double [ %467, %460 ], [ %519, %491 ]
  %471 = phi i64 [ 1, %460 ], [ %521, %491 ]
  %472 = phi double [ %459, %460 ], [ %520, %491 ]
  br i1 %448, label %486, label %473, !dbg !287

473:                                              ; preds = %468
  call void @llvm.dbg.value(metadata double %472, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %471, metadata !276, metadata !DIExpression()) #8, !dbg !291
  %474 = getelementptr inbounds double, double* %466, i64 %471, !dbg !292
  call void @llvm.dbg.value(metadata double* %474, metadata !279, metadata !DIExpression()) #8, !dbg !293
  %475 = getelementptr inbounds double, double* %474, i64 1, !dbg !294
  %476 = load double, double* %475, align 8, !dbg !294, !tbaa !121
  %477 = fadd double %470, %476, !dbg !295
  %478 = getelementptr inbounds double, double* %474, i64 %437, !dbg !296
  %479 = load double, double* %478, align 8, !dbg !296, !tbaa !121
  %480 = fadd double %477, %479, !dbg !297
  %481 = getelementptr inbounds double, double* %474, i64 %427, !dbg !298
  %482 = load double, double* %481, align 8, !dbg !298, !tbaa !121
  %483 = fadd double %480, %482, !dbg !299
  %484 = tail call double @llvm.fmuladd.f64(double %483, double 2.500000e-01, double 1.000000e+00) #8, !dbg !300
  store double %484, double* %474, align 8, !dbg !301, !tbaa !121
  %485 = fadd double %472, %484, !dbg !302
  call void @llvm.dbg.value(metadata double %485, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %471, metadata !276, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !291
  br label %486, !dbg !303

486:                                              ; preds = %473, %468, %456
  %487 = phi double [ %459, %456 ], [ %469, %468 ], [ %485, %473 ], !dbg !282
  %488 = add nuw nsw i64 %458, 1, !dbg !303
  call void @llvm.dbg.value(metadata double %487, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %488, metadata !274, metadata !DIExpression()) #8, !dbg !285
  %489 = icmp eq i64 %488, %438, !dbg !304
  %490 = add i64 %457, 1, !dbg !286
  br i1 %489, label %524, label %456, !dbg !286, !llvm.loop !305

491:                                              ; preds = %460, %491
  %492 = phi double [ %519, %491 ], [ %467, %460 ]
  %493 = phi i64 [ %521, %491 ], [ 1, %460 ]
  %494 = phi double [ %520, %491 ], [ %459, %460 ]
  %495 = phi i64 [ %522, %491 ], [ 0, %460 ]
  call void @llvm.dbg.value(metadata double %494, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %493, metadata !276, metadata !DIExpression()) #8, !dbg !291
  %496 = getelementptr inbounds double, double* %466, i64 %493, !dbg !292
  call void @llvm.dbg.value(metadata double* %496, metadata !279, metadata !DIExpression()) #8, !dbg !293
  %497 = getelementptr inbounds double, double* %496, i64 1, !dbg !294
  %498 = load double, double* %497, align 8, !dbg !294, !tbaa !121
  %499 = fadd double %492, %498, !dbg !295
  %500 = getelementptr inbounds double, double* %496, i64 %437, !dbg !296
  %501 = load double, double* %500, align 8, !dbg !296, !tbaa !121
  %502 = fadd double %499, %501, !dbg !297
  %503 = getelementptr inbounds double, double* %496, i64 %427, !dbg !298
  %504 = load double, double* %503, align 8, !dbg !298, !tbaa !121
  %505 = fadd double %502, %504, !dbg !299
  %506 = tail call double @llvm.fmuladd.f64(double %505, double 2.500000e-01, double 1.000000e+00) #8, !dbg !300
  store double %506, double* %496, align 8, !dbg !301, !tbaa !121
  %507 = fadd double %494, %506, !dbg !302
  call void @llvm.dbg.value(metadata double %507, metadata !273, metadata !DIExpression()) #8, !dbg !282
  %508 = add nuw nsw i64 %493, 1, !dbg !307
  call void @llvm.dbg.value(metadata i64 %508, metadata !276, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata double %507, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %508, metadata !276, metadata !DIExpression()) #8, !dbg !291
  %509 = getelementptr inbounds double, double* %466, i64 %508, !dbg !292
  call void @llvm.dbg.value(metadata double* %509, metadata !279, metadata !DIExpression()) #8, !dbg !293
  %510 = getelementptr inbounds double, double* %509, i64 1, !dbg !294
  %511 = load double, double* %510, align 8, !dbg !294, !tbaa !121
  %512 = fadd double %506, %511, !dbg !295
  %513 = getelementptr inbounds double, double* %509, i64 %437, !dbg !296
  %514 = load double, double* %513, align 8, !dbg !296, !tbaa !121
  %515 = fadd double %512, %514, !dbg !297
  %516 = getelementptr inbounds double, double* %509, i64 %427, !dbg !298
  %517 = load double, double* %516, align 8, !dbg !298, !tbaa !121
  %518 = fadd double %515, %517, !dbg !299
  %519 = tail call double @llvm.fmuladd.f64(double %518, double 2.500000e-01, double 1.000000e+00) #8, !dbg !300
  store double %519, double* %509, align 8, !dbg !301, !tbaa !121
  %520 = fadd double %507, %519, !dbg !302
  call void @llvm.dbg.value(metadata double %520, metadata !273, metadata !DIExpression()) #8, !dbg !282
  %521 = add nuw nsw i64 %493, 2, !dbg !307
  call void @llvm.dbg.value(metadata i64 %521, metadata !276, metadata !DIExpression()) #8, !dbg !291
  %522 = add i64 %495, 2, !dbg !287
  %523 = icmp eq i64 %522, %447, !dbg !287
  br i1 %523, label %468, label %491, !dbg !287, !llvm.loop !308

524:                                              ; preds = %486
  %525 = fadd double %487, 0.000000e+00, !dbg !310
  call void @llvm.dbg.value(metadata i32 1, metadata !46, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata double %525, metadata !45, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata %struct.grid* undef, metadata !267, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i32 1, metadata !274, metadata !DIExpression()) #8, !dbg !285
  br i1 %432, label %526, label %601, !dbg !286

526:                                              ; preds = %524
  %527 = shl nsw i64 %427, 3, !dbg !286
  %528 = shl nsw i64 %427, 3, !dbg !287
  %529 = and i64 %443, 1
  %530 = icmp eq i64 %444, 0
  %531 = and i64 %443, -2
  %532 = icmp eq i64 %529, 0
  br label %533, !dbg !286

533:                                              ; preds = %526, %596
  %534 = phi i64 [ 0, %526 ], [ %600, %596 ]
  %535 = phi i64 [ 1, %526 ], [ %598, %596 ]
  %536 = phi double [ 0.000000e+00, %526 ], [ %597, %596 ]
  call void @llvm.dbg.value(metadata i64 %535, metadata !274, metadata !DIExpression()) #8, !dbg !285
  call void @llvm.dbg.value(metadata double %536, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i32 1, metadata !276, metadata !DIExpression()) #8, !dbg !291
  br i1 %435, label %537, label %596, !dbg !287

537:                                              ; preds = %533
  %538 = mul i64 %528, %534, !dbg !287
  %539 = add i64 %527, %538, !dbg !287
  %540 = getelementptr i8, i8* %430, i64 %539, !dbg !287
  %541 = bitcast i8* %540 to double*, !dbg !287
  %542 = mul nsw i64 %535, %427
  %543 = getelementptr inbounds double, double* %431, i64 %542
  %544 = load double, double* %541, align 8
  br i1 %530, label %578, label %545, !dbg !287

545:                                              ; preds = %537, %545
  %546 = phi double [ %573, %545 ], [ %544, %537 ]
  %547 = phi i64 [ %575, %545 ], [ 1, %537 ]
  %548 = phi double [ %574, %545 ], [ %536, %537 ]
  %549 = phi i64 [ %576, %545 ], [ 0, %537 ]
  call void @llvm.dbg.value(metadata double %548, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %547, metadata !276, metadata !DIExpression()) #8, !dbg !291
  %550 = getelementptr inbounds double, double* %543, i64 %547, !dbg !292
  call void @llvm.dbg.value(metadata double* %550, metadata !279, metadata !DIExpression()) #8, !dbg !293
  %551 = getelementptr inbounds double, double* %550, i64 1, !dbg !294
  %552 = load double, double* %551, align 8, !dbg !294, !tbaa !121
  %553 = fadd double %546, %552, !dbg !295
  %554 = getelementptr inbounds double, double* %550, i64 %437, !dbg !296
  %555 = load double, double* %554, align 8, !dbg !296, !tbaa !121
  %556 = fadd double %553, %555, !dbg !297
  %557 = getelementptr inbounds double, double* %550, i64 %427, !dbg !298
  %558 = load double, double* %557, align 8, !dbg !298, !tbaa !121
  %559 = fadd double %556, %558, !dbg !299
  %560 = tail call double @llvm.fmuladd.f64(double %559, double 2.500000e-01, double 1.000000e+00) #8, !dbg !300
  store double %560, double* %550, align 8, !dbg !301, !tbaa !121
  %561 = fadd double %548, %560, !dbg !302
  call void @llvm.dbg.value(metadata double %561, metadata !273, metadata !DIExpression()) #8, !dbg !282
  %562 = add nuw nsw i64 %547, 1, !dbg !307
  call void @llvm.dbg.value(metadata i64 %562, metadata !276, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata double %561, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %562, metadata !276, metadata !DIExpression()) #8, !dbg !291
  %563 = getelementptr inbounds double, double* %543, i64 %562, !dbg !292
  call void @llvm.dbg.value(metadata double* %563, metadata !279, metadata !DIExpression()) #8, !dbg !293
  %564 = getelementptr inbounds double, double* %563, i64 1, !dbg !294
  %565 = load double, double* %564, align 8, !dbg !294, !tbaa !121
  %566 = fadd double %560, %565, !dbg !295
  %567 = getelementptr inbounds double, double* %563, i64 %437, !dbg !296
  %568 = load double, double* %567, align 8, !dbg !296, !tbaa !121
  %569 = fadd double %566, %568, !dbg !297
  %570 = getelementptr inbounds double, double* %563, i64 %427, !dbg !298
  %571 = load double, double* %570, align 8, !dbg !298, !tbaa !121
  %572 = fadd double %569, %571, !dbg !299
  %573 = tail call double @llvm.fmuladd.f64(double %572, double 2.500000e-01, double 1.000000e+00) #8, !dbg !300
  store double %573, double* %563, align 8, !dbg !301, !tbaa !121
  %574 = fadd double %561, %573, !dbg !302
  call void @llvm.dbg.value(metadata double %574, metadata !273, metadata !DIExpression()) #8, !dbg !282
  %575 = add nuw nsw i64 %547, 2, !dbg !307
  call void @llvm.dbg.value(metadata i64 %575, metadata !276, metadata !DIExpression()) #8, !dbg !291
  %576 = add i64 %549, 2, !dbg !287
  %577 = icmp eq i64 %576, %531, !dbg !287
  br i1 %577, label %578, label %545, !dbg !287, !llvm.loop !308

578:                                              ; preds = %545, %537
  %579 = phi double [ undef, %537 ], [ %574, %545 ]
  %580 = phi double [ %544, %537 ], [ %573, %545 ]
  %581 = phi i64 [ 1, %537 ], [ %575, %545 ]
  %582 = phi double [ %536, %537 ], [ %574, %545 ]
  br i1 %532, label %596, label %583, !dbg !287

583:                                              ; preds = %578
  call void @llvm.dbg.value(metadata double %582, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %581, metadata !276, metadata !DIExpression()) #8, !dbg !291
  %584 = getelementptr inbounds double, double* %543, i64 %581, !dbg !292
  call void @llvm.dbg.value(metadata double* %584, metadata !279, metadata !DIExpression()) #8, !dbg !293
  %585 = getelementptr inbounds double, double* %584, i64 1, !dbg !294
  %586 = load double, double* %585, align 8, !dbg !294, !tbaa !121
  %587 = fadd double %580, %586, !dbg !295
  %588 = getelementptr inbounds double, double* %584, i64 %437, !dbg !296
  %589 = load double, double* %588, align 8, !dbg !296, !tbaa !121
  %590 = fadd double %587, %589, !dbg !297
  %591 = getelementptr inbounds double, double* %584, i64 %427, !dbg !298
  %592 = load double, double* %591, align 8, !dbg !298, !tbaa !121
  %593 = fadd double %590, %592, !dbg !299
  %594 = tail call double @llvm.fmuladd.f64(double %593, double 2.500000e-01, double 1.000000e+00) #8, !dbg !300
  store double %594, double* %584, align 8, !dbg !301, !tbaa !121
  %595 = fadd double %582, %594, !dbg !302
  call void @llvm.dbg.value(metadata double %595, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %581, metadata !276, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !291
  br label %596, !dbg !303

596:                                              ; preds = %583, %578, %533
  %597 = phi double [ %536, %533 ], [ %579, %578 ], [ %595, %583 ], !dbg !282
  %598 = add nuw nsw i64 %535, 1, !dbg !303
  call void @llvm.dbg.value(metadata double %597, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %598, metadata !274, metadata !DIExpression()) #8, !dbg !285
  %599 = icmp eq i64 %598, %438, !dbg !304
  %600 = add i64 %534, 1, !dbg !286
  br i1 %599, label %604, label %533, !dbg !286, !llvm.loop !305

601:                                              ; preds = %524, %424
  %602 = phi double [ %525, %524 ], [ 0.000000e+00, %424 ]
  %603 = fadd double %602, 0.000000e+00, !dbg !310
  call void @llvm.dbg.value(metadata i32 2, metadata !46, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata double %605, metadata !45, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata %struct.grid* undef, metadata !267, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i32 1, metadata !274, metadata !DIExpression()) #8, !dbg !285
  br label %681, !dbg !286

604:                                              ; preds = %596
  %605 = fadd double %525, %597, !dbg !310
  call void @llvm.dbg.value(metadata i32 2, metadata !46, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata double %605, metadata !45, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata %struct.grid* undef, metadata !267, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i32 1, metadata !274, metadata !DIExpression()) #8, !dbg !285
  br i1 %432, label %606, label %681, !dbg !286

606:                                              ; preds = %604
  %607 = shl nsw i64 %427, 3, !dbg !286
  %608 = shl nsw i64 %427, 3, !dbg !287
  %609 = and i64 %443, 1
  %610 = icmp eq i64 %444, 0
  %611 = and i64 %443, -2
  %612 = icmp eq i64 %609, 0
  br label %613, !dbg !286

613:                                              ; preds = %606, %676
  %614 = phi i64 [ 0, %606 ], [ %680, %676 ]
  %615 = phi i64 [ 1, %606 ], [ %678, %676 ]
  %616 = phi double [ 0.000000e+00, %606 ], [ %677, %676 ]
  call void @llvm.dbg.value(metadata i64 %615, metadata !274, metadata !DIExpression()) #8, !dbg !285
  call void @llvm.dbg.value(metadata double %616, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i32 1, metadata !276, metadata !DIExpression()) #8, !dbg !291
  br i1 %435, label %617, label %676, !dbg !287

617:                                              ; preds = %613
  %618 = mul i64 %608, %614, !dbg !287
  %619 = add i64 %607, %618, !dbg !287
  %620 = getelementptr i8, i8* %430, i64 %619, !dbg !287
  %621 = bitcast i8* %620 to double*, !dbg !287
  %622 = mul nsw i64 %615, %427
  %623 = getelementptr inbounds double, double* %431, i64 %622
  %624 = load double, double* %621, align 8
  br i1 %610, label %658, label %625, !dbg !287

625:                                              ; preds = %617, %625
  %626 = phi double [ %653, %625 ], [ %624, %617 ]
  %627 = phi i64 [ %655, %625 ], [ 1, %617 ]
  %628 = phi double [ %654, %625 ], [ %616, %617 ]
  %629 = phi i64 [ %656, %625 ], [ 0, %617 ]
  call void @llvm.dbg.value(metadata double %628, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %627, metadata !276, metadata !DIExpression()) #8, !dbg !291
  %630 = getelementptr inbounds double, double* %623, i64 %627, !dbg !292
  call void @llvm.dbg.value(metadata double* %630, metadata !279, metadata !DIExpression()) #8, !dbg !293
  %631 = getelementptr inbounds double, double* %630, i64 1, !dbg !294
  %632 = load double, double* %631, align 8, !dbg !294, !tbaa !121
  %633 = fadd double %626, %632, !dbg !295
  %634 = getelementptr inbounds double, double* %630, i64 %437, !dbg !296
  %635 = load double, double* %634, align 8, !dbg !296, !tbaa !121
  %636 = fadd double %633, %635, !dbg !297
  %637 = getelementptr inbounds double, double* %630, i64 %427, !dbg !298
  %638 = load double, double* %637, align 8, !dbg !298, !tbaa !121
  %639 = fadd double %636, %638, !dbg !299
  %640 = tail call double @llvm.fmuladd.f64(double %639, double 2.500000e-01, double 1.000000e+00) #8, !dbg !300
  store double %640, double* %630, align 8, !dbg !301, !tbaa !121
  %641 = fadd double %628, %640, !dbg !302
  call void @llvm.dbg.value(metadata double %641, metadata !273, metadata !DIExpression()) #8, !dbg !282
  %642 = add nuw nsw i64 %627, 1, !dbg !307
  call void @llvm.dbg.value(metadata i64 %642, metadata !276, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata double %641, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %642, metadata !276, metadata !DIExpression()) #8, !dbg !291
  %643 = getelementptr inbounds double, double* %623, i64 %642, !dbg !292
  call void @llvm.dbg.value(metadata double* %643, metadata !279, metadata !DIExpression()) #8, !dbg !293
  %644 = getelementptr inbounds double, double* %643, i64 1, !dbg !294
  %645 = load double, double* %644, align 8, !dbg !294, !tbaa !121
  %646 = fadd double %640, %645, !dbg !295
  %647 = getelementptr inbounds double, double* %643, i64 %437, !dbg !296
  %648 = load double, double* %647, align 8, !dbg !296, !tbaa !121
  %649 = fadd double %646, %648, !dbg !297
  %650 = getelementptr inbounds double, double* %643, i64 %427, !dbg !298
  %651 = load double, double* %650, align 8, !dbg !298, !tbaa !121
  %652 = fadd double %649, %651, !dbg !299
  %653 = tail call double @llvm.fmuladd.f64(double %652, double 2.500000e-01, double 1.000000e+00) #8, !dbg !300
  store double %653, double* %643, align 8, !dbg !301, !tbaa !121
  %654 = fadd double %641, %653, !dbg !302
  call void @llvm.dbg.value(metadata double %654, metadata !273, metadata !DIExpression()) #8, !dbg !282
  %655 = add nuw nsw i64 %627, 2, !dbg !307
  call void @llvm.dbg.value(metadata i64 %655, metadata !276, metadata !DIExpression()) #8, !dbg !291
  %656 = add i64 %629, 2, !dbg !287
  %657 = icmp eq i64 %656, %611, !dbg !287
  br i1 %657, label %658, label %625, !dbg !287, !llvm.loop !308

658:                                              ; preds = %625, %617
  %659 = phi double [ undef, %617 ], [ %654, %625 ]
  %660 = phi double [ %624, %617 ], [ %653, %625 ]
  %661 = phi i64 [ 1, %617 ], [ %655, %625 ]
  %662 = phi double [ %616, %617 ], [ %654, %625 ]
  br i1 %612, label %676, label %663, !dbg !287

663:                                              ; preds = %658
  call void @llvm.dbg.value(metadata double %662, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %661, metadata !276, metadata !DIExpression()) #8, !dbg !291
  %664 = getelementptr inbounds double, double* %623, i64 %661, !dbg !292
  call void @llvm.dbg.value(metadata double* %664, metadata !279, metadata !DIExpression()) #8, !dbg !293
  %665 = getelementptr inbounds double, double* %664, i64 1, !dbg !294
  %666 = load double, double* %665, align 8, !dbg !294, !tbaa !121
  %667 = fadd double %660, %666, !dbg !295
  %668 = getelementptr inbounds double, double* %664, i64 %437, !dbg !296
  %669 = load double, double* %668, align 8, !dbg !296, !tbaa !121
  %670 = fadd double %667, %669, !dbg !297
  %671 = getelementptr inbounds double, double* %664, i64 %427, !dbg !298
  %672 = load double, double* %671, align 8, !dbg !298, !tbaa !121
  %673 = fadd double %670, %672, !dbg !299
  %674 = tail call double @llvm.fmuladd.f64(double %673, double 2.500000e-01, double 1.000000e+00) #8, !dbg !300
  store double %674, double* %664, align 8, !dbg !301, !tbaa !121
  %675 = fadd double %662, %674, !dbg !302
  call void @llvm.dbg.value(metadata double %675, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %661, metadata !276, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !291
  br label %676, !dbg !303

676:                                              ; preds = %663, %658, %613
  %677 = phi double [ %616, %613 ], [ %659, %658 ], [ %675, %663 ], !dbg !282
  %678 = add nuw nsw i64 %615, 1, !dbg !303
  call void @llvm.dbg.value(metadata double %677, metadata !273, metadata !DIExpression()) #8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %678, metadata !274, metadata !DIExpression()) #8, !dbg !285
  %679 = icmp eq i64 %678, %438, !dbg !304
  %680 = add i64 %614, 1, !dbg !286
  br i1 %679, label %681, label %613, !dbg !286, !llvm.loop !305

681:                                              ; preds = %676, %601, %604
  %682 = phi double [ %605, %604 ], [ %603, %601 ], [ %605, %676 ]
  %683 = phi double [ 0.000000e+00, %604 ], [ 0.000000e+00, %601 ], [ %677, %676 ], !dbg !311
  %684 = fadd double %682, %683, !dbg !310
  call void @llvm.dbg.value(metadata i32 3, metadata !46, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata double %684, metadata !45, metadata !DIExpression()), !dbg !64
  %685 = icmp eq i32 %158, 0, !dbg !288
  br i1 %685, label %701, label %449, !dbg !290

686:                                              ; preds = %704, %449
  %687 = phi double [ undef, %449 ], [ %738, %704 ]
  %688 = phi i64 [ 0, %449 ], [ %739, %704 ]
  %689 = phi double [ %684, %449 ], [ %738, %704 ]
  %690 = icmp eq i64 %452, 0, !dbg !290
  br i1 %690, label %701, label %691, !dbg !290

691:                                              ; preds = %686, %691
  %692 = phi i64 [ %698, %691 ], [ %688, %686 ]
  %693 = phi double [ %697, %691 ], [ %689, %686 ]
  %694 = phi i64 [ %699, %691 ], [ 0, %686 ]
  call void @llvm.dbg.value(metadata i64 %692, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata double %693, metadata !45, metadata !DIExpression()), !dbg !64
  %695 = getelementptr inbounds double, double* %157, i64 %692, !dbg !313
  %696 = load double, double* %695, align 8, !dbg !313, !tbaa !121
  %697 = fadd double %693, %696, !dbg !314
  call void @llvm.dbg.value(metadata double %697, metadata !45, metadata !DIExpression()), !dbg !64
  %698 = add nuw nsw i64 %692, 1, !dbg !315
  call void @llvm.dbg.value(metadata i64 %698, metadata !48, metadata !DIExpression()), !dbg !312
  %699 = add i64 %694, 1, !dbg !290
  %700 = icmp eq i64 %699, %452, !dbg !290
  br i1 %700, label %701, label %691, !dbg !290, !llvm.loop !316

701:                                              ; preds = %686, %691, %681
  %702 = phi double [ %684, %681 ], [ %687, %686 ], [ %697, %691 ], !dbg !64
  %703 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %702), !dbg !317
  tail call void @free(i8* noundef %22) #8, !dbg !318
  tail call void @free(i8* noundef %152) #8, !dbg !319
  tail call void @free(i8* noundef %156) #8, !dbg !320
  tail call void @free(i8* noundef %430) #8, !dbg !321
  ret i32 0, !dbg !322

704:                                              ; preds = %704, %454
  %705 = phi i64 [ 0, %454 ], [ %739, %704 ]
  %706 = phi double [ %684, %454 ], [ %738, %704 ]
  %707 = phi i64 [ 0, %454 ], [ %740, %704 ]
  call void @llvm.dbg.value(metadata i64 %705, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata double %706, metadata !45, metadata !DIExpression()), !dbg !64
  %708 = getelementptr inbounds double, double* %157, i64 %705, !dbg !313
  %709 = load double, double* %708, align 8, !dbg !313, !tbaa !121
  %710 = fadd double %706, %709, !dbg !314
  call void @llvm.dbg.value(metadata double %710, metadata !45, metadata !DIExpression()), !dbg !64
  %711 = or i64 %705, 1, !dbg !315
  call void @llvm.dbg.value(metadata i64 %711, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i64 %711, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata double %710, metadata !45, metadata !DIExpression()), !dbg !64
  %712 = getelementptr inbounds double, double* %157, i64 %711, !dbg !313
  %713 = load double, double* %712, align 8, !dbg !313, !tbaa !121
  %714 = fadd double %710, %713, !dbg !314
  call void @llvm.dbg.value(metadata double %714, metadata !45, metadata !DIExpression()), !dbg !64
  %715 = or i64 %705, 2, !dbg !315
  call void @llvm.dbg.value(metadata i64 %715, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i64 %715, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata double %714, metadata !45, metadata !DIExpression()), !dbg !64
  %716 = getelementptr inbounds double, double* %157, i64 %715, !dbg !313
  %717 = load double, double* %716, align 8, !dbg !313, !tbaa !121
  %718 = fadd double %714, %717, !dbg !314
  call void @llvm.dbg.value(metadata double %718, metadata !45, metadata !DIExpression()), !dbg !64
  %719 = or i64 %705, 3, !dbg !315
  call void @llvm.dbg.value(metadata i64 %719, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i64 %719, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata double %718, metadata !45, metadata !DIExpression()), !dbg !64
  %720 = getelementptr inbounds double, double* %157, i64 %719, !dbg !313
  %721 = load double, double* %720, align 8, !dbg !313, !tbaa !121
  %722 = fadd double %718, %721, !dbg !314
  call void @llvm.dbg.value(metadata double %722, metadata !45, metadata !DIExpression()), !dbg !64
  %723 = or i64 %705, 4, !dbg !315
  call void @llvm.dbg.value(metadata i64 %723, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i64 %723, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata double %722, metadata !45, metadata !DIExpression()), !dbg !64
  %724 = getelementptr inbounds double, double* %157, i64 %723, !dbg !313
  %725 = load double, double* %724, align 8, !dbg !313, !tbaa !121
  %726 = fadd double %722, %725, !dbg !314
  call void @llvm.dbg.value(metadata double %726, metadata !45, metadata !DIExpression()), !dbg !64
  %727 = or i64 %705, 5, !dbg !315
  call void @llvm.dbg.value(metadata i64 %727, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i64 %727, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata double %726, metadata !45, metadata !DIExpression()), !dbg !64
  %728 = getelementptr inbounds double, double* %157, i64 %727, !dbg !313
  %729 = load double, double* %728, align 8, !dbg !313, !tbaa !121
  %730 = fadd double %726, %729, !dbg !314
  call void @llvm.dbg.value(metadata double %730, metadata !45, metadata !DIExpression()), !dbg !64
  %731 = or i64 %705, 6, !dbg !315
  call void @llvm.dbg.value(metadata i64 %731, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i64 %731, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata double %730, metadata !45, metadata !DIExpression()), !dbg !64
  %732 = getelementptr inbounds double, double* %157, i64 %731, !dbg !313
  %733 = load double, double* %732, align 8, !dbg !313, !tbaa !121
  %734 = fadd double %730, %733, !dbg !314
  call void @llvm.dbg.value(metadata double %734, metadata !45, metadata !DIExpression()), !dbg !64
  %735 = or i64 %705, 7, !dbg !315
  call void @llvm.dbg.value(metadata i64 %735, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i64 %735, metadata !48, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata double %734, metadata !45, metadata !DIExpression()), !dbg !64
  %736 = getelementptr inbounds double, double* %157, i64 %735, !dbg !313
  %737 = load double, double* %736, align 8, !dbg !313, !tbaa !121
  %738 = fadd double %734, %737, !dbg !314
  call void @llvm.dbg.value(metadata double %738, metadata !45, metadata !DIExpression()), !dbg !64
  %739 = add nuw nsw i64 %705, 8, !dbg !315
  call void @llvm.dbg.value(metadata i64 %739, metadata !48, metadata !DIExpression()), !dbg !312
  %740 = add i64 %707, 8, !dbg !290
  %741 = icmp eq i64 %740, %455, !dbg !290
  br i1 %741, label %686, label %704, !dbg !290, !llvm.loop !323
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_return.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "fb1813accc02286ccc715bc2db7bffed")
!2 = !{!3, !4, !7, !8, !9}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 46, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 64, type: !20, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!3, !3, !4}
!22 = !{!23, !24, !25, !26, !27, !35, !36, !37, !45, !46, !48}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 64, type: !3)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 64, type: !4)
!25 = !DILocalVariable(name: "m", scope: !19, file: !1, line: 65, type: !3)
!26 = !DILocalVariable(name: "n", scope: !19, file: !1, line: 66, type: !3)
!27 = !DILocalVariable(name: "a", scope: !19, file: !1, line: 67, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "mat", file: !1, line: 10, baseType: !29)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 10, size: 128, elements: !30)
!30 = !{!31, !32, !33}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !29, file: !1, line: 10, baseType: !3, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "cols", scope: !29, file: !1, line: 10, baseType: !3, size: 32, offset: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !29, file: !1, line: 10, baseType: !34, size: 64, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!35 = !DILocalVariable(name: "q", scope: !19, file: !1, line: 67, type: !28)
!36 = !DILocalVariable(name: "r", scope: !19, file: !1, line: 67, type: !28)
!37 = !DILocalVariable(name: "g", scope: !19, file: !1, line: 69, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "grid", file: !1, line: 12, baseType: !39)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 12, size: 192, elements: !40)
!40 = !{!41, !42, !43, !44}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "nx", scope: !39, file: !1, line: 12, baseType: !3, size: 32)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "ny", scope: !39, file: !1, line: 12, baseType: !3, size: 32, offset: 32)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "pad", scope: !39, file: !1, line: 12, baseType: !3, size: 32, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "cells", scope: !39, file: !1, line: 12, baseType: !34, size: 64, offset: 128)
!45 = !DILocalVariable(name: "s", scope: !19, file: !1, line: 70, type: !8)
!46 = !DILocalVariable(name: "t", scope: !47, file: !1, line: 71, type: !3)
!47 = distinct !DILexicalBlock(scope: !19, file: !1, line: 71, column: 3)
!48 = !DILocalVariable(name: "i", scope: !49, file: !1, line: 72, type: !3)
!49 = distinct !DILexicalBlock(scope: !19, file: !1, line: 72, column: 3)
!50 = !DILocalVariable(name: "g", scope: !51, file: !1, line: 29, type: !38)
!51 = distinct !DISubprogram(name: "grid_new", scope: !1, file: !1, line: 28, type: !52, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!52 = !DISubroutineType(types: !53)
!53 = !{!38, !54}
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "dims", file: !1, line: 11, baseType: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 11, size: 64, elements: !56)
!56 = !{!57, !58}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !55, file: !1, line: 11, baseType: !3, size: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !55, file: !1, line: 11, baseType: !3, size: 32, offset: 32)
!59 = !{!60, !50}
!60 = !DILocalVariable(name: "d", arg: 1, scope: !51, file: !1, line: 28, type: !54)
!61 = !DILocation(line: 29, column: 8, scope: !51, inlinedAt: !62)
!62 = distinct !DILocation(line: 69, column: 12, scope: !19)
!63 = !DILocation(line: 69, column: 8, scope: !19)
!64 = !DILocation(line: 0, scope: !19)
!65 = !DILocation(line: 65, column: 16, scope: !19)
!66 = !DILocation(line: 65, column: 11, scope: !19)
!67 = !DILocation(line: 65, column: 27, scope: !19)
!68 = !{!69, !69, i64 0}
!69 = !{!"any pointer", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = !DILocalVariable(name: "__nptr", arg: 1, scope: !73, file: !74, line: 362, type: !77)
!73 = distinct !DISubprogram(name: "atoi", scope: !74, file: !74, line: 362, type: !75, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !79)
!74 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!75 = !DISubroutineType(types: !76)
!76 = !{!3, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!79 = !{!72}
!80 = !DILocation(line: 0, scope: !73, inlinedAt: !81)
!81 = distinct !DILocation(line: 65, column: 22, scope: !19)
!82 = !DILocation(line: 364, column: 16, scope: !73, inlinedAt: !81)
!83 = !DILocation(line: 364, column: 10, scope: !73, inlinedAt: !81)
!84 = !DILocation(line: 66, column: 16, scope: !19)
!85 = !DILocation(line: 66, column: 11, scope: !19)
!86 = !DILocation(line: 66, column: 27, scope: !19)
!87 = !DILocation(line: 0, scope: !73, inlinedAt: !88)
!88 = distinct !DILocation(line: 66, column: 22, scope: !19)
!89 = !DILocation(line: 364, column: 16, scope: !73, inlinedAt: !88)
!90 = !DILocation(line: 364, column: 10, scope: !73, inlinedAt: !88)
!91 = !DILocalVariable(name: "r", arg: 1, scope: !92, file: !1, line: 14, type: !3)
!92 = distinct !DISubprogram(name: "make", scope: !1, file: !1, line: 14, type: !93, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{!28, !3, !3}
!95 = !{!91, !96, !97, !98}
!96 = !DILocalVariable(name: "c", arg: 2, scope: !92, file: !1, line: 14, type: !3)
!97 = !DILocalVariable(name: "m", scope: !92, file: !1, line: 15, type: !28)
!98 = !DILocalVariable(name: "i", scope: !99, file: !1, line: 19, type: !3)
!99 = distinct !DILexicalBlock(scope: !92, file: !1, line: 19, column: 3)
!100 = !DILocation(line: 0, scope: !92, inlinedAt: !101)
!101 = distinct !DILocation(line: 67, column: 11, scope: !19)
!102 = !DILocation(line: 18, column: 33, scope: !92, inlinedAt: !101)
!103 = !DILocation(line: 18, column: 31, scope: !92, inlinedAt: !101)
!104 = !DILocation(line: 18, column: 37, scope: !92, inlinedAt: !101)
!105 = !DILocation(line: 18, column: 35, scope: !92, inlinedAt: !101)
!106 = !DILocation(line: 18, column: 9, scope: !92, inlinedAt: !101)
!107 = !DILocation(line: 0, scope: !99, inlinedAt: !101)
!108 = !DILocation(line: 19, column: 21, scope: !109, inlinedAt: !101)
!109 = distinct !DILexicalBlock(scope: !99, file: !1, line: 19, column: 3)
!110 = !DILocation(line: 19, column: 3, scope: !99, inlinedAt: !101)
!111 = !DILocation(line: 0, scope: !92, inlinedAt: !112)
!112 = distinct !DILocation(line: 67, column: 27, scope: !19)
!113 = !DILocation(line: 18, column: 9, scope: !92, inlinedAt: !112)
!114 = !DILocation(line: 0, scope: !99, inlinedAt: !112)
!115 = !DILocation(line: 19, column: 3, scope: !99, inlinedAt: !112)
!116 = !DILocation(line: 19, column: 31, scope: !109, inlinedAt: !101)
!117 = !DILocation(line: 19, column: 56, scope: !109, inlinedAt: !101)
!118 = !DILocation(line: 19, column: 61, scope: !109, inlinedAt: !101)
!119 = !DILocation(line: 19, column: 67, scope: !109, inlinedAt: !101)
!120 = !DILocation(line: 19, column: 42, scope: !109, inlinedAt: !101)
!121 = !{!122, !122, i64 0}
!122 = !{!"double", !70, i64 0}
!123 = distinct !{!123, !110, !124, !125, !126}
!124 = !DILocation(line: 19, column: 69, scope: !99, inlinedAt: !101)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !{!"llvm.loop.isvectorized", i32 1}
!127 = !DILocation(line: 19, column: 35, scope: !109, inlinedAt: !101)
!128 = distinct !{!128, !110, !124, !125, !129, !126}
!129 = !{!"llvm.loop.unroll.runtime.disable"}
!130 = !DILocation(line: 19, column: 21, scope: !109, inlinedAt: !112)
!131 = !DILocation(line: 19, column: 31, scope: !109, inlinedAt: !112)
!132 = !DILocation(line: 19, column: 56, scope: !109, inlinedAt: !112)
!133 = !DILocation(line: 19, column: 61, scope: !109, inlinedAt: !112)
!134 = !DILocation(line: 19, column: 67, scope: !109, inlinedAt: !112)
!135 = !DILocation(line: 19, column: 42, scope: !109, inlinedAt: !112)
!136 = distinct !{!136, !115, !137, !125, !126}
!137 = !DILocation(line: 19, column: 69, scope: !99, inlinedAt: !112)
!138 = !DILocation(line: 19, column: 35, scope: !109, inlinedAt: !112)
!139 = distinct !{!139, !115, !137, !125, !129, !126}
!140 = !DILocation(line: 20, column: 3, scope: !92, inlinedAt: !101)
!141 = !DILocation(line: 0, scope: !92, inlinedAt: !142)
!142 = distinct !DILocation(line: 67, column: 43, scope: !19)
!143 = !DILocation(line: 18, column: 31, scope: !92, inlinedAt: !142)
!144 = !DILocation(line: 18, column: 35, scope: !92, inlinedAt: !142)
!145 = !DILocation(line: 18, column: 9, scope: !92, inlinedAt: !142)
!146 = !DILocation(line: 0, scope: !99, inlinedAt: !142)
!147 = !DILocation(line: 19, column: 21, scope: !109, inlinedAt: !142)
!148 = !DILocation(line: 19, column: 3, scope: !99, inlinedAt: !142)
!149 = !DILocation(line: 19, column: 31, scope: !109, inlinedAt: !142)
!150 = !DILocation(line: 19, column: 56, scope: !109, inlinedAt: !142)
!151 = !DILocation(line: 19, column: 61, scope: !109, inlinedAt: !142)
!152 = !DILocation(line: 19, column: 67, scope: !109, inlinedAt: !142)
!153 = !DILocation(line: 19, column: 42, scope: !109, inlinedAt: !142)
!154 = distinct !{!154, !148, !155, !125, !126}
!155 = !DILocation(line: 19, column: 69, scope: !99, inlinedAt: !142)
!156 = !DILocation(line: 19, column: 35, scope: !109, inlinedAt: !142)
!157 = distinct !{!157, !148, !155, !125, !129, !126}
!158 = !DILocalVariable(name: "a", arg: 1, scope: !159, file: !1, line: 37, type: !162)
!159 = distinct !DISubprogram(name: "gram_schmidt", scope: !1, file: !1, line: 37, type: !160, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !163)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !162, !162, !162}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!163 = !{!158, !164, !165, !166, !167, !168, !170, !173, !175, !177, !179, !182, !184}
!164 = !DILocalVariable(name: "q", arg: 2, scope: !159, file: !1, line: 37, type: !162)
!165 = !DILocalVariable(name: "r", arg: 3, scope: !159, file: !1, line: 37, type: !162)
!166 = !DILocalVariable(name: "n", scope: !159, file: !1, line: 38, type: !3)
!167 = !DILocalVariable(name: "m", scope: !159, file: !1, line: 38, type: !3)
!168 = !DILocalVariable(name: "k", scope: !169, file: !1, line: 39, type: !3)
!169 = distinct !DILexicalBlock(scope: !159, file: !1, line: 39, column: 3)
!170 = !DILocalVariable(name: "nrm", scope: !171, file: !1, line: 40, type: !8)
!171 = distinct !DILexicalBlock(scope: !172, file: !1, line: 39, column: 31)
!172 = distinct !DILexicalBlock(scope: !169, file: !1, line: 39, column: 3)
!173 = !DILocalVariable(name: "i", scope: !174, file: !1, line: 41, type: !3)
!174 = distinct !DILexicalBlock(scope: !171, file: !1, line: 41, column: 5)
!175 = !DILocalVariable(name: "i", scope: !176, file: !1, line: 43, type: !3)
!176 = distinct !DILexicalBlock(scope: !171, file: !1, line: 43, column: 5)
!177 = !DILocalVariable(name: "j", scope: !178, file: !1, line: 44, type: !3)
!178 = distinct !DILexicalBlock(scope: !171, file: !1, line: 44, column: 5)
!179 = !DILocalVariable(name: "s", scope: !180, file: !1, line: 45, type: !8)
!180 = distinct !DILexicalBlock(scope: !181, file: !1, line: 44, column: 37)
!181 = distinct !DILexicalBlock(scope: !178, file: !1, line: 44, column: 5)
!182 = !DILocalVariable(name: "i", scope: !183, file: !1, line: 46, type: !3)
!183 = distinct !DILexicalBlock(scope: !180, file: !1, line: 46, column: 7)
!184 = !DILocalVariable(name: "i", scope: !185, file: !1, line: 48, type: !3)
!185 = distinct !DILexicalBlock(scope: !180, file: !1, line: 48, column: 7)
!186 = !DILocation(line: 0, scope: !159, inlinedAt: !187)
!187 = distinct !DILocation(line: 68, column: 3, scope: !19)
!188 = !DILocation(line: 0, scope: !169, inlinedAt: !187)
!189 = !DILocation(line: 39, column: 21, scope: !172, inlinedAt: !187)
!190 = !DILocation(line: 39, column: 3, scope: !169, inlinedAt: !187)
!191 = distinct !{!191, !190, !192, !125}
!192 = !DILocation(line: 50, column: 3, scope: !169, inlinedAt: !187)
!193 = !DILocation(line: 0, scope: !174, inlinedAt: !187)
!194 = !DILocation(line: 0, scope: !171, inlinedAt: !187)
!195 = !DILocation(line: 41, column: 5, scope: !174, inlinedAt: !187)
!196 = !DILocation(line: 41, column: 47, scope: !197, inlinedAt: !187)
!197 = distinct !DILexicalBlock(scope: !174, file: !1, line: 41, column: 5)
!198 = !DILocation(line: 41, column: 51, scope: !197, inlinedAt: !187)
!199 = !DILocation(line: 41, column: 40, scope: !197, inlinedAt: !187)
!200 = !DILocation(line: 41, column: 37, scope: !197, inlinedAt: !187)
!201 = !DILocation(line: 41, column: 29, scope: !197, inlinedAt: !187)
!202 = distinct !{!202, !203}
!203 = !{!"llvm.loop.unroll.disable"}
!204 = !DILocation(line: 42, column: 23, scope: !171, inlinedAt: !187)
!205 = !DILocation(line: 42, column: 12, scope: !171, inlinedAt: !187)
!206 = !DILocation(line: 42, column: 16, scope: !171, inlinedAt: !187)
!207 = !DILocation(line: 42, column: 5, scope: !171, inlinedAt: !187)
!208 = !DILocation(line: 42, column: 21, scope: !171, inlinedAt: !187)
!209 = !DILocation(line: 0, scope: !176, inlinedAt: !187)
!210 = !DILocation(line: 43, column: 5, scope: !176, inlinedAt: !187)
!211 = !DILocation(line: 43, column: 51, scope: !212, inlinedAt: !187)
!212 = distinct !DILexicalBlock(scope: !176, file: !1, line: 43, column: 5)
!213 = !DILocation(line: 43, column: 67, scope: !212, inlinedAt: !187)
!214 = !DILocation(line: 43, column: 33, scope: !212, inlinedAt: !187)
!215 = !DILocation(line: 43, column: 49, scope: !212, inlinedAt: !187)
!216 = distinct !{!216, !195, !217, !125}
!217 = !DILocation(line: 41, column: 72, scope: !174, inlinedAt: !187)
!218 = !DILocation(line: 43, column: 58, scope: !212, inlinedAt: !187)
!219 = !DILocation(line: 43, column: 62, scope: !212, inlinedAt: !187)
!220 = !DILocation(line: 44, column: 20, scope: !178, inlinedAt: !187)
!221 = !DILocation(line: 0, scope: !178, inlinedAt: !187)
!222 = !DILocation(line: 44, column: 27, scope: !181, inlinedAt: !187)
!223 = !DILocation(line: 44, column: 5, scope: !178, inlinedAt: !187)
!224 = !DILocation(line: 43, column: 29, scope: !212, inlinedAt: !187)
!225 = distinct !{!225, !210, !226, !125}
!226 = !DILocation(line: 43, column: 83, scope: !176, inlinedAt: !187)
!227 = !DILocation(line: 0, scope: !183, inlinedAt: !187)
!228 = !DILocation(line: 0, scope: !180, inlinedAt: !187)
!229 = !DILocation(line: 46, column: 7, scope: !183, inlinedAt: !187)
!230 = !DILocation(line: 47, column: 18, scope: !180, inlinedAt: !187)
!231 = !DILocation(line: 47, column: 7, scope: !180, inlinedAt: !187)
!232 = !DILocation(line: 47, column: 23, scope: !180, inlinedAt: !187)
!233 = !DILocation(line: 0, scope: !185, inlinedAt: !187)
!234 = !DILocation(line: 48, column: 7, scope: !185, inlinedAt: !187)
!235 = !DILocation(line: 46, column: 47, scope: !236, inlinedAt: !187)
!236 = distinct !DILexicalBlock(scope: !183, file: !1, line: 46, column: 7)
!237 = !DILocation(line: 46, column: 51, scope: !236, inlinedAt: !187)
!238 = !DILocation(line: 46, column: 40, scope: !236, inlinedAt: !187)
!239 = !DILocation(line: 46, column: 69, scope: !236, inlinedAt: !187)
!240 = !DILocation(line: 46, column: 58, scope: !236, inlinedAt: !187)
!241 = !DILocation(line: 46, column: 37, scope: !236, inlinedAt: !187)
!242 = !DILocation(line: 46, column: 31, scope: !236, inlinedAt: !187)
!243 = distinct !{!243, !229, !244, !125}
!244 = !DILocation(line: 46, column: 72, scope: !183, inlinedAt: !187)
!245 = !DILocation(line: 48, column: 61, scope: !246, inlinedAt: !187)
!246 = distinct !DILexicalBlock(scope: !185, file: !1, line: 48, column: 7)
!247 = !DILocation(line: 48, column: 65, scope: !246, inlinedAt: !187)
!248 = !DILocation(line: 48, column: 54, scope: !246, inlinedAt: !187)
!249 = !DILocation(line: 48, column: 46, scope: !246, inlinedAt: !187)
!250 = !DILocation(line: 48, column: 35, scope: !246, inlinedAt: !187)
!251 = !DILocation(line: 48, column: 51, scope: !246, inlinedAt: !187)
!252 = !DILocation(line: 44, column: 33, scope: !181, inlinedAt: !187)
!253 = distinct !{!253, !223, !254, !125}
!254 = !DILocation(line: 49, column: 5, scope: !178, inlinedAt: !187)
!255 = !DILocation(line: 48, column: 31, scope: !246, inlinedAt: !187)
!256 = distinct !{!256, !234, !257, !125}
!257 = !DILocation(line: 48, column: 72, scope: !185, inlinedAt: !187)
!258 = !DILocation(line: 69, column: 31, scope: !19)
!259 = !DILocation(line: 69, column: 38, scope: !19)
!260 = !DILocation(line: 0, scope: !51, inlinedAt: !62)
!261 = !DILocation(line: 33, column: 20, scope: !51, inlinedAt: !62)
!262 = !DILocation(line: 33, column: 34, scope: !51, inlinedAt: !62)
!263 = !DILocation(line: 33, column: 32, scope: !51, inlinedAt: !62)
!264 = !DILocation(line: 33, column: 13, scope: !51, inlinedAt: !62)
!265 = !DILocation(line: 33, column: 11, scope: !51, inlinedAt: !62)
!266 = !DILocation(line: 0, scope: !47)
!267 = !DILocalVariable(name: "g", arg: 1, scope: !268, file: !1, line: 53, type: !271)
!268 = distinct !DISubprogram(name: "sweep", scope: !1, file: !1, line: 53, type: !269, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !272)
!269 = !DISubroutineType(types: !270)
!270 = !{!8, !271}
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!272 = !{!267, !273, !274, !276, !279}
!273 = !DILocalVariable(name: "s", scope: !268, file: !1, line: 54, type: !8)
!274 = !DILocalVariable(name: "y", scope: !275, file: !1, line: 55, type: !3)
!275 = distinct !DILexicalBlock(scope: !268, file: !1, line: 55, column: 3)
!276 = !DILocalVariable(name: "x", scope: !277, file: !1, line: 56, type: !3)
!277 = distinct !DILexicalBlock(scope: !278, file: !1, line: 56, column: 5)
!278 = distinct !DILexicalBlock(scope: !275, file: !1, line: 55, column: 3)
!279 = !DILocalVariable(name: "c", scope: !280, file: !1, line: 57, type: !34)
!280 = distinct !DILexicalBlock(scope: !281, file: !1, line: 56, column: 41)
!281 = distinct !DILexicalBlock(scope: !277, file: !1, line: 56, column: 5)
!282 = !DILocation(line: 0, scope: !268, inlinedAt: !283)
!283 = distinct !DILocation(line: 71, column: 36, scope: !284)
!284 = distinct !DILexicalBlock(scope: !47, file: !1, line: 71, column: 3)
!285 = !DILocation(line: 0, scope: !275, inlinedAt: !283)
!286 = !DILocation(line: 55, column: 3, scope: !275, inlinedAt: !283)
!287 = !DILocation(line: 56, column: 5, scope: !277, inlinedAt: !283)
!288 = !DILocation(line: 72, column: 21, scope: !289)
!289 = distinct !DILexicalBlock(scope: !49, file: !1, line: 72, column: 3)
!290 = !DILocation(line: 72, column: 3, scope: !49)
!291 = !DILocation(line: 0, scope: !277, inlinedAt: !283)
!292 = !DILocation(line: 57, column: 48, scope: !280, inlinedAt: !283)
!293 = !DILocation(line: 0, scope: !280, inlinedAt: !283)
!294 = !DILocation(line: 58, column: 28, scope: !280, inlinedAt: !283)
!295 = !DILocation(line: 58, column: 26, scope: !280, inlinedAt: !283)
!296 = !DILocation(line: 58, column: 35, scope: !280, inlinedAt: !283)
!297 = !DILocation(line: 58, column: 33, scope: !280, inlinedAt: !283)
!298 = !DILocation(line: 58, column: 47, scope: !280, inlinedAt: !283)
!299 = !DILocation(line: 58, column: 45, scope: !280, inlinedAt: !283)
!300 = !DILocation(line: 58, column: 57, scope: !280, inlinedAt: !283)
!301 = !DILocation(line: 58, column: 10, scope: !280, inlinedAt: !283)
!302 = !DILocation(line: 59, column: 9, scope: !280, inlinedAt: !283)
!303 = !DILocation(line: 55, column: 35, scope: !278, inlinedAt: !283)
!304 = !DILocation(line: 55, column: 21, scope: !278, inlinedAt: !283)
!305 = distinct !{!305, !286, !306, !125}
!306 = !DILocation(line: 60, column: 5, scope: !275, inlinedAt: !283)
!307 = !DILocation(line: 56, column: 37, scope: !281, inlinedAt: !283)
!308 = distinct !{!308, !287, !309, !125}
!309 = !DILocation(line: 60, column: 5, scope: !277, inlinedAt: !283)
!310 = !DILocation(line: 71, column: 33, scope: !284)
!311 = !DILocation(line: 54, column: 10, scope: !268, inlinedAt: !283)
!312 = !DILocation(line: 0, scope: !49)
!313 = !DILocation(line: 72, column: 40, scope: !289)
!314 = !DILocation(line: 72, column: 37, scope: !289)
!315 = !DILocation(line: 72, column: 31, scope: !289)
!316 = distinct !{!316, !203}
!317 = !DILocation(line: 73, column: 3, scope: !19)
!318 = !DILocation(line: 74, column: 3, scope: !19)
!319 = !DILocation(line: 75, column: 3, scope: !19)
!320 = !DILocation(line: 76, column: 3, scope: !19)
!321 = !DILocation(line: 77, column: 3, scope: !19)
!322 = !DILocation(line: 78, column: 3, scope: !19)
!323 = distinct !{!323, !290, !324, !125}
!324 = !DILocation(line: 72, column: 45, scope: !49)
