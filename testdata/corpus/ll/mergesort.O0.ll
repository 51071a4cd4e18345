; ModuleID = 'mergesort.c'
source_filename = "mergesort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"inversions %ld checksum %.4f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @kernel_mergesort(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !19, metadata !DIExpression()), !dbg !20
  store double* %1, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !21, metadata !DIExpression()), !dbg !22
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !23, metadata !DIExpression()), !dbg !24
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !25, metadata !DIExpression()), !dbg !26
  %12 = load i32, i32* %9, align 4, !dbg !27
  %13 = load i32, i32* %8, align 4, !dbg !29
  %14 = sub nsw i32 %12, %13, !dbg !30
  %15 = icmp slt i32 %14, 2, !dbg !31
  br i1 %15, label %16, label %17, !dbg !32

16:                                               ; preds = %4
  store i64 0, i64* %5, align 8, !dbg !33
  br label %42, !dbg !33

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !34, metadata !DIExpression()), !dbg !35
  %18 = load i32, i32* %8, align 4, !dbg !36
  %19 = load i32, i32* %9, align 4, !dbg !37
  %20 = add nsw i32 %18, %19, !dbg !38
  %21 = sdiv i32 %20, 2, !dbg !39
  store i32 %21, i32* %10, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata i64* %11, metadata !40, metadata !DIExpression()), !dbg !41
  %22 = load double*, double** %6, align 8, !dbg !42
  %23 = load double*, double** %7, align 8, !dbg !43
  %24 = load i32, i32* %8, align 4, !dbg !44
  %25 = load i32, i32* %10, align 4, !dbg !45
  %26 = call i64 @kernel_mergesort(double* noundef %22, double* noundef %23, i32 noundef %24, i32 noundef %25), !dbg !46
  store i64 %26, i64* %11, align 8, !dbg !41
  %27 = load double*, double** %6, align 8, !dbg !47
  %28 = load double*, double** %7, align 8, !dbg !48
  %29 = load i32, i32* %10, align 4, !dbg !49
  %30 = load i32, i32* %9, align 4, !dbg !50
  %31 = call i64 @kernel_mergesort(double* noundef %27, double* noundef %28, i32 noundef %29, i32 noundef %30), !dbg !51
  %32 = load i64, i64* %11, align 8, !dbg !52
  %33 = add nsw i64 %32, %31, !dbg !52
  store i64 %33, i64* %11, align 8, !dbg !52
  %34 = load i64, i64* %11, align 8, !dbg !53
  %35 = load double*, double** %6, align 8, !dbg !54
  %36 = load double*, double** %7, align 8, !dbg !55
  %37 = load i32, i32* %8, align 4, !dbg !56
  %38 = load i32, i32* %10, align 4, !dbg !57
  %39 = load i32, i32* %9, align 4, !dbg !58
  %40 = call i64 @merge(double* noundef %35, double* noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39), !dbg !59
  %41 = add nsw i64 %34, %40, !dbg !60
  store i64 %41, i64* %5, align 8, !dbg !61
  br label %42, !dbg !61

42:                                               ; preds = %17, %16
  %43 = load i64, i64* %5, align 8, !dbg !62
  ret i64 %43, !dbg !62
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @merge(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !63 {
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !66, metadata !DIExpression()), !dbg !67
  store double* %1, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !68, metadata !DIExpression()), !dbg !69
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !70, metadata !DIExpression()), !dbg !71
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !72, metadata !DIExpression()), !dbg !73
  store i32 %4, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.declare(metadata i32* %11, metadata !76, metadata !DIExpression()), !dbg !77
  %15 = load i32, i32* %8, align 4, !dbg !78
  store i32 %15, i32* %11, align 4, !dbg !77
  call void @llvm.dbg.declare(metadata i32* %12, metadata !79, metadata !DIExpression()), !dbg !80
  %16 = load i32, i32* %9, align 4, !dbg !81
  store i32 %16, i32* %12, align 4, !dbg !80
  call void @llvm.dbg.declare(metadata i32* %13, metadata !82, metadata !DIExpression()), !dbg !83
  %17 = load i32, i32* %8, align 4, !dbg !84
  store i32 %17, i32* %13, align 4, !dbg !83
  call void @llvm.dbg.declare(metadata i64* %14, metadata !85, metadata !DIExpression()), !dbg !86
  store i64 0, i64* %14, align 8, !dbg !86
  br label %18, !dbg !87

