; ModuleID = 'geometric.c'
source_filename = "geometric.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"%u %d %.3f %.3f %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !44
  %3 = icmp sgt i32 %0, 1, !dbg !45
  br i1 %3, label %4, label %15, !dbg !46

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !47
  %6 = load i8*, i8** %5, align 8, !dbg !47, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %6, metadata !52, metadata !DIExpression()) #7, !dbg !60
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !62
  %8 = trunc i64 %7 to i32, !dbg !63
  call void @llvm.dbg.value(metadata i32 %8, metadata !22, metadata !DIExpression()), !dbg !44
  %9 = icmp eq i32 %0, 2, !dbg !64
  br i1 %9, label %15, label %10, !dbg !65

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !66
  %12 = load i8*, i8** %11, align 8, !dbg !66, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %12, metadata !52, metadata !DIExpression()) #7, !dbg !67
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !69
  %14 = trunc i64 %13 to i32, !dbg !70
  br label %15, !dbg !65

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 8, %4 ], [ 8, %2 ], !dbg !65
  call void @llvm.dbg.value(metadata i32 %17, metadata !23, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 1, metadata !24, metadata !DIExpression()), !dbg !44
  %18 = shl i32 %16, 1
  br label %19, !dbg !71

19:                                               ; preds = %19, %15
  %20 = phi i32 [ 1, %15 ], [ %22, %19 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %20, metadata !24, metadata !DIExpression()), !dbg !44
  %21 = icmp ult i32 %20, %18, !dbg !72
  %22 = shl i32 %20, 1, !dbg !73
  call void @llvm.dbg.value(metadata i32 %22, metadata !24, metadata !DIExpression()), !dbg !44
  br i1 %21, label %19, label %23, !dbg !71, !llvm.loop !74

