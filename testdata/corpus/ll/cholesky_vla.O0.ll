; ModuleID = 'cholesky_vla.c'
source_filename = "cholesky_vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.8f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_cholesky(i32 noundef %0, double* noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !20, metadata !DIExpression()), !dbg !21
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !22, metadata !DIExpression()), !dbg !23
  %12 = load i32, i32* %3, align 4, !dbg !24
  %13 = zext i32 %12 to i64
  %14 = load i32, i32* %3, align 4, !dbg !25
  %15 = zext i32 %14 to i64
  call void @llvm.dbg.declare(metadata double* %5, metadata !26, metadata !DIExpression()), !dbg !28
  store double 0x3D719799812DEA11, double* %5, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %6, metadata !29, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %6, align 4, !dbg !31
  br label %16, !dbg !32

16:                                               ; preds = %143, %2
  %17 = load i32, i32* %6, align 4, !dbg !33
  %18 = load i32, i32* %3, align 4, !dbg !35
  %19 = icmp slt i32 %17, %18, !dbg !36
  br i1 %19, label %20, label %146, !dbg !37

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %7, metadata !38, metadata !DIExpression()), !dbg !41
  store i32 0, i32* %7, align 4, !dbg !41
  br label %21, !dbg !42

21:                                               ; preds = %84, %20
  %22 = load i32, i32* %7, align 4, !dbg !43
  %23 = load i32, i32* %6, align 4, !dbg !45
  %24 = icmp slt i32 %22, %23, !dbg !46
  br i1 %24, label %25, label %87, !dbg !47

25:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata double* %8, metadata !48, metadata !DIExpression()), !dbg !50
  %26 = load double*, double** %4, align 8, !dbg !51
  %27 = load i32, i32* %6, align 4, !dbg !52
  %28 = sext i32 %27 to i64, !dbg !51
  %29 = mul nsw i64 %28, %15, !dbg !51
  %30 = getelementptr inbounds double, double* %26, i64 %29, !dbg !51
  %31 = load i32, i32* %7, align 4, !dbg !53
  %32 = sext i32 %31 to i64, !dbg !51
  %33 = getelementptr inbounds double, double* %30, i64 %32, !dbg !51
  %34 = load double, double* %33, align 8, !dbg !51
  store double %34, double* %8, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %9, metadata !54, metadata !DIExpression()), !dbg !56
  store i32 0, i32* %9, align 4, !dbg !56
  br label %35, !dbg !57

35:                                               ; preds = %61, %25
  %36 = load i32, i32* %9, align 4, !dbg !58
  %37 = load i32, i32* %7, align 4, !dbg !60
  %38 = icmp slt i32 %36, %37, !dbg !61
  br i1 %38, label %39, label %64, !dbg !62

39:                                               ; preds = %35
  %40 = load double*, double** %4, align 8, !dbg !63
  %41 = load i32, i32* %6, align 4, !dbg !64
  %42 = sext i32 %41 to i64, !dbg !63
  %43 = mul nsw i64 %42, %15, !dbg !63
  %44 = getelementptr inbounds double, double* %40, i64 %43, !dbg !63
  %45 = load i32, i32* %9, align 4, !dbg !65
  %46 = sext i32 %45 to i64, !dbg !63
  %47 = getelementptr inbounds double, double* %44, i64 %46, !dbg !63
  %48 = load double, double* %47, align 8, !dbg !63
  %49 = load double*, double** %4, align 8, !dbg !66
  %50 = load i32, i32* %7, align 4, !dbg !67
  %51 = sext i32 %50 to i64, !dbg !66
  %52 = mul nsw i64 %51, %15, !dbg !66
  %53 = getelementptr inbounds double, double* %49, i64 %52, !dbg !66
  %54 = load i32, i32* %9, align 4, !dbg !68
  %55 = sext i32 %54 to i64, !dbg !66
  %56 = getelementptr inbounds double, double* %53, i64 %55, !dbg !66
  %57 = load double, double* %56, align 8, !dbg !66
  %58 = load double, double* %8, align 8, !dbg !69
  %59 = fneg double %48, !dbg !69
  %60 = call double @llvm.fmuladd.f64(double %59, double %57, double %58), !dbg !69
  store double %60, double* %8, align 8, !dbg !69
  br label %61, !dbg !70

61:                                               ; preds = %39
  %62 = load i32, i32* %9, align 4, !dbg !71
  %63 = add nsw i32 %62, 1, !dbg !71
  store i32 %63, i32* %9, align 4, !dbg !71
  br label %35, !dbg !72, !llvm.loop !73

