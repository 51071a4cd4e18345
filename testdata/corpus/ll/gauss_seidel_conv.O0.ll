; ModuleID = 'gauss_seidel_conv.c'
source_filename = "gauss_seidel_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"iterations %d checksum %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @kernel_solve(i32 noundef %0, double* noundef %1, double* noundef %2, double* noundef %3, double* noundef %4, double noundef %5, i32 noundef %6) #0 !dbg !12 {
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  store i32 %0, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !20, metadata !DIExpression()), !dbg !21
  store double* %1, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !22, metadata !DIExpression()), !dbg !23
  store double* %2, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !24, metadata !DIExpression()), !dbg !25
  store double* %3, double** %11, align 8
  call void @llvm.dbg.declare(metadata double** %11, metadata !26, metadata !DIExpression()), !dbg !27
  store double* %4, double** %12, align 8
  call void @llvm.dbg.declare(metadata double** %12, metadata !28, metadata !DIExpression()), !dbg !29
  store double %5, double* %13, align 8
  call void @llvm.dbg.declare(metadata double* %13, metadata !30, metadata !DIExpression()), !dbg !31
  store i32 %6, i32* %14, align 4
  call void @llvm.dbg.declare(metadata i32* %14, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %15, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 0, i32* %15, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata double* %16, metadata !36, metadata !DIExpression()), !dbg !37
  %22 = load double, double* %13, align 8, !dbg !38
  %23 = fadd double %22, 1.000000e+00, !dbg !39
  store double %23, double* %16, align 8, !dbg !37
  br label %24, !dbg !40

24:                                               ; preds = %171, %7
  %25 = load double, double* %16, align 8, !dbg !41
  %26 = load double, double* %13, align 8, !dbg !42
  %27 = fcmp ogt double %25, %26, !dbg !43
  br i1 %27, label %28, label %32, !dbg !44

28:                                               ; preds = %24
  %29 = load i32, i32* %15, align 4, !dbg !45
  %30 = load i32, i32* %14, align 4, !dbg !46
  %31 = icmp slt i32 %29, %30, !dbg !47
  br label %32

32:                                               ; preds = %28, %24
  %33 = phi i1 [ false, %24 ], [ %31, %28 ], !dbg !48
  br i1 %33, label %34, label %174, !dbg !40

34:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i32* %17, metadata !49, metadata !DIExpression()), !dbg !52
  store i32 0, i32* %17, align 4, !dbg !52
  br label %35, !dbg !53

35:                                               ; preds = %95, %34
  %36 = load i32, i32* %17, align 4, !dbg !54
  %37 = load i32, i32* %8, align 4, !dbg !56
  %38 = icmp slt i32 %36, %37, !dbg !57
  br i1 %38, label %39, label %98, !dbg !58

39:                                               ; preds = %35
  call void @llvm.dbg.declare(metadata double* %18, metadata !59, metadata !DIExpression()), !dbg !61
  %40 = load double*, double** %11, align 8, !dbg !62
  %41 = load i32, i32* %17, align 4, !dbg !63
  %42 = sext i32 %41 to i64, !dbg !62
  %43 = getelementptr inbounds double, double* %40, i64 %42, !dbg !62
  %44 = load double, double* %43, align 8, !dbg !62
  store double %44, double* %18, align 8, !dbg !61
  %45 = load i32, i32* %17, align 4, !dbg !64
  %46 = icmp sgt i32 %45, 0, !dbg !66
  br i1 %46, label %47, label %62, !dbg !67

47:                                               ; preds = %39
  %48 = load double*, double** %10, align 8, !dbg !68
  %49 = load i32, i32* %17, align 4, !dbg !69
  %50 = sext i32 %49 to i64, !dbg !68
  %51 = getelementptr inbounds double, double* %48, i64 %50, !dbg !68
  %52 = load double, double* %51, align 8, !dbg !68
  %53 = load double*, double** %12, align 8, !dbg !70
  %54 = load i32, i32* %17, align 4, !dbg !71
  %55 = sub nsw i32 %54, 1, !dbg !72
  %56 = sext i32 %55 to i64, !dbg !70
  %57 = getelementptr inbounds double, double* %53, i64 %56, !dbg !70
  %58 = load double, double* %57, align 8, !dbg !70
  %59 = load double, double* %18, align 8, !dbg !73
  %60 = fneg double %52, !dbg !73
  %61 = call double @llvm.fmuladd.f64(double %60, double %58, double %59), !dbg !73
  store double %61, double* %18, align 8, !dbg !73
  br label %62, !dbg !74

62:                                               ; preds = %47, %39
  %63 = load i32, i32* %17, align 4, !dbg !75
  %64 = load i32, i32* %8, align 4, !dbg !77
  %65 = sub nsw i32 %64, 1, !dbg !78
  %66 = icmp slt i32 %63, %65, !dbg !79
  br i1 %66, label %67, label %83, !dbg !80