18:                                               ; preds = %70, %5
  %19 = load i32, i32* %11, align 4, !dbg !88
  %20 = load i32, i32* %9, align 4, !dbg !89
  %21 = icmp slt i32 %19, %20, !dbg !90
  br i1 %21, label %22, label %26, !dbg !91

22:                                               ; preds = %18
  %23 = load i32, i32* %12, align 4, !dbg !92
  %24 = load i32, i32* %10, align 4, !dbg !93
  %25 = icmp slt i32 %23, %24, !dbg !94
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i1 [ false, %18 ], [ %25, %22 ], !dbg !95
  br i1 %27, label %28, label %71, !dbg !87

28:                                               ; preds = %26
  %29 = load double*, double** %6, align 8, !dbg !96
  %30 = load i32, i32* %11, align 4, !dbg !99
  %31 = sext i32 %30 to i64, !dbg !96
  %32 = getelementptr inbounds double, double* %29, i64 %31, !dbg !96
  %33 = load double, double* %32, align 8, !dbg !96
  %34 = load double*, double** %6, align 8, !dbg !100
  %35 = load i32, i32* %12, align 4, !dbg !101
  %36 = sext i32 %35 to i64, !dbg !100
  %37 = getelementptr inbounds double, double* %34, i64 %36, !dbg !100
  %38 = load double, double* %37, align 8, !dbg !100
  %39 = fcmp ole double %33, %38, !dbg !102
  br i1 %39, label %40, label %52, !dbg !103

40:                                               ; preds = %28
  %41 = load double*, double** %6, align 8, !dbg !104
  %42 = load i32, i32* %11, align 4, !dbg !106
  %43 = add nsw i32 %42, 1, !dbg !106
  store i32 %43, i32* %11, align 4, !dbg !106
  %44 = sext i32 %42 to i64, !dbg !104
  %45 = getelementptr inbounds double, double* %41, i64 %44, !dbg !104
  %46 = load double, double* %45, align 8, !dbg !104
  %47 = load double*, double** %7, align 8, !dbg !107
  %48 = load i32, i32* %13, align 4, !dbg !108
  %49 = add nsw i32 %48, 1, !dbg !108
  store i32 %49, i32* %13, align 4, !dbg !108
  %50 = sext i32 %48 to i64, !dbg !107
  %51 = getelementptr inbounds double, double* %47, i64 %50, !dbg !107
  store double %46, double* %51, align 8, !dbg !109
  br label %70, !dbg !110

52:                                               ; preds = %28
  %53 = load double*, double** %6, align 8, !dbg !111
  %54 = load i32, i32* %12, align 4, !dbg !113
  %55 = add nsw i32 %54, 1, !dbg !113
  store i32 %55, i32* %12, align 4, !dbg !113
  %56 = sext i32 %54 to i64, !dbg !111
  %57 = getelementptr inbounds double, double* %53, i64 %56, !dbg !111
  %58 = load double, double* %57, align 8, !dbg !111
  %59 = load double*, double** %7, align 8, !dbg !114
  %60 = load i32, i32* %13, align 4, !dbg !115
  %61 = add nsw i32 %60, 1, !dbg !115
  store i32 %61, i32* %13, align 4, !dbg !115
  %62 = sext i32 %60 to i64, !dbg !114
  %63 = getelementptr inbounds double, double* %59, i64 %62, !dbg !114
  store double %58, double* %63, align 8, !dbg !116
  %64 = load i32, i32* %9, align 4, !dbg !117
  %65 = load i32, i32* %11, align 4, !dbg !118
  %66 = sub nsw i32 %64, %65, !dbg !119
  %67 = sext i32 %66 to i64, !dbg !117
  %68 = load i64, i64* %14, align 8, !dbg !120
  %69 = add nsw i64 %68, %67, !dbg !120
  store i64 %69, i64* %14, align 8, !dbg !120
  br label %70

70:                                               ; preds = %52, %40
  br label %18, !dbg !87, !llvm.loop !121

71:                                               ; preds = %26
  br label %72, !dbg !124

72:                                               ; preds = %76, %71
  %73 = load i32, i32* %11, align 4, !dbg !125
  %74 = load i32, i32* %9, align 4, !dbg !126
  %75 = icmp slt i32 %73, %74, !dbg !127
  br i1 %75, label %76, label %88, !dbg !124

