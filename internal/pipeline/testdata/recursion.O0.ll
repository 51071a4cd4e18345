; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"%.1f %.1f %ld %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %20 = load i32, i32* %4, align 4, !dbg !28
  %21 = icmp sgt i32 %20, 1, !dbg !29
  br i1 %21, label %22, label %27, !dbg !28

22:                                               ; preds = %2
  %23 = load i8**, i8*** %5, align 8, !dbg !30
  %24 = getelementptr inbounds i8*, i8** %23, i64 1, !dbg !30
  %25 = load i8*, i8** %24, align 8, !dbg !30
  %26 = call i32 @atoi(i8* noundef %25) #5, !dbg !31
  br label %28, !dbg !28

27:                                               ; preds = %2
  br label %28, !dbg !28

28:                                               ; preds = %27, %22
  %29 = phi i32 [ %26, %22 ], [ 10000, %27 ], !dbg !28
  store i32 %29, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %30 = load i32, i32* %4, align 4, !dbg !34
  %31 = icmp sgt i32 %30, 2, !dbg !35
  br i1 %31, label %32, label %37, !dbg !34

32:                                               ; preds = %28
  %33 = load i8**, i8*** %5, align 8, !dbg !36
  %34 = getelementptr inbounds i8*, i8** %33, i64 2, !dbg !36
  %35 = load i8*, i8** %34, align 8, !dbg !36
  %36 = call i32 @atoi(i8* noundef %35) #5, !dbg !37
  br label %38, !dbg !34

37:                                               ; preds = %28
  br label %38, !dbg !34

38:                                               ; preds = %37, %32
  %39 = phi i32 [ %36, %32 ], [ 100, %37 ], !dbg !34
  store i32 %39, i32* %7, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %8, metadata !38, metadata !DIExpression()), !dbg !39
  %40 = load i32, i32* %4, align 4, !dbg !40
  %41 = icmp sgt i32 %40, 3, !dbg !41
  br i1 %41, label %42, label %47, !dbg !40

42:                                               ; preds = %38
  %43 = load i8**, i8*** %5, align 8, !dbg !42
  %44 = getelementptr inbounds i8*, i8** %43, i64 3, !dbg !42
  %45 = load i8*, i8** %44, align 8, !dbg !42
  %46 = call i32 @atoi(i8* noundef %45) #5, !dbg !43
  br label %48, !dbg !40

47:                                               ; preds = %38
  br label %48, !dbg !40

48:                                               ; preds = %47, %42
  %49 = phi i32 [ %46, %42 ], [ 20, %47 ], !dbg !40
  store i32 %49, i32* %8, align 4, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %9, metadata !44, metadata !DIExpression()), !dbg !45
  %50 = load i32, i32* %4, align 4, !dbg !46
  %51 = icmp sgt i32 %50, 4, !dbg !47
  br i1 %51, label %52, label %57, !dbg !46

52:                                               ; preds = %48
  %53 = load i8**, i8*** %5, align 8, !dbg !48
  %54 = getelementptr inbounds i8*, i8** %53, i64 4, !dbg !48
  %55 = load i8*, i8** %54, align 8, !dbg !48
  %56 = call i32 @atoi(i8* noundef %55) #5, !dbg !49
  br label %58, !dbg !46

57:                                               ; preds = %48
  br label %58, !dbg !46

58:                                               ; preds = %57, %52
  %59 = phi i32 [ %56, %52 ], [ 3, %57 ], !dbg !46
  store i32 %59, i32* %9, align 4, !dbg !45
  call void @llvm.dbg.declare(metadata double** %10, metadata !50, metadata !DIExpression()), !dbg !53
  %60 = load i32, i32* %6, align 4, !dbg !54
  %61 = sext i32 %60 to i64, !dbg !55
  %62 = mul i64 %61, 8, !dbg !56
  %63 = call noalias i8* @malloc(i64 noundef %62) #6, !dbg !57
  %64 = bitcast i8* %63 to double*, !dbg !57
  store double* %64, double** %10, align 8, !dbg !53
  call void @llvm.dbg.declare(metadata double** %11, metadata !58, metadata !DIExpression()), !dbg !59
  %65 = load i32, i32* %7, align 4, !dbg !60
  %66 = sext i32 %65 to i64, !dbg !61
  %67 = load i32, i32* %7, align 4, !dbg !62
  %68 = sext i32 %67 to i64, !dbg !62
  %69 = mul i64 %66, %68, !dbg !63
  %70 = mul i64 %69, 8, !dbg !64
  %71 = call noalias i8* @malloc(i64 noundef %70) #6, !dbg !65
  %72 = bitcast i8* %71 to double*, !dbg !65
  store double* %72, double** %11, align 8, !dbg !59
  call void @llvm.dbg.declare(metadata double** %12, metadata !66, metadata !DIExpression()), !dbg !67
  %73 = load i32, i32* %7, align 4, !dbg !68
  %74 = sext i32 %73 to i64, !dbg !69
  %75 = load i32, i32* %7, align 4, !dbg !70
  %76 = sext i32 %75 to i64, !dbg !70
  %77 = mul i64 %74, %76, !dbg !71
  %78 = mul i64 %77, 8, !dbg !72
  %79 = call noalias i8* @malloc(i64 noundef %78) #6, !dbg !73
  %80 = bitcast i8* %79 to double*, !dbg !73
  store double* %80, double** %12, align 8, !dbg !67
  call void @llvm.dbg.declare(metadata i32* %13, metadata !74, metadata !DIExpression()), !dbg !76
  store i32 0, i32* %13, align 4, !dbg !76
  br label %81, !dbg !77

81:                                               ; preds = %93, %58
  %82 = load i32, i32* %13, align 4, !dbg !78
  %83 = load i32, i32* %6, align 4, !dbg !80
  %84 = icmp slt i32 %82, %83, !dbg !81
  br i1 %84, label %85, label %96, !dbg !82

85:                                               ; preds = %81
  %86 = load i32, i32* %13, align 4, !dbg !83
  %87 = sitofp i32 %86 to double, !dbg !83
  %88 = fmul double 5.000000e-01, %87, !dbg !84
  %89 = load double*, double** %10, align 8, !dbg !85
  %90 = load i32, i32* %13, align 4, !dbg !86
  %91 = sext i32 %90 to i64, !dbg !85
  %92 = getelementptr inbounds double, double* %89, i64 %91, !dbg !85
  store double %88, double* %92, align 8, !dbg !87
  br label %93, !dbg !85

93:                                               ; preds = %85
  %94 = load i32, i32* %13, align 4, !dbg !88
  %95 = add nsw i32 %94, 1, !dbg !88
  store i32 %95, i32* %13, align 4, !dbg !88
  br label %81, !dbg !89, !llvm.loop !90

96:                                               ; preds = %81
  call void @llvm.dbg.declare(metadata i32* %14, metadata !93, metadata !DIExpression()), !dbg !95
  store i32 0, i32* %14, align 4, !dbg !95
  br label %97, !dbg !96

97:                                               ; preds = %110, %96
  %98 = load i32, i32* %14, align 4, !dbg !97
  %99 = load i32, i32* %7, align 4, !dbg !99
  %100 = load i32, i32* %7, align 4, !dbg !100
  %101 = mul nsw i32 %99, %100, !dbg !101
  %102 = icmp slt i32 %98, %101, !dbg !102
  br i1 %102, label %103, label %113, !dbg !103

103:                                              ; preds = %97
  %104 = load i32, i32* %14, align 4, !dbg !104
  %105 = sitofp i32 %104 to double, !dbg !104
  %106 = load double*, double** %11, align 8, !dbg !105
  %107 = load i32, i32* %14, align 4, !dbg !106
  %108 = sext i32 %107 to i64, !dbg !105
  %109 = getelementptr inbounds double, double* %106, i64 %108, !dbg !105
  store double %105, double* %109, align 8, !dbg !107
  br label %110, !dbg !105

