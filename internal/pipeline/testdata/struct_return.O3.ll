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
  call void @llvm.dbg.value(metadata i8* %6, metadata !72, metadata !DIExpression()) #9, !dbg !80
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !82
  %8 = trunc i64 %7 to i32, !dbg !83
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression()), !dbg !64
  %9 = icmp eq i32 %0, 2, !dbg !84
  br i1 %9, label %15, label %10, !dbg !85

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !86
  %12 = load i8*, i8** %11, align 8, !dbg !86, !tbaa !68
  call void @llvm.dbg.value(metadata i8* %12, metadata !72, metadata !DIExpression()) #9, !dbg !87
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #9, !dbg !89
  %14 = trunc i64 %13 to i32, !dbg !90
  br label %15, !dbg !85

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 60, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 50, %4 ], [ 50, %2 ], !dbg !85
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i32 %8, metadata !91, metadata !DIExpression()) #9, !dbg !100
  call void @llvm.dbg.value(metadata i32 %17, metadata !96, metadata !DIExpression()) #9, !dbg !100
  call void @llvm.dbg.value(metadata i32 %8, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #9, !dbg !100
  call void @llvm.dbg.value(metadata i32 %17, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)) #9, !dbg !100
  %18 = sext i32 %16 to i64, !dbg !102
  %19 = shl nsw i64 %18, 3, !dbg !103
  %20 = sext i32 %17 to i64, !dbg !104
  %21 = mul i64 %19, %20, !dbg !105
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #9, !dbg !106
  %23 = bitcast i8* %22 to double*, !dbg !106
  call void @llvm.dbg.value(metadata double* %23, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #9, !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #9, !dbg !107
  %24 = mul i32 %17, %16
  %25 = icmp sgt i32 %24, 0, !dbg !108
  br i1 %25, label %29, label %26, !dbg !110

26:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 %16, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %17, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !64
  call void @llvm.dbg.value(metadata double* %23, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %8, metadata !91, metadata !DIExpression()) #9, !dbg !111
  call void @llvm.dbg.value(metadata i32 %17, metadata !96, metadata !DIExpression()) #9, !dbg !111
  call void @llvm.dbg.value(metadata i32 %8, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #9, !dbg !111
  call void @llvm.dbg.value(metadata i32 %17, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)) #9, !dbg !111
  %27 = tail call noalias i8* @malloc(i64 noundef %21) #9, !dbg !113
  %28 = bitcast i8* %27 to double*, !dbg !113
  call void @llvm.dbg.value(metadata double* %90, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #9, !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #9, !dbg !114
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
  call void @llvm.dbg.value(metadata i64 %79, metadata !98, metadata !DIExpression()) #9, !dbg !107
  %80 = trunc i64 %79 to i32, !dbg !117
  %81 = mul nsw i32 %80, 7, !dbg !117
  %82 = urem i32 %81, 13, !dbg !118
  %83 = add nuw nsw i32 %82, 1, !dbg !119
  %84 = sitofp i32 %83 to double, !dbg !119
  %85 = getelementptr inbounds double, double* %23, i64 %79, !dbg !127
  store double %84, double* %85, align 8, !dbg !120, !tbaa !121
  %86 = add nuw nsw i64 %79, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %86, metadata !98, metadata !DIExpression()) #9, !dbg !107
  %87 = icmp eq i64 %86, %30, !dbg !108
  br i1 %87, label %88, label %78, !dbg !110, !llvm.loop !128

88:                                               ; preds = %78, %74
  call void @llvm.dbg.value(metadata i32 %16, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %17, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !64
  call void @llvm.dbg.value(metadata double* %23, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %8, metadata !91, metadata !DIExpression()) #9, !dbg !111
  call void @llvm.dbg.value(metadata i32 %17, metadata !96, metadata !DIExpression()) #9, !dbg !111
  call void @llvm.dbg.value(metadata i32 %8, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #9, !dbg !111
  call void @llvm.dbg.value(metadata i32 %17, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)) #9, !dbg !111
  %89 = tail call noalias i8* @malloc(i64 noundef %21) #9, !dbg !113
  %90 = bitcast i8* %89 to double*, !dbg !113
  call void @llvm.dbg.value(metadata double* %90, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #9, !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #9, !dbg !114
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
  call void @llvm.dbg.value(metadata i64 %141, metadata !98, metadata !DIExpression()) #9, !dbg !114
  %142 = trunc i64 %141 to i32, !dbg !132
  %143 = mul nsw i32 %142, 7, !dbg !132
  %144 = urem i32 %143, 13, !dbg !133
  %145 = add nuw nsw i32 %144, 1, !dbg !134
  %146 = sitofp i32 %145 to double, !dbg !134
  %147 = getelementptr inbounds double, double* %90, i64 %141, !dbg !138
  store double %146, double* %147, align 8, !dbg !135, !tbaa !121
  %148 = add nuw nsw i64 %141, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %148, metadata !98, metadata !DIExpression()) #9, !dbg !114
  %149 = icmp eq i64 %148, %92, !dbg !130
  br i1 %149, label %150, label %140, !dbg !115, !llvm.loop !139

150:                                              ; preds = %140, %136, %26, %88
  %151 = phi double* [ %28, %26 ], [ %90, %88 ], [ %90, %136 ], [ %90, %140 ]
  %152 = phi i8* [ %27, %26 ], [ %89, %88 ], [ %89, %136 ], [ %89, %140 ]
  %153 = zext i32 %17 to i64, !dbg !140
  call void @llvm.dbg.value(metadata i64 undef, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !64
  call void @llvm.dbg.value(metadata double* %90, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %17, metadata !91, metadata !DIExpression()) #9, !dbg !141
  call void @llvm.dbg.value(metadata i32 %17, metadata !96, metadata !DIExpression()) #9, !dbg !141
  call void @llvm.dbg.value(metadata i32 %17, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)) #9, !dbg !141
  call void @llvm.dbg.value(metadata i32 %17, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)) #9, !dbg !141
  %154 = shl nsw i64 %20, 3, !dbg !143
  %155 = mul i64 %154, %20, !dbg !144
  %156 = tail call noalias i8* @malloc(i64 noundef %155) #9, !dbg !145
  %157 = bitcast i8* %156 to double*, !dbg !145
  call void @llvm.dbg.value(metadata double* %157, metadata !97, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)) #9, !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #9, !dbg !146
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
  call void @llvm.dbg.value(metadata i64 %211, metadata !98, metadata !DIExpression()) #9, !dbg !146
  %212 = trunc i64 %211 to i32, !dbg !150
  %213 = mul nsw i32 %212, 7, !dbg !150
  %214 = urem i32 %213, 13, !dbg !151
  %215 = add nuw nsw i32 %214, 1, !dbg !152
  %216 = sitofp i32 %215 to double, !dbg !152
  %217 = getelementptr inbounds double, double* %157, i64 %211, !dbg !156
  store double %216, double* %217, align 8, !dbg !153, !tbaa !121
  %218 = add nuw nsw i64 %211, 1, !dbg !149
  call void @llvm.dbg.value(metadata i64 %218, metadata !98, metadata !DIExpression()) #9, !dbg !146
  %219 = icmp eq i64 %218, %161, !dbg !147
  br i1 %219, label %220, label %210, !dbg !148, !llvm.loop !157