23:                                               ; preds = %19
  %24 = zext i32 %20 to i64, !dbg !77
  %25 = tail call noalias i8* @calloc(i64 noundef %24, i64 noundef 4) #7, !dbg !78
  %26 = bitcast i8* %25 to i32*, !dbg !78
  call void @llvm.dbg.value(metadata i32* %26, metadata !25, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !79
  %27 = icmp sgt i32 %16, 0, !dbg !80
  br i1 %27, label %33, label %28, !dbg !82

28:                                               ; preds = %23
  %29 = sext i32 %16 to i64, !dbg !83
  %30 = shl nsw i64 %29, 3, !dbg !84
  %31 = tail call noalias i8* @malloc(i64 noundef %30) #7, !dbg !85
  %32 = bitcast i8* %31 to double*, !dbg !85
  call void @llvm.dbg.value(metadata double* %53, metadata !29, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !86
  br label %101, !dbg !87

33:                                               ; preds = %23
  %34 = add i32 %20, -1
  %35 = and i32 %16, 1, !dbg !82
  %36 = icmp eq i32 %16, 1, !dbg !82
  br i1 %36, label %39, label %37, !dbg !82

37:                                               ; preds = %33
  %38 = and i32 %16, -2, !dbg !82
  br label %80, !dbg !82

39:                                               ; preds = %80, %33
  %40 = phi i32 [ 0, %33 ], [ %96, %80 ]
  %41 = icmp eq i32 %35, 0, !dbg !82
  br i1 %41, label %49, label %42, !dbg !82

42:                                               ; preds = %39
  call void @llvm.dbg.value(metadata i32 %40, metadata !27, metadata !DIExpression()), !dbg !79
  %43 = mul i32 %40, -1640531535, !dbg !88
  %44 = and i32 %43, %34, !dbg !89
  %45 = zext i32 %44 to i64, !dbg !90
  %46 = getelementptr inbounds i32, i32* %26, i64 %45, !dbg !90
  %47 = load i32, i32* %46, align 4, !dbg !91, !tbaa !92
  %48 = add nsw i32 %47, 1, !dbg !91
  store i32 %48, i32* %46, align 4, !dbg !91, !tbaa !92
  call void @llvm.dbg.value(metadata i32 %40, metadata !27, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !79
  br label %49, !dbg !83

49:                                               ; preds = %39, %42
  %50 = sext i32 %16 to i64, !dbg !83
  %51 = shl nsw i64 %50, 3, !dbg !84
  %52 = tail call noalias i8* @malloc(i64 noundef %51) #7, !dbg !85
  %53 = bitcast i8* %52 to double*, !dbg !85
  call void @llvm.dbg.value(metadata double* %53, metadata !29, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !86
  br i1 %27, label %54, label %101, !dbg !87

54:                                               ; preds = %49
  %55 = zext i32 %16 to i64, !dbg !94
  %56 = icmp ult i32 %16, 4, !dbg !87
  br i1 %56, label %78, label %57, !dbg !87

57:                                               ; preds = %54
  %58 = and i64 %55, 4294967292, !dbg !87
  br label %59, !dbg !87

59:                                               ; preds = %59, %57
  %60 = phi i64 [ 0, %57 ], [ %73, %59 ], !dbg !96
  %61 = phi <2 x i32> [ <i32 0, i32 1>, %57 ], [ %74, %59 ], !dbg !97
  %62 = add <2 x i32> %61, <i32 2, i32 2>, !dbg !97
  %63 = urem <2 x i32> %61, <i32 9, i32 9>, !dbg !97
  %64 = urem <2 x i32> %62, <i32 9, i32 9>, !dbg !97
  %65 = sitofp <2 x i32> %63 to <2 x double>, !dbg !98
  %66 = sitofp <2 x i32> %64 to <2 x double>, !dbg !98
  %67 = fmul <2 x double> %65, <double 5.000000e-01, double 5.000000e-01>, !dbg !99
  %68 = fmul <2 x double> %66, <double 5.000000e-01, double 5.000000e-01>, !dbg !99
  %69 = getelementptr inbounds double, double* %53, i64 %60, !dbg !96
  %70 = bitcast double* %69 to <2 x double>*, !dbg !100
  store <2 x double> %67, <2 x double>* %70, align 8, !dbg !100, !tbaa !101
  %71 = getelementptr inbounds double, double* %69, i64 2, !dbg !100
  %72 = bitcast double* %71 to <2 x double>*, !dbg !100
  store <2 x double> %68, <2 x double>* %72, align 8, !dbg !100, !tbaa !101
  %73 = add nuw i64 %60, 4, !dbg !96
  %74 = add <2 x i32> %61, <i32 4, i32 4>, !dbg !97
  %75 = icmp eq i64 %73, %58, !dbg !96
  br i1 %75, label %76, label %59, !dbg !96, !llvm.loop !103

76:                                               ; preds = %59
  %77 = icmp eq i64 %58, %55, !dbg !87
  br i1 %77, label %99, label %78, !dbg !87

78:                                               ; preds = %54, %76
  %79 = phi i64 [ 0, %54 ], [ %58, %76 ]
  br label %386, !dbg !87

80:                                               ; preds = %80, %37
  %81 = phi i32 [ 0, %37 ], [ %96, %80 ]
  %82 = phi i32 [ 0, %37 ], [ %97, %80 ]
  call void @llvm.dbg.value(metadata i32 %81, metadata !27, metadata !DIExpression()), !dbg !79
  %83 = mul i32 %81, -1640531535, !dbg !88
  %84 = and i32 %83, %34, !dbg !89
  %85 = zext i32 %84 to i64, !dbg !90
  %86 = getelementptr inbounds i32, i32* %26, i64 %85, !dbg !90
  %87 = load i32, i32* %86, align 4, !dbg !91, !tbaa !92
  %88 = add nsw i32 %87, 1, !dbg !91
  store i32 %88, i32* %86, align 4, !dbg !91, !tbaa !92
  %89 = or i32 %81, 1, !dbg !106
  call void @llvm.dbg.value(metadata i32 %89, metadata !27, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 %89, metadata !27, metadata !DIExpression()), !dbg !79
  %90 = mul i32 %89, -1640531535, !dbg !88
  %91 = and i32 %90, %34, !dbg !89
  %92 = zext i32 %91 to i64, !dbg !90
  %93 = getelementptr inbounds i32, i32* %26, i64 %92, !dbg !90
  %94 = load i32, i32* %93, align 4, !dbg !91, !tbaa !92
  %95 = add nsw i32 %94, 1, !dbg !91
  store i32 %95, i32* %93, align 4, !dbg !91, !tbaa !92
  %96 = add nuw nsw i32 %81, 2, !dbg !106
  call void @llvm.dbg.value(metadata i32 %96, metadata !27, metadata !DIExpression()), !dbg !79
  %97 = add i32 %82, 2, !dbg !82
  %98 = icmp eq i32 %97, %38, !dbg !82
  br i1 %98, label %39, label %80, !dbg !82, !llvm.loop !107

99:                                               ; preds = %386, %76
  call void @llvm.dbg.value(metadata double* %53, metadata !109, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 %8, metadata !114, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 1, metadata !115, metadata !DIExpression()), !dbg !122
  %100 = icmp sgt i32 %16, 1, !dbg !123
  br i1 %100, label %109, label %101, !dbg !124

101:                                              ; preds = %49, %28, %99
  %102 = phi i64 [ %50, %99 ], [ %50, %49 ], [ %29, %28 ]
  %103 = phi i8* [ %52, %99 ], [ %52, %49 ], [ %31, %28 ]
  %104 = phi double* [ %53, %99 ], [ %53, %49 ], [ %32, %28 ]
  %105 = add nsw i32 %16, -1, !dbg !125
  %106 = sext i32 %105 to i64, !dbg !126
  %107 = getelementptr inbounds double, double* %104, i64 %106, !dbg !126
  %108 = load double, double* %107, align 8, !dbg !126, !tbaa !101
  call void @llvm.dbg.value(metadata double %263, metadata !34, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %53, metadata !127, metadata !DIExpression()) #7, !dbg !141
  call void @llvm.dbg.value(metadata i32 %8, metadata !134, metadata !DIExpression()) #7, !dbg !141
  call void @llvm.dbg.value(metadata i32 %8, metadata !136, metadata !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)) #7, !dbg !143
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !135, metadata !DIExpression()) #7, !dbg !141
  br label %317, !dbg !144

109:                                              ; preds = %99
  %110 = zext i32 %16 to i64, !dbg !124
  %111 = shl nuw nsw i64 %55, 3, !dbg !124
  %112 = add nsw i64 %111, -8, !dbg !124
  %113 = getelementptr i8, i8* %52, i64 %112, !dbg !124
  %114 = getelementptr i8, i8* %52, i64 %112, !dbg !124
  %115 = shl nuw nsw i64 %55, 3, !dbg !124
  %116 = getelementptr i8, i8* %52, i64 %115, !dbg !124
  %117 = getelementptr i8, i8* %52, i64 %115, !dbg !124
  %118 = icmp ult i8* %52, %116
  br label %119, !dbg !124

119:                                              ; preds = %246, %109
  %120 = phi i32 [ 1, %109 ], [ %247, %246 ]
  call void @llvm.dbg.value(metadata i32 %120, metadata !115, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 %8, metadata !117, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !145
  %121 = icmp slt i32 %120, %16, !dbg !146
  br i1 %121, label %122, label %246, !dbg !148

122:                                              ; preds = %119
  %123 = sext i32 %120 to i64, !dbg !148
  %124 = sub nsw i64 %55, %123, !dbg !148
  %125 = icmp ult i64 %124, 4, !dbg !148
  br i1 %125, label %244, label %126, !dbg !148

126:                                              ; preds = %122
  %127 = xor i64 %123, -1, !dbg !148
  %128 = add nsw i64 %127, %55, !dbg !148
  %129 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %128, i64 8), !dbg !148
  %130 = extractvalue { i64, i1 } %129, 0, !dbg !148
  %131 = extractvalue { i64, i1 } %129, 1, !dbg !148
  %132 = sub i64 0, %130, !dbg !148
  %133 = getelementptr i8, i8* %113, i64 %132, !dbg !148
  %134 = icmp ugt i8* %133, %113, !dbg !148
  %135 = or i1 %134, %131, !dbg !148
  %136 = mul nsw i64 %123, -8, !dbg !148
  %137 = getelementptr i8, i8* %114, i64 %136, !dbg !148
  %138 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %128, i64 8), !dbg !148
  %139 = extractvalue { i64, i1 } %138, 0, !dbg !148
  %140 = extractvalue { i64, i1 } %138, 1, !dbg !148
  %141 = sub i64 0, %139, !dbg !148
  %142 = getelementptr i8, i8* %137, i64 %141, !dbg !148
  %143 = icmp ugt i8* %142, %137, !dbg !148
  %144 = or i1 %143, %140, !dbg !148
  %145 = or i1 %135, %144, !dbg !148
  br i1 %145, label %244, label %146

146:                                              ; preds = %126
  %147 = shl nsw i64 %123, 3, !dbg !148
  %148 = getelementptr i8, i8* %52, i64 %147, !dbg !148
  %149 = mul nsw i64 %123, -8, !dbg !148
  %150 = getelementptr i8, i8* %117, i64 %149, !dbg !148
  %151 = icmp ult i8* %148, %150, !dbg !148
  %152 = and i1 %151, %118, !dbg !148
  br i1 %152, label %244, label %153

153:                                              ; preds = %146
  %154 = and i64 %124, -4, !dbg !148
  %155 = sub nsw i64 %110, %154, !dbg !148
  %156 = add nsw i64 %154, -4, !dbg !148
  %157 = lshr exact i64 %156, 2, !dbg !148
  %158 = add nuw nsw i64 %157, 1, !dbg !148
  %159 = and i64 %158, 1, !dbg !148
  %160 = icmp eq i64 %156, 0, !dbg !148
  br i1 %160, label %215, label %161, !dbg !148

161:                                              ; preds = %153
  %162 = and i64 %158, 9223372036854775806, !dbg !148
  br label %163, !dbg !148

163:                                              ; preds = %163, %161
  %164 = phi i64 [ 0, %161 ], [ %212, %163 ]
  %165 = phi i64 [ 0, %161 ], [ %213, %163 ]
  %166 = xor i64 %164, -1
  %167 = add i64 %166, %110
  %168 = sub nsw i64 %167, %123, !dbg !149
  %169 = getelementptr inbounds double, double* %53, i64 %168, !dbg !150
  %170 = getelementptr inbounds double, double* %169, i64 -1, !dbg !150
  %171 = bitcast double* %170 to <2 x double>*, !dbg !150
  %172 = load <2 x double>, <2 x double>* %171, align 8, !dbg !150, !tbaa !101, !alias.scope !151
  %173 = getelementptr inbounds double, double* %169, i64 -2, !dbg !150
  %174 = getelementptr inbounds double, double* %173, i64 -1, !dbg !150
  %175 = bitcast double* %174 to <2 x double>*, !dbg !150
  %176 = load <2 x double>, <2 x double>* %175, align 8, !dbg !150, !tbaa !101, !alias.scope !151
  %177 = getelementptr inbounds double, double* %53, i64 %167, !dbg !154
  %178 = getelementptr inbounds double, double* %177, i64 -1, !dbg !155
  %179 = bitcast double* %178 to <2 x double>*, !dbg !155
  %180 = load <2 x double>, <2 x double>* %179, align 8, !dbg !155, !tbaa !101, !alias.scope !156, !noalias !151
  %181 = getelementptr inbounds double, double* %177, i64 -2, !dbg !155
  %182 = getelementptr inbounds double, double* %181, i64 -1, !dbg !155
  %183 = bitcast double* %182 to <2 x double>*, !dbg !155
  %184 = load <2 x double>, <2 x double>* %183, align 8, !dbg !155, !tbaa !101, !alias.scope !156, !noalias !151
  %185 = fadd <2 x double> %172, %180, !dbg !155
  %186 = fadd <2 x double> %176, %184, !dbg !155
  %187 = bitcast double* %178 to <2 x double>*, !dbg !155
  store <2 x double> %185, <2 x double>* %187, align 8, !dbg !155, !tbaa !101, !alias.scope !156, !noalias !151
  %188 = bitcast double* %182 to <2 x double>*, !dbg !155
  store <2 x double> %186, <2 x double>* %188, align 8, !dbg !155, !tbaa !101, !alias.scope !156, !noalias !151
  %189 = sub nuw nsw i64 -5, %164
  %190 = add i64 %189, %110
  %191 = sub nsw i64 %190, %123, !dbg !149
  %192 = getelementptr inbounds double, double* %53, i64 %191, !dbg !150
  %193 = getelementptr inbounds double, double* %192, i64 -1, !dbg !150
  %194 = bitcast double* %193 to <2 x double>*, !dbg !150
  %195 = load <2 x double>, <2 x double>* %194, align 8, !dbg !150, !tbaa !101, !alias.scope !151
  %196 = getelementptr inbounds double, double* %192, i64 -2, !dbg !150
  %197 = getelementptr inbounds double, double* %196, i64 -1, !dbg !150
  %198 = bitcast double* %197 to <2 x double>*, !dbg !150
  %199 = load <2 x double>, <2 x double>* %198, align 8, !dbg !150, !tbaa !101, !alias.scope !151
  %200 = getelementptr inbounds double, double* %53, i64 %190, !dbg !154
  %201 = getelementptr inbounds double, double* %200, i64 -1, !dbg !155
  %202 = bitcast double* %201 to <2 x double>*, !dbg !155
  %203 = load <2 x double>, <2 x double>* %202, align 8, !dbg !155, !tbaa !101, !alias.scope !156, !noalias !151
  %204 = getelementptr inbounds double, double* %200, i64 -2, !dbg !155
  %205 = getelementptr inbounds double, double* %204, i64 -1, !dbg !155
  %206 = bitcast double* %205 to <2 x double>*, !dbg !155
  %207 = load <2 x double>, <2 x double>* %206, align 8, !dbg !155, !tbaa !101, !alias.scope !156, !noalias !151
  %208 = fadd <2 x double> %195, %203, !dbg !155
  %209 = fadd <2 x double> %199, %207, !dbg !155
  %210 = bitcast double* %201 to <2 x double>*, !dbg !155
  store <2 x double> %208, <2 x double>* %210, align 8, !dbg !155, !tbaa !101, !alias.scope !156, !noalias !151
  %211 = bitcast double* %205 to <2 x double>*, !dbg !155
  store <2 x double> %209, <2 x double>* %211, align 8, !dbg !155, !tbaa !101, !alias.scope !156, !noalias !151
  %212 = add nuw i64 %164, 8
  %213 = add i64 %165, 2
  %214 = icmp eq i64 %213, %162
  br i1 %214, label %215, label %163, !llvm.loop !158

215:                                              ; preds = %163, %153
  %216 = phi i64 [ 0, %153 ], [ %212, %163 ]
  %217 = icmp eq i64 %159, 0
  br i1 %217, label %242, label %218

218:                                              ; preds = %215
  %219 = xor i64 %216, -1
  %220 = add i64 %219, %110
  %221 = sub nsw i64 %220, %123, !dbg !149
  %222 = getelementptr inbounds double, double* %53, i64 %221, !dbg !150
  %223 = getelementptr inbounds double, double* %222, i64 -1, !dbg !150
  %224 = bitcast double* %223 to <2 x double>*, !dbg !150
  %225 = load <2 x double>, <2 x double>* %224, align 8, !dbg !150, !tbaa !101, !alias.scope !151
  %226 = getelementptr inbounds double, double* %222, i64 -2, !dbg !150
  %227 = getelementptr inbounds double, double* %226, i64 -1, !dbg !150
  %228 = bitcast double* %227 to <2 x double>*, !dbg !150
  %229 = load <2 x double>, <2 x double>* %228, align 8, !dbg !150, !tbaa !101, !alias.scope !151
  %230 = getelementptr inbounds double, double* %53, i64 %220, !dbg !154
  %231 = getelementptr inbounds double, double* %230, i64 -1, !dbg !155
  %232 = bitcast double* %231 to <2 x double>*, !dbg !155
  %233 = load <2 x double>, <2 x double>* %232, align 8, !dbg !155, !tbaa !101, !alias.scope !156, !noalias !151
  %234 = getelementptr inbounds double, double* %230, i64 -2, !dbg !155
  %235 = getelementptr inbounds double, double* %234, i64 -1, !dbg !155
  %236 = bitcast double* %235 to <2 x double>*, !dbg !155
  %237 = load <2 x double>, <2 x double>* %236, align 8, !dbg !155, !tbaa !101, !alias.scope !156, !noalias !151
  %238 = fadd <2 x double> %225, %233, !dbg !155
  %239 = fadd <2 x double> %229, %237, !dbg !155
  %240 = bitcast double* %231 to <2 x double>*, !dbg !155
  store <2 x double> %238, <2 x double>* %240, align 8, !dbg !155, !tbaa !101, !alias.scope !156, !noalias !151
  %241 = bitcast double* %235 to <2 x double>*, !dbg !155
  store <2 x double> %239, <2 x double>* %241, align 8, !dbg !155, !tbaa !101, !alias.scope !156, !noalias !151
  br label %242, !dbg !148

242:                                              ; preds = %215, %218
  %243 = icmp eq i64 %124, %154, !dbg !148
  br i1 %243, label %246, label %244, !dbg !148

244:                                              ; preds = %146, %126, %122, %242
  %245 = phi i64 [ %110, %146 ], [ %110, %126 ], [ %110, %122 ], [ %155, %242 ]
  br label %249, !dbg !148

246:                                              ; preds = %249, %242, %119
  %247 = shl nsw i32 %120, 1, !dbg !160
  call void @llvm.dbg.value(metadata i32 %247, metadata !115, metadata !DIExpression()), !dbg !122
  %248 = icmp slt i32 %247, %16, !dbg !123
  br i1 %248, label %119, label %259, !dbg !124, !llvm.loop !161

249:                                              ; preds = %244, %249
  %250 = phi i64 [ %251, %249 ], [ %245, %244 ]
  %251 = add nsw i64 %250, -1
  %252 = sub nsw i64 %251, %123, !dbg !149
  %253 = getelementptr inbounds double, double* %53, i64 %252, !dbg !150
  %254 = load double, double* %253, align 8, !dbg !150, !tbaa !101
  %255 = getelementptr inbounds double, double* %53, i64 %251, !dbg !154
  %256 = load double, double* %255, align 8, !dbg !155, !tbaa !101
  %257 = fadd double %254, %256, !dbg !155
  store double %257, double* %255, align 8, !dbg !155, !tbaa !101
  call void @llvm.dbg.value(metadata i64 %251, metadata !117, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !145
  %258 = icmp sgt i64 %251, %123, !dbg !146
  br i1 %258, label %249, label %246, !dbg !148, !llvm.loop !163

259:                                              ; preds = %246
  %260 = add nsw i32 %16, -1, !dbg !125
  %261 = sext i32 %260 to i64, !dbg !126
  %262 = getelementptr inbounds double, double* %53, i64 %261, !dbg !126
  %263 = load double, double* %262, align 8, !dbg !126, !tbaa !101
  call void @llvm.dbg.value(metadata double %263, metadata !34, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %53, metadata !127, metadata !DIExpression()) #7, !dbg !141
  call void @llvm.dbg.value(metadata i32 %8, metadata !134, metadata !DIExpression()) #7, !dbg !141
  call void @llvm.dbg.value(metadata i32 %8, metadata !136, metadata !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)) #7, !dbg !143
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !135, metadata !DIExpression()) #7, !dbg !141
  br label %264, !dbg !144