110:                                              ; preds = %103
  %111 = load i32, i32* %14, align 4, !dbg !108
  %112 = add nsw i32 %111, 1, !dbg !108
  store i32 %112, i32* %14, align 4, !dbg !108
  br label %97, !dbg !109, !llvm.loop !110

113:                                              ; preds = %97
  call void @llvm.dbg.declare(metadata double* %15, metadata !112, metadata !DIExpression()), !dbg !113
  store double 0.000000e+00, double* %15, align 8, !dbg !113
  call void @llvm.dbg.declare(metadata i32* %16, metadata !114, metadata !DIExpression()), !dbg !116
  store i32 0, i32* %16, align 4, !dbg !116
  br label %114, !dbg !117

114:                                              ; preds = %124, %113
  %115 = load i32, i32* %16, align 4, !dbg !118
  %116 = load i32, i32* %9, align 4, !dbg !120
  %117 = icmp slt i32 %115, %116, !dbg !121
  br i1 %117, label %118, label %127, !dbg !122

118:                                              ; preds = %114
  %119 = load double*, double** %10, align 8, !dbg !123
  %120 = load i32, i32* %6, align 4, !dbg !124
  %121 = call double @rsum(double* noundef %119, i32 noundef 0, i32 noundef %120), !dbg !125
  %122 = load double, double* %15, align 8, !dbg !126
  %123 = fadd double %122, %121, !dbg !126
  store double %123, double* %15, align 8, !dbg !126
  br label %124, !dbg !127

124:                                              ; preds = %118
  %125 = load i32, i32* %16, align 4, !dbg !128
  %126 = add nsw i32 %125, 1, !dbg !128
  store i32 %126, i32* %16, align 4, !dbg !128
  br label %114, !dbg !129, !llvm.loop !130

127:                                              ; preds = %114
  %128 = load double*, double** %12, align 8, !dbg !132
  %129 = load double*, double** %11, align 8, !dbg !133
  %130 = load i32, i32* %7, align 4, !dbg !134
  %131 = load i32, i32* %7, align 4, !dbg !135
  %132 = load i32, i32* %7, align 4, !dbg !136
  call void @transpose(double* noundef %128, double* noundef %129, i32 noundef %130, i32 noundef 0, i32 noundef %131, i32 noundef 0, i32 noundef %132), !dbg !137
  call void @llvm.dbg.declare(metadata i64* %17, metadata !138, metadata !DIExpression()), !dbg !140
  %133 = load i32, i32* %8, align 4, !dbg !141
  %134 = call i64 @fib(i32 noundef %133), !dbg !142
  store i64 %134, i64* %17, align 8, !dbg !140
  call void @llvm.dbg.declare(metadata i32* %18, metadata !143, metadata !DIExpression()), !dbg !144
  %135 = load i32, i32* %6, align 4, !dbg !145
  %136 = call i32 @is_even(i32 noundef %135), !dbg !146
  store i32 %136, i32* %18, align 4, !dbg !144
  call void @llvm.dbg.declare(metadata i32* %19, metadata !147, metadata !DIExpression()), !dbg !148
  %137 = load double*, double** %10, align 8, !dbg !149
  %138 = load i32, i32* %6, align 4, !dbg !150
  %139 = load i32, i32* %6, align 4, !dbg !151
  %140 = sitofp i32 %139 to double, !dbg !151
  %141 = fmul double 2.500000e-01, %140, !dbg !152
  %142 = call i32 @bsearch_rec(double* noundef %137, i32 noundef 0, i32 noundef %138, double noundef %141), !dbg !153
  store i32 %142, i32* %19, align 4, !dbg !148
  %143 = load double, double* %15, align 8, !dbg !154
  %144 = load double*, double** %12, align 8, !dbg !155
  %145 = load i32, i32* %7, align 4, !dbg !156
  %146 = sub nsw i32 %145, 1, !dbg !157
  %147 = sext i32 %146 to i64, !dbg !155
  %148 = getelementptr inbounds double, double* %144, i64 %147, !dbg !155
  %149 = load double, double* %148, align 8, !dbg !155
  %150 = load i64, i64* %17, align 8, !dbg !158
  %151 = load i32, i32* %18, align 4, !dbg !159
  %152 = load i32, i32* %19, align 4, !dbg !160
  %153 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), double noundef %143, double noundef %149, i64 noundef %150, i32 noundef %151, i32 noundef %152), !dbg !161
  %154 = load double*, double** %10, align 8, !dbg !162
  %155 = bitcast double* %154 to i8*, !dbg !162
  call void @free(i8* noundef %155) #6, !dbg !163
  %156 = load double*, double** %11, align 8, !dbg !164
  %157 = bitcast double* %156 to i8*, !dbg !164
  call void @free(i8* noundef %157) #6, !dbg !165
  %158 = load double*, double** %12, align 8, !dbg !166
  %159 = bitcast double* %158 to i8*, !dbg !166
  call void @free(i8* noundef %159) #6, !dbg !167
  ret i32 0, !dbg !168
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rsum(double* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !169 {
  %4 = alloca double, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !174, metadata !DIExpression()), !dbg !175
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !176, metadata !DIExpression()), !dbg !177
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !178, metadata !DIExpression()), !dbg !179
  %11 = load i32, i32* %7, align 4, !dbg !180
  %12 = load i32, i32* %6, align 4, !dbg !182
  %13 = sub nsw i32 %11, %12, !dbg !183
  %14 = icmp sle i32 %13, 16, !dbg !184
  br i1 %14, label %15, label %34, !dbg !185

15:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata double* %8, metadata !186, metadata !DIExpression()), !dbg !188
  store double 0.000000e+00, double* %8, align 8, !dbg !188
  call void @llvm.dbg.declare(metadata i32* %9, metadata !189, metadata !DIExpression()), !dbg !191
  %16 = load i32, i32* %6, align 4, !dbg !192
  store i32 %16, i32* %9, align 4, !dbg !191
  br label %17, !dbg !193

17:                                               ; preds = %29, %15
  %18 = load i32, i32* %9, align 4, !dbg !194
  %19 = load i32, i32* %7, align 4, !dbg !196
  %20 = icmp slt i32 %18, %19, !dbg !197
  br i1 %20, label %21, label %32, !dbg !198

21:                                               ; preds = %17
  %22 = load double*, double** %5, align 8, !dbg !199
  %23 = load i32, i32* %9, align 4, !dbg !200
  %24 = sext i32 %23 to i64, !dbg !199
  %25 = getelementptr inbounds double, double* %22, i64 %24, !dbg !199
  %26 = load double, double* %25, align 8, !dbg !199
  %27 = load double, double* %8, align 8, !dbg !201
  %28 = fadd double %27, %26, !dbg !201
  store double %28, double* %8, align 8, !dbg !201
  br label %29, !dbg !202

29:                                               ; preds = %21
  %30 = load i32, i32* %9, align 4, !dbg !203
  %31 = add nsw i32 %30, 1, !dbg !203
  store i32 %31, i32* %9, align 4, !dbg !203
  br label %17, !dbg !204, !llvm.loop !205

32:                                               ; preds = %17
  %33 = load double, double* %8, align 8, !dbg !207
  store double %33, double* %4, align 8, !dbg !208
  br label %50, !dbg !208

34:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i32* %10, metadata !209, metadata !DIExpression()), !dbg !210
  %35 = load i32, i32* %6, align 4, !dbg !211
  %36 = load i32, i32* %7, align 4, !dbg !212
  %37 = load i32, i32* %6, align 4, !dbg !213
  %38 = sub nsw i32 %36, %37, !dbg !214
  %39 = sdiv i32 %38, 2, !dbg !215
  %40 = add nsw i32 %35, %39, !dbg !216
  store i32 %40, i32* %10, align 4, !dbg !210
  %41 = load double*, double** %5, align 8, !dbg !217
  %42 = load i32, i32* %6, align 4, !dbg !218
  %43 = load i32, i32* %10, align 4, !dbg !219
  %44 = call double @rsum(double* noundef %41, i32 noundef %42, i32 noundef %43), !dbg !220
  %45 = load double*, double** %5, align 8, !dbg !221
  %46 = load i32, i32* %10, align 4, !dbg !222
  %47 = load i32, i32* %7, align 4, !dbg !223
  %48 = call double @rsum(double* noundef %45, i32 noundef %46, i32 noundef %47), !dbg !224
  %49 = fadd double %44, %48, !dbg !225
  store double %49, double* %4, align 8, !dbg !226
  br label %50, !dbg !226

50:                                               ; preds = %34, %32
  %51 = load double, double* %4, align 8, !dbg !227
  ret double %51, !dbg !227
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #0 !dbg !228 {
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store double* %0, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !231, metadata !DIExpression()), !dbg !232
  store double* %1, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !233, metadata !DIExpression()), !dbg !234
  store i32 %2, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !235, metadata !DIExpression()), !dbg !236
  store i32 %3, i32* %11, align 4
  call void @llvm.dbg.declare(metadata i32* %11, metadata !237, metadata !DIExpression()), !dbg !238
  store i32 %4, i32* %12, align 4
  call void @llvm.dbg.declare(metadata i32* %12, metadata !239, metadata !DIExpression()), !dbg !240
  store i32 %5, i32* %13, align 4
  call void @llvm.dbg.declare(metadata i32* %13, metadata !241, metadata !DIExpression()), !dbg !242
  store i32 %6, i32* %14, align 4
  call void @llvm.dbg.declare(metadata i32* %14, metadata !243, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.declare(metadata i32* %15, metadata !245, metadata !DIExpression()), !dbg !246
  %21 = load i32, i32* %12, align 4, !dbg !247
  %22 = load i32, i32* %11, align 4, !dbg !248
  %23 = sub nsw i32 %21, %22, !dbg !249
  store i32 %23, i32* %15, align 4, !dbg !246
  call void @llvm.dbg.declare(metadata i32* %16, metadata !250, metadata !DIExpression()), !dbg !251
  %24 = load i32, i32* %14, align 4, !dbg !252
  %25 = load i32, i32* %13, align 4, !dbg !253
  %26 = sub nsw i32 %24, %25, !dbg !254
  store i32 %26, i32* %16, align 4, !dbg !251
  %27 = load i32, i32* %15, align 4, !dbg !255
  %28 = load i32, i32* %16, align 4, !dbg !257
  %29 = mul nsw i32 %27, %28, !dbg !258
  %30 = icmp sle i32 %29, 64, !dbg !259
  br i1 %30, label %31, label %69, !dbg !260

31:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %17, metadata !261, metadata !DIExpression()), !dbg !264
  %32 = load i32, i32* %11, align 4, !dbg !265
  store i32 %32, i32* %17, align 4, !dbg !264
  br label %33, !dbg !266

33:                                               ; preds = %65, %31
  %34 = load i32, i32* %17, align 4, !dbg !267
  %35 = load i32, i32* %12, align 4, !dbg !269
  %36 = icmp slt i32 %34, %35, !dbg !270
  br i1 %36, label %37, label %68, !dbg !271

37:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata i32* %18, metadata !272, metadata !DIExpression()), !dbg !274
  %38 = load i32, i32* %13, align 4, !dbg !275
  store i32 %38, i32* %18, align 4, !dbg !274
  br label %39, !dbg !276

39:                                               ; preds = %61, %37
  %40 = load i32, i32* %18, align 4, !dbg !277
  %41 = load i32, i32* %14, align 4, !dbg !279
  %42 = icmp slt i32 %40, %41, !dbg !280
  br i1 %42, label %43, label %64, !dbg !281

43:                                               ; preds = %39
  %44 = load double*, double** %9, align 8, !dbg !282
  %45 = load i32, i32* %17, align 4, !dbg !283
  %46 = load i32, i32* %10, align 4, !dbg !284
  %47 = mul nsw i32 %45, %46, !dbg !285
  %48 = load i32, i32* %18, align 4, !dbg !286
  %49 = add nsw i32 %47, %48, !dbg !287
  %50 = sext i32 %49 to i64, !dbg !282
  %51 = getelementptr inbounds double, double* %44, i64 %50, !dbg !282
  %52 = load double, double* %51, align 8, !dbg !282
  %53 = load double*, double** %8, align 8, !dbg !288
  %54 = load i32, i32* %18, align 4, !dbg !289
  %55 = load i32, i32* %10, align 4, !dbg !290
  %56 = mul nsw i32 %54, %55, !dbg !291
  %57 = load i32, i32* %17, align 4, !dbg !292
  %58 = add nsw i32 %56, %57, !dbg !293
  %59 = sext i32 %58 to i64, !dbg !288
  %60 = getelementptr inbounds double, double* %53, i64 %59, !dbg !288
  store double %52, double* %60, align 8, !dbg !294
  br label %61, !dbg !288

61:                                               ; preds = %43
  %62 = load i32, i32* %18, align 4, !dbg !295
  %63 = add nsw i32 %62, 1, !dbg !295
  store i32 %63, i32* %18, align 4, !dbg !295
  br label %39, !dbg !296, !llvm.loop !297

64:                                               ; preds = %39
  br label %65, !dbg !298

65:                                               ; preds = %64
  %66 = load i32, i32* %17, align 4, !dbg !299
  %67 = add nsw i32 %66, 1, !dbg !299
  store i32 %67, i32* %17, align 4, !dbg !299
  br label %33, !dbg !300, !llvm.loop !301

68:                                               ; preds = %33
  br label %111, !dbg !303

69:                                               ; preds = %7
  %70 = load i32, i32* %15, align 4, !dbg !304
  %71 = load i32, i32* %16, align 4, !dbg !306
  %72 = icmp sge i32 %70, %71, !dbg !307
  br i1 %72, label %73, label %92, !dbg !308

73:                                               ; preds = %69
  call void @llvm.dbg.declare(metadata i32* %19, metadata !309, metadata !DIExpression()), !dbg !311
  %74 = load i32, i32* %11, align 4, !dbg !312
  %75 = load i32, i32* %15, align 4, !dbg !313
  %76 = sdiv i32 %75, 2, !dbg !314
  %77 = add nsw i32 %74, %76, !dbg !315
  store i32 %77, i32* %19, align 4, !dbg !311
  %78 = load double*, double** %8, align 8, !dbg !316
  %79 = load double*, double** %9, align 8, !dbg !317
  %80 = load i32, i32* %10, align 4, !dbg !318
  %81 = load i32, i32* %11, align 4, !dbg !319
  %82 = load i32, i32* %19, align 4, !dbg !320
  %83 = load i32, i32* %13, align 4, !dbg !321
  %84 = load i32, i32* %14, align 4, !dbg !322
  call void @transpose(double* noundef %78, double* noundef %79, i32 noundef %80, i32 noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef %84), !dbg !323
  %85 = load double*, double** %8, align 8, !dbg !324
  %86 = load double*, double** %9, align 8, !dbg !325
  %87 = load i32, i32* %10, align 4, !dbg !326
  %88 = load i32, i32* %19, align 4, !dbg !327
  %89 = load i32, i32* %12, align 4, !dbg !328
  %90 = load i32, i32* %13, align 4, !dbg !329
  %91 = load i32, i32* %14, align 4, !dbg !330
  call void @transpose(double* noundef %85, double* noundef %86, i32 noundef %87, i32 noundef %88, i32 noundef %89, i32 noundef %90, i32 noundef %91), !dbg !331
  br label %111, !dbg !332