64:                                               ; preds = %35
  %65 = load double, double* %8, align 8, !dbg !76
  %66 = load double*, double** %4, align 8, !dbg !77
  %67 = load i32, i32* %7, align 4, !dbg !78
  %68 = sext i32 %67 to i64, !dbg !77
  %69 = mul nsw i64 %68, %15, !dbg !77
  %70 = getelementptr inbounds double, double* %66, i64 %69, !dbg !77
  %71 = load i32, i32* %7, align 4, !dbg !79
  %72 = sext i32 %71 to i64, !dbg !77
  %73 = getelementptr inbounds double, double* %70, i64 %72, !dbg !77
  %74 = load double, double* %73, align 8, !dbg !77
  %75 = fdiv double %65, %74, !dbg !80
  %76 = load double*, double** %4, align 8, !dbg !81
  %77 = load i32, i32* %6, align 4, !dbg !82
  %78 = sext i32 %77 to i64, !dbg !81
  %79 = mul nsw i64 %78, %15, !dbg !81
  %80 = getelementptr inbounds double, double* %76, i64 %79, !dbg !81
  %81 = load i32, i32* %7, align 4, !dbg !83
  %82 = sext i32 %81 to i64, !dbg !81
  %83 = getelementptr inbounds double, double* %80, i64 %82, !dbg !81
  store double %75, double* %83, align 8, !dbg !84
  br label %84, !dbg !85

84:                                               ; preds = %64
  %85 = load i32, i32* %7, align 4, !dbg !86
  %86 = add nsw i32 %85, 1, !dbg !86
  store i32 %86, i32* %7, align 4, !dbg !86
  br label %21, !dbg !87, !llvm.loop !88

87:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata double* %10, metadata !90, metadata !DIExpression()), !dbg !91
  %88 = load double*, double** %4, align 8, !dbg !92
  %89 = load i32, i32* %6, align 4, !dbg !93
  %90 = sext i32 %89 to i64, !dbg !92
  %91 = mul nsw i64 %90, %15, !dbg !92
  %92 = getelementptr inbounds double, double* %88, i64 %91, !dbg !92
  %93 = load i32, i32* %6, align 4, !dbg !94
  %94 = sext i32 %93 to i64, !dbg !92
  %95 = getelementptr inbounds double, double* %92, i64 %94, !dbg !92
  %96 = load double, double* %95, align 8, !dbg !92
  store double %96, double* %10, align 8, !dbg !91
  call void @llvm.dbg.declare(metadata i32* %11, metadata !95, metadata !DIExpression()), !dbg !97
  store i32 0, i32* %11, align 4, !dbg !97
  br label %97, !dbg !98

97:                                               ; preds = %123, %87
  %98 = load i32, i32* %11, align 4, !dbg !99
  %99 = load i32, i32* %6, align 4, !dbg !101
  %100 = icmp slt i32 %98, %99, !dbg !102
  br i1 %100, label %101, label %126, !dbg !103

101:                                              ; preds = %97
  %102 = load double*, double** %4, align 8, !dbg !104
  %103 = load i32, i32* %6, align 4, !dbg !105
  %104 = sext i32 %103 to i64, !dbg !104
  %105 = mul nsw i64 %104, %15, !dbg !104
  %106 = getelementptr inbounds double, double* %102, i64 %105, !dbg !104
  %107 = load i32, i32* %11, align 4, !dbg !106
  %108 = sext i32 %107 to i64, !dbg !104
  %109 = getelementptr inbounds double, double* %106, i64 %108, !dbg !104
  %110 = load double, double* %109, align 8, !dbg !104
  %111 = load double*, double** %4, align 8, !dbg !107
  %112 = load i32, i32* %6, align 4, !dbg !108
  %113 = sext i32 %112 to i64, !dbg !107
  %114 = mul nsw i64 %113, %15, !dbg !107
  %115 = getelementptr inbounds double, double* %111, i64 %114, !dbg !107
  %116 = load i32, i32* %11, align 4, !dbg !109
  %117 = sext i32 %116 to i64, !dbg !107
  %118 = getelementptr inbounds double, double* %115, i64 %117, !dbg !107
  %119 = load double, double* %118, align 8, !dbg !107
  %120 = load double, double* %10, align 8, !dbg !110
  %121 = fneg double %110, !dbg !110
  %122 = call double @llvm.fmuladd.f64(double %121, double %119, double %120), !dbg !110
  store double %122, double* %10, align 8, !dbg !110
  br label %123, !dbg !111