264:                                              ; preds = %259, %292
  %265 = phi i32 [ %267, %292 ], [ %16, %259 ]
  %266 = phi double [ %293, %292 ], [ 0.000000e+00, %259 ]
  %267 = lshr i32 %265, 1, !dbg !143
  call void @llvm.dbg.value(metadata i32 %267, metadata !136, metadata !DIExpression()) #7, !dbg !143
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()) #7, !dbg !164
  call void @llvm.dbg.value(metadata double %266, metadata !135, metadata !DIExpression()) #7, !dbg !141
  %268 = icmp ult i32 %265, 2, !dbg !165
  br i1 %268, label %317, label %269, !dbg !167

269:                                              ; preds = %264
  %270 = sitofp i32 %267 to double
  %271 = zext i32 %267 to i64, !dbg !165
  %272 = add nsw i64 %271, -1, !dbg !167
  %273 = and i64 %271, 3, !dbg !167
  %274 = icmp ult i64 %272, 3, !dbg !167
  br i1 %274, label %277, label %275, !dbg !167

275:                                              ; preds = %269
  %276 = and i64 %271, 2147483644, !dbg !167
  br label %295, !dbg !167

277:                                              ; preds = %295, %269
  %278 = phi double [ undef, %269 ], [ %313, %295 ]
  %279 = phi i64 [ 0, %269 ], [ %314, %295 ]
  %280 = phi double [ %266, %269 ], [ %313, %295 ]
  %281 = icmp eq i64 %273, 0, !dbg !167
  br i1 %281, label %292, label %282, !dbg !167

282:                                              ; preds = %277, %282
  %283 = phi i64 [ %289, %282 ], [ %279, %277 ]
  %284 = phi double [ %288, %282 ], [ %280, %277 ]
  %285 = phi i64 [ %290, %282 ], [ 0, %277 ]
  call void @llvm.dbg.value(metadata i64 %283, metadata !138, metadata !DIExpression()) #7, !dbg !164
  call void @llvm.dbg.value(metadata double %284, metadata !135, metadata !DIExpression()) #7, !dbg !141
  %286 = getelementptr inbounds double, double* %53, i64 %283, !dbg !168
  %287 = load double, double* %286, align 8, !dbg !168, !tbaa !101
  %288 = tail call double @llvm.fmuladd.f64(double %287, double %270, double %284) #7, !dbg !169
  call void @llvm.dbg.value(metadata double %288, metadata !135, metadata !DIExpression()) #7, !dbg !141
  %289 = add nuw nsw i64 %283, 1, !dbg !170
  call void @llvm.dbg.value(metadata i64 %289, metadata !138, metadata !DIExpression()) #7, !dbg !164
  %290 = add i64 %285, 1, !dbg !167
  %291 = icmp eq i64 %290, %273, !dbg !167
  br i1 %291, label %292, label %282, !dbg !167, !llvm.loop !171

292:                                              ; preds = %282, %277
  %293 = phi double [ %278, %277 ], [ %288, %282 ], !dbg !169
  call void @llvm.dbg.value(metadata i32 %267, metadata !136, metadata !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value)) #7, !dbg !143
  call void @llvm.dbg.value(metadata double %293, metadata !135, metadata !DIExpression()) #7, !dbg !141
  %294 = icmp ugt i32 %265, 3, !dbg !173
  br i1 %294, label %264, label %317, !dbg !144, !llvm.loop !174

