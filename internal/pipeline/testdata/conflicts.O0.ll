; ModuleID = 'conflicts.c'
source_filename = "conflicts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %19 = load i32, i32* %4, align 4, !dbg !28
  %20 = icmp sgt i32 %19, 1, !dbg !29
  br i1 %20, label %21, label %26, !dbg !28

21:                                               ; preds = %2
  %22 = load i8**, i8*** %5, align 8, !dbg !30
  %23 = getelementptr inbounds i8*, i8** %22, i64 1, !dbg !30
  %24 = load i8*, i8** %23, align 8, !dbg !30
  %25 = call i32 @atoi(i8* noundef %24) #5, !dbg !31
  br label %27, !dbg !28

26:                                               ; preds = %2
  br label %27, !dbg !28

27:                                               ; preds = %26, %21
  %28 = phi i32 [ %25, %21 ], [ 40, %26 ], !dbg !28
  store i32 %28, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %29 = load i32, i32* %4, align 4, !dbg !34
  %30 = icmp sgt i32 %29, 2, !dbg !35
  br i1 %30, label %31, label %36, !dbg !34

31:                                               ; preds = %27
  %32 = load i8**, i8*** %5, align 8, !dbg !36
  %33 = getelementptr inbounds i8*, i8** %32, i64 2, !dbg !36
  %34 = load i8*, i8** %33, align 8, !dbg !36
  %35 = call i32 @atoi(i8* noundef %34) #5, !dbg !37
  br label %37, !dbg !34

36:                                               ; preds = %27
  br label %37, !dbg !34

37:                                               ; preds = %36, %31
  %38 = phi i32 [ %35, %31 ], [ 60, %36 ], !dbg !34
  store i32 %38, i32* %7, align 4, !dbg !33
  %39 = load i32, i32* %7, align 4, !dbg !38
  %40 = load i32, i32* %6, align 4, !dbg !40
  %41 = icmp slt i32 %39, %40, !dbg !41
  br i1 %41, label %42, label %44, !dbg !42

42:                                               ; preds = %37
  %43 = load i32, i32* %6, align 4, !dbg !43
  store i32 %43, i32* %7, align 4, !dbg !44
  br label %44, !dbg !45

44:                                               ; preds = %42, %37
  call void @llvm.dbg.declare(metadata double** %8, metadata !46, metadata !DIExpression()), !dbg !49
  %45 = load i32, i32* %6, align 4, !dbg !50
  %46 = sext i32 %45 to i64, !dbg !51
  %47 = load i32, i32* %7, align 4, !dbg !52
  %48 = sext i32 %47 to i64, !dbg !52
  %49 = mul i64 %46, %48, !dbg !53
  %50 = mul i64 %49, 8, !dbg !54
  %51 = call noalias i8* @malloc(i64 noundef %50) #6, !dbg !55
  %52 = bitcast i8* %51 to double*, !dbg !55
  store double* %52, double** %8, align 8, !dbg !49
  call void @llvm.dbg.declare(metadata double** %9, metadata !56, metadata !DIExpression()), !dbg !57
  %53 = load i32, i32* %6, align 4, !dbg !58
  %54 = sext i32 %53 to i64, !dbg !59
  %55 = load i32, i32* %6, align 4, !dbg !60
  %56 = sext i32 %55 to i64, !dbg !60
  %57 = mul i64 %54, %56, !dbg !61
  %58 = mul i64 %57, 8, !dbg !62
  %59 = call noalias i8* @malloc(i64 noundef %58) #6, !dbg !63
  %60 = bitcast i8* %59 to double*, !dbg !63
  store double* %60, double** %9, align 8, !dbg !57
  call void @llvm.dbg.declare(metadata double** %10, metadata !64, metadata !DIExpression()), !dbg !65
  %61 = load i32, i32* %6, align 4, !dbg !66
  %62 = sext i32 %61 to i64, !dbg !67
  %63 = load i32, i32* %6, align 4, !dbg !68
  %64 = sext i32 %63 to i64, !dbg !68
  %65 = mul i64 %62, %64, !dbg !69
  %66 = mul i64 %65, 8, !dbg !70
  %67 = call noalias i8* @malloc(i64 noundef %66) #6, !dbg !71
  %68 = bitcast i8* %67 to double*, !dbg !71
  store double* %68, double** %10, align 8, !dbg !65
  call void @llvm.dbg.declare(metadata double** %11, metadata !72, metadata !DIExpression()), !dbg !73
  %69 = load i32, i32* %7, align 4, !dbg !74
  %70 = sext i32 %69 to i64, !dbg !75
  %71 = mul i64 %70, 8, !dbg !76
  %72 = call noalias i8* @malloc(i64 noundef %71) #6, !dbg !77
  %73 = bitcast i8* %72 to double*, !dbg !77
  store double* %73, double** %11, align 8, !dbg !73
  call void @llvm.dbg.declare(metadata double** %12, metadata !78, metadata !DIExpression()), !dbg !79
  %74 = load i32, i32* %6, align 4, !dbg !80
  %75 = sext i32 %74 to i64, !dbg !81
  %76 = mul i64 %75, 8, !dbg !82
  %77 = call noalias i8* @malloc(i64 noundef %76) #6, !dbg !83
  %78 = bitcast i8* %77 to double*, !dbg !83
  store double* %78, double** %12, align 8, !dbg !79
  call void @llvm.dbg.declare(metadata i32* %13, metadata !84, metadata !DIExpression()), !dbg !86
  store i32 0, i32* %13, align 4, !dbg !86
  br label %79, !dbg !87

79:                                               ; preds = %117, %44
  %80 = load i32, i32* %13, align 4, !dbg !88
  %81 = load i32, i32* %6, align 4, !dbg !90
  %82 = icmp slt i32 %80, %81, !dbg !91
  br i1 %82, label %83, label %120, !dbg !92

83:                                               ; preds = %79
  call void @llvm.dbg.declare(metadata i32* %14, metadata !93, metadata !DIExpression()), !dbg !95
  store i32 0, i32* %14, align 4, !dbg !95
  br label %84, !dbg !96

84:                                               ; preds = %113, %83
  %85 = load i32, i32* %14, align 4, !dbg !97
  %86 = load i32, i32* %7, align 4, !dbg !99
  %87 = icmp slt i32 %85, %86, !dbg !100
  br i1 %87, label %88, label %116, !dbg !101

88:                                               ; preds = %84
  %89 = load i32, i32* %13, align 4, !dbg !102
  %90 = load i32, i32* %14, align 4, !dbg !103
  %91 = icmp eq i32 %89, %90, !dbg !104
  br i1 %91, label %92, label %96, !dbg !105

92:                                               ; preds = %88
  %93 = load i32, i32* %6, align 4, !dbg !106
  %94 = sitofp i32 %93 to double, !dbg !106
  %95 = fadd double %94, 2.000000e+00, !dbg !107
  br label %103, !dbg !105

96:                                               ; preds = %88
  %97 = load i32, i32* %13, align 4, !dbg !108
  %98 = add nsw i32 1, %97, !dbg !109
  %99 = load i32, i32* %14, align 4, !dbg !110
  %100 = add nsw i32 %98, %99, !dbg !111
  %101 = sitofp i32 %100 to double, !dbg !112
  %102 = fdiv double 1.000000e+00, %101, !dbg !113
  br label %103, !dbg !105

103:                                              ; preds = %96, %92
  %104 = phi double [ %95, %92 ], [ %102, %96 ], !dbg !105
  %105 = load double*, double** %8, align 8, !dbg !114
  %106 = load i32, i32* %13, align 4, !dbg !115
  %107 = load i32, i32* %7, align 4, !dbg !116
  %108 = mul nsw i32 %106, %107, !dbg !117
  %109 = load i32, i32* %14, align 4, !dbg !118
  %110 = add nsw i32 %108, %109, !dbg !119
  %111 = sext i32 %110 to i64, !dbg !114
  %112 = getelementptr inbounds double, double* %105, i64 %111, !dbg !114
  store double %104, double* %112, align 8, !dbg !120
  br label %113, !dbg !114

113:                                              ; preds = %103
  %114 = load i32, i32* %14, align 4, !dbg !121
  %115 = add nsw i32 %114, 1, !dbg !121
  store i32 %115, i32* %14, align 4, !dbg !121
  br label %84, !dbg !122, !llvm.loop !123

116:                                              ; preds = %84
  br label %117, !dbg !124

117:                                              ; preds = %116
  %118 = load i32, i32* %13, align 4, !dbg !126
  %119 = add nsw i32 %118, 1, !dbg !126
  store i32 %119, i32* %13, align 4, !dbg !126
  br label %79, !dbg !127, !llvm.loop !128

120:                                              ; preds = %79
  call void @llvm.dbg.declare(metadata i32* %15, metadata !130, metadata !DIExpression()), !dbg !132
  store i32 0, i32* %15, align 4, !dbg !132
  br label %121, !dbg !133