123:                                              ; preds = %101
  %124 = load i32, i32* %11, align 4, !dbg !112
  %125 = add nsw i32 %124, 1, !dbg !112
  store i32 %125, i32* %11, align 4, !dbg !112
  br label %97, !dbg !113, !llvm.loop !114

126:                                              ; preds = %97
  %127 = load double, double* %10, align 8, !dbg !116
  %128 = fcmp ole double %127, 0x3D719799812DEA11, !dbg !117
  br i1 %128, label %129, label %130, !dbg !116

129:                                              ; preds = %126
  br label %132, !dbg !116

130:                                              ; preds = %126
  %131 = load double, double* %10, align 8, !dbg !118
  br label %132, !dbg !116

132:                                              ; preds = %130, %129
  %133 = phi double [ 0x3D719799812DEA11, %129 ], [ %131, %130 ], !dbg !116
  %134 = call double @sqrt(double noundef %133) #5, !dbg !119
  %135 = load double*, double** %4, align 8, !dbg !120
  %136 = load i32, i32* %6, align 4, !dbg !121
  %137 = sext i32 %136 to i64, !dbg !120
  %138 = mul nsw i64 %137, %15, !dbg !120
  %139 = getelementptr inbounds double, double* %135, i64 %138, !dbg !120
  %140 = load i32, i32* %6, align 4, !dbg !122
  %141 = sext i32 %140 to i64, !dbg !120
  %142 = getelementptr inbounds double, double* %139, i64 %141, !dbg !120
  store double %134, double* %142, align 8, !dbg !123
  br label %143, !dbg !124

143:                                              ; preds = %132
  %144 = load i32, i32* %6, align 4, !dbg !125
  %145 = add nsw i32 %144, 1, !dbg !125
  store i32 %145, i32* %6, align 4, !dbg !125
  br label %16, !dbg !126, !llvm.loop !127

146:                                              ; preds = %16
  ret void, !dbg !129
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !130 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !136, metadata !DIExpression()), !dbg !137
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !138, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.declare(metadata i32* %6, metadata !140, metadata !DIExpression()), !dbg !141
  %14 = load i32, i32* %4, align 4, !dbg !142
  %15 = icmp sgt i32 %14, 1, !dbg !143
  br i1 %15, label %16, label %21, !dbg !142

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !144
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !144
  %19 = load i8*, i8** %18, align 8, !dbg !144
  %20 = call i32 @atoi(i8* noundef %19) #6, !dbg !145
  br label %22, !dbg !142

21:                                               ; preds = %2
  br label %22, !dbg !142

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 90, %21 ], !dbg !142
  store i32 %23, i32* %6, align 4, !dbg !141
  %24 = load i32, i32* %6, align 4, !dbg !146
  %25 = zext i32 %24 to i64, !dbg !147
  call void @llvm.dbg.declare(metadata double** %7, metadata !148, metadata !DIExpression()), !dbg !149
  %26 = load i32, i32* %6, align 4, !dbg !150
  %27 = zext i32 %26 to i64, !dbg !151
  %28 = load i32, i32* %6, align 4, !dbg !152
  %29 = zext i32 %28 to i64, !dbg !151
  %30 = mul nuw i64 %27, %29, !dbg !151
  %31 = mul nuw i64 8, %30, !dbg !151
  %32 = call noalias i8* @malloc(i64 noundef %31) #5, !dbg !153
  %33 = bitcast i8* %32 to double*, !dbg !153
  store double* %33, double** %7, align 8, !dbg !149
  call void @llvm.dbg.declare(metadata i32* %8, metadata !154, metadata !DIExpression()), !dbg !156
  store i32 0, i32* %8, align 4, !dbg !156
  br label %34, !dbg !157

34:                                               ; preds = %82, %22
  %35 = load i32, i32* %8, align 4, !dbg !158
  %36 = load i32, i32* %6, align 4, !dbg !160
  %37 = icmp slt i32 %35, %36, !dbg !161
  br i1 %37, label %38, label %85, !dbg !162

38:                                               ; preds = %34
  call void @llvm.dbg.declare(metadata i32* %9, metadata !163, metadata !DIExpression()), !dbg !165
  store i32 0, i32* %9, align 4, !dbg !165
  br label %39, !dbg !166

39:                                               ; preds = %78, %38
  %40 = load i32, i32* %9, align 4, !dbg !167
  %41 = load i32, i32* %8, align 4, !dbg !169
  %42 = icmp sle i32 %40, %41, !dbg !170
  br i1 %42, label %43, label %81, !dbg !171

