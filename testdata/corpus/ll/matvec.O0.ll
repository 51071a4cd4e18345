; ModuleID = 'matvec.c'
source_filename = "matvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_gemv(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !15 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !26, metadata !DIExpression()), !dbg !27
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !28, metadata !DIExpression()), !dbg !29
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !30, metadata !DIExpression()), !dbg !31
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %11, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %11, align 4, !dbg !36
  br label %14, !dbg !37

14:                                               ; preds = %51, %5
  %15 = load i32, i32* %11, align 4, !dbg !38
  %16 = load i32, i32* %6, align 4, !dbg !40
  %17 = icmp slt i32 %15, %16, !dbg !41
  br i1 %17, label %18, label %54, !dbg !42

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata double* %12, metadata !43, metadata !DIExpression()), !dbg !45
  store double 0.000000e+00, double* %12, align 8, !dbg !45
  call void @llvm.dbg.declare(metadata i32* %13, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %13, align 4, !dbg !48
  br label %19, !dbg !49

19:                                               ; preds = %42, %18
  %20 = load i32, i32* %13, align 4, !dbg !50
  %21 = load i32, i32* %7, align 4, !dbg !52
  %22 = icmp slt i32 %20, %21, !dbg !53
  br i1 %22, label %23, label %45, !dbg !54

23:                                               ; preds = %19
  %24 = load double*, double** %8, align 8, !dbg !55
  %25 = load i32, i32* %11, align 4, !dbg !56
  %26 = sext i32 %25 to i64, !dbg !57
  %27 = load i32, i32* %7, align 4, !dbg !58
  %28 = sext i32 %27 to i64, !dbg !58
  %29 = mul nsw i64 %26, %28, !dbg !59
  %30 = load i32, i32* %13, align 4, !dbg !60
  %31 = sext i32 %30 to i64, !dbg !60
  %32 = add nsw i64 %29, %31, !dbg !61
  %33 = getelementptr inbounds double, double* %24, i64 %32, !dbg !55
  %34 = load double, double* %33, align 8, !dbg !55
  %35 = load double*, double** %9, align 8, !dbg !62
  %36 = load i32, i32* %13, align 4, !dbg !63
  %37 = sext i32 %36 to i64, !dbg !62
  %38 = getelementptr inbounds double, double* %35, i64 %37, !dbg !62
  %39 = load double, double* %38, align 8, !dbg !62
  %40 = load double, double* %12, align 8, !dbg !64
  %41 = call double @llvm.fmuladd.f64(double %34, double %39, double %40), !dbg !64
  store double %41, double* %12, align 8, !dbg !64
  br label %42, !dbg !65

42:                                               ; preds = %23
  %43 = load i32, i32* %13, align 4, !dbg !66
  %44 = add nsw i32 %43, 1, !dbg !66
  store i32 %44, i32* %13, align 4, !dbg !66
  br label %19, !dbg !67, !llvm.loop !68

45:                                               ; preds = %19
  %46 = load double, double* %12, align 8, !dbg !71
  %47 = load double*, double** %10, align 8, !dbg !72
  %48 = load i32, i32* %11, align 4, !dbg !73
  %49 = sext i32 %48 to i64, !dbg !72
  %50 = getelementptr inbounds double, double* %47, i64 %49, !dbg !72
  store double %46, double* %50, align 8, !dbg !74
  br label %51, !dbg !75

51:                                               ; preds = %45
  %52 = load i32, i32* %11, align 4, !dbg !76
  %53 = add nsw i32 %52, 1, !dbg !76
  store i32 %53, i32* %11, align 4, !dbg !76
  br label %14, !dbg !77, !llvm.loop !78

54:                                               ; preds = %14
  ret void, !dbg !80
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !81 {
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
  %13 = alloca double*, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !87, metadata !DIExpression()), !dbg !88
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !89, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.declare(metadata i32* %6, metadata !91, metadata !DIExpression()), !dbg !92
  %21 = load i32, i32* %4, align 4, !dbg !93
  %22 = icmp sgt i32 %21, 1, !dbg !94
  br i1 %22, label %23, label %28, !dbg !93

23:                                               ; preds = %2
  %24 = load i8**, i8*** %5, align 8, !dbg !95
  %25 = getelementptr inbounds i8*, i8** %24, i64 1, !dbg !95
  %26 = load i8*, i8** %25, align 8, !dbg !95
  %27 = call i32 @atoi(i8* noundef %26) #5, !dbg !96
  br label %29, !dbg !93

28:                                               ; preds = %2
  br label %29, !dbg !93

29:                                               ; preds = %28, %23
  %30 = phi i32 [ %27, %23 ], [ 300, %28 ], !dbg !93
  store i32 %30, i32* %6, align 4, !dbg !92
  call void @llvm.dbg.declare(metadata i32* %7, metadata !97, metadata !DIExpression()), !dbg !98
  %31 = load i32, i32* %4, align 4, !dbg !99
  %32 = icmp sgt i32 %31, 2, !dbg !100
  br i1 %32, label %33, label %38, !dbg !99

33:                                               ; preds = %29
  %34 = load i8**, i8*** %5, align 8, !dbg !101
  %35 = getelementptr inbounds i8*, i8** %34, i64 2, !dbg !101
  %36 = load i8*, i8** %35, align 8, !dbg !101
  %37 = call i32 @atoi(i8* noundef %36) #5, !dbg !102
  br label %39, !dbg !99

38:                                               ; preds = %29
  br label %39, !dbg !99

39:                                               ; preds = %38, %33
  %40 = phi i32 [ %37, %33 ], [ 200, %38 ], !dbg !99
  store i32 %40, i32* %7, align 4, !dbg !98
  call void @llvm.dbg.declare(metadata double** %8, metadata !103, metadata !DIExpression()), !dbg !104
  %41 = load i32, i32* %6, align 4, !dbg !105
  %42 = sext i32 %41 to i64, !dbg !106
  %43 = load i32, i32* %7, align 4, !dbg !107
  %44 = sext i32 %43 to i64, !dbg !107
  %45 = mul i64 %42, %44, !dbg !108
  %46 = call noalias i8* @calloc(i64 noundef %45, i64 noundef 8) #6, !dbg !109
  %47 = bitcast i8* %46 to double*, !dbg !109
  store double* %47, double** %8, align 8, !dbg !104
  call void @llvm.dbg.declare(metadata double** %9, metadata !110, metadata !DIExpression()), !dbg !111
  %48 = load i32, i32* %6, align 4, !dbg !112
  %49 = sext i32 %48 to i64, !dbg !113
  %50 = load i32, i32* %7, align 4, !dbg !114
  %51 = sext i32 %50 to i64, !dbg !114
  %52 = mul i64 %49, %51, !dbg !115
  %53 = call noalias i8* @calloc(i64 noundef %52, i64 noundef 8) #6, !dbg !116
  %54 = bitcast i8* %53 to double*, !dbg !116
  store double* %54, double** %9, align 8, !dbg !111
  call void @llvm.dbg.declare(metadata double** %10, metadata !117, metadata !DIExpression()), !dbg !118
  %55 = load i32, i32* %7, align 4, !dbg !119
  %56 = sext i32 %55 to i64, !dbg !119
  %57 = call noalias i8* @calloc(i64 noundef %56, i64 noundef 8) #6, !dbg !120
  %58 = bitcast i8* %57 to double*, !dbg !120
  store double* %58, double** %10, align 8, !dbg !118
  call void @llvm.dbg.declare(metadata double** %11, metadata !121, metadata !DIExpression()), !dbg !122
  %59 = load i32, i32* %6, align 4, !dbg !123
  %60 = sext i32 %59 to i64, !dbg !123
  %61 = call noalias i8* @calloc(i64 noundef %60, i64 noundef 8) #6, !dbg !124
  %62 = bitcast i8* %61 to double*, !dbg !124
  store double* %62, double** %11, align 8, !dbg !122
  call void @llvm.dbg.declare(metadata double** %12, metadata !125, metadata !DIExpression()), !dbg !126
  %63 = load i32, i32* %6, align 4, !dbg !127
  %64 = sext i32 %63 to i64, !dbg !127
  %65 = call noalias i8* @calloc(i64 noundef %64, i64 noundef 8) #6, !dbg !128
  %66 = bitcast i8* %65 to double*, !dbg !128
  store double* %66, double** %12, align 8, !dbg !126
  call void @llvm.dbg.declare(metadata double** %13, metadata !129, metadata !DIExpression()), !dbg !130
  %67 = load i32, i32* %7, align 4, !dbg !131
  %68 = sext i32 %67 to i64, !dbg !131
  %69 = call noalias i8* @calloc(i64 noundef %68, i64 noundef 8) #6, !dbg !132
  %70 = bitcast i8* %69 to double*, !dbg !132
  store double* %70, double** %13, align 8, !dbg !130
  call void @llvm.dbg.declare(metadata i32* %14, metadata !133, metadata !DIExpression()), !dbg !135
  store i32 0, i32* %14, align 4, !dbg !135
  br label %71, !dbg !136

71:                                               ; preds = %115, %39
  %72 = load i32, i32* %14, align 4, !dbg !137
  %73 = load i32, i32* %6, align 4, !dbg !139
  %74 = icmp slt i32 %72, %73, !dbg !140
  br i1 %74, label %75, label %118, !dbg !141

75:                                               ; preds = %71
  call void @llvm.dbg.declare(metadata i32* %15, metadata !142, metadata !DIExpression()), !dbg !144
  store i32 0, i32* %15, align 4, !dbg !144
  br label %76, !dbg !145

76:                                               ; preds = %111, %75
  %77 = load i32, i32* %15, align 4, !dbg !146
  %78 = load i32, i32* %7, align 4, !dbg !148
  %79 = icmp slt i32 %77, %78, !dbg !149
  br i1 %79, label %80, label %114, !dbg !150

80:                                               ; preds = %76
  call void @llvm.dbg.declare(metadata double* %16, metadata !151, metadata !DIExpression()), !dbg !153
  %81 = load i32, i32* %14, align 4, !dbg !154
  %82 = mul nsw i32 %81, 7, !dbg !155
  %83 = load i32, i32* %15, align 4, !dbg !156
  %84 = mul nsw i32 %83, 3, !dbg !157
  %85 = add nsw i32 %82, %84, !dbg !158
  %86 = srem i32 %85, 10, !dbg !159
  %87 = sitofp i32 %86 to double, !dbg !160
  %88 = fmul double %87, 1.250000e-01, !dbg !161
  store double %88, double* %16, align 8, !dbg !153
  %89 = load double, double* %16, align 8, !dbg !162
  %90 = load double*, double** %8, align 8, !dbg !163
  %91 = load i32, i32* %14, align 4, !dbg !164
  %92 = sext i32 %91 to i64, !dbg !165
  %93 = load i32, i32* %7, align 4, !dbg !166
  %94 = sext i32 %93 to i64, !dbg !166
  %95 = mul nsw i64 %92, %94, !dbg !167
  %96 = load i32, i32* %15, align 4, !dbg !168
  %97 = sext i32 %96 to i64, !dbg !168
  %98 = add nsw i64 %95, %97, !dbg !169
  %99 = getelementptr inbounds double, double* %90, i64 %98, !dbg !163
  store double %89, double* %99, align 8, !dbg !170
  %100 = load double, double* %16, align 8, !dbg !171
  %101 = load double*, double** %9, align 8, !dbg !172
  %102 = load i32, i32* %15, align 4, !dbg !173
  %103 = sext i32 %102 to i64, !dbg !174
  %104 = load i32, i32* %6, align 4, !dbg !175
  %105 = sext i32 %104 to i64, !dbg !175
  %106 = mul nsw i64 %103, %105, !dbg !176
  %107 = load i32, i32* %14, align 4, !dbg !177
  %108 = sext i32 %107 to i64, !dbg !177
  %109 = add nsw i64 %106, %108, !dbg !178
  %110 = getelementptr inbounds double, double* %101, i64 %109, !dbg !172
  store double %100, double* %110, align 8, !dbg !179
  br label %111, !dbg !180

111:                                              ; preds = %80
  %112 = load i32, i32* %15, align 4, !dbg !181
  %113 = add nsw i32 %112, 1, !dbg !181
  store i32 %113, i32* %15, align 4, !dbg !181
  br label %76, !dbg !182, !llvm.loop !183

114:                                              ; preds = %76
  br label %115, !dbg !184

115:                                              ; preds = %114
  %116 = load i32, i32* %14, align 4, !dbg !185
  %117 = add nsw i32 %116, 1, !dbg !185
  store i32 %117, i32* %14, align 4, !dbg !185
  br label %71, !dbg !186, !llvm.loop !187

118:                                              ; preds = %71
  call void @llvm.dbg.declare(metadata i32* %17, metadata !189, metadata !DIExpression()), !dbg !191
  store i32 0, i32* %17, align 4, !dbg !191
  br label %119, !dbg !192

119:                                              ; preds = %132, %118
  %120 = load i32, i32* %17, align 4, !dbg !193
  %121 = load i32, i32* %7, align 4, !dbg !195
  %122 = icmp slt i32 %120, %121, !dbg !196
  br i1 %122, label %123, label %135, !dbg !197

123:                                              ; preds = %119
  %124 = load i32, i32* %17, align 4, !dbg !198
  %125 = srem i32 %124, 4, !dbg !199
  %126 = sitofp i32 %125 to double, !dbg !200
  %127 = fmul double %126, 2.500000e-01, !dbg !201
  %128 = load double*, double** %10, align 8, !dbg !202
  %129 = load i32, i32* %17, align 4, !dbg !203
  %130 = sext i32 %129 to i64, !dbg !202
  %131 = getelementptr inbounds double, double* %128, i64 %130, !dbg !202
  store double %127, double* %131, align 8, !dbg !204
  br label %132, !dbg !202

132:                                              ; preds = %123
  %133 = load i32, i32* %17, align 4, !dbg !205
  %134 = add nsw i32 %133, 1, !dbg !205
  store i32 %134, i32* %17, align 4, !dbg !205
  br label %119, !dbg !206, !llvm.loop !207

135:                                              ; preds = %119
  %136 = load i32, i32* %6, align 4, !dbg !209
  %137 = load i32, i32* %7, align 4, !dbg !210
  %138 = load double*, double** %8, align 8, !dbg !211
  %139 = load double*, double** %10, align 8, !dbg !212
  %140 = load double*, double** %11, align 8, !dbg !213
  call void @kernel_gemv(i32 noundef %136, i32 noundef %137, double* noundef %138, double* noundef %139, double* noundef %140), !dbg !214
  %141 = load i32, i32* %6, align 4, !dbg !215
  %142 = load i32, i32* %7, align 4, !dbg !216
  %143 = load double*, double** %9, align 8, !dbg !217
  %144 = load double*, double** %10, align 8, !dbg !218
  %145 = load double*, double** %12, align 8, !dbg !219
  call void @gemv_colmajor(i32 noundef %141, i32 noundef %142, double* noundef %143, double* noundef %144, double* noundef %145), !dbg !220
  %146 = load i32, i32* %6, align 4, !dbg !221
  %147 = load i32, i32* %7, align 4, !dbg !222
  %148 = load double*, double** %8, align 8, !dbg !223
  %149 = load double*, double** %11, align 8, !dbg !224
  %150 = load double*, double** %13, align 8, !dbg !225
  call void @gemv_t(i32 noundef %146, i32 noundef %147, double* noundef %148, double* noundef %149, double* noundef %150), !dbg !226
  call void @llvm.dbg.declare(metadata double* %18, metadata !227, metadata !DIExpression()), !dbg !228
  store double 0.000000e+00, double* %18, align 8, !dbg !228
  call void @llvm.dbg.declare(metadata i32* %19, metadata !229, metadata !DIExpression()), !dbg !231
  store i32 0, i32* %19, align 4, !dbg !231
  br label %151, !dbg !232

151:                                              ; preds = %169, %135
  %152 = load i32, i32* %19, align 4, !dbg !233
  %153 = load i32, i32* %6, align 4, !dbg !235
  %154 = icmp slt i32 %152, %153, !dbg !236
  br i1 %154, label %155, label %172, !dbg !237

155:                                              ; preds = %151
  %156 = load double*, double** %11, align 8, !dbg !238
  %157 = load i32, i32* %19, align 4, !dbg !239
  %158 = sext i32 %157 to i64, !dbg !238
  %159 = getelementptr inbounds double, double* %156, i64 %158, !dbg !238
  %160 = load double, double* %159, align 8, !dbg !238
  %161 = load double*, double** %12, align 8, !dbg !240
  %162 = load i32, i32* %19, align 4, !dbg !241
  %163 = sext i32 %162 to i64, !dbg !240
  %164 = getelementptr inbounds double, double* %161, i64 %163, !dbg !240
  %165 = load double, double* %164, align 8, !dbg !240
  %166 = fsub double %160, %165, !dbg !242
  %167 = load double, double* %18, align 8, !dbg !243
  %168 = fadd double %167, %166, !dbg !243
  store double %168, double* %18, align 8, !dbg !243
  br label %169, !dbg !244

169:                                              ; preds = %155
  %170 = load i32, i32* %19, align 4, !dbg !245
  %171 = add nsw i32 %170, 1, !dbg !245
  store i32 %171, i32* %19, align 4, !dbg !245
  br label %151, !dbg !246, !llvm.loop !247

172:                                              ; preds = %151
  call void @llvm.dbg.declare(metadata i32* %20, metadata !249, metadata !DIExpression()), !dbg !251
  store i32 0, i32* %20, align 4, !dbg !251
  br label %173, !dbg !252

173:                                              ; preds = %185, %172
  %174 = load i32, i32* %20, align 4, !dbg !253
  %175 = load i32, i32* %7, align 4, !dbg !255
  %176 = icmp slt i32 %174, %175, !dbg !256
  br i1 %176, label %177, label %188, !dbg !257

177:                                              ; preds = %173
  %178 = load double*, double** %13, align 8, !dbg !258
  %179 = load i32, i32* %20, align 4, !dbg !259
  %180 = sext i32 %179 to i64, !dbg !258
  %181 = getelementptr inbounds double, double* %178, i64 %180, !dbg !258
  %182 = load double, double* %181, align 8, !dbg !258
  %183 = load double, double* %18, align 8, !dbg !260
  %184 = fadd double %183, %182, !dbg !260
  store double %184, double* %18, align 8, !dbg !260
  br label %185, !dbg !261

185:                                              ; preds = %177
  %186 = load i32, i32* %20, align 4, !dbg !262
  %187 = add nsw i32 %186, 1, !dbg !262
  store i32 %187, i32* %20, align 4, !dbg !262
  br label %173, !dbg !263, !llvm.loop !264

188:                                              ; preds = %173
  %189 = load double, double* %18, align 8, !dbg !266
  %190 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %189), !dbg !267
  %191 = load double*, double** %8, align 8, !dbg !268
  %192 = bitcast double* %191 to i8*, !dbg !268
  call void @free(i8* noundef %192) #6, !dbg !269
  %193 = load double*, double** %9, align 8, !dbg !270
  %194 = bitcast double* %193 to i8*, !dbg !270
  call void @free(i8* noundef %194) #6, !dbg !271
  %195 = load double*, double** %10, align 8, !dbg !272
  %196 = bitcast double* %195 to i8*, !dbg !272
  call void @free(i8* noundef %196) #6, !dbg !273
  %197 = load double*, double** %11, align 8, !dbg !274
  %198 = bitcast double* %197 to i8*, !dbg !274
  call void @free(i8* noundef %198) #6, !dbg !275
  %199 = load double*, double** %12, align 8, !dbg !276
  %200 = bitcast double* %199 to i8*, !dbg !276
  call void @free(i8* noundef %200) #6, !dbg !277
  %201 = load double*, double** %13, align 8, !dbg !278
  %202 = bitcast double* %201 to i8*, !dbg !278
  call void @free(i8* noundef %202) #6, !dbg !279
  ret i32 0, !dbg !280
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @gemv_colmajor(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !281 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !282, metadata !DIExpression()), !dbg !283
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !284, metadata !DIExpression()), !dbg !285
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !286, metadata !DIExpression()), !dbg !287
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !288, metadata !DIExpression()), !dbg !289
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !290, metadata !DIExpression()), !dbg !291
  call void @llvm.dbg.declare(metadata i32* %11, metadata !292, metadata !DIExpression()), !dbg !294
  store i32 0, i32* %11, align 4, !dbg !294
  br label %15, !dbg !295