76:                                               ; preds = %72
  %77 = load double*, double** %6, align 8, !dbg !128
  %78 = load i32, i32* %11, align 4, !dbg !129
  %79 = add nsw i32 %78, 1, !dbg !129
  store i32 %79, i32* %11, align 4, !dbg !129
  %80 = sext i32 %78 to i64, !dbg !128
  %81 = getelementptr inbounds double, double* %77, i64 %80, !dbg !128
  %82 = load double, double* %81, align 8, !dbg !128
  %83 = load double*, double** %7, align 8, !dbg !130
  %84 = load i32, i32* %13, align 4, !dbg !131
  %85 = add nsw i32 %84, 1, !dbg !131
  store i32 %85, i32* %13, align 4, !dbg !131
  %86 = sext i32 %84 to i64, !dbg !130
  %87 = getelementptr inbounds double, double* %83, i64 %86, !dbg !130
  store double %82, double* %87, align 8, !dbg !132
  br label %72, !dbg !124, !llvm.loop !133

88:                                               ; preds = %72
  br label %89, !dbg !135

89:                                               ; preds = %93, %88
  %90 = load i32, i32* %12, align 4, !dbg !136
  %91 = load i32, i32* %10, align 4, !dbg !137
  %92 = icmp slt i32 %90, %91, !dbg !138
  br i1 %92, label %93, label %105, !dbg !135

93:                                               ; preds = %89
  %94 = load double*, double** %6, align 8, !dbg !139
  %95 = load i32, i32* %12, align 4, !dbg !140
  %96 = add nsw i32 %95, 1, !dbg !140
  store i32 %96, i32* %12, align 4, !dbg !140
  %97 = sext i32 %95 to i64, !dbg !139
  %98 = getelementptr inbounds double, double* %94, i64 %97, !dbg !139
  %99 = load double, double* %98, align 8, !dbg !139
  %100 = load double*, double** %7, align 8, !dbg !141
  %101 = load i32, i32* %13, align 4, !dbg !142
  %102 = add nsw i32 %101, 1, !dbg !142
  store i32 %102, i32* %13, align 4, !dbg !142
  %103 = sext i32 %101 to i64, !dbg !141
  %104 = getelementptr inbounds double, double* %100, i64 %103, !dbg !141
  store double %99, double* %104, align 8, !dbg !143
  br label %89, !dbg !135, !llvm.loop !144

105:                                              ; preds = %89
  %106 = load i32, i32* %8, align 4, !dbg !146
  store i32 %106, i32* %13, align 4, !dbg !148
  br label %107, !dbg !149

107:                                              ; preds = %121, %105
  %108 = load i32, i32* %13, align 4, !dbg !150
  %109 = load i32, i32* %10, align 4, !dbg !152
  %110 = icmp slt i32 %108, %109, !dbg !153
  br i1 %110, label %111, label %124, !dbg !154

111:                                              ; preds = %107
  %112 = load double*, double** %7, align 8, !dbg !155
  %113 = load i32, i32* %13, align 4, !dbg !156
  %114 = sext i32 %113 to i64, !dbg !155
  %115 = getelementptr inbounds double, double* %112, i64 %114, !dbg !155
  %116 = load double, double* %115, align 8, !dbg !155
  %117 = load double*, double** %6, align 8, !dbg !157
  %118 = load i32, i32* %13, align 4, !dbg !158
  %119 = sext i32 %118 to i64, !dbg !157
  %120 = getelementptr inbounds double, double* %117, i64 %119, !dbg !157
  store double %116, double* %120, align 8, !dbg !159
  br label %121, !dbg !157

121:                                              ; preds = %111
  %122 = load i32, i32* %13, align 4, !dbg !160
  %123 = add nsw i32 %122, 1, !dbg !160
  store i32 %123, i32* %13, align 4, !dbg !160
  br label %107, !dbg !161, !llvm.loop !162

124:                                              ; preds = %107
  %125 = load i64, i64* %14, align 8, !dbg !164
  ret i64 %125, !dbg !165
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !166 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !172, metadata !DIExpression()), !dbg !173
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !174, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.declare(metadata i32* %6, metadata !176, metadata !DIExpression()), !dbg !177
  %14 = load i32, i32* %4, align 4, !dbg !178
  %15 = icmp sgt i32 %14, 1, !dbg !179
  br i1 %15, label %16, label %21, !dbg !178

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !180
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !180
  %19 = load i8*, i8** %18, align 8, !dbg !180
  %20 = call i32 @atoi(i8* noundef %19) #5, !dbg !181
  br label %22, !dbg !178

