; ModuleID = 'tile_counts.c'
source_filename = "tile_counts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%.1f %.1f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !31
  %3 = icmp sgt i32 %0, 1, !dbg !32
  br i1 %3, label %4, label %15, !dbg !33

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !34
  %6 = load i8*, i8** %5, align 8, !dbg !34, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %6, metadata !39, metadata !DIExpression()) #6, !dbg !47
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !49
  %8 = trunc i64 %7 to i32, !dbg !50
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !31
  %9 = icmp eq i32 %0, 2, !dbg !51
  br i1 %9, label %15, label %10, !dbg !52

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !53
  %12 = load i8*, i8** %11, align 8, !dbg !53, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %12, metadata !39, metadata !DIExpression()) #6, !dbg !54
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !56
  %14 = trunc i64 %13 to i32, !dbg !57
  br label %15, !dbg !52

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 48, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 16, %4 ], [ 16, %2 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()), !dbg !31
  %18 = sext i32 %16 to i64, !dbg !58
  %19 = mul nsw i64 %18, %18, !dbg !59
  %20 = tail call noalias i8* @calloc(i64 noundef %19, i64 noundef 8) #6, !dbg !60
  %21 = bitcast i8* %20 to double*, !dbg !60
  call void @llvm.dbg.value(metadata double* %21, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double* poison, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double* %21, metadata !61, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 %8, metadata !66, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 %17, metadata !67, metadata !DIExpression()), !dbg !80
  %22 = add i32 %16, -1, !dbg !82
  %23 = add i32 %22, %17, !dbg !83
  %24 = sdiv i32 %23, %17, !dbg !84
  call void @llvm.dbg.value(metadata i32 %24, metadata !68, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !85
  %25 = mul i32 %24, %24
  %26 = icmp eq i32 %25, 0, !dbg !86
  br i1 %26, label %108, label %27, !dbg !87

27:                                               ; preds = %15, %91
  %28 = phi i32 [ %92, %91 ], [ 0, %15 ]
  call void @llvm.dbg.value(metadata i32 %28, metadata !69, metadata !DIExpression()), !dbg !85
  %29 = sdiv i32 %28, %24, !dbg !88
  %30 = mul i32 %29, %17, !dbg !89
  call void @llvm.dbg.value(metadata i32 %30, metadata !71, metadata !DIExpression()), !dbg !90
  %31 = srem i32 %28, %24, !dbg !91
  %32 = mul i32 %31, %17, !dbg !92
  call void @llvm.dbg.value(metadata i32 %32, metadata !74, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 %30, metadata !75, metadata !DIExpression()), !dbg !93
  %33 = add nsw i32 %30, %17
  %34 = icmp slt i32 %33, %16
  %35 = select i1 %34, i32 %33, i32 %16
  %36 = icmp slt i32 %30, %35, !dbg !94
  br i1 %36, label %37, label %91, !dbg !95

37:                                               ; preds = %27
  %38 = add nsw i32 %32, %17
  %39 = icmp slt i32 %38, %16
  %40 = select i1 %39, i32 %38, i32 %16
  %41 = icmp slt i32 %32, %40
  %42 = sext i32 %32 to i64, !dbg !95
  %43 = sext i32 %30 to i64, !dbg !95
  %44 = sext i32 %35 to i64, !dbg !94
  %45 = sext i32 %40 to i64
  %46 = sub nsw i64 %45, %42, !dbg !95
  %47 = icmp ult i64 %46, 4
  %48 = and i64 %46, -4
  %49 = add nsw i64 %48, %42
  %50 = insertelement <2 x i64> poison, i64 %42, i64 0
  %51 = shufflevector <2 x i64> %50, <2 x i64> poison, <2 x i32> zeroinitializer
  %52 = add <2 x i64> %51, <i64 0, i64 1>
  %53 = icmp eq i64 %46, %48
  br label %54, !dbg !95

54:                                               ; preds = %94, %37
  %55 = phi i64 [ %43, %37 ], [ %95, %94 ]
  call void @llvm.dbg.value(metadata i64 %55, metadata !75, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %32, metadata !77, metadata !DIExpression()), !dbg !96
  br i1 %41, label %56, label %94, !dbg !97

56:                                               ; preds = %54
  %57 = mul nsw i64 %55, %18
  br i1 %47, label %89, label %58, !dbg !97

58:                                               ; preds = %56
  %59 = insertelement <2 x i64> poison, i64 %55, i64 0, !dbg !97
  %60 = shufflevector <2 x i64> %59, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !97
  %61 = add i64 %55, 2
  %62 = insertelement <2 x i64> poison, i64 %61, i64 0
  %63 = shufflevector <2 x i64> %62, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %64, !dbg !97

64:                                               ; preds = %64, %58
  %65 = phi i64 [ 0, %58 ], [ %85, %64 ]
  %66 = phi <2 x i64> [ %52, %58 ], [ %86, %64 ]
  %67 = add i64 %65, %42
  %68 = add nsw <2 x i64> %66, %60, !dbg !98
  %69 = add <2 x i64> %63, %66, !dbg !98
  %70 = trunc <2 x i64> %68 to <2 x i32>, !dbg !100
  %71 = trunc <2 x i64> %69 to <2 x i32>, !dbg !100
  %72 = sitofp <2 x i32> %70 to <2 x double>, !dbg !100
  %73 = sitofp <2 x i32> %71 to <2 x double>, !dbg !100
  %74 = add nsw i64 %67, %57, !dbg !101
  %75 = getelementptr inbounds double, double* %21, i64 %74, !dbg !102
  %76 = bitcast double* %75 to <2 x double>*, !dbg !103
  %77 = load <2 x double>, <2 x double>* %76, align 8, !dbg !103, !tbaa !104
  %78 = getelementptr inbounds double, double* %75, i64 2, !dbg !103
  %79 = bitcast double* %78 to <2 x double>*, !dbg !103
  %80 = load <2 x double>, <2 x double>* %79, align 8, !dbg !103, !tbaa !104
  %81 = fadd <2 x double> %77, %72, !dbg !103
  %82 = fadd <2 x double> %80, %73, !dbg !103
  %83 = bitcast double* %75 to <2 x double>*, !dbg !103
  store <2 x double> %81, <2 x double>* %83, align 8, !dbg !103, !tbaa !104
  %84 = bitcast double* %78 to <2 x double>*, !dbg !103
  store <2 x double> %82, <2 x double>* %84, align 8, !dbg !103, !tbaa !104
  %85 = add nuw i64 %65, 4
  %86 = add <2 x i64> %66, <i64 4, i64 4>
  %87 = icmp eq i64 %85, %48
  br i1 %87, label %88, label %64, !llvm.loop !106

88:                                               ; preds = %64
  br i1 %53, label %94, label %89, !dbg !97

89:                                               ; preds = %56, %88
  %90 = phi i64 [ %42, %56 ], [ %49, %88 ]
  br label %97, !dbg !97

91:                                               ; preds = %94, %27
  %92 = add nuw nsw i32 %28, 1, !dbg !110
  call void @llvm.dbg.value(metadata i32 %92, metadata !69, metadata !DIExpression()), !dbg !85
  %93 = icmp eq i32 %92, %25, !dbg !86
  br i1 %93, label %108, label %27, !dbg !87, !llvm.loop !111

94:                                               ; preds = %97, %88, %54
  %95 = add nsw i64 %55, 1, !dbg !113
  call void @llvm.dbg.value(metadata i64 %95, metadata !75, metadata !DIExpression()), !dbg !93
  %96 = icmp eq i64 %95, %44, !dbg !94
  br i1 %96, label %91, label %54, !dbg !95, !llvm.loop !114

97:                                               ; preds = %89, %97
  %98 = phi i64 [ %106, %97 ], [ %90, %89 ]
  call void @llvm.dbg.value(metadata i64 %98, metadata !77, metadata !DIExpression()), !dbg !96
  %99 = add nsw i64 %98, %55, !dbg !98
  %100 = trunc i64 %99 to i32, !dbg !100
  %101 = sitofp i32 %100 to double, !dbg !100
  %102 = add nsw i64 %98, %57, !dbg !101
  %103 = getelementptr inbounds double, double* %21, i64 %102, !dbg !102
  %104 = load double, double* %103, align 8, !dbg !103, !tbaa !104
  %105 = fadd double %104, %101, !dbg !103
  store double %105, double* %103, align 8, !dbg !103, !tbaa !104
  %106 = add nsw i64 %98, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %106, metadata !77, metadata !DIExpression()), !dbg !96
  %107 = icmp eq i64 %106, %45, !dbg !117
  br i1 %107, label %94, label %97, !dbg !97, !llvm.loop !118

