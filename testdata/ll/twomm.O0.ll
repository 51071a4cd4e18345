; ModuleID = 'twomm.c'
source_filename = "twomm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [36 x [40 x double]] zeroinitializer, align 16, !dbg !0
@B = internal global [40 x [36 x double]] zeroinitializer, align 16, !dbg !7
@C = internal global [36 x [36 x double]] zeroinitializer, align 16, !dbg !17
@D = internal global [36 x [36 x double]] zeroinitializer, align 16, !dbg !19
@T = internal global [36 x [36 x double]] zeroinitializer, align 16, !dbg !13
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !21

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_twomm(i32 noundef %0, i32 noundef %1, double noundef %2, double noundef %3, [40 x double]* noundef %4, [36 x double]* noundef %5, [36 x double]* noundef %6, [36 x double]* noundef %7, [36 x double]* noundef %8) #0 !dbg !33 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca [40 x double]*, align 8
  %15 = alloca [36 x double]*, align 8
  %16 = alloca [36 x double]*, align 8
  %17 = alloca [36 x double]*, align 8
  %18 = alloca [36 x double]*, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 %0, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !44, metadata !DIExpression()), !dbg !45
  store i32 %1, i32* %11, align 4
  call void @llvm.dbg.declare(metadata i32* %11, metadata !46, metadata !DIExpression()), !dbg !47
  store double %2, double* %12, align 8
  call void @llvm.dbg.declare(metadata double* %12, metadata !48, metadata !DIExpression()), !dbg !49
  store double %3, double* %13, align 8
  call void @llvm.dbg.declare(metadata double* %13, metadata !50, metadata !DIExpression()), !dbg !51
  store [40 x double]* %4, [40 x double]** %14, align 8
  call void @llvm.dbg.declare(metadata [40 x double]** %14, metadata !52, metadata !DIExpression()), !dbg !53
  store [36 x double]* %5, [36 x double]** %15, align 8
  call void @llvm.dbg.declare(metadata [36 x double]** %15, metadata !54, metadata !DIExpression()), !dbg !55
  store [36 x double]* %6, [36 x double]** %16, align 8
  call void @llvm.dbg.declare(metadata [36 x double]** %16, metadata !56, metadata !DIExpression()), !dbg !57
  store [36 x double]* %7, [36 x double]** %17, align 8
  call void @llvm.dbg.declare(metadata [36 x double]** %17, metadata !58, metadata !DIExpression()), !dbg !59
  store [36 x double]* %8, [36 x double]** %18, align 8
  call void @llvm.dbg.declare(metadata [36 x double]** %18, metadata !60, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.declare(metadata i32* %19, metadata !62, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.declare(metadata i32* %20, metadata !64, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata i32* %21, metadata !66, metadata !DIExpression()), !dbg !67
  store i32 0, i32* %19, align 4, !dbg !68
  br label %22, !dbg !70

22:                                               ; preds = %79, %9
  %23 = load i32, i32* %19, align 4, !dbg !71
  %24 = load i32, i32* %10, align 4, !dbg !73
  %25 = icmp slt i32 %23, %24, !dbg !74
  br i1 %25, label %26, label %82, !dbg !75

26:                                               ; preds = %22
  store i32 0, i32* %20, align 4, !dbg !76
  br label %27, !dbg !78

27:                                               ; preds = %75, %26
  %28 = load i32, i32* %20, align 4, !dbg !79
  %29 = load i32, i32* %10, align 4, !dbg !81
  %30 = icmp slt i32 %28, %29, !dbg !82
  br i1 %30, label %31, label %78, !dbg !83

31:                                               ; preds = %27
  %32 = load [36 x double]*, [36 x double]** %16, align 8, !dbg !84
  %33 = load i32, i32* %19, align 4, !dbg !86
  %34 = sext i32 %33 to i64, !dbg !84
  %35 = getelementptr inbounds [36 x double], [36 x double]* %32, i64 %34, !dbg !84
  %36 = load i32, i32* %20, align 4, !dbg !87
  %37 = sext i32 %36 to i64, !dbg !84
  %38 = getelementptr inbounds [36 x double], [36 x double]* %35, i64 0, i64 %37, !dbg !84
  store double 0.000000e+00, double* %38, align 8, !dbg !88
  store i32 0, i32* %21, align 4, !dbg !89
  br label %39, !dbg !91

39:                                               ; preds = %71, %31
  %40 = load i32, i32* %21, align 4, !dbg !92
  %41 = load i32, i32* %11, align 4, !dbg !94
  %42 = icmp slt i32 %40, %41, !dbg !95
  br i1 %42, label %43, label %74, !dbg !96

43:                                               ; preds = %39
  %44 = load double, double* %12, align 8, !dbg !97
  %45 = load [40 x double]*, [40 x double]** %14, align 8, !dbg !98
  %46 = load i32, i32* %19, align 4, !dbg !99
  %47 = sext i32 %46 to i64, !dbg !98
  %48 = getelementptr inbounds [40 x double], [40 x double]* %45, i64 %47, !dbg !98
  %49 = load i32, i32* %21, align 4, !dbg !100
  %50 = sext i32 %49 to i64, !dbg !98
  %51 = getelementptr inbounds [40 x double], [40 x double]* %48, i64 0, i64 %50, !dbg !98
  %52 = load double, double* %51, align 8, !dbg !98
  %53 = fmul double %44, %52, !dbg !101
  %54 = load [36 x double]*, [36 x double]** %15, align 8, !dbg !102
  %55 = load i32, i32* %21, align 4, !dbg !103
  %56 = sext i32 %55 to i64, !dbg !102
  %57 = getelementptr inbounds [36 x double], [36 x double]* %54, i64 %56, !dbg !102
  %58 = load i32, i32* %20, align 4, !dbg !104
  %59 = sext i32 %58 to i64, !dbg !102
  %60 = getelementptr inbounds [36 x double], [36 x double]* %57, i64 0, i64 %59, !dbg !102
  %61 = load double, double* %60, align 8, !dbg !102
  %62 = load [36 x double]*, [36 x double]** %16, align 8, !dbg !105
  %63 = load i32, i32* %19, align 4, !dbg !106
  %64 = sext i32 %63 to i64, !dbg !105
  %65 = getelementptr inbounds [36 x double], [36 x double]* %62, i64 %64, !dbg !105
  %66 = load i32, i32* %20, align 4, !dbg !107
  %67 = sext i32 %66 to i64, !dbg !105
  %68 = getelementptr inbounds [36 x double], [36 x double]* %65, i64 0, i64 %67, !dbg !105
  %69 = load double, double* %68, align 8, !dbg !108
  %70 = call double @llvm.fmuladd.f64(double %53, double %61, double %69), !dbg !108
  store double %70, double* %68, align 8, !dbg !108
  br label %71, !dbg !105

71:                                               ; preds = %43
  %72 = load i32, i32* %21, align 4, !dbg !109
  %73 = add nsw i32 %72, 1, !dbg !109
  store i32 %73, i32* %21, align 4, !dbg !109
  br label %39, !dbg !110, !llvm.loop !111

74:                                               ; preds = %39
  br label %75, !dbg !114

75:                                               ; preds = %74
  %76 = load i32, i32* %20, align 4, !dbg !115
  %77 = add nsw i32 %76, 1, !dbg !115
  store i32 %77, i32* %20, align 4, !dbg !115
  br label %27, !dbg !116, !llvm.loop !117

78:                                               ; preds = %27
  br label %79, !dbg !118

79:                                               ; preds = %78
  %80 = load i32, i32* %19, align 4, !dbg !119
  %81 = add nsw i32 %80, 1, !dbg !119
  store i32 %81, i32* %19, align 4, !dbg !119
  br label %22, !dbg !120, !llvm.loop !121

82:                                               ; preds = %22
  store i32 0, i32* %19, align 4, !dbg !123
  br label %83, !dbg !125

83:                                               ; preds = %141, %82
  %84 = load i32, i32* %19, align 4, !dbg !126
  %85 = load i32, i32* %10, align 4, !dbg !128
  %86 = icmp slt i32 %84, %85, !dbg !129
  br i1 %86, label %87, label %144, !dbg !130

87:                                               ; preds = %83
  store i32 0, i32* %20, align 4, !dbg !131
  br label %88, !dbg !133

88:                                               ; preds = %137, %87
  %89 = load i32, i32* %20, align 4, !dbg !134
  %90 = load i32, i32* %10, align 4, !dbg !136
  %91 = icmp slt i32 %89, %90, !dbg !137
  br i1 %91, label %92, label %140, !dbg !138

92:                                               ; preds = %88
  %93 = load double, double* %13, align 8, !dbg !139
  %94 = load [36 x double]*, [36 x double]** %18, align 8, !dbg !141
  %95 = load i32, i32* %19, align 4, !dbg !142
  %96 = sext i32 %95 to i64, !dbg !141
  %97 = getelementptr inbounds [36 x double], [36 x double]* %94, i64 %96, !dbg !141
  %98 = load i32, i32* %20, align 4, !dbg !143
  %99 = sext i32 %98 to i64, !dbg !141
  %100 = getelementptr inbounds [36 x double], [36 x double]* %97, i64 0, i64 %99, !dbg !141
  %101 = load double, double* %100, align 8, !dbg !144
  %102 = fmul double %101, %93, !dbg !144
  store double %102, double* %100, align 8, !dbg !144
  store i32 0, i32* %21, align 4, !dbg !145
  br label %103, !dbg !147

103:                                              ; preds = %133, %92
  %104 = load i32, i32* %21, align 4, !dbg !148
  %105 = load i32, i32* %10, align 4, !dbg !150
  %106 = icmp slt i32 %104, %105, !dbg !151
  br i1 %106, label %107, label %136, !dbg !152

107:                                              ; preds = %103
  %108 = load [36 x double]*, [36 x double]** %16, align 8, !dbg !153
  %109 = load i32, i32* %19, align 4, !dbg !154
  %110 = sext i32 %109 to i64, !dbg !153
  %111 = getelementptr inbounds [36 x double], [36 x double]* %108, i64 %110, !dbg !153
  %112 = load i32, i32* %21, align 4, !dbg !155
  %113 = sext i32 %112 to i64, !dbg !153
  %114 = getelementptr inbounds [36 x double], [36 x double]* %111, i64 0, i64 %113, !dbg !153
  %115 = load double, double* %114, align 8, !dbg !153
  %116 = load [36 x double]*, [36 x double]** %17, align 8, !dbg !156
  %117 = load i32, i32* %21, align 4, !dbg !157
  %118 = sext i32 %117 to i64, !dbg !156
  %119 = getelementptr inbounds [36 x double], [36 x double]* %116, i64 %118, !dbg !156
  %120 = load i32, i32* %20, align 4, !dbg !158
  %121 = sext i32 %120 to i64, !dbg !156
  %122 = getelementptr inbounds [36 x double], [36 x double]* %119, i64 0, i64 %121, !dbg !156
  %123 = load double, double* %122, align 8, !dbg !156
  %124 = load [36 x double]*, [36 x double]** %18, align 8, !dbg !159
  %125 = load i32, i32* %19, align 4, !dbg !160
  %126 = sext i32 %125 to i64, !dbg !159
  %127 = getelementptr inbounds [36 x double], [36 x double]* %124, i64 %126, !dbg !159
  %128 = load i32, i32* %20, align 4, !dbg !161
  %129 = sext i32 %128 to i64, !dbg !159
  %130 = getelementptr inbounds [36 x double], [36 x double]* %127, i64 0, i64 %129, !dbg !159
  %131 = load double, double* %130, align 8, !dbg !162
  %132 = call double @llvm.fmuladd.f64(double %115, double %123, double %131), !dbg !162
  store double %132, double* %130, align 8, !dbg !162
  br label %133, !dbg !159

133:                                              ; preds = %107
  %134 = load i32, i32* %21, align 4, !dbg !163
  %135 = add nsw i32 %134, 1, !dbg !163
  store i32 %135, i32* %21, align 4, !dbg !163
  br label %103, !dbg !164, !llvm.loop !165

136:                                              ; preds = %103
  br label %137, !dbg !167

137:                                              ; preds = %136
  %138 = load i32, i32* %20, align 4, !dbg !168
  %139 = add nsw i32 %138, 1, !dbg !168
  store i32 %139, i32* %20, align 4, !dbg !168
  br label %88, !dbg !169, !llvm.loop !170

140:                                              ; preds = %88
  br label %141, !dbg !171

141:                                              ; preds = %140
  %142 = load i32, i32* %19, align 4, !dbg !172
  %143 = add nsw i32 %142, 1, !dbg !172
  store i32 %143, i32* %19, align 4, !dbg !172
  br label %83, !dbg !173, !llvm.loop !174

144:                                              ; preds = %83
  ret void, !dbg !176
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !177 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !180, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.declare(metadata i32* %3, metadata !182, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.declare(metadata double* %4, metadata !184, metadata !DIExpression()), !dbg !185
  store double 0.000000e+00, double* %4, align 8, !dbg !185
  store i32 0, i32* %2, align 4, !dbg !186
  br label %5, !dbg !188

5:                                                ; preds = %41, %0
  %6 = load i32, i32* %2, align 4, !dbg !189
  %7 = icmp slt i32 %6, 36, !dbg !191
  br i1 %7, label %8, label %44, !dbg !192

8:                                                ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !193
  br label %9, !dbg !195

9:                                                ; preds = %37, %8
  %10 = load i32, i32* %3, align 4, !dbg !196
  %11 = icmp slt i32 %10, 40, !dbg !198
  br i1 %11, label %12, label %40, !dbg !199

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !200
  %14 = load i32, i32* %3, align 4, !dbg !202
  %15 = add nsw i32 %13, %14, !dbg !203
  %16 = srem i32 %15, 7, !dbg !204
  %17 = sitofp i32 %16 to double, !dbg !205
  %18 = fdiv double %17, 7.000000e+00, !dbg !206
  %19 = load i32, i32* %2, align 4, !dbg !207
  %20 = sext i32 %19 to i64, !dbg !208
  %21 = getelementptr inbounds [36 x [40 x double]], [36 x [40 x double]]* @A, i64 0, i64 %20, !dbg !208
  %22 = load i32, i32* %3, align 4, !dbg !209
  %23 = sext i32 %22 to i64, !dbg !208
  %24 = getelementptr inbounds [40 x double], [40 x double]* %21, i64 0, i64 %23, !dbg !208
  store double %18, double* %24, align 8, !dbg !210
  %25 = load i32, i32* %2, align 4, !dbg !211
  %26 = load i32, i32* %3, align 4, !dbg !212
  %27 = mul nsw i32 %25, %26, !dbg !213
  %28 = srem i32 %27, 5, !dbg !214
  %29 = sitofp i32 %28 to double, !dbg !215
  %30 = fdiv double %29, 5.000000e+00, !dbg !216
  %31 = load i32, i32* %3, align 4, !dbg !217
  %32 = sext i32 %31 to i64, !dbg !218
  %33 = getelementptr inbounds [40 x [36 x double]], [40 x [36 x double]]* @B, i64 0, i64 %32, !dbg !218
  %34 = load i32, i32* %2, align 4, !dbg !219
  %35 = sext i32 %34 to i64, !dbg !218
  %36 = getelementptr inbounds [36 x double], [36 x double]* %33, i64 0, i64 %35, !dbg !218
  store double %30, double* %36, align 8, !dbg !220
  br label %37, !dbg !221

37:                                               ; preds = %12
  %38 = load i32, i32* %3, align 4, !dbg !222
  %39 = add nsw i32 %38, 1, !dbg !222
  store i32 %39, i32* %3, align 4, !dbg !222
  br label %9, !dbg !223, !llvm.loop !224

40:                                               ; preds = %9
  br label %41, !dbg !225

41:                                               ; preds = %40
  %42 = load i32, i32* %2, align 4, !dbg !226
  %43 = add nsw i32 %42, 1, !dbg !226
  store i32 %43, i32* %2, align 4, !dbg !226
  br label %5, !dbg !227, !llvm.loop !228

44:                                               ; preds = %5
  store i32 0, i32* %2, align 4, !dbg !230
  br label %45, !dbg !232

45:                                               ; preds = %83, %44
  %46 = load i32, i32* %2, align 4, !dbg !233
  %47 = icmp slt i32 %46, 36, !dbg !235
  br i1 %47, label %48, label %86, !dbg !236

48:                                               ; preds = %45
  store i32 0, i32* %3, align 4, !dbg !237
  br label %49, !dbg !239

49:                                               ; preds = %79, %48
  %50 = load i32, i32* %3, align 4, !dbg !240
  %51 = icmp slt i32 %50, 36, !dbg !242
  br i1 %51, label %52, label %82, !dbg !243

52:                                               ; preds = %49
  %53 = load i32, i32* %2, align 4, !dbg !244
  %54 = mul nsw i32 2, %53, !dbg !246
  %55 = load i32, i32* %3, align 4, !dbg !247
  %56 = add nsw i32 %54, %55, !dbg !248
  %57 = srem i32 %56, 9, !dbg !249
  %58 = sitofp i32 %57 to double, !dbg !250
  %59 = fdiv double %58, 9.000000e+00, !dbg !251
  %60 = load i32, i32* %2, align 4, !dbg !252
  %61 = sext i32 %60 to i64, !dbg !253
  %62 = getelementptr inbounds [36 x [36 x double]], [36 x [36 x double]]* @C, i64 0, i64 %61, !dbg !253
  %63 = load i32, i32* %3, align 4, !dbg !254
  %64 = sext i32 %63 to i64, !dbg !253
  %65 = getelementptr inbounds [36 x double], [36 x double]* %62, i64 0, i64 %64, !dbg !253
  store double %59, double* %65, align 8, !dbg !255
  %66 = load i32, i32* %2, align 4, !dbg !256
  %67 = load i32, i32* %3, align 4, !dbg !257
  %68 = mul nsw i32 3, %67, !dbg !258
  %69 = add nsw i32 %66, %68, !dbg !259
  %70 = srem i32 %69, 11, !dbg !260
  %71 = sitofp i32 %70 to double, !dbg !261
  %72 = fdiv double %71, 1.100000e+01, !dbg !262
  %73 = load i32, i32* %2, align 4, !dbg !263
  %74 = sext i32 %73 to i64, !dbg !264
  %75 = getelementptr inbounds [36 x [36 x double]], [36 x [36 x double]]* @D, i64 0, i64 %74, !dbg !264
  %76 = load i32, i32* %3, align 4, !dbg !265
  %77 = sext i32 %76 to i64, !dbg !264
  %78 = getelementptr inbounds [36 x double], [36 x double]* %75, i64 0, i64 %77, !dbg !264
  store double %72, double* %78, align 8, !dbg !266
  br label %79, !dbg !267

79:                                               ; preds = %52
  %80 = load i32, i32* %3, align 4, !dbg !268
  %81 = add nsw i32 %80, 1, !dbg !268
  store i32 %81, i32* %3, align 4, !dbg !268
  br label %49, !dbg !269, !llvm.loop !270

82:                                               ; preds = %49
  br label %83, !dbg !271

83:                                               ; preds = %82
  %84 = load i32, i32* %2, align 4, !dbg !272
  %85 = add nsw i32 %84, 1, !dbg !272
  store i32 %85, i32* %2, align 4, !dbg !272
  br label %45, !dbg !273, !llvm.loop !274

86:                                               ; preds = %45
  call void @kernel_twomm(i32 noundef 36, i32 noundef 40, double noundef 5.000000e-01, double noundef 2.000000e+00, [40 x double]* noundef getelementptr inbounds ([36 x [40 x double]], [36 x [40 x double]]* @A, i64 0, i64 0), [36 x double]* noundef getelementptr inbounds ([40 x [36 x double]], [40 x [36 x double]]* @B, i64 0, i64 0), [36 x double]* noundef getelementptr inbounds ([36 x [36 x double]], [36 x [36 x double]]* @T, i64 0, i64 0), [36 x double]* noundef getelementptr inbounds ([36 x [36 x double]], [36 x [36 x double]]* @C, i64 0, i64 0), [36 x double]* noundef getelementptr inbounds ([36 x [36 x double]], [36 x [36 x double]]* @D, i64 0, i64 0)), !dbg !276
  store i32 0, i32* %2, align 4, !dbg !277
  br label %87, !dbg !279

87:                                               ; preds = %108, %86
  %88 = load i32, i32* %2, align 4, !dbg !280
  %89 = icmp slt i32 %88, 36, !dbg !282
  br i1 %89, label %90, label %111, !dbg !283

90:                                               ; preds = %87
  store i32 0, i32* %3, align 4, !dbg !284
  br label %91, !dbg !286

91:                                               ; preds = %104, %90
  %92 = load i32, i32* %3, align 4, !dbg !287
  %93 = icmp slt i32 %92, 36, !dbg !289
  br i1 %93, label %94, label %107, !dbg !290

94:                                               ; preds = %91
  %95 = load i32, i32* %2, align 4, !dbg !291
  %96 = sext i32 %95 to i64, !dbg !292
  %97 = getelementptr inbounds [36 x [36 x double]], [36 x [36 x double]]* @D, i64 0, i64 %96, !dbg !292
  %98 = load i32, i32* %3, align 4, !dbg !293
  %99 = sext i32 %98 to i64, !dbg !292
  %100 = getelementptr inbounds [36 x double], [36 x double]* %97, i64 0, i64 %99, !dbg !292
  %101 = load double, double* %100, align 8, !dbg !292
  %102 = load double, double* %4, align 8, !dbg !294
  %103 = fadd double %102, %101, !dbg !294
  store double %103, double* %4, align 8, !dbg !294
  br label %104, !dbg !295

104:                                              ; preds = %94
  %105 = load i32, i32* %3, align 4, !dbg !296
  %106 = add nsw i32 %105, 1, !dbg !296
  store i32 %106, i32* %3, align 4, !dbg !296
  br label %91, !dbg !297, !llvm.loop !298

107:                                              ; preds = %91
  br label %108, !dbg !299

108:                                              ; preds = %107
  %109 = load i32, i32* %2, align 4, !dbg !300
  %110 = add nsw i32 %109, 1, !dbg !300
  store i32 %110, i32* %2, align 4, !dbg !300
  br label %87, !dbg !301, !llvm.loop !302

111:                                              ; preds = %87
  %112 = load double, double* %4, align 8, !dbg !304
  store double %112, double* @checksum, align 8, !dbg !305
  ret i32 0, !dbg !306
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 12, type: !23, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "twomm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !13, !17, !19, !21}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 92160, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 40)
!12 = !DISubrange(count: 36)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "T", scope: !2, file: !3, line: 14, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 82944, elements: !16)
!16 = !{!12, !12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 15, type: !15, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "D", scope: !2, file: !3, line: 16, type: !15, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 92160, elements: !24)
!24 = !{!12, !11}
!25 = !{i32 7, !"Dwarf Version", i32 4}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 14.0.6"}
!33 = distinct !DISubprogram(name: "kernel_twomm", scope: !3, file: !3, line: 19, type: !34, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !43)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !36, !36, !5, !5, !37, !40, !40, !40, !40}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2560, elements: !39)
!39 = !{!11}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2304, elements: !42)
!42 = !{!12}
!43 = !{}
!44 = !DILocalVariable(name: "ni", arg: 1, scope: !33, file: !3, line: 19, type: !36)
!45 = !DILocation(line: 19, column: 49, scope: !33)
!46 = !DILocalVariable(name: "nk", arg: 2, scope: !33, file: !3, line: 19, type: !36)
!47 = !DILocation(line: 19, column: 57, scope: !33)
!48 = !DILocalVariable(name: "alpha", arg: 3, scope: !33, file: !3, line: 19, type: !5)
!49 = !DILocation(line: 19, column: 68, scope: !33)
!50 = !DILocalVariable(name: "beta", arg: 4, scope: !33, file: !3, line: 20, type: !5)
!51 = !DILocation(line: 20, column: 52, scope: !33)
!52 = !DILocalVariable(name: "a", arg: 5, scope: !33, file: !3, line: 20, type: !37)
!53 = !DILocation(line: 20, column: 67, scope: !33)
!54 = !DILocalVariable(name: "b", arg: 6, scope: !33, file: !3, line: 21, type: !40)
!55 = !DILocation(line: 21, column: 54, scope: !33)
!56 = !DILocalVariable(name: "t", arg: 7, scope: !33, file: !3, line: 21, type: !40)
!57 = !DILocation(line: 21, column: 70, scope: !33)
!58 = !DILocalVariable(name: "c", arg: 8, scope: !33, file: !3, line: 22, type: !40)
!59 = !DILocation(line: 22, column: 54, scope: !33)
!60 = !DILocalVariable(name: "d", arg: 9, scope: !33, file: !3, line: 22, type: !40)
!61 = !DILocation(line: 22, column: 70, scope: !33)
!62 = !DILocalVariable(name: "i", scope: !33, file: !3, line: 24, type: !36)
!63 = !DILocation(line: 24, column: 7, scope: !33)
!64 = !DILocalVariable(name: "j", scope: !33, file: !3, line: 24, type: !36)
!65 = !DILocation(line: 24, column: 10, scope: !33)
!66 = !DILocalVariable(name: "k", scope: !33, file: !3, line: 24, type: !36)
!67 = !DILocation(line: 24, column: 13, scope: !33)
!68 = !DILocation(line: 25, column: 10, scope: !69)
!69 = distinct !DILexicalBlock(scope: !33, file: !3, line: 25, column: 3)
!70 = !DILocation(line: 25, column: 8, scope: !69)
!71 = !DILocation(line: 25, column: 15, scope: !72)
!72 = distinct !DILexicalBlock(scope: !69, file: !3, line: 25, column: 3)
!73 = !DILocation(line: 25, column: 19, scope: !72)
!74 = !DILocation(line: 25, column: 17, scope: !72)
!75 = !DILocation(line: 25, column: 3, scope: !69)
!76 = !DILocation(line: 26, column: 12, scope: !77)
!77 = distinct !DILexicalBlock(scope: !72, file: !3, line: 26, column: 5)
!78 = !DILocation(line: 26, column: 10, scope: !77)
!79 = !DILocation(line: 26, column: 17, scope: !80)
!80 = distinct !DILexicalBlock(scope: !77, file: !3, line: 26, column: 5)
!81 = !DILocation(line: 26, column: 21, scope: !80)
!82 = !DILocation(line: 26, column: 19, scope: !80)
!83 = !DILocation(line: 26, column: 5, scope: !77)
!84 = !DILocation(line: 27, column: 7, scope: !85)
!85 = distinct !DILexicalBlock(scope: !80, file: !3, line: 26, column: 30)
!86 = !DILocation(line: 27, column: 9, scope: !85)
!87 = !DILocation(line: 27, column: 12, scope: !85)
!88 = !DILocation(line: 27, column: 15, scope: !85)
!89 = !DILocation(line: 28, column: 14, scope: !90)
!90 = distinct !DILexicalBlock(scope: !85, file: !3, line: 28, column: 7)
!91 = !DILocation(line: 28, column: 12, scope: !90)
!92 = !DILocation(line: 28, column: 19, scope: !93)
!93 = distinct !DILexicalBlock(scope: !90, file: !3, line: 28, column: 7)
!94 = !DILocation(line: 28, column: 23, scope: !93)
!95 = !DILocation(line: 28, column: 21, scope: !93)
!96 = !DILocation(line: 28, column: 7, scope: !90)
!97 = !DILocation(line: 29, column: 20, scope: !93)
!98 = !DILocation(line: 29, column: 28, scope: !93)
!99 = !DILocation(line: 29, column: 30, scope: !93)
!100 = !DILocation(line: 29, column: 33, scope: !93)
!101 = !DILocation(line: 29, column: 26, scope: !93)
!102 = !DILocation(line: 29, column: 38, scope: !93)
!103 = !DILocation(line: 29, column: 40, scope: !93)
!104 = !DILocation(line: 29, column: 43, scope: !93)
!105 = !DILocation(line: 29, column: 9, scope: !93)
!106 = !DILocation(line: 29, column: 11, scope: !93)
!107 = !DILocation(line: 29, column: 14, scope: !93)
!108 = !DILocation(line: 29, column: 17, scope: !93)
!109 = !DILocation(line: 28, column: 28, scope: !93)
!110 = !DILocation(line: 28, column: 7, scope: !93)
!111 = distinct !{!111, !96, !112, !113}
!112 = !DILocation(line: 29, column: 44, scope: !90)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocation(line: 30, column: 5, scope: !85)
!115 = !DILocation(line: 26, column: 26, scope: !80)
!116 = !DILocation(line: 26, column: 5, scope: !80)
!117 = distinct !{!117, !83, !118, !113}
!118 = !DILocation(line: 30, column: 5, scope: !77)
!119 = !DILocation(line: 25, column: 24, scope: !72)
!120 = !DILocation(line: 25, column: 3, scope: !72)
!121 = distinct !{!121, !75, !122, !113}
!122 = !DILocation(line: 30, column: 5, scope: !69)
!123 = !DILocation(line: 31, column: 10, scope: !124)
!124 = distinct !DILexicalBlock(scope: !33, file: !3, line: 31, column: 3)
!125 = !DILocation(line: 31, column: 8, scope: !124)
!126 = !DILocation(line: 31, column: 15, scope: !127)
!127 = distinct !DILexicalBlock(scope: !124, file: !3, line: 31, column: 3)
!128 = !DILocation(line: 31, column: 19, scope: !127)
!129 = !DILocation(line: 31, column: 17, scope: !127)
!130 = !DILocation(line: 31, column: 3, scope: !124)
!131 = !DILocation(line: 32, column: 12, scope: !132)
!132 = distinct !DILexicalBlock(scope: !127, file: !3, line: 32, column: 5)
!133 = !DILocation(line: 32, column: 10, scope: !132)
!134 = !DILocation(line: 32, column: 17, scope: !135)
!135 = distinct !DILexicalBlock(scope: !132, file: !3, line: 32, column: 5)
!136 = !DILocation(line: 32, column: 21, scope: !135)
!137 = !DILocation(line: 32, column: 19, scope: !135)
!138 = !DILocation(line: 32, column: 5, scope: !132)
!139 = !DILocation(line: 33, column: 18, scope: !140)
!140 = distinct !DILexicalBlock(scope: !135, file: !3, line: 32, column: 30)
!141 = !DILocation(line: 33, column: 7, scope: !140)
!142 = !DILocation(line: 33, column: 9, scope: !140)
!143 = !DILocation(line: 33, column: 12, scope: !140)
!144 = !DILocation(line: 33, column: 15, scope: !140)
!145 = !DILocation(line: 34, column: 14, scope: !146)
!146 = distinct !DILexicalBlock(scope: !140, file: !3, line: 34, column: 7)
!147 = !DILocation(line: 34, column: 12, scope: !146)
!148 = !DILocation(line: 34, column: 19, scope: !149)
!149 = distinct !DILexicalBlock(scope: !146, file: !3, line: 34, column: 7)
!150 = !DILocation(line: 34, column: 23, scope: !149)
!151 = !DILocation(line: 34, column: 21, scope: !149)
!152 = !DILocation(line: 34, column: 7, scope: !146)
!153 = !DILocation(line: 35, column: 20, scope: !149)
!154 = !DILocation(line: 35, column: 22, scope: !149)
!155 = !DILocation(line: 35, column: 25, scope: !149)
!156 = !DILocation(line: 35, column: 30, scope: !149)
!157 = !DILocation(line: 35, column: 32, scope: !149)
!158 = !DILocation(line: 35, column: 35, scope: !149)
!159 = !DILocation(line: 35, column: 9, scope: !149)
!160 = !DILocation(line: 35, column: 11, scope: !149)
!161 = !DILocation(line: 35, column: 14, scope: !149)
!162 = !DILocation(line: 35, column: 17, scope: !149)
!163 = !DILocation(line: 34, column: 28, scope: !149)
!164 = !DILocation(line: 34, column: 7, scope: !149)
!165 = distinct !{!165, !152, !166, !113}
!166 = !DILocation(line: 35, column: 36, scope: !146)
!167 = !DILocation(line: 36, column: 5, scope: !140)
!168 = !DILocation(line: 32, column: 26, scope: !135)
!169 = !DILocation(line: 32, column: 5, scope: !135)
!170 = distinct !{!170, !138, !171, !113}
!171 = !DILocation(line: 36, column: 5, scope: !132)
!172 = !DILocation(line: 31, column: 24, scope: !127)
!173 = !DILocation(line: 31, column: 3, scope: !127)
!174 = distinct !{!174, !130, !175, !113}
!175 = !DILocation(line: 36, column: 5, scope: !124)
!176 = !DILocation(line: 37, column: 1, scope: !33)
!177 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 39, type: !178, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !43)
!178 = !DISubroutineType(types: !179)
!179 = !{!36}
!180 = !DILocalVariable(name: "i", scope: !177, file: !3, line: 41, type: !36)
!181 = !DILocation(line: 41, column: 7, scope: !177)
!182 = !DILocalVariable(name: "j", scope: !177, file: !3, line: 41, type: !36)
!183 = !DILocation(line: 41, column: 10, scope: !177)
!184 = !DILocalVariable(name: "s", scope: !177, file: !3, line: 42, type: !5)
!185 = !DILocation(line: 42, column: 10, scope: !177)
!186 = !DILocation(line: 43, column: 10, scope: !187)
!187 = distinct !DILexicalBlock(scope: !177, file: !3, line: 43, column: 3)
!188 = !DILocation(line: 43, column: 8, scope: !187)
!189 = !DILocation(line: 43, column: 15, scope: !190)
!190 = distinct !DILexicalBlock(scope: !187, file: !3, line: 43, column: 3)
!191 = !DILocation(line: 43, column: 17, scope: !190)
!192 = !DILocation(line: 43, column: 3, scope: !187)
!193 = !DILocation(line: 44, column: 12, scope: !194)
!194 = distinct !DILexicalBlock(scope: !190, file: !3, line: 44, column: 5)
!195 = !DILocation(line: 44, column: 10, scope: !194)
!196 = !DILocation(line: 44, column: 17, scope: !197)
!197 = distinct !DILexicalBlock(scope: !194, file: !3, line: 44, column: 5)
!198 = !DILocation(line: 44, column: 19, scope: !197)
!199 = !DILocation(line: 44, column: 5, scope: !194)
!200 = !DILocation(line: 45, column: 27, scope: !201)
!201 = distinct !DILexicalBlock(scope: !197, file: !3, line: 44, column: 29)
!202 = !DILocation(line: 45, column: 31, scope: !201)
!203 = !DILocation(line: 45, column: 29, scope: !201)
!204 = !DILocation(line: 45, column: 34, scope: !201)
!205 = !DILocation(line: 45, column: 17, scope: !201)
!206 = !DILocation(line: 45, column: 39, scope: !201)
!207 = !DILocation(line: 45, column: 9, scope: !201)
!208 = !DILocation(line: 45, column: 7, scope: !201)
!209 = !DILocation(line: 45, column: 12, scope: !201)
!210 = !DILocation(line: 45, column: 15, scope: !201)
!211 = !DILocation(line: 46, column: 27, scope: !201)
!212 = !DILocation(line: 46, column: 31, scope: !201)
!213 = !DILocation(line: 46, column: 29, scope: !201)
!214 = !DILocation(line: 46, column: 34, scope: !201)
!215 = !DILocation(line: 46, column: 17, scope: !201)
!216 = !DILocation(line: 46, column: 39, scope: !201)
!217 = !DILocation(line: 46, column: 9, scope: !201)
!218 = !DILocation(line: 46, column: 7, scope: !201)
!219 = !DILocation(line: 46, column: 12, scope: !201)
!220 = !DILocation(line: 46, column: 15, scope: !201)
!221 = !DILocation(line: 47, column: 5, scope: !201)
!222 = !DILocation(line: 44, column: 25, scope: !197)
!223 = !DILocation(line: 44, column: 5, scope: !197)
!224 = distinct !{!224, !199, !225, !113}
!225 = !DILocation(line: 47, column: 5, scope: !194)
!226 = !DILocation(line: 43, column: 23, scope: !190)
!227 = !DILocation(line: 43, column: 3, scope: !190)
!228 = distinct !{!228, !192, !229, !113}
!229 = !DILocation(line: 47, column: 5, scope: !187)
!230 = !DILocation(line: 48, column: 10, scope: !231)
!231 = distinct !DILexicalBlock(scope: !177, file: !3, line: 48, column: 3)
!232 = !DILocation(line: 48, column: 8, scope: !231)
!233 = !DILocation(line: 48, column: 15, scope: !234)
!234 = distinct !DILexicalBlock(scope: !231, file: !3, line: 48, column: 3)
!235 = !DILocation(line: 48, column: 17, scope: !234)
!236 = !DILocation(line: 48, column: 3, scope: !231)
!237 = !DILocation(line: 49, column: 12, scope: !238)
!238 = distinct !DILexicalBlock(scope: !234, file: !3, line: 49, column: 5)
!239 = !DILocation(line: 49, column: 10, scope: !238)
!240 = !DILocation(line: 49, column: 17, scope: !241)
!241 = distinct !DILexicalBlock(scope: !238, file: !3, line: 49, column: 5)
!242 = !DILocation(line: 49, column: 19, scope: !241)
!243 = !DILocation(line: 49, column: 5, scope: !238)
!244 = !DILocation(line: 50, column: 31, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !3, line: 49, column: 29)
!246 = !DILocation(line: 50, column: 29, scope: !245)
!247 = !DILocation(line: 50, column: 35, scope: !245)
!248 = !DILocation(line: 50, column: 33, scope: !245)
!249 = !DILocation(line: 50, column: 38, scope: !245)
!250 = !DILocation(line: 50, column: 17, scope: !245)
!251 = !DILocation(line: 50, column: 43, scope: !245)
!252 = !DILocation(line: 50, column: 9, scope: !245)
!253 = !DILocation(line: 50, column: 7, scope: !245)
!254 = !DILocation(line: 50, column: 12, scope: !245)
!255 = !DILocation(line: 50, column: 15, scope: !245)
!256 = !DILocation(line: 51, column: 27, scope: !245)
!257 = !DILocation(line: 51, column: 35, scope: !245)
!258 = !DILocation(line: 51, column: 33, scope: !245)
!259 = !DILocation(line: 51, column: 29, scope: !245)
!260 = !DILocation(line: 51, column: 38, scope: !245)
!261 = !DILocation(line: 51, column: 17, scope: !245)
!262 = !DILocation(line: 51, column: 44, scope: !245)
!263 = !DILocation(line: 51, column: 9, scope: !245)
!264 = !DILocation(line: 51, column: 7, scope: !245)
!265 = !DILocation(line: 51, column: 12, scope: !245)
!266 = !DILocation(line: 51, column: 15, scope: !245)
!267 = !DILocation(line: 52, column: 5, scope: !245)
!268 = !DILocation(line: 49, column: 25, scope: !241)
!269 = !DILocation(line: 49, column: 5, scope: !241)
!270 = distinct !{!270, !243, !271, !113}
!271 = !DILocation(line: 52, column: 5, scope: !238)
!272 = !DILocation(line: 48, column: 23, scope: !234)
!273 = !DILocation(line: 48, column: 3, scope: !234)
!274 = distinct !{!274, !236, !275, !113}
!275 = !DILocation(line: 52, column: 5, scope: !231)
!276 = !DILocation(line: 53, column: 3, scope: !177)
!277 = !DILocation(line: 54, column: 10, scope: !278)
!278 = distinct !DILexicalBlock(scope: !177, file: !3, line: 54, column: 3)
!279 = !DILocation(line: 54, column: 8, scope: !278)
!280 = !DILocation(line: 54, column: 15, scope: !281)
!281 = distinct !DILexicalBlock(scope: !278, file: !3, line: 54, column: 3)
!282 = !DILocation(line: 54, column: 17, scope: !281)
!283 = !DILocation(line: 54, column: 3, scope: !278)
!284 = !DILocation(line: 55, column: 12, scope: !285)
!285 = distinct !DILexicalBlock(scope: !281, file: !3, line: 55, column: 5)
!286 = !DILocation(line: 55, column: 10, scope: !285)
!287 = !DILocation(line: 55, column: 17, scope: !288)
!288 = distinct !DILexicalBlock(scope: !285, file: !3, line: 55, column: 5)
!289 = !DILocation(line: 55, column: 19, scope: !288)
!290 = !DILocation(line: 55, column: 5, scope: !285)
!291 = !DILocation(line: 56, column: 14, scope: !288)
!292 = !DILocation(line: 56, column: 12, scope: !288)
!293 = !DILocation(line: 56, column: 17, scope: !288)
!294 = !DILocation(line: 56, column: 9, scope: !288)
!295 = !DILocation(line: 56, column: 7, scope: !288)
!296 = !DILocation(line: 55, column: 25, scope: !288)
!297 = !DILocation(line: 55, column: 5, scope: !288)
!298 = distinct !{!298, !290, !299, !113}
!299 = !DILocation(line: 56, column: 18, scope: !285)
!300 = !DILocation(line: 54, column: 23, scope: !281)
!301 = !DILocation(line: 54, column: 3, scope: !281)
!302 = distinct !{!302, !283, !303, !113}
!303 = !DILocation(line: 56, column: 18, scope: !278)
!304 = !DILocation(line: 57, column: 14, scope: !177)
!305 = !DILocation(line: 57, column: 12, scope: !177)
!306 = !DILocation(line: 58, column: 3, scope: !177)
