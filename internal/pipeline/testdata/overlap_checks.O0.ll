; ModuleID = 'testdata/overlap_checks.c'
source_filename = "testdata/overlap_checks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.lags = internal constant [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 7, i32 16, i32 100, i32 999], align 16, !dbg !0
@.str = private unnamed_addr constant [14 x i8] c"%.3f %.3f %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !25, metadata !DIExpression()), !dbg !26
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %6, metadata !29, metadata !DIExpression()), !dbg !30
  %15 = load i32, i32* %4, align 4, !dbg !31
  %16 = icmp sgt i32 %15, 1, !dbg !32
  br i1 %16, label %17, label %22, !dbg !31

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !33
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !33
  %20 = load i8*, i8** %19, align 8, !dbg !33
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !34
  br label %23, !dbg !31

22:                                               ; preds = %2
  br label %23, !dbg !31

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 2000, %22 ], !dbg !31
  store i32 %24, i32* %6, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %7, metadata !35, metadata !DIExpression()), !dbg !36
  %25 = load i32, i32* %4, align 4, !dbg !37
  %26 = icmp sgt i32 %25, 2, !dbg !38
  br i1 %26, label %27, label %32, !dbg !37

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !39
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !39
  %30 = load i8*, i8** %29, align 8, !dbg !39
  %31 = call i32 @atoi(i8* noundef %30) #5, !dbg !40
  br label %33, !dbg !37

32:                                               ; preds = %23
  br label %33, !dbg !37

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 3, %32 ], !dbg !37
  store i32 %34, i32* %7, align 4, !dbg !36
  call void @llvm.dbg.declare(metadata double** %8, metadata !41, metadata !DIExpression()), !dbg !44
  %35 = load i32, i32* %6, align 4, !dbg !45
  %36 = sext i32 %35 to i64, !dbg !45
  %37 = mul i64 8, %36, !dbg !46
  %38 = call noalias i8* @malloc(i64 noundef %37) #6, !dbg !47
  %39 = bitcast i8* %38 to double*, !dbg !47
  store double* %39, double** %8, align 8, !dbg !44
  call void @llvm.dbg.declare(metadata double** %9, metadata !48, metadata !DIExpression()), !dbg !49
  %40 = load i32, i32* %6, align 4, !dbg !50
  %41 = sext i32 %40 to i64, !dbg !50
  %42 = mul i64 8, %41, !dbg !51
  %43 = call noalias i8* @malloc(i64 noundef %42) #6, !dbg !52
  %44 = bitcast i8* %43 to double*, !dbg !52
  store double* %44, double** %9, align 8, !dbg !49
  call void @llvm.dbg.declare(metadata i32* %10, metadata !53, metadata !DIExpression()), !dbg !55
  store i32 0, i32* %10, align 4, !dbg !55
  br label %45, !dbg !56

45:                                               ; preds = %66, %33
  %46 = load i32, i32* %10, align 4, !dbg !57
  %47 = load i32, i32* %6, align 4, !dbg !59
  %48 = icmp slt i32 %46, %47, !dbg !60
  br i1 %48, label %49, label %69, !dbg !61

49:                                               ; preds = %45
  %50 = load i32, i32* %10, align 4, !dbg !62
  %51 = srem i32 %50, 11, !dbg !64
  %52 = sitofp i32 %51 to double, !dbg !65
  %53 = fmul double %52, 2.500000e-01, !dbg !66
  %54 = load double*, double** %8, align 8, !dbg !67
  %55 = load i32, i32* %10, align 4, !dbg !68
  %56 = sext i32 %55 to i64, !dbg !67
  %57 = getelementptr inbounds double, double* %54, i64 %56, !dbg !67
  store double %53, double* %57, align 8, !dbg !69
  %58 = load i32, i32* %10, align 4, !dbg !70
  %59 = srem i32 %58, 5, !dbg !71
  %60 = sitofp i32 %59 to double, !dbg !72
  %61 = fmul double %60, 5.000000e-01, !dbg !73
  %62 = load double*, double** %9, align 8, !dbg !74
  %63 = load i32, i32* %10, align 4, !dbg !75
  %64 = sext i32 %63 to i64, !dbg !74
  %65 = getelementptr inbounds double, double* %62, i64 %64, !dbg !74
  store double %61, double* %65, align 8, !dbg !76
  br label %66, !dbg !77