108:                                              ; preds = %91, %15
  %109 = mul nsw i32 %16, %16, !dbg !120
  call void @llvm.dbg.value(metadata double* %21, metadata !121, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata double* poison, metadata !128, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i32 %109, metadata !129, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i32 %17, metadata !130, metadata !DIExpression()), !dbg !142
  %110 = sdiv i32 %109, %17, !dbg !144
  call void @llvm.dbg.value(metadata i32 %110, metadata !131, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !132, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i32 0, metadata !133, metadata !DIExpression()), !dbg !145
  %111 = icmp sgt i32 %110, 0, !dbg !146
  br i1 %111, label %112, label %118, !dbg !147

112:                                              ; preds = %108
  %113 = zext i32 %110 to i64, !dbg !146
  %114 = add i32 %17, -1, !dbg !147
  %115 = and i32 %17, 7
  %116 = icmp eq i32 %115, 0
  %117 = icmp ult i32 %114, 7
  br label %145, !dbg !147

118:                                              ; preds = %172, %108
  %119 = phi double [ 0.000000e+00, %108 ], [ %174, %172 ], !dbg !142
  %120 = mul i32 %110, %17, !dbg !148
  call void @llvm.dbg.value(metadata i32 %120, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double %119, metadata !132, metadata !DIExpression()), !dbg !142
  %121 = icmp slt i32 %120, %109, !dbg !150
  br i1 %121, label %122, label %251, !dbg !152