295:                                              ; preds = %295, %275
  %296 = phi i64 [ 0, %275 ], [ %314, %295 ]
  %297 = phi double [ %266, %275 ], [ %313, %295 ]
  %298 = phi i64 [ 0, %275 ], [ %315, %295 ]
  call void @llvm.dbg.value(metadata i64 %296, metadata !138, metadata !DIExpression()) #7, !dbg !164
  call void @llvm.dbg.value(metadata double %297, metadata !135, metadata !DIExpression()) #7, !dbg !141
  %299 = getelementptr inbounds double, double* %53, i64 %296, !dbg !168
  %300 = load double, double* %299, align 8, !dbg !168, !tbaa !101
  %301 = tail call double @llvm.fmuladd.f64(double %300, double %270, double %297) #7, !dbg !169
  call void @llvm.dbg.value(metadata double %301, metadata !135, metadata !DIExpression()) #7, !dbg !141
  %302 = or i64 %296, 1, !dbg !170
  call void @llvm.dbg.value(metadata i64 %302, metadata !138, metadata !DIExpression()) #7, !dbg !164
  call void @llvm.dbg.value(metadata i64 %302, metadata !138, metadata !DIExpression()) #7, !dbg !164
  call void @llvm.dbg.value(metadata double %301, metadata !135, metadata !DIExpression()) #7, !dbg !141
  %303 = getelementptr inbounds double, double* %53, i64 %302, !dbg !168
  %304 = load double, double* %303, align 8, !dbg !168, !tbaa !101
  %305 = tail call double @llvm.fmuladd.f64(double %304, double %270, double %301) #7, !dbg !169
  call void @llvm.dbg.value(metadata double %305, metadata !135, metadata !DIExpression()) #7, !dbg !141
  %306 = or i64 %296, 2, !dbg !170
  call void @llvm.dbg.value(metadata i64 %306, metadata !138, metadata !DIExpression()) #7, !dbg !164
  call void @llvm.dbg.value(metadata i64 %306, metadata !138, metadata !DIExpression()) #7, !dbg !164
  call void @llvm.dbg.value(metadata double %305, metadata !135, metadata !DIExpression()) #7, !dbg !141
  %307 = getelementptr inbounds double, double* %53, i64 %306, !dbg !168
  %308 = load double, double* %307, align 8, !dbg !168, !tbaa !101
  %309 = tail call double @llvm.fmuladd.f64(double %308, double %270, double %305) #7, !dbg !169
  call void @llvm.dbg.value(metadata double %309, metadata !135, metadata !DIExpression()) #7, !dbg !141
  %310 = or i64 %296, 3, !dbg !170
  call void @llvm.dbg.value(metadata i64 %310, metadata !138, metadata !DIExpression()) #7, !dbg !164
  call void @llvm.dbg.value(metadata i64 %310, metadata !138, metadata !DIExpression()) #7, !dbg !164
  call void @llvm.dbg.value(metadata double %309, metadata !135, metadata !DIExpression()) #7, !dbg !141
  %311 = getelementptr inbounds double, double* %53, i64 %310, !dbg !168
  %312 = load double, double* %311, align 8, !dbg !168, !tbaa !101
  %313 = tail call double @llvm.fmuladd.f64(double %312, double %270, double %309) #7, !dbg !169
  call void @llvm.dbg.value(metadata double %313, metadata !135, metadata !DIExpression()) #7, !dbg !141
  %314 = add nuw nsw i64 %296, 4, !dbg !170
  call void @llvm.dbg.value(metadata i64 %314, metadata !138, metadata !DIExpression()) #7, !dbg !164
  %315 = add i64 %298, 4, !dbg !167
  %316 = icmp eq i64 %315, %276, !dbg !167
  br i1 %316, label %277, label %295, !dbg !167, !llvm.loop !176

317:                                              ; preds = %264, %292, %101
  %318 = phi i64 [ %102, %101 ], [ %50, %292 ], [ %50, %264 ]
  %319 = phi i8* [ %103, %101 ], [ %52, %292 ], [ %52, %264 ]
  %320 = phi double [ %108, %101 ], [ %263, %292 ], [ %263, %264 ]
  %321 = phi double [ 0.000000e+00, %101 ], [ %266, %264 ], [ %293, %292 ], !dbg !178
  call void @llvm.dbg.value(metadata double undef, metadata !34, metadata !DIExpression()), !dbg !44
  %322 = shl nuw i32 1, %17, !dbg !179
  call void @llvm.dbg.value(metadata i32 %322, metadata !35, metadata !DIExpression()), !dbg !44
  %323 = sext i32 %322 to i64, !dbg !180
  %324 = shl nsw i64 %323, 3, !dbg !181
  %325 = tail call noalias i8* @malloc(i64 noundef %324) #7, !dbg !182
  %326 = bitcast i8* %325 to double*, !dbg !182
  call void @llvm.dbg.value(metadata double* %326, metadata !36, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !183
  %327 = icmp eq i32 %17, 31, !dbg !184
  br i1 %327, label %534, label %328, !dbg !186

328:                                              ; preds = %317
  %329 = call i32 @llvm.smax.i32(i32 %322, i32 1), !dbg !186
  %330 = zext i32 %329 to i64, !dbg !184
  %331 = icmp ult i32 %329, 4, !dbg !186
  br i1 %331, label %384, label %332, !dbg !186

332:                                              ; preds = %328
  %333 = and i64 %330, 2147483644, !dbg !186
  %334 = add nsw i64 %333, -4, !dbg !186
  %335 = lshr exact i64 %334, 2, !dbg !186
  %336 = add nuw nsw i64 %335, 1, !dbg !186
  %337 = and i64 %336, 1, !dbg !186
  %338 = icmp eq i64 %334, 0, !dbg !186
  br i1 %338, label %368, label %339, !dbg !186

339:                                              ; preds = %332
  %340 = and i64 %336, 9223372036854775806, !dbg !186
  br label %341, !dbg !186

341:                                              ; preds = %341, %339
  %342 = phi i64 [ 0, %339 ], [ %364, %341 ], !dbg !187
  %343 = phi <2 x i32> [ <i32 0, i32 1>, %339 ], [ %365, %341 ], !dbg !188
  %344 = phi i64 [ 0, %339 ], [ %366, %341 ]
  %345 = add <2 x i32> %343, <i32 2, i32 2>, !dbg !188
  %346 = and <2 x i32> %343, <i32 3, i32 3>, !dbg !188
  %347 = and <2 x i32> %345, <i32 3, i32 3>, !dbg !188
  %348 = sitofp <2 x i32> %346 to <2 x double>, !dbg !189
  %349 = sitofp <2 x i32> %347 to <2 x double>, !dbg !189
  %350 = getelementptr inbounds double, double* %326, i64 %342, !dbg !187
  %351 = bitcast double* %350 to <2 x double>*, !dbg !190
  store <2 x double> %348, <2 x double>* %351, align 8, !dbg !190, !tbaa !101
  %352 = getelementptr inbounds double, double* %350, i64 2, !dbg !190
  %353 = bitcast double* %352 to <2 x double>*, !dbg !190
  store <2 x double> %349, <2 x double>* %353, align 8, !dbg !190, !tbaa !101
  %354 = or i64 %342, 4, !dbg !187
  %355 = add <2 x i32> %343, <i32 2, i32 2>, !dbg !188
  %356 = and <2 x i32> %343, <i32 3, i32 3>, !dbg !188
  %357 = and <2 x i32> %355, <i32 3, i32 3>, !dbg !188
  %358 = sitofp <2 x i32> %356 to <2 x double>, !dbg !189
  %359 = sitofp <2 x i32> %357 to <2 x double>, !dbg !189
  %360 = getelementptr inbounds double, double* %326, i64 %354, !dbg !187
  %361 = bitcast double* %360 to <2 x double>*, !dbg !190
  store <2 x double> %358, <2 x double>* %361, align 8, !dbg !190, !tbaa !101
  %362 = getelementptr inbounds double, double* %360, i64 2, !dbg !190
  %363 = bitcast double* %362 to <2 x double>*, !dbg !190
  store <2 x double> %359, <2 x double>* %363, align 8, !dbg !190, !tbaa !101
  %364 = add nuw i64 %342, 8, !dbg !187
  %365 = add <2 x i32> %343, <i32 8, i32 8>, !dbg !188
  %366 = add i64 %344, 2, !dbg !187
  %367 = icmp eq i64 %366, %340, !dbg !187
  br i1 %367, label %368, label %341, !dbg !187, !llvm.loop !191

368:                                              ; preds = %341, %332
  %369 = phi i64 [ 0, %332 ], [ %364, %341 ]
  %370 = phi <2 x i32> [ <i32 0, i32 1>, %332 ], [ %365, %341 ]
  %371 = icmp eq i64 %337, 0, !dbg !187
  br i1 %371, label %382, label %372, !dbg !187

372:                                              ; preds = %368
  %373 = add <2 x i32> %370, <i32 2, i32 2>, !dbg !188
  %374 = and <2 x i32> %370, <i32 3, i32 3>, !dbg !188
  %375 = and <2 x i32> %373, <i32 3, i32 3>, !dbg !188
  %376 = sitofp <2 x i32> %374 to <2 x double>, !dbg !189
  %377 = sitofp <2 x i32> %375 to <2 x double>, !dbg !189
  %378 = getelementptr inbounds double, double* %326, i64 %369, !dbg !187
  %379 = bitcast double* %378 to <2 x double>*, !dbg !190
  store <2 x double> %376, <2 x double>* %379, align 8, !dbg !190, !tbaa !101
  %380 = getelementptr inbounds double, double* %378, i64 2, !dbg !190
  %381 = bitcast double* %380 to <2 x double>*, !dbg !190
  store <2 x double> %377, <2 x double>* %381, align 8, !dbg !190, !tbaa !101
  br label %382, !dbg !186

382:                                              ; preds = %368, %372
  %383 = icmp eq i64 %333, %330, !dbg !186
  br i1 %383, label %395, label %384, !dbg !186

384:                                              ; preds = %328, %382
  %385 = phi i64 [ 0, %328 ], [ %333, %382 ]
  br label %538, !dbg !186

386:                                              ; preds = %78, %386
  %387 = phi i64 [ %393, %386 ], [ %79, %78 ]
  call void @llvm.dbg.value(metadata i64 %387, metadata !32, metadata !DIExpression()), !dbg !86
  %388 = trunc i64 %387 to i32, !dbg !97
  %389 = urem i32 %388, 9, !dbg !97
  %390 = sitofp i32 %389 to double, !dbg !98
  %391 = fmul double %390, 5.000000e-01, !dbg !99
  %392 = getelementptr inbounds double, double* %53, i64 %387, !dbg !193
  store double %391, double* %392, align 8, !dbg !100, !tbaa !101
  %393 = add nuw nsw i64 %387, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %393, metadata !32, metadata !DIExpression()), !dbg !86
  %394 = icmp eq i64 %393, %55, !dbg !94
  br i1 %394, label %99, label %386, !dbg !87, !llvm.loop !194

