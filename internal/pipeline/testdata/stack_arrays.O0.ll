; ModuleID = 'stack_arrays.c'
source_filename = "stack_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i8*, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32*, align 8
  %18 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %19 = load i32, i32* %4, align 4, !dbg !24
  %20 = icmp sgt i32 %19, 1, !dbg !25
  br i1 %20, label %21, label %26, !dbg !24

21:                                               ; preds = %2
  %22 = load i8**, i8*** %5, align 8, !dbg !26
  %23 = getelementptr inbounds i8*, i8** %22, i64 1, !dbg !26
  %24 = load i8*, i8** %23, align 8, !dbg !26
  %25 = call i32 @atoi(i8* noundef %24) #6, !dbg !27
  br label %27, !dbg !24

26:                                               ; preds = %2
  br label %27, !dbg !24

27:                                               ; preds = %26, %21
  %28 = phi i32 [ %25, %21 ], [ 3000, %26 ], !dbg !24
  store i32 %28, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %29 = load i32, i32* %4, align 4, !dbg !30
  %30 = icmp sgt i32 %29, 2, !dbg !31
  br i1 %30, label %31, label %36, !dbg !30

31:                                               ; preds = %27
  %32 = load i8**, i8*** %5, align 8, !dbg !32
  %33 = getelementptr inbounds i8*, i8** %32, i64 2, !dbg !32
  %34 = load i8*, i8** %33, align 8, !dbg !32
  %35 = call i32 @atoi(i8* noundef %34) #6, !dbg !33
  br label %37, !dbg !30

36:                                               ; preds = %27
  br label %37, !dbg !30

37:                                               ; preds = %36, %31
  %38 = phi i32 [ %35, %31 ], [ 20, %36 ], !dbg !30
  store i32 %38, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata double** %8, metadata !34, metadata !DIExpression()), !dbg !37
  %39 = load i32, i32* %6, align 4, !dbg !38
  %40 = sext i32 %39 to i64, !dbg !38
  %41 = mul i64 %40, 8, !dbg !39
  %42 = call noalias i8* @malloc(i64 noundef %41) #7, !dbg !40
  %43 = bitcast i8* %42 to double*, !dbg !40
  store double* %43, double** %8, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata double** %9, metadata !41, metadata !DIExpression()), !dbg !42
  %44 = load i32, i32* %6, align 4, !dbg !43
  %45 = sext i32 %44 to i64, !dbg !43
  %46 = mul i64 %45, 8, !dbg !44
  %47 = call noalias i8* @malloc(i64 noundef %46) #7, !dbg !45
  %48 = bitcast i8* %47 to double*, !dbg !45
  store double* %48, double** %9, align 8, !dbg !42
  %49 = load double*, double** %8, align 8, !dbg !46
  %50 = icmp ne double* %49, null, !dbg !46
  br i1 %50, label %51, label %54, !dbg !48

51:                                               ; preds = %37
  %52 = load double*, double** %9, align 8, !dbg !49
  %53 = icmp ne double* %52, null, !dbg !49
  br i1 %53, label %55, label %54, !dbg !50

54:                                               ; preds = %51, %37
  store i32 1, i32* %3, align 4, !dbg !51
  br label %165, !dbg !51