122:                                              ; preds = %118
  %123 = sext i32 %120 to i64, !dbg !152
  %124 = zext i32 %109 to i64, !dbg !150
  %125 = sub nsw i64 %124, %123, !dbg !152
  %126 = xor i64 %123, -1, !dbg !152
  %127 = add nsw i64 %126, %124, !dbg !152
  %128 = and i64 %125, 7, !dbg !152
  %129 = icmp eq i64 %128, 0, !dbg !152
  br i1 %129, label %140, label %130, !dbg !152

130:                                              ; preds = %122, %130
  %131 = phi i64 [ %137, %130 ], [ %123, %122 ]
  %132 = phi double [ %136, %130 ], [ %119, %122 ]
  %133 = phi i64 [ %138, %130 ], [ 0, %122 ]
  call void @llvm.dbg.value(metadata i64 %131, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double %132, metadata !132, metadata !DIExpression()), !dbg !142
  %134 = getelementptr inbounds double, double* %21, i64 %131, !dbg !153
  %135 = load double, double* %134, align 8, !dbg !153, !tbaa !104
  %136 = fadd double %132, %135, !dbg !154
  call void @llvm.dbg.value(metadata double %136, metadata !132, metadata !DIExpression()), !dbg !142
  %137 = add nsw i64 %131, 1, !dbg !155
  call void @llvm.dbg.value(metadata i64 %137, metadata !140, metadata !DIExpression()), !dbg !149
  %138 = add i64 %133, 1, !dbg !152
  %139 = icmp eq i64 %138, %128, !dbg !152
  br i1 %139, label %140, label %130, !dbg !152, !llvm.loop !156

140:                                              ; preds = %130, %122
  %141 = phi double [ undef, %122 ], [ %136, %130 ]
  %142 = phi i64 [ %123, %122 ], [ %137, %130 ]
  %143 = phi double [ %119, %122 ], [ %136, %130 ]
  %144 = icmp ult i64 %127, 7, !dbg !152
  br i1 %144, label %251, label %215, !dbg !152

145:                                              ; preds = %172, %112
  %146 = phi i64 [ 0, %112 ], [ %152, %172 ]
  %147 = phi i32 [ %17, %112 ], [ %176, %172 ]
  %148 = phi i32 [ 0, %112 ], [ %175, %172 ]
  %149 = phi double [ 0.000000e+00, %112 ], [ %174, %172 ]
  call void @llvm.dbg.value(metadata i64 %146, metadata !133, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata double %149, metadata !132, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !135, metadata !DIExpression()), !dbg !158
  %150 = trunc i64 %146 to i32, !dbg !159
  %151 = mul nsw i32 %17, %150, !dbg !159
  call void @llvm.dbg.value(metadata i32 %151, metadata !138, metadata !DIExpression()), !dbg !160
  %152 = add nuw nsw i64 %146, 1
  %153 = trunc i64 %152 to i32
  %154 = mul nsw i32 %17, %153
  %155 = icmp slt i32 %151, %154, !dbg !161
  br i1 %155, label %156, label %172, !dbg !163

156:                                              ; preds = %145
  %157 = sext i32 %148 to i64, !dbg !159
  br i1 %116, label %168, label %158, !dbg !163

158:                                              ; preds = %156, %158
  %159 = phi i64 [ %165, %158 ], [ %157, %156 ]
  %160 = phi double [ %164, %158 ], [ 0.000000e+00, %156 ]
  %161 = phi i32 [ %166, %158 ], [ 0, %156 ]
  call void @llvm.dbg.value(metadata i64 %159, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata double %160, metadata !135, metadata !DIExpression()), !dbg !158
  %162 = getelementptr inbounds double, double* %21, i64 %159, !dbg !164
  %163 = load double, double* %162, align 8, !dbg !164, !tbaa !104
  %164 = fadd double %160, %163, !dbg !165
  call void @llvm.dbg.value(metadata double %164, metadata !135, metadata !DIExpression()), !dbg !158
  %165 = add nsw i64 %159, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %165, metadata !138, metadata !DIExpression()), !dbg !160
  %166 = add i32 %161, 1, !dbg !163
  %167 = icmp eq i32 %166, %115, !dbg !163
  br i1 %167, label %168, label %158, !dbg !163, !llvm.loop !167