395:                                              ; preds = %538, %382
  call void @llvm.dbg.value(metadata double* %326, metadata !196, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 %322, metadata !201, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 2, metadata !203, metadata !DIExpression()), !dbg !219
  %396 = icmp slt i32 %322, 2, !dbg !220
  br i1 %396, label %534, label %397, !dbg !221

397:                                              ; preds = %395
  %398 = zext i32 %322 to i64, !dbg !221
  br label %399, !dbg !221

399:                                              ; preds = %505, %397
  %400 = phi i32 [ 0, %397 ], [ %506, %505 ]
  %401 = phi i32 [ 2, %397 ], [ %507, %505 ]
  call void @llvm.dbg.value(metadata i32 %400, metadata !202, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 %401, metadata !203, metadata !DIExpression()), !dbg !219
  %402 = sdiv i32 %401, 2, !dbg !222
  call void @llvm.dbg.value(metadata i32 %402, metadata !205, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !208, metadata !DIExpression()), !dbg !224
  %403 = icmp sgt i32 %401, 1
  %404 = sext i32 %402 to i64, !dbg !225
  %405 = sext i32 %401 to i64, !dbg !225
  %406 = zext i32 %402 to i64
  %407 = shl nsw i64 %405, 3, !dbg !226
  %408 = shl nuw nsw i64 %406, 3, !dbg !225
  %409 = shl nsw i64 %404, 3, !dbg !225
  %410 = add nsw i64 %409, %408, !dbg !225
  %411 = and i64 %406, 4294967294, !dbg !225
  %412 = add nsw i64 %411, -2, !dbg !225
  %413 = lshr exact i64 %412, 1, !dbg !225
  %414 = add nuw i64 %413, 1, !dbg !225
  %415 = icmp ult i32 %402, 2
  %416 = and i64 %406, 4294967294
  %417 = and i64 %414, 1
  %418 = icmp eq i64 %412, 0
  %419 = and i64 %414, -2
  %420 = icmp eq i64 %417, 0
  %421 = icmp eq i64 %416, %406
  %422 = and i64 %406, 1
  %423 = icmp eq i64 %422, 0
  %424 = sub nsw i64 0, %406
  br label %425, !dbg !225

425:                                              ; preds = %509, %399
  %426 = phi i64 [ %512, %509 ], [ 0, %399 ]
  %427 = phi i64 [ %510, %509 ], [ 0, %399 ]
  call void @llvm.dbg.value(metadata i64 %427, metadata !208, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 0, metadata !210, metadata !DIExpression()), !dbg !227
  %428 = mul i64 %407, %426, !dbg !226
  %429 = getelementptr i8, i8* %325, i64 %428, !dbg !226
  %430 = add i64 %408, %428, !dbg !226
  %431 = getelementptr i8, i8* %325, i64 %430, !dbg !226
  %432 = add i64 %409, %428, !dbg !226
  %433 = getelementptr i8, i8* %325, i64 %432, !dbg !226
  %434 = add i64 %410, %428, !dbg !226
  %435 = getelementptr i8, i8* %325, i64 %434, !dbg !226
  br i1 %403, label %436, label %509, !dbg !226

436:                                              ; preds = %425
  br i1 %415, label %489, label %437, !dbg !226

437:                                              ; preds = %436
  %438 = icmp ult i8* %429, %435, !dbg !226
  %439 = icmp ult i8* %433, %431, !dbg !226
  %440 = and i1 %438, %439, !dbg !226
  br i1 %440, label %489, label %441, !dbg !226

441:                                              ; preds = %437
  br i1 %418, label %473, label %442, !dbg !226

442:                                              ; preds = %441, %442
  %443 = phi i64 [ %470, %442 ], [ 0, %441 ], !dbg !228
  %444 = phi i64 [ %471, %442 ], [ 0, %441 ]
  %445 = add nsw i64 %443, %427, !dbg !228
  %446 = getelementptr inbounds double, double* %326, i64 %445, !dbg !228
  %447 = bitcast double* %446 to <2 x double>*, !dbg !229
  %448 = load <2 x double>, <2 x double>* %447, align 8, !dbg !229, !tbaa !101, !alias.scope !230, !noalias !233
  %449 = add nsw i64 %445, %404, !dbg !228
  %450 = getelementptr inbounds double, double* %326, i64 %449, !dbg !228
  %451 = bitcast double* %450 to <2 x double>*, !dbg !235
  %452 = load <2 x double>, <2 x double>* %451, align 8, !dbg !235, !tbaa !101, !alias.scope !233
  %453 = fadd <2 x double> %448, %452, !dbg !236
  %454 = bitcast double* %446 to <2 x double>*, !dbg !237
  store <2 x double> %453, <2 x double>* %454, align 8, !dbg !237, !tbaa !101, !alias.scope !230, !noalias !233
  %455 = fsub <2 x double> %448, %452, !dbg !238
  %456 = bitcast double* %450 to <2 x double>*, !dbg !239
  store <2 x double> %455, <2 x double>* %456, align 8, !dbg !239, !tbaa !101, !alias.scope !233
  %457 = or i64 %443, 2, !dbg !228
  %458 = add nsw i64 %457, %427, !dbg !228
  %459 = getelementptr inbounds double, double* %326, i64 %458, !dbg !228
  %460 = bitcast double* %459 to <2 x double>*, !dbg !229
  %461 = load <2 x double>, <2 x double>* %460, align 8, !dbg !229, !tbaa !101, !alias.scope !230, !noalias !233
  %462 = add nsw i64 %458, %404, !dbg !228
  %463 = getelementptr inbounds double, double* %326, i64 %462, !dbg !228
  %464 = bitcast double* %463 to <2 x double>*, !dbg !235
  %465 = load <2 x double>, <2 x double>* %464, align 8, !dbg !235, !tbaa !101, !alias.scope !233
  %466 = fadd <2 x double> %461, %465, !dbg !236
  %467 = bitcast double* %459 to <2 x double>*, !dbg !237
  store <2 x double> %466, <2 x double>* %467, align 8, !dbg !237, !tbaa !101, !alias.scope !230, !noalias !233
  %468 = fsub <2 x double> %461, %465, !dbg !238
  %469 = bitcast double* %463 to <2 x double>*, !dbg !239
  store <2 x double> %468, <2 x double>* %469, align 8, !dbg !239, !tbaa !101, !alias.scope !233
  %470 = add nuw i64 %443, 4, !dbg !228
  %471 = add nuw i64 %444, 2, !dbg !228
  %472 = icmp eq i64 %471, %419, !dbg !228
  br i1 %472, label %473, label %442, !dbg !228, !llvm.loop !240

473:                                              ; preds = %442, %441
  %474 = phi i64 [ 0, %441 ], [ %470, %442 ]
  br i1 %420, label %488, label %475, !dbg !228