92:                                               ; preds = %69
  call void @llvm.dbg.declare(metadata i32* %20, metadata !333, metadata !DIExpression()), !dbg !335
  %93 = load i32, i32* %13, align 4, !dbg !336
  %94 = load i32, i32* %16, align 4, !dbg !337
  %95 = sdiv i32 %94, 2, !dbg !338
  %96 = add nsw i32 %93, %95, !dbg !339
  store i32 %96, i32* %20, align 4, !dbg !335
  %97 = load double*, double** %8, align 8, !dbg !340
  %98 = load double*, double** %9, align 8, !dbg !341
  %99 = load i32, i32* %10, align 4, !dbg !342
  %100 = load i32, i32* %11, align 4, !dbg !343
  %101 = load i32, i32* %12, align 4, !dbg !344
  %102 = load i32, i32* %13, align 4, !dbg !345
  %103 = load i32, i32* %20, align 4, !dbg !346
  call void @transpose(double* noundef %97, double* noundef %98, i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103), !dbg !347
  %104 = load double*, double** %8, align 8, !dbg !348
  %105 = load double*, double** %9, align 8, !dbg !349
  %106 = load i32, i32* %10, align 4, !dbg !350
  %107 = load i32, i32* %11, align 4, !dbg !351
  %108 = load i32, i32* %12, align 4, !dbg !352
  %109 = load i32, i32* %20, align 4, !dbg !353
  %110 = load i32, i32* %14, align 4, !dbg !354
  call void @transpose(double* noundef %104, double* noundef %105, i32 noundef %106, i32 noundef %107, i32 noundef %108, i32 noundef %109, i32 noundef %110), !dbg !355
  br label %111

111:                                              ; preds = %68, %92, %73
  ret void, !dbg !356
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib(i32 noundef %0) #0 !dbg !357 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !360, metadata !DIExpression()), !dbg !361
  %4 = load i32, i32* %3, align 4, !dbg !362
  %5 = icmp slt i32 %4, 2, !dbg !364
  br i1 %5, label %6, label %9, !dbg !365

6:                                                ; preds = %1
  %7 = load i32, i32* %3, align 4, !dbg !366
  %8 = sext i32 %7 to i64, !dbg !366
  store i64 %8, i64* %2, align 8, !dbg !367
  br label %17, !dbg !367

9:                                                ; preds = %1
  %10 = load i32, i32* %3, align 4, !dbg !368
  %11 = sub nsw i32 %10, 1, !dbg !369
  %12 = call i64 @fib(i32 noundef %11), !dbg !370
  %13 = load i32, i32* %3, align 4, !dbg !371
  %14 = sub nsw i32 %13, 2, !dbg !372
  %15 = call i64 @fib(i32 noundef %14), !dbg !373
  %16 = add nsw i64 %12, %15, !dbg !374
  store i64 %16, i64* %2, align 8, !dbg !375
  br label %17, !dbg !375

17:                                               ; preds = %9, %6
  %18 = load i64, i64* %2, align 8, !dbg !376
  ret i64 %18, !dbg !376
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %0) #0 !dbg !377 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !380, metadata !DIExpression()), !dbg !381
  %4 = load i32, i32* %3, align 4, !dbg !382
  %5 = icmp eq i32 %4, 0, !dbg !384
  br i1 %5, label %6, label %7, !dbg !385

6:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !386
  br label %11, !dbg !386

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4, !dbg !387
  %9 = sub nsw i32 %8, 1, !dbg !388
  %10 = call i32 @is_odd(i32 noundef %9), !dbg !389
  store i32 %10, i32* %2, align 4, !dbg !390
  br label %11, !dbg !390

11:                                               ; preds = %7, %6
  %12 = load i32, i32* %2, align 4, !dbg !391
  ret i32 %12, !dbg !391
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bsearch_rec(double* noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3) #0 !dbg !392 {
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !395, metadata !DIExpression()), !dbg !396
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !397, metadata !DIExpression()), !dbg !398
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !399, metadata !DIExpression()), !dbg !400
  store double %3, double* %9, align 8
  call void @llvm.dbg.declare(metadata double* %9, metadata !401, metadata !DIExpression()), !dbg !402
  %11 = load i32, i32* %7, align 4, !dbg !403
  %12 = load i32, i32* %8, align 4, !dbg !405
  %13 = icmp sge i32 %11, %12, !dbg !406
  br i1 %13, label %14, label %16, !dbg !407

14:                                               ; preds = %4
  %15 = load i32, i32* %7, align 4, !dbg !408
  store i32 %15, i32* %5, align 4, !dbg !409
  br label %43, !dbg !409

16:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !410, metadata !DIExpression()), !dbg !411
  %17 = load i32, i32* %7, align 4, !dbg !412
  %18 = load i32, i32* %8, align 4, !dbg !413
  %19 = load i32, i32* %7, align 4, !dbg !414
  %20 = sub nsw i32 %18, %19, !dbg !415
  %21 = sdiv i32 %20, 2, !dbg !416
  %22 = add nsw i32 %17, %21, !dbg !417
  store i32 %22, i32* %10, align 4, !dbg !411
  %23 = load double*, double** %6, align 8, !dbg !418
  %24 = load i32, i32* %10, align 4, !dbg !420
  %25 = sext i32 %24 to i64, !dbg !418
  %26 = getelementptr inbounds double, double* %23, i64 %25, !dbg !418
  %27 = load double, double* %26, align 8, !dbg !418
  %28 = load double, double* %9, align 8, !dbg !421
  %29 = fcmp olt double %27, %28, !dbg !422
  br i1 %29, label %30, label %37, !dbg !423

30:                                               ; preds = %16
  %31 = load double*, double** %6, align 8, !dbg !424
  %32 = load i32, i32* %10, align 4, !dbg !425
  %33 = add nsw i32 %32, 1, !dbg !426
  %34 = load i32, i32* %8, align 4, !dbg !427
  %35 = load double, double* %9, align 8, !dbg !428
  %36 = call i32 @bsearch_rec(double* noundef %31, i32 noundef %33, i32 noundef %34, double noundef %35), !dbg !429
  store i32 %36, i32* %5, align 4, !dbg !430
  br label %43, !dbg !430

37:                                               ; preds = %16
  %38 = load double*, double** %6, align 8, !dbg !431
  %39 = load i32, i32* %7, align 4, !dbg !432
  %40 = load i32, i32* %10, align 4, !dbg !433
  %41 = load double, double* %9, align 8, !dbg !434
  %42 = call i32 @bsearch_rec(double* noundef %38, i32 noundef %39, i32 noundef %40, double noundef %41), !dbg !435
  store i32 %42, i32* %5, align 4, !dbg !436
  br label %43, !dbg !436

43:                                               ; preds = %37, %30, %14
  %44 = load i32, i32* %5, align 4, !dbg !437
  ret i32 %44, !dbg !437
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %0) #0 !dbg !438 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !439, metadata !DIExpression()), !dbg !440
  %4 = load i32, i32* %3, align 4, !dbg !441
  %5 = icmp eq i32 %4, 0, !dbg !443
  br i1 %5, label %6, label %7, !dbg !444