168:                                              ; preds = %158, %156
  %169 = phi double [ undef, %156 ], [ %164, %158 ]
  %170 = phi i64 [ %157, %156 ], [ %165, %158 ]
  %171 = phi double [ 0.000000e+00, %156 ], [ %164, %158 ]
  br i1 %117, label %172, label %178, !dbg !163

172:                                              ; preds = %168, %178, %145
  %173 = phi double [ 0.000000e+00, %145 ], [ %169, %168 ], [ %211, %178 ], !dbg !158
  %174 = fadd double %149, %173, !dbg !168
  call void @llvm.dbg.value(metadata i64 %152, metadata !133, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata double %174, metadata !132, metadata !DIExpression()), !dbg !142
  %175 = add i32 %148, %17, !dbg !147
  %176 = add i32 %147, %17, !dbg !147
  %177 = icmp eq i64 %152, %113, !dbg !146
  br i1 %177, label %118, label %145, !dbg !147, !llvm.loop !169

178:                                              ; preds = %168, %178
  %179 = phi i64 [ %212, %178 ], [ %170, %168 ]
  %180 = phi double [ %211, %178 ], [ %171, %168 ]
  call void @llvm.dbg.value(metadata i64 %179, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata double %180, metadata !135, metadata !DIExpression()), !dbg !158
  %181 = getelementptr inbounds double, double* %21, i64 %179, !dbg !164
  %182 = load double, double* %181, align 8, !dbg !164, !tbaa !104
  %183 = fadd double %180, %182, !dbg !165
  call void @llvm.dbg.value(metadata double %183, metadata !135, metadata !DIExpression()), !dbg !158
  %184 = add nsw i64 %179, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %184, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i64 %184, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata double %183, metadata !135, metadata !DIExpression()), !dbg !158
  %185 = getelementptr inbounds double, double* %21, i64 %184, !dbg !164
  %186 = load double, double* %185, align 8, !dbg !164, !tbaa !104
  %187 = fadd double %183, %186, !dbg !165
  call void @llvm.dbg.value(metadata double %187, metadata !135, metadata !DIExpression()), !dbg !158
  %188 = add nsw i64 %179, 2, !dbg !166
  call void @llvm.dbg.value(metadata i64 %188, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i64 %188, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata double %187, metadata !135, metadata !DIExpression()), !dbg !158
  %189 = getelementptr inbounds double, double* %21, i64 %188, !dbg !164
  %190 = load double, double* %189, align 8, !dbg !164, !tbaa !104
  %191 = fadd double %187, %190, !dbg !165
  call void @llvm.dbg.value(metadata double %191, metadata !135, metadata !DIExpression()), !dbg !158
  %192 = add nsw i64 %179, 3, !dbg !166
  call void @llvm.dbg.value(metadata i64 %192, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i64 %192, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata double %191, metadata !135, metadata !DIExpression()), !dbg !158
  %193 = getelementptr inbounds double, double* %21, i64 %192, !dbg !164
  %194 = load double, double* %193, align 8, !dbg !164, !tbaa !104
  %195 = fadd double %191, %194, !dbg !165
  call void @llvm.dbg.value(metadata double %195, metadata !135, metadata !DIExpression()), !dbg !158
  %196 = add nsw i64 %179, 4, !dbg !166
  call void @llvm.dbg.value(metadata i64 %196, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i64 %196, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata double %195, metadata !135, metadata !DIExpression()), !dbg !158
  %197 = getelementptr inbounds double, double* %21, i64 %196, !dbg !164
  %198 = load double, double* %197, align 8, !dbg !164, !tbaa !104
  %199 = fadd double %195, %198, !dbg !165
  call void @llvm.dbg.value(metadata double %199, metadata !135, metadata !DIExpression()), !dbg !158
  %200 = add nsw i64 %179, 5, !dbg !166
  call void @llvm.dbg.value(metadata i64 %200, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i64 %200, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata double %199, metadata !135, metadata !DIExpression()), !dbg !158
  %201 = getelementptr inbounds double, double* %21, i64 %200, !dbg !164
  %202 = load double, double* %201, align 8, !dbg !164, !tbaa !104
  %203 = fadd double %199, %202, !dbg !165
  call void @llvm.dbg.value(metadata double %203, metadata !135, metadata !DIExpression()), !dbg !158
  %204 = add nsw i64 %179, 6, !dbg !166
  call void @llvm.dbg.value(metadata i64 %204, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i64 %204, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata double %203, metadata !135, metadata !DIExpression()), !dbg !158
  %205 = getelementptr inbounds double, double* %21, i64 %204, !dbg !164
  %206 = load double, double* %205, align 8, !dbg !164, !tbaa !104
  %207 = fadd double %203, %206, !dbg !165
  call void @llvm.dbg.value(metadata double %207, metadata !135, metadata !DIExpression()), !dbg !158
  %208 = add nsw i64 %179, 7, !dbg !166
  call void @llvm.dbg.value(metadata i64 %208, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i64 %208, metadata !138, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata double %207, metadata !135, metadata !DIExpression()), !dbg !158
  %209 = getelementptr inbounds double, double* %21, i64 %208, !dbg !164
  %210 = load double, double* %209, align 8, !dbg !164, !tbaa !104
  %211 = fadd double %207, %210, !dbg !165
  call void @llvm.dbg.value(metadata double %211, metadata !135, metadata !DIExpression()), !dbg !158
  %212 = add nsw i64 %179, 8, !dbg !166
  call void @llvm.dbg.value(metadata i64 %212, metadata !138, metadata !DIExpression()), !dbg !160
  %213 = trunc i64 %212 to i32, !dbg !161
  %214 = icmp eq i32 %147, %213, !dbg !161
  br i1 %214, label %172, label %178, !dbg !163, !llvm.loop !171