121:                                              ; preds = %136, %120
  %122 = load i32, i32* %15, align 4, !dbg !134
  %123 = load i32, i32* %6, align 4, !dbg !136
  %124 = load i32, i32* %6, align 4, !dbg !137
  %125 = mul nsw i32 %123, %124, !dbg !138
  %126 = icmp slt i32 %122, %125, !dbg !139
  br i1 %126, label %127, label %139, !dbg !140

127:                                              ; preds = %121
  %128 = load i32, i32* %15, align 4, !dbg !141
  %129 = srem i32 %128, 7, !dbg !142
  %130 = sitofp i32 %129 to double, !dbg !143
  %131 = fmul double %130, 2.500000e-01, !dbg !144
  %132 = load double*, double** %9, align 8, !dbg !145
  %133 = load i32, i32* %15, align 4, !dbg !146
  %134 = sext i32 %133 to i64, !dbg !145
  %135 = getelementptr inbounds double, double* %132, i64 %134, !dbg !145
  store double %131, double* %135, align 8, !dbg !147
  br label %136, !dbg !145

136:                                              ; preds = %127
  %137 = load i32, i32* %15, align 4, !dbg !148
  %138 = add nsw i32 %137, 1, !dbg !148
  store i32 %138, i32* %15, align 4, !dbg !148
  br label %121, !dbg !149, !llvm.loop !150

139:                                              ; preds = %121
  call void @llvm.dbg.declare(metadata i32* %16, metadata !152, metadata !DIExpression()), !dbg !154
  store i32 0, i32* %16, align 4, !dbg !154
  br label %140, !dbg !155

140:                                              ; preds = %152, %139
  %141 = load i32, i32* %16, align 4, !dbg !156
  %142 = load i32, i32* %6, align 4, !dbg !158
  %143 = icmp slt i32 %141, %142, !dbg !159
  br i1 %143, label %144, label %155, !dbg !160

144:                                              ; preds = %140
  %145 = load i32, i32* %16, align 4, !dbg !161
  %146 = sitofp i32 %145 to double, !dbg !161
  %147 = fadd double 1.000000e+00, %146, !dbg !162
  %148 = load double*, double** %12, align 8, !dbg !163
  %149 = load i32, i32* %16, align 4, !dbg !164
  %150 = sext i32 %149 to i64, !dbg !163
  %151 = getelementptr inbounds double, double* %148, i64 %150, !dbg !163
  store double %147, double* %151, align 8, !dbg !165
  br label %152, !dbg !163

152:                                              ; preds = %144
  %153 = load i32, i32* %16, align 4, !dbg !166
  %154 = add nsw i32 %153, 1, !dbg !166
  store i32 %154, i32* %16, align 4, !dbg !166
  br label %140, !dbg !167, !llvm.loop !168

155:                                              ; preds = %140
  %156 = load i32, i32* %6, align 4, !dbg !170
  %157 = load i32, i32* %7, align 4, !dbg !171
  %158 = load double*, double** %8, align 8, !dbg !172
  %159 = load double*, double** %11, align 8, !dbg !173
  call void @col_sums(i32 noundef %156, i32 noundef %157, double* noundef %158, double* noundef %159), !dbg !174
  %160 = load i32, i32* %6, align 4, !dbg !175
  %161 = load i32, i32* %7, align 4, !dbg !176
  %162 = load double*, double** %8, align 8, !dbg !177
  %163 = load double*, double** %11, align 8, !dbg !178
  call void @tri_cols(i32 noundef %160, i32 noundef %161, double* noundef %162, double* noundef %163), !dbg !179
  %164 = load i32, i32* %6, align 4, !dbg !180
  %165 = load i32, i32* %7, align 4, !dbg !181
  %166 = load double*, double** %8, align 8, !dbg !182
  %167 = load double*, double** %9, align 8, !dbg !183
  %168 = load double*, double** %10, align 8, !dbg !184
  call void @symm(i32 noundef %164, i32 noundef %165, double* noundef %166, double* noundef %167, double* noundef %168), !dbg !185
  %169 = load i32, i32* %6, align 4, !dbg !186
  %170 = load i32, i32* %7, align 4, !dbg !187
  %171 = load double*, double** %8, align 8, !dbg !188
  %172 = load double*, double** %12, align 8, !dbg !189
  call void @back_cols(i32 noundef %169, i32 noundef %170, double* noundef %171, double* noundef %172), !dbg !190
  call void @llvm.dbg.declare(metadata double* %17, metadata !191, metadata !DIExpression()), !dbg !192
  store double 0.000000e+00, double* %17, align 8, !dbg !192
  call void @llvm.dbg.declare(metadata i32* %18, metadata !193, metadata !DIExpression()), !dbg !195
  store i32 0, i32* %18, align 4, !dbg !195
  br label %173, !dbg !196

173:                                              ; preds = %201, %155
  %174 = load i32, i32* %18, align 4, !dbg !197
  %175 = load i32, i32* %6, align 4, !dbg !199
  %176 = icmp slt i32 %174, %175, !dbg !200
  br i1 %176, label %177, label %204, !dbg !201

177:                                              ; preds = %173
  %178 = load double*, double** %11, align 8, !dbg !202
  %179 = load i32, i32* %18, align 4, !dbg !203
  %180 = sext i32 %179 to i64, !dbg !202
  %181 = getelementptr inbounds double, double* %178, i64 %180, !dbg !202
  %182 = load double, double* %181, align 8, !dbg !202
  %183 = load double*, double** %12, align 8, !dbg !204
  %184 = load i32, i32* %18, align 4, !dbg !205
  %185 = sext i32 %184 to i64, !dbg !204
  %186 = getelementptr inbounds double, double* %183, i64 %185, !dbg !204
  %187 = load double, double* %186, align 8, !dbg !204
  %188 = fadd double %182, %187, !dbg !206
  %189 = load double*, double** %10, align 8, !dbg !207
  %190 = load i32, i32* %18, align 4, !dbg !208
  %191 = load i32, i32* %6, align 4, !dbg !209
  %192 = mul nsw i32 %190, %191, !dbg !210
  %193 = load i32, i32* %18, align 4, !dbg !211
  %194 = add nsw i32 %192, %193, !dbg !212
  %195 = sext i32 %194 to i64, !dbg !207
  %196 = getelementptr inbounds double, double* %189, i64 %195, !dbg !207
  %197 = load double, double* %196, align 8, !dbg !207
  %198 = fadd double %188, %197, !dbg !213
  %199 = load double, double* %17, align 8, !dbg !214
  %200 = fadd double %199, %198, !dbg !214
  store double %200, double* %17, align 8, !dbg !214
  br label %201, !dbg !215

201:                                              ; preds = %177
  %202 = load i32, i32* %18, align 4, !dbg !216
  %203 = add nsw i32 %202, 1, !dbg !216
  store i32 %203, i32* %18, align 4, !dbg !216
  br label %173, !dbg !217, !llvm.loop !218

204:                                              ; preds = %173
  %205 = load double, double* %17, align 8, !dbg !220
  %206 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef %205), !dbg !221
  %207 = load double*, double** %8, align 8, !dbg !222
  %208 = bitcast double* %207 to i8*, !dbg !222
  call void @free(i8* noundef %208) #6, !dbg !223
  %209 = load double*, double** %9, align 8, !dbg !224
  %210 = bitcast double* %209 to i8*, !dbg !224
  call void @free(i8* noundef %210) #6, !dbg !225
  %211 = load double*, double** %10, align 8, !dbg !226
  %212 = bitcast double* %211 to i8*, !dbg !226
  call void @free(i8* noundef %212) #6, !dbg !227
  %213 = load double*, double** %11, align 8, !dbg !228
  %214 = bitcast double* %213 to i8*, !dbg !228
  call void @free(i8* noundef %214) #6, !dbg !229
  %215 = load double*, double** %12, align 8, !dbg !230
  %216 = bitcast double* %215 to i8*, !dbg !230
  call void @free(i8* noundef %216) #6, !dbg !231
  ret i32 0, !dbg !232
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @col_sums(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !233 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !238, metadata !DIExpression()), !dbg !239
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !240, metadata !DIExpression()), !dbg !241
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !242, metadata !DIExpression()), !dbg !243
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !244, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.declare(metadata i32* %9, metadata !246, metadata !DIExpression()), !dbg !248
  store i32 0, i32* %9, align 4, !dbg !248
  br label %12, !dbg !249

12:                                               ; preds = %42, %4
  %13 = load i32, i32* %9, align 4, !dbg !250
  %14 = load i32, i32* %6, align 4, !dbg !252
  %15 = icmp slt i32 %13, %14, !dbg !253
  br i1 %15, label %16, label %45, !dbg !254

16:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata double* %10, metadata !255, metadata !DIExpression()), !dbg !257
  store double 0.000000e+00, double* %10, align 8, !dbg !257
  call void @llvm.dbg.declare(metadata i32* %11, metadata !258, metadata !DIExpression()), !dbg !260
  store i32 0, i32* %11, align 4, !dbg !260
  br label %17, !dbg !261

17:                                               ; preds = %33, %16
  %18 = load i32, i32* %11, align 4, !dbg !262
  %19 = load i32, i32* %5, align 4, !dbg !264
  %20 = icmp slt i32 %18, %19, !dbg !265
  br i1 %20, label %21, label %36, !dbg !266

21:                                               ; preds = %17
  %22 = load double*, double** %7, align 8, !dbg !267
  %23 = load i32, i32* %11, align 4, !dbg !268
  %24 = load i32, i32* %6, align 4, !dbg !269
  %25 = mul nsw i32 %23, %24, !dbg !270
  %26 = load i32, i32* %9, align 4, !dbg !271
  %27 = add nsw i32 %25, %26, !dbg !272
  %28 = sext i32 %27 to i64, !dbg !267
  %29 = getelementptr inbounds double, double* %22, i64 %28, !dbg !267
  %30 = load double, double* %29, align 8, !dbg !267
  %31 = load double, double* %10, align 8, !dbg !273
  %32 = fadd double %31, %30, !dbg !273
  store double %32, double* %10, align 8, !dbg !273
  br label %33, !dbg !274

33:                                               ; preds = %21
  %34 = load i32, i32* %11, align 4, !dbg !275
  %35 = add nsw i32 %34, 1, !dbg !275
  store i32 %35, i32* %11, align 4, !dbg !275
  br label %17, !dbg !276, !llvm.loop !277

36:                                               ; preds = %17
  %37 = load double, double* %10, align 8, !dbg !279
  %38 = load double*, double** %8, align 8, !dbg !280
  %39 = load i32, i32* %9, align 4, !dbg !281
  %40 = sext i32 %39 to i64, !dbg !280
  %41 = getelementptr inbounds double, double* %38, i64 %40, !dbg !280
  store double %37, double* %41, align 8, !dbg !282
  br label %42, !dbg !283

42:                                               ; preds = %36
  %43 = load i32, i32* %9, align 4, !dbg !284
  %44 = add nsw i32 %43, 1, !dbg !284
  store i32 %44, i32* %9, align 4, !dbg !284
  br label %12, !dbg !285, !llvm.loop !286

45:                                               ; preds = %12
  ret void, !dbg !288
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tri_cols(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !289 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !290, metadata !DIExpression()), !dbg !291
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !292, metadata !DIExpression()), !dbg !293
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !294, metadata !DIExpression()), !dbg !295
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !296, metadata !DIExpression()), !dbg !297
  call void @llvm.dbg.declare(metadata i32* %9, metadata !298, metadata !DIExpression()), !dbg !300
  store i32 0, i32* %9, align 4, !dbg !300
  br label %12, !dbg !301

12:                                               ; preds = %51, %4
  %13 = load i32, i32* %9, align 4, !dbg !302
  %14 = load i32, i32* %6, align 4, !dbg !304
  %15 = icmp slt i32 %13, %14, !dbg !305
  br i1 %15, label %16, label %20, !dbg !306

16:                                               ; preds = %12
  %17 = load i32, i32* %9, align 4, !dbg !307
  %18 = load i32, i32* %5, align 4, !dbg !308
  %19 = icmp slt i32 %17, %18, !dbg !309
  br label %20

20:                                               ; preds = %16, %12
  %21 = phi i1 [ false, %12 ], [ %19, %16 ], !dbg !310
  br i1 %21, label %22, label %54, !dbg !311

22:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata double* %10, metadata !312, metadata !DIExpression()), !dbg !314
  store double 0.000000e+00, double* %10, align 8, !dbg !314
  call void @llvm.dbg.declare(metadata i32* %11, metadata !315, metadata !DIExpression()), !dbg !317
  %23 = load i32, i32* %9, align 4, !dbg !318
  store i32 %23, i32* %11, align 4, !dbg !317
  br label %24, !dbg !319

24:                                               ; preds = %40, %22
  %25 = load i32, i32* %11, align 4, !dbg !320
  %26 = load i32, i32* %5, align 4, !dbg !322
  %27 = icmp slt i32 %25, %26, !dbg !323
  br i1 %27, label %28, label %43, !dbg !324

28:                                               ; preds = %24
  %29 = load double*, double** %7, align 8, !dbg !325
  %30 = load i32, i32* %11, align 4, !dbg !326
  %31 = load i32, i32* %6, align 4, !dbg !327
  %32 = mul nsw i32 %30, %31, !dbg !328
  %33 = load i32, i32* %9, align 4, !dbg !329
  %34 = add nsw i32 %32, %33, !dbg !330
  %35 = sext i32 %34 to i64, !dbg !325
  %36 = getelementptr inbounds double, double* %29, i64 %35, !dbg !325
  %37 = load double, double* %36, align 8, !dbg !325
  %38 = load double, double* %10, align 8, !dbg !331
  %39 = fadd double %38, %37, !dbg !331
  store double %39, double* %10, align 8, !dbg !331
  br label %40, !dbg !332

40:                                               ; preds = %28
  %41 = load i32, i32* %11, align 4, !dbg !333
  %42 = add nsw i32 %41, 1, !dbg !333
  store i32 %42, i32* %11, align 4, !dbg !333
  br label %24, !dbg !334, !llvm.loop !335

43:                                               ; preds = %24
  %44 = load double, double* %10, align 8, !dbg !337
  %45 = load double*, double** %8, align 8, !dbg !338
  %46 = load i32, i32* %9, align 4, !dbg !339
  %47 = sext i32 %46 to i64, !dbg !338
  %48 = getelementptr inbounds double, double* %45, i64 %47, !dbg !338
  %49 = load double, double* %48, align 8, !dbg !340
  %50 = fadd double %49, %44, !dbg !340
  store double %50, double* %48, align 8, !dbg !340
  br label %51, !dbg !341

51:                                               ; preds = %43
  %52 = load i32, i32* %9, align 4, !dbg !342
  %53 = add nsw i32 %52, 1, !dbg !342
  store i32 %53, i32* %9, align 4, !dbg !342
  br label %12, !dbg !343, !llvm.loop !344

54:                                               ; preds = %20
  ret void, !dbg !346
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @symm(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !347 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !350, metadata !DIExpression()), !dbg !351
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !352, metadata !DIExpression()), !dbg !353
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !354, metadata !DIExpression()), !dbg !355
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !356, metadata !DIExpression()), !dbg !357
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !358, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.declare(metadata i32* %11, metadata !360, metadata !DIExpression()), !dbg !362
  store i32 0, i32* %11, align 4, !dbg !362
  br label %16, !dbg !363

16:                                               ; preds = %99, %5
  %17 = load i32, i32* %11, align 4, !dbg !364
  %18 = load i32, i32* %6, align 4, !dbg !366
  %19 = icmp slt i32 %17, %18, !dbg !367
  br i1 %19, label %20, label %102, !dbg !368

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %12, metadata !369, metadata !DIExpression()), !dbg !371
  store i32 0, i32* %12, align 4, !dbg !371
  br label %21, !dbg !372

21:                                               ; preds = %95, %20
  %22 = load i32, i32* %12, align 4, !dbg !373
  %23 = load i32, i32* %6, align 4, !dbg !375
  %24 = icmp slt i32 %22, %23, !dbg !376
  br i1 %24, label %25, label %98, !dbg !377

25:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata double* %13, metadata !378, metadata !DIExpression()), !dbg !380
  store double 0.000000e+00, double* %13, align 8, !dbg !380
  call void @llvm.dbg.declare(metadata i32* %14, metadata !381, metadata !DIExpression()), !dbg !383
  store i32 0, i32* %14, align 4, !dbg !383
  br label %26, !dbg !384

26:                                               ; preds = %51, %25
  %27 = load i32, i32* %14, align 4, !dbg !385
  %28 = load i32, i32* %11, align 4, !dbg !387
  %29 = icmp sle i32 %27, %28, !dbg !388
  br i1 %29, label %30, label %54, !dbg !389