43:                                               ; preds = %39
  call void @llvm.dbg.declare(metadata double* %10, metadata !172, metadata !DIExpression()), !dbg !174
  %44 = load i32, i32* %8, align 4, !dbg !175
  %45 = load i32, i32* %9, align 4, !dbg !176
  %46 = icmp eq i32 %44, %45, !dbg !177
  br i1 %46, label %47, label %51, !dbg !178

47:                                               ; preds = %43
  %48 = load i32, i32* %6, align 4, !dbg !179
  %49 = sitofp i32 %48 to double, !dbg !179
  %50 = fadd double %49, 1.000000e+00, !dbg !180
  br label %58, !dbg !178

51:                                               ; preds = %43
  %52 = load i32, i32* %8, align 4, !dbg !181
  %53 = add nsw i32 1, %52, !dbg !182
  %54 = load i32, i32* %9, align 4, !dbg !183
  %55 = add nsw i32 %53, %54, !dbg !184
  %56 = sitofp i32 %55 to double, !dbg !185
  %57 = fdiv double 1.000000e+00, %56, !dbg !186
  br label %58, !dbg !178

58:                                               ; preds = %51, %47
  %59 = phi double [ %50, %47 ], [ %57, %51 ], !dbg !178
  store double %59, double* %10, align 8, !dbg !174
  %60 = load double, double* %10, align 8, !dbg !187
  %61 = load double*, double** %7, align 8, !dbg !188
  %62 = load i32, i32* %8, align 4, !dbg !189
  %63 = sext i32 %62 to i64, !dbg !188
  %64 = mul nsw i64 %63, %25, !dbg !188
  %65 = getelementptr inbounds double, double* %61, i64 %64, !dbg !188
  %66 = load i32, i32* %9, align 4, !dbg !190
  %67 = sext i32 %66 to i64, !dbg !188
  %68 = getelementptr inbounds double, double* %65, i64 %67, !dbg !188
  store double %60, double* %68, align 8, !dbg !191
  %69 = load double, double* %10, align 8, !dbg !192
  %70 = load double*, double** %7, align 8, !dbg !193
  %71 = load i32, i32* %9, align 4, !dbg !194
  %72 = sext i32 %71 to i64, !dbg !193
  %73 = mul nsw i64 %72, %25, !dbg !193
  %74 = getelementptr inbounds double, double* %70, i64 %73, !dbg !193
  %75 = load i32, i32* %8, align 4, !dbg !195
  %76 = sext i32 %75 to i64, !dbg !193
  %77 = getelementptr inbounds double, double* %74, i64 %76, !dbg !193
  store double %69, double* %77, align 8, !dbg !196
  br label %78, !dbg !197

78:                                               ; preds = %58
  %79 = load i32, i32* %9, align 4, !dbg !198
  %80 = add nsw i32 %79, 1, !dbg !198
  store i32 %80, i32* %9, align 4, !dbg !198
  br label %39, !dbg !199, !llvm.loop !200

81:                                               ; preds = %39
  br label %82, !dbg !201

82:                                               ; preds = %81
  %83 = load i32, i32* %8, align 4, !dbg !202
  %84 = add nsw i32 %83, 1, !dbg !202
  store i32 %84, i32* %8, align 4, !dbg !202
  br label %34, !dbg !203, !llvm.loop !204

85:                                               ; preds = %34
  %86 = load i32, i32* %6, align 4, !dbg !206
  %87 = load double*, double** %7, align 8, !dbg !207
  call void @kernel_cholesky(i32 noundef %86, double* noundef %87), !dbg !208
  call void @llvm.dbg.declare(metadata double* %11, metadata !209, metadata !DIExpression()), !dbg !210
  store double 0.000000e+00, double* %11, align 8, !dbg !210
  call void @llvm.dbg.declare(metadata i32* %12, metadata !211, metadata !DIExpression()), !dbg !213
  store i32 0, i32* %12, align 4, !dbg !213
  br label %88, !dbg !214

88:                                               ; preds = %113, %85
  %89 = load i32, i32* %12, align 4, !dbg !215
  %90 = load i32, i32* %6, align 4, !dbg !217
  %91 = icmp slt i32 %89, %90, !dbg !218
  br i1 %91, label %92, label %116, !dbg !219

92:                                               ; preds = %88
  call void @llvm.dbg.declare(metadata i32* %13, metadata !220, metadata !DIExpression()), !dbg !222
  store i32 0, i32* %13, align 4, !dbg !222
  br label %93, !dbg !223