215:                                              ; preds = %140, %215
  %216 = phi i64 [ %249, %215 ], [ %142, %140 ]
  %217 = phi double [ %248, %215 ], [ %143, %140 ]
  call void @llvm.dbg.value(metadata i64 %216, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double %217, metadata !132, metadata !DIExpression()), !dbg !142
  %218 = getelementptr inbounds double, double* %21, i64 %216, !dbg !153
  %219 = load double, double* %218, align 8, !dbg !153, !tbaa !104
  %220 = fadd double %217, %219, !dbg !154
  call void @llvm.dbg.value(metadata double %220, metadata !132, metadata !DIExpression()), !dbg !142
  %221 = add nsw i64 %216, 1, !dbg !155
  call void @llvm.dbg.value(metadata i64 %221, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %221, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double %220, metadata !132, metadata !DIExpression()), !dbg !142
  %222 = getelementptr inbounds double, double* %21, i64 %221, !dbg !153
  %223 = load double, double* %222, align 8, !dbg !153, !tbaa !104
  %224 = fadd double %220, %223, !dbg !154
  call void @llvm.dbg.value(metadata double %224, metadata !132, metadata !DIExpression()), !dbg !142
  %225 = add nsw i64 %216, 2, !dbg !155
  call void @llvm.dbg.value(metadata i64 %225, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %225, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double %224, metadata !132, metadata !DIExpression()), !dbg !142
  %226 = getelementptr inbounds double, double* %21, i64 %225, !dbg !153
  %227 = load double, double* %226, align 8, !dbg !153, !tbaa !104
  %228 = fadd double %224, %227, !dbg !154
  call void @llvm.dbg.value(metadata double %228, metadata !132, metadata !DIExpression()), !dbg !142
  %229 = add nsw i64 %216, 3, !dbg !155
  call void @llvm.dbg.value(metadata i64 %229, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %229, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double %228, metadata !132, metadata !DIExpression()), !dbg !142
  %230 = getelementptr inbounds double, double* %21, i64 %229, !dbg !153
  %231 = load double, double* %230, align 8, !dbg !153, !tbaa !104
  %232 = fadd double %228, %231, !dbg !154
  call void @llvm.dbg.value(metadata double %232, metadata !132, metadata !DIExpression()), !dbg !142
  %233 = add nsw i64 %216, 4, !dbg !155
  call void @llvm.dbg.value(metadata i64 %233, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %233, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double %232, metadata !132, metadata !DIExpression()), !dbg !142
  %234 = getelementptr inbounds double, double* %21, i64 %233, !dbg !153
  %235 = load double, double* %234, align 8, !dbg !153, !tbaa !104
  %236 = fadd double %232, %235, !dbg !154
  call void @llvm.dbg.value(metadata double %236, metadata !132, metadata !DIExpression()), !dbg !142
  %237 = add nsw i64 %216, 5, !dbg !155
  call void @llvm.dbg.value(metadata i64 %237, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %237, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double %236, metadata !132, metadata !DIExpression()), !dbg !142
  %238 = getelementptr inbounds double, double* %21, i64 %237, !dbg !153
  %239 = load double, double* %238, align 8, !dbg !153, !tbaa !104
  %240 = fadd double %236, %239, !dbg !154
  call void @llvm.dbg.value(metadata double %240, metadata !132, metadata !DIExpression()), !dbg !142
  %241 = add nsw i64 %216, 6, !dbg !155
  call void @llvm.dbg.value(metadata i64 %241, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %241, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double %240, metadata !132, metadata !DIExpression()), !dbg !142
  %242 = getelementptr inbounds double, double* %21, i64 %241, !dbg !153
  %243 = load double, double* %242, align 8, !dbg !153, !tbaa !104
  %244 = fadd double %240, %243, !dbg !154
  call void @llvm.dbg.value(metadata double %244, metadata !132, metadata !DIExpression()), !dbg !142
  %245 = add nsw i64 %216, 7, !dbg !155
  call void @llvm.dbg.value(metadata i64 %245, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %245, metadata !140, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double %244, metadata !132, metadata !DIExpression()), !dbg !142
  %246 = getelementptr inbounds double, double* %21, i64 %245, !dbg !153
  %247 = load double, double* %246, align 8, !dbg !153, !tbaa !104
  %248 = fadd double %244, %247, !dbg !154
  call void @llvm.dbg.value(metadata double %248, metadata !132, metadata !DIExpression()), !dbg !142
  %249 = add nsw i64 %216, 8, !dbg !155
  call void @llvm.dbg.value(metadata i64 %249, metadata !140, metadata !DIExpression()), !dbg !149
  %250 = icmp eq i64 %249, %124, !dbg !150
  br i1 %250, label %251, label %215, !dbg !152, !llvm.loop !173