67:                                               ; preds = %62
  %68 = load double*, double** %10, align 8, !dbg !81
  %69 = load i32, i32* %17, align 4, !dbg !82
  %70 = add nsw i32 %69, 1, !dbg !83
  %71 = sext i32 %70 to i64, !dbg !81
  %72 = getelementptr inbounds double, double* %68, i64 %71, !dbg !81
  %73 = load double, double* %72, align 8, !dbg !81
  %74 = load double*, double** %12, align 8, !dbg !84
  %75 = load i32, i32* %17, align 4, !dbg !85
  %76 = add nsw i32 %75, 1, !dbg !86
  %77 = sext i32 %76 to i64, !dbg !84
  %78 = getelementptr inbounds double, double* %74, i64 %77, !dbg !84
  %79 = load double, double* %78, align 8, !dbg !84
  %80 = load double, double* %18, align 8, !dbg !87
  %81 = fneg double %73, !dbg !87
  %82 = call double @llvm.fmuladd.f64(double %81, double %79, double %80), !dbg !87
  store double %82, double* %18, align 8, !dbg !87
  br label %83, !dbg !88

83:                                               ; preds = %67, %62
  %84 = load double, double* %18, align 8, !dbg !89
  %85 = load double*, double** %9, align 8, !dbg !90
  %86 = load i32, i32* %17, align 4, !dbg !91
  %87 = sext i32 %86 to i64, !dbg !90
  %88 = getelementptr inbounds double, double* %85, i64 %87, !dbg !90
  %89 = load double, double* %88, align 8, !dbg !90
  %90 = fdiv double %84, %89, !dbg !92
  %91 = load double*, double** %12, align 8, !dbg !93
  %92 = load i32, i32* %17, align 4, !dbg !94
  %93 = sext i32 %92 to i64, !dbg !93
  %94 = getelementptr inbounds double, double* %91, i64 %93, !dbg !93
  store double %90, double* %94, align 8, !dbg !95
  br label %95, !dbg !96

95:                                               ; preds = %83
  %96 = load i32, i32* %17, align 4, !dbg !97
  %97 = add nsw i32 %96, 1, !dbg !97
  store i32 %97, i32* %17, align 4, !dbg !97
  br label %35, !dbg !98, !llvm.loop !99

98:                                               ; preds = %35
  store double 0.000000e+00, double* %16, align 8, !dbg !102
  call void @llvm.dbg.declare(metadata i32* %19, metadata !103, metadata !DIExpression()), !dbg !105
  store i32 0, i32* %19, align 4, !dbg !105
  br label %99, !dbg !106

99:                                               ; preds = %168, %98
  %100 = load i32, i32* %19, align 4, !dbg !107
  %101 = load i32, i32* %8, align 4, !dbg !109
  %102 = icmp slt i32 %100, %101, !dbg !110
  br i1 %102, label %103, label %171, !dbg !111

103:                                              ; preds = %99
  call void @llvm.dbg.declare(metadata double* %20, metadata !112, metadata !DIExpression()), !dbg !114
  %104 = load double*, double** %11, align 8, !dbg !115
  %105 = load i32, i32* %19, align 4, !dbg !116
  %106 = sext i32 %105 to i64, !dbg !115
  %107 = getelementptr inbounds double, double* %104, i64 %106, !dbg !115
  %108 = load double, double* %107, align 8, !dbg !115
  %109 = load double*, double** %9, align 8, !dbg !117
  %110 = load i32, i32* %19, align 4, !dbg !118
  %111 = sext i32 %110 to i64, !dbg !117
  %112 = getelementptr inbounds double, double* %109, i64 %111, !dbg !117
  %113 = load double, double* %112, align 8, !dbg !117
  %114 = load double*, double** %12, align 8, !dbg !119
  %115 = load i32, i32* %19, align 4, !dbg !120
  %116 = sext i32 %115 to i64, !dbg !119
  %117 = getelementptr inbounds double, double* %114, i64 %116, !dbg !119
  %118 = load double, double* %117, align 8, !dbg !119
  %119 = fneg double %113, !dbg !121
  %120 = call double @llvm.fmuladd.f64(double %119, double %118, double %108), !dbg !121
  store double %120, double* %20, align 8, !dbg !114
  %121 = load i32, i32* %19, align 4, !dbg !122
  %122 = icmp sgt i32 %121, 0, !dbg !124
  br i1 %122, label %123, label %138, !dbg !125

123:                                              ; preds = %103
  %124 = load double*, double** %10, align 8, !dbg !126
  %125 = load i32, i32* %19, align 4, !dbg !127
  %126 = sext i32 %125 to i64, !dbg !126
  %127 = getelementptr inbounds double, double* %124, i64 %126, !dbg !126
  %128 = load double, double* %127, align 8, !dbg !126
  %129 = load double*, double** %12, align 8, !dbg !128
  %130 = load i32, i32* %19, align 4, !dbg !129
  %131 = sub nsw i32 %130, 1, !dbg !130
  %132 = sext i32 %131 to i64, !dbg !128
  %133 = getelementptr inbounds double, double* %129, i64 %132, !dbg !128
  %134 = load double, double* %133, align 8, !dbg !128
  %135 = load double, double* %20, align 8, !dbg !131
  %136 = fneg double %128, !dbg !131
  %137 = call double @llvm.fmuladd.f64(double %136, double %134, double %135), !dbg !131
  store double %137, double* %20, align 8, !dbg !131
  br label %138, !dbg !132