66:                                               ; preds = %49
  %67 = load i32, i32* %10, align 4, !dbg !78
  %68 = add nsw i32 %67, 1, !dbg !78
  store i32 %68, i32* %10, align 4, !dbg !78
  br label %45, !dbg !79, !llvm.loop !80

69:                                               ; preds = %45
  call void @llvm.dbg.declare(metadata i32* %11, metadata !83, metadata !DIExpression()), !dbg !85
  store i32 0, i32* %11, align 4, !dbg !85
  br label %70, !dbg !86

70:                                               ; preds = %97, %69
  %71 = load i32, i32* %11, align 4, !dbg !87
  %72 = load i32, i32* %7, align 4, !dbg !89
  %73 = icmp slt i32 %71, %72, !dbg !90
  br i1 %73, label %74, label %100, !dbg !91

74:                                               ; preds = %70
  call void @llvm.dbg.declare(metadata i32* %12, metadata !92, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %12, align 4, !dbg !94
  br label %75, !dbg !95

75:                                               ; preds = %93, %74
  %76 = load i32, i32* %12, align 4, !dbg !96
  %77 = icmp slt i32 %76, 8, !dbg !98
  br i1 %77, label %78, label %96, !dbg !99

78:                                               ; preds = %75
  %79 = load i32, i32* %12, align 4, !dbg !100
  %80 = sext i32 %79 to i64, !dbg !102
  %81 = getelementptr inbounds [8 x i32], [8 x i32]* @main.lags, i64 0, i64 %80, !dbg !102
  %82 = load i32, i32* %81, align 4, !dbg !102
  %83 = load i32, i32* %6, align 4, !dbg !103
  %84 = icmp slt i32 %82, %83, !dbg !104
  br i1 %84, label %85, label %92, !dbg !105

85:                                               ; preds = %78
  %86 = load double*, double** %8, align 8, !dbg !106
  %87 = load i32, i32* %6, align 4, !dbg !107
  %88 = load i32, i32* %12, align 4, !dbg !108
  %89 = sext i32 %88 to i64, !dbg !109
  %90 = getelementptr inbounds [8 x i32], [8 x i32]* @main.lags, i64 0, i64 %89, !dbg !109
  %91 = load i32, i32* %90, align 4, !dbg !109
  call void @lag_add(double* noundef %86, i32 noundef %87, i32 noundef %91), !dbg !110
  br label %92, !dbg !110

92:                                               ; preds = %85, %78
  br label %93, !dbg !103

93:                                               ; preds = %92
  %94 = load i32, i32* %12, align 4, !dbg !111
  %95 = add nsw i32 %94, 1, !dbg !111
  store i32 %95, i32* %12, align 4, !dbg !111
  br label %75, !dbg !112, !llvm.loop !113

96:                                               ; preds = %75
  br label %97, !dbg !114

97:                                               ; preds = %96
  %98 = load i32, i32* %11, align 4, !dbg !115
  %99 = add nsw i32 %98, 1, !dbg !115
  store i32 %99, i32* %11, align 4, !dbg !115
  br label %70, !dbg !116, !llvm.loop !117

100:                                              ; preds = %70
  call void @llvm.dbg.declare(metadata i32* %13, metadata !119, metadata !DIExpression()), !dbg !121
  store i32 1, i32* %13, align 4, !dbg !121
  br label %101, !dbg !122

101:                                              ; preds = %114, %100
  %102 = load i32, i32* %13, align 4, !dbg !123
  %103 = load i32, i32* %6, align 4, !dbg !125
  %104 = icmp slt i32 %102, %103, !dbg !126
  br i1 %104, label %105, label %117, !dbg !127

105:                                              ; preds = %101
  %106 = load double*, double** %8, align 8, !dbg !128
  %107 = load i32, i32* %13, align 4, !dbg !129
  %108 = sext i32 %107 to i64, !dbg !130
  %109 = getelementptr inbounds double, double* %106, i64 %108, !dbg !130
  %110 = load double*, double** %8, align 8, !dbg !131
  %111 = load i32, i32* %6, align 4, !dbg !132
  %112 = load i32, i32* %13, align 4, !dbg !133
  %113 = sub nsw i32 %111, %112, !dbg !134
  call void @blend(double* noundef %109, double* noundef %110, i32 noundef %113, double noundef 5.000000e-01), !dbg !135
  br label %114, !dbg !135

114:                                              ; preds = %105
  %115 = load i32, i32* %13, align 4, !dbg !136
  %116 = mul nsw i32 %115, 3, !dbg !136
  store i32 %116, i32* %13, align 4, !dbg !136
  br label %101, !dbg !137, !llvm.loop !138

117:                                              ; preds = %101
  call void @llvm.dbg.declare(metadata i32* %14, metadata !140, metadata !DIExpression()), !dbg !141
  store i32 0, i32* %14, align 4, !dbg !141
  br label %118, !dbg !142

118:                                              ; preds = %132, %117
  %119 = load i32, i32* %14, align 4, !dbg !143
  %120 = load i32, i32* %6, align 4, !dbg !144
  %121 = sdiv i32 %120, 2, !dbg !145
  %122 = icmp slt i32 %119, %121, !dbg !146
  br i1 %122, label %123, label %130, !dbg !147

123:                                              ; preds = %118
  %124 = load double*, double** %9, align 8, !dbg !148
  %125 = load i32, i32* %14, align 4, !dbg !149
  %126 = sext i32 %125 to i64, !dbg !148
  %127 = getelementptr inbounds double, double* %124, i64 %126, !dbg !148
  %128 = load double, double* %127, align 8, !dbg !148
  %129 = fcmp olt double %128, 1.500000e+00, !dbg !150
  br label %130

130:                                              ; preds = %123, %118
  %131 = phi i1 [ false, %118 ], [ %129, %123 ], !dbg !151
  br i1 %131, label %132, label %135, !dbg !142

132:                                              ; preds = %130
  %133 = load i32, i32* %14, align 4, !dbg !152
  %134 = add nsw i32 %133, 1, !dbg !152
  store i32 %134, i32* %14, align 4, !dbg !152
  br label %118, !dbg !142, !llvm.loop !153

135:                                              ; preds = %130
  %136 = load double*, double** %9, align 8, !dbg !154
  %137 = load double*, double** %9, align 8, !dbg !155
  %138 = load i32, i32* %14, align 4, !dbg !156
  %139 = sext i32 %138 to i64, !dbg !157
  %140 = getelementptr inbounds double, double* %137, i64 %139, !dbg !157
  %141 = load i32, i32* %6, align 4, !dbg !158
  %142 = load i32, i32* %14, align 4, !dbg !159
  %143 = sub nsw i32 %141, %142, !dbg !160
  call void @blend(double* noundef %136, double* noundef %140, i32 noundef %143, double noundef 2.500000e-01), !dbg !161
  %144 = load double*, double** %9, align 8, !dbg !162
  %145 = load i32, i32* %14, align 4, !dbg !163
  %146 = sext i32 %145 to i64, !dbg !164
  %147 = getelementptr inbounds double, double* %144, i64 %146, !dbg !164
  %148 = load double*, double** %8, align 8, !dbg !165
  %149 = load i32, i32* %6, align 4, !dbg !166
  %150 = load i32, i32* %14, align 4, !dbg !167
  %151 = sub nsw i32 %149, %150, !dbg !168
  call void @blend(double* noundef %147, double* noundef %148, i32 noundef %151, double noundef 2.500000e-01), !dbg !169
  %152 = load double*, double** %8, align 8, !dbg !170
  %153 = load i32, i32* %6, align 4, !dbg !171
  %154 = sub nsw i32 %153, 1, !dbg !172
  %155 = sext i32 %154 to i64, !dbg !170
  %156 = getelementptr inbounds double, double* %152, i64 %155, !dbg !170
  %157 = load double, double* %156, align 8, !dbg !170
  %158 = load double*, double** %9, align 8, !dbg !173
  %159 = load i32, i32* %6, align 4, !dbg !174
  %160 = sdiv i32 %159, 3, !dbg !175
  %161 = sext i32 %160 to i64, !dbg !173
  %162 = getelementptr inbounds double, double* %158, i64 %161, !dbg !173
  %163 = load double, double* %162, align 8, !dbg !173
  %164 = load i32, i32* %14, align 4, !dbg !176
  %165 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), double noundef %157, double noundef %163, i32 noundef %164), !dbg !177
  %166 = load double*, double** %8, align 8, !dbg !178
  %167 = bitcast double* %166 to i8*, !dbg !178
  call void @free(i8* noundef %167) #6, !dbg !179
  %168 = load double*, double** %9, align 8, !dbg !180
  %169 = bitcast double* %168 to i8*, !dbg !180
  call void @free(i8* noundef %169) #6, !dbg !181
  ret i32 0, !dbg !182
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lag_add(double* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !183 {
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !186, metadata !DIExpression()), !dbg !187
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !188, metadata !DIExpression()), !dbg !189
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !190, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.declare(metadata i32* %7, metadata !192, metadata !DIExpression()), !dbg !194
  %8 = load i32, i32* %6, align 4, !dbg !195
  store i32 %8, i32* %7, align 4, !dbg !194
  br label %9, !dbg !196