251:                                              ; preds = %140, %215, %118
  %252 = phi double [ %119, %118 ], [ %141, %140 ], [ %248, %215 ], !dbg !142
  call void @llvm.dbg.value(metadata double %252, metadata !30, metadata !DIExpression()), !dbg !31
  %253 = add nsw i32 %109, -1, !dbg !175
  %254 = sext i32 %253 to i64, !dbg !176
  %255 = getelementptr inbounds double, double* %21, i64 %254, !dbg !176
  %256 = load double, double* %255, align 8, !dbg !176, !tbaa !104
  %257 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), double noundef %256, double noundef %252), !dbg !177
  tail call void @free(i8* noundef %20) #6, !dbg !178
  ret i32 0, !dbg !179
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

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
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tile_counts.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "bbb2d2e43607e1050815dc9174d492d4")
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
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !19, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !26, !29, !30}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 38, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 38, type: !7)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 40, type: !6)
!25 = !DILocalVariable(name: "bs", scope: !18, file: !1, line: 41, type: !6)
!26 = !DILocalVariable(name: "A", scope: !18, file: !1, line: 42, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DILocalVariable(name: "s", scope: !18, file: !1, line: 43, type: !27)
!30 = !DILocalVariable(name: "total", scope: !18, file: !1, line: 45, type: !28)
!31 = !DILocation(line: 0, scope: !18)
!32 = !DILocation(line: 40, column: 16, scope: !18)
!33 = !DILocation(line: 40, column: 11, scope: !18)
!34 = !DILocation(line: 40, column: 27, scope: !18)
!35 = !{!36, !36, i64 0}
!36 = !{!"any pointer", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocalVariable(name: "__nptr", arg: 1, scope: !40, file: !41, line: 362, type: !44)
!40 = distinct !DISubprogram(name: "atoi", scope: !41, file: !41, line: 362, type: !42, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !46)
!41 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!42 = !DISubroutineType(types: !43)
!43 = !{!6, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!46 = !{!39}
!47 = !DILocation(line: 0, scope: !40, inlinedAt: !48)
!48 = distinct !DILocation(line: 40, column: 22, scope: !18)
!49 = !DILocation(line: 364, column: 16, scope: !40, inlinedAt: !48)
!50 = !DILocation(line: 364, column: 10, scope: !40, inlinedAt: !48)
!51 = !DILocation(line: 41, column: 17, scope: !18)
!52 = !DILocation(line: 41, column: 12, scope: !18)
!53 = !DILocation(line: 41, column: 28, scope: !18)
!54 = !DILocation(line: 0, scope: !40, inlinedAt: !55)
!55 = distinct !DILocation(line: 41, column: 23, scope: !18)
!56 = !DILocation(line: 364, column: 16, scope: !40, inlinedAt: !55)
!57 = !DILocation(line: 364, column: 10, scope: !40, inlinedAt: !55)
!58 = !DILocation(line: 42, column: 22, scope: !18)
!59 = !DILocation(line: 42, column: 32, scope: !18)
!60 = !DILocation(line: 42, column: 15, scope: !18)
!61 = !DILocalVariable(name: "A", arg: 1, scope: !62, file: !1, line: 11, type: !27)
!62 = distinct !DISubprogram(name: "add_tiles", scope: !1, file: !1, line: 11, type: !63, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !27, !6, !6}
!65 = !{!61, !66, !67, !68, !69, !71, !74, !75, !77}
!66 = !DILocalVariable(name: "n", arg: 2, scope: !62, file: !1, line: 11, type: !6)
!67 = !DILocalVariable(name: "bs", arg: 3, scope: !62, file: !1, line: 11, type: !6)
!68 = !DILocalVariable(name: "nb", scope: !62, file: !1, line: 13, type: !6)
!69 = !DILocalVariable(name: "t", scope: !70, file: !1, line: 14, type: !6)
!70 = distinct !DILexicalBlock(scope: !62, file: !1, line: 14, column: 3)
!71 = !DILocalVariable(name: "ii", scope: !72, file: !1, line: 15, type: !6)
!72 = distinct !DILexicalBlock(scope: !73, file: !1, line: 14, column: 37)
!73 = distinct !DILexicalBlock(scope: !70, file: !1, line: 14, column: 3)
!74 = !DILocalVariable(name: "jj", scope: !72, file: !1, line: 15, type: !6)
!75 = !DILocalVariable(name: "i", scope: !76, file: !1, line: 16, type: !6)
!76 = distinct !DILexicalBlock(scope: !72, file: !1, line: 16, column: 5)
!77 = !DILocalVariable(name: "j", scope: !78, file: !1, line: 17, type: !6)
!78 = distinct !DILexicalBlock(scope: !79, file: !1, line: 17, column: 7)
!79 = distinct !DILexicalBlock(scope: !76, file: !1, line: 16, column: 5)
!80 = !DILocation(line: 0, scope: !62, inlinedAt: !81)
!81 = distinct !DILocation(line: 44, column: 3, scope: !18)
!82 = !DILocation(line: 13, column: 15, scope: !62, inlinedAt: !81)
!83 = !DILocation(line: 13, column: 20, scope: !62, inlinedAt: !81)
!84 = !DILocation(line: 13, column: 25, scope: !62, inlinedAt: !81)
!85 = !DILocation(line: 0, scope: !70, inlinedAt: !81)
!86 = !DILocation(line: 14, column: 21, scope: !73, inlinedAt: !81)
!87 = !DILocation(line: 14, column: 3, scope: !70, inlinedAt: !81)
!88 = !DILocation(line: 15, column: 17, scope: !72, inlinedAt: !81)
!89 = !DILocation(line: 15, column: 23, scope: !72, inlinedAt: !81)
!90 = !DILocation(line: 0, scope: !72, inlinedAt: !81)
!91 = !DILocation(line: 15, column: 37, scope: !72, inlinedAt: !81)
!92 = !DILocation(line: 15, column: 43, scope: !72, inlinedAt: !81)
!93 = !DILocation(line: 0, scope: !76, inlinedAt: !81)
!94 = !DILocation(line: 16, column: 24, scope: !79, inlinedAt: !81)
!95 = !DILocation(line: 16, column: 5, scope: !76, inlinedAt: !81)
!96 = !DILocation(line: 0, scope: !78, inlinedAt: !81)
!97 = !DILocation(line: 17, column: 7, scope: !78, inlinedAt: !81)
!98 = !DILocation(line: 18, column: 27, scope: !99, inlinedAt: !81)
!99 = distinct !DILexicalBlock(scope: !78, file: !1, line: 17, column: 7)
!100 = !DILocation(line: 18, column: 25, scope: !99, inlinedAt: !81)
!101 = !DILocation(line: 18, column: 17, scope: !99, inlinedAt: !81)
!102 = !DILocation(line: 18, column: 9, scope: !99, inlinedAt: !81)
!103 = !DILocation(line: 18, column: 22, scope: !99, inlinedAt: !81)
!104 = !{!105, !105, i64 0}
!105 = !{!"double", !37, i64 0}
!106 = distinct !{!106, !97, !107, !108, !109}
!107 = !DILocation(line: 18, column: 29, scope: !78, inlinedAt: !81)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !{!"llvm.loop.isvectorized", i32 1}
!110 = !DILocation(line: 14, column: 33, scope: !73, inlinedAt: !81)
!111 = distinct !{!111, !87, !112, !108}
!112 = !DILocation(line: 19, column: 3, scope: !70, inlinedAt: !81)
!113 = !DILocation(line: 16, column: 44, scope: !79, inlinedAt: !81)
!114 = distinct !{!114, !95, !115, !108}
!115 = !DILocation(line: 18, column: 29, scope: !76, inlinedAt: !81)
!116 = !DILocation(line: 17, column: 46, scope: !99, inlinedAt: !81)
!117 = !DILocation(line: 17, column: 26, scope: !99, inlinedAt: !81)
!118 = distinct !{!118, !97, !107, !108, !119, !109}
!119 = !{!"llvm.loop.unroll.runtime.disable"}
!120 = !DILocation(line: 45, column: 37, scope: !18)
!121 = !DILocalVariable(name: "A", arg: 1, scope: !122, file: !1, line: 22, type: !125)
!122 = distinct !DISubprogram(name: "block_sums", scope: !1, file: !1, line: 22, type: !123, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !127)
!123 = !DISubroutineType(types: !124)
!124 = !{!28, !125, !27, !6, !6}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!127 = !{!121, !128, !129, !130, !131, !132, !133, !135, !138, !140}
!128 = !DILocalVariable(name: "s", arg: 2, scope: !122, file: !1, line: 22, type: !27)
!129 = !DILocalVariable(name: "len", arg: 3, scope: !122, file: !1, line: 22, type: !6)
!130 = !DILocalVariable(name: "bs", arg: 4, scope: !122, file: !1, line: 22, type: !6)
!131 = !DILocalVariable(name: "nblocks", scope: !122, file: !1, line: 24, type: !6)
!132 = !DILocalVariable(name: "total", scope: !122, file: !1, line: 25, type: !28)
!133 = !DILocalVariable(name: "b", scope: !134, file: !1, line: 26, type: !6)
!134 = distinct !DILexicalBlock(scope: !122, file: !1, line: 26, column: 3)
!135 = !DILocalVariable(name: "acc", scope: !136, file: !1, line: 27, type: !28)
!136 = distinct !DILexicalBlock(scope: !137, file: !1, line: 26, column: 37)
!137 = distinct !DILexicalBlock(scope: !134, file: !1, line: 26, column: 3)
!138 = !DILocalVariable(name: "i", scope: !139, file: !1, line: 28, type: !6)
!139 = distinct !DILexicalBlock(scope: !136, file: !1, line: 28, column: 5)
!140 = !DILocalVariable(name: "i", scope: !141, file: !1, line: 33, type: !6)
!141 = distinct !DILexicalBlock(scope: !122, file: !1, line: 33, column: 3)
!142 = !DILocation(line: 0, scope: !122, inlinedAt: !143)
!143 = distinct !DILocation(line: 45, column: 18, scope: !18)
!144 = !DILocation(line: 24, column: 21, scope: !122, inlinedAt: !143)
!145 = !DILocation(line: 0, scope: !134, inlinedAt: !143)
!146 = !DILocation(line: 26, column: 21, scope: !137, inlinedAt: !143)
!147 = !DILocation(line: 26, column: 3, scope: !134, inlinedAt: !143)
!148 = !DILocation(line: 33, column: 24, scope: !141, inlinedAt: !143)
!149 = !DILocation(line: 0, scope: !141, inlinedAt: !143)
!150 = !DILocation(line: 33, column: 32, scope: !151, inlinedAt: !143)
!151 = distinct !DILexicalBlock(scope: !141, file: !1, line: 33, column: 3)
!152 = !DILocation(line: 33, column: 3, scope: !141, inlinedAt: !143)
!153 = !DILocation(line: 34, column: 14, scope: !151, inlinedAt: !143)
!154 = !DILocation(line: 34, column: 11, scope: !151, inlinedAt: !143)
!155 = !DILocation(line: 33, column: 40, scope: !151, inlinedAt: !143)
!156 = distinct !{!156, !157}
!157 = !{!"llvm.loop.unroll.disable"}
!158 = !DILocation(line: 0, scope: !136, inlinedAt: !143)
!159 = !DILocation(line: 28, column: 20, scope: !139, inlinedAt: !143)
!160 = !DILocation(line: 0, scope: !139, inlinedAt: !143)
!161 = !DILocation(line: 28, column: 28, scope: !162, inlinedAt: !143)
!162 = distinct !DILexicalBlock(scope: !139, file: !1, line: 28, column: 5)
!163 = !DILocation(line: 28, column: 5, scope: !139, inlinedAt: !143)
!164 = !DILocation(line: 29, column: 14, scope: !162, inlinedAt: !143)
!165 = !DILocation(line: 29, column: 11, scope: !162, inlinedAt: !143)
!166 = !DILocation(line: 28, column: 45, scope: !162, inlinedAt: !143)
!167 = distinct !{!167, !157}
!168 = !DILocation(line: 31, column: 11, scope: !136, inlinedAt: !143)
!169 = distinct !{!169, !147, !170, !108}
!170 = !DILocation(line: 32, column: 3, scope: !134, inlinedAt: !143)
!171 = distinct !{!171, !163, !172, !108}
!172 = !DILocation(line: 29, column: 17, scope: !139, inlinedAt: !143)
!173 = distinct !{!173, !152, !174, !108}
!174 = !DILocation(line: 34, column: 17, scope: !141, inlinedAt: !143)
!175 = !DILocation(line: 46, column: 33, scope: !18)
!176 = !DILocation(line: 46, column: 25, scope: !18)
!177 = !DILocation(line: 46, column: 3, scope: !18)
!178 = !DILocation(line: 47, column: 3, scope: !18)
!179 = !DILocation(line: 49, column: 3, scope: !18)