21:                                               ; preds = %2
  br label %22, !dbg !178

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 16000, %21 ], !dbg !178
  store i32 %23, i32* %6, align 4, !dbg !177
  call void @llvm.dbg.declare(metadata double** %7, metadata !182, metadata !DIExpression()), !dbg !183
  %24 = load i32, i32* %6, align 4, !dbg !184
  %25 = sext i32 %24 to i64, !dbg !184
  %26 = mul i64 %25, 8, !dbg !185
  %27 = call noalias i8* @malloc(i64 noundef %26) #6, !dbg !186
  %28 = bitcast i8* %27 to double*, !dbg !186
  store double* %28, double** %7, align 8, !dbg !183
  call void @llvm.dbg.declare(metadata double** %8, metadata !187, metadata !DIExpression()), !dbg !188
  %29 = load i32, i32* %6, align 4, !dbg !189
  %30 = sext i32 %29 to i64, !dbg !189
  %31 = mul i64 %30, 8, !dbg !190
  %32 = call noalias i8* @malloc(i64 noundef %31) #6, !dbg !191
  %33 = bitcast i8* %32 to double*, !dbg !191
  store double* %33, double** %8, align 8, !dbg !188
  call void @llvm.dbg.declare(metadata i32* %9, metadata !192, metadata !DIExpression()), !dbg !194
  store i32 5, i32* %9, align 4, !dbg !194
  call void @llvm.dbg.declare(metadata i32* %10, metadata !195, metadata !DIExpression()), !dbg !197
  store i32 0, i32* %10, align 4, !dbg !197
  br label %34, !dbg !198

34:                                               ; preds = %50, %22
  %35 = load i32, i32* %10, align 4, !dbg !199
  %36 = load i32, i32* %6, align 4, !dbg !201
  %37 = icmp slt i32 %35, %36, !dbg !202
  br i1 %37, label %38, label %53, !dbg !203

38:                                               ; preds = %34
  %39 = load i32, i32* %9, align 4, !dbg !204
  %40 = mul i32 %39, 1664525, !dbg !206
  %41 = add i32 %40, 1013904223, !dbg !207
  store i32 %41, i32* %9, align 4, !dbg !208
  %42 = load i32, i32* %9, align 4, !dbg !209
  %43 = lshr i32 %42, 12, !dbg !210
  %44 = uitofp i32 %43 to double, !dbg !211
  %45 = fdiv double %44, 1.024000e+03, !dbg !212
  %46 = load double*, double** %7, align 8, !dbg !213
  %47 = load i32, i32* %10, align 4, !dbg !214
  %48 = sext i32 %47 to i64, !dbg !213
  %49 = getelementptr inbounds double, double* %46, i64 %48, !dbg !213
  store double %45, double* %49, align 8, !dbg !215
  br label %50, !dbg !216

50:                                               ; preds = %38
  %51 = load i32, i32* %10, align 4, !dbg !217
  %52 = add nsw i32 %51, 1, !dbg !217
  store i32 %52, i32* %10, align 4, !dbg !217
  br label %34, !dbg !218, !llvm.loop !219

53:                                               ; preds = %34
  call void @llvm.dbg.declare(metadata i64* %11, metadata !221, metadata !DIExpression()), !dbg !222
  %54 = load double*, double** %7, align 8, !dbg !223
  %55 = load double*, double** %8, align 8, !dbg !224
  %56 = load i32, i32* %6, align 4, !dbg !225
  %57 = call i64 @kernel_mergesort(double* noundef %54, double* noundef %55, i32 noundef 0, i32 noundef %56), !dbg !226
  store i64 %57, i64* %11, align 8, !dbg !222
  call void @llvm.dbg.declare(metadata double* %12, metadata !227, metadata !DIExpression()), !dbg !228
  store double 0.000000e+00, double* %12, align 8, !dbg !228
  call void @llvm.dbg.declare(metadata i32* %13, metadata !229, metadata !DIExpression()), !dbg !231
  store i32 0, i32* %13, align 4, !dbg !231
  br label %58, !dbg !232

58:                                               ; preds = %70, %53
  %59 = load i32, i32* %13, align 4, !dbg !233
  %60 = load i32, i32* %6, align 4, !dbg !235
  %61 = icmp slt i32 %59, %60, !dbg !236
  br i1 %61, label %62, label %73, !dbg !237

62:                                               ; preds = %58
  %63 = load double*, double** %7, align 8, !dbg !238
  %64 = load i32, i32* %13, align 4, !dbg !239
  %65 = sext i32 %64 to i64, !dbg !238
  %66 = getelementptr inbounds double, double* %63, i64 %65, !dbg !238
  %67 = load double, double* %66, align 8, !dbg !238
  %68 = load double, double* %12, align 8, !dbg !240
  %69 = fadd double %68, %67, !dbg !240
  store double %69, double* %12, align 8, !dbg !240
  br label %70, !dbg !241