93:                                               ; preds = %109, %92
  %94 = load i32, i32* %13, align 4, !dbg !224
  %95 = load i32, i32* %12, align 4, !dbg !226
  %96 = icmp sle i32 %94, %95, !dbg !227
  br i1 %96, label %97, label %112, !dbg !228

97:                                               ; preds = %93
  %98 = load double*, double** %7, align 8, !dbg !229
  %99 = load i32, i32* %12, align 4, !dbg !230
  %100 = sext i32 %99 to i64, !dbg !229
  %101 = mul nsw i64 %100, %25, !dbg !229
  %102 = getelementptr inbounds double, double* %98, i64 %101, !dbg !229
  %103 = load i32, i32* %13, align 4, !dbg !231
  %104 = sext i32 %103 to i64, !dbg !229
  %105 = getelementptr inbounds double, double* %102, i64 %104, !dbg !229
  %106 = load double, double* %105, align 8, !dbg !229
  %107 = load double, double* %11, align 8, !dbg !232
  %108 = fadd double %107, %106, !dbg !232
  store double %108, double* %11, align 8, !dbg !232
  br label %109, !dbg !233

109:                                              ; preds = %97
  %110 = load i32, i32* %13, align 4, !dbg !234
  %111 = add nsw i32 %110, 1, !dbg !234
  store i32 %111, i32* %13, align 4, !dbg !234
  br label %93, !dbg !235, !llvm.loop !236

112:                                              ; preds = %93
  br label %113, !dbg !237

113:                                              ; preds = %112
  %114 = load i32, i32* %12, align 4, !dbg !238
  %115 = add nsw i32 %114, 1, !dbg !238
  store i32 %115, i32* %12, align 4, !dbg !238
  br label %88, !dbg !239, !llvm.loop !240