475:                                              ; preds = %473
  %476 = add nsw i64 %474, %427, !dbg !228
  %477 = getelementptr inbounds double, double* %326, i64 %476, !dbg !228
  %478 = bitcast double* %477 to <2 x double>*, !dbg !229
  %479 = load <2 x double>, <2 x double>* %478, align 8, !dbg !229, !tbaa !101, !alias.scope !230, !noalias !233
  %480 = add nsw i64 %476, %404, !dbg !228
  %481 = getelementptr inbounds double, double* %326, i64 %480, !dbg !228
  %482 = bitcast double* %481 to <2 x double>*, !dbg !235
  %483 = load <2 x double>, <2 x double>* %482, align 8, !dbg !235, !tbaa !101, !alias.scope !233
  %484 = fadd <2 x double> %479, %483, !dbg !236
  %485 = bitcast double* %477 to <2 x double>*, !dbg !237
  store <2 x double> %484, <2 x double>* %485, align 8, !dbg !237, !tbaa !101, !alias.scope !230, !noalias !233
  %486 = fsub <2 x double> %479, %483, !dbg !238
  %487 = bitcast double* %481 to <2 x double>*, !dbg !239
  store <2 x double> %486, <2 x double>* %487, align 8, !dbg !239, !tbaa !101, !alias.scope !233
  br label %488, !dbg !226

488:                                              ; preds = %473, %475
  br i1 %421, label %509, label %489, !dbg !226

489:                                              ; preds = %437, %436, %488
  %490 = phi i64 [ 0, %437 ], [ 0, %436 ], [ %416, %488 ]
  %491 = xor i64 %490, -1, !dbg !226
  br i1 %423, label %502, label %492, !dbg !226

492:                                              ; preds = %489
  call void @llvm.dbg.value(metadata i64 undef, metadata !210, metadata !DIExpression()), !dbg !227
  %493 = add nsw i64 %490, %427, !dbg !242
  %494 = getelementptr inbounds double, double* %326, i64 %493, !dbg !229
  %495 = load double, double* %494, align 8, !dbg !229, !tbaa !101
  call void @llvm.dbg.value(metadata double %495, metadata !213, metadata !DIExpression()), !dbg !243
  %496 = add nsw i64 %493, %404, !dbg !244
  %497 = getelementptr inbounds double, double* %326, i64 %496, !dbg !235
  %498 = load double, double* %497, align 8, !dbg !235, !tbaa !101
  call void @llvm.dbg.value(metadata double %498, metadata !216, metadata !DIExpression()), !dbg !243
  %499 = fadd double %495, %498, !dbg !236
  store double %499, double* %494, align 8, !dbg !237, !tbaa !101
  %500 = fsub double %495, %498, !dbg !238
  store double %500, double* %497, align 8, !dbg !239, !tbaa !101
  %501 = or i64 %490, 1, !dbg !228
  call void @llvm.dbg.value(metadata i64 %501, metadata !210, metadata !DIExpression()), !dbg !227
  br label %502, !dbg !226

502:                                              ; preds = %492, %489
  %503 = phi i64 [ %490, %489 ], [ %501, %492 ]
  %504 = icmp eq i64 %491, %424, !dbg !226
  br i1 %504, label %509, label %513, !dbg !226

505:                                              ; preds = %509
  %506 = add nuw nsw i32 %400, 1, !dbg !245
  call void @llvm.dbg.value(metadata i32 %506, metadata !202, metadata !DIExpression()), !dbg !217
  %507 = shl i32 %401, 1, !dbg !246
  call void @llvm.dbg.value(metadata i32 %507, metadata !203, metadata !DIExpression()), !dbg !219
  %508 = icmp sgt i32 %507, %322, !dbg !220
  br i1 %508, label %534, label %399, !dbg !221, !llvm.loop !247

509:                                              ; preds = %502, %513, %488, %425
  %510 = add nsw i64 %427, %405, !dbg !249
  call void @llvm.dbg.value(metadata i64 %510, metadata !208, metadata !DIExpression()), !dbg !224
  %511 = icmp slt i64 %510, %398, !dbg !250
  %512 = add i64 %426, 1, !dbg !225
  br i1 %511, label %425, label %505, !dbg !225, !llvm.loop !251

513:                                              ; preds = %502, %513
  %514 = phi i64 [ %532, %513 ], [ %503, %502 ]
  call void @llvm.dbg.value(metadata i64 %514, metadata !210, metadata !DIExpression()), !dbg !227
  %515 = add nsw i64 %514, %427, !dbg !242
  %516 = getelementptr inbounds double, double* %326, i64 %515, !dbg !229
  %517 = load double, double* %516, align 8, !dbg !229, !tbaa !101
  call void @llvm.dbg.value(metadata double %517, metadata !213, metadata !DIExpression()), !dbg !243
  %518 = add nsw i64 %515, %404, !dbg !244
  %519 = getelementptr inbounds double, double* %326, i64 %518, !dbg !235
  %520 = load double, double* %519, align 8, !dbg !235, !tbaa !101
  call void @llvm.dbg.value(metadata double %520, metadata !216, metadata !DIExpression()), !dbg !243
  %521 = fadd double %517, %520, !dbg !236
  store double %521, double* %516, align 8, !dbg !237, !tbaa !101
  %522 = fsub double %517, %520, !dbg !238
  store double %522, double* %519, align 8, !dbg !239, !tbaa !101
  %523 = add nuw nsw i64 %514, 1, !dbg !228
  call void @llvm.dbg.value(metadata i64 %523, metadata !210, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %523, metadata !210, metadata !DIExpression()), !dbg !227
  %524 = add nsw i64 %523, %427, !dbg !242
  %525 = getelementptr inbounds double, double* %326, i64 %524, !dbg !229
  %526 = load double, double* %525, align 8, !dbg !229, !tbaa !101
  call void @llvm.dbg.value(metadata double %526, metadata !213, metadata !DIExpression()), !dbg !243
  %527 = add nsw i64 %524, %404, !dbg !244
  %528 = getelementptr inbounds double, double* %326, i64 %527, !dbg !235
  %529 = load double, double* %528, align 8, !dbg !235, !tbaa !101
  call void @llvm.dbg.value(metadata double %529, metadata !216, metadata !DIExpression()), !dbg !243
  %530 = fadd double %526, %529, !dbg !236
  store double %530, double* %525, align 8, !dbg !237, !tbaa !101
  %531 = fsub double %526, %529, !dbg !238
  store double %531, double* %528, align 8, !dbg !239, !tbaa !101
  %532 = add nuw nsw i64 %514, 2, !dbg !228
  call void @llvm.dbg.value(metadata i64 %532, metadata !210, metadata !DIExpression()), !dbg !227
  %533 = icmp eq i64 %532, %406, !dbg !253
  br i1 %533, label %509, label %513, !dbg !226, !llvm.loop !254

534:                                              ; preds = %505, %317, %395
  %535 = phi i32 [ 0, %395 ], [ 0, %317 ], [ %506, %505 ], !dbg !217
  call void @llvm.dbg.value(metadata i32 %535, metadata !39, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 0, metadata !40, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 1, metadata !42, metadata !DIExpression()), !dbg !255
  %536 = mul nsw i64 %318, 100
  %537 = icmp sgt i64 %536, 1, !dbg !256
  br i1 %537, label %552, label %546, !dbg !258

538:                                              ; preds = %384, %538
  %539 = phi i64 [ %544, %538 ], [ %385, %384 ]
  call void @llvm.dbg.value(metadata i64 %539, metadata !37, metadata !DIExpression()), !dbg !183
  %540 = trunc i64 %539 to i32, !dbg !188
  %541 = and i32 %540, 3, !dbg !188
  %542 = sitofp i32 %541 to double, !dbg !189
  %543 = getelementptr inbounds double, double* %326, i64 %539, !dbg !259
  store double %542, double* %543, align 8, !dbg !190, !tbaa !101
  %544 = add nuw nsw i64 %539, 1, !dbg !187
  call void @llvm.dbg.value(metadata i64 %544, metadata !37, metadata !DIExpression()), !dbg !183
  %545 = icmp eq i64 %544, %330, !dbg !184
  br i1 %545, label %395, label %538, !dbg !186, !llvm.loop !260

546:                                              ; preds = %552, %534
  %547 = phi i64 [ 0, %534 ], [ %556, %552 ], !dbg !44
  %548 = fadd double %320, %321, !dbg !261
  call void @llvm.dbg.value(metadata double %548, metadata !34, metadata !DIExpression()), !dbg !44
  %549 = getelementptr inbounds double, double* %326, i64 1, !dbg !262
  %550 = load double, double* %549, align 8, !dbg !262, !tbaa !101
  %551 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %20, i32 noundef %535, double noundef %548, double noundef %550, i64 noundef %547), !dbg !263
  tail call void @free(i8* noundef %25) #7, !dbg !264
  tail call void @free(i8* noundef %319) #7, !dbg !265
  tail call void @free(i8* noundef %325) #7, !dbg !266
  ret i32 0, !dbg !267