55:                                               ; preds = %51
  call void @llvm.dbg.declare(metadata i32* %10, metadata !52, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %10, align 4, !dbg !54
  br label %56, !dbg !55

56:                                               ; preds = %71, %55
  %57 = load i32, i32* %10, align 4, !dbg !56
  %58 = load i32, i32* %6, align 4, !dbg !58
  %59 = icmp slt i32 %57, %58, !dbg !59
  br i1 %59, label %60, label %74, !dbg !60

60:                                               ; preds = %56
  %61 = load i32, i32* %10, align 4, !dbg !61
  %62 = sitofp i32 %61 to double, !dbg !61
  %63 = load double*, double** %9, align 8, !dbg !62
  %64 = load i32, i32* %10, align 4, !dbg !63
  %65 = sext i32 %64 to i64, !dbg !62
  %66 = getelementptr inbounds double, double* %63, i64 %65, !dbg !62
  store double %62, double* %66, align 8, !dbg !64
  %67 = load double*, double** %8, align 8, !dbg !65
  %68 = load i32, i32* %10, align 4, !dbg !66
  %69 = sext i32 %68 to i64, !dbg !65
  %70 = getelementptr inbounds double, double* %67, i64 %69, !dbg !65
  store double %62, double* %70, align 8, !dbg !67
  br label %71, !dbg !65

71:                                               ; preds = %60
  %72 = load i32, i32* %10, align 4, !dbg !68
  %73 = add nsw i32 %72, 1, !dbg !68
  store i32 %73, i32* %10, align 4, !dbg !68
  br label %56, !dbg !69, !llvm.loop !70

74:                                               ; preds = %56
  call void @llvm.dbg.declare(metadata double* %11, metadata !73, metadata !DIExpression()), !dbg !74
  store double 0.000000e+00, double* %11, align 8, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %12, metadata !75, metadata !DIExpression()), !dbg !77
  store i32 0, i32* %12, align 4, !dbg !77
  br label %75, !dbg !78

75:                                               ; preds = %118, %74
  %76 = load i32, i32* %12, align 4, !dbg !79
  %77 = load i32, i32* %7, align 4, !dbg !81
  %78 = icmp slt i32 %76, %77, !dbg !82
  br i1 %78, label %79, label %121, !dbg !83