138:                                              ; preds = %123, %103
  %139 = load i32, i32* %19, align 4, !dbg !133
  %140 = load i32, i32* %8, align 4, !dbg !135
  %141 = sub nsw i32 %140, 1, !dbg !136
  %142 = icmp slt i32 %139, %141, !dbg !137
  br i1 %142, label %143, label %159, !dbg !138

143:                                              ; preds = %138
  %144 = load double*, double** %10, align 8, !dbg !139
  %145 = load i32, i32* %19, align 4, !dbg !140
  %146 = add nsw i32 %145, 1, !dbg !141
  %147 = sext i32 %146 to i64, !dbg !139
  %148 = getelementptr inbounds double, double* %144, i64 %147, !dbg !139
  %149 = load double, double* %148, align 8, !dbg !139
  %150 = load double*, double** %12, align 8, !dbg !142
  %151 = load i32, i32* %19, align 4, !dbg !143
  %152 = add nsw i32 %151, 1, !dbg !144
  %153 = sext i32 %152 to i64, !dbg !142
  %154 = getelementptr inbounds double, double* %150, i64 %153, !dbg !142
  %155 = load double, double* %154, align 8, !dbg !142
  %156 = load double, double* %20, align 8, !dbg !145
  %157 = fneg double %149, !dbg !145
  %158 = call double @llvm.fmuladd.f64(double %157, double %155, double %156), !dbg !145
  store double %158, double* %20, align 8, !dbg !145
  br label %159, !dbg !146

159:                                              ; preds = %143, %138
  call void @llvm.dbg.declare(metadata double* %21, metadata !147, metadata !DIExpression()), !dbg !148
  %160 = load double, double* %20, align 8, !dbg !149
  %161 = call double @llvm.fabs.f64(double %160), !dbg !150
  store double %161, double* %21, align 8, !dbg !148
  %162 = load double, double* %21, align 8, !dbg !151
  %163 = load double, double* %16, align 8, !dbg !153
  %164 = fcmp ogt double %162, %163, !dbg !154
  br i1 %164, label %165, label %167, !dbg !155

165:                                              ; preds = %159
  %166 = load double, double* %21, align 8, !dbg !156
  store double %166, double* %16, align 8, !dbg !157
  br label %167, !dbg !158

167:                                              ; preds = %165, %159
  br label %168, !dbg !159

168:                                              ; preds = %167
  %169 = load i32, i32* %19, align 4, !dbg !160
  %170 = add nsw i32 %169, 1, !dbg !160
  store i32 %170, i32* %19, align 4, !dbg !160
  br label %99, !dbg !161, !llvm.loop !162

171:                                              ; preds = %99
  %172 = load i32, i32* %15, align 4, !dbg !164
  %173 = add nsw i32 %172, 1, !dbg !164
  store i32 %173, i32* %15, align 4, !dbg !164
  br label %24, !dbg !40, !llvm.loop !165

174:                                              ; preds = %32
  %175 = load i32, i32* %15, align 4, !dbg !167
  ret i32 %175, !dbg !168
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !169 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !175, metadata !DIExpression()), !dbg !176
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.declare(metadata i32* %6, metadata !179, metadata !DIExpression()), !dbg !180
  %15 = load i32, i32* %4, align 4, !dbg !181
  %16 = icmp sgt i32 %15, 1, !dbg !182
  br i1 %16, label %17, label %22, !dbg !181

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !183
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !183
  %20 = load i8*, i8** %19, align 8, !dbg !183
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !184
  br label %23, !dbg !181

22:                                               ; preds = %2
  br label %23, !dbg !181

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 2000, %22 ], !dbg !181
  store i32 %24, i32* %6, align 4, !dbg !180
  call void @llvm.dbg.declare(metadata double** %7, metadata !185, metadata !DIExpression()), !dbg !186
  %25 = load i32, i32* %6, align 4, !dbg !187
  %26 = sext i32 %25 to i64, !dbg !187
  %27 = mul i64 %26, 8, !dbg !188
  %28 = call noalias i8* @malloc(i64 noundef %27) #6, !dbg !189
  %29 = bitcast i8* %28 to double*, !dbg !189
  store double* %29, double** %7, align 8, !dbg !186
  call void @llvm.dbg.declare(metadata double** %8, metadata !190, metadata !DIExpression()), !dbg !191
  %30 = load i32, i32* %6, align 4, !dbg !192
  %31 = sext i32 %30 to i64, !dbg !192
  %32 = mul i64 %31, 8, !dbg !193
  %33 = call noalias i8* @malloc(i64 noundef %32) #6, !dbg !194
  %34 = bitcast i8* %33 to double*, !dbg !194
  store double* %34, double** %8, align 8, !dbg !191
  call void @llvm.dbg.declare(metadata double** %9, metadata !195, metadata !DIExpression()), !dbg !196
  %35 = load i32, i32* %6, align 4, !dbg !197
  %36 = sext i32 %35 to i64, !dbg !197
  %37 = mul i64 %36, 8, !dbg !198
  %38 = call noalias i8* @malloc(i64 noundef %37) #6, !dbg !199
  %39 = bitcast i8* %38 to double*, !dbg !199
  store double* %39, double** %9, align 8, !dbg !196
  call void @llvm.dbg.declare(metadata double** %10, metadata !200, metadata !DIExpression()), !dbg !201
  %40 = load i32, i32* %6, align 4, !dbg !202
  %41 = sext i32 %40 to i64, !dbg !202
  %42 = call noalias i8* @calloc(i64 noundef %41, i64 noundef 8) #6, !dbg !203
  %43 = bitcast i8* %42 to double*, !dbg !203
  store double* %43, double** %10, align 8, !dbg !201
  call void @llvm.dbg.declare(metadata i32* %11, metadata !204, metadata !DIExpression()), !dbg !206
  store i32 0, i32* %11, align 4, !dbg !206
  br label %44, !dbg !207