116:                                              ; preds = %88
  %117 = load double, double* %11, align 8, !dbg !242
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %117), !dbg !243
  %119 = load double*, double** %7, align 8, !dbg !244
  %120 = bitcast double* %119 to i8*, !dbg !244
  call void @free(i8* noundef %120) #5, !dbg !245
  ret i32 0, !dbg !246
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cholesky_vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "0643346baa1b2bd02b789f2e3ec0f305")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "kernel_cholesky", scope: !1, file: !1, line: 8, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, elements: !17)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{!18}
!18 = !DISubrange(count: -1)
!19 = !{}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 8, type: !13)
!21 = !DILocation(line: 8, column: 26, scope: !10)
!22 = !DILocalVariable(name: "A", arg: 2, scope: !10, file: !1, line: 8, type: !14)
!23 = !DILocation(line: 8, column: 36, scope: !10)
!24 = !DILocation(line: 8, column: 38, scope: !10)
!25 = !DILocation(line: 8, column: 41, scope: !10)
!26 = !DILocalVariable(name: "eps", scope: !10, file: !1, line: 10, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!28 = !DILocation(line: 10, column: 16, scope: !10)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 11, type: !13)
!30 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 3)
!31 = !DILocation(line: 11, column: 12, scope: !30)
!32 = !DILocation(line: 11, column: 8, scope: !30)
!33 = !DILocation(line: 11, column: 19, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 11, column: 3)
!35 = !DILocation(line: 11, column: 23, scope: !34)
!36 = !DILocation(line: 11, column: 21, scope: !34)
!37 = !DILocation(line: 11, column: 3, scope: !30)
!38 = !DILocalVariable(name: "j", scope: !39, file: !1, line: 12, type: !13)
!39 = distinct !DILexicalBlock(scope: !40, file: !1, line: 12, column: 5)
!40 = distinct !DILexicalBlock(scope: !34, file: !1, line: 11, column: 31)
!41 = !DILocation(line: 12, column: 14, scope: !39)
!42 = !DILocation(line: 12, column: 10, scope: !39)
!43 = !DILocation(line: 12, column: 21, scope: !44)
!44 = distinct !DILexicalBlock(scope: !39, file: !1, line: 12, column: 5)
!45 = !DILocation(line: 12, column: 25, scope: !44)
!46 = !DILocation(line: 12, column: 23, scope: !44)
!47 = !DILocation(line: 12, column: 5, scope: !39)
!48 = !DILocalVariable(name: "s", scope: !49, file: !1, line: 13, type: !16)
!49 = distinct !DILexicalBlock(scope: !44, file: !1, line: 12, column: 33)
!50 = !DILocation(line: 13, column: 14, scope: !49)
!51 = !DILocation(line: 13, column: 18, scope: !49)
!52 = !DILocation(line: 13, column: 20, scope: !49)
!53 = !DILocation(line: 13, column: 23, scope: !49)
!54 = !DILocalVariable(name: "k", scope: !55, file: !1, line: 14, type: !13)
!55 = distinct !DILexicalBlock(scope: !49, file: !1, line: 14, column: 7)
!56 = !DILocation(line: 14, column: 16, scope: !55)
!57 = !DILocation(line: 14, column: 12, scope: !55)
!58 = !DILocation(line: 14, column: 23, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !1, line: 14, column: 7)
!60 = !DILocation(line: 14, column: 27, scope: !59)
!61 = !DILocation(line: 14, column: 25, scope: !59)
!62 = !DILocation(line: 14, column: 7, scope: !55)
!63 = !DILocation(line: 15, column: 14, scope: !59)
!64 = !DILocation(line: 15, column: 16, scope: !59)
!65 = !DILocation(line: 15, column: 19, scope: !59)
!66 = !DILocation(line: 15, column: 24, scope: !59)
!67 = !DILocation(line: 15, column: 26, scope: !59)
!68 = !DILocation(line: 15, column: 29, scope: !59)
!69 = !DILocation(line: 15, column: 11, scope: !59)
!70 = !DILocation(line: 15, column: 9, scope: !59)
!71 = !DILocation(line: 14, column: 31, scope: !59)
!72 = !DILocation(line: 14, column: 7, scope: !59)
!73 = distinct !{!73, !62, !74, !75}
!74 = !DILocation(line: 15, column: 30, scope: !55)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 16, column: 17, scope: !49)
!77 = !DILocation(line: 16, column: 21, scope: !49)
!78 = !DILocation(line: 16, column: 23, scope: !49)
!79 = !DILocation(line: 16, column: 26, scope: !49)
!80 = !DILocation(line: 16, column: 19, scope: !49)
!81 = !DILocation(line: 16, column: 7, scope: !49)
!82 = !DILocation(line: 16, column: 9, scope: !49)
!83 = !DILocation(line: 16, column: 12, scope: !49)
!84 = !DILocation(line: 16, column: 15, scope: !49)
!85 = !DILocation(line: 17, column: 5, scope: !49)
!86 = !DILocation(line: 12, column: 29, scope: !44)
!87 = !DILocation(line: 12, column: 5, scope: !44)
!88 = distinct !{!88, !47, !89, !75}
!89 = !DILocation(line: 17, column: 5, scope: !39)
!90 = !DILocalVariable(name: "d", scope: !40, file: !1, line: 18, type: !16)
!91 = !DILocation(line: 18, column: 12, scope: !40)
!92 = !DILocation(line: 18, column: 16, scope: !40)
!93 = !DILocation(line: 18, column: 18, scope: !40)
!94 = !DILocation(line: 18, column: 21, scope: !40)
!95 = !DILocalVariable(name: "k", scope: !96, file: !1, line: 19, type: !13)
!96 = distinct !DILexicalBlock(scope: !40, file: !1, line: 19, column: 5)
!97 = !DILocation(line: 19, column: 14, scope: !96)
!98 = !DILocation(line: 19, column: 10, scope: !96)
!99 = !DILocation(line: 19, column: 21, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !1, line: 19, column: 5)
!101 = !DILocation(line: 19, column: 25, scope: !100)
!102 = !DILocation(line: 19, column: 23, scope: !100)
!103 = !DILocation(line: 19, column: 5, scope: !96)
!104 = !DILocation(line: 20, column: 12, scope: !100)
!105 = !DILocation(line: 20, column: 14, scope: !100)
!106 = !DILocation(line: 20, column: 17, scope: !100)
!107 = !DILocation(line: 20, column: 22, scope: !100)
!108 = !DILocation(line: 20, column: 24, scope: !100)
!109 = !DILocation(line: 20, column: 27, scope: !100)
!110 = !DILocation(line: 20, column: 9, scope: !100)
!111 = !DILocation(line: 20, column: 7, scope: !100)
!112 = !DILocation(line: 19, column: 29, scope: !100)
!113 = !DILocation(line: 19, column: 5, scope: !100)
!114 = distinct !{!114, !103, !115, !75}
!115 = !DILocation(line: 20, column: 28, scope: !96)
!116 = !DILocation(line: 21, column: 20, scope: !40)
!117 = !DILocation(line: 21, column: 22, scope: !40)
!118 = !DILocation(line: 21, column: 37, scope: !40)
!119 = !DILocation(line: 21, column: 15, scope: !40)
!120 = !DILocation(line: 21, column: 5, scope: !40)
!121 = !DILocation(line: 21, column: 7, scope: !40)
!122 = !DILocation(line: 21, column: 10, scope: !40)
!123 = !DILocation(line: 21, column: 13, scope: !40)
!124 = !DILocation(line: 22, column: 3, scope: !40)
!125 = !DILocation(line: 11, column: 27, scope: !34)
!126 = !DILocation(line: 11, column: 3, scope: !34)
!127 = distinct !{!127, !37, !128, !75}
!128 = !DILocation(line: 22, column: 3, scope: !30)
!129 = !DILocation(line: 23, column: 1, scope: !10)
!130 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 25, type: !131, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!131 = !DISubroutineType(types: !132)
!132 = !{!13, !13, !133}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!136 = !DILocalVariable(name: "argc", arg: 1, scope: !130, file: !1, line: 25, type: !13)
!137 = !DILocation(line: 25, column: 14, scope: !130)
!138 = !DILocalVariable(name: "argv", arg: 2, scope: !130, file: !1, line: 25, type: !133)
!139 = !DILocation(line: 25, column: 27, scope: !130)
!140 = !DILocalVariable(name: "n", scope: !130, file: !1, line: 27, type: !13)
!141 = !DILocation(line: 27, column: 7, scope: !130)
!142 = !DILocation(line: 27, column: 11, scope: !130)
!143 = !DILocation(line: 27, column: 16, scope: !130)
!144 = !DILocation(line: 27, column: 27, scope: !130)
!145 = !DILocation(line: 27, column: 22, scope: !130)
!146 = !DILocation(line: 28, column: 15, scope: !130)
!147 = !DILocation(line: 28, column: 3, scope: !130)
!148 = !DILocalVariable(name: "A", scope: !130, file: !1, line: 28, type: !14)
!149 = !DILocation(line: 28, column: 12, scope: !130)
!150 = !DILocation(line: 28, column: 41, scope: !130)
!151 = !DILocation(line: 28, column: 27, scope: !130)
!152 = !DILocation(line: 28, column: 44, scope: !130)
!153 = !DILocation(line: 28, column: 20, scope: !130)
!154 = !DILocalVariable(name: "i", scope: !155, file: !1, line: 29, type: !13)
!155 = distinct !DILexicalBlock(scope: !130, file: !1, line: 29, column: 3)
!156 = !DILocation(line: 29, column: 12, scope: !155)
!157 = !DILocation(line: 29, column: 8, scope: !155)
!158 = !DILocation(line: 29, column: 19, scope: !159)
!159 = distinct !DILexicalBlock(scope: !155, file: !1, line: 29, column: 3)
!160 = !DILocation(line: 29, column: 23, scope: !159)
!161 = !DILocation(line: 29, column: 21, scope: !159)
!162 = !DILocation(line: 29, column: 3, scope: !155)
!163 = !DILocalVariable(name: "j", scope: !164, file: !1, line: 30, type: !13)
!164 = distinct !DILexicalBlock(scope: !159, file: !1, line: 30, column: 5)
!165 = !DILocation(line: 30, column: 14, scope: !164)
!166 = !DILocation(line: 30, column: 10, scope: !164)
!167 = !DILocation(line: 30, column: 21, scope: !168)
!168 = distinct !DILexicalBlock(scope: !164, file: !1, line: 30, column: 5)
!169 = !DILocation(line: 30, column: 26, scope: !168)
!170 = !DILocation(line: 30, column: 23, scope: !168)
!171 = !DILocation(line: 30, column: 5, scope: !164)
!172 = !DILocalVariable(name: "v", scope: !173, file: !1, line: 31, type: !16)
!173 = distinct !DILexicalBlock(scope: !168, file: !1, line: 30, column: 34)
!174 = !DILocation(line: 31, column: 14, scope: !173)
!175 = !DILocation(line: 31, column: 19, scope: !173)
!176 = !DILocation(line: 31, column: 24, scope: !173)
!177 = !DILocation(line: 31, column: 21, scope: !173)
!178 = !DILocation(line: 31, column: 18, scope: !173)
!179 = !DILocation(line: 31, column: 29, scope: !173)
!180 = !DILocation(line: 31, column: 31, scope: !173)
!181 = !DILocation(line: 31, column: 50, scope: !173)
!182 = !DILocation(line: 31, column: 48, scope: !173)
!183 = !DILocation(line: 31, column: 54, scope: !173)
!184 = !DILocation(line: 31, column: 52, scope: !173)
!185 = !DILocation(line: 31, column: 45, scope: !173)
!186 = !DILocation(line: 31, column: 43, scope: !173)
!187 = !DILocation(line: 32, column: 17, scope: !173)
!188 = !DILocation(line: 32, column: 7, scope: !173)
!189 = !DILocation(line: 32, column: 9, scope: !173)
!190 = !DILocation(line: 32, column: 12, scope: !173)
!191 = !DILocation(line: 32, column: 15, scope: !173)
!192 = !DILocation(line: 33, column: 17, scope: !173)
!193 = !DILocation(line: 33, column: 7, scope: !173)
!194 = !DILocation(line: 33, column: 9, scope: !173)
!195 = !DILocation(line: 33, column: 12, scope: !173)
!196 = !DILocation(line: 33, column: 15, scope: !173)
!197 = !DILocation(line: 34, column: 5, scope: !173)
!198 = !DILocation(line: 30, column: 30, scope: !168)
!199 = !DILocation(line: 30, column: 5, scope: !168)
!200 = distinct !{!200, !171, !201, !75}
!201 = !DILocation(line: 34, column: 5, scope: !164)
!202 = !DILocation(line: 29, column: 27, scope: !159)
!203 = !DILocation(line: 29, column: 3, scope: !159)
!204 = distinct !{!204, !162, !205, !75}
!205 = !DILocation(line: 34, column: 5, scope: !155)
!206 = !DILocation(line: 35, column: 19, scope: !130)
!207 = !DILocation(line: 35, column: 22, scope: !130)
!208 = !DILocation(line: 35, column: 3, scope: !130)
!209 = !DILocalVariable(name: "s", scope: !130, file: !1, line: 36, type: !16)
!210 = !DILocation(line: 36, column: 10, scope: !130)
!211 = !DILocalVariable(name: "i", scope: !212, file: !1, line: 37, type: !13)
!212 = distinct !DILexicalBlock(scope: !130, file: !1, line: 37, column: 3)
!213 = !DILocation(line: 37, column: 12, scope: !212)
!214 = !DILocation(line: 37, column: 8, scope: !212)
!215 = !DILocation(line: 37, column: 19, scope: !216)
!216 = distinct !DILexicalBlock(scope: !212, file: !1, line: 37, column: 3)
!217 = !DILocation(line: 37, column: 23, scope: !216)
!218 = !DILocation(line: 37, column: 21, scope: !216)
!219 = !DILocation(line: 37, column: 3, scope: !212)
!220 = !DILocalVariable(name: "j", scope: !221, file: !1, line: 38, type: !13)
!221 = distinct !DILexicalBlock(scope: !216, file: !1, line: 38, column: 5)
!222 = !DILocation(line: 38, column: 14, scope: !221)
!223 = !DILocation(line: 38, column: 10, scope: !221)
!224 = !DILocation(line: 38, column: 21, scope: !225)
!225 = distinct !DILexicalBlock(scope: !221, file: !1, line: 38, column: 5)
!226 = !DILocation(line: 38, column: 26, scope: !225)
!227 = !DILocation(line: 38, column: 23, scope: !225)
!228 = !DILocation(line: 38, column: 5, scope: !221)
!229 = !DILocation(line: 39, column: 12, scope: !225)
!230 = !DILocation(line: 39, column: 14, scope: !225)
!231 = !DILocation(line: 39, column: 17, scope: !225)
!232 = !DILocation(line: 39, column: 9, scope: !225)
!233 = !DILocation(line: 39, column: 7, scope: !225)
!234 = !DILocation(line: 38, column: 30, scope: !225)
!235 = !DILocation(line: 38, column: 5, scope: !225)
!236 = distinct !{!236, !228, !237, !75}
!237 = !DILocation(line: 39, column: 18, scope: !221)
!238 = !DILocation(line: 37, column: 27, scope: !216)
!239 = !DILocation(line: 37, column: 3, scope: !216)
!240 = distinct !{!240, !219, !241, !75}
!241 = !DILocation(line: 39, column: 18, scope: !212)
!242 = !DILocation(line: 40, column: 29, scope: !130)
!243 = !DILocation(line: 40, column: 3, scope: !130)
!244 = !DILocation(line: 41, column: 8, scope: !130)
!245 = !DILocation(line: 41, column: 3, scope: !130)
!246 = !DILocation(line: 42, column: 3, scope: !130)