30:                                               ; preds = %26
  %31 = load double*, double** %8, align 8, !dbg !390
  %32 = load i32, i32* %11, align 4, !dbg !391
  %33 = load i32, i32* %7, align 4, !dbg !392
  %34 = mul nsw i32 %32, %33, !dbg !393
  %35 = load i32, i32* %14, align 4, !dbg !394
  %36 = add nsw i32 %34, %35, !dbg !395
  %37 = sext i32 %36 to i64, !dbg !390
  %38 = getelementptr inbounds double, double* %31, i64 %37, !dbg !390
  %39 = load double, double* %38, align 8, !dbg !390
  %40 = load double*, double** %9, align 8, !dbg !396
  %41 = load i32, i32* %14, align 4, !dbg !397
  %42 = load i32, i32* %6, align 4, !dbg !398
  %43 = mul nsw i32 %41, %42, !dbg !399
  %44 = load i32, i32* %12, align 4, !dbg !400
  %45 = add nsw i32 %43, %44, !dbg !401
  %46 = sext i32 %45 to i64, !dbg !396
  %47 = getelementptr inbounds double, double* %40, i64 %46, !dbg !396
  %48 = load double, double* %47, align 8, !dbg !396
  %49 = load double, double* %13, align 8, !dbg !402
  %50 = call double @llvm.fmuladd.f64(double %39, double %48, double %49), !dbg !402
  store double %50, double* %13, align 8, !dbg !402
  br label %51, !dbg !403

51:                                               ; preds = %30
  %52 = load i32, i32* %14, align 4, !dbg !404
  %53 = add nsw i32 %52, 1, !dbg !404
  store i32 %53, i32* %14, align 4, !dbg !404
  br label %26, !dbg !405, !llvm.loop !406

54:                                               ; preds = %26
  call void @llvm.dbg.declare(metadata i32* %15, metadata !408, metadata !DIExpression()), !dbg !410
  %55 = load i32, i32* %11, align 4, !dbg !411
  %56 = add nsw i32 %55, 1, !dbg !412
  store i32 %56, i32* %15, align 4, !dbg !410
  br label %57, !dbg !413

57:                                               ; preds = %82, %54
  %58 = load i32, i32* %15, align 4, !dbg !414
  %59 = load i32, i32* %6, align 4, !dbg !416
  %60 = icmp slt i32 %58, %59, !dbg !417
  br i1 %60, label %61, label %85, !dbg !418

61:                                               ; preds = %57
  %62 = load double*, double** %8, align 8, !dbg !419
  %63 = load i32, i32* %15, align 4, !dbg !420
  %64 = load i32, i32* %7, align 4, !dbg !421
  %65 = mul nsw i32 %63, %64, !dbg !422
  %66 = load i32, i32* %11, align 4, !dbg !423
  %67 = add nsw i32 %65, %66, !dbg !424
  %68 = sext i32 %67 to i64, !dbg !419
  %69 = getelementptr inbounds double, double* %62, i64 %68, !dbg !419
  %70 = load double, double* %69, align 8, !dbg !419
  %71 = load double*, double** %9, align 8, !dbg !425
  %72 = load i32, i32* %15, align 4, !dbg !426
  %73 = load i32, i32* %6, align 4, !dbg !427
  %74 = mul nsw i32 %72, %73, !dbg !428
  %75 = load i32, i32* %12, align 4, !dbg !429
  %76 = add nsw i32 %74, %75, !dbg !430
  %77 = sext i32 %76 to i64, !dbg !425
  %78 = getelementptr inbounds double, double* %71, i64 %77, !dbg !425
  %79 = load double, double* %78, align 8, !dbg !425
  %80 = load double, double* %13, align 8, !dbg !431
  %81 = call double @llvm.fmuladd.f64(double %70, double %79, double %80), !dbg !431
  store double %81, double* %13, align 8, !dbg !431
  br label %82, !dbg !432

82:                                               ; preds = %61
  %83 = load i32, i32* %15, align 4, !dbg !433
  %84 = add nsw i32 %83, 1, !dbg !433
  store i32 %84, i32* %15, align 4, !dbg !433
  br label %57, !dbg !434, !llvm.loop !435

85:                                               ; preds = %57
  %86 = load double, double* %13, align 8, !dbg !437
  %87 = load double*, double** %10, align 8, !dbg !438
  %88 = load i32, i32* %11, align 4, !dbg !439
  %89 = load i32, i32* %6, align 4, !dbg !440
  %90 = mul nsw i32 %88, %89, !dbg !441
  %91 = load i32, i32* %12, align 4, !dbg !442
  %92 = add nsw i32 %90, %91, !dbg !443
  %93 = sext i32 %92 to i64, !dbg !438
  %94 = getelementptr inbounds double, double* %87, i64 %93, !dbg !438
  store double %86, double* %94, align 8, !dbg !444
  br label %95, !dbg !445

95:                                               ; preds = %85
  %96 = load i32, i32* %12, align 4, !dbg !446
  %97 = add nsw i32 %96, 1, !dbg !446
  store i32 %97, i32* %12, align 4, !dbg !446
  br label %21, !dbg !447, !llvm.loop !448

98:                                               ; preds = %21
  br label %99, !dbg !449

99:                                               ; preds = %98
  %100 = load i32, i32* %11, align 4, !dbg !450
  %101 = add nsw i32 %100, 1, !dbg !450
  store i32 %101, i32* %11, align 4, !dbg !450
  br label %16, !dbg !451, !llvm.loop !452

102:                                              ; preds = %16
  ret void, !dbg !454
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @back_cols(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !455 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !456, metadata !DIExpression()), !dbg !457
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !458, metadata !DIExpression()), !dbg !459
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !460, metadata !DIExpression()), !dbg !461
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !462, metadata !DIExpression()), !dbg !463
  call void @llvm.dbg.declare(metadata i32* %9, metadata !464, metadata !DIExpression()), !dbg !466
  %11 = load i32, i32* %5, align 4, !dbg !467
  %12 = sub nsw i32 %11, 1, !dbg !468
  store i32 %12, i32* %9, align 4, !dbg !466
  br label %13, !dbg !469

13:                                               ; preds = %63, %4
  %14 = load i32, i32* %9, align 4, !dbg !470
  %15 = icmp sge i32 %14, 0, !dbg !472
  br i1 %15, label %16, label %66, !dbg !473

16:                                               ; preds = %13
  %17 = load double*, double** %7, align 8, !dbg !474
  %18 = load i32, i32* %9, align 4, !dbg !476
  %19 = load i32, i32* %6, align 4, !dbg !477
  %20 = mul nsw i32 %18, %19, !dbg !478
  %21 = load i32, i32* %9, align 4, !dbg !479
  %22 = add nsw i32 %20, %21, !dbg !480
  %23 = sext i32 %22 to i64, !dbg !474
  %24 = getelementptr inbounds double, double* %17, i64 %23, !dbg !474
  %25 = load double, double* %24, align 8, !dbg !474
  %26 = load double*, double** %8, align 8, !dbg !481
  %27 = load i32, i32* %9, align 4, !dbg !482
  %28 = sext i32 %27 to i64, !dbg !481
  %29 = getelementptr inbounds double, double* %26, i64 %28, !dbg !481
  %30 = load double, double* %29, align 8, !dbg !483
  %31 = fdiv double %30, %25, !dbg !483
  store double %31, double* %29, align 8, !dbg !483
  call void @llvm.dbg.declare(metadata i32* %10, metadata !484, metadata !DIExpression()), !dbg !486
  %32 = load i32, i32* %9, align 4, !dbg !487
  %33 = sub nsw i32 %32, 1, !dbg !488
  store i32 %33, i32* %10, align 4, !dbg !486
  br label %34, !dbg !489

34:                                               ; preds = %59, %16
  %35 = load i32, i32* %10, align 4, !dbg !490
  %36 = icmp sge i32 %35, 0, !dbg !492
  br i1 %36, label %37, label %62, !dbg !493

37:                                               ; preds = %34
  %38 = load double*, double** %7, align 8, !dbg !494
  %39 = load i32, i32* %10, align 4, !dbg !495
  %40 = load i32, i32* %6, align 4, !dbg !496
  %41 = mul nsw i32 %39, %40, !dbg !497
  %42 = load i32, i32* %9, align 4, !dbg !498
  %43 = add nsw i32 %41, %42, !dbg !499
  %44 = sext i32 %43 to i64, !dbg !494
  %45 = getelementptr inbounds double, double* %38, i64 %44, !dbg !494
  %46 = load double, double* %45, align 8, !dbg !494
  %47 = load double*, double** %8, align 8, !dbg !500
  %48 = load i32, i32* %9, align 4, !dbg !501
  %49 = sext i32 %48 to i64, !dbg !500
  %50 = getelementptr inbounds double, double* %47, i64 %49, !dbg !500
  %51 = load double, double* %50, align 8, !dbg !500
  %52 = load double*, double** %8, align 8, !dbg !502
  %53 = load i32, i32* %10, align 4, !dbg !503
  %54 = sext i32 %53 to i64, !dbg !502
  %55 = getelementptr inbounds double, double* %52, i64 %54, !dbg !502
  %56 = load double, double* %55, align 8, !dbg !504
  %57 = fneg double %46, !dbg !504
  %58 = call double @llvm.fmuladd.f64(double %57, double %51, double %56), !dbg !504
  store double %58, double* %55, align 8, !dbg !504
  br label %59, !dbg !502