9:                                                ; preds = %27, %3
  %10 = load i32, i32* %7, align 4, !dbg !197
  %11 = load i32, i32* %5, align 4, !dbg !199
  %12 = icmp slt i32 %10, %11, !dbg !200
  br i1 %12, label %13, label %30, !dbg !201

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 8, !dbg !202
  %15 = load i32, i32* %7, align 4, !dbg !203
  %16 = load i32, i32* %6, align 4, !dbg !204
  %17 = sub nsw i32 %15, %16, !dbg !205
  %18 = sext i32 %17 to i64, !dbg !202
  %19 = getelementptr inbounds double, double* %14, i64 %18, !dbg !202
  %20 = load double, double* %19, align 8, !dbg !202
  %21 = load double*, double** %4, align 8, !dbg !206
  %22 = load i32, i32* %7, align 4, !dbg !207
  %23 = sext i32 %22 to i64, !dbg !206
  %24 = getelementptr inbounds double, double* %21, i64 %23, !dbg !206
  %25 = load double, double* %24, align 8, !dbg !208
  %26 = fadd double %25, %20, !dbg !208
  store double %26, double* %24, align 8, !dbg !208
  br label %27, !dbg !206

27:                                               ; preds = %13
  %28 = load i32, i32* %7, align 4, !dbg !209
  %29 = add nsw i32 %28, 1, !dbg !209
  store i32 %29, i32* %7, align 4, !dbg !209
  br label %9, !dbg !210, !llvm.loop !211