552:                                              ; preds = %534, %552
  %553 = phi i64 [ %557, %552 ], [ 1, %534 ]
  %554 = phi i64 [ %556, %552 ], [ 0, %534 ]
  call void @llvm.dbg.value(metadata i64 %553, metadata !42, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata i64 %554, metadata !40, metadata !DIExpression()), !dbg !44
  %555 = urem i64 %553, 7, !dbg !268
  %556 = add nuw nsw i64 %555, %554, !dbg !269
  call void @llvm.dbg.value(metadata i64 %556, metadata !40, metadata !DIExpression()), !dbg !44
  %557 = mul nsw i64 %553, 3, !dbg !270
  call void @llvm.dbg.value(metadata i64 %557, metadata !42, metadata !DIExpression()), !dbg !255
  %558 = icmp slt i64 %557, %536, !dbg !256
  br i1 %558, label %552, label %546, !dbg !258, !llvm.loop !271
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

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
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "geometric.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "3dee8a477fa034d495aa5f2470249d65")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 44, type: !17, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !5}
!19 = !{!20, !21, !22, !23, !24, !25, !27, !29, !32, !34, !35, !36, !37, !39, !40, !42}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 44, type: !4)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 44, type: !5)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 46, type: !4)
!23 = !DILocalVariable(name: "logn", scope: !16, file: !1, line: 47, type: !4)
!24 = !DILocalVariable(name: "cap", scope: !16, file: !1, line: 48, type: !3)
!25 = !DILocalVariable(name: "table", scope: !16, file: !1, line: 51, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 52, type: !4)
!28 = distinct !DILexicalBlock(scope: !16, file: !1, line: 52, column: 3)
!29 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 54, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 55, type: !4)
!33 = distinct !DILexicalBlock(scope: !16, file: !1, line: 55, column: 3)
!34 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 57, type: !31)
!35 = !DILocalVariable(name: "m", scope: !16, file: !1, line: 59, type: !4)
!36 = !DILocalVariable(name: "re", scope: !16, file: !1, line: 60, type: !30)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 61, type: !4)
!38 = distinct !DILexicalBlock(scope: !16, file: !1, line: 61, column: 3)
!39 = !DILocalVariable(name: "st", scope: !16, file: !1, line: 63, type: !4)
!40 = !DILocalVariable(name: "refine", scope: !16, file: !1, line: 64, type: !41)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !DILocalVariable(name: "w", scope: !43, file: !1, line: 65, type: !41)
!43 = distinct !DILexicalBlock(scope: !16, file: !1, line: 65, column: 3)
!44 = !DILocation(line: 0, scope: !16)
!45 = !DILocation(line: 46, column: 16, scope: !16)
!46 = !DILocation(line: 46, column: 11, scope: !16)
!47 = !DILocation(line: 46, column: 27, scope: !16)
!48 = !{!49, !49, i64 0}
!49 = !{!"any pointer", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocalVariable(name: "__nptr", arg: 1, scope: !53, file: !54, line: 362, type: !57)
!53 = distinct !DISubprogram(name: "atoi", scope: !54, file: !54, line: 362, type: !55, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!54 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!55 = !DISubroutineType(types: !56)
!56 = !{!4, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!59 = !{!52}
!60 = !DILocation(line: 0, scope: !53, inlinedAt: !61)
!61 = distinct !DILocation(line: 46, column: 22, scope: !16)
!62 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !61)
!63 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !61)
!64 = !DILocation(line: 47, column: 19, scope: !16)
!65 = !DILocation(line: 47, column: 14, scope: !16)
!66 = !DILocation(line: 47, column: 30, scope: !16)
!67 = !DILocation(line: 0, scope: !53, inlinedAt: !68)
!68 = distinct !DILocation(line: 47, column: 25, scope: !16)
!69 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !68)
!70 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !68)
!71 = !DILocation(line: 49, column: 3, scope: !16)
!72 = !DILocation(line: 49, column: 14, scope: !16)
!73 = !DILocation(line: 50, column: 9, scope: !16)
!74 = distinct !{!74, !71, !75, !76}
!75 = !DILocation(line: 50, column: 13, scope: !16)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 51, column: 23, scope: !16)
!78 = !DILocation(line: 51, column: 16, scope: !16)
!79 = !DILocation(line: 0, scope: !28)
!80 = !DILocation(line: 52, column: 21, scope: !81)
!81 = distinct !DILexicalBlock(scope: !28, file: !1, line: 52, column: 3)
!82 = !DILocation(line: 52, column: 3, scope: !28)
!83 = !DILocation(line: 54, column: 39, scope: !16)
!84 = !DILocation(line: 54, column: 37, scope: !16)
!85 = !DILocation(line: 54, column: 15, scope: !16)
!86 = !DILocation(line: 0, scope: !33)
!87 = !DILocation(line: 55, column: 3, scope: !33)
!88 = !DILocation(line: 53, column: 14, scope: !81)
!89 = !DILocation(line: 53, column: 29, scope: !81)
!90 = !DILocation(line: 53, column: 5, scope: !81)
!91 = !DILocation(line: 53, column: 41, scope: !81)
!92 = !{!93, !93, i64 0}
!93 = !{!"int", !50, i64 0}
!94 = !DILocation(line: 55, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !33, file: !1, line: 55, column: 3)
!96 = !DILocation(line: 55, column: 27, scope: !95)
!97 = !DILocation(line: 56, column: 15, scope: !95)
!98 = !DILocation(line: 56, column: 12, scope: !95)
!99 = !DILocation(line: 56, column: 20, scope: !95)
!100 = !DILocation(line: 56, column: 10, scope: !95)
!101 = !{!102, !102, i64 0}
!102 = !{!"double", !50, i64 0}
!103 = distinct !{!103, !87, !104, !76, !105}
!104 = !DILocation(line: 56, column: 22, scope: !33)
!105 = !{!"llvm.loop.isvectorized", i32 1}
!106 = !DILocation(line: 52, column: 27, scope: !81)
!107 = distinct !{!107, !82, !108, !76}
!108 = !DILocation(line: 53, column: 41, scope: !28)
!109 = !DILocalVariable(name: "a", arg: 1, scope: !110, file: !1, line: 9, type: !30)
!110 = distinct !DISubprogram(name: "scan_sum", scope: !1, file: !1, line: 9, type: !111, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!31, !30, !4}
!113 = !{!109, !114, !115, !117}
!114 = !DILocalVariable(name: "n", arg: 2, scope: !110, file: !1, line: 9, type: !4)
!115 = !DILocalVariable(name: "s", scope: !116, file: !1, line: 13, type: !4)
!116 = distinct !DILexicalBlock(scope: !110, file: !1, line: 13, column: 3)
!117 = !DILocalVariable(name: "i", scope: !118, file: !1, line: 14, type: !4)
!118 = distinct !DILexicalBlock(scope: !119, file: !1, line: 14, column: 5)
!119 = distinct !DILexicalBlock(scope: !116, file: !1, line: 13, column: 3)
!120 = !DILocation(line: 0, scope: !110, inlinedAt: !121)
!121 = distinct !DILocation(line: 57, column: 14, scope: !16)
!122 = !DILocation(line: 0, scope: !116, inlinedAt: !121)
!123 = !DILocation(line: 13, column: 21, scope: !119, inlinedAt: !121)
!124 = !DILocation(line: 13, column: 3, scope: !116, inlinedAt: !121)
!125 = !DILocation(line: 16, column: 14, scope: !110, inlinedAt: !121)
!126 = !DILocation(line: 16, column: 10, scope: !110, inlinedAt: !121)
!127 = !DILocalVariable(name: "a", arg: 1, scope: !128, file: !1, line: 19, type: !131)
!128 = distinct !DISubprogram(name: "halvings", scope: !1, file: !1, line: 19, type: !129, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !133)
!129 = !DISubroutineType(types: !130)
!130 = !{!31, !131, !4}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!133 = !{!127, !134, !135, !136, !138}
!134 = !DILocalVariable(name: "n", arg: 2, scope: !128, file: !1, line: 19, type: !4)
!135 = !DILocalVariable(name: "t", scope: !128, file: !1, line: 21, type: !31)
!136 = !DILocalVariable(name: "h", scope: !137, file: !1, line: 22, type: !4)
!137 = distinct !DILexicalBlock(scope: !128, file: !1, line: 22, column: 3)
!138 = !DILocalVariable(name: "i", scope: !139, file: !1, line: 23, type: !4)
!139 = distinct !DILexicalBlock(scope: !140, file: !1, line: 23, column: 5)
!140 = distinct !DILexicalBlock(scope: !137, file: !1, line: 22, column: 3)
!141 = !DILocation(line: 0, scope: !128, inlinedAt: !142)
!142 = distinct !DILocation(line: 58, column: 8, scope: !16)
!143 = !DILocation(line: 0, scope: !137, inlinedAt: !142)
!144 = !DILocation(line: 22, column: 3, scope: !137, inlinedAt: !142)
!145 = !DILocation(line: 0, scope: !118, inlinedAt: !121)
!146 = !DILocation(line: 14, column: 27, scope: !147, inlinedAt: !121)
!147 = distinct !DILexicalBlock(scope: !118, file: !1, line: 14, column: 5)
!148 = !DILocation(line: 14, column: 5, scope: !118, inlinedAt: !121)
!149 = !DILocation(line: 15, column: 19, scope: !147, inlinedAt: !121)
!150 = !DILocation(line: 15, column: 15, scope: !147, inlinedAt: !121)
!151 = !{!152}
!152 = distinct !{!152, !153}
!153 = distinct !{!153, !"LVerDomain"}
!154 = !DILocation(line: 15, column: 7, scope: !147, inlinedAt: !121)
!155 = !DILocation(line: 15, column: 12, scope: !147, inlinedAt: !121)
!156 = !{!157}
!157 = distinct !{!157, !153}
!158 = distinct !{!158, !148, !159, !76, !105}
!159 = !DILocation(line: 15, column: 22, scope: !118, inlinedAt: !121)
!160 = !DILocation(line: 13, column: 28, scope: !119, inlinedAt: !121)
!161 = distinct !{!161, !124, !162, !76}
!162 = !DILocation(line: 15, column: 22, scope: !116, inlinedAt: !121)
!163 = distinct !{!163, !148, !159, !76, !105}
!164 = !DILocation(line: 0, scope: !139, inlinedAt: !142)
!165 = !DILocation(line: 23, column: 23, scope: !166, inlinedAt: !142)
!166 = distinct !DILexicalBlock(scope: !139, file: !1, line: 23, column: 5)
!167 = !DILocation(line: 23, column: 5, scope: !139, inlinedAt: !142)
!168 = !DILocation(line: 24, column: 12, scope: !166, inlinedAt: !142)
!169 = !DILocation(line: 24, column: 9, scope: !166, inlinedAt: !142)
!170 = !DILocation(line: 23, column: 29, scope: !166, inlinedAt: !142)
!171 = distinct !{!171, !172}
!172 = !{!"llvm.loop.unroll.disable"}
!173 = !DILocation(line: 22, column: 25, scope: !140, inlinedAt: !142)
!174 = distinct !{!174, !144, !175, !76}
!175 = !DILocation(line: 24, column: 19, scope: !137, inlinedAt: !142)
!176 = distinct !{!176, !167, !177, !76}
!177 = !DILocation(line: 24, column: 19, scope: !139, inlinedAt: !142)
!178 = !DILocation(line: 21, column: 10, scope: !128, inlinedAt: !142)
!179 = !DILocation(line: 59, column: 13, scope: !16)
!180 = !DILocation(line: 60, column: 40, scope: !16)
!181 = !DILocation(line: 60, column: 38, scope: !16)
!182 = !DILocation(line: 60, column: 16, scope: !16)
!183 = !DILocation(line: 0, scope: !38)
!184 = !DILocation(line: 61, column: 21, scope: !185)
!185 = distinct !DILexicalBlock(scope: !38, file: !1, line: 61, column: 3)
!186 = !DILocation(line: 61, column: 3, scope: !38)
!187 = !DILocation(line: 61, column: 27, scope: !185)
!188 = !DILocation(line: 62, column: 15, scope: !185)
!189 = !DILocation(line: 62, column: 13, scope: !185)
!190 = !DILocation(line: 62, column: 11, scope: !185)
!191 = distinct !{!191, !186, !192, !76, !105}
!192 = !DILocation(line: 62, column: 17, scope: !38)
!193 = !DILocation(line: 56, column: 5, scope: !95)
!194 = distinct !{!194, !87, !104, !76, !195, !105}
!195 = !{!"llvm.loop.unroll.runtime.disable"}
!196 = !DILocalVariable(name: "re", arg: 1, scope: !197, file: !1, line: 28, type: !30)
!197 = distinct !DISubprogram(name: "butterflies", scope: !1, file: !1, line: 28, type: !198, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{!4, !30, !4}
!200 = !{!196, !201, !202, !203, !205, !208, !210, !213, !216}
!201 = !DILocalVariable(name: "n", arg: 2, scope: !197, file: !1, line: 28, type: !4)
!202 = !DILocalVariable(name: "stages", scope: !197, file: !1, line: 30, type: !4)
!203 = !DILocalVariable(name: "len", scope: !204, file: !1, line: 31, type: !4)
!204 = distinct !DILexicalBlock(scope: !197, file: !1, line: 31, column: 3)
!205 = !DILocalVariable(name: "half", scope: !206, file: !1, line: 32, type: !4)
!206 = distinct !DILexicalBlock(scope: !207, file: !1, line: 31, column: 42)
!207 = distinct !DILexicalBlock(scope: !204, file: !1, line: 31, column: 3)
!208 = !DILocalVariable(name: "i", scope: !209, file: !1, line: 33, type: !4)
!209 = distinct !DILexicalBlock(scope: !206, file: !1, line: 33, column: 5)
!210 = !DILocalVariable(name: "j", scope: !211, file: !1, line: 34, type: !4)
!211 = distinct !DILexicalBlock(scope: !212, file: !1, line: 34, column: 7)
!212 = distinct !DILexicalBlock(scope: !209, file: !1, line: 33, column: 5)
!213 = !DILocalVariable(name: "u", scope: !214, file: !1, line: 35, type: !31)
!214 = distinct !DILexicalBlock(scope: !215, file: !1, line: 34, column: 38)
!215 = distinct !DILexicalBlock(scope: !211, file: !1, line: 34, column: 7)
!216 = !DILocalVariable(name: "v", scope: !214, file: !1, line: 35, type: !31)
!217 = !DILocation(line: 0, scope: !197, inlinedAt: !218)
!218 = distinct !DILocation(line: 63, column: 12, scope: !16)
!219 = !DILocation(line: 0, scope: !204, inlinedAt: !218)
!220 = !DILocation(line: 31, column: 25, scope: !207, inlinedAt: !218)
!221 = !DILocation(line: 31, column: 3, scope: !204, inlinedAt: !218)
!222 = !DILocation(line: 32, column: 20, scope: !206, inlinedAt: !218)
!223 = !DILocation(line: 0, scope: !206, inlinedAt: !218)
!224 = !DILocation(line: 0, scope: !209, inlinedAt: !218)
!225 = !DILocation(line: 33, column: 5, scope: !209, inlinedAt: !218)
!226 = !DILocation(line: 34, column: 7, scope: !211, inlinedAt: !218)
!227 = !DILocation(line: 0, scope: !211, inlinedAt: !218)
!228 = !DILocation(line: 34, column: 34, scope: !215, inlinedAt: !218)
!229 = !DILocation(line: 35, column: 20, scope: !214, inlinedAt: !218)
!230 = !{!231}
!231 = distinct !{!231, !232}
!232 = distinct !{!232, !"LVerDomain"}
!233 = !{!234}
!234 = distinct !{!234, !232}
!235 = !DILocation(line: 35, column: 35, scope: !214, inlinedAt: !218)
!236 = !DILocation(line: 36, column: 23, scope: !214, inlinedAt: !218)
!237 = !DILocation(line: 36, column: 19, scope: !214, inlinedAt: !218)
!238 = !DILocation(line: 37, column: 30, scope: !214, inlinedAt: !218)
!239 = !DILocation(line: 37, column: 26, scope: !214, inlinedAt: !218)
!240 = distinct !{!240, !226, !241, !76, !105}
!241 = !DILocation(line: 38, column: 7, scope: !211, inlinedAt: !218)
!242 = !DILocation(line: 35, column: 25, scope: !214, inlinedAt: !218)
!243 = !DILocation(line: 0, scope: !214, inlinedAt: !218)
!244 = !DILocation(line: 35, column: 44, scope: !214, inlinedAt: !218)
!245 = !DILocation(line: 39, column: 11, scope: !206, inlinedAt: !218)
!246 = !DILocation(line: 31, column: 35, scope: !207, inlinedAt: !218)
!247 = distinct !{!247, !221, !248, !76}
!248 = !DILocation(line: 40, column: 3, scope: !204, inlinedAt: !218)
!249 = !DILocation(line: 33, column: 30, scope: !212, inlinedAt: !218)
!250 = !DILocation(line: 33, column: 23, scope: !212, inlinedAt: !218)
!251 = distinct !{!251, !225, !252, !76}
!252 = !DILocation(line: 38, column: 7, scope: !209, inlinedAt: !218)
!253 = !DILocation(line: 34, column: 25, scope: !215, inlinedAt: !218)
!254 = distinct !{!254, !226, !241, !76, !105}
!255 = !DILocation(line: 0, scope: !43)
!256 = !DILocation(line: 65, column: 22, scope: !257)
!257 = distinct !DILexicalBlock(scope: !43, file: !1, line: 65, column: 3)
!258 = !DILocation(line: 65, column: 3, scope: !43)
!259 = !DILocation(line: 62, column: 5, scope: !185)
!260 = distinct !{!260, !186, !192, !76, !195, !105}
!261 = !DILocation(line: 58, column: 5, scope: !16)
!262 = !DILocation(line: 67, column: 47, scope: !16)
!263 = !DILocation(line: 67, column: 3, scope: !16)
!264 = !DILocation(line: 68, column: 3, scope: !16)
!265 = !DILocation(line: 69, column: 3, scope: !16)
!266 = !DILocation(line: 70, column: 3, scope: !16)
!267 = !DILocation(line: 71, column: 3, scope: !16)
!268 = !DILocation(line: 66, column: 17, scope: !257)
!269 = !DILocation(line: 66, column: 12, scope: !257)
!270 = !DILocation(line: 65, column: 36, scope: !257)
!271 = distinct !{!271, !258, !272, !76}
!272 = !DILocation(line: 66, column: 19, scope: !43)