15:                                               ; preds = %24, %5
  %16 = load i32, i32* %11, align 4, !dbg !296
  %17 = load i32, i32* %6, align 4, !dbg !298
  %18 = icmp slt i32 %16, %17, !dbg !299
  br i1 %18, label %19, label %27, !dbg !300

19:                                               ; preds = %15
  %20 = load double*, double** %10, align 8, !dbg !301
  %21 = load i32, i32* %11, align 4, !dbg !302
  %22 = sext i32 %21 to i64, !dbg !301
  %23 = getelementptr inbounds double, double* %20, i64 %22, !dbg !301
  store double 0.000000e+00, double* %23, align 8, !dbg !303
  br label %24, !dbg !301

24:                                               ; preds = %19
  %25 = load i32, i32* %11, align 4, !dbg !304
  %26 = add nsw i32 %25, 1, !dbg !304
  store i32 %26, i32* %11, align 4, !dbg !304
  br label %15, !dbg !305, !llvm.loop !306

27:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i32* %12, metadata !308, metadata !DIExpression()), !dbg !310
  store i32 0, i32* %12, align 4, !dbg !310
  br label %28, !dbg !311

28:                                               ; preds = %65, %27
  %29 = load i32, i32* %12, align 4, !dbg !312
  %30 = load i32, i32* %7, align 4, !dbg !314
  %31 = icmp slt i32 %29, %30, !dbg !315
  br i1 %31, label %32, label %68, !dbg !316