6:                                                ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !445
  br label %11, !dbg !445

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4, !dbg !446
  %9 = sub nsw i32 %8, 1, !dbg !447
  %10 = call i32 @is_even(i32 noundef %9), !dbg !448
  store i32 %10, i32* %2, align 4, !dbg !449
  br label %11, !dbg !449

11:                                               ; preds = %7, %6
  %12 = load i32, i32* %2, align 4, !dbg !450
  ret i32 %12, !dbg !450
}

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
!1 = !DIFile(filename: "recursion.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "d0ae005eea11ab601cb014e86dbffd43")
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
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 76, type: !15, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 76, type: !17)
!23 = !DILocation(line: 76, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 76, type: !18)
!25 = !DILocation(line: 76, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 78, type: !17)
!27 = !DILocation(line: 78, column: 7, scope: !14)
!28 = !DILocation(line: 78, column: 11, scope: !14)
!29 = !DILocation(line: 78, column: 16, scope: !14)
!30 = !DILocation(line: 78, column: 27, scope: !14)
!31 = !DILocation(line: 78, column: 22, scope: !14)
!32 = !DILocalVariable(name: "m", scope: !14, file: !1, line: 79, type: !17)
!33 = !DILocation(line: 79, column: 7, scope: !14)
!34 = !DILocation(line: 79, column: 11, scope: !14)
!35 = !DILocation(line: 79, column: 16, scope: !14)
!36 = !DILocation(line: 79, column: 27, scope: !14)
!37 = !DILocation(line: 79, column: 22, scope: !14)
!38 = !DILocalVariable(name: "f", scope: !14, file: !1, line: 80, type: !17)
!39 = !DILocation(line: 80, column: 7, scope: !14)
!40 = !DILocation(line: 80, column: 11, scope: !14)
!41 = !DILocation(line: 80, column: 16, scope: !14)
!42 = !DILocation(line: 80, column: 27, scope: !14)
!43 = !DILocation(line: 80, column: 22, scope: !14)
!44 = !DILocalVariable(name: "reps", scope: !14, file: !1, line: 81, type: !17)
!45 = !DILocation(line: 81, column: 7, scope: !14)
!46 = !DILocation(line: 81, column: 14, scope: !14)
!47 = !DILocation(line: 81, column: 19, scope: !14)
!48 = !DILocation(line: 81, column: 30, scope: !14)
!49 = !DILocation(line: 81, column: 25, scope: !14)
!50 = !DILocalVariable(name: "a", scope: !14, file: !1, line: 82, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!53 = !DILocation(line: 82, column: 11, scope: !14)
!54 = !DILocation(line: 82, column: 30, scope: !14)
!55 = !DILocation(line: 82, column: 22, scope: !14)
!56 = !DILocation(line: 82, column: 32, scope: !14)
!57 = !DILocation(line: 82, column: 15, scope: !14)
!58 = !DILocalVariable(name: "src", scope: !14, file: !1, line: 83, type: !51)
!59 = !DILocation(line: 83, column: 11, scope: !14)
!60 = !DILocation(line: 83, column: 32, scope: !14)
!61 = !DILocation(line: 83, column: 24, scope: !14)
!62 = !DILocation(line: 83, column: 36, scope: !14)
!63 = !DILocation(line: 83, column: 34, scope: !14)
!64 = !DILocation(line: 83, column: 38, scope: !14)
!65 = !DILocation(line: 83, column: 17, scope: !14)
!66 = !DILocalVariable(name: "dst", scope: !14, file: !1, line: 84, type: !51)
!67 = !DILocation(line: 84, column: 11, scope: !14)
!68 = !DILocation(line: 84, column: 32, scope: !14)
!69 = !DILocation(line: 84, column: 24, scope: !14)
!70 = !DILocation(line: 84, column: 36, scope: !14)
!71 = !DILocation(line: 84, column: 34, scope: !14)
!72 = !DILocation(line: 84, column: 38, scope: !14)
!73 = !DILocation(line: 84, column: 17, scope: !14)
!74 = !DILocalVariable(name: "i", scope: !75, file: !1, line: 85, type: !17)
!75 = distinct !DILexicalBlock(scope: !14, file: !1, line: 85, column: 3)
!76 = !DILocation(line: 85, column: 12, scope: !75)
!77 = !DILocation(line: 85, column: 8, scope: !75)
!78 = !DILocation(line: 85, column: 19, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !1, line: 85, column: 3)
!80 = !DILocation(line: 85, column: 23, scope: !79)
!81 = !DILocation(line: 85, column: 21, scope: !79)
!82 = !DILocation(line: 85, column: 3, scope: !75)
!83 = !DILocation(line: 86, column: 18, scope: !79)
!84 = !DILocation(line: 86, column: 16, scope: !79)
!85 = !DILocation(line: 86, column: 5, scope: !79)
!86 = !DILocation(line: 86, column: 7, scope: !79)
!87 = !DILocation(line: 86, column: 10, scope: !79)
!88 = !DILocation(line: 85, column: 27, scope: !79)
!89 = !DILocation(line: 85, column: 3, scope: !79)
!90 = distinct !{!90, !82, !91, !92}
!91 = !DILocation(line: 86, column: 18, scope: !75)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocalVariable(name: "i", scope: !94, file: !1, line: 87, type: !17)
!94 = distinct !DILexicalBlock(scope: !14, file: !1, line: 87, column: 3)
!95 = !DILocation(line: 87, column: 12, scope: !94)
!96 = !DILocation(line: 87, column: 8, scope: !94)
!97 = !DILocation(line: 87, column: 19, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !1, line: 87, column: 3)
!99 = !DILocation(line: 87, column: 23, scope: !98)
!100 = !DILocation(line: 87, column: 27, scope: !98)
!101 = !DILocation(line: 87, column: 25, scope: !98)
!102 = !DILocation(line: 87, column: 21, scope: !98)
!103 = !DILocation(line: 87, column: 3, scope: !94)
!104 = !DILocation(line: 88, column: 14, scope: !98)
!105 = !DILocation(line: 88, column: 5, scope: !98)
!106 = !DILocation(line: 88, column: 9, scope: !98)
!107 = !DILocation(line: 88, column: 12, scope: !98)
!108 = !DILocation(line: 87, column: 31, scope: !98)
!109 = !DILocation(line: 87, column: 3, scope: !98)
!110 = distinct !{!110, !103, !111, !92}
!111 = !DILocation(line: 88, column: 14, scope: !94)
!112 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 89, type: !52)
!113 = !DILocation(line: 89, column: 10, scope: !14)
!114 = !DILocalVariable(name: "r", scope: !115, file: !1, line: 90, type: !17)
!115 = distinct !DILexicalBlock(scope: !14, file: !1, line: 90, column: 3)
!116 = !DILocation(line: 90, column: 12, scope: !115)
!117 = !DILocation(line: 90, column: 8, scope: !115)
!118 = !DILocation(line: 90, column: 19, scope: !119)
!119 = distinct !DILexicalBlock(scope: !115, file: !1, line: 90, column: 3)
!120 = !DILocation(line: 90, column: 23, scope: !119)
!121 = !DILocation(line: 90, column: 21, scope: !119)
!122 = !DILocation(line: 90, column: 3, scope: !115)
!123 = !DILocation(line: 91, column: 15, scope: !119)
!124 = !DILocation(line: 91, column: 21, scope: !119)
!125 = !DILocation(line: 91, column: 10, scope: !119)
!126 = !DILocation(line: 91, column: 7, scope: !119)
!127 = !DILocation(line: 91, column: 5, scope: !119)
!128 = !DILocation(line: 90, column: 30, scope: !119)
!129 = !DILocation(line: 90, column: 3, scope: !119)
!130 = distinct !{!130, !122, !131, !92}
!131 = !DILocation(line: 91, column: 22, scope: !115)
!132 = !DILocation(line: 92, column: 13, scope: !14)
!133 = !DILocation(line: 92, column: 18, scope: !14)
!134 = !DILocation(line: 92, column: 23, scope: !14)
!135 = !DILocation(line: 92, column: 29, scope: !14)
!136 = !DILocation(line: 92, column: 35, scope: !14)
!137 = !DILocation(line: 92, column: 3, scope: !14)
!138 = !DILocalVariable(name: "fk", scope: !14, file: !1, line: 93, type: !139)
!139 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!140 = !DILocation(line: 93, column: 8, scope: !14)
!141 = !DILocation(line: 93, column: 17, scope: !14)
!142 = !DILocation(line: 93, column: 13, scope: !14)
!143 = !DILocalVariable(name: "even", scope: !14, file: !1, line: 94, type: !17)
!144 = !DILocation(line: 94, column: 7, scope: !14)
!145 = !DILocation(line: 94, column: 22, scope: !14)
!146 = !DILocation(line: 94, column: 14, scope: !14)
!147 = !DILocalVariable(name: "pos", scope: !14, file: !1, line: 95, type: !17)
!148 = !DILocation(line: 95, column: 7, scope: !14)
!149 = !DILocation(line: 95, column: 25, scope: !14)
!150 = !DILocation(line: 95, column: 31, scope: !14)
!151 = !DILocation(line: 95, column: 41, scope: !14)
!152 = !DILocation(line: 95, column: 39, scope: !14)
!153 = !DILocation(line: 95, column: 13, scope: !14)
!154 = !DILocation(line: 96, column: 35, scope: !14)
!155 = !DILocation(line: 96, column: 38, scope: !14)
!156 = !DILocation(line: 96, column: 42, scope: !14)
!157 = !DILocation(line: 96, column: 44, scope: !14)
!158 = !DILocation(line: 96, column: 50, scope: !14)
!159 = !DILocation(line: 96, column: 54, scope: !14)
!160 = !DILocation(line: 96, column: 60, scope: !14)
!161 = !DILocation(line: 96, column: 3, scope: !14)
!162 = !DILocation(line: 97, column: 8, scope: !14)
!163 = !DILocation(line: 97, column: 3, scope: !14)
!164 = !DILocation(line: 98, column: 8, scope: !14)
!165 = !DILocation(line: 98, column: 3, scope: !14)
!166 = !DILocation(line: 99, column: 8, scope: !14)
!167 = !DILocation(line: 99, column: 3, scope: !14)
!168 = !DILocation(line: 100, column: 3, scope: !14)
!169 = distinct !DISubprogram(name: "rsum", scope: !1, file: !1, line: 11, type: !170, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!170 = !DISubroutineType(types: !171)
!171 = !{!52, !172, !17, !17}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!174 = !DILocalVariable(name: "a", arg: 1, scope: !169, file: !1, line: 11, type: !172)
!175 = !DILocation(line: 11, column: 34, scope: !169)
!176 = !DILocalVariable(name: "lo", arg: 2, scope: !169, file: !1, line: 11, type: !17)
!177 = !DILocation(line: 11, column: 41, scope: !169)
!178 = !DILocalVariable(name: "hi", arg: 3, scope: !169, file: !1, line: 11, type: !17)
!179 = !DILocation(line: 11, column: 49, scope: !169)
!180 = !DILocation(line: 13, column: 7, scope: !181)
!181 = distinct !DILexicalBlock(scope: !169, file: !1, line: 13, column: 7)
!182 = !DILocation(line: 13, column: 12, scope: !181)
!183 = !DILocation(line: 13, column: 10, scope: !181)
!184 = !DILocation(line: 13, column: 15, scope: !181)
!185 = !DILocation(line: 13, column: 7, scope: !169)
!186 = !DILocalVariable(name: "s", scope: !187, file: !1, line: 14, type: !52)
!187 = distinct !DILexicalBlock(scope: !181, file: !1, line: 13, column: 22)
!188 = !DILocation(line: 14, column: 12, scope: !187)
!189 = !DILocalVariable(name: "i", scope: !190, file: !1, line: 15, type: !17)
!190 = distinct !DILexicalBlock(scope: !187, file: !1, line: 15, column: 5)
!191 = !DILocation(line: 15, column: 14, scope: !190)
!192 = !DILocation(line: 15, column: 18, scope: !190)
!193 = !DILocation(line: 15, column: 10, scope: !190)
!194 = !DILocation(line: 15, column: 22, scope: !195)
!195 = distinct !DILexicalBlock(scope: !190, file: !1, line: 15, column: 5)
!196 = !DILocation(line: 15, column: 26, scope: !195)
!197 = !DILocation(line: 15, column: 24, scope: !195)
!198 = !DILocation(line: 15, column: 5, scope: !190)
!199 = !DILocation(line: 16, column: 12, scope: !195)
!200 = !DILocation(line: 16, column: 14, scope: !195)
!201 = !DILocation(line: 16, column: 9, scope: !195)
!202 = !DILocation(line: 16, column: 7, scope: !195)
!203 = !DILocation(line: 15, column: 31, scope: !195)
!204 = !DILocation(line: 15, column: 5, scope: !195)
!205 = distinct !{!205, !198, !206, !92}
!206 = !DILocation(line: 16, column: 15, scope: !190)
!207 = !DILocation(line: 17, column: 12, scope: !187)
!208 = !DILocation(line: 17, column: 5, scope: !187)
!209 = !DILocalVariable(name: "mid", scope: !169, file: !1, line: 19, type: !17)
!210 = !DILocation(line: 19, column: 7, scope: !169)
!211 = !DILocation(line: 19, column: 13, scope: !169)
!212 = !DILocation(line: 19, column: 19, scope: !169)
!213 = !DILocation(line: 19, column: 24, scope: !169)
!214 = !DILocation(line: 19, column: 22, scope: !169)
!215 = !DILocation(line: 19, column: 28, scope: !169)
!216 = !DILocation(line: 19, column: 16, scope: !169)
!217 = !DILocation(line: 20, column: 15, scope: !169)
!218 = !DILocation(line: 20, column: 18, scope: !169)
!219 = !DILocation(line: 20, column: 22, scope: !169)
!220 = !DILocation(line: 20, column: 10, scope: !169)
!221 = !DILocation(line: 20, column: 34, scope: !169)
!222 = !DILocation(line: 20, column: 37, scope: !169)
!223 = !DILocation(line: 20, column: 42, scope: !169)
!224 = !DILocation(line: 20, column: 29, scope: !169)
!225 = !DILocation(line: 20, column: 27, scope: !169)
!226 = !DILocation(line: 20, column: 3, scope: !169)
!227 = !DILocation(line: 21, column: 1, scope: !169)
!228 = distinct !DISubprogram(name: "transpose", scope: !1, file: !1, line: 23, type: !229, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !51, !172, !17, !17, !17, !17, !17}
!231 = !DILocalVariable(name: "dst", arg: 1, scope: !228, file: !1, line: 23, type: !51)
!232 = !DILocation(line: 23, column: 31, scope: !228)
!233 = !DILocalVariable(name: "src", arg: 2, scope: !228, file: !1, line: 23, type: !172)
!234 = !DILocation(line: 23, column: 50, scope: !228)
!235 = !DILocalVariable(name: "m", arg: 3, scope: !228, file: !1, line: 23, type: !17)
!236 = !DILocation(line: 23, column: 59, scope: !228)
!237 = !DILocalVariable(name: "r0", arg: 4, scope: !228, file: !1, line: 23, type: !17)
!238 = !DILocation(line: 23, column: 66, scope: !228)
!239 = !DILocalVariable(name: "r1", arg: 5, scope: !228, file: !1, line: 23, type: !17)
!240 = !DILocation(line: 23, column: 74, scope: !228)
!241 = !DILocalVariable(name: "c0", arg: 6, scope: !228, file: !1, line: 23, type: !17)
!242 = !DILocation(line: 23, column: 82, scope: !228)
!243 = !DILocalVariable(name: "c1", arg: 7, scope: !228, file: !1, line: 23, type: !17)
!244 = !DILocation(line: 23, column: 90, scope: !228)
!245 = !DILocalVariable(name: "dr", scope: !228, file: !1, line: 25, type: !17)
!246 = !DILocation(line: 25, column: 7, scope: !228)
!247 = !DILocation(line: 25, column: 12, scope: !228)
!248 = !DILocation(line: 25, column: 17, scope: !228)
!249 = !DILocation(line: 25, column: 15, scope: !228)
!250 = !DILocalVariable(name: "dc", scope: !228, file: !1, line: 25, type: !17)
!251 = !DILocation(line: 25, column: 21, scope: !228)
!252 = !DILocation(line: 25, column: 26, scope: !228)
!253 = !DILocation(line: 25, column: 31, scope: !228)
!254 = !DILocation(line: 25, column: 29, scope: !228)
!255 = !DILocation(line: 26, column: 7, scope: !256)
!256 = distinct !DILexicalBlock(scope: !228, file: !1, line: 26, column: 7)
!257 = !DILocation(line: 26, column: 12, scope: !256)
!258 = !DILocation(line: 26, column: 10, scope: !256)
!259 = !DILocation(line: 26, column: 15, scope: !256)
!260 = !DILocation(line: 26, column: 7, scope: !228)
!261 = !DILocalVariable(name: "i", scope: !262, file: !1, line: 27, type: !17)
!262 = distinct !DILexicalBlock(scope: !263, file: !1, line: 27, column: 5)
!263 = distinct !DILexicalBlock(scope: !256, file: !1, line: 26, column: 22)
!264 = !DILocation(line: 27, column: 14, scope: !262)
!265 = !DILocation(line: 27, column: 18, scope: !262)
!266 = !DILocation(line: 27, column: 10, scope: !262)
!267 = !DILocation(line: 27, column: 22, scope: !268)
!268 = distinct !DILexicalBlock(scope: !262, file: !1, line: 27, column: 5)
!269 = !DILocation(line: 27, column: 26, scope: !268)
!270 = !DILocation(line: 27, column: 24, scope: !268)
!271 = !DILocation(line: 27, column: 5, scope: !262)
!272 = !DILocalVariable(name: "j", scope: !273, file: !1, line: 28, type: !17)
!273 = distinct !DILexicalBlock(scope: !268, file: !1, line: 28, column: 7)
!274 = !DILocation(line: 28, column: 16, scope: !273)
!275 = !DILocation(line: 28, column: 20, scope: !273)
!276 = !DILocation(line: 28, column: 12, scope: !273)
!277 = !DILocation(line: 28, column: 24, scope: !278)
!278 = distinct !DILexicalBlock(scope: !273, file: !1, line: 28, column: 7)
!279 = !DILocation(line: 28, column: 28, scope: !278)
!280 = !DILocation(line: 28, column: 26, scope: !278)
!281 = !DILocation(line: 28, column: 7, scope: !273)
!282 = !DILocation(line: 29, column: 26, scope: !278)
!283 = !DILocation(line: 29, column: 30, scope: !278)
!284 = !DILocation(line: 29, column: 34, scope: !278)
!285 = !DILocation(line: 29, column: 32, scope: !278)
!286 = !DILocation(line: 29, column: 38, scope: !278)
!287 = !DILocation(line: 29, column: 36, scope: !278)
!288 = !DILocation(line: 29, column: 9, scope: !278)
!289 = !DILocation(line: 29, column: 13, scope: !278)
!290 = !DILocation(line: 29, column: 17, scope: !278)
!291 = !DILocation(line: 29, column: 15, scope: !278)
!292 = !DILocation(line: 29, column: 21, scope: !278)
!293 = !DILocation(line: 29, column: 19, scope: !278)
!294 = !DILocation(line: 29, column: 24, scope: !278)
!295 = !DILocation(line: 28, column: 33, scope: !278)
!296 = !DILocation(line: 28, column: 7, scope: !278)
!297 = distinct !{!297, !281, !298, !92}
!298 = !DILocation(line: 29, column: 39, scope: !273)
!299 = !DILocation(line: 27, column: 31, scope: !268)
!300 = !DILocation(line: 27, column: 5, scope: !268)
!301 = distinct !{!301, !271, !302, !92}
!302 = !DILocation(line: 29, column: 39, scope: !262)
!303 = !DILocation(line: 30, column: 5, scope: !263)
!304 = !DILocation(line: 32, column: 7, scope: !305)
!305 = distinct !DILexicalBlock(scope: !228, file: !1, line: 32, column: 7)
!306 = !DILocation(line: 32, column: 13, scope: !305)
!307 = !DILocation(line: 32, column: 10, scope: !305)
!308 = !DILocation(line: 32, column: 7, scope: !228)
!309 = !DILocalVariable(name: "rm", scope: !310, file: !1, line: 33, type: !17)
!310 = distinct !DILexicalBlock(scope: !305, file: !1, line: 32, column: 17)
!311 = !DILocation(line: 33, column: 9, scope: !310)
!312 = !DILocation(line: 33, column: 14, scope: !310)
!313 = !DILocation(line: 33, column: 19, scope: !310)
!314 = !DILocation(line: 33, column: 22, scope: !310)
!315 = !DILocation(line: 33, column: 17, scope: !310)
!316 = !DILocation(line: 34, column: 15, scope: !310)
!317 = !DILocation(line: 34, column: 20, scope: !310)
!318 = !DILocation(line: 34, column: 25, scope: !310)
!319 = !DILocation(line: 34, column: 28, scope: !310)
!320 = !DILocation(line: 34, column: 32, scope: !310)
!321 = !DILocation(line: 34, column: 36, scope: !310)
!322 = !DILocation(line: 34, column: 40, scope: !310)
!323 = !DILocation(line: 34, column: 5, scope: !310)
!324 = !DILocation(line: 35, column: 15, scope: !310)
!325 = !DILocation(line: 35, column: 20, scope: !310)
!326 = !DILocation(line: 35, column: 25, scope: !310)
!327 = !DILocation(line: 35, column: 28, scope: !310)
!328 = !DILocation(line: 35, column: 32, scope: !310)
!329 = !DILocation(line: 35, column: 36, scope: !310)
!330 = !DILocation(line: 35, column: 40, scope: !310)
!331 = !DILocation(line: 35, column: 5, scope: !310)
!332 = !DILocation(line: 36, column: 3, scope: !310)
!333 = !DILocalVariable(name: "cm", scope: !334, file: !1, line: 37, type: !17)
!334 = distinct !DILexicalBlock(scope: !305, file: !1, line: 36, column: 10)
!335 = !DILocation(line: 37, column: 9, scope: !334)
!336 = !DILocation(line: 37, column: 14, scope: !334)
!337 = !DILocation(line: 37, column: 19, scope: !334)
!338 = !DILocation(line: 37, column: 22, scope: !334)
!339 = !DILocation(line: 37, column: 17, scope: !334)
!340 = !DILocation(line: 38, column: 15, scope: !334)
!341 = !DILocation(line: 38, column: 20, scope: !334)
!342 = !DILocation(line: 38, column: 25, scope: !334)
!343 = !DILocation(line: 38, column: 28, scope: !334)
!344 = !DILocation(line: 38, column: 32, scope: !334)
!345 = !DILocation(line: 38, column: 36, scope: !334)
!346 = !DILocation(line: 38, column: 40, scope: !334)
!347 = !DILocation(line: 38, column: 5, scope: !334)
!348 = !DILocation(line: 39, column: 15, scope: !334)
!349 = !DILocation(line: 39, column: 20, scope: !334)
!350 = !DILocation(line: 39, column: 25, scope: !334)
!351 = !DILocation(line: 39, column: 28, scope: !334)
!352 = !DILocation(line: 39, column: 32, scope: !334)
!353 = !DILocation(line: 39, column: 36, scope: !334)
!354 = !DILocation(line: 39, column: 40, scope: !334)
!355 = !DILocation(line: 39, column: 5, scope: !334)
!356 = !DILocation(line: 41, column: 1, scope: !228)
!357 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 43, type: !358, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!358 = !DISubroutineType(types: !359)
!359 = !{!139, !17}
!360 = !DILocalVariable(name: "k", arg: 1, scope: !357, file: !1, line: 43, type: !17)
!361 = !DILocation(line: 43, column: 21, scope: !357)
!362 = !DILocation(line: 45, column: 7, scope: !363)
!363 = distinct !DILexicalBlock(scope: !357, file: !1, line: 45, column: 7)
!364 = !DILocation(line: 45, column: 9, scope: !363)
!365 = !DILocation(line: 45, column: 7, scope: !357)
!366 = !DILocation(line: 46, column: 12, scope: !363)
!367 = !DILocation(line: 46, column: 5, scope: !363)
!368 = !DILocation(line: 47, column: 14, scope: !357)
!369 = !DILocation(line: 47, column: 16, scope: !357)
!370 = !DILocation(line: 47, column: 10, scope: !357)
!371 = !DILocation(line: 47, column: 27, scope: !357)
!372 = !DILocation(line: 47, column: 29, scope: !357)
!373 = !DILocation(line: 47, column: 23, scope: !357)
!374 = !DILocation(line: 47, column: 21, scope: !357)
!375 = !DILocation(line: 47, column: 3, scope: !357)
!376 = !DILocation(line: 48, column: 1, scope: !357)
!377 = distinct !DISubprogram(name: "is_even", scope: !1, file: !1, line: 52, type: !378, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!378 = !DISubroutineType(types: !379)
!379 = !{!17, !17}
!380 = !DILocalVariable(name: "k", arg: 1, scope: !377, file: !1, line: 52, type: !17)
!381 = !DILocation(line: 52, column: 24, scope: !377)
!382 = !DILocation(line: 54, column: 7, scope: !383)
!383 = distinct !DILexicalBlock(scope: !377, file: !1, line: 54, column: 7)
!384 = !DILocation(line: 54, column: 9, scope: !383)
!385 = !DILocation(line: 54, column: 7, scope: !377)
!386 = !DILocation(line: 55, column: 5, scope: !383)
!387 = !DILocation(line: 56, column: 17, scope: !377)
!388 = !DILocation(line: 56, column: 19, scope: !377)
!389 = !DILocation(line: 56, column: 10, scope: !377)
!390 = !DILocation(line: 56, column: 3, scope: !377)
!391 = !DILocation(line: 57, column: 1, scope: !377)
!392 = distinct !DISubprogram(name: "bsearch_rec", scope: !1, file: !1, line: 66, type: !393, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!393 = !DISubroutineType(types: !394)
!394 = !{!17, !172, !17, !17, !52}
!395 = !DILocalVariable(name: "a", arg: 1, scope: !392, file: !1, line: 66, type: !172)
!396 = !DILocation(line: 66, column: 38, scope: !392)
!397 = !DILocalVariable(name: "lo", arg: 2, scope: !392, file: !1, line: 66, type: !17)
!398 = !DILocation(line: 66, column: 45, scope: !392)
!399 = !DILocalVariable(name: "hi", arg: 3, scope: !392, file: !1, line: 66, type: !17)
!400 = !DILocation(line: 66, column: 53, scope: !392)
!401 = !DILocalVariable(name: "key", arg: 4, scope: !392, file: !1, line: 66, type: !52)
!402 = !DILocation(line: 66, column: 64, scope: !392)
!403 = !DILocation(line: 68, column: 7, scope: !404)
!404 = distinct !DILexicalBlock(scope: !392, file: !1, line: 68, column: 7)
!405 = !DILocation(line: 68, column: 13, scope: !404)
!406 = !DILocation(line: 68, column: 10, scope: !404)
!407 = !DILocation(line: 68, column: 7, scope: !392)
!408 = !DILocation(line: 69, column: 12, scope: !404)
!409 = !DILocation(line: 69, column: 5, scope: !404)
!410 = !DILocalVariable(name: "mid", scope: !392, file: !1, line: 70, type: !17)
!411 = !DILocation(line: 70, column: 7, scope: !392)
!412 = !DILocation(line: 70, column: 13, scope: !392)
!413 = !DILocation(line: 70, column: 19, scope: !392)
!414 = !DILocation(line: 70, column: 24, scope: !392)
!415 = !DILocation(line: 70, column: 22, scope: !392)
!416 = !DILocation(line: 70, column: 28, scope: !392)
!417 = !DILocation(line: 70, column: 16, scope: !392)
!418 = !DILocation(line: 71, column: 7, scope: !419)
!419 = distinct !DILexicalBlock(scope: !392, file: !1, line: 71, column: 7)
!420 = !DILocation(line: 71, column: 9, scope: !419)
!421 = !DILocation(line: 71, column: 16, scope: !419)
!422 = !DILocation(line: 71, column: 14, scope: !419)
!423 = !DILocation(line: 71, column: 7, scope: !392)
!424 = !DILocation(line: 72, column: 24, scope: !419)
!425 = !DILocation(line: 72, column: 27, scope: !419)
!426 = !DILocation(line: 72, column: 31, scope: !419)
!427 = !DILocation(line: 72, column: 36, scope: !419)
!428 = !DILocation(line: 72, column: 40, scope: !419)
!429 = !DILocation(line: 72, column: 12, scope: !419)
!430 = !DILocation(line: 72, column: 5, scope: !419)
!431 = !DILocation(line: 73, column: 22, scope: !392)
!432 = !DILocation(line: 73, column: 25, scope: !392)
!433 = !DILocation(line: 73, column: 29, scope: !392)
!434 = !DILocation(line: 73, column: 34, scope: !392)
!435 = !DILocation(line: 73, column: 10, scope: !392)
!436 = !DILocation(line: 73, column: 3, scope: !392)
!437 = !DILocation(line: 74, column: 1, scope: !392)
!438 = distinct !DISubprogram(name: "is_odd", scope: !1, file: !1, line: 59, type: !378, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!439 = !DILocalVariable(name: "k", arg: 1, scope: !438, file: !1, line: 59, type: !17)
!440 = !DILocation(line: 59, column: 23, scope: !438)
!441 = !DILocation(line: 61, column: 7, scope: !442)
!442 = distinct !DILexicalBlock(scope: !438, file: !1, line: 61, column: 7)
!443 = !DILocation(line: 61, column: 9, scope: !442)
!444 = !DILocation(line: 61, column: 7, scope: !438)
!445 = !DILocation(line: 62, column: 5, scope: !442)
!446 = !DILocation(line: 63, column: 18, scope: !438)
!447 = !DILocation(line: 63, column: 20, scope: !438)
!448 = !DILocation(line: 63, column: 10, scope: !438)
!449 = !DILocation(line: 63, column: 3, scope: !438)
!450 = !DILocation(line: 64, column: 1, scope: !438)