59:                                               ; preds = %37
  %60 = load i32, i32* %10, align 4, !dbg !505
  %61 = add nsw i32 %60, -1, !dbg !505
  store i32 %61, i32* %10, align 4, !dbg !505
  br label %34, !dbg !506, !llvm.loop !507

62:                                               ; preds = %34
  br label %63, !dbg !509

63:                                               ; preds = %62
  %64 = load i32, i32* %9, align 4, !dbg !510
  %65 = add nsw i32 %64, -1, !dbg !510
  store i32 %65, i32* %9, align 4, !dbg !510
  br label %13, !dbg !511, !llvm.loop !512

66:                                               ; preds = %13
  ret void, !dbg !514
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "conflicts.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "73d4ae5433ff166917fdac6422a4a1ca")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 57, type: !15, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 57, type: !17)
!23 = !DILocation(line: 57, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 57, type: !18)
!25 = !DILocation(line: 57, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 59, type: !17)
!27 = !DILocation(line: 59, column: 7, scope: !14)
!28 = !DILocation(line: 59, column: 11, scope: !14)
!29 = !DILocation(line: 59, column: 16, scope: !14)
!30 = !DILocation(line: 59, column: 27, scope: !14)
!31 = !DILocation(line: 59, column: 22, scope: !14)
!32 = !DILocalVariable(name: "m", scope: !14, file: !1, line: 60, type: !17)
!33 = !DILocation(line: 60, column: 7, scope: !14)
!34 = !DILocation(line: 60, column: 11, scope: !14)
!35 = !DILocation(line: 60, column: 16, scope: !14)
!36 = !DILocation(line: 60, column: 27, scope: !14)
!37 = !DILocation(line: 60, column: 22, scope: !14)
!38 = !DILocation(line: 61, column: 7, scope: !39)
!39 = distinct !DILexicalBlock(scope: !14, file: !1, line: 61, column: 7)
!40 = !DILocation(line: 61, column: 11, scope: !39)
!41 = !DILocation(line: 61, column: 9, scope: !39)
!42 = !DILocation(line: 61, column: 7, scope: !14)
!43 = !DILocation(line: 62, column: 9, scope: !39)
!44 = !DILocation(line: 62, column: 7, scope: !39)
!45 = !DILocation(line: 62, column: 5, scope: !39)
!46 = !DILocalVariable(name: "A", scope: !14, file: !1, line: 63, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!49 = !DILocation(line: 63, column: 11, scope: !14)
!50 = !DILocation(line: 63, column: 30, scope: !14)
!51 = !DILocation(line: 63, column: 22, scope: !14)
!52 = !DILocation(line: 63, column: 34, scope: !14)
!53 = !DILocation(line: 63, column: 32, scope: !14)
!54 = !DILocation(line: 63, column: 36, scope: !14)
!55 = !DILocation(line: 63, column: 15, scope: !14)
!56 = !DILocalVariable(name: "B", scope: !14, file: !1, line: 64, type: !47)
!57 = !DILocation(line: 64, column: 11, scope: !14)
!58 = !DILocation(line: 64, column: 30, scope: !14)
!59 = !DILocation(line: 64, column: 22, scope: !14)
!60 = !DILocation(line: 64, column: 34, scope: !14)
!61 = !DILocation(line: 64, column: 32, scope: !14)
!62 = !DILocation(line: 64, column: 36, scope: !14)
!63 = !DILocation(line: 64, column: 15, scope: !14)
!64 = !DILocalVariable(name: "C", scope: !14, file: !1, line: 65, type: !47)
!65 = !DILocation(line: 65, column: 11, scope: !14)
!66 = !DILocation(line: 65, column: 30, scope: !14)
!67 = !DILocation(line: 65, column: 22, scope: !14)
!68 = !DILocation(line: 65, column: 34, scope: !14)
!69 = !DILocation(line: 65, column: 32, scope: !14)
!70 = !DILocation(line: 65, column: 36, scope: !14)
!71 = !DILocation(line: 65, column: 15, scope: !14)
!72 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 66, type: !47)
!73 = !DILocation(line: 66, column: 11, scope: !14)
!74 = !DILocation(line: 66, column: 30, scope: !14)
!75 = !DILocation(line: 66, column: 22, scope: !14)
!76 = !DILocation(line: 66, column: 32, scope: !14)
!77 = !DILocation(line: 66, column: 15, scope: !14)
!78 = !DILocalVariable(name: "x", scope: !14, file: !1, line: 67, type: !47)
!79 = !DILocation(line: 67, column: 11, scope: !14)
!80 = !DILocation(line: 67, column: 30, scope: !14)
!81 = !DILocation(line: 67, column: 22, scope: !14)
!82 = !DILocation(line: 67, column: 32, scope: !14)
!83 = !DILocation(line: 67, column: 15, scope: !14)
!84 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 68, type: !17)
!85 = distinct !DILexicalBlock(scope: !14, file: !1, line: 68, column: 3)
!86 = !DILocation(line: 68, column: 12, scope: !85)
!87 = !DILocation(line: 68, column: 8, scope: !85)
!88 = !DILocation(line: 68, column: 19, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !1, line: 68, column: 3)
!90 = !DILocation(line: 68, column: 23, scope: !89)
!91 = !DILocation(line: 68, column: 21, scope: !89)
!92 = !DILocation(line: 68, column: 3, scope: !85)
!93 = !DILocalVariable(name: "j", scope: !94, file: !1, line: 69, type: !17)
!94 = distinct !DILexicalBlock(scope: !89, file: !1, line: 69, column: 5)
!95 = !DILocation(line: 69, column: 14, scope: !94)
!96 = !DILocation(line: 69, column: 10, scope: !94)
!97 = !DILocation(line: 69, column: 21, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !1, line: 69, column: 5)
!99 = !DILocation(line: 69, column: 25, scope: !98)
!100 = !DILocation(line: 69, column: 23, scope: !98)
!101 = !DILocation(line: 69, column: 5, scope: !94)
!102 = !DILocation(line: 70, column: 23, scope: !98)
!103 = !DILocation(line: 70, column: 28, scope: !98)
!104 = !DILocation(line: 70, column: 25, scope: !98)
!105 = !DILocation(line: 70, column: 22, scope: !98)
!106 = !DILocation(line: 70, column: 33, scope: !98)
!107 = !DILocation(line: 70, column: 35, scope: !98)
!108 = !DILocation(line: 70, column: 54, scope: !98)
!109 = !DILocation(line: 70, column: 52, scope: !98)
!110 = !DILocation(line: 70, column: 58, scope: !98)
!111 = !DILocation(line: 70, column: 56, scope: !98)
!112 = !DILocation(line: 70, column: 49, scope: !98)
!113 = !DILocation(line: 70, column: 47, scope: !98)
!114 = !DILocation(line: 70, column: 7, scope: !98)
!115 = !DILocation(line: 70, column: 9, scope: !98)
!116 = !DILocation(line: 70, column: 13, scope: !98)
!117 = !DILocation(line: 70, column: 11, scope: !98)
!118 = !DILocation(line: 70, column: 17, scope: !98)
!119 = !DILocation(line: 70, column: 15, scope: !98)
!120 = !DILocation(line: 70, column: 20, scope: !98)
!121 = !DILocation(line: 69, column: 29, scope: !98)
!122 = !DILocation(line: 69, column: 5, scope: !98)
!123 = distinct !{!123, !101, !124, !125}
!124 = !DILocation(line: 70, column: 59, scope: !94)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !DILocation(line: 68, column: 27, scope: !89)
!127 = !DILocation(line: 68, column: 3, scope: !89)
!128 = distinct !{!128, !92, !129, !125}
!129 = !DILocation(line: 70, column: 59, scope: !85)
!130 = !DILocalVariable(name: "i", scope: !131, file: !1, line: 71, type: !17)
!131 = distinct !DILexicalBlock(scope: !14, file: !1, line: 71, column: 3)
!132 = !DILocation(line: 71, column: 12, scope: !131)
!133 = !DILocation(line: 71, column: 8, scope: !131)
!134 = !DILocation(line: 71, column: 19, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !1, line: 71, column: 3)
!136 = !DILocation(line: 71, column: 23, scope: !135)
!137 = !DILocation(line: 71, column: 27, scope: !135)
!138 = !DILocation(line: 71, column: 25, scope: !135)
!139 = !DILocation(line: 71, column: 21, scope: !135)
!140 = !DILocation(line: 71, column: 3, scope: !131)
!141 = !DILocation(line: 72, column: 13, scope: !135)
!142 = !DILocation(line: 72, column: 15, scope: !135)
!143 = !DILocation(line: 72, column: 12, scope: !135)
!144 = !DILocation(line: 72, column: 20, scope: !135)
!145 = !DILocation(line: 72, column: 5, scope: !135)
!146 = !DILocation(line: 72, column: 7, scope: !135)
!147 = !DILocation(line: 72, column: 10, scope: !135)
!148 = !DILocation(line: 71, column: 31, scope: !135)
!149 = !DILocation(line: 71, column: 3, scope: !135)
!150 = distinct !{!150, !140, !151, !125}
!151 = !DILocation(line: 72, column: 22, scope: !131)
!152 = !DILocalVariable(name: "i", scope: !153, file: !1, line: 73, type: !17)
!153 = distinct !DILexicalBlock(scope: !14, file: !1, line: 73, column: 3)
!154 = !DILocation(line: 73, column: 12, scope: !153)
!155 = !DILocation(line: 73, column: 8, scope: !153)
!156 = !DILocation(line: 73, column: 19, scope: !157)
!157 = distinct !DILexicalBlock(scope: !153, file: !1, line: 73, column: 3)
!158 = !DILocation(line: 73, column: 23, scope: !157)
!159 = !DILocation(line: 73, column: 21, scope: !157)
!160 = !DILocation(line: 73, column: 3, scope: !153)
!161 = !DILocation(line: 74, column: 18, scope: !157)
!162 = !DILocation(line: 74, column: 16, scope: !157)
!163 = !DILocation(line: 74, column: 5, scope: !157)
!164 = !DILocation(line: 74, column: 7, scope: !157)
!165 = !DILocation(line: 74, column: 10, scope: !157)
!166 = !DILocation(line: 73, column: 27, scope: !157)
!167 = !DILocation(line: 73, column: 3, scope: !157)
!168 = distinct !{!168, !160, !169, !125}
!169 = !DILocation(line: 74, column: 18, scope: !153)
!170 = !DILocation(line: 75, column: 12, scope: !14)
!171 = !DILocation(line: 75, column: 15, scope: !14)
!172 = !DILocation(line: 75, column: 18, scope: !14)
!173 = !DILocation(line: 75, column: 21, scope: !14)
!174 = !DILocation(line: 75, column: 3, scope: !14)
!175 = !DILocation(line: 76, column: 12, scope: !14)
!176 = !DILocation(line: 76, column: 15, scope: !14)
!177 = !DILocation(line: 76, column: 18, scope: !14)
!178 = !DILocation(line: 76, column: 21, scope: !14)
!179 = !DILocation(line: 76, column: 3, scope: !14)
!180 = !DILocation(line: 77, column: 8, scope: !14)
!181 = !DILocation(line: 77, column: 11, scope: !14)
!182 = !DILocation(line: 77, column: 14, scope: !14)
!183 = !DILocation(line: 77, column: 17, scope: !14)
!184 = !DILocation(line: 77, column: 20, scope: !14)
!185 = !DILocation(line: 77, column: 3, scope: !14)
!186 = !DILocation(line: 78, column: 13, scope: !14)
!187 = !DILocation(line: 78, column: 16, scope: !14)
!188 = !DILocation(line: 78, column: 19, scope: !14)
!189 = !DILocation(line: 78, column: 22, scope: !14)
!190 = !DILocation(line: 78, column: 3, scope: !14)
!191 = !DILocalVariable(name: "c", scope: !14, file: !1, line: 79, type: !48)
!192 = !DILocation(line: 79, column: 10, scope: !14)
!193 = !DILocalVariable(name: "i", scope: !194, file: !1, line: 80, type: !17)
!194 = distinct !DILexicalBlock(scope: !14, file: !1, line: 80, column: 3)
!195 = !DILocation(line: 80, column: 12, scope: !194)
!196 = !DILocation(line: 80, column: 8, scope: !194)
!197 = !DILocation(line: 80, column: 19, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !1, line: 80, column: 3)
!199 = !DILocation(line: 80, column: 23, scope: !198)
!200 = !DILocation(line: 80, column: 21, scope: !198)
!201 = !DILocation(line: 80, column: 3, scope: !194)
!202 = !DILocation(line: 81, column: 10, scope: !198)
!203 = !DILocation(line: 81, column: 12, scope: !198)
!204 = !DILocation(line: 81, column: 17, scope: !198)
!205 = !DILocation(line: 81, column: 19, scope: !198)
!206 = !DILocation(line: 81, column: 15, scope: !198)
!207 = !DILocation(line: 81, column: 24, scope: !198)
!208 = !DILocation(line: 81, column: 26, scope: !198)
!209 = !DILocation(line: 81, column: 30, scope: !198)
!210 = !DILocation(line: 81, column: 28, scope: !198)
!211 = !DILocation(line: 81, column: 34, scope: !198)
!212 = !DILocation(line: 81, column: 32, scope: !198)
!213 = !DILocation(line: 81, column: 22, scope: !198)
!214 = !DILocation(line: 81, column: 7, scope: !198)
!215 = !DILocation(line: 81, column: 5, scope: !198)
!216 = !DILocation(line: 80, column: 27, scope: !198)
!217 = !DILocation(line: 80, column: 3, scope: !198)
!218 = distinct !{!218, !201, !219, !125}
!219 = !DILocation(line: 81, column: 35, scope: !194)
!220 = !DILocation(line: 82, column: 20, scope: !14)
!221 = !DILocation(line: 82, column: 3, scope: !14)
!222 = !DILocation(line: 83, column: 8, scope: !14)
!223 = !DILocation(line: 83, column: 3, scope: !14)
!224 = !DILocation(line: 84, column: 8, scope: !14)
!225 = !DILocation(line: 84, column: 3, scope: !14)
!226 = !DILocation(line: 85, column: 8, scope: !14)
!227 = !DILocation(line: 85, column: 3, scope: !14)
!228 = !DILocation(line: 86, column: 8, scope: !14)
!229 = !DILocation(line: 86, column: 3, scope: !14)
!230 = !DILocation(line: 87, column: 8, scope: !14)
!231 = !DILocation(line: 87, column: 3, scope: !14)
!232 = !DILocation(line: 88, column: 3, scope: !14)
!233 = distinct !DISubprogram(name: "col_sums", scope: !1, file: !1, line: 10, type: !234, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !17, !17, !236, !47}
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!238 = !DILocalVariable(name: "n", arg: 1, scope: !233, file: !1, line: 10, type: !17)
!239 = !DILocation(line: 10, column: 26, scope: !233)
!240 = !DILocalVariable(name: "m", arg: 2, scope: !233, file: !1, line: 10, type: !17)
!241 = !DILocation(line: 10, column: 33, scope: !233)
!242 = !DILocalVariable(name: "A", arg: 3, scope: !233, file: !1, line: 10, type: !236)
!243 = !DILocation(line: 10, column: 50, scope: !233)
!244 = !DILocalVariable(name: "s", arg: 4, scope: !233, file: !1, line: 10, type: !47)
!245 = !DILocation(line: 10, column: 61, scope: !233)
!246 = !DILocalVariable(name: "j", scope: !247, file: !1, line: 12, type: !17)
!247 = distinct !DILexicalBlock(scope: !233, file: !1, line: 12, column: 3)
!248 = !DILocation(line: 12, column: 12, scope: !247)
!249 = !DILocation(line: 12, column: 8, scope: !247)
!250 = !DILocation(line: 12, column: 19, scope: !251)
!251 = distinct !DILexicalBlock(scope: !247, file: !1, line: 12, column: 3)
!252 = !DILocation(line: 12, column: 23, scope: !251)
!253 = !DILocation(line: 12, column: 21, scope: !251)
!254 = !DILocation(line: 12, column: 3, scope: !247)
!255 = !DILocalVariable(name: "t", scope: !256, file: !1, line: 13, type: !48)
!256 = distinct !DILexicalBlock(scope: !251, file: !1, line: 12, column: 31)
!257 = !DILocation(line: 13, column: 12, scope: !256)
!258 = !DILocalVariable(name: "i", scope: !259, file: !1, line: 14, type: !17)
!259 = distinct !DILexicalBlock(scope: !256, file: !1, line: 14, column: 5)
!260 = !DILocation(line: 14, column: 14, scope: !259)
!261 = !DILocation(line: 14, column: 10, scope: !259)
!262 = !DILocation(line: 14, column: 21, scope: !263)
!263 = distinct !DILexicalBlock(scope: !259, file: !1, line: 14, column: 5)
!264 = !DILocation(line: 14, column: 25, scope: !263)
!265 = !DILocation(line: 14, column: 23, scope: !263)
!266 = !DILocation(line: 14, column: 5, scope: !259)
!267 = !DILocation(line: 15, column: 12, scope: !263)
!268 = !DILocation(line: 15, column: 14, scope: !263)
!269 = !DILocation(line: 15, column: 18, scope: !263)
!270 = !DILocation(line: 15, column: 16, scope: !263)
!271 = !DILocation(line: 15, column: 22, scope: !263)
!272 = !DILocation(line: 15, column: 20, scope: !263)
!273 = !DILocation(line: 15, column: 9, scope: !263)
!274 = !DILocation(line: 15, column: 7, scope: !263)
!275 = !DILocation(line: 14, column: 29, scope: !263)
!276 = !DILocation(line: 14, column: 5, scope: !263)
!277 = distinct !{!277, !266, !278, !125}
!278 = !DILocation(line: 15, column: 23, scope: !259)
!279 = !DILocation(line: 16, column: 12, scope: !256)
!280 = !DILocation(line: 16, column: 5, scope: !256)
!281 = !DILocation(line: 16, column: 7, scope: !256)
!282 = !DILocation(line: 16, column: 10, scope: !256)
!283 = !DILocation(line: 17, column: 3, scope: !256)
!284 = !DILocation(line: 12, column: 27, scope: !251)
!285 = !DILocation(line: 12, column: 3, scope: !251)
!286 = distinct !{!286, !254, !287, !125}
!287 = !DILocation(line: 17, column: 3, scope: !247)
!288 = !DILocation(line: 18, column: 1, scope: !233)
!289 = distinct !DISubprogram(name: "tri_cols", scope: !1, file: !1, line: 20, type: !234, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!290 = !DILocalVariable(name: "n", arg: 1, scope: !289, file: !1, line: 20, type: !17)
!291 = !DILocation(line: 20, column: 26, scope: !289)
!292 = !DILocalVariable(name: "m", arg: 2, scope: !289, file: !1, line: 20, type: !17)
!293 = !DILocation(line: 20, column: 33, scope: !289)
!294 = !DILocalVariable(name: "A", arg: 3, scope: !289, file: !1, line: 20, type: !236)
!295 = !DILocation(line: 20, column: 50, scope: !289)
!296 = !DILocalVariable(name: "s", arg: 4, scope: !289, file: !1, line: 20, type: !47)
!297 = !DILocation(line: 20, column: 61, scope: !289)
!298 = !DILocalVariable(name: "j", scope: !299, file: !1, line: 22, type: !17)
!299 = distinct !DILexicalBlock(scope: !289, file: !1, line: 22, column: 3)
!300 = !DILocation(line: 22, column: 12, scope: !299)
!301 = !DILocation(line: 22, column: 8, scope: !299)
!302 = !DILocation(line: 22, column: 19, scope: !303)
!303 = distinct !DILexicalBlock(scope: !299, file: !1, line: 22, column: 3)
!304 = !DILocation(line: 22, column: 23, scope: !303)
!305 = !DILocation(line: 22, column: 21, scope: !303)
!306 = !DILocation(line: 22, column: 25, scope: !303)
!307 = !DILocation(line: 22, column: 28, scope: !303)
!308 = !DILocation(line: 22, column: 32, scope: !303)
!309 = !DILocation(line: 22, column: 30, scope: !303)
!310 = !DILocation(line: 0, scope: !303)
!311 = !DILocation(line: 22, column: 3, scope: !299)
!312 = !DILocalVariable(name: "t", scope: !313, file: !1, line: 23, type: !48)
!313 = distinct !DILexicalBlock(scope: !303, file: !1, line: 22, column: 40)
!314 = !DILocation(line: 23, column: 12, scope: !313)
!315 = !DILocalVariable(name: "i", scope: !316, file: !1, line: 24, type: !17)
!316 = distinct !DILexicalBlock(scope: !313, file: !1, line: 24, column: 5)
!317 = !DILocation(line: 24, column: 14, scope: !316)
!318 = !DILocation(line: 24, column: 18, scope: !316)
!319 = !DILocation(line: 24, column: 10, scope: !316)
!320 = !DILocation(line: 24, column: 21, scope: !321)
!321 = distinct !DILexicalBlock(scope: !316, file: !1, line: 24, column: 5)
!322 = !DILocation(line: 24, column: 25, scope: !321)
!323 = !DILocation(line: 24, column: 23, scope: !321)
!324 = !DILocation(line: 24, column: 5, scope: !316)
!325 = !DILocation(line: 25, column: 12, scope: !321)
!326 = !DILocation(line: 25, column: 14, scope: !321)
!327 = !DILocation(line: 25, column: 18, scope: !321)
!328 = !DILocation(line: 25, column: 16, scope: !321)
!329 = !DILocation(line: 25, column: 22, scope: !321)
!330 = !DILocation(line: 25, column: 20, scope: !321)
!331 = !DILocation(line: 25, column: 9, scope: !321)
!332 = !DILocation(line: 25, column: 7, scope: !321)
!333 = !DILocation(line: 24, column: 29, scope: !321)
!334 = !DILocation(line: 24, column: 5, scope: !321)
!335 = distinct !{!335, !324, !336, !125}
!336 = !DILocation(line: 25, column: 23, scope: !316)
!337 = !DILocation(line: 26, column: 13, scope: !313)
!338 = !DILocation(line: 26, column: 5, scope: !313)
!339 = !DILocation(line: 26, column: 7, scope: !313)
!340 = !DILocation(line: 26, column: 10, scope: !313)
!341 = !DILocation(line: 27, column: 3, scope: !313)
!342 = !DILocation(line: 22, column: 36, scope: !303)
!343 = !DILocation(line: 22, column: 3, scope: !303)
!344 = distinct !{!344, !311, !345, !125}
!345 = !DILocation(line: 27, column: 3, scope: !299)
!346 = !DILocation(line: 28, column: 1, scope: !289)
!347 = distinct !DISubprogram(name: "symm", scope: !1, file: !1, line: 32, type: !348, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!348 = !DISubroutineType(types: !349)
!349 = !{null, !17, !17, !236, !236, !47}
!350 = !DILocalVariable(name: "n", arg: 1, scope: !347, file: !1, line: 32, type: !17)
!351 = !DILocation(line: 32, column: 22, scope: !347)
!352 = !DILocalVariable(name: "m", arg: 2, scope: !347, file: !1, line: 32, type: !17)
!353 = !DILocation(line: 32, column: 29, scope: !347)
!354 = !DILocalVariable(name: "A", arg: 3, scope: !347, file: !1, line: 32, type: !236)
!355 = !DILocation(line: 32, column: 46, scope: !347)
!356 = !DILocalVariable(name: "B", arg: 4, scope: !347, file: !1, line: 32, type: !236)
!357 = !DILocation(line: 32, column: 63, scope: !347)
!358 = !DILocalVariable(name: "C", arg: 5, scope: !347, file: !1, line: 32, type: !47)
!359 = !DILocation(line: 32, column: 74, scope: !347)
!360 = !DILocalVariable(name: "i", scope: !361, file: !1, line: 34, type: !17)
!361 = distinct !DILexicalBlock(scope: !347, file: !1, line: 34, column: 3)
!362 = !DILocation(line: 34, column: 12, scope: !361)
!363 = !DILocation(line: 34, column: 8, scope: !361)
!364 = !DILocation(line: 34, column: 19, scope: !365)
!365 = distinct !DILexicalBlock(scope: !361, file: !1, line: 34, column: 3)
!366 = !DILocation(line: 34, column: 23, scope: !365)
!367 = !DILocation(line: 34, column: 21, scope: !365)
!368 = !DILocation(line: 34, column: 3, scope: !361)
!369 = !DILocalVariable(name: "j", scope: !370, file: !1, line: 35, type: !17)
!370 = distinct !DILexicalBlock(scope: !365, file: !1, line: 35, column: 5)
!371 = !DILocation(line: 35, column: 14, scope: !370)
!372 = !DILocation(line: 35, column: 10, scope: !370)
!373 = !DILocation(line: 35, column: 21, scope: !374)
!374 = distinct !DILexicalBlock(scope: !370, file: !1, line: 35, column: 5)
!375 = !DILocation(line: 35, column: 25, scope: !374)
!376 = !DILocation(line: 35, column: 23, scope: !374)
!377 = !DILocation(line: 35, column: 5, scope: !370)
!378 = !DILocalVariable(name: "t", scope: !379, file: !1, line: 36, type: !48)
!379 = distinct !DILexicalBlock(scope: !374, file: !1, line: 35, column: 33)
!380 = !DILocation(line: 36, column: 14, scope: !379)
!381 = !DILocalVariable(name: "k", scope: !382, file: !1, line: 37, type: !17)
!382 = distinct !DILexicalBlock(scope: !379, file: !1, line: 37, column: 7)
!383 = !DILocation(line: 37, column: 16, scope: !382)
!384 = !DILocation(line: 37, column: 12, scope: !382)
!385 = !DILocation(line: 37, column: 23, scope: !386)
!386 = distinct !DILexicalBlock(scope: !382, file: !1, line: 37, column: 7)
!387 = !DILocation(line: 37, column: 28, scope: !386)
!388 = !DILocation(line: 37, column: 25, scope: !386)
!389 = !DILocation(line: 37, column: 7, scope: !382)
!390 = !DILocation(line: 38, column: 14, scope: !386)
!391 = !DILocation(line: 38, column: 16, scope: !386)
!392 = !DILocation(line: 38, column: 20, scope: !386)
!393 = !DILocation(line: 38, column: 18, scope: !386)
!394 = !DILocation(line: 38, column: 24, scope: !386)
!395 = !DILocation(line: 38, column: 22, scope: !386)
!396 = !DILocation(line: 38, column: 29, scope: !386)
!397 = !DILocation(line: 38, column: 31, scope: !386)
!398 = !DILocation(line: 38, column: 35, scope: !386)
!399 = !DILocation(line: 38, column: 33, scope: !386)
!400 = !DILocation(line: 38, column: 39, scope: !386)
!401 = !DILocation(line: 38, column: 37, scope: !386)
!402 = !DILocation(line: 38, column: 11, scope: !386)
!403 = !DILocation(line: 38, column: 9, scope: !386)
!404 = !DILocation(line: 37, column: 32, scope: !386)
!405 = !DILocation(line: 37, column: 7, scope: !386)
!406 = distinct !{!406, !389, !407, !125}
!407 = !DILocation(line: 38, column: 40, scope: !382)
!408 = !DILocalVariable(name: "k", scope: !409, file: !1, line: 39, type: !17)
!409 = distinct !DILexicalBlock(scope: !379, file: !1, line: 39, column: 7)
!410 = !DILocation(line: 39, column: 16, scope: !409)
!411 = !DILocation(line: 39, column: 20, scope: !409)
!412 = !DILocation(line: 39, column: 22, scope: !409)
!413 = !DILocation(line: 39, column: 12, scope: !409)
!414 = !DILocation(line: 39, column: 27, scope: !415)
!415 = distinct !DILexicalBlock(scope: !409, file: !1, line: 39, column: 7)
!416 = !DILocation(line: 39, column: 31, scope: !415)
!417 = !DILocation(line: 39, column: 29, scope: !415)
!418 = !DILocation(line: 39, column: 7, scope: !409)
!419 = !DILocation(line: 40, column: 14, scope: !415)
!420 = !DILocation(line: 40, column: 16, scope: !415)
!421 = !DILocation(line: 40, column: 20, scope: !415)
!422 = !DILocation(line: 40, column: 18, scope: !415)
!423 = !DILocation(line: 40, column: 24, scope: !415)
!424 = !DILocation(line: 40, column: 22, scope: !415)
!425 = !DILocation(line: 40, column: 29, scope: !415)
!426 = !DILocation(line: 40, column: 31, scope: !415)
!427 = !DILocation(line: 40, column: 35, scope: !415)
!428 = !DILocation(line: 40, column: 33, scope: !415)
!429 = !DILocation(line: 40, column: 39, scope: !415)
!430 = !DILocation(line: 40, column: 37, scope: !415)
!431 = !DILocation(line: 40, column: 11, scope: !415)
!432 = !DILocation(line: 40, column: 9, scope: !415)
!433 = !DILocation(line: 39, column: 35, scope: !415)
!434 = !DILocation(line: 39, column: 7, scope: !415)
!435 = distinct !{!435, !418, !436, !125}
!436 = !DILocation(line: 40, column: 40, scope: !409)
!437 = !DILocation(line: 41, column: 22, scope: !379)
!438 = !DILocation(line: 41, column: 7, scope: !379)
!439 = !DILocation(line: 41, column: 9, scope: !379)
!440 = !DILocation(line: 41, column: 13, scope: !379)
!441 = !DILocation(line: 41, column: 11, scope: !379)
!442 = !DILocation(line: 41, column: 17, scope: !379)
!443 = !DILocation(line: 41, column: 15, scope: !379)
!444 = !DILocation(line: 41, column: 20, scope: !379)
!445 = !DILocation(line: 42, column: 5, scope: !379)
!446 = !DILocation(line: 35, column: 29, scope: !374)
!447 = !DILocation(line: 35, column: 5, scope: !374)
!448 = distinct !{!448, !377, !449, !125}
!449 = !DILocation(line: 42, column: 5, scope: !370)
!450 = !DILocation(line: 34, column: 27, scope: !365)
!451 = !DILocation(line: 34, column: 3, scope: !365)
!452 = distinct !{!452, !368, !453, !125}
!453 = !DILocation(line: 42, column: 5, scope: !361)
!454 = !DILocation(line: 43, column: 1, scope: !347)
!455 = distinct !DISubprogram(name: "back_cols", scope: !1, file: !1, line: 48, type: !234, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!456 = !DILocalVariable(name: "n", arg: 1, scope: !455, file: !1, line: 48, type: !17)
!457 = !DILocation(line: 48, column: 27, scope: !455)
!458 = !DILocalVariable(name: "m", arg: 2, scope: !455, file: !1, line: 48, type: !17)
!459 = !DILocation(line: 48, column: 34, scope: !455)
!460 = !DILocalVariable(name: "A", arg: 3, scope: !455, file: !1, line: 48, type: !236)
!461 = !DILocation(line: 48, column: 51, scope: !455)
!462 = !DILocalVariable(name: "x", arg: 4, scope: !455, file: !1, line: 48, type: !47)
!463 = !DILocation(line: 48, column: 62, scope: !455)
!464 = !DILocalVariable(name: "j", scope: !465, file: !1, line: 50, type: !17)
!465 = distinct !DILexicalBlock(scope: !455, file: !1, line: 50, column: 3)
!466 = !DILocation(line: 50, column: 12, scope: !465)
!467 = !DILocation(line: 50, column: 16, scope: !465)
!468 = !DILocation(line: 50, column: 18, scope: !465)
!469 = !DILocation(line: 50, column: 8, scope: !465)
!470 = !DILocation(line: 50, column: 23, scope: !471)
!471 = distinct !DILexicalBlock(scope: !465, file: !1, line: 50, column: 3)
!472 = !DILocation(line: 50, column: 25, scope: !471)
!473 = !DILocation(line: 50, column: 3, scope: !465)
!474 = !DILocation(line: 51, column: 13, scope: !475)
!475 = distinct !DILexicalBlock(scope: !471, file: !1, line: 50, column: 36)
!476 = !DILocation(line: 51, column: 15, scope: !475)
!477 = !DILocation(line: 51, column: 19, scope: !475)
!478 = !DILocation(line: 51, column: 17, scope: !475)
!479 = !DILocation(line: 51, column: 23, scope: !475)
!480 = !DILocation(line: 51, column: 21, scope: !475)
!481 = !DILocation(line: 51, column: 5, scope: !475)
!482 = !DILocation(line: 51, column: 7, scope: !475)
!483 = !DILocation(line: 51, column: 10, scope: !475)
!484 = !DILocalVariable(name: "i", scope: !485, file: !1, line: 52, type: !17)
!485 = distinct !DILexicalBlock(scope: !475, file: !1, line: 52, column: 5)
!486 = !DILocation(line: 52, column: 14, scope: !485)
!487 = !DILocation(line: 52, column: 18, scope: !485)
!488 = !DILocation(line: 52, column: 20, scope: !485)
!489 = !DILocation(line: 52, column: 10, scope: !485)
!490 = !DILocation(line: 52, column: 25, scope: !491)
!491 = distinct !DILexicalBlock(scope: !485, file: !1, line: 52, column: 5)
!492 = !DILocation(line: 52, column: 27, scope: !491)
!493 = !DILocation(line: 52, column: 5, scope: !485)
!494 = !DILocation(line: 53, column: 15, scope: !491)
!495 = !DILocation(line: 53, column: 17, scope: !491)
!496 = !DILocation(line: 53, column: 21, scope: !491)
!497 = !DILocation(line: 53, column: 19, scope: !491)
!498 = !DILocation(line: 53, column: 25, scope: !491)
!499 = !DILocation(line: 53, column: 23, scope: !491)
!500 = !DILocation(line: 53, column: 30, scope: !491)
!501 = !DILocation(line: 53, column: 32, scope: !491)
!502 = !DILocation(line: 53, column: 7, scope: !491)
!503 = !DILocation(line: 53, column: 9, scope: !491)
!504 = !DILocation(line: 53, column: 12, scope: !491)
!505 = !DILocation(line: 52, column: 34, scope: !491)
!506 = !DILocation(line: 52, column: 5, scope: !491)
!507 = distinct !{!507, !493, !508, !125}
!508 = !DILocation(line: 53, column: 33, scope: !485)
!509 = !DILocation(line: 54, column: 3, scope: !475)
!510 = !DILocation(line: 50, column: 32, scope: !471)
!511 = !DILocation(line: 50, column: 3, scope: !471)
!512 = distinct !{!512, !473, !513, !125}
!513 = !DILocation(line: 54, column: 3, scope: !465)
!514 = !DILocation(line: 55, column: 1, scope: !455)