44:                                               ; preds = %73, %23
  %45 = load i32, i32* %11, align 4, !dbg !208
  %46 = load i32, i32* %6, align 4, !dbg !210
  %47 = icmp slt i32 %45, %46, !dbg !211
  br i1 %47, label %48, label %76, !dbg !212

48:                                               ; preds = %44
  %49 = load i32, i32* %11, align 4, !dbg !213
  %50 = srem i32 %49, 3, !dbg !215
  %51 = sitofp i32 %50 to double, !dbg !216
  %52 = fadd double 4.000000e+00, %51, !dbg !217
  %53 = load double*, double** %7, align 8, !dbg !218
  %54 = load i32, i32* %11, align 4, !dbg !219
  %55 = sext i32 %54 to i64, !dbg !218
  %56 = getelementptr inbounds double, double* %53, i64 %55, !dbg !218
  store double %52, double* %56, align 8, !dbg !220
  %57 = load i32, i32* %11, align 4, !dbg !221
  %58 = srem i32 %57, 2, !dbg !222
  %59 = sitofp i32 %58 to double, !dbg !223
  %60 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %59, double -1.000000e+00), !dbg !224
  %61 = load double*, double** %8, align 8, !dbg !225
  %62 = load i32, i32* %11, align 4, !dbg !226
  %63 = sext i32 %62 to i64, !dbg !225
  %64 = getelementptr inbounds double, double* %61, i64 %63, !dbg !225
  store double %60, double* %64, align 8, !dbg !227
  %65 = load i32, i32* %11, align 4, !dbg !228
  %66 = srem i32 %65, 11, !dbg !229
  %67 = sitofp i32 %66 to double, !dbg !230
  %68 = fsub double %67, 5.000000e+00, !dbg !231
  %69 = load double*, double** %9, align 8, !dbg !232
  %70 = load i32, i32* %11, align 4, !dbg !233
  %71 = sext i32 %70 to i64, !dbg !232
  %72 = getelementptr inbounds double, double* %69, i64 %71, !dbg !232
  store double %68, double* %72, align 8, !dbg !234
  br label %73, !dbg !235

73:                                               ; preds = %48
  %74 = load i32, i32* %11, align 4, !dbg !236
  %75 = add nsw i32 %74, 1, !dbg !236
  store i32 %75, i32* %11, align 4, !dbg !236
  br label %44, !dbg !237, !llvm.loop !238

76:                                               ; preds = %44
  call void @llvm.dbg.declare(metadata i32* %12, metadata !240, metadata !DIExpression()), !dbg !241
  %77 = load i32, i32* %6, align 4, !dbg !242
  %78 = load double*, double** %7, align 8, !dbg !243
  %79 = load double*, double** %8, align 8, !dbg !244
  %80 = load double*, double** %9, align 8, !dbg !245
  %81 = load double*, double** %10, align 8, !dbg !246
  %82 = call i32 @kernel_solve(i32 noundef %77, double* noundef %78, double* noundef %79, double* noundef %80, double* noundef %81, double noundef 1.000000e-10, i32 noundef 500), !dbg !247
  store i32 %82, i32* %12, align 4, !dbg !241
  call void @llvm.dbg.declare(metadata double* %13, metadata !248, metadata !DIExpression()), !dbg !249
  store double 0.000000e+00, double* %13, align 8, !dbg !249
  call void @llvm.dbg.declare(metadata i32* %14, metadata !250, metadata !DIExpression()), !dbg !252
  store i32 0, i32* %14, align 4, !dbg !252
  br label %83, !dbg !253

83:                                               ; preds = %98, %76
  %84 = load i32, i32* %14, align 4, !dbg !254
  %85 = load i32, i32* %6, align 4, !dbg !256
  %86 = icmp slt i32 %84, %85, !dbg !257
  br i1 %86, label %87, label %101, !dbg !258

87:                                               ; preds = %83
  %88 = load double*, double** %10, align 8, !dbg !259
  %89 = load i32, i32* %14, align 4, !dbg !260
  %90 = sext i32 %89 to i64, !dbg !259
  %91 = getelementptr inbounds double, double* %88, i64 %90, !dbg !259
  %92 = load double, double* %91, align 8, !dbg !259
  %93 = load i32, i32* %14, align 4, !dbg !261
  %94 = srem i32 %93, 4, !dbg !262
  %95 = sitofp i32 %94 to double, !dbg !263
  %96 = load double, double* %13, align 8, !dbg !264
  %97 = call double @llvm.fmuladd.f64(double %92, double %95, double %96), !dbg !264
  store double %97, double* %13, align 8, !dbg !264
  br label %98, !dbg !265