30:                                               ; preds = %9
  ret void, !dbg !213
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @blend(double* noundef %0, double* noundef %1, i32 noundef %2, double noundef %3) #0 !dbg !214 {
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !219, metadata !DIExpression()), !dbg !220
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !221, metadata !DIExpression()), !dbg !222
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !223, metadata !DIExpression()), !dbg !224
  store double %3, double* %8, align 8
  call void @llvm.dbg.declare(metadata double* %8, metadata !225, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.declare(metadata i32* %9, metadata !227, metadata !DIExpression()), !dbg !229
  store i32 0, i32* %9, align 4, !dbg !229
  br label %10, !dbg !230

10:                                               ; preds = %34, %4
  %11 = load i32, i32* %9, align 4, !dbg !231
  %12 = load i32, i32* %7, align 4, !dbg !233
  %13 = icmp slt i32 %11, %12, !dbg !234
  br i1 %13, label %14, label %37, !dbg !235

14:                                               ; preds = %10
  %15 = load double*, double** %5, align 8, !dbg !236
  %16 = load i32, i32* %9, align 4, !dbg !237
  %17 = sext i32 %16 to i64, !dbg !236
  %18 = getelementptr inbounds double, double* %15, i64 %17, !dbg !236
  %19 = load double, double* %18, align 8, !dbg !236
  %20 = load double, double* %8, align 8, !dbg !238
  %21 = fsub double 1.000000e+00, %20, !dbg !239
  %22 = load double*, double** %6, align 8, !dbg !240
  %23 = load i32, i32* %9, align 4, !dbg !241
  %24 = sext i32 %23 to i64, !dbg !240
  %25 = getelementptr inbounds double, double* %22, i64 %24, !dbg !240
  %26 = load double, double* %25, align 8, !dbg !240
  %27 = load double, double* %8, align 8, !dbg !242
  %28 = fmul double %26, %27, !dbg !243
  %29 = call double @llvm.fmuladd.f64(double %19, double %21, double %28), !dbg !244
  %30 = load double*, double** %5, align 8, !dbg !245
  %31 = load i32, i32* %9, align 4, !dbg !246
  %32 = sext i32 %31 to i64, !dbg !245
  %33 = getelementptr inbounds double, double* %30, i64 %32, !dbg !245
  store double %29, double* %33, align 8, !dbg !247
  br label %34, !dbg !245

34:                                               ; preds = %14
  %35 = load i32, i32* %9, align 4, !dbg !248
  %36 = add nsw i32 %35, 1, !dbg !248
  store i32 %36, i32* %9, align 4, !dbg !248
  br label %10, !dbg !249, !llvm.loop !250

37:                                               ; preds = %10
  ret void, !dbg !252
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

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lags", scope: !2, file: !3, line: 28, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !4, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !12)
!3 = !DIFile(filename: "testdata/overlap_checks.c", directory: "/work/main/internal/pipeline", checksumkind: CSK_MD5, checksum: "cd9647ddfa587d0b16a2a9fd6c8fc931")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0}
!12 = !{}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 256, elements: !15)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 22, type: !6)
!26 = !DILocation(line: 22, column: 14, scope: !2)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 22, type: !7)
!28 = !DILocation(line: 22, column: 27, scope: !2)
!29 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 24, type: !6)
!30 = !DILocation(line: 24, column: 7, scope: !2)
!31 = !DILocation(line: 24, column: 11, scope: !2)
!32 = !DILocation(line: 24, column: 16, scope: !2)
!33 = !DILocation(line: 24, column: 27, scope: !2)
!34 = !DILocation(line: 24, column: 22, scope: !2)
!35 = !DILocalVariable(name: "reps", scope: !2, file: !3, line: 25, type: !6)
!36 = !DILocation(line: 25, column: 7, scope: !2)
!37 = !DILocation(line: 25, column: 14, scope: !2)
!38 = !DILocation(line: 25, column: 19, scope: !2)
!39 = !DILocation(line: 25, column: 30, scope: !2)
!40 = !DILocation(line: 25, column: 25, scope: !2)
!41 = !DILocalVariable(name: "a", scope: !2, file: !3, line: 26, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!44 = !DILocation(line: 26, column: 11, scope: !2)
!45 = !DILocation(line: 26, column: 39, scope: !2)
!46 = !DILocation(line: 26, column: 37, scope: !2)
!47 = !DILocation(line: 26, column: 15, scope: !2)
!48 = !DILocalVariable(name: "b", scope: !2, file: !3, line: 27, type: !42)
!49 = !DILocation(line: 27, column: 11, scope: !2)
!50 = !DILocation(line: 27, column: 39, scope: !2)
!51 = !DILocation(line: 27, column: 37, scope: !2)
!52 = !DILocation(line: 27, column: 15, scope: !2)
!53 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 29, type: !6)
!54 = distinct !DILexicalBlock(scope: !2, file: !3, line: 29, column: 3)
!55 = !DILocation(line: 29, column: 12, scope: !54)
!56 = !DILocation(line: 29, column: 8, scope: !54)
!57 = !DILocation(line: 29, column: 19, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !3, line: 29, column: 3)
!59 = !DILocation(line: 29, column: 23, scope: !58)
!60 = !DILocation(line: 29, column: 21, scope: !58)
!61 = !DILocation(line: 29, column: 3, scope: !54)
!62 = !DILocation(line: 30, column: 13, scope: !63)
!63 = distinct !DILexicalBlock(scope: !58, file: !3, line: 29, column: 31)
!64 = !DILocation(line: 30, column: 15, scope: !63)
!65 = !DILocation(line: 30, column: 12, scope: !63)
!66 = !DILocation(line: 30, column: 21, scope: !63)
!67 = !DILocation(line: 30, column: 5, scope: !63)
!68 = !DILocation(line: 30, column: 7, scope: !63)
!69 = !DILocation(line: 30, column: 10, scope: !63)
!70 = !DILocation(line: 31, column: 13, scope: !63)
!71 = !DILocation(line: 31, column: 15, scope: !63)
!72 = !DILocation(line: 31, column: 12, scope: !63)
!73 = !DILocation(line: 31, column: 20, scope: !63)
!74 = !DILocation(line: 31, column: 5, scope: !63)
!75 = !DILocation(line: 31, column: 7, scope: !63)
!76 = !DILocation(line: 31, column: 10, scope: !63)
!77 = !DILocation(line: 32, column: 3, scope: !63)
!78 = !DILocation(line: 29, column: 27, scope: !58)
!79 = !DILocation(line: 29, column: 3, scope: !58)
!80 = distinct !{!80, !61, !81, !82}
!81 = !DILocation(line: 32, column: 3, scope: !54)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocalVariable(name: "r", scope: !84, file: !3, line: 33, type: !6)
!84 = distinct !DILexicalBlock(scope: !2, file: !3, line: 33, column: 3)
!85 = !DILocation(line: 33, column: 12, scope: !84)
!86 = !DILocation(line: 33, column: 8, scope: !84)
!87 = !DILocation(line: 33, column: 19, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !3, line: 33, column: 3)
!89 = !DILocation(line: 33, column: 23, scope: !88)
!90 = !DILocation(line: 33, column: 21, scope: !88)
!91 = !DILocation(line: 33, column: 3, scope: !84)
!92 = !DILocalVariable(name: "k", scope: !93, file: !3, line: 34, type: !6)
!93 = distinct !DILexicalBlock(scope: !88, file: !3, line: 34, column: 5)
!94 = !DILocation(line: 34, column: 14, scope: !93)
!95 = !DILocation(line: 34, column: 10, scope: !93)
!96 = !DILocation(line: 34, column: 21, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !3, line: 34, column: 5)
!98 = !DILocation(line: 34, column: 23, scope: !97)
!99 = !DILocation(line: 34, column: 5, scope: !93)
!100 = !DILocation(line: 35, column: 16, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !3, line: 35, column: 11)
!102 = !DILocation(line: 35, column: 11, scope: !101)
!103 = !DILocation(line: 35, column: 21, scope: !101)
!104 = !DILocation(line: 35, column: 19, scope: !101)
!105 = !DILocation(line: 35, column: 11, scope: !97)
!106 = !DILocation(line: 36, column: 17, scope: !101)
!107 = !DILocation(line: 36, column: 20, scope: !101)
!108 = !DILocation(line: 36, column: 28, scope: !101)
!109 = !DILocation(line: 36, column: 23, scope: !101)
!110 = !DILocation(line: 36, column: 9, scope: !101)
!111 = !DILocation(line: 34, column: 29, scope: !97)
!112 = !DILocation(line: 34, column: 5, scope: !97)
!113 = distinct !{!113, !99, !114, !82}
!114 = !DILocation(line: 36, column: 30, scope: !93)
!115 = !DILocation(line: 33, column: 30, scope: !88)
!116 = !DILocation(line: 33, column: 3, scope: !88)
!117 = distinct !{!117, !91, !118, !82}
!118 = !DILocation(line: 36, column: 30, scope: !84)
!119 = !DILocalVariable(name: "s", scope: !120, file: !3, line: 37, type: !6)
!120 = distinct !DILexicalBlock(scope: !2, file: !3, line: 37, column: 3)
!121 = !DILocation(line: 37, column: 12, scope: !120)
!122 = !DILocation(line: 37, column: 8, scope: !120)
!123 = !DILocation(line: 37, column: 19, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !3, line: 37, column: 3)
!125 = !DILocation(line: 37, column: 23, scope: !124)
!126 = !DILocation(line: 37, column: 21, scope: !124)
!127 = !DILocation(line: 37, column: 3, scope: !120)
!128 = !DILocation(line: 38, column: 11, scope: !124)
!129 = !DILocation(line: 38, column: 15, scope: !124)
!130 = !DILocation(line: 38, column: 13, scope: !124)
!131 = !DILocation(line: 38, column: 18, scope: !124)
!132 = !DILocation(line: 38, column: 21, scope: !124)
!133 = !DILocation(line: 38, column: 25, scope: !124)
!134 = !DILocation(line: 38, column: 23, scope: !124)
!135 = !DILocation(line: 38, column: 5, scope: !124)
!136 = !DILocation(line: 37, column: 28, scope: !124)
!137 = !DILocation(line: 37, column: 3, scope: !124)
!138 = distinct !{!138, !127, !139, !82}
!139 = !DILocation(line: 38, column: 31, scope: !120)
!140 = !DILocalVariable(name: "off", scope: !2, file: !3, line: 39, type: !6)
!141 = !DILocation(line: 39, column: 7, scope: !2)
!142 = !DILocation(line: 40, column: 3, scope: !2)
!143 = !DILocation(line: 40, column: 10, scope: !2)
!144 = !DILocation(line: 40, column: 16, scope: !2)
!145 = !DILocation(line: 40, column: 18, scope: !2)
!146 = !DILocation(line: 40, column: 14, scope: !2)
!147 = !DILocation(line: 40, column: 22, scope: !2)
!148 = !DILocation(line: 40, column: 25, scope: !2)
!149 = !DILocation(line: 40, column: 27, scope: !2)
!150 = !DILocation(line: 40, column: 32, scope: !2)
!151 = !DILocation(line: 0, scope: !2)
!152 = !DILocation(line: 41, column: 8, scope: !2)
!153 = distinct !{!153, !142, !152, !82}
!154 = !DILocation(line: 42, column: 9, scope: !2)
!155 = !DILocation(line: 42, column: 12, scope: !2)
!156 = !DILocation(line: 42, column: 16, scope: !2)
!157 = !DILocation(line: 42, column: 14, scope: !2)
!158 = !DILocation(line: 42, column: 21, scope: !2)
!159 = !DILocation(line: 42, column: 25, scope: !2)
!160 = !DILocation(line: 42, column: 23, scope: !2)
!161 = !DILocation(line: 42, column: 3, scope: !2)
!162 = !DILocation(line: 43, column: 9, scope: !2)
!163 = !DILocation(line: 43, column: 13, scope: !2)
!164 = !DILocation(line: 43, column: 11, scope: !2)
!165 = !DILocation(line: 43, column: 18, scope: !2)
!166 = !DILocation(line: 43, column: 21, scope: !2)
!167 = !DILocation(line: 43, column: 25, scope: !2)
!168 = !DILocation(line: 43, column: 23, scope: !2)
!169 = !DILocation(line: 43, column: 3, scope: !2)
!170 = !DILocation(line: 44, column: 28, scope: !2)
!171 = !DILocation(line: 44, column: 30, scope: !2)
!172 = !DILocation(line: 44, column: 32, scope: !2)
!173 = !DILocation(line: 44, column: 38, scope: !2)
!174 = !DILocation(line: 44, column: 40, scope: !2)
!175 = !DILocation(line: 44, column: 42, scope: !2)
!176 = !DILocation(line: 44, column: 48, scope: !2)
!177 = !DILocation(line: 44, column: 3, scope: !2)
!178 = !DILocation(line: 45, column: 8, scope: !2)
!179 = !DILocation(line: 45, column: 3, scope: !2)
!180 = !DILocation(line: 46, column: 8, scope: !2)
!181 = !DILocation(line: 46, column: 3, scope: !2)
!182 = !DILocation(line: 47, column: 3, scope: !2)
!183 = distinct !DISubprogram(name: "lag_add", scope: !3, file: !3, line: 10, type: !184, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !12)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !42, !6, !6}
!186 = !DILocalVariable(name: "a", arg: 1, scope: !183, file: !3, line: 10, type: !42)
!187 = !DILocation(line: 10, column: 29, scope: !183)
!188 = !DILocalVariable(name: "n", arg: 2, scope: !183, file: !3, line: 10, type: !6)
!189 = !DILocation(line: 10, column: 36, scope: !183)
!190 = !DILocalVariable(name: "s", arg: 3, scope: !183, file: !3, line: 10, type: !6)
!191 = !DILocation(line: 10, column: 43, scope: !183)
!192 = !DILocalVariable(name: "i", scope: !193, file: !3, line: 12, type: !6)
!193 = distinct !DILexicalBlock(scope: !183, file: !3, line: 12, column: 3)
!194 = !DILocation(line: 12, column: 12, scope: !193)
!195 = !DILocation(line: 12, column: 16, scope: !193)
!196 = !DILocation(line: 12, column: 8, scope: !193)
!197 = !DILocation(line: 12, column: 19, scope: !198)
!198 = distinct !DILexicalBlock(scope: !193, file: !3, line: 12, column: 3)
!199 = !DILocation(line: 12, column: 23, scope: !198)
!200 = !DILocation(line: 12, column: 21, scope: !198)
!201 = !DILocation(line: 12, column: 3, scope: !193)
!202 = !DILocation(line: 13, column: 13, scope: !198)
!203 = !DILocation(line: 13, column: 15, scope: !198)
!204 = !DILocation(line: 13, column: 19, scope: !198)
!205 = !DILocation(line: 13, column: 17, scope: !198)
!206 = !DILocation(line: 13, column: 5, scope: !198)
!207 = !DILocation(line: 13, column: 7, scope: !198)
!208 = !DILocation(line: 13, column: 10, scope: !198)
!209 = !DILocation(line: 12, column: 27, scope: !198)
!210 = !DILocation(line: 12, column: 3, scope: !198)
!211 = distinct !{!211, !201, !212, !82}
!212 = !DILocation(line: 13, column: 20, scope: !193)
!213 = !DILocation(line: 14, column: 1, scope: !183)
!214 = distinct !DISubprogram(name: "blend", scope: !3, file: !3, line: 16, type: !215, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !12)
!215 = !DISubroutineType(types: !216)
!216 = !{null, !42, !217, !6, !43}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!219 = !DILocalVariable(name: "dst", arg: 1, scope: !214, file: !3, line: 16, type: !42)
!220 = !DILocation(line: 16, column: 27, scope: !214)
!221 = !DILocalVariable(name: "src", arg: 2, scope: !214, file: !3, line: 16, type: !217)
!222 = !DILocation(line: 16, column: 46, scope: !214)
!223 = !DILocalVariable(name: "n", arg: 3, scope: !214, file: !3, line: 16, type: !6)
!224 = !DILocation(line: 16, column: 55, scope: !214)
!225 = !DILocalVariable(name: "w", arg: 4, scope: !214, file: !3, line: 16, type: !43)
!226 = !DILocation(line: 16, column: 65, scope: !214)
!227 = !DILocalVariable(name: "i", scope: !228, file: !3, line: 18, type: !6)
!228 = distinct !DILexicalBlock(scope: !214, file: !3, line: 18, column: 3)
!229 = !DILocation(line: 18, column: 12, scope: !228)
!230 = !DILocation(line: 18, column: 8, scope: !228)
!231 = !DILocation(line: 18, column: 19, scope: !232)
!232 = distinct !DILexicalBlock(scope: !228, file: !3, line: 18, column: 3)
!233 = !DILocation(line: 18, column: 23, scope: !232)
!234 = !DILocation(line: 18, column: 21, scope: !232)
!235 = !DILocation(line: 18, column: 3, scope: !228)
!236 = !DILocation(line: 19, column: 14, scope: !232)
!237 = !DILocation(line: 19, column: 18, scope: !232)
!238 = !DILocation(line: 19, column: 30, scope: !232)
!239 = !DILocation(line: 19, column: 28, scope: !232)
!240 = !DILocation(line: 19, column: 35, scope: !232)
!241 = !DILocation(line: 19, column: 39, scope: !232)
!242 = !DILocation(line: 19, column: 44, scope: !232)
!243 = !DILocation(line: 19, column: 42, scope: !232)
!244 = !DILocation(line: 19, column: 33, scope: !232)
!245 = !DILocation(line: 19, column: 5, scope: !232)
!246 = !DILocation(line: 19, column: 9, scope: !232)
!247 = !DILocation(line: 19, column: 12, scope: !232)
!248 = !DILocation(line: 18, column: 27, scope: !232)
!249 = !DILocation(line: 18, column: 3, scope: !232)
!250 = distinct !{!250, !235, !251, !82}
!251 = !DILocation(line: 19, column: 44, scope: !228)
!252 = !DILocation(line: 20, column: 1, scope: !214)