70:                                               ; preds = %62
  %71 = load i32, i32* %13, align 4, !dbg !242
  %72 = add nsw i32 %71, 50, !dbg !242
  store i32 %72, i32* %13, align 4, !dbg !242
  br label %58, !dbg !243, !llvm.loop !244

73:                                               ; preds = %58
  %74 = load i64, i64* %11, align 8, !dbg !246
  %75 = load double, double* %12, align 8, !dbg !247
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i64 noundef %74, double noundef %75), !dbg !248
  %77 = load double*, double** %7, align 8, !dbg !249
  %78 = bitcast double* %77 to i8*, !dbg !249
  call void @free(i8* noundef %78) #6, !dbg !250
  %79 = load double*, double** %8, align 8, !dbg !251
  %80 = bitcast double* %79 to i8*, !dbg !251
  call void @free(i8* noundef %80) #6, !dbg !252
  ret i32 0, !dbg !253
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

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
!1 = !DIFile(filename: "mergesort.c", directory: ".", checksumkind: CSK_MD5, checksum: "b19ea1356eb6bb22427f79ecc2373ee5")
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
!12 = distinct !DISubprogram(name: "kernel_mergesort", scope: !1, file: !1, line: 28, type: !13, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !16, !16, !17, !17}
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{}
!19 = !DILocalVariable(name: "a", arg: 1, scope: !12, file: !1, line: 28, type: !16)
!20 = !DILocation(line: 28, column: 31, scope: !12)
!21 = !DILocalVariable(name: "tmp", arg: 2, scope: !12, file: !1, line: 28, type: !16)
!22 = !DILocation(line: 28, column: 42, scope: !12)
!23 = !DILocalVariable(name: "lo", arg: 3, scope: !12, file: !1, line: 28, type: !17)
!24 = !DILocation(line: 28, column: 51, scope: !12)
!25 = !DILocalVariable(name: "hi", arg: 4, scope: !12, file: !1, line: 28, type: !17)
!26 = !DILocation(line: 28, column: 59, scope: !12)
!27 = !DILocation(line: 30, column: 7, scope: !28)
!28 = distinct !DILexicalBlock(scope: !12, file: !1, line: 30, column: 7)
!29 = !DILocation(line: 30, column: 12, scope: !28)
!30 = !DILocation(line: 30, column: 10, scope: !28)
!31 = !DILocation(line: 30, column: 15, scope: !28)
!32 = !DILocation(line: 30, column: 7, scope: !12)
!33 = !DILocation(line: 31, column: 5, scope: !28)
!34 = !DILocalVariable(name: "mid", scope: !12, file: !1, line: 32, type: !17)
!35 = !DILocation(line: 32, column: 7, scope: !12)
!36 = !DILocation(line: 32, column: 14, scope: !12)
!37 = !DILocation(line: 32, column: 19, scope: !12)
!38 = !DILocation(line: 32, column: 17, scope: !12)
!39 = !DILocation(line: 32, column: 23, scope: !12)
!40 = !DILocalVariable(name: "inv", scope: !12, file: !1, line: 33, type: !15)
!41 = !DILocation(line: 33, column: 8, scope: !12)
!42 = !DILocation(line: 33, column: 31, scope: !12)
!43 = !DILocation(line: 33, column: 34, scope: !12)
!44 = !DILocation(line: 33, column: 39, scope: !12)
!45 = !DILocation(line: 33, column: 43, scope: !12)
!46 = !DILocation(line: 33, column: 14, scope: !12)
!47 = !DILocation(line: 34, column: 27, scope: !12)
!48 = !DILocation(line: 34, column: 30, scope: !12)
!49 = !DILocation(line: 34, column: 35, scope: !12)
!50 = !DILocation(line: 34, column: 40, scope: !12)
!51 = !DILocation(line: 34, column: 10, scope: !12)
!52 = !DILocation(line: 34, column: 7, scope: !12)
!53 = !DILocation(line: 35, column: 10, scope: !12)
!54 = !DILocation(line: 35, column: 22, scope: !12)
!55 = !DILocation(line: 35, column: 25, scope: !12)
!56 = !DILocation(line: 35, column: 30, scope: !12)
!57 = !DILocation(line: 35, column: 34, scope: !12)
!58 = !DILocation(line: 35, column: 39, scope: !12)
!59 = !DILocation(line: 35, column: 16, scope: !12)
!60 = !DILocation(line: 35, column: 14, scope: !12)
!61 = !DILocation(line: 35, column: 3, scope: !12)
!62 = !DILocation(line: 36, column: 1, scope: !12)
!63 = distinct !DISubprogram(name: "merge", scope: !1, file: !1, line: 7, type: !64, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!64 = !DISubroutineType(types: !65)
!65 = !{!15, !16, !16, !17, !17, !17}
!66 = !DILocalVariable(name: "a", arg: 1, scope: !63, file: !1, line: 7, type: !16)
!67 = !DILocation(line: 7, column: 27, scope: !63)
!68 = !DILocalVariable(name: "tmp", arg: 2, scope: !63, file: !1, line: 7, type: !16)
!69 = !DILocation(line: 7, column: 38, scope: !63)
!70 = !DILocalVariable(name: "lo", arg: 3, scope: !63, file: !1, line: 7, type: !17)
!71 = !DILocation(line: 7, column: 47, scope: !63)
!72 = !DILocalVariable(name: "mid", arg: 4, scope: !63, file: !1, line: 7, type: !17)
!73 = !DILocation(line: 7, column: 55, scope: !63)
!74 = !DILocalVariable(name: "hi", arg: 5, scope: !63, file: !1, line: 7, type: !17)
!75 = !DILocation(line: 7, column: 64, scope: !63)
!76 = !DILocalVariable(name: "i", scope: !63, file: !1, line: 9, type: !17)
!77 = !DILocation(line: 9, column: 7, scope: !63)
!78 = !DILocation(line: 9, column: 11, scope: !63)
!79 = !DILocalVariable(name: "j", scope: !63, file: !1, line: 9, type: !17)
!80 = !DILocation(line: 9, column: 15, scope: !63)
!81 = !DILocation(line: 9, column: 19, scope: !63)
!82 = !DILocalVariable(name: "k", scope: !63, file: !1, line: 9, type: !17)
!83 = !DILocation(line: 9, column: 24, scope: !63)
!84 = !DILocation(line: 9, column: 28, scope: !63)
!85 = !DILocalVariable(name: "inv", scope: !63, file: !1, line: 10, type: !15)
!86 = !DILocation(line: 10, column: 8, scope: !63)
!87 = !DILocation(line: 11, column: 3, scope: !63)
!88 = !DILocation(line: 11, column: 10, scope: !63)
!89 = !DILocation(line: 11, column: 14, scope: !63)
!90 = !DILocation(line: 11, column: 12, scope: !63)
!91 = !DILocation(line: 11, column: 18, scope: !63)
!92 = !DILocation(line: 11, column: 21, scope: !63)
!93 = !DILocation(line: 11, column: 25, scope: !63)
!94 = !DILocation(line: 11, column: 23, scope: !63)
!95 = !DILocation(line: 0, scope: !63)
!96 = !DILocation(line: 12, column: 9, scope: !97)
!97 = distinct !DILexicalBlock(scope: !98, file: !1, line: 12, column: 9)
!98 = distinct !DILexicalBlock(scope: !63, file: !1, line: 11, column: 29)
!99 = !DILocation(line: 12, column: 11, scope: !97)
!100 = !DILocation(line: 12, column: 17, scope: !97)
!101 = !DILocation(line: 12, column: 19, scope: !97)
!102 = !DILocation(line: 12, column: 14, scope: !97)
!103 = !DILocation(line: 12, column: 9, scope: !98)
!104 = !DILocation(line: 13, column: 18, scope: !105)
!105 = distinct !DILexicalBlock(scope: !97, file: !1, line: 12, column: 23)
!106 = !DILocation(line: 13, column: 21, scope: !105)
!107 = !DILocation(line: 13, column: 7, scope: !105)
!108 = !DILocation(line: 13, column: 12, scope: !105)
!109 = !DILocation(line: 13, column: 16, scope: !105)
!110 = !DILocation(line: 14, column: 5, scope: !105)
!111 = !DILocation(line: 15, column: 18, scope: !112)
!112 = distinct !DILexicalBlock(scope: !97, file: !1, line: 14, column: 12)
!113 = !DILocation(line: 15, column: 21, scope: !112)
!114 = !DILocation(line: 15, column: 7, scope: !112)
!115 = !DILocation(line: 15, column: 12, scope: !112)
!116 = !DILocation(line: 15, column: 16, scope: !112)
!117 = !DILocation(line: 16, column: 14, scope: !112)
!118 = !DILocation(line: 16, column: 20, scope: !112)
!119 = !DILocation(line: 16, column: 18, scope: !112)
!120 = !DILocation(line: 16, column: 11, scope: !112)
!121 = distinct !{!121, !87, !122, !123}
!122 = !DILocation(line: 18, column: 3, scope: !63)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocation(line: 19, column: 3, scope: !63)
!125 = !DILocation(line: 19, column: 10, scope: !63)
!126 = !DILocation(line: 19, column: 14, scope: !63)
!127 = !DILocation(line: 19, column: 12, scope: !63)
!128 = !DILocation(line: 20, column: 16, scope: !63)
!129 = !DILocation(line: 20, column: 19, scope: !63)
!130 = !DILocation(line: 20, column: 5, scope: !63)
!131 = !DILocation(line: 20, column: 10, scope: !63)
!132 = !DILocation(line: 20, column: 14, scope: !63)
!133 = distinct !{!133, !124, !134, !123}
!134 = !DILocation(line: 20, column: 21, scope: !63)
!135 = !DILocation(line: 21, column: 3, scope: !63)
!136 = !DILocation(line: 21, column: 10, scope: !63)
!137 = !DILocation(line: 21, column: 14, scope: !63)
!138 = !DILocation(line: 21, column: 12, scope: !63)
!139 = !DILocation(line: 22, column: 16, scope: !63)
!140 = !DILocation(line: 22, column: 19, scope: !63)
!141 = !DILocation(line: 22, column: 5, scope: !63)
!142 = !DILocation(line: 22, column: 10, scope: !63)
!143 = !DILocation(line: 22, column: 14, scope: !63)
!144 = distinct !{!144, !135, !145, !123}
!145 = !DILocation(line: 22, column: 21, scope: !63)
!146 = !DILocation(line: 23, column: 12, scope: !147)
!147 = distinct !DILexicalBlock(scope: !63, file: !1, line: 23, column: 3)
!148 = !DILocation(line: 23, column: 10, scope: !147)
!149 = !DILocation(line: 23, column: 8, scope: !147)
!150 = !DILocation(line: 23, column: 16, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !1, line: 23, column: 3)
!152 = !DILocation(line: 23, column: 20, scope: !151)
!153 = !DILocation(line: 23, column: 18, scope: !151)
!154 = !DILocation(line: 23, column: 3, scope: !147)
!155 = !DILocation(line: 24, column: 12, scope: !151)
!156 = !DILocation(line: 24, column: 16, scope: !151)
!157 = !DILocation(line: 24, column: 5, scope: !151)
!158 = !DILocation(line: 24, column: 7, scope: !151)
!159 = !DILocation(line: 24, column: 10, scope: !151)
!160 = !DILocation(line: 23, column: 25, scope: !151)
!161 = !DILocation(line: 23, column: 3, scope: !151)
!162 = distinct !{!162, !154, !163, !123}
!163 = !DILocation(line: 24, column: 17, scope: !147)
!164 = !DILocation(line: 25, column: 10, scope: !63)
!165 = !DILocation(line: 25, column: 3, scope: !63)
!166 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !167, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!167 = !DISubroutineType(types: !168)
!168 = !{!17, !17, !169}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!172 = !DILocalVariable(name: "argc", arg: 1, scope: !166, file: !1, line: 38, type: !17)
!173 = !DILocation(line: 38, column: 14, scope: !166)
!174 = !DILocalVariable(name: "argv", arg: 2, scope: !166, file: !1, line: 38, type: !169)
!175 = !DILocation(line: 38, column: 27, scope: !166)
!176 = !DILocalVariable(name: "n", scope: !166, file: !1, line: 40, type: !17)
!177 = !DILocation(line: 40, column: 7, scope: !166)
!178 = !DILocation(line: 40, column: 11, scope: !166)
!179 = !DILocation(line: 40, column: 16, scope: !166)
!180 = !DILocation(line: 40, column: 27, scope: !166)
!181 = !DILocation(line: 40, column: 22, scope: !166)
!182 = !DILocalVariable(name: "a", scope: !166, file: !1, line: 41, type: !16)
!183 = !DILocation(line: 41, column: 11, scope: !166)
!184 = !DILocation(line: 41, column: 22, scope: !166)
!185 = !DILocation(line: 41, column: 24, scope: !166)
!186 = !DILocation(line: 41, column: 15, scope: !166)
!187 = !DILocalVariable(name: "tmp", scope: !166, file: !1, line: 42, type: !16)
!188 = !DILocation(line: 42, column: 11, scope: !166)
!189 = !DILocation(line: 42, column: 24, scope: !166)
!190 = !DILocation(line: 42, column: 26, scope: !166)
!191 = !DILocation(line: 42, column: 17, scope: !166)
!192 = !DILocalVariable(name: "s", scope: !166, file: !1, line: 43, type: !193)
!193 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!194 = !DILocation(line: 43, column: 12, scope: !166)
!195 = !DILocalVariable(name: "i", scope: !196, file: !1, line: 44, type: !17)
!196 = distinct !DILexicalBlock(scope: !166, file: !1, line: 44, column: 3)
!197 = !DILocation(line: 44, column: 12, scope: !196)
!198 = !DILocation(line: 44, column: 8, scope: !196)
!199 = !DILocation(line: 44, column: 19, scope: !200)
!200 = distinct !DILexicalBlock(scope: !196, file: !1, line: 44, column: 3)
!201 = !DILocation(line: 44, column: 23, scope: !200)
!202 = !DILocation(line: 44, column: 21, scope: !200)
!203 = !DILocation(line: 44, column: 3, scope: !196)
!204 = !DILocation(line: 45, column: 9, scope: !205)
!205 = distinct !DILexicalBlock(scope: !200, file: !1, line: 44, column: 31)
!206 = !DILocation(line: 45, column: 11, scope: !205)
!207 = !DILocation(line: 45, column: 22, scope: !205)
!208 = !DILocation(line: 45, column: 7, scope: !205)
!209 = !DILocation(line: 46, column: 21, scope: !205)
!210 = !DILocation(line: 46, column: 23, scope: !205)
!211 = !DILocation(line: 46, column: 12, scope: !205)
!212 = !DILocation(line: 46, column: 30, scope: !205)
!213 = !DILocation(line: 46, column: 5, scope: !205)
!214 = !DILocation(line: 46, column: 7, scope: !205)
!215 = !DILocation(line: 46, column: 10, scope: !205)
!216 = !DILocation(line: 47, column: 3, scope: !205)
!217 = !DILocation(line: 44, column: 27, scope: !200)
!218 = !DILocation(line: 44, column: 3, scope: !200)
!219 = distinct !{!219, !203, !220, !123}
!220 = !DILocation(line: 47, column: 3, scope: !196)
!221 = !DILocalVariable(name: "inv", scope: !166, file: !1, line: 48, type: !15)
!222 = !DILocation(line: 48, column: 8, scope: !166)
!223 = !DILocation(line: 48, column: 31, scope: !166)
!224 = !DILocation(line: 48, column: 34, scope: !166)
!225 = !DILocation(line: 48, column: 42, scope: !166)
!226 = !DILocation(line: 48, column: 14, scope: !166)
!227 = !DILocalVariable(name: "chk", scope: !166, file: !1, line: 49, type: !3)
!228 = !DILocation(line: 49, column: 10, scope: !166)
!229 = !DILocalVariable(name: "i", scope: !230, file: !1, line: 50, type: !17)
!230 = distinct !DILexicalBlock(scope: !166, file: !1, line: 50, column: 3)
!231 = !DILocation(line: 50, column: 12, scope: !230)
!232 = !DILocation(line: 50, column: 8, scope: !230)
!233 = !DILocation(line: 50, column: 19, scope: !234)
!234 = distinct !DILexicalBlock(scope: !230, file: !1, line: 50, column: 3)
!235 = !DILocation(line: 50, column: 23, scope: !234)
!236 = !DILocation(line: 50, column: 21, scope: !234)
!237 = !DILocation(line: 50, column: 3, scope: !230)
!238 = !DILocation(line: 51, column: 12, scope: !234)
!239 = !DILocation(line: 51, column: 14, scope: !234)
!240 = !DILocation(line: 51, column: 9, scope: !234)
!241 = !DILocation(line: 51, column: 5, scope: !234)
!242 = !DILocation(line: 50, column: 28, scope: !234)
!243 = !DILocation(line: 50, column: 3, scope: !234)
!244 = distinct !{!244, !237, !245, !123}
!245 = !DILocation(line: 51, column: 15, scope: !230)
!246 = !DILocation(line: 52, column: 44, scope: !166)
!247 = !DILocation(line: 52, column: 49, scope: !166)
!248 = !DILocation(line: 52, column: 3, scope: !166)
!249 = !DILocation(line: 53, column: 8, scope: !166)
!250 = !DILocation(line: 53, column: 3, scope: !166)
!251 = !DILocation(line: 54, column: 8, scope: !166)
!252 = !DILocation(line: 54, column: 3, scope: !166)
!253 = !DILocation(line: 55, column: 3, scope: !166)