98:                                               ; preds = %87
  %99 = load i32, i32* %14, align 4, !dbg !266
  %100 = add nsw i32 %99, 1, !dbg !266
  store i32 %100, i32* %14, align 4, !dbg !266
  br label %83, !dbg !267, !llvm.loop !268

101:                                              ; preds = %83
  %102 = load i32, i32* %12, align 4, !dbg !270
  %103 = load double, double* %13, align 8, !dbg !271
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %102, double noundef %103), !dbg !272
  %105 = load double*, double** %7, align 8, !dbg !273
  %106 = bitcast double* %105 to i8*, !dbg !273
  call void @free(i8* noundef %106) #6, !dbg !274
  %107 = load double*, double** %8, align 8, !dbg !275
  %108 = bitcast double* %107 to i8*, !dbg !275
  call void @free(i8* noundef %108) #6, !dbg !276
  %109 = load double*, double** %9, align 8, !dbg !277
  %110 = bitcast double* %109 to i8*, !dbg !277
  call void @free(i8* noundef %110) #6, !dbg !278
  %111 = load double*, double** %10, align 8, !dbg !279
  %112 = bitcast double* %111 to i8*, !dbg !279
  call void @free(i8* noundef %112) #6, !dbg !280
  ret i32 0, !dbg !281
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "gauss_seidel_conv.c", directory: ".", checksumkind: CSK_MD5, checksum: "ea6f553c1591725aa7c90ba54bc55060")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "kernel_solve", scope: !1, file: !1, line: 8, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16, !16, !16, !18, !3, !15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!19 = !{}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !12, file: !1, line: 8, type: !15)
!21 = !DILocation(line: 8, column: 22, scope: !12)
!22 = !DILocalVariable(name: "diag", arg: 2, scope: !12, file: !1, line: 8, type: !16)
!23 = !DILocation(line: 8, column: 39, scope: !12)
!24 = !DILocalVariable(name: "off", arg: 3, scope: !12, file: !1, line: 8, type: !16)
!25 = !DILocation(line: 8, column: 59, scope: !12)
!26 = !DILocalVariable(name: "b", arg: 4, scope: !12, file: !1, line: 8, type: !16)
!27 = !DILocation(line: 8, column: 78, scope: !12)
!28 = !DILocalVariable(name: "x", arg: 5, scope: !12, file: !1, line: 9, type: !18)
!29 = !DILocation(line: 9, column: 26, scope: !12)
!30 = !DILocalVariable(name: "tol", arg: 6, scope: !12, file: !1, line: 9, type: !3)
!31 = !DILocation(line: 9, column: 36, scope: !12)
!32 = !DILocalVariable(name: "maxit", arg: 7, scope: !12, file: !1, line: 9, type: !15)
!33 = !DILocation(line: 9, column: 45, scope: !12)
!34 = !DILocalVariable(name: "it", scope: !12, file: !1, line: 11, type: !15)
!35 = !DILocation(line: 11, column: 7, scope: !12)
!36 = !DILocalVariable(name: "res", scope: !12, file: !1, line: 12, type: !3)
!37 = !DILocation(line: 12, column: 10, scope: !12)
!38 = !DILocation(line: 12, column: 16, scope: !12)
!39 = !DILocation(line: 12, column: 20, scope: !12)
!40 = !DILocation(line: 13, column: 3, scope: !12)
!41 = !DILocation(line: 13, column: 10, scope: !12)
!42 = !DILocation(line: 13, column: 16, scope: !12)
!43 = !DILocation(line: 13, column: 14, scope: !12)
!44 = !DILocation(line: 13, column: 20, scope: !12)
!45 = !DILocation(line: 13, column: 23, scope: !12)
!46 = !DILocation(line: 13, column: 28, scope: !12)
!47 = !DILocation(line: 13, column: 26, scope: !12)
!48 = !DILocation(line: 0, scope: !12)
!49 = !DILocalVariable(name: "i", scope: !50, file: !1, line: 14, type: !15)
!50 = distinct !DILexicalBlock(scope: !51, file: !1, line: 14, column: 5)
!51 = distinct !DILexicalBlock(scope: !12, file: !1, line: 13, column: 35)
!52 = !DILocation(line: 14, column: 14, scope: !50)
!53 = !DILocation(line: 14, column: 10, scope: !50)
!54 = !DILocation(line: 14, column: 21, scope: !55)
!55 = distinct !DILexicalBlock(scope: !50, file: !1, line: 14, column: 5)
!56 = !DILocation(line: 14, column: 25, scope: !55)
!57 = !DILocation(line: 14, column: 23, scope: !55)
!58 = !DILocation(line: 14, column: 5, scope: !50)
!59 = !DILocalVariable(name: "s", scope: !60, file: !1, line: 15, type: !3)
!60 = distinct !DILexicalBlock(scope: !55, file: !1, line: 14, column: 33)
!61 = !DILocation(line: 15, column: 14, scope: !60)
!62 = !DILocation(line: 15, column: 18, scope: !60)
!63 = !DILocation(line: 15, column: 20, scope: !60)
!64 = !DILocation(line: 16, column: 11, scope: !65)
!65 = distinct !DILexicalBlock(scope: !60, file: !1, line: 16, column: 11)
!66 = !DILocation(line: 16, column: 13, scope: !65)
!67 = !DILocation(line: 16, column: 11, scope: !60)
!68 = !DILocation(line: 17, column: 14, scope: !65)
!69 = !DILocation(line: 17, column: 18, scope: !65)
!70 = !DILocation(line: 17, column: 23, scope: !65)
!71 = !DILocation(line: 17, column: 25, scope: !65)
!72 = !DILocation(line: 17, column: 27, scope: !65)
!73 = !DILocation(line: 17, column: 11, scope: !65)
!74 = !DILocation(line: 17, column: 9, scope: !65)
!75 = !DILocation(line: 18, column: 11, scope: !76)
!76 = distinct !DILexicalBlock(scope: !60, file: !1, line: 18, column: 11)
!77 = !DILocation(line: 18, column: 15, scope: !76)
!78 = !DILocation(line: 18, column: 17, scope: !76)
!79 = !DILocation(line: 18, column: 13, scope: !76)
!80 = !DILocation(line: 18, column: 11, scope: !60)
!81 = !DILocation(line: 19, column: 14, scope: !76)
!82 = !DILocation(line: 19, column: 18, scope: !76)
!83 = !DILocation(line: 19, column: 20, scope: !76)
!84 = !DILocation(line: 19, column: 27, scope: !76)
!85 = !DILocation(line: 19, column: 29, scope: !76)
!86 = !DILocation(line: 19, column: 31, scope: !76)
!87 = !DILocation(line: 19, column: 11, scope: !76)
!88 = !DILocation(line: 19, column: 9, scope: !76)
!89 = !DILocation(line: 20, column: 14, scope: !60)
!90 = !DILocation(line: 20, column: 18, scope: !60)
!91 = !DILocation(line: 20, column: 23, scope: !60)
!92 = !DILocation(line: 20, column: 16, scope: !60)
!93 = !DILocation(line: 20, column: 7, scope: !60)
!94 = !DILocation(line: 20, column: 9, scope: !60)
!95 = !DILocation(line: 20, column: 12, scope: !60)
!96 = !DILocation(line: 21, column: 5, scope: !60)
!97 = !DILocation(line: 14, column: 29, scope: !55)
!98 = !DILocation(line: 14, column: 5, scope: !55)
!99 = distinct !{!99, !58, !100, !101}
!100 = !DILocation(line: 21, column: 5, scope: !50)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocation(line: 22, column: 9, scope: !51)
!103 = !DILocalVariable(name: "i", scope: !104, file: !1, line: 23, type: !15)
!104 = distinct !DILexicalBlock(scope: !51, file: !1, line: 23, column: 5)
!105 = !DILocation(line: 23, column: 14, scope: !104)
!106 = !DILocation(line: 23, column: 10, scope: !104)
!107 = !DILocation(line: 23, column: 21, scope: !108)
!108 = distinct !DILexicalBlock(scope: !104, file: !1, line: 23, column: 5)
!109 = !DILocation(line: 23, column: 25, scope: !108)
!110 = !DILocation(line: 23, column: 23, scope: !108)
!111 = !DILocation(line: 23, column: 5, scope: !104)
!112 = !DILocalVariable(name: "r", scope: !113, file: !1, line: 24, type: !3)
!113 = distinct !DILexicalBlock(scope: !108, file: !1, line: 23, column: 33)
!114 = !DILocation(line: 24, column: 14, scope: !113)
!115 = !DILocation(line: 24, column: 18, scope: !113)
!116 = !DILocation(line: 24, column: 20, scope: !113)
!117 = !DILocation(line: 24, column: 25, scope: !113)
!118 = !DILocation(line: 24, column: 30, scope: !113)
!119 = !DILocation(line: 24, column: 35, scope: !113)
!120 = !DILocation(line: 24, column: 37, scope: !113)
!121 = !DILocation(line: 24, column: 23, scope: !113)
!122 = !DILocation(line: 25, column: 11, scope: !123)
!123 = distinct !DILexicalBlock(scope: !113, file: !1, line: 25, column: 11)
!124 = !DILocation(line: 25, column: 13, scope: !123)
!125 = !DILocation(line: 25, column: 11, scope: !113)
!126 = !DILocation(line: 26, column: 14, scope: !123)
!127 = !DILocation(line: 26, column: 18, scope: !123)
!128 = !DILocation(line: 26, column: 23, scope: !123)
!129 = !DILocation(line: 26, column: 25, scope: !123)
!130 = !DILocation(line: 26, column: 27, scope: !123)
!131 = !DILocation(line: 26, column: 11, scope: !123)
!132 = !DILocation(line: 26, column: 9, scope: !123)
!133 = !DILocation(line: 27, column: 11, scope: !134)
!134 = distinct !DILexicalBlock(scope: !113, file: !1, line: 27, column: 11)
!135 = !DILocation(line: 27, column: 15, scope: !134)
!136 = !DILocation(line: 27, column: 17, scope: !134)
!137 = !DILocation(line: 27, column: 13, scope: !134)
!138 = !DILocation(line: 27, column: 11, scope: !113)
!139 = !DILocation(line: 28, column: 14, scope: !134)
!140 = !DILocation(line: 28, column: 18, scope: !134)
!141 = !DILocation(line: 28, column: 20, scope: !134)
!142 = !DILocation(line: 28, column: 27, scope: !134)
!143 = !DILocation(line: 28, column: 29, scope: !134)
!144 = !DILocation(line: 28, column: 31, scope: !134)
!145 = !DILocation(line: 28, column: 11, scope: !134)
!146 = !DILocation(line: 28, column: 9, scope: !134)
!147 = !DILocalVariable(name: "ar", scope: !113, file: !1, line: 29, type: !3)
!148 = !DILocation(line: 29, column: 14, scope: !113)
!149 = !DILocation(line: 29, column: 24, scope: !113)
!150 = !DILocation(line: 29, column: 19, scope: !113)
!151 = !DILocation(line: 30, column: 11, scope: !152)
!152 = distinct !DILexicalBlock(scope: !113, file: !1, line: 30, column: 11)
!153 = !DILocation(line: 30, column: 16, scope: !152)
!154 = !DILocation(line: 30, column: 14, scope: !152)
!155 = !DILocation(line: 30, column: 11, scope: !113)
!156 = !DILocation(line: 31, column: 15, scope: !152)
!157 = !DILocation(line: 31, column: 13, scope: !152)
!158 = !DILocation(line: 31, column: 9, scope: !152)
!159 = !DILocation(line: 32, column: 5, scope: !113)
!160 = !DILocation(line: 23, column: 29, scope: !108)
!161 = !DILocation(line: 23, column: 5, scope: !108)
!162 = distinct !{!162, !111, !163, !101}
!163 = !DILocation(line: 32, column: 5, scope: !104)
!164 = !DILocation(line: 33, column: 7, scope: !51)
!165 = distinct !{!165, !40, !166, !101}
!166 = !DILocation(line: 34, column: 3, scope: !12)
!167 = !DILocation(line: 35, column: 10, scope: !12)
!168 = !DILocation(line: 35, column: 3, scope: !12)
!169 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !170, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!170 = !DISubroutineType(types: !171)
!171 = !{!15, !15, !172}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!175 = !DILocalVariable(name: "argc", arg: 1, scope: !169, file: !1, line: 38, type: !15)
!176 = !DILocation(line: 38, column: 14, scope: !169)
!177 = !DILocalVariable(name: "argv", arg: 2, scope: !169, file: !1, line: 38, type: !172)
!178 = !DILocation(line: 38, column: 27, scope: !169)
!179 = !DILocalVariable(name: "n", scope: !169, file: !1, line: 40, type: !15)
!180 = !DILocation(line: 40, column: 7, scope: !169)
!181 = !DILocation(line: 40, column: 11, scope: !169)
!182 = !DILocation(line: 40, column: 16, scope: !169)
!183 = !DILocation(line: 40, column: 27, scope: !169)
!184 = !DILocation(line: 40, column: 22, scope: !169)
!185 = !DILocalVariable(name: "diag", scope: !169, file: !1, line: 41, type: !18)
!186 = !DILocation(line: 41, column: 11, scope: !169)
!187 = !DILocation(line: 41, column: 25, scope: !169)
!188 = !DILocation(line: 41, column: 27, scope: !169)
!189 = !DILocation(line: 41, column: 18, scope: !169)
!190 = !DILocalVariable(name: "off", scope: !169, file: !1, line: 42, type: !18)
!191 = !DILocation(line: 42, column: 11, scope: !169)
!192 = !DILocation(line: 42, column: 24, scope: !169)
!193 = !DILocation(line: 42, column: 26, scope: !169)
!194 = !DILocation(line: 42, column: 17, scope: !169)
!195 = !DILocalVariable(name: "b", scope: !169, file: !1, line: 43, type: !18)
!196 = !DILocation(line: 43, column: 11, scope: !169)
!197 = !DILocation(line: 43, column: 22, scope: !169)
!198 = !DILocation(line: 43, column: 24, scope: !169)
!199 = !DILocation(line: 43, column: 15, scope: !169)
!200 = !DILocalVariable(name: "x", scope: !169, file: !1, line: 44, type: !18)
!201 = !DILocation(line: 44, column: 11, scope: !169)
!202 = !DILocation(line: 44, column: 22, scope: !169)
!203 = !DILocation(line: 44, column: 15, scope: !169)
!204 = !DILocalVariable(name: "i", scope: !205, file: !1, line: 45, type: !15)
!205 = distinct !DILexicalBlock(scope: !169, file: !1, line: 45, column: 3)
!206 = !DILocation(line: 45, column: 12, scope: !205)
!207 = !DILocation(line: 45, column: 8, scope: !205)
!208 = !DILocation(line: 45, column: 19, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !1, line: 45, column: 3)
!210 = !DILocation(line: 45, column: 23, scope: !209)
!211 = !DILocation(line: 45, column: 21, scope: !209)
!212 = !DILocation(line: 45, column: 3, scope: !205)
!213 = !DILocation(line: 46, column: 22, scope: !214)
!214 = distinct !DILexicalBlock(scope: !209, file: !1, line: 45, column: 31)
!215 = !DILocation(line: 46, column: 24, scope: !214)
!216 = !DILocation(line: 46, column: 21, scope: !214)
!217 = !DILocation(line: 46, column: 19, scope: !214)
!218 = !DILocation(line: 46, column: 5, scope: !214)
!219 = !DILocation(line: 46, column: 10, scope: !214)
!220 = !DILocation(line: 46, column: 13, scope: !214)
!221 = !DILocation(line: 47, column: 28, scope: !214)
!222 = !DILocation(line: 47, column: 30, scope: !214)
!223 = !DILocation(line: 47, column: 27, scope: !214)
!224 = !DILocation(line: 47, column: 19, scope: !214)
!225 = !DILocation(line: 47, column: 5, scope: !214)
!226 = !DILocation(line: 47, column: 9, scope: !214)
!227 = !DILocation(line: 47, column: 12, scope: !214)
!228 = !DILocation(line: 48, column: 21, scope: !214)
!229 = !DILocation(line: 48, column: 23, scope: !214)
!230 = !DILocation(line: 48, column: 12, scope: !214)
!231 = !DILocation(line: 48, column: 29, scope: !214)
!232 = !DILocation(line: 48, column: 5, scope: !214)
!233 = !DILocation(line: 48, column: 7, scope: !214)
!234 = !DILocation(line: 48, column: 10, scope: !214)
!235 = !DILocation(line: 49, column: 3, scope: !214)
!236 = !DILocation(line: 45, column: 27, scope: !209)
!237 = !DILocation(line: 45, column: 3, scope: !209)
!238 = distinct !{!238, !212, !239, !101}
!239 = !DILocation(line: 49, column: 3, scope: !205)
!240 = !DILocalVariable(name: "it", scope: !169, file: !1, line: 50, type: !15)
!241 = !DILocation(line: 50, column: 7, scope: !169)
!242 = !DILocation(line: 50, column: 25, scope: !169)
!243 = !DILocation(line: 50, column: 28, scope: !169)
!244 = !DILocation(line: 50, column: 34, scope: !169)
!245 = !DILocation(line: 50, column: 39, scope: !169)
!246 = !DILocation(line: 50, column: 42, scope: !169)
!247 = !DILocation(line: 50, column: 12, scope: !169)
!248 = !DILocalVariable(name: "s", scope: !169, file: !1, line: 51, type: !3)
!249 = !DILocation(line: 51, column: 10, scope: !169)
!250 = !DILocalVariable(name: "i", scope: !251, file: !1, line: 52, type: !15)
!251 = distinct !DILexicalBlock(scope: !169, file: !1, line: 52, column: 3)
!252 = !DILocation(line: 52, column: 12, scope: !251)
!253 = !DILocation(line: 52, column: 8, scope: !251)
!254 = !DILocation(line: 52, column: 19, scope: !255)
!255 = distinct !DILexicalBlock(scope: !251, file: !1, line: 52, column: 3)
!256 = !DILocation(line: 52, column: 23, scope: !255)
!257 = !DILocation(line: 52, column: 21, scope: !255)
!258 = !DILocation(line: 52, column: 3, scope: !251)
!259 = !DILocation(line: 53, column: 10, scope: !255)
!260 = !DILocation(line: 53, column: 12, scope: !255)
!261 = !DILocation(line: 53, column: 18, scope: !255)
!262 = !DILocation(line: 53, column: 20, scope: !255)
!263 = !DILocation(line: 53, column: 17, scope: !255)
!264 = !DILocation(line: 53, column: 7, scope: !255)
!265 = !DILocation(line: 53, column: 5, scope: !255)
!266 = !DILocation(line: 52, column: 27, scope: !255)
!267 = !DILocation(line: 52, column: 3, scope: !255)
!268 = distinct !{!268, !258, !269, !101}
!269 = !DILocation(line: 53, column: 23, scope: !251)
!270 = !DILocation(line: 54, column: 43, scope: !169)
!271 = !DILocation(line: 54, column: 47, scope: !169)
!272 = !DILocation(line: 54, column: 3, scope: !169)
!273 = !DILocation(line: 55, column: 8, scope: !169)
!274 = !DILocation(line: 55, column: 3, scope: !169)
!275 = !DILocation(line: 56, column: 8, scope: !169)
!276 = !DILocation(line: 56, column: 3, scope: !169)
!277 = !DILocation(line: 57, column: 8, scope: !169)
!278 = !DILocation(line: 57, column: 3, scope: !169)
!279 = !DILocation(line: 58, column: 8, scope: !169)
!280 = !DILocation(line: 58, column: 3, scope: !169)
!281 = !DILocation(line: 59, column: 3, scope: !169)