79:                                               ; preds = %75
  %80 = load i32, i32* %6, align 4, !dbg !84
  %81 = sdiv i32 %80, 2, !dbg !86
  %82 = add nsw i32 %81, 1, !dbg !87
  %83 = zext i32 %82 to i64, !dbg !88
  %84 = call i8* @llvm.stacksave(), !dbg !88
  store i8* %84, i8** %13, align 8, !dbg !88
  %85 = alloca double, i64 %83, align 16, !dbg !88
  store i64 %83, i64* %14, align 8, !dbg !88
  call void @llvm.dbg.declare(metadata i64* %14, metadata !89, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.declare(metadata double* %85, metadata !92, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.declare(metadata i32* %15, metadata !97, metadata !DIExpression()), !dbg !99
  store i32 0, i32* %15, align 4, !dbg !99
  br label %86, !dbg !100

86:                                               ; preds = %101, %79
  %87 = load i32, i32* %15, align 4, !dbg !101
  %88 = load i32, i32* %6, align 4, !dbg !103
  %89 = sdiv i32 %88, 2, !dbg !104
  %90 = icmp sle i32 %87, %89, !dbg !105
  br i1 %90, label %91, label %104, !dbg !106

91:                                               ; preds = %86
  %92 = load double*, double** %8, align 8, !dbg !107
  %93 = load i32, i32* %15, align 4, !dbg !108
  %94 = mul nsw i32 2, %93, !dbg !109
  %95 = sext i32 %94 to i64, !dbg !107
  %96 = getelementptr inbounds double, double* %92, i64 %95, !dbg !107
  %97 = load double, double* %96, align 8, !dbg !107
  %98 = load i32, i32* %15, align 4, !dbg !110
  %99 = sext i32 %98 to i64, !dbg !111
  %100 = getelementptr inbounds double, double* %85, i64 %99, !dbg !111
  store double %97, double* %100, align 8, !dbg !112
  br label %101, !dbg !111

101:                                              ; preds = %91
  %102 = load i32, i32* %15, align 4, !dbg !113
  %103 = add nsw i32 %102, 1, !dbg !113
  store i32 %103, i32* %15, align 4, !dbg !113
  br label %86, !dbg !114, !llvm.loop !115

104:                                              ; preds = %86
  %105 = load i32, i32* %6, align 4, !dbg !117
  %106 = load double*, double** %8, align 8, !dbg !118
  %107 = load double*, double** %9, align 8, !dbg !119
  %108 = call double @smooth(i32 noundef %105, double* noundef %106, double* noundef %107), !dbg !120
  %109 = load i32, i32* %6, align 4, !dbg !121
  %110 = sdiv i32 %109, 4, !dbg !122
  %111 = sext i32 %110 to i64, !dbg !123
  %112 = getelementptr inbounds double, double* %85, i64 %111, !dbg !123
  %113 = load double, double* %112, align 8, !dbg !123
  %114 = fadd double %108, %113, !dbg !124
  %115 = load double, double* %11, align 8, !dbg !125
  %116 = fadd double %115, %114, !dbg !125
  store double %116, double* %11, align 8, !dbg !125
  %117 = load i8*, i8** %13, align 8, !dbg !126
  call void @llvm.stackrestore(i8* %117), !dbg !126
  br label %118, !dbg !127

118:                                              ; preds = %104
  %119 = load i32, i32* %12, align 4, !dbg !128
  %120 = add nsw i32 %119, 1, !dbg !128
  store i32 %120, i32* %12, align 4, !dbg !128
  br label %75, !dbg !129, !llvm.loop !130

121:                                              ; preds = %75
  call void @llvm.dbg.declare(metadata i32* %16, metadata !132, metadata !DIExpression()), !dbg !134
  store i32 1, i32* %16, align 4, !dbg !134
  br label %122, !dbg !135

122:                                              ; preds = %155, %121
  %123 = load i32, i32* %16, align 4, !dbg !136
  %124 = load i32, i32* %7, align 4, !dbg !138
  %125 = icmp slt i32 %123, %124, !dbg !139
  br i1 %125, label %126, label %158, !dbg !140

126:                                              ; preds = %122
  call void @llvm.dbg.declare(metadata i32** %17, metadata !141, metadata !DIExpression()), !dbg !144
  %127 = load i32, i32* %16, align 4, !dbg !145
  %128 = sext i32 %127 to i64, !dbg !145
  %129 = mul i64 %128, 4, !dbg !145
  %130 = alloca i8, i64 %129, align 16, !dbg !145
  %131 = bitcast i8* %130 to i32*, !dbg !145
  store i32* %131, i32** %17, align 8, !dbg !144
  call void @llvm.dbg.declare(metadata i32* %18, metadata !146, metadata !DIExpression()), !dbg !148
  store i32 0, i32* %18, align 4, !dbg !148
  br label %132, !dbg !149

132:                                              ; preds = %142, %126
  %133 = load i32, i32* %18, align 4, !dbg !150
  %134 = load i32, i32* %16, align 4, !dbg !152
  %135 = icmp slt i32 %133, %134, !dbg !153
  br i1 %135, label %136, label %145, !dbg !154

136:                                              ; preds = %132
  %137 = load i32, i32* %18, align 4, !dbg !155
  %138 = load i32*, i32** %17, align 8, !dbg !156
  %139 = load i32, i32* %18, align 4, !dbg !157
  %140 = sext i32 %139 to i64, !dbg !156
  %141 = getelementptr inbounds i32, i32* %138, i64 %140, !dbg !156
  store i32 %137, i32* %141, align 4, !dbg !158
  br label %142, !dbg !156

142:                                              ; preds = %136
  %143 = load i32, i32* %18, align 4, !dbg !159
  %144 = add nsw i32 %143, 1, !dbg !159
  store i32 %144, i32* %18, align 4, !dbg !159
  br label %132, !dbg !160, !llvm.loop !161

145:                                              ; preds = %132
  %146 = load i32*, i32** %17, align 8, !dbg !163
  %147 = load i32, i32* %16, align 4, !dbg !164
  %148 = sdiv i32 %147, 2, !dbg !165
  %149 = sext i32 %148 to i64, !dbg !163
  %150 = getelementptr inbounds i32, i32* %146, i64 %149, !dbg !163
  %151 = load i32, i32* %150, align 4, !dbg !163
  %152 = sitofp i32 %151 to double, !dbg !163
  %153 = load double, double* %11, align 8, !dbg !166
  %154 = fadd double %153, %152, !dbg !166
  store double %154, double* %11, align 8, !dbg !166
  br label %155, !dbg !167

155:                                              ; preds = %145
  %156 = load i32, i32* %16, align 4, !dbg !168
  %157 = add nsw i32 %156, 1, !dbg !168
  store i32 %157, i32* %16, align 4, !dbg !168
  br label %122, !dbg !169, !llvm.loop !170

158:                                              ; preds = %122
  %159 = load double, double* %11, align 8, !dbg !172
  %160 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %159), !dbg !173
  %161 = load double*, double** %8, align 8, !dbg !174
  %162 = bitcast double* %161 to i8*, !dbg !174
  call void @free(i8* noundef %162) #7, !dbg !175
  %163 = load double*, double** %9, align 8, !dbg !176
  %164 = bitcast double* %163 to i8*, !dbg !176
  call void @free(i8* noundef %164) #7, !dbg !177
  store i32 0, i32* %3, align 4, !dbg !178
  br label %165, !dbg !178

165:                                              ; preds = %158, %54
  %166 = load i32, i32* %3, align 4, !dbg !179
  ret i32 %166, !dbg !179
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @smooth(i32 noundef %0, double* noundef %1, double* noundef %2) #0 !dbg !180 {
  %4 = alloca i32, align 4
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !185, metadata !DIExpression()), !dbg !186
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !187, metadata !DIExpression()), !dbg !188
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !189, metadata !DIExpression()), !dbg !190
  %11 = load i32, i32* %4, align 4, !dbg !191
  %12 = zext i32 %11 to i64, !dbg !192
  %13 = call i8* @llvm.stacksave(), !dbg !192
  store i8* %13, i8** %7, align 8, !dbg !192
  %14 = alloca double, i64 %12, align 16, !dbg !192
  store i64 %12, i64* %8, align 8, !dbg !192
  call void @llvm.dbg.declare(metadata i64* %8, metadata !193, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.declare(metadata double* %14, metadata !195, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.declare(metadata i32* %9, metadata !200, metadata !DIExpression()), !dbg !202
  store i32 0, i32* %9, align 4, !dbg !202
  br label %15, !dbg !203

15:                                               ; preds = %29, %3
  %16 = load i32, i32* %9, align 4, !dbg !204
  %17 = load i32, i32* %4, align 4, !dbg !206
  %18 = icmp slt i32 %16, %17, !dbg !207
  br i1 %18, label %19, label %32, !dbg !208

19:                                               ; preds = %15
  %20 = load double*, double** %5, align 8, !dbg !209
  %21 = load i32, i32* %9, align 4, !dbg !210
  %22 = sext i32 %21 to i64, !dbg !209
  %23 = getelementptr inbounds double, double* %20, i64 %22, !dbg !209
  %24 = load double, double* %23, align 8, !dbg !209
  %25 = fmul double %24, 5.000000e-01, !dbg !211
  %26 = load i32, i32* %9, align 4, !dbg !212
  %27 = sext i32 %26 to i64, !dbg !213
  %28 = getelementptr inbounds double, double* %14, i64 %27, !dbg !213
  store double %25, double* %28, align 8, !dbg !214
  br label %29, !dbg !213

29:                                               ; preds = %19
  %30 = load i32, i32* %9, align 4, !dbg !215
  %31 = add nsw i32 %30, 1, !dbg !215
  store i32 %31, i32* %9, align 4, !dbg !215
  br label %15, !dbg !216, !llvm.loop !217

32:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i32* %10, metadata !219, metadata !DIExpression()), !dbg !221
  store i32 1, i32* %10, align 4, !dbg !221
  br label %33, !dbg !222

33:                                               ; preds = %59, %32
  %34 = load i32, i32* %10, align 4, !dbg !223
  %35 = load i32, i32* %4, align 4, !dbg !225
  %36 = sub nsw i32 %35, 1, !dbg !226
  %37 = icmp slt i32 %34, %36, !dbg !227
  br i1 %37, label %38, label %62, !dbg !228

38:                                               ; preds = %33
  %39 = load i32, i32* %10, align 4, !dbg !229
  %40 = sub nsw i32 %39, 1, !dbg !230
  %41 = sext i32 %40 to i64, !dbg !231
  %42 = getelementptr inbounds double, double* %14, i64 %41, !dbg !231
  %43 = load double, double* %42, align 8, !dbg !231
  %44 = load i32, i32* %10, align 4, !dbg !232
  %45 = sext i32 %44 to i64, !dbg !233
  %46 = getelementptr inbounds double, double* %14, i64 %45, !dbg !233
  %47 = load double, double* %46, align 8, !dbg !233
  %48 = fadd double %43, %47, !dbg !234
  %49 = load i32, i32* %10, align 4, !dbg !235
  %50 = add nsw i32 %49, 1, !dbg !236
  %51 = sext i32 %50 to i64, !dbg !237
  %52 = getelementptr inbounds double, double* %14, i64 %51, !dbg !237
  %53 = load double, double* %52, align 8, !dbg !237
  %54 = fadd double %48, %53, !dbg !238
  %55 = load double*, double** %6, align 8, !dbg !239
  %56 = load i32, i32* %10, align 4, !dbg !240
  %57 = sext i32 %56 to i64, !dbg !239
  %58 = getelementptr inbounds double, double* %55, i64 %57, !dbg !239
  store double %54, double* %58, align 8, !dbg !241
  br label %59, !dbg !239

59:                                               ; preds = %38
  %60 = load i32, i32* %10, align 4, !dbg !242
  %61 = add nsw i32 %60, 1, !dbg !242
  store i32 %61, i32* %10, align 4, !dbg !242
  br label %33, !dbg !243, !llvm.loop !244

62:                                               ; preds = %33
  %63 = load i32, i32* %4, align 4, !dbg !246
  %64 = sdiv i32 %63, 2, !dbg !247
  %65 = sext i32 %64 to i64, !dbg !248
  %66 = getelementptr inbounds double, double* %14, i64 %65, !dbg !248
  %67 = load double, double* %66, align 8, !dbg !248
  %68 = load i8*, i8** %7, align 8, !dbg !249
  call void @llvm.stackrestore(i8* %68), !dbg !249
  ret double %67, !dbg !249
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #4

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind willreturn }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_arrays.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "84348b4a2a91886ea26ed16def2ed64d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !11, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 19, type: !13)
!19 = !DILocation(line: 19, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 19, type: !14)
!21 = !DILocation(line: 19, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 20, type: !13)
!23 = !DILocation(line: 20, column: 7, scope: !10)
!24 = !DILocation(line: 20, column: 11, scope: !10)
!25 = !DILocation(line: 20, column: 16, scope: !10)
!26 = !DILocation(line: 20, column: 27, scope: !10)
!27 = !DILocation(line: 20, column: 22, scope: !10)
!28 = !DILocalVariable(name: "steps", scope: !10, file: !1, line: 21, type: !13)
!29 = !DILocation(line: 21, column: 7, scope: !10)
!30 = !DILocation(line: 21, column: 15, scope: !10)
!31 = !DILocation(line: 21, column: 20, scope: !10)
!32 = !DILocation(line: 21, column: 31, scope: !10)
!33 = !DILocation(line: 21, column: 26, scope: !10)
!34 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 22, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!37 = !DILocation(line: 22, column: 11, scope: !10)
!38 = !DILocation(line: 22, column: 22, scope: !10)
!39 = !DILocation(line: 22, column: 24, scope: !10)
!40 = !DILocation(line: 22, column: 15, scope: !10)
!41 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 22, type: !35)
!42 = !DILocation(line: 22, column: 44, scope: !10)
!43 = !DILocation(line: 22, column: 55, scope: !10)
!44 = !DILocation(line: 22, column: 57, scope: !10)
!45 = !DILocation(line: 22, column: 48, scope: !10)
!46 = !DILocation(line: 23, column: 8, scope: !47)
!47 = distinct !DILexicalBlock(scope: !10, file: !1, line: 23, column: 7)
!48 = !DILocation(line: 23, column: 10, scope: !47)
!49 = !DILocation(line: 23, column: 14, scope: !47)
!50 = !DILocation(line: 23, column: 7, scope: !10)
!51 = !DILocation(line: 24, column: 5, scope: !47)
!52 = !DILocalVariable(name: "i", scope: !53, file: !1, line: 25, type: !13)
!53 = distinct !DILexicalBlock(scope: !10, file: !1, line: 25, column: 3)
!54 = !DILocation(line: 25, column: 12, scope: !53)
!55 = !DILocation(line: 25, column: 8, scope: !53)
!56 = !DILocation(line: 25, column: 19, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !1, line: 25, column: 3)
!58 = !DILocation(line: 25, column: 23, scope: !57)
!59 = !DILocation(line: 25, column: 21, scope: !57)
!60 = !DILocation(line: 25, column: 3, scope: !53)
!61 = !DILocation(line: 26, column: 19, scope: !57)
!62 = !DILocation(line: 26, column: 12, scope: !57)
!63 = !DILocation(line: 26, column: 14, scope: !57)
!64 = !DILocation(line: 26, column: 17, scope: !57)
!65 = !DILocation(line: 26, column: 5, scope: !57)
!66 = !DILocation(line: 26, column: 7, scope: !57)
!67 = !DILocation(line: 26, column: 10, scope: !57)
!68 = !DILocation(line: 25, column: 27, scope: !57)
!69 = !DILocation(line: 25, column: 3, scope: !57)
!70 = distinct !{!70, !60, !71, !72}
!71 = !DILocation(line: 26, column: 19, scope: !53)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 27, type: !36)
!74 = !DILocation(line: 27, column: 10, scope: !10)
!75 = !DILocalVariable(name: "t", scope: !76, file: !1, line: 28, type: !13)
!76 = distinct !DILexicalBlock(scope: !10, file: !1, line: 28, column: 3)
!77 = !DILocation(line: 28, column: 12, scope: !76)
!78 = !DILocation(line: 28, column: 8, scope: !76)
!79 = !DILocation(line: 28, column: 19, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !1, line: 28, column: 3)
!81 = !DILocation(line: 28, column: 23, scope: !80)
!82 = !DILocation(line: 28, column: 21, scope: !80)
!83 = !DILocation(line: 28, column: 3, scope: !76)
!84 = !DILocation(line: 29, column: 16, scope: !85)
!85 = distinct !DILexicalBlock(scope: !80, file: !1, line: 28, column: 35)
!86 = !DILocation(line: 29, column: 18, scope: !85)
!87 = !DILocation(line: 29, column: 22, scope: !85)
!88 = !DILocation(line: 29, column: 5, scope: !85)
!89 = !DILocalVariable(name: "__vla_expr0", scope: !85, type: !90, flags: DIFlagArtificial)
!90 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!91 = !DILocation(line: 0, scope: !85)
!92 = !DILocalVariable(name: "row", scope: !85, file: !1, line: 29, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: !89)
!96 = !DILocation(line: 29, column: 12, scope: !85)
!97 = !DILocalVariable(name: "i", scope: !98, file: !1, line: 30, type: !13)
!98 = distinct !DILexicalBlock(scope: !85, file: !1, line: 30, column: 5)
!99 = !DILocation(line: 30, column: 14, scope: !98)
!100 = !DILocation(line: 30, column: 10, scope: !98)
!101 = !DILocation(line: 30, column: 21, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !1, line: 30, column: 5)
!103 = !DILocation(line: 30, column: 26, scope: !102)
!104 = !DILocation(line: 30, column: 28, scope: !102)
!105 = !DILocation(line: 30, column: 23, scope: !102)
!106 = !DILocation(line: 30, column: 5, scope: !98)
!107 = !DILocation(line: 31, column: 16, scope: !102)
!108 = !DILocation(line: 31, column: 22, scope: !102)
!109 = !DILocation(line: 31, column: 20, scope: !102)
!110 = !DILocation(line: 31, column: 11, scope: !102)
!111 = !DILocation(line: 31, column: 7, scope: !102)
!112 = !DILocation(line: 31, column: 14, scope: !102)
!113 = !DILocation(line: 30, column: 34, scope: !102)
!114 = !DILocation(line: 30, column: 5, scope: !102)
!115 = distinct !{!115, !106, !116, !72}
!116 = !DILocation(line: 31, column: 23, scope: !98)
!117 = !DILocation(line: 32, column: 17, scope: !85)
!118 = !DILocation(line: 32, column: 20, scope: !85)
!119 = !DILocation(line: 32, column: 23, scope: !85)
!120 = !DILocation(line: 32, column: 10, scope: !85)
!121 = !DILocation(line: 32, column: 32, scope: !85)
!122 = !DILocation(line: 32, column: 34, scope: !85)
!123 = !DILocation(line: 32, column: 28, scope: !85)
!124 = !DILocation(line: 32, column: 26, scope: !85)
!125 = !DILocation(line: 32, column: 7, scope: !85)
!126 = !DILocation(line: 33, column: 3, scope: !80)
!127 = !DILocation(line: 33, column: 3, scope: !85)
!128 = !DILocation(line: 28, column: 31, scope: !80)
!129 = !DILocation(line: 28, column: 3, scope: !80)
!130 = distinct !{!130, !83, !131, !72}
!131 = !DILocation(line: 33, column: 3, scope: !76)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 34, type: !13)
!133 = distinct !DILexicalBlock(scope: !10, file: !1, line: 34, column: 3)
!134 = !DILocation(line: 34, column: 12, scope: !133)
!135 = !DILocation(line: 34, column: 8, scope: !133)
!136 = !DILocation(line: 34, column: 19, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !1, line: 34, column: 3)
!138 = !DILocation(line: 34, column: 23, scope: !137)
!139 = !DILocation(line: 34, column: 21, scope: !137)
!140 = !DILocation(line: 34, column: 3, scope: !133)
!141 = !DILocalVariable(name: "t", scope: !142, file: !1, line: 35, type: !143)
!142 = distinct !DILexicalBlock(scope: !137, file: !1, line: 34, column: 35)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!144 = !DILocation(line: 35, column: 10, scope: !142)
!145 = !DILocation(line: 35, column: 14, scope: !142)
!146 = !DILocalVariable(name: "j", scope: !147, file: !1, line: 36, type: !13)
!147 = distinct !DILexicalBlock(scope: !142, file: !1, line: 36, column: 5)
!148 = !DILocation(line: 36, column: 14, scope: !147)
!149 = !DILocation(line: 36, column: 10, scope: !147)
!150 = !DILocation(line: 36, column: 21, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !1, line: 36, column: 5)
!152 = !DILocation(line: 36, column: 25, scope: !151)
!153 = !DILocation(line: 36, column: 23, scope: !151)
!154 = !DILocation(line: 36, column: 5, scope: !147)
!155 = !DILocation(line: 37, column: 14, scope: !151)
!156 = !DILocation(line: 37, column: 7, scope: !151)
!157 = !DILocation(line: 37, column: 9, scope: !151)
!158 = !DILocation(line: 37, column: 12, scope: !151)
!159 = !DILocation(line: 36, column: 29, scope: !151)
!160 = !DILocation(line: 36, column: 5, scope: !151)
!161 = distinct !{!161, !154, !162, !72}
!162 = !DILocation(line: 37, column: 14, scope: !147)
!163 = !DILocation(line: 38, column: 10, scope: !142)
!164 = !DILocation(line: 38, column: 12, scope: !142)
!165 = !DILocation(line: 38, column: 14, scope: !142)
!166 = !DILocation(line: 38, column: 7, scope: !142)
!167 = !DILocation(line: 39, column: 3, scope: !142)
!168 = !DILocation(line: 34, column: 31, scope: !137)
!169 = !DILocation(line: 34, column: 3, scope: !137)
!170 = distinct !{!170, !140, !171, !72}
!171 = !DILocation(line: 39, column: 3, scope: !133)
!172 = !DILocation(line: 40, column: 18, scope: !10)
!173 = !DILocation(line: 40, column: 3, scope: !10)
!174 = !DILocation(line: 41, column: 8, scope: !10)
!175 = !DILocation(line: 41, column: 3, scope: !10)
!176 = !DILocation(line: 42, column: 8, scope: !10)
!177 = !DILocation(line: 42, column: 3, scope: !10)
!178 = !DILocation(line: 43, column: 3, scope: !10)
!179 = !DILocation(line: 44, column: 1, scope: !10)
!180 = distinct !DISubprogram(name: "smooth", scope: !1, file: !1, line: 10, type: !181, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!181 = !DISubroutineType(types: !182)
!182 = !{!36, !13, !183, !35}
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!185 = !DILocalVariable(name: "n", arg: 1, scope: !180, file: !1, line: 10, type: !13)
!186 = !DILocation(line: 10, column: 26, scope: !180)
!187 = !DILocalVariable(name: "x", arg: 2, scope: !180, file: !1, line: 10, type: !183)
!188 = !DILocation(line: 10, column: 43, scope: !180)
!189 = !DILocalVariable(name: "y", arg: 3, scope: !180, file: !1, line: 10, type: !35)
!190 = !DILocation(line: 10, column: 54, scope: !180)
!191 = !DILocation(line: 11, column: 14, scope: !180)
!192 = !DILocation(line: 11, column: 3, scope: !180)
!193 = !DILocalVariable(name: "__vla_expr0", scope: !180, type: !90, flags: DIFlagArtificial)
!194 = !DILocation(line: 0, scope: !180)
!195 = !DILocalVariable(name: "tmp", scope: !180, file: !1, line: 11, type: !196)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, elements: !197)
!197 = !{!198}
!198 = !DISubrange(count: !193)
!199 = !DILocation(line: 11, column: 10, scope: !180)
!200 = !DILocalVariable(name: "i", scope: !201, file: !1, line: 12, type: !13)
!201 = distinct !DILexicalBlock(scope: !180, file: !1, line: 12, column: 3)
!202 = !DILocation(line: 12, column: 12, scope: !201)
!203 = !DILocation(line: 12, column: 8, scope: !201)
!204 = !DILocation(line: 12, column: 19, scope: !205)
!205 = distinct !DILexicalBlock(scope: !201, file: !1, line: 12, column: 3)
!206 = !DILocation(line: 12, column: 23, scope: !205)
!207 = !DILocation(line: 12, column: 21, scope: !205)
!208 = !DILocation(line: 12, column: 3, scope: !201)
!209 = !DILocation(line: 13, column: 14, scope: !205)
!210 = !DILocation(line: 13, column: 16, scope: !205)
!211 = !DILocation(line: 13, column: 19, scope: !205)
!212 = !DILocation(line: 13, column: 9, scope: !205)
!213 = !DILocation(line: 13, column: 5, scope: !205)
!214 = !DILocation(line: 13, column: 12, scope: !205)
!215 = !DILocation(line: 12, column: 27, scope: !205)
!216 = !DILocation(line: 12, column: 3, scope: !205)
!217 = distinct !{!217, !208, !218, !72}
!218 = !DILocation(line: 13, column: 21, scope: !201)
!219 = !DILocalVariable(name: "i", scope: !220, file: !1, line: 14, type: !13)
!220 = distinct !DILexicalBlock(scope: !180, file: !1, line: 14, column: 3)
!221 = !DILocation(line: 14, column: 12, scope: !220)
!222 = !DILocation(line: 14, column: 8, scope: !220)
!223 = !DILocation(line: 14, column: 19, scope: !224)
!224 = distinct !DILexicalBlock(scope: !220, file: !1, line: 14, column: 3)
!225 = !DILocation(line: 14, column: 23, scope: !224)
!226 = !DILocation(line: 14, column: 25, scope: !224)
!227 = !DILocation(line: 14, column: 21, scope: !224)
!228 = !DILocation(line: 14, column: 3, scope: !220)
!229 = !DILocation(line: 15, column: 16, scope: !224)
!230 = !DILocation(line: 15, column: 18, scope: !224)
!231 = !DILocation(line: 15, column: 12, scope: !224)
!232 = !DILocation(line: 15, column: 29, scope: !224)
!233 = !DILocation(line: 15, column: 25, scope: !224)
!234 = !DILocation(line: 15, column: 23, scope: !224)
!235 = !DILocation(line: 15, column: 38, scope: !224)
!236 = !DILocation(line: 15, column: 40, scope: !224)
!237 = !DILocation(line: 15, column: 34, scope: !224)
!238 = !DILocation(line: 15, column: 32, scope: !224)
!239 = !DILocation(line: 15, column: 5, scope: !224)
!240 = !DILocation(line: 15, column: 7, scope: !224)
!241 = !DILocation(line: 15, column: 10, scope: !224)
!242 = !DILocation(line: 14, column: 31, scope: !224)
!243 = !DILocation(line: 14, column: 3, scope: !224)
!244 = distinct !{!244, !228, !245, !72}
!245 = !DILocation(line: 15, column: 43, scope: !220)
!246 = !DILocation(line: 16, column: 14, scope: !180)
!247 = !DILocation(line: 16, column: 16, scope: !180)
!248 = !DILocation(line: 16, column: 10, scope: !180)
!249 = !DILocation(line: 17, column: 1, scope: !180)