32:                                               ; preds = %28
  call void @llvm.dbg.declare(metadata double* %13, metadata !317, metadata !DIExpression()), !dbg !319
  %33 = load double*, double** %9, align 8, !dbg !320
  %34 = load i32, i32* %12, align 4, !dbg !321
  %35 = sext i32 %34 to i64, !dbg !320
  %36 = getelementptr inbounds double, double* %33, i64 %35, !dbg !320
  %37 = load double, double* %36, align 8, !dbg !320
  store double %37, double* %13, align 8, !dbg !319
  call void @llvm.dbg.declare(metadata i32* %14, metadata !322, metadata !DIExpression()), !dbg !324
  store i32 0, i32* %14, align 4, !dbg !324
  br label %38, !dbg !325

38:                                               ; preds = %61, %32
  %39 = load i32, i32* %14, align 4, !dbg !326
  %40 = load i32, i32* %6, align 4, !dbg !328
  %41 = icmp slt i32 %39, %40, !dbg !329
  br i1 %41, label %42, label %64, !dbg !330

42:                                               ; preds = %38
  %43 = load double*, double** %8, align 8, !dbg !331
  %44 = load i32, i32* %12, align 4, !dbg !332
  %45 = sext i32 %44 to i64, !dbg !333
  %46 = load i32, i32* %6, align 4, !dbg !334
  %47 = sext i32 %46 to i64, !dbg !334
  %48 = mul nsw i64 %45, %47, !dbg !335
  %49 = load i32, i32* %14, align 4, !dbg !336
  %50 = sext i32 %49 to i64, !dbg !336
  %51 = add nsw i64 %48, %50, !dbg !337
  %52 = getelementptr inbounds double, double* %43, i64 %51, !dbg !331
  %53 = load double, double* %52, align 8, !dbg !331
  %54 = load double, double* %13, align 8, !dbg !338
  %55 = load double*, double** %10, align 8, !dbg !339
  %56 = load i32, i32* %14, align 4, !dbg !340
  %57 = sext i32 %56 to i64, !dbg !339
  %58 = getelementptr inbounds double, double* %55, i64 %57, !dbg !339
  %59 = load double, double* %58, align 8, !dbg !341
  %60 = call double @llvm.fmuladd.f64(double %53, double %54, double %59), !dbg !341
  store double %60, double* %58, align 8, !dbg !341
  br label %61, !dbg !339

