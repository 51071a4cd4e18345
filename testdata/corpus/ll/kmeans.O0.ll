; ModuleID = 'kmeans.c'
source_filename = "kmeans.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"iterations %d checksum %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @kernel_assign(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4, double* noundef %5, i32* noundef %6) #0 !dbg !10 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca double*, align 8
  %14 = alloca i32*, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  store i32 %0, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 %1, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !21, metadata !DIExpression()), !dbg !22
  store double* %2, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !23, metadata !DIExpression()), !dbg !24
  store double* %3, double** %11, align 8
  call void @llvm.dbg.declare(metadata double** %11, metadata !25, metadata !DIExpression()), !dbg !26
  store double* %4, double** %12, align 8
  call void @llvm.dbg.declare(metadata double** %12, metadata !27, metadata !DIExpression()), !dbg !28
  store double* %5, double** %13, align 8
  call void @llvm.dbg.declare(metadata double** %13, metadata !29, metadata !DIExpression()), !dbg !30
  store i32* %6, i32** %14, align 8
  call void @llvm.dbg.declare(metadata i32** %14, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %15, metadata !33, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %15, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata i32* %16, metadata !35, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %16, align 4, !dbg !37
  br label %23, !dbg !38

23:                                               ; preds = %88, %7
  %24 = load i32, i32* %16, align 4, !dbg !39
  %25 = load i32, i32* %8, align 4, !dbg !41
  %26 = icmp slt i32 %24, %25, !dbg !42
  br i1 %26, label %27, label %91, !dbg !43

27:                                               ; preds = %23
  call void @llvm.dbg.declare(metadata double* %17, metadata !44, metadata !DIExpression()), !dbg !46
  store double 0x7FEFFFFFFFFFFFFF, double* %17, align 8, !dbg !46
  call void @llvm.dbg.declare(metadata i32* %18, metadata !47, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %18, align 4, !dbg !48
  call void @llvm.dbg.declare(metadata i32* %19, metadata !49, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %19, align 4, !dbg !51
  br label %28, !dbg !52

28:                                               ; preds = %68, %27
  %29 = load i32, i32* %19, align 4, !dbg !53
  %30 = load i32, i32* %9, align 4, !dbg !55
  %31 = icmp slt i32 %29, %30, !dbg !56
  br i1 %31, label %32, label %71, !dbg !57

32:                                               ; preds = %28
  call void @llvm.dbg.declare(metadata double* %20, metadata !58, metadata !DIExpression()), !dbg !60
  %33 = load double*, double** %10, align 8, !dbg !61
  %34 = load i32, i32* %16, align 4, !dbg !62
  %35 = sext i32 %34 to i64, !dbg !61
  %36 = getelementptr inbounds double, double* %33, i64 %35, !dbg !61
  %37 = load double, double* %36, align 8, !dbg !61
  %38 = load double*, double** %12, align 8, !dbg !63
  %39 = load i32, i32* %19, align 4, !dbg !64
  %40 = sext i32 %39 to i64, !dbg !63
  %41 = getelementptr inbounds double, double* %38, i64 %40, !dbg !63
  %42 = load double, double* %41, align 8, !dbg !63
  %43 = fsub double %37, %42, !dbg !65
  store double %43, double* %20, align 8, !dbg !60
  call void @llvm.dbg.declare(metadata double* %21, metadata !66, metadata !DIExpression()), !dbg !67
  %44 = load double*, double** %11, align 8, !dbg !68
  %45 = load i32, i32* %16, align 4, !dbg !69
  %46 = sext i32 %45 to i64, !dbg !68
  %47 = getelementptr inbounds double, double* %44, i64 %46, !dbg !68
  %48 = load double, double* %47, align 8, !dbg !68
  %49 = load double*, double** %13, align 8, !dbg !70
  %50 = load i32, i32* %19, align 4, !dbg !71
  %51 = sext i32 %50 to i64, !dbg !70
  %52 = getelementptr inbounds double, double* %49, i64 %51, !dbg !70
  %53 = load double, double* %52, align 8, !dbg !70
  %54 = fsub double %48, %53, !dbg !72
  store double %54, double* %21, align 8, !dbg !67
  call void @llvm.dbg.declare(metadata double* %22, metadata !73, metadata !DIExpression()), !dbg !74
  %55 = load double, double* %20, align 8, !dbg !75
  %56 = load double, double* %20, align 8, !dbg !76
  %57 = load double, double* %21, align 8, !dbg !77
  %58 = load double, double* %21, align 8, !dbg !78
  %59 = fmul double %57, %58, !dbg !79
  %60 = call double @llvm.fmuladd.f64(double %55, double %56, double %59), !dbg !80
  store double %60, double* %22, align 8, !dbg !74
  %61 = load double, double* %22, align 8, !dbg !81
  %62 = load double, double* %17, align 8, !dbg !83
  %63 = fcmp olt double %61, %62, !dbg !84
  br i1 %63, label %64, label %67, !dbg !85

64:                                               ; preds = %32
  %65 = load double, double* %22, align 8, !dbg !86
  store double %65, double* %17, align 8, !dbg !88
  %66 = load i32, i32* %19, align 4, !dbg !89
  store i32 %66, i32* %18, align 4, !dbg !90
  br label %67, !dbg !91

67:                                               ; preds = %64, %32
  br label %68, !dbg !92

68:                                               ; preds = %67
  %69 = load i32, i32* %19, align 4, !dbg !93
  %70 = add nsw i32 %69, 1, !dbg !93
  store i32 %70, i32* %19, align 4, !dbg !93
  br label %28, !dbg !94, !llvm.loop !95

71:                                               ; preds = %28
  %72 = load i32*, i32** %14, align 8, !dbg !98
  %73 = load i32, i32* %16, align 4, !dbg !100
  %74 = sext i32 %73 to i64, !dbg !98
  %75 = getelementptr inbounds i32, i32* %72, i64 %74, !dbg !98
  %76 = load i32, i32* %75, align 4, !dbg !98
  %77 = load i32, i32* %18, align 4, !dbg !101
  %78 = icmp ne i32 %76, %77, !dbg !102
  br i1 %78, label %79, label %87, !dbg !103

79:                                               ; preds = %71
  %80 = load i32, i32* %18, align 4, !dbg !104
  %81 = load i32*, i32** %14, align 8, !dbg !106
  %82 = load i32, i32* %16, align 4, !dbg !107
  %83 = sext i32 %82 to i64, !dbg !106
  %84 = getelementptr inbounds i32, i32* %81, i64 %83, !dbg !106
  store i32 %80, i32* %84, align 4, !dbg !108
  %85 = load i32, i32* %15, align 4, !dbg !109
  %86 = add nsw i32 %85, 1, !dbg !109
  store i32 %86, i32* %15, align 4, !dbg !109
  br label %87, !dbg !110

87:                                               ; preds = %79, %71
  br label %88, !dbg !111

88:                                               ; preds = %87
  %89 = load i32, i32* %16, align 4, !dbg !112
  %90 = add nsw i32 %89, 1, !dbg !112
  store i32 %90, i32* %16, align 4, !dbg !112
  br label %23, !dbg !113, !llvm.loop !114

91:                                               ; preds = %23
  %92 = load i32, i32* %15, align 4, !dbg !116
  ret i32 %92, !dbg !117
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !118 {
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
  %14 = alloca i32*, align 8
  %15 = alloca i32*, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !124, metadata !DIExpression()), !dbg !125
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !126, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.declare(metadata i32* %6, metadata !128, metadata !DIExpression()), !dbg !129
  %24 = load i32, i32* %4, align 4, !dbg !130
  %25 = icmp sgt i32 %24, 1, !dbg !131
  br i1 %25, label %26, label %31, !dbg !130

26:                                               ; preds = %2
  %27 = load i8**, i8*** %5, align 8, !dbg !132
  %28 = getelementptr inbounds i8*, i8** %27, i64 1, !dbg !132
  %29 = load i8*, i8** %28, align 8, !dbg !132
  %30 = call i32 @atoi(i8* noundef %29) #5, !dbg !133
  br label %32, !dbg !130

31:                                               ; preds = %2
  br label %32, !dbg !130

32:                                               ; preds = %31, %26
  %33 = phi i32 [ %30, %26 ], [ 3000, %31 ], !dbg !130
  store i32 %33, i32* %6, align 4, !dbg !129
  call void @llvm.dbg.declare(metadata i32* %7, metadata !134, metadata !DIExpression()), !dbg !135
  %34 = load i32, i32* %4, align 4, !dbg !136
  %35 = icmp sgt i32 %34, 2, !dbg !137
  br i1 %35, label %36, label %41, !dbg !136

36:                                               ; preds = %32
  %37 = load i8**, i8*** %5, align 8, !dbg !138
  %38 = getelementptr inbounds i8*, i8** %37, i64 2, !dbg !138
  %39 = load i8*, i8** %38, align 8, !dbg !138
  %40 = call i32 @atoi(i8* noundef %39) #5, !dbg !139
  br label %42, !dbg !136

41:                                               ; preds = %32
  br label %42, !dbg !136

42:                                               ; preds = %41, %36
  %43 = phi i32 [ %40, %36 ], [ 8, %41 ], !dbg !136
  store i32 %43, i32* %7, align 4, !dbg !135
  call void @llvm.dbg.declare(metadata double** %8, metadata !140, metadata !DIExpression()), !dbg !142
  %44 = load i32, i32* %6, align 4, !dbg !143
  %45 = sext i32 %44 to i64, !dbg !143
  %46 = mul i64 %45, 8, !dbg !144
  %47 = call noalias i8* @malloc(i64 noundef %46) #6, !dbg !145
  %48 = bitcast i8* %47 to double*, !dbg !145
  store double* %48, double** %8, align 8, !dbg !142
  call void @llvm.dbg.declare(metadata double** %9, metadata !146, metadata !DIExpression()), !dbg !147
  %49 = load i32, i32* %6, align 4, !dbg !148
  %50 = sext i32 %49 to i64, !dbg !148
  %51 = mul i64 %50, 8, !dbg !149
  %52 = call noalias i8* @malloc(i64 noundef %51) #6, !dbg !150
  %53 = bitcast i8* %52 to double*, !dbg !150
  store double* %53, double** %9, align 8, !dbg !147
  call void @llvm.dbg.declare(metadata double** %10, metadata !151, metadata !DIExpression()), !dbg !152
  %54 = load i32, i32* %7, align 4, !dbg !153
  %55 = sext i32 %54 to i64, !dbg !153
  %56 = mul i64 %55, 8, !dbg !154
  %57 = call noalias i8* @malloc(i64 noundef %56) #6, !dbg !155
  %58 = bitcast i8* %57 to double*, !dbg !155
  store double* %58, double** %10, align 8, !dbg !152
  call void @llvm.dbg.declare(metadata double** %11, metadata !156, metadata !DIExpression()), !dbg !157
  %59 = load i32, i32* %7, align 4, !dbg !158
  %60 = sext i32 %59 to i64, !dbg !158
  %61 = mul i64 %60, 8, !dbg !159
  %62 = call noalias i8* @malloc(i64 noundef %61) #6, !dbg !160
  %63 = bitcast i8* %62 to double*, !dbg !160
  store double* %63, double** %11, align 8, !dbg !157
  call void @llvm.dbg.declare(metadata double** %12, metadata !161, metadata !DIExpression()), !dbg !162
  %64 = load i32, i32* %7, align 4, !dbg !163
  %65 = sext i32 %64 to i64, !dbg !163
  %66 = mul i64 %65, 8, !dbg !164
  %67 = call noalias i8* @malloc(i64 noundef %66) #6, !dbg !165
  %68 = bitcast i8* %67 to double*, !dbg !165
  store double* %68, double** %12, align 8, !dbg !162
  call void @llvm.dbg.declare(metadata double** %13, metadata !166, metadata !DIExpression()), !dbg !167
  %69 = load i32, i32* %7, align 4, !dbg !168
  %70 = sext i32 %69 to i64, !dbg !168
  %71 = mul i64 %70, 8, !dbg !169
  %72 = call noalias i8* @malloc(i64 noundef %71) #6, !dbg !170
  %73 = bitcast i8* %72 to double*, !dbg !170
  store double* %73, double** %13, align 8, !dbg !167
  call void @llvm.dbg.declare(metadata i32** %14, metadata !171, metadata !DIExpression()), !dbg !172
  %74 = load i32, i32* %7, align 4, !dbg !173
  %75 = sext i32 %74 to i64, !dbg !173
  %76 = mul i64 %75, 4, !dbg !174
  %77 = call noalias i8* @malloc(i64 noundef %76) #6, !dbg !175
  %78 = bitcast i8* %77 to i32*, !dbg !175
  store i32* %78, i32** %14, align 8, !dbg !172
  call void @llvm.dbg.declare(metadata i32** %15, metadata !176, metadata !DIExpression()), !dbg !177
  %79 = load i32, i32* %6, align 4, !dbg !178
  %80 = sext i32 %79 to i64, !dbg !178
  %81 = mul i64 %80, 4, !dbg !179
  %82 = call noalias i8* @malloc(i64 noundef %81) #6, !dbg !180
  %83 = bitcast i8* %82 to i32*, !dbg !180
  store i32* %83, i32** %15, align 8, !dbg !177
  call void @llvm.dbg.declare(metadata i32* %16, metadata !181, metadata !DIExpression()), !dbg !183
  store i32 77, i32* %16, align 4, !dbg !183
  call void @llvm.dbg.declare(metadata i32* %17, metadata !184, metadata !DIExpression()), !dbg !186
  store i32 0, i32* %17, align 4, !dbg !186
  br label %84, !dbg !187

84:                                               ; preds = %130, %42
  %85 = load i32, i32* %17, align 4, !dbg !188
  %86 = load i32, i32* %6, align 4, !dbg !190
  %87 = icmp slt i32 %85, %86, !dbg !191
  br i1 %87, label %88, label %133, !dbg !192

88:                                               ; preds = %84
  %89 = load i32, i32* %16, align 4, !dbg !193
  %90 = mul i32 %89, 1664525, !dbg !195
  %91 = add i32 %90, 1013904223, !dbg !196
  store i32 %91, i32* %16, align 4, !dbg !197
  call void @llvm.dbg.declare(metadata i32* %18, metadata !198, metadata !DIExpression()), !dbg !199
  %92 = load i32, i32* %16, align 4, !dbg !200
  %93 = lshr i32 %92, 28, !dbg !201
  %94 = urem i32 %93, 5, !dbg !202
  store i32 %94, i32* %18, align 4, !dbg !199
  %95 = load i32, i32* %16, align 4, !dbg !203
  %96 = mul i32 %95, 1664525, !dbg !204
  %97 = add i32 %96, 1013904223, !dbg !205
  store i32 %97, i32* %16, align 4, !dbg !206
  %98 = load i32, i32* %18, align 4, !dbg !207
  %99 = sitofp i32 %98 to double, !dbg !207
  %100 = load i32, i32* %16, align 4, !dbg !208
  %101 = lshr i32 %100, 16, !dbg !209
  %102 = urem i32 %101, 1000, !dbg !210
  %103 = uitofp i32 %102 to double, !dbg !211
  %104 = fdiv double %103, 4.000000e+02, !dbg !212
  %105 = call double @llvm.fmuladd.f64(double %99, double 4.000000e+00, double %104), !dbg !213
  %106 = load double*, double** %8, align 8, !dbg !214
  %107 = load i32, i32* %17, align 4, !dbg !215
  %108 = sext i32 %107 to i64, !dbg !214
  %109 = getelementptr inbounds double, double* %106, i64 %108, !dbg !214
  store double %105, double* %109, align 8, !dbg !216
  %110 = load i32, i32* %16, align 4, !dbg !217
  %111 = mul i32 %110, 1664525, !dbg !218
  %112 = add i32 %111, 1013904223, !dbg !219
  store i32 %112, i32* %16, align 4, !dbg !220
  %113 = load i32, i32* %18, align 4, !dbg !221
  %114 = srem i32 %113, 2, !dbg !222
  %115 = sitofp i32 %114 to double, !dbg !223
  %116 = load i32, i32* %16, align 4, !dbg !224
  %117 = lshr i32 %116, 16, !dbg !225
  %118 = urem i32 %117, 1000, !dbg !226
  %119 = uitofp i32 %118 to double, !dbg !227
  %120 = fdiv double %119, 4.000000e+02, !dbg !228
  %121 = call double @llvm.fmuladd.f64(double %115, double 6.000000e+00, double %120), !dbg !229
  %122 = load double*, double** %9, align 8, !dbg !230
  %123 = load i32, i32* %17, align 4, !dbg !231
  %124 = sext i32 %123 to i64, !dbg !230
  %125 = getelementptr inbounds double, double* %122, i64 %124, !dbg !230
  store double %121, double* %125, align 8, !dbg !232
  %126 = load i32*, i32** %15, align 8, !dbg !233
  %127 = load i32, i32* %17, align 4, !dbg !234
  %128 = sext i32 %127 to i64, !dbg !233
  %129 = getelementptr inbounds i32, i32* %126, i64 %128, !dbg !233
  store i32 -1, i32* %129, align 4, !dbg !235
  br label %130, !dbg !236

130:                                              ; preds = %88
  %131 = load i32, i32* %17, align 4, !dbg !237
  %132 = add nsw i32 %131, 1, !dbg !237
  store i32 %132, i32* %17, align 4, !dbg !237
  br label %84, !dbg !238, !llvm.loop !239

133:                                              ; preds = %84
  call void @llvm.dbg.declare(metadata i32* %19, metadata !241, metadata !DIExpression()), !dbg !243
  store i32 0, i32* %19, align 4, !dbg !243
  br label %134, !dbg !244

134:                                              ; preds = %165, %133
  %135 = load i32, i32* %19, align 4, !dbg !245
  %136 = load i32, i32* %7, align 4, !dbg !247
  %137 = icmp slt i32 %135, %136, !dbg !248
  br i1 %137, label %138, label %168, !dbg !249

138:                                              ; preds = %134
  %139 = load double*, double** %8, align 8, !dbg !250
  %140 = load i32, i32* %19, align 4, !dbg !252
  %141 = load i32, i32* %6, align 4, !dbg !253
  %142 = load i32, i32* %7, align 4, !dbg !254
  %143 = sdiv i32 %141, %142, !dbg !255
  %144 = mul nsw i32 %140, %143, !dbg !256
  %145 = sext i32 %144 to i64, !dbg !250
  %146 = getelementptr inbounds double, double* %139, i64 %145, !dbg !250
  %147 = load double, double* %146, align 8, !dbg !250
  %148 = load double*, double** %10, align 8, !dbg !257
  %149 = load i32, i32* %19, align 4, !dbg !258
  %150 = sext i32 %149 to i64, !dbg !257
  %151 = getelementptr inbounds double, double* %148, i64 %150, !dbg !257
  store double %147, double* %151, align 8, !dbg !259
  %152 = load double*, double** %9, align 8, !dbg !260
  %153 = load i32, i32* %19, align 4, !dbg !261
  %154 = load i32, i32* %6, align 4, !dbg !262
  %155 = load i32, i32* %7, align 4, !dbg !263
  %156 = sdiv i32 %154, %155, !dbg !264
  %157 = mul nsw i32 %153, %156, !dbg !265
  %158 = sext i32 %157 to i64, !dbg !260
  %159 = getelementptr inbounds double, double* %152, i64 %158, !dbg !260
  %160 = load double, double* %159, align 8, !dbg !260
  %161 = load double*, double** %11, align 8, !dbg !266
  %162 = load i32, i32* %19, align 4, !dbg !267
  %163 = sext i32 %162 to i64, !dbg !266
  %164 = getelementptr inbounds double, double* %161, i64 %163, !dbg !266
  store double %160, double* %164, align 8, !dbg !268
  br label %165, !dbg !269

165:                                              ; preds = %138
  %166 = load i32, i32* %19, align 4, !dbg !270
  %167 = add nsw i32 %166, 1, !dbg !270
  store i32 %167, i32* %19, align 4, !dbg !270
  br label %134, !dbg !271, !llvm.loop !272

168:                                              ; preds = %134
  call void @llvm.dbg.declare(metadata i32* %20, metadata !274, metadata !DIExpression()), !dbg !275
  store i32 0, i32* %20, align 4, !dbg !275
  call void @llvm.dbg.declare(metadata i32* %21, metadata !276, metadata !DIExpression()), !dbg !277
  br label %169, !dbg !278

169:                                              ; preds = %196, %168
  %170 = load i32, i32* %6, align 4, !dbg !279
  %171 = load i32, i32* %7, align 4, !dbg !281
  %172 = load double*, double** %8, align 8, !dbg !282
  %173 = load double*, double** %9, align 8, !dbg !283
  %174 = load double*, double** %10, align 8, !dbg !284
  %175 = load double*, double** %11, align 8, !dbg !285
  %176 = load i32*, i32** %15, align 8, !dbg !286
  %177 = call i32 @kernel_assign(i32 noundef %170, i32 noundef %171, double* noundef %172, double* noundef %173, double* noundef %174, double* noundef %175, i32* noundef %176), !dbg !287
  store i32 %177, i32* %21, align 4, !dbg !288
  %178 = load i32, i32* %6, align 4, !dbg !289
  %179 = load i32, i32* %7, align 4, !dbg !290
  %180 = load double*, double** %8, align 8, !dbg !291
  %181 = load double*, double** %9, align 8, !dbg !292
  %182 = load i32*, i32** %15, align 8, !dbg !293
  %183 = load double*, double** %10, align 8, !dbg !294
  %184 = load double*, double** %11, align 8, !dbg !295
  %185 = load double*, double** %12, align 8, !dbg !296
  %186 = load double*, double** %13, align 8, !dbg !297
  %187 = load i32*, i32** %14, align 8, !dbg !298
  call void @update(i32 noundef %178, i32 noundef %179, double* noundef %180, double* noundef %181, i32* noundef %182, double* noundef %183, double* noundef %184, double* noundef %185, double* noundef %186, i32* noundef %187), !dbg !299
  %188 = load i32, i32* %20, align 4, !dbg !300
  %189 = add nsw i32 %188, 1, !dbg !300
  store i32 %189, i32* %20, align 4, !dbg !300
  br label %190, !dbg !301

190:                                              ; preds = %169
  %191 = load i32, i32* %21, align 4, !dbg !302
  %192 = icmp sgt i32 %191, 0, !dbg !303
  br i1 %192, label %193, label %196, !dbg !304

193:                                              ; preds = %190
  %194 = load i32, i32* %20, align 4, !dbg !305
  %195 = icmp slt i32 %194, 50, !dbg !306
  br label %196

196:                                              ; preds = %193, %190
  %197 = phi i1 [ false, %190 ], [ %195, %193 ], !dbg !307
  br i1 %197, label %169, label %198, !dbg !301, !llvm.loop !308

198:                                              ; preds = %196
  call void @llvm.dbg.declare(metadata double* %22, metadata !310, metadata !DIExpression()), !dbg !311
  store double 0.000000e+00, double* %22, align 8, !dbg !311
  call void @llvm.dbg.declare(metadata i32* %23, metadata !312, metadata !DIExpression()), !dbg !314
  store i32 0, i32* %23, align 4, !dbg !314
  br label %199, !dbg !315

199:                                              ; preds = %220, %198
  %200 = load i32, i32* %23, align 4, !dbg !316
  %201 = load i32, i32* %7, align 4, !dbg !318
  %202 = icmp slt i32 %200, %201, !dbg !319
  br i1 %202, label %203, label %223, !dbg !320

203:                                              ; preds = %199
  %204 = load double*, double** %10, align 8, !dbg !321
  %205 = load i32, i32* %23, align 4, !dbg !322
  %206 = sext i32 %205 to i64, !dbg !321
  %207 = getelementptr inbounds double, double* %204, i64 %206, !dbg !321
  %208 = load double, double* %207, align 8, !dbg !321
  %209 = load i32, i32* %23, align 4, !dbg !323
  %210 = add nsw i32 %209, 1, !dbg !324
  %211 = sitofp i32 %210 to double, !dbg !325
  %212 = load double*, double** %11, align 8, !dbg !326
  %213 = load i32, i32* %23, align 4, !dbg !327
  %214 = sext i32 %213 to i64, !dbg !326
  %215 = getelementptr inbounds double, double* %212, i64 %214, !dbg !326
  %216 = load double, double* %215, align 8, !dbg !326
  %217 = call double @llvm.fmuladd.f64(double %208, double %211, double %216), !dbg !328
  %218 = load double, double* %22, align 8, !dbg !329
  %219 = fadd double %218, %217, !dbg !329
  store double %219, double* %22, align 8, !dbg !329
  br label %220, !dbg !330

220:                                              ; preds = %203
  %221 = load i32, i32* %23, align 4, !dbg !331
  %222 = add nsw i32 %221, 1, !dbg !331
  store i32 %222, i32* %23, align 4, !dbg !331
  br label %199, !dbg !332, !llvm.loop !333

223:                                              ; preds = %199
  %224 = load i32, i32* %20, align 4, !dbg !335
  %225 = load double, double* %22, align 8, !dbg !336
  %226 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %224, double noundef %225), !dbg !337
  %227 = load double*, double** %8, align 8, !dbg !338
  %228 = bitcast double* %227 to i8*, !dbg !338
  call void @free(i8* noundef %228) #6, !dbg !339
  %229 = load double*, double** %9, align 8, !dbg !340
  %230 = bitcast double* %229 to i8*, !dbg !340
  call void @free(i8* noundef %230) #6, !dbg !341
  %231 = load double*, double** %10, align 8, !dbg !342
  %232 = bitcast double* %231 to i8*, !dbg !342
  call void @free(i8* noundef %232) #6, !dbg !343
  %233 = load double*, double** %11, align 8, !dbg !344
  %234 = bitcast double* %233 to i8*, !dbg !344
  call void @free(i8* noundef %234) #6, !dbg !345
  %235 = load double*, double** %12, align 8, !dbg !346
  %236 = bitcast double* %235 to i8*, !dbg !346
  call void @free(i8* noundef %236) #6, !dbg !347
  %237 = load double*, double** %13, align 8, !dbg !348
  %238 = bitcast double* %237 to i8*, !dbg !348
  call void @free(i8* noundef %238) #6, !dbg !349
  %239 = load i32*, i32** %14, align 8, !dbg !350
  %240 = bitcast i32* %239 to i8*, !dbg !350
  call void @free(i8* noundef %240) #6, !dbg !351
  %241 = load i32*, i32** %15, align 8, !dbg !352
  %242 = bitcast i32* %241 to i8*, !dbg !352
  call void @free(i8* noundef %242) #6, !dbg !353
  ret i32 0, !dbg !354
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @update(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, i32* noundef %4, double* noundef %5, double* noundef %6, double* noundef %7, double* noundef %8, i32* noundef %9) #0 !dbg !355 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double*, align 8
  %14 = alloca double*, align 8
  %15 = alloca i32*, align 8
  %16 = alloca double*, align 8
  %17 = alloca double*, align 8
  %18 = alloca double*, align 8
  %19 = alloca double*, align 8
  %20 = alloca i32*, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store i32 %0, i32* %11, align 4
  call void @llvm.dbg.declare(metadata i32* %11, metadata !360, metadata !DIExpression()), !dbg !361
  store i32 %1, i32* %12, align 4
  call void @llvm.dbg.declare(metadata i32* %12, metadata !362, metadata !DIExpression()), !dbg !363
  store double* %2, double** %13, align 8
  call void @llvm.dbg.declare(metadata double** %13, metadata !364, metadata !DIExpression()), !dbg !365
  store double* %3, double** %14, align 8
  call void @llvm.dbg.declare(metadata double** %14, metadata !366, metadata !DIExpression()), !dbg !367
  store i32* %4, i32** %15, align 8
  call void @llvm.dbg.declare(metadata i32** %15, metadata !368, metadata !DIExpression()), !dbg !369
  store double* %5, double** %16, align 8
  call void @llvm.dbg.declare(metadata double** %16, metadata !370, metadata !DIExpression()), !dbg !371
  store double* %6, double** %17, align 8
  call void @llvm.dbg.declare(metadata double** %17, metadata !372, metadata !DIExpression()), !dbg !373
  store double* %7, double** %18, align 8
  call void @llvm.dbg.declare(metadata double** %18, metadata !374, metadata !DIExpression()), !dbg !375
  store double* %8, double** %19, align 8
  call void @llvm.dbg.declare(metadata double** %19, metadata !376, metadata !DIExpression()), !dbg !377
  store i32* %9, i32** %20, align 8
  call void @llvm.dbg.declare(metadata i32** %20, metadata !378, metadata !DIExpression()), !dbg !379
  call void @llvm.dbg.declare(metadata i32* %21, metadata !380, metadata !DIExpression()), !dbg !382
  store i32 0, i32* %21, align 4, !dbg !382
  br label %24, !dbg !383

24:                                               ; preds = %41, %10
  %25 = load i32, i32* %21, align 4, !dbg !384
  %26 = load i32, i32* %12, align 4, !dbg !386
  %27 = icmp slt i32 %25, %26, !dbg !387
  br i1 %27, label %28, label %44, !dbg !388

28:                                               ; preds = %24
  %29 = load double*, double** %19, align 8, !dbg !389
  %30 = load i32, i32* %21, align 4, !dbg !391
  %31 = sext i32 %30 to i64, !dbg !389
  %32 = getelementptr inbounds double, double* %29, i64 %31, !dbg !389
  store double 0.000000e+00, double* %32, align 8, !dbg !392
  %33 = load double*, double** %18, align 8, !dbg !393
  %34 = load i32, i32* %21, align 4, !dbg !394
  %35 = sext i32 %34 to i64, !dbg !393
  %36 = getelementptr inbounds double, double* %33, i64 %35, !dbg !393
  store double 0.000000e+00, double* %36, align 8, !dbg !395
  %37 = load i32*, i32** %20, align 8, !dbg !396
  %38 = load i32, i32* %21, align 4, !dbg !397
  %39 = sext i32 %38 to i64, !dbg !396
  %40 = getelementptr inbounds i32, i32* %37, i64 %39, !dbg !396
  store i32 0, i32* %40, align 4, !dbg !398
  br label %41, !dbg !399

41:                                               ; preds = %28
  %42 = load i32, i32* %21, align 4, !dbg !400
  %43 = add nsw i32 %42, 1, !dbg !400
  store i32 %43, i32* %21, align 4, !dbg !400
  br label %24, !dbg !401, !llvm.loop !402

44:                                               ; preds = %24
  call void @llvm.dbg.declare(metadata i32* %22, metadata !404, metadata !DIExpression()), !dbg !406
  store i32 0, i32* %22, align 4, !dbg !406
  br label %45, !dbg !407

45:                                               ; preds = %90, %44
  %46 = load i32, i32* %22, align 4, !dbg !408
  %47 = load i32, i32* %11, align 4, !dbg !410
  %48 = icmp slt i32 %46, %47, !dbg !411
  br i1 %48, label %49, label %93, !dbg !412

49:                                               ; preds = %45
  %50 = load double*, double** %13, align 8, !dbg !413
  %51 = load i32, i32* %22, align 4, !dbg !415
  %52 = sext i32 %51 to i64, !dbg !413
  %53 = getelementptr inbounds double, double* %50, i64 %52, !dbg !413
  %54 = load double, double* %53, align 8, !dbg !413
  %55 = load double*, double** %18, align 8, !dbg !416
  %56 = load i32*, i32** %15, align 8, !dbg !417
  %57 = load i32, i32* %22, align 4, !dbg !418
  %58 = sext i32 %57 to i64, !dbg !417
  %59 = getelementptr inbounds i32, i32* %56, i64 %58, !dbg !417
  %60 = load i32, i32* %59, align 4, !dbg !417
  %61 = sext i32 %60 to i64, !dbg !416
  %62 = getelementptr inbounds double, double* %55, i64 %61, !dbg !416
  %63 = load double, double* %62, align 8, !dbg !419
  %64 = fadd double %63, %54, !dbg !419
  store double %64, double* %62, align 8, !dbg !419
  %65 = load double*, double** %14, align 8, !dbg !420
  %66 = load i32, i32* %22, align 4, !dbg !421
  %67 = sext i32 %66 to i64, !dbg !420
  %68 = getelementptr inbounds double, double* %65, i64 %67, !dbg !420
  %69 = load double, double* %68, align 8, !dbg !420
  %70 = load double*, double** %19, align 8, !dbg !422
  %71 = load i32*, i32** %15, align 8, !dbg !423
  %72 = load i32, i32* %22, align 4, !dbg !424
  %73 = sext i32 %72 to i64, !dbg !423
  %74 = getelementptr inbounds i32, i32* %71, i64 %73, !dbg !423
  %75 = load i32, i32* %74, align 4, !dbg !423
  %76 = sext i32 %75 to i64, !dbg !422
  %77 = getelementptr inbounds double, double* %70, i64 %76, !dbg !422
  %78 = load double, double* %77, align 8, !dbg !425
  %79 = fadd double %78, %69, !dbg !425
  store double %79, double* %77, align 8, !dbg !425
  %80 = load i32*, i32** %20, align 8, !dbg !426
  %81 = load i32*, i32** %15, align 8, !dbg !427
  %82 = load i32, i32* %22, align 4, !dbg !428
  %83 = sext i32 %82 to i64, !dbg !427
  %84 = getelementptr inbounds i32, i32* %81, i64 %83, !dbg !427
  %85 = load i32, i32* %84, align 4, !dbg !427
  %86 = sext i32 %85 to i64, !dbg !426
  %87 = getelementptr inbounds i32, i32* %80, i64 %86, !dbg !426
  %88 = load i32, i32* %87, align 4, !dbg !429
  %89 = add nsw i32 %88, 1, !dbg !429
  store i32 %89, i32* %87, align 4, !dbg !429
  br label %90, !dbg !430

90:                                               ; preds = %49
  %91 = load i32, i32* %22, align 4, !dbg !431
  %92 = add nsw i32 %91, 1, !dbg !431
  store i32 %92, i32* %22, align 4, !dbg !431
  br label %45, !dbg !432, !llvm.loop !433

93:                                               ; preds = %45
  call void @llvm.dbg.declare(metadata i32* %23, metadata !435, metadata !DIExpression()), !dbg !437
  store i32 0, i32* %23, align 4, !dbg !437
  br label %94, !dbg !438

94:                                               ; preds = %139, %93
  %95 = load i32, i32* %23, align 4, !dbg !439
  %96 = load i32, i32* %12, align 4, !dbg !441
  %97 = icmp slt i32 %95, %96, !dbg !442
  br i1 %97, label %98, label %142, !dbg !443

98:                                               ; preds = %94
  %99 = load i32*, i32** %20, align 8, !dbg !444
  %100 = load i32, i32* %23, align 4, !dbg !446
  %101 = sext i32 %100 to i64, !dbg !444
  %102 = getelementptr inbounds i32, i32* %99, i64 %101, !dbg !444
  %103 = load i32, i32* %102, align 4, !dbg !444
  %104 = icmp sgt i32 %103, 0, !dbg !447
  br i1 %104, label %105, label %138, !dbg !448

105:                                              ; preds = %98
  %106 = load double*, double** %18, align 8, !dbg !449
  %107 = load i32, i32* %23, align 4, !dbg !451
  %108 = sext i32 %107 to i64, !dbg !449
  %109 = getelementptr inbounds double, double* %106, i64 %108, !dbg !449
  %110 = load double, double* %109, align 8, !dbg !449
  %111 = load i32*, i32** %20, align 8, !dbg !452
  %112 = load i32, i32* %23, align 4, !dbg !453
  %113 = sext i32 %112 to i64, !dbg !452
  %114 = getelementptr inbounds i32, i32* %111, i64 %113, !dbg !452
  %115 = load i32, i32* %114, align 4, !dbg !452
  %116 = sitofp i32 %115 to double, !dbg !452
  %117 = fdiv double %110, %116, !dbg !454
  %118 = load double*, double** %16, align 8, !dbg !455
  %119 = load i32, i32* %23, align 4, !dbg !456
  %120 = sext i32 %119 to i64, !dbg !455
  %121 = getelementptr inbounds double, double* %118, i64 %120, !dbg !455
  store double %117, double* %121, align 8, !dbg !457
  %122 = load double*, double** %19, align 8, !dbg !458
  %123 = load i32, i32* %23, align 4, !dbg !459
  %124 = sext i32 %123 to i64, !dbg !458
  %125 = getelementptr inbounds double, double* %122, i64 %124, !dbg !458
  %126 = load double, double* %125, align 8, !dbg !458
  %127 = load i32*, i32** %20, align 8, !dbg !460
  %128 = load i32, i32* %23, align 4, !dbg !461
  %129 = sext i32 %128 to i64, !dbg !460
  %130 = getelementptr inbounds i32, i32* %127, i64 %129, !dbg !460
  %131 = load i32, i32* %130, align 4, !dbg !460
  %132 = sitofp i32 %131 to double, !dbg !460
  %133 = fdiv double %126, %132, !dbg !462
  %134 = load double*, double** %17, align 8, !dbg !463
  %135 = load i32, i32* %23, align 4, !dbg !464
  %136 = sext i32 %135 to i64, !dbg !463
  %137 = getelementptr inbounds double, double* %134, i64 %136, !dbg !463
  store double %133, double* %137, align 8, !dbg !465
  br label %138, !dbg !466

138:                                              ; preds = %105, %98
  br label %139, !dbg !467

139:                                              ; preds = %138
  %140 = load i32, i32* %23, align 4, !dbg !468
  %141 = add nsw i32 %140, 1, !dbg !468
  store i32 %141, i32* %23, align 4, !dbg !468
  br label %94, !dbg !469, !llvm.loop !470

142:                                              ; preds = %94
  ret void, !dbg !472
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
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kmeans.c", directory: ".", checksumkind: CSK_MD5, checksum: "8186213b325bc1adb66ef30730de04f2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "kernel_assign", scope: !1, file: !1, line: 9, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !13, !14, !14, !14, !14, !17}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!18 = !{}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!20 = !DILocation(line: 9, column: 23, scope: !10)
!21 = !DILocalVariable(name: "k", arg: 2, scope: !10, file: !1, line: 9, type: !13)
!22 = !DILocation(line: 9, column: 30, scope: !10)
!23 = !DILocalVariable(name: "px", arg: 3, scope: !10, file: !1, line: 9, type: !14)
!24 = !DILocation(line: 9, column: 47, scope: !10)
!25 = !DILocalVariable(name: "py", arg: 4, scope: !10, file: !1, line: 9, type: !14)
!26 = !DILocation(line: 9, column: 65, scope: !10)
!27 = !DILocalVariable(name: "cx", arg: 5, scope: !10, file: !1, line: 10, type: !14)
!28 = !DILocation(line: 10, column: 33, scope: !10)
!29 = !DILocalVariable(name: "cy", arg: 6, scope: !10, file: !1, line: 10, type: !14)
!30 = !DILocation(line: 10, column: 51, scope: !10)
!31 = !DILocalVariable(name: "label", arg: 7, scope: !10, file: !1, line: 10, type: !17)
!32 = !DILocation(line: 10, column: 60, scope: !10)
!33 = !DILocalVariable(name: "changed", scope: !10, file: !1, line: 12, type: !13)
!34 = !DILocation(line: 12, column: 7, scope: !10)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 13, type: !13)
!36 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 3)
!37 = !DILocation(line: 13, column: 12, scope: !36)
!38 = !DILocation(line: 13, column: 8, scope: !36)
!39 = !DILocation(line: 13, column: 19, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !1, line: 13, column: 3)
!41 = !DILocation(line: 13, column: 23, scope: !40)
!42 = !DILocation(line: 13, column: 21, scope: !40)
!43 = !DILocation(line: 13, column: 3, scope: !36)
!44 = !DILocalVariable(name: "best", scope: !45, file: !1, line: 14, type: !16)
!45 = distinct !DILexicalBlock(scope: !40, file: !1, line: 13, column: 31)
!46 = !DILocation(line: 14, column: 12, scope: !45)
!47 = !DILocalVariable(name: "arg", scope: !45, file: !1, line: 15, type: !13)
!48 = !DILocation(line: 15, column: 9, scope: !45)
!49 = !DILocalVariable(name: "c", scope: !50, file: !1, line: 16, type: !13)
!50 = distinct !DILexicalBlock(scope: !45, file: !1, line: 16, column: 5)
!51 = !DILocation(line: 16, column: 14, scope: !50)
!52 = !DILocation(line: 16, column: 10, scope: !50)
!53 = !DILocation(line: 16, column: 21, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !1, line: 16, column: 5)
!55 = !DILocation(line: 16, column: 25, scope: !54)
!56 = !DILocation(line: 16, column: 23, scope: !54)
!57 = !DILocation(line: 16, column: 5, scope: !50)
!58 = !DILocalVariable(name: "dx", scope: !59, file: !1, line: 17, type: !16)
!59 = distinct !DILexicalBlock(scope: !54, file: !1, line: 16, column: 33)
!60 = !DILocation(line: 17, column: 14, scope: !59)
!61 = !DILocation(line: 17, column: 19, scope: !59)
!62 = !DILocation(line: 17, column: 22, scope: !59)
!63 = !DILocation(line: 17, column: 27, scope: !59)
!64 = !DILocation(line: 17, column: 30, scope: !59)
!65 = !DILocation(line: 17, column: 25, scope: !59)
!66 = !DILocalVariable(name: "dy", scope: !59, file: !1, line: 17, type: !16)
!67 = !DILocation(line: 17, column: 34, scope: !59)
!68 = !DILocation(line: 17, column: 39, scope: !59)
!69 = !DILocation(line: 17, column: 42, scope: !59)
!70 = !DILocation(line: 17, column: 47, scope: !59)
!71 = !DILocation(line: 17, column: 50, scope: !59)
!72 = !DILocation(line: 17, column: 45, scope: !59)
!73 = !DILocalVariable(name: "d", scope: !59, file: !1, line: 18, type: !16)
!74 = !DILocation(line: 18, column: 14, scope: !59)
!75 = !DILocation(line: 18, column: 18, scope: !59)
!76 = !DILocation(line: 18, column: 23, scope: !59)
!77 = !DILocation(line: 18, column: 28, scope: !59)
!78 = !DILocation(line: 18, column: 33, scope: !59)
!79 = !DILocation(line: 18, column: 31, scope: !59)
!80 = !DILocation(line: 18, column: 26, scope: !59)
!81 = !DILocation(line: 19, column: 11, scope: !82)
!82 = distinct !DILexicalBlock(scope: !59, file: !1, line: 19, column: 11)
!83 = !DILocation(line: 19, column: 15, scope: !82)
!84 = !DILocation(line: 19, column: 13, scope: !82)
!85 = !DILocation(line: 19, column: 11, scope: !59)
!86 = !DILocation(line: 20, column: 16, scope: !87)
!87 = distinct !DILexicalBlock(scope: !82, file: !1, line: 19, column: 21)
!88 = !DILocation(line: 20, column: 14, scope: !87)
!89 = !DILocation(line: 21, column: 15, scope: !87)
!90 = !DILocation(line: 21, column: 13, scope: !87)
!91 = !DILocation(line: 22, column: 7, scope: !87)
!92 = !DILocation(line: 23, column: 5, scope: !59)
!93 = !DILocation(line: 16, column: 29, scope: !54)
!94 = !DILocation(line: 16, column: 5, scope: !54)
!95 = distinct !{!95, !57, !96, !97}
!96 = !DILocation(line: 23, column: 5, scope: !50)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !DILocation(line: 24, column: 9, scope: !99)
!99 = distinct !DILexicalBlock(scope: !45, file: !1, line: 24, column: 9)
!100 = !DILocation(line: 24, column: 15, scope: !99)
!101 = !DILocation(line: 24, column: 21, scope: !99)
!102 = !DILocation(line: 24, column: 18, scope: !99)
!103 = !DILocation(line: 24, column: 9, scope: !45)
!104 = !DILocation(line: 25, column: 18, scope: !105)
!105 = distinct !DILexicalBlock(scope: !99, file: !1, line: 24, column: 26)
!106 = !DILocation(line: 25, column: 7, scope: !105)
!107 = !DILocation(line: 25, column: 13, scope: !105)
!108 = !DILocation(line: 25, column: 16, scope: !105)
!109 = !DILocation(line: 26, column: 14, scope: !105)
!110 = !DILocation(line: 27, column: 5, scope: !105)
!111 = !DILocation(line: 28, column: 3, scope: !45)
!112 = !DILocation(line: 13, column: 27, scope: !40)
!113 = !DILocation(line: 13, column: 3, scope: !40)
!114 = distinct !{!114, !43, !115, !97}
!115 = !DILocation(line: 28, column: 3, scope: !36)
!116 = !DILocation(line: 29, column: 10, scope: !10)
!117 = !DILocation(line: 29, column: 3, scope: !10)
!118 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 52, type: !119, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!119 = !DISubroutineType(types: !120)
!120 = !{!13, !13, !121}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!124 = !DILocalVariable(name: "argc", arg: 1, scope: !118, file: !1, line: 52, type: !13)
!125 = !DILocation(line: 52, column: 14, scope: !118)
!126 = !DILocalVariable(name: "argv", arg: 2, scope: !118, file: !1, line: 52, type: !121)
!127 = !DILocation(line: 52, column: 27, scope: !118)
!128 = !DILocalVariable(name: "n", scope: !118, file: !1, line: 54, type: !13)
!129 = !DILocation(line: 54, column: 7, scope: !118)
!130 = !DILocation(line: 54, column: 11, scope: !118)
!131 = !DILocation(line: 54, column: 16, scope: !118)
!132 = !DILocation(line: 54, column: 27, scope: !118)
!133 = !DILocation(line: 54, column: 22, scope: !118)
!134 = !DILocalVariable(name: "k", scope: !118, file: !1, line: 55, type: !13)
!135 = !DILocation(line: 55, column: 7, scope: !118)
!136 = !DILocation(line: 55, column: 11, scope: !118)
!137 = !DILocation(line: 55, column: 16, scope: !118)
!138 = !DILocation(line: 55, column: 27, scope: !118)
!139 = !DILocation(line: 55, column: 22, scope: !118)
!140 = !DILocalVariable(name: "px", scope: !118, file: !1, line: 56, type: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!142 = !DILocation(line: 56, column: 11, scope: !118)
!143 = !DILocation(line: 56, column: 23, scope: !118)
!144 = !DILocation(line: 56, column: 25, scope: !118)
!145 = !DILocation(line: 56, column: 16, scope: !118)
!146 = !DILocalVariable(name: "py", scope: !118, file: !1, line: 56, type: !141)
!147 = !DILocation(line: 56, column: 45, scope: !118)
!148 = !DILocation(line: 56, column: 57, scope: !118)
!149 = !DILocation(line: 56, column: 59, scope: !118)
!150 = !DILocation(line: 56, column: 50, scope: !118)
!151 = !DILocalVariable(name: "cx", scope: !118, file: !1, line: 57, type: !141)
!152 = !DILocation(line: 57, column: 11, scope: !118)
!153 = !DILocation(line: 57, column: 23, scope: !118)
!154 = !DILocation(line: 57, column: 25, scope: !118)
!155 = !DILocation(line: 57, column: 16, scope: !118)
!156 = !DILocalVariable(name: "cy", scope: !118, file: !1, line: 57, type: !141)
!157 = !DILocation(line: 57, column: 45, scope: !118)
!158 = !DILocation(line: 57, column: 57, scope: !118)
!159 = !DILocation(line: 57, column: 59, scope: !118)
!160 = !DILocation(line: 57, column: 50, scope: !118)
!161 = !DILocalVariable(name: "sx", scope: !118, file: !1, line: 58, type: !141)
!162 = !DILocation(line: 58, column: 11, scope: !118)
!163 = !DILocation(line: 58, column: 23, scope: !118)
!164 = !DILocation(line: 58, column: 25, scope: !118)
!165 = !DILocation(line: 58, column: 16, scope: !118)
!166 = !DILocalVariable(name: "sy", scope: !118, file: !1, line: 58, type: !141)
!167 = !DILocation(line: 58, column: 45, scope: !118)
!168 = !DILocation(line: 58, column: 57, scope: !118)
!169 = !DILocation(line: 58, column: 59, scope: !118)
!170 = !DILocation(line: 58, column: 50, scope: !118)
!171 = !DILocalVariable(name: "cnt", scope: !118, file: !1, line: 59, type: !17)
!172 = !DILocation(line: 59, column: 8, scope: !118)
!173 = !DILocation(line: 59, column: 21, scope: !118)
!174 = !DILocation(line: 59, column: 23, scope: !118)
!175 = !DILocation(line: 59, column: 14, scope: !118)
!176 = !DILocalVariable(name: "label", scope: !118, file: !1, line: 59, type: !17)
!177 = !DILocation(line: 59, column: 40, scope: !118)
!178 = !DILocation(line: 59, column: 55, scope: !118)
!179 = !DILocation(line: 59, column: 57, scope: !118)
!180 = !DILocation(line: 59, column: 48, scope: !118)
!181 = !DILocalVariable(name: "s", scope: !118, file: !1, line: 60, type: !182)
!182 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!183 = !DILocation(line: 60, column: 12, scope: !118)
!184 = !DILocalVariable(name: "i", scope: !185, file: !1, line: 61, type: !13)
!185 = distinct !DILexicalBlock(scope: !118, file: !1, line: 61, column: 3)
!186 = !DILocation(line: 61, column: 12, scope: !185)
!187 = !DILocation(line: 61, column: 8, scope: !185)
!188 = !DILocation(line: 61, column: 19, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !1, line: 61, column: 3)
!190 = !DILocation(line: 61, column: 23, scope: !189)
!191 = !DILocation(line: 61, column: 21, scope: !189)
!192 = !DILocation(line: 61, column: 3, scope: !185)
!193 = !DILocation(line: 62, column: 9, scope: !194)
!194 = distinct !DILexicalBlock(scope: !189, file: !1, line: 61, column: 31)
!195 = !DILocation(line: 62, column: 11, scope: !194)
!196 = !DILocation(line: 62, column: 22, scope: !194)
!197 = !DILocation(line: 62, column: 7, scope: !194)
!198 = !DILocalVariable(name: "blob", scope: !194, file: !1, line: 63, type: !13)
!199 = !DILocation(line: 63, column: 9, scope: !194)
!200 = !DILocation(line: 63, column: 17, scope: !194)
!201 = !DILocation(line: 63, column: 19, scope: !194)
!202 = !DILocation(line: 63, column: 26, scope: !194)
!203 = !DILocation(line: 64, column: 9, scope: !194)
!204 = !DILocation(line: 64, column: 11, scope: !194)
!205 = !DILocation(line: 64, column: 22, scope: !194)
!206 = !DILocation(line: 64, column: 7, scope: !194)
!207 = !DILocation(line: 65, column: 13, scope: !194)
!208 = !DILocation(line: 65, column: 28, scope: !194)
!209 = !DILocation(line: 65, column: 30, scope: !194)
!210 = !DILocation(line: 65, column: 37, scope: !194)
!211 = !DILocation(line: 65, column: 26, scope: !194)
!212 = !DILocation(line: 65, column: 45, scope: !194)
!213 = !DILocation(line: 65, column: 24, scope: !194)
!214 = !DILocation(line: 65, column: 5, scope: !194)
!215 = !DILocation(line: 65, column: 8, scope: !194)
!216 = !DILocation(line: 65, column: 11, scope: !194)
!217 = !DILocation(line: 66, column: 9, scope: !194)
!218 = !DILocation(line: 66, column: 11, scope: !194)
!219 = !DILocation(line: 66, column: 22, scope: !194)
!220 = !DILocation(line: 66, column: 7, scope: !194)
!221 = !DILocation(line: 67, column: 14, scope: !194)
!222 = !DILocation(line: 67, column: 19, scope: !194)
!223 = !DILocation(line: 67, column: 13, scope: !194)
!224 = !DILocation(line: 67, column: 34, scope: !194)
!225 = !DILocation(line: 67, column: 36, scope: !194)
!226 = !DILocation(line: 67, column: 43, scope: !194)
!227 = !DILocation(line: 67, column: 32, scope: !194)
!228 = !DILocation(line: 67, column: 51, scope: !194)
!229 = !DILocation(line: 67, column: 30, scope: !194)
!230 = !DILocation(line: 67, column: 5, scope: !194)
!231 = !DILocation(line: 67, column: 8, scope: !194)
!232 = !DILocation(line: 67, column: 11, scope: !194)
!233 = !DILocation(line: 68, column: 5, scope: !194)
!234 = !DILocation(line: 68, column: 11, scope: !194)
!235 = !DILocation(line: 68, column: 14, scope: !194)
!236 = !DILocation(line: 69, column: 3, scope: !194)
!237 = !DILocation(line: 61, column: 27, scope: !189)
!238 = !DILocation(line: 61, column: 3, scope: !189)
!239 = distinct !{!239, !192, !240, !97}
!240 = !DILocation(line: 69, column: 3, scope: !185)
!241 = !DILocalVariable(name: "c", scope: !242, file: !1, line: 70, type: !13)
!242 = distinct !DILexicalBlock(scope: !118, file: !1, line: 70, column: 3)
!243 = !DILocation(line: 70, column: 12, scope: !242)
!244 = !DILocation(line: 70, column: 8, scope: !242)
!245 = !DILocation(line: 70, column: 19, scope: !246)
!246 = distinct !DILexicalBlock(scope: !242, file: !1, line: 70, column: 3)
!247 = !DILocation(line: 70, column: 23, scope: !246)
!248 = !DILocation(line: 70, column: 21, scope: !246)
!249 = !DILocation(line: 70, column: 3, scope: !242)
!250 = !DILocation(line: 71, column: 13, scope: !251)
!251 = distinct !DILexicalBlock(scope: !246, file: !1, line: 70, column: 31)
!252 = !DILocation(line: 71, column: 16, scope: !251)
!253 = !DILocation(line: 71, column: 21, scope: !251)
!254 = !DILocation(line: 71, column: 25, scope: !251)
!255 = !DILocation(line: 71, column: 23, scope: !251)
!256 = !DILocation(line: 71, column: 18, scope: !251)
!257 = !DILocation(line: 71, column: 5, scope: !251)
!258 = !DILocation(line: 71, column: 8, scope: !251)
!259 = !DILocation(line: 71, column: 11, scope: !251)
!260 = !DILocation(line: 72, column: 13, scope: !251)
!261 = !DILocation(line: 72, column: 16, scope: !251)
!262 = !DILocation(line: 72, column: 21, scope: !251)
!263 = !DILocation(line: 72, column: 25, scope: !251)
!264 = !DILocation(line: 72, column: 23, scope: !251)
!265 = !DILocation(line: 72, column: 18, scope: !251)
!266 = !DILocation(line: 72, column: 5, scope: !251)
!267 = !DILocation(line: 72, column: 8, scope: !251)
!268 = !DILocation(line: 72, column: 11, scope: !251)
!269 = !DILocation(line: 73, column: 3, scope: !251)
!270 = !DILocation(line: 70, column: 27, scope: !246)
!271 = !DILocation(line: 70, column: 3, scope: !246)
!272 = distinct !{!272, !249, !273, !97}
!273 = !DILocation(line: 73, column: 3, scope: !242)
!274 = !DILocalVariable(name: "it", scope: !118, file: !1, line: 74, type: !13)
!275 = !DILocation(line: 74, column: 7, scope: !118)
!276 = !DILocalVariable(name: "changed", scope: !118, file: !1, line: 74, type: !13)
!277 = !DILocation(line: 74, column: 15, scope: !118)
!278 = !DILocation(line: 75, column: 3, scope: !118)
!279 = !DILocation(line: 76, column: 29, scope: !280)
!280 = distinct !DILexicalBlock(scope: !118, file: !1, line: 75, column: 6)
!281 = !DILocation(line: 76, column: 32, scope: !280)
!282 = !DILocation(line: 76, column: 35, scope: !280)
!283 = !DILocation(line: 76, column: 39, scope: !280)
!284 = !DILocation(line: 76, column: 43, scope: !280)
!285 = !DILocation(line: 76, column: 47, scope: !280)
!286 = !DILocation(line: 76, column: 51, scope: !280)
!287 = !DILocation(line: 76, column: 15, scope: !280)
!288 = !DILocation(line: 76, column: 13, scope: !280)
!289 = !DILocation(line: 77, column: 12, scope: !280)
!290 = !DILocation(line: 77, column: 15, scope: !280)
!291 = !DILocation(line: 77, column: 18, scope: !280)
!292 = !DILocation(line: 77, column: 22, scope: !280)
!293 = !DILocation(line: 77, column: 26, scope: !280)
!294 = !DILocation(line: 77, column: 33, scope: !280)
!295 = !DILocation(line: 77, column: 37, scope: !280)
!296 = !DILocation(line: 77, column: 41, scope: !280)
!297 = !DILocation(line: 77, column: 45, scope: !280)
!298 = !DILocation(line: 77, column: 49, scope: !280)
!299 = !DILocation(line: 77, column: 5, scope: !280)
!300 = !DILocation(line: 78, column: 7, scope: !280)
!301 = !DILocation(line: 79, column: 3, scope: !280)
!302 = !DILocation(line: 79, column: 12, scope: !118)
!303 = !DILocation(line: 79, column: 20, scope: !118)
!304 = !DILocation(line: 79, column: 24, scope: !118)
!305 = !DILocation(line: 79, column: 27, scope: !118)
!306 = !DILocation(line: 79, column: 30, scope: !118)
!307 = !DILocation(line: 0, scope: !118)
!308 = distinct !{!308, !278, !309, !97}
!309 = !DILocation(line: 79, column: 34, scope: !118)
!310 = !DILocalVariable(name: "chk", scope: !118, file: !1, line: 80, type: !16)
!311 = !DILocation(line: 80, column: 10, scope: !118)
!312 = !DILocalVariable(name: "c", scope: !313, file: !1, line: 81, type: !13)
!313 = distinct !DILexicalBlock(scope: !118, file: !1, line: 81, column: 3)
!314 = !DILocation(line: 81, column: 12, scope: !313)
!315 = !DILocation(line: 81, column: 8, scope: !313)
!316 = !DILocation(line: 81, column: 19, scope: !317)
!317 = distinct !DILexicalBlock(scope: !313, file: !1, line: 81, column: 3)
!318 = !DILocation(line: 81, column: 23, scope: !317)
!319 = !DILocation(line: 81, column: 21, scope: !317)
!320 = !DILocation(line: 81, column: 3, scope: !313)
!321 = !DILocation(line: 82, column: 12, scope: !317)
!322 = !DILocation(line: 82, column: 15, scope: !317)
!323 = !DILocation(line: 82, column: 21, scope: !317)
!324 = !DILocation(line: 82, column: 23, scope: !317)
!325 = !DILocation(line: 82, column: 20, scope: !317)
!326 = !DILocation(line: 82, column: 30, scope: !317)
!327 = !DILocation(line: 82, column: 33, scope: !317)
!328 = !DILocation(line: 82, column: 28, scope: !317)
!329 = !DILocation(line: 82, column: 9, scope: !317)
!330 = !DILocation(line: 82, column: 5, scope: !317)
!331 = !DILocation(line: 81, column: 27, scope: !317)
!332 = !DILocation(line: 81, column: 3, scope: !317)
!333 = distinct !{!333, !320, !334, !97}
!334 = !DILocation(line: 82, column: 34, scope: !313)
!335 = !DILocation(line: 83, column: 43, scope: !118)
!336 = !DILocation(line: 83, column: 47, scope: !118)
!337 = !DILocation(line: 83, column: 3, scope: !118)
!338 = !DILocation(line: 84, column: 8, scope: !118)
!339 = !DILocation(line: 84, column: 3, scope: !118)
!340 = !DILocation(line: 84, column: 18, scope: !118)
!341 = !DILocation(line: 84, column: 13, scope: !118)
!342 = !DILocation(line: 84, column: 28, scope: !118)
!343 = !DILocation(line: 84, column: 23, scope: !118)
!344 = !DILocation(line: 84, column: 38, scope: !118)
!345 = !DILocation(line: 84, column: 33, scope: !118)
!346 = !DILocation(line: 84, column: 48, scope: !118)
!347 = !DILocation(line: 84, column: 43, scope: !118)
!348 = !DILocation(line: 84, column: 58, scope: !118)
!349 = !DILocation(line: 84, column: 53, scope: !118)
!350 = !DILocation(line: 84, column: 68, scope: !118)
!351 = !DILocation(line: 84, column: 63, scope: !118)
!352 = !DILocation(line: 85, column: 8, scope: !118)
!353 = !DILocation(line: 85, column: 3, scope: !118)
!354 = !DILocation(line: 86, column: 3, scope: !118)
!355 = distinct !DISubprogram(name: "update", scope: !1, file: !1, line: 32, type: !356, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!356 = !DISubroutineType(types: !357)
!357 = !{null, !13, !13, !14, !14, !358, !141, !141, !141, !141, !17}
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !359, size: 64)
!359 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!360 = !DILocalVariable(name: "n", arg: 1, scope: !355, file: !1, line: 32, type: !13)
!361 = !DILocation(line: 32, column: 24, scope: !355)
!362 = !DILocalVariable(name: "k", arg: 2, scope: !355, file: !1, line: 32, type: !13)
!363 = !DILocation(line: 32, column: 31, scope: !355)
!364 = !DILocalVariable(name: "px", arg: 3, scope: !355, file: !1, line: 32, type: !14)
!365 = !DILocation(line: 32, column: 48, scope: !355)
!366 = !DILocalVariable(name: "py", arg: 4, scope: !355, file: !1, line: 32, type: !14)
!367 = !DILocation(line: 32, column: 66, scope: !355)
!368 = !DILocalVariable(name: "label", arg: 5, scope: !355, file: !1, line: 33, type: !358)
!369 = !DILocation(line: 33, column: 31, scope: !355)
!370 = !DILocalVariable(name: "cx", arg: 6, scope: !355, file: !1, line: 33, type: !141)
!371 = !DILocation(line: 33, column: 46, scope: !355)
!372 = !DILocalVariable(name: "cy", arg: 7, scope: !355, file: !1, line: 33, type: !141)
!373 = !DILocation(line: 33, column: 58, scope: !355)
!374 = !DILocalVariable(name: "sx", arg: 8, scope: !355, file: !1, line: 33, type: !141)
!375 = !DILocation(line: 33, column: 70, scope: !355)
!376 = !DILocalVariable(name: "sy", arg: 9, scope: !355, file: !1, line: 34, type: !141)
!377 = !DILocation(line: 34, column: 28, scope: !355)
!378 = !DILocalVariable(name: "cnt", arg: 10, scope: !355, file: !1, line: 34, type: !17)
!379 = !DILocation(line: 34, column: 37, scope: !355)
!380 = !DILocalVariable(name: "c", scope: !381, file: !1, line: 36, type: !13)
!381 = distinct !DILexicalBlock(scope: !355, file: !1, line: 36, column: 3)
!382 = !DILocation(line: 36, column: 12, scope: !381)
!383 = !DILocation(line: 36, column: 8, scope: !381)
!384 = !DILocation(line: 36, column: 19, scope: !385)
!385 = distinct !DILexicalBlock(scope: !381, file: !1, line: 36, column: 3)
!386 = !DILocation(line: 36, column: 23, scope: !385)
!387 = !DILocation(line: 36, column: 21, scope: !385)
!388 = !DILocation(line: 36, column: 3, scope: !381)
!389 = !DILocation(line: 37, column: 13, scope: !390)
!390 = distinct !DILexicalBlock(scope: !385, file: !1, line: 36, column: 31)
!391 = !DILocation(line: 37, column: 16, scope: !390)
!392 = !DILocation(line: 37, column: 19, scope: !390)
!393 = !DILocation(line: 37, column: 5, scope: !390)
!394 = !DILocation(line: 37, column: 8, scope: !390)
!395 = !DILocation(line: 37, column: 11, scope: !390)
!396 = !DILocation(line: 38, column: 5, scope: !390)
!397 = !DILocation(line: 38, column: 9, scope: !390)
!398 = !DILocation(line: 38, column: 12, scope: !390)
!399 = !DILocation(line: 39, column: 3, scope: !390)
!400 = !DILocation(line: 36, column: 27, scope: !385)
!401 = !DILocation(line: 36, column: 3, scope: !385)
!402 = distinct !{!402, !388, !403, !97}
!403 = !DILocation(line: 39, column: 3, scope: !381)
!404 = !DILocalVariable(name: "i", scope: !405, file: !1, line: 40, type: !13)
!405 = distinct !DILexicalBlock(scope: !355, file: !1, line: 40, column: 3)
!406 = !DILocation(line: 40, column: 12, scope: !405)
!407 = !DILocation(line: 40, column: 8, scope: !405)
!408 = !DILocation(line: 40, column: 19, scope: !409)
!409 = distinct !DILexicalBlock(scope: !405, file: !1, line: 40, column: 3)
!410 = !DILocation(line: 40, column: 23, scope: !409)
!411 = !DILocation(line: 40, column: 21, scope: !409)
!412 = !DILocation(line: 40, column: 3, scope: !405)
!413 = !DILocation(line: 41, column: 21, scope: !414)
!414 = distinct !DILexicalBlock(scope: !409, file: !1, line: 40, column: 31)
!415 = !DILocation(line: 41, column: 24, scope: !414)
!416 = !DILocation(line: 41, column: 5, scope: !414)
!417 = !DILocation(line: 41, column: 8, scope: !414)
!418 = !DILocation(line: 41, column: 14, scope: !414)
!419 = !DILocation(line: 41, column: 18, scope: !414)
!420 = !DILocation(line: 42, column: 21, scope: !414)
!421 = !DILocation(line: 42, column: 24, scope: !414)
!422 = !DILocation(line: 42, column: 5, scope: !414)
!423 = !DILocation(line: 42, column: 8, scope: !414)
!424 = !DILocation(line: 42, column: 14, scope: !414)
!425 = !DILocation(line: 42, column: 18, scope: !414)
!426 = !DILocation(line: 43, column: 5, scope: !414)
!427 = !DILocation(line: 43, column: 9, scope: !414)
!428 = !DILocation(line: 43, column: 15, scope: !414)
!429 = !DILocation(line: 43, column: 18, scope: !414)
!430 = !DILocation(line: 44, column: 3, scope: !414)
!431 = !DILocation(line: 40, column: 27, scope: !409)
!432 = !DILocation(line: 40, column: 3, scope: !409)
!433 = distinct !{!433, !412, !434, !97}
!434 = !DILocation(line: 44, column: 3, scope: !405)
!435 = !DILocalVariable(name: "c", scope: !436, file: !1, line: 45, type: !13)
!436 = distinct !DILexicalBlock(scope: !355, file: !1, line: 45, column: 3)
!437 = !DILocation(line: 45, column: 12, scope: !436)
!438 = !DILocation(line: 45, column: 8, scope: !436)
!439 = !DILocation(line: 45, column: 19, scope: !440)
!440 = distinct !DILexicalBlock(scope: !436, file: !1, line: 45, column: 3)
!441 = !DILocation(line: 45, column: 23, scope: !440)
!442 = !DILocation(line: 45, column: 21, scope: !440)
!443 = !DILocation(line: 45, column: 3, scope: !436)
!444 = !DILocation(line: 46, column: 9, scope: !445)
!445 = distinct !DILexicalBlock(scope: !440, file: !1, line: 46, column: 9)
!446 = !DILocation(line: 46, column: 13, scope: !445)
!447 = !DILocation(line: 46, column: 16, scope: !445)
!448 = !DILocation(line: 46, column: 9, scope: !440)
!449 = !DILocation(line: 47, column: 15, scope: !450)
!450 = distinct !DILexicalBlock(scope: !445, file: !1, line: 46, column: 21)
!451 = !DILocation(line: 47, column: 18, scope: !450)
!452 = !DILocation(line: 47, column: 23, scope: !450)
!453 = !DILocation(line: 47, column: 27, scope: !450)
!454 = !DILocation(line: 47, column: 21, scope: !450)
!455 = !DILocation(line: 47, column: 7, scope: !450)
!456 = !DILocation(line: 47, column: 10, scope: !450)
!457 = !DILocation(line: 47, column: 13, scope: !450)
!458 = !DILocation(line: 48, column: 15, scope: !450)
!459 = !DILocation(line: 48, column: 18, scope: !450)
!460 = !DILocation(line: 48, column: 23, scope: !450)
!461 = !DILocation(line: 48, column: 27, scope: !450)
!462 = !DILocation(line: 48, column: 21, scope: !450)
!463 = !DILocation(line: 48, column: 7, scope: !450)
!464 = !DILocation(line: 48, column: 10, scope: !450)
!465 = !DILocation(line: 48, column: 13, scope: !450)
!466 = !DILocation(line: 49, column: 5, scope: !450)
!467 = !DILocation(line: 46, column: 18, scope: !445)
!468 = !DILocation(line: 45, column: 27, scope: !440)
!469 = !DILocation(line: 45, column: 3, scope: !440)
!470 = distinct !{!470, !443, !471, !97}
!471 = !DILocation(line: 49, column: 5, scope: !436)
!472 = !DILocation(line: 50, column: 1, scope: !355)