220:                                              ; preds = %210, %206, %150
  call void @llvm.dbg.value(metadata i64 undef, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !64
  call void @llvm.dbg.value(metadata double* %157, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !64
  call void @llvm.dbg.value(metadata %struct.mat* undef, metadata !158, metadata !DIExpression()) #9, !dbg !186
  call void @llvm.dbg.value(metadata %struct.mat* undef, metadata !164, metadata !DIExpression()) #9, !dbg !186
  call void @llvm.dbg.value(metadata %struct.mat* undef, metadata !165, metadata !DIExpression()) #9, !dbg !186
  call void @llvm.dbg.value(metadata i32 %17, metadata !166, metadata !DIExpression()) #9, !dbg !186
  call void @llvm.dbg.value(metadata i32 %16, metadata !167, metadata !DIExpression()) #9, !dbg !186
  call void @llvm.dbg.value(metadata i32 0, metadata !168, metadata !DIExpression()) #9, !dbg !188
  %221 = icmp sgt i32 %17, 0, !dbg !189
  br i1 %221, label %222, label %440, !dbg !190

222:                                              ; preds = %220
  %223 = icmp sgt i32 %16, 0
  %224 = zext i32 %16 to i64
  %225 = shl nuw nsw i64 %153, 3, !dbg !190
  %226 = add nuw nsw i64 %225, 8, !dbg !190
  %227 = add nsw i64 %225, -8, !dbg !190
  %228 = add nsw i64 %224, -1, !dbg !190
  %229 = and i64 %224, 3
  %230 = icmp ult i64 %228, 3
  %231 = and i64 %224, 4294967292
  %232 = icmp eq i64 %229, 0
  %233 = and i64 %228, 1
  %234 = icmp eq i32 %16, 2
  %235 = and i64 %228, -2
  %236 = icmp eq i64 %233, 0
  %237 = and i64 %224, 1
  %238 = icmp eq i64 %228, 0
  %239 = and i64 %224, 4294967294
  %240 = icmp eq i64 %237, 0
  %241 = and i64 %224, 1
  %242 = icmp eq i64 %228, 0
  %243 = and i64 %224, 4294967294
  %244 = icmp eq i64 %241, 0
  br label %249, !dbg !190

245:                                              ; preds = %418, %327, %330, %334, %324
  %246 = phi i64 [ %331, %330 ], [ %335, %334 ], [ %325, %324 ], [ %328, %327 ], [ %337, %418 ]
  call void @llvm.dbg.value(metadata i64 %325, metadata !168, metadata !DIExpression()) #9, !dbg !188
  %247 = add nuw nsw i64 %251, 1, !dbg !190
  %248 = icmp eq i64 %246, %153, !dbg !189
  br i1 %248, label %440, label %249, !dbg !190, !llvm.loop !191

249:                                              ; preds = %245, %222
  %250 = phi i64 [ 0, %222 ], [ %246, %245 ]
  %251 = phi i64 [ 1, %222 ], [ %247, %245 ]
  call void @llvm.dbg.value(metadata i64 %250, metadata !168, metadata !DIExpression()) #9, !dbg !188
  call void @llvm.dbg.value(metadata i32 0, metadata !173, metadata !DIExpression()) #9, !dbg !193
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !170, metadata !DIExpression()) #9, !dbg !194
  %252 = mul i64 %226, %250, !dbg !195
  %253 = add i64 %252, 8, !dbg !195
  %254 = getelementptr i8, i8* %156, i64 %253, !dbg !195
  %255 = mul nsw i64 %250, -8, !dbg !195
  %256 = add nsw i64 %227, %255, !dbg !195
  br i1 %223, label %257, label %274, !dbg !195

257:                                              ; preds = %249
  br i1 %230, label %258, label %285, !dbg !195

258:                                              ; preds = %285, %257
  %259 = phi double [ undef, %257 ], [ %311, %285 ]
  %260 = phi i64 [ 0, %257 ], [ %312, %285 ]
  %261 = phi double [ 0.000000e+00, %257 ], [ %311, %285 ]
  br i1 %232, label %274, label %262, !dbg !195

262:                                              ; preds = %258, %262
  %263 = phi i64 [ %271, %262 ], [ %260, %258 ]
  %264 = phi double [ %270, %262 ], [ %261, %258 ]
  %265 = phi i64 [ %272, %262 ], [ 0, %258 ]
  call void @llvm.dbg.value(metadata i64 %263, metadata !173, metadata !DIExpression()) #9, !dbg !193
  call void @llvm.dbg.value(metadata double %264, metadata !170, metadata !DIExpression()) #9, !dbg !194
  %266 = mul nuw nsw i64 %263, %153, !dbg !196
  %267 = add nuw nsw i64 %266, %250, !dbg !198
  %268 = getelementptr inbounds double, double* %23, i64 %267, !dbg !199
  %269 = load double, double* %268, align 8, !dbg !199, !tbaa !121
  %270 = tail call double @llvm.fmuladd.f64(double %269, double %269, double %264) #9, !dbg !200
  call void @llvm.dbg.value(metadata double %270, metadata !170, metadata !DIExpression()) #9, !dbg !194
  %271 = add nuw nsw i64 %263, 1, !dbg !201
  call void @llvm.dbg.value(metadata i64 %271, metadata !173, metadata !DIExpression()) #9, !dbg !193
  %272 = add i64 %265, 1, !dbg !195
  %273 = icmp eq i64 %272, %229, !dbg !195
  br i1 %273, label %274, label %262, !dbg !195, !llvm.loop !202

274:                                              ; preds = %258, %262, %249
  %275 = phi double [ 0.000000e+00, %249 ], [ %259, %258 ], [ %270, %262 ], !dbg !194
  %276 = tail call double @sqrt(double noundef %275) #9, !dbg !204
  %277 = mul nuw nsw i64 %250, %153, !dbg !205
  %278 = add nuw nsw i64 %277, %250, !dbg !206
  %279 = getelementptr inbounds double, double* %157, i64 %278, !dbg !207
  store double %276, double* %279, align 8, !dbg !208, !tbaa !121
  call void @llvm.dbg.value(metadata i32 0, metadata !175, metadata !DIExpression()) #9, !dbg !209
  br i1 %223, label %280, label %330, !dbg !210

280:                                              ; preds = %274
  call void @llvm.dbg.value(metadata i64 0, metadata !175, metadata !DIExpression()) #9, !dbg !209
  %281 = getelementptr inbounds double, double* %23, i64 %250, !dbg !211
  %282 = load double, double* %281, align 8, !dbg !211, !tbaa !121
  %283 = fdiv double %282, %276, !dbg !213
  %284 = getelementptr inbounds double, double* %151, i64 %250, !dbg !214
  store double %283, double* %284, align 8, !dbg !215, !tbaa !121
  call void @llvm.dbg.value(metadata i64 1, metadata !175, metadata !DIExpression()) #9, !dbg !209
  switch i32 %16, label %421 [
    i32 1, label %327
    i32 2, label %315
  ], !dbg !210

285:                                              ; preds = %257, %285
  %286 = phi i64 [ %312, %285 ], [ 0, %257 ]
  %287 = phi double [ %311, %285 ], [ 0.000000e+00, %257 ]
  %288 = phi i64 [ %313, %285 ], [ 0, %257 ]
  call void @llvm.dbg.value(metadata i64 %286, metadata !173, metadata !DIExpression()) #9, !dbg !193
  call void @llvm.dbg.value(metadata double %287, metadata !170, metadata !DIExpression()) #9, !dbg !194
  %289 = mul nuw nsw i64 %286, %153, !dbg !196
  %290 = add nuw nsw i64 %289, %250, !dbg !198
  %291 = getelementptr inbounds double, double* %23, i64 %290, !dbg !199
  %292 = load double, double* %291, align 8, !dbg !199, !tbaa !121
  %293 = tail call double @llvm.fmuladd.f64(double %292, double %292, double %287) #9, !dbg !200
  call void @llvm.dbg.value(metadata double %293, metadata !170, metadata !DIExpression()) #9, !dbg !194
  %294 = or i64 %286, 1, !dbg !201
  call void @llvm.dbg.value(metadata i64 %294, metadata !173, metadata !DIExpression()) #9, !dbg !193
  call void @llvm.dbg.value(metadata i64 %294, metadata !173, metadata !DIExpression()) #9, !dbg !193
  call void @llvm.dbg.value(metadata double %293, metadata !170, metadata !DIExpression()) #9, !dbg !194
  %295 = mul nuw nsw i64 %294, %153, !dbg !196
  %296 = add nuw nsw i64 %295, %250, !dbg !198
  %297 = getelementptr inbounds double, double* %23, i64 %296, !dbg !199
  %298 = load double, double* %297, align 8, !dbg !199, !tbaa !121
  %299 = tail call double @llvm.fmuladd.f64(double %298, double %298, double %293) #9, !dbg !200
  call void @llvm.dbg.value(metadata double %299, metadata !170, metadata !DIExpression()) #9, !dbg !194
  %300 = or i64 %286, 2, !dbg !201
  call void @llvm.dbg.value(metadata i64 %300, metadata !173, metadata !DIExpression()) #9, !dbg !193
  call void @llvm.dbg.value(metadata i64 %300, metadata !173, metadata !DIExpression()) #9, !dbg !193
  call void @llvm.dbg.value(metadata double %299, metadata !170, metadata !DIExpression()) #9, !dbg !194
  %301 = mul nuw nsw i64 %300, %153, !dbg !196
  %302 = add nuw nsw i64 %301, %250, !dbg !198
  %303 = getelementptr inbounds double, double* %23, i64 %302, !dbg !199
  %304 = load double, double* %303, align 8, !dbg !199, !tbaa !121
  %305 = tail call double @llvm.fmuladd.f64(double %304, double %304, double %299) #9, !dbg !200
  call void @llvm.dbg.value(metadata double %305, metadata !170, metadata !DIExpression()) #9, !dbg !194
  %306 = or i64 %286, 3, !dbg !201
  call void @llvm.dbg.value(metadata i64 %306, metadata !173, metadata !DIExpression()) #9, !dbg !193
  call void @llvm.dbg.value(metadata i64 %306, metadata !173, metadata !DIExpression()) #9, !dbg !193
  call void @llvm.dbg.value(metadata double %305, metadata !170, metadata !DIExpression()) #9, !dbg !194
  %307 = mul nuw nsw i64 %306, %153, !dbg !196
  %308 = add nuw nsw i64 %307, %250, !dbg !198
  %309 = getelementptr inbounds double, double* %23, i64 %308, !dbg !199
  %310 = load double, double* %309, align 8, !dbg !199, !tbaa !121
  %311 = tail call double @llvm.fmuladd.f64(double %310, double %310, double %305) #9, !dbg !200
  call void @llvm.dbg.value(metadata double %311, metadata !170, metadata !DIExpression()) #9, !dbg !194
  %312 = add nuw nsw i64 %286, 4, !dbg !201
  call void @llvm.dbg.value(metadata i64 %312, metadata !173, metadata !DIExpression()) #9, !dbg !193
  %313 = add i64 %288, 4, !dbg !195
  %314 = icmp eq i64 %313, %231, !dbg !195
  br i1 %314, label %258, label %285, !dbg !195, !llvm.loop !216

315:                                              ; preds = %421, %280
  %316 = phi i64 [ 1, %280 ], [ %437, %421 ]
  br i1 %236, label %324, label %317, !dbg !210

317:                                              ; preds = %315
  call void @llvm.dbg.value(metadata i64 %316, metadata !175, metadata !DIExpression()) #9, !dbg !209
  %318 = mul nuw nsw i64 %316, %153, !dbg !218
  %319 = add nuw nsw i64 %318, %250, !dbg !219
  %320 = getelementptr inbounds double, double* %23, i64 %319, !dbg !211
  %321 = load double, double* %320, align 8, !dbg !211, !tbaa !121
  %322 = fdiv double %321, %276, !dbg !213
  %323 = getelementptr inbounds double, double* %151, i64 %319, !dbg !214
  store double %322, double* %323, align 8, !dbg !215, !tbaa !121
  call void @llvm.dbg.value(metadata i64 %316, metadata !175, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !209
  br label %324, !dbg !220

324:                                              ; preds = %315, %317
  %325 = add nuw nsw i64 %250, 1, !dbg !220
  call void @llvm.dbg.value(metadata i64 %325, metadata !177, metadata !DIExpression()) #9, !dbg !221
  %326 = icmp ult i64 %325, %153, !dbg !222
  br i1 %326, label %333, label %245, !dbg !223

327:                                              ; preds = %280
  %328 = add nuw nsw i64 %250, 1, !dbg !220
  call void @llvm.dbg.value(metadata i64 %325, metadata !177, metadata !DIExpression()) #9, !dbg !221
  %329 = icmp ult i64 %328, %153, !dbg !222
  br i1 %329, label %336, label %245, !dbg !223

330:                                              ; preds = %274
  %331 = add nuw nsw i64 %250, 1, !dbg !220
  call void @llvm.dbg.value(metadata i64 %325, metadata !177, metadata !DIExpression()) #9, !dbg !221
  %332 = icmp ult i64 %331, %153, !dbg !222
  br i1 %332, label %334, label %245, !dbg !223

333:                                              ; preds = %324
  br i1 %223, label %336, label %334, !dbg !224

334:                                              ; preds = %330, %333
  %335 = phi i64 [ %325, %333 ], [ %331, %330 ]
  call void @llvm.memset.p0i8.i64(i8* align 8 %254, i8 0, i64 %256, i1 false), !dbg !225, !tbaa !121
  call void @llvm.dbg.value(metadata i32 undef, metadata !182, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata i32 undef, metadata !179, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i32 undef, metadata !184, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i32 undef, metadata !177, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !221
  br label %245, !dbg !190

336:                                              ; preds = %327, %333
  %337 = phi i64 [ %325, %333 ], [ %328, %327 ]
  br label %338, !dbg !223

338:                                              ; preds = %336, %418
  %339 = phi i64 [ %419, %418 ], [ %251, %336 ]
  call void @llvm.dbg.value(metadata i64 %339, metadata !177, metadata !DIExpression()) #9, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !182, metadata !DIExpression()) #9, !dbg !226
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !179, metadata !DIExpression()) #9, !dbg !227
  br i1 %238, label %364, label %340, !dbg !224

340:                                              ; preds = %338, %340
  %341 = phi i64 [ %361, %340 ], [ 0, %338 ]
  %342 = phi double [ %360, %340 ], [ 0.000000e+00, %338 ]
  %343 = phi i64 [ %362, %340 ], [ 0, %338 ]
  call void @llvm.dbg.value(metadata i64 %341, metadata !182, metadata !DIExpression()) #9, !dbg !226
  call void @llvm.dbg.value(metadata double %342, metadata !179, metadata !DIExpression()) #9, !dbg !227
  %344 = mul nuw nsw i64 %341, %153, !dbg !229
  %345 = add nuw nsw i64 %344, %250, !dbg !231
  %346 = getelementptr inbounds double, double* %151, i64 %345, !dbg !232
  %347 = load double, double* %346, align 8, !dbg !232, !tbaa !121
  %348 = add nuw nsw i64 %344, %339, !dbg !233
  %349 = getelementptr inbounds double, double* %23, i64 %348, !dbg !234
  %350 = load double, double* %349, align 8, !dbg !234, !tbaa !121
  %351 = tail call double @llvm.fmuladd.f64(double %347, double %350, double %342) #9, !dbg !235
  call void @llvm.dbg.value(metadata double %351, metadata !179, metadata !DIExpression()) #9, !dbg !227
  %352 = or i64 %341, 1, !dbg !236
  call void @llvm.dbg.value(metadata i64 %352, metadata !182, metadata !DIExpression()) #9, !dbg !226
  call void @llvm.dbg.value(metadata i64 %352, metadata !182, metadata !DIExpression()) #9, !dbg !226
  call void @llvm.dbg.value(metadata double %351, metadata !179, metadata !DIExpression()) #9, !dbg !227
  %353 = mul nuw nsw i64 %352, %153, !dbg !229
  %354 = add nuw nsw i64 %353, %250, !dbg !231
  %355 = getelementptr inbounds double, double* %151, i64 %354, !dbg !232
  %356 = load double, double* %355, align 8, !dbg !232, !tbaa !121
  %357 = add nuw nsw i64 %353, %339, !dbg !233
  %358 = getelementptr inbounds double, double* %23, i64 %357, !dbg !234
  %359 = load double, double* %358, align 8, !dbg !234, !tbaa !121
  %360 = tail call double @llvm.fmuladd.f64(double %356, double %359, double %351) #9, !dbg !235
  call void @llvm.dbg.value(metadata double %360, metadata !179, metadata !DIExpression()) #9, !dbg !227
  %361 = add nuw nsw i64 %341, 2, !dbg !236
  call void @llvm.dbg.value(metadata i64 %361, metadata !182, metadata !DIExpression()) #9, !dbg !226
  %362 = add i64 %343, 2, !dbg !224
  %363 = icmp eq i64 %362, %239, !dbg !224
  br i1 %363, label %364, label %340, !dbg !224, !llvm.loop !237

364:                                              ; preds = %340, %338
  %365 = phi double [ undef, %338 ], [ %360, %340 ]
  %366 = phi i64 [ 0, %338 ], [ %361, %340 ]
  %367 = phi double [ 0.000000e+00, %338 ], [ %360, %340 ]
  br i1 %240, label %377, label %368, !dbg !224

368:                                              ; preds = %364
  call void @llvm.dbg.value(metadata i64 %366, metadata !182, metadata !DIExpression()) #9, !dbg !226
  call void @llvm.dbg.value(metadata double %367, metadata !179, metadata !DIExpression()) #9, !dbg !227
  %369 = mul nuw nsw i64 %366, %153, !dbg !229
  %370 = add nuw nsw i64 %369, %250, !dbg !231
  %371 = getelementptr inbounds double, double* %151, i64 %370, !dbg !232
  %372 = load double, double* %371, align 8, !dbg !232, !tbaa !121
  %373 = add nuw nsw i64 %369, %339, !dbg !233
  %374 = getelementptr inbounds double, double* %23, i64 %373, !dbg !234
  %375 = load double, double* %374, align 8, !dbg !234, !tbaa !121
  %376 = tail call double @llvm.fmuladd.f64(double %372, double %375, double %367) #9, !dbg !235
  call void @llvm.dbg.value(metadata double %376, metadata !179, metadata !DIExpression()) #9, !dbg !227
  call void @llvm.dbg.value(metadata i64 %366, metadata !182, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !226
  br label %377, !dbg !239

377:                                              ; preds = %364, %368
  %378 = phi double [ %365, %364 ], [ %376, %368 ], !dbg !235
  %379 = add nuw nsw i64 %339, %277, !dbg !239
  %380 = getelementptr inbounds double, double* %157, i64 %379, !dbg !240
  store double %378, double* %380, align 8, !dbg !225, !tbaa !121
  call void @llvm.dbg.value(metadata i32 0, metadata !184, metadata !DIExpression()) #9, !dbg !228
  br i1 %242, label %406, label %381, !dbg !241

381:                                              ; preds = %377, %381
  %382 = phi i64 [ %403, %381 ], [ 0, %377 ]
  %383 = phi i64 [ %404, %381 ], [ 0, %377 ]
  call void @llvm.dbg.value(metadata i64 %382, metadata !184, metadata !DIExpression()) #9, !dbg !228
  %384 = mul nuw nsw i64 %382, %153, !dbg !242
  %385 = add nuw nsw i64 %384, %250, !dbg !244
  %386 = getelementptr inbounds double, double* %151, i64 %385, !dbg !245
  %387 = load double, double* %386, align 8, !dbg !245, !tbaa !121
  %388 = add nuw nsw i64 %384, %339, !dbg !246
  %389 = getelementptr inbounds double, double* %23, i64 %388, !dbg !247
  %390 = load double, double* %389, align 8, !dbg !248, !tbaa !121
  %391 = fneg double %387, !dbg !248
  %392 = tail call double @llvm.fmuladd.f64(double %391, double %378, double %390) #9, !dbg !248
  store double %392, double* %389, align 8, !dbg !248, !tbaa !121
  %393 = or i64 %382, 1, !dbg !249
  call void @llvm.dbg.value(metadata i64 %393, metadata !184, metadata !DIExpression()) #9, !dbg !228
  call void @llvm.dbg.value(metadata i64 %393, metadata !184, metadata !DIExpression()) #9, !dbg !228
  %394 = mul nuw nsw i64 %393, %153, !dbg !242
  %395 = add nuw nsw i64 %394, %250, !dbg !244
  %396 = getelementptr inbounds double, double* %151, i64 %395, !dbg !245
  %397 = load double, double* %396, align 8, !dbg !245, !tbaa !121
  %398 = add nuw nsw i64 %394, %339, !dbg !246
  %399 = getelementptr inbounds double, double* %23, i64 %398, !dbg !247
  %400 = load double, double* %399, align 8, !dbg !248, !tbaa !121
  %401 = fneg double %397, !dbg !248
  %402 = tail call double @llvm.fmuladd.f64(double %401, double %378, double %400) #9, !dbg !248
  store double %402, double* %399, align 8, !dbg !248, !tbaa !121
  %403 = add nuw nsw i64 %382, 2, !dbg !249
  call void @llvm.dbg.value(metadata i64 %403, metadata !184, metadata !DIExpression()) #9, !dbg !228
  %404 = add i64 %383, 2, !dbg !241
  %405 = icmp eq i64 %404, %243, !dbg !241
  br i1 %405, label %406, label %381, !dbg !241, !llvm.loop !250

406:                                              ; preds = %381, %377
  %407 = phi i64 [ 0, %377 ], [ %403, %381 ]
  br i1 %244, label %418, label %408, !dbg !241

408:                                              ; preds = %406
  call void @llvm.dbg.value(metadata i64 %407, metadata !184, metadata !DIExpression()) #9, !dbg !228
  %409 = mul nuw nsw i64 %407, %153, !dbg !242
  %410 = add nuw nsw i64 %409, %250, !dbg !244
  %411 = getelementptr inbounds double, double* %151, i64 %410, !dbg !245
  %412 = load double, double* %411, align 8, !dbg !245, !tbaa !121
  %413 = add nuw nsw i64 %409, %339, !dbg !246
  %414 = getelementptr inbounds double, double* %23, i64 %413, !dbg !247
  %415 = load double, double* %414, align 8, !dbg !248, !tbaa !121
  %416 = fneg double %412, !dbg !248
  %417 = tail call double @llvm.fmuladd.f64(double %416, double %378, double %415) #9, !dbg !248
  store double %417, double* %414, align 8, !dbg !248, !tbaa !121
  call void @llvm.dbg.value(metadata i64 %407, metadata !184, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !228
  br label %418, !dbg !252

418:                                              ; preds = %406, %408
  %419 = add nuw nsw i64 %339, 1, !dbg !252
  call void @llvm.dbg.value(metadata i64 %419, metadata !177, metadata !DIExpression()) #9, !dbg !221
  %420 = icmp eq i64 %419, %153, !dbg !222
  br i1 %420, label %245, label %338, !dbg !223, !llvm.loop !253

421:                                              ; preds = %280, %421
  %422 = phi i64 [ %437, %421 ], [ 1, %280 ]
  %423 = phi i64 [ %438, %421 ], [ 0, %280 ]
  call void @llvm.dbg.value(metadata i64 %422, metadata !175, metadata !DIExpression()) #9, !dbg !209
  %424 = mul nuw nsw i64 %422, %153, !dbg !218
  %425 = add nuw nsw i64 %424, %250, !dbg !219
  %426 = getelementptr inbounds double, double* %23, i64 %425, !dbg !211
  %427 = load double, double* %426, align 8, !dbg !211, !tbaa !121
  %428 = fdiv double %427, %276, !dbg !213
  %429 = getelementptr inbounds double, double* %151, i64 %425, !dbg !214
  store double %428, double* %429, align 8, !dbg !215, !tbaa !121
  %430 = add nuw nsw i64 %422, 1, !dbg !255
  call void @llvm.dbg.value(metadata i64 %430, metadata !175, metadata !DIExpression()) #9, !dbg !209
  call void @llvm.dbg.value(metadata i64 %430, metadata !175, metadata !DIExpression()) #9, !dbg !209
  %431 = mul nuw nsw i64 %430, %153, !dbg !218
  %432 = add nuw nsw i64 %431, %250, !dbg !219
  %433 = getelementptr inbounds double, double* %23, i64 %432, !dbg !211
  %434 = load double, double* %433, align 8, !dbg !211, !tbaa !121
  %435 = fdiv double %434, %276, !dbg !213
  %436 = getelementptr inbounds double, double* %151, i64 %432, !dbg !214
  store double %435, double* %436, align 8, !dbg !215, !tbaa !121
  %437 = add nuw nsw i64 %422, 2, !dbg !255
  call void @llvm.dbg.value(metadata i64 %437, metadata !175, metadata !DIExpression()) #9, !dbg !209
  %438 = add i64 %423, 2, !dbg !210
  %439 = icmp eq i64 %438, %235, !dbg !210
  br i1 %439, label %315, label %421, !dbg !210, !llvm.loop !256

440:                                              ; preds = %245, %220
  %441 = add nsw i32 %17, 3, !dbg !258
  %442 = sdiv i32 %16, 2, !dbg !259
  call void @llvm.dbg.value(metadata i32 %17, metadata !60, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)) #9, !dbg !260
  call void @llvm.dbg.value(metadata i32 %442, metadata !60, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)) #9, !dbg !260
  call void @llvm.dbg.value(metadata i32 %17, metadata !37, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %17, metadata !50, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)), !dbg !260
  call void @llvm.dbg.value(metadata i32 %442, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %442, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !260
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !64
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !260
  %443 = sext i32 %441 to i64, !dbg !261
  %444 = sext i32 %442 to i64, !dbg !262
  %445 = mul nsw i64 %443, %444, !dbg !263
  %446 = tail call noalias i8* @calloc(i64 noundef %445, i64 noundef 8) #9, !dbg !264
  %447 = bitcast i8* %446 to double*, !dbg !265
  call void @llvm.dbg.value(metadata double* %447, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !64
  call void @llvm.dbg.value(metadata double* %447, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !260
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !45, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !266
  %448 = add nsw i32 %442, -1
  %449 = icmp sgt i32 %16, 5
  %450 = sub i32 -3, %17
  %451 = sext i32 %450 to i64
  %452 = add nsw i32 %17, 2
  %453 = zext i32 %448 to i64
  %454 = zext i32 %452 to i64
  %455 = icmp sgt i32 %17, -1
  %456 = select i1 %449, i1 %455, i1 false, !dbg !267
  br i1 %456, label %457, label %685, !dbg !267

457:                                              ; preds = %440
  %458 = shl nsw i64 %443, 3, !dbg !267
  %459 = shl nsw i64 %443, 3
  %460 = add nsw i64 %454, -1, !dbg !267
  %461 = add nsw i64 %454, -2, !dbg !267
  %462 = and i64 %460, 1
  %463 = icmp eq i64 %461, 0
  %464 = and i64 %460, -2
  %465 = icmp eq i64 %462, 0
  br label %466, !dbg !267

466:                                              ; preds = %457, %528
  %467 = phi i64 [ 0, %457 ], [ %532, %528 ]
  %468 = phi i64 [ 1, %457 ], [ %530, %528 ]
  %469 = phi double [ 0.000000e+00, %457 ], [ %529, %528 ]
  call void @llvm.dbg.value(metadata i64 %468, metadata !276, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata double %469, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i32 1, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %470 = mul i64 %459, %467
  %471 = add i64 %458, %470
  %472 = getelementptr i8, i8* %446, i64 %471
  %473 = bitcast i8* %472 to double*
  %474 = mul nsw i64 %468, %443
  %475 = getelementptr inbounds double, double* %447, i64 %474
  %476 = load double, double* %473, align 8
  br i1 %463, label %510, label %477, !dbg !288

477:                                              ; preds = %466, %477
  %478 = phi double [ %505, %477 ], [ %476, %466 ]
  %479 = phi i64 [ %507, %477 ], [ 1, %466 ]
  %480 = phi double [ %506, %477 ], [ %469, %466 ]
  %481 = phi i64 [ %508, %477 ], [ 0, %466 ]
  call void @llvm.dbg.value(metadata double %480, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %479, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %482 = getelementptr inbounds double, double* %475, i64 %479, !dbg !289
  call void @llvm.dbg.value(metadata double* %482, metadata !280, metadata !DIExpression()) #9, !dbg !290
  %483 = getelementptr inbounds double, double* %482, i64 1, !dbg !291
  %484 = load double, double* %483, align 8, !dbg !291, !tbaa !121
  %485 = fadd double %478, %484, !dbg !292
  %486 = getelementptr inbounds double, double* %482, i64 %451, !dbg !293
  %487 = load double, double* %486, align 8, !dbg !293, !tbaa !121
  %488 = fadd double %485, %487, !dbg !294
  %489 = getelementptr inbounds double, double* %482, i64 %443, !dbg !295
  %490 = load double, double* %489, align 8, !dbg !295, !tbaa !121
  %491 = fadd double %488, %490, !dbg !296
  %492 = tail call double @llvm.fmuladd.f64(double %491, double 2.500000e-01, double 1.000000e+00) #9, !dbg !297
  store double %492, double* %482, align 8, !dbg !298, !tbaa !121
  %493 = fadd double %480, %492, !dbg !299
  call void @llvm.dbg.value(metadata double %493, metadata !275, metadata !DIExpression()) #9, !dbg !286
  %494 = add nuw nsw i64 %479, 1, !dbg !300
  call void @llvm.dbg.value(metadata i64 %494, metadata !277, metadata !DIExpression()) #9, !dbg !287
  call void @llvm.dbg.value(metadata double %493, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %494, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %495 = getelementptr inbounds double, double* %475, i64 %494, !dbg !289
  call void @llvm.dbg.value(metadata double* %495, metadata !280, metadata !DIExpression()) #9, !dbg !290
  %496 = getelementptr inbounds double, double* %495, i64 1, !dbg !291
  %497 = load double, double* %496, align 8, !dbg !291, !tbaa !121
  %498 = fadd double %492, %497, !dbg !292
  %499 = getelementptr inbounds double, double* %495, i64 %451, !dbg !293
  %500 = load double, double* %499, align 8, !dbg !293, !tbaa !121
  %501 = fadd double %498, %500, !dbg !294
  %502 = getelementptr inbounds double, double* %495, i64 %443, !dbg !295
  %503 = load double, double* %502, align 8, !dbg !295, !tbaa !121
  %504 = fadd double %501, %503, !dbg !296
  %505 = tail call double @llvm.fmuladd.f64(double %504, double 2.500000e-01, double 1.000000e+00) #9, !dbg !297
  store double %505, double* %495, align 8, !dbg !298, !tbaa !121
  %506 = fadd double %493, %505, !dbg !299
  call void @llvm.dbg.value(metadata double %506, metadata !275, metadata !DIExpression()) #9, !dbg !286
  %507 = add nuw nsw i64 %479, 2, !dbg !300
  call void @llvm.dbg.value(metadata i64 %507, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %508 = add i64 %481, 2, !dbg !288
  %509 = icmp eq i64 %508, %464, !dbg !288
  br i1 %509, label %510, label %477, !dbg !288, !llvm.loop !301

510:                                              ; preds = %477, %466
  %511 = phi double [ undef, %466 ], [ %506, %477 ]
  %512 = phi double [ %476, %466 ], [ %505, %477 ]
  %513 = phi i64 [ 1, %466 ], [ %507, %477 ]
  %514 = phi double [ %469, %466 ], [ %506, %477 ]
  br i1 %465, label %528, label %515, !dbg !288

515:                                              ; preds = %510
  call void @llvm.dbg.value(metadata double %514, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %513, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %516 = getelementptr inbounds double, double* %475, i64 %513, !dbg !289
  call void @llvm.dbg.value(metadata double* %516, metadata !280, metadata !DIExpression()) #9, !dbg !290
  %517 = getelementptr inbounds double, double* %516, i64 1, !dbg !291
  %518 = load double, double* %517, align 8, !dbg !291, !tbaa !121
  %519 = fadd double %512, %518, !dbg !292
  %520 = getelementptr inbounds double, double* %516, i64 %451, !dbg !293
  %521 = load double, double* %520, align 8, !dbg !293, !tbaa !121
  %522 = fadd double %519, %521, !dbg !294
  %523 = getelementptr inbounds double, double* %516, i64 %443, !dbg !295
  %524 = load double, double* %523, align 8, !dbg !295, !tbaa !121
  %525 = fadd double %522, %524, !dbg !296
  %526 = tail call double @llvm.fmuladd.f64(double %525, double 2.500000e-01, double 1.000000e+00) #9, !dbg !297
  store double %526, double* %516, align 8, !dbg !298, !tbaa !121
  %527 = fadd double %514, %526, !dbg !299
  call void @llvm.dbg.value(metadata double %527, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %513, metadata !277, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !287
  br label %528, !dbg !303

528:                                              ; preds = %510, %515
  %529 = phi double [ %511, %510 ], [ %527, %515 ], !dbg !299
  %530 = add nuw nsw i64 %468, 1, !dbg !303
  call void @llvm.dbg.value(metadata double undef, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %530, metadata !276, metadata !DIExpression()) #9, !dbg !285
  %531 = icmp eq i64 %530, %453, !dbg !304
  %532 = add i64 %467, 1, !dbg !267
  br i1 %531, label %533, label %466, !dbg !267, !llvm.loop !305

533:                                              ; preds = %528
  call void @llvm.dbg.value(metadata i32 1, metadata !46, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata double %608, metadata !45, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata %struct.grid* undef, metadata !274, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i32 1, metadata !276, metadata !DIExpression()) #9, !dbg !285
  %534 = shl nsw i64 %443, 3, !dbg !267
  %535 = shl nsw i64 %443, 3
  %536 = and i64 %460, 1
  %537 = icmp eq i64 %461, 0
  %538 = and i64 %460, -2
  %539 = icmp eq i64 %536, 0
  br label %540, !dbg !267

540:                                              ; preds = %602, %533
  %541 = phi i64 [ %606, %602 ], [ 0, %533 ]
  %542 = phi i64 [ %604, %602 ], [ 1, %533 ]
  %543 = phi double [ %603, %602 ], [ 0.000000e+00, %533 ]
  call void @llvm.dbg.value(metadata i64 %542, metadata !276, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata double %543, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i32 1, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %544 = mul i64 %535, %541
  %545 = add i64 %534, %544
  %546 = getelementptr i8, i8* %446, i64 %545
  %547 = bitcast i8* %546 to double*
  %548 = mul nsw i64 %542, %443
  %549 = getelementptr inbounds double, double* %447, i64 %548
  %550 = load double, double* %547, align 8
  br i1 %537, label %584, label %551, !dbg !288

551:                                              ; preds = %540, %551
  %552 = phi double [ %579, %551 ], [ %550, %540 ]
  %553 = phi i64 [ %581, %551 ], [ 1, %540 ]
  %554 = phi double [ %580, %551 ], [ %543, %540 ]
  %555 = phi i64 [ %582, %551 ], [ 0, %540 ]
  call void @llvm.dbg.value(metadata double %554, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %553, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %556 = getelementptr inbounds double, double* %549, i64 %553, !dbg !289
  call void @llvm.dbg.value(metadata double* %556, metadata !280, metadata !DIExpression()) #9, !dbg !290
  %557 = getelementptr inbounds double, double* %556, i64 1, !dbg !291
  %558 = load double, double* %557, align 8, !dbg !291, !tbaa !121
  %559 = fadd double %552, %558, !dbg !292
  %560 = getelementptr inbounds double, double* %556, i64 %451, !dbg !293
  %561 = load double, double* %560, align 8, !dbg !293, !tbaa !121
  %562 = fadd double %559, %561, !dbg !294
  %563 = getelementptr inbounds double, double* %556, i64 %443, !dbg !295
  %564 = load double, double* %563, align 8, !dbg !295, !tbaa !121
  %565 = fadd double %562, %564, !dbg !296
  %566 = tail call double @llvm.fmuladd.f64(double %565, double 2.500000e-01, double 1.000000e+00) #9, !dbg !297
  store double %566, double* %556, align 8, !dbg !298, !tbaa !121
  %567 = fadd double %554, %566, !dbg !299
  call void @llvm.dbg.value(metadata double %567, metadata !275, metadata !DIExpression()) #9, !dbg !286
  %568 = add nuw nsw i64 %553, 1, !dbg !300
  call void @llvm.dbg.value(metadata i64 %568, metadata !277, metadata !DIExpression()) #9, !dbg !287
  call void @llvm.dbg.value(metadata double %567, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %568, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %569 = getelementptr inbounds double, double* %549, i64 %568, !dbg !289
  call void @llvm.dbg.value(metadata double* %569, metadata !280, metadata !DIExpression()) #9, !dbg !290
  %570 = getelementptr inbounds double, double* %569, i64 1, !dbg !291
  %571 = load double, double* %570, align 8, !dbg !291, !tbaa !121
  %572 = fadd double %566, %571, !dbg !292
  %573 = getelementptr inbounds double, double* %569, i64 %451, !dbg !293
  %574 = load double, double* %573, align 8, !dbg !293, !tbaa !121
  %575 = fadd double %572, %574, !dbg !294
  %576 = getelementptr inbounds double, double* %569, i64 %443, !dbg !295
  %577 = load double, double* %576, align 8, !dbg !295, !tbaa !121
  %578 = fadd double %575, %577, !dbg !296
  %579 = tail call double @llvm.fmuladd.f64(double %578, double 2.500000e-01, double 1.000000e+00) #9, !dbg !297
  store double %579, double* %569, align 8, !dbg !298, !tbaa !121
  %580 = fadd double %567, %579, !dbg !299
  call void @llvm.dbg.value(metadata double %580, metadata !275, metadata !DIExpression()) #9, !dbg !286
  %581 = add nuw nsw i64 %553, 2, !dbg !300
  call void @llvm.dbg.value(metadata i64 %581, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %582 = add i64 %555, 2, !dbg !288
  %583 = icmp eq i64 %582, %538, !dbg !288
  br i1 %583, label %584, label %551, !dbg !288, !llvm.loop !301

584:                                              ; preds = %551, %540
  %585 = phi double [ undef, %540 ], [ %580, %551 ]
  %586 = phi double [ %550, %540 ], [ %579, %551 ]
  %587 = phi i64 [ 1, %540 ], [ %581, %551 ]
  %588 = phi double [ %543, %540 ], [ %580, %551 ]
  br i1 %539, label %602, label %589, !dbg !288

589:                                              ; preds = %584
  call void @llvm.dbg.value(metadata double %588, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %587, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %590 = getelementptr inbounds double, double* %549, i64 %587, !dbg !289
  call void @llvm.dbg.value(metadata double* %590, metadata !280, metadata !DIExpression()) #9, !dbg !290
  %591 = getelementptr inbounds double, double* %590, i64 1, !dbg !291
  %592 = load double, double* %591, align 8, !dbg !291, !tbaa !121
  %593 = fadd double %586, %592, !dbg !292
  %594 = getelementptr inbounds double, double* %590, i64 %451, !dbg !293
  %595 = load double, double* %594, align 8, !dbg !293, !tbaa !121
  %596 = fadd double %593, %595, !dbg !294
  %597 = getelementptr inbounds double, double* %590, i64 %443, !dbg !295
  %598 = load double, double* %597, align 8, !dbg !295, !tbaa !121
  %599 = fadd double %596, %598, !dbg !296
  %600 = tail call double @llvm.fmuladd.f64(double %599, double 2.500000e-01, double 1.000000e+00) #9, !dbg !297
  store double %600, double* %590, align 8, !dbg !298, !tbaa !121
  %601 = fadd double %588, %600, !dbg !299
  call void @llvm.dbg.value(metadata double %601, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %587, metadata !277, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !287
  br label %602, !dbg !303

602:                                              ; preds = %584, %589
  %603 = phi double [ %585, %584 ], [ %601, %589 ], !dbg !299
  %604 = add nuw nsw i64 %542, 1, !dbg !303
  call void @llvm.dbg.value(metadata double undef, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %604, metadata !276, metadata !DIExpression()) #9, !dbg !285
  %605 = icmp eq i64 %604, %453, !dbg !304
  %606 = add i64 %541, 1, !dbg !267
  br i1 %605, label %607, label %540, !dbg !267, !llvm.loop !305

607:                                              ; preds = %602
  %608 = fadd double %529, 0.000000e+00, !dbg !307
  call void @llvm.dbg.value(metadata i32 2, metadata !46, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata double %683, metadata !45, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata %struct.grid* undef, metadata !274, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i32 1, metadata !276, metadata !DIExpression()) #9, !dbg !285
  %609 = shl nsw i64 %443, 3, !dbg !267
  %610 = shl nsw i64 %443, 3
  %611 = and i64 %460, 1
  %612 = icmp eq i64 %461, 0
  %613 = and i64 %460, -2
  %614 = icmp eq i64 %611, 0
  br label %615, !dbg !267

615:                                              ; preds = %677, %607
  %616 = phi i64 [ %681, %677 ], [ 0, %607 ]
  %617 = phi i64 [ %679, %677 ], [ 1, %607 ]
  %618 = phi double [ %678, %677 ], [ 0.000000e+00, %607 ]
  call void @llvm.dbg.value(metadata i64 %617, metadata !276, metadata !DIExpression()) #9, !dbg !285
  call void @llvm.dbg.value(metadata double %618, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i32 1, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %619 = mul i64 %610, %616
  %620 = add i64 %609, %619
  %621 = getelementptr i8, i8* %446, i64 %620
  %622 = bitcast i8* %621 to double*
  %623 = mul nsw i64 %617, %443
  %624 = getelementptr inbounds double, double* %447, i64 %623
  %625 = load double, double* %622, align 8
  br i1 %612, label %659, label %626, !dbg !288

626:                                              ; preds = %615, %626
  %627 = phi double [ %654, %626 ], [ %625, %615 ]
  %628 = phi i64 [ %656, %626 ], [ 1, %615 ]
  %629 = phi double [ %655, %626 ], [ %618, %615 ]
  %630 = phi i64 [ %657, %626 ], [ 0, %615 ]
  call void @llvm.dbg.value(metadata double %629, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %628, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %631 = getelementptr inbounds double, double* %624, i64 %628, !dbg !289
  call void @llvm.dbg.value(metadata double* %631, metadata !280, metadata !DIExpression()) #9, !dbg !290
  %632 = getelementptr inbounds double, double* %631, i64 1, !dbg !291
  %633 = load double, double* %632, align 8, !dbg !291, !tbaa !121
  %634 = fadd double %627, %633, !dbg !292
  %635 = getelementptr inbounds double, double* %631, i64 %451, !dbg !293
  %636 = load double, double* %635, align 8, !dbg !293, !tbaa !121
  %637 = fadd double %634, %636, !dbg !294
  %638 = getelementptr inbounds double, double* %631, i64 %443, !dbg !295
  %639 = load double, double* %638, align 8, !dbg !295, !tbaa !121
  %640 = fadd double %637, %639, !dbg !296
  %641 = tail call double @llvm.fmuladd.f64(double %640, double 2.500000e-01, double 1.000000e+00) #9, !dbg !297
  store double %641, double* %631, align 8, !dbg !298, !tbaa !121
  %642 = fadd double %629, %641, !dbg !299
  call void @llvm.dbg.value(metadata double %642, metadata !275, metadata !DIExpression()) #9, !dbg !286
  %643 = add nuw nsw i64 %628, 1, !dbg !300
  call void @llvm.dbg.value(metadata i64 %643, metadata !277, metadata !DIExpression()) #9, !dbg !287
  call void @llvm.dbg.value(metadata double %642, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %643, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %644 = getelementptr inbounds double, double* %624, i64 %643, !dbg !289
  call void @llvm.dbg.value(metadata double* %644, metadata !280, metadata !DIExpression()) #9, !dbg !290
  %645 = getelementptr inbounds double, double* %644, i64 1, !dbg !291
  %646 = load double, double* %645, align 8, !dbg !291, !tbaa !121
  %647 = fadd double %641, %646, !dbg !292
  %648 = getelementptr inbounds double, double* %644, i64 %451, !dbg !293
  %649 = load double, double* %648, align 8, !dbg !293, !tbaa !121
  %650 = fadd double %647, %649, !dbg !294
  %651 = getelementptr inbounds double, double* %644, i64 %443, !dbg !295
  %652 = load double, double* %651, align 8, !dbg !295, !tbaa !121
  %653 = fadd double %650, %652, !dbg !296
  %654 = tail call double @llvm.fmuladd.f64(double %653, double 2.500000e-01, double 1.000000e+00) #9, !dbg !297
  store double %654, double* %644, align 8, !dbg !298, !tbaa !121
  %655 = fadd double %642, %654, !dbg !299
  call void @llvm.dbg.value(metadata double %655, metadata !275, metadata !DIExpression()) #9, !dbg !286
  %656 = add nuw nsw i64 %628, 2, !dbg !300
  call void @llvm.dbg.value(metadata i64 %656, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %657 = add i64 %630, 2, !dbg !288
  %658 = icmp eq i64 %657, %613, !dbg !288
  br i1 %658, label %659, label %626, !dbg !288, !llvm.loop !301

659:                                              ; preds = %626, %615
  %660 = phi double [ undef, %615 ], [ %655, %626 ]
  %661 = phi double [ %625, %615 ], [ %654, %626 ]
  %662 = phi i64 [ 1, %615 ], [ %656, %626 ]
  %663 = phi double [ %618, %615 ], [ %655, %626 ]
  br i1 %614, label %677, label %664, !dbg !288

664:                                              ; preds = %659
  call void @llvm.dbg.value(metadata double %663, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %662, metadata !277, metadata !DIExpression()) #9, !dbg !287
  %665 = getelementptr inbounds double, double* %624, i64 %662, !dbg !289
  call void @llvm.dbg.value(metadata double* %665, metadata !280, metadata !DIExpression()) #9, !dbg !290
  %666 = getelementptr inbounds double, double* %665, i64 1, !dbg !291
  %667 = load double, double* %666, align 8, !dbg !291, !tbaa !121
  %668 = fadd double %661, %667, !dbg !292
  %669 = getelementptr inbounds double, double* %665, i64 %451, !dbg !293
  %670 = load double, double* %669, align 8, !dbg !293, !tbaa !121
  %671 = fadd double %668, %670, !dbg !294
  %672 = getelementptr inbounds double, double* %665, i64 %443, !dbg !295
  %673 = load double, double* %672, align 8, !dbg !295, !tbaa !121
  %674 = fadd double %671, %673, !dbg !296
  %675 = tail call double @llvm.fmuladd.f64(double %674, double 2.500000e-01, double 1.000000e+00) #9, !dbg !297
  store double %675, double* %665, align 8, !dbg !298, !tbaa !121
  %676 = fadd double %663, %675, !dbg !299
  call void @llvm.dbg.value(metadata double %676, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %662, metadata !277, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !287
  br label %677, !dbg !303

677:                                              ; preds = %659, %664
  %678 = phi double [ %660, %659 ], [ %676, %664 ], !dbg !299
  %679 = add nuw nsw i64 %617, 1, !dbg !303
  call void @llvm.dbg.value(metadata double undef, metadata !275, metadata !DIExpression()) #9, !dbg !286
  call void @llvm.dbg.value(metadata i64 %679, metadata !276, metadata !DIExpression()) #9, !dbg !285
  %680 = icmp eq i64 %679, %453, !dbg !304
  %681 = add i64 %616, 1, !dbg !267
  br i1 %680, label %682, label %615, !dbg !267, !llvm.loop !305

682:                                              ; preds = %677
  %683 = fadd double %608, %603, !dbg !307
  %684 = fadd double %683, %678, !dbg !307
  call void @llvm.dbg.value(metadata double %684, metadata !45, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i32 3, metadata !46, metadata !DIExpression()), !dbg !266
  br label %685, !dbg !308

685:                                              ; preds = %440, %682
  %686 = phi double [ %684, %682 ], [ 0.000000e+00, %440 ]
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %686, metadata !45, metadata !DIExpression()), !dbg !64
  %687 = icmp eq i32 %158, 0, !dbg !308
  br i1 %687, label %710, label %688, !dbg !311

688:                                              ; preds = %685
  %689 = zext i32 %158 to i64, !dbg !308
  %690 = add nsw i64 %689, -1, !dbg !311
  %691 = and i64 %689, 7, !dbg !311
  %692 = icmp ult i64 %690, 7, !dbg !311
  br i1 %692, label %695, label %693, !dbg !311

693:                                              ; preds = %688
  %694 = and i64 %689, 4294967288, !dbg !311
  br label %713, !dbg !311

695:                                              ; preds = %713, %688
  %696 = phi double [ undef, %688 ], [ %747, %713 ]
  %697 = phi i64 [ 0, %688 ], [ %748, %713 ]
  %698 = phi double [ %686, %688 ], [ %747, %713 ]
  %699 = icmp eq i64 %691, 0, !dbg !311
  br i1 %699, label %710, label %700, !dbg !311

700:                                              ; preds = %695, %700
  %701 = phi i64 [ %707, %700 ], [ %697, %695 ]
  %702 = phi double [ %706, %700 ], [ %698, %695 ]
  %703 = phi i64 [ %708, %700 ], [ 0, %695 ]
  call void @llvm.dbg.value(metadata i64 %701, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %702, metadata !45, metadata !DIExpression()), !dbg !64
  %704 = getelementptr inbounds double, double* %157, i64 %701, !dbg !312
  %705 = load double, double* %704, align 8, !dbg !312, !tbaa !121
  %706 = fadd double %702, %705, !dbg !313
  call void @llvm.dbg.value(metadata double %706, metadata !45, metadata !DIExpression()), !dbg !64
  %707 = add nuw nsw i64 %701, 1, !dbg !314
  call void @llvm.dbg.value(metadata i64 %707, metadata !48, metadata !DIExpression()), !dbg !310
  %708 = add i64 %703, 1, !dbg !311
  %709 = icmp eq i64 %708, %691, !dbg !311
  br i1 %709, label %710, label %700, !dbg !311, !llvm.loop !315

710:                                              ; preds = %695, %700, %685
  %711 = phi double [ %686, %685 ], [ %696, %695 ], [ %706, %700 ], !dbg !64
  %712 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %711), !dbg !316
  tail call void @free(i8* noundef %22) #9, !dbg !317
  tail call void @free(i8* noundef %152) #9, !dbg !318
  tail call void @free(i8* noundef %156) #9, !dbg !319
  tail call void @free(i8* noundef %446) #9, !dbg !320
  ret i32 0, !dbg !321

713:                                              ; preds = %713, %693
  %714 = phi i64 [ 0, %693 ], [ %748, %713 ]
  %715 = phi double [ %686, %693 ], [ %747, %713 ]
  %716 = phi i64 [ 0, %693 ], [ %749, %713 ]
  call void @llvm.dbg.value(metadata i64 %714, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %715, metadata !45, metadata !DIExpression()), !dbg !64
  %717 = getelementptr inbounds double, double* %157, i64 %714, !dbg !312
  %718 = load double, double* %717, align 8, !dbg !312, !tbaa !121
  %719 = fadd double %715, %718, !dbg !313
  call void @llvm.dbg.value(metadata double %719, metadata !45, metadata !DIExpression()), !dbg !64
  %720 = or i64 %714, 1, !dbg !314
  call void @llvm.dbg.value(metadata i64 %720, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i64 %720, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %719, metadata !45, metadata !DIExpression()), !dbg !64
  %721 = getelementptr inbounds double, double* %157, i64 %720, !dbg !312
  %722 = load double, double* %721, align 8, !dbg !312, !tbaa !121
  %723 = fadd double %719, %722, !dbg !313
  call void @llvm.dbg.value(metadata double %723, metadata !45, metadata !DIExpression()), !dbg !64
  %724 = or i64 %714, 2, !dbg !314
  call void @llvm.dbg.value(metadata i64 %724, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i64 %724, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %723, metadata !45, metadata !DIExpression()), !dbg !64
  %725 = getelementptr inbounds double, double* %157, i64 %724, !dbg !312
  %726 = load double, double* %725, align 8, !dbg !312, !tbaa !121
  %727 = fadd double %723, %726, !dbg !313
  call void @llvm.dbg.value(metadata double %727, metadata !45, metadata !DIExpression()), !dbg !64
  %728 = or i64 %714, 3, !dbg !314
  call void @llvm.dbg.value(metadata i64 %728, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i64 %728, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %727, metadata !45, metadata !DIExpression()), !dbg !64
  %729 = getelementptr inbounds double, double* %157, i64 %728, !dbg !312
  %730 = load double, double* %729, align 8, !dbg !312, !tbaa !121
  %731 = fadd double %727, %730, !dbg !313
  call void @llvm.dbg.value(metadata double %731, metadata !45, metadata !DIExpression()), !dbg !64
  %732 = or i64 %714, 4, !dbg !314
  call void @llvm.dbg.value(metadata i64 %732, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i64 %732, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %731, metadata !45, metadata !DIExpression()), !dbg !64
  %733 = getelementptr inbounds double, double* %157, i64 %732, !dbg !312
  %734 = load double, double* %733, align 8, !dbg !312, !tbaa !121
  %735 = fadd double %731, %734, !dbg !313
  call void @llvm.dbg.value(metadata double %735, metadata !45, metadata !DIExpression()), !dbg !64
  %736 = or i64 %714, 5, !dbg !314
  call void @llvm.dbg.value(metadata i64 %736, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i64 %736, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %735, metadata !45, metadata !DIExpression()), !dbg !64
  %737 = getelementptr inbounds double, double* %157, i64 %736, !dbg !312
  %738 = load double, double* %737, align 8, !dbg !312, !tbaa !121
  %739 = fadd double %735, %738, !dbg !313
  call void @llvm.dbg.value(metadata double %739, metadata !45, metadata !DIExpression()), !dbg !64
  %740 = or i64 %714, 6, !dbg !314
  call void @llvm.dbg.value(metadata i64 %740, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i64 %740, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %739, metadata !45, metadata !DIExpression()), !dbg !64
  %741 = getelementptr inbounds double, double* %157, i64 %740, !dbg !312
  %742 = load double, double* %741, align 8, !dbg !312, !tbaa !121
  %743 = fadd double %739, %742, !dbg !313
  call void @llvm.dbg.value(metadata double %743, metadata !45, metadata !DIExpression()), !dbg !64
  %744 = or i64 %714, 7, !dbg !314
  call void @llvm.dbg.value(metadata i64 %744, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i64 %744, metadata !48, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %743, metadata !45, metadata !DIExpression()), !dbg !64
  %745 = getelementptr inbounds double, double* %157, i64 %744, !dbg !312
  %746 = load double, double* %745, align 8, !dbg !312, !tbaa !121
  %747 = fadd double %743, %746, !dbg !313
  call void @llvm.dbg.value(metadata double %747, metadata !45, metadata !DIExpression()), !dbg !64
  %748 = add nuw nsw i64 %714, 8, !dbg !314
  call void @llvm.dbg.value(metadata i64 %748, metadata !48, metadata !DIExpression()), !dbg !310
  %749 = add i64 %716, 8, !dbg !311
  %750 = icmp eq i64 %749, %694, !dbg !311
  br i1 %750, label %695, label %713, !dbg !311, !llvm.loop !322
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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }

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
!224 = !DILocation(line: 46, column: 7, scope: !183, inlinedAt: !187)
!225 = !DILocation(line: 47, column: 23, scope: !180, inlinedAt: !187)
!226 = !DILocation(line: 0, scope: !183, inlinedAt: !187)
!227 = !DILocation(line: 0, scope: !180, inlinedAt: !187)
!228 = !DILocation(line: 0, scope: !185, inlinedAt: !187)
!229 = !DILocation(line: 46, column: 47, scope: !230, inlinedAt: !187)
!230 = distinct !DILexicalBlock(scope: !183, file: !1, line: 46, column: 7)
!231 = !DILocation(line: 46, column: 51, scope: !230, inlinedAt: !187)
!232 = !DILocation(line: 46, column: 40, scope: !230, inlinedAt: !187)
!233 = !DILocation(line: 46, column: 69, scope: !230, inlinedAt: !187)
!234 = !DILocation(line: 46, column: 58, scope: !230, inlinedAt: !187)
!235 = !DILocation(line: 46, column: 37, scope: !230, inlinedAt: !187)
!236 = !DILocation(line: 46, column: 31, scope: !230, inlinedAt: !187)
!237 = distinct !{!237, !224, !238, !125}
!238 = !DILocation(line: 46, column: 72, scope: !183, inlinedAt: !187)
!239 = !DILocation(line: 47, column: 18, scope: !180, inlinedAt: !187)
!240 = !DILocation(line: 47, column: 7, scope: !180, inlinedAt: !187)
!241 = !DILocation(line: 48, column: 7, scope: !185, inlinedAt: !187)
!242 = !DILocation(line: 48, column: 61, scope: !243, inlinedAt: !187)
!243 = distinct !DILexicalBlock(scope: !185, file: !1, line: 48, column: 7)
!244 = !DILocation(line: 48, column: 65, scope: !243, inlinedAt: !187)
!245 = !DILocation(line: 48, column: 54, scope: !243, inlinedAt: !187)
!246 = !DILocation(line: 48, column: 46, scope: !243, inlinedAt: !187)
!247 = !DILocation(line: 48, column: 35, scope: !243, inlinedAt: !187)
!248 = !DILocation(line: 48, column: 51, scope: !243, inlinedAt: !187)
!249 = !DILocation(line: 48, column: 31, scope: !243, inlinedAt: !187)
!250 = distinct !{!250, !241, !251, !125}
!251 = !DILocation(line: 48, column: 72, scope: !185, inlinedAt: !187)
!252 = !DILocation(line: 44, column: 33, scope: !181, inlinedAt: !187)
!253 = distinct !{!253, !223, !254, !125}
!254 = !DILocation(line: 49, column: 5, scope: !178, inlinedAt: !187)
!255 = !DILocation(line: 43, column: 29, scope: !212, inlinedAt: !187)
!256 = distinct !{!256, !210, !257, !125}
!257 = !DILocation(line: 43, column: 83, scope: !176, inlinedAt: !187)
!258 = !DILocation(line: 69, column: 31, scope: !19)
!259 = !DILocation(line: 69, column: 38, scope: !19)
!260 = !DILocation(line: 0, scope: !51, inlinedAt: !62)
!261 = !DILocation(line: 33, column: 20, scope: !51, inlinedAt: !62)
!262 = !DILocation(line: 33, column: 34, scope: !51, inlinedAt: !62)
!263 = !DILocation(line: 33, column: 32, scope: !51, inlinedAt: !62)
!264 = !DILocation(line: 33, column: 13, scope: !51, inlinedAt: !62)
!265 = !DILocation(line: 33, column: 11, scope: !51, inlinedAt: !62)
!266 = !DILocation(line: 0, scope: !47)
!267 = !DILocation(line: 55, column: 3, scope: !268, inlinedAt: !283)
!268 = distinct !DILexicalBlock(scope: !269, file: !1, line: 55, column: 3)
!269 = distinct !DISubprogram(name: "sweep", scope: !1, file: !1, line: 53, type: !270, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !273)
!270 = !DISubroutineType(types: !271)
!271 = !{!8, !272}
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!273 = !{!274, !275, !276, !277, !280}
!274 = !DILocalVariable(name: "g", arg: 1, scope: !269, file: !1, line: 53, type: !272)
!275 = !DILocalVariable(name: "s", scope: !269, file: !1, line: 54, type: !8)
!276 = !DILocalVariable(name: "y", scope: !268, file: !1, line: 55, type: !3)
!277 = !DILocalVariable(name: "x", scope: !278, file: !1, line: 56, type: !3)
!278 = distinct !DILexicalBlock(scope: !279, file: !1, line: 56, column: 5)
!279 = distinct !DILexicalBlock(scope: !268, file: !1, line: 55, column: 3)
!280 = !DILocalVariable(name: "c", scope: !281, file: !1, line: 57, type: !34)
!281 = distinct !DILexicalBlock(scope: !282, file: !1, line: 56, column: 41)
!282 = distinct !DILexicalBlock(scope: !278, file: !1, line: 56, column: 5)
!283 = distinct !DILocation(line: 71, column: 36, scope: !284)
!284 = distinct !DILexicalBlock(scope: !47, file: !1, line: 71, column: 3)
!285 = !DILocation(line: 0, scope: !268, inlinedAt: !283)
!286 = !DILocation(line: 0, scope: !269, inlinedAt: !283)
!287 = !DILocation(line: 0, scope: !278, inlinedAt: !283)
!288 = !DILocation(line: 56, column: 5, scope: !278, inlinedAt: !283)
!289 = !DILocation(line: 57, column: 48, scope: !281, inlinedAt: !283)
!290 = !DILocation(line: 0, scope: !281, inlinedAt: !283)
!291 = !DILocation(line: 58, column: 28, scope: !281, inlinedAt: !283)
!292 = !DILocation(line: 58, column: 26, scope: !281, inlinedAt: !283)
!293 = !DILocation(line: 58, column: 35, scope: !281, inlinedAt: !283)
!294 = !DILocation(line: 58, column: 33, scope: !281, inlinedAt: !283)
!295 = !DILocation(line: 58, column: 47, scope: !281, inlinedAt: !283)
!296 = !DILocation(line: 58, column: 45, scope: !281, inlinedAt: !283)
!297 = !DILocation(line: 58, column: 57, scope: !281, inlinedAt: !283)
!298 = !DILocation(line: 58, column: 10, scope: !281, inlinedAt: !283)
!299 = !DILocation(line: 59, column: 9, scope: !281, inlinedAt: !283)
!300 = !DILocation(line: 56, column: 37, scope: !282, inlinedAt: !283)
!301 = distinct !{!301, !288, !302, !125}
!302 = !DILocation(line: 60, column: 5, scope: !278, inlinedAt: !283)
!303 = !DILocation(line: 55, column: 35, scope: !279, inlinedAt: !283)
!304 = !DILocation(line: 55, column: 21, scope: !279, inlinedAt: !283)
!305 = distinct !{!305, !267, !306, !125}
!306 = !DILocation(line: 60, column: 5, scope: !268, inlinedAt: !283)
!307 = !DILocation(line: 71, column: 33, scope: !284)
!308 = !DILocation(line: 72, column: 21, scope: !309)
!309 = distinct !DILexicalBlock(scope: !49, file: !1, line: 72, column: 3)
!310 = !DILocation(line: 0, scope: !49)
!311 = !DILocation(line: 72, column: 3, scope: !49)
!312 = !DILocation(line: 72, column: 40, scope: !309)
!313 = !DILocation(line: 72, column: 37, scope: !309)
!314 = !DILocation(line: 72, column: 31, scope: !309)
!315 = distinct !{!315, !203}
!316 = !DILocation(line: 73, column: 3, scope: !19)
!317 = !DILocation(line: 74, column: 3, scope: !19)
!318 = !DILocation(line: 75, column: 3, scope: !19)
!319 = !DILocation(line: 76, column: 3, scope: !19)
!320 = !DILocation(line: 77, column: 3, scope: !19)
!321 = !DILocation(line: 78, column: 3, scope: !19)
!322 = distinct !{!322, !311, !323, !125}
!323 = !DILocation(line: 72, column: 45, scope: !49)