61:                                               ; preds = %42
  %62 = load i32, i32* %14, align 4, !dbg !342
  %63 = add nsw i32 %62, 1, !dbg !342
  store i32 %63, i32* %14, align 4, !dbg !342
  br label %38, !dbg !343, !llvm.loop !344

64:                                               ; preds = %38
  br label %65, !dbg !346

65:                                               ; preds = %64
  %66 = load i32, i32* %12, align 4, !dbg !347
  %67 = add nsw i32 %66, 1, !dbg !347
  store i32 %67, i32* %12, align 4, !dbg !347
  br label %28, !dbg !348, !llvm.loop !349

68:                                               ; preds = %28
  ret void, !dbg !351
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @gemv_t(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !352 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !353, metadata !DIExpression()), !dbg !354
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !355, metadata !DIExpression()), !dbg !356
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !357, metadata !DIExpression()), !dbg !358
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !359, metadata !DIExpression()), !dbg !360
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !361, metadata !DIExpression()), !dbg !362
  call void @llvm.dbg.declare(metadata i32* %11, metadata !363, metadata !DIExpression()), !dbg !365
  store i32 0, i32* %11, align 4, !dbg !365
  br label %14, !dbg !366

14:                                               ; preds = %51, %5
  %15 = load i32, i32* %11, align 4, !dbg !367
  %16 = load i32, i32* %7, align 4, !dbg !369
  %17 = icmp slt i32 %15, %16, !dbg !370
  br i1 %17, label %18, label %54, !dbg !371

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata double* %12, metadata !372, metadata !DIExpression()), !dbg !374
  store double 0.000000e+00, double* %12, align 8, !dbg !374
  call void @llvm.dbg.declare(metadata i32* %13, metadata !375, metadata !DIExpression()), !dbg !377
  store i32 0, i32* %13, align 4, !dbg !377
  br label %19, !dbg !378

19:                                               ; preds = %42, %18
  %20 = load i32, i32* %13, align 4, !dbg !379
  %21 = load i32, i32* %6, align 4, !dbg !381
  %22 = icmp slt i32 %20, %21, !dbg !382
  br i1 %22, label %23, label %45, !dbg !383

23:                                               ; preds = %19
  %24 = load double*, double** %8, align 8, !dbg !384
  %25 = load i32, i32* %13, align 4, !dbg !385
  %26 = sext i32 %25 to i64, !dbg !386
  %27 = load i32, i32* %7, align 4, !dbg !387
  %28 = sext i32 %27 to i64, !dbg !387
  %29 = mul nsw i64 %26, %28, !dbg !388
  %30 = load i32, i32* %11, align 4, !dbg !389
  %31 = sext i32 %30 to i64, !dbg !389
  %32 = add nsw i64 %29, %31, !dbg !390
  %33 = getelementptr inbounds double, double* %24, i64 %32, !dbg !384
  %34 = load double, double* %33, align 8, !dbg !384
  %35 = load double*, double** %9, align 8, !dbg !391
  %36 = load i32, i32* %13, align 4, !dbg !392
  %37 = sext i32 %36 to i64, !dbg !391
  %38 = getelementptr inbounds double, double* %35, i64 %37, !dbg !391
  %39 = load double, double* %38, align 8, !dbg !391
  %40 = load double, double* %12, align 8, !dbg !393
  %41 = call double @llvm.fmuladd.f64(double %34, double %39, double %40), !dbg !393
  store double %41, double* %12, align 8, !dbg !393
  br label %42, !dbg !394

42:                                               ; preds = %23
  %43 = load i32, i32* %13, align 4, !dbg !395
  %44 = add nsw i32 %43, 1, !dbg !395
  store i32 %44, i32* %13, align 4, !dbg !395
  br label %19, !dbg !396, !llvm.loop !397

45:                                               ; preds = %19
  %46 = load double, double* %12, align 8, !dbg !399
  %47 = load double*, double** %10, align 8, !dbg !400
  %48 = load i32, i32* %11, align 4, !dbg !401
  %49 = sext i32 %48 to i64, !dbg !400
  %50 = getelementptr inbounds double, double* %47, i64 %49, !dbg !400
  store double %46, double* %50, align 8, !dbg !402
  br label %51, !dbg !403

51:                                               ; preds = %45
  %52 = load i32, i32* %11, align 4, !dbg !404
  %53 = add nsw i32 %52, 1, !dbg !404
  store i32 %53, i32* %11, align 4, !dbg !404
  br label %14, !dbg !405, !llvm.loop !406

54:                                               ; preds = %14
  ret void, !dbg !408
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matvec.c", directory: ".", checksumkind: CSK_MD5, checksum: "55178259cf14bef01098f877bae3721b")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "kernel_gemv", scope: !1, file: !1, line: 7, type: !16, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !18, !18, !19, !19, !22}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "rows", arg: 1, scope: !15, file: !1, line: 7, type: !18)
!25 = !DILocation(line: 7, column: 22, scope: !15)
!26 = !DILocalVariable(name: "cols", arg: 2, scope: !15, file: !1, line: 7, type: !18)
!27 = !DILocation(line: 7, column: 32, scope: !15)
!28 = !DILocalVariable(name: "A", arg: 3, scope: !15, file: !1, line: 7, type: !19)
!29 = !DILocation(line: 7, column: 52, scope: !15)
!30 = !DILocalVariable(name: "x", arg: 4, scope: !15, file: !1, line: 7, type: !19)
!31 = !DILocation(line: 7, column: 69, scope: !15)
!32 = !DILocalVariable(name: "y", arg: 5, scope: !15, file: !1, line: 7, type: !22)
!33 = !DILocation(line: 7, column: 80, scope: !15)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 9, type: !18)
!35 = distinct !DILexicalBlock(scope: !15, file: !1, line: 9, column: 3)
!36 = !DILocation(line: 9, column: 12, scope: !35)
!37 = !DILocation(line: 9, column: 8, scope: !35)
!38 = !DILocation(line: 9, column: 19, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !1, line: 9, column: 3)
!40 = !DILocation(line: 9, column: 23, scope: !39)
!41 = !DILocation(line: 9, column: 21, scope: !39)
!42 = !DILocation(line: 9, column: 3, scope: !35)
!43 = !DILocalVariable(name: "s", scope: !44, file: !1, line: 10, type: !21)
!44 = distinct !DILexicalBlock(scope: !39, file: !1, line: 9, column: 34)
!45 = !DILocation(line: 10, column: 12, scope: !44)
!46 = !DILocalVariable(name: "j", scope: !47, file: !1, line: 11, type: !18)
!47 = distinct !DILexicalBlock(scope: !44, file: !1, line: 11, column: 5)
!48 = !DILocation(line: 11, column: 14, scope: !47)
!49 = !DILocation(line: 11, column: 10, scope: !47)
!50 = !DILocation(line: 11, column: 21, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 11, column: 5)
!52 = !DILocation(line: 11, column: 25, scope: !51)
!53 = !DILocation(line: 11, column: 23, scope: !51)
!54 = !DILocation(line: 11, column: 5, scope: !47)
!55 = !DILocation(line: 12, column: 12, scope: !51)
!56 = !DILocation(line: 12, column: 20, scope: !51)
!57 = !DILocation(line: 12, column: 14, scope: !51)
!58 = !DILocation(line: 12, column: 24, scope: !51)
!59 = !DILocation(line: 12, column: 22, scope: !51)
!60 = !DILocation(line: 12, column: 31, scope: !51)
!61 = !DILocation(line: 12, column: 29, scope: !51)
!62 = !DILocation(line: 12, column: 36, scope: !51)
!63 = !DILocation(line: 12, column: 38, scope: !51)
!64 = !DILocation(line: 12, column: 9, scope: !51)
!65 = !DILocation(line: 12, column: 7, scope: !51)
!66 = !DILocation(line: 11, column: 32, scope: !51)
!67 = !DILocation(line: 11, column: 5, scope: !51)
!68 = distinct !{!68, !54, !69, !70}
!69 = !DILocation(line: 12, column: 39, scope: !47)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 13, column: 12, scope: !44)
!72 = !DILocation(line: 13, column: 5, scope: !44)
!73 = !DILocation(line: 13, column: 7, scope: !44)
!74 = !DILocation(line: 13, column: 10, scope: !44)
!75 = !DILocation(line: 14, column: 3, scope: !44)
!76 = !DILocation(line: 9, column: 30, scope: !39)
!77 = !DILocation(line: 9, column: 3, scope: !39)
!78 = distinct !{!78, !42, !79, !70}
!79 = !DILocation(line: 14, column: 3, scope: !35)
!80 = !DILocation(line: 15, column: 1, scope: !15)
!81 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 39, type: !82, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!82 = !DISubroutineType(types: !83)
!83 = !{!18, !18, !84}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!87 = !DILocalVariable(name: "argc", arg: 1, scope: !81, file: !1, line: 39, type: !18)
!88 = !DILocation(line: 39, column: 14, scope: !81)
!89 = !DILocalVariable(name: "argv", arg: 2, scope: !81, file: !1, line: 39, type: !84)
!90 = !DILocation(line: 39, column: 27, scope: !81)
!91 = !DILocalVariable(name: "rows", scope: !81, file: !1, line: 41, type: !18)
!92 = !DILocation(line: 41, column: 7, scope: !81)
!93 = !DILocation(line: 41, column: 14, scope: !81)
!94 = !DILocation(line: 41, column: 19, scope: !81)
!95 = !DILocation(line: 41, column: 30, scope: !81)
!96 = !DILocation(line: 41, column: 25, scope: !81)
!97 = !DILocalVariable(name: "cols", scope: !81, file: !1, line: 42, type: !18)
!98 = !DILocation(line: 42, column: 7, scope: !81)
!99 = !DILocation(line: 42, column: 14, scope: !81)
!100 = !DILocation(line: 42, column: 19, scope: !81)
!101 = !DILocation(line: 42, column: 30, scope: !81)
!102 = !DILocation(line: 42, column: 25, scope: !81)
!103 = !DILocalVariable(name: "A", scope: !81, file: !1, line: 43, type: !22)
!104 = !DILocation(line: 43, column: 11, scope: !81)
!105 = !DILocation(line: 43, column: 30, scope: !81)
!106 = !DILocation(line: 43, column: 22, scope: !81)
!107 = !DILocation(line: 43, column: 37, scope: !81)
!108 = !DILocation(line: 43, column: 35, scope: !81)
!109 = !DILocation(line: 43, column: 15, scope: !81)
!110 = !DILocalVariable(name: "Ac", scope: !81, file: !1, line: 44, type: !22)
!111 = !DILocation(line: 44, column: 11, scope: !81)
!112 = !DILocation(line: 44, column: 31, scope: !81)
!113 = !DILocation(line: 44, column: 23, scope: !81)
!114 = !DILocation(line: 44, column: 38, scope: !81)
!115 = !DILocation(line: 44, column: 36, scope: !81)
!116 = !DILocation(line: 44, column: 16, scope: !81)
!117 = !DILocalVariable(name: "x", scope: !81, file: !1, line: 45, type: !22)
!118 = !DILocation(line: 45, column: 11, scope: !81)
!119 = !DILocation(line: 45, column: 22, scope: !81)
!120 = !DILocation(line: 45, column: 15, scope: !81)
!121 = !DILocalVariable(name: "y", scope: !81, file: !1, line: 46, type: !22)
!122 = !DILocation(line: 46, column: 11, scope: !81)
!123 = !DILocation(line: 46, column: 22, scope: !81)
!124 = !DILocation(line: 46, column: 15, scope: !81)
!125 = !DILocalVariable(name: "y2", scope: !81, file: !1, line: 47, type: !22)
!126 = !DILocation(line: 47, column: 11, scope: !81)
!127 = !DILocation(line: 47, column: 23, scope: !81)
!128 = !DILocation(line: 47, column: 16, scope: !81)
!129 = !DILocalVariable(name: "z", scope: !81, file: !1, line: 48, type: !22)
!130 = !DILocation(line: 48, column: 11, scope: !81)
!131 = !DILocation(line: 48, column: 22, scope: !81)
!132 = !DILocation(line: 48, column: 15, scope: !81)
!133 = !DILocalVariable(name: "i", scope: !134, file: !1, line: 49, type: !18)
!134 = distinct !DILexicalBlock(scope: !81, file: !1, line: 49, column: 3)
!135 = !DILocation(line: 49, column: 12, scope: !134)
!136 = !DILocation(line: 49, column: 8, scope: !134)
!137 = !DILocation(line: 49, column: 19, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !1, line: 49, column: 3)
!139 = !DILocation(line: 49, column: 23, scope: !138)
!140 = !DILocation(line: 49, column: 21, scope: !138)
!141 = !DILocation(line: 49, column: 3, scope: !134)
!142 = !DILocalVariable(name: "j", scope: !143, file: !1, line: 50, type: !18)
!143 = distinct !DILexicalBlock(scope: !138, file: !1, line: 50, column: 5)
!144 = !DILocation(line: 50, column: 14, scope: !143)
!145 = !DILocation(line: 50, column: 10, scope: !143)
!146 = !DILocation(line: 50, column: 21, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !1, line: 50, column: 5)
!148 = !DILocation(line: 50, column: 25, scope: !147)
!149 = !DILocation(line: 50, column: 23, scope: !147)
!150 = !DILocation(line: 50, column: 5, scope: !143)
!151 = !DILocalVariable(name: "v", scope: !152, file: !1, line: 51, type: !21)
!152 = distinct !DILexicalBlock(scope: !147, file: !1, line: 50, column: 36)
!153 = !DILocation(line: 51, column: 14, scope: !152)
!154 = !DILocation(line: 51, column: 20, scope: !152)
!155 = !DILocation(line: 51, column: 22, scope: !152)
!156 = !DILocation(line: 51, column: 28, scope: !152)
!157 = !DILocation(line: 51, column: 30, scope: !152)
!158 = !DILocation(line: 51, column: 26, scope: !152)
!159 = !DILocation(line: 51, column: 35, scope: !152)
!160 = !DILocation(line: 51, column: 18, scope: !152)
!161 = !DILocation(line: 51, column: 41, scope: !152)
!162 = !DILocation(line: 52, column: 31, scope: !152)
!163 = !DILocation(line: 52, column: 7, scope: !152)
!164 = !DILocation(line: 52, column: 15, scope: !152)
!165 = !DILocation(line: 52, column: 9, scope: !152)
!166 = !DILocation(line: 52, column: 19, scope: !152)
!167 = !DILocation(line: 52, column: 17, scope: !152)
!168 = !DILocation(line: 52, column: 26, scope: !152)
!169 = !DILocation(line: 52, column: 24, scope: !152)
!170 = !DILocation(line: 52, column: 29, scope: !152)
!171 = !DILocation(line: 53, column: 32, scope: !152)
!172 = !DILocation(line: 53, column: 7, scope: !152)
!173 = !DILocation(line: 53, column: 16, scope: !152)
!174 = !DILocation(line: 53, column: 10, scope: !152)
!175 = !DILocation(line: 53, column: 20, scope: !152)
!176 = !DILocation(line: 53, column: 18, scope: !152)
!177 = !DILocation(line: 53, column: 27, scope: !152)
!178 = !DILocation(line: 53, column: 25, scope: !152)
!179 = !DILocation(line: 53, column: 30, scope: !152)
!180 = !DILocation(line: 54, column: 5, scope: !152)
!181 = !DILocation(line: 50, column: 32, scope: !147)
!182 = !DILocation(line: 50, column: 5, scope: !147)
!183 = distinct !{!183, !150, !184, !70}
!184 = !DILocation(line: 54, column: 5, scope: !143)
!185 = !DILocation(line: 49, column: 30, scope: !138)
!186 = !DILocation(line: 49, column: 3, scope: !138)
!187 = distinct !{!187, !141, !188, !70}
!188 = !DILocation(line: 54, column: 5, scope: !134)
!189 = !DILocalVariable(name: "j", scope: !190, file: !1, line: 55, type: !18)
!190 = distinct !DILexicalBlock(scope: !81, file: !1, line: 55, column: 3)
!191 = !DILocation(line: 55, column: 12, scope: !190)
!192 = !DILocation(line: 55, column: 8, scope: !190)
!193 = !DILocation(line: 55, column: 19, scope: !194)
!194 = distinct !DILexicalBlock(scope: !190, file: !1, line: 55, column: 3)
!195 = !DILocation(line: 55, column: 23, scope: !194)
!196 = !DILocation(line: 55, column: 21, scope: !194)
!197 = !DILocation(line: 55, column: 3, scope: !190)
!198 = !DILocation(line: 56, column: 13, scope: !194)
!199 = !DILocation(line: 56, column: 15, scope: !194)
!200 = !DILocation(line: 56, column: 12, scope: !194)
!201 = !DILocation(line: 56, column: 20, scope: !194)
!202 = !DILocation(line: 56, column: 5, scope: !194)
!203 = !DILocation(line: 56, column: 7, scope: !194)
!204 = !DILocation(line: 56, column: 10, scope: !194)
!205 = !DILocation(line: 55, column: 30, scope: !194)
!206 = !DILocation(line: 55, column: 3, scope: !194)
!207 = distinct !{!207, !197, !208, !70}
!208 = !DILocation(line: 56, column: 22, scope: !190)
!209 = !DILocation(line: 57, column: 15, scope: !81)
!210 = !DILocation(line: 57, column: 21, scope: !81)
!211 = !DILocation(line: 57, column: 27, scope: !81)
!212 = !DILocation(line: 57, column: 30, scope: !81)
!213 = !DILocation(line: 57, column: 33, scope: !81)
!214 = !DILocation(line: 57, column: 3, scope: !81)
!215 = !DILocation(line: 58, column: 17, scope: !81)
!216 = !DILocation(line: 58, column: 23, scope: !81)
!217 = !DILocation(line: 58, column: 29, scope: !81)
!218 = !DILocation(line: 58, column: 33, scope: !81)
!219 = !DILocation(line: 58, column: 36, scope: !81)
!220 = !DILocation(line: 58, column: 3, scope: !81)
!221 = !DILocation(line: 59, column: 10, scope: !81)
!222 = !DILocation(line: 59, column: 16, scope: !81)
!223 = !DILocation(line: 59, column: 22, scope: !81)
!224 = !DILocation(line: 59, column: 25, scope: !81)
!225 = !DILocation(line: 59, column: 28, scope: !81)
!226 = !DILocation(line: 59, column: 3, scope: !81)
!227 = !DILocalVariable(name: "s", scope: !81, file: !1, line: 60, type: !21)
!228 = !DILocation(line: 60, column: 10, scope: !81)
!229 = !DILocalVariable(name: "i", scope: !230, file: !1, line: 61, type: !18)
!230 = distinct !DILexicalBlock(scope: !81, file: !1, line: 61, column: 3)
!231 = !DILocation(line: 61, column: 12, scope: !230)
!232 = !DILocation(line: 61, column: 8, scope: !230)
!233 = !DILocation(line: 61, column: 19, scope: !234)
!234 = distinct !DILexicalBlock(scope: !230, file: !1, line: 61, column: 3)
!235 = !DILocation(line: 61, column: 23, scope: !234)
!236 = !DILocation(line: 61, column: 21, scope: !234)
!237 = !DILocation(line: 61, column: 3, scope: !230)
!238 = !DILocation(line: 62, column: 10, scope: !234)
!239 = !DILocation(line: 62, column: 12, scope: !234)
!240 = !DILocation(line: 62, column: 17, scope: !234)
!241 = !DILocation(line: 62, column: 20, scope: !234)
!242 = !DILocation(line: 62, column: 15, scope: !234)
!243 = !DILocation(line: 62, column: 7, scope: !234)
!244 = !DILocation(line: 62, column: 5, scope: !234)
!245 = !DILocation(line: 61, column: 30, scope: !234)
!246 = !DILocation(line: 61, column: 3, scope: !234)
!247 = distinct !{!247, !237, !248, !70}
!248 = !DILocation(line: 62, column: 21, scope: !230)
!249 = !DILocalVariable(name: "j", scope: !250, file: !1, line: 63, type: !18)
!250 = distinct !DILexicalBlock(scope: !81, file: !1, line: 63, column: 3)
!251 = !DILocation(line: 63, column: 12, scope: !250)
!252 = !DILocation(line: 63, column: 8, scope: !250)
!253 = !DILocation(line: 63, column: 19, scope: !254)
!254 = distinct !DILexicalBlock(scope: !250, file: !1, line: 63, column: 3)
!255 = !DILocation(line: 63, column: 23, scope: !254)
!256 = !DILocation(line: 63, column: 21, scope: !254)
!257 = !DILocation(line: 63, column: 3, scope: !250)
!258 = !DILocation(line: 64, column: 10, scope: !254)
!259 = !DILocation(line: 64, column: 12, scope: !254)
!260 = !DILocation(line: 64, column: 7, scope: !254)
!261 = !DILocation(line: 64, column: 5, scope: !254)
!262 = !DILocation(line: 63, column: 30, scope: !254)
!263 = !DILocation(line: 63, column: 3, scope: !254)
!264 = distinct !{!264, !257, !265, !70}
!265 = !DILocation(line: 64, column: 13, scope: !250)
!266 = !DILocation(line: 65, column: 29, scope: !81)
!267 = !DILocation(line: 65, column: 3, scope: !81)
!268 = !DILocation(line: 66, column: 8, scope: !81)
!269 = !DILocation(line: 66, column: 3, scope: !81)
!270 = !DILocation(line: 67, column: 8, scope: !81)
!271 = !DILocation(line: 67, column: 3, scope: !81)
!272 = !DILocation(line: 68, column: 8, scope: !81)
!273 = !DILocation(line: 68, column: 3, scope: !81)
!274 = !DILocation(line: 69, column: 8, scope: !81)
!275 = !DILocation(line: 69, column: 3, scope: !81)
!276 = !DILocation(line: 70, column: 8, scope: !81)
!277 = !DILocation(line: 70, column: 3, scope: !81)
!278 = !DILocation(line: 71, column: 8, scope: !81)
!279 = !DILocation(line: 71, column: 3, scope: !81)
!280 = !DILocation(line: 72, column: 3, scope: !81)
!281 = distinct !DISubprogram(name: "gemv_colmajor", scope: !1, file: !1, line: 17, type: !16, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!282 = !DILocalVariable(name: "rows", arg: 1, scope: !281, file: !1, line: 17, type: !18)
!283 = !DILocation(line: 17, column: 31, scope: !281)
!284 = !DILocalVariable(name: "cols", arg: 2, scope: !281, file: !1, line: 17, type: !18)
!285 = !DILocation(line: 17, column: 41, scope: !281)
!286 = !DILocalVariable(name: "Ac", arg: 3, scope: !281, file: !1, line: 17, type: !19)
!287 = !DILocation(line: 17, column: 61, scope: !281)
!288 = !DILocalVariable(name: "x", arg: 4, scope: !281, file: !1, line: 17, type: !19)
!289 = !DILocation(line: 17, column: 79, scope: !281)
!290 = !DILocalVariable(name: "y", arg: 5, scope: !281, file: !1, line: 18, type: !22)
!291 = !DILocation(line: 18, column: 35, scope: !281)
!292 = !DILocalVariable(name: "i", scope: !293, file: !1, line: 20, type: !18)
!293 = distinct !DILexicalBlock(scope: !281, file: !1, line: 20, column: 3)
!294 = !DILocation(line: 20, column: 12, scope: !293)
!295 = !DILocation(line: 20, column: 8, scope: !293)
!296 = !DILocation(line: 20, column: 19, scope: !297)
!297 = distinct !DILexicalBlock(scope: !293, file: !1, line: 20, column: 3)
!298 = !DILocation(line: 20, column: 23, scope: !297)
!299 = !DILocation(line: 20, column: 21, scope: !297)
!300 = !DILocation(line: 20, column: 3, scope: !293)
!301 = !DILocation(line: 21, column: 5, scope: !297)
!302 = !DILocation(line: 21, column: 7, scope: !297)
!303 = !DILocation(line: 21, column: 10, scope: !297)
!304 = !DILocation(line: 20, column: 30, scope: !297)
!305 = !DILocation(line: 20, column: 3, scope: !297)
!306 = distinct !{!306, !300, !307, !70}
!307 = !DILocation(line: 21, column: 12, scope: !293)
!308 = !DILocalVariable(name: "j", scope: !309, file: !1, line: 22, type: !18)
!309 = distinct !DILexicalBlock(scope: !281, file: !1, line: 22, column: 3)
!310 = !DILocation(line: 22, column: 12, scope: !309)
!311 = !DILocation(line: 22, column: 8, scope: !309)
!312 = !DILocation(line: 22, column: 19, scope: !313)
!313 = distinct !DILexicalBlock(scope: !309, file: !1, line: 22, column: 3)
!314 = !DILocation(line: 22, column: 23, scope: !313)
!315 = !DILocation(line: 22, column: 21, scope: !313)
!316 = !DILocation(line: 22, column: 3, scope: !309)
!317 = !DILocalVariable(name: "xj", scope: !318, file: !1, line: 23, type: !21)
!318 = distinct !DILexicalBlock(scope: !313, file: !1, line: 22, column: 34)
!319 = !DILocation(line: 23, column: 12, scope: !318)
!320 = !DILocation(line: 23, column: 17, scope: !318)
!321 = !DILocation(line: 23, column: 19, scope: !318)
!322 = !DILocalVariable(name: "i", scope: !323, file: !1, line: 24, type: !18)
!323 = distinct !DILexicalBlock(scope: !318, file: !1, line: 24, column: 5)
!324 = !DILocation(line: 24, column: 14, scope: !323)
!325 = !DILocation(line: 24, column: 10, scope: !323)
!326 = !DILocation(line: 24, column: 21, scope: !327)
!327 = distinct !DILexicalBlock(scope: !323, file: !1, line: 24, column: 5)
!328 = !DILocation(line: 24, column: 25, scope: !327)
!329 = !DILocation(line: 24, column: 23, scope: !327)
!330 = !DILocation(line: 24, column: 5, scope: !323)
!331 = !DILocation(line: 25, column: 15, scope: !327)
!332 = !DILocation(line: 25, column: 24, scope: !327)
!333 = !DILocation(line: 25, column: 18, scope: !327)
!334 = !DILocation(line: 25, column: 28, scope: !327)
!335 = !DILocation(line: 25, column: 26, scope: !327)
!336 = !DILocation(line: 25, column: 35, scope: !327)
!337 = !DILocation(line: 25, column: 33, scope: !327)
!338 = !DILocation(line: 25, column: 40, scope: !327)
!339 = !DILocation(line: 25, column: 7, scope: !327)
!340 = !DILocation(line: 25, column: 9, scope: !327)
!341 = !DILocation(line: 25, column: 12, scope: !327)
!342 = !DILocation(line: 24, column: 32, scope: !327)
!343 = !DILocation(line: 24, column: 5, scope: !327)
!344 = distinct !{!344, !330, !345, !70}
!345 = !DILocation(line: 25, column: 40, scope: !323)
!346 = !DILocation(line: 26, column: 3, scope: !318)
!347 = !DILocation(line: 22, column: 30, scope: !313)
!348 = !DILocation(line: 22, column: 3, scope: !313)
!349 = distinct !{!349, !316, !350, !70}
!350 = !DILocation(line: 26, column: 3, scope: !309)
!351 = !DILocation(line: 27, column: 1, scope: !281)
!352 = distinct !DISubprogram(name: "gemv_t", scope: !1, file: !1, line: 29, type: !16, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!353 = !DILocalVariable(name: "rows", arg: 1, scope: !352, file: !1, line: 29, type: !18)
!354 = !DILocation(line: 29, column: 24, scope: !352)
!355 = !DILocalVariable(name: "cols", arg: 2, scope: !352, file: !1, line: 29, type: !18)
!356 = !DILocation(line: 29, column: 34, scope: !352)
!357 = !DILocalVariable(name: "A", arg: 3, scope: !352, file: !1, line: 29, type: !19)
!358 = !DILocation(line: 29, column: 54, scope: !352)
!359 = !DILocalVariable(name: "y", arg: 4, scope: !352, file: !1, line: 29, type: !19)
!360 = !DILocation(line: 29, column: 71, scope: !352)
!361 = !DILocalVariable(name: "z", arg: 5, scope: !352, file: !1, line: 29, type: !22)
!362 = !DILocation(line: 29, column: 82, scope: !352)
!363 = !DILocalVariable(name: "j", scope: !364, file: !1, line: 31, type: !18)
!364 = distinct !DILexicalBlock(scope: !352, file: !1, line: 31, column: 3)
!365 = !DILocation(line: 31, column: 12, scope: !364)
!366 = !DILocation(line: 31, column: 8, scope: !364)
!367 = !DILocation(line: 31, column: 19, scope: !368)
!368 = distinct !DILexicalBlock(scope: !364, file: !1, line: 31, column: 3)
!369 = !DILocation(line: 31, column: 23, scope: !368)
!370 = !DILocation(line: 31, column: 21, scope: !368)
!371 = !DILocation(line: 31, column: 3, scope: !364)
!372 = !DILocalVariable(name: "s", scope: !373, file: !1, line: 32, type: !21)
!373 = distinct !DILexicalBlock(scope: !368, file: !1, line: 31, column: 34)
!374 = !DILocation(line: 32, column: 12, scope: !373)
!375 = !DILocalVariable(name: "i", scope: !376, file: !1, line: 33, type: !18)
!376 = distinct !DILexicalBlock(scope: !373, file: !1, line: 33, column: 5)
!377 = !DILocation(line: 33, column: 14, scope: !376)
!378 = !DILocation(line: 33, column: 10, scope: !376)
!379 = !DILocation(line: 33, column: 21, scope: !380)
!380 = distinct !DILexicalBlock(scope: !376, file: !1, line: 33, column: 5)
!381 = !DILocation(line: 33, column: 25, scope: !380)
!382 = !DILocation(line: 33, column: 23, scope: !380)
!383 = !DILocation(line: 33, column: 5, scope: !376)
!384 = !DILocation(line: 34, column: 12, scope: !380)
!385 = !DILocation(line: 34, column: 20, scope: !380)
!386 = !DILocation(line: 34, column: 14, scope: !380)
!387 = !DILocation(line: 34, column: 24, scope: !380)
!388 = !DILocation(line: 34, column: 22, scope: !380)
!389 = !DILocation(line: 34, column: 31, scope: !380)
!390 = !DILocation(line: 34, column: 29, scope: !380)
!391 = !DILocation(line: 34, column: 36, scope: !380)
!392 = !DILocation(line: 34, column: 38, scope: !380)
!393 = !DILocation(line: 34, column: 9, scope: !380)
!394 = !DILocation(line: 34, column: 7, scope: !380)
!395 = !DILocation(line: 33, column: 32, scope: !380)
!396 = !DILocation(line: 33, column: 5, scope: !380)
!397 = distinct !{!397, !383, !398, !70}
!398 = !DILocation(line: 34, column: 39, scope: !376)
!399 = !DILocation(line: 35, column: 12, scope: !373)
!400 = !DILocation(line: 35, column: 5, scope: !373)
!401 = !DILocation(line: 35, column: 7, scope: !373)
!402 = !DILocation(line: 35, column: 10, scope: !373)
!403 = !DILocation(line: 36, column: 3, scope: !373)
!404 = !DILocation(line: 31, column: 30, scope: !368)
!405 = !DILocation(line: 31, column: 3, scope: !368)
!406 = distinct !{!406, !371, !407, !70}
!407 = !DILocation(line: 36, column: 3, scope: !364)
!408 = !DILocation(line: 37, column: 1, scope: !352)
